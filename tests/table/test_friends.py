"""Playing a friend through links (game/table/friends.py): two devices, each with its own
saves, pass a game back and forth through links, a computer seat between them, to the end;
and the links a device must refuse."""

import random

import pytest

from game.table import friends, links, saves
from game.table.records import RecordError
from game.table.registry import get_game
from game.table.session import Table
from game.table.store import Store

# a variant of every game with three seats: this device, the computer, a friend
GAMES = [("collapsi", "big"), ("collecto", "official"), ("coloretto", "colors"),
         ("spectrangle", "standard")]


class Device:
    """A device: its own saves; its people play the first legal move, or a random one."""

    def __init__(self, folder, seed):
        self.store = Store(str(folder))
        self.rng = random.Random(seed)
        self.opened = []            # what each link showed as news: (from move, moves then)

    def play(self, table: Table) -> str:
        """Play until a friend is to move (or the end), save, and give the link to send."""
        while not table.is_over() and not table.friend_to_move():
            if table.ai_to_move():
                table.play(table.choose())
            else:
                assert table.state.to_move in table.humans
                table.play(self.rng.choice(table.state.legal_moves()))
            table.save(self.store)
        return links.encode(table.record(), site="https://games.example.net/")

    def open(self, link: str) -> Table:
        held, problem = saves.load_current(self.store, links.decode(link).game)
        assert problem == ""
        received = friends.receive(links.decode(link), held)
        table = received.table
        self.opened.append((received.news_from, len(table.played)))
        table.save(self.store)
        return table


@pytest.mark.parametrize("name,variant", GAMES)
def test_two_devices_play_a_whole_game_through_links(tmp_path, name, variant):
    game = get_game(name)
    seed = 11
    home, away = Device(tmp_path / "home", 1), Device(tmp_path / "away", 2)
    table = Table.deal(game, variant, {}, ["human", "easy", "friend"], seed)
    link = home.play(table)
    devices = [home, away]
    turn, passes = 1, 0
    while True:
        device = devices[turn % 2]
        table = device.open(link)
        passes += 1
        # each device plays its own seat throughout: home seat 0, away seat 2
        assert table.humans == {0 if device is home else 2}
        assert table.friends == {2 if device is home else 0} and table.computers == (1,)
        if table.is_over():
            break
        # the device plays the seat to move, the computer seat answers there
        assert table.state.to_move in table.humans
        link = device.play(table)
        turn += 1
        assert passes < 400
    # both devices see the same finished game; it is in each one's finished games, once
    final = table.record()
    assert final.result is not None
    other = devices[(turn + 1) % 2]
    last = other.open(link) if not saves.load_history(other.store) else None
    for device in devices:
        history = [e["record"] for e in saves.load_history(device.store)]
        assert [r["moves"] for r in history] == [final.moves]
        assert saves.load_current(device.store, name) == (None, "")
    if last is not None:
        assert last.record().moves == final.moves
    assert passes >= 3
    # the news shown on opening start after the device's own last move
    for device in devices:
        for news_from, moves in device.opened[1:]:
            assert 0 < news_from <= moves


def game_at(moves, seats=("human", "easy", "friend"), seed=5):
    table = Table.deal(get_game("spectrangle"), "standard", {}, list(seats), seed)
    rng = random.Random(3)
    for _ in range(moves):
        table.play(table.choose() if table.ai_to_move() else rng.choice(
            table.state.legal_moves()))
    return table


def test_a_friend_link_opened_for_the_first_time_gives_this_device_the_seat_to_move():
    table = game_at(5)
    while not table.friend_to_move():
        table.play(table.state.legal_moves()[0])
    received = friends.receive(links.decode(links.encode(table.record())), None)
    seats = received.table.seats
    assert seats[table.state.to_move] == "human"
    assert [s for s in seats if s == "friend"] == ["friend"]       # the sender's seat
    assert seats[1] == "easy"
    # the news: the moves since that seat last moved
    seat = table.state.to_move
    last = max(i for i, e in enumerate(table.played) if e.seat == seat)
    assert received.news_from == last + 1 < len(table.played)


def test_an_older_link_is_refused_and_the_game_kept():
    held = game_at(9).record()
    old = links.encode(game_at(6).record())
    with pytest.raises(RecordError, match=r"older than the game on this device \(it has 6 "
                                          r"moves, this device 9\): your game is kept"):
        friends.receive(links.decode(old), held)


def test_a_link_whose_moves_differ_is_refused_and_the_game_kept():
    held = game_at(8)
    other = game_at(5)
    legal = other.state.legal_moves()
    mine = held.record().moves[5]
    other.play(next(m for m in legal if other.state.format_move(m) != mine))
    with pytest.raises(RecordError, match="differ from the game on this device from move 6"):
        friends.receive(links.decode(links.encode(other.record())), held.record())


def test_the_same_state_again_opens_as_it_is():
    held = game_at(7).record()
    again = friends.receive(links.decode(links.encode(game_at(7).record())), held)
    assert again.table.record().to_json() == held.to_json()


def test_another_game_of_the_same_game_is_a_first_visit():
    held = game_at(7).record()
    other = game_at(4, seed=6)
    assert not friends.same_game(other.record(), held)
    received = friends.receive(links.decode(links.encode(other.record())), held)
    assert len(received.table.played) == 4


def test_a_friend_seat_is_neither_a_computer_nor_played_here():
    table = game_at(0)
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
    record = game_at(6).record()
    assert friends.is_friend_game(record)
    assert links.decode(links.encode(record)).players == ["human", "easy", "friend"]
