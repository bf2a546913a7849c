"""Where everything of Spectrangle's screen goes inside the rect the view is given: plain data
computed from the rect and the player count, no drawing, testable without a display.

Three arrangements, chosen by the rect:
- "table" (a rect of a table or a tablet, 640 × 540 points and more): the board of today,
  the rack under it with the hand's value, Skip and Exchange and the Symbols toggle in its
  right column, the starting draw and the bag in the corners beside the apex;
- "below" (a phone, the narrow table of a 1024 × 768 tablet): the board, the hint line, the
  rack at the bottom (within a thumb's reach); the corners beside the apex hold Skip and
  Exchange (or, while they are hidden, the starting draw), the Symbols toggle and the bag;
- "corner" (a rect too short for a rack under the board: a phone upright with three or four
  seats, a rules page's picture): the board as tall as the rect, the rack a 2 × 2 block in
  the corner left of the apex, the buttons and the bag in the corner right of it.

The corners are what the triangle leaves free of the rect: whatever goes there keeps clear of
the slab and of every field's hit area.  A field's hit area is its bounding box (a finger is
wider than a small triangle's inscribed circle); where two boxes overlap the tap goes to the
nearer centre, which is the triangle under it: two fields never both claim a tap."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import partial

import pygame

from game.spectrangle.rules import FIELDS, ROW_COL, ROWS, UP
from game.ui.view import REACH

from .rack import RackLayout, block_rack, row_rack, table_rack
from .tiles import ROOT3

TOUCH = 44          # a button, points
TARGET = 32         # a board target's hit area across, at least
VALUE_SIDE = 34     # a tile's side that holds its value (art.value_disc: 12-point type)
GAP = 6             # between things in a corner, and between a corner and the board
SKIP_W, EXCHANGE_W = 60, 100           # Skip and Exchange… (Cancel) at 15 points
SYMBOLS_W = 124     # "Hide symbols" / "Show symbols" at 15 points; else the icon, 44 × 44
BAG_W = (150, 104, 74)                 # the bag with "tiles in the bag", with "left", bare
START_W = (176, 90)                    # the starting draw with names, without


@dataclass(frozen=True)
class Field:
    points: tuple          # its three corners
    centre: tuple          # its centroid (a tile's image is centred there)
    box: pygame.Rect       # its hit area: the bounding box


@dataclass
class Layout:
    rect: pygame.Rect
    arrangement: str                 # "table", "below", "corner"
    side: int                        # a field's side
    margin: int                      # the slab round the fields
    apex: tuple                      # the top corner of the top field
    fields: tuple                    # Field per field index
    hint_at: tuple                   # the hint line's centre
    hint_size: int
    rack: RackLayout
    skip: pygame.Rect
    exchange: pygame.Rect
    symbols: pygame.Rect
    symbols_icon: bool               # the toggle is a 44 × 44 icon (no room for its words)
    start: pygame.Rect | None        # the starting draw's panel (None: no room for it)
    start_named: bool                # ... with the players' names
    start_shares: bool               # ... in Skip and Exchange's place (shown while they hide)
    bag: pygame.Rect | None          # the bag's panel (None: no room)
    compact: bool                    # phone sizes of type and panels
    corners: list = field(default_factory=list)   # every corner thing's rect (tests)
    hint_lines: int = 1              # the hint line may wrap to two (room under it)

    @property
    def h(self) -> float:
        return self.side * ROOT3 / 2

    @property
    def board_bottom(self) -> float:
        return self.apex[1] + ROWS * self.h

    @property
    def hint_width(self) -> float:
        return self.rect.w - 10

    def field_centre(self, f: int):
        return self.fields[f].centre

    def field_points(self, f: int):
        return self.fields[f].points

    def slab(self):
        """(centroid, side) of the slate slab round the fields."""
        side = ROWS * self.side + 2 * self.margin * ROOT3
        return (self.apex[0], self.apex[1] + ROWS * self.h * 2 / 3), side

    def banner_centre(self, k: float = 0.6):
        """Where a word on the board goes (who starts, who skipped): `k` of the way down."""
        return (self.apex[0], self.apex[1] + ROWS * self.h * k)

    def bag_centre(self):
        """Where the bag's picture sits (an exchanged tile flies there)."""
        if self.bag is None:             # a picture: the bag is beyond the apex, off the rect
            return (self.rect.right + 60, self.rect.y)
        return bag_centre_in(self.bag, self.arrangement)

    # --- what a tap chooses --------------------------------------------------------------------
    def field_at(self, pos, reach: float = REACH) -> int | None:
        """The field a tap at `pos` chooses: of the fields whose box holds it, the one with
        the nearest centre (the triangle under it); else, within `reach` of a box, again the
        nearest centre; else None."""
        if pos is None:
            return None
        x, y = pos
        inside = [f for f in range(FIELDS) if self.fields[f].box.collidepoint(x, y)]
        if not inside:
            inside = [f for f in range(FIELDS) if _gap(self.fields[f].box, pos) <= reach]
        if not inside:
            return None
        return min(inside, key=lambda f: math.dist(pos, self.fields[f].centre))

    def slot_at(self, pos, reach: float = REACH) -> int | None:
        """The rack slot a tap at `pos` chooses (its cell, or the nearest within reach)."""
        if pos is None:
            return None
        best, best_d = None, None
        for i, rect in enumerate(self.rack.slots):
            d = _gap(rect, pos)
            if d == 0:
                return i
            if d <= reach and (best_d is None or d < best_d):
                best, best_d = i, d
        return best

    def target_at(self, pos):
        """("slot", i), ("field", f) or None: what a tap at `pos` chooses.  Inside a cell or
        a box it is that one; between them, the nearer within reach."""
        if pos is None:
            return None
        gaps = [(_gap(r, pos), ("slot", i)) for i, r in enumerate(self.rack.slots)]
        gaps += [(_gap(f.box, pos), ("field", k)) for k, f in enumerate(self.fields)]
        near = min(d for d, _ in gaps)
        if near > REACH:
            return None
        if any(d == 0 and what[0] == "slot" for d, what in gaps):
            return ("slot", self.slot_at(pos))
        field = self.field_at(pos)
        slot = self.slot_at(pos)
        if field is None:
            return ("slot", slot) if slot is not None else None
        if slot is None or _gap(self.fields[field].box, pos) <= _gap(self.rack.slots[slot], pos):
            return ("field", field)
        return ("slot", slot)

    @property
    def hint_step(self) -> int:
        """From one line of the hint to the next, when it wraps."""
        return round(self.hint_size * 1.3)

    def hint_line(self) -> pygame.Rect:
        """Where the hint line's words may lie: one line about `hint_at`, and the second
        under it when `hint_lines` is 2."""
        rect = pygame.Rect(0, 0, self.hint_width, self.hint_size + 6)
        rect.center = (round(self.hint_at[0]), round(self.hint_at[1]))
        rect.h += self.hint_step * (self.hint_lines - 1)
        return rect

    def tag_spot(self, point, ring: float, size, busy, fields=()) -> tuple[int, int]:
        """The midtop of a tag `size` (w, h) for something ringed at `point` (`ring` points
        round), on the rect and off the `busy` rects (buttons, words).  Of the places round
        the ring (nearest first: under it, over it, beside it, then further out) the one
        that covers least of `fields`, (field, weight) pairs of tiles that matter (the tile
        just placed, the hinted field, the tiles beside it): the middle of a field counts,
        its corners may be covered.  Under the ring if nowhere is free."""
        w, h = size
        x, y = point
        room = self.rect.inflate(-4, -4)
        cores = [(self.core(f), weight) for f, weight in fields]
        spots = [(x, y + ring + 6), (x, y - ring - 6 - h), (x + ring + 6 + w / 2, y - h / 2),
                 (x - ring - 6 - w / 2, y - h / 2)]
        for reach in (ring + 6 + h / 2, ring + 6 + h / 2 + self.h / 2, ring + 6 + h + self.h):
            for k in range(16):
                a = math.pi / 2 + k * math.pi / 8       # from straight down, round
                cx = x + math.cos(a) * (reach + (w - h) / 2 * abs(math.cos(a)))
                spots.append((cx, y + math.sin(a) * reach - h / 2))
        best = None
        for sx, sy in spots:
            tag = pygame.Rect(0, 0, w, h)
            tag.midtop = (round(sx), round(sy))
            if not room.contains(tag) or tag.collidelist(busy) >= 0:
                continue
            cost = sum(weight for core, weight in cores if tag.colliderect(core))
            if cost == 0:
                return tag.midtop
            if best is None or cost < best[0]:
                best = (cost, tag.midtop)
        return best[1] if best is not None else (round(spots[0][0]), round(spots[0][1]))

    def core(self, f: int) -> pygame.Rect:
        """The middle of field `f`, where a tile's value and most of its colours are."""
        rect = pygame.Rect(0, 0, round(self.side * 0.5), round(self.h * 0.45))
        rect.center = (round(self.fields[f].centre[0]), round(self.fields[f].centre[1]))
        return rect

    def field_box(self, f: int, image: float) -> pygame.Rect:
        """Where anything drawn for `f` may fall: a square `image` points wide round its
        centre (a tile's image is centred there)."""
        box = pygame.Rect(0, 0, math.ceil(image), math.ceil(image))
        box.center = tuple(round(v) for v in self.fields[f].centre)
        return box


