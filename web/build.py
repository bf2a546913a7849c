"""Build the browser version into build/web with pygbag 0.9.3: `make web` runs this.

It stages the app, then runs pygbag's own command line (`python -m pygbag --build ...`) on the
staged copy, with three guards, because the build must work offline and leave the sources
exactly as they were (docs/web.md):
- `black` cannot be imported, so pygbag cannot reformat anything in place;
- `--no_opt`, so pygbag does not write pngquant/ffmpeg/.py copies next to the files;
- no network: pygbag only downloads its template and icon when they are not local, and ours
  are, so any attempt to connect fails the build instead of quietly fetching something.

The staged copy (build/app/game-table-<hash>/) holds what pygbag would pack from the project
(pygbag.ini's rules, pygbag's own filter) less the command line's modules, with the Python
slimmed (web/slim.py: no comments or docstrings, one space a level, every line where it was).
pygbag names the archive after that folder, so its name changes with its contents: a page
only ever asks for the archive of its own build (docs/web.md, "One build at a time").
Both forms of the archive are then deflated again by zopfli (`squeeze`): the same files, some
4% fewer bytes for a phone to fetch.
"""

import argparse
import calendar
import gettext
import hashlib
import html
import io
import json
import os
import re
import runpy
import shlex
import shutil
import socket
import struct
import subprocess
import sys
import tarfile
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "web"
STAGE = ROOT / "build" / "app"       # the app as pygbag packs it: STAGE/<archive name>/
APP = "game-table"                   # the archive: build/web/game-table-<hash>.apk, .tar.gz
PACKAGE_TAR = "assets/game.tar"      # the .apk's member holding the game package (`squeeze`)
BUDGET = 350_000                     # bytes, for either form of the archive (issue 15)
# The command line's modules (`python -m game`: the arena, the bench, bots over pipes): the app
# never imports them, and the browser has no terminal or processes (tests/web checks that no
# module in the archive imports one).
COMMAND_LINE = ("game/__main__.py", "game/cli.py", "game/table/arena.py",
                "game/table/bench.py", "game/table/bots.py", "game/table/results.py")
# The native window's icon: the page's icons are made from it beside the archive, and the
# browser's app has no window icon (pygbag.ini leaves it out).
NATIVE_ONLY = ("assets/icon.png",)
# pygbag's loader reads main.py's imports (or its PEP 723 comment block) to know what to
# install before running it: it goes as written.
VERBATIM = ("main.py",)
# The page's words (web/words.py), by key, in English: the build looks them up in each
# language's catalog (page_words) and the page shows the chosen language's.
WORDS = runpy.run_path(str(ROOT / "web" / "words.py"))["WORDS"]
TITLE = WORDS["name"]
# What the page says it is: its description, the link preview's words, the manifest's
DESCRIPTION = WORDS["description"]
# The translation catalogs stay out of the archive: the build copies each language's compiled
# catalog beside the page as locale/<code>.mo, which the page fetches for the chosen language
# only (game_page.catalog) and the service worker keeps once fetched.
CATALOGS = "game/locale/"
LOCALE = "locale"                 # build/web/locale/<code>.mo
PREVIEW = "preview.jpg"           # the link preview's picture (web/preview.py), 1200x630
PREVIEW_ALT = ("Game Table: a game of Spectrangle in its middle, coloured triangular tiles "
               "on the board, each player's hand and the list of moves")
