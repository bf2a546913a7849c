"""Coloretto on the table: cards in seven colours, each with its own symbol (heart, clover,
drop, star, flower, diamond, moon) so that colour is never the only cue, rainbow wilds and
ivory +2 cards; the rows as row holders (a numbered tab and three slots); the deck with its
count, the round and the last-round warning; a two-step draw for a person (tap the deck: only
then is the top card turned over; then tap one of the lit rows, or drag the card onto one);
taking a row by its Take button or by tapping it; every draw animated as a card flipping off
the deck and travelling to its row, every take as the row's cards flying to the taker's pile;
each seat's pile in its player panel, sorted by colour, with its running score; and at the
end each player's scoring (three best colours, where the wilds went, the rest, the +2 cards).

The screen in parts: layout.py (where everything goes, for any rect), input.py (taps, drags,
keys: `view.input`), art.py (the cards and holders), board.py (drawing the board), panels.py
(the piles in the players' panels), result.py (the scoring table), seats.py (what the shell
draws round the board: `view.seats`), motion.py (animations), words.py (`view.words`),
picture.py (the pure pictures without a view: `draw_board`, `draw_emblem`)."""

from __future__ import annotations

import pygame

from game.coloretto.rules import INDEX, MOVES
from game.core.i18n import pgettext
from game.ui import draw, theme
from game.ui.view import Animation, Control, GameView, Loupe, ViewContext, draw_tag

from . import picture, words
from .art import WARN, Art
from .board import Board, badge_spot, draw_badge
from .input import Input
from .layout import BoardLayout, board_layout
from .motion import BANNER_TIME, GLOW_TIME, DrawAnimation, Moment, Notice, TakeAnimation
from .panels import Piles
from .result import Scoring
from .seats import ColorettoSeats
from .words import ColorettoWords

__all__ = ["View", "DrawAnimation", "TakeAnimation", "WARN", "BANNER_TIME"]

FULL_CARD = 40                         # a card in a row full size (points wide): smaller, a
#                                        tap on a row shows it larger first (the loupe)