def bag_centre_in(box: pygame.Rect, arrangement: str):
    """Where the bag's picture sits in its panel `box`."""
    if arrangement == "table":
        return (box.x + 46, box.centery + 2)
    return (box.x + 6 + min(box.h - 6, 38) / 2, box.centery)


def _gap(rect: pygame.Rect, pos) -> float:
    """How far `pos` is from `rect` (0 inside)."""
    dx = max(rect.left - pos[0], 0, pos[0] - rect.right + 1)
    dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom + 1)
    return math.hypot(dx, dy)


def fields_for(apex, side: float) -> tuple:
    """The 36 fields of a board whose top corner is `apex`, fields `side` points wide."""
    h = side * ROOT3 / 2
    out = []
    for f in range(FIELDS):
        row, col = ROW_COL[f]
        x = apex[0] + col * side / 2
        y0 = apex[1] + row * h
        if UP[f]:
            pts = ((x, y0), (x + side / 2, y0 + h), (x - side / 2, y0 + h))
            centre = (x, y0 + 2 * h / 3)
        else:
            pts = ((x - side / 2, y0), (x + side / 2, y0), (x, y0 + h))
            centre = (x, y0 + h / 3)
        box = pygame.Rect(math.floor(x - side / 2), math.floor(y0), 0, 0)
        box.w = math.ceil(x + side / 2) - box.x
        box.h = math.ceil(y0 + h) - box.y
        out.append(Field(pts, centre, box))
    return tuple(out)


