"""Collapsi's pictures: card faces and backs, the pawns, the fades of the ghost strips.

Each is painted once for its size in points at the current scale (supersampled, so plain
pygame drawing is smooth enough inside a painter) and kept in one small LRU cache shared by
every Collapsi view (the game's, the rules page's pictures, the menu's emblem): a key holds
`draw.scale()`, so a new scale makes new art and the old drops out of the cache in time.

No text under 12 points: a card's corner index is 16.5% of its height but at least 12
points; a card too small for that (under FACE_MIN points tall) shows its rank large in the
middle instead; a pawn's number is dropped when it would be smaller than 12 points (its
colour and shape still tell the seat)."""

from __future__ import annotations

import math

import pygame

from game.ui import draw, theme
from game.ui.widgets.chips import SHAPES, fill_seat_shape

SUITS = ("spades", "hearts", "clubs", "diamonds")
JACK_SUITS = ("hearts", "spades", "diamonds", "clubs")   # the first two: one red, one black
RED_SUITS = ("hearts", "diamonds")
INK_RED = (196, 32, 46)
INK_BLACK = (26, 28, 38)
PAPER = (252, 250, 244)
PAPER_EDGE = (196, 190, 178)
JACK_PAPER = (248, 234, 196)
BACK = (30, 50, 108)
BACK_LINE = (70, 100, 170)
BACK_EDGE = (232, 226, 210)
CROWN = (236, 184, 56)
CROWN_DARK = (150, 104, 22)

LEAST_TEXT = 12       # points: no letter smaller, anywhere
INDEX = 0.165         # a card's corner index, of its height
FACE_MIN = 50         # points: a shorter card shows its rank in the middle, large
LIMIT = 160           # pictures kept (a frame of the big board uses about 30 per size)

_kept = draw.Cache(LIMIT)


def kept(key, make):
    """The picture `key` at the current scale, made by `make()` the first time."""
    return _kept.get_or((*key, draw.scale()), make)


def suit_color(suit: str):
    return INK_RED if suit in RED_SUITS else INK_BLACK


def suits(grid: str) -> list[str]:
    """Each card's suit: the ranks take the suits in turn, as a real deck would give them."""
    seen: dict[str, int] = {}
    out = []
    for rank in grid:
        k = seen.get(rank, 0)
        seen[rank] = k + 1
        out.append(SUITS[k % 4] if rank != "J" else JACK_SUITS[k % 4])
    return out


# --- how large the letters are -------------------------------------------------------------------
def index_size(h: float) -> float:
    """The corner index's type of a card `h` points tall (FACE_MIN and taller)."""
    return max(h * INDEX, LEAST_TEXT)


def centre_rank_size(h: float) -> float:
    """The rank's type of a small card (under FACE_MIN points tall), shown in its middle."""
    return max(h * 0.46, LEAST_TEXT)


def pawn_label_size(size: float) -> float | None:
    """The number's type on a pawn `size` points across, or None when it would be too small
    to read (then the pawn shows no number)."""
    natural = size * 0.42
    if natural >= LEAST_TEXT:
        return natural
    return LEAST_TEXT if LEAST_TEXT <= size * 0.5 else None


# --- suit shapes (painted on supersampled surfaces) -----------------------------------------------
def paint_suit(surface, suit: str, center, size: float, color, flip: bool = False) -> None:
    x, y = center
    s = size
    f = -1 if flip else 1

    def P(dx, dy):
        return (x + dx * s, y + f * dy * s)

    if suit == "diamonds":
        pygame.draw.polygon(surface, color, [P(0, -0.5), P(0.37, 0), P(0, 0.5), P(-0.37, 0)])
    elif suit == "hearts":
        r = 0.255 * s
        pygame.draw.circle(surface, color, P(-0.235, -0.2), r)
        pygame.draw.circle(surface, color, P(0.235, -0.2), r)
        pygame.draw.polygon(surface, color, [P(-0.478, -0.13), P(0.478, -0.13), P(0, 0.48)])
        pygame.draw.polygon(surface, color, [P(0, -0.24), P(-0.2, -0.1), P(0.2, -0.1)])
    elif suit == "spades":
        r = 0.245 * s
        pygame.draw.circle(surface, color, P(-0.225, 0.1), r)
        pygame.draw.circle(surface, color, P(0.225, 0.1), r)
        pygame.draw.polygon(surface, color, [P(-0.462, 0.04), P(0.462, 0.04), P(0, -0.5)])
        pygame.draw.polygon(surface, color, [P(0, 0.12), P(-0.2, 0.5), P(0.2, 0.5)])
    elif suit == "clubs":
        r = 0.215 * s
        pygame.draw.circle(surface, color, P(0, -0.25), r)
        pygame.draw.circle(surface, color, P(-0.245, 0.1), r)
        pygame.draw.circle(surface, color, P(0.245, 0.1), r)
        pygame.draw.circle(surface, color, P(0, 0.02), r * 0.6)
        pygame.draw.polygon(surface, color, [P(0, 0.0), P(-0.19, 0.5), P(0.19, 0.5)])


