"""The version is written once, `game.__version__` (CHANGELOG.md says how it moves): the
package's metadata reads it, the newest release in the changelog is it, and the Settings
screen shows it at its foot on every shape, as `python -m game --version` prints it."""

import re
import tomllib
from pathlib import Path

import pytest
from checks import drawn_texts

from game import __version__, cli
from game.screens import make_app
from tests.support.driver import Driver

ROOT = Path(__file__).resolve().parents[2]


def test_the_package_and_the_changelog_read_the_one_version():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    newest = re.search(r"^## (\S+) — ", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"),
                       re.M)
    assert newest and newest[1] == __version__


def test_the_command_line_prints_it(capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["--version"])
    assert stop.value.code == 0 and capsys.readouterr().out == f"python -m game {__version__}\n"


@pytest.mark.parametrize("size", ["390x844", "844x390", "1280x720"])
def test_settings_shows_it_at_its_foot(size):
    app = make_app(["--size", size])
    d = Driver(app)
    app.screens.settings()
    d.run(2)
    shown = [rect for text, rect in drawn_texts(app, fresh=True)
             if text == f"Version {__version__}"]
    assert len(shown) == 1, shown
    done = app.scene.done.rect
    assert app.screen.get_rect().contains(shown[0]) and not shown[0].colliderect(done)
    assert shown[0].centery == pytest.approx(done.centery, abs=12)
