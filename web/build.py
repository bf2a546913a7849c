"""Build the browser version into build/web with pygbag 0.9.3: `make web` runs this.

It runs pygbag's own command line (`python -m pygbag --build ...`) with three guards, because
the build must work offline and leave the sources exactly as they were (docs/web.md):
- `black` cannot be imported, so pygbag cannot reformat the sources in place;
- `--no_opt`, so pygbag does not write pngquant/ffmpeg/.py copies next to the sources;
- no network: pygbag only downloads its template and icon when they are not local, and ours
  are, so any attempt to connect fails the build instead of quietly fetching something.
"""

import os
import runpy
import shutil
import socket
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "web"
TITLE = "Game Table"
FLAGS = [
    "--build",  # build only, do not start pygbag's test server
    "--no_opt",
    "--template", "web/index.tmpl",
    "--icon", "assets/icon.png",
    "--title", TITLE,
    "--width", "1280",
    "--height", "720",
]


def archive_name() -> str:
    """pygbag names the archive after the project folder (its --app_name flag is ignored)."""
    return ROOT.name.lower().replace(" ", ".")


def no_network(*args, **kwargs):
    raise RuntimeError("the web build must not use the network (docs/web.md)")


def main() -> int:
    sys.modules["black"] = None  # makes `import black` raise ImportError
    socket.getaddrinfo = socket.create_connection = no_network
    shutil.rmtree(OUT, ignore_errors=True)  # no files left over from an older build
    OUT.mkdir(parents=True)  # pygbag only creates it along with a fresh build/web-cache
    os.chdir(ROOT)  # pygbag reads pygbag.ini from the working directory
    sys.argv = ["pygbag", *FLAGS, str(ROOT)]
    runpy.run_module("pygbag", run_name="__main__", alter_sys=True)

    name = archive_name()
    expected = ["index.html", "favicon.png", f"{name}.apk", f"{name}.tar.gz"]
    missing = [f for f in expected if not (OUT / f).is_file()]
    if missing:
        print(f"web build FAILED: missing {missing} in {OUT}", file=sys.stderr)
        return 1
    print(f"web build OK: {OUT} ({', '.join(expected)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
