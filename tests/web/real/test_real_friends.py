"""A friend game between two devices in the real browser: two browser contexts, each with its
own storage; the link one offers (a phone's share sheet, a desktop's clipboard) opened by the
other as a page address, the game played to its end through links, and the final result on
both."""

import random

import pytest
import realbrowser

from game.table import links

pytestmark = pytest.mark.browser

PAIRS = [pytest.param("phone-upright", "desktop", id="phone-desktop"),
         pytest.param("phone-side", "phone-upright", id="side-upright", marks=pytest.mark.whole)]


def start_with_a_friend(device) -> dict:
    """From the menu: Collapsi, you against a friend on another device, you first."""
    device.tap_control("play:collapsi")
    if device.look("scene()")["name"] == "ask":
        device.tap_control("skip-guide")
    device.tap_control("seat0:Human")
    device.tap_control("seat1:Friend")
    device.tap_control("first:Me")
    device.tap_control("start")
    past_the_name(device)
    return device.until(lambda s: s["name"] == "play", 30, "the game")


def past_the_name(device) -> None:
    """The first game, or the first friend's game opened, on a device asks the person's name
    (issue 50): Not now, when it does."""
    if device.until(lambda s: s["name"] in ("play", "name"), 60, "the game or the name")[
            "name"] == "name":
        device.tap_control("name-skip")


def sent(device, control: str) -> str:
    """Tap Send (`control`); the link it handed over: through the share sheet where the
    browser has one (a phone), else from the clipboard."""
    shared_before = len(device.js("window.__shared"))
    device.tap_control(control)
    device.frames(10)
    shared = device.js("window.__shared")
    if len(shared) > shared_before:
        assert device.touch, "a desktop's Chromium has no share sheet here"
        return shared[-1]["url"]
    assert not device.js("'share' in navigator"), "the share sheet was not used"
    return device.js("navigator.clipboard.readText()")


def my_turns(device, rng) -> str | None:
    """This device's person moves until the friend is to move: the link they are sent.
    None when the game ends on this device."""
    while True:
        scene = device.until(lambda s: s["mine"] or s["friend"] or s["over"], 120,
                             "your move, the friend's turn or the end")
        if scene["over"]:
            return None
        if scene["friend"]:
            return sent(device, "send-link")
        device.play(rng.choice(device.look("legal()")))


@pytest.mark.parametrize("first, second", PAIRS)
def test_a_friend_game_between_two_devices_to_its_end(devices, first, second, tmp_path):
    me, friend = devices(first), devices(second)
    me.open()
    start_with_a_friend(me)
    rng = random.Random(5)
    players = [me, friend]
    turn, link = 0, my_turns(me, rng)
    while link is not None:
        assert link.startswith(me.site) and links.decode(link).game == "collapsi"
        turn += 1
        device = players[turn % 2]
        device.open(link)                     # the link opened as a page address
        past_the_name(device)
        device.until(lambda s: s["name"] == "play" and not s["catching_up"], 60,
                     "the link's game caught up")
        assert device.look("scene()")["notation"] == links.decode(link).moves
        link = my_turns(device, rng)
        assert turn < 40
    # the game ended on `device`: its result box sends the last move, the other device
    # opens it and shows the same end
    last = players[turn % 2]
    final = last.until(lambda s: s["result"], 30, "the result box")
    link = sent(last, "send-final")
    other = players[(turn + 1) % 2]
    other.open(link)
    seen = other.until(lambda s: s["name"] == "play" and s["result"], 60, "the end, there too")
    assert seen["notation"] == final["notation"] and seen["over"]
    for device in players:
        realbrowser.assert_drawn(device.screenshot(tmp_path / f"{device.kind}-end.png"))
