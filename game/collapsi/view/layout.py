"""Where everything of the Collapsi board goes in a rect: plain data, no drawing, no display.

`board_layout(rect, room, field, ...)` gives the whole geometry for one rect: the cards' size,
the grid of the field, the ghost strips beyond its edges (the shifting board's arrows sit in
them), the row numbers and column letters, the line under the board, the solo puzzle's
buttons and the hit area of every card and arrow.  Three kinds of rect:

- "table": a rect at least ROOMY points each way (a tablet's or a desktop's middle): the
  board of today, to the point;
- "compact": a phone's board (narrower or shorter than ROOMY): smaller gaps, arrows a
  fingertip across (`least_target`: 44 points, 40 on a screen under 390 across), type of
  13-15 points; a card's hit area is its place (the card and half the gaps round it: its
  pitch).  Where that pitch is under a fingertip (the big board on a small phone) the board
  takes the ZOOM rule: `zoom_window` is the largest block of the field whose cards would
  be a fingertip apart, and `zoomed` the layout that shows that block of the field, around
  the card a first tap was on, over the whole rect (the rest clipped away); the next taps
  choose there;
- "picture": a rules page's picture, with no one to tap: no rulers, no arrows, no buttons.

All positions are in points (game/ui/draw.py)."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

import pygame

from game.core.i18n import N_
from game.ui.view import least_target, nearest_target

from ..rules import ShiftingState

MIN_TARGET = 44       # a fingertip on a table: the least hit area of a card or an arrow
ASPECT = 1.4          # a playing card's height over its width
ROOMY = 480           # a rect at least this wide and tall is laid out as a table's board
GHOST = 0.3           # a ghost strip's depth, in cards (without arrows)

# the solo puzzle's buttons, in order: (name, label on a table, label on a phone); the labels
# are looked up where shown
CONTROLS = (("restart", N_("Restart"), N_("Restart")),
            ("daily", N_("Today's puzzle"), N_("Today's puzzle")),
            ("new-puzzle", N_("New puzzle"), N_("New puzzle")))


def shifting(state) -> bool:
    return isinstance(state, ShiftingState)


def place(state, card: int) -> tuple[int, int]:
    """(row, col) of `card` on the playing field (a shifting board's cards move)."""
    if isinstance(state, ShiftingState):
        row, col = state.spots[card]
        return row - state.top, col - state.left
    return divmod(card, state.size)


def on_field(state, card: int) -> bool:
    """The card lies on the field (on a shifting board every card does; kept for clarity)."""
    return not isinstance(state, ShiftingState) or state.spots[card] in state.at


@dataclass
class BoardLayout:
    """The board in one rect, for a field of `rows` × `cols` sized for `room` (a shifting
    board keeps room for its field to grow)."""

    rect: pygame.Rect
    kind: str                     # "table", "compact" or "picture"
    shifting: bool                # arrows may be shown round the field
    rows: int
    cols: int
    room: tuple[int, int]
    cw: int                       # a card's width and height
    ch: int
    gap: int                      # between two cards
    ghost_w: int                  # the strips beyond the left and right edges ...
    ghost_h: int                  # ... and beyond the top and the bottom
    band: int                     # a table's arrow band round a shifting field (0: none;
                                  # the ghost strips are that deep)
    arrow_r: int                  # a shift arrow's radius (its art)
    grid: pygame.Rect             # the field's cards
    field: pygame.Rect            # the cards and the ghost strips
    label_size: int               # row numbers and column letters (0: none shown)
    numbers_x: int                # the right end of the row numbers
    letters_y: int                # the top of the column letters
    line: pygame.Rect             # the words under the board (one line, or two over the
    line_size: int                # letters when the words need them)
    line_y: int                   # the centre of a one-line message
    control_row: pygame.Rect      # the solo puzzle's buttons (empty without them)
    controls: dict                # name -> rect of each of them
    control_size: int
    control_labels: dict          # name -> its label
    pawn: int                     # a pawn's size
    badge_r: int                  # the step count on the mover's card
    step_r: int                   # the numbers along a previewed path
    path_w: float                 # a path's line
    fine: bool                    # cards large enough for the table's frames and glows
    least: int = MIN_TARGET       # a target's least size across (points)
    window: tuple | None = None   # the zoom: (row, col, rows, cols) of the field shown

    def shows(self, row: int, col: int) -> bool:
        """The card at (row, col) is in view (always, but in a zoom's window)."""
        if self.window is None:
            return True
        r0, c0, nr, nc = self.window
        return r0 <= row < r0 + nr and c0 <= col < c0 + nc

    def pitch(self) -> int:
        """A card's place across: its width and a gap (cards are taller than wide)."""
        return self.cw + self.gap

    def window_rect(self) -> pygame.Rect:
        """Where a zoom's window of cards lies (their places), or the field."""
        if self.window is None:
            return pygame.Rect(self.field)
        r0, c0, nr, nc = self.window
        return self.cell_area(r0, c0).union(self.cell_area(r0 + nr - 1, c0 + nc - 1))

    # --- places ---------------------------------------------------------------------------------
    def cell(self, row: float, col: float) -> pygame.Rect:
        """The card at (row, col); rows and columns outside the field are its ghosts."""
        x = self.grid.x + col * (self.cw + self.gap)
        y = self.grid.y + row * (self.ch + self.gap)
        return pygame.Rect(round(x), round(y), self.cw, self.ch)

    def centre(self, row: float, col: float) -> tuple[float, float]:
        return (self.grid.x + col * (self.cw + self.gap) + self.cw / 2,
                self.grid.y + row * (self.ch + self.gap) + self.ch / 2)

    def cell_area(self, row: int, col: int) -> pygame.Rect:
        """The card with half the gaps round it: what a tap on the card itself touches."""
        return self.cell(row, col).inflate(self.gap, self.gap)

    def card_hit(self, row: int, col: int) -> pygame.Rect:
        """A card's hit area: the card and half the gaps round it (its pitch: a tap there
        chooses it), within the board's rect."""
        return self.cell_area(row, col).clip(self.rect)

    def arrow_spots(self, row: int, col: int) -> dict[str, tuple[float, float]]:
        """Where the four shift arrows of the card at (row, col) sit: at its row's ends and
        above and below its column, in the band just outside the field (on a phone, over
        the ghost strip, near its outer edge)."""
        g = self.grid
        if self.band:
            across = down = self.gap + self.band / 2
        else:
            # over the ghost strip; the row's arrows clear of its cards where the rect is
            # wide enough (a phone held upright always is)
            down = self.gap + self.ghost_h - 2
            room = min(g.x - self.rect.x, self.rect.right - g.right) - (self.arrow_r + 4)
            across = max(self.gap + self.ghost_w - 2,
                         min(self.gap + self.arrow_r + 2, room))
        cx, cy = self.centre(row, col)
        spots = {"<": (g.x - across, cy), ">": (g.right + across, cy),
                 "^": (cx, g.y - down), "v": (cx, g.bottom + down)}
        # a corner card's arrows would touch on small cards: the row's arrows step aside
        need = 2 * self.arrow_r + 2
        for h, sign in (("<", -1), (">", 1)):
            for v in "^v":
                (hx, hy), (vx, vy) = spots[h], spots[v]
                dy = abs(hy - vy)
                if dy < need and math.hypot(hx - vx, dy) < need:
                    spots[h] = (vx + sign * math.sqrt(need * need - dy * dy), hy)
        return spots

    def arrow_hit(self, centre) -> pygame.Rect:
        """A shift arrow's hit area: the square round its disc (a tap there chooses it, over
        the card under it), a fingertip across on a phone."""
        side = max(2 * self.arrow_r, self.least) if self.kind == "compact" else \
            2 * (self.arrow_r + 4)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(centre[0]), round(centre[1]))
        return rect.clamp(self.rect)

    def row_label(self, row: int) -> tuple[float, float]:
        """Where row `row`'s number ends (its right middle)."""
        return self.numbers_x, self.centre(row, 0)[1]

    def column_label(self, col: int) -> tuple[float, float]:
        """Where column `col`'s letter hangs from (its middle top)."""
        return self.centre(0, col)[0], self.letters_y

    def letters_rect(self) -> pygame.Rect:
        """The band the column letters take."""
        return pygame.Rect(self.field.x, self.letters_y, self.field.w,
                           round(self.label_size * 1.25))

    def two_lines(self) -> pygame.Rect:
        """Where a message that needs two lines goes: its line where that has room for two,
        else the letters' band and the line's."""
        if self.line.h >= TWO_LINES:
            return pygame.Rect(self.line)
        top = min(self.line.y, self.letters_y) if self.label_size else self.line.y
        return pygame.Rect(self.line.x, top, self.line.w, self.line.bottom - top)


