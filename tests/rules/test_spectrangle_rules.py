"""Every rule of Spectrangle (RULES-NOTES.md, Spectrangle) on hand-built positions, the
notation, and the generic random-game invariants with 2, 3 and 4 players."""

import random

import pytest

from game.core.contract import IllegalMove, NotationError, RulesError
from game.spectrangle.ai import best_score, scored_placements
from game.spectrangle.rules import (
    BONUS,
    CLOCKWISE,
    FIELDS,
    JOKER,
    LEFT,
    NEIGHBOURS,
    NONE,
    ORIENT,
    RIGHT,
    ROW_COL,
    SIDES_TILE,
    SPECTRANGLE,
    TILE_CODES,
    TILES,
    UP,
    VALUE,
    VERT,
    field_index,
    parse_tile,
    place_words,
)
from game.table.records import replay
from game.table.session import Table

ALL = list(TILE_CODES)


def position(board=None, hands=(), players=2, turn=0, bag=None):
    """A position built by hand: `board` maps fields to the colours shown on their left, right
    and vertical side (laid directly, no matching check), `hands` lists each seat's tile
    codes, and `bag` the tiles still to draw in order (default: no tiles left)."""
    state = SPECTRANGLE.start("standard", {}, players, {"bag": ALL})
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


def move_texts(state):
    return {state.format_move(m) for m in state.legal_moves()}


# --- the tiles ------------------------------------------------------------------------------------
def test_tile_set_counts_values_and_colours():
    assert TILES == len(TILE_CODES) == len(set(TILE_CODES)) == 36
    by_value = {}
    for code in TILE_CODES:
        by_value.setdefault(VALUE[TILE_CODES.index(code)], []).append(code)
    kinds = {v: sorted(len(set(c[:3])) for c in codes) for v, codes in by_value.items()}
    assert kinds == {6: [1] * 5, 5: [2] * 10, 4: [2] * 10, 3: [3] * 4, 2: [3] * 3,
                     1: [1] + [3] * 3}
    assert sorted(c[0] for c in by_value[6]) == sorted("RBGYP")
    assert TILE_CODES[JOKER] == "WWW1" and "W" not in "".join(TILE_CODES[:JOKER])
    # "red and yellow" = two red sides and one yellow side, as the rule text lists them
    five = ["ry", "rp", "br", "bp", "gr", "gb", "yg", "yb", "py", "pg"]
    four = ["rb", "rg", "bg", "by", "gy", "gp", "yr", "yp", "pr", "pb"]
    assert by_value[5] == [f"{a}{a}{b}5".upper() for a, b in five]
    assert by_value[4] == [f"{a}{a}{b}4".upper() for a, b in four]
    # every pair of colours once as (2, 1) at 5 points and once at 4: twenty different tiles
    assert len({frozenset(c[:3]) for c in by_value[5] + by_value[4]}) == 10
    assert len({(c[0], c[2]) for c in by_value[5] + by_value[4]}) == 20
    # the three-colour tiles in their listed clockwise order
    assert by_value[3] == ["YBP3", "RGY3", "BGP3", "GRB3"]
    assert by_value[2] == ["BRP2", "YPR2", "YPG2"]
    assert by_value[1] == ["GRP1", "BYG1", "RYB1", "WWW1"]
    # every colour set of three appears once: the ten three-colour tiles cover all ten
    assert len({frozenset(c[:3]) for c in by_value[3] + by_value[2] + by_value[1][:3]}) == 10


def test_three_colour_tiles_have_one_chirality():
    for t, colours in enumerate(CLOCKWISE):
        mirror = colours[::-1]
        if len(set(colours)) == 3:
            with pytest.raises(NotationError, match="mirror image"):
                parse_tile(mirror)
        else:
            assert parse_tile(mirror) == t   # one- and two-colour tiles look the same flipped


def test_tile_codes_read_clockwise_from_any_side():
    assert parse_tile("YBP3") == parse_tile("BPY") == parse_tile("pyb3") == TILE_CODES.index("YBP3")
    assert parse_tile("RYR") == parse_tile("YRR5") == TILE_CODES.index("RRY5")
    with pytest.raises(NotationError, match="worth 5"):
        parse_tile("RRY4")
    with pytest.raises(NotationError, match="not a colour"):
        parse_tile("RRX5")
    with pytest.raises(NotationError, match="no tile has"):
        parse_tile("RRW")


