"""Draw assets/icon.png: two fanned cards and a pawn on table felt, 256x256.

Run `.venv/bin/python web/make_icon.py` after changing the drawing. The web build copies the
icon to favicon.png; the app may use it as its window icon. The shapes are drawn 4x larger and
scaled down, because pygame's filled shapes are not anti-aliased; they stay bold so that the
16x16 browser-tab version still reads as a card and a pawn."""

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402 (after the SDL driver is chosen)

SIZE = 256
K = 4  # supersampling factor
OUT = Path(__file__).resolve().parent.parent / "assets" / "icon.png"

FELT, FELT_EDGE = (22, 92, 70), (12, 60, 45)
CARD, CARD_EDGE = (246, 240, 226), (70, 60, 50)
RED, INK = (200, 40, 50), (35, 35, 45)
PAWN, PAWN_EDGE = (236, 176, 48), (120, 80, 10)


def card(pip_colour: tuple[int, int, int], angle: float) -> pygame.Surface:
    """One playing card with a big diamond pip, rotated by `angle` degrees."""
    w, h = 96 * K, 136 * K
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = surf.get_rect()
    pygame.draw.rect(surf, CARD_EDGE, body, border_radius=14 * K)
    pygame.draw.rect(surf, CARD, body.inflate(-6 * K, -6 * K), border_radius=11 * K)
    cx, cy, r = w // 2, h // 2, 30 * K
    pygame.draw.polygon(surf, pip_colour, [(cx, cy - r), (cx + r * 3 // 4, cy), (cx, cy + r),
                                           (cx - r * 3 // 4, cy)])
    return pygame.transform.rotate(surf, angle)


def pawn(surf: pygame.Surface, cx: int, bottom: int) -> None:
    """A pawn: base, tapered body and round head, with a dark outline drawn first."""
    for grow, colour in ((5 * K, PAWN_EDGE), (0, PAWN)):
        base = pygame.Rect(0, 0, 84 * K + 2 * grow, 22 * K + 2 * grow)
        base.midbottom = (cx, bottom + grow)
        pygame.draw.ellipse(surf, colour, base)
        top, foot = bottom - 96 * K, bottom - 12 * K
        half_top, half_foot = 14 * K + grow, 34 * K + grow
        pygame.draw.polygon(surf, colour, [(cx - half_top, top), (cx + half_top, top),
                                           (cx + half_foot, foot), (cx - half_foot, foot)])
        pygame.draw.circle(surf, colour, (cx, bottom - 104 * K), 27 * K + grow)


def draw(size: int = SIZE) -> pygame.Surface:
    """The icon, `size` pixels square (the web build also makes the install icons, 192 and
    512, from the same drawing)."""
    big = pygame.Surface((SIZE * K, SIZE * K), pygame.SRCALPHA)
    tile = big.get_rect().inflate(-8 * K, -8 * K)
    pygame.draw.rect(big, FELT_EDGE, tile, border_radius=44 * K)
    pygame.draw.rect(big, FELT, tile.inflate(-14 * K, -14 * K), border_radius=36 * K)
    for colour, angle, centre in ((INK, 18, (72, 120)), (RED, -6, (136, 98))):
        face = card(colour, angle)
        big.blit(face, face.get_rect(center=(centre[0] * K, centre[1] * K)))
    pawn(big, 182 * K, 224 * K)
    return pygame.transform.smoothscale(big, (size, size))


def maskable(size: int) -> pygame.Surface:
    """The icon for a launcher's own mask (a circle, a squircle): felt to every edge and the
    picture inside the central 80 % safe zone, so no mask cuts a card or the pawn."""
    out = pygame.Surface((size, size))
    out.fill(FELT)
    inner = round(size * 0.8)
    picture = draw(inner)
    out.blit(picture, picture.get_rect(center=(size // 2, size // 2)))
    return out


if __name__ == "__main__":
    pygame.image.save(draw(), str(OUT))
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")
