"""Adding a game is its folder and one registration line (docs/architecture.md, "Adding a
game"): each game declares itself in its own package (`REGISTRATION`,
game/core/registration.py), the registry names the games on one line, and nothing else in
the code, the tests or the tools lists them: what needs every game reads the registry."""

from __future__ import annotations

import re
from pathlib import Path

from game.core.registration import Registration
from game.table import registry

ROOT = Path(__file__).resolve().parents[1]
NAMES = tuple(registry.games())
# the link codec's table of words (game/table/codes.py) is append-only: a game's name there
# only makes its links shorter, and the table may never change order, so it is no list to join
FROZEN = {("game/table/codes.py", '    "collapsi", "collecto", "spectrangle", "coloretto",')}


def test_every_game_registers_itself_in_its_own_folder():
    for name in NAMES:
        package = registry.package(name)
        folder = package.__name__.split(".")[1]
        reg = package.REGISTRATION
        assert isinstance(reg, Registration) and reg.game is package.GAME
        assert reg.players is package.PLAYERS and reg.judge is package.judge
        assert reg.screen == f"game.{folder}.view"          # its screen, in its folder
        assert reg.verbs and reg.recorded and reg.friends_variant in reg.game.variants
        assert all(variant in reg.game.variants for variant, _, _ in reg.recorded)


def test_the_games_are_named_on_one_line():
    """Every line of the code, the tests and the tools that names every game (a list a new
    game would have to join) is the registry's, bar the link codec's frozen word table (and
    a floor, `>= {...}`, which a new game need not join)."""
    listing = []
    for top in ("game", "tests", "tools"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for line in path.read_text(encoding="utf-8").splitlines():
                if all(re.search(rf"\b{name}\b", line) for name in NAMES) \
                        and (rel, line.split("#")[0].rstrip()) not in FROZEN \
                        and ">= {" not in line and path != Path(__file__):
                    listing.append(f"{rel}: {line.strip()}")
    assert listing == [f"game/table/registry.py: {registry_line()}"]


def registry_line() -> str:
    text = (ROOT / "game/table/registry.py").read_text(encoding="utf-8")
    return next(line for line in text.splitlines() if line.startswith("GAMES = ("))
