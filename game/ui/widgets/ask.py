"""A question before something is lost: a box over the screen it was asked from, saying what
is at stake, with an answer per button; Escape returns to that screen unchanged."""

from __future__ import annotations

import pygame

from game.ui import draw, theme
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.widgets.controls import Button


class OverScene(Scene):
    """A box over the screen it was opened from (`under`), which shows dimmed behind it:
    the backdrop and the box are drawn once per size, the box's words by `paint_box`."""

    under: Scene
    box: pygame.Rect
    _backdrop: pygame.Surface | None = None

    def back(self) -> None:
        self.app.goto(self.under)

    def paint_box(self, layer) -> None:
        """The box's own words, onto the backdrop."""

    def draw(self, surface) -> None:
        if self._backdrop is None or self._backdrop.get_size() != surface.get_size():
            layer = pygame.Surface(surface.get_size())
            mouse, self.app.mouse = self.app.mouse, None
            self.under.fit()
            self.under.draw(layer)
            self.app.mouse = mouse
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill(theme.OVERLAY)
            layer.blit(veil, (0, 0))
            draw.panel(layer, self.box, fill=(12, 40, 30, 250), edge=(*theme.GOLD, 120),
                       radius=20)
            self.paint_box(layer)
            self._backdrop = layer
        surface.blit(self._backdrop, (0, 0))
        self.draw_over(surface)

    def draw_over(self, surface) -> None:
        """What is drawn over the backdrop every frame: the buttons."""
        self.draw_widgets(surface)


class AskScene(OverScene):
    name = "ask"

    def __init__(self, app, under: Scene, title: str, body: str, answers: list[tuple]):
        """`answers`: (label, action, name) tuples, the first the safe one (drawn as the
        primary button)."""
        super().__init__(app)
        self.under, self.title, self.body = under, title, body
        self.answers = answers
        self._backdrop: pygame.Surface | None = None
        self.fit()

    def layout(self) -> None:
        """The box in the middle: its answers side by side when they fit, else one under
        another (a phone held upright), the safe one first."""
        W, H = self.app.size
        table = self.app.shape == TABLE
        width = min(620, W - 24)
        pad = 40 if table else 20
        self.lines = draw.wrap(self.body, 16, width - 2 * pad)
        n = len(self.answers)
        side = (width - 2 * (pad - 10) - 20 * (n - 1)) // n
        wide = all(draw.text_width(label, 17, True) + 40 <= side
                   for label, _, _ in self.answers)
        button_h = 56 if table else 50
        rows = 1 if wide else n
        height = 64 + 22 * len(self.lines) + 20 + rows * button_h + (rows - 1) * 10 + 24
        box = pygame.Rect(0, 0, width, max(230 if table else 0, height))
        box.center = (W // 2, H // 2)
        self.box = box
        self.buttons = []
        for i, (label, action, name) in enumerate(self.answers):
            if wide:
                rect = (box.x + pad - 10 + i * (side + 20), box.bottom - 28 - button_h, side,
                        button_h)
            else:
                rect = (box.x + pad, box.bottom - 24 - (n - i) * (button_h + 10) + 10,
                        box.w - 2 * pad, button_h)
            self.buttons.append(Button(rect, label, action, name=name,
                                       style="primary" if i == 0 else "normal",
                                       icon="play" if i == 0 else None))
        self._backdrop = None

    def paint_box(self, layer) -> None:
        box = self.box
        title, size = draw.fit(self.title, 24, box.w - 32, True, smallest=17)
        draw.text(layer, title, (box.centerx, box.y + 40), size, theme.TEXT, True, "center")
        for i, line in enumerate(self.lines):
            draw.text(layer, line, (box.centerx, box.y + 70 + 22 * i), 16, theme.TEXT_MUTED,
                      False, "midtop")
