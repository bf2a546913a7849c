"""The list of finished games on this device, newest first; a click opens one in the replay
viewer, its Review button opens it with the game's review under way."""

from __future__ import annotations

import pygame

from game.table import saves
from game.table.records import Record
from game.table.registry import games
from game.table.seats import LEVEL_TITLES, default_name
from game.core.i18n import _, ngettext, pgettext

from game.ui import draw, theme
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button

PER_PAGE = 7
REVIEW_W = 140      # each game's Review button, at the right of its row


def month_words(month: int) -> str:
    """A month's short name (1 is January), in the language in use."""
    return (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
            pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
            pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
            pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"))[
        month - 1]


def day_words(day, month: int) -> str:
    """A day of a month as the language writes it: "3 Nov" in English."""
    # Translators: a day of the year: {day} is its number, {month} the month's short name
    # ("3 Nov"); put them in your language's order
    return _("{day} {month}").format(day=day, month=month_words(month))


def finished_words(stamp: str) -> str:
    """When a game finished ("2026-11-29T18:52:07"), as the list shows it: "2026-11-29
    18:52" in English."""
    text = stamp.replace("T", " ")[:16]
    try:
        year, month, day = (int(part) for part in text[:10].split("-"))
    except ValueError:
        return text
    # Translators: how the list of finished games writes a date's month: "number" (two
    # digits, "11") or "name" (its short name, the "month" entries: "Nov").  Write exactly
    # one of these two English words
    by_name = pgettext("date month", "number") == "name"
    # Translators: the date and time a game finished: {year} and {day} are numbers ({day} of
    # two digits when the month is a number), {month} the month as the entry "number" above
    # says, {time} "18:52"; write it as your language does, e.g. "{day} {month} {year}, {time}"
    return _("{year}-{month}-{day} {time}").format(
        year=year, month=month_words(month) if by_name else f"{month:02d}",
        day=day if by_name else f"{day:02d}", time=text[11:16])


def level_words(level: str) -> str:
    """A computer level by its title ("Hard"), in the language in use."""
    return _(LEVEL_TITLES.get(level, level.title()))


def variant_words(record: Record) -> str:
    """The variant's title and any option not at its default ("Standard 4×4 · Board:
    Shifting")."""
    game = games().get(record.game)
    if game is None or record.variant not in game.variants:
        return record.variant
    v = game.variants[record.variant]
    words = [_(v.title)] + [f"{_(o.title)}: {o.label(record.options[o.name])}" for o in v.options
                         if o.name in record.options and record.options[o.name] != o.default]
    return " · ".join(words)


def seat_words(record: Record, seat: int) -> str:
    """A seat as the list names it: the person's name (issue 50), "Player N" for a person
    without one."""
    return record.name(seat) or default_name(seat)


def opponents(record: Record) -> str:
    """Who played against the person ("Hard, Medium", "Ana, Medium": a friend by their name;
    "hot seat" when all are people, "hot seat: Ana, Ben" when they have names)."""
    others = [record.name(seat) or level_words(p) for seat, p in enumerate(record.players)
              if p != "human"]
    if not others:
        if len(record.players) == 1:
            # Translators: a game played alone (Collapsi's puzzle)
            return _("solo")
        if any(record.names):
            # Translators: {names} are the players' names, "Ana, Ben"
            return _("hot seat: {names}").format(names=", ".join(
                seat_words(record, seat) for seat in range(len(record.players))))
        # Translators: a game of people passing one device round
        return _("hot seat")
    # Translators: the opponents, "vs Hard, Medium"
    return _("vs {opponents}").format(opponents=", ".join(others))


def result_words(record: Record) -> str:
    """The result as the person at this device reads it: You won, You lost, A draw, Solved."""
    winners = (record.result or {}).get("winners") or []
    humans = [seat for seat, p in enumerate(record.players) if p == "human"]
    if len(record.players) == 1:
        return _("Solved") if winners else _("Not solved")
    if not winners:
        return _("No winner")
    if len(winners) == len(record.players):
        return _("A draw")
    if len(humans) == 1:
        if humans[0] not in winners:
            return _("You lost")
        return _("You won") if len(winners) == 1 else _("You shared the win")
    names = [seat_words(record, w) for w in winners]
    # Translators: {names} are the winners' names, joined by "and" ("Ana and Ben won")
    return ngettext("{names} won", "{names} won", len(names)).format(
        names=_(" and ").join(names))


def describe(record: Record) -> tuple[str, str]:
    """(title line, detail line) of a finished game."""
    game = games().get(record.game)
    title = game.title if game else record.game
    moves = len(record.moves)
    return (f"{title} · {variant_words(record)}",
            f"{result_words(record)} · {opponents(record)} · "
            + ngettext("{n} move", "{n} moves", moves).format(n=moves))


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
        self.buttons = [self.back_button(pgettext("button", "Menu"), self.back)]
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
                                       pgettext("button", "Review"),
                                       self._open(entry, review=True),
                                       icon="hint", name=f"review{start + i}", size=17))
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        y = H - 84
        if self.page > 0:
            self.buttons.append(Button((left, y, 180, 52), pgettext("button", "Newer"),
                                       self._turn(-1),
                                       icon="prev", name="newer"))
        if self.page < pages - 1:
            self.buttons.append(Button((W - left - 180, y, 180, 52), pgettext("button", "Older"),
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
            self.put(Button(button, pgettext("button", "Review"), self._open(entry, review=True),
                            icon="hint",
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
            return _("Games you finish are kept here to replay")
        if self.app.touch:
            return ngettext("{n} on this device · tap one to replay it, or review it",
                            "{n} on this device · tap one to replay it, or review it",
                            count).format(n=count)
        return ngettext("{n} on this device · click one to replay it, or review it",
                        "{n} on this device · click one to replay it, or review it",
                        count).format(n=count)

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
        self.top_bar(surface, _("Finished games"), self.subtitle())

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_widgets(surface)
        if self.scroller is not None:
            with draw.clip(surface, self.scroller.view):
                for rect, entry in self.rows:
                    self._draw_row_compact(surface, self.on_page(rect), entry)
            self.scroller.draw_bar(surface)
            if not self.entries:
                draw.text(surface, _("No finished games yet."), (self.app.size[0] / 2, 200), 18,
                          theme.TEXT_MUTED, False, "center")
            return
        for rect, entry in self.rows:
            record = Record.from_json(entry["record"])
            title, detail = describe(record)
            when = finished_words(entry["finished"])
            date = draw.text(surface, when, (rect.right - REVIEW_W - 34, rect.y + 20), 15,
                             theme.TEXT_DIM, False, "midright")
            # a long variant's title gives way to the date: smaller, then shortened
            title, size = draw.fit(title, 19, date.x - 16 - (rect.x + 24), True, smallest=15)
            draw.text(surface, title, (rect.x + 24, rect.y + 20), size, theme.TEXT, True,
                      "midleft")
            draw.text(surface, detail, (rect.x + 24, rect.y + 45), 15, theme.TEXT_MUTED, False,
                      "midleft")
        if not self.entries:
            draw.text(surface, _("No finished games yet."), (self.app.size[0] / 2, 300), 20,
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
        when = finished_words(entry["finished"])
        draw.text(surface, when, (rect.x + 14, rect.bottom - 12), 13, theme.TEXT_DIM, False,
                  "bottomleft")