# --- choosing ------------------------------------------------------------------------------------
def layout(rect, players: int = 2) -> Layout:
    """The whole geometry for `rect` with `players` seats (the starting draw lists them)."""
    rect = pygame.Rect(rect)
    if rect.w >= 640 and rect.h >= 540:
        return _table(rect, players)
    below = _below(rect, players)
    corner = _corner(rect, players)
    if corner is None:
        return below if below is not None else _corner(rect, players, force=True)
    # the rack under the board is the nicer (big tiles near the thumb): it is chosen unless
    # the corner one gives the board clearly more room, or the rect is wide (a rules page's
    # picture: the corners are empty felt there anyway)
    if below is not None and below.side >= corner.side * (1 if rect.w > 1.15 * rect.h else 0.9):
        return below
    return corner


# --- TABLE: today's table ----------------------------------------------------------------------
def _table(r: pygame.Rect, players: int) -> Layout:
    margin = 14
    rack_h, hint_h = 104, 26
    avail_h = r.h - rack_h - hint_h - 3 * margin - 16
    side = int(min((r.w - 2 * margin * ROOT3 - 8) / ROWS, avail_h / (ROWS * ROOT3 / 2)))
    apex = (r.centerx, r.y + 2 + 2 * margin + 2)
    bottom = apex[1] + ROWS * side * ROOT3 / 2
    rack = table_rack(pygame.Rect(r.x, r.bottom - rack_h, r.w, rack_h - 4))
    col = rack.value
    skip = pygame.Rect(col.x, col.y, 66, 44)
    exchange = pygame.Rect(col.x + 72, col.y, col.w - 72, 44)
    symbols = pygame.Rect(col.x, rack.rect.bottom - 48, col.w, 44)
    start = pygame.Rect(r.x + 2, r.y + 6, 206, 40 + 27 * players)
    bag = pygame.Rect(r.right - 206, r.y + 6, 204, 92)
    return Layout(r, "table", side, margin, apex, fields_for(apex, side),
                  (r.centerx, bottom + margin + 6 + hint_h / 2), 17, rack, skip, exchange,
                  symbols, False, start, True, False, bag, False, [start, bag])


