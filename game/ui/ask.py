"""A question before something is lost: a box over the screen it was asked from, saying what
is at stake, with an answer per button; Escape returns to that screen unchanged."""

from __future__ import annotations

import pygame

from . import draw, theme
from .scene import Scene
from .widgets import Button


class AskScene(Scene):
    name = "ask"

    def __init__(self, app, under: Scene, title: str, body: str, answers: list[tuple]):
        """`answers`: (label, action, name) tuples, the first the safe one (drawn as the
        primary button)."""
        super().__init__(app)
        self.under, self.title, self.body = under, title, body
        box = pygame.Rect(0, 0, 620, 230)
        box.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.box = box
        w = (box.w - 60 - 20 * (len(answers) - 1)) // len(answers)
        for i, (label, action, name) in enumerate(answers):
            self.buttons.append(Button((box.x + 30 + i * (w + 20), box.bottom - 84, w, 56),
                                       label, action, name=name,
                                       style="primary" if i == 0 else "normal",
                                       icon="play" if i == 0 else None))
        self._backdrop: pygame.Surface | None = None

    def back(self) -> None:
        self.app.goto(self.under)

    def draw(self, surface) -> None:
        if self._backdrop is None:      # the screen asked from, dimmed, drawn once
            layer = pygame.Surface(theme.SIZE)
            mouse, self.app.mouse = self.app.mouse, None
            self.under.draw(layer)
            self.app.mouse = mouse
            veil = pygame.Surface(theme.SIZE, pygame.SRCALPHA)
            veil.fill(theme.OVERLAY)
            layer.blit(veil, (0, 0))
            box = self.box
            draw.panel(layer, box, fill=(12, 40, 30, 250), edge=(*theme.GOLD, 120), radius=20)
            draw.text(layer, self.title, (box.centerx, box.y + 40), 24, theme.TEXT, True,
                      "center")
            draw.text_block(layer, self.body, pygame.Rect(box.x + 40, box.y + 70, box.w - 80,
                                                          60), 16, theme.TEXT_MUTED,
                            align="center")
            self._backdrop = layer
        surface.blit(self._backdrop, (0, 0))
        self.draw_widgets(surface)
