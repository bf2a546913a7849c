"""Drawing ahead: in the time a frame leaves, the art of the screens the one on show may open
next (`Scene.ahead`) is made offscreen, so that the screen opened for real finds it made and
only blits it."""

from __future__ import annotations

import sys
import time

import pygame

from game.ui import draw

FRAME_WORK = 0.014   # what one frame may do in all, of the 16.7 ms at 60 frames a second
AHEAD = 0.006   # a frame makes the art of the game a screen may open next until this long
                # after its start (Ahead.work), if it has this much time left


class Ahead:
    """`app.ahead`: the screens the one on show may open next, made in each frame's spare
    time (App.frame)."""

    def __init__(self, app):
        self.app = app
        self._made: dict = {}   # key -> the scene, None once drawn whole
        self._scratch: pygame.Surface | None = None

    def forget(self) -> None:
        """The window changed: what was made ahead was made for another size."""
        self._made = {}
        self._scratch = None

    @property
    def drawn(self) -> dict:
        """The screens being made ahead (make): key -> True once drawn whole."""
        return {key: scene is None for key, scene in self._made.items()}

    def work(self, begin: float) -> bool:
        """The work ahead (make) until AHEAD into the frame begun at `begin`, or for AHEAD / 2
        after a longer frame's own work (a painted phone frame takes 4-8 ms in WebAssembly,
        and the result box must still be made in its pause).  None in a frame that has used
        FRAME_WORK - AHEAD, nor while something on the screen moves: a piece of art begun is
        finished, and one may outlast a frame (a rules page's band, a board's slab: 30-55 ms
        in WebAssembly), a stutter in a move's flight.  True while art may be left to make."""
        now = time.perf_counter()
        if now - begin > FRAME_WORK - AHEAD or self.app.scene.moving():
            # a painted frame is not still anyway; otherwise look whether all is made, so a
            # slow frame on a loaded machine does not keep a made screen from being still
            return not self.app.painted and self.left()
        return self.make(max(begin + AHEAD, now + AHEAD / 2))

    def left(self) -> bool:
        """Whether a screen this one may open next is not yet drawn whole ahead."""
        return any(self._made.get(key, False) is not None for key, _ in self.app.scene.ahead())

    def make(self, deadline: float) -> bool:
        """Make the art of the screens this one may open next (`Scene.ahead`): each is made
        and drawn offscreen, in turn, until `deadline` (draw.art_deadline), then thrown
        away: the screen opened for real finds its art made and only blits it.  Work stopped
        by the deadline is done again, further, next frame.  What the screen no longer
        offers is forgotten.  False when there was nothing to make: all is made."""
        wanted = self.app.scene.ahead()
        keys = {key for key, _ in wanted}
        self._made = {k: v for k, v in self._made.items() if k in keys}
        made = False
        for key, make in wanted:
            scene = self._made.get(key, False)
            if scene is None:
                continue                        # drawn whole already
            made = True
            if self._scratch is None:
                self._scratch = pygame.Surface(self.app.screen.get_size())
            try:
                with draw.art_deadline(deadline):
                    if scene is False:
                        scene = self._made[key] = make()
                    scene.fit()
                    scene.draw(self._scratch)
            except draw.OutOfTime:
                return True
            except Exception as exc:            # noqa: BLE001 - only a head start is lost
                print(f"{key} was not drawn ahead: {exc!r}", file=sys.stderr)
            self._made[key] = None
            if time.perf_counter() > deadline:
                return True
        return made
