"""Collecto's board laid out for every rect the shell gives it (game/collecto/view/layout.py),
with no display: at every checked size, shape and player count, the 28 arrows' hit areas are
a fingertip wide (the layout check's 44 or 40 CSS px) or open in a zoom's strip that is,
inside the rect, apart from each other, the wells and the
buttons; the buttons 44 points and apart; the words under the board clear of both; a tap
between two arrows chooses the nearer; the trays fit the seat panels of every shape; and
the table's board is today's, to the point."""

import random
from itertools import pairwise

import pygame
import pytest

from game.collecto.rules import PUSHES, SIZE
from game.collecto.view.seats import PANEL_EXTRA
from game.collecto.view.layout import (
    ACTIONS,
    TARGET,
    TOUCH,
    board_layout,
    tray_layout,
)
from game.ui.play import layout as playlayout
from game.ui.screen import CHECKED_SIZES, Viewport
from tests.support.layoutcheck import board_least

SIZES = [(kind, size) for kind, group in CHECKED_SIZES.items() for size in group]
PLAYERS = (2, 3, 4)            # the UTwente rules' two, the official rules' two to four


def play_layout(size, players, replaying=False):
    vp = Viewport.of(*size)
    return vp, playlayout.layout(vp.size, vp.shape, players, PANEL_EXTRA[players],
                                 replaying=replaying)


def _boards():
    for kind, size in SIZES:
        for players in PLAYERS:
            vp, lay = play_layout(size, players)
            yield pytest.param(vp, lay, players, id=f"{kind}-{size[0]}x{size[1]}-{players}p")


def art_box(lay, push):
    """The square an arrow's art (its lit halo) covers."""
    box = pygame.Rect(0, 0, round(lay.arrow * 0.95), round(lay.arrow * 0.95))
    box.center = tuple(round(v) for v in lay.arrow_centre(push))
    return box


@pytest.mark.parametrize("vp,play,players", list(_boards()))
def test_every_arrow_is_a_fingertip_wide_inside_the_board_and_apart(vp, play, players):
    """Each arrow's band segment is as wide as the layout check holds a target (44 CSS px,
    40 on a screen under 390 across: its pitch and its depth, not a rect grown over a
    neighbour's), or the board takes the zoom: each side opens from a part of the board a
    fingertip wide, its seven arrows enlarged in a strip a fingertip each way, inside the
    rect, apart, and clear of the buttons (issue 50)."""
    lay = board_layout(play.board)
    least = board_least((vp.css_w, vp.css_h))
    assert lay.mode != "fit", f"no arrangement keeps the minimums in {play.board}"
    rects = [lay.arrow_rect(p) for p in range(PUSHES)]
    if lay.zoom:
        assert vp.shape != "table" and min(vp.css_w, vp.css_h) <= 9 * least
        for kind in range(4):
            part = lay.part_rect(kind)
            assert vp.css(min(part.size)) >= least, (kind, part)
            corner = (part.right - 1, part.bottom - 1)
            assert lay.side_of(part.topleft) == kind == lay.side_of(corner)
            assert lay.side_of(part.center) == kind
            strip = lay.strip(kind)
            for i, rect in enumerate(strip):
                assert vp.css(min(rect.size)) >= least, (kind, i, rect)
                assert lay.rect.contains(rect), (kind, rect, lay.rect)
                assert lay.strip_at(kind, rect.center) == kind * SIZE + i
                assert not any(rect.colliderect(c) for c in lay.controls.values()), (kind, i)
            for a, b in pairwise(strip):
                assert not a.colliderect(b)
    for push, rect in enumerate(rects):
        assert lay.zoom or vp.css(min(rect.w, rect.h)) >= least, (push, rect)
        assert lay.rect.contains(rect), (push, rect, lay.rect)
        assert not rect.colliderect(lay.grid), (push, rect)
        assert lay.arrow_at(rect.center) == push and lay.arrow_near(rect.center) == push
        # the art lies in its hit area, and no two arrows' art meet
        assert rect.inflate(4, 4).contains(art_box(lay, push)) or lay.mode == "table"
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for i in range(PUSHES):
        for j in range(i + 1, PUSHES):
            if i // SIZE == j // SIZE:
                assert not art_box(lay, i).colliderect(art_box(lay, j)), (i, j)


