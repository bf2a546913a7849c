"""The replay viewer of the game screen: the table's line of moves stepped through (first,
back, play/pause, forward animated, last; a click on a move in the history panel jumps
there), the steps being playcontrol.py's `ReplaySteps` (no display), their buttons here.  The
panel lists the whole game, the moves to come dimmed; the controls sit under it, clear of the
board, and the review's panel (`reviewpanel.py`) between the two.  A game still played can be
looked back at too (`end`): the replay ends at its position and the game goes on from there
when the viewer closes."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.table.retry import Retry

from game.ui.play.controller import ReplaySteps
from game.ui.review.retry import RetryPanel
from game.ui.review.panel import ReviewPanel
from game.ui.widgets.controls import Button


class Replay(ReplaySteps):
    def __init__(self, scene, end: int | None = None):
        """The viewer of `scene`'s table; `place` puts its controls where the screen's
        layout says (game/ui/play/layout.py).  `end`: a game still played, looked back at
        from its position after `end` moves (the replay ends there, and reaching it goes
        back to the game)."""
        super().__init__(scene.control, end)
        self.scene = scene
        self.label_y = None                   # "Move N of M" (TABLE: over the controls)
        self.play_btn = Button((0, 0, 1, 1), _("Play"), self.toggle_auto, icon="play",
                               style="primary", name="replay-play", size=18)
        # Translators: the replay's buttons' tips; the words in brackets are keys
        steps = [("first", "first", _("Start (Home)"), lambda: self.seek(0)),
                 ("prev", "back", _("Back (Left)"), lambda: self.seek(self.cursor() - 1)),
                 ("next", "next", _("Forward (Right)"), self.step_forward),
                 ("last", "last", _("End (End)"), lambda: self.seek(self.length()))]
        self.steps = [Button((0, 0, 1, 1), "", action, icon=icon, name=f"replay-{name}",
                             tip=tip, size=22) for icon, name, tip, action in steps]
        self.review = ReviewPanel(scene, pygame.Rect(0, 0, 1, 1), live=self.live)
        self.retry: RetryPanel | None = None     # Retry your mistakes, while it is open
        self._buttons = [self.play_btn] + self.steps + self.review.buttons

    @property
    def buttons(self) -> list:
        return self.retry.buttons if self.retry is not None else self._buttons

    # --- retry your mistakes -------------------------------------------------------------------
    def start_retry(self) -> None:
        """Retry the mistakes of the people at this device, from the first (the review is
        done and found some)."""
        retry = Retry(self.review.review, self.scene.control.humans)
        if not retry.spots:
            return
        self.auto = False
        self.retry = RetryPanel(self.scene, retry, self.cursor())
        self.scene.layout()
        self.retry.go()

    def leave_retry(self) -> None:
        """Back to the review, where the replay was."""
        if self.retry is not None:
            back_at, self.retry = self.retry.back_at, None
            self.scene.layout()
            self.seek(back_at)

    @property
    def retrying(self) -> bool:
        return self.retry is not None

    def label(self) -> str:
        """Over the controls on a table."""
        if self.retry is not None:
            return self.retry.label()
        return _("Move {n} of {total}").format(n=self.cursor(), total=self.length())

    def place(self, lay) -> None:
        """The controls in `lay.replay`: on a table Play over a row of the four steps under
        the move list; in a phone's column Play beside or under the steps; held upright,
        one row in the dock: start, back, play, forward, end."""
        area = lay.replay
        first, prev, nxt, last = self.steps
        if self.retry is not None:
            self.label_y = area.y + 12 if lay.shape == "table" else None
            if lay.shape == "portrait":
                moves = lay.icons.get("moves")
                area = pygame.Rect(area.x, area.y, (moves.x - 4 if moves is not None
                                                    else area.right) - area.x, area.h)
            self.retry.place(lay, area)
            return
        self.play_btn.label = "" if lay.shape == "portrait" else self._play_label()
        self.play_btn.tip = self._play_tip() if lay.shape == "portrait" else ""
        if lay.shape == "table":
            x, w = area.x, area.w
            self.label_y = area.y + 12
            self.play_btn.rect = pygame.Rect(x, area.y + 30, w, 46)
            step_w = (w - 3 * 8) // 4
            for i, button in enumerate(self.steps):
                button.rect = pygame.Rect(x + i * (step_w + 8), area.y + 84, step_w, 46)
        elif lay.shape == "portrait":
            # start, back, play, forward, end, then the review's slot (the move list's icon
            # is the dock's last)
            self.label_y = None
            moves = lay.icons.get("moves")
            room = (moves.x - 4 if moves is not None else area.right) - area.x
            w = (room - 5 * 4) // 6
            for i, button in enumerate((first, prev, self.play_btn, nxt, last)):
                button.rect = pygame.Rect(area.x + i * (w + 4), area.y, w, area.h)
            self.review.column = pygame.Rect(area.x + 5 * (w + 4), area.y, w, area.h)
            self.review.compact, self.review.narrow = True, False
            return
        else:
            self.label_y = None
            h = (area.h - 6) // 2
            w = (area.w - 2 * 4) // 3
            for i, button in enumerate((first, prev, nxt)):
                button.rect = pygame.Rect(area.x + i * (w + 4), area.y, w, h)
            last.rect = pygame.Rect(area.x, area.bottom - h, w, h)
            self.play_btn.rect = pygame.Rect(area.x + w + 4, area.bottom - h, area.w - w - 4, h)
        self.review.play_slot = pygame.Rect(self.play_btn.rect) if lay.shape == "landscape" \
            else None
        self.review.column = pygame.Rect(lay.review)
        self.review.compact = False
        self.review.narrow = lay.shape == "landscape"

    def _play_tip(self) -> str:
        """The icon-only Play button's tip: its key named to a mouse and keyboard only; at
        the end (where a finished game opens), Replay from the start."""
        if self.at_end() and not self.auto:
            return _("Replay from the start")
        return _("Play or pause") if self.scene.app.touch else _("Play or pause (Space)")

    def _play_label(self) -> str:
        """Play, Pause, or at the end (where a finished game opens) Replay: from the start."""
        return _("Pause") if self.auto else _("Replay") if self.at_end() else _("Play")

    def shown(self) -> None:
        """The history panel follows the position sought."""
        self.scene.fill_moves()
        self.scene.moves_list.show(max(1, self.cursor()))

    def key(self, key) -> None:
        if self.retry is not None:
            return              # the board takes the keys (play.py)
        action = {pygame.K_LEFT: lambda: self.seek(self.cursor() - 1),
                  pygame.K_RIGHT: self.step_forward, pygame.K_HOME: lambda: self.seek(0),
                  pygame.K_END: lambda: self.seek(self.length()),
                  pygame.K_SPACE: self.toggle_auto}.get(key)
        if action is not None:
            action()

    def list_bottom(self) -> int:
        """Where the move list ends: above the review's (or the retry's) panel."""
        panel = self.retry if self.retry is not None else self.review
        return panel.rect().y - 8

    def update(self, dt: float) -> None:
        if self.retry is not None:
            self.retry.update()
            return
        if self.live and self.at_end():       # back where the game stands: it goes on
            self.scene.leave_replay()
            return
        self.review.update()
        # a small phone on its side: Retry your mistakes stands in Play's place
        self.play_btn.visible = not (self.review.mistakes() and self.review.retry_in_play_slot())
        if self.play_btn.label:
            self.play_btn.label = self._play_label()
        if self.play_btn.tip:           # the pointer in use may change with the replay open
            self.play_btn.tip = self._play_tip()
        self.play_btn.icon = ("pause" if self.auto else "replay" if self.at_end() else "play")
        super().update(dt)
