"""Nothing is drawn when nothing moves (App.frame's SETTLE), input is drawn at once, and what
does not change between moves is drawn once and reused."""

import pygame
import pytest

from game.table.registry import games
from game.table.session import Table
from game.ui import app as app_module
from game.ui import draw
from tools.driver import Driver

SETTLED = int(app_module.SETTLE * 60) + 2        # frames until a still screen stops drawing


def paints(driver, frames: int) -> int:
    count = 0
    for _ in range(frames):
        driver.frame()
        count += driver.app.painted
    return count


def settle(driver) -> None:
    """Run until the screen has nothing moving, then SETTLE seconds more."""
    driver.until(lambda: not driver.app.scene.busy(), 3000)
    driver.run(SETTLED)


def moved(driver, pos=(5, 700)):
    driver.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])


def test_the_menu_stops_drawing_when_still_and_answers_the_pointer_at_once(app):
    d = Driver(app)
    assert paints(d, SETTLED) >= SETTLED - 1        # settling: drawn
    assert paints(d, 300) == 0                      # five still seconds: nothing drawn
    moved(d, app.scene.find("settings").rect.center)
    assert app.painted                              # hover answers in the same frame
    assert paints(d, 30) == 30                      # and the screen settles again after
    d.run(SETTLED)
    assert paints(d, 60) == 0
    d.key(pygame.K_TAB)                             # the focus ring moves at once
    assert app.painted and app.scene.focus is not None


def test_a_calm_frame_holds_the_pulses_still_before_drawing_stops(app):
    d = Driver(app)
    table = Table.deal(games()["collapsi"], "standard", {}, ["human", "medium"], 1)
    scene = app.table_scene(table)
    app.goto(scene)
    d.run(SETTLED)
    assert app.calm and scene.context().pulse(5) == scene.context().pulse(9)
    before = pygame.image.tobytes(app.screen, "RGB")
    assert paints(d, 120) == 0
    assert pygame.image.tobytes(app.screen, "RGB") == before


@pytest.mark.parametrize("name,variant,players", [("collapsi", "standard", 2),
                                                  ("collecto", "utwente", 2),
                                                  ("spectrangle", "standard", 3),
                                                  ("coloretto", "colors", 3)])
def test_a_board_is_drawn_while_the_computer_moves_and_not_while_waiting(app, name, variant,
                                                                           players):
    d = Driver(app)
    app.min_think = 0.3
    table = Table.deal(games()[name], variant, {}, ["human"] + ["medium"] * (players - 1), 2)
    scene = app.table_scene(table)
    app.goto(scene)
    for _ in range(3):                              # three turns of the person's
        d.until(lambda: scene.human_to_move(), 3000)
        settle(d)
        assert paints(d, 120) == 0                  # waiting for the person: nothing drawn
        scene.start_move(scene.state.legal_moves()[0])
        drawn = 0
        while scene.anim is not None or scene.ai_thinking():
            d.frame()
            drawn += 1
            assert app.painted                      # moving or thinking: every frame drawn
            if scene.over:
                break
        assert drawn > 10
        if scene.over:
            break


def test_a_finished_game_and_its_result_stop_drawing(app):
    d = Driver(app)
    table = Table.deal(games()["collapsi"], "standard", {}, ["human", "medium"], 3)
    while not table.is_over():
        table.play(table.state.legal_moves()[0])
    scene = app.table_scene(table)
    app.goto(scene)
    d.until(lambda: scene.overlay_visible, 200)
    settle(d)
    assert paints(d, 120) == 0


def test_setup_rules_and_settings_stop_drawing(app):
    d = Driver(app)
    for go in (lambda: app.open_setup(games()["coloretto"]), app.open_settings,
               app.open_history, app.open_link_screen):
        go()
        d.run(SETTLED)
        assert paints(d, 60) == 0, app.scene.name


