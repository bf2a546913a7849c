"""Spectrangle's pure pictures: `draw_board`, a position fitted into a rect (the rules pages'
pictures: the board alone, no rack), and `draw_emblem`, the menu's little board; drawn
without a view, as python-chess's `svg.board`, keeping only caches of art."""

from __future__ import annotations

import pygame

from game.spectrangle.rules import EXCHANGE, PASS, ROW_COL, UP
from game.ui import draw, theme
from game.ui.view import Animation, Marks, ViewContext

from . import board, words
from .art import FIELD, SLAB, Art, draw_tile
from .board import BoardLayer, CornersLayer, Look
from .layout import layout
from .input import can_act
from .motion import POP_TIME, PlaceAnimation, SayAnimation, make, score_detail, score_popup
from .tiles import angle_of, ROOT3, edges_of

ART = Art()             # the tiles of the pictures, made once per size and scale
LAYER = BoardLayer()    # the slab and the tiles on it, painted again where they changed
CORNERS = CornersLayer()


def draw_board(surface, rect, state, marks: Marks | None = None) -> None:
    """`state`'s board in `rect` as a rules page shows it: the board alone, no rack (no tile
    is chosen, so nothing is lit; with `marks.choices` the line under it says what to do);
    `marks.animation`: the tile flying from the rack's place to its field, or a skip said,
    and the line naming the move; `marks.landed`: the last move's score rising from its field
    and the line naming it."""
    marks = marks or Marks()
    anim = marks.animation if isinstance(marks.animation, (PlaceAnimation, SayAnimation)) \
        else None
    ctx = ViewContext(time=marks.time, interactive=marks.choices, animation=anim,
                      over=state.is_over())
    act = can_act(state, ctx)
    look = Look(symbols=marks.symbols, act=act, anim=anim, pulse=ctx.pulse(4),
                time=marks.time, mover=state.to_move,
                choices=act and (state.can_skip() or state.can_exchange()))
    last: list = []
    if anim is not None:
        last = words.last_move(state, anim.move)
    elif marks.landed is not None and state.history:
        move = state.history[-1]
        before = state.clone()
        before.pop()
        last = words.last_move(before, move)
        if move != PASS and move[0] != EXCHANGE and marks.landed < POP_TIME:
            popup = score_popup(state, move[0], before.move_score(move),
                                score_detail(before, move), before.to_move)
            popup.t0 = marks.time - marks.landed
            look.popups = [popup]
    look.hint = words.hint_line(state, act=act, moving=anim is not None, last=last,
                                exchanging=False,
                                selected=None, rotation=0, hover=None, lit={}, turned=set(),
                                touch=False)
    lay = layout(pygame.Rect(rect), state.players)
    with draw.clip(surface, rect):        # nothing of it outside its rect
        board.draw_board(surface, state, lay, ART, LAYER, CORNERS, look)
        board.draw_front(surface, lay, ART, look)       # the tile flying, the score rising


def animation(state, move, rect) -> Animation:
    """The tile flying from its place in the rack (which the picture does not show) to its
    field, turning on the way; a skip or an exchange said on the board."""
    lay = layout(pygame.Rect(rect), state.players)

    def rack_pose(seat, slot, tile):        # every tile lies unturned in a picture's rack
        return lay.rack.slot_centre(slot), lay.rack.tile, angle_of(0), True
    return make(state, move, rack_pose, lay.field_centre, lay.side, False, None)


EMBLEM_TILES = {4: ("GRB", True), 5: ("RRB", False), 6: ("BBP", True), 1: ("RYG", True),
                2: ("YGG", False), 0: ("YPB", True)}


def draw_emblem(surface, rect, marks: Marks) -> None:
    """A three-row board with six tiles and two lit fields, in `rect` (points)."""
    rect = pygame.Rect(rect)
    rows = 3
    side = min((rect.h - 24) / (rows * ROOT3 / 2), (rect.w - 40) / rows)
    h = side * ROOT3 / 2
    apex = (rect.centerx, rect.centery - rows * h / 2)

    def centre_of(f):
        row, col = ROW_COL[f]
        return (apex[0] + col * side / 2, apex[1] + row * h + (2 * h / 3 if UP[f] else h / 3))
    big = ART.outline(side * rows + 22, True, (*SLAB, 255), 0.0)
    draw_tile(surface, big, (apex[0], apex[1] + rows * h * 2 / 3 + 2))
    for f in range(rows * rows):
        c = centre_of(f)
        up = bool(UP[f])
        if f in EMBLEM_TILES:
            sides, _ = EMBLEM_TILES[f]
            img = ART.tile(edges_of(sides, up), 4, 0 if up else 60, side - 4, False)
        else:
            img = ART.outline(side - 4, up, (*FIELD, 255), 0.0)
        draw_tile(surface, img, c)
    for f in (7, 8):
        img = ART.outline(side - 4, bool(UP[f]), (*theme.GOLD_LIGHT, 255), 1.6,
                          (*theme.GOLD_LIGHT, 50))
        draw_tile(surface, img, centre_of(f))
