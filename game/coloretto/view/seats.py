"""What Coloretto draws for the seats (`view.seats`): each seat's pile in its player panel,
its token, the menu's fan of cards and the game-over box's scoring table (the pictures are
panels.py's, board.py's and result.py's)."""

from __future__ import annotations

import pygame

from game.ui import draw
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

    def paint_thumbnail(self, surface, rect) -> None:
        """A fan of five cards (in points, on a layer of the thumbnail's size)."""
        art = self.view.art
        cards = ["B", "Y", "W", "R", "+"]
        w = int(min(rect.h * 0.7 * 0.7, (rect.w - 24) / (1 + 0.52 * (len(cards) - 1) + 0.25)))
        h = round(w / 0.7)
        n = len(cards)
        for i, code in enumerate(cards):
            angle = (i - (n - 1) / 2) * -11
            img = art.face(code, w, h)
            sh = art.shadow(w, h)
            cx = rect.centerx + (i - (n - 1) / 2) * w * 0.52
            cy = rect.centery + abs(i - (n - 1) / 2) * 6 + 4
            draw.blit(surface, pygame.transform.rotate(sh, angle), (cx + 2, cy + 5), "center")
            draw.blit(surface, pygame.transform.rotozoom(img, angle, 1.0), (cx, cy), "center")

    def result_width(self, state) -> int:
        return 920

    def result_height(self, state, outcome, width: int) -> int:
        return scoring_height(state.players, width)

    def draw_result(self, surface, state, outcome, rect) -> None:
        """Every player's scoring: the three best colours (with the wilds they got), the other
        colours, the +2 cards and the total."""
        self.view.scoring.draw(surface, state, outcome, pygame.Rect(rect))
