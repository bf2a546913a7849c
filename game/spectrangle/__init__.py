"""Spectrangle (UTwente 2018 course rules): 2-4 players lay triangular tiles with coloured sides
on a triangular board of 36 fields; touching sides must match, and a tile scores its value
times the sides it touches times the field's bonus.

This package's names are the game's one entry point (game/table/registry.py lists it): `GAME`
(the rules), `PLAYERS` (AI level -> agent factory) and `load_view()`, the screen, imported only
when a screen asks for it (it needs pygame; the rules and the AI never do).
"""

from .ai import PLAYERS, judge
from .rules import SPECTRANGLE as GAME

__all__ = ["GAME", "PLAYERS", "judge", "load_view"]


def load_view():
    """The game's screen class (a game/ui/view.py `GameView`)."""
    from .view import View
    return View
