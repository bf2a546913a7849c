"""Coloretto players (docs/ai-coloretto.md).

Every player sees what a person at the table sees: the rows, the piles and how many cards of
each kind are still in the deck (`unseen_counts`, worked out from the public cards), never
the deck's order.  A draw is one move `d<row>`, but a person draws first and chooses the row
after seeing the card, so every player here decides in two steps: first take-or-draw without
knowing the card, then, having committed to drawing, it looks at the card
(`next_card_if_drawn`, as a person turns it over) and chooses the row.

- `heuristic` (and `medium`): rows valued by own gain minus the best opponent's gain; take
  a row worth enough, else draw (`Heuristic`).
- `easy`: the heuristic with a random move 55% of the time.
- `hard`, `expert`: information-set MCTS (`game/ai/ismcts.py`) on `Sim`, a fast simulator of
  the public position that deals each draw at random from the unseen cards; playouts to the
  end of the next round (or of the game), a round end judged by the final score each pile
  promises (`OUTLOOK`, fitted to self-play by tools/fit_coloretto.py).
"""

from __future__ import annotations

import math

from game.ai.agent import Agent, Search, Slips
from game.ai.ismcts import Node, search
from game.ai.judge import Scale, ValueJudge
from game.core.memory import remember

from .rules import INDEX, ROW_SIZE, SCORE_TABLE, ColorettoState, score_of

DRAW = 8            # Sim actions: 0-4 take that row, DRAW, PLACE + row puts the drawn card
PLACE = 10


_SCORES: dict[tuple, int] = {}


def quick_score(counts) -> int:
    """score_of, memoised on the whole pile (the searches ask about the same piles often)."""
    key = tuple(counts)
    found = _SCORES.get(key)
    if found is None:
        found = remember(_SCORES, key, score_of(counts), 300_000)
    return found


def score_with(pile, cards) -> int:
    """The score of `pile` (9 counts) with `cards` (kind indices) added."""
    after = list(pile)
    for card in cards:
        after[card] += 1
    return quick_score(after)


# The search's piles and rows are packed: 4 bits per kind, kind k at bits 4k..4k+3 (no kind
# has more than 10 cards), so adding a row to a pile is one integer addition and a score is
# one dictionary lookup on an int.
BITS = 4
CARD = [1 << (BITS * k) for k in range(9)]   # one card of kind k, packed
_PACKED_SCORES: dict[int, int] = {}


def pack(counts) -> int:
    return sum(n << (BITS * k) for k, n in enumerate(counts))


def unpack(packed: int) -> list[int]:
    return [(packed >> (BITS * k)) & 15 for k in range(9)]


def packed_score(packed: int) -> int:
    """score_of a packed pile, memoised."""
    found = _PACKED_SCORES.get(packed)
    if found is None:
        found = remember(_PACKED_SCORES, packed, score_of(unpack(packed)), 300_000)
    return found


def take_threshold(players: int) -> int:
    """The gain at which a row is worth taking at once, measured by the arena: with two
    players 1 point (an opponent who takes early leaves the other alone with a row to fill;
    waiting for 4 points lost to a random player), with more `players + 2`."""
    return 1 if players == 2 else players + 2


def gain(pile, cards) -> int:
    """What taking `cards` (kind indices) adds to the score of `pile` (9 counts)."""
    if not cards:
        return 0
    return score_with(pile, cards) - quick_score(pile)


