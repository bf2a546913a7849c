"""The player's settings, remembered between sessions (App.store, key "settings"), and the
screen that changes them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

import pygame

from game import __version__
from game.core import i18n
from game.core.i18n import N_, _, percent, pgettext
from game.table import names as person

from game.ui import draw, theme
from game.ui.scene import Scene
from game.ui.menu.languages import LanguageScene, chosen_words
from game.ui.widgets.namebox import NameScene
from game.ui.screen import PORTRAIT, TABLE
from game.ui.widgets.controls import Button, Choice

KEY = "settings"
# Animation speeds: a factor on every move animation's clock ("off" ends them at once).
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "off": 1000.0}
# Translators: the speeds of the animations in Settings
SPEED_TITLES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
                "off": N_("Off")}
VOLUMES = (0.25, 0.5, 0.75, 1.0)
ROWS = 9            # the settings' rows: language, seven choices, the name
# Translators: at the foot of Settings; {version} is the app's version number, "1.4.0"
VERSION = N_("Version {version}")  # at the screen's foot, left of Done


def version_words() -> str:
    """The app's version as Settings shows it: "Version 1.4.0"."""
    return _(VERSION).format(version=__version__)


@dataclass
class Settings:
    sound: bool = True
    volume: float = 0.75
    speed: str = "normal"          # a key of SPEEDS
    symbols: bool = True           # colour-blind symbols on balls, tiles and cards
    tap_preview: bool = True       # by touch, a first tap shows a move, a second plays it
    confirm: bool = False          # every chosen move waits for Confirm, by mouse too
    no_undo: bool = False          # serious games: no undo, no redo, no hints
    language: str = ""             # a key of i18n.LANGUAGES; "": the browser's or system's

    @classmethod
    def from_json(cls, data: dict) -> Settings:
        """The settings in `data`, each value checked; anything unknown or malformed falls
        back to its default (a damaged value never stops the app)."""
        s = cls()
        for f in fields(cls):
            value = data.get(f.name, getattr(s, f.name))
            default = getattr(s, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool) \
                    and 0.0 <= value <= 1.0
            elif f.name == "language":
                ok = value == "" or value in i18n.LANGUAGES
            else:
                ok = value in SPEEDS
            setattr(s, f.name, value if ok else default)
        return s

    def to_json(self) -> dict:
        return asdict(self)


def load(store) -> Settings:
    return Settings.from_json(store.load(KEY, {}, valid=lambda v: isinstance(v, dict)))


def save(store, settings: Settings) -> None:
    store.save(KEY, settings.to_json())


