"""The page's life around a game, in the real browser: a game kept in localStorage across a
reload and resumed at its move, the service worker starting the app with the network cut,
the phone turned mid-game, a code typed by hand into the page's text field, and Share's
link on the clipboard."""

import random

import pytest
import realbrowser
from test_real_games import set_up

from game.table import links
from game.table.registry import get_game
from game.table.session import Table

pytestmark = pytest.mark.browser

CASES = {
    "reload": "phone-upright",
    "offline": "phone-side",
    "typed": "phone-upright",
    "clipboard": "desktop",
}


def cases(what: str):
    return [pytest.param(kind, id=kind, marks=() if CASES[what] == kind else pytest.mark.whole)
            for kind in realbrowser.VIEWPORTS]


def some_moves(device, count: int, seed: int = 1) -> dict:
    """Your next `count` moves (random, by taps), the computer's between them."""
    rng = random.Random(seed)
    for _ in range(count):
        device.until(lambda s: s["mine"], 120, "your turn")
        device.play(rng.choice(device.look("legal()")))
    return device.until(lambda s: s["mine"] or s["over"], 120, "your turn")


@pytest.mark.parametrize("kind", cases("reload"))
def test_a_game_in_progress_survives_a_reload_at_its_move(devices, kind):
    device = devices(kind)
    device.open()
    set_up(device, "spectrangle")
    before = some_moves(device, 2)
    assert device.js("Object.keys(localStorage).some((key) => key.startsWith('game-table.'))")
    device.reload()
    assert device.look("scene()")["name"] == "menu"
    device.tap_control("resume:spectrangle")
    after = device.until(lambda s: s["name"] == "play", 30, "the game resumed")
    assert after["notation"] == before["notation"]
    assert after["position"] == before["position"]
    some_moves(device, 1)                       # and it plays on


@pytest.mark.parametrize("kind", cases("offline"))
def test_offline_the_service_worker_starts_the_app(devices, kind):
    device = devices(kind)
    device.open()
    device.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
    # the harness's interpreter (Pyodide's files) is not in the worker's list of pygbag's
    # runtime files: a visit the worker controls keeps it (docs/web-testing.md, the harness)
    device.reload()
    device.context.set_offline(True)
    try:
        device.reload()
        assert device.look("scene()")["name"] == "menu"
        set_up(device, "collapsi")
        some_moves(device, 1)
    finally:
        device.context.set_offline(False)


def test_turning_the_phone_mid_game(devices, tmp_path):
    device = devices("phone-upright")
    device.open()
    set_up(device, "coloretto")
    before = some_moves(device, 1)
    assert before["shape"] == "portrait"
    device.resize(844, 390)
    turned = device.until(lambda s: s["shape"] == "landscape", 20, "the layout turned")
    assert turned["viewport"][:2] == [844, 390]
    assert turned["notation"] == before["notation"]
    assert device.js("[document.getElementById('canvas').width, "
                     "document.getElementById('canvas').height]") == \
        [round(844 * turned["viewport"][2]), round(390 * turned["viewport"][2])]
    realbrowser.assert_drawn(device.screenshot(tmp_path / "turned.png"))
    some_moves(device, 2, seed=2)               # the game goes on, on its side
    device.resize(390, 844)
    device.until(lambda s: s["shape"] == "portrait", 20, "turned back")
    some_moves(device, 1, seed=3)


def a_game_code() -> tuple[str, list[str]]:
    """A Collecto game of four moves, as the code a friend would read out."""
    game = get_game("collecto")
    table = Table.deal(game, "utwente", {}, ["human", "easy"], 11)
    for _ in range(4):
        table.play(table.state.legal_moves()[0])
    return links.payload(table.record()), [e.notation for e in table.played]


@pytest.mark.parametrize("kind", cases("typed"))
def test_a_code_typed_by_hand_into_the_page_s_field(devices, kind):
    device = devices(kind)
    device.open()
    device.tap_control("open-link")
    field = device.page.locator("#link-field")
    assert field.is_visible()           # a real text field: a phone's keyboard opens on it
    box = field.bounding_box()
    device.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    code, moves = a_game_code()
    device.page.keyboard.type(code, delay=5)
    assert device.look("scene()")["name"] == "open-link"    # no key reached the game
    device.page.keyboard.press("Enter")
    opened = device.until(lambda s: s["name"] == "play", 60, "the code's game")
    assert opened["game"] == "collecto" and opened["notation"] == moves
    assert not field.is_visible()


@pytest.mark.parametrize("kind", cases("clipboard"))
def test_share_puts_the_link_on_the_clipboard(devices, kind):
    device = devices(kind)
    device.open()
    set_up(device, "collecto")
    scene = some_moves(device, 1)
    device.tap_control("link")
    assert device.look("scene()")["name"] == "share"
    device.tap_control("copy0")
    device.frames(10)
    text = device.js("navigator.clipboard.readText()")
    shared = links.decode(text)
    assert [shared.game, shared.moves] == ["collecto", scene["notation"]]
    assert text.startswith(device.site)


def test_a_code_pasted_with_the_paste_button(devices):
    device = devices("phone-side")
    device.open()
    code, moves = a_game_code()
    device.js("navigator.clipboard.writeText(arg)", code)
    device.tap_control("open-link")
    device.tap_control("paste")          # the page reads the clipboard (game_page.read_clipboard)
    device.frames(10)
    assert device.js("document.getElementById('link-field').value") == code
    device.tap_control("open")
    opened = device.until(lambda s: s["name"] == "play", 60, "the pasted code's game")
    assert opened["game"] == "collecto" and opened["notation"] == moves
