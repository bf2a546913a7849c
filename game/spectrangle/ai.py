"""Spectrangle players.

Everything a player sees is public except the order of the bag: the hands lie open, and what is
left in the bag is known as a multiset (all tiles minus the board and the hands; the exchanged
tiles at its bottom in the public order they went there).  No agent here reads the bag's order:
the searching agents work on a position rebuilt from what their seat sees
(`State.determinised`, `Game.from_seat_json`), whose unseen tiles are sorted, then shuffled by
their own seeded generator (a *determinisation*), so the real order cannot leak into the choice.

- `greedy` (extra player) takes the placement that scores most now; when it cannot place it
  exchanges its lowest-valued tile while the bag has tiles, else it skips.
- `easy` is greedy with a random legal move 45% of the time.
- `medium` weighs what a placement opens: its score minus half the best score the next player
  could then make with their (public) hand; a random legal move a quarter of the time.
- `hard`, with two players, counts that reply in full, adds 0.3 of the best score it could
  make itself afterwards, and counts the tiles kept in hand as a debt that grows as the bag
  empties; with three or four it plays medium's lookahead without the random moves (counting
  every following player's reply in full, as in a duel, plays worse there).
- `expert` searches: in each of 16 determinisations of the bag it plays out its move, the
  reply, its own next move and the reply to that with two players (negamax with alpha-beta;
  the fourth ply measured 84% against `greedy2` where three gave 78%), one round with three
  or four (max^n, each player maximising its lead over a blend of the best and the mean of
  the others), each player keeping its best-scoring candidates; it values the horizon with the
  points, the tiles in hand (worth keeping early, a debt late), the best score the player to
  move can make at once and, with more players, what the others can still make this round.
  The root moves' values are averaged over the determinisations.  With two players, once
  the bag's order is known (at most one tile in it can be anywhere), it solves the rest of
  the game exactly for the final margin.  A node budget (never the
  clock) bounds the work, so seeded games replay identically.
"""

from __future__ import annotations

from game.ai.agent import Agent, ByPlayers, Search, Slips
from game.ai.judge import Scale, ValueJudge
from game.ai.maxn import lead
from game.ai.transposition import TranspositionTable, put_first

from .rules import (
    BONUS,
    FITS,
    MULTIPLIER,
    NON_BONUS,
    ORIENT,
    PASS,
    TILE_ID,
    TILES,
    UP,
    VALUE,
    SpectrangleState,
    fields_of,
    fits_row,
)

NODE_COST = 4           # work units (of PAUSE_EVERY) per search node: some 50-80 µs each
INF = float("inf")
ENDGAME_BUDGET = 6_000  # nodes an exact endgame may take before the usual search takes over


class OutOfBudget(Exception):
    """An exact endgame that would take more nodes than it may: the usual search decides."""


def initial_bag(players: int) -> int:
    return TILES - 4 * players


def scored_placements(state: SpectrangleState, hand) -> list[tuple[int, tuple[int, str], int]]:
    """Every placement of the tiles `hand` on the board of `state` as (points it scores, move,
    tile): the order and the measure of the searches below."""
    out = []
    if not state.placed:
        for f in NON_BONUS:
            orient = ORIENT[UP[f]]
            for t in hand:
                v = VALUE[t]
                for sides in orient[t]:
                    out.append((v, (f, sides), t))
        return out
    constraint = state.constraint
    for f in fields_of(state.open):
        c = constraint[f]
        up = UP[f]
        row = FITS[c * 2 + up] or fits_row(c, up)
        mult = MULTIPLIER[c] * BONUS[f]
        for t in hand:
            fits = row[t]
            if fits:
                v = VALUE[t] * mult
                for sides in fits:
                    out.append((v, (f, sides), t))
    return out


def best_score(state: SpectrangleState, hand) -> int:
    """The most points one of the tiles `hand` would score on the board of `state` (0 if none
    fits)."""
    if not state.placed:
        return max((VALUE[t] for t in hand), default=0)
    best = 0
    constraint = state.constraint
    for f in fields_of(state.open):
        c = constraint[f]
        up = UP[f]
        row = FITS[c * 2 + up] or fits_row(c, up)
        mult = MULTIPLIER[c] * BONUS[f]
        for t in hand:
            if row[t]:
                v = VALUE[t] * mult
                if v > best:
                    best = v
    return best


