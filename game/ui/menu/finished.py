"""The list of finished games on this device, newest first; a click opens one in the replay
viewer, its Review button opens it with the game's review under way."""

from __future__ import annotations

import pygame

from game.table import saves
from game.table.records import Record
from game.table.registry import games
from game.table.seats import default_name

from game.ui import draw, theme
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button

PER_PAGE = 7
REVIEW_W = 140      # each game's Review button, at the right of its row


def variant_words(record: Record) -> str:
    """The variant's title and any option not at its default ("Standard 4×4 · Board:
    Shifting")."""
    game = games().get(record.game)
    if game is None or record.variant not in game.variants:
        return record.variant
    v = game.variants[record.variant]
    words = [v.title] + [f"{o.title}: {o.label(record.options[o.name])}" for o in v.options
                         if o.name in record.options and record.options[o.name] != o.default]
    return " · ".join(words)


def seat_words(record: Record, seat: int) -> str:
    """A seat as the list names it: the person's name (issue 50), "Player N" for a person
    without one."""
    return record.name(seat) or default_name(seat)


def opponents(record: Record) -> str:
    """Who played against the person ("Hard, Medium", "Ana, Medium": a friend by their name;
    "hot seat" when all are people, "hot seat: Ana, Ben" when they have names)."""
    others = [record.name(seat) or p.title() for seat, p in enumerate(record.players)
              if p != "human"]
    if not others:
        if len(record.players) == 1:
            return "solo"
        if any(record.names):
            return "hot seat: " + ", ".join(seat_words(record, seat)
                                            for seat in range(len(record.players)))
        return "hot seat"
    return "vs " + ", ".join(others)


def result_words(record: Record) -> str:
    """The result as the person at this device reads it: You won, You lost, A draw, Solved."""
    winners = (record.result or {}).get("winners") or []
    humans = [seat for seat, p in enumerate(record.players) if p == "human"]
    if len(record.players) == 1:
        return "Solved" if winners else "Not solved"
    if not winners:
        return "No winner"
    if len(winners) == len(record.players):
        return "A draw"
    if len(humans) == 1:
        if humans[0] not in winners:
            return "You lost"
        return "You won" if len(winners) == 1 else "You shared the win"
    return " and ".join(seat_words(record, w) for w in winners) + " won"


def describe(record: Record) -> tuple[str, str]:
    """(title line, detail line) of a finished game."""
    game = games().get(record.game)
    title = game.title if game else record.game
    return (f"{title} · {variant_words(record)}",
            f"{result_words(record)} · {opponents(record)} · "
            f"{draw.counted(len(record.moves), 'move')}")


