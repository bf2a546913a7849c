"""Collecto's screen through the real event loop: every step is a scripted mouse event (or
key) handled by `App.frame`, as in the live app.  Whole games against the computer in both
rule sets, the two-step double move, the official rules' declaration and pass, the colour
symbols, three- and four-seat tables, and the screenshots."""

import random
from itertools import pairwise

import pygame
import pytest
from checks import assert_real_screenshots, landed

from game.collecto.rules import DECLARE, PASS, SIZE, CollectoState, pushed
from game.table.registry import get_game
from game.table.session import Table
from game.ui.menu.setup import Seat, Setup
from tests.support.screenshots import COLLECTO_NAMES, click_move, take_collecto

GAME = get_game("collecto")
# No single push makes a pair here; row 4 left then row 3 right collects two orange
# (the UTwente rules' figure 3).
DOUBLE_BOARD = ["YPBYROP", "GRYGBYG", "OPRY.PB", "G....O.", "B......", "R......", "YO....."]
# Single moves exist (figure 2): column 3 up (16) collects three yellow and two red.
SINGLE_BOARD = ["YPBYROP", "GR.GBYG", "OPRY.PB", "G.Y..O.", "B...P..", "RP..OYG", "YOYOBGB"]



def declare(d) -> None:
    """Click "I can't find a move", and again when it asks (a push exists)."""
    d.click("declare")
    if d.app.scene.view.input.declare_armed:
        d.click("declare")

def start(app, variant, seats, seed=11):
    app.min_think = 0.05
    app.screens.start_game(GAME, Setup(variant, len(seats), {}, list(seats)), seed=seed)
    return app.scene


def on_board(scene, rows, variant="utwente", trays=None):
    """Put a hand-built position on the table (seat 0 to move)."""
    state = CollectoState.from_board(rows, variant, scene.state.players, trays=trays)
    scene.control.use(Table(state, scene.table.seats, scene.table.seed))
    return state


def drag(d, push):
    """Press on the middle ball of the pushed line and drag it towards the edge."""
    view = d.app.scene.view
    kind, i = divmod(push, SIZE)
    start = view.lay.centre(i, 3) if kind < 2 else view.lay.centre(3, i)
    start = (round(start[0]), round(start[1]))
    step = [(-1, 0), (1, 0), (0, -1), (0, 1)][kind]
    d.frame([d.motion(start), d.down(start)])
    for k in (1, 2, 3):
        d.frame([d.motion((start[0] + step[0] * 20 * k, start[1] + step[1] * 20 * k),
                          buttons=(1, 0, 0))])
    end = (start[0] + step[0] * 60, start[1] + step[1] * 60)
    d.frame([d.up(end)])


# --- whole games ----------------------------------------------------------------------------------
@pytest.mark.parametrize("variant_title", ["Simple rules (2 players)",
                                           "Official rules (2-4 players)"])
def test_whole_game_against_the_computer_by_clicks_and_drags(driver, variant_title):
    d = driver
    d.app.min_think = 0.05
    # a known deal, so the game takes the same turns every run (with today's "easy" computer
    # the human makes double moves in both rule sets and declares once in the official ones;
    # those flows have their own tests below)
    d.app.fixed_seed = 1
    d.run(2)
    d.click("play:collecto")
    d.click(f"variant:{variant_title}")
    if variant_title.startswith("Official"):
        d.click("players:2")
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click("level1:Easy")
    d.click("start")
    scene = d.app.scene
    assert scene.name == "play" and scene.game is GAME and scene.control.humans == frozenset({0})
    rng = random.Random(variant_title)
    ways = {"click": 0, "drag": 0, "double": 0, "declare": 0}
    for _ in range(120):
        d.wait_for_human()
        if scene.control.over:
            break
        st = scene.state
        before = len(st.history)
        move = rng.choice(st.legal_moves())
        if isinstance(move, tuple):
            ways["double"] += 1
            click_move(d, move)
        elif move in (DECLARE, PASS):
            ways["declare"] += 1
            declare(d) if move == DECLARE else d.click("pass")
        elif rng.random() < 0.5:
            ways["drag"] += 1
            drag(d, move)
        else:
            ways["click"] += 1
            click_move(d, move)
        landed(d, scene, before, move)
    else:
        raise AssertionError("the game did not end")
    assert ways["click"] and ways["drag"]
    d.until(lambda: scene.control.overlay_visible)
    out = scene.state.outcome()
    assert scene.control.winner_line(out) in ("You win!", "The computer wins", "A draw")
    # every ball is on the board or in a tray, and the move list replays to this position
    st = scene.state
    assert sum(st.balls(s) for s in range(2)) + sum(1 for b in st.board if b) == 48
    replay = GAME.start(st.variant, st.options, 2, st.setup)
    for text in [e.notation for e in scene.table.played]:
        replay.play(text)
    assert replay.position_json() == st.position_json()
    d.click("overlay-menu")
    assert d.app.scene.name == "menu"