def fallback(state: SpectrangleState, rng):
    """When no tile fits: exchange the lowest-valued tile if the bag allows it, else skip."""
    exchanges = [m for m in state.legal_moves() if m != PASS]
    if not exchanges:
        return PASS
    low = min(VALUE[TILE_ID[m[1]]] for m in exchanges)
    return rng.choice([m for m in exchanges if VALUE[TILE_ID[m[1]]] == low])


class Greedy(Agent[SpectrangleState]):
    """The placement that scores most now (ties at random); `fallback` when none fits."""

    def think(self, state: SpectrangleState) -> Search:
        legal = state.legal_moves()
        if legal[0] == PASS:
            return fallback(state, self.rng)
        scored = scored_placements(state, state.hands[state.to_move])
        top = max(g for g, _, _ in scored)
        return self.rng.choice([m for g, m, _ in scored if g == top])
        yield  # a generator like every agent


class Lookahead(Agent[SpectrangleState]):
    """Two plies: a placement's score minus `weight` × what the following players can then
    score, each taking their best-scoring reply in turn (`following` players: 1 = the next
    only, None = all), plus `own` × the best score the agent could make after those replies,
    plus a value for the tiles kept in hand (`keep` per point of tile value while the bag is
    full, turning into a debt of `debt` per point as it empties).  The bag is determinised
    once (the agent's next tile matters to `own` and to the hand's value)."""

    def __init__(self, seed: int = 0, *, weight: float, following: int | None,
                 own: float = 0.0, keep: float = 0.0, debt: float = 0.0):
        super().__init__(seed)
        self.weight = weight
        self.following = following
        self.own = own
        self.keep = keep
        self.debt = debt

    def think(self, state: SpectrangleState) -> Search:
        legal = state.legal_moves()
        if legal[0] == PASS:
            return fallback(state, self.rng)
        me = state.to_move
        state = state.determinised(me, self.rng)
        scored = scored_placements(state, state.hands[me])
        self.rng.shuffle(scored)
        rounds = state.players - 1 if self.following is None else self.following
        full = initial_bag(state.players)
        best, best_value = None, -INF
        for gain, move, _ in scored:
            state.push(move)
            pushed = 1
            replies = 0
            for _ in range(rounds):
                if state.is_over():         # the placement ended the game: nobody replies
                    break
                seat = state.to_move
                options = scored_placements(state, state.hands[seat])
                if options:
                    reply_gain, reply, _ = max(options, key=lambda o: o[0])
                    replies += reply_gain
                    state.push(reply)
                else:
                    state.push(PASS)
                pushed += 1
            value = gain - self.weight * replies
            if self.own:
                value += self.own * best_score(state, state.hands[me])
            if self.keep or self.debt:
                frac = 1.0 - state.bag_count / full
                value += (self.keep * (1.0 - frac) - self.debt * frac) * state.hand_value(me)
            for _ in range(pushed):
                state.pop()
            if value > best_value:
                best, best_value = move, value
            if self.paced(NODE_COST):
                yield
        return best


