"""Coloretto's deck drawn: its block (the back with the DRAW chip, the count, the round's pill
and the caption of when the last round comes) and the card drawn from it, turning over, held
and flying to its row.  Drawing changes nothing (board.py draws the rest)."""

from __future__ import annotations

import pygame

from game.coloretto.rules import LAST, ROW_SIZE
from game.core.i18n import _, ngettext, pgettext
from game.ui import draw, theme

from . import words
from .art import WARN, Art, card, flip
from .layout import BoardLayout
from .motion import LAST_TIME, FLIP_TIME, DrawAnimation, Moment, arc


class Deck:
    def __init__(self, art: Art):
        self.art = art

    # --- the deck's block ----------------------------------------------------------------------
    def draw(self, surface, state, ctx, lay: BoardLayout, m: Moment) -> None:
        t = lay.type
        anim, held, interactive = m.anim, m.held, m.interactive
        count = state.deck_count()
        if held is not None or (isinstance(anim, DrawAnimation) and anim.phase()[0] != "last"):
            count = max(0, count - 1)      # the drawn card has left the deck
        self.pill(surface, state, ctx, lay)
        # the deck: a stack of backs as thick as the deck is high
        deck = lay.deck
        can_draw = interactive and held is None and bool(state.legal_rows_for_draw())
        lift = 0
        if can_draw:
            pulse = ctx.pulse(3.2)
            if m.pointed == "deck":
                lift = 4
            draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(34 + 46 * pulse)),
                              deck.inflate(18, 18).move(-3, -3 - lift), 16)
        most = 8 if lay.dw >= 70 else 5
        layers = 0 if count <= 0 else min(most, 1 + count // 9)
        radius = max(5, min(9, deck.w // 8))
        if layers:
            sh = self.art.shadow(deck.w, deck.h)
            draw.blit(surface, sh, (deck.centerx + 2, deck.centery + 5), "center")
            back = self.art.face("back", deck.w, deck.h)
            for k in range(layers):
                off = layers - 1 - k
                spot = deck.move(off - layers + 1, -off).move(0, -lift if k == layers - 1 else 0)
                draw.blit(surface, back, spot.topleft)
            top = deck.move(-layers + 1, -lift)
            if can_draw:
                draw.rounded_rect(surface, theme.GOLD_LIGHT, top.inflate(4, 4), radius + 2, 2)
                if lay.chip[0]:
                    # Translators: on the deck's chip: tap here to draw a card
                    word = pgettext("deck", "DRAW")
                    # a longer word than DRAW widens the chip as far as the card allows
                    wide = min(top.w - 8, draw.text_width(word, t.chip, True) + 12)
                    chip = pygame.Rect((0, 0), (max(lay.chip[0], wide), lay.chip[1]))
                    chip.center = (top.centerx, top.bottom - lay.chip[1] // 2 - 8)
                    draw.rounded_rect(surface, (0, 0, 0, 90), chip.move(0, 2), chip.h // 2)
                    draw.rounded_rect(surface, theme.GOLD if m.pointed != "deck"
                                      else theme.GOLD_LIGHT, chip, chip.h // 2)
                    label, size = draw.fit(word, t.chip, chip.w - 6, True,
                                           smallest=min(t.chip, 12))
                    draw.text(surface, label, chip.center, size, theme.TEXT_DARK, True,
                              "center")
            elif interactive and held is None:
                veil = draw.rounded_surface(top.size, (10, 20, 16, 120), radius)
                draw.blit(surface, veil, top.topleft)
        else:
            draw.rounded_rect(surface, (255, 255, 255, 30), deck, radius, 1)
        self.count(surface, lay, count)
        self.caption(surface, state, lay)
        # the drawn card's spot
        if lay.held_apart:
            if lay.held_label_at is not None:
                draw.text(surface, _("DRAWN CARD"), lay.held_label_at, t.label, theme.TEXT_DIM,
                          True, "center")
            draw.rounded_rect(surface, (0, 0, 0, 50), lay.held, radius + 1)
            draw.rounded_rect(surface, (255, 255, 255, 44), lay.held, radius + 1, 1)

    def pill(self, surface, state, ctx, lay: BoardLayout) -> None:
        """The round, or the last-round warning."""
        pill, t = lay.pill, lay.type
        if not pill.h:
            return
        radius = pill.h // 2
        if state.last_round and not state.is_over():
            pulse = ctx.pulse(4)
            draw.rounded_rect(surface, (*WARN, int(40 + 50 * pulse)), pill.inflate(10, 10),
                              radius + 4)
            draw.rounded_rect(surface, WARN, pill, radius)
            draw.rounded_rect(surface, (255, 255, 255, 90), pill, radius, 1)
            last = pgettext("pill", "LAST ROUND")
            label_w = draw.text_width(last, t.pill, True)
            glass = pill.h >= 26 and pill.w >= label_w + 44
            if glass:
                draw.blit(surface, self.art.hourglass(), (pill.x + 22, pill.centery), "center")
            draw.text(surface, last, (pill.centerx + (10 if glass else 0),
                                              pill.centery), t.pill, (255, 255, 255), True,
                      "center")
        else:
            draw.rounded_rect(surface, (0, 0, 0, 70), pill, radius)
            draw.rounded_rect(surface, (255, 255, 255, 40), pill, radius, 1)
            label = (pgettext("pill", "GAME OVER") if state.is_over()
                     else pgettext("pill", "ROUND {n}").format(n=state.round))
            draw.text(surface, label, pill.center, t.pill, theme.TEXT, True, "center")

    def count(self, surface, lay: BoardLayout, count: int) -> None:
        """"60 cards left", fitted to the deck's block."""
        t = lay.type
        x, y = lay.count_at
        # Translators: after the deck's count, in smaller type: "60 cards left" (keep the space)
        word = ngettext(" card left", " cards left", count)
        big, small = t.count, t.count_word
        room = lay.block.w - 4
        number_w = draw.text_width(str(count), big, True)
        if number_w + draw.text_width(word, small) > room:
            # Translators: after the deck's count where " cards left" has no room: "60 left"
            word = pgettext("deck count", " left")
        width = number_w + draw.text_width(word, small)
        if lay.count_centred:
            x = x - width / 2 + number_w
        x = max(lay.block.x + number_w, min(x, lay.block.right - width + number_w))
        r = draw.text(surface, str(count), (x, y), big, theme.TEXT, True, "midright")
        draw.text(surface, word, (r.right, y + 1), small, theme.TEXT_MUTED, False, "midleft")

    def caption(self, surface, state, lay: BoardLayout) -> None:
        """When the last round comes, in the lines the block has for it."""
        if lay.caption_lines <= 0:
            return
        t = lay.type
        color = (250, 170, 150) if state.last_round else theme.TEXT_MUTED
        width = lay.caption.w - 2
        captions = words.deck_captions(state)
        if not captions:
            return
        lines = None
        for text in captions:                    # the longest that fits, broken nicely
            wrapped = draw.wrap(text, t.caption, width)
            if len(wrapped) <= lay.caption_lines and all(
                    draw.text_width(line, t.caption) <= width for line in wrapped) and (
                    len(wrapped) == 1 or all(" " in line for line in wrapped)):
                lines = wrapped
                break
        if lines is None:
            lines = [captions[-1]]                # the shortest, cut to fit
        lines = lines[:lay.caption_lines]
        step = lay.caption.h / max(1, lay.caption_lines)
        y = lay.caption.y + step / 2
        if lay.caption_lines > len(lines):
            y += step * (lay.caption_lines - len(lines)) / 2 if lay.count_centred else 0
        for line in lines:
            line, size = draw.fit(line, t.caption, width, smallest=12)
            draw.text(surface, line, (lay.caption.centerx, y), size, color, False, "center")
            y += step

    # --- the drawn card ------------------------------------------------------------------------
    def reveal_pose(self, surface, lay: BoardLayout, code: str, last_card: bool,
                    t: float) -> bool:
        """The reveal at `t` seconds (the last-round card first, if it turns up); True once
        the card rests on its spot."""
        top = lay.deck.move(-1, 0)
        rest = (lay.dw, lay.dh)
        if last_card:
            if t < LAST_TIME:
                u = t / LAST_TIME
                if u < 0.55:
                    flip(self.art, surface, LAST, top.center, lay.dw, lay.dh, u / 0.55, rest)
                else:
                    v = draw.ease_in_out((u - 0.55) / 0.45)
                    c = (draw.lerp(top.centerx, lay.pill.centerx, v),
                         draw.lerp(top.centery, lay.pill.centery, v))
                    w = round(draw.lerp(lay.dw, lay.dw * 0.4, v))
                    h = round(draw.lerp(lay.dh, lay.dh * 0.4, v))
                    rect = pygame.Rect(0, 0, w, h)
                    rect.center = (round(c[0]), round(c[1]))
                    img = self.art.moving(LAST, w, h, rest).copy()
                    img.set_alpha(int(255 * (1 - v * 0.7)))
                    sh = self.art.shadow(w, h, True)
                    draw.blit(surface, sh, (rect.centerx + 3, rect.centery + 9), "center")
                    draw.blit(surface, img, rect.topleft)
                return False
            t -= LAST_TIME
        if t < FLIP_TIME:
            u = t / FLIP_TIME
            e = draw.ease_in_out(u)
            c = (draw.lerp(top.centerx, lay.held.centerx, e),
                 draw.lerp(top.centery, lay.held.centery, e))
            flip(self.art, surface, code, c, lay.dw, lay.dh, min(1.0, u * 1.25), rest)
            return False
        return True

    def held(self, surface, ctx, lay: BoardLayout, m: Moment) -> None:
        held = m.held
        if not self.reveal_pose(surface, lay, held["card"], held["last"], ctx.time - held["at"]):
            return
        if m.drag is not None:
            # the card follows the finger
            rect = pygame.Rect(0, 0, lay.dw, lay.dh)
            rect.center = (round(m.drag[0]), round(m.drag[1]))
            card(self.art, surface, held["card"], rect, lifted=True)
            return
        pulse = ctx.pulse(4)
        draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(50 + 60 * pulse)),
                          lay.held.inflate(16, 16), 16 if lay.dw >= 70 else 10)
        card(self.art, surface, held["card"], lay.held, lifted=True)

    def drawing(self, surface, lay: BoardLayout, anim: DrawAnimation) -> None:
        """A card on its way to its row: flipping off the deck (a computer's), or carried from
        the drawn card's spot or where a finger let it go (a person's)."""
        name, t = anim.phase()
        if name == "last":
            self.reveal_pose(surface, lay, anim.card, True, anim.elapsed)
            return
        slot = lay.slots[anim.row][min(anim.slot, ROW_SIZE - 1)]
        e = draw.ease_in_out(t)
        if name == "fly":
            start = lay.deck.move(-1, 0).center
        else:
            start = anim.start if anim.start is not None else lay.held.center
        x, y = arc(start, slot.center, 70 if name == "fly" else 40, e)
        w = draw.lerp(lay.dw, slot.w, e)
        h = draw.lerp(lay.dh, slot.h, e)
        if name == "fly" and t < 0.55:
            # turning over on its way: the back, then the face
            flip(self.art, surface, anim.card, (x, y), w, h, t / 0.55, (lay.dw, lay.dh))
            return
        rect = pygame.Rect(0, 0, round(w), round(h))
        rect.center = (round(x), round(y))
        card(self.art, surface, anim.card, rect, lifted=t < 0.9, rest=(slot.w, slot.h))

