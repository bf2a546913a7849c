"""Every rule of the Collapsi variations (big board, shifting board, player's choice, solo
puzzle), on hand-built positions (RULES-NOTES.md, Collapsi; docs/rules.md), and the records
of every variant and option combination replaying."""

import random
import re

import pytest

from game.collapsi.rules import (BIG_DECK, COLLAPSI, SOLO_DECK, STEPS, ShiftingState, SoloState,
                                 paths_from)
from game.core.contract import IllegalMove, NotationError, RulesError
from game.table.records import Record, replay
from game.table.session import Table

# The standard test's deal: player 1 starts on b2, player 2 on d4.
#      a b c d
#   1  A 2 A 3
#   2  4 J 2 3
#   3  2 A 3 A
#   4  3 2 4 J
ROWS = ["A2A3", "4J23", "2A3A", "324J"]

# A big deal; the jacks in dealing order are a1, b3, e4, e6.
#      a b c d e f
#   1  J A 2 3 4 A
#   2  2 3 4 A 2 3
#   3  4 J A 2 3 4
#   4  A 2 3 4 J A
#   5  2 3 4 A 2 3
#   6  4 A 2 3 J 4
BIG_ROWS = ["JA234A", "234A23", "4JA234", "A234JA", "234A23", "4A23J4"]

# A solo deal: start on a1, exit on b2.
#      a b c
#   1  J A 2
#   2  2 J 3
#   3  A A 2
SOLO_ROWS = ["JA2", "2J3", "AA2"]

SHIFTING = {"board": "shifting"}
CHOICE = {"start": "choice"}


def position(variant="standard", options=None, players=2, rows=ROWS, collapsed=(),
             pawns=None, turn=0):
    """A position from the deal `rows`, then the named cards face down and the pawns moved
    by hand (names like 'b2', as the position's notation reads them)."""
    state = COLLAPSI.start(variant, options or {}, players, {"grid": list(rows)})
    for name in collapsed:
        state.collapsed |= 1 << state.parse_card(name)
    if pawns:
        state.pawns = [state.parse_card(p) for p in pawns]
    state.turn = turn
    state.edited()
    return state


def names(state) -> set[str]:
    return {state.format_move(m) for m in state.legal_moves()}


def slide(state, name, shift):
    """Shift the line of the card named `name` by hand, as a move's shift does."""
    state.slide(state.parse_card(name), shift)
    state.edited()


EVERY_SETUP = [(v.name, options, n) for v in COLLAPSI.variants.values()
               for options in v.option_combinations() for n in v.player_counts]


def setup_id(value) -> str:
    """Test ids like 'big-board=shifting-start=choice' and '3'."""
    if isinstance(value, dict):
        return "-".join(f"{k}={v}" for k, v in value.items()) or "plain"
    return str(value)


# --- variants and options ------------------------------------------------------------------------
def test_every_combination_of_the_rule_texts_variations_is_a_variant_with_options():
    assert set(COLLAPSI.variants) == {"standard", "big", "solo"}
    assert COLLAPSI.variant("big").player_counts == (2, 3, 4)
    assert COLLAPSI.variant("solo").player_counts == (1,)
    for name in ["standard", "big"]:
        options = {o.name: o.choices for o in COLLAPSI.variant(name).options}
        assert options == {"board": ("fixed", "shifting"), "start": ("jacks", "choice"),
                           "opening": ("step", "classic")}
    assert COLLAPSI.variant("solo").options == ()
    # the classic opening only where players start on the jacks: 6 combinations a board size
    assert len(EVERY_SETUP) == 6 + 6 * 3 + 1
    for variant, options, players in EVERY_SETUP:
        assert COLLAPSI.new_game(variant, options, players, seed=1).legal_moves()


@pytest.mark.parametrize("variant,options,players,message", [
    ("solo", SHIFTING, 1, "no option 'board'"),
    ("solo", CHOICE, 1, "no option 'start'"),
    ("solo", {}, 2, "1 players, not 2"),
    ("big", {}, 5, "2, 3, 4 players"),
    ("standard", {}, 3, "2 players"),
    ("standard", {"board": "tilting"}, 2, "board must be one of fixed, shifting"),
    ("big", {"start": "random"}, 2, "start must be one of jacks, choice"),
    ("standard", {"opening": "classic", "start": "choice"}, 2,
     "First move: 1 to 4 needs Starting cards: Jacks"),
    ("solo", {"opening": "classic"}, 1, "no option 'opening'"),
])
def test_combinations_the_rules_do_not_allow_are_refused(variant, options, players, message):
    with pytest.raises(RulesError, match=message):
        COLLAPSI.new_game(variant, options, players)
    with pytest.raises(RulesError, match=message):
        COLLAPSI.start(variant, options, players, {"grid": ROWS})


