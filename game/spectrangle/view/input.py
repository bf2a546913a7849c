"""What the person at the rack has chosen so far, and what their taps, drags, wheel turns
and keys make of it: a move, or nothing yet.

A tile is chosen from the rack (a tap, or keys 1-4) and turned 60° at a time (a tap on it
again, the wheel, R or the arrow keys); every field where it fits as it lies is lit, and a
tap on one places it; so does dragging the tile there, or Tab and Enter.  A tap on a field
where the chosen tile fits once turned turns it to its best position there and places it,
the same one tap.  A tap never
picks what it did not touch: a tap on a field with no tile chosen, on a field taken, or on
one where no turn of the chosen tile fits is refused (the line under the board says why
until the next tap, and the shell plays the "invalid" sound), and so is a tile dropped
there.  Exchange makes the next tap on a tile return it to the bag.  Taps read the layout's
hit areas: a tap between two targets lands on the nearer."""

from __future__ import annotations

import math

import pygame

from game.spectrangle.rules import EXCHANGE, FIELDS, PASS, SIDES_TILE, TILE_CODES, TILE_ID, UP
from game.ui import draw
from game.ui.view import Input, ViewContext

from .layout import Layout
from .tiles import angle_of, orientations

SPIN_TIME = 0.16       # a 60° turn of the chosen tile (s)
DRAG = 14              # points a tile must be dragged before it counts as a drag

# Arrows turn the chosen tile, Tab walks the fields where it fits, Enter places it.
OWN_KEYS = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
                      pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
DIGITS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3,
          pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3}


def can_act(state, ctx: ViewContext) -> bool:
    """A person may choose now (nothing moving, the game on)."""
    return ctx.interactive and ctx.animation is None and not state.is_over()