def test_rotations_are_cyclic_shifts_and_mirrors_never_fit():
    ybp = TILE_CODES.index("YBP3")
    # up field: left, right, bottom is clockwise; down field: top, right, left is clockwise
    assert set(ORIENT[1][ybp]) == {"YBP", "BPY", "PYB"}
    assert set(ORIENT[0][ybp]) == {"PBY", "YPB", "BYP"}
    for t in range(TILES):
        for up in (0, 1):
            placements = ORIENT[up][t]
            first = placements[0]
            shifts = {first, first[1:] + first[:1], first[2:] + first[:2]}
            assert set(placements) == shifts
            for sides in placements:
                assert SIDES_TILE[up][sides] == t
                if len(set(sides)) == 3:
                    assert sides[::-1] not in SIDES_TILE[up]
    assert len(ORIENT[1][TILE_CODES.index("RRR6")]) == 1
    assert len(ORIENT[0][TILE_CODES.index("RRY5")]) == 3


# --- the board ------------------------------------------------------------------------------------
def test_field_numbering_orientation_and_neighbours():
    assert FIELDS == 36
    for f, (r, c) in enumerate(ROW_COL):
        assert field_index(r, c) == f == r * r + r + c and -r <= c <= r
        assert UP[f] == ((r + c) % 2 == 0)
        assert LEFT[f] == (field_index(r, c - 1) if c > -r else NONE)
        assert RIGHT[f] == (field_index(r, c + 1) if c < r else NONE)
        if UP[f]:
            assert VERT[f] == (field_index(r + 1, c) if r < 5 else NONE)
        else:
            assert VERT[f] == field_index(r - 1, c)
        for g in NEIGHBOURS[f]:
            assert f in NEIGHBOURS[g] and UP[g] != UP[f]
    # hand-checked corners of the triangle and a middle field
    assert (UP[0], NEIGHBOURS[0]) == (True, (2,))
    assert (UP[2], LEFT[2], RIGHT[2], VERT[2]) == (False, 1, 3, 0)
    assert (UP[11], LEFT[11], RIGHT[11], VERT[11]) == (True, 10, 12, 19)
    assert (UP[25], NEIGHBOURS[25]) == (True, (26,))
    assert (UP[35], NEIGHBOURS[35]) == (True, (34,))
    assert sum(len(n) for n in NEIGHBOURS) == 2 * 45     # 45 shared edges
    assert sum(1 for f in range(FIELDS) if UP[f]) == 21


def test_bonus_fields():
    assert {f: b for f, b in enumerate(BONUS) if b > 1} == {
        2: 3, 10: 2, 11: 4, 13: 4, 14: 2, 20: 4, 26: 3, 30: 2, 34: 3}


# --- the deal and the start -----------------------------------------------------------------------
def bag_with_first(first_draws, players):
    """A bag whose first `players` tiles are `first_draws`, the rest in listed order."""
    rest = [c for c in ALL if c not in first_draws]
    return list(first_draws) + rest


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_draw_one_each_then_three_each_highest_starts(players):
    firsts = ["RRY5", "BBB6", "GGG6", "WWW1"][:players]
    bag = bag_with_first(firsts, players)
    state = SPECTRANGLE.start("standard", {}, players, {"bag": bag})
    for seat in range(players):
        more = bag[players + 3 * seat:players + 3 * seat + 3]
        assert state.hand(seat) == [firsts[seat], *more]
    assert state.bag_count == 36 - 4 * players
    assert state.to_move == state.start_seat == 1    # BBB6 beats RRY5; GGG6 ties but is later


def test_starting_tie_goes_to_the_earlier_seat_and_the_deal_is_recorded():
    state = SPECTRANGLE.start("standard", {}, 3,
                              {"bag": bag_with_first(["RRP5", "RRY5", "WWW1"], 3)})
    assert state.to_move == 0
    dealt = SPECTRANGLE.new_game(players=4, seed=11)
    assert sorted(dealt.setup["bag"]) == sorted(ALL)
    assert SPECTRANGLE.new_game(players=4, seed=11).setup == dealt.setup
    assert SPECTRANGLE.new_game(players=4, seed=12).setup != dealt.setup
    first = [VALUE[TILE_CODES.index(c)] for c in dealt.setup["bag"][:4]]
    assert dealt.to_move == first.index(max(first))


