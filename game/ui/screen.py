"""The window the app is given, and the layout chosen for its shape.

Sizes are decided in CSS px of the device (the browser's unit: a phone is 360-430 of them
across whatever its pixels).  The app lays every screen out in points (pt), which are CSS px
on phones and small tablets and grow on a large screen (`zoom`), so that the table of a
desktop keeps its proportions on a big monitor instead of spreading thin.  The canvas's
backing store holds `ratio` device pixels per CSS px (the device pixel ratio, capped so
that a frame stays cheap: MAX_RATIO and MAX_PIXELS), and drawing happens at `scale` pixels
per point (game/ui/draw.py), so text is rendered at the size it is shown.

Three shapes, chosen by aspect and size as lichess's mobile board table chooses its layout:
- PORTRAIT: taller than wide (phones held upright, 9:16 to 9:21, and tablets upright);
- LANDSCAPE: wider than tall, but short (a phone on its side: under TABLE_MIN_H CSS px
  tall) or narrow (under TABLE_MIN_W);
- TABLE: the table of a tablet or desktop, at least TABLE_MIN_W × TABLE_MIN_H CSS px.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

PORTRAIT, LANDSCAPE, TABLE = "portrait", "landscape", "table"
SHAPES = (PORTRAIT, LANDSCAPE, TABLE)

TABLE_MIN_W, TABLE_MIN_H = 1000, 600
# each shape grows past its reference size by zooming (points get bigger), not by spreading
REFERENCE = {PORTRAIT: (430, 932), LANDSCAPE: (932, 430), TABLE: (1280, 720)}
MAX_RATIO = 2.0                  # device pixels per CSS px in the backing store, at most
MAX_PIXELS = 1920 * 1080         # ... and in all: a frame's cost grows with its pixels
SMALLEST = (320, 320)            # a native window is never made smaller (CSS px)

# The sizes every screen is checked at (tools/layoutcheck.py, docs/ui.md): CSS px.
CHECKED_SIZES = {
    "portrait": ((360, 640), (390, 844), (412, 915)),
    "landscape": ((640, 360), (844, 390)),
    "tablet": ((768, 1024), (1024, 768)),
    "desktop": ((1280, 720), (1920, 1080)),
}


def board_least(css_w: float, css_h: float) -> int:
    """The least board target a finger needs on a screen of `css_w` × `css_h` CSS px (the
    layout check's figure): 44 where the shorter side is 390 or more, 40 under it."""
    return 44 if min(css_w, css_h) >= 390 else 40


def shape_of(css_w: float, css_h: float) -> str:
    if css_w < css_h:
        return PORTRAIT
    if css_h < TABLE_MIN_H or css_w < TABLE_MIN_W:
        return LANDSCAPE
    return TABLE


@dataclass(frozen=True)
class Viewport:
    """A window of `css` size (CSS px) on a device with `device_ratio` pixels per CSS px."""

    css_w: int
    css_h: int
    device_ratio: float = 1.0
    capped: bool = True          # the backing store is ours to size (the browser's canvas)

    @classmethod
    def of(cls, css_w: float, css_h: float, device_ratio: float = 1.0,
           capped: bool = True) -> Viewport:
        try:
            ratio = float(device_ratio)
        except (TypeError, ValueError):
            ratio = 1.0
        ratio = ratio if math.isfinite(ratio) and ratio > 0 else 1.0
        return cls(max(1, round(css_w)), max(1, round(css_h)), max(0.5, ratio), capped)

    @property
    def shape(self) -> str:
        return shape_of(self.css_w, self.css_h)

    @property
    def zoom(self) -> float:
        """CSS px per point: 1 up to the shape's reference size, more beyond it."""
        ref_w, ref_h = REFERENCE[self.shape]
        return max(1.0, min(self.css_w / ref_w, self.css_h / ref_h))

    @property
    def ratio(self) -> float:
        """Backing-store pixels per CSS px: the device's, capped (MAX_RATIO, MAX_PIXELS) where
        the app sizes its canvas (natively the window's pixels are what they are)."""
        if not self.capped:
            return self.device_ratio
        cap = math.sqrt(MAX_PIXELS / (self.css_w * self.css_h))
        return max(0.25, min(self.device_ratio, MAX_RATIO, cap))

    @property
    def pixels(self) -> tuple[int, int]:
        """The canvas's backing store, in pixels."""
        return max(1, round(self.css_w * self.ratio)), max(1, round(self.css_h * self.ratio))

    @property
    def scale(self) -> float:
        """Pixels per point (what draw.set_scale is given)."""
        return self.pixels[0] / self.size[0]

    @property
    def size(self) -> tuple[int, int]:
        """The screen in points: what every layout is computed for."""
        return max(1, round(self.css_w / self.zoom)), max(1, round(self.css_h / self.zoom))

    def css(self, points: float) -> float:
        """A length in points, in CSS px (the layout check's unit)."""
        return points * self.zoom

    def board_least(self) -> float:
        """The least board target a finger needs here, in points (`board_least` over the
        zoom)."""
        return board_least(self.css_w, self.css_h) / self.zoom

    @classmethod
    def native(cls, pixels: tuple[int, int], device_ratio: float = 1.0) -> Viewport:
        """The viewport of a native window `pixels` large on a screen of `device_ratio`."""
        return cls.of(pixels[0] / device_ratio, pixels[1] / device_ratio, device_ratio,
                      capped=False)


def parse_size(text: str) -> tuple[int, int] | None:
    """"390x844" (CSS px) for --size; None if it is not one."""
    try:
        w, h = (int(part) for part in str(text).lower().replace("×", "x").split("x"))
    except ValueError:
        return None
    if w < 1 or h < 1 or w > 16384 or h > 16384:
        return None
    return max(w, SMALLEST[0]), max(h, SMALLEST[1])


def argument(argv, name: str) -> str | None:
    """The value after `name` in the command line ("" at its end), or None without it."""
    if name in argv:
        i = argv.index(name)
        return argv[i + 1] if i + 1 < len(argv) else ""
    return None
