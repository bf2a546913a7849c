"""Coloretto's board laid out for every screen, headless: the layout (game/coloretto/view/
layout.py) is plain data computed from the board's rect, so it is checked here for the board
of every checked size and shape (game/ui/play/layout.py), every player count, the rules page's
pictures and the replay's smaller board: everything inside the board, nothing a finger must
hit smaller than 32 CSS px (a Take button 44), no two targets over each other, the piles in the
players' panels readable (counts 12 points at least) and the scoring table inside the result
box.  A tap between two rows lands on the nearer (input.py)."""

import itertools

import pygame
import pytest

from game.coloretto.rules import KINDS
from game.coloretto.view.input import Input
from game.coloretto.view.layout import (
    PHONE_TYPE,
    TABLE_TYPE,
    board_layout,
    pile_layout,
    scoring_height,
    scoring_layout,
)
from game.table.registry import get_game
from game.ui.play import layout as playlayout
from game.ui.screen import CHECKED_SIZES, Viewport

PLAYERS = (2, 3, 4, 5)
SIZES = [size for group in CHECKED_SIZES.values() for size in group]
EXTRA = {2: 62, 3: 58}          # what the view asks of a table's panel (View.seat_panel_height)


def screen(size, players, replaying=False):
    view = Viewport.of(*size)
    lay = playlayout.layout(view.size, view.shape, players, EXTRA.get(players, 66),
                            replaying=replaying)
    return view, lay


def targets(lay, players):
    """Every board target of a person to move: the deck, each row (less its tab when its Take
    button is a button of its own), and the Take buttons."""
    return ([("deck", lay.deck_hit)] + [(f"row {r + 1}", lay.row_target(r))
                                        for r in range(players)])


def inside(outer, inner) -> bool:
    return pygame.Rect(outer).contains(pygame.Rect(inner))


