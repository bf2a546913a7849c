"""Collapsi AI in the variations: the solved choice of starting cards on 4×4 against a
brute-force search, the expert's exact play in endgames of the big and shifting boards, the
generic max^n search, and legal, non-mutating moves from every level in every variation."""

import random

import pytest

from game.ai.agent import Slices, choose
from game.ai.maxn import MaxN
from game.ai.paranoid import Paranoid
from game.collapsi.ai import Starts, face_up, share, shares, work
from game.collapsi.rules import COLLAPSI
from game.table.seats import LEVELS, make_agent


def run(search):
    return Slices(search).finish()


def wins(state, memo) -> bool:
    """Brute force: does the seat to move win (two players)?"""
    key = state.key()
    if key not in memo:
        found = False
        for move in state.legal_moves():
            state.push(move)
            found = not wins(state, memo)
            state.pop()
            if found:
                break
        memo[key] = found
    return memo[key]


def first_wins(state, first, second, memo) -> bool:
    position = state.clone()
    position.pawns = [first, second]
    position.turn = 0
    position.edited()
    return wins(position, memo)


CHOICE_DEALS = [0, 1, 2, 3, 4, 5]


@pytest.mark.parametrize("seed", CHOICE_DEALS)
def test_solved_choice_on_4x4_against_brute_force(seed):
    memo = {}
    state = COLLAPSI.new_game("standard", {"start": "choice"}, 2, seed=seed)
    cards = state.free_cards()
    first = run(Starts(seed).think(state))
    if first is not None:   # it wins against every reply
        assert all(first_wins(state, first, c, memo) for c in cards if c != first)
    else:                   # every card has a refutation
        assert all(any(not first_wins(state, a, b, memo) for b in cards if b != a)
                   for a in cards)
        first = cards[seed % len(cards)]
    state.push(first)
    second = run(Starts(seed).think(state))
    if second is not None:
        assert not first_wins(state, first, second, memo)
    else:
        assert all(first_wins(state, first, c, memo) for c in cards if c != first)


def test_solved_choice_gives_up_past_its_budget_and_the_expert_still_chooses():
    state = COLLAPSI.new_game("standard", {"start": "choice"}, 2, seed=1)
    starts = Starts(0, budget=50)
    assert run(starts.think(state)) is None
    move = choose(make_agent("collapsi", "expert", 0), state)
    assert move in state.legal_moves()


def ended_by(state, move) -> bool:
    state.push(move)
    over = state.is_over()
    state.pop()
    return over


