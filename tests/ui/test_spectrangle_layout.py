"""Spectrangle's layout without a display: for the board rect of every checked screen size
and shape, and every player count, every field's hit area and every rack tile is a
fingertip wide, every button a thumb's, everything lies inside the rect, nothing covers a
target or another button, and a tap anywhere goes to exactly one field: the one under it,
or between fields the nearer."""

import math
import random

import pygame
import pytest

from game.spectrangle.rules import FIELDS, ROWS
from game.spectrangle.view.layout import (
    TARGET,
    TOUCH,
    layout,
    score_width,
    tray_room,
    tray_slot,
)
from game.ui.play import layout as playlayout
from game.ui.screen import CHECKED_SIZES, Viewport
from game.ui.view import REACH

EXTRA = {2: 58, 3: 48, 4: 38}       # the view's seat_panel_height


def boards():
    """(name, viewport, board rect, players, the shell's layout) of every checked size."""
    out = []
    for _kind, sizes in CHECKED_SIZES.items():
        for w, h in sizes:
            vp = Viewport.of(w, h)
            for players in (2, 3, 4):
                lay = playlayout.layout(vp.size, vp.shape, players, EXTRA[players])
                out.append((f"{w}x{h}-{players}p", vp, lay.board, players, lay))
    return out


BOARDS = boards()
IDS = [b[0] for b in BOARDS]


def inside(p, tri) -> bool:
    (ax, ay), (bx, by), (cx, cy) = tri

    def side(x1, y1, x2, y2):
        return (p[0] - x2) * (y1 - y2) - (x1 - x2) * (p[1] - y2)
    d1, d2, d3 = side(ax, ay, bx, by), side(bx, by, cx, cy), side(cx, cy, ax, ay)
    return not ((d1 < 0 or d2 < 0 or d3 < 0) and (d1 > 0 or d2 > 0 or d3 > 0))


def buttons(geo):
    return {"symbols": geo.symbols, "skip": geo.skip, "exchange": geo.exchange}


@pytest.mark.parametrize("name,vp,rect,players,shell", BOARDS, ids=IDS)
def test_targets_and_buttons_are_big_enough_and_inside(name, vp, rect, players, shell):
    geo = layout(rect, players)
    for f, field in enumerate(geo.fields):
        assert vp.css(min(field.box.w, field.box.h)) >= TARGET, (f, field.box)
        assert rect.contains(field.box), (f, field.box)
    for i, slot in enumerate(geo.rack.slots):
        assert vp.css(min(slot.w, slot.h)) >= TOUCH, (i, slot)       # a control's size, even
        assert geo.rack.rect.contains(slot) and rect.contains(slot)
    for label, button in buttons(geo).items():
        assert vp.css(button.w) >= TOUCH and vp.css(button.h) >= TOUCH, (label, button)
        assert rect.contains(button), (label, button)
    assert rect.contains(geo.rack.rect) and rect.contains(geo.hint_line())
    for extra in (geo.start, geo.bag):
        if extra is not None:
            assert rect.contains(extra)
    (cx, cy), side = geo.slab()                     # the slate slab round the fields
    assert rect.left <= cx - side / 2 and cx + side / 2 <= rect.right
    assert rect.top <= cy - side / math.sqrt(3) and cy + side / (2 * math.sqrt(3)) <= rect.bottom
    assert geo.hint_size >= 14                      # the line of what to do


