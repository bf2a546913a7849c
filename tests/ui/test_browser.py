"""The app's browser branches, run natively under the `browser` fixture (conftest.py): a fake
pygbag page with its address, localStorage, clipboard and our page's helpers (fake_page.py).
Every `page.BROWSER` branch and every use of `platform.window` runs here; tests/web runs the
page's JavaScript side in a real browser."""

import runpy
import sys

import pygame
import pytest

from game.table import links
from game.table.registry import get_game
from game.table.session import Table
from game.table.store import BLOCKED, PREFIX
from game.ui import app as app_module
from game.ui import page, sound
from game.ui.menu.home import MenuScene
from game.ui.play.scene import PlayScene
from tests.support.driver import Driver

SITE = "https://games.example.net/table/"


def a_game(moves=3, seed=4):
    table = Table.deal(get_game("collapsi"), "standard", {}, ["human", "human"], seed)
    for _ in range(moves):
        table.play(table.state.legal_moves()[0])
    return table


def human_move(driver, scene):
    """The player makes a move (the first legal one), as on the screen."""
    driver.until(lambda: scene.control.human_to_move())
    driver.click_move(scene.state.legal_moves()[0])
    driver.until(lambda: scene.phase.anim is None)


def test_games_are_saved_in_local_storage_across_two_starts(browser):
    first = browser.start()
    d = Driver(first)
    new_game(first)
    scene = first.scene
    human_move(d, scene)
    d.run(2)
    saved = browser.storage.items[PREFIX + "save-collapsi"]
    assert '"moves"' in saved and not first.store.off
    # a later visit: a new page over the same storage resumes the game
    browser.load()
    later = browser.start()
    Driver(later).run(1)
    assert isinstance(later.scene, MenuScene) and later.scene.find("resume:collapsi")
    assert later.unfinished.record("collapsi").to_json() == scene.table.record().to_json()


def new_game(app):
    """A new Collapsi game for two players on this device."""
    app.goto(app.screens.table_scene(a_game(moves=0, seed=5)))


def test_a_link_among_other_items_opens_its_game_and_leaves_the_address(browser):
    link = links.encode(a_game().record(), site=SITE)
    code = link.partition("g=")[2]
    window = browser.load(f"{SITE}?fbclid=IwAR-i0&g={code}&utm_medium=chat")
    app = browser.start()
    assert isinstance(app.scene, PlayScene) and len(app.scene.table.record().moves) == 3
    assert window.location.search == "?fbclid=IwAR-i0&utm_medium=chat"
    assert "g=" not in window.location.href
    assert not app.notice


def test_reloading_after_a_link_goes_on_with_the_game_not_the_link(browser):
    link = links.encode(a_game().record(), site=SITE)
    window = browser.load(link)
    app = browser.start()
    d = Driver(app)
    scene = app.scene
    human_move(d, scene)                    # the player goes on from the link's position
    d.run(2)
    reloaded = browser.load(window.location.href)     # the address the app left
    assert "g=" not in reloaded.location.href
    again = browser.start()
    Driver(again).run(1)
    assert isinstance(again.scene, MenuScene)
    assert again.unfinished.record("collapsi").to_json() == scene.table.record().to_json()
    assert len(again.unfinished.record("collapsi").moves) == 4


def test_a_reload_of_the_link_itself_asks_before_replacing_the_game_gone_on_with(browser):
    """A page reloaded before the app could drop `g` (or the link opened again) never
    overwrites the game the player went on with silently."""
    link = links.encode(a_game().record(), site=SITE)
    browser.load(link)
    app = browser.start()
    human_move(Driver(app), app.scene)
    browser.load(link)
    again = browser.start()
    assert again.scene.name == "ask"
    assert len(again.unfinished.record("collapsi").moves) == 4


@pytest.mark.parametrize("search", ["?lang=en", "?tag=x&utm_source=chat", ""])
def test_an_address_without_a_g_item_opens_the_menu_quietly(browser, search):
    browser.load(f"{SITE}{search}")
    app = browser.start()
    assert isinstance(app.scene, MenuScene) and not app.notice


def share_screen(browser, clipboard):
    browser.load(SITE, clipboard=clipboard)
    app = browser.start()
    d = Driver(app)
    app.screens.table(a_game())
    d.run(1)
    d.click("link")
    assert app.scene.name == "share"
    return app, d


