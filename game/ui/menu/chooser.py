"""Which game to resume, when more than one game of a game is in progress (a game against the
computer, the solo puzzle and any number of friend games each keep a save of their own,
game/table/saves.py): a sheet over the menu with one entry per game, the last moved first,
each naming the rules, the opponents, whose turn it is and when it last moved; a friend game
waiting for this device's move is marked.  Escape or Back returns to the menu."""

from __future__ import annotations

import datetime
import time

import pygame

from game.core.i18n import _, ngettext, pgettext
from game.table.seats import FRIEND, HUMAN
from game.table.session import Table

from game.ui import draw, theme
from game.ui.menu.finished import day_words, level_words, variant_words
from game.ui.widgets.ask import OverScene
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button

ROW_H = 64


def when_words(moved: float | None, now: float | None = None) -> str:
    """When a game last moved, in words ("" where the store cannot tell)."""
    if moved is None:
        return ""
    ago = max(0.0, (time.time() if now is None else now) - moved)
    if ago < 60:
        return _("moved just now")
    if ago < 3600:
        minutes = int(ago // 60)
        # Translators: when a game last moved; "min": minutes, short
        return ngettext("moved {n} min ago", "moved {n} min ago", minutes).format(n=minutes)
    if ago < 86400:
        hours = int(ago // 3600)
        # Translators: when a game last moved; "h": hours, short
        return ngettext("moved {n} h ago", "moved {n} h ago", hours).format(n=hours)
    day = datetime.datetime.fromtimestamp(moved)
    # Translators: when a game last moved; {date} is a day, "3 Nov"
    return _("moved {date}").format(date=day_words(day.day, day.month))


def describe(record, moved: float | None = None, now: float | None = None):
    """(the rules, the opponents · whose turn · when it last moved, waiting for you): a
    friend game is waiting for you when one of this device's seats is to move."""
    state = Table.from_record(record).state
    players = record.players
    friends = [state.seat_name(s) for s, p in enumerate(players) if p == FRIEND]
    levels = list(dict.fromkeys(level_words(p) for p in players if p not in (HUMAN, FRIEND)))
    if friends:
        # Translators: {names} are friends' names ("with Ana, a friend")
        who = ngettext("with {names}, a friend", "with {names}, friends", len(friends)).format(
            names=", ".join(friends))
        if levels:
            # Translators: {who} is "with Ana, a friend", {levels} the computer's levels
            who = _("{who} · and the computer · {levels}").format(
                who=who, levels=", ".join(levels))
    elif levels:
        # Translators: {levels} are the computer's levels, "Hard, Medium"
        who = _("against the computer · {levels}").format(levels=", ".join(levels))
    else:
        who = _("hot seat") if len(players) > 1 else _("solo")
    seat = state.to_move
    mover = players[seat]
    mine = players.count(HUMAN) > 1
    # Translators: whose turn it is in a game in progress; {name} is a player's name
    to_move = _("{name} to move").format(name=state.seat_name(seat))
    turn = (to_move if mine else _("your move")) if mover == HUMAN \
        else to_move if mover == FRIEND else _("the computer to move")
    waiting = bool(friends) and mover == HUMAN
    second = " · ".join(w for w in (who, turn, when_words(moved, now)) if w)
    # Translators: a game in progress: {variant} is its rules ("Big board 6×6"), {move} the
    # number of the move to come
    return _("{variant} · move {move}").format(variant=variant_words(record),
                                               move=len(record.moves) + 1), second, waiting


class Entry(Button):
    """One game in progress: two lines of words, marked when it waits for you."""

    def __init__(self, rect, words, action, name):
        super().__init__(rect, "", action, name=name)
        self.first, self.second, self.waiting = words

    def _draw(self, surface, mouse) -> None:
        super()._draw(surface, mouse)
        r = self.rect
        room = r.w - 28
        if self.waiting:
            # Translators: a badge on a friend game waiting for this player's move
            tag = _("YOUR MOVE")
            w = draw.text_width(tag, 12, True) + 16
            badge = pygame.Rect(r.right - 12 - w, r.y + 9, w, 20)
            draw.rounded_rect(surface, (*theme.GOLD, 255), badge, 10)
            draw.text(surface, tag, badge.center, 12, theme.TEXT_DARK, True, "center")
            room -= w + 8
        first, size = draw.fit(self.first, 16, room, True, smallest=13)
        draw.text(surface, first, (r.x + 14, r.y + 10), size, theme.TEXT, True)
        second, size = draw.fit(self.second, 14, r.w - 28, smallest=12)
        draw.text(surface, second, (r.x + 14, r.y + 36), size,
                  theme.GOLD if self.waiting else theme.TEXT_MUTED)


class ChooserScene(OverScene):
    name = "chooser"

    def __init__(self, app, under: Scene, game):
        super().__init__(app)
        self.under, self.game = under, game
        self.games = app.unfinished.games(game.name)
        now = time.time()
        self.words = [describe(record, app.store.modified(key), now)
                      for key, record in self.games]
        self._backdrop: pygame.Surface | None = None
        self.fit()

    def layout(self) -> None:
        """The sheet in the middle: a title, the entries (on a page that scrolls when they
        do not fit) and Back."""
        W, H = self.app.size
        table = self.app.shape == TABLE
        width = min(620, W - 16)
        pad = 24 if table else 12
        rows = len(self.games) * (ROW_H + 8) - 8
        height = min(H - 16, 56 + rows + 16 + 48 + pad)
        self.box = box = pygame.Rect(0, 0, width, height)
        box.center = (W // 2, H // 2)
        self.buttons = []
        self.start_page(pygame.Rect(box.x + pad, box.y + 56, box.w - 2 * pad,
                                    box.h - 56 - 16 - 48 - pad))
        for i, ((key, _record), words) in enumerate(zip(self.games, self.words, strict=True)):
            rect = pygame.Rect(0, i * (ROW_H + 8), box.w - 2 * pad, ROW_H)
            self.put(Entry(rect, words, self._resume(key), f"resume:{key}"), rect)
        self.end_page(rows)
        self.buttons.append(Button((box.centerx - 80, box.bottom - pad - 48, 160, 48),
                                   pgettext("button", "Back"), self.back, name="back",
                                   size=17))
        self._backdrop = None

    def _resume(self, key):
        return lambda: self.app.screens.resume(self.game.name, key)

    def look(self):
        return round(self.scroller.offset) if self.scroller is not None else None

    def paint_box(self, layer) -> None:
        box = self.box
        count = len(self.games)
        # Translators: {n} games of {game} ("3 Coloretto games in progress")
        title, size = draw.fit(ngettext("{n} {game} game in progress",
                                        "{n} {game} games in progress", count).format(
                                   n=count, game=self.game.title), 22,
                               box.w - 32, True, smallest=16)
        draw.text(layer, title, (box.centerx, box.y + 30), size, theme.TEXT, True, "center")

    def draw_over(self, surface) -> None:
        if self.scroller is not None:
            self.scroller.draw_bar(surface)
        self.draw_widgets(surface)
