"""Coloretto (Michael Schacht): draw cards onto rows, take one row a round, collect three
colours and avoid the rest.  Two rule sets: "colors" (David's Colors! page, 2-5 players, the
default) and "official" (the published game, 3-5 players, with starting cards, the
last-round card and, for three players, one colour removed).

This package's names are the game's one entry point (game/table/registry.py lists it): `GAME`
(the rules), `PLAYERS` (AI level -> agent factory) and `judge` (the review's). Its screen
(`view/`) is joined to it at the top of the app, in game/screens.py: the rules and the AI
never import pygame.  `GUIDES` is its guided first game (game/table/guides.py).
"""

from .ai import PLAYERS, judge
from .guide import GUIDES
from .rules import COLORETTO as GAME

__all__ = ["GAME", "GUIDES", "PLAYERS", "judge"]
