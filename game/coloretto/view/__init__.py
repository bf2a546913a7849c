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
keys), art.py (the cards and holders), board.py (drawing the board), panels.py (the piles in
the players' panels), result.py (the scoring table), motion.py (animations), words.py."""

from __future__ import annotations

import pygame

from game.coloretto.rules import INDEX, MOVES, NAMES, full_deck
from game.ui import draw, theme
from game.ui.view import Animation, Control, Example, GameView, Loupe, ViewContext

from . import words
from .art import WARN, Art
from .board import Board, Moment, badge_spot, draw_badge, seat_token
from .input import Input
from .layout import BoardLayout, board_layout, scoring_height
from .motion import BANNER_TIME, GLOW_TIME, DrawAnimation, Notice, TakeAnimation
from .panels import Piles
from .result import Scoring

__all__ = ["View", "DrawAnimation", "TakeAnimation"]

PANEL_EXTRA = {2: 62, 3: 58}           # pile height in a table's player panel (4-5: compact)
FULL_CARD = 40                         # a card in a row full size (points wide): smaller, a
#                                        tap on a row shows it larger first (the loupe)


class View(GameView):
    """The Coloretto table."""

    def __init__(self, game):
        super().__init__(game)
        self.art = Art()
        self.board = Board(self.art)
        self.piles = Piles(self.art)
        self.scoring = Scoring(self.art, self.piles)
        self.input = Input()
        self.banner: Notice | None = None          # "Round 3", "Last round!"
        self.gain: Notice | None = None            # a pile's new cards glowing
        self.touch = False                         # the last pointer seen was a finger
        self._running: Animation | None = None
        self._layouts: dict = {}
        self._panels: dict = {}                    # seat -> its panel, as last drawn
        self._placed = ((), {})
        self.loupe: Loupe | None = None            # a row shown larger (small rows)
        self.loupe_row: int | None = None
        self._take_btns = [Control((0, 0, 84, 44), "Take", move=f"t{r + 1}", style="primary",
                                   size=18, name=f"take{r + 1}") for r in range(5)]
        for b in self._take_btns:
            b.visible = False
        self.layout(pygame.Rect(308, 76, 664, 640))

    # --- words -------------------------------------------------------------------------------
    def tagline(self) -> str:
        return words.TAGLINE

    def credit(self) -> str:
        return words.CREDIT

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

    def rules(self, touch: bool = False) -> list[tuple]:
        return words.rules(self.examples(), touch)

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def advice(self, state, move) -> str:
        return words.advice(state, move, self.input.holding(state) is not None)

    def status(self, state) -> str:
        held = self.input.holding(state)
        return words.status(state, held["card"] if held is not None else None)

    def idle_note(self, state, seat: int) -> str:
        return words.idle_note(state, seat)

    def end_note(self, state, seat: int) -> str:
        return words.end_note(state, seat)

    def deck_caption(self, state) -> str:
        """Under the deck: when the last round comes."""
        return words.deck_caption(state)

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

    @property
    def held(self) -> dict | None:
        """The card a person has drawn and not yet placed: its card, and whether the
        last-round card turned up before it."""
        return self.input.held

    def target(self, state, move):
        if move not in MOVES:
            return None
        kind, row = MOVES[move]
        if row >= state.players:
            return None
        lay = self.geo(state)
        holding = self.input.holding(state) is not None
        if kind == "d":
            if not holding:
                return lay.deck.center
            return self._through_loupe(row, lay.next_slot(row, len(state.rows[row])).center)
        if holding:
            return None
        if lay.take_controls:
            return lay.take[row].center
        return self._through_loupe(row, lay.row_target(row).center)

    def _through_loupe(self, row: int, point):
        """Where a tap on `point` of `row` goes: there, or where it shows in the row's loupe."""
        if self.loupe is None or self.loupe_row != row:
            return point
        x, y = self.loupe.to_panel(point)
        return round(x), round(y)

    def hit_rects(self, state, ctx: ViewContext) -> list:
        """What a tap may choose now: the deck (to draw), the rows the drawn card may go to,
        or the rows that may be taken (their Take buttons are Controls of their own)."""
        if not ctx.interactive or ctx.animation is not None or state.is_over():
            return []
        lay = self.geo(state)
        if self.input.holding(state) is not None:
            out = [pygame.Rect(lay.trays[r - 1]) for r in state.legal_rows_for_draw()]
            rows = state.legal_rows_for_draw()
        else:
            out = [pygame.Rect(lay.deck_hit)] if state.legal_rows_for_draw() else []
            out += [lay.row_target(r - 1) for r in state.legal_takes()]
            rows = state.legal_takes()
        loupe = self.loupe
        if loupe is None:
            return out
        # the loupe's row at its size (its Take buttons hide); what the loupe does not cover
        shown = []
        if self.loupe_row is not None and self.loupe_row + 1 in rows:
            tray = lay.trays[self.loupe_row]
            a, b = loupe.to_panel(tray.topleft), loupe.to_panel(tray.bottomright)
            shown.append(pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]),
                                     round(b[1] - a[1])).clip(loupe.panel))
        return shown + [r for r in out if not r.colliderect(loupe.panel)]

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

    def tag_at(self, state, move, point):
        """On the deck's back, above its DRAW chip (a draw: its row is not known until the
        card is seen); else at the top right corner of the move's row."""
        lay = self.geo(state)
        drawing = move in MOVES and MOVES[move][0] == "d" and self.input.holding(state) is None
        if drawing or (point is not None and lay.deck.collidepoint(point)):
            return self._deck_tag(lay)
        if move in MOVES and MOVES[move][1] < state.players:
            # clear of the next row's tab, the line under the board and the words across a
            # row taken this round (a review's better move is drawn on the board the move
            # shown left)
            target = lay.row_target(MOVES[move][1])
            return target.right - 44, target.top - 10
        return super().tag_at(state, move, point)

    @staticmethod
    def _deck_tag(lay: BoardLayout) -> tuple[int, int]:
        """The midtop of a tag on the deck: its top (above the DRAW chip), else lower on
        it, else just above or under it, wherever the widest tag (CONFIRM?) covers none of
        the words beside the deck (the round, the count and the caption of a narrow cell)."""
        w = round(draw.text_width("CONFIRM?", 14, True)) + 16
        busy = lay.deck_words()
        chip = lay.chip[1] + 10 if lay.chip[0] else 0
        d = lay.deck
        room = lay.rect.inflate(-8, -8)
        for y in (d.y + 14, d.centery - 12, d.bottom - chip - 28, d.y - 28, d.bottom + 4):
            box = pygame.Rect(0, 0, w, 24)
            box.midtop = (d.centerx, round(y))
            box.clamp_ip(room)
            if box.collidelist(busy) < 0:
                return box.midtop
        return d.centerx, d.y + 14

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
        self.draw_tag(surface, label, self.tag_at(state, move, None))

    def controls(self, state, ctx: ViewContext) -> list:
        lay = self.geo(state)
        offer = (ctx.interactive and ctx.animation is None and not state.is_over()
                 and self.input.holding(state) is None and lay.take_controls
                 and self.loupe is None)
        takes = set(state.legal_takes()) if offer else set()
        label = "Take" if lay.take_label else None
        for r, b in enumerate(self._take_btns):
            b.visible = r < state.players and (r + 1) in takes
            if r < state.players:
                b.rect = pygame.Rect(lay.take[r])
                b.size = lay.type.take
                b.label = label or f"Take {r + 1}"
                if draw.text_width(b.label, b.size, True) > b.rect.w - 6:
                    b.size = 13
        return self._take_btns[:state.players]

    # --- a person's hands --------------------------------------------------------------------
    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        """A tap on a row whose cards are under full size (FULL_CARD) shows the row larger
        (the loupe) and chooses nothing; a tap in the loupe chooses there; a press outside it
        closes it (and does what it does there)."""
        self.touch = ctx.touch
        lay = self.geo(state)
        loupe = self.loupe
        if loupe is not None:
            if not ctx.interactive or state.is_over():
                self.close_loupe()
            elif loupe.panel.collidepoint(pos):
                return self.input.pointer(kind, loupe.to_board(pos), state, lay, ctx.time)
            elif kind == "down":
                self.close_loupe()
        elif kind == "up" and self.needs_loupe(state):
            press, dragged = self.input.press, self.input.dragging()
            here = self.input.at(state, lay, pos)
            if not dragged and isinstance(press, tuple) and here == press \
                    and self.input.choose(state, here) is not None:
                self.input.press = None
                self.input.drag = None
                self.open_loupe(state, here[1])
                return None
        return self.input.pointer(kind, pos, state, lay, ctx.time)

    def refused(self, state, pos) -> bool:
        return self.input.was_refused()

    def own_keys(self, state) -> frozenset:
        return frozenset((pygame.K_SPACE,))       # Space draws a card

    def key(self, key: int, state, ctx: ViewContext):
        return self.input.key(key, state, ctx.time)

    def reveal(self, state, ctx: ViewContext) -> bool:
        """The person chose to draw: the top card turns over."""
        return self.input.reveal(state, ctx.time)

    def cancel(self) -> None:
        super().cancel()
        self.input.cancel()
        self.close_loupe()

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
        kind, row = MOVES[move]
        seat = state.to_move
        if kind == "d":
            held = self.input.holding(state)
            anim = DrawAnimation(seat, state.next_card_if_drawn(), row, len(state.rows[row]),
                                 held is not None, state.draw_reveals_last_round_card())
            if held is not None and self.input.dropped_at is not None:
                anim.start = self.input.dropped_at       # from where the finger let it go
        else:
            pile = list(state.piles[seat])
            for c in state.rows[row]:
                pile[INDEX[c]] += 1
            anim = TakeAnimation(seat, row, state.rows[row], pile)
        self.input.dropped_at = None
        anim.round, anim.last_round = state.round, state.last_round
        self._running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        anim, self._running = self._running, None
        self.input.held = None
        self.close_loupe()
        if isinstance(anim, DrawAnimation):
            said = words.banner_for_draw(state, anim.last_round)
            if said is not None:
                self.banner = Notice(BANNER_TIME, title=said[0], sub=said[1], color=WARN)
        elif isinstance(anim, TakeAnimation):
            self.gain = Notice(GLOW_TIME, seat=anim.seat,
                               kinds=sorted({INDEX[c] for c in anim.cards}))
            if state.round != anim.round and not state.is_over():
                title, sub, last = words.banner_for_round(state)
                self.banner = Notice(BANNER_TIME, title=title, sub=sub,
                                     color=WARN if last else theme.GOLD)

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
                      refused=self.input.refused(state) if interactive else None)

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
        for seat, panel in self._panels.items():
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
        panel = self._panels.get(state.to_move)
        if not isinstance(pointed, tuple) or panel is None:
            return None
        r = pointed[1]
        if (r + 1) not in state.legal_takes() or badge_spot(state, lay, r) is not None:
            return None
        label, size = f"{words.signed(words.take_gain(state, r))} pts", lay.type.badge
        rect = pygame.Rect(0, 0, draw.text_width(label, size, True) + 16, size + 12)
        rect.midright = (panel.right - 6, panel.centery)
        draw_badge(surface, state.to_move, rect, label, size)
        return rect

    # --- the seat panels ---------------------------------------------------------------------
    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 66)

    def breakdown(self, pile) -> dict:
        return self.piles.breakdown(pile)

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        self._panels[seat] = pygame.Rect(panel)
        self.piles.draw_panel(surface, state, seat, pygame.Rect(panel), pygame.Rect(area), ctx,
                              self.gain)

    # --- pictures around the board -----------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        seat_token(self.art, surface, seat, center, size)


    def paint_thumbnail(self, surface, rect) -> None:
        """A fan of five cards (in points, on a layer of the thumbnail's size)."""
        cards = ["B", "Y", "W", "R", "+"]
        w = int(min(rect.h * 0.7 * 0.7, (rect.w - 24) / (1 + 0.52 * (len(cards) - 1) + 0.25)))
        h = round(w / 0.7)
        n = len(cards)
        for i, code in enumerate(cards):
            angle = (i - (n - 1) / 2) * -11
            img = self.art.face(code, w, h)
            sh = self.art.shadow(w, h)
            cx = rect.centerx + (i - (n - 1) / 2) * w * 0.52
            cy = rect.centery + abs(i - (n - 1) / 2) * 6 + 4
            draw.blit(surface, pygame.transform.rotate(sh, angle), (cx + 2, cy + 5), "center")
            draw.blit(surface, pygame.transform.rotozoom(img, angle, 1.0), (cx, cy), "center")

    # --- the end -----------------------------------------------------------------------------
    def result_width(self, state) -> int:
        return 920

    def result_height(self, state, outcome, width: int) -> int:
        return scoring_height(state.players, width)

    def draw_result(self, surface, state, outcome, rect) -> None:
        """Every player's scoring: the three best colours (with the wilds they got), the other
        colours, the +2 cards and the total."""
        self.scoring.draw(surface, state, outcome, pygame.Rect(rect))

