"""Every rule of Collecto, on positions rebuilt from the rule texts' figures and on hand-built
positions (RULES-NOTES.md, Collecto), plus the generic random simulation over both rule sets.

The generic invariants (tests/rules/test_simulation.py) run over Collecto as over every
registered game; the random games here add Collecto's own."""

import random

import pytest

from game.collecto.rules import (
    COLLECTO,
    DECLARE,
    PASS,
    CollectoState,
    double_moves_of,
    play_move,
    play_pushes,
    pushed,
    single_moves_of,
    touching,
)
from game.core.contract import IllegalMove, NotationError, RulesError
from game.table.records import replay
from game.table.session import Table

CASES = [(v.name, n) for v in COLLECTO.variants.values() for n in v.player_counts]


# --- the figures of the UTwente text --------------------------------------------------------
# The figure tables name a colour per cell.  The picture's six colours came out as "Yellow",
# "Red", "Orange", "Green", "Blue"/"Light Blue" (blue) and "Dark Blue" (purple); "White" and
# blank cells are empty holes.  With "Dark Blue" as blue, figure 2's push would also make a
# blue pair (row 1, columns 2 and 3), contradicting its caption: so dark blue is purple.
FIGURE_COLOURS = {"Yellow": "Y", "Red": "R", "Orange": "O", "Green": "G", "Blue": "B",
                  "Light Blue": "B", "Dark Blue": "P", "White": ".", "": "."}


def figure(text: str) -> list[str]:
    """A figure table as printed in the rule text (tab-separated rows) as board rows."""
    rows = [line.split("\t") for line in text.strip("\n").split("\n")]
    assert len(rows) == 7 and all(len(r) == 7 for r in rows)
    return ["".join(FIGURE_COLOURS[name] for name in row) for row in rows]


FIG2_BEFORE = figure("""\
Yellow\tDark Blue\tLight Blue\tYellow\tRed\tOrange\tDark Blue
Green\tRed\tWhite\tGreen\tBlue\tYellow\tGreen
Orange\tDark Blue\tRed\tYellow\t\tDark Blue\tBlue
Green\t\tYellow\t\t\tOrange\t
Blue\t\tWhite\t\tDark Blue\t\t
Red\tDark Blue\tWhite\t\tOrange\tYellow\tGreen
Yellow\tOrange\tYellow\tOrange\tBlue\tGreen\tBlue
""")
FIG2_AFTER = figure("""\
Yellow\tDark Blue\tBlue\tYellow\tRed\tOrange\tDark Blue
Green\tRed\tRed\tGreen\tBlue\tYellow\tGreen
Orange\tDark Blue\tYellow\tYellow\t\tDark Blue\tBlue
Green\t\tYellow\t\t\tOrange\t
Blue\t\t\t\tDark Blue\t\t
Red\tDark Blue\t\t\tOrange\tYellow\tGreen
Yellow\tOrange\t\tOrange\tBlue\tGreen\tBlue
""")
FIG3_BEFORE = figure("""\
Yellow\tDark Blue\tBlue\tYellow\tRed\tOrange\tDark Blue
Green\tRed\tYellow\tGreen\tBlue\tYellow\tGreen
Orange\tDark Blue\tRed\tYellow\t\tDark Blue\tBlue
Green\tWhite\tWhite\tWhite\tWhite\tOrange\tWhite
Blue\t\t\t\t\t\t
Red\t\t\t\t\t\t
Yellow\tOrange\t\t\t\t\t
""")
FIG3_MIDDLE = figure("""\
Yellow\tDark Blue\tBlue\tYellow\tRed\tOrange\tDark Blue
Green\tRed\tYellow\tGreen\tBlue\tYellow\tGreen
Orange\tDark Blue\tRed\tYellow\tWhite\tDark Blue\tBlue
Green\tOrange\t\t\t\t\t
Blue\t\t\t\t\t\t
Red\t\t\t\t\t\t
Yellow\tOrange\t\t\t\t\t
""")
FIG3_AFTER = figure("""\
Yellow\tDark Blue\tBlue\tYellow\tRed\tOrange\tDark Blue
Green\tRed\tYellow\tGreen\tBlue\tYellow\tGreen
\tOrange\tDark Blue\tRed\tYellow\tDark Blue\tBlue
Green\tOrange\t\t\t\t\t
Blue\t\t\t\t\t\t
Red\t\t\t\t\t\t
Yellow\tOrange\t\t\t\t\t
""")


