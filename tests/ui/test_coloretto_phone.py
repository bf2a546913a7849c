"""Coloretto on a phone, by touch, through the real event loop (`driver.click(pos, touch=True)`,
drags as down / motion / up): whole games held upright (five players, the tightest board: rows
in a grid) and on its side; holding a finger on a row shows what taking it would do, and
sliding off before lifting does nothing; a tap between two rows takes the nearer; the drawn
card dragged onto a row; an opponent's pile held up larger; the words of a touch screen; the
phone turned with a card in hand."""

import random

import pygame
import pytest
from checks import landed

from game.coloretto.view.words import points
from game.table.registry import get_game
from game.ui import draw
from game.ui.screen import Viewport
from game.ui.menu.setup import Seat, Setup
from game.screens import make_app
from tests.support.driver import Driver

GAME = get_game("coloretto")


def phone(size, seats, variant="colors", seed=11):
    app = make_app([], viewport=Viewport.of(*size))
    app.fixed_seed = 1
    app.min_think = 0.05
    app.screens.start_game(GAME, Setup(variant, len(seats), {}, list(seats)), seed=seed)
    return app, app.scene, Driver(app, dt=0.1)


def drawn_words(app) -> list[str]:
    """Every text the screen draws in a frame drawn afresh."""
    seen = []
    real = draw.text

    def spy(surface, s, *args, **kwargs):
        seen.append(s)
        return real(surface, s, *args, **kwargs)
    draw.text = spy
    try:
        app.scene.redraw()
        app.scene.draw(app.screen)
    finally:
        draw.text = real
    return seen


def drag(d, start, end) -> None:
    """A finger down at `start`, moved in steps, lifted at `end`."""
    d.frame([d.motion(start, touch=True), d.down(start, touch=True)])
    for k in (0.25, 0.5, 0.75, 1.0):
        p = (start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k)
        d.frame([d.motion(p, buttons=(1, 0, 0), touch=True)])
    d.frame([d.up(end, touch=True)])


def play_to_the_end_by_touch(app, scene, d, rng) -> dict:
    """The person's turns by touch until the game ends: draws (tap the deck, then tap or drag
    onto a row) and takes (the Take button or the row itself); each target a finger may hit
    checked against the layout check's minimums."""
    view = scene.view
    ways = {"tap-row": 0, "drag": 0, "take-button": 0, "take-row": 0}
    zoom = app.viewport.zoom
    for _ in range(300):
        d.wait_for_human()
        if scene.control.over:
            return ways
        st = scene.state
        before = len(st.history)
        lay = view.geo(st)
        for rect in view.input.hit_rects(st, scene.context()):
            assert min(rect.w, rect.h) * zoom >= 32 and scene.lay.board.contains(rect)
        rows, takes = st.legal_rows_for_draw(), st.legal_takes()
        if rows and (not takes or rng.random() < 0.6):
            row = rng.choice(rows)
            d.click(view.input.target(st, f"d{row}"), touch=True)          # the deck
            held = view.input.held
            assert held is not None and held["card"] == st.next_card_if_drawn()
            d.wait(0.6)                                            # the card turns over
            if rng.random() < 0.5:
                ways["tap-row"] += 1
                d.click(view.input.target(st, f"d{row}"), touch=True)
                if view.loupe is not None:      # small rows: the row larger first (issue 50)
                    d.click(view.input.target(st, f"d{row}"), touch=True)
            else:
                ways["drag"] += 1
                drag(d, lay.held.center, lay.trays[row - 1].center)
            landed(d, scene, before, f"d{row}")
            assert scene.state.rows[row - 1][-1] == held["card"]
        else:
            row = rng.choice(takes)
            button = scene.find(f"take{row}")
            assert button is not None and min(button.rect.size) * zoom >= 44
            if rng.random() < 0.5:
                ways["take-button"] += 1
                d.click(f"take{row}", touch=True)
            else:
                ways["take-row"] += 1
                d.click(lay.row_target(row - 1).center, touch=True)
                if view.loupe is not None:      # small rows: the row larger first (issue 50)
                    d.click(view.loupe.panel.center, touch=True)
            landed(d, scene, before, f"t{row}")
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("size,players", [((360, 640), 5), ((640, 360), 3)])
def test_a_whole_game_by_touch(size, players):
    app, scene, d = phone(size, [Seat("human")] + [Seat("ai", "easy")] * (players - 1),
                          seed=17)
    assert app.shape == ("portrait" if size[0] < size[1] else "landscape")
    ways = play_to_the_end_by_touch(app, scene, d, random.Random(size[0]))
    assert all(ways.values()), ways
    d.until(lambda: scene.control.overlay_visible)
    # the scoring table fits the result box of a phone
    out = scene.state.outcome()
    ov, body, _ = scene.result.geometry()
    assert body.w >= 300 and pygame.Rect((0, 0), app.size).contains(ov)
    d.wait(1.0)
    words = drawn_words(app)
    for seat in range(players):
        assert str(scene.state.scores()[seat]) in words
    assert out is not None


def human_to_take(scene, rng, rows_with_cards: int = 1):
    """Play on (straight on the table) until the person may take a row with cards, with at
    least `rows_with_cards` rows holding some."""
    st = scene.state
    for _ in range(400):
        if (st.to_move == 0 and len(st.legal_takes()) >= rows_with_cards
                and st.legal_rows_for_draw()):
            break
        moves = st.legal_moves()
        draws = [m for m in moves if m.startswith("d")]
        scene.table.play(rng.choice(draws or moves))
    scene.control.use(scene.table)
    assert st.to_move == 0 and len(st.legal_takes()) >= rows_with_cards


