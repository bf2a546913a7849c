"""Playing a friend through links, on the screens: two instances of the app, each with its own
data folder, pass a game back and forth through links, a computer seat between them, to the
end, for every game; the links a device must refuse (older, of a game finished, forged), with
the reason on the screen and the games kept; a link with moves made for this device's seat
elsewhere asking first, and a second device of the same person taking the game over; and the
check of the computer's moves a link
brings, shown frame by frame on the screen that opens links."""

import os
import random
import time

import pytest

from game.table import links, saves
from game.table.records import Record
from game.table.registry import get_game, registrations
from game.table.session import Table
from game.screens import make_app
from game.ui.friends.share import open_link
from game.ui import page
from game.table import names
from game.table.store import Store
from tests.support.driver import Driver
from tests.support.probes.friends import appended, devices_for, honest

GAMES = [(reg.game.name, reg.friends_variant) for reg in registrations()]


def device(tmp_path, monkeypatch, name):
    monkeypatch.setenv("GAME_TABLE_DATA", str(tmp_path / name))
    names.save(Store(str(tmp_path / name)), "")    # asked before: no name (test_names_ui.py)
    app = make_app([])
    app.fixed_seed = 3
    app.min_think = 0.0
    return app, Driver(app)


def start(app, d, name, variant):
    """Setup: me, the computer (easy), a friend; Start."""
    game = get_game(name)
    app.screens.setup(game)
    setup = app.scene.setup
    setup.variant, setup.players = variant, 3
    setup.fit(game)
    for seat, (kind, level) in zip(setup.seats, [("human", "easy"), ("ai", "easy"),
                                                 ("friend", "easy")], strict=False):
        seat.kind, seat.level = kind, level
    setup.first = 0
    app.scene.build()
    assert "honest friends" in app.scene.first_line()
    d.click("start")
    return app.scene


def play_my_turns(d, scene, choice: int = 0) -> str | None:
    """This device's player moves (legal move number `choice`, mod their count) and the
    computer answers, until the friend is to move: Copy link, and the link sent; None once the
    game is over."""
    while True:
        d.until(lambda: scene.control.human_to_move() or scene.phase.waiting_for_friend()
                or scene.control.over)
        if scene.control.over:
            return None
        if scene.phase.waiting_for_friend():
            assert d.app.scene.find("send-link").visible
            # with no address to link to (natively) it is the game's code, and says so
            site = links.site_base(page.address())
            assert d.app.scene.find("send-link").label == ("Copy link" if site else "Copy code")
            assert scene.control.friend_link().startswith(site) if site else \
                "/" not in scene.control.friend_link()
            d.click("send-link")
            d.run(2)
            sending = scene.phase.sending
            assert sending is not None and sending.state in ("copied", "refused")
            return scene.control.friend_link()
        moves = scene.state.legal_moves()
        d.click_move(moves[choice % len(moves)])
        d.until(lambda: scene.phase.anim is None)


@pytest.mark.parametrize("name,variant", GAMES)
def test_two_apps_play_a_whole_friend_game_through_links(tmp_path, monkeypatch, name, variant):
    home, hd = device(tmp_path, monkeypatch, "home")
    away, ad = device(tmp_path, monkeypatch, "away")
    scene = start(home, hd, name, variant)
    link = play_my_turns(hd, scene)
    players = [(home, hd), (away, ad)]
    turn = 1
    while link is not None:
        app, d = players[turn % 2]
        assert open_link(app, link), app.notice
        d.until(lambda: app.scene.name != "open-link")      # the computer's moves checked
        scene = app.scene
        assert scene.name == "play"
        if len(scene.table.line) > scene.table.cursor:
            assert scene.phase.catching_up()          # the friend's moves are played out first
        d.until(lambda: not scene.phase.catching_up())
        assert scene.table.cursor == len(scene.table.line) == len(links.decode(link).moves)
        link = play_my_turns(d, scene)
        turn += 1
        assert turn < 300
    # the last mover's device has the finished game, and its result box the last move for
    # the friend: their device plays it out, shows the result and files the game too
    final = scene.table.record()
    other, od = players[turn % 2]
    send_the_last_move(d, scene, other, od)
    for app, _ in players:
        history = [e["record"]["moves"] for e in saves.load_history(app.store)]
        assert history == [final.moves]
        assert saves.load_current(app.store, name) == (None, "")
    assert os.path.isdir(tmp_path / "home") and os.path.isdir(tmp_path / "away")


