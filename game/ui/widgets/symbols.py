"""The symbols that go with the games' colours, so that colour is never the only cue.

Every game draws the same symbol for the same colour name wherever it can (blue is a drop,
red a heart...), so a player who learnt them in one game reads them in the next."""

import math

import pygame

from game.core.i18n import N_, _

# each symbol in words, for the rules' legend ("blue a drop"): looked up with `_` where shown
# (symbol_words)
# Translators: the symbol drawn on a colour for colour-blind eyes ("blue: a drop")
SYMBOL_WORDS = {"drop": N_("a drop"), "star": N_("a star"), "heart": N_("a heart"),
                "square": N_("a square"), "moon": N_("a moon"), "clover": N_("a clover"),
                "flower": N_("a flower"), "diamond": N_("a diamond")}


def symbol_words(name: str) -> str:
    """The symbol `name` in words, in the language in use: "a drop"."""
    return _(SYMBOL_WORDS[name])


def paint_symbol(s: pygame.Surface, name: str, center, size: float, color) -> None:
    """The symbol `name`, `size` wide, centred on `center`, in `color` (RGB or RGBA).  It is
    drawn on a layer of its own, so cut-outs (the moon) and translucency blend correctly;
    callers draw on supersampled surfaces and cache the result."""
    # the layer covers the symbol only (every shape lies within 0.6 size of the centre),
    # placed at whole pixels, so the shapes fall on the same pixels as on `s` itself
    half = int(math.ceil(size * 0.6)) + 2
    left, top = int(math.floor(center[0])) - half, int(math.floor(center[1])) - half
    layer = pygame.Surface((2 * half + 2, 2 * half + 2), pygame.SRCALPHA)
    layer.fill((0, 0, 0, 0))
    x, y = center[0] - left, center[1] - top
    u = size
    solid = (*color[:3], 255)
    clear = (0, 0, 0, 0)

    def P(dx, dy):
        return (x + dx * u, y + dy * u)

    if name == "drop":
        pygame.draw.circle(layer, solid, P(0, 0.14), 0.31 * u)
        pygame.draw.polygon(layer, solid, [P(0, -0.5), P(0.283, 0.02), P(-0.283, 0.02)])
    elif name == "star":
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            r = 0.53 if k % 2 == 0 else 0.22
            pts.append(P(math.cos(a) * r, math.sin(a) * r + 0.045))
        pygame.draw.polygon(layer, solid, pts)
    elif name == "heart":
        r = 0.25 * u
        pygame.draw.circle(layer, solid, P(-0.22, -0.13), r)
        pygame.draw.circle(layer, solid, P(0.22, -0.13), r)
        pygame.draw.polygon(layer, solid, [P(-0.465, -0.06), P(0.465, -0.06), P(0, 0.47)])
        pygame.draw.polygon(layer, solid, [P(0, -0.17), P(-0.2, -0.02), P(0.2, -0.02)])
    elif name == "square":
        side = 0.66 * u
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (x, y)
        pygame.draw.rect(layer, solid, rect, border_radius=int(side * 0.18))
    elif name == "moon":
        pygame.draw.circle(layer, solid, P(-0.04, 0), 0.46 * u)
        pygame.draw.circle(layer, clear, P(0.2, -0.13), 0.38 * u)
    elif name == "clover":
        r = 0.2 * u
        pygame.draw.circle(layer, solid, P(0, -0.25), r)
        pygame.draw.circle(layer, solid, P(-0.23, 0.06), r)
        pygame.draw.circle(layer, solid, P(0.23, 0.06), r)
        pygame.draw.circle(layer, solid, P(0, -0.02), r * 0.7)
        pygame.draw.polygon(layer, solid, [P(0, -0.02), P(-0.125, 0.5), P(0.125, 0.5)])
    elif name == "flower":
        for k in range(5):
            a = -math.pi / 2 + k * 2 * math.pi / 5
            pygame.draw.circle(layer, solid, P(math.cos(a) * 0.25, math.sin(a) * 0.25 + 0.02),
                               0.2 * u)
        pygame.draw.circle(layer, solid, P(0, 0.02), 0.2 * u)
        pygame.draw.circle(layer, clear, P(0, 0.02), 0.095 * u)
    elif name == "diamond":
        pygame.draw.polygon(layer, solid, [P(0, -0.52), P(0.37, 0), P(0, 0.52), P(-0.37, 0)])
    else:
        raise ValueError(f"no symbol called {name!r}")
    if len(color) == 4 and color[3] < 255:
        layer.fill((255, 255, 255, color[3]), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(layer, (left, top))
