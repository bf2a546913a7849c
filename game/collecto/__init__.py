"""Collecto (Martin Nedergaard): push lines of balls, collect every touching pair of one colour,
score a point per three balls of a colour.  Two rule sets: the UTwente 2020 course rules (two
players, the default) and the official rules for 2-4 players with the "I can't find a move"
declaration.

This package's names are the game's one entry point (game/table/registry.py lists it): `GAME`
(the rules), `PLAYERS` (AI level -> agent factory) and `judge` (the review's). Its screen
(`view/`) is joined to it at the top of the app, in game/screens.py: the rules and the AI
never import pygame.  `GUIDES` is its guided first game (game/table/guides.py).
"""

from .ai import PLAYERS, judge
from .guide import GUIDES
from .rules import COLLECTO as GAME

__all__ = ["GAME", "GUIDES", "PLAYERS", "judge"]
