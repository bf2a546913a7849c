"""Preview, then play, by touch (Settings: "Preview by touch", on by default): in each game a
finger's first tap on a move shows what it does, as a mouse's hover does, and waits; a second
tap on it, or Play, plays it; a tap elsewhere drops it, a tap on another move shows that one.
A finger slid or a piece dragged plays where it lifts (it showed the move all the way); a
mouse's click plays at once; a guide's step plays on the one tap it asks for."""

import pytest
from checks import drawn_texts, landed

from game.table.registry import games, get_game
from game.ui.screen import Viewport
from game.ui.menu.setup import Seat, Setup

GAMES = tuple(games())


def phone(size, preview=True):
    from game.screens import make_app
    from tests.support.driver import Driver
    app = make_app([], viewport=Viewport.of(*size))
    app.fixed_seed = 1
    app.settings.tap_preview = preview
    return Driver(app)


def start(d, name, seed=4):
    game = get_game(name)
    players = 3 if name == "coloretto" else 2
    d.app.screens.start_game(game, Setup(game.default_variant, players, {},
                                         [Seat("human")] * players), seed=seed)
    d.run(3)
    return d.app.scene


def first_tap(d, scene, skip=0):
    """Tap towards a legal move (its taps in turn: a tile before its field) until one waits
    for a second tap; the move and where its last tap was.  `skip` passes over the first
    moves found."""
    st = scene.state
    moves = st.legal_moves()
    for move in moves[len(moves) // 2:] + moves[:len(moves) // 2]:
        for _ in range(4):
            point = scene.view.input.target(st, move)
            if point is None:
                break
            point = (round(point[0]), round(point[1]))
            d.click(point, touch=True, again=False)
            if scene.phase.proposed is not None or st.history or scene.phase.pending is not None:
                break
        if scene.phase.proposed == move and skip == 0:
            return move, point
        if scene.phase.proposed is not None:
            skip -= 1
        scene.control.cancel_proposal()
    raise AssertionError("no move waited for a second tap")


def texts(d, scene) -> set[str]:
    """The words drawn on the screen as it is now."""
    return {s for s, _ in drawn_texts(d.app, scene)}


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (360, 640)])
@pytest.mark.parametrize("name", GAMES)
def test_a_first_tap_shows_the_move_as_a_hover_does_and_a_second_plays_it(name, size):
    d = phone(size)
    scene = start(d, name)
    move, point = first_tap(d, scene)
    d.run(3)
    st = scene.state
    assert d.app.mouse is None                       # the finger has lifted
    assert scene.phase.proposed == move and scene.phase.pending is None and not st.history
    assert scene.headline.words()[1].endswith(": tap again to play")
    play = scene.find("confirm")
    assert play.visible and play.label == "Play" and scene.find("cancel-move").visible
    tapped = texts(d, scene)
    # what a mouse resting there shows (a second table, the same deal), the finger shows
    m = phone(size)
    other = start(m, name)
    for _ in range(3):                               # a tile picked before its field
        p = other.view.input.target(other.state, move)
        if p is None or (round(p[0]), round(p[1])) == point:
            break
        m.click((round(p[0]), round(p[1])))
    m.frame([m.motion((1, 1))])
    m.run(2)
    away = texts(m, other)
    m.frame([m.motion(point)])
    m.run(3)
    assert other.phase.proposed is None and not other.state.history
    shown = texts(m, other) - away               # the words the hover adds: the preview's
    # all drawn for the finger too, but the line of what to do, which for the finger says
    # the move and "tap again to play"
    assert shown and shown - tapped <= {other.headline.words()[1]}, (shown, tapped)
    # a second tap on it plays it
    d.click(point, touch=True, again=False)
    landed(d, scene, 0, move)


@pytest.mark.parametrize("name", GAMES)
def test_a_tap_elsewhere_drops_the_move_and_play_plays_it(name):
    d = phone((390, 844))
    scene = start(d, name)
    move, point = first_tap(d, scene)
    d.click((2, scene.lay.board.bottom - 2), touch=True)   # the board's corner: nothing there
    assert scene.phase.proposed is None and not scene.state.history and scene.phase.pending is None
    assert scene.find("confirm") is None or not scene.find("confirm").visible
    move, point = first_tap(d, scene)
    d.click("confirm", touch=True)
    landed(d, scene, 0, move)


@pytest.mark.parametrize("name", ("collapsi", "collecto"))
def test_a_tap_on_another_move_shows_that_one(name):
    d = phone((390, 844))
    scene = start(d, name)
    first, _ = first_tap(d, scene)
    scene_moves = [m for m in scene.state.legal_moves() if m != first]
    other = scene_moves[0]
    for _ in range(2):      # (Collecto's zoom: a tap on another side of the board opens it)
        point = scene.view.input.target(scene.state, other)
        d.click((round(point[0]), round(point[1])), touch=True, again=False)
        if scene.phase.proposed is not None:
            break
    assert scene.phase.proposed == other and not scene.state.history


@pytest.mark.parametrize("name", GAMES)
def test_with_preview_off_or_by_mouse_one_tap_plays(name):
    for preview, touch in ((False, True), (True, False)):
        d = phone((390, 844), preview=preview)
        scene = start(d, name)
        st = scene.state
        moves = st.legal_moves()
        move = moves[len(moves) // 2]
        for _ in range(4):
            point = scene.view.input.target(st, move)
            d.click((round(point[0]), round(point[1])), touch=touch, again=False)
            if st.history or scene.phase.pending is not None:
                break
        assert scene.phase.proposed is None
        landed(d, scene, 0, move)


def test_a_slide_plays_where_the_finger_lifts():
    d = phone((390, 844))
    scene = start(d, "collapsi")
    st = scene.state
    a, b = [m for m in st.legal_moves()][:2]
    pa, pb = scene.view.input.target(st, a), scene.view.input.target(st, b)
    d.frame([d.motion(pa, touch=True), d.down(pa, touch=True)])
    d.frame([d.motion(pb, buttons=(1, 0, 0), touch=True)])
    d.frame([d.up(pb, touch=True)])
    assert scene.phase.proposed is None
    landed(d, scene, 0, b)


def test_the_setting_is_on_the_settings_screen_and_remembered(app):
    from game.screens import make_app
    from tests.support.driver import Driver
    assert app.settings.tap_preview is True            # on by default
    d = Driver(app)
    app.screens.menu()
    d.click("settings")
    d.click("tap-preview:Off")
    assert make_app([]).settings.tap_preview is False