def test_default_options_are_not_written_so_standard_records_read_as_before():
    assert COLLAPSI.new_game().to_json()["options"] == {}
    full = {"board": "fixed", "start": "jacks", "opening": "step"}
    assert COLLAPSI.new_game("standard", full, 2).to_json() == COLLAPSI.new_game().to_json()
    state = COLLAPSI.new_game("big", {"board": "shifting", "start": "jacks"}, 3)
    assert state.to_json()["options"] == {"board": "shifting"}


# --- big board -----------------------------------------------------------------------------------
def test_big_deal_is_36_cards_with_four_jacks_and_eight_of_each_number():
    assert sorted(BIG_DECK) == sorted("JJJJ" + "A" * 8 + "2" * 8 + "3" * 8 + "4" * 8)
    for seed in range(20):
        state = COLLAPSI.new_game("big", {}, 2 + seed % 3, seed=seed)
        rows = state.setup["grid"]
        assert len(rows) == 6 and all(len(r) == 6 for r in rows)
        assert sorted("".join(rows)) == sorted(BIG_DECK)


@pytest.mark.parametrize("players,unused", [(2, ["e4", "e6"]), (3, ["e6"]), (4, [])])
def test_big_jacks_in_dealing_order_start_each_player_and_unused_jacks_collapse(players, unused):
    state = position("big", players=players, rows=BIG_ROWS)
    jacks = ["a1", "b3", "e4", "e6"]
    assert [state.cell_name(p) for p in state.pawns] == jacks[:players]
    assert {state.cell_name(c) for c in range(36) if state.collapsed >> c & 1} == set(unused)
    assert state.position_json()["grid"][5] == ("4A23J4" if players == 4 else "4A23.4")


def test_big_board_moves_wrap_on_six_by_six_and_its_notation_runs_to_f6():
    state = position("big", players=4, rows=BIG_ROWS)
    assert names(state) == {"b1", "a2", "f1", "a6"}           # the jack on a1, wrapping both ways
    assert state.parse_card("f6") == 35
    for bad in ["g1", "a7", "a0"]:
        with pytest.raises(NotationError, match="a-f and a row 1-6"):
            state.parse_move(bad)


def test_unused_jacks_are_collapsed_cards_nobody_may_enter():
    state = position("big", players=2, rows=BIG_ROWS, pawns=["f4", "b3"])   # the ace on f4
    assert names(state) == {"a4", "f3", "f5"}                                # not e4
    state = position("big", players=2, rows=BIG_ROWS, pawns=["e5", "b3"])   # the 2 on e5
    assert "e3" not in names(state)    # two steps up would cross the collapsed jack on e4


@pytest.mark.parametrize("players,stuck,winner", [(3, 2, 1), (4, 0, 3)])
def test_with_more_players_the_game_ends_when_one_is_stuck_and_the_last_mover_wins(
        players, stuck, winner):
    if players == 3:
        # Player 3's ace on c3 is boxed in: c2, c4, d3 collapsed and Player 2 on b3.
        state = position("big", players=3, rows=BIG_ROWS, pawns=["a1", "b3", "c3"],
                         collapsed=["e4", "e6", "c2", "c4", "d3"], turn=2)
    else:
        # Player 1's jack on a1 with its four neighbours (two across the edges) collapsed.
        state = position("big", players=4, rows=BIG_ROWS,
                         collapsed=["a2", "a6", "b1", "f1"], turn=0)
    others = [seat for seat in range(players) if seat != stuck]
    assert all(state.destinations(seat) for seat in others)   # they could still move
    assert state.is_over() and state.legal_moves() == []
    outcome = state.outcome()
    assert outcome.winners == (winner,)
    assert outcome.scores == tuple(int(seat == winner) for seat in range(players))
    assert f"Player {stuck + 1} cannot move" in outcome.reason
    assert f"Player {winner + 1} made the last move and wins" in outcome.reason


