"""The AIs' private game engines held to the real rules, move for move.

Coloretto's search plays on `Sim`, a second rules engine over the public position; it is run
alongside `ColorettoState` through whole random games in every rule set and player count and
must agree with it at every position and after every move.  Spectrangle's searches push moves
on the real `SpectrangleState` from their own move lists (a beam of `scored_placements`, PASS
when they find no placement): with `push` checked against `legal_moves()` for the duration of
a test, every move they push is verified, including after the game is over."""

import math
import random

import pytest

from game.ai.agent import choose
from game.coloretto.ai import DRAW, PLACE, Sim, quick_score
from game.coloretto.rules import COLORETTO, INDEX, ColorettoState
from game.spectrangle.ai import Expert
from game.spectrangle.rules import PASS, SPECTRANGLE, SpectrangleState
from game.table.seats import make_agent

# --- Coloretto: Sim against ColorettoState -------------------------------------------------
CASES = [("colors", n) for n in (2, 3, 4, 5)] + [("official", n) for n in (3, 4, 5)]
GAMES = 5           # random games per rule set and player count


def public(state: ColorettoState) -> dict:
    """The Sim's public fields as the real state has them (cards as the Sim's numbers; a row
    is what it holds, in kind order: the Sim keeps how many of each kind, not their order)."""
    before = state.cards_before_last_round_card()
    return {"rows": [sorted(INDEX[c] for c in row) for row in state.rows],
            "inplay": [t < 0 for t in state.taken],
            "out": [t >= 0 for t in state.took],
            "nout": sum(t >= 0 for t in state.took),
            "piles": [list(p) for p in state.piles],
            "turn": state.turn,
            "unseen": state.unseen_counts(),
            "left": state.deck_count(),
            "until_last": -1 if before is None else before,
            "last_round": state.last_round,
            "finished": state.finished,
            "hand": -1,
            "total": sum(state.composition)}


def slots(sim: Sim) -> dict:
    return {name: getattr(sim, name) for name in Sim.__slots__}


def agree(sim: Sim, state: ColorettoState, where: str) -> None:
    """Every public field of `sim` equals the real state's, naming the first that differs."""
    for field, want in public(state).items():
        got = getattr(sim, field)
        assert got == want, (f"{where}: Sim.{field} is {got}, the rules say {want}; "
                             f"position {state.position_json()}")


def check_actions(state: ColorettoState, sim: Sim, where: str) -> None:
    """`Sim.of(state)`'s mover and actions are the rules': takes ↔ `t<row>`, DRAW exactly
    when some `d<row>` is legal and, once the real next card is revealed, PLACE ↔ the rows of
    `legal_rows_for_draw()`; copying and revealing leave the Sim itself alone."""
    legal = state.legal_moves()
    assert sim.to_move == state.to_move, where
    takes = sorted(int(m[1:]) - 1 for m in legal if m[0] == "t")
    can_draw = any(m[0] == "d" for m in legal)
    actions = sim.actions()
    assert len(actions) == len(set(actions)), where
    assert sorted(a for a in actions if a < DRAW) == takes, (where, actions, legal)
    assert (DRAW in actions) == can_draw, (where, actions, legal)
    assert all(a <= DRAW for a in actions), (where, actions)
    assert sim.stop() == state.finished == (not legal), where
    if not can_draw:
        return
    before = slots(sim)
    twin = sim.copy()
    assert slots(twin) == before, where
    twin.reveal(INDEX[state.next_card_if_drawn()])
    rows = [PLACE + r - 1 for r in state.legal_rows_for_draw()]
    assert twin.actions() == rows, (where, twin.actions(), legal)
    assert twin.to_move == state.to_move, where
    # a DRAW the search deals itself: an unseen card, the same as revealing it
    dealt = sim.copy()
    card = dealt.apply(DRAW, random.Random(len(state.history)))
    assert sim.unseen[card] > 0, where
    known = sim.copy()
    known.reveal(card)
    assert slots(dealt) == slots(known), where
    assert slots(sim) == before, f"{where}: copying or revealing changed the Sim"


