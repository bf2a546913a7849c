"""Spectrangle (UTwente 2018 course rules): 2-4 players lay triangular tiles with coloured sides
on a triangular board of 36 fields; touching sides must match, and a tile scores its value
times the sides it touches times the field's bonus.

Its `REGISTRATION` is the game's one entry point (game/core/registration.py says what it
declares).  `GUIDES` is its guided first game (game/table/guides.py).
"""

from game.core.registration import Registration

from .ai import PLAYERS, judge
from .guide import GUIDES
from .rules import SPECTRANGLE as GAME

REGISTRATION = Registration(
    game=GAME, players=PLAYERS, judge=judge, guides=tuple(GUIDES), screen="game.spectrangle.view",
    verbs=("Place", "Skip", "Exchange"), moving_picture=1, friends_variant="standard",
    recorded=(("standard", ("expert", "hard"), 15),))

__all__ = ["GAME", "GUIDES", "PLAYERS", "REGISTRATION", "judge"]
