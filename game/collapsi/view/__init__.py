"""Collapsi on the table, in every variant and on every screen: cards drawn as real playing
cards, a patterned back for collapsed cards, pawns that differ in colour, shape and number,
ghost copies of the opposite row and column at the field's edges to show the wrap-around,
legal destinations lit with the path shown while pointed at or pressed, and each move
animated step by step before its starting card flips.  On the shifting board the player
then picks a shift with arrows at the ends of the landed card's row and column, and the
line slides; in the solo puzzle the exit is marked, a hint shows the next move of a
solution and the puzzles solved are remembered.

The screen in parts: `layout` (where everything goes in a rect, plain data), `input` (taps,
presses and keys into a move), `art` (the cards and pawns, cached per size and scale),
`board` (draws, changes nothing), `motion` (the animations and paths), `words` (the texts).
This class joins them to the shell's contract (game/ui/view.py)."""

from __future__ import annotations

import datetime
import math

import pygame

from game.ui import draw, theme
from game.ui.view import Animation, Control, GameView, ViewContext

from ..puzzle import daily_seed, deal_puzzle
from ..rules import SoloState
from . import art, words
from .board import Board, Look, floored
from .input import BoardInput
from .layout import (
    BoardLayout,
    board_layout,
    card_under,
    destinations,
    needs_zoom,
    parts,
    place,
    shifting,
    zoomed,
)
from .motion import Trails, animation


# what the line under the board says while nothing is pointed at
IDLE_LINES = ("Choose a glowing card to move there", "Choose any glowing card to start on")


