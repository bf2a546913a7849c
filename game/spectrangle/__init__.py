"""Spectrangle (UTwente 2018 course rules): 2-4 players lay triangular tiles with coloured sides
on a triangular board of 36 fields; touching sides must match, and a tile scores its value
times the sides it touches times the field's bonus.

This package's names are the game's one entry point (game/table/registry.py lists it): `GAME`
(the rules), `PLAYERS` (AI level -> agent factory) and `judge` (the review's). Its screen
(`view/`) is joined to it at the top of the app, in game/screens.py: the rules and the AI
never import pygame.  `GUIDES` is its guided first game (game/table/guides.py).
"""

from .ai import PLAYERS, judge
from .guide import GUIDES
from .rules import SPECTRANGLE as GAME

__all__ = ["GAME", "GUIDES", "PLAYERS", "judge"]