def test_copy_in_the_browser_waits_for_the_clipboard_then_says_copied(browser):
    app, d = share_screen(browser, "allow")
    with_moves = app.scene.links[0][2]
    assert with_moves.startswith(SITE + "?g=")      # the page's own address
    assert app.scene.find("copy0").label == "Copy link"
    d.click("copy0")
    assert app.scene.status == "Copying…"           # the promise has not settled yet
    d.run(1)
    assert app.scene.status == "Copied to the clipboard."
    assert browser.window.navigator.clipboard.text == with_moves
    assert browser.window.game_page.shown == []


def test_a_refused_clipboard_shows_the_link_selected_and_says_so(browser):
    app, d = share_screen(browser, "refuse")
    d.click("copy1")
    d.run(2)
    deal_only = app.scene.links[1][2]
    assert browser.window.navigator.clipboard.asked == [deal_only]
    assert browser.window.navigator.clipboard.text is None
    assert browser.window.game_page.shown == [deal_only]
    assert "did not allow copying" in app.scene.status and "Ctrl+C" in app.scene.status
    assert "Copied" not in app.scene.status


def test_no_clipboard_api_at_all_shows_the_link_selected(browser):
    app, d = share_screen(browser, "missing")
    d.click("copy0")
    assert browser.window.game_page.shown == [app.scene.links[0][2]]
    assert "did not allow copying" in app.scene.status


def test_the_open_link_screen_asks_for_ctrl_v_when_the_browser_keeps_the_clipboard(browser):
    browser.load(clipboard="deny")
    app = browser.start()
    d = Driver(app)
    app.screens.link_screen()
    d.click("paste")
    d.run(3)
    assert "Ctrl+V" in app.scene.problem


def test_blocked_storage_turns_saves_off_and_says_so(browser, tmp_path):
    window = browser.load()
    window.storage_blocked = True
    app = browser.start()
    assert app.store.off == BLOCKED
    d = Driver(app)
    d.run(1)
    new_game(app)
    human_move(d, app.scene)
    d.run(1)
    assert not app.store.save("probe", 1)
    assert browser.storage.items == {}
    assert not (tmp_path / "data").exists()         # no quiet fallback to files that vanish
    assert app.trouble == f"Saves are off: {BLOCKED}."


def test_full_storage_says_saves_are_off_until_there_is_room(browser):
    app = browser.start()
    d = Driver(app)
    app.screens.table(a_game(moves=2))
    d.run(1)
    assert app.store.off == ""
    # the storage is full to the last character: the save after the next move does not fit
    browser.storage.quota = sum(len(k) + len(v) for k, v in browser.storage.items.items())
    saved = browser.storage.items[PREFIX + "save-collapsi"]
    human_move(d, app.scene)
    d.run(1)
    assert app.store.off == "the browser's storage for this page is full"
    assert app.trouble == f"Saves are off: {app.store.off}."      # shown on the screen
    assert browser.storage.items[PREFIX + "save-collapsi"] == saved     # the older save kept
    browser.storage.quota = None                          # the player made room
    app.scene.control.autosave()
    assert app.store.off == ""
    assert browser.storage.items[PREFIX + "save-collapsi"] != saved


def test_damaged_storage_is_kept_aside_and_told_on_the_menu(browser):
    browser.storage.items[PREFIX + "save-collapsi"] = '{"format": 1, "moves": ['
    browser.storage.items[PREFIX + "settings"] = "[]"
    app = browser.start()
    Driver(app).run(1)
    assert isinstance(app.scene, MenuScene) and not app.scene.find("resume:collapsi")
    assert app.scene.notice.splitlines() == [
        "Your settings could not be read (unexpected contents) and were set aside as "
        "game-table.settings.damaged.",
        "The saved Collapsi game could not be read (not JSON) and was set aside as "
        "game-table.save-collapsi.damaged."]
    assert browser.storage.items == {PREFIX + "save-collapsi.damaged": '{"format": 1, "moves": [',
                                     PREFIX + "settings.damaged": "[]"}


def test_the_page_hears_once_that_the_first_frame_is_drawn(browser):
    import asyncio
    app = browser.start()
    asyncio.run(app.run(max_frames=3))
    assert browser.window.game_page.started_calls == 1
    assert page.has_started() and browser.window.game_page.failures == []


def test_an_error_before_the_first_frame_is_shown_on_the_page(browser, monkeypatch):
    browser.load()

    def broken(*args, **kwargs):
        raise ImportError("No module named 'game.rules.missing'")
    monkeypatch.setattr(app_module.App, "__init__", broken)
    with pytest.raises(ImportError):
        runpy.run_path(str(app_module.theme.ROOT + "/main.py"), run_name="__main__")
    (shown,) = browser.window.game_page.failures
    assert "Traceback" in shown and "No module named 'game.rules.missing'" in shown


