"""Settings → Language: Automatic (the browser's or the system's language, named) and each
language the app speaks by its own name.  A choice is taken at once, remembered with the
settings, and leads back to Settings in its words (docs/i18n.md)."""

from __future__ import annotations

import pygame

from game.core import i18n
from game.core.i18n import _

from game.ui.language import AUTOMATIC, automatic
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button


def chosen_words(choice: str) -> str:
    """The setting as Settings shows it: a language's own name, or Automatic and the one it
    is now."""
    if choice == AUTOMATIC:
        # Translators: the language setting left to the browser or the system; {language}
        # is the language that gives now, by its own name ("Automatic: Deutsch")
        return _("Automatic: {language}").format(language=i18n.LANGUAGES[automatic()])
    return i18n.LANGUAGES[choice]


class LanguageScene(Scene):
    """One button a language, the one in use lit; a page that scrolls where the screen is
    short (a phone on its side)."""

    name = "languages"

    def __init__(self, app, back_to):
        super().__init__(app)
        self.back_to = back_to
        self.fit()

    def layout(self) -> None:
        W, H = self.app.size
        table = self.app.shape == TABLE
        self.buttons = [self.back_button(_("Back"), self.back)]
        top = self.bar_height() + (16 if table else 4)
        self.start_page(pygame.Rect(0, top, W, H - top))
        width, step = min(420, W - 24), (58 if table else 54)
        x, y = (W - width) // 2, 8
        for code in [AUTOMATIC, *i18n.LANGUAGES]:
            rect = (x, y, width, step - 8)
            self.put(Button(rect, chosen_words(code), self._choose(code), style="toggle",
                            selected=code == self.app.settings.language, size=18,
                            name=f"language:{code or 'automatic'}"), rect)
            y += step
        self.end_page(y + 8)

    def _choose(self, code: str):
        def choose() -> None:
            self.app.settings.language = code
            self.app.apply_settings()
            self.back()
        return choose

    def back(self) -> None:
        self.app.goto(self.back_to)

    def key(self, key: int, mod: int = 0) -> None:
        if self.scroller is not None and self.focus is None and self.scroller.key(key):
            self.scrolled()
        else:
            super().key(key, mod)

    def draw_static(self, surface) -> None:
        if self.app.shape == TABLE:
            self.top_bar(surface, _("Language"), _("Every screen and rules page"))
        else:
            self.top_bar(surface, _("Language"))

    def look(self):
        return round(self.scroller.offset) if self.scroller is not None else None

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.scroller is not None:
            self.scroller.draw_bar(surface)
        self.draw_widgets(surface)
