"""What a new player meets first, in the real browser: the guided first game offered on the
first Play and played to its end, the daily puzzle, statistics, settings and a rules page
scrolled by a swipe (by the wheel with a mouse)."""

import pytest
import realbrowser

pytestmark = pytest.mark.browser

FIRST = "phone-upright"         # make test's viewport for these; make test-browser every one
CASES = [pytest.param(kind, id=kind, marks=() if kind == FIRST else pytest.mark.whole)
         for kind in realbrowser.VIEWPORTS]


def to_menu(device) -> None:
    """Back to the menu the way the screens offer: their Menu or Back."""
    for _ in range(4):
        names = device.look("names()")
        if device.look("scene()")["name"] == "menu":
            return
        device.tap_control("menu" if "menu" in names else "back")
    raise AssertionError(f"no way back to the menu: {device.look('scene()')['name']}")


@pytest.mark.parametrize("kind", CASES)
def test_the_guided_first_game_to_its_end(devices, kind, tmp_path):
    device = devices(kind)
    device.open()
    device.tap_control("play:collapsi")
    assert device.look("scene()")["name"] == "ask"          # offered on the first Play
    device.tap_control("start-guide")
    scene = device.until(lambda s: s["name"] == "guide", 30, "the guide")
    while not scene["over"]:
        scene = device.until(lambda s: s["mine"] or s["over"], 60, "the guide's next step")
        if not scene["over"]:
            device.play(device.look("wanted()"))
            scene = device.look("scene()")
    device.until(lambda s: s["result"], 30, "the guide's summary")
    realbrowser.assert_drawn(device.screenshot(tmp_path / "guide-end.png"))
    device.tap_control("play-real")
    assert device.look("scene()")["name"] == "setup"
    to_menu(device)
    device.tap_control("play:collapsi")
    assert device.look("scene()")["name"] == "setup"        # offered once only


@pytest.mark.parametrize("kind", CASES)
def test_the_daily_puzzle_statistics_settings_and_a_rules_page(devices, kind, tmp_path):
    device = devices(kind)
    device.open()
    # the daily puzzle: a wrong move taken back, then the answer
    device.tap_control("puzzles")
    assert device.look("scene()")["name"] == "puzzles"
    device.tap_control("daily:collecto")
    device.until(lambda s: s.get("mine"), 30, "the puzzle")
    answer = device.look("wanted()")
    device.play(next(move for move in device.look("legal()") if move != answer))
    device.until(lambda s: s["mine"] and s["headline"][0].startswith("Not that one"), 30,
                 "the wrong move taken back")
    device.play(answer)
    scene = device.until(lambda s: s["solved"], 30, "the puzzle solved")
    assert scene["headline"][0] == "Solved in 2 tries!"
    realbrowser.assert_drawn(device.screenshot(tmp_path / "puzzle.png"))
    to_menu(device)
    # statistics
    device.tap_control("stats")
    assert device.look("scene()")["name"] == "stats"
    realbrowser.assert_drawn(device.screenshot(tmp_path / "stats.png"), least=50)
    to_menu(device)
    # settings: sound off and on again, kept across the visit
    device.tap_control("settings")
    device.tap_control("sound:Off")
    assert device.python("import probe\nprobe.app().settings.sound") is False
    device.tap_control("sound:On")
    assert device.python("import probe\nprobe.app().settings.sound") is True
    to_menu(device)
    # a rules page, scrolled by a finger (a mouse's wheel)
    device.tap_control("rules:spectrangle")
    scene = device.look("scene()")
    assert scene["name"] == "rules" and scene["scrolled"][0] == 0 < scene["scrolled"][1]
    top = device.screenshot(tmp_path / "rules-top.png").read_bytes()
    width, height = device.size()
    if device.touch:
        device.swipe((width / 2, height * 0.7), (width / 2, height * 0.3))
    else:
        device.wheel((width / 2, height / 2), 400)
    scrolled = device.look("scene()")["scrolled"][0]
    assert scrolled > 0
    assert device.screenshot(tmp_path / "rules-down.png").read_bytes() != top
    to_menu(device)
