"""Scene base class: a screen of the app that takes events, updates and draws itself."""

from __future__ import annotations

import pygame

from game.core import i18n

from game.ui import draw, theme
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button, Scroller


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
        """Lay the screen out for the app's viewport and language, unless it already is."""
        if self.laid_out_for != (self.app.viewport, i18n.generation()):
            self.laid_out_for = (self.app.viewport, i18n.generation())
            self.redraw()
            self.layout()

    def layout(self) -> None:
        """Place everything for `self.app.size` (points) and `self.app.shape`; called when
        the screen opens and again whenever the window changes.  A screen keeps its state
        (choices, scroll, the game) across layouts."""

    def enter(self) -> None:
        """The screen is shown (again)."""

    def leave(self) -> None:
        """Another screen is shown instead (the page's own elements go away)."""

    # --- events --------------------------------------------------------------------------------
    def widgets(self) -> list:
        """Everything that takes pointer events, in priority order."""
        return self.buttons

    scroller = None         # a page taller than the screen: it sees pointer events first

    def handle(self, event) -> bool:
        if self.scroller is not None:
            buttons = [b for w in self.widgets() for b in getattr(w, "buttons", [w])]
            if self.scroller.handle(event, buttons):
                self.scrolled()
                return True
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
            if self.scroller is not None:
                self.reveal(self.focus)
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
        if self.scroller is not None:
            self.reveal(self.focus)

    def draw_focus(self, surface) -> None:
        """The focus ring, once a key has moved it."""
        if self.focus is not None and self.focus.visible and self.focus in self.focusables():
            radius = min(theme.RADIUS, self.focus.rect.h // 2) + 5
            draw.focus_ring(surface, self.focus.rect.inflate(10, 10), radius)

    def back(self) -> None:
        """Escape: go up one level."""

    def scrolled(self) -> None:
        """The page moved (self.scroller): put what is on it where it now shows."""
        for button, rect in getattr(self, "_on_page", ()):
            button.rect = self.on_page(rect)
            button.clip = self.scroller.view

    # --- a page taller than the screen ----------------------------------------------------------
    def start_page(self, view) -> None:
        """What follows (`put`) lies on a page scrolled in `view`; the scroll is kept across
        layouts as far as the new page allows."""
        offset = self.scroller.offset if self.scroller is not None else 0.0
        self.scroller = Scroller(view)
        self.scroller.offset = offset
        self._on_page = []

    def put(self, button, rect):
        """`button` at `rect` of the page; returns it (added to the screen's buttons)."""
        self._on_page.append((button, pygame.Rect(rect)))
        self.buttons.append(button)
        return button

    def put_choice(self, choice):
        """A row of choices (widgets.Choice) laid out at its page rect; returns it."""
        for button in choice.buttons:
            self._on_page.append((button, pygame.Rect(button.rect)))
        self.buttons.append(choice)
        return choice

    def end_page(self, height: int) -> None:
        self.scroller.height = height
        self.scroller.move(0)
        self.scrolled()

    def on_page(self, rect) -> pygame.Rect:
        """A rect of the page, where it is on the screen now."""
        view = self.scroller.view
        return pygame.Rect(rect).move(view.x, view.y - round(self.scroller.offset))

    def reveal(self, button) -> None:
        """Scroll the page so that `button` (one of its own) shows whole."""
        for b, rect in getattr(self, "_on_page", ()):
            if b is button:
                self.scroller.show(rect.y - 8, rect.bottom + 8)
                self.scrolled()
                return

    # --- the bar at the top of every screen but the game's ----------------------------------------
    def bar_height(self) -> int:
        return theme.TOP_BAR_H if self.app.shape == TABLE else 52

    def back_button(self, label: str, action, name: str = "back") -> Button:
        """The way back, at the top left: "Menu" or "Back" with its arrow on a table, the
        arrow alone (named under it while pressed) on a phone."""
        if self.app.shape == TABLE:
            return Button((20, 12, 130, 44), label, action, icon="back", style="ghost",
                          name=name)
        return Button((6, 4, 44, 44), "", action, icon="back", style="ghost", name=name,
                      tip=label, size=22)

    def corner_button(self, label: str, action, icon: str, name: str) -> Button:
        """A button at the top right (Settings, Rules): with its word on a table, the icon
        alone on a phone."""
        W = self.app.size[0]
        if self.app.shape == TABLE:
            return Button((W - 170, 12, 150, 44), label, action, icon=icon, style="ghost",
                          size=17, name=name)
        return Button((W - 50, 4, 44, 44), "", action, icon=icon, style="ghost", name=name,
                      tip=label, size=22)

    # --- when to draw: nothing is drawn while nothing moves (App.frame) -------------------------
    def busy(self) -> bool:
        """Something moves on this screen by itself (an animation, a computer thinking): it
        is drawn every frame while this holds."""
        return False

    def moving(self) -> bool:
        """Something on this screen is in motion this frame: nothing is made ahead in it
        (Ahead.make: a piece of art begun is finished, and one may outlast a frame, a
        stutter in a motion).  Whenever it is busy, unless the screen knows better."""
        return self.busy()

    def look(self):
        """What this screen shows besides time and the pointer: a change is drawn at once
        (input is, anyway)."""
        return None

    def update(self, dt: float) -> None:
        pass

    def ahead(self) -> list:
        """The screens this one may open next, as (key, function making the scene): the app
        draws them offscreen while this one waits for the player (Ahead.make), so
        their art exists when they open.  The key names what is drawn (its deal, ...)."""
        return []

    # --- drawing -------------------------------------------------------------------------------
    _static: pygame.Surface | None = None
    _static_key = None

    def static_key(self):
        """Whatever the static layer depends on; it is redrawn when this changes."""
        return None

    def redraw(self) -> None:
        """The next `draw` paints everything again, the static layer too (a tool or a test
        that watches what one whole frame draws)."""
        self._static = None

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

    def top_bar(self, surface, title: str, subtitle: str = "") -> int:
        """The bar with the screen's title (and under it a line saying what the screen is
        for: in the bar on a table, under it on a phone); returns where the content may
        start."""
        width = self.app.size[0]
        bar = pygame.Rect(0, 0, width, self.bar_height())
        draw.rounded_rect(surface, (0, 0, 0, 60), bar, 0)
        draw.rounded_rect(surface, (255, 255, 255, 26), (0, bar.bottom, width, 1), 0)
        if self.app.shape == TABLE:
            room = width - 2 * 180
            if subtitle:
                title, size = draw.fit(title, 24, room, True, smallest=18)
                draw.text(surface, title, (width / 2, 22), size, theme.TEXT, True, "center")
                subtitle, size = draw.fit(subtitle, 16, room, smallest=14)
                draw.text(surface, subtitle, (width / 2, 49), size, theme.TEXT_MUTED, False,
                          "center")
            else:
                title, size = draw.fit(title, 26, room, True, smallest=18)
                draw.text(surface, title, (width / 2, bar.centery), size, theme.TEXT, True,
                          "center")
            return bar.bottom
        title, size = draw.fit(title, 19, width - 2 * 56, True, smallest=14)
        draw.text(surface, title, (width / 2, bar.centery), size, theme.TEXT, True, "center")
        y = bar.bottom + 8
        for line in draw.wrap(subtitle, 14, width - 24) if subtitle else ():
            draw.text(surface, line, (width / 2, y + 9), 14, theme.TEXT_MUTED, False, "center")
            y += 18
        return y + (4 if subtitle else 0)

    def subtitle_height(self, subtitle: str) -> int:
        """How far under the bar a phone's screen's subtitle reaches (0 on a table)."""
        if self.app.shape == TABLE or not subtitle:
            return 0
        return 12 + 18 * len(draw.wrap(subtitle, 14, self.app.size[0] - 24))
