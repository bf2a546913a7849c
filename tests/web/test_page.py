"""The built page in a real browser, up to the interpreter (docs/web-testing.md).

Debian's Chromium, driven by Playwright (pointed at /usr/bin/chromium: no browser download),
opens the built `build/web` served on 127.0.0.1.  pygbag's own loader files come from our copy
of its CDN (web/vendor), answered in place of https://pygame-web.github.io/cdn/ or hosted
with the site (web/host_runtime.py).  The interpreter (main.wasm, main.data) cannot be had
offline: either it is missing (the page must then say so, with a way to retry) or
standin_main.js plays its glue's part up to running Python."""

import functools
import http.server
import json
import os
import re
import shutil
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STANDIN = Path(__file__).with_name("standin_main.js")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CDN_HOME = "https://pygame-web.github.io/cdn/"
MAIN = "/data/data/org.python/assets/__main__.py"
TYPES = {".js": "text/javascript", ".py": "text/plain", ".json": "application/json",
         ".css": "text/css", ".wasm": "application/wasm", ".ogg": "audio/ogg",
         ".webmanifest": "application/manifest+json", ".html": "text/html",
         ".png": "image/png"}


def build_module():
    import sys
    sys.path.insert(0, str(ROOT / "web"))
    import build
    return build


BUILD = build_module()
pytestmark = pytest.mark.browser      # the deploy runs tests/web -m "not browser"


def code():
    """A real share link's code (a Collapsi game of 3 moves)."""
    from game.table import links
    from game.table.registry import get_game
    from game.table.session import Table
    table = Table.deal(get_game("collapsi"), "standard", {}, ["human", "hard"], 7)
    for _ in range(3):
        table.play(table.state.legal_moves()[0])
    return links.payload(table.record())


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def serve():
    """serve(folder) -> its address on 127.0.0.1 (servers stop with the module)."""
    servers = []

    def start(folder: Path) -> str:
        server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_port}/"
    yield start
    for server in servers:
        server.shutdown()


@pytest.fixture(scope="module")
def playwright():
    from playwright.sync_api import sync_playwright
    assert Path(CHROMIUM).is_file(), f"{CHROMIUM} is missing: .ci/run installs Debian's chromium"
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="module")
def chromium(playwright):
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
    yield browser
    browser.close()


class Tab:
    """A page with everything it says recorded: alerts (dismissed), uncaught errors, and the
    runtime's requests."""

    def __init__(self, context, interpreter: str = "missing", clock: bool = False):
        self.context = context
        self.dialogs, self.errors, self.runtime, self.held = [], [], [], []
        if interpreter != "unreachable":        # then the browser cannot resolve the CDN
            context.route(CDN_HOME + "**", functools.partial(self._cdn, interpreter))
        self.page = context.new_page()
        self.page.on("dialog", lambda dialog: (self.dialogs.append(dialog.message),
                                               dialog.dismiss()))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        if clock:       # time the page sees, moved on by the test (clock.fast_forward)
            self.page.clock.install()

    def _cdn(self, interpreter, route):
        """pygbag's CDN from web/vendor; its glue replaced by the stand-in if asked, or a
        file held unanswered ("hang:<path>"), or missing ("missing:<path>")."""
        path = route.request.url[len(CDN_HOME):].split("?")[0]
        self.runtime.append(path)
        file = BUILD.VENDOR / path
        if interpreter == f"hang:{path}":
            return self.held.append(route)         # never answered: a connection that hangs
        if interpreter == f"missing:{path}":
            file = BUILD.VENDOR / "not here"
        if interpreter == "standin" and path.endswith("cpython312/main.js"):
            file = STANDIN
        if not file.is_file():
            return route.fulfill(status=404, body=b"not here",
                                 headers={"Access-Control-Allow-Origin": "*"})
        route.fulfill(status=200, body=file.read_bytes(), headers={
            "Content-Type": TYPES.get(file.suffix, "application/octet-stream"),
            "Access-Control-Allow-Origin": "*"})

    def close(self):
        """Answer what was held (a failed connection) and close the context."""
        for route in self.held:
            route.abort()
        self.held.clear()
        self.context.close()

    def reload(self):
        self.js("window.onbeforeunload = null")     # pygbag's "leave the page?" question
        self.page.reload()

    def js(self, expression):
        return self.page.evaluate(expression)

    def wait(self, expression, timeout=30_000):
        self.page.wait_for_function(expression, timeout=timeout)

    def until(self, expression, seconds=30):
        """Wait for an expression that gives a promise (wait_for_function does not await)."""
        for _ in range(seconds * 10):
            if self.js(expression):
                return
            self.page.wait_for_timeout(100)
        raise AssertionError(f"still not true after {seconds} s: {expression}")


def site_script(out: Path) -> str:
    html = (out / "index.html").read_text()
    return re.search(r'<script type="module" id="site"[^>]*>(.*?)</script>', html, re.S)[1]


@pytest.fixture(scope="module")
def site(web_build, serve):
    return serve(web_build.out)


