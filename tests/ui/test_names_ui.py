"""The people's names on the screens (issue 50): asked once on a first game, remembered and
changed in Settings, a seat of this device named on the setup screen, and the names in the
panels, the headline, the result box and the list of finished games."""

import pygame
from checks import layout_problems

from game.table import friends, links
from game.table import names as person
from game.table.registry import games
from game.table.session import Table
from game.ui.menu.finished import describe
from tests.support.driver import Driver


def typed(d, text):
    for c in text:
        d.frame([pygame.event.Event(pygame.TEXTINPUT, text=c)])


def open_setup(app, name="collapsi"):
    app.screens.setup(games()[name])
    Driver(app).run(1)
    return app.scene


def test_the_name_is_asked_on_the_first_game_and_names_the_seat(app):
    app.store.remove(person.KEY)                    # a device never asked
    d = Driver(app)
    open_setup(app)
    d.click("start")
    assert app.scene.name == "name"
    assert not layout_problems(app)
    typed(d, "Ana")
    d.key(pygame.K_RETURN)
    assert app.scene.name == "play"
    assert person.load(app.store) == "Ana"
    play = app.scene
    assert play.table.names[0] == "Ana"
    assert play.control.seat_title(0).startswith("Ana")
    # asked once: the next game starts at once
    app.screens.setup(games()["collapsi"])
    d.run(1)
    d.click("start")
    assert app.scene.name == "play"


def test_not_now_keeps_player_n_and_is_never_asked_again(app):
    app.store.remove(person.KEY)
    d = Driver(app)
    open_setup(app)
    d.click("start")
    d.click("name-skip")
    assert app.scene.name == "play" and app.scene.table.names == []
    assert app.scene.control.seat_title(0).startswith("Player 1")
    assert person.asked(app.store)


def test_a_game_of_two_people_here_names_both_and_the_result_says_who_won(app):
    person.save(app.store, "Ana")
    d = Driver(app)
    scene = open_setup(app)
    d.click("seat1:Human")
    d.click("name1")
    assert app.scene.name == "name"
    typed(d, "Ben")
    d.click("name-ok")
    assert app.scene is scene and scene.setup.seats[1].name == "Ben"
    d.click("start")
    play = app.scene
    assert play.table.names == ["Ana", "Ben"]
    title, _, _, _ = play.headline.words()
    mover = ["Ana", "Ben"][play.state.to_move]
    assert title.startswith(f"{mover} · ") and title.endswith(" to move")   # "Ana · Red to move"
    while not play.table.is_over():
        play.table.play(play.state.legal_moves()[0])
    winner = play.state.outcome().winners[0]
    assert play.control.winner_line(play.state.outcome()) == f"{['Ana', 'Ben'][winner]} wins!"
    play.play_again()                   # the same table, the same people
    assert app.scene.table.names == ["Ana", "Ben"] and not app.scene.table.state.history


def test_settings_change_the_name(app):
    person.save(app.store, "Ana")
    d = Driver(app)
    app.screens.settings()
    d.run(1)
    assert app.scene.find("name").label == "Ana"
    d.click("name")
    for _ in range(3):
        d.key(pygame.K_BACKSPACE)
    typed(d, "Bea")
    d.click("name-ok")
    assert person.load(app.store) == "Bea"
    assert app.scene.name == "settings" and app.scene.find("name").label == "Bea"


def test_a_friend_game_and_the_finished_list_show_the_names(app):
    ana = Table.deal(games()["collapsi"], None, {}, ["human", "friend"], 7, ["Ana"])
    ana.play(ana.state.legal_moves()[0])
    got = friends.receive(links.decode(links.encode(ana.record())), None, (), name="Ben")
    table = got.table
    app.screens.table(table, news_from=got.news_from)
    play = app.scene
    titles = [play.control.seat_title(seat) for seat in (0, 1)]
    assert titles[0].startswith("Ana") and titles[1].startswith("Ben")
    while not table.is_over():
        table.play(table.state.legal_moves()[0])
    title, detail = describe(table.record())
    assert "vs Ana" in detail


def test_a_hot_seat_game_in_the_finished_list_names_the_winner(app):
    table = Table.deal(games()["collapsi"], None, {}, ["human", "human"], 7, ["Ana", "Ben"])
    while not table.is_over():
        table.play(table.state.legal_moves()[0])
    _, detail = describe(table.record())
    winner = ["Ana", "Ben"][table.state.outcome().winners[0]]
    assert detail.startswith(f"{winner} won · hot seat: Ana, Ben")