def rows(grid) -> list[str]:
    return ["".join(c or "." for c in row) for row in grid]


def without(rows_: list[str], cells) -> list[str]:
    grid = [list(r) for r in rows_]
    for r, c in cells:
        grid[r][c] = "."
    return ["".join(r) for r in grid]


def test_figure_2_single_move_collects_three_yellow_and_two_red():
    state = CollectoState.from_board(FIG2_BEFORE)
    # The figure's moved column is the third from the left (index 2): push 14 + 2, up.
    preview = state.preview(16)
    assert preview.legal and rows(preview.pushed) == FIG2_AFTER
    collected = {(1, 1, "R"), (1, 2, "R"), (2, 2, "Y"), (2, 3, "Y"), (3, 2, "Y")}
    assert set(preview.collected) == collected
    assert state.grid() == CollectoState.from_board(FIG2_BEFORE).grid(), "a preview changes nothing"
    assert state.describe_move(16) == "Player 1 pushed column 3 up and collected 3 yellow and 2 red"
    state.play("16")
    assert rows(state.grid()) == without(FIG2_AFTER, [(r, c) for r, c, _ in collected])
    assert state.tray(0) == {"B": 0, "Y": 3, "R": 2, "O": 0, "P": 0, "G": 0}
    assert state.points(0) == 1 and state.balls(0) == 5      # three yellow make a point
    assert state.to_move == 1 and state.tray(1) == dict.fromkeys("BYROPG", 0)


def test_figure_3_double_move_collects_two_orange():
    state = CollectoState.from_board(FIG3_BEFORE)
    assert state.single_moves() == [] and state.only_double_moves()
    # The middle row (index 3) to the left is push 3; the third row (index 2) right is 7 + 2.
    assert 9 in state.double_moves()[3]
    assert rows(CollectoState.from_board(FIG3_BEFORE).preview(3).pushed) == FIG3_MIDDLE
    preview = state.preview((3, 9))
    assert preview.legal and rows(preview.pushed) == FIG3_AFTER
    assert set(preview.collected) == {(2, 1, "O"), (3, 1, "O")}
    assert state.describe_move((3, 9)) == ("Player 1 pushed row 4 left, then row 3 right, and "
                                           "collected 2 orange")
    state.play("3,9")
    assert rows(state.grid()) == without(FIG3_AFTER, [(2, 1), (3, 1)])
    assert state.tray(0)["O"] == 2 and state.balls(0) == 2 and state.points(0) == 0


def test_figure_3_refusals():
    state = CollectoState.from_board(FIG3_BEFORE)
    with pytest.raises(IllegalMove, match="first push .* changes nothing"):
        state.play("0,9")                      # row 1 is full: pushing it left is a no-op
    with pytest.raises(IllegalMove, match="second push .* changes nothing"):
        state.play("3,3")                      # the middle row is already against the left
    with pytest.raises(IllegalMove, match="no two same-coloured balls would touch after both"):
        state.play("3,10")
    with pytest.raises(IllegalMove, match="no two same-coloured balls would touch"):
        state.play("9")                        # a single push that changes the board, no pair
    figure2 = CollectoState.from_board(FIG2_BEFORE)
    with pytest.raises(IllegalMove, match="only allowed when no single move exists"):
        figure2.play("3,9")


# --- single moves ------------------------------------------------------------------------------
def test_pushes_that_change_nothing_are_not_moves():
    state = COLLECTO.new_game(seed=4)
    # At setup every line but the middle row and column is full: nothing moves.
    for push in range(28):
        if push % 7 != 3:
            assert pushed(state.board, push) is None
            with pytest.raises(IllegalMove, match="changes nothing"):
                state.play(str(push))
    assert set(state.legal_moves()) <= {3, 10, 17, 24}
    packed = CollectoState.from_board(["BY.....", ".......", ".......", ".......", ".......",
                                       ".......", "......."])
    assert pushed(packed.board, 0) is None and pushed(packed.board, 7) is not None
    assert pushed(packed.board, 14) is None and pushed(packed.board, 21) is not None


