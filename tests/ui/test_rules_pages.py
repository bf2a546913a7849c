"""The illustrated rules pages, through the real event loop: each game's page opens from the
menu and from a game, every picture is drawn, a picture with a move loops (the picture
changes and comes back), the page scrolls to its end, Escape returns where it came from, and
a page opened from a variant marks that variant's sections."""

import pygame
import pytest

from game.table.registry import games, registrations
from game.ui.menu.rulespage import RulesScene
from tests.support.driver import Driver

GAMES = list(games())


def scroll_to(driver, scene, k) -> pygame.Rect:
    """Scroll (with the arrow keys, as a person would) until picture k is in view."""
    view = scene.visible_area()
    for _ in range(200):
        rect = scene.picture_rect(k)
        if view.contains(rect) or (rect.top >= view.top and scene.scroll >= scene.max_scroll):
            break
        driver.key(pygame.K_DOWN if rect.bottom > view.bottom else pygame.K_UP)
    rect = scene.picture_rect(k).clip(view)
    assert rect.h >= 0.6 * scene.pictures[k].size[1], "the picture cannot be brought into view"
    return rect


def pixels(app, rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def colours(app, rect) -> int:
    data = pixels(app, rect)
    return len({data[i:i + 3] for i in range(0, len(data), 3 * 7)})


def difference(a: bytes, b: bytes) -> float:
    """The share of bytes that differ clearly between two pictures of one rect."""
    assert len(a) == len(b)
    return sum(1 for x, y in zip(a, b, strict=True) if abs(x - y) > 24) / len(a)


def open_from_menu(driver, name) -> RulesScene:
    driver.run(2)
    assert driver.app.scene.name == "menu"
    driver.click(f"rules:{name}")
    scene = driver.app.scene
    assert scene.name == "rules" and scene.game.name == name
    return scene


@pytest.mark.parametrize("name", GAMES)
def test_every_picture_is_drawn_and_the_page_scrolls_to_its_end(driver, name):
    app = driver.app
    scene = open_from_menu(driver, name)
    assert scene.pictures, "every game's page has examples"
    assert scene.scroll == 0 and not scene.marked     # from the menu: no variant marked
    seen = []
    for k, _picture in enumerate(scene.pictures):
        rect = scroll_to(driver, scene, k)
        driver.run(3)
        assert colours(app, rect) > 40, f"picture {k} looks blank"
        seen.append(pixels(app, rect))
    # the pictures differ from one another
    for i in range(len(seen)):
        for j in range(i + 1, len(seen)):
            if len(seen[i]) == len(seen[j]):
                assert seen[i] != seen[j]
    driver.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll > 0
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0
    # the wheel and a drag scroll too
    driver.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])
    assert scene.scroll == 120
    mid = scene.area.center
    driver.frame([driver.motion(mid), driver.down(mid)])
    driver.frame([driver.motion((mid[0], mid[1] - 200), buttons=(1, 0, 0))])
    driver.frame([driver.up((mid[0], mid[1] - 200))])
    assert scene.scroll == 320
    driver.key(pygame.K_ESCAPE)
    assert app.scene.name == "menu"


@pytest.mark.parametrize("name,k", [(reg.game.name, reg.moving_picture)
                                    for reg in registrations()])
def test_a_picture_with_a_move_loops(app, name, k):
    d = Driver(app, dt=1 / 30)
    scene = open_from_menu(d, name)
    picture = scene.pictures[k]
    assert picture.moving
    rect = scroll_to(d, scene, k)
    d.until(lambda: picture.phase == "show" and picture.clock > 0.5, max_frames=400)
    start = pixels(app, rect)
    d.until(lambda: picture.phase == "play", max_frames=200)
    d.run(8)                                # the animation runs
    during = pixels(app, rect)
    d.until(lambda: picture.phase == "hold", max_frames=400)
    d.run(20)
    after = pixels(app, rect)
    assert difference(start, during) > 0.002
    assert difference(start, after) > 0.002
    d.until(lambda: picture.loops == 1 and picture.phase == "show" and picture.clock > 0.5,
            max_frames=400)
    again = pixels(app, rect)
    assert difference(start, again) < 0.002, "the loop returns to the position it started from"
    # it keeps playing while the page scrolls
    d.key(pygame.K_UP)
    d.until(lambda: picture.phase == "play", max_frames=200)


def test_every_page_opens_from_a_game_and_escape_returns_to_it(driver):
    app = driver.app
    for name in GAMES:
        driver.run(2)
        driver.click(f"play:{name}")
        assert app.scene.name == "setup"
        driver.click("start")
        play = app.scene
        assert play.name == "play"
        history = list(play.state.history)
        driver.click("rules")
        scene = app.scene
        assert scene.name == "rules" and scene.back_to is play and scene.game.name == name
        driver.run(30)
        assert play.state.history == history    # the game waits while the rules are read
        driver.key(pygame.K_ESCAPE)
        assert app.scene is play
        driver.click("rules")
        driver.click("done")                    # "Got it" returns too
        assert app.scene is play
        driver.click("menu")
        assert app.scene.name == "menu"


@pytest.mark.parametrize("name,choices,heading", [
    ("collapsi", ["option:board:Shifting"], "Shifting board"),
    ("collapsi", ["variant:Solo puzzle 3×3"], "Solo puzzle"),
    ("collapsi", ["option:start:Jacks, first move 1 to 4"], "First move 1 to 4 (classic)"),
    ("collecto", ["variant:Official rules (2-4 players)"], "Official rules"),
    ("coloretto", ["variant:Official rules (3-5 players)"], "Official rules"),
])
def test_a_page_opened_from_a_variant_marks_its_sections(driver, name, choices, heading):
    app = driver.app
    driver.run(2)
    driver.click(f"play:{name}")
    for choice in choices:
        driver.click(choice)
    driver.click("start")
    play = app.scene
    assert play.name == "play"
    driver.click("rules")
    scene = app.scene
    sections = scene.view.words.rules()
    marked = {sections[i][0] for i in scene.marked}
    assert heading in marked
    first = min(scene.section_tops[i] for i in scene.marked)
    assert scene.scroll == min(scene.max_scroll, max(0, first - 14)) > 0
    driver.key(pygame.K_RETURN)
    assert app.scene is play


def test_every_registered_game_has_pictures():
    from game.screens import view_for
    from game.ui.view import Example
    for game in games().values():
        sections = view_for(game).words.rules()
        examples = [s[2] for s in sections if len(s) > 2]
        assert examples and all(isinstance(e, Example) for e in examples)
        for e in examples:
            assert e.caption and e.show in ("board", "choices", "result")
            if e.move is not None:
                assert e.move in e.state.legal_moves(), (game.name, e.caption)