def test_setup_offers_both_rule_sets_and_two_to_four_players_for_the_official_rules(driver):
    d = driver
    d.run(1)
    d.click("play:collecto")
    d.click("variant:Simple rules (2 players)")
    assert d.app.scene.find("players:3") is None          # two players only
    d.click("variant:Official rules (2-4 players)")
    for n in (2, 3, 4):
        assert d.app.scene.find(f"players:{n}") is not None
    d.click("players:4")
    d.click("seat3:Computer")
    d.click("level3:Hard")
    d.click("start")
    scene = d.app.scene
    assert scene.state.players == 4 and scene.state.variant == "official"


# --- the double move ------------------------------------------------------------------------------
def test_double_move_in_two_guided_steps_with_cancel(app, driver):
    d = driver
    scene = start(app, "utwente", [Seat("human"), Seat("ai", "easy")])
    st = on_board(scene, DOUBLE_BOARD)
    view = scene.view
    d.run(2)
    assert scene.control.human_to_move() and st.only_double_moves()
    assert "double move" in view.words.status(st)
    firsts = set(st.double_moves())
    assert view.input.offered(st) == firsts
    # a push that cannot start a double move is not offered: clicking it does nothing
    assert 0 not in firsts
    d.click(view.input.target(st, 0))
    assert view.input.first is None and scene.phase.pending is None
    # hovering the first push previews it without playing
    d.hover(view.input.target(st, (3, 9)))
    d.run(3)
    assert view.input.first is None and st.history == []
    # step 1: the first push; the board shows the position after it and offers the seconds
    d.click(view.input.target(st, (3, 9)))
    assert view.input.first == 3 and st.history == [] and scene.phase.pending is None
    assert view.input.board_shown(st) == pushed(st.board, 3)
    assert view.input.offered(st) == set(st.double_moves()[3])
    assert app.scene.find("cancel-first") is not None
    d.click(view.input.target(st, 0))                            # not a valid second push
    assert view.input.first == 3 and scene.phase.pending is None
    # cancel with the button, then with Escape (which does not leave the game)
    d.click("cancel-first")
    assert view.input.first is None and view.input.board_shown(st) == list(st.board)
    assert app.scene.find("cancel-first") is None
    d.click(view.input.target(st, (3, 9)))
    assert view.input.first == 3
    d.key(pygame.K_ESCAPE)
    assert view.input.first is None and app.scene is scene
    # the whole double move: first push clicked, the second dragged; submitted as the pair
    d.click(view.input.target(st, (3, 9)))
    d.wait(0.4)
    drag(d, 9)
    assert scene.phase.pending == (3, 9)
    assert len(scene.phase.anim.steps) == 1, "the first push is not slid twice"
    d.until(lambda: scene.phase.anim is None)
    assert st.history == [(3, 9)] and st.tray(0)["O"] == 2
    assert scene.table.played[-1].notation == "3,9"


def test_hover_previews_and_disabled_arrows_do_nothing(app, driver):
    d = driver
    scene = start(app, "utwente", [Seat("human"), Seat("ai", "easy")])
    st = on_board(scene, SINGLE_BOARD)
    view = scene.view
    d.run(2)
    legal = set(st.legal_moves())
    assert view.input.offered(st) == legal
    for push in range(28):
        d.hover(view.input.target(st, push))
    d.run(5)
    assert st.history == []
    for push in sorted(set(range(28)) - legal):
        d.click(view.input.target(st, push))
        assert scene.phase.pending is None and st.history == []
    # a drag that goes nowhere far enough is no push either
    centre = tuple(round(v) for v in view.lay.centre(3, 3))
    d.frame([d.motion(centre), d.down(centre)])
    d.frame([d.up((centre[0] + 5, centre[1]))])
    assert scene.phase.pending is None
    d.click(view.input.target(st, 16), touch=True)            # a tap on a touch screen
    landed(d, scene, 0, 16)
    assert st.tray(0)["Y"] == 3 and st.points(0) == 1
    assert d.app.mouse is None


def words_under_the_board(d, scene) -> set:
    """The texts one frame of the screen draws."""
    from game.ui import draw
    seen, real = set(), draw.text

    def text(surface, s, *args, **kwargs):
        seen.add(s)
        return real(surface, s, *args, **kwargs)
    draw.text = text
    try:
        scene.draw(d.app.screen)
    finally:
        draw.text = real
    return seen


# a row 3 that holds no balls, two red balls corner to corner: row 1 left pairs them
EMPTY_ROW_BOARD = [".R.....", "R......", ".......", ".......", ".......", ".......", "......."]


