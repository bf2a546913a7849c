"""Every rule of Coloretto in both rule sets, on hand-built positions (RULES-NOTES.md,
Coloretto; docs/rules.md).  The generic invariants (tests/rules/test_simulation.py) run over
Coloretto as over every registered game; the random games here add Coloretto's own."""

import random
from collections import Counter
from itertools import product

import pytest

from game.coloretto.rules import (
    BELOW_LAST,
    COLORETTO,
    COLOURS,
    KINDS,
    LAST,
    MOVES,
    NAMES,
    colour_points,
    counts_of,
    full_deck,
    score_breakdown,
    score_of,
)
from game.core.contract import IllegalMove, NotationError, RulesError

CASES = [("colors", n) for n in (2, 3, 4, 5)] + [("official", n) for n in (3, 4, 5)]


def position(variant="colors", players=3, seed=0, rows=None, piles=None, turn=0, out=(),
             deck_left=None):
    """A dealt game with rows, piles, turn and seats out set by hand.  `out` maps seats to
    the rows they took; `deck_left` moves the deck pointer so that many cards are left."""
    state = COLORETTO.new_game(variant, {}, players, seed)
    if rows is not None:
        state.rows = list(rows) + [""] * (players - len(rows))
    if piles is not None:
        state.piles = [tuple(counts_of(p)) for p in piles]
    for seat, row in dict(out).items():
        state.took[seat] = row
        state.taken[row] = seat
        state.rows[row] = ""
    if deck_left is not None:
        state.pos = len(state.deck) - deck_left - state.last_round_card_in_deck()
    state.turn = turn
    state.edited()
    return state


def pile(**colours) -> list[int]:
    """Counts from keyword counts: pile(R=3, W=1, plus=2)."""
    counts = [0] * len(KINDS)
    for name, n in colours.items():
        counts[KINDS.index("+" if name == "plus" else name)] = n
    return counts


# --- the deck -----------------------------------------------------------------------------------
def test_deck_of_76_cards():
    deck = Counter(full_deck())
    assert sum(deck.values()) == 76
    assert all(deck[c] == 9 for c in COLOURS) and len(COLOURS) == 7
    assert deck["W"] == 3 and deck["+"] == 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_colors_deal_is_the_whole_deck_shuffled(players):
    for seed in range(20):
        state = COLORETTO.new_game("colors", {}, players, seed)
        assert Counter(state.setup["deck"]) == Counter(full_deck())
        assert set(state.setup) == {"deck"}
        assert state.rows == [""] * players and state.deck_count() == 76
        assert all(sum(p) == 0 for p in state.piles)
        assert state.to_move == 0 and state.round == 1 and not state.last_round
        assert state.inventory() == dict(Counter(full_deck()))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_official_deal_starting_cards_removed_colour_and_last_round_card(players):
    for seed in range(20):
        state = COLORETTO.new_game("official", {}, players, seed)
        setup = state.setup
        removed, starting, deck = setup["removed"], setup["starting"], setup["deck"]
        if players == 3:
            assert removed in COLOURS and removed not in deck and removed not in starting
        else:
            assert removed is None
        assert len(starting) == len(set(starting)) == players
        for seat, card in enumerate(starting):
            assert state.piles[seat] == tuple(counts_of(card))
        assert deck.count(LAST) == 1 and deck[-BELOW_LAST - 1] == LAST
        everything = Counter(full_deck(removed))
        assert Counter(c for c in deck if c != LAST) + Counter(starting) == everything
        assert state.deck_count() == sum(everything.values()) - players
        assert state.cards_before_last_round_card() == len(deck) - BELOW_LAST - 1
        assert not state.last_round
        assert state.inventory() == {**dict(everything), LAST: 1}
    sizes = {n: len(COLORETTO.new_game("official", {}, n, 0).setup["deck"]) for n in (3, 4, 5)}
    assert sizes == {3: 54 + 13 - 3 + 1, 4: 76 - 4 + 1, 5: 76 - 5 + 1}


