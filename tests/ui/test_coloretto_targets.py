"""Coloretto on a phone (issue 50): the board's targets at least a finger's size (44 CSS px
where the screen's shorter side is 390 or more, 40 under it), the cards of the piles in the
players' panels readable (16 points across at least), and the "±N pts" of a row pointed at
covering no card (bug 14), at the five phone sizes and every player count."""

import random

import pytest

from game.coloretto.view.layout import pile_layout
from game.screens import make_app
from game.table.registry import get_game
from game.ui.screen import Viewport
from game.ui.menu.setup import Seat, Setup
from tests.support.driver import Driver

GAME = get_game("coloretto")
PHONES = [(360, 640), (390, 844), (412, 915), (640, 360), (844, 390)]
TABLES = [(size, n) for size in PHONES for n in (2, 3, 4, 5)]


def phone(size, players, seed=3, moves=0):
    """A game at `size` with `players`, `moves` random moves in, the person to move."""
    app = make_app([], viewport=Viewport.of(*size))
    app.fixed_seed = 1
    app.min_think = 0.0
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    app.screens.start_game(GAME, Setup(GAME.default_variant, players, {}, seats), seed=seed)
    d = Driver(app, dt=0.1)
    d.wait_for_human()
    table, rng = app.scene.table, random.Random(seed)
    for _ in range(moves):
        table.play(rng.choice(table.state.legal_moves()))
    while table.state.to_move != 0 and not table.is_over():
        table.play(rng.choice(table.state.legal_moves()))
    app.scene.control.use(table)
    d.run(3)
    return app, app.scene, d


@pytest.mark.parametrize("size,players", TABLES)
def test_the_cards_in_the_panels_are_readable(size, players):
    app, scene, d = phone(size, players)
    ctx = scene.context()
    piles = [(1, 0, 2, 0, 3, 0, 0, 1, 2), (3, 2, 1, 1, 1, 0, 0, 0, 1), (1,) * 9]
    for area in ctx.seat_areas[:players]:
        for pile in piles:
            spot = pile_layout(area, ctx.shape, pile)
            shown = [r for r in spot.cards if r is not None]
            assert shown, (tuple(area), pile)
            for rect in shown:
                assert min(rect.w, rect.h) * app.viewport.zoom >= 16, (tuple(area), spot.style,
                                                                      tuple(rect))
                assert spot.area.inflate(2, 2).contains(rect)


@pytest.mark.parametrize("size,players", TABLES)
def test_every_board_target_is_a_finger_wide(size, players):
    app, scene, d = phone(size, players)
    least = 44 if min(size) >= 390 else 40
    view, st = scene.view, scene.state
    for _ in range(2):                  # before drawing, then with the card drawn
        rects = view.input.hit_rects(st, scene.context())
        assert rects
        assert min(min(r.w, r.h) for r in rects) * app.viewport.zoom >= least - 0.5
        view.input.reveal(st, scene.context().time)


def cards_on_board(state, lay) -> list:
    return [lay.slots[r][k] for r in range(state.players) for k in range(len(state.rows[r]))]


@pytest.mark.parametrize("size,players", TABLES)
def test_the_points_of_a_row_pointed_at_cover_no_card(size, players):
    """Bug 14: the "±N pts" badge of a row pointed at (hovered, or a tap's preview) lies
    where it covers none of the cards on the board, full rows too."""
    from game.coloretto.view.board import badge_spot
    from game.ui import draw
    seen = 0
    for moves in (players + 1, 2 * players, 3 * players + 1, 4 * players, 5 * players):
        app, scene, d = phone(size, players, seed=7, moves=moves)
        view, st = scene.view, scene.state
        if st.is_over():
            continue
        lay = view.geo(st)
        cards = cards_on_board(st, lay)
        for r in st.legal_takes():
            app.mouse = lay.row_target(r - 1).center
            spot = badge_spot(st, lay, r - 1)
            scene.redraw()
            scene.draw(app.screen)
            panel = view.panel_badge(app.screen, st, scene.context())
            rect = spot[0] if spot is not None else panel
            assert rect is not None, (r, "the badge is shown somewhere")
            assert rect.collidelist(cards) < 0, (r, tuple(rect))
            if spot is not None:
                assert spot[2] >= 12 and draw.text_width(spot[1], spot[2], True) < rect.w
            seen += 1
    assert seen


@pytest.mark.parametrize("size,players", [((360, 640), 5), ((360, 640), 4), ((640, 360), 5),
                                          ((844, 390), 5)])
def test_a_tap_on_a_small_row_shows_it_full_size_and_the_next_tap_chooses_there(size, players):
    """Rows too small for full-size cards (40 points wide): a first tap on a row shows that
    row larger over the board, its cards and its target full size; a tap there places the
    drawn card (a tap's preview, then a second tap plays it)."""
    app, scene, d = phone(size, players, seed=5, moves=players)
    view, st = scene.view, scene.state
    least = 44 if min(size) >= 390 else 40
    lay = view.geo(st)
    assert lay.cw < 40
    d.click(view.input.target(st, "d1"), touch=True)          # the deck: the card turns over
    assert view.input.held is not None
    row = st.legal_rows_for_draw()[0]
    move = f"d{row}"
    before = len(st.history)
    d.click(lay.trays[row - 1].center, touch=True)
    assert view.loupe is not None and len(st.history) == before and scene.phase.proposed is None
    shown = view.input.hit_rects(st, scene.context())
    assert shown and view.loupe.panel.contains(shown[0])
    assert min(min(r.w, r.h) for r in shown) * app.viewport.zoom >= least - 0.5
    assert lay.cw * view.loupe.factor >= 40                 # the cards full size in it
    assert not any(b.visible for b in view.controls(st, scene.context()))   # no Take over it
    d.click(view.input.target(st, move), touch=True)
    d.until(lambda: scene.phase.anim is None)
    assert st.history[before] == move and view.loupe is None
