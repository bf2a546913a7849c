"""Collecto on a phone, by touch, through the real event loop: whole games held upright and on
its side played to their end with taps and drags of a finger, a press held on an arrow
showing what its push would do, a tap between two arrows landing on the nearer, the double
move, "I can't find a move" from the bottom band's corner, the words of a touch screen, the
trays drawn inside their strips, a turn of the phone mid-move, and the art made for the
screen's pixels."""

import random

import pygame
import pytest
from checks import landed

from game.collecto.rules import DECLARE, PASS, SIZE, CollectoState
from game.table.registry import get_game
from game.table.session import Table
from game.ui import draw
from game.ui.screen import Viewport
from game.ui.menu.setup import Seat, Setup

GAME = get_game("collecto")
SINGLE_BOARD = ["YPBYROP", "GR.GBYG", "OPRY.PB", "G.Y..O.", "B...P..", "RP..OYG", "YOYOBGB"]
DOUBLE_BOARD = ["YPBYROP", "GRYGBYG", "OPRY.PB", "G....O.", "B......", "R......", "YO....."]
# two red balls corner to corner: row 1 left and column 1 up are the only pushes
CORNER_BOARD = [".R.....", "R......", ".......", ".......", ".......", ".......", "......."]


def phone(size, ratio=1.0):
    from game.screens import make_app
    from tests.support.driver import Driver
    app = make_app([], viewport=Viewport.of(*size, ratio))
    app.fixed_seed = 1
    app.min_think = 0.05
    return Driver(app)


def start(d, variant, seats, seed=11):
    d.app.screens.start_game(GAME, Setup(variant, len(seats), {}, list(seats)), seed=seed)
    d.run(2)
    return d.app.scene


def on_board(d, rows, variant="utwente", players=2):
    scene = d.app.scene
    state = CollectoState.from_board(rows, variant, players)
    scene.control.use(Table(state, scene.table.seats, scene.table.seed))
    d.run(2)
    return state


def tap(d, pos):
    d.click((round(pos[0]), round(pos[1])), touch=True)


def finger_drag(d, push):
    """A finger on the middle ball of the pushed line, slid towards the edge."""
    lay = d.app.scene.view.lay
    kind, i = divmod(push, SIZE)
    start = lay.centre(i, 3) if kind < 2 else lay.centre(3, i)
    start = (round(start[0]), round(start[1]))
    step = [(-1, 0), (1, 0), (0, -1), (0, 1)][kind]
    d.frame([d.motion(start, touch=True), d.down(start, touch=True)])
    for k in (1, 2, 3):
        d.frame([d.motion((start[0] + step[0] * 9 * k, start[1] + step[1] * 9 * k),
                          buttons=(1, 0, 0), touch=True)])
    d.frame([d.up((start[0] + step[0] * 30, start[1] + step[1] * 30), touch=True)])


def open_side(d, move):
    """Where the arrows are under a fingertip (the zoom), a first tap opens the side of the
    board of `move`'s next push: its arrows enlarged in a strip."""
    view = d.app.scene.view
    side = view.input.push_of(move) // SIZE
    if view.lay.zoom and view.input.zoom != side:
        tap(d, view.input.target(d.app.scene.state, move))
        assert view.input.zoom == side


def tap_push(d, move, again=True):
    """A tap on the arrow of `move`'s next push (its side opened first, with the zoom)."""
    open_side(d, move)
    scene = d.app.scene
    d.click(tuple(round(v) for v in scene.view.input.target(scene.state, move)), touch=True,
            again=again)


def tap_move(d, move):
    scene = d.app.scene
    if move == DECLARE:
        d.click("declare", touch=True)
        if scene.view.input.declare_armed:
            d.click("declare", touch=True)
    elif move == PASS:
        d.click("pass", touch=True)
    else:
        tap_push(d, move)
        if isinstance(move, tuple) and scene.phase.pending is None:
            d.wait(0.4)                       # the first push slides into place
            tap_push(d, move)