# The page's meta tags whose address is the site's: relative from the build ("./"), made
# absolute by with_site when the build is told the site's address (the deploy does).
SITE_TAGS = ("og:url", "og:image")
NOT_CACHED = ("sw.js", PREVIEW)   # the offline copy leaves out the worker and the preview
PYGBAG = "0.9.3"
CDN = f"https://pygame-web.github.io/cdn/{PYGBAG}/"    # pygbag's default, kept by the build
THEME = "#0f3b2e"                                       # the page's felt green
ICONS = (192, 512)                                      # the install icons, icon-<size>.png
MASKABLE = 512              # icon-maskable-512.png: the picture in the safe zone, felt to the edges
# What the page loads from the runtime's home (the CDN's root, one level above CDN), in the
# CDN's layout: the loader and its start-up script, the interpreter (main.wasm, main.data,
# the only files not in web/vendor) and its Emscripten glue, the sound probe, the console,
# the package index and the pygame-ce wheel it names.  web/host_runtime.py copies exactly
# these; the service worker caches them.
RUNTIME_FILES = (
    f"{PYGBAG}/pythons.js", f"{PYGBAG}/cpythonrc.py", f"{PYGBAG}/empty.ogg",
    f"{PYGBAG}/cpython312/main.js", f"{PYGBAG}/cpython312/main.wasm",
    f"{PYGBAG}/cpython312/main.data",
    "vtx.js", "vt/xterm.js", "vt/xterm-addon-image.js", "vt/xterm.css",
    f"index-{PYGBAG}-cp312.json",
    "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl",
)
INTERPRETER = (f"{PYGBAG}/cpython312/main.wasm", f"{PYGBAG}/cpython312/main.data")
VENDOR = ROOT / "web" / "vendor" / f"pygbag-cdn-{PYGBAG}"     # the rest, as the CDN has it
FLAGS = [
    "--build",  # build only, do not start pygbag's test server
    "--no_opt",
    "--template", str(ROOT / "web" / "index.tmpl"),
    "--icon", str(ROOT / "assets" / "icon.png"),
    "--title", TITLE,
    "--width", "1280",
    "--height", "720",
]


def archive_name(out: Path = OUT) -> str:
    """The archive's name in a build (`game-table-<hash>`, without .apk or .tar.gz)."""
    (archive,) = out.glob(f"{APP}-*.tar.gz")
    return archive.name.removesuffix(".tar.gz")


def no_network(*args, **kwargs):
    raise RuntimeError("the web build must not use the network (docs/web.md)")


def app_files() -> list[str]:
    """What goes into the archive, as paths from the project's root: what pygbag would pack
    from the project (pygbag.ini, pygbag's own filter), less COMMAND_LINE."""
    from pygbag.config_to_object import load_config
    from pygbag.filtering import filter as pygbag_filter
    from pygbag.gathering import gather

    rules = load_config(str(ROOT / "pygbag.ini")).DEPENDENCIES
    chosen = pygbag_filter(list(gather(ROOT)), rules.ignoredirs, rules.ignorefiles)
    return sorted(path.as_posix()[1:] for _, path in chosen
                  if path.as_posix()[1:] not in COMMAND_LINE
                  and not path.as_posix()[1:].startswith(CATALOGS))


