"""UI tests run pygame headless: the dummy video and audio drivers are chosen before pygame
is imported anywhere."""

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_data(tmp_path, monkeypatch):
    """Whatever the app remembers goes to a fresh folder, never the user's own."""
    monkeypatch.setenv("GAME_TABLE_DATA", str(tmp_path / "data"))


@pytest.fixture
def app():
    from game.screens import make_app
    from game.table import guides, names
    from game.table.registry import games
    app = make_app([])
    app.fixed_seed = 1   # the same deals every run: a UI test never depends on luck
    for name in games():     # a returning player: the menu's Play opens the setup at once
        guides.remember(app.store, name, "skipped")    # (the first time: test_guide_ui.py)
    # ... who was asked their name and gave none: their seat is "Player N" as the tests
    names.save(app.store, "")       # read it (the question on a first game: test_names_ui.py)
    return app


@pytest.fixture
def driver(app):
    from tests.support.driver import Driver
    return Driver(app)


class Browser:
    """The page the app runs in, for the `browser` fixture: `load(address)` opens it (a new
    window over the same localStorage, as a reload or a later visit does) and `start()` starts
    the app in it."""

    def __init__(self, monkeypatch):
        import fake_page
        self.monkeypatch = monkeypatch
        self.storage = fake_page.Storage()
        self.window = None

    def load(self, address="https://games.example.net/table/", clipboard="allow",
             size=(1280, 720), ratio=1.0, touch=False, share="missing"):
        import fake_page
        self.window = fake_page.Window(address, self.storage, clipboard, size, ratio, touch,
                                       share)
        self.monkeypatch.setitem(sys.modules, "platform", fake_page.platform_module(self.window))
        return self.window

    def start(self, argv=()):
        from game.screens import make_app
        if self.window is None:
            self.load()
        app = make_app(list(argv))
        app.fixed_seed = 1
        return app


@pytest.fixture
def browser(monkeypatch):
    """The real app with its browser branches on: `sys.platform` is "emscripten",
    `page.BROWSER` is True and `platform` is a fake pygbag page (fake_page.py)."""
    from game.ui import page
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(page, "BROWSER", True)
    monkeypatch.setattr(page, "_started", False)
    return Browser(monkeypatch)


def pytest_report_header(config):
    import pygame
    return f"pygame-ce {pygame.version.ver} from {Path(pygame.__file__).parent}"
