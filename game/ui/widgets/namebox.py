"""A name asked in a box over the screen (issue 50): the person's own, the first time they sit
at a game here (`ask_once`) or from Settings, or a seat's on the setup screen.  A field, OK
and a second answer ("Not now" the first time, else "Cancel"); Enter answers OK, Escape the
other.  In the browser the field is the page's real text box laid over the canvas, as on the
"Open a link or code" screen (page.show_field): a phone's keyboard comes up for it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.i18n import _, pgettext
from game.table import names as person
from game.table.seats import MAX_PERSON_NAME, clean_name

from game.ui import draw, page, theme
from game.ui.widgets.ask import OverScene
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button


class NameScene(OverScene):
    name = "name"

    def __init__(self, app, under, title: str, body: str, text: str,
                 done: Callable[[str], None], other: str | None = None,
                 skipped: Callable[[], None] | None = None):
        """`done(name)` with the cleaned name ("" for none) on OK; `skipped()` (else back to
        `under`) on the other answer, labelled `other` (Cancel by default)."""
        super().__init__(app)
        self.under, self.title, self.body = under, title, body
        self.text = text
        self.done, self.skipped = done, skipped
        self.other = other if other is not None else pgettext("button", "Cancel")
        self._backdrop: pygame.Surface | None = None
        self.fit()
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def layout(self) -> None:
        W, H = self.app.size
        table = self.app.shape == TABLE
        width = min(520, W - 24)
        pad = 32 if table else 18
        self.lines = draw.wrap(self.body, 16, width - 2 * pad)
        height = 64 + 22 * len(self.lines) + 16 + 52 + 20 + 50 + 24
        box = pygame.Rect(0, 0, width, height)
        box.center = (W // 2, min(H // 2, max(height // 2 + 8, H // 3)))  # above a keyboard
        self.box = box
        top = box.y + 64 + 22 * len(self.lines) + 8
        self.field = pygame.Rect(box.x + pad, top, box.w - 2 * pad, 52)
        side = (box.w - 2 * pad - 12) // 2
        y = self.field.bottom + 20
        self.buttons = [
            Button((box.x + pad, y, side, 50), pgettext("button", "OK"), self.answer,
                   style="primary", name="name-ok"),
            Button((box.right - pad - side, y, side, 50), self.other, self.skip,
                   name="name-skip")]
        self._backdrop = None
        self._show_field()

    def _show_field(self) -> None:
        zoom = self.app.viewport.zoom
        inner = self.field.inflate(-16, -12)
        page.show_field(tuple(round(v * zoom) for v in inner), self.text, _("Your name"),
                        round(18 * zoom))

    def enter(self) -> None:
        self._show_field()

    def leave(self) -> None:
        page.hide_field()
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass

    def update(self, dt: float) -> None:
        typed = page.field_text()
        if typed is not None and typed != self.text:
            self.text = typed[:MAX_PERSON_NAME * 4]
        if page.field_submitted():
            self.answer()

    # --- answers -------------------------------------------------------------------------------
    def answer(self) -> None:
        self.app.goto(self.under)
        self.done(clean_name(self.text))

    def skip(self) -> None:
        self.app.goto(self.under)
        if self.skipped is not None:
            self.skipped()

    back = skip

    def type(self, text: str) -> None:
        self.text = (self.text + text.replace("\n", " "))[:MAX_PERSON_NAME * 4]

    def handle(self, event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.type(getattr(event, "text", ""))
            return True
        return super().handle(event)

    def key(self, key, mod=0) -> None:
        if key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
            self.answer()
        elif key == pygame.K_ESCAPE:
            self.skip()
        elif key == pygame.K_SPACE:
            return              # typed as text, not a press of the focused button
        else:
            super().key(key, mod)

    def look(self):
        return self.text

    # --- drawing -------------------------------------------------------------------------------
    def paint_box(self, layer) -> None:
        box = self.box
        title, size = draw.fit(self.title, 24, box.w - 32, True, smallest=17)
        draw.text(layer, title, (box.centerx, box.y + 38), size, theme.TEXT, True, "center")
        for i, line in enumerate(self.lines):
            draw.text(layer, line, (box.centerx, box.y + 64 + 22 * i), 16, theme.TEXT_MUTED,
                      False, "midtop")

    def draw_over(self, surface) -> None:
        draw.panel(surface, self.field, fill=(6, 28, 20, 240), radius=12)
        inner = self.field.inflate(-24, -12)
        if not page.field_shown():
            shown = clean_name(self.text) if len(self.text) > MAX_PERSON_NAME else self.text
            if shown:
                text, size = draw.fit(shown, 19, inner.w - 6, True, smallest=14)
                r = draw.text(surface, text, (inner.x, inner.centery), size, theme.GOLD_LIGHT,
                              True, "midleft")
                caret = r.right + 2
            else:
                draw.text(surface, _("Your name"), (inner.x, inner.centery), 18, theme.TEXT_DIM,
                          False, "midleft")
                caret = inner.x
            if self.app.calm or int(self.app.time * 2) % 2 == 0:
                draw.line(surface, theme.TEXT, (caret, inner.centery - 11),
                          (caret, inner.centery + 11), 2)
        self.draw_widgets(surface)


def ask_once(app, under, then: Callable[[], None]) -> None:
    """`then()` at once when the person was asked their name before; else, the first time,
    the question first (their answer, or none, remembered: never asked again)."""
    if person.asked(app.store):
        then()
        return

    def done(name: str) -> None:
        person.save(app.store, name)
        then()

    def skipped() -> None:
        person.save(app.store, "")
        then()

    app.goto(NameScene(
        app, under, _("What is your name?"),
        _("It names your seat in games and goes with the links you send friends. "
          "Change it any time in Settings."), "", done, pgettext("button", "Not now"),
        skipped))
