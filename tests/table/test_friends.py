"""Playing a friend through links (game/table/friends.py, docs/friends.md): devices, each with
its own data folder, pass a game around through links, computer seats between them, to the
end, for every game; a person's second device taking a game over (asked first); and the links
a device must refuse: a move for its own seat without its person's word, a computer's move
that is not the computer's, a change to the moves it holds, an older link (of a game in
progress or finished), while a third person's move newer than it holds is taken, as the
document says.  The devices and forgeries are the hostile probe's
(tests/support/probes/friends.py)."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai.agent import choose
from game.table import friends, links, saves
from game.table.records import Record, RecordError
from game.table.registry import get_game
from game.table.seats import make_agent, move_seed, seat_seed
from game.table.session import Table
from tests.support.probes.friends import (Device, appended, devices_for, honest, mover_seats,
                                  play_on, replaced, sender_table)

# a variant of every game with three and four seats
GAMES = [("collapsi", "big"), ("collecto", "official"), ("coloretto", "colors"),
         ("spectrangle", "standard")]
NAMES = [name for name, _ in GAMES]
THREE = ["human", "easy", "friend"]                 # this device, the computer, a friend
FOUR = ["human", "easy", "friend", "friend"]        # ... and a third person


def deal(name, seats=THREE, seed=3, level=None):
    variant = dict(GAMES)[name]
    seats = [level if level and s not in ("human", "friend") else s for s in seats]
    return Table.deal(get_game(name), variant, {}, list(seats), seed)


def until_held(devices, table, want=lambda link, to: True):
    """The honest game's links up to the first that goes to a device already holding the
    game and meets `want`: (the link, the receiving seat, the sender's seat), the link not
    yet opened."""
    for link, to, sender in honest(devices, table):
        if devices[to].held(table.game.name) is not None and want(link, to):
            return link, to, sender
    raise AssertionError("no such link in the game")


def adds_a_computer_move(devices):
    """A link whose new moves (beyond what the receiver holds) hold a computer's move with
    another legal move beside it."""
    def want(link, to):
        return bool(computer_moves(devices[to], link))
    return want


def computer_moves(device, link):
    """The computer's moves a link adds for `device` that had a choice."""
    record = links.decode(link)
    held = device.held(record.game)
    have = len(held.moves) if held is not None else 0
    table = Table.from_record(record)
    movers = mover_seats(record)
    out = []
    for index in range(have, len(record.moves)):
        if table.is_ai(movers[index]):
            table.seek(index)
            if len(table.state.legal_moves()) > 1:
                out.append(index)
    return out


def refused(device, link, match):
    """`link` refused by `device` with words matching `match`, its saves as they were."""
    game = links.decode(link).game
    before = device.holds(game)
    with pytest.raises(RecordError, match=match):
        device.open(link)
    assert device.holds(game) == before


# --- the computer's moves in a friend game -------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_a_computer_move_in_a_friend_game_is_the_fresh_agent_of_the_move_rule(name):
    """A function of the record alone: seats.move_seed of the deal, the seat and the move's
    number, a fresh agent each move."""
    table = deal(name, level="medium")
    rng = random.Random(1)
    checked = 0
    while not table.is_over() and checked < 4:
        if table.ai_to_move():
            seat, number = table.state.to_move, table.cursor + 1
            expected = choose(make_agent(name, "medium", move_seed(3, seat, number)),
                              table.state)
            assert table.choose() == expected
            assert table.agent(seat) is not table.agent(seat)       # fresh every time
            table.play(expected)
            checked += 1
        else:
            table.play(rng.choice(table.state.legal_moves()))
    assert checked == 4
    assert move_seed(11, 1, 7) == seat_seed(11, 1) * 1000 + 7


def test_a_game_without_a_friend_keeps_its_agents_across_moves():
    """As before friend games: one agent per seat, kept with what it searched and drew."""
    table = deal("spectrangle", seats=["human", "medium", "easy"])
    agent = table.agent(1)
    moved = 0
    while moved < 2:
        moved += table.state.to_move == 1
        table.play(table.choose() if table.ai_to_move() else table.state.legal_moves()[0])
    assert table.agent(1) is agent


SENDER = """
from game.table import links
from game.table.registry import get_game
from game.table.session import Table
for name, variant in [("collapsi", "big"), ("collecto", "official"), ("coloretto", "colors"),
                      ("spectrangle", "standard")]:
    table = Table.deal(get_game(name), variant, {}, ["human", "expert", "friend", "hard"], 5)
    while len(table.line) < 8 and not table.is_over():
        table.play(table.choose() if table.ai_to_move() else table.state.legal_moves()[-1])
    print(links.encode(table.record()))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly starts no process")
def test_another_process_makes_the_same_computer_moves():
    """A device is another Python process, with its own hash seed: the links of a sender
    running with PYTHONHASHSEED=1234 are checked here, every computer move made again (a
    first visit), at the expert and hard levels."""
    sent = subprocess.run([sys.executable, "-c", SENDER], capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONHASHSEED": "1234"},
                          cwd=Path(__file__).parents[2])
    got = sent.stdout.split()
    assert len(got) == 4
    for link in got:
        record = links.decode(link)
        # a device that holds the deal with no move yet and no seat of its own: it checks
        # every computer move
        watcher = Record(record.game, record.variant, record.options,
                         ["friend" if p in ("human", "friend") else p for p in record.players],
                         record.seed, record.setup, [])
        receiving = friends.Receiving(record, watcher)
        assert receiving.total >= 3 and {c.level for c in receiving.checks} == {"expert", "hard"}
        assert receiving.finish().table.record().moves == record.moves


# --- honest links --------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_two_devices_play_a_whole_game_through_links(tmp_path, name):
    table = deal(name)
    devices = devices_for(tmp_path, THREE)
    passes = 0
    for link, to, sender in honest(devices, table):
        received = devices[to].receive(link)
        # each device plays its own seat throughout: seat 0 and seat 2; the computer seat 1
        assert received.table.humans == {to} and received.table.friends == {sender}
        assert received.table.computers == (1,)
        if not received.table.is_over():
            assert received.table.state.to_move == to
            assert 0 < received.news_from <= len(received.table.played) or \
                devices[to].held(name) is None
        passes += 1
        assert passes < 400
    final = links.decode(link)
    assert final.result is not None and passes >= 3
    # both devices have the finished game, once, in their own view; neither keeps a save
    for seat, device in devices.items():
        history = [Record.from_json(e["record"]) for e in saves.load_history(device.store)]
        assert [r.moves for r in history] == [final.moves]
        assert history[0].players[seat] == "human" and history[0].players.count("human") == 1
        assert saves.in_progress(device.store, name) == []


@pytest.mark.parametrize("name", NAMES)
def test_three_devices_play_a_whole_game_through_links(tmp_path, name):
    """Three people and a computer: every link goes on to whoever is next, each device
    keeps its own seat, and all three end with the game in Finished games."""
    table = deal(name, seats=FOUR)
    devices = devices_for(tmp_path, FOUR)
    assert set(devices) == {0, 2, 3}
    senders = set()
    for link, to, sender in honest(devices, table):
        received = devices[to].receive(link)
        assert received.table.humans == {to}
        assert received.table.friends == {0, 2, 3} - {to}
        senders.add((sender, to))
    assert len(senders) >= 3           # links went between more than two of them
    final = links.decode(link)
    for seat, device in devices.items():
        history = [Record.from_json(e["record"]) for e in saves.load_history(device.store)]
        assert [r.moves for r in history] == [final.moves]
        assert [s for s, p in enumerate(history[0].players) if p == "human"] == [seat]


def test_a_friend_link_opened_for_the_first_time_gives_this_device_the_seat_to_move(tmp_path):
    table = deal("spectrangle")
    devices = devices_for(tmp_path, THREE)
    link, to, sender = next(honest(devices, table))
    received = friends.receive(links.decode(link))
    assert received.table.seats == ("friend", "easy", "human") and to == 2
    assert received.holds is None
    assert received.news_from == 0 < len(received.table.played)     # all of it is news


def test_the_same_state_again_opens_as_it_is(tmp_path):
    devices = devices_for(tmp_path, THREE)
    link, to, _ = until_held(devices, deal("spectrangle"))
    devices[to].open(link)
    held = devices[to].held("spectrangle")
    again = devices[to].receive(link)
    assert again.table.record().to_json() == held.to_json() and again.holds == friends.CURRENT


def test_another_game_of_the_same_game_is_a_first_visit(tmp_path):
    devices = devices_for(tmp_path, THREE)
    link, to, _ = until_held(devices, deal("spectrangle"))
    other = deal("spectrangle", seed=12)
    play_on(other, random.Random(2), to)
    received = devices[to].receive(links.encode(other.record()))
    assert received.holds is None and received.table.humans == {to}


def test_a_friend_seat_is_neither_a_computer_nor_played_here():
    table = deal("spectrangle")
    assert table.friends == {2} and table.computers == (1,) and table.humans == {0}
    assert not table.is_ai(2)
    while not table.friend_to_move():
        table.play(table.choose() if table.ai_to_move() else table.state.legal_moves()[0])
    assert not table.ai_to_move() and table.think(0.01) is None
    assert not table.can_undo()               # the link may be on its way
    table.play(table.state.legal_moves()[0])  # the friend's move, as a link brings it
    while table.ai_to_move():
        table.play(table.choose())
    assert not table.can_undo()               # never past a friend's move


def test_a_friend_game_round_trips_through_links_and_records():
    record = deal("spectrangle").record()
    assert friends.is_friend_game(record)
    assert links.decode(links.encode(record)).players == ["human", "easy", "friend"]


# --- the same person on a second device ----------------------------------------------------------
def to_a_seat_that_has_moved(game, seat):
    """The first link of `game` (honest()) that goes to `seat` once it has moved: the link,
    not yet opened; `game` goes on from there."""
    for link, to, _sender in game:
        if to == seat and seat in mover_seats(links.decode(link)):
            return link
    raise AssertionError("no such link in the game")


@pytest.mark.parametrize("name", NAMES)
def test_a_second_device_of_the_same_person_takes_the_game_over_from_a_link(tmp_path, name):
    """Player 3 opens a link of the game on a device new to it (a laptop), their phone
    holding the game: asked first (nothing kept), then, with their word, the laptop plays
    Player 3 to the end, its links taken on the first device; the phone, once it gets the
    final link, takes it over again with its person's word (the game then finished there)."""
    devices = devices_for(tmp_path, THREE)
    game = honest(devices, deal(name))
    link = to_a_seat_that_has_moved(game, 2)
    record = links.decode(link)
    phone, laptop = devices[2], Device(tmp_path / "laptop", 7)
    with pytest.raises(friends.TakeOver) as asked:
        laptop.open(link)
    offer = asked.value
    mine = [n + 1 for n, seat in enumerate(mover_seats(record)) if seat == 2]
    assert (offer.seat, offer.name, offer.moves, offer.first_visit, offer.over) == \
        (2, "Player 3", mine, True, False)
    assert laptop.holds(name) == (None, [])
    laptop.take_over = True
    received = laptop.receive(link)
    assert received.holds is None and list(received.table.seats) == ["friend", "easy", "human"]
    assert received.table.record().moves == record.moves
    assert received.news_from == mine[-1]       # the news: since Player 3's last move
    devices[2] = laptop
    *_, (last, _to, _sender) = game             # played to the end, Player 3 on the laptop
    final = links.decode(last)
    assert final.result is not None
    for device in (devices[0], laptop):
        assert device.holds(name)[0] is None
        assert [r["moves"] for r in device.holds(name)[1]] == [final.moves]
    assert phone.held(name) is not None         # the phone stopped where it was
    with pytest.raises(friends.TakeOver) as asked:
        phone.open(links.encode(final))
    assert (asked.value.seat, asked.value.first_visit, asked.value.over) == (2, False, True)
    phone.take_over = True
    assert list(phone.open(links.encode(final)).seats) == ["friend", "easy", "human"]
    assert phone.held(name) is None and \
        [r["moves"] for r in phone.holds(name)[1]] == [final.moves]


def test_a_game_played_on_two_devices_of_one_person_is_refused_where_it_forks(tmp_path):
    """Player 3's laptop takes the game over and plays on; the phone, given the same link,
    plays another move: its link is refused on the first device (which holds the laptop's
    move: it goes on there), and the laptop's next link on the phone says to play on
    from the laptop.  The saves are kept."""
    devices = devices_for(tmp_path, THREE)
    game = honest(devices, deal("collecto"))
    link = to_a_seat_that_has_moved(game, 2)
    phone, laptop = devices[2], Device(tmp_path / "laptop", 7)
    laptop.take_over = True
    devices[2] = laptop
    to_a_seat_that_has_moved(game, 2)           # the laptop played, then the first device
    table = phone.open(link)                    # the phone, given the same link, plays too
    at = len(table.line)
    moves = table.state.legal_moves()
    laptops = devices[0].held("collecto").moves[at]
    table.play(next(m for m in moves if table.state.format_move(m) != laptops))
    phones = table.record().moves[at]
    table.save(phone.store)
    forked = links.encode(table.record())
    refused(devices[0], forked, rf"^move {at + 1} went two ways \({phones}, here {laptops}\): "
                                rf"play on here with Resume$")
    newer = links.encode(devices[0].held("collecto"))
    refused(phone, newer, rf"^move {at + 1} went two ways \({laptops}, here {phones}\): "
                          rf"play on where {laptops} was played$")


# --- forgeries -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_a_move_for_the_receivers_own_seat_is_refused_without_its_persons_word(tmp_path,
                                                                              name):
    """The friend's move, a move for the receiver's seat, the friend's next moves: refused
    (TakeOver: its person is asked whether they made it on another device), the saved game
    kept; the honest link is still taken after it."""
    devices = devices_for(tmp_path, THREE)
    link, to, sender = until_held(devices, deal(name))
    record = links.decode(link)
    forged = appended(record, random.Random(3), to)
    assert len(forged.moves) > len(record.moves)
    number = len(record.moves) + 1
    refused(devices[to], links.encode(forged),
            rf"its move {number} \(.+\) is for Player {to + 1}, played on another device: "
            rf"take the game over here to go on from it")
    assert devices[to].open(link).record().moves == record.moves


