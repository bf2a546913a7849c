"""Spectrangle AI: legal moves from every level with 2, 3 and 4 players, the bag's order never
read, reproducible choices, time-sliced thinking and positions with an obvious answer."""

import random

import pytest

from game.ai.agent import Slips, Thinking, choose
from game.spectrangle.ai import PLAYERS, Expert, Greedy, best_score, half_reply
from game.spectrangle.rules import PASS, SPECTRANGLE, TILE_CODES, parse_tile
from game.table.seats import LEVELS, make_agent, player_names

NAMES = [*LEVELS, "greedy", "greedy2"]
# Players without random moves, by name; "half_reply" is medium's lookahead (hard's at a table
# of three or four).  `easy` and `medium` slip, so they answer an obvious position only mostly.
SURE = ["greedy", "greedy2", "half_reply", "hard", "expert"]


def sure_agent(name: str, seed: int = 0):
    return half_reply(seed) if name == "half_reply" else make_agent("spectrangle", name, seed)


def position(board=None, hands=(), players=2, turn=0, bag=None):
    """A hand-built position (as in the rules tests): tiles laid directly on the board, the
    hands and the bag given as tile codes."""
    state = SPECTRANGLE.start("standard", {}, players, {"bag": list(TILE_CODES)})
    state.hands = [[parse_tile(c) for c in hand] for hand in hands]
    state.hands += [[] for _ in range(players - len(state.hands))]
    state.points = [0] * players
    for field, sides in (board or {}).items():
        state.put(field, sides)
    state.bag = [parse_tile(c) for c in (bag or [])]
    state.drawn = 0
    state.turn = turn
    state.edited()
    return state


