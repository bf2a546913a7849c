"""Screens make the art of the screens they may open next while they wait for the player
(Scene.ahead, Ahead.make, draw.art_deadline): the next screen's first frame then finds
its art made, and shows exactly what it shows without the work done ahead."""

import time

import pygame
import pytest

from game.table.registry import games
from game.ui import draw
from game.screens import make_app

TABLES = [(name, variant, players) for name, game in games().items()
          for variant, v in game.variants.items()
          for players in sorted({min(v.player_counts), max(v.player_counts)})]


def open_setup(app, name, variant, players):
    game = games()[name]
    app.screens.setup(game)
    setup = app.scene.setup
    setup.variant, setup.players = variant, players
    setup.fit(game)
    for i, seat in enumerate(setup.seats):
        seat.kind, seat.level = ("human" if i == 0 else "ai"), "hard"
    return game, setup


def first_frame(app, monkeypatch, action, ahead: bool, frames: int = 0):
    """The picture of the first frame after `action` (a click opening a screen) on a screen
    left open for a while, how many pieces of art that frame made, and how many frames the
    screen was open: with the work ahead, at least a second and until that work is done (it
    goes in slices of a few milliseconds a frame, so a busy machine needs more frames: the
    count of pieces matters, not the time); without it, `frames`."""
    if not ahead:
        monkeypatch.setattr(app.scene, "ahead", lambda: [])
    for frame in range(3000 if ahead else frames):
        keys = [key for key, _ in app.scene.ahead()]
        if ahead and frame >= 60 and all(app.ahead.drawn.get(key, False) for key in keys):
            break
        app.frame([])
    made = []
    real = draw.making
    monkeypatch.setattr(draw, "making", lambda: made.append(1) or real())
    # only what showing the new screen makes counts: not the work it starts ahead for the
    # screens after it in the same frame (as much as the machine's speed leaves room for)
    monkeypatch.setattr(app.ahead, "make", lambda deadline: None)
    action()
    app.frame([])
    monkeypatch.setattr(draw, "making", real)
    return pygame.image.tobytes(app.screen, "RGB"), len(made), app.frames - 1


def fresh_app():
    draw.shape_cache.clear()      # nothing made by an earlier app counts
    app = make_app([])
    app.fixed_seed = 1
    return app


def compare(monkeypatch, prepare, action, name):
    """(pieces made without the work ahead, with it); the two pictures are the same."""
    pictures, counts, frames = [], [], 0
    for ahead in (True, False):         # the same time on the screen, with and without
        app = fresh_app()
        prepare(app)
        picture, made, frames = first_frame(app, monkeypatch, lambda: action(app), ahead,
                                            frames)
        pictures.append(picture)
        counts.insert(0, made)
    print(f"{name}: pieces of art made by the first frame {counts[0]} -> {counts[1]}")
    assert pictures[0] == pictures[1]
    return counts


@pytest.mark.parametrize("name,variant,players", TABLES)
def test_a_game_started_from_setup_finds_its_art_made(monkeypatch, name, variant, players):
    """What its first frame still makes changes with time (a pulsing highlight's colour):
    a few small pieces, against dozens without the setup screen's work."""
    cold, warm = compare(monkeypatch, lambda app: open_setup(app, name, variant, players),
                         lambda app: app.screens.start_game(app.scene.game, app.scene.setup),
                         f"{name}/{variant} {players}p")
    assert warm * 5 <= cold


@pytest.mark.parametrize("name", list(games()))
def test_the_rules_page_opened_from_setup_finds_its_art_made(monkeypatch, name):
    cold, warm = compare(monkeypatch, lambda app: open_setup(app, name, games()[name]
                                                             .default_variant, 2),
                         lambda app: app.screens.rules(app.scene.game, back_to=app.scene),
                         f"rules of {name}")
    assert warm * 5 <= cold


@pytest.mark.parametrize("name", list(games()))
def test_setup_and_rules_opened_from_the_menu_find_their_art_made(monkeypatch, name):
    game = games()[name]
    cold, warm = compare(monkeypatch, lambda app: app.screens.menu(),
                         lambda app: app.screens.setup(game), f"setup of {name}")
    assert warm * 5 <= cold
    cold, warm = compare(monkeypatch, lambda app: app.screens.menu(),
                         lambda app: app.screens.rules(game, back_to=app.scene), f"rules of {name}")
    assert warm * 5 <= cold


def test_a_game_resumed_from_the_menu_finds_its_art_made(monkeypatch):
    earlier = fresh_app()        # a session that left a game unfinished (saved)
    game, setup = open_setup(earlier, "spectrangle", "standard", 2)
    earlier.screens.start_game(game, setup)
    table = earlier.scene.table
    table.play(table.state.legal_moves()[0])
    table.save(earlier.store)
    cold, warm = compare(monkeypatch, lambda app: None,
                         lambda app: app.screens.resume("spectrangle"), "resumed Spectrangle")
    assert warm * 5 <= cold


