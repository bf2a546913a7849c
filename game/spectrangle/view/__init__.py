"""Spectrangle on the table: triangular tiles whose three sides are coloured regions meeting
at the value in the middle (each colour also carries its own symbol, switchable with the
Symbols button or the S key, as in Collecto), the 36-field triangle board with its 2×, 3×
and 4× fields, every seat's hand on show with its score, and the bag.

The screen in parts, joined here:
- layout.py: where everything goes in the rect given (three arrangements: a table's, a
  phone's with the rack under the board, a short rect's with the rack beside the apex);
- rack.py: the rack, all of its look;
- input.py: choosing, turning, dragging and placing a tile (a move, or nothing yet), and
  touch.py: where a tap lands, with the loupe (together `view.input`);
- art.py: the pictures, kept per scale in a bounded cache;
- board.py: the board and what is round it, drawn (changing nothing);
- seats.py: the seats' panels and the result's score table (`view.seats`);
- motion.py: the animations, the scores floating up, who starts;
- words.py: the rules page, what to do, the hint line, advice (`view.words`);
- picture.py: the pure pictures without a view (`draw_board` for the rules pages,
  `draw_emblem` for the menu)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, pgettext
from game.spectrangle.rules import EXCHANGE, FIELDS, NEIGHBOURS, PASS, SIDES_TILE, UP, VALUE
from game.ui import draw, theme
from game.ui.view import Control, GameView, Loupe, ViewContext, draw_tag

from . import board, picture, words
from .art import Art
from .board import BoardLayer, CornersLayer, Look
from .input import can_act
from .layout import Layout, layout, tray_slot
from .motion import PlaceAnimation, SayAnimation, Motion, flying, make
from .rack import RackPicture
from .seats import SpectrangleSeats
from .touch import BoardInput
from .words import SpectrangleWords
from .tiles import angle_of, edges_of, orientations, tile_edges

__all__ = ["View", "PlaceAnimation", "SayAnimation", "breakdown", "orientations",
           "tile_edges"]

breakdown = words.breakdown


def _skip_word() -> str:
    # Translators: a button: skip your turn (no tile fits)
    return pgettext("button", "Skip")


def _exchange_word() -> str:
    # Translators: a button: exchange a tile of your hand with the bag (then choose the tile)
    return pgettext("button", "Exchange…")


class SymbolsToggle(Control):
    """The Symbols toggle: "Hide symbols" / "Show symbols" where there is room, else a
    44-point square showing a symbol (gold while they are shown)."""

    icon_only = False

    def draw(self, surface, mouse) -> None:
        if not self.icon_only:
            return super().draw(surface, mouse)
        label, self.label = self.label, ""
        try:
            super().draw(surface, mouse)
        finally:
            self.label = label
        ink = theme.TEXT_DARK if self.selected else theme.TEXT
        c = self.rect.center
        draw.polygon(surface, ink, [(c[0] - 9, c[1] + 7), (c[0] + 9, c[1] + 7), (c[0], c[1] - 9)])
        draw.circle(surface, theme.GOLD if not self.selected else (255, 255, 255), c, 3.4)


class View(GameView):
    """The Spectrangle board, the rack of the hand in play, and the hands in the panels."""

    @property
    def first_player(self) -> str:       # type: ignore[override]
        """Who starts, as the setup screen says it: the rules decide (the starting draw)."""
        return _(words.FIRST_PLAYER)

    picture = picture               # the pure pictures (rules pages, the menu's emblem)

    def __init__(self, game):
        super().__init__(game)
        self.art = Art()
        self.board_layer = BoardLayer()
        self.corners_layer = CornersLayer()
        self.input = BoardInput(self)
        self.words = SpectrangleWords(self)
        self.seats = SpectrangleSeats(self)
        self.motion = Motion()
        self.symbols = True               # colour symbols on the tiles (kept for the session)
        self.players = 2
        self.last_text: list = []          # the move just made, in words (longest first)
        self._geo: Layout | None = None
        self.last_ctx: ViewContext | None = None
        self._interactive = False
        self.loupe: Loupe | None = None    # the board under the finger, larger (small fields)
        self._build_controls()
        self.layout(pygame.Rect(308, 76, 664, 640))

    # --- the parts ----------------------------------------------------------------------------
    @property
    def geo(self) -> Layout:
        """The layout of the rect for the table's player count (worked out once)."""
        if self._geo is None:
            self._geo = layout(self.rect, self.players)
        return self._geo

    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self._geo = None

    def fit_players(self, state) -> None:
        """The board laid out for `state`'s number of players (the layout changes with it);
        every call that draws or hits the board does this first."""
        if state.players != self.players:
            self.players = state.players
            self._geo = None

    # --- controls -------------------------------------------------------------------------------
    def _build_controls(self) -> None:
        # (their words are set again every frame, in the language in use: `controls`)
        self.symbols_btn = SymbolsToggle((0, 0, 168, 44), _("Hide symbols"),
                                         self.toggle_symbols, hotkey=pygame.K_s,
                                         style="toggle", selected=True, size=16,
                                         name="symbols", tip=_("Symbols"))
        self.skip_btn = Control((0, 0, 66, 44), _skip_word(), move=PASS, style="primary",
                                size=16, name="skip")
        self.exchange_btn = Control((0, 0, 96, 44), _exchange_word(), self.toggle_exchange,
                                    style="toggle", size=16, name="exchange")
        self.buttons = [self.symbols_btn, self.skip_btn, self.exchange_btn]

    def toggle_symbols(self) -> None:
        self.symbols = not self.symbols

    def toggle_exchange(self) -> None:
        if not self._interactive:
            return
        self.input.exchanging = not self.input.exchanging
        self.input.selected = None
        self.loupe = None
        self.input.drag = None

    def controls(self, state, ctx: ViewContext) -> list:
        self.fit_players(state)
        self.last_ctx = ctx
        geo = self.geo
        interactive = can_act(state, ctx)
        self._interactive = interactive
        compact = geo.arrangement != "table"
        size = 15 if compact else 16
        self.symbols_btn.rect = pygame.Rect(geo.symbols)
        self.symbols_btn.icon_only = geo.symbols_icon
        self.symbols_btn.selected = self.symbols
        shown = _("Hide symbols") if self.symbols else _("Show symbols")
        self.symbols_btn.label = shown
        self.symbols_btn.tip = shown if geo.symbols_icon else ""
        self.symbols_btn.size = size
        self.skip_btn.rect, self.exchange_btn.rect = pygame.Rect(geo.skip), \
            pygame.Rect(geo.exchange)
        self.skip_btn.size = self.exchange_btn.size = size
        self.skip_btn.label = _skip_word()
        self.skip_btn.visible = interactive and state.can_skip()
        self.exchange_btn.visible = interactive and state.can_exchange()
        if not self.exchange_btn.visible:
            self.input.exchanging = False
        self.exchange_btn.selected = self.input.exchanging
        self.exchange_btn.label = pgettext("button", "Cancel") if self.input.exchanging \
            else _exchange_word()
        return self.buttons

    # --- whose hand the rack shows ---------------------------------------------------------------
    def rack_seat(self, state, ctx: ViewContext) -> int:
        """The seat to move if a person plays it (or nobody plays), else the person who
        played last (they plan while the computers move)."""
        seat = state.to_move
        if seat in ctx.humans or not ctx.humans:
            return seat
        for k in range(1, state.players + 1):
            s = (seat - k) % state.players
            if s in ctx.humans:
                return s
        return seat

    def reset(self, state) -> None:
        super().reset(state)
        self.fit_players(state)
        self.input.reset()
        self.motion.reset(state)
        self.last_text = []

    # --- animations -------------------------------------------------------------------------------
    def _hand_pose(self, ctx: ViewContext, rack_seat: int):
        """hand_pose(seat, slot, tile): where a hand's tile is drawn now (centre, side,
        angle, in the rack)."""
        geo = self.geo

        def pose(seat, slot, tile):
            if seat == rack_seat:
                return (geo.rack.slot_centre(slot), geo.rack.tile,
                        angle_of(self.input.rotation(tile)), True)
            areas = ctx.seat_areas
            if seat < len(areas) and areas[seat].h > 0:
                c, side = tray_slot(areas[seat], slot, ctx.shape)
                return c, side, 0.0, False
            return (geo.rect.x - 30, geo.rect.centery), 30, 0.0, False
        return pose

    def animate(self, state, move):
        self.fit_players(state)
        ctx = self.last_ctx or ViewContext()
        self.last_text = words.last_move(state, move)
        human = state.to_move in ctx.humans
        anim = make(state, move, self._hand_pose(ctx, self.rack_seat(state, ctx)),
                    self.geo.field_centre, self.geo.side, human, self.input.drop_from)
        if isinstance(anim, PlaceAnimation):
            self.input.rot[anim.tile] = anim.landing
        self.input.drop_from = None
        self.motion.running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        anim, self.motion.running = self.motion.running, None
        self.loupe = None
        self.input.forget_fits()
        self.motion.landed(state, anim)

    # --- drawing ----------------------------------------------------------------------------------
    def look(self, state, ctx: ViewContext) -> Look:
        """What the board shows now besides the state."""
        geo = self.geo
        ch = self.input
        anim = ctx.animation if isinstance(ctx.animation, (PlaceAnimation, SayAnimation)) \
            else None
        act = can_act(state, ctx)
        lit = ch.lit(state, ctx) if act else {}
        pointer = ctx.mouse if ch.drag is None else ch.drag[1]
        if self.loupe is not None and self.loupe.to_board(pointer) is not None:
            pointer = self.loupe.to_board(pointer)      # pointed at in the loupe
        hover = geo.field_at(pointer, reach=0)
        if hover is None and ch.cursor in lit:
            hover = ch.cursor
        turned = ch.turned_fits(state, lit) if act else set()
        alone = not ctx.seat_areas       # a rules page's picture: the board alone
        look = Look(symbols=self.symbols, act=act, anim=anim, lit=lit, turned=turned,
                    hover=hover, bubble=self.loupe is None or not act,
                    focus=ch.cursor if act else None,
                    refused=ch.refused_field(state) if act else None,
                    selected=ch.selected, pulse=ctx.pulse(4), time=ctx.time,
                    mover=state.to_move, popups=list(self.motion.popups),
                    placed=board.placed_since(state, ctx.recent),
                    choices=self.skip_btn.visible or self.exchange_btn.visible)
        look.hint = words.hint_line(
            state, act=act, moving=anim is not None, last=self.last_text,
            exchanging=ch.exchanging, selected=ch.selected,
            rotation=ch.rotation(ch.selected) if ch.selected is not None else 0,
            hover=hover, lit=lit, turned=turned, touch=ctx.touch,
            refused=look.refused)
        if not alone:
            look.rack = self._rack_picture(state, ctx, act, anim)
        if self.motion.showing_intro():
            look.intro = self._intro(state, ctx)
        if ch.drag is not None and act:
            tile, pos = ch.drag
            over = geo.field_at(pos, reach=0)
            if over is None or over not in lit:
                look.drag = (tile, pos, ch.spin_angle(tile, ctx.time))
        return look

    def _rack_picture(self, state, ctx: ViewContext, act: bool, anim) -> RackPicture:
        ch = self.input
        seat = self.rack_seat(state, ctx)
        mine = act and seat == state.to_move
        hand = state.hands[seat]
        one = len(ctx.humans) == 1 and seat in ctx.humans
        air = flying(anim)
        geo = self.geo
        return RackPicture(
            seat=seat, hand=list(hand),
            # Translators: the label by your hand of tiles, on two lines: "Your" over "tiles"
            # (someone else's: their name over "tiles")
            words=(pgettext("rack", "Your"), pgettext("rack", "tiles")) if one
            else (state.seat_name(seat)[:10], pgettext("rack", "tiles")), yours=one,
            mine=mine, angles=[ch.spin_angle(t, ctx.time) for t in hand],
            selected=ch.selected, exchanging=ch.exchanging,
            hover=geo.slot_at(ctx.mouse, reach=0) if act else None,
            flying=air[1] if air is not None and air[0] == seat and air[2] else None,
            dragged=(hand.index(ch.drag[0]) if act and ch.drag is not None
                     and ch.drag[0] in hand else None),
            grow=[self.motion.grow(seat, i, ctx.time) for i in range(len(hand))],
            value=None if (self.skip_btn.visible or self.exchange_btn.visible)
            else state.hand_value(seat),
            numbers=not ctx.touch, pulse=ctx.pulse(4), symbols=self.symbols)

    def _intro(self, state, ctx: ViewContext):
        """(alpha, seat, words, tile): "Player 3 drew the highest tile and starts"."""
        from game.spectrangle.rules import parse_tile
        seat = state.start_seat
        bag = state.setup.get("bag", ()) if isinstance(state.setup, dict) else ()
        try:
            tile = parse_tile(bag[seat] if seat < len(bag) else "")
        except Exception:
            tile = None
        return self.motion.intro_alpha(ctx.time), seat, state.start_words(), tile

    def draw(self, surface, state, ctx: ViewContext) -> None:
        self.fit_players(state)
        self.controls(state, ctx)      # the rack shows the hand's value where no button is
        anim = ctx.animation if isinstance(ctx.animation, (PlaceAnimation, SayAnimation)) \
            else None
        self.input.settle(state, ctx, anim is not None)
        self.motion.tick(ctx.time, state, self.input.selecting())
        look = self.look(state, ctx)
        self._drawn = (ctx, look)
        board.draw_board(surface, state, self.geo, self.art, self.board_layer,
                         self.corners_layer, look)
        if isinstance(anim, PlaceAnimation):
            self._warm(state, ctx, anim, look.rack is not None)

    def _warm(self, state, ctx: ViewContext, anim: PlaceAnimation, rack: bool) -> None:
        """While a tile flies, one piece of art a frame that the frames after it need: the
        tile on its field and its shadow, then the tiles of the hands the rack may show next
        (a person's; with none at this device, every seat's).  Made in the frame it lands,
        with the board's, the bag's and the rack's other changes, they took 10-20 ms of that
        one frame in WebAssembly (a phone's canvas)."""
        made = self.art.made
        for piece in self._coming(state, ctx, anim, rack):
            piece()
            if self.art.made != made:
                return

    def _coming(self, state, ctx: ViewContext, anim: PlaceAnimation, rack: bool):
        """The pieces _warm makes, as functions asking the art for them (in the order the
        frames after this one will)."""
        field, sides = anim.move[0], anim.move[1]
        up = bool(UP[field])
        side, turn = self.geo.side - 6, 0 if up else 60
        yield lambda: self.art.shadow(side, turn, 3, 110)
        yield lambda: self.art.tile(edges_of(sides, up), VALUE[SIDES_TILE[up][sides]], turn,
                                    side, self.symbols)
        if not rack:
            return
        size = self.geo.rack.tile
        yield lambda: self.art.shadow(size, 0, 4, 120)
        for seat in sorted(ctx.humans) or range(state.players):
            for tile in state.hands[seat]:
                yield lambda tile=tile: self.art.tile_at(
                    tile, self.input.spin_angle(tile, ctx.time), size, self.symbols)

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        drawn = getattr(self, "_drawn", None)
        look = drawn[1] if drawn is not None and drawn[0] is ctx else self.look(state, ctx)
        if self.loupe is not None and can_act(state, ctx):
            self.loupe.draw(surface)
            if look.hover in look.lit:       # the points over the field as the loupe shows it
                loupe = self.loupe
                board.hover_bubble(surface, self.geo, look,
                                   lambda x, y: loupe.to_panel((x, y)))
        board.draw_front(surface, self.geo, self.art, look)

    # --- a hint, or a move awaiting Confirm --------------------------------------------------
    def draw_hint(self, surface, state, move, ctx: ViewContext, label: str = "HINT") -> None:
        """A placement: its tile shown on its field, ringed; a skip or an exchange: a ring
        round the button (or the tile) to tap.  The tag keeps off the words and buttons."""
        self.fit_players(state)
        geo = self.geo
        pulse = ctx.pulse(5)
        if isinstance(move, tuple) and move[0] != EXCHANGE:
            point = geo.field_centre(move[0])
            board.draw_placement_hint(surface, geo, self.art, move, pulse, self.symbols)
            ring = geo.side * 0.5
        else:
            point = self.input.target(state, move)
            if point is None:
                return
            draw.circle(surface, (*theme.HINT, int(120 + 100 * pulse)), point, 30 + 4 * pulse, 5)
            draw.circle(surface, (*theme.HINT, 60), point, 26)
            ring = 36
        busy = [geo.hint_line(), *geo.corners, geo.rack.rect]   # the rack: its tiles and words
        busy += [c.rect for c in self.buttons if c.visible and c.rect.w]
        size = (16 + 10 * len(label), 24)
        draw_tag(surface, label, geo.tag_spot(point, ring, size, busy,
                                                   self.tag_avoids(state, move, ctx)))

    def tag_avoids(self, state, move, ctx: ViewContext) -> list:
        """(field, weight) of what a hint's tag keeps off: the hinted field itself, the
        tiles placed since your turn (the one just placed above all), the tiles beside the
        hinted field (whose sides it matches), then every other tile."""
        out = []
        placed = board.placed_since(state, ctx.recent)
        field = move[0] if isinstance(move, tuple) and move[0] != EXCHANGE else None
        near = set(NEIGHBOURS[field]) if field is not None else set()
        for f in range(FIELDS):
            if f == field:
                out.append((f, 8))
            elif state.board[f] is not None:
                out.append((f, 6 if f in placed else 3 if f in near else 1))
        return out
