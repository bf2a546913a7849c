"""The link preview's picture, `preview.jpg` (docs/web-page.md, "The link preview"): made by the
build from the real app, natively, with SDL's dummy video driver.

    python web/preview.py build/web/preview.jpg

1200×630 pixels, the size Open Graph cards and X's large card want: the title as the menu
draws it (its rows of a 1200×630 menu), over a game of Spectrangle in its middle in a window
of the rest of the height, as the app lays it out there.  JPEG, because messengers drop a
preview picture much over 300 KB (a PNG of it is about as large).  Nothing is saved: the app
runs with a data folder of its own, thrown away after."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1200, 630)
TITLE_ROWS = (45, 119)      # the menu's "GAME TABLE" with its gold rules (game/ui/menu/home.py)
GAME = "spectrangle"        # the most colourful board
SEED = 7                    # the deal, and the moves played (the agents are seeded)
MOVES = 8                   # played before the picture, then on to the player's turn


def title_band(app, driver):
    """The menu's title rows, checked: a title that moved would be cut."""
    import pygame

    driver.run(3)
    top, bottom = TITLE_ROWS
    band = app.screen.subsurface((0, top, SIZE[0], bottom - top)).copy()

    def lit(row: int) -> bool:          # the title's letters are the brightest pixels there
        return any(sum(band.get_at((x, row))[:3]) > 600 for x in range(480, 720))
    if lit(0) or lit(band.get_height() - 1) or not any(map(lit, range(band.get_height()))):
        raise SystemExit(f"preview: the menu's title is not within rows {TITLE_ROWS} of a "
                         f"{SIZE[0]}x{SIZE[1]} menu any more: set TITLE_ROWS in {__file__}")
    return band, pygame


def take(path: Path) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["GAME_TABLE_DATA"] = tempfile.mkdtemp(prefix="game-table-preview-")
    sys.path.insert(0, str(ROOT))
    from game.ai.agent import choose
    from game.screens import make_app
    from game.table.registry import games
    from game.table.seats import make_agent
    from game.table.session import Table
    from game.ui.screen import Viewport
    from tests.support.driver import Driver

    menu = make_app(["--seed", str(SEED)], viewport=Viewport.of(*SIZE, 1.0, capped=False))
    band, pygame = title_band(menu, Driver(menu))
    below = SIZE[1] - band.get_height()
    app = make_app(["--seed", str(SEED)],
                   viewport=Viewport.of(SIZE[0], below, 1.0, capped=False))
    game = games()[GAME]
    variant = game.variants[game.default_variant]
    table = Table.deal(game, variant.name, variant.default_options(), ["human", "medium"], SEED)
    adviser = make_agent(GAME, "medium", SEED)
    for _ in range(MOVES):
        table.play(choose(adviser, table.state))
    while table.state.to_move != 0:
        table.play(choose(adviser, table.state))
    app.goto(app.screens.table_scene(table))
    Driver(app).run(30)
    picture = pygame.Surface(SIZE)
    picture.blit(band, (0, 0))
    picture.blit(app.screen, (0, band.get_height()))
    pygame.image.save(picture, str(path))


if __name__ == "__main__":
    take(Path(sys.argv[1]))
