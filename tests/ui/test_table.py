"""The player's table, once for all games, through the real event loop: undo and redo
restoring exact states, the setting that forbids them, hints, the history panel, the replay
viewer, saves across sessions (and a damaged one), finished games, share links (and broken
ones), settings that persist, confirm-before-move, animation speed and the keyboard."""

import errno
import json
import os

import pygame
import pytest

from game.table import links
from game.table.records import Record, replay
from game.table.registry import games, get_game
from game.ui import page
from game.screens import make_app
from game.ui.menu.setup import Seat, Setup
from game.ui.trouble import trouble_box
from tests.support.driver import Driver

FAST = 0.1


def table(app, name="collapsi", variant=None, seats=("human", "easy"), options=None):
    game = get_game(name)
    variant = variant or game.default_variant
    app.min_think = 0.0
    app.screens.start_game(game, Setup(variant, len(seats), dict(options or {}),
                                       [Seat("human") if s == "human" else Seat("ai", s)
                                        for s in seats]))
    return app.scene, Driver(app, FAST)


def human_moves(d, scene, count):
    """Let the human (seat 0) make `count` moves (the first legal one), the AI replying."""
    for _ in range(count):
        d.until(lambda: scene.control.human_to_move() or scene.control.over)
        if scene.control.over:
            return
        d.click_move(scene.state.legal_moves()[0])
        d.until(lambda: scene.phase.anim is None)


def data_path(name):
    return os.path.join(os.environ["GAME_TABLE_DATA"], name)


# --- undo and redo --------------------------------------------------------------------------------
def test_undo_and_redo_against_the_computer_restore_exact_states(app):
    scene, d = table(app)
    keys = [scene.state.key()]
    for _ in range(3):
        human_moves(d, scene, 1)
        d.until(lambda: scene.control.human_to_move() or scene.control.over)
        keys.append(scene.state.key())
    if scene.control.over:
        pytest.fail("the deal ended too soon for this test")
    d.click("undo")                                     # the human's move and the reply
    assert scene.state.key() == keys[-2] and scene.control.human_to_move()
    d.key(pygame.K_u)
    assert scene.state.key() == keys[-3]
    d.click("redo")
    assert scene.state.key() == keys[-2]
    d.key(pygame.K_y)
    assert scene.state.key() == keys[-1]
    assert not scene.play_buttons.redo_btn.enabled and not scene.table.can_redo()
    d.key(pygame.K_u)
    human_moves(d, scene, 1)                            # a new move forgets what was undone
    assert not scene.table.can_redo()


def test_undo_in_hot_seat_takes_back_one_move(app):
    scene, d = table(app, seats=("human", "human"))
    human_moves(d, scene, 3)
    before = [scene.state.key()]
    d.key(pygame.K_u)
    assert len(scene.state.history) == 2
    d.key(pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)      # redo, the other way
    assert scene.state.key() == before[0]


def test_a_setting_forbids_undo_redo_and_hints(app):
    app.settings.no_undo = True
    scene, d = table(app)
    human_moves(d, scene, 2)
    d.until(lambda: scene.control.human_to_move())
    n = len(scene.state.history)
    d.key(pygame.K_u)
    d.key(pygame.K_h)
    d.run(2)
    assert len(scene.state.history) == n and scene.phase.hint is None
    assert scene.find("undo") is None and scene.find("hint") is None


# --- hints ---------------------------------------------------------------------------------------
def test_the_hint_key_shows_the_tables_hint_on_the_board_for_one_move(app):
    """The hint's search and proof are the table's (tests/table); this is the wiring."""
    scene, d = table(app, seats=("human", "human"))
    state = scene.state
    d.key(pygame.K_h)
    d.until(lambda: scene.phase.hint is not None and scene.phase.hint.done)
    expected = scene.phase.hint.move
    assert expected in state.legal_moves() and scene.phase.hint.note      # the 4×4 duel is solved
    advice = scene.view.words.advice(scene.state, expected)
    assert scene.control.hint_text() == f"Hint: {advice} · {scene.phase.hint.note}"
    d.run(2)                                            # drawn without trouble
    for _ in range(8):                                  # a move may take a few clicks
        if state.history or scene.phase.pending is not None:
            break
        d.click_move(expected)
        d.run(2)
    d.until(lambda: scene.phase.anim is None and state.history)
    assert state.history[0] == expected and scene.phase.hint is None   # a hint lasts one move
    d.click("hint")
    d.until(lambda: scene.phase.hint is not None and scene.phase.hint.done)
    assert scene.phase.hint.move in state.legal_moves()


