"""Spectrangle on the table: triangular tiles whose three sides are coloured regions meeting at
the value in the middle (each colour also carries its own symbol, switchable with the S key,
as in Collecto), the 36-field triangle board with its 2×, 3× and 4× fields, every seat's
hand on show with its score, and the bag.

A human picks a tile from the rack under the board (click, or keys 1-4), turns it in 60°
steps (click it again, the mouse wheel, R or the arrow keys) and sees every field it fits in
that very position lit with the points it would score; a tile pointing up fits up fields, one
pointing down fits down fields.  Pointing at a lit field shows the tile sitting there;
clicking places it (dragging the tile onto the field does too).  Skip and Exchange appear
only when the rules allow them; Exchange then asks which tile to return.  A placement flies
from the hand to the field, settles, and its score floats up with the multiplier breakdown."""

from __future__ import annotations

import math

import pygame

from game.spectrangle.rules import (
    BONUS,
    CLOCKWISE,
    COLOUR_NAMES,
    EXCHANGE,
    FIELDS,
    LEFT,
    PASS,
    RIGHT,
    ROW_COL,
    ROWS,
    SIDES_TILE,
    TILE_CODES,
    TILE_ID,
    TOUCHES,
    UP,
    VALUE,
    VERT,
    parse_tile,
    place_words,
    placement_score,
    tile_words,
)
from game.ui import draw, theme
from game.ui.chips import SeatTokens
from game.ui.symbols import SYMBOL_WORDS, paint_symbol
from game.ui.view import Animation, Control, Example, GameView, ViewContext

ROOT3 = math.sqrt(3.0)

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

FLY_TIME = 0.55        # a computer's tile flying from its hand to the field (s)
HUMAN_FLY = 0.32       # a human's tile (it was already shown on the field)
SETTLE_TIME = 0.22     # the tile dropping into its field
SPIN_TIME = 0.16       # a 60° turn of the selected tile
POP_TIME = 1.9         # the score floating up
NEW_TIME = 0.35        # a tile drawn from the bag appearing in a hand
SAY_TIME = 1.1         # "skips" / "exchanges" on the board
EXCHANGE_TIME = 0.75   # a returned tile flying into the bag
DRAG = 14              # pixels a tile must be dragged before it counts as a drag

PANEL_EXTRA = {2: 58, 3: 48, 4: 38}   # height of the hand in a player panel, by player count


# --- orientation ---------------------------------------------------------------------------------
def turned(sides: str, up: bool) -> tuple[str, bool]:
    """The sides (left, right, vertical) of a tile turned 60° clockwise, and whether it then
    points up.  Turning flips the orientation: an up tile's left side becomes the top."""
    left, right, vert = sides
    if up:
        return vert + right + left, False
    return left + vert + right, True


def orientations(tile: int) -> list[tuple[str, bool]]:
    """The tile's six positions, 60° apart clockwise from its canonical one (pointing up with
    its listed colours on the left, right and bottom side): (sides, points up)."""
    out = [(CLOCKWISE[tile], True)]
    for _ in range(5):
        out.append(turned(*out[-1]))
    return out


def edges_of(sides: str, up: bool) -> tuple[str, str, str]:
    """The colours of a placed tile's edges in the painter's order (v0-v1, v1-v2, v2-v0 with
    v0 at the top of an up tile, at the upper right of a down one)."""
    left, right, vert = sides
    return (right, vert, left) if up else (right, left, vert)


def tile_edges(tile: int) -> tuple[str, str, str]:
    """The painter's edges of a tile in its canonical position (angle 0)."""
    return edges_of(CLOCKWISE[tile], True)


def angle_of(rot: int) -> float:
    return 60.0 * rot


def breakdown(value: int, touches: int, bonus: int, first: bool) -> str:
    """'5 × 2 sides × 2 bonus'."""
    if first:
        text = f"{value} · first tile"
    else:
        text = f"{value} × {touches} side{'s' if touches != 1 else ''}"
    if bonus > 1:
        text += f" × {bonus} bonus"
    return text


# --- pictures ------------------------------------------------------------------------------------
def triangle(centre, radius: float, angle: float) -> list[tuple[float, float]]:
    """The corners of an equilateral triangle round `centre` (its centroid), `radius` from
    it, the first corner `angle` degrees clockwise from straight up."""
    cx, cy = centre
    out = []
    for i in range(3):
        a = math.radians(angle + 120 * i)
        out.append((cx + radius * math.sin(a), cy - radius * math.cos(a)))
    return out


def rounded_triangle(s: pygame.Surface, color, centre, radius: float, angle: float,
                     corner: float) -> None:
    """A filled triangle with rounded corners: a smaller triangle grown by `corner`."""
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



# Arrows turn the chosen tile, Tab walks the fields where it fits, Enter places it.
OWN_KEYS = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
                      pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))

class TileArt:
    """Tiles, fields and highlights rendered once per size and position (supersampled 4×),
    then cached: a frame only blits them."""

    def __init__(self):
        self._cache: dict = {}

    def _get(self, key, make):
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) > 900:
                self._cache.clear()
            img = self._cache[key] = make()
        return img

    @staticmethod
    def box(side: float) -> int:
        """The square image that holds a tile of `side` (its centroid at the centre)."""
        return int(math.ceil(side / ROOT3 * 2)) + 6

    def tile(self, edges, value: int, angle: float, side: float, symbols: bool) -> pygame.Surface:
        side = int(round(side))
        key = ("tile", tuple(edges), value, round(angle) % 360, side, symbols)
        return self._get(key, lambda: draw.supersampled(
            (self.box(side), self.box(side)),
            lambda s, ss: self._paint_tile(s, ss, edges, value, angle, side, symbols), ss=4,
            fill=(20, 20, 20, 0)))

    def ghost(self, edges, value, angle, side, symbols, alpha: int) -> pygame.Surface:
        key = ("ghost", tuple(edges), value, round(angle) % 360, int(round(side)), symbols,
               alpha)

        def make():
            img = self.tile(edges, value, angle, side, symbols).copy()
            img.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            return img
        return self._get(key, make)

    def shadow(self, side: float, angle: float, blur: int = 4, alpha: int = 120):
        side = int(round(side))
        key = ("shadow", side, round(angle) % 360, blur, alpha)

        def make():
            n = self.box(side) + 4 * blur
            s = pygame.Surface((n, n), pygame.SRCALPHA)
            s.fill((0, 0, 0, 0))
            rounded_triangle(s, (0, 0, 0, alpha), (n / 2, n / 2), side / ROOT3 * 0.98, angle,
                             side * 0.05)
            return draw.blur_surface(s, blur) if blur else s
        return self._get(key, make)

    def outline(self, side: float, up: bool, color, width: float, fill=None) -> pygame.Surface:
        """A field-shaped ring (and optional fill), e.g. a lit field."""
        side = int(round(side))
        key = ("outline", side, up, tuple(color), width, tuple(fill) if fill else None)

        def paint(s, ss):
            c = (s.get_width() / 2, s.get_height() / 2)
            r = side / ROOT3 * ss
            angle = 0 if up else 60
            rounded_triangle(s, color, c, r, angle, side * 0.05 * ss)
            inner = r - width * ss * 2          # a side `width` in, the corner twice as far
            if width > 0 and inner > 0:
                rounded_triangle(s, fill or (0, 0, 0, 0), c, inner, angle,
                                 max(1, side * 0.05 * ss - width * ss))
        return self._get(key, lambda: draw.supersampled((self.box(side), self.box(side)), paint,
                                                        ss=4, fill=(*color[:3], 0)))

    @staticmethod
    def _paint_tile(s, ss, edges, value, angle, side, symbols) -> None:
        S = s.get_width()
        c = (S / 2, S / 2)
        R = side / ROOT3 * ss                 # centroid to corner
        r_in = R / 2                          # centroid to side
        corner = R * 0.1
        # the rim
        rounded_triangle(s, (22, 24, 30, 255), c, R, angle, corner)
        body = pygame.Surface((S, S), pygame.SRCALPHA)
        body.fill((0, 0, 0, 0))
        inner_r = R - 1.3 * ss
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
            k = 0.17
            pa = (a[0] + (c[0] - a[0]) * k, a[1] + (c[1] - a[1]) * k)
            pb = (b[0] + (c[0] - b[0]) * k, b[1] + (c[1] - b[1]) * k)
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
            pygame.draw.line(shade, (255, 255, 255, 150), c, v, max(1, int(0.9 * ss)))
        body.blit(shade, (0, 0))
        mask = pygame.Surface((S, S), pygame.SRCALPHA)
        mask.fill((0, 0, 0, 0))
        rounded_triangle(mask, (255, 255, 255, 255), c, inner_r, angle, corner * 0.9)
        body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(body, (0, 0))
        small = side < 50
        # the symbols, upright, in each region between the value and the side
        if symbols and not small:
            for i in range(3):
                code = edges[i]
                name = COLOURS[code][1]
                if name is None:
                    continue
                base = COLOURS[code][0]
                nx, ny = normals[i]
                at = (c[0] + nx * r_in * 0.66, c[1] + ny * r_in * 0.66)
                size = r_in * 0.5
                if code in DARK_INK:
                    ink, shade = (*theme.darken(base, 0.62), 235), (*theme.lighten(base, 0.5), 110)
                else:
                    ink, shade = (255, 255, 255, 240), (*theme.darken(base, 0.5), 140)
                # on a layer of the symbol's size, at whole pixels (the same pixels)
                half = int(size * 0.6) + 2 * ss + 4
                left, top = int(at[0]) - half, int(at[1]) - half
                layer = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
                paint_symbol(layer, name, (at[0] - left, at[1] + ss - top), size, shade)
                paint_symbol(layer, name, (at[0] - left, at[1] - top), size, ink)
                s.blit(layer, (left, top))
        # the value on an ivory disc
        disc = r_in * (0.56 if small else 0.42)
        joker = all(e == "W" for e in edges)
        pygame.draw.circle(s, (0, 0, 0, 70), (c[0], c[1] + ss), disc + ss)
        if joker:
            ring = [COLOURS[k][0] for k in "RYGBP"]
            for k, col in enumerate(ring):
                a0 = -math.pi / 2 + k * 2 * math.pi / 5
                pts = [c] + [(c[0] + math.cos(a0 + t / 8 * 2 * math.pi / 5) * (disc + 2.5 * ss),
                              c[1] + math.sin(a0 + t / 8 * 2 * math.pi / 5) * (disc + 2.5 * ss))
                             for t in range(9)]
                pygame.draw.polygon(s, col, pts)
        pygame.draw.circle(s, IVORY, c, disc)
        pygame.draw.circle(s, (205, 198, 182), c, disc, max(1, int(0.8 * ss)))
        f = theme.font(max(6, int(disc * 1.28)), True)
        img = f.render(str(value), True, INK)
        s.blit(img, img.get_rect(center=(c[0], c[1] + disc * 0.03)))