# --- whole games ----------------------------------------------------------------------------------
@pytest.mark.parametrize("size,variant,players,mode", [
    ((360, 640), "utwente", 2, "row"),
    ((640, 360), "official", 2, "row"),
    ((360, 640), "official", 4, "corners"),
], ids=["upright-utwente", "on-its-side-official", "upright-four-seats"])
def test_a_whole_game_by_touch(size, variant, players, mode):
    d = phone(size)
    scene = start(d, variant, [Seat("human")] + [Seat("ai", "easy")] * (players - 1))
    view = scene.view
    assert view.lay.mode == mode and d.app.touch is False
    rng = random.Random(f"{size}{variant}")
    ways = {"tap": 0, "drag": 0, "double": 0, "declare": 0}
    for _ in range(150):
        d.wait_for_human(20000)
        if scene.control.over:
            break
        st = scene.state
        targets = view.input.hit_rects(st, scene.context())
        assert targets and all(min(r.size) >= 32 for r in targets)
        before = len(st.history)
        move = rng.choice(st.legal_moves())
        if isinstance(move, tuple):
            ways["double"] += 1
            tap_move(d, move)
        elif move in (DECLARE, PASS):
            ways["declare"] += 1
            tap_move(d, move)
        elif rng.random() < 0.5:
            ways["drag"] += 1
            finger_drag(d, move)
        else:
            ways["tap"] += 1
            tap_move(d, move)
        landed(d, scene, before, move)
        assert d.app.touch and d.app.mouse is None       # a finger lifted hovers nothing
    else:
        raise AssertionError("the game did not end")
    assert ways["tap"] and ways["drag"]
    d.until(lambda: scene.control.overlay_visible, 20000)
    st = scene.state
    assert sum(st.balls(s) for s in range(players)) + sum(1 for b in st.board if b) == 48
    d.click("overlay-menu", touch=True)
    assert d.app.scene.name == "menu"


# --- a finger held on an arrow --------------------------------------------------------------------
@pytest.mark.parametrize("size", [(360, 640), (640, 360), (390, 844)])
def test_a_press_held_on_an_arrow_shows_what_its_push_would_do(size):
    d = phone(size)
    scene = start(d, "utwente", [Seat("human"), Seat("ai", "easy")])
    st = on_board(d, SINGLE_BOARD)
    view = scene.view
    grid = view.lay.grid
    open_side(d, 16)
    d.run(2)
    still = pygame.image.tobytes(d.app.screen.subsurface(draw.to_px(grid)), "RGB")
    assert scene.headline.words()[1] == "Push a row or column so that two balls of one colour touch"
    point = view.input.target(st, 16)                           # column 3 up
    d.frame([d.motion(point, touch=True), d.down(point, touch=True)])
    d.run(5)
    held = pygame.image.tobytes(d.app.screen.subsurface(draw.to_px(grid)), "RGB")
    assert held != still, "the balls moved to where they would land"
    words = "Column 3 up: collect 3 yellow and 2 red · +1 point"
    if view.lay.words is None:
        assert scene.headline.words()[1] == words              # the line of what to do says it
    else:
        assert drawn_texts(d, scene) >= {words}          # the words under the board
    assert st.history == [] and scene.phase.pending is None
    d.frame([d.up(point, touch=True)])      # lifted: the push waits, still shown, for a tap
    d.run(5)
    assert d.app.mouse is None and scene.phase.proposed == 16 and scene.phase.pending is None
    assert pygame.image.tobytes(d.app.screen.subsurface(draw.to_px(grid)), "RGB") != still
    if view.lay.words is None:
        assert scene.headline.words()[1] == ("Push column 3 up to collect 3 yellow and 2 red: "
                                       "tap again to play")
    else:
        assert drawn_texts(d, scene) >= {words}
    d.click(point, touch=True, again=False)               # the second tap plays it
    landed(d, scene, 0, 16)
    assert st.tray(0)["Y"] == 3 and d.app.mouse is None