def test_setup_is_checked():
    for bad in [None, {}, {"bag": "RRY5"}, {"bag": ALL[:-1]}, {"bag": ALL[:-1] + ["RRY5"]},
                {"bag": ALL[:-1] + ["QQQ1"]}, {"bag": ALL[:-1] + [7]}]:
        with pytest.raises(RulesError):
            SPECTRANGLE.start("standard", {}, 2, bad)
    with pytest.raises(RulesError, match="2, 3, 4 players"):
        SPECTRANGLE.new_game(players=5)
    # any rotation names a tile; the setup keeps the canonical codes
    turned = ["YRR5" if c == "RRY5" else c for c in ALL]
    assert SPECTRANGLE.start("standard", {}, 2, {"bag": turned}).setup == {"bag": ALL}


# --- the first tile -------------------------------------------------------------------------------
def test_first_tile_anywhere_but_a_bonus_field_for_its_value():
    state = position(hands=[["YBP3", "RRR6"], ["GGG6"]], bag=["BBB6"])
    fields = {m[0] for m in state.legal_moves()}
    assert fields == {f for f in range(FIELDS) if BONUS[f] == 1} and len(fields) == 27
    assert len(state.legal_moves()) == 27 * (3 + 1)
    with pytest.raises(IllegalMove, match="the first tile may not go on a bonus field"):
        state.play("11:YBP")
    assert state.move_score((12, "PBY")) == 3
    state.play("12:PBY")
    assert state.points == [3, 0] and state.hand(0) == ["BBB6", "RRR6"]


# --- matching and scoring -------------------------------------------------------------------------
def neighbour_sides(f, g, colour):
    """Colours for a tile on field g (a neighbour of f) showing `colour` on the side it shares
    with f (any tile will do: `put` checks no matching)."""
    if LEFT[f] == g:        # g's right side touches f's left side
        index = 1
    elif RIGHT[f] == g:     # g's left side touches f's right side
        index = 0
    else:                   # vertical sides touch each other
        index = 2
    for sides in SIDES_TILE[UP[g]]:
        if sides[index] == colour and "W" not in sides:
            return sides
    raise AssertionError


EXPECTED = {  # RRR6 on a bonus field: 6 × touching sides × bonus, written out
    2: {1: 12, 2: 24, 3: 36},
    3: {1: 18, 2: 36, 3: 54},
    4: {1: 24, 2: 48, 3: 72},
}


@pytest.mark.parametrize("field", [f for f in range(FIELDS) if BONUS[f] > 1])
@pytest.mark.parametrize("touching", [1, 2, 3])
def test_score_on_every_bonus_field_with_one_two_and_three_sides(field, touching):
    assert len(NEIGHBOURS[field]) == 3
    board = {g: neighbour_sides(field, g, "R") for g in NEIGHBOURS[field][:touching]}
    state = position(board=board, hands=[["RRR6", "BBB6"], ["GGG6"]], bag=["PPP6"])
    assert {m for m in state.legal_moves() if m[0] == field} == {(field, "RRR")}
    expected = EXPECTED[BONUS[field]][touching]
    assert ((field, "RRR"), expected) in state.placements_for("RRR6")
    assert state.describe_move((field, "RRR")) == (
        f"Player 1 placed all-red 6 on {place_words(field)} for {expected} points "
        f"({touching} side{'s' * (touching > 1)}, ×{BONUS[field]} bonus)")
    state.play(f"{field}:RRR")
    assert state.points == [expected, 0]


# Field 11 points up (×4): left neighbour 10, right 12, below 19 (all three point down).
# 10 shows red on its right side (PPR4 as P R P), 12 yellow on its left side (YYG5 as Y G Y).
AROUND_11 = {10: "PRP", 12: "YGY"}


def test_scores_written_out():
    state = position(board=AROUND_11, hands=[["RRY5", "YBP3"], ["GGG6"]], bag=["PPP6"])
    # RRY5 as left red, right yellow, bottom red: 5 points × 2 sides × 4
    assert state.move_score((11, "RYR")) == 40
    assert state.describe_move((11, "RYR")) == (
        "Player 1 placed red-red-yellow 5 on row 4, 3rd from left for 40 points (2 sides, "
        "×4 bonus)")
    state.play("11:RYR")
    assert state.points == [40, 0] and state.to_move == 1
    # One side on a plain field: 6 points up as R R G; field 5 (down) touches it with its
    # right side, which must be red: BBR5 fits there only as B R B, for 5 × 1 × 1.
    state = position(board={6: "RRG"}, hands=[["BBR5"]], bag=["PPP6"])
    assert {state.format_move(m) for m in state.legal_moves() if m[0] == 5} == {"5:BRB"}
    assert state.describe_move((5, "BRB")) == \
        "Player 1 placed blue-blue-red 5 on row 3, 2nd from left for 5 points (1 side)"
    state.play("5:BRB")
    assert state.points == [5, 0]


