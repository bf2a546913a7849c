"""The web build (docs/web.md): offline, sources untouched, the archive holds exactly the app,
and the page meets the contract of pygbag 0.9.3's loader (pythons.js)."""

import ast
import asyncio
import io
import json
import os
import re
import runpy
import shutil
import struct
import subprocess
import sys
import tarfile
import tokenize
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[2]
BUILD = SimpleNamespace(**runpy.run_path(str(ROOT / "web" / "build.py")))

CDN = "https://pygame-web.github.io/cdn/0.9.3/"
# Elements pythons.js or our site script look up by id; pythons.js makes stand-ins (some of
# them visible) for missing ones, and the site script would fail.
IDS = {"site", "canvas", "canvas3d", "transfer", "status", "progress", "infobox", "html",
       "pyconsole", "terminal"}
# window.config keys pythons.js reads (it falls back to defaults for the others).
CONFIG = {"cdn", "archive", "PYBUILD", "xtermjs", "ume_block", "can_close", "autorun", "_sdl2",
          "gui_divider", "gui_debug", "user_canvas", "user_canvas_managed"}


class Page(HTMLParser):
    """The built index.html: every start tag with its attributes, and every script's text."""

    def __init__(self, text: str):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.scripts: list[tuple[dict, str]] = []
        self.title = ""
        self._open: str | None = None
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._open = tag
        if tag == "script":
            self.scripts.append((dict(attrs), ""))

    def handle_endtag(self, tag):
        self._open = None

    def handle_data(self, data):
        if self._open == "script":
            attrs, text = self.scripts[-1]
            self.scripts[-1] = (attrs, text + data)
        elif self._open == "title":
            self.title += data

    def ids(self) -> set[str]:
        return {attrs["id"] for _, attrs in self.tags if attrs.get("id")}

    def site(self) -> tuple[dict, str]:
        (site,) = [s for s in self.scripts if s[0].get("type") == "module"]
        return site

    def inline_js(self) -> list[str]:
        return [text for attrs, text in self.scripts if "src" not in attrs]


def page(web_build) -> tuple[str, Page]:
    html = (web_build.out / "index.html").read_text(encoding="utf-8")
    return html, Page(html)


def archive_names(path) -> list[str]:
    if path.suffix == ".apk":
        return list(BUILD.apk_files(path))
    return [m.name for m in tarfile.open(path) if m.isfile()]


def test_build_is_offline_and_leaves_the_sources_as_they_were(web_build, capsys):
    with capsys.disabled():
        print(f"\nweb build: {web_build.seconds:.1f} s")
    assert "must not use the network" not in web_build.log
    assert not web_build.black_ran, "pygbag imported or ran black"
    status_before, files_before = web_build.before
    status_after, files_after = web_build.after
    assert status_after == status_before
    changed = {f for f in files_before.keys() | files_after.keys()
               if files_before.get(f) != files_after.get(f)}
    assert not changed, f"the build changed {sorted(changed)}"


# What a developer runs but a player never needs (tools/): never in the web archive.
DEVELOPER_TOOLS = {"screenshots.py", "soundgen.py", "driver.py"}
BUDGET = 350_000        # bytes, either form of the archive (docs/web.md)


def archive_files(path) -> dict[str, bytes]:
    """The archive's files by their path in the app (without pygbag's `assets/`)."""
    with tarfile.open(path) as archive:
        return {m.name.removeprefix("assets/"): archive.extractfile(m).read()
                for m in archive if m.isfile()}