@pytest.mark.parametrize("name,vp,rect,players,shell", BOARDS, ids=IDS)
def test_nothing_covers_a_target_or_another_button(name, vp, rect, players, shell):
    geo = layout(rect, players)
    boxes = [f.box for f in geo.fields]
    things = dict(buttons(geo), rack=geo.rack.rect, hint=geo.hint_line())
    if geo.bag is not None:
        things["bag"] = geo.bag
    if geo.start is not None and not geo.start_shares:
        things["start"] = geo.start
    names = list(things)
    # the buttons a rack holds (a table's column, a wide phone row's Skip and Exchange)
    held = ({"skip", "exchange", "symbols"} if geo.rack.style == "table"
            else {"skip", "exchange"} if geo.rack.choices is not None else set())
    for i, a in enumerate(names):
        assert things[a].collidelist(boxes) < 0, (a, things[a])
        for b in names[i + 1:]:
            if "rack" in (a, b) and {a, b} & held:
                assert geo.rack.rect.contains(things[b if a == "rack" else a])
                continue
            assert not things[a].colliderect(things[b]), (a, things[a], b, things[b])
    if geo.start is not None and geo.start_shares:
        # the starting draw takes Skip and Exchange's place (shown only while they hide):
        # it keeps off everything else
        for other in ("symbols", "bag", "rack", "hint"):
            if other in things:
                assert not geo.start.colliderect(things[other]), other
        assert geo.start.collidelist(boxes) < 0
    slots = geo.rack.slots
    for i, a in enumerate(slots):
        assert a.collidelist(boxes) < 0
        assert all(not a.colliderect(b) for b in slots[i + 1:])


@pytest.mark.parametrize("name,vp,rect,players,shell", BOARDS, ids=IDS)
def test_a_tap_goes_to_one_field_the_one_under_it_or_the_nearer(name, vp, rect, players, shell):
    geo = layout(rect, players)
    rng = random.Random(name)
    for f, field in enumerate(geo.fields):
        assert geo.field_at(field.centre) == f
        # anywhere in its triangle (a little in from the edges) is that field
        for _ in range(12):
            a, b = rng.random(), rng.random()
            if a + b > 1:
                a, b = 1 - a, 1 - b
            p0, p1, p2 = field.points
            p = (p0[0] + a * (p1[0] - p0[0]) + b * (p2[0] - p0[0]),
                 p0[1] + a * (p1[1] - p0[1]) + b * (p2[1] - p0[1]))
            toward = (p[0] + (field.centre[0] - p[0]) * 0.1, p[1] + (field.centre[1] - p[1]) * 0.1)
            assert geo.field_at(toward) == f
    # a tap in two boxes goes to the nearer centre; near the board, the nearest within reach
    for _ in range(300):
        p = (rng.uniform(rect.left, rect.right), rng.uniform(rect.top, rect.bottom))
        got = geo.field_at(p)
        holding = [f for f, field in enumerate(geo.fields) if field.box.collidepoint(p)]
        if holding:
            best = min(math.dist(p, geo.fields[f].centre) for f in holding)
            assert got in holding and math.dist(p, geo.fields[got].centre) == best
            under = [f for f, field in enumerate(geo.fields) if inside(p, field.points)]
            if under:
                assert got in under
        elif got is not None:
            gap = pygame.Rect(geo.fields[got].box).inflate(2 * REACH, 2 * REACH)
            assert gap.collidepoint(p)


@pytest.mark.parametrize("name,vp,rect,players,shell", BOARDS, ids=IDS)
def test_a_tap_between_the_rack_and_the_board_lands_on_the_nearer(name, vp, rect, players,
                                                                  shell):
    geo = layout(rect, players)
    for i, slot in enumerate(geo.rack.slots):
        assert geo.target_at(slot.center) == ("slot", i)
        assert geo.target_at((slot.centerx, slot.top + 1)) == ("slot", i)
    bottom = [f for f in range(FIELDS) if f >= (ROWS - 1) ** 2]
    for f in bottom:
        box = geo.fields[f].box
        assert geo.target_at((box.centerx, box.bottom - 1))[0] == "field"
    # a point just off a slot's edge and far from every field is that slot
    for i, slot in enumerate(geo.rack.slots):
        below = (slot.centerx, slot.bottom + 4)
        others = [s for s in geo.rack.slots if s is not slot]
        if all(math.dist(below, field.centre) > 60 for field in geo.fields) and \
                all(not s.inflate(8, 8).collidepoint(below) for s in others):
            assert geo.target_at(below) == ("slot", i)


