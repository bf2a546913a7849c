"""How a review judges one move: the expert's view of the position it was played from.

A judge's `appraise(state, played)` is a search like an agent's `think` (it yields every
millisecond or so, so a screen can run it in slices) that returns a `Judgement`: the expert's
move, the verdict on the move played and the figures behind it.  Each game names its judge
(`judge(state, seed)` in its package); the review of a whole game is `game/table/review.py`,
which makes a fresh judge for every move, so that a verdict depends on its move alone.

Most judges measure a move by the expert's own evaluation, searched as the expert searches:
the loss is how much less the move played is worth to its mover than the expert's best move,
in the game's unit, and a `Scale` turns the loss into a verdict (thresholds and their
calibration in docs/ai-review.md).  A judge that can prove results (the Collapsi duel)
gives exact verdicts instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic

from game.core.i18n import N_, _, ngettext

from .agent import S, Search
from .budget import BudgetedSearch
from .transposition import PROVEN

VERDICTS = ("best", "good", "inaccuracy", "mistake", "blunder")

# A seat's accuracy is the mean of these points over its moves that had a choice.
ACCURACY = {"best": 100, "good": 85, "inaccuracy": 50, "mistake": 20, "blunder": 0}

# A share of the chance to win in a player's words: (the largest loss in percent of a win
# each wording covers, the wording), growing.
CHANCE_WORDS = ((3.0, "a very small part"), (7.5, "a small part"), (15.0, "about a tenth"),
                (22.5, "about a fifth"), (29.0, "about a quarter"), (42.0, "about a third"),
                (58.0, "about half"), (71.0, "about two thirds"),
                (88.0, "about three quarters"), (99.5, "nearly all"))
# ... and each wording as the whole phrase a screen shows, marked for the catalogs (`plain`)
CHANCE_PHRASES = {
    # Translators: what a move gave up, in "It gives up a very small part of the chance to win."
    "a very small part": N_("a very small part of the chance to win"),
    # Translators: what a move gave up, in "It gives up a small part of the chance to win."
    "a small part": N_("a small part of the chance to win"),
    # Translators: what a move gave up, in "It gives up about a tenth of the chance to win."
    "about a tenth": N_("about a tenth of the chance to win"),
    "about a fifth": N_("about a fifth of the chance to win"),
    "about a quarter": N_("about a quarter of the chance to win"),
    "about a third": N_("about a third of the chance to win"),
    "about half": N_("about half of the chance to win"),
    "about two thirds": N_("about two thirds of the chance to win"),
    "about three quarters": N_("about three quarters of the chance to win"),
    "nearly all": N_("nearly all of the chance to win"),
    # Translators: what a move gave up, in "It gives up all of the chance to win."
    "all": N_("all of the chance to win"),
}


@dataclass(frozen=True)
class Scale:
    """A game's thresholds: a loss (in `unit`) of at most `good` is good, at most
    `inaccuracy` an inaccuracy, at most `mistake` a mistake, more a blunder; no loss is best."""

    unit: str
    good: float
    inaccuracy: float
    mistake: float

    def scaled(self, factor: float) -> Scale:
        """The same scale with every threshold times `factor`."""
        return Scale(self.unit, self.good * factor, self.inaccuracy * factor,
                     self.mistake * factor)

    def amount(self, loss: float) -> str:
        """A loss in words: "1.5 points", "12% of a win"."""
        if self.unit == "points":
            return f"{loss:.1f} points"
        return f"{loss:.0f}% of a win" if loss >= 1 else f"{loss:.1f}% of a win"

    def plain(self, loss: float) -> str:
        """A loss in a player's words, for the screens: "about a tenth of the chance to
        win", "about 2 points" (`amount` keeps the CLI's figures)."""
        if self.unit == "points":
            if loss < 1:
                # Translators: what a move gave up, in "It gives up less than a point."
                return _("less than a point")
            n = max(1, round(loss))
            # Translators: what a move gave up, in "It gives up about 2 points."
            return ngettext("about {n} point", "about {n} points", n).format(n=n)
        share = next((words for limit, words in CHANCE_WORDS if loss < limit), "all")
        return _(CHANCE_PHRASES[share])

    def verdict(self, loss: float) -> str:
        if loss <= 1e-9:
            return "best"
        for name, limit in (("good", self.good), ("inaccuracy", self.inaccuracy),
                            ("mistake", self.mistake)):
            if loss <= limit:
                return name
        return "blunder"


