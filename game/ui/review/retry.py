"""Retry your mistakes, in the replay viewer after a review: the board shows the position
before each mistake and blunder of the people at this device, one after the other, and takes
a move again (not played: the game and its record stay as they were); the review's judge
rates it in time slices, a counter says how many are solved, "Show me" draws the judge's
better move as the review draws it, "Next" goes on, "Back to review" returns to the replay
where it was.  What counts and when a spot is solved is the table's (`game/table/retry.py`);
this is its screen."""

from __future__ import annotations

import pygame

from game.core.i18n import _, pgettext
from game.table.retry import Retry

from game.ui import draw, theme
from game.ui.review.panel import COLORS, WORDS
from game.ui.widgets.controls import Button

PANEL_H = 132               # the words' card on a table (counter, spot, verdict, two lines)
NARROW_H = 112              # in a phone's column on its side


def verdict_word(verdict: str) -> str:
    """A verdict in a sentence's words: "mistake"."""
    return {"best": pgettext("verdict in a sentence", "best move"),
            "good": pgettext("verdict in a sentence", "good move"),
            "inaccuracy": pgettext("verdict in a sentence", "inaccuracy"),
            "mistake": pgettext("verdict in a sentence", "mistake"),
            "blunder": pgettext("verdict in a sentence", "blunder")}[verdict]


