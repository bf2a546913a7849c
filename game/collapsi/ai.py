"""Collapsi players.

The standard game (two pawns on a fixed 4×4 board) is short, at most 14 moves, so `expert`
solves it: it always takes the quickest forced win and, when lost, the longest defence.  The
lower levels search it to a fixed depth on mobility.

The variations (the 6×6 board with 2 to 4 players, the shifting board, player's choice) are
played by a search on an evaluation with Collapsi knowledge (`shares`): each pawn's moves and
the cards it could reach in two moves give its strength; the weakest pawn is the likeliest to
be stuck first, and the seat before a stuck pawn wins, so a seat's estimated chance is the
risk of the seat after it.  Two players use paranoid (there: plain) alpha-beta
(`game/ai/paranoid.py`); three and four use max^n (`game/ai/maxn.py`), where each rival
pursues its own chance: in the arena it did at least as well as paranoid search, which wrongly
assumes that every rival plays against the agent (docs/ai-collapsi.md).  With two
players `expert` first tries an exact solve under a work budget once the board has thinned
out, and plays a proved win (quickest) or the longest defence when the solve completes.

Player's choice: on the 4×4 board `expert` solves the choice of starting cards (`Starts`):
the first chooser takes a card that wins against every reply, the second a card that wins
against the first's, when such a card exists and the proofs fit the budget.  Otherwise, on
the big board and at the lower levels, the search simply includes the choice moves.

The solo puzzle is solved exactly (`rules.solve`): `expert` follows a solution; the other
levels search on the number of cards collapsed."""

from __future__ import annotations

import math

from game.ai.agent import Agent, ByPlayers, Search, Slips
from game.ai.alphabeta import AlphaBeta
from game.ai.judge import Judge, Judgement, Scale, SearchJudge, proven_unit
from game.ai.maxn import MaxN
from game.ai.paranoid import Paranoid
from game.ai.transposition import PROVEN, WIN

from .duel import DuelSolver
from .puzzle import hint
from .rules import COLLAPSI, STEPS, CollapsiState, ShiftingState, SoloState, solve

SOLVE_DEPTH = 64  # deeper than any game can last: every leaf is a finished game


# --- the standard duel ----------------------------------------------------------------------

def mobility(state: CollapsiState) -> int:
    """Moves for the seat to move minus moves for the next seat: being short of moves is
    what loses this game."""
    mine = len(state.legal_moves())
    seat = state.turn
    # Only the seat to move changes: the base class's `edited` forgets the legal moves and
    # nothing else (a shifting board's own would measure its unchanged field again).
    state.turn = (seat + 1) % state.players
    CollapsiState.edited(state)
    theirs = len(state.legal_moves())
    state.turn = seat
    CollapsiState.edited(state)
    return mine - theirs


def fewest_replies_first(state: CollapsiState, moves: list) -> list:
    """Try first the moves that leave the opponent the fewest answers."""
    def replies(move):
        state.push(move)
        count = len(state.legal_moves())
        state.pop()
        return count
    return sorted(moves, key=replies)


def solver(seed: int = 0) -> DuelSolver:
    """The exact solver of the fixed 4×4 duel (`duel.py`)."""
    return DuelSolver(seed)


def is_standard_duel(state: CollapsiState) -> bool:
    """Two pawns on a fixed 4×4 board: the game the levels below were tuned (and `expert`
    solves) for, including player's choice once both starting cards are chosen."""
    return (type(state) is CollapsiState and state.size == 4 and state.players == 2
            and min(state.pawns) >= 0)


def first_player_wins(options: dict, seeds) -> int:
    """How many of the 4×4 deals dealt from `seeds` the first player wins with perfect play
    (the published figures: about 77% with v1.3's one step from a jack, 37.5% with the
    classic opening; docs/ai-collapsi.md)."""
    wins = 0
    for seed in seeds:
        state = COLLAPSI.new_game("standard", options, 2, seed=seed)
        assert isinstance(state, CollapsiState)     # the standard variant's position
        search = solver(seed).prove(state)
        try:
            while True:
                next(search)
        except StopIteration as stop:
            wins += stop.value > 0
    return wins


# --- knowledge for the variations -------------------------------------------------------------

TWO_MOVE_WEIGHT = 0.5   # a card reachable in two moves counts half a move
NEUTRAL = 10.0          # strength assumed for a pawn whose starting card is not chosen yet


