"""The real app in a real browser: the archive `make web` builds, run by pygbag's own loader
and start-up in Debian's Chromium, with Pyodide 0.27 (CPython 3.12) in place of pygbag's
interpreter, which cannot be had here (docs/web-testing.md, "The real-browser harness").

    site = assemble(built, folder)        # the built site, the runtime hosted, the stand-in
    with Server(site) as server:          # ... served on 127.0.0.1
        device = Device(browser, server.url, "phone-upright")
        device.open()                     # the page loaded, the player's tap, the menu drawn
        device.tap_control("play:collapsi")
        device.look("scene()")            # what the app shows (harness/probe.py)

Only the interpreter is swapped: the page, its `game_page` helpers, the manifest, the service
worker, pygbag's loader (pythons.js), its start-up (cpythonrc.py, run whole), its asyncio
loop stepped once per animation frame, its package installer and the pygame-ce wheel it
installs are the real ones.  The app is the archive as built: it cannot tell it is tested.
Taps and keys reach it as the browser's own touch and mouse events (Chrome DevTools'
Input domain); the tests read what it shows through `probe`, which only reads."""

from __future__ import annotations

import functools
import http.server
import importlib.util
import io
import json
import shutil
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
HARNESS = Path(__file__).with_name("harness")
PYODIDE = ROOT / "node_modules" / "pyodide-0.27"      # package.json's pyodide-0.27 alias
CHROMIUM = "/usr/bin/chromium"
sys.path.insert(0, str(ROOT / "web"))
import build  # noqa: E402  (web/build.py: the runtime's files and where they go)
import host_runtime  # noqa: E402

# What pygbag's main.data holds besides the standard library and pygbag's own modules (its
# package installer's imports, and pygbag's patches): pure Python, from PyPI, downloaded once
# into build/pygbag-site.
SITE_PACKAGES = {"installer": "1.1.0", "packaging": "26.4", "pyparsing": "3.3.3",
                 "platform_wasm": "0.1.5"}
WHEELS = ROOT / "build" / "pygbag-site"

# The viewports the layer plays at (CSS px, device pixel ratio, a finger or a mouse)
VIEWPORTS = {
    "phone-upright": {"size": (390, 844), "dpr": 3, "touch": True},
    "phone-side": {"size": (844, 390), "dpr": 2, "touch": True},
    "desktop": {"size": (1280, 720), "dpr": 1, "touch": False},
}
TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".py": "text/plain",
         ".json": "application/json", ".css": "text/css", ".wasm": "application/wasm",
         ".ogg": "audio/ogg", ".webmanifest": "application/manifest+json",
         ".html": "text/html", ".png": "image/png", ".zip": "application/zip",
         ".data": "application/octet-stream", ".whl": "application/zip"}


class HarnessError(RuntimeError):
    """Something the harness needs is missing; the message says what to run."""


# --- the site ----------------------------------------------------------------------------------
def wheels() -> list[Path]:
    """SITE_PACKAGES' wheels, downloaded from PyPI the first time."""
    wanted = [f"{name}=={version}" for name, version in SITE_PACKAGES.items()]
    found = [next(WHEELS.glob(f"{name}-{version}-*.whl"), None)
             for name, version in SITE_PACKAGES.items()]
    if None in found:
        WHEELS.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                        "--only-binary=:all:", "--dest", str(WHEELS), *wanted], check=True)
        found = [next(WHEELS.glob(f"{name}-{version}-*.whl"))
                 for name, version in SITE_PACKAGES.items()]
    return found


def pygbag_support() -> Path:
    """pygbag's own Python modules (aio, its platform module...), from the pinned pygbag."""
    spec = importlib.util.find_spec("pygbag")
    if spec is None or spec.origin is None:
        raise HarnessError("pygbag is not installed: make test installs it (.venv)")
    return Path(spec.origin).parent / "support" / "cross"


