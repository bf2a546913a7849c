"""The guided first game on screen: offered the first time a game is opened from the menu,
played through by taps (each target shown, other moves refused, the replies scripted), ended
with a summary and "Play a real game"; skipped and not offered again; reopened from the menu
and from the rules page; never kept as a game in progress."""

import pytest

from game.table import guides
from game.table.registry import games


@pytest.fixture
def fresh():
    """An app opened for the first time: no guide offered yet."""
    from game.screens import make_app
    from tests.support.driver import Driver
    app = make_app([])
    app.min_think = 0
    return app, Driver(app)


def play_guide(app, d, touch=True, wrong_first=True):
    """Every step of the guide on screen, by taps on the targets the steps show."""
    scene = app.scene
    assert scene.name == "guide"
    guide = scene.mode.guide
    for i, step in enumerate(guide.steps):
        if not step.yours:
            continue                    # the script's: made while the loop waits below
        d.until(lambda: scene.control.human_to_move() or scene.control.over, 2000)
        assert guide.step_at(scene.state) == i
        move = scene.mode.expected()
        if wrong_first and i == 0:
            other = next(m for m in scene.state.legal_moves() if m != move)
            for _ in range(6):          # (its first taps may be the right move's too)
                d.click_move(other, touch=touch)
                if scene.mode.note:
                    break
            assert guide.step_at(scene.state) == 0 and scene.phase.anim is None
            assert "ring" in scene.mode.note
        before = len(scene.state.history)
        for _ in range(6):              # a move of several taps: the next tap's target each
            d.click_move(move, touch=touch)
            assert scene.mode.note == ""     # a right tap clears the last refusal at once
            if scene.phase.anim is not None or len(scene.state.history) > before:
                break
    d.until(lambda: scene.control.overlay_visible, 3000)
    assert scene.state.outcome().winners == (guide.you,)
    return scene


@pytest.mark.parametrize("name", [n for n in games() if guides.guide_for(n)])
def test_the_first_time_the_guide_is_offered_and_plays_through(fresh, name):
    app, d = fresh
    d.run(2)
    d.click(f"play:{name}")
    assert app.scene.name == "ask"
    d.click("start-guide")
    scene = play_guide(app, d)
    assert [b.name for b in scene.widgets()] == ["play-real", "overlay-menu"]
    d.click("play-real")
    assert app.scene.name == "setup" and app.scene.game.name == name
    assert guides.offered(app.store, name)
    assert not app.unfinished.can_resume(name) and not app.unfinished.paused   # nothing kept
    app.screens.menu()
    d.click(f"play:{name}")
    assert app.scene.name == "setup"                        # not offered again


def test_skipping_the_offer_opens_the_setup_and_is_remembered(fresh):
    app, d = fresh
    d.run(2)
    d.click("play:collapsi")
    d.click("skip-guide")
    assert app.scene.name == "setup"
    from game.screens import make_app
    later = make_app([])            # the next session
    assert guides.offered(later.store, "collapsi")
    later.screens.game(games()["collapsi"])
    assert later.scene.name == "setup"


def test_the_guide_can_be_left_midway_and_reopened_from_menu_and_rules(fresh):
    app, d = fresh
    d.run(2)
    d.click("guide:collapsi")                   # the menu's button, offered or not
    scene = app.scene
    assert scene.name == "guide"
    d.click_move(scene.mode.expected(), touch=True)
    d.until(lambda: scene.control.human_to_move(), 2000)
    assert scene.mode.guide.step_at(scene.state) == 2            # the reply was scripted
    assert scene.table.entries[1].notation == scene.mode.guide.steps[1].move
    d.click("menu")
    assert app.scene.name == "menu" and not app.unfinished.can_resume("collapsi")
    d.click("rules:collapsi")
    d.click("guide")
    again = app.scene
    assert again.name == "guide" and again.mode.guide.step_at(again.state) == 0
    assert again.view is not app.view(again.game)    # a paused game's view is left alone
    d.click("skip-guide")                       # the box's own Skip
    assert app.scene.name == "setup"
    assert guides.offered(app.store, "collapsi")


EVERY = [(n, g.variant) for n in games() for g in guides.guides(n)]


