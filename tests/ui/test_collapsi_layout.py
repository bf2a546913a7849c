"""Collapsi's board laid out in every rect the shell gives (game/ui/play/layout.py at every
checked size and shape, every player count and variant, fields a shifting board grows to),
in a rules page's picture and on a table, with no display: every card and arrow a finger
can hit (32 points at least), the puzzle's buttons (44), the type (12; the line under the
board 14), everything inside the board's rect, nothing over anything it must not cover."""

import itertools

import pygame
import pytest

from game.collapsi.view import art
from game.collapsi.view.layout import (
    board_layout,
    card_under,
    needs_zoom,
    parts,
    target_at,
    targets,
    zoomed,
)
from game.table.registry import get_game
from game.ui import draw
from game.ui.play import layout as playlayout
from game.ui.view import least_target
from tests.support.layoutcheck import board_least
from game.ui.screen import CHECKED_SIZES, Viewport

GAME = get_game("collapsi")
SIZES = [size for group in CHECKED_SIZES.values() for size in group]
# (variant, players, solo, shifting, the fields a board of it shows)
BOARDS = [("standard", 2, False, False, [(4, 4)]),
          ("standard", 2, False, True, [(4, 4), (4, 5), (5, 6), (6, 6)]),
          ("big", 2, False, False, [(6, 6)]), ("big", 4, False, False, [(6, 6)]),
          ("big", 2, False, True, [(6, 6), (7, 8), (8, 8), (9, 9)]),
          ("big", 3, False, True, [(6, 6), (8, 9)]),
          ("big", 4, False, True, [(6, 6), (7, 7), (8, 8), (9, 9)]),
          ("solo", 1, True, False, [(3, 3)])]


def board_rect(size, players):
    vp = Viewport.of(*size)
    lay = playlayout.layout(vp.size, vp.shape, players, 30 if players == 1 else 0)
    return vp, pygame.Rect(lay.board)


def layouts():
    for size, (variant, players, solo, shifting, fields) in itertools.product(SIZES, BOARDS):
        vp, rect = board_rect(size, players)
        for field in fields:
            room = (field[0] + 1, field[1] + 1) if shifting else field
            yield (f"{size[0]}x{size[1]} {variant} {players}p {'shifting ' if shifting else ''}"
                   f"{field[0]}x{field[1]}", vp, board_layout(rect, room, field, solo=solo,
                                                            shifting=shifting))


LAYOUTS = list(layouts())


def cells(geo):
    return [(r, c) for r in range(geo.rows) for c in range(geo.cols)]


@pytest.mark.parametrize("where,vp,geo", LAYOUTS, ids=[w for w, _, _ in LAYOUTS])
def test_every_card_and_arrow_is_a_fingertip_inside_the_board(where, vp, geo):
    """A card's hit area is its place (its pitch, the area where a tap chooses it), 44 CSS
    px across (40 on a screen under 390 across) as the layout check holds it, and so is a
    shift arrow's; where the cards are closer, the board takes the zoom: its parts are a
    fingertip, and every card of the block a first tap enlarges is one (issue 50)."""
    least = board_least((vp.css_w, vp.css_h)) / vp.zoom     # in points
    screen = pygame.Rect((0, 0), vp.size)
    zooms = needs_zoom(geo)
    for part in parts(geo) if zooms else ():
        assert min(part.size) >= least and geo.rect.contains(part), (where, part)
    for r, c in cells(geo):
        hit = geo.card_hit(r, c)
        assert zooms or min(hit.size) >= least, (where, (r, c), hit)
        assert geo.rect.contains(hit) and screen.contains(hit), (where, hit)
        assert hit.contains(geo.cell(r, c).clip(geo.rect)), (where, (r, c))
        if zooms:
            z = zoomed(geo, (r, c), solo="solo" in where, shifting=geo.shifting)
            assert z.shows(r, c) and z.window_rect().collidepoint(z.centre(r, c))
            shown = [(i, j) for i, j in cells(geo) if z.shows(i, j)]
            assert len(shown) >= 4
            for i, j in shown:
                zhit = z.card_hit(i, j)
                assert min(zhit.size) >= least and geo.rect.contains(zhit), (where, (i, j))
        if not geo.shifting:
            continue
        spots = geo.arrow_spots(r, c)
        hits = [geo.arrow_hit(p) for p in spots.values()]
        for h in hits:
            assert min(h.size) >= least and geo.rect.contains(h), (where, (r, c), h)
            assert geo.kind != "compact" or min(h.size) == geo.least, (where, h)
        # four distinct arrows: their discs never touch
        for a, b in itertools.combinations(spots.values(), 2):
            assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= (2 * geo.arrow_r) ** 2, where


