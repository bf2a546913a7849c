"""Spectrangle's pictures, painted once and kept: tiles in any position and size, their
shadows, field-shaped rings, the slab, the bag, the turn arrow and the seat counters.

Every picture is made for `draw.scale()` (pixels per point) and kept under that scale's key,
in one small LRU cache bounded by its count and by its bytes (a tile at scale 2 is four
times a tile at scale 1), so a phone turned or a window resized never piles up pictures.
Painters work on their own pixel surfaces: they measure what fills them from the surface's
size (pixels per point `k`), so raw pygame is fine inside them."""

from __future__ import annotations

import math

import pygame

from game.ui import draw, theme
from game.ui.widgets.symbols import paint_symbol

from .tiles import ROOT3, points_up, tile_edges, triangle

# side colour -> RGB and symbol (the symbols are Collecto's for the same colours, so a player
# who learnt them there reads them here); white, the joker, needs none
COLOURS = {
    "R": ((220, 52, 50), "heart"),
    "G": ((40, 160, 76), "clover"),
    "B": ((38, 112, 226), "drop"),
    "Y": ((248, 202, 44), "star"),
    "P": ((148, 76, 200), "moon"),
    "W": ((246, 243, 234), None),
}
DARK_INK = ("Y", "W")                 # symbols drawn dark on these colours, light on the others
IVORY = (252, 248, 238)
INK = (34, 32, 30)

# the board: a slate slab with recessed fields; bonus fields in three metals
SLAB = (24, 36, 48)
FIELD = (40, 58, 74)
BONUS_LOOK = {2: ((52, 128, 150), "2×"), 3: ((184, 116, 50), "3×"), 4: ((186, 54, 96), "4×")}

SMALLEST_TYPE = 12      # points: a tile's value is never smaller (nor a counter's number)
ENTRIES, BYTES = 700, 48 * 1024 * 1024


def fine() -> int:
    """How many times larger than its pixels a tile is painted before it is scaled down:
    four times at one pixel a point, as it always was; at a phone's two pixels a point twice
    (the same four pixels a point, at a quarter of the cost)."""
    return max(2, round(4 / draw.scale()))


def box(side: float) -> int:
    """The square (points) that holds a tile of `side` (its centroid at the centre)."""
    return int(math.ceil(side / ROOT3 * 2)) + 6


def rounded_triangle(s: pygame.Surface, color, centre, radius: float, angle: float,
                     corner: float) -> None:
    """A filled triangle with rounded corners on a pixel surface: a smaller triangle grown
    by `corner`."""
    inner = triangle(centre, radius - 2 * corner, angle)
    cx, cy = centre
    pygame.draw.polygon(s, color, inner)
    for i in range(3):
        a, b = inner[i], inner[(i + 1) % 3]
        mx, my = (a[0] + b[0]) / 2 - cx, (a[1] + b[1]) / 2 - cy
        n = math.hypot(mx, my) or 1.0
        nx, ny = mx / n * corner, my / n * corner
        pygame.draw.polygon(s, color, [a, b, (b[0] + nx, b[1] + ny), (a[0] + nx, a[1] + ny)])
        pygame.draw.circle(s, color, a, corner)


def value_disc(side: float) -> tuple[float, float] | None:
    """(disc radius, type size) of a tile's value, in points, or None when a tile this small
    cannot hold a number of SMALLEST_TYPE points (its hand's total says it instead)."""
    r_in = side / ROOT3 / 2
    disc = r_in * (0.56 if side < 50 else 0.42)
    size = disc * 1.28
    if size >= SMALLEST_TYPE:
        return disc, size
    size = SMALLEST_TYPE
    disc = max(disc, size * 0.64)
    if disc > r_in * 0.8:
        return None
    return disc, size


