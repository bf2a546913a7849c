"""Stepping through a game's line of moves without a display: the replay viewer's steps
(game/ui/replay.py adds its buttons, the review's and the retry's panels).  It moves the
controller's table (game/ui/playcontrol.py) along its line: at once to any move, or one move
forward animated, or by itself one move every STEP seconds.  A game still played can be
looked back at (`end`): the steps end at its position."""

from __future__ import annotations

STEP = 1.1          # seconds between moves when the replay plays by itself


class ReplaySteps:
    """The steps through `control`'s table (a PlayController); `end`: a game still played,
    looked back at from its position after `end` moves."""

    def __init__(self, control, end: int | None = None):
        self.control = control
        self.table = control.table
        self.end = end
        self.auto = False
        self.clock = 0.0

    @property
    def live(self) -> bool:
        """A game still played, looked back at (no review: its slot says Back to the game)."""
        return self.end is not None

    def cursor(self) -> int:
        """How many moves are shown played."""
        return self.table.cursor

    def length(self) -> int:
        """The moves the replay goes through: the line's, or a game's up to its position."""
        return len(self.table.line) if self.end is None else self.end

    def at_end(self) -> bool:
        return self.cursor() >= self.length()

    def seek(self, number: int) -> None:
        """Show the position after `number` moves, at once."""
        control = self.control
        control.phase.drop_move()
        self.table.seek(number)
        control.view.reset(control.state)
        self.shown()

    def shown(self) -> None:
        """A position was sought: what shows the line follows it (the replay viewer's list)."""

    def step_forward(self) -> None:
        """The next move, animated; a step asked for while one is still moving lands that
        one at once, so that no key press is lost."""
        control = self.control
        if control.phase.anim is not None:
            control.phase.anim.finish()
            control.apply_pending()
        if self.cursor() < self.length():
            control.start_move(self.table.line[self.cursor()])

    def toggle_auto(self) -> None:
        """Play by itself from here (from the start, at the end), or pause."""
        if self.cursor() >= self.length():
            self.seek(0)
        self.auto = not self.auto
        self.clock = STEP

    def pick(self, number: int) -> None:
        """A click on move `number` in the history panel."""
        self.auto = False
        self.seek(number)

    @property
    def retrying(self) -> bool:
        """A person tries a move again (the viewer's Retry your mistakes: replay.py)."""
        return False

    def update(self, dt: float) -> None:
        """`dt` seconds on: playing by itself, the next move once its time has come."""
        if not self.auto:
            return
        self.clock += dt
        if self.cursor() >= self.length():
            self.auto = False
        elif self.clock >= STEP:
            self.clock = 0.0
            self.step_forward()
