"""The setup screen for a newcomer: who starts (the rules' lot, me, or a named seat), choices
remembered across restarts, what every computer level means with one recommended for a first
game, and a new game that would discard one in progress asks first."""

import pygame
from checks import layout_problems

from game.table.registry import games
from game.table.seats import FIRST_GAME_LEVEL
from game.screens import make_app
from game.ui.menu.setup import LOTS, Seat, Setup, SetupScene
from tests.support.driver import Driver


def open_setup(app, name):
    app.screens.setup(games()[name])
    Driver(app).run(1)
    return app.scene


def test_collecto_draws_lots_by_default_and_the_seed_decides(app):
    scene = open_setup(app, "collecto")
    assert scene.setup.first == LOTS and scene.find("first:Draw lots").selected
    assert "Lots decide who starts" in scene.first_line()
    setup = Setup("utwente", 2, {}, [Seat("human"), Seat("ai", "hard")], LOTS)
    seatings = {seed: tuple(setup.seat_names(seed)) for seed in range(40)}
    assert set(seatings.values()) == {("human", "hard"), ("hard", "human")}
    assert all(setup.seat_names(seed) == list(s) for seed, s in seatings.items())  # same seed
    app.fixed_seed = next(seed for seed, s in seatings.items() if s[0] == "hard")
    app.screens.start_game(games()["collecto"], setup)
    assert app.scene.table.seats == ("hard", "human")


def test_me_or_a_named_seat_starts(app):
    d = Driver(app)
    scene = open_setup(app, "coloretto")
    assert scene.setup.first == 0 and scene.first_line() == "You move first, as Player 1."
    d.click("players:3")
    d.click("level2:Hard")
    # computers are named as the seats' rows name them, not by level
    assert [scene.find(f"first:{label}").label for label in
            ("Draw lots", "Me", "Player 2", "Player 3")]
    assert scene.find("first:Hard") is None and scene.find("first:Easy") is None
    d.click("first:Player 3")                  # the third row starts
    assert scene.setup.first == 2
    assert scene.first_line() == "Player 3 moves first, and plays as Player 1."
    assert scene.setup.seat_names() == ["hard", "human", FIRST_GAME_LEVEL]
    d.click("start")
    assert app.scene.name == "play" and app.scene.table.seats == ("hard", "human",
                                                                  FIRST_GAME_LEVEL)
    assert app.scene.state.to_move == 0


def test_no_choice_where_the_rules_decide_or_one_plays(app):
    scene = open_setup(app, "spectrangle")
    assert scene.find("first:Draw lots") is None
    assert scene.first_line().startswith("The starting draw decides")
    d = Driver(app)
    app.screens.setup(games()["collapsi"])
    d.click("variant:Solo puzzle 3×3")
    assert app.scene.find("first:Me") is None and app.scene.first_line() == ""


def test_setup_choices_are_remembered_across_restarts(app):
    d = Driver(app)
    open_setup(app, "collapsi")
    d.click("variant:Big board 6×6")
    d.click("players:3")
    d.click("option:board:Shifting")
    d.click("level1:Expert")
    d.click("first:Draw lots")
    later = make_app([])
    scene = open_setup(later, "collapsi")
    s = scene.setup
    assert (s.variant, s.players, s.options["board"], s.first) == ("big", 3, "shifting", LOTS)
    assert s.seats[1].level == "expert"


def test_the_store_is_written_only_when_a_choice_changes(app, monkeypatch):
    """Forms built ahead on the menu, laid out again or reopened write nothing (a write
    waits for the disk); a choice is written once."""
    written = []
    real = app.store.save
    monkeypatch.setattr(app.store, "save", lambda key, value: written.append(key)
                        or real(key, value))
    d = Driver(app)
    d.run(120)                                      # the menu builds the four forms ahead
    scene = open_setup(app, "spectrangle")
    scene.layout()                                  # laid out again (a rotation does it)
    assert [key for key in written if key.startswith("setup-")] == []
    d.click("players:3")
    assert [key for key in written if key.startswith("setup-")] == ["setup-spectrangle"]
    app.screens.menu()
    open_setup(app, "spectrangle")
    assert [key for key in written if key.startswith("setup-")] == ["setup-spectrangle"]


def test_a_damaged_remembered_setup_falls_back_to_the_defaults(app):
    app.store.save("setup-coloretto", {"variant": "colors", "players": "many"})
    scene = open_setup(app, "coloretto")
    assert scene.setup.players == 2 and scene.setup.first == 0


