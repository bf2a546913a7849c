"""Spectrangle on a phone, by touch, through the real event loop: whole games tapped to their
end upright (360 × 640) and on its side (640 × 360), a tile dragged from the rack onto a
field by a finger, what pointing shows shown while a finger is held down, taps between two
targets landing on the nearer, and words for a finger."""

import random

import pygame
import pytest
from checks import landed

from game.screens import make_app
from game.spectrangle.rules import EXCHANGE, PASS, place_words
from game.table.registry import get_game
from game.table.session import Table
from game.ui import draw
from game.ui.screen import Viewport
from tests.support.driver import Driver

GAME = get_game("spectrangle")


def phone(w, h, ratio=1.0):
    app = make_app([], viewport=Viewport.of(w, h, ratio))
    app.fixed_seed = 1
    app.min_think = 0.05
    return app, Driver(app, dt=1 / 30)


def table(app, d, seats, seed=5, moves=0):
    t = Table.deal(GAME, "standard", {}, list(seats), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        t.play(rng.choice(t.state.legal_moves()))
    scene = app.screens.table_scene(t)
    app.goto(scene)
    d.run(2)
    return scene


def tap_through(d, move, limit: int = 12) -> None:
    """Tap (a finger) wherever the next tap towards `move` goes until it is under way."""
    scene = d.app.scene
    before = len(scene.state.history)
    for _ in range(limit):
        if scene.phase.pending is not None or len(scene.state.history) > before:
            return
        pos = scene.view.input.target(scene.state, move)
        assert pos is not None, move
        d.click(pos, touch=True)
        assert d.app.mouse is None          # a finger lifted: nothing hovered
    raise AssertionError(f"could not tap {move!r} through")


def texts_drawn(app) -> list[str]:
    """Every text drawn in one frame."""
    seen, real = [], draw.text

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


def play_to_the_end(d, scene, rng, turns: int = 200) -> dict:
    kinds = {"place": 0, "skip": 0, "exchange": 0}
    for _ in range(turns):
        d.wait_for_human()
        if scene.control.over:
            return kinds
        st = scene.state
        move = rng.choice(st.legal_moves())
        kinds["skip" if move == PASS else "exchange" if move[0] == EXCHANGE else "place"] += 1
        before = len(st.history)
        tap_through(d, move)
        landed(d, scene, before, move)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("size,players", [((360, 640), 2), ((640, 360), 3)])
def test_a_whole_game_tapped_to_its_end_on_a_phone(size, players):
    app, d = phone(*size)
    scene = table(app, d, ["human"] + ["easy"] * (players - 1))
    view = scene.view
    assert view.geo.arrangement == "below"
    kinds = play_to_the_end(d, scene, random.Random(f"phone {size}"))
    assert kinds["place"] >= 5
    d.until(lambda: scene.control.overlay_visible)
    st = scene.state
    assert st.outcome().scores == tuple(st.points[s] - st.hand_value(s) for s in range(players))
    d.run(2)
    d.click("overlay-menu", touch=True)
    assert app.scene.name == "menu"


def test_four_seats_upright_the_rack_beside_the_apex_skip_and_exchange_by_taps():
    """360 × 640 with four seats: the rack is a 2 × 2 block in the corner; the turns the
    rules give (a placement, a skip, an exchange) are all tapped."""
    app, d = phone(360, 640)
    scene = table(app, d, ["human", "easy", "easy", "easy"], seed=3)
    view = scene.view
    assert view.geo.arrangement == "corner" and view.geo.rack.style == "block"
    placed = 0
    for _ in range(6):
        d.wait_for_human()
        if scene.control.over:
            break
        st = scene.state
        move = max(st.legal_moves(), key=lambda m: st.move_score(m)
                   if isinstance(m, tuple) and m[0] != EXCHANGE else -1)
        before = len(st.history)
        tap_through(d, move)
        landed(d, scene, before, move)
        placed += move != PASS and move[0] != EXCHANGE
    assert placed
    # a position where no tile fits and the bag has tiles: Skip and Exchange, tapped
    for seed in range(400):
        st = GAME.new_game("standard", {}, 4, seed)
        r = random.Random(seed)
        while not st.is_over() and not (st.to_move == 0 and st.legal_moves()[0] == PASS
                                        and st.can_exchange()):
            st.push(r.choice(st.legal_moves()))
        if not st.is_over():
            break
    scene.control.use(Table(st, scene.table.seats, scene.table.seed))
    d.run(2)
    assert scene.find("skip") is not None and scene.find("exchange") is not None
    hand = list(st.hands[0])
    move = (EXCHANGE, st.hand(0)[1])
    n = len(st.history)
    tap_through(d, move)
    landed(d, scene, n, move)
    assert scene.state.hands[0][1] != hand[1]


def lit_position(app, d, players=2, seed=5):
    """A table where the person is to move and a tile fits somewhere as it lies, with that
    tile chosen by a tap: (scene, the tile's slot, its lit fields)."""
    for moves in range(3, 30):
        scene = table(app, d, ["human"] + ["easy"] * (players - 1), seed=seed, moves=moves)
        st = scene.state
        if st.to_move != 0 or st.can_skip():
            continue
        view = scene.view
        for slot in range(len(st.hands[0])):
            d.click(view.geo.rack.slot_centre(slot), touch=True)
            lit = view.input.lit(st, scene.context())
            if lit:
                return scene, slot, lit
    raise AssertionError("no such position")


@pytest.mark.parametrize("size", [(360, 640), (640, 360)])
def test_a_tile_dragged_by_a_finger_onto_a_field_is_placed(size):
    app, d = phone(*size)
    scene, slot, lit = lit_position(app, d)
    view = scene.view
    st = scene.state
    f = max(lit, key=lambda k: lit[k][1])
    a, b = view.geo.rack.slot_centre(slot), view.geo.field_centre(f)
    d.frame([d.motion(a, touch=True), d.down(a, touch=True)])
    for k in range(1, 7):
        p = (round(a[0] + (b[0] - a[0]) * k / 6), round(a[1] + (b[1] - a[1]) * k / 6))
        d.frame([d.motion(p, buttons=(1, 0, 0), touch=True)])
    assert view.input.dragging() == st.hands[0][slot]
    # over its field the tile is shown there, with its score on the hint line
    look = view.look(st, scene.context())
    assert look.hover == f and look.drag is None
    assert look.hint[0][0].startswith(place_words(f).capitalize())
    n = len(st.history)
    d.frame([d.up((round(b[0]), round(b[1])), touch=True)])
    assert scene.phase.pending == lit[f][0]
    landed(d, scene, n, lit[f][0])
    # a drag let go off the board puts nothing down, and the tile is back in the rack
    d.wait_for_human()
    st = scene.state
    if scene.control.over or st.can_skip():
        return
    n = len(st.history)
    a = view.geo.rack.slot_centre(0)
    d.frame([d.motion(a, touch=True), d.down(a, touch=True)])
    d.frame([d.motion((a[0] + 30, a[1] - 40), buttons=(1, 0, 0), touch=True)])
    assert view.input.dragging() is not None
    far = (view.rect.x + 2, view.rect.y + 2)
    d.frame([d.motion(far, buttons=(1, 0, 0), touch=True)])
    d.frame([d.up(far, touch=True)])
    assert scene.phase.pending is None and len(st.history) == n and view.input.dragging() is None


def in_loupe(d, view, point):
    """A tap on the board where its fields are smaller than a finger opens the loupe there
    (issue 50): where the board's `point` shows in it."""
    d.click(point, touch=True)
    assert view.loupe is not None
    x, y = view.loupe.to_panel(point)
    return round(x), round(y)


@pytest.mark.parametrize("size", [(360, 640), (640, 360)])
def test_holding_a_finger_on_a_field_shows_what_pointing_shows(size):
    app, d = phone(*size)
    scene, slot, lit = lit_position(app, d)
    view = scene.view
    st = scene.state
    f = max(lit, key=lambda k: lit[k][1])
    c = view.geo.field_centre(f)
    before = pygame.image.tobytes(app.screen, "RGB")
    d.frame([d.motion(c, touch=True), d.down(c, touch=True)])
    d.run(3)                                   # held down
    assert app.mouse is not None
    words = texts_drawn(app)
    move, pts = lit[f]
    assert any(w.startswith(place_words(f).capitalize()) and f"{pts} point" in w for w in words)
    assert f"+{pts}" in words                  # the bubble over the field
    assert pygame.image.tobytes(app.screen, "RGB") != before
    # sliding off and lifting elsewhere places nothing; lifting on it places the tile
    away = (view.rect.x + 2, view.rect.bottom - 2)
    d.frame([d.motion(away, buttons=(1, 0, 0), touch=True)])
    d.frame([d.up(away, touch=True)])
    assert scene.phase.pending is None
    n = len(st.history)
    c = in_loupe(d, view, c)            # the fields under the finger, larger
    assert len(st.history) == n and scene.phase.proposed is None
    d.frame([d.motion(c, touch=True), d.down(c, touch=True)])
    d.run(2)
    d.frame([d.up(c, touch=True)])      # a tap: the placement waits, shown, for a second
    d.run(2)
    assert app.mouse is None and scene.phase.proposed == move and len(st.history) == n
    assert f"+{pts}" in texts_drawn(app)
    # its points once, over the field as the loupe shows it (not again on the board under)
    from game.spectrangle.view import board as board_module
    bubbles, real = [], board_module._bubble    # noqa: SLF001 - the Spectrangle board's bubbles, counted
    board_module._bubble = (      # noqa: SLF001 - the Spectrangle board's bubbles, counted
        lambda surface, lay, at, label, color: bubbles.append(at))
    try:
        scene.draw(app.screen)
    finally:
        board_module._bubble = real    # noqa: SLF001 - the Spectrangle board's bubbles, counted
    assert len(bubbles) == 1 and view.loupe.panel.inflate(0, 40).collidepoint(bubbles[0])
    d.click(c, touch=True, again=False)
    landed(d, scene, n, move)


def test_a_tap_between_two_targets_lands_on_the_nearer():
    app, d = phone(360, 640)
    scene, slot, lit = lit_position(app, d)
    view = scene.view
    geo = view.geo
    st = scene.state
    # just off a rack tile's cell (under it, in no other target's area): that tile
    tile = st.hands[0][1]
    cell = geo.rack.slots[1]
    d.click((cell.centerx, cell.bottom + 6), touch=True)
    assert view.input.selected == tile
    d.click(view.geo.rack.slot_centre(slot), touch=True)
    assert view.input.selected == st.hands[0][slot]
    # inside a lit field's triangle, where its neighbour's box reaches too: the lit field
    f = min(lit)
    field = geo.fields[f]
    pts = field.points
    for n, other in enumerate(geo.fields):
        if n == f:
            continue
        # a point inside f, a fifth of the way from a corner towards its centre
        for corner in pts:
            p = (round(corner[0] + (field.centre[0] - corner[0]) * 0.3),
                 round(corner[1] + (field.centre[1] - corner[1]) * 0.3))
            if other.box.collidepoint(p) and field.box.collidepoint(p):
                assert geo.field_at(p) == f
                n_before = len(st.history)
                d.click(in_loupe(d, view, p), touch=True)
                assert scene.phase.pending == lit[f][0]
                landed(d, scene, n_before, lit[f][0])
                return
    raise AssertionError("no point shared by two boxes")


def test_words_for_a_finger():
    app, d = phone(360, 640)
    scene = table(app, d, ["human", "easy"], moves=4)
    d.wait_for_human()
    # a tap: the words say tap, not click, and name no keys
    pos = scene.view.geo.field_centre(0)
    d.click((pos[0], pos[1] - 200), touch=True)          # a tap on the felt
    words = " ".join(texts_drawn(app))
    assert "Tap" in words and "Click" not in words and "press" not in words
    assert app.touch
    # a mouse moving freely: click and keys again
    d.hover((10, 300))
    words = " ".join(texts_drawn(app))
    assert "click" in words.lower()


def test_upright_at_double_density_every_tile_and_field_is_sharp_and_placed():
    """390 × 844 at two pixels a point: the canvas is twice the points, the tiles are
    painted for that scale, and a tap in points still finds its target."""
    app, d = phone(390, 844, 2.0)
    assert app.screen.get_size() == (780, 1688)
    scene, slot, lit = lit_position(app, d)
    view = scene.view
    assert view.art.bytes > 0 and view.art.scales() == {2.0}
    f = min(lit)
    n = len(scene.state.history)
    d.click(in_loupe(d, view, view.geo.field_centre(f)), touch=True)
    landed(d, scene, n, lit[f][0])


@pytest.mark.parametrize("size", [(390, 844), (360, 640), (1280, 720),
                                  (1024, 768)])
def test_what_a_hand_costs_is_said_in_words(size, monkeypatch):
    """A hand's value, subtracted at the end, reads "16 in hand" in the panels, the strips
    and the rack, never the label-like "hand 16"."""
    app, d = phone(*size)
    table(app, d, ("human", "human", "human"), moves=4)
    shown = []
    real = draw.text

    def text(surface, s, *args, **kwargs):
        shown.append(s)
        return real(surface, s, *args, **kwargs)
    monkeypatch.setattr(draw, "text", text)
    d.run(2)
    assert not [s for s in shown if s.startswith("hand ") and s[5:].isdigit()]
    hands = [s for s in shown if s.endswith(" in hand") and s.split()[0].isdigit()]
    short = [s for s in shown if s.startswith("−") and s[1:].isdigit()]
    assert hands and len(hands) + len(short) >= 3, shown
    # never cut ("15 in h…"): where the words have no room, "−15", what the end takes off
    assert not [s for s in shown if "in h" in s and not s.endswith(" in hand")], shown