def test_same_seed_same_deal_and_different_seeds_differ():
    for variant, players in CASES:
        deals = {str(COLORETTO.new_game(variant, {}, players, s).setup) for s in range(10)}
        assert len(deals) == 10
        assert (COLORETTO.new_game(variant, {}, players, 4).setup
                == COLORETTO.new_game(variant, {}, players, 4).setup)


def test_bad_setups_are_refused_with_a_reason():
    good = COLORETTO.new_game("colors", {}, 3, 1).setup
    bad = [None, {}, {"deck": "RGB"}, {"deck": good["deck"][:-1]},
           {"deck": good["deck"][:-1] + ["R"]}, {"deck": good["deck"], "extra": 1},
           {"deck": good["deck"][:-1] + ["x"]}]
    for setup in bad:
        with pytest.raises(RulesError):
            COLORETTO.start("colors", {}, 3, setup)
    official = COLORETTO.new_game("official", {}, 3, 1).setup
    deck = official["deck"]
    moved = [c for c in deck if c != LAST]
    moved.insert(3, LAST)
    other = next(c for c in COLOURS if c != official["removed"] and c not in official["starting"])
    bad = [{**official, "removed": None}, {**official, "deck": moved},
           {**official, "starting": official["starting"][:2]},
           {**official, "starting": [official["starting"][0]] * 3},
           {**official, "starting": [official["removed"]] + official["starting"][1:]},
           {**official, "starting": [other] + official["starting"][1:]},
           {"deck": deck, "starting": official["starting"]}]
    for setup in bad:
        with pytest.raises(RulesError):
            COLORETTO.start("official", {}, 3, setup)
    four = COLORETTO.new_game("official", {}, 4, 1).setup
    with pytest.raises(RulesError):
        COLORETTO.start("official", {}, 4, {**four, "removed": "R"})
    with pytest.raises(RulesError):
        COLORETTO.new_game("official", {}, 2, 1)   # the official rules are for 3-5 players


# --- turns ----------------------------------------------------------------------------------------
def test_rows_equal_players_and_the_first_move_must_be_a_draw():
    for variant, players in CASES:
        state = COLORETTO.new_game(variant, {}, players, 3)
        assert len(state.rows_view()) == players
        assert state.legal_moves() == [f"d{r}" for r in range(1, players + 1)]
        assert state.legal_takes() == []


def test_draw_puts_the_top_card_on_the_chosen_row_and_passes_the_turn():
    state = COLORETTO.new_game("colors", {}, 3, 5)
    top = state.deck[0]
    assert state.next_card_if_drawn() == top
    state.play("d2")
    assert state.rows == ["", top, ""] and state.to_move == 1 and state.deck_count() == 75
    assert state.legal_moves() == ["d1", "d2", "d3", "t2"]


def test_a_full_row_takes_no_card_and_when_all_rows_are_full_the_player_must_take():
    state = position(rows=["RGB", "Y", ""])
    assert state.legal_rows_for_draw() == [2, 3]
    assert "d1" not in state.legal_moves() and "t1" in state.legal_moves()
    assert "row 1 is full" in state.why_illegal("d1")
    with pytest.raises(IllegalMove, match="full"):
        state.play("d1")
    state = position(rows=["RGB", "YYP", "W+S"])
    assert state.legal_moves() == ["t1", "t2", "t3"]


def test_an_empty_row_cannot_be_taken():
    state = position(rows=["R", "", ""])
    assert state.legal_takes() == [1]
    with pytest.raises(IllegalMove, match="empty"):
        state.play("t2")


def test_a_taken_row_leaves_play_and_its_taker_sits_out_the_round():
    state = position(rows=["RRW", "G", "B+"], piles=["R", "", ""], turn=0)
    state.play("t1")
    assert state.collection(0) == {"cards": [("R", 3), ("W", 1)], "score": 10}
    assert state.rows_view()[0] == {"number": 1, "cards": [], "full": False, "taken_by": 0}
    assert state.out_this_round() == [0]
    assert state.to_move == 1
    assert all(not m.endswith("1") for m in state.legal_moves())
    assert "taken this round" in state.why_illegal("d1")
    state.play("d2")
    assert state.to_move == 2
    state.play("t3")
    assert state.to_move == 1, "seat 0 is out: seat 2 passes to seat 1"
    assert state.legal_moves() == ["d2", "t2"]