def interpreter_data() -> bytes:
    """What the stand-in glue unpacks as main.data's Python: pygbag's modules, the packages
    above, and the harness's stand-ins for the interpreter's C modules and its probe."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as data:
        support = pygbag_support()
        for file in sorted(support.rglob("*.py")):
            data.write(file, file.relative_to(support).as_posix())
        for wheel in wheels():
            with zipfile.ZipFile(wheel) as packed:
                for name in packed.namelist():
                    data.writestr(name, packed.read(name))
        for file in sorted(HARNESS.glob("*.py")):
            data.write(file, file.name)
    return out.getvalue()


def standin(path: str) -> bytes:
    return b"not used by the real-browser harness: " + path.encode()


def assemble(built: Path, dest: Path) -> Path:
    """The built site (build/web) with pygbag's runtime hosted beside it, as the deploy hosts
    it (web/host_runtime.py), the interpreter's glue and data replaced by the harness's."""
    if not (PYODIDE / "pyodide.asm.wasm").is_file():
        raise HarnessError(f"Pyodide 0.27 is missing ({PYODIDE}): run `npm ci`")
    shutil.copytree(built, dest)
    source = dest.parent / f"{dest.name}-runtime"
    shutil.copytree(build.VENDOR, source)
    record = host_runtime.load_record()
    for path in build.INTERPRETER:
        (source / path).write_bytes(standin(path))
        record[path] = {"git": host_runtime.git_blob(standin(path))}
    host_runtime.host(str(source), dest, record=record)
    shutil.rmtree(source)
    interpreter = dest / "cdn" / build.PYGBAG / "cpython312"
    shutil.copy(HARNESS / "glue.js", interpreter / "main.js")
    (interpreter / "main.data").write_bytes(interpreter_data())
    shutil.copytree(PYODIDE, interpreter / "pyodide",
                    ignore=shutil.ignore_patterns("*.map", "*.d.ts", "*.md", "*.html",
                                                  "package.json", "pyodide.js"))
    return dest


class Server:
    """A folder served on 127.0.0.1 (a port of its own) while in `with`."""

    def __init__(self, folder: Path):
        class Handler(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
        self.url = f"http://127.0.0.1:{self.httpd.server_port}/"

    def __enter__(self) -> Server:
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def launch(playwright, **options):
    """Debian's Chromium, headless, with nothing reaching out to the network on its own."""
    if not Path(CHROMIUM).is_file():
        raise HarnessError(f"{CHROMIUM} is missing: make test installs Debian's chromium")
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True,
        args=["--disable-background-networking", "--disable-component-update",
              "--no-first-run", "--disable-sync"], **options)


# --- a device ----------------------------------------------------------------------------------
# Runs in every page before its own scripts: the console kept for the tests, and the Web
# Share API made present (a phone's, its share sheet recorded) or absent (a desktop's).
INIT = """
(() => {
  const kept = window.__console = []
  for (const level of ["log", "info", "warn", "error"]) {
    const write = console[level].bind(console)
    console[level] = (...args) => {
      if (kept.length < 5000) kept.push(level + ": " + args.map(String).join(" "))
      write(...args)
    }
  }
  const share = %s
  window.__shared = []
  if (share === "absent") {
    delete Navigator.prototype.share
    delete Navigator.prototype.canShare
  } else if (share) {
    Navigator.prototype.canShare = function (data) { return !!(data && (data.url || data.text)) }
    Navigator.prototype.share = function (data) {
      window.__shared.push(JSON.parse(JSON.stringify(data)))
      return share === "cancel"
        ? Promise.reject(new DOMException("Share canceled", "AbortError"))
        : Promise.resolve()
    }
  }
})()
"""


