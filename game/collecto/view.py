"""Collecto on the table: 48 shaded balls in six colours on a 7×7 board of wells, each colour
also marked with its own symbol (switchable, key S), a push arrow at both ends of every row
and column, a preview of each push on hover (where the balls go and which are collected),
the two-step guidance of a double move, the official rules' "I can't find a move" and pass,
pushes animated as sliding balls that then fly to the mover's tray, and the trays in the
player panels with the points they make."""

from __future__ import annotations

import math

import pygame

from game.collecto.rules import (
    COLOURS,
    DECLARE,
    NAMES,
    PASS,
    PUSHES,
    SIZE,
    CollectoState,
    gains_words,
    play_pushes,
    push_words,
    pushed,
    slides,
    touching,
)
from game.ui import draw, theme
from game.ui.chips import SeatChips
from game.ui.symbols import SYMBOL_WORDS, paint_symbol
from game.ui.view import Animation, Control, Example, GameView, ViewContext

# colour code (1-6, as on the board) -> RGB and symbol; colours picked to be told apart, the
# symbols so that colour is never the only cue
BALLS = {
    1: ((38, 108, 224), "drop"),      # blue: a water drop
    2: ((248, 206, 52), "star"),      # yellow: a star
    3: ((214, 46, 50), "heart"),      # red: a heart
    4: ((248, 136, 30), "square"),    # orange: a square
    5: ((142, 78, 204), "moon"),      # purple: a crescent moon
    6: ((40, 160, 84), "clover"),     # green: a clover
}
LIGHT_BALLS = (2, 4)                  # symbols drawn dark on these, light on the others
ARROWS = ("←", "→", "↑", "↓")         # left, right, up, down (push kinds 0-3)

SLIDE_TIME = 0.30    # one push: the balls sliding to the edge (s)
GLOW_TIME = 0.25     # the balls that touch light up before they go
FLY_TIME = 0.55      # a collected ball flying to the mover's tray
STAGGER = 0.045      # between two flying balls
SAY_TIME = 1.0       # a declaration or a pass on the board
DRAG = 22            # pixels a row or column must be dragged to count as a push

PANEL_EXTRA = {2: 56, 3: 44, 4: 36}   # tray height in a player panel, by player count


def ball_color(code: int):
    return BALLS[code][0]


def push_kind(push: int) -> int:
    return push // SIZE


def push_title(push: int) -> str:
    words = push_words(push)
    return words[:1].upper() + words[1:]