class SettingsScene(Scene):
    """On/off switches and choices, each saved the moment it changes."""

    name = "settings"

    def __init__(self, app, back_to=None):
        super().__init__(app)
        self.back_to = back_to
        self.rows: list[tuple[str, str, int]] = []
        self.fit()

    def layout(self) -> None:
        self.build()

    def build(self) -> None:
        """A table: each setting's name and hint on the left, its choices on the right.  A
        phone: one under another on a page that scrolls, Done in a bar at the foot."""
        s = self.app.settings
        W, H = self.app.size
        table = self.app.shape == TABLE
        self.buttons = [self.back_button(pgettext("button", "Back"), self.back)]
        self.rows = []
        self.scroller = None
        if table:
            left = max(60, (W - 1000) // 2)
            step = 62 if H >= ROWS * 62 + 240 else 56    # the nine rows and Done in 720
            self.panel = pygame.Rect(left, 90, W - 2 * left, ROWS * step + 22)
            # the choices at the panel's right, the names and hints in what is left
            w = min(440, self.panel.w - 40 - 460)
            x0 = self.panel.right - 40 - w
            self.words_w = x0 - 24 - (self.panel.x + 40)    # the names' and hints' column
            y = 112
        else:
            self.dock = pygame.Rect(0, H - 64, W, 64)
            self.start_page(pygame.Rect(0, 52, W, self.dock.y - 52))
            wide = self.app.shape != PORTRAIT
            x0, w = (12 + 260, W - 24 - 260) if wide else (12, W - 24)
            step, y = (64 if wide else 0), 10

        def button_row(title, hint, label, action, name):
            """A row whose button shows the setting and opens a screen to change it."""
            nonlocal y
            self.rows.append((title, hint, y))
            if table or self.app.shape != PORTRAIT:
                top = y
            else:
                top = y + 26 + 16 * len(draw.wrap(hint, 13, W - 24)[:2]) + 4
                y = top + 46 + 22 - step
            rect = (x0, top, w, 50 if table else 46)
            button = Button(rect, label, action, name=name, size=17)
            if table:
                self.buttons.append(button)
            else:
                self.put(button, rect)

        def row(title, hint, values, labels, value, change, name):
            nonlocal y
            self.rows.append((title, hint, y))
            if table or self.app.shape != PORTRAIT:
                top = y
            else:       # upright: the name, the hint's lines, then the choices
                top = y + 26 + 16 * len(draw.wrap(hint, 13, W - 24)[:2] if hint else ()) + 4
                y = top + 46 + 22 - step
            choice = Choice((x0, top, w, 50 if table else 46), values, labels, value, change,
                            name=name)
            if table:
                self.buttons.append(choice)
            else:
                self.put_choice(choice)

        # Translators: a setting's two choices
        on, off = pgettext("setting", "On"), pgettext("setting", "Off")
        button_row(_("Language"), _("Automatic follows the browser or the system"),
                   chosen_words(s.language),
                   lambda: self.app.goto(LanguageScene(self.app, self)), "language")
        y += step
        row(_("Sound"), _("Short effects for moves, collections, refusals and wins"),
            [True, False], [on, off], s.sound, self._set("sound"), "sound")
        y += step
        row(_("Volume"), "", list(VOLUMES), [percent(v) for v in VOLUMES],
            min(VOLUMES, key=lambda v: abs(v - s.volume)), self._set("volume"), "volume")
        y += step
        row(_("Animations"), _("How fast moves are shown"), list(SPEEDS),
            [_(SPEED_TITLES[k]) for k in SPEEDS], s.speed, self._set("speed"), "speed")
        y += step
        row(_("Colour symbols"), _("A shape on every colour, for colour-blind eyes"),
            [True, False], [on, off], s.symbols, self._set("symbols"), "symbols")
        y += step
        row(_("Preview by touch"),
            _("A first tap shows what a move does, a second tap plays it"),
            [True, False], [on, off], s.tap_preview, self._set("tap_preview"), "tap-preview")
        y += step
        row(_("Confirm moves"), _("Every move waits for Confirm, by mouse too"),
            [False, True], [off, on], s.confirm, self._set("confirm"), "confirm")
        y += step
        # Translators: the setting's two choices are "Allowed" and "Off"
        row(_("Undo and hints"), _("Off for serious games: no take-backs, no help"),
            [False, True], [_("Allowed"), off], s.no_undo, self._set("no_undo"), "no-undo")
        y += step
        # the person's name (issue 50): a button showing it, which asks for another
        button_row(_("Your name"), _("Names your seat, and goes with the links you send friends"),
                   person.load(self.app.store) or _("Not given: Player 1, 2..."),
                   self._ask_name, "name")
        if table:
            self.done = Button((W // 2 - 110, H - 84, 220, 56), pgettext("button", "Done"),
                               self.back, style="primary", name="done")
        else:
            self.end_page(y + step + 10)
            self.done = Button((W - 12 - min(W - 24, 220), self.dock.y + 8, min(W - 24, 220),
                                48), pgettext("button", "Done"), self.back, style="primary",
                               name="done")
        self.buttons.append(self.done)

    def _ask_name(self) -> None:
        def done(name: str) -> None:
            person.save(self.app.store, name)
            self.build()
        self.app.goto(NameScene(self.app, self, _("Your name"),
                                _("It names your seat in games and goes with the links you "
                                  "send friends. Left empty, your seat is Player 1, 2..."),
                                person.load(self.app.store), done))

    def _set(self, name):
        def change(value):
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
        return change

    def back(self) -> None:
        if self.back_to is not None:
            self.app.goto(self.back_to)
        else:
            self.app.screens.menu()

    def key(self, key: int, mod: int = 0) -> None:
        if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
        elif self.scroller is not None and self.focus is None and self.scroller.key(key):
            self.scrolled()
        else:
            super().key(key, mod)

    def draw_static(self, surface) -> None:
        if self.app.shape != TABLE:
            self.top_bar(surface, _("Settings"))
            return
        self.top_bar(surface, _("Settings"), _("Remembered on this device"))
        draw.panel(surface, self.panel, radius=20)
        draw.text(surface, version_words(), (self.panel.x, self.done.rect.centery), 13,
                  theme.TEXT_MUTED, False, "midleft")
        x = self.panel.x + 40
        for title, hint, y in self.rows:
            title, size = draw.fit(title, 20, self.words_w, True, smallest=16)
            draw.text(surface, title, (x, y + 14), size, theme.TEXT, True, "midleft")
            if hint:
                hint, size = draw.fit(hint, 14, self.words_w, smallest=12)
                draw.text(surface, hint, (x, y + 38), size, theme.TEXT_DIM, False, "midleft")

    def look(self):
        return round(self.scroller.offset) if self.scroller is not None else None

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.scroller is not None:
            wide = self.app.shape != PORTRAIT
            width = 248 if wide else self.app.size[0] - 24
            with draw.clip(surface, self.scroller.view):
                for title, hint, y in self.rows:
                    p = self.on_page(pygame.Rect(12, y, 1, 1))
                    draw.text(surface, title, (p.x, p.y + (4 if wide else 2)), 17, theme.TEXT,
                              True)
                    for i, line in enumerate(draw.wrap(hint, 13, width)[:2] if hint else ()):
                        draw.text(surface, line, (p.x, p.y + 25 + 16 * i), 13, theme.TEXT_DIM)
            self.scroller.draw_bar(surface)
            draw.rounded_rect(surface, (0, 0, 0, 70), self.dock, 0)
            draw.text(surface, version_words(), (12, self.dock.centery), 13, theme.TEXT_MUTED,
                      False, "midleft")
        self.draw_widgets(surface)
