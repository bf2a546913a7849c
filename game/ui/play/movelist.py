"""The history panel: every move in readable words, wrapped over as many lines as it needs,
scrolled with the wheel (or a drag), following the latest move unless the reader scrolled
back.  A click (a tap) on a move goes to it (`on_pick`: the game screen's replay, or in a game
still played a look back at it)."""

from __future__ import annotations

import pygame

from game.core.i18n import _

from game.ui import draw, theme
from game.ui.widgets.controls import event_pos

TEXT_SIZE = 15
LINE_H = 20       # one wrapped line
ENTRY_GAP = 7     # between two moves
SINCE_H = 22      # the caption over the moves made since the watcher's turn
NARROW = 240      # a list narrower than this (a phone's column) keeps its number close


class MoveList:
    def __init__(self, rect, seat_color, on_pick=None):
        self.rect = pygame.Rect(rect)
        self.seat_color = seat_color    # seat -> RGB
        self.on_pick = on_pick          # called with a move number (1-based) when clicked
        self.entries: list[tuple[int, str]] = []
        self.current = 0                # the move shown as the latest (replay: the cursor)
        self.since: int | None = None   # the first move made since the watcher's last turn
        self.marks: dict[int, tuple[str, tuple]] = {}   # move number -> (mark, colour): a review
        self.scroll = 0                 # pixels scrolled up from the bottom
        self._layout: list[tuple[int, int, list[str]]] = []   # (number, y, lines)
        self._key = None
        self._drag: tuple[int, int] | None = None

    # --- contents ---------------------------------------------------------------------------------
    def set(self, entries: list[tuple[int, str]], current: int | None = None,
            since: int | None = None, marks: dict | None = None) -> None:
        """(seat, words) per move; `current` is highlighted (default: the last); the moves
        from number `since` on are marked as made since the watching player's turn; `marks`
        puts a review's mark ("?!", in its colour) after a move's words."""
        if entries != self.entries:
            grew = len(entries) > len(self.entries)
            self.entries = list(entries)
            if grew:
                self.scroll = 0         # a new move: follow it
        self.current = len(entries) if current is None else current
        self.since = since
        self.marks = marks or {}

    def _columns(self) -> tuple[int, int, int]:
        """Where the number ends, the seat's dot and the words start (from the list's left)."""
        return (30, 38, 48) if self.rect.w < NARROW else (40, 54, 68)

    def rows(self) -> list[tuple[int, int, list[str]]]:
        """Each entry's number, its top and its lines (made again only when the list changes)."""
        key = (tuple(self.entries), self.rect.w, self.since, bool(self.marks), draw.scale())
        if key != self._key:
            width = self.rect.w - self._columns()[2] - 12 - (26 if self.marks else 0)
            out, y = [], 0
            for number, (_move, words) in enumerate(self.entries, 1):
                if number == self.since:
                    y += SINCE_H        # room for the "since your turn" caption
                lines = draw.wrap(words, TEXT_SIZE, width) or [""]
                out.append((number, y, lines))
                y += len(lines) * LINE_H + ENTRY_GAP
            self._layout, self._key = out, key
        return self._layout

    def content_height(self) -> int:
        lines = self.rows()
        if not lines:
            return 0
        number, y, last = lines[-1]
        return y + len(last) * LINE_H

    def view_h(self) -> int:
        return self.rect.h - 58

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.view_h())

    def show(self, number: int) -> None:
        """Scroll so that move `number` is in view (the replay's cursor)."""
        for n, y, lines in self.rows():
            if n == number:
                top = self.content_height() - self.view_h() - self.scroll
                if y < top:
                    self.scroll = self.content_height() - self.view_h() - y
                elif y + len(lines) * LINE_H > top + self.view_h():
                    self.scroll = self.content_height() - y - len(lines) * LINE_H
                self.scroll = max(0, min(self.scroll, self.max_scroll()))
                return

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        pos = event_pos(event)
        if event.type == pygame.MOUSEWHEEL:
            return False            # the scene passes wheel turns on with the pointer: wheel()
        if pos is None or not self.rect.collidepoint(pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self._drag = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._drag = (pos[1], self.scroll)
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            start, scroll = self._drag
            self.scroll = max(0, min(self.max_scroll(), scroll + pos[1] - start))
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            start, _at = self._drag
            self._drag = None
            if abs(pos[1] - start) < 6 and self.on_pick is not None:
                number = self.number_at(pos)
                if number is not None:
                    self.on_pick(number)
            return True
        return False

    def wheel(self, steps: int, pos) -> bool:
        """Scroll by wheel notches when the pointer is over the list."""
        if pos is None or not self.rect.collidepoint(pos):
            return False
        self.scroll = max(0, min(self.max_scroll(), self.scroll + steps * 3 * LINE_H))
        return True

    def number_at(self, pos) -> int | None:
        top = self.first_entry_y()
        for number, y, lines in self.rows():
            if top + y - 3 <= pos[1] < top + y + len(lines) * LINE_H + ENTRY_GAP - 3:
                return number
        return None

    def first_entry_y(self) -> int:
        """Screen y of the first entry."""
        return self.rect.y + 46 + min(0, self.view_h() - self.content_height() + self.scroll)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, title: str | None = None) -> None:
        rect = self.rect
        if title is None:
            title = _("MOVES")
        draw.text(surface, title, (rect.x + 20, rect.y + 18), 14, theme.TEXT_DIM, True)
        if not self.entries:
            draw.text_block(surface, _("No moves yet."), pygame.Rect(rect.x + 20, rect.y + 48,
                                                                rect.w - 40, 60), 16,
                            theme.TEXT_MUTED)
            return
        area = pygame.Rect(rect.x + 6, rect.y + 42, rect.w - 12, self.view_h() + 4)
        with draw.clip(surface, area):
            top = self.first_entry_y()
            for number, y, lines in self.rows():
                y0 = top + y
                if y0 + len(lines) * LINE_H < area.y or y0 > area.bottom:
                    continue
                seat, _words = self.entries[number - 1]
                now = number == self.current
                if now:
                    draw.rounded_rect(surface, (255, 255, 255, 22),
                                      pygame.Rect(rect.x + 10, y0 - 4, rect.w - 20,
                                                  len(lines) * LINE_H + 6), 8)
                if number == self.since:
                    # what the others did since your turn: a rule and a caption above it
                    mark_y = y0 - SINCE_H // 2 - 3
                    r = draw.text(surface, _("SINCE YOUR TURN"), (rect.x + 14, mark_y), 14,
                                  theme.GOLD, True, "midleft")
                    draw.rounded_rect(surface, (*theme.GOLD, 110),
                                      pygame.Rect(r.right + 8, mark_y, rect.right - 22 - r.right,
                                                  1), 0)
                future = number > self.current
                fresh = self.since is not None and number >= self.since
                ink = (theme.TEXT if now or fresh else theme.TEXT_DIM if future
                       else theme.TEXT_MUTED)
                num_x, dot_x, text_x = self._columns()
                draw.text(surface, f"{number}.", (rect.x + num_x, y0 + LINE_H // 2), TEXT_SIZE,
                          theme.TEXT_DIM, False, "midright")
                draw.circle(surface, self.seat_color(seat), (rect.x + dot_x, y0 + LINE_H // 2),
                            5 if num_x < 40 else 6)
                for i, line in enumerate(lines):
                    draw.text(surface, line, (rect.x + text_x, y0 + i * LINE_H + LINE_H // 2),
                              TEXT_SIZE, ink, now, "midleft")
                if number in self.marks:
                    mark, color = self.marks[number]
                    draw.text(surface, mark, (rect.right - 16, y0 + LINE_H // 2), TEXT_SIZE,
                              color, True, "midright")
        if self.max_scroll():
            # a thin bar says where in the list the view is
            frac = self.view_h() / max(1, self.content_height())
            h = max(24, int(area.h * frac))
            pos = 1 - self.scroll / self.max_scroll()
            bar = pygame.Rect(rect.right - 8, area.y + int((area.h - h) * pos), 3, h)
            draw.rounded_rect(surface, (255, 255, 255, 60), bar, 2)
