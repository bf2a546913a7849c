"""The inside of the menu's tiles: where a game's picture, title and words go in a tile, for
each shape of screen, and the tile drawn (game/ui/menu/home.py lays the tiles out)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext

from game.ui import draw, theme
from game.ui.screen import PORTRAIT, TABLE
from game.ui.view import draw_emblem


class TileFaces:
    """The faces of the tiles of `scene` (a MenuScene): its `resumes`, `counts`, `title_size` and
    `text_size` decide what each shows."""

    def __init__(self, scene):
        self.scene = scene

    def text_room(self, rect) -> pygame.Rect:
        """Where a tile's title and words go."""
        shape = self.scene.app.shape
        if shape == TABLE:
            return pygame.Rect(rect.x + 24, rect.y + 190, rect.w - 48, 150)
        if shape == PORTRAIT:
            art = self.art_rect(rect)
            return pygame.Rect(art.right + 14, rect.y + 14, rect.right - 14 - art.right - 14,
                               art.h)
        return pygame.Rect(rect.x + 10, rect.y + 8, rect.w - 20, 60)

    def art_rect(self, rect) -> pygame.Rect:
        shape = self.scene.app.shape
        if shape == TABLE:
            return pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, 170)
        if shape == PORTRAIT:
            side = min(118, rect.h - 14 - 48 - 14 - 14)
            return pygame.Rect(rect.x + 14, rect.y + 14, side, side)
        return pygame.Rect(rect.x + 8, rect.y + 8, rect.w - 16,
                           max(40, self._landscape_art_h(rect)))

    def _landscape_art_h(self, rect) -> int:
        """The picture takes what the title, the words and the buttons leave, 150 at most
        (a tall window on its side gets the tagline under the title)."""
        rows = 3 if any(self.scene.resumes.values()) else 2
        return min(150, rect.h - 8 - (rows * 44 + (rows - 1) * 8) - 8 - 52
                   - self._landscape_words_h(rect))

    def _landscape_words_h(self, rect) -> int:
        """Room for the tagline (or what Resume goes on with) when the tile is tall enough."""
        rows = 3 if any(self.scene.resumes.values()) else 2
        spare = rect.h - 8 - (rows * 44 + (rows - 1) * 8) - 8 - 52 - 90
        return max(0, min(4, spare // 17)) * 17 if spare >= 34 else 0

    @staticmethod
    def _players(game) -> str:
        counts = sorted({c for v in game.variants.values() for c in v.player_counts})
        if len(counts) == 1:
            return ngettext("{n} player", "{n} players", counts[0]).format(n=counts[0])
        # Translators: how many play a game, "2–5 players"
        return _("{least}–{most} players").format(least=counts[0], most=counts[-1])

    def _in_progress(self, game) -> str:
        count = self.scene.counts.get(game.name, 0)
        if count > 1:
            # Translators: on a game's tile in the menu, in capitals: {n} games of it are
            # under way
            return ngettext("{n} IN PROGRESS", "{n} IN PROGRESS", count).format(n=count)
        # Translators: on a game's tile in the menu, in capitals: a game of it is under way
        return _("IN PROGRESS")

    def draw(self, surface, rect, game) -> None:
        shape = self.scene.app.shape
        view = self.scene.app.view(game)
        draw.panel(surface, rect, fill=(6, 26, 19, 210), edge=(255, 255, 255, 40),
                   radius=20 if shape == TABLE else 16, shadow_alpha=120)
        art = self.art_rect(rect)
        draw.rounded_rect(surface, (*theme.MAT, 255), art, 14 if shape == TABLE else 10)
        draw.rounded_rect(surface, (255, 255, 255, 24), art, 14 if shape == TABLE else 10, 1)
        with draw.clip(surface, art):       # a thumbnail never spills over its frame
            draw_emblem(surface, art, view)
        room = self.text_room(rect)
        summary = self.scene.resumes.get(game.name)
        if shape == TABLE:
            draw.text(surface, game.title, (rect.x + 24, art.bottom + 14), self.scene.title_size,
                      theme.TEXT, True)
            players = self._players(game)
            label = self._in_progress(game)
            both = draw.text_width(players, 15, True) + draw.text_width(label, 13, True)
            if not summary or both + 16 <= rect.w - 48:      # a narrow tile: one or the other
                draw.text(surface, players, (rect.x + 24, art.bottom + 52), 15, theme.GOLD,
                          True)
            body = pygame.Rect(rect.x + 24, art.bottom + 78, rect.w - 48, 70)
            if summary:
                # a game in progress: what Resume goes on with, instead of the tagline
                draw.text(surface, label, (rect.right - 24, art.bottom + 52), 13,
                          theme.GOLD, True, "topright")
                size = next(size for size in (15, 14, 13)
                            if size == 13 or len(draw.wrap(summary, size, body.w))
                            * round(size * 1.3) <= body.h)
                draw.text_block(surface, summary, body, size, theme.TEXT, line_gap=1.3)
            else:
                draw.text_block(surface, view.words.tagline(), body, self.scene.text_size,
                                theme.TEXT_MUTED, line_gap=1.3)
            return
        if shape == PORTRAIT:
            draw.text(surface, game.title, (room.x, room.y), self.scene.title_size, theme.TEXT,
                      True)
            y = room.y + self.scene.title_size + 8
            players = self._players(game) + (f" · {self._in_progress(game)}" if summary else "")
            players, size = draw.fit(players, 13, room.w, True, smallest=12)
            draw.text(surface, players, (room.x, y), size, theme.GOLD, True)
            y += 22
            words = summary or view.words.tagline()
            lines = draw.wrap(words, 14 if summary else self.scene.text_size, room.w)
            size = 14 if summary else self.scene.text_size
            for line in lines[:max(1, (rect.bottom - 14 - 48 - 8 - y) // round(size * 1.3))]:
                draw.text(surface, line, (room.x, y), size,
                          theme.TEXT if summary else theme.TEXT_MUTED)
                y += round(size * 1.3)
            return
        # a phone on its side: the title, the players (or IN PROGRESS) under the picture
        y = art.bottom + 6
        title, size = draw.fit(game.title, 18, rect.w - 16, True, smallest=14)
        draw.text(surface, title, (rect.x + 8, y), size, theme.TEXT, True)
        line = self._in_progress(game) if summary else self._players(game)
        draw.text(surface, line, (rect.x + 8, y + 26), 13, theme.GOLD, True)
        room = self._landscape_words_h(rect)
        if room:
            lines = draw.wrap(summary or view.words.tagline(), 13, rect.w - 16)[:room // 17]
            for i, text in enumerate(lines):
                draw.text(surface, text, (rect.x + 8, y + 48 + 17 * i), 13,
                          theme.TEXT if summary else theme.TEXT_MUTED)