def test_the_browser_mixer_has_the_larger_buffer(browser, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "emscripten")

    class Mixer:
        started = None

        def get_init(self):
            return self.started

        def init(self, **kwargs):
            self.started = kwargs

        def Sound(self, file):
            return Effect()

    class Effect:
        def set_volume(self, volume):
            pass
    mixer = Mixer()
    sounds = sound.Sounds(mixer=mixer)
    assert sounds.warm()
    assert mixer.started["buffer"] == sound.BROWSER_BUFFER == 2048


def test_the_first_input_loads_the_sounds(browser, monkeypatch):
    app = browser.start()
    warmed = []
    monkeypatch.setattr(app.sounds, "warm", lambda: warmed.append(1) or True)
    d = Driver(app)
    d.run(2)
    assert warmed == []
    d.key(pygame.K_DOWN)
    d.key(pygame.K_UP)
    assert warmed == [1]


def test_the_browser_branches_need_no_page_natively():
    assert not page.BROWSER and sys.platform != "emscripten"
    assert page.window() is None and page.address() is None and page.query() == ""
    assert not page.failed("x")


def test_the_screens_run_on_the_pygame_meant():
    """`make test` runs tests/ui twice: on the pinned pygame-ce, then on 2.5.7, the version
    the browser gets from pygbag's CDN (GAME_TABLE_PYGAME names the one expected)."""
    import os
    import re
    from pathlib import Path
    pinned = re.search(r'"pygame-ce==([\d.]+)"',
                       (Path(__file__).parents[2] / "pyproject.toml").read_text())[1]
    assert pygame.version.ver == os.environ.get("GAME_TABLE_PYGAME", pinned)


def test_webassembly_without_a_page_keeps_saves_in_files(monkeypatch, tmp_path):
    """Pyodide is "emscripten" too, but has no pygbag page: files, as natively."""
    from game.table.store import Store
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.delitem(sys.modules, "platform", raising=False)     # the standard library's
    store = Store(str(tmp_path))
    assert store.browser is None and store.off == "" and not store.in_browser
    assert store.save("settings", {"sound": True})
    assert (tmp_path / "settings.json").is_file()
    assert store.load("settings", None) == {"sound": True}


# --- a phone: the window's size and shape, a rotation, a finger ------------------------------
def test_the_app_lays_itself_out_for_the_page_s_window_and_its_pixel_ratio(browser):
    browser.load(size=(390, 844), ratio=3.0, touch=True)
    app = browser.start()
    assert (app.viewport.css_w, app.viewport.css_h) == (390, 844)
    assert app.shape == "portrait" and app.size == (390, 844)
    # the backing store at the device's ratio, capped at 2 (docs/performance.md)
    assert app.screen.get_size() == (780, 1688) and app.viewport.scale == 2.0
    assert browser.window.game_page.fits >= 1
    assert app.touch                            # the page said a finger is the pointer
    Driver(app).run(2)
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.find("play:collapsi") is not None
    assert menu.find("play:collapsi").rect.right <= 390


def test_a_phone_turned_mid_game_lays_the_game_out_again_and_loses_nothing(browser):
    browser.load(size=(360, 640), ratio=2.0, touch=True)
    app = browser.start()
    d = Driver(app)
    new_game(app)
    scene = app.scene
    human_move(d, scene)
    before = scene.table.record().to_json()
    board = scene.lay.board
    # the phone turns: the page's window is now wide; the app notices within a second
    browser.window.innerWidth, browser.window.innerHeight = 640, 360
    d.wait(1.2)
    assert app.shape == "landscape" and app.size == (640, 360)
    assert app.screen.get_size() == (1280, 720)
    assert app.scene is scene and scene.table.record().to_json() == before
    assert scene.lay.board != board and scene.lay.board.bottom <= 360
    # and the game goes on, by touch, where the new layout put the board
    d.until(lambda: scene.control.human_to_move())
    move = scene.state.legal_moves()[0]
    d.click(scene.view.input.target(scene.state, move), touch=True)
    d.until(lambda: scene.phase.anim is None)
    assert len(scene.table.played) == 2
    # and back upright
    browser.window.innerWidth, browser.window.innerHeight = 360, 640
    d.wait(1.2)
    assert app.shape == "portrait" and len(scene.table.played) == 2