class Expert(Agent[SpectrangleState]):
    """Determinised search (see the module's docstring).  The defaults are the `expert` level.

    samples: determinisations of the bag (the first always runs to its end; the others only
    while the node `budget` lasts, and one cut short does not count); root: root placements
    searched, the best by score minus the next player's best reply (all when fewer); depth:
    plies searched, the root move included (default 4 with two players: my move, the reply, my
    next move and the reply to it; with three or four players one round, each player once);
    beam: candidate placements, by score, at the agent's own turns; opponent_beam: at the
    other players' turns (default: beam with two players, 3 with more).  The horizon is
    valued per player: points, plus the tiles in hand at `keep` per point of value while the
    bag is full turning into a debt of `debt` per point as it empties (when it is empty,
    points minus hand is the final score), plus `threat` × the best score the player to move
    can make at once and, with three or four players, `chase` × the best score of each player
    who also moves before the round is over.  Each player chooses by its lead over the
    others: over the best of them (`rival` = 1), their mean (0) or a blend.  budget: nodes
    (default 30,000 with two players, where a move's search is deeper; 12,000 with more)."""

    def __init__(self, seed: int = 0, *, samples: int = 16, root: int = 16,
                 depth: int | None = None, beam: int = 6, opponent_beam: int | None = None,
                 threat: float = 1.0, keep: float = 0.8, debt: float = 1.0,
                 chase: float = 0.5, rival: float = 0.5, budget: int | None = None):
        super().__init__(seed)
        self.samples = samples
        self.root_width = root
        self.depth = depth
        self.beam = beam
        self.opponent_beam = opponent_beam
        self.threat = threat
        self.keep = keep
        self.debt = debt
        self.chase = chase
        self.rival = rival
        self.budget = budget
        self.nodes = 0
        self.completed = 0          # determinisations that counted in the last think()
        self.values: dict = {}      # root move -> summed value, from the last think()
        self.also = None            # a move searched at the root whatever its rank (a review)
        self.solved = False         # the last think() solved the endgame exactly
        self.endgame_budget = ENDGAME_BUDGET

    # --- the root ---------------------------------------------------------------------------
    def think(self, state: SpectrangleState) -> Search:
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        self.nodes = 0
        me = state.to_move
        self.me = me
        self.players = state.players
        self.solved = False
        view = state.seat_json(me)          # what the agent's seat sees, once per think()
        game, variant, options = state.game, state.variant, state.options
        sample_state = game.from_seat_json(variant, options, state.players, view, self.rng)
        # The tiles at the bottom of the bag keep their public order in every sample.
        shuffled = len(view["unseen"]) - len(view["bag_bottom"])
        if state.players == 2 and shuffled <= 1:
            # the bag's order is known (at most one tile in it can be anywhere): nothing is
            # hidden, so solve the rest of the game for the final margin
            move = yield from self.endgame(sample_state, legal)
            if move is not None:
                return move
        self.opponent_width = self.opponent_beam or (self.beam if state.players == 2 else 3)
        self.full = initial_bag(state.players)
        if legal[0] == PASS:
            candidates = list(legal)
        else:
            candidates = yield from self.root_candidates(sample_state)
        if self.also is not None and self.also not in candidates:
            candidates.append(self.also)
        depth = self.depth or (4 if state.players == 2 else state.players)
        samples = self.samples if shuffled > 1 else 1
        totals = dict.fromkeys(candidates, 0.0)
        self.completed = 0
        for sample in range(samples):
            if sample:
                sample_state = game.from_seat_json(variant, options, state.players, view,
                                                   self.rng)
            values = yield from self.score_root(sample_state, candidates, depth, sample > 0)
            if values is None:          # out of budget: this determinisation does not count
                break
            self.completed += 1
            for move, value in zip(candidates, values):
                totals[move] += value
        self.values = totals
        top = max(totals.values())
        return self.rng.choice([m for m in candidates if totals[m] == top])

    def root_candidates(self, state: SpectrangleState) -> Search:
        """The placements worth searching: all, or the best `root` by score minus the next
        player's best reply."""
        scored = scored_placements(state, state.hands[state.to_move])
        self.rng.shuffle(scored)
        if len(scored) <= self.root_width:
            return [m for _, m, _ in scored]
        ranked = []
        for count, (gain, move, _) in enumerate(scored):
            state.push(move)
            ranked.append((gain - best_score(state, state.hands[state.to_move]), count, move))
            state.pop()
            self.nodes += 1
            if self.paced(1):         # a ranking step costs a quarter of a search node
                yield
        ranked.sort(key=lambda r: (-r[0], r[1]))
        return [m for _, _, m in ranked[:self.root_width]]

    def score_root(self, state: SpectrangleState, candidates: list, depth: int,
                   may_stop: bool) -> Search:
        """Each candidate's value for the agent in this determinisation; None if `may_stop`
        and the budget ran out first."""
        values = []
        me = self.me
        for move in candidates:
            if may_stop and self.nodes >= self.budget_for(self.players):
                return None
            state.push(move)
            if self.players == 2:
                value = -(yield from self.negamax(state, depth - 1, -INF, INF))
            else:
                q = yield from self.maxn(state, depth - 1)
                value = self.lead(q, me)
            state.pop()
            values.append(value)
        return values

    def budget_for(self, players: int) -> int:
        return self.budget or (30_000 if players == 2 else 12_000)

    # --- evaluation -----------------------------------------------------------------------------
    def hand_weight(self, state: SpectrangleState) -> float:
        frac = 1.0 - state.bag_count / self.full
        return self.keep * (1.0 - frac) - self.debt * frac

    def leaf(self, state: SpectrangleState, seat: int, gain: int) -> list[float]:
        """Each seat's points, the tiles in its hand at `hand_weight`, and for the seat to move
        `threat` × the best score it can make now."""
        w = self.hand_weight(state)
        q = [p + w * sum(VALUE[t] for t in h) for p, h in zip(state.points, state.hands)]
        q[seat] += self.threat * gain
        if self.chase and state.players > 2:
            # the players between the mover and the one who just moved also move before
            # this round ends: part of their best score now
            n = state.players
            for k in range(1, n - 1):
                other = (seat + k) % n
                q[other] += self.chase * best_score(state, state.hands[other])
        return q

    def lead(self, q: list[float], seat: int) -> float:
        return lead(q, seat, self.rival)

    def final(self, state: SpectrangleState) -> list[float]:
        outcome = state.outcome()
        assert outcome is not None      # the game is over
        return list(outcome.scores)

    def _pause(self) -> bool:
        self.nodes += 1
        return self.paced(NODE_COST)

    # --- two players: negamax with alpha-beta on the score difference -------------------------
    def horizon(self, state: SpectrangleState) -> float:
        """A leaf's value for the seat to move (two players): it needs only the best score
        the mover can make, not every placement."""
        seat = state.to_move
        hand = state.hands[seat] if state.idle < 4 else ()
        best = best_score(state, hand) if hand else 0
        q = self.leaf(state, seat, best) if best or state.legal_moves() else self.final(state)
        return q[seat] - q[1 - seat]

    def negamax(self, state: SpectrangleState, depth: int, alpha: float, beta: float) -> Search:
        if self._pause():
            yield
        if depth <= 0:
            return self.horizon(state)
        seat = state.to_move
        other = 1 - seat
        hand = state.hands[seat] if state.idle < 4 else ()
        scored = scored_placements(state, hand) if hand else []
        if not scored:
            if not state.legal_moves():
                q = self.final(state)
                return q[seat] - q[other]
            state.push(PASS)
            value = -(yield from self.negamax(state, depth - 1, -beta, -alpha))
            state.pop()
            return value
        scored.sort(key=lambda s: -s[0])
        best = -INF
        width = self.beam if seat == self.me else self.opponent_width
        for _, move, _ in scored[:width]:
            state.push(move)
            if depth > 1:
                value = -(yield from self.negamax(state, depth - 1, -beta, -alpha))
            else:                   # the leaves in place: no generator for each of them
                if self._pause():
                    yield
                value = -self.horizon(state)
            state.pop()
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    # --- two players, the bag's order known: the exact endgame ------------------------------
    def endgame(self, state: SpectrangleState, legal: list) -> Search:
        """With two players and the bag's order known (every tile in it but one lies at its
        bottom in public order, or none is left) the game has no hidden part: every root
        move's exact final margin (my final score less the other's) by alpha-beta with a
        table, the highest played (ties at random).  None when it would take more than
        `endgame_budget` nodes; `values` then stays for the usual search to fill."""
        table = TranspositionTable()
        start, root = self.nodes, len(state.history)
        moves = list(legal)
        self.rng.shuffle(moves)
        values = {}
        try:
            for move in moves:
                state.push(move)
                values[move] = -(yield from self.solve(state, -INF, INF, table,
                                                       start + self.endgame_budget))
                state.pop()
        except OutOfBudget:
            while len(state.history) > root:      # the search stopped deep down: back up
                state.pop()
            return None
        self.values, self.completed, self.solved = values, 1, True
        top = max(values.values())
        return next(m for m in moves if values[m] == top)

    def solve(self, state: SpectrangleState, alpha: float, beta: float,
              table: TranspositionTable, limit: int) -> Search:
        """The exact final margin for the seat to move (negamax, alpha-beta, a table)."""
        if self._pause():
            yield
        if self.nodes > limit:
            raise OutOfBudget
        seat = state.to_move
        moves = state.legal_moves()
        if not moves:
            q = self.final(state)
            return q[seat] - q[1 - seat]
        key = state.key()
        value, first = table.probe(key, 0, alpha, beta, 0)
        if value is not None:
            return value
        if moves[0] != PASS:        # placements, the highest scoring (and the table's) first
            moves = sorted(moves, key=lambda m: -state.move_score(m))
        moves = put_first(moves, first)
        best, best_move, low = -INF, None, alpha
        for move in moves:
            state.push(move)
            value = -(yield from self.solve(state, -beta, -low, table, limit))
            state.pop()
            if value > best:
                best, best_move = value, move
                if value > low:
                    low = value
                    if low >= beta:
                        break
        table.store(key, 0, alpha, beta, 0, best, best_move)
        return best

    # --- three or four players: max^n, each seat maximising its lead (`lead`) ---------------------
    def maxn(self, state: SpectrangleState, depth: int) -> Search:
        if self._pause():
            yield
        seat = state.to_move
        scored = (scored_placements(state, state.hands[seat])
                  if state.idle < 2 * state.players else [])
        if not scored:
            if not state.legal_moves():
                return self.final(state)
            if depth <= 0:
                return self.leaf(state, seat, 0)
            state.push(PASS)
            q = yield from self.maxn(state, depth - 1)
            state.pop()
            return q
        if depth <= 0:
            return self.leaf(state, seat, max(s[0] for s in scored))
        scored.sort(key=lambda s: -s[0])
        best, best_lead = None, -INF
        width = self.beam if seat == self.me else self.opponent_width
        for _, move, _ in scored[:width]:
            state.push(move)
            q = yield from self.maxn(state, depth - 1)
            state.pop()
            lead = self.lead(q, seat)
            if lead > best_lead:
                best, best_lead = q, lead
        return best


