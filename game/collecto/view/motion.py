"""Collecto's animations: a push (or the two of a double move) slides its balls to the edge,
those that now touch a ball of their colour light up and fly to the mover's tray; a
declaration or a pass is said on the board."""

from __future__ import annotations

from game.collecto.rules import pushed, slides, touching
from game.ui import draw
from game.ui.view import Animation

SLIDE_TIME = 0.30    # one push: the balls sliding to the edge (s)
GLOW_TIME = 0.25     # the balls that touch light up before they go
FLY_TIME = 0.55      # a collected ball flying to the mover's tray
STAGGER = 0.045      # between two flying balls
SAY_TIME = 1.0       # a declaration or a pass on the board
GAIN_TIME = 1.0      # the colours just collected glow in the tray


class PushAnimation(Animation):
    """One push (or the two of a double move): the balls slide to the edge, those that now
    touch a ball of their colour light up, then fly to the mover's tray.  `skip` pushes
    already shown (the first of a double move, slid when it was chosen) are not slid again."""

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

    def gains(self) -> list[int]:
        """Balls collected per colour code (index 1-6)."""
        out = [0] * 7
        for c in self.collected:
            out[self.final[c]] += 1
        return out


class SayAnimation(Animation):
    """A declaration ("I can't find a move") or a pass, shown on the board."""

    def __init__(self, seat: int, move, text: str, name: str):
        self.seat = seat
        self.name = name
        self.move = move
        self.text = text
        super().__init__(SAY_TIME)


def first_slide(first_at: float, now: float) -> float | None:
    """How far the first push of a double move has slid since it was chosen (eased), or
    None once it is in place."""
    if now - first_at >= SLIDE_TIME:
        return None
    return draw.ease_in_out((now - first_at) / SLIDE_TIME)


def flight_path(start, end, t: float) -> tuple[float, float]:
    """A collected ball's place on its arc from the board to the tray (eased)."""
    e = draw.ease_in_out(t)
    mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - 90)
    x = (1 - e) ** 2 * start[0] + 2 * (1 - e) * e * mid[0] + e ** 2 * end[0]
    y = (1 - e) ** 2 * start[1] + 2 * (1 - e) * e * mid[1] + e ** 2 * end[1]
    return x, y
