"""Collecto on the table: 48 shaded balls in six colours on a 7×7 board of wells, each colour
also marked with its own symbol (switchable: the Symbols button, key S), a push arrow at
both ends of every row and column, a preview of each push while an arrow is pointed at or
pressed and held (where the balls go and which are collected), pushes by tapping an arrow or
dragging a row or column, the two-step guidance of a double move, the official rules' "I
can't find a move" and pass, pushes animated as sliding balls that then fly to the mover's
tray, and the trays in the player panels with the points they make.

The parts: layout.py (where everything goes, for any rect), input.py (a move from taps,
drags and keys: the shell's `view.input`), art.py (the cached pictures), board.py (the
drawing), seats.py (the trays in the panels, the tokens: `view.seats`),
motion.py (the animations), words.py (the texts: `view.words`) and picture.py (the pure
pictures without a view: `draw_board` for the rules pages, `draw_emblem` for the menu).
This class draws the board and hands the parts to the shell (game/ui/view.py)."""

from __future__ import annotations

import pygame

from game.collecto.rules import DECLARE, PASS, SIZE
from game.core.i18n import _, pgettext
from game.core.memory import remember
from game.ui import draw
from game.ui.view import Animation, Control, GameView, ViewContext, draw_tag

from . import board, picture, words
from .art import Art
from .input import PushInput
from .seats import CollectoSeats
from .words import CollectoWords
from .layout import board_layout
from .motion import PushAnimation, SayAnimation

PREVIEWS = 200                        # pushes previewed, remembered


class SymbolsToggle(Control):
    """The Symbols toggle; without a label (a phone's board corner) it shows a ball with
    its symbol, or without it."""

    art: Art | None = None

    def draw(self, surface, mouse) -> None:
        if self.label or not self.visible or self.art is None:
            super().draw(surface, mouse)
            return
        super().draw(surface, mouse)         # the toggle's body
        size = min(self.rect.w, self.rect.h) * 0.56
        draw.blit(surface, self.art.ball(2, size, self.selected), self.rect.center, "center")


