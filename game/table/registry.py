"""The games the product knows: the one place of the table layer that names them.  Adding a game
is its own folder (`game/<name>/`, whose package names `GAME`, `PLAYERS` and `judge`), one line
here, and its screen joined to it in game/screens.py."""

from __future__ import annotations

from types import ModuleType

from game import collapsi, collecto, coloretto, spectrangle
from game.core.contract import Game, RulesError

_PACKAGES: dict[str, ModuleType] = {
    package.GAME.name: package for package in (collapsi, collecto, coloretto, spectrangle)}


def games() -> dict[str, Game]:
    """Every game by name, in the order menus list them."""
    return {name: package.GAME for name, package in _PACKAGES.items()}


def package(name: str) -> ModuleType:
    """The game's package (its entry point); RulesError naming the games for an unknown name."""
    try:
        return _PACKAGES[name]
    except (KeyError, TypeError):
        raise RulesError(f"unknown game {name!r} (known: {', '.join(_PACKAGES)})") from None


def get_game(name: str) -> Game:
    return package(name).GAME


def players(name: str) -> dict:
    """The game's AI players: name -> agent factory taking a seed."""
    return package(name).PLAYERS
