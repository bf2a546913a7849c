"""Collapsi on a phone, by touch: whole games to their end on a phone held upright and on
its side (the shifting board's arrows, player's choice, the solo puzzle and its buttons),
what pressing and holding shows (the path, the line under the board), a refused tap's
reason after the finger lifts, taps beside a card and between two, a press slid from one
card to another, the words for a finger, the puzzle count inside a phone's panel, and the
art made at the screen's scale."""

import pygame
import pytest

from game.collapsi.puzzle import deal_puzzle
from game.collapsi.rules import solve
from game.collapsi.view import art
from game.collapsi.view.layout import needs_zoom, place
from game.table.registry import get_game
from game.ui import draw
from game.ui.menu.setup import Seat, Setup
from game.ui.screen import Viewport
from tests.support.driver import Driver

GAME = get_game("collapsi")
FAST = 0.1
PORTRAIT, LANDSCAPE = (360, 640), (640, 360)


def phone(size, ratio=1.0):
    from game.screens import make_app
    app = make_app([], viewport=Viewport.of(*size, ratio))
    app.fixed_seed = 1
    app.min_think = 0.0
    return app, Driver(app, FAST)


def table(app, variant, players, options, seats):
    app.screens.start_game(GAME, Setup(variant, players, dict(options), list(seats)))
    return app.scene


class Seen:
    """The words a frame drew, with where (points)."""

    def __init__(self, monkeypatch):
        self.texts = []
        real = draw.text

        def text(surface, s, pos, size=20, *args, **kwargs):
            rect = real(surface, s, pos, size, *args, **kwargs)
            self.texts.append((s, rect, size))
            return rect
        monkeypatch.setattr(draw, "text", text)

    def frame(self, d, events=()):
        self.texts = []
        d.app.scene.redraw()
        d.frame(events)
        return [s for s, _, _ in self.texts]

    def having(self, words):
        return [(s, rect, size) for s, rect, size in self.texts if words in s]


def in_hit_area(scene, pos) -> bool:
    return any(r.collidepoint(pos)
               for r in scene.view.input.hit_rects(scene.state, scene.context()))


def tap_move(d, scene, move) -> None:
    """Tap towards `move` where the view says (its card, then on the shifting board its
    arrow; with the zoom, first where it enlarges the card's part of the board, or beside
    the part enlarged to close it), checking each tap lands in a hit area the layout check
    measures."""
    for _ in range(4):
        pos = scene.view.input.target(scene.state, move)
        closing = scene.view.zooming() and not scene.view.shown(scene.state).window_rect() \
            .collidepoint(pos)
        assert in_hit_area(scene, pos) or closing, (move, pos)
        d.click(pos, touch=True)
        if scene.phase.pending == move or scene.phase.proposed == move:
            return
    raise AssertionError(f"the taps did not make {move!r}")


def play_by_touch(d, scene, max_moves=300) -> int:
    tapped = 0
    while not scene.control.over:
        d.until(lambda: scene.control.human_to_move() or scene.control.over)
        if scene.control.over:
            break
        before = len(scene.state.history)
        legal = scene.state.legal_moves()
        tap_move(d, scene, legal[(before * 7 + 3) % len(legal)])
        d.until(lambda: len(scene.state.history) == before + 1)
        tapped += 1
        assert tapped < max_moves
    return tapped


