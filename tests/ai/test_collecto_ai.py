"""Collecto AI: legal moves from every level in both rule sets and every player count, obvious
choices on hand positions, perfect play in small endgames (against brute force),
reproducibility and time-sliced thinking; and the generic paranoid search it uses."""

import random

import pytest

from game.ai.agent import Slips, Thinking, choose
from game.ai.alphabeta import AlphaBeta
from game.ai.maxn import MaxN
from game.ai.paranoid import Paranoid
from game.collapsi.rules import COLLAPSI
from game.collecto.ai import (RIVAL, FOUR_COLOUR_VALUE, FOUR_THREAT, Greedy, evaluate, leads,
                              seat_value, four_leads, values_of)
from game.collecto.rules import COLLECTO, DECLARE, PASS, CollectoState
from game.table.seats import LEVELS, make_agent, player_names

NAMES = [*LEVELS, "greedy", "greedy2"]
EMPTY = "......."


def random_positions(count, variant="utwente", players=2, seed=0, declare=0.0):
    """Positions from the start, middle and end of random games (suggestion phases too when
    `declare` makes random players declare)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = COLLECTO.new_game(variant, {}, players, rng.randrange(10**6))
        for _ in range(rng.randrange(40)):
            if state.is_over():
                break
            moves = state.legal_moves()
            state.push(DECLARE if DECLARE in moves and rng.random() < declare
                       else rng.choice(moves))
        if not state.is_over():
            found.append(state)
    return found


def test_the_game_offers_every_level_and_the_greedy_baselines():
    assert player_names("collecto") == ["random", "easy", "medium", "hard", "expert", "greedy",
                                        "greedy2"]


@pytest.mark.parametrize("name", NAMES)
def test_every_level_plays_only_legal_moves_with_two_players(name):
    for index, state in enumerate(random_positions(12, seed=1)):
        move = choose(make_agent("collecto", name, index), state)
        assert move in state.legal_moves()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", NAMES)
def test_every_level_plays_only_legal_moves_in_the_official_rules(name, players):
    states = random_positions(8, "official", players, seed=players, declare=0.5)
    assert any(s.phase != "play" for s in states), "suggestion phases are covered"
    for index, state in enumerate(states):
        move = choose(make_agent("collecto", name, index), state)
        assert move in state.legal_moves()
        if name != "random":
            assert move != DECLARE, "the AI never declares"


def test_double_move_positions_get_legal_double_moves():
    figure3 = CollectoState.from_board(["YPBYROP", "GRYGBYG", "OPRY.PB", "G....O.", "B......",
                                        "R......", "YO....."])
    assert figure3.only_double_moves()
    for name in NAMES:
        move = choose(make_agent("collecto", name, 3), figure3)
        assert isinstance(move, tuple) and move in figure3.legal_moves()


# A point now (yellow, row 1) against more balls now (red and green, row 7) that leave the
# opponent the yellow pair and with it a point: each side already holds one yellow.
POINT_OR_BALLS = ["Y.Y....", EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "R.R.G.G"]


def test_greedy_takes_the_most_balls():
    state = CollectoState.from_board(POINT_OR_BALLS, trays=["Y", "Y"])
    assert set(state.legal_moves()) == {0, 7, 6, 13}
    for seed in range(5):
        assert choose(Greedy(seed), state) in (6, 13)


def test_greedy2_maximises_its_balls_less_the_best_reply():
    """Checked against the rule written out here: for every move, the balls it collects
    less the most balls any move then collects; greedy2 picks a best one, greedy need not."""
    differ = 0
    for index, state in enumerate(random_positions(60, seed=8)):
        worth = {}
        for move, gains in state.move_gains().items():
            if move not in state.legal_moves():
                continue
            state.push(move)
            reply = 0 if state.is_over() else max(sum(g) for g in state.move_gains().values())
            state.pop()
            worth[move] = sum(gains) - reply
        move = choose(make_agent("collecto", "greedy2", index), state)
        assert worth[move] == max(worth.values())
        greedy = choose(Greedy(index), state)
        differ += worth[greedy] < worth[move]
    assert differ >= 4          # the positions tell the two baselines apart


def searching(name: str, seed: int):
    """The level's search without its slips (medium's random moves), for positions with one
    right answer."""
    agent = make_agent("collecto", name, seed)
    return agent.inner if isinstance(agent, Slips) else agent


@pytest.mark.parametrize("name", ["medium", "hard", "expert"])
def test_a_point_now_beats_more_balls_that_hand_the_opponent_a_point(name):
    state = CollectoState.from_board(POINT_OR_BALLS, trays=["Y", "Y"])
    for seed in range(5):
        assert choose(searching(name, seed), state) in (0, 7)


# Two pairs to close, each worth two balls: blue (row 1) or yellow (row 7).  The opponent
# holds two yellow, so leaving the yellow pair hands them a point and the game; taking it
# leaves them the blue pair and the mover wins on balls.
DENY_THE_POINT = ["B.B....", EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "Y.Y...."]


@pytest.mark.parametrize("name", ["medium", "hard", "expert"])
def test_a_pair_worth_a_point_to_the_opponent_is_not_left_to_them(name):
    state = CollectoState.from_board(DENY_THE_POINT, trays=["RGP", "YY"])
    gains = state.move_gains()
    assert set(state.legal_moves()) == {0, 7, 6, 13}
    assert {sum(g) for g in gains.values()} == {2}, "greedy cannot tell them apart"
    assert exact(state, {}) == 1
    for seed in range(5):
        move = choose(searching(name, seed), state)
        assert move in (6, 13)
        state.push(move)
        assert exact(state, {}) == -1
        state.pop()


def test_asked_for_a_suggestion_the_expert_collects():
    figure2 = ["YPBYROP", "GR.GBYG", "OPRY.PB", "G.Y..O.", "B...P..", "RP..OYG", "YOYOBGB"]
    state = CollectoState.from_board(figure2, "official", 3)
    state.play("?")
    move = choose(make_agent("collecto", "expert", 1), state)
    assert move != PASS and isinstance(move, int)


def exact(state, memo):
    """+1, 0 or -1: the game's result for the seat to move with perfect play (2 seats)."""
    key = state.key()
    if key not in memo:
        moves = state.legal_moves()
        if not moves:
            winners = state.outcome().winners
            value = 0 if len(winners) == 2 else 1 if state.to_move in winners else -1
        else:
            value = -1
            for move in moves:
                state.push(move)
                value = max(value, -exact(state, memo))
                state.pop()
                if value == 1:
                    break
        memo[key] = value
    return memo[key]


