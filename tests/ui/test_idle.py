"""Nothing is drawn when nothing moves (App.frame's SETTLE), input is drawn at once, and what
does not change between moves is drawn once and reused.  Natively the real loop (App.run)
runs a still screen's frames only STILL_WAIT apart, and input still in the tick it comes."""

import asyncio

import pygame
import pytest

from game.table.registry import games
from game.table.session import Table
from game.table.store import Store
from game.ui import app as app_module
from game.ui import draw, page
from tests.support.driver import Driver

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
    scene = app.screens.table_scene(table)
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
    scene = app.screens.table_scene(table)
    app.goto(scene)
    for _ in range(3):                              # three turns of the person's
        d.until(lambda: scene.control.human_to_move(), 3000)
        settle(d)
        assert paints(d, 120) == 0                  # waiting for the person: nothing drawn
        scene.control.start_move(scene.state.legal_moves()[0])
        drawn = 0
        while scene.phase.anim is not None or scene.phase.ai_thinking():
            d.frame()
            drawn += 1
            assert app.painted                      # moving or thinking: every frame drawn
            if scene.control.over:
                break
        assert drawn > 10
        if scene.control.over:
            break


def test_a_finished_game_and_its_result_stop_drawing(app):
    d = Driver(app)
    table = Table.deal(games()["collapsi"], "standard", {}, ["human", "medium"], 3)
    while not table.is_over():
        table.play(table.state.legal_moves()[0])
    scene = app.screens.table_scene(table)
    app.goto(scene)
    d.until(lambda: scene.control.overlay_visible, 200)
    settle(d)
    assert paints(d, 120) == 0


def test_setup_rules_and_settings_stop_drawing(app):
    d = Driver(app)
    for go in (lambda: app.screens.setup(games()["coloretto"]), app.screens.settings,
               app.screens.history, app.screens.link_screen):
        go()
        d.run(SETTLED)
        assert paints(d, 60) == 0, app.scene.name


def test_a_rules_page_draws_while_a_picture_loops_and_not_when_none_is_in_view(app):
    d = Driver(app)
    app.screens.rules(games()["collapsi"])        # its page has text with no picture beside
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
        scene = app.screens.table_scene(table)
        app.goto(scene)
        d.run(3)
        first = len(blurs)
        moves = 0
        while not scene.control.over and moves < 12:
            d.until(lambda: scene.phase.anim is not None or scene.control.over, 3000)
            d.until(lambda: scene.phase.anim is None, 3000)
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
    app.goto(app.screens.table_scene(table))
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
        if app.scene.control.over:
            app.scene.control.new_game()
    assert len(collected) == 3
    assert busy >= int(app_module.COLLECT_AT_LATEST * 60) - 2


def test_a_frame_that_collects_does_no_search(app, monkeypatch):
    """The frame a full collection is made in gives the computer's search none of its time
    (the two would not fit one frame together); the next frame searches again."""
    from game.core import memory
    frame, collected, thought = [0], [], []
    monkeypatch.setattr(memory, "collect", lambda: collected.append(
        (frame[0], app.scene.phase.ai_thinking())))
    app.min_think = 0.0
    d = Driver(app)
    for seed in range(1, 6):        # a collection AFTER_LEAVING the last screen, mid-search
        table = Table.deal(games()["spectrangle"], "standard", {}, ["expert", "expert"], seed)
        real = table.think
        monkeypatch.setattr(table, "think", lambda seconds, real=real: thought.append(
            frame[0]) or real(seconds))
        app.goto(app.screens.table_scene(table))
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



def test_a_screens_first_frame_does_no_search(app, monkeypatch):
    """A screen's first frame draws all it shows (a board's layers: 20 ms in WebAssembly), so a
    computer who moves first begins its search in the frame after; then it searches on."""
    frame, thought = [0], []
    app.min_think = 0.0
    d = Driver(app)
    for seed in (1, 2):
        table = Table.deal(games()["spectrangle"], "standard", {}, ["expert", "expert"], seed)
        real = table.think
        monkeypatch.setattr(table, "think", lambda seconds, real=real: thought.append(
            frame[0]) or real(seconds))
        app.goto(app.screens.table_scene(table))
        first = frame[0] + 1
        for _ in range(3):
            frame[0] += 1
            d.frame()
        assert first not in thought
        assert first + 1 in thought and first + 2 in thought


