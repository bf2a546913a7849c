"""What Coloretto draws for the seats (`view.seats`): each seat's pile in its player panel,
its token and the game-over box's scoring table (the pictures are panels.py's, board.py's
and result.py's; the menu's emblem is picture.py's)."""

from __future__ import annotations

import pygame

from game.ui.view import Seats, ViewContext

from .board import seat_token
from .layout import scoring_height

PANEL_EXTRA = {2: 62, 3: 58}           # pile height in a table's player panel (4-5: compact)


class ColorettoSeats(Seats):
    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 66)

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        view = self.view
        view.panels[seat] = pygame.Rect(panel)
        view.piles.draw_panel(surface, state, seat, pygame.Rect(panel), pygame.Rect(area), ctx,
                              view.gain)

    def draw_token(self, surface, seat: int, center, size: int) -> None:
        seat_token(self.view.art, surface, seat, center, size)

    def result_width(self, state) -> int:
        return 920

    def result_height(self, state, outcome, width: int) -> int:
        return scoring_height(state.players, width)

    def draw_result(self, surface, state, outcome, rect) -> None:
        """Every player's scoring: the three best colours (with the wilds they got), the other
        colours, the +2 cards and the total."""
        self.view.scoring.draw(surface, state, outcome, pygame.Rect(rect))