class Counters(SeatTokens):
    """Seat tokens: round score counters (the game's own pieces) in the seat's colour with its
    number, so colour is never the only cue."""

    @classmethod
    def _paint(cls, s, ss, seat) -> None:
        S = s.get_width()
        base = theme.seat_color(seat)
        c = (S / 2, S / 2)
        r = S * 0.46
        # a short cylinder: the side below, the face on top
        pygame.draw.circle(s, theme.darken(base, 0.5), (c[0], c[1] + S * 0.035), r)
        pygame.draw.circle(s, theme.darken(base, 0.15), c, r)
        pygame.draw.circle(s, theme.lighten(base, 0.2), (c[0], c[1] - S * 0.03), r * 0.9)
        pygame.draw.circle(s, base, (c[0], c[1] - S * 0.02), r * 0.8)
        label = str(seat + 1)
        f = theme.font(int(S * 0.46), True)
        shade = f.render(label, True, theme.darken(base, 0.6))
        img = f.render(label, True, (255, 255, 255))
        rect = img.get_rect(center=(c[0], c[1] - S * 0.03))
        s.blit(shade, rect.move(0, ss * 2))
        s.blit(img, rect)


# --- animations ----------------------------------------------------------------------------------
class PlaceAnimation(Animation):
    """A tile flying from a hand to its field (turning on the way), then settling."""

    def __init__(self, seat: int, tile: int, move, start, start_side: float, start_angle: float,
                 end, end_side: float, end_angle: float, fly: float, slot: int, rack: bool):
        self.seat, self.tile, self.move = seat, tile, move
        self.start, self.end = start, end
        self.start_side, self.end_side = start_side, end_side
        self.start_angle, self.end_angle = start_angle, end_angle
        self.fly = fly
        self.slot = slot                    # the hand slot the tile left
        self.rack = rack                    # it left the rack (else a player panel)
        super().__init__(fly + SETTLE_TIME)

    def pose(self):
        """(centre, side, angle, lift 0..1) of the tile now."""
        t = min(1.0, self.elapsed / self.fly) if self.fly > 0 else 1.0
        e = draw.ease_in_out(t)
        (x0, y0), (x1, y1) = self.start, self.end
        # a gentle arc
        mid = ((x0 + x1) / 2, min(y0, y1) - 60)
        x = (1 - e) ** 2 * x0 + 2 * (1 - e) * e * mid[0] + e ** 2 * x1
        y = (1 - e) ** 2 * y0 + 2 * (1 - e) * e * mid[1] + e ** 2 * y1
        lift = 1.0
        side = draw.lerp(self.start_side, self.end_side * 1.12, e)
        if self.elapsed > self.fly:
            k = draw.ease_out((self.elapsed - self.fly) / SETTLE_TIME)
            side = draw.lerp(self.end_side * 1.12, self.end_side, k)
            lift = 1 - k
        angle = draw.lerp(self.start_angle, self.end_angle, draw.ease_in_out(min(1.0, t * 1.3)))
        return (x, y), side, angle, lift


class SayAnimation(Animation):
    """A skip or an exchange announced on the board (an exchange also flies a tile into the
    bag)."""

    def __init__(self, seat: int, text: str, duration: float, tile: int | None = None,
                 start=None, side: float = 0.0, angle: float = 0.0, slot: int = -1,
                 rack: bool = False):
        self.seat, self.text = seat, text
        self.tile, self.start, self.side, self.angle = tile, start, side, angle
        self.slot, self.rack = slot, rack
        super().__init__(duration)