def test_a_push_must_make_a_pair_somewhere():
    state = CollectoState.from_board(["B.Y....", ".......", ".......", ".......", ".......",
                                      ".......", "......."])
    assert state.single_moves() == []         # closing the gap puts B next to Y: no pair
    state = CollectoState.from_board(["B.B....", ".......", ".......", ".......", ".......",
                                      ".......", "......."])
    assert 0 in state.single_moves() and 7 in state.single_moves()


def test_an_l_shape_is_collected_at_once():
    # Column 1 pushed up: two blues meet in the column, and the upper one also meets the blue
    # beside it in row 1 (the official rules' "3 balls in an L shape").
    state = CollectoState.from_board([".B.....", "B......", ".......", "B......", ".......",
                                      ".......", "......."])
    preview = state.preview(14)
    assert set(preview.collected) == {(0, 0, "B"), (1, 0, "B"), (0, 1, "B")}
    state.play("14")
    assert state.tray(0)["B"] == 3 and state.points(0) == 1
    assert rows(state.grid()) == ["." * 7] * 7


def test_a_t_shape_of_four_is_collected_at_once():
    state = CollectoState.from_board(["G......", "B......", ".B.....", "B......", "......Y",
                                      ".......", "B......"])
    preview = state.preview(14)               # column 1 up: G B B B, the middle B beside B
    assert set(preview.collected) == {(1, 0, "B"), (2, 0, "B"), (3, 0, "B"), (2, 1, "B")}
    state.play("14")
    assert state.tray(0)["B"] == 4 and state.points(0) == 1
    assert rows(state.grid()) == ["G......", ".......", ".......", ".......", "......Y",
                                  ".......", "......."]


def test_several_groups_of_different_colours_are_collected_together():
    # Row 1 pushed left puts R over R and G over G at once; the Y stays.
    state = CollectoState.from_board(["Y.R.G..", ".RG....", ".......", ".......", ".......",
                                      ".......", "......."])
    preview = state.preview(0)
    assert set(preview.collected) == {(0, 1, "R"), (1, 1, "R"), (0, 2, "G"), (1, 2, "G")}
    assert state.describe_move(0) == "Player 1 pushed row 1 left and collected 2 red and 2 green"
    state.play("0")
    assert rows(state.grid())[:2] == ["Y......", "......."]


def test_a_chain_of_five_is_collected_at_once():
    # Column 1 up closes B.B.B.B into four in a row; the bottom one also meets the B beside it.
    chain = CollectoState.from_board(["B......", ".......", "B......", ".B.....", "B......",
                                      ".......", "B......"])
    preview = chain.preview(14)
    assert set(preview.collected) == {(0, 0, "B"), (1, 0, "B"), (2, 0, "B"), (3, 0, "B"),
                                      (3, 1, "B")}
    assert preview.steps == (((14, 7), (28, 14), (42, 21)),)   # (from, to) cells per ball
    chain.play("14")
    assert chain.tray(0)["B"] == 5 and chain.points(0) == 1
    assert rows(chain.grid()) == ["." * 7] * 7


def test_collection_never_takes_balls_that_only_touch_other_colours():
    state = CollectoState.from_board(["R.R....", "GBY....", ".......", ".......", ".......",
                                      ".......", "......."])
    preview = state.preview(0)                  # R R together; G B Y below stay
    assert set(preview.collected) == {(0, 0, "R"), (0, 1, "R")}


# --- double moves and the end ----------------------------------------------------------------
def test_double_moves_only_when_no_single_move_exists():
    state = CollectoState.from_board(FIG3_BEFORE)
    moves = state.legal_moves()
    assert moves and all(isinstance(m, tuple) for m in moves)
    assert state.double_moves() == {a: [b for x, b in moves if x == a]
                                    for a in dict.fromkeys(x for x, _ in moves)}
    figure2 = CollectoState.from_board(FIG2_BEFORE)
    assert not figure2.only_double_moves() and figure2.double_moves() == {}
    assert all(isinstance(m, int) for m in figure2.legal_moves())


