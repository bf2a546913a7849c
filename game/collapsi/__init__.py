"""Collapsi (Mark S. Ball): pawns race over a wrapping grid of cards that collapse behind
them; the player to move who cannot complete a move loses.  With the rule text's variations:
the big board for 2-4 players, the shifting board, player's choice and the solo puzzle.

Its `REGISTRATION` is the game's one entry point (game/core/registration.py says what it
declares).  `puzzle` holds the daily solo puzzle (the `puzzle` command of the CLI), `GUIDES`
the guided first game (game/table/guides.py).
"""

from game.core.registration import Registration

from . import puzzle
from .guide import GUIDES
from .ai import PLAYERS, judge
from .rules import COLLAPSI as GAME

REGISTRATION = Registration(
    game=GAME, players=PLAYERS, judge=judge, guides=tuple(GUIDES), screen="game.collapsi.view",
    verbs=("Move", "Start", "Leave"), moving_picture=0, friends_variant="big",
    recorded=(("standard", ("expert", "hard"), 11), ("big", ("hard", "medium", "hard"), 12)))

__all__ = ["GAME", "GUIDES", "PLAYERS", "REGISTRATION", "judge", "puzzle"]
