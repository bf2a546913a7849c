"""Records, property by property (hypothesis): any JSON value, and any change to a real record
of every game (a value replaced by one of another type or a near one, a key taken out or put
in), is either refused by the reader with a RecordError, never another exception, or read as
a record of the documented types that replays and comes back the same through its JSON.
Derandomized and without a database, so every run tries the same inputs; runs in Pyodide too
(tests/wasm)."""

import json
import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game.table.records import FORMAT, Record, RecordError, forfeit_result, replay
from game.table.registry import games
from game.table.seats import PEOPLE, player_names
from game.table.session import Table

PROPERTY = settings(max_examples=100, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
              st.text(max_size=12)),
    lambda inner: st.one_of(st.lists(inner, max_size=5),
                            st.dictionaries(st.text(max_size=8), inner, max_size=5)),
    max_leaves=20)


def real_records() -> list[dict]:
    """The JSON of a record of every game and variant: finished, in progress, forfeited."""
    found = []
    for number, game in enumerate(games().values()):
        for v in game.variants.values():
            n = v.player_counts[-1]
            state = game.new_game(v.name, v.option_sets()[-1], n, number)
            rng = random.Random(number)
            while not state.is_over():
                state.push(rng.choice(state.legal_moves()))
            kinds = [*PEOPLE, *player_names(game.name), "cmd:python3 bot.py --level 2"]
            seats = [kinds[(number + seat) % len(kinds)] for seat in range(n)]
            record = Table(state, seats, number).record()
            found.append(record.to_json())
            record.moves, record.result = record.moves[:len(record.moves) // 2], None
            found.append(record.to_json())
            record.result = forfeit_result(replay(record), 0, "no answer within 10 s")
            found.append(record.to_json())
    return found


REAL = real_records()


def documented(data) -> None:
    """What docs/records.md says of an accepted record, checked without the reader."""
    def integer(value):
        return isinstance(value, int) and not isinstance(value, bool)
    assert set(data) <= {"format", "game", "variant", "options", "players", "seed", "setup",
                         "moves", "result"}
    assert integer(data["format"]) and data["format"] == FORMAT
    assert all(isinstance(p, str) and len(p) <= 1000 for p in data["players"])
    assert data.get("seed") is None or integer(data["seed"])
    assert all(isinstance(m, str) for m in data["moves"])
    result = data.get("result")
    if result is not None:
        assert set(result) <= {"scores", "winners", "reason", "forfeit"}
        assert all(integer(s) for s in result["scores"])
        assert all(integer(w) and 0 <= w < len(data["players"]) for w in result["winners"])
        assert isinstance(result["reason"], str)


def read(data) -> Record | None:
    """The record `data` holds, checked as every reader checks it, or None if it is refused
    (with a RecordError: anything else fails the test)."""
    try:
        record = Record.from_json(data)
        replay(record)
    except RecordError:
        return None
    documented(data)
    assert Record.from_json(record.to_json()) == record
    assert Record.loads(record.dumps()) == record
    return record


@PROPERTY
@given(value=st.one_of(json_values, st.dictionaries(
    st.sampled_from(["format", "game", "variant", "options", "players", "seed", "setup",
                     "moves", "result", "x"]), json_values, max_size=9)))
def test_any_json_value_is_refused_or_read_whole(value):
    event("refused" if read(value) is None else "read")


def paths(value, prefix=()):
    """Every place inside `value`: the path of keys and indices to it."""
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from paths(inner, prefix + (index,))


def near(value) -> list:
    """Values a loose writer might put in `value`'s place."""
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None]
    if isinstance(value, int):
        return [bool(value % 2), float(value), str(value), value + 1, -value, 10 ** 5000,
                [value]]
    if isinstance(value, str):
        return [value.upper(), value + " ", value[:-1], "\x1b[2J" + value, "\ud800",
                value * 300, [value], 0]
    if isinstance(value, list):
        return [value[:-1], value + value[-1:], value[::-1], [], {}, None]
    if isinstance(value, dict):
        return [{}, [], {**value, "x": 1}, None]
    return [0, "", False]


@st.composite
def changed(draw):
    data = json.loads(json.dumps(draw(st.sampled_from(REAL))))
    path = draw(st.sampled_from(list(paths(data))[1:]))
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    key, old = path[-1], parent[path[-1]]
    kind = draw(st.sampled_from(["near", "any", "remove", "add"]))
    if kind == "near":
        parent[key] = draw(st.sampled_from(near(old)))
    elif kind == "any":
        parent[key] = draw(json_values)
    elif kind == "remove":
        del parent[key]
    elif isinstance(parent, dict):
        parent[draw(st.text(max_size=8))] = draw(json_values)
    else:
        parent.insert(key, draw(json_values))
    return data


@PROPERTY
@given(data=changed())
def test_a_changed_record_is_refused_or_read_whole(data):
    event("refused" if read(data) is None else "read")


def test_the_real_records_are_read_whole():
    """The records the property changes read as they are: every game and variant, and a
    change the property makes is sometimes harmless (a record of another seat)."""
    assert {r["game"] for r in REAL} == set(games())
    for data in REAL:
        assert read(data) is not None
    data = json.loads(json.dumps(REAL[0]))
    data["players"][0] = "friend"
    assert read(data) is not None
    data["players"][0] = "Friend"
    assert read(data) is None