def test_the_statistics_say_the_games_with_each_person():
    from game.table import stats
    from game.ui.stats.scene import with_words
    table = stats.empty_table()
    assert with_words(table) == ""
    table["with"] = {"Ben": {"games": 1, "wins": 1, "losses": 0, "draws": 0},
                     "Ana": {"games": 3, "wins": 2, "losses": 0, "draws": 1}}
    assert with_words(table) == ("With Ana: 3 games, 2 won, 0 lost, 1 drawn; "
                                 "with Ben: 1 game, 1 won, 0 lost.")


def test_the_solo_puzzle_asks_no_name(app):
    app.store.remove(person.KEY)
    d = Driver(app)
    scene = open_setup(app)
    d.click("variant:Solo puzzle 3×3")
    assert scene.setup.players == 1
    d.click("start")
    assert app.scene.name == "play" and not person.asked(app.store)


LONG = ["WWWWWWWWWWWWWWWW", "Mmmmmmmmmmmmmmmm", "Ääääääääääääääää", "QQQQQQQQQQQQQQQQ"]


def test_the_longest_names_fit_the_panels_and_the_setup(app):
    """Four names of 16 wide letters (seats.MAX_PERSON_NAME): nothing runs into anything, at
    a table and on a phone, in the panels, Spectrangle's starting draw and rack, the setup."""
    from game.ui.screen import Viewport
    person.save(app.store, LONG[0])
    d = Driver(app)
    problems = []
    for size in ((1280, 720), (360, 640)):
        app.resize(Viewport.of(*size))
        for game, variant in (("spectrangle", "standard"), ("collecto", "official")):
            table = Table.deal(games()[game], variant, {}, ["human", "human", "friend",
                                                            "human"], 3, LONG)
            for _ in range(3):
                table.play(table.state.legal_moves()[0])
            app.goto(app.screens.table_scene(table))
            d.run(3)
            problems += [(size, game, p) for p in layout_problems(app)]
        app.screens.setup(games()["coloretto"])
        d.run(1)
        setup = app.scene.setup
        setup.players = 4
        for seat, name in zip(setup.seats, LONG, strict=False):
            seat.kind, seat.name = "human", name
        app.scene.build()
        d.run(2)
        problems += [(size, "setup", p) for p in layout_problems(app)]
    assert problems == []


def test_a_friend_opening_a_first_link_is_asked_and_their_link_carries_it(app):
    """Ana's link on a device never asked: the name box first, then the game with both
    names; the link this device sends back carries Ben's."""
    from game.ui.friends.openlink import Opening
    app.store.remove(person.KEY)
    ana = Table.deal(games()["collapsi"], None, {}, ["human", "friend"], 7, ["Ana"])
    ana.play(ana.state.legal_moves()[0])
    opening = Opening(app, links.encode(ana.record()))
    while not opening.step(1.0):
        pass
    opening.open()
    assert app.scene.name == "name"
    d = Driver(app)
    typed(d, "Ben")
    d.click("name-ok")
    play = app.scene
    assert play.name == "play" and play.table.names == ["Ana", "Ben"]
    assert play.control.seat_title(0).startswith("Ana")
    play.table.play(play.state.legal_moves()[0])
    assert links.decode(play.control.friend_link()).names == ["Ana", "Ben"]


def test_in_the_browser_the_name_is_typed_in_the_page_s_text_box(browser):
    """A phone's keyboard comes up for the page's own text box, laid over the box's field;
    Enter there answers OK, and the text box goes with the box."""
    browser.load(size=(390, 844), ratio=2.0, touch=True)
    app = browser.start()
    d = Driver(app)
    app.screens.settings()
    d.run(1)
    d.click("name", touch=True)
    scene = app.scene
    assert scene.name == "name"
    game_page = browser.window.game_page
    x, y, w, h = game_page.field
    assert scene.field.x < x and x + w < scene.field.right
    assert scene.field.y < y and y + h < scene.field.bottom
    game_page.field_value = "  Zoë\u0007 "
    d.run(1)
    game_page.submitted = True
    d.run(2)
    assert app.scene.name == "settings" and person.load(app.store) == "Zoë"
    assert game_page.field is None