def test_a_refused_arrow_says_why_sounds_and_chooses_nothing(app, driver, monkeypatch):
    """A click on an arrow that cannot be chosen plays the "invalid" sound, chooses nothing
    (a double move's first push stays chosen) and the words under the board say why, in the
    rules' reasons, until the next press: a line whose balls lie against its edge, an empty
    line, a push that makes no pair, the first of two with no second, a second that fails."""
    d = driver
    played = []
    monkeypatch.setattr(app.sounds, "play", lambda name: played.append(name) or True)
    scene = start(app, "utwente", [Seat("human"), Seat("human")])
    view = scene.view
    away = (view.lay.rect.centerx, view.lay.rect.bottom + 40)

    def refused(push, words):
        played.clear()
        first = view.input.first
        d.click(view.input.target(scene.state, push))
        assert played == ["invalid"], push
        assert scene.phase.pending is None and scene.state.history == []
        assert view.input.first == first
        assert words in words_under_the_board(d, scene)
        d.hover(away)                                  # pointing elsewhere: still said
        assert words in words_under_the_board(d, scene)

    st = on_board(scene, SINGLE_BOARD)
    d.run(2)
    refused(0, "Row 1 can't be pushed left: its balls already lie against that edge")
    refused(14, "Column 1 can't be pushed up: its balls already lie against that edge")
    refused(2, "Row 3 can't be pushed left: no two balls of one colour would touch after it")
    played.clear()
    d.click(away)                                      # the next press forgets it
    assert not any("can't be pushed" in w for w in words_under_the_board(d, scene))
    assert played == []                                # (a press beside the board: no sound)
    st = on_board(scene, EMPTY_ROW_BOARD)
    d.run(2)
    refused(2 * SIZE + 4, "Column 5 can't be pushed up: that column holds no balls")
    st = on_board(scene, DOUBLE_BOARD)
    d.run(2)
    assert st.only_double_moves() and 0 not in st.double_moves()
    refused(0, "Row 1 can't be pushed left: its balls already lie against that edge")
    no_second = next(p for p in range(28) if p not in st.double_moves()
                     and pushed(st.board, p) is not None)
    kind, i = divmod(no_second, SIZE)
    refused(no_second, f"{'Row' if kind < 2 else 'Column'} {i + 1} can't be pushed "
                       f"{('left', 'right', 'up', 'down')[kind]}: no second push after it "
                       f"makes a pair")
    d.click(view.input.target(st, (3, 9)))                   # the first push: row 4 left
    d.wait(0.4)
    assert view.input.first == 3
    second = next(p for p in range(28) if p not in st.double_moves()[3]
                  and pushed(pushed(st.board, 3), p) is not None)
    kind, i = divmod(second, SIZE)
    refused(second, f"{'Row' if kind < 2 else 'Column'} {i + 1} can't be pushed "
                    f"{('left', 'right', 'up', 'down')[kind]}: no pair of one colour after "
                    f"both pushes")
    assert view.input.first == 3                             # the first push is still chosen


# --- official rules: "I can't find a move" --------------------------------------------------------
def test_declaration_then_pass_then_the_computer_suggests(app, driver):
    d = driver
    scene = start(app, "official", [Seat("human"), Seat("human"), Seat("ai", "easy")])
    st = on_board(scene, SINGLE_BOARD, "official")
    d.run(2)
    assert app.scene.find("declare") is not None and app.scene.find("pass") is None
    declare(d)
    landed(d, scene, 0, DECLARE)
    assert st.phase == "suggest" and st.to_move == 1 and st.declarer == 0
    assert scene.view.words.status(st) == "Player 1 can't find a move — suggest one or pass"
    assert app.scene.find("pass") is not None and app.scene.find("declare") is None
    d.click("pass")
    landed(d, scene, 1, PASS)
    # the computer is asked next and answers on its own (easy always suggests)
    d.until(lambda: len(st.history) >= 3 and scene.phase.anim is None)
    assert st.history[2] not in (DECLARE, PASS)
    assert st.balls(2) > 0 and st.balls(0) == st.balls(1) == 0
    assert st.phase == "play" and st.to_move == 1      # the turn goes on after the declarer


def test_a_human_suggestion_collects_for_the_suggester(app, driver):
    d = driver
    scene = start(app, "official", [Seat("human"), Seat("human")])
    st = on_board(scene, SINGLE_BOARD, "official")
    d.run(2)
    declare(d)
    landed(d, scene, 0, DECLARE)
    assert scene.view.input.offered(st) == set(st.single_moves())
    d.click(scene.view.input.target(st, 16))
    landed(d, scene, 1, 16)
    assert st.tray(1)["Y"] == 3 and st.balls(0) == 0 and st.to_move == 1