def test_the_loader_reads_our_page_and_a_missing_interpreter_is_shown_with_a_retry(
        chromium, site, web_build):
    context = chromium.new_context(service_workers="block")
    tab = Tab(context)
    link = code()
    # other items first: "py" in the first one would name the interpreter, "-i" start a REPL
    tab.page.goto(f"{site}?fbclid=Iw-i0py&g={link}&utm_source=x.apk")
    tab.wait("!document.getElementById('failure').hidden")
    assert tab.js("location.search") == f"?g={link}"
    assert tab.js("game_page.link") == f"?g={link}"
    config = tab.js("({exe: Module.config.executable, repl: Module.config.interactive, "
                    "archive: Module.config.archive, cdn: config.cdn})")
    assert config == {"exe": BUILD.CDN + "cpython312/main.js", "repl": False,
                      "archive": web_build.name, "cdn": BUILD.CDN}
    # the site script pythons.js hands to Python is exactly ours, and it compiles
    handed = tab.js("Module.script.blocks[0]")
    assert handed == site_script(web_build.out)
    compile(handed, "site", "exec")
    # every runtime file asked for is one we know (and copy, and cache)
    assert set(tab.runtime) <= set(BUILD.RUNTIME_FILES)
    assert {"0.9.3/pythons.js", "0.9.3/cpython312/main.js", "vtx.js"} <= set(tab.runtime)
    assert "0.9.3/cpython312/main.wasm" in tab.runtime
    # the error is on the page, in words, instead of the loading screen; no alert
    shown = tab.js("document.getElementById('failure-text').textContent")
    assert shown.startswith("The Python runtime could not start:") and "wasm" in shown
    assert tab.js("document.getElementById('transfer').hidden")
    assert tab.dialogs == []
    # Try again reloads the page, link and all
    with tab.page.expect_navigation():
        tab.page.click("#retry")
    tab.wait("!document.getElementById('failure').hidden")
    assert tab.js("location.search") == f"?g={link}" and tab.dialogs == []
    context.close()


def standin_tab(chromium, site, address=""):
    context = chromium.new_context(service_workers="block")
    tab = Tab(context, interpreter="standin")
    tab.page.goto(site + address)
    tab.wait("window.standin && window.standin.done")
    return tab


def test_the_stand_in_interpreter_gets_our_site_script_and_the_loading_screen_behaves(
        chromium, site, web_build):
    tab = standin_tab(chromium, site, "?lang=en")
    assert tab.js("location.search") == "" and tab.js("game_page.link") == ""
    files = tab.js("standin.files")
    assert files["/data/data/org.python/assets/pythonrc.py"] == \
        (BUILD.VENDOR / "0.9.3/cpythonrc.py").read_text()
    assert files[MAIN] == site_script(web_build.out)
    (bootstrap,) = [m["data"] for m in tab.js("standin.messages") if m["type"] == "rcon"]
    assert f'import_site("{MAIN}")' in bootstrap
    compile(bootstrap, "bootstrap", "exec")
    # loading: our screen shows, the console stays invisible, no error
    assert not tab.js("document.getElementById('transfer').hidden")
    assert tab.js("document.getElementById('pyconsole').classList.contains('invisible')")
    assert tab.js("document.getElementById('failure').hidden")
    # the site script's loader_done and the app's first frame: the game shows, focused
    tab.js("loader_done(); game_page.started()")
    assert tab.js("document.getElementById('transfer').hidden")
    assert tab.js("document.activeElement.id") == "canvas"
    # once running, an error goes to the console only: no alert, no error screen
    tab.js("Promise.reject(new Error('late')); setTimeout(() => { throw new Error('later') })")
    tab.page.wait_for_timeout(300)
    assert tab.js("document.getElementById('failure').hidden")
    assert tab.dialogs == []
    tab.context.close()


def test_an_error_before_the_first_frame_is_shown_not_alerted(chromium, site):
    tab = standin_tab(chromium, site)
    tab.js("void Promise.reject(new Error('no module named game'))")
    tab.wait("!document.getElementById('failure').hidden")
    assert "no module named game" in tab.js("document.getElementById('failure-text').textContent")
    assert tab.dialogs == []
    tab.context.close()


def outcome_of(where, mark):
    """The outcome of promise `mark` (game_page.settle) once settled, in a page or a frame:
    game_page.outcome gives a settled one only once."""
    return where.wait_for_function(
        f"(() => {{ const told = game_page.outcome({mark}); return told !== 'pending' && told }})()"
    ).json_value()