class View(GameView):
    """The Coloretto table."""

    picture = picture               # the pure pictures (rules pages, the menu's emblem)

    def __init__(self, game):
        super().__init__(game)
        self.art = Art()
        self.board = Board(self.art)
        self.piles = Piles(self.art)
        self.scoring = Scoring(self.art, self.piles)
        self.input = Input(self)
        self.words = ColorettoWords(self)
        self.seats = ColorettoSeats(self)
        self.banner: Notice | None = None          # "Round 3", "Last round!"
        self.gain: Notice | None = None            # a pile's new cards glowing
        self.touch = False                         # the last pointer seen was a finger
        self._running: Animation | None = None
        self._layouts: dict = {}
        self.panels: dict = {}                    # seat -> its panel, as last drawn
        self._placed = ((), {})
        self.loupe: Loupe | None = None            # a row shown larger (small rows)
        self.loupe_row: int | None = None
        self._take_btns = [Control((0, 0, 84, 44), pgettext("button", "Take"), move=f"t{r + 1}",
                                   style="primary", size=18, name=f"take{r + 1}")
                           for r in range(5)]
        for b in self._take_btns:
            b.visible = False
        self.layout(pygame.Rect(308, 76, 664, 640))

    # --- where things are --------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self._layouts.clear()

    def geo(self, state) -> BoardLayout:
        """The board's layout for this state's player count (layout.py)."""
        return self.geometry(state.players)

    def geometry(self, players: int) -> BoardLayout:
        lay = self._layouts.get(players)
        if lay is None:
            lay = self._layouts[players] = board_layout(self.rect, players)
        return lay

    # --- the loupe: a small row shown larger ---------------------------------------------------
    def needs_loupe(self, state) -> bool:
        """The rows' cards are smaller than full size: a tap on a row shows it larger first."""
        lay = self.geo(state)
        return lay.arrangement != "classic" and lay.cw < FULL_CARD

    def open_loupe(self, state, row: int) -> None:
        """Row `row` shown larger over the board: as wide as the board allows, its cards full
        size at least."""
        lay = self.geo(state)
        tray = lay.trays[row].inflate(6, 6)
        room = lay.rect.inflate(-8, -8)
        factor = min((room.w) / tray.w, room.h / tray.h, 2.4)
        factor = max(factor, FULL_CARD / max(1, lay.cw))
        panel = pygame.Rect(0, 0, round(tray.w * factor), round(tray.h * factor))
        panel.center = (room.centerx, tray.centery)
        panel.clamp_ip(room)
        self.loupe = Loupe(tray, panel)
        self.loupe_row = row

    def close_loupe(self) -> None:
        self.loupe = None
        self.loupe_row = None

    def draw_hint(self, surface, state, move, ctx: ViewContext, label: str = "HINT") -> None:
        """A hint, or a move awaiting Confirm: on the table a ring where its next tap goes;
        on a smaller board the deck, the slot or the row outlined, the tag across the row."""
        lay = self.geo(state)
        if lay.arrangement == "classic":
            super().draw_hint(surface, state, move, ctx, label)
            return
        if move not in MOVES or MOVES[move][1] >= state.players:
            return
        kind, row = MOVES[move]
        holding = self.input.holding(state) is not None
        color = (*theme.HINT, int(120 + 100 * ctx.pulse(5)))
        if kind == "d" and not holding:     # the deck only: no row before the card is seen
            draw.rounded_rect(surface, color, lay.deck.inflate(12, 12), 10, 3)
        elif kind == "d":
            slot = lay.next_slot(row, len(state.rows[row]))
            draw.rounded_rect(surface, color, slot.inflate(6, 6), 8, 3)
        elif holding:
            return
        else:
            draw.rounded_rect(surface, color, lay.trays[row].inflate(6, 6), 14, 3)
        draw_tag(surface, label, self.input.tag_at(state, move, None))

    def controls(self, state, ctx: ViewContext) -> list:
        lay = self.geo(state)
        offer = (ctx.interactive and ctx.animation is None and not state.is_over()
                 and self.input.holding(state) is None and lay.take_controls
                 and self.loupe is None)
        takes = set(state.legal_takes()) if offer else set()
        label = pgettext("button", "Take") if lay.take_label else None
        for r, b in enumerate(self._take_btns):
            b.visible = r < state.players and (r + 1) in takes
            if r < state.players:
                b.rect = pygame.Rect(lay.take[r])
                b.size = lay.type.take
                # Translators: the button taking row {row}, where "ROW n" is not written
                b.label = label or pgettext("button", "Take {row}").format(row=r + 1)
                if draw.text_width(b.label, 12, True) > b.rect.w - 14:
                    b.label, b.size = "✓", 18     # no room for the word: a check takes it
                elif draw.text_width(b.label, b.size, True) > b.rect.w - 6:
                    b.size = 13
        return self._take_btns[:state.players]

    # --- the game going on -------------------------------------------------------------------
    def reset(self, state) -> None:
        super().reset(state)
        self.input.reset()
        self.close_loupe()
        self.banner = None
        self.gain = None
        self._running = None

    def sound_of(self, state, move) -> str:
        return "collect" if MOVES[move][0] == "t" else "move"     # a row taken

    def animate(self, state, move) -> Animation:
        held = MOVES[move][0] == "d" and self.input.holding(state) is not None
        anim = picture.animation(state, move, self.rect, held)
        if held and self.input.dropped_at is not None:
            anim.start = self.input.dropped_at       # from where the finger let it go
        self.input.dropped_at = None
        self._running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        anim, self._running = self._running, None
        self.input.held = None
        self.close_loupe()
        banner = picture.banner_after(state, anim) \
            if isinstance(anim, (DrawAnimation, TakeAnimation)) else None
        if banner is not None:          # (a banner still showing stays when none comes)
            self.banner = banner
        if isinstance(anim, TakeAnimation):
            self.gain = Notice(GLOW_TIME, seat=anim.seat,
                               kinds=sorted({INDEX[c] for c in anim.cards}))

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

    # --- drawing -------------------------------------------------------------------------------
    def _tick(self, ctx: ViewContext) -> None:
        """Start the notices' clocks on the frame that first shows them; forget them after."""
        if self.banner is not None and not self.banner.stamp(ctx.time):
            self.banner = None
        if self.gain is not None and not self.gain.stamp(ctx.time):
            self.gain = None

    def moment(self, state, ctx: ViewContext) -> Moment:
        """What the board shows this frame besides the state."""
        anim = ctx.animation if isinstance(ctx.animation, (DrawAnimation, TakeAnimation)) \
            else None
        interactive = ctx.interactive and anim is None and not state.is_over()
        held = self.input.holding(state) if interactive else None
        lay = self.geo(state)
        pointed = self.input.at(state, lay, self._pointer(ctx)) if interactive else None
        lit = set(state.legal_rows_for_draw()) if held is not None else set()
        takes = set(state.legal_takes()) if interactive and held is None else set()
        return Moment(anim=anim, interactive=interactive, held=held, pointed=pointed,
                      lit_rows=lit, takes=takes,
                      buttons=lay.take_controls and bool(takes) and self.loupe is None,
                      drag=self.input.drag_pos() if held is not None else None,
                      banner=self.banner, placed=self.placed_since(state, ctx.recent),
                      touch=ctx.touch or self.touch,
                      refused=self.input.refused_target(state) if interactive else None)

    def _pointer(self, ctx: ViewContext):
        """Where the pointer is on the board (in the loupe: the point of the row it shows)."""
        if self.loupe is not None and self.loupe.to_board(ctx.mouse) is not None:
            return self.loupe.to_board(ctx.mouse)
        return ctx.mouse

    def draw(self, surface, state, ctx: ViewContext) -> None:
        self._tick(ctx)
        self.board.draw(surface, state, ctx, self.geo(state), self.moment(state, ctx))

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        anim = ctx.animation
        if isinstance(anim, TakeAnimation):
            self.piles.flights(surface, state, ctx, self.geo(state), anim)
            return
        if self.loupe is not None and ctx.interactive and not state.is_over():
            self.loupe.draw(surface)
        self.panel_badge(surface, state, ctx)
        if ctx.shape == "table" or ctx.mouse is None:
            return
        for seat, panel in self.panels.items():
            if seat < state.players and panel.collidepoint(ctx.mouse):
                self.piles.peek(surface, state, seat, panel, state.seat_name(seat))
                return

    def panel_badge(self, surface, state, ctx: ViewContext):
        """The "±N pts" of the row pointed at, at the right end of the mover's panel where the
        row has no room for it clear of its cards (a full row on a short holder); its rect."""
        if not ctx.interactive or ctx.animation is not None or state.is_over() \
                or self.input.holding(state) is not None:
            return None
        lay = self.geo(state)
        pointed = self.input.at(state, lay, self._pointer(ctx))
        panel = self.panels.get(state.to_move)
        if not isinstance(pointed, tuple) or panel is None:
            return None
        r = pointed[1]
        if (r + 1) not in state.legal_takes() or badge_spot(state, lay, r) is not None:
            return None
        label, size = words.short_points(words.signed(words.take_gain(state, r))), lay.type.badge
        rect = pygame.Rect(0, 0, draw.text_width(label, size, True) + 16, size + 12)
        rect.midright = (panel.right - 6, panel.centery)
        draw_badge(surface, state.to_move, rect, label, size)
        return rect
