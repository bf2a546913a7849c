"""Playing a friend through links, on the screens: two instances of the app, each with its own
data folder, pass a game back and forth through links, a computer seat between them, to the
end, for every game; and a link the second device must refuse."""

import os

import pytest

from game.table import links, saves
from game.table.registry import get_game
from game.screens import make_app
from game.ui.share import open_link
from tools.driver import Driver

GAMES = [("collapsi", "big"), ("collecto", "official"), ("coloretto", "colors"),
         ("spectrangle", "standard")]


def device(tmp_path, monkeypatch, name):
    monkeypatch.setenv("GAME_TABLE_DATA", str(tmp_path / name))
    app = make_app([])
    app.fixed_seed = 3
    app.min_think = 0.0
    return app, Driver(app)


def start(app, d, name, variant):
    """Setup: me, the computer (easy), a friend; Start."""
    game = get_game(name)
    app.open_setup(game)
    setup = app.scene.setup
    setup.variant, setup.players = variant, 3
    setup.fit(game)
    for seat, (kind, level) in zip(setup.seats, [("human", "easy"), ("ai", "easy"),
                                                 ("friend", "easy")]):
        seat.kind, seat.level = kind, level
    setup.first = 0
    app.scene.build()
    assert "honest friends" in app.scene.first_line()
    d.click("start")
    return app.scene


def play_my_turns(d, scene) -> str | None:
    """This device's player moves (the first legal move) and the computer answers, until the
    friend is to move: Copy link, and the link sent; None once the game is over."""
    while True:
        d.until(lambda: scene.human_to_move() or scene.waiting_for_friend() or scene.over)
        if scene.over:
            return None
        if scene.waiting_for_friend():
            assert d.app.scene.find("send-link").visible
            d.click("send-link")
            d.run(2)
            assert scene.copying is not None and scene.copying.state in ("copied", "refused")
            return scene.friend_link()
        d.click_move(scene.state.legal_moves()[0])
        d.until(lambda: scene.anim is None)


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
        scene = app.scene
        assert scene.name == "play"
        if len(scene.table.line) > scene.table.cursor:
            assert scene.catching_up()          # the friend's moves are played out first
        d.until(lambda: not scene.catching_up())
        assert scene.table.cursor == len(scene.table.line) == len(links.decode(link).moves)
        link = play_my_turns(d, scene)
        turn += 1
        assert turn < 300
    # the last mover's device has the finished game; the other gets it with the last link
    final = scene.table.record()
    other, od = players[turn % 2]
    if not saves.load_history(other.store):
        assert open_link(other, links.encode(final))
        od.until(lambda: not other.scene.catching_up())
    for app, _ in players:
        history = [e["record"]["moves"] for e in saves.load_history(app.store)]
        assert history == [final.moves]
        assert saves.load_current(app.store, name) == (None, "")
    assert os.path.isdir(tmp_path / "home") and os.path.isdir(tmp_path / "away")


def test_an_older_link_is_refused_with_the_game_kept(tmp_path, monkeypatch):
    home, hd = device(tmp_path, monkeypatch, "home")
    away, ad = device(tmp_path, monkeypatch, "away")
    scene = start(home, hd, "spectrangle", "standard")
    first = play_my_turns(hd, scene)
    assert open_link(away, first)
    ad.until(lambda: not away.scene.catching_up())
    second = play_my_turns(ad, away.scene)
    assert open_link(home, second)
    hd.until(lambda: not home.scene.catching_up())
    held = home.in_progress("spectrangle").to_json()
    assert not open_link(home, first)               # the first link again: older
    assert "older than the game on this device" in home.scene.notice
    assert home.in_progress("spectrangle").to_json() == held
