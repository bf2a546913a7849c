"""Hidden information has one way in: `Game.from_seat_json` rebuilds a position from what a
seat sees (`State.seat_json`), whatever the seat cannot see drawn afresh (docs/architecture.md).
Pure Python, no subprocess: this file also runs inside Pyodide (tests/wasm)."""

import copy
import functools
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.contract import RulesError
from game.spectrangle.rules import TILE_CODES
from game.table.registry import games

NOTHING_HIDDEN = ("collapsi", "collecto")
GAMES_PER_CASE = 3


CASES = [pytest.param(g.name, v.name, options, n,
                      id="-".join([g.name, v.name, *map(str, options.values()), str(n)]))
         for g in games().values() for v in g.variants.values()
         for options in v.option_combinations() for n in v.player_counts]


def rebuilt(state, seat: int, rng):
    return state.game.from_seat_json(state.variant, state.options, state.players,
                                     state.seat_json(seat), rng)


def notation(state) -> list[str]:
    return sorted(state.format_move(m) for m in state.legal_moves())


def numbered_alike(state, twin) -> bool:
    """Whether `twin` gives every card its number and rank in `state`, so that their keys
    compare: Collecto shows every ball, but Collapsi numbers a rebuilt board's cards as the
    grid shows them and does not show the ranks of collapsed cards."""
    if state.game.name == "collecto":
        return True

    def layout(s):
        return [(r - s.top, c - s.left) for r, c in s.spots] if hasattr(s, "spots") else None

    return twin.grid == state.grid and layout(twin) == layout(state)


def play_alike(state, twin, rng) -> int:
    """Play the same random moves on a copy of `state` and on `twin` to the end, checking
    that they stay the same game; returns how many keys were compared."""
    original = state.clone()
    alike = numbered_alike(original, twin)
    compared = 0
    while True:
        assert twin.seat_json(0) == original.seat_json(0)
        assert notation(twin) == notation(original)
        if alike:
            assert twin.key() == original.key()
            compared += 1
        if original.is_over():
            return compared
        text = original.format_move(rng.choice(original.legal_moves()))
        original.play(text)
        twin.play(text)


@pytest.mark.parametrize("name,variant,options,players", CASES)
def test_what_a_seat_sees_rebuilds_a_position_it_cannot_tell_apart(name, variant, options,
                                                                   players):
    game = games()[name]
    keys = 0
    for index in range(GAMES_PER_CASE):
        rng = random.Random(index)
        state = game.new_game(variant, options, players, seed=2000 + index)
        while True:
            for seat in range(players):
                view = state.seat_json(seat)
                twin = game.from_seat_json(variant, options, players, view, rng)
                assert twin.seat_json(seat) == view
                assert notation(twin) == notation(state)
            if name in NOTHING_HIDDEN:
                keys += play_alike(state, twin, rng)
            if state.is_over():
                break
            state.push(rng.choice(state.legal_moves()))
    assert keys or name not in NOTHING_HIDDEN


def test_determinised_is_from_seat_json_of_the_seat_view():
    for name, players in (("spectrangle", 3), ("coloretto", 4), ("collapsi", 2)):
        state = games()[name].new_game(None, {}, players, 5)
        for _ in range(5):
            state.push(state.legal_moves()[-1])
        seat = state.to_move
        mine = state.determinised(seat, random.Random(3))
        assert mine.key() == rebuilt(state, seat, random.Random(3)).key()
        assert mine.seat_json(seat) == state.seat_json(seat)


def hidden_order(state) -> tuple:
    if state.game.name == "coloretto":
        return tuple(state.deck[state.pos:])
    return tuple(state.bag[state.drawn:])


@pytest.mark.parametrize("name,variant,players", [
    ("coloretto", "colors", 2), ("coloretto", "official", 3), ("spectrangle", "standard", 2),
    ("spectrangle", "standard", 4)])
def test_the_hidden_order_is_drawn_afresh_from_the_generator(name, variant, players):
    """Other seeds give other orders, the same seed the same one (what is public keeps its
    place: the round trip above checks it)."""
    game = games()[name]
    rng = random.Random(1)
    state = game.new_game(variant, {}, players, 4)
    checked = 0
    while not state.is_over():
        view = state.seat_json(state.to_move)
        orders = [hidden_order(game.from_seat_json(variant, {}, players, view,
                                                   random.Random(seed))) for seed in range(4)]
        again = game.from_seat_json(variant, {}, players, view, random.Random(0))
        assert hidden_order(again) == orders[0]
        public = len(view.get("bag_bottom", [])) + (
            view.get("cards_before_last_round_card") is not None)
        if len(orders[0]) - public > 2:
            assert len(set(orders)) > 1
            checked += 1
        state.push(rng.choice(state.legal_moves()))
    assert checked > 5


def exchanged_still_in_bag(state) -> list[str]:
    """Spectrangle's `bag_bottom` worked out from the moves, as seat_json did before the
    state kept it: of the tiles exchanged (in the order they went below the deal's tiles),
    the last ones, as many as are still in the bag."""
    exchanged = [move[1] for move in state.history if move != "pass" and move[0] == "x"]
    pending = max(0, min(len(exchanged), state.bag_count - (36 - min(state.drawn, 36))))
    return exchanged[len(exchanged) - pending:] if pending else []