# --- pictures -------------------------------------------------------------------------------------
class BallArt:
    """Balls, wells and their shadows rendered once per size (supersampled, then cached)."""

    def __init__(self):
        self._cache: dict = {}

    def ball(self, code: int, size: int, symbols: bool) -> pygame.Surface:
        size = max(4, int(size))
        key = ("ball", code, size, symbols)
        if key not in self._cache:
            self._cache[key] = draw.supersampled(
                (size, size), lambda s, ss: self._paint_ball(s, ss, code, symbols), ss=4,
                fill=(*theme.darken(ball_color(code), 0.5), 0))
        return self._cache[key]

    def faded(self, code: int, size: int, symbols: bool, alpha: int) -> pygame.Surface:
        key = ("faded", code, int(size), symbols, alpha)
        if key not in self._cache:
            img = self.ball(code, size, symbols).copy()
            img.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self._cache[key] = img
        return self._cache[key]

    def muted(self, code: int, size: int, symbols: bool) -> pygame.Surface:
        """A ball sunk into the dark of a panel (opaque, so it can be cached in a layer)."""
        key = ("muted", code, int(size), symbols)
        if key not in self._cache:
            img = self.ball(code, size, symbols).copy()
            img.fill((100, 108, 104), special_flags=pygame.BLEND_RGB_MULT)
            img.fill((8, 26, 20), special_flags=pygame.BLEND_RGB_ADD)
            self._cache[key] = img
        return self._cache[key]

    def shadow(self, size: int) -> pygame.Surface:
        size = int(size)
        return draw.shadow_surface((size, size), size // 2, blur=max(2, size // 10), alpha=120)

    def well(self, size: int) -> pygame.Surface:
        key = ("well", int(size))
        if key not in self._cache:
            self._cache[key] = draw.supersampled((size, size), self._paint_well, ss=4,
                                                 fill=(0, 0, 0, 0))
        return self._cache[key]

    @staticmethod
    def _paint_ball(s: pygame.Surface, ss: int, code: int, symbols: bool) -> None:
        S = s.get_width()
        R = S / 2 - ss
        cx = cy = S / 2
        base = ball_color(code)
        # the body: circles drifting towards the light (upper left), dark rim to bright core
        n = 30
        for i in range(n):
            t = i / (n - 1)
            if t < 0.3:
                col = draw.lerp_color(theme.darken(base, 0.5), base, t / 0.3)
            else:
                col = draw.lerp_color(base, theme.lighten(base, 0.42), (t - 0.3) / 0.7)
            r = R * (1 - 0.84 * t)
            pygame.draw.circle(s, col, (cx - 0.36 * R * t, cy - 0.4 * R * t), r)
        # light bounced off the board, along the lower edge
        bounce = pygame.Surface((S, S), pygame.SRCALPHA)
        pygame.draw.circle(bounce, (*theme.lighten(base, 0.3), 70), (cx, cy), R)
        pygame.draw.circle(bounce, (0, 0, 0, 0), (cx - 0.1 * R, cy - 0.16 * R), R * 0.95)
        s.blit(bounce, (0, 0))
        if symbols:
            dark = code in LIGHT_BALLS
            ink = (*theme.darken(base, 0.62), 235) if dark else (255, 255, 255, 235)
            shade = (*theme.lighten(base, 0.5), 120) if dark else (*theme.darken(base, 0.55), 150)
            layer = pygame.Surface((S, S), pygame.SRCALPHA)
            paint_symbol(layer, BALLS[code][1], (cx, cy + ss * 1.5), R * 0.98, shade)
            s.blit(layer, (0, 0))
            layer = pygame.Surface((S, S), pygame.SRCALPHA)
            paint_symbol(layer, BALLS[code][1], (cx, cy), R * 0.98, ink)
            s.blit(layer, (0, 0))
        # the specular highlight, soft edged
        spec = pygame.Surface((S, S), pygame.SRCALPHA)
        for k in range(6):
            f = 1 - k * 0.13
            w, h = R * 0.62 * f, R * 0.4 * f
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (cx - R * 0.36, cy - R * 0.5)
            pygame.draw.ellipse(spec, (255, 255, 255, 34), rect)
        s.blit(spec, (0, 0))

    @staticmethod
    def _paint_well(s: pygame.Surface, ss: int) -> None:
        S = s.get_width()
        c = S / 2
        R = S / 2 - ss
        pygame.draw.circle(s, (*theme.lighten(theme.MAT, 0.12), 255), (c, c + ss), R)
        pygame.draw.circle(s, (*theme.darken(theme.MAT, 0.5), 255), (c, c), R)
        pygame.draw.circle(s, (*theme.darken(theme.MAT, 0.3), 255), (c + R * 0.06, c + R * 0.1),
                           R * 0.9)


# --- animations ----------------------------------------------------------------------------------
class PushAnimation(Animation):
    """One push (or the two of a double move): the balls slide to the edge, those that now
    touch a ball of their colour light up, then fly to the mover's tray."""

    def __init__(self, seat: int, board, pushes, skip: int = 0):
        self.seat = seat
        self.pushes = tuple(pushes)
        boards = [list(board)]
        steps = []
        for p in self.pushes:
            steps.append(slides(boards[-1], p))
            boards.append(pushed(boards[-1], p) or boards[-1])
        self.boards = boards[skip:]            # the board before each push shown
        self.steps = steps[skip:]
        self.final = boards[-1]                # after the pushes, before collection
        self.collected = touching(self.final)
        self.slide_time = SLIDE_TIME * len(self.steps)
        self.fly_start = self.slide_time + GLOW_TIME
        fly = GLOW_TIME + FLY_TIME + STAGGER * max(0, len(self.collected) - 1)
        super().__init__(self.slide_time + (fly if self.collected else 0.1))

    def sliding(self):
        """(board before the push, its slides, eased fraction) while a push slides, else None."""
        if self.elapsed >= self.slide_time or not self.steps:
            return None
        k = min(len(self.steps) - 1, int(self.elapsed / SLIDE_TIME))
        t = (self.elapsed - k * SLIDE_TIME) / SLIDE_TIME
        return self.boards[k], self.steps[k], draw.ease_in_out(t)

    @property
    def glow(self) -> float:
        """0..1 while the collected balls light up (and stays 1 after)."""
        if self.elapsed < self.slide_time:
            return 0.0
        return min(1.0, (self.elapsed - self.slide_time) / GLOW_TIME)

    def flight(self, i: int) -> float:
        """How far collected ball `i` has flown (0 before it leaves, 1 in the tray)."""
        t = (self.elapsed - self.fly_start - i * STAGGER) / FLY_TIME
        return max(0.0, min(1.0, t))


class SayAnimation(Animation):
    """A declaration ("I can't find a move") or a pass, shown on the board."""

    def __init__(self, seat: int, move, text: str, name: str):
        self.seat = seat
        self.name = name
        self.move = move
        self.text = text
        super().__init__(SAY_TIME)


# --- the view -------------------------------------------------------------------------------------
class View(GameView):
    """The Collecto board."""

    first_player = "lots"          # both rule texts choose the first player at random

    def __init__(self, game):
        super().__init__(game)
        self.art = BallArt()
        self.chips = SeatChips()
        self.symbols = True              # colour symbols on the balls (kept for the session)
        self.first: int | None = None    # the first push of a double move being made
        self._first_at = -10.0           # when it was chosen (its slide is shown)
        self._chosen_first: int | None = None  # the first push already shown, for animate()
        self._press = None               # (pos, arrow push or None, cell or None)
        self._drag: int | None = None    # the push a drag points at
        self._running: Animation | None = None
        self._gain: list | None = None   # [seat, gains, start time or None]: trays light up
        self._previews: dict = {}
        self._mat: pygame.Surface | None = None
        self._mat_key = None
        self._balls: pygame.Surface | None = None
        self._balls_key = None
        self._trays: dict = {}
        self._build_controls()
        self.layout(pygame.Rect(308, 76, 664, 640))

    # --- words -----------------------------------------------------------------------------------
    def tagline(self) -> str:
        return "Slide rows of balls until colours touch, and collect them. Threes score."

    def credit(self) -> str:
        return "Collecto was designed by Martin Nedergaard (Blue Rocket Toys, 2018)."

    # The UTwente text's figures 2 and 3 (tests/rules/test_collecto_rules.py reads them from
    # the text's tables): a single push and a double move.
    FIGURE_2 = ["YPBYROP", "GR.GBYG", "OPRY.PB", "G.Y..O.", "B...P..", "RP..OYG", "YOYOBGB"]
    FIGURE_3 = ["YPBYROP", "GRYGBYG", "OPRY.PB", "G....O.", "B......", "R......", "YO....."]

    def examples(self) -> dict[str, Example]:
        """The rules page's pictures: the rule text's figures 2 and 3, and a declaration."""
        single = CollectoState.from_board(self.FIGURE_2)
        double = CollectoState.from_board(self.FIGURE_3)
        declare = CollectoState.from_board(self.FIGURE_2, variant="official", players=3)
        return {
            "single": Example(single, 16, "Figure 2 of the rules: column 3 pushed up. Three "
                                          "yellow and two red balls now touch: all five are "
                                          "collected."),
            "double": Example(double, (3, 9), "Figure 3: no single push makes a pair. Row 4 "
                                              "left, then row 3 right: two orange balls "
                                              "touch."),
            "declare": Example(declare, DECLARE, "Player 1 can't find a move; Player 2 may now "
                                                 "suggest one of the lit pushes (and collect its "
                                                 "balls) or pass.", show="choices"),
        }

    def rules(self) -> list[tuple]:
        legend = ", ".join(f"{NAMES[code - 1]} {SYMBOL_WORDS[BALLS[code][1]]}"
                           for code in sorted(BALLS))
        ex = self.examples()
        return [
            ("Goal", "Collect balls: every three balls of one colour in your tray score a point. "
                     "The most points wins; on equal points, the most balls."),
            ("Setup", "48 balls, eight of each of six colours (blue, yellow, red, orange, "
                      "purple, green), fill the 7×7 board except its centre. No two balls of "
                      "one colour touch (up, down, left or right)."),
            ("A push", "On your turn push one row (left or right) or one column (up or down) "
                       "all the way to the edge: its balls slide together against that edge, "
                       "closing the gaps. A push that moves nothing is not a move."),
            ("Collecting", "A push is allowed only if afterwards two balls of one colour touch "
                           "somewhere on the board. Every ball that touches a ball of its colour "
                           "is then collected by you, all groups at once (pairs, L shapes, "
                           "chains).", ex["single"]),
            ("Double move", "When no single push makes a pair, the player to move pushes twice "
                            "in a row; after the second push a pair must touch. When no double "
                            "move works either, the game ends.", ex["double"]),
            ("UTwente rules", "Two players; the rules of the 2020 programming project."),
            ("Official rules", "Two to four players in turn. Instead of moving you may declare "
                               "that you can't find a move: the next players in turn may then "
                               "suggest a push and collect its balls, or pass. If everyone "
                               "passes, you must push after all. The turn then goes on after "
                               "you as usual.", ex["declare"]),
            ("Playing here", "Click an arrow at the end of a row or column, or drag the row or "
                             "column towards an edge. Pointing at an arrow shows where the balls "
                             "go and which ones you would collect. Only arrows that work are "
                             "lit. For a double move, choose the first push, then the second; "
                             "Cancel (or Escape) takes the first back."),
            ("Symbols", f"Each colour also has its own symbol: {legend}. The Symbols button "
                        f"(or the S key) shows or hides them."),
        ]

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def end_note(self, state, seat: int) -> str:
        return ""          # at the end nobody has a move: the trays tell the story

    def advice(self, state, move) -> str:
        """"Push row 5 right to collect 2 yellow", "Suggest pushing …", "Pass"."""
        if move == DECLARE:
            return "Declare that you cannot find a move"
        if move == PASS:
            return "Pass without suggesting a move"
        pushes = move if isinstance(move, tuple) else (move,)
        _, gains, _, _ = play_pushes(state.board, pushes)
        words = ", then ".join(push_words(p) for p in pushes)
        if state.phase == "suggest":
            return f"Suggest pushing {words} (it collects {gains_words(gains)})"
        return f"Push {words} to collect {gains_words(gains)}"

    def status(self, state) -> str:
        if state.is_over():
            return ""
        name = state.seat_name
        if state.phase == "suggest":
            return f"{name(state.declarer)} can't find a move — suggest one or pass"
        if state.phase == "forced":
            return f"Nobody suggested a move: {name(state.turn)} must push"
        if state.only_double_moves():
            return "No single push makes a pair: make a double move (two pushes)"
        return "Push a row or column so that two balls of one colour touch"

    # --- controls --------------------------------------------------------------------------------
    def _build_controls(self) -> None:
        self.symbols_btn = Control((0, 0, 176, 46), "Symbols", self.toggle_symbols,
                                   hotkey=pygame.K_s, style="toggle", selected=True, size=17,
                                   name="symbols")
        self.declare_btn = Control((0, 0, 250, 46), "I can't find a move", self._arm_declare,
                                   size=17, name="declare")
        self.declare_armed = False       # asked once while a push is possible: sure?
        self.pass_btn = Control((0, 0, 170, 46), "Pass", move=PASS, style="primary", size=18,
                                name="pass")
        self.cancel_btn = Control((0, 0, 220, 46), "Cancel first push", self.cancel, size=17,
                                  icon="undo", name="cancel-first")
        self._controls = [self.symbols_btn, self.declare_btn, self.pass_btn, self.cancel_btn]

    def toggle_symbols(self) -> None:
        self.symbols = not self.symbols

    def controls(self, state, ctx: ViewContext) -> list:
        legal = state.legal_moves() if ctx.interactive else ()
        self.symbols_btn.selected = self.symbols
        self.symbols_btn.label = "Hide symbols" if self.symbols else "Show symbols"
        self.declare_btn.visible = DECLARE in legal and self.first is None
        # a beginner's trap: declaring while a push exists hands it to the others, so the
        # first click only asks (the lit arrows show there is one)
        pushes = any(m not in (DECLARE, PASS) for m in legal)
        self.declare_btn.move = DECLARE if self.declare_armed or not pushes else None
        self.declare_btn.label = ("Sure? Declare anyway" if self.declare_armed and pushes
                                  else "I can't find a move")
        self.pass_btn.visible = PASS in legal
        self.cancel_btn.visible = bool(legal) and self.first is not None
        return self._controls

    # --- geometry --------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        # a small rect (a picture on the rules page): no buttons, a narrower band of arrows
        small = self.rect.h < 480
        self.arrow = 34 if small else 48                  # the band of arrows round the board
        pad = 8
        self.hint_h, ctl_h = (24, 0) if small else (30, 46)
        avail = self.rect.h - self.hint_h - ctl_h - 12
        self.cell = int(min((avail - 2 * self.arrow - 2 * pad) / SIZE,
                            (self.rect.w - 2 * self.arrow - 2 * pad) / SIZE))
        g = self.cell * SIZE
        self.grid_rect = pygame.Rect(0, 0, g, g)
        self.grid_rect.midtop = (self.rect.centerx, self.rect.y + 2 + self.arrow + pad)
        self.mat_rect = self.grid_rect.inflate(2 * pad, 2 * pad)
        self.ball_size = int(self.cell * 0.84)
        self.hint_pos = (self.rect.centerx, self.mat_rect.bottom + self.arrow + self.hint_h / 2)
        y = self.rect.bottom - ctl_h - 4
        self.symbols_btn.rect.topleft = (self.mat_rect.x, y)
        for b in (self.declare_btn, self.pass_btn, self.cancel_btn):
            b.rect.topright = (self.mat_rect.right, y)
        self._mat = None

    def centre(self, row: float, col: float):
        return (self.grid_rect.x + (col + 0.5) * self.cell,
                self.grid_rect.y + (row + 0.5) * self.cell)

    def cell_centre(self, cell: int):
        return self.centre(*divmod(cell, SIZE))

    def cell_at(self, pos) -> tuple[int, int] | None:
        if pos is None or not self.grid_rect.collidepoint(pos):
            return None
        return ((pos[1] - self.grid_rect.y) // self.cell, (pos[0] - self.grid_rect.x) // self.cell)

    def arrow_centre(self, push: int):
        kind, i = divmod(push, SIZE)
        m, a = self.mat_rect, self.arrow
        if kind == 0:
            return (m.left - a / 2, self.centre(i, 0)[1])
        if kind == 1:
            return (m.right + a / 2, self.centre(i, 0)[1])
        if kind == 2:
            return (self.centre(0, i)[0], m.top - a / 2)
        return (self.centre(0, i)[0], m.bottom + a / 2)

    def arrow_rect(self, push: int) -> pygame.Rect:
        kind = push_kind(push)
        w, h = (self.arrow, self.cell) if kind < 2 else (self.cell, self.arrow)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = tuple(round(v) for v in self.arrow_centre(push))
        return rect

    def arrow_at(self, pos) -> int | None:
        if pos is None:
            return None
        for push in range(PUSHES):
            if self.arrow_rect(push).collidepoint(pos):
                return push
        return None

    def line_rect(self, push: int) -> pygame.Rect:
        kind, i = divmod(push, SIZE)
        if kind < 2:
            return pygame.Rect(self.grid_rect.x, self.grid_rect.y + i * self.cell,
                               self.grid_rect.w, self.cell)
        return pygame.Rect(self.grid_rect.x + i * self.cell, self.grid_rect.y, self.cell,
                           self.grid_rect.h)

    def tray_slot(self, area: pygame.Rect, code: int):
        """Where the ball of colour `code` sits in a tray drawn in `area`, and its size (the
        three pips of progress to the next point go under it)."""
        size = max(14, min(24, area.h - 16))
        top = (area.h - (size + 12)) / 2
        return (area.x + area.w / 6 * (code - 0.5) - 7, area.y + top + size / 2), size

    # --- what a human may do now ------------------------------------------------------------------
    def doubles(self, state) -> bool:
        legal = state.legal_moves()
        return bool(legal) and isinstance(legal[0], tuple)

    def offered(self, state) -> set:
        """The pushes a human may choose at this step."""
        legal = state.legal_moves()
        if self.doubles(state):
            options = state.double_moves()
            if self.first is None:
                return set(options)
            return set(options.get(self.first, ()))
        return {m for m in legal if isinstance(m, int)}

    def move_for(self, push: int):
        return push if self.first is None else (self.first, push)

    def board_shown(self, state) -> list:
        """The board a human chooses on: after the first push of a double move, if chosen."""
        if self.first is not None:
            return pushed(state.board, self.first) or list(state.board)
        return list(state.board)

    def preview(self, state, move):
        key = (state.board, move)
        if key not in self._previews:
            if len(self._previews) > 200:
                self._previews.clear()
            self._previews[key] = state.preview(move)
        return self._previews[key]

    # --- input -----------------------------------------------------------------------------------
    def target(self, state, move):
        if move == DECLARE:
            return self.declare_btn.rect.center
        if move == PASS:
            return self.pass_btn.rect.center
        if isinstance(move, tuple):
            push = move[1] if self.first == move[0] else move[0]
        else:
            push = move
        if not isinstance(push, int) or not 0 <= push < PUSHES:
            return None
        return tuple(round(v) for v in self.arrow_centre(push))

    def tag_at(self, state, move, point):
        """Over the balls next to the arrow, never on another arrow or the line of words
        under the board."""
        push = move[1] if isinstance(move, tuple) and self.first == move[0] else \
            move[0] if isinstance(move, tuple) else move
        if move in (DECLARE, PASS):         # a button under the board: the tag beside it
            button = self.declare_btn if move == DECLARE else self.pass_btn
            return button.rect.right + 62, button.rect.centery - 12
        if not isinstance(push, int) or not 0 <= push < PUSHES:
            return super().tag_at(state, move, point)
        kind, (x, y) = push_kind(push), point
        half = self.arrow / 2 + 60
        return {0: (x + half, y - 12), 1: (x - half, y - 12), 2: (x, y + self.arrow / 2 + 8),
                3: (x, y - self.arrow / 2 - 32)}[kind]

    def drag_push(self, press, pos) -> int | None:
        """The push a drag from a ball points at (row left/right, column up/down)."""
        if press is None or press[2] is None or pos is None:
            return None
        dx, dy = pos[0] - press[0][0], pos[1] - press[0][1]
        if max(abs(dx), abs(dy)) < DRAG:
            return None
        r, c = press[2]
        if abs(dx) >= abs(dy):
            return r if dx < 0 else SIZE + r
        return 2 * SIZE + c if dy < 0 else 3 * SIZE + c

    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        if kind == "down":
            self._press = (pos, self.arrow_at(pos), self.cell_at(pos))
            self._drag = None
            return None
        if kind == "move":
            if self._press is not None:
                self._drag = self.drag_push(self._press, pos)
            return None
        if kind != "up":
            return None
        press, self._press = self._press, None
        drag = self.drag_push(press, pos)
        self._drag = None
        if press is None:
            return None
        push = drag
        if push is None and press[1] is not None and self.arrow_at(pos) == press[1]:
            push = press[1]
        if push is None or push not in self.offered(state):
            return None
        if self.doubles(state) and self.first is None:
            self.first = push                     # step 1 of 2: show the board after it
            self._first_at = ctx.time
            return None
        move = self.move_for(push)
        self._chosen_first = move[0] if isinstance(move, tuple) else None
        return move if move in state.legal_moves() else None

    def key(self, key: int, state, ctx: ViewContext):
        if key == pygame.K_BACKSPACE and self.first is not None:
            self.cancel()
        return None

    def _arm_declare(self) -> None:
        self.declare_armed = True

    def cancel(self) -> None:
        super().cancel()
        self.declare_armed = False
        self.first = None
        self._press = None
        self._drag = None

    def selecting(self) -> bool:
        return self.first is not None or self.declare_armed

    def reset(self, state) -> None:
        super().reset(state)
        self._gain = None
        self._running = None
        self._chosen_first = None
        self._previews.clear()

    def sound_of(self, state, move) -> str:
        gains = state.move_gains().get(move) if move not in (DECLARE, PASS) else None
        return "collect" if gains and sum(gains) else "move"

    def animate(self, state, move) -> Animation:
        seat = state.to_move
        if move == DECLARE:
            anim = SayAnimation(seat, move, "I can't find a move!", state.seat_name(seat))
        elif move == PASS:
            anim = SayAnimation(seat, move, "Pass — no suggestion", state.seat_name(seat))
        else:
            pushes = move if isinstance(move, tuple) else (move,)
            skip = 1 if isinstance(move, tuple) and self._chosen_first == move[0] else 0
            anim = PushAnimation(seat, state.board, pushes, skip)
        self._chosen_first = None
        self._running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        self.declare_armed = False
        anim, self._running = self._running, None
        if isinstance(anim, PushAnimation):
            gains = [0] * 7
            for c in anim.collected:
                gains[anim.final[c]] += 1
            self._gain = [anim.seat, gains, None]
        self._previews.clear()

    # --- the seat panels --------------------------------------------------------------------------
    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 38)

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        tray = state.trays[seat]
        pts = state.points(seat)
        r = draw.text(surface, str(pts), (panel.right - 18, panel.y + 36), 30, theme.GOLD, True,
                      "bottomright")
        draw.text(surface, "point" if pts == 1 else "points", (r.x - 5, r.bottom - 5), 13,
                  theme.TEXT_MUTED, False, "bottomright")
        balls = state.balls(seat)
        draw.text(surface, f"{balls} ball{'s' if balls != 1 else ''}",
                  (panel.right - 18, panel.bottom - 26), 15, theme.TEXT_MUTED, False, "midright")
        if state.declarer == seat and not state.is_over():
            self._bubble(surface, (panel.x + 66, panel.y + 22), "?")
        key = (tuple(tray), area.size, self.symbols)
        img = self._trays.get(key)
        if img is None:
            if len(self._trays) > 64:
                self._trays.clear()
            img = self._trays[key] = self._paint_tray(tray, area.size)
        surface.blit(img, area.topleft)
        if self._gain is not None and self._gain[0] == seat and not ctx.over:
            # the colours just collected light up for a moment
            if self._gain[2] is None:
                self._gain[2] = ctx.time
            age = ctx.time - self._gain[2]
            if age < 1.0:
                for code in range(1, 7):
                    if self._gain[1][code]:
                        (x, y), size = self.tray_slot(area, code)
                        draw.circle(surface, (*theme.GOLD_LIGHT, int(200 * (1 - age))), (x, y),
                                    size / 2 + 4, 2)

    def _paint_tray(self, tray, size) -> pygame.Surface:
        """A seat's tray: per colour a ball, the count and three pips of progress to the next
        point (a point per three balls)."""
        area = pygame.Rect((0, 0), size)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        draw.rounded_rect(layer, (0, 0, 0, 60), area, 10)
        slot_w = area.w / 6
        for code in range(1, 7):
            n = tray[code - 1]
            (x, y), bsize = self.tray_slot(area, code)
            img = (self.art.ball(code, bsize, self.symbols) if n
                   else self.art.muted(code, bsize, self.symbols))
            layer.blit(img, img.get_rect(center=(round(x), round(y))))
            draw.text(layer, str(n), (x + bsize / 2 + 3, y + 1), 16,
                      theme.TEXT if n else theme.TEXT_DIM, bool(n), "midleft")
            py = y + bsize / 2 + 6
            cx = slot_w * (code - 0.5)
            for k in range(3):
                p = (cx - 8 + k * 8, py)
                if k < n % 3:
                    draw.circle(layer, theme.lighten(ball_color(code), 0.15), p, 2.8)
                else:
                    draw.circle(layer, (255, 255, 255, 46), p, 2.4)
        return layer

    def _bubble(self, surface, center, label) -> None:
        draw.circle(surface, (0, 0, 0, 90), (center[0], center[1] + 2), 13)
        draw.circle(surface, theme.GOLD_LIGHT, center, 12)
        draw.text(surface, label, (center[0], center[1]), 17, theme.TEXT_DARK, True, "center")

    # --- pictures around the board ---------------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        size = int(size)
        sh = draw.shadow_surface((size, size), size // 2, blur=5, alpha=110)
        surface.blit(sh, sh.get_rect(center=(center[0], center[1] + size * 0.08)))
        img = self.chips.get(seat, size)
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def thumbnail_key(self):
        return self.symbols

    def paint_thumbnail(self, surface, rect) -> None:
        rows = ["RBGYP", "YO.BG", "PGRYO"]
        cell = min(rect.h * 0.8 / 3, rect.w * 0.8 / 6)
        size = int(cell * 0.86)
        x0 = rect.centerx - cell * 5 / 2 + cell * 0.3
        y0 = rect.centery - cell * 3 / 2
        mat = pygame.Rect(x0 - 6, y0 - 6, cell * 5 + 12, cell * 3 + 12)
        draw.rounded_rect(surface, (*theme.darken(theme.MAT, 0.2), 255), mat, 12)
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                cx, cy = x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell
                well = self.art.well(size + 4)
                surface.blit(well, well.get_rect(center=(cx, cy)))
                if ch == ".":
                    continue
                code = COLOURS.index(ch) + 1
                sh = self.art.shadow(size)
                surface.blit(sh, sh.get_rect(center=(cx + 1, cy + 3)))
                img = self.art.ball(code, size, self.symbols)
                surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
        # a push arrow at the middle row's end
        self._draw_arrow(surface, (mat.x - 24, y0 + 1.5 * cell), 0, "hover", 0.8)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, state, ctx: ViewContext) -> None:
        anim = ctx.animation if isinstance(ctx.animation, (PushAnimation, SayAnimation)) else None
        interactive = ctx.interactive and anim is None
        if not interactive and self.first is not None and anim is None:
            self.first = None
        offered = self.offered(state) if interactive else set()
        board = self.board_shown(state) if interactive else list(state.board)
        movers: list = []             # (code, from (row, col), to (row, col), t)
        ghosts: list = []             # (code, cell) faded where a previewed ball was
        collected: list = []          # cells lit as collected
        glow = 0.0
        hover = None
        preview = None
        if isinstance(anim, PushAnimation):
            sliding = anim.sliding()
            if sliding is not None:
                board, steps, t = sliding
                movers = [(board[a], a, b, t) for a, b in steps]
            else:
                board = list(anim.final)
                collected = [c for c in anim.collected if anim.flight(anim.collected.index(c)) == 0]
                glow = anim.glow
                for i, c in enumerate(anim.collected):
                    if anim.flight(i) > 0:
                        board[c] = 0
        elif interactive:
            # the first push of a double move slides into place when chosen
            if self.first is not None and ctx.time - self._first_at < SLIDE_TIME:
                before = list(state.board)
                t = draw.ease_in_out((ctx.time - self._first_at) / SLIDE_TIME)
                movers = [(before[a], a, b, t) for a, b in slides(before, self.first)]
                board = before
            else:
                hover = self._drag if self._drag is not None else (
                    self.arrow_at(ctx.mouse) if self._press is None or self._press[1] is not None
                    else None)
                if hover is not None and hover in offered:
                    preview = self.preview(state, self.move_for(hover))
                    steps = preview.steps[-1]
                    movers = [(board[a], a, b, 1.0) for a, b in steps]
                    ghosts = [(board[a], a) for a, _ in steps]
                    collected = [r * SIZE + c for r, c, _ in preview.collected]
                    glow = ctx.pulse(5)

        lit = None
        if hover is not None and (hover in offered or self._drag is not None):
            lit = (hover, hover in offered)
        self._blit_board(surface, board, frozenset(a for _, a, _, _ in movers), lit)
        for code, cell in ghosts:
            img = self.art.faded(code, self.ball_size, self.symbols, 60)
            surface.blit(img, img.get_rect(center=self._round(self.cell_centre(cell))))
        if anim is None and not movers:
            # the balls collected since your turn: faint, ringed in the collector's colour
            for cell, (code, seat) in self.collected_since(ctx.recent).items():
                if board[cell] == 0:
                    centre = self._round(self.cell_centre(cell))
                    img = self.art.faded(code, self.ball_size, self.symbols, 45)
                    surface.blit(img, img.get_rect(center=centre))
                    draw.circle(surface, (*theme.seat_color(seat), 170), centre,
                                self.ball_size / 2, 2)
        for code, a, b, t in movers:
            (ax, ay), (bx, by) = self.cell_centre(a), self.cell_centre(b)
            self._draw_ball(surface, code, (draw.lerp(ax, bx, t), draw.lerp(ay, by, t)))
        for cell in collected:
            c = self.cell_centre(cell)
            r = self.ball_size / 2
            draw.circle(surface, (*theme.GOLD_LIGHT, int(60 + 120 * glow)), c, r + 6, 3)
            if isinstance(anim, PushAnimation):
                draw.circle(surface, (255, 255, 255, int(70 * glow)), c, r)

        self._draw_arrows(surface, state, ctx, offered, hover, anim)
        if preview is not None and hover is not None:
            self._gain_badge(surface, state, hover, preview)
        if isinstance(anim, SayAnimation):
            self._draw_say(surface, anim)
        self._draw_hint(surface, state, ctx, offered, hover, preview, anim)

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        anim = ctx.animation
        if not isinstance(anim, PushAnimation) or not anim.collected:
            return
        area = (ctx.seat_areas[anim.seat] if anim.seat < len(ctx.seat_areas)
                and ctx.seat_areas[anim.seat].h > 0 else None)
        for i, cell in enumerate(anim.collected):
            t = anim.flight(i)
            if t <= 0 or t >= 1:
                continue
            code = anim.final[cell]
            start = self.cell_centre(cell)
            if area is not None:
                end, size = self.tray_slot(area, code)
            else:
                end, size = (self.rect.x - 40, self.rect.centery), 20
            e = draw.ease_in_out(t)
            # an arc: up and over towards the tray
            mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - 90)
            x = (1 - e) ** 2 * start[0] + 2 * (1 - e) * e * mid[0] + e ** 2 * end[0]
            y = (1 - e) ** 2 * start[1] + 2 * (1 - e) * e * mid[1] + e ** 2 * end[1]
            s = int(draw.lerp(self.ball_size * 1.08, size, e))
            sh = self.art.shadow(s)
            surface.blit(sh, sh.get_rect(center=(round(x + 4), round(y + 8))))
            img = pygame.transform.smoothscale(self.art.ball(code, self.ball_size, self.symbols),
                                               (s, s))
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    @staticmethod
    def _round(p):
        return (round(p[0]), round(p[1]))

    def _draw_ball(self, surface, code, centre) -> None:
        size = self.ball_size
        sh = self.art.shadow(size)
        surface.blit(sh, sh.get_rect(center=(round(centre[0] + 1), round(centre[1] + 4))))
        img = self.art.ball(code, size, self.symbols)
        surface.blit(img, img.get_rect(center=self._round(centre)))

    def _blit_board(self, surface, board, skip, lit) -> None:
        """The board, the line pointed at (`lit`: (push, offered) or None) and the balls at
        rest (all but `skip`), drawn into one layer whenever one of them changes."""
        key = (bytes(board), skip, lit, self.symbols, tuple(self.mat_rect))
        if key != self._balls_key:
            pad = 24
            layer = self._mat_layer().copy()
            dx, dy = pad - self.mat_rect.x, pad - self.mat_rect.y
            if lit is not None:
                push, ok = lit
                draw.rounded_rect(layer, (*(theme.GOLD_LIGHT if ok else (200, 200, 200)),
                                          38 if ok else 20),
                                  self.line_rect(push).inflate(6, 6).move(dx, dy), 12)
            for cell, code in enumerate(board):
                if code and cell not in skip:
                    x, y = self.cell_centre(cell)
                    self._draw_ball(layer, code, (x + dx, y + dy))
            self._balls, self._balls_key = layer, key
        surface.blit(self._balls, (self.mat_rect.x - 24, self.mat_rect.y - 24))

    def _mat_layer(self) -> pygame.Surface:
        """The board with its 49 wells (drawn once per size)."""
        key = tuple(self.mat_rect)
        if self._mat is None or self._mat_key != key:
            pad = 24
            layer = pygame.Surface(self.mat_rect.inflate(2 * pad, 2 * pad).size, pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            m = pygame.Rect(pad, pad, *self.mat_rect.size)
            draw.shadow(layer, m, 20, blur=10, alpha=100, offset=(0, 6))
            draw.rounded_rect(layer, (*theme.darken(theme.MAT, 0.12), 255), m, 20)
            draw.rounded_rect(layer, (255, 255, 255, 30), m, 20, 1)
            well = self.art.well(int(self.ball_size + 6))
            dx, dy = pad - self.mat_rect.x, pad - self.mat_rect.y
            for cell in range(SIZE * SIZE):
                x, y = self.cell_centre(cell)
                layer.blit(well, well.get_rect(center=(round(x + dx), round(y + dy))))
            # the centre, empty at setup, is marked
            x, y = self.cell_centre(SIZE * SIZE // 2)
            draw.circle(layer, (*theme.GOLD, 70), (x + dx, y + dy), self.ball_size * 0.2, 2)
            self._mat, self._mat_key = layer, key
        return self._mat

    _arrow_cache: dict = {}

    def _draw_arrow(self, surface, centre, kind: int, style: str, scale: float = 1.0,
                    color=None) -> None:
        key = (kind, style, scale, color)
        if key not in self._arrow_cache:
            size = int(44 * scale)

            def paint(s, ss):
                S = s.get_width()
                c = S / 2
                if style == "off":
                    body, ink, r = None, (255, 255, 255, 46), 0
                elif style == "idle":
                    body, ink, r = (255, 255, 255, 22), (255, 255, 255, 95), S * 0.33
                elif style == "last":
                    body, ink, r = (*(color or theme.GOLD), 230), (255, 255, 255, 255), S * 0.33
                elif style == "hover":
                    body, ink, r = (*theme.GOLD_LIGHT, 255), (*theme.TEXT_DARK, 255), S * 0.46
                else:
                    body, ink, r = (*theme.GOLD, 235), (*theme.TEXT_DARK, 255), S * 0.38
                if body is not None:
                    pygame.draw.circle(s, (0, 0, 0, 70), (c, c + 2 * ss), r)
                    pygame.draw.circle(s, body, (c, c), r)
                a = (math.pi, 0.0, -math.pi / 2, math.pi / 2)[kind]
                k = 0.62 if style in ("off", "idle") else 1.0
                ux, uy = math.cos(a), math.sin(a)
                px, py = -uy, ux
                tip = (c + ux * S * 0.2 * k, c + uy * S * 0.2 * k)
                base = (c - ux * S * 0.13 * k, c - uy * S * 0.13 * k)
                half = S * 0.2 * k
                pygame.draw.polygon(s, ink, [tip, (base[0] + px * half, base[1] + py * half),
                                             (base[0] - px * half, base[1] - py * half)])
            self._arrow_cache[key] = draw.supersampled((size, size), paint, ss=4)
        img = self._arrow_cache[key]
        surface.blit(img, img.get_rect(center=self._round(centre)))

    _collected = ((), {})

    def collected_since(self, recent) -> dict:
        """{cell: (ball, seat)} of every ball collected since your turn (the latest
        collector of a cell wins), worked out once per change of the table."""
        if self._collected[0] is not recent:
            out = {}
            for r in recent:
                if r.move not in (DECLARE, PASS):
                    pushes = r.move if isinstance(r.move, tuple) else (r.move,)
                    _, _, before, cells = play_pushes(r.before.board, pushes)
                    out.update({cell: (before[cell], r.seat) for cell in cells})
            self._collected = (recent, out)
        return self._collected[1]

    @staticmethod
    def pushed_since(recent) -> dict:
        """{push: seat} of every push since your turn, drawn in its player's colour (the
        latest wins an arrow pushed twice)."""
        last = {}
        for r in recent:
            if r.move not in (DECLARE, PASS):
                for push in (r.move if isinstance(r.move, tuple) else (r.move,)):
                    last[push] = r.seat
        return last

    def _draw_arrows(self, surface, state, ctx, offered, hover, anim) -> None:
        last = self.pushed_since(ctx.recent)
        moving = set(anim.pushes) if isinstance(anim, PushAnimation) else set()
        pulse = ctx.pulse(4)
        for push in range(PUSHES):
            kind = push_kind(push)
            centre = self.arrow_centre(push)
            if push in moving:
                self._draw_arrow(surface, centre, kind, "last",
                                 color=tuple(theme.seat_color(anim.seat)))
            elif push == self.first and offered:
                # the first push of the double move being made, numbered
                self._draw_arrow(surface, centre, kind, "last",
                                 color=tuple(theme.seat_color(state.to_move)))
                x, y = centre
                draw.circle(surface, (255, 255, 255), (x + 14, y - 14), 10)
                draw.circle(surface, theme.seat_color(state.to_move), (x + 14, y - 14), 8.5)
                draw.text(surface, "1", (x + 14, y - 14), 13, (255, 255, 255), True, "center")
            elif push == hover and push in offered:
                self._draw_arrow(surface, centre, kind, "hover")
            elif push in offered:
                draw.circle(surface, (*theme.GOLD_LIGHT, int(30 + 40 * pulse)), centre, 21)
                self._draw_arrow(surface, centre, kind, "on")
            elif push in last and not offered and anim is None:
                self._draw_arrow(surface, centre, kind, "last",
                                 color=tuple(theme.darken(theme.seat_color(last[push]), 0.1)))
            elif offered or ctx.over or state.is_over():
                self._draw_arrow(surface, centre, kind, "off")
            else:
                self._draw_arrow(surface, centre, kind, "idle")

    def _gain_badge(self, surface, state, push, preview) -> None:
        n = len(preview.collected)
        if not n:
            return
        x, y = self.arrow_centre(push)
        kind = push_kind(push)
        # beside the arrow, towards the board's outside corner
        off = {0: (-2, -30), 1: (2, -30), 2: (24, -19), 3: (24, 19)}[kind]
        c = (x + off[0], y + off[1])
        label = f"+{n}"
        w = draw.text_width(label, 16, True) + 16
        rect = pygame.Rect(0, 0, max(30, w), 26)
        rect.center = self._round(c)
        draw.rounded_rect(surface, (0, 0, 0, 90), rect.move(0, 2), 13)
        draw.rounded_rect(surface, theme.seat_color(state.to_move), rect, 13)
        draw.text(surface, label, rect.center, 16, (255, 255, 255), True, "center")

    def _draw_say(self, surface, anim: SayAnimation) -> None:
        t = anim.progress
        alpha = int(255 * min(1.0, t / 0.15, (1 - t) / 0.2 if t > 0.8 else 1.0))
        text = f"{anim.name}: {anim.text}"
        w = draw.text_width(text, 24, True) + 110
        rect = pygame.Rect(0, 0, w, 74)
        rect.center = (self.grid_rect.centerx, self.grid_rect.centery - int(10 * (1 - t)))
        layer = pygame.Surface(rect.inflate(40, 40).size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        inner = pygame.Rect(20, 20, rect.w, rect.h)
        draw.panel(layer, inner, fill=(12, 40, 30, 245), edge=(*theme.GOLD, 150), radius=20,
                   shadow_alpha=120)
        self.draw_token(layer, anim.seat, (inner.x + 44, inner.centery), 40)
        draw.text(layer, text, (inner.x + 80, inner.centery), 24, theme.TEXT, True, "midleft")
        layer.set_alpha(alpha)
        surface.blit(layer, (rect.x - 20, rect.y - 20))

    def _draw_hint(self, surface, state, ctx, offered, hover, preview, anim) -> None:
        msg, color = "", theme.TEXT_MUTED
        if anim is not None or not ctx.interactive:
            if state.is_over():
                msg = "No single or double move is left: the game is over"
        elif preview is not None and hover is not None:
            move = self.move_for(hover)
            seat = state.to_move
            gains = [0] * 6
            for _, _, letter in preview.collected:
                gains[COLOURS.index(letter)] += 1
            if self.doubles(state) and self.first is None:
                ways = len(state.double_moves().get(hover, ()))
                msg = (f"{push_title(hover)} first, then one of {ways} second "
                       f"push{'es' if ways != 1 else ''}")
            else:
                before = state.points(seat)
                after = sum((a + b) // 3 for a, b in zip(state.trays[seat], gains))
                more = after - before
                words = " then ".join(push_words(p) for p in
                                      (move if isinstance(move, tuple) else (move,)))
                msg = f"{words[:1].upper() + words[1:]}: collect {gains_words(gains)}"
                if more:
                    msg += f" · +{more} point{'s' if more != 1 else ''}"
            color = theme.TEXT
        elif hover is not None:
            board = self.board_shown(state)
            if pushed(board, hover) is None:
                msg = f"{push_title(hover)} moves nothing"
            elif self.doubles(state) and self.first is None:
                msg = f"{push_title(hover)}: no second push after it makes a pair"
            else:
                msg = f"{push_title(hover)} makes no pair of one colour"
        elif self.declare_armed:
            msg = "A push is possible (a lit arrow): declaring lets the others take it"
            color = theme.GOLD_LIGHT
        elif self.first is not None:
            msg = "Choose the second push, or cancel the first"
            color = theme.GOLD_LIGHT
        elif self.doubles(state):
            msg = "No single push makes a pair: choose the first of two pushes"
            color = theme.GOLD_LIGHT
        elif state.phase == "suggest":
            msg = "Suggest a push (its balls are yours) — or pass"
            color = theme.GOLD_LIGHT
        else:
            msg = "Click a lit arrow, or drag a row or column towards an edge"
        chip = ""
        if ctx.interactive and anim is None and self.doubles(state):
            chip = f"DOUBLE MOVE · {1 if self.first is None else 2}/2"
        if not msg:
            return
        room = self.rect.w - 20 - (draw.text_width(chip, 13, True) + 32 if chip else 0)
        if draw.text_width(msg, 17) > room:
            msg = msg.split(":")[0]
        width = draw.text_width(msg, 17)
        x, y = self.hint_pos
        if chip:
            cw = draw.text_width(chip, 13, True) + 20
            left = x - (width + cw + 12) / 2
            pill = pygame.Rect(round(left), round(y - 12), cw, 24)
            draw.rounded_rect(surface, (*theme.GOLD, 235), pill, 12)
            draw.text(surface, chip, pill.center, 13, theme.TEXT_DARK, True, "center")
            x = pill.right + 12 + width / 2
        draw.text(surface, msg, (x, y), 17, color, False, "center")
