"""Coloretto's pictures: card faces and backs (seven colours, each with its own symbol so that
colour is never the only cue, rainbow wilds, ivory +2 cards, the last-round card), the row
holders, the seats' chips.  Painted supersampled for `draw.scale()` and kept in small LRU
caches that forget what the scale no longer shows (the project's memory rules: every cache
bounded, art made once, not every frame)."""

from __future__ import annotations

import math

import pygame

from game.coloretto.rules import COLOURS, LAST, PLUS, WILD
from game.ui import draw, theme
from game.ui.widgets.chips import SeatChips
from game.ui.widgets.symbols import paint_symbol

# colour code -> RGB and symbol: colours picked to be told apart, symbols with distinct outlines
CARDS = {
    "R": ((214, 46, 52), "heart"),
    "G": ((38, 148, 76), "clover"),
    "B": ((34, 100, 214), "drop"),
    "Y": ((246, 198, 36), "star"),
    "P": ((238, 110, 176), "flower"),
    "S": ((166, 176, 190), "diamond"),
    "V": ((122, 68, 190), "moon"),
}
LIGHT_CARDS = ("Y", "S")               # symbols drawn dark on these, white on the others
PAPER = (250, 247, 238)
PAPER_EDGE = (190, 184, 170)
WILD_TOP, WILD_BOTTOM = (52, 56, 84), (22, 24, 40)
PLUS_TOP, PLUS_BOTTOM = (255, 246, 218), (236, 204, 132)
PLUS_INK = (104, 64, 18)
LAST_TOP, LAST_BOTTOM = (58, 58, 64), (24, 24, 28)
BACK_TOP, BACK_BOTTOM = (40, 56, 104), (20, 26, 56)
TAB_TOP, TAB_BOTTOM = (134, 90, 52), (98, 62, 34)          # the row cards: brown, as in the box
CREAM = (250, 236, 208)
WARN = (232, 84, 58)
MINI = 44            # a card narrower than this (points) shows its symbol only
SMALLEST_WORD = 12   # words on a card are this big at least, or left off


def card_color(code: str):
    return CARDS[code][0]


# --- painting (pixels of a supersampled surface; k pixels a point) ------------------------------
def paint_wheel(s: pygame.Surface, center, r_out: float, r_in: float, k: float) -> None:
    """The wild's mark: a ring of the seven colours round a white star."""
    x, y = center
    n = len(COLOURS)
    for i, code in enumerate(COLOURS):
        a0 = -math.pi / 2 + i * 2 * math.pi / n
        a1 = a0 + 2 * math.pi / n
        steps = 8
        outer = [(x + math.cos(a0 + (a1 - a0) * j / steps) * r_out,
                  y + math.sin(a0 + (a1 - a0) * j / steps) * r_out) for j in range(steps + 1)]
        inner = [(x + math.cos(a1 - (a1 - a0) * j / steps) * r_in,
                  y + math.sin(a1 - (a1 - a0) * j / steps) * r_in) for j in range(steps + 1)]
        pygame.draw.polygon(s, card_color(code), outer + inner)
    pygame.draw.circle(s, (255, 255, 255), (x, y), r_out, max(1, int(k)))
    pts = []
    for j in range(10):
        a = -math.pi / 2 + j * math.pi / 5
        r = r_in * (0.92 if j % 2 == 0 else 0.4)
        pts.append((x + math.cos(a) * r, y + math.sin(a) * r + r_in * 0.05))
    pygame.draw.polygon(s, (255, 255, 255), pts)