def test_every_level_chosen_is_explained_and_easy_recommended(app):
    scene = open_setup(app, "collecto")
    notes = dict(scene.level_notes())
    assert "recommended for a first game" in notes["Easy"]
    Driver(app).click("level1:Expert")
    assert set(dict(scene.level_notes())) == {"Easy", "Expert"}
    # every game and player count: the notes are drawn, nothing overlaps
    for game in games().values():
        for name, v in game.variants.items():
            for players in v.player_counts:
                seats = [Seat("human")] + [Seat("ai", lv) for lv in
                                           ("random", "medium", "hard", "expert")]
                app.setups[game.name] = Setup(name, players, v.default_options(), seats)
                app.goto(SetupScene(app, game))
                Driver(app).run(1)
                assert not layout_problems(app), (game.name, name, players)


def test_a_new_game_over_one_in_progress_asks_first(app):
    d = Driver(app)
    app.min_think = 0.0
    open_setup(app, "collapsi")
    d.click("start")
    scene = app.scene
    d.until(lambda: scene.control.human_to_move())
    scene.control.start_move(scene.state.legal_moves()[0])
    d.until(lambda: scene.phase.anim is None)
    key = scene.state.key()
    app.screens.menu()
    d.click("play:collapsi")                   # "New game" beside Resume
    d.click("start")
    setup = app.scene.under
    assert app.scene.name == "ask" and setup.name == "setup"
    assert all(app.scene.box.contains(b.rect) for b in app.scene.widgets())
    assert "move 2" in app.scene.body
    d.key(pygame.K_ESCAPE)                     # neither: back to the form
    assert app.scene is setup
    d.click("start")
    d.click("keep")
    assert app.scene.name == "play" and app.scene.state.key() == key
    app.screens.menu()
    d.click("play:collapsi")
    d.click("start")
    d.click("discard")
    assert app.scene.name == "play" and not app.scene.state.history


def test_the_classic_opening_is_a_choice_of_the_jacks_and_player_s_choice_drops_it(app):
    """Collapsi's first move from a jack (one step, or 1 to 4 as before v1.3) shares the
    starting cards' row: it only means something where players start on the jacks."""
    d = Driver(app)
    scene = open_setup(app, "collapsi")
    assert scene.find("option:opening:1 to 4") is None               # no row of its own
    row = next(w for w in scene.buttons if getattr(w, "name", "") == "option:start")
    labels = [b.label for b in row.buttons]
    # in a player's words: what the start is and how far its first move goes
    assert labels == ["Jacks, first move 1 step", "Jacks, first move 1 to 4", "Player's choice"]
    d.click("option:start:Jacks, first move 1 to 4")
    assert scene.setup.options == {"board": "fixed", "start": "jacks", "opening": "classic"}
    d.click("option:start:Player's choice")
    assert scene.setup.options["opening"] == "step"                   # nothing else is valid
    d.click("option:start:Jacks, first move 1 to 4")
    d.click("variant:Big board 6×6")
    d.click("players:4")
    assert not layout_problems(app)                                   # the form still fits
    assert app.scene.find("start").rect.bottom <= 720
    d.click("start")
    state = app.scene.state
    assert state.options == {"opening": "classic"} and state.step_counts(0) == (1, 2, 3, 4)


def test_a_phones_variant_chips_show_whole_names(app):
    """At 360, 390 and on its side, each rule set's chip shows its whole name (its player
    count is the Players row's): "Official Coloretto (3-5 pla…" was cut."""
    from game.ui import draw
    from game.ui.screen import Viewport
    from game.ui.menu.setupform import chip_title
    checked = 0
    for size in ((360, 640), (390, 844), (844, 390)):
        app.resize(Viewport.of(*size))
        for name, game in games().items():
            scene = open_setup(app, name)
            for variant in game.variants.values():
                if len(game.variants) < 2:
                    continue
                button = scene.find(f"variant:{chip_title(variant.title)}")
                assert button is not None, (size, variant.title)
                r = button.rect
                shown, _ = draw.fit(button.label, button.size, r.w - 12, True, smallest=12)
                assert shown == button.label, (size, shown)
                checked += 1
    assert checked >= 3 * 7
    assert chip_title("Official rules (3-5 players)") == "Official rules"
    assert chip_title("Big board 6×6") == "Big board 6×6"


def test_a_phones_form_keeps_its_place_when_a_seat_changes_hands(app):
    """Upright and on its side, a seat turned Computer, Friend or Human moves no seat and
    not the notes' top: a person's seat keeps the level's room with a word (the form jumped
    some 50 px)."""
    from game.ui.screen import Viewport
    for size in ((390, 844), (360, 640), (844, 390)):
        app.resize(Viewport.of(*size))
        scene = open_setup(app, "collapsi")
        d = Driver(app)
        places = set()
        for kind in ("Computer", "Friend", "Human", "Computer"):
            d.click(f"seat0:{kind}")
            d.run(1)
            places.add((app.scene.find("seat1:Human").rect.y, app.scene.notes_y,
                        app.scene.scroller.offset))
        assert len(places) == 1, (size, places)
        assert scene is app.scene