# --- the baseline ---------------------------------------------------------------------------
class Heuristic(Agent[ColorettoState]):
    """The baseline.  A row's value for the mover is its own gain (score after taking it
    minus score now, with the best use of wilds) minus the best gain any opponent still in
    the round would make with it.

    Take or draw: rows worth taking are those whose own gain reaches `take_threshold`
    points, or that are full and gain at least a point, or, once every opponent is out of the
    round, that gain at least as much now as they would on average with one more card; if
    there is one, it takes the one of highest value (then highest own gain, then lowest
    number), otherwise it draws.  When it cannot draw it takes the row of highest value; when
    it cannot take it draws.

    Placement, after seeing the card: the row that leaves the best row value for the mover
    (over all non-empty rows in play); among equals, the row whose value the card raises
    most (own gain up, the best opponent's gain down: a card nobody wants goes on the row an
    opponent likes best); then the lowest row number."""

    level = "heuristic"

    def __init__(self, seed: int = 0):
        super().__init__(seed)

    def think(self, state: ColorettoState) -> Search:
        takes = state.legal_takes()
        draws = state.legal_rows_for_draw()
        if not draws:
            return f"t{self.best_take(state, takes)}"
        worth = [row for row in takes if self.worth_taking(state, row)]
        if worth:
            return f"t{self.best_take(state, worth)}"
        yield
        card = state.next_card_if_drawn()      # committed to drawing: the card is seen
        assert card is not None                 # a draw is legal: the deck has a card
        return f"d{self.placement(state, draws, INDEX[card])}"

    def gains(self, state, cards) -> list[int]:
        """The mover's gain from `cards` first, then each opponent's still in the round."""
        row = [INDEX[c] for c in cards] if isinstance(cards, str) else cards
        me = state.turn
        seats = [me] + [s for s in range(state.players) if s != me and state.took[s] < 0]
        return [gain(state.piles[s], row) for s in seats]

    @staticmethod
    def value(gains) -> int:
        return gains[0] - max(gains[1:], default=0)

    def worth_taking(self, state, row: int) -> bool:
        cards = [INDEX[c] for c in state.rows[row - 1]]
        pile = state.piles[state.turn]
        own = gain(pile, cards)
        if own >= take_threshold(state.players) or (len(cards) == ROW_SIZE and own >= 1):
            return True
        if any(state.took[s] < 0 for s in range(state.players) if s != state.turn):
            return False
        # alone in the round: every card drawn now lands in a row this player takes
        counts = state.unseen_counts()
        later = sum(n * gain(pile, cards + [kind]) for kind, n in enumerate(counts) if n)
        return own * sum(counts) >= later

    def best_take(self, state, takes) -> int:
        def rank(row):
            g = self.gains(state, state.rows[row - 1])
            return (self.value(g), g[0], -row)
        return max(takes, key=rank)

    def placement(self, state, draws, card) -> int:
        rows = {r: [INDEX[c] for c in state.rows[r - 1]]
                for r in range(1, state.players + 1) if state.taken[r - 1] < 0}
        values = {r: self.value(self.gains(state, cards)) for r, cards in rows.items() if cards}

        def rank(row):
            after = self.value(self.gains(state, rows[row] + [card]))
            best = max([after] + [v for r, v in values.items() if r != row])
            return best, after - values.get(row, 0), -row
        return max(draws, key=rank)