def test_with_three_players_turns_go_round_and_a_pawn_may_be_passed_but_not_landed_on():
    state = position("big", players=3, rows=BIG_ROWS)
    for move in ["b1", "b2", "e3"]:
        state.play(move)
    assert state.to_move == 0 and state.steps_for(0) == 1       # back to Player 1, on an ace
    # the 2 on b4 reaches b2 only through Player 2's card on b3
    state = position("big", players=3, rows=BIG_ROWS, pawns=["b4", "b3", "e4"])
    assert "b2" in names(state) and "b3" not in names(state)


# --- shifting board ------------------------------------------------------------------------------
def test_a_move_on_the_shifting_board_is_a_card_and_one_of_four_shifts():
    state = position(options=SHIFTING)
    assert isinstance(state, ShiftingState)
    assert names(state) == {f"{card}{shift}" for card in ["b1", "a2", "c2", "b3"]
                            for shift in "<>^v"}
    assert state.parse_move("b1>") == (state.parse_card("b1"), ">")
    assert state.parse_move("B1V") == (state.parse_card("b1"), "v")
    with pytest.raises(NotationError, match="then the shift"):
        state.parse_move("b1")
    with pytest.raises(NotationError):
        state.parse_move("b1x")
    with pytest.raises(NotationError, match="not a card"):
        position().parse_move("b1>")           # the fixed board has no shifts


def test_the_shift_slides_the_landed_cards_row_with_its_pawns_and_collapsed_cards():
    # Player 2 stands on d1 and a1 is face down: both are in the row Player 1 lands in.
    state = position(options=SHIFTING, pawns=["b2", "d1"], collapsed=["a1"])
    move = state.parse_move("b1>")
    assert state.describe_move(move) == "Player 1 moved 1 from b2 to b1 and shifted row 1 right"
    state.push(move)
    assert state.position_json() == {
        "grid": ["-.2A3",        # the row slid right: a gap on the left, sticking out right
                 "4.23-",        # b2, Player 1's starting card, collapsed
                 "2A3A-",
                 "324J-"],
        "pawns": ["c1", "e1"], "to_move": 1}
    state.pop()
    assert state.position_json()["grid"] == [".2A3", "4J23", "2A3A", "324J"]


def test_a_column_shift_moves_the_column_and_the_field_grows_at_the_other_end():
    state = position(options=SHIFTING)
    move = state.parse_move("b1^")
    assert state.describe_move(move) == "Player 1 moved 1 from b2 to b1 and shifted column b up"
    state.push(move)
    # column b slid up: its top card sticks out above row 1, so the field gains a row at the
    # top and the names count from there: Player 2's d4 is now d5
    assert state.position_json() == {"grid": ["-2--", "A.A3", "4A23", "223A", "3-4J"],
                                     "pawns": ["b1", "d5"], "to_move": 1}
    assert state.height == 5 and state.width == 4


def test_nothing_wraps_in_a_shift_and_shifting_back_restores_the_field():
    state = position(options=SHIFTING)
    slide(state, "a1", ">")
    slide(state, "b1", ">")                     # the same row again: further out, no wrap
    assert state.position_json()["grid"] == ["--A2A3", "4J23--", "2A3A--", "324J--"]
    slide(state, "c1", "<")
    slide(state, "b1", "<")
    assert state.position_json()["grid"] == ROWS
    assert state.key() == position(options=SHIFTING).key()


def test_gaps_inside_the_field_cannot_be_landed_on_or_crossed():
    state = position(options=SHIFTING)
    slide(state, "a1", ">")                     # field a-e; a1, e2, e3, e4 are gaps
    state.pawns = [state.parse_card("b2"), state.parse_card("d4")]
    state.edited()
    with pytest.raises(IllegalMove, match="a1 is a gap"):
        state.parse_move("a1>")
    with pytest.raises(NotationError, match="a-e and a row 1-4"):
        state.parse_move("f1>")
    # Player 2's jack on d4: right is the gap e4; the board no longer wraps to a4 from d4
    state.turn = 1
    state.edited()
    assert {n[:-1] for n in names(state)} == {"d3", "c4", "d1"}   # d1: down, across the edge