def test_the_bag_bottom_of_a_game_is_the_exchanged_tiles_still_in_the_bag():
    """What seat_json showed when it worked `bag_bottom` out from the moves; a rebuilt bag
    keeps those tiles at its bottom, in that order (exchanges while the bag still holds tiles
    are rare in random games: hence many games)."""
    game = games()["spectrangle"]
    shown = 0
    for players, index in itertools.product((2, 3, 4), range(20)):
        rng = random.Random(index)
        state = game.new_game(None, {}, players, 300 + index)
        while not state.is_over():
            view = state.seat_json(0)
            assert view["bag_bottom"] == exchanged_still_in_bag(state)
            if view["bag_bottom"]:
                shown += 1
                twin = game.from_seat_json("standard", {}, players, view, rng)
                assert twin.seat_json(0) == view
                last = twin.bag[len(twin.bag) - len(view["bag_bottom"]):]
                assert [TILE_CODES[t] for t in last] == view["bag_bottom"]
            state.push(rng.choice(state.legal_moves()))
    assert shown > 10


# --- views no position shows -------------------------------------------------------------------
@functools.cache
def sample_view(name, variant, players) -> dict:
    """What seat 0 sees in the middle of a random game."""
    game = games()[name]
    rng = random.Random(7)
    state = game.new_game(variant, {}, players, 7)
    line = []
    while not state.is_over():
        line.append(state.seat_json(0))
        state.push(rng.choice(state.legal_moves()))
    return line[len(line) // 2]


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 40)
                    | st.text("RGBJA.-xL+", max_size=5),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text("RGBtile", max_size=4), inner, max_size=3),
                    max_leaves=6)
REFUSAL_CASES = [("collapsi", "standard", {}, 2), ("collapsi", "big", {"board": "shifting"}, 3),
                 ("collapsi", "solo", {}, 1), ("collecto", "official", {}, 3),
                 ("spectrangle", "standard", {}, 3), ("coloretto", "colors", {}, 2),
                 ("coloretto", "official", {}, 3)]


@pytest.mark.parametrize("name,variant,options,players", REFUSAL_CASES)
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_a_view_no_position_shows_is_refused_with_a_reason(name, variant, options, players,
                                                          data):
    """Any change to a real view gives either a position that shows it or a RulesError,
    never another exception."""
    view = copy.deepcopy(sample_view(name, variant, players))
    holder, key = view, data.draw(st.sampled_from(sorted(view)))
    inner = view[key]
    if isinstance(inner, (list, dict)) and inner and data.draw(st.booleans()):
        holder, key = inner, data.draw(st.sampled_from(
            sorted(inner) if isinstance(inner, dict) else range(len(inner))))
    if isinstance(holder, dict) and data.draw(st.booleans()):
        del holder[key]
    else:
        holder[key] = data.draw(JSON)
    game = games()[name]
    try:
        state = game.from_seat_json(variant, options, players, view, random.Random(0))
    except RulesError as exc:
        assert str(exc)
    else:
        shown = state.seat_json(0)
        assert {k: view.get(k) for k in shown} == shown


@pytest.mark.parametrize("name,variant,options,players", REFUSAL_CASES)
def test_what_is_not_a_view_is_refused(name, variant, options, players):
    game = games()[name]
    view = sample_view(name, variant, players)
    for wrong in (None, [], "view", {}):
        with pytest.raises(RulesError):
            game.from_seat_json(variant, options, players, wrong, random.Random(0))
    with pytest.raises(RulesError):
        game.from_seat_json(variant, options, 7, view, random.Random(0))
    with pytest.raises(RulesError):
        game.from_seat_json("nonsense", options, players, view, random.Random(0))


def test_impossible_counts_are_refused_in_words():
    def refused(name, variant, players, change, words):
        view = copy.deepcopy(sample_view(name, variant, players))
        change(view)
        with pytest.raises(RulesError, match=words):
            games()[name].from_seat_json(variant, {}, players, view, random.Random(0))

    def one_more_four(view):
        view["grid"][0] = "4444"

    refused("collapsi", "standard", 2, one_more_four, "more 4 cards than the deck")

    def one_ball_more(view):
        view["trays"][0]["B"] += 1

    refused("collecto", "utwente", 2, one_ball_more, "9 blue balls")

    def a_tile_twice(view):
        view["unseen"][0] = view["hands"][0][0]

    refused("spectrangle", "standard", 2, a_tile_twice, "a tile twice")

    def last_round_card_moved(view):
        view["cards_before_last_round_card"] -= 1

    refused("coloretto", "official", 3, last_round_card_moved, "bottom 15")

    def a_card_too_many(view):
        view["unseen"]["R"] += 1

    refused("coloretto", "colors", 2, a_card_too_many, "more cards of a kind")

    def scores_that_are_not_the_piles(view):
        view["scores"][0] += 1

    refused("coloretto", "colors", 2, scores_that_are_not_the_piles, "scores")
