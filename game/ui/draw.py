"""Drawing helpers: cached text, anti-aliased rounded shapes, soft shadows, the felt.

Every position and size given to these helpers is in points (pt), the units of every layout
and hit test; `set_scale` says how many device pixels a point is (game/ui/screen.py: the
canvas's backing store, at the device pixel ratio), and the helpers draw at that size, so text
and shapes are rendered sharp rather than scaled up from smaller bitmaps.  Surfaces are in
pixels: `layer(size)` makes one for a size in points, `blit` puts one at a point.

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

from game.ui import theme

SS = 4  # supersampling factor for cached shapes
SOFT = 12   # pixels: a shadow's blur beyond this is made smaller and scaled up

# --- points and pixels ---------------------------------------------------------------------
_scale = 1.0     # device pixels per point


def set_scale(scale: float) -> None:
    """How many pixels of the canvas a point is, from now on (App, on every new viewport)."""
    global _scale
    _scale = float(scale)


def scale() -> float:
    return _scale


def px(v: float) -> int:
    """A length in points, in whole pixels."""
    return round(v * _scale)


def line_px(width: float) -> int:
    """A line's width in points, in pixels: never thinner than one."""
    return max(1, round(width * _scale)) if width > 0 else 0


def pt(v: float) -> float:
    """A length in pixels, in points."""
    return v / _scale


def to_px(rect) -> pygame.Rect:
    """A rect in points, in pixels: edges rounded, so rects that touch keep touching."""
    x, y, w, h = rect if len(rect) == 4 else (*rect[0], *rect[1])
    left, top = round(x * _scale), round(y * _scale)
    return pygame.Rect(left, top, round((x + w) * _scale) - left, round((y + h) * _scale) - top)


def to_pt(rect) -> pygame.Rect:
    """A rect in pixels, in points: the smallest whole-point rect around it."""
    rect = pygame.Rect(rect)
    if _scale == 1:
        return rect
    left, top = math.floor(rect.x / _scale), math.floor(rect.y / _scale)
    return pygame.Rect(left, top, math.ceil(rect.right / _scale) - left,
                       math.ceil(rect.bottom / _scale) - top)


def point_px(p) -> tuple[int, int]:
    return round(p[0] * _scale), round(p[1] * _scale)


def bounds(surface) -> pygame.Rect:
    """The surface's area in points."""
    w, h = surface.get_size()
    return pygame.Rect(0, 0, math.floor(w / _scale), math.floor(h / _scale))


def layer(size, alpha: bool = True) -> pygame.Surface:
    """A surface for `size` points (transparent if `alpha`)."""
    w, h = max(1, px(size[0])), max(1, px(size[1]))
    if not alpha:
        return pygame.Surface((w, h))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    return surf


def blit(dest, img, pos, anchor: str = "topleft", special_flags: int = 0) -> pygame.Rect:
    """Put `img` (pixels) with its `anchor` at `pos` (points); the rect it covers, in points."""
    rect = img.get_rect(**{anchor: point_px(pos)})
    if special_flags:
        dest.blit(img, rect, special_flags=special_flags)
    else:
        put(dest, img, rect)
    return to_pt(rect)


# --- art onto an opaque surface: the faster of two blitters ------------------------------------
# pygame-ce blends a picture with an alpha channel with its own blitter, or with SDL's when asked
# (BLEND_ALPHA_SDL2).  Natively pygame's is vectorised (SSE2/AVX2/NEON) and the faster; built
# for WebAssembly it has no vector code and costs 14-16 ns a pixel whatever the pixel (a board
# layer of 760×800 pixels: 9-10 ms), where SDL's skips transparent and opaque pixels (0.4-2.4 ms
# for the same): in the browser most of a frame of a game went there.  Which one this build
# blends faster is measured once (`choose_blitter`).  Onto a surface with an alpha channel of
# its own pygame's is always used: SDL's darkens what it blends onto transparent pixels.  Onto
# an opaque surface the two round differently, by 1 or 2 in 255 a blend (a screen of stacked
# translucent layers: a few more; tests/ui/test_blitter.py).
SDL_BLITS = pygame.BLEND_ALPHA_SDL2
art_flags: int | None = None    # the blit flags for art onto an opaque surface; None: unmeasured
FASTER = 2.0    # SDL's blitter is chosen only when this many times faster than pygame's