# --- the simulator for the search ----------------------------------------------------------
class Sim:
    """The public position of a Coloretto game with the deck as a multiset, for the search.

    Actions: a row number 0-4 takes that row; DRAW deals a card at random from the unseen
    cards into `hand` (the public outcome the tree branches on); PLACE + row puts it there.
    Rows and piles are packed counts (`pack`): only how many cards of each kind matter, and
    a pile plus a row is one addition (`rows` and `piles` read them as counts)."""

    __slots__ = ("n", "official", "packed_rows", "lens", "inplay", "out", "packed_piles",
                 "turn", "unseen", "left", "until_last", "last_round", "finished", "hand",
                 "nout", "round", "horizon", "total", "outlook")
    # the slots' types (a Sim is filled by `of` and `copy`)
    n: int
    official: bool
    packed_rows: list[int]
    lens: list[int]
    inplay: list[bool]
    out: list[bool]
    packed_piles: list[int]
    turn: int
    unseen: list[int]
    left: int
    until_last: int
    last_round: bool
    finished: bool
    hand: int
    nout: int
    round: int
    horizon: int
    total: int
    outlook: tuple[tuple[float, ...], tuple[float, float]]
    EPSILON = 0.1
    WIN_SHARE = 0.8          # finished game: reward = win share blended with a soft rank
    END_TEMPERATURE = 4.0

    def copy(self) -> Sim:
        twin = Sim.__new__(Sim)
        twin.n, twin.official = self.n, self.official
        twin.packed_rows, twin.lens = self.packed_rows[:], self.lens[:]
        twin.inplay = self.inplay[:]
        twin.out = self.out[:]
        twin.packed_piles = self.packed_piles[:]
        twin.turn, twin.unseen, twin.left = self.turn, self.unseen[:], self.left
        twin.until_last, twin.last_round, twin.finished = (self.until_last, self.last_round,
                                                           self.finished)
        twin.hand, twin.nout, twin.round, twin.horizon = (self.hand, self.nout, self.round,
                                                          self.horizon)
        twin.total, twin.outlook = self.total, self.outlook
        return twin

    @classmethod
    def of(cls, state: ColorettoState, horizon: int = 0) -> Sim:
        """The public part of `state`; the playouts stop at the end of the round `horizon`
        rounds after the current one (or at the end of the game)."""
        sim = cls.__new__(cls)
        sim.n = state.players
        sim.official = state.official
        sim.packed_rows = [sum(CARD[INDEX[c]] for c in row) for row in state.rows]
        sim.lens = [len(row) for row in state.rows]
        sim.inplay = [t < 0 for t in state.taken]
        sim.out = [t >= 0 for t in state.took]
        sim.nout = sum(sim.out)
        sim.packed_piles = [pack(p) for p in state.piles]
        sim.turn = state.turn
        sim.unseen = state.unseen_counts()
        sim.left = sum(sim.unseen)
        sim.total = sum(state.composition)
        before = state.cards_before_last_round_card()
        sim.until_last = -1 if before is None else before
        sim.last_round = state.last_round
        sim.finished = state.finished
        sim.hand = -1
        sim.round = 0
        sim.horizon = horizon
        sim.outlook = OUTLOOK[state.variant, state.players]
        return sim

    def to_come(self) -> float:
        """The share of the game's cards still to be dealt: in the official rules those above
        the last-round card, in Colors! the whole deck (it ends a round or two early)."""
        return (self.until_last if self.official else self.left) / self.total

    @property
    def rows(self) -> list[list[int]]:
        """Each row's cards as kind numbers, in kind order."""
        return [[k for k, n in enumerate(unpack(row)) for _ in range(n)]
                for row in self.packed_rows]

    @property
    def piles(self) -> list[list[int]]:
        """Each seat's pile as 9 counts."""
        return [unpack(pile) for pile in self.packed_piles]

    def reveal(self, card: int) -> None:
        """The mover has drawn `card` (known): the state of the search's second step."""
        self._drew(card)

    def _drew(self, card: int) -> None:
        if self.official:
            if self.until_last == 0:
                self.last_round = True
                self.until_last = -1
            elif self.until_last > 0:
                self.until_last -= 1
        self.unseen[card] -= 1
        self.left -= 1
        if not self.official and self.left < ROW_SIZE * self.n:
            self.last_round = True
        self.hand = card

    @property
    def to_move(self) -> int:
        return self.turn

    def stop(self) -> bool:
        return self.finished or self.round > self.horizon

    def actions(self) -> list[int]:
        lens, inplay = self.lens, self.inplay
        if self.hand >= 0:
            return [PLACE + r for r in range(self.n) if inplay[r] and lens[r] < ROW_SIZE]
        found = [r for r in range(self.n) if inplay[r] and lens[r]]
        if self.left and any(inplay[r] and lens[r] < ROW_SIZE for r in range(self.n)):
            found.append(DRAW)
        return found

    def apply(self, action: int, rng):
        if action == DRAW:
            pick = int(rng.random() * self.left)
            unseen = self.unseen
            card = 0
            while pick >= unseen[card]:
                pick -= unseen[card]
                card += 1
            self._drew(card)
            return card
        if action >= PLACE:
            row = action - PLACE
            self.packed_rows[row] += CARD[self.hand]
            self.lens[row] += 1
            self.hand = -1
            self._pass_turn()
            return None
        self.packed_piles[self.turn] += self.packed_rows[action]
        self.packed_rows[action] = 0
        self.lens[action] = 0
        self.inplay[action] = False
        self.out[self.turn] = True
        self.nout += 1
        if self.nout == self.n:
            if self.last_round:
                self.finished = True
            else:
                self.round += 1
                self.packed_rows = [0] * self.n
                self.lens = [0] * self.n
                self.inplay = [True] * self.n
                self.out = [False] * self.n
                self.nout = 0
                if not self.official:
                    self.turn = (self.turn + 1) % self.n
        else:
            self._pass_turn()
        return None

    def _pass_turn(self) -> None:
        seat, out, n = self.turn, self.out, self.n
        for _ in range(n):
            seat = (seat + 1) % n
            if not out[seat]:
                break
        self.turn = seat

    # --- playouts and rewards --------------------------------------------------------------
    def playout(self, rng) -> int:  # noqa: C901  (one loop on locals: the search's hot path)
        """Play on until `stop()` by the playout policy, the heuristic's rules on own gains
        only (cheap): take the best row when it gains at least `take_threshold` points (give
        or take one, at random) or is full and gains a point; else draw and put the card
        where it adds most to the mover's own gain (a random row one time in ten).  The same
        moves as `apply` one action at a time, in one loop on local variables: the playouts
        are most of the search's time.  Returns how many actions it played."""
        n, official, horizon, seats = self.n, self.official, self.horizon, range(self.n)
        rows, lens, inplay, out = self.packed_rows, self.lens, self.inplay, self.out
        piles, unseen = self.packed_piles, self.unseen
        turn, left, until_last, last_round = self.turn, self.left, self.until_last, self.last_round
        hand, nout, round_, finished = self.hand, self.nout, self.round, self.finished
        scores, score, random = _PACKED_SCORES, packed_score, rng.random
        threshold, epsilon, last_round_below = take_threshold(n), self.EPSILON, ROW_SIZE * n
        played = 0
        while not finished and round_ <= horizon:
            played += 1
            pile = piles[turn]
            if hand >= 0:                            # place the card drawn
                card = CARD[hand]
                options = [r for r in seats if inplay[r] and lens[r] < ROW_SIZE]
                if len(options) == 1 or random() < epsilon:
                    where = options[int(random() * len(options))]
                else:
                    best, where = None, options[0]
                    for r in options:
                        with_row = pile + rows[r]
                        after = scores.get(with_row + card)
                        if after is None:
                            after = score(with_row + card)
                        if lens[r]:
                            now = scores.get(with_row)
                            delta = after - (score(with_row) if now is None else now)
                        else:
                            delta = after
                        if best is None or delta > best:
                            best, where = delta, r
                rows[where] += card
                lens[where] += 1
                hand = -1
            else:                                    # take the best row, or draw
                best, where, full, can_draw = None, -1, False, False
                for r in seats:
                    if inplay[r]:
                        size = lens[r]
                        if size < ROW_SIZE:
                            can_draw = True
                        if size:
                            g = scores.get(pile + rows[r])
                            if g is None:
                                g = score(pile + rows[r])
                            if best is None or g > best:
                                best, where, full = g, r, size == ROW_SIZE
                if where >= 0 and can_draw and left:
                    best -= score(pile)  # type: ignore[operator]  # where >= 0: best is set
                    jitter = random()
                    need = threshold + (-1 if jitter < 0.25 else 1 if jitter >= 0.75 else 0)
                    if best < need and not (full and best >= 1):
                        where = -1
                if where < 0:                        # draw: the card is the next decision
                    pick = int(random() * left)
                    card = 0
                    while pick >= unseen[card]:
                        pick -= unseen[card]
                        card += 1
                    if official:
                        if until_last == 0:
                            last_round, until_last = True, -1
                        elif until_last > 0:
                            until_last -= 1
                    unseen[card] -= 1
                    left -= 1
                    if not official and left < last_round_below:
                        last_round = True
                    hand = card
                    continue
                piles[turn] = pile + rows[where]
                rows[where] = lens[where] = 0
                inplay[where] = False
                out[turn] = True
                nout += 1
                if nout == n:
                    if last_round:
                        finished = True
                    else:
                        round_ += 1
                        for r in seats:
                            rows[r] = lens[r] = 0
                            inplay[r], out[r] = True, False
                        nout = 0
                        if not official:
                            turn = (turn + 1) % n
                    continue
            for _ in seats:                          # the next seat still in the round
                turn = (turn + 1) % n
                if not out[turn]:
                    break
        self.turn, self.left, self.until_last, self.last_round = turn, left, until_last, last_round
        self.hand, self.nout, self.round, self.finished = hand, nout, round_, finished
        return played

    def rewards(self) -> list[float]:
        """Finished game: the win share (ties shared) blended with a soft ranking of the
        scores (so that margins still count); a round end: each seat's estimated chance to
        win, a softmax of the final scores the piles promise (`OUTLOOK`) whose temperature
        grows with the cards still to come."""
        scores = [packed_score(p) for p in self.packed_piles]
        if self.finished:
            top = max(scores)
            winners = scores.count(top)
            soft = softmax(scores, self.END_TEMPERATURE)
            share = self.WIN_SHARE
            return [share * (s == top) / winners + (1 - share) * q for s, q in zip(scores, soft)]
        base, spread = self.outlook[1]
        return softmax(self.promised(scores), base + spread * self.to_come())

    def promised(self, scores) -> list[float]:
        """The final score each pile promises at a round end: its score plus the outlook."""
        weights = self.outlook[0]
        share, unseen, left, n = self.to_come(), self.unseen, self.left, self.n
        return [score + math.fsum(w * x for w, x in
                                  zip(weights, outlook_features(pile, unseen, left, share, n)))
                for score, pile in zip(scores, self.packed_piles)]


