"""Spectrangle's board targets on a phone (issue 50): every field a tap may choose is at
least a finger's size across (44 CSS px where the screen's shorter side is 390 or more, 40
under it), measured as the room a tap has there (the pitch between two fields' centres); a
board too small for that shows the fields under the finger larger (the loupe) on a first
tap, and the move is made there."""

import pytest

from game.screens import make_app
from game.table.registry import get_game
from game.ui.screen import Viewport
from game.ui.setup import Seat, Setup
from tools.driver import Driver

GAME = get_game("spectrangle")
PHONES = [(360, 640), (390, 844), (412, 915), (640, 360), (844, 390)]


def phone(size, players=2, seed=3):
    app = make_app([], viewport=Viewport.of(*size))
    app.fixed_seed = 1
    app.min_think = 0.0
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    app.start_game(GAME, Setup(GAME.default_variant, players, {}, seats), seed=seed)
    d = Driver(app, dt=0.1)
    d.wait_for_human()
    d.run(2)
    return app, app.scene, d


def targets(app, scene) -> list:
    return [r for r in scene.view.hit_rects(scene.state, scene.context())]


def select_a_tile(d, scene) -> None:
    st = scene.state
    tile = next(t for t in st.hands[st.to_move]
                if scene.view.chooser.fits(st, t) and any(scene.view.chooser.fits(st, t)[r]
                                                           for r in range(6)))
    slot = st.hands[st.to_move].index(tile)
    d.click(tuple(round(v) for v in scene.view.slot_centre(slot)), touch=True)
    assert scene.view.selected == tile


@pytest.mark.parametrize("size", PHONES)
def test_every_field_a_tap_may_choose_is_a_finger_wide(size):
    app, scene, d = phone(size)
    least = 44 if min(size) >= 390 else 40
    select_a_tile(d, scene)
    view = scene.view
    fields = view.hit_rects(scene.state, scene.context())
    assert fields
    assert min(min(r.w, r.h) for r in fields) * app.viewport.zoom >= least - 0.5
    # a field's honest room is its pitch: too small here, so a tap opens the loupe
    assert view.geo.side / 3 ** 0.5 * app.viewport.zoom < least
    move = next(m for m in scene.state.legal_moves()
                if isinstance(m, tuple) and m[0] != "x" and view.target(scene.state, m)
                and scene.state.hands[scene.state.to_move].index(view.selected) >= 0
                and view.chooser.target(scene.state, m, view.geo)
                == tuple(round(v) for v in view.field_centre(m[0])))
    before = len(scene.state.history)
    d.click(view.target(scene.state, move), touch=True)
    assert view.loupe is not None and len(scene.state.history) == before
    inside = view.hit_rects(scene.state, scene.context())
    boxes = inside[len(scene.state.hands[scene.state.to_move]):]
    assert boxes, "the loupe shows fields a tap may choose"
    for r in boxes:
        assert min(r.w, r.h) * app.viewport.zoom >= least - 0.5
        assert view.loupe.panel.contains(r)
    for _ in range(6):
        if len(scene.state.history) > before or scene.anim is not None:
            break
        d.click(view.target(scene.state, move), touch=True)
    d.until(lambda: scene.anim is None)
    assert scene.state.history[before] == move
    assert view.loupe is None
