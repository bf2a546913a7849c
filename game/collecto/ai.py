"""Collecto players.

The evaluation counts what a seat will score: a point per three balls of a colour, plus part
of a point for one or two balls towards the next three while at least as many balls of that
colour are left on the board as the three still needs, plus a quarter of a point per ball
(the tie-break on balls decides many games level on points).  The seat to move is credited
with the best collection it can make at once, so a position that leaves pairs for the
opponent is seen as costly even at the end of the search.  The expert at a table of four
counts those parts of a point and the mover's collection for less.

With two seats the search is alpha-beta (`game/ai/paranoid.py`, plain alpha-beta there).  With
three or four seats (official rules) `hard` and `expert` search max^n (`game/ai/maxn.py`):
each seat pursues its own lead over the others, a blend of the best other's value and their
mean (`RIVAL`); assuming instead that every opponent plays against the agent (paranoid, as
`medium`'s single ply does) made `hard` weaker than `medium` and the expert no better than
`hard` (docs/ai-collecto.md).  Work is bounded by a node budget (a node on a board with only
double moves costs more), never by the clock, so games replay identically.  The agents never
declare "I can't find a move" (it only hands an opponent a free choice); asked for a
suggestion they search whether to suggest (and collect) or pass.
"""

from __future__ import annotations

import math

from game.ai.agent import Agent, ByPlayers, Search, Slips
from game.ai.judge import Scale, SearchJudge, proven_unit
from game.ai.maxn import MaxN, lead
from game.ai.paranoid import Paranoid

from .rules import DECLARE, CollectoState, double_moves_of, single_moves_of

PARTIAL = (0.0, 0.25, 0.55)   # value of 1 or 2 balls towards the next three of a colour
BALL = 0.25                   # a ball: the tie-break on balls decides many games level on points
THREAT = 0.8                  # share of the best immediate collection credited to the mover
RIVAL = 0.5                   # max^n: a seat's rivals weigh as this blend of the best and the mean
DOUBLE_COST = 6               # a board with only double moves costs ~6 nodes to generate
# The expert at a table of four: a start towards a three is worth less (three rivals may take
# the colour first), and so is the mover's best collection (the others move before it comes
# back): against three of `hard` 37.7% over three sets of deals, 34.4% with the numbers
# above; with three players they measured no better (docs/ai-collecto.md).
FOUR_PARTIAL = (0.0, 0.15, 0.4)
FOUR_THREAT = 0.5


def colour_value(held: int, left: int, partial: tuple = PARTIAL) -> float:
    """What `held` balls of one colour are worth with `left` more of it on the board, one or
    two towards the next three counting `partial`."""
    part = held % 3
    return held // 3 + (partial[part] if part and left >= 3 - part else 0.0) + BALL * held


def colour_values(partial: tuple) -> tuple:
    """[held][left]: a seat holds at most 8 balls of a colour, at most 8 are left."""
    return tuple(tuple(colour_value(h, n, partial) for n in range(9)) for h in range(9))


COLOUR_VALUE = colour_values(PARTIAL)
FOUR_COLOUR_VALUE = colour_values(FOUR_PARTIAL)


def seat_value(tray, left, table: tuple = COLOUR_VALUE) -> float:
    """Expected points of a tray given the balls of each colour left on the board."""
    return math.fsum(table[n][m] for n, m in zip(tray, left))


def gains_of(state: CollectoState) -> dict:
    """Each push or double move on the board with the balls it collects."""
    singles = single_moves_of(state.board)
    return dict(singles) if singles else dict(double_moves_of(state.board))


def best_gain(state: CollectoState, seat: int, left, table: tuple = COLOUR_VALUE) -> float:
    """How much the best collection available now would add to `seat`'s value."""
    tray = state.trays[seat]
    best = 0.0
    for gains in set(gains_of(state).values()):
        gain = 0.0
        for k, g in enumerate(gains):
            if g:
                n, m = tray[k], left[k]
                gain += table[n + g][m - g] - table[n][m]
        if gain > best:
            best = gain
    return best


def values_of(state: CollectoState, table: tuple = COLOUR_VALUE,
              threat: float = THREAT) -> list[float]:
    """Each seat's expected points, the seat to move credited with `threat` × its best
    immediate collection."""
    board = state.board
    left = tuple(board.count(k) for k in range(1, 7))
    values = [seat_value(tray, left, table) for tray in state.trays]
    mover = state.to_move
    values[mover] += threat * best_gain(state, mover, left, table)
    return values