def test_movement_wraps_at_the_edges_of_the_bounding_box():
    #      a b c d          after row 1 right, then column e down:
    #   1  3 2 3 A             - 3 2 3 -
    #   2  4 J 2 3             4 J 2 3 A
    #   3  2 A 3 A             2 A 3 A -
    #   4  A 2 4 J             A 2 4 J -
    rows = ["323A", "4J23", "2A3A", "A24J"]
    state = position(options=SHIFTING, rows=rows)
    slide(state, "d1", ">")
    slide(state, "e1", "v")
    assert state.position_json()["grid"] == ["-323-", "4J23A", "2A3A-", "A24J-"]
    state.pawns = [state.parse_card("e2"), state.parse_card("d4")]   # Player 1 on the ace
    state.edited()
    # right of e2 is the field's edge: the step comes back in on a2; e1 and e3 are gaps
    assert {n[:-1] for n in names(state)} == {"d2", "a2"}
    assert state.path_to(state.parse_card("a2")) == [state.parse_card("e2"),
                                                     state.parse_card("a2")]


def test_a_move_into_or_through_a_gap_is_refused():
    state = position(options=SHIFTING, pawns=["d1", "b4"])     # the 3 on d1
    slide(state, "a1", ">")                                    # row 1 is now "-A2A3"
    assert state.cell_name(state.pawns[0]) == "e1"
    with pytest.raises(IllegalMove, match="a1 is a gap, with no card to land on"):
        state.parse_move("a1>")
    legal = {n[:-1] for n in names(state)}
    assert legal == {"b1", "c2", "c4", "d3"}                   # every path starts leftwards
    # c1 is three steps away only across the edge through the gap on a1
    with pytest.raises(IllegalMove, match="without crossing a collapsed card, a gap or a card"):
        state.parse_move("c1<")


def test_a_shifting_game_is_recorded_with_shifts_and_replays():
    state = COLLAPSI.new_game("standard", SHIFTING, 2, seed=4)
    rng = random.Random(4)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    record = Table(state, ["random", "random"], 4).record()
    assert all(re.fullmatch(r"[a-z]+[0-9]+[<>^v]", m) for m in record.moves)
    again = replay(Record.loads(record.dumps()))
    assert again.key() == state.key() and again.outcome() == state.outcome()


def test_undo_restores_the_shifted_field_exactly():
    state = COLLAPSI.new_game("big", SHIFTING, 3, seed=2)
    rng = random.Random(2)
    for _ in range(6):
        before = (state.to_json(), state.key(), list(state.legal_moves()))
        move = rng.choice(state.legal_moves())
        state.push(move)
        assert state.pop() == move
        assert (state.to_json(), state.key(), list(state.legal_moves())) == before
        state.push(move)


# --- the classic opening -----------------------------------------------------------------------
CLASSIC = {"opening": "classic"}


def walks(state, seat, lengths) -> set[str]:
    """Every card `seat`'s pawn ends on by a walk of one of `lengths` steps on the torus that
    visits no card twice and enters no collapsed card, not on another pawn: the rule text,
    walked out here independently of the rules engine."""
    size = state.size
    ends = set()

    def walk(path, left):
        if left == 0:
            ends.add(path[-1])
            return
        r, c = divmod(path[-1], size)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            nxt = (nr % size) * size + nc % size
            if nxt not in path and not state.collapsed >> nxt & 1:
                walk(path + [nxt], left - 1)

    for n in lengths:
        walk([state.pawns[seat]], n)
    others = {p for s, p in enumerate(state.pawns) if s != seat}
    return {state.cell_name(c) for c in ends - others}


def test_the_classic_opening_moves_a_jack_one_to_four_steps():
    state = position(options=CLASSIC)                        # player 1 on the jack b2
    assert state.step_counts(0) == (1, 2, 3, 4) and state.steps_words(0) == "1 to 4 steps"
    assert names(state) == walks(state, 0, (1, 2, 3, 4))
    assert names(state) > names(position())                 # more than the one step of v1.3
    assert names(position()) == walks(position(), 0, (1,))
    # four steps reach d4's neighbours but never d4, player 2's pawn; b2 itself never
    assert "d4" not in names(state) and "b2" not in names(state)
    state.play("d2")                                        # b2 c2 d2: two steps
    assert state.describe_move(state.legal_moves()[0]).startswith("Player 2 moved")
    assert state.step_counts(1) == (1, 2, 3, 4)              # player 2 opens from its jack too
    assert names(state) == walks(state, 1, (1, 2, 3, 4))
    state.play("a4")
    assert state.step_counts(0) == (3,)                      # then the card's value, as always
    assert state.steps_words(0) == "exactly 3 steps"
    assert names(state) == walks(state, 0, (3,))


