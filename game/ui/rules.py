"""The in-app rules page of a game: its view's sections, laid out in two columns, scrolling
(wheel, drag, arrow keys) when they do not fit."""

from __future__ import annotations

import pygame

from . import draw, theme
from .scene import Scene
from .widgets import Button, event_pos

BODY = 17
HEAD = 19


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app, game, back_to=None):
        super().__init__(app)
        self.game = game
        self.view = app.view(game)
        self.back_to = back_to
        self.scroll = 0.0
        self.drag: tuple[int, float] | None = None
        self.area = pygame.Rect(90, 92, theme.WIDTH - 180, theme.HEIGHT - 92 - 96)
        self.buttons = [
            Button((20, 12, 130, 44), "Back", self.back, icon="back", style="ghost", name="back"),
            Button((theme.WIDTH // 2 - 110, theme.HEIGHT - 74, 220, 54), "Got it", self.back,
                   style="primary", name="done"),
        ]
        self.page = self._layout()

    def _layout(self) -> pygame.Surface:
        """Render every section once onto a tall surface (two columns)."""
        sections = self.view.rules()
        col_w = (self.area.w - 3 * 36) // 2
        blocks = []
        for head, body in sections:
            lines = draw.wrap(body, BODY, col_w - 20)
            height = 33 + len(lines) * 25 + 16
            blocks.append((head, lines, height))
        total = sum(b[2] for b in blocks)
        # split into two columns of about equal height
        acc, split = 0, len(blocks)
        for i, b in enumerate(blocks):
            if acc + b[2] / 2 > total / 2:
                split = i
                break
            acc += b[2]
        cols = [blocks[:split], blocks[split:]]
        heights = [sum(b[2] for b in c) for c in cols]
        page_h = max(heights) + 4
        page = pygame.Surface((self.area.w, max(page_h, 10)), pygame.SRCALPHA)
        page.fill((0, 0, 0, 0))
        for k, col in enumerate(cols):
            x = 36 + k * (col_w + 36)
            y = 10
            for head, lines, height in col:
                pygame.draw.rect(page, theme.GOLD, (x, y + 4, 4, 20), border_radius=2)
                draw.text(page, head, (x + 16, y), HEAD, theme.GOLD_LIGHT, True)
                yy = y + 33
                for line in lines:
                    draw.text(page, line, (x + 16, yy), BODY, theme.TEXT)
                    yy += 25
                y += height
        return page

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.page.get_height() - (self.area.h - 20))

    def back(self) -> None:
        if self.back_to is not None:
            self.app.goto(self.back_to)
        else:
            self.app.open_menu()

    def handle(self, event) -> bool:
        if super().handle(event):
            self.drag = None
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= getattr(event, "y", 0) * 40
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = event_pos(event)
            if pos and self.area.collidepoint(pos):
                self.drag = (pos[1], self.scroll)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            pos = event_pos(event)
            if pos:
                self.scroll = self.drag[1] - (pos[1] - self.drag[0])
        elif event.type == pygame.MOUSEBUTTONUP:
            self.drag = None
        else:
            return False
        self.scroll = max(0.0, min(self.max_scroll, self.scroll))
        return True

    def key(self, key, mod=0) -> None:
        step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 300,
                pygame.K_PAGEUP: -300, pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}.get(key)
        if step is not None:
            self.scroll = max(0.0, min(self.max_scroll, self.scroll + step))
        elif key == pygame.K_ESCAPE or (key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                                        and self.focus is None):
            self.back()
        else:
            super().key(key, mod)

    def draw_static(self, surface) -> None:
        self.top_bar(surface, f"How to play {self.game.title}", self.view.credit())
        draw.panel(surface, self.area.inflate(0, 10), radius=20)

    def draw(self, surface) -> None:
        super().draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.area.inflate(0, -4))
        surface.blit(self.page, (self.area.x, self.area.y + 10 - round(self.scroll)))
        surface.set_clip(clip)
        if self.max_scroll > 0:
            track = pygame.Rect(self.area.right - 12, self.area.y + 12, 5, self.area.h - 24)
            draw.rounded_rect(surface, (255, 255, 255, 30), track, 3)
            frac = self.area.h / (self.page.get_height() + 20)
            th = max(30, int(track.h * frac))
            ty = track.y + int((track.h - th) * self.scroll / self.max_scroll)
            draw.rounded_rect(surface, (255, 255, 255, 110), (track.x, ty, 5, th), 3)
        self.draw_widgets(surface)
