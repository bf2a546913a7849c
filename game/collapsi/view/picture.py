"""Collapsi's pure pictures: `draw_board`, a position fitted into a rect (the rules pages'
pictures), and `draw_emblem`, the menu's fan of cards; drawn without a view, as python-chess's
`svg.board`, keeping only caches of art."""

from __future__ import annotations

import pygame

from game.ui import draw
from game.ui.view import Animation, Marks, ViewContext

from ..rules import SoloState
from . import art, motion, words
from .board import Board, Look, floored
from .layout import board_layout, destinations, shifting

BOARD = Board()         # its cache of the cards that lie still, shared by the pictures


def draw_board(surface, rect, state, marks: Marks | None = None) -> None:
    """`state`'s board in `rect` as a rules page shows it (no seats round it); with
    `marks.choices` the cards the player to move may choose are lit and the line under the
    board says what to do; with `marks.animation` the move is under way."""
    marks = marks or Marks()
    field = state.field_size()
    room = field
    if shifting(state):     # room for the field to grow by one line each way
        room = (max(state.size + 1, field[0]), max(state.size + 1, field[1]))
    geo = board_layout(pygame.Rect(rect), room, field, solo=isinstance(state, SoloState),
                       shifting=shifting(state), picture=True)
    look = Look(interactive=marks.choices and marks.animation is None)
    if look.interactive:
        look.legal = tuple(destinations(state))
        if not state.is_over():
            look.message = words.board_line(state, legal=look.legal,
                                            narrow=geo.kind == "compact")
    ctx = ViewContext(time=marks.time, interactive=marks.choices, animation=marks.animation,
                      over=state.is_over())
    with draw.clip(surface, rect):        # nothing of it outside its rect
        BOARD.draw(surface, state, ctx, geo, look)


def animation(state, move, rect) -> Animation:
    """The pawn walking (or a shift sliding, or a pawn placed), as on the table."""
    return motion.animation(state, move)


def draw_emblem(surface, rect, marks: Marks) -> None:
    """A fan of three cards (an ace, a jack, a collapsed card) with two pawns."""
    rect = pygame.Rect(rect)
    w = min(int(rect.h * 0.8 / 1.4), int(rect.w / 2.8))    # the fan fits either way
    h = int(w * 1.4)
    cx, cy = rect.center
    cards = [("A", "spades", -16), ("J", "hearts", 0), (None, None, 16)]
    for i, (rank, suit, angle) in enumerate(cards):
        img = art.back(w, h) if rank is None else art.face(rank, suit, w, h)
        dx = (i - 1) * w * 0.62
        dy = abs(i - 1) * h * 0.06
        shade = pygame.transform.rotate(art.card_shadow(w, h), -angle)
        draw.blit(surface, shade, floored((cx + dx + 2, cy + dy + 5)), "center")
        turned = pygame.transform.rotozoom(img, -angle, 1)
        draw.blit(surface, turned, floored((cx + dx, cy + dy)), "center")
    BOARD.token(surface, 0, (cx - w * 0.62, cy + h * 0.08), int(w * 0.56))
    BOARD.token(surface, 1, (cx, cy + h * 0.04), int(w * 0.56))
