"""The replay viewer of the game screen: the table's line of moves stepped through (first,
back, play/pause, forward animated, last; a click on a move in the history panel jumps
there).  The panel lists the whole game, the moves to come dimmed; the controls sit under it,
clear of the board, and the review's panel (`reviewpanel.py`) between the two."""

from __future__ import annotations

import pygame

from .reviewpanel import ReviewPanel
from .widgets import Button

STEP = 1.1          # seconds between moves when the replay plays by itself


class Replay:
    def __init__(self, scene, column: pygame.Rect, top: int):
        """The viewer of `scene`'s table, its controls in `column` (under the move list,
        which starts at `top`; the review's panel goes at its foot)."""
        self.scene = scene
        self.table = scene.table
        self.auto = False
        self.clock = 0.0
        x, w = column.x, column.w
        self.label_y = column.y + 12          # "Move N of M"
        self.play_btn = Button((x, column.y + 30, w, 46), "Play", self.toggle_auto,
                               icon="play", style="primary", name="replay-play", size=18)
        step_w = (w - 3 * 8) // 4
        y = column.y + 84
        steps = [("first", "first", "Start (Home)", lambda: self.seek(0)),
                 ("prev", "back", "Back (Left)", lambda: self.seek(self.cursor() - 1)),
                 ("next", "next", "Forward (Right)", self.step_forward),
                 ("last", "last", "End (End)", lambda: self.seek(self.length()))]
        self.buttons = [self.play_btn] + [
            Button((x + i * (step_w + 8), y, step_w, 46), "", action, icon=icon,
                   name=f"replay-{name}", tip=tip, size=22)
            for i, (icon, name, tip, action) in enumerate(steps)]
        self.review = ReviewPanel(scene, pygame.Rect(x, top, w, column.y - 8 - top))
        self.buttons += self.review.buttons

    def cursor(self) -> int:
        """How many moves are shown played."""
        return self.table.cursor

    def length(self) -> int:
        return len(self.table.line)

    def seek(self, number: int) -> None:
        """Show the position after `number` moves, at once."""
        scene = self.scene
        scene.anim = scene.pending = None
        self.table.seek(number)
        scene.view.reset(scene.state)
        scene.fill_moves()
        scene.moves_list.show(max(1, self.cursor()))

    def step_forward(self) -> None:
        """The next move, animated; a step asked for while one is still moving lands that
        one at once, so that no key press is lost."""
        scene = self.scene
        if scene.anim is not None:
            scene.anim.finish()
            scene.apply_pending()
        if self.cursor() < self.length():
            scene.start_move(self.table.line[self.cursor()])

    def toggle_auto(self) -> None:
        if self.cursor() >= self.length():
            self.seek(0)
        self.auto = not self.auto
        self.clock = STEP

    def pick(self, number: int) -> None:
        """A click on move `number` in the history panel."""
        self.auto = False
        self.seek(number)

    def key(self, key) -> None:
        action = {pygame.K_LEFT: lambda: self.seek(self.cursor() - 1),
                  pygame.K_RIGHT: self.step_forward, pygame.K_HOME: lambda: self.seek(0),
                  pygame.K_END: lambda: self.seek(self.length()),
                  pygame.K_SPACE: self.toggle_auto}.get(key)
        if action is not None:
            action()

    def list_bottom(self) -> int:
        """Where the move list ends: above the review's panel."""
        return self.review.rect().y - 8

    def update(self, dt: float) -> None:
        self.review.update()
        self.play_btn.label = "Pause" if self.auto else "Play"
        self.play_btn.icon = "pause" if self.auto else "play"
        if not self.auto:
            return
        self.clock += dt
        if self.cursor() >= self.length():
            self.auto = False
        elif self.clock >= STEP:
            self.clock = 0.0
            self.step_forward()