def test_archive_holds_the_app_and_nothing_else(web_build, capsys):
    expected = web_build.app_files
    assert "main.py" in expected and any(f.startswith("game/") for f in expected)
    assert "game/cli.py" not in expected and "game/ui/app.py" in expected
    for suffix in ("apk", "tar.gz"):
        path = web_build.out / f"{web_build.name}.{suffix}"
        names = archive_names(path)
        assert all(n.startswith("assets/") for n in names), "pygbag puts the app under assets/"
        assert sorted(n.removeprefix("assets/") for n in names) == expected
        assert not [n for n in names if n.startswith(("assets/tools/", "assets/tests/"))]
        assert not [n for n in names if n.rsplit("/", 1)[-1] in DEVELOPER_TOOLS]
        with capsys.disabled():
            print(f"\n{path.name}: {len(names)} files, {path.stat().st_size:,} bytes")


def test_archive_is_named_after_its_contents_and_within_budget(web_build):
    name = web_build.name
    assert re.fullmatch(r"game-table-[0-9a-f]{12}", name)
    assert BUILD.apk_files(web_build.out / f"{name}.apk") == {
        "assets/" + k: v for k, v in archive_files(web_build.out / f"{name}.tar.gz").items()}
    for suffix in ("apk", "tar.gz"):
        size = (web_build.out / f"{name}.{suffix}").stat().st_size
        assert size <= BUDGET, f"{name}.{suffix} is {size:,} bytes, over the {BUDGET:,} budget"
    assert f"web archive {name}.tar.gz: " in web_build.log      # the build says its size


def test_the_page_unpacks_either_form_into_the_same_app(web_build, tmp_path):
    """The site script's own `unpack` (web/index.tmpl), run natively with the page's platform
    stood in for: on itch.io the .apk, its game package's tar unpacked and gone; elsewhere
    the .tar.gz; the same files either way."""
    code = page(web_build)[1].site()[1]
    tree = ast.parse(code)
    wanted = [node for node in tree.body if isinstance(node, ast.Assign)
              and node.targets[0].id == "BUNDLE" or isinstance(node, ast.AsyncFunctionDef)
              and node.name == "unpack"]
    assert len(wanted) == 2
    unpacked = {}
    for host in ("owner.itch.zone", "owner.github.io"):
        class Opened:                       # platform.fopen: the fetched archive as a file
            def __init__(self, name, mode):
                self.file = open(web_build.out / name, mode)

            async def __aenter__(self):
                return self.file

            async def __aexit__(self, *exc):
                self.file.close()
        platform = SimpleNamespace(window=SimpleNamespace(location=SimpleNamespace(host=host)),
                                   fopen=Opened)
        scope = {"platform": platform, "Path": Path}
        exec(compile(ast.Module(wanted, []), "site", "exec"), scope)
        home = tmp_path / host
        asyncio.run(scope["unpack"](str(home)))
        unpacked[host] = {path.relative_to(home).as_posix(): path.read_bytes()
                          for path in home.rglob("*") if path.is_file()}
    itch, elsewhere = unpacked.values()
    assert "assets/game.tar" not in itch and "assets/game/ui/app.py" in itch
    assert itch == elsewhere


def test_the_apk_parts_add_up_to_the_file(web_build):
    """The parts its results file gives (docs/web.md): every member in one part, the zip's
    own bytes the rest."""
    apk = web_build.out / f"{web_build.name}.apk"
    parts = BUILD.apk_parts(apk)
    assert sum(entry["bytes"] for entry in parts.values()) == apk.stat().st_size
    assert sum(entry["members"] for entry in parts.values()) == len(zipfile.ZipFile(apk).namelist())
    assert parts["fonts"]["members"] == 2 and parts["puzzles"]["members"] == 1
    assert "other" not in parts and parts["python"]["bytes"] > parts["zip"]["bytes"] > 0


def without_docstrings(tree):
    """The tree with each body's docstring (or the 0 that stands for one) and functions'
    annotations taken out, and a local `x: int = 1` read as `x = 1`."""
    sys.path.insert(0, str(ROOT / "web"))
    import slim
    for local in slim.local_annotated(tree):
        local.__class__ = ast.Assign
        local.targets, local.type_comment = [local.target], None
        del local.target, local.annotation, local.simple
    for node in ast.walk(tree):
        if isinstance(node, ast.arg):
            node.annotation = None
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            value = (first.value.value if isinstance(first, ast.Expr)
                     and isinstance(first.value, ast.Constant) else None)
            if isinstance(value, str) or (type(value) is int and value == 0):
                node.body = node.body[1:] or [ast.Pass()]
    tree.body = [node for node in tree.body if not (
        isinstance(node, ast.ImportFrom) and node.module == "__future__"
        and [alias.name for alias in node.names] == ["annotations"])]
    return tree


