"""Coloretto on the table: cards in seven colours, each with its own symbol (heart, clover,
drop, star, flower, diamond, moon) so that colour is never the only cue, rainbow wilds and
ivory +2 cards; the rows as row holders (a numbered tab and three slots); the deck with its
count, the round and the last-round warning; a two-step draw for a human (click the deck:
only then is the top card turned over; then choose one of the lit rows); taking a row by its
Take button or by clicking it; every draw animated as a card flipping off the deck and
travelling to its row, every take as the row's cards flying to the taker's pile; each seat's
pile in its player panel, sorted by colour, with its running score; and at the end each
player's scoring (three best colours, where the wilds went, the rest, the +2 cards)."""

from __future__ import annotations

import math

import pygame

from game.coloretto.rules import (
    COLOURS,
    INDEX,
    KINDS,
    LAST,
    MOVES,
    NAMES,
    PLUS,
    ROW_SIZE,
    WILD,
    full_deck,
    row_words,
    score_breakdown,
    score_of,
)
from game.ui import draw, theme
from game.ui.chips import SeatChips
from game.ui.symbols import SYMBOL_WORDS, paint_symbol
from game.ui.view import Animation, Control, Example, GameView, ViewContext

# colour code -> RGB and symbol: colours picked to be told apart, symbols with distinct outlines
CARDS = {
    "R": ((214, 46, 52), "heart"),
    "G": ((38, 148, 76), "clover"),
    "B": ((34, 100, 214), "drop"),
    "Y": ((246, 198, 36), "star"),
    "P": ((238, 110, 176), "flower"),
    "S": ((166, 176, 190), "diamond"),
    "V": ((122, 68, 190), "moon"),
}
LIGHT_CARDS = ("Y", "S")               # symbols drawn dark on these, white on the others
PAPER = (250, 247, 238)
PAPER_EDGE = (190, 184, 170)
WILD_TOP, WILD_BOTTOM = (52, 56, 84), (22, 24, 40)
PLUS_TOP, PLUS_BOTTOM = (255, 246, 218), (236, 204, 132)
PLUS_INK = (104, 64, 18)
LAST_TOP, LAST_BOTTOM = (58, 58, 64), (24, 24, 28)
BACK_TOP, BACK_BOTTOM = (40, 56, 104), (20, 26, 56)
TAB_TOP, TAB_BOTTOM = (134, 90, 52), (98, 62, 34)          # the row cards: brown, as in the box
CREAM = (250, 236, 208)
WARN = (232, 84, 58)

# Seats: the table's four colours and a teal fifth; tokens are numbered chips of five shapes

FLIP_TIME = 0.36     # a human's card turning over as it leaves the deck for the drawn-card spot
PLACE_TIME = 0.30    # a human's drawn card travelling from that spot to its row (s)
DRAW_TIME = 0.62     # a computer's card flipping off the deck on its way to its row
LAST_TIME = 0.70     # the last-round card turning up (official rules)
LIFT_TIME = 0.12     # a taken row's cards rising before they fly
FLY_TIME = 0.48      # one card flying to the taker's pile
STAGGER = 0.07       # between two flying cards
BANNER_TIME = 1.7    # "Round 3" / "Last round!" over the rows
GLOW_TIME = 1.0      # a pile's new cards glowing

PANEL_EXTRA = {2: 62, 3: 58}           # pile height in a player panel (4-5 seats: compact)


def card_color(code: str):
    return CARDS[code][0]


def card_title(code: str) -> str:
    """'the red card', 'a wild', 'a +2 card'."""
    if code == WILD:
        return "the wild"
    if code == PLUS:
        return "the +2 card"
    return f"the {NAMES[code]} card"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "±0")


# --- pictures ---------------------------------------------------------------------------------
def paint_wheel(s: pygame.Surface, center, r_out: float, r_in: float, ss: int) -> None:
    """The wild's mark: a ring of the seven colours round a white star."""
    x, y = center
    n = len(COLOURS)
    for i, code in enumerate(COLOURS):
        a0 = -math.pi / 2 + i * 2 * math.pi / n
        a1 = a0 + 2 * math.pi / n
        steps = 8
        outer = [(x + math.cos(a0 + (a1 - a0) * k / steps) * r_out,
                  y + math.sin(a0 + (a1 - a0) * k / steps) * r_out) for k in range(steps + 1)]
        inner = [(x + math.cos(a1 - (a1 - a0) * k / steps) * r_in,
                  y + math.sin(a1 - (a1 - a0) * k / steps) * r_in) for k in range(steps + 1)]
        pygame.draw.polygon(s, card_color(code), outer + inner)
    pygame.draw.circle(s, (255, 255, 255), (x, y), r_out, max(1, ss))
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        r = r_in * (0.92 if k % 2 == 0 else 0.4)
        pts.append((x + math.cos(a) * r, y + math.sin(a) * r + r_in * 0.05))
    pygame.draw.polygon(s, (255, 255, 255), pts)


