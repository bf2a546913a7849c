"""Drawing Collecto: the board with its arrows and whatever the moment shows on it (a push
previewed, a push sliding, balls lit and flying to a tray, a declaration said), the words
under the board, a seat's tray and points, the hint's ring.  It draws the
state with the layout (layout.py) and the art (art.py), in points, and changes nothing."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.collecto.rules import DECLARE, PASS, SIZE, play_pushes, slides
from game.core.i18n import _, ngettext, npgettext, pgettext
from game.ui import draw, theme
from game.ui.view import ViewContext

from .art import ARROW_SIZE, ball_color
from .input import PushInput
from .layout import BoardLayout, TrayLayout, tray_layout
from .motion import GAIN_TIME, PushAnimation, SayAnimation, first_slide, flight_path
from .words import Words, board_words, say_text


# --- what the board shows now -------------------------------------------------------------------
@dataclass
class Frame:
    """What one frame of the board shows, worked out from the state, the context and the
    input (no drawing): the balls at rest, those moving, what a previewed push would do,
    the arrows' states and the words under the board."""

    board: list                          # the balls at rest (codes by cell)
    movers: list = field(default_factory=list)     # (code, from cell, to cell, 0..1)
    ghosts: list = field(default_factory=list)     # (code, cell) faded: a previewed ball's start
    collected: list = field(default_factory=list)  # cells ringed as collected
    glow: float = 0.0
    pointed: int | None = None           # the arrow pointed at (or pressed, or dragged to)
    preview: object = None               # what the pointed push would do, when it may be chosen
    offered: set = field(default_factory=set)
    anim: object = None                  # the running push or declaration, if any
    first: int | None = None             # the first push of a double move, once chosen
    dragging: bool = False               # a row or column is being dragged
    words: Words | None = None
    zoom: int | None = None              # the side whose arrows are enlarged in a strip


def frame_of(state, ctx: ViewContext, lay: BoardLayout, inp: PushInput, preview_of) -> Frame:
    anim = ctx.animation if isinstance(ctx.animation, (PushAnimation, SayAnimation)) else None
    interactive = ctx.interactive and anim is None
    out = Frame(inp.board_shown(state) if interactive else list(state.board), anim=anim,
                offered=inp.offered(state) if interactive else set(),
                first=inp.first if interactive else None,
                dragging=interactive and inp.drag is not None,
                zoom=inp.zoom if interactive and lay.zoom else None)
    if isinstance(anim, PushAnimation):
        pushing(out, anim)
    elif interactive:
        t = first_slide(inp.first_at, ctx.time) if inp.first is not None else None
        if t is not None:
            # the first push of a double move slides into place when chosen
            before = list(state.board)
            out.board = before
            out.movers = [(before[a], a, b, t) for a, b in slides(before, inp.first)]
        else:
            out.pointed = inp.pointed(lay, ctx)
            if out.pointed is not None and out.pointed in out.offered:
                out.preview = preview_of(state, inp.move_for(out.pointed))
                steps = out.preview.steps[-1]
                out.movers = [(out.board[a], a, b, 1.0) for a, b in steps]
                out.ghosts = [(out.board[a], a) for a, _dst in steps]
                out.collected = [r * SIZE + c for r, c, _letter in out.preview.collected]
                out.glow = ctx.pulse(5)
    refused = inp.refused_push(state) if interactive and out.pointed is None else None
    out.words = board_words(state, interactive=interactive, pointed=out.pointed,
                            preview=out.preview, first=out.first, armed=inp.declare_armed,
                            doubles=interactive and inp.doubles(state), touch=ctx.touch,
                            refused=refused)
    return out


def pushing(out: Frame, anim: PushAnimation) -> None:
    """`out` as the push under way shows it: the balls sliding, then those collected lit
    before they fly."""
    sliding = anim.sliding()
    if sliding is not None:
        board, steps, t = sliding
        out.board = board
        out.movers = [(board[a], a, b, t) for a, b in steps]
        return
    out.board = list(anim.final)
    out.collected = [c for i, c in enumerate(anim.collected) if anim.flight(i) == 0]
    out.glow = anim.glow
    for i, c in enumerate(anim.collected):
        if anim.flight(i) > 0:
            out.board[c] = 0


