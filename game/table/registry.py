"""The games the product knows: the one place that names them.  Adding a game is its own folder
(`game/<name>/`, whose package declares its `REGISTRATION`, game/core/registration.py) and its
name on the one line below; the menus, the setup, the CLI, the links, the screens
(game/screens.py) and the generic tests read the rest from its registration."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from game.core.contract import Game, RulesError
from game.core.registration import Registration

GAMES = ("collapsi", "collecto", "coloretto", "spectrangle")    # in the order menus list them

_PACKAGES: dict[str, ModuleType] = {}
for _folder in GAMES:
    _package = import_module(f"game.{_folder}")
    _PACKAGES[_package.REGISTRATION.game.name] = _package


def games() -> dict[str, Game]:
    """Every game by name, in the order menus list them."""
    return {name: package.GAME for name, package in _PACKAGES.items()}


def package(name: str) -> ModuleType:
    """The game's package (its entry point); RulesError naming the games for an unknown name."""
    try:
        return _PACKAGES[name]
    except (KeyError, TypeError):
        raise RulesError(f"unknown game {name!r} (known: {', '.join(_PACKAGES)})") from None


def registration(name: str) -> Registration:
    """What the game declares of itself (game/core/registration.py)."""
    return package(name).REGISTRATION


def registrations() -> list[Registration]:
    """Every game's registration, in the order menus list them."""
    return [package.REGISTRATION for package in _PACKAGES.values()]


def get_game(name: str) -> Game:
    return registration(name).game


def players(name: str) -> dict:
    """The game's AI players: name -> agent factory taking a seed."""
    return registration(name).players