TWO_LINES = 40      # points: a message of two lines of 14-point type under the letters
WIDE_LINE = 480     # points: a line under the board this wide says a message on one line


def board_layout(rect, room: tuple[int, int], field: tuple[int, int] | None = None, *,
                 solo: bool = False, shifting: bool = False,
                 picture: bool = False, aside: bool = False) -> BoardLayout:
    """The board in `rect` for a field of `field` rows × columns (default: `room`), its
    cards sized so that `room` would fit (a table keeps room for a shifting field to grow;
    a phone does not: every point counts); `solo` keeps a row of buttons under it,
    `shifting` room for the arrows round it; a `picture` (a rules page's) has neither, nor
    rulers; `aside` (a phone on its side) has no line under the board: its words go to the
    screen's line of what to do."""
    rect = pygame.Rect(rect)
    rows, cols = max(1, room[0]), max(1, room[1])
    frows, fcols = field or (rows, cols)
    kind = ("picture" if picture else
            "table" if rect.w >= ROOMY and rect.h >= ROOMY else "compact")
    big = max(rows, cols) > 4
    top_pad = 0
    if kind == "table":
        gap = 8 if big else 12
        line_h, line_size, label, ruler_w, ruler_h = 30, 17, 14, 18, 18
        band, arrow_r = (46, 22) if shifting else (0, 22)
        ctl_h, ctl_size = (58, 17) if solo else (0, 17)
    elif kind == "picture":
        gap = (8 if big else 12) - 4
        line_h, line_size, label, ruler_w, ruler_h = 24, 17, 0, 0, 0
        band, arrow_r, ctl_h, ctl_size = 0, 22, 0, 17
    else:
        rows, cols = frows, fcols
        gap = 3 if big else 8
        line_h, line_size, label = 22, 15, 13
        ruler_w = 18 if max(frows, rows) < 10 else 26      # two digits from row 10
        ruler_h = 17
        # no band: the arrows lie over the thin ghost strips and stand out beyond them, over
        # the rulers (below and left) and a margin kept at the top
        band, arrow_r = 0, least_target(rect) // 2
        top_pad = arrow_r + 4 if shifting else 0
        ctl_h, ctl_size = (54, 14) if solo else (0, 14)
    avail_w = rect.w - 2 * ruler_w

    def card_h(line_h):
        avail_h = rect.h - line_h - ctl_h - ruler_h - top_pad
        if band:
            return min((avail_h - (rows + 1) * gap - 2 * band) / rows,
                       ASPECT * (avail_w - (cols + 1) * gap - 2 * band) / cols)
        # a ghost strip of GHOST card each side shows the wrap-around
        return min((avail_h - (rows + 1) * gap) / (rows + 2 * GHOST),
                   ASPECT * (avail_w - (cols + 1) * gap) / (cols + 2 * GHOST))
    if kind == "compact" and aside:
        # a phone on its side: the line's words go to the screen's line of what to do (the
        # view's status), and the cards take its height
        line_h = 0
    h = card_h(line_h)
    if kind == "compact" and not aside and (card_h(TWO_LINES) >= h or rect.w < WIDE_LINE):
        # a narrow line (a phone upright), where messages wrap: room for two lines under
        # the letters, which stay while a guide says "Tap c1" (a few points of card at
        # most); a wide one (on its side) keeps a message to one line
        line_h = TWO_LINES
        h = card_h(line_h)
    avail_h = rect.h - line_h - ctl_h - ruler_h - top_pad
    ch = max(8, int(h))
    cw = max(6, int(h / ASPECT))
    ghost_w = band or int(cw * GHOST)
    ghost_h = band or int(ch * GHOST)
    # the room's grid centred in the space above the words; the field actually covered
    # centred within it
    centre = (rect.centerx, rect.y + top_pad + avail_h // 2)
    grid = pygame.Rect(0, 0, fcols * cw + (fcols - 1) * gap, frows * ch + (frows - 1) * gap)
    room_grid = pygame.Rect(0, 0, cols * cw + (cols - 1) * gap, rows * ch + (rows - 1) * gap)
    room_grid.center = centre
    grid.center = room_grid.center
    field_rect = grid.inflate(2 * (gap + ghost_w), 2 * (gap + ghost_h))
    line = pygame.Rect(rect.x, rect.y + top_pad + avail_h + ruler_h, rect.w, line_h)
    line_y = line.y + (22 if line_h == TWO_LINES else line_h) // 2   # one line: at its top
    # the puzzle's buttons along the bottom
    control_row = pygame.Rect(rect.x, rect.bottom - ctl_h, rect.w, ctl_h) if ctl_h else \
        pygame.Rect(rect.x, rect.bottom, rect.w, 0)
    controls, labels = {}, {}
    if ctl_h:
        if kind == "table":
            widths, gap_c, height = (136, 176, 156), 10, 46
            x, y = rect.centerx - (sum(widths) + 30) // 2, rect.bottom - 50
        else:
            widths, gap_c, height = (96, 124, 108), 8, 46
            fit = (control_row.w - 2 * gap_c) / sum(widths)
            if fit < 1:
                widths = tuple(int(w * fit) for w in widths)
            x = rect.centerx - (sum(widths) + 2 * gap_c) // 2
            y = control_row.bottom - height - 2
        for (name, wide, narrow), w in zip(CONTROLS, widths, strict=True):
            controls[name] = pygame.Rect(x, y, w, height)
            labels[name] = wide if kind == "table" else narrow
            x += w + gap_c
    fine = kind == "table" or cw >= 40
    if fine:
        badge_r, step_r, path_w = 15, 13, 7.0
    else:
        badge_r = max(10, min(15, round(cw * 0.3)))
        step_r = max(10, min(13, round(cw * 0.26)))
        path_w = max(3.0, min(7.0, cw * 0.18))
    return BoardLayout(
        rect=rect, kind=kind, shifting=shifting and kind != "picture", rows=frows,
        cols=fcols, room=(rows, cols), cw=cw, ch=ch, gap=gap, ghost_w=ghost_w,
        ghost_h=ghost_h, band=band, arrow_r=arrow_r, grid=grid, field=field_rect,
        label_size=label, numbers_x=field_rect.left - (10 if kind == "table" else 6),
        letters_y=field_rect.bottom + (3 if kind == "table" else 1), line=line,
        line_size=line_size, line_y=line_y,
        control_row=control_row, controls=controls, control_size=ctl_size,
        control_labels=labels, pawn=int(cw * 0.64), badge_r=badge_r, step_r=step_r,
        path_w=path_w, fine=fine,
        least=least_target(rect) if kind == "compact" else MIN_TARGET)


def needs_zoom(geo: BoardLayout) -> bool:
    """The cards are closer than a fingertip (a big board on a phone, a shifting board grown
    far on a tablet): a first tap enlarges part of the board."""
    return geo.kind != "picture" and geo.pitch() < geo.least


def zoom_window(geo: BoardLayout, **kwargs) -> tuple[int, int]:
    """The largest block (rows, cols) of the field whose cards, laid out over the whole
    rect, are a fingertip apart (`kwargs`: board_layout's, solo and shifting)."""
    rows, cols = geo.rows, geo.cols
    for k in range(max(rows, cols) - 1, 1, -1):
        size = (min(rows, k), min(cols, k))
        if board_layout(geo.rect, size, size, **kwargs).pitch() >= geo.least:
            return size
    return (min(rows, 2), min(cols, 2))


def zoomed(geo: BoardLayout, centre: tuple[int, int], **kwargs) -> BoardLayout:
    """The zoom: the block of `zoom_window` round the card at `centre` (row, col), its cards
    laid out over the whole rect, the rest of the field beyond it (to be clipped away); no
    rulers (a window has no edge of the field to number)."""
    nr, nc = zoom_window(geo, **kwargs)
    r0 = min(max(centre[0] - nr // 2, 0), geo.rows - nr)
    c0 = min(max(centre[1] - nc // 2, 0), geo.cols - nc)
    z = board_layout(geo.rect, (nr, nc), (nr, nc), **kwargs)
    grid = pygame.Rect(z.grid.x - c0 * (z.cw + z.gap), z.grid.y - r0 * (z.ch + z.gap),
                       geo.cols * z.cw + (geo.cols - 1) * z.gap,
                       geo.rows * z.ch + (geo.rows - 1) * z.gap)
    field = grid.inflate(2 * (z.gap + z.ghost_w), 2 * (z.gap + z.ghost_h))
    return dataclasses.replace(z, rows=geo.rows, cols=geo.cols, grid=grid, field=field,
                               label_size=0, window=(r0, c0, nr, nc))


def parts(geo: BoardLayout) -> list[pygame.Rect]:
    """The zoom's parts: the field in blocks of half its rows and columns, where a first tap
    enlarges the cards round it."""
    rows, cols = geo.rows, geo.cols
    hr, hc = (rows + 1) // 2, (cols + 1) // 2
    out = []
    for r0 in range(0, rows, hr):
        for c0 in range(0, cols, hc):
            r1, c1 = min(rows, r0 + hr) - 1, min(cols, c0 + hc) - 1
            out.append(geo.cell_area(r0, c0).union(geo.cell_area(r1, c1)).clip(geo.rect))
    return out


# --- what a tap may choose ------------------------------------------------------------------------
def destinations(state) -> list[int]:
    """The cards the player to move may tap: starting cards or move destinations."""
    legal = state.legal_moves()
    if shifting(state) and not state.choosing():
        return sorted({dest for dest, _ in legal})
    return list(legal)


@dataclass(frozen=True)
class Target:
    """One thing a tap may choose: ("card", card) or ("shift", shift), its hit area and the
    centre of its art (a tap inside two hit areas goes to the nearer centre)."""

    value: tuple
    hit: pygame.Rect
    centre: tuple[float, float]


def targets(state, geo: BoardLayout, pending: int | None = None) -> list[Target]:
    """Every target a tap may choose now: the cards that may be moved to (or started on);
    once a shifting move's card is chosen (`pending`), the four arrows of its row and
    column, and the other cards (to choose again)."""
    out = []
    if pending is not None:
        for shift, centre in geo.arrow_spots(*place(state, pending)).items():
            out.append(Target(("shift", shift), geo.arrow_hit(centre), centre))
    for card in destinations(state):
        if card == pending or not on_field(state, card):
            continue
        row, col = place(state, card)
        if geo.shows(row, col):
            out.append(Target(("card", card), geo.card_hit(row, col), geo.centre(row, col)))
    return out


def card_under(state, geo: BoardLayout, pos) -> int | None:
    """The card whose place (the card and half the gaps round it) holds `pos`, or None."""
    if pos is None:
        return None
    for card in range(len(state.grid)):
        if on_field(state, card) and geo.shows(*place(state, card)) and \
                geo.cell_area(*place(state, card)).collidepoint(pos):
            return card
    return None


def target_at(found: list[Target], pos, reach: float = 16.0):
    """The value of the target a tap at `pos` chooses: among the hit areas holding it the one
    whose art is nearest; else the nearest within `reach` points (a tap between two targets
    lands on the nearer one); else None."""
    if pos is None:
        return None
    inside = [(math.hypot(pos[0] - t.centre[0], pos[1] - t.centre[1]), i)
              for i, t in enumerate(found) if t.hit.collidepoint(pos)]
    if inside:
        return found[min(inside)[1]].value
    return nearest_target(pos, [(t.hit, t.value) for t in found], reach)

