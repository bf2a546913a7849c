"""The replay and the review on a phone (issue 50): a finished game opens at its end, the
move list's sheet jumps to the move tapped, the replay's words say where its buttons are and
how to press them, the move list keeps room on a phone on its side, and a hint is read whole."""

import pygame

from game.screens import make_app
from game.table.records import Record
from game.ui.screen import Viewport
from tools.driver import Driver

from test_table import finish, table


def phone(w, h):
    app = make_app([], viewport=Viewport.of(w, h, 2.0))
    app.fixed_seed = 1
    return app


def finished(app, name="collapsi", seats=("human", "easy")):
    """A finished game's record, and the screen it was played on."""
    scene, d = table(app, name, seats=seats)
    finish(d, scene)
    return scene.table.record(), scene, d


def texts_drawn(monkeypatch, d):
    """Every string drawn in the next frame, with its size."""
    from game.ui import draw
    seen = []
    real = draw.text

    def text(surface, s, pos, size=20, *args, **kwargs):
        seen.append((s, size))
        return real(surface, s, pos, size, *args, **kwargs)

    monkeypatch.setattr(draw, "text", text)
    d.app.scene._static = None
    d.frame()
    monkeypatch.setattr(draw, "text", real)
    return seen


# --- a finished game opens at its end ------------------------------------------------------------
def test_a_finished_game_from_the_list_opens_at_its_end_with_replay_one_tap_away():
    from game.ui.history import HistoryScene
    app = phone(390, 844)
    record, scene, d = finished(app)
    listing = HistoryScene(app)
    app.goto(listing)
    d.run(1)
    d.click("game0", touch=True)
    d.run(1)
    opened = app.scene
    assert opened.name == "play" and opened.replaying
    assert opened.replay.cursor() == len(record.moves) and opened.over
    assert "Replay ·" in opened.headline()[0] and "win" in opened.headline()[0].lower()
    d.click("replay-play", touch=True)          # one tap: from the start, by itself
    assert opened.replay.auto and opened.replay.cursor() == 0
    d.key(pygame.K_ESCAPE)
    assert app.scene is listing


def test_a_finished_game_from_a_link_opens_at_its_end():
    from game.table import links
    from game.table.session import Table
    app = phone(844, 390)
    record, scene, d = finished(app)
    app.open_table(Table.from_record(Record.from_json(record.to_json())))
    d.run(1)
    opened = app.scene
    assert opened is not scene and opened.replaying
    assert opened.replay.cursor() == len(record.moves)
    assert opened.replay.play_btn.label == "Replay"
    assert links.encode(record, site="https://x.example/")      # (a link's record)


# --- the move list's sheet -----------------------------------------------------------------------
def tap_entry(d, scene, number):
    panel = scene.moves_list
    panel.show(number)
    for n, y, _ in panel._lines():
        if n == number:
            pos = (panel.rect.x + 80, panel.first_entry_y() + y + 5)
            assert panel.number_at(pos) == number
            d.click(pos, touch=True)
            return
    raise AssertionError(number)


def test_upright_a_move_tapped_in_the_sheet_is_shown_on_the_board():
    app = phone(390, 844)
    record, scene, d = finished(app)
    app.goto(app.table_scene(scene.table, replay=True))
    d.run(1)
    opened = app.scene
    d.click("moves", touch=True)
    assert opened.sheet_open
    tap_entry(d, opened, 3)
    d.run(1)
    assert opened.replay.cursor() == 3 and not opened.sheet_open