# --- the corners ---------------------------------------------------------------------------------
class Corners:
    """The free room left and right of the triangle, filled from the top down: each thing
    asks for a height and a width (at least `least`), and gets the widest the board leaves
    at its bottom edge, or nothing."""

    def __init__(self, rect: pygame.Rect, apex, side: float, margin: float, top: float,
                 floor: float):
        self.rect, self.apex, self.side, self.margin = rect, apex, side, margin
        self.h = side * ROOT3 / 2
        self.y = {"left": top, "right": top}
        self.floor = floor                  # nothing goes below (the hint line, the rack)

    def half_width(self, y: float) -> float:
        """Half the width the board takes down to `y` (its boxes and its slab)."""
        row = math.floor((y - self.apex[1]) / self.h)
        boxes = (min(row, ROWS - 1) + 1) * self.side / 2 if row >= 0 else 0.0
        slab = max(0.0, (y - self.apex[1] + 2 * self.margin) / ROOT3)
        return max(boxes, slab)

    def room(self, where: str, height: float) -> float:
        """How wide a thing `height` tall may be, put next in corner `where`."""
        y1 = self.y[where] + height
        if y1 > self.floor - 2:
            return 0.0
        edge = self.apex[0] - self.half_width(y1) - GAP
        return math.floor(edge - (self.rect.x + 4))

    def take(self, where: str, height: float, want: float, least: float):
        """A rect `height` tall and up to `want` wide in corner `where`, or None (less than
        `least` free)."""
        width = min(want, self.room(where, height))
        if width < least:
            return None
        y = round(self.y[where])
        if where == "left":
            rect = pygame.Rect(self.rect.x + 4, y, width, round(height))
        else:
            rect = pygame.Rect(self.rect.right - 4 - width, y, width, round(height))
        self.y[where] = y + round(height) + GAP
        return rect


ITEM_W = {"symbols": SYMBOLS_W, "icon": TOUCH, "exchange": EXCHANGE_W, "skip": SKIP_W}
CHOICES = ("exchange", "skip")

