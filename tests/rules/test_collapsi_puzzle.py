"""The Collapsi solo puzzle module: the solver against brute force, hints, dealt puzzles that
can always be solved and the daily puzzle (docs/rules.md, Collapsi, solo puzzle)."""

import datetime
import random

import pytest

from game.collapsi.puzzle import (
    daily_puzzle,
    daily_seed,
    deal_puzzle,
    hint,
    puzzle_number,
)
from game.collapsi.rules import COLLAPSI, SOLO_DECK, solvable, solve
from game.core.contract import RulesError


def first_shuffle(seed: int) -> dict:
    """The deal seed `seed` made before dealt puzzles had to be solvable: one shuffle."""
    cards = list(SOLO_DECK)
    random.Random(seed).shuffle(cards)
    return {"grid": ["".join(cards[r * 3:r * 3 + 3]) for r in range(3)]}


def start(setup):
    return COLLAPSI.start("solo", {}, 1, setup)


def winning_lines(state) -> list[tuple]:
    """Brute force: every complete game from `state`, keeping the won ones (no memo, no
    pruning, so it shares nothing with the solver but the rules)."""
    if state.is_over():
        return [()] if state.outcome().winners else []
    found = []
    for move in state.legal_moves():
        state.push(move)
        found += [(move, *rest) for rest in winning_lines(state)]
        state.pop()
    return found


# The first 200 seeds' single shuffles that cannot be solved (docs/rules.md: 193 of 200 can).
UNSOLVABLE_SHUFFLES = [70, 91, 98, 112, 143, 179, 182]


def test_the_solver_agrees_with_brute_force():
    seen = {True: 0, False: 0}
    for seed in range(150):
        state = start(first_shuffle(seed))
        before = state.to_json()
        wins = winning_lines(state)
        line = solve(state)
        assert state.to_json() == before        # the solver leaves the position as it was
        assert (line is not None) == bool(wins), seed
        seen[line is not None] += 1
        if line is None:
            continue
        assert tuple(line) in wins                              # legal, and it wins
        assert len(line) == min(map(len, wins)) == 8, seed      # one move per card, then out
        replayed = start(first_shuffle(seed))
        for move in line:
            assert move in replayed.legal_moves()
            replayed.push(move)
        assert replayed.outcome().winners == (0,)
        assert solve(state) == line             # deterministic
    assert seen[True] > 100 and seen[False] >= 4


def test_the_solver_agrees_with_brute_force_midway():
    # Positions after a few moves, won or lost, over or not.
    rng = random.Random(5)
    for seed in range(60):
        state = start(first_shuffle(seed))
        for _ in range(rng.randrange(6)):
            if state.is_over():
                break
            state.push(rng.choice(state.legal_moves()))
        wins = winning_lines(state)
        line = solve(state)
        assert (line is not None) == bool(wins)
        if line is not None:
            assert tuple(line) in wins and len(line) == min(map(len, wins))


def test_a_finished_puzzle_solves_to_nothing_or_none():
    state = start(deal_puzzle(1))
    for move in solve(state):
        state.push(move)
    assert state.outcome().winners == (0,)
    assert solve(state) == [] and hint(state) is None


def test_only_solo_positions_are_solved():
    with pytest.raises(RulesError, match="solo"):
        solve(COLLAPSI.new_game(seed=1))


def test_unsolvable_shuffles_of_the_first_200_seeds():
    assert [s for s in range(200) if not solvable(first_shuffle(s))] == UNSOLVABLE_SHUFFLES


# --- dealt puzzles ---------------------------------------------------------------------------
def test_every_dealt_puzzle_can_be_solved():
    for seed in range(200):
        setup = deal_puzzle(seed)
        assert setup == deal_puzzle(seed) == COLLAPSI.new_game("solo", {}, 1, seed=seed).setup
        assert sorted("".join(setup["grid"])) == sorted(SOLO_DECK)
        assert solve(start(setup)) is not None, seed


def test_a_solvable_first_shuffle_is_kept_and_an_unsolvable_one_dealt_again():
    # So a seed deals what it dealt before, unless that puzzle could not be solved.
    for seed in range(200):
        if seed in UNSOLVABLE_SHUFFLES:
            assert deal_puzzle(seed) != first_shuffle(seed)
        else:
            assert deal_puzzle(seed) == first_shuffle(seed)


def test_an_unsolvable_setup_given_by_hand_is_a_legal_lost_position():
    setup = first_shuffle(UNSOLVABLE_SHUFFLES[0])
    state = start(setup)
    assert not state.is_over() and solve(state) is None and hint(state) is None
    assert state.setup == setup


def test_other_variants_deal_as_before():
    # Only the solo deal is checked; the others are still one shuffle.
    for seed in range(5):
        cards = list("JJ" + "A" * 4 + "2" * 4 + "3" * 4 + "4" * 2)
        random.Random(seed).shuffle(cards)
        rows = ["".join(cards[r * 4:r * 4 + 4]) for r in range(4)]
        assert COLLAPSI.new_game(seed=seed).setup == {"grid": rows}


# --- hints -------------------------------------------------------------------------------------
def test_hints_lead_from_the_deal_to_a_win():
    for seed in range(30):
        state = start(deal_puzzle(seed))
        moves = 0
        while not state.is_over():
            move = hint(state)
            assert move in state.legal_moves()
            state.push(move)
            moves += 1
        assert state.outcome().winners == (0,) and moves == 8


def test_no_hint_in_a_lost_position():
    # Seed 5's puzzle (AAJ / J32 / 22A, start c1): b1 first can no longer be won.
    state = start(deal_puzzle(5))
    assert hint(state) is not None
    state.play("b1")
    assert not state.is_over() and solve(state) is None and hint(state) is None
    while not state.is_over():                  # over and lost: still no hint
        state.push(state.legal_moves()[0])
    assert state.outcome().winners == () and hint(state) is None
    # Seed 3's puzzle (J22 / J3A / 2AA): the door on a2 is open at once, and leaving loses.
    state = start(deal_puzzle(3))
    state.play("a2")
    assert state.outcome().winners == () and solve(state) is None and hint(state) is None


# --- the daily puzzle --------------------------------------------------------------------------
def test_the_daily_puzzle_is_the_same_for_everyone_on_that_day():
    day = datetime.date(2025, 7, 9)
    # Computed once from the definition (SHA-256 of "collapsi-solo-2025-07-09"); a change here
    # changes every day's puzzle for every player.
    assert daily_seed(day) == 72690558
    assert daily_puzzle(day) == {"grid": ["JJA", "A22", "A32"]}
    assert daily_puzzle(day) == daily_puzzle(datetime.date(2025, 7, 9))
    assert daily_puzzle(day) == deal_puzzle(daily_seed(day))
    assert puzzle_number(datetime.date(2025, 6, 7)) == 1 and puzzle_number(day) == 33


def test_each_day_of_a_week_has_its_own_solvable_puzzle():
    week = [datetime.date(2025, 12, 29) + datetime.timedelta(days=n) for n in range(7)]
    seeds = [daily_seed(day) for day in week]
    puzzles = [tuple(daily_puzzle(day)["grid"]) for day in week]
    assert len(set(seeds)) == len(set(puzzles)) == 7
    assert all(0 <= seed < 2 ** 31 for seed in seeds)
    assert all(solve(start({"grid": list(p)})) is not None for p in puzzles)
    assert [puzzle_number(day) for day in week] == list(range(206, 213))