def test_the_last_player_in_a_round_draws_until_taking():
    state = position(rows=["", "", ""], turn=2, out={0: 0, 1: 1})
    assert state.legal_moves() == ["d3"], "an empty row cannot be taken: draw"
    state.play("d3")
    assert state.to_move == 2 and state.legal_moves() == ["d3", "t3"]
    state.play("d3")
    state.play("d3")
    assert state.legal_moves() == ["t3"], "a full row: take it"


@pytest.mark.parametrize("variant,players", CASES)
def test_who_starts_the_next_round(variant, players):
    # every seat but the last taker is out; the last taker (seat 1) ends the round
    others = [s for s in range(players) if s != 1]
    out = dict(zip(others, others, strict=True))           # seat s took row s + 1
    state = position(variant, players, rows=[""] * players, turn=1, out=out)
    state.rows[1] = "R"
    state.edited()
    state.play("t2")
    assert state.round == 2 and state.out_this_round() == []
    assert state.rows == [""] * players and all(t < 0 for t in state.taken)
    expected = 1 if variant == "official" else 2 % players   # to the left of seat 1
    assert state.to_move == expected
    state.pop()
    assert state.round == 1 and state.to_move == 1 and state.rows[1] == "R"


# --- the last round -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_colors_last_round_starts_below_three_cards_per_player(players):
    threshold = 3 * players
    state = position("colors", players, deck_left=threshold)
    assert not state.last_round, f"{threshold} cards left: another round is guaranteed"
    text = state.describe_move("d1")
    assert text.endswith("this round is the last")
    state.play("d1")
    assert state.deck_count() == threshold - 1 and state.last_round
    # the round is played out, and the game ends with it
    while not state.is_over():
        state.push(state.legal_moves()[-1])   # takes come last: take as soon as possible
        assert state.round == 1
    assert state.outcome() is not None and state.deck_count() > 0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_colors_a_round_ending_with_enough_cards_is_not_the_last(players):
    state = position("colors", players, deck_left=3 * players + players)
    while state.round == 1:
        assert not state.last_round
        state.push(state.legal_moves()[-1])   # take as soon as possible: few draws
    assert not state.is_over() and state.round == 2 and state.deck_count() >= 3 * players


@pytest.mark.parametrize("players", [3, 4, 5])
def test_official_last_round_card_turns_up_and_the_round_is_the_last(players):
    state = position("official", players)
    state.pos = state.last_index           # the last-round card is on top
    assert state.cards_before_last_round_card() == 0 and not state.last_round
    assert state.deck_count() == BELOW_LAST
    below = state.deck[state.last_index + 1]
    assert state.next_card_if_drawn() == below
    assert state.describe_move("d2") == (f"Player 1 drew the last-round card, then a "
                                         f"{NAMES[below]} card, and put it on row 2: this "
                                         f"round is the last")
    before = state.inventory()
    state.play("d2")
    assert state.rows[1] == below and state.last_round
    assert state.cards_before_last_round_card() is None
    assert state.deck_count() == BELOW_LAST - 1 and state.inventory() == before
    while not state.is_over():
        state.push(state.legal_moves()[-1])
        assert state.round == 1
    state = position("official", players)
    state.pos = state.last_index - 1
    state.play("d1")
    assert not state.last_round and state.cards_before_last_round_card() == 0


@pytest.mark.parametrize("variant,players", CASES)
def test_the_deck_never_runs_out_even_when_every_round_fills_every_row(variant, players):
    """The most cards a round can use is 3 per player; drawing whenever possible uses them
    all, and the thresholds leave enough (docs/rules.md)."""
    for seed in range(10):
        state = COLORETTO.new_game(variant, {}, players, seed)
        fewest = state.deck_count()
        while not state.is_over():
            moves = state.legal_moves()
            assert moves
            draws = [m for m in moves if m[0] == "d"]
            state.push(draws[0] if draws else moves[0])
            fewest = min(fewest, state.deck_count())
        assert fewest >= 0
        if variant == "colors":
            assert state.deck_count() < 3 * players
        else:
            assert state.deck_count() <= BELOW_LAST