class HistoryScene(Scene):
    name = "history"

    def __init__(self, app):
        super().__init__(app)
        self.entries = list(reversed(saves.load_history(app.store)))
        self.page = 0
        self.fit()

    def layout(self) -> None:
        self.build()

    def build(self) -> None:
        """A table: seven games a page, Newer and Older.  A phone: every game on a page that
        scrolls, each a row with its Review button."""
        W, H = self.app.size
        self.buttons = [self.back_button("Menu", self.back)]
        self.rows = []
        self.scroller = None
        if self.app.shape != TABLE:
            self._build_compact(W, H)
            return
        start = self.page * PER_PAGE
        left = max(160, (W - 960) // 2)
        for i, entry in enumerate(self.entries[start:start + PER_PAGE]):
            rect = pygame.Rect(left, 100 + i * 74, W - 2 * left, 64)
            self.rows.append((rect, entry))
            row = rect.inflate(-REVIEW_W - 10, 0).move(-(REVIEW_W + 10) // 2, 0)
            self.buttons.append(Button(row, "", self._open(entry), name=f"game{start + i}"))
            self.buttons.append(Button((rect.right - REVIEW_W, rect.y, REVIEW_W, rect.h),
                                       "Review", self._open(entry, review=True),
                                       icon="hint", name=f"review{start + i}", size=17))
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        y = H - 84
        if self.page > 0:
            self.buttons.append(Button((left, y, 180, 52), "Newer", self._turn(-1),
                                       icon="prev", name="newer"))
        if self.page < pages - 1:
            self.buttons.append(Button((W - left - 180, y, 180, 52), "Older",
                                       self._turn(1), icon="next", name="older"))

    def _build_compact(self, W, H) -> None:
        top = 52 + self.subtitle_height(self.subtitle())
        self.start_page(pygame.Rect(0, top, W, H - top))
        review_w = 104
        y = 6
        for i, entry in enumerate(self.entries):
            title, detail = self._lines(entry, W - 20 - review_w - 8 - 28)
            rect = pygame.Rect(10, y, W - 20, 12 + 20 * len(title) + 6 + 17 * len(detail) + 22
                               + 10)
            self.rows.append((rect, entry))
            row = pygame.Rect(rect.x, rect.y, rect.w - review_w - 8, rect.h)
            self.put(Button(row, "", self._open(entry), name=f"game{i}"), row)
            button = pygame.Rect(rect.right - review_w, rect.y, review_w, rect.h)
            self.put(Button(button, "Review", self._open(entry, review=True), icon="hint",
                            name=f"review{i}", size=16), button)
            y += rect.h + 8
        self.end_page(y + 6)

    _described: dict = {}

    def _lines(self, entry, width) -> tuple[list, list]:
        """A finished game's title and result in lines of a phone's row (two each at most)."""
        key = (id(entry), width, draw.scale())
        if key not in self._described:
            title, detail = describe(Record.from_json(entry["record"]))
            self._described[key] = (draw.wrap(title, 16, width, True)[:2],
                                    draw.wrap(detail, 13, width)[:2])
        return self._described[key]

    def subtitle(self) -> str:
        count = len(self.entries)
        if not count:
            return "Games you finish are kept here to replay"
        verb = "tap" if self.app.touch else "click"
        return f"{count} on this device · {verb} one to replay it, or review it"

    def _turn(self, step):
        def turn():
            self.page += step
            self.build()
            self._static = None
        return turn

    def _open(self, entry, review: bool = False):
        def open_it():
            record = Record.from_json(entry["record"])
            self.app.screens.replay(record, back_to=self, review=review)
        return open_it

    def back(self) -> None:
        self.app.screens.menu()

    def static_key(self):
        return self.page, self.app.touch

    def look(self):
        return round(self.scroller.offset) if self.scroller is not None else None

    def draw_static(self, surface) -> None:
        self.top_bar(surface, "Finished games", self.subtitle())

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_widgets(surface)
        if self.scroller is not None:
            with draw.clip(surface, self.scroller.view):
                for rect, entry in self.rows:
                    self._draw_row_compact(surface, self.on_page(rect), entry)
            self.scroller.draw_bar(surface)
            if not self.entries:
                draw.text(surface, "No finished games yet.", (self.app.size[0] / 2, 200), 18,
                          theme.TEXT_MUTED, False, "center")
            return
        for rect, entry in self.rows:
            record = Record.from_json(entry["record"])
            title, detail = describe(record)
            when = entry["finished"].replace("T", " ")[:16]
            date = draw.text(surface, when, (rect.right - REVIEW_W - 34, rect.y + 20), 15,
                             theme.TEXT_DIM, False, "midright")
            # a long variant's title gives way to the date: smaller, then shortened
            title, size = draw.fit(title, 19, date.x - 16 - (rect.x + 24), True, smallest=15)
            draw.text(surface, title, (rect.x + 24, rect.y + 20), size, theme.TEXT, True,
                      "midleft")
            draw.text(surface, detail, (rect.x + 24, rect.y + 45), 15, theme.TEXT_MUTED, False,
                      "midleft")
        if not self.entries:
            draw.text(surface, "No finished games yet.", (self.app.size[0] / 2, 300), 20,
                      theme.TEXT_MUTED, False, "center")

    def _draw_row_compact(self, surface, rect, entry) -> None:
        if rect.bottom < self.scroller.view.y or rect.y > self.scroller.view.bottom:
            return
        title, detail = self._lines(entry, rect.w - 104 - 8 - 28)
        y = rect.y + 12
        for line in title:
            draw.text(surface, line, (rect.x + 14, y), 16, theme.TEXT, True)
            y += 20
        y += 6
        for line in detail:
            draw.text(surface, line, (rect.x + 14, y), 13, theme.TEXT_MUTED)
            y += 17
        when = entry["finished"].replace("T", " ")[:16]
        draw.text(surface, when, (rect.x + 14, rect.bottom - 12), 13, theme.TEXT_DIM, False,
                  "bottomleft")