class Art:
    """Every picture of the view, kept per scale in one bounded LRU cache."""

    def __init__(self):
        self._cache = draw.Cache(ENTRIES, BYTES)

    def get(self, key, make) -> pygame.Surface:
        return self._cache.get_or((draw.scale(), *key), make)

    def __len__(self) -> int:
        return len(self._cache)

    def scales(self) -> set[float]:
        """The drawing scales the pictures kept were made for (draw.scale() each time)."""
        return {key[0] for key in self._cache}

    @property
    def bytes(self) -> int:
        return self._cache.bytes

    @property
    def made(self) -> int:
        """Pictures made so far (a count that grows with each one made)."""
        return self._cache.made

    # --- tiles -----------------------------------------------------------------------------------
    def tile(self, edges, value: int, angle: float, side: float, symbols: bool) -> pygame.Surface:
        """A tile of `side` points turned `angle` degrees, on a `box(side)` square."""
        side = int(round(side))
        key = ("tile", tuple(edges), value, round(angle) % 360, side, symbols)
        n = box(side)
        return self.get(key, lambda: draw.supersampled(
            (n, n), lambda s, _: _paint_tile(s, s.get_width() / n, edges, value, angle, side,
                                             symbols), ss=fine(), fill=(20, 20, 20, 0)))

    def ghost(self, edges, value, angle, side, symbols, alpha: int) -> pygame.Surface:
        key = ("ghost", tuple(edges), value, round(angle) % 360, int(round(side)), symbols,
               alpha)

        def make():
            img = self.tile(edges, value, angle, side, symbols).copy()
            img.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            return img
        return self.get(key, make)

    def tile_at(self, tile: int, angle: float, side: float, symbols: bool) -> pygame.Surface:
        """Tile `tile` (by its number) turned by any angle: crisp at its six positions,
        rotated in between."""
        snapped = round(angle / 60) * 60
        if abs(angle - snapped) < 0.5:
            return self.tile(tile_edges(tile), _value(tile), snapped % 360, side, symbols)
        base = self.tile(tile_edges(tile), _value(tile), 0, side, symbols)
        return pygame.transform.rotozoom(base, -angle, 1.0)

    def tile_scaled(self, tile: int, angle: float, side: float, base: float,
                    symbols: bool) -> pygame.Surface:
        """The tile at any angle and size, from one image painted at size `base` (a tile in
        flight changes size every frame: painting each size anew would be slow)."""
        img = self.tile_at(tile, angle, base, symbols)
        k = side / base if base else 1.0
        if abs(k - 1) < 0.01:
            return img
        return pygame.transform.smoothscale_by(img, max(0.05, k))

    def shadow(self, side: float, angle: float, blur: float = 4, alpha: int = 120):
        """A tile's soft shadow (points: a `box(side) + 4 blur` square)."""
        side = int(round(side))
        key = ("shadow", side, round(angle) % 360, blur, alpha)

        def make():
            n = box(side) + 4 * blur
            s = draw.layer((n, n))
            k = s.get_width() / n
            rounded_triangle(s, (0, 0, 0, alpha), (s.get_width() / 2, s.get_height() / 2),
                             side / ROOT3 * 0.98 * k, angle, side * 0.05 * k)
            return draw.blur_surface(s, blur) if blur else s
        return self.get(key, make)

    def outline(self, side: float, up: bool, color, width: float, fill=None) -> pygame.Surface:
        """A field-shaped ring (and optional fill), e.g. a lit field."""
        side = int(round(side))
        key = ("outline", side, up, tuple(color), width, tuple(fill) if fill else None)
        n = box(side)

        def paint(s, _):
            k = s.get_width() / n
            c = (s.get_width() / 2, s.get_height() / 2)
            r = side / ROOT3 * k
            angle = 0 if up else 60
            rounded_triangle(s, color, c, r, angle, side * 0.05 * k)
            inner = r - width * k * 2          # a side `width` in, the corner twice as far
            if width > 0 and inner > 0:
                rounded_triangle(s, fill or (0, 0, 0, 0), c, inner, angle,
                                 max(1, side * 0.05 * k - width * k))
        return self.get(key, lambda: draw.supersampled((n, n), paint, ss=fine(),
                                                       fill=(*color[:3], 0)))

    # --- things round the board -------------------------------------------------------------------
    def turn_icon(self, alpha: int) -> pygame.Surface:
        """A small circular arrow (24 points): the field fits the tile once turned."""
        def paint(s, _):
            k = s.get_width() / 24
            col = (255, 255, 255, alpha)
            m, r = 12 * k, 7 * k
            pts = [(m + math.cos(math.radians(a)) * r, m + math.sin(math.radians(a)) * r)
                   for a in range(-60, 211, 15)]
            pygame.draw.lines(s, col, False, pts, max(1, round(2 * k)))
            tip = pts[-1]
            pygame.draw.polygon(s, col, [(tip[0] - 5 * k, tip[1] - 1 * k),
                                         (tip[0] + 3 * k, tip[1] - 5 * k),
                                         (tip[0] + 2 * k, tip[1] + 4 * k)])
        return self.get(("turn", alpha), lambda: draw.supersampled((24, 24), paint, ss=4,
                                                                   fill=(255, 255, 255, 0)))

    def bag(self, full: bool, size: float = 64) -> pygame.Surface:
        """The cloth bag (`size` points square), with tiles peeping out while it holds any."""
        def paint(s, _):
            k = s.get_width() / 64
            cx = s.get_width() / 2
            cloth = (150, 112, 72) if full else (110, 92, 74)
            dark = theme.darken(cloth, 0.35)
            pygame.draw.ellipse(s, dark, (cx - 24 * k, 18 * k, 48 * k, 44 * k))
            pygame.draw.ellipse(s, cloth, (cx - 23 * k, 17 * k, 46 * k, 42 * k))
            pygame.draw.ellipse(s, theme.lighten(cloth, 0.18),
                                (cx - 17 * k, 22 * k, 22 * k, 26 * k))
            pygame.draw.polygon(s, cloth, [(cx - 10 * k, 20 * k), (cx + 10 * k, 20 * k),
                                           (cx + 15 * k, 6 * k), (cx - 15 * k, 6 * k)])
            pygame.draw.rect(s, theme.GOLD_DARK, (cx - 12 * k, 15 * k, 24 * k, 5 * k),
                             border_radius=round(2 * k))
            if full:
                for i, col in enumerate(((220, 52, 50), (38, 112, 226), (248, 202, 44))):
                    x = cx - 10 * k + i * 10 * k
                    pygame.draw.polygon(s, col, [(x, 2 * k), (x + 5 * k, 11 * k),
                                                 (x - 5 * k, 11 * k)])
        return self.get(("bag", full, size), lambda: draw.supersampled(
            (size, size), paint, ss=4, fill=(0, 0, 0, 0)))

    def slab(self, side: float, margin: float) -> pygame.Surface:
        """The slate slab round fields `side` points wide (its whole triangle `side` across)
        and its soft shadow: a square `2R + 40` points wide and 16 taller, the slab's
        centroid at its centre."""
        R = side / ROOT3
        size = int(R * 2 + 40)
        return self.get(("slab", side, margin, size), lambda: _make_slab(R, size, margin))

    def token(self, seat: int, size: float) -> pygame.Surface:
        """A seat's round score counter (the game's own pieces) with its number."""
        size = int(size)
        return self.get(("token", seat, size), lambda: draw.supersampled(
            (size, size), lambda s, _: _paint_counter(s, s.get_width() / size, seat), ss=4,
            fill=(*theme.seat_color(seat), 0)))


