"""How a Collapsi move moves: a pawn walking its path one step at a time, its starting card
turning over, on the shifting board the landed card's line sliding one space, and in
player's choice a pawn set down on its card.  Also the paths themselves: the straight
segments a walk draws on the wrapping field, and the trails of the moves made since the
watching player's turn, on the cards where they now lie."""

from __future__ import annotations

import math
from itertools import pairwise

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
    for (ra, ca), (rb, cb) in pairwise(spots):
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


def steps_of(spots) -> list[tuple[int, int, bool]]:
    """Each step of a walk through field places `spots` as (rows, cols, wrapped): the unit
    step taken, and whether it crossed the field's edge (to come in on the far side)."""
    out = []
    for (ra, ca), (rb, cb) in pairwise(spots):
        dr, dc = rb - ra, cb - ca
        wrapped = abs(dr) > 1 or abs(dc) > 1
        if wrapped:
            dr = (-1 if dr > 0 else 1) if abs(dr) > 1 else 0
            dc = (-1 if dc > 0 else 1) if abs(dc) > 1 else 0
        out.append((dr, dc, wrapped))
    return out


def trail_segments(walked, now, size) -> list:
    """The segments (field places, halves allowed) of a walk drawn on its cards where they
    lie now: `walked` the cards' places as walked, `now` where they lie, `size` the field's
    (rows, cols) now.  A step between cards still side by side is a straight line; where a
    shift has slid one of them along since, the line jogs on the border between them by as
    much as the line slid (every segment stays upright or level); a step across the field's
    edge leaves past that edge and comes in past the opposite one."""
    rows, cols = size
    segs = []
    for (dr, dc, wrapped), a, b in zip(steps_of(walked), now, now[1:], strict=False):
        if wrapped:
            out = (-1 if dr < 0 else rows if dr > 0 else a[0],
                   -1 if dc < 0 else cols if dc > 0 else a[1])
            into = (rows if dr < 0 else -1 if dr > 0 else b[0],
                    cols if dc < 0 else -1 if dc > 0 else b[1])
            segs += [(a, out), (into, b)]
        elif dr:                          # a step up or down: the jog runs level, between
            mid = a[0] + (b[0] - a[0]) / 2
            segs += [(a, (mid, a[1])), ((mid, a[1]), (mid, b[1])), ((mid, b[1]), b)]
        else:                             # a step left or right: the jog runs upright
            mid = a[1] + (b[1] - a[1]) / 2
            segs += [(a, (a[0], mid)), ((a[0], mid), (b[0], mid)), ((b[0], mid), b)]
    return [(p, q) for p, q in segs if p != q]


class Trails:
    """Each recent move's trail (a starting card chosen has none), drawn on the cards it
    walked where they lie now: from its starting card, collapsed, to the card its pawn
    stands on, even after shifts have slid them.  Plain data, worked out once per change of
    the table: (seat, the cards' places now, the segments to draw)."""

    def __init__(self):
        self._seen = (None, None, [])

    def __call__(self, recent, state) -> list:
        key = state.key()
        if self._seen[0] is not recent or self._seen[1] != key:
            out = []
            size = state.field_size()
            for r in recent:
                if r.before.choosing():
                    continue
                dest = r.move[0] if isinstance(r.move, tuple) else r.move
                cards = r.before.path_to(dest)
                walked = [place(r.before, c) for c in cards]
                now = [place(state, c) for c in cards]
                out.append((r.seat, now, trail_segments(walked, now, size)))
            self._seen = (recent, key, out)
        return self._seen[2]
