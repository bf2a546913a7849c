"""Host pygbag's runtime with the site instead of loading it from pygbag's CDN (docs/web.md).

    python web/host_runtime.py [--source URL_OR_FOLDER] [--previous URL_OR_FOLDER]
    python web/host_runtime.py --record [--source URL_OR_FOLDER]

Run after `make web`, where the network is available (the deploy workflow does).  It copies
every runtime file the page loads (build.RUNTIME_FILES) into build/web/cdn/, in the CDN's
layout, each one checked against the checksums recorded next to our copy of the CDN
(web/vendor/pygbag-cdn-<version>/checksums.json), and then points the page at the copy (its
CDN address becomes "cdn/<version>/") and writes the service worker again for it.

- A file we have a copy of (all but the interpreter's main.wasm and main.data) is hosted from
  web/vendor, which matches the record (tests/web checks it).  The source's file is fetched
  only to say in the log whether it is still the same: a file changed upstream under the
  pinned version, or one that cannot be fetched, is logged, not fatal.
- The interpreter files are taken from the first source that serves the recorded bytes:
  --source (pygbag's CDN by default), then --previous (the site's last deployment, which
  hosted verified ones).  Their record is their SHA-256 once a --record run has seen them,
  until then their Git blob id in pygbag's CDN repository at the commit web/vendor was taken
  from.  If no source has them, the deploy stops, naming the file: the site keeps its last
  deployment rather than an interpreter nobody checked.

--record writes the record from web/vendor, and adds the SHA-256 and size of an interpreter
file the source serves when its Git blob id is the recorded one."""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import urllib.error
import urllib.request
from pathlib import Path

import build

HOME = build.CDN.rsplit(build.PYGBAG + "/", 1)[0]     # https://pygame-web.github.io/cdn/
LOCAL = f"cdn/{build.PYGBAG}/"                         # the page's runtime address after
RECORD = build.VENDOR / "checksums.json"


def fetch(source: str, path: str) -> bytes | str:
    """The file's bytes from a URL's root or a folder, or why it could not be had."""
    try:
        if "://" in source:
            with urllib.request.urlopen(source.rstrip("/") + "/" + path, timeout=120) as answer:
                return answer.read()
        return (Path(source) / path).read_bytes()
    except (OSError, urllib.error.URLError, ValueError) as error:
        return f"{type(error).__name__}: {error}"


