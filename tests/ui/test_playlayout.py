"""The game screen's layout (game/ui/play/layout.py) at every checked size, every player count
and every moment (a replay, something under the move list), headless: plain data, no display.
The screen's own check (tools/layoutcheck.py) then looks at what is drawn."""

import itertools

import pygame

from game.ui.play import layout as playlayout
from game.ui.screen import CHECKED_SIZES, Viewport

SIZES = [size for group in CHECKED_SIZES.values() for size in group]
ICONS = ("undo", "redo", "hint", "moves", "link", "settings")


def layouts():
    for (w, h), players, replaying, below, sending in itertools.product(
            SIZES, (1, 2, 3, 4, 5), (False, True), (False, True), (False, True)):
        if sending and (replaying or players == 1):
            continue
        view = Viewport.of(w, h)
        icons = ("moves",) if replaying else ICONS
        yield (w, h), players, replaying, (below, sending), playlayout.layout(
            view.size, view.shape, players, 40, icons=icons, replaying=replaying, below=below,
            sending=sending)


def test_everything_is_on_the_screen_and_nothing_overlaps():
    for (w, h), players, replaying, (below, sending), lay in layouts():
        where = f"{w}x{h} {players}p replay={replaying} below={below} sending={sending}"
        screen = pygame.Rect((0, 0), lay.size)
        fixed = [lay.menu] + list(lay.icons.values())
        for rect in fixed + [lay.board, lay.actions, lay.overlay]:
            assert screen.contains(rect), (where, rect)
        # the controls a thumb uses: a fingertip each (44 points, CSS px at zoom 1 or more)
        for rect in fixed + [lay.actions]:
            assert min(rect.w, rect.h) >= 44, (where, rect)
        for a, b in itertools.combinations(fixed, 2):
            assert not a.colliderect(b), (where, a, b)
        # the board: a real area, clear of the controls and the panels (while a friend is
        # to move, only to look at, under the link to send them)
        assert lay.board.w >= 300 and lay.board.h >= (150 if sending else 200), where
        for rect in fixed:
            assert not rect.colliderect(lay.board), (where, rect, lay.board)
        panels = [p for p in lay.panels if p.w]
        assert len(lay.panels) == players and len(lay.areas) == players
        for panel, area in zip(lay.panels, lay.areas, strict=True):
            if panel.w:
                assert screen.contains(panel) and panel.contains(area), (where, panel, area)
                assert not panel.colliderect(lay.board), (where, panel, lay.board)
                for rect in fixed:
                    assert not panel.colliderect(rect), (where, panel, rect)
        for a, b in itertools.combinations(panels, 2):
            assert not a.colliderect(b), (where, a, b)
        if lay.dock is not None:
            assert screen.contains(lay.dock) and not lay.dock.colliderect(lay.board)
        if lay.moves is not None:
            assert screen.contains(lay.moves) and not lay.moves.colliderect(lay.board)
        if sending:             # a friend's link: clear of the board, on the screen
            assert screen.contains(lay.send) and not lay.send.colliderect(lay.board), where


def test_each_shape_puts_things_where_a_thumb_and_an_eye_expect_them():
    upright = Viewport.of(360, 640)
    lay = playlayout.layout(upright.size, upright.shape, 2, 40, watcher=0, icons=ICONS)
    # a phone held upright: the other player above the board, this device's below it, the
    # icons in the dock at the bottom, the move list a sheet
    assert lay.panels[1].bottom <= lay.board.top and lay.panels[0].top >= lay.board.bottom
    assert all(rect.top >= lay.dock.top for rect in lay.icons.values())
    assert lay.moves is None and lay.sheet is not None
    side = Viewport.of(640, 360)
    lay = playlayout.layout(side.size, side.shape, 5, 40, icons=ICONS)
    # on its side: the board the screen's height in the middle, the panels left, icons right
    assert lay.board.h >= 340 and all(p.right <= lay.board.left for p in lay.panels)
    assert all(rect.left >= lay.board.right for rect in lay.icons.values())
    table = playlayout.layout((1280, 720), "table", 2, 40, icons=ICONS)
    # the table of today, unchanged
    assert table.board == pygame.Rect(308, 76, 664, 640)
    assert table.panels[0].topleft == (20, 92) and table.moves.x == 982
