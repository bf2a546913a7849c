"""Collapsi on the table, in every variant: cards drawn as real playing cards, a patterned back
for collapsed cards, pawns that differ in colour, shape and number, ghost copies of the opposite
row and column at the field's edges to show the wrap-around, legal destinations highlighted
with the path shown on hover, and each move animated step by step before its starting card
flips.  On the shifting board the player then picks a shift with arrows at the ends of the
landed card's row and column, and the line slides; in the solo puzzle the exit is marked, a
hint shows the next move of a solution and the puzzles solved are remembered."""

from __future__ import annotations

import datetime
import math
import re

import pygame

from game.table.session import words_of
from game.ui import draw, theme
from game.ui.chips import SHAPES, SeatTokens, fill_seat_shape
from game.ui.view import Animation, Control, Example, GameView, ViewContext

from .puzzle import daily_seed, deal_puzzle, puzzle_number
from .rules import SHIFT_WORDS, SHIFTS, ShiftingState, SoloState, column_name

SUITS = ("spades", "hearts", "clubs", "diamonds")
JACK_SUITS = ("hearts", "spades", "diamonds", "clubs")   # the first two: one red, one black
RED_SUITS = ("hearts", "diamonds")
INK_RED = (196, 32, 46)
INK_BLACK = (26, 28, 38)
PAPER = (252, 250, 244)
PAPER_EDGE = (196, 190, 178)
BACK = (30, 50, 108)
BACK_LINE = (70, 100, 170)
BACK_EDGE = (232, 226, 210)
CROWN = (236, 184, 56)
CROWN_DARK = (150, 104, 22)

STEP_TIME = 0.2     # seconds per step of an animated move
FLIP_TIME = 0.3     # the starting card turning face down
SLIDE_TIME = 0.35   # the shifted line sliding one space
PLACE_TIME = 0.35   # a pawn set down on its chosen starting card
ARROW_R = 22        # shift arrows: 44 px across, finger-sized
EXIT = (38, 150, 90)
HINT = (40, 130, 220)


def suit_color(suit: str):
    return INK_RED if suit in RED_SUITS else INK_BLACK


# --- suit shapes (drawn on supersampled surfaces, so plain pygame.draw is smooth enough) ---------
def draw_suit(surface, suit: str, center, size: float, color, flip: bool = False) -> None:
    x, y = center
    s = size
    f = -1 if flip else 1

    def P(dx, dy):
        return (x + dx * s, y + f * dy * s)

    if suit == "diamonds":
        pygame.draw.polygon(surface, color, [P(0, -0.5), P(0.37, 0), P(0, 0.5), P(-0.37, 0)])
    elif suit == "hearts":
        r = 0.255 * s
        pygame.draw.circle(surface, color, P(-0.235, -0.2), r)
        pygame.draw.circle(surface, color, P(0.235, -0.2), r)
        pygame.draw.polygon(surface, color, [P(-0.478, -0.13), P(0.478, -0.13), P(0, 0.48)])
        pygame.draw.polygon(surface, color, [P(0, -0.24), P(-0.2, -0.1), P(0.2, -0.1)])
    elif suit == "spades":
        r = 0.245 * s
        pygame.draw.circle(surface, color, P(-0.225, 0.1), r)
        pygame.draw.circle(surface, color, P(0.225, 0.1), r)
        pygame.draw.polygon(surface, color, [P(-0.462, 0.04), P(0.462, 0.04), P(0, -0.5)])
        pygame.draw.polygon(surface, color, [P(0, 0.12), P(-0.2, 0.5), P(0.2, 0.5)])
    elif suit == "clubs":
        r = 0.215 * s
        pygame.draw.circle(surface, color, P(0, -0.25), r)
        pygame.draw.circle(surface, color, P(-0.245, 0.1), r)
        pygame.draw.circle(surface, color, P(0.245, 0.1), r)
        pygame.draw.circle(surface, color, P(0, 0.02), r * 0.6)
        pygame.draw.polygon(surface, color, [P(0, 0.0), P(-0.19, 0.5), P(0.19, 0.5)])


# pip centres as fractions of the card (x of width, y of height); True = upside down
PIP_LAYOUT = {
    "A": [(0.5, 0.5, False)],
    "2": [(0.5, 0.25, False), (0.5, 0.75, True)],
    "3": [(0.5, 0.23, False), (0.5, 0.5, False), (0.5, 0.77, True)],
    "4": [(0.345, 0.25, False), (0.655, 0.25, False), (0.345, 0.75, True),
          (0.655, 0.75, True)],
}