# --- the real loop on a still screen (App.run) ----------------------------------------------------
TICK = 1000 / 60        # ms a tick of the clock at 60 frames a second


class Loop:
    """The real loop (App.run) under a clock that ticks 1/60 s at once, with `inputs` (tick
    -> events) as pygame's queue: every frame run, as (tick, events, dt), the ticks whose
    frame was flipped, and the loop's awaits."""

    def __init__(self, app, monkeypatch, inputs=None):
        self.app, self.inputs = app, dict(inputs or {})
        self.ticks = 0
        self.frames: list[tuple[int, list, float]] = []
        self.flips: list[int] = []
        self.awaits = 0
        monkeypatch.setattr(pygame.time, "Clock", lambda: self)
        monkeypatch.setattr(pygame.event, "get", lambda: self.inputs.pop(self.ticks, []))
        monkeypatch.setattr(pygame.display, "flip", lambda: self.flips.append(self.ticks))
        real_frame, real_sleep = app.frame, asyncio.sleep

        def frame(events, dt=1 / 60, after_wait=False):
            self.frames.append((self.ticks, list(events), dt))
            real_frame(events, dt, after_wait)

        async def sleep(seconds):
            self.awaits += 1
            await real_sleep(seconds)
        monkeypatch.setattr(app, "frame", frame)
        monkeypatch.setattr(asyncio, "sleep", sleep)

    def tick(self, framerate: int = 0) -> float:
        self.ticks += 1
        return TICK

    def run(self, ticks: int) -> None:
        asyncio.run(self.app.run(max_ticks=ticks))

    def framed_ticks(self) -> list[int]:
        return [tick for tick, _, _ in self.frames]


def open_still(app, where: str) -> None:
    """The screens tools/framebench.py measures idle (and a solo puzzle), settled: nothing
    drawn, searched or made ahead any more (App.still)."""
    if where == "a setup":
        app.screens.setup(games()["coloretto"])
    elif where == "a board waiting for a person":
        app.goto(app.screens.table_scene(Table.deal(games()["collapsi"], "standard", {},
                                                    ["human", "hard"], 1)))
    elif where == "a puzzle":
        app.goto(app.screens.table_scene(Table.deal(games()["collapsi"], "solo", {}, ["human"], 1)))
    elif where == "a finished game":
        table = Table.deal(games()["collecto"], "utwente", {}, ["human", "easy"], 1)
        while not table.is_over():
            table.play(table.state.legal_moves()[0])
        app.goto(app.screens.table_scene(table))
    d = Driver(app)
    settle(d)
    d.until(lambda: app.still, 600)


@pytest.mark.parametrize("where", ["the menu", "a setup", "a board waiting for a person",
                                   "a finished game"])
def test_a_still_screen_runs_a_frame_only_every_still_wait(app, monkeypatch, where):
    """Issue 49: each tick ran a whole frame (the game screen's buttons and layout worked out
    twice, the screens ahead asked for, the store asked for news) and turned asyncio's loop,
    2.4% of a core on a still board.  Now a tick without input only looks for it: a frame
    comes every STILL_WAIT, and it draws nothing, reads nothing from the store and is the
    only turn of asyncio's loop."""
    open_still(app, where)
    loop = Loop(app, monkeypatch)
    draws, reads = [], []
    real_draw, real_text = app.scene.draw, Store.read_text
    monkeypatch.setattr(app.scene, "draw", lambda surface: draws.append(1) or real_draw(surface))
    monkeypatch.setattr(Store, "read_text", lambda store, key: reads.append(key) or
                        real_text(store, key))
    loop.run(120)                                   # two seconds
    every = round(app_module.STILL_WAIT * 1000 / TICK)
    assert len(loop.frames) <= 120 // every + 1     # was 120
    assert loop.frames and all(not events for _, events, _ in loop.frames)
    assert (loop.flips, draws, reads) == ([], [], [])
    assert loop.awaits == len(loop.frames)
    assert app.still