def annotated(tree) -> bool:
    return any(isinstance(node, ast.AnnAssign) or isinstance(node, ast.arg) and node.annotation
               or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns
               for node in ast.walk(tree))


def test_archived_python_is_the_same_program_on_the_same_lines(web_build):
    """The archive's modules lose comments, docstrings, functions' annotations and indentation
    (web/slim.py), nothing else: the same tree, each statement and expression on its line (a
    traceback from the browser names the repository's lines), and smaller."""
    shipped = archive_files(web_build.out / f"{web_build.name}.tar.gz")
    assert shipped["main.py"] == (ROOT / "main.py").read_bytes()   # as the loader reads it
    saved = dropped = 0
    for name, data in shipped.items():
        source = (ROOT / name).read_bytes()
        if not name.endswith(".py") or name == "main.py":
            assert data == source, name
            continue
        ours, theirs = ast.parse(source), ast.parse(data)
        assert data.count(b"\n") == source.count(b"\n"), name
        if b"from __future__ import annotations" not in data \
                and b"from __future__ import annotations" in source:   # nothing left to defer
            assert not annotated(theirs), name
            dropped += 1
        assert ast.dump(without_docstrings(ours)) == ast.dump(without_docstrings(theirs)), name
        assert [(type(n).__name__, n.lineno) for n in ast.walk(ours) if hasattr(n, "lineno")] == \
            [(type(n).__name__, n.lineno) for n in ast.walk(theirs) if hasattr(n, "lineno")], name
        assert not [t for t in tokenize.tokenize(io.BytesIO(data).readline)
                    if t.type == tokenize.COMMENT], name
        assert not [n for n in ast.walk(theirs) if isinstance(n, ast.arg) and n.annotation
                    and n.lineno == n.annotation.end_lineno], name
        saved += len(source) - len(data)
    assert saved > 200_000 and dropped > 10


