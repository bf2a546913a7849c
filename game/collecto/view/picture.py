"""Collecto's pure pictures: `draw_board`, a position fitted into a rect (the rules pages'
pictures), and `draw_emblem`, the menu's piece of board; drawn without a view, as
python-chess's `svg.board`, keeping only caches of art."""

from __future__ import annotations

import pygame

from game.collecto.rules import COLOURS, DECLARE, PASS
from game.core.i18n import _
from game.ui import draw, theme
from game.ui.view import Animation, Marks, ViewContext

from . import board, words
from .art import ARROW_SIZE, Art
from .board import Frame, draw_arrow
from .input import PushInput
from .layout import board_layout
from .motion import PushAnimation, SayAnimation

ART = Art()             # the balls and arrows of the pictures, made once per size and scale


def draw_board(surface, rect, state, marks: Marks | None = None) -> None:
    """`state`'s board in `rect` as a rules page shows it; with `marks.choices` the arrows of
    the pushes the player to move may choose are lit and the line under the board says what
    to do; with `marks.animation` the push (or what is said) is under way."""
    marks = marks or Marks()
    lay = board_layout(rect)
    anim = marks.animation if isinstance(marks.animation, (PushAnimation, SayAnimation)) \
        else None
    interactive = marks.choices and anim is None
    doubles = interactive and PushInput.doubles(state)
    offered: set = set()
    if interactive:
        offered = (set(state.double_moves()) if doubles
                   else {m for m in state.legal_moves() if isinstance(m, int)})
    frame = Frame(list(state.board), anim=anim, offered=offered)
    if isinstance(anim, PushAnimation):
        board.pushing(frame, anim)
    frame.words = words.board_words(state, interactive=interactive, pointed=None, preview=None,
                                    first=None, armed=False, doubles=doubles, refused=None)
    ctx = ViewContext(time=marks.time, interactive=marks.choices, animation=anim,
                      over=state.is_over())
    with draw.clip(surface, rect):        # nothing of it outside its rect
        board.draw_board(surface, state, ctx, lay, ART, frame, marks.symbols)
        board.draw_front(surface, state, ctx, lay, ART, marks.symbols)   # balls flying off


def animation(state, move, rect=None, skip: int = 0) -> Animation:
    """The push sliding (the first `skip` pushes of a double move already slid: a person's
    first push slides when chosen), or a declaration or a pass said on the board."""
    seat = state.to_move
    if move == DECLARE:
        return SayAnimation(seat, move, _(words.DECLARED), state.seat_name(seat))
    if move == PASS:
        return SayAnimation(seat, move, _(words.PASSED), state.seat_name(seat))
    pushes = move if isinstance(move, tuple) else (move,)
    return PushAnimation(seat, state.board, pushes, skip)


EMBLEM = ["RBGYP", "YO.BG", "PGRYO"]


def draw_emblem(surface, rect, marks: Marks) -> None:
    """Three rows of balls on a piece of board, a push arrow at the middle row's end (a
    narrow picture, a phone's menu tile, makes room for the arrow inside it)."""
    rect = pygame.Rect(rect)
    cell = min(rect.h * 0.8 / 3, rect.w * 0.8 / 6)
    arrow = int(ARROW_SIZE * 0.8)
    x0 = rect.centerx - cell * 5 / 2 + cell * 0.3
    if x0 - 6 - 24 - arrow / 2 < rect.x + 2:       # arrow and board side by side, inside
        cell = (rect.w - 8 - 36 - arrow / 2) / 5
        x0 = rect.x + 4 + 24 + arrow / 2 + 6
    size = int(cell * 0.86)
    y0 = rect.centery - cell * 3 / 2
    mat = pygame.Rect(x0 - 6, y0 - 6, cell * 5 + 12, cell * 3 + 12)
    draw.rounded_rect(surface, (*theme.darken(theme.MAT, 0.2), 255), mat, 12)
    k = draw.scale()

    def cut(x, y):          # the wells and shadows at whole pixels, cut, as they always were
        return int(x * k) / k, int(y * k) / k
    for r, line in enumerate(EMBLEM):
        for c, ch in enumerate(line):
            cx, cy = x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell
            draw.blit(surface, ART.well(size + 4), cut(cx, cy), "center")
            if ch == ".":
                continue
            code = COLOURS.index(ch) + 1
            draw.blit(surface, ART.shadow(size), cut(cx + 1, cy + 3), "center")
            draw.blit(surface, ART.ball(code, size, marks.symbols), (cx, cy), "center")
    draw_arrow(surface, ART, (mat.x - 24, y0 + 1.5 * cell), 0, "hover", arrow)