# --- the board ------------------------------------------------------------------------------------
def draw_board(surface, state, ctx: ViewContext, lay: BoardLayout, art, frame: Frame,
               symbols: bool) -> None:
    lit = None      # the line pointed at: gold when its push may be chosen, grey when dragged
    if frame.pointed is not None and (frame.pointed in frame.offered or frame.dragging):
        lit = (frame.pointed, frame.pointed in frame.offered)
    _blit_board(surface, lay, art, frame.board,
                frozenset(a for _code, a, _to, _t in frame.movers), lit, symbols)
    for code, cell in frame.ghosts:
        draw.blit(surface, art.faded(code, lay.ball, symbols, 60), lay.cell_centre(cell),
                  "center")
    if frame.anim is None and not frame.movers:
        # the balls collected since your turn: faint, ringed in the collector's colour
        for cell, (code, seat) in collected_since(ctx.recent).items():
            if frame.board[cell] == 0:
                centre = lay.cell_centre(cell)
                draw.blit(surface, art.faded(code, lay.ball, symbols, 45), centre, "center")
                draw.circle(surface, (*theme.seat_color(seat), 170), centre, lay.ball / 2, 2)
    for code, a, b, t in frame.movers:
        (ax, ay), (bx, by) = lay.cell_centre(a), lay.cell_centre(b)
        draw_ball(surface, lay, art, code, (draw.lerp(ax, bx, t), draw.lerp(ay, by, t)),
                  symbols)
    for cell in frame.collected:
        c = lay.cell_centre(cell)
        r = lay.ball / 2
        draw.circle(surface, (*theme.GOLD_LIGHT, int(60 + 120 * frame.glow)), c,
                    r + min(6, max(3, lay.cell * 0.1)), 3)
        if isinstance(frame.anim, PushAnimation):
            draw.circle(surface, (255, 255, 255, int(70 * frame.glow)), c, r)
    _draw_arrows(surface, state, ctx, lay, art, frame)
    if frame.zoom is not None:
        _draw_strip(surface, state, lay, art, frame, ctx)
    elif frame.preview is not None and frame.pointed is not None:
        _gain_badge(surface, state, lay, frame.pointed, frame.preview)
    if isinstance(frame.anim, SayAnimation):
        _draw_say(surface, lay, art, frame.anim)
    if lay.words is not None and frame.words is not None:
        _draw_words(surface, lay, frame.words)


def draw_ball(surface, lay: BoardLayout, art, code: int, centre, symbols: bool) -> None:
    size = lay.ball
    draw.blit(surface, art.shadow(size), (centre[0] + 1, centre[1] + 4), "center")
    draw.blit(surface, art.ball(code, size, symbols), centre, "center")


PAD = 24        # the layers of the board reach this far round the mat (its shadow)