def put(dest: pygame.Surface, img: pygame.Surface, at, area=None) -> pygame.Rect:
    """`dest.blit(img, at, area)` (pixels), art with an alpha channel blended by the faster
    blitter when `dest` has none (the screen, the static layers)."""
    if art_flags and img.get_flags() & pygame.SRCALPHA \
            and not dest.get_flags() & pygame.SRCALPHA:
        return dest.blit(img, at, area, art_flags)
    return dest.blit(img, at, area)


def art_blitter() -> str:
    """"sdl" or "pygame": which blitter puts art onto the screen (choose_blitter)."""
    return "sdl" if art_flags else "pygame"


def use_blitter(name: str) -> None:
    """Blend art onto opaque surfaces with SDL's blitter ("sdl") or pygame's ("pygame")."""
    global art_flags
    art_flags = SDL_BLITS if name == "sdl" else 0


def sample_art(size: int) -> pygame.Surface:
    """Pixels like the app's art: a transparent margin, a soft shadow, an opaque body with an
    anti-aliased edge."""
    art = pygame.Surface((size, size), pygame.SRCALPHA)
    art.fill((0, 0, 0, 0))
    c = size // 2
    for k in range(12):
        pygame.draw.circle(art, (0, 0, 0, 10 + 8 * k), (c, c + 4), c - 4 - k)
    pygame.draw.circle(art, (200, 60, 40, 255), (c, c), c - 18)
    aacircle(art, (240, 220, 90, 255), (c, c), c - 18, 3)
    return art


def choose_blitter(measure=None, rounds: int = 5) -> str:
    """Measure both blitters once (the first window opened; `measure(flags)` times blits of
    art onto a surface like the screen), keep SDL's if FASTER times faster; the name chosen.
    Natively (vectorised) pygame's is kept; in WebAssembly SDL's is some ten times faster."""
    if art_flags is None:
        if measure is None:
            measure = _measure_blits()
        pygame_t = sdl_t = math.inf
        for _ in range(rounds):             # alternated, the least of each: a busy machine
            pygame_t = min(pygame_t, measure(0))    # slows a sample, never speeds one up
            sdl_t = min(sdl_t, measure(SDL_BLITS))
        use_blitter("sdl" if sdl_t * FASTER <= pygame_t else "pygame")
    return art_blitter()


def _measure_blits(size: int = 192, blits: int = 4):
    art = sample_art(size)
    screen = pygame.display.get_surface()
    dest = pygame.Surface((size, size), 0, screen) if screen is not None \
        else pygame.Surface((size, size))

    def measure(flags: int) -> float:
        began = time.perf_counter()
        for _ in range(blits):
            dest.blit(art, (0, 0), None, flags)
        return time.perf_counter() - began
    return measure


def scaled(img, size) -> pygame.Surface:
    """`img` smoothly scaled to `size` points."""
    return pygame.transform.smoothscale(img, (max(1, px(size[0])), max(1, px(size[1]))))


@contextmanager
def clip(surface, rect):
    """Draw only inside `rect` (points) until the block ends."""
    before = surface.get_clip()
    surface.set_clip(to_px(rect).clip(before))
    try:
        yield
    finally:
        surface.set_clip(before)


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
    global _deadline, _owed
    _deadline, _owed = deadline, True
    try:
        yield
    finally:
        _deadline = None


_depth = 0      # pieces of art being made, one inside another
# The first piece under a deadline is made whatever the time: a drawing whose art already
# made takes longer than the deadline to draw (blits are several times slower in WebAssembly)
# would otherwise stop at the same piece every time and never be finished, redrawn every frame.
_owed = False