def stage() -> Path:
    """The app as it goes into the archive, in STAGE/<APP>-<hash of it>/ (see the top)."""
    import slim

    contents = {}
    for name in app_files():
        data = (ROOT / name).read_bytes()
        if name.endswith(".py") and name not in VERBATIM:
            try:
                data = slim.slim(data.decode("utf-8")).encode("utf-8")
            except (slim.SlimError, SyntaxError, UnicodeError) as error:
                raise SystemExit(f"web build FAILED: {name}: {error}") from None
        contents[name] = data
    digest = hashlib.sha256()
    for name, data in contents.items():
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    folder = STAGE / f"{APP}-{digest.hexdigest()[:12]}"
    shutil.rmtree(STAGE, ignore_errors=True)
    for name, data in contents.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    shutil.copyfile(ROOT / "pygbag.ini", folder / "pygbag.ini")   # pygbag reads it from there
    return folder


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", default="", help="the site's address, e.g. "
                        "https://owner.github.io/repository/, for the link preview's absolute "
                        "addresses (default: relative ones)")
    parser.add_argument("--results", metavar="FILE", help="also write the archive's sizes to "
                        "this JSON file, with the command, the machine and the date")
    args = parser.parse_args()
    site = args.site
    command = " ".join(["python web/build.py", *map(shlex.quote, sys.argv[1:])])
    results_path = os.path.abspath(args.results) if args.results else None
    if site and not re.fullmatch(r"https?://[^\s\"<>]+", site):
        parser.error(f"--site {site!r} is not an http(s) address")
    sys.path.insert(0, str(ROOT / "web"))
    sys.modules["black"] = None  # makes `import black` raise ImportError
    socket.getaddrinfo = socket.create_connection = no_network
    shutil.rmtree(OUT, ignore_errors=True)  # no files left over from an older build
    folder = stage()
    (folder / "build" / "web").mkdir(parents=True)  # pygbag only creates it with web-cache
    os.chdir(folder)  # pygbag reads pygbag.ini from the working directory
    sys.argv = ["pygbag", *FLAGS, str(folder)]
    runpy.run_module("pygbag", run_name="__main__", alter_sys=True)
    shutil.copytree(folder / "build" / "web", OUT)
    os.chdir(ROOT)

    name = folder.name
    expected = ["index.html", "favicon.png", f"{name}.apk", f"{name}.tar.gz"]
    missing = [f for f in expected if not (OUT / f).is_file()]
    if missing:
        print(f"web build FAILED: missing {missing} in {OUT}", file=sys.stderr)
        return 1
    fill_page(OUT / "index.html", site)
    made = subprocess.run([sys.executable, str(ROOT / "web" / "preview.py"), str(OUT / PREVIEW)],
                          capture_output=True, text=True)
    if made.returncode:
        print(f"web build FAILED: the preview picture\n{made.stdout}{made.stderr}",
              file=sys.stderr)
        return 1
    for suffix in ("apk", "tar.gz"):
        squeeze(OUT / f"{name}.{suffix}")
    write_offline(OUT, CDN)
    print(f"web build OK: {OUT} ({', '.join(expected)}, the manifest, icons and sw.js)")
    archives = []
    for suffix in ("apk", "tar.gz"):
        size = (OUT / f"{name}.{suffix}").stat().st_size
        print(f"web archive {name}.{suffix}: {size:,} bytes ({size / 1024:.0f} KiB), "
              f"budget {BUDGET:,}{'' if size <= BUDGET else ': OVER'}")
        archives.append({"form": suffix, "bytes": size})
    if results_path:
        sys.path.insert(0, str(ROOT))
        from game.table import results
        results.write(results_path, command, {"budget": BUDGET, "archives": archives,
                                              "apk_parts": apk_parts(OUT / f"{name}.apk")})
    return 0


# the parts of the .apk, by where a member's path leads (first match)
PARTS = (("python", (".py", PACKAGE_TAR)), ("fonts", (".otf",)), ("sounds", ("/sounds/",)),
         ("licences", (".txt",)), ("puzzles", ("puzzles.json",)))


def apk_parts(apk: Path) -> dict:
    """The .apk's compressed bytes by part (PARTS, else "other"), with the members of each,
    and the zip's own headers and directory: what is left of the file."""
    parts: dict[str, dict] = {}
    with zipfile.ZipFile(apk) as archive:
        for member in archive.infolist():
            if member.is_dir():
                continue
            part = next((part for part, marks in PARTS
                         if any(mark in member.filename or member.filename.endswith(mark)
                                for mark in marks)), "other")
            entry = parts.setdefault(part, {"members": 0, "bytes": 0})
            entry["members"] += 1
            entry["bytes"] += member.compress_size
    parts["zip"] = {"members": 0, "bytes": apk.stat().st_size
                    - sum(entry["bytes"] for entry in parts.values())}
    return parts


def _deflate(data: bytes) -> bytes:
    """`data` as raw deflate, by zopfli (the zlib container's 2-byte head and 4-byte tail
    cut off)."""
    from zopfli.zopfli import compress
    return compress(data, numiterations=60)[2:-4]


def package_tar(members: list) -> tuple[zipfile.ZipInfo, bytes]:
    """The .apk's files of the game package, `(ZipInfo, data)` in the zip's order, as one
    uncompressed tar (their names within `assets/`, their times kept): the member
    `PACKAGE_TAR` that takes their place."""
    tar = io.BytesIO()
    with tarfile.open(fileobj=tar, mode="w", format=tarfile.USTAR_FORMAT) as out:
        for info, data in members:
            entry = tarfile.TarInfo(info.filename.removeprefix("assets/"))
            entry.size, entry.mode = len(data), 0o644
            entry.mtime = calendar.timegm((*info.date_time, 0, 0, 0))
            out.addfile(entry, io.BytesIO(data))
    first = members[0][0]
    where = zipfile.ZipInfo(PACKAGE_TAR, first.date_time)
    where.create_system, where.external_attr = first.create_system, first.external_attr
    return where, tar.getvalue()


