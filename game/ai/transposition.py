"""The transposition table of the alpha-beta, paranoid and max^n searches, and their scores.

A finished game scores WIN - ply for a winner (so winners hurry and losers delay), a value
the searches compare with PROVEN to tell a forced result.  Such a score depends on how far the
node is from the root, so the table stores it relative to the node (`to_table`) and turns it
back on the way out (`from_table`): it then stays true wherever the position recurs.
"""

from __future__ import annotations

WIN = 1_000_000
PROVEN = WIN - 10_000          # any score beyond this is a forced result
INF = 2 * WIN
EXACT, LOWER, UPPER = 0, 1, 2  # a stored value is exact, a lower bound or an upper bound


def to_table(value, ply: int):
    """A score found `ply` plies below the root, as the table keeps it."""
    if value >= PROVEN:
        return value + ply
    if value <= -PROVEN:
        return value - ply
    return value


def from_table(value, ply: int):
    """A stored score, for a node `ply` plies below the root."""
    if value >= PROVEN:
        return value - ply
    if value <= -PROVEN:
        return value + ply
    return value


def put_first(moves: list, move) -> list:
    """`moves` with `move` (the likeliest best) first, if it is one of them; a new list then."""
    if move is not None and move in moves:
        return [move, *(m for m in moves if m != move)]
    return moves


class TranspositionTable(dict):
    """State.key() -> what a search found there.  Alpha-beta and paranoid search keep
    (depth, flag, value, best move) through `probe` and `store`; max^n keeps
    (depth, value vector, best move) through `probe_vector` and `store_vector`."""

    __slots__ = ()

    def probe(self, key, depth: int, alpha, beta, ply: int) -> tuple:
        """(value, None) when the entry settles a node to search `depth` plies with the window
        (alpha, beta); otherwise (None, the entry's best move to try first, or None)."""
        entry = self.get(key)
        if entry is None:
            return None, None
        stored_depth, flag, value, move = entry
        if stored_depth >= depth:
            value = from_table(value, ply)
            if (flag == EXACT or (flag == LOWER and value >= beta)
                    or (flag == UPPER and value <= alpha)):
                return value, None
        return None, move

    def store(self, key, depth: int, alpha, beta, ply: int, value, move) -> None:
        """Keep the `value` and best `move` of a node searched `depth` plies with the window
        (alpha, beta): a value at or below alpha is only an upper bound, one at or above beta
        only a lower bound."""
        flag = UPPER if value <= alpha else LOWER if value >= beta else EXACT
        self[key] = (depth, flag, to_table(value, ply), move)

    def probe_vector(self, key, depth: int, ply: int) -> tuple:
        """(values, None) when the entry was searched at least `depth` plies; otherwise
        (None, the entry's best move to try first, or None)."""
        entry = self.get(key)
        if entry is None:
            return None, None
        stored_depth, stored, move = entry
        if stored_depth >= depth:
            return [from_table(v, ply) for v in stored], None
        return None, move

    def store_vector(self, key, depth: int, ply: int, values: list, move) -> None:
        """Keep the value vector and best `move` of a node searched `depth` plies."""
        self[key] = (depth, [to_table(v, ply) for v in values], move)