def play(sim: Sim, state: ColorettoState, move: str) -> None:
    """Apply the real move `move` (not yet pushed on `state`) to `sim`: a draw reveals the
    real next card and places it on the row chosen, a take is the row's action."""
    row = int(move[1:]) - 1
    if move[0] == "d":
        sim.reveal(INDEX[state.next_card_if_drawn()])
        assert sim.hand >= 0
        assert sim.apply(PLACE + row, None) is None
    else:
        assert sim.apply(row, None) is None


def check_rewards(sim: Sim, scores, winners=None) -> None:
    """Rewards are one number in [0, 1] per seat summing to 1 and ranking the seats as their
    scores do at the end of the game, and at a round end as the final scores their piles
    promise (the outlook); at the end of the game the winners (and only they) get the top
    reward."""
    rewards = sim.rewards()
    assert len(rewards) == sim.n
    assert all(0.0 <= r <= 1.0 for r in rewards), rewards
    assert math.isclose(sum(rewards), 1.0), rewards
    assert [quick_score(p) for p in sim.piles] == list(scores)
    ranked = list(scores) if sim.finished else sim.promised(scores)
    for a in range(sim.n):
        for b in range(sim.n):
            if ranked[a] > ranked[b] and not math.isclose(ranked[a], ranked[b]):
                assert rewards[a] > rewards[b], (ranked, rewards)
            elif math.isclose(ranked[a], ranked[b]):
                assert math.isclose(rewards[a], rewards[b]), (ranked, rewards)
    if winners is not None:
        top = max(rewards)
        assert [s for s in range(sim.n) if math.isclose(rewards[s], top)] == list(winners)


def choose_move(state: ColorettoState, rng: random.Random) -> str:
    """A random legal move, drawing twice as often as taking (rows then fill up, so full rows
    and rounds where nobody can draw come up too)."""
    legal = state.legal_moves()
    draws = [m for m in legal if m[0] == "d"]
    if draws and rng.random() < 2 / 3:
        return rng.choice(draws)
    return rng.choice(legal)


@pytest.mark.parametrize("variant,players", CASES)
def test_the_coloretto_simulator_follows_the_rules_move_for_move(variant, players):
    """At every position of whole random games, `Sim.of(state)` has the real mover, legal
    moves and unseen cards; after each real move, both a fresh `Sim.of` and one Sim carried
    through the whole game have the real rows, rows in play, seats out, piles, turn, deck,
    last round and end, and count rounds as the rules do; at the end the rewards name the
    real winners."""
    positions = moves = rounds = full = last_card = 0
    for game in range(GAMES):
        seed = 1000 * players + game
        rng = random.Random(seed)
        state = COLORETTO.new_game(variant, {}, players, seed)
        carried = Sim.of(state, horizon=10**6)
        agree(carried, state, "the opening")
        while True:
            where = f"{variant}/{players} seed {seed} after {state.history}"
            fresh = Sim.of(state)
            agree(fresh, state, where)
            check_actions(state, fresh, where)
            positions += 1
            if state.finished:
                break
            move = choose_move(state, rng)
            where += f", move {move}"
            full += "d" not in "".join(state.legal_moves())
            last_card += move[0] == "d" and state.draw_reveals_last_round_card()
            round_before = state.round
            play(fresh, state, move)
            play(carried, state, move)
            state.push(move)
            moves += 1
            agree(fresh, state, where)
            agree(carried, state, where + " (the Sim carried through the game)")
            assert fresh.round == state.round - round_before, where
            assert carried.round == state.round - 1, where
            if state.round > round_before:
                rounds += 1
                check_rewards(carried, state.scores())
        outcome = state.outcome()
        check_rewards(carried, outcome.scores, outcome.winners)
        check_rewards(fresh, outcome.scores, outcome.winners)
    assert moves == positions - GAMES > 60 * GAMES
    assert rounds >= 3 * GAMES
    assert full > 0                               # positions where nobody could draw
    assert last_card == (GAMES if variant == "official" else 0)