def endgames(board, count, back, seed):
    """Two-player big-board positions `back` plies before the end of random games that avoid
    ending early (random shifting games rarely last long), with at most 20 cards face up,
    where the expert's exact solve completes."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = COLLAPSI.new_game("big", {"board": board}, 2, seed=rng.randrange(10**6))
        line = []
        while not state.is_over():
            line.append(state.clone())
            moves = state.legal_moves()
            lasting = [m for m in moves if not ended_by(state, m)]
            state.push(rng.choice(lasting or moves))
        if len(line) > back:
            position = line[-back]
            if len(position.legal_moves()) > 1 and face_up(position) <= 20:
                found.append(position)
    return found


@pytest.mark.parametrize("board,back", [("fixed", 10), ("shifting", 4)])
def test_expert_solves_small_endgames_and_keeps_a_win(board, back):
    memo = {}
    won = 0
    for index, state in enumerate(endgames(board, 10, back, seed=len(board))):
        agent = make_agent("collapsi", "expert", index)
        move = run(agent.think(state))
        assert agent.solved, state.to_json()
        if wins(state, memo):
            won += 1
            state.push(move)
            assert not wins(state, memo), state.to_json()
    assert won >= 3     # the sample holds won positions to check


def test_maxn_with_two_seats_agrees_with_paranoid():
    rng = random.Random(3)
    for _ in range(6):
        state = COLLAPSI.new_game("big", {}, 2, seed=rng.randrange(10**6))
        for _ in range(rng.randrange(8)):
            state.push(rng.choice(state.legal_moves()))
        if state.is_over() or len(state.legal_moves()) < 2:
            continue
        a = Paranoid(0, evaluate=share, depth=2)
        b = MaxN(0, evaluate=shares, depth=2)
        run(a.think(state.clone()))
        run(b.think(state.clone()))
        assert b.value[state.to_move] == pytest.approx(a.value)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_shares_sum_to_a_thousand_and_favour_the_seat_before_a_stuck_pawn(players):
    rng = random.Random(players)
    state = COLLAPSI.new_game("big", {}, players, seed=players)
    assert sum(shares(state)) == pytest.approx(1000)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    values = shares(state)
    assert sum(values) == pytest.approx(1000)
    assert max(range(players), key=values.__getitem__) == state.outcome().winners[0]


@pytest.mark.parametrize("board,unit", [("fixed", 2), ("shifting", 16)])
def test_a_node_costs_the_walks_its_evaluation_takes(board, unit):
    """A pawn on its starting jack under the classic opening walks each length 1 to 4: its
    node costs more until every pawn has left its jack, then as much as with one step.  Four
    players: a unit for two walks on the fixed board, 4 a walk on the shifting board."""
    rng = random.Random(5)
    step = COLLAPSI.new_game("big", {"board": board}, 4, seed=5)
    classic = COLLAPSI.new_game("big", {"board": board, "opening": "classic"}, 4, seed=5)
    costs = []
    for _ in range(5):
        assert work(step) == unit
        costs.append(work(classic))
        step.push(rng.choice(step.legal_moves()))
        classic.push(rng.choice(classic.legal_moves()))
    walks = [16, 13, 10, 7, 4]  # four pawns, three more walks for each still on its jack
    assert costs == ([8, 7, 5, 4, 2] if board == "fixed" else [4 * w for w in walks])
    two = COLLAPSI.new_game("big", {"board": board}, 2, seed=5)
    assert work(two) == unit // 2    # two pawns: two walks


VARIANT_SETUPS = [(v.name, options, n) for v in COLLAPSI.variants.values() if v.name != "solo"
                  for options in v.option_combinations() for n in v.player_counts]


def setup_id(value) -> str:
    if isinstance(value, dict):
        return "-".join(f"{k}={v}" for k, v in value.items()) or "plain"
    return str(value)


@pytest.mark.parametrize("variant,options,players", VARIANT_SETUPS, ids=setup_id)
def test_every_level_plays_legal_moves_and_leaves_the_state_alone(variant, options, players):
    rng = random.Random(11)
    state = COLLAPSI.new_game(variant, options, players, seed=11)
    line = []
    while not state.is_over():
        line.append(state.clone())
        state.push(rng.choice(state.legal_moves()))
    picks = [line[0], line[1], line[len(line) // 2], line[-1]]
    for index, position in enumerate(picks):
        for level in LEVELS:
            before = (position.to_json(), position.key(), list(position.history))
            # the agent's own generator on the very state (no copy in between)
            move = run(make_agent("collapsi", level, index).think(position))
            assert move in position.legal_moves(), (level, position.to_json())
            assert (position.to_json(), position.key(), list(position.history)) == before


@pytest.mark.parametrize("level,chances,shifting", [
    ("easy", (0.5, 0.25), (0.5, 0.25)), ("medium", (0.1, 0.3), (0.3, 0.3)),
    ("hard", (0, 0), (0, 0)), ("expert", (0, 0), (0, 0))])
def test_with_more_players_each_level_searches_max_n_and_its_slips_on_each_board(
        level, chances, shifting):
    """docs/ai.md, the ladder: at a table of four `medium` plays a random move 30% of the time
    (10% with three, 30% with three on the shifting board), or `hard` would not beat it by
    the ladder's margin; `easy` half the time with three, or `medium` would not beat it.
    Only `medium` and `expert` have tables of their own for the shifting board."""
    agent = make_agent("collapsi", level, 0)
    tables = [(3, "fixed", chances[0]), (4, "fixed", chances[1]),
              (3, "shifting", shifting[0]), (4, "shifting", shifting[1])]
    for players, board, chance in tables:
        state = COLLAPSI.new_game("big", {"board": board}, players, seed=players)
        search = agent.tables_for(state).search_for(state)
        assert getattr(search, "chance", 0) == chance
        inner = search.inner if chance else search
        assert isinstance(inner, MaxN)
        assert run(agent.think(state)) in state.legal_moves()
        if chance:   # the move was asked of this table: its slip was drawn
            assert search.rng.getstate() != random.Random(0).getstate()
    assert (agent.shifting is agent.tables) == (level not in ("medium", "expert"))
    assert agent.shifting.agents[2] is agent.tables.agents[2]


def test_the_expert_searches_more_with_three_or_four_players_on_the_shifting_board():
    """docs/ai-collapsi.md: there its round of max^n is cut short by the budget, and at 8,000
    units it stood barely above `hard` with three players and not above it with four; twice that
    with three and four times with four stay within the browser's second (the other tables
    keep 8,000)."""
    agent = make_agent("collapsi", "expert", 0)
    for players, board, budget in ((3, "shifting", 16_000), (3, "fixed", 8_000),
                                   (4, "shifting", 32_000), (4, "fixed", 8_000)):
        state = COLLAPSI.new_game("big", {"board": board}, players, seed=players)
        search = agent.tables_for(state).search_for(state)
        assert isinstance(search, MaxN) and search.budget == budget
