"""The replay and the review on a phone (issue 50): a finished game opens at its end, the
move list's sheet jumps to the move tapped, a move tapped in a game still played looks back
at it, the replay's words say where its buttons are and how to press them, the move list
keeps room on a phone on its side, and a hint is read whole."""

import pygame
import pytest
from checks import layout_problems

from game.screens import make_app
from game.ui.screen import Viewport
from tests.support.driver import Driver

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
    d.app.scene.redraw()
    d.frame()
    monkeypatch.setattr(draw, "text", real)
    return seen


# --- a finished game opens at its end ------------------------------------------------------------
def test_a_finished_game_from_the_list_opens_at_its_end_with_replay_one_tap_away():
    from game.ui.menu.finished import HistoryScene
    app = phone(390, 844)
    record, scene, d = finished(app)
    listing = HistoryScene(app)
    app.goto(listing)
    d.run(1)
    d.click("game0", touch=True)
    d.run(1)
    opened = app.scene
    assert opened.name == "play" and opened.control.replaying
    assert opened.phase.replay.cursor() == len(record.moves) and opened.control.over
    assert "Replay ·" in opened.headline.words()[0] and "win" in opened.headline.words()[0].lower()
    d.click("replay-play", touch=True)          # one tap: from the start, by itself
    assert opened.phase.replay.auto and opened.phase.replay.cursor() == 0
    d.key(pygame.K_ESCAPE)
    assert app.scene is listing


def test_a_finished_game_from_a_link_opens_at_its_end():
    """On another device: the link's game, at its end, Replay in the replay's Play."""
    from game.table import links
    from game.ui.friends.share import open_link
    record, _, _ = finished(phone(844, 390))
    app = phone(844, 390)          # (a new device)
    d = Driver(app)
    assert open_link(app, links.encode(record, site="https://x.example/"))
    d.run(1)
    opened = app.scene
    assert opened.name == "play" and opened.control.replaying and opened.control.over
    assert opened.phase.replay.cursor() == len(record.moves)
    assert opened.phase.replay.play_btn.label == "Replay"
    d.click("replay-play", touch=True)
    assert opened.phase.replay.auto and opened.phase.replay.cursor() == 0


# --- the move list's sheet -----------------------------------------------------------------------
def tap_entry(d, scene, number):
    panel = scene.moves_list
    panel.show(number)
    for n, y, _ in panel.rows():
        if n == number:
            pos = (panel.rect.x + 80, panel.first_entry_y() + y + 5)
            assert panel.number_at(pos) == number
            d.click(pos, touch=True)
            return
    raise AssertionError(number)


def test_upright_a_move_tapped_in_the_sheet_is_shown_on_the_board():
    app = phone(390, 844)
    record, scene, d = finished(app)
    app.goto(app.screens.table_scene(scene.table, replay=True))
    d.run(1)
    opened = app.scene
    d.click("moves", touch=True)
    assert opened.sheet_open
    tap_entry(d, opened, 3)
    d.run(1)
    assert opened.phase.replay.cursor() == 3 and not opened.sheet_open


# --- the replay's words and room -----------------------------------------------------------------
def replay_words(app, touch):
    """The replay's second line at move 0, with a finger or a mouse."""
    record, scene, d = finished(app)
    app.goto(app.screens.table_scene(scene.table, replay=True))
    d.run(1)
    app.touch = touch
    app.scene.phase.replay.seek(0)
    return app.scene.headline.words()[1]


def test_the_replays_words_say_where_its_buttons_are_and_how_to_press_them():
    on_side = replay_words(phone(844, 390), True)
    assert "Tap" in on_side and "at the right" in on_side and "below" not in on_side
    assert "Click" in replay_words(phone(844, 390), False)
    upright = replay_words(phone(390, 844), True)
    assert "Tap" in upright and "below" in upright
    from game.screens import make_app as table_app
    app = table_app([])
    app.fixed_seed = 1
    on_table = replay_words(app, True)
    assert "Tap" in on_table and "below" not in on_table and "under the moves" in on_table
    assert "Left and Right" in replay_words(app, False)        # a mouse: the keys


def visible_lines(panel) -> int:
    """How many lines of the move list are drawn whole in its area."""
    top, bottom = panel.rect.y + 42, panel.rect.y + 42 + panel.view_h() + 4
    first = panel.first_entry_y()
    from game.ui.play.movelist import LINE_H
    return sum(1 for _, y, lines in panel.rows() for i in range(len(lines))
               if top <= first + y + i * LINE_H and first + y + (i + 1) * LINE_H <= bottom)


def test_on_its_side_the_review_leaves_the_move_list_four_lines_at_least():
    app = phone(844, 390)
    app.touch = True
    record, scene, d = finished(app, seats=("human", "expert"))
    app.goto(app.screens.table_scene(scene.table, review=True))
    opened = app.scene
    d.until(lambda: opened.phase.replay.review.done)
    for at in (0, 2, len(record.moves)):
        opened.phase.replay.seek(at)
        d.run(2)
        panel = opened.moves_list
        assert visible_lines(panel) >= 4, (at, panel.rect)
        review = opened.phase.replay.review.rect()
        assert panel.rect.bottom <= review.y and review.bottom <= opened.lay.replay.y
        for button in opened.widgets():
            if getattr(button, "visible", True) and button.rect.w > 1:
                assert not button.rect.colliderect(panel.rect), button.name


