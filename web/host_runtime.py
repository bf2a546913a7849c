"""Host pygbag's runtime with the site instead of loading it from pygbag's CDN (docs/web.md).

    python web/host_runtime.py [--source URL_OR_FOLDER]

Run after `make web`, where the network is available (the deploy workflow does).  It copies
every runtime file the page loads (build.RUNTIME_FILES) from the source (default: pygbag's
CDN root) into build/web/cdn/, in the CDN's layout, and:
- checks every loader file byte for byte against our copy in web/vendor (a CDN that changed
  a file under a pinned version fails the deploy instead of shipping something untested);
- prints the size and SHA-256 of the interpreter files (main.wasm, main.data), which have no
  copy here, into the deploy log;
- points the page at the copy (its CDN address becomes "cdn/<version>/") and writes the
  service worker again for the new addresses.
The build's default stays the CDN: without this step nothing changes."""

from __future__ import annotations

import argparse
import hashlib
import sys
import urllib.request
from pathlib import Path

import build

HOME = build.CDN.rsplit(build.PYGBAG + "/", 1)[0]     # https://pygame-web.github.io/cdn/
LOCAL = f"cdn/{build.PYGBAG}/"                         # the page's runtime address after


def fetch(source: str, path: str) -> bytes:
    if "://" in source:
        with urllib.request.urlopen(source.rstrip("/") + "/" + path, timeout=120) as answer:
            return answer.read()
    return (Path(source) / path).read_bytes()


def host(source: str = HOME, out: Path = build.OUT) -> list[str]:
    """Copy the runtime into `out`/cdn and point the page at it; returns the log's lines.
    Raises SystemExit naming the file when a loader file differs from web/vendor's."""
    page = out / "index.html"
    html = page.read_text()
    if build.CDN not in html:
        raise SystemExit(f"{page} does not load the runtime from {build.CDN}: build it first")
    log = []
    for path in build.RUNTIME_FILES:
        data = fetch(source, path)
        if path in build.INTERPRETER:
            log.append(f"{path}: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()}")
        elif data != (build.VENDOR / path).read_bytes():
            raise SystemExit(f"{path} from {source} differs from web/vendor's copy of pygbag "
                             f"{build.PYGBAG}: not deployed")
        else:
            log.append(f"{path}: {len(data)} bytes, the same as web/vendor's")
        target = out / "cdn" / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    page.write_text(html.replace(build.CDN, LOCAL))
    log.append(f"index.html loads the runtime from {LOCAL}; service worker version "
               f"{build.write_offline(out, LOCAL)}")
    return log


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default=HOME, help="the CDN's root (a URL) or a folder "
                        "laid out like it (default: %(default)s)")
    args = parser.parse_args()
    for line in host(args.source):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