def test_expert_wins_won_endgames():
    rng = random.Random(1)
    checked = 0
    for seed in range(200):
        state = COLLECTO.new_game(seed=seed)
        while not state.is_over() and sum(1 for b in state.board if b) > 12:
            state.push(rng.choice(state.legal_moves()))
        memo = {}
        if state.is_over() or exact(state, memo) != 1:
            continue
        move = choose(make_agent("collecto", "expert", seed), state)
        state.push(move)
        assert exact(state, memo) == -1, "the expert keeps a won endgame won"
        checked += 1
        if checked == 15:
            break
    assert checked == 15


def test_evaluation_knows_points_come_in_threes():
    left = (8,) * 6
    assert seat_value((3, 0, 0, 0, 0, 0), left) > seat_value((2, 0, 0, 0, 0, 0), left)
    assert seat_value((2, 0, 0, 0, 0, 0), left) > seat_value((1, 1, 0, 0, 0, 0), left)
    # two of a colour with none of it left on the board can never become a point
    assert seat_value((2, 0, 0, 0, 0, 0), (0, 8, 8, 8, 8, 8)) < seat_value((2, 0, 0, 0, 0, 0), left)
    state = CollectoState.from_board(POINT_OR_BALLS, trays=["Y", "Y"])
    assert evaluate(state, 0) > 0 > evaluate(state, 1), "the seat to move can take a point"


def test_thinking_in_slices_gives_the_same_move_and_leaves_the_state_alone():
    state = random_positions(1, seed=9)[0]
    before = state.to_json()
    sliced = Thinking(make_agent("collecto", "expert", 5), state)
    slices = 0
    while not sliced.step(0.0005):
        slices += 1
    assert slices > 3, "the search pauses many times"
    assert sliced.move == choose(make_agent("collecto", "expert", 5), state)
    assert state.to_json() == before


@pytest.mark.parametrize("variant,players", [("utwente", 2), ("official", 3)])
def test_same_seed_same_choices(variant, players):
    states = random_positions(4, variant, players, seed=6)
    for name in NAMES:
        first = [choose(make_agent("collecto", name, 1), s) for s in states]
        second = [choose(make_agent("collecto", name, 1), s) for s in states]
        assert first == second, name


@pytest.mark.parametrize("variant,players", [("utwente", 2), ("official", 3), ("official", 4)])
def test_expert_work_is_bounded_by_its_budget(variant, players):
    agent = make_agent("collecto", "expert", 0)
    for state in random_positions(6, variant, players, seed=11):
        choose(agent, state)
        search = agent.search_for(state)
        # one node may overshoot by its own cost
        assert search.spent <= search.budget + 10


