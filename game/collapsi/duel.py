"""The 4×4 duel solved exactly, fast: the expert's search, the hints' proofs and the review's
verdicts in the standard game (fixed board, two pawns placed; either opening).

The generic alpha-beta (`game/ai/alphabeta.py`) works on `State` objects; this solver works
on one deal's precomputed moves and a position packed into one integer, which makes it several
times faster (docs/ai-collapsi.md), enough for the classic opening, whose jacks open with
up to four times as many first moves.  A position is the collapsed cards (16 bits), the card
under the pawn to move and the card under the other pawn; whose turn it is does not matter
(the game is the same for both seats).  Scores are those of `alphabeta.py`: WIN - ply for a
win, so it takes the quickest win and, when lost, the longest defence, and the table keeps
them relative to the node (`TranspositionTable`, every search's table).

Like every search it is a generator that pauses every millisecond or so.  Only the nodes
with many cards still face up are searched by the generator (`_paced`); below them, where a
whole subtree takes well under a millisecond, a plain recursive function (`_plain`) does the
same work without a generator per node.  Both apply the same rules in the same order.
"""

from __future__ import annotations

from game.ai.agent import PAUSE_EVERY, Agent, Search
from game.ai.transposition import INF, PROVEN, WIN, TranspositionTable, put_first

from .rules import CLASSIC_STEPS, STEPS, CollapsiState, routes

SIZE = 4
PLAIN_FACE_UP = 7       # at most this many cards face up: a subtree is searched without pauses
PAUSE_NODES = 4 * PAUSE_EVERY   # nodes between pauses (a node here costs a quarter of a State's)


def moves_of(grid: str, classic: bool) -> tuple:
    """For each card: ((destination, (bitmask of the cards a path crosses, ...)), ...) for
    every number of steps a pawn on it may walk; a jack's 1 to 4 under the classic opening
    merge into one list per destination (two walks there are one move)."""
    table = []
    for card, rank in enumerate(grid):
        counts = CLASSIC_STEPS if rank == "J" and classic else (STEPS[rank],)
        by_dest: dict[int, list[int]] = {}
        for steps in counts:
            for dest, masks in routes(SIZE, card, steps):
                known = by_dest.setdefault(dest, [])
                known.extend(m for m in masks if m not in known)
        table.append(tuple((d, tuple(m)) for d, m in sorted(by_dest.items())))
    return tuple(table)


class DuelSolver(Agent[CollapsiState]):
    """Exact play of the fixed 4×4 duel: `think` (the move, with `value` its score), `prove`
    (+1 or -1 for the seat to move) and `values` (every legal move's score)."""

    level = "solver"

    def __init__(self, seed: int = 0, table_limit: int = 2_000_000):
        super().__init__(seed)
        self.table = TranspositionTable()   # the position packed in an int -> its entry
        self.table_limit = table_limit
        self.nodes = 0
        self.value = 0
        self._deal: tuple | None = None     # (grid, classic) the table and moves belong to
        self._moves: tuple = ()
        self._pause_at = PAUSE_NODES

    # --- what callers ask ---------------------------------------------------------------------
    def think(self, state: CollapsiState) -> Search:
        collapsed, me, other = self._position(state)
        moves = self._legal(collapsed, me, other)
        if len(moves) == 1:
            return moves[0]
        self.rng.shuffle(moves)                 # equal moves are chosen at random
        after = collapsed | 1 << me
        best, best_value, alpha = moves[0], -INF, -INF
        for dest in moves:
            value = -(yield from self._paced(after, other, dest, -INF, -alpha, 1))
            if value > best_value:
                best, best_value = dest, value
                alpha = max(alpha, value)
        self.value = best_value
        return best

    def prove(self, state: CollapsiState) -> Search:
        """+1 if the seat to move wins with perfect play, -1 if it loses (a null window)."""
        collapsed, me, other = self._position(state)
        value = yield from self._paced(collapsed, me, other, -1, 1, 0)
        return 1 if value >= PROVEN else -1

    def values(self, state: CollapsiState) -> Search:
        """{move: its exact score for the seat to move} for every legal move."""
        collapsed, me, other = self._position(state)
        after = collapsed | 1 << me
        out = {}
        for dest in self._legal(collapsed, me, other):
            out[dest] = -(yield from self._paced(after, other, dest, -INF, INF, 1))
        return out

    # --- the search ----------------------------------------------------------------------------
    def _position(self, state: CollapsiState) -> tuple[int, int, int]:
        deal = (state.grid, state.classic)
        if deal != self._deal or len(self.table) > self.table_limit:
            self.table.clear()
            self._deal = deal
            self._moves = moves_of(*deal)
        me = state.pawns[state.turn]
        return state.collapsed, me, state.pawns[1 - state.turn]

    def _legal(self, collapsed: int, me: int, other: int) -> list[int]:
        found = []
        for dest, masks in self._moves[me]:
            if dest != other:
                for mask in masks:
                    if not mask & collapsed:
                        found.append(dest)
                        break
        return found

    def _paced(self, collapsed: int, me: int, other: int, alpha: int, beta: int,
               ply: int) -> Search:
        """The score of a position for the pawn to move (`_plain`), pausing as it goes."""
        if 16 - collapsed.bit_count() <= PLAIN_FACE_UP:
            value = self._plain(collapsed, me, other, alpha, beta, ply)
            if self.nodes >= self._pause_at:
                self._pause_at = self.nodes + PAUSE_NODES
                yield
            return value
        self.nodes += 1
        key = collapsed | me << 16 | other << 20
        value, first = self.table.probe(key, 0, alpha, beta, ply)
        if value is not None:
            return value
        moves = self._legal(collapsed, me, other)
        if not moves:
            return -(WIN - ply)
        moves = put_first(moves, first)
        after = collapsed | 1 << me
        best, best_move, low = -INF, None, alpha
        for dest in moves:
            value = -(yield from self._paced(after, other, dest, -beta, -low, ply + 1))
            if value > best:
                best, best_move = value, dest
                if value > low:
                    low = value
                    if low >= beta:
                        break
        self.table.store(key, 0, alpha, beta, ply, best, best_move)
        return best

    def _plain(self, collapsed: int, me: int, other: int, alpha: int, beta: int,
               ply: int) -> int:
        """`_paced` without pauses, for the small subtrees near the end of a game."""
        self.nodes += 1
        key = collapsed | me << 16 | other << 20
        value, first = self.table.probe(key, 0, alpha, beta, ply)
        if value is not None:
            return value
        moves = self._legal(collapsed, me, other)
        if not moves:
            return -(WIN - ply)
        moves = put_first(moves, first)
        after = collapsed | 1 << me
        best, best_move, low = -INF, None, alpha
        for dest in moves:
            value = -self._plain(after, other, dest, -beta, -low, ply + 1)
            if value > best:
                best, best_move = value, dest
                if value > low:
                    low = value
                    if low >= beta:
                        break
        self.table.store(key, 0, alpha, beta, ply, best, best_move)
        return best
