"""Paranoid alpha-beta for any number of seats, with iterative deepening, a transposition
table and a deterministic work budget.

The seat the agent plays maximises its own evaluation and every other seat is assumed to
minimise it (the "paranoid" reduction of a multi-player game to two sides).  With two seats
this is plain alpha-beta; seats that move several times in a row are handled naturally, since
each node simply asks whose decision it is.

Values are from the agent's seat.  A finished game scores WIN - ply when the agent wins
alone, -(WIN - ply) when it does not win, and 0 when it shares the win; table entries keep
such scores relative to their node (`transposition.py`).

The work is bounded by `budget` (game/ai/budget.py).  An iteration cut short still counts if it
finished searching the previous iteration's best move (searched first), since any move that
beat it was searched as deeply.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.contract import State

from .agent import S, Search
from .budget import BudgetedSearch
from .transposition import INF, PROVEN, WIN, put_first


def paranoid_terminal(state: State, seat: int, ply: int) -> int:
    outcome = state.outcome()
    assert outcome is not None     # called on finished games only
    if seat in outcome.winners:
        return WIN - ply if len(outcome.winners) == 1 else 0
    return -(WIN - ply)


class Paranoid(BudgetedSearch[S]):
    """evaluate(state, seat) scores a position for `seat` (higher is better for that seat);
    moves(state) lists the moves to consider (default: every legal move; a game may leave out
    moves that never help the mover); order(state, moves) sorts them best-first for the seat to
    move (the table's move then goes first); cost(state) is the work charged for a node.
    `noise` adds a random amount in [0, noise) to each root move's value, for varied, weaker
    play (all root moves are then searched with a full window).  With `deepen` False it
    searches `depth` at once: with a depth past the game's end, an exact solve that gives up
    (depth_done stays 0) when the budget runs out."""

    def __init__(self, seed: int = 0, *, evaluate: Callable[[S, int], float], depth: int,
                 budget: int | None = None, moves: Callable[[S], list] | None = None,
                 order: Callable[[S, list], list] | None = None,
                 cost: Callable[[S], int] | None = None, noise: float = 0.0,
                 deepen: bool = True, table_limit: int = 500_000):
        super().__init__(seed, evaluate=evaluate, depth=depth, budget=budget, moves=moves,
                         order=order, cost=cost, table_limit=table_limit)
        self.noise = noise
        self.iterate = deepen   # False: one iteration at full depth (a bounded exact solve)
        self.table_seat: int | None = None
        self.value = 0

    def think(self, state: S) -> Search:
        seat = state.to_move
        moves = self.moves(state)
        if len(moves) == 1 and not self.noise:
            return moves[0]
        self.prepare(state)
        return (yield from self.deepen(state, seat, moves, self.first_depth()))

    def prepare(self, state: S) -> None:
        """The table holds values for one seat: cleared when another seat searches."""
        seat = state.to_move
        if seat != self.table_seat or len(self.table) > self.table_limit:
            self.table.clear()
            self.table_seat = seat

    def first_depth(self) -> int:
        return 1 if self.iterate else self.depth

    def proved(self, value, seat: int) -> bool:
        return abs(value) >= PROVEN

    def root(self, state: S, seat: int, depth: int, previous) -> Search:
        """(best move, value) of one iteration, or None if cut short before it counted."""
        moves = self.root_moves(state)
        self.rng.shuffle(moves)  # equal moves are chosen at random
        if self.order is not None:
            moves = self.order(state, moves)
        moves = put_first(moves, previous)
        scored = []
        alpha = -INF
        for move in moves:
            state.push(move)
            value = yield from self.search(state, seat, depth - 1, alpha if not self.noise
                                           else -INF, INF, 1)
            state.pop()
            if self._stop:
                break
            scored.append((value + self.rng.random() * self.noise, value, move))
            if not self.noise:
                alpha = max(alpha, value)
        if not scored or (self._stop and (not self.iterate or previous is not None
                                          and scored[0][2] != previous)):
            return None
        best = max(scored, key=lambda s: s[0])
        if not self._stop and self.only is None:   # a limited root is not the position's value
            # Exact, but with noise the move kept may not be the best: its value is then only a
            # lower bound, as if it had failed high.
            beta = best[1] if self.noise else INF
            self.table.store(state.key(), depth, -INF, beta, 0, best[1], best[2])
        return best[2], best[1]

    def search(self, state: S, seat: int, depth: int, alpha: float, beta: float,
               ply: int) -> Search:
        if self._pause_due():
            yield
        if self._charge(state):
            return 0
        moves = self.moves(state)
        if not moves:
            return paranoid_terminal(state, seat, ply)
        if depth <= 0:
            return self.evaluate(state, seat)
        key = state.key()
        value, first = self.table.probe(key, depth, alpha, beta, ply)
        if value is not None:
            return value
        if self.order is not None:
            moves = self.order(state, list(moves))
        moves = put_first(moves, first)
        start_alpha, start_beta = alpha, beta
        maximise = state.to_move == seat
        best_value, best_move = (-INF if maximise else INF), None
        for move in moves:
            state.push(move)
            value = yield from self.search(state, seat, depth - 1, alpha, beta, ply + 1)
            state.pop()
            if self._stop:
                return 0
            if maximise:
                if value > best_value:
                    best_value, best_move = value, move
                    alpha = max(alpha, value)
            elif value < best_value:
                best_value, best_move = value, move
                beta = min(beta, value)
            if alpha >= beta:
                break
        self.table.store(key, depth, start_alpha, start_beta, ply, best_value, best_move)
        return best_value
