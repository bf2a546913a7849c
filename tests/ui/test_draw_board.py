"""Each game's `draw_board` (its screen's pure picture of a position, game/ui/view.py) draws
without a view: a position and one a few moves on, with and without choices lit, half way
through its `animation` of a move and just after one, fitted into a rect of a surface,
changing pixels only inside the rect and no state, the same pixels every time."""

import random
from importlib import import_module

import pygame
import pytest

from game.table.registry import registrations
from game.ui.view import Marks

REGS = {reg.game.name: reg for reg in registrations()}
RECT = pygame.Rect(37, 21, 460, 360)


def positions(game):
    """The first position and one six random moves on (fewer where the game ends)."""
    first = game.new_game(seed=3)
    later = first.clone()
    rng = random.Random(3)
    for _ in range(6):
        if later.is_over():
            break
        later.push(rng.choice(later.legal_moves()))
    return first, later


def picture(screen, state, marks) -> pygame.Surface:
    surface = pygame.Surface((540, 420))
    surface.fill((9, 40, 30))
    screen.picture.draw_board(surface, RECT, state, marks)
    return surface


@pytest.mark.parametrize("name", sorted(REGS))
def test_draw_board_draws_a_position_into_a_rect_without_a_view(app, name):
    reg = REGS[name]
    screen = import_module(reg.screen).View      # the class: no instance is made
    blank = pygame.Surface((540, 420))
    blank.fill((9, 40, 30))
    outside = pygame.Surface((540, 420))
    outside.fill((0, 0, 0))
    outside.fill((255, 255, 255), RECT)         # white inside the rect
    for state in positions(reg.game):
        anim = screen.picture.animation(state, state.legal_moves()[0], RECT)
        anim.update(anim.duration / 2)
        for marks in (None, Marks(choices=True), Marks(symbols=False), Marks(animation=anim),
                      Marks(time=3.0, landed=0.4)):
            before = state.key()
            drawn = picture(screen, state, marks)
            assert state.key() == before, "drawing changes no state"
            again = picture(screen, state, marks)
            assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(again, "RGB")
            assert pygame.image.tobytes(drawn.subsurface(RECT), "RGB") != \
                pygame.image.tobytes(blank.subsurface(RECT), "RGB"), "the board is drawn"
            # every pixel outside the rect is as it was
            for surf in (drawn, blank):
                surf.blit(outside, (0, 0), special_flags=pygame.BLEND_RGB_MAX)
            assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(blank, "RGB"), \
                "pixels changed outside the rect"
