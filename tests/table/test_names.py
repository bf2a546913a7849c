"""The people's names at the table (issue 50): carried in records and friend links, both
ways, cleaned when damaged, "Player N" by default and for records and links made before."""

import json

import pytest

from game.table import friends, links
from game.table import names as person
from game.table.records import Record, RecordError
from game.table.registry import get_game
from game.table.seats import MAX_PERSON_NAME, clean_name
from game.table.session import Table
from game.table.store import Store

GOLDEN_COLLAPSI = "10Q4hQ7rzMLJ57mn2lDdKmSQW5gk"      # a link of before names (test_links.py)


def played(seats, names=(), moves=3, game="collapsi", variant=None, seed=7):
    table = Table.deal(get_game(game), variant, {}, seats, seed, names)
    for _ in range(moves):
        table.play(table.state.legal_moves()[0])
    return table


def test_a_name_survives_a_record_saved_and_loaded(tmp_path):
    table = played(["human", "human"], ["Ana", "Ben"])
    path = str(tmp_path / "game.json")
    table.record().save(path)
    assert json.loads(open(path, encoding="utf-8").read())["names"] == ["Ana", "Ben"]
    again = Table.from_record(Record.load(path))
    assert again.names == ["Ana", "Ben"]
    assert [again.state.seat_name(s) for s in (0, 1)] == ["Ana", "Ben"]
    assert again.state.clone().seat_name(1) == "Ben"      # every copy keeps them


def test_the_rules_words_name_the_people():
    table = played(["human", "human"], ["Ana", ""], moves=0)
    while not table.is_over():
        table.play(table.state.legal_moves()[0])
    reason = table.state.outcome().reason
    assert "Ana" in reason or "Player 2" in reason
    assert "Player 1" not in reason


def test_a_record_without_names_loads_with_the_defaults():
    table = played(["human", "easy"])
    data = table.record().to_json()
    assert "names" not in data                 # the record of before, exactly
    again = Table.from_record(Record.from_json(data))
    assert again.names == []
    assert [again.state.seat_name(s) for s in (0, 1)] == ["Player 1", "Player 2"]


def test_a_computer_seat_keeps_no_name():
    table = played(["human", "easy"], ["Ana", "Robot"])
    assert table.names == ["Ana", ""]
    assert table.state.seat_name(1) == "Player 2"


@pytest.mark.parametrize("given, kept", [
    ("  Ana  ", "Ana"),
    ("Ana\x00\x1b[31mMaria\n", "Ana [31mMaria"),
    ("Ana · Ben", "Ana Ben"),                     # the screens' separator
    ("x" * 10_000_000, "x" * MAX_PERSON_NAME),
    ("\u200b\u202e", ""),                         # format characters only: no name
    (42, ""), (None, ""), (["Ana"], ""),
])
def test_a_damaged_name_is_cleaned(given, kept):
    assert clean_name(given) == kept
    table = played(["human", "human"], moves=0)
    data = table.record().to_json()
    data["names"] = [given, "Ben"]
    record = Record.from_json(data)
    assert record.names == [kept, "Ben"]
    assert len(record.name(0)) <= MAX_PERSON_NAME


@pytest.mark.parametrize("names", ["Ana", 7, {"0": "Ana"}, [], [""] * 2, [1, 2]])
def test_a_names_field_of_another_shape_reads_as_none(names):
    data = played(["human", "human"], moves=0).record().to_json()
    data["names"] = names
    assert Record.from_json(data).names == []


def test_too_many_or_too_few_names_fit_the_seats():
    data = played(["human", "human"], moves=0).record().to_json()
    data["names"] = ["Ana", "Ben", "Cleo"]
    assert Record.from_json(data).names == ["Ana", "Ben"]
    data["names"] = ["Ana"]
    assert Record.from_json(data).names == ["Ana", ""]


def test_other_fields_are_still_refused():
    data = played(["human", "human"], moves=0).record().to_json()
    data["nick"] = ["Ana"]
    with pytest.raises(RecordError, match="unknown field 'nick'"):
        Record.from_json(data)


def test_a_link_carries_the_names():
    table = played(["human", "human"], ["Ana", "Ben"])
    record = links.decode(links.encode(table.record()))
    assert record.names == ["Ana", "Ben"]
    assert record.moves == table.record().moves


def test_a_link_without_names_is_as_before():
    table = played(["human", "easy"])
    text = links.payload(table.record())
    assert links.decode(text).names == []
    named = played(["human", "easy"], ["Ana"])
    assert links.payload(named.record()) != text
    old = links.decode(GOLDEN_COLLAPSI)
    assert old.names == [] and old.moves