class Device:
    """One browser context (a phone or a desktop with its own storage) and its page."""

    def __init__(self, browser, site: str, kind: str = "phone-upright",
                 share: str | None = None, size: tuple[int, int] | None = None):
        spec = VIEWPORTS[kind]
        self.kind, self.site, self.touch = kind, site, spec["touch"]
        width, height = size or spec["size"]
        self.context = browser.new_context(
            viewport={"width": width, "height": height}, device_scale_factor=spec["dpr"],
            has_touch=self.touch, is_mobile=self.touch, service_workers="allow")
        self.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site)
        if share is None:       # a phone has the Web Share API, a desktop's Chromium not here
            share = "present" if self.touch else "absent"
        self.context.add_init_script(INIT % json.dumps(share))
        self.page = self.context.new_page()
        self.page_errors: list[str] = []
        self.dialogs: list[str] = []        # alerts, confirms, prompts: never wanted
        self.leaving = 0                    # "leave the page?" (pygbag's can_close 0) asked
        self.page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        self.page.on("dialog", self._dialog)
        self.cdp = self.context.new_cdp_session(self.page)

    def _dialog(self, dialog) -> None:
        """A reload or a new address asks "leave the page?" (pygbag's loader does, with
        can_close 0): the person says yes.  Any other dialog is a trouble."""
        if dialog.type == "beforeunload":
            self.leaving += 1
            dialog.accept()
        else:
            self.dialogs.append(f"{dialog.type}: {dialog.message}")
            dialog.dismiss()

    def close(self) -> None:
        self.context.close()

    # --- the page -------------------------------------------------------------------------------
    def open(self, address: str = "", timeout: float = 120) -> float:
        """Load the page (`address` relative to the site, or whole), tap to start, and wait for
        the app's first frame; the seconds that took."""
        began = time.monotonic()
        self.page.goto(address if "://" in address else self.site + address)
        self.start(timeout)
        return time.monotonic() - began

    def reload(self, timeout: float = 120) -> None:
        self.page.reload()
        self.start(timeout)

    def start(self, timeout: float = 120) -> None:
        """The page asks for a tap before the game starts (sound may only play after one):
        give it, then wait for the app's first frame."""
        deadline = time.monotonic() + timeout
        while not self.js("!!(window.game_page && game_page.running)"):
            failure = self.js("(document.getElementById('failure') || {}).hidden === false"
                              " && document.getElementById('failure-text').textContent")
            if failure:
                raise AssertionError(f"the page says the game could not start: {failure}\n"
                                     + self.python_output()[-3000:])
            if self.js("!!(window.MM && !MM.UME && /start/.test("
                       "(document.getElementById('infobox') || {}).innerText || ''))"):
                self.tap_page(self.size()[0] / 2, self.size()[1] / 2)
            if time.monotonic() > deadline:
                raise AssertionError("the app did not draw its first frame in time\n"
                                     + self.python_output()[-3000:])
            time.sleep(0.2)
        self.frames(2)

    def js(self, expression: str, arg=None):
        return self.page.evaluate(f"(arg) => ({expression})", arg)

    def size(self) -> tuple[int, int]:
        viewport = self.page.viewport_size
        return viewport["width"], viewport["height"]

    def resize(self, width: int, height: int) -> None:
        """Turn the phone: the viewport changes as a rotation changes it."""
        self.page.set_viewport_size({"width": width, "height": height})

    # --- the app -------------------------------------------------------------------------------
    def python(self, code: str):
        """Run Python in the page's interpreter (the app's), between two of its frames."""
        return self.page.evaluate("(code) => pygbag_harness.pyodide.runPython(code)", code)

    def look(self, call: str):
        """What harness/probe.py answers, e.g. look("scene()"), look("where('menu')")."""
        return json.loads(self.python(f"import probe\nprobe.answer(probe.{call})"))

    def frames(self, count: int = 1, timeout: float = 60) -> None:
        """Wait until the app has run `count` more frames."""
        target = self.js("pygbag_harness.counter") + count
        self.page.wait_for_function(f"pygbag_harness.counter >= {target}",
                                    timeout=timeout * 1000)

    def until(self, what, timeout: float = 180, message: str = ""):
        """Wait for what(scene) to hold on look("scene()"); the scene that made it hold."""
        deadline = time.monotonic() + timeout
        while True:
            scene = self.look("scene()")
            if what(scene):
                return scene
            if time.monotonic() > deadline:
                raise AssertionError(f"not reached in {timeout:.0f} s: {message}\n"
                                     f"{json.dumps(scene)[:1500]}\n"
                                     + self.python_output()[-2000:])
            self.frames(3)

    # --- a person's hands ------------------------------------------------------------------------
    def tap_page(self, x: float, y: float) -> None:
        """A tap (a finger) or a click (the mouse) at (x, y) CSS px: down, a frame, up."""
        if self.touch:
            point = [{"x": x, "y": y, "radiusX": 4, "radiusY": 4, "force": 1, "id": 1}]
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                                       "touchPoints": point})
            time.sleep(0.05)
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        else:
            self.page.mouse.move(x, y)
            self.page.mouse.down()
            time.sleep(0.05)
            self.page.mouse.up()

    def tap(self, x: float, y: float) -> None:
        """tap_page, then a few frames for the app to take it."""
        self.tap_page(x, y)
        self.frames(3)

    def swipe(self, start, end, steps: int = 10) -> None:
        """A finger drawn from `start` to `end` (CSS px), a frame a step."""
        (x0, y0), (x1, y1) = start, end
        send = functools.partial(self.cdp.send, "Input.dispatchTouchEvent")
        send({"type": "touchStart", "touchPoints": [{"x": x0, "y": y0, "id": 1}]})
        for i in range(1, steps + 1):
            self.frames(1)
            x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
            send({"type": "touchMove", "touchPoints": [{"x": x, "y": y, "id": 1}]})
        self.frames(1)
        send({"type": "touchEnd", "touchPoints": []})
        self.frames(3)

    def wheel(self, at, dy: float) -> None:
        self.page.mouse.move(*at)
        self.page.mouse.wheel(0, dy)
        self.frames(3)

    def tap_control(self, name: str, tries: int = 12) -> None:
        """Tap control `name`, first swiping (or scrolling) its pane until it shows."""
        for _ in range(tries):
            where = self.look(f"where({name!r})")
            if where is None:
                raise AssertionError(f"no control {name!r} on the screen: "
                                     f"{self.look('names()')}")
            if isinstance(where, list):
                self.tap(*where)
                return
            (_, hy), (px, py) = where["hidden"], where["pane"]
            step = max(-200.0, min(200.0, hy - py))
            if self.touch:
                self.swipe((px, py + step / 2), (px, py - step / 2))
            else:
                self.wheel((px, py), step)
        raise AssertionError(f"control {name!r} never came into view")

    def play(self, notation: str, taps: int = 8) -> None:
        """Make the move `notation` on the board as a person would: a tap on its target, and
        for a move of several taps (pick, turn, place) the next one's, until it is played."""
        before = self.look("scene()")["moves"]
        for _ in range(taps):
            point = self.look(f"target({notation!r})")
            assert point is not None, f"the board gives no target for {notation}"
            self.tap(*point)
            scene = self.look("scene()")
            if scene["moves"] > before or scene["animating"]:
                return
        raise AssertionError(f"{taps} taps did not play {notation}: {self.look('scene()')}")

    # --- what went wrong -------------------------------------------------------------------------
    def python_output(self) -> str:
        return "\n".join(self.js("window.pygbag_harness ? pygbag_harness.output : []"))

    def troubles(self) -> list[str]:
        """Everything that must not happen: a Python traceback, a frame that raised, an error
        on the page, an alert, a sound that failed to load, a failure box."""
        found = [f"page error: {e}" for e in self.page_errors]
        found += [f"alert: {d}" for d in self.dialogs]
        found += [f"frame error: {e}" for e in
                  self.js("window.pygbag_harness ? pygbag_harness.errors : []")]
        output = self.python_output()
        if "Traceback (most recent call last)" in output:
            at = output.index("Traceback (most recent call last)")
            found.append("Python traceback:\n" + output[at:at + 3000])
        for line in output.splitlines():
            if line.startswith(("cannot load sound", "sound is off")):
                found.append(line)
        if self.js("!!document.getElementById('failure') && "
                   "document.getElementById('failure').hidden === false"):
            found.append("failure box: " + self.js(
                "document.getElementById('failure-text').textContent"))
        return found

    def screenshot(self, path: Path) -> Path:
        self.page.screenshot(path=str(path))
        return path


def colours(png: Path) -> int:
    """How many colours a screenshot holds (a blank or one-colour canvas has one or two)."""
    import pygame
    image = pygame.image.load(str(png))
    small = pygame.transform.scale(image, (image.get_width() // 4, image.get_height() // 4))
    return len({small.get_at((x, y))[:3] for x in range(small.get_width())
                for y in range(small.get_height())})


def assert_drawn(png: Path, least: int = 200) -> None:
    """The page shows a drawn screen, not a blank canvas."""
    found = colours(png)
    assert found >= least, f"{png} holds {found} colours: a blank canvas?"
