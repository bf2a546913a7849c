"""What moves on Spectrangle's screen: a tile flying from a hand (the rack or a seat's
panel) to its field, turning on the way, and settling; a skip or an exchange announced on
the board (an exchanged tile flying into the bag); a tile drawn from the bag growing in its
hand; the score floating up from the field with its breakdown; who starts, announced.

The animations are made from the state BEFORE the move and the places the layout gives; the
rest is kept here between frames (`tick` starts each thing's clock on the frame it is first
shown, so a picture on the rules page, whose clock is its own, shows them too)."""

from __future__ import annotations

from dataclasses import dataclass, field as _field

from game.spectrangle.rules import (
    BONUS,
    EXCHANGE,
    LEFT,
    PASS,
    RIGHT,
    SIDES_TILE,
    TILE_ID,
    TOUCHES,
    UP,
    VALUE,
    VERT,
)
from game.core.i18n import _
from game.ui import draw
from game.ui.view import Animation

from .tiles import angle_of, orientations
from .words import breakdown

FLY_TIME = 0.55        # a computer's tile flying from its hand to the field (s)
HUMAN_FLY = 0.32       # a person's tile (it was already shown on the field)
SETTLE_TIME = 0.22     # the tile dropping into its field
POP_TIME = 1.9         # the score floating up
CUT_TIME = 0.25        # a score fading out early (the next one is on its way)
NEW_TIME = 0.35        # a tile drawn from the bag appearing in a hand
SAY_TIME = 1.1         # "skips" / "exchanges" on the board
EXCHANGE_TIME = 0.75   # a returned tile flying into the bag
INTRO_TIME = 3.2       # who starts, on the board


class PlaceAnimation(Animation):
    """A tile flying from a hand to its field (turning on the way), then settling."""

    def __init__(self, seat: int, tile: int, move, start, start_side: float, start_angle: float,
                 end, end_side: float, end_angle: float, fly: float, slot: int, rack: bool):
        self.seat, self.tile, self.move = seat, tile, move
        self.start, self.end = start, end
        self.start_side, self.end_side = start_side, end_side
        self.start_angle, self.end_angle = start_angle, end_angle
        self.fly = fly
        self.slot = slot                    # the hand slot the tile left
        self.rack = rack                    # it left the rack (else a seat's panel)
        self.points = 0
        self.draws = False                  # a tile is drawn from the bag after it
        self.detail = ""
        super().__init__(fly + SETTLE_TIME)

    def pose(self):
        """(centre, side, angle, lift 0..1) of the tile now."""
        t = min(1.0, self.elapsed / self.fly) if self.fly > 0 else 1.0
        e = draw.ease_in_out(t)
        (x0, y0), (x1, y1) = self.start, self.end
        mid = ((x0 + x1) / 2, min(y0, y1) - 60)       # a gentle arc
        x = (1 - e) ** 2 * x0 + 2 * (1 - e) * e * mid[0] + e ** 2 * x1
        y = (1 - e) ** 2 * y0 + 2 * (1 - e) * e * mid[1] + e ** 2 * y1
        lift = 1.0
        side = draw.lerp(self.start_side, self.end_side * 1.12, e)
        if self.elapsed > self.fly:
            k = draw.ease_out((self.elapsed - self.fly) / SETTLE_TIME)
            side = draw.lerp(self.end_side * 1.12, self.end_side, k)
            lift = 1 - k
        angle = draw.lerp(self.start_angle, self.end_angle, draw.ease_in_out(min(1.0, t * 1.3)))
        return (x, y), side, angle, lift


class SayAnimation(Animation):
    """A skip or an exchange announced on the board (an exchange also flies a tile into the
    bag); `text` is the whole sentence, the player's name in it."""

    def __init__(self, seat: int, text: str, duration: float, tile: int | None = None,
                 start=None, side: float = 0.0, angle: float = 0.0, slot: int = -1,
                 rack: bool = False, move=None):
        self.seat, self.text, self.move = seat, text, move
        self.tile, self.start, self.side, self.angle = tile, start, side, angle
        self.slot, self.rack = slot, rack
        super().__init__(duration)

    def bag_flight(self, bag):
        """(centre, side, angle) of the returned tile on its way to `bag`, or None once in."""
        t = min(1.0, self.elapsed / (EXCHANGE_TIME * 0.7))
        if t >= 1 or self.tile is None:
            return None
        e = draw.ease_in_out(t)
        (x0, y0), (x1, y1) = self.start, bag
        mid = ((x0 + x1) / 2, min(y0, y1) - 80)
        x = (1 - e) ** 2 * x0 + 2 * (1 - e) * e * mid[0] + e ** 2 * x1
        y = (1 - e) ** 2 * y0 + 2 * (1 - e) * e * mid[1] + e ** 2 * y1
        return (x, y), draw.lerp(self.side, 26, e), self.angle + 180 * e


def flying(anim):
    """(seat, slot, from the rack) of the hand tile now in the air, or None."""
    if isinstance(anim, PlaceAnimation) or (isinstance(anim, SayAnimation)
                                            and anim.tile is not None):
        return anim.seat, anim.slot, anim.rack
    return None