def test_holding_a_finger_on_a_row_shows_the_take_and_sliding_off_keeps_it():
    app, scene, d = phone((360, 640), [Seat("human")] + [Seat("ai", "easy")] * 4, seed=5)
    human_to_take(scene, random.Random(4))
    d.run(3)
    st = scene.state
    lay = scene.view.geo(st)
    row = st.legal_takes()[0]
    spot = lay.row_target(row - 1).center
    d.frame([d.motion(spot, touch=True), d.down(spot, touch=True)])
    d.run(2)
    words = drawn_words(app)
    preview = [w for w in words if w.startswith(f"Take row {row} (")]
    assert preview and "→" in preview[0]
    assert any(w.endswith(" pts") for w in words)              # the badge on the row
    # slid off the row onto the deck, then lifted: nothing taken, nothing drawn
    away = lay.deck.center
    d.frame([d.motion(away, buttons=(1, 0, 0), touch=True)])
    d.frame([d.up(away, touch=True)])
    d.run(3)
    assert scene.phase.pending is None and scene.phase.anim is None
    assert scene.view.input.held is None
    assert st.to_move == 0 and row in st.legal_takes()
    # the finger lifted: no preview any more, the line says what to do, for a finger
    words = drawn_words(app)
    assert not any(w.startswith(f"Take row {row} (") for w in words)
    assert any(w.startswith("Tap the deck") for w in words)
    # a tap shows the row larger (its cards are small here: issue 50), a tap there takes it
    before = len(st.history)
    d.click(spot, touch=True)
    assert scene.view.loupe is not None and len(st.history) == before
    d.click(scene.view.input.target(st, f"t{row}") if not lay.take_controls
            else scene.view.loupe.panel.center, touch=True)
    landed(d, scene, before, f"t{row}")


def test_a_tap_between_two_rows_takes_the_nearer():
    app, scene, d = phone((360, 640), [Seat("human")] + [Seat("ai", "easy")] * 4, seed=6)
    st = scene.state
    # cards on rows 2 and 4 (one over the other in the grid's left column), the person to move
    for move in ("d2", "d4", "d2", "d4", "d1"):
        scene.table.play(move)
    while st.to_move != 0:
        scene.table.play("d3" if 3 in st.legal_rows_for_draw() else st.legal_moves()[0])
    scene.control.use(scene.table)
    d.run(2)
    lay = scene.view.geo(st)
    upper, lower = lay.trays[1], lay.trays[3]
    assert upper.x == lower.x and lower.top - upper.bottom >= 4
    assert {2, 4} <= set(st.legal_takes())
    x = lay.row_target(1).centerx
    before = len(st.history)
    d.click((x, lower.top - 2), touch=True)       # in the gap, nearer row 4
    view = scene.view
    assert view.loupe is not None and view.loupe_row == 3   # row 4 shown larger (issue 50)
    d.click(view.loupe.panel.center, touch=True)
    landed(d, scene, before, "t4")


def test_the_drawn_card_dragged_onto_a_row():
    app, scene, d = phone((390, 844), [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")],
                          seed=8)
    d.wait_for_human()
    st = scene.state
    lay = scene.view.geo(st)
    d.click(lay.deck.center, touch=True)
    card = scene.view.input.held["card"]
    d.wait(0.6)
    # dragged off the board and let go: it stays drawn, in its spot
    drag(d, lay.held.center, (lay.rect.centerx, lay.rect.bottom + 30))
    assert scene.view.input.held is not None and scene.phase.pending is None
    # dragged onto row 2: played there, the card flies on from where the finger let go
    before = len(st.history)
    target = lay.trays[1].center
    d.frame([d.motion(lay.held.center, touch=True), d.down(lay.held.center, touch=True)])
    d.frame([d.motion(target, buttons=(1, 0, 0), touch=True)])
    words = drawn_words(app)
    assert f"Put the {card_name(card)} on row 2" in words or any(
        w.startswith("Put ") and w.endswith("on row 2") for w in words)
    d.frame([d.up(target, touch=True)])
    assert scene.phase.pending == "d2" and scene.phase.anim.start is not None
    landed(d, scene, before, "d2")
    assert st.rows[1][-1] == card


def card_name(code: str) -> str:
    from game.coloretto.view.words import card_title
    return card_title(code)[4:]


def test_holding_a_panel_shows_its_pile_larger():
    app, scene, d = phone((360, 640), [Seat("human")] + [Seat("ai", "easy")] * 4, seed=9)
    human_to_take(scene, random.Random(2))
    d.run(2)
    st = scene.state
    seat = 2
    panel = scene.panels.rects()[seat]
    score = st.scores()[seat]
    d.frame([d.motion(panel.center, touch=True), d.down(panel.center, touch=True)])
    d.run(1)
    assert points(score) in drawn_words(app)
    d.frame([d.up(panel.center, touch=True)])
    d.run(1)
    assert points(score) not in drawn_words(app)


def test_turning_the_phone_keeps_the_drawn_card():
    app, scene, d = phone((360, 640), [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")],
                          seed=10)
    d.wait_for_human()
    st = scene.state
    d.click(scene.view.geo(st).deck.center, touch=True)
    card = scene.view.input.held["card"]
    d.wait(0.6)
    app.resize(Viewport.of(640, 360))
    d.run(3)
    assert app.shape == "landscape" and scene.view.input.held["card"] == card
    lay = scene.view.geo(st)
    assert scene.lay.board.contains(lay.rows_rect)
    row = st.legal_rows_for_draw()[-1]
    before = len(st.history)
    d.click(scene.view.input.target(st, f"d{row}"), touch=True)
    landed(d, scene, before, f"d{row}")
    assert st.rows[row - 1][-1] == card