@pytest.mark.parametrize("size", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
@pytest.mark.parametrize("variant,players,options,computers", [
    ("standard", 2, {}, 0),
    ("standard", 2, {"board": "shifting", "start": "choice"}, 0),
    ("big", 4, {"board": "shifting"}, 3),
    ("big", 3, {"start": "choice"}, 1)],
    ids=["standard", "shifting-choice", "big4-shifting", "big3-choice"])
def test_a_whole_game_by_touch_on_a_phone(size, variant, players, options, computers):
    app, d = phone(size)
    seats = [Seat("human")] * (players - computers) + [Seat("ai", "easy")] * computers
    scene = table(app, variant, players, options, seats)
    assert app.shape == ("portrait" if size == PORTRAIT else "landscape")
    tapped = play_by_touch(d, scene)
    assert tapped and scene.state.is_over()
    d.run(10)
    assert scene.control.overlay_visible


def test_the_solo_puzzle_by_touch_with_its_buttons_upright():
    app, d = phone(PORTRAIT)
    scene = table(app, "solo", 1, {}, [Seat("human")])
    for move in solve(scene.state):
        d.until(lambda: scene.control.human_to_move())
        tap_move(d, scene, move)
    d.until(lambda: scene.control.over)
    assert scene.state.outcome().winners == (0,)
    assert scene.view.solved_counts(app.store) == (1, 1)
    d.run(10)
    d.click("see-board", touch=True)
    for name in ("restart", "new-puzzle"):
        button = scene.find(name)
        assert min(button.rect.size) >= 44 and button.visible
        assert pygame.Rect((0, 0), app.size).contains(button.rect)
    d.click("new-puzzle", touch=True)
    assert not scene.state.history and not scene.control.over


def test_press_and_hold_shows_the_path_and_its_length(monkeypatch):
    """What pointing shows, a finger pressed on a card shows: the path with its steps
    numbered and the line under the board; lifting the finger off the cards takes it away."""
    app, d = phone(PORTRAIT)
    seen = Seen(monkeypatch)
    scene = table(app, "standard", 2, {}, [Seat("human"), Seat("human")])
    state = scene.state
    d.run(2)
    far = max(state.legal_moves(), key=lambda m: state.walked(m))
    pos = scene.view.input.target(state, far)
    seen.frame(d, [d.motion(pos, touch=True), d.down(pos, touch=True)])
    words = seen.frame(d)
    steps = state.walked(far)
    line = f"Move to {state.cell_name(far)}: {steps} step{'s' * (steps != 1)}"
    assert line in words
    assert all(str(i) in words for i in range(1, steps))       # the steps, numbered
    for _s, rect, size in seen.having(line):
        assert size >= 14 and scene.view.rect.contains(rect)
    # slid off the board and lifted: nothing chosen, nothing shown
    away = (scene.view.rect.right - 2, scene.view.rect.bottom - 2)
    d.frame([d.motion(away, buttons=(1, 0, 0), touch=True)])
    d.frame([d.up(away, touch=True)])
    assert not state.history and app.mouse is None
    assert line not in seen.frame(d)


def test_a_refused_tap_says_why_after_the_finger_lifts(monkeypatch):
    app, d = phone(PORTRAIT)
    seen = Seen(monkeypatch)
    scene = table(app, "standard", 2, {}, [Seat("human"), Seat("human")])
    state = scene.state
    d.run(2)
    mine = state.pawns[state.to_move]          # one's own starting card: never a destination
    d.click(scene.view.geo(state).cell(*place(state, mine)).center, touch=True)
    assert not state.history and app.mouse is None
    words = seen.frame(d)
    assert f"Can't end on {state.cell_name(mine)}: {state.cell_name(mine)} is your " \
           f"starting card" in words
    # the next tap (a good one) forgets it
    tap_move(d, scene, state.legal_moves()[0])
    d.until(lambda: state.history)
    assert not any(w.startswith("Can't") for w in seen.frame(d))


def test_taps_beside_a_card_and_between_two_land_on_the_nearer():
    app, d = phone(PORTRAIT)
    scene = table(app, "big", 4, {"board": "shifting"}, [Seat("human")] * 4)
    state = scene.state
    d.run(2)
    view = scene.view
    geo = view.geo(state)
    # six by six cards for four on a small phone are closer than a fingertip: a first tap
    # enlarges the part of the board round it (the zoom), where the cards are one apart
    assert needs_zoom(geo) and geo.pitch() < 40
    first = view.input.targets(state, geo)[0]
    d.click(tuple(round(v) for v in first.centre), touch=True)
    assert view.zooming() and view.input.pending is None and not state.history
    geo = view.shown(state)
    found = view.input.targets(state, geo)
    assert found and all(min(t.hit.size) >= 40 for t in found)
    assert first.value in [t.value for t in found]
    card = next(t for t in found if t.value == first.value)
    # just outside the card's art, in the gap within its place: the card
    rect = geo.cell(*place(state, card.value[1]))
    beside = (rect.right + 1, rect.centery) if rect.right + 1 < card.hit.right else \
        (rect.left - 1, rect.centery)
    assert card.hit.collidepoint(beside)
    assert view.input.choice_at(state, geo, beside) == card.value
    # where two places meet: the nearer card
    for a in found:
        for b in found:
            if a is b or not a.hit.colliderect(b.hit):
                continue
            both = a.hit.clip(b.hit)
            for pos in (both.topleft, both.center, (both.right - 1, both.bottom - 1)):
                da = (pos[0] - a.centre[0]) ** 2 + (pos[1] - a.centre[1]) ** 2
                db = (pos[0] - b.centre[0]) ** 2 + (pos[1] - b.centre[1]) ** 2
                if da < db and view.input.choice_at(state, geo, pos) is not None:
                    assert view.input.choice_at(state, geo, pos) == a.value
    # and by a real tap: the card beside, chosen (the shifting board then shows its arrows)
    d.click(beside, touch=True)
    assert view.input.pending == card.value[1] and not view.zooming()     # the arrows round it all
    arrows = [t for t in view.input.targets(state, view.shown(state)) if t.value[0] == "shift"]
    assert len(arrows) == 4 and all(min(t.hit.size) >= 40 for t in arrows)
    d.click(arrows[0].centre, touch=True)
    assert scene.phase.pending == (card.value[1], arrows[0].value[1])


def test_a_press_slid_from_one_card_to_another_chooses_where_it_lifts():
    app, d = phone(LANDSCAPE)
    scene = table(app, "standard", 2, {"start": "choice"}, [Seat("human"), Seat("human")])
    state = scene.state
    d.run(2)
    a, b = state.legal_moves()[0], state.legal_moves()[-1]
    pa, pb = scene.view.input.target(state, a), scene.view.input.target(state, b)
    d.frame([d.motion(pa, touch=True), d.down(pa, touch=True)])
    d.frame([d.motion(pb, buttons=(1, 0, 0), touch=True)])
    d.frame([d.up(pb, touch=True)])
    assert scene.phase.pending == b


def test_words_for_a_finger(monkeypatch):
    """Touched, the board says "tap" and names no key; the exit tapped early warns so."""
    app, d = phone(PORTRAIT)
    seen = Seen(monkeypatch)
    seed = next(s for s in range(1, 200)
                if (st := GAME.start("solo", {}, 1, deal_puzzle(s))).exit in st.legal_moves())
    app.screens.start_game(GAME, Setup("solo", 1, {}, [Seat("human")]), seed)
    scene = app.scene
    d.run(2)
    d.click(scene.view.input.target(scene.state, scene.state.exit), touch=True)
    assert scene.view.input.leaving == scene.state.exit
    words = " ".join(seen.frame(d))
    assert "tap the exit again to leave" in words and "click" not in words.lower()
    # the shifting board waiting for its shift: "tap an arrow", no arrow keys
    scene = table(app, "standard", 2, {"board": "shifting"}, [Seat("human")] * 2)
    d.run(2)
    d.click(scene.view.input.target(scene.state, scene.state.legal_moves()[0]), touch=True)
    words = " ".join(seen.frame(d))
    assert "now tap an arrow" in words and "key" not in words


def test_the_puzzle_count_stays_inside_a_phones_panel(monkeypatch):
    for size in (PORTRAIT, LANDSCAPE):
        app, d = phone(size)
        seen = Seen(monkeypatch)
        scene = table(app, "solo", 1, {}, [Seat("human")])
        d.run(2)
        seen.frame(d)
        area = scene.context().seat_areas[0]
        found = seen.having("Puzzles solved")
        assert found, size
        for _, rect, text_size in found:
            assert area.contains(rect) and text_size >= 12, (size, rect, area)


def test_the_art_is_made_at_the_screens_scale():
    """At two pixels a point the cards and pawns are painted at twice the pixels (sharp,
    not scaled up), and the board lies where the layout says in points."""
    app, d = phone((390, 844), ratio=2.0)
    scene = table(app, "standard", 2, {}, [Seat("human"), Seat("human")])
    d.run(2)
    assert draw.scale() == 2.0
    geo = scene.view.geo(scene.state)
    card = art.face("A", "spades", geo.cw, geo.ch)
    assert card.get_size() == (2 * geo.cw, 2 * geo.ch)
    assert art.pawn(0, geo.pawn).get_size() == (2 * geo.pawn, 2 * geo.pawn)
    # a card's pixels where its place in points says: paper, not felt
    rect = geo.cell(*place(scene.state, 5))
    r, g, b, _ = app.screen.get_at((2 * rect.centerx, 2 * rect.y + 8))
    assert min(r, g, b) > 150, (r, g, b)
    # and a tap in points lands on it
    move = scene.state.legal_moves()[0]
    d.click(scene.view.input.target(scene.state, move), touch=True)
    assert scene.phase.pending == move


def test_turning_the_phone_keeps_a_chosen_card_and_its_arrows():
    """A card chosen on the shifting board, the phone turned on its side: the same card
    waits, its arrows where the new layout puts them, and a tap there shifts its line."""
    app, d = phone(PORTRAIT)
    scene = table(app, "big", 2, {"board": "shifting"}, [Seat("human")] * 2)
    state = scene.state
    d.run(2)
    move = state.legal_moves()[0]
    d.click(scene.view.input.target(state, move), touch=True)     # the zoom: the part enlarged
    d.click(scene.view.input.target(state, move), touch=True)     # its card chosen
    assert scene.view.input.pending == move[0]
    upright = scene.view.input.target(state, move)
    app.resize(Viewport.of(*LANDSCAPE))
    d.run(2)
    assert app.shape == "landscape" and scene.view.input.pending == move[0]
    turned = scene.view.input.target(state, move)
    assert turned != upright and in_hit_area(scene, turned)
    d.click(turned, touch=True)
    assert scene.phase.pending == move


# --- every target a fingertip (issue 50) ----------------------------------------------------------
@pytest.mark.parametrize("size", [(360, 640), (390, 844), (412, 915), (640, 360), (844, 390)])
@pytest.mark.parametrize("variant,players,options", [
    ("standard", 2, {"board": "shifting"}), ("big", 2, {}), ("big", 4, {"board": "shifting"})],
    ids=["standard-shifting", "big2", "big4-shifting"])
def test_every_target_is_a_fingertip_at_every_phone_size(size, variant, players, options):
    """Each card a tap may choose, and each shift arrow, is 44 CSS px across (40 on a screen
    under 390 across) where a tap chooses it (its place, not a rect grown over a
    neighbour's); where the cards are closer, a first tap enlarges the part of the board
    under it, whose cards are a fingertip, the next taps choose there, and Escape shows the
    whole board again."""
    from tests.support.layoutcheck import board_least
    app, d = phone(size)
    scene = table(app, variant, players, options, [Seat("human")] * players)
    state, view, least = scene.state, scene.view, board_least(size)
    d.run(2)
    geo = view.geo(state)
    rects = view.input.hit_rects(state, scene.context())
    assert rects and all(min(r.size) >= least for r in rects), (least, rects)
    move = state.legal_moves()[0]
    if needs_zoom(geo):
        assert variant == "big" and not view.zooming()
        d.click(view.input.target(state, move), touch=True)
        assert view.zooming() and view.input.pending is None and scene.phase.proposed is None
        inside = view.input.hit_rects(state, scene.context())
        assert inside and all(min(r.size) >= least for r in inside), (least, inside)
        d.key(pygame.K_ESCAPE)
        assert not view.zooming() and app.scene is scene
        d.click(view.input.target(state, move), touch=True)
        assert view.zooming()
    else:
        assert size == (412, 915) or variant == "standard" or size == (390, 844) and players == 2
    d.click(view.input.target(state, move), touch=True)           # the card (then its arrows)
    if isinstance(move, tuple):
        assert view.input.pending == move[0] and not view.zooming()
        arrows = view.input.hit_rects(state, scene.context())
        assert arrows and all(min(r.size) >= least for r in arrows), (least, arrows)
        d.click(view.input.target(state, move), touch=True)
    assert scene.phase.pending == move or len(scene.state.history) == 1


@pytest.mark.parametrize("size", [(844, 390), (640, 360)])
def test_on_its_side_the_board_takes_the_lines_room(size):
    """A phone on its side has no line under the board: what it would say (the card pressed,
    a refusal) goes to the line of what to do beside the board, and the cards take its
    height (the 4×4 board's cards 50 points wide at 844×390, where they were 44)."""
    app, d = phone(size)
    scene = table(app, "standard", 2, {}, [Seat("human"), Seat("human")])
    state, view = scene.state, scene.view
    d.run(2)
    geo = view.geo(state)
    assert geo.line.h == 0 and geo.letters_rect().bottom <= geo.rect.bottom
    assert geo.cw >= {(844, 390): 50, (640, 360): 45}[size]
    move = state.legal_moves()[0]
    point = view.input.target(state, move)
    d.frame([d.motion(point, touch=True), d.down(point, touch=True)])
    d.run(2)
    assert scene.headline.words()[1].startswith("Move to ")            # the card pressed
    d.frame([d.up(point, touch=True)])
    app.resize(Viewport.of(*PORTRAIT))
    d.run(2)
    assert view.geo(state).line.h > 0                             # upright: under the board


def test_on_its_side_the_status_keeps_the_steps_while_nothing_is_pressed():
    app, d = phone((844, 390))
    scene = table(app, "standard", 2, {}, [Seat("human"), Seat("human")])
    d.run(3)
    assert scene.headline.words()[1].startswith("Move exactly ")
