"""Drawing a Collapsi position: the cards on their mat, the ghost strips of the wrap-around,
what may be chosen lit, paths walked and previewed, the pawns, the running animation, the
rulers, the step counts and the line under the board (those words and marks by marks.py).
It draws with a layout (layout.py) and the art (art.py) and changes no state: it keeps only
a cache (the cards that lie still, drawn once per position) and where it put its words last
(so that a hint's tag keeps off them)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.core.i18n import _
from game.ui import draw, theme

from ..rules import SHIFTS, SoloState
from . import art
from .layout import BoardLayout, on_field, place
from .marks import Marks
from .motion import MoveAnimation, PlaceAnimation, segments

EXIT = (38, 150, 90)


@dataclass
class Look:
    """What the board shows besides the position: chosen by the person (input.py) and the
    table (the view's context)."""

    interactive: bool = False      # a person may choose now, and nothing is moving
    legal: tuple = ()              # the cards they may tap
    hover: int | None = None       # the card pointed at (or pressed)
    arrow: str | None = None       # the shift arrow pointed at (or pressed)
    pending: int | None = None     # the shifting board's card awaiting its shift
    leaving: int | None = None     # the puzzle's exit tapped once
    refused: int | None = None     # a card tapped that cannot be chosen
    preview: list | None = None    # the cards of the path shown
    trails: list = field(default_factory=list)   # (seat, places, segments) of recent moves
    message: tuple = ("", False)   # the line under the board (words, a warning)


class Board:
    def __init__(self):
        self._base: pygame.Surface | None = None
        self._base_key = None
        self.marks = Marks()                 # the words and marks it writes on the board

    # --- the frame -----------------------------------------------------------------------------
    def draw(self, surface, state, ctx, geo: BoardLayout, look: Look) -> None:
        self.marks.words = []
        suits = art.suits(state.grid)
        anim = ctx.animation if isinstance(ctx.animation, MoveAnimation) else None
        placing = ctx.animation if isinstance(ctx.animation, PlaceAnimation) else None
        busy = anim is not None or placing is not None
        lines = self.marks.message_lines(geo, look.message[0])

        # the cards that move on their own this frame are drawn over the cached layer
        flipping = anim.path[0] if anim is not None and anim.flip > 0 else None
        sliding = anim.line if anim is not None and anim.slide > 0 else ()
        self._blit_base(surface, state, suits, geo, anim.seat if anim else None, flipping,
                        sliding)
        nudge = (0.0, 0.0)
        if sliding:
            nudge = (anim.vector[0] * anim.slide, anim.vector[1] * anim.slide)
        self._moving_cards(surface, state, suits, geo, anim, flipping, sliding, nudge)

        pulse = ctx.pulse(4.0)
        if look.pending is None:
            for card in look.legal:
                self._glow(surface, geo, geo.cell(*place(state, card)), card == look.hover,
                           pulse)
        else:
            self._line_choice(surface, state, geo, look, pulse)
        if isinstance(state, SoloState):
            self._exit(surface, state, geo, pulse)

        self._paths(surface, state, geo, look, anim, busy, sliding)

        skip = place(state, look.pending) if look.pending is not None and not geo.band \
            else (None, None)       # (a phone: the arrows lie over that row's number ...)
        self.marks.rulers(surface, geo, busy=bool(sliding), lines=lines, skip=skip)
        self._pawns(surface, state, geo, look, anim, placing, sliding, nudge)
        self.marks.state_marks(surface, state, ctx, geo, busy, bool(look.preview))
        if lines:
            self.marks.message(surface, geo, lines, look.message[1])

    def _moving_cards(self, surface, state, suits, geo, anim, flipping, sliding, nudge) -> None:
        """The cards left out of the cached layer: a sliding line, `nudge` along, and the
        card flipping over as the pawn leaves it."""
        for card in sliding:
            r, c = place(state, card)
            self.card(surface, state, card, suits[card], geo.cell(r + nudge[0], c + nudge[1]),
                      geo, flip=1.0 if card == flipping else None)
        if flipping is not None and flipping not in sliding:
            self.card(surface, state, flipping, suits[flipping],
                      geo.cell(*place(state, flipping)), geo, flip=anim.flip)

    def _paths(self, surface, state, geo, look, anim, busy, sliding) -> None:
        """Every move since your turn, each trail on the cards it walked where they lie now
        (from its collapsed starting card to its pawn), in its mover's colour, the older ones
        fainter; else the path previewed, or the walk so far of the pawn moving."""
        if not busy and not look.preview:
            for age, (seat, __, segs) in enumerate(reversed(look.trails)):
                self._path(surface, geo, segs, theme.seat_color(seat), max(40, 90 - 15 * age))
        if look.preview:
            spots = [place(state, c) for c in look.preview]
            self._path(surface, geo, segments(spots), theme.seat_color(state.to_move), 235,
                       numbered=spots)
        if anim is not None:
            walked = anim.spots[:anim.position()[0] + 1]
            if len(walked) > 1 and not sliding:
                self._path(surface, geo, segments(walked), theme.seat_color(anim.seat), 120)

    def _pawns(self, surface, state, geo, look, anim, placing, sliding, nudge) -> None:
        """The pawns (one on a sliding line slides with it), the one moving or being placed,
        and the ghost where the previewed or hovered move would put it."""
        for seat, card in enumerate(state.pawns):
            if card < 0 or (anim is not None and seat == anim.seat):
                continue
            r, c = place(state, card)
            if card in sliding:
                r, c = r + nudge[0], c + nudge[1]
            self.token(surface, seat, geo.centre(r, c), geo.pawn)
        if anim is not None:
            if sliding:
                r, c = anim.spots[-1]
                self.token(surface, anim.seat, geo.centre(r + nudge[0], c + nudge[1]),
                           geo.pawn)
            else:
                self._walking_pawn(surface, geo, anim)
        elif placing is not None:
            self._placing_pawn(surface, state, geo, placing)
        elif look.preview:
            self._ghost_pawn(surface, geo, state.to_move, place(state, look.preview[-1]))
        elif look.interactive and state.choosing() and look.hover in look.legal:
            self._ghost_pawn(surface, geo, state.to_move, place(state, look.hover))

    # --- cards ---------------------------------------------------------------------------------
    def _blit_base(self, surface, state, suits, geo, skip_seat, skip_cell, moving) -> None:
        """The mat, the ghost strips and every card lying still, drawn once per position
        over the table as it is under the board, then put back each frame."""
        key = (state.key(), skip_seat, skip_cell, moving, tuple(geo.grid), tuple(geo.field),
               geo.cw, geo.ch, surface.get_size(), draw.scale())
        area = geo.field.inflate(48, 48).clip(draw.bounds(surface))
        if key != self._base_key or self._base is None:
            layer = surface.copy()   # the table under the board, as drawn this frame
            mat = geo.grid.inflate(geo.gap * 2 + 4, geo.gap * 2 + 4)
            draw.shadow(layer, mat, 18, blur=14, alpha=90, offset=(0, 6))
            draw.rounded_rect(layer, (*theme.MAT, 255), mat, 18)
            draw.rounded_rect(layer, (255, 255, 255, 26), mat, 18, 1)
            if not moving:
                self._ghosts(layer, state, suits, geo, skip_seat)
            for card in range(len(state.grid)):
                if card == skip_cell or card in moving or not on_field(state, card):
                    continue
                self.card(layer, state, card, suits[card], geo.cell(*place(state, card)), geo)
            self._base, self._base_key = layer, key
        if area.w > 0 and area.h > 0:
            part = draw.to_px(area).clip(self._base.get_rect())
            draw.blit(surface, self._base.subsurface(part), area.topleft)

    def card(self, surface, state, cell, suit, rect, geo, flip=None, shadow=True) -> None:
        """The card `cell` at `rect`: its face, or its back once collapsed; `flip` (0..1)
        turns it over, lifted a little."""
        down = bool(state.collapsed >> cell & 1)
        cw, ch = geo.cw, geo.ch
        corner = max(4, cw // 11)
        if flip is not None:
            # first half: the face narrows; second half: the back widens
            face_up = flip < 0.5
            k = abs(math.cos(flip * math.pi))
            img = art.face(state.grid[cell], suit, cw, ch) if face_up else art.back(cw, ch)
            w = max(1.0, cw * k)
            img = draw.scaled(img, (w, ch))
            lift = min(8.0, ch * 0.1) * math.sin(flip * math.pi)
            draw.blit(surface, art.card_shadow(max(2, w), ch),
                      (rect.centerx - w / 2 - 9, rect.centery - ch / 2 - 7))
            dest = draw.blit(surface, img, (rect.centerx, rect.centery - lift), "center")
            if flip >= 1:
                draw.rounded_rect(surface, (0, 0, 0, 70), dest, corner)
            return
        img = art.back(cw, ch) if down else art.face(state.grid[cell], suit, cw, ch)
        if shadow:
            draw.blit(surface, art.card_shadow(cw, ch), (rect.x - 9, rect.y - 7))
        draw.blit(surface, img, rect.topleft)
        if down:
            # collapsed cards sink a little into the felt
            draw.rounded_rect(surface, (0, 0, 0, 70), rect, corner)

    def _ghosts(self, surface, state, suits, geo, skip_seat) -> None:
        """Faded copies of the field's last row above it, its first row below, and the same
        for columns, clipped to thin strips: the board continues round the edges."""
        rows, cols = state.field_size()
        g, gap = geo.grid, geo.gap
        strips = [
            (pygame.Rect(g.x, g.y - gap - geo.ghost_h, g.w, geo.ghost_h), "top"),
            (pygame.Rect(g.x, g.bottom + gap, g.w, geo.ghost_h), "bottom"),
            (pygame.Rect(g.x - gap - geo.ghost_w, g.y, geo.ghost_w, g.h), "left"),
            (pygame.Rect(g.right + gap, g.y, geo.ghost_w, g.h), "right"),
        ]
        for strip, side in strips:
            if strip.w <= 0 or strip.h <= 0:
                continue
            layer = draw.layer(strip.size)
            for i in range(cols if side in ("top", "bottom") else rows):
                if side == "top":
                    card, (gr, gc) = state.card_at(rows - 1, i), (-1, i)
                elif side == "bottom":
                    card, (gr, gc) = state.card_at(0, i), (rows, i)
                elif side == "left":
                    card, (gr, gc) = state.card_at(i, cols - 1), (i, -1)
                else:
                    card, (gr, gc) = state.card_at(i, 0), (i, cols)
                if card is None:
                    continue                    # a gap shows as felt
                rect = geo.cell(gr, gc).move(-strip.x, -strip.y)
                self.card(layer, state, card, suits[card], rect, geo, shadow=False)
                for seat, pc in enumerate(state.pawns):
                    if pc == card and seat != skip_seat:
                        cx, cy = geo.centre(gr, gc)
                        draw.blit(layer, art.pawn(seat, geo.pawn),
                                  floored((cx - strip.x, cy - strip.y)), "center")
            layer.blit(art.fade(layer.get_size(), side), (0, 0),
                       special_flags=pygame.BLEND_RGBA_MULT)
            draw.blit(surface, layer, strip.topleft)

    # --- what may be chosen ----------------------------------------------------------------------
    def _glow(self, surface, geo, rect, strong: bool, pulse: float) -> None:
        if geo.fine:
            outer, outer_w, outer_r, inner, inner_w, inner_r = 14, 5, 14, 6, 3, 11
        else:
            outer, outer_w, outer_r = geo.gap + 4, 3, 7
            inner, inner_w, inner_r = 3, 2, 5
        halo = 130 if strong else int(50 + 50 * pulse)
        draw.rounded_rect(surface, (*theme.GOLD_LIGHT, halo), rect.inflate(outer, outer),
                          outer_r, outer_w)
        edge = 255 if strong else int(170 + 60 * pulse)
        draw.rounded_rect(surface, (*theme.GOLD, edge), rect.inflate(inner, inner), inner_r,
                          inner_w)

    def _line_choice(self, surface, state, geo, look, pulse) -> None:
        """A destination awaits its shift: its row and column outlined, an arrow at each end."""
        dest = look.pending
        row, col = place(state, dest)
        g = geo.grid
        row_rect = pygame.Rect(g.x, geo.cell(row, 0).y, g.w, geo.ch)
        col_rect = pygame.Rect(geo.cell(0, col).x, g.y, geo.cw, g.h)
        out, radius, width = (10, 12, 3) if geo.fine else (geo.gap + 2, 7, 2)
        for rect, shifts in ((row_rect, "<>"), (col_rect, "^v")):
            strong = look.arrow in tuple(shifts)
            draw.rounded_rect(surface, (*theme.GOLD, 230 if strong else 110),
                              rect.inflate(out, out), radius, width)
        self._glow(surface, geo, geo.cell(row, col), True, pulse)
        for shift, centre in geo.arrow_spots(row, col).items():
            self.arrow(surface, geo, centre, shift, shift == look.arrow)

    def arrow(self, surface, geo, centre, shift, strong) -> None:
        x, y = centre
        r = geo.arrow_r
        draw.circle(surface, (0, 0, 0, 100), (x, y + 3), r)
        draw.circle(surface, theme.GOLD if strong else (246, 240, 226), (x, y), r)
        draw.circle(surface, theme.darken(theme.GOLD, 0.3), (x, y), r, 2)
        dy, dx = SHIFTS[shift]
        k = r * 0.5
        tip = (x + dx * k, y + dy * k)
        back = (x - dx * k * 0.8, y - dy * k * 0.8)
        side = (-dy * k * 0.75, dx * k * 0.75)
        ink = (40, 34, 20)
        draw.polygon(surface, ink, [tip, (back[0] + side[0], back[1] + side[1]),
                                    (back[0] - side[0], back[1] - side[1])])

    def _exit(self, surface, state, geo, pulse) -> None:
        """The solo puzzle's exit: a green door frame round the second jack."""
        rect = geo.cell(*place(state, state.exit))
        out, radius, width = (10, 13, 4) if geo.fine else (geo.gap + 2, 7, 3)
        draw.rounded_rect(surface, (*EXIT, int(140 + 80 * pulse)), rect.inflate(out, out),
                          radius, width)
        # Translators: a tag on the solo puzzle's exit card (capitals, short)
        self.marks.label(surface, _("EXIT"), (rect.centerx, rect.bottom - 30), EXIT)

    # --- paths and pawns -------------------------------------------------------------------------
    def _path(self, surface, geo, segs, color, alpha, numbered=None) -> None:
        """The segments `segs` (field places) of a path; `numbered`: the places walked, whose
        steps between the ends get their numbers."""
        line = (*theme.lighten(color, 0.25), alpha)
        w = geo.path_w
        with draw.clip(surface, geo.field.inflate(-4, -4)):
            for a, b in segs:
                (ax, ay), (bx, by) = geo.centre(*a), geo.centre(*b)
                draw.thick_line(surface, (0, 0, 0, alpha // 3), (ax, ay + 2), (bx, by + 2),
                                w + 2)
                draw.thick_line(surface, line, (ax, ay), (bx, by), w)
        if numbered:
            for i, spot in enumerate(numbered[1:-1], 1):
                self.marks.badge(surface, geo.centre(*spot), str(i), color, radius=geo.step_r)

    def token(self, surface, seat: int, center, size) -> None:
        """A seat's pawn standing at `center`, with its shadow."""
        size = max(2, int(size))
        draw.blit(surface, art.pawn_shadow(size), floored((center[0], center[1] + size * 0.1)),
                  "center")
        draw.blit(surface, art.pawn(seat, size), (round(center[0]), round(center[1])),
                  "center")

    def _walking_pawn(self, surface, geo, anim: MoveAnimation) -> None:
        places, hop = anim.pawn_places()
        lift = hop * geo.ch * 0.08
        size = int(geo.pawn * (1 + 0.08 * hop))
        with draw.clip(surface, geo.field):
            for r, c in places:
                x, y = geo.centre(r, c)
                draw.blit(surface, art.pawn_shadow(geo.pawn),
                          floored((x, y + geo.pawn * 0.1 + lift * 0.3)), "center")
                draw.blit(surface, art.pawn(anim.seat, size), (round(x), round(y - lift)),
                          "center")

    def _placing_pawn(self, surface, state, geo, anim: PlaceAnimation) -> None:
        """The chosen starting card receives its pawn: it drops in from above."""
        t = draw.ease_in_out(anim.progress)
        x, y = geo.centre(*place(state, anim.card))
        img = art.pawn(anim.seat, int(geo.pawn * (1.5 - 0.5 * t))).copy()
        img.set_alpha(int(80 + 175 * t))
        draw.blit(surface, img, (round(x), round(y - (1 - t) * geo.ch * 0.4)), "center")

    def _ghost_pawn(self, surface, geo, seat, spot) -> None:
        ghost = art.pawn(seat, geo.pawn).copy()
        ghost.set_alpha(130)
        draw.blit(surface, ghost, floored(geo.centre(*spot)), "center")

    # --- a hint --------------------------------------------------------------------------------
    def hint(self, surface, state, move, ctx, geo, label: str) -> None:
        """A hint (or a move awaiting Confirm): the card framed in blue, its tag where no
        words of the board are, and on the shifting board the arrow of its shift."""
        pulse = ctx.pulse(5)
        dest, shift = move if isinstance(move, tuple) else (move, None)
        rect = geo.cell(*place(state, dest))
        out, radius, width = (12, 14, 4) if geo.fine else (geo.gap + 3, 8, 3)
        draw.rounded_rect(surface, (*theme.HINT, int(150 + 100 * pulse)),
                          rect.inflate(out, out), radius, width)
        if label:
            self.marks.label(surface, label, None, theme.HINT,
                       box=self.marks.tag_place(surface, geo, rect, label))
        if shift is not None:
            self.arrow(surface, geo, geo.arrow_spots(*place(state, dest))[shift], shift, True)


def floored(p) -> tuple[float, float]:
    """`p` moved to the pixel corner below it: where pygame's rects put a centre given in
    fractions (so the picture at scale 1 is the same as before, to the pixel)."""
    s = draw.scale()
    return math.floor(p[0] * s + 1e-6) / s, math.floor(p[1] * s + 1e-6) / s