def send_the_last_move(d, scene, other, od) -> None:
    """The game ended on `scene`'s device with a move made there: its result box sends the
    final link, and `other` opens it and sees the end."""
    assert scene.control.over and scene.control.final_link_owed()
    d.until(lambda: scene.control.overlay_visible)
    assert scene.headline.words()[0].startswith("Game over")
    send = d.app.scene.find("send-final")
    assert send is not None and send.label == "Send last move"
    d.click("send-final")
    d.run(2)
    assert scene.phase.sending is not None and scene.phase.sending.state in ("copied", "refused")
    final = scene.table.record()
    assert open_link(other, scene.control.friend_link()), other.notice
    od.until(lambda: other.scene.name == "play")
    seen = other.scene
    assert seen.phase.catching_up() or seen.table.cursor == len(final.moves)
    od.until(lambda: seen.control.overlay_visible)
    assert seen.table.record().moves == final.moves and not seen.control.final_link_owed()
    assert other.scene.find("play-again") is not None      # nothing more to send from here


def last_device(name: str, variant: str, choice: int) -> int:
    """Which device (0: the one that deals, 1: the friend's) makes the last move of the game of
    three `start` deals, when its people play move number `choice` (mod the legal count):
    a computer's move is made on the device of the person who moved before it."""
    game = get_game(name)
    v = game.variants[variant]
    table = Table.deal(game, variant, v.default_options(), ["human", "easy", "friend"], 3)
    device_of = {0: 0, 2: 1}
    last = 0
    while not table.is_over():
        seat = table.state.to_move
        if seat in device_of:
            last = device_of[seat]
            moves = table.state.legal_moves()
            table.play(moves[choice % len(moves)])
        else:
            table.play(table.choose())
    return last


@pytest.mark.parametrize("name,variant", GAMES)
def test_a_friend_game_that_ends_on_either_device_reaches_the_other(tmp_path, monkeypatch,
                                                                   name, variant):
    """A game of three (a person on each device and a computer) played to its end twice: once
    ending on the device that dealt it, once on the friend's; each time the result box sends
    the last move, and both devices file the game under Finished games."""
    endings = {}
    for choice in range(12):
        endings.setdefault(last_device(name, variant, choice), choice)
        if len(endings) == 2:
            break
    assert set(endings) == {0, 1}, endings
    for ending, choice in sorted(endings.items()):
        folder = tmp_path / f"ends-on-{ending}"
        home, hd = device(folder, monkeypatch, "home")
        away, ad = device(folder, monkeypatch, "away")
        players = [(home, hd), (away, ad)]
        scene = start(home, hd, name, variant)
        turn, link = 0, None
        while True:
            app, d = players[turn % 2]
            if turn:
                assert open_link(app, link), app.notice
                d.until(lambda: app.scene.name == "play" and not app.scene.phase.catching_up())
                scene = app.scene
            link = play_my_turns(d, scene, choice)
            if link is None:
                break
            turn += 1
            assert turn < 300
        assert turn % 2 == ending
        other, od = players[1 - turn % 2]
        send_the_last_move(d, scene, other, od)
        final = scene.table.record()
        for app, _ in players:
            assert [e["record"]["moves"] for e in saves.load_history(app.store)] == \
                [final.moves]


