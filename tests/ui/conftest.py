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
    from game.ui.app import App
    app = App([])
    app.fixed_seed = 1   # the same deals every run: a UI test never depends on luck
    return app


@pytest.fixture
def driver(app):
    from tools.driver import Driver
    return Driver(app)