def test_a_classic_move_is_named_by_its_destination_and_told_by_its_shortest_walk():
    state = position(options=CLASSIC)
    # b4 is 2 steps from b2 (up across the edge or down) and also 4 steps round about
    assert state.parse_move("b4") in state.legal_moves()
    assert len([m for m in state.legal_moves() if state.format_move(m) == "b4"]) == 1
    assert state.walked(state.parse_move("b4")) == 2
    assert state.describe_move(state.parse_move("b4")) == "Player 1 moved 2 from b2 to b4"
    assert len(state.path_to(state.parse_move("a2"))) == 2     # one step: start and end
    walled = position(options=CLASSIC, collapsed=["a2", "c2", "b1", "b3"])
    assert walled.legal_moves() == []
    assert walled.why_illegal(walled.parse_notation("a1")) == (
        "every walk of 1 to 4 steps to a1 crosses a collapsed card")


def test_the_classic_opening_on_the_big_and_the_shifting_boards():
    state = position("big", CLASSIC, players=3, rows=BIG_ROWS)
    for seat in range(3):
        assert names(state) == walks(state, seat, (1, 2, 3, 4))
        state.push(state.legal_moves()[0])
    assert state.step_counts(0) == (STEPS[state.grid[state.pawns[0]]],)
    shifting = position(options={**CLASSIC, **SHIFTING})
    dests = {state_name for state_name in (shifting.cell_name(d) for d, _ in
                                           shifting.legal_moves())}
    assert dests == walks(shifting, 0, (1, 2, 3, 4))       # before any shift: the torus
    move = next(m for m in shifting.legal_moves() if shifting.cell_name(m[0]) == "b4")
    assert shifting.walked(move[0]) == 2
    shifting.push(move)
    assert shifting.step_counts(1) == (1, 2, 3, 4)


def test_a_classic_game_is_recorded_with_its_option_and_replays():
    state = COLLAPSI.new_game("standard", CLASSIC, 2, seed=5)
    rng = random.Random(5)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    record = Table(state, ["human", "human"], 5).record()
    assert record.options == CLASSIC
    assert replay(Record.from_json(record.to_json())).key() == state.key()


# --- player's choice -----------------------------------------------------------------------------
def test_players_choice_turns_the_jacks_down_and_players_choose_in_turn():
    state = position(options=CHOICE)
    assert state.pawns == [-1, -1]
    assert {state.cell_name(c) for c in range(16) if state.collapsed >> c & 1} == {"b2", "d4"}
    assert names(state) == {"@" + state.cell_name(c) for c in range(16)} - {"@b2", "@d4"}
    assert state.position_json()["pawns"] == [None, None]
    state.play("@d1")
    assert state.to_move == 1 and state.cell_name(state.pawns[0]) == "d1"
    assert state.collapsed == position(options=CHOICE).collapsed    # choosing collapses nothing
    assert "@d1" not in names(state)
    state.play("@a3")
    assert state.to_move == 0 and names(state) and not any(n.startswith("@") for n in names(state))


def test_a_chosen_cards_value_is_the_first_move():
    state = position(options=CHOICE)
    state.play("@d1")                           # a 3
    state.play("@a1")
    assert state.steps_for(0) == 3
    assert state.describe_move(state.legal_moves()[0]).startswith("Player 1 moved 3 from d1")
    state.play("a3")                            # d1, d2, across the edge to a2, a3
    assert state.collapsed >> state.parse_card("d1") & 1   # the chosen card collapses


def test_a_taken_or_face_down_card_cannot_be_chosen():
    state = position(options=CHOICE)
    state.play("@c3")
    with pytest.raises(IllegalMove, match="already Player 1's starting card"):
        state.parse_move("@c3")
    with pytest.raises(IllegalMove, match="face down"):
        state.parse_move("@b2")                 # a jack
    with pytest.raises(NotationError, match="first choose your starting card"):
        state.parse_move("c4")
    state.play("@c4")
    with pytest.raises(NotationError, match="already chosen"):
        state.parse_move("@a1")
    with pytest.raises(NotationError, match="jacks are the starting cards"):
        position().parse_move("@a1")


