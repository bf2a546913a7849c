"""The guided games on a phone, upright, on its side and small (issue 50): the player's own
panel (the tray or rack the words speak of) stays in view beside the step's box, the
target's marker is a ring with no tag over the pieces, and Collapsi's column letters stay
while a message of two lines shows under the board."""

import pygame
import pytest
from checks import drawn_texts

from game.table import guides
from game.table.registry import get_game, games
from game.ui.screen import Viewport

SIZES = [(390, 844), (844, 390), (360, 640)]


def phone(size):
    from game.screens import make_app
    from tests.support.driver import Driver
    app = make_app([], viewport=Viewport.of(*size))
    app.fixed_seed = 1
    return Driver(app)


def each_step(d, scene):
    """Every step the player makes, its move played by taps afterwards."""
    for step in scene.mode.guide.steps:
        if not step.yours:
            continue
        d.until(lambda: scene.control.human_to_move() or scene.control.over, 2000)
        d.run(2)
        yield step
        move, before = scene.mode.expected(), len(scene.state.history)
        for _ in range(6):
            d.click_move(move, touch=True)
            if scene.phase.anim is not None or len(scene.state.history) > before:
                break


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", [n for n in games() if guides.guide_for(n)])
def test_your_panel_stays_in_view_and_the_ring_has_no_tag(name, size):
    d = phone(size)
    d.app.screens.guide(get_game(name))
    scene = d.app.scene
    W, H = d.app.size
    screen = pygame.Rect(0, 0, W, H)
    steps = 0
    for _ in each_step(d, scene):
        steps += 1
        mine = scene.panels.rects()[scene.mode.guide.you]
        assert mine.w and mine.h and screen.contains(mine), "your panel is on the screen"
        assert not mine.colliderect(scene.send_rect), "the step's box leaves your panel be"
        assert not mine.colliderect(scene.lay.board)
        drawn = drawn_texts(d.app, scene)
        assert not any(s in ("TAP HERE", "HINT") for s, _ in drawn)
        area = scene.panels.area(mine)          # where the view draws your tray or score
        assert mine.contains(area) and not area.colliderect(scene.send_rect)
    assert steps >= 3


@pytest.mark.parametrize("size", [(390, 844), (360, 640)])
def test_collapsis_letters_stay_while_a_message_of_two_lines_shows(size):
    """Upright, where a message of two lines costs the cards nothing, it has its own band
    under the letters (it took the letters' place while a guide said "Tap c1")."""
    d = phone(size)
    d.app.screens.guide(get_game("collapsi"))
    scene = d.app.scene
    d.until(lambda: scene.control.human_to_move(), 2000)
    view = scene.view
    board = view.board
    two = ["Not that card: c3 is two steps from your pawn", "and your card shows one"]
    board.marks.message_lines = lambda geo, said: two if said else []
    d.run(2)
    drawn = drawn_texts(d.app, scene)
    geo = view.geo(scene.state)
    letters = [r for s, r in drawn if s in ("a", "b", "c", "d") and r.top >= geo.grid.bottom]
    assert len(letters) == 4, "the column letters are drawn"
    said = [r for s, r in drawn if s in two]
    assert len(said) == 2, "the message is drawn, on two lines"
    assert not any(a.colliderect(b) for a in letters for b in said)
    assert all(geo.rect.contains(r) for r in said)
