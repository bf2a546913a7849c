"""Share links, property by property (hypothesis): real games of every game, variant, table
size and option make the round trip; a link changed in any way, text of any kind and bytes of
any kind behind a good checksum are refused with a LinkError, never another exception, and
never open a different game.  Derandomized and without a database, so every run tries the
same inputs; runs in Pyodide too (tests/wasm)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.table import codes
from game.table.links import LinkError, decode, encode, payload
from game.table.records import Record, replay
from game.table.registry import games
from game.table.seats import PEOPLE, player_names
from game.table.session import Table

PROPERTY = settings(max_examples=100, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])

SETTINGS = [(game.name, v.name, n, options)
            for game in games().values() for v in game.variants.values()
            for n in v.player_counts for options in v.option_combinations()]


def game_record(setting: int, seed: int, stop: int, seats: int, hand_given: bool) -> Record:
    """A record of random play (from `seed`) of SETTINGS[setting], `stop` moves in at most,
    seated from the kinds a link carries; the deal written out, not its seed, if
    `hand_given`."""
    name, variant, n, options = SETTINGS[setting % len(SETTINGS)]
    game = games()[name]
    state = game.new_game(variant, options, n, seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < stop:
        state.push(rng.choice(state.legal_moves()))
    kinds = [*PEOPLE, *player_names(name)]
    chosen = [kinds[(seats >> (4 * i)) % len(kinds)] for i in range(n)]
    record = Table(state, chosen, None if hand_given else seed).record()
    return record


records = st.builds(game_record, st.integers(0, len(SETTINGS) - 1),
                    st.one_of(st.integers(0, 2 ** 31 - 1), st.integers(-2 ** 64, 2 ** 64)),
                    st.integers(0, 200), st.integers(0, 2 ** 20), st.booleans())

# A few real links to change: every game, in the middle of a game and at its end.
REAL = [game_record(setting, 1_987_654_321 + setting, stop, setting * 7919, setting % 5 == 0)
        for setting in range(0, len(SETTINGS), 3) for stop in (5, 500)]
REAL_LINKS = [(record, payload(record)) for record in REAL]


@PROPERTY
@given(record=records, moves=st.booleans())
def test_a_real_game_makes_the_round_trip(record, moves):
    link = encode(record, moves=moves, site="https://someone.github.io/game-table/")
    back = decode(link)
    if moves:
        assert back == record
    else:
        assert back.moves == [] and back.result is None
        assert (back.game, back.variant, back.options, back.players, back.seed, back.setup) == \
            (record.game, record.variant, record.options, record.players, record.seed,
             record.setup)
    assert Record.from_json(back.to_json()) == back


def opens_nothing_else(text: str, record: Record) -> None:
    """`text` is refused with a LinkError, or opens exactly `record`."""
    try:
        back = decode(text)
    except LinkError:
        return
    assert back == record, (text, back)


any_char = st.one_of(st.characters(), st.sampled_from(codes.ALPHABET + "pP-%#?&=<>\"' \n\x00"))


@st.composite
def changed(draw):
    """A real link and that link changed: a character replaced, put in, taken out, two swapped,
    a piece cut off or added, a run of it replaced."""
    record, text = draw(st.sampled_from(REAL_LINKS))
    at = draw(st.integers(0, len(text) - 1))
    kind = draw(st.sampled_from(["replace", "insert", "delete", "swap", "cut", "append",
                                 "splice"]))
    if kind == "replace":
        text = text[:at] + draw(any_char) + text[at + 1:]
    elif kind == "insert":
        text = text[:at] + draw(any_char) + text[at:]
    elif kind == "delete":
        text = text[:at] + text[at + 1:]
    elif kind == "swap" and at + 1 < len(text):
        text = text[:at] + text[at + 1] + text[at] + text[at + 2:]
    elif kind == "cut":
        text = text[:at]
    elif kind == "append":
        text = text + draw(st.text(any_char, min_size=1, max_size=20))
    else:
        end = draw(st.integers(at, len(text)))
        text = text[:at] + draw(st.text(st.sampled_from(codes.ALPHABET), max_size=40)) + \
            text[end:]
    return record, text


@PROPERTY
@given(case=changed())
def test_a_changed_link_is_refused_or_opens_the_same_game(case):
    record, text = case
    opens_nothing_else(text, record)
    opens_nothing_else("https://x.github.io/t/?g=" + text, record)


@PROPERTY
@given(text=st.one_of(st.text(any_char, max_size=200),
                      st.text(st.sampled_from(codes.ALPHABET), max_size=200),
                      st.text(st.sampled_from(codes.ALPHABET), max_size=200).map(
                          lambda t: "?g=1" + t)))
def test_text_of_any_kind_is_refused(text):
    try:
        decode(text)
    except LinkError:
        return
    raise AssertionError(f"{text!r} opened a game")


@PROPERTY
@given(body=st.binary(max_size=400))
def test_bytes_of_any_kind_behind_a_good_checksum_are_refused(body):
    """The checksum passed, so the reader, the strict record reading, the replay and the
    digest each have their turn."""
    try:
        decode(codes.wrap(body))
    except LinkError:
        return
    raise AssertionError(f"{body!r} opened a game")


@st.composite
def rewritten(draw):
    """A real link's bytes with a run of them replaced, behind a good checksum: the part
    after the checksum, where most of the reading happens, gets bytes it never saw."""
    record, text = draw(st.sampled_from(REAL_LINKS))
    number = codes.from_digits(text[3:])
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")[1:-4]
    at = draw(st.integers(0, len(raw)))
    end = draw(st.integers(at, min(len(raw), at + 8)))
    raw = raw[:at] + draw(st.binary(max_size=8)) + raw[end:]
    return record, codes.wrap(raw)


@PROPERTY
@given(case=rewritten())
def test_rewritten_bytes_are_refused_or_open_the_same_game(case):
    record, text = case
    opens_nothing_else(text, record)


def test_the_real_links_are_real():
    """The links the properties change: every game, some finished, each opening its game."""
    assert {r.game for r in REAL} == set(games())
    assert any(r.result for r in REAL) and any(r.result is None for r in REAL)
    for record, text in REAL_LINKS:
        assert decode(text) == record and replay(record)
