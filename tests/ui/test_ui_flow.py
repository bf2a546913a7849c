"""Whole journeys through the real UI: every step is a scripted mouse, touch or key event
handled by `App.frame`, exactly as the live loop does."""

import asyncio
import random

import pygame

from game.table.registry import games, get_game
from game.ui.play.scene import PlayScene
from game.ui.menu.setup import Seat, Setup


def human_vs_ai(driver, level_label="Random"):
    d = driver
    d.run(2)
    assert d.app.scene.name == "menu"
    d.click("play:collapsi")
    assert d.app.scene.name == "setup"
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click(f"level1:{level_label}")
    d.click("start")
    scene = d.app.scene
    assert scene.name == "play"
    assert scene.control.humans == frozenset({0})
    return scene


def play_out(driver, scene, rng, touch=False, max_moves=40):
    """The human clicks a random legal destination each turn until the game ends."""
    for _ in range(max_moves):
        driver.wait_for_human()
        if scene.control.over:
            return
        before = len(scene.state.history)
        move = rng.choice(scene.state.legal_moves())
        driver.click_move(move, touch=touch)
        assert scene.phase.pending == move or len(scene.state.history) == before + 1
        driver.until(lambda: scene.phase.anim is None)
        assert scene.state.history[before] == move
    raise AssertionError("the game did not end")


def test_menu_lists_exactly_the_registered_games(app):
    names = {w.name.split(":", 1)[1] for w in app.scene.buttons if w.name.startswith("play:")}
    assert names == set(games())


def test_full_game_human_vs_ai_by_clicks_then_back_to_menu(driver):
    scene = human_vs_ai(driver)
    play_out(driver, scene, random.Random(3))
    driver.until(lambda: scene.control.overlay_visible)
    out = scene.state.outcome()
    assert out is not None and len(out.winners) == 1
    assert scene.control.winner_line(out) in ("You win!", "The computer wins")
    # the move list replays, from the deal, to the very position on the board
    game = get_game("collapsi")
    replay = game.start(scene.state.variant, scene.state.options, 2, scene.state.setup)
    for entry in scene.table.played:
        replay.play(entry.notation)
    assert replay.position_json() == scene.state.position_json()
    driver.click("overlay-menu")
    assert driver.app.scene.name == "menu"
    assert driver.app.unfinished.paused_game("collapsi") is None   # a finished game: no Resume


def test_touch_taps_play_a_game_and_play_again_deals_afresh(driver):
    scene = human_vs_ai(driver)
    play_out(driver, scene, random.Random(5), touch=True)
    driver.until(lambda: scene.control.overlay_visible)
    first_seed = scene.table.seed
    driver.click("play-again", touch=True)
    assert driver.app.scene is scene and not scene.control.over
    assert scene.table.played == [] and scene.state.history == []
    assert scene.table.seed != first_seed
    assert driver.app.mouse is None  # a lifted finger hovers nothing


def test_drag_off_a_card_cancels_the_move(driver):
    scene = human_vs_ai(driver)
    driver.wait_for_human()
    move = scene.state.legal_moves()[0]
    start = scene.view.input.target(scene.state, move)
    driver.frame([driver.motion(start), driver.down(start)])
    driver.frame([driver.motion((5, 700), buttons=(1, 0, 0))])
    driver.frame([driver.up((5, 700))])
    driver.run(5)
    assert scene.state.history == [] and scene.phase.pending is None


def test_hover_previews_but_does_not_move(driver):
    scene = human_vs_ai(driver)
    driver.wait_for_human()
    for move in scene.state.legal_moves():
        driver.hover(scene.view.input.target(scene.state, move))
    driver.run(10)
    assert scene.state.history == []


