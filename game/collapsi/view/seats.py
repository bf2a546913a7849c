"""What Collapsi draws for the seats (`view.seats`): the pawns as tokens, the solo puzzle's
count of puzzles solved in its panel and the menu's emblem."""

from __future__ import annotations

import pygame

from game.ui import draw, theme
from game.ui.view import Seats

from . import art, words
from ..rules import SoloState
from .board import floored


class CollapsiSeats(Seats):
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        self.view.board.token(surface, seat, center, size)

    def paint_thumbnail(self, surface, rect) -> None:
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
        self.draw_token(surface, 0, (cx - w * 0.62, cy + h * 0.08), int(w * 0.56))
        self.draw_token(surface, 1, (cx, cy + h * 0.04), int(w * 0.56))

    def seat_panel_height(self, state) -> int:
        return 30 if isinstance(state, SoloState) else 0

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx) -> None:
        """The solo puzzle's count of puzzles solved: one line on a table, two in a phone's
        compact panel (inside `area`); none where nothing is kept (a guided game)."""
        if not isinstance(state, SoloState) or ctx.store is None or area.w <= 0 or area.h <= 0:
            return
        first, second = words.solved_words(*self.view.solved_counts(ctx.store))
        if ctx.shape == "table":
            line = first + (f" ({second})" if second else "")
            line, size = draw.fit(line, 15, area.w, smallest=12)
            draw.text(surface, line, (area.x, area.centery), size, theme.TEXT_DIM, False,
                      "midleft")
            return
        lines = [first] + ([second] if second and area.h >= 32 else [])
        step = min(17, area.h / len(lines))
        y = area.centery - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            line, size = draw.fit(line, 14 if i == 0 else 13, area.w, smallest=12)
            draw.text(surface, line, (area.x, y), size, theme.TEXT_MUTED if i == 0
                      else theme.TEXT_DIM, i == 0, "midleft")
            y += step