# --- scoring --------------------------------------------------------------------------------------
def test_scoring_table_and_the_cap_at_six():
    assert [colour_points(n) for n in range(10)] == [0, 1, 3, 6, 10, 15, 21, 21, 21, 21]
    for n in range(10):
        assert score_of(pile(R=n)) == colour_points(n)


def test_three_best_colours_score_and_the_others_count_against():
    counts = pile(R=4, G=3, B=2, Y=2, P=1)
    assert score_of(counts) == 10 + 6 + 3 - 3 - 1
    b = score_breakdown(counts)
    assert [e["colour"] for e in b["positive"]] == ["R", "G", "B"]
    assert b["negative"] == [{"colour": "Y", "cards": 2, "points": -3},
                             {"colour": "P", "cards": 1, "points": -1}]
    assert b["total"] == 15 and b["wilds"] == []


def test_plus_two_cards():
    assert score_of(pile(plus=3)) == 6
    assert score_of(pile(R=1, plus=10)) == 21
    b = score_breakdown(pile(G=2, plus=2))
    assert b["plus"] == 2 and b["plus_points"] == 4 and b["total"] == 7


def test_wilds_go_where_they_score_most():
    b = score_breakdown(pile(R=4, G=1, W=2))       # 6 reds: 21 + green 1 = 22
    assert b["total"] == 22 and b["wilds"] == ["R", "R"]
    assert b["positive"][0] == {"colour": "R", "cards": 4, "wilds": 2, "points": 21}
    b = score_breakdown(pile(R=5, G=5, W=2))       # one each: 21 + 21
    assert b["total"] == 42 and sorted(b["wilds"]) == ["G", "R"]
    b = score_breakdown(pile(R=3, G=3, B=3, Y=3, W=1))   # a fourth colour stays negative
    assert b["total"] == 10 + 6 + 6 - 6 and b["wilds"] == ["R"]


def test_a_wild_on_a_capped_colour_is_not_wasted_when_another_colour_can_use_it():
    b = score_breakdown(pile(R=6, G=6, W=1))
    assert b["total"] == 21 + 21 + 1
    assert b["wilds"] == ["B"] and b["positive"][2] == {"colour": "B", "cards": 0, "wilds": 1,
                                                         "points": 1}
    b = score_breakdown(pile(R=6, G=6, B=6, W=1))    # nowhere to use it: wasted on a six
    assert b["total"] == 63 and len(b["wilds"]) == 1 and b["wilds"][0] in "RGB"
    b = score_breakdown(pile(R=9, W=3))              # 3 wilds: R capped, make a second colour
    assert b["total"] == 21 + 6 and b["wilds"] == ["G", "G", "G"]


def test_a_wild_never_joins_a_negative_colour_and_empty_piles_score_zero():
    assert score_breakdown(pile()) == {"positive": [], "negative": [], "wilds": [], "plus": 0,
                                       "plus_points": 0, "total": 0}
    b = score_breakdown(pile(W=1))
    assert b["total"] == 1 and b["wilds"] == ["R"]


def test_fast_score_equals_the_exhaustive_breakdown():
    rng = random.Random(3)
    for _ in range(3000):
        counts = [rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 7, 9]) for _ in COLOURS]
        counts += [rng.randrange(4), rng.randrange(5)]
        assert score_of(counts) == score_breakdown(counts)["total"], counts


def test_breakdown_adds_up():
    rng = random.Random(4)
    for _ in range(500):
        counts = [rng.randrange(7) for _ in COLOURS] + [rng.randrange(4), rng.randrange(4)]
        b = score_breakdown(counts)
        assert len(b["positive"]) <= 3 and len(b["wilds"]) == counts[7]
        assert sum(e["wilds"] for e in b["positive"]) == counts[7]
        total = (sum(e["points"] for e in b["positive"]) + sum(e["points"] for e in b["negative"])
                 + b["plus_points"])
        assert total == b["total"]
        held = {e["colour"] for e in b["positive"]} | {e["colour"] for e in b["negative"]}
        assert held >= {c for c, n in zip(COLOURS, counts, strict=False) if n}


