"""Collapsi AI: the solver against brute force and the published figure, perfect play,
legal moves from every level (in every variant), and time-sliced thinking."""

import random

import pytest

from game.ai.agent import Slices, Thinking, choose
from game.ai.transposition import WIN
from game.collapsi.ai import first_player_wins, solver
from game.collapsi.rules import COLLAPSI
from game.table.seats import LEVELS, make_agent


def run(search):
    return Slices(search).finish()


def exact(state, memo):
    """Brute-force value for the seat to move: WIN - plies to the end, negative if lost."""
    key = state.key()
    if key not in memo:
        best = -(WIN - 0)
        for move in state.legal_moves():
            state.push(move)
            value = exact(state, memo)
            state.pop()
            mine = -value - 1 if -value > 0 else -value + 1
            best = max(best, mine)
        memo[key] = best
    return memo[key]


OPENINGS = [{}, {"opening": "classic"}]     # v1.3's one step from a jack, and 1 to 4 before


def random_positions(count, seed=0, options=None):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = COLLAPSI.new_game("standard", options or {}, 2, seed=rng.randrange(10**6))
        for _ in range(rng.randrange(6)):
            if state.is_over():
                break
            state.push(rng.choice(state.legal_moves()))
        if not state.is_over():
            found.append(state)
    return found


@pytest.mark.parametrize("options", OPENINGS)
def test_solver_value_equals_brute_force_with_distance(options):
    memo = {}
    for state in random_positions(25, seed=1, options=options):
        agent = solver()
        choose(agent, state)
        assert agent.value == exact(state, memo), state.to_json()


@pytest.mark.parametrize("options", OPENINGS)
def test_expert_takes_the_quickest_win_and_the_longest_defence(options):
    memo = {}
    for index, state in enumerate(random_positions(25, seed=2, options=options)):
        target = exact(state, memo)
        move = choose(make_agent("collapsi", "expert", index), state)
        state.push(move)
        reply = exact(state, memo)
        # the opponent's value after the move, seen from the mover, is the optimum
        assert (-reply - 1 if -reply > 0 else -reply + 1) == target


@pytest.mark.slow
def test_first_player_wins_about_77_percent_of_random_deals():
    deals = 400
    wins = sum(run(solver().prove(COLLAPSI.new_game(seed=seed))) > 0 for seed in range(deals))
    # RULES-NOTES.md: about 77% by exhaustive search (we measured 78.3% over 2000 deals);
    # these 400 deals give 82.0%.  The exact count pins the deal and the solver together.
    assert wins == 328


@pytest.mark.slow
def test_the_first_player_wins_about_37_percent_under_the_classic_opening():
    # arXiv 2507.16823 ("Collapsi is strongly solved"), for the rule before v1.3: 37.5%; over
    # 2,000 deals `python -m game bench --first-player 2000` measures it (docs/ai-collapsi.md).
    # These 100 deals give 41; the exact count pins the deal, the opening and the solver together.
    assert first_player_wins({"opening": "classic"}, range(100)) == 41
    assert first_player_wins({}, range(100)) == 84


@pytest.mark.parametrize("options", OPENINGS)
def test_prove_agrees_with_brute_force(options):
    memo = {}
    for state in random_positions(30, seed=3, options=options):
        assert run(solver().prove(state)) == (1 if exact(state, memo) > 0 else -1)


@pytest.mark.parametrize("options", OPENINGS)
def test_expert_never_loses_a_won_position(options):
    won_positions = 0
    for seed in range(12):
        state = COLLAPSI.new_game("standard", options, 2, seed=seed)
        expert_seat = seed % 2
        agents = {expert_seat: make_agent("collapsi", "expert", seed),
                  1 - expert_seat: make_agent("collapsi", "random", seed)}
        proved_win = False
        while not state.is_over():
            if state.to_move == expert_seat and run(solver().prove(state)) > 0:
                proved_win = True
            state.push(choose(agents[state.to_move], state))
        if proved_win:
            won_positions += 1
            assert state.outcome().winners == (expert_seat,)
    assert won_positions >= 6             # the check saw won positions


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_moves(level):
    for index, state in enumerate(random_positions(15, seed=4)):
        move = choose(make_agent("collapsi", level, index), state)
        assert move in state.legal_moves()


def test_thinking_in_slices_gives_the_same_move_and_leaves_the_state_alone():
    state = COLLAPSI.new_game(seed=9)
    before = state.to_json()
    sliced = Thinking(make_agent("collapsi", "expert", 5), state)
    slices = 0
    while not sliced.step(0.0005):
        slices += 1
    assert slices > 1, "a full solve takes more than one slice"
    assert sliced.move == choose(make_agent("collapsi", "expert", 5), state)
    assert state.to_json() == before


def test_same_seed_same_choices():
    for level in LEVELS:
        states = random_positions(5, seed=6)
        first = [choose(make_agent("collapsi", level, 1), s) for s in states]
        second = [choose(make_agent("collapsi", level, 1), s) for s in states]
        assert first == second


VARIANT_SETUPS = [(v.name, options, n) for v in COLLAPSI.variants.values()
                  for options in v.option_combinations() for n in v.player_counts]


def setup_id(value) -> str:
    """Test ids like 'big-board=shifting-start=choice' and '3'."""
    if isinstance(value, dict):
        return "-".join(f"{k}={v}" for k, v in value.items()) or "plain"
    return str(value)


@pytest.mark.parametrize("variant,options,players", VARIANT_SETUPS, ids=setup_id)
def test_every_level_plays_legal_moves_in_every_variant(variant, options, players):
    # the first position (choosing a starting card where the players choose) and one from
    # the middle of a random game
    state = COLLAPSI.new_game(variant, options, players, seed=7)
    rng = random.Random(7)
    line = []
    while not state.is_over():
        line.append(state.clone())
        state.push(rng.choice(state.legal_moves()))
    for position in [line[0], line[len(line) // 2]]:
        for level in LEVELS:
            move = choose(make_agent("collapsi", level, 3), position)
            assert move in position.legal_moves(), (level, position.to_json())


def test_expert_solves_the_solo_puzzle_when_it_can_be_solved():
    def solvable(state):
        if state.is_over():
            return bool(state.outcome().winners)
        for move in state.legal_moves():
            state.push(move)
            found = solvable(state)
            state.pop()
            if found:
                return True
        return False

    for seed in range(20):
        state = COLLAPSI.new_game("solo", {}, 1, seed=seed)
        expected = solvable(state)
        while not state.is_over():
            state.push(choose(make_agent("collapsi", "expert", seed), state))
        assert bool(state.outcome().winners) == expected, seed
