"""Scene base class: a screen of the app that takes events, updates and draws itself."""

from __future__ import annotations

import pygame

from . import draw, theme
from .widgets import Button


def nearest_towards(origin, items, way, at=lambda item: item):
    """The item nearest `origin` in direction `way` (dx, dy), those straight ahead first;
    None when nothing lies that way.  Keyboard focus moves this way between buttons, and
    between the places on a board a click would play."""
    x, y = origin
    dx, dy = way

    def distance(item):
        px, py = at(item)
        along = (px - x) * dx + (py - y) * dy
        across = abs((px - x) * dy) + abs((py - y) * dx)
        return along, across
    ahead = [item for item in items if distance(item)[0] > 0]
    if not ahead:
        return None
    return min(ahead, key=lambda item: distance(item)[0] + 2 * distance(item)[1])


class Scene:
    name = "scene"

    def __init__(self, app):
        self.app = app
        self.buttons: list = []

    # --- the layout: for the app's viewport, again after every resize or rotation ---------------
    laid_out_for = None

    def fit(self) -> None:
        """Lay the screen out for the app's viewport, unless it already is."""
        if self.laid_out_for != self.app.viewport:
            self.laid_out_for = self.app.viewport
            self._static = None
            self.layout()

    def layout(self) -> None:
        """Place everything for `self.app.size` (points) and `self.app.shape`; called when
        the screen opens and again whenever the window changes.  A screen keeps its state
        (choices, scroll, the game) across layouts."""

    # --- events --------------------------------------------------------------------------------
    def widgets(self) -> list:
        """Everything that takes pointer events, in priority order."""
        return self.buttons

    def handle(self, event) -> bool:
        for widget in list(self.widgets()):
            if widget.handle(event):
                return True
            if self.app.scene is not self:  # a button moved us to another screen
                return True
        return False

    # --- the keyboard: a focus ring over the buttons ---------------------------------------------
    focus = None

    def focusables(self) -> list:
        """Every button a key can reach: visible, enabled, in the widgets' order."""
        out = []
        for w in self.widgets():
            for b in getattr(w, "buttons", [w]):
                if isinstance(b, Button) and b.visible and b.enabled:
                    out.append(b)
        return out

    def key(self, key: int, mod: int = 0) -> None:
        """Escape goes back; Tab (Shift+Tab) and the arrows move the focus between buttons;
        Enter or Space presses the focused one."""
        if key == pygame.K_ESCAPE:
            self.back()
            return
        buttons = self.focusables()
        if not buttons:
            return
        if self.focus not in buttons:
            self.focus = None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus is not None and self.focus.action is not None:
                self.focus.action()
            return
        if key == pygame.K_TAB:
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            i = buttons.index(self.focus) if self.focus is not None else (-1 if step > 0 else 0)
            self.focus = buttons[(i + step) % len(buttons)]
            return
        way = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
               pygame.K_DOWN: (0, 1)}.get(key)
        if way is None:
            return
        if self.focus is None:
            self.focus = buttons[0]
            return
        others = [b for b in buttons if b is not self.focus]
        self.focus = nearest_towards(self.focus.rect.center, others, way,
                                     at=lambda b: b.rect.center) or self.focus

    def draw_focus(self, surface) -> None:
        """The focus ring, once a key has moved it."""
        if self.focus is not None and self.focus.visible and self.focus in self.focusables():
            radius = min(theme.RADIUS, self.focus.rect.h // 2) + 4
            draw.rounded_rect(surface, (255, 255, 255, 235), self.focus.rect.inflate(8, 8),
                              radius, 3)

    def back(self) -> None:
        """Escape: go up one level."""

    # --- when to draw: nothing is drawn while nothing moves (App.frame) -------------------------
    def busy(self) -> bool:
        """Something moves on this screen by itself (an animation, a computer thinking): it
        is drawn every frame while this holds."""
        return False

    def look(self):
        """What this screen shows besides time and the pointer: a change is drawn at once
        (input is, anyway)."""
        return None

    def update(self, dt: float) -> None:
        pass

    def ahead(self) -> list:
        """The screens this one may open next, as (key, function making the scene): the app
        draws them offscreen while this one waits for the player (App._make_ahead), so
        their art exists when they open.  The key names what is drawn (its deal, ...)."""
        return []

    # --- drawing -------------------------------------------------------------------------------
    _static: pygame.Surface | None = None
    _static_key = None

    def static_key(self):
        """Whatever the static layer depends on; it is redrawn when this changes."""
        return None

    def draw_static(self, surface: pygame.Surface) -> None:
        """The parts of the screen that rarely change (drawn once onto the felt, cached)."""

    def draw(self, surface: pygame.Surface) -> None:
        key = self.static_key()
        if self._static is None or key != self._static_key \
                or self._static.get_size() != surface.get_size():
            layer = draw.felt(surface.get_size()).copy()
            self.draw_static(layer)
            self._static, self._static_key = layer, key
        surface.blit(self._static, (0, 0))

    def draw_widgets(self, surface) -> None:
        for w in self.widgets():
            w.draw(surface, self.app.mouse)
        self.draw_focus(surface)
        for w in self.widgets():
            for b in getattr(w, "buttons", [w]):
                if isinstance(b, Button):
                    b.draw_tip(surface, self.app.mouse)

    def find(self, name: str):
        """The widget (button or choice button) called `name` (tests and screenshots use it)."""
        for w in self.widgets():
            if isinstance(w, Button) and w.name == name and w.visible:
                return w
            for b in getattr(w, "buttons", ()):
                if b.name == name and b.visible:
                    return b
        return None

    def top_bar(self, surface, title: str, subtitle: str = "") -> None:
        width = self.app.size[0]
        bar = pygame.Rect(0, 0, width, theme.TOP_BAR_H)
        draw.rounded_rect(surface, (0, 0, 0, 60), bar, 0)
        draw.rounded_rect(surface, (255, 255, 255, 26), (0, bar.bottom, width, 1), 0)
        if subtitle:
            draw.text(surface, title, (width / 2, 22), 24, theme.TEXT, True, "center")
            draw.text(surface, subtitle, (width / 2, 49), 16, theme.TEXT_MUTED, False,
                      "center")
        else:
            draw.text(surface, title, (width / 2, bar.centery), 26, theme.TEXT, True,
                      "center")
