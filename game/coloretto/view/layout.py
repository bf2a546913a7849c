"""Where everything of Coloretto's board goes, computed from the rect the screen gives the board
and the number of players: plain data, no drawing, testable without a display.

The board is the rows (a row holder each: a numbered tab with its Take button, and three card
slots), the deck with the drawn card's spot, the round and how many cards are left, and the line
of hints under it all.  Three arrangements, the one that gives the largest cards wins:

- "column": the deck in a column on the left, the rows stacked on the right (the table of today:
  on a desktop the exact geometry of the first version, `_classic`);
- "strip": the deck in a strip across the top, the rows stacked under it, a screen wide (a tall
  narrow board: a tablet's table);
- "grid": the deck and the rows in two columns of cells (a phone held upright with four or five
  players, where five rows stacked would be too thin to touch).

A pile in a player's panel (`pile_layout`) and the scoring table of the result box
(`scoring_layout`) are laid out here too.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field

import pygame

from game.coloretto.rules import KINDS, ROW_SIZE

CARD_RATIO = 0.7         # a card's width over its height
TOUCH = 44               # a button a finger can hit (points)
TARGET = 32              # a board target a finger can hit (points)
MARGIN = 4               # round the board, compact arrangements


@dataclass(frozen=True)
class Type:
    """The sizes of the board's words (points): the table's, or a phone's."""

    pill: int = 16             # ROUND 2 / LAST ROUND
    count: int = 22            # 60 (cards left)
    count_word: int = 15       # cards left
    caption: int = 14          # Last round below 9 cards
    label: int = 12            # DRAWN CARD, ROW, TAKEN, FULL
    tab_number: int = 34       # the row's number on its tab
    tab_number_button: int = 28  # ... with the Take button under it
    take: int = 18             # the Take button's label
    taken: int = 16            # Taken by Player 2
    taken_sub: int = 13        # out for this round
    badge: int = 16            # −1 pts
    chip: int = 14             # DRAW
    hint: int = 17             # the line under the board (at least 14: a status line)
    banner: int = 30           # Round 3
    banner_sub: int = 16


TABLE_TYPE = Type()
PHONE_TYPE = Type(pill=13, count=18, count_word=12, caption=12, label=12, tab_number=24,
                  tab_number_button=20, take=15, taken=13, taken_sub=12, badge=13, chip=12,
                  hint=14, banner=22, banner_sub=13)


@dataclass
class BoardLayout:
    """Every place on the board for one rect and player count (points)."""

    rect: pygame.Rect
    players: int
    arrangement: str                 # "classic", "column", "strip" or "grid"
    type: Type
    cw: int                          # a card in a row
    ch: int
    tab_w: int
    trays: list = field(default_factory=list)     # per row: its holder (tab and slots)
    tabs: list = field(default_factory=list)      # per row: its numbered tab
    slots: list = field(default_factory=list)     # per row: its three card slots
    take: list = field(default_factory=list)      # per row: its Take button
    take_controls: bool = True       # the Take buttons are buttons (44 points at least)
    take_label: bool = True          # "ROW n" stays written above the Take button
    tall_tabs: bool = True           # room on the tab for ROW, the number and FULL / TAKEN
    deck: pygame.Rect = field(default_factory=pygame.Rect)
    dw: int = 92
    dh: int = 130
    deck_hit: pygame.Rect = field(default_factory=pygame.Rect)
    held: pygame.Rect = field(default_factory=pygame.Rect)  # the drawn card's spot
    held_apart: bool = True          # the spot is its own (else the card lies on the deck)
    held_label_at: tuple | None = None                  # DRAWN CARD (its centre)
    block: pygame.Rect = field(default_factory=pygame.Rect)  # the deck's column, strip or cell
    pill: pygame.Rect = field(default_factory=pygame.Rect)   # ROUND 2
    count_at: tuple = (0, 0)         # the count: the number ends here, the words begin
    count_centred: bool = False      # ... or number and words centred on count_at
    caption: pygame.Rect = field(default_factory=pygame.Rect)  # its lines, centred
    caption_lines: int = 1
    chip: tuple = (66, 28)           # the DRAW chip on the deck (0: none)
    hint: tuple = (0, 0)             # the centre of the line under the board
    hint_w: int = 0
    rows_rect: pygame.Rect = field(default_factory=pygame.Rect)

    def deck_words(self) -> list[pygame.Rect]:
        """Where the words beside the deck lie: the round's pill, the count's line and the
        caption (a tag on the deck keeps off them)."""
        _, count_h, _ = _metrics(self.type)
        count = pygame.Rect(0, 0, self.block.w, count_h)
        count.center = (round(self.count_at[0]), round(self.count_at[1]))
        return [r for r in (self.pill, count, self.caption) if r.w and r.h]

    def row_target(self, r: int) -> pygame.Rect:
        """The part of row `r` a tap chooses besides its Take button: the whole holder, less
        the tab when the Take button is a button of its own."""
        tray = self.trays[r]
        if not self.take_controls:
            return pygame.Rect(tray)
        tab = self.tabs[r]
        return pygame.Rect(tab.right, tray.y, tray.right - tab.right, tray.h)

    def next_slot(self, r: int, cards: int) -> pygame.Rect:
        return self.slots[r][min(ROW_SIZE - 1, cards)]