def paint_hourglass(s: pygame.Surface, center, size: float, color) -> None:
    x, y = center
    u = size
    pygame.draw.polygon(s, color, [(x - 0.3 * u, y - 0.42 * u), (x + 0.3 * u, y - 0.42 * u),
                                   (x + 0.04 * u, y), (x - 0.04 * u, y)])
    pygame.draw.polygon(s, color, [(x - 0.04 * u, y), (x + 0.04 * u, y),
                                   (x + 0.3 * u, y + 0.42 * u), (x - 0.3 * u, y + 0.42 * u)])
    bar = max(2, int(0.08 * u))
    pygame.draw.rect(s, color, (x - 0.38 * u, y - 0.5 * u, 0.76 * u, bar), border_radius=bar // 2)
    pygame.draw.rect(s, color, (x - 0.38 * u, y + 0.5 * u - bar, 0.76 * u, bar),
                     border_radius=bar // 2)


_ALPHA_FORMAT = pygame.Surface((1, 1), pygame.SRCALPHA)    # every layer's pixel format


def gradient_px(size, top, bottom, radius: int) -> pygame.Surface:
    """A rounded rectangle `size` pixels filled with a vertical gradient: one column of it
    (draw.lerp_color's shades, row by row), widened (a line drawn per row, each shade mixed
    in Python, took half of a card's making in WebAssembly)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    d = max(1, h - 1)
    column = bytearray(4 * h)
    for c in range(3):
        a, b = top[c], bottom[c]
        column[c::4] = bytes([round(a + (b - a) * (y / d)) for y in range(h)])
    column[3::4] = b"\xff" * h
    column_px = pygame.image.frombytes(bytes(column), (1, h), "RGBA").convert(_ALPHA_FORMAT)
    layer = pygame.transform.scale(column_px, (w, h))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(0, radius))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


def _glyph(s: pygame.Surface, label: str, center, size: float, color) -> None:
    """`label` in bold, `size` pixels high, centred: a mark (the small card's +2)."""
    img = theme.font(max(4, int(size)), True).render(label, True, color)
    s.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def _word(s: pygame.Surface, label: str, center, size: float, k: float, color) -> None:
    """A word on a card, `size` pixels of the big surface high: at least SMALLEST_WORD points,
    and left off a card too small for it (under three quarters of that)."""
    if size < SMALLEST_WORD * 0.75 * k:
        return
    _glyph(s, label, center, max(size, SMALLEST_WORD * k), color)


def paint_card(s: pygame.Surface, k: float, code: str, mini: bool) -> None:
    """A card filling `s` (k pixels a point): `code` a card code, or "back"."""
    W, H = s.get_size()
    body = pygame.Rect(0, 0, W, H).inflate(-2 * k, -2 * k)
    R = max(2 * k, int(W * (0.12 if mini else 0.09)))
    pygame.draw.rect(s, (*PAPER, 255), body, border_radius=int(R))
    pygame.draw.rect(s, (*PAPER_EDGE, 255), body, width=max(1, int(k)), border_radius=int(R))
    inset = int(max(1.6 * k, W * (0.09 if mini else 0.065)))
    inner = body.inflate(-2 * inset, -2 * inset)
    r2 = int(max(k, R - inset // 2))
    cx, cy = inner.center
    if code in CARDS:
        base = card_color(code)
        s.blit(gradient_px(inner.size, theme.lighten(base, 0.2), theme.darken(base, 0.14), r2),
               inner.topleft)
        light = code in LIGHT_CARDS
        ink = (*theme.darken(base, 0.6), 255) if light else (255, 255, 255, 255)
        shade = (*theme.darken(base, 0.35), 150)
        name = CARDS[code][1]
        if code == "S":                      # silver: a metallic sheen across the face
            sheen = pygame.Surface(inner.size, pygame.SRCALPHA)
            sheen.fill((0, 0, 0, 0))
            iw, ih = inner.size
            pygame.draw.polygon(sheen, (255, 255, 255, 70),
                                [(0, ih * 0.55), (iw, ih * 0.2), (iw, ih * 0.36), (0, ih * 0.71)])
            mask = gradient_px(inner.size, (255, 255, 255), (255, 255, 255), r2)
            sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            s.blit(sheen, inner.topleft)
        if mini:
            size = inner.w * 0.78
            paint_symbol(s, name, (cx, cy + k * 0.6), size, shade)
            paint_symbol(s, name, (cx, cy), size, ink)
            return
        # the halo and the upturned corner are painted on layers as big as the card, and only
        # the part holding them is blended (all of it: 3 ms each in WebAssembly): the same
        # pixels, the rest of those layers being transparent
        halo = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        halo.fill((0, 0, 0, 0))
        r = math.ceil(inner.w * 0.4) + 1
        pygame.draw.circle(halo, (255, 255, 255, 34), (cx, cy), inner.w * 0.4)
        box = pygame.Rect(cx - r, cy - r, 2 * r + 1, 2 * r + 1).clip(halo.get_rect())
        s.blit(halo, box.topleft, box)
        size = inner.w * 0.62
        paint_symbol(s, name, (cx, cy + k * 2), size, shade)
        paint_symbol(s, name, (cx, cy), size, ink)
        small = inner.w * 0.2
        corner = (inner.x + inner.w * 0.17, inner.y + inner.w * 0.17)
        paint_symbol(s, name, corner, small, (*ink[:3], 225))
        flipped = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        flipped.fill((0, 0, 0, 0))
        paint_symbol(flipped, name, corner, small, (*ink[:3], 225))
        half = math.ceil(small * 0.6) + 3      # paint_symbol's layer, turned about the card's
        box = pygame.Rect(math.floor(corner[0]) - half, math.floor(corner[1]) - half,   # centre
                          2 * half + 1, 2 * half + 1).clip(flipped.get_rect())
        s.blit(pygame.transform.rotate(flipped.subsurface(box), 180),
               (W - box.right, H - box.bottom))
    elif code == WILD:
        s.blit(gradient_px(inner.size, WILD_TOP, WILD_BOTTOM, r2), inner.topleft)
        if mini:
            paint_wheel(s, (cx, cy), inner.w * 0.47, inner.w * 0.22, k)
            return
        paint_wheel(s, (cx, cy - inner.h * 0.07), inner.w * 0.38, inner.w * 0.17, k)
        _word(s, "WILD", (cx, inner.bottom - inner.h * 0.13), inner.w * 0.2, k, (255, 255, 255))
        for corner in ((inner.x + inner.w * 0.15, inner.y + inner.w * 0.15),
                       (inner.right - inner.w * 0.15, inner.bottom - inner.w * 0.15)):
            paint_wheel(s, corner, inner.w * 0.09, inner.w * 0.035, 1)
    elif code == PLUS:
        s.blit(gradient_px(inner.size, PLUS_TOP, PLUS_BOTTOM, r2), inner.topleft)
        if mini:
            _glyph(s, "+2", (cx, cy), inner.w * 0.62, PLUS_INK)
            return
        _word(s, "+2", (cx + k, cy - inner.h * 0.02 + k * 1.5), inner.w * 0.56, k,
              (*theme.lighten(PLUS_INK, 0.55), 255))
        _word(s, "+2", (cx, cy - inner.h * 0.02), inner.w * 0.56, k, PLUS_INK)
        _word(s, "POINTS", (cx, inner.bottom - inner.h * 0.14), inner.w * 0.15, k,
              (*theme.lighten(PLUS_INK, 0.2), 255))
        _word(s, "+2", (inner.x + inner.w * 0.16, inner.y + inner.w * 0.15), inner.w * 0.17, k,
              PLUS_INK)
    elif code == LAST:
        s.blit(gradient_px(inner.size, LAST_TOP, LAST_BOTTOM, r2), inner.topleft)
        if mini:
            paint_hourglass(s, (cx, cy), inner.w * 0.6, theme.GOLD)
            return
        paint_hourglass(s, (cx, cy - inner.h * 0.1), inner.w * 0.46, theme.GOLD)
        _word(s, "LAST", (cx, inner.bottom - inner.h * 0.26), inner.w * 0.2, k, theme.GOLD)
        _word(s, "ROUND", (cx, inner.bottom - inner.h * 0.12), inner.w * 0.2, k, theme.GOLD)
    else:                                     # the back
        s.blit(gradient_px(inner.size, BACK_TOP, BACK_BOTTOM, r2), inner.topleft)
        lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
        lattice.fill((0, 0, 0, 0))
        iw, ih = inner.size
        step = max(4, int(iw * 0.16))
        for x in range(-ih, iw + ih, step):
            pygame.draw.line(lattice, (*theme.GOLD, 38), (x, 0), (x + ih, ih), max(1, int(k)))
            pygame.draw.line(lattice, (*theme.GOLD, 38), (x, ih), (x + ih, 0), max(1, int(k)))
        mask = gradient_px(inner.size, (255, 255, 255), (255, 255, 255), r2)
        lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(lattice, inner.topleft)
        ring = iw * (0.36 if mini else 0.3)
        pygame.draw.circle(s, (*BACK_BOTTOM, 255), (cx, cy), ring * 1.22)
        pygame.draw.circle(s, (*theme.GOLD, 255), (cx, cy), ring * 1.22, max(1, int(k)))
        for i, c in enumerate(COLOURS):
            a = -math.pi / 2 + i * 2 * math.pi / 7
            pygame.draw.circle(s, card_color(c), (cx + math.cos(a) * ring * 0.72,
                                                  cy + math.sin(a) * ring * 0.72), ring * 0.24)


class Art:
    """The board's surfaces for the current scale: everything is made on first use and kept in
    small LRU caches, all dropped when the scale changes (a window moved to another screen,
    the phone turned: the old sizes will not be shown again)."""

    def __init__(self):
        self._scale = None
        self._faces = draw.Cache(160)      # card faces at rest: slots, deck, piles, the scoring
        self._tinted = draw.Cache(24)      # translucent faces (a card hovering over its slot)
        self._muted = draw.Cache(40)       # a pile's place holders
        self._layers = draw.Cache(40)      # row holders, pile pictures, the hourglass
        self._chips = SeatChips()

    def _check(self) -> None:
        if self._scale != draw.scale():
            self._scale = draw.scale()
            for cache in (self._faces, self._tinted, self._muted, self._layers):
                cache.clear()
            self._chips = SeatChips()

    # --- cards ---------------------------------------------------------------------------------
    def face(self, code: str, w: float, h: float) -> pygame.Surface:
        """A card `code` (or "back") of w × h points, as pixels."""
        self._check()
        w, h = max(6, int(w)), max(8, int(h))
        mini = w < MINI

        def make():
            return draw.supersampled((w, h), lambda s, k: paint_card(s, k, code, mini),
                                     ss=4 if mini else 3, fill=(*PAPER_EDGE, 0))
        return self._faces.get_or((code, w, h), make)

    def moving(self, code: str, w: float, h: float, rest) -> pygame.Surface:
        """A card in flight at w × h points: its face at rest size `rest` (w, h), scaled, so
        that a card changing size as it flies makes no new art every frame."""
        img = self.face(code, *rest)
        if (max(6, int(w)), max(8, int(h))) == (max(6, int(rest[0])), max(8, int(rest[1]))):
            return img
        return draw.scaled(img, (max(2, w), max(2, h)))

    def tinted(self, code: str, w: float, h: float, alpha: int) -> pygame.Surface:
        self._check()

        def make():
            img = self.face(code, w, h).copy()
            img.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            return img
        return self._tinted.get_or((code, int(w), int(h), alpha), make)

    def muted(self, code: str, w: float, h: float) -> pygame.Surface:
        """A card sunk into the dark of a panel: a place holder for a kind not held."""
        self._check()

        def make():
            img = self.face(code, w, h).copy()
            img.fill((70, 84, 78, 255), special_flags=pygame.BLEND_RGBA_MULT)
            img.fill((0, 0, 0, 0), special_flags=pygame.BLEND_RGB_ADD)
            img.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
            return img
        return self._muted.get_or((code, int(w), int(h)), make)

    @staticmethod
    def shadow(w: float, h: float, lifted: bool = False) -> pygame.Surface:
        radius = max(3, int(w * 0.1))
        if lifted:
            return draw.shadow_surface((int(w), int(h)), radius, blur=9, alpha=110)
        return draw.shadow_surface((int(w), int(h)), radius, blur=max(2, int(w * 0.06)),
                                   alpha=120)

    # --- other pieces --------------------------------------------------------------------------
    def layer(self, key, make) -> pygame.Surface:
        """A picture made by `make()` once for `key` at this scale (a row holder, a pile)."""
        self._check()

        def made():
            draw.making()
            return make()
        return self._layers.get_or(key, made)

    def hourglass(self) -> pygame.Surface:
        """The white hourglass of the LAST ROUND pill (18 × 22 points)."""
        return self.layer(("hourglass",), lambda: draw.supersampled(
            (18, 22), lambda s, k: paint_hourglass(s, (s.get_width() / 2, s.get_height() / 2),
                                                   s.get_height() * 0.9, (255, 255, 255)),
            ss=4))

    def chip(self, seat: int, size: float) -> pygame.Surface:
        """The seat's numbered chip, `size` points across."""
        self._check()
        return self._chips.get(seat, int(size))


def card(art: Art, surface, code: str, rect, lifted: bool = False, alpha: int = 255,
         rest=None) -> None:
    """A card with its shadow in `rect`; `rest`: the size it has at rest, when it is flying
    at another."""
    rect = pygame.Rect(rect)
    sh = art.shadow(rect.w, rect.h, lifted)
    off = (3, 9) if lifted else (1, 4)
    draw.blit(surface, sh, (rect.centerx + off[0], rect.centery + off[1]), "center")
    if rest is not None:
        img = art.moving(code, rect.w, rect.h, rest)
    elif alpha >= 255:
        img = art.face(code, rect.w, rect.h)
    else:
        img = art.tinted(code, rect.w, rect.h, alpha)
    draw.blit(surface, img, rect.topleft)


def flip(art: Art, surface, code: str, center, w: float, h: float, t: float, rest) -> None:
    """A card turning over: its back until half way (t = 0.5), then its face."""
    t = max(0.0, min(1.0, t))
    sx = abs(math.cos(math.pi * t))
    grow = 1 + 0.1 * math.sin(math.pi * t)
    fw, fh = max(2, w * sx * grow), h * grow
    img = draw.scaled(art.face("back" if t < 0.5 else code, *rest), (fw, fh))
    sh = art.shadow(w, h, True)
    draw.blit(surface, sh, (center[0] + 3, center[1] + 10), "center")
    draw.blit(surface, img, (round(center[0]), round(center[1])), "center")
