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
    (lambda d: d["result"].update(winners=[1 - d["result"]["winners"][0]]), "claims"),
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


# --- strict reading (docs/records.md, "Reading a record") ------------------------------------

def forfeited():
    """A finished record whose seat 1 forfeited after two moves."""
    from game.table.records import forfeit_result
    record = finished()
    record.moves = record.moves[:2]
    record.result = forfeit_result(replay(Record(**{**record.__dict__, "result": None})), 1,
                                   "illegal move 'z9'")
    return record


@pytest.mark.parametrize("mutate,message", [
    (lambda d: d.update(format=True), r"format True \(expected 1\)"),
    (lambda d: d.update(format=1.0), r"format 1.0 \(expected 1\)"),
    (lambda d: d.update(format="1"), r"format '1' \(expected 1\)"),
    (lambda d: d.pop("format"), r"format None"),
    (lambda d: d.update(comment="hi"), r"unknown field 'comment'"),
    (lambda d: d.update(game=["collapsi"]), r"'game' is missing or not a string"),
    (lambda d: d.update(options=[]), r"'options' is missing or not an object"),
    (lambda d: d.update(seed=True), r"seed must be an integer .* not True"),
    (lambda d: d.update(seed=7.0), r"seed must be an integer"),
    (lambda d: d.update(seed=10 ** 4300), r"seed must be an integer of at most 4,300 digits .*"
                                          r"a very long number"),
    (lambda d: d.update(moves=["a1"] * 1001), r"1001 moves: a record holds at most 1000"),
    (lambda d: d["moves"].__setitem__(0, "a" * 33), r"move 1 is 33 characters long"),
    (lambda d: d.update(players=["random", 7]), r"every player must be a string: seat 1 is 7"),
    (lambda d: d.update(players=["random", "a friend"]), r"seat 1: unknown player 'a friend'"),
    (lambda d: d.update(players=["random", "Expert"]), r"seat 1: unknown player 'Expert'"),
    (lambda d: d.update(players=["random", "x" * 1001]), r"seat 1: .*at most 1000"),
    (lambda d: d.update(players=["cmd: ", "random"]), r"seat 0: 'cmd:' names no program"),
    (lambda d: d.update(options={"board": True}), r"option board must be one of fixed, shifting"),
    (lambda d: d.update(options={"board": "round"}), r"option board must be one of"),
    (lambda d: d.update(options={"size": 9}), r"has no option 'size'"),
    (lambda d: d["setup"].update(note="mine"), r"bad setup: unknown key 'note' \(a collapsi "
                                               r"standard setup holds 'grid'\)"),
    (lambda d: d["setup"].update(grid=d["setup"]["grid"] * 300), r"bad setup: .* more than any "
                                                                  r"deal \(4096\)"),
    (lambda d: d["setup"].update(grid={1, 2}), r"bad setup: it is not plain JSON"),
    (lambda d: d["result"].update(winners=[False]), r"result.winners must be different seats"),
    (lambda d: d["result"].update(winners=[2]), r"result.winners must be different seats"),
    (lambda d: d["result"].update(winners=[0, 0]), r"result.winners must be different seats"),
    (lambda d: d["result"].update(scores=[True, False]), r"result.scores must be 2 integers"),
    (lambda d: d["result"].update(scores=[1]), r"result.scores must be 2 integers"),
    (lambda d: d["result"].pop("reason"), r"result.reason must be the reason in words"),
    (lambda d: d["result"].update(reason=None), r"result.reason must be the reason in words"),
    (lambda d: d["result"].update(margin=1), r"result holds an unknown field 'margin'"),
    (lambda d: d["result"].update(forfeit=None), r"result.forfeit must hold a 'seat'"),
    (lambda d: d["result"].update(forfeit={"seat": True, "reason": "x"}), r"result.forfeit"),
    (lambda d: d["result"].update(forfeit={"seat": 1, "reason": "x", "at": 3}),
     r"result.forfeit must hold a 'seat' \(0-based\) and a 'reason', nothing else"),
])
def test_records_are_read_strictly(mutate, message):
    data = finished().to_json()
    mutate(data)
    with pytest.raises(RecordError, match=message):
        Record.from_json(data)


def test_what_the_strict_reader_still_accepts():
    """Everything the project writes, and what docs/records.md allows besides."""
    data = finished().to_json()
    for change in [{"options": {"board": "fixed", "start": "jacks"}},   # defaults written out
                   {"players": ["friend", "human"]},
                   {"players": ["cmd:python3 examples/random_bot.py", "easy"]},
                   {"seed": None}, {"seed": -(10 ** 4299)}]:
        replay(Record.from_json({**data, **change}))
    for absent in ("seed", "result"):
        record = Record.from_json({k: v for k, v in data.items() if k != absent})
        assert getattr(record, absent) is None
    record = forfeited()
    assert Record.loads(record.dumps()) == record and replay(record)
    greedy = Table(get_game("spectrangle").new_game("standard", {}, 2, 4),
                   ["greedy2", "human"], 4).record()
    assert Record.loads(greedy.dumps()) == greedy


def test_the_example_of_the_documentation_reads():
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / "docs" / "records.md").read_text()
    example = text.split("```json\n", 1)[1].split("```", 1)[0]
    record = Record.loads(example)
    assert record.players == ["expert", "random"] and record.moves == ["c4", "a3", "c1"]


def test_a_record_file_is_read_no_further_than_its_limit(tmp_path):
    from game.table.records import MAX_FILE_BYTES
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)      # sparse: nothing is written
    with pytest.raises(RecordError, match="larger than 16 MiB, which no record is"):
        Record.load(str(huge))
    with pytest.raises(RecordError, match="larger than 16 MiB"):
        Record.loads(" " * (MAX_FILE_BYTES + 1))
    exact = tmp_path / "exact.json"
    text = finished().dumps()
    exact.write_text(text + " " * (MAX_FILE_BYTES - len(text)))
    assert Record.load(str(exact)) == finished()
