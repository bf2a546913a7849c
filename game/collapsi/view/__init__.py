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
`board` (draws, changes nothing), `motion` (the animations and paths), `words` (the texts),
`picture` (the pure pictures without a view: `draw_board`, `draw_emblem`).
This class joins them to the shell's contract (game/ui/view.py)."""

from __future__ import annotations

import datetime

import pygame

from game.core.i18n import N_, _
from game.ui import draw, theme
from game.ui.view import Animation, Control, GameView, ViewContext

from ..puzzle import daily_seed, deal_puzzle
from ..rules import SoloState
from . import picture, words
from .board import Board, Look
from .input import BoardInput
from .seats import CollapsiSeats
from .words import CollapsiWords
from .layout import BoardLayout, board_layout, destinations, needs_zoom, shifting, zoomed
from .motion import Trails, animation


class View(GameView):
    """The Collapsi board, for every variant: 4×4, 6×6 and the 3×3 puzzle, fixed or
    shifting, starting on the jacks or on chosen cards."""

    SOLVED_KEY = "collapsi-puzzles"
    picture = picture               # the pure pictures (rules pages, the menu's emblem)

    def __init__(self, game):
        super().__init__(game)
        self.input = BoardInput(self)
        self.words = CollapsiWords(self)
        self.seats = CollapsiSeats(self)
        self.board = Board()
        self.trails = Trails()
        self.capacity = (0, 0)      # a shifting board's room: the largest field since reset
        self.bare = False           # drawn with no seats around it (a rules page's picture)
        self._geo: tuple | None = None
        self.zoom_at: tuple | None = None   # the zoom: (row, col) the first tap was on
        self.aside = False          # a phone on its side: the line's words in the status
        self.said: tuple | None = None      # (state, words, warn) the line said last frame
        self.restart_btn = Control((0, 0, 136, 46), _("Restart"), self.restart, icon="undo",
                                   size=17, name="restart")
        self.daily_btn = Control((0, 0, 176, 46), _("Today's puzzle"), self.daily, size=17,
                                 name="daily")
        self.next_btn = Control((0, 0, 156, 46), _("New puzzle"), self.another, size=17,
                                style="primary", name="new-puzzle")
        self.puzzle_controls = [self.restart_btn, self.daily_btn, self.next_btn]
        self.rect = pygame.Rect(300, 80, 680, 620)

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
            button.label = _(geo.control_labels[button.name])
            button.size = geo.control_size
        self.daily_btn.visible = ctx.seed != daily_seed(datetime.date.today())
        return self.puzzle_controls

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
               self.bare, self.aside)
        if self._geo is None or self._geo[0] != key:
            self._geo = (key, board_layout(self.rect, room, field, solo=key[3],
                                           shifting=key[4], picture=self.bare,
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

    def reset(self, state) -> None:
        super().reset(state)
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
            self.said = (state, look.message[0], look.message[1])
            look.message = ("", False)
        return look

    def draw(self, surface, state, ctx: ViewContext) -> None:
        self.bare = not ctx.seat_areas         # a rules page's picture has no seats round it
        self.aside = ctx.shape == "landscape" and not self.bare
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
        lines = self.board.marks.message_lines(geo, look.message[0])
        if lines:
            self.board.marks.message(surface, geo, lines, look.message[1])

    def draw_hint(self, surface, state, move, ctx, label: str = N_("HINT")) -> None:
        """The hint's frame and tag; `label` is looked up here (a label the caller looked up
        already reads the same: no catalog holds it as a text to translate)."""
        self.board.hint(surface, state, move, ctx, self.shown(state), _(label) if label else "")