@pytest.mark.parametrize("size,players", list(itertools.product(SIZES, PLAYERS)))
def test_the_board_fits_every_screen_with_targets_a_finger_can_hit(size, players):
    view, play = screen(size, players)
    board = play.board
    lay = board_layout(board, players)
    z = view.zoom
    assert len(lay.trays) == len(lay.slots) == len(lay.tabs) == len(lay.take) == players
    # everything on the board
    for rect in lay.trays + [lay.deck, lay.held, lay.pill, lay.block, lay.caption]:
        assert inside(board, rect), (rect, board)
    assert inside(board, lay.deck_hit)
    hint = pygame.Rect(0, 0, lay.hint_w, 18)
    hint.center = lay.hint
    assert inside(board, hint) and not any(hint.colliderect(t) for t in lay.trays)
    # a finger's targets: 32 CSS px across at least, 44 for the Take buttons (buttons)
    for name, rect in targets(lay, players):
        assert min(rect.w, rect.h) * z >= 32, (name, rect)
    assert lay.take_controls, "every checked screen has room for real Take buttons"
    for r, take in enumerate(lay.take):
        assert min(take.w, take.h) * z >= 44 and inside(lay.tabs[r], take)
        assert not take.colliderect(lay.row_target(r))
    # no two targets over each other, the deck's block and the rows apart
    for (a, ra), (b, rb) in itertools.combinations(targets(lay, players), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    for a, b in itertools.combinations(lay.trays, 2):
        assert not a.colliderect(b)
    for tray in lay.trays:
        assert not tray.colliderect(lay.deck) and not tray.colliderect(lay.held)
        assert not tray.colliderect(lay.block)
    # the slots in their holder, right of the tab, apart, cards large enough to tell apart
    for r in range(players):
        tray, tab = lay.trays[r], lay.tabs[r]
        for slot in lay.slots[r]:
            assert inside(tray, slot) and slot.x >= tab.right
            assert slot.size == (lay.cw, lay.ch)
        for a, b in itertools.combinations(lay.slots[r], 2):
            assert not a.colliderect(b)
    assert lay.cw >= 28 and lay.dw >= 34
    # the deck's words and the drawn card's spot in the deck's block
    assert inside(lay.block, lay.pill)
    assert inside(lay.block.inflate(12, 0), lay.caption)     # (a table's: into its margins)
    assert inside(lay.block.inflate(2, 2), lay.held) and inside(lay.block.inflate(8, 8), lay.deck)
    if lay.held_apart:
        assert not lay.held.colliderect(lay.deck)
    # words 12 points at least, the line under the board 14 (a status line)
    for size_pt in vars(lay.type).values():
        assert size_pt * z >= 12
    assert lay.type.hint * z >= 14


def test_the_desktop_keeps_the_first_versions_geometry():
    """At 1280 × 720 (and the rules page's 460 × 360 pictures) the board is where it always
    was: the same rects as the first version's Geometry."""
    lay = board_layout(pygame.Rect(308, 76, 664, 640), 3)
    assert lay.arrangement == "classic" and lay.type is TABLE_TYPE
    assert lay.trays[0] == pygame.Rect(549, 140, 421, 150)
    assert lay.deck == pygame.Rect(378, 230, 92, 130)
    assert lay.held == pygame.Rect(374, 457, 92, 130)
    assert lay.pill == pygame.Rect(338, 174, 164, 34)
    assert lay.count_at == (422, 380) and lay.held_label_at == (420, 443)
    five = board_layout(pygame.Rect(308, 76, 664, 640), 5)
    assert five.trays[0] == pygame.Rect(630, 81, 340, 112)
    assert five.deck == pygame.Rect(419, 230, 92, 130)
    picture = board_layout(pygame.Rect(0, 0, 460, 360), 3)
    assert picture.arrangement == "classic"
    assert picture.trays[0] == pygame.Rect(184, 4, 274, 100)
    assert picture.deck == pygame.Rect(62, 60, 62, 89)


def test_a_phone_upright_with_five_players_puts_the_rows_in_a_grid():
    """360 × 640 with five seats: a board about 348 × 228 points; five rows stacked would be
    too thin for a Take button, so the deck and the rows share two columns of cells."""
    view, play = screen((360, 640), 5)
    lay = board_layout(play.board, 5)
    assert lay.arrangement == "grid" and lay.type is PHONE_TYPE
    assert lay.block.w < play.board.w / 2
    assert all(min(t.w, t.h) >= 44 for t in lay.take)
    # the rows' reading order: left to right, then down
    keys = [(t.y, t.x) for t in lay.trays]
    assert keys == sorted(keys)


@pytest.mark.parametrize("rect,players", [((0, 0, 460, 360), 3), ((0, 0, 330, 260), 3),
                                          ((0, 0, 300, 240), 3), ((0, 0, 330, 260), 5)])
def test_the_rules_pages_pictures(rect, players):
    """The rules page draws a second view in a small rect (460 × 360 on a desktop, about
    330 × 260 on a phone): everything inside it, nothing over anything else."""
    lay = board_layout(pygame.Rect(rect), players)
    board = pygame.Rect(rect)
    for r in range(players):
        assert inside(board, lay.trays[r]) and not lay.trays[r].colliderect(lay.block)
    assert inside(board, lay.deck) and inside(board, lay.held)
    assert lay.cw >= 20


@pytest.mark.parametrize("players", PLAYERS)
def test_the_replays_smaller_board(players):
    """Held upright, the replay keeps every panel above the board and the review under it:
    the board is as small as 348 × 134 points; it is only looked at, but nothing overlaps."""
    _, play = screen((360, 640), players, replaying=True)
    lay = board_layout(play.board, players)
    for rect in lay.trays + [lay.deck, lay.held, lay.block]:
        assert inside(play.board, rect)
    for a, b in itertools.combinations(lay.trays + [lay.block], 2):
        assert not a.colliderect(b)
    assert lay.cw >= 16


@pytest.mark.parametrize("size,players", list(itertools.product(SIZES, PLAYERS)))
def test_each_pile_is_readable_in_its_panel(size, players):
    """A seat's pile drawn in the area its panel gives: inside it, counts 12 points at least;
    a phone's strip (a full row of the screen upright, a column's panel on its side) shows a
    slot per kind when nine fit, else the kinds held."""
    view, play = screen(size, players)
    pile = (3, 0, 1, 2, 0, 0, 5, 1, 2)
    for area in play.areas:
        if not area.w:
            continue
        spot = pile_layout(area, view.shape, pile)
        assert spot.count_size * view.zoom >= 12
        cards = [c for c in spot.cards if c is not None]
        for card in cards:
            assert inside(area, card), (card, area)
        for a, b in itertools.combinations(cards, 2):
            assert not a.colliderect(b)
        if view.shape == "portrait":
            # the five-seat strip (about 203 × 38): all nine kinds where each is 16 points
            # across, else the kinds held (issue 50: 12 wide was too small to read)
            assert min(min(c.w, c.h) for c in cards) >= 16
            assert spot.score_at is not None and area.collidepoint(spot.score_at)
            if spot.style == "slots":
                assert len(cards) == len(KINDS)
            else:
                assert spot.style == "chips" and spot.cards[6] is not None   # the 5 violet
            for centre in spot.counts:
                if centre is not None:
                    assert area.top <= centre[1] - 6 and centre[1] + 6 <= area.bottom
        elif view.shape == "landscape" and area.h >= 18:
            assert spot.score_at is not None and cards
            held = sorted((k for k in range(len(KINDS)) if pile[k]),
                          key=lambda k: (-pile[k], k))        # the largest first
            shown = [k for k in held if spot.cards[k] is not None]
            assert shown == held[:len(shown)]
            assert len(shown) == len(held) or spot.more is not None


@pytest.mark.parametrize("width,height,players", [
    (820, 34 + 56 * 5 + 24, 5), (820, 220, 3), (588, 118, 5), (588, 150, 3), (792, 148, 5),
    (308, 342, 5), (308, 342, 2), (338, 330, 4), (300, 300, 5), (647, 400, 5)])
def test_the_scoring_table_fits_the_result_box(width, height, players):
    """The body of the result box at every width the shell gives (a desktop's 820, a phone on
    its side: 588 wide and little height, upright: about 308 wide): a row per player inside
    it, apart; small cards big enough for their counts."""
    rect = pygame.Rect(40, 100, width, height)
    lay = scoring_layout(rect, players)
    assert len(lay.rows) == players
    for row in lay.rows:
        assert inside(rect, row), (row, rect)
    for a, b in itertools.pairwise(lay.rows):
        assert a.bottom <= b.top
    assert lay.mini[1] >= 14 and lay.points_size >= 12 and lay.name_size >= 12
    if lay.footnote is not None:
        assert inside(rect, lay.footnote)
    assert scoring_height(players, 820) == 34 + 56 * players + 24   # the first version's
    if width >= 760 and height >= 28 + 56 * players:
        assert lay.style == "wide"          # the desktop's table, as it always was


def test_a_tap_between_two_rows_lands_on_the_nearer():
    state = get_game("coloretto").new_game("colors", {}, 5, 1)
    view, play = screen((360, 640), 5)
    lay = board_layout(play.board, 5)
    hands = Input(None)              # `at` reads the layout given, not a view
    # rows 2 and 4 sit one over the other (the grid's left column): a tap in the gap
    upper, lower = lay.trays[1], lay.trays[3]
    assert upper.x == lower.x and upper.bottom < lower.top
    x = upper.centerx
    assert hands.at(state, lay, (x, upper.bottom + 1)) == ("row", 1)
    assert hands.at(state, lay, (x, lower.top - 1)) == ("row", 3)
    # the deck and row 1 side by side: a tap between them goes to the nearer
    deck, row1 = lay.deck_hit, lay.trays[0]
    assert deck.right <= row1.left
    assert hands.at(state, lay, (deck.right + 1, deck.centery)) == "deck"
    assert hands.at(state, lay, (row1.left - 1, row1.centery)) == ("row", 0)
    # far from everything: nothing
    assert hands.at(state, lay, (play.board.centerx, play.board.bottom + 100)) is None


def test_any_rect_gets_a_board_inside_it():
    """A window being resized gives the board every size in between: whatever the rect, the
    rows, the deck and the drawn card's spot lie inside it and the rows apart."""
    for w in range(140, 1400, 47):
        for h in range(110, 1000, 53):
            for players in PLAYERS:
                rect = pygame.Rect(5, 7, w, h)
                lay = board_layout(rect, players)
                for part in lay.trays + [lay.deck, lay.held]:
                    assert rect.contains(part), (w, h, players, lay.arrangement, part)
                for a, b in itertools.combinations(lay.trays, 2):
                    assert not a.colliderect(b), (w, h, players)


def test_every_refusal_fits_the_line_under_the_board():
    """Why a row or the deck chooses nothing fits whole (no "…") on the line under the
    board of every checked screen, for every player count, in 14-point type at least."""
    import random

    from game.coloretto.view import words
    from game.ui import draw
    game = get_game("coloretto")
    checked = 0
    for players in PLAYERS:
        widths = []
        for size in SIZES:
            _, shell = screen(size, players)
            widths.append(board_layout(shell.board, players).hint_w)
        width = min(widths)
        state = game.new_game("colors" if players > 2 else "colors", {}, players, players)
        rng = random.Random(players)
        while not state.is_over():
            for held in (None, "R", "W", "+"):
                for target in ["deck"] + [("row", r) for r in range(players)]:
                    said = words.refusal(state, target, held)
                    assert draw.text_width(said, 14) <= width, (players, said, width)
                    checked += 1
            state.push(rng.choice(state.legal_moves()))
    assert checked > 1000