def paint_hourglass(s: pygame.Surface, center, size: float, color) -> None:
    x, y = center
    u = size
    pygame.draw.polygon(s, color, [(x - 0.3 * u, y - 0.42 * u), (x + 0.3 * u, y - 0.42 * u),
                                   (x + 0.04 * u, y), (x - 0.04 * u, y)])
    pygame.draw.polygon(s, color, [(x - 0.04 * u, y), (x + 0.04 * u, y),
                                   (x + 0.3 * u, y + 0.42 * u), (x - 0.3 * u, y + 0.42 * u)])
    bar = max(2, int(0.08 * u))
    pygame.draw.rect(s, color, (x - 0.38 * u, y - 0.5 * u, 0.76 * u, bar), border_radius=bar // 2)
    pygame.draw.rect(s, color, (x - 0.38 * u, y + 0.5 * u - bar, 0.76 * u, bar),
                     border_radius=bar // 2)


def _gradient(size, top, bottom, radius: int) -> pygame.Surface:
    """A rounded rectangle filled with a vertical gradient."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        pygame.draw.line(layer, (*draw.lerp_color(top, bottom, y / max(1, h - 1)), 255),
                         (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(0, radius))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


def _text(s: pygame.Surface, label: str, center, size: int, color, bold: bool = True) -> None:
    img = theme.font(max(4, int(size)), bold).render(label, True, color)
    s.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


class CardArt:
    """Card faces, backs and minis, painted supersampled once per size and cached."""

    def __init__(self):
        self._cache: dict = {}

    def face(self, code: str, w: int, h: int) -> pygame.Surface:
        """`code` a card code, or "back"."""
        w, h = max(6, int(w)), max(8, int(h))
        mini = w < 44
        key = ("face", code, w, h)
        if key not in self._cache:
            ss = 4 if mini else 3
            self._cache[key] = draw.supersampled(
                (w, h), lambda s, k: self._paint(s, k, code, mini), ss=ss,
                fill=(*PAPER_EDGE, 0))
        return self._cache[key]

    def tinted(self, code: str, w: int, h: int, alpha: int) -> pygame.Surface:
        key = ("alpha", code, int(w), int(h), alpha)
        if key not in self._cache:
            img = self.face(code, w, h).copy()
            img.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self._cache[key] = img
        return self._cache[key]

    def muted(self, code: str, w: int, h: int) -> pygame.Surface:
        """A card sunk into the dark of a panel: a place holder for a kind not held."""
        key = ("muted", code, int(w), int(h))
        if key not in self._cache:
            img = self.face(code, w, h).copy()
            img.fill((70, 84, 78, 255), special_flags=pygame.BLEND_RGBA_MULT)
            img.fill((0, 0, 0, 0), special_flags=pygame.BLEND_RGB_ADD)
            img.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
            self._cache[key] = img
        return self._cache[key]

    @staticmethod
    def shadow(w: int, h: int, lifted: bool = False) -> pygame.Surface:
        radius = max(3, int(w * 0.1))
        if lifted:
            return draw.shadow_surface((int(w), int(h)), radius, blur=9, alpha=110)
        return draw.shadow_surface((int(w), int(h)), radius, blur=max(2, int(w * 0.06)),
                                   alpha=120)

    # --- painting ------------------------------------------------------------------------------
    @classmethod
    def _paint(cls, s: pygame.Surface, ss: int, code: str, mini: bool) -> None:
        W, H = s.get_size()
        body = pygame.Rect(0, 0, W, H).inflate(-2 * ss, -2 * ss)
        R = max(2 * ss, int(W * (0.12 if mini else 0.09)))
        pygame.draw.rect(s, (*PAPER, 255), body, border_radius=R)
        pygame.draw.rect(s, (*PAPER_EDGE, 255), body, width=max(1, ss), border_radius=R)
        inset = int(max(1.6 * ss, W * (0.09 if mini else 0.065)))
        inner = body.inflate(-2 * inset, -2 * inset)
        r2 = max(ss, R - inset // 2)
        cx, cy = inner.center
        if code in CARDS:
            base = card_color(code)
            s.blit(_gradient(inner.size, theme.lighten(base, 0.2), theme.darken(base, 0.14), r2),
                   inner.topleft)
            light = code in LIGHT_CARDS
            ink = (*theme.darken(base, 0.6), 255) if light else (255, 255, 255, 255)
            shade = (*theme.darken(base, 0.35), 150)
            name = CARDS[code][1]
            if code == "S":                      # silver: a metallic sheen across the face
                sheen = pygame.Surface(inner.size, pygame.SRCALPHA)
                sheen.fill((0, 0, 0, 0))
                iw, ih = inner.size
                pygame.draw.polygon(sheen, (255, 255, 255, 70),
                                    [(0, ih * 0.55), (iw, ih * 0.2), (iw, ih * 0.36),
                                     (0, ih * 0.71)])
                mask = _gradient(inner.size, (255, 255, 255), (255, 255, 255), r2)
                sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
                s.blit(sheen, inner.topleft)
            if mini:
                size = inner.w * 0.78
                paint_symbol(s, name, (cx, cy + ss * 0.6), size, shade)
                paint_symbol(s, name, (cx, cy), size, ink)
                return
            halo = pygame.Surface(s.get_size(), pygame.SRCALPHA)
            halo.fill((0, 0, 0, 0))
            pygame.draw.circle(halo, (255, 255, 255, 34), (cx, cy), inner.w * 0.4)
            s.blit(halo, (0, 0))
            size = inner.w * 0.62
            paint_symbol(s, name, (cx, cy + ss * 2), size, shade)
            paint_symbol(s, name, (cx, cy), size, ink)
            small = inner.w * 0.2
            corner = (inner.x + inner.w * 0.17, inner.y + inner.w * 0.17)
            paint_symbol(s, name, corner, small, (*ink[:3], 225))
            flipped = pygame.Surface(s.get_size(), pygame.SRCALPHA)
            flipped.fill((0, 0, 0, 0))
            paint_symbol(flipped, name, corner, small, (*ink[:3], 225))
            s.blit(pygame.transform.rotate(flipped, 180), (0, 0))
        elif code == WILD:
            s.blit(_gradient(inner.size, WILD_TOP, WILD_BOTTOM, r2), inner.topleft)
            if mini:
                paint_wheel(s, (cx, cy), inner.w * 0.47, inner.w * 0.22, ss)
                return
            paint_wheel(s, (cx, cy - inner.h * 0.07), inner.w * 0.38, inner.w * 0.17, ss)
            _text(s, "WILD", (cx, inner.bottom - inner.h * 0.13), inner.w * 0.2,
                  (255, 255, 255))
            for corner in ((inner.x + inner.w * 0.15, inner.y + inner.w * 0.15),
                           (inner.right - inner.w * 0.15, inner.bottom - inner.w * 0.15)):
                paint_wheel(s, corner, inner.w * 0.09, inner.w * 0.035, 1)
        elif code == PLUS:
            s.blit(_gradient(inner.size, PLUS_TOP, PLUS_BOTTOM, r2), inner.topleft)
            if mini:
                _text(s, "+2", (cx, cy), inner.w * 0.62, PLUS_INK)
                return
            _text(s, "+2", (cx + ss, cy - inner.h * 0.02 + ss * 1.5), inner.w * 0.56,
                  (*theme.lighten(PLUS_INK, 0.55), 255))
            _text(s, "+2", (cx, cy - inner.h * 0.02), inner.w * 0.56, PLUS_INK)
            _text(s, "POINTS", (cx, inner.bottom - inner.h * 0.14), inner.w * 0.15,
                  (*theme.lighten(PLUS_INK, 0.2), 255))
            _text(s, "+2", (inner.x + inner.w * 0.16, inner.y + inner.w * 0.15), inner.w * 0.17,
                  PLUS_INK)
        elif code == LAST:
            s.blit(_gradient(inner.size, LAST_TOP, LAST_BOTTOM, r2), inner.topleft)
            if mini:
                paint_hourglass(s, (cx, cy), inner.w * 0.6, theme.GOLD)
                return
            paint_hourglass(s, (cx, cy - inner.h * 0.1), inner.w * 0.46, theme.GOLD)
            _text(s, "LAST", (cx, inner.bottom - inner.h * 0.26), inner.w * 0.2, theme.GOLD)
            _text(s, "ROUND", (cx, inner.bottom - inner.h * 0.12), inner.w * 0.2, theme.GOLD)
        else:                                     # the back
            s.blit(_gradient(inner.size, BACK_TOP, BACK_BOTTOM, r2), inner.topleft)
            lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
            lattice.fill((0, 0, 0, 0))
            iw, ih = inner.size
            step = max(4, int(iw * 0.16))
            for k in range(-ih, iw + ih, step):
                pygame.draw.line(lattice, (*theme.GOLD, 38), (k, 0), (k + ih, ih), max(1, ss))
                pygame.draw.line(lattice, (*theme.GOLD, 38), (k, ih), (k + ih, 0), max(1, ss))
            mask = _gradient(inner.size, (255, 255, 255), (255, 255, 255), r2)
            lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            s.blit(lattice, inner.topleft)
            ring = iw * (0.36 if mini else 0.3)
            pygame.draw.circle(s, (*BACK_BOTTOM, 255), (cx, cy), ring * 1.22)
            pygame.draw.circle(s, (*theme.GOLD, 255), (cx, cy), ring * 1.22, max(1, ss))
            for i, c in enumerate(COLOURS):
                a = -math.pi / 2 + i * 2 * math.pi / 7
                pygame.draw.circle(s, card_color(c), (cx + math.cos(a) * ring * 0.72,
                                                      cy + math.sin(a) * ring * 0.72),
                                   ring * 0.24)


# --- animations -------------------------------------------------------------------------------
class DrawAnimation(Animation):
    """A card drawn and placed.  A computer's: (the last-round card turning up, then) the
    card flipping over as it flies off the deck to its row ("fly").  A human's card is already
    turned over and waits in the drawn-card spot: it only travels to the row ("place")."""

    def __init__(self, seat: int, card: str, row: int, slot: int, revealed: bool,
                 last_card: bool):
        self.seat, self.card, self.row, self.slot = seat, card, row, slot
        if revealed:
            self.phases = [("place", PLACE_TIME)]
        else:
            self.phases = ([("last", LAST_TIME)] if last_card else []) + [("fly", DRAW_TIME)]
        super().__init__(sum(d for _, d in self.phases))

    def phase(self) -> tuple[str, float]:
        t = self.elapsed
        for name, d in self.phases:
            if t < d:
                return name, t / d
            t -= d
        return self.phases[-1][0], 1.0


class TakeAnimation(Animation):
    """A row taken: its cards rise, then fly one after the other to the taker's pile."""

    def __init__(self, seat: int, row: int, cards: str, pile_after):
        self.seat, self.row, self.cards = seat, row, cards
        self.pile_after = tuple(pile_after)
        super().__init__(LIFT_TIME + FLY_TIME + STAGGER * max(0, len(cards) - 1) + 0.05)

    @property
    def lift(self) -> float:
        return draw.ease_out(self.elapsed / LIFT_TIME)

    def flight(self, i: int) -> float:
        """How far card `i` has flown (0 before it leaves, 1 in the pile)."""
        t = (self.elapsed - LIFT_TIME - i * STAGGER) / FLY_TIME
        return max(0.0, min(1.0, t))


class Geometry:
    """Where everything sits on the board for one player count."""

    def __init__(self, rect: pygame.Rect, n: int):
        self.n = n
        # a small rect (a picture on the rules page): narrower tabs, a smaller deck
        small = rect.h < 480
        hint_h = 28 if small else 38
        top, bottom = rect.y + 4, rect.bottom - hint_h
        avail = bottom - top
        self.gap = 14 if n <= 3 else (12 if n == 4 else 9)
        self.row_h = min(150, (avail - (n - 1) * self.gap) // n)
        self.ch = self.row_h - 20
        self.cw = round(self.ch * 0.7)
        self.tab_w = 70 if small else 104
        self.slot_gap = 6 if small else 10
        pad = 12
        tray_w = self.tab_w + pad + 3 * self.cw + 2 * self.slot_gap + pad
        tray_x = rect.right - tray_w - 2
        total = n * self.row_h + (n - 1) * self.gap
        y0 = top + (avail - total) // 2
        self.trays = [pygame.Rect(tray_x, y0 + i * (self.row_h + self.gap), tray_w, self.row_h)
                      for i in range(n)]
        self.tabs = [pygame.Rect(t.x, t.y, self.tab_w, t.h) for t in self.trays]
        self.slots = [[pygame.Rect(t.x + self.tab_w + pad + k * (self.cw + self.slot_gap),
                                   t.centery - self.ch // 2, self.cw, self.ch)
                       for k in range(ROW_SIZE)] for t in self.trays]
        self.take = [pygame.Rect(t.x + 10, t.bottom - 10 - 44, self.tab_w - 20, 44)
                     for t in self.tabs]
        # the deck column, left of the rows
        self.col = pygame.Rect(rect.x + 6, top, tray_x - (12 if small else 22) - rect.x - 6,
                               avail)
        self.dw, self.dh = 92, 130
        if small:
            self.dh = max(40, min(130, (avail - 150) // 2))
            self.dw = round(self.dh * 0.7)
        cx = self.col.centerx
        content = 34 + 22 + self.dh + 58 + 36 + self.dh
        y = self.col.y + max(0, (self.col.h - content) // 2)
        self.pill = pygame.Rect(0, 0, min(self.col.w - 8, 164), 34)
        self.pill.midtop = (cx, y)
        self.deck = pygame.Rect(0, 0, self.dw, self.dh)
        self.deck.midtop = (cx + 4, self.pill.bottom + 22)
        self.count_y = self.deck.bottom + 20
        self.caption_y = self.count_y + 25
        self.held_label_y = self.caption_y + 38
        self.held = pygame.Rect(0, 0, self.dw, self.dh)
        self.held.midtop = (cx, self.held_label_y + 14)
        self.hint = (rect.centerx, rect.bottom - hint_h / 2 - 2)
        self.rows_rect = pygame.Rect(tray_x, self.trays[0].y, tray_w,
                                     self.trays[-1].bottom - self.trays[0].y)


# --- the view -----------------------------------------------------------------------------------
class View(GameView):
    """The Coloretto table."""

    def __init__(self, game):
        super().__init__(game)
        self.art = CardArt()
        self.chips = SeatChips()
        self.held: dict | None = None    # a human's drawn card: key, card, last, at (time)
        self._press = None               # what a press landed on: "deck" or ("row", r)
        self._running: Animation | None = None
        self._banner: list | None = None           # [title, subtitle, colour, start or None]
        self._gain: list | None = None             # [seat, kinds, start or None]
        self._geos: dict[int, Geometry] = {}
        self._piles: dict = {}
        self._breakdowns: dict = {}
        self._trays: dict = {}
        self._take_btns = [Control((0, 0, 84, 44), "Take", move=f"t{r + 1}", style="primary",
                                   size=18, name=f"take{r + 1}") for r in range(5)]
        for b in self._take_btns:
            b.visible = False
        self.layout(pygame.Rect(308, 76, 664, 640))

    # --- words -------------------------------------------------------------------------------
    def tagline(self) -> str:
        return "Draw cards onto rows, take a row. Three colours score, the rest cost you."

    def credit(self) -> str:
        return "Coloretto was designed by Michael Schacht (Abacus Spiele, 2003)."

    # The top of the deck and the first turns of the rules page's three-player pictures;
    # the piles of its scoring table (counts in KINDS order: R G B Y P S V, wilds, +2).
    EXAMPLE_TOP = "RBGY+SW"
    EXAMPLE_MOVES = ("d1", "d2", "d1", "d3", "d1")
    EXAMPLE_PILES = ((5, 3, 2, 0, 1, 0, 0, 1, 2), (2, 1, 0, 4, 0, 4, 2, 0, 1),
                     (0, 2, 3, 3, 3, 0, 1, 2, 0))

    def examples(self) -> dict[str, Example]:
        """The rules page's pictures: a card drawn onto a row, a row taken, the scoring."""
        deck = list(full_deck())
        for card in self.EXAMPLE_TOP:
            deck.remove(card)
        deck = list(self.EXAMPLE_TOP) + deck
        state = self.game.start("colors", {}, 3, {"deck": deck})
        for move in self.EXAMPLE_MOVES:
            state.play(move)
        who = state.seat_name(state.to_move)
        card = NAMES[state.next_card_if_drawn()]
        end = self.game.start("colors", {}, 3, {"deck": deck})
        end.piles = [tuple(p) for p in self.EXAMPLE_PILES]
        end.finished = True
        after = state.clone()
        after.play("d2")
        taker = after.seat_name(after.to_move)
        return {
            "draw": Example(state, "d2", f"{who} draws the top card, a {card} one, and puts "
                                         f"it on row 2: row 1 is full."),
            "take": Example(after, "t1", f"Then {taker} takes row 1: its three cards go to "
                                         f"their pile, and they sit out the rest of the "
                                         f"round."),
            "score": Example(end, None, "At the end: three best colours score plus (a wild "
                                        "joins where it helps most), the others minus, +2 "
                                        "cards add two each.", show="result"),
        }

    def rules(self) -> list[tuple]:
        legend = ", ".join(f"{NAMES[c]} {SYMBOL_WORDS[CARDS[c][1]]}" for c in COLOURS)
        ex = self.examples()
        return [
            ("Goal", "Collect cards in as few colours as you can: at the end your three best "
                     "colours score points, every other colour you hold costs points. The "
                     "highest score wins; a tie is a shared win."),
            ("The cards", "Seven colours (red, green, blue, yellow, pink, silver, violet) of "
                          "nine cards each, three wilds (rainbow cards, any colour you like "
                          "at the end) and ten +2 cards (two points each)."),
            ("Rows", "There are as many rows as players; each holds up to three cards.", ex["draw"]),
            ("Your turn", "Either draw the top card of the deck and put it on a row that is "
                          "not full, or take a row that has cards: its cards go to your pile "
                          "and you sit out the rest of the round. When every row in play is "
                          "full you must take one.", ex["take"]),
            ("Rounds", "Once every player has taken a row the round ends and the rows start "
                       "empty again. Colors! rules: the player after the last one to take a row "
                       "starts the next round. Official rules: the last one to take a row "
                       "starts it."),
            ("Last round", "Colors! rules: the round in which the deck falls below three cards "
                           "per player is the last. Official rules: the last-round card lies "
                           "above the bottom fifteen cards; the round in which it turns up is "
                           "the last. The table shows a LAST ROUND warning."),
            ("Scoring", "Per colour: 1 card 1 point, 2 cards 3, 3 cards 6, 4 cards 10, 5 cards "
                        "15, 6 or more 21. Your three biggest colours score plus, all others "
                        "minus. Each wild joins the colour where it helps most; each +2 card "
                        "adds two points.", ex["score"]),
            ("Official rules", "Three to five players. Every player starts with one card of a "
                               "different colour; with three players one colour is left out "
                               "of the game."),
            ("Playing here", "Click the deck to draw: only then is the card turned over, and "
                             "you must place it. The rows it may go to are lit; click one (or "
                             "press its number). To take a row instead, click its Take button "
                             "or the row itself. Pointing at a row shows what taking it would "
                             "do to your score. Each player's pile is in their panel, with "
                             "the three scoring colours in gold."),
            ("Symbols", f"Every colour has its own symbol: {legend}. Wilds show a wheel of all "
                        f"seven colours, +2 cards a large +2."),
        ]

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def advice(self, state, move) -> str:
        """"Draw a card and put it on row 2" (the card stays unseen until drawn), "Put it on
        row 2" once it is drawn, "Take row 3 (green, green and +2)"."""
        kind, row = MOVES[move]
        if kind == "d":
            if self._held(state) is not None:
                return f"Put it on row {row + 1}"
            return f"Draw a card and put it on row {row + 1}"
        return f"Take row {row + 1} ({row_words(state.rows[row])})"

    def status(self, state) -> str:
        if state.is_over():
            return ""
        held = self._held(state)
        lead = "Last round · " if state.last_round else ""
        if held is not None:
            return f"{lead}Put {card_title(held['card'])} on a lit row"
        if not state.legal_rows_for_draw():
            return f"{lead}Every row in play is full: take a row"
        return f"{lead}Draw a card onto a row, or take a row and sit out the round"

    def idle_note(self, state, seat: int) -> str:
        row = state.took[seat]
        return f"Out · took row {row + 1}" if row >= 0 else "Waiting"

    def end_note(self, state, seat: int) -> str:
        pts = state.scores()[seat]
        return f"{pts} point{'s' if abs(pts) != 1 else ''}"

    # --- geometry ----------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self._geos.clear()
        self._trays.clear()

    def geo(self, state) -> Geometry:
        n = state.players
        if n not in self._geos:
            self._geos[n] = Geometry(self.rect, n)
        return self._geos[n]

    def next_slot(self, state, row: int) -> pygame.Rect:
        g = self.geo(state)
        return g.slots[row][min(ROW_SIZE - 1, len(state.rows[row]))]

    @staticmethod
    def pile_slot(area: pygame.Rect, kind: int):
        """Where kind `kind` (KINDS order) sits in a pile drawn in `area`: the card's rect,
        the centre of its count below it and the count's font size."""
        slot_w = area.w / len(KINDS)
        count_h = 13 if area.h < 52 else 16
        h = max(16, min(36, area.h - count_h - (6 if area.h < 52 else 2)))
        w = min(int(slot_w) - 5, round(h * 0.72))
        h = round(w / 0.72)
        x = area.x + slot_w * (kind + 0.5)
        top = area.y + max(0, (area.h - h - count_h) // 2)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (round(x - 1), top)
        return rect, (x, rect.bottom + count_h / 2 + 1), count_h - 1

    # --- what a human may do now -------------------------------------------------------------
    def _key(self, state):
        return (id(state), len(state.history))

    def _held(self, state):
        h = self.held
        if h is not None and (h["key"] != self._key(state) or state.is_over()):
            self.held = h = None
        return h

    def reveal(self, state, ctx: ViewContext) -> bool:
        """The human chose to draw: turn the top card over (only now is it looked at)."""
        if self._held(state) is not None or not state.legal_rows_for_draw():
            return False
        self.held = {"key": self._key(state), "card": state.next_card_if_drawn(),
                     "last": state.draw_reveals_last_round_card(), "at": ctx.time}
        return True

    def _at(self, state, pos):
        if pos is None:
            return None
        g = self.geo(state)
        deck = g.deck.inflate(16, 16).union(pygame.Rect(g.deck.x - 10, g.deck.y - 18, 10, 10))
        if deck.collidepoint(pos):
            return "deck"
        for r, tray in enumerate(g.trays):
            if tray.collidepoint(pos):
                return ("row", r)
        return None

    def _choose(self, state, target):
        """The move (or the reveal) a click on `target` makes."""
        held = self._held(state)
        if target is None or target == "deck":
            return None
        r = target[1] + 1
        if held is not None:
            return f"d{r}" if r in state.legal_rows_for_draw() else None
        return f"t{r}" if r in state.legal_takes() else None

    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        if kind == "down":
            self._press = self._at(state, pos)
            return None
        if kind != "up":
            return None
        press, self._press = self._press, None
        target = self._at(state, pos)
        if press is None or target != press:
            return None
        if target == "deck":
            self.reveal(state, ctx)
            return None
        move = self._choose(state, target)
        return move if move in state.legal_moves() else None

    def own_keys(self, state) -> frozenset:
        return frozenset((pygame.K_SPACE,))       # Space draws a card

    def key(self, key: int, state, ctx: ViewContext):
        if key in (pygame.K_d, pygame.K_SPACE):
            self.reveal(state, ctx)
            return None
        digits = {getattr(pygame, f"K_{i}"): i for i in range(1, 6)}
        digits.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 6)})
        r = digits.get(key)
        if r is not None and self._held(state) is not None:
            move = f"d{r}"
            return move if move in state.legal_moves() else None
        return None

    def cancel(self) -> None:
        # a drawn card stays drawn: the player has committed to placing it
        super().cancel()
        self._press = None

    def target(self, state, move):
        if move not in MOVES:
            return None
        kind, row = MOVES[move]
        if row >= state.players:
            return None
        g = self.geo(state)
        if kind == "d":
            if self._held(state) is None:
                return g.deck.center
            return self.next_slot(state, row).center
        if self._held(state) is not None:
            return None
        return g.take[row].center

    def tag_at(self, state, move, point):
        """On the deck's back, above its DRAW chip; else under the ring."""
        deck = self.geo(state).deck
        if deck.collidepoint(point):
            return point[0], deck.y + 14
        return super().tag_at(state, move, point)

    def controls(self, state, ctx: ViewContext) -> list:
        g = self.geo(state)
        offer = (ctx.interactive and ctx.animation is None and not state.is_over()
                 and self._held(state) is None)
        takes = set(state.legal_takes()) if offer else set()
        for r, b in enumerate(self._take_btns):
            b.visible = r < state.players and (r + 1) in takes
            if r < state.players:
                b.rect = pygame.Rect(g.take[r])
        return self._take_btns[:state.players]

    # --- the game going on -------------------------------------------------------------------
    def reset(self, state) -> None:
        super().reset(state)
        self.held = None
        self._banner = None
        self._gain = None
        self._running = None

    def sound_of(self, state, move) -> str:
        return "collect" if MOVES[move][0] == "t" else "move"     # a row taken

    def animate(self, state, move) -> Animation:
        kind, row = MOVES[move]
        seat = state.to_move
        if kind == "d":
            held = self._held(state)
            anim = DrawAnimation(seat, state.next_card_if_drawn(), row, len(state.rows[row]),
                                 held is not None, state.draw_reveals_last_round_card())
        else:
            pile = list(state.piles[seat])
            for c in state.rows[row]:
                pile[INDEX[c]] += 1
            anim = TakeAnimation(seat, row, state.rows[row], pile)
        anim.round, anim.last_round = state.round, state.last_round
        self._running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        anim, self._running = self._running, None
        self.held = None
        if isinstance(anim, DrawAnimation):
            if state.last_round and not anim.last_round:
                why = ("The last-round card turned up" if state.official else
                       f"Fewer than {ROW_SIZE * state.players} cards are left")
                self._banner = ["Last round!", f"{why}: this round ends the game", WARN, None]
        elif isinstance(anim, TakeAnimation):
            kinds = sorted({INDEX[c] for c in anim.cards})
            self._gain = [anim.seat, kinds, None]
            if state.round != anim.round and not state.is_over():
                sub = state.seat_name(state.to_move) + " starts"
                if state.last_round:
                    self._banner = [f"Round {state.round} · the last", sub, WARN, None]
                else:
                    self._banner = [f"Round {state.round}", sub, theme.GOLD, None]

    # --- the seat panels ---------------------------------------------------------------------
    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 66)

    def breakdown(self, pile) -> dict:
        pile = tuple(pile)
        if pile not in self._breakdowns:
            if len(self._breakdowns) > 256:
                self._breakdowns.clear()
            self._breakdowns[pile] = score_breakdown(pile)
        return self._breakdowns[pile]

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        if area.h <= 8:
            return
        pile = state.piles[seat]
        pts = score_of(pile)
        compact = area.y - panel.y < 60
        if compact:
            r = draw.text(surface, str(pts), (panel.right - 16, panel.y + 4), 26, theme.GOLD,
                          True, "topright")
            draw.text(surface, "pts", (r.x - 4, r.bottom - 6), 13, theme.TEXT_MUTED, False,
                      "bottomright")
        else:
            r = draw.text(surface, str(pts), (panel.right - 18, panel.y + 38), 30, theme.GOLD,
                          True, "bottomright")
            draw.text(surface, "points", (r.x - 5, r.bottom - 6), 13, theme.TEXT_MUTED, False,
                      "bottomright")
        key = (pile, area.size)
        img = self._piles.get(key)
        if img is None:
            if len(self._piles) > 96:
                self._piles.clear()
            img = self._piles[key] = self._paint_pile(pile, area.size)
        surface.blit(img, area.topleft)
        if self._gain is not None and self._gain[0] == seat and not ctx.over:
            if self._gain[2] is None:
                self._gain[2] = ctx.time
            age = ctx.time - self._gain[2]
            if age < GLOW_TIME:
                for kind in self._gain[1]:
                    rect = self.pile_slot(area, kind)[0]
                    draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(230 * (1 - age))),
                                      rect.inflate(6, 6), 6, 2)

    def _paint_pile(self, pile, size) -> pygame.Surface:
        """A seat's pile: a slot per kind (seven colours, wilds, +2) with a card, a small
        stack for more than one, and the count; the three scoring colours' counts in gold,
        the others' in red."""
        area = pygame.Rect((0, 0), size)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        draw.rounded_rect(layer, (0, 0, 0, 56), area, 10)
        bd = self.breakdown(pile)
        positive = {e["colour"] for e in bd["positive"]}
        for kind, code in enumerate(KINDS):
            n = pile[kind]
            rect, (cx, cy), size = self.pile_slot(area, kind)
            if not n:
                layer.blit(self.art.muted(code, rect.w, rect.h), rect)
                continue
            for k in range(min(n, 3) - 1, 0, -1):
                back = rect.move(k * 2, -k * 2)
                draw.rounded_rect(layer, (*theme.darken(PAPER, 0.25), 255), back,
                                  max(3, rect.w // 6))
            layer.blit(self.art.face(code, rect.w, rect.h), rect)
            if code in positive:
                color = theme.GOLD_LIGHT
            elif code in COLOURS:
                color = (240, 128, 112)
            else:
                color = theme.TEXT
            draw.text(layer, str(n), (cx, cy), size, color, True, "center")
        return layer

    # --- pictures around the board -----------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        size = int(size)
        sh = draw.shadow_surface((size, size), size // 2, blur=5, alpha=110)
        surface.blit(sh, sh.get_rect(center=(center[0], center[1] + size * 0.08)))
        img = self.chips.get(seat, size)
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def paint_thumbnail(self, surface, rect) -> None:
        cards = ["B", "Y", WILD, "R", PLUS]
        w = int(min(rect.h * 0.7 * 0.7, (rect.w - 24) / (1 + 0.52 * (len(cards) - 1) + 0.25)))
        h = round(w / 0.7)
        n = len(cards)
        for i, code in enumerate(cards):
            angle = (i - (n - 1) / 2) * -11
            img = self.art.face(code, w, h)
            sh = self.art.shadow(w, h)
            cx = rect.centerx + (i - (n - 1) / 2) * w * 0.52
            cy = rect.centery + abs(i - (n - 1) / 2) * 6 + 4
            rot_sh = pygame.transform.rotate(sh, angle)
            surface.blit(rot_sh, rot_sh.get_rect(center=(cx + 2, cy + 5)))
            rot = pygame.transform.rotozoom(img, angle, 1.0)
            surface.blit(rot, rot.get_rect(center=(cx, cy)))

    # --- the end -----------------------------------------------------------------------------
    def result_width(self, state) -> int:
        return 920

    def result_height(self, state, outcome, width: int) -> int:
        return 34 + 56 * state.players + 24

    def draw_result(self, surface, state, outcome, rect) -> None:
        """Every player's scoring: the three best colours (with the wilds they got), the other
        colours, the +2 cards and the total."""
        rect = pygame.Rect(rect)
        winners = set(outcome.winners) if outcome else set()
        cols = {"player": rect.x + 6, "best": rect.x + 176, "rest": rect.x + 492,
                "plus": rect.x + 676, "total": rect.right - 8}
        y = rect.y
        for label, x, anchor in (("PLAYER", cols["player"], "midleft"),
                                 ("THREE BEST COLOURS", cols["best"], "midleft"),
                                 ("OTHER COLOURS", cols["rest"], "midleft"),
                                 ("+2 CARDS", cols["plus"], "midleft"),
                                 ("TOTAL", cols["total"], "midright")):
            draw.text(surface, label, (x, y + 11), 12, theme.TEXT_DIM, True, anchor)
        y += 28
        mw, mh = 28, 39
        for seat in range(state.players):
            bd = self.breakdown(state.piles[seat])
            row = pygame.Rect(rect.x, y, rect.w, 52)
            if seat in winners:
                draw.rounded_rect(surface, (*theme.GOLD, 34), row, 12)
                draw.rounded_rect(surface, (*theme.GOLD, 90), row, 12, 1)
            else:
                draw.rounded_rect(surface, (255, 255, 255, 12), row, 12)
            cy = row.centery
            self.draw_token(surface, seat, (cols["player"] + 20, cy), 32)
            draw.text(surface, state.seat_name(seat), (cols["player"] + 44, cy), 17, theme.TEXT,
                      True, "midleft")
            # the three best colours: card, count, the wilds that joined, points
            x = cols["best"]
            if not bd["positive"]:
                draw.text(surface, "—", (x + 4, cy), 17, theme.TEXT_DIM, False, "midleft")
            for e in bd["positive"]:
                if e["wilds"]:
                    # the wilds that joined this colour, tucked under its card
                    self._mini(surface, WILD, pygame.Rect(x + 21, cy - mh // 2 + 3, mw, mh),
                               e["wilds"])
                self._mini(surface, e["colour"], pygame.Rect(x, cy - mh // 2, mw, mh),
                           e["cards"])
                x += mw + 4 + (23 if e["wilds"] else 0)
                r = draw.text(surface, f"+{e['points']}", (x + 2, cy), 16, theme.GOLD_LIGHT,
                              True, "midleft")
                x = r.right + 14
            # the other colours
            x = cols["rest"]
            neg = sum(e["points"] for e in bd["negative"])
            for e in bd["negative"]:
                self._mini(surface, e["colour"], pygame.Rect(x, cy - mh // 2, mw, mh),
                           e["cards"])
                x += mw + 6
            if bd["negative"]:
                draw.text(surface, signed(neg), (x + 2, cy), 16, (240, 128, 112), True,
                          "midleft")
            else:
                draw.text(surface, "—", (x + 4, cy), 17, theme.TEXT_DIM, False, "midleft")
            # +2 cards
            x = cols["plus"]
            if bd["plus"]:
                self._mini(surface, PLUS, pygame.Rect(x, cy - mh // 2, mw, mh), bd["plus"])
                draw.text(surface, f"+{bd['plus_points']}", (x + mw + 8, cy), 16, theme.TEXT,
                          True, "midleft")
            else:
                draw.text(surface, "—", (x + 4, cy), 17, theme.TEXT_DIM, False, "midleft")
            draw.text(surface, str(bd["total"]), (cols["total"], cy), 26,
                      theme.GOLD if seat in winners else theme.TEXT, True, "midright")
            y += 56
        draw.text(surface, "A wild (rainbow card) counts for the colour it lies under.  Per "
                           "colour: 1, 3, 6, 10, 15, 21 points for 1 to 6+ cards.",
                  (rect.centerx, y + 8), 14, theme.TEXT_DIM, False, "center")

    def _mini(self, surface, code, rect, count) -> None:
        """A small card with its count in a badge at its corner."""
        surface.blit(self.art.face(code, rect.w, rect.h), rect)
        if count is None:
            return
        label = str(count)
        c = (rect.right - 1, rect.bottom - 3)
        rad = 9 if count < 10 else 11
        draw.circle(surface, (0, 0, 0, 110), (c[0], c[1] + 1), rad + 1)
        draw.circle(surface, (24, 30, 28), c, rad)
        draw.circle(surface, (255, 255, 255, 90), c, rad, 1)
        draw.text(surface, label, c, 12, theme.TEXT, True, "center")

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface, state, ctx: ViewContext) -> None:
        g = self.geo(state)
        anim = ctx.animation if isinstance(ctx.animation, (DrawAnimation, TakeAnimation)) \
            else None
        interactive = ctx.interactive and anim is None and not state.is_over()
        held = self._held(state) if interactive else None
        hover = self._at(state, ctx.mouse) if interactive else None
        lit_rows = set(state.legal_rows_for_draw()) if held is not None else set()
        takes = set(state.legal_takes()) if interactive and held is None else set()
        self._draw_deck(surface, state, ctx, g, anim, interactive, held, hover)
        for r in range(state.players):
            self._draw_row(surface, state, ctx, g, r, anim, held, hover, lit_rows, takes)
        if isinstance(anim, DrawAnimation):
            self._draw_drawing(surface, state, ctx, g, anim)
        elif held is not None:
            self._draw_held(surface, state, ctx, g, held)
        self._draw_banner(surface, ctx, g)
        self._draw_hint(surface, state, ctx, g, anim, held, hover, lit_rows, takes)

    # the deck column
    def _draw_deck(self, surface, state, ctx, g, anim, interactive, held, hover) -> None:
        count = state.deck_count()
        if held is not None or (isinstance(anim, DrawAnimation) and anim.phase()[0] != "last"):
            count = max(0, count - 1)      # the drawn card has left the deck
        # the round, or the last-round warning
        pill = g.pill
        if state.last_round and not state.is_over():
            pulse = ctx.pulse(4)
            draw.rounded_rect(surface, (*WARN, int(40 + 50 * pulse)), pill.inflate(10, 10), 21)
            draw.rounded_rect(surface, WARN, pill, 17)
            draw.rounded_rect(surface, (255, 255, 255, 90), pill, 17, 1)
            self._mini_hourglass(surface, (pill.x + 22, pill.centery))
            draw.text(surface, "LAST ROUND", (pill.centerx + 10, pill.centery), 17,
                      (255, 255, 255), True, "center")
        else:
            draw.rounded_rect(surface, (0, 0, 0, 70), pill, 17)
            draw.rounded_rect(surface, (255, 255, 255, 40), pill, 17, 1)
            label = "GAME OVER" if state.is_over() else f"ROUND {state.round}"
            draw.text(surface, label, pill.center, 16, theme.TEXT, True, "center")
        # the deck: a stack of backs as thick as the deck is high
        deck = g.deck
        can_draw = interactive and held is None and bool(state.legal_rows_for_draw())
        lift = 0
        if can_draw:
            pulse = ctx.pulse(3.2)
            if hover == "deck":
                lift = 4
            draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(34 + 46 * pulse)),
                              deck.inflate(18, 18).move(-3, -3 - lift), 16)
        layers = 0 if count <= 0 else min(8, 1 + count // 9)
        if layers:
            sh = self.art.shadow(deck.w, deck.h)
            surface.blit(sh, (deck.x - sh.get_width() // 2 + deck.w // 2 + 2,
                              deck.y - sh.get_height() // 2 + deck.h // 2 + 5))
            back = self.art.face("back", deck.w, deck.h)
            for k in range(layers):
                off = layers - 1 - k
                surface.blit(back, deck.move(off * 1 - layers + 1, -off * 1 - 0)
                             .move(0, -lift if k == layers - 1 else 0))
            top = deck.move(-layers + 1, -lift)
            if can_draw:
                draw.rounded_rect(surface, theme.GOLD_LIGHT, top.inflate(4, 4), 11, 2)
                chip = pygame.Rect(0, 0, 66, 28)
                chip.center = (top.centerx, top.bottom - 22)
                draw.rounded_rect(surface, (0, 0, 0, 90), chip.move(0, 2), 14)
                draw.rounded_rect(surface, theme.GOLD if hover != "deck" else theme.GOLD_LIGHT,
                                  chip, 14)
                draw.text(surface, "DRAW", chip.center, 14, theme.TEXT_DARK, True, "center")
            elif interactive and held is None:
                veil = draw.rounded_surface(top.size, (10, 20, 16, 120), 9)
                surface.blit(veil, top)
        else:
            draw.rounded_rect(surface, (255, 255, 255, 30), deck, 9, 1)
        r = draw.text(surface, str(count), (g.deck.centerx - 2, g.count_y), 22, theme.TEXT, True,
                      "midright")
        draw.text(surface, " cards left" if count != 1 else " card left", (r.right, g.count_y + 1),
                  15, theme.TEXT_MUTED, False, "midleft")
        caption, color = self._deck_caption(state)
        if caption:
            draw.text(surface, caption, (g.col.centerx, g.caption_y), 14, color, False, "center")
        # the drawn card's spot
        draw.text(surface, "DRAWN CARD", (g.held.centerx, g.held_label_y), 12, theme.TEXT_DIM,
                  True, "center")
        draw.rounded_rect(surface, (0, 0, 0, 50), g.held, 10)
        draw.rounded_rect(surface, (255, 255, 255, 44), g.held, 10, 1)

    def _deck_caption(self, state):
        if state.is_over():
            return "", theme.TEXT_DIM
        if state.last_round:
            return "This round ends the game", (250, 170, 150)
        if state.official:
            n = state.cards_before_last_round_card()
            if n is None:
                return "", theme.TEXT_DIM
            return (f"Last-round card in {n + 1} draw{'s' if n else ''}", theme.TEXT_MUTED)
        limit = ROW_SIZE * state.players
        return f"Last round below {limit} cards", theme.TEXT_MUTED

    def _mini_hourglass(self, surface, center) -> None:
        key = ("hourglass",)
        img = self._trays.get(key)
        if img is None:
            img = self._trays[key] = draw.supersampled(
                (18, 22), lambda s, ss: paint_hourglass(s, (s.get_width() / 2,
                                                            s.get_height() / 2),
                                                        s.get_height() * 0.9,
                                                        (255, 255, 255)), ss=4)
        surface.blit(img, img.get_rect(center=center))

    # the rows
    def _tray_layer(self, g: Geometry, r: int) -> pygame.Surface:
        key = ("tray", g.n, r, tuple(g.trays[r]))
        if key not in self._trays:
            tray = g.trays[r]
            pad = 20
            layer = pygame.Surface(tray.inflate(2 * pad, 2 * pad).size, pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            t = pygame.Rect(pad, pad, tray.w, tray.h)
            draw.shadow(layer, t, 18, blur=8, alpha=90, offset=(0, 5))
            draw.rounded_rect(layer, (*theme.darken(theme.MAT, 0.35), 235), t, 18)
            draw.rounded_rect(layer, (255, 255, 255, 26), t, 18, 1)
            tab = pygame.Rect(t.x, t.y, g.tab_w, t.h)
            grad = _gradient(tab.size, TAB_TOP, TAB_BOTTOM, 18)
            # square off the tab's right side
            grad.blit(_gradient((24, tab.h), TAB_TOP, TAB_BOTTOM, 0), (tab.w - 24, 0))
            layer.blit(grad, tab.topleft)
            draw.rounded_rect(layer, (255, 255, 255, 40), tab.inflate(-8, -8), 13, 1)
            pygame.draw.line(layer, (0, 0, 0, 80), (tab.right, tab.y), (tab.right, tab.bottom - 1))
            for k in range(ROW_SIZE):
                slot = g.slots[r][k].move(pad - tray.x, pad - tray.y)
                draw.rounded_rect(layer, (0, 0, 0, 60), slot, 9)
                draw.rounded_rect(layer, (255, 255, 255, 34), slot, 9, 1)
            self._trays[key] = layer
        return self._trays[key]

    _placed = ((), {})

    def placed_since(self, state, recent) -> dict:
        """{(row, slot): seat} of every card placed since your turn that still lies there (a
        card of an earlier round is gone), worked out once per change of the table."""
        if self._placed[0] is not recent:
            out = {}
            for m in recent:
                kind, row = MOVES[m.move]
                slot = len(m.before.rows[row]) if kind == "d" else -1
                if m.before.round == state.round and 0 <= slot < len(state.rows[row]):
                    out[(row, slot)] = m.seat       # not taken away since
            self._placed = (recent, out)
        return self._placed[1]

    def _draw_row(self, surface, state, ctx, g, r, anim, held, hover, lit_rows, takes) -> None:
        tray = g.trays[r]
        tab = g.tabs[r]
        cards = state.rows[r]
        taker = state.taken[r]
        taking = isinstance(anim, TakeAnimation) and anim.row == r
        pulse = ctx.pulse(4)
        lit = (r + 1) in lit_rows
        hovered = hover == ("row", r)
        if lit:
            draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(30 + 50 * pulse)),
                              tray.inflate(14, 14), 24)
        elif hovered and (r + 1) in takes:
            draw.rounded_rect(surface, (*theme.GOLD_LIGHT, 60), tray.inflate(14, 14), 24)
        surface.blit(self._tray_layer(g, r), (tray.x - 20, tray.y - 20))
        # the tab: number, full, taken
        btn = self._take_btns[r].visible if r < len(self._take_btns) else False
        if taker >= 0 or (taking and anim.progress > 0.6):
            seat = taker if taker >= 0 else anim.seat
            draw.text(surface, f"ROW {r + 1}", (tab.centerx, tab.y + 16), 12, CREAM, True,
                      "center")
            self.draw_token(surface, seat, (tab.centerx, tab.centery + 4), 36)
            draw.text(surface, "TAKEN", (tab.centerx, tab.bottom - 14), 11, CREAM, True,
                      "center")
        else:
            full = len(cards) == ROW_SIZE
            if btn:
                draw.text(surface, "ROW", (tab.centerx, tab.y + 14), 11, CREAM, True, "center")
                draw.text(surface, str(r + 1), (tab.centerx, tab.y + 38), 28, CREAM, True,
                          "center")
            else:
                cy = tab.centery - (8 if full else 0)
                draw.text(surface, "ROW", (tab.centerx, cy - 22), 12, CREAM, True, "center")
                draw.text(surface, str(r + 1), (tab.centerx, cy + 6), 34, CREAM, True, "center")
                if full:
                    chip = pygame.Rect(0, 0, 52, 20)
                    chip.center = (tab.centerx, cy + 38)
                    draw.rounded_rect(surface, (0, 0, 0, 90), chip, 10)
                    draw.text(surface, "FULL", chip.center, 11, CREAM, True, "center")
        if taker >= 0 and not taking:
            # taken this round: the taker's name across the empty slots
            area = pygame.Rect(g.slots[r][0].x, tray.y, g.slots[r][-1].right - g.slots[r][0].x,
                               tray.h)
            draw.rounded_rect(surface, (0, 0, 0, 70), area.inflate(-2, -16), 12)
            name = state.seat_name(taker)
            draw.text(surface, f"Taken by {name}", (area.centerx, area.centery - 9), 16,
                      theme.TEXT_MUTED, True, "center")
            draw.text(surface, "out for this round", (area.centerx, area.centery + 12), 13,
                      theme.TEXT_DIM, False, "center")
            return
        # the cards
        placing = isinstance(anim, DrawAnimation) and anim.row == r
        for k, code in enumerate(cards):
            if placing and k == anim.slot:
                continue
            rect = g.slots[r][k]
            if taking:
                if anim.flight(k) > 0:
                    continue
                rect = rect.move(0, -round(8 * anim.lift))
            self._card(surface, code, rect, lifted=taking)
            seat = self.placed_since(state, ctx.recent).get((r, k))
            if seat is not None and anim is None and not state.is_over():
                draw.rounded_rect(surface, (*self.seat_color(seat), 230), rect.inflate(6, 6), 12,
                                  3)
        if lit and held is not None:
            slot = self.next_slot(state, r)
            if hovered:
                draw.rounded_rect(surface, theme.GOLD_LIGHT, slot.inflate(8, 8), 12, 3)
                self._card(surface, held["card"], slot.move(0, -4), lifted=True, alpha=230)
            else:
                draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(18 + 30 * pulse)), slot, 9)
                draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(150 + 100 * pulse)), slot, 9,
                                  2)
                c = slot.center
                arm = max(8, slot.w // 6)
                col = (*theme.GOLD_LIGHT, int(150 + 100 * pulse))
                draw.rounded_rect(surface, col, (c[0] - arm, c[1] - 2, 2 * arm, 4), 2)
                draw.rounded_rect(surface, col, (c[0] - 2, c[1] - arm, 4, 2 * arm), 2)
        elif held is not None and not lit:
            veil = draw.rounded_surface(tray.size, (6, 18, 14, 120), 18)
            surface.blit(veil, tray)
            if hovered:
                draw.text(surface, "FULL", (g.slots[r][1].centerx, tray.centery), 16,
                          theme.TEXT_MUTED, True, "center")
        if hovered and (r + 1) in takes:
            draw.rounded_rect(surface, theme.GOLD_LIGHT, tray.inflate(4, 4), 19, 2)
            label = f"{signed(self._take_gain(state, r))} pts"
            badge = pygame.Rect(0, 0, draw.text_width(label, 16, True) + 22, 28)
            badge.topright = (tray.right - 6, tray.y + 6)
            draw.rounded_rect(surface, (0, 0, 0, 90), badge.move(0, 2), 14)
            draw.rounded_rect(surface, self.seat_color(state.to_move), badge, 14)
            draw.text(surface, label, badge.center, 16, (255, 255, 255), True, "center")

    def _take_gain(self, state, r: int) -> int:
        seat = state.to_move
        pile = list(state.piles[seat])
        for c in state.rows[r]:
            pile[INDEX[c]] += 1
        return score_of(pile) - score_of(state.piles[seat])

    def _card(self, surface, code, rect, lifted=False, alpha=255) -> None:
        rect = pygame.Rect(rect)
        sh = self.art.shadow(rect.w, rect.h, lifted)
        off = (3, 9) if lifted else (1, 4)
        surface.blit(sh, (rect.centerx - sh.get_width() // 2 + off[0],
                          rect.centery - sh.get_height() // 2 + off[1]))
        img = (self.art.face(code, rect.w, rect.h) if alpha >= 255
               else self.art.tinted(code, rect.w, rect.h, alpha))
        surface.blit(img, rect)

    def _flip(self, surface, code, center, w, h, t: float) -> None:
        """A card turning over: its back until half way (t = 0.5), then its face."""
        t = max(0.0, min(1.0, t))
        sx = abs(math.cos(math.pi * t))
        grow = 1 + 0.1 * math.sin(math.pi * t)
        fw, fh = max(2, round(w * sx * grow)), round(h * grow)
        img = self.art.face("back" if t < 0.5 else code, w, h)
        img = pygame.transform.smoothscale(img, (fw, fh))
        sh = self.art.shadow(w, h, True)
        surface.blit(sh, sh.get_rect(center=(round(center[0] + 3), round(center[1] + 10))))
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def _held_glow(self, surface, ctx, rect) -> None:
        pulse = ctx.pulse(4)
        draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(50 + 60 * pulse)),
                          rect.inflate(16, 16), 16)

    def _reveal_pose(self, g, code, last_card, t, surface) -> bool:
        """Draw the reveal at `t` seconds (the last-round card first, if it turns up); True
        once the card rests on the drawn-card spot."""
        top = g.deck.move(-min(7, 1 + 0), 0)
        if last_card:
            if t < LAST_TIME:
                u = t / LAST_TIME
                if u < 0.55:
                    self._flip(surface, LAST, top.center, g.dw, g.dh, u / 0.55)
                else:
                    v = draw.ease_in_out((u - 0.55) / 0.45)
                    c = (draw.lerp(top.centerx, g.pill.centerx, v),
                         draw.lerp(top.centery, g.pill.centery, v))
                    w, h = round(draw.lerp(g.dw, g.dw * 0.4, v)), round(draw.lerp(g.dh,
                                                                                   g.dh * 0.4, v))
                    rect = pygame.Rect(0, 0, w, h)
                    rect.center = (round(c[0]), round(c[1]))
                    self._card(surface, LAST, rect, lifted=True, alpha=int(255 * (1 - v * 0.7)))
                return False
            t -= LAST_TIME
        if t < FLIP_TIME:
            u = t / FLIP_TIME
            e = draw.ease_in_out(u)
            c = (draw.lerp(top.centerx, g.held.centerx, e), draw.lerp(top.centery, g.held.centery,
                                                                      e))
            self._flip(surface, code, c, g.dw, g.dh, min(1.0, u * 1.25))
            return False
        return True

    def _draw_held(self, surface, state, ctx, g, held) -> None:
        if self._reveal_pose(g, held["card"], held["last"], ctx.time - held["at"], surface):
            self._held_glow(surface, ctx, g.held)
            self._card(surface, held["card"], g.held, lifted=True)

    def _draw_drawing(self, surface, state, ctx, g, anim: DrawAnimation) -> None:
        name, t = anim.phase()
        if name == "last":
            self._reveal_pose(g, anim.card, True, anim.elapsed, surface)
            return
        slot = g.slots[anim.row][min(anim.slot, ROW_SIZE - 1)]
        e = draw.ease_in_out(t)
        start = g.deck.move(-1, 0).center if name == "fly" else g.held.center
        end = slot.center
        mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - (70 if name == "fly" else 40))
        x = (1 - e) ** 2 * start[0] + 2 * (1 - e) * e * mid[0] + e ** 2 * end[0]
        y = (1 - e) ** 2 * start[1] + 2 * (1 - e) * e * mid[1] + e ** 2 * end[1]
        w = round(draw.lerp(g.dw, slot.w, e))
        h = round(draw.lerp(g.dh, slot.h, e))
        if name == "fly" and t < 0.55:
            # turning over on its way: the back, then the face
            self._flip(surface, anim.card, (x, y), w, h, t / 0.55)
            return
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(x), round(y))
        self._card(surface, anim.card, rect, lifted=t < 0.9)

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        anim = ctx.animation
        if not isinstance(anim, TakeAnimation):
            return
        g = self.geo(state)
        area = (ctx.seat_areas[anim.seat] if anim.seat < len(ctx.seat_areas)
                and ctx.seat_areas[anim.seat].h > 8 else None)
        for i, code in enumerate(anim.cards):
            t = anim.flight(i)
            if t <= 0 or t >= 1:
                continue
            start_rect = g.slots[anim.row][i].move(0, -8)
            if area is not None:
                end_rect = self.pile_slot(area, INDEX[code])[0]
            else:
                end_rect = pygame.Rect(self.rect.x - 40, self.rect.centery, 20, 28)
            e = draw.ease_in_out(t)
            start, end = start_rect.center, end_rect.center
            mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - 110)
            x = (1 - e) ** 2 * start[0] + 2 * (1 - e) * e * mid[0] + e ** 2 * end[0]
            y = (1 - e) ** 2 * start[1] + 2 * (1 - e) * e * mid[1] + e ** 2 * end[1]
            w = max(8, round(draw.lerp(start_rect.w, end_rect.w, e)))
            h = max(10, round(draw.lerp(start_rect.h, end_rect.h, e)))
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y))
            self._card(surface, code, rect, lifted=True)

    def _draw_banner(self, surface, ctx, g) -> None:
        if self._banner is None:
            return
        if self._banner[3] is None:
            self._banner[3] = ctx.time
        age = ctx.time - self._banner[3]
        if age >= BANNER_TIME:
            self._banner = None
            return
        title, sub, color, _ = self._banner
        alpha = int(255 * min(1.0, age / 0.15, (BANNER_TIME - age) / 0.35))
        w = max(draw.text_width(title, 30, True), draw.text_width(sub, 16)) + 90
        rect = pygame.Rect(0, 0, w, 92)
        rect.center = (g.rows_rect.centerx, g.rows_rect.centery - int(8 * (1 - min(1, age * 4))))
        layer = pygame.Surface(rect.inflate(40, 40).size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        inner = pygame.Rect(20, 20, rect.w, rect.h)
        draw.panel(layer, inner, fill=(12, 40, 30, 245), edge=(*color, 200), radius=20,
                   shadow_alpha=120)
        draw.text(layer, title, (inner.centerx, inner.y + 32), 30, theme.lighten(color, 0.25),
                  True, "center")
        draw.text(layer, sub, (inner.centerx, inner.y + 66), 16, theme.TEXT_MUTED, False,
                  "center")
        layer.set_alpha(max(0, alpha))
        surface.blit(layer, (rect.x - 20, rect.y - 20))

    def _draw_hint(self, surface, state, ctx, g, anim, held, hover, lit_rows, takes) -> None:
        msg, color = "", theme.TEXT_MUTED
        if anim is not None or not ctx.interactive:
            if state.is_over():
                msg = "The last round is over: see each player's scoring"
        elif held is not None:
            card = card_title(held["card"])
            if isinstance(hover, tuple):
                r = hover[1] + 1
                if r in lit_rows:
                    msg, color = f"Put {card} on row {r}", theme.TEXT
                elif state.taken[r - 1] >= 0:
                    msg = f"Row {r} was taken this round"
                else:
                    msg = f"Row {r} is full"
            else:
                msg, color = f"Choose a lit row for {card}", theme.GOLD_LIGHT
        elif isinstance(hover, tuple):
            r = hover[1] + 1
            if r in takes:
                gain = self._take_gain(state, r - 1)
                before = score_of(state.piles[state.to_move])
                n = len(state.rows[r - 1])
                msg = (f"Take row {r} ({n} card{'s' if n != 1 else ''}): {signed(gain)} "
                       f"point{'s' if abs(gain) != 1 else ''} · {before} → {before + gain}")
                color = theme.TEXT
            elif state.taken[r - 1] >= 0:
                msg = f"Row {r} was taken this round"
            else:
                msg = f"Row {r} is empty: there is nothing to take"
        elif hover == "deck":
            if state.legal_rows_for_draw():
                msg, color = "Draw the top card, then choose its row", theme.TEXT
            else:
                msg = "Every row in play is full: take a row"
        elif not state.legal_rows_for_draw():
            msg, color = "Every row in play is full: take a row", theme.GOLD_LIGHT
        elif not takes:
            msg = "Click the deck to draw a card"
        else:
            msg = "Click the deck to draw a card, or take a row"
        if msg:
            draw.text(surface, msg, g.hint, 17, color, False, "center")