def half_reply(seed: int) -> Lookahead:
    """A placement's score less half the next player's best reply: the lookahead that plays
    best at a table of three or four (docs/ai.md, the ladder)."""
    return Lookahead(seed, weight=0.5, following=1)


# Levels chosen by the arena (docs/ai-spectrangle.md and the ladder in docs/ai.md): each beats
# the one below it clearly with two, three and four players.  With more than two, counting every
# following player's reply in full (hard's duel) plays worse than half the next one's; with
# four, `hard` slips a tenth of its moves, or the expert's deeper look is not told apart from it.
PLAYERS = {
    "easy": lambda seed: Slips(seed, 0.45, Greedy(seed)),
    "medium": lambda seed: Slips(seed, 0.3, half_reply(seed)),
    "hard": lambda seed: ByPlayers(seed, {
        2: Lookahead(seed, weight=1.0, following=None, own=0.3, debt=0.5),
        3: half_reply(seed),
        4: Slips(seed, 0.1, half_reply(seed))}),
    "expert": Expert,
    "greedy": Greedy,
    # the two-ply baseline: points now less the next player's best score with its open hand
    "greedy2": lambda seed: Lookahead(seed, weight=1.0, following=1),
}


# The review judges by the expert's values (each seat's points, plus its hand, ahead of the
# others), in points (docs/ai-review.md).
POINTS = Scale("points", good=2.0, inaccuracy=5.0, mistake=10.0)


class Judge(ValueJudge[SpectrangleState]):
    """The expert as a judge: its search with the move played among the root's candidates,
    each candidate's value averaged over the same determinisations of the bag."""

    def __init__(self, seed: int = 0):
        super().__init__(POINTS)
        self.expert = Expert(seed)

    def values(self, state: SpectrangleState, played) -> Search:
        expert = self.expert
        expert.also = played
        try:
            best = yield from expert.think(state)
        finally:
            expert.also = None
        count = max(1, expert.completed)
        return best, expert.values[best] / count, expert.values[played] / count


def judge(state: SpectrangleState, seed: int = 0) -> Judge:
    return Judge(seed)
