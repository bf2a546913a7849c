"""Palette, sizes and fonts: the one place the look of the table is decided."""

from __future__ import annotations

import os

import pygame

from game.core.i18n import N_, _

# Sizes are in points (game/ui/draw.py); the screen's size and shape are the viewport's
# (game/ui/screen.py), never a constant.

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONT_DIR = os.path.join(ROOT, "assets", "fonts")
FONT_FILES = {False: "Inter-Regular.otf", True: "Inter-Bold.otf"}

# --- palette -----------------------------------------------------------------------------------
FELT_CENTRE = (32, 104, 72)
FELT_EDGE = (9, 44, 31)
FELT_DARK = (14, 58, 41)
MAT = (18, 72, 51)
MAT_EDGE = (40, 120, 86)

PANEL = (8, 30, 22, 196)
PANEL_SOLID = (15, 44, 33)
PANEL_EDGE = (255, 255, 255, 34)
PANEL_HILITE = (255, 255, 255, 18)

TEXT = (244, 239, 226)
TEXT_MUTED = (170, 196, 182)
TEXT_DIM = (116, 150, 134)
TEXT_DARK = (30, 28, 24)

GOLD = (236, 190, 88)
GOLD_LIGHT = (252, 220, 140)
GOLD_DARK = (170, 124, 40)
HINT = (70, 160, 240)          # hints: a blue that no seat uses
FOCUS = GOLD                   # the keyboard's focus: the accent colour ...
FOCUS_EDGE = (16, 14, 10)      # ... with a dark edge each side (seen on white cards and gold)

BUTTON = (255, 255, 255, 22)
BUTTON_HOVER = (255, 255, 255, 44)
BUTTON_DOWN = (255, 255, 255, 12)
BUTTON_EDGE = (255, 255, 255, 70)
PRIMARY = GOLD
PRIMARY_HOVER = GOLD_LIGHT
PRIMARY_DOWN = GOLD_DARK
DISABLED_TEXT = (110, 130, 120)

SHADOW = (0, 0, 0)
OVERLAY = (3, 14, 10, 168)

# Player colours: chosen to stay apart for the common colour-blindnesses; every seat also has
# its own token shape and number, so colour is never the only cue.
# The names are looked up with `_` where shown (seat_color_name).
SEATS = (
    # Translators: the colours of the players' seats ("Player 1 · Red")
    ((222, 72, 62), N_("Red")),
    ((58, 128, 232), N_("Blue")),
    ((242, 186, 46), N_("Yellow")),
    ((170, 96, 214), N_("Purple")),
    ((34, 170, 156), N_("Teal")),
)

# --- sizes -------------------------------------------------------------------------------------
RADIUS = 14
BUTTON_H = 48          # nothing clickable is smaller than ~44 px
MIN_TOUCH = 44
TOP_BAR_H = 68


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEATS[seat % len(SEATS)][0]


def seat_color_name(seat: int) -> str:
    return _(SEATS[seat % len(SEATS)][1])


def lighten(color, amount: float):
    return tuple(int(c + (255 - c) * amount) for c in color[:3])


def darken(color, amount: float):
    return tuple(int(c * (1 - amount)) for c in color[:3])


# --- fonts -------------------------------------------------------------------------------------
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def reset_fonts() -> None:
    """Forget loaded fonts (they die with pygame.quit(); a new App loads them again)."""
    _fonts.clear()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Inter at `size` px from assets/fonts (never SysFont: the browser has none)."""
    key = (int(size), bool(bold))
    if key not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        _fonts[key] = pygame.font.Font(os.path.join(FONT_DIR, FONT_FILES[bool(bold)]), key[0])
    return _fonts[key]
