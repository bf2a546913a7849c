"""What moves on Coloretto's table: a card drawn (flipping off the deck, or carried from the
drawn card's spot) to its row, a taken row's cards flying one after the other to the taker's
pile, and the notices that fade by themselves (the round's banner, a pile's new cards
glowing)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui import draw
from game.ui.view import Animation

FLIP_TIME = 0.36     # a human's card turning over as it leaves the deck for the drawn-card spot
PLACE_TIME = 0.30    # a human's drawn card travelling from that spot to its row (s)
DRAW_TIME = 0.62     # a computer's card flipping off the deck on its way to its row
LAST_TIME = 0.70     # the last-round card turning up (official rules)
LIFT_TIME = 0.12     # a taken row's cards rising before they fly
FLY_TIME = 0.48      # one card flying to the taker's pile
STAGGER = 0.07       # between two flying cards
BANNER_TIME = 1.7    # "Round 3" / "Last round!" over the rows
GLOW_TIME = 1.0      # a pile's new cards glowing


class DrawAnimation(Animation):
    """A card drawn and placed.  A computer's: (the last-round card turning up, then) the
    card flipping over as it flies off the deck to its row ("fly").  A human's card is already
    turned over and waits in the drawn-card spot: it only travels to the row ("place")."""

    def __init__(self, seat: int, card: str, row: int, slot: int, revealed: bool,
                 last_card: bool):
        self.seat, self.card, self.row, self.slot = seat, card, row, slot
        if revealed:
            self.phases = [("place", PLACE_TIME)]
        else:
            self.phases = ([("last", LAST_TIME)] if last_card else []) + [("fly", DRAW_TIME)]
        super().__init__(sum(d for _, d in self.phases))
        self.start = None            # where a placed card starts (a card dragged: the finger)

    def phase(self) -> tuple[str, float]:
        t = self.elapsed
        for name, d in self.phases:
            if t < d:
                return name, t / d
            t -= d
        return self.phases[-1][0], 1.0


class TakeAnimation(Animation):
    """A row taken: its cards rise, then fly one after the other to the taker's pile."""

    def __init__(self, seat: int, row: int, cards: str, pile_after):
        self.seat, self.row, self.cards = seat, row, cards
        self.pile_after = tuple(pile_after)
        super().__init__(LIFT_TIME + FLY_TIME + STAGGER * max(0, len(cards) - 1) + 0.05)

    @property
    def lift(self) -> float:
        return draw.ease_out(self.elapsed / LIFT_TIME)

    def flight(self, i: int) -> float:
        """How far card `i` has flown (0 before it leaves, 1 in the pile)."""
        t = (self.elapsed - LIFT_TIME - i * STAGGER) / FLY_TIME
        return max(0.0, min(1.0, t))


def arc(start, end, rise: float, t: float) -> tuple[float, float]:
    """The point `t` (0..1) along a throw from `start` to `end` that rises `rise` points above
    the higher of the two (a quadratic Bézier curve)."""
    mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - rise)
    x = (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * mid[0] + t ** 2 * end[0]
    y = (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * mid[1] + t ** 2 * end[1]
    return x, y


class Notice:
    """Something shown for a while from the first frame that draws it: a banner ("Round 3"),
    a pile's new cards glowing.  The view stamps it with the frame's time before drawing."""

    def __init__(self, lasts: float, **what):
        self.lasts = lasts
        self.start: float | None = None
        self.__dict__.update(what)

    def stamp(self, now: float) -> bool:
        """Start the clock on the first frame; False once it has run out."""
        if self.start is None:
            self.start = now
        return now - self.start < self.lasts

    def age(self, now: float) -> float:
        return 0.0 if self.start is None else now - self.start


@dataclass
class Moment:
    """What the board shows besides the state, decided by the view for one frame."""

    anim: object = None                # the DrawAnimation or TakeAnimation running
    interactive: bool = False          # a person may move now (no animation running)
    held: dict | None = None           # the drawn card waiting for its row
    pointed: object = None             # what the pointer (or a finger held down) is on
    lit_rows: set = field(default_factory=set)    # rows the drawn card may go to (1-based)
    takes: set = field(default_factory=set)       # rows that may be taken (1-based)
    buttons: bool = False              # the Take buttons (Controls) are up
    drag: tuple | None = None          # the drawn card dragged to this point
    banner: Notice | None = None
    placed: dict = field(default_factory=dict)    # (row, slot) -> seat of recent cards
    touch: bool = False
    refused: object = None             # the target of a tap refused ("deck", ("row", r))