# Where the buttons go when the rack is in the left corner, the roomiest first: (the right
# corner's rows, the left corner's rows under the rack).
RACK_CORNER_PLANS = (
    ([["symbols"], ["exchange", "skip"]], []),
    ([["symbols"], ["exchange"], ["skip"]], []),
    ([["exchange", "skip"]], [["symbols"]]),
    ([["exchange"], ["skip"]], [["symbols"]]),
    ([["exchange", "skip"]], [["icon"]]),
    ([["exchange"], ["skip"]], [["icon"]]),
    ([["icon"], ["exchange"], ["skip"]], []),
)
# ... and when the rack is under the board: (the right corner's rows, the left corner's).
BELOW_PLANS = (
    ([["symbols"]], [["exchange", "skip"]]),
    ([["symbols"]], [["exchange"], ["skip"]]),
    ([["icon"]], [["exchange", "skip"]]),
    ([["icon"]], [["exchange"], ["skip"]]),
)


def _rows(corners: Corners, where: str, rows) -> dict | None:
    """Rows of buttons down corner `where`, each row as wide as its buttons; their rects
    by name, or None when one does not fit."""
    out = {}
    for row in rows:
        width = sum(ITEM_W[name] for name in row) + 6 * (len(row) - 1)
        place = corners.take(where, TOUCH, width, width)
        if place is None:
            return None
        x = place.x
        for name in row:
            out[name] = pygame.Rect(x, place.y, ITEM_W[name], TOUCH)
            x += ITEM_W[name] + 6
    return out


def start_height(players: int) -> int:
    """The starting draw's panel in a corner: a heading and a line per seat."""
    return 22 + 20 * players + 4


def _fill(lay: Layout, make_corners, players: int, plans, choices_in_rack: bool) -> bool:
    """Put the buttons, then the starting draw and the bag, in the corners (`make_corners()`
    gives them empty, the rack placed); False if the buttons find no room."""
    for right_rows, left_rows in plans:
        if choices_in_rack:
            right_rows = [[n for n in row if n not in CHOICES] for row in right_rows]
            left_rows = [[n for n in row if n not in CHOICES] for row in left_rows]
            right_rows, left_rows = [r for r in right_rows if r], [r for r in left_rows if r]
        corners = make_corners()
        placed = {}
        for where, rows in (("right", right_rows), ("left", left_rows)):
            got = _rows(corners, where, rows)
            if got is None:
                placed = None
                break
            placed.update({name: (where, rect) for name, rect in got.items()})
        if placed is None:
            continue
        name = "symbols" if "symbols" in placed else "icon"
        lay.symbols, lay.symbols_icon = placed[name][1], name == "icon"
        if not choices_in_rack:
            lay.exchange, lay.skip = placed["exchange"][1], placed["skip"][1]
        _start(lay, corners, players, placed, choices_in_rack)
        lay.bag = _bag(corners, "right") or _bag(corners, "left")
        lay.corners = [r for r in (lay.symbols, lay.skip, lay.exchange, lay.start, lay.bag)
                       if r is not None and r.w > 0]
        return True
    return False


def _start(lay: Layout, corners: Corners, players: int, placed: dict,
           choices_in_rack: bool) -> None:
    """The starting draw: in a place of its own in the left corner when Skip and Exchange
    are in the rack; else in their place (they show only when no tile fits, never on the
    first turn) if it fits there, with nothing else beside them."""
    height = start_height(players)
    lay.start, lay.start_shares = None, not choices_in_rack
    if choices_in_rack:
        lay.start = corners.take("left", height, START_W[0], START_W[1])
    else:
        where, first = placed["exchange"]
        y = min(first.y, placed["skip"][1].y)
        crowded = any(w == where and name not in CHOICES and rect.bottom > y
                      for name, (w, rect) in placed.items())
        if crowded:
            return
        kept = corners.y[where]
        corners.y[where] = y
        room = corners.room(where, height)
        corners.y[where] = kept
        if room >= START_W[1]:
            width = min(room, START_W[0])
            x = first.x if where == "left" else corners.rect.right - 4 - width
            lay.start = pygame.Rect(x, y, width, height)
            corners.y[where] = max(kept, y + height + GAP)
    if lay.start is not None:
        lay.start_named = lay.start.w >= START_W[0] - 40


