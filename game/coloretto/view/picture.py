"""Coloretto's pure pictures: `draw_board`, a position fitted into a rect (the rules pages'
pictures), and `draw_emblem`, the menu's fan of cards; drawn without a view, as
python-chess's `svg.board`, keeping only caches of art."""

from __future__ import annotations

import pygame

from game.ui import draw
from game.ui.view import Marks, ViewContext

from .art import Art
from .board import Board
from .layout import board_layout
from .motion import Moment

ART = Art()             # the cards of the pictures, made once per size and scale
BOARD = Board(ART)


def draw_board(surface, rect, state, marks: Marks | None = None) -> None:
    """`state`'s deck and rows in `rect` as a rules page shows them; with `marks.choices` the
    rows the player to move may take are lit."""
    marks = marks or Marks()
    lay = board_layout(pygame.Rect(rect), state.players)
    interactive = marks.choices and not state.is_over()
    takes = set(state.legal_takes()) if interactive else set()
    moment = Moment(interactive=interactive, takes=takes,
                    buttons=lay.take_controls and bool(takes))
    ctx = ViewContext(time=marks.time, interactive=marks.choices, over=state.is_over())
    with draw.clip(surface, rect):        # nothing of it outside its rect
        BOARD.draw(surface, state, ctx, lay, moment)


def draw_emblem(surface, rect, marks: Marks) -> None:
    """A fan of five cards (in points, on a layer of the thumbnail's size)."""
    rect = pygame.Rect(rect)
    cards = ["B", "Y", "W", "R", "+"]
    w = int(min(rect.h * 0.7 * 0.7, (rect.w - 24) / (1 + 0.52 * (len(cards) - 1) + 0.25)))
    h = round(w / 0.7)
    n = len(cards)
    for i, code in enumerate(cards):
        angle = (i - (n - 1) / 2) * -11
        img = ART.face(code, w, h)
        sh = ART.shadow(w, h)
        cx = rect.centerx + (i - (n - 1) / 2) * w * 0.52
        cy = rect.centery + abs(i - (n - 1) / 2) * 6 + 4
        draw.blit(surface, pygame.transform.rotate(sh, angle), (cx + 2, cy + 5), "center")
        draw.blit(surface, pygame.transform.rotozoom(img, angle, 1.0), (cx, cy), "center")