# --- a round end's outlook -----------------------------------------------------------------
# At the end of a playout's last round a seat's chance to win is judged by the final score its
# pile promises: its score now plus what the cards still to come should add, a linear model in
# `outlook_features`.  Its weights and the softmax's temperature (base + spread × the share of
# cards to come) were fitted to self-play games of the heuristic, per rule set and player
# count (`python -m tools.fit_coloretto`, docs/ai-coloretto.md): the score alone over-reads a
# lead early and misses what a pile can still become (a colour at six, or whose cards are
# gone, gains nothing more; a spread pile loses points to every further card).
OUTLOOK: dict[tuple[str, int], tuple[tuple[float, ...], tuple[float, float]]] = {
    ("colors", 2): ((-16.717, 2.81, 0.131, 0.819, -3.15, -7.866, 4.875),
                    (3.0, 10.0)),
    ("colors", 3): ((15.857, -0.944, 0.46, 0.213, -0.801, -0.136, 6.262),
                    (2.0, 5.0)),
    ("colors", 4): ((12.403, -2.341, 0.522, 0.141, -0.316, 0.922, 6.384),
                    (1.0, 5.0)),
    ("colors", 5): ((10.28, -1.694, 0.297, 0.21, 0.187, 1.776, 4.528),
                    (0.5, 5.0)),
    ("official", 3): ((35.758, 3.665, 0.531, -0.044, 0.569, 1.366, -2.28),
                      (2.0, 5.0)),
    ("official", 4): ((19.223, 1.221, 0.827, -0.01, 0.414, 2.476, 1.597),
                      (2.0, 5.0)),
    ("official", 5): ((9.999, -1.858, 1.204, -0.091, 0.178, 3.173, 7.056),
                      (1.5, 5.0)),
}

