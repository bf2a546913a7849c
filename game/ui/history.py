"""The list of finished games on this device, newest first; a click opens one in the replay
viewer, its Review button opens it with the game's review under way."""

from __future__ import annotations

import pygame

from game.table import saves
from game.table.records import Record
from game.table.registry import games

from . import draw, theme
from .scene import Scene
from .widgets import Button

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


def opponents(record: Record) -> str:
    """Who played against the person ("Hard, Medium"; "hot seat" when all are people)."""
    others = [p.title() for p in record.players if p != "human"]
    if not others:
        return "hot seat" if len(record.players) > 1 else "solo"
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
    return " and ".join(f"Player {w + 1}" for w in winners) + " won"


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
        self.build()

    def build(self) -> None:
        self.buttons = [Button((20, 12, 130, 44), "Menu", self.back, icon="back",
                               style="ghost", name="back")]
        self.rows = []
        start = self.page * PER_PAGE
        for i, entry in enumerate(self.entries[start:start + PER_PAGE]):
            rect = pygame.Rect(160, 100 + i * 74, theme.WIDTH - 320, 64)
            self.rows.append((rect, entry))
            row = rect.inflate(-REVIEW_W - 10, 0).move(-(REVIEW_W + 10) // 2, 0)
            self.buttons.append(Button(row, "", self._open(entry), name=f"game{start + i}"))
            self.buttons.append(Button((rect.right - REVIEW_W, rect.y, REVIEW_W, rect.h),
                                       "Review", self._open(entry, review=True),
                                       icon="hint", name=f"review{start + i}", size=17))
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        y = theme.HEIGHT - 84
        if self.page > 0:
            self.buttons.append(Button((160, y, 180, 52), "Newer", self._turn(-1),
                                       icon="prev", name="newer"))
        if self.page < pages - 1:
            self.buttons.append(Button((theme.WIDTH - 340, y, 180, 52), "Older",
                                       self._turn(1), icon="next", name="older"))

    def _turn(self, step):
        def turn():
            self.page += step
            self.build()
            self._static = None
        return turn

    def _open(self, entry, review: bool = False):
        def open_it():
            record = Record.from_json(entry["record"])
            self.app.open_replay(record, back_to=self, review=review)
        return open_it

    def back(self) -> None:
        self.app.open_menu()

    def static_key(self):
        return self.page

    def draw_static(self, surface) -> None:
        count = len(self.entries)
        self.top_bar(surface, "Finished games",
                     f"{count} on this device · click one to replay it, or review it" if count else
                     "Games you finish are kept here to replay")

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_widgets(surface)
        for rect, entry in self.rows:
            record = Record.from_json(entry["record"])
            title, detail = describe(record)
            draw.text(surface, title, (rect.x + 24, rect.y + 20), 19, theme.TEXT, True,
                      "midleft")
            draw.text(surface, detail, (rect.x + 24, rect.y + 45), 15, theme.TEXT_MUTED, False,
                      "midleft")
            when = entry["finished"].replace("T", " ")[:16]
            draw.text(surface, when, (rect.right - REVIEW_W - 34, rect.y + 20), 15,
                      theme.TEXT_DIM, False, "midright")
        if not self.entries:
            draw.text(surface, "No finished games yet.", (theme.WIDTH / 2, 300), 20,
                      theme.TEXT_MUTED, False, "center")
