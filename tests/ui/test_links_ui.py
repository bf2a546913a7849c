"""Opening a link or a game code from the menu, what Resume goes on with, and how Finished
games names each game, through the real event loop."""

import pygame
from checks import layout_problems

from game.table import links
from game.table.records import Record
from game.table.registry import games
from game.table.session import Table
from game.ui.friends import openlink
from game.screens import make_app
from game.ui.menu.finished import HistoryScene, describe
from tests.support.driver import Driver


def played(name="collapsi", variant="standard", options=None, seats=("human", "hard"),
           moves=3, seed=7) -> Table:
    table = Table.deal(games()[name], variant, options or {}, list(seats), seed)
    for _ in range(moves):
        table.play(table.state.legal_moves()[0])
    return table


def typed(d, text):
    for ch in text:
        d.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch)])


def test_a_typed_code_opens_its_game_and_a_broken_one_keeps_the_screen(app):
    d = Driver(app)
    table = played()
    code = links.payload(table.record())
    d.click("open-link")
    assert app.scene.name == "open-link"
    typed(d, code[:-2])                     # a typo: cut off
    d.key(pygame.K_RETURN)
    assert app.scene.name == "open-link" and app.scene.text == code[:-2]
    assert "cut off" in app.scene.problem
    assert not layout_problems(app)
    typed(d, code[-2:])
    assert app.scene.problem == ""
    d.click("open")
    assert app.scene.name == "play" and app.scene.state.key() == table.state.key()


def test_a_whole_link_is_pasted_from_the_clipboard(app, monkeypatch):
    d = Driver(app)
    table = played("coloretto", "colors", seats=("human", "easy", "easy"), moves=4)
    link = links.encode(table.record(), site="https://games.example.net/t/")
    monkeypatch.setattr(openlink, "clipboard_text", lambda: f"  {link}\n")
    d.click("open-link")
    d.key(pygame.K_v, pygame.KMOD_CTRL)
    assert app.scene.text == link
    d.key(pygame.K_RETURN)
    assert app.scene.name == "play" and app.scene.table.cursor == 4
    monkeypatch.setattr(openlink, "clipboard_text", lambda: None)
    app.screens.link_screen()
    d.click("paste")
    assert "cannot be read" in app.scene.problem and app.scene.text == ""
    d.key(pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def test_resume_says_what_it_goes_on_with(app):
    table = played("collapsi", "big", {"board": "shifting"}, ("human", "hard", "medium"), 4)
    app.screens.table(table)
    later = make_app([])
    Driver(later).run(1)
    summary = later.scene.resumes["collapsi"]
    assert summary == "Big board 6×6 · Board: Shifting · move 5 · vs Hard, Medium"
    assert later.scene.find("resume:collapsi") is not None
    assert not layout_problems(later)


def test_finished_games_say_who_won_and_name_the_options(app):
    def finished(name, variant, options, seats, seed):
        table = Table.deal(games()[name], variant, options, list(seats), seed)
        while not table.is_over():
            table.play(table.state.legal_moves()[-1])
        return table.record()
    won = finished("collapsi", "standard", {"start": "choice"}, ("human", "random"), 3)
    title, detail = describe(won)
    assert title == "Collapsi · Standard 4×4 · Starting cards: Player's choice"
    human_won = 0 in won.result["winners"]
    assert detail.startswith("You won · vs Random" if human_won else "You lost · vs Random")
    seat = Record.from_json({**won.to_json(), "players": ["random", "human"]})
    assert describe(seat)[1].startswith("You lost" if human_won else "You won")
    both = Record.from_json({**won.to_json(), "players": ["human", "human"]})
    assert describe(both)[1].startswith(f"Player {won.result['winners'][0] + 1} won · hot seat")
    solo = finished("collapsi", "solo", {}, ("human",), 3)
    assert describe(solo)[1].split(" · ")[0] in ("Solved", "Not solved")
    assert describe(solo)[1].split(" · ")[1] == "solo"
    # the list opens a replay whose Escape comes back to it
    from game.table import saves
    saves.add_history(app.store, won)
    d = Driver(app)
    d.click("history")
    listing = app.scene
    assert isinstance(listing, HistoryScene) and not layout_problems(app)
    d.click("game0")
    assert app.scene.name == "play" and app.scene.control.replaying
    d.key(pygame.K_ESCAPE)
    assert app.scene is listing


def test_a_link_over_a_different_game_in_progress_asks_before_replacing_it(app):
    """Keep it (Resume the held game), Escape (back, nothing changed) or Replace it (the
    link's game is played and saved); the same game as the one held opens without asking."""
    d = Driver(app)
    held = played(moves=2, seed=3)
    held.save(app.store)
    link_game = played(moves=3, seed=4)
    code = links.payload(link_game.record())
    d.click("open-link")
    typed(d, code)
    d.key(pygame.K_RETURN)
    assert app.scene.name == "ask" and "move 3" in app.scene.body
    assert not layout_problems(app)
    d.key(pygame.K_ESCAPE)
    assert app.scene.name == "open-link" and app.scene.text == code
    d.key(pygame.K_RETURN)
    d.click("keep")
    assert app.scene.name == "play" and app.scene.state.key() == held.state.key()
    app.screens.menu()
    app.screens.link_screen()
    typed(d, code)
    d.key(pygame.K_RETURN)
    d.click("replace")
    assert app.scene.name == "play" and app.scene.state.key() == link_game.state.key()
    later = make_app([])                         # the link's game is the one saved now
    later.screens.resume("collapsi")
    assert later.scene.state.key() == link_game.state.key()
    later.screens.menu()
    later.screens.table(played(moves=3, seed=4))   # the very game held: no question
    assert later.scene.name == "play"


def test_a_link_given_at_start_over_a_game_in_progress_asks_too(app):
    held = played(moves=2, seed=3)
    held.save(app.store)
    link = links.encode(played(moves=3, seed=4).record(), site="https://games.example.net/t/")
    started = make_app(["--open", link])
    assert started.scene.name == "ask" and started.scene.under.name == "menu"
    Driver(started).key(pygame.K_ESCAPE)
    assert started.scene.name == "menu"
    assert started.unfinished.record("collapsi").to_json() == held.record().to_json()