def making() -> None:
    """Called before making a piece of art (see art_deadline).  A piece begun is finished,
    whatever it makes inside (a shadow blurred for a slab): were it stopped half way, a
    piece longer than the time left ahead would be begun again, and lost, every frame."""
    global _owed
    if _deadline is None or _depth != 0:
        return
    if _owed:
        _owed = False
    elif time.perf_counter() > _deadline:
        raise OutOfTime


class Cache(OrderedDict):
    """A small LRU cache of pictures: the least recently used goes once more than `limit`
    are kept (or, with `max_bytes`, once the surfaces kept hold more pixels' bytes than
    that).  Making a missing one counts as art (`making`: a drawing made ahead stops there
    when its time is up).  Every cache of rendered surfaces is one of these, so each is
    bounded (game/core/memory.py says why)."""

    def __init__(self, limit: int, max_bytes: int | None = None):
        super().__init__()
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self.made = 0       # pictures made since it was created (misses)

    def get_or(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        global _depth
        making()
        _depth += 1
        try:
            value = make()
        finally:
            _depth -= 1
        self[key] = value
        self.made += 1
        self.bytes += _bytes_of(value)
        while len(self) > self.limit or (self.max_bytes is not None and len(self) > 1
                                         and self.bytes > self.max_bytes):
            _, old = self.popitem(last=False)
            self.bytes -= _bytes_of(old)
        return value

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


def _bytes_of(value) -> int:
    return value.get_width() * value.get_height() * 4 if isinstance(value, pygame.Surface) \
        else 0


_text_cache = Cache(600)
shape_cache = Cache(400)


def reset_text_cache() -> None:
    _text_cache.clear()
    _wrap_cache.clear()


# --- text --------------------------------------------------------------------------------------
# What the text being drawn is for: "status" (whose turn, what to do, hints), "moves" (the move
# list) or "" (anything else).  The layout check (tools/layoutcheck.py) holds status and moves
# to a larger size than the rest.
_role = ""


@contextmanager
def role(name: str):
    """Text drawn inside this block is `name`'s ("status", "moves")."""
    global _role
    before, _role = _role, name
    try:
        yield
    finally:
        _role = before


def current_role() -> str:
    return _role


def font_px(size: float) -> int:
    """The pixel size of type `size` points high."""
    return max(1, round(size * _scale))


def render(text: str, size: float, color=theme.TEXT, bold: bool = False) -> pygame.Surface:
    """`text` at `size` points, as pixels (cached)."""
    key = (text, font_px(size), tuple(color), bold)
    return _text_cache.get_or(key, lambda: theme.font(key[1], bold).render(text, True, color))


def text(surface: pygame.Surface, s: str, pos, size: float = 20, color=theme.TEXT,
         bold: bool = False, anchor: str = "topleft", alpha: int = 255) -> pygame.Rect:
    """Draw `s` with its `anchor` point (any pygame.Rect attribute name) at `pos`; the rect it
    covers, in points."""
    img = render(s, size, color, bold)
    rect = img.get_rect(**{anchor: point_px(pos)})
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    put(surface, img, rect)
    return to_pt(rect)


def counted(n: int, noun: str) -> str:
    """"1 move", "14 moves"."""
    return f"{n} {noun}{'s' * (n != 1)}"


def text_width(s: str, size: float, bold: bool = False) -> float:
    """How wide `s` is at `size`, in points."""
    w = theme.font(font_px(size), bold).size(s)[0]
    return w if _scale == 1 else w / _scale


_wrap_cache = Cache(200)


def fit(s: str, size: float, width: float, bold: bool = False,
        smallest: float = 13) -> tuple[str, float]:
    """(`s`, a size) that fits `width`: smaller type down to `smallest`, then the end cut
    with an ellipsis (the views keep their lines short: this is a last resort)."""
    while size > smallest and text_width(s, size, bold) > width:
        size -= 1
    if text_width(s, size, bold) > width:
        while len(s) > 1 and text_width(s + "…", size, bold) > width:
            s = s[:-1]
        s = s.rstrip(" ·,") + "…"
    return s, size


def wrap(s: str, size: float, width: float, bold: bool = False) -> list[str]:
    """Split `s` into lines no wider than `width` (paragraphs kept apart by '\n')."""
    key = (s, font_px(size), width * _scale, bold)
    return list(_wrap_cache.get_or(key, lambda: _wrap(s, key[1], key[2], bold)))


def _wrap(s: str, size_px: int, width_px: float, bold: bool = False) -> tuple[str, ...]:
    f = theme.font(size_px, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width_px or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def split_long(text: str, size: int, width: int) -> list[str]:
    """`text` in lines no wider than `width`: words wrapped at spaces, a link or a code (no
    spaces) cut anywhere when it is wider than a line."""
    lines, line = [], ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if text_width(trial, size) <= width:
            line = trial
            continue
        if line:
            lines.append(line)
            line = ""
        for ch in word:
            if line and text_width(line + ch, size) > width:
                lines.append(line)
                line = ""
            line += ch
    return lines + [line]


def text_block(surface, s: str, rect: pygame.Rect, size: float = 18, color=theme.TEXT,
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
    """An anti-aliased circle in pixels (art painted at its own size uses it)."""
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


def blur_surface(surface: pygame.Surface, radius: float) -> pygame.Surface:
    """`surface` blurred by `radius` points."""
    return blur_pixels(surface, max(1, px(radius)))


def blur_pixels(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """`surface` blurred by `radius` pixels: every blur of the app comes through here."""
    making()
    if hasattr(pygame.transform, "gaussian_blur"):  # pygame-ce >= 2.2
        return pygame.transform.gaussian_blur(surface, radius)
    w, h = surface.get_size()
    k = max(1, radius // 2)
    small = pygame.transform.smoothscale(surface, (max(1, w // k), max(1, h // k)))
    return pygame.transform.smoothscale(small, (w, h))


# --- shapes ------------------------------------------------------------------------------------
def supersampled(size, draw_fn, ss: int = SS, fill=(255, 255, 255, 0)) -> pygame.Surface:
    """A surface for `size` points: draw_fn(big, k) paints it on a surface `ss` times larger
    than its pixels, about `k` pixels of which are a point (a whole number: k = ss at scale 1;
    a painter measures what must fill the surface from its size), then it is scaled down."""
    making()
    w, h = max(1, px(size[0])), max(1, px(size[1]))
    # on a dense screen each pixel is smaller: the same detail per point needs fewer samples
    # per pixel (at 2 pixels a point, half as many each way: a quarter of the work)
    ss = max(2, round(ss / _scale)) if _scale > 1 else ss
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill(fill)
    draw_fn(big, max(1, round(ss * _scale)))
    return pygame.transform.smoothscale(big, (w, h))


def _supersampled_px(size, draw_fn, ss: int = SS, fill=(255, 255, 255, 0)) -> pygame.Surface:
    making()
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill(fill)
    draw_fn(big, ss)
    return pygame.transform.smoothscale(big, (w, h))


def _nine_slice(template: pygame.Surface, size, cx: int, cy: int) -> pygame.Surface:
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
    """A white rounded rect (or its outline `width` thick) in pixels."""
    r = max(0, min(radius, w // 2, h // 2))

    def paint_at(size, rad):
        def paint(big, ss):
            rect = big.get_rect()
            pygame.draw.rect(big, (255, 255, 255, 255), rect, width * ss,
                             border_radius=min(rad * ss, rect.w // 2, rect.h // 2))
        return _supersampled_px(size, paint)

    def make():
        c = max(r, width) + 2
        if w < 2 * c + 1 or h < 2 * c + 1:           # narrow: its corners need it whole
            return paint_at((w, h), r)
        template = shape_cache.get_or(("mask-9", c, r, width),
                                       lambda: paint_at((2 * c + 1, 2 * c + 1), r))
        return _nine_slice(template, (w, h), c, c)
    return shape_cache.get_or(("mask", w, h, radius, width), make)


def _rounded_px(w: int, h: int, color, radius: int, width: int) -> pygame.Surface:
    color = tuple(color) if len(color) == 4 else (*color, 255)

    def make():
        surf = _rounded_mask(w, h, radius, width).copy()
        surf.fill(color, special_flags=pygame.BLEND_RGBA_MULT)
        return surf
    return shape_cache.get_or(("rr", w, h, radius, width, color), make)


def rounded_surface(size, color, radius: float, width: float = 0) -> pygame.Surface:
    """A rounded rect of `size` points (its outline if `width`), as pixels."""
    return _rounded_px(max(1, px(size[0])), max(1, px(size[1])), color, px(radius),
                       line_px(width))


def rounded_rect(surface, color, rect, radius: float = theme.RADIUS, width: float = 0) -> None:
    rect = to_px(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    put(surface, _rounded_px(rect.w, rect.h, color, px(radius), line_px(width)), rect.topleft)


def _shadow_px(w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """A soft shadow of a rounded rect w × h pixels, padded by 2 × `blur` on every side: a
    small blurred template stretched by `_nine_slice`, so no size costs more than a small
    blur."""
    pad = blur * 2

    def blurred(bw, bh):
        # a blur wider than SOFT pixels (a dense screen's) is made on a copy that much
        # smaller and scaled up: a soft shadow loses nothing, and the blur's cost (its area
        # times its radius) stays that of a blur of SOFT
        size = (bw + 2 * pad, bh + 2 * pad)
        f = max(1, blur // SOFT)
        surf = pygame.Surface((max(1, round(size[0] / f)), max(1, round(size[1] / f))),
                              pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (0, 0, 0, alpha), (pad / f, pad / f, bw / f, bh / f),
                         border_radius=round(radius / f))
        if blur > 0:
            surf = blur_pixels(surf, max(1, round(blur / f)))
        return surf if f == 1 else pygame.transform.smoothscale(surf, size)

    def make():
        c = pad + min(radius, w // 2, h // 2) + blur + 2   # the corner a blur reaches into
        W, H = w + 2 * pad, h + 2 * pad
        cx, cy = min(c, (W - 1) // 2), min(c, (H - 1) // 2)
        bw, bh = 2 * cx + 1 - 2 * pad, 2 * cy + 1 - 2 * pad
        if bw < 1 or bh < 1:
            return blurred(w, h)
        template = shape_cache.get_or(("shadow-9", bw, bh, radius, blur, alpha),
                                       lambda: blurred(bw, bh))
        return _nine_slice(template, (W, H), cx, cy)
    return shape_cache.get_or(("shadow", w, h, radius, blur, alpha), make)


def shadow_surface(size, radius: float, blur: float = 10, alpha: int = 120) -> pygame.Surface:
    """A soft shadow of a rounded rect of `size` points, as pixels, padded by 2 × `blur`
    points on every side."""
    return _shadow_px(max(1, px(size[0])), max(1, px(size[1])), px(radius), px(blur), alpha)


def shadow(surface, rect, radius: float = theme.RADIUS, blur: float = 10, alpha: int = 120,
           offset=(0, 4)) -> None:
    r = to_px(rect)
    b = px(blur)
    img = _shadow_px(max(1, r.w), max(1, r.h), px(radius), b, alpha)
    put(surface, img, (r.x - 2 * b + px(offset[0]), r.y - 2 * b + px(offset[1])))


def panel(surface, rect, fill=theme.PANEL, edge=theme.PANEL_EDGE, radius: float = theme.RADIUS,
          shadow_alpha: int = 90) -> None:
    """A translucent rounded panel with a soft shadow and a hairline edge."""
    rect = pygame.Rect(rect)
    if shadow_alpha:
        shadow(surface, rect, radius, blur=12, alpha=shadow_alpha, offset=(0, 5))
    rounded_rect(surface, fill, rect, radius)
    if edge:
        rounded_rect(surface, edge, rect, radius, 1)


def circle(surface, color, center, radius: float, width: float = 0) -> None:
    """An anti-aliased circle; colours with alpha go through a small cached sprite."""
    if radius <= 0:
        return
    radius, width = radius * _scale, line_px(width)
    cx, cy = center[0] * _scale, center[1] * _scale
    if len(color) == 4 and color[3] < 255:
        r = int(math.ceil(radius)) + 1
        key = ("circ", r, round(radius * 4), width, tuple(color))

        def make():
            s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            s.fill((*color[:3], 0))
            aacircle(s, (*color[:3], 255), (r, r), radius, width)
            s.fill((255, 255, 255, color[3]), special_flags=pygame.BLEND_RGBA_MULT)
            return s
        img = shape_cache.get_or(key, make)
        put(surface, img, (round(cx) - r, round(cy) - r))
    else:
        aacircle(surface, color[:3], (round(cx), round(cy)), radius, width)


def polygon(surface, color, points) -> None:
    pts = [(round(x * _scale), round(y * _scale)) for x, y in points]
    if len(pts) < 3:
        return
    pygame.gfxdraw.filled_polygon(surface, pts, color)
    pygame.gfxdraw.aapolygon(surface, pts, color)


def thick_line(surface, color, a, b, width: float) -> None:
    """An anti-aliased line of any width with round caps."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    if length < 0.5 / _scale:
        circle(surface, color, a, width / 2)
        return
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    polygon(surface, color, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny),
                             (x1 - nx, y1 - ny)])
    circle(surface, color, a, width / 2)
    circle(surface, color, b, width / 2)


FOCUS_W = 3.0         # the focus ring's accent band, points
FOCUS_EDGE = 1.5      # its dark edge on either side, points


def focus_ring(surface, rect, radius: float) -> None:
    """The keyboard's focus round `rect` (its outer edge): a band in the accent colour between
    two dark edges, so that it shows on a white card, the felt, a panel and a gold button."""
    rect = pygame.Rect(rect)
    rounded_rect(surface, (*theme.FOCUS_EDGE, 235), rect, radius, FOCUS_W + 2 * FOCUS_EDGE)
    edge = round(FOCUS_EDGE)
    rounded_rect(surface, (*theme.FOCUS, 255), rect.inflate(-2 * edge, -2 * edge),
                 max(0.0, radius - edge), FOCUS_W)


def focus_circle(surface, center, radius: float) -> None:
    """The keyboard's focus as a ring of outer `radius` about `center` (a board's cursor)."""
    circle(surface, (*theme.FOCUS_EDGE, 235), center, radius, FOCUS_W + 2 * FOCUS_EDGE)
    circle(surface, (*theme.FOCUS, 255), center, radius - FOCUS_EDGE, FOCUS_W)


def line(surface, color, a, b, width: float = 1) -> None:
    """A straight line with square ends (pygame's), `width` points thick."""
    pygame.draw.line(surface, color, point_px(a), point_px(b), line_px(width))


def rect(surface, color, area, width: float = 0, radius: float = 0) -> None:
    """A plain rect (pygame's, hard edged): filled, or its outline `width` points thick."""
    pygame.draw.rect(surface, color, to_px(area), line_px(width), border_radius=px(radius))


def ellipse(surface, color, area, width: float = 0) -> None:
    pygame.draw.ellipse(surface, color, to_px(area), line_px(width))


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_color(a, b, t: float):
    return tuple(int(round(lerp(x, y, t))) for x, y in zip(a, b, strict=False))


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


# --- background --------------------------------------------------------------------------------
# the screen's felt and the rules pictures' (a window being resized asks for many sizes: the
# oldest go, within a few screens' worth of bytes)
_background = Cache(8, max_bytes=32 * 1024 * 1024)


def felt(size) -> pygame.Surface:
    """The table, `size` pixels: a radial felt gradient with a faint woven grain and a
    vignette, kept (`_background`).

    Built from byte strings (a colour table indexed by distance, random bytes translated into
    specks) rather than pixel by pixel: it is part of the first frame the app shows."""
    return _background.get_or(tuple(size), lambda: _felt(tuple(size)))


def _felt(size) -> pygame.Surface:
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
    return surf.convert() if pygame.display.get_surface() else surf