def evaluate(state: CollectoState, seat: int) -> float:
    """`seat`'s expected points minus the best opponent's (`values_of`)."""
    values = values_of(state)
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def leads(state: CollectoState, table: tuple = COLOUR_VALUE,
          threat: float = THREAT) -> list[float]:
    """Every seat's expected points over its rivals, for max^n: less `RIVAL` × the best other
    seat's and the rest × the others' mean (`maxn.lead`; with two seats, exactly `evaluate`)."""
    values = values_of(state, table, threat)
    return [lead(values, seat, RIVAL) for seat in range(len(values))]


def four_leads(state: CollectoState) -> list[float]:
    """`leads` with the expert's numbers for a table of four (`FOUR_PARTIAL`, `FOUR_THREAT`)."""
    return leads(state, FOUR_COLOUR_VALUE, FOUR_THREAT)


def candidates(state: CollectoState) -> list:
    """The moves worth searching: all but the declaration."""
    moves = state.legal_moves()
    return [m for m in moves if m != DECLARE] if DECLARE in moves else moves


def most_balls_first(state: CollectoState, moves: list) -> list:
    gains = gains_of(state)
    return sorted(moves, key=lambda m: -sum(gains[m]) if m in gains else 0)


def cost(state: CollectoState) -> int:
    return 1 if single_moves_of(state.board) else DOUBLE_COST


class Greedy(Agent[CollectoState]):
    """The move that collects the most balls now (ties at random); it never declares, and
    asked for a suggestion it always suggests (a suggestion collects, a pass does not).
    With `slip`, that share of its moves is a random one instead (never a declaration).
    With `reply` (the `greedy2` baseline) a move is worth the balls it collects less the
    most balls the next player can then collect with one move."""

    level = "greedy"

    def __init__(self, seed: int = 0, slip: float = 0.0, reply: bool = False):
        super().__init__(seed)
        self.slip = slip
        self.reply = reply

    def think(self, state: CollectoState) -> Search:
        if self.slip and self.rng.random() < self.slip:
            return self.rng.choice(candidates(state))
        gains = gains_of(state)
        moves = [m for m in state.legal_moves() if m in gains]
        worth = {m: sum(gains[m]) - (self.best_reply(state, m) if self.reply else 0)
                 for m in moves}
        most = max(worth.values())
        return self.rng.choice([m for m in moves if worth[m] == most])
        yield  # a generator like every agent

    @staticmethod
    def best_reply(state: CollectoState, move) -> int:
        """The most balls one move can collect on the board `move` leaves."""
        state.push(move)
        best = 0 if state.is_over() else max(map(sum, gains_of(state).values()), default=0)
        state.pop()
        return best


def searcher(seed: int, depth: int, budget: int | None, noise: float = 0.0) -> Paranoid:
    return Paranoid(seed, evaluate=evaluate, depth=depth, budget=budget, moves=candidates,
                    order=most_balls_first, cost=cost, noise=noise, table_limit=200_000)


def multi_searcher(seed: int, depth: int, budget: int | None, evaluate=leads) -> MaxN:
    return MaxN(seed, evaluate=evaluate, depth=depth, budget=budget, moves=candidates,
                order=most_balls_first, cost=cost, table_limit=200_000)


def expert(seed: int) -> ByPlayers:
    return ByPlayers(seed, {2: searcher(seed, 12, 4000), 3: multi_searcher(seed, 12, 4000),
                            4: multi_searcher(seed, 12, 4000, evaluate=four_leads)})


def hard(seed: int) -> ByPlayers:
    """Two plies; at a table of three or four a random move a fifth of the time, since there
    max^n at two plies plays nearly as well as the expert (docs/ai.md, the ladder)."""
    return ByPlayers(seed, {2: searcher(seed, 2, 3000),
                            3: Slips(seed, 0.2, multi_searcher(seed, 2, 3000), moves=candidates)})


# Levels chosen by the arena (docs/ai-collecto.md and the ladder in docs/ai.md): each beats the
# one below it clearly with two, three and four players.  A slip is a random move, never a
# declaration.
PLAYERS = {
    "easy": lambda seed: Greedy(seed, slip=0.7),
    "medium": lambda seed: Slips(seed, 0.5, searcher(seed, 1, 2000), moves=candidates),
    "hard": hard,
    "expert": expert,
    "greedy": Greedy,
    "greedy2": lambda seed: Greedy(seed, reply=True),
}


# The review judges by the expert's evaluation, in points (docs/ai-review.md); a proved
# win or loss counts as a lead of WON points either way.
POINTS = Scale("points", good=0.25, inaccuracy=0.75, mistake=1.5)
WON = 10.0


def judge(state: CollectoState, seed: int = 0) -> SearchJudge:
    return SearchJudge(lambda: expert(seed).search_for(state), POINTS, proven_unit(WON, -WON))