# --- a hint, read whole --------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(844, 390), (360, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name,players", [("collapsi", 2), ("collecto", 2), ("coloretto", 2),
                                          ("spectrangle", 2), ("spectrangle", 4)])
def test_a_hint_is_drawn_whole_on_a_phone(name, players, size, monkeypatch):
    """The longest hint of the position, every word of it drawn (Bug 9: "(2 poi…" on its
    side), at 12 points at least; with four seats on its side the title heads the right
    column, a shorter block."""
    app = phone(*size)
    app.touch = True
    scene, d = table(app, name, seats=("human",) + ("easy",) * (players - 1))
    d.until(lambda: scene.control.human_to_move())
    d.click("hint", touch=True)
    d.until(lambda: scene.phase.hint is not None and scene.phase.hint.done)
    # the longest a hint can be here: the move whose words are longest
    scene.phase.hint.move = max(scene.state.legal_moves(),
                          key=lambda m: len(scene.view.words.advice(scene.state, m)))
    words = scene.control.hint_text()
    drawn = texts_drawn(monkeypatch, d)
    assert all(size >= 12 for _, size in drawn)
    # its lines, one after another from the one that begins it, are the hint's words
    lines = [s for s, _ in drawn]
    first = next(i for i, line in enumerate(lines) if line.startswith("Hint:"))
    shown = ""
    for line in lines[first:]:
        shown = f"{shown} {line}".strip()
        if len(shown) >= len(words):
            break
    assert shown == words


# --- looking back in a game still played ---------------------------------------------------------
def live_game(app, moves=3):
    from test_table import human_moves
    scene, d = table(app, "collapsi", seats=("human", "easy"))
    human_moves(d, scene, moves)
    d.until(lambda: scene.control.human_to_move() and scene.phase.anim is None)
    return scene, d


def test_upright_a_move_tapped_during_a_game_shows_it_and_back_to_the_game_goes_on():
    """As on lichess's app: a move tapped in the sheet shows the board after it, the game on
    hold (no move can be made, nothing saved); Back to the game returns to where it stands,
    and the game goes on from there."""
    app = phone(390, 844)
    scene, d = live_game(app)
    live, line = scene.table.cursor, list(scene.table.line)
    record = scene.table.record().to_json()
    d.click("moves", touch=True)
    tap_entry(d, scene, 2)
    d.run(1)
    assert scene.control.replaying and scene.phase.replay.live and not scene.sheet_open
    assert scene.table.cursor == 2 and scene.phase.replay.length() == live
    assert not layout_problems(app)
    assert not scene.control.human_to_move() and not scene.control.over
    assert [n for n, _ in scene.moves_list.entries] == [e.seat for e in scene.table.entries
                                                       ][:live]
    d.click("back-to-game", touch=True)
    d.run(1)
    assert not scene.control.replaying and scene.table.cursor == live
    assert scene.table.line == line and scene.table.record().to_json() == record
    assert scene.control.human_to_move()
    d.click_move(scene.state.legal_moves()[0], touch=True)
    d.until(lambda: scene.table.cursor > live)


def test_stepping_to_the_games_position_returns_to_the_game():
    """The look-back ends at the game's position, moves undone (kept for Redo) left out."""
    app = phone(844, 390)
    scene, d = live_game(app)
    d.click("undo", touch=True)
    d.run(1)
    live = scene.table.cursor
    assert len(scene.table.line) > live                 # a move to redo
    tap_entry(d, scene, 1)
    assert scene.headline.words()[1].startswith(f"Move 1 of {live} ·")
    assert len(scene.moves_list.entries) == live
    d.click("back-to-game", touch=True)
    assert scene.table.cursor == live and scene.control.can_redo()
    tap_entry(d, scene, live - 1)
    d.run(1)
    assert scene.control.replaying and scene.phase.replay.cursor() == live - 1
    assert not layout_problems(app)
    d.click("replay-next", touch=True)
    d.until(lambda: not scene.control.replaying)
    assert scene.table.cursor == live and scene.control.human_to_move()


def test_a_guided_game_keeps_its_move_list_to_read():
    """A guided game (and a puzzle: neither is a game kept) does not look back: its script
    goes on from its position."""
    from game.table import guides
    from game.table.registry import games
    app = phone(390, 844)
    app.min_think = 0
    d = Driver(app, 0.1)
    app.screens.guide(games()["collapsi"], guides.guide_for("collapsi").variant)
    scene = app.scene
    while scene.table.cursor < 2:
        d.until(lambda: scene.control.human_to_move(), 2000)
        before = scene.table.cursor
        for _ in range(6):
            d.click_move(scene.mode.expected(), touch=True)
            if scene.phase.anim is not None or scene.table.cursor > before:
                break
        d.until(lambda: scene.phase.anim is None)
    scene.pick_move(1)
    d.run(1)
    assert not scene.control.replaying and scene.table.cursor >= 2


def test_on_a_table_a_move_clicked_during_a_game_looks_back_and_escape_returns(app):
    scene, d = live_game(app)
    live = scene.table.cursor
    tap_entry(d, scene, 1)
    assert scene.control.replaying and scene.phase.replay.live and scene.table.cursor == 1
    scene.phase.replay.seek(0)
    app.touch = False                       # a mouse: the keys
    assert scene.headline.words()[0] == "Looking back"
    assert scene.headline.words()[1].endswith("Escape returns to the game")
    d.key(pygame.K_ESCAPE)
    assert not scene.control.replaying and scene.table.cursor == live
    assert scene.control.human_to_move()