def test_a_rules_page_draws_while_a_picture_loops_and_not_when_none_is_in_view(app):
    d = Driver(app)
    app.open_rules(games()["collapsi"])        # its page has text with no picture beside
    rules = app.scene
    looping = [k for k, p in enumerate(rules.pictures) if p.move is not None]
    assert looping

    def scrolled_to(looping_in_view: bool) -> float:
        for scroll in range(0, int(rules.max_scroll) + 1, 20):
            rules.scroll = float(scroll)
            seen = any(rules.picture_rect(k).colliderect(rules.visible_area()) for k in looping)
            if seen == looping_in_view:
                return float(scroll)
        raise AssertionError(f"no scroll with a looping picture in view = {looping_in_view}")
    rules.scroll = scrolled_to(True)
    d.run(SETTLED)
    assert rules.busy() and paints(d, 60) == 60
    rules.scroll = scrolled_to(False)
    settle(d)
    assert paints(d, 60) == 0


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone at 2 px a point"])
def test_no_shadow_is_blurred_again_while_a_game_is_played(app, monkeypatch, phone):
    """Every panel, board and shadow is made on the first frames and reused for every move
    after (a blur per move was the stutter of issue 15); on a phone's dense screen too, where
    a shadow's wider blur is made on a smaller copy."""
    if phone:
        from game.screens import make_app
        from game.ui.screen import Viewport
        app = make_app([], viewport=Viewport.of(390, 844, 3.0))
    blurs = []
    real = draw.blur_pixels
    monkeypatch.setattr(draw, "blur_pixels", lambda s, r: blurs.append(s.get_size()) or
                        real(s, r))
    d = Driver(app)
    app.min_think = 0.0
    for name, variant, players in (("collapsi", "big", 4), ("spectrangle", "standard", 4),
                                   ("coloretto", "colors", 5), ("collecto", "official", 4)):
        table = Table.deal(games()[name], variant, {}, ["easy"] * players, 4)
        scene = app.table_scene(table)
        app.goto(scene)
        d.run(3)
        first = len(blurs)
        moves = 0
        while not scene.over and moves < 12:
            d.until(lambda: scene.anim is not None or scene.over, 3000)
            d.until(lambda: scene.anim is None, 3000)
            moves += 1
        assert moves >= 6
        later = blurs[first:]
        k = draw.scale()                # pixels a point: a blur's size goes with it
        assert all(w * h <= (160 * k) ** 2 for w, h in later), (name, later)
    assert all(w * h <= (200 * k) ** 2 for w, h in blurs), blurs  # and every blur is small


def test_full_collections_wait_for_a_still_frame(app, monkeypatch):
    """Never inside an AI's slice: on a frame after a still one, every COLLECT_EVERY
    seconds; AFTER_LEAVING seconds after a screen is left (its litter, one screen's, is
    small then), never in the frame that opens the next; or after COLLECT_AT_LATEST busy
    seconds."""
    from game.core import memory
    collected = []
    monkeypatch.setattr(memory, "collect", lambda: collected.append(app.time))
    d = Driver(app)
    d.run(SETTLED)                                   # settling: painted frames only
    assert collected == []
    d.run(int(app_module.COLLECT_EVERY * 60) + 2)    # still now: one collection
    assert len(collected) == 1 and not app.painted
    table = Table.deal(games()["collecto"], "utwente", {}, ["hard", "hard"], 1)
    app.goto(app.table_scene(table))
    left = app.time
    app.min_think = 0.0
    d.frame()
    assert len(collected) == 1                       # not while the new screen opens
    while len(collected) == 1 and app.time - left < 3 * app_module.AFTER_LEAVING:
        d.frame()
        assert app.painted                           # the computers play: all painted
    assert len(collected) == 2
    assert abs(collected[1] - left - app_module.AFTER_LEAVING) < 3 / 60
    busy = 0
    while len(collected) == 2 and busy < 60 * 200:  # no screen left: none until the latest
        d.frame()
        busy += 1
        if app.scene.over:
            app.scene.new_game()
    assert len(collected) == 3
    assert busy >= int(app_module.COLLECT_AT_LATEST * 60) - 2


def test_a_frame_that_collects_does_no_search(app, monkeypatch):
    """The frame a full collection is made in gives the computer's search none of its time
    (the two would not fit one frame together); the next frame searches again."""
    from game.core import memory
    frame, collected, thought = [0], [], []
    monkeypatch.setattr(memory, "collect", lambda: collected.append(
        (frame[0], app.scene.ai_thinking())))
    app.min_think = 0.0
    d = Driver(app)
    for seed in range(1, 6):        # a collection AFTER_LEAVING the last screen, mid-search
        table = Table.deal(games()["spectrangle"], "standard", {}, ["expert", "expert"], seed)
        real = table.think
        monkeypatch.setattr(table, "think", lambda seconds, real=real: thought.append(
            frame[0]) or real(seconds))
        app.goto(app.table_scene(table))
        start = len(collected)
        while len(collected) == start and frame[0] < 600 * seed:
            frame[0] += 1
            d.frame()
        if collected[-1][1]:
            break
    when, thinking = collected[-1]
    assert thinking, "no collection came while a computer was thinking"
    assert when not in thought
    frame[0] += 1
    d.frame()
    assert when + 1 in thought