class View(GameView):
    """The Collapsi board, for every variant: 4×4, 6×6 and the 3×3 puzzle, fixed or
    shifting, starting on the jacks or on chosen cards."""

    SOLVED_KEY = "collapsi-puzzles"

    def __init__(self, game):
        super().__init__(game)
        self.input = BoardInput()
        self.board = Board()
        self.trails = Trails()
        self.capacity = (0, 0)      # a shifting board's room: the largest field since reset
        self.picture = False        # drawn as a rules page's picture (no seats around it)
        self._geo: tuple | None = None
        self.zoom_at: tuple | None = None   # the zoom: (row, col) the first tap was on
        self.aside = False          # a phone on its side: the line's words in the status
        self._said: tuple | None = None     # (state, words, warn) the line said last frame
        self._thumbs: dict = {}
        self.restart_btn = Control((0, 0, 136, 46), "Restart", self.restart, icon="undo",
                                   size=17, name="restart")
        self.daily_btn = Control((0, 0, 176, 46), "Today's puzzle", self.daily, size=17,
                                 name="daily")
        self.next_btn = Control((0, 0, 156, 46), "New puzzle", self.another, size=17,
                                style="primary", name="new-puzzle")
        self.puzzle_controls = [self.restart_btn, self.daily_btn, self.next_btn]
        self.rect = pygame.Rect(300, 80, 680, 620)

    # --- words -----------------------------------------------------------------------------------
    def tagline(self) -> str:
        return words.TAGLINE

    def credit(self) -> str:
        return words.CREDIT

    def examples(self):
        return words.examples(self.game)

    def rules(self, touch: bool = False) -> list[tuple]:
        return words.rules(self.game, touch)

    def seat_label(self, state, seat: int) -> str:
        return f"{state.seat_name(seat)} · {theme.seat_color_name(seat)}"

    def advice(self, state, move) -> str:
        return words.advice(state, move)

    def status(self, state) -> str:
        """What to do; on a phone on its side, whose board has no line under it, what the
        line would say (the last frame's words: the card pointed at, a refusal ...)."""
        said = self._said[1] if self.aside and self._said is not None and \
            self._said[0] is state else ""
        if said and said not in IDLE_LINES:        # (idle, the rules' words say more)
            return said
        return words.status(state, self.input.pending)

    def idle_note(self, state, seat: int) -> str:
        return words.idle_note(state, seat)

    def deal_label(self, state, seed: int) -> str:
        return words.deal_label(state, seed, super().deal_label(state, seed))

    def preferred_seed(self, variant: str, options: dict, store) -> int | None:
        """The solo puzzle opens on today's puzzle until it is solved."""
        if variant != "solo":
            return None
        seed = daily_seed(datetime.date.today())
        return None if "".join(deal_puzzle(seed)["grid"]) in self._solved(store) else seed

    # --- the solo puzzle's buttons and memory ------------------------------------------------
    def _solved(self, store) -> dict:
        """Puzzles solved on this device: grid → {"hints": bool}."""
        if store is None:
            return {}
        data = store.load(
            self.SOLVED_KEY, {"solved": {}},
            valid=lambda v: isinstance(v, dict) and isinstance(v.get("solved"), dict))
        return data["solved"]

    def _record_solve(self, state, ctx: ViewContext) -> None:
        solved = self._solved(ctx.store)
        grid = "".join(state.setup["grid"])
        before = solved.get(grid)
        # a puzzle counts once; solving it again without hints clears its hint mark
        hints = ctx.hints_used and (before is None or before.get("hints", False))
        solved[grid] = {"hints": bool(hints)}
        ctx.store.save(self.SOLVED_KEY, {"solved": solved})

    def solved_counts(self, store) -> tuple[int, int]:
        """(puzzles solved, of which without a hint)."""
        solved = self._solved(store)
        clean = sum(1 for v in solved.values() if isinstance(v, dict) and not v.get("hints"))
        return len(solved), clean

    # the puzzle's buttons deal through the context of the frame that showed them
    _ctx: ViewContext | None = None

    def _deal(self, seed: int | None) -> None:
        if self._ctx is not None and self._ctx.new_deal is not None:
            self._ctx.new_deal(seed)

    def restart(self) -> None:
        self._deal(self._ctx.seed if self._ctx is not None else None)

    def daily(self) -> None:
        self._deal(daily_seed(datetime.date.today()))

    def another(self) -> None:
        self._deal(None)

    def controls(self, state, ctx: ViewContext) -> list:
        if not isinstance(state, SoloState) or ctx.new_deal is None:
            return []
        self._ctx = ctx
        geo = self.geo(state)
        for button in self.puzzle_controls:
            button.rect = pygame.Rect(geo.controls[button.name])
            button.label = geo.control_labels[button.name]
            button.size = geo.control_size
        self.daily_btn.visible = ctx.seed != daily_seed(datetime.date.today())
        return self.puzzle_controls

    # --- pictures around the board ---------------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        self.board.token(surface, seat, center, size)

    def paint_thumbnail(self, surface, rect) -> None:
        """A fan of three cards (an ace, a jack, a collapsed card) with two pawns."""
        rect = pygame.Rect(rect)
        w = min(int(rect.h * 0.8 / 1.4), int(rect.w / 2.8))    # the fan fits either way
        h = int(w * 1.4)
        cx, cy = rect.center
        cards = [("A", "spades", -16), ("J", "hearts", 0), (None, None, 16)]
        for i, (rank, suit, angle) in enumerate(cards):
            img = art.back(w, h) if rank is None else art.face(rank, suit, w, h)
            dx = (i - 1) * w * 0.62
            dy = abs(i - 1) * h * 0.06
            shade = pygame.transform.rotate(art.card_shadow(w, h), -angle)
            draw.blit(surface, shade, floored((cx + dx + 2, cy + dy + 5)), "center")
            turned = pygame.transform.rotozoom(img, -angle, 1)
            draw.blit(surface, turned, floored((cx + dx, cy + dy)), "center")
        self.draw_token(surface, 0, (cx - w * 0.62, cy + h * 0.08), int(w * 0.56))
        self.draw_token(surface, 1, (cx, cy + h * 0.04), int(w * 0.56))

    def seat_panel_height(self, state) -> int:
        return 30 if isinstance(state, SoloState) else 0

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx) -> None:
        """The solo puzzle's count of puzzles solved: one line on a table, two in a phone's
        compact panel (inside `area`); none where nothing is kept (a guided game)."""
        if not isinstance(state, SoloState) or ctx.store is None or area.w <= 0 or area.h <= 0:
            return
        first, second = words.solved_words(*self.solved_counts(ctx.store))
        if ctx.shape == "table":
            line = first + (f" ({second})" if second else "")
            line, size = draw.fit(line, 15, area.w, smallest=12)
            draw.text(surface, line, (area.x, area.centery), size, theme.TEXT_DIM, False,
                      "midleft")
            return
        lines = [first] + ([second] if second and area.h >= 32 else [])
        step = min(17, area.h / len(lines))
        y = area.centery - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            line, size = draw.fit(line, 14 if i == 0 else 13, area.w, smallest=12)
            draw.text(surface, line, (area.x, y), size, theme.TEXT_MUTED if i == 0
                      else theme.TEXT_DIM, i == 0, "midleft")
            y += step

    # --- geometry --------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self._geo = None

    def fit(self, state) -> None:
        """Room for `state`'s field: a shifting board's field grows as lines slide out; the
        cards shrink only when it outgrows the room kept for it (one line more each way)."""
        if shifting(state):
            rows, cols = state.field_size()
            self.capacity = (max(self.capacity[0], rows), max(self.capacity[1], cols))

    def geo(self, state) -> BoardLayout:
        """The board's layout for `state` in the view's rect."""
        self.fit(state)
        field = state.field_size()
        room = self.capacity if shifting(state) else field
        key = (tuple(self.rect), room, field, isinstance(state, SoloState), shifting(state),
               self.picture, self.aside)
        if self._geo is None or self._geo[0] != key:
            self._geo = (key, board_layout(self.rect, room, field, solo=key[3],
                                           shifting=key[4], picture=self.picture,
                                           aside=self.aside))
        return self._geo[1]

    def shown(self, state) -> BoardLayout:
        """The layout the board is drawn and tapped in now: the zoom's, while it is open."""
        geo = self.geo(state)
        if self.zoom_at is None or not needs_zoom(geo):
            return geo
        key = ("zoom", self._geo[0] if self._geo else None, self.zoom_at)
        if self._zoomed is None or self._zoomed[0] != key:
            self._zoomed = (key, zoomed(geo, self.zoom_at, solo=isinstance(state, SoloState),
                                        shifting=shifting(state), aside=self.aside))
        return self._zoomed[1]

    _zoomed: tuple | None = None

    def zooming(self) -> bool:
        """A part of the board is enlarged (the zoom of a phone's big board)."""
        return self.zoom_at is not None

    def _open_zoom(self, state, geo, pos) -> None:
        """The zoom opens round the card under `pos` (or the nearest, from beside the field)."""
        card = card_under(state, geo, pos)
        if card is None and geo.field.collidepoint(pos):
            card = min(range(len(state.grid)), key=lambda c: math.dist(
                pos, geo.centre(*place(state, c))))
        self.zoom_at = place(state, card) if card is not None else None

    # --- input -----------------------------------------------------------------------------------
    @property
    def pending(self) -> int | None:
        """The shifting board's destination awaiting its shift (None: none chosen)."""
        return self.input.pending

    @property
    def leaving(self) -> int | None:
        """The puzzle's exit, tapped once while cards remain face up."""
        return self.input.leaving

    def pointer(self, kind, pos, state, ctx):
        geo = self.geo(state)
        if not needs_zoom(geo):
            self.zoom_at = None
            return self.input.pointer(kind, pos, state, geo)
        # the zoom: a first tap enlarges the cards round it; the next taps choose there; a
        # tap beside them (or Escape) shows the whole board again
        if self.zoom_at is not None:
            shown = self.shown(state)
            if not shown.window_rect().collidepoint(pos):
                if kind == "up":
                    self.zoom_at = None
                    self.input.cancel()
                return None
            move = self.input.pointer(kind, pos, state, shown)
            if self.input.pending is not None:
                self.zoom_at = None     # its shift arrows lie round the whole field
            return move
        if self.input.pending is not None:
            choice = self.input.choice_at(state, geo, pos)
            if choice is not None and choice[0] == "shift":
                return self.input.pointer(kind, pos, state, geo)
            if kind == "up":
                self.input.cancel()
                self._open_zoom(state, geo, pos)
            return None
        if kind == "up":
            self._open_zoom(state, geo, pos)
        return None

    def refused(self, state, pos) -> bool:
        return self.input.was_refused(state, self.shown(state), pos)

    def key(self, key, state, ctx):
        return self.input.key(key, state)

    def own_keys(self, state) -> frozenset:
        return self.input.own_keys()

    def cancel(self) -> None:
        self.input.cancel()
        self.zoom_at = None

    def selecting(self) -> bool:
        return self.input.selecting() or self.zoom_at is not None

    def target(self, state, move):
        shown = self.shown(state)
        if self.zoom_at is not None:
            dest = move[0] if isinstance(move, tuple) else move
            if not shown.shows(*place(state, dest)):
                return shown.line.midbottom[0], shown.line.bottom - 2   # beside: closes it
        return self.input.target(state, shown, move)

    def hit_rects(self, state, ctx) -> list:
        """What a tap may choose now, where a tap chooses it: the lit cards' places and the
        shift arrows; with the zoom, the parts of the board a first tap enlarges, then the
        lit cards in the part enlarged."""
        if not ctx.interactive or state.is_over():
            return []
        geo = self.geo(state)
        if needs_zoom(geo) and self.zoom_at is None:
            arrows = [pygame.Rect(t.hit) for t in self.input.targets(state, geo)
                      if t.value[0] == "shift"]
            return arrows + parts(geo)
        return [pygame.Rect(t.hit) for t in self.input.targets(state, self.shown(state))]

    def reset(self, state) -> None:
        super().reset(state)
        self.zoom_at = None
        self.capacity = (state.size + 1, state.size + 1) if shifting(state) else (0, 0)
        self.fit(state)

    def animate(self, state, move) -> Animation:
        return animation(state, move)

    def moved(self, state, move, ctx: ViewContext) -> None:
        self.input.pending = None
        self.zoom_at = None
        self.fit(state)
        if (isinstance(state, SoloState) and state.is_over() and state.outcome().winners
                and ctx.store is not None and 0 in ctx.humans):
            self._record_solve(state, ctx)

    # --- drawing ---------------------------------------------------------------------------------
    def look(self, state, ctx: ViewContext, geo: BoardLayout) -> Look:
        """What the board shows besides the position, this frame."""
        interactive = ctx.interactive and ctx.animation is None
        look = Look(interactive=interactive, trails=self.trails(ctx.recent, state),
                    pending=self.input.pending, leaving=self.input.leaving)
        if not interactive:
            return look
        look.legal = tuple(destinations(state))
        look.hover, look.arrow = self.input.pointing(state, geo, ctx.mouse)
        look.refused = self.input.refused_card(state)
        if not state.choosing():
            aim = look.pending if look.pending is not None else \
                look.hover if look.hover in look.legal else None
            if aim is not None:
                look.preview = state.path_to(aim)
        if not state.is_over():
            look.message = words.board_line(
                state, pending=look.pending, leaving=look.leaving, hover=look.hover,
                legal=look.legal, arrow=look.arrow, refused=look.refused, touch=ctx.touch,
                narrow=geo.kind == "compact")
        return look

    def seen(self, state, ctx: ViewContext, geo: BoardLayout) -> Look:
        """The look of this frame; on a phone on its side its line's words are kept for the
        status (the board has no line under it)."""
        look = self.look(state, ctx, geo)
        if self.aside:
            self._said = (state, look.message[0], look.message[1])
            look.message = ("", False)
        return look

    def draw(self, surface, state, ctx: ViewContext) -> None:
        self.picture = not ctx.seat_areas      # a rules page's picture has no seats round it
        self.aside = ctx.shape == "landscape" and not self.picture
        if not ctx.interactive:
            self.zoom_at = None                # no zoom on another's turn
        geo = self.shown(state)
        if geo.window is None:
            self.board.draw(surface, state, ctx, geo, self.seen(state, ctx, geo))
            return
        # the window's cards and a little round them; its words under them in full
        look = self.seen(state, ctx, geo)
        clip = surface.get_clip()
        surface.set_clip(draw.to_px(geo.window_rect().inflate(16, 16).clip(self.rect)).clip(clip))
        try:
            self.board.draw(surface, state, ctx, geo, look)
        finally:
            surface.set_clip(clip)
        draw.rounded_rect(surface, (*theme.GOLD, 150), geo.window_rect().inflate(8, 8), 12, 2)
        lines = self.board.message_lines(geo, look.message[0])
        if lines:
            self.board.draw_message(surface, geo, lines, look.message[1])

    def draw_hint(self, surface, state, move, ctx, label: str = "HINT") -> None:
        self.board.hint(surface, state, move, ctx, self.shown(state), label)