def test_an_older_link_is_refused_with_the_game_kept(tmp_path, monkeypatch):
    home, hd = device(tmp_path, monkeypatch, "home")
    away, ad = device(tmp_path, monkeypatch, "away")
    scene = start(home, hd, "spectrangle", "standard")
    first = play_my_turns(hd, scene)
    assert open_link(away, first)
    ad.until(lambda: away.scene.name == "play" and not away.scene.phase.catching_up())
    second = play_my_turns(ad, away.scene)
    assert open_link(home, second)
    hd.until(lambda: home.scene.name == "play" and not home.scene.phase.catching_up())
    held = home.unfinished.record("spectrangle").to_json()
    from game.ui.screen import Viewport
    home.resize(Viewport.of(390, 844))
    home.touch = True
    assert not open_link(home, first)               # the first link again: older
    assert "older than this device's game" in home.scene.notice
    hd.run(1)                                       # on a phone, in two lines: what to do
    assert home.scene.notice_box.lines == [
        "This link cannot be opened: it is older than this",
        "device's game: play on here with Resume"]
    assert home.unfinished.record("spectrangle").to_json() == held


def test_a_link_with_a_move_made_for_this_devices_seat_elsewhere_asks_first(tmp_path,
                                                                           monkeypatch):
    """The friend's link with a move added for this device's own seat (made on another
    device, or forged): asked first, on the menu (a link given at the start) and over the
    Open a link screen; Not now keeps the saved game as it was; the honest link still
    opens."""
    home, hd = device(tmp_path, monkeypatch, "home")
    away, ad = device(tmp_path, monkeypatch, "away")
    first = play_my_turns(hd, start(home, hd, "collecto", "official"))
    assert open_link(away, first)
    ad.until(lambda: away.scene.name == "play" and not away.scene.phase.catching_up())
    honest_link = play_my_turns(ad, away.scene)
    assert open_link(home, honest_link)
    hd.until(lambda: home.scene.name == "play" and not home.scene.phase.catching_up())
    answer = play_my_turns(hd, home.scene)          # home's answer, for away to open
    record = links.decode(answer)
    forged = appended(record, random.Random(1), record_to_move(record))
    number = len(record.moves) + 1
    forged_link = links.encode(forged)
    held = away.unfinished.record("collecto").to_json()
    away.screens.menu()
    assert open_link(away, forged_link)
    assert away.scene.name == "ask" and away.scene.under.name == "menu"
    assert away.scene.title == "Continue as Player 3 on this device?"
    assert away.scene.body.startswith(f"Player 3 played move {number} of this game on "
                                      f"another device. If that was you, play on here")
    ad.click("not-now")
    assert away.scene.name == "menu"
    assert away.unfinished.record("collecto").to_json() == held
    away.screens.link_screen()
    away.scene.type(forged_link)
    ad.key(pygame_key("RETURN"))
    ad.run(2)
    assert away.scene.name == "ask" and away.scene.under.name == "open-link"
    ad.click("not-now")
    assert away.scene.name == "open-link" and away.scene.text == forged_link
    assert not away.scene.problem and away.unfinished.record("collecto").to_json() == held
    away.scene.clear()
    away.scene.type(answer)
    ad.key(pygame_key("RETURN"))
    ad.until(lambda: away.scene.name == "play" and not away.scene.phase.catching_up())
    assert away.scene.table.record().moves == record.moves


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_a_second_device_of_the_same_person_takes_the_game_over(tmp_path, monkeypatch, size):
    """Player 3 opens the game's link on a device of theirs new to it (a laptop): asked
    "Continue as Player 3 on this device?", in words that fit; yes plays it there (saved, the
    moves since Player 3's last move played out first), and its answer opens on the first
    device as any link does."""
    from checks import layout_problems

    from game.ui.screen import Viewport
    home, hd = device(tmp_path, monkeypatch, "home")
    away, ad = device(tmp_path, monkeypatch, "away")
    first = play_my_turns(hd, start(home, hd, "spectrangle", "standard"))
    assert open_link(away, first)
    ad.until(lambda: away.scene.name == "play" and not away.scene.phase.catching_up())
    assert open_link(home, play_my_turns(ad, away.scene))
    hd.until(lambda: home.scene.name == "play" and not home.scene.phase.catching_up())
    link = play_my_turns(hd, home.scene)            # the phone's seat has moved in it
    laptop, ld = device(tmp_path, monkeypatch, "laptop")
    laptop.resize(Viewport.of(*size))
    laptop.screens.link_screen()
    laptop.scene.type(link)
    ld.key(pygame_key("RETURN"))
    ld.run(2)
    assert laptop.scene.name == "ask" and laptop.unfinished.record("spectrangle") is None
    assert laptop.scene.title == "Continue as Player 3 on this device?"
    assert "stop playing it there" in laptop.scene.body
    assert laptop.scene.find("take-over").label == "Continue as Player 3"
    assert not layout_problems(laptop)
    ld.click("take-over")
    ld.until(lambda: laptop.scene.name == "play")
    scene = laptop.scene
    assert scene.table.humans == {2} and scene.table.friends == {0}
    assert laptop.unfinished.record("spectrangle").moves == links.decode(link).moves
    ld.until(lambda: not scene.phase.catching_up())
    answer = play_my_turns(ld, scene)
    assert answer is not None
    assert open_link(home, answer), home.notice
    hd.until(lambda: home.scene.name == "play" and not home.scene.phase.catching_up())
    assert home.scene.table.record().moves == links.decode(answer).moves