def _value(tile: int) -> int:
    from game.spectrangle.rules import VALUE
    return VALUE[tile]


def _paint_tile(s, k, edges, value, angle, side, symbols) -> None:
    """A tile on a pixel surface, `k` pixels a point: three coloured regions meeting at the
    value on an ivory disc, a rim, a soft bevel and (when wanted and there is room) each
    colour's symbol."""
    S = s.get_width()
    c = (S / 2, S / 2)
    R = side / ROOT3 * k                  # centroid to corner
    r_in = R / 2                          # centroid to side
    corner = R * 0.1
    # the rim
    rounded_triangle(s, (22, 24, 30, 255), c, R, angle, corner)
    body = pygame.Surface((S, S), pygame.SRCALPHA)
    body.fill((0, 0, 0, 0))
    inner_r = R - 1.3 * k
    verts = triangle(c, inner_r, angle)
    far = triangle(c, inner_r * 1.4, angle)
    normals = []
    shade = pygame.Surface((S, S), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 0))
    for i in range(3):
        base = COLOURS[edges[i]][0]
        a, b = verts[i], verts[(i + 1) % 3]
        pygame.draw.polygon(body, base, [c, far[i], far[(i + 1) % 3]])
        mx, my = (a[0] + b[0]) / 2 - c[0], (a[1] + b[1]) / 2 - c[1]
        n = math.hypot(mx, my) or 1.0
        normals.append((mx / n, my / n))
        # a soft bevel: the edge facing the light (top left) lighter, the other darker
        light = -(mx / n * -0.45 + my / n * -0.89)
        pa = (a[0] + (c[0] - a[0]) * 0.17, a[1] + (c[1] - a[1]) * 0.17)
        pb = (b[0] + (c[0] - b[0]) * 0.17, b[1] + (c[1] - b[1]) * 0.17)
        if light < 0:
            band = (*theme.lighten(base, 0.35), int(150 * min(1.0, -light + 0.2)))
        else:
            band = (*theme.darken(base, 0.3), int(120 * min(1.0, light + 0.2)))
        pygame.draw.polygon(shade, band, [a, b, pb, pa])
        # the centre half a shade lighter: the regions seem to rise towards the value
        mid = [(c[0] + (p[0] - c[0]) * 0.55, c[1] + (p[1] - c[1]) * 0.55) for p in (a, b)]
        pygame.draw.polygon(body, (*theme.lighten(base, 0.08), 255), [c, *mid])
    # seams between the regions
    for v in verts:
        pygame.draw.line(shade, (255, 255, 255, 150), c, v, max(1, int(0.9 * k)))
    body.blit(shade, (0, 0))
    mask = pygame.Surface((S, S), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    rounded_triangle(mask, (255, 255, 255, 255), c, inner_r, angle, corner * 0.9)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(body, (0, 0))
    small = side < 50
    disc_type = value_disc(side)
    disc = disc_type[0] * k if disc_type else 0.0
    natural = disc_type is not None and abs(disc - r_in * (0.56 if small else 0.42)) < 0.01
    # the symbols, upright, in each region between the value and the side (pushed outwards
    # when the value's disc grew to hold a readable number)
    if symbols and not small:
        size, reach = r_in * 0.5, r_in * 0.66
        if not natural:
            size = min(size, (r_in * 0.95 - disc) * 0.8)
            reach = disc + size * 0.62
        if size >= 4 * k:
            _paint_symbols(s, k, c, edges, normals, reach, size)
    # the value on an ivory disc
    if disc_type is None:
        return
    joker = all(e == "W" for e in edges)
    pygame.draw.circle(s, (0, 0, 0, 70), (c[0], c[1] + k), disc + k)
    if joker:
        ring = [COLOURS[code][0] for code in "RYGBP"]
        for i, col in enumerate(ring):
            a0 = -math.pi / 2 + i * 2 * math.pi / 5
            pts = [c] + [(c[0] + math.cos(a0 + t / 8 * 2 * math.pi / 5) * (disc + 2.5 * k),
                          c[1] + math.sin(a0 + t / 8 * 2 * math.pi / 5) * (disc + 2.5 * k))
                         for t in range(9)]
            pygame.draw.polygon(s, col, pts)
    pygame.draw.circle(s, IVORY, c, disc)
    pygame.draw.circle(s, (205, 198, 182), c, disc, max(1, int(0.8 * k)))
    f = theme.font(max(6, int(disc_type[1] * k)), True)
    img = f.render(str(value), True, INK)
    s.blit(img, img.get_rect(center=(c[0], c[1] + disc * 0.03)))


def _paint_symbols(s, k, c, edges, normals, reach, size) -> None:
    for i in range(3):
        code = edges[i]
        name = COLOURS[code][1]
        if name is None:
            continue
        base = COLOURS[code][0]
        nx, ny = normals[i]
        at = (c[0] + nx * reach, c[1] + ny * reach)
        if code in DARK_INK:
            ink, shade = (*theme.darken(base, 0.62), 235), (*theme.lighten(base, 0.5), 110)
        else:
            ink, shade = (255, 255, 255, 240), (*theme.darken(base, 0.5), 140)
        # on a layer of the symbol's size, at whole pixels (the same pixels)
        half = int(size * 0.6) + 2 * round(k) + 4
        left, top = int(at[0]) - half, int(at[1]) - half
        layer = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        paint_symbol(layer, name, (at[0] - left, at[1] + k - top), size, shade)
        paint_symbol(layer, name, (at[0] - left, at[1] - top), size, ink)
        s.blit(layer, (left, top))


def _make_slab(R: float, size: int, margin: float) -> pygame.Surface:
    """The slab (R points from its centroid to a corner) on a square `size` points wide and
    16 taller, with its shadow, soft: drawn and blurred at a quarter of the size, then
    scaled up."""
    out = draw.layer((size, size + 16))
    W, H = out.get_size()
    centre = (W / 2, H / 2)
    q = 4

    def shadow_paint(s, _):
        k = s.get_width() / (size // q)
        c = (s.get_width() / 2, s.get_height() / 2)
        rounded_triangle(s, (0, 0, 0, 255), c, R / q * k, 0, 22 / q * k)

    shadow = draw.supersampled((size // q, size // q), shadow_paint, ss=4, fill=(0, 0, 0, 0))
    shadow.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    shadow = pygame.transform.smoothscale(draw.blur_surface(shadow, 10 // q + 1),
                                          (draw.px(size), draw.px(size)))
    # onto a layer still transparent: added, the very pixels an alpha blit gives there, at a
    # fraction of its cost (pygame's alpha blitter: 9 ms for this in WebAssembly)
    out.blit(shadow, shadow.get_rect(center=(round(centre[0]), round(centre[1] + draw.px(8)))),
             special_flags=pygame.BLEND_RGBA_ADD)

    def slab_paint(s, _):
        k = s.get_width() / size
        c = (s.get_width() / 2, s.get_height() / 2)
        rounded_triangle(s, (*theme.lighten(SLAB, 0.18), 255), c, R * k, 0, 22 * k)
        rounded_triangle(s, (*SLAB, 255), (c[0], c[1] + 1.5 * k), R * k - 2 * k, 0, 21 * k)
        rounded_triangle(s, (*theme.darken(SLAB, 0.25), 255), (c[0], c[1] + 1 * k),
                         R * k - 2 * margin * k + 5 * k, 0, 6 * k)
    img = draw.supersampled((size, size), slab_paint, ss=2, fill=(*SLAB, 0))  # big: 2 is smooth
    out.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
    return out


def _paint_counter(s, k, seat) -> None:
    """A seat's counter: a short cylinder in its colour with its number (at least
    SMALLEST_TYPE points; no number on a counter too small to hold one)."""
    S = s.get_width()
    base = theme.seat_color(seat)
    c = (S / 2, S / 2)
    r = S * 0.46
    pygame.draw.circle(s, theme.darken(base, 0.5), (c[0], c[1] + S * 0.035), r)
    pygame.draw.circle(s, theme.darken(base, 0.15), c, r)
    pygame.draw.circle(s, theme.lighten(base, 0.2), (c[0], c[1] - S * 0.03), r * 0.9)
    pygame.draw.circle(s, base, (c[0], c[1] - S * 0.02), r * 0.8)
    size = max(S * 0.46, SMALLEST_TYPE * k)
    if size > S * 0.62:
        return
    label = str(seat + 1)
    f = theme.font(int(size), True)
    shade = f.render(label, True, theme.darken(base, 0.6))
    img = f.render(label, True, (255, 255, 255))
    rect = img.get_rect(center=(c[0], c[1] - S * 0.03))
    s.blit(shade, rect.move(0, round(k * 2)))
    s.blit(img, rect)


def draw_tile(surface, img: pygame.Surface, centre, alpha: int = 255) -> None:
    """A tile's picture (any of the above) centred on `centre` (points)."""
    if alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, alpha))
    draw.blit(surface, img, centre, "center")


def seat_token(art: Art, surface, seat: int, center, size: float) -> None:
    """A seat's counter with its soft shadow, `size` points wide, centred on `center`."""
    size = int(size)
    sh = draw.shadow_surface((size, size), size // 2, blur=5, alpha=110)
    k = draw.scale()                   # (the shadow's place as it always was: whole pixels down)
    draw.blit(surface, sh, (math.floor(center[0] * k) / k,
                            math.floor((center[1] + size * 0.08) * k) / k), "center")
    draw.blit(surface, art.token(seat, size), (center[0], center[1]), "center")


__all__ = ["Art", "COLOURS", "BONUS_LOOK", "FIELD", "SLAB", "box", "draw_tile", "points_up",
           "seat_token", "value_disc"]