def make(state, move, hand_pose, field_centre, field_side: float, human: bool, drop_from):
    """The animation of `move` (state BEFORE it).  `hand_pose(seat, slot, tile)` says where
    a hand's tile is drawn now: (centre, side, angle, in the rack); a person's tile let go
    over its field (`drop_from`) flies from there."""
    seat = state.to_move
    hand = state.hands[seat]
    if move == PASS:
        # Translators: said on the board: {name} is a player ("Player 2")
        return SayAnimation(seat, _("{name} skips: no tile fits").format(
            name=state.seat_name(seat)), SAY_TIME, move=move)
    if move[0] == EXCHANGE:
        tile = TILE_ID[move[1]]
        slot = hand.index(tile)
        start, side, angle, rack = hand_pose(seat, slot, tile)
        # Translators: said on the board: {name} is a player ("Player 2"), {code} the tile's
        # code ("RRY5": its colours and value)
        text = _("{name} exchanges {code} and skips").format(name=state.seat_name(seat),
                                                              code=move[1])
        return SayAnimation(seat, text, EXCHANGE_TIME, tile,
                            start, side, angle, slot, rack, move)
    field, sides = move
    tile = SIDES_TILE[UP[field]][sides]
    slot = hand.index(tile)
    start, side, angle, rack = hand_pose(seat, slot, tile)
    if drop_from is not None and human:
        start, side = drop_from, field_side
    # the position it lands in, reached by the shortest turn
    where = orientations(tile)
    want = (sides, bool(UP[field]))
    best = min((r for r in range(6) if where[r] == want),
               key=lambda r: abs(((angle_of(r) - angle + 180) % 360) - 180))
    delta = ((angle_of(best) - angle + 180) % 360) - 180
    anim = PlaceAnimation(seat, tile, move, start, side, angle, field_centre(field),
                          field_side - 6, angle + delta, HUMAN_FLY if human else FLY_TIME,
                          slot, rack)
    anim.points = state.move_score(move)
    anim.draws = state.bag_count > 0
    anim.detail = score_detail(state, move)
    anim.landing = best
    return anim


def score_detail(state, move) -> str:
    """How a tile placed by `move` (state BEFORE it) scores, in words under its points."""
    field, sides = move
    tile = SIDES_TILE[UP[field]][sides]
    return breakdown(VALUE[tile], TOUCHES[state.constraint[field]], BONUS[field],
                     not state.placed)


def score_popup(state, field: int, points: int, detail: str, seat: int) -> Popup:
    """The score of the tile just placed on `field` (state AFTER it) floating up, and its
    neighbours whose shared sides flash."""
    touching = [n for n in (LEFT[field], RIGHT[field], VERT[field])
                if n >= 0 and state.board[n] is not None]
    return Popup(field, points, detail, seat, touching)


@dataclass
class Popup:
    """A score floating up from its field."""

    field: int
    points: int
    detail: str
    seat: int
    touching: list                   # the neighbours whose shared sides flash
    t0: float | None = None          # its first frame
    cut: bool = False                # a newer score came: it fades out early ...
    cut_at: float | None = None      # ... from this frame

    def age(self, time: float) -> float:
        return 0.0 if self.t0 is None else time - self.t0

    def alpha(self, time: float) -> int:
        age = self.age(time)
        t = age / POP_TIME
        alpha = 255 * min(1.0, age / 0.12, (1 - t) / 0.35)
        if self.cut_at is not None:
            alpha *= max(0.0, 1 - (time - self.cut_at) / CUT_TIME)
        return max(0, int(alpha))


@dataclass
class Motion:
    """What moves between frames besides the shell's running animation."""

    running: Animation | None = None            # the animation made last (until it lands)
    popups: list = _field(default_factory=list)
    fresh: list = _field(default_factory=list)  # [seat, slot, start time or None]: just drawn
    intro: list | None = None                   # [start time or None]: who starts, announced

    def reset(self, state) -> None:
        self.running = None
        self.popups = []
        self.fresh = []
        self.intro = [None] if not state.history else None

    def landed(self, state, anim) -> None:
        """`anim`'s move is on the state now: its score floats up, a drawn tile grows."""
        if isinstance(anim, PlaceAnimation):
            for p in self.popups:
                p.cut = True
            self.popups.append(score_popup(state, anim.move[0], anim.points, anim.detail,
                                           anim.seat))
            del self.popups[:-4]
            if anim.draws:
                self.fresh.append([anim.seat, anim.slot, None])
        elif isinstance(anim, SayAnimation) and anim.tile is not None:
            self.fresh.append([anim.seat, anim.slot, None])
        del self.fresh[:-8]

    def tick(self, time: float, state, choosing: bool) -> None:
        """Once a frame, before drawing: start the clocks of what is shown for the first
        time, and let go of what is over."""
        keep = []
        for p in self.popups:
            if p.t0 is None:
                p.t0 = time
            if p.cut and p.cut_at is None:
                p.cut_at = time
            if p.cut_at is not None and time - p.cut_at > CUT_TIME:
                continue
            if p.age(time) >= POP_TIME or p.age(time) < 0:
                continue
            keep.append(p)
        self.popups = keep
        for entry in self.fresh:
            if entry[2] is None:
                entry[2] = time
        if self.intro is not None:
            if self.intro[0] is None:
                self.intro[0] = time
            if time - self.intro[0] > INTRO_TIME or len(state.history) > 1 or choosing:
                self.intro = None

    def grow(self, seat: int, slot: int, time: float) -> float:
        """0..1: how far a tile just drawn into `slot` of `seat`'s hand has appeared."""
        for entry in self.fresh:
            if entry[0] == seat and entry[1] == slot and entry[2] is not None:
                t = (time - entry[2]) / NEW_TIME
                if t < 1:
                    return draw.ease_out(max(0.0, t))
        return 1.0

    def intro_alpha(self, time: float) -> int:
        """The banner's opacity (0 when none is shown)."""
        if self.intro is None or self.intro[0] is None:
            return 0
        age = time - self.intro[0]
        return max(0, int(255 * min(1.0, age / 0.25, (INTRO_TIME - age) / 0.4)))

    def showing_intro(self) -> bool:
        return self.intro is not None
