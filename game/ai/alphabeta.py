"""Negamax alpha-beta with iterative deepening and a transposition table, for two-sided
games (a seat that moves twice in a row is handled: its value is not negated).

Scores are from the point of view of the seat to move.  A won game scores WIN - ply, so the
search prefers the quickest win and, when lost, the longest defence; the table
(`transposition.py`) stores such scores relative to the node, so they stay true wherever the
position recurs.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.contract import State

from .agent import PAUSE_EVERY, Agent, S, Search
from .transposition import INF, PROVEN, WIN, TranspositionTable, put_first


def terminal_value(state: State, ply: int) -> int:
    """The finished game from the view of the seat to move: win, loss or draw."""
    outcome = state.outcome()
    assert outcome is not None     # called on finished games only
    me = state.to_move
    if len(outcome.winners) == state.players:
        return 0
    return WIN - ply if me in outcome.winners else -(WIN - ply)


class AlphaBeta(Agent[S]):
    """A search to `depth` plies (a solver when `depth` exceeds the game's length).

    evaluate(state) scores a non-final position for the seat to move; order(state, moves)
    may sort moves best-first (the table's move always goes first) where more than two plies
    remain, the only place it pays for itself.  `noise` adds a random
    amount in [0, noise) to each root move's score, for weaker, varied play."""

    def __init__(self, seed: int = 0, *, evaluate: Callable[[S], float], depth: int,
                 order: Callable[[S, list], list] | None = None, noise: float = 0.0,
                 deepen: bool = True, table_limit: int = 2_000_000):
        super().__init__(seed)
        self.evaluate = evaluate
        self.depth = depth
        self.order = order
        self.noise = noise
        self.deepen = deepen   # iterative deepening; a solver that reaches every end skips it
        self.table_limit = table_limit
        self.table = TranspositionTable()
        self.nodes = 0
        self.value = 0

    def think(self, state: S) -> Search:
        moves = state.legal_moves()
        if len(moves) == 1 and not self.noise:
            return moves[0]
        if len(self.table) > self.table_limit:
            self.table.clear()
        best = None
        for depth in range(1 if self.deepen else self.depth, self.depth + 1):
            best, self.value = yield from self.root(state, depth)
            if abs(self.value) >= PROVEN:
                break
        return best

    def prove(self, state: S) -> Search:
        """+1 if the seat to move wins with perfect play, -1 if it loses, 0 for a draw or
        when the depth does not reach every end.  A null window proves it cheaply."""
        value = yield from self.search(state, self.depth, -1, 1, 0)
        return (value >= PROVEN) - (value <= -PROVEN)

    def root(self, state: S, depth: int) -> Search:
        moves = list(state.legal_moves())
        self.rng.shuffle(moves)  # equal moves are chosen at random
        moves = self._ordered(state, moves, depth)
        me = state.to_move
        scored = []
        alpha = -INF
        for move in moves:
            state.push(move)
            if state.to_move == me and not state.is_over():
                value = yield from self.search(state, depth - 1, alpha, INF, 1)
            else:
                value = -(yield from self.search(state, depth - 1, -INF, -alpha, 1))
            state.pop()
            scored.append((value + self.rng.random() * self.noise, value, move))
            if not self.noise:
                alpha = max(alpha, value)
        best = max(scored, key=lambda s: s[0])
        # Exact, but with noise the move kept may not be the best: its value is then only a
        # lower bound, as if it had failed high.
        beta = best[1] if self.noise else INF
        self.table.store(state.key(), depth, -INF, beta, 0, best[1], best[2])
        return best[2], best[1]

    def search(self, state: S, depth: int, alpha: int, beta: int, ply: int) -> Search:
        self.nodes += 1
        if not self.nodes % PAUSE_EVERY:
            yield
        moves = state.legal_moves()
        if not moves:
            return terminal_value(state, ply)
        if depth <= 0:
            return self.evaluate(state)
        key = state.key()
        value, first = self.table.probe(key, depth, alpha, beta, ply)
        if value is not None:
            return value
        start_alpha = alpha
        best_value, best_move = -INF, None
        me = state.to_move
        for move in self._ordered(state, moves, depth, first):
            state.push(move)
            if state.to_move == me and not state.is_over():
                value = yield from self.search(state, depth - 1, alpha, beta, ply + 1)
            else:
                value = -(yield from self.search(state, depth - 1, -beta, -alpha, ply + 1))
            state.pop()
            if value > best_value:
                best_value, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        self.table.store(key, depth, start_alpha, beta, ply, best_value, best_move)
        return best_value

    def _ordered(self, state: S, moves: list, depth: int, first=None) -> list:
        if self.order is not None and depth > 2:
            moves = self.order(state, moves)
        return put_first(moves, first)
