"""Max^n search for any number of seats, with iterative deepening, a transposition table and
a deterministic work budget (game/ai/budget.py, as `paranoid.py`).

Every node returns a vector of values, one per seat, and the seat to move picks the child
best for itself.  Unlike paranoid search it does not assume that every rival plays against
the agent: each seat is modelled as pursuing its own interest, which suits games where one
rival's loss is another rival's win.  Without alpha-beta every value is exact, so the table
stores plain vectors; the only pruning is that a seat stops looking once it has found a
forced win (a quicker one could exist: it still wins).

evaluate(state) gives the vector at the horizon; a finished game gives the winners
WIN - ply and the others -(WIN - ply) (a shared win 0), so winners hurry and losers delay.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.core.contract import State

from .agent import S, Search
from .budget import BudgetedSearch
from .transposition import PROVEN, WIN, put_first


def lead(values: list[float], seat: int, rival: float) -> float:
    """How far `seat` is ahead of the other seats in a vector of values, for an evaluation
    that max^n maximises seat by seat: ahead of the best other (`rival` = 1), of their mean
    (`rival` = 0), or a blend of both."""
    others = [v for s, v in enumerate(values) if s != seat]
    best = max(others)
    if rival >= 1:
        return values[seat] - best
    mean = math.fsum(others) / len(others)
    return values[seat] - rival * best - (1 - rival) * mean


def maxn_terminal(state: State, ply: int) -> list[float]:
    outcome = state.outcome()
    assert outcome is not None     # called on finished games only
    winners = outcome.winners
    if len(winners) > 1:
        return [0 if seat in winners else -(WIN - ply) for seat in range(state.players)]
    return [WIN - ply if seat in winners else -(WIN - ply) for seat in range(state.players)]


class MaxN(BudgetedSearch[S]):
    """Arguments as for `Paranoid`, except that evaluate(state) returns one value per seat."""

    def __init__(self, seed: int = 0, *, evaluate: Callable[[S], list], depth: int,
                 budget: int | None = None, moves: Callable[[S], list] | None = None,
                 order: Callable[[S, list], list] | None = None,
                 cost: Callable[[S], int] | None = None, table_limit: int = 200_000):
        super().__init__(seed, evaluate=evaluate, depth=depth, budget=budget, moves=moves,
                         order=order, cost=cost, table_limit=table_limit)
        self.value: list | None = None

    def think(self, state: S) -> Search:
        moves = self.moves(state)
        if len(moves) == 1:
            return moves[0]
        self.prepare(state)
        return (yield from self.deepen(state, state.to_move, moves, 1))

    def proved(self, value, seat: int) -> bool:
        return abs(value[seat]) >= PROVEN

    def root(self, state: S, seat: int, depth: int, previous) -> Search:
        """(best move, value vector) of one iteration, or None if cut short before it counted
        (an iteration counts once the previous best move, searched first, is done)."""
        moves = self.root_moves(state)
        self.rng.shuffle(moves)  # equal moves are chosen at random
        if self.order is not None:
            moves = self.order(state, moves)
        moves = put_first(moves, previous)
        best = None
        for move in moves:
            state.push(move)
            value = yield from self.search(state, depth - 1, 1)
            state.pop()
            if self._stop:
                break
            if best is None or value[seat] > best[1][seat]:
                best = (move, value)
        return best   # None if cut short before the first move (the previous best) was done

    def search(self, state: S, depth: int, ply: int) -> Search:
        if self._pause_due():
            yield
        if self._charge(state):
            return None
        moves = self.moves(state)
        if not moves:
            return maxn_terminal(state, ply)
        if depth <= 0:
            return self.evaluate(state)
        key = state.key()
        values, first = self.table.probe_vector(key, depth, ply)
        if values is not None:
            return values
        if self.order is not None:
            moves = self.order(state, list(moves))
        moves = put_first(moves, first)
        mover = state.to_move
        best, best_move = None, None
        for move in moves:
            state.push(move)
            value = yield from self.search(state, depth - 1, ply + 1)
            state.pop()
            if self._stop:
                return None
            if best is None or value[mover] > best[mover]:
                best, best_move = value, move
                if value[mover] >= PROVEN:
                    break
        assert best is not None     # `moves` is not empty: the first move set it
        self.table.store_vector(key, depth, ply, best, best_move)
        return best
