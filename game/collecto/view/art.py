"""Collecto's pictures, painted once and kept: shaded balls with their colour's symbol, the
wells, the push arrows, the seat chips, and the layers the board is drawn from (the mat with
its wells, the balls at rest, a seat's tray).

Everything is made for the drawing scale of the moment (`draw.scale()`: pixels per point) and
dropped when it changes; each cache is a small LRU, so a long session (windows resized,
sizes of flying balls) never holds more than a few hundred surfaces."""

from __future__ import annotations

import math

import pygame

from game.ui import draw, theme
from game.ui.widgets.chips import SeatChips
from game.ui.widgets.symbols import paint_symbol

# colour code (1-6, as on the board) -> RGB and symbol; colours picked to be told apart, the
# symbols so that colour is never the only cue
BALLS = {
    1: ((38, 108, 224), "drop"),      # blue: a water drop
    2: ((248, 206, 52), "star"),      # yellow: a star
    3: ((214, 46, 50), "heart"),      # red: a heart
    4: ((248, 136, 30), "square"),    # orange: a square
    5: ((142, 78, 204), "moon"),      # purple: a crescent moon
    6: ((40, 160, 84), "clover"),     # green: a clover
}
LIGHT_BALLS = (2, 4)                  # symbols drawn dark on these, light on the others
ARROW_SIZE = 44                       # an arrow's art on a table, points


def ball_color(code: int):
    return BALLS[code][0]