def test_a_damaged_name_in_a_link_is_cleaned():
    table = played(["human", "human"])
    record = table.record()
    record.names = ["Ana\x07\x07", "B" * 40]
    assert links.decode(links.encode(record)).names == ["Ana", "B" * MAX_PERSON_NAME]


def test_names_travel_through_a_friend_game_both_ways():
    """Ana's device sends her move to Ben: his device learns her name from the link and
    names his own seat by his; his link back carries it to Ana's, which keeps both."""
    ana = played(["human", "friend"], ["Ana"], moves=1)
    first = links.encode(ana.record())
    ben = friends.receive(links.decode(first), None, (), name="Ben").table
    assert ben.seats == ("friend", "human")
    assert ben.names == ["Ana", "Ben"]
    assert ben.state.seat_name(0) == "Ana"
    ben.play(ben.state.legal_moves()[0])
    back = links.encode(ben.record())
    assert links.decode(back).names == ["Ana", "Ben"]
    got = friends.receive(links.decode(back), ana.record(), (), name="Ana").table
    assert got.seats == ("human", "friend")
    assert got.names == ["Ana", "Ben"]
    assert got.state.seat_name(1) == "Ben"


def test_a_device_keeps_its_own_name_and_what_it_learned():
    """A link never renames this device's own person, and one without names (an older
    version's) does not forget the friend's name learned before."""
    ana = played(["human", "friend"], ["Ana"], moves=1)
    ben = friends.receive(links.decode(links.encode(ana.record())), None, (), name="Ben").table
    ben.play(ben.state.legal_moves()[0])
    forged = ben.record()
    forged.names = ["Mallory", ""]
    got = friends.receive(links.decode(links.encode(forged)), ana.record(), ()).table
    assert got.names == ["Ana", ""]
    held = ana.record()
    held.names = ["Ana", "Ben"]
    plain = ben.record()
    plain.names = []
    got = friends.receive(links.decode(links.encode(plain)), held, ()).table
    assert got.names == ["Ana", "Ben"]


def test_a_friend_without_a_name_keeps_player_n():
    ana = played(["human", "friend"], moves=1)
    ben = friends.receive(links.decode(links.encode(ana.record())), None, ()).table
    assert ben.names == []
    assert [ben.state.seat_name(s) for s in (0, 1)] == ["Player 1", "Player 2"]


def test_the_person_name_is_asked_once_and_remembered(tmp_path):
    store = Store(str(tmp_path))
    assert person.load(store) == "" and not person.asked(store)
    assert person.save(store, "  Ana\n") == "Ana"
    again = Store(str(tmp_path))
    assert person.load(again) == "Ana" and person.asked(again)
    person.save(again, "")                    # no name: asked, and "Player N" stays
    assert person.load(again) == "" and person.asked(again)


def test_statistics_count_the_games_with_each_named_person(tmp_path):
    from game.table import stats
    store = Store(str(tmp_path))
    results = []
    for seed in (4, 5, 6):
        table = Table.deal(get_game("collapsi"), "standard", {}, ["human", "friend"], seed,
                           ["Ana", "Ben"])
        while not table.is_over():
            table.play(table.state.legal_moves()[0])
            table.save(store)
        results.append(0 in table.state.outcome().winners)
    unnamed = Table.deal(get_game("collapsi"), "standard", {}, ["human", "friend"], 9)
    while not unnamed.is_over():
        unnamed.play(unnamed.state.legal_moves()[0])
        unnamed.save(store)
    figures = stats.load(store)["tables"]["collapsi/standard"]
    assert figures["apart"]["people"]["games"] == 4
    assert list(figures["with"]) == ["Ben"]              # the unnamed friend has no tally
    ben = figures["with"]["Ben"]
    assert (ben["games"], ben["wins"], ben["losses"]) == (3, sum(results), 3 - sum(results))
    assert stats.valid(stats.load(store))
    damaged = stats.load(store)
    damaged["tables"]["collapsi/standard"]["with"] = {"Ben": {"games": 2}}
    assert not stats.valid(damaged)


def test_statistics_of_before_names_still_read():
    from game.table import stats
    data = stats.empty()
    data["tables"]["collapsi/standard"] = stats.empty_table()
    assert stats.valid(data)


def test_the_command_line_names_the_people_of_a_record(tmp_path, capsys):
    from game.cli import main
    table = played(["human", "human"], ["Ana", "Ben"], moves=0)
    while not table.is_over():
        table.play(table.state.legal_moves()[0])
    path = str(tmp_path / "game.json")
    table.record().save(path)
    assert main(["replay", path]) == 0
    out = capsys.readouterr().out
    assert "Ana" in out and "Player 1" not in out
    assert main(["review", path]) == 0
    out = capsys.readouterr().out
    assert "Ana (human)" in out and "Ben (human)" in out