# --- the history panel and the replay viewer -----------------------------------------------------
def finish(d, scene):
    while not scene.control.over:
        d.until(lambda: scene.control.human_to_move() or scene.control.over)
        if not scene.control.over:
            scene.control.start_move(scene.state.legal_moves()[0])
            d.until(lambda: scene.phase.anim is None)
    d.run(10)


def test_the_history_panel_shows_every_move_in_words_and_scrolls(app):
    scene, d = table(app, "collecto", seats=("human", "human"))
    finish(d, scene)
    d.click("see-board")
    panel = scene.moves_list
    words = [text for _, text in panel.entries]
    assert len(words) == len(scene.state.history)
    assert all(w.startswith(("Pushed", "Suggested", "Could not")) for w in words), words[:3]
    assert panel.max_scroll() > 0                       # more than fits: it scrolls
    pos = panel.rect.center
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    assert panel.scroll > 0


def test_the_replay_viewer_steps_through_a_finished_game(app):
    scene, d = table(app)
    finish(d, scene)
    final = scene.state.key()
    moves = list(scene.state.history)
    d.click("replay")
    assert scene.control.replaying and scene.phase.replay.cursor() == 0 and not scene.state.history
    d.key(pygame.K_RIGHT)
    assert scene.phase.anim is not None                       # a step forward is animated
    d.until(lambda: scene.phase.anim is None)
    assert scene.state.history == moves[:1]
    d.key(pygame.K_END)
    assert scene.state.key() == final
    d.key(pygame.K_LEFT)
    assert scene.state.history == moves[:-1]
    d.click("replay-first")
    assert scene.phase.replay.cursor() == 0
    # a click on a move in the list jumps there
    panel = scene.moves_list
    top = panel.first_entry_y()
    d.click((panel.rect.x + 100, top + 5))
    assert scene.phase.replay.cursor() == 1
    d.click("replay-play")
    d.until(lambda: scene.phase.replay.cursor() == len(moves), max_frames=3000)
    d.key(pygame.K_ESCAPE)                              # back to the result
    assert not scene.control.replaying and scene.state.key() == final


def test_escape_in_the_replay_returns_to_the_result_from_any_move(app):
    scene, d = table(app)
    finish(d, scene)
    d.click("replay")
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_ESCAPE)                  # mid-game, mid-animation: still the result
    assert app.scene is scene and not scene.control.replaying and scene.phase.show_result
    assert scene.state.is_over()


def test_a_replay_from_finished_games_returns_to_the_list(app):
    from game.ui.menu.finished import HistoryScene
    scene, d = table(app)
    finish(d, scene)
    listing = HistoryScene(app)
    app.goto(app.screens.table_scene(scene.table, replay=True, back_to=listing))
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_ESCAPE)
    assert app.scene is listing


def test_the_replay_opens_at_the_end_goes_to_the_top_of_its_list_and_loses_no_step(app):
    """A finished game opens at its end (issue 50); on move 0 the list shows the first moves;
    two quick steps are two moves (the second lands the first at once); the controls sit under
    the list, off the board."""
    scene, d = table(app, "collecto", seats=("human", "easy"))
    finish(d, scene)
    length = len(scene.table.line)
    fresh = app.screens.table_scene(scene.table, replay=True)
    app.goto(fresh)
    d.run(1)
    assert fresh.phase.replay.cursor() == length and fresh.control.over
    d.key(pygame.K_HOME)
    d.run(1)
    panel = fresh.moves_list
    assert panel.max_scroll() > 0 and panel.scroll == panel.max_scroll()   # the top
    assert panel.number_at((panel.rect.x + 100, panel.first_entry_y() + 5)) == 1
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.until(lambda: fresh.phase.anim is None)
    assert fresh.phase.replay.cursor() == 2 < length
    for button in fresh.phase.replay.buttons:
        assert not button.rect.colliderect(fresh.view.rect), button.name
        assert app.screen.get_rect().contains(button.rect) and button.rect.h >= 44