def strength(state: CollapsiState, seat: int) -> float:
    """The seat's moves now plus half the cards it could reach in two moves (its own card
    collapsed behind it): a pawn with few of either is about to be stuck."""
    here = state.pawns[seat]
    if here < 0:
        return NEUTRAL
    dests = state.destination_mask(seat)
    if not dests:
        return 0.0
    saved = state.collapsed
    state.collapsed = saved | 1 << here
    grid, reach = state.grid, state.reach
    seen = 0
    left = dests
    while left:
        low = left & -left
        dest = low.bit_length() - 1
        seen |= reach(dest, STEPS[grid[dest]])
        left ^= low
    state.collapsed = saved
    return dests.bit_count() + TWO_MOVE_WEIGHT * seen.bit_count()


def shares(state: CollapsiState) -> list[float]:
    """Each seat's estimated chance of winning, in thousandths.  The game ends when the seat
    to move is stuck, and the seat before it wins; a weak pawn is likely to be stuck first,
    so seat k's chance is the risk of seat k + 1 among all risks."""
    n = state.players
    risks = [1.0 / (1.0 + strength(state, seat)) ** 2 for seat in range(n)]
    total = math.fsum(risks)
    return [1000.0 * risks[(seat + 1) % n] / total for seat in range(n)]


def share(state: CollapsiState, seat: int) -> float:
    return shares(state)[seat]


def reach_balance(state: CollapsiState, seat: int) -> int:
    """The earlier evaluation, kept for the solo puzzle and for comparison: cards `seat` could
    move to minus the most any rival could (solo: cards collapsed, the puzzle's progress)."""
    if state.players == 1:
        return bin(state.collapsed).count("1")
    mine = len(state.destinations(seat))
    return mine - max(len(state.destinations(s)) for s in range(state.players) if s != seat)


def work(state: CollapsiState) -> int:
    """Budget units of a node, for the walks its evaluation takes: one for each pawn, four for
    a pawn still on its starting jack under the classic opening (one of each length 1 to 4).
    The fixed board's walks are looked up: a unit for two walks, rounded up.  The shifting
    board's are walked afresh: 4 units a walk.  Measured: the evaluation with one to four pawns
    on classic jacks costs 1.7, 1.8, 3.3 and 3.8 times as much as with none
    (docs/ai-collapsi.md)."""
    walks = state.players
    if state.classic:
        walks += sum(3 for seat in range(state.players)
                     if state.pawns[seat] >= 0 and len(state.step_counts(seat)) > 1)
    return 4 * walks if isinstance(state, ShiftingState) else (walks + 1) // 2


def face_up(state: CollapsiState) -> int:
    return len(state.grid) - bin(state.collapsed).count("1")


def paranoid(seed: int, depth: int, budget: int, evaluate=share) -> Paranoid:
    return Paranoid(seed, evaluate=evaluate, depth=depth, budget=budget, cost=work,
                    table_limit=200_000)


def maxn(seed: int, depth: int, budget: int) -> MaxN:
    return MaxN(seed, evaluate=shares, depth=depth, budget=budget, cost=work,
                table_limit=200_000)


# --- player's choice on the 4×4 board ---------------------------------------------------------

CHOICE_BUDGET = 60_000  # solver nodes per choice, about half a second


class Starts(Agent[CollapsiState]):
    """Solved starting cards for player's choice on the fixed 4×4 board.  After both choices
    player 1 moves first, so the first chooser (player 1) wants a card that wins against every
    reply, the second a card that wins against the first's.  One solver (and its table) serves
    all the proofs.  `think` returns None when no such card exists or the budget runs out."""

    def __init__(self, seed: int = 0, budget: int = CHOICE_BUDGET):
        super().__init__(seed)
        self.solver = solver(seed)
        self.budget = budget
        self.known: dict = {}   # (grid, card 1, card 2) -> player 1 wins
        self.nodes = 0          # solver nodes of the last think

    def first_wins(self, state: CollapsiState, first: int, second: int, limit: int) -> Search:
        """Whether player 1 wins once the pawns stand on `first` and `second`; None if the
        proof would pass `limit` solver nodes."""
        key = (state.grid, first, second)
        if key not in self.known:
            position = state.clone()
            position.pawns = [first, second]
            position.turn = 0
            position.edited()
            proof = self.solver.prove(position)
            try:
                while True:
                    next(proof)
                    if self.solver.nodes > limit:
                        return None     # a proof cut short leaves only exact table entries
                    yield
            except StopIteration as stop:
                self.known[key] = stop.value > 0
        return self.known[key]

    def think(self, state: CollapsiState) -> Search:
        limit = self.solver.nodes + self.budget
        start = self.solver.nodes
        cards = most_moves_first(state, state.free_cards())
        try:
            if state.turn == 0:
                for first in cards:
                    for second in most_moves_first(state, [c for c in cards if c != first]):
                        wins = yield from self.first_wins(state, first, second, limit)
                        if wins is None:
                            return None
                        if not wins:
                            break
                    else:
                        return first
                return None
            for second in cards:
                wins = yield from self.first_wins(state, state.pawns[0], second, limit)
                if wins is None:
                    return None
                if not wins:
                    return second
            return None
        finally:
            self.nodes = self.solver.nodes - start