def test_every_touching_side_must_match():
    state = position(board=AROUND_11, hands=[["RRY5", "BBY4"], ["GGG6"]], bag=["PPP6"])
    with pytest.raises(IllegalMove, match="the yellow left side touches a red side"):
        state.play("11:YRR")
    with pytest.raises(IllegalMove, match="the red right side touches a yellow side"):
        state.play("11:RRY")
    with pytest.raises(IllegalMove, match="the blue left side touches a red side"):
        state.play("11:BYB")
    assert {m[1] for m in state.legal_moves() if m[0] == 11} == {"RYR"}
    with pytest.raises(IllegalMove, match="row 6, 6th from left touches no placed tile"):
        state.play("30:RRY")
    with pytest.raises(IllegalMove, match="row 4, 2nd from left is already taken"):
        state.play("10:RRY")


def test_the_joker_matches_every_colour_both_ways():
    # A joker on the board: any colour may touch it.
    state = position(board={12: "WWW"}, hands=[["BBB6", "YBP3"], ["GGG6"]], bag=["PPP6"])
    assert {m[0] for m in state.legal_moves()} == {11, 13, 6}
    assert {s for f, s in state.legal_moves() if f == 11} == {"BBB", "YBP", "BPY", "PYB"}
    assert state.move_score((13, "BBB")) == 6 * 1 * 4
    # The joker placed: it matches whatever touches it, and scores 1 × sides × bonus.
    # Around 11: red (10's right side), yellow (12's left side), blue (19's top, BBG4 as GBB).
    state = position(board={**AROUND_11, 19: "GBB"}, hands=[["WWW1", "RRR6"], ["GGG6"]],
                     bag=["PPP6"])
    assert (11, "WWW") in state.legal_moves() and (11, "RRR") not in state.legal_moves()
    assert state.describe_move((11, "WWW")) == (
        "Player 1 placed the white joker 1 on row 4, 3rd from left for 12 points (3 sides, "
        "×4 bonus)")


def test_mirror_images_and_tiles_not_held_are_refused_with_the_reason():
    # 6 points up as Y Y G (YYG5); field 7 points down and touches it with its left side.
    state = position(board={6: "YYG"}, hands=[["YBP3", "RRR6"], ["GGG6"]], bag=["PPP6"])
    # On a down field top, right, left is clockwise: YBP3 shows Y P B (left, right, top).
    assert {m for m in state.legal_moves() if m[0] == 7} == {(7, "YPB")}
    with pytest.raises(IllegalMove,
                       match="that is a mirror image of your tile yellow-blue-purple 3"):
        state.play("7:YBP")            # the code copied onto a down field: flipped
    with pytest.raises(IllegalMove, match="you hold no such tile"):
        state.play("7:YYG")            # YYG5 is a tile, but not in this hand
    with pytest.raises(IllegalMove, match="you hold no such tile"):
        state.play("7:RGY")            # no tile at all (RGY3 flipped), and not held


# --- turns without a placement --------------------------------------------------------------------
# 12 points down as Y P Y (YYP4): neighbours need yellow (11), purple (13), yellow (6).
STUCK = {12: "YPY"}


def test_skip_and_exchange_only_when_no_tile_fits():
    state = position(board=STUCK, hands=[["RRR6", "GGG6", "BBB6", "RRG4"], ["YYY6"]],
                     bag=["RRY5", "BBR5"])
    assert move_texts(state) == {"pass", "x:RRR6", "x:GGG6", "x:BBB6", "x:RRG4"}
    assert state.can_skip() and state.can_exchange()
    assert state.describe_move("pass") == "Player 1 could not place a tile and skipped"
    assert state.describe_move(("x", "GGG6")) == \
        "Player 1 could not place a tile, exchanged all-green 6 and skipped"
    state.play("x:GGG6")               # draws the first tile into its slot; GGG6 to the bottom
    assert state.hand(0) == ["RRR6", "RRY5", "BBB6", "RRG4"]
    assert state.bag[state.drawn:] == [parse_tile("BBR5"), parse_tile("GGG6")]
    assert state.to_move == 1 and state.idle == 1
    state.pop()
    assert state.hand(0) == ["RRR6", "GGG6", "BBB6", "RRG4"] and state.bag_count == 2
    # with a tile that fits, neither is allowed
    fits = position(board=STUCK, hands=[["YYY6", "RRR6"], ["GGG6"]], bag=["RRY5"])
    assert not fits.can_skip() and not fits.can_exchange()
    with pytest.raises(IllegalMove, match="you must place a tile when you can"):
        fits.play("pass")
    with pytest.raises(IllegalMove, match="you must place a tile when you can"):
        fits.play("x:RRR6")
    with pytest.raises(IllegalMove, match="you hold no such tile"):
        fits.play("x:PPP6")