def test_work_ahead_ends_even_with_no_time_left_in_any_frame(app):
    """A frame whose deadline has passed before the first piece still to make (drawing the
    art made already took the time: blits are several times slower in WebAssembly) makes that
    one piece and stops at the next, so the work gets further every frame and ends, instead of
    being drawn again from its start every frame for ever (a still menu cost 60-85% of a core
    in Chromium)."""
    open_setup(app, "spectrangle", "standard", 2)
    app.ahead.make(time.perf_counter() - 1)             # no time left at all
    assert not any(app.ahead.drawn.values())            # nothing drawn whole in one frame
    frames = 1
    while not (len(app.ahead.drawn) == 2 and all(app.ahead.drawn.values())) and frames < 5000:
        app.ahead.make(time.perf_counter() - 1)
        frames += 1
    assert len(app.ahead.drawn) == 2 and all(app.ahead.drawn.values())
    print(f"drawn ahead whole, with no time left in any frame, in {frames} frames")


def test_nothing_is_made_ahead_for_a_game_left_unfinished(app, monkeypatch):
    """Its view is in use by the game waiting in the menu: no other game may reset it."""
    game, setup = open_setup(app, "collecto", "utwente", 2)
    app.screens.start_game(game, setup)
    app.frame([])
    app.screens.menu()
    app.screens.setup(game)
    setup.players, setup.variant = 4, "official"
    made = []
    monkeypatch.setattr(app.screens, "table_scene", lambda *args, **kw: made.append(args))
    for _ in range(30):
        app.frame([])
    assert made == []
    monkeypatch.undo()
    app.unfinished.paused.clear()            # the unfinished game given up: its view is free again
    # the work ahead waits for a frame with time to spare (a busy machine may need a few)
    for _ in range(300):
        app.frame([])
        if any(key[:3] == ("game", "collecto", "official") for key in app.ahead.drawn):
            break
    assert any(key[:3] == ("game", "collecto", "official") for key in app.ahead.drawn)


def test_a_menu_made_ahead_leaves_the_notice_for_the_menu_shown(app):
    """Once a game is over its screen makes the menu ahead; that menu is never shown, so a
    message for the player waits for the one that is."""
    from game.ui.menu.home import MenuScene
    app.tell("A damaged save was set aside.")
    MenuScene(app)                                  # as make_ahead makes it
    assert app.notice == "A damaged save was set aside."
    app.screens.menu()
    assert app.scene.notice == "A damaged save was set aside." and app.notice == ""


class Clock:
    """time.perf_counter for the app, moved by hand: a frame's cost without a wall clock."""

    def __init__(self):
        self.now = 100.0

    def perf_counter(self) -> float:
        return self.now


def test_work_ahead_goes_on_after_a_longer_frame_within_its_budget(app, monkeypatch):
    """Until AHEAD into a frame, or AHEAD / 2 after a longer frame's own work, up to FRAME_WORK
    - AHEAD: a frame whose drawing took a few milliseconds (a phone's in WebAssembly: 4-8 ms)
    still makes the next screens, where once only frames under AHEAD / 2 did, and in the
    browser no painted frame ever did (the result box was made in the frame it appeared)."""
    from game.ui import ahead as ahead_module
    clock = Clock()
    monkeypatch.setattr(ahead_module, "time", clock)
    asked = []
    monkeypatch.setattr(app.ahead, "make", lambda deadline: asked.append(deadline - begin))
    for used in (0.001, 0.005, 0.007, 0.0095):
        begin = clock.now
        clock.now += used
        app.ahead.work(begin)
    work, ahead = ahead_module.FRAME_WORK, ahead_module.AHEAD
    assert work - ahead < 0.0095                    # 9.5 ms used: nothing ahead
    assert asked == [pytest.approx(ahead), pytest.approx(0.005 + ahead / 2),
                     pytest.approx(0.007 + ahead / 2)]


def test_nothing_is_made_ahead_while_something_moves_and_the_result_box_is(app, monkeypatch):
    """A piece of art begun is finished, and one can take longer than a frame (30-55 ms in
    WebAssembly): never in a frame where a move flies or a spinner turns, a stutter there.  The
    pause before the result box, where nothing moves, draws that box ahead."""
    game, setup = open_setup(app, "collapsi", "standard", 2)
    for seat in setup.seats:
        seat.kind, seat.level = "ai", "random"
    app.min_think = 0.05
    app.screens.start_game(game, setup)
    scene = app.scene
    moving_frames, made_while_moving = 0, []
    real = app.ahead.make

    def make_ahead(deadline):
        if scene.moving():
            made_while_moving.append(scene.phase.now)
        real(deadline)
    monkeypatch.setattr(app.ahead, "make", make_ahead)
    for _ in range(20000):
        moving_frames += scene.moving()
        app.frame([], 1 / 60)
        if scene.control.overlay_visible:
            break
    assert scene.control.overlay_visible and moving_frames > 100
    assert made_while_moving == []
    assert app.ahead.drawn.get(("result", id(scene.table))), "the result box drawn ahead whole"
