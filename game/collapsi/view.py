"""Collapsi on the table: cards drawn as real playing cards, a patterned back for collapsed
cards, two pawns that differ in colour, shape and number, ghost copies of the opposite row and
column at the board's edges to show the wrap-around, legal destinations highlighted with the
path shown on hover, and each move animated step by step before its starting card flips."""

from __future__ import annotations

import math

import pygame

from game.ui import draw, theme
from game.ui.view import Animation, GameView, ViewContext

SUITS = ("spades", "hearts", "clubs", "diamonds")
RED_SUITS = ("hearts", "diamonds")
INK_RED = (196, 32, 46)
INK_BLACK = (26, 28, 38)
PAPER = (252, 250, 244)
PAPER_EDGE = (196, 190, 178)
BACK = (30, 50, 108)
BACK_LINE = (70, 100, 170)
BACK_EDGE = (232, 226, 210)
CROWN = (236, 184, 56)
CROWN_DARK = (150, 104, 22)

STEP_TIME = 0.2     # seconds per step of an animated move
FLIP_TIME = 0.3     # the starting card turning face down


def suit_color(suit: str):
    return INK_RED if suit in RED_SUITS else INK_BLACK


# --- suit shapes (drawn on supersampled surfaces, so plain pygame.draw is smooth enough) ---------
def draw_suit(surface, suit: str, center, size: float, color, flip: bool = False) -> None:
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


