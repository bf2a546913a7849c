"""The main menu: one tile per registered game, with Play, Rules and (if a game of it is under
way) Resume, which asks which game when several of it are (game/ui/menu/chooser.py)."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext, pgettext
from game.table import guides, saves
from game.table.registry import games
from game.table.session import Table

from game.ui import draw, theme
from game.ui.menu.chooser import ChooserScene, describe
from game.ui.scene import Scene
from game.ui.menu.tiles import TileFaces
from game.ui.screen import PORTRAIT, TABLE
from game.ui.menu.setup import SetupScene
from game.ui.trouble import trouble_box
from game.ui.widgets.controls import Button

# what the table is: every way to play, not only the computer
SUBTITLE = N_("Four board and card games: play the computer, pass one device around, or "
              "send a friend a link")
SUBTITLE_SHORT = N_("Play the computer, pass the device, or send a friend a link")

TILE_H = 470
# Translators: the app's name, in capitals at the top of the menu
TITLE = N_("GAME TABLE")


class Notice(Button):
    """The menu's message that must not go unseen (damaged data set aside, a link that would
    not open): a red box at the foot, one paragraph per message; a click or tap on it (or
    Enter once focused) closes it, and nothing under it is pressed meanwhile."""

    def __init__(self, scene, text: str):
        W, H = scene.app.size
        self.text_size = 16 if scene.app.shape == TABLE else 14
        step = self.text_size + 6
        width = min(900, W - 48)
        self.lines = [line for paragraph in text.split("\n")
                      for line in draw.wrap(paragraph, self.text_size, width)]
        self.hint = _("Tap to close") if scene.app.touch else _("Click to close")
        box = pygame.Rect(0, 0, min(940, W - 16), 16 + step * (len(self.lines) + 1) + 6)
        box.midbottom = (W // 2, scene.notice_bottom())
        super().__init__(box, "", scene.close_notice, name="notice")

    def _draw(self, surface, mouse) -> None:
        box, size = self.rect, self.text_size
        step = size + 6
        draw.rounded_rect(surface, (120, 40, 36, 250), box, 12)
        if self.contains(mouse):
            draw.rounded_rect(surface, (255, 255, 255, 120), box, 12, 2)
        for i, line in enumerate(self.lines):
            draw.text(surface, line, (box.centerx, box.y + 8 + step // 2 + step * i), size,
                      theme.TEXT, False, "center")
        draw.text(surface, self.hint, (box.centerx, box.bottom - 8 - step // 2), size - 2,
                  theme.TEXT_MUTED, False, "center")


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        self.games = list(games().values())
        self.tiles: list[tuple[pygame.Rect, object]] = []
        self.resumes: dict[str, str] = {}     # per game: what Resume goes on with
        self.counts: dict[str, int] = {}      # per game: how many games of it are in progress
        for game in self.games:
            found = app.unfinished.games(game.name)
            self.counts[game.name] = len(found)
            self.resumes[game.name] = self._summary(found)
        self.notice = app.notice        # told once: taken from the app when shown (enter)
        self.notice_box: Notice | None = None
        self.faces = TileFaces(self)
        self.fit()

    def enter(self) -> None:
        """The notice is the player's now (a menu made ahead, never shown, leaves it)."""
        if self.app.notice == self.notice:
            self.app.notice = ""

    def layout(self) -> None:
        """The tiles side by side (a table, a phone on its side) or one under another on a
        page that scrolls (a phone held upright)."""
        app = self.app
        W, H = app.size
        self.buttons = []
        self.tiles = []
        self.scroller = None
        self.title_x: int | None = None     # a phone's title: centred, or from there on
        shape = app.shape
        if shape == TABLE:
            self._table_tiles(W, H)
        elif shape == PORTRAIT:
            self._portrait_tiles(W, H)
        else:
            self._landscape_tiles(W, H)
        # one title size and one text size for every tile: the largest at which every title
        # fits the tile's width and every tagline fits its lines
        top = 30 if shape == TABLE else 20
        self.title_size, self.text_size = top, (17 if shape == TABLE else 14)
        lines = 3 if shape == TABLE else 2
        for rect, game in self.tiles:
            room = self.faces.text_room(rect).w
            while self.title_size > 16 and draw.text_width(game.title, self.title_size,
                                                           True) > room:
                self.title_size -= 1
            tagline = app.view(game).words.tagline()
            while self.text_size > (13 if shape == TABLE else 12) and \
                    len(draw.wrap(tagline, self.text_size, room)) > lines:
                self.text_size -= 1
        self._place_notice()

    def _row_buttons(self, game, area: pygame.Rect, put) -> None:
        """A phone held upright: Play and How to play side by side, or Resume, New game and
        the rules' book when a game of it is left unfinished."""
        guide = self._has_guide(game)
        bulb = 48 + 8 if guide else 0          # the guided game's button at the right end
        if self.resumes.get(game.name):
            book = 48
            w = (area.w - book - bulb - 2 * 8) // 2
            row = [(pygame.Rect(area.x, area.y, w, area.h), pgettext("button", "Resume"),
                    self._resume(game), "primary", "play", f"resume:{game.name}", ""),
                   (pygame.Rect(area.x + w + 8, area.y, w, area.h),
                    pgettext("button", "New game"),
                    self._play(game), "secondary", None, f"play:{game.name}", ""),
                   (pygame.Rect(area.right - bulb - book, area.y, book, area.h), "",
                    self._rules(game), "secondary", "book", f"rules:{game.name}",
                    _("How to play"))]
        else:
            w = (area.w - bulb - 8) // 2
            row = [(pygame.Rect(area.x, area.y, w, area.h), pgettext("button", "Play"),
                    self._play(game), "primary", "play", f"play:{game.name}", ""),
                   (pygame.Rect(area.x + w + 8, area.y, area.w - bulb - w - 8, area.h),
                    _("How to play"), self._rules(game), "secondary", "book",
                    f"rules:{game.name}", "")]
        if guide:
            row.append((pygame.Rect(area.right - 48, area.y, 48, area.h), "",
                        self._guide(game), "secondary", "hint", f"guide:{game.name}",
                        _("Guided game")))
        for rect, label, action, style, icon, name, tip in row:
            put(Button(rect, label, action, style=style, icon=icon, name=name, size=17,
                       tip=tip), rect)

    def _table_tiles(self, W, H) -> None:
        app = self.app
        n = max(1, len(self.games))
        gap = 32
        tile_w = min(420, (W - 120 - gap * (n - 1)) // n)
        total = n * tile_w + (n - 1) * gap
        x = (W - total) // 2
        y = 196 + max(0, (H - 720) // 2)
        for game in self.games:
            rect = pygame.Rect(x, y, tile_w, TILE_H)
            self.tiles.append((rect, game))
            inner = rect.inflate(-48, 0)
            resume = bool(self.resumes.get(game.name))
            if resume:
                bw = (inner.w - 12) // 2
                # two buttons in half a tile: labels a size down keep clear of their sides
                self.buttons.append(Button((inner.x, rect.bottom - 128, bw, 52),
                                           pgettext("button", "Resume"),
                                           self._resume(game), style="primary", icon="play",
                                           size=17, name=f"resume:{game.name}"))
                self.buttons.append(Button((inner.x + bw + 12, rect.bottom - 128, bw, 52),
                                           pgettext("button", "New game"), self._play(game),
                                           size=17, name=f"play:{game.name}"))
            else:
                self.buttons.append(Button((inner.x, rect.bottom - 128, inner.w, 52),
                                           pgettext("button", "Play"),
                                           self._play(game), style="primary", icon="play",
                                           size=21, name=f"play:{game.name}"))
            bulb = 46 + 10 if self._has_guide(game) else 0
            self.buttons.append(Button((inner.x, rect.bottom - 66, inner.w - bulb, 46),
                                       _("How to play"), self._rules(game), icon="book",
                                       name=f"rules:{game.name}"))
            if bulb:
                self.buttons.append(Button((inner.right - 46, rect.bottom - 66, 46, 46), "",
                                           self._guide(game), icon="hint", size=22,
                                           name=f"guide:{game.name}", tip=_("Guided game")))
            x += tile_w + gap
        # the corners: finished games, a link, puzzles, statistics and settings
        self.buttons.append(Button((20, 12, 170, 44), _("Finished games"), app.screens.history,
                                   icon="replay", style="ghost", size=17, name="history"))
        self.buttons.append(Button((200, 12, 236, 44), _("Open a link or code"),
                                   app.screens.link_screen, icon="link", style="ghost", size=17,
                                   name="open-link"))
        self.buttons.append(Button((W - 452, 12, 120, 44), _("Puzzles"), app.screens.puzzles,
                                   icon="target", style="ghost", size=17, name="puzzles"))
        self.buttons.append(Button((W - 326, 12, 150, 44), _("Statistics"), app.screens.stats,
                                   icon="chart", style="ghost", size=17, name="stats"))
        self.buttons.append(Button((W - 170, 12, 150, 44), _("Settings"),
                                   lambda: app.screens.settings(), icon="gear", style="ghost",
                                   size=17, name="settings"))

    def _phone_corners(self, W, puzzles_and_statistics: bool = True) -> None:
        """The top bar's icons, and on its side Puzzles and Statistics with their words at
        the right (the title then moves left if it would meet them); upright the bar has no
        room for them beside the title, so they lead the page (_portrait_tiles)."""
        app = self.app
        self.buttons.append(Button((6, 4, 44, 44), "", app.screens.history, icon="replay",
                                   style="ghost", name="history", tip=_("Finished games"),
                                   size=22))
        self.buttons.append(Button((54, 4, 44, 44), "", app.screens.link_screen, icon="link",
                                   style="ghost", name="open-link", tip=_("Open a link"),
                                   size=22))
        if puzzles_and_statistics:
            size, gap = 16, 4
            pairs = [(label, draw.text_width(label, size) + size + 8 + 24, action, icon,
                      name) for label, action, icon, name in self._puzzles_and_statistics()]
            x = W - 54 - gap - sum(w for _label, w, *_rest in pairs) - gap * (len(pairs) - 1)
            title_w = draw.text_width(_(TITLE), 22, True)
            if W / 2 + title_w / 2 + 12 > x:
                self.title_x = 108
            for label, w, action, icon, name in pairs:
                self.buttons.append(Button((x, 4, w, 44), label, action, icon=icon,
                                           style="ghost", name=name, size=size))
                x += w + gap
        self.buttons.append(Button((W - 50, 4, 44, 44), "", lambda: app.screens.settings(),
                                   icon="gear", style="ghost", name="settings",
                                   tip=_("Settings"), size=22))

    def _puzzles_and_statistics(self) -> list[tuple]:
        """(label, action, icon, name) of the two that lead a phone's menu."""
        return [(_("Puzzles"), self.app.screens.puzzles, "target", "puzzles"),
                (_("Statistics"), self.app.screens.stats, "chart", "stats")]

    def _landscape_tiles(self, W, H) -> None:
        """A phone on its side: the four tiles in a row under a slim bar."""
        self._phone_corners(W)
        n = max(1, len(self.games))
        gap = 8
        top = 56
        tile_w = (W - 2 * 8 - gap * (n - 1)) // n
        tile_h = H - top - 8
        for i, game in enumerate(self.games):
            rect = pygame.Rect(8 + i * (tile_w + gap), top, tile_w, tile_h)
            self.tiles.append((rect, game))
            rows = 3 if self.resumes.get(game.name) else 2
            h = 44
            area = pygame.Rect(rect.x + 8, rect.bottom - 8 - rows * h - (rows - 1) * 8,
                               rect.w - 16, rows * h + (rows - 1) * 8)
            self._stack_buttons(game, area)

    def _stack_buttons(self, game, area) -> None:
        """Resume, New game (if a game is left) or Play, and How to play, one per row."""
        def put(button, rect):
            self.buttons.append(button)
        rows = [(pgettext("button", "Resume"), self._resume(game), "primary", "play",
                 f"resume:{game.name}"),
                (pgettext("button", "New game"), self._play(game), "secondary", None,
                 f"play:{game.name}")] \
            if self.resumes.get(game.name) else \
            [(pgettext("button", "Play"), self._play(game), "primary", "play",
              f"play:{game.name}")]
        rows.append((_("How to play"), self._rules(game), "secondary", "book",
                     f"rules:{game.name}"))
        h = (area.h - 8 * (len(rows) - 1)) // len(rows)
        for i, (label, action, style, icon, name) in enumerate(rows):
            rect = pygame.Rect(area.x, area.y + i * (h + 8), area.w, h)
            if i == len(rows) - 1 and self._has_guide(game):
                # the guided game's button beside How to play
                rect.w -= h + 6
                self.buttons.append(Button((rect.right + 6, rect.y, h, h), "",
                                           self._guide(game), icon="hint", size=20,
                                           name=f"guide:{game.name}", tip=_("Guided game")))
            put(Button(rect, label, action, style=style, icon=icon, name=name, size=16), rect)

    def _portrait_tiles(self, W, H) -> None:
        """A phone held upright: the tiles one under another on a page that scrolls."""
        self._phone_corners(W, puzzles_and_statistics=False)
        view = pygame.Rect(0, 56 + 52, W, H - 56 - 52)
        self.start_page(view)
        # Puzzles and Statistics first, in words: in the first screen, as on a table
        w = (W - 24 - 8) // 2
        for i, (label, action, icon, name) in enumerate(self._puzzles_and_statistics()):
            rect = pygame.Rect(12 + i * (w + 8), 4, w, 48)
            self.put(Button(rect, label, action, style="secondary", icon=icon, name=name,
                            size=17), rect)
        y = 4 + 48 + 12
        for game in self.games:
            h = 204
            rect = pygame.Rect(12, y, W - 24, h)
            self.tiles.append((rect, game))
            area = pygame.Rect(rect.x + 14, rect.bottom - 14 - 48, rect.w - 28, 48)
            self._row_buttons(game, area, self.put)
            y += h + 12
        self.end_page(y)

    _ahead: list | None = None

    def ahead(self) -> list:
        """Per game: the game Resume goes on with, the setup screen, the rules page."""
        if self._ahead is None:
            app, self._ahead = self.app, []
            for game in self.games:
                record = None if app.unfinished.paused_game(game.name) is not None else \
                    app.unfinished.record(game.name)
                if record is not None:
                    self._ahead.append((("resume", game.name),
                                        lambda r=record: app.screens.table_scene(
                                            Table.from_record(r))))
                self._ahead.append((("setup", game.name), lambda g=game: SetupScene(app, g)))
                self._ahead += app.screens.rules_ahead(game, self)
        return self._ahead

    def _summary(self, found) -> str:
        """What Resume goes on with (one game in progress), or how many there are and how
        many friend games wait for this device's move."""
        if len(found) == 1:
            key, record = found[0]
            return self.app.unfinished.summary(record.game, key)
        if not found:
            return ""
        waiting = sum(describe(record)[2] for _key, record in found)
        count = len(found)
        if waiting:
            # Translators: {n} games in progress, {waiting} of them friend games waiting for
            # this player's move
            return ngettext("{n} game in progress · {waiting} waiting for your move · "
                            "choose one",
                            "{n} games in progress · {waiting} waiting for your move · "
                            "choose one", count).format(n=count, waiting=waiting)
        return ngettext("{n} game in progress · choose one",
                        "{n} games in progress · choose one", count).format(n=count)

    def _play(self, game):
        return lambda: self.app.screens.game(game)

    def _guide(self, game):
        return lambda: self.app.screens.guide(game)

    @staticmethod
    def _has_guide(game) -> bool:
        return guides.guide_for(game.name) is not None

    def _resume(self, game):
        """Resume: the game in progress, or the choice of them when there are several."""
        if self.counts.get(game.name, 0) > 1:
            return lambda: self.app.goto(ChooserScene(self.app, self, game))
        return lambda: self.app.screens.resume(game.name)

    def _rules(self, game):
        return lambda: self.app.screens.rules(game, back_to=self)

    def key(self, key, mod=0) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.games and self.focus is None:
            self.app.screens.setup(self.games[0])
        else:
            super().key(key, mod)

    def static_key(self):
        # the tiles are part of the static layer, drawn again when the page scrolls
        return self.app.shape, self.look()[0]

    def look(self):
        return (round(self.scroller.offset) if self.scroller is not None else None,
                self.notice)

    def update(self, dt: float) -> None:
        """Anything the app was told while the menu is open is shown at once."""
        if self.app.notice:
            self.notice = f"{self.notice}\n{self.app.notice}".strip()
            self.app.notice = ""
            self._place_notice()
        elif self.notice_box is not None and self.notice_box.rect.bottom != self.notice_bottom():
            self._place_notice()

    def notice_bottom(self) -> int:
        """The notice's foot: over the words the app puts at the foot of every screen while
        games cannot be saved (trouble_box), if any."""
        box = trouble_box(self.app.size, saves.trouble(self.app.store))
        return box.top - 6 if box is not None else self.app.size[1] - 8

    def _place_notice(self) -> None:
        self.notice_box = Notice(self, self.notice) if self.notice else None

    def close_notice(self) -> None:
        self.notice = ""
        self._place_notice()

    def widgets(self) -> list:
        """The notice last (drawn over the tiles), though it sees the pointer first."""
        return self.buttons + ([self.notice_box] if self.notice_box is not None else [])

    def handle(self, event) -> bool:
        if self.notice_box is not None and self.notice_box.handle(event):
            return True
        return super().handle(event)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.scroller is not None:
            self.scroller.draw_bar(surface)
        self.draw_widgets(surface)

    def draw_static(self, surface) -> None:
        W, H = self.app.size
        shape = self.app.shape
        if shape == TABLE:
            y = max(0, (H - 720) // 2)
            title, size = _(TITLE), 58
            corners = [b.rect for b in self.buttons if b.name in ("open-link", "puzzles")]
            if any(r.bottom > 82 + y - size // 2 for r in corners):
                # the title's line reaches the corners' row: it stays between their buttons
                # (a longer name than GAME TABLE gets smaller type)
                room = 2 * min(abs(r.centerx - W / 2) - r.w / 2 for r in corners) - 4
                title, size = draw.fit(title, size, room, True, smallest=40)
            draw.text(surface, title, (W / 2, 82 + y), size, theme.TEXT, True, "center")
            w = draw.text_width(title, size, True)
            for side in (-1, 1):
                x = W / 2 + side * (w / 2 + 40)
                draw.line(surface, theme.GOLD, (x - 22, 82 + y), (x + 22, 82 + y), 2)
                draw.circle(surface, theme.GOLD, (x + side * 30, 82 + y), 4)
            draw.text(surface, _(SUBTITLE), (W / 2, 136 + y), 19, theme.TEXT_MUTED, False,
                      "center")
            draw.text(surface, _("Tap a game to begin") if self.app.touch else
                      _("Click a game to begin"), (W / 2, H - 26), 15, theme.TEXT_DIM, False,
                      "center")
        else:
            bar = pygame.Rect(0, 0, W, 52)
            draw.rounded_rect(surface, (0, 0, 0, 60), bar, 0)
            draw.rounded_rect(surface, (255, 255, 255, 26), (0, bar.bottom, W, 1), 0)
            # the title between the bar's buttons (a longer name gets smaller type)
            around = [b.rect for b in self.buttons if b.rect.bottom <= bar.bottom]
            if self.title_x is None:
                room = 2 * min((abs(r.centerx - W / 2) - r.w / 2 for r in around),
                               default=W / 2) - 8
                title, size = draw.fit(_(TITLE), 22, room, True, smallest=16)
                draw.text(surface, title, (W / 2, bar.centery), size, theme.TEXT, True,
                          "center")
            else:
                room = min((r.left for r in around if r.left > self.title_x),
                           default=W) - self.title_x - 8
                title, size = draw.fit(_(TITLE), 22, room, True, smallest=16)
                draw.text(surface, title, (self.title_x, bar.centery), size, theme.TEXT, True,
                          "midleft")
            if shape == PORTRAIT:
                line, size = draw.fit(_(SUBTITLE_SHORT), 14, W - 24, smallest=12)
                draw.text(surface, line, (W / 2, 52 + 28), size, theme.TEXT_MUTED, False,
                          "center")
        if self.scroller is None:
            for rect, game in self.tiles:
                self.faces.draw(surface, rect, game)
            return
        with draw.clip(surface, self.scroller.view):
            for rect, game in self.tiles:
                screen_rect = self.on_page(rect)
                if screen_rect.colliderect(self.scroller.view):
                    self.faces.draw(surface, screen_rect, game)

