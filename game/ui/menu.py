"""The main menu: one tile per registered game, with Play, Rules and (if a game of it is under
way) Resume."""

from __future__ import annotations

import pygame

from game.core.registry import games

from . import draw, theme
from .scene import Scene
from .widgets import Button

TILE_H = 470


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        self.games = list(games().values())
        self.tiles: list[tuple[pygame.Rect, object]] = []
        n = max(1, len(self.games))
        gap = 32
        tile_w = min(420, (theme.WIDTH - 120 - gap * (n - 1)) // n)
        total = n * tile_w + (n - 1) * gap
        x = (theme.WIDTH - total) // 2
        y = 196
        for game in self.games:
            rect = pygame.Rect(x, y, tile_w, TILE_H)
            self.tiles.append((rect, game))
            inner = rect.inflate(-48, 0)
            resume = app.paused_game(game.name) is not None
            if resume:
                bw = (inner.w - 12) // 2
                self.buttons.append(Button((inner.x, rect.bottom - 128, bw, 52), "Resume",
                                           self._resume(game), style="primary", icon="play",
                                           name=f"resume:{game.name}"))
                self.buttons.append(Button((inner.x + bw + 12, rect.bottom - 128, bw, 52),
                                           "New game", self._play(game),
                                           name=f"play:{game.name}"))
            else:
                self.buttons.append(Button((inner.x, rect.bottom - 128, inner.w, 52), "Play",
                                           self._play(game), style="primary", icon="play",
                                           size=21, name=f"play:{game.name}"))
            self.buttons.append(Button((inner.x, rect.bottom - 66, inner.w, 46), "How to play",
                                       self._rules(game), icon="book",
                                       name=f"rules:{game.name}"))
            x += tile_w + gap

    def _play(self, game):
        return lambda: self.app.open_setup(game)

    def _resume(self, game):
        return lambda: self.app.resume(game.name)

    def _rules(self, game):
        return lambda: self.app.open_rules(game, back_to=self)

    def key(self, key, mod=0) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.games:
            self.app.open_setup(self.games[0])

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_widgets(surface)

    def draw_static(self, surface) -> None:
        # title
        draw.text(surface, "GAME TABLE", (theme.WIDTH / 2, 82), 58, theme.TEXT, True, "center")
        w = draw.text_width("GAME TABLE", 58, True)
        for side in (-1, 1):
            x = theme.WIDTH / 2 + side * (w / 2 + 40)
            pygame.draw.line(surface, theme.GOLD, (x - 22, 82), (x + 22, 82), 2)
            draw.circle(surface, theme.GOLD, (x + side * 30, 82), 4)
        draw.text(surface, "Abstract board and card games against a strong computer opponent",
                  (theme.WIDTH / 2, 136), 19, theme.TEXT_MUTED, False, "center")
        for rect, game in self.tiles:
            view = self.app.view(game)
            draw.panel(surface, rect, fill=(6, 26, 19, 210), edge=(255, 255, 255, 40), radius=20,
                       shadow_alpha=120)
            art = pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, 170)
            draw.rounded_rect(surface, (*theme.MAT, 255), art, 14)
            draw.rounded_rect(surface, (255, 255, 255, 24), art, 14, 1)
            view.draw_thumbnail(surface, art)
            counts = sorted({c for v in game.variants.values() for c in v.player_counts})
            who = (f"{counts[0]} players" if len(counts) == 1
                   else f"{counts[0]}–{counts[-1]} players")
            # the title shrinks (keeping its baseline) where narrow tiles leave it no room
            size, room = 32, rect.w - 48 - draw.text_width(who, 16, True) - 12
            while size > 20 and draw.text_width(game.title, size, True) > room:
                size -= 1
            draw.text(surface, game.title, (rect.x + 24, art.bottom + 20 + (32 - size) * 0.8),
                      size, theme.TEXT, True)
            draw.text(surface, who, (rect.right - 24, art.bottom + 32), 16, theme.GOLD, True,
                      "topright")
            body = pygame.Rect(rect.x + 24, art.bottom + 68, rect.w - 48, 90)
            draw.text_block(surface, view.tagline(), body, 17, theme.TEXT_MUTED)
        draw.text(surface, "Click or tap a game to begin", (theme.WIDTH / 2, 694),
                  15, theme.TEXT_DIM, False, "center")
