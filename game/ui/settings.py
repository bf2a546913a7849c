"""The player's settings, remembered between sessions (App.store, key "settings"), and the
screen that changes them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

import pygame

from . import draw, theme
from .scene import Scene
from .widgets import Button, Choice

KEY = "settings"
# Animation speeds: a factor on every move animation's clock ("off" ends them at once).
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "off": 1000.0}
SPEED_TITLES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "off": "Off"}
VOLUMES = (0.25, 0.5, 0.75, 1.0)


@dataclass
class Settings:
    sound: bool = True
    volume: float = 0.75
    speed: str = "normal"          # a key of SPEEDS
    symbols: bool = True           # colour-blind symbols on balls, tiles and cards
    confirm: bool = False          # a chosen move waits for Confirm (touch screens)
    no_undo: bool = False          # serious games: no undo, no redo, no hints

    @classmethod
    def from_json(cls, data: dict) -> "Settings":
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
        self.build()

    def build(self) -> None:
        s = self.app.settings
        self.buttons = [Button((20, 12, 130, 44), "Back", self.back, icon="back", style="ghost",
                               name="back")]
        x0, y, w = 660, 128, 440
        self.rows = []

        def row(title, hint, values, labels, value, change, name):
            self.rows.append((title, hint, y))
            self.buttons.append(Choice((x0, y, w, 50), values, labels, value, change,
                                       name=name))

        row("Sound", "Short effects for moves, collections, refusals and wins",
            [True, False], ["On", "Off"], s.sound, self._set("sound"), "sound")
        y += 76
        row("Volume", "", list(VOLUMES), [f"{round(v * 100)}%" for v in VOLUMES],
            min(VOLUMES, key=lambda v: abs(v - s.volume)), self._set("volume"), "volume")
        y += 76
        row("Animations", "How fast moves are shown", list(SPEEDS),
            [SPEED_TITLES[k] for k in SPEEDS], s.speed, self._set("speed"), "speed")
        y += 76
        row("Colour symbols", "A shape on every colour, for colour-blind eyes",
            [True, False], ["On", "Off"], s.symbols, self._set("symbols"), "symbols")
        y += 76
        row("Confirm moves", "A chosen move waits for Confirm: handy on touch screens",
            [False, True], ["Off", "On"], s.confirm, self._set("confirm"), "confirm")
        y += 76
        row("Undo and hints", "Off for serious games: no take-backs, no help",
            [False, True], ["Allowed", "Off"], s.no_undo, self._set("no_undo"), "no-undo")
        self.done = Button((theme.WIDTH // 2 - 110, theme.HEIGHT - 84, 220, 56), "Done",
                           self.back, style="primary", name="done")
        self.buttons.append(self.done)

    def _set(self, name):
        def change(value):
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
        return change

    def back(self) -> None:
        if self.back_to is not None:
            self.app.goto(self.back_to)
        else:
            self.app.open_menu()

    def key(self, key: int, mod: int = 0) -> None:
        if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
        else:
            super().key(key, mod)

    def draw_static(self, surface) -> None:
        self.top_bar(surface, "Settings", "Remembered on this device")
        panel = pygame.Rect(140, 100, theme.WIDTH - 280, 6 * 76 + 30)
        draw.panel(surface, panel, radius=20)
        for title, hint, y in self.rows:
            draw.text(surface, title, (180, y + 14), 20, theme.TEXT, True, "midleft")
            if hint:
                draw.text(surface, hint, (180, y + 38), 14, theme.TEXT_DIM, False, "midleft")

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_widgets(surface)
