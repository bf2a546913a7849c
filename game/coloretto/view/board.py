"""Coloretto's board drawn from a state, a layout (layout.py) and the moment (what a person
points at, holds, drags; the animation running): the deck with its count and the round and
the drawn card (deck.py), the rows with their tabs and cards, the banners, and the line of
hints under it all.  Drawing changes nothing: whatever changes (a drawn card, a banner's
clock) is the view's, decided before it draws."""

from __future__ import annotations

import pygame

from game.coloretto.rules import ROW_SIZE
from game.core.i18n import _, pgettext
from game.ui import draw, theme

from . import words
from .art import CREAM, TAB_BOTTOM, TAB_TOP, Art, card, gradient_px
from .deck import Deck
from .layout import BoardLayout
from .motion import DrawAnimation, Moment, Notice, TakeAnimation

TRAY_PAD = 20        # room round a row holder's picture for its shadow


def seat_token(art: Art, surface, seat: int, center, size: float) -> None:
    """A seat's numbered chip with its shadow."""
    size = max(8, int(size))
    sh = draw.shadow_surface((size, size), size // 2, blur=5, alpha=110)
    draw.blit(surface, sh, (int(center[0]), int(center[1] + size * 0.08)), "center")
    draw.blit(surface, art.chip(seat, size), (round(center[0]), round(center[1])), "center")


class Board:
    def __init__(self, art: Art):
        self.art = art
        self.deck = Deck(art)        # the deck's block and the card drawn from it

    # --- the whole board -----------------------------------------------------------------------
    def draw(self, surface, state, ctx, lay: BoardLayout, m: Moment) -> None:
        self.deck.draw(surface, state, ctx, lay, m)
        for r in range(min(state.players, len(lay.trays))):
            self.row(surface, state, ctx, lay, m, r)
        if isinstance(m.anim, DrawAnimation):
            self.deck.drawing(surface, lay, m.anim)
        elif m.held is not None:
            self.deck.held(surface, ctx, lay, m)
        self.banner(surface, ctx, lay, m.banner)
        self.hint(surface, state, lay, m, ctx)

    # --- the rows ------------------------------------------------------------------------------
    def tray(self, lay: BoardLayout, r: int) -> pygame.Surface:
        """A row holder's picture (its shadow, the brown tab, the slots), padded by TRAY_PAD."""
        tray, tab = lay.trays[r], lay.tabs[r]
        slots = tuple((s.x - tray.x, s.y - tray.y, s.w, s.h) for s in lay.slots[r])
        radius = 18 if tray.h >= 100 else max(8, min(14, tray.h // 4))
        slot_radius = 9 if lay.cw >= 50 else max(4, lay.cw // 6)

        def make():
            layer = draw.layer(tray.inflate(2 * TRAY_PAD, 2 * TRAY_PAD).size)
            t = pygame.Rect(TRAY_PAD, TRAY_PAD, tray.w, tray.h)
            draw.shadow(layer, t, radius, blur=8, alpha=90, offset=(0, 5))
            draw.rounded_rect(layer, (*theme.darken(theme.MAT, 0.35), 235), t, radius)
            draw.rounded_rect(layer, (255, 255, 255, 26), t, radius, 1)
            part = pygame.Rect(t.x, t.y, tab.w, t.h)
            px = draw.to_px(part)
            grad = gradient_px(px.size, TAB_TOP, TAB_BOTTOM, draw.px(radius))
            square = min(px.w, draw.px(24))   # the tab's right side is square
            grad.blit(gradient_px((square, px.h), TAB_TOP, TAB_BOTTOM, 0), (px.w - square, 0))
            layer.blit(grad, px.topleft)
            draw.rounded_rect(layer, (255, 255, 255, 40), part.inflate(-8, -8), radius - 5, 1)
            draw.line(layer, (0, 0, 0, 80), (part.right, part.y), (part.right, part.bottom - 1))
            for x, y, w, h in slots:
                slot = pygame.Rect(t.x + x, t.y + y, w, h)
                draw.rounded_rect(layer, (0, 0, 0, 60), slot, slot_radius)
                draw.rounded_rect(layer, (255, 255, 255, 34), slot, slot_radius, 1)
            return layer
        return self.art.layer(("tray", tray.size, tab.w, slots, radius, slot_radius), make)

    def _taken(self, surface, state, lay: BoardLayout, r: int, taker: int) -> None:
        """Row `r` taken this round: the taker's name across its empty slots."""
        tray, slots = lay.trays[r], lay.slots[r]
        big = tray.h >= 100
        area = pygame.Rect(slots[0].x, tray.y, slots[-1].right - slots[0].x, tray.h)
        t = lay.type
        draw.rounded_rect(surface, (0, 0, 0, 70), area.inflate(-2, -min(16, tray.h // 4)),
                          12 if big else 8)
        room = area.w - 8
        first = _("Taken by {name}").format(name=state.seat_name(taker))
        first, size = draw.fit(first, t.taken, room, True, smallest=12)
        second, sub_size, bold = _("out for this round"), t.taken_sub, False
        if first.endswith("…"):
            # too narrow for one line: "Taken by" over the taker's name
            # Translators: over the name of the player who took the row, on its own line
            first, size = _("Taken by"), min(t.taken, 13)
            second, sub_size = draw.fit(state.seat_name(taker), t.taken, room, True,
                                        smallest=12)
            bold = True
        elif draw.text_width(second, 12) > room:
            second = ""
        gap = 21 if big else 16
        if second and tray.h >= 2 * gap + 8:
            if not bold:
                second, sub_size = draw.fit(second, sub_size, room, smallest=12)
            draw.text(surface, first, (area.centerx, area.centery - gap * 9 / 21), size,
                      theme.TEXT_MUTED, True, "center")
            draw.text(surface, second, (area.centerx, area.centery + gap * 12 / 21),
                      sub_size, theme.TEXT_MUTED if bold else theme.TEXT_DIM, bold,
                      "center")
        else:
            draw.text(surface, first, area.center, size, theme.TEXT_MUTED, True, "center")

    def row(self, surface, state, ctx, lay: BoardLayout, m: Moment, r: int) -> None:
        tray = lay.trays[r]
        cards = state.rows[r]
        taker = state.taken[r]
        anim = m.anim
        taking = isinstance(anim, TakeAnimation) and anim.row == r
        pulse = ctx.pulse(4)
        lit = (r + 1) in m.lit_rows
        hovered = m.pointed == ("row", r)
        takable = (r + 1) in m.takes
        glow = tray.inflate(14, 14)
        big = tray.h >= 100
        if lit:
            draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(30 + 50 * pulse)), glow,
                              24 if big else 16)
        elif hovered and takable:
            draw.rounded_rect(surface, (*theme.GOLD_LIGHT, 60), glow, 24 if big else 16)
        draw.blit(surface, self.tray(lay, r), (tray.x - TRAY_PAD, tray.y - TRAY_PAD))
        self.tab(surface, state, lay, m, r, taking)
        slots = lay.slots[r]
        if taker >= 0 and not taking:
            self._taken(surface, state, lay, r, taker)
            return
        # the cards
        placing = isinstance(anim, DrawAnimation) and anim.row == r
        for k, code in enumerate(cards):
            if placing and k == anim.slot:
                continue
            rect = slots[k]
            if taking:
                if anim.flight(k) > 0:
                    continue
                rect = rect.move(0, -round(8 * anim.lift))
            card(self.art, surface, code, rect, lifted=taking)
            seat = m.placed.get((r, k))
            if seat is not None and anim is None and not state.is_over():
                draw.rounded_rect(surface, (*theme.seat_color(seat), 230), rect.inflate(6, 6),
                                  12 if big else 8, 3)
        held = m.held
        if lit and held is not None:
            slot = lay.next_slot(r, len(cards))
            radius = 9 if big else 6
            if hovered:
                draw.rounded_rect(surface, theme.GOLD_LIGHT, slot.inflate(8, 8), radius + 3, 3)
                if m.drag is None:
                    card(self.art, surface, held["card"], slot.move(0, -4), lifted=True,
                         alpha=230)
            else:
                draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(18 + 30 * pulse)), slot,
                                  radius)
                draw.rounded_rect(surface, (*theme.GOLD_LIGHT, int(150 + 100 * pulse)), slot,
                                  radius, 2)
                c = slot.center
                arm = max(8 if big else 5, slot.w // 6)
                col = (*theme.GOLD_LIGHT, int(150 + 100 * pulse))
                draw.rounded_rect(surface, col, (c[0] - arm, c[1] - 2, 2 * arm, 4), 2)
                draw.rounded_rect(surface, col, (c[0] - 2, c[1] - arm, 4, 2 * arm), 2)
        elif held is not None and not lit:
            veil = draw.rounded_surface(tray.size, (6, 18, 14, 120), 18 if big else 10)
            draw.blit(surface, veil, tray.topleft)
            if hovered:
                draw.text(surface, pgettext("row", "FULL"), (slots[1].centerx, tray.centery),
                          lay.type.badge, theme.TEXT_MUTED, True, "center")
        if hovered and takable:
            draw.rounded_rect(surface, theme.GOLD_LIGHT, tray.inflate(4, 4), 19 if big else 12,
                              2)
            self.badge(surface, state, lay, r)

    def badge(self, surface, state, lay: BoardLayout, r: int) -> None:
        """"−1 pts": what taking row `r` does to the score of the player to move, where it
        covers no card (`badge_spot`); where the row has no such room the view puts it on the
        mover's panel."""
        spot = badge_spot(state, lay, r)
        if spot is not None:
            draw_badge(surface, state.to_move, *spot)

    def tab(self, surface, state, lay: BoardLayout, m: Moment, r: int, taking: bool) -> None:
        """The row's tab: its number, FULL, the taker's chip, or the room for its Take
        button (drawn by the shell as a Control, or here when the row is too small for one)."""
        tab, t = lay.tabs[r], lay.type
        taker = state.taken[r]
        anim = m.anim
        cards = state.rows[r]
        button = m.buttons and (r + 1) in m.takes
        if taker >= 0 or (taking and anim.progress > 0.6):
            seat = taker if taker >= 0 else anim.seat
            if lay.tall_tabs:
                tab_text(surface, words.row_label(r + 1), (tab.centerx, tab.y + 16),
                         t.label, tab.w - 4, str(r + 1))
                size = min(36, tab.w - 16, tab.h - 66)
                seat_token(self.art, surface, seat, (tab.centerx, tab.centery + 4), size)
                tab_text(surface, pgettext("row", "TAKEN"), (tab.centerx, tab.bottom - 14),
                         t.label, tab.w - 4)
            else:
                label_h = 15
                size = min(32, tab.w - 14, tab.h - label_h - 10)
                content = label_h + 2 + size
                y = tab.centery - content / 2
                tab_text(surface, str(r + 1) if size < 20 else words.row_label(r + 1),
                         (tab.centerx, y + label_h / 2),
                         t.label, tab.w - 4, str(r + 1))
                seat_token(self.art, surface, seat, (tab.centerx, y + label_h + 2 + size / 2),
                           size)
            return
        full = len(cards) == ROW_SIZE
        if button:
            if not lay.take_label:
                return                       # the button fills the tab
            take = lay.take[r]
            room = take.y - tab.y
            if lay.tall_tabs and room >= 50:
                tab_text(surface, pgettext("row", "ROW"), (tab.centerx, tab.y + 14),
                         t.label, tab.w - 4)
                y = tab.y + 38 if lay.arrangement == "classic" else (tab.y + 22 + take.y) / 2 + 1
                draw.text(surface, str(r + 1), (tab.centerx, y), t.tab_number_button, CREAM,
                          True, "center")
            else:
                tab_text(surface, words.row_label(r + 1), (tab.centerx, (tab.y + take.y) / 2),
                         t.label, tab.w - 4, str(r + 1))
            return
        if not lay.take_controls and (r + 1) in m.takes and m.interactive:
            # no room for a button: the tab is the row's Take chip (the row takes it)
            chip = tab.inflate(-6, -8)
            draw.rounded_rect(surface, theme.GOLD, chip, min(12, chip.h // 2, chip.w // 2))
            take = pgettext("button", "Take")
            label = take if draw.text_width(take, 12, True) <= chip.w - 4 else str(r + 1)
            label, size = draw.fit(label, t.take, chip.w - 4, True, smallest=12)
            draw.text(surface, label, chip.center, size, theme.TEXT_DARK, True, "center")
            return
        if lay.tall_tabs:
            cy = tab.centery - (8 if full else 0)
            tab_text(surface, pgettext("row", "ROW"), (tab.centerx, cy - 22), t.label, tab.w - 4)
            draw.text(surface, str(r + 1), (tab.centerx, cy + 6), t.tab_number, CREAM, True,
                      "center")
            if full:
                chip = pygame.Rect(0, 0, 52, 20)
                chip.center = (tab.centerx, cy + 38)
                draw.rounded_rect(surface, (0, 0, 0, 90), chip, 10)
                tab_text(surface, pgettext("row", "FULL"), chip.center, t.label, chip.w - 4)
            return
        number_h = t.tab_number * 1.15
        label_h = 15
        show_label = tab.h >= number_h + label_h + 6 and tab.w >= 40
        show_full = full and tab.h >= number_h + 2 * label_h + 12
        content = number_h + (label_h if show_label else 0) + (label_h + 4 if show_full else 0)
        y = tab.centery - content / 2
        if show_label:
            tab_text(surface, pgettext("row", "ROW"), (tab.centerx, y + label_h / 2),
                     t.label, tab.w - 4)
            y += label_h
        draw.text(surface, str(r + 1), (tab.centerx, y + number_h / 2), t.tab_number, CREAM,
                  True, "center")
        y += number_h
        if show_full:
            chip = pygame.Rect(0, 0, min(tab.w - 8, 46), label_h + 2)
            chip.midtop = (tab.centerx, y + 3)
            draw.rounded_rect(surface, (0, 0, 0, 90), chip, chip.h // 2)
            tab_text(surface, pgettext("row", "FULL"), chip.center, t.label, chip.w - 4)

    # --- words over and under the rows ---------------------------------------------------------
    def banner(self, surface, ctx, lay: BoardLayout, note: Notice | None) -> None:
        if note is None or note.start is None:
            return
        age = note.age(ctx.time)
        if age >= note.lasts:
            return
        t = lay.type
        alpha = int(255 * min(1.0, age / 0.15, (note.lasts - age) / 0.35))
        room = lay.rect.w - 24
        title, size = draw.fit(note.title, t.banner, room - 40, True, smallest=16)
        sub, sub_size = draw.fit(note.sub, t.banner_sub, room - 40, smallest=12)
        w = min(room, max(draw.text_width(title, size, True), draw.text_width(sub, sub_size))
                + (90 if t.banner >= 30 else 48))
        h = 92 if t.banner >= 30 else 64
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (lay.rows_rect.centerx,
                       lay.rows_rect.centery - int(8 * (1 - min(1, age * 4))))
        rect.clamp_ip(lay.rect)
        layer = draw.layer(rect.inflate(40, 40).size)
        inner = pygame.Rect(20, 20, rect.w, rect.h)
        draw.panel(layer, inner, fill=(12, 40, 30, 245), edge=(*note.color, 200),
                   radius=20 if h >= 80 else 14, shadow_alpha=120)
        draw.text(layer, title, (inner.centerx, inner.y + h * 32 / 92), size,
                  theme.lighten(note.color, 0.25), True, "center")
        draw.text(layer, sub, (inner.centerx, inner.y + h * 66 / 92), sub_size,
                  theme.TEXT_MUTED, False, "center")
        layer.set_alpha(max(0, alpha))
        draw.blit(surface, layer, (rect.x - 20, rect.y - 20))

    def hint(self, surface, state, lay: BoardLayout, m: Moment, ctx) -> None:
        interactive = m.interactive and m.anim is None and ctx.interactive
        msg, tone = words.hint_line(state, interactive=interactive, held_card=(
            m.held["card"] if m.held is not None else None), pointed=m.pointed,
            lit_rows=m.lit_rows, takes=m.takes, touch=m.touch, dragging=m.drag is not None,
            refused=m.refused)
        if not msg:
            return
        color = {"strong": theme.TEXT, "gold": theme.GOLD_LIGHT}.get(tone, theme.TEXT_MUTED)
        with draw.role("status"):
            msg, size = draw.fit(msg, lay.type.hint, lay.hint_w, smallest=14)
            draw.text(surface, msg, lay.hint, size, color, False, "center")


def tab_text(surface, text: str, at, size: int, width: int, short: str = "") -> None:
    """A word on a row's tab, in smaller type where the player's language runs longer, and
    where it does not fit even so, `short` (the row's number alone) or nothing: the tab's
    number, token or chip says it too."""
    smallest = min(size, 12)
    if draw.text_width(text, smallest, True) > width:
        text = short
    if text:
        text, size = draw.fit(text, size, width, True, smallest=smallest)
        draw.text(surface, text, at, size, CREAM, True, "center")


def badge_spot(state, lay: BoardLayout, r: int):
    """(rect, label, size) of row `r`'s "±N pts" where it covers none of the board's cards:
    in the row's tab over its "ROW n" (above its Take button), else in the row's last slot
    while it is empty; None where neither has room (bug 14: at the row's top right corner it
    covered the third card)."""
    t = lay.type
    gain = words.signed(words.take_gain(state, r))
    tab = lay.tabs[r]
    bottom = lay.take[r].y - 2 if lay.take_controls else tab.bottom - 3
    rooms = [pygame.Rect(tab.x + 3, tab.y + 3, tab.w - 6, bottom - tab.y - 3)]
    if len(state.rows[r]) < ROW_SIZE:
        rooms.append(pygame.Rect(lay.slots[r][-1]))
    for room in rooms:
        size = min(t.badge, room.h - 4)
        if size < 12:
            continue
        for label in (words.short_points(gain), gain):
            w = draw.text_width(label, size, True) + (16 if room.w >= 60 else 8)
            if w <= room.w:
                h = min(size + 12, room.h)
                rect = pygame.Rect(0, 0, w, h)
                rect.midtop = (room.centerx, room.y if room.h < 3 * h else room.centery - h // 2)
                return rect, label, size
    return None


def draw_badge(surface, seat: int, rect: pygame.Rect, label: str, size: int) -> None:
    h = rect.h
    draw.rounded_rect(surface, (0, 0, 0, 90), rect.move(0, 2), h // 2)
    draw.rounded_rect(surface, theme.seat_color(seat), rect, h // 2)
    draw.text(surface, label, rect.center, size, (255, 255, 255), True, "center")