@pytest.mark.parametrize("where,vp,geo", LAYOUTS, ids=[w for w, _, _ in LAYOUTS])
def test_the_field_the_rulers_and_the_words_fit_and_keep_apart(where, vp, geo):
    rect = geo.rect
    assert rect.contains(geo.field), where
    # cards never overlap: the grid has a gap between neighbours
    assert geo.gap >= 3 and geo.cw >= 6 and geo.ch >= 8
    a, b = geo.cell(0, 0), geo.cell(1, 1)
    assert a.right < b.left and a.bottom < b.top
    # type: 12 points at least; the line under the board 14
    assert geo.label_size * vp.zoom >= 12 and geo.line_size * vp.zoom >= 14
    assert geo.badge_r * 1.2 >= 12 and geo.step_r * 1.2 >= 12
    # the row numbers (two digits at most) left of the field; the letters under it and
    # above the line; the line inside the board, above the puzzle's buttons
    if geo.label_size:
        widest = max(draw.text_width(str(r + 1), geo.label_size, True) for r in range(geo.rows))
        assert geo.numbers_x - widest >= rect.x, where
    letters = geo.letters_rect()
    assert letters.top >= geo.field.bottom, where
    assert letters.bottom <= geo.line_y - geo.line_size * 0.55, where    # the line's letters
    assert rect.contains(geo.line), where
    assert geo.two_lines().height >= 2 * 18 - 2, where       # a long reason: two lines
    assert geo.line.bottom <= geo.control_row.top + 1, where


@pytest.mark.parametrize("where,vp,geo", [item for item in LAYOUTS if "solo" in item[0]],
                         ids=[w for w, _, _ in LAYOUTS if "solo" in w])
def test_the_puzzle_buttons_are_thumb_sized_in_a_row_under_the_board(where, vp, geo):
    buttons = [geo.controls[name] for name in ("restart", "daily", "new-puzzle")]
    for button in buttons:
        assert min(button.size) * vp.zoom >= 44, (where, button)
        assert geo.rect.contains(button) and not button.colliderect(geo.line), (where, button)
        assert not button.colliderect(geo.field), where
    for a, b in itertools.combinations(buttons, 2):
        assert not a.colliderect(b), where
    assert buttons[0].right < buttons[1].left < buttons[1].right < buttons[2].left