def test_the_time_a_still_screen_waits_counts_whole(app, monkeypatch):
    """A frame after a wait moves on by all of it (not the 0.1 s a frame may jump), so a
    puzzle's clock and the collections' timing see every second."""
    open_still(app, "a puzzle")
    scene, time, clock = app.scene, app.time, app.scene.control.solo_time
    loop = Loop(app, monkeypatch)
    loop.run(120)
    until_last = loop.frames[-1][0] * TICK / 1000
    assert app.time - time == pytest.approx(until_last)
    assert scene.control.solo_time - clock == pytest.approx(until_last)
    assert all(dt > app_module.MAX_STEP for _, _, dt in loop.frames)


def test_input_on_a_still_screen_is_answered_in_the_tick_it_comes(app, monkeypatch):
    """Within one 60 Hz frame of its arrival, as at every tick before: the time waited
    passes first in a frame of its own, then the input's frame steps one tick as any does,
    is drawn and flipped, and frames come every tick again while the screen settles."""
    open_still(app, "the menu")
    pos = app.scene.find("settings").rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    loop = Loop(app, monkeypatch, {7: [motion]})
    loop.run(40)
    waited, answered = loop.frames[:2]
    assert waited == (7, [], pytest.approx(6 * TICK / 1000))
    assert answered == (7, [motion], pytest.approx(TICK / 1000))
    assert loop.flips[0] == 7 and app.mouse == pos
    assert loop.framed_ticks()[1:] == list(range(7, 41))
    assert not app.still


def test_a_move_on_a_still_board_animates_at_every_tick(app, monkeypatch):
    """A click on a still board: the move is on its way at once and animates at the full
    rate, one tick a frame, every frame drawn."""
    open_still(app, "a board waiting for a person")
    scene = app.scene
    d = Driver(app)
    at = d.pixels(scene.view.input.target(scene.state, scene.state.legal_moves()[0]))
    loop = Loop(app, monkeypatch, {
        5: [pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)],
        6: [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)]})
    moving = []
    real_update = scene.update
    monkeypatch.setattr(scene, "update", lambda dt: moving.append(
        (loop.ticks, dt, scene.phase.anim is not None)) or real_update(dt))
    loop.run(30)
    animated = [(tick, dt) for tick, dt, anim in moving if anim]
    assert animated and animated[0][0] <= 7
    assert [tick for tick, _ in animated] == list(range(animated[0][0],
                                                        animated[0][0] + len(animated)))
    assert all(dt == pytest.approx(TICK / 1000) for _, dt in animated)
    assert set(range(animated[0][0], animated[-1][0] + 1)) <= set(loop.flips)


def test_in_the_browser_a_still_screen_awaits_the_page_at_every_tick(browser, monkeypatch):
    """pygbag: requestAnimationFrame paces the loop and the page breathes at each await, so
    every tick awaits; a still screen's frame comes every STILL_WAIT there too (its frames
    cost 7-13% of a core in Chromium with one every tick), input at once."""
    app = browser.start()
    open_still(app, "the menu")
    pos = app.scene.find("settings").rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    loop = Loop(app, monkeypatch, {40: [motion]})
    loop.run(60)
    every = round(app_module.STILL_WAIT * 1000 / TICK)
    assert loop.awaits == 60
    framed = loop.framed_ticks()
    assert len([tick for tick in framed if tick < 40]) <= 40 // every + 1     # was 39
    assert 40 in framed and loop.flips[0] == 40
    assert framed[-20:] == list(range(41, 61))          # after input, every tick again


def test_in_the_browser_the_page_s_text_field_is_watched_at_every_tick(browser, monkeypatch):
    """Keys typed into the page's field (a link on a phone) never reach the app as events:
    while it is shown the app looks at it every tick, so Enter opens the link at once."""
    app = browser.start()
    d = Driver(app)
    d.run(2)
    d.click("open-link")
    settle(d)
    assert page.field_shown()
    loop = Loop(app, monkeypatch)
    loop.run(30)
    assert loop.framed_ticks() == list(range(1, 31))
