"""Collecto (Martin Nedergaard): push lines of balls, collect every touching pair of one colour,
score a point per three balls of a colour.  Two rule sets: the UTwente 2020 course rules (two
players, the default) and the official rules for 2-4 players with the "I can't find a move"
declaration.

This package's names are the game's one entry point (game/table/registry.py lists it): `GAME`
(the rules), `PLAYERS` (AI level -> agent factory) and `load_view()`, the screen, imported only
when a screen asks for it (it needs pygame; the rules and the AI never do).
"""

from .ai import PLAYERS, judge
from .rules import COLLECTO as GAME

__all__ = ["GAME", "PLAYERS", "judge", "load_view"]


def load_view():
    """The game's screen class (a game/ui/view.py `GameView`)."""
    from .view import View
    return View