@pytest.mark.parametrize("name", NAMES)
def test_a_move_for_the_seat_a_first_visit_takes_is_refused_without_its_persons_word(
        tmp_path, name):
    devices = devices_for(tmp_path, THREE)
    link, to, sender = next(honest(devices, deal(name)))
    assert devices[to].held(name) is None
    forged = appended(links.decode(link), random.Random(3), to)
    with pytest.raises(friends.TakeOver, match=rf"is for Player {to + 1}, played on another "
                                               rf"device: take the game over here") as asked:
        devices[to].open(links.encode(forged))
    assert asked.value.first_visit and devices[to].holds(name) == (None, [])


@pytest.mark.parametrize("name", NAMES)
def test_a_computer_move_that_is_not_the_computers_is_refused(tmp_path, name):
    devices = devices_for(tmp_path, THREE)
    link, to, sender = until_held(devices, deal(name), adds_a_computer_move(devices))
    record = links.decode(link)
    index = computer_moves(devices[to], link)[0]
    forged = replaced(record, index, random.Random(4), to)
    refused(devices[to], links.encode(forged),
            rf"the computer's move {index + 1} would be {record.moves[index]}, the link says "
            rf"{forged.moves[index]}: your game is kept as it is")
    assert devices[to].open(link).record().moves == record.moves


