"""Games in progress, plural: every friend game keeps its own save beside the game against the
computer and the solo puzzle; the menu lists them, each resumes and receives its own links,
and a new game asks only about the game it would replace (game/table/saves.py key_of)."""

from __future__ import annotations

import os

import pytest
from checks import layout_problems

from game.screens import make_app
from game.table import friends, links, names, saves
from game.table.registry import get_game
from game.table.session import Table
from game.ui.widgets.ask import AskScene
from game.ui.menu.chooser import ChooserScene
from game.ui.play.scene import PlayScene
from game.ui.friends.openlink import Opening
from tests.support.driver import Driver

COLLAPSI = get_game("collapsi")


def friend_game(seed: int, moves: int = 2) -> Table:
    """A Collapsi game with a friend, this device seat 0, after `moves` moves (the friend
    to move when `moves` is odd)."""
    table = Table.deal(COLLAPSI, "standard", {}, ["human", "friend"], seed)
    for _ in range(moves):
        table.play(table.state.legal_moves()[0])
    return table


def friends_link(table: Table) -> str:
    """The link the friend sends after their move: this game with one more move."""
    assert table.seats[table.state.to_move] == "friend"
    theirs = Table.from_record(table.record())
    theirs.play(theirs.state.legal_moves()[-1])
    return links.encode(theirs.record())


def opened(app, link: str) -> None:
    opening = Opening(app, link)
    while not opening.step(1.0):
        pass
    opening.open()


@pytest.fixture
def three(tmp_path):
    """Two friend games and a game against the computer of Collapsi, saved."""
    from game.table.store import Store
    store = Store(str(tmp_path / "data"))
    games = [friend_game(11, 1), friend_game(12, 3), friend_game(13, 2)]
    computer = Table.deal(COLLAPSI, "standard", {}, ["human", "hard"], 14)
    computer.play(computer.state.legal_moves()[0])
    for table in [*games, computer]:
        assert saves.save_current(store, table.record())
    names.save(store, "")       # the person was asked their name (test_names_ui.py)
    return games, computer


def test_two_friend_games_and_a_computer_game_are_kept_listed_and_resumed(three):
    games, computer = three
    keys = [saves.key_of(t.record()) for t in [*games, computer]]
    assert len(set(keys)) == 4 and keys[-1] == "save-collapsi"
    assert all(k.startswith("save-collapsi-friend-") for k in keys[:3])
    app = make_app([])
    d = Driver(app)
    d.run(2)
    menu = app.scene
    assert menu.counts["collapsi"] == 4
    assert menu.resumes["collapsi"].startswith("4 games in progress · 1 waiting")
    d.click("resume:collapsi")
    assert isinstance(app.scene, ChooserScene)
    assert layout_problems(app) == []
    waiting = [words[2] for words in app.scene.words]
    assert waiting.count(True) == 1         # the friend game with my seat to move (13, 2)
    for key, table in zip(keys, [*games, computer], strict=True):
        app.screens.menu()
        d.click("resume:collapsi")
        d.click(f"resume:{key}")
        assert isinstance(app.scene, PlayScene)
        assert app.scene.table.record().to_json() == table.record().to_json()


def test_each_friend_game_receives_its_own_links(three):
    games, computer = three
    app = make_app([])
    before = {k: r.to_json() for k, r in app.unfinished.games("collapsi")}
    for table in games[:2]:                 # the friend is to move in these two
        key = saves.key_of(table.record())
        opened(app, friends_link(table))
        assert isinstance(app.scene, PlayScene)     # no question: it goes on with its game
        now = {k: r.to_json() for k, r in app.unfinished.games("collapsi")}
        assert len(now[key]["moves"]) == len(before[key]["moves"]) + 1
        assert {k: v for k, v in now.items() if k != key} == \
            {k: v for k, v in before.items() if k != key}
        before = now


def test_the_daily_puzzle_asks_nothing_and_loses_nothing(tmp_path):
    from game.table.store import Store
    table = friend_game(21, 1)
    assert saves.save_current(Store(str(tmp_path / "data")), table.record())
    app = make_app([])
    app.screens.setup(COLLAPSI)
    setup = app.scene.setup
    setup.variant, setup.players = "solo", 1
    setup.fit(COLLAPSI)
    app.scene.build()
    app.scene.start_game()
    assert isinstance(app.scene, PlayScene) and app.scene.table.state.variant == "solo"
    puzzle = app.scene.table
    puzzle.play(puzzle.state.legal_moves()[0])
    puzzle.save(app.store)
    kept = dict(saves.in_progress(app.store, "collapsi"))
    assert set(kept) == {saves.key_of(table.record()), "save-collapsi-solo"}
    assert kept[saves.key_of(table.record())].to_json() == table.record().to_json()


def test_a_new_game_asks_only_about_the_game_it_replaces(three):
    app = make_app([])
    app.screens.setup(COLLAPSI)
    setup = app.scene.setup
    setup.variant, setup.players = "standard", 2
    setup.fit(COLLAPSI)
    setup.seats[1].kind = "friend"
    app.scene.build()
    app.scene.start_game()                  # a friend game replaces nothing
    assert isinstance(app.scene, PlayScene)
    app.screens.setup(COLLAPSI)
    setup = app.scene.setup
    setup.variant, setup.players = "standard", 2
    setup.fit(COLLAPSI)
    setup.seats[1].kind = "ai"
    app.scene.build()
    app.scene.start_game()                  # a computer game replaces the computer game
    assert isinstance(app.scene, AskScene) and "vs Hard" in app.scene.body


def test_an_older_friend_save_under_save_game_loads_and_is_found_by_its_link(tmp_path):
    from game.table.store import Store
    folder = tmp_path / "data"
    table = friend_game(31, 1)
    store = Store(str(folder))
    assert store.save("save-collapsi", table.record().to_json())      # as before this change
    link = friends_link(table)
    # the table layer finds it where it is, and a link goes on with it
    assert saves.held(store, links.decode(link)).to_json() == table.record().to_json()
    got = friends.Receiving(links.decode(link), saves.held(store, links.decode(link))).finish()
    assert got.holds == friends.CURRENT
    # the app's start moves it to its own key, and its link still finds it
    app = make_app([])
    key = saves.key_of(table.record())
    assert not os.path.exists(folder / "save-collapsi.json")
    assert [k for k, _ in app.unfinished.games("collapsi")] == [key]
    opened(app, link)
    assert isinstance(app.scene, PlayScene)
    assert len(app.unfinished.record("collapsi", key).moves) == len(table.record().moves) + 1
    assert [k for k, _ in app.unfinished.games("collapsi")] == [key]


def test_an_older_friend_save_moves_to_its_own_key_on_the_next_move(tmp_path):
    from game.table.store import Store
    table = friend_game(41, 2)
    store = Store(str(tmp_path))
    assert store.save("save-collapsi", table.record().to_json())
    table.play(table.state.legal_moves()[0])
    table.save(store)
    assert store.keys() == [saves.key_of(table.record())]
    assert saves.in_progress(store, "collapsi")[0][1].to_json() == table.record().to_json()