def test_the_clipboard_helpers(chromium, site, serve, tmp_path):
    tab = standin_tab(chromium, site, f"?g={code()}")
    tab.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site[:-1])
    granted = tab.js("game_page.settle(navigator.clipboard.writeText('abc'))")
    tab.wait(f"game_page.outcome({granted}) === 'resolved'")
    assert tab.js("navigator.clipboard.readText()") == "abc"
    # in a frame of another site that does not allow the clipboard (itch.io's embed, say), the
    # promise rejects: the outcome says so, and nothing alerts
    (tmp_path / "index.html").write_text(f'<iframe src="{site}" width="1280" height="720">'
                                         "</iframe>")
    tab.js("window.onbeforeunload = null")
    tab.page.goto(serve(tmp_path))
    frame = tab.page.frames[1]
    frame.wait_for_function("window.standin && window.standin.done")
    refused = frame.evaluate("game_page.settle(navigator.clipboard.writeText('xyz'))")
    # the outcome names the error (the app tells a refusal from a share sheet closed)
    assert outcome_of(frame, refused).startswith("rejected: NotAllowedError: ")
    assert tab.dialogs == [] and tab.errors == []
    frame.evaluate("window.onbeforeunload = null")
    tab.page.goto(site + f"?g={code()}")
    tab.wait("window.standin && window.standin.done")
    # the fallback: the text shown selected over the game, for Ctrl+C
    assert tab.js("game_page.show_text('https://example.net/?g=1AB')") is True
    assert tab.js("[document.getElementById('copy').hidden, document.activeElement.id, "
                  "document.getSelection().toString() || document.activeElement.value.slice("
                  "document.activeElement.selectionStart, document.activeElement.selectionEnd)]"
                  ) == [False, "copy-text", "https://example.net/?g=1AB"]
    # a dialog to assistive technology too, named by its title, described by its words
    dialog = tab.page.get_by_role("dialog", name="Copy it by hand")
    assert dialog.is_visible() and dialog.get_attribute("aria-modal") == "true"
    from playwright.sync_api import expect
    expect(dialog).to_have_accessible_description(
        "The browser did not let the game use the clipboard. The text is selected: press "
        "Ctrl+C (⌘C on a Mac), then Done.")
    tab.page.click("#copy-done")
    assert tab.js("document.getElementById('copy').hidden")
    # the link opened: the address drops it, so a reload goes on with the saved game
    assert tab.js("game_page.forget_link()") is True
    assert tab.js("[location.search, game_page.link]") == ["", ""]
    tab.context.close()


# --- the start always ends in the game or in words -------------------------------------------
FAILURE = "!document.getElementById('failure').hidden"
FAILURE_TEXT = "document.getElementById('failure-text').textContent"


@pytest.fixture(scope="module")
def cut_off(playwright):
    """A browser that cannot reach pygbag's CDN: its name does not resolve (a blocked domain,
    a network without it), whatever else the machine can reach."""
    host = CDN_HOME.split("/")[2]
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=[f"--host-resolver-rules=MAP {host} ~NOTFOUND"])
    yield browser
    browser.close()


def shows_the_failure(tab, *words):
    """The error box is up with `words` in its details, the loading screen gone, Try again
    there and focused, and no alert."""
    tab.until(FAILURE, seconds=15)
    text = tab.js(FAILURE_TEXT)
    for word in words:
        assert word in text, text
    assert tab.js("document.getElementById('transfer').hidden")
    assert tab.js("document.activeElement.id") == "retry"
    assert tab.page.get_by_role("alertdialog", name="The game could not start").is_visible()
    assert tab.dialogs == []
    return text


def test_an_unreachable_cdn_is_shown_with_the_reason_even_with_the_service_worker_empty(
        cut_off, site):
    context = cut_off.new_context()             # the service worker may run
    tab = Tab(context, interpreter="unreachable")
    link = code()
    tab.page.goto(f"{site}?g={link}")
    shows_the_failure(tab, f"Could not load {BUILD.CDN}pythons.js", "blocked")
    # the worker came, cached the app, and has nothing of the runtime: Try again goes through it
    tab.until("navigator.serviceWorker.ready.then(() => true)")
    tab.until("caches.keys().then((names) => names.some((n) => n.startsWith('game-table-app-')))")
    assert tab.js("caches.open('game-table-runtime-0.9.3').then((c) => c.keys())"
                  ".then((keys) => keys.length)") == 0
    with tab.page.expect_navigation():
        tab.page.click("#retry")
    assert tab.js("navigator.serviceWorker.controller !== null")
    shows_the_failure(tab, f"Could not load {BUILD.CDN}pythons.js")
    assert tab.js("location.search") == f"?g={link}" and tab.js("window.Module") is None
    context.close()


def test_a_loader_that_never_arrives_is_shown_after_the_bound(chromium, site):
    tab = Tab(chromium.new_context(service_workers="block"),
              interpreter="hang:0.9.3/pythons.js", clock=True)
    tab.page.goto(site, wait_until="commit")     # DOMContentLoaded waits for the loader
    tab.until("document.readyState === 'interactive'")
    assert tab.held, "the loader was asked for"
    tab.page.clock.fast_forward(18_000)
    tab.page.wait_for_timeout(300)
    assert not tab.js(FAILURE) and tab.js("document.getElementById('status').textContent") \
        == "Loading"
    tab.page.clock.fast_forward(3_000)
    shows_the_failure(tab, "did not arrive within 20 seconds", BUILD.CDN + "pythons.js")
    tab.close()


def test_a_runtime_file_that_cannot_be_fetched_is_shown_at_once(chromium, site):
    tab = Tab(chromium.new_context(service_workers="block"),
              interpreter="missing:0.9.3/cpython312/main.js")
    tab.page.goto(site)
    shows_the_failure(tab, f"Could not load {BUILD.CDN}cpython312/main.js")
    tab.context.close()