class View(GameView):
    """The Collecto board."""

    first_player = "lots"          # both rule texts choose the first player at random
    picture = picture               # the pure pictures (rules pages, the menu's emblem)

    def __init__(self, game):
        super().__init__(game)
        self.art = Art()
        self.input = PushInput(self)
        self.words = CollectoWords(self)
        self.seats = CollectoSeats(self)
        self.symbols = True              # colour symbols on the balls (kept for the session)
        self._running: Animation | None = None
        self.gain: list | None = None   # [seat, gains, start time or None]: trays light up
        self._previews: dict = {}
        self.seen = None                 # (state, words, shape) of the last frame drawn
        self._build_controls()
        self.layout(pygame.Rect(308, 76, 664, 640))

    def preview(self, state, move):
        key = (state.board, move)
        found = self._previews.get(key)
        return found if found is not None else remember(self._previews, key,
                                                         state.preview(move), PREVIEWS)

    # --- controls --------------------------------------------------------------------------------
    def _build_controls(self) -> None:
        self.symbols_btn = SymbolsToggle((0, 0, 176, 46), _("Symbols"), self.toggle_symbols,
                                         hotkey=pygame.K_s, style="toggle", selected=True,
                                         size=17, name="symbols", tip="")
        self.symbols_btn.art = self.art
        self.declare_btn = Control((0, 0, 250, 46), _("I can't find a move"),
                                   self.input.arm_declare, size=17, name="declare")
        self.pass_btn = Control((0, 0, 170, 46), pgettext("button", "Pass"), move=PASS,
                                style="primary", size=18, name="pass")
        self.cancel_btn = Control((0, 0, 220, 46), _("Cancel first push"), self.input.cancel,
                                  size=17, icon="undo", name="cancel-first")
        self._controls = [self.symbols_btn, self.declare_btn, self.pass_btn, self.cancel_btn]

    def toggle_symbols(self) -> None:
        self.symbols = not self.symbols

    def _place_controls(self, state=None) -> None:
        """The buttons' rects and labels for the layout (and the moment)."""
        lay = self.lay
        buttons = {"symbols": self.symbols_btn, "declare": self.declare_btn,
                   "pass": self.pass_btn, "cancel": self.cancel_btn}
        pushes = state is not None and any(m not in (DECLARE, PASS)
                                           for m in state.legal_moves())
        labels = words.control_labels(lay.labels, self.symbols, self.input.declare_armed, pushes)
        size = {"long": 17, "short": 15, "icon": 14}[lay.labels]
        for name, button in buttons.items():
            button.rect = pygame.Rect(lay.controls[name])
            button.label = labels[name]
            button.size = size
        self.pass_btn.size = 18 if lay.labels == "long" else size
        self.cancel_btn.tip = _("Cancel first push") if not self.cancel_btn.label else ""
        self.symbols_btn.tip = _("Symbols") if not self.symbols_btn.label else ""

    def controls(self, state, ctx: ViewContext) -> list:
        legal = state.legal_moves() if ctx.interactive else ()
        self._place_controls(state)
        self.symbols_btn.selected = self.symbols
        self.declare_btn.visible = DECLARE in legal and self.input.first is None
        # a beginner's trap: declaring while a push exists hands it to the others, so the
        # first click only asks (the lit arrows show there is one)
        self.declare_btn.move = self.input.declare_move(state, self.input.declare_armed)
        self.pass_btn.visible = PASS in legal
        self.cancel_btn.visible = bool(legal) and self.input.first is not None
        return self._controls

    # --- geometry --------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.lay = board_layout(self.rect)
        self._place_controls()

    def reset(self, state) -> None:
        super().reset(state)
        self.input.reset()
        self.gain = None
        self._running = None
        self._previews.clear()

    def sound_of(self, state, move) -> str:
        gains = state.move_gains().get(move) if move not in (DECLARE, PASS) else None
        return "collect" if gains and sum(gains) else "move"

    def animate(self, state, move) -> Animation:
        skip = 1 if isinstance(move, tuple) and self.input.chosen_first == move[0] else 0
        anim = picture.animation(state, move, self.rect, skip)
        self.input.chosen_first = None
        self._running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        self.input.declare_armed = False
        self.input.zoom = None
        anim, self._running = self._running, None
        if isinstance(anim, PushAnimation):
            self.gain = [anim.seat, anim.gains(), None]
        self._previews.clear()

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, state, ctx: ViewContext) -> None:
        anim = ctx.animation if isinstance(ctx.animation, (PushAnimation, SayAnimation)) else None
        if not ctx.interactive and self.input.first is not None and anim is None:
            self.input.first = None       # a half-made double move is dropped (undo, replay)
        if not ctx.interactive or not self.lay.zoom:
            self.input.zoom = None        # no strip open on another's turn (or a turned phone)
        frame = board.frame_of(state, ctx, self.lay, self.input, self.preview)
        self.seen = (state, frame.words, ctx.shape)
        board.draw_board(surface, state, ctx, self.lay, self.art, frame, self.symbols)

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        board.draw_front(surface, state, ctx, self.lay, self.art, self.symbols)

    def draw_hint(self, surface, state, move, ctx: ViewContext, label: str = "HINT") -> None:
        if move in (DECLARE, PASS):
            button = self.declare_btn if move == DECLARE else self.pass_btn
            others = [b.rect for b in self._controls if b.visible and b is not button]
            board.draw_hint(surface, self.lay, label, ctx, draw_tag, button=button.rect,
                            avoid=others)
            return
        push = self.input.push_of(move)
        if push is not None:
            at = None
            if self.lay.zoom and self.input.zoom == push // SIZE and ctx.interactive:
                at = self.lay.strip(push // SIZE)[push % SIZE].center
            board.draw_hint(surface, self.lay, label, ctx, draw_tag, push=push, at=at)