@pytest.mark.parametrize("size", [(360, 640), (390, 844), (844, 390)])
def test_a_press_held_on_a_faint_arrow_says_why_it_does_nothing(size):
    """Held, and after the finger lifts (until the next tap), on every phone's layout: on
    the line of what to do where the board has no words under it, else under the board."""
    d = phone(size)
    scene = start(d, "utwente", [Seat("human"), Seat("ai", "easy")])
    st = on_board(d, SINGLE_BOARD)
    why = "Row 1 can't be pushed left: its balls already lie against that edge"
    if d.app.shape == "landscape":                        # a narrow column: fewer words
        why = "Row 1 left: its balls already lie against that edge"

    def says():
        if scene.view.lay.words is None:
            return scene.headline.words()[1] == why
        lines = sorted((t for t in drawn_texts(d, scene) if len(t) > 3 and t in why),
                       key=why.index)
        return " ".join(lines) == why                     # (on one or two lines)
    open_side(d, 0)
    point = scene.view.input.target(st, 0)                      # row 1 left: the row is full
    d.frame([d.motion(point, touch=True), d.down(point, touch=True)])
    d.run(3)
    assert says()
    d.frame([d.up(point, touch=True)])
    d.run(3)
    assert st.history == [] and scene.phase.pending is None and scene.view.input.refused(st, point)
    assert d.app.mouse is None and says()
    tap(d, (5, scene.view.lay.rect.bottom + 2))            # the next tap forgets it
    assert not says()


def drawn_texts(d, scene) -> set:
    """The texts one frame of the screen draws."""
    seen = set()
    real = draw.text

    def text(surface, s, *args, **kwargs):
        seen.add(s)
        return real(surface, s, *args, **kwargs)
    draw.text = text
    try:
        scene.draw(d.app.screen)
    finally:
        draw.text = real
    return seen


def test_the_words_under_the_board_say_tap_on_a_touch_screen():
    d = phone((390, 844))
    scene = start(d, "utwente", [Seat("human"), Seat("ai", "easy")])
    on_board(d, SINGLE_BOARD)
    assert scene.view.lay.words is not None
    d.frame([d.motion((5, 5))])                           # a mouse
    assert any(t.startswith("Click a lit arrow") for t in drawn_texts(d, scene))
    d.click((5, 5), touch=True)                           # a finger
    texts = drawn_texts(d, scene)
    assert any(t.startswith("Tap a lit arrow") for t in texts)
    assert not any("Click" in t or "Escape" in t for t in texts)


# --- taps between arrows, drags -----------------------------------------------------------------
@pytest.mark.parametrize("size", [(360, 640), (640, 360)])
def test_a_tap_between_two_arrows_lands_on_the_nearer(size):
    d = phone(size)
    scene = start(d, "utwente", [Seat("human"), Seat("human")])
    for offset, push in (((-4, -10), 2 * SIZE), ((-10, -4), 0)):
        st = on_board(d, CORNER_BOARD)
        assert set(st.legal_moves()) == {0, 2 * SIZE}
        grid = scene.view.lay.grid
        corner = (grid.left + offset[0], grid.top + offset[1])
        assert scene.view.lay.arrow_at(corner) is None      # on neither arrow
        tap(d, corner)
        if scene.view.lay.zoom:             # the nearer side opens: its arrow is chosen there
            assert scene.view.input.zoom == push // SIZE and not st.history
            tap_push(d, push)
        landed(d, scene, 0, push)
    # a tap on a ball beside an arrow is no push
    st = on_board(d, CORNER_BOARD)
    tap(d, scene.view.lay.cell_centre(1))
    d.run(3)
    assert st.history == [] and scene.phase.pending is None


def test_a_short_drag_or_one_across_the_board_is_no_push():
    d = phone((360, 640))
    scene = start(d, "utwente", [Seat("human"), Seat("ai", "easy")])
    st = on_board(d, SINGLE_BOARD)
    centre = scene.view.lay.centre(3, 3)
    centre = (round(centre[0]), round(centre[1]))
    d.frame([d.motion(centre, touch=True), d.down(centre, touch=True)])
    d.frame([d.motion((centre[0] + 6, centre[1]), buttons=(1, 0, 0), touch=True)])
    d.frame([d.up((centre[0] + 6, centre[1]), touch=True)])
    d.run(2)
    assert st.history == [] and scene.phase.pending is None
    finger_drag(d, 0)                     # row 1 left: moves nothing (the row is full)
    d.run(2)
    assert st.history == [] and scene.phase.pending is None
    finger_drag(d, 16)                    # column 3 up collects
    landed(d, scene, 0, 16)


