"""Collecto (Martin Nedergaard): push lines of balls, collect every touching pair of one colour,
score a point per three balls of a colour.  Two rule sets: the UTwente 2020 course rules (two
players, the default) and the official rules for 2-4 players with the "I can't find a move"
declaration.

Its `REGISTRATION` is the game's one entry point (game/core/registration.py says what it
declares).  `GUIDES` is its guided first game (game/table/guides.py).
"""

from game.core.registration import Registration

from .ai import PLAYERS, judge
from .guide import GUIDES
from .rules import COLLECTO as GAME

REGISTRATION = Registration(
    game=GAME, players=PLAYERS, judge=judge, guides=tuple(GUIDES), screen="game.collecto.view",
    verbs=("Push", "Suggest", "Pass", "Declare"), moving_picture=1, friends_variant="official",
    recorded=(("utwente", ("expert", "hard"), 13), ("official", ("hard", "hard", "medium"), 14)))

__all__ = ["GAME", "GUIDES", "PLAYERS", "REGISTRATION", "judge"]