# --- the view ------------------------------------------------------------------------------------
class View(GameView):
    """The Spectrangle board, the rack of the hand in play, and the hands in the panels."""

    first_player = "The starting draw decides who starts: the highest tile drawn."

    def __init__(self, game):
        super().__init__(game)
        self.art = TileArt()
        self.counters = Counters()
        self.symbols = True               # colour symbols on the tiles (kept for the session)
        self.rot: dict[int, int] = {}     # tile -> its position (0-5) as the player turned it
        self.selected: int | None = None  # the tile picked from the rack
        self.exchanging = False           # Exchange chosen: the next tile clicked goes back
        self.cursor: int | None = None    # a field chosen with Tab (keyboard play)
        self._spin = None                 # (tile, from rot, steps, start time)
        self._press = None                # (pos, target) of a press
        self._drag = None                 # (tile, pos) while a tile is dragged
        self._drop_from = None            # where a dropped tile was let go (its flight starts)
        self._running: Animation | None = None
        self.last_text = ""
        self.popups: list[dict] = []      # scores floating up
        self._fresh: list[list] = []      # [seat, slot, start time or None]: tiles just drawn
        self._fits: dict = {}
        self._layer = None
        self._slab = None
        self._layer_key = None
        self._intro: list | None = None   # [start time]: who starts, announced on the board
        self._build_controls()
        self.layout(pygame.Rect(308, 76, 664, 640))

    # --- words -----------------------------------------------------------------------------------
    def tagline(self) -> str:
        return "Match colours side to side with triangular tiles. Bonus fields multiply the score."

    def credit(self) -> str:
        return ("Spectrangle® as set for the University of Twente's 2018 programming project "
                "(Module 2 Software Systems).")

    # Two deals and the placements that lead to the rules page's pictures.
    EXAMPLE_BONUS = (["RYB1", "YYP4", "GGG6", "YPR2", "GGY4", "BGP3", "PPR4", "BBG4", "BYG1",
                      "GGB5", "YYG5", "BBY4", "RRY5", "BBB6", "GGR5", "GRP1", "WWW1", "BRP2",
                      "YYR4", "PPY5", "RGY3", "RRR6", "GRB3", "YYY6", "RRP5", "YBP3", "YYB5",
                      "GGP4", "RRB4", "PPG5", "PPB4", "YPG2", "BBR5", "RRG4", "PPP6", "BBP5"],
                     [(6, "RPP"), (5, "YRB"), (4, "YYP"), (1, "GGB"), (2, "GBB"), (12, "YRP"),
                      (11, "GYY"), (19, "GGY"), (20, "GGR"), (21, "GPR")], (13, "RYR"))
    EXAMPLE_JOKER = (["RRR6", "GGY4", "PPG5", "YYR4", "YYP4", "BBG4", "BYG1", "YPR2", "BBR5",
                      "RRY5", "GGB5", "PPY5", "WWW1", "BBB6", "GRB3", "PPR4", "BBP5", "YYY6",
                      "GGP4", "BGP3", "PPP6", "GRP1", "RRP5", "BBY4", "YYG5", "RRB4", "GGR5",
                      "RYB1", "YBP3", "BRP2", "YYB5", "YPG2", "RRG4", "GGG6", "RGY3", "PPB4"],
                     [(25, "YYP"), (26, "YBG"), (16, "PPG"), (27, "BBG"), (28, "BBR"),
                      (18, "RYR")], (17, "WWW"))

    def examples(self) -> dict[str, Example]:
        """The rules page's pictures: a placement on a bonus field touching two tiles, and
        the joker."""
        out = {}
        for name, (bag, moves, move) in (("bonus", self.EXAMPLE_BONUS),
                                         ("joker", self.EXAMPLE_JOKER)):
            state = self.game.start("standard", {}, 2, {"bag": list(bag)})
            for m in moves:
                state.push(m)
            out[name] = (state, move)
        state, move = out["bonus"]
        bonus = Example(state, move, f"{state.seat_name(state.to_move)} lays a 5 on a 4× "
                                     f"field where it touches two tiles, the colours "
                                     f"matching: 5 × 2 × 4 = {state.move_score(move)} points.")
        state, move = out["joker"]
        joker = Example(state, move, f"The white joker fits next to any colour: here it "
                                     f"touches two tiles, 1 × 2 = {state.move_score(move)} "
                                     f"points; any colour may touch it later.")
        return {"bonus": bonus, "joker": joker}

    def rules(self) -> list[tuple]:
        legend = ", ".join(f"{COLOUR_NAMES[k]} {SYMBOL_WORDS[COLOURS[k][1]]}" for k in "RGBYP")
        ex = self.examples()
        return [
            ("Goal", "Score the most points by laying tiles on the triangular board. At the end "
                     "the tiles left in your hand are subtracted from your score."),
            ("Tiles", "36 triangular tiles. Each side has a colour: red, green, blue, yellow, "
                      "purple, or white on the joker. Five one-colour tiles are worth 6, twenty "
                      "two-colour tiles 5 or 4, ten three-colour tiles 3, 2 or 1, and the all-"
                      "white joker 1. A tile may be turned, never flipped over."),
            ("Start", "Every player draws one tile; the highest value starts (on a tie, the "
                      "earlier seat). Then everyone draws three more. Hands lie open: everyone "
                      "sees every hand."),
            ("Placing", "The first tile goes on any field without a bonus. Every later tile must "
                        "touch a tile already on the board, and every side that touches a tile "
                        "must match that tile's side in colour. White matches every colour.",
             ex["joker"]),
            ("Scoring", "A tile scores its value × the number of sides it touches (at least 1) × "
                        "the field's bonus (2×, 3× or 4×). Example: a 5 touching two sides on a "
                        "2× field scores 5 × 2 × 2 = 20. After placing, draw back up to four.",
             ex["bonus"]),
            ("Can't place?", "If you can place a tile you must. If you cannot, skip your turn, "
                             "or exchange one tile for the next one in the bag and skip (not "
                             "when the bag is empty)."),
            ("The end", "The game ends when the bag is empty and nobody can place a tile, when "
                        "the board is full, or after two full rounds without a placement. The "
                        "values of the tiles left in each hand are subtracted; the highest score "
                        "wins (a tie is a shared win)."),
            ("Playing here", "Click a tile in your hand (or press 1-4). Turn it 60° at a time by "
                             "clicking it again, with the mouse wheel, R or the arrow keys: a "
                             "tile pointing up fits up fields, one pointing down fits down "
                             "fields. Every field where it fits as shown lights up with its "
                             "score; click one (or drag the tile onto it) to place. A dimmer "
                             "outline marks fields it fits once turned: clicking one turns it. "
                             "Clicking an empty field with no tile chosen (or one that never "
                             "fits there) picks the tile that scores most there, turned to "
                             "fit; a second click places it. Tab and Enter place from the "
                             "keyboard, Escape puts the tile back."),
            ("Symbols", f"Each colour also has its own symbol: {legend}. The joker is plain "
                        f"white. The Symbols button (or the S key) shows or hides them."),
        ]

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def end_note(self, state, seat: int) -> str:
        return ""             # the panels show every score with what the hand cost

    def advice(self, state, move) -> str:
        """"Place red-red-yellow 5 on row 3, 2nd from left (9 points)"; "Skip your turn"."""
        if move == PASS:
            return "Skip your turn: no tile of yours fits"
        if move[0] == EXCHANGE:
            return f"Exchange {tile_words(parse_tile(move[1]))} and skip"
        field, sides = move
        tile = SIDES_TILE[UP[field]][sides]
        points = placement_score(tile, state.constraint[field], field)
        return (f"Place {tile_words(tile)} on {place_words(field)} ({points} "
                f"point{'s' * (points != 1)})")

    def status(self, state) -> str:
        if state.is_over():
            return ""
        if not state.history:
            words = state.start_words()
            rule = f"{words} · the first tile: any field without a bonus"
            return rule if draw.text_width(rule, 16) <= 560 else words
        if not state.can_skip():
            return "Place a tile: every side that touches a tile must match its colour"
        if state.can_exchange():
            return "No tile fits: skip, or exchange one tile and skip"
        return "No tile fits and the bag is empty: skip"

    def result_height(self, state, outcome, width: int) -> int:
        return 34 + 30 * (state.players + 1)

    def draw_result(self, surface, state, outcome, rect) -> None:
        """Why the game ended, then a table: points scored, tiles left in hand, final score."""
        reason = state.end_reason()
        draw.text(surface, f"The game ends: {reason}.", (rect.centerx, rect.y + 8), 16,
                  theme.TEXT_MUTED, False, "center")
        cols = (rect.x + 16, rect.right - 190, rect.right - 100, rect.right - 12)
        y = rect.y + 40
        for label, x in zip(("Scored", "In hand", "Final"), cols[1:]):
            draw.text(surface, label, (x, y), 13, theme.TEXT_DIM, True, "midright")
        draw.rounded_rect(surface, (255, 255, 255, 30), (rect.x, y + 13, rect.w, 1), 0)
        for seat in range(state.players):
            y += 30
            win = seat in outcome.winners
            if win:
                band = pygame.Rect(rect.x - 6, y - 13, rect.w + 12, 27)
                draw.rounded_rect(surface, (*theme.GOLD, 38), band, 9)
            self.draw_token(surface, seat, (cols[0] + 10, y), 22)
            draw.text(surface, state.seat_name(seat), (cols[0] + 30, y), 17,
                      theme.TEXT if win else theme.TEXT_MUTED, win, "midleft")
            hand = state.hand_value(seat)
            draw.text(surface, str(state.points[seat]), (cols[1], y), 17, theme.TEXT_MUTED,
                      False, "midright")
            draw.text(surface, f"−{hand}" if hand else "0", (cols[2], y), 17,
                      (236, 140, 120) if hand else theme.TEXT_DIM, False, "midright")
            draw.text(surface, str(outcome.scores[seat]), (cols[3], y), 19,
                      theme.GOLD if win else theme.TEXT, True, "midright")

    # --- controls --------------------------------------------------------------------------------
    def _build_controls(self) -> None:
        self.symbols_btn = Control((0, 0, 168, 44), "Hide symbols", self.toggle_symbols,
                                   hotkey=pygame.K_s, style="toggle", selected=True, size=16,
                                   name="symbols")
        self.skip_btn = Control((0, 0, 66, 44), "Skip", move=PASS, style="primary", size=16,
                                name="skip")
        self.exchange_btn = Control((0, 0, 96, 44), "Exchange…", self.toggle_exchange,
                                    style="toggle", size=16, name="exchange")
        self._controls = [self.symbols_btn, self.skip_btn, self.exchange_btn]
        self._interactive = False
        self._ctx: ViewContext | None = None

    def toggle_symbols(self) -> None:
        self.symbols = not self.symbols
        self._layer = None

    def toggle_exchange(self) -> None:
        if not self._interactive:
            return
        self.exchanging = not self.exchanging
        self.selected = None
        self._drag = None

    def controls(self, state, ctx: ViewContext) -> list:
        self._ctx = ctx
        interactive = ctx.interactive and ctx.animation is None and not state.is_over()
        self._interactive = interactive
        self.symbols_btn.selected = self.symbols
        self.symbols_btn.label = "Hide symbols" if self.symbols else "Show symbols"
        self.skip_btn.visible = interactive and state.can_skip()
        self.exchange_btn.visible = interactive and state.can_exchange()
        if not self.exchange_btn.visible:
            self.exchanging = False
        self.exchange_btn.selected = self.exchanging
        self.exchange_btn.label = "Cancel" if self.exchanging else "Exchange…"
        return self._controls

    # --- geometry --------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        r = self.rect
        self.margin = 14                      # the slab round the fields
        # a small rect (a picture on the rules page) shows the board only: the rack and the
        # corners lie outside it, so a placed tile flies in from below
        small = r.h < 480
        rack_h, hint_h = (0 if small else 104), 26
        avail_h = r.h - rack_h - hint_h - 3 * self.margin - 16
        self.side = int(min((r.w - 2 * self.margin * ROOT3 - 8) / ROWS, avail_h / (ROWS * ROOT3
                                                                                      / 2)))
        self.h = self.side * ROOT3 / 2
        self.apex = (r.centerx, r.y + 2 + 2 * self.margin + 2)
        self.board_bottom = self.apex[1] + ROWS * self.h
        self.hint_pos = (r.centerx, self.board_bottom + self.margin + 6 + hint_h / 2)
        # the rack: the hand in play, four slots
        self.rack_rect = (pygame.Rect(r.x, r.bottom + 60, r.w, 100) if small
                          else pygame.Rect(r.x, r.bottom - rack_h, r.w, rack_h - 4))
        self.rack_label = pygame.Rect(self.rack_rect.x, self.rack_rect.y, 76, self.rack_rect.h)
        self.rack_tile = 78
        slot_w = 94
        self.slots = [pygame.Rect(round(self.rack_label.right + i * slot_w),
                                  self.rack_rect.y + 2, round(slot_w), self.rack_rect.h - 4)
                      for i in range(4)]
        # the rack's controls column: the hand's value, or Skip and Exchange when no tile fits,
        # above the symbols toggle
        bx = self.slots[-1].right + 12
        bw = self.rack_rect.right - 8 - bx
        top = self.rack_rect.y + 4
        self.side_rect = pygame.Rect(bx, top, bw, 44)
        self.skip_btn.rect = pygame.Rect(bx, top, 66, 44)
        self.exchange_btn.rect = pygame.Rect(bx + 72, top, bw - 72, 44)
        self.symbols_btn.rect = pygame.Rect(bx, self.rack_rect.bottom - 48, bw, 44)
        # the corners beside the apex: the starting draw (left), the bag (right)
        self.start_rect = pygame.Rect(r.x + 2, r.y + 6, 206, 150)
        self.bag_rect = pygame.Rect(r.right - 206, r.y + 6, 204, 92)
        if small:
            self.start_rect.x = self.bag_rect.x = r.right + 60
            self.symbols_btn.rect.x = r.right + 60
        self._fields = [self._field_geometry(f) for f in range(FIELDS)]
        self._layer = None

    def _field_geometry(self, field: int):
        row, col = ROW_COL[field]
        x = self.apex[0] + col * self.side / 2
        y0 = self.apex[1] + row * self.h
        s, h = self.side, self.h
        if UP[field]:
            pts = [(x, y0), (x + s / 2, y0 + h), (x - s / 2, y0 + h)]
            centre = (x, y0 + 2 * h / 3)
        else:
            pts = [(x - s / 2, y0), (x + s / 2, y0), (x, y0 + h)]
            centre = (x, y0 + h / 3)
        return pts, centre

    def field_centre(self, field: int):
        return self._fields[field][1]

    def field_points(self, field: int):
        return self._fields[field][0]

    def field_at(self, pos) -> int | None:
        """The field under `pos` (the whole triangle, so there is no gap between fields)."""
        if pos is None:
            return None
        x, y = pos
        row = int((y - self.apex[1]) // self.h) if y >= self.apex[1] else -1
        if not 0 <= row < ROWS:
            return None
        for col in range(-row, row + 1):
            f = row * row + row + col
            a, b, c = self._fields[f][0]
            if _inside((x, y), a, b, c):
                return f
        return None

    def slot_at(self, pos) -> int | None:
        if pos is None:
            return None
        for i, rect in enumerate(self.slots):
            if rect.collidepoint(pos):
                return i
        return None

    def slot_centre(self, i: int):
        rect = self.slots[i]
        return (rect.centerx, rect.centery + 4)

    def panel_slot(self, area: pygame.Rect, i: int):
        """Where tile `i` of a hand sits in a player panel's `area`, and its side."""
        side = min(54, (area.h - 8) / (ROOT3 / 2), (area.w - 3 * 8) / 4)
        gap = 8
        x = area.x + side / 2 + i * (side + gap)
        y = area.y + side * ROOT3 / 3 - 1            # the centroid sits low in the triangle
        return (x, y), side

    def bag_centre(self):
        return (self.bag_rect.x + 46, self.bag_rect.centery + 2)

    # --- what the human may do -------------------------------------------------------------------
    def rack_seat(self, state, ctx: ViewContext) -> int:
        """Whose hand the rack shows: the seat to move if a person plays it (or nobody plays),
        else the person who played last (they plan while the computers move)."""
        seat = state.to_move
        if seat in ctx.humans or not ctx.humans:
            return seat
        for k in range(1, state.players + 1):
            s = (seat - k) % state.players
            if s in ctx.humans:
                return s
        return seat

    def fits(self, state, tile: int) -> dict[int, dict[int, tuple]]:
        """For each position (0-5) of a tile in the mover's hand: field -> (move, points)."""
        key = (len(state.history), state.history[-1] if state.history else None, state.turn,
               tile)
        found = self._fits.get(key)
        if found is None:
            if len(self._fits) > 64:
                self._fits.clear()
            found = {r: {} for r in range(6)}
            if tile in state.hands[state.to_move]:
                where = orientations(tile)
                for move, pts in state.placements_for(TILE_CODES[tile]):
                    field, sides = move
                    for r, (s, up) in enumerate(where):
                        if s == sides and up == bool(UP[field]):
                            found[r][field] = (move, pts)
            self._fits[key] = found
        return found

    def rotation(self, tile: int) -> int:
        return self.rot.get(tile, 0)

    def select(self, state, tile: int, ctx: ViewContext) -> None:
        """Pick a tile; if it fits nowhere as it lies but does once turned, turn it to its
        best position."""
        self.selected = tile
        self.exchanging = False
        fits = self.fits(state, tile)
        r = self.rotation(tile)
        if not fits[r]:
            best = max(range(6), key=lambda k: (max((p for _, p in fits[k].values()), default=-1),
                                                -((k - r) % 6)))
            if fits[best]:
                self.turn_to(tile, best, ctx)
        self.cursor = None

    def turn_to(self, tile: int, rot: int, ctx: ViewContext, steps: int | None = None) -> None:
        old = self.rotation(tile)
        if steps is None:
            steps = (rot - old) % 6
            if steps > 3:
                steps -= 6
        self.rot[tile] = rot % 6
        if steps:
            self._spin = (tile, old, steps, ctx.time)
        self.cursor = None

    def turn(self, state, steps: int, ctx: ViewContext) -> None:
        if self.selected is None:
            hand = state.hands[state.to_move]
            if not hand:
                return
            self.select(state, hand[0], ctx)
            return
        self.turn_to(self.selected, self.rotation(self.selected) + steps, ctx, steps)

    def spin_angle(self, tile: int, time: float) -> float:
        """The angle the tile is shown at (turning towards its position)."""
        rot = self.rotation(tile)
        if self._spin is not None and self._spin[0] == tile:
            _, old, steps, t0 = self._spin
            dur = SPIN_TIME * math.sqrt(abs(steps))
            t = (time - t0) / dur
            if 0 <= t < 1:
                return angle_of(old) + 60 * steps * draw.ease_out(t)
        return angle_of(rot)

    def lit(self, state, ctx: ViewContext) -> dict[int, tuple]:
        """field -> (move, points) where the selected tile fits as it lies now."""
        if self.selected is None or not self._can_act(state, ctx):
            return {}
        return self.fits(state, self.selected)[self.rotation(self.selected)]

    def _can_act(self, state, ctx: ViewContext) -> bool:
        return ctx.interactive and ctx.animation is None and not state.is_over()

    # --- input -----------------------------------------------------------------------------------
    def _slot_tile(self, state, i: int) -> int | None:
        hand = state.hands[state.to_move]
        return hand[i] if 0 <= i < len(hand) else None

    def target(self, state, move):
        if move == PASS:
            return self.skip_btn.rect.center
        if not isinstance(move, tuple) or len(move) != 2:
            return None
        hand = state.hands[state.to_move]
        if move[0] == EXCHANGE:
            tile = TILE_ID.get(move[1])
            if tile not in hand:
                return None
            if not self.exchanging:
                return self.exchange_btn.rect.center
            return self.slot_centre(hand.index(tile))
        field, sides = move
        if not isinstance(field, int) or not 0 <= field < FIELDS:
            return None
        tile = SIDES_TILE[UP[field]].get(sides)
        if tile is None or tile not in hand:
            return None
        c = self.field_centre(field)
        want = (sides, bool(UP[field]))
        where = orientations(tile)
        if self.selected != tile or where[self.rotation(tile)] != want:
            # a click on the field picks a tile and turns it to its best position there:
            # if that is this move, click the field, else pick the tile (or turn it once more)
            choice = self._field_choice(state, field)
            if choice is None or choice[0] != tile or where[choice[1]] != want:
                return self.slot_centre(hand.index(tile))
        return (round(c[0]), round(c[1]))

    def _target_at(self, pos):
        slot = self.slot_at(pos)
        if slot is not None:
            return ("slot", slot)
        field = self.field_at(pos)
        if field is not None:
            return ("field", field)
        return None

    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        if kind == "down":
            self._press = (pos, self._target_at(pos))
            self._drag = None
            return None
        if kind == "move":
            press = self._press
            if (press is not None and press[1] is not None and press[1][0] == "slot"
                    and self._drag is None and not self.exchanging
                    and math.hypot(pos[0] - press[0][0], pos[1] - press[0][1]) >= DRAG):
                tile = self._slot_tile(state, press[1][1])
                if tile is not None:
                    if self.selected != tile:
                        self.select(state, tile, ctx)
                    self._drag = (tile, pos)
            elif self._drag is not None:
                self._drag = (self._drag[0], pos)
            return None
        if kind != "up":
            return None
        press, self._press = self._press, None
        drag, self._drag = self._drag, None
        if press is None:
            return None
        if drag is not None:
            field = self.field_at(pos)
            found = self.lit(state, ctx).get(field) if field is not None else None
            if found is not None:
                self._drop_from = pos
                return found[0]
            return None
        here = self._target_at(pos)
        if here is None or here != press[1]:
            return None
        what, index = here
        if what == "slot":
            tile = self._slot_tile(state, index)
            if tile is None:
                return None
            if self.exchanging:
                move = (EXCHANGE, TILE_CODES[tile])
                return move if move in state.legal_moves() else None
            if self.selected == tile:
                self.turn(state, 1, ctx)
            else:
                self.select(state, tile, ctx)
            return None
        return self._field_click(state, index, ctx)

    def _field_click(self, state, field: int, ctx: ViewContext):
        found = self.lit(state, ctx).get(field)
        if found is not None:
            return found[0]
        # the chosen tile fits once turned: turn it; no tile chosen, or it never fits there:
        # pick the tile of the hand that scores most there, turned for it (a second click
        # places it)
        choice = self._field_choice(state, field)
        if choice is not None:
            tile, r = choice
            if tile != self.selected:
                self.selected = tile
                self.exchanging = False
            self.turn_to(tile, r, ctx)
            self.cursor = field
        return None

    def _field_choice(self, state, field: int):
        """(tile, position) a click on an empty `field` chooses, or None."""
        if state.board[field] is not None:
            return None
        if self.selected is not None:
            r = self._best_turn(state, self.selected, field)
            if r is not None:
                return self.selected, r
        best = None
        for slot, tile in enumerate(state.hands[state.to_move]):
            r = self._best_turn(state, tile, field)
            if r is not None:
                pts = self.fits(state, tile)[r][field][1]
                if best is None or pts > best[0]:
                    best = (pts, tile, r)
        return (best[1], best[2]) if best else None

    def _best_turn(self, state, tile: int, field: int) -> int | None:
        """The position a click on `field` turns `tile` to: where it scores most there (the
        nearest clockwise on a tie), or None if it fits there in no position."""
        fits = self.fits(state, tile)
        options = [(fits[r][field][1], r) for r in range(6) if field in fits[r]]
        if not options:
            return None
        cur = self.rotation(tile)
        return max(options, key=lambda o: (o[0], -((o[1] - cur) % 6)))[1]

    def wheel(self, steps: int, state, ctx: ViewContext):
        if not steps or not self._can_act(state, ctx) or self.exchanging:
            return None
        slot = self.slot_at(ctx.mouse)
        tile = self._slot_tile(state, slot) if slot is not None else None
        if tile is not None and tile != self.selected:
            self.select(state, tile, ctx)
        else:
            self.turn(state, 1 if steps > 0 else -1, ctx)
        return None

    def own_keys(self, state) -> frozenset:
        return OWN_KEYS

    def key(self, key: int, state, ctx: ViewContext):
        if not self._can_act(state, ctx):
            return None
        digits = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3,
                  pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3}
        if key in digits:
            tile = self._slot_tile(state, digits[key])
            if tile is None:
                return None
            if self.exchanging:
                move = (EXCHANGE, TILE_CODES[tile])
                return move if move in state.legal_moves() else None
            if tile == self.selected:
                self.turn(state, 1, ctx)
            else:
                self.select(state, tile, ctx)
            return None
        if self.exchanging:
            return None
        if key in (pygame.K_r, pygame.K_RIGHT, pygame.K_UP):
            self.turn(state, 1, ctx)
        elif key in (pygame.K_LEFT, pygame.K_DOWN):
            self.turn(state, -1, ctx)
        elif key == pygame.K_TAB:
            lit = sorted(self.lit(state, ctx))
            if lit:
                later = [f for f in lit if self.cursor is None or f > self.cursor]
                self.cursor = later[0] if later else lit[0]
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            found = self.lit(state, ctx).get(self.cursor) if self.cursor is not None else None
            if found is not None:
                return found[0]
        elif key == pygame.K_BACKSPACE:
            self.cancel()
        return None

    def cancel(self) -> None:
        super().cancel()
        self.selected = None
        self.exchanging = False
        self.cursor = None
        self._press = None
        self._drag = None

    def selecting(self) -> bool:
        return self.selected is not None or self.exchanging

    def reset(self, state) -> None:
        super().reset(state)
        self.rot.clear()
        self._spin = None
        self._running = None
        self._drop_from = None
        self.last_text = ""
        self.popups = []
        self._fresh = []
        self._fits.clear()
        self._layer = None
        self._intro = [None] if not state.history else None

    # --- animations ------------------------------------------------------------------------------
    def _hand_pose(self, seat: int, slot: int, tile: int, ctx_areas, rack_seat: int):
        """Where a hand's tile is drawn now: (centre, side, angle, in the rack)."""
        if seat == rack_seat:
            return self.slot_centre(slot), self.rack_tile, angle_of(self.rotation(tile)), True
        if seat < len(ctx_areas) and ctx_areas[seat].h > 0:
            c, side = self.panel_slot(ctx_areas[seat], slot)
            return c, side, 0.0, False
        return (self.rect.x - 30, self.rect.centery), 30, 0.0, False

    def animate(self, state, move) -> Animation:
        seat = state.to_move
        ctx = getattr(self, "_ctx", None) or ViewContext()
        rack_seat = self.rack_seat(state, ctx)
        hand = state.hands[seat]
        self.last_text = state.describe_move(move)
        if move == PASS:
            anim = SayAnimation(seat, "skips: no tile fits", SAY_TIME)
        elif move[0] == EXCHANGE:
            tile = TILE_ID[move[1]]
            slot = hand.index(tile)
            start, side, angle, rack = self._hand_pose(seat, slot, tile, ctx.seat_areas,
                                                       rack_seat)
            anim = SayAnimation(seat, f"exchanges {move[1]} and skips", EXCHANGE_TIME, tile,
                                start, side, angle, slot, rack)
        else:
            field, sides = move
            tile = SIDES_TILE[UP[field]][sides]
            slot = hand.index(tile)
            start, side, angle, rack = self._hand_pose(seat, slot, tile, ctx.seat_areas,
                                                       rack_seat)
            human = seat in ctx.humans
            if self._drop_from is not None and human:
                start, side = self._drop_from, self.side
            # the position it lands in, reached by the shortest turn
            where = orientations(tile)
            want = (sides, bool(UP[field]))
            best = min((r for r in range(6) if where[r] == want),
                       key=lambda r: abs(((angle_of(r) - angle + 180) % 360) - 180))
            delta = ((angle_of(best) - angle + 180) % 360) - 180
            anim = PlaceAnimation(seat, tile, move, start, side, angle, self.field_centre(field),
                                  self.side - 6, angle + delta, HUMAN_FLY if human else FLY_TIME,
                                  slot, rack)
            anim.points = state.move_score(move)
            anim.draws = state.bag_count > 0
            anim.detail = breakdown(VALUE[tile], TOUCHES[state.constraint[field]],
                                    BONUS[field], not state.placed)
            self.rot[tile] = best
        self._drop_from = None
        self._running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        anim, self._running = self._running, None
        self._fits.clear()
        if isinstance(anim, PlaceAnimation):
            field = anim.move[0]
            touching = [n for n in (LEFT[field], RIGHT[field], VERT[field])
                        if n >= 0 and state.board[n] is not None]
            for p in self.popups:
                p["cut"] = True
            self.popups.append({"field": field, "points": getattr(anim, "points", 0),
                                "detail": getattr(anim, "detail", ""), "seat": anim.seat,
                                "touching": touching, "t0": None})
            del self.popups[:-4]
            if getattr(anim, "draws", False):
                self._fresh.append([anim.seat, anim.slot, None])
        elif isinstance(anim, SayAnimation) and anim.tile is not None:
            self._fresh.append([anim.seat, anim.slot, None])
        del self._fresh[:-8]

    # --- the seat panels --------------------------------------------------------------------------
    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 38)

    def _fresh_scale(self, seat: int, slot: int, time: float) -> float:
        for entry in self._fresh:
            if entry[0] == seat and entry[1] == slot:
                if entry[2] is None:
                    entry[2] = time
                t = (time - entry[2]) / NEW_TIME
                if t < 1:
                    return draw.ease_out(max(0.0, t))
        return 1.0

    def _flying(self, ctx: ViewContext):
        """(seat, slot, in the rack) of the hand tile now in the air, or None."""
        anim = ctx.animation
        if isinstance(anim, PlaceAnimation) or (isinstance(anim, SayAnimation)
                                                and anim.tile is not None):
            return anim.seat, anim.slot, anim.rack
        return None

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        over = state.is_over()
        hand_value = state.hand_value(seat)
        pts = state.points[seat]
        shown = pts - hand_value if over else pts
        r = draw.text(surface, str(shown), (panel.right - 18, panel.y + 38), 30, theme.GOLD,
                      True, "bottomright")
        draw.text(surface, "final" if over else "point" if shown == 1 else "points",
                  (r.x - 5, r.bottom - 5), 13, theme.TEXT_MUTED, False, "bottomright")
        if over:
            x = panel.right - 18
            if hand_value:
                x = draw.text(surface, f" − {hand_value} in hand", (x, panel.bottom - 26), 15,
                              (236, 140, 120), False, "midright").x
            draw.text(surface, str(pts) if hand_value else f"{pts} scored",
                      (x, panel.bottom - 26), 15, theme.TEXT_MUTED, False, "midright")
        else:
            draw.text(surface, f"hand {hand_value}" if state.hands[seat] else "no tiles",
                      (panel.right - 18, panel.bottom - 26), 15, theme.TEXT_MUTED, False,
                      "midright")
        flying = self._flying(ctx)
        for i, tile in enumerate(state.hands[seat]):
            if flying is not None and flying[0] == seat and flying[1] == i and not flying[2]:
                continue
            c, side = self.panel_slot(area, i)
            k = self._fresh_scale(seat, i, ctx.time)
            if k < 0.05:
                continue
            img = self.art.tile(tile_edges(tile), VALUE[tile], 0, side, self.symbols)
            if k < 1:
                img = pygame.transform.smoothscale_by(img, max(0.05, k))
            surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    # --- pictures around the board ---------------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        size = int(size)
        sh = draw.shadow_surface((size, size), size // 2, blur=5, alpha=110)
        surface.blit(sh, sh.get_rect(center=(center[0], center[1] + size * 0.08)))
        img = self.counters.get(seat, size)
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def thumbnail_key(self):
        return self.symbols

    def paint_thumbnail(self, surface, rect) -> None:
        rows = 3
        side = min((rect.h - 24) / (rows * ROOT3 / 2), (rect.w - 40) / rows)
        h = side * ROOT3 / 2
        apex = (rect.centerx, rect.centery - rows * h / 2)

        def centre_of(field):
            row, col = ROW_COL[field]
            x = apex[0] + col * side / 2
            y0 = apex[1] + row * h
            return (x, y0 + (2 * h / 3 if UP[field] else h / 3))
        big = self.art.outline(side * rows + 22, True, (*SLAB, 255), 0.0)
        cy = apex[1] + rows * h * 2 / 3
        surface.blit(big, big.get_rect(center=(round(apex[0]), round(cy + 2))))
        placed = {4: ("GRB", True), 5: ("RRB", False), 6: ("BBP", True), 1: ("RYG", True),
                  2: ("YGG", False), 0: ("YPB", True)}
        for f in range(rows * rows):
            c = centre_of(f)
            up = bool(UP[f])
            if f in placed:
                sides, _ = placed[f]
                img = self.art.tile(edges_of(sides, up), 4, 0 if up else 60, side - 4, False)
            else:
                img = self.art.outline(side - 4, up, (*FIELD, 255), 0.0)
            surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
        for f in (7, 8):
            c = centre_of(f)
            img = self.art.outline(side - 4, bool(UP[f]), (*theme.GOLD_LIGHT, 255), 1.6,
                                   (*theme.GOLD_LIGHT, 50))
            surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, state, ctx: ViewContext) -> None:
        self.controls(state, ctx)   # the rack shows the hand's value where no button is
        anim = ctx.animation if isinstance(ctx.animation, (PlaceAnimation, SayAnimation)) else None
        act = self._can_act(state, ctx)
        if not act and anim is None:
            if self.selected is not None or self.exchanging:
                self.selected = None
                self.exchanging = False
            self._drag = None
        if self.selected is not None and self.selected not in state.hands[state.to_move]:
            self.selected = None
        self._blit_board(surface, state)
        lit = self.lit(state, ctx) if act else {}
        hover_pos = ctx.mouse if self._drag is None else self._drag[1]
        hover = self.field_at(hover_pos)
        if hover is None and self.cursor in lit:
            hover = self.cursor
        rotated = set()
        if act and self.selected is not None:
            fits = self.fits(state, self.selected)
            rotated = {f for r in range(6) for f in fits[r]} - set(lit)
        self._draw_last(surface, state, anim, ctx.recent)
        self._draw_options(surface, state, ctx, lit, rotated, hover)
        self._draw_corners(surface, state, ctx)
        self._draw_rack(surface, state, ctx, anim)
        self._draw_hint(surface, state, ctx, lit, rotated, hover, anim)
        if isinstance(anim, SayAnimation):
            self._draw_say(surface, state, anim)
        self._draw_intro(surface, state, ctx)

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        anim = ctx.animation
        if isinstance(anim, PlaceAnimation):
            (x, y), side, angle, lift = anim.pose()
            tile = anim.tile
            base = max(anim.start_side, anim.end_side * 1.12)
            if lift > 0:
                sh = self.art.shadow(base, 0, 5, 110)
                sh = pygame.transform.rotozoom(sh, -angle, side / base)
                surface.blit(sh, sh.get_rect(center=(round(x + 3 + 8 * lift),
                                                     round(y + 6 + 14 * lift))))
            img = self._tile_scaled(tile, angle, side, base)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        elif isinstance(anim, SayAnimation) and anim.tile is not None:
            t = min(1.0, anim.elapsed / (EXCHANGE_TIME * 0.7))
            e = draw.ease_in_out(t)
            if t < 1:
                (x0, y0), (x1, y1) = anim.start, self.bag_centre()
                mid = ((x0 + x1) / 2, min(y0, y1) - 80)
                x = (1 - e) ** 2 * x0 + 2 * (1 - e) * e * mid[0] + e ** 2 * x1
                y = (1 - e) ** 2 * y0 + 2 * (1 - e) * e * mid[1] + e ** 2 * y1
                side = draw.lerp(anim.side, 26, e)
                img = self._tile_scaled(anim.tile, anim.angle + 180 * e, side, anim.side)
                surface.blit(img, img.get_rect(center=(round(x), round(y))))
        if self._drag is not None and self._can_act(state, ctx):
            tile, pos = self._drag
            field = self.field_at(pos)
            if field is None or field not in self.lit(state, ctx):
                angle = self.spin_angle(tile, ctx.time)
                img = self._tile_at_angle(tile, angle, self.side - 6)
                sh = self.art.shadow(self.side - 6, round(angle / 60) * 60, 5, 110)
                surface.blit(sh, sh.get_rect(center=(pos[0] + 8, pos[1] + 14)))
                surface.blit(img, img.get_rect(center=pos))
        self._draw_popups(surface, ctx)

    def _tile_scaled(self, tile: int, angle: float, side: float, base: float):
        """The tile at any angle and size, from one image rendered at size `base` (a tile in
        flight changes size every frame: rendering each size anew would be slow)."""
        img = self._tile_at_angle(tile, angle, base)
        k = side / base if base else 1.0
        if abs(k - 1) < 0.01:
            return img
        return pygame.transform.smoothscale_by(img, max(0.05, k))

    def _tile_at_angle(self, tile: int, angle: float, side: float) -> pygame.Surface:
        """The tile turned by any angle: crisp at its six positions, rotated in between."""
        snapped = round(angle / 60) * 60
        if abs(angle - snapped) < 0.5:
            return self.art.tile(tile_edges(tile), VALUE[tile], snapped % 360, side,
                                 self.symbols)
        base = self.art.tile(tile_edges(tile), VALUE[tile], 0, side, self.symbols)
        return pygame.transform.rotozoom(base, -angle, 1.0)

    LAYER_PAD = 30   # the board layer's margin round the view's rect (the slab's shadow)

    def _blit_board(self, surface, state) -> None:
        """The slab, the fields and the placed tiles: one layer.  When tiles land (or leave)
        only the fields that changed are painted again, clipped: a whole new layer per
        placement was a stutter."""
        pad = self.LAYER_PAD
        key = (tuple(state.board), self.symbols, tuple(self.rect))
        if self._layer is None or key[1:] != self._layer_key[1:]:
            r = self.rect
            layer = pygame.Surface((r.w + 2 * pad, r.h + 2 * pad), pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            self._paint_board(layer, state)
            self._layer = layer
        elif key != self._layer_key:
            # (stopped half way, the old key stays: the same fields are painted again)
            dx, dy = pad - self.rect.x, pad - self.rect.y
            changed = [self._field_box(f).move(dx, dy)
                       for f in range(FIELDS) if key[0][f] != self._layer_key[0][f]]
            clip = changed[0].unionall(changed[1:])
            self._layer.set_clip(clip)
            try:
                self._layer.fill((0, 0, 0, 0), clip)
                self._paint_board(self._layer, state)
            finally:
                self._layer.set_clip(None)
        self._layer_key = key
        surface.blit(self._layer, (self.rect.x - pad, self.rect.y - pad))

    def _field_box(self, field) -> pygame.Rect:
        """Where anything drawn for `field` may fall: the square of its tile's image round
        its centre (the images are centred there), with room for the shadow's offset."""
        side = self.art.box(self.side) + 12
        box = pygame.Rect(0, 0, side, side)
        box.center = tuple(round(v) for v in self._fields[field][1])
        return box

    def _paint_board(self, layer, state) -> None:
        """Everything of the board layer, in order (within the layer's clip, if set)."""
        dx, dy = self.LAYER_PAD - self.rect.x, self.LAYER_PAD - self.rect.y
        self._paint_slab(layer, dx, dy)
        for f in range(FIELDS):
            pts, c = self._fields[f]
            sides = state.board[f]
            c = (c[0] + dx, c[1] + dy)
            up = bool(UP[f])
            if sides is None:
                self._paint_field(layer, f, c, up)
            else:
                if BONUS[f] > 1:
                    ring = self.art.outline(self.side - 1, up, (*BONUS_LOOK[BONUS[f]][0], 255),
                                            3.0)
                    layer.blit(ring, ring.get_rect(center=(round(c[0]), round(c[1]))))
                tile = SIDES_TILE[up][sides]
                sh = self.art.shadow(self.side - 6, 0 if up else 60, 3, 110)
                layer.blit(sh, sh.get_rect(center=(round(c[0] + 1), round(c[1] + 3))))
                img = self.art.tile(edges_of(sides, up), VALUE[tile], 0 if up else 60,
                                    self.side - 6, self.symbols)
                layer.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    def _paint_slab(self, layer, dx, dy) -> None:
        """The slate slab and its shadow: made once per layout (a blur of the whole board per
        placement was a stutter), blitted under the fields."""
        side = ROWS * self.side + 2 * self.margin * ROOT3
        centre = (self.apex[0] + dx, self.apex[1] + dy + ROWS * self.h * 2 / 3)
        R = side / ROOT3
        size = int(R * 2 + 40)
        key = (side, self.margin, size)
        if self._slab is None or self._slab[0] != key:
            self._slab = (key, self._make_slab(R, size))
        img = self._slab[1]
        layer.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _make_slab(self, R: float, size: int) -> pygame.Surface:
        out = pygame.Surface((size, size + 16), pygame.SRCALPHA)
        out.fill((0, 0, 0, 0))
        centre = (size / 2, (size + 16) / 2)

        # the shadow is soft: drawn and blurred at a quarter of the size, then scaled up
        q = 4

        def paint(s, ss):
            c = (s.get_width() / 2, s.get_height() / 2)
            rounded_triangle(s, (0, 0, 0, 255), c, R / q * ss, 0, 22 / q * ss)

        shadow = draw.supersampled((size // q, size // q), paint, ss=4, fill=(0, 0, 0, 0))
        shadow.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
        shadow = pygame.transform.smoothscale(draw.blur_surface(shadow, 10 // q + 1),
                                              (size, size))
        out.blit(shadow, shadow.get_rect(center=(round(centre[0]), round(centre[1] + 8))))

        def slab(s, ss):
            c = (s.get_width() / 2, s.get_height() / 2)
            rounded_triangle(s, (*theme.lighten(SLAB, 0.18), 255), c, R * ss, 0, 22 * ss)
            rounded_triangle(s, (*SLAB, 255), (c[0], c[1] + 1.5 * ss), R * ss - 2 * ss, 0,
                             21 * ss)
            rounded_triangle(s, (*theme.darken(SLAB, 0.25), 255), (c[0], c[1] + 1 * ss),
                             R * ss - 2 * self.margin * ss + 5 * ss, 0, 6 * ss)
        img = draw.supersampled((size, size), slab, ss=2, fill=(*SLAB, 0))  # big: 2 is smooth
        out.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
        return out

    def _paint_field(self, layer, field, c, up) -> None:
        bonus = BONUS[field]
        side = self.side - 4
        if bonus == 1:
            img = self.art.outline(side, up, (*FIELD, 255), 0.0)
            layer.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
            inner = self.art.outline(side - 3, up, (*theme.lighten(FIELD, 0.07), 255), 0.0)
            layer.blit(inner, inner.get_rect(center=(round(c[0]), round(c[1] - 1))))
            return
        colour, label = BONUS_LOOK[bonus]
        img = self.art.outline(side, up, (*theme.darken(colour, 0.25), 255), 0.0)
        layer.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
        inner = self.art.outline(side - 4, up, (*colour, 255), 0.0)
        layer.blit(inner, inner.get_rect(center=(round(c[0]), round(c[1] - 1))))
        size = int(self.side * 0.3)
        draw.text(layer, label, (c[0] + 1, c[1] + 2), size, theme.darken(colour, 0.5), True,
                  "center")
        draw.text(layer, label, (c[0], c[1]), size, (255, 255, 255), True, "center")

    @staticmethod
    def placed_since(state, recent) -> dict:
        """{field: seat} of every tile placed since your turn (still on the board)."""
        return {r.move[0]: r.seat for r in recent if r.move != PASS
                and r.move[0] != EXCHANGE and state.board[r.move[0]] is not None}

    def _draw_last(self, surface, state, anim, recent) -> None:
        """Every tile placed since your turn, outlined in its player's colour."""
        if anim is not None:
            return
        for field, seat in self.placed_since(state, recent).items():
            c = self.field_centre(field)
            ring = self.art.outline(self.side + 2, bool(UP[field]),
                                    (*theme.lighten(theme.seat_color(seat), 0.2), 255), 2.0)
            surface.blit(ring, ring.get_rect(center=(round(c[0]), round(c[1]))))

    def _draw_options(self, surface, state, ctx, lit, rotated, hover) -> None:
        pulse = ctx.pulse(4)
        for f in rotated:
            c = self.field_centre(f)
            ring = self.art.outline(self.side - 6, bool(UP[f]), (255, 255, 255, 255), 1.2,
                                    (255, 255, 255, 26))
            ring.set_alpha(150 if f == hover else 90)
            surface.blit(ring, ring.get_rect(center=(round(c[0]), round(c[1]))))
            self._turn_icon(surface, c, 150 if f == hover else 95)
        if not lit:
            return
        tile = self.selected
        for f, (move, pts) in lit.items():
            c = self.field_centre(f)
            up = bool(UP[f])
            if f == hover:
                continue
            ring = self.art.outline(self.side - 4, up, (*theme.GOLD_LIGHT, 255), 2.2,
                                    (*theme.GOLD_LIGHT, 60))
            ring.set_alpha(int(150 + 105 * pulse))
            surface.blit(ring, ring.get_rect(center=(round(c[0]), round(c[1]))))
            self._pill(surface, c, f"+{pts}", 15)
        if hover in lit:
            move, pts = lit[hover]
            c = self.field_centre(hover)
            up = bool(UP[hover])
            sides = move[1]
            img = self.art.ghost(edges_of(sides, up), VALUE[tile], 0 if up else 60,
                                 self.side - 6, self.symbols, 235)
            ring = self.art.outline(self.side + 2, up, (*theme.GOLD_LIGHT, 255), 2.6)
            surface.blit(ring, ring.get_rect(center=(round(c[0]), round(c[1]))))
            surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
            # the points, above the field
            top = min(p[1] for p in self.field_points(hover))
            self._bubble(surface, (c[0], top - 6), f"+{pts}", theme.seat_color(state.to_move))

    def _turn_icon(self, surface, c, alpha: int) -> None:
        """A small circular arrow: the field fits the tile once turned."""
        key = ("turn", alpha)
        img = self.art._cache.get(key)
        if img is None:
            def paint(s, ss):
                col = (255, 255, 255, alpha)
                m, r = 12 * ss, 7 * ss
                pts = [(m + math.cos(math.radians(a)) * r, m + math.sin(math.radians(a)) * r)
                       for a in range(-60, 211, 15)]
                pygame.draw.lines(s, col, False, pts, 2 * ss)
                tip = pts[-1]
                pygame.draw.polygon(s, col, [(tip[0] - 5 * ss, tip[1] - 1 * ss),
                                             (tip[0] + 3 * ss, tip[1] - 5 * ss),
                                             (tip[0] + 2 * ss, tip[1] + 4 * ss)])
            img = self.art._cache[key] = draw.supersampled((24, 24), paint, ss=4,
                                                           fill=(255, 255, 255, 0))
        surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    def _pill(self, surface, c, label, size) -> None:
        w = draw.text_width(label, size, True) + 14
        rect = pygame.Rect(0, 0, max(34, w), size + 9)
        rect.center = (round(c[0]), round(c[1]))
        draw.rounded_rect(surface, (14, 22, 30, 225), rect, rect.h // 2)
        draw.text(surface, label, rect.center, size, theme.GOLD_LIGHT, True, "center")

    def _bubble(self, surface, bottom, label, color) -> None:
        w = draw.text_width(label, 20, True) + 22
        rect = pygame.Rect(0, 0, max(48, w), 32)
        rect.midbottom = (round(bottom[0]), round(bottom[1]))
        draw.shadow(surface, rect, 16, blur=6, alpha=110, offset=(0, 3))
        draw.rounded_rect(surface, color, rect, 16)
        draw.rounded_rect(surface, (255, 255, 255, 90), rect, 16, 1)
        draw.text(surface, label, rect.center, 20, (255, 255, 255), True, "center")

    def _draw_corners(self, surface, state, ctx) -> None:
        """The starting draw (left of the apex) and the bag (right): one cached layer."""
        n = state.players
        first = tuple(state.setup.get("bag", [])[:n]) if isinstance(state.setup, dict) else ()
        key = (n, first, state.start_seat, state.bag_count, self.symbols, tuple(self.rect),
               tuple(state.seat_name(s) for s in range(n)))
        if key != getattr(self, "_corners_key", None):
            layer = pygame.Surface(theme.SIZE, pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            self._paint_corners(layer, state)
            area = self.start_rect.union(self.bag_rect).inflate(40, 40)
            self._corners = (layer.subsurface(area.clip(layer.get_rect())).copy(),
                             area.clip(layer.get_rect()).topleft)
            self._corners_key = key
        img, at = self._corners
        surface.blit(img, at)

    def _paint_corners(self, surface, state) -> None:
        # the starting draw: who drew what, who starts
        box = self.start_rect
        n = state.players
        box.h = 40 + 27 * n
        draw.panel(surface, box, fill=(6, 28, 20, 170), radius=14, shadow_alpha=40)
        draw.text(surface, "STARTING DRAW", (box.x + 14, box.y + 12), 13, theme.TEXT_DIM, True)
        first = state.setup.get("bag", [])[:n] if isinstance(state.setup, dict) else []
        for seat in range(n):
            y = box.y + 44 + 27 * seat
            self.draw_token(surface, seat, (box.x + 24, y), 20)
            starter = seat == state.start_seat
            draw.text(surface, state.seat_name(seat), (box.x + 40, y), 15,
                      theme.TEXT if starter else theme.TEXT_MUTED, starter, "midleft")
            if seat < len(first):
                try:
                    tile = parse_tile(first[seat])
                except Exception:
                    continue
                img = self.art.tile(tile_edges(tile), VALUE[tile], 0, 28, self.symbols)
                surface.blit(img, img.get_rect(center=(box.x + 128, y + 3)))
            if starter:
                draw.text(surface, "starts", (box.right - 12, y), 14, theme.GOLD, True,
                          "midright")
        # the bag
        box = self.bag_rect
        draw.panel(surface, box, fill=(6, 28, 20, 170), radius=14, shadow_alpha=40)
        self._draw_bag(surface, self.bag_centre(), state.bag_count)
        n = state.bag_count
        draw.text(surface, str(n), (box.x + 86, box.centery - 8), 30, theme.GOLD, True,
                  "midleft")
        draw.text(surface, "tile in the bag" if n == 1 else "tiles in the bag",
                  (box.x + 87, box.centery + 18), 14, theme.TEXT_MUTED, False, "midleft")

    def _draw_bag(self, surface, c, count) -> None:
        key = ("bag", count > 0)
        img = self.art._cache.get(key)
        if img is None:
            def paint(s, ss):
                w = s.get_width()
                cx = w / 2
                cloth = (150, 112, 72) if count else (110, 92, 74)
                dark = theme.darken(cloth, 0.35)
                pygame.draw.ellipse(s, dark, (cx - 24 * ss, 18 * ss, 48 * ss, 44 * ss))
                pygame.draw.ellipse(s, cloth, (cx - 23 * ss, 17 * ss, 46 * ss, 42 * ss))
                pygame.draw.ellipse(s, theme.lighten(cloth, 0.18),
                                    (cx - 17 * ss, 22 * ss, 22 * ss, 26 * ss))
                pygame.draw.polygon(s, cloth, [(cx - 10 * ss, 20 * ss), (cx + 10 * ss, 20 * ss),
                                               (cx + 15 * ss, 6 * ss), (cx - 15 * ss, 6 * ss)])
                pygame.draw.rect(s, theme.GOLD_DARK, (cx - 12 * ss, 15 * ss, 24 * ss, 5 * ss),
                                 border_radius=2 * ss)
                if count:
                    for k, col in enumerate(((220, 52, 50), (38, 112, 226), (248, 202, 44))):
                        x = cx - 10 * ss + k * 10 * ss
                        pygame.draw.polygon(s, col, [(x, 2 * ss), (x + 5 * ss, 11 * ss),
                                                     (x - 5 * ss, 11 * ss)])
            img = self.art._cache[key] = draw.supersampled((64, 64), paint, ss=4,
                                                           fill=(0, 0, 0, 0))
        surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    def _draw_rack(self, surface, state, ctx, anim) -> None:
        seat = self.rack_seat(state, ctx)
        rect = self.rack_rect
        act = self._can_act(state, ctx)
        mine = act and seat == state.to_move
        draw.panel(surface, rect, fill=(6, 28, 20, 200) if mine else (6, 28, 20, 150),
                   edge=(*theme.lighten(theme.seat_color(seat), 0.2), 160) if mine
                   else theme.PANEL_EDGE, radius=16, shadow_alpha=60)
        # whose hand
        lab = self.rack_label
        self.draw_token(surface, seat, (lab.centerx + 2, lab.y + 34), 38)
        one_human = len(ctx.humans) == 1 and seat in ctx.humans
        words = ("Your", "tiles") if one_human else (state.seat_name(seat)[:10], "tiles")
        draw.text(surface, words[0], (lab.centerx + 2, lab.y + 64), 14, theme.TEXT, True,
                  "center")
        draw.text(surface, words[1], (lab.centerx + 2, lab.y + 81), 13, theme.TEXT_MUTED,
                  False, "center")
        hand = state.hands[seat]
        flying = self._flying(ctx)
        hover_slot = self.slot_at(ctx.mouse) if act else None
        pulse = ctx.pulse(4)
        for i, tile in enumerate(hand):
            if flying is not None and flying[0] == seat and flying[1] == i and flying[2]:
                continue
            if self._drag is not None and self._drag[0] == tile and act:
                self._slot_hole(surface, i)          # the tile is in the player's fingers
                continue
            c = self.slot_centre(i)
            selected = mine and tile == self.selected
            angle = self.spin_angle(tile, ctx.time)
            lift = 0
            if selected:
                lift = 6
            elif mine and hover_slot == i:
                lift = 3
            side = self.rack_tile
            k = self._fresh_scale(seat, i, ctx.time)
            if k < 0.05:
                continue
            if mine and self.exchanging:
                glow = self.art.outline(side + 12, round(angle / 60) % 2 == 0,
                                        (236, 140, 120, 255), 2.0, (236, 140, 120, 40))
                glow.set_alpha(int(140 + 110 * pulse))
                surface.blit(glow, glow.get_rect(center=(round(c[0]), round(c[1] - lift))))
            elif selected:
                up = round(angle / 60) % 2 == 0
                glow = self.art.outline(side + 12, up, (*theme.GOLD_LIGHT, 255), 2.4,
                                        (*theme.GOLD_LIGHT, 45))
                surface.blit(glow, glow.get_rect(center=(round(c[0]), round(c[1] - lift))))
            sh = self.art.shadow(side, 0, 4, 120)
            img = self._tile_at_angle(tile, angle, side)
            shadow = sh if abs(angle % 120) < 0.5 else pygame.transform.rotate(sh, -angle)
            if k < 1:
                img = pygame.transform.smoothscale_by(img, max(0.05, k))
                shadow = pygame.transform.smoothscale_by(shadow, max(0.05, k))
            surface.blit(shadow, shadow.get_rect(center=(round(c[0] + 2), round(c[1] + 5))))
            surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1] - lift))))
            if mine:
                draw.text(surface, str(i + 1), (self.slots[i].right - 10, self.slots[i].y + 12),
                          12, theme.TEXT_DIM, True, "center")
        if not hand:
            draw.text(surface, "No tiles left", (self.slots[0].x + 10, rect.centery), 16,
                      theme.TEXT_DIM, False, "midleft")
        if not (self.skip_btn.visible or self.exchange_btn.visible):
            # the hand's value: what it will cost at the end
            sr = self.side_rect
            draw.rounded_rect(surface, (255, 255, 255, 22), (sr.x - 8, rect.y + 10, 1,
                                                             rect.h - 20), 0)
            value = state.hand_value(seat)
            draw.text(surface, "HAND VALUE", (sr.x + 2, sr.y + 4), 12, theme.TEXT_DIM, True)
            w = draw.text(surface, str(value), (sr.x + 2, sr.y + 18), 24, theme.TEXT, True).w
            draw.text(surface, "subtracted at the end", (sr.x + w + 8, sr.y + 29), 13,
                      theme.TEXT_MUTED)

    def _slot_hole(self, surface, i) -> None:
        c = self.slot_centre(i)
        img = self.art.outline(self.rack_tile - 8, True, (255, 255, 255, 255), 1.0,
                               (255, 255, 255, 10))
        img.set_alpha(70)
        surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    def _draw_hint(self, surface, state, ctx, lit, rotated, hover, anim) -> None:
        msg, color = "", theme.TEXT_MUTED
        act = self._can_act(state, ctx)
        if state.is_over():
            msg = f"The game is over: {state.end_reason()}"
        elif anim is not None or not act:
            msg = self.last_text
        elif self.exchanging:
            msg = "Click the tile to put back in the bag: you draw the next one and skip"
            color = theme.GOLD_LIGHT
        elif not state.placements(state.hands[state.to_move]):
            msg = ("No tile of yours fits anywhere: skip, or exchange a tile and skip"
                   if state.can_exchange() else
                   "No tile of yours fits and the bag is empty: skip")
            color = theme.GOLD_LIGHT
        elif self.selected is None:
            msg = "Pick a tile from your hand (click it or press 1-4), or click a field"
        else:
            tile = self.selected
            if hover is not None and hover in lit:
                move, pts = lit[hover]
                c = state.constraint[hover]
                detail = breakdown(VALUE[tile], TOUCHES[c], BONUS[hover], not state.placed)
                msg = (f"{place_words(hover).capitalize()}: {detail} = {pts} "
                       f"point{'s' if pts != 1 else ''}")
                color = theme.TEXT
            elif hover is not None and hover in rotated:
                msg = "Your tile fits here once turned: click it to turn the tile"
            elif hover is not None and state.board[hover] is None:
                msg = self._why_not(state, tile, hover)
            elif lit:
                best = max(p for _, p in lit.values())
                n = len(lit)
                msg = (f"Your tile fits {n} field{'s' if n != 1 else ''} as it lies (best "
                       f"+{best}) · turn it with R, the wheel or a click")
            elif rotated:
                msg = "Your tile fits nowhere as it lies: turn it (R, wheel or click it)"
            else:
                msg = "Your tile fits nowhere on the board: pick another tile"
        if not msg:
            return
        if draw.text_width(msg, 17) > self.rect.w - 10:
            msg = msg.split(" · ")[0]
        while draw.text_width(msg, 17) > self.rect.w - 10 and len(msg) > 10:
            msg = msg[:-4] + "…"
        draw.text(surface, msg, self.hint_pos, 17, color, False, "center")

    def _why_not(self, state, tile, field) -> str:
        sides, up = orientations(tile)[self.rotation(tile)]
        if up != bool(UP[field]):
            way = "down" if UP[field] == 0 else "up"
            return f"This field points {way}: this tile fits it nowhere"
        why = state.why_illegal((field, sides))
        return f"Not here: {why}"

    def _draw_intro(self, surface, state, ctx) -> None:
        """'Player 3 drew the highest tile and starts', on the board at the start of a game,
        until the first move lands or a tile is picked."""
        intro = self._intro
        if intro is None:
            return
        if intro[0] is None:
            intro[0] = ctx.time
        age = ctx.time - intro[0]
        if age > 3.2 or len(state.history) > 1 or self.selected is not None or self.exchanging:
            self._intro = None
            return
        alpha = int(255 * min(1.0, age / 0.25, (3.2 - age) / 0.4))
        seat = state.start_seat
        bag = state.setup.get("bag", ()) if isinstance(state.setup, dict) else ()
        code = bag[seat] if seat < len(bag) else ""
        try:
            tile = parse_tile(code)
        except Exception:
            tile = None
        text = state.start_words()
        w = draw.text_width(text, 22, True) + 150
        rect = pygame.Rect(0, 0, w, 74)
        rect.center = (self.apex[0], self.apex[1] + ROWS * self.h * 0.6)
        layer = pygame.Surface(rect.inflate(40, 40).size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        inner = pygame.Rect(20, 20, rect.w, rect.h)
        draw.panel(layer, inner, fill=(12, 40, 30, 245), edge=(*theme.GOLD, 150), radius=20,
                   shadow_alpha=120)
        self.draw_token(layer, seat, (inner.x + 40, inner.centery), 38)
        draw.text(layer, text, (inner.x + 72, inner.centery), 22, theme.TEXT, True, "midleft")
        if tile is not None:
            img = self.art.tile(tile_edges(tile), VALUE[tile], 0, 44, self.symbols)
            layer.blit(img, img.get_rect(center=(inner.right - 42, inner.centery + 3)))
        layer.set_alpha(max(0, alpha))
        surface.blit(layer, (rect.x - 20, rect.y - 20))

    def _draw_say(self, surface, state, anim: SayAnimation) -> None:
        t = anim.progress
        alpha = int(255 * min(1.0, t / 0.15, (1 - t) / 0.2 if t > 0.8 else 1.0))
        text = f"{state.seat_name(anim.seat)} {anim.text}"
        w = draw.text_width(text, 22, True) + 100
        rect = pygame.Rect(0, 0, w, 68)
        rect.center = (self.apex[0], self.apex[1] + ROWS * self.h * 0.62 - int(10 * (1 - t)))
        layer = pygame.Surface(rect.inflate(40, 40).size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        inner = pygame.Rect(20, 20, rect.w, rect.h)
        draw.panel(layer, inner, fill=(12, 40, 30, 245), edge=(*theme.GOLD, 150), radius=20,
                   shadow_alpha=120)
        self.draw_token(layer, anim.seat, (inner.x + 40, inner.centery), 36)
        draw.text(layer, text, (inner.x + 72, inner.centery), 22, theme.TEXT, True, "midleft")
        layer.set_alpha(alpha)
        surface.blit(layer, (rect.x - 20, rect.y - 20))

    def _draw_popups(self, surface, ctx) -> None:
        keep = []
        for p in self.popups:
            if p["t0"] is None:
                p["t0"] = ctx.time
            age = ctx.time - p["t0"]
            if p.get("cut"):
                p.setdefault("cut_at", ctx.time)
                if ctx.time - p["cut_at"] > 0.25:
                    continue
            if age >= POP_TIME or age < 0:
                continue
            keep.append(p)
            field = p["field"]
            c = self.field_centre(field)
            # the sides that touch flash white
            if age < 0.7:
                a = int(230 * (1 - age / 0.7))
                pts = self.field_points(field)
                for n in p["touching"]:
                    edge = _shared_edge(pts, self.field_points(n))
                    if edge:
                        draw.thick_line(surface, (255, 255, 255, a), edge[0], edge[1], 4)
            t = age / POP_TIME
            rise = 60 * draw.ease_out(t)
            alpha = int(255 * min(1.0, age / 0.12, (1 - t) / 0.35))
            if p.get("cut_at") is not None:
                alpha = int(alpha * max(0.0, 1 - (ctx.time - p["cut_at"]) / 0.25))
            color = theme.lighten(theme.seat_color(p["seat"]), 0.25)
            top = min(q[1] for q in self.field_points(field))
            y = top - 34 - rise
            layer = p.get("img")
            if layer is None:
                big = f"+{p['points']}"
                layer = p["img"] = pygame.Surface((320, 84), pygame.SRCALPHA)
                layer.fill((0, 0, 0, 0))
                draw.text(layer, big, (161, 32), 34, (0, 0, 0), True, "center")
                draw.text(layer, big, (160, 29), 34, color, True, "center")
                detail = p["detail"]
                if detail:
                    w = draw.text_width(detail, 15, True) + 20
                    pill = pygame.Rect(0, 0, w, 24)
                    pill.center = (160, 64)
                    draw.rounded_rect(layer, (10, 18, 26, 220), pill, 12)
                    draw.text(layer, detail, pill.center, 15, theme.GOLD_LIGHT, True, "center")
            layer.set_alpha(max(0, alpha))
            surface.blit(layer, (round(c[0] - 160), round(y - 32)))
        self.popups = keep


def _inside(p, a, b, c) -> bool:
    def sign(p1, p2, p3):
        return (p1[0] - p3[0]) * (p2[1] - p3[1]) - (p2[0] - p3[0]) * (p1[1] - p3[1])
    d1, d2, d3 = sign(p, a, b), sign(p, b, c), sign(p, c, a)
    neg = d1 < 0 or d2 < 0 or d3 < 0
    pos = d1 > 0 or d2 > 0 or d3 > 0
    return not (neg and pos)


def _shared_edge(a, b):
    """The edge two neighbouring fields share (their two common corners)."""
    common = [p for p in a if any(abs(p[0] - q[0]) < 0.5 and abs(p[1] - q[1]) < 0.5 for q in b)]
    return common if len(common) == 2 else None