# --- double move and declaration in a phone's corners ------------------------------------------
def test_a_double_move_by_touch_with_its_cancel_in_the_corner():
    d = phone((360, 640))
    scene = start(d, "official", [Seat("human")] + [Seat("ai", "easy")] * 3)
    st = on_board(d, DOUBLE_BOARD, "official", 4)
    view = scene.view
    assert view.lay.mode == "corners"
    tap_push(d, (3, 9))
    assert view.input.first == 3 and scene.phase.pending is None
    cancel = scene.find("cancel-first")
    assert cancel is not None and cancel.visible and min(cancel.rect.size) >= 44
    assert "Double move 2/2" in scene.headline.words()[1]
    d.click("cancel-first", touch=True)
    assert view.input.first is None
    tap_push(d, (3, 9))
    d.wait(0.4)
    open_side(d, (3, 9))
    point = view.input.target(st, (3, 9))                       # the second push, held: previewed
    d.frame([d.down(point, touch=True)])
    d.run(3)
    assert scene.headline.words()[1].startswith("Double move 2/2 · Row 4 left then row 3 right")
    d.frame([d.up(point, touch=True)])         # lifted: both pushes wait for a second tap
    assert scene.phase.proposed == (3, 9) and view.input.first == 3 and not st.history
    assert scene.headline.words()[1].endswith("tap again to play")
    d.click(point, touch=True, again=False)
    landed(d, scene, 0, (3, 9))
    assert st.tray(0)["O"] == 2


def test_i_cant_find_a_move_from_the_bottom_corner_asks_first():
    d = phone((360, 640))
    scene = start(d, "official", [Seat("human")] + [Seat("ai", "easy")] * 3)
    st = on_board(d, SINGLE_BOARD, "official", 4)
    button = scene.find("declare")
    assert button.label == "Declare" and scene.view.lay.rect.contains(button.rect)
    d.click("declare", touch=True)
    assert scene.view.input.declare_armed and button.label == "Sure?" and not st.history
    assert scene.headline.words()[1].startswith("A push is possible")
    d.click("declare", touch=True)
    landed(d, scene, 0, DECLARE)


# --- the trays on a phone -----------------------------------------------------------------------
@pytest.mark.parametrize("size,players", [((360, 640), 2), ((360, 640), 4), ((640, 360), 2),
                                          ((640, 360), 4), ((844, 390), 3)])
