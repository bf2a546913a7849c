"""Every rule of standard Collapsi, on hand-built positions (RULES-NOTES.md, Collapsi)."""

import random

import pytest

from game.collapsi.rules import COLLAPSI, STANDARD_DECK, CollapsiState, paths_from
from game.core.contract import IllegalMove, NotationError, RulesError

# A deal with the jacks apart: player 1 starts on b2, player 2 on d4.
#      a b c d
#   1  A 2 A 3
#   2  4 J 2 3
#   3  2 A 3 A
#   4  3 2 4 J
ROWS = ["A2A3", "4J23", "2A3A", "324J"]


def position(rows=ROWS, collapsed=(), pawns=None, turn=0) -> CollapsiState:
    """A standard position: the deal `rows`, then the named cards face down and the pawns
    moved by hand (cell names like 'b2')."""
    state = COLLAPSI.start("standard", {}, 2, {"grid": list(rows)})
    for name in collapsed:
        state.collapsed |= 1 << state.parse_notation(name)
    if pawns:
        state.pawns = [state.parse_notation(p) for p in pawns]
    state.turn = turn
    state.edited()
    return state


def names(state) -> set[str]:
    return {state.format_move(m) for m in state.legal_moves()}


def test_deal_composition_and_jacks_in_dealing_order():
    assert sorted(STANDARD_DECK) == sorted("JJAAAA2222333344")
    for seed in range(50):
        state = COLLAPSI.new_game(seed=seed)
        grid = "".join(state.setup["grid"])
        assert sorted(grid) == sorted(STANDARD_DECK)
        jacks = [c for c, r in enumerate(grid) if r == "J"]
        assert state.pawns == jacks  # first jack row-major: player 1; second: player 2
        assert state.to_move == 0 and state.collapsed == 0


def test_same_seed_same_deal_and_different_seeds_differ():
    deals = {tuple(COLLAPSI.new_game(seed=s).setup["grid"]) for s in range(20)}
    assert len(deals) == 20
    assert COLLAPSI.new_game(seed=3).setup == COLLAPSI.new_game(seed=3).setup


def test_jack_allows_exactly_one_step():
    state = position()
    assert state.steps_for(0) == 1
    assert names(state) == {"b1", "a2", "c2", "b3"}


def test_ace_is_one_step_and_numbers_are_their_value():
    state = position(pawns=["a1", "d4"])      # a1 holds an ace
    assert state.steps_for(0) == 1
    state = position(pawns=["d1", "d4"])      # d1 holds a 3
    assert state.steps_for(0) == 3


def test_board_wraps_both_ways():
    state = position(pawns=["a1", "c3"])      # an ace in the top-left corner
    assert names(state) == {"b1", "a2", "d1", "a4"}  # d1 across the left edge, a4 across the top


def test_wrap_around_in_a_longer_move():
    # The 2 on b1 with every neighbour collapsed but the one across the top edge (b4).
    state = position(pawns=["b1", "d3"], collapsed=["a1", "c1", "b2"])
    assert names(state) == {"a4", "c4", "b3"}


def test_exact_step_count_not_fewer():
    state = position(pawns=["b1", "d4"])      # a 2 never reaches a neighbour (4×4 is bipartite)
    legal = names(state)
    assert not legal & {"a1", "c1", "b2", "b4"}
    assert {"d1", "a2", "c2"} <= legal        # two steps right, and around corners


def test_no_card_visited_twice():
    # The 3 on d1 can only go to c1 and then b1; its third step could only go back onto
    # c1, which is refused, so it has no move at all.
    state = position(pawns=["d1", "a3"], collapsed=["a1", "d2", "d4", "c2", "c4", "b2", "b4"])
    assert names(state) == set()
    state.collapsed &= ~(1 << state.parse_notation("b4"))   # open b4: now b1 → b4 works
    state.edited()
    assert names(state) == {"b4"}


def test_cannot_end_on_the_starting_card():
    # The 4 on c4 sits in an open 2×2 square it could walk round back to itself.
    state = position(pawns=["c4", "a1"])
    assert state.steps_for(0) == 4
    legal = names(state)
    assert legal and "c4" not in legal


def test_may_pass_through_the_opponent_but_not_end_on_it():
    # The 2 on a3 can only leave through b3, where the opponent stands.
    state = position(pawns=["a3", "b3"], collapsed=["a2", "a4", "d3"])
    assert names(state) == {"b2", "b4", "c3"}
    one_step = position(pawns=["b2", "c2"])   # a jack next to the opponent
    assert "c2" not in names(one_step) and "b1" in names(one_step)


