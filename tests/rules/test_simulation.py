"""Random games over every registered game, variant and player count, with the contract's
invariants checked at every step (docs/testing.md, the rules layer: `tests/rules/`)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.contract import RulesError
from game.table.records import replay
from game.table.registry import games
from game.table.session import Table


def case_id(name, variant, options, players) -> str:
    chosen = "-".join(f"{k}={v}" for k, v in options.items()
                      if v != variant.default_options()[k])
    return "-".join(filter(None, [name, variant.name, chosen, str(players)]))


CASES = [pytest.param(g.name, v.name, options, n, id=case_id(g.name, v, options, n))
         for g in games().values() for v in g.variants.values()
         for options in v.option_combinations() for n in v.player_counts]
GAMES_PER_CASE = 200
DEEP_CHECKS = 20   # games per case that also check JSON and notation at every step


def check_step(state, rng, deep):
    moves = state.legal_moves()
    assert moves, "legal moves exist until the end"
    assert len(moves) == len(set(moves)), "no move is listed twice"
    assert state.outcome() is None
    before_key, before_inventory = state.key(), state.inventory()
    if deep:
        before_json = state.to_json()
        twin = type(state).from_json(before_json)
        assert twin == state and twin.key() == state.key()
        assert sorted(map(repr, twin.legal_moves())) == sorted(map(repr, moves))
        for move in moves:
            text = state.format_move(move)
            assert state.parse_move(text) == move, text
            state.push(move)
            assert state.inventory() == before_inventory, "pieces are conserved"
            assert state.pop() == move
            assert state.key() == before_key
        assert state.to_json() == before_json, "undo restores the exact state"
    move = rng.choice(moves)
    state.push(move)
    undone = state.pop()
    assert undone == move and state.key() == before_key
    state.push(move)
    assert state.inventory() == before_inventory


@pytest.mark.parametrize("name,variant,options,players", CASES)
def test_random_games_keep_every_invariant(name, variant, options, players):
    game = games()[name]
    for index in range(GAMES_PER_CASE):
        rng = random.Random(index)
        state = game.new_game(variant, options, players, seed=1000 + index)
        while not state.is_over():
            check_step(state, rng, deep=index < DEEP_CHECKS)
        assert state.legal_moves() == [], "no moves after the end"
        outcome = state.outcome()
        # only a one-player game (a puzzle) may end with nobody winning
        assert outcome is not None and (outcome.winners or players == 1)
        assert len(outcome.scores) == players
        with pytest.raises(RulesError):
            state.parse_move(state.format_move(state.history[-1]))
        # The result recomputed from scratch: replay the record in a fresh state.
        record = Table(state, ["random"] * players, 1000 + index).record()
        again = replay(record)
        assert again.outcome() == outcome and again.key() == state.key()


@pytest.mark.parametrize("name,variant,options,players", CASES)
def test_a_state_goes_out_as_json_and_back_and_tampering_is_refused(name, variant, options,
                                                                    players):
    state = games()[name].new_game(variant, options, players, seed=11)
    rng = random.Random(11)
    for _ in range(rng.randrange(1, 12)):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    data = state.to_json()
    back = type(state).from_json(data)
    assert back == state and back.to_json() == data
    refused = {
        "another position": dict(data, position=dict(data["position"], extra=1)),
        "a move that is not one": dict(data, moves=[*data["moves"], "zz99"]),
        "another game": dict(data, game="chess"),
        "a player count out of the variant": dict(data, players=9),
        "players as a truth value": dict(data, players=True),
        "moves that are not a list": dict(data, moves="a1"),
        "a mangled deal": dict(data, setup={"nonsense": [1]}),
        "not an object at all": [data],
    }
    if players > 1:
        refused["the wrong seat to move"] = dict(
            data, position=dict(data["position"],
                                to_move=(data["position"]["to_move"] + 1) % players))
    for why, tampered in refused.items():
        with pytest.raises(RulesError):
            type(state).from_json(tampered)
            pytest.fail(f"accepted {why}")


@pytest.mark.parametrize("name,variant,options,players", CASES)
@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=12), seed=st.integers(0, 2**31 - 1), plies=st.integers(0, 30))
def test_any_text_is_a_move_or_a_clear_refusal(name, variant, options, players, text, seed,
                                                plies):
    state = games()[name].new_game(variant, options, players, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    try:
        move = state.parse_move(text)
    except RulesError as exc:
        assert str(exc)
    else:
        assert move in state.legal_moves()