def test_a_start_that_goes_quiet_is_shown_but_not_while_it_waits_for_the_player(chromium,
                                                                                  site):
    tab = Tab(chromium.new_context(service_workers="block"),
              interpreter="hang:0.9.3/cpython312/main.js", clock=True)
    tab.page.goto(site)
    tab.until("window.Module !== undefined && document.getElementById('transfer') !== null")
    tab.until("Module.config && Module.config.executable !== undefined")
    tab.page.clock.fast_forward(60_000)             # past the loader's bound: it came
    tab.page.wait_for_timeout(300)
    assert not tab.js(FAILURE)
    # the site script asks for a tap: no bound while the page waits for the player
    tab.js("game_page.prompt('Click or press a key to start')")
    tab.page.clock.fast_forward(600_000)
    tab.page.wait_for_timeout(300)
    assert not tab.js(FAILURE)
    tab.js("game_page.step('Starting')")
    tab.page.clock.fast_forward(85_000)
    tab.page.wait_for_timeout(300)
    assert not tab.js(FAILURE)
    tab.page.clock.fast_forward(6_000)
    shows_the_failure(tab, "stopped loading: nothing came for 90 seconds", '"Starting"')
    # slow, not stuck: if the game starts after all, the box goes
    tab.js("game_page.started()")
    assert not tab.js(FAILURE)
    tab.close()


def test_a_malformed_fragment_never_reaches_the_loader(chromium, site):
    link = code()
    tab = standin_tab(chromium, site, f"?g={link}#%")
    assert tab.js("location.hash") == "" and tab.js("location.search") == f"?g={link}"
    assert not tab.js(FAILURE) and tab.dialogs == [] and tab.errors == []
    tab.context.close()
    # one the loader can read stays (#debug, say, opens the console)
    tab = standin_tab(chromium, site, f"?g={link}#two%20words")
    assert tab.js("location.hash") == "#two%20words" and not tab.js(FAILURE)
    tab.context.close()


@pytest.mark.parametrize("size", [{"width": 360, "height": 640}, {"width": 1280, "height": 720}])
def test_without_javascript_the_page_says_so_readably(chromium, site, size):
    context = chromium.new_context(java_script_enabled=False, viewport=size)
    page = context.new_page()
    page.goto(site)
    message = page.locator("#no-script")
    assert message.is_visible()
    assert "This game needs JavaScript" in message.inner_text()
    for part in ("#no-script p", "#no-script h1"):
        box = page.locator(part).bounding_box()
        assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] \
            and box["y"] + box["height"] <= size["height"], part
    assert not page.locator("#transfer").is_visible() and not page.locator("#canvas").is_visible()
    assert float(page.locator("#no-script p").evaluate(
        "(p) => getComputedStyle(p).fontSize").removesuffix("px")) >= 16
    context.close()


# --- the runtime hosted with the site (the `hosted` fixture), offline and installable -------------
def caches(tab):
    return tab.js("""(async () => {
        const all = {}
        for (const name of await caches.keys())
            all[name] = (await (await caches.open(name)).keys()).map((r) => r.url)
        return all
    })()""")


RUNTIME_CACHE = "game-table-runtime-0.9.3"
PAGES = "game-table-pages"       # which build each open page came from (sw.js)


def app_cache(out: Path) -> str:
    return re.search(r'const APP = "(game-table-app-\w+)"', (out / "sw.js").read_text())[1]