class Chooser(Input):
    """The chosen tile, how each tile is turned, Exchange, the keyboard's field, a press and
    a drag under way: the choosing half of the board's input (touch.py, `view.input`), on
    the view's layout (`view.geo`)."""

    def __init__(self, view):
        super().__init__(view)
        self.rot: dict[int, int] = {}     # tile -> its position (0-5) as the player turned it
        self.selected: int | None = None  # the tile picked from the rack
        self.exchanging = False           # Exchange chosen: the next tile tapped goes back
        self.cursor: int | None = None    # a field chosen with Tab (keyboard play)
        self.spin = None                  # (tile, from rot, steps, start time): a turn
        self.press = None                 # (pos, target) of a press
        self.drag = None                  # (tile, pos) while a tile is dragged
        self.drop_from = None             # where a dropped tile was let go (its flight starts)
        self.refusal = None               # (field, position) of the last tap refused
        self._refused = False             # the last release was refused (for the sound)
        self._fits: dict = {}

    # --- forgetting ------------------------------------------------------------------------------
    def cancel(self) -> None:
        super().cancel()
        self.view.loupe = None
        self.selected = None
        self.exchanging = False
        self.cursor = None
        self.press = None
        self.drag = None
        self.refusal = None

    def reset(self) -> None:
        self.cancel()
        self.rot.clear()
        self.spin = None
        self.drop_from = None
        self._fits.clear()

    def selecting(self) -> bool:
        return self.selected is not None or self.exchanging

    def dragging(self):
        """The tile in the player's fingers, or None."""
        return self.drag[0] if self.drag is not None else None

    def settle(self, state, ctx: ViewContext, moving: bool) -> None:
        """Once a frame: drop a choice nobody may act on any more."""
        if not can_act(state, ctx) and not moving:
            self.selected = None
            self.exchanging = False
            self.drag = None
        if self.selected is not None and self.selected not in state.hands[state.to_move]:
            self.selected = None

    # --- where a tile fits -----------------------------------------------------------------------
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

    def forget_fits(self) -> None:
        self._fits.clear()

    def rotation(self, tile: int) -> int:
        return self.rot.get(tile, 0)

    def lit(self, state, ctx: ViewContext) -> dict[int, tuple]:
        """field -> (move, points) where the chosen tile fits as it lies now."""
        if self.selected is None or not can_act(state, ctx):
            return {}
        return self.fits(state, self.selected)[self.rotation(self.selected)]

    def turned_fits(self, state, lit) -> set:
        """The fields where the chosen tile fits once turned (not as it lies)."""
        if self.selected is None:
            return set()
        fits = self.fits(state, self.selected)
        return {f for r in range(6) for f in fits[r]} - set(lit)

    # --- choosing and turning --------------------------------------------------------------------
    def select(self, state, tile: int, time: float) -> None:
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
                self.turn_to(tile, best, time)
        self.cursor = None

    def turn_to(self, tile: int, rot: int, time: float, steps: int | None = None) -> None:
        old = self.rotation(tile)
        if steps is None:
            steps = (rot - old) % 6
            if steps > 3:
                steps -= 6
        self.rot[tile] = rot % 6
        if steps:
            self.spin = (tile, old, steps, time)
        self.cursor = None

    def turn(self, state, steps: int, time: float) -> None:
        if self.selected is None:
            hand = state.hands[state.to_move]
            if hand:
                self.select(state, hand[0], time)
            return
        self.turn_to(self.selected, self.rotation(self.selected) + steps, time, steps)

    def spin_angle(self, tile: int, time: float) -> float:
        """The angle the tile is shown at (turning towards its position)."""
        rot = self.rotation(tile)
        if self.spin is not None and self.spin[0] == tile:
            _, old, steps, t0 = self.spin
            t = (time - t0) / (SPIN_TIME * math.sqrt(abs(steps)))
            if 0 <= t < 1:
                return angle_of(old) + 60 * steps * draw.ease_out(t)
        return angle_of(rot)

    # --- a move's taps (tests, hints, the keyboard's cursor) --------------------------------------
    def target_on(self, state, move, lay: Layout):
        """Where the next tap towards `move` goes (points), or None."""
        if move == PASS:
            return lay.skip.center
        if not isinstance(move, tuple) or len(move) != 2:
            return None
        hand = state.hands[state.to_move]
        if move[0] == EXCHANGE:
            tile = TILE_ID.get(move[1])
            if tile not in hand:
                return None
            if not self.exchanging:
                return lay.exchange.center
            return _point(lay.rack.slot_centre(hand.index(tile)))
        field, sides = move
        if not isinstance(field, int) or not 0 <= field < FIELDS:
            return None
        tile = SIDES_TILE[UP[field]].get(sides)
        if tile is None or tile not in hand:
            return None
        want = (sides, bool(UP[field]))
        where = orientations(tile)
        slot = _point(lay.rack.slot_centre(hand.index(tile)))
        if self.selected != tile:
            return slot                       # pick the tile first
        if where[self.rotation(tile)] != want:
            # a tap on the field turns the tile to its best position there: if that is
            # this move, tap the field, else turn the tile (a tap on it) once more
            r = self.best_turn(state, tile, field)
            if r is None or where[r] != want:
                return slot
        return _point(lay.field_centre(field))

    # --- pointer ---------------------------------------------------------------------------------
    def pointer_on(self, kind: str, pos, state, ctx: ViewContext, lay: Layout):
        """A press or release at `pos` on the board laid out as `lay`."""
        if kind == "down":
            self.press = (pos, lay.target_at(pos))
            self.drag = None
            self.refusal = None
            self._refused = False
            return None
        if kind == "move":
            press = self.press
            if (press is not None and press[1] is not None and press[1][0] == "slot"
                    and self.drag is None and not self.exchanging
                    and math.hypot(pos[0] - press[0][0], pos[1] - press[0][1]) >= DRAG):
                tile = slot_tile(state, press[1][1])
                if tile is not None:
                    if self.selected != tile:
                        self.select(state, tile, ctx.time)
                    self.drag = (tile, pos)
            elif self.drag is not None:
                self.drag = (self.drag[0], pos)
            return None
        if kind != "up":
            return None
        press, self.press = self.press, None
        drag, self.drag = self.drag, None
        if press is None:
            return None
        if drag is not None:
            # a tile let go over a field where it fits as it is turned is placed there;
            # where it fits once turned it is turned there (as a tap does), elsewhere on
            # the board it is refused
            field = lay.field_at(pos)
            if field is None:
                return None
            found = self.lit(state, ctx).get(field)
            if found is not None:
                self.drop_from = pos
                return found[0]
            return self.field_tap(state, field, ctx)
        here = lay.target_at(pos)
        if here is None or here != press[1]:
            return None
        what, index = here
        if what == "slot":
            return self.slot_tap(state, index, ctx)
        return self.field_tap(state, index, ctx)

    def slot_tap(self, state, slot: int, ctx: ViewContext):
        tile = slot_tile(state, slot)
        if tile is None:
            return None
        if self.exchanging:
            move = (EXCHANGE, TILE_CODES[tile])
            return move if move in state.legal_moves() else None
        if self.selected == tile:
            self.turn(state, 1, ctx.time)
        else:
            self.select(state, tile, ctx.time)
        return None

    def field_tap(self, state, field: int, ctx: ViewContext):
        """A tap on `field`: the move when the chosen tile fits there as it lies, or once
        turned (turned to its best position there, then placed: the same one tap either
        way); else refused (nothing else is chosen)."""
        found = self.lit(state, ctx).get(field)
        if found is not None:
            return found[0]
        r = None
        if not self.exchanging and self.selected is not None and state.board[field] is None:
            r = self.best_turn(state, self.selected, field)
        if r is None:
            self.refusal = (field, _position(state))
            self._refused = True
            return None
        self.turn_to(self.selected, r, ctx.time)
        self.cursor = field
        return self.fits(state, self.selected)[r][field][0]

    def refused_field(self, state) -> int | None:
        """The field of the last tap refused, while the position is the same (the line
        under the board says why until the next tap)."""
        if self.refusal is not None and self.refusal[1] == _position(state):
            return self.refusal[0]
        return None

    def refused(self, state, pos) -> bool:
        """The last release was on a field that chose nothing (for the "invalid" sound)."""
        return self._refused

    def best_turn(self, state, tile: int, field: int) -> int | None:
        """The position a tap on `field` turns `tile` to: where it scores most there (the
        nearest clockwise on a tie), or None if it fits there in no position."""
        fits = self.fits(state, tile)
        options = [(fits[r][field][1], r) for r in range(6) if field in fits[r]]
        if not options:
            return None
        cur = self.rotation(tile)
        return max(options, key=lambda o: (o[0], -((o[1] - cur) % 6)))[1]

    # --- wheel and keys --------------------------------------------------------------------------
    def wheel(self, steps: int, state, ctx: ViewContext):
        self.view.fit_players(state)
        lay = self.view.geo
        if not steps or not can_act(state, ctx) or self.exchanging:
            return None
        self.refusal = None
        slot = lay.slot_at(ctx.mouse, reach=0)
        tile = slot_tile(state, slot) if slot is not None else None
        if tile is not None and tile != self.selected:
            self.select(state, tile, ctx.time)
        else:
            self.turn(state, 1 if steps > 0 else -1, ctx.time)
        return None

    def own_keys(self, state) -> frozenset:
        return OWN_KEYS

    def key(self, key: int, state, ctx: ViewContext):
        self.view.fit_players(state)
        if not can_act(state, ctx):
            return None
        self.refusal = None
        if key in DIGITS:
            return self.slot_tap(state, DIGITS[key], ctx)
        if self.exchanging:
            return None
        if key in (pygame.K_r, pygame.K_RIGHT, pygame.K_UP):
            self.turn(state, 1, ctx.time)
        elif key in (pygame.K_LEFT, pygame.K_DOWN):
            self.turn(state, -1, ctx.time)
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

    # --- what a tap may choose now ----------------------------------------------------------------
    def targets(self, state, ctx: ViewContext, lay: Layout, rack_mine: bool) -> tuple:
        """(the rack's cells a tap may choose, the fields where the chosen tile fits)."""
        if not can_act(state, ctx):
            return [], []
        hand = state.hands[state.to_move]
        out = [lay.rack.slots[i] for i in range(len(hand))] if rack_mine else []
        if self.exchanging or self.selected is None:
            return out, []
        fitting = set()
        fits = self.fits(state, self.selected)
        for r in range(6):
            fitting.update(fits[r])
        return out, sorted(fitting)


def _position(state) -> tuple:
    """What a refused tap belongs to: the position it was made in."""
    return (len(state.history), state.history[-1] if state.history else None, state.turn)


def slot_tile(state, i: int | None) -> int | None:
    hand = state.hands[state.to_move]
    return hand[i] if i is not None and 0 <= i < len(hand) else None


def _point(p) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))