def random_positions(players, count, seed):
    """Positions from the start, middle and end of random games, some where no tile fits."""
    rng = random.Random(seed)
    found, stuck = [], []
    while len(found) < count:
        state = SPECTRANGLE.new_game(players=players, seed=rng.randrange(10**6))
        line = []
        while not state.is_over():
            line.append(state.clone())
            if state.legal_moves()[0] == PASS:
                stuck.append(state.clone())
            state.push(rng.choice(state.legal_moves()))
        found += [line[0], line[len(line) // 2], line[-1]]
    return found[:count] + stuck[:2]


def test_the_players_offered():
    assert player_names("spectrangle") == [*LEVELS, "greedy", "greedy2"]
    assert set(PLAYERS) == {"easy", "medium", "hard", "expert", "greedy", "greedy2"}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", NAMES)
def test_every_level_plays_only_legal_moves(name, players):
    for index, state in enumerate(random_positions(players, 6, seed=players)):
        before = state.to_json()
        move = choose(make_agent("spectrangle", name, index), state)
        assert move in state.legal_moves(), (name, state.to_json())
        assert state.to_json() == before


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_between_levels(players):
    from game.table.arena import play_game
    names = ["expert", "hard", "medium", "greedy"][:players]
    played = play_game(SPECTRANGLE, None, {}, names, seed=players, on_move=None)
    outcome = played.state.outcome()
    assert outcome is not None and len(outcome.scores) == players


@pytest.mark.parametrize("name", ["medium", "hard", "expert"])
def test_the_bag_order_is_never_read(name):
    """Another order of the unseen tiles (the bag's order is hidden; `Game.from_seat_json`
    draws one afresh) changes no choice."""
    rng = random.Random(3)
    for players in (2, 3, 4):
        for index, state in enumerate(random_positions(players, 4, seed=10 + players)):
            view = state.seat_json(state.to_move)
            if len(view["unseen"]) - len(view["bag_bottom"]) < 2:
                continue
            twin = state.determinised(state.to_move, rng)
            while twin.bag[twin.drawn:] == state.bag[state.drawn:]:
                twin = state.determinised(state.to_move, rng)
            assert choose(make_agent("spectrangle", name, index), state) == \
                choose(make_agent("spectrangle", name, index), twin)


def test_same_seed_same_choices():
    states = random_positions(3, 6, seed=6)
    for name in NAMES:
        first = [choose(make_agent("spectrangle", name, 1), s) for s in states]
        second = [choose(make_agent("spectrangle", name, 1), s) for s in states]
        assert first == second, name


def test_thinking_in_slices_gives_the_same_move_and_leaves_the_state_alone():
    state = SPECTRANGLE.new_game(players=2, seed=9)
    rng = random.Random(9)
    for _ in range(6):
        state.push(rng.choice(state.legal_moves()))
    before = state.to_json()
    sliced = Thinking(make_agent("spectrangle", "expert", 5), state)
    slices = 0
    while not sliced.step(0.0005):
        slices += 1
    assert slices > 3, "the expert's search takes several slices"
    assert sliced.move == choose(make_agent("spectrangle", "expert", 5), state)
    assert state.to_json() == before


# --- positions with an obvious answer --------------------------------------------------------
# Field 11 points up (×4); its neighbours 10 (left), 12 (right) and 19 (below) point down.
# Around it: red on 10's right side (PPR4 as P R P), red on 12's left (RRG4 as R G R),
# red on 19's top (RRB4 as B R R).
RED_AROUND_11 = {10: "PRP", 12: "RGR", 19: "BRR"}


@pytest.mark.parametrize("name", SURE)
def test_takes_seventy_two_points(name):
    state = position(board=RED_AROUND_11, hands=[["RRR6", "GGB5", "BBY4", "YBP3"], ["PPP6"]],
                     bag=["GGG6", "YYY6", "BBB6"])
    assert state.move_score((11, "RRR")) == 72
    assert choose(sure_agent(name), state) == (11, "RRR")


def test_looks_beyond_the_placement():
    """Greedy lays YYP4 on the ×2 field 14 for 8 points, which lets the next player's YYY6 score
    24 on the ×4 field 13; the searching players give up three points and open nothing big."""
    board = {15: "PYP", 22: "YYG", 23: "YGP"}
    state = position(board=board, hands=[["YYY6", "BBG4", "BYG1", "BBB6"],
                                         ["YYP4", "GGY4", "RRY5", "RRB4"]],
                     turn=1, bag=["RRR6", "GGG6", "PPP6", "BBR5", "GGR5", "PPG5"])
    assert choose(Greedy(0), state) == (14, "YPY")
    assert state.move_score((14, "YPY")) == 8 and state.move_score((21, "RYR")) == 5
    state.push((14, "YPY"))
    assert best_score(state, state.hands[0]) == 24
    state.pop()
    for name in SURE[1:]:
        move = choose(sure_agent(name), state)
        state.push(move)
        assert best_score(state, state.hands[0]) <= 4, (name, move)
        state.pop()


def test_greedy_exchanges_its_lowest_tile_when_stuck_and_skips_with_an_empty_bag():
    stuck = {12: "YPY"}   # neighbours need yellow, purple, yellow: nothing in these hands
    state = position(board=stuck, hands=[["RRR6", "GRB3", "BBB6", "RRG4"], ["GGG6"]],
                     bag=["RRY5", "BBR5"])
    assert choose(Greedy(0), state) == ("x", "GRB3")
    state = position(board=stuck, hands=[["RRR6", "GRB3"], ["YYY6"]], bag=[])
    assert choose(Greedy(0), state) == PASS


@pytest.mark.parametrize("players, budget", [(2, 30_000), (4, 12_000)])
def test_expert_bounds_its_work(players, budget):
    state = SPECTRANGLE.new_game(players=players, seed=2)
    rng = random.Random(2)
    for _ in range(12):
        state.push(rng.choice(state.legal_moves()))
    agent = Expert(0)
    assert agent.budget_for(players) == budget
    choose(agent, state)
    assert 0 < agent.nodes <= 2 * budget
    small = Expert(0, budget=500)       # a budget given is the budget with any player count
    choose(small, state)
    assert small.completed < 16 and small.nodes <= 2 * 500


# --- the exact endgame: two players, the bag's order known --------------------------------
def margin(state, memo) -> int:
    """The final margin for the seat to move with perfect play on both sides, by plain
    minimax over every legal move (no pruning, no ordering), written here independently."""
    key = state.key()
    if key not in memo:
        moves = state.legal_moves()
        if not moves:
            scores = state.outcome().scores
            value = scores[state.to_move] - scores[1 - state.to_move]
        else:
            value = -10**9
            for move in moves:
                state.push(move)
                value = max(value, -margin(state, memo))
                state.pop()
        memo[key] = value
    return memo[key]


def bags_down_to(count, seed, left=0):
    """Two-player positions the moment the bag is down to `left` tiles, from random games."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = SPECTRANGLE.new_game(players=2, seed=rng.randrange(10**6))
        while not state.is_over() and state.bag_count > left:
            state.push(rng.choice(state.legal_moves()))
        if not state.is_over() and len(state.legal_moves()) > 1:
            found.append(state)
    return found


@pytest.mark.parametrize("left", [0, 1])
def test_the_expert_solves_the_endgame_once_the_bags_order_is_known(left):
    """With the bag empty, or one tile in it (its order can only be that one), every root
    move's value is its exact final margin, and the move played is a best one."""
    for index, state in enumerate(bags_down_to(12, seed=5, left=left)):
        expert = Expert(index)
        before = state.key()
        move = choose(expert, state)
        assert expert.solved and state.key() == before
        memo = {}
        for candidate, value in expert.values.items():
            state.push(candidate)
            assert value == -margin(state, memo), (index, candidate)
            state.pop()
        assert expert.values[move] == margin(state, memo)


def test_an_endgame_too_big_for_its_budget_is_left_to_the_usual_search():
    state = bags_down_to(1, seed=5)[0]
    expert = Expert(3)
    expert.endgame_budget = 1
    move = choose(expert, state)
    assert not expert.solved and move in state.legal_moves()
    assert expert.completed >= 1            # the determinised search decided


def test_two_tiles_in_the_bag_that_could_come_in_either_order_are_sampled_not_solved():
    states = [s for s in bags_down_to(8, seed=6, left=2)
              if not s.seat_json(s.to_move)["bag_bottom"]]    # no exchanged tile: 2 orders
    assert states
    for index, state in enumerate(states):
        expert = Expert(index)
        move = choose(expert, state)
        assert not expert.solved and move in state.legal_moves()
        assert expert.completed > 1          # more than one order of the bag was searched


def test_hard_plays_medium_s_lookahead_at_a_table_of_three_or_four():
    """With more than two players `hard` is `half_reply` (docs/ai.md, the ladder), slipping a
    tenth of its moves with four: the same choices with three, and with four but for its
    random moves, where with two players its own lookahead chooses otherwise somewhere."""
    for index, state in enumerate(random_positions(3, 6, seed=73)):
        assert choose(make_agent("spectrangle", "hard", index), state) == \
            choose(half_reply(index), state)
    slipped = 0
    for index, state in enumerate(random_positions(4, 40, seed=74)):
        hard = make_agent("spectrangle", "hard", index)
        assert isinstance(hard.search_for(state), Slips)
        # a fresh agent's first draw decides whether this move slips
        if random.Random(index).random() < 0.1:
            slipped += 1
            assert choose(hard, state) in state.legal_moves()
        else:
            assert choose(hard, state) == choose(half_reply(index), state)
    assert 1 <= slipped <= 10
    duel = random_positions(2, 12, seed=72)
    assert any(choose(make_agent("spectrangle", "hard", i), s) != choose(half_reply(i), s)
               for i, s in enumerate(duel))