def most_moves_first(state: CollapsiState, cards: list[int]) -> list[int]:
    """Starting cards with the most moves from them first: the likeliest good choices (and
    refutations) are tried first."""
    def moves(card):
        return state.reach(card, STEPS[state.grid[card]]).bit_count()
    return sorted(cards, key=lambda c: -moves(c))


# --- the players --------------------------------------------------------------------------------

# With two players a bounded exact solve is tried once at most this many cards are face up
# (of 34): measured, it nearly always completes with 22 or fewer and half the time with 24,
# and a solve that gives up costs at most about a third of a second (docs/ai-collapsi.md).
SOLVE_FACE_UP = 24
SOLVE_BUDGET = 15_000


class ByVariant(Agent[CollapsiState]):
    """The right search for each variation: `standard` for the 4×4 duel, `tables` for the
    other games by their number of players (`shifting`, if given, on the shifting board),
    `puzzle` for the solo puzzle.  `solve` adds the expert's exact play: the puzzle's
    solution, the solved 4×4 choice and, with two players, a bounded exact solve of
    thinned-out boards."""

    def __init__(self, seed: int, standard: Agent[CollapsiState],
                 tables: ByPlayers[CollapsiState], puzzle: Agent[SoloState],
                 solve: bool = False, shifting: ByPlayers[CollapsiState] | None = None):
        super().__init__(seed)
        self.standard, self.tables, self.puzzle = standard, tables, puzzle
        self.shifting = tables if shifting is None else shifting
        self.solve = solve
        self.starts = Starts(seed) if solve else None
        self.exact = (Paranoid(seed, evaluate=share, depth=SOLVE_DEPTH, budget=SOLVE_BUDGET,
                               cost=work, deepen=False, table_limit=300_000) if solve else None)
        self.solved = False     # the last move came from a completed exact solve

    def think(self, state: CollapsiState) -> Search:
        self.solved = False
        if isinstance(state, SoloState):
            if self.solve:
                move = hint(state)      # a 3×3 puzzle solves in a few milliseconds
                if move is not None:
                    return move
            return (yield from self.puzzle.think(state))
        if is_standard_duel(state):
            return (yield from self.standard.think(state))
        if self.solve and state.players == 2:
            assert self.starts is not None and self.exact is not None   # made with `solve`
            if type(state) is CollapsiState and state.size == 4 and state.choosing():
                move = yield from self.starts.think(state)
                if move is not None:
                    return move
            elif (not state.choosing() and len(state.legal_moves()) > 1
                  and face_up(state) <= SOLVE_FACE_UP):
                move = yield from self.exact.think(state)
                if self.exact.depth_done:
                    self.solved = True
                    return move
        return (yield from self.tables_for(state).think(state))

    def tables_for(self, state: CollapsiState) -> ByPlayers:
        """`shifting` on the shifting board, else `tables`."""
        return self.shifting if isinstance(state, ShiftingState) else self.tables

    def verdict(self, state: CollapsiState) -> str | None:
        """What the last search proved for the seat to move in `state` (a hint's words):
        the 4×4 duel is solved outright, other duels once few cards are left, and the 3×3
        puzzle in milliseconds."""
        if isinstance(state, SoloState):
            if solve(state) is None:
                return "This puzzle can no longer be solved"
            return "This move keeps the puzzle solvable"
        if is_standard_duel(state) and isinstance(self.standard, (AlphaBeta, DuelSolver)):
            value = self.standard.value
        elif self.solved:
            assert self.exact is not None       # only the exact solve sets `solved`
            value = self.exact.value
        else:
            return None
        if value >= PROVEN:
            return "you win with perfect play"
        if value <= -PROVEN:
            return "lost against perfect play: this holds out longest"
        return None


def level(seed: int, standard: Agent, depth: int, budget: int, slips: float = 0.0,
          solve: bool = False, multi_slips: dict[int, float] | None = None,
          shifting_slips: dict[int, float] | None = None,
          shifting_budgets: dict[int, int] | None = None) -> ByVariant:
    """One level's players: the variations' searches to `depth` within `budget` work units,
    playing a random move instead with chance `slips` (`multi_slips[n]` at a table of n); on
    the shifting board `shifting_slips[n]` and `shifting_budgets[n]` where given (n of 3, 4)."""
    def slipping(agent, chance):
        return Slips(seed, chance, agent) if chance else agent

    duel = slipping(paranoid(seed, depth, budget), slips)

    def tables(chances, budgets):
        return ByPlayers(seed, {2: duel, **{
            n: slipping(maxn(seed, depth, budgets.get(n, budget)), chances.get(n, slips))
            for n in (3, 4)}})
    multi = multi_slips or {}
    shifting = (tables({**multi, **(shifting_slips or {})}, shifting_budgets or {})
                if shifting_slips or shifting_budgets else None)
    return ByVariant(seed, standard, tables(multi, {}),
                     slipping(paranoid(seed, depth, budget, evaluate=reach_balance), slips),
                     solve, shifting=shifting)