def test_a_tray_is_drawn_inside_its_strip(size, players):
    d = phone(size)
    scene = start(d, "official", [Seat("human")] + [Seat("ai", "easy")] * (players - 1))
    st = CollectoState.from_board(SINGLE_BOARD, "official", players,
                                  trays=["BBBYYRPPPPPPPPGGGG"] * players)
    scene.control.use(Table(st, scene.table.seats, scene.table.seed))
    d.run(2)
    ctx = scene.context()
    for seat, (panel, area) in enumerate(zip(scene.panels.rects(), ctx.seat_areas, strict=True)):
        if not area.w:
            continue
        layer = pygame.Surface(d.app.screen.get_size(), pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        scene.view.seats.draw_seat_panel(layer, st, seat, panel, area, ctx)
        drawn = layer.get_bounding_rect()
        assert drawn.w and draw.to_px(area).contains(drawn), (seat, drawn, draw.to_px(area))


# --- turning the phone, and its pixels ------------------------------------------------------------
def test_turning_the_phone_mid_move_keeps_the_first_push():
    d = phone((360, 640))
    scene = start(d, "utwente", [Seat("human"), Seat("ai", "easy")])
    on_board(d, DOUBLE_BOARD)
    tap_push(d, (3, 9))
    assert scene.view.input.first == 3
    d.app.resize(Viewport.of(640, 360))
    d.run(2)
    assert scene.view.lay.rect.h > scene.view.lay.rect.w * 0.9 and scene.view.input.first == 3
    d.wait(0.4)
    tap_push(d, (3, 9))
    landed(d, scene, 0, (3, 9))


def test_the_art_is_made_for_the_screens_pixels():
    d = phone((390, 844), ratio=2.0)
    scene = start(d, "utwente", [Seat("human"), Seat("ai", "easy")])
    view = scene.view
    assert draw.scale() == 2.0
    assert view.art.ball(1, view.lay.ball, True).get_size() == (2 * view.lay.ball,) * 2
    d.app.resize(Viewport.of(390, 844, 1.0))
    d.run(1)
    assert draw.scale() == 1.0
    assert view.art.ball(1, view.lay.ball, True).get_size() == (view.lay.ball,) * 2


@pytest.mark.parametrize("size", [(360, 640), (640, 360)])
def test_collected_balls_fly_to_the_movers_tray_in_its_strip(size, monkeypatch):
    d = phone(size)
    scene = start(d, "utwente", [Seat("human"), Seat("ai", "easy")])
    on_board(d, SINGLE_BOARD)
    tap_push(d, 16)
    anim = scene.phase.anim
    assert anim is not None and anim.collected
    anim.elapsed = anim.fly_start + 0.999 * 0.55          # the first ball all but landed
    ctx = scene.context()
    placed = []
    real = draw.blit
    monkeypatch.setattr(draw, "blit", lambda dest, img, pos, anchor="topleft", **kw:
                        placed.append((pos, anchor)) or real(dest, img, pos, anchor, **kw))
    scene.view.draw_front(d.app.screen, scene.state, ctx)
    monkeypatch.undo()
    from game.collecto.view.layout import tray_layout
    style = {"portrait": "row", "landscape": "stack"}[ctx.shape]
    tray = tray_layout(ctx.seat_areas[0], style)
    (x, y), _ = tray.slot(anim.final[anim.collected[0]])
    ball = placed[1][0]                                   # after its shadow
    assert abs(ball[0] - x) < 2 and abs(ball[1] - y) < 2, (ball, (x, y))
    assert ctx.seat_areas[0].collidepoint(x, y)


def test_the_art_keeps_few_pictures():
    from game.collecto.view.art import Art
    art = Art()
    for size in range(8, 140):
        for symbols in (True, False):
            art.ball(1 + size % 6, size, symbols)
        art.arrow(size % 4, "on", size)
    kept = art.kept()
    assert kept["pieces"][0] == kept["pieces"][1] and kept["arrows"][0] == kept["arrows"][1]


# --- every target a fingertip (issue 50) ----------------------------------------------------------
@pytest.mark.parametrize("size", [(360, 640), (390, 844), (412, 915), (640, 360), (844, 390)])
@pytest.mark.parametrize("variant,players", [("utwente", 2), ("official", 4)])
def test_every_target_is_a_fingertip_at_every_phone_size(size, variant, players):
    """Each arrow a tap may choose is 44 CSS px each way (40 on a screen under 390 across):
    where seven balls and two bands of that do not fit, a first tap opens the side of the
    board under it, its arrows enlarged in a strip; the next tap chooses there, Escape or a
    tap off the board closes it."""
    from tests.support.layoutcheck import board_least
    d = phone(size)
    scene = start(d, variant, [Seat("human")] + [Seat("ai", "easy")] * (players - 1))
    st = on_board(d, SINGLE_BOARD, variant, players)
    view, least = scene.view, board_least(size)
    targets = view.input.hit_rects(st, scene.context())
    assert targets and all(min(r.size) >= least for r in targets), (least, targets)
    sides = {p // SIZE for p in view.input.offered(st)}
    assert view.lay.zoom == (size != (412, 915))
    if not view.lay.zoom:
        assert len(targets) == len(view.input.offered(st))
        return
    assert len(targets) == len(sides)
    for side in sorted(sides):
        part = view.lay.part_rect(side)
        tap(d, part.center)
        assert view.input.zoom == side and not st.history and scene.phase.proposed is None
        strip = view.input.hit_rects(st, scene.context())
        assert strip and all(min(r.size) >= least for r in strip)
        assert len(strip) == sum(1 for p in view.input.offered(st) if p // SIZE == side)
        d.key(pygame.K_ESCAPE)
        assert view.input.zoom is None and d.app.scene is scene
    tap(d, view.lay.part_rect(min(sides)).center)
    tap(d, (view.lay.rect.centerx, view.lay.outer.bottom + 1))      # off the board: closed
    assert view.input.zoom is None and not st.history