def _blit_board(surface, lay: BoardLayout, art, board, skip, lit, symbols) -> None:
    """The board, the line pointed at (`lit`: (push, offered) or None) and the balls at
    rest (all but `skip`), drawn into one layer whenever one of them changes."""
    key = (bytes(board), skip, lit, symbols, tuple(lay.mat), tuple(lay.grid))

    def make():
        layer = _mat_layer(lay, art).copy()
        dx, dy = PAD - lay.mat.x, PAD - lay.mat.y
        if lit is not None:
            push, ok = lit
            draw.rounded_rect(layer, (*(theme.GOLD_LIGHT if ok else (200, 200, 200)),
                                      38 if ok else 20),
                              lay.line_rect(push).inflate(6, 6).move(dx, dy),
                              min(12, lay.cell // 4))
        for cell, code in enumerate(board):
            if code and cell not in skip:
                x, y = lay.cell_centre(cell)
                draw_ball(layer, lay, art, code, (x + dx, y + dy), symbols)
        return layer
    draw.blit(surface, art.layer("balls", key, make), (lay.mat.x - PAD, lay.mat.y - PAD))


def _mat_layer(lay: BoardLayout, art) -> pygame.Surface:
    """The board with its 49 wells (drawn once per size)."""
    def make():
        layer = draw.layer(lay.mat.inflate(2 * PAD, 2 * PAD).size)
        m = pygame.Rect(PAD, PAD, *lay.mat.size)
        radius = min(20, lay.cell // 3)
        draw.shadow(layer, m, radius, blur=10, alpha=100, offset=(0, 6))
        draw.rounded_rect(layer, (*theme.darken(theme.MAT, 0.12), 255), m, radius)
        draw.rounded_rect(layer, (255, 255, 255, 30), m, radius, 1)
        well = art.well(int(lay.ball + 6))
        dx, dy = PAD - lay.mat.x, PAD - lay.mat.y
        for cell in range(SIZE * SIZE):
            x, y = lay.cell_centre(cell)
            draw.blit(layer, well, (x + dx, y + dy), "center")
        # the centre, empty at setup, is marked
        x, y = lay.cell_centre(SIZE * SIZE // 2)
        draw.circle(layer, (*theme.GOLD, 70), (x + dx, y + dy), lay.ball * 0.2, 2)
        return layer
    return art.layer("mat", (tuple(lay.mat), tuple(lay.grid)), make)


# --- the arrows -----------------------------------------------------------------------------------
def pushed_since(recent) -> dict:
    """{push: seat} of every push since your turn, drawn in its player's colour (the latest
    wins an arrow pushed twice)."""
    last = {}
    for r in recent:
        if r.move not in (DECLARE, PASS):
            for push in (r.move if isinstance(r.move, tuple) else (r.move,)):
                last[push] = r.seat
    return last


_collected = [(), {}]       # the last `recent` seen and what it collected


def collected_since(recent) -> dict:
    """{cell: (ball, seat)} of every ball collected since your turn (the latest collector of
    a cell wins), worked out once per change of the table."""
    if _collected[0] is not recent:
        out = {}
        for r in recent:
            if r.move not in (DECLARE, PASS):
                pushes = r.move if isinstance(r.move, tuple) else (r.move,)
                _after, _gains, before, cells = play_pushes(r.before.board, pushes)
                out.update({cell: (before[cell], r.seat) for cell in cells})
        _collected[:] = [recent, out]
    return _collected[1]


def draw_arrow(surface, art, centre, kind: int, style: str, size: float, color=None) -> None:
    draw.blit(surface, art.arrow(kind, style, size, color), centre, "center")


def _draw_arrows(surface, state, ctx, lay: BoardLayout, art, frame: Frame) -> None:
    last = pushed_since(ctx.recent)
    anim, offered = frame.anim, frame.offered
    moving = set(anim.pushes) if isinstance(anim, PushAnimation) else set()
    pulse = ctx.pulse(4)
    size, k = lay.arrow, lay.arrow / ARROW_SIZE
    for push in range(SIZE * 4):
        kind = push // SIZE
        centre = lay.arrow_centre(push)
        if push in moving:
            draw_arrow(surface, art, centre, kind, "last", size,
                       tuple(theme.seat_color(anim.seat)))
        elif push == frame.first and offered:
            # the first push of the double move being made, numbered
            seat_color = tuple(theme.seat_color(state.to_move))
            draw_arrow(surface, art, centre, kind, "last", size, seat_color)
            x, y = centre[0] + 14 * k, centre[1] - 14 * k
            r = max(9.0, 10 * k)
            draw.circle(surface, (255, 255, 255), (x, y), r)
            draw.circle(surface, seat_color, (x, y), r - 1.5)
            draw.text(surface, "1", (x, y), 13 if r >= 10 else 12, (255, 255, 255), True,
                      "center")
        elif push == frame.pointed and push in offered:
            draw_arrow(surface, art, centre, kind, "hover", size)
        elif push in offered:
            draw.circle(surface, (*theme.GOLD_LIGHT, int(30 + 40 * pulse)), centre, 21 * k)
            draw_arrow(surface, art, centre, kind, "on", size)
        elif push in last and not offered and anim is None:
            draw_arrow(surface, art, centre, kind, "last", size,
                       tuple(theme.darken(theme.seat_color(last[push]), 0.1)))
        elif offered or ctx.over or state.is_over():
            draw_arrow(surface, art, centre, kind, "off", size)
        else:
            draw_arrow(surface, art, centre, kind, "idle", size)


def _draw_strip(surface, state, lay: BoardLayout, art, frame: Frame, ctx) -> None:
    """The zoom: the open side's seven arrows enlarged in a strip over the board's edge, a
    fingertip each, the line of the one pointed at lit as on the board."""
    strip = lay.strip(frame.zoom)
    whole = strip[0].union(strip[-1])
    draw.panel(surface, whole.inflate(8, 8), fill=(8, 32, 24, 235), edge=(*theme.GOLD, 150),
               radius=12, shadow_alpha=90)
    size = min(whole.w, whole.h) * 0.82
    pulse = ctx.pulse(4)
    for i, rect in enumerate(strip):
        push = frame.zoom * SIZE + i
        if push == frame.pointed and push in frame.offered:
            draw_arrow(surface, art, rect.center, frame.zoom, "hover", size)
        elif push in frame.offered:
            draw.circle(surface, (*theme.GOLD_LIGHT, int(30 + 40 * pulse)), rect.center,
                        size * 0.48)
            draw_arrow(surface, art, rect.center, frame.zoom, "on", size)
        else:
            draw_arrow(surface, art, rect.center, frame.zoom, "off", size)


def _gain_badge(surface, state, lay: BoardLayout, push: int, preview) -> None:
    n = len(preview.collected)
    if not n:
        return
    label = f"+{n}"
    w = draw.text_width(label, 16, True) + 16
    rect = pygame.Rect(0, 0, max(30, round(w)), 26)
    rect.center = tuple(round(v) for v in lay.badge_centre(push))
    draw.rounded_rect(surface, (0, 0, 0, 90), rect.move(0, 2), 13)
    draw.rounded_rect(surface, theme.seat_color(state.to_move), rect, 13)
    draw.text(surface, label, rect.center, 16, (255, 255, 255), True, "center")


# --- words and speech -----------------------------------------------------------------------------
def _draw_say(surface, lay: BoardLayout, art, anim: SayAnimation) -> None:
    """A declaration or a pass, said in a banner over the board."""
    t = anim.progress
    alpha = int(255 * min(1.0, t / 0.15, (1 - t) / 0.2 if t > 0.8 else 1.0))
    text = say_text(anim)
    # a table's banner; on a phone the words and the chip shrink to fit the board
    room = lay.rect.w - 24
    size, token = 24, 40
    text, size = draw.fit(text, size, room - 110, True, smallest=14)
    if size < 24:
        token = 28
    w = draw.text_width(text, size, True) + (110 if token == 40 else 72)
    h = 74 if token == 40 else 52
    rect = pygame.Rect(0, 0, round(w), h)
    rect.center = (lay.grid.centerx, lay.grid.centery - int(10 * (1 - t)))
    layer = draw.layer(rect.inflate(40, 40).size)
    inner = pygame.Rect(20, 20, rect.w, rect.h)
    draw.panel(layer, inner, fill=(12, 40, 30, 245), edge=(*theme.GOLD, 150), radius=20,
               shadow_alpha=120)
    draw_token(layer, art, anim.seat, (inner.x + token * 1.1, inner.centery), token)
    draw.text(layer, text, (inner.x + token * 2, inner.centery), size, theme.TEXT, True,
              "midleft")
    layer.set_alpha(alpha)
    draw.blit(surface, layer, (rect.x - 20, rect.y - 20))


def _draw_words(surface, lay: BoardLayout, words: Words) -> None:
    """The words under the board, the chip of a double move's step before them."""
    msg, chip = words.text, words.chip
    if not msg:
        return
    size, box = lay.words_size, lay.words
    chip_w = draw.text_width(chip, 13, True) + 20 if chip else 0
    if lay.mode == "words":
        room = box.w - 16
        lines = draw.wrap(msg, size, room - (chip_w + 12 if chip else 0))
        if chip and len(lines) > 1:
            # the chip on a line of its own, the words under it
            pill = pygame.Rect(0, 0, round(chip_w), 20)
            pill.midtop = (box.centerx, box.y)
            _chip(surface, pill, chip)
            msg, _size = draw.fit(msg.split(":")[0] if draw.text_width(msg, size) > room else msg,
                              size, room, smallest=size)
            with draw.role("status"):
                draw.text(surface, msg, (box.centerx, box.y + 31), size, words.color, False,
                          "center")
            return
        if not chip:
            if len(lines) > 2:
                lines = [lines[0], draw.fit(" ".join(lines[1:]), size, room, smallest=size)[0]]
            step = round(size * 1.3)
            y = box.centery - step * (len(lines) - 1) / 2
            with draw.role("status"):
                for i, line in enumerate(lines):
                    draw.text(surface, line, (box.centerx, y + step * i), size, words.color,
                              False, "center")
            return
    # one line: today's table (the words after a colon go only if they fit at 14 points)
    room = lay.rect.w - 20 - (chip_w + 12 if chip else 0)
    if draw.text_width(msg, min(size, 14)) > room:
        msg = msg.split(":")[0]
    msg, size = draw.fit(msg, size, room, smallest=min(size, 14))
    width = draw.text_width(msg, size)
    x, y = box.centerx, box.y + box.h / 2
    if chip:
        left = x - (width + chip_w + 12) / 2
        pill = pygame.Rect(round(left), round(y - 12), round(chip_w), 24)
        _chip(surface, pill, chip)
        x = pill.right + 12 + width / 2
    with draw.role("status"):
        draw.text(surface, msg, (x, y), size, words.color, False, "center")


def _chip(surface, pill, chip: str) -> None:
    draw.rounded_rect(surface, (*theme.GOLD, 235), pill, pill.h // 2)
    draw.text(surface, chip, pill.center, 13, theme.TEXT_DARK, True, "center")


# --- a hint ---------------------------------------------------------------------------------------
def draw_hint(surface, lay: BoardLayout, label: str, ctx: ViewContext, draw_tag, *,
              push: int | None = None, button: pygame.Rect | None = None, avoid=(),
              at=None) -> None:
    """A hint (or a move awaiting Confirm) on the board: a pulsing ring round the arrow of
    `push` (its tag over the balls beside it) or round `button` (its tag beside it);
    `draw_tag(surface, label, midtop)` draws the tag."""
    pulse = ctx.pulse(5)
    if button is not None:
        draw.rounded_rect(surface, (*theme.HINT, int(120 + 100 * pulse)),
                          button.inflate(round(10 + 4 * pulse), round(10 + 4 * pulse)), 16, 4)
        draw_tag(surface, label, _button_tag(lay, button, label, avoid))
        return
    point = tuple(round(v) for v in (at or lay.arrow_centre(push)))
    if at is not None:          # an arrow in the zoom's strip
        r = lay.least * 0.5
        draw.circle(surface, (*theme.HINT, int(120 + 100 * pulse)), point, r + 3 * pulse, 4)
    elif lay.mode == "table":
        draw.circle(surface, (*theme.HINT, int(120 + 100 * pulse)), point, 30 + 4 * pulse, 5)
        draw.circle(surface, (*theme.HINT, 60), point, 26)
    else:
        r = lay.arrow * 0.62
        draw.circle(surface, (*theme.HINT, int(120 + 100 * pulse)), point, r + 3 * pulse, 4)
        draw.circle(surface, (*theme.HINT, 60), point, r * 0.85)
    draw_tag(surface, label, lay.tag_midtop(push))


def _button_tag(lay: BoardLayout, button: pygame.Rect, label: str, avoid) -> tuple:
    """Where a button's tag goes (its midtop): beside it within the board's rect, else above
    it, never on another button or the words under the board."""
    w, h = draw.text_width(_(label), 14, True) + 16, 24     # as view.draw_tag draws it
    busy = [pygame.Rect(r) for r in avoid]
    if lay.words is not None:
        busy.append(lay.words)
    above = (button.centerx, button.top - h - 8)
    for centre in ((button.right + 12 + w / 2, button.centery - h / 2),
                   (button.left - 12 - w / 2, button.centery - h / 2), above):
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (round(centre[0]), round(centre[1]))
        if lay.rect.contains(box) and not any(box.colliderect(b) for b in busy):
            return centre
    if lay.words is not None:           # above the words under the board, not on them
        return (button.centerx, min(above[1], lay.words.top - h - 4))
    return above


# --- a seat's panel -------------------------------------------------------------------------------
def balls_words(state, seat: int) -> str:
    """"14 balls": a table panel's words at the right of its status line."""
    balls = state.balls(seat)
    return ngettext("{n} ball", "{n} balls", balls).format(n=balls)


def draw_seat_panel(surface, state, seat: int, panel, area, ctx: ViewContext, art, symbols: bool,
                    gain, name_right: float) -> None:
    """A seat's tray and points: on a table the points top right and the balls bottom right
    of the panel, the tray in `area`; on a phone all of it inside `area`.  `gain` is
    (seat, gains per colour, since when) of the last collection (its colours glow);
    `name_right` where the seat's name ends in the panel (the word "points" keeps off it)."""
    if area.w <= 0 or area.h <= 0:
        return
    style = {"portrait": "row", "landscape": "stack"}.get(ctx.shape, "table")
    lay = tray_layout(area, style)
    tray = state.trays[seat]
    if lay.style == "table":
        pts = state.points(seat)
        r = draw.text(surface, str(pts), (panel.right - 18, panel.y + 36), 30, theme.GOLD, True,
                      "bottomright")
        # Translators: the word beside a player's points in their panel (the number is
        # drawn bigger before it)
        word = npgettext("score", "point", "points", pts)
        if r.x - 5 - draw.text_width(word, 13) > name_right + 6:
            draw.text(surface, word, (r.x - 5, r.bottom - 5), 13, theme.TEXT_MUTED, False,
                      "bottomright")
        draw.text(surface, balls_words(state, seat), (panel.right - 18, panel.bottom - 26), 15,
                  theme.TEXT_MUTED, False, "midright")
        if state.declarer == seat and not state.is_over():
            _bubble(surface, (panel.x + 66, panel.y + 22), "?", 12)
    else:
        _draw_points(surface, state, seat, lay)
    if lay.style != "words":
        key = (tuple(tray), tuple(lay.area.size), lay.style, symbols)
        img = art.tray(key, lambda: _paint_tray(art, tray, lay, symbols))
        draw.blit(surface, img, lay.area.topleft)
    if gain is not None and gain[0] == seat and not ctx.over and gain[2] is not None:
        # the colours just collected light up for a moment
        age = ctx.time - gain[2]
        if 0 <= age < GAIN_TIME and lay.style != "words":
            for code in range(1, 7):
                if gain[1][code]:
                    (x, y), size = lay.slot(code)
                    draw.circle(surface, (*theme.GOLD_LIGHT, int(200 * (1 - age))), (x, y),
                                size / 2 + 4, 2)


def _draw_points(surface, state, seat: int, lay: TrayLayout) -> None:
    """A phone's points box: the gold number and the word under it (or beside it when the
    box is short); a "?" in place of the word while the seat's declaration is open; in an
    area too small for the tray, the points and balls in words."""
    box = lay.points
    pts, balls = state.points(seat), state.balls(seat)
    asked = state.declarer == seat and not state.is_over()
    if lay.style == "words":
        # Translators: a player's score in a small box: {points} "3 points", {balls} "11 balls"
        text = pgettext("score", "{points} · {balls}").format(
            points=ngettext("{n} point", "{n} points", pts).format(n=pts),
            balls=ngettext("{n} ball", "{n} balls", balls).format(n=balls))
        text, size = draw.fit(("? " if asked else "") + text, 13, box.w, smallest=12)
        draw.text(surface, text, box.center, size, theme.TEXT_MUTED, False, "center")
        return
    # Translators: "point"/"points" shortened, under or beside a player's points on a phone
    word = npgettext("score, short", "pt", "pts", pts)
    if box.w >= 46:
        word = npgettext("score", "point", "points", pts)
    if box.h >= 34:
        big = 20 if box.h >= 40 else 17
        draw.text(surface, str(pts), (box.centerx, box.centery - 7), big, theme.GOLD, True,
                  "center")
        below = (box.centerx, box.centery + big * 0.5 + 2)
        if asked:
            _bubble(surface, below, "?", 8)
        else:
            draw.text(surface, word, below, 12, theme.TEXT_MUTED, False, "center")
        return
    r = draw.text(surface, str(pts), (box.centerx - 2, box.centery), 16, theme.GOLD, True,
                  "midright")
    if asked:
        _bubble(surface, (r.right + 11, box.centery), "?", 8)
    else:
        draw.text(surface, npgettext("score, short", "pt", "pts", pts),
                  (r.right + 3, box.centery + 1), 12, theme.TEXT_MUTED, False, "midleft")


def _paint_tray(art, tray, lay: TrayLayout, symbols: bool) -> pygame.Surface:
    """A seat's tray: per colour a ball, the count and (when tall enough) three pips of
    progress to the next point (a point per three balls)."""
    area = lay.area
    layer = draw.layer(area.size)
    dx, dy = -area.x, -area.y
    draw.rounded_rect(layer, (0, 0, 0, 60), lay.tray.move(dx, dy), 10 if lay.style == "table"
                      else 8)
    slot_w = lay.tray.w / 6
    for code in range(1, 7):
        n = tray[code - 1]
        (x, y), size = lay.slot(code)
        x, y = x + dx, y + dy
        img = art.ball(code, size, symbols) if n else art.muted(code, size, symbols)
        draw.blit(layer, img, (x, y), "center")
        ink = theme.TEXT if n else theme.TEXT_DIM
        if lay.style == "stacked":
            draw.text(layer, str(n), (x, y + size / 2 + 8), lay.count_size, ink, bool(n),
                      "center")
            continue
        draw.text(layer, str(n), (x + size / 2 + 3, y + 1), lay.count_size, ink, bool(n),
                  "midleft")
        if not lay.pips:
            continue
        if lay.style == "table":
            py, cx = y + size / 2 + 6, slot_w * (code - 0.5)
        else:
            py, cx = y + size / 2 + 5, x + 4
        for k in range(3):
            p = (cx - 8 + k * 8, py)
            if k < n % 3:
                draw.circle(layer, theme.lighten(ball_color(code), 0.15), p, 2.8)
            else:
                draw.circle(layer, (255, 255, 255, 46), p, 2.4)
    return layer


def _bubble(surface, center, label, r: float) -> None:
    draw.circle(surface, (0, 0, 0, 90), (center[0], center[1] + 2), r + 1)
    draw.circle(surface, theme.GOLD_LIGHT, center, r)
    draw.text(surface, label, center, 17 if r >= 12 else 12, theme.TEXT_DARK, True, "center")


# --- pieces flying to a tray ----------------------------------------------------------------------
def draw_front(surface, state, ctx: ViewContext, lay: BoardLayout, art, symbols: bool) -> None:
    """The collected balls on their way from the board to the mover's tray."""
    anim = ctx.animation
    if not isinstance(anim, PushAnimation) or not anim.collected:
        return
    area = (ctx.seat_areas[anim.seat] if anim.seat < len(ctx.seat_areas)
            and ctx.seat_areas[anim.seat].h > 0 else None)
    style = {"portrait": "row", "landscape": "stack"}.get(ctx.shape, "table")
    tray = tray_layout(area, style) if area is not None else None
    for i, cell in enumerate(anim.collected):
        t = anim.flight(i)
        if t <= 0 or t >= 1:
            continue
        code = anim.final[cell]
        start = lay.cell_centre(cell)
        if tray is not None:
            end, size = tray.slot(code)
        else:
            end, size = (lay.rect.x - 40, lay.rect.centery), 20
        x, y = flight_path(start, end, t)
        s = int(draw.lerp(lay.ball * 1.08, size, draw.ease_in_out(t)))
        draw.blit(surface, art.shadow(s), (x + 4, y + 8), "center")
        img = draw.scaled(art.ball(code, lay.ball, symbols), (s, s))
        draw.blit(surface, img, (x, y), "center")


# --- the seat's token ---------------------------------------------------------------------------
def draw_token(surface, art, seat: int, center, size: float) -> None:
    size = int(size)
    sh = draw.shadow_surface((size, size), size // 2, blur=5, alpha=110)
    k = draw.scale()        # the shadow's centre cut to whole pixels, as it always was
    draw.blit(surface, sh, (int(center[0] * k) / k, int((center[1] + size * 0.08) * k) / k),
              "center")
    draw.blit(surface, art.token(seat, size), center, "center")
