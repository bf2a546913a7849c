"""Collapsi (Mark S. Ball): pawns race over a wrapping grid of cards that collapse behind
them; the player to move who cannot complete a move loses.  With the rule text's variations:
the big board for 2-4 players, the shifting board, player's choice and the solo puzzle.

This package's names are the game's one entry point (game/table/registry.py lists it): `GAME`
(the rules), `PLAYERS` (AI level -> agent factory) and `judge` (the review's). Its screen
(`view/`) is joined to it at the top of the app, in game/screens.py: the rules and the AI
never import pygame.  `puzzle` holds the
daily solo puzzle (the `puzzle` command of the CLI), `GUIDES` the guided first game
(game/table/guides.py).
"""

from . import puzzle
from .guide import GUIDES
from .ai import PLAYERS, judge
from .rules import COLLAPSI as GAME

__all__ = ["GAME", "GUIDES", "PLAYERS", "judge", "puzzle"]