def record_to_move(record: Record) -> int:
    return Table.from_record(record).state.to_move


def pygame_key(name: str) -> int:
    import pygame
    return getattr(pygame, f"K_{name}")


def test_the_check_of_the_computers_moves_is_shown_frame_by_frame(tmp_path, monkeypatch):
    """The final link of a whole Coloretto game with two hard computers, opened on a device
    new to it (every computer move made again): the screen that opens links says "Checking
    the computer's moves (k of n)…", k going up over many frames, then the replay opens."""
    seats = ["human", "hard", "hard", "friend"]
    link = list(honest(devices_for(tmp_path / "players", seats),         # the final link
                       Table.deal(get_game("coloretto"), "colors", {}, seats, 8)))[-1][0]
    app, d = device(tmp_path, monkeypatch, "stranger")
    assert open_link(app, link)
    assert app.scene.name == "open-link" and app.scene.text == link
    total = app.scene.opening.receiving.total
    assert total >= 30
    seen, work = [], []
    while app.scene.name == "open-link":
        seen.append(app.scene.checking())
        assert seen[-1].startswith("Checking the computer's moves (")
        assert not app.scene.find("open").enabled
        began = time.process_time()
        d.frame()
        work.append(time.process_time() - began)
        assert len(seen) < 3000
    # no frozen frame: each did a slice of the check (the first also made the screen's art,
    # the last opens the game's screen)
    assert max(work[1:-1]) < 0.1, max(work[1:-1])
    numbers = [int(words.split("(")[1].split(" of ")[0]) for words in seen]
    assert numbers == sorted(numbers) and numbers[0] == 1 and len(set(numbers)) >= 5
    assert seen[-1].endswith(f" of {total})…")
    assert app.scene.name == "play" and app.scene.control.replaying
    assert app.scene.table.humans == frozenset() and app.unfinished.record("coloretto") is None