# --- Spectrangle: every push of the searches checked ---------------------------------------
def spectrangle_positions(players: int, games: int, seed: int, every: int = 4,
                          tail: int = 8) -> list[SpectrangleState]:
    """Positions of random games: one in `every`, each one where the mover cannot place,
    and the last `tail` of each game (where the searches run into the end)."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = SPECTRANGLE.new_game(players=players, seed=rng.randrange(10**6))
        line = []
        while not state.is_over():
            line.append(state.clone())
            state.push(rng.choice(state.legal_moves()))
        if every == 1:
            found += line
            continue
        stuck = [p for p in line if p.legal_moves()[0] == PASS]
        found += line[::every] + stuck + line[len(line) - tail:]
    return found


def check_pushes(monkeypatch) -> dict:
    """From now to the end of the test, every `SpectrangleState.push` (the class method, so
    the searches' clones are checked too) records a move that is not legal, or is pushed
    after the game is over, as (move, the move before it, position), then delegates.
    Returns the tally: pushes and PASSes counted, and those records."""
    tally = {"pushes": 0, "passes": 0, "illegal": [], "after_end": []}
    real_push = SpectrangleState.push

    def push(self, move):
        legal = self.legal_moves()
        if not legal or move not in legal:
            found = (move, self.history[-1:], self.position_json())
            tally["illegal" if legal else "after_end"].append(found)
        tally["pushes"] += 1
        tally["passes"] += move == PASS
        real_push(self, move)

    monkeypatch.setattr(SpectrangleState, "push", push)
    return tally


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_spectrangle_expert_pushes_only_legal_moves(players, monkeypatch):
    """Expert's negamax (two players) and max^n (three, four) push only legal moves: the
    beam's placements, PASS only where PASS is legal, and nothing once the game is over.  A
    smaller node budget than the level's keeps it fast; the searches are the same."""
    positions = spectrangle_positions(players, 4, seed=40 + players)
    tally = check_pushes(monkeypatch)
    for index, state in enumerate(positions):
        agent = Expert(index, samples=2, root=6, budget=400)
        move = choose(agent, state)
        assert move in state.legal_moves()
    assert not tally["illegal"], tally["illegal"][:3]
    assert not tally["after_end"], tally["after_end"][:3]
    assert tally["pushes"] > 5000, tally["pushes"]
    assert tally["passes"] > 30, tally["passes"]


def test_the_spectrangle_expert_level_itself_pushes_only_legal_moves(monkeypatch):
    """The `expert` level with its own settings (16 determinisations, its node budget), on
    two positions of each player count from a third and two thirds into a random game."""
    positions = []
    for players in (2, 3, 4):
        line = spectrangle_positions(players, 1, seed=50 + players, every=1, tail=0)
        positions += [line[len(line) // 3], line[2 * len(line) // 3]]
    tally = check_pushes(monkeypatch)
    for index, state in enumerate(positions):
        assert choose(make_agent("spectrangle", "expert", index), state) in state.legal_moves()
    assert not tally["illegal"], tally["illegal"][:3]
    assert not tally["after_end"], tally["after_end"][:3]
    assert tally["pushes"] > 5000, tally["pushes"]


@pytest.mark.parametrize("name", ["medium", "hard"])
def test_the_spectrangle_lookahead_pushes_only_legal_moves(name, monkeypatch):
    """`medium` and `hard` (Lookahead) push their placement and the following players' best
    replies, or PASS for a player with no placement: all legal, and nothing once the agent's
    own placement has ended the game (it once pushed PASS for the others there)."""
    tally = check_pushes(monkeypatch)
    for players in (2, 3, 4):
        positions = spectrangle_positions(players, 3, seed=60 + players)
        for index, state in enumerate(positions):
            assert choose(make_agent("spectrangle", name, index), state) in state.legal_moves()
    assert not tally["illegal"], tally["illegal"][:3]
    assert tally["pushes"] > 5000, tally["pushes"]
    assert tally["passes"] > 100, tally["passes"]
    assert not tally["after_end"], tally["after_end"][:1]