def test_game_over_when_neither_kind_exists_and_the_winner_by_points():
    board = ["B.Y....", ".......", ".......", ".......", ".......", ".......", "......."]
    state = CollectoState.from_board(board, trays=["BBBYYYRR", "BBBBBRRRRRR"])
    assert state.legal_moves() == [] and state.is_over()
    outcome = state.outcome()
    assert state.points(0) == 2 and state.points(1) == 3 and state.balls(0) == 8
    assert outcome.scores == (2, 3) and outcome.winners == (1,)
    assert "Player 2 wins on points" in outcome.reason
    with pytest.raises(IllegalMove, match="over"):
        state.parse_move("3")


def test_tie_on_points_is_broken_by_balls_then_a_draw():
    board = ["B.Y....", ".......", ".......", ".......", ".......", ".......", "......."]
    state = CollectoState.from_board(board, trays=["YYYYY", "RRRR"])
    outcome = state.outcome()
    assert outcome.scores == (1, 1) and outcome.winners == (0,)
    assert "tie on 1 point;" in outcome.reason and "most balls" in outcome.reason
    draw = CollectoState.from_board(board, trays=["YYYR", "RRRY"]).outcome()
    assert draw.scores == (1, 1) and draw.winners == (0, 1) and "draw" in draw.reason
    four = CollectoState.from_board(board, "official", 4,
                                    trays=["YYY", "RRRG", "GGGB", "PP"]).outcome()
    assert four.scores == (1, 1, 1, 0) and four.winners == (1, 2) and "share" in four.reason


def test_scoring_is_one_point_per_three_of_a_colour():
    state = CollectoState.from_board(["." * 7] * 7, trays=["BBBBBRRRRRRRRYY"])
    # five blue make 1 point, eight red 2, two yellow none
    assert state.points(0) == 1 + 2 + 0 and state.balls(0) == 15


# --- setup ---------------------------------------------------------------------------------
def test_generated_setups_are_legal_and_seeded():
    for seed in range(40):
        state = COLLECTO.new_game(seed=seed)
        text = "".join(state.setup["board"])
        assert len(state.setup["board"]) == 7 and len(text) == 49
        assert text[24] == "." and text.count(".") == 1
        assert all(text.count(c) == 8 for c in "BYROPG")
        assert touching(state.board) == []
        assert state.single_moves(), "a deal always allows a single move"
        assert state.inventory() == dict.fromkeys(
            ("blue", "yellow", "red", "orange", "purple", "green"), 8)
    assert COLLECTO.new_game(seed=3).setup == COLLECTO.new_game(seed=3).setup
    assert len({tuple(COLLECTO.new_game(seed=s).setup["board"]) for s in range(20)}) == 20


@pytest.mark.parametrize("change,message", [
    (lambda b: b[:3] + ["GBYRYOY"] + b[4:], "centre"),
    (lambda b: b[:1] + ["B" + b[1][1:]] + b[2:], "8 balls of each colour|touch"),
    (lambda b: [r.replace("B", "X", 1) for r in b], "only hold"),
    (lambda b: b[:6], "7 strings"),
    (lambda b: b[:6] + [b[6] + "B"], "7 strings"),
    (lambda b: b[:6] + [7], "7 strings"),
])
def test_bad_setups_are_refused(change, message):
    setup = COLLECTO.new_game(seed=21).setup
    with pytest.raises(RulesError, match=message):
        COLLECTO.start("utwente", {}, 2, {"board": change(list(setup["board"]))})