def test_collapsed_cards_cannot_be_entered_or_crossed():
    state = position(pawns=["a3", "d4"])
    assert "c3" in names(state)               # through b3, or round the edge through d3
    state = position(pawns=["a3", "d4"], collapsed=["b3", "d3"])
    assert "c3" not in names(state) and "b3" not in names(state)
    blocked = position(pawns=["a3", "d4"], collapsed=["b3", "a2", "a4", "d3"])
    assert names(blocked) == set()


def test_two_paths_to_one_card_are_one_move():
    state = position(pawns=["a3", "d4"])
    moves = state.legal_moves()
    assert len(moves) == len(set(moves))


def test_the_starting_card_collapses_after_the_move():
    state = position()
    start = state.pawns[0]
    state.play("b1")
    assert state.collapsed >> start & 1
    assert state.pawns[0] == state.parse_notation("b1")
    assert state.to_move == 1


def test_player_to_move_who_is_stuck_loses_at_once():
    state = position(pawns=["a3", "d4"], collapsed=["b3", "a2", "a4", "d3"])
    assert state.is_over() and state.legal_moves() == []
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.scores == (0, 1)
    assert "cannot move" in outcome.reason
    with pytest.raises(IllegalMove, match="over"):
        state.parse_move("b1")


def test_a_game_goes_on_while_moves_exist():
    state = position()
    assert not state.is_over() and state.outcome() is None


def test_notation_corners_and_errors():
    state = position()
    assert state.format_move(0) == "a1" and state.format_move(15) == "d4"
    assert state.parse_notation("d4") == 15 and state.parse_notation("B2") == 5
    for bad in ["", "a", "e1", "a5", "a0", "11", "aa", "a-1", "b 2", "a1x"]:
        with pytest.raises(NotationError):
            state.parse_move(bad)
    with pytest.raises(NotationError):
        state.parse_move(5)
    with pytest.raises(IllegalMove, match="starting card"):
        state.parse_move("b2")
    with pytest.raises(IllegalMove, match="another pawn"):
        position(pawns=["b2", "c2"]).parse_move("c2")
    with pytest.raises(IllegalMove, match="d3 is 3 steps away and you move exactly 1 step"):
        state.parse_move("d3")
    # the real reason of every refused card over random games, each kind met
    kinds = set()
    for seed in range(25):
        game, rng = COLLAPSI.new_game("standard", {}, 2, seed), random.Random(seed)
        while not game.is_over():
            here, steps = game.pawns[game.turn], game.steps_for(game.turn)
            ends = {d for d, _ in paths_from(4, here, steps)}
            for dest in set(range(16)) - set(game.legal_moves()) - set(game.pawns):
                if game.collapsed >> dest & 1:
                    continue
                why, away = game.why_illegal(dest), game.distance(here, dest)
                kind = ("far" if away > steps else "parity" if dest not in ends
                        else "blocked")
                assert why == {
                    "far": f"{game.cell_name(dest)} is {away} steps away and you move exactly "
                           f"{steps} step{'s' * (steps > 1)}",
                    "parity": f"{game.cell_name(dest)} is {away} step{'s' * (away > 1)} away "
                              f"and no walk of exactly {steps} steps ends there without "
                              f"visiting a card twice",
                    "blocked": f"every walk of exactly {steps} step{'s' * (steps > 1)} to "
                               f"{game.cell_name(dest)} crosses a collapsed card"}[kind]
                kinds.add(kind)
            game.push(rng.choice(game.legal_moves()))
    assert kinds == {"far", "parity", "blocked"}
    collapsed = position(collapsed=["b1"])
    with pytest.raises(IllegalMove, match="collapsed"):
        collapsed.parse_move("b1")


def test_undo_restores_the_exact_state():
    state = COLLAPSI.new_game(seed=11)
    before = (state.to_json(), state.key(), list(state.legal_moves()))
    move = state.legal_moves()[0]
    state.push(move)
    assert state.pop() == move
    assert (state.to_json(), state.key(), list(state.legal_moves())) == before


def test_bad_setups_are_refused():
    for setup in [{}, {"grid": "JJAA"}, {"grid": ["JA23"] * 3}, {"grid": ["JA2X"] * 4},
                  {"grid": ["JJJJ", "AAAA", "2222", "3333"]},
                  {"grid": ["JA23", "4J23", "2A3A", "32"]},
                  None, {"grid": [1, 2, 3, 4]}]:
        with pytest.raises(RulesError):
            COLLAPSI.start("standard", {}, 2, setup)
