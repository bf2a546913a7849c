"""Art with an alpha channel is blended onto the screen by the faster of pygame's and SDL's
blitters, measured once (draw.choose_blitter, draw.put): in WebAssembly pygame's has no vector
code and took most of a frame (docs/performance.md, "In the browser").  The choice follows the
measure, never touches a surface with an alpha channel of its own, and either way the screen
shows the same picture: each blend rounds differently by 1 or 2 in 255, a few more where
translucent layers are stacked."""

import pygame
import pytest

from game.table.registry import games
from game.ui import draw
from game.ui.screen import Viewport


@pytest.fixture
def blitter():
    """Restores the blitter the session measured."""
    chosen = draw.art_flags
    yield
    draw.art_flags = chosen


def test_the_blitter_chosen_follows_the_measure_taken_once(blitter):
    asked = []

    def measure(pygame_t, sdl_t):
        def timed(flags):
            asked.append(flags)
            return sdl_t if flags == draw.SDL_BLITS else pygame_t
        return timed
    draw.art_flags = None
    assert draw.choose_blitter(measure(0.0010, 0.0001)) == "sdl"     # WebAssembly's case
    assert sorted(set(asked)) == [0, draw.SDL_BLITS]
    asked.clear()
    assert draw.choose_blitter(measure(0.0001, 0.0010)) == "sdl"     # measured once only
    assert asked == []
    draw.art_flags = None
    assert draw.choose_blitter(measure(0.0001, 0.0003)) == "pygame"  # natively, vectorised
    draw.art_flags = None
    # SDL's must be FASTER times faster: a busy machine's noise keeps pygame's
    assert draw.choose_blitter(measure(0.0010, 0.0006)) == "pygame"


def test_art_onto_a_surface_with_alpha_is_blended_by_pygame_whatever_the_choice(blitter):
    """SDL's blitter darkens what it blends onto transparent pixels (the layers art is
    painted on): those blits stay pygame's."""
    art = draw.sample_art(64)
    draw.use_blitter("sdl")
    layer = pygame.Surface((64, 64), pygame.SRCALPHA)
    layer.fill((0, 0, 0, 0))
    draw.put(layer, art, (0, 0))
    plain = pygame.Surface((64, 64), pygame.SRCALPHA)
    plain.fill((0, 0, 0, 0))
    plain.blit(art, (0, 0))
    assert pygame.image.tobytes(layer, "RGBA") == pygame.image.tobytes(plain, "RGBA")


def frame_with(blit: str, name: str) -> bytes:
    """The first frames of `name` played by two computers at a phone's size, its art
    blended onto the screen by `blit`'s blitter."""
    from game.screens import make_app
    draw.use_blitter(blit)
    app = make_app([], viewport=Viewport.of(390, 844, 3))
    app.fixed_seed = 3
    app.screens.setup(games()[name])
    for seat in app.scene.setup.seats:
        seat.kind, seat.level = "ai", "random"
    app.min_think = 0.0
    app.screens.start_game(app.scene.game, app.scene.setup)
    for _ in range(4):
        app.frame([], 1 / 60)
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("name", list(games()))
def test_either_blitter_draws_the_same_screen(blitter, name):
    with_pygame, with_sdl = frame_with("pygame", name), frame_with("sdl", name)
    assert len(with_pygame) == len(with_sdl)
    apart = [abs(a - b) for a, b in zip(with_pygame, with_sdl, strict=True)]
    assert max(apart) <= 8
    assert sum(d > 2 for d in apart) < len(apart) / 50
    assert with_pygame != with_sdl          # SDL's did blend some of it (its rounding differs)