def test_setup_refusals_name_the_problem():
    board = list(COLLECTO.new_game(seed=21).setup["board"])
    text = "".join(board)
    # swap the centre with a ball: centre not empty
    centre = [text[:24] + text[0] + text[25:]]
    with pytest.raises(RulesError, match="centre"):
        COLLECTO.start("utwente", {}, 2, {"board": [centre[0][i:i + 7] for i in range(0, 49, 7)]})
    # one colour too many, one too few
    swapped = text.replace("B", "Y", 1)
    with pytest.raises(RulesError, match="7 blue, 9 yellow"):
        COLLECTO.start("utwente", {}, 2, {"board": [swapped[i:i + 7] for i in range(0, 49, 7)]})
    # two touching balls, counts unchanged: give (0, 1) the colour of (0, 0) by a swap
    grid = [list(r) for r in board]
    colour = grid[0][0]
    far = next((r, c) for r in range(2, 7) for c in range(7) if grid[r][c] == colour)
    grid[0][1], grid[far[0]][far[1]] = grid[far[0]][far[1]], grid[0][1]
    with pytest.raises(RulesError, match="touch at setup"):
        COLLECTO.start("utwente", {}, 2, {"board": ["".join(r) for r in grid]})


def test_other_setup_refusals():
    for setup in [None, {}, {"board": "B" * 49}, {"board": ["BYROPG."] * 6}, {"board": [1] * 7}]:
        with pytest.raises(RulesError):
            COLLECTO.start("utwente", {}, 2, setup)
    lower = [r.lower() for r in COLLECTO.new_game(seed=2).setup["board"]]
    started = COLLECTO.start("utwente", {}, 2, {"board": lower})
    assert started.setup == COLLECTO.new_game(seed=2).setup


def test_hand_positions_refuse_touching_pairs():
    with pytest.raises(RulesError, match="touch"):
        CollectoState.from_board(["BB.....", ".......", ".......", ".......", ".......",
                                  ".......", "......."])


# --- notation ----------------------------------------------------------------------------------
def test_notation_round_trip_and_errors():
    state = COLLECTO.new_game(seed=1)
    assert state.format_move(3) == "3" and state.format_move((3, 9)) == "3,9"
    assert state.parse_notation("27") == 27 and state.parse_notation("3, 9") == (3, 9)
    for bad in ["", "x", "28", "1,28", "1,", ",1", "1,2,3", "-1", "3.0", "١", "?1", "a,b"]:
        with pytest.raises(NotationError):
            state.parse_move(bad)
    with pytest.raises(NotationError, match="0 to 27"):
        state.parse_move("40")
    with pytest.raises(NotationError):
        state.parse_move(5)
    with pytest.raises(IllegalMove, match="no declaration"):
        state.parse_move("?")
    with pytest.raises(IllegalMove, match="only a player asked"):
        state.parse_move("-")


def test_describe_moves_in_words():
    state = CollectoState.from_board(FIG2_BEFORE, "official", 3)
    assert state.describe_move(DECLARE) == "Player 1 declared they cannot find a move"
    state.play("?")
    assert state.describe_move(PASS) == "Player 2 passed without suggesting a move"
    assert state.describe_move(16) == ("Player 2 suggested pushing column 3 up and collected "
                                       "3 yellow and 2 red")


# --- the official rules: declaration, suggestion, pass --------------------------------------------
def test_declaration_then_a_suggestion_collects_for_the_suggester():
    state = CollectoState.from_board(FIG2_BEFORE, "official", 3)
    assert DECLARE in state.legal_moves() and PASS not in state.legal_moves()
    state.play("?")
    assert state.phase == "suggest" and state.to_move == 1 and state.declarer == 0
    assert PASS in state.legal_moves() and DECLARE not in state.legal_moves()
    state.play("-")
    assert state.to_move == 2
    state.play("16")
    assert state.tray(2)["Y"] == 3 and state.balls(0) == state.balls(1) == 0
    assert state.phase == "play" and state.to_move == 1, "the turn passes on from the declarer"
    for _ in range(3):
        state.pop()
    assert state.to_move == 0 and state.phase == "play" and state.history == []


def test_everyone_passes_and_the_declarer_must_play_a_single_move():
    state = CollectoState.from_board(FIG2_BEFORE, "official", 4)
    for text in "?---":
        state.play(text)
    assert state.phase == "forced" and state.to_move == 0
    assert state.legal_moves() == state.single_moves()
    with pytest.raises(IllegalMove, match="must play a single move"):
        state.parse_move("?")
    with pytest.raises(IllegalMove, match="only a player asked"):
        state.parse_move("-")
    state.play("16")
    assert state.tray(0)["Y"] == 3 and state.to_move == 1 and state.phase == "play"