def git_blob(data: bytes) -> str:
    """The file's id in a Git repository (SHA-1 over "blob <size>\\0" and the bytes)."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def load_record(path: Path = RECORD) -> dict[str, dict]:
    return json.loads(path.read_text())["files"]


def matches(data: bytes, expected: dict) -> bool:
    """Whether the bytes are the recorded ones: by SHA-256 when it is recorded, else by Git
    blob id; the size too when recorded."""
    if "size" in expected and len(data) != expected["size"]:
        return False
    if "sha256" in expected:
        return sha256(data) == expected["sha256"]
    return git_blob(data) == expected["git"]


def describe(data: bytes) -> str:
    return f"{len(data):,} bytes, sha256 {sha256(data)}"


def host(source: str = HOME, out: Path = build.OUT, previous: str | None = None,
         record: dict[str, dict] | None = None) -> list[str]:
    """Copy the runtime into `out`/cdn and point the page at it; returns the log's lines.
    Raises SystemExit naming the file when an interpreter file matching the record cannot be
    had, or when web/vendor does not match the record."""
    record = load_record() if record is None else record
    page = out / "index.html"
    html = page.read_text()
    if build.CDN not in html:
        raise SystemExit(f"{page} does not load the runtime from {build.CDN}: build it first")
    log = []
    for path in build.RUNTIME_FILES:
        expected = record[path]
        ours = build.VENDOR / path
        if ours.is_file():
            data = ours.read_bytes()
            if not matches(data, expected):
                raise SystemExit(f"web/vendor's {path} does not match {RECORD.name}: record it "
                                 f"again (--record) or restore the copy")
            live = fetch(source, path)
            if isinstance(live, str):
                log.append(f"{path}: not fetched from {source} ({live}); hosting web/vendor's "
                           f"copy, {describe(data)}")
            elif matches(live, expected):
                log.append(f"{path}: {describe(data)}, as recorded, the same at {source}")
            else:
                log.append(f"{path}: {source} serves other bytes ({describe(live)}) than "
                           f"recorded for pygbag {build.PYGBAG}; hosting web/vendor's copy, "
                           f"{describe(data)}")
        else:
            data, tried = None, []
            for where in [source] + ([previous] if previous else []):
                got = fetch(where, path)
                if isinstance(got, bytes) and matches(got, expected):
                    data = got
                    break
                tried.append(f"{where}: " + (got if isinstance(got, str) else
                                             f"other bytes, {describe(got)}"))
            if data is None:
                raise SystemExit(f"{path}: no source serves the recorded file "
                                 f"({json.dumps(expected)}), so not deployed; "
                                 + "; ".join(tried))
            how = "SHA-256" if "sha256" in expected else "Git blob id"
            log.append(f"{path}: {describe(data)}, its recorded {how}, from {where}"
                       + ("" if tried == [] else f" ({'; '.join(tried)})")
                       + ("" if "sha256" in expected else
                          "; to record its SHA-256: python web/host_runtime.py --record"))
        target = out / "cdn" / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    page.write_text(html.replace(build.CDN, LOCAL))
    log.append(f"index.html loads the runtime from {LOCAL}; service worker version "
               f"{build.write_offline(out, LOCAL)}")
    return log


def make_record(source: str = HOME, path: Path = RECORD) -> list[str]:
    """Write the record from web/vendor, keeping the interpreter files' entries and adding
    the SHA-256 and size of one the source serves with the recorded Git blob id."""
    old = load_record(path) if path.is_file() else {}
    files, log = {}, []
    for name in build.RUNTIME_FILES:
        ours = build.VENDOR / name
        if ours.is_file():
            data = ours.read_bytes()
            files[name] = {"size": len(data), "sha256": sha256(data), "git": git_blob(data)}
            continue
        entry = dict(old.get(name, {}))
        if "git" not in entry:
            raise SystemExit(f"{name}: no copy in web/vendor and no Git blob id recorded")
        got = fetch(source, name)
        if isinstance(got, bytes) and git_blob(got) == entry["git"]:
            entry.update(size=len(got), sha256=sha256(got))
            log.append(f"{name}: seen at {source}, {describe(got)}: recorded")
        else:
            what = got if isinstance(got, str) else "other bytes at " + source
            log.append(f"{name}: not recorded again ({what})")
        files[name] = {key: entry[key] for key in ("size", "sha256", "git") if key in entry}
    path.write_text(json.dumps({
        "about": f"What every runtime file of pygbag {build.PYGBAG} the page loads must be "
                 "(web/host_runtime.py checks each; docs/web.md, 'Hosting the runtime'): size "
                 "and SHA-256, and its Git blob id in github.com/pygame-web/cdn at "
                 "5f40e4536ee47c755b5174847103b75b700ff5b0, where web/vendor was taken from. "
                 "main.wasm and main.data have only that id until a --record run sees them.",
        "files": files}, indent=2) + "\n")
    return log


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default=HOME, help="the CDN's root (a URL) or a folder "
                        "laid out like it (default: %(default)s)")
    parser.add_argument("--previous", help="where the site's last deployment hosted the "
                        "runtime (https://<site>/cdn/): a second source for the interpreter")
    parser.add_argument("--record", action="store_true", help="write web/vendor's "
                        "checksums.json instead (see above)")
    args = parser.parse_args()
    lines = make_record(args.source) if args.record else host(args.source,
                                                               previous=args.previous)
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