class RetryPanel:
    def __init__(self, scene, retry: Retry, back_at: int):
        """The retries of `retry` on `scene`'s board; `back_at`: the replay's position to go
        back to."""
        self.scene = scene
        self.retry = retry
        self.back_at = back_at
        self.better = None                  # the move Show me drew at this spot
        self.compact = self.narrow = False
        self.column = pygame.Rect(0, 0, 1, 1)       # where the words go (not upright)
        self.show_btn = Button((0, 0, 1, 1), _("Show me"), self.show, icon="hint",
                               name="retry-show", size=17)
        self.next_btn = Button((0, 0, 1, 1), _("Next"), self.next, icon="next",
                               name="retry-next", size=17)
        self.leave_btn = Button((0, 0, 1, 1), _("Back to review"), self.leave, style="ghost",
                                name="retry-leave", size=16)
        self.buttons = [self.show_btn, self.next_btn, self.leave_btn]

    # --- the player's doing ----------------------------------------------------------------------
    def go(self) -> None:
        """The board to the current spot: the position its move was played from."""
        self.better = None
        self.show_btn.enabled = True
        self.scene.phase.replay.seek(self.retry.entry.number - 1)

    def tried(self, move) -> None:
        """A move made on the board: judged, never played."""
        if self.retry.ready():
            self.retry.attempt_move(move)
            self.scene.view.reset(self.scene.state)     # the move's half-steps are done

    def show(self) -> None:
        self.better = self.retry.show()
        self.show_btn.enabled = False

    def next(self) -> None:
        self.retry.next()
        self.go()

    def leave(self) -> None:
        self.scene.phase.replay.leave_retry()

    def ready(self) -> bool:
        """The board takes a move now."""
        return self.retry.ready()

    def update(self) -> None:
        """Judge the move tried for what the frame leaves, as the review works."""
        attempt = self.retry.attempt
        if attempt is not None and not attempt.done:
            self.scene.app.work(self.retry.step)
        self._offer_next()

    def _offer_next(self) -> None:
        """Next while another spot is left; once every one is solved or shown there is no
        next one (Back to review ends the retry)."""
        self.next_btn.visible = not self.retry.finished() and (
            len(self.retry.spots) > 1 or not self.retry.spot.solved)

    def look(self):
        attempt = self.retry.attempt
        return (self.retry.index, id(attempt), attempt is not None and attempt.done,
                self.better, self.retry.solved())

    # --- what it says --------------------------------------------------------------------------
    def mark(self):
        """(the move to draw on the board, its tag): the better move once shown, else the
        move tried; None before either."""
        if self.better is not None:
            # Translators: a tag on the board, over the better move
            return self.better, _("BETTER")
        attempt = self.retry.attempt
        if attempt is None:
            return None
        if not attempt.done:
            # Translators: a tag on the board, over the move the player tries
            return attempt.move, _("YOUR MOVE")
        if attempt.counts and attempt.verdict not in ("best", "good"):
            # Translators: a tag on the board, over a move that still wins
            return attempt.move, _("KEEPS THE WIN")
        return attempt.move, _(WORDS[attempt.verdict]).upper()

    def words(self) -> tuple[str, str, tuple, str]:
        """(which spot, the verdict or what to do, its colour, the line under it)."""
        scene, retry = self.scene, self.retry
        entry = retry.entry
        played = scene.table.entries[entry.number - 1].words
        # Translators: keep the comma: where room is short only the words before it
        # show ("Move 11")
        head = _("Move {n}, by {name}").format(n=entry.number,
                                               name=scene.state.seat_name(entry.seat))
        attempt = retry.attempt
        # what an exact judge's verdict means: a duel is won or lost, a puzzle solvable or not
        kept = ((_("It can still be solved."), _("After it the puzzle cannot be solved."))
                if scene.state.players == 1 else
                (_("It keeps the win."), _("It throws the win away.")))
        # Translators: {move} is the move played, {verdict} the review's word for it
        # ("mistake")
        played_line = _("Played: {move} ({verdict}).").format(
            move=played, verdict=verdict_word(entry.verdict))
        if attempt is None:
            verdict, color = _("Find a better move"), theme.TEXT
            line = played_line
        elif not attempt.done:
            verdict, color = _("Judging your move…"), theme.TEXT
            line = played_line
        else:
            verdict, color = _(WORDS[attempt.verdict]), COLORS[attempt.verdict]
            if attempt.counts:
                verdict = (_("{verdict} · solved") if retry.spot.solved
                           else _("{verdict} · shown, not counted")).format(verdict=verdict)
                # Translators: {button} is the button's words, "Back to review"
                more = (_("All done: {button}.").format(button=self.leave_btn.label)
                        if retry.finished()
                        else _("Tap Next for the next one.") if scene.app.touch
                        else _("Next goes on to the next one."))
                line = f"{kept[0]} {more}" if attempt.exact else more
            else:
                line = f"{kept[1]} " if attempt.exact else ""
                line += _("Try another move, or Show me.")
        if self.better is not None:
            line = _("Better: {move}.").format(
                move=scene.view.words.advice(scene.state, self.better))
        return head, verdict, color, line

    def title(self) -> str:
        # Translators: a title; {counter} is "2 of 5 solved"
        return _("Retry · {counter}").format(counter=self.retry.counter())

    def label(self) -> str:
        """Over the controls on a table: which spot of how many."""
        return _("Mistake {n} of {total}").format(n=self.retry.index + 1,
                                                  total=len(self.retry.spots))

    # --- layout and drawing --------------------------------------------------------------------
    def place(self, lay, area: pygame.Rect) -> None:
        """The buttons in `area` (the replay's controls' place) and the words in
        `lay.review` (not held upright: there they are the title's lines)."""
        shape = lay.shape
        self.compact, self.narrow = shape == "portrait", shape == "landscape"
        self._offer_next()
        self.leave_btn.label = _("Back to review")
        self.leave_btn.icon = None
        self.leave_btn.tip = ""
        if shape == "table":
            self.show_btn.rect = pygame.Rect(area.x, area.y + 30, area.w, 46)
            half = (area.w - 8) // 2
            self.next_btn.rect = pygame.Rect(area.x, area.y + 84, half, 46)
            self.leave_btn.rect = pygame.Rect(area.right - half, area.y + 84, half, 46)
            self.leave_btn.label = _("Review")
            self.leave_btn.icon = "back"
        elif shape == "portrait":
            room = area.w
            w = (room - 2 * 4) // 3
            for i, button in enumerate(self.buttons):
                button.rect = pygame.Rect(area.x + i * (w + 4), area.y, w, area.h)
            self.leave_btn.label = _("Review")
            self.leave_btn.icon = "back"
            self.leave_btn.tip = _("Back to the review")
        else:
            h = (area.h - 6) // 2
            half = (area.w - 4) // 2
            self.show_btn.rect = pygame.Rect(area.x, area.y, half, h)
            self.next_btn.rect = pygame.Rect(area.right - half, area.y, half, h)
            self.leave_btn.rect = pygame.Rect(area.x, area.bottom - h, area.w, h)
        for button in self.buttons:
            if draw.text_width(button.label, button.size, True) + (28 if button.icon else 0) \
                    > button.rect.w - 16:
                button.icon = None      # the words matter more than the picture
        self.column = pygame.Rect(lay.review)

    def rect(self) -> pygame.Rect:
        h = 0 if self.compact else NARROW_H if self.narrow else PANEL_H
        return pygame.Rect(self.column.x, self.column.bottom - h, self.column.w, h)

    def draw(self, surface) -> None:
        if self.compact:
            return
        rect = self.rect()
        draw.panel(surface, rect, radius=16)
        x = rect.x + (12 if self.narrow else 18)
        width = rect.right - (12 if self.narrow else 18) - x
        head, verdict, color, line = self.words()
        counter = self.retry.counter()
        top = rect.y + 18
        if self.narrow:         # the move's number, and the count as figures ("1/3")
            head = head.split(",")[0]
            counter = f"{self.retry.solved()}/{len(self.retry.spots)}"
        room = width - draw.text_width(counter, 13, True) - 10
        head, size = draw.fit(head, 13, room, smallest=12)
        if draw.text_width(head, size) <= room:
            draw.text(surface, head, (x, top), size, theme.TEXT_DIM, False, "midleft")
        draw.text(surface, counter, (x + width, top), 13, theme.GOLD_LIGHT, True, "midright")
        verdict, size = draw.fit(verdict, 18, width, True, smallest=14)
        draw.text(surface, verdict, (x, top + 22), size, color, True, "midleft")
        room = 2 if self.narrow else 4
        lines = draw.wrap(line, 14, width)
        if len(lines) > room:
            lines = lines[:room - 1] + [draw.fit(" ".join(lines[room - 1:]), 14, width,
                                                 smallest=14)[0]]
        for i, text in enumerate(lines):
            if top + 45 + 18 * i + 9 > rect.bottom - 6:
                break
            draw.text(surface, text, (x, top + 45 + 18 * i), 14, theme.TEXT_MUTED, False,
                      "midleft")