def test_no_archived_module_imports_the_command_line(web_build):
    left_out = {path.removesuffix(".py").replace("/", ".") for path in BUILD.COMMAND_LINE}
    assert {"game.cli", "game.table.bots"} <= left_out
    for name, data in archive_files(web_build.out / f"{web_build.name}.tar.gz").items():
        if not name.endswith(".py"):
            continue
        package = name.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
        if not name.endswith("__init__.py"):
            package = package.rpartition(".")[0]
        for node in ast.walk(ast.parse(data)):
            if isinstance(node, ast.Import):
                named = {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(parent + ([base] if base else []))
                named = {base} | {f"{base}.{alias.name}" for alias in node.names}
            else:
                continue
            assert not named & left_out, f"{name} imports {sorted(named & left_out)}"


SMOKE = """
import os, sys
app_dir, root = sys.argv[1], sys.argv[2]
sys.path[:0] = [app_dir]
sys.path.append(root)                                   # tests.support.driver only
import game
assert game.__file__.startswith(app_dir), game.__file__
from game.screens import make_app
from game.table.registry import games
from tests.support.driver import Driver
app = make_app(["--seed", "5"])
app.min_think = 0
d = Driver(app)
d.run(2)
for name in games():
    d.click(f"rules:{name}")
    d.run(3)
    assert app.scene.name == "rules", app.scene.name
    app.screens.menu()
    d.click(f"play:{name}")
    if app.scene.name == "ask":         # the first time: the offer of its guided game
        d.click("skip-guide")
    d.click("seat0:Computer")
    d.click("level0:Random")
    d.click("seat1:Computer")
    d.click("level1:Random")
    d.click("start")
    scene = app.scene
    assert scene.name == "play", scene.name
    d.until(lambda: len(scene.state.history) >= 6 or scene.control.over, max_frames=4000)
    app.screens.menu()
print("played", len(games()))
"""


def test_the_slimmed_app_runs(web_build, tmp_path):
    """The archive's app, unpacked, natively: the rules page and a few moves of each game,
    through the real UI, AI against AI."""
    with tarfile.open(web_build.out / f"{web_build.name}.tar.gz") as archive:
        archive.extractall(tmp_path, filter="data")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               GAME_TABLE_DATA=str(tmp_path / "data"))
    run = subprocess.run([sys.executable, "-c", SMOKE, str(tmp_path / "assets"), str(ROOT)],
                         cwd=tmp_path / "assets", env=env, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "played 4" in run.stdout


def test_page_loads_pythons_js_from_the_cdn_with_our_settings(web_build):
    html, doc = page(web_build)
    assert "{{" not in html, "a template field was not filled in"
    attrs, _ = doc.site()
    assert attrs["id"] == "site"
    assert attrs["src"] == CDN + "pythons.js"
    assert attrs["data-python"] == "python3.12"
    assert set(attrs["data-os"].split(",")) == {"vtx", "snd", "gui"}
    assert [a["src"] for a, _ in doc.scripts if "src" in a] == [CDN + "pythons.js"]
    assert ("meta", {"charset": "utf-8"}) in doc.tags, "pythons.js refuses pages not in UTF-8"
    assert doc.title == "Game Table"


def test_page_has_every_element_the_loader_touches(web_build):
    _, doc = page(web_build)
    assert IDS <= doc.ids()
    canvas = next(attrs for tag, attrs in doc.tags if attrs.get("id") == "canvas")
    assert (canvas["width"], canvas["height"]) == ("1280", "720")
    hidden = {attrs["id"] for _, attrs in doc.tags if "hidden" in attrs}
    invisible = {attrs["id"] for _, attrs in doc.tags
                 if "invisible" in attrs.get("class", "").split()}
    assert "canvas3d" in hidden and "pyconsole" in invisible, "no console or spare canvas on show"


def test_page_config_block(web_build):
    _, doc = page(web_build)
    (block,) = [js for js in doc.inline_js() if "var config" in js]
    config = dict(re.findall(r"^\s*(\w+):\s*(.+?),?\s*$", block, re.M))
    assert CONFIG <= config.keys()
    assert config["cdn"] == f'new URL("{CDN}", location.href).href'
    assert config["archive"] == f'"{web_build.name}"'
    assert config["PYBUILD"] == '"3.12"'
    assert config["ume_block"] == "1" and config["gui_divider"] == "1"


def test_page_hooks_exist_and_the_javascript_parses(web_build, tmp_path):
    _, doc = page(web_build)
    js = "\n".join(doc.inline_js())
    for hook in ("function custom_onload(", "function loader_done("):
        assert hook in js
    assert "platform.window.loader_done()" in doc.site()[1]
    node = shutil.which("node")
    assert node, "node is needed to check the page's JavaScript (CI installs it for tests/wasm)"
    for i, text in enumerate(doc.inline_js()):
        script = tmp_path / f"inline{i}.js"
        script.write_text(text)
        check = subprocess.run([node, "--check", str(script)], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr


def test_site_script_is_python_and_opens_the_built_archives(web_build):
    _, doc = page(web_build)
    code = doc.site()[1]
    compile(code, "site", "exec")
    assert f'BUNDLE = "{web_build.name}"' in code
    for suffix in ("apk", "tar.gz"):
        assert f'f"{{BUNDLE}}.{suffix}"' in code
        assert (web_build.out / f"{web_build.name}.{suffix}").is_file()


def test_icon_is_ours_and_linked_as_favicon(web_build):
    _, doc = page(web_build)
    icon = (ROOT / "assets" / "icon.png").read_bytes()
    assert (web_build.out / "favicon.png").read_bytes() == icon
    assert icon[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", icon[16:24]) == (256, 256)
    icon_link = {"rel": "icon", "type": "image/png", "sizes": "256x256", "href": "favicon.png"}
    assert ("link", icon_link) in doc.tags


def test_main_py_tells_the_loader_to_install_pygame():
    """pygbag's loader installs the packages main.py names (imports or a PEP 723 block) before
    running it; pygame imported only deeper, in game/ui, would be missing in the browser."""
    source = (ROOT / "main.py").read_text(encoding="utf-8")
    imports = {alias.name.split(".")[0] for node in ast.parse(source).body
               if isinstance(node, ast.Import) for alias in node.names}
    pep723 = re.search(r"(?m)^# /// script$(?:\n#.*)*?pygame-ce.*(?:\n#.*)*?\n# ///$", source)
    assert "pygame" in imports or pep723, \
        "main.py must `import pygame` or declare pygame-ce in a PEP 723 block"


# --- the link preview ------------------------------------------------------------------------
# Every tag a messenger or social site reads for a link's card (docs/web-page.md, "The link
# preview").
PREVIEW_TAGS = {"description", "og:type", "og:site_name", "og:title", "og:description", "og:url",
                "og:image", "og:image:type", "og:image:width", "og:image:height",
                "og:image:alt", "twitter:card"}


def meta(doc: Page) -> dict[str, str]:
    tags = {}
    for tag, attrs in doc.tags:
        key = attrs.get("property") or attrs.get("name")
        if tag == "meta" and key:
            assert key not in tags, f"two {key} tags"
            tags[key] = attrs["content"]
    return tags


def shipped(out: Path, address: str, site: str) -> Path:
    """The file of the build that `address` (resolved from the page at `site`) names."""
    from urllib.parse import urljoin, urlsplit
    url = urljoin(site, address)
    assert url.startswith(site), f"{address} is not on the site {site}"
    path = urlsplit(url).path[len(urlsplit(site).path):] or "index.html"
    return out / path


def test_the_link_preview_tags_are_there_and_name_files_the_build_ships(web_build):
    html, doc = page(web_build)
    tags = meta(doc)
    assert PREVIEW_TAGS <= tags.keys(), f"missing {sorted(PREVIEW_TAGS - tags.keys())}"
    assert not re.search(r"@[A-Z_]+@", html), "a field of the page was not filled in"
    manifest = json.loads((web_build.out / "manifest.webmanifest").read_text())
    assert tags["og:title"] == tags["og:site_name"] == doc.title == manifest["name"]
    assert tags["og:description"] == tags["description"] == manifest["description"]
    assert 100 <= len(tags["description"]) <= 200           # the length cards show whole
    assert tags["og:type"] == "website" and tags["twitter:card"] == "summary_large_image"
    assert tags["og:image:type"] == "image/jpeg" and tags["og:image:alt"]
    # from `make web` the addresses are relative: each names a file of the build
    for tag in BUILD.SITE_TAGS:
        assert shipped(web_build.out, tags[tag], "http://127.0.0.1:8000/").is_file(), tag
    # the deploy's build knows the site: the same tags, absolute, on the site, each a file
    site = "https://someone.github.io/game-table/"
    deployed = meta(Page(BUILD.with_site(html, site)))
    for tag in BUILD.SITE_TAGS:
        assert deployed[tag].startswith(site), (tag, deployed[tag])
        assert shipped(web_build.out, deployed[tag], site).is_file(), tag
    assert deployed["og:url"] == site and deployed["og:image"] == site + "preview.jpg"
    assert {k: v for k, v in deployed.items() if k not in BUILD.SITE_TAGS} == \
        {k: v for k, v in tags.items() if k not in BUILD.SITE_TAGS}


def test_the_preview_picture_is_a_card_sized_screenshot(web_build):
    import pygame
    _, doc = page(web_build)
    tags = meta(doc)
    path = shipped(web_build.out, tags["og:image"], "http://127.0.0.1:8000/")
    data = path.read_bytes()
    assert data[:3] == b"\xff\xd8\xff", "a JPEG"
    assert len(data) < 300_000, "messengers drop larger preview pictures"
    picture = pygame.image.load(str(path))
    assert picture.get_size() == (1200, 630) == (int(tags["og:image:width"]),
                                                  int(tags["og:image:height"]))
    # the app's drawing, not a flat placeholder: the felt, the board's tiles, the text
    colours = {picture.get_at((x, y))[:3] for x in range(0, 1200, 7) for y in range(0, 630, 7)}
    assert len(colours) > 2000
    # the title band from the menu: its letters bright on the felt, in the band's middle rows
    rows = [max(sum(picture.get_at((x, y))[:3]) for x in range(480, 720)) for y in range(74)]
    assert max(rows[20:55]) > 650 and max(rows[:3] + rows[-3:]) < 600


def test_slim_drops_one_line_annotations_of_functions_only():
    """Parameters', results' and local variables' annotations go (defaults stay), a multi-line
    one stays, and a class's fields keep theirs (a dataclass reads them)."""
    sys.path.insert(0, str(ROOT / "web"))
    import slim
    source = ("from dataclasses import dataclass\n\n\n@dataclass\nclass Seat:\n"
              "    kind: str = 'human'\n\n\n"
              "def f(a: int, b: list[str] | None = None, *rest: float, c: 'Seat' = None,\n"
              "      **more: dict) -> tuple[int, int]:\n"
              "    total: int = a\n    return total, 0\n\n\n"
              "def g(x) -> dict[\n        str, int]:\n    return {}\n")
    slimmed = slim.slim(source)
    assert slimmed.split("\n")[8:10] == ["def f(a,b=None,*rest,c=None,", "**more):"]
    assert "kind:str='human'" in slimmed and "total=a" in slimmed
    assert "def g(x)->dict[" in slimmed                  # on two lines: kept
    assert slimmed.count("\n") == source.count("\n")


def test_slim_drops_the_future_import_only_with_no_annotation_left():
    """`from __future__ import annotations` goes once slim has taken every annotation out (an
    attribute's in a function too: never evaluated), and stays for a class's fields."""
    sys.path.insert(0, str(ROOT / "web"))
    import slim
    source = ('"""A module."""\nfrom __future__ import annotations\n\n\nclass A:\n'
              '    def __init__(self, x: int) -> None:\n        self.x: int = x\n')
    slimmed = slim.slim(source)
    assert slimmed.split("\n") == ["", "", "", "", "class A:", " def __init__(self,x):",
                                   "  self.x=x", ""]
    fields = source + "\n\nclass B:\n    y: int = 0\n"
    assert "from __future__ import annotations" in slim.slim(fields).split("\n")[1]


def test_slim_keeps_the_spaces_that_separate_tokens_only():
    """Between two words, a word and a string, a number and its dot, and inside an f-string's
    braces the spaces stay; the others go, and the tokens are the same."""
    sys.path.insert(0, str(ROOT / "web"))
    import slim
    source = ("def f(x, y = 2) :\n"
              "    z = [x if y else - 1, 1 .real, str(x) in 'ab', not (x), y ** -2, 'a' 'b']\n"
              "    w = f'{x + y :>4} { z [0] }' + f\"s\" + r'\\d' + str((lambda a : a)(x))\n"
              "    return {**{'k' : z}, 'w' : w}, z[1 : 2] if x else \"é\", 0x1 if y else 0\n")
    slimmed = slim.slim(source)
    assert slimmed.split("\n") == [
        "def f(x,y=2):",
        " z=[x if y else-1,1 .real,str(x)in 'ab',not(x),y**-2,'a''b']",
        " w=f'{x + y :>4} { z [0] }'+f\"s\"+r'\\d'+str((lambda a:a)(x))",
        " return{**{'k':z},'w':w},z[1:2]if x else \"é\",0x1 if y else 0", ""]
    namespace = {}
    exec(source + "out = f(3)\n", namespace)
    slim_namespace = {}
    exec(slimmed + "out = f(3)\n", slim_namespace)
    assert slim_namespace["out"] == namespace["out"]


# --- the page's words in the player's language (web/words.py) ---------------------------------
def embedded_words(web_build) -> dict[str, dict[str, str]]:
    """The page's words as the build embedded them in its script, {code: {key: text}}."""
    html, _ = page(web_build)
    found = re.findall(r"^\s*const WORDS = (\{.*\})$", html, re.M)
    assert len(found) == 1, "the page holds its words once, as one JSON object"
    return json.loads(found[0])


def test_the_catalogs_are_beside_the_page_not_in_the_archive(web_build):
    """The archive a first visit fetches holds no catalog; the site holds each language's,
    as committed, for the page to fetch when it is chosen (and the worker to keep)."""
    import hashlib
    for suffix in ("apk", "tar.gz"):
        names = archive_names(web_build.out / f"{web_build.name}.{suffix}")
        assert not [n for n in names if "/locale/" in n or n.endswith((".mo", ".po", ".pot"))]
    languages = [code for code in embedded_words(web_build) if code != "en"]
    assert sorted(languages) == ["de", "es", "fr", "it", "nl"]
    assert sorted(p.name for p in (web_build.out / "locale").iterdir()) == \
        sorted(f"{code}.mo" for code in languages)
    worker = (web_build.out / "sw.js").read_text()
    kept = json.loads(re.search(r"^const LOCALE_FILES = (\{.*?\})", worker, re.M)[1])
    for code in languages:
        data = (web_build.out / "locale" / f"{code}.mo").read_bytes()
        assert data == (ROOT / "game" / "locale" / code / "LC_MESSAGES" / "game.mo").read_bytes()
        assert kept[f"locale/{code}.mo"] == hashlib.sha256(data).hexdigest()


def test_every_page_word_is_embedded_in_every_language(web_build):
    """Each language's words are its catalog's (English where it has none); the HTML itself
    holds the English ones, for a page without JavaScript; a manifest per language."""
    import gettext
    words = runpy.run_path(str(ROOT / "web" / "words.py"))["WORDS"]
    embedded = embedded_words(web_build)
    sys.path.insert(0, str(ROOT))
    from game.core.i18n import LANGUAGES
    assert list(embedded) == sorted(LANGUAGES) and embedded["en"] == words
    for code in LANGUAGES:
        if code == "en":
            continue
        with open(ROOT / "game" / "locale" / code / "LC_MESSAGES" / "game.mo", "rb") as file:
            catalog = gettext.GNUTranslations(file)
        assert embedded[code] == {key: catalog.gettext(text) for key, text in words.items()}
        manifest = json.loads((web_build.out / f"manifest-{code}.webmanifest").read_text())
        assert (manifest["name"], manifest["short_name"], manifest["description"]) == (
            embedded[code]["name"], embedded[code]["short_name"], embedded[code]["description"])
        english = json.loads((web_build.out / "manifest.webmanifest").read_text())
        named = ("name", "short_name", "description")
        assert {k: v for k, v in manifest.items() if k not in named} == \
            {k: v for k, v in english.items() if k not in named}
    html, doc = page(web_build)
    assert doc.title == words["name"] and 'lang="en"' in html
    for key in ("loading", "failure_title", "failure_words", "retry", "copy_title", "done"):
        assert f'data-word="{key}">{words[key]}<' in html, key
    assert "This game needs JavaScript." in html
    assert not re.search(r"</script|<!--", html.split("const WORDS = ", 1)[1].split("\n", 1)[0])