@pytest.mark.parametrize("name, variant", EVERY, ids=[f"{n}-{v}" for n, v in EVERY])
@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390)])
def test_every_guide_plays_through_on_each_shape(size, name, variant):
    """Every rule set's guide, the scripted seats of three players and the solo puzzle's
    lone seat too, by taps at each shape."""
    from game.screens import make_app
    from game.ui.screen import Viewport
    from tests.support.driver import Driver
    app = make_app([], viewport=Viewport.of(size[0], size[1], 2.0))
    app.min_think = 0
    d = Driver(app)
    app.screens.guide(games()[name], variant)
    scene = app.scene
    assert scene.mode.guide.variant == variant
    assert scene.table.seats == scene.mode.guide.seats() and \
        len(scene.table.seats) == scene.state.players == scene.mode.guide.players
    assert scene.send_rect.w > 200 and scene.mode.skip_btn.visible
    assert scene.send_rect.h >= 100             # room for the words (the solo puzzle's too)
    assert scene.send_rect.colliderect(scene.lay.board) is False
    play_guide(app, d, wrong_first=False)
    d.click("play-real")            # a real game of the rule set and the players just taught
    assert app.scene.name == "setup"
    assert (app.scene.setup.variant, app.scene.setup.players) == (variant, scene.mode.guide.players)


@pytest.mark.parametrize("name, variant", EVERY, ids=[f"{n}-{v}" for n, v in EVERY])
def test_every_rule_sets_guide_plays_through_the_screen_from_its_rules_page(name, variant):
    """The rules page of a rule set (opened from its setup) opens that set's guide, which
    plays through by taps on a phone; Menu at the end returns to the page."""
    from game.screens import make_app
    from game.ui.screen import Viewport
    from tests.support.driver import Driver
    app = make_app([], viewport=Viewport.of(390, 844, 2.0))
    app.min_think = 0
    d = Driver(app)
    game = games()[name]
    app.screens.rules(game, variant=variant)
    page = app.scene
    d.click("guide")
    assert app.scene.mode.guide.variant == variant
    play_guide(app, d)
    d.click("overlay-menu")
    assert app.scene is page


def test_the_solo_guide_deals_nothing_else_and_keeps_nothing(fresh):
    """The solo puzzle's guide shows none of the puzzle's buttons (Restart, Today's puzzle,
    New puzzle: each would deal another puzzle) and counts no puzzle solved."""
    app, d = fresh
    app.screens.guide(games()["collapsi"], "solo")
    scene = app.scene
    d.run(2)
    assert scene.controls() == [] and scene.view.controls(scene.state, scene.context()) == []
    play_guide(app, d)
    assert scene.view.solved_counts(app.store) == (0, 0)


def test_the_other_seats_are_named_for_the_script_they_play(fresh):
    """A guide's other seats make the script's moves, not a level's: their panels say
    "Guide", on a table and in a phone's strip, and the player's says "Human"."""
    app, d = fresh
    app.screens.guide(games()["coloretto"], "official")
    scene = app.scene
    d.run(2)
    assert [scene.control.seat_kind(seat) for seat in range(3)] == [
        "Human", "Computer · Guide", "Computer · Guide"]


@pytest.mark.parametrize("name", [n for n in games() if guides.guide_for(n)])
def test_the_guides_words_follow_the_pointer_in_use(fresh, name):
    """By mouse every step and its refusal say click, by touch tap: never the one with the
    other (the steps are written for a finger)."""
    app, d = fresh
    app.screens.guide(games()[name], guides.guide_for(name).variant)
    scene = app.scene
    d.until(lambda: scene.control.human_to_move(), 2000)
    move = scene.mode.expected()
    other = next(m for m in scene.state.legal_moves() if m != move)
    for touch, said, not_said in ((False, "click", "tap"), (True, "tap", "click")):
        for _ in range(6):
            d.click_move(other, touch=touch)
            if scene.mode.note:
                break
        assert app.touch == touch and scene.mode.note
        for width, height in ((600, 400), (200, 120)):      # the whole refusal, and the short
            lines, _, note = scene.mode.box_lines(width, height)
            words = " ".join(lines + note).lower()
            assert said in words and not_said not in words.replace("tapped", ""), words
        scene.mode.note = ""