_PILE_GAINS: dict[int, tuple] = {}


def pile_gains(packed: int) -> tuple:
    """What one more card of each kind adds to a packed pile's score, the count of each
    colour, the points of its three best colours, the colours held and the wilds held;
    memoised."""
    found = _PILE_GAINS.get(packed)
    if found is None:
        now = packed_score(packed)
        gains = tuple(packed_score(packed + CARD[k]) - now for k in range(9))
        counts = tuple(packed >> (BITS * k) & 15 for k in range(7))
        best = sum(sorted((SCORE_TABLE[min(n, 6)] for n in counts), reverse=True)[:3])
        held = sum(1 for n in counts if n)
        found = remember(_PILE_GAINS, packed,
                         (gains, counts, best, held, packed >> (BITS * 7) & 15), 300_000)
    return found


# The shares of each colour's unseen cards a pile's potential is measured with, × 1 / players:
# the fit preferred a fair share and twice it (all of them with two players) to half and one
# share (held-out log-loss 0.580 against 0.605 with two players; `hard` with them won 68.4%
# of 400 games against `hard` with half and one share).
SHARES_OF_UNSEEN = (1.0, 2.0)


def reach(cards: float) -> float:
    """A colour's points with `cards` of it, between whole counts on the line joining them;
    six or more make 21, so a colour at six, or with none left to come, gains nothing."""
    if cards >= 6:
        return 21.0
    whole = int(cards)
    return SCORE_TABLE[whole] + (cards - whole) * (whole + 1)


