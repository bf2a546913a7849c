"""Spectrangle's board targets on a phone (issue 50): every field a tap may choose is at
least a finger's size across (44 CSS px where the screen's shorter side is 390 or more, 40
under it), measured as the room a tap has there (the pitch between two fields' centres); a
board too small for that shows the fields under the finger larger (the loupe) on a first
tap, and the move is made there."""

import pytest
from checks import drawn_texts

from game.screens import make_app
from game.table.registry import get_game
from game.ui.screen import Viewport
from game.ui.menu.setup import Seat, Setup
from tests.support.driver import Driver

GAME = get_game("spectrangle")
PHONES = [(360, 640), (390, 844), (412, 915), (640, 360), (844, 390)]


def phone(size, players=2, seed=3):
    app = make_app([], viewport=Viewport.of(*size))
    app.fixed_seed = 1
    app.min_think = 0.0
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    app.screens.start_game(GAME, Setup(GAME.default_variant, players, {}, seats), seed=seed)
    d = Driver(app, dt=0.1)
    d.wait_for_human()
    d.run(2)
    return app, app.scene, d


def targets(app, scene) -> list:
    return [r for r in scene.view.input.hit_rects(scene.state, scene.context())]


def select_a_tile(d, scene) -> None:
    st = scene.state
    tile = next(t for t in st.hands[st.to_move]
                if scene.view.input.fits(st, t) and any(scene.view.input.fits(st, t)[r]
                                                           for r in range(6)))
    slot = st.hands[st.to_move].index(tile)
    d.click(tuple(round(v) for v in scene.view.geo.rack.slot_centre(slot)), touch=True)
    assert scene.view.input.selected == tile


@pytest.mark.parametrize("size", PHONES)
def test_every_field_a_tap_may_choose_is_a_finger_wide(size):
    app, scene, d = phone(size)
    least = 44 if min(size) >= 390 else 40
    select_a_tile(d, scene)
    view = scene.view
    fields = view.input.hit_rects(scene.state, scene.context())
    assert fields
    assert min(min(r.w, r.h) for r in fields) * app.viewport.zoom >= least - 0.5
    # a field's honest room is its pitch: too small here, so a tap opens the loupe
    assert view.geo.side / 3 ** 0.5 * app.viewport.zoom < least
    move = next(m for m in scene.state.legal_moves()
                if isinstance(m, tuple) and m[0] != "x" and view.input.target(scene.state, m)
                and scene.state.hands[scene.state.to_move].index(view.input.selected) >= 0
                and view.input.target_on(scene.state, m, view.geo)
                == tuple(round(v) for v in view.geo.field_centre(m[0])))
    before = len(scene.state.history)
    d.click(view.input.target(scene.state, move), touch=True)
    assert view.loupe is not None and len(scene.state.history) == before
    inside = view.input.hit_rects(scene.state, scene.context())
    boxes = inside[len(scene.state.hands[scene.state.to_move]):]
    assert boxes, "the loupe shows fields a tap may choose"
    for r in boxes:
        assert min(r.w, r.h) * app.viewport.zoom >= least - 0.5
        assert view.loupe.panel.contains(r)
    for _ in range(6):
        if len(scene.state.history) > before or scene.phase.anim is not None:
            break
        d.click(view.input.target(scene.state, move), touch=True)
    d.until(lambda: scene.phase.anim is None)
    assert scene.state.history[before] == move
    assert view.loupe is None


@pytest.mark.parametrize("size", PHONES)
def test_your_hand_is_drawn_once_on_a_phone(size):
    """The rack by the board shows your tiles; your panel says what they cost, no tiles."""
    from game.spectrangle.view import seats
    app, scene, d = phone(size)
    calls = []
    real = seats.draw_tile

    def spy(surface, img, centre, alpha=255):
        calls.append(centre)
        return real(surface, img, centre, alpha)
    seats.draw_tile = spy
    try:
        app.scene.redraw()
        app.scene.draw(app.screen)
    finally:
        seats.draw_tile = real
    st = scene.state
    mine = scene.view.rack_seat(st, scene.context())
    others = sum(len(st.hands[s]) for s in range(st.players) if s != mine)
    assert len(calls) == others          # the panels' tiles: the opponents' only
    texts = [s for s, _ in drawn_texts(app, fresh=True)]
    assert any(f"{st.hand_value(mine)}" in t and "hand" in t for t in texts)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_360_the_opponents_tiles_keep_their_values_and_the_draw_says_starts(players):
    """Bug 8: at 360 × 640 the opponents' tiles in their panels were too small for their
    numbers, and "starts" gave way to a dot in the starting draw."""
    from game.spectrangle.view.art import value_disc
    from game.spectrangle.view.layout import tray_slot
    app, scene, d = phone((360, 640), players)
    ctx = scene.context()
    st = scene.state
    mine = scene.view.rack_seat(st, ctx)
    for seat in range(st.players):
        if seat != mine:
            for i in range(len(st.hands[seat])):
                _, side = tray_slot(ctx.seat_areas[seat], i, ctx.shape)
                assert value_disc(side) is not None, (seat, side)
    if players == 2:       # (with three and four the corner layout has no room for it)
        from game.spectrangle.view.board import CornersLayer
        assert scene.view.geo.start is not None
        scene.view.corners_layer = CornersLayer()       # drawn afresh, not from its cache
        assert "starts" in [s for s, _ in drawn_texts(app, fresh=True)]


@pytest.mark.parametrize("size,players", [((360, 640), 2), ((390, 844), 2), ((390, 844), 3),
                                          ((412, 915), 2)])
def test_upright_the_board_takes_the_room_your_hand_frees(size, players):
    """Your strip under the board holds no tiles (the rack does): it is shorter than the
    others' and the board reaches down to it."""
    app, scene, d = phone(size, players)
    lay = scene.lay
    mine = scene.view.rack_seat(scene.state, scene.context())
    other = next(s for s in range(players) if s != mine)
    assert lay.panels[mine].h < lay.panels[other].h
    assert lay.board.bottom + 6 == lay.panels[mine].y
    assert lay.board.h > lay.panels[other].h - lay.panels[mine].h + 200


@pytest.mark.parametrize("players", [3, 4])
def test_at_360_the_rack_in_its_corner_never_cuts_its_owners_name(players):
    """Hot seat at 360x640: the corner rack said "PLAYE… 18"; a name that does not fit
    whole gives way to "TILES" (the hand is the player's to move, named over the board)."""
    app, _, d = phone((360, 640), players=players)
    app.screens.start_game(GAME, Setup("standard", players, {}, [Seat("human")] * players), seed=5)
    d.run(30)
    said = [s for s, _ in drawn_texts(app, fresh=True)]
    assert not [s for s in said if s.endswith("…")], said
    assert "TILES" in said
