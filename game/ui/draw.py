"""Drawing helpers: cached text, anti-aliased rounded shapes, soft shadows, the felt.

Shapes that pygame draws with hard edges are drawn larger and scaled down with
`smoothscale` (supersampling), then cached, so the per-frame cost is a blit."""

from __future__ import annotations

import math
import random
import time
from collections import OrderedDict
from contextlib import contextmanager

import pygame
import pygame.gfxdraw

from . import theme

SS = 4  # supersampling factor for cached shapes


# --- making art ahead of time ----------------------------------------------------------------
class OutOfTime(Exception):
    """A drawing made under `art_deadline` reached a piece of art still to make after its
    deadline: it stops there, and is drawn again (further) next time."""


_deadline: float | None = None


@contextmanager
def art_deadline(deadline: float):
    """Within this, making a piece of art (a cache miss, a supersampled shape, a blur) once
    `time.perf_counter()` has passed `deadline` raises OutOfTime.  The app draws a game it may
    open next offscreen this way, a slice per frame, so its art exists before it is shown;
    art is stored only once made whole, so a stopped drawing leaves nothing half-made."""
    global _deadline
    _deadline = deadline
    try:
        yield
    finally:
        _deadline = None


def making() -> None:
    """Called before making a piece of art (see art_deadline)."""
    if _deadline is not None and time.perf_counter() > _deadline:
        raise OutOfTime


class _Cache(OrderedDict):
    """A small LRU cache for rendered surfaces."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def get_or(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        making()
        value = make()
        self[key] = value
        if len(self) > self.limit:
            self.popitem(last=False)
        return value


_text_cache = _Cache(600)
_shape_cache = _Cache(400)


def reset_text_cache() -> None:
    _text_cache.clear()
    _wrap_cache.clear()


# --- text --------------------------------------------------------------------------------------
def render(text: str, size: int, color=theme.TEXT, bold: bool = False) -> pygame.Surface:
    key = (text, size, tuple(color), bold)
    return _text_cache.get_or(key, lambda: theme.font(size, bold).render(text, True, color))


def text(surface: pygame.Surface, s: str, pos, size: int = 20, color=theme.TEXT,
         bold: bool = False, anchor: str = "topleft", alpha: int = 255) -> pygame.Rect:
    """Draw `s` with its `anchor` point (any pygame.Rect attribute name) at `pos`."""
    img = render(s, size, color, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    return rect


def counted(n: int, noun: str) -> str:
    """"1 move", "14 moves"."""
    return f"{n} {noun}{'s' * (n != 1)}"


def text_width(s: str, size: int, bold: bool = False) -> int:
    return theme.font(size, bold).size(s)[0]


_wrap_cache = _Cache(200)


def fit(s: str, size: int, width: int, bold: bool = False, smallest: int = 13) -> tuple[str, int]:
    """(`s`, a size) that fits `width`: smaller type down to `smallest`, then the end cut
    with an ellipsis (the views keep their lines short: this is a last resort)."""
    while size > smallest and text_width(s, size, bold) > width:
        size -= 1
    if text_width(s, size, bold) > width:
        while len(s) > 1 and text_width(s + "…", size, bold) > width:
            s = s[:-1]
        s = s.rstrip(" ·,") + "…"
    return s, size


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split `s` into lines no wider than `width` (paragraphs kept apart by '\n')."""
    return list(_wrap_cache.get_or((s, size, width, bold), lambda: _wrap(s, size, width, bold)))


