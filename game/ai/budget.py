"""What the multi-seat searches (`paranoid.py`, `maxn.py`) share: iterative deepening
within a deterministic work budget.

The work is counted in `cost(state)` units per node (1 by default), never by the clock, so a
seeded game replays identically on any machine.  A search pauses (yields) every PAUSE_EVERY
units (`agent.py`); deepening stops at `depth`, at a proved result, or when the budget is
spent.  A subclass gives `root(state, seat, depth, previous)` -> (move, value) or None, and
`proved`; its `table` is a `TranspositionTable` (`transposition.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .agent import Agent, S, Search
from .transposition import TranspositionTable


class BudgetedSearch(Agent[S]):
    value: Any      # the root's value from the last iteration that counted (the subclass's kind)

    def __init__(self, seed: int, *, evaluate: Callable, depth: int, budget: int | None,
                 moves: Callable[[S], list] | None, order: Callable[[S, list], list] | None,
                 cost: Callable[[S], int] | None, table_limit: int):
        super().__init__(seed)
        self.evaluate = evaluate
        self.depth = depth
        self.budget = budget
        self.moves = moves or (lambda state: state.legal_moves())
        self.order = order
        self.cost = cost
        self.table_limit = table_limit
        self.table = TranspositionTable()
        self.spent = 0          # work units of the current think()
        self.nodes = 0
        self.depth_done = 0     # deepest iteration that counted
        self._pause_now = False
        self._stop = False
        self.only: list | None = None   # the root's moves while `score` limits them

    def prepare(self, state: S) -> None:
        """Housekeeping before a search from `state` (the table kept or cleared)."""
        if len(self.table) > self.table_limit:
            self.table.clear()

    def root_moves(self, state: S) -> list:
        return list(self.only if self.only is not None else self.moves(state))

    def score(self, state: S, moves: list, depth: int | None = None) -> Search:
        """(best move, value) among `moves` only, searched as `think` searches (the same
        budget and deepening), or to exactly `depth` without a budget: the review's measure of
        a move (game/ai/judge.py).  Unlike `think` it also searches a single move."""
        self.prepare(state)
        saved = self.only, self.depth, self.budget
        self.only = list(moves)
        if depth is not None:
            self.depth, self.budget = depth, None
        try:
            move = yield from self.deepen(state, state.to_move, self.only,
                                          self.first_depth())
        finally:
            self.only, self.depth, self.budget = saved
        return move, self.value

    def first_depth(self) -> int:
        return 1

    def proved(self, value, seat: int) -> bool:
        """Whether the root's `value` is a forced result for `seat` (no need to deepen)."""
        raise NotImplementedError

    def root(self, state: S, seat: int, depth: int, previous) -> Search:
        """(best move, value) of one iteration to `depth`, `previous` (the last iteration's
        best move) searched first, or None if cut short before it counted."""
        raise NotImplementedError

    def deepen(self, state: S, seat: int, moves: list, first: int) -> Search:
        """Iterations from depth `first` to `self.depth`; the best move of the last that
        counted (the first in move order if none did)."""
        self.spent, self._stop, self.depth_done = 0, False, 0
        best = None
        for depth in range(first, self.depth + 1):
            found = yield from self.root(state, seat, depth, best)
            if found is None:
                break
            best, self.value = found
            self.depth_done = depth
            if self.proved(self.value, seat) or self._stop:
                break
            if self.budget is not None and self.spent >= self.budget:
                break
        if best is None:  # the budget ran out inside the first iteration's first move
            ordered = self.order(state, list(moves)) if self.order else list(moves)
            best = ordered[0]
        return best

    def _charge(self, state: S) -> bool:
        """Count a node's work; True once the budget is spent."""
        units = self.cost(state) if self.cost else 1
        self.nodes += 1
        self.spent += units
        self._pause_now = self.paced(units) or self._pause_now
        if self.budget is not None and self.spent > self.budget:
            self._stop = True
        return self._stop

    def _pause_due(self) -> bool:
        """True (once) when the work counted so far calls for a pause."""
        due, self._pause_now = self._pause_now, False
        return due