def test_the_moves_since_your_turn_are_kept_marked(app):
    """With three computers, every move since the human's last one is in `recent` (for the
    board) and marked in the history panel."""
    scene, d = table(app, "collapsi", "big", seats=("human", "easy", "easy", "easy"))
    human_moves(d, scene, 2)
    d.until(lambda: scene.control.human_to_move())
    played = scene.table.played
    recent = scene.context().recent
    assert [r.seat for r in recent] == [1, 2, 3]
    assert [r.move for r in recent] == [e.move for e in played[-3:]]
    before = recent[0].before
    before.push(recent[0].move)
    assert before.key() == recent[1].before.key()
    d.run(1)
    assert scene.moves_list.since == len(played) - 2
    scene.control.start_move(scene.state.legal_moves()[0])
    d.until(lambda: scene.phase.anim is None)
    assert [r.seat for r in scene.context().recent] == [0]      # your own move, until theirs


# --- saves and finished games --------------------------------------------------------------------
def test_a_game_in_progress_is_resumed_in_a_new_session(app):
    scene, d = table(app, "spectrangle", seats=("human", "medium"))
    human_moves(d, scene, 2)
    d.until(lambda: scene.control.human_to_move())
    key, log = scene.state.key(), list(scene.table.played)
    later = make_app([])                                     # the next start of the app
    menu = Driver(later)
    menu.run(1)
    assert later.scene.find("resume:spectrangle") is not None
    assert later.scene.find("resume:collapsi") is None
    menu.click("resume:spectrangle")
    resumed = later.scene
    assert resumed.name == "play" and resumed.state.key() == key
    assert resumed.table.played == log
    assert resumed.table.seed == scene.table.seed and resumed.table.seats == ("human", "medium")


def test_a_finished_game_leaves_the_saves_for_the_history(app):
    scene, d = table(app)
    human_moves(d, scene, 1)
    assert os.path.exists(data_path("save-collapsi.json"))
    finish(d, scene)
    assert not os.path.exists(data_path("save-collapsi.json"))
    with open(data_path("history.json")) as f:
        entries = json.load(f)
    assert len(entries) == 1
    record = Record.from_json(entries[0]["record"])
    assert replay(record).key() == scene.state.key()
    app.screens.menu()
    d.click("history")
    assert app.scene.name == "history"
    d.click("game0")
    assert app.scene.name == "play" and app.scene.control.replaying
    assert app.scene.table.line == list(scene.state.history)


@pytest.mark.parametrize("damage", ["not json {", '{"format": 1}', "illegal move"])
def test_a_damaged_save_is_reported_and_set_aside(app, damage):
    scene, d = table(app)
    human_moves(d, scene, 1)
    path = data_path("save-collapsi.json")
    if damage == "illegal move":
        with open(path) as f:
            data = json.load(f)
        data["moves"][0] = "a1"                       # a1 is never a legal first move here
        damage = json.dumps(data)
        assert "a1" not in [scene.state.format_move(m) for m in
                            get_game("collapsi").start("standard", {}, 2,
                                                       scene.state.setup).legal_moves()]
    with open(path, "w") as f:
        f.write(damage)
    later = make_app([])
    Driver(later).run(1)
    assert later.scene.name == "menu"
    assert later.scene.find("resume:collapsi") is None
    assert "set aside" in later.scene.notice
    assert os.path.exists(path + ".damaged") and not os.path.exists(path)


def test_damaged_history_and_settings_are_told_on_the_menu_which_a_click_closes(app):
    folder = os.environ["GAME_TABLE_DATA"]
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "history.json"), "w") as f:
        f.write('[{"record": ')                        # cut off mid-write
    with open(os.path.join(folder, "settings.json"), "wb") as f:
        f.write(b'{"sound": tru\xe9}')                 # a byte changed
    later = make_app([])
    d = Driver(later)
    d.run(1)
    notice = later.scene.notice
    assert notice.splitlines() == [
        "Your settings could not be read (not UTF-8 text) and were set aside as "
        "settings.json.damaged.",
        "The list of finished games could not be read (not JSON) and was set aside as "
        "history.json.damaged."]
    assert later.settings.sound                         # the defaults, until changed
    box = later.scene.find("notice")
    under = [b.name for b in later.scene.buttons if b.rect.colliderect(box.rect)]
    assert under                                        # the box covers buttons ...
    d.click("notice")
    assert later.scene.name == "menu" and later.scene.notice == ""   # ... which stay unpressed
    assert later.scene.find("notice") is None
    d.click(under[0])
    assert later.scene.name != "menu"                   # now they take the click


