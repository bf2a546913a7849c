"""The review of a game: the expert's verdict on every move (docs/ai-review.md).

`Review(state)` replays the game's moves from its deal and asks the game's judge
(`judge(start, seed)` in its package, `game/ai/judge.py`) about each move in turn.  `work()` is
a search like an agent's: it yields every millisecond or so, so the screen runs it in slices
behind a progress bar (and may drop it: cancelling is not running it further), and the CLI
runs it to the end.  The result is per move (`entries`) and per seat (`summary()`), and
`to_json()` is the `review --json` output (docs/cli.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.agent import Search
from game.ai.judge import ACCURACY, VERDICTS, Judge
from game.core.contract import State

from .registry import registration


@dataclass(frozen=True)
class Entry:
    """One move judged: its number (from 1), seat, the move and the expert's move in
    notation, the verdict, the loss in the scale's unit (None when exact) and the facts an
    exact judge proved."""

    number: int
    seat: int
    move: str
    best: str
    verdict: str
    loss: float | None
    facts: dict = field(default_factory=dict)

    @property
    def forced(self) -> bool:
        return bool(self.facts.get("forced"))

    def to_json(self) -> dict:
        data = {"number": self.number, "seat": self.seat, "move": self.move, "best": self.best,
                "verdict": self.verdict}
        if self.loss is not None:
            data["loss"] = self.loss
        data.update(self.facts)
        return data


class Review:
    def __init__(self, state: State, seed: int = 0):
        """The review of the moves of `state` (a finished game, or as far as it went)."""
        game = state.game
        self.start = game.start(state.variant, state.options, state.players, state.setup)
        self.moves = list(state.history)
        self.players = state.players
        self.seed = seed
        self.judge: Judge = self.fresh_judge()     # the game's judge: its scale, if exact
        self.entries: list[Entry] = []
        self.outcome = state.outcome()

    def fresh_judge(self) -> Judge:
        return registration(self.start.game.name).judge(self.start, self.seed)

    @property
    def exact(self) -> bool:
        return self.judge.exact

    @property
    def done(self) -> bool:
        return len(self.entries) == len(self.moves)

    def progress(self) -> float:
        """The share of the moves judged so far, 0 to 1."""
        return len(self.entries) / len(self.moves) if self.moves else 1.0

    def work(self) -> Search:
        """Judge every move not judged yet, yielding as the judge's search does."""
        position = self.start.clone()
        for move in self.moves[:len(self.entries)]:
            position.push(move)
        while not self.done:
            move = self.moves[len(self.entries)]
            seat = position.to_move
            # A fresh judge for every move: a judgement then depends on its position and move
            # alone, not on what an earlier search left in a table or drew from a generator, so
            # a review cancelled mid-move and resumed judges as one run does.  The position is
            # the review's own, and a judge leaves it as it found it.
            judgement = yield from self.fresh_judge().appraise(position, move)
            self.entries.append(Entry(len(self.entries) + 1, seat, position.format_move(move),
                                      position.format_move(judgement.best), judgement.verdict,
                                      judgement.loss, dict(judgement.facts)))
            position.push(move)
            yield
        return self

    def run(self) -> Review:
        """The whole review at once (the CLI and the tests)."""
        for _ in self.work():
            pass
        return self

    def decided_from(self) -> int | None:
        """Exact reviews of two-seat games: the number of the move after which the result
        by perfect play never changed again (0: the deal decided it); None otherwise."""
        if not self.exact or not self.done or self.players != 2:
            return None
        last = 0
        for entry in self.entries:
            before = entry.seat if entry.facts["won_before"] else 1 - entry.seat
            after = entry.seat if entry.facts["won_after"] else 1 - entry.seat
            if before != after:
                last = entry.number
        return last

    def summary(self) -> list[dict]:
        """Per seat: how many of its moves got each verdict, its accuracy (the mean of
        ACCURACY's points over the moves that had a choice; None if it had none), and, in an
        exact review, whether every position it moved from was already lost."""
        seats = []
        for seat in range(self.players):
            mine = [e for e in self.entries if e.seat == seat]
            counts = {verdict: sum(e.verdict == verdict for e in mine) for verdict in VERDICTS}
            chosen = [ACCURACY[e.verdict] for e in mine if not e.forced]
            accuracy = round(sum(chosen) / len(chosen), 1) if chosen else None
            # exact reviews: a seat that never had a won position could not have done better
            lost = self.exact and bool(mine) and not any(e.facts["won_before"] for e in mine)
            seats.append({"seat": seat, "moves": len(mine), "forced": len(mine) - len(chosen),
                          "counts": counts, "accuracy": accuracy, "lost_from_start": lost})
        return seats

    def to_json(self) -> dict:
        """The `review --json` object (docs/cli.md)."""
        summary = {"exact": self.exact, "seats": self.summary()}
        if self.judge.scale is not None:
            scale = self.judge.scale
            summary["unit"] = scale.unit
            summary["thresholds"] = {"good": scale.good, "inaccuracy": scale.inaccuracy,
                                     "mistake": scale.mistake}
        if self.exact and self.players == 2:
            summary["decided_from"] = self.decided_from()
        return {"moves": [e.to_json() for e in self.entries], "summary": summary}
