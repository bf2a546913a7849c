"""The words and marks Collapsi's board writes over its cards: the step counts, who is stuck,
the tags (EXIT, HINT ...), the rulers, the line under the board; it remembers where the
frame's words went (`words`), so that a hint's tag keeps off them."""

from __future__ import annotations

import math

import pygame

from game.core.i18n import _
from game.ui import draw, theme

from ..rules import column_name
from .layout import place

STUCK = (178, 60, 52)     # the tag on a pawn that cannot move at the end
LINE_GAP = 18         # between the two lines of a long message (14-point type)


class Marks:
    def __init__(self):
        self.words: list[pygame.Rect] = []   # where the last frame's words went (points)

    # --- marks and words -------------------------------------------------------------------------
    def state_marks(self, surface, state, ctx, geo, busy, previewing) -> None:
        """The mover's step count on its card; at the end, who is stuck (or solved it)."""
        if busy:
            return
        if state.is_over():
            outcome = state.outcome()
            seat = state.to_move
            if state.pawns[seat] >= 0:
                rect = geo.cell(*place(state, state.pawns[seat]))
                at = (rect.right - 4, rect.top + 4)
                if seat in outcome.winners:
                    self.badge(surface, at, "✓", (40, 150, 80), geo.badge_r)
                else:
                    self.stuck_tag(surface, rect, geo.badge_r)
            return
        if ctx.over or state.choosing() or (previewing and not geo.fine):
            return      # (small cards: the numbers along the path say it)
        seat = state.to_move
        rect = geo.cell(*place(state, state.pawns[seat]))
        counts = state.step_counts(seat)
        self.badge(surface, (rect.right - 4, rect.top + 4),
                   f"{counts[0]}-{counts[-1]}" if len(counts) > 1 else str(counts[0]),
                   theme.seat_color(seat), geo.badge_r)

    def badge(self, surface, center, label, color, radius=15) -> None:
        draw.circle(surface, (0, 0, 0, 90), (center[0], center[1] + 2), radius + 1)
        draw.circle(surface, (255, 255, 255), center, radius + 2)
        draw.circle(surface, color, center, radius)
        if label:
            self.words.append(draw.text(surface, label, center, max(12, int(radius * 1.2)),
                                        (255, 255, 255), True, "center"))

    def stuck_tag(self, surface, card: pygame.Rect, radius=15) -> None:
        """STUCK in words across the top edge of the stuck pawn's card (a grey cross in a
        circle read as a close button)."""
        size = max(12, round(radius * 0.85))     # 12 points: the smallest text the app writes
        # Translators: a tag on the card of the pawn that cannot move at the end (capitals)
        words = _("STUCK")
        box = pygame.Rect(0, 0, round(draw.text_width(words, size, True)) + 14, size + 10)
        box.center = (card.centerx, card.top + 2)
        draw.rounded_rect(surface, (0, 0, 0, 90), box.move(0, 2), box.h // 2)
        draw.rounded_rect(surface, (*STUCK, 255), box, box.h // 2)
        self.words.append(draw.text(surface, words, box.center, size, (255, 255, 255), True,
                                    "center"))

    @staticmethod
    def label_box(words, midtop) -> pygame.Rect:
        box = pygame.Rect(0, 0, 16 + 11 * len(words), 24)
        box.midtop = (round(midtop[0]), round(midtop[1]))
        return box

    def label(self, surface, words, midtop, color, box=None) -> pygame.Rect:
        """A small coloured tag with `words` (EXIT, HINT ...)."""
        box = box or self.label_box(words, midtop)
        draw.rounded_rect(surface, (0, 0, 0, 90), box.move(0, 2), 8)
        draw.rounded_rect(surface, (*color, 255), box, 8)
        self.words.append(draw.text(surface, words, box.center, 14, (255, 255, 255), True,
                                    "center"))
        return box

    def rulers(self, surface, geo, busy: bool, lines, skip=(None, None)) -> None:
        """The coordinates the log, hints and messages use: rows numbered down the left,
        columns lettered along the bottom, as on a chess board.  They name places on the
        field as it lies (a shifting board's names follow its cards' current places, so they
        are redrawn as the field settles after a shift, never during the slide); a message
        of two lines takes the letters' place while it shows, and on a phone the arrows of a
        chosen card hide its row's number and its column's letter."""
        if busy or not geo.label_size:
            return
        ink, size = theme.TEXT_MUTED, geo.label_size
        for r in range(geo.rows):
            if r == skip[0]:
                continue
            self.words.append(draw.text(surface, str(r + 1), geo.row_label(r), size, ink,
                                        True, "midright"))
        if len(lines) > 1 and geo.letters_rect().colliderect(geo.two_lines()):
            return
        for c in range(geo.cols):
            if c == skip[1]:
                continue
            self.words.append(draw.text(surface, column_name(c), geo.column_label(c), size,
                                        ink, True, "midtop"))

    def message_lines(self, geo, words: str) -> list[str]:
        """`words` as the line under the board shows them: one line at its size if they
        fit (at 14 points at least), else two lines of 14 points."""
        if not words:
            return []
        width = geo.line.w - 8
        one, size = draw.fit(words, geo.line_size, width, smallest=14)
        if one == words:
            return [words]
        lines = draw.wrap(words, 14, width)
        if len(lines) > 2:
            lines = [lines[0], draw.fit(" ".join(lines[1:]), 14, width, smallest=14)[0]]
        return lines

    def message(self, surface, geo, lines, warn: bool) -> None:
        color = theme.GOLD_LIGHT if warn else theme.TEXT_MUTED
        with draw.role("status"):
            if len(lines) == 1:
                size = draw.fit(lines[0], geo.line_size, geo.line.w - 8, smallest=14)[1]
                self.words.append(draw.text(surface, lines[0], (geo.line.centerx, geo.line_y),
                                            size, color, False, "center"))
                return
            area = geo.two_lines()
            y = area.centery - LINE_GAP / 2
            for line in lines:
                self.words.append(draw.text(surface, line, (area.centerx, y), 14, color,
                                            False, "center"))
                y += LINE_GAP

    def tag_place(self, surface, geo, rect, label) -> pygame.Rect:
        """Where a tag goes on the card at `rect`: near its foot (as on a table), else just
        under it, else over it, the first clear of the board's words and on the screen."""
        room = draw.bounds(surface).inflate(-8, -8).clip(geo.rect)
        w = self.label_box(label, (0, 0)).w
        spots = [(rect.centerx, rect.bottom - 30)]      # the table's place, and then nearest
        ys = (rect.bottom + 3, rect.top - 27, rect.centery - 12,
              rect.bottom + 3 + geo.ch + geo.gap, rect.top - 27 - geo.ch - geo.gap)
        xs = (0, w / 2 + geo.cw / 2 + 4, -(w / 2 + geo.cw / 2 + 4), geo.cw + geo.gap,
              -(geo.cw + geo.gap), 2 * (geo.cw + geo.gap), -2 * (geo.cw + geo.gap))
        around = [(rect.centerx + dx, y) for y in ys for dx in xs]
        around.sort(key=lambda p: math.hypot(p[0] - rect.centerx, p[1] + 12 - rect.centery))
        spots = spots + around if geo.fine else around + spots
        best = None
        for spot in spots:
            box = self.label_box(label, spot).clamp(room)
            hits = sum(_inner(box).colliderect(_inner(w)) for w in self.words)
            if not hits:
                return box
            if best is None or hits < best[0]:
                best = (hits, box)
        return best[1]



def _inner(rect) -> pygame.Rect:
    """A line's box without the room above and below its letters (as the layout check
    compares them)."""
    return pygame.Rect(rect).inflate(-2, -max(4, rect.h // 4))