@pytest.mark.parametrize("name", NAMES)
def test_a_first_visit_makes_every_computer_move_again(tmp_path, name):
    """A device new to the game checks every computer move of the link, and refuses one
    that is not the computer's."""
    table = deal(name, seats=["human", "easy", "medium", "friend"])
    devices = devices_for(tmp_path, table.seats)
    link, to, sender = next(honest(devices, table))
    record = links.decode(link)
    assert to == 3 and mover_seats(record)[1:3] == [1, 2]
    receiving = friends.Receiving(record)
    assert [(c.number, c.seat, c.level) for c in receiving.checks] == \
        [(n + 1, s, table.seats[s]) for n, s in enumerate(mover_seats(record)) if s in (1, 2)]
    assert receiving.finish().table.humans == {3}
    index = next(i for i in (2, 1) if len(sender_table(record, i).state.legal_moves()) > 1)
    forged = replaced(record, index, random.Random(4), to)
    refused(devices[to], links.encode(forged), f"the computer's move {index + 1} would be")


def test_an_experts_move_that_is_not_the_experts_is_refused(tmp_path):
    """Coloretto's expert, as the independent probe found it: the expert would play one
    move, the link says another."""
    devices = devices_for(tmp_path, THREE)
    link, to, sender = until_held(devices, deal("coloretto", level="expert"),
                                        adds_a_computer_move(devices))
    record = links.decode(link)
    index = computer_moves(devices[to], link)[0]
    forged = replaced(record, index, random.Random(5), to)
    receiving = friends.Receiving(links.decode(links.encode(forged)),
                                  devices[to].held("coloretto"))
    assert receiving.total >= 1 and receiving.checks[0].level == "expert"
    steps = 0
    with pytest.raises(RecordError, match=rf"the computer's move {index + 1} would be "
                                          rf"{record.moves[index]}, the link says "
                                          rf"{forged.moves[index]}"):
        while not receiving.step(0.002):
            steps += 1
    assert steps >= 1                  # a search of several slices, not one block
    with pytest.raises(RecordError):   # and refused again if stepped on
        receiving.step(0.002)
    assert devices[to].open(link).record().moves == record.moves