def test_players_choice_on_the_big_board_for_four_and_with_the_shifting_board():
    state = position("big", CHOICE, 4, rows=BIG_ROWS)
    assert bin(state.collapsed).count("1") == 4 and len(state.legal_moves()) == 32
    for choice in ["@b1", "@c1", "@d1", "@e1"]:
        state.play(choice)
    assert state.to_move == 0 and state.steps_for(0) == 1
    shifting = position(options={"board": "shifting", "start": "choice"})
    with pytest.raises(NotationError, match="shifts nothing"):
        shifting.parse_move("@a1>")
    shifting.play("@a1")
    shifting.play("@b1")
    assert all(isinstance(m, tuple) for m in shifting.legal_moves())   # now moves shift
    move = shifting.parse_move("a2v")
    assert (shifting.describe_move(move)
            == "Player 1 moved 1 from a1 to a2 and shifted column a down")
    shifting.push(move)
    assert shifting.position_json() == {"grid": ["-2A3", "..23", "4A3A", "224.", "3---"],
                                        "pawns": ["a3", "b1"], "to_move": 1}


def test_the_player_stuck_on_the_first_move_after_choosing_loses_to_the_last_chooser():
    state = position(options=CHOICE, collapsed=["a2", "a4", "d1", "b1"])
    state.play("@a1")                           # an ace with all four neighbours face down
    state.play("@c3")
    assert state.is_over()
    assert state.outcome().winners == (1,) and "Player 1 cannot move" in state.outcome().reason


# --- solo puzzle ---------------------------------------------------------------------------------
def test_solo_deal_start_on_the_first_jack_and_exit_on_the_second():
    assert sorted(SOLO_DECK) == sorted("JJAAA2223")
    for seed in range(10):
        state = COLLAPSI.new_game("solo", {}, 1, seed=seed)
        grid = "".join(state.setup["grid"])
        assert sorted(grid) == sorted(SOLO_DECK) and len(state.setup["grid"]) == 3
        jacks = [c for c, r in enumerate(grid) if r == "J"]
        assert isinstance(state, SoloState)
        assert state.pawns == [jacks[0]] and state.exit == jacks[1] and state.players == 1
    state = position("solo", players=1, rows=SOLO_ROWS)
    assert state.position_json() == {"grid": SOLO_ROWS, "pawns": ["a1"], "to_move": 0,
                                     "exit": "b2"}
    assert names(state) == {"b1", "c1", "a2", "a3"}   # the jack's one step, wrapping


def test_solo_collapse_every_other_card_then_land_on_the_exit_to_win():
    everything_else = ["a1", "c1", "a2", "c2", "a3", "b3", "c3"]
    state = position("solo", players=1, rows=SOLO_ROWS, pawns=["b1"], collapsed=everything_else)
    assert names(state) == {"b2"}
    state.play("b2")
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.scores == (1,) and outcome.winners == (0,)
    assert "solved" in outcome.reason


def test_solo_passing_through_the_exit_also_wins():
    # The 3 on c2 with every other card face down: one step reaches the exit, and the door
    # ends the move there, so the other two steps are not needed.
    others = ["a1", "b1", "c1", "a2", "a3", "b3", "c3"]
    state = position("solo", players=1, rows=SOLO_ROWS, pawns=["c2"], collapsed=others)
    assert state.steps_for(0) == 3 and names(state) == {"b2"}
    state.play("b2")
    assert state.outcome().winners == (0,)


def test_solo_reaching_the_exit_too_early_ends_the_game_lost():
    state = position("solo", players=1, rows=SOLO_ROWS, pawns=["b1"], collapsed=["a1"])
    assert "b2" in names(state)                 # the door is open, but cards are face up
    state.play("b2")
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.scores == (0,) and outcome.winners == ()
    assert "6 cards still face up" in outcome.reason


def test_solo_touching_the_exit_ends_the_move_so_no_path_crosses_it():
    # The 2 on a2: c2 is two steps away only through the exit on b2.
    state = position("solo", players=1, rows=SOLO_ROWS, pawns=["a2"], collapsed=["a1"])
    legal = names(state)
    assert "b2" in legal and "c2" not in legal


def test_solo_stuck_is_a_loss():
    state = position("solo", players=1, rows=SOLO_ROWS, pawns=["a3"],
                     collapsed=["a1", "a2", "b3", "c3"])
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.scores == (0,) and outcome.winners == ()
    assert "cannot move" in outcome.reason