@pytest.mark.parametrize("vp,play,players", list(_boards()))
def test_buttons_and_words_keep_clear_of_the_board_and_each_other(vp, play, players):
    lay = board_layout(play.board)
    arrows = [lay.arrow_rect(p) for p in range(PUSHES)]
    symbols = lay.controls["symbols"]
    for name, rect in lay.controls.items():
        assert vp.css(min(rect.w, rect.h)) >= TOUCH, (name, rect)
        assert lay.rect.contains(rect), (name, rect, lay.rect)
        assert not rect.colliderect(lay.mat), (name, rect, lay.mat)
        assert not any(rect.colliderect(a) for a in arrows), (name, rect)
        if name in ACTIONS:
            assert not rect.colliderect(symbols), (name, rect, symbols)
    if lay.words is not None:
        assert lay.rect.contains(lay.words)
        assert not lay.words.colliderect(lay.mat)
        assert not any(lay.words.colliderect(a) for a in arrows)
        assert not any(lay.words.colliderect(c) for c in lay.controls.values())
    # the buttons stay in the board's rect, whatever the shell puts round it
    assert not any(rect.colliderect(panel) for panel in play.panels
                   for rect in lay.controls.values())


@pytest.mark.parametrize("vp,play,players", list(_boards()))
def test_the_wells_and_the_cells_a_drag_starts_from(vp, play, players):
    lay = board_layout(play.board)
    assert lay.grid.size == (SIZE * lay.cell,) * 2 and lay.mat.contains(lay.grid)
    assert lay.rect.contains(lay.mat)
    assert lay.ball < lay.cell and lay.drag <= 22
    for cell in range(SIZE * SIZE):
        assert lay.cell_at(lay.cell_centre(cell)) == divmod(cell, SIZE)
        assert lay.arrow_near(lay.cell_centre(cell)) is None      # a ball is never an arrow
    for push in range(PUSHES):
        line = lay.line_rect(push)
        assert lay.grid.contains(line) and min(line.size) == lay.cell


def test_the_shapes_choose_their_arrangements():
    """A table keeps today's board; a phone held upright with two seats has its buttons in
    a row, three and four seats in the bottom band's corners; a tall phone keeps the words
    under the board; a phone on its side a row of buttons."""
    modes = {}
    for _kind, size in SIZES:
        for players in PLAYERS:
            _, play = play_layout(size, players)
            modes[size, players] = board_layout(play.board).mode
    assert {modes[(1280, 720), n] for n in PLAYERS} == {"table"}
    assert {modes[(1920, 1080), n] for n in PLAYERS} == {"table"}
    assert modes[(1024, 768), 2] == "table" and modes[(768, 1024), 2] == "table"
    assert modes[(360, 640), 2] == "row"
    assert modes[(360, 640), 3] == modes[(360, 640), 4] == "corners"
    assert {modes[(390, 844), n] for n in PLAYERS} == {"words"}
    assert {modes[(640, 360), n] for n in PLAYERS} == {"row"}
    # where the words do not go under the board they go to the line of what to do
    assert all((board_layout(play_layout(size, n)[1].board).words is None)
               == (modes[size, n] in ("row", "corners")) for size, n in modes)


def test_the_table_board_is_todays():
    """1280×720: the board of today, to the point (the screenshots stay the same)."""
    lay = board_layout(pygame.Rect(308, 76, 664, 640))
    assert lay.mode == "table" and lay.cell == 62 and lay.ball == 52
    assert lay.grid == pygame.Rect(423, 134, 434, 434) and lay.mat == lay.grid.inflate(16, 16)
    assert lay.arrow_centre(0) == (lay.mat.left - 24, 134 + 31)
    assert lay.arrow_rect(0) == pygame.Rect(367, 134, 48, 62)
    assert lay.controls["symbols"] == pygame.Rect(415, 666, 176, 46)
    assert lay.controls["declare"] == pygame.Rect(615, 666, 250, 46)
    assert lay.controls["pass"].right == lay.controls["cancel"].right == lay.mat.right
    assert lay.words.centery == lay.mat.bottom + 48 + 15
    # a narrower tablet: the buttons close up rather than overlap
    narrow = board_layout(pygame.Rect(262, 76, 500, 688))
    assert narrow.mode == "table"
    assert not narrow.controls["symbols"].colliderect(narrow.controls["declare"])


