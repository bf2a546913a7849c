"""Coloretto's pure pictures: `draw_board`, a position fitted into a rect (the rules pages'
pictures), and `draw_emblem`, the menu's fan of cards; drawn without a view, as
python-chess's `svg.board`, keeping only caches of art."""

from __future__ import annotations

import pygame

from game.coloretto.rules import INDEX, MOVES
from game.ui import draw, theme
from game.ui.view import Animation, Marks, ViewContext

from . import words
from .art import WARN, Art
from .board import Board
from .layout import board_layout
from .motion import BANNER_TIME, DrawAnimation, Moment, Notice, TakeAnimation
from .panels import Piles

ART = Art()             # the cards of the pictures, made once per size and scale
BOARD = Board(ART)
PILES = Piles(ART)


def draw_board(surface, rect, state, marks: Marks | None = None) -> None:
    """`state`'s deck and rows in `rect` as a rules page shows them; with `marks.choices` the
    rows the player to move may take are lit; with `marks.animation` a card drawn or a row
    taken is under way; with `marks.landed` the banner the last move raised shows."""
    marks = marks or Marks()
    lay = board_layout(pygame.Rect(rect), state.players)
    anim = marks.animation if isinstance(marks.animation, (DrawAnimation, TakeAnimation)) \
        else None
    interactive = marks.choices and anim is None and not state.is_over()
    takes = set(state.legal_takes()) if interactive else set()
    moment = Moment(anim=anim, interactive=interactive, takes=takes,
                    buttons=lay.take_controls and bool(takes), banner=landed_banner(state, marks))
    ctx = ViewContext(time=marks.time, interactive=marks.choices, animation=anim,
                      over=state.is_over())
    with draw.clip(surface, rect):        # nothing of it outside its rect
        BOARD.draw(surface, state, ctx, lay, moment)
        if isinstance(anim, TakeAnimation):        # the row's cards flying off
            PILES.flights(surface, state, ctx, lay, anim)


def landed_banner(state, marks: Marks) -> Notice | None:
    """The banner the last move raised ("Last round!", "Round 3"), while it shows."""
    if marks.landed is None or not state.history or marks.landed >= BANNER_TIME:
        return None
    before = state.clone()
    before.pop()
    banner = banner_after(state, animation(before, state.history[-1]))
    if banner is not None:
        banner.start = marks.time - marks.landed
    return banner


def banner_after(state, anim) -> Notice | None:
    """The banner of a draw or a take just made (state AFTER it): the last round announced by
    the card drawn, or the next round begun."""
    if isinstance(anim, DrawAnimation):
        said = words.banner_for_draw(state, anim.last_round)
        return None if said is None else Notice(BANNER_TIME, title=said[0], sub=said[1],
                                                color=WARN)
    if state.round == anim.round or state.is_over():
        return None
    title, sub, last = words.banner_for_round(state)
    return Notice(BANNER_TIME, title=title, sub=sub, color=WARN if last else theme.GOLD)


def animation(state, move, rect=None, held: bool = False) -> Animation:
    """A card drawn flipping off the deck and travelling to its row (`held`: a person's, the
    card already turned over), or a row's cards flying to the taker."""
    kind, row = MOVES[move]
    seat = state.to_move
    anim: DrawAnimation | TakeAnimation
    if kind == "d":
        anim = DrawAnimation(seat, state.next_card_if_drawn(), row, len(state.rows[row]), held,
                             state.draw_reveals_last_round_card())
    else:
        pile = list(state.piles[seat])
        for c in state.rows[row]:
            pile[INDEX[c]] += 1
        anim = TakeAnimation(seat, row, state.rows[row], pile)
    anim.round, anim.last_round = state.round, state.last_round
    return anim


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
