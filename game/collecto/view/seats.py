"""What Collecto draws for the seats (`view.seats`): the trays and points in the player panels,
the seats' tokens (the pictures are board.py's; the menu's emblem is picture.py's)."""

from __future__ import annotations

import pygame

from game.ui import draw
from game.ui.view import Seats, ViewContext

from . import board

PANEL_EXTRA = {2: 56, 3: 44, 4: 36}   # tray height in a table's player panel, by player count


class CollectoSeats(Seats):
    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 38)

    def status_side(self, state, seat: int) -> int:
        return round(draw.text_width(board.balls_words(state, seat), 15))

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        view = self.view
        if view.gain is not None and view.gain[0] == seat and view.gain[2] is None:
            view.gain[2] = ctx.time             # the glow starts when first drawn
        # where the shell's name ends in a table's panel (full: 20 points from 78; compact:
        # 18 from 62), so that the word "points" keeps off it
        full = area.y - panel.y >= 60
        name_right = panel.x + (78 if full else 62) + draw.text_width(
            state.seat_name(seat), 20 if full else 18, True)
        board.draw_seat_panel(surface, state, seat, pygame.Rect(panel), pygame.Rect(area), ctx,
                              view.art, view.symbols, view.gain, name_right)

    def draw_token(self, surface, seat: int, center, size: int) -> None:
        board.draw_token(surface, self.view.art, seat, center, size)