def test_animation_finishes_before_the_move_is_pushed_and_before_the_ai_thinks(app, driver):
    game = get_game("collapsi")
    app.screens.start_game(
        game, Setup("standard", 2, {}, [Seat("ai", "random"), Seat("ai", "easy")]), seed=123)
    scene = app.scene
    pushes = []
    original = scene.state.push

    def push(move):
        anim = scene.phase.anim
        assert anim is not None and anim.done, "pushed before its animation ended"
        pushes.append(move)
        original(move)
    scene.state.push = push
    frames = 0
    while not scene.control.over:
        driver.frame()
        frames += 1
        assert not (scene.phase.anim is not None and scene.table.searching)
        assert frames < 5000
    assert len(pushes) == len(scene.state.history) >= 2
    # an AI move never appears faster than the minimum thinking time plus its animation
    assert frames >= len(pushes) * app.min_think * 60


def test_undo_takes_back_the_human_move_and_the_ai_reply(driver):
    driver.app.fixed_seed = 2      # a deal that goes on after the first two moves
    scene = human_vs_ai(driver)
    driver.wait_for_human()
    assert not scene.play_buttons.undo_btn.enabled
    driver.click_move(scene.state.legal_moves()[0])
    driver.wait_for_human()
    assert not scene.control.over
    assert len(scene.state.history) == 2
    driver.click("undo")
    assert scene.state.history == [] and scene.table.played == []
    driver.click_move(scene.state.legal_moves()[-1])
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.history == []


def test_escape_leaves_the_game_and_resume_returns_to_it(driver):
    scene = human_vs_ai(driver)
    driver.wait_for_human()
    driver.click_move(scene.state.legal_moves()[0])
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene.name == "menu"
    driver.click("resume:collapsi")
    assert driver.app.scene is scene
    driver.click("menu")
    assert driver.app.scene.name == "menu"
    driver.click("play:collapsi")       # "New game" replaces the paused one
    driver.click("start")
    assert driver.app.scene is not scene


def test_rules_from_menu_and_from_the_game(driver):
    driver.run(1)
    driver.click("rules:collapsi")
    assert driver.app.scene.name == "rules"
    driver.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene.name == "menu"
    scene = human_vs_ai(driver)
    driver.wait_for_human()
    history = list(scene.state.history)
    driver.click("rules")
    assert driver.app.scene.name == "rules"
    driver.run(120)                       # the game waits while the rules are read
    driver.click("done")
    assert driver.app.scene is scene and scene.state.history == history


def test_setup_player_choices_and_ai_vs_ai(driver):
    driver.run(1)
    driver.click("play:collapsi")
    driver.click("seat0:Computer")
    driver.click("level0:Easy")
    driver.click("seat1:Computer")
    driver.click("level1:Random")
    driver.key(pygame.K_RETURN)
    scene = driver.app.scene
    assert scene.name == "play" and not scene.control.humans
    assert not scene.play_buttons.undo_btn.visible                     # nobody's move to take back
    driver.until(lambda: scene.control.overlay_visible, max_frames=8000)
    assert scene.state.outcome() is not None


def test_every_level_offered_can_play(app, driver):
    from game.table.seats import LEVELS
    game = get_game("collapsi")
    for level in LEVELS:
        app.screens.start_game(
            game, Setup("standard", 2, {}, [Seat("ai", level), Seat("ai", "random")]), seed=7)
        scene = app.scene
        driver.until(lambda: len(scene.state.history) >= 1 or scene.control.over, max_frames=3000)
        assert scene.state.history[0] in game.new_game(seed=7).legal_moves()


def test_the_async_run_loop_consumes_queued_events(app):
    """main.py's path: run() pulls events from pygame's queue, one frame per await."""
    app.frame([])
    pos = app.scene.find("play:collapsi").rect.center
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    asyncio.run(app.run(max_frames=app.frames + 3))
    assert app.scene.name == "setup"
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    asyncio.run(app.run(max_frames=app.frames + 3))
    assert not app.running


def test_new_games_get_fresh_seeds(app):
    game = get_game("collapsi")
    setup = Setup.default(game)
    seeds = set()
    for _ in range(5):
        app.screens.start_game(game, setup)
        assert isinstance(app.scene, PlayScene)
        seeds.add(app.scene.table.seed)
    assert len(seeds) == 5
