"""The review in the replay viewer: "Review" runs the expert over every move of the game in
time slices (a progress bar; the table stays responsive; Cancel stops it, and Review goes on
from where it stopped), then every position of the replay shows the verdict on the move
played from it, with the expert's move drawn on the board when it was better, and a summary
per seat (accuracy and the moves that lost most).  The history panel marks each move judged.
The review itself is the table's (`game/table/review.py`); the app keeps the reviews made
in this session (`App.review_of`), so leaving and reopening a replay does not redo one."""

from __future__ import annotations

import pygame

from game.ai.judge import VERDICTS, proof_words
from game.core.i18n import N_, _, ngettext, percent

from game.ui import draw, theme
from game.ui.play.controller import ReviewSteps
from game.ui.widgets.controls import Button

# the verdicts' words, looked up with _ where they are shown
WORDS = {"best": N_("Best move"), "good": N_("Good move"), "inaccuracy": N_("Inaccuracy"),
         "mistake": N_("Mistake"), "blunder": N_("Blunder")}
COLORS = {"best": (128, 214, 150), "good": (178, 214, 160), "inaccuracy": theme.GOLD,
          "mistake": (242, 152, 72), "blunder": (238, 96, 84)}
# chess's marks, and a tick for a good move
MARKS = {"best": "!", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
# two lines
LEGEND = (N_("! best · ✓ good · ?! inaccuracy"), N_("? mistake · ?? blunder"))
# (won before, won after) by perfect play, in an exact review
RESULT_WORDS = {(True, True): N_("It keeps the win."),
                (True, False): N_("It throws the win away."),
                (False, False): N_("The position was already lost.")}
# what a search proved (game/ai/judge.py's proof_words), as whole sentences
PROOF_WORDS = {"lets a forced win go": N_("It lets a forced win go."),
               "walks into a forced loss": N_("It walks into a forced loss.")}
SEAT_H = 22
IDLE_H, RUNNING_H = 50, 104
RETRY_H = 54        # Retry your mistakes, over the panel's verdict
LIST_MIN = 160      # the move list's least height beside it, on a phone on its side: its
#                     title and four lines of moves (issue 50)


class ReviewPanel(ReviewSteps):
    def __init__(self, scene, column: pygame.Rect, live: bool = False):
        """The review of `scene`'s table, at the foot of `column` (the move list's); `live`:
        a game still played, looked back at, which is not reviewed: the slot holds Back to
        the game instead."""
        super().__init__(scene.control)
        self.scene = scene
        self.live = live
        self.column = pygame.Rect(column)
        self.compact = False        # a phone held upright: its words under the title
        self.play_slot = None       # a phone on its side: the replay's Play (Replay.place)
        self.narrow = False         # a phone on its side: a column 140-250 points wide
        self.start_btn = Button((0, 0, 10, 10), _("Review"), self.start, icon="hint",
                                name="review", size=18)
        self.cancel_btn = Button((0, 0, 10, 10), _("Cancel"), self.cancel, style="ghost",
                                 name="cancel-review", size=17)
        self.retry_btn = Button((0, 0, 10, 10), _("Retry your mistakes"), self.retry,
                                icon="replay", name="retry", size=17)
        self.back_btn = Button((0, 0, 10, 10), _("Back to the game"), scene.leave_replay,
                               icon="close", name="back-to-game", size=17)
        self.back_btn.visible = live
        self.buttons = [self.start_btn, self.cancel_btn, self.retry_btn, self.back_btn]

    # --- the work (ReviewSteps) and what the replay shows ------------------------------------
    def retry(self) -> None:
        self.scene.phase.replay.start_retry()

    def look(self):
        return (self.running, len(self.review.entries) if self.review else None)

    def marks(self) -> dict[int, tuple[str, tuple]]:
        """The history panel's mark per judged move: (text, colour)."""
        if self.review is None:
            return {}
        return {e.number: (MARKS[e.verdict], COLORS[e.verdict])
                for e in self.review.entries if not e.forced}

    # --- layout and drawing --------------------------------------------------------------------
    def height(self) -> int:
        """The panel's height, Retry your mistakes over it included."""
        if self.compact:
            return 0
        if self.running:
            return RUNNING_H
        if not self.done:
            return IDLE_H
        if self.narrow:     # the verdict, or at the start the accuracy of each seat
            panel = (30 + 20 * self.scene.state.players) if self.shown() is None else 104
            return panel + (RETRY_H if self.mistakes() and not self.retry_in_play_slot()
                            else 0)
        return (RETRY_H if self.mistakes() else 0) + 134 + SEAT_H * self.scene.state.players

    def retry_in_play_slot(self) -> bool:
        """A phone on its side whose column has no room for Retry over the panel and a move
        list of LIST_MIN under the icons (a small one): Retry takes the place of the replay's
        Play."""
        if not self.narrow or self.play_slot is None:
            return False
        tallest = max(30 + 20 * self.scene.state.players, 104)
        return self.column.h < tallest + RETRY_H + LIST_MIN

    def rect(self) -> pygame.Rect:
        """The whole: the panel, and Retry your mistakes over it when offered."""
        h = self.height()
        column = self.column
        return pygame.Rect(column.x, column.bottom - h, column.w, h)

    def body(self) -> pygame.Rect:
        """The panel under Retry your mistakes."""
        rect = self.rect()
        if self.retry_btn.visible and not self.compact and not self.retry_in_play_slot():
            rect.y += RETRY_H
            rect.h -= RETRY_H
        return rect

    def layout(self) -> None:
        self.start_btn.visible = not self.running and not self.done and not self.live
        self.cancel_btn.visible = self.running
        self.retry_btn.visible = self.mistakes() > 0
        if self.compact:            # a phone held upright: one slot of the dock for all
            self.retry_btn.label = ""
            self.retry_btn.tip = _("Retry your mistakes")
            self.retry_btn.rect = pygame.Rect(self.column)
            self.start_btn.label = self.cancel_btn.label = ""
            self.start_btn.tip = (_("Go on with the review") if self.review is not None
                                  else _("Review"))
            self.cancel_btn.tip = _("Cancel the review")
            self.cancel_btn.icon = "close"
            self.start_btn.rect = self.cancel_btn.rect = pygame.Rect(self.column)
            self.back_btn.label, self.back_btn.tip = "", _("Back to the game")
            self.back_btn.rect = pygame.Rect(self.column)
            return
        self.start_btn.tip = self.cancel_btn.tip = self.retry_btn.tip = ""
        self.cancel_btn.icon = None
        self.cancel_btn.label = _("Cancel")
        rect = self.rect()
        self.retry_btn.rect = pygame.Rect(rect.x, rect.y, rect.w, RETRY_H - 8)
        # Translators: a button; {n} is how many mistakes there are to retry
        counted = _("Retry your mistakes ({n})")
        self.retry_btn.label = (counted.format(n=self.mistakes())
                                if draw.text_width(counted.format(n=9), 17, True) + 44
                                <= rect.w - 16 else _("Retry mistakes"))
        if self.retry_in_play_slot():
            self.retry_btn.rect = pygame.Rect(self.play_slot)
            # Translators: a small button, short for Retry your mistakes
            self.retry_btn.label = _("Retry")
        self.start_btn.rect = pygame.Rect(rect.x, rect.y, rect.w, IDLE_H - 4)
        self.back_btn.rect = pygame.Rect(self.start_btn.rect)
        self.back_btn.label, self.back_btn.tip = _("Back to the game"), ""
        self.start_btn.label = _("Review")
        if self.review is not None and not self.done:
            # Translators: a button; {done} moves of {total} are reviewed so far
            self.start_btn.label = _("Go on with the review ({done} of {total})").format(
                done=len(self.review.entries), total=len(self.review.moves))
        self.cancel_btn.rect = pygame.Rect(rect.centerx - 70, rect.bottom - 52, 140, 44)

    def draw(self, surface) -> None:
        self.layout()
        if self.compact or (not self.running and not self.done):
            return
        rect = self.body()
        draw.panel(surface, rect, radius=16)
        x = rect.x + 18
        if self.running:
            review = self.review
            done, total = len(review.entries), len(review.moves)
            words = _("Reviewing move {n} of {total}").format(n=min(done + 1, total),
                                                               total=total)
            words, size = draw.fit(words, 16, rect.w - 36, True, smallest=14)
            draw.text(surface, words, (x, rect.y + 20), size, theme.TEXT, True, "midleft")
            bar = pygame.Rect(x, rect.y + 38, rect.w - 36, 8)
            draw.rounded_rect(surface, (255, 255, 255, 40), bar, 4)
            filled = bar.copy()
            filled.w = max(8, int(bar.w * review.progress()))
            draw.rounded_rect(surface, theme.GOLD, filled, 4)
            return
        if self.narrow:
            x = rect.x + 12
            if self.shown() is None:
                self._draw_narrow_summary(surface, rect, x)
            else:
                self._draw_verdict(surface, rect, x, rect.w - 24)
            return
        self._draw_verdict(surface, rect, x)
        self._draw_summary(surface, rect, x)

    def _draw_narrow_summary(self, surface, rect, x) -> None:
        """A column of a phone on its side, at the start: each seat's accuracy."""
        scene = self.scene
        draw.text(surface, _("ACCURACY"), (x, rect.y + 16), 12, theme.TEXT_DIM, True, "midleft")
        for seat in self.review.summary():
            y = rect.y + 36 + 20 * seat["seat"]
            draw.circle(surface, scene.view.seats.seat_color(seat["seat"]), (x + 5, y), 5)
            accuracy = self.accuracy_words(seat)
            r = draw.text(surface, accuracy, (rect.right - 12, y), 14, theme.GOLD_LIGHT, True,
                          "midright")
            name, size = draw.fit(scene.state.seat_name(seat["seat"]), 14, r.x - 8 - x - 14,
                                  True, smallest=12)
            draw.text(surface, name, (x + 14, y), size, theme.TEXT, True, "midleft")

    def verdict_words(self) -> tuple[str, str, tuple, object]:
        """(what is judged, the verdict, its colour, the line under it: words, or the legend
        as a tuple of lines) for the position shown: the move that led to it, or, at the
        start, the whole game."""
        scene, review = self.scene, self.review
        entry = self.shown()
        if entry is None:
            head, color = _("The whole game"), theme.GOLD_LIGHT
            decided = review.decided_from()
            if decided == 0:
                verdict = _("Decided by the deal")
                line = _("With perfect play from the start, the same seat wins: no move "
                         "could change it.")
            elif decided is not None:
                verdict = _("Decided by move {n}").format(n=decided)
                line = _("No move after it changed who wins with perfect play.")
            else:
                verdict = ngettext("{n} move reviewed", "{n} moves reviewed",
                                   len(review.entries)).format(n=len(review.entries))
                line = tuple(_(words) for words in LEGEND)
        else:
            # Translators: keep the comma: where room is short only the words before it
            # show ("Move 11")
            head = _("Move {n}, by {name}").format(n=entry.number,
                                                   name=scene.state.seat_name(entry.seat))
            verdict = _(WORDS[entry.verdict])
            if entry.forced:
                # Translators: a verdict on a move that was the only one possible
                verdict = _("{verdict} (forced)").format(verdict=verdict)
            color = COLORS[entry.verdict]
            better = self.better()
            line = (_("Better: {move}.").format(move=scene.view.words.advice(*better))
                    if better else _("The expert's choice as well."))
            proof = proof_words(entry.facts)
            if review.exact:
                result = RESULT_WORDS[entry.facts["won_before"], entry.facts["won_after"]]
                line += " " + _(result)
            elif proof:
                line += " " + _(PROOF_WORDS[proof])
            elif entry.loss:
                # Translators: {amount} is how much the move lost: "about 2 points", "about a
                # tenth of the chance to win"
                line += " " + _("It gives up {amount}.").format(
                    amount=review.judge.scale.plain(entry.loss))
        return head, verdict, color, line

    def accuracy_words(self, seat: dict) -> str:
        """A seat's accuracy for the summary, or why it means nothing: a seat whose every
        position was lost by perfect play could not have done better."""
        if seat.get("lost_from_start"):
            return _("lost from the deal")
        return "–" if seat["accuracy"] is None else percent(seat["accuracy"] / 100)

    def status_lines(self) -> list[tuple[str, tuple, bool]] | None:
        """A phone held upright: the review told in the lines under the title, (words,
        colour, bold) each; None before a review."""
        if self.running:
            review = self.review
            done, total = len(review.entries), len(review.moves)
            return [(_("Reviewing move {n} of {total}…").format(n=min(done + 1, total),
                                                                 total=total),
                     theme.TEXT, True)]
        if not self.done:
            return None
        head, verdict, color, line = self.verdict_words()
        if self.shown() is None:
            seats = " · ".join(
                f"{self.scene.state.seat_name(seat['seat'])} {self.accuracy_words(seat)}"
                for seat in self.review.summary())
            # Translators: {head} is "The whole game", {verdict} what decided it
            return [(_("{head}: {verdict}").format(head=head, verdict=verdict), color, True),
                    (_("Accuracy against the expert: {seats}").format(seats=seats),
                     theme.TEXT, False)]
        number = head.split(",")[0]
        return [(f"{number} · {verdict}", color, True),
                (line if isinstance(line, str) else " ".join(line), theme.TEXT_MUTED, False)]

    def _draw_verdict(self, surface, rect, x, width=None) -> None:
        """The verdict on the move that led to the position shown, or, at the start, the
        whole game's."""
        head, verdict, color, line = self.verdict_words()
        width = rect.w - 36 if width is None else width
        if self.narrow:
            head = head.split(",")[0]           # "Move 11"
        head, size = draw.fit(head, 13, width, smallest=12)
        draw.text(surface, head, (x, rect.y + 18), size, theme.TEXT_DIM, False, "midleft")
        verdict, size = draw.fit(verdict, 18, width, True, smallest=14)
        draw.text(surface, verdict, (x, rect.y + 40), size, color, True, "midleft")
        lines = line if isinstance(line, tuple) else draw.wrap(line, 14, width)[:2]
        if self.narrow and isinstance(line, str) and len(draw.wrap(line, 14, width)) > 2:
            lines = [lines[0], draw.fit(" ".join(draw.wrap(line, 14, width)[1:]), 14, width,
                                        smallest=14)[0]]
        for i, text in enumerate(lines):
            draw.text(surface, text, (x, rect.y + 63 + 18 * i), 14, theme.TEXT_MUTED, False,
                      "midleft")

    def _draw_summary(self, surface, rect, x) -> None:
        """Per seat: its accuracy and how many inaccuracies, mistakes and blunders."""
        scene = self.scene
        top = rect.bottom - 14 - SEAT_H * scene.state.players
        words, size = draw.fit(_("ACCURACY AGAINST THE EXPERT"), 12, rect.right - 30 - x, True,
                               smallest=12)
        label = draw.text(surface, words, (x, top - 8), size, theme.TEXT_DIM, True, "midleft")
        draw.rounded_rect(surface, (255, 255, 255, 30),
                          pygame.Rect(label.right + 8, top - 8, rect.right - 18 - label.right
                                      - 8, 1), 0)
        for seat in self.review.summary():
            y = top + SEAT_H * seat["seat"] + SEAT_H // 2 + 2
            draw.circle(surface, scene.view.seats.seat_color(seat["seat"]), (x + 6, y), 6)
            accuracy = self.accuracy_words(seat)
            acc_w = draw.text_width(accuracy, 14, True)
            # how many of each verdict, the worst rightmost, as many as leave the name room
            counts = [(f"{seat['counts'][v]}{MARKS[v]}", COLORS[v]) for v in VERDICTS
                      if seat["counts"][v]]
            right = rect.right - 18
            while counts and right - sum(draw.text_width(t, 13, True) + 7 for t, _ink in counts) \
                    - (x + 18) - acc_w - 8 < 60:
                counts.pop(0)               # the best drop first: the worst matter most
            for words, color in reversed(counts):
                r = draw.text(surface, words, (right, y), 13, color, True, "midright")
                right = r.x - 7
            name, size = draw.fit(scene.state.seat_name(seat["seat"]), 14,
                                  right - (x + 18) - acc_w - 8, True, smallest=12)
            draw.text(surface, name, (x + 18, y), size, theme.TEXT, True, "midleft")
            draw.text(surface, accuracy, (x + 18 + draw.text_width(name, size, True) + 8, y),
                      14, theme.GOLD_LIGHT, True, "midleft")
