"""Records: round trips, and every kind of corrupt record refused with a clear message."""

import json

import pytest

from game.table.records import FORMAT, Record, RecordError, replay, start_of
from game.table.registry import get_game
from game.table.session import Table


def finished(seed=3):
    import random
    rng = random.Random(seed)
    state = get_game("collapsi").new_game(seed=seed)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    return Table(state, ["random", "random"], seed).record()


def test_record_shape_matches_the_documented_format():
    data = finished().to_json()
    assert set(data) == {"format", "game", "variant", "options", "players", "seed", "setup",
                         "moves", "result"}
    assert data["format"] == FORMAT == 1 and data["game"] == "collapsi"
    assert len(data["setup"]["grid"]) == 4 and all(len(r) == 4 for r in data["setup"]["grid"])
    assert all(isinstance(m, str) and len(m) == 2 for m in data["moves"])
    assert set(data["result"]) >= {"scores", "winners"}


def test_round_trip_through_text_and_replay():
    record = finished()
    again = Record.loads(record.dumps())
    assert again == record
    state = replay(again)
    assert list(state.outcome().winners) == record.result["winners"]


def test_unfinished_record_replays_without_result():
    record = finished()
    record.moves = record.moves[:3]
    record.result = None
    state = replay(record)
    assert state.outcome() is None and len(state.history) == 3


@pytest.mark.parametrize("mutate,message", [
    (lambda d: d.update(moves=d["moves"][:2] + ["z9"] + d["moves"][3:]), r"move 3 \('z9'\)"),
    (lambda d: d["moves"].insert(1, d["moves"][0]), r"move 2 .*not legal"),
    (lambda d: d.update(result={"scores": [0, 1], "winners": [1 - d["result"]["winners"][0]]}),
     "claims"),
    (lambda d: d.update(moves=d["moves"][:-1]), "not over"),
    (lambda d: d.update(moves=d["moves"] + ["a1"]), "over"),
    (lambda d: d.update(format=2), "format"),
    (lambda d: d.update(game="chess"), "unknown game"),
    (lambda d: d.update(variant="huge"), "no variant"),
    (lambda d: d.update(players=["random"] * 3), "players"),
    (lambda d: d.update(setup={"grid": ["JJJJ"] * 4}), "bad setup"),
    (lambda d: d.update(setup={}), "bad setup"),
    (lambda d: d.update(moves="a1 b2"), "moves"),
    (lambda d: d.update(moves=[1, 2]), "string"),
    (lambda d: d.pop("setup"), "setup"),
    (lambda d: d.update(seed="x"), "seed"),
    (lambda d: d.update(result=[1]), "result"),
    (lambda d: d.update(options={"size": 9}), "option"),
])
def test_corrupt_records_are_refused_with_the_reason(mutate, message):
    data = finished().to_json()
    mutate(data)
    with pytest.raises(RecordError, match=message):
        replay(Record.from_json(data))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"x"', "{}" , "\x00", "[" * 5000])
def test_unreadable_records_are_refused(text):
    with pytest.raises(RecordError):
        Record.loads(text)


def test_missing_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        Record.load(str(tmp_path / "nope.json"))
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError):
        Record.load(str(binary))


def test_start_of_checks_player_count():
    data = finished().to_json()
    data["players"] = ["random"]
    with pytest.raises(RecordError, match="2 players"):
        start_of(Record.from_json(data))
    assert json.loads(finished().dumps())["format"] == 1