def test_no_exchange_from_an_empty_bag():
    state = position(board=STUCK, hands=[["RRR6"], ["GGG6", "WWW1"]], bag=[])
    assert move_texts(state) == {"pass"}      # seat 1 can still place (the joker)
    with pytest.raises(IllegalMove, match="the bag is empty"):
        state.play("x:RRR6")


def test_hands_are_refilled_from_the_bag_into_the_used_slot():
    state = position(board=STUCK, hands=[["RRR6", "YYY6", "BBB6"], ["GGG6"]], bag=["RRY5"])
    state.play("11:YYY")
    assert state.hand(0) == ["RRR6", "RRY5", "BBB6"] and state.bag_count == 0
    state = position(board=STUCK, hands=[["RRR6", "YYY6"], ["GGG6"]], bag=[])
    state.play("11:YYY")
    assert state.hand(0) == ["RRR6"]         # the bag is empty: the hand shrinks


# --- the end of the game --------------------------------------------------------------------------
def test_game_ends_when_the_bag_is_empty_and_nobody_can_place_tiles_left_are_subtracted():
    state = position(board=STUCK, hands=[["YYY6", "RRR6"], ["GGG6", "RRB4"]], bag=[])
    state.points = [30, 20]
    assert not state.is_over()
    state.play("11:YYY")                 # 30 + 6 × 1 × 4; then nobody can place
    assert state.is_over() and state.legal_moves() == []
    outcome = state.outcome()
    assert outcome.scores == (54 - 6, 20 - 10) and outcome.winners == (0,)
    assert "the bag is empty and nobody can place" in outcome.reason
    assert "Player 1 wins with 48 points" in outcome.reason
    assert state.scores() == outcome.scores


def test_game_end_without_tiles_left_and_a_shared_win():
    state = position(board=STUCK, hands=[["YYY6"], []], bag=[])
    state.points = [0, 24]
    state.play("11:YYY")                 # 24 points, both hands empty: nothing subtracted
    outcome = state.outcome()
    assert outcome.scores == (24, 24) and outcome.winners == (0, 1)
    assert "Player 1 and Player 2 share the win with 24 points" in outcome.reason


def test_game_ends_when_the_board_is_full():
    board = {f: ("WWW" if f in NEIGHBOURS[11] else next(iter(SIDES_TILE[UP[f]])))
             for f in range(FIELDS) if f != 11}
    state = position(board=board, hands=[["RRR6", "YYY6"], ["GGG6"]], bag=[])
    assert state.legal_moves() == [(11, "RRR"), (11, "YYY")]
    state.play("11:RRR")                 # 6 × 3 × 4
    assert state.is_over() and "the board is full" in state.outcome().reason
    assert state.outcome().scores == (72 - 6, -6)


@pytest.mark.parametrize("players", [2, 3])
def test_blocked_game_two_full_rounds_without_a_placement(players):
    # nobody holds or can draw yellow, purple or the joker
    hands = [["RRR6", "GGG6"], ["BBB6", "RRG4"], ["RRB4", "BBG4"]][:players]
    state = position(board=STUCK, hands=hands, players=players,
                     bag=["BBR5", "GGR5", "GGB5", "GRB3"])
    for turn in range(2 * players):
        assert not state.is_over()
        assert state.can_exchange() and state.can_skip()
        state.play("pass" if turn % 2 else f"x:{state.hand(state.to_move)[0]}")
    assert state.is_over()
    assert "two full rounds passed without a placement" in state.outcome().reason
    state.pop()
    assert not state.is_over()