def test_the_table_at_1280_is_laid_out_as_before():
    """The desktop's board to the point: the figures the board had before the layout was
    its own module (4×4: 82×115 cards, 12 apart; the shifting board's band of 46)."""
    vp, rect = board_rect((1280, 720), 2)
    geo = board_layout(rect, (4, 4))
    assert (geo.kind, geo.cw, geo.ch, geo.gap, geo.ghost_w, geo.ghost_h) == \
        ("table", 82, 115, 12, 24, 34)
    assert geo.grid.center == (rect.centerx, rect.y + (rect.h - 30 - 18) // 2)
    assert geo.line_y == rect.y + rect.h - 15 and geo.line_size == 17
    shifting = board_layout(rect, (7, 7), (6, 6), shifting=True)
    assert (shifting.band, shifting.ghost_w, shifting.arrow_r) == (46, 46, 22)
    solo = board_layout(rect, (3, 3), solo=True)
    assert [tuple(solo.controls[n]) for n in ("restart", "daily", "new-puzzle")] == [
        (391, 666, 136, 46), (537, 666, 176, 46), (723, 666, 156, 46)]


@pytest.mark.parametrize("size", [(460, 360), (330, 260)])
def test_a_rules_picture_has_the_whole_board_and_no_rulers(size):
    rect = pygame.Rect((0, 0), size)
    for room, shifting in (((4, 4), False), ((4, 5), True), ((3, 3), False)):
        geo = board_layout(rect, room, shifting=shifting, picture=True)
        assert geo.kind == "picture" and geo.label_size == 0 and geo.band == 0
        assert rect.contains(geo.field) and not geo.controls
        assert geo.ch >= 40, (size, room, geo.ch)


def test_a_phone_keeps_no_room_for_a_shifting_field_to_grow():
    """Every point counts on a phone: the cards fill the room the field needs now; a table
    keeps one line more each way, so its cards do not shrink at the first shift."""
    _, phone = board_rect((360, 640), 2)
    assert board_layout(phone, (7, 7), (6, 6), shifting=True).ch == \
        board_layout(phone, (6, 6), (6, 6), shifting=True).ch
    _, table = board_rect((1280, 720), 2)
    assert board_layout(table, (7, 7), (6, 6), shifting=True).ch < \
        board_layout(table, (6, 6), (6, 6), shifting=True).ch


def test_small_cards_keep_their_letters_legible():
    """No letter under 12 points in the art: a corner index of 16.5% of the card's height,
    but 12 at least; a smaller card its rank in the middle; a pawn's number or none."""
    for h in range(art.FACE_MIN, 200):
        assert art.index_size(h) >= 12 and art.index_size(h) <= max(12, h * 0.165) + 1e-9
    for h in range(8, art.FACE_MIN):
        assert art.centre_rank_size(h) >= 12
    for size in range(2, 120):
        label = art.pawn_label_size(size)
        assert label is None or (label >= 12 and label <= size * 0.5)
    assert art.pawn_label_size(36) == pytest.approx(36 * 0.42)   # the table's, unchanged
    assert art.pawn_label_size(16) is None


def deal(variant, players, options=None):
    return GAME.new_game(variant, options or {}, players, 3)


def test_a_tap_between_two_targets_goes_to_the_nearer():
    """Hit areas grown past small cards may overlap: the nearer card's wins; a tap on a card
    that cannot be chosen chooses nothing, even beside one that can; a tap in a gap or on
    the mat goes to the nearest card within reach."""
    _, rect = board_rect((360, 640), 4)
    state = deal("big", 4, {"board": "shifting"})
    geo = board_layout(rect, (6, 6), (6, 6), shifting=True)
    found = targets(state, geo)
    assert found and all(t.value[0] == "card" for t in found)
    for t in found:
        assert target_at(found, t.centre) == t.value
        x, y = t.centre
        # just beside its card, in the gap or the next card's grown area
        assert target_at(found, (x + geo.cw / 2 + 1, y)) in (t.value, *(
            o.value for o in found if o.hit.collidepoint((x + geo.cw / 2 + 1, y))))
    for a, b in itertools.combinations(found, 2):
        if a.hit.colliderect(b.hit):
            mid = ((a.centre[0] * 2 + b.centre[0]) / 3, (a.centre[1] * 2 + b.centre[1]) / 3)
            if a.hit.collidepoint(mid) and b.hit.collidepoint(mid):
                assert target_at(found, mid) == a.value
    legal = {t.value[1] for t in found}
    other = next(c for c in range(36) if c not in legal)
    from game.collapsi.view.layout import place
    assert card_under(state, geo, geo.cell(*place(state, other)).center) == other


def test_the_arrows_of_a_chosen_card_are_targets_too():
    _, rect = board_rect((360, 640), 2)
    state = deal("big", 2, {"board": "shifting"})
    geo = board_layout(rect, (6, 6), (6, 6), shifting=True)
    dest = state.legal_moves()[0][0]
    found = targets(state, geo, pending=dest)
    arrows = [t for t in found if t.value[0] == "shift"]
    assert sorted(t.value[1] for t in arrows) == sorted("<>^v")
    assert ("card", dest) not in [t.value for t in found]
    for t in arrows:
        assert target_at(found, t.centre) == t.value
        assert min(t.hit.size) >= 40            # a fingertip on a phone under 390 across


@pytest.mark.parametrize("size", [s for group in CHECKED_SIZES.values() for s in group])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_boards_least_target_is_the_layout_checks(size, players):
    """A view reads the least target from its board's rect (`least_target`): on every phone
    and tablet it is the figure the layout check holds the screen to (`board_least`)."""
    vp, rect = board_rect(size, players)
    if vp.zoom == 1.0:
        assert least_target(rect) == board_least(size), (size, rect)
