"""The main menu: one tile per registered game, with Play, Rules and (if a game of it is under
way) Resume."""

from __future__ import annotations

import pygame

from game.table.registry import games
from game.table.session import Table

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
        self.resumes: dict[str, str] = {}     # per game: what Resume goes on with
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
            resume = app.can_resume(game.name)
            self.resumes[game.name] = app.resume_summary(game.name) if resume else ""
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
        # the corners: finished games and settings
        self.buttons.append(Button((20, 12, 170, 44), "Finished games", app.open_history,
                                   icon="replay", style="ghost", size=17, name="history"))
        self.buttons.append(Button((200, 12, 236, 44), "Open a link or code",
                                   app.open_link_screen, icon="link", style="ghost", size=17,
                                   name="open-link"))
        self.buttons.append(Button((theme.WIDTH - 170, 12, 150, 44), "Settings",
                                   lambda: app.open_settings(), icon="gear", style="ghost",
                                   size=17, name="settings"))
        self.notice = app.notice
        app.notice = ""
        # one title size and one text size for every tile: the largest at which every title
        # fits the tile's width and every tagline fits three lines
        self.title_size, self.text_size = 30, 17
        for rect, game in self.tiles:
            room = rect.w - 48
            while self.title_size > 20 and draw.text_width(game.title, self.title_size,
                                                           True) > room:
                self.title_size -= 1
            tagline = app.view(game).tagline()
            while self.text_size > 13 and len(draw.wrap(tagline, self.text_size, room)) > 3:
                self.text_size -= 1

    @staticmethod
    def _players(game) -> str:
        counts = sorted({c for v in game.variants.values() for c in v.player_counts})
        return (f"{counts[0]} players" if len(counts) == 1
                else f"{counts[0]}–{counts[-1]} players")

    _ahead: list | None = None

    def ahead(self) -> list:
        """Per game: the game Resume goes on with, the setup screen, the rules page."""
        if self._ahead is None:
            from .setup import SetupScene
            app, self._ahead = self.app, []
            for game in self.games:
                record = None if game.name in app.paused else app.in_progress(game.name)
                if record is not None:
                    self._ahead.append((("resume", game.name), lambda r=record: app.table_scene(
                        Table.from_record(r))))
                self._ahead.append((("setup", game.name), lambda g=game: SetupScene(app, g)))
                self._ahead += app.rules_ahead(game, self)
        return self._ahead

    def _play(self, game):
        return lambda: self.app.open_setup(game)

    def _resume(self, game):
        return lambda: self.app.resume(game.name)

    def _rules(self, game):
        return lambda: self.app.open_rules(game, back_to=self)

    def key(self, key, mod=0) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.games and self.focus is None:
            self.app.open_setup(self.games[0])
        else:
            super().key(key, mod)

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_widgets(surface)
        if self.notice:
            # a message that must not go unseen (a damaged save was set aside)
            lines = draw.wrap(self.notice, 16, 900)
            box = pygame.Rect(0, 0, 940, 20 + 22 * len(lines))
            box.midbottom = (theme.WIDTH // 2, theme.HEIGHT - 8)
            draw.rounded_rect(surface, (120, 40, 36, 235), box, 12)
            for i, line in enumerate(lines):
                draw.text(surface, line, (box.centerx, box.y + 21 + 22 * i), 16, theme.TEXT,
                          False, "center")

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
            clip = surface.get_clip()
            surface.set_clip(art)       # a thumbnail never spills over its frame
            view.draw_thumbnail(surface, art)
            surface.set_clip(clip)
            draw.text(surface, game.title, (rect.x + 24, art.bottom + 14), self.title_size,
                      theme.TEXT, True)
            draw.text(surface, self._players(game), (rect.x + 24, art.bottom + 52), 15,
                      theme.GOLD, True)
            body = pygame.Rect(rect.x + 24, art.bottom + 78, rect.w - 48, 70)
            if self.resumes.get(game.name):
                # a game in progress: what Resume goes on with, instead of the tagline
                draw.text(surface, "IN PROGRESS", (rect.right - 24, art.bottom + 52), 13,
                          theme.GOLD, True, "topright")
                summary = self.resumes[game.name]
                size = next(size for size in (15, 14, 13)
                            if size == 13 or len(draw.wrap(summary, size, body.w))
                            * round(size * 1.3) <= body.h)
                draw.text_block(surface, summary, body, size, theme.TEXT, line_gap=1.3)
            else:
                draw.text_block(surface, view.tagline(), body, self.text_size,
                                theme.TEXT_MUTED, line_gap=1.3)
        draw.text(surface, "Click or tap a game to begin", (theme.WIDTH / 2, 694),
                  15, theme.TEXT_DIM, False, "center")