def test_open_a_link_uses_the_page_s_text_box_on_a_phone(browser):
    browser.load(size=(360, 640), ratio=2.0, touch=True)
    app = browser.start()
    d = Driver(app)
    app.screens.link_screen()
    d.run(2)
    game_page = browser.window.game_page
    scene = app.scene
    # the page's text box lies over the field (CSS px are points on a phone)
    x, y, w, h = game_page.field
    field = scene.field
    assert field.x < x and x + w < field.right and field.y < y and y + h < field.bottom
    # typed (or pasted from the phone's own menu) there, opened with Enter there
    game_page.field_value = links.payload(a_game(moves=2).record())
    d.run(1)
    assert scene.text == game_page.field_value
    game_page.submitted = True
    d.run(2)
    assert isinstance(app.scene, PlayScene) and len(app.scene.table.played) == 2
    assert game_page.field is None              # gone with the screen


def test_the_paste_button_reads_the_browser_s_clipboard_and_says_so_when_refused(browser):
    browser.load(size=(360, 640), touch=True)
    app = browser.start()
    d = Driver(app)
    browser.window.navigator.clipboard.text = "  1Q4hQ7  "
    app.screens.link_screen()
    d.run(1)
    d.click("paste", touch=True)
    d.run(3)
    assert app.scene.text == "1Q4hQ7" and browser.window.game_page.field_value == "1Q4hQ7"
    browser.window.navigator.clipboard.allow = False
    d.click("clear", touch=True)
    d.click("paste", touch=True)
    d.run(3)
    assert app.scene.text == "" and "hold a finger in the field" in app.scene.problem


# --- a link for a friend: the phone's share sheet, else the clipboard ------------------------
SENT = {"send-link": ("Your move in our game of Collapsi.", "Shared: they open it and play."),
        "send-final": ("Our game of Collapsi is over: see the last move.",
                       "Shared: they open it and see the end.")}


def a_friend_game(finished: bool) -> Table:
    """Collapsi with a friend on another device: their turn, or over with this device's
    player making the last move (so the result box sends it)."""
    table = Table.deal(get_game("collapsi"), "standard", {}, ["human", "friend"], 4)
    table.play(table.state.legal_moves()[0])
    if finished:
        for seed in range(50):
            table = Table.deal(get_game("collapsi"), "standard", {}, ["human", "friend"], seed)
            while not table.is_over():
                table.play(table.state.legal_moves()[0])
            if table.played[-1].seat in table.humans:
                break
    return table


def friend_flow(browser, which, share, clipboard="allow", touch=True):
    """The game screen with the link for the friend to send (`which`: the button, send-link
    while the friend is to move, send-final in the result box), in a browser whose share
    sheet does `share` (fake_page.Window), on a phone (`touch`) or a desktop."""
    browser.load(SITE, clipboard=clipboard, share=share, touch=touch,
                 size=(390, 844) if touch else (1280, 720), ratio=2.0 if touch else 1.0)
    app = browser.start()
    d = Driver(app)
    final = which == "send-final"
    app.goto(app.screens.table_scene(a_friend_game(finished=final)))
    scene = app.scene
    d.until(lambda: (scene.control.overlay_visible if final else scene.phase.waiting_for_friend())
            and not scene.busy())          # the result box settled
    assert scene.find(which).visible
    assert scene.friend_box.send_words(final) == ""

    def words():
        return scene.friend_box.send_words(final)
    return app, d, scene, words


@pytest.mark.parametrize("which", SENT)
def test_send_opens_the_share_sheet_with_the_link_and_a_line_then_says_shared(browser, which):
    app, d, scene, words = friend_flow(browser, which, "send")
    if which == "send-link":
        assert scene.find("send-link").label == "Send link"
    link = scene.control.friend_link()
    assert link.startswith(SITE + "?g=")
    d.click(which, touch=True)
    assert scene.phase.sending.state == "pending" and words() == "Sharing…"
    assert browser.window.sheet.asked == [{"title": "Game Table", "text": SENT[which][0],
                                           "url": link}]
    d.run(1)
    assert scene.phase.sending.state == "shared" and words() == SENT[which][1]
    assert not scene.busy()                 # nothing left to wait for: frames may rest
    assert browser.window.navigator.clipboard.asked == []       # shared, not copied
    assert browser.window.game_page.shown == []


@pytest.mark.parametrize("touch", [True, False], ids=["finger", "mouse"])
@pytest.mark.parametrize("which", SENT)
def test_a_closed_share_sheet_sends_nothing_and_send_opens_it_again(browser, which, touch):
    app, d, scene, words = friend_flow(browser, which, "cancel", touch=touch)
    d.click(which, touch=touch)
    d.run(1)
    assert scene.phase.sending.state == "cancelled"
    assert words() == ("Not sent: tap Send again." if touch else "Not sent: click Send again.")
    assert browser.window.navigator.clipboard.asked == [] and not scene.busy()
    assert scene.find(which).visible
    browser.window.sheet.answer = "send"        # the second time they choose whom to send to
    d.click(which, touch=touch)
    d.run(1)
    assert scene.phase.sending.state == "shared" and words() == SENT[which][1]
    link = scene.control.friend_link()
    assert [asked["url"] for asked in browser.window.sheet.asked] == [link] * 2