def test_a_forged_computer_move_is_refused_after_its_check(tmp_path, monkeypatch):
    """The check finds a computer's move that is not the computer's when it reaches it: the
    screen then says which, and nothing is kept."""
    seats = ["human", "medium", "friend"]
    link, to, sender = next(honest(devices_for(tmp_path / "players", seats),
                                   Table.deal(get_game("spectrangle"), "standard", {}, seats,
                                              4)))
    record = links.decode(link)
    assert to == 2 and len(record.moves) == 2
    state = _position(record, 1)
    other = next(m for m in state.legal_moves() if state.format_move(m) != record.moves[1])
    forged = Table.from_record(Record(record.game, record.variant, record.options,
                                      record.players, record.seed, record.setup,
                                      record.moves[:1]))
    forged.play(other)
    app, d = device(tmp_path, monkeypatch, "away")
    app.screens.link_screen()
    app.scene.type(links.encode(forged.record()))
    d.key(pygame_key("RETURN"))
    d.until(lambda: app.scene.opening is None)
    assert app.scene.name == "open-link"
    assert f"the computer's move 2 would be {record.moves[1]}, the link says " \
           f"{state.format_move(other)}" in app.scene.problem
    assert app.unfinished.record("spectrangle") is None


def _position(record: Record, moves: int):
    return Table.from_record(Record(record.game, record.variant, record.options,
                                    record.players, record.seed, record.setup,
                                    record.moves[:moves])).state


def test_links_of_a_finished_game_leave_the_game_in_progress_alone(tmp_path, monkeypatch):
    """After a friend game has ended, an older link of it is refused and its final link
    opens the replay with this device's own seat: the game started since stays saved, and
    Finished games holds the game once."""
    seats = ["human", "easy", "friend"]
    folder = tmp_path / "devices"
    devices = devices_for(folder, seats)
    opened = []
    for link, to, _sender in honest(devices, Table.deal(get_game("collapsi"), "big", {},
                                                       seats, 5)):
        if to == 2:
            opened.append(link)
    final = link
    monkeypatch.setenv("GAME_TABLE_DATA", str(folder / "seat2"))
    app = make_app([])
    d = Driver(app)
    newer = Table.deal(get_game("collapsi"), "big", {}, ["human", "easy", "easy"], 6)
    newer.play(newer.state.legal_moves()[0])
    newer.save(app.store)
    kept = (app.unfinished.record("collapsi").to_json(), saves.load_history(app.store))
    assert len(kept[1]) == 1
    assert not open_link(app, opened[0])
    assert "this device finished this game" in app.scene.notice
    assert (app.unfinished.record("collapsi").to_json(), saves.load_history(app.store)) == kept
    assert open_link(app, final)
    d.until(lambda: app.scene.name != "open-link")
    assert app.scene.name == "play" and app.scene.control.replaying
    assert app.scene.table.humans == {2} and app.scene.table.friends == {0}
    d.run(5)
    app.screens.menu()
    assert (app.unfinished.record("collapsi").to_json(), saves.load_history(app.store)) == kept


def test_the_take_over_question_names_the_moves_and_fits_an_ended_game(tmp_path, monkeypatch):
    """Moves made elsewhere named by number (counted past three); a link whose game is over
    asks to see the end here; yes does what it was given, Not now goes back."""
    from game.table.friends import TakeOver
    from game.ui.friends.openlink import ask_take_over, moves_words
    assert [moves_words(n) for n in ([4], [4, 6], [4, 6, 8], [4, 6, 8, 10])] == \
        ["move 4", "moves 4 and 6", "moves 4, 6 and 8", "4 moves from move 4"]
    app, d = device(tmp_path, monkeypatch, "phone")
    app.screens.menu()
    menu, taken = app.scene, []
    ask_take_over(app, TakeOver(1, "Player 2", [40, 42], "b2", False, over=True), menu,
                  lambda: taken.append(True))
    assert app.scene.title == "See the end as Player 2 on this device?"
    assert app.scene.body.startswith("Player 2 played moves 40 and 42 of this game on another "
                                     "device. If that was you, see the end here")
    assert app.scene.find("take-over").label == "See the end"
    d.click("not-now")
    assert app.scene is menu and not taken
    ask_take_over(app, TakeOver(1, "Player 2", [40], "b2", True), menu,
                  lambda: taken.append(True))
    assert app.scene.title == "Continue as Player 2 on this device?"
    d.click("take-over")
    assert taken == [True]
