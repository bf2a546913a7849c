"""Coloretto (Michael Schacht): draw cards onto rows, take one row a round, collect three
colours and avoid the rest.  Two rule sets: "colors" (David's Colors! page, 2-5 players, the
default) and "official" (the published game, 3-5 players, with starting cards, the
last-round card and, for three players, one colour removed).

Its `REGISTRATION` is the game's one entry point (game/core/registration.py says what it
declares).  `GUIDES` is its guided first game (game/table/guides.py).
"""

from game.core.registration import Registration

from .ai import PLAYERS, judge
from .guide import GUIDES
from .rules import COLORETTO as GAME

REGISTRATION = Registration(
    game=GAME, players=PLAYERS, judge=judge, guides=tuple(GUIDES), screen="game.coloretto.view",
    verbs=("Draw", "Take", "Put"), moving_picture=1, friends_variant="colors",
    recorded=(("colors", ("expert", "hard", "medium"), 16),))

__all__ = ["GAME", "GUIDES", "PLAYERS", "REGISTRATION", "judge"]