def test_everyone_passes_and_the_declarer_must_push(app, driver):
    d = driver
    scene = start(app, "official", [Seat("human"), Seat("human")])
    st = on_board(scene, SINGLE_BOARD, "official")
    d.run(2)
    declare(d)
    landed(d, scene, 0, DECLARE)
    d.click("pass")
    landed(d, scene, 1, PASS)
    assert st.phase == "forced" and st.to_move == 0
    assert scene.view.words.status(st) == "Nobody suggested a move: Player 1 must push"
    assert app.scene.find("declare") is None and app.scene.find("pass") is None
    d.click(scene.view.input.target(st, 16))
    landed(d, scene, 2, 16)
    assert st.tray(0)["Y"] == 3 and st.to_move == 1


def test_the_computer_answers_a_human_declaration(app, driver):
    d = driver
    scene = start(app, "official", [Seat("human"), Seat("ai", "medium")])
    st = on_board(scene, SINGLE_BOARD, "official")
    d.run(2)
    declare(d)
    d.until(lambda: len(st.history) >= 2 and scene.phase.anim is None, max_frames=3000)
    assert st.history[0] == DECLARE and st.history[1] != DECLARE


# --- colour symbols -------------------------------------------------------------------------------
def test_symbols_toggle_by_button_and_key_at_any_time_and_for_the_session(app, driver):
    d = driver
    scene = start(app, "utwente", [Seat("ai", "easy"), Seat("ai", "random")])
    view = scene.view
    d.run(3)
    assert view.symbols is True
    ball = view.lay.grid.copy()
    before = app.screen.subsurface(ball).copy()
    d.click("symbols")                                  # works while the computers play
    assert view.symbols is False and scene.find("symbols").label == "Show symbols"
    d.run(1)
    after = app.screen.subsurface(ball).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    d.key(pygame.K_s)
    assert view.symbols is True
    d.key(pygame.K_s)
    assert view.symbols is False
    # remembered for the session: a new game and the menu's emblem keep it
    scene = start(app, "utwente", [Seat("human"), Seat("ai", "random")])
    assert scene.view is view and view.symbols is False
    d.run(2)
    assert scene.find("symbols").selected is False
    d.click("symbols")
    assert view.symbols is True


def test_controls_and_arrows_are_big_enough_to_touch(app, driver):
    scene = start(app, "official", [Seat("human"), Seat("ai", "easy")])
    on_board(scene, SINGLE_BOARD, "official")
    driver.run(2)
    view = scene.view
    for c in scene.controls():
        assert c.rect.w >= 44 and c.rect.h >= 44, c.name
    for push in range(28):
        r = view.lay.arrow_rect(push)
        assert r.w >= 44 and r.h >= 44
        assert view.lay.arrow_at(r.center) == push


# --- more seats -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_computers_play_three_and_four_seat_games_to_the_end(app, driver, players):
    levels = ["easy", "random", "medium", "random"][:players]
    scene = start(app, "official", [Seat("ai", lv) for lv in levels], seed=20 + players)
    rects = scene.panels.rects()
    assert len(rects) == players
    for a, b in pairwise(rects):
        assert a.bottom < b.top
    assert rects[0].top >= 80 and rects[-1].bottom <= 690
    for rect, area in zip(rects, scene.context().seat_areas, strict=True):
        assert rect.contains(area) and area.h > 0
    driver.until(lambda: scene.control.overlay_visible, max_frames=20000)
    st = scene.state
    assert st.outcome().winners and len(scene.table.played) == len(st.history)
    assert sum(st.balls(s) for s in range(players)) + sum(1 for b in st.board if b) == 48


# --- screenshots ----------------------------------------------------------------------------------
def test_collecto_screenshots(tmp_path):
    # a veiled result screen has fewer colours
    assert_real_screenshots(take_collecto(str(tmp_path), seed=42), COLLECTO_NAMES,
                            min_colours=150)


def test_declaring_while_a_push_exists_asks_first(app, driver):
    """A beginner's trap: while a push exists (its arrow is lit) the first click only asks,
    Escape forgets it, the second click declares."""
    d = driver
    scene = start(app, "official", [Seat("human"), Seat("ai", "easy")])
    d.until(lambda: scene.control.human_to_move())
    assert any(m not in (DECLARE, PASS) for m in scene.state.legal_moves())
    d.click("declare")
    assert scene.view.input.declare_armed and not scene.state.history
    assert scene.find("declare").label == "Sure? Declare anyway"
    d.key(pygame.K_ESCAPE)
    assert not scene.view.input.declare_armed and app.scene is scene
    d.click("declare")
    d.click("declare")
    landed(d, scene, 0, DECLARE)
    assert not scene.view.input.declare_armed