def test_offline_after_one_visit_and_installable(playwright, hosted, serve, tmp_path):
    out, _, _ = hosted
    site = serve(out)
    # a profile of its own (Chromium offers no install in an incognito context)
    context = playwright.chromium.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, headless=True)
    tab = Tab(context)
    tab.page.goto(site)
    tab.wait("navigator.serviceWorker.controller !== null")
    # a language's catalog, once fetched, is kept with the build (the app asks for the
    # player's language): it is there offline
    tab.wait("game_page.catalog('de') !== ''")
    german = tab.js("game_page.catalog('de')")
    assert german not in ("", "-")
    version = app_cache(out)
    cached = caches(tab)
    assert site + "locale/de.mo" in cached[version] and site + "locale/fr.mo" not in cached[version]
    assert set(cached) == {version, RUNTIME_CACHE, PAGES}
    assert {site, site + f"{BUILD.archive_name(out)}.tar.gz", site + "manifest.webmanifest",
            site + "icon-512.png"} <= set(cached[version])
    # the archive this host's page fetches, not the other; not the preview (crawlers' only)
    assert site + f"{BUILD.archive_name(out)}.apk" not in cached[version]
    assert site + "preview.jpg" not in cached[version]
    assert {site + "cdn/" + path for path in BUILD.RUNTIME_FILES} <= \
        set(cached["game-table-runtime-0.9.3"])
    assert tab.runtime == []                    # nothing from pygbag's CDN
    # installable: Chromium's own verdict, and the manifest's contents
    session = context.new_cdp_session(tab.page)
    assert session.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    manifest = json.loads((out / "manifest.webmanifest").read_text())
    assert manifest["orientation"] == "any" and manifest["theme_color"] == "#0f3b2e"
    assert {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]} == {
        ("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    assert site + "icon-maskable-512.png" in set(cached[version])

    # offline: the page, the loader and the runtime all come from the caches
    context.set_offline(True)
    failed = []
    tab.page.on("requestfailed", lambda request: failed.append(request.url))
    tab.reload()
    tab.wait("window.Module && Module.script && Module.script.blocks.length === 1")
    tab.wait("!document.getElementById('failure').hidden")     # the stand-in main.wasm
    assert "could not start" in tab.js("document.getElementById('failure-text').textContent")
    assert failed == [] and tab.dialogs == []
    tab.wait("game_page.catalog('de') !== ''")
    assert tab.js("game_page.catalog('de')") == german
    context.close()


def another_build(build_a: Path, where: Path) -> str:
    """Build B, made from build A (`build_a`, left as it is) as the next deploy brings it: the
    app changed, so its archive has another name (web/build.py names it after its files); the
    page names that one; a new worker. Returns B's archive name."""
    import hashlib
    import io
    import tarfile
    import zipfile
    shutil.copytree(build_a, where)
    old = BUILD.archive_name(where)
    with tarfile.open(where / f"{old}.tar.gz") as archive:
        files = {m.name: archive.extractfile(m).read() for m in archive if m.isfile()}
    files["assets/game/CHANGED.txt"] = b"build B\n"
    new = "game-table-" + hashlib.sha256(repr(sorted(files.items())).encode()).hexdigest()[:12]
    for suffix in ("tar.gz", "apk"):
        (where / f"{old}.{suffix}").unlink()
    with tarfile.open(where / f"{new}.tar.gz", "w:gz") as archive:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    with zipfile.ZipFile(where / f"{new}.apk", "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    page = (where / "index.html").read_text()
    assert page.count(f'"{old}"') == 2                 # config.archive and the site script's
    (where / "index.html").write_text(page.replace(f'"{old}"', f'"{new}"'))
    BUILD.write_offline(where, "cdn/0.9.3/")
    return new


_deployed = [0.0]


def deploy(build: Path, site_folder: Path, page_from: Path | None = None) -> None:
    """The site's files become `build`'s, as a deploy replaces them (the old archive goes);
    with `page_from`, the page is still that build's (a deploy half arrived). Each deploy's
    files are newer, by a second at least, than the last's, as the server's Last-Modified
    tells the browser (a worker's update check asks If-Modified-Since)."""
    import time
    shutil.rmtree(site_folder, ignore_errors=True)
    shutil.copytree(build, site_folder, copy_function=shutil.copyfile)
    if page_from is not None:
        shutil.copyfile(page_from / "index.html", site_folder / "index.html")
    _deployed[0] = when = max(time.time(), _deployed[0] + 1)
    for file in site_folder.rglob("*"):
        os.utime(file, (when, when))


def sha256_of(tab, address):
    return tab.js(f"""fetch({address}).then((r) => r.arrayBuffer())
        .then((data) => crypto.subtle.digest("SHA-256", data))
        .then((d) => Array.from(new Uint8Array(d), (b) => b.toString(16).padStart(2, "0"))
                     .join(""))""")


UPDATE = """navigator.serviceWorker.getRegistration().then((registration) => new Promise(
    (settled) => {
        registration.addEventListener("updatefound", () => {
            const worker = registration.installing
            worker.addEventListener("statechange", () => {
                if (["redundant", "activated"].includes(worker.state)) settled(worker.state)
            })
        })
        registration.update().catch((why) => settled("update failed: " + why))
        setTimeout(() => settled("no new worker within 30 s"), 30000)
    }))"""


def test_an_update_never_mixes_builds(playwright, hosted, serve, tmp_path):
    """Deploy A, load; deploy B: the page still open, and the first load after (the old
    worker answers it), are A's, archive and all; the next load is B's, whole. A deploy half
    arrived (B's worker, A's page) is not taken."""
    import hashlib
    build_a, _, _ = hosted
    build_b = tmp_path / "b"
    name_a, name_b = BUILD.archive_name(build_a), another_build(build_a, build_b)
    cache_a, cache_b = app_cache(build_a), app_cache(build_b)
    assert name_a != name_b and cache_a != cache_b
    archive_a = hashlib.sha256((build_a / f"{name_a}.tar.gz").read_bytes()).hexdigest()
    archive_b = hashlib.sha256((build_b / f"{name_b}.tar.gz").read_bytes()).hexdigest()
    folder = tmp_path / "site"
    deploy(build_a, folder)
    site = serve(folder)
    context = playwright.chromium.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, headless=True)
    tab = Tab(context)
    tab.page.goto(site)
    tab.wait("navigator.serviceWorker.controller !== null")
    assert tab.js("config.archive") == name_a
    tab.wait("game_page.catalog('de') !== ''")          # a language in use: B keeps it too

    # half arrived: B's worker and archive, A's page; B's worker finds the page is not its
    # build's and gives up, leaving A whole
    deploy(build_b, folder, page_from=build_a)
    assert tab.js(UPDATE) == "redundant"
    assert not tab.js(f"caches.has('{cache_b}')") and tab.js(f"caches.has('{cache_a}')")

    # all of B arrived; the first load after it is answered by A's worker: A's page
    deploy(build_b, folder)
    tab.reload()
    assert tab.js("config.archive") == name_a
    # B's worker installs and takes over this page, which still gets A's archive (only A's
    # cache has it now: the site has B's)
    tab.until(f"caches.has('{cache_b}')")
    tab.until("navigator.serviceWorker.getRegistration().then((r) => !r.installing && "
              "!r.waiting && r.active.state === 'activated')")
    assert tab.js(f"caches.has('{cache_a}')")
    assert tab.js(f"caches.open('{cache_b}').then((c) => c.keys()).then((keys) => "
                  "keys.map((r) => r.url))").count(site + "locale/de.mo") == 1
    assert not (folder / f"{name_a}.tar.gz").exists()
    assert sha256_of(tab, "config.archive + '.tar.gz'") == archive_a
    assert tab.js("fetch(config.archive + '.tar.gz').then((r) => r.ok)")

    # the next load: B's page, B's archive, and A's caches go with A's last page
    tab.reload()
    assert tab.js("config.archive") == name_b
    assert sha256_of(tab, "config.archive + '.tar.gz'") == archive_b
    assert sha256_of(tab, "'./'") == hashlib.sha256((build_b / "index.html").read_bytes()
                                                    ).hexdigest()
    tab.until(f"caches.has('{cache_a}').then((has) => !has)")
    assert set(caches(tab)) == {cache_b, RUNTIME_CACHE, PAGES}
    context.close()


# --- on a phone: the page fits, reads and can be tapped -----------------------------------------
PHONES = {"portrait": {"width": 360, "height": 640}, "landscape": {"width": 640, "height": 360},
          "iPhone 13": {"width": 390, "height": 664}}


def phone_tab(chromium, site, size, address="", script=None):
    """The page in Chromium's phone emulation: touch, a mobile viewport, 3 pixels a CSS px;
    `script` runs in it before the page's own."""
    context = chromium.new_context(service_workers="block", viewport=size, is_mobile=True,
                                   has_touch=True, device_scale_factor=3)
    if script is not None:
        context.add_init_script(script)
    tab = Tab(context, interpreter="standin")
    tab.page.goto(site + address)
    tab.wait("window.standin && window.standin.done")
    return tab


def inside(tab, selector):
    """The element's box (CSS px) and whether it lies whole inside the window."""
    return tab.js(f"""(() => {{
        const r = document.querySelector({selector!r}).getBoundingClientRect()
        return {{x: r.x, y: r.y, w: r.width, h: r.height,
                 inside: r.x >= 0 && r.y >= 0 && r.right <= innerWidth + 0.5
                         && r.bottom <= innerHeight + 0.5 && r.width > 0 && r.height > 0}}
    }})()""")


def smallest_text(tab, selector):
    """The smallest font size (CSS px) of the visible text in `selector`."""
    return tab.js(f"""(() => {{
        let least = Infinity
        for (const el of document.querySelectorAll({selector!r} + ", " + {selector!r} + " *")) {{
            const style = getComputedStyle(el)
            if (style.display === "none" || style.visibility === "hidden" || !el.offsetParent)
                continue
            if ([...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
                least = Math.min(least, parseFloat(style.fontSize))
        }}
        return least
    }})()""")


@pytest.mark.parametrize("name", PHONES)
def test_on_a_phone_the_page_fits_the_screen_and_its_boxes_read_and_tap(chromium, site,
                                                                         name):
    size = PHONES[name]
    tab = phone_tab(chromium, site, size, f"?g={code()}")
    # nothing lays the page out wider than the screen; the canvas is the window
    assert tab.js("document.documentElement.scrollWidth") <= size["width"]
    assert tab.js("document.documentElement.scrollHeight") <= size["height"]
    canvas = inside(tab, "#canvas")
    assert canvas["inside"] and (canvas["w"], canvas["h"]) == (size["width"], size["height"])
    # the game is told the window's size and the pixel ratio, and that a finger is in use
    assert tab.js("game_page.viewport()") == f"{size['width']},{size['height']},3"
    assert tab.js("game_page.touch_screen()") is True
    # the loading screen reads: everything on the screen, no text under 12 CSS px
    for part in ("#transfer img", "#transfer h1", "#progress", "#status"):
        assert inside(tab, part)["inside"], part
    assert smallest_text(tab, "#transfer") >= 12
    # the copy box: on the screen, words for a finger, Done a fingertip's size and tapped
    tab.js("game_page.show_text('https://example.net/?g=1AB')")
    assert tab.js("getComputedStyle(document.querySelector('#copy .on-touch')).display") != "none"
    assert tab.js("getComputedStyle(document.querySelector('#copy .on-desk')).display") == "none"
    done = inside(tab, "#copy-done")
    assert done["inside"] and done["h"] >= 44 and done["w"] >= 44
    assert inside(tab, "#copy-text")["inside"] and smallest_text(tab, "#copy") >= 12
    tab.page.tap("#copy-done")
    assert tab.js("document.getElementById('copy').hidden")
    # the error box: its details scroll within the screen, Try again is tapped
    tab.js("game_page.failed('Traceback (most recent call last):\\n' + 'x = 1\\n'.repeat(80))")
    tab.wait("!document.getElementById('failure').hidden")
    retry = inside(tab, "#retry")
    assert retry["inside"] and retry["h"] >= 44 and retry["w"] >= 44
    assert inside(tab, "#failure-text")["inside"] and smallest_text(tab, "#failure") >= 12
    with tab.page.expect_navigation():
        tab.page.tap("#retry")
    tab.wait("window.standin && window.standin.done")
    assert tab.dialogs == []
    tab.context.close()


def test_the_link_field_takes_a_phone_s_typing_and_paste_and_keeps_keys_from_the_game(
        chromium, site):
    tab = phone_tab(chromium, site, PHONES["portrait"])
    tab.js("loader_done(); game_page.started()")        # the game runs, its screen shows
    assert tab.js("game_page.show_field(12, 120, 336, 100, '', 'a link', 17)") is True
    field = inside(tab, "#link-field")
    assert field["inside"] and (field["x"], field["y"], field["w"], field["h"]) == (12, 120, 336,
                                                                                    100)
    # keys typed there stay there: the game's canvas (SDL listens on the window) sees none
    tab.js("window.keys = 0; addEventListener('keydown', () => window.keys++)")
    tab.page.tap("#link-field")
    tab.page.keyboard.type("1Q4hQ7")
    assert tab.js("game_page.field_text()") == "1Q4hQ7"
    assert tab.js("window.keys") == 0
    assert tab.js("game_page.field_submitted()") is False
    tab.page.keyboard.press("Enter")
    assert tab.js("game_page.field_submitted()") is True
    assert tab.js("game_page.field_submitted()") is False       # once per press
    assert tab.js("game_page.field_text()") == "1Q4hQ7"        # Enter opens, adds no line
    # a paste from the clipboard, read as the Paste button does
    tab.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site[:-1])
    tab.js("navigator.clipboard.writeText('https://example.net/?g=1AB')")
    mark = tab.js("game_page.read_clipboard()")
    tab.wait(f"game_page.outcome({mark}) !== 'pending'")
    assert tab.js(f"game_page.clipboard_text({mark})") == "https://example.net/?g=1AB"
    assert tab.js("game_page.set_field_text('') && game_page.hide_field()") is True
    assert tab.js("document.getElementById('link-field').hidden")
    assert tab.dialogs == [] and tab.errors == []
    tab.context.close()


# A phone's share sheet, stubbed before the page's scripts (Chromium on Linux has no Web
# Share API): it records each share; `sheet.refusal` names the DOMException it rejects with
# ("" resolves, "throw" throws at once), and `sheet.fits` is navigator.canShare's answer.
SHARE_SHEET = """
window.sheet = { asked: [], refusal: "", fits: true }
Object.defineProperty(navigator, "share", { configurable: true, value(data) {
  sheet.asked.push(data)
  if (sheet.refusal === "throw") throw new TypeError("not shareable")
  return sheet.refusal ? Promise.reject(new DOMException("not shared", sheet.refusal))
                       : Promise.resolve()
} })
Object.defineProperty(navigator, "canShare", { configurable: true,
                                                value: (data) => sheet.fits })
"""
NO_SHARE_SHEET = "delete Navigator.prototype.share; delete Navigator.prototype.canShare"
LINK = "https://example.net/table/?g=1AB"


def test_the_share_sheet_helpers_on_a_phone(chromium, site):
    # without the Web Share API (a desktop browser): nothing to share with, the app copies
    tab = phone_tab(chromium, site, PHONES["portrait"], script=NO_SHARE_SHEET)
    assert tab.js("typeof navigator.share") == "undefined"
    assert tab.js(f"game_page.can_share('Your move', {LINK!r})") is False
    tab.context.close()

    tab = phone_tab(chromium, site, PHONES["portrait"], script=SHARE_SHEET)
    assert tab.js(f"game_page.can_share('Your move in our game of Collapsi.', {LINK!r})") is True
    # a game code alone is no address; data canShare refuses are not offered either
    assert tab.js("game_page.can_share('Your move', '1Q4hQ7')") is False
    tab.js("sheet.fits = false")
    assert tab.js(f"game_page.can_share('Your move', {LINK!r})") is False
    tab.js("sheet.fits = true")
    # sent: the sheet had the page's title, the words and the link
    mark = tab.js(f"game_page.share('Your move in our game of Collapsi.', {LINK!r})")
    assert outcome_of(tab.page, mark) == "resolved"
    assert tab.js("sheet.asked") == [{"title": "Game Table",
                                      "text": "Your move in our game of Collapsi.",
                                      "url": LINK}]
    # closed by the player, refused by the browser, or thrown at once: each named
    for refusal, told in [("AbortError", "rejected: AbortError: not shared"),
                          ("NotAllowedError", "rejected: NotAllowedError: not shared"),
                          ("throw", "rejected: TypeError: not shareable")]:
        tab.js(f"sheet.refusal = {refusal!r}")
        assert outcome_of(tab.page, tab.js(f"game_page.share('x', {LINK!r})")) == told
    # settle names any error, and says a bare reason as it is
    assert outcome_of(tab.page, tab.js("game_page.settle(Promise.reject(new Error('boom')))")
                      ) == "rejected: Error: boom"
    assert outcome_of(tab.page, tab.js("game_page.settle(Promise.reject('no'))")
                      ) == "rejected: no"
    # no rejection went unhandled: no error box before the first frame, no alert
    tab.page.wait_for_timeout(200)
    assert tab.js(FAILURE) is False and tab.dialogs == [] and tab.errors == []
    tab.context.close()


# --- the page in the player's language (web/words.py) -------------------------------------------
def page_words(out: Path) -> dict:
    html = (out / "index.html").read_text(encoding="utf-8")
    return json.loads(re.search(r"^\s*const WORDS = (\{.*\})$", html, re.M)[1])


def language_tab(chromium, site, locale, script=None):
    context = chromium.new_context(service_workers="block", locale=locale)
    if script is not None:
        context.add_init_script(script)
    tab = Tab(context, interpreter="standin")
    tab.page.goto(site)
    tab.wait("window.standin && window.standin.done")
    return tab


def test_a_german_browser_sees_the_page_in_german_and_gets_its_catalog(chromium, site,
                                                                       web_build):
    import base64
    words = page_words(web_build.out)["de"]
    tab = language_tab(chromium, site, "de-DE")
    assert tab.js("game_page.languages()").split(",")[0] == "de-DE"
    assert tab.js("[document.documentElement.lang, game_page.language, document.title]") == \
        ["de", "de", words["name"]]
    assert tab.js("document.getElementById('status').textContent") == words["loading"]
    assert tab.js("document.getElementById('manifest').getAttribute('href')") == \
        "manifest-de.webmanifest"
    assert tab.js("document.querySelector('meta[name=description]').content") == \
        words["description"]
    assert tab.js("game_page.word('click_to_start')") == words["click_to_start"]
    # the catalog, fetched as the page loaded: its bytes, base64
    tab.wait("game_page.catalog('de') !== ''")
    mo = (ROOT / "game" / "locale" / "de" / "LC_MESSAGES" / "game.mo").read_bytes()
    assert tab.js("game_page.catalog('de')") == base64.b64encode(mo).decode()
    assert (web_build.out / "locale" / "de.mo").read_bytes() == mo
    # English has none, nor a language not offered; none is fetched for them
    assert tab.js("[game_page.catalog('en'), game_page.catalog('xx'), "
                  "game_page.catalog('../index')]") == ["-", "-", "-"]
    # the boxes over the game speak it too
    tab.js("game_page.show_text('https://example.net/?g=1AB')")
    dialog = tab.page.get_by_role("dialog", name=words["copy_title"])
    assert dialog.is_visible()
    assert tab.js("document.getElementById('copy-done').textContent") == words["done"]
    assert tab.js("document.getElementById('copy-text').getAttribute('aria-label')") == \
        words["copy_text"]
    tab.js("game_page.hide_text(); game_page.failed('boom')")
    assert tab.page.get_by_role("alertdialog", name=words["failure_title"]).is_visible()
    assert tab.js("document.getElementById('retry').textContent") == words["retry"]
    assert tab.dialogs == [] and tab.errors == []
    tab.context.close()


def test_the_saved_language_comes_first_and_the_app_can_change_it(chromium, site, web_build):
    words = page_words(web_build.out)
    saved = ('localStorage.setItem("game-table.settings", JSON.stringify({language: "fr", '
             'other: 1}))')
    tab = language_tab(chromium, site, "de-DE", script=saved)
    assert tab.js("[game_page.language, document.title]") == ["fr", words["fr"]["name"]]
    tab.wait("game_page.catalog('fr') !== ''")
    assert tab.js("game_page.catalog('fr')") not in ("", "-")
    # the app switches language (its Settings): the page follows
    assert tab.js("game_page.use_language('it')") is True
    assert tab.js("[document.documentElement.lang, document.title, "
                  "document.getElementById('copy-title').textContent]") == \
        ["it", words["it"]["name"], words["it"]["copy_title"]]
    assert tab.js("game_page.use_language('xx')") is False
    tab.context.close()
    # "" (automatic), a damaged value: the browser's; none offered: English
    for value, locale, expected in [('{"language": ""}', "nl-BE", "nl"),
                                    ("{", "es", "es"), ('{"language": "xx"}', "sv-SE", "en")]:
        tab = language_tab(chromium, site, locale,
                           script=f"localStorage.setItem('game-table.settings', {value!r})")
        assert tab.js("[game_page.language, document.title]") == [expected,
                                                                  words[expected]["name"]]
        assert tab.errors == []
        tab.context.close()