@pytest.mark.parametrize("name", ["hard", "expert"])
def test_hard_and_expert_search_alpha_beta_with_two_seats_and_max_n_with_more(name):
    agent = make_agent("collecto", name, 0)
    for players in (2, 3, 4):
        state = random_positions(1, "official", players, seed=players)[0]
        search = agent.search_for(state)
        assert search is agent.agents[players if name == "expert" else min(players, 3)]
        search = search.inner if name == "hard" and players > 2 else search   # hard slips there
        assert isinstance(search, Paranoid if players == 2 else MaxN)
        duel = agent.agents[2]
        assert search.depth == duel.depth and search.budget == duel.budget


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_a_slip_is_a_random_move_never_a_declaration(name):
    """The levels that err play a random move, not "I can't find a move", which only hands
    an opponent a free choice."""
    positions = [s for s in random_positions(60, "official", 3, seed=30)
                 if DECLARE in s.legal_moves()]
    declared = 0
    for seed in range(4):
        agent = make_agent("collecto", name, seed)     # one agent: its slips vary move by move
        declared += sum(choose(agent, state) == DECLARE for state in positions)
    assert len(positions) >= 30 and declared == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_max_n_leads_weigh_the_best_rival_and_the_others_mean(players):
    for state in random_positions(8, "official", players, seed=20 + players):
        values = values_of(state)
        found = leads(state)
        for seat, value in enumerate(values):
            others = values[:seat] + values[seat + 1:]
            written = value - RIVAL * max(others) - (1 - RIVAL) * sum(others) / len(others)
            assert found[seat] == pytest.approx(written)
            if players == 2:
                assert found[seat] == pytest.approx(evaluate(state, seat))


def test_the_expert_at_a_table_of_four_counts_starts_and_threats_for_less():
    """docs/ai.md, Collecto: there the expert's max^n values two balls towards a three at 0.4
    (0.55 elsewhere; one ball 0.15 against 0.25) and the mover's best collection at half its
    value (0.8 elsewhere), written out here."""
    state = CollectoState.from_board(
        ["B.B....", "YR.....", ".......", ".......", ".......", ".......", "......."],
        "official", 4, trays=["BBYYY", "R", "", ""], turn=2)
    # Seat 0: two blue with two left (a start), three yellow (a point), a quarter a ball.
    # Seat 1: one red with one left (no three can be made of it).  Seat 2 moves: pushing
    # row 1 either way collects the two blue, 0.5 to it (none left after: no start).
    assert values_of(state) == pytest.approx([1 + 0.55 + 0.25 * 5, 0.25, 0.8 * 0.5, 0])
    table = values_of(state, FOUR_COLOUR_VALUE, FOUR_THREAT)
    assert table == pytest.approx([1 + 0.4 + 0.25 * 5, 0.25, 0.5 * 0.5, 0])
    for seat, found in enumerate(four_leads(state)):
        others = table[:seat] + table[seat + 1:]
        assert found == pytest.approx(table[seat] - RIVAL * max(others)
                                      - (1 - RIVAL) * sum(others) / len(others))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_only_the_expert_at_a_table_of_four_evaluates_with_its_own_numbers(players):
    state = random_positions(1, "official", players, seed=players)[0]
    expert = make_agent("collecto", "expert", 0).search_for(state)
    hard = make_agent("collecto", "hard", 0).search_for(state)
    hard = hard.inner if players > 2 else hard                  # hard slips there
    assert expert.evaluate is (four_leads if players == 4 else
                               leads if players == 3 else evaluate)
    assert hard.evaluate is (leads if players > 2 else evaluate)


# --- the generic paranoid search ---------------------------------------------------------------
def collapsi_positions(count, seed):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = COLLAPSI.new_game(seed=rng.randrange(10**6))
        for _ in range(rng.randrange(2, 6)):
            if state.is_over():
                break
            state.push(rng.choice(state.legal_moves()))
        if not state.is_over():
            found.append(state)
    return found


def test_paranoid_with_two_seats_solves_like_negamax_alpha_beta():
    for state in collapsi_positions(12, seed=3):
        negamax = AlphaBeta(0, evaluate=lambda s: 0, depth=64, deepen=False)
        paranoid = Paranoid(0, evaluate=lambda s, seat: 0, depth=64)
        choose(negamax, state)
        choose(paranoid, state)
        assert paranoid.value == negamax.value


def test_paranoid_budget_stops_deepening_and_still_moves():
    state = random_positions(1, seed=4)[0]
    small = Paranoid(0, evaluate=evaluate, depth=20, budget=5)
    move = choose(small, state)
    assert move in state.legal_moves() and small.depth_done <= 2
