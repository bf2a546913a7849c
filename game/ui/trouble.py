"""The words at the foot of every screen while games cannot be kept (saves.trouble: saves are
off, a finished game waits for the list, a damaged file is in the way): the player must know
that this game will not be there next time, or where it is."""

from __future__ import annotations

import pygame

from game.ui import draw, theme


def trouble_box(size: tuple[int, int], text: str) -> pygame.Rect | None:
    """Where the words of `text` go at the foot of a screen of `size`; None without words."""
    if not text:
        return None
    w, h = size
    lines = draw.wrap(text, 14, w - 68)
    rect = pygame.Rect(0, 0, min(w - 40, max(draw.text_width(line, 14) for line in lines)
                                 + 28), 14 + 20 * len(lines))
    rect.midbottom = (w // 2, h - 2)     # covers the menu's one-line hint whole
    return rect


def draw_trouble(surface, size: tuple[int, int], text: str) -> None:
    """The words of `text` in their box at the foot of `surface` (a screen of `size`)."""
    rect = trouble_box(size, text)
    lines = draw.wrap(text, 14, size[0] - 68)
    draw.rounded_rect(surface, (120, 40, 36, 235), rect, 10)
    for i, line in enumerate(lines):
        draw.text(surface, line, (rect.centerx, rect.y + 17 + 20 * i), 14, theme.TEXT,
                  False, "center")