def test_tie_is_a_shared_win():
    state = position(piles=["RRR", "GGG", "B"], rows=["", "", "Y"], turn=2, out={0: 0, 1: 1})
    state.rows[2] = "BB"
    state.edited()
    state.pos = len(state.deck) - 5                         # last round
    assert state.last_round
    state.play("t3")
    outcome = state.outcome()
    assert outcome.scores == (6, 6, 6) and outcome.winners == (0, 1, 2)
    assert "share the win with 6 points" in outcome.reason
    assert state.legal_moves() == [] and state.to_move is not None


def test_running_scores_and_breakdown_on_the_state():
    state = position(piles=["RRRRW+", "GP", ""])
    assert state.scores() == (17, 2, 0)
    assert state.breakdown(0)["positive"][0] == {"colour": "R", "cards": 4, "wilds": 1,
                                                  "points": 15}
    assert state.collection(1) == {"cards": [("G", 1), ("P", 1)], "score": 2}


# --- notation and words ---------------------------------------------------------------------------
def test_notation_round_trip_and_refusals():
    state = COLORETTO.new_game("colors", {}, 3, 1)
    assert state.parse_notation("D2") == "d2" and state.parse_notation("t3") == "t3"
    for text in ["", "x1", "d", "d0", "d4", "t9", "dd1", "1d", "d-1"]:
        with pytest.raises(NotationError):
            state.parse_notation(text)
    with pytest.raises(IllegalMove):
        state.parse_move("t1")
    assert set(MOVES) == {f"{k}{r}" for k, r in product("dt", range(1, 6))}


def test_describe_moves_in_words():
    state = position(rows=["RRW", "G", ""], turn=1)
    state.pos = state.deck.index("B")
    assert state.describe_move("d3") == "Player 2 drew a blue card and put it on row 3"
    assert state.describe_move("t1") == "Player 2 took row 1 (red, red and wild)"
    state.pos = state.deck.index("+")
    assert state.describe_move("d1").startswith("Player 2 drew a +2 card")
    state = position(rows=["", "", "YY"], turn=2, out={0: 0, 1: 1})
    state.rows[2] = "YY"
    assert state.describe_move("t3") == "Player 3 took row 3 (yellow and yellow); the round is over"


def test_unseen_cards_are_the_deck_as_a_multiset():
    for variant, players in CASES:
        state = COLORETTO.new_game(variant, {}, players, 8)
        rng = random.Random(1)
        for _ in range(40):
            remaining = Counter(state.deck[state.pos:].replace(LAST, ""))
            assert state.unseen_cards() == dict(remaining)
            assert sum(state.unseen_counts()) == state.deck_count()
            state.push(rng.choice(state.legal_moves()))


def test_key_and_position_say_everything_about_the_future():
    a = COLORETTO.new_game("colors", {}, 3, 1)
    b = COLORETTO.new_game("colors", {}, 3, 1)
    for move in ["d1", "d2", "d1", "t1"]:
        a.play(move)
    for move in ["d2", "d1", "d2", "t2"]:
        b.play(move)
    assert a.key() != b.key()
    c = a.clone()
    assert c.key() == a.key() and c == a and c.history == a.history
    c.play(c.legal_moves()[0])
    assert c.key() != a.key()
    assert c.pop() and c.key() == a.key()


# --- random games: Coloretto's own invariants ------------------------------------------------
@pytest.mark.parametrize("variant,players", CASES)
def test_random_games_keep_colorettos_own_invariants(variant, players):
    """Moves exist until the end and none after it; the result is every pile's best score."""
    for index in range(40):
        rng = random.Random(index)
        state = COLORETTO.new_game(variant, {}, players, seed=1000 + index)
        while not state.is_over():
            state.push(rng.choice(state.legal_moves()))
        assert state.legal_moves() == []
        outcome = state.outcome()
        assert outcome.scores == tuple(score_breakdown(p)["total"] for p in state.piles)
