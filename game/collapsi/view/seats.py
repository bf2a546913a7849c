"""What Collapsi draws for the seats (`view.seats`): the pawns as tokens, the solo puzzle's
count of puzzles solved in its panel (the menu's emblem is picture.py's)."""

from __future__ import annotations


from game.ui import draw, theme
from game.ui.view import Seats

from . import words
from ..rules import SoloState


class CollapsiSeats(Seats):
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        self.view.board.token(surface, seat, center, size)

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
