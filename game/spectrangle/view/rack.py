"""The rack: the hand in play, big, under the board (or beside its apex), its tiles turned
as the player turned them.  Everything about how the rack looks is here: where its slots and
words go inside the rect the layout gives it (three styles: the table's row with the token
and "Your tiles" on its left and a column for the hand's value on its right; a phone's row;
a 2 × 2 block in a corner), and how it is drawn from a `RackPicture` the view fills in."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.i18n import _
from game.ui import draw, theme

from .art import Art, draw_tile, seat_token
from .tiles import points_up

EXCHANGE_GLOW = (236, 140, 120)


@dataclass
class RackLayout:
    rect: pygame.Rect                 # the rack's panel
    slots: tuple                      # each tile's cell: its hit area
    tile: int                         # a tile's side as drawn
    style: str                        # "table", "row", "block"
    label: pygame.Rect | None = None  # table: the token and "Your tiles"
    value: pygame.Rect | None = None  # where the hand's value goes (the table's column)
    choices: pygame.Rect | None = None  # a row with room for Skip and Exchange: their place
    lift: int = 6                     # how far the chosen tile rises

    def slot_centre(self, i: int):
        """Where the centroid of tile `i` sits (a little below its cell's middle: a
        triangle's centroid is low in its box)."""
        rect = self.slots[i]
        if self.style == "table":
            return (rect.centerx, rect.centery + 4)
        return (rect.centerx, rect.centery + round(self.tile * 0.06))


def table_rack(rect: pygame.Rect) -> RackLayout:
    """The table's rack of today: token and words, four slots 94 points wide, and a column
    on the right (the hand's value, or Skip and Exchange; the Symbols toggle under it)."""
    label = pygame.Rect(rect.x, rect.y, 76, rect.h)
    slots = tuple(pygame.Rect(round(label.right + i * 94), rect.y + 2, 94, rect.h - 4)
                  for i in range(4))
    bx = slots[-1].right + 12
    value = pygame.Rect(bx, rect.y + 4, rect.right - 8 - bx, 44)
    return RackLayout(rect, slots, 78, "table", label, value)


def row_rack(rect: pygame.Rect, cell: int, room_for_choices: int) -> RackLayout:
    """A phone's rack: four cells in a row and, on their right, the hand's value (or Skip and
    Exchange when the row has room for them)."""
    inner = rect.inflate(-8, -4)
    tiles_w = 4 * cell + 3 * 4
    side_w = inner.w - tiles_w - 8
    choices = side_w >= room_for_choices
    side_w = room_for_choices if choices else min(side_w, 96)
    x = inner.x + (inner.w - tiles_w - 8 - side_w) // 2
    top = rect.y + (rect.h - cell) // 2
    slots = tuple(pygame.Rect(x + i * (cell + 4), top, cell, cell) for i in range(4))
    value = pygame.Rect(slots[-1].right + 8, rect.centery - 22, side_w, 44)
    return RackLayout(rect, slots, cell - 6, "row", value=value,
                      choices=value if choices else None, lift=4)


def block_rack(place: pygame.Rect, cell: int) -> RackLayout:
    """A rack in a corner: a line of words, then the four cells two by two."""
    slots = tuple(pygame.Rect(place.x + (i % 2) * (cell + 4), place.y + 16 + (i // 2) * (cell + 4),
                              cell, cell) for i in range(4))
    value = pygame.Rect(place.x, place.y, place.w, 16)
    return RackLayout(place, slots, cell - 4, "block", value=value, lift=3)


# --- the look --------------------------------------------------------------------------------
@dataclass
class RackPicture:
    """What the rack shows now (the view fills it in each frame)."""

    seat: int
    hand: list                        # the tiles, by number
    words: tuple                      # ("Your", "tiles") or (name, "tiles"), as shown
    mine: bool                        # its owner may play now
    angles: list                      # each tile's angle now (a turn in progress included)
    selected: int | None = None       # the chosen tile
    exchanging: bool = False          # Exchange chosen: every tile glows
    hover: int | None = None          # the slot pointed at (or pressed)
    flying: int | None = None         # the slot whose tile is in the air (not drawn)
    dragged: int | None = None        # the slot whose tile is in the player's fingers
    grow: list = field(default_factory=list)   # per slot, 0..1: a tile just drawn appearing
    value: int | None = None          # the hand's value (None: Skip and Exchange in its place)
    numbers: bool = True              # the keys 1-4 over the slots
    pulse: float = 0.6
    symbols: bool = True
    yours: bool = False               # the hand of the one person at the table ("Your tiles")


def draw_rack(surface, geo: RackLayout, art: Art, pic: RackPicture) -> None:
    rect = geo.rect
    draw.panel(surface, rect, fill=(6, 28, 20, 200) if pic.mine else (6, 28, 20, 150),
               edge=(*theme.lighten(theme.seat_color(pic.seat), 0.2), 160) if pic.mine
               else theme.PANEL_EDGE, radius=16 if geo.style != "block" else 12,
               shadow_alpha=60)
    if geo.style == "table":
        lab = geo.label
        seat_token(art, surface, pic.seat, (lab.centerx + 2, lab.y + 34), 38)
        # a person's name (up to 16 characters) shrinks, then is cut, within the label
        owner, size = draw.fit(pic.words[0], 14, lab.w - 16, True, smallest=12)
        draw.text(surface, owner, (lab.centerx + 2, lab.y + 64), size, theme.TEXT, True,
                  "center")
        draw.text(surface, pic.words[1], (lab.centerx + 2, lab.y + 81), 13, theme.TEXT_MUTED,
                  False, "center")
    for i, tile in enumerate(pic.hand):
        if i == pic.flying:
            continue
        if i == pic.dragged:
            _hole(surface, geo, art, i)
            continue
        _tile(surface, geo, art, pic, i, tile)
    if not pic.hand:
        first = geo.slots[0]
        draw.text(surface, _("No tiles left"), (first.x + 10, first.centery), 16 if
                  geo.style == "table" else 14, theme.TEXT_DIM, False, "midleft")
    _words(surface, geo, pic)


def _tile(surface, geo: RackLayout, art: Art, pic: RackPicture, i: int, tile: int) -> None:
    c = geo.slot_centre(i)
    selected = pic.mine and tile == pic.selected
    angle = pic.angles[i]
    lift = geo.lift if selected else geo.lift // 2 if pic.mine and pic.hover == i else 0
    side = geo.tile
    k = pic.grow[i] if i < len(pic.grow) else 1.0
    if k < 0.05:
        return
    up = points_up(angle)
    if pic.mine and pic.exchanging:
        glow = art.outline(side + 12, up, (*EXCHANGE_GLOW, 255), 2.0, (*EXCHANGE_GLOW, 40))
        draw_tile(surface, glow, (c[0], c[1] - lift), int(140 + 110 * pic.pulse))
    elif selected:
        glow = art.outline(side + 12, up, (*theme.GOLD_LIGHT, 255), 2.4,
                           (*theme.GOLD_LIGHT, 45))
        draw_tile(surface, glow, (c[0], c[1] - lift))
    sh = art.shadow(side, 0, 4, 120)
    img = art.tile_at(tile, angle, side, pic.symbols)
    shadow = sh if abs(angle % 120) < 0.5 else pygame.transform.rotate(sh, -angle)
    if k < 1:
        img = pygame.transform.smoothscale_by(img, max(0.05, k))
        shadow = pygame.transform.smoothscale_by(shadow, max(0.05, k))
    draw_tile(surface, shadow, (c[0] + 2, c[1] + 5))
    draw_tile(surface, img, (c[0], c[1] - lift))
    if pic.mine and pic.numbers:
        cell = geo.slots[i]
        at = (cell.right - 10, cell.y + 12 if geo.style == "table" else cell.y + 8)
        draw.text(surface, str(i + 1), at, 12, theme.TEXT_DIM, True, "center")


def _hole(surface, geo: RackLayout, art: Art, i: int) -> None:
    """Where a dragged tile was: a faint outline."""
    img = art.outline(geo.tile - 8, True, (255, 255, 255, 255), 1.0, (255, 255, 255, 10))
    draw_tile(surface, img, geo.slot_centre(i), 70)


def _words(surface, geo: RackLayout, pic: RackPicture) -> None:
    """Whose hand and what it is worth: the table's column says what it costs at the end;
    a phone's row its owner and value; a corner block both on its first line."""
    sr = geo.value
    if geo.style == "table":
        if pic.value is None:
            return
        rect = geo.rect
        draw.rounded_rect(surface, (255, 255, 255, 22), (sr.x - 8, rect.y + 10, 1, rect.h - 20),
                          0)
        # Translators: a small heading in capitals: the value of the tiles in your hand
        right = rect.right - 10            # the words keep clear of the rack's edge
        head, size = draw.fit(_("HAND VALUE"), 12, right - sr.x - 2, True, smallest=12)
        draw.text(surface, head, (sr.x + 2, sr.y + 4), size, theme.TEXT_DIM, True)
        w = draw.text(surface, str(pic.value), (sr.x + 2, sr.y + 18), 24, theme.TEXT, True).w
        # Translators: after the hand's value: it is taken off your score at the end
        after, size = draw.fit(_("subtracted at the end"), 13, right - (sr.x + w + 8),
                               smallest=12)
        draw.text(surface, after, (sr.x + w + 8, sr.y + 29 + (13 - size) // 2), size,
                  theme.TEXT_MUTED)
        return
    # Translators: a small heading in capitals over your hand of tiles
    owner = _("YOUR TILES") if pic.yours else pic.words[0].upper()
    if geo.style == "row":
        if pic.value is None:
            return
        owner, size = draw.fit(owner, 12, sr.w, True, smallest=12)
        draw.text(surface, owner, (sr.x, sr.centery - 9), size, theme.TEXT_DIM, True, "midleft")
        # Translators: the value of the tiles in a player's hand (taken off at the end)
        held, size = draw.fit(_("{n} in hand").format(n=pic.value), 14, sr.w, True,
                              smallest=12)
        draw.text(surface, held, (sr.x, sr.centery + 10), size, theme.TEXT_MUTED, True,
                  "midleft")
        return
    sr = sr.clip(geo.rect.inflate(-16, 0))      # a corner block's words clear of its sides
    value = "" if pic.value is None else f"{pic.value}"
    vw = draw.text_width(value, 12, True) + 4 if value else 0
    if draw.text_width(owner, 12, True) > sr.w - vw - 4:
        # never a cut name ("PLAYE…"): the hand is the player's to move, named over the board
        # Translators: short small headings in capitals over a hand: yours, or someone's
        owner = _("YOURS") if pic.yours else _("TILES")
    owner, size = draw.fit(owner, 12, sr.w - vw - 4, True, smallest=12)
    draw.text(surface, owner, (sr.x + 2, sr.centery), size, theme.TEXT_DIM, True, "midleft")
    if value:
        draw.text(surface, value, (sr.right - 2, sr.centery), 12, theme.GOLD, True, "midright")