def _bag(corners: Corners, where: str):
    for width in BAG_W:
        rect = corners.take(where, TOUCH, width, width)
        if rect is not None:
            return rect
    return None


def _board_in(r: pygame.Rect, height: float, roomy: bool):
    """(margin, hint height, hint size, side) of the largest board whose slab and hint line
    fit `height` points of `r`.  A roomy rect (a rules page's picture) keeps the table's
    margins and type; a phone's board is packed tighter."""
    if roomy:
        margin, hint_h, hint_size, slack = 14, 26, 17, 16
    else:
        margin, hint_h, hint_size, slack = 8, 20, 14, 4
    avail = height - hint_h - 3 * margin - slack
    side = int(min((r.w - 2 * margin * ROOT3 - 8) / ROWS, avail / (ROWS * ROOT3 / 2)))
    return margin, hint_h, hint_size, side


def _place_board(r, top, margin, hint_h, side, roomy, spare: float = 0):
    """(apex, hint centre) of a board of `side` whose slab starts at `top` (+ `spare`)."""
    apex = (r.centerx, top + 2 + 2 * margin + (2 if roomy else 0) + round(spare))
    bottom = apex[1] + ROWS * side * ROOT3 / 2
    gap = 6 if roomy else 2
    return apex, (r.centerx, bottom + margin + gap + hint_h / 2)


def _blank(r, arrangement, side, margin, apex, hint_at, hint_size, rack, roomy) -> Layout:
    off = pygame.Rect(-1000, -1000, 0, 0)
    return Layout(r, arrangement, side, margin, apex, fields_for(apex, side), hint_at, hint_size,
                  rack, off, off, off, False, None, False, False, None, not roomy)


