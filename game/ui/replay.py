"""The replay viewer of the game screen: the table's line of moves stepped through (first,
back, play/pause, forward animated, last; a click on a move in the history panel jumps
there).  The panel lists the whole game, the moves to come dimmed."""

from __future__ import annotations

import pygame

from .widgets import Button

STEP = 1.1          # seconds between moves when the replay plays by itself


class Replay:
    def __init__(self, scene):
        self.scene = scene
        self.table = scene.table
        self.auto = False
        self.clock = 0.0
        board = scene.view.rect
        y, cx = board.bottom - 54, board.centerx
        self.play_btn = Button((cx - 92, y, 184, 48), "Play", self.toggle_auto, icon="play",
                               style="primary", name="replay-play")
        self.buttons = [
            Button((cx - 236, y, 64, 48), "", lambda: self.seek(0), icon="first",
                   name="replay-first", tip="Start (Home)", size=22),
            Button((cx - 164, y, 64, 48), "", lambda: self.seek(self.cursor() - 1),
                   icon="prev", name="replay-back", tip="Back (Left)", size=22),
            self.play_btn,
            Button((cx + 100, y, 64, 48), "", self.step_forward, icon="next",
                   name="replay-next", tip="Forward (Right)", size=22),
            Button((cx + 172, y, 64, 48), "", lambda: self.seek(self.length()),
                   icon="last", name="replay-last", tip="End (End)", size=22)]

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
        scene.moves_list.show(max(1, self.cursor()))

    def step_forward(self) -> None:
        """The next move, animated."""
        if self.scene.anim is None and self.cursor() < self.length():
            self.scene.start_move(self.table.line[self.cursor()])

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

    def update(self, dt: float) -> None:
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
