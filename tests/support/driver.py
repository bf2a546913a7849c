"""Scripted input for the App: tests, the screenshot tool and demos drive the real event
handling through `App.frame`, one frame at a time, with a fixed time step.  Positions are in
points, as the screens lay themselves out; the events carry them in pixels of the canvas, as
SDL delivers them (the app turns them back into points)."""

from __future__ import annotations

import contextlib
import os

import pygame


@contextlib.contextmanager
def system_language(language: str):
    """The system asks for `language` (LANGUAGE, which the app's first start reads); the
    environment is as before afterwards (the app made inside goes on speaking it)."""
    asked = os.environ.get("LANGUAGE")
    os.environ["LANGUAGE"] = language
    try:
        yield
    finally:
        if asked is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = asked


class Driver:
    def __init__(self, app, dt: float = 1 / 60):
        self.app = app
        self.dt = dt

    # --- time -----------------------------------------------------------------------------------
    def frame(self, events=()) -> None:
        self.app.frame(list(events), self.dt)

    def run(self, frames: int) -> None:
        for _ in range(frames):
            self.frame()

    def wait(self, seconds: float) -> None:
        self.run(max(1, round(seconds / self.dt)))

    def until(self, predicate, max_frames: int = 6000) -> int:
        """Run frames until predicate() holds; returns the frames used (AssertionError if never)."""
        for n in range(max_frames):
            if predicate():
                return n
            self.frame()
        if predicate():
            return max_frames
        raise AssertionError(f"condition not reached in {max_frames} frames")

    # --- pointer ---------------------------------------------------------------------------------
    def pos_of(self, name: str) -> tuple[int, int]:
        """Where widget `name` is; on a page that scrolls, scrolled into view first, as a
        person would before tapping it."""
        scene = self.app.scene
        widget = scene.find(name)
        if widget is None:
            raise LookupError(f"no widget {name!r} on the {scene.name} screen")
        if widget.clip is not None and not widget.clip.contains(widget.rect):
            scene.reveal(widget)
        return widget.rect.center

    def pixels(self, pos) -> tuple[int, int]:
        scale = self.app.viewport.scale
        return round(pos[0] * scale), round(pos[1] * scale)

    def motion(self, pos, buttons=(0, 0, 0), touch=False):
        return pygame.event.Event(pygame.MOUSEMOTION, pos=self.pixels(pos), rel=(0, 0),
                                  buttons=buttons, touch=touch)

    def down(self, pos, button=1, touch=False):
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.pixels(pos), button=button,
                                  touch=touch)

    def up(self, pos, button=1, touch=False):
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.pixels(pos), button=button,
                                  touch=touch)

    def hover(self, target) -> None:
        pos = self.pos_of(target) if isinstance(target, str) else target
        self.frame([self.motion(pos)])

    def click(self, target, touch: bool = False, again: bool = True) -> None:
        """Press in one frame and release in the next, like a person.  A finger's tap on the
        board that only previews its move (Settings: preview by touch, on by default) is
        followed by the second tap that plays it, as a person does, unless `again` is False
        (tests of the preview itself)."""
        pos = self.pos_of(target) if isinstance(target, str) else target
        scene = self.app.scene
        control = getattr(scene, "control", None)      # a game screen's play
        before = control.phase.proposed if control is not None else None
        self.frame([self.motion(pos, touch=touch), self.down(pos, touch=touch)])
        self.frame([self.up(pos, touch=touch)])
        if touch and again and self.app.scene is scene and control is not None and \
                control.previewing() and control.phase.proposed != before:
            self.frame([self.motion(pos, touch=True), self.down(pos, touch=True)])
            self.frame([self.up(pos, touch=True)])

    def key(self, key: int, mod: int = 0) -> None:
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                       scancode=0)])

    # --- game helpers ---------------------------------------------------------------------------
    def click_move(self, move, touch: bool = False) -> None:
        scene = self.app.scene
        pos = scene.view.input.target(scene.state, move)
        if pos is None:
            raise LookupError("this game's view gives no single click target for a move")
        self.click(pos, touch=touch)

    def wait_for_human(self, max_frames: int = 6000) -> None:
        """Run until a human may move or the game is over."""
        scene = self.app.scene
        self.until(lambda: scene.control.human_to_move() or scene.control.over, max_frames)
