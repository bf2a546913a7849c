"""Where everything of Collecto's board goes, for any rect the screen gives it: plain data,
computed from the rect alone, with no drawing (tests build it with no display).

An arrangement that keeps its targets a fingertip wide (an arrow's hit area 44 points
across, 40 on a phone under 390 across, or the zoom below; a button 44), chosen in this
order:

- TABLE (a desktop's or a tablet's board): today's board, the arrows in 48-point bands, the
  words under the board and a row of labelled buttons under them;
- WORDS (a tall phone): the bands 32-48 points, the words under the board, then a row of
  buttons, unless that makes the balls over a tenth smaller than ROW would;
- ROW (a phone whose board is about square): the bands, then the row of buttons; the words
  go to the screen's line of what to do (`words is None`);
- CORNERS (a phone with three or four seats): the bottom band 44 points tall with a button in
  each of its corners (beside the down arrows); the words go to the line of what to do;
- FIT (a rules page's picture, the replay's strip): whatever fits, with no minimum.

An arrow's hit area is its whole band segment (beside the rows, out towards the rect's edge
by a thumb's width more), so on a phone it is larger than its art.

A phone's arrows are held to `least_target(rect)` across (44 points where the screen's shorter
side is 390 or more, 40 under it): the band segment's pitch (a cell) and its depth.  Seven
cells and two bands of that cannot fit across a phone up to 390 wide or tall (9 × 44 = 396),
so there the board takes the ZOOM rule (`zoom`): the balls as large as they fit with bands
thinner than a fingertip, and a first tap on the board opens the side under the finger (the
board cut along its diagonals: `side_of`), its seven arrows enlarged in a strip over the
board's edge (`strip`), a fingertip each; the next taps choose there; a tap on another side
opens that one, a tap off the board or Escape closes it.  A drag of a row or column pushes
it at once, zoom or not."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.collecto.rules import PUSHES, SIZE
from game.ui.view import least_target, nearest_target

TOUCH = 44        # a button, points across
TARGET = 32       # an arrow's hit area, points across
DRAG = 22         # points a row or column must be dragged to push it (on a table)
ZOOM_CELL = 22    # the zoom's smallest cell (its arrows open in a strip a fingertip wide)

# the table of today: the band of arrows, the mat's margin, the line of words, the buttons
TABLE_BAND, TABLE_PAD, TABLE_WORDS_H, TABLE_CONTROLS_H = 48, 8, 30, 46
TABLE_BUTTONS = {"symbols": 176, "declare": 250, "pass": 170, "cancel": 220}
TABLE_LEAST = 390     # a narrower mat makes the table's buttons collide: a phone's layout
SMALL = 480           # shorter than this, no table (today's pictures, phones)
# a phone's buttons (labels at 15 points) and the words under its board (two lines at 15)
ROW_BUTTONS = {"symbols": 92, "declare": 180, "pass": 76, "cancel": 108}
WORDS_SIZE, WORDS_H = 15, 40
GAP = 4
ACTIONS = ("declare", "pass", "cancel")


def band_for(cell: int) -> int:
    """A phone's band of arrows for a cell: a fingertip at least, a table's at most."""
    return min(TABLE_BAND, max(TARGET, round(cell * 0.9)))


@dataclass(frozen=True)
class BoardLayout:
    rect: pygame.Rect
    mode: str                 # "table", "words", "row", "corners" or "fit"
    cell: int                 # a well's square, points
    grid: pygame.Rect         # the 7 × 7 wells
    mat: pygame.Rect          # the board under them (drawn)
    inner: pygame.Rect        # where the bands start (the mat on a table, the grid on a phone)
    bands: tuple              # thickness of the left, right, top and bottom bands of arrows
    art_band: float           # the band the arrows' art is centred in (next to the board)
    arrow: float              # an arrow's art across (the table's is 44)
    ball: int                 # a ball across
    words: pygame.Rect | None  # the words under the board (None: the line of what to do)
    words_size: int
    controls: dict = field(default_factory=dict)   # name -> rect (the action buttons share)
    labels: str = "long"      # the buttons' labels: "long" (table), "short" (row), "icon"
    drag: float = DRAG
    least: int = TARGET       # a target's least size across, points
    zoom: bool = False        # the arrows are under `least`: a tap opens a side's `strip`

    # --- the wells ---------------------------------------------------------------------------
    def centre(self, row: float, col: float) -> tuple[float, float]:
        return (self.grid.x + (col + 0.5) * self.cell, self.grid.y + (row + 0.5) * self.cell)

    def cell_centre(self, cell: int) -> tuple[float, float]:
        return self.centre(*divmod(cell, SIZE))

    def cell_at(self, pos) -> tuple[int, int] | None:
        if pos is None or not self.grid.collidepoint(pos):
            return None
        return (int((pos[1] - self.grid.y) // self.cell),
                int((pos[0] - self.grid.x) // self.cell))

    def line_rect(self, push: int) -> pygame.Rect:
        """The row or column a push moves."""
        kind, i = divmod(push, SIZE)
        g, c = self.grid, self.cell
        if kind < 2:
            return pygame.Rect(g.x, g.y + i * c, g.w, c)
        return pygame.Rect(g.x + i * c, g.y, c, g.h)

    # --- the arrows --------------------------------------------------------------------------
    def arrow_centre(self, push: int) -> tuple[float, float]:
        """The middle of a push's arrow (its art)."""
        kind, i = divmod(push, SIZE)
        m, a = self.inner, self.art_band
        if kind == 0:
            return (m.left - a / 2, self.centre(i, 0)[1])
        if kind == 1:
            return (m.right + a / 2, self.centre(i, 0)[1])
        if kind == 2:
            return (self.centre(0, i)[0], m.top - a / 2)
        return (self.centre(0, i)[0], m.bottom + a / 2)

    def arrow_rect(self, push: int) -> pygame.Rect:
        """A push's hit area: its segment of the band."""
        kind, i = divmod(push, SIZE)
        left, right, top, bottom = self.bands
        m, c = self.inner, self.cell
        if kind == 0:
            return pygame.Rect(m.left - left, self.grid.y + i * c, left, c)
        if kind == 1:
            return pygame.Rect(m.right, self.grid.y + i * c, right, c)
        if kind == 2:
            return pygame.Rect(self.grid.x + i * c, m.top - top, c, top)
        return pygame.Rect(self.grid.x + i * c, m.bottom, c, bottom)

    def arrow_at(self, pos) -> int | None:
        """The push whose hit area holds `pos`."""
        if pos is None:
            return None
        for push in range(PUSHES):
            if self.arrow_rect(push).collidepoint(pos):
                return push
        return None

    def arrow_near(self, pos) -> int | None:
        """The push a tap at `pos` chooses: the arrow under it, else the nearest within a
        fingertip (never from a well: a press there starts a drag)."""
        if pos is None or self.grid.collidepoint(pos):
            return None
        return nearest_target(pos, [(self.arrow_rect(p), p) for p in range(PUSHES)])

    # --- what goes round the arrows -------------------------------------------------------------
    def badge_centre(self, push: int) -> tuple[float, float]:
        """The "+n" badge beside an arrow, towards the board's outside corner."""
        kind = push // SIZE
        x, y = self.arrow_centre(push)
        if self.mode == "table":
            dx, dy = {0: (-2, -30), 1: (2, -30), 2: (24, -19), 3: (24, 19)}[kind]
        else:
            k = self.arrow / 44
            dx, dy = {0: (-2 * k, -self.cell * 0.5), 1: (2 * k, -self.cell * 0.5),
                      2: (self.cell * 0.5, -12 * k), 3: (self.cell * 0.5, 12 * k)}[kind]
        return self._inside((x + dx, y + dy), 17, 13)

    def tag_midtop(self, push: int) -> tuple[float, float]:
        """Where the HINT / CONFIRM? tag of a push goes: over the balls next to its arrow,
        never on another arrow or the words under the board."""
        kind = push // SIZE
        x, y = self.arrow_centre(push)
        a = self.arrow if self.mode != "table" else TABLE_BAND
        half = a / 2 + (60 if self.mode == "table" else max(48, self.cell * 1.4))
        return {0: (x + half, y - 12), 1: (x - half, y - 12), 2: (x, y + a / 2 + 8),
                3: (x, y - a / 2 - 32)}[kind]

    def _inside(self, p, half_w, half_h):
        r = self.rect
        return (min(max(p[0], r.left + half_w), r.right - half_w),
                min(max(p[1], r.top + half_h), r.bottom - half_h))

    # --- the zoom (a phone whose arrows are under a fingertip) --------------------------------
    @property
    def outer(self) -> pygame.Rect:
        """The grid and its four bands."""
        left, right, top, bottom = self.bands
        m = self.inner
        return pygame.Rect(m.left - left, m.top - top, m.w + left + right, m.h + top + bottom)

    def side_of(self, pos) -> int | None:
        """The side (0 left, 1 right, 2 top, 3 bottom: the pushes' kinds) whose part of the
        board holds `pos` (the board cut along its diagonals), None off the board."""
        if pos is None or not self.outer.collidepoint(pos):
            return None
        g = self.grid
        u = (pos[0] - g.centerx) / max(1, g.w / 2)
        v = (pos[1] - g.centery) / max(1, g.h / 2)
        if abs(u) >= abs(v):
            return 0 if u < 0 else 1
        return 2 if v < 0 else 3

    def part_rect(self, kind: int) -> pygame.Rect:
        """Where a tap surely opens a side: from the band's outer edge a fifth into the grid,
        over the middle half of it (inside the side's part of the board)."""
        g, o = self.grid, self.outer
        qw, qh, fw, fh = g.w // 4, g.h // 4, g.w // 5, g.h // 5
        if kind == 0:
            return pygame.Rect(o.left, g.centery - qh, g.left + fw - o.left, 2 * qh)
        if kind == 1:
            return pygame.Rect(g.right - fw, g.centery - qh, o.right - (g.right - fw), 2 * qh)
        if kind == 2:
            return pygame.Rect(g.centerx - qw, o.top, 2 * qw, g.top + fh - o.top)
        return pygame.Rect(g.centerx - qw, g.bottom - fh, 2 * qw, o.bottom - (g.bottom - fh))

    def strip(self, kind: int) -> list:
        """A side's seven arrows enlarged (the zoom): their rects, a fingertip (`least`) each
        way at least, in a strip along the grid's edge over the balls, clear of the buttons."""
        for edge in (self.outer, self.grid):   # over the band, else over the balls
            found = self._strip(kind, edge)
            if found is not None:
                return found
        return self._strip(kind, self.grid, True) or []

    def _strip(self, kind: int, edge: pygame.Rect, anyhow: bool = False) -> list | None:
        """The strip along `edge` (its outer side at the edge), or None where seven
        fingertips do not fit along it clear of the buttons (unless `anyhow`)."""
        g, r = self.grid, self.rect
        depth = self.least + 4
        along_x = kind >= 2                        # a top or bottom strip runs across
        lo, hi = (r.left, r.right) if along_x else (r.top, r.bottom)
        if along_x:
            band = pygame.Rect(r.left, edge.top if kind == 2 else edge.bottom - depth, r.w,
                               depth)
        else:
            band = pygame.Rect(edge.left if kind == 0 else edge.right - depth, r.top, depth,
                               r.h)
        for rect in self.controls.values():
            if rect.colliderect(band):
                if along_x:
                    lo, hi = ((max(lo, rect.right) if rect.centerx < g.centerx else lo),
                              (min(hi, rect.left) if rect.centerx >= g.centerx else hi))
                else:
                    lo, hi = ((max(lo, rect.bottom) if rect.centery < g.centery else lo),
                              (min(hi, rect.top) if rect.centery >= g.centery else hi))
        pitch = max(self.least, self.cell)
        if SIZE * pitch > hi - lo:
            if SIZE * self.least > hi - lo and not anyhow:
                return None
            pitch = max(self.least, (hi - lo) // SIZE)
        mid = g.centerx if along_x else g.centery
        start = round(min(max(mid - pitch * SIZE / 2, lo), hi - pitch * SIZE))
        out = []
        for i in range(SIZE):
            if along_x:
                out.append(pygame.Rect(start + i * pitch, band.y, pitch, depth))
            else:
                out.append(pygame.Rect(band.x, start + i * pitch, depth, pitch))
        return out

    def strip_at(self, kind: int, pos) -> int | None:
        """The push of the enlarged arrow under `pos` in side `kind`'s strip."""
        if pos is None:
            return None
        for i, rect in enumerate(self.strip(kind)):
            if rect.collidepoint(pos):
                return kind * SIZE + i
        return None

    @property
    def targets(self) -> list:
        """(hit area, push) of all 28 arrows."""
        return [(self.arrow_rect(p), p) for p in range(PUSHES)]


# --- choosing an arrangement ----------------------------------------------------------------------
def board_layout(rect) -> BoardLayout:
    """The board laid out in `rect` (points): the first arrangement that keeps every target
    a fingertip wide, else whatever fits."""
    rect = pygame.Rect(rect)
    table = _table(rect)
    if table is not None:
        return table
    least = least_target(rect)
    for held in (least, 0):     # every arrow a fingertip, else the zoom
        words, row = _compact(rect, "words", held), _compact(rect, "row", held)
        # the words under the board, unless they cost the balls over a tenth of their size
        if words is not None and (row is None or words.cell >= row.cell * 0.88):
            return words
        if row is not None:
            return row
        corners = _compact(rect, "corners", held)
        if corners is not None:
            return corners
    return _fit(rect)


def _table(rect: pygame.Rect) -> BoardLayout | None:
    """Today's board on a table, or None when the rect is too small for it."""
    if rect.h < SMALL:
        return None
    arrow, pad = TABLE_BAND, TABLE_PAD
    words_h, controls_h = TABLE_WORDS_H, TABLE_CONTROLS_H
    avail = rect.h - words_h - controls_h - 12
    cell = int(min((avail - 2 * arrow - 2 * pad) / SIZE, (rect.w - 2 * arrow - 2 * pad) / SIZE))
    g = cell * SIZE
    grid = pygame.Rect(0, 0, g, g)
    grid.midtop = (rect.centerx, rect.y + 2 + arrow + pad)
    mat = grid.inflate(2 * pad, 2 * pad)
    if mat.w < TABLE_LEAST or cell < TARGET:
        return None
    words = pygame.Rect(rect.x, round(mat.bottom + arrow), rect.w, words_h)
    y = rect.bottom - controls_h - 4
    widths = dict(TABLE_BUTTONS)
    room = mat.w - 12
    if widths["symbols"] + widths["declare"] > room:          # a narrow tablet: closer
        k = room / (widths["symbols"] + widths["declare"])
        widths = {name: int(w * k) for name, w in widths.items()}
    controls = {"symbols": pygame.Rect(mat.x, y, widths["symbols"], controls_h)}
    for name in ACTIONS:
        button = pygame.Rect(0, y, widths[name], controls_h)
        button.right = mat.right
        controls[name] = button
    return BoardLayout(rect, "table", cell, grid, mat, mat, (arrow,) * 4, arrow, 44,
                       int(cell * 0.84), words, 17, controls, "long", DRAG)


def _compact(rect: pygame.Rect, mode: str, held: int = 0) -> BoardLayout | None:
    """A phone's board in `mode` ("words", "row" or "corners") with the largest cell that
    keeps the minimums, or None when none does; `held`: every arrow's band segment at least
    that each way (else the zoom, with bands a little thinner than the cells)."""
    W, H = rect.size
    least = least_target(rect)
    for cell in range(min(W, H) // SIZE, (held or ZOOM_CELL) - 1, -1):
        band = max(held, band_for(cell)) if held else max(22, round(cell * 0.75))
        top = band
        bottom = max(band, TOUCH) if mode == "corners" else band
        foot = {"words": WORDS_H + GAP + TOUCH + GAP, "row": GAP + TOUCH, "corners": 0}[mode]
        g = cell * SIZE
        side = (W - g) // 2                       # beside the grid: the left and right bands
        if side < band or top + g + bottom + foot > H:
            continue
        if mode == "corners" and side - max(3, cell // 10) - 1 < TOUCH + (4 if held else 14):
            continue
        if mode != "corners" and ROW_BUTTONS["symbols"] + ROW_BUTTONS["declare"] + 12 > W:
            continue
        y0 = rect.y + (H - (top + g + bottom + foot)) // 2
        grid = pygame.Rect(rect.x + side, y0 + top, g, g)
        pad = max(3, cell // 10)
        mat = grid.inflate(2 * pad, 2 * pad)
        # the side bands reach out towards the rect's edges, a thumb's width past the band
        left = min(grid.left - rect.left, band + 16)
        right = min(rect.right - grid.right, band + 16)
        if held and min(left, right) < held:
            continue
        art_band = min(band, side)
        arrow = min(44.0, art_band * 0.94)
        words = None
        controls = {}
        labels = "short"
        below = grid.bottom + bottom
        if mode == "words":
            words = pygame.Rect(rect.x, below + 2, W, WORDS_H)
            below = words.bottom + GAP
        if mode in ("words", "row"):
            y = below + GAP if mode == "row" else below
            controls["symbols"] = pygame.Rect(rect.x + 2, y, ROW_BUTTONS["symbols"], TOUCH)
            for name in ACTIONS:
                button = pygame.Rect(0, y, ROW_BUTTONS[name], TOUCH)
                button.right = rect.right - 2
                controls[name] = button
        else:
            labels = "icon"
            controls["symbols"] = pygame.Rect(rect.x + (side - 2 - TOUCH) // 2, grid.bottom,
                                              TOUCH, TOUCH)
            corner = pygame.Rect(mat.right + 1, grid.bottom, rect.right - mat.right - 1, TOUCH)
            for name in ACTIONS:
                controls[name] = corner.copy()
        lay = BoardLayout(rect, mode, cell, grid, mat, grid, (left, right, top, bottom),
                          art_band, arrow, int(cell * 0.84), words, WORDS_SIZE, controls,
                          labels, min(DRAG, cell * 0.6), least, not held)
        # (BoardLayout's own module)
        if held or all(lay._strip(k, lay.outer) or lay._strip(k, lay.grid)  # noqa: SLF001
                       for k in range(4)):
            return lay
    return None


def _fit(rect: pygame.Rect) -> BoardLayout:
    """Whatever fits (a rules page's picture, the replay's strip of a phone): today's picture
    (a 34-point band, the words under the board, no buttons of its own) at any size, the band
    shrinking with the cells."""
    W, H = rect.size
    words_h = 24 if H >= 9 * 12 + 24 else 0
    cell = 4
    for c in range(max(4, min(W, H) // SIZE), 3, -1):
        band = min(34, c)
        if 2 * band + 7 * c + 16 <= W and 2 * band + 7 * c + 16 + words_h + 12 <= H:
            cell = c
            break
    band = min(34, cell)
    pad = 8 if cell >= 20 else 3
    g = cell * SIZE
    grid = pygame.Rect(0, 0, g, g)
    grid.midtop = (rect.centerx, rect.y + 2 + band + pad)
    mat = grid.inflate(2 * pad, 2 * pad)
    words = pygame.Rect(rect.x, mat.bottom + band, W, words_h) if words_h else None
    # no room for buttons: they sit in the bottom corners (a picture shows none)
    size = min(TOUCH, max(8, (W - mat.w) // 2 - 4))
    controls = {"symbols": pygame.Rect(rect.x + 2, rect.bottom - size - 2, size, size)}
    for name in ACTIONS:
        controls[name] = pygame.Rect(rect.right - 2 - size, rect.bottom - size - 2, size, size)
    return BoardLayout(rect, "fit", cell, grid, mat, mat, (band,) * 4, band,
                       min(44.0, band * 1.3, cell * 1.1), int(cell * 0.84), words, 14,
                       controls, "icon",
                       min(DRAG, cell * 0.6))


# --- a seat's tray --------------------------------------------------------------------------------
@dataclass(frozen=True)
class TrayLayout:
    """A seat's things in `area` of its panel: per colour a ball with its count beside it
    ("table", "strip") or under it ("stacked"), or only the points in words ("words", an
    area too small for six balls); the points in a box of their own on a phone (the table's
    panel shows them beside the name)."""

    area: pygame.Rect
    style: str                      # "table", "strip", "stacked" or "words"
    slots: tuple                    # per colour (1-6): (centre, ball size)
    count_size: int                 # the counts' type
    pips: bool                      # three pips of progress to the next point under a ball
    points: pygame.Rect | None      # the points' box (phones)
    tray: pygame.Rect               # the tray's backing

    def slot(self, code: int):
        return self.slots[code - 1]


COUNT_W = 8         # a count's digit at 13 points (a colour has 8 balls: one digit)


def tray_layout(area, style: str = "table") -> TrayLayout:
    """Where a tray goes in a seat's `area`: "table" (today's panel, the points beside the
    name) or a phone's compact panel, "row" (a strip a screen wide, the area its right part)
    or "stack" (a column's panel, the area under the name): the points at its right end."""
    area = pygame.Rect(area)
    if style == "table":
        size = max(14, min(24, area.h - 16))
        top = (area.h - (size + 12)) / 2
        # each ball a little left of its sixth's middle (its count goes right of it), the
        # first never out of the area (a narrow tablet's panel)
        slots = tuple(((max(area.x + size / 2 + 1, area.x + area.w / 6 * (code - 0.5) - 7),
                        area.y + top + size / 2), size) for code in range(1, 7))
        return TrayLayout(area, "table", slots, 16, True, None, area)
    # a short strip: the shell marks whose turn it is at its right end
    reserve = 26 if style == "row" and area.h < 42 else 0
    width = area.w - reserve
    points_w = min(52, max(34, width // 5))
    points = pygame.Rect(area.x + width - points_w, area.y, points_w, area.h)
    tray = pygame.Rect(area.x, area.y, max(0, width - points_w - 4), area.h)
    slot_w = tray.w / 6
    beside = int(min(22, area.h - 6, slot_w - COUNT_W - 6))
    under = int(min(22, area.h - 17, slot_w - 3))
    if max(beside, under) < 9:
        # six balls do not fit: the points and balls in words, flights land in the middle
        centre = (area.centerx, area.centery)
        return TrayLayout(area, "words", ((centre, 12),) * 6, 12, False,
                          pygame.Rect(area.x, area.y, width, area.h), tray)
    if beside >= under:
        pips = area.h >= beside + 14 and slot_w >= 26
        top = (area.h - (beside + (8 if pips else 0))) / 2
        slots = tuple(((tray.x + slot_w * (code - 1) + 2 + beside / 2,
                        area.y + top + beside / 2), beside) for code in range(1, 7))
        return TrayLayout(area, "strip", slots, 13, pips, points, tray)
    top = (area.h - (under + 14)) / 2
    slots = tuple(((tray.x + slot_w * (code - 0.5), area.y + top + under / 2), under)
                  for code in range(1, 7))
    return TrayLayout(area, "stacked", slots, 12, False, points, tray)
