"""Seat chips: flat numbered tokens in the seat's colour, one shape per seat (circle, diamond,
hexagon, square, pentagon), so that a seat is never told by its colour alone.  Collecto and
Coloretto mark their seats with them; Collapsi's pawns share the shapes, painted as pawns."""

from __future__ import annotations

import math

import pygame

from game.ui import draw, theme

SHAPES = ("circle", "diamond", "hexagon", "square", "pentagon")


def seat_outline(seat: int, c, r: float):
    """The polygon of `seat`'s shape centred on `c` with radius `r` (None: a circle)."""
    shape = SHAPES[seat % len(SHAPES)]
    sides = {"diamond": 4, "hexagon": 6, "pentagon": 5}.get(shape)
    if shape == "square":
        q = r * 0.8
        return [(c[0] - q, c[1] - q), (c[0] + q, c[1] - q), (c[0] + q, c[1] + q),
                (c[0] - q, c[1] + q)]
    if sides is None:
        return None
    turn = -math.pi / 2 if shape != "hexagon" else 0.0
    rr = r * (1.06 if shape == "pentagon" else 1.0)
    return [(c[0] + math.cos(turn + 2 * math.pi * k / sides) * rr,
             c[1] + math.sin(turn + 2 * math.pi * k / sides) * rr
             + (r * 0.06 if shape == "pentagon" else 0)) for k in range(sides)]


def fill_seat_shape(s, seat: int, c, r: float, color) -> None:
    pts = seat_outline(seat, c, r)
    if pts is None:
        pygame.draw.circle(s, color, c, r)
    else:
        pygame.draw.polygon(s, color, pts)


class SeatTokens:
    """A seat's token per size, painted once (supersampled) by `_paint` and cached: the
    games' own tokens (Collapsi's pawns, Spectrangle's counters) subclass it too."""

    def __init__(self):
        self._cache: dict = {}

    def get(self, seat: int, size: int) -> pygame.Surface:
        key = (seat, int(size), draw.scale())
        if key not in self._cache:
            if len(self._cache) > 64:
                self._cache.clear()
            self._cache[key] = draw.supersampled((size, size), lambda s, ss: self._paint(
                s, ss, seat), ss=4, fill=(*theme.seat_color(seat), 0))
        return self._cache[key]

    @classmethod
    def _paint(cls, s, ss, seat) -> None:
        raise NotImplementedError


class SeatChips(SeatTokens):
    @classmethod
    def _paint(cls, s, ss, seat):
        S = s.get_width()
        c = (S / 2, S / 2)
        base = theme.seat_color(seat)
        r = S * (0.5 if SHAPES[seat % len(SHAPES)] == "diamond" else 0.46)
        fill_seat_shape(s, seat, c, r, theme.darken(base, 0.45))
        fill_seat_shape(s, seat, (c[0], c[1] - S * 0.02), r * 0.92, theme.lighten(base, 0.25))
        fill_seat_shape(s, seat, (c[0], c[1] - S * 0.02), r * 0.84, base)
        label = str(seat + 1)
        f = theme.font(int(S * 0.44), True)
        shade = f.render(label, True, theme.darken(base, 0.6))
        img = f.render(label, True, (255, 255, 255))
        rect = img.get_rect(center=(c[0], c[1] - S * 0.03))
        s.blit(shade, rect.move(0, ss * 2))
        s.blit(img, rect)