@pytest.mark.parametrize("name", NAMES)
def test_a_change_to_a_move_the_receiver_holds_is_refused_whoever_made_it(tmp_path, name):
    """Three people: a move of the third person that the receiver holds cannot be changed."""
    devices = devices_for(tmp_path, FOUR)
    table = deal(name, seats=FOUR)

    def holds_a_third_persons_move(link, to):
        held = devices[to].held(name)
        movers = mover_seats(held)
        return any(seat not in (to, 1) for seat in movers)
    link, to, sender = until_held(devices, table, holds_a_third_persons_move)
    held = devices[to].held(name)
    record = links.decode(link)
    index = next(i for i, seat in enumerate(mover_seats(held)) if seat not in (to, 1))
    forged = replaced(record, index, random.Random(6), to)
    refused(devices[to], links.encode(forged),
            rf"^move {index + 1} went two ways \({forged.moves[index]}, here "
            rf"{record.moves[index]}\): play on here with Resume$")


@pytest.mark.parametrize("name", NAMES)
def test_a_third_persons_move_newer_than_the_receiver_holds_is_taken(tmp_path, name):
    """What docs/friends.md says one friend can still forge for another: the receiver has
    nothing to check a third person's newer move against, so it takes it."""
    devices = devices_for(tmp_path, FOUR)

    def third(link, to, sender):
        """The new moves of the link made by neither the receiver, the sender nor the
        computer."""
        held = devices[to].held(name)
        return [i for i, seat in enumerate(mover_seats(links.decode(link)))
                if held is not None and i >= len(held.moves) and seat not in (to, 1, sender)]
    link, to, sender = next(sent for sent in honest(devices, deal(name, seats=FOUR))
                            if third(*sent))
    record = links.decode(link)
    index = third(link, to, sender)[0]
    forged = replaced(record, index, random.Random(7), to)
    assert forged.moves[index] != record.moves[index]
    received = devices[to].receive(links.encode(forged))
    assert received.holds == friends.CURRENT and received.table.humans == {to}
    assert received.table.record().moves == forged.moves