def test_solo_bad_setups_are_refused():
    for rows in [ROWS, ["JA2", "2J3"], ["JJ2", "2A3", "AA3"], ["JA2", "2J3", "AA9"]]:
        with pytest.raises(RulesError):
            COLLAPSI.start("solo", {}, 1, {"grid": rows})
    with pytest.raises(RulesError, match="6 strings of 6"):
        COLLAPSI.start("big", {}, 2, {"grid": ROWS})


# --- records of every variant --------------------------------------------------------------------
MOVE_PATTERNS = {"fixed": r"[a-f][1-6]", "shifting": r"[a-z]+[0-9]+[<>^v]"}


@pytest.mark.parametrize("variant,options,players", EVERY_SETUP, ids=setup_id)
def test_records_of_every_variant_replay(variant, options, players):
    for seed in range(3):
        state = COLLAPSI.new_game(variant, options, players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            state.push(rng.choice(state.legal_moves()))
        record = Table(state, ["random"] * players, seed).record()
        data = record.to_json()
        assert data["options"] == {k: v for k, v in options.items()
                                   if v != COLLAPSI.variant(variant).default_options()[k]}
        choices = players if options.get("start") == "choice" else 0
        assert all(m.startswith("@") for m in data["moves"][:choices])
        pattern = MOVE_PATTERNS[options.get("board", "fixed")]
        assert all(re.fullmatch(pattern, m) for m in data["moves"][choices:]), data["moves"]
        again = replay(Record.loads(record.dumps()))
        assert again.key() == state.key() and again.outcome() == state.outcome()
        tampered = Record.loads(record.dumps())
        tampered.moves.append(tampered.moves[-1])
        with pytest.raises(RulesError, match="over"):
            replay(tampered)


@pytest.mark.parametrize("board", ["fixed", "shifting"])
@pytest.mark.parametrize("variant,players", [("standard", 2), ("big", 2), ("big", 4)])
def test_reach_as_bit_masks_finds_exactly_the_cards_the_walked_paths_find(variant, players,
                                                                          board):
    """The searches ask `reach` (bit masks, no paths; memoised on the fixed board); moves
    are shown with paths: both find the same cards from every card, for every step count,
    through random games (whose shifts move and grow the field), with cards collapsed on
    the way."""
    rng = random.Random(7)
    checked = 0
    for seed in range(4):
        state = COLLAPSI.new_game(variant, {"board": board}, players, seed)
        while True:
            for card in range(len(state.grid)):
                for steps in (1, 2, 3, 4):
                    if board == "shifting":
                        walked = set(state.walks(card, steps))
                    else:
                        walked = {dest for dest, cells in paths_from(state.size, card, steps)
                                  if not any(state.collapsed >> c & 1 for c in cells)}
                    mask = state.reach(card, steps)
                    assert {c for c in range(len(state.grid)) if mask >> c & 1} == walked, \
                        (seed, state.position_json(), card, steps)
                    checked += 1
            moves = state.legal_moves()
            if not moves:
                break
            state.push(rng.choice(moves))
    assert checked > 1000


@pytest.mark.parametrize("options", [{"board": "shifting"},
                                     {"board": "shifting", "start": "choice"}])
def test_undoing_a_shift_hands_back_the_tables_of_the_field_before_it(options):
    """`pop` restores the neighbour tables of the field before a shift instead of building
    them again (a search returns to a position many times): after pushes and pops as a
    search makes them, the position has the very tables it had, which are what a fresh copy
    of it builds, and it keeps one saved pair per shift still to undo."""
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = COLLAPSI.new_game("big", options, 4, seed)
        while moves := state.legal_moves():
            for move in rng.sample(moves, min(3, len(moves))):
                spots, tables = list(state.spots), (state.neighbours(), state.near_masks())
                state.push(move)
                state.near_masks()
                for reply in state.legal_moves()[:2]:
                    state.push(reply)
                    state.near_masks()
                    state.pop()
                state.pop()
                assert state.spots == spots
                assert state.neighbours() is tables[0] and state.near_masks() is tables[1]
                fresh = state.clone()
                assert tables == (fresh.neighbours(), fresh.near_masks())
                assert len(state.saved_tables) == sum(isinstance(m, tuple) for m in state.history)
                checked += 1
            state.push(rng.choice(moves))
    assert checked > 50