@pytest.mark.parametrize("which", SENT)
def test_a_share_the_browser_refuses_copies_the_link_instead(browser, which):
    app, d, scene, words = friend_flow(browser, which, "refuse")
    link = scene.control.friend_link()
    d.click(which, touch=True)
    assert words() == "Sharing…"
    d.until(lambda: scene.phase.sending.copy is not None)
    assert words() == "Copying…"
    d.until(lambda: scene.phase.sending.state != "pending")
    assert scene.phase.sending.state == "copied" and words() == "Copied: send it to them."
    assert browser.window.navigator.clipboard.text == link
    assert len(browser.window.sheet.asked) == 1


@pytest.mark.parametrize("which", SENT)
def test_a_refused_share_and_a_refused_clipboard_show_the_link_to_copy_by_hand(browser, which):
    app, d, scene, words = friend_flow(browser, which, "refuse", clipboard="refuse")
    d.click(which, touch=True)
    d.until(lambda: scene.phase.sending.state != "pending")
    assert scene.phase.sending.state == "refused" and scene.phase.sending.shown
    assert words() == "Shown over the game: hold it, Copy."
    assert browser.window.game_page.shown == [scene.control.friend_link()]
    assert len(browser.window.sheet.asked) == 1         # the sheet was tried first


@pytest.mark.parametrize("share", ["missing", "unfit"])
@pytest.mark.parametrize("which", SENT)
def test_without_a_share_sheet_send_copies_the_link_as_before(browser, which, share):
    """A desktop browser (no navigator.share), or one whose navigator.canShare refuses the
    data: the link goes to the clipboard, and the button says Copy link."""
    app, d, scene, words = friend_flow(browser, which, share, touch=False)
    if which == "send-link":
        assert scene.find("send-link").label == "Copy link"
    d.click(which)
    assert scene.phase.sending.state == "pending" and words() == "Copying…"
    d.run(1)
    assert scene.phase.sending.state == "copied" and words() == "Copied: send it to them."
    assert browser.window.navigator.clipboard.text == scene.control.friend_link()
    assert not scene.busy()
    if browser.window.sheet is not None:
        assert browser.window.sheet.asked == []


def test_the_share_screen_still_copies_where_a_share_sheet_exists(browser):
    browser.load(SITE, share="send", size=(390, 844), touch=True)
    app = browser.start()
    d = Driver(app)
    app.screens.table(a_game())
    d.run(1)
    d.click("link", touch=True)
    d.click("copy0", touch=True)
    d.run(1)
    assert app.scene.status == "Copied to the clipboard."
    assert browser.window.sheet.asked == []


def test_the_browsers_language_is_spoken_once_the_page_has_fetched_its_catalog(browser,
                                                                               monkeypatch,
                                                                               tmp_path):
    """The archive holds no catalog: the app asks the page for the browser's language's, goes
    on in English while it is on its way, and speaks it once it has come; a catalog that
    cannot be had leaves the app in the language it speaks (docs/i18n.md)."""
    import base64

    from game.core import i18n
    german = i18n.catalog_path("de").read_bytes()
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)       # as in the archive: none
    window = browser.load()
    window.game_page.languages_asked = "de-CH,fr"
    window.game_page.catalogs["de"] = ""            # on its way
    app = browser.start()
    d = Driver(app)
    d.run(3)
    assert i18n.code() == "en" and window.game_page.asked[-1] == "de"
    assert window.game_page.told[-1] == "de"
    window.game_page.catalogs["de"] = base64.b64encode(german).decode("ascii")
    d.run(2)
    assert i18n.code() == "de"
    assert app.scene.laid_out_for[1] == i18n.generation()     # the menu laid out again
    # Settings: French, whose fetch fails: still German, and the page was told
    window.game_page.catalogs["fr"] = "-"
    app.settings.language = "fr"
    app.apply_settings()
    d.run(2)
    assert i18n.code() == "de" and window.game_page.asked[-1] == "fr"
    assert app.language.failed == "fr"
    assert "Français" in app.notice + getattr(app.scene, "notice", "")    # told on the menu
    # a damaged answer is a failure too, never a crash
    window.game_page.catalogs["fr"] = "not base64!"
    app.apply_settings()
    d.run(2)
    assert i18n.code() == "de"