_REACH_TABLES: dict[int, tuple] = {}


def reach_tables(players: int) -> tuple:
    """For each share of SHARES_OF_UNSEEN: reach(held + unseen × share / players) by held and
    unseen (up to 15 each: 4 bits), worked out once per player count."""
    found = _REACH_TABLES.get(players)
    if found is None:
        found = _REACH_TABLES[players] = tuple(
            tuple(tuple(reach(held + unseen * share / players) for unseen in range(16))
                  for held in range(16))
            for share in SHARES_OF_UNSEEN)
    return found


def potential(counts, best: int, unseen, table) -> float:
    """What a pile's three best colours would gain with the share of the unseen cards of
    every colour that `table` (of reach_tables) stands for (`counts`: the pile's colours;
    `best`: their three best points now)."""
    later = [table[held][n] for held, n in zip(counts, unseen)]
    later.sort(reverse=True)
    return later[0] + later[1] + later[2] - best


def outlook_features(packed: int, unseen, left: int, share: float,
                     players: int) -> tuple[float, ...]:
    """A pile's features for the outlook: the share of the cards still to come; the mean
    gain of an unseen card × that share and × its square; the potential of its three best
    colours with one and with two fair shares (1 / players) of the unseen cards; the colours
    held beyond three and the wilds held, × the share."""
    gains, counts, best, held, wilds = pile_gains(packed)
    mean = sum(n * g for n, g in zip(unseen, gains)) / left if left else 0.0
    fair, twice = reach_tables(players)
    return (share, share * mean, potential(counts, best, unseen, fair),
            potential(counts, best, unseen, twice), share * max(0, held - 3),
            share * wilds, share * share * mean)


def softmax(scores, temperature: float) -> list[float]:
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    total = math.fsum(weights)
    return [w / total for w in weights]


class Mcts(Agent[ColorettoState]):
    """Information-set MCTS: `iterations` iterations to decide between taking a row and
    drawing; after committing to a draw, the card is seen and half as many more (continuing
    the subtree the first search grew for that card) choose its row.  With four or five
    players an iteration costs more, so the counts are scaled by 3 / players; and a first
    search stops once its iterations have played `work` actions (the second at half that):
    early in a round a playout runs to the end of the next one, twice as long as late in
    it, and the cap keeps those positions' answers within the time of the others."""

    def __init__(self, seed: int = 0, *, iterations: int, work: int | None = None,
                 exploration: float = 0.4, horizon: int = 1):
        super().__init__(seed)
        self.iterations = iterations
        self.work = work
        self.exploration = exploration
        self.horizon = horizon

    def first(self, sim: Sim, root: Node, share: int = 1) -> Search:
        """The search before the draw, on `root` (with `share` 2: half its iterations and
        work)."""
        iterations = self.iterations * 3 // max(3, sim.n) // share
        work = None if self.work is None else self.work // share
        return (yield from search(sim, root, iterations, self.rng, self.exploration, work))

    def second(self, sim: Sim, root: Node) -> Search:
        """The search with the card drawn in hand, on `root`: half the first's."""
        return (yield from self.first(sim, root, 2))

    def think(self, state: ColorettoState) -> Search:
        sim = Sim.of(state, self.horizon)
        actions = sim.actions()
        root = Node(-1)
        if actions != [DRAW]:
            if len(actions) == 1:
                return f"t{actions[0] + 1}"
            root = yield from self.first(sim, root)
            action = root.best_action()
            if action != DRAW:
                return f"t{action + 1}"
        seen = state.next_card_if_drawn()       # committed to drawing: the card is seen
        assert seen is not None                 # a draw is legal: the deck has a card
        card = INDEX[seen]
        rows = state.legal_rows_for_draw()
        if len(rows) == 1:
            return f"d{rows[0]}"
        draw = root.children.get(DRAW)
        sub = draw.children.get(card) if draw else None
        sub = sub or Node(-1)
        sim.reveal(card)
        sub = yield from self.second(sim, sub)
        return f"d{sub.best_action() - PLACE + 1}"