class CardArt:
    """Card faces and backs rendered once per size (supersampled, then cached)."""

    def __init__(self):
        self._cache: dict = {}

    def face(self, rank: str, suit: str, w: int, h: int) -> pygame.Surface:
        key = ("face", rank, suit, w, h)
        if key not in self._cache:
            self._cache[key] = draw.supersampled((w, h), lambda s, ss: self._paint_face(
                s, ss, rank, suit), ss=3, fill=(*PAPER_EDGE, 0))
        return self._cache[key]

    def back(self, w: int, h: int) -> pygame.Surface:
        key = ("back", w, h)
        if key not in self._cache:
            self._cache[key] = draw.supersampled((w, h), self._paint_back, ss=3,
                                                 fill=(*BACK_EDGE, 0))
        return self._cache[key]

    def shadow(self, w: int, h: int) -> pygame.Surface:
        return draw.shadow_surface((w, h), max(4, w // 11), blur=5, alpha=110)

    # --- painting ------------------------------------------------------------------------------
    @staticmethod
    def _paint_face(s: pygame.Surface, ss: int, rank: str, suit: str) -> None:
        W, H = s.get_size()
        radius = int(W * 0.09)
        pygame.draw.rect(s, PAPER_EDGE, s.get_rect(), border_radius=radius)
        pygame.draw.rect(s, PAPER, s.get_rect().inflate(-2 * ss, -2 * ss),
                         border_radius=radius - ss)
        ink = suit_color(suit)
        label = "J" if rank == "J" else rank
        fsize = int(H * 0.165)
        f = theme.font(fsize, True)
        img = f.render(label, True, ink)
        corner_x = W * 0.125
        top = H * 0.035
        rect = img.get_rect(midtop=(corner_x, top))
        s.blit(img, rect)
        draw_suit(s, suit, (corner_x, rect.bottom + H * 0.045), W * 0.14, ink)
        # the lower-right index is the upper-left one turned around (taken before the centre art)
        corner = pygame.Surface((W * 0.28, H * 0.3), pygame.SRCALPHA)
        corner.blit(s, (0, 0), (0, 0, W * 0.28, H * 0.3))
        corner = pygame.transform.rotate(corner, 180)
        s.blit(corner, (W - corner.get_width(), H - corner.get_height()))
        area = pygame.Rect(W * 0.26, H * 0.15, W * 0.48, H * 0.7)
        if rank == "J":
            CardArt._paint_jack(s, ss, area, suit)
        else:
            pip = W * (0.42 if rank == "A" else 0.255 if rank == "4" else 0.27)
            for fx, fy, flip in PIP_LAYOUT[rank]:
                draw_suit(s, suit, (fx * W, fy * H), pip, ink, flip)
            if rank == "A":
                pygame.draw.circle(s, ink, (W / 2, H / 2), W * 0.3, max(1, ss))

    @staticmethod
    def _paint_jack(s, ss, area: pygame.Rect, suit: str) -> None:
        W, H = s.get_size()
        ink = suit_color(suit)
        frame = pygame.Rect(W * 0.22, H * 0.13, W * 0.56, H * 0.74)
        pygame.draw.rect(s, (248, 234, 196), frame, border_radius=int(W * 0.05))
        pygame.draw.rect(s, ink, frame, max(1, int(1.2 * ss)), border_radius=int(W * 0.05))
        inner = frame.inflate(-W * 0.06, -W * 0.06)
        pygame.draw.rect(s, (*CROWN_DARK, 255), inner, max(1, ss // 2 + 1),
                         border_radius=int(W * 0.035))
        cx = frame.centerx
        # crown: band with three points and jewels
        cw, ch = frame.w * 0.78, frame.h * 0.3
        top = frame.y + frame.h * 0.12
        base = top + ch
        pts = [(cx - cw / 2, base), (cx - cw / 2, top + ch * 0.18), (cx - cw / 4, top + ch * 0.6),
               (cx, top), (cx + cw / 4, top + ch * 0.6), (cx + cw / 2, top + ch * 0.18),
               (cx + cw / 2, base)]
        pygame.draw.polygon(s, CROWN, pts)
        pygame.draw.polygon(s, CROWN_DARK, pts, max(1, ss))
        band = pygame.Rect(cx - cw / 2, base - ch * 0.05, cw, ch * 0.3)
        pygame.draw.rect(s, CROWN, band)
        pygame.draw.rect(s, CROWN_DARK, band, max(1, ss))
        for px, py in ((cx - cw / 2, top + ch * 0.18), (cx, top), (cx + cw / 2, top + ch * 0.18)):
            pygame.draw.circle(s, CROWN, (px, py), cw * 0.07)
            pygame.draw.circle(s, CROWN_DARK, (px, py), cw * 0.07, max(1, ss))
        for i, jx in enumerate((cx - cw / 3, cx, cx + cw / 3)):
            col = INK_RED if i != 1 else (40, 90, 180)
            pygame.draw.circle(s, col, (jx, band.centery), band.h * 0.3)
        # face: a calm oval with eyes and a curl of moustache under the crown
        fy = band.bottom + frame.h * 0.15
        fw, fh = frame.w * 0.5, frame.h * 0.27
        face = pygame.Rect(0, 0, fw, fh)
        face.center = (cx, fy)
        pygame.draw.ellipse(s, (247, 214, 178), face)
        pygame.draw.ellipse(s, CROWN_DARK, face, max(1, ss))
        for ex in (-0.2, 0.2):
            pygame.draw.circle(s, INK_BLACK, (cx + ex * fw, fy - fh * 0.08), fw * 0.06)
        pygame.draw.arc(s, ink, (cx - fw * 0.25, fy + fh * 0.0, fw * 0.5, fh * 0.32), math.pi,
                        2 * math.pi, max(1, int(1.5 * ss)))
        # collar with the suit below the face
        draw_suit(s, suit, (cx, face.bottom + frame.h * 0.14), frame.w * 0.3, ink)

    @staticmethod
    def _paint_back(s: pygame.Surface, ss: int) -> None:
        W, H = s.get_size()
        radius = int(W * 0.09)
        pygame.draw.rect(s, BACK_EDGE, s.get_rect(), border_radius=radius)
        inner = s.get_rect().inflate(-W * 0.12, -W * 0.12)
        pygame.draw.rect(s, BACK, inner, border_radius=int(radius * 0.6))
        clip = s.get_clip()
        s.set_clip(inner.inflate(-ss * 2, -ss * 2))
        step = W * 0.16
        n = int(H / step) + int(W / step) + 4
        for i in range(-n, n):
            x0 = inner.x + i * step
            pygame.draw.line(s, BACK_LINE, (x0, inner.y), (x0 + H, inner.y + H), ss)
            pygame.draw.line(s, BACK_LINE, (x0, inner.y), (x0 - H, inner.y + H), ss)
        s.set_clip(clip)
        pygame.draw.rect(s, BACK_LINE, inner.inflate(-W * 0.06, -W * 0.06), ss,
                         border_radius=int(radius * 0.4))
        # a medallion in the middle
        c = s.get_rect().center
        pygame.draw.circle(s, BACK, c, W * 0.2)
        pygame.draw.circle(s, BACK_EDGE, c, W * 0.2, ss * 2)
        pygame.draw.polygon(s, BACK_EDGE, [(c[0], c[1] - W * 0.12), (c[0] + W * 0.08, c[1]),
                                          (c[0], c[1] + W * 0.12), (c[0] - W * 0.08, c[1])])


class Tokens(SeatTokens):
    """Pawn tokens per seat and size: circle, diamond, hexagon, square, each with its number."""

    @classmethod
    def _paint(cls, s, ss, seat):
        S = s.get_width()
        c = (S / 2, S / 2)
        base = theme.seat_color(seat)
        r = S * 0.47
        if SHAPES[seat % len(SHAPES)] == "diamond":
            r = S * 0.5
        fill_seat_shape(s, seat, c, r, theme.darken(base, 0.45))
        fill_seat_shape(s, seat, (c[0], c[1] - S * 0.02), r * 0.93, theme.darken(base, 0.12))
        fill_seat_shape(s, seat, (c[0], c[1] - S * 0.03), r * 0.8, base)
        # a soft highlight on the upper left
        hl = pygame.Surface((S, S), pygame.SRCALPHA)
        pygame.draw.ellipse(hl, (255, 255, 255, 70), (S * 0.28, S * 0.16, S * 0.4, S * 0.24))
        s.blit(hl, (0, 0))
        fill_seat_shape(s, seat, (c[0], c[1] - S * 0.03), r * 0.56, theme.lighten(base, 0.16))
        label = str(seat + 1)
        f = theme.font(int(S * 0.42), True)
        shade = f.render(label, True, theme.darken(base, 0.6))
        img = f.render(label, True, (255, 255, 255))
        rect = img.get_rect(center=(c[0], c[1] - S * 0.03))
        s.blit(shade, rect.move(0, ss * 2))
        s.blit(img, rect)

    @staticmethod
    def shadow(size: int) -> pygame.Surface:
        return draw.shadow_surface((size, int(size * 0.9)), size // 2, blur=6, alpha=150)




class MoveAnimation(Animation):
    """A pawn walking its path one step at a time, its starting card turning over, and on the
    shifting board the landed card's row or column sliding one space."""

    def __init__(self, seat: int, path: list[int], spots: list[tuple[int, int]],
                 line: tuple[int, ...] = (), vector: tuple[int, int] = (0, 0)):
        self.seat = seat
        self.path = path            # cards walked, the starting card first
        self.spots = spots          # their (row, col) on the field before the move
        self.line = line            # the cards that slide afterwards (shifting board)
        self.vector = vector        # (rows, cols) they slide by
        self.steps = len(path) - 1
        self.walk = STEP_TIME * self.steps
        super().__init__(self.walk + FLIP_TIME + (SLIDE_TIME if line else 0.0))

    def position(self) -> tuple[int, float]:
        """(index of the step being walked, fraction of it), eased per step."""
        t = min(self.elapsed, self.walk) / STEP_TIME if STEP_TIME else self.steps
        i = min(int(t), self.steps - 1)
        return i, draw.ease_in_out(t - i)

    @property
    def flip(self) -> float:
        """0 until the walk ends, then 0..1 while the starting card turns."""
        if self.elapsed <= self.walk:
            return 0.0
        return min(1.0, (self.elapsed - self.walk) / FLIP_TIME)

    @property
    def slide(self) -> float:
        """0 until the card has turned, then 0..1 (eased) while the line slides."""
        t = self.elapsed - self.walk - FLIP_TIME
        if not self.line or t <= 0:
            return 0.0
        return draw.ease_in_out(min(1.0, t / SLIDE_TIME))


class PlaceAnimation(Animation):
    """Player's choice: a pawn set down on the starting card it chose."""

    def __init__(self, seat: int, card: int):
        super().__init__(PLACE_TIME)
        self.seat = seat
        self.card = card


def place(state, card: int) -> tuple[int, int]:
    """(row, col) of `card` on the playing field (a shifting board's cards move)."""
    if isinstance(state, ShiftingState):
        row, col = state.spots[card]
        return row - state.top, col - state.left
    return divmod(card, state.size)


def shifting(state) -> bool:
    return isinstance(state, ShiftingState)


class View(GameView):
    """The Collapsi board, for every variant: 4×4, 6×6 and the 3×3 puzzle, fixed or
    shifting, starting on the jacks or on chosen cards."""

    def __init__(self, game):
        super().__init__(game)
        self.art = CardArt()
        self.tokens = Tokens()
        self._trails = ((), [])          # (ctx.recent, [(seat, spots walked), ...])
        self._walking: MoveAnimation | None = None
        self._base: pygame.Surface | None = None
        self._base_key = None
        self.pending: int | None = None     # shifting board: the destination awaiting its shift
        self.leaving: int | None = None     # the puzzle's exit, clicked once while cards remain
        self._down = None
        self.fit_key = None
        self.restart_btn = Control((0, 0, 136, 46), "Restart", self.restart, icon="undo",
                                   size=17, name="restart")
        self.daily_btn = Control((0, 0, 176, 46), "Today's puzzle", self.daily, size=17,
                                 name="daily")
        self.next_btn = Control((0, 0, 156, 46), "New puzzle", self.another, size=17,
                                style="primary", name="new-puzzle")
        self.puzzle_controls = [self.restart_btn, self.daily_btn, self.next_btn]
        self.rect = pygame.Rect(300, 80, 680, 620)
        self._fit(4, 4, solo=False, arrows=False)

    # --- words -----------------------------------------------------------------------------------
    def tagline(self) -> str:
        return "Cards collapse behind you on a wrapping grid. Whoever cannot move loses."

    def credit(self) -> str:
        return "Collapsi was designed by Mark S. Ball (collapsi.itch.io) and is free to play."

    # a 4×4 deal for the rules page's pictures: jacks on b1 (Player 1) and d3 (Player 2)
    EXAMPLE_GRID = ["3JA2", "A243", "2A3J", "423A"]
    # a solo puzzle (seed 0) and its solution; the picture plays the last move, out the exit
    EXAMPLE_PUZZLE = ["22J", "AAA", "J32"]
    EXAMPLE_LINE = ["a1", "c2", "c3", "b1", "a2", "b2", "b3"]

    def _example(self, variant, options, players, grid, moves):
        state = self.game.start(variant, options, players, {"grid": grid})
        for text in moves:
            state.play(text)
        return state

    def examples(self) -> dict[str, Example]:
        """The rules page's pictures, after the rule text's own examples."""
        grid = self.EXAMPLE_GRID
        wrap = self._example("standard", {}, 2, grid, ["a1", "c3"])
        banned = self._example("standard", {}, 2, grid, ["b2", "d2"])
        shift = self._example("standard", {"board": "shifting"}, 2, grid, [])
        solo = self._example("solo", {}, 1, self.EXAMPLE_PUZZLE, self.EXAMPLE_LINE)
        return {
            "wrap": Example(wrap, wrap.parse_move("c4"),
                            "Player 1 stands on a 3: up off the top edge to a4, left off the "
                            "edge to d4, then c4. The 3 then collapses."),
            "banned": Example(banned, None,
                              "Player 1 must move 2 from b2; only the glowing cards can be "
                              "reached. Not d2 (Player 2's card), not b1 or d3 (collapsed), "
                              "never back to b2.", show="choices"),
            "shift": Example(shift, shift.parse_move("c1>"),
                             "Shifting board: Player 1 steps from the jack to c1, then shifts "
                             "row 1 right. It sticks out on the right and leaves a gap."),
            "solo": Example(solo, solo.parse_move("a3"),
                            "Solo: every card but the exit has collapsed; the last step "
                            "lands on the exit and solves the puzzle."),
        }

    def rules(self) -> list[tuple]:
        ex = self.examples()
        return [
            ("Goal", "Be the last player able to make a legal move."),
            ("Setup", "The 16 cards (J J, four A, four 2, four 3, two 4) are dealt face up in a "
                      "4×4 grid. Player 1 starts on the first jack dealt, Player 2 on the "
                      "second. Player 1 moves first."),
            ("Moving", "Your starting card is the card your pawn stands on. Move exactly its "
                       "number of steps: A = 1, 2 = 2, 3 = 3, 4 = 4, and a jack = 1. Steps go "
                       "up, down, left or right, and you may turn between them."),
            ("Wrap-around", "The grid wraps like Pac-Man: leave the left edge and you come in "
                            "on the right of the same row; leave the top and you enter at the "
                            "bottom of the same column. The faded cards at the edges show what "
                            "lies beyond.", ex["wrap"]),
            ("Not allowed", "Visiting a card twice in one move (your starting card counts), "
                            "ending on your starting card, ending on another pawn's card, and "
                            "entering a face-down card. You may pass through other pawns' "
                            "cards.", ex["banned"]),
            ("Collapse", "After you move, your starting card flips face down: it is gone for "
                         "the rest of the game."),
            ("End", "The player to move who cannot complete a move loses at once; the player "
                    "who made the last move wins."),
            ("Big board", "6×6 with 36 cards (four jacks, eight each of A, 2, 3, 4) for two to "
                          "four players. The jacks in dealing order are the players' starting "
                          "cards; unused jacks are turned face down before the first move. The "
                          "game ends as soon as the player to move is stuck, and the last "
                          "player who completed a move wins."),
            ("Shifting board", "After moving, shift the row or the column of the card you "
                               "landed on by one space: rows left or right, columns up or "
                               "down. Every card of the line slides, face down ones and pawns "
                               "too; nothing wraps, so gaps open. You cannot cross or land on "
                               "a gap; the board wraps at the edges of the area the cards "
                               "cover. Choose the shift with the arrows (or the arrow keys).",
             ex["shift"]),
            ("Player's choice", "All jacks are turned face down after the deal. Player 1 "
                                "chooses any face-up card to start on, then Player 2 and so "
                                "on; your first move uses your card's number."),
            ("Classic opening", "The rule before version 1.3, a choice of the starting "
                                "cards on the setup screen: from your jack, your first move "
                                "may be 1, 2, 3 or 4 spaces, as you like, under the same path "
                                "rules. It only applies when players start on the jacks."),
            ("Solo puzzle", "A 3×3 grid: J J, three A, three 2 and one 3. Start on the first "
                            "jack; the second is the exit, a door. Collapse every other card, "
                            "then land on or pass through the exit (you may use fewer steps "
                            "to go through the door). Touching the exit earlier ends the "
                            "puzzle unsolved. Every puzzle dealt here can be solved; ask for a "
                            "hint (H) to see the next move of a solution.", ex["solo"]),
            ("Playing here", "The cards you can reach glow. Point at one (or press and hold) to "
                             "see a path there, then click or release to move. Escape returns "
                             "to the menu."),
        ]

    def seat_label(self, state, seat: int) -> str:
        return f"{state.seat_name(seat)} · {theme.seat_color_name(seat)}"

    def advice(self, state, move) -> str:
        """"Move c1 → c4" (on the shifting board ", then shift row 2 left"), "Start on b2"."""
        words = words_of(state, move)
        chosen = re.fullmatch(r"Chose (\S+) as starting card", words)
        if chosen:
            return f"Start on {chosen.group(1)}"
        leaving = re.fullmatch(r"Moved from (\S+) through the exit on (\S+)", words)
        if leaving:
            return f"Leave through the exit: {leaving.group(1)} → {leaving.group(2)}"
        walked = re.fullmatch(r"Moved \d+ from (\S+) to (\S+)(?: and shifted (.+))?", words)
        if walked is None:
            return words
        a, b, shift = walked.groups()
        return f"Move {a} → {b}" + (f", then shift {shift}" if shift else "")

    def status(self, state) -> str:
        if state.is_over():
            return ""
        if state.choosing():
            return "Choose a face-up card to start on"
        steps = state.steps_for(state.to_move)
        plural = "s" if steps != 1 else ""
        if isinstance(state, SoloState):
            left = state.face_up_left()
            return (f"Move {steps} step{plural} · {left} card{'s' * (left != 1)} "
                    f"to collapse before the exit")
        if self.pending is not None and shifting(state):
            return "Now shift the row or the column: pick an arrow"
        card = state.grid[state.pawns[state.to_move]]
        why = " from the jack" if card == "J" else " from the ace" if card == "A" else ""
        then = ", then shift" if shifting(state) else ""
        return f"Move {state.steps_words(state.to_move)}{why}{then}"

    def idle_note(self, state, seat: int) -> str:
        return "Chooses a card" if state.pawns[seat] < 0 else "Waiting"

    def deal_label(self, state, seed: int) -> str:
        if isinstance(state, SoloState):
            today = datetime.date.today()
            if seed == daily_seed(today):
                return f"Daily puzzle #{puzzle_number(today)} · {today.isoformat()}"
            return f"Puzzle #{seed}"
        return super().deal_label(state, seed)

    def preferred_seed(self, variant: str, options: dict, store) -> int | None:
        """The solo puzzle opens on today's puzzle until it is solved."""
        if variant != "solo":
            return None
        seed = daily_seed(datetime.date.today())
        return None if "".join(deal_puzzle(seed)["grid"]) in self._solved(store) else seed

    # --- the solo puzzle's buttons and memory ------------------------------------------------
    SOLVED_KEY = "collapsi-puzzles"

    def _solved(self, store) -> dict:
        """Puzzles solved on this device: grid → {"hints": bool}."""
        if store is None:
            return {}
        data = store.load(
            self.SOLVED_KEY, {"solved": {}},
            valid=lambda v: isinstance(v, dict) and isinstance(v.get("solved"), dict))
        return data["solved"]

    def _record_solve(self, state, ctx: ViewContext) -> None:
        solved = self._solved(ctx.store)
        grid = "".join(state.setup["grid"])
        before = solved.get(grid)
        # a puzzle counts once; solving it again without hints clears its hint mark
        hints = ctx.hints_used and (before is None or before.get("hints", False))
        solved[grid] = {"hints": bool(hints)}
        ctx.store.save(self.SOLVED_KEY, {"solved": solved})

    def solved_counts(self, store) -> tuple[int, int]:
        """(puzzles solved, of which without a hint)."""
        solved = self._solved(store)
        clean = sum(1 for v in solved.values() if isinstance(v, dict) and not v.get("hints"))
        return len(solved), clean

    # the puzzle's buttons deal through the context of the frame that showed them
    _ctx: ViewContext | None = None

    def _deal(self, seed: int | None) -> None:
        if self._ctx is not None and self._ctx.new_deal is not None:
            self._ctx.new_deal(seed)

    def restart(self) -> None:
        self._deal(self._ctx.seed if self._ctx is not None else None)

    def daily(self) -> None:
        self._deal(daily_seed(datetime.date.today()))

    def another(self) -> None:
        self._deal(None)

    def controls(self, state, ctx: ViewContext) -> list:
        if not isinstance(state, SoloState) or ctx.new_deal is None:
            return []
        self._ctx = ctx
        self.daily_btn.visible = ctx.seed != daily_seed(datetime.date.today())
        return self.puzzle_controls

    # --- pictures around the board ---------------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        size = int(size)
        sh = Tokens.shadow(size)
        surface.blit(sh, sh.get_rect(center=(center[0], center[1] + size * 0.1)))
        img = self.tokens.get(seat, size)
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def paint_thumbnail(self, surface, rect) -> None:
        w = min(int(rect.h * 0.8 / 1.4), int(rect.w / 2.8))    # the fan fits either way
        h = int(w * 1.4)
        cx, cy = rect.center
        cards = [("A", "spades", -16), ("J", "hearts", 0), (None, None, 16)]
        for i, (rank, suit, angle) in enumerate(cards):
            img = self.art.back(w, h) if rank is None else self.art.face(rank, suit, w, h)
            sh = self.art.shadow(w, h)
            dx = (i - 1) * w * 0.62
            dy = abs(i - 1) * h * 0.06
            rot_sh = pygame.transform.rotate(sh, -angle)
            surface.blit(rot_sh, rot_sh.get_rect(center=(cx + dx + 2, cy + dy + 5)))
            rot = pygame.transform.rotozoom(img, -angle, 1)
            surface.blit(rot, rot.get_rect(center=(cx + dx, cy + dy)))
        self.draw_token(surface, 0, (cx - w * 0.62, cy + h * 0.08), int(w * 0.56))
        self.draw_token(surface, 1, (cx, cy + h * 0.04), int(w * 0.56))

    def seat_panel_height(self, state) -> int:
        return 30 if isinstance(state, SoloState) else 0

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx) -> None:
        if not isinstance(state, SoloState):
            return
        total, clean = self.solved_counts(ctx.store)
        words = f"Puzzles solved: {total}" + (f" ({clean} without a hint)" if total else "")
        draw.text(surface, words, (area.x, area.centery), 15, theme.TEXT_DIM, False, "midleft")

    # --- geometry --------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.fit_key = None

    def _fit(self, rows: int, cols: int, solo: bool, arrows: bool) -> None:
        """Size the cards for a field of rows × cols.  The shifting board keeps a band round
        the field for the shift arrows; the puzzle a row of buttons below."""
        key = (rows, cols, solo, arrows, tuple(self.rect))
        if key == self.fit_key:
            return
        self.fit_key = key
        self.rows, self.cols = rows, cols
        # a small rect (a picture on the rules page) has no buttons and no arrows to click
        small = self.rect.h < 480
        self.gap = gap = (12 if max(rows, cols) <= 4 else 8) - (4 if small else 0)
        hint_h, ctl_h = (24 if small else 30), (58 if solo and not small else 0)
        self.ruler = 0 if small else 18                 # the column letters under the field
        avail_h = self.rect.h - hint_h - ctl_h - self.ruler
        avail_w = self.rect.w - 2 * self.ruler          # and the row numbers beside it
        band = 46 if arrows and not small else 0      # a finger-sized arrow beside every line
        if band:
            h = min((avail_h - (rows + 1) * gap - 2 * band) / rows,
                    1.4 * (avail_w - (cols + 1) * gap - 2 * band) / cols)
        else:   # a ghost strip of 0.3 card each side shows the wrap-around
            h = min((avail_h - (rows + 1) * gap) / (rows + 0.6),
                    1.4 * (avail_w - (cols + 1) * gap) / (cols + 0.6))
        self.cw, self.ch = int(h / 1.4), int(h)
        self.ghost_w = band or int(self.cw * 0.3)
        self.ghost_h = band or int(self.ch * 0.3)
        gw = cols * self.cw + (cols - 1) * gap
        gh = rows * self.ch + (rows - 1) * gap
        self.grid_rect = pygame.Rect(0, 0, gw, gh)
        self.grid_rect.center = (self.rect.centerx, self.rect.y + avail_h // 2)
        self.field_rect = self.grid_rect.inflate(2 * (gap + self.ghost_w),
                                                 2 * (gap + self.ghost_h))
        self.hint_pos = (self.rect.centerx, self.rect.y + avail_h + self.ruler + hint_h // 2)
        self.pawn_size = int(self.cw * 0.64)
        y = self.rect.bottom - 50
        x = self.rect.centerx - (sum(b.rect.w for b in self.puzzle_controls) + 30) // 2
        for button in self.puzzle_controls:
            button.rect.topleft = (x, y)
            x += button.rect.w + 10
        self._base = None

    def fit(self, state) -> None:
        """Size the board for `state`: a shifting board's field grows as lines slide out; the
        cards shrink only when it outgrows the room kept for it (one line more each way)."""
        rows, cols = state.field_size()
        if shifting(state):
            self.capacity = (max(self.capacity[0], rows), max(self.capacity[1], cols))
            rows, cols = self.capacity
        self._fit(rows, cols, isinstance(state, SoloState), shifting(state))
        # centre the field actually covered within the room
        frows, fcols = state.field_size()
        gw = fcols * self.cw + (fcols - 1) * self.gap
        gh = frows * self.ch + (frows - 1) * self.gap
        if self.grid_rect.size != (gw, gh):
            centre = self.grid_rect.center
            self.grid_rect = pygame.Rect(0, 0, gw, gh)
            self.grid_rect.center = centre
            self.field_rect = self.grid_rect.inflate(2 * (self.gap + self.ghost_w),
                                                     2 * (self.gap + self.ghost_h))
        self.rows, self.cols = frows, fcols

    capacity = (0, 0)
    ruler = 0

    def cell_rect(self, row: float, col: float) -> pygame.Rect:
        """The card rectangle at (row, col); rows and columns outside the field are ghosts."""
        x = self.grid_rect.x + col * (self.cw + self.gap)
        y = self.grid_rect.y + row * (self.ch + self.gap)
        return pygame.Rect(round(x), round(y), self.cw, self.ch)

    def centre(self, row: float, col: float):
        return (self.grid_rect.x + col * (self.cw + self.gap) + self.cw / 2,
                self.grid_rect.y + row * (self.ch + self.gap) + self.ch / 2)

    def card_at_pos(self, state, pos) -> int | None:
        """The card under the pointer (gaps included in the hit area), or None."""
        if pos is None:
            return None
        for card in range(len(state.grid)):
            if shifting(state) and not self._on_field(state, card):
                continue
            if self.cell_rect(*place(state, card)).inflate(self.gap, self.gap).collidepoint(pos):
                return card
        return None

    @staticmethod
    def _on_field(state, card) -> bool:
        return state.spots[card] in state.at

    def suits(self, grid: str) -> list[str]:
        seen: dict[str, int] = {}
        out = []
        for rank in grid:
            k = seen.get(rank, 0)
            seen[rank] = k + 1
            out.append(SUITS[k % 4] if rank != "J" else JACK_SUITS[k % 4])
        return out

    def arrow_spots(self, state, card: int) -> dict[str, tuple[float, float]]:
        """Where the four shift arrows of `card`'s row and column sit: at the row's ends and
        above and below the column, just outside the field."""
        row, col = place(state, card)
        g, gap = self.grid_rect, self.gap
        _, cy = self.centre(row, col)
        cx, _ = self.centre(row, col)
        return {"<": (g.x - gap - self.ghost_w / 2, cy), ">": (g.right + gap + self.ghost_w / 2, cy),
                "^": (cx, g.y - gap - self.ghost_h / 2), "v": (cx, g.bottom + gap + self.ghost_h / 2)}

    def arrow_at(self, state, pos) -> str | None:
        if self.pending is None or pos is None:
            return None
        for shift, (x, y) in self.arrow_spots(state, self.pending).items():
            if math.hypot(pos[0] - x, pos[1] - y) <= ARROW_R + 4:
                return shift
        return None

    # --- input -----------------------------------------------------------------------------------
    def destinations(self, state) -> list[int]:
        """The cards the player to move may click: starting cards or move destinations."""
        legal = state.legal_moves()
        if shifting(state) and not state.choosing():
            return sorted({dest for dest, _ in legal})
        return list(legal)

    def _choice_at(self, state, pos):
        """('shift', s) for a shift arrow, ('card', c) for a card that may be clicked."""
        shift = self.arrow_at(state, pos)
        if shift is not None:
            return ("shift", shift)
        card = self.card_at_pos(state, pos)
        if card is not None and card in self.destinations(state):
            return ("card", card)
        return None

    def hit(self, state, pos):
        choice = self._choice_at(state, pos)
        if choice is None or choice[0] != "card" or (shifting(state) and not state.choosing()):
            return None
        return choice[1]

    def pointer(self, kind, pos, state, ctx):
        if kind == "down":
            self._down = self._choice_at(state, pos)
            return None
        if kind != "up":
            return None
        down, self._down = self._down, None
        choice = self._choice_at(state, pos)
        if choice is None or choice != down:
            if choice is None and down is None:
                self.pending = None     # a click beside the board drops a half-made move
            return None
        what, value = choice
        if what == "shift":
            return (self.pending, value)
        if isinstance(state, SoloState) and value == state.exit and state.face_up_left() \
                and self.leaving != value:
            self.leaving = value        # leaving early ends the puzzle unsolved: ask again
            return None
        self.leaving = None
        if shifting(state) and not state.choosing():
            self.pending = value        # the move is complete once its shift is chosen
            return None
        return value

    def refused(self, state, pos) -> bool:
        """A click on a card that cannot be the destination (the line under the board says
        why)."""
        card = self.card_at_pos(state, pos)
        return card is not None and card not in self.destinations(state) and \
            self.arrow_at(state, pos) is None

    def key(self, key, state, ctx):
        shift = {pygame.K_LEFT: "<", pygame.K_RIGHT: ">", pygame.K_UP: "^",
                 pygame.K_DOWN: "v"}.get(key)
        if shift is not None and self.pending is not None:
            return (self.pending, shift)
        return None

    def cancel(self) -> None:
        self.pending = self.leaving = None
        self._down = None

    def selecting(self) -> bool:
        return self.pending is not None or self.leaving is not None

    def target(self, state, move):
        if isinstance(move, tuple):
            dest, shift = move
            if self.pending == dest:
                x, y = self.arrow_spots(state, dest)[shift]
                return (round(x), round(y))
            move = dest
        return self.cell_rect(*place(state, move)).center

    def reset(self, state) -> None:
        super().reset(state)
        self.capacity = (state.size + 1, state.size + 1) if shifting(state) else (0, 0)
        self.fit(state)

    def animate(self, state, move) -> Animation:
        if state.choosing():
            return PlaceAnimation(state.to_move, move)
        dest, shift = move if isinstance(move, tuple) else (move, None)
        path = state.path_to(dest)
        line, vector = (), (0, 0)
        if shift is not None:
            vector = SHIFTS[shift]
            row, col = place(state, dest)
            line = tuple(c for c in range(len(state.grid)) if self._on_field(state, c)
                         and place(state, c)[0 if vector[0] == 0 else 1]
                         == (row if vector[0] == 0 else col))
        anim = MoveAnimation(state.to_move, path, [place(state, c) for c in path], line, vector)
        self._walking = anim
        return anim

    def _draw_rulers(self, surface, busy: bool) -> None:
        """The coordinates the log, hints and messages use: rows numbered down the left,
        columns lettered along the bottom, as on a chess board.  They name places on the
        field as it lies (a shifting board's names follow its cards' current places, so they
        are redrawn as the field settles after a shift, never during the slide)."""
        if busy or not self.ruler:
            return
        ink = theme.TEXT_MUTED
        for r in range(self.rows):
            draw.text(surface, str(r + 1), (self.field_rect.left - 10, self.centre(r, 0)[1]),
                      14, ink, True, "midright")
        for c in range(self.cols):
            draw.text(surface, column_name(c), (self.centre(0, c)[0],
                                                self.field_rect.bottom + 3), 14, ink, True,
                      "midtop")

    def trails(self, recent) -> list:
        """(seat, the places walked) of each move in `recent` (a starting card chosen has
        none), worked out once per change of the table."""
        if self._trails[0] is not recent:
            out = []
            for r in recent:
                if r.before.choosing():
                    continue
                dest = r.move[0] if isinstance(r.move, tuple) else r.move
                out.append((r.seat, [place(r.before, c) for c in r.before.path_to(dest)]))
            self._trails = (recent, out)
        return self._trails[1]

    def moved(self, state, move, ctx: ViewContext) -> None:
        self._walking = None
        self.pending = None
        self.fit(state)
        if (isinstance(state, SoloState) and state.is_over() and state.outcome().winners
                and ctx.store is not None and 0 in ctx.humans):
            self._record_solve(state, ctx)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, state, ctx: ViewContext) -> None:
        self.fit(state)
        suits = self.suits(state.grid)
        anim = ctx.animation if isinstance(ctx.animation, MoveAnimation) else None
        placing = ctx.animation if isinstance(ctx.animation, PlaceAnimation) else None
        busy = anim is not None or placing is not None
        interactive = ctx.interactive and not busy
        hover = self.card_at_pos(state, ctx.mouse) if interactive else None
        legal = self.destinations(state) if interactive else []
        arrow = self.arrow_at(state, ctx.mouse) if interactive else None
        preview = None
        if interactive and not state.choosing():
            aim = self.pending if self.pending is not None else hover if hover in legal else None
            if aim is not None:
                preview = state.path_to(aim)

        # the cards that move on their own this frame are drawn over the cached layer
        flipping = anim.path[0] if anim is not None and anim.flip > 0 else None
        sliding = anim.line if anim is not None and anim.slide > 0 else ()
        self._blit_base(surface, state, suits, anim.seat if anim else None, flipping, sliding)
        nudge = (0.0, 0.0)
        if sliding:
            nudge = (anim.vector[0] * anim.slide, anim.vector[1] * anim.slide)
        for card in sliding:
            r, c = place(state, card)
            self._draw_card(surface, state, card, suits[card],
                            self.cell_rect(r + nudge[0], c + nudge[1]),
                            flip=1.0 if card == flipping else None)
        if flipping is not None and flipping not in sliding:
            self._draw_card(surface, state, flipping, suits[flipping],
                            self.cell_rect(*place(state, flipping)), flip=anim.flip)

        pulse = ctx.pulse(4.0)
        if self.pending is None:
            for card in legal:
                self._glow(surface, self.cell_rect(*place(state, card)), card == hover, pulse)
        else:
            self._draw_line_choice(surface, state, arrow, pulse)

        if isinstance(state, SoloState):
            self._draw_exit(surface, state, pulse)

        # every move since your turn, each trail where it was walked (before any shift), in its
        # mover's colour, the older ones fainter
        if not busy and not preview:
            trails = self.trails(ctx.recent)
            for age, (seat, spots) in enumerate(reversed(trails)):
                self._draw_path(surface, spots, theme.seat_color(seat), max(40, 90 - 15 * age))
        if preview:
            spots = [place(state, c) for c in preview]
            self._draw_path(surface, spots, theme.seat_color(state.to_move), 235, numbered=True)
        if anim is not None:
            walked = anim.spots[:anim.position()[0] + 1]
            if len(walked) > 1 and not sliding:
                self._draw_path(surface, walked, theme.seat_color(anim.seat), 120)

        self._draw_rulers(surface, busy=sliding)

        # pawns (a pawn on a sliding line slides with it)
        for seat, card in enumerate(state.pawns):
            if card < 0 or (anim is not None and seat == anim.seat):
                continue
            r, c = place(state, card)
            if card in sliding:
                r, c = r + nudge[0], c + nudge[1]
            self.draw_token(surface, seat, self.centre(r, c), self.pawn_size)
        if anim is not None:
            if sliding:
                r, c = anim.spots[-1]
                self.draw_token(surface, anim.seat, self.centre(r + nudge[0], c + nudge[1]),
                                self.pawn_size)
            else:
                self._draw_walking_pawn(surface, anim)
        elif placing is not None:
            self._draw_placing_pawn(surface, state, placing)
        elif preview:
            self._ghost_pawn(surface, state.to_move, place(state, preview[-1]))
        elif interactive and state.choosing() and hover in legal:
            self._ghost_pawn(surface, state.to_move, place(state, hover))

        self._draw_marks(surface, state, ctx, busy)
        self._draw_hint_line(surface, state, ctx, hover, legal, arrow)

    def draw_hint(self, surface, state, move, ctx, label: str = "HINT") -> None:
        """A hint (or a move awaiting Confirm): the card framed in blue, and on the shifting
        board the arrow of its shift."""
        pulse = ctx.pulse(5)
        dest, shift = move if isinstance(move, tuple) else (move, None)
        rect = self.cell_rect(*place(state, dest))
        draw.rounded_rect(surface, (*theme.HINT, int(150 + 100 * pulse)), rect.inflate(12, 12),
                          14, 4)
        self._label(surface, label, (rect.centerx, rect.bottom - 30), theme.HINT)
        if shift is not None:
            self._arrow(surface, self.arrow_spots(state, dest)[shift], shift, True)

    def _glow(self, surface, rect, strong: bool, pulse: float) -> None:
        halo = 130 if strong else int(50 + 50 * pulse)
        draw.rounded_rect(surface, (*theme.GOLD_LIGHT, halo), rect.inflate(14, 14), 14, 5)
        edge = 255 if strong else int(170 + 60 * pulse)
        draw.rounded_rect(surface, (*theme.GOLD, edge), rect.inflate(6, 6), 11, 3)

    def _ghost_pawn(self, surface, seat, spot) -> None:
        ghost = self.tokens.get(seat, self.pawn_size).copy()
        ghost.set_alpha(130)
        surface.blit(ghost, ghost.get_rect(center=self.centre(*spot)))

    def _draw_marks(self, surface, state, ctx, busy) -> None:
        """The mover's step count on its card; at the end, who is stuck (or solved it)."""
        if busy:
            return
        if state.is_over():
            outcome = state.outcome()
            seat = state.to_move
            if state.pawns[seat] >= 0:
                rect = self.cell_rect(*place(state, state.pawns[seat]))
                if seat in outcome.winners:
                    self._badge(surface, (rect.right - 4, rect.top + 4), "✓", (40, 150, 80))
                else:
                    self._cross_badge(surface, (rect.right - 4, rect.top + 4))
            return
        if ctx.over or state.choosing():
            return
        seat = state.to_move
        rect = self.cell_rect(*place(state, state.pawns[seat]))
        counts = state.step_counts(seat)
        self._badge(surface, (rect.right - 4, rect.top + 4),
                    f"{counts[0]}-{counts[-1]}" if len(counts) > 1 else str(counts[0]),
                    theme.seat_color(seat))

    def _draw_exit(self, surface, state, pulse) -> None:
        """The solo puzzle's exit: a green door frame round the second jack."""
        rect = self.cell_rect(*place(state, state.exit))
        draw.rounded_rect(surface, (*EXIT, int(140 + 80 * pulse)), rect.inflate(10, 10), 13, 4)
        self._label(surface, "EXIT", (rect.centerx, rect.bottom - 30), EXIT)

    def _label(self, surface, words, midtop, color) -> None:
        w = 16 + 11 * len(words)
        box = pygame.Rect(0, 0, w, 24)
        box.midtop = midtop
        draw.rounded_rect(surface, (0, 0, 0, 90), box.move(0, 2), 8)
        draw.rounded_rect(surface, (*color, 255), box, 8)
        draw.text(surface, words, box.center, 14, (255, 255, 255), True, "center")

    def _draw_line_choice(self, surface, state, arrow, pulse) -> None:
        """A destination awaits its shift: its row and column outlined, an arrow at each end."""
        dest = self.pending
        row, col = place(state, dest)
        g = self.grid_rect
        row_rect = pygame.Rect(g.x, self.cell_rect(row, 0).y, g.w, self.ch)
        col_rect = pygame.Rect(self.cell_rect(0, col).x, g.y, self.cw, g.h)
        for rect, shifts in ((row_rect, "<>"), (col_rect, "^v")):
            strong = arrow in tuple(shifts)
            draw.rounded_rect(surface, (*theme.GOLD, 230 if strong else 110),
                              rect.inflate(10, 10), 12, 3)
        self._glow(surface, self.cell_rect(row, col), True, pulse)
        for shift, centre in self.arrow_spots(state, dest).items():
            self._arrow(surface, centre, shift, shift == arrow)

    def _arrow(self, surface, centre, shift, strong) -> None:
        x, y = centre
        draw.circle(surface, (0, 0, 0, 100), (x, y + 3), ARROW_R)
        draw.circle(surface, theme.GOLD if strong else (246, 240, 226), (x, y), ARROW_R)
        draw.circle(surface, theme.darken(theme.GOLD, 0.3), (x, y), ARROW_R, 2)
        dy, dx = SHIFTS[shift]
        k = ARROW_R * 0.5
        tip = (x + dx * k, y + dy * k)
        back = (x - dx * k * 0.8, y - dy * k * 0.8)
        side = (-dy * k * 0.75, dx * k * 0.75)
        ink = (40, 34, 20)
        draw.polygon(surface, ink, [tip, (back[0] + side[0], back[1] + side[1]),
                                    (back[0] - side[0], back[1] - side[1])])

    def _blit_base(self, surface, state, suits, skip_seat, skip_cell, moving) -> None:
        key = (state.key(), skip_seat, skip_cell, moving, tuple(self.grid_rect),
               surface.get_size())
        area = self.field_rect.inflate(48, 48).clip(surface.get_rect())
        if key != self._base_key or self._base is None:
            layer = surface.copy()   # the table under the board, as drawn this frame
            mat = self.grid_rect.inflate(self.gap * 2 + 4, self.gap * 2 + 4)
            draw.shadow(layer, mat, 18, blur=14, alpha=90, offset=(0, 6))
            draw.rounded_rect(layer, (*theme.MAT, 255), mat, 18)
            draw.rounded_rect(layer, (255, 255, 255, 26), mat, 18, 1)
            if not moving:
                self._draw_ghosts(layer, state, suits, skip_seat)
            for card in range(len(state.grid)):
                if card == skip_cell or card in moving:
                    continue
                if shifting(state) and not self._on_field(state, card):
                    continue
                self._draw_card(layer, state, card, suits[card], self.cell_rect(*place(state, card)))
            self._base, self._base_key = layer, key
        surface.blit(self._base, area.topleft, area)

    def _draw_card(self, surface, state, cell, suit, rect, flip=None, alpha=255, shadow=True):
        down = bool(state.collapsed >> cell & 1)
        if flip is not None:
            # first half: the face narrows; second half: the back widens
            face_up = flip < 0.5
            k = abs(math.cos(flip * math.pi))
            img = (self.art.face(state.grid[cell], suit, self.cw, self.ch) if face_up
                   else self.art.back(self.cw, self.ch))
            w = max(1, int(self.cw * k))
            img = pygame.transform.smoothscale(img, (w, self.ch))
            lift = int(8 * math.sin(flip * math.pi))
            dest = img.get_rect(center=(rect.centerx, rect.centery - lift))
            sh = self.art.shadow(max(2, w), self.ch)
            surface.blit(sh, (dest.x - 10 + 1, dest.y - 10 + 3 + lift))
            surface.blit(img, dest)
            if flip >= 1:
                draw.rounded_rect(surface, (0, 0, 0, 70), dest, max(4, self.cw // 11))
            return
        img = self.art.back(self.cw, self.ch) if down else self.art.face(
            state.grid[cell], suit, self.cw, self.ch)
        if shadow:
            sh = self.art.shadow(self.cw, self.ch)
            if alpha < 255:
                sh = sh.copy()
                sh.set_alpha(alpha)
            surface.blit(sh, (rect.x - 10 + 1, rect.y - 10 + 3))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, rect)
        if down:
            # collapsed cards sink a little into the felt
            draw.rounded_rect(surface, (0, 0, 0, 70), rect, max(4, self.cw // 11))

    def _draw_ghosts(self, surface, state, suits, skip_seat) -> None:
        """Faded copies of the field's last row above it, its first row below, and the same
        for columns, clipped to thin strips: the board continues round the edges."""
        rows, cols = state.field_size()
        g = self.grid_rect
        strips = [
            (pygame.Rect(g.x, g.y - self.gap - self.ghost_h, g.w, self.ghost_h), "top"),
            (pygame.Rect(g.x, g.bottom + self.gap, g.w, self.ghost_h), "bottom"),
            (pygame.Rect(g.x - self.gap - self.ghost_w, g.y, self.ghost_w, g.h), "left"),
            (pygame.Rect(g.right + self.gap, g.y, self.ghost_w, g.h), "right"),
        ]
        for strip, side in strips:
            layer = pygame.Surface(strip.size, pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            offset = (-strip.x, -strip.y)
            for i in range(cols if side in ("top", "bottom") else rows):
                if side == "top":
                    card, (gr, gc) = state.card_at(rows - 1, i), (-1, i)
                elif side == "bottom":
                    card, (gr, gc) = state.card_at(0, i), (rows, i)
                elif side == "left":
                    card, (gr, gc) = state.card_at(i, cols - 1), (i, -1)
                else:
                    card, (gr, gc) = state.card_at(i, 0), (i, cols)
                if card is None:
                    continue                    # a gap shows as felt
                rect = self.cell_rect(gr, gc).move(offset)
                self._draw_card(layer, state, card, suits[card], rect, shadow=False)
                for seat, pc in enumerate(state.pawns):
                    if pc == card and seat != skip_seat:
                        cx, cy = self.centre(gr, gc)
                        img = self.tokens.get(seat, self.pawn_size)
                        layer.blit(img, img.get_rect(center=(cx + offset[0], cy + offset[1])))
            layer.blit(self._fade_mask(strip.size, side), (0, 0),
                       special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(layer, strip)

    _masks: dict = {}

    def _fade_mask(self, size, side) -> pygame.Surface:
        key = (size, side)
        if key not in self._masks:
            w, h = size
            mask = pygame.Surface(size, pygame.SRCALPHA)
            length = h if side in ("top", "bottom") else w
            for i in range(length):
                # i = distance from the grid
                a = int(150 * (1 - i / max(1, length)) ** 1.3)
                color = (255, 255, 255, a)
                if side == "top":
                    pygame.draw.line(mask, color, (0, h - 1 - i), (w, h - 1 - i))
                elif side == "bottom":
                    pygame.draw.line(mask, color, (0, i), (w, i))
                elif side == "left":
                    pygame.draw.line(mask, color, (w - 1 - i, 0), (w - 1 - i, h))
                else:
                    pygame.draw.line(mask, color, (i, 0), (i, h))
            self._masks[key] = mask
        return self._masks[key]

    @staticmethod
    def _segments(spots):
        """Straight segments (field coordinates) of a path on the wrapping field: a step
        across an edge becomes two, one leaving the field and one entering on the far side."""
        segs = []
        for (ra, ca), (rb, cb) in zip(spots, spots[1:]):
            dr, dc = rb - ra, cb - ca
            if abs(dr) > 1:       # wrapped vertically
                step = -1 if dr > 0 else 1
                segs.append(((ra, ca), (ra + step, ca)))
                segs.append(((rb - step, cb), (rb, cb)))
            elif abs(dc) > 1:     # wrapped horizontally
                step = -1 if dc > 0 else 1
                segs.append(((ra, ca), (ra, ca + step)))
                segs.append(((rb, cb - step), (rb, cb)))
            else:
                segs.append(((ra, ca), (rb, cb)))
        return segs

    def _draw_path(self, surface, spots, color, alpha, numbered=False) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.field_rect.inflate(-4, -4))
        line = (*theme.lighten(color, 0.25), alpha)
        for a, b in self._segments(spots):
            draw.thick_line(surface, (0, 0, 0, alpha // 3), self._shift(self.centre(*a), 2),
                            self._shift(self.centre(*b), 2), 9)
            draw.thick_line(surface, line, self.centre(*a), self.centre(*b), 7)
        surface.set_clip(clip)
        if numbered:
            for i, spot in enumerate(spots[1:-1], 1):
                self._badge(surface, self.centre(*spot), str(i), color, radius=13)

    @staticmethod
    def _shift(p, d):
        return (p[0], p[1] + d)

    def _draw_walking_pawn(self, surface, anim: MoveAnimation) -> None:
        i, t = anim.position()
        (ra, ca), (rb, cb) = anim.spots[i], anim.spots[i + 1]
        dr, dc = rb - ra, cb - ca
        hop = math.sin(t * math.pi) * self.ch * 0.08
        positions = []
        if abs(dr) > 1 or abs(dc) > 1:
            sr = (-1 if dr > 0 else 1) if abs(dr) > 1 else dr
            sc = (-1 if dc > 0 else 1) if abs(dc) > 1 else dc
            positions.append((ra + sr * t, ca + sc * t))
            positions.append((rb - sr * (1 - t), cb - sc * (1 - t)))
        else:
            positions.append((ra + dr * t, ca + dc * t))
        clip = surface.get_clip()
        surface.set_clip(self.field_rect)
        size = int(self.pawn_size * (1 + 0.08 * math.sin(t * math.pi)))
        for r, c in positions:
            x, y = self.centre(r, c)
            sh = Tokens.shadow(self.pawn_size)
            surface.blit(sh, sh.get_rect(center=(x, y + self.pawn_size * 0.1 + hop * 0.3)))
            img = self.tokens.get(anim.seat, size)
            surface.blit(img, img.get_rect(center=(round(x), round(y - hop))))
        surface.set_clip(clip)

    def _draw_placing_pawn(self, surface, state, anim: PlaceAnimation) -> None:
        """The chosen starting card receives its pawn: it drops in from above."""
        t = draw.ease_in_out(anim.progress)
        x, y = self.centre(*place(state, anim.card))
        size = int(self.pawn_size * (1.5 - 0.5 * t))
        img = self.tokens.get(anim.seat, size).copy()
        img.set_alpha(int(80 + 175 * t))
        surface.blit(img, img.get_rect(center=(round(x), round(y - (1 - t) * self.ch * 0.4))))

    def _badge(self, surface, center, label, color, radius=15) -> None:
        draw.circle(surface, (0, 0, 0, 90), (center[0], center[1] + 2), radius + 1)
        draw.circle(surface, (255, 255, 255), center, radius + 2)
        draw.circle(surface, color, center, radius)
        draw.text(surface, label, center, int(radius * 1.2), (255, 255, 255), True, "center")

    def _cross_badge(self, surface, center, radius=15) -> None:
        self._badge(surface, center, "", (70, 74, 82), radius)
        d = radius * 0.42
        x, y = center
        draw.thick_line(surface, (255, 255, 255), (x - d, y - d), (x + d, y + d), 3)
        draw.thick_line(surface, (255, 255, 255), (x - d, y + d), (x + d, y - d), 3)

    def _draw_hint_line(self, surface, state, ctx, hover, legal, arrow) -> None:
        msg, color = "", theme.TEXT_MUTED
        if ctx.interactive and not state.is_over():
            if arrow is not None:
                row, col = place(state, self.pending)
                msg = ("Shift " + SHIFT_WORDS[arrow].format(row=row + 1, col=column_name(col))
                       + " and end your turn")
            elif self.pending is not None:
                msg = (f"Moving to {state.cell_name(self.pending)}: now pick an arrow to shift "
                       f"its row or column (or use the arrow keys)")
            elif self.leaving is not None and isinstance(state, SoloState):
                left = state.face_up_left()
                msg = (f"Leaving now ends the puzzle unsolved ({left} card{'s' * (left > 1)} "
                       f"still face up): click the exit again to leave")
                color = theme.GOLD_LIGHT
            elif state.choosing():
                msg = (f"Start on {state.cell_name(hover)}" if hover in legal
                       else "Choose any glowing card to start on")
            elif hover is not None and hover in legal:
                steps = state.walked(hover)
                msg = (f"Move to {state.cell_name(hover)}: {steps} step"
                       f"{'s' if steps != 1 else ''}")
                if isinstance(state, SoloState) and hover == state.exit:
                    msg = f"Leave through the exit on {state.cell_name(hover)}"
            elif hover is not None:
                target = (hover, "<") if shifting(state) else hover
                msg = f"Can't end on {state.cell_name(hover)}: {state.why_illegal(target)}"
            else:
                msg = "Choose a glowing card to move there"
        if msg:
            draw.text(surface, msg, self.hint_pos, 17, color, False, "center")
