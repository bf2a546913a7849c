"""Coloretto (Michael Schacht): draw cards onto rows, take one row a round, collect three
colours and avoid the rest.  Two rule sets: "colors" (David's Colors! page, 2-5 players, the
default) and "official" (the published game, 3-5 players, with starting cards, the
last-round card and, for three players, one colour removed).

This package's names are the game's one entry point (game/table/registry.py lists it): `GAME`
(the rules), `PLAYERS` (AI level -> agent factory) and `load_view()`, the screen, imported only
when a screen asks for it (it needs pygame; the rules and the AI never do).
"""

from .ai import PLAYERS, judge
from .rules import COLORETTO as GAME

__all__ = ["GAME", "PLAYERS", "judge", "load_view"]


def load_view():
    """The game's screen class (a game/ui/view.py `GameView`)."""
    from .view import View
    return View