@pytest.mark.parametrize("name,vp,rect,players,shell", BOARDS, ids=IDS)
def test_each_hand_fits_its_seat_panel(name, vp, rect, players, shell):
    for seat in range(players):
        area = shell.areas[seat]
        if not area.w:
            continue
        for i in range(4):
            (x, y), side = tray_slot(area, i, vp.shape)
            h = side * math.sqrt(3) / 2
            assert area.left - 0.5 <= x - side / 2 and x + side / 2 <= area.right + 0.5
            assert area.top - 1.5 <= y - 2 * h / 3 and y + h / 3 <= area.bottom + 1.5
            if vp.shape != "table":
                assert x + side / 2 <= tray_room(area, vp.shape).right + 0.5
        if vp.shape != "table":
            assert score_width(area, vp.shape) + 6 < area.w


def test_the_table_keeps_the_board_of_today():
    rect = playlayout.layout((1280, 720), "table", 2, 58).board
    geo = layout(rect, 2)
    assert geo.arrangement == "table"
    assert geo.side == 86 and geo.apex == (640, 108) and geo.margin == 14
    assert geo.rack.rect == pygame.Rect(308, 612, 664, 100) and geo.rack.tile == 78
    assert [s.x for s in geo.rack.slots] == [384, 478, 572, 666]
    assert geo.skip == pygame.Rect(772, 616, 66, 44)
    assert geo.symbols == pygame.Rect(772, 664, 192, 44)
    assert geo.start == pygame.Rect(310, 82, 206, 94) and geo.bag == pygame.Rect(766, 82, 204, 92)


@pytest.mark.parametrize("size", [(460, 360), (330, 260), (336, 352), (300, 300), (800, 300),
                                  (240, 500)])
def test_any_rect_gets_a_board_inside_it(size):
    """A rules page's pictures (today's and a phone's) and rects of no screen: a board, the
    largest that fits, inside the rect."""
    rect = pygame.Rect((0, 0), size)
    geo = layout(rect, 2)
    for field in geo.fields:
        assert rect.contains(field.box)
    assert rect.contains(geo.hint_line())
    # the pictures keep the board as big as today's (rules page: 460 × 360)
    if size == (460, 360):
        assert geo.side == 53


def test_the_arrangement_follows_the_room():
    def arrangement(w, h, players=2):
        vp = Viewport.of(w, h)
        return layout(playlayout.layout(vp.size, vp.shape, players, 58).board, players)
    assert arrangement(1280, 720).arrangement == "table"
    assert arrangement(390, 844).arrangement == "below"          # the rack near the thumb
    assert arrangement(640, 360).arrangement == "below"
    assert arrangement(360, 640, 4).arrangement == "corner"      # no room under the board
    assert arrangement(360, 640, 4).symbols_icon is False
    four = arrangement(360, 640, 4)
    assert len(four.rack.slots) == 4 and four.rack.style == "block"


def test_the_line_under_the_board_is_never_cut():
    """Every wording the line under the board may show has one that fits it whole at the
    narrowest of the checked screens (no "…"): what to do, the last move made, a field
    pointed at or refused with any tile in any turn, the game's end."""
    from game.spectrangle.view import words
    from game.table.registry import get_game
    from game.ui import draw
    narrowest = min((g.hint_width, g.hint_size) for g in
                     (layout(rect, players) for _, _, rect, players, _ in BOARDS))
    width, size = narrowest
    game = get_game("spectrangle")
    seen = 0

    def check(wordings):
        nonlocal seen
        seen += 1
        assert wordings and draw.text_width(wordings[-1], size) <= width, wordings

    for seed in range(6):
        state = game.new_game("standard", {}, 2 + seed % 3, seed)
        rng = random.Random(seed)
        while not state.is_over():
            hand = state.hands[state.to_move]
            for touch in (False, True):
                for selected in [None] + list(hand):
                    for field in range(FIELDS):
                        check(words.refusal(state, field, selected, False, touch))
                        for r in (0, 1):
                            line, _ = words.hint_line(
                                state, act=True, moving=False, last=[], exchanging=False,
                                selected=selected, rotation=r, hover=field, lit={},
                                turned=set(), touch=touch)
                            check(line)
                check(words.refusal(state, 0, None, True, touch))
            move = rng.choice(state.legal_moves())
            check(words.last_move(state, move))
            state.push(move)
        check(words.hint_line(state, act=False, moving=False, last=[], exchanging=False,
                              selected=None, rotation=0, hover=None, lit={}, turned=set(),
                              touch=False)[0])
    assert seen > 10000