class CardArt:
    """Card faces and backs rendered once per size (supersampled, then cached)."""

    def __init__(self):
        self._cache: dict = {}

    def face(self, rank: str, suit: str, w: int, h: int) -> pygame.Surface:
        key = ("face", rank, suit, w, h)
        if key not in self._cache:
            self._cache[key] = draw.supersampled((w, h), lambda s, ss: self._paint_face(
                s, ss, rank, suit), ss=3, fill=(*PAPER_EDGE, 0))
        return self._cache[key]

    def back(self, w: int, h: int) -> pygame.Surface:
        key = ("back", w, h)
        if key not in self._cache:
            self._cache[key] = draw.supersampled((w, h), self._paint_back, ss=3,
                                                 fill=(*BACK_EDGE, 0))
        return self._cache[key]

    def shadow(self, w: int, h: int) -> pygame.Surface:
        return draw.shadow_surface((w, h), max(4, w // 11), blur=5, alpha=110)

    # --- painting ------------------------------------------------------------------------------
    @staticmethod
    def _paint_face(s: pygame.Surface, ss: int, rank: str, suit: str) -> None:
        W, H = s.get_size()
        radius = int(W * 0.09)
        pygame.draw.rect(s, PAPER_EDGE, s.get_rect(), border_radius=radius)
        pygame.draw.rect(s, PAPER, s.get_rect().inflate(-2 * ss, -2 * ss),
                         border_radius=radius - ss)
        ink = suit_color(suit)
        label = "J" if rank == "J" else rank
        fsize = int(H * 0.165)
        f = theme.font(fsize, True)
        img = f.render(label, True, ink)
        corner_x = W * 0.125
        top = H * 0.035
        rect = img.get_rect(midtop=(corner_x, top))
        s.blit(img, rect)
        draw_suit(s, suit, (corner_x, rect.bottom + H * 0.045), W * 0.14, ink)
        # the lower-right index is the upper-left one turned around (taken before the centre art)
        corner = pygame.Surface((W * 0.28, H * 0.3), pygame.SRCALPHA)
        corner.blit(s, (0, 0), (0, 0, W * 0.28, H * 0.3))
        corner = pygame.transform.rotate(corner, 180)
        s.blit(corner, (W - corner.get_width(), H - corner.get_height()))
        area = pygame.Rect(W * 0.26, H * 0.15, W * 0.48, H * 0.7)
        if rank == "J":
            CardArt._paint_jack(s, ss, area, suit)
        else:
            pip = W * (0.42 if rank == "A" else 0.255 if rank == "4" else 0.27)
            for fx, fy, flip in PIP_LAYOUT[rank]:
                draw_suit(s, suit, (fx * W, fy * H), pip, ink, flip)
            if rank == "A":
                pygame.draw.circle(s, ink, (W / 2, H / 2), W * 0.3, max(1, ss))

    @staticmethod
    def _paint_jack(s, ss, area: pygame.Rect, suit: str) -> None:
        W, H = s.get_size()
        ink = suit_color(suit)
        frame = pygame.Rect(W * 0.22, H * 0.13, W * 0.56, H * 0.74)
        pygame.draw.rect(s, (248, 234, 196), frame, border_radius=int(W * 0.05))
        pygame.draw.rect(s, ink, frame, max(1, int(1.2 * ss)), border_radius=int(W * 0.05))
        inner = frame.inflate(-W * 0.06, -W * 0.06)
        pygame.draw.rect(s, (*CROWN_DARK, 255), inner, max(1, ss // 2 + 1),
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
        pygame.draw.polygon(s, CROWN_DARK, pts, max(1, ss))
        band = pygame.Rect(cx - cw / 2, base - ch * 0.05, cw, ch * 0.3)
        pygame.draw.rect(s, CROWN, band)
        pygame.draw.rect(s, CROWN_DARK, band, max(1, ss))
        for px, py in ((cx - cw / 2, top + ch * 0.18), (cx, top), (cx + cw / 2, top + ch * 0.18)):
            pygame.draw.circle(s, CROWN, (px, py), cw * 0.07)
            pygame.draw.circle(s, CROWN_DARK, (px, py), cw * 0.07, max(1, ss))
        for i, jx in enumerate((cx - cw / 3, cx, cx + cw / 3)):
            col = INK_RED if i != 1 else (40, 90, 180)
            pygame.draw.circle(s, col, (jx, band.centery), band.h * 0.3)
        # face: a calm oval with eyes and a curl of moustache under the crown
        fy = band.bottom + frame.h * 0.15
        fw, fh = frame.w * 0.5, frame.h * 0.27
        face = pygame.Rect(0, 0, fw, fh)
        face.center = (cx, fy)
        pygame.draw.ellipse(s, (247, 214, 178), face)
        pygame.draw.ellipse(s, CROWN_DARK, face, max(1, ss))
        for ex in (-0.2, 0.2):
            pygame.draw.circle(s, INK_BLACK, (cx + ex * fw, fy - fh * 0.08), fw * 0.06)
        pygame.draw.arc(s, ink, (cx - fw * 0.25, fy + fh * 0.0, fw * 0.5, fh * 0.32), math.pi,
                        2 * math.pi, max(1, int(1.5 * ss)))
        # collar with the suit below the face
        draw_suit(s, suit, (cx, face.bottom + frame.h * 0.14), frame.w * 0.3, ink)

    @staticmethod
    def _paint_back(s: pygame.Surface, ss: int) -> None:
        W, H = s.get_size()
        radius = int(W * 0.09)
        pygame.draw.rect(s, BACK_EDGE, s.get_rect(), border_radius=radius)
        inner = s.get_rect().inflate(-W * 0.12, -W * 0.12)
        pygame.draw.rect(s, BACK, inner, border_radius=int(radius * 0.6))
        clip = s.get_clip()
        s.set_clip(inner.inflate(-ss * 2, -ss * 2))
        step = W * 0.16
        n = int(H / step) + int(W / step) + 4
        for i in range(-n, n):
            x0 = inner.x + i * step
            pygame.draw.line(s, BACK_LINE, (x0, inner.y), (x0 + H, inner.y + H), ss)
            pygame.draw.line(s, BACK_LINE, (x0, inner.y), (x0 - H, inner.y + H), ss)
        s.set_clip(clip)
        pygame.draw.rect(s, BACK_LINE, inner.inflate(-W * 0.06, -W * 0.06), ss,
                         border_radius=int(radius * 0.4))
        # a medallion in the middle
        c = s.get_rect().center
        pygame.draw.circle(s, BACK, c, W * 0.2)
        pygame.draw.circle(s, BACK_EDGE, c, W * 0.2, ss * 2)
        pygame.draw.polygon(s, BACK_EDGE, [(c[0], c[1] - W * 0.12), (c[0] + W * 0.08, c[1]),
                                          (c[0], c[1] + W * 0.12), (c[0] - W * 0.08, c[1])])


class Tokens:
    """Pawn tokens per seat and size: circle, diamond, hexagon, square, each with its number."""

    SHAPES = ("circle", "diamond", "hexagon", "square")

    def __init__(self):
        self._cache: dict = {}

    def get(self, seat: int, size: int) -> pygame.Surface:
        key = (seat, size)
        if key not in self._cache:
            self._cache[key] = draw.supersampled((size, size), lambda s, ss: self._paint(
                s, ss, seat), ss=4, fill=(*theme.seat_color(seat), 0))
        return self._cache[key]

    @classmethod
    def outline(cls, seat: int, c, r: float):
        shape = cls.SHAPES[seat % len(cls.SHAPES)]
        if shape == "diamond":
            return [(c[0] + math.cos(a) * r, c[1] + math.sin(a) * r)
                    for a in (math.pi * k / 2 - math.pi / 2 for k in range(4))]
        if shape == "hexagon":
            return [(c[0] + math.cos(a) * r, c[1] + math.sin(a) * r)
                    for a in (math.pi * k / 3 for k in range(6))]
        if shape == "square":
            q = r * 0.8
            return [(c[0] - q, c[1] - q), (c[0] + q, c[1] - q), (c[0] + q, c[1] + q),
                    (c[0] - q, c[1] + q)]
        return None

    @classmethod
    def _fill(cls, s, seat, c, r, color):
        pts = cls.outline(seat, c, r)
        if pts is None:
            pygame.draw.circle(s, color, c, r)
        else:
            pygame.draw.polygon(s, color, pts)

    @classmethod
    def _paint(cls, s, ss, seat):
        S = s.get_width()
        c = (S / 2, S / 2)
        base = theme.seat_color(seat)
        r = S * 0.47
        if cls.SHAPES[seat % 4] == "diamond":
            r = S * 0.5
        cls._fill(s, seat, c, r, theme.darken(base, 0.45))
        cls._fill(s, seat, (c[0], c[1] - S * 0.02), r * 0.93, theme.darken(base, 0.12))
        cls._fill(s, seat, (c[0], c[1] - S * 0.03), r * 0.8, base)
        # a soft highlight on the upper left
        hl = pygame.Surface((S, S), pygame.SRCALPHA)
        pygame.draw.ellipse(hl, (255, 255, 255, 70), (S * 0.28, S * 0.16, S * 0.4, S * 0.24))
        s.blit(hl, (0, 0))
        cls._fill(s, seat, (c[0], c[1] - S * 0.03), r * 0.56, theme.lighten(base, 0.16))
        label = str(seat + 1)
        f = theme.font(int(S * 0.42), True)
        shade = f.render(label, True, theme.darken(base, 0.6))
        img = f.render(label, True, (255, 255, 255))
        rect = img.get_rect(center=(c[0], c[1] - S * 0.03))
        s.blit(shade, rect.move(0, ss * 2))
        s.blit(img, rect)

    @staticmethod
    def shadow(size: int) -> pygame.Surface:
        return draw.shadow_surface((size, int(size * 0.9)), size // 2, blur=6, alpha=150)


class MoveAnimation(Animation):
    """A pawn walking its path one step at a time, then its starting card turning over."""

    def __init__(self, seat: int, path: list[int]):
        self.seat = seat
        self.path = path
        self.steps = len(path) - 1
        self.walk = STEP_TIME * self.steps
        super().__init__(self.walk + FLIP_TIME)

    def position(self) -> tuple[int, float]:
        """(index of the step being walked, fraction of it), eased per step."""
        t = min(self.elapsed, self.walk) / STEP_TIME if STEP_TIME else self.steps
        i = min(int(t), self.steps - 1)
        return i, draw.ease_in_out(t - i)

    @property
    def flip(self) -> float:
        """0 until the walk ends, then 0..1 while the starting card turns."""
        if self.elapsed <= self.walk:
            return 0.0
        return min(1.0, (self.elapsed - self.walk) / FLIP_TIME)


class View(GameView):
    """The Collapsi board."""

    def __init__(self, game):
        super().__init__(game)
        self.art = CardArt()
        self.tokens = Tokens()
        self.last_path: list[int] | None = None
        self.last_seat = 0
        self._walking: MoveAnimation | None = None
        self._base: pygame.Surface | None = None
        self._base_key = None
        self.size = 4
        self.layout(pygame.Rect(300, 80, 680, 620))

    def supports(self, variant_name: str, options: dict) -> bool:
        # Only the standard 4×4 game has a screen so far; the rules engine knows the rest.
        defaults = self.game.variants["standard"].default_options()
        return variant_name == "standard" and all(options.get(k, v) == v
                                                  for k, v in defaults.items())

    # --- words -----------------------------------------------------------------------------------
    def tagline(self) -> str:
        return "Cards collapse behind you on a wrapping grid. Whoever cannot move loses."

    def credit(self) -> str:
        return "Collapsi was designed by Mark S. Ball (collapsi.itch.io) and is free to play."

    def rules(self) -> list[tuple[str, str]]:
        return [
            ("Goal", "Be the last player able to make a legal move."),
            ("Setup", "The 16 cards (J J, four A, four 2, four 3, two 4) are dealt face up in a "
                      "4×4 grid. Player 1 starts on the first jack dealt, Player 2 on the "
                      "second. Player 1 moves first."),
            ("Moving", "Your starting card is the card your pawn stands on. Move exactly its "
                       "number of steps: A = 1, 2 = 2, 3 = 3, 4 = 4, and a jack = 1. Steps go "
                       "up, down, left or right, and you may turn between them."),
            ("Wrap-around", "The grid wraps like Pac-Man: leave the left edge and you come in "
                            "on the right of the same row; leave the top and you enter at the "
                            "bottom of the same column. The faded cards at the edges show what "
                            "lies beyond."),
            ("Not allowed", "Visiting a card twice in one move (your starting card counts), "
                            "ending on your starting card, ending on your opponent's card, and "
                            "entering a face-down card. You may pass through your opponent's "
                            "card."),
            ("Collapse", "After you move, your starting card flips face down: it is gone for "
                         "the rest of the game."),
            ("End", "The player to move who cannot complete a move loses at once; the other "
                    "player made the last move and wins."),
            ("Playing here", "The cards you can reach glow. Point at one (or press and hold) to "
                             "see a path there, then click or release to move. Escape returns "
                             "to the menu."),
        ]

    def seat_label(self, state, seat: int) -> str:
        return f"{state.seat_name(seat)} · {theme.seat_color_name(seat)}"

    def status(self, state) -> str:
        if state.is_over():
            return ""
        steps = state.steps_for(state.to_move)
        card = state.grid[state.pawns[state.to_move]]
        why = " from the jack" if card == "J" else " from the ace" if card == "A" else ""
        return f"Move exactly {steps} step{'s' if steps != 1 else ''}{why}"

    # --- pictures around the board ---------------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        size = int(size)
        sh = Tokens.shadow(size)
        surface.blit(sh, sh.get_rect(center=(center[0], center[1] + size * 0.1)))
        img = self.tokens.get(seat, size)
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def paint_thumbnail(self, surface, rect) -> None:
        w = min(int(rect.h * 0.8 / 1.4), int(rect.w / 2.8))    # the fan fits either way
        h = int(w * 1.4)
        cx, cy = rect.center
        cards = [("A", "spades", -16), ("J", "hearts", 0), (None, None, 16)]
        for i, (rank, suit, angle) in enumerate(cards):
            img = self.art.back(w, h) if rank is None else self.art.face(rank, suit, w, h)
            sh = self.art.shadow(w, h)
            dx = (i - 1) * w * 0.62
            dy = abs(i - 1) * h * 0.06
            rot_sh = pygame.transform.rotate(sh, -angle)
            surface.blit(rot_sh, rot_sh.get_rect(center=(cx + dx + 2, cy + dy + 5)))
            rot = pygame.transform.rotozoom(img, -angle, 1)
            surface.blit(rot, rot.get_rect(center=(cx + dx, cy + dy)))
        self.draw_token(surface, 0, (cx - w * 0.62, cy + h * 0.08), int(w * 0.56))
        self.draw_token(surface, 1, (cx, cy + h * 0.04), int(w * 0.56))

    # --- geometry --------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        n = self.size
        self.gap = 12
        hint_h = 30
        avail_h = self.rect.h - hint_h
        # height: n cards, n-1 gaps, plus a gap and a ghost strip (0.3 of a card) each side
        h = (avail_h - (n + 1) * self.gap) / (n + 0.6)
        w = h / 1.4
        avail_w = self.rect.w
        if n * w + (n + 1) * self.gap + 0.6 * w > avail_w:
            w = (avail_w - (n + 1) * self.gap) / (n + 0.6)
            h = w * 1.4
        self.cw, self.ch = int(w), int(h)
        self.ghost_w, self.ghost_h = int(w * 0.3), int(h * 0.3)
        gw = n * self.cw + (n - 1) * self.gap
        gh = n * self.ch + (n - 1) * self.gap
        self.grid_rect = pygame.Rect(0, 0, gw, gh)
        self.grid_rect.center = (self.rect.centerx, self.rect.y + avail_h // 2)
        self.field_rect = self.grid_rect.inflate(2 * (self.gap + self.ghost_w),
                                                 2 * (self.gap + self.ghost_h))
        self.hint_pos = (self.rect.centerx, self.rect.bottom - hint_h // 2)
        self.pawn_size = int(self.cw * 0.64)

    def cell_rect(self, row: float, col: float) -> pygame.Rect:
        """The card rectangle at (row, col); rows and columns outside 0..n-1 are the ghosts."""
        x = self.grid_rect.x + col * (self.cw + self.gap)
        y = self.grid_rect.y + row * (self.ch + self.gap)
        return pygame.Rect(round(x), round(y), self.cw, self.ch)

    def centre(self, row: float, col: float):
        return (self.grid_rect.x + col * (self.cw + self.gap) + self.cw / 2,
                self.grid_rect.y + row * (self.ch + self.gap) + self.ch / 2)

    def cell_at(self, pos) -> int | None:
        if pos is None:
            return None
        for cell in range(self.size * self.size):
            r, c = divmod(cell, self.size)
            if self.cell_rect(r, c).inflate(self.gap, self.gap).collidepoint(pos):
                return cell
        return None

    def suits(self, grid: str) -> list[str]:
        seen: dict[str, int] = {}
        out = []
        for rank in grid:
            k = seen.get(rank, 0)
            seen[rank] = k + 1
            out.append(SUITS[k % 4] if rank != "J" else ("hearts", "spades")[k % 2])
        return out

    # --- input -----------------------------------------------------------------------------------
    def hit(self, state, pos):
        cell = self.cell_at(pos)
        if cell is not None and cell in state.legal_moves():
            return cell
        return None

    def target(self, state, move):
        r, c = divmod(move, self.size)
        return self.cell_rect(r, c).center

    def reset(self, state) -> None:
        super().reset(state)
        self.size = state.size
        self.layout(self.rect)
        self.last_path = None

    def animate(self, state, move) -> Animation:
        anim = MoveAnimation(state.to_move, state.path_to(move))
        self._walking = anim
        return anim

    def moved(self, state, move) -> None:
        anim = getattr(self, "_walking", None)
        if anim is not None and anim.path[-1] == move:
            self.last_path, self.last_seat = anim.path, anim.seat
        else:
            self.last_path = None
        self._walking = None

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, state, ctx: ViewContext) -> None:
        n = self.size
        suits = self.suits(state.grid)
        anim = ctx.animation if isinstance(ctx.animation, MoveAnimation) else None
        hover = self.cell_at(ctx.mouse) if ctx.interactive else None
        legal = state.legal_moves() if ctx.interactive else []
        preview = None
        if hover is not None and hover in legal:
            preview = state.path_to(hover)

        # the table, the mat, the ghost strips and the cards change only when a move is made:
        # they are drawn once into a cached layer
        flipping = anim.path[0] if anim is not None and anim.flip > 0 else None
        self._blit_base(surface, state, suits, anim.seat if anim else None, flipping)
        if flipping is not None:
            r, c = divmod(flipping, n)
            self._draw_card(surface, state, flipping, suits[flipping], self.cell_rect(r, c),
                            flip=anim.flip)

        # legal destinations glow (pulsing); the one under the pointer glows brighter
        pulse = 0.5 + 0.5 * math.sin(ctx.time * 4.0)
        for cell in legal if anim is None else ():
            r, c = divmod(cell, n)
            rect = self.cell_rect(r, c)
            strong = cell == hover
            halo = 130 if strong else int(50 + 50 * pulse)
            draw.rounded_rect(surface, (*theme.GOLD_LIGHT, halo), rect.inflate(14, 14), 14, 5)
            edge = 255 if strong else int(170 + 60 * pulse)
            draw.rounded_rect(surface, (*theme.GOLD, edge), rect.inflate(6, 6), 11, 3)

        # the last move's trail, faintly
        if self.last_path and anim is None and not preview:
            self._draw_path(surface, self.last_path, theme.seat_color(self.last_seat), 70)

        if preview and anim is None:
            self._draw_path(surface, preview, theme.seat_color(state.to_move), 235, numbered=True)

        # the walked part of a move being animated lies under the pawns
        if anim is not None:
            walked = anim.path[:anim.position()[0] + 1]
            if len(walked) > 1:
                self._draw_path(surface, walked, theme.seat_color(anim.seat), 120)

        # pawns
        for seat, cell in enumerate(state.pawns):
            if anim is not None and seat == anim.seat:
                continue
            r, c = divmod(cell, n)
            self.draw_token(surface, seat, self.centre(r, c), self.pawn_size)
        if anim is not None:
            self._draw_walking_pawn(surface, anim)
        elif preview:
            r, c = divmod(preview[-1], n)
            ghost = self.tokens.get(state.to_move, self.pawn_size).copy()
            ghost.set_alpha(120)
            surface.blit(ghost, ghost.get_rect(center=self.centre(r, c)))

        # at the end, the pawn that could not move is marked
        if anim is None and state.is_over():
            r, c = divmod(state.pawns[state.to_move], n)
            rect = self.cell_rect(r, c)
            self._cross_badge(surface, (rect.right - 4, rect.top + 4))

        # the mover's step count on its card
        if not ctx.over and anim is None and not state.is_over():
            seat = state.to_move
            r, c = divmod(state.pawns[seat], n)
            rect = self.cell_rect(r, c)
            self._badge(surface, (rect.right - 4, rect.top + 4), str(state.steps_for(seat)),
                        theme.seat_color(seat))

        self._draw_hint(surface, state, ctx, hover, legal)

    def _blit_base(self, surface, state, suits, skip_seat, skip_cell) -> None:
        key = (state.grid, state.collapsed, tuple(state.pawns), skip_seat, skip_cell,
               tuple(self.grid_rect), surface.get_size())
        area = self.field_rect.inflate(48, 48).clip(surface.get_rect())
        if key != self._base_key or self._base is None:
            layer = surface.copy()   # the table under the board, as drawn this frame
            mat = self.grid_rect.inflate(self.gap * 2 + 4, self.gap * 2 + 4)
            draw.shadow(layer, mat, 18, blur=14, alpha=90, offset=(0, 6))
            draw.rounded_rect(layer, (*theme.MAT, 255), mat, 18)
            draw.rounded_rect(layer, (255, 255, 255, 26), mat, 18, 1)
            self._draw_ghosts(layer, state, suits, skip_seat)
            for cell in range(self.size * self.size):
                if cell != skip_cell:
                    r, c = divmod(cell, self.size)
                    self._draw_card(layer, state, cell, suits[cell], self.cell_rect(r, c))
            self._base, self._base_key = layer, key
        surface.blit(self._base, area.topleft, area)

    def _draw_card(self, surface, state, cell, suit, rect, flip=None, alpha=255, shadow=True):
        down = bool(state.collapsed >> cell & 1)
        if flip is not None:
            # first half: the face narrows; second half: the back widens
            face_up = flip < 0.5
            k = abs(math.cos(flip * math.pi))
            img = (self.art.face(state.grid[cell], suit, self.cw, self.ch) if face_up
                   else self.art.back(self.cw, self.ch))
            w = max(1, int(self.cw * k))
            img = pygame.transform.smoothscale(img, (w, self.ch))
            lift = int(8 * math.sin(flip * math.pi))
            dest = img.get_rect(center=(rect.centerx, rect.centery - lift))
            sh = self.art.shadow(max(2, w), self.ch)
            surface.blit(sh, (dest.x - 10 + 1, dest.y - 10 + 3 + lift))
            surface.blit(img, dest)
            return
        img = self.art.back(self.cw, self.ch) if down else self.art.face(
            state.grid[cell], suit, self.cw, self.ch)
        if shadow:
            sh = self.art.shadow(self.cw, self.ch)
            if alpha < 255:
                sh = sh.copy()
                sh.set_alpha(alpha)
            surface.blit(sh, (rect.x - 10 + 1, rect.y - 10 + 3))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, rect)
        if down:
            # collapsed cards sink a little into the felt
            draw.rounded_rect(surface, (0, 0, 0, 70), rect, max(4, self.cw // 11))

    def _draw_ghosts(self, surface, state, suits, skip_seat) -> None:
        """Faded copies of the last row above the grid, the first row below, and the same for
        columns, clipped to thin strips: the board continues around the edges."""
        n = self.size
        g = self.grid_rect
        strips = [
            (pygame.Rect(g.x, g.y - self.gap - self.ghost_h, g.w, self.ghost_h), "top"),
            (pygame.Rect(g.x, g.bottom + self.gap, g.w, self.ghost_h), "bottom"),
            (pygame.Rect(g.x - self.gap - self.ghost_w, g.y, self.ghost_w, g.h), "left"),
            (pygame.Rect(g.right + self.gap, g.y, self.ghost_w, g.h), "right"),
        ]
        for strip, side in strips:
            layer = pygame.Surface(strip.size, pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            offset = (-strip.x, -strip.y)
            for i in range(n):
                if side == "top":
                    cell, (gr, gc) = (n - 1) * n + i, (-1, i)
                elif side == "bottom":
                    cell, (gr, gc) = i, (n, i)
                elif side == "left":
                    cell, (gr, gc) = i * n + n - 1, (i, -1)
                else:
                    cell, (gr, gc) = i * n, (i, n)
                rect = self.cell_rect(gr, gc).move(offset)
                self._draw_card(layer, state, cell, suits[cell], rect, shadow=False)
                for seat, pc in enumerate(state.pawns):
                    if pc == cell and seat != skip_seat:
                        cx, cy = self.centre(gr, gc)
                        img = self.tokens.get(seat, self.pawn_size)
                        layer.blit(img, img.get_rect(center=(cx + offset[0], cy + offset[1])))
            layer.blit(self._fade_mask(strip.size, side), (0, 0),
                       special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(layer, strip)

    _masks: dict = {}

    def _fade_mask(self, size, side) -> pygame.Surface:
        key = (size, side)
        if key not in self._masks:
            w, h = size
            mask = pygame.Surface(size, pygame.SRCALPHA)
            length = h if side in ("top", "bottom") else w
            for i in range(length):
                # i = distance from the grid
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
            self._masks[key] = mask
        return self._masks[key]

    def _segments(self, path: list[int]):
        """Straight segments (in board coordinates) for a path on the torus: a step across an
        edge becomes two segments, one leaving the grid and one entering from the far side."""
        n = self.size
        segs = []
        for a, b in zip(path, path[1:]):
            ra, ca = divmod(a, n)
            rb, cb = divmod(b, n)
            dr, dc = rb - ra, cb - ca
            if abs(dr) > 1:       # wrapped vertically
                step = -1 if dr > 0 else 1
                segs.append(((ra, ca), (ra + step, ca)))
                segs.append(((rb - step, cb), (rb, cb)))
            elif abs(dc) > 1:     # wrapped horizontally
                step = -1 if dc > 0 else 1
                segs.append(((ra, ca), (ra, ca + step)))
                segs.append(((rb, cb - step), (rb, cb)))
            else:
                segs.append(((ra, ca), (rb, cb)))
        return segs

    def _draw_path(self, surface, path, color, alpha, numbered=False) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.field_rect.inflate(-4, -4))
        line = (*theme.lighten(color, 0.25), alpha)
        for a, b in self._segments(path):
            draw.thick_line(surface, (0, 0, 0, alpha // 3), self._shift(self.centre(*a), 2),
                            self._shift(self.centre(*b), 2), 9)
            draw.thick_line(surface, line, self.centre(*a), self.centre(*b), 7)
        surface.set_clip(clip)
        if numbered:
            for i, cell in enumerate(path[1:], 1):
                r, c = divmod(cell, self.size)
                if i == len(path) - 1:
                    continue
                self._badge(surface, self.centre(r, c), str(i), color, radius=13)

    @staticmethod
    def _shift(p, d):
        return (p[0], p[1] + d)

    def _draw_walking_pawn(self, surface, anim: MoveAnimation) -> None:
        n = self.size
        i, t = anim.position()
        a, b = anim.path[i], anim.path[i + 1]
        ra, ca = divmod(a, n)
        rb, cb = divmod(b, n)
        dr, dc = rb - ra, cb - ca
        hop = math.sin(t * math.pi) * self.ch * 0.08
        positions = []
        if abs(dr) > 1 or abs(dc) > 1:
            sr = (-1 if dr > 0 else 1) if abs(dr) > 1 else dr
            sc = (-1 if dc > 0 else 1) if abs(dc) > 1 else dc
            positions.append((ra + sr * t, ca + sc * t))
            positions.append((rb - sr * (1 - t), cb - sc * (1 - t)))
        else:
            positions.append((ra + dr * t, ca + dc * t))
        clip = surface.get_clip()
        surface.set_clip(self.field_rect)
        size = int(self.pawn_size * (1 + 0.08 * math.sin(t * math.pi)))
        for r, c in positions:
            x, y = self.centre(r, c)
            sh = Tokens.shadow(self.pawn_size)
            surface.blit(sh, sh.get_rect(center=(x, y + self.pawn_size * 0.1 + hop * 0.3)))
            img = self.tokens.get(anim.seat, size)
            surface.blit(img, img.get_rect(center=(round(x), round(y - hop))))
        surface.set_clip(clip)

    def _badge(self, surface, center, label, color, radius=15) -> None:
        draw.circle(surface, (0, 0, 0, 90), (center[0], center[1] + 2), radius + 1)
        draw.circle(surface, (255, 255, 255), center, radius + 2)
        draw.circle(surface, color, center, radius)
        draw.text(surface, label, center, int(radius * 1.2), (255, 255, 255), True, "center")

    def _cross_badge(self, surface, center, radius=15) -> None:
        self._badge(surface, center, "", (70, 74, 82), radius)
        d = radius * 0.42
        x, y = center
        draw.thick_line(surface, (255, 255, 255), (x - d, y - d), (x + d, y + d), 3)
        draw.thick_line(surface, (255, 255, 255), (x - d, y + d), (x + d, y - d), 3)

    def _draw_hint(self, surface, state, ctx, hover, legal) -> None:
        msg = ""
        if ctx.interactive:
            cell = self.cell_at(ctx.mouse)
            if cell is not None and cell in legal:
                steps = state.steps_for(state.to_move)
                msg = (f"Move to {state.cell_name(cell)}: {steps} step"
                       f"{'s' if steps != 1 else ''}")
            elif cell is not None:
                msg = f"Can't end on {state.cell_name(cell)}: {state.why_illegal(cell)}"
            else:
                msg = "Choose a glowing card to move there"
        if msg:
            draw.text(surface, msg, self.hint_pos, 17, theme.TEXT_MUTED, False, "center")
