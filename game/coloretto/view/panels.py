"""Each seat's pile in its player panel, and what flies to it: a slot per kind (seven colours,
wilds, +2) with a card and its count, the three scoring colours' counts in gold, the others' in
red; the running score; a pile's new cards glowing; a taken row's cards flying from the board
to the taker's pile; and, on a phone, a pile shown larger while its panel is held (a strip
has little room).  Drawn inside the area the shell gives, at any size."""

from __future__ import annotations

import pygame

from game.coloretto.rules import COLOURS, INDEX, KINDS, score_breakdown, score_of
from game.core.i18n import pgettext
from game.core.memory import remember
from game.ui import draw, theme

from .art import PAPER, Art
from .art import card
from .layout import BoardLayout, PileLayout, pile_layout
from .motion import Notice, TakeAnimation, arc
from .words import points

MINUS = (240, 128, 112)      # the count of a colour that costs points


class Piles:
    def __init__(self, art: Art):
        self.art = art
        self._breakdowns: dict = {}

    def breakdown(self, pile) -> dict:
        """The scoring of `pile` (rules.score_breakdown), remembered: every panel asks for it
        every frame."""
        pile = tuple(pile)
        found = self._breakdowns.get(pile)
        if found is None:
            found = remember(self._breakdowns, pile, score_breakdown(pile), 512)
        return found

    # --- a pile --------------------------------------------------------------------------------
    def picture(self, pile, spot: PileLayout) -> pygame.Surface:
        """The pile's cards and counts on a layer the size of its area (cached)."""
        area = spot.area
        key = ("pile", tuple(pile), area.size, spot.style, spot.count_size)

        def make():
            layer = draw.layer(area.size)
            local = spot.area.move(-area.x, -area.y)
            if spot.style in ("table", "slots"):
                draw.rounded_rect(layer, (0, 0, 0, 56), local, 10 if area.h >= 40 else 7)
            positive = {e["colour"] for e in self.breakdown(pile)["positive"]}
            for kind, code in enumerate(KINDS):
                rect = spot.cards[kind]
                if rect is None:
                    continue
                rect = rect.move(-area.x, -area.y)
                n = pile[kind]
                if not n:
                    if spot.muted:
                        draw.blit(layer, self.art.muted(code, rect.w, rect.h), rect.topleft)
                    continue
                for k in range(min(n, 3) - 1, 0, -1):
                    step = 2 if rect.w >= 16 else 1
                    back = rect.move(k * step, -k * step)
                    draw.rounded_rect(layer, (*theme.darken(PAPER, 0.25), 255), back,
                                      max(3, rect.w // 6))
                draw.blit(layer, self.art.face(code, rect.w, rect.h), rect.topleft)
                if code in positive:
                    color = theme.GOLD_LIGHT
                elif code in COLOURS:
                    color = MINUS
                else:
                    color = theme.TEXT
                cx, cy = spot.counts[kind]
                draw.text(layer, str(n), (cx - area.x, cy - area.y), spot.count_size, color,
                          True, spot.count_anchor)
            if spot.more is not None:
                (x, y), extra = spot.more
                draw.text(layer, "…", (x - area.x, y - area.y), 12, theme.TEXT_MUTED, True,
                          "midleft")
            return layer
        return self.art.layer(key, make)

    def draw_panel(self, surface, state, seat: int, panel, area, ctx, gain: Notice | None
                   ) -> None:
        """The seat's score and pile in its panel: on a table the score at the panel's top
        right and the pile in `area` (the first version's panel); on a phone both inside
        `area`."""
        pile = state.piles[seat]
        pts = score_of(pile)
        table = ctx.shape == "table"
        if table:
            if area.h <= 8:
                return
            self.table_score(surface, state.seat_name(seat), pts, panel, area)
        spot = pile_layout(area, ctx.shape, pile)
        if not table and spot.score_at is None:
            return                            # no room for even a line
        draw.blit(surface, self.picture(pile, spot), spot.area.topleft)
        if not table:
            self.score(surface, spot, pts)
        if gain is not None and gain.seat == seat and not ctx.over:
            age = gain.age(ctx.time)
            if age < gain.lasts:
                for kind in gain.kinds:
                    rect = spot.cards[kind]
                    if rect is not None:
                        draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(230 * (1 - age))),
                                          rect.inflate(6, 6), 6 if rect.w >= 16 else 4, 2)

    @staticmethod
    def table_score(surface, name: str, pts: int, panel, area) -> None:
        """The score at the top right of a table's panel, "points" (or "pts") before it, as
        in the first version; on a narrower panel (a tablet's) smaller, clear of the name
        and of the line under it, which may run to the panel's edge."""
        compact = area.y - panel.y < 60
        name_right = panel.x + (62 if compact else 78) + draw.text_width(
            name, 18 if compact else 20, True)
        # Translators: the word beside a player's score in their panel, and its short form
        long, short = pgettext("score", "points"), pgettext("score", "pts")
        if panel.w >= 260:
            size, word = (26, short) if compact else (30, long)
        else:
            size, word = (20, short) if compact else (26, long)
        if compact:
            r = draw.text(surface, str(pts), (panel.right - 16, panel.y + 4), size,
                          theme.GOLD, True, "topright")
            if r.x - 4 - draw.text_width(short, 13) >= name_right + 6:
                draw.text(surface, short, (r.x - 4, r.bottom - 6), 13, theme.TEXT_MUTED,
                          False, "bottomright")
            return
        r = draw.text(surface, str(pts), (panel.right - 18, panel.y + 38), size, theme.GOLD,
                      True, "bottomright")
        for label in (word, short):
            if r.x - 5 - draw.text_width(label, 13) >= name_right + 6:
                draw.text(surface, label, (r.x - 5, r.bottom - 6), 13, theme.TEXT_MUTED,
                          False, "bottomright")
                break

    @staticmethod
    def score(surface, spot: PileLayout, pts: int) -> None:
        """The score at the right end of a phone's pile, "pts" under it where there is room."""
        x, y = spot.score_at
        label, size = draw.fit(str(pts), spot.score_size, 34, True, smallest=12)
        if spot.style == "slots" and spot.area.h >= 38:
            draw.text(surface, label, (x, y - 6), size, theme.GOLD, True, "midright")
            draw.text(surface, pgettext("score", "pts"), (x, y + 12), 12, theme.TEXT_MUTED, False,
                      "midright")
        else:
            draw.text(surface, label, (x, y), size, theme.GOLD, True, "midright")

    # --- what flies to a pile ------------------------------------------------------------------
    def flights(self, surface, state, ctx, lay: BoardLayout, anim: TakeAnimation) -> None:
        """A taken row's cards flying from the board to the taker's pile in its panel."""
        areas = ctx.seat_areas
        area = pygame.Rect(areas[anim.seat]) if anim.seat < len(areas) else None
        spot = None
        if area is not None and area.h > 8:
            spot = pile_layout(area, ctx.shape, anim.pile_after)
        for i, code in enumerate(anim.cards):
            t = anim.flight(i)
            if t <= 0 or t >= 1:
                continue
            start_rect = lay.slots[anim.row][i].move(0, -8)
            end_rect = spot.cards[INDEX[code]] if spot is not None else None
            if end_rect is None:
                end_rect = pygame.Rect(0, 0, 20, 28)
                if area is not None and area.w:
                    end_rect.center = area.center
                else:
                    end_rect.center = (lay.rect.x - 40, lay.rect.centery)
            e = draw.ease_in_out(t)
            x, y = arc(start_rect.center, end_rect.center, 110, e)
            w = max(8, round(draw.lerp(start_rect.w, end_rect.w, e)))
            h = max(10, round(draw.lerp(start_rect.h, end_rect.h, e)))
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y))
            card(self.art, surface, code, rect, lifted=True, rest=start_rect.size)

    # --- a pile held up to the eye -------------------------------------------------------------
    def peek(self, surface, state, seat: int, panel: pygame.Rect, name: str) -> None:
        """Seat `seat`'s pile larger, beside its panel (a phone's strip is small): every kind
        with its count, the score."""
        screen = draw.bounds(surface)
        w = min(screen.w - 12, 330)
        h = 104
        box = pygame.Rect(0, 0, w, h)
        box.centerx = panel.centerx
        if panel.centery < screen.centery:
            box.top = panel.bottom + 6
        else:
            box.bottom = panel.top - 6
        if panel.w < screen.w / 2:                      # a column's panel: beside it
            box.midleft = (panel.right + 8, panel.centery)
        box.clamp_ip(screen.inflate(-8, -8))
        draw.panel(surface, box, fill=(10, 36, 27, 248), edge=(*theme.GOLD, 140), radius=14,
                   shadow_alpha=140)
        pile = state.piles[seat]
        title, size = draw.fit(name, 15, w - 110, True, smallest=12)
        draw.text(surface, title, (box.x + 14, box.y + 16), size, theme.TEXT, True, "midleft")
        draw.text(surface, points(score_of(pile)), (box.right - 14, box.y + 16), 15,
                  theme.GOLD, True, "midright")
        area = pygame.Rect(box.x + 10, box.y + 32, w - 20, h - 40)
        spot = pile_layout(area, "table", pile)
        spot.count_size = 14
        draw.blit(surface, self.picture(pile, spot), area.topleft)
