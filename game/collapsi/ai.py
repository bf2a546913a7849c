"""Collapsi players.  The standard game is short (at most 14 moves on 4×4), so `expert` solves
it: it always takes the quickest forced win and, when lost, the longest defence.

The solo puzzle is solved exactly (`puzzle.solve`): `expert` follows a solution.  The other
variations (big board, shifting board, player's choice) and the lower levels' puzzle play get
a simple stand-in for now: a paranoid search with a fixed work budget on the balance of
reachable cards.  A real multi-player AI is a later step."""

from __future__ import annotations

from game.ai.agent import Agent, Search, Slips
from game.ai.alphabeta import AlphaBeta
from game.ai.paranoid import Paranoid

from .puzzle import hint
from .rules import CollapsiState, ShiftingState, SoloState

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


def reach_balance(state: CollapsiState, seat: int) -> int:
    """Cards `seat` could move to minus the most any rival could (solo: cards collapsed,
    the puzzle's progress)."""
    if state.players == 1:
        return bin(state.collapsed).count("1")
    mine = len(state.destinations(seat))
    return mine - max(len(state.destinations(s)) for s in range(state.players) if s != seat)


def work(state: CollapsiState) -> int:
    """Budget units of a node: walking a shifting board's paths costs about three times as
    much as the fixed board's precomputed ones."""
    return 3 if isinstance(state, ShiftingState) else 1


def stand_in(seed: int, depth: int, budget: int) -> Paranoid:
    return Paranoid(seed, evaluate=reach_balance, depth=depth, budget=budget, cost=work,
                    table_limit=200_000)


def is_standard_duel(state: CollapsiState) -> bool:
    """Two pawns on a fixed 4×4 board: the game the levels below were tuned (and `expert`
    solves) for, including player's choice once both starting cards are chosen."""
    return (type(state) is CollapsiState and state.size == 4 and state.players == 2
            and min(state.pawns) >= 0)


class ByVariant(Agent):
    """The standard game's player where it applies, the stand-in everywhere else; with
    `solve_puzzles`, the solo puzzle's exact solution while one exists."""

    def __init__(self, seed: int, standard: Agent, other: Agent, solve_puzzles: bool = False):
        super().__init__(seed)
        self.standard = standard
        self.other = other
        self.solve_puzzles = solve_puzzles

    def think(self, state: CollapsiState) -> Search:
        if self.solve_puzzles and isinstance(state, SoloState):
            move = hint(state)      # a 3×3 puzzle solves in a few milliseconds
            if move is not None:
                return move
        agent = self.standard if is_standard_duel(state) else self.other
        return (yield from agent.think(state))


# Depths chosen by the arena (docs/ai.md): each level beats the one below it clearly.
# The stand-in's budgets keep a move under about a second on the big shifting board.
PLAYERS = {
    "easy": lambda seed: ByVariant(
        seed, Slips(seed, 0.25, AlphaBeta(seed, evaluate=mobility, depth=1)),
        Slips(seed, 0.25, stand_in(seed, 1, 500))),
    "medium": lambda seed: ByVariant(seed, AlphaBeta(seed, evaluate=mobility, depth=3),
                                     stand_in(seed, 2, 1000)),
    "hard": lambda seed: ByVariant(
        seed, AlphaBeta(seed, evaluate=mobility, depth=6, order=fewest_replies_first),
        stand_in(seed, 4, 3000)),
    "expert": lambda seed: ByVariant(seed, solver(seed), stand_in(seed, 12, 8000),
                                     solve_puzzles=True),
}