@dataclass(frozen=True)
class Judgement:
    """The verdict on a move: `best` is the expert's move (the move played when nothing was
    better), `loss` the value given up in the scale's unit (None for exact verdicts), `facts`
    what an exact judge proved (`won_before`, `won_after`)."""

    best: object
    verdict: str
    loss: float | None = None
    facts: dict = field(default_factory=dict)


class Judge(Generic[S]):
    """Base of the judges; `exact` is True for one that proves results."""

    exact = False
    scale: Scale | None = None

    def appraise(self, state: S, played) -> Search:
        raise NotImplementedError


class ValueJudge(Judge[S]):
    """Judges by the loss of value: a subclass's `values(state, played)` returns (the expert's
    move, its value, the value of the move played), both for the mover in the scale's unit.
    A move with no alternative is best."""

    def __init__(self, scale: Scale):
        self.scale: Scale = scale

    def values(self, state: S, played) -> Search:
        raise NotImplementedError

    def appraise(self, state: S, played) -> Search:
        if len(state.legal_moves()) == 1:
            return Judgement(played, "best", 0.0, {"forced": True})
        best, best_value, played_value = yield from self.values(state, played)
        loss = max(0.0, best_value - played_value)
        if loss <= 1e-9:
            best = played       # nothing better: the move played is the best
        return Judgement(best, self.scale.verdict(loss), round(loss, 3))


class SearchJudge(ValueJudge[S]):
    """The expert's budgeted search (`paranoid.py`, `maxn.py`) as a judge: it searches the
    position as the expert would (the move played among the candidates), then the move
    played alone to the depth that search reached, so both values come from equally deep
    searches.  `make()` makes the search, a new one for every move judged (nothing carries over
    from an earlier move's table).  `unit(value, seat)` turns a search value into the scale's
    unit for `seat`.

    When the search proves a result, the judgement says so in its facts: `proved_before`, what
    the expert's move was proved to give the mover ("win", "loss" or None), and
    `proved_after`, what the move played was (a loss in points would not tell a player that a
    won game was let go, or a lost one walked into)."""

    def __init__(self, make, scale: Scale, unit):
        super().__init__(scale)
        self.make = make
        self.unit = unit
        self._proof: tuple | None = None    # (proved of the best move, of the move played)

    def appraise(self, state: S, played) -> Search:
        self._proof = None
        judgement = yield from super().appraise(state, played)
        if self._proof is not None and self._proof != (None, None):
            facts = {**judgement.facts, "proved_before": self._proof[0],
                     "proved_after": self._proof[1]}
            judgement = Judgement(judgement.best, judgement.verdict, judgement.loss, facts)
        return judgement

    def values(self, state: S, played) -> Search:
        me = state.to_move
        search: BudgetedSearch[S] = self.make()
        moves = search.moves(state)
        if played not in moves:
            moves = [*moves, played]
        search.value = None
        best, value = yield from search.score(state, moves)
        depth = search.depth_done
        if value is None or depth == 0:     # the budget ran out in the first iteration
            depth = 1
            best, value = yield from search.score(state, moves, depth)
        if best == played:
            self._proof = (proved(value, me),) * 2
            return played, self.unit(value, me), self.unit(value, me)
        _move, played_value = yield from search.score(state, [played], depth)
        self._proof = (proved(value, me), proved(played_value, me))
        return best, self.unit(value, me), self.unit(played_value, me)


def proved(value, seat: int) -> str | None:
    """"win" or "loss" when a search value (a number, or a vector read at `seat`) is a proved
    result for `seat`, else None."""
    value = value[seat] if isinstance(value, list) else value
    return "win" if value >= PROVEN else "loss" if value <= -PROVEN else None


def proof_words(facts: dict) -> str | None:
    """What a search proved about a move, in English words (the command line's; the review
    screen says each as a whole sentence in the player's language), when it changed a
    proved result."""
    before, after = facts.get("proved_before"), facts.get("proved_after")
    if before == "win" and after != "win":
        return "lets a forced win go"
    if after == "loss" and before != "loss":
        return "walks into a forced loss"
    return None


def proven_unit(win: float, loss: float, factor: float = 1.0):
    """`unit` for a search whose values are `factor` times the scale's unit: a proved win
    counts `win`, a proved loss `loss` (a vector value is read at the seat)."""
    def unit(value, seat: int) -> float:
        if isinstance(value, list):
            value = value[seat]
        if value >= PROVEN:
            return win
        if value <= -PROVEN:
            return loss
        return value * factor
    return unit