def test_two_players_official_suggester_moves_next_too():
    state = CollectoState.from_board(FIG2_BEFORE, "official", 2)
    state.play("?")
    assert state.to_move == 1
    state.play("16")
    assert state.tray(1)["R"] == 2 and state.to_move == 1   # the seat after the declarer
    forced = CollectoState.from_board(FIG2_BEFORE, "official", 2)
    forced.play("?")
    forced.play("-")
    assert forced.phase == "forced" and forced.to_move == 0


def test_no_declaration_without_a_single_move_and_no_double_suggestion():
    state = CollectoState.from_board(FIG3_BEFORE, "official", 3)
    assert DECLARE not in state.legal_moves()
    with pytest.raises(IllegalMove, match="make a double move"):
        state.parse_move("?")
    suggesting = CollectoState.from_board(FIG2_BEFORE, "official", 3)
    suggesting.play("?")
    with pytest.raises(IllegalMove, match="already declared"):
        suggesting.parse_move("?")
    with pytest.raises(IllegalMove, match="only a single move can be suggested"):
        suggesting.parse_move("3,9")


def test_official_records_with_declarations_replay():
    state = COLLECTO.new_game("official", {}, 3, seed=8)
    rng = random.Random(8)
    while not state.is_over():
        moves = state.legal_moves()
        state.push(DECLARE if DECLARE in moves and rng.random() < 0.3 else rng.choice(moves))
    assert DECLARE in state.history
    record = Table(state, ["random"] * 3, 8).record()
    assert DECLARE in record.moves
    again = replay(record)
    assert again.key() == state.key() and again.outcome() == state.outcome()


# --- engine invariants -------------------------------------------------------------------------
def brute_singles(board):
    found = []
    for push in range(28):
        after = pushed(board, push)
        if after is not None and touching(after):
            found.append((push, play_pushes(board, (push,))[1]))
    return tuple(found)


def brute_doubles(board):
    found = []
    for a in range(28):
        middle = pushed(board, a)
        if middle is None:
            continue
        for b in range(28):
            after = pushed(middle, b)
            if after is not None and touching(after):
                found.append(((a, b), play_pushes(board, (a, b))[1]))
    return tuple(found)


def test_fast_move_generation_agrees_with_brute_force():
    doubles = 0
    for seed in range(40):
        state = COLLECTO.new_game(seed=seed)
        rng = random.Random(seed)
        while True:
            assert single_moves_of(state.board) == brute_singles(state.board)
            if not single_moves_of(state.board):
                doubles += 1
                assert double_moves_of(state.board) == brute_doubles(state.board)
            for move in state.legal_moves():
                # playing a move looks for pairs near the last line only: as the full scan
                pushes = move if isinstance(move, tuple) else (move,)
                assert play_move(state.board, move) == play_pushes(state.board, pushes)[:2]
            if state.is_over():
                break
            state.push(rng.choice(state.legal_moves()))
        assert touching(state.board) == []
    assert doubles > 20


def test_undo_restores_the_exact_state():
    state = COLLECTO.new_game("official", {}, 3, seed=5)
    before = (state.to_json(), state.key(), list(state.legal_moves()))
    for move in list(state.legal_moves()):
        state.push(move)
        assert state.pop() == move
    assert (state.to_json(), state.key(), list(state.legal_moves())) == before


@pytest.mark.parametrize("variant,players", CASES)
def test_random_games_keep_collectos_own_invariants(variant, players):
    """No pair survives a move, the 48 balls are all on the board or in trays, and the
    result is the points."""
    for index in range(40):
        rng = random.Random(index)
        state = COLLECTO.new_game(variant, {}, players, seed=1000 + index)
        while not state.is_over():
            state.push(rng.choice(state.legal_moves()))
            assert touching(state.board) == [], "no pair survives a move"
            assert sum(map(sum, state.trays)) + sum(1 for b in state.board if b) == 48
        outcome = state.outcome()
        assert outcome.scores == tuple(state.points(s) for s in range(players))
