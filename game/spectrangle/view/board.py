"""Spectrangle's board drawn from the state, the layout and the art: the slab with its fields
and placed tiles (one layer, repainted only where tiles land), the tiles placed since your
turn, the fields where the chosen tile fits, the starting draw and the bag, the rack, the
hint line, the words on the board, and in front of everything the tile in flight or in the
player's fingers and the scores floating up.  Nothing here changes the game or the view:
what to show comes in a `Look` the view fills in each frame."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.spectrangle.rules import (
    BONUS,
    EXCHANGE,
    FIELDS,
    PASS,
    SIDES_TILE,
    UP,
    VALUE,
    parse_tile,
)
from game.core.i18n import _, ngettext, pgettext
from game.core.i18n import generation as i18n_generation
from game.ui import draw, theme

from .art import BONUS_LOOK, FIELD, Art, box, draw_tile, seat_token
from .layout import Layout, bag_centre_in
from .motion import PlaceAnimation, SayAnimation
from .rack import RackPicture, draw_rack
from .tiles import ROOT3, edges_of, shared_edge, tile_edges

PANEL_FILL = (6, 28, 20, 170)
TONES = {"plain": theme.TEXT, "muted": theme.TEXT_MUTED, "gold": theme.GOLD_LIGHT}


@dataclass
class Look:
    """What the board shows besides the state (the view fills it in each frame)."""

    symbols: bool = True
    act: bool = False                  # a person may choose now
    anim: object = None                # the PlaceAnimation / SayAnimation running
    lit: dict = field(default_factory=dict)       # field -> (move, points): fits as it lies
    turned: set = field(default_factory=set)      # fields it fits once turned
    hover: int | None = None           # the field pointed at (or pressed, or the keyboard's)
    bubble: bool = True                # its "+points" over it (a loupe draws its own, larger)
    focus: int | None = None           # the keyboard's field (Tab), ringed as the focus is
    refused: int | None = None         # the field of a tap refused (the line says why)
    selected: int | None = None        # the chosen tile
    hint: tuple = ((), "muted")        # the hint line's wordings and tone
    rack: RackPicture | None = None    # None: a picture on the rules page (the board alone)
    choices: bool = False              # Skip and Exchange are shown
    placed: dict = field(default_factory=dict)    # field -> seat: placed since your turn
    pulse: float = 0.6
    time: float = 0.0
    mover: int = 0                     # whose colour the score bubble wears
    intro: tuple | None = None         # (alpha, seat, words, tile) of who starts
    drag: tuple | None = None          # (tile, pos, angle) in the player's fingers
    popups: list = field(default_factory=list)


# --- the board layer -------------------------------------------------------------------------
class BoardLayer:
    """The slab, the fields and the placed tiles: one layer.  When tiles land (or leave)
    only the fields that changed are painted again, clipped: a whole new layer per
    placement was a stutter."""

    PAD = 30   # the layer's margin round the view's rect (the slab's shadow)

    def __init__(self):
        self.surface: pygame.Surface | None = None
        self._key = None

    def get(self, state, lay: Layout, art: Art, symbols: bool) -> pygame.Surface:
        """The layer for `state` (made, or brought up to date)."""
        # kept across games and layouts while the key allows: a new game's empty board is
        # the last game's layer with its tiles taken off (a whole layer: 20 ms in WebAssembly)
        key = (tuple(state.board), symbols, tuple(lay.rect), lay.side, state.players,
               draw.scale())
        if self.surface is None or key[1:] != self._key[1:]:
            r = lay.rect
            layer = draw.layer((r.w + 2 * self.PAD, r.h + 2 * self.PAD))
            paint_board(layer, state, lay, art, symbols, self.PAD)
            self.surface = layer
        elif key != self._key:
            # (stopped half way, the old key stays: the same fields are painted again)
            dx, dy = self.PAD - lay.rect.x, self.PAD - lay.rect.y
            image = box(lay.side) + 12        # a tile's image and its shadow's offset
            changed = [lay.field_box(f, image).move(dx, dy)
                       for f in range(FIELDS) if key[0][f] != self._key[0][f]]
            area = changed[0].unionall(changed[1:])
            with draw.clip(self.surface, area):
                self.surface.fill((0, 0, 0, 0), draw.to_px(area))
                paint_board(self.surface, state, lay, art, symbols, self.PAD)
        self._key = key
        return self.surface

    def draw(self, surface, state, lay: Layout, art: Art, symbols: bool) -> None:
        layer = self.get(state, lay, art, symbols)
        draw.blit(surface, layer, (lay.rect.x - self.PAD, lay.rect.y - self.PAD))


def paint_board(layer, state, lay: Layout, art: Art, symbols: bool, pad: float) -> None:
    """Everything of the board layer, in order (within the layer's clip, if set), the
    layer's top left `pad` points up and left of the view's rect."""
    dx, dy = pad - lay.rect.x, pad - lay.rect.y
    (cx, cy), side = lay.slab()
    draw_tile(layer, art.slab(side, lay.margin), (cx + dx, cy + dy))
    s = lay.side
    for f in range(FIELDS):
        c = lay.field_centre(f)
        c = (c[0] + dx, c[1] + dy)
        up = bool(UP[f])
        sides = state.board[f]
        if sides is None:
            _paint_field(layer, lay, art, f, c, up)
            continue
        if BONUS[f] > 1:
            draw_tile(layer, art.outline(s - 1, up, (*BONUS_LOOK[BONUS[f]][0], 255), 3.0), c)
        tile = SIDES_TILE[up][sides]
        draw_tile(layer, art.shadow(s - 6, 0 if up else 60, 3, 110), (c[0] + 1, c[1] + 3))
        draw_tile(layer, art.tile(edges_of(sides, up), VALUE[tile], 0 if up else 60, s - 6,
                                  symbols), c)


def _paint_field(layer, lay: Layout, art: Art, f: int, c, up: bool) -> None:
    bonus = BONUS[f]
    side = lay.side - 4
    if bonus == 1:
        draw_tile(layer, art.outline(side, up, (*FIELD, 255), 0.0), c)
        draw_tile(layer, art.outline(side - 3, up, (*theme.lighten(FIELD, 0.07), 255), 0.0),
                  (c[0], c[1] - 1))
        return
    colour, label = BONUS_LOOK[bonus]
    draw_tile(layer, art.outline(side, up, (*theme.darken(colour, 0.25), 255), 0.0), c)
    draw_tile(layer, art.outline(side - 4, up, (*colour, 255), 0.0), (c[0], c[1] - 1))
    size = max(12, int(lay.side * 0.3))
    draw.text(layer, label, (c[0] + 1, c[1] + 2), size, theme.darken(colour, 0.5), True,
              "center")
    draw.text(layer, label, (c[0], c[1]), size, (255, 255, 255), True, "center")


# --- the board and what is round it -----------------------------------------------------------
def draw_board(surface, state, lay: Layout, art: Art, layer: BoardLayer, corners: CornersLayer,
               look: Look) -> None:
    layer.draw(surface, state, lay, art, look.symbols)
    if look.anim is None:
        _draw_placed(surface, lay, art, look.placed)
    _draw_options(surface, state, lay, art, look)
    if look.rack is not None:
        corners.draw(surface, state, lay, art, look)
        draw_rack(surface, lay.rack, art, look.rack)
    _draw_hint_line(surface, lay, look)
    if isinstance(look.anim, SayAnimation):
        _draw_say(surface, state, lay, art, look.anim)
    if look.intro is not None:
        _draw_intro(surface, lay, art, look)


def placed_since(state, recent) -> dict:
    """{field: seat} of every tile placed since your turn (still on the board)."""
    return {r.move[0]: r.seat for r in recent if r.move != PASS
            and r.move[0] != EXCHANGE and state.board[r.move[0]] is not None}


def _draw_placed(surface, lay: Layout, art: Art, placed: dict) -> None:
    """Every tile placed since your turn, outlined in its player's colour."""
    for f, seat in placed.items():
        ring = art.outline(lay.side + 2, bool(UP[f]),
                           (*theme.lighten(theme.seat_color(seat), 0.2), 255), 2.0)
        draw_tile(surface, ring, lay.field_centre(f))


def _draw_options(surface, state, lay: Layout, art: Art, look: Look) -> None:
    s = lay.side
    if look.refused is not None and look.refused not in look.lit:
        # the field a refused tap was on, outlined, so that the words under the board
        # ("It needs …") are seen to be about it
        ring = art.outline(s - 2, bool(UP[look.refused]), (*theme.TEXT, 255), 2.0)
        draw_tile(surface, ring, lay.field_centre(look.refused), 200)
    for f in look.turned:
        c = lay.field_centre(f)
        hovered = f == look.hover
        ring = art.outline(s - 6, bool(UP[f]), (255, 255, 255, 255), 1.2, (255, 255, 255, 26))
        draw_tile(surface, ring, c, 150 if hovered else 90)
        draw_tile(surface, art.turn_icon(150 if hovered else 95), c)
    if not look.lit:
        return
    pill = 13 if lay.compact else 15
    for f, (_move, pts) in look.lit.items():
        if f == look.hover:
            continue
        c = lay.field_centre(f)
        ring = art.outline(s - 4, bool(UP[f]), (*theme.GOLD_LIGHT, 255), 2.2,
                           (*theme.GOLD_LIGHT, 60))
        draw_tile(surface, ring, c, int(150 + 105 * look.pulse))
        _pill(surface, c, f"+{pts}", pill, lay.compact)
    if look.hover in look.lit:
        move, pts = look.lit[look.hover]
        c = lay.field_centre(look.hover)
        up = bool(UP[look.hover])
        ring = art.outline(s + 2, up, (*theme.GOLD_LIGHT, 255), 2.6)
        draw_tile(surface, ring, c)
        draw_tile(surface, art.ghost(edges_of(move[1], up), VALUE[look.selected],
                                     0 if up else 60, s - 6, look.symbols, 235), c)
        if look.bubble:
            hover_bubble(surface, lay, look)
    if look.focus in look.lit:
        _focus(surface, lay, art, look.focus)


def hover_bubble(surface, lay: Layout, look: Look, where=None) -> None:
    """The "+points" of the field pointed at, over its top (or at `where`, a point of the
    board shown elsewhere: in a loupe)."""
    __, pts = look.lit[look.hover]
    c = lay.field_centre(look.hover)
    top = min(p[1] for p in lay.field_points(look.hover))
    x, y = where(c[0], top) if where is not None else (c[0], top)
    _bubble(surface, lay, (x, y - 6), f"+{pts}", theme.seat_color(look.mover))


def _focus(surface, lay: Layout, art: Art, f: int) -> None:
    """The keyboard's field ringed as the focus is everywhere (game/ui/draw.py focus_ring):
    a band of the accent colour between two dark edges, just outside the field."""
    up = bool(UP[f])
    c = lay.field_centre(f)
    grow = 2 * ROOT3      # a triangle's side grows by this much per point its sides move out
    outer = lay.side + grow * 3
    draw_tile(surface, art.outline(outer, up, (*theme.FOCUS_EDGE, 235),
                                   draw.FOCUS_W + 2 * draw.FOCUS_EDGE), c)
    draw_tile(surface, art.outline(outer - grow * draw.FOCUS_EDGE, up, (*theme.FOCUS, 255),
                                   draw.FOCUS_W), c)


def _pill(surface, c, label: str, size: float, compact: bool) -> None:
    w = draw.text_width(label, size, True) + (10 if compact else 14)
    rect = pygame.Rect(0, 0, max(30 if compact else 34, w), size + 9)
    rect.center = (round(c[0]), round(c[1]))
    draw.rounded_rect(surface, (14, 22, 30, 225), rect, rect.h // 2)
    draw.text(surface, label, rect.center, size, theme.GOLD_LIGHT, True, "center")


def _bubble(surface, lay: Layout, bottom, label: str, color) -> None:
    """The points of the field pointed at, above it (kept on the board's rect)."""
    w = draw.text_width(label, 20, True) + 22
    rect = pygame.Rect(0, 0, max(48, w), 32)
    rect.midbottom = (round(bottom[0]), round(bottom[1]))
    rect.top = max(rect.top, lay.rect.top - (8 if lay.arrangement == "table" else 0))
    rect.clamp_ip(lay.rect.inflate(0, 16 if lay.arrangement == "table" else 0))
    draw.shadow(surface, rect, 16, blur=6, alpha=110, offset=(0, 3))
    draw.rounded_rect(surface, color, rect, 16)
    draw.rounded_rect(surface, (255, 255, 255, 90), rect, 16, 1)
    draw.text(surface, label, rect.center, 20, (255, 255, 255), True, "center")


def hint_lines(lay: Layout, wordings) -> list[str]:
    """The line under the board as drawn: the longest wording that fits one line, or, where
    there is room for two, the longest that fits two when the longest does not fit one;
    else the shortest, fitted (the words' tests keep the shortest within the line)."""
    size, width = lay.hint_size, lay.hint_width
    for words in wordings:
        if draw.text_width(words, size) <= width:
            return [words]
        if lay.hint_lines > 1:
            lines = draw.wrap(words, size, width)
            if len(lines) <= lay.hint_lines:
                return lines
    return [draw.fit(wordings[-1], size, width, smallest=size)[0]]


def _draw_hint_line(surface, lay: Layout, look: Look) -> None:
    wordings, tone = look.hint
    if not wordings:
        return
    lines = hint_lines(lay, wordings)
    x, y = lay.hint_at
    with draw.role("status"):
        for line in lines:
            draw.text(surface, line, (x, y), lay.hint_size, TONES[tone], False, "center")
            y += lay.hint_step


# --- the starting draw and the bag ----------------------------------------------------------
class CornersLayer:
    """The starting draw and the bag beside the apex, each painted on a layer of its own when
    what it shows changes (as they always were: a translucent panel painted on its own
    layer keeps the shade it has had), then blitted.  Apart, since the bag changes with
    nearly every move and the starting draw never after the first: repainting both every
    move cost 4-7 ms of a frame in WebAssembly."""

    def __init__(self):
        self._keys: dict = {}
        self._images: dict = {}

    def draw(self, surface, state, lay: Layout, art: Art, look: Look) -> None:
        show_start = lay.start is not None and not (lay.start_shares and look.choices)
        n = state.players
        where = (tuple(lay.rect), lay.side, draw.scale())
        if show_start:
            first = tuple(state.setup.get("bag", [])[:n]) if isinstance(state.setup, dict) \
                else ()
            key = (n, first, state.start_seat, look.symbols, tuple(lay.start),
                   tuple(state.seat_name(s) for s in range(n)), i18n_generation(), *where)
            self._put(surface, "start", key, lay.start,
                      lambda layer, box: draw_start(layer, state, lay, box, art, look))
        if lay.bag is not None:
            key = (state.bag_count, tuple(lay.bag), lay.arrangement, i18n_generation(), *where)
            self._put(surface, "bag", key, lay.bag,
                      lambda layer, box: draw_bag(layer, state, lay, box, art))

    def _put(self, surface, name: str, key, box: pygame.Rect, paint) -> None:
        """The layer `name` (the panel `box` and its shadow), painted again if `key` changed."""
        area = pygame.Rect(box).inflate(40, 40)
        if self._keys.get(name) != key:
            layer = draw.layer(area.size)
            paint(layer, box.move(-area.x, -area.y))
            self._images[name], self._keys[name] = layer, key
        draw.blit(surface, self._images[name], area.topleft)


def _starting_draw() -> str:
    # Translators: a small heading in capitals: the tiles each player drew to decide who starts
    return _("STARTING DRAW")


def _starts() -> str:
    # Translators: beside the player whose tile was highest in the starting draw
    return _("starts")


def draw_start(surface, state, lay: Layout, box, art: Art, look: Look) -> None:
    """Who drew what, who starts, in the panel `box`."""
    n = state.players
    first = state.setup.get("bag", [])[:n] if isinstance(state.setup, dict) else []
    drawn = []
    for seat in range(n):
        try:
            drawn.append(parse_tile(first[seat]))
        except Exception:
            drawn.append(None)
    if lay.arrangement == "table":
        _start_table(surface, state, box, art, look, drawn)
    else:
        _start_compact(surface, state, lay, box, art, look, drawn)


def _start_table(surface, state, box, art: Art, look: Look, drawn) -> None:
    draw.panel(surface, box, fill=PANEL_FILL, radius=14, shadow_alpha=40)
    draw.text(surface, _starting_draw(), (box.x + 14, box.y + 12), 13, theme.TEXT_DIM, True)
    for seat, tile in enumerate(drawn):
        y = box.y + 44 + 27 * seat
        starter = seat == state.start_seat
        ink = theme.TEXT if starter else theme.TEXT_MUTED
        seat_token(art, surface, seat, (box.x + 24, y), 20)
        # a person's name shrinks, then is cut, before the tile at box.x + 108
        name, size = draw.fit(state.seat_name(seat), 15, 64, starter, smallest=12)
        draw.text(surface, name, (box.x + 40, y), size, ink, starter, "midleft")
        if tile is not None:
            # the tile, too small for its number: the number beside it
            draw_tile(surface, art.tile(tile_edges(tile), VALUE[tile], 0, 28, look.symbols),
                      (box.x + 122, y + 3))
            draw.text(surface, str(VALUE[tile]), (box.x + 138, y), 13, ink, True, "midleft")
        if starter:
            draw.text(surface, _starts(), (box.right - 12, y), 14, theme.GOLD, True,
                      "midright")


def _start_compact(surface, state, lay: Layout, box, art: Art, look: Look, drawn) -> None:
    """A phone's starting draw: a line per seat in columns (counter, name if there is room,
    the tile drawn and its value, "starts" or a gold dot for who starts)."""
    draw.panel(surface, box, fill=PANEL_FILL, radius=12, shadow_alpha=40)
    title = _starting_draw()
    if draw.text_width(title, 12, True) > box.w - 16:
        # Translators: a small heading in capitals, short for "STARTING DRAW": the tiles drawn
        title = _("DRAWN")
    draw.text(surface, title, (box.x + 8, box.y + 12), 12, theme.TEXT_DIM, True, "midleft")
    starts = draw.text_width(_starts(), 12, True)
    widest = max((draw.text_width(str(VALUE[t]), 12, True) for t in drawn if t is not None),
                 default=0)
    # the counter, the tile (20 points) and its value, then the word (bug 8: at 360 wide
    # the word gave way to a dot in a panel that held it)
    word = box.w >= 70 + widest + starts
    mark_x = box.right - 8 - (starts if word else 8)        # the "starts" column's left
    value_x = mark_x - 6 - max(draw.text_width(str(VALUE[t]), 12, True) for t in drawn
                               if t is not None) if any(t is not None for t in drawn) else mark_x
    tile_x = value_x - 14                                    # the tiles' centres
    name_x, name_room = box.x + 34, tile_x - 14 - (box.x + 34)
    names = [draw.fit(state.seat_name(s), 13, name_room, s == state.start_seat, smallest=12)
             for s in range(len(drawn))]
    named = lay.start_named and name_room > 24 and all(
        draw.text_width(n, size, s == state.start_seat) <= name_room and not n.endswith("…")
        for s, (n, size) in enumerate(names))
    for seat, tile in enumerate(drawn):
        y = box.y + 32 + 20 * seat
        starter = seat == state.start_seat
        ink = theme.TEXT if starter else theme.TEXT_MUTED
        seat_token(art, surface, seat, (box.x + 18, y), 20)
        if named:
            draw.text(surface, names[seat][0], (name_x, y), names[seat][1], ink, starter,
                      "midleft")
        if tile is not None:
            draw_tile(surface, art.tile(tile_edges(tile), VALUE[tile], 0, 20, look.symbols),
                      (tile_x, y + 2))
            draw.text(surface, str(VALUE[tile]), (value_x, y), 12, ink, True, "midleft")
        if starter:
            if word:
                draw.text(surface, _starts(), (mark_x, y), 12, theme.GOLD, True, "midleft")
            else:
                draw.circle(surface, theme.GOLD, (mark_x + 4, y), 4)


def draw_bag(surface, state, lay: Layout, box, art: Art) -> None:
    """The bag and how many tiles are left in it, in the panel `box`."""
    n = state.bag_count
    draw.panel(surface, box, fill=PANEL_FILL, radius=14 if not lay.compact else 12,
               shadow_alpha=40)
    # Translators: under the number of tiles left in the bag (the number is drawn apart, large)
    words = ngettext("tile in the bag", "tiles in the bag", n)
    centre = bag_centre_in(box, lay.arrangement)
    if lay.arrangement == "table":
        draw_tile(surface, art.bag(n > 0), centre)
        draw.text(surface, str(n), (box.x + 86, box.centery - 8), 30, theme.GOLD, True,
                  "midleft")
        draw.text(surface, words, (box.x + 87, box.centery + 18), 14, theme.TEXT_MUTED, False,
                  "midleft")
        return
    icon = int(min(box.h - 6, 38, box.w - 12 - 4 - draw.text_width(str(n), 20, True)))
    centre = (box.x + 6 + icon / 2, box.centery)
    draw_tile(surface, art.bag(n > 0, icon), centre)
    x = centre[0] + icon / 2 + 4
    right = draw.text(surface, str(n), (x, box.centery), 20, theme.GOLD, True, "midleft").right
    room = box.right - 8 - (right + 6)
    # Translators: after the number of tiles in the bag, where "tiles in the bag" is too long
    for text in (words, pgettext("tiles in the bag", "left")):
        if draw.text_width(text, 12) <= room:
            draw.text(surface, text, (right + 6, box.centery + 1), 12, theme.TEXT_MUTED, False,
                      "midleft")
            break


# --- words on the board -----------------------------------------------------------------------
def _banner(surface, lay: Layout, art: Art, seat: int, text: str, alpha: int, centre,
            tile: int | None, symbols: bool) -> None:
    """A word on the board: the seat's counter, the words (and a tile), on a gold-edged
    panel that fades with `alpha`.  A table's is one line of big type; a phone's wraps."""
    if lay.arrangement == "table" or draw.text_width(text, 22, True) + 150 <= lay.rect.w - 8:
        size, lines = 22, [text]
        pad = 150 if tile is not None else 100
        w, h = draw.text_width(text, 22, True) + pad, 74 if tile is not None else 68
        token = 38 if tile is not None else 36
    else:
        size, token = 15, 28
        room = lay.rect.w - 16 - 52 - (44 if tile is not None else 14)
        lines = draw.wrap(text, size, room, True)[:3]
        w = max(draw.text_width(line, size, True) for line in lines) + 52 + \
            (44 if tile is not None else 14)
        h = max(52, 20 * len(lines) + 18)
    rect = pygame.Rect(0, 0, int(w), h)
    rect.center = (int(centre[0]), int(centre[1]))
    rect.clamp_ip(lay.rect)
    layer = draw.layer(rect.inflate(40, 40).size)
    inner = pygame.Rect(20, 20, rect.w, rect.h)
    draw.panel(layer, inner, fill=(12, 40, 30, 245), edge=(*theme.GOLD, 150), radius=20,
               shadow_alpha=120)
    if size == 22:
        seat_token(art, layer, seat, (inner.x + 40, inner.centery), token)
        draw.text(layer, text, (inner.x + 72, inner.centery), 22, theme.TEXT, True, "midleft")
        if tile is not None:
            draw_tile(layer, art.tile(tile_edges(tile), VALUE[tile], 0, 44, symbols),
                      (inner.right - 42, inner.centery + 3))
    else:
        seat_token(art, layer, seat, (inner.x + 26, inner.centery), token)
        y = inner.centery - 10 * (len(lines) - 1)
        for line in lines:
            draw.text(layer, line, (inner.x + 48, y), size, theme.TEXT, True, "midleft")
            y += 20
        if tile is not None:
            draw_tile(layer, art.tile(tile_edges(tile), VALUE[tile], 0, 40, symbols),
                      (inner.right - 24, inner.centery + 3))
    layer.set_alpha(max(0, alpha))
    draw.blit(surface, layer, (rect.x - 20, rect.y - 20))


def _draw_intro(surface, lay: Layout, art: Art, look: Look) -> None:
    """Who starts, on the board at the start of a game."""
    alpha, seat, words, tile = look.intro
    _banner(surface, lay, art, seat, words, alpha, lay.banner_centre(0.6), tile, look.symbols)


def _draw_say(surface, state, lay: Layout, art: Art, anim: SayAnimation) -> None:
    t = anim.progress
    alpha = int(255 * min(1.0, t / 0.15, (1 - t) / 0.2 if t > 0.8 else 1.0))
    centre = lay.banner_centre(0.62)
    _banner(surface, lay, art, anim.seat, anim.text, alpha,
            (centre[0], centre[1] - int(10 * (1 - t))), None, True)


def draw_placement_hint(surface, lay: Layout, art: Art, move, pulse: float,
                        symbols: bool) -> None:
    """A placement advised (a hint, or a move awaiting Confirm): its tile on its field,
    faint, in a pulsing ring."""
    field, sides = move
    up = bool(UP[field])
    c = lay.field_centre(field)
    tile = SIDES_TILE[up][sides]
    draw_tile(surface, art.ghost(edges_of(sides, up), VALUE[tile], 0 if up else 60,
                                 lay.side - 6, symbols, 170), c)
    ring = art.outline(lay.side + 4, up, (*theme.HINT, 255), 3.0)
    draw_tile(surface, ring, c, int(150 + 100 * pulse))


# --- in front of the panels ----------------------------------------------------------------
def draw_front(surface, lay: Layout, art: Art, look: Look) -> None:
    """The tile in flight (from a hand to its field, or into the bag), the tile in the
    player's fingers, and the scores floating up."""
    anim = look.anim
    if isinstance(anim, PlaceAnimation):
        (x, y), side, angle, lift = anim.pose()
        base = max(anim.start_side, anim.end_side * 1.12)
        if lift > 0:
            sh = art.shadow(base, 0, 5, 110)
            sh = pygame.transform.rotozoom(sh, -angle, side / base)
            draw_tile(surface, sh, (x + 3 + 8 * lift, y + 6 + 14 * lift))
        draw_tile(surface, art.tile_scaled(anim.tile, angle, side, base, look.symbols), (x, y))
    elif isinstance(anim, SayAnimation) and anim.tile is not None:
        flight = anim.bag_flight(lay.bag_centre())
        if flight is not None:
            (x, y), side, angle = flight
            draw_tile(surface, art.tile_scaled(anim.tile, angle, side, anim.side, look.symbols),
                      (x, y))
    if look.drag is not None:
        tile, pos, angle = look.drag
        side = lay.side - 6
        sh = art.shadow(side, round(angle / 60) * 60, 5, 110)
        draw_tile(surface, sh, (pos[0] + 8, pos[1] + 14))
        draw_tile(surface, art.tile_at(tile, angle, side, look.symbols), pos)
    _draw_popups(surface, lay, art, look)


def _draw_popups(surface, lay: Layout, art: Art, look: Look) -> None:
    for p in look.popups:
        age = p.age(look.time)
        field_pts = lay.field_points(p.field)
        # the sides that touch flash white
        if age < 0.7:
            a = int(230 * (1 - age / 0.7))
            for n in p.touching:
                edge = shared_edge(field_pts, lay.field_points(n))
                if edge:
                    draw.thick_line(surface, (255, 255, 255, a), edge[0], edge[1], 4)
        t = age / 1.9
        rise = 60 * draw.ease_out(t)
        c = lay.field_centre(p.field)
        top = min(q[1] for q in field_pts)
        y = top - 34 - rise
        x = c[0]
        if lay.arrangement != "table":
            # on a phone the score stays on the board (the panels are right above it)
            x = max(lay.rect.x + 110, min(lay.rect.right - 110, x))
            y = max(y, lay.rect.top + 34)
        layer = _popup_layer(art, p)
        layer.set_alpha(p.alpha(look.time))
        draw.blit(surface, layer, (round(x - 160), round(y - 32)))


def _popup_layer(art: Art, p) -> pygame.Surface:
    """The score (+40) and its breakdown, 320 × 84 points."""
    def make():
        color = theme.lighten(theme.seat_color(p.seat), 0.25)
        big = f"+{p.points}"
        layer = draw.layer((320, 84))
        draw.text(layer, big, (161, 32), 34, (0, 0, 0), True, "center")
        draw.text(layer, big, (160, 29), 34, color, True, "center")
        if p.detail:
            w = draw.text_width(p.detail, 15, True) + 20
            pill = pygame.Rect(0, 0, w, 24)
            pill.center = (160, 64)
            draw.rounded_rect(layer, (10, 18, 26, 220), pill, 12)
            draw.text(layer, p.detail, pill.center, 15, theme.GOLD_LIGHT, True, "center")
        return layer
    return art.get(("popup", p.points, p.detail, p.seat), make)
