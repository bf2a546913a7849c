"""The app put together: every game of the registry with its screen, and the app that shows
them.  This is the top of the house (docs/architecture.md): no game package names its screen
and the table layer never reaches one; only this module joins each game to its view."""

from __future__ import annotations

from game.collapsi.view import View as CollapsiView
from game.collecto.view import View as CollectoView
from game.coloretto.view import View as ColorettoView
from game.spectrangle.view import View as SpectrangleView
from game.table.registry import games
from game.ui.app import App

VIEWS = {"collapsi": CollapsiView, "collecto": CollectoView, "coloretto": ColorettoView,
         "spectrangle": SpectrangleView}


def view_for(game):
    """A new view of `game` (a Game object)."""
    return VIEWS[game.name](game)


def make_app(argv=(), **options) -> App:
    """The app with every game's screen (main.py, the tests, the tools)."""
    missing = set(games()) - set(VIEWS)
    if missing:
        raise LookupError(f"no screen for {', '.join(sorted(missing))}")
    return App(argv, views=VIEWS, **options)
