"""One game's registration: everything the product and its generic tests need to know of a
game, declared in the game's own folder (`REGISTRATION` in `game/<name>/__init__.py`).  The
registry (game/table/registry.py) lists the games by their folders' names on one line and
reads the rest from here.  The screen is named by its module's path, so the rules and the AI
never import pygame: only game/screens.py, the top of the app, imports it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .contract import Game


@dataclass(frozen=True)
class Registration:
    game: Game                   # the rules
    players: dict                # AI level -> agent factory taking a seed
    judge: Callable              # judge(state, seed): the review's
    guides: tuple                # the guided first games (game/table/guides.py)
    screen: str                  # the module of its screen (`View`), which only game/screens.py
    #                              imports: the rules and the AI never import pygame
    # --- facts the generic tests read --------------------------------------------------------
    verbs: tuple[str, ...]       # every hint begins with one of these (tests/ui/test_words.py)
    moving_picture: int          # a picture of its rules page that loops a move
    friends_variant: str         # the variant a game between friends is played in
    #                              (tests/ui/test_friends_ui.py)
    recorded: tuple = ()         # (variant, levels, seed) of the AI games whose moves are
    #                              recorded (tests/ai/test_same_moves_everywhere.py)
