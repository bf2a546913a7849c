"""Each game played whole in the real browser against the computer (its moves searched in
WebAssembly), by touch on a phone upright and on its side and by mouse on a desktop, to the
result box, then reviewed by the expert.  make test plays each game once, the four spread over
the three viewports; make test-browser plays every game at every viewport."""

import random

import pytest
import realbrowser

pytestmark = pytest.mark.browser

# make test's spread: every game once, every viewport at least once
SPREAD = {"collapsi": "phone-upright", "collecto": "phone-side", "coloretto": "desktop",
          "spectrangle": "phone-upright"}
CASES = [pytest.param(game, kind, id=f"{game}-{kind}",
                      marks=() if SPREAD[game] == kind else pytest.mark.whole)
         for game in SPREAD for kind in realbrowser.VIEWPORTS]


def set_up(device, game: str, level: str = "Easy") -> dict:
    """From the menu: the game's Play (its guide offered the first time: skipped), then you
    against the computer at `level`, Start."""
    device.tap_control(f"play:{game}")
    if device.look("scene()")["name"] == "ask":
        device.tap_control("skip-guide")
    assert device.look("scene()")["name"] == "setup"
    device.tap_control("seat0:Human")
    device.tap_control("seat1:Computer")
    device.tap_control(f"level1:{level}")
    device.tap_control("start")
    # the first game on a device asks the person's name (issue 50): Not now
    if device.until(lambda s: s["name"] in ("play", "name"), 30, "the game or the name")[
            "name"] == "name":
        device.tap_control("name-skip")
    return device.until(lambda s: s["name"] == "play", 30, "the game's screen")


def play_to_the_end(device, seed: int, most: int = 200) -> dict:
    """Your moves, each a random legal one made by taps, and the computer's between them,
    until the result box shows."""
    rng = random.Random(seed)
    for _ in range(most):
        scene = device.until(lambda s: s["mine"] or s["over"], 180, "your turn or the end")
        if scene["over"]:
            return device.until(lambda s: s["result"], 30, "the result box")
        device.play(rng.choice(device.look("legal()")))
    raise AssertionError("the game did not end")


def review(device) -> dict:
    """The result box's Review: the expert judges every move, in slices, in this browser."""
    device.tap_control("overlay-review")
    return device.until(lambda s: s.get("review", {}).get("done"), 240, "the review")


@pytest.mark.parametrize("game, kind", CASES)
def test_a_whole_game_against_the_computer_then_its_review(devices, game, kind, tmp_path):
    device = devices(kind)
    device.open()
    assert device.look("scene()")["name"] == "menu"
    scene = set_up(device, game)
    assert scene["shape"] == {"phone-upright": "portrait", "phone-side": "landscape",
                              "desktop": "table"}[kind]
    assert scene["touch"] == device.touch
    end = play_to_the_end(device, seed=len(game))
    assert end["over"] and end["moves"] > 2
    assert device.look("sounds()") == dict.fromkeys(("move", "collect", "invalid", "win"), True)
    realbrowser.assert_drawn(device.screenshot(tmp_path / "result.png"))
    reviewed = review(device)
    assert reviewed["review"]["entries"] >= 1
    realbrowser.assert_drawn(device.screenshot(tmp_path / "review.png"))