# Levels chosen by the arena (docs/ai-coloretto.md).  The expert's cap on work bounds its
# slowest answers (docs/ai-coloretto.md, latency); `hard` stays far below it.
EXPERT_WORK = 30_000
PLAYERS = {
    "easy": lambda seed: Slips(seed, 0.55, Heuristic(seed)),
    "medium": lambda seed: Heuristic(seed),
    "hard": lambda seed: Mcts(seed, iterations=100),
    "expert": lambda seed: Mcts(seed, iterations=2000, work=EXPERT_WORK),
    "heuristic": lambda seed: Heuristic(seed),
}


# The review judges by the expert's estimate of the mover's share of the win, in percent
# (docs/ai-review.md).  The thresholds are for two players; with more, a move moves
# a smaller share (a fair share is 100 / players), so they shrink as 2 / players.
CHANCE = Scale("percent of a win", good=2.0, inaccuracy=5.0, mistake=10.0)
SURE = 150          # playouts a judged action gets at least (Judge.top_up)


class Judge(ValueJudge[ColorettoState]):
    """The expert's two steps as a judge.  Take-or-draw: the values of the root's actions
    (their mean rewards in the expert's search).  A draw: the card drawn is the one the
    player saw before choosing its row, so the row is judged by a second search with that
    card in hand; a draw's value is the draw's, less what its row lost against the best row.
    The expert's move is its most visited action, with the best row for that card if it is a
    draw."""

    def __init__(self, seed: int = 0, players: int = 2):
        super().__init__(CHANCE.scaled(2 / players))
        mcts = PLAYERS["expert"](seed)
        assert isinstance(mcts, Mcts)           # the judge reads the expert's search
        self.mcts = mcts

    def values(self, state: ColorettoState, played: str) -> Search:
        mcts = self.mcts
        sim = Sim.of(state, mcts.horizon)
        actions = sim.actions()
        drew = played[0] == "d"
        root = Node(-1)
        if len(actions) > 1:
            root = yield from mcts.first(sim, root)
            top = root.best_action()
            if not drew:
                yield from self.top_up(sim, root, int(played[1:]) - 1)
            means = {a: 100.0 * node.mean() for a, node in root.children.items()}
        else:
            means, top = {actions[0]: 0.0}, actions[0]
        best = f"t{top + 1}" if top != DRAW else None
        best_value = means[top]
        played_value = means[DRAW] if drew else means[int(played[1:]) - 1]
        if drew or top == DRAW:
            rows = state.legal_rows_for_draw()
            row_value = dict.fromkeys(rows, 0.0)
            best_row = rows[0]
            if len(rows) > 1:
                seen = state.next_card_if_drawn()
                assert seen is not None         # a draw is legal: the deck has a card
                card = INDEX[seen]
                draw = root.children.get(DRAW)
                sub = (draw.children.get(card) if draw else None) or Node(-1)
                sim.reveal(card)
                sub = yield from mcts.second(sim, sub)
                if drew:
                    yield from self.top_up(sim, sub, PLACE + int(played[1:]) - 1)
                row_value = {a - PLACE + 1: 100.0 * node.mean()
                             for a, node in sub.children.items()}
                best_row = sub.best_action() - PLACE + 1
            if top == DRAW:
                best = f"d{best_row}"
            if drew:
                played_value -= max(0.0, row_value[best_row] - row_value[int(played[1:])])
        return best, best_value, played_value

    def top_up(self, sim: Sim, node: Node, action: int) -> Search:
        """More iterations under `action` (a take or a placement: no card is dealt) until
        it has SURE visits: the search visits a poor action seldom, and its mean from a few
        playouts is too rough to measure a loss by."""
        child = node.children.get(action)
        if child is not None and child.visits < SURE:
            after = sim.copy()
            after.apply(action, self.mcts.rng)
            yield from search(after, child, SURE - child.visits, self.mcts.rng,
                              self.mcts.exploration)


def judge(state: ColorettoState, seed: int = 0) -> Judge:
    return Judge(seed, state.players)