def board_layout(rect, players: int) -> BoardLayout:
    """The board in `rect` for `players` rows: the first version's geometry where it fits (a
    desktop's table, the rules page's pictures), else the arrangement with the largest cards."""
    rect = pygame.Rect(rect)
    n = max(1, players)
    classic = _classic(rect, n)
    if classic is not None:
        return classic
    options = [lay for lay in (_column(rect, n), _strip(rect, n), _grid(rect, n),
                               _grid(rect, n, 3), _grid(rect, n, 2, NARROW_TAB),
                               _grid(rect, n, 3, NARROW_TAB))
               if lay is not None]
    if not options:
        return _squeezed(rect, n)
    return max(options, key=_merit)


def _merit(lay: BoardLayout) -> float:
    """Large cards in the rows and on the deck; a Take button a finger can use counts most."""
    size = min(lay.cw, lay.dw + 6)
    return size * (1.0 if lay.take_controls else 0.7)


# --- the first version's geometry ---------------------------------------------------------------
def _classic(rect: pygame.Rect, n: int) -> BoardLayout | None:
    """The table of the first version (a desktop's board, and the rules page's 460 × 360
    pictures): kept to the point where it fits, None where its deck column would be too narrow
    for its words or its rows too thin."""
    small = rect.h < 480
    if rect.h < 300 or rect.w < 440:
        return None
    hint_h = 28 if small else 38
    top, bottom = rect.y + 4, rect.bottom - hint_h
    avail = bottom - top
    gap = 14 if n <= 3 else (12 if n == 4 else 9)
    row_h = min(150, (avail - (n - 1) * gap) // n)
    if row_h < (96 if small else 108):
        return None
    ch = row_h - 20
    cw = round(ch * 0.7)
    tab_w = 70 if small else 104
    slot_gap = 6 if small else 10
    pad = 12
    tray_w = tab_w + pad + 3 * cw + 2 * slot_gap + pad
    tray_x = rect.right - tray_w - 2
    col = pygame.Rect(rect.x + 6, top, tray_x - (12 if small else 22) - rect.x - 6, avail)
    if col.w < 150:
        return None
    lay = BoardLayout(rect, n, "classic", TABLE_TYPE, cw, ch, tab_w)
    total = n * row_h + (n - 1) * gap
    y0 = top + (avail - total) // 2
    lay.trays = [pygame.Rect(tray_x, y0 + i * (row_h + gap), tray_w, row_h) for i in range(n)]
    lay.tabs = [pygame.Rect(t.x, t.y, tab_w, t.h) for t in lay.trays]
    lay.slots = [[pygame.Rect(t.x + tab_w + pad + k * (cw + slot_gap), t.centery - ch // 2, cw,
                              ch) for k in range(ROW_SIZE)] for t in lay.trays]
    lay.take = [pygame.Rect(t.x + 10, t.bottom - 10 - 44, tab_w - 20, 44) for t in lay.tabs]
    lay.take_controls = tab_w - 20 >= TOUCH
    lay.take_label = lay.tall_tabs = True
    # the deck column, left of the rows
    dw, dh = 92, 130
    if small:
        dh = max(40, min(130, (avail - 150) // 2))
        dw = round(dh * 0.7)
    cx = col.centerx
    content = 34 + 22 + dh + 58 + 36 + dh
    y = col.y + max(0, (col.h - content) // 2)
    lay.block = col
    lay.pill = pygame.Rect(0, 0, min(col.w - 8, 164), 34)
    lay.pill.midtop = (cx, y)
    lay.dw, lay.dh = dw, dh
    lay.deck = pygame.Rect(0, 0, dw, dh)
    lay.deck.midtop = (cx + 4, lay.pill.bottom + 22)
    count_y = lay.deck.bottom + 20
    caption_y = count_y + 25
    held_label_y = caption_y + 38
    lay.count_at = (lay.deck.centerx - 2, count_y)
    lay.caption = pygame.Rect(col.x - 5, caption_y - 9, col.w + 10, 18)  # into the margins
    lay.caption_lines = 1
    lay.held_label_at = (cx, held_label_y)
    lay.held = pygame.Rect(0, 0, dw, dh)
    lay.held.midtop = (cx, held_label_y + 14)
    lay.held_apart = True
    lay.chip = (66, 28) if dw >= 76 else (0, 0)
    lay.deck_hit = _deck_hit(lay.deck, col, rect)
    lay.hint = (rect.centerx, rect.bottom - hint_h / 2 - 2)
    lay.hint_w = rect.w - 8
    lay.rows_rect = pygame.Rect(tray_x, lay.trays[0].y, tray_w,
                                lay.trays[-1].bottom - lay.trays[0].y)
    return lay


def _deck_hit(deck: pygame.Rect, block: pygame.Rect, rect: pygame.Rect) -> pygame.Rect:
    """The deck's hit area: the stack with a finger's margin (its top card sits up to seven
    points up and left of `deck`), at least 44 across where its block allows (and no further
    than half the gap to what is beside the block)."""
    hit = deck.inflate(16, 16).union(pygame.Rect(deck.x - 10, deck.y - 18, 10, 10))
    grow_w, grow_h = max(0, TOUCH - hit.w), max(0, TOUCH - hit.h)
    hit = hit.inflate(grow_w, grow_h)
    if block.w:
        hit = hit.clip(block.inflate(6, 6))
    return hit.clip(rect)


# --- compact arrangements -----------------------------------------------------------------------
TAB_W = 56            # a tab holds a Take button 48 wide
NARROW_TAB = 30       # a tab with the row's number only (a board too small to touch)
PAD, SLOT_GAP = 6, 5  # inside a holder: round the slots, between two slots
DECK_GAP = 10         # between the deck's column and the rows
DECK_COL = 100        # the deck's column, at least
LABEL_H = 17          # ROW n over the Take button
MIN_DECK_H = 44       # the deck's card, at least (its hit area grows to 44 and more)


def _hint_h(rect: pygame.Rect) -> int:
    return 26 if rect.h >= 300 else 22


def _card_for(width: float, height: float) -> tuple[int, int]:
    """The largest card (w, h) within `width` × `height`."""
    cw = int(max(8, min(width, height * CARD_RATIO)))
    return cw, round(cw / CARD_RATIO)


def _row_height(ch: int, room: int) -> int:
    """A holder's height: its cards with a margin, grown to hold a Take button (and ROW n over
    it) where `room` allows."""
    rh = ch + 2 * PAD + 4
    for want in (TOUCH + 8 + LABEL_H, TOUCH + 8):
        if rh < want <= room:
            rh = want
            break
    return min(rh, room)


def _rows(lay: BoardLayout, cells: list[pygame.Rect], rh: int) -> None:
    """The holders in `cells` (one a row, top to bottom or cell by cell), each `rh` high at
    its cell's vertical middle, the slots centred in what the tab leaves."""
    cw, ch, tab_w = lay.cw, lay.ch, lay.tab_w
    for cell in cells:
        tray = pygame.Rect(cell.x, cell.centery - rh // 2, cell.w, rh)
        tab = pygame.Rect(tray.x, tray.y, tab_w, rh)
        room = tray.right - tab.right
        x0 = tab.right + (room - (3 * cw + 2 * SLOT_GAP)) // 2
        lay.trays.append(tray)
        lay.tabs.append(tab)
        lay.slots.append([pygame.Rect(x0 + k * (cw + SLOT_GAP), tray.centery - ch // 2, cw, ch)
                          for k in range(ROW_SIZE)])
    if rh >= 108 and cw >= 60:
        lay.type = TABLE_TYPE                # rows a tablet's size: the table's words
    lay.take_controls = rh >= TOUCH + 8 and tab_w - 8 >= TOUCH
    lay.take_label = rh >= TOUCH + 8 + LABEL_H
    lay.tall_tabs = rh >= 96
    for tab in lay.tabs:
        button = pygame.Rect(tab.x + 4, 0, tab.w - 8, TOUCH)
        if lay.take_label:
            button.bottom = tab.bottom - 4
        else:
            button.centery = tab.centery
        lay.take.append(button)
    lay.rows_rect = lay.trays[0].unionall(lay.trays[1:])


def _finish(lay: BoardLayout, rect: pygame.Rect, hint_h: int) -> BoardLayout:
    lay.hint = (rect.centerx, rect.bottom - hint_h / 2 - 1)
    lay.hint_w = rect.w - 8
    lay.deck_hit = _deck_hit(lay.deck, lay.block, rect)
    return lay


def _column(rect: pygame.Rect, n: int) -> BoardLayout | None:
    """The deck's column on the left, the rows stacked on the right."""
    hint_h = _hint_h(rect)
    top, bottom = rect.y + 2, rect.bottom - hint_h
    avail = bottom - top
    gap = 8 if n <= 3 else 6
    room = min(150, (avail - (n - 1) * gap) // n)
    def cards(tab_w):
        width = rect.w - 2 * MARGIN - DECK_GAP - DECK_COL - (tab_w + 2 * PAD + 2 * SLOT_GAP)
        return _card_for(width / 3, room - 2 * PAD - 4)
    cw, ch = cards(84)
    big = room >= 108 and cw >= 60           # a tablet's table: the table's words
    if not big:
        cw, ch = cards(TAB_W)
    lay = BoardLayout(rect, n, "column", TABLE_TYPE if big else PHONE_TYPE, cw, ch,
                      84 if big else TAB_W)
    rh = min(room, ch + 20) if big else _row_height(ch, room)
    tray_w = lay.tab_w + 2 * PAD + 3 * cw + 2 * SLOT_GAP
    tray_x = rect.right - MARGIN - tray_w
    total = n * rh + (n - 1) * gap
    y0 = top + (avail - total) // 2
    _rows(lay, [pygame.Rect(tray_x, y0 + i * (rh + gap), tray_w, rh) for i in range(n)], rh)
    block = pygame.Rect(rect.x + MARGIN, top, tray_x - DECK_GAP - rect.x - MARGIN, avail)
    if not _deck_upright(lay, block):
        return None
    return _finish(lay, rect, hint_h)


def _strip(rect: pygame.Rect, n: int) -> BoardLayout | None:
    """The deck's strip across the top, the rows stacked under it, the board's width."""
    hint_h = _hint_h(rect)
    top, bottom = rect.y + 2, rect.bottom - hint_h
    avail = bottom - top
    gap = 8 if n <= 3 else 6
    tray_w = rect.w - 2 * MARGIN
    width_cw = (tray_w - TAB_W - 2 * PAD - 2 * SLOT_GAP) / 3
    best = None
    for sh in range(MIN_DECK_H + 10, 190, 4):
        room = min(150, (avail - sh - gap - (n - 1) * gap) // n)
        cw, _ = _card_for(width_cw, room - 2 * PAD - 4)
        dw = _card_for(1000, min(130, sh - 10))[0]
        merit = min(cw, dw + 6)
        if best is None or merit > best[0]:
            best = (merit, sh)
    if best is None:
        return None
    sh = best[1]
    room = min(150, (avail - sh - gap - (n - 1) * gap) // n)
    cw, ch = _card_for(width_cw, room - 2 * PAD - 4)
    if room < TARGET:
        return None
    lay = BoardLayout(rect, n, "strip", PHONE_TYPE, cw, ch, TAB_W)
    rh = _row_height(ch, room)
    total = sh + gap + n * rh + (n - 1) * gap
    y0 = top + (avail - total) // 2
    block = pygame.Rect(rect.x + MARGIN, y0, tray_w, sh)
    ys = block.bottom + gap
    _rows(lay, [pygame.Rect(block.x, ys + i * (rh + gap), tray_w, rh) for i in range(n)], rh)
    if not _deck_across(lay, block):
        return None
    return _finish(lay, rect, hint_h)


def _grid(rect: pygame.Rect, n: int, columns: int = 2, tab_w: int = TAB_W
          ) -> BoardLayout | None:
    """The deck and the rows in `columns` columns of cells, in reading order: the deck first
    (over two cells of the left column, or the first cells of the top line, when the cells
    come out uneven), then row 1, row 2 ..."""
    hint_h = _hint_h(rect)
    top, bottom = rect.y + 2, rect.bottom - hint_h
    avail = bottom - top
    gap = 6
    cells = n + 1
    lines = math.ceil(cells / columns)
    extra = lines * columns - cells
    if columns == 2 and lines < 2:
        return None
    cell_w = (rect.w - 2 * MARGIN - (columns - 1) * gap) // columns
    cell_h = (avail - (lines - 1) * gap) // lines
    cw, ch = _card_for((cell_w - tab_w - 2 * PAD - 2 * SLOT_GAP) / 3, cell_h - 2 * PAD - 4)
    lay = BoardLayout(rect, n, "grid", PHONE_TYPE, cw, ch, tab_w)
    rh = _row_height(ch, cell_h)
    places = [(line, col) for line in range(lines) for col in range(columns)]
    if columns == 2 and extra:
        deck_cells = [(0, 0), (1, 0)]
    else:
        deck_cells = places[:1 + extra]
    row_cells = [p for p in places if p not in deck_cells][:n]

    def cell(line, col):
        return pygame.Rect(rect.x + MARGIN + col * (cell_w + gap), top + line * (cell_h + gap),
                           cell_w, cell_h)
    _rows(lay, [cell(*p) for p in row_cells], rh)
    block = cell(*deck_cells[0]).union(cell(*deck_cells[-1]))
    tries = []
    for place in (_deck_upright, _deck_across):
        trial = copy.copy(lay)
        if place(trial, block):
            tries.append(trial)
    if not tries:
        return None
    return _finish(max(tries, key=lambda t: t.dw), rect, hint_h)


def _squeezed(rect: pygame.Rect, n: int) -> BoardLayout:
    """A rect too small for any arrangement (a window being made very small): the rows
    stacked, the deck beside them, nothing checked; drawn, never touched."""
    hint_h = 18
    avail = max(n * 12, rect.h - hint_h - 4)
    rh = max(10, (avail - (n - 1) * 2) // n)
    cw, ch = _card_for(max(8, (rect.w * 0.7 - TAB_W) / 3 - SLOT_GAP), rh - 4)
    lay = BoardLayout(rect, n, "column", PHONE_TYPE, cw, ch, min(TAB_W, rect.w // 5))
    tray_w = max(20, rect.w * 7 // 10)
    _rows(lay, [pygame.Rect(rect.right - tray_w, rect.y + 2 + i * (rh + 2), tray_w, rh)
                for i in range(n)], rh)
    lay.block = pygame.Rect(rect.x, rect.y, rect.w - tray_w - 4, avail)
    lay.dw, lay.dh = _card_for(max(6, lay.block.w - 8), max(8, avail // 3))
    lay.deck = pygame.Rect(lay.block.x + 4, lay.block.y + 4, lay.dw, lay.dh)
    lay.held, lay.held_apart = pygame.Rect(lay.deck), False
    lay.pill = pygame.Rect(lay.block.x, lay.deck.bottom + 2, lay.block.w, 0)
    lay.count_at, lay.count_centred = (lay.block.centerx, lay.deck.bottom + 10), True
    lay.caption, lay.caption_lines = pygame.Rect(lay.block.x, lay.deck.bottom, 0, 0), 0
    lay.chip = (0, 0)
    return _finish(lay, rect, hint_h)


# --- the deck's block ---------------------------------------------------------------------------
def _metrics(kind: Type) -> tuple[int, int, int]:
    """The heights of the round's pill, the count's line and a caption line for `kind`."""
    return round(kind.pill * 1.85), round(kind.count * 1.22), round(kind.caption * 1.27)


def _deck_upright(lay: BoardLayout, block: pygame.Rect) -> bool:
    """The deck's block as a column: the round, the deck, the count, the caption, then the
    drawn card's spot under its label (or, short of room, the drawn card on the deck)."""
    if block.w < 84:
        return False
    big = lay.type is TABLE_TYPE
    pill_h, count_h, line_h = _metrics(lay.type)
    caption_lines = 1 if block.w >= 190 else 2
    words = pill_h + 10 + 6 + count_h + caption_lines * line_h
    apart = 8 + 16 + 6                       # DRAWN CARD over its spot
    width_dh = (block.w - 16) / CARD_RATIO
    dh = min(130, width_dh, (block.h - words - apart) / 2)
    held_apart = dh >= max(MIN_DECK_H, lay.ch * 0.75)
    if not held_apart:
        dh = min(130, width_dh, block.h - words)
        if dh < MIN_DECK_H:
            caption_lines = 1
            words = pill_h + 10 + 6 + count_h + line_h
            dh = min(130, width_dh, block.h - words)
            if dh < MIN_DECK_H:
                return False
    dw, dh = _card_for(1000, dh)
    content = words + dh + ((apart + dh) if held_apart else 0)
    y = block.y + max(0, (block.h - content) // 2)
    cx = block.centerx
    lay.block = block
    lay.pill = pygame.Rect(0, 0, min(block.w - 8, 164 if big else 140), pill_h)
    lay.pill.midtop = (cx, y)
    lay.dw, lay.dh = dw, dh
    lay.deck = pygame.Rect(0, 0, dw, dh)
    lay.deck.midtop = (cx + 4, lay.pill.bottom + 10)
    lay.count_at = (lay.deck.centerx - 2, lay.deck.bottom + 6 + count_h // 2)
    lay.count_centred = False
    lay.caption = pygame.Rect(block.x, lay.deck.bottom + 6 + count_h, block.w,
                              caption_lines * line_h)
    lay.caption_lines = caption_lines
    lay.held_apart = held_apart
    if held_apart:
        lay.held_label_at = (cx, lay.caption.bottom + 8 + 8)
        lay.held = pygame.Rect(0, 0, dw, dh)
        lay.held.midtop = (cx, lay.caption.bottom + apart)
    else:
        lay.held_label_at = None
        lay.held = lay.deck.move(-3, -6)
    lay.chip = (66, 28) if dw >= 76 else (48, 22) if dw >= 52 else (0, 0)
    return True


def _deck_across(lay: BoardLayout, block: pygame.Rect) -> bool:
    """The deck's block as a strip or a cell: the deck on the left, the drawn card's spot
    beside it where there is room (else the drawn card lies on the deck), and the round, the
    count and the caption in what is left (as many of them as its height holds)."""
    info_min = 112
    dw, dh = _card_for(block.w - 6 - 10 - 4 - info_min, min(130, block.h - 10))
    if dh < MIN_DECK_H:
        info_min = 56                        # a small board: the count, maybe the round
        dw, dh = _card_for(block.w - 6 - 10 - 4 - info_min, min(130, block.h - 10))
        if dh < 28:
            return False
    held_apart = block.w - 12 - 2 * dw - 10 - 10 >= info_min + 40
    used = 6 + dw + 10 + ((dw + 10) if held_apart else 0)
    info = pygame.Rect(block.x + used, block.y, block.w - used - 4, block.h)
    if info.w < info_min - 10:
        return False
    lay.block = block
    lay.dw, lay.dh = dw, dh
    lay.deck = pygame.Rect(block.x + 6 + 3, 0, dw, dh)   # room for the stack's offset
    lay.deck.centery = block.centery + 2
    lay.held_apart = held_apart
    if held_apart:
        lay.held = pygame.Rect(lay.deck.right + 10, lay.deck.y, dw, dh)
    else:
        lay.held = lay.deck.move(-3, -6)
    lay.held_label_at = None
    pill_h, count_h, line_h = _metrics(lay.type)
    if info.h < pill_h + count_h + line_h + 8:
        pill_h = 20
    if info.h < pill_h + 2 + count_h or info.w < 70:
        pill_h = 0                           # no room for the round
    lines = max(0, min(2, (info.h - pill_h - 2 - count_h) // line_h))
    content = pill_h + 2 + count_h + lines * line_h
    y = info.y + (info.h - content) // 2
    lay.pill = pygame.Rect(0, y, min(info.w - 4, 164), pill_h)
    lay.pill.centerx = info.centerx
    lay.count_at = (info.centerx, lay.pill.bottom + 2 + count_h // 2)
    lay.count_centred = True
    lay.caption = pygame.Rect(info.x, lay.pill.bottom + 2 + count_h, info.w, lines * line_h)
    lay.caption_lines = lines
    lay.chip = (48, 22) if dw >= 52 else (0, 0)
    return True


# --- a pile in a player's panel -------------------------------------------------------------------
@dataclass
class PileLayout:
    """A seat's pile drawn in `area`: a place per kind (KINDS order; None where it is not
    shown), the centre of each count and its size, and where the score goes."""

    area: pygame.Rect
    style: str                       # "table" (the first version's), "slots" or "chips"
    cards: list = field(default_factory=list)     # per kind: the card's rect or None
    counts: list = field(default_factory=list)    # per kind: the count's anchor point
    count_size: int = 12
    count_anchor: str = "center"
    score_at: tuple | None = None    # where the score's right end sits (midright)
    score_size: int = 20
    more: tuple | None = None        # "…" when not every kind held fits: (pos, kinds left)
    muted: bool = True               # kinds not held are shown sunk into the panel


MARK_W = 26      # a short portrait strip: the shell's turn mark sits at the right end
ICON = 16        # a card in a phone's pile, at least (points across: its colour and symbol)


def pile_layout(area, shape: str, pile=None) -> PileLayout:
    """Where a pile goes in a panel's `area` on a screen of `shape`: on a table the first
    version's slots (the score is drawn by the panel above them); on a phone's strip a slot
    per kind with the score at the right end; in a strip too narrow for nine slots, the kinds
    held as small cards with their counts beside them, line after line."""
    area = pygame.Rect(area)
    table = shape == "table"
    if shape == "portrait" and area.h < 42:
        area.w -= MARK_W                 # leave the mark (whose turn, the crown) its corner
    if table:
        out = PileLayout(area, "table")
        for kind in range(len(KINDS)):
            rect, centre, size = _table_slot(area, kind)
            out.cards.append(rect)
            out.counts.append(centre)
            out.count_size = size
        return out
    score_w = 28
    slot_w = (area.w - score_w - 4) / len(KINDS)
    count_h = 14
    slot_card = min(int(slot_w) - 3, round(min(36, area.h - count_h - 2) * 0.72))
    if slot_card >= ICON:
        out = PileLayout(area, "slots", score_at=(area.right - 2, area.centery),
                         score_size=20 if area.h >= 40 else 18)
        w = slot_card
        h = round(w / 0.72)
        top = area.y + max(0, (area.h - h - count_h) // 2)
        for kind in range(len(KINDS)):
            x = area.x + slot_w * (kind + 0.5)
            rect = pygame.Rect(0, 0, w, h)
            rect.midtop = (round(x), top)
            out.cards.append(rect)
            out.counts.append((x, rect.bottom + count_h / 2))
        return out
    # chips: the kinds held, a small card and its count, as many lines as the area holds
    out = PileLayout(area, "chips", count_anchor="midleft", muted=False)
    h = max(ICON, min(round(ICON / 0.72), area.h))   # a card, or squarer in a short strip
    w = ICON
    line_h = h + 2
    lines = max(1 if area.h >= ICON else 0, min(3, (area.h + 2) // line_h))
    out.cards = [None] * len(KINDS)
    out.counts = [None] * len(KINDS)
    if lines == 0:
        return out
    out.score_at = (area.right - 1, area.y + min(line_h, area.h) / 2)
    out.score_size = 15
    # the kinds held, the largest first: the colours that count most
    held = sorted((k for k in range(len(KINDS)) if pile is None or pile[k]),
                  key=lambda k: (-(pile[k] if pile is not None else 0), k))
    digits = 2 if pile is not None and max(pile) >= 10 else 1
    entry = w + 2 + 8 * digits + 6         # card, count, gap
    per_line = [max(0, int((area.w - 30) // entry))] + [int(area.w // entry)] * (lines - 1)
    shown = sum(per_line)
    if len(held) > shown and shown > 0:
        per_line[-1] -= 1                  # room for "…"
        shown -= 1
    i = 0
    for line, count in enumerate(per_line):
        y = area.y + line * line_h + max(0, (min(line_h, area.h) - h) // 2)
        for j in range(count):
            if i >= len(held):
                break
            kind = held[i]
            rect = pygame.Rect(area.x + j * entry, y, w, h)
            out.cards[kind] = rect
            out.counts[kind] = (rect.right + 3, rect.centery)
            i += 1
    if i < len(held):
        last = len(per_line) - 1
        out.more = ((area.x + per_line[last] * entry, area.y + last * line_h + line_h / 2),
                    len(held) - i)
    return out


def _table_slot(area: pygame.Rect, kind: int):
    """The first version's pile slot: the card's rect, the centre of its count below it and
    the count's size (12 points at least)."""
    slot_w = area.w / len(KINDS)
    count_h = 13 if area.h < 52 else 16
    h = max(16, min(36, area.h - count_h - (6 if area.h < 52 else 2)))
    w = min(int(slot_w) - 5, round(h * 0.72))
    h = round(w / 0.72)
    x = area.x + slot_w * (kind + 0.5)
    top = area.y + max(0, (area.h - h - count_h) // 2)
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = (round(x - 1), top)
    return rect, (x, rect.bottom + count_h / 2 + 1), max(12, count_h - 1)


# --- the scoring table of the result box ----------------------------------------------------------
@dataclass
class ScoringLayout:
    """The result box's scoring table in `rect`: "wide" (the first version's: a line per
    player under column headings), "lines" (narrow: a player's name and total over their
    cards) or "short" (a line per player, small cards, for a box with little height)."""

    rect: pygame.Rect
    style: str
    rows: list = field(default_factory=list)      # per player: the rect of their line(s)
    cols: dict = field(default_factory=dict)      # "wide": where each column starts
    mini: tuple = (28, 39)                        # a small card
    header: bool = True
    footnote: pygame.Rect | None = None
    name_size: int = 17
    total_size: int = 26
    points_size: int = 16


WIDE_ROW, WIDE_STEP = 52, 56
LINES_STEP = 62


def scoring_height(players: int, width: int) -> int:
    """The height the table wants at `width` (the shell caps the box to the screen)."""
    if width >= 760:
        return 34 + WIDE_STEP * players + 24
    if width >= 520:
        return 24 + 44 * players + 34
    return LINES_STEP * players + 40


def scoring_layout(rect, players: int) -> ScoringLayout:
    rect = pygame.Rect(rect)
    if rect.w >= 760 and rect.h >= 28 + WIDE_STEP * players - 4:
        out = ScoringLayout(rect, "wide")
        out.cols = {"player": rect.x + 6, "best": rect.x + 176, "rest": rect.x + 492,
                    "plus": rect.x + 676, "total": rect.right - 8}
        y = rect.y + 28
        for _ in range(players):
            out.rows.append(pygame.Rect(rect.x, y, rect.w, WIDE_ROW))
            y += WIDE_STEP
        out.footnote = pygame.Rect(rect.x, y, rect.w, rect.bottom - y) \
            if rect.bottom - y >= 16 else None
        return out
    if rect.w >= 520:
        # a line a player under the headings, as tall as the box allows (a phone on its side)
        head = 18
        foot = 30 if rect.h >= head + 30 * players + 30 else 0
        step = min(48, (rect.h - head - foot) // max(1, players))
        out = ScoringLayout(rect, "short", header=True)
        row_h = max(18, step - 3)
        mh = max(16, min(36, row_h - 4))
        out.mini = (round(mh * 0.72), mh)
        out.name_size = 15 if row_h >= 26 else 13
        out.total_size = 22 if row_h >= 30 else 16
        out.points_size = 14 if row_h >= 26 else 12
        name_w = 140 if rect.w >= 640 else 118
        x = rect.x + 4
        out.cols = {"player": x, "best": x + name_w, "rest": x + name_w + (rect.w - name_w) * 0.42,
                    "plus": rect.right - 132, "total": rect.right - 6}
        y = rect.y + head
        for _ in range(players):
            out.rows.append(pygame.Rect(rect.x, y, rect.w, row_h))
            y += step
        out.footnote = pygame.Rect(rect.x, y, rect.w, rect.bottom - y) if foot else None
        return out
    # narrow: each player on two lines (name ... total / their cards)
    out = ScoringLayout(rect, "lines", header=False)
    step = min(LINES_STEP, (rect.h - 4) // max(1, players))
    row_h = step - 4
    mh = max(16, min(34, row_h - 22))
    out.mini = (round(mh * 0.72), mh)
    out.name_size, out.total_size, out.points_size = 14, 18, 13 if mh >= 24 else 12
    y = rect.y
    for _ in range(players):
        out.rows.append(pygame.Rect(rect.x, y, rect.w, row_h))
        y += step
    rest = rect.bottom - y
    out.footnote = pygame.Rect(rect.x, y + 2, rect.w, rest - 2) if rest >= 32 else None
    return out