class Art:
    """The cached pictures of one view."""

    def __init__(self):
        self._scale = None
        self._check()

    def _check(self) -> None:
        """Drop everything made for another scale."""
        if self._scale == draw.scale():
            return
        self._scale = draw.scale()
        self._pieces = draw.Cache(240)      # balls (plain, faded, muted) and wells
        self._arrows = draw.Cache(96)
        self._trays = draw.Cache(24)
        self._layers: dict = {}       # name -> (key, surface): the mat, the balls, the emblem
        self.chips = SeatChips()

    def kept(self) -> dict[str, tuple[int, int]]:
        """Per kind of picture: how many are kept, and at most how many (memory is bounded)."""
        return {name: (len(cache), cache.limit) for name, cache in
                (("pieces", self._pieces), ("arrows", self._arrows), ("trays", self._trays))}

    # --- balls and wells -----------------------------------------------------------------------
    def ball(self, code: int, size: float, symbols: bool) -> pygame.Surface:
        self._check()
        size = max(4, int(size))
        return self._pieces.get_or(("ball", code, size, symbols), lambda: draw.supersampled(
            (size, size), lambda s, k: _paint_ball(s, k, code, symbols), ss=4,
            fill=(*theme.darken(ball_color(code), 0.5), 0)))

    def faded(self, code: int, size: float, symbols: bool, alpha: int) -> pygame.Surface:
        def make():
            img = self.ball(code, size, symbols).copy()
            img.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            return img
        self._check()
        return self._pieces.get_or(("faded", code, int(size), symbols, alpha), make)

    def muted(self, code: int, size: float, symbols: bool) -> pygame.Surface:
        """A ball sunk into the dark of a panel (opaque, so it can be cached in a layer)."""
        def make():
            img = self.ball(code, size, symbols).copy()
            img.fill((100, 108, 104), special_flags=pygame.BLEND_RGB_MULT)
            img.fill((8, 26, 20), special_flags=pygame.BLEND_RGB_ADD)
            return img
        self._check()
        return self._pieces.get_or(("muted", code, int(size), symbols), make)

    @staticmethod
    def shadow(size: float) -> pygame.Surface:
        """A ball's soft shadow (cached by draw)."""
        size = int(size)
        return draw.shadow_surface((size, size), size // 2, blur=max(2, size // 10), alpha=120)

    def well(self, size: float) -> pygame.Surface:
        self._check()
        size = int(size)
        return self._pieces.get_or(("well", size), lambda: draw.supersampled(
            (size, size), _paint_well, ss=4, fill=(0, 0, 0, 0)))

    # --- arrows --------------------------------------------------------------------------------
    def arrow(self, kind: int, style: str, size: float, color=None) -> pygame.Surface:
        """A push arrow pointing left, right, up or down (kind 0-3), `size` points across:
        "off" (does nothing now), "idle" (not your turn), "on" (lit), "hover" (pointed at)
        or "last" (pushed lately, in `color`)."""
        self._check()
        size = int(size)
        return self._arrows.get_or((kind, style, size, color), lambda: draw.supersampled(
            (size, size), lambda s, k: _paint_arrow(s, k, kind, style, color), ss=4))

    # --- what the board is drawn from ----------------------------------------------------------
    def layer(self, name: str, key, make) -> pygame.Surface:
        """The layer `name` for `key`, made again by `make()` when the key changes (one of
        each is kept: the mat, the balls at rest, the menu's emblem)."""
        self._check()
        kept = self._layers.get(name)
        if kept is None or kept[0] != key:
            kept = self._layers[name] = (key, make())
        return kept[1]

    def tray(self, key, make) -> pygame.Surface:
        self._check()
        return self._trays.get_or(key, make)

    def token(self, seat: int, size: float) -> pygame.Surface:
        self._check()
        return self.chips.get(seat, int(size))


# --- painters (each on its own supersampled surface, in its pixels) -------------------------------
def _paint_ball(s: pygame.Surface, ss: int, code: int, symbols: bool) -> None:
    S = s.get_width()
    R = S / 2 - ss
    cx = cy = S / 2
    base = ball_color(code)
    # the body: circles drifting towards the light (upper left), dark rim to bright core
    n = 30
    for i in range(n):
        t = i / (n - 1)
        if t < 0.3:
            col = draw.lerp_color(theme.darken(base, 0.5), base, t / 0.3)
        else:
            col = draw.lerp_color(base, theme.lighten(base, 0.42), (t - 0.3) / 0.7)
        r = R * (1 - 0.84 * t)
        pygame.draw.circle(s, col, (cx - 0.36 * R * t, cy - 0.4 * R * t), r)
    # light bounced off the board, along the lower edge
    bounce = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.circle(bounce, (*theme.lighten(base, 0.3), 70), (cx, cy), R)
    pygame.draw.circle(bounce, (0, 0, 0, 0), (cx - 0.1 * R, cy - 0.16 * R), R * 0.95)
    s.blit(bounce, (0, 0))
    if symbols:
        dark = code in LIGHT_BALLS
        ink = (*theme.darken(base, 0.62), 235) if dark else (255, 255, 255, 235)
        shade = (*theme.lighten(base, 0.5), 120) if dark else (*theme.darken(base, 0.55), 150)
        layer = pygame.Surface((S, S), pygame.SRCALPHA)
        paint_symbol(layer, BALLS[code][1], (cx, cy + ss * 1.5), R * 0.98, shade)
        s.blit(layer, (0, 0))
        layer = pygame.Surface((S, S), pygame.SRCALPHA)
        paint_symbol(layer, BALLS[code][1], (cx, cy), R * 0.98, ink)
        s.blit(layer, (0, 0))
    # the specular highlight, soft edged
    spec = pygame.Surface((S, S), pygame.SRCALPHA)
    for k in range(6):
        f = 1 - k * 0.13
        w, h = R * 0.62 * f, R * 0.4 * f
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (cx - R * 0.36, cy - R * 0.5)
        pygame.draw.ellipse(spec, (255, 255, 255, 34), rect)
    s.blit(spec, (0, 0))


def _paint_well(s: pygame.Surface, ss: int) -> None:
    S = s.get_width()
    c = S / 2
    R = S / 2 - ss
    pygame.draw.circle(s, (*theme.lighten(theme.MAT, 0.12), 255), (c, c + ss), R)
    pygame.draw.circle(s, (*theme.darken(theme.MAT, 0.5), 255), (c, c), R)
    pygame.draw.circle(s, (*theme.darken(theme.MAT, 0.3), 255), (c + R * 0.06, c + R * 0.1),
                       R * 0.9)


def _paint_arrow(s: pygame.Surface, ss: int, kind: int, style: str, color) -> None:
    S = s.get_width()
    c = S / 2
    if style == "off":
        body, ink, r = None, (255, 255, 255, 46), 0
    elif style == "idle":
        body, ink, r = (255, 255, 255, 22), (255, 255, 255, 95), S * 0.33
    elif style == "last":
        body, ink, r = (*(color or theme.GOLD), 230), (255, 255, 255, 255), S * 0.33
    elif style == "hover":
        body, ink, r = (*theme.GOLD_LIGHT, 255), (*theme.TEXT_DARK, 255), S * 0.46
    else:
        body, ink, r = (*theme.GOLD, 235), (*theme.TEXT_DARK, 255), S * 0.38
    if body is not None:
        pygame.draw.circle(s, (0, 0, 0, 70), (c, c + 2 * ss), r)
        pygame.draw.circle(s, body, (c, c), r)
    a = (math.pi, 0.0, -math.pi / 2, math.pi / 2)[kind]
    k = 0.62 if style in ("off", "idle") else 1.0
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    tip = (c + ux * S * 0.2 * k, c + uy * S * 0.2 * k)
    base = (c - ux * S * 0.13 * k, c - uy * S * 0.13 * k)
    half = S * 0.2 * k
    pygame.draw.polygon(s, ink, [tip, (base[0] + px * half, base[1] + py * half),
                                 (base[0] - px * half, base[1] - py * half)])