# pip centres as fractions of the card (x of width, y of height); True = upside down
PIP_LAYOUT = {
    "A": [(0.5, 0.5, False)],
    "2": [(0.5, 0.25, False), (0.5, 0.75, True)],
    "3": [(0.5, 0.23, False), (0.5, 0.5, False), (0.5, 0.77, True)],
    "4": [(0.345, 0.25, False), (0.655, 0.25, False), (0.345, 0.75, True),
          (0.655, 0.75, True)],
}


# --- cards -------------------------------------------------------------------------------------
def face(rank: str, suit: str, w: int, h: int) -> pygame.Surface:
    """A card's face, `w` × `h` points."""
    return kept(("face", rank, suit, w, h), lambda: draw.supersampled(
        (w, h), lambda s, k: _paint_face(s, k, rank, suit, h), ss=3, fill=(*PAPER_EDGE, 0)))


def back(w: int, h: int) -> pygame.Surface:
    """A collapsed card: its patterned back."""
    return kept(("back", w, h), lambda: draw.supersampled((w, h), _paint_back, ss=3,
                                                          fill=(*BACK_EDGE, 0)))


def card_shadow(w: int, h: int) -> pygame.Surface:
    """A card's soft shadow (padded by 10 points: it goes 10 up and left of the card)."""
    return draw.shadow_surface((w, h), max(4, w // 11), blur=5, alpha=110)


def _paint_face(s: pygame.Surface, k: int, rank: str, suit: str, h_pt: float) -> None:
    W, H = s.get_size()
    radius = int(W * 0.09)
    pygame.draw.rect(s, PAPER_EDGE, s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, PAPER if rank != "J" or h_pt >= FACE_MIN else JACK_PAPER,
                     s.get_rect().inflate(-2 * k, -2 * k), border_radius=max(0, radius - k))
    ink = suit_color(suit)
    if h_pt < FACE_MIN:
        _paint_small_face(s, k, rank, suit, h_pt)
        return
    natural = int(H * INDEX)
    fsize = max(natural, round(LEAST_TEXT * H / h_pt))
    f = theme.font(fsize, True)
    img = f.render(rank, True, ink)
    corner_x = W * 0.125
    top = H * 0.035
    rect = img.get_rect(midtop=(corner_x, top))
    s.blit(img, rect)
    pip_y = rect.bottom + H * 0.045
    paint_suit(s, suit, (corner_x, pip_y), W * 0.14, ink)
    # the lower-right index is the upper-left one turned around (taken before the centre art)
    corner_h = H * 0.3 if fsize == natural else max(H * 0.3, pip_y + W * 0.07 + k)
    corner = pygame.Surface((W * 0.28, corner_h), pygame.SRCALPHA)
    corner.blit(s, (0, 0), (0, 0, W * 0.28, corner_h))
    corner = pygame.transform.rotate(corner, 180)
    s.blit(corner, (W - corner.get_width(), H - corner.get_height()))
    area = pygame.Rect(W * 0.26, H * 0.15, W * 0.48, H * 0.7)
    if rank == "J":
        _paint_jack(s, k, area, suit)
    else:
        pip = W * (0.42 if rank == "A" else 0.255 if rank == "4" else 0.27)
        for fx, fy, flip in PIP_LAYOUT[rank]:
            paint_suit(s, suit, (fx * W, fy * H), pip, ink, flip)
        if rank == "A":
            pygame.draw.circle(s, ink, (W / 2, H / 2), W * 0.3, max(1, k))


def _paint_small_face(s, k, rank: str, suit: str, h_pt: float) -> None:
    """A card too small for corner indices: its rank large in the middle, its suit under
    it when there is room (a jack's paper is gold)."""
    W, H = s.get_size()
    ink = suit_color(suit)
    size = centre_rank_size(h_pt)
    img = theme.font(round(size * H / h_pt), True).render(rank, True, ink)
    room_for_suit = h_pt >= 26
    rect = img.get_rect(center=(W / 2, H * (0.4 if room_for_suit else 0.5)))
    s.blit(img, rect)
    if room_for_suit:
        pip = min(W * 0.36, H * 0.26)
        paint_suit(s, suit, (W / 2, min(H * 0.8, rect.bottom + pip * 0.45)), pip, ink)


def _paint_jack(s, k, area: pygame.Rect, suit: str) -> None:
    W, H = s.get_size()
    ink = suit_color(suit)
    frame = pygame.Rect(W * 0.22, H * 0.13, W * 0.56, H * 0.74)
    pygame.draw.rect(s, JACK_PAPER, frame, border_radius=int(W * 0.05))
    pygame.draw.rect(s, ink, frame, max(1, int(1.2 * k)), border_radius=int(W * 0.05))
    inner = frame.inflate(-W * 0.06, -W * 0.06)
    pygame.draw.rect(s, (*CROWN_DARK, 255), inner, max(1, k // 2 + 1),
                     border_radius=int(W * 0.035))
    cx = frame.centerx
    # crown: band with three points and jewels
    cw, ch = frame.w * 0.78, frame.h * 0.3
    top = frame.y + frame.h * 0.12
    base = top + ch
    pts = [(cx - cw / 2, base), (cx - cw / 2, top + ch * 0.18), (cx - cw / 4, top + ch * 0.6),
           (cx, top), (cx + cw / 4, top + ch * 0.6), (cx + cw / 2, top + ch * 0.18),
           (cx + cw / 2, base)]
    pygame.draw.polygon(s, CROWN, pts)
    pygame.draw.polygon(s, CROWN_DARK, pts, max(1, k))
    band = pygame.Rect(cx - cw / 2, base - ch * 0.05, cw, ch * 0.3)
    pygame.draw.rect(s, CROWN, band)
    pygame.draw.rect(s, CROWN_DARK, band, max(1, k))
    for px, py in ((cx - cw / 2, top + ch * 0.18), (cx, top), (cx + cw / 2, top + ch * 0.18)):
        pygame.draw.circle(s, CROWN, (px, py), cw * 0.07)
        pygame.draw.circle(s, CROWN_DARK, (px, py), cw * 0.07, max(1, k))
    for i, jx in enumerate((cx - cw / 3, cx, cx + cw / 3)):
        col = INK_RED if i != 1 else (40, 90, 180)
        pygame.draw.circle(s, col, (jx, band.centery), band.h * 0.3)
    # face: a calm oval with eyes and a curl of moustache under the crown
    fy = band.bottom + frame.h * 0.15
    fw, fh = frame.w * 0.5, frame.h * 0.27
    head = pygame.Rect(0, 0, fw, fh)
    head.center = (cx, fy)
    pygame.draw.ellipse(s, (247, 214, 178), head)
    pygame.draw.ellipse(s, CROWN_DARK, head, max(1, k))
    for ex in (-0.2, 0.2):
        pygame.draw.circle(s, INK_BLACK, (cx + ex * fw, fy - fh * 0.08), fw * 0.06)
    pygame.draw.arc(s, ink, (cx - fw * 0.25, fy + fh * 0.0, fw * 0.5, fh * 0.32), math.pi,
                    2 * math.pi, max(1, int(1.5 * k)))
    # collar with the suit below the face
    paint_suit(s, suit, (cx, head.bottom + frame.h * 0.14), frame.w * 0.3, ink)


def _paint_back(s: pygame.Surface, k: int) -> None:
    W, H = s.get_size()
    radius = int(W * 0.09)
    pygame.draw.rect(s, BACK_EDGE, s.get_rect(), border_radius=radius)
    inner = s.get_rect().inflate(-W * 0.12, -W * 0.12)
    pygame.draw.rect(s, BACK, inner, border_radius=int(radius * 0.6))
    clip = s.get_clip()
    s.set_clip(inner.inflate(-k * 2, -k * 2))
    step = W * 0.16
    n = int(H / step) + int(W / step) + 4
    for i in range(-n, n):
        x0 = inner.x + i * step
        pygame.draw.line(s, BACK_LINE, (x0, inner.y), (x0 + H, inner.y + H), k)
        pygame.draw.line(s, BACK_LINE, (x0, inner.y), (x0 - H, inner.y + H), k)
    s.set_clip(clip)
    pygame.draw.rect(s, BACK_LINE, inner.inflate(-W * 0.06, -W * 0.06), k,
                     border_radius=int(radius * 0.4))
    # a medallion in the middle
    c = s.get_rect().center
    pygame.draw.circle(s, BACK, c, W * 0.2)
    pygame.draw.circle(s, BACK_EDGE, c, W * 0.2, k * 2)
    pygame.draw.polygon(s, BACK_EDGE, [(c[0], c[1] - W * 0.12), (c[0] + W * 0.08, c[1]),
                                      (c[0], c[1] + W * 0.12), (c[0] - W * 0.08, c[1])])


# --- pawns -------------------------------------------------------------------------------------
def pawn(seat: int, size: int) -> pygame.Surface:
    """A seat's pawn, `size` points across: its shape and colour, its number when legible."""
    size = max(2, int(size))
    return kept(("pawn", seat, size), lambda: draw.supersampled(
        (size, size), lambda s, k: _paint_pawn(s, k, seat, size), ss=4,
        fill=(*theme.seat_color(seat), 0)))


def pawn_shadow(size: int) -> pygame.Surface:
    return draw.shadow_surface((size, int(size * 0.9)), size // 2, blur=6, alpha=150)


def _paint_pawn(s, k, seat: int, size_pt: int) -> None:
    S = s.get_width()
    c = (S / 2, S / 2)
    base = theme.seat_color(seat)
    r = S * 0.47
    if SHAPES[seat % len(SHAPES)] == "diamond":
        r = S * 0.5
    fill_seat_shape(s, seat, c, r, theme.darken(base, 0.45))
    fill_seat_shape(s, seat, (c[0], c[1] - S * 0.02), r * 0.93, theme.darken(base, 0.12))
    fill_seat_shape(s, seat, (c[0], c[1] - S * 0.03), r * 0.8, base)
    # a soft highlight on the upper left
    hl = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.ellipse(hl, (255, 255, 255, 70), (S * 0.28, S * 0.16, S * 0.4, S * 0.24))
    s.blit(hl, (0, 0))
    fill_seat_shape(s, seat, (c[0], c[1] - S * 0.03), r * 0.56, theme.lighten(base, 0.16))
    label_pt = pawn_label_size(size_pt)
    if label_pt is None:
        return
    label = str(seat + 1)
    f = theme.font(int(label_pt * S / size_pt), True)
    shade = f.render(label, True, theme.darken(base, 0.6))
    img = f.render(label, True, (255, 255, 255))
    rect = img.get_rect(center=(c[0], c[1] - S * 0.03))
    s.blit(shade, rect.move(0, k * 2))
    s.blit(img, rect)


# --- ghost strips ------------------------------------------------------------------------------
def fade(size_px: tuple[int, int], side: str) -> pygame.Surface:
    """An alpha mask `size_px` pixels (a ghost strip's layer), strongest at the field's edge
    on `side` ("top": the strip above the field, its bottom edge touching it ...) and fading
    out away from it."""
    def make():
        draw.making()
        w, h = size_px
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        length = h if side in ("top", "bottom") else w
        for i in range(length):           # i = distance from the grid
            a = int(150 * (1 - i / max(1, length)) ** 1.3)
            color = (255, 255, 255, a)
            if side == "top":
                pygame.draw.line(mask, color, (0, h - 1 - i), (w, h - 1 - i))
            elif side == "bottom":
                pygame.draw.line(mask, color, (0, i), (w, i))
            elif side == "left":
                pygame.draw.line(mask, color, (w - 1 - i, 0), (w - 1 - i, h))
            else:
                pygame.draw.line(mask, color, (i, 0), (i, h))
        return mask
    return kept(("fade", tuple(size_px), side), make)