# Standard depths chosen by the arena (docs/ai-collapsi.md): with two players each level beats
# the one below it clearly.  The variations' budgets keep a move under about a second on the big
# shifting board.  With three or four players a level's play matters less (the seat before
# yours decides much), and searching deeper than `medium` measured no better on the shifting
# board, so with more players `medium` errs on both boards: 10% of its moves with three (30%
# on the shifting board), 30% with four (without that, `hard` fell short of the ladder's
# margin); `easy` errs half the time with three, or `medium` did not beat it by the margin in
# every option.  With three players on the shifting board the expert's round of max^n is cut
# short by its budget (a full one costs 5,000 to 130,000 units); there, and with four, 8,000
# units did not set it a step above `hard`: with three twice that does, with four, four times
# that (both under 0.75 s in the browser on a quiet machine).
PLAYERS = {
    "easy": lambda seed: level(
        seed, Slips(seed, 0.25, AlphaBeta(seed, evaluate=mobility, depth=1)), 1, 500, 0.25,
        multi_slips={3: 0.5}),
    "medium": lambda seed: level(seed, AlphaBeta(seed, evaluate=mobility, depth=3), 2, 1000,
                                 multi_slips={3: 0.1, 4: 0.3}, shifting_slips={3: 0.3}),
    "hard": lambda seed: level(
        seed, AlphaBeta(seed, evaluate=mobility, depth=6, order=fewest_replies_first), 4, 3000),
    "expert": lambda seed: level(seed, solver(seed), 12, 8000, solve=True,
                                 shifting_budgets={3: 16_000, 4: 32_000}),
}


# --- the review's judges ------------------------------------------------------------------------

class Exact(Judge[CollapsiState]):
    """The 4×4 duel judged by the solver: every move's exact value (a win or loss, and in how
    many plies with perfect play: the facts' `plies`, the move itself the first, up to the
    turn of the player left without a move).  A move is a blunder exactly when it turns a won
    position into a lost one; otherwise best when it keeps the quickest win (or, lost, the
    longest defence), good when it is at most one turn of each player slower (shorter), else an
    inaccuracy.  There are no mistakes in an exact review: a result is kept or thrown away."""

    exact = True

    def __init__(self, seed: int = 0):
        self.solver = solver(seed)

    def appraise(self, state: CollapsiState, played) -> Search:
        values = yield from self.solver.values(state)
        top = max(values.values())
        best = played if values[played] == top else max(values, key=values.get)
        won_before, won_after = top >= PROVEN, values[played] >= PROVEN
        if won_before and not won_after:
            verdict = "blunder"
        elif values[played] == top:
            verdict = "best"
        else:
            verdict = "good" if top - values[played] <= 2 else "inaccuracy"
        facts = {"won_before": won_before, "won_after": won_after,
                 "plies": WIN - abs(values[played])}
        if len(values) == 1:
            facts["forced"] = True
        return Judgement(best, verdict, None, facts)


class Solvable(Judge[SoloState]):
    """The solo puzzle judged by its solution: a blunder is the move after which it can no
    longer be solved; every other move is best (every solution has the same length)."""

    exact = True

    def appraise(self, state: SoloState, played) -> Search:
        won_before = solve(state) is not None
        state.push(played)
        won_after = solve(state) is not None
        state.pop()
        best = played if won_after or not won_before else hint(state)
        facts = {"won_before": won_before, "won_after": won_after}
        if len(state.legal_moves()) == 1:
            facts["forced"] = True
        return Judgement(best, "blunder" if won_before and not won_after else "best", None,
                         facts)
        yield  # a search like every judge's


# The variations are judged by the expert's estimate of each seat's chance of winning, in
# percent (docs/ai-review.md: thresholds and their calibration).
CHANCE = Scale("percent of a win", good=5.0, inaccuracy=10.0, mistake=20.0)


def judge(state: CollapsiState, seed: int = 0) -> Judge:
    """The judge of a game that starts at `state`: exact for the 4×4 duel and the puzzle,
    the expert's search on its chances otherwise."""
    if isinstance(state, SoloState):
        return Solvable()
    if is_standard_duel(state):
        return Exact(seed)
    unit = proven_unit(100.0, 0.0, 0.1)
    search = paranoid if state.players == 2 else maxn
    return SearchJudge(lambda: search(seed, 12, 8000), CHANCE, unit)
