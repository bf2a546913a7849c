"""The "Copy link" screen: the game as a share link (game/table/links.py), with its moves (a
position to continue, or a finished game to replay) or the deal alone, copied to the
clipboard; and `open_link`, a link the app starts with (`main.py --open LINK`, or the page's
own address in the browser), opened as openlink.py's `Opening` opens any link."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.table import friends, links
from game.table.records import RecordError

from game.ui import draw, page, theme
from game.ui.draw import split_long
from game.ui.friends.openlink import OpenLinkScene, Opening, ask_take_over
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button


class ShareScene(Scene):
    """Two links of the game shown by `play` (the game screen): with the moves so far, and
    the deal alone; each shown in full and copied by a button."""

    name = "share"
    TITLE = N_("Share this game")

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.status = ""
        self.copying: page.Copy | None = None
        record = play.table.record()
        finished = play.table.is_over()
        # a deployed page (or the browser's own address) gives whole links; without one the
        # game code alone, which "Open a link or code" on the menu opens
        self.site = links.site_base(page.address())
        try:
            self.links = self.shared_links(record, self.site, finished)
        except RecordError as exc:              # a position set up by hand: no deal to share
            self.links = []
            # Translators: {reason} says why, in the records' words
            self.status = _("This game cannot be shared: {reason}").format(reason=exc)
        self.fit()

    def layout(self) -> None:
        """A table: each link in a panel with its Copy button beside it.  A phone: the
        panels one under another on a page that scrolls, each Copy button under its link."""
        W, H = self.app.size
        self.buttons = [self.back_button(_("Back"), self.back)]
        self.scroller = None
        self.boxes = []
        copy = _("Copy link") if self.site else _("Copy code")
        if self.app.shape == TABLE:
            left, y = max(140, (W - 1000) // 2), 110
            for i, (_title, _about, link) in enumerate(self.links):
                lines = split_long(link, 15, W - 2 * left - 300)
                # three lines of the link in 176 points; a longer message (another
                # language's words around a code) makes its box taller
                box = pygame.Rect(left, y, W - 2 * left, max(176, 110 + 22 * len(lines)))
                self.boxes.append((box, lines, 15))
                y = box.bottom + 24
                self.buttons.append(Button((box.right - 240, box.y + 46, 220, 52),
                                           copy, self._copy(link), style="primary",
                                           name=f"copy{i}"))
            return
        top = 52 + self.subtitle_height(self.subtitle())
        self.start_page(pygame.Rect(0, top, W, H - 56 - top))
        y = 4
        for i, (_title, about, link) in enumerate(self.links):
            width = W - 24 - 32
            lines = split_long(link, 13, width)
            if len(lines) > 6:
                lines = lines[:5] + [draw.fit(lines[5] + "…", 13, width)[0]]
            about_lines = draw.wrap(about, 14, width)
            h = 16 + 24 + 18 * len(about_lines) + 8 + 17 * len(lines) + 12 + 48 + 16
            box = pygame.Rect(12, y, W - 24, h)
            self.boxes.append((box, lines, 13))
            rect = pygame.Rect(box.x + 16, box.bottom - 16 - 48, box.w - 32, 48)
            self.put(Button(rect, copy, self._copy(link), style="primary",
                            name=f"copy{i}"), rect)
            y += h + 12
        self.end_page(y)

    def subtitle(self) -> str:
        if self.site:
            return _("Anyone with the link opens the same game")
        return (_("Anyone with the code opens the same game: on the menu, Open a link or code")
                if self.app.shape == TABLE else
                _("Anyone with the code opens the same game (the menu's link button)"))

    @staticmethod
    def shared_links(record, site, finished):
        """(title, what it opens, the link, or its game code when there is no site); a share
        screen of its own shares something else (a puzzle's result: game/ui/puzzles/scene.py)."""
        def made(moves):
            return links.encode(record, moves, site) if site else links.payload(record, moves)
        n = len(record.moves)
        return [
            (_("Replay this game") if finished else
             ngettext("This position ({n} move)", "This position ({n} moves)", n).format(n=n),
             _("Opens the same deal, rules and seats with every move made so far: a finished "
               "game opens in the replay viewer") if finished else
             _("Opens the same deal, rules and seats with every move made so far, ready to "
               "continue"),
             made(True)),
            (_("The deal only"), _("The same deal, rules and seats, from the first move"),
             made(False)),
        ]

    def _copy(self, link):
        def copy():
            self.copying = page.Copy(link)
        return copy

    def busy(self) -> bool:
        return self.copying is not None and self.copying.state == "pending"

    def update(self, dt: float) -> None:
        if self.copying is None:
            return
        link = bool(self.site)
        state = self.copying.poll()
        if state == "pending":
            self.status = _("Copying…")
        elif state == "copied":
            self.status = _("Copied to the clipboard.")
        elif self.copying.shown:
            self.status = (_("The browser did not allow copying: the link is shown over the "
                             "game.") if link else
                           _("The browser did not allow copying: the code is shown over the "
                             "game.")) + " " + (_("Hold a finger on it and choose Copy.")
                                                if self.app.touch
                                                else _("Press Ctrl+C (⌘C) to copy it."))
        else:
            self.status = (_("The clipboard is not available here: copy the link by hand.")
                           if link else
                           _("The clipboard is not available here: copy the code by hand."))

    def back(self) -> None:
        self.app.goto(self.play)

    def static_key(self):
        return self.app.touch

    def look(self):
        return (self.status, round(self.scroller.offset) if self.scroller else None)

    def draw_static(self, surface) -> None:
        self.top_bar(surface, _(self.TITLE), self.subtitle())
        if self.app.shape != TABLE:
            return
        for (box, lines, size), (title, about, _link) in zip(self.boxes, self.links, strict=True):
            draw.panel(surface, box, radius=18)
            draw.text(surface, title, (box.x + 28, box.y + 34), 21, theme.TEXT, True, "midleft")
            about, fitted = draw.fit(about, 15, box.w - 300, smallest=13)
            draw.text(surface, about, (box.x + 28, box.y + 64), fitted, theme.TEXT_MUTED,
                      False, "midleft")
            for k, line in enumerate(lines):
                draw.text(surface, line, (box.x + 28, box.y + 96 + 22 * k), size,
                          theme.GOLD_LIGHT)

    def draw(self, surface) -> None:
        super().draw(surface)
        W, H = self.app.size
        if self.scroller is not None:
            with draw.clip(surface, self.scroller.view):
                for (box, lines, size), (title, about, _link) in zip(self.boxes, self.links,
                                                                      strict=True):
                    box = self.on_page(box)
                    draw.panel(surface, box, radius=14)
                    x, width = box.x + 16, box.w - 32
                    title, fitted = draw.fit(title, 17, width, True, smallest=14)
                    draw.text(surface, title, (x, box.y + 16), fitted, theme.TEXT, True)
                    y = box.y + 16 + 24
                    for line in draw.wrap(about, 14, width):
                        draw.text(surface, line, (x, y), 14, theme.TEXT_MUTED)
                        y += 18
                    y += 8
                    for line in lines:
                        draw.text(surface, line, (x, y), size, theme.GOLD_LIGHT)
                        y += 17
            self.scroller.draw_bar(surface)
        self.draw_widgets(surface)
        if self.status:
            lines = draw.wrap(self.status, 16 if self.app.shape == TABLE else 14, W - 32, True)
            y = H - 60 if self.app.shape == TABLE else H - 10 - 18 * len(lines)
            for line in lines:
                draw.text(surface, line, (W / 2, y), 16 if self.app.shape == TABLE else 14,
                          theme.TEXT, True, "center")
                y += 20


def open_link(app, link: str, take_over: bool = False) -> bool:
    """Open the game a link describes (`--open`, the page's own address): continued at its
    position, or, when it is over, in the replay viewer; a friend's game as this device plays
    it (game/table/friends.py), with the moves since its player last moved shown first.  A
    friend's link whose computer moves take a while to make again opens on the "Open a link
    or code" screen, which shows the check going on and then opens it.  A broken link, or a
    friend's link refused, leaves a notice and the menu (the games here are kept); returns
    False then, else True (opened, being checked, or asked first).  A link with moves made
    for this device's seat on another device asks first whether its person takes the game
    over here (`ask_take_over`; `take_over`: they said yes)."""
    try:
        opening = Opening(app, link, take_over)
        if opening.step(app.ai_budget):
            opening.open()
            return True
    except friends.TakeOver as offer:
        app.screens.menu()
        ask_take_over(app, offer, app.scene, lambda: open_link(app, link, True))
        return True
    except RecordError as exc:
        # Translators: {reason} says why, in the records' words
        app.notice = _("This link cannot be opened: {reason}").format(reason=exc)
        app.screens.menu()
        return False
    app.goto(OpenLinkScene(app, link, opening, from_address=True))
    return True
