"""How a Collapsi move moves: a pawn walking its path one step at a time, its starting card
turning over, on the shifting board the landed card's line sliding one space, and in
player's choice a pawn set down on its card.  Also the paths themselves: the straight
segments a walk draws on the wrapping field, and the trails of the moves made since the
watching player's turn."""

from __future__ import annotations

import math

from game.ui.draw import ease_in_out
from game.ui.view import Animation

from ..rules import SHIFTS
from .layout import on_field, place

STEP_TIME = 0.2     # seconds per step of an animated move
FLIP_TIME = 0.3     # the starting card turning face down
SLIDE_TIME = 0.35   # the shifted line sliding one space
PLACE_TIME = 0.35   # a pawn set down on its chosen starting card


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
        return i, ease_in_out(t - i)

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
        return ease_in_out(min(1.0, t / SLIDE_TIME))

    def pawn_places(self) -> tuple[list[tuple[float, float]], float]:
        """Where the walking pawn is drawn, in (row, col) of the field (two places while it
        crosses an edge: leaving on one side, entering on the other), and how high it hops
        (0..1)."""
        i, t = self.position()
        (ra, ca), (rb, cb) = self.spots[i], self.spots[i + 1]
        dr, dc = rb - ra, cb - ca
        if abs(dr) > 1 or abs(dc) > 1:
            sr = (-1 if dr > 0 else 1) if abs(dr) > 1 else dr
            sc = (-1 if dc > 0 else 1) if abs(dc) > 1 else dc
            places = [(ra + sr * t, ca + sc * t), (rb - sr * (1 - t), cb - sc * (1 - t))]
        else:
            places = [(ra + dr * t, ca + dc * t)]
        return places, math.sin(t * math.pi)


class PlaceAnimation(Animation):
    """Player's choice: a pawn set down on the starting card it chose."""

    def __init__(self, seat: int, card: int):
        super().__init__(PLACE_TIME)
        self.seat = seat
        self.card = card


def animation(state, move) -> Animation:
    """The animation of `move` from `state` (before it)."""
    if state.choosing():
        return PlaceAnimation(state.to_move, move)
    dest, shift = move if isinstance(move, tuple) else (move, None)
    path = state.path_to(dest)
    line, vector = (), (0, 0)
    if shift is not None:
        vector = SHIFTS[shift]
        row, col = place(state, dest)
        axis, index = (0, row) if vector[0] == 0 else (1, col)
        line = tuple(c for c in range(len(state.grid))
                     if on_field(state, c) and place(state, c)[axis] == index)
    return MoveAnimation(state.to_move, path, [place(state, c) for c in path], line, vector)


def segments(spots):
    """Straight segments (field coordinates) of a path on the wrapping field: a step across
    an edge becomes two, one leaving the field and one entering on the far side."""
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


class Trails:
    """(seat, the places walked) of each recent move (a starting card chosen has none),
    worked out once per change of the table: the places as they were walked, before any
    shift moved the cards."""

    def __init__(self):
        self._seen = ((), [])

    def __call__(self, recent) -> list:
        if self._seen[0] is not recent:
            out = []
            for r in recent:
                if r.before.choosing():
                    continue
                dest = r.move[0] if isinstance(r.move, tuple) else r.move
                out.append((r.seat, [place(r.before, c) for c in r.before.path_to(dest)]))
            self._seen = (recent, out)
        return self._seen[1]