def apk_files(apk: Path) -> dict[str, bytes]:
    """Every file the .apk holds, by its path (`assets/...`), the game package's read out of
    `PACKAGE_TAR` as the page unpacks it (web/index.tmpl)."""
    files = {}
    with zipfile.ZipFile(apk) as archive:
        for name in archive.namelist():
            if name != PACKAGE_TAR:
                files[name] = archive.read(name)
                continue
            with tarfile.open(fileobj=io.BytesIO(archive.read(name))) as tar:
                files.update({f"assets/{m.name}": tar.extractfile(m).read()
                              for m in tar if m.isfile()})
    return files


def squeeze(archive: Path) -> None:
    """The archive pygbag made, compressed again by zopfli with the same files inside: a
    .tar.gz as one gzip stream, an .apk member by member (stored where deflate would not
    save a byte), its names, order and times kept, but for the game package's Python: every
    file a member of its own, each deflated alone with its name twice in the zip's headers,
    cost the .apk some 90 bytes a module more than the .tar.gz's one stream, so they go in
    one uncompressed tar, `PACKAGE_TAR`, deflated as one member (the page unpacks it)."""
    from zopfli.zopfli import compress
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:          # a well-formed archive, or this raises
            tar.getmembers()
        archive.write_bytes(compress(zlib.decompress(archive.read_bytes(), 31), gzip_mode=1,
                                     numiterations=15))
        return
    with zipfile.ZipFile(archive) as old:
        made = [(info, old.read(info)) for info in old.infolist()]
    package = [(info, data) for info, data in made if info.filename.startswith("assets/game/")]
    members = [package_tar(package)] + [(info, data) for info, data in made
                                        if not info.filename.startswith("assets/game/")]
    body, directory = bytearray(), bytearray()
    for info, data in members:
        packed, method = _deflate(data), zipfile.ZIP_DEFLATED
        if len(packed) >= len(data):
            packed, method = data, zipfile.ZIP_STORED
        name = info.filename.encode("utf-8")
        year, month, day, hour, minute, second = info.date_time
        when = (hour << 11 | minute << 5 | second // 2, (year - 1980) << 9 | month << 5 | day)
        fields = (method, *when, zlib.crc32(data), len(packed), len(data), len(name))
        directory += struct.pack("<4s6H3I5H2I", b"PK\x01\x02", info.create_system << 8 | 20,
                                 20, 0, *fields, 0, 0, 0, 0, info.external_attr,
                                 len(body)) + name
        body += struct.pack("<4s5H3I2H", b"PK\x03\x04", 20, 0, *fields, 0) + name + packed
    end = struct.pack("<4s4H2IH", b"PK\x05\x06", 0, 0, len(members), len(members),
                      len(directory), len(body), 0)
    archive.write_bytes(bytes(body + directory + end))
    with zipfile.ZipFile(archive) as new:           # read back: every file as it was
        if new.testzip() is not None or apk_files(archive) != {
                info.filename: data for info, data in made if not info.is_dir()}:
            raise SystemExit(f"web build FAILED: {archive.name} did not survive zopfli")


def languages() -> dict[str, str]:
    """The languages the game offers (game.core.i18n.LANGUAGES), code -> its own name."""
    sys.path.insert(0, str(ROOT))
    from game.core import i18n
    return dict(i18n.LANGUAGES)


def catalog(code: str) -> Path:
    """A language's compiled catalog in the sources."""
    return ROOT / CATALOGS / code / "LC_MESSAGES" / "game.mo"


def page_words() -> dict[str, dict[str, str]]:
    """The page's words (WORDS) in every language, {code: {key: text}}, from the compiled
    catalogs; English is the source, and a text a catalog lacks reads in English."""
    words = {}
    for code in languages():
        if code == "en":
            words[code] = dict(WORDS)
            continue
        with open(catalog(code), "rb") as file:
            translations = gettext.GNUTranslations(file)
        words[code] = {key: translations.gettext(text) for key, text in WORDS.items()}
    return words


def script_json(value) -> str:
    """`value` as JSON to write inside a <script>: no "<", ">" or "&" that HTML could read."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def fill_page(page: Path, site: str = "") -> None:
    """The page's own fields (pygbag fills the cookiecutter ones): its description and the link
    preview's, with the site's address when it is known, and its words in every language
    (@WORDS@, a JSON object in its script)."""
    text = page.read_text(encoding="utf-8")
    for key, value in (("DESCRIPTION", DESCRIPTION), ("PREVIEW", PREVIEW),
                       ("PREVIEW_ALT", PREVIEW_ALT)):
        text = text.replace(f"@{key}@", html.escape(value))
    text = text.replace("@WORDS@", script_json(page_words()))
    page.write_text(with_site(text, site) if site else text, encoding="utf-8")


def with_site(text: str, site: str) -> str:
    """The page with the preview's addresses (SITE_TAGS) made absolute on `site`."""
    from urllib.parse import urljoin

    site = site if site.endswith("/") else site + "/"

    def absolute(match):
        return match[1] + html.escape(urljoin(site, html.unescape(match[2]))) + match[3]
    for tag in SITE_TAGS:
        text, found = re.subn(rf'(<meta property="{tag}" content=")([^"]*)(")', absolute, text)
        if found != 1:
            raise SystemExit(f"the page has {found} {tag} tags, not one")
    return text


def write_offline(out: Path, cdn: str) -> str:
    """Make the page installable and playable offline after one visit: the web app manifest,
    its icons, and the service worker `sw.js` with this build's version in its cache's name
    and the SHA-256 of every file it caches (a new build replaces the old cache whole).
    `cdn` is where the page's runtime comes from.  Returns the version."""
    sys.path.insert(0, str(ROOT / "web"))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import make_icon
    import pygame
    for size in ICONS:
        pygame.image.save(make_icon.draw(size), str(out / f"icon-{size}.png"))
    pygame.image.save(make_icon.maskable(MASKABLE), str(out / f"icon-maskable-{MASKABLE}.png"))
    manifest = {
        "name": TITLE, "short_name": WORDS["short_name"],
        "description": DESCRIPTION,
        "start_url": "./", "scope": "./", "display": "fullscreen",
        "orientation": "any",           # every screen has a layout for each way up
        "background_color": THEME, "theme_color": THEME,
        "icons": [{"src": f"icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": "any"} for size in ICONS] + [
            {"src": f"icon-maskable-{MASKABLE}.png", "sizes": f"{MASKABLE}x{MASKABLE}",
             "type": "image/png", "purpose": "maskable"}],
    }
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, indent=2) + "\n")
    # the other languages: a manifest each (the page links the chosen one) and the catalog,
    # fetched by the page when it is chosen, kept by the worker once fetched (LOCALE_FILES)
    locale_files = {}
    (out / LOCALE).mkdir(exist_ok=True)
    for code, words in page_words().items():
        if code == "en":
            continue
        named = dict(manifest, name=words["name"], short_name=words["short_name"],
                     description=words["description"])
        (out / f"manifest-{code}.webmanifest").write_text(
            json.dumps(named, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        data = catalog(code).read_bytes()
        (out / LOCALE / f"{code}.mo").write_bytes(data)
        locale_files[f"{LOCALE}/{code}.mo"] = hashlib.sha256(data).hexdigest()
    app_files = sorted(p.name for p in out.iterdir() if p.is_file() and p.name not in NOT_CACHED)
    digests = {name: hashlib.sha256((out / name).read_bytes()).hexdigest() for name in app_files}
    digest = hashlib.sha256()
    for name in app_files:
        digest.update(name.encode() + b"\0" + bytes.fromhex(digests[name]))
    for name, value in sorted(locale_files.items()):
        digest.update(name.encode() + b"\0" + bytes.fromhex(value))
    version = digest.hexdigest()[:12]
    home = cdn.rsplit(PYGBAG + "/", 1)[0]     # the runtime's root
    worker = (ROOT / "web" / "sw.js").read_text()
    # the worker checks every file it caches against this build's SHA-256 ("./" is the page)
    for key, value in (("VERSION", version), ("PYGBAG", PYGBAG),
                       ("APP_FILES", json.dumps({"./": digests["index.html"], **digests})),
                       ("LOCALE_FILES", json.dumps(locale_files)),
                       ("RUNTIME_FILES", json.dumps([home + f for f in RUNTIME_FILES]))):
        worker = worker.replace(f"@{key}@", value)
    (out / "sw.js").write_text(worker)
    return version


if __name__ == "__main__":
    sys.exit(main())