def _wrap(s: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    f = theme.font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def text_block(surface, s: str, rect: pygame.Rect, size: int = 18, color=theme.TEXT,
               bold: bool = False, line_gap: float = 1.35, align: str = "left") -> int:
    """Wrapped text inside `rect`'s width from its top; returns the height used."""
    y = rect.top
    step = round(size * line_gap)
    for line in wrap(s, size, rect.width, bold):
        if align == "center":
            text(surface, line, (rect.centerx, y), size, color, bold, "midtop")
        else:
            text(surface, line, (rect.left, y), size, color, bold)
        y += step
    return y - rect.top


# --- feature fallbacks: the browser runtime's pygame-ce may be older than the native one ---
def aacircle(surface, color, center, radius: float, width: int = 0) -> None:
    if hasattr(pygame.draw, "aacircle"):          # pygame-ce >= 2.5
        pygame.draw.aacircle(surface, color, center, radius, width)
        return
    x, y, r = int(center[0]), int(center[1]), max(1, int(round(radius)))
    if width == 0:
        pygame.gfxdraw.filled_circle(surface, x, y, r, color)
        pygame.gfxdraw.aacircle(surface, x, y, r, color)
    else:
        for k in range(width):
            pygame.gfxdraw.aacircle(surface, x, y, max(1, r - k), color)


def blur_surface(surface: pygame.Surface, radius: int) -> pygame.Surface:
    making()
    if hasattr(pygame.transform, "gaussian_blur"):  # pygame-ce >= 2.2
        return pygame.transform.gaussian_blur(surface, radius)
    w, h = surface.get_size()
    k = max(1, radius // 2)
    small = pygame.transform.smoothscale(surface, (max(1, w // k), max(1, h // k)))
    return pygame.transform.smoothscale(small, (w, h))


# --- shapes ------------------------------------------------------------------------------------
def supersampled(size, draw_fn, ss: int = SS, fill=(255, 255, 255, 0)) -> pygame.Surface:
    """Call draw_fn(big_surface, ss) on a surface `ss` times larger, then scale it down."""
    making()
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill(fill)
    draw_fn(big, ss)
    return pygame.transform.smoothscale(big, (w, h))


def nine_slice(template: pygame.Surface, size, cx: int, cy: int) -> pygame.Surface:
    """`template` ((2cx+1) × (2cy+1)) stretched to `size` keeping its corners: the edges
    repeat its middle row and column, the middle its centre pixel.  Rounded shapes and their
    soft shadows are straight between the corners, so a small template makes any size."""
    w, h = size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    mid_w, mid_h = w - 2 * cx, h - 2 * cy
    add = pygame.BLEND_RGBA_ADD           # an exact copy onto the transparent surface

    def part(x, y, pw, ph):
        return template.subsurface((x, y, pw, ph))
    for sx, dx in ((0, 0), (cx + 1, w - cx)):
        for sy, dy in ((0, 0), (cy + 1, h - cy)):
            out.blit(part(sx, sy, cx, cy), (dx, dy), special_flags=add)
    out.blit(pygame.transform.scale(part(cx, 0, 1, cy), (mid_w, cy)), (cx, 0),
             special_flags=add)
    out.blit(pygame.transform.scale(part(cx, cy + 1, 1, cy), (mid_w, cy)), (cx, h - cy),
             special_flags=add)
    out.blit(pygame.transform.scale(part(0, cy, cx, 1), (cx, mid_h)), (0, cy),
             special_flags=add)
    out.blit(pygame.transform.scale(part(cx + 1, cy, cx, 1), (cx, mid_h)), (w - cx, cy),
             special_flags=add)
    out.fill(template.get_at((cx, cy)), (cx, cy, mid_w, mid_h))
    return out


def _rounded_mask(w: int, h: int, radius: int, width: int) -> pygame.Surface:
    r = max(0, min(radius, w // 2, h // 2))

    def paint_at(size, rad):
        def paint(big, ss):
            rect = big.get_rect()
            pygame.draw.rect(big, (255, 255, 255, 255), rect, width * ss,
                             border_radius=min(rad * ss, rect.w // 2, rect.h // 2))
        return supersampled(size, paint)

    def make():
        c = max(r, width) + 2
        if w < 2 * c + 1 or h < 2 * c + 1:           # narrow: its corners need it whole
            return paint_at((w, h), r)
        template = _shape_cache.get_or(("mask-9", c, r, width),
                                       lambda: paint_at((2 * c + 1, 2 * c + 1), r))
        return nine_slice(template, (w, h), c, c)
    return _shape_cache.get_or(("mask", w, h, radius, width), make)


def rounded_surface(size, color, radius: int, width: int = 0) -> pygame.Surface:
    w, h = int(size[0]), int(size[1])
    color = tuple(color) if len(color) == 4 else (*color, 255)

    def make():
        surf = _rounded_mask(w, h, radius, width).copy()
        surf.fill(color, special_flags=pygame.BLEND_RGBA_MULT)
        return surf
    return _shape_cache.get_or(("rr", w, h, radius, width, color), make)


def rounded_rect(surface, color, rect, radius: int = theme.RADIUS, width: int = 0) -> None:
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    surface.blit(rounded_surface(rect.size, color, radius, width), rect.topleft)


def shadow_surface(size, radius: int, blur: int = 10, alpha: int = 120) -> pygame.Surface:
    """A soft shadow of a rounded rect of `size`, padded by 2 × `blur` on every side: a small
    blurred template stretched by `nine_slice`, so no size costs more than a small blur."""
    w, h = int(size[0]), int(size[1])
    pad = blur * 2

    def blurred(bw, bh):
        surf = pygame.Surface((bw + 2 * pad, bh + 2 * pad), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (0, 0, 0, alpha), (pad, pad, bw, bh), border_radius=radius)
        return blur_surface(surf, blur) if blur > 0 else surf

    def make():
        c = pad + min(radius, w // 2, h // 2) + blur + 2   # the corner a blur reaches into
        W, H = w + 2 * pad, h + 2 * pad
        cx, cy = min(c, (W - 1) // 2), min(c, (H - 1) // 2)
        bw, bh = 2 * cx + 1 - 2 * pad, 2 * cy + 1 - 2 * pad
        if bw < 1 or bh < 1:
            return blurred(w, h)
        template = _shape_cache.get_or(("shadow-9", bw, bh, radius, blur, alpha),
                                       lambda: blurred(bw, bh))
        return nine_slice(template, (W, H), cx, cy)
    return _shape_cache.get_or(("shadow", w, h, radius, blur, alpha), make)


def shadow(surface, rect, radius: int = theme.RADIUS, blur: int = 10, alpha: int = 120,
           offset=(0, 4)) -> None:
    rect = pygame.Rect(rect)
    img = shadow_surface(rect.size, radius, blur, alpha)
    pad = blur * 2
    surface.blit(img, (rect.x - pad + offset[0], rect.y - pad + offset[1]))


def panel(surface, rect, fill=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = theme.RADIUS,
          shadow_alpha: int = 90) -> None:
    """A translucent rounded panel with a soft shadow and a hairline edge."""
    rect = pygame.Rect(rect)
    if shadow_alpha:
        shadow(surface, rect, radius, blur=12, alpha=shadow_alpha, offset=(0, 5))
    rounded_rect(surface, fill, rect, radius)
    if edge:
        rounded_rect(surface, edge, rect, radius, 1)


def circle(surface, color, center, radius: float, width: int = 0) -> None:
    """An anti-aliased circle; colours with alpha go through a small cached sprite."""
    if radius <= 0:
        return
    if len(color) == 4 and color[3] < 255:
        r = int(math.ceil(radius)) + 1
        key = ("circ", r, round(radius * 4), width, tuple(color))

        def make():
            s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            s.fill((*color[:3], 0))
            aacircle(s, (*color[:3], 255), (r, r), radius, width)
            s.fill((255, 255, 255, color[3]), special_flags=pygame.BLEND_RGBA_MULT)
            return s
        img = _shape_cache.get_or(key, make)
        surface.blit(img, (round(center[0]) - r, round(center[1]) - r))
    else:
        aacircle(surface, color[:3], (round(center[0]), round(center[1])), radius, width)


def polygon(surface, color, points) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    if len(pts) < 3:
        return
    pygame.gfxdraw.filled_polygon(surface, pts, color)
    pygame.gfxdraw.aapolygon(surface, pts, color)


def thick_line(surface, color, a, b, width: float) -> None:
    """An anti-aliased line of any width with round caps."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    if length < 0.5:
        circle(surface, color, a, width / 2)
        return
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    polygon(surface, color, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny),
                             (x1 - nx, y1 - ny)])
    circle(surface, color, a, width / 2)
    circle(surface, color, b, width / 2)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_color(a, b, t: float):
    return tuple(int(round(lerp(x, y, t))) for x, y in zip(a, b))


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


# --- background --------------------------------------------------------------------------------
_background: dict[tuple, pygame.Surface] = {}


def felt(size=theme.SIZE) -> pygame.Surface:
    """The table: a radial felt gradient with a faint woven grain and a vignette.

    Built from byte strings (a colour table indexed by distance, random bytes translated into
    specks) rather than pixel by pixel: it is part of the first frame the app shows."""
    key = tuple(size)
    if key in _background:
        return _background[key]
    making()
    w, h = size
    sw, sh = max(1, w // 8), max(1, h // 8)
    cx, cy = sw / 2, sh * 0.42
    maxd = math.hypot(cx, sh * 0.6)
    steps = 256
    shades = [bytes(lerp_color(theme.FELT_CENTRE, theme.FELT_EDGE, (i / (steps - 1)) ** 1.6))
              for i in range(steps)]
    gradient = b"".join(shades[int(min(1.0, math.hypot(x - cx, (y - cy) * 1.25) / maxd)
                                   * (steps - 1))]
                        for y in range(sh) for x in range(sw))
    surf = pygame.transform.smoothscale(pygame.image.frombytes(gradient, (sw, sh), "RGB"), (w, h))
    # grain: about one pixel in 40 a light or a dark speck; a fixed seed, so every run looks
    # the same; each random byte picks a pixel's speck (0-2 dark, 3-5 light, else none)
    picks = random.Random(1234).randbytes(w * h)
    shade = bytes(0 if b < 3 else 255 for b in range(256))
    alpha = bytes(16 if b < 3 else 9 if b < 6 else 0 for b in range(256))
    grain = bytearray(4 * w * h)
    grain[0::4] = grain[1::4] = grain[2::4] = picks.translate(shade)
    grain[3::4] = picks.translate(alpha)
    surf.blit(pygame.image.frombytes(bytes(grain), (w, h), "RGBA"), (0, 0))
    _background[key] = surf.convert() if pygame.display.get_surface() else surf
    return _background[key]
