"""Retry your mistakes: after a review, the position before each mistake and blunder of the
seats played at this device, one after the other, to find a better move (docs/ai-review.md).

`Retry(review, seats)` lists the spots (`spots`: the judged entries of `seats` with the
verdict mistake or blunder, in the order played).  At the current spot, `position()` is the
position the move was played from; `attempt(move)` is the new move, judged by the review's own
judge (a fresh one with the review's seed, as the review judged the move played) in slices
(`Attempt.step`) or at once (`Attempt.finish`); `show()` is the judge's best move.  A retry
counts when the judge rates the new move best or good (`counts`); an exact judge (Collapsi's
duel, the solo puzzle) counts exactly the moves that keep the win.  A spot is solved when a
move counted there before its answer was shown.  Nothing here changes the review or the game:
it works on copies of the review's positions.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.agent import Search, Slices
from game.ai.judge import Judgement
from game.core.contract import State
from game.core.i18n import _

from .review import Entry, Review

RETRIED = ("mistake", "blunder")    # the verdicts whose positions are offered again
COUNTED = ("best", "good")          # a retry's verdicts that count


def counts(judgement: Judgement, exact: bool) -> bool:
    """Whether a retry judged `judgement` counts: best or good; by an exact judge, a move that
    keeps the win (a slower win is still a win: every spot of an exact review is a won
    position thrown away, so keeping the win is what the retry asks)."""
    if exact:
        return bool(judgement.facts.get("won_after"))
    return judgement.verdict in COUNTED


class Attempt:
    """A new move at a spot, judged.  `judgement` is None until the judge is done."""

    def __init__(self, retry: Retry, spot: int, move):
        self.spot = spot
        self.move = move
        self.position = retry.position(spot)
        self.notation = self.position.format_move(move)
        self.exact = retry.review.exact
        self.judgement: Judgement | None = None
        entry = retry.spots[spot].entry
        if self.notation == entry.move:         # the move played again: the review's verdict
            self.judgement = Judgement(self.position.parse_move(entry.best), entry.verdict,
                                       entry.loss, dict(entry.facts))
            self._slices = None
        else:
            self._slices = Slices(self._judge(retry.review))

    def _judge(self, review: Review) -> Search:
        judgement = yield from review.fresh_judge().appraise(self.position, self.move)
        return judgement

    @property
    def done(self) -> bool:
        return self.judgement is not None

    def step(self, seconds: float) -> bool:
        """Judge for about `seconds` more (a screen's frame); True once judged."""
        if self.judgement is None:
            assert self._slices is not None     # set whenever the judgement is not
            if self._slices.step(seconds):
                self.judgement = self._slices.result
        return self.done

    def finish(self) -> Judgement:
        """Judge to the end (the tests)."""
        while not self.step(3600.0):
            pass
        assert self.judgement is not None       # step returned True: judged
        return self.judgement

    @property
    def verdict(self) -> str | None:
        return None if self.judgement is None else self.judgement.verdict

    @property
    def counts(self) -> bool:
        return self.judgement is not None and counts(self.judgement, self.exact)


@dataclass
class Spot:
    """One mistake to retry: the review's entry, and whether it was solved or its answer
    shown."""

    entry: Entry
    solved: bool = False
    shown: bool = False


class Retry:
    def __init__(self, review: Review, seats):
        """The retries of `seats`' mistakes and blunders in `review` (done)."""
        if not review.done:
            raise ValueError("the review is not finished")
        self.review = review
        self.seats = frozenset(seats)
        self.spots: list[Spot] = [Spot(e) for e in review.entries
                                  if e.seat in self.seats and e.verdict in RETRIED
                                  and not e.forced]
        self.index = 0
        self.attempt: Attempt | None = None

    # --- where we are ------------------------------------------------------------------------
    @property
    def spot(self) -> Spot:
        return self.spots[self.index]

    @property
    def entry(self) -> Entry:
        return self.spot.entry

    def position(self, index: int | None = None) -> State:
        """A copy of the position the move of spot `index` (the current one by default) was
        played from."""
        entry = self.spots[self.index if index is None else index].entry
        position = self.review.start.clone()
        for move in self.review.moves[:entry.number - 1]:
            position.push(move)
        return position

    def solved(self) -> int:
        return sum(spot.solved for spot in self.spots)

    def counter(self) -> str:
        """"2 of 5 solved"."""
        # Translators: the mistakes retried: "2 of 5 solved"
        return _("{solved} of {total} solved").format(solved=self.solved(),
                                                      total=len(self.spots))

    def ready(self) -> bool:
        """A move may be tried now: none is being judged, and this spot is not solved."""
        return (bool(self.spots) and not self.spot.solved
                and (self.attempt is None or self.attempt.done))

    # --- the player's doing -------------------------------------------------------------------
    def attempt_move(self, move) -> Attempt:
        """Try `move` at the current spot; judged by `Attempt.step` or `finish`, then
        `settle()` records it."""
        if not self.ready():
            raise ValueError("no move can be tried now")
        self.attempt = Attempt(self, self.index, move)
        self.settle()
        return self.attempt

    def step(self, seconds: float) -> bool:
        """Judge the attempt for about `seconds` more; True once judged (or none is under
        way)."""
        if self.attempt is None:
            return True
        done = self.attempt.step(seconds)
        self.settle()
        return done

    def settle(self) -> None:
        """A judged attempt that counts solves its spot (unless its answer was shown)."""
        attempt = self.attempt
        if attempt is not None and attempt.spot == self.index and attempt.counts \
                and not self.spot.shown:
            self.spot.solved = True

    def show(self):
        """The better move: the judge's best at this spot (the review's).  Once shown, the
        spot can no longer be solved."""
        spot = self.spot
        if not spot.solved:
            spot.shown = True
        return self.position().parse_move(spot.entry.best)

    def go(self, index: int) -> None:
        """To spot `index`, afresh (a solved spot stays solved)."""
        self.index = index % len(self.spots)
        self.attempt = None

    def next(self) -> None:
        """To the next spot not yet solved, after this one (wrapping round); the next spot
        when every one is solved."""
        count = len(self.spots)
        for step in range(1, count + 1):
            if not self.spots[(self.index + step) % count].solved:
                self.go(self.index + step)
                return
        self.go(self.index + 1)

    def finished(self) -> bool:
        """Every spot solved or shown."""
        return all(spot.solved or spot.shown for spot in self.spots)
