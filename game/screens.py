"""The app put together: every game of the registry with its screen, and the app that shows
them.  This is the top of the house (docs/architecture.md): no game package imports its screen
and the table layer never reaches one; only this module joins each game to its view, the
module its registration names (`Registration.screen`)."""

from __future__ import annotations

from importlib import import_module

from game.table.registry import registrations
from game.ui.app import App

VIEWS = {reg.game.name: import_module(reg.screen).View for reg in registrations()}


def view_for(game):
    """A new view of `game` (a Game object)."""
    return VIEWS[game.name](game)


def make_app(argv=(), **options) -> App:
    """The app with every game's screen (main.py, the tests, the tools)."""
    return App(argv, views=VIEWS, **options)