# --- BELOW: the rack under the board -------------------------------------------------------------
def _below(r: pygame.Rect, players: int) -> Layout | None:
    roomy = r.w >= 440 and r.h >= 440
    cell = 56 if r.h >= 480 else 48
    cell = min(cell, (r.w - 8 - 12 - 8 - 84) // 4)
    rack_h = cell + 10
    margin, hint_h, hint_size, side = _board_in(r, r.h - rack_h - 4, roomy)
    if side * ROOT3 / 2 < TARGET or cell < TOUCH:
        return None
    apex, hint_at = _place_board(r, r.y, margin, hint_h, side, roomy)
    spare = max(0.0, r.bottom - rack_h - 4 - (hint_at[1] + hint_h / 2))
    apex, hint_at = _place_board(r, r.y, margin, hint_h, side, roomy, spare / 2)
    rack = row_rack(pygame.Rect(r.x, r.bottom - rack_h, r.w, rack_h), cell,
                    room_for_choices=SKIP_W + 6 + EXCHANGE_W)
    lay = _blank(r, "below", side, margin, apex, hint_at, hint_size, rack, roomy)
    if spare / 2 >= lay.hint_step + 2:          # room under the line: it may wrap to two
        lay.hint_lines = 2
    choices_in_rack = rack.choices is not None
    if choices_in_rack:
        lay.exchange = pygame.Rect(rack.choices.x, rack.choices.y, EXCHANGE_W, TOUCH)
        lay.skip = pygame.Rect(lay.exchange.right + 6, rack.choices.y, SKIP_W, TOUCH)
    floor = lay.hint_line().top
    if not _fill(lay, lambda: Corners(r, apex, side, margin, r.y + 4, floor), players,
                 BELOW_PLANS, choices_in_rack):
        return None
    return lay


# --- CORNER: the rack beside the apex -------------------------------------------------------------
def _rack_in_corner(r: pygame.Rect, apex, side, margin, floor, block) -> Corners:
    """The corners beside the board with the rack's block taken from the left one."""
    out = Corners(r, apex, side, margin, r.y + 4, floor)
    out.take("left", block[1], block[0], block[0])
    return out


def _corner(r: pygame.Rect, players: int, force: bool = False) -> Layout | None:
    roomy = r.w >= 440 and r.h >= 340
    margin, hint_h, hint_size, side = _board_in(r, r.h, roomy)
    while side * ROOT3 / 2 >= TARGET:
        cell = max(TOUCH, min(64, int(side * 0.72)))       # a rack tile as big as a field's
        block = (2 * cell + 4, 16 + 2 * cell + 4)
        apex, hint_at = _place_board(r, r.y, margin, hint_h, side, roomy)

        floor = hint_at[1] - hint_h / 2
        probe = Corners(r, apex, side, margin, r.y + 4, floor)
        place = probe.take("left", block[1], block[0], block[0])
        if place is not None:
            lay = _blank(r, "corner", side, margin, apex, hint_at, hint_size,
                         block_rack(place, cell), roomy)
            corners = partial(_rack_in_corner, r, apex, side, margin, floor, block)
            if _fill(lay, corners, players, RACK_CORNER_PLANS, False):
                return lay
        side -= 1
    if not force:
        return None
    # nothing fits (a rect smaller than any screen's: a rules page's picture on a phone,
    # which shows the board alone): the largest board, the rack in the corner regardless
    margin, hint_h, hint_size, side = _board_in(r, r.h, roomy)
    apex, hint_at = _place_board(r, r.y, margin, hint_h, side, roomy)
    cell = TOUCH
    block = (2 * cell + 4, 16 + 2 * cell + 4)
    return _blank(r, "corner", side, margin, apex, hint_at, hint_size,
                  block_rack(pygame.Rect(r.x + 4, r.y + 4, *block), cell), roomy)


# --- the seat panels -----------------------------------------------------------------------------
def tray_slot(area: pygame.Rect, i: int, shape: str = "table"):
    """Where tile `i` of a hand sits in a seat panel's `area`, and its side: on a table as
    today (up to 54 points, from the left); in a phone's strip left of the score."""
    area = pygame.Rect(area)
    if shape == "table":
        side = min(54, (area.h - 8) / (ROOT3 / 2), (area.w - 3 * 8) / 4)
        x = area.x + side / 2 + i * (side + 8)
        y = area.y + side * ROOT3 / 3 - 1            # the centroid sits low in the triangle
        return (x, y), side
    room = tray_room(area, shape)
    gap = 4
    # one row of four, or two rows of two when that makes the tiles bigger (a short strip)
    row = min(44, (room.h - 2) / (ROOT3 / 2), (room.w - 3 * gap) / 4)
    square = min(44, (room.h - gap - 2) / ROOT3, (room.w - gap) / 2)
    if square > row * 1.15:
        side = max(8.0, square)
        col, line = i % 2, i // 2
        h = side * ROOT3 / 2
        top = room.centery - h - gap / 2 + line * (h + gap)
        return (room.x + side / 2 + col * (side + gap), top + 2 * h / 3), side
    if row < VALUE_SIDE <= min(room.w / 4, (area.h + 4) / (ROOT3 / 2)):
        # too small for its value with a gap: the tiles side by side, corner to corner
        # (bug 8: at 360 wide the opponents' tiles lost their numbers)
        row, gap = min(44, room.w / 4, (area.h + 4) / (ROOT3 / 2)), 0
    side = max(8.0, row)
    x = room.x + side / 2 + i * (side + gap)
    y = room.centery + side * ROOT3 / 12           # the centroid is below the box's middle
    return (x, y), side


def score_width(area: pygame.Rect, shape: str) -> int:
    """A phone's strip: the part of `area` on its right the score takes."""
    return 58 if shape == "portrait" else 46


def tray_room(area: pygame.Rect, shape: str) -> pygame.Rect:
    """A phone's strip: where the hand's tiles go (left of the score)."""
    w = score_width(area, shape)
    return pygame.Rect(area.x, area.y, max(0, area.w - w - 6), area.h)