def test_a_tap_between_two_arrows_lands_on_the_nearer():
    _, play = play_layout((360, 640), 2)
    lay = board_layout(play.board)
    top0, left0 = lay.arrow_rect(2 * SIZE), lay.arrow_rect(0)     # column 1 up, row 1 left
    # in the corner between them: nearer the column's arrow, then nearer the row's
    assert lay.arrow_at((top0.left - 2, top0.bottom - 10)) is None
    assert lay.arrow_near((top0.left - 3, top0.bottom - 10)) == 2 * SIZE
    assert lay.arrow_near((left0.right - 10, left0.top - 3)) == 0
    # between two arrows of the band: the nearer of the two
    a, b = lay.arrow_rect(2 * SIZE + 2), lay.arrow_rect(2 * SIZE + 3)
    assert a.right == b.left
    assert lay.arrow_near((a.right - 1, a.centery)) == 2 * SIZE + 2
    assert lay.arrow_near((b.left, b.centery)) == 2 * SIZE + 3
    # too far from every arrow (and on a ball): nothing
    assert lay.arrow_near((lay.rect.centerx, lay.rect.centery)) is None
    far = (lay.rect.left + 1, lay.rect.top + 1)
    assert lay.arrow_near(far) is None or min(
        abs(far[0] - r.centerx) + abs(far[1] - r.centery) for r, _ in lay.targets) < 80


@pytest.mark.parametrize("size", [(460, 360), (330, 260), (348, 256), (348, 168), (200, 150),
                                  (120, 90)])
def test_pictures_and_strips_draw_a_board_inside_their_rect(size):
    """A rules page's picture (today's 460×360, a phone's 330×260) and the replay's strip of
    a phone held upright: a board inside the rect, whatever its size."""
    rect = pygame.Rect((0, 0), size)
    lay = board_layout(rect)
    assert rect.contains(lay.mat) and lay.cell >= 4
    for push in range(PUSHES):
        assert rect.collidepoint(lay.arrow_centre(push))
    if lay.words is not None:
        assert rect.contains(lay.words) and not lay.words.colliderect(lay.mat)


def test_any_rect_gives_a_board_inside_it():
    rng = random.Random(38)
    for _ in range(300):
        rect = pygame.Rect(rng.randint(0, 50), rng.randint(0, 50), rng.randint(120, 1400),
                           rng.randint(90, 1000))
        lay = board_layout(rect)
        assert rect.contains(lay.mat), (rect, lay.mode)
        assert all(rect.contains(lay.arrow_rect(p)) or lay.mode == "fit"
                   for p in range(PUSHES)), (rect, lay.mode)
        if lay.mode != "fit" and not lay.zoom:
            assert all(min(lay.arrow_rect(p).size) >= TARGET for p in range(PUSHES))
            assert all(rect.contains(c) for c in lay.controls.values()), (rect, lay.mode)


def _tray_areas():
    for kind, size in SIZES:
        for players in PLAYERS:
            vp, play = play_layout(size, players)
            style = {"row": "row", "stack": "stack"}.get(play.panel_style, "table")
            for seat, area in enumerate(play.areas):
                if area.w and area.h:
                    yield pytest.param(vp, area, style,
                                       id=f"{kind}-{size[0]}x{size[1]}-{players}p-{seat}")


@pytest.mark.parametrize("vp,area,style", list(_tray_areas()))
def test_a_tray_fits_its_seat_panel(vp, area, style):
    lay = tray_layout(area, style)
    assert lay.count_size * vp.zoom >= 12
    balls = []
    for code in range(1, 7):
        (x, y), size = lay.slot(code)
        ball = pygame.Rect(0, 0, size, size)
        ball.center = (round(x), round(y))
        assert area.inflate(2, 2).contains(ball), (code, ball, area)
        balls.append(ball)
    if lay.style != "words":
        assert all(b.w >= 8 for b in balls)
        for a, b in pairwise(balls):
            assert a.right <= b.left, (a, b)
        if lay.points is not None:
            assert area.contains(lay.points)
            assert not any(b.colliderect(lay.points) for b in balls)
    if style == "table":
        assert lay.style == "table" and lay.points is None
    else:
        assert lay.points is not None and area.contains(lay.points)


def test_the_tray_of_today_is_kept_on_a_table():
    area = pygame.Rect(34, 162, 248, 56)
    lay = tray_layout(area, "table")
    (x, y), size = lay.slot(1)
    assert size == 24 and (x, y) == (34 + 248 / 12 - 7, 162 + (56 - 36) / 2 + 12)
