"""Collapsi players.  The game is short (at most 14 moves on 4×4), so `expert` solves it:
it always takes the quickest forced win and, when lost, the longest defence."""

from __future__ import annotations

from game.ai.alphabeta import AlphaBeta
from game.ai.agent import Slips

from .rules import CollapsiState

SOLVE_DEPTH = 64  # deeper than any game can last: every leaf is a finished game


def mobility(state: CollapsiState) -> int:
    """Moves for the seat to move minus moves for the next seat: being short of moves is
    what loses this game."""
    mine = len(state.legal_moves())
    seat = state.turn
    state.turn = (seat + 1) % state.players
    state._legal = None
    theirs = len(state.legal_moves())
    state.turn = seat
    state._legal = None
    return mine - theirs


def fewest_replies_first(state: CollapsiState, moves: list) -> list:
    """Try first the moves that leave the opponent the fewest answers."""
    def replies(move):
        state.push(move)
        count = len(state.legal_moves())
        state.pop()
        return count
    return sorted(moves, key=replies)


def solver(seed: int = 0) -> AlphaBeta:
    # Measured on 40 deals: ordering by replies saves 17% of the nodes but costs more time
    # than it saves, and iterative deepening doubles the nodes; the plain search is fastest.
    return AlphaBeta(seed, evaluate=mobility, depth=SOLVE_DEPTH, deepen=False)


# Depths chosen by the arena (docs/ai.md): each level beats the one below it clearly.
PLAYERS = {
    "easy": lambda seed: Slips(seed, 0.25, AlphaBeta(seed, evaluate=mobility, depth=1)),
    "medium": lambda seed: AlphaBeta(seed, evaluate=mobility, depth=3),
    "hard": lambda seed: AlphaBeta(seed, evaluate=mobility, depth=6, order=fewest_replies_first),
    "expert": solver,
}
