"""The body of the result box: every player's scoring (the three best colours with the wilds
that joined them, the other colours, the +2 cards, the total), laid out for the box's width
and height (layout.scoring_layout): a wide table on a desktop, a line a player in a short box
(a phone on its side), two lines a player in a narrow one (a phone held upright)."""

from __future__ import annotations

import pygame

from game.coloretto.rules import PLUS, WILD
from game.core.i18n import _, pgettext
from game.ui import draw, theme

from .art import Art
from .board import seat_token
from .layout import ScoringLayout, scoring_layout
from .panels import MINUS, Piles
from .words import FOOTNOTE, FOOTNOTE_SHORT, signed


class Scoring:
    def __init__(self, art: Art, piles: Piles):
        self.art = art
        self.piles = piles

    def mini(self, surface, code: str, rect, count, dry: bool = False) -> float:
        """A small card with its count in a badge at its corner (beside it on a tiny card);
        the right end of what was drawn.  With `dry`, only measured."""
        rect = pygame.Rect(rect)
        label = None if count is None else str(count)
        if rect.h >= 18:
            rad = (9 if rect.h >= 30 else 8) + (2 if label and len(label) > 1 else 0)
            end = rect.right + (rad - 1 if label else 0)
        else:
            end = rect.right + (2 + draw.text_width(label, 12, True) if label else 0)
        if dry:
            return end
        draw.blit(surface, self.art.face(code, rect.w, rect.h), rect.topleft)
        if label is None:
            return end
        if rect.h >= 18:
            c = (rect.right - 1, rect.bottom - 3)
            draw.circle(surface, (0, 0, 0, 110), (c[0], c[1] + 1), rad + 1)
            draw.circle(surface, (24, 30, 28), c, rad)
            draw.circle(surface, (255, 255, 255, 90), c, rad, 1)
            draw.text(surface, label, c, 12, theme.TEXT, True, "center")
        else:
            draw.text(surface, label, (rect.right + 2, rect.centery), 12, theme.TEXT, True,
                      "midleft")
        return end

    def draw(self, surface, state, outcome, rect) -> None:
        lay = scoring_layout(rect, state.players)
        winners = set(outcome.winners) if outcome else set()
        if lay.style == "wide":
            self.wide(surface, state, lay, winners)
        elif lay.style == "short":
            self.short(surface, state, lay, winners)
        else:
            self.lines(surface, state, lay, winners)

    def _row_back(self, surface, row, winner: bool, radius: int = 12) -> None:
        if winner:
            draw.rounded_rect(surface, (*theme.GOLD, 34), row, radius)
            draw.rounded_rect(surface, (*theme.GOLD, 90), row, radius, 1)
        else:
            draw.rounded_rect(surface, (255, 255, 255, 12), row, radius)

    # --- a desktop's table: the first version's ------------------------------------------------
    def wide(self, surface, state, lay: ScoringLayout, winners) -> None:
        rect, cols = lay.rect, lay.cols
        y = rect.y
        for label, x, anchor in ((pgettext("scoring", "PLAYER"), cols["player"], "midleft"),
                                 (pgettext("scoring", "THREE BEST COLOURS"), cols["best"],
                                  "midleft"),
                                 (pgettext("scoring", "OTHER COLOURS"), cols["rest"], "midleft"),
                                 (pgettext("scoring", "+2 CARDS"), cols["plus"], "midleft"),
                                 (pgettext("scoring", "TOTAL"), cols["total"], "midright")):
            draw.text(surface, label, (x, y + 11), 12, theme.TEXT_DIM, True, anchor)
        mw, mh = lay.mini
        for seat, row in enumerate(lay.rows):
            bd = self.piles.breakdown(state.piles[seat])
            self._row_back(surface, row, seat in winners)
            cy = row.centery
            seat_token(self.art, surface, seat, (cols["player"] + 20, cy), 32)
            draw.text(surface, state.seat_name(seat), (cols["player"] + 44, cy), 17, theme.TEXT,
                      True, "midleft")
            # the three best colours: card, count, the wilds that joined, points
            x = cols["best"]
            if not bd["positive"]:
                draw.text(surface, "—", (x + 4, cy), 17, theme.TEXT_DIM, False, "midleft")
            for e in bd["positive"]:
                if e["wilds"]:
                    # the wilds that joined this colour, tucked under its card
                    self.mini(surface, WILD, pygame.Rect(x + 21, cy - mh // 2 + 3, mw, mh),
                              e["wilds"])
                self.mini(surface, e["colour"], pygame.Rect(x, cy - mh // 2, mw, mh),
                          e["cards"])
                x += mw + 4 + (23 if e["wilds"] else 0)
                r = draw.text(surface, f"+{e['points']}", (x + 2, cy), 16, theme.GOLD_LIGHT,
                              True, "midleft")
                x = r.right + 14
            # the other colours
            x = cols["rest"]
            neg = sum(e["points"] for e in bd["negative"])
            for e in bd["negative"]:
                self.mini(surface, e["colour"], pygame.Rect(x, cy - mh // 2, mw, mh),
                          e["cards"])
                x += mw + 6
            if bd["negative"]:
                draw.text(surface, signed(neg), (x + 2, cy), 16, MINUS, True, "midleft")
            else:
                draw.text(surface, "—", (x + 4, cy), 17, theme.TEXT_DIM, False, "midleft")
            # +2 cards
            x = cols["plus"]
            if bd["plus"]:
                self.mini(surface, PLUS, pygame.Rect(x, cy - mh // 2, mw, mh), bd["plus"])
                draw.text(surface, f"+{bd['plus_points']}", (x + mw + 8, cy), 16, theme.TEXT,
                          True, "midleft")
            else:
                draw.text(surface, "—", (x + 4, cy), 17, theme.TEXT_DIM, False, "midleft")
            draw.text(surface, str(bd["total"]), (cols["total"], cy), 26,
                      theme.GOLD if seat in winners else theme.TEXT, True, "midright")
        if lay.footnote is not None:
            line, size = draw.fit(_(FOOTNOTE), 14, rect.w - 8, smallest=11)
            draw.text(surface, line, (rect.centerx, lay.footnote.y + 8), size, theme.TEXT_DIM,
                      False, "center")

    # --- the parts of one player's score, side by side ----------------------------------------
    def parts(self, surface, bd, x: float, cy: float, mini, size: int, right: float,
              dry: bool = False) -> float:
        """The three best colours (+points; the wilds that joined a colour tucked under its
        card), the others (−points; their cards overlapping, without counts, when there is
        no room for them side by side) and the +2 cards, from `x` on a line centred on `cy`;
        the x where they end.  With `dry`, only measured."""
        mw, mh = mini

        def card_at(code, left, count):
            rect = pygame.Rect(round(left), round(cy - mh / 2), mw, mh)
            return self.mini(surface, code, rect, count, dry)

        def words(text, left, color):
            if not dry:
                draw.text(surface, text, (left, cy), size, color, True, "midleft")
            return left + draw.text_width(text, size, True)

        gap = max(5, mw * 0.35)
        for e in bd["positive"]:
            end = x
            if e["wilds"] and mh >= 18:        # tucked under the colour's card
                end = card_at(WILD, x + mw * 0.75, e["wilds"])
            end = max(end, card_at(e["colour"], x, e["cards"]))
            if e["wilds"] and mh < 18:         # counts beside the cards: the wild after
                end = card_at(WILD, end + 2, e["wilds"])
            x = words(f"+{e['points']}", end + 3, theme.GOLD_LIGHT) + gap
        if bd["negative"]:
            neg = bd["negative"]
            side = self.mini(None, "R", pygame.Rect(0, 0, mw, mh), 8, True) - mw + 3
            room = right - x - draw.text_width("−99", size, True) - 70
            apart = (len(neg) - 1) * (mw + side) + mw <= room
            step = (mw + side) if apart else max(mw * 0.45, min(mw * 0.7, room / len(neg)))
            end = x
            for i, e in enumerate(neg):
                end = card_at(e["colour"], x + i * step, e["cards"] if apart else None)
            x = words(signed(sum(e["points"] for e in neg)), end + 3, MINUS) + gap
        if bd["plus"]:
            end = card_at(PLUS, x, bd["plus"])
            x = words(f"+{bd['plus_points']}", end + 3, theme.TEXT)
        return x

    def fitted(self, surface, bd, left: float, cy: float, lay: ScoringLayout,
               right: float) -> None:
        """parts() with cards as large as the layout wants and still fitting in right - left
        (smaller cards, the counts kept at 12 points)."""
        mw, mh = lay.mini
        size = lay.points_size
        while mh > 14 and self.parts(None, bd, left, cy, (mw, mh), size, right, True) > right:
            mh -= 2
            mw = round(mh * 0.72)
            size = 12
        self.parts(surface, bd, left, cy, (mw, mh), size, right)

    # --- a short box: a line a player -----------------------------------------------------------
    def short(self, surface, state, lay: ScoringLayout, winners) -> None:
        rect, cols = lay.rect, lay.cols
        draw.text(surface, pgettext("scoring", "PLAYER"), (cols["player"], rect.y + 8), 12,
                  theme.TEXT_DIM, True, "midleft")
        draw.text(surface, pgettext("scoring", "COLOURS  ·  +2 CARDS"),
                  (cols["best"], rect.y + 8), 12, theme.TEXT_DIM, True, "midleft")
        draw.text(surface, pgettext("scoring", "TOTAL"), (cols["total"], rect.y + 8), 12,
                  theme.TEXT_DIM, True, "midright")
        for seat, row in enumerate(lay.rows):
            bd = self.piles.breakdown(state.piles[seat])
            self._row_back(surface, row, seat in winners, min(12, row.h // 2))
            cy = row.centery
            token = min(28, row.h - 4)
            seat_token(self.art, surface, seat, (cols["player"] + 4 + token / 2, cy), token)
            name_x = cols["player"] + token + 10
            name, size = draw.fit(state.seat_name(seat), lay.name_size,
                                  cols["best"] - name_x - 6, True, smallest=12)
            draw.text(surface, name, (name_x, cy), size, theme.TEXT, True, "midleft")
            total = draw.text(surface, str(bd["total"]), (cols["total"], cy), lay.total_size,
                              theme.GOLD if seat in winners else theme.TEXT, True, "midright")
            self.fitted(surface, bd, cols["best"], cy, lay, total.x - 12)
        if lay.footnote is not None:
            line, size = draw.fit(_(FOOTNOTE_SHORT), 12, rect.w - 8, smallest=12)
            draw.text(surface, line, (rect.centerx, lay.footnote.y + 12), size, theme.TEXT_DIM,
                      False, "center")

    # --- a narrow box: two lines a player -------------------------------------------------------
    def lines(self, surface, state, lay: ScoringLayout, winners) -> None:
        for seat, row in enumerate(lay.rows):
            bd = self.piles.breakdown(state.piles[seat])
            self._row_back(surface, row, seat in winners, 10)
            top = row.y + 12
            seat_token(self.art, surface, seat, (row.x + 14, top), 20)
            total = draw.text(surface, str(bd["total"]), (row.right - 8, top + 1), lay.total_size,
                              theme.GOLD if seat in winners else theme.TEXT, True, "midright")
            name, size = draw.fit(state.seat_name(seat), lay.name_size, total.x - row.x - 36,
                                  True, smallest=12)
            draw.text(surface, name, (row.x + 28, top), size, theme.TEXT, True, "midleft")
            cy = row.bottom - lay.mini[1] / 2 - 4
            self.fitted(surface, bd, row.x + 8, cy, lay, row.right - 8)
        if lay.footnote is not None:
            area = lay.footnote
            lines = draw.wrap(_(FOOTNOTE), 12, area.w - 8)
            if len(lines) * 15 > area.h:
                lines = draw.wrap(_(FOOTNOTE_SHORT), 12, area.w - 8)
            y = area.y + 8
            for line in lines:
                if y + 7 > area.bottom:
                    break
                draw.text(surface, line, (area.centerx, y), 12, theme.TEXT_DIM, False, "center")
                y += 15