def test_the_menus_notice_stands_over_the_words_that_saves_are_off(app, monkeypatch):
    folder = os.environ["GAME_TABLE_DATA"]
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "history.json"), "w") as f:
        f.write("[{")
    monkeypatch.setattr(os, "write", lambda fd, data: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    later = make_app([])
    d = Driver(later)
    d.run(1)
    assert not later.store.save("settings", {})
    d.run(1)
    trouble = trouble_box(later.size, later.trouble)
    notice = later.scene.find("notice").rect
    assert later.trouble.startswith("Saves are off: ")
    assert notice.bottom <= trouble.top       # above the banner, however long its words
    d.click("notice")
    assert later.scene.find("notice") is None and later.trouble    # the banner stays


def test_a_full_disk_at_the_end_keeps_the_game_and_says_so_on_screen(app, monkeypatch):
    scene, d = table(app, seats=("human", "human"))
    while True:                                         # up to a move before the end
        d.until(lambda: scene.phase.anim is None)
        last = [m for m in scene.state.legal_moves()
                if (scene.state.push(m), scene.state.is_over(), scene.state.pop())[1]]
        if last:
            break
        scene.control.start_move(scene.state.legal_moves()[0])
    d.until(lambda: scene.phase.anim is None)
    saved = open(data_path("save-collapsi.json")).read()
    with monkeypatch.context() as m:
        m.setattr(os, "write", lambda fd, data: (_ for _ in ()).throw(
            OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
        scene.control.start_move(last[0])
        d.until(lambda: scene.control.over)
        d.run(3)
        trouble = app.trouble                          # drawn at the foot of the screen
        assert "No space left on device" in trouble
        assert "The finished game is kept as the saved game" in trouble
        assert open(data_path("save-collapsi.json")).read() == saved
        assert not os.path.exists(data_path("history.json"))
        app.screens.menu()
        d.run(2)
        assert app.scene.find("resume:collapsi") is None     # it is over, not to resume
        assert app.trouble == trouble
    app.apply_settings()                                # a write with room again
    d.run(2)
    assert app.trouble == ""
    assert not os.path.exists(data_path("save-collapsi.json"))
    with open(data_path("history.json")) as f:
        entries = json.load(f)
    assert [e["record"] for e in entries] == [scene.table.record().to_json()]


# --- share links -------------------------------------------------------------------------------
def test_copy_link_and_open_it_natively(app, monkeypatch):
    scene, d = table(app, "coloretto", seats=("human", "easy", "easy"))
    human_moves(d, scene, 2)
    d.until(lambda: scene.control.human_to_move())
    d.click("link")
    assert app.scene.name == "share"
    copied = []
    monkeypatch.setattr(page, "_put_native", lambda text: copied.append(text) or True)
    d.click("copy0")
    with_moves, deal_only = (link for _, _, link in app.scene.links)
    assert copied == [with_moves] and app.scene.status == "Copied to the clipboard."
    # no deployed address here: the game's code, never a made-up address
    assert "://" not in with_moves and with_moves == links.payload(scene.table.record())
    assert app.scene.find("copy0").label == "Copy code"
    monkeypatch.setattr(page, "_put_native", lambda text: False)
    d.click("copy1")
    assert app.scene.status == "The clipboard is not available here: copy the code by hand."
    opened = make_app(["--open", with_moves])
    assert opened.scene.name == "play"
    assert opened.scene.state.key() == scene.state.key()
    fresh = make_app(["--open", deal_only])       # over the game just opened, saved: it asks
    assert fresh.scene.name == "ask"
    Driver(fresh).click("replace")
    assert fresh.scene.state.setup == scene.state.setup and not fresh.scene.state.history
    d.click("back")
    monkeypatch.setenv(links.SITE_ENV, "https://games.example.net/table")
    d.click("link")
    assert app.scene.links[0][2].startswith("https://games.example.net/table/?g=")
    assert app.scene.find("copy0").label == "Copy link"
    d.click("back")
    assert app.scene is scene


def test_a_game_opened_from_a_link_is_saved_for_resume(app):
    """Opened with --open and left at once, it is still offered as Resume at its move on the
    next start."""
    game = get_game("collapsi")
    from game.table.session import Table
    table = Table.deal(game, "standard", {}, ["human", "easy"], 7)
    for _ in range(3):
        table.play(table.state.legal_moves()[0])
    link = links.encode(table.record())
    opened = make_app(["--open", link])
    assert opened.scene.name == "play" and opened.scene.table.cursor == 3
    later = make_app([])
    assert later.unfinished.can_resume("collapsi")
    later.screens.resume("collapsi")
    assert later.scene.state.key() == table.state.key()


def test_a_finished_game_link_opens_the_replay_viewer(app):
    scene, d = table(app)
    finish(d, scene)
    link = links.encode(scene.table.record())
    opened = make_app(["--open", link])
    assert opened.scene.name == "play" and opened.scene.control.replaying


@pytest.mark.parametrize("broken", ["", "https://x.example/?g=", "?g=1zz", "garbage"])
def test_a_broken_link_gets_its_message_and_the_menu(broken):
    opened = make_app(["--open", broken])
    assert opened.scene.name == "menu"
    assert opened.scene.notice.startswith("This link cannot be opened")


def test_a_tampered_link_never_opens_another_game(app):
    scene, d = table(app)
    human_moves(d, scene, 2)
    link = links.encode(scene.table.record())
    payload = link.split("g=")[1]
    for i in range(3, len(payload)):
        swapped = payload[:i] + ("2" if payload[i] != "2" else "3") + payload[i + 1:]
        opened = make_app(["--open", "?g=" + swapped])
        if opened.scene.name == "play":                 # only a link meaning the same game
            assert opened.scene.state.key() == scene.state.key()
        else:
            assert opened.scene.notice


# --- settings -------------------------------------------------------------------------------------
def test_settings_are_changed_on_their_screen_and_remembered(app):
    d = Driver(app)
    app.screens.menu()
    d.click("settings")
    d.click("sound:Off")
    d.click("volume:25%")
    d.click("speed:Fast")
    d.click("symbols:Off")
    d.click("tap-preview:Off")
    d.click("confirm:On")
    d.click("no-undo:Off")
    d.click("done")
    assert app.scene.name == "menu"
    later = make_app([])
    s = later.settings
    assert (s.sound, s.volume, s.speed, s.symbols, s.tap_preview, s.confirm, s.no_undo) == (
        False, 0.25, "fast", False, False, True, True)
    assert not later.sounds.enabled and later.sounds.volume == 0.25


def test_damaged_settings_fall_back_to_the_defaults(app):
    os.makedirs(os.environ["GAME_TABLE_DATA"], exist_ok=True)
    with open(data_path("settings.json"), "w") as f:
        json.dump({"sound": "loud", "volume": 7, "speed": "warp", "symbols": False}, f)
    s = make_app([]).settings
    assert (s.sound, s.volume, s.speed, s.symbols) == (True, 0.75, "normal", False)


def test_the_symbols_setting_is_shared_with_the_views_own_toggle(app):
    scene, d = table(app, "collecto", seats=("human", "human"))
    assert scene.view.symbols is True
    d.click("symbols")                                  # Collecto's own toggle
    d.run(1)
    assert app.settings.symbols is False
    later = make_app([])
    assert later.settings.symbols is False


def test_confirm_before_move(app):
    app.settings.confirm = True
    scene, d = table(app, seats=("human", "human"))
    move = scene.state.legal_moves()[0]
    d.click_move(move)
    assert scene.phase.proposed == move and scene.phase.anim is None and not scene.state.history
    d.click("cancel-move")
    assert scene.phase.proposed is None
    d.click_move(move)
    d.key(pygame.K_RETURN)
    d.until(lambda: scene.state.history)
    assert scene.state.history == [move]


def test_animations_off_play_moves_at_once(app):
    app.settings.speed = "off"
    scene, d = table(app, seats=("human", "human"))
    d.click_move(scene.state.legal_moves()[0])
    d.frame()
    assert len(scene.state.history) == 1


# --- the keyboard ---------------------------------------------------------------------------------
def test_every_screen_by_keyboard(app):
    d = Driver(app, FAST)
    app.screens.menu()
    d.key(pygame.K_TAB)
    assert app.scene.focus.name == "play:collapsi"
    d.key(pygame.K_RIGHT)               # the nearest that way: the guided game's bulb
    assert app.scene.focus.name == "guide:collapsi"
    d.key(pygame.K_RIGHT)
    assert app.scene.focus.name == "rules:collecto"
    d.key(pygame.K_UP)
    assert app.scene.focus.name == "play:collecto"
    d.key(pygame.K_RETURN)
    assert app.scene.name == "setup" and app.scene.game.name == "collecto"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_TAB, pygame.KMOD_SHIFT)             # backwards: the last button
    assert app.scene.focus.name == "settings"
    d.key(pygame.K_RETURN)
    assert app.scene.name == "settings"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_RETURN)                              # no focus: the first game's setup
    assert app.scene.name == "setup" and app.scene.game.name == "collapsi"
    app.min_think = 0.0
    d.key(pygame.K_RETURN)                              # start
    scene = app.scene
    assert scene.name == "play"
    d.until(lambda: scene.control.human_to_move())
    d.key(pygame.K_RIGHT)                               # the board's focus ring
    assert scene.input.board_focus in scene.input.board_targets()
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)                              # plays the focused destination
    d.until(lambda: scene.phase.anim is None and scene.state.history)
    assert len(scene.state.history) >= 1
    d.key(pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def _ring_across(surface, x, y0, y1):
    """The colours met going down the column `x` from `y0` to `y1` (pixels of the canvas),
    each run of alike pixels once: "dark", "accent" or "other"."""
    from game.ui import theme
    seen = []
    for y in range(y0, y1):
        r, g, b = surface.get_at((x, y))[:3]
        if r + g + b < 110:
            kind = "dark"
        elif sum(abs(a - c) for a, c in zip((r, g, b), theme.FOCUS, strict=True)) < 40:
            kind = "accent"
        else:
            kind = "other"
        if not seen or seen[-1] != kind:
            seen.append(kind)
    return seen


def test_the_focus_ring_is_the_accent_between_dark_edges_on_a_card_and_on_a_button(app):
    """On a white card (the board's cursor, round the card's hit area) and on a gold button
    (a widget's focus) alike, the ring reads dark, accent, dark from outside in."""
    from game.collapsi.view.layout import place
    scene, d = table(app, seats=("human", "human"))
    d.key(pygame.K_RIGHT)
    state = scene.state
    assert scene.input.board_focus in scene.input.board_targets()
    card = next(c for c in state.legal_moves()
                if scene.view.input.target(state, c) == scene.input.board_focus)
    rect = scene.view.geo(state).cell(*place(state, card))
    assert min(app.screen.get_at((rect.centerx, rect.top + 8))[:3]) > 200   # a white card
    hit = next(r for r in scene.view.input.hit_rects(state, scene.context())
               if r.collidepoint(scene.input.board_focus))
    ring = hit.inflate(10, 10)
    across = _ring_across(app.screen, ring.centerx, ring.top - 3, rect.top + 8)
    assert across[:4] == ["other", "dark", "accent", "dark"], across
    assert across[-1] == "other"            # the card, white under its own gold glow
    app.screens.menu()
    d.run(1)
    d.click("play:collapsi")
    d.run(2)
    for _ in range(8):                          # to a gold button: a choice made
        d.key(pygame.K_TAB)
        if app.scene.focus is not None and getattr(app.scene.focus, "selected", False):
            break
    d.run(1)
    button = app.scene.focus
    assert button is not None and button.selected
    ring = button.rect.inflate(10, 10)
    across = _ring_across(app.screen, ring.centerx, ring.top - 3, ring.top + 12)
    # (the panel round it is dark itself): the band, a dark edge, then the gold button
    assert across[-4:] == ["dark", "accent", "dark", "accent"], across


# --- layout ---------------------------------------------------------------------------------------
def test_nothing_clickable_is_smaller_than_a_finger(app):
    """Every button of every screen, for every game and variant at its largest table, is at
    least 44 logical pixels each way and inside the 1280×720 canvas."""
    from game.ui.menu.setup import SetupScene
    from game.ui.widgets.controls import Button
    d = Driver(app, FAST)

    def check(where):
        for w in app.scene.widgets():
            for b in getattr(w, "buttons", [w]):
                if isinstance(b, Button) and b.visible:
                    assert b.rect.w >= 44 and b.rect.h >= 44, (where, b.name, b.rect)
                    assert app.screen.get_rect().contains(b.rect), (where, b.name, b.rect)
    d.run(1)
    check("menu")
    app.screens.settings()
    check("settings")
    app.screens.history()
    check("history")
    for name, game in games().items():
        for v in game.variants.values():
            n = max(v.player_counts)
            seats = [Seat("human")] + [Seat("ai", "easy")] * (n - 1)
            app.setups[name] = Setup(v.name, n, v.default_options(), seats)
            app.goto(SetupScene(app, game))
            d.run(1)
            check(f"setup {name} {v.name}")
            app.screens.start_game(game, Setup(v.name, n, v.default_options(), seats))
            d.run(3)
            check(f"play {name} {v.name}")
            app.screens.share(app.scene)
            check(f"share {name}")
    app.screens.rules(get_game("collapsi"))
    d.run(1)
    check("rules")


# --- sounds ---------------------------------------------------------------------------------------
def test_sounds_for_a_move_a_refused_click_and_a_win(app, monkeypatch):
    played = []
    monkeypatch.setattr(app.sounds, "play", lambda name: played.append(name) or True)
    scene, d = table(app, seats=("human", "human"))
    state = scene.state
    refused = next(c for c in range(16) if c not in state.legal_moves())
    d.click(scene.view.input.target(state, refused))
    assert played == ["invalid"] and not state.history
    d.click_move(state.legal_moves()[0])
    assert played == ["invalid", "move"]
    finish(d, scene)
    assert played[-1] == "win"                      # hot-seat: a human always wins


def test_a_collecting_move_sounds_like_one(app, monkeypatch):
    played = []
    monkeypatch.setattr(app.sounds, "play", lambda name: played.append(name) or True)
    scene, d = table(app, "collecto", seats=("human", "human"))
    scene.control.submit(scene.state.legal_moves()[0])         # every single push collects
    scene, d = table(app, "coloretto", seats=("human", "human"))
    scene.control.submit("d1")
    d.until(lambda: scene.phase.anim is None)
    scene.control.submit("t1")
    assert played == ["collect", "move", "collect"]


@pytest.mark.parametrize("name,variant,players", [("collecto", "official", 4),
                                                  ("spectrangle", "standard", 4),
                                                  ("coloretto", "colors", 5)])
def test_every_computer_move_since_your_turn_is_marked_on_the_board(app, name, variant,
                                                                     players):
    """Every move since your turn that left something on the board is among the board's
    marks (the pushed arrows, the placed tiles, the placed cards the views draw from
    `recent`), with several computers' moves at once."""
    scene, d = table(app, name, variant, seats=("human",) + ("easy",) * (players - 1))
    for _ in range(8):
        human_moves(d, scene, 1)
        d.until(lambda: scene.control.human_to_move() or scene.control.over)
        recent = scene.context().recent
        if len(recent) >= 2 or scene.control.over:
            break
    assert len(recent) >= 2 and all(r.seat != 0 for r in recent)
    view, state = scene.view, scene.state
    if name == "collecto":
        pushes = {p for r in recent if r.move not in ("?", "-")
                  for p in (r.move if isinstance(r.move, tuple) else (r.move,))}
        from game.collecto.view.board import collected_since, pushed_since
        assert set(pushed_since(recent)) == pushes
        from game.collecto.rules import play_pushes
        cells = {c for r in recent if r.move not in ("?", "-")
                 for c in play_pushes(r.before.board, r.move if isinstance(r.move, tuple)
                                      else (r.move,))[3]}
        assert set(collected_since(recent)) == cells and cells
    elif name == "spectrangle":
        fields = {r.move[0] for r in recent if isinstance(r.move, tuple) and r.move[0] != "x"}
        from game.spectrangle.view.board import placed_since
        assert set(placed_since(state, recent)) == fields and fields
    else:
        from game.coloretto.rules import MOVES
        draws = {(MOVES[r.move][1], len(r.before.rows[MOVES[r.move][1]])) for r in recent
                 if r.move.startswith("d") and r.before.round == state.round}
        lying = {(row, slot) for row, slot in draws if slot < len(state.rows[row])}
        assert set(view.placed_since(state, recent)) == lying
