"""The menu's Puzzles and Statistics (game/ui/menu/home.py, issue 50): on a phone upright they lead
the page, a row of two buttons with their words under the title, in the first screen without
scrolling; on its side they have their words in the top bar; on a desktop they stay at the top
right.  Each is labelled, big enough for a thumb, and leads to its screen."""

import pygame
import pytest
from checks import layout_problems

from game.ui.screen import Viewport

WORDS = {"puzzles": "Puzzles", "stats": "Statistics"}


@pytest.mark.parametrize("size", [(390, 844), (360, 640), (844, 390), (1280, 720)])
@pytest.mark.parametrize("name", ["puzzles", "stats"])
def test_puzzles_and_statistics_are_in_words_in_the_menus_first_screen(app, driver, size,
                                                                       name):
    app.resize(Viewport.of(*size))
    app.touch = size[0] < 1000
    app.screens.menu()
    driver.run(2)
    menu = app.scene
    button = menu.find(name)
    assert button is not None and button.label == WORDS[name] and button.size >= 12
    assert button.icon is not None
    W, H = app.size
    shown = button.rect
    assert shown.h >= 44 * app.viewport.zoom
    assert pygame.Rect(0, 0, W, H).contains(shown)
    if menu.scroller is not None:               # upright: on the page as it opens
        assert menu.scroller.offset == 0 and menu.scroller.view.contains(shown)
        tiles = [menu.on_page(rect) for rect, _ in menu.tiles]
        assert shown.bottom <= tiles[0].top     # before the first game
    for other in menu.buttons:                  # nothing over it
        assert other is button or not other.rect.colliderect(shown), other.name
    assert layout_problems(app) == []
    driver.click(name, touch=app.touch)
    assert app.scene.name == name

