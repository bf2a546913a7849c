"""Where everything of the game screen goes, for any screen: plain data computed from the
screen's size and shape (game/ui/screen.py), tested without a display.

- TABLE (tablets and desktops): the top bar with the title and the icons, the player panels
  down the left, the board in the middle, the move list down the right.
- LANDSCAPE (a phone on its side): the board the screen's full height in the middle; on the
  left Menu, whose turn it is and the panels; on the right the icons and the move list (in
  the replay the icons stand beside Menu, and the right column is the move list's, the
  review's and the replay's controls').
- PORTRAIT (a phone upright): the title at the top, the other players' panels compactly above
  the board and this device's player's below it, and at the bottom, within thumb reach, the
  icons (the move list is a sheet of its own behind the Moves icon) or whatever the moment
  needs instead: Confirm and Cancel, the replay's controls, Copy link for a friend.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.screen import LANDSCAPE, PORTRAIT, TABLE

ICONS = ("undo", "redo", "hint", "moves", "link", "settings", "rules")
TOUCH = 44          # the smallest control, points (a fingertip)
BAR_H = 52          # portrait: the top bar
DOCK_H = 60         # portrait: the bottom bar of icons or actions
TITLE_MORE = 51     # landscape: the most the title's block grows (three lines of 14 points)
CROWDED_MORE = 34   # landscape, four seats or more: the title's block over the right column


@dataclass
class PlayLayout:
    shape: str
    size: tuple[int, int]
    bar: pygame.Rect                      # the top bar's band (TABLE, PORTRAIT), drawn
    menu: pygame.Rect                     # the Menu button
    title: pygame.Rect                    # whose turn (first line) and what to do (second)
    icons: dict = field(default_factory=dict)   # icon name -> its button's rect
    dock: pygame.Rect | None = None       # PORTRAIT: the bottom bar
    board: pygame.Rect = field(default_factory=pygame.Rect)
    panels: list = field(default_factory=list)   # per seat, its panel
    areas: list = field(default_factory=list)    # per seat, where the view draws in it
    panel_style: str = "full"             # "full" (TABLE), "row" or "stack" (compact)
    moves: pygame.Rect | None = None      # the move list (TABLE, LANDSCAPE)
    sheet: pygame.Rect | None = None      # the move list opened as a sheet (PORTRAIT)
    actions: pygame.Rect = field(default_factory=pygame.Rect)   # Confirm/Cancel, Show result
    send: pygame.Rect = field(default_factory=pygame.Rect)      # a friend's turn: the link
    send_button: pygame.Rect = field(default_factory=pygame.Rect)
    replay: pygame.Rect = field(default_factory=pygame.Rect)    # the replay's controls
    review: pygame.Rect = field(default_factory=pygame.Rect)    # the review's column
    deal_at: tuple | None = None          # where the deal is named (its left end)
    game_name_at: tuple | None = None     # the game's name in the top bar (its left end);
    #                                       LANDSCAPE's replay: None (the icons stand there)
    overlay: pygame.Rect = field(default_factory=pygame.Rect)   # the result box, at rest

    @property
    def compact(self) -> bool:
        return self.shape != TABLE


def layout(size, shape: str, players: int, extra: int, *, watcher: int = 0,
           icons=ICONS, replaying: bool = False, below: bool = False,
           sending: bool = False, retrying: bool = False,
           own_strip: int | None = None) -> PlayLayout:
    """The game screen for `size` points of `shape` with `players` panels, the view asking
    `extra` points of each panel (TABLE) for its own things; `watcher` is the seat whose
    panel goes under the board in PORTRAIT (the others above); `icons` the icon buttons
    shown; `below`: something stands under the move list (Confirm and Cancel, Show
    result); `sending`: a friend is to move, and the link for them is shown (in PORTRAIT
    under the board, in the watcher's place); `retrying`: the replay's Retry your mistakes,
    whose board is played on as in a game (in PORTRAIT the same board as in play);
    `own_strip`: the watcher's strip in PORTRAIT this high at most (the view shows that
    seat's things by the board: the board takes the room)."""
    if shape == PORTRAIT:
        return _portrait(size, players, watcher, icons, replaying, sending, retrying,
                         own_strip)
    if shape == LANDSCAPE:
        return _landscape(size, players, icons, replaying, below, extra)
    return _table(size, players, extra, icons, below)


# --- TABLE --------------------------------------------------------------------------------------
def column_width(width: int) -> int:
    """The panels' and the move list's columns: 276 points from 1280 across, narrower
    down to 230 on a 1024-wide tablet."""
    return int(max(230, min(276, 276 - (1280 - width) * 0.18)))


def _table(size, players, extra, icons, below) -> PlayLayout:
    W, H = size
    col = column_width(W)
    left, right = 20, W - 22 - col
    board = pygame.Rect(left + col + 12, 76, right - 10 - (left + col + 12), H - 80)
    out = PlayLayout(TABLE, size, pygame.Rect(0, 0, W, 68), pygame.Rect(20, 12, 130, 44),
                     pygame.Rect(0, 0, W, 68), board=board)
    shown = [name for name in icons if name != "moves"]
    x = W - 20 - len(shown) * 54 + 6
    for name in shown:
        out.icons[name] = pygame.Rect(x, 12, 48, 44)
        x += 54
    out.panels, compact = _stack(pygame.Rect(left, 92, col, H - 36 - 92), players,
                                 (118 if players <= 2 else 104) + extra, 14)
    out.panel_style = "compact" if compact else "full"
    for rect in out.panels:
        if compact:
            out.areas.append(pygame.Rect(rect.x + 14, rect.y + 46, rect.w - 28,
                                         max(0, min(extra, rect.h - 46 - 20))))
        else:
            out.areas.append(pygame.Rect(rect.x + 14, rect.y + 70, rect.w - 28, extra))
    out.moves = pygame.Rect(right, 92, col, (H - 180) if below else (H - 112))
    out.actions = pygame.Rect(right, H - 70, col, 50)
    out.send = pygame.Rect(right, H - 300, col, 280)
    out.send_button = pygame.Rect(right + 16, out.send.bottom - 66, col - 32, 50)
    out.replay = pygame.Rect(right, H - 140, col, 140)
    out.review = pygame.Rect(right, 92, col, out.replay.y - 8 - 92)
    out.deal_at = (left + 4, H - 30)
    out.game_name_at = (166, 34)
    out.overlay = pygame.Rect(0, 0, 660, 360)
    out.overlay.center = (W // 2, H // 2)
    return out


def _stack(room: pygame.Rect, n: int, natural: int, gap: int):
    """`n` panels down `room`, each `natural` high if they fit, closer together and then
    shorter if not; (rects, whether they had to be made shorter)."""
    h = natural
    if n > 1 and n * h + (n - 1) * gap > room.h:
        gap = max(6, (room.h - n * h) // (n - 1))
        h = min(h, (room.h - (n - 1) * gap) // n)
    elif n == 1:
        h = min(h, room.h)
    rects = [pygame.Rect(room.x, room.y + i * (h + gap), room.w, h) for i in range(n)]
    return rects, h < natural


# --- LANDSCAPE ----------------------------------------------------------------------------------
def _landscape(size, players, icons, replaying, below, extra=40) -> PlayLayout:
    W, H = size
    margin = 6
    board_side = min(H - 8, W - 2 * 140 - 4 * margin)
    side = (W - board_side - 4 * margin) // 2
    left = pygame.Rect(margin, margin, side, H - 2 * margin)
    right = pygame.Rect(W - margin - side, margin, side, H - 2 * margin)
    board = pygame.Rect(left.right + margin, 4, right.x - margin - left.right - margin, H - 8)
    menu = pygame.Rect(left.x, left.y, TOUCH, TOUCH)
    # the name's line, and under it what the view draws (nothing: the name alone)
    natural = 36 + (min(42 if players <= 2 else 30, extra + 6) if extra else 0)
    # whose turn and what to do: under Menu, over the panels, taller (up to TITLE_MORE) where
    # the panels leave room, so that a hint or the replay's words are read whole; with four
    # seats or more, which need the left column's height, at the head of the right column,
    # two lines taller in play (in the replay the move list needs them)
    crowded = players >= 4
    spare = left.bottom - (menu.bottom + 4 + 62 + 4) - (players * natural + (players - 1) * 6)
    title = (pygame.Rect(right.x, right.y, side, 62 + (0 if replaying else CROWDED_MORE))
             if crowded else
             pygame.Rect(left.x, menu.bottom + 4, side, 62 + max(0, min(TITLE_MORE, spare))))
    out = PlayLayout(LANDSCAPE, size, pygame.Rect(0, 0, 0, 0), menu, title, board=board)
    out.game_name_at = (menu.right + 8, menu.centery)
    shown = [name for name in icons]
    if replaying:
        # the replay: the icons beside Menu, in the game's name's place, as many as fit,
        # leaving the right column to the move list, the review and the controls (the list
        # keeps four lines over a review's verdict on an 844×390 phone)
        out.game_name_at = None
        beside = max(0, (left.right - menu.right) // (TOUCH + 4))
        for i, name in enumerate(shown[:beside]):
            out.icons[name] = pygame.Rect(menu.right + 4 + i * (TOUCH + 4), menu.y, TOUCH, TOUCH)
        shown = shown[beside:]
    # the icons in rows of up to three across the right column
    per_row = max(1, min(len(shown), (side + 4) // (TOUCH + 4), 4))
    gap = (side - per_row * TOUCH) // max(1, per_row - 1) if per_row > 1 else 0
    top = title.bottom + 4 if crowded else right.y
    y = top
    for i, name in enumerate(shown):
        row, col = divmod(i, per_row)
        out.icons[name] = pygame.Rect(right.x + col * (TOUCH + gap), top + row * (TOUCH + 6),
                                      TOUCH, TOUCH)
        y = top + (row + 1) * (TOUCH + 6)
    column = pygame.Rect(right.x, y + 2, side, right.bottom - y - 2)
    out.actions = pygame.Rect(right.x, right.bottom - TOUCH, side, TOUCH)
    out.moves = pygame.Rect(column.x, column.y, side,
                            (out.actions.y - 6 - column.y) if below else column.h)
    out.send = pygame.Rect(column.x, column.y, side, column.h - TOUCH - 6)
    out.send_button = pygame.Rect(right.x, right.bottom - TOUCH, side, TOUCH)
    out.replay = pygame.Rect(right.x, right.bottom - 2 * TOUCH - 6, side, 2 * TOUCH + 6)
    out.review = pygame.Rect(column.x, column.y, side, out.replay.y - 6 - column.y)
    start = menu.bottom + 6 if crowded else title.bottom + 4
    room = pygame.Rect(left.x, start, side, left.bottom - start)
    out.panels, _ = _stack(room, players, natural, 6)
    out.panel_style = "stack"
    for rect in out.panels:
        out.areas.append(_stack_area(rect))
    out.overlay = _box(size, 560, 330)
    return out


def _stack_area(panel: pygame.Rect) -> pygame.Rect:
    """A compact panel a column wide: the name on its first line, the view's things under."""
    top = 30
    return pygame.Rect(panel.x + 8, panel.y + top, panel.w - 16, max(0, panel.h - top - 6))


def _box(size, width, height) -> pygame.Rect:
    W, H = size
    box = pygame.Rect(0, 0, min(width, W - 24), min(height, H - 16))
    box.center = (W // 2, H // 2)
    return box


# --- PORTRAIT -----------------------------------------------------------------------------------
def panel_height(players: int, screen_h: int = 0) -> int:
    """A seat's strip in PORTRAIT: taller with fewer players; thin (40) with four seats or
    more on a short phone, so that the board between them keeps room for targets a
    fingertip wide (Collecto's 7 cells and 2 bands of arrows need 288 points)."""
    if players >= 4 and 0 < screen_h < 700:
        return 40
    return {1: 52, 2: 60, 3: 54, 4: 50}.get(players, 46)


def send_height(height: int) -> int:
    """A phone held upright: the panel with the link for a friend (shorter on a short
    screen: the link on one line there)."""
    return 168 if height >= 700 else 132


def _portrait(size, players, watcher, icons, replaying, sending=False,
              retrying=False, own_strip: int | None = None) -> PlayLayout:
    W, H = size
    margin = 6
    bar = pygame.Rect(0, 0, W, BAR_H)
    menu = pygame.Rect(margin, (BAR_H - TOUCH) // 2, TOUCH, TOUCH)
    # the title in the bar; under it what to do (two lines), or in a replay the review's verdict
    # (a retry says what to do, as in play)
    title = pygame.Rect(menu.right + 4, 0, W - 2 * (menu.right + 4),
                        BAR_H + (56 if replaying and not retrying else 38))
    out = PlayLayout(PORTRAIT, size, bar, menu, title)
    dock = pygame.Rect(0, H - DOCK_H, W, DOCK_H)
    out.dock = dock
    shown = list(icons)
    if replaying and shown == ["moves"]:      # the replay's controls, then the move list
        out.icons["moves"] = pygame.Rect(W - margin - TOUCH - 4, dock.centery - (TOUCH + 4) // 2,
                                         TOUCH + 4, TOUCH + 4)
    elif shown:
        step = min(64, (W - 2 * margin) / len(shown))
        x0 = W / 2 - step * len(shown) / 2
        for i, name in enumerate(shown):
            rect = pygame.Rect(0, 0, max(TOUCH, int(step) - 4), TOUCH + 4)
            rect.center = (round(x0 + step * (i + 0.5)), dock.centery)
            out.icons[name] = rect
    top = title.bottom + 2
    h = panel_height(players, H)
    others = [seat for seat in range(players) if seat != watcher]
    mine = [] if players == 1 or sending else [watcher]
    if players == 1:
        others = [0]
    out.panels = [pygame.Rect(0, 0, 0, 0)] * players
    out.areas = [pygame.Rect(0, 0, 0, 0)] * players
    y = top
    for seat in others:
        out.panels[seat] = pygame.Rect(margin, y, W - 2 * margin, h)
        y += h + 4
    own = min(h, own_strip) if own_strip else h
    below = dock.y - margin - (own if mine else 0) - (6 if mine else 0)
    if sending:
        below = dock.y - 6 - send_height(H) - 6
    out.board = pygame.Rect(margin, y + 2, W - 2 * margin, below - y - 2)
    for seat in mine:
        out.panels[seat] = pygame.Rect(margin, out.board.bottom + 6, W - 2 * margin, own)
    out.panel_style = "row"
    for seat, rect in enumerate(out.panels):
        out.areas[seat] = _row_area(rect) if rect.w else pygame.Rect(0, 0, 0, 0)
    out.sheet = pygame.Rect(margin, top, W - 2 * margin, dock.y - margin - top)
    out.actions = pygame.Rect(margin, dock.y + (DOCK_H - 50) // 2, W - 2 * margin, 50)
    out.send = pygame.Rect(margin, dock.y - 6 - send_height(H), W - 2 * margin, send_height(H))
    out.send_button = pygame.Rect(margin, dock.y + (DOCK_H - 50) // 2, W - 2 * margin, 50)
    out.replay = pygame.Rect(margin, dock.y + (DOCK_H - 50) // 2, W - 2 * margin, 50)
    out.review = pygame.Rect(out.replay)      # its button shares the dock (replay.py)
    out.overlay = _box(size, 420, 330)
    return out


def _row_area(panel: pygame.Rect) -> pygame.Rect:
    """A strip a screen wide: token and name on the left, the view's things on the right."""
    left = min(150, panel.w * 2 // 5)
    return pygame.Rect(panel.x + left, panel.y + 4, panel.w - left - 6, panel.h - 8)
