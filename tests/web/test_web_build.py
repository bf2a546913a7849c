"""The web build (docs/web.md): offline, sources untouched, the archive holds exactly the app,
and the page meets the contract of pygbag 0.9.3's loader (pythons.js)."""

import ast
import re
import shutil
import struct
import subprocess
import tarfile
import zipfile
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CDN = "https://pygame-web.github.io/cdn/0.9.3/"
# Elements pythons.js or our site script look up by id; pythons.js makes stand-ins (some of
# them visible) for missing ones, and the site script would fail.
IDS = {"site", "canvas", "canvas3d", "transfer", "status", "progress", "infobox", "html", "pyconsole", "terminal"}
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
        return zipfile.ZipFile(path).namelist()
    return [m.name for m in tarfile.open(path) if m.isfile()]


def test_build_is_offline_and_leaves_the_sources_as_they_were(web_build, capsys):
    with capsys.disabled():
        print(f"\nweb build: {web_build.seconds:.1f} s")
    assert "must not use the network" not in web_build.log
    assert not web_build.black_ran, "pygbag imported or ran black"
    status_before, files_before = web_build.before
    status_after, files_after = web_build.after
    assert status_after == status_before
    changed = {f for f in files_before.keys() | files_after.keys() if files_before.get(f) != files_after.get(f)}
    assert not changed, f"the build changed {sorted(changed)}"


# What a developer runs but a player never needs (tools/): never in the web archive.
DEVELOPER_TOOLS = {"screenshots.py", "soundgen.py", "driver.py"}


def test_archive_holds_exactly_main_py_game_and_assets(web_build, capsys):
    expected = web_build.app_files
    assert "main.py" in expected and any(f.startswith("game/") for f in expected)
    for suffix in ("apk", "tar.gz"):
        path = web_build.out / f"{web_build.name}.{suffix}"
        names = archive_names(path)
        assert all(n.startswith("assets/") for n in names), "pygbag puts the app under assets/"
        assert sorted(n.removeprefix("assets/") for n in names) == expected
        assert not [n for n in names if n.startswith(("assets/tools/", "assets/tests/"))]
        assert not [n for n in names if n.rsplit("/", 1)[-1] in DEVELOPER_TOOLS]
        with capsys.disabled():
            print(f"\n{path.name}: {len(names)} files, {path.stat().st_size / 1024:.0f} KiB")


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
    invisible = {attrs["id"] for _, attrs in doc.tags if "invisible" in attrs.get("class", "").split()}
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
    assert ("link", {"rel": "icon", "type": "image/png", "sizes": "256x256", "href": "favicon.png"}) in doc.tags


def test_main_py_tells_the_loader_to_install_pygame():
    """pygbag's loader installs the packages main.py names (imports or a PEP 723 block) before
    running it; pygame imported only deeper, in game/ui, would be missing in the browser."""
    source = (ROOT / "main.py").read_text(encoding="utf-8")
    imports = {alias.name.split(".")[0] for node in ast.parse(source).body if isinstance(node, ast.Import)
               for alias in node.names}
    pep723 = re.search(r"(?m)^# /// script$(?:\n#.*)*?pygame-ce.*(?:\n#.*)*?\n# ///$", source)
    assert "pygame" in imports or pep723, "main.py must `import pygame` or declare pygame-ce in a PEP 723 block"