# --- older links, of a game in progress or finished ---------------------------------------------
def test_an_older_link_is_refused_and_the_game_kept(tmp_path):
    devices = devices_for(tmp_path, THREE)
    opened = {0: [], 2: []}
    for link, to, _sender in honest(devices, deal("spectrangle")):
        opened[to].append(link)
        if len(opened[to]) == 3:
            break
    devices[to].open(link)
    assert len(links.decode(opened[to][0]).moves) < len(devices[to].held("spectrangle").moves)
    old = opened[to][0]
    refused(devices[to], old,
            "^it is older than this device's game: play on here with Resume$")


@pytest.mark.parametrize("name", NAMES)
def test_an_older_link_of_a_finished_game_is_refused(tmp_path, name):
    """Once the game is over (its save cleared, the game in Finished games) an older link is
    refused as before it ended, whether the device has started another game since or not;
    the final link again opens the finished game with this device's own seats, as a replay:
    nothing kept, the game in progress left alone."""
    devices = devices_for(tmp_path, THREE)
    opened = {0: [], 2: []}
    for link, to, _sender in honest(devices, deal(name)):
        opened[to].append(link)
    final = link
    for seat, device in devices.items():
        assert device.held(name) is None and len(device.holds(name)[1]) == 1
        for old in opened[seat]:
            if old == final:
                continue
            refused(device, old, "^this device finished this game: see it in Finished "
                                 "games$")
        again = device.receive(final)
        assert again.holds == friends.FINISHED and again.table.humans == {seat}
        before = device.holds(name)
        again.keep(device.store)
        assert device.holds(name) == before
    # a new game in progress on one device: an old link leaves it alone, so does the final
    device = devices[2]
    new = Device(tmp_path / "seat2", 9)
    table = deal(name, seed=4)
    new.play(table)
    assert device.held(name) is not None
    before = device.holds(name)
    refused(device, opened[2][0], "this device finished this game")
    again = device.receive(final)
    again.keep(device.store)
    assert again.holds == friends.FINISHED and device.holds(name) == before


def test_a_finished_game_this_device_never_held_is_only_replayed(tmp_path):
    """Nobody's seat is this device's, and nothing is kept: the game saved here, another one,
    stays."""
    devices = devices_for(tmp_path, THREE)
    link = list(honest(devices, deal("collecto")))[-1][0]      # the final link
    stranger = Device(tmp_path / "stranger", 5)
    mine = deal("collecto", seed=50)
    stranger.play(mine)
    before = stranger.holds("collecto")
    received = stranger.receive(link)
    assert received.holds is None and received.table.is_over()
    assert received.table.humans == frozenset() and received.table.friends == {0, 2}
    received.keep(stranger.store)
    assert stranger.holds("collecto") == before