# --- notation -------------------------------------------------------------------------------------
def test_notation_round_trip_and_refusals():
    state = position(board=STUCK, hands=[["YYY6", "RRY5"], ["GGG6"]], bag=["PPP6"])
    for move in state.legal_moves():
        assert state.parse_move(state.format_move(move)) == move
    assert state.parse_move(" 11 : yyy ") == (11, "YYY")
    assert state.parse_move("11:YYY6") == (11, "YYY")
    for bad, words in [("11:YYY5", "worth 6"), ("40:RRY", "no field 40"),
                       ("11:RQY", "not a colour"), ("11", "not a move"), ("", "not a move"),
                       ("x:QQQ", "not a colour"), ("x:RRW", "no tile"), ("x:BYP3", "mirror"),
                       ("x:", "not a move"), ("١١:RRY", "not a move")]:
        with pytest.raises(NotationError, match=words):
            state.parse_move(bad)
    assert state.format_move("pass") == "pass" and state.parse_notation("skip") == "pass"
    assert state.parse_notation("x:yrr") == ("x", "RRY5")
    assert state.format_move(("x", "RRY5")) == "x:RRY5"


# --- what a screen needs --------------------------------------------------------------------------
def test_screen_helpers_and_json():
    state = position(board=STUCK, hands=[["YYY6", "RRY5"], ["GGG6"]], bag=["PPP6"])
    assert state.board_tiles() == {12: ("YYP4", "YPY")}
    assert state.hand(1) == ["GGG6"] and state.bag_count == 1
    assert state.placements_for("YYY6") == [((6, "YYY"), 6), ((11, "YYY"), 24)]
    assert state.placements_for("RRY5") == [((6, "RRY"), 5), ((11, "RYR"), 20)]
    assert state.placements_for("GGG6") == []        # not the mover's tile
    data = state.position_json()
    assert data["hands"] == [["YYY6", "RRY5"], ["GGG6"]] and data["bag"] == 1
    assert data["board"] == {"12": {"tile": "YYP4", "sides": "YPY"}} and data["to_move"] == 0


def test_inventory_counts_every_tile_once_wherever_it_is():
    state = SPECTRANGLE.new_game(players=3, seed=4)
    rng = random.Random(4)
    for _ in range(20):
        assert state.inventory() == dict.fromkeys(ALL, 1)
        state.push(rng.choice(state.legal_moves()))


def test_key_and_undo():
    state = SPECTRANGLE.new_game(players=2, seed=5)
    rng = random.Random(5)
    keys = []
    while not state.is_over():
        keys.append((state.key(), state.to_json()))
        state.push(rng.choice(state.legal_moves()))
    while state.history:
        state.pop()
        key, data = keys.pop()
        assert state.key() == key and state.to_json() == data


# --- fast move generation agrees with the rules read literally ------------------------------------
def naive_placements(state, hand):
    """Every (field, sides) for the tiles `hand`, from the rule text: an empty field, touching a
    tile (or anywhere but a bonus field for the first tile), every touching side matching."""
    moves = set()
    for f in range(FIELDS):
        if state.board[f] is not None:
            continue
        for t in hand:
            for sides in ORIENT[UP[f]][t]:
                touching, ok = 0, True
                for index, g in enumerate((LEFT[f], RIGHT[f], VERT[f])):
                    if g == NONE or state.board[g] is None:
                        continue
                    touching += 1
                    theirs = state.board[g][(1, 0, 2)[index]]   # the side facing f
                    if "W" not in (theirs, sides[index]) and theirs != sides[index]:
                        ok = False
                if (touching and ok) or (not any(state.board) and BONUS[f] == 1):
                    moves.add((f, sides))
    return moves


def test_fast_move_generation_matches_the_literal_rules():
    rng = random.Random(8)
    for game in range(40):
        state = SPECTRANGLE.new_game(players=2 + game % 3, seed=game)
        while not state.is_over():
            hand = state.hands[state.to_move]
            expected = naive_placements(state, hand)
            assert set(state.placements(hand)) == expected
            scored = scored_placements(state, hand)
            assert {m for _, m, _ in scored} == expected
            for points, move, _tile in scored:
                assert points == state.move_score(move)
            assert best_score(state, hand) == max((p for p, _, _ in scored), default=0)
            state.push(rng.choice(state.legal_moves()))


def test_a_record_replays_without_randomness():
    state = SPECTRANGLE.new_game(players=3, seed=21)
    rng = random.Random(21)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    record = Table(state, ["random"] * 3, 21).record()
    assert record.setup["bag"] == state.setup["bag"]
    again = replay(record)
    assert again.outcome() == state.outcome() and again.key() == state.key()
