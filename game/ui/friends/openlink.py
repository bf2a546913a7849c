""""Open a link or code" (from the menu): a field where a player pastes a share link, or types
or pastes its game code; Open (or Enter) opens it like `--open`.  A broken one says why and
keeps the screen and the text, so a typo can be mended.

A friend's link opens only once the computer's moves it brings are made again on this device
(game/table/friends.py): an expert's search each, seconds in all for a long link.  This screen
shows that check going on ("Checking the computer's moves (3 of 12)…"), a few milliseconds of
it per frame, then opens the game or says why the link is refused.  A link the app was
started with (`--open`, the page's address) that needs the check is shown here too.  Opening
a link, here or from the address (share.py, `open_link`), is an `Opening`; a link with moves
made for this device's seat elsewhere asks first (`ask_take_over`).

In the browser the field is a real text box of the page laid over the canvas (page.py,
`show_field`): a canvas gets no on-screen keyboard on a phone and no Paste from its menu, a
text box gets both; the app reads what it holds every frame."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.table import friends, links
from game.table import names as person
from game.table.records import RecordError
from game.table.seats import LEVELS, PEOPLE
from game.table.session import Table

from game.ui import draw, page, theme
from game.ui.scene import Scene
from game.ui.play.controller import listed
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button

MAX_CHARS = 4000        # far beyond any game's link; a runaway paste stops here


def clipboard_text() -> str | None:
    """The clipboard's text, natively; None where it cannot be read (the browser only lets a
    page read it asynchronously, after asking: there Ctrl+V types it into the field)."""
    if page.BROWSER:
        return None
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return text if isinstance(text, str) else None


class OpenLinkScene(Scene):
    name = "open-link"

    def __init__(self, app, text: str = "", opening: Opening | None = None,
                 from_address: bool = False):
        """`opening`: a link (`text`) being checked already; `from_address`: it came with
        the app's start (`--open`, the page's address), so a refusal goes to the menu's
        notice, as a broken link given there does."""
        super().__init__(app)
        self.text = text
        self.problem = ""
        self.pasting: page.Paste | None = None
        self.opening = opening      # a friend's link being checked (Opening), until it opens
        self.from_address = from_address
        self.fit()
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def layout(self) -> None:
        """The field across the screen, Paste and Clear under it and Open at the right (a
        table), or Open across the foot of the field's column (a phone)."""
        W, H = self.app.size
        table = self.app.shape == TABLE
        self.buttons = [self.back_button(_("Menu"), self.back)]
        if table:
            left = max(160, (W - 960) // 2)
            self.field = pygame.Rect(left, 170, W - 2 * left, 200)
            y = self.field.bottom + 28
            self.buttons += [
                self._open_button((self.field.right - 220, y, 220, 54)),
                Button((self.field.x, y, 170, 54), _("Paste"), self.paste, name="paste"),
                Button((self.field.x + 186, y, 150, 54), _("Clear"), self.clear, name="clear")]
            self.problem_y = self.field.bottom + 104
        else:
            top = 52 + self.subtitle_height(self.subtitle()) + 26
            wide = self.app.shape != "portrait"
            height = min(140, H - top - 8 - 48 - 8 - (0 if wide else 56))
            self.field = pygame.Rect(12, top, W - 24, max(64, height))
            y = self.field.bottom + 10
            if wide:                # on its side: the three in one row
                w = (W - 24 - 2 * 8) // 3
                self.buttons += [
                    Button((12, y, w, 48), _("Paste"), self.paste, name="paste"),
                    Button((12 + w + 8, y, w, 48), _("Clear"), self.clear, name="clear"),
                    self._open_button((W - 12 - w, y, w, 48))]
                self.problem_y = y + 56
            else:
                w = (W - 24 - 8) // 2
                self.buttons += [
                    Button((12, y, w, 48), _("Paste"), self.paste, name="paste"),
                    Button((W - 12 - w, y, w, 48), _("Clear"), self.clear, name="clear"),
                    self._open_button((12, y + 56, W - 24, 48))]
                self.problem_y = y + 112
        self._show_field()

    def _open_button(self, rect) -> Button:
        self.open_btn = Button(rect, _("Open"), self.open, style="primary", icon="play",
                               name="open", enabled=self.opening is None)
        return self.open_btn

    def subtitle(self) -> str:
        if self.app.shape == TABLE:
            return _("Paste a game link someone shared with you, or type its game code")
        return _("Paste a game link someone sent you, or type its game code")

    # --- the page's own text box (the browser) ---------------------------------------------------
    def _show_field(self) -> None:
        """In the browser: the page's text box over the field (CSS px of the page)."""
        zoom = self.app.viewport.zoom
        inner = self.field.inflate(-24, -20)
        page.show_field(tuple(round(v * zoom) for v in inner), self.text, placeholder(),
                        round(17 * zoom))

    def enter(self) -> None:
        self._show_field()

    def leave(self) -> None:
        page.hide_field()

    def update(self, dt: float) -> None:
        typed = page.field_text()
        if typed is not None and typed != self.text:
            self.text, self.problem, self.opening = typed[:MAX_CHARS], "", None
        if self.opening is not None:
            self._check(self.app.ai_time())
        self.open_btn.enabled = self.opening is None     # Open again only once it is done
        if page.field_submitted():
            self.open()
        if self.pasting is not None:
            state = self.pasting.poll()
            if state != "pending":
                got, self.pasting = self.pasting, None
                if state == "pasted":
                    self._pasted(got.text)
                else:
                    self.problem = (
                        _("The browser did not let the game read the clipboard: hold a "
                          "finger in the field and choose Paste.") if self.app.touch else
                        _("The browser did not let the game read the clipboard: paste with "
                          "Ctrl+V (⌘V)."))

    # --- the text ------------------------------------------------------------------------------
    def type(self, text: str) -> None:
        self.text = (self.text + text.replace("\n", " ").replace("\r", ""))[:MAX_CHARS]
        self.problem, self.opening = "", None

    def paste(self) -> None:
        if page.BROWSER:        # the browser answers later (and may ask the player first)
            self.pasting = page.Paste()
            return
        self._pasted(clipboard_text())

    def _pasted(self, text) -> None:
        if text is None:
            self.problem = (_("The clipboard cannot be read here: paste with Ctrl+V (⌘V), or "
                              "type the code.") if not self.app.touch else
                            _("The clipboard cannot be read here: type the code."))
        elif not text.strip():
            self.problem = _("The clipboard is empty.")
        else:
            self.type(text.strip())
            page.set_field_text(self.text)

    def clear(self) -> None:
        self.text, self.problem, self.opening = "", "", None
        page.set_field_text("")

    def open(self, take_over: bool = False) -> None:
        """Open the link or code in the field: at once, or once a friend's link is checked
        (`update` goes on with the check frame by frame).  A link with moves made for this
        device's seat on another device asks first whether its person takes the game over
        (`take_over`: they said yes)."""
        if self.opening is not None:
            return                  # being checked already
        if not self.text.strip():
            self.problem = _("Paste a link or type a game code first.")
            return
        try:
            self.opening = Opening(self.app, self.text, take_over)
        except friends.TakeOver as offer:
            ask_take_over(self.app, offer, self, self._take_over)
            return
        except RecordError as exc:
            self.refused(exc)
            return
        self._check(self.app.ai_budget)

    def _take_over(self) -> None:
        """Its person said yes: back here, the link opened as theirs."""
        self.app.goto(self)
        self.open(take_over=True)

    def _check(self, seconds: float) -> None:
        """The check for about `seconds` more; the game opens once it is done."""
        try:
            if self.opening.step(seconds):
                opening, self.opening = self.opening, None
                opening.open()
        except RecordError as exc:
            self.refused(exc)

    def refused(self, exc: RecordError) -> None:
        """Why the link cannot be opened: under the field, or on the menu for a link the app
        was started with.  Nothing was kept from it."""
        self.opening = None
        if self.from_address:
            self.app.notice = _("This link cannot be opened: {reason}").format(reason=exc)
            self.app.screens.menu()
        else:
            # Translators: {reason} says why, in the records' words
            self.problem = _("This cannot be opened: {reason}").format(reason=exc)

    def checking(self) -> str:
        """The check under way, in words ("" when none is)."""
        return self.opening.progress() if self.opening is not None else ""

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.type(getattr(event, "text", ""))
            return True
        return super().handle(event)

    def key(self, key, mod=0) -> None:
        ctrl = mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if key == pygame.K_BACKSPACE:
            self.text, self.problem, self.opening = self.text[:-1], "", None
        elif key == pygame.K_v and ctrl:
            self.paste()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
            self.open()
        elif key == pygame.K_SPACE:
            return              # typed as text, not a press of the focused button
        else:
            super().key(key, mod)

    def back(self) -> None:
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        self.app.screens.menu()

    def busy(self) -> bool:
        return self.pasting is not None or self.opening is not None

    # --- drawing -------------------------------------------------------------------------------
    def draw_static(self, surface) -> None:
        self.top_bar(surface, _("Open a link or code"), self.subtitle())
        draw.text(surface, _("Link or game code"), (self.field.x, self.field.y - 26), 16,
                  theme.TEXT_MUTED, True)

    def look(self):
        return (self.text, self.problem, self.checking())

    def draw(self, surface) -> None:
        super().draw(surface)
        draw.panel(surface, self.field, fill=(6, 28, 20, 220), radius=14)
        inner = self.field.inflate(-40, -32) if self.app.shape == TABLE else \
            self.field.inflate(-24, -20)
        if page.field_shown():
            pass                # the page's own text box shows the text and its caret
        elif self.text:
            lines = draw.split_long(self.text, 17, inner.w)
            shown = lines[-(inner.h // 24):]        # the end, where the caret is
            for i, line in enumerate(shown):
                r = draw.text(surface, line, (inner.x, inner.y + 24 * i), 17, theme.GOLD_LIGHT)
            caret = (r.right + 2, r.y + 2)
        else:
            draw.text(surface, placeholder(), (inner.x, inner.y), 17,
                      theme.TEXT_DIM)
            caret = (inner.x, inner.y + 2)
        if not page.field_shown() and (self.app.calm or int(self.app.time * 2) % 2 == 0):
            draw.line(surface, theme.TEXT, caret, (caret[0], caret[1] + 19), 2)  # blinks
        self.draw_widgets(surface)
        checking = self.checking()
        if checking:
            self._draw_checking(surface, checking)
        if self.problem:
            lines = draw.wrap(self.problem, 17, self.field.w - 40)
            box = pygame.Rect(self.field.x, self.problem_y, self.field.w,
                              20 + 24 * len(lines))
            draw.rounded_rect(surface, (120, 40, 36, 235), box, 12)
            for i, line in enumerate(lines):
                draw.text(surface, line, (box.centerx, box.y + 22 + 24 * i), 17, theme.TEXT,
                          False, "center")

    def _draw_checking(self, surface, words: str) -> None:
        """The check under way, where a refusal would show: what it does, why, and a bar of
        how far it is."""
        table = self.app.shape == TABLE
        size = 17 if table else 15
        width = self.field.w - 40
        lines = draw.wrap(words, size, width, True)
        about = draw.wrap(_("A friend's link opens once the computer's moves it brings are "
                            "made again on this device."), size - 2, width)
        box = pygame.Rect(self.field.x, self.problem_y, self.field.w,
                          18 + 24 * len(lines) + 20 * len(about) + 30)
        draw.rounded_rect(surface, theme.PANEL_SOLID, box, 12)
        y = box.y + 18
        for line in lines:
            draw.text(surface, line, (box.centerx, y), size, theme.TEXT, True, "midtop")
            y += 24
        for line in about:
            draw.text(surface, line, (box.centerx, y), size - 2, theme.TEXT_MUTED, False,
                      "midtop")
            y += 20
        got = self.opening.receiving
        bar = pygame.Rect(box.x + 20, box.bottom - 18, box.w - 40, 6)
        draw.rounded_rect(surface, theme.BUTTON, bar, 3)
        done = bar.copy()
        done.w = round(bar.w * got.checked / max(1, got.total))
        if done.w:
            draw.rounded_rect(surface, theme.GOLD, done, 3)


def placeholder() -> str:
    """What the empty field shows: a link's shape, or a code's."""
    # Translators: the empty field's example; keep the link and the code, translate "or"
    return _("https://…/?g=…  or  1Q4hQ7…")


def seated(table: Table) -> Table:
    """`table`, if the setup screen could have made its seats (people and levels only)."""
    seated_names(table.seats)
    return table


def seated_names(players) -> None:
    """RecordError unless the setup screen could have made these seats."""
    unknown = [p for p in players if p not in PEOPLE and p not in LEVELS]
    if unknown:
        raise RecordError(f"unknown player {unknown[0]!r} in the link")


def moves_words(numbers: list[int]) -> str:
    """"move 4", "moves 4 and 6", "moves 4, 6 and 8", "5 moves from move 4"."""
    # Translators: the moves named in "{name} played {moves} of this game on another device"
    if len(numbers) == 1:
        return _("move {n}").format(n=numbers[0])
    if len(numbers) <= 3:
        # Translators: {numbers} is a list of move numbers, "4, 6 and 8"
        return _("moves {numbers}").format(numbers=listed([str(n) for n in numbers]))
    return _("{count} moves from move {first}").format(count=len(numbers), first=numbers[0])


def ask_take_over(app, offer: friends.TakeOver, under, take) -> None:
    """Ask whether this device's person takes the game over from a link that has moves made
    for their seat on another device (their other device, or a forgery, which they know):
    over `under` (Escape, Not now: back to it), `take` on yes.  docs/friends.md."""
    from game.ui.widgets.ask import AskScene
    who, moves = offer.name, moves_words(offer.moves)
    if offer.over:
        title = _("See the end as {name} on this device?").format(name=who)
        body = _("{name} played {moves} of this game on another device. If that was you, see "
                 "the end here: the game goes to Finished games.").format(name=who, moves=moves)
        answer = _("See the end")
    else:
        title = _("Continue as {name} on this device?").format(name=who)
        body = _("{name} played {moves} of this game on another device. If that was you, play "
                 "on here and stop playing it there: that device gets the game's moves only "
                 "from links, as before.").format(name=who, moves=moves)
        answer = _("Continue as {name}").format(name=who)
    app.goto(AskScene(app, under, title, body,
                      [(answer, take, "take-over"), (_("Not now"), lambda: app.goto(under),
                                                     "not-now")]))


class Opening:
    """A link being opened.  Decoded and replayed at once (RecordError says why it cannot
    be); a friend's game is then received (friends.Receiving): the quick refusals at once,
    and the computer's moves it adds made again in slices (`step`, `progress`) before it
    opens (`open`).  Nothing of this device's games is touched before `open`."""

    def __init__(self, app, link: str, take_over: bool = False):
        """`take_over`: this device's person takes the game over from the link (moves made
        for their seat on another device are theirs); without it such a link raises
        friends.TakeOver."""
        self.app = app
        record = links.decode(link)
        self.receiving: friends.Receiving | None = None
        self.table: Table | None = None
        if not friends.is_friend_game(record):
            self.table = seated(Table.from_record(record))
            return
        seated_names(record.players)
        self.receiving = friends.Receiving(record, app.unfinished.held(record),
                                           friends.finished_games(app.store, record.game),
                                           take_over, person.load(app.store))

    def step(self, seconds: float) -> bool:
        """Check for about `seconds` more; True once the link can open (RecordError for a
        friend's link refused)."""
        return self.receiving is None or self.receiving.step(seconds)

    def progress(self) -> str:
        """What the check is doing, in words ("" when there is nothing to check)."""
        got = self.receiving
        if got is None or got.total == 0:
            return ""
        return _("Checking the computer's moves ({n} of {total})…").format(
            n=min(got.checked + 1, got.total), total=got.total)

    def open(self) -> None:
        """The checked link's game on the screen: a friend's game going on with the one held
        here (saved as it goes), the final link of one finished here (its replay: nothing to
        keep), or a game this device does not hold (asking before it replaces another)."""
        if self.receiving is None:
            self.app.screens.table(self.table)
            return
        got = self.receiving.finish()
        table = seated(got.table)
        if got.holds == friends.FINISHED or (got.holds is None and table.is_over()):
            self.app.goto(self.app.screens.table_scene(table, replay=True))
        elif got.holds is None and not person.asked(self.app.store):
            # a friend's game new to this device: its person's name first, the first time
            # (their seat is named by it, and their links carry it back)
            from game.ui.widgets.namebox import ask_once

            def named() -> None:
                me = person.load(self.app.store)
                if me:
                    names = list(table.names) or [""] * len(table.seats)
                    for seat in table.humans:
                        names[seat] = names[seat] or me
                    table.set_names(names)
                self.app.screens.table(table, False, got.news_from)
            ask_once(self.app, self.app.scene, named)
        else:
            self.app.screens.table(table, got.holds == friends.CURRENT, got.news_from)
