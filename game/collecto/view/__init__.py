"""Collecto on the table: 48 shaded balls in six colours on a 7×7 board of wells, each colour
also marked with its own symbol (switchable: the Symbols button, key S), a push arrow at
both ends of every row and column, a preview of each push while an arrow is pointed at or
pressed and held (where the balls go and which are collected), pushes by tapping an arrow or
dragging a row or column, the two-step guidance of a double move, the official rules' "I
can't find a move" and pass, pushes animated as sliding balls that then fly to the mover's
tray, and the trays in the player panels with the points they make.

The parts: layout.py (where everything goes, for any rect), input.py (a move from taps,
drags and keys), art.py (the cached pictures), board.py (the drawing), motion.py (the
animations) and words.py (the texts).  This class joins them to the shell's contract
(game/ui/view.py)."""

from __future__ import annotations

import pygame

from game.collecto.rules import DECLARE, PASS, PUSHES
from game.core.memory import remember
from game.ui import draw
from game.ui.view import Animation, Control, GameView, ViewContext

from . import board, words
from .art import Art
from .input import PushInput
from .layout import board_layout
from .motion import PushAnimation, SayAnimation

PANEL_EXTRA = {2: 56, 3: 44, 4: 36}   # tray height in a table's player panel, by player count
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

    def __init__(self, game):
        super().__init__(game)
        self.art = Art()
        self.inp = PushInput()
        self.symbols = True              # colour symbols on the balls (kept for the session)
        self._running: Animation | None = None
        self._gain: list | None = None   # [seat, gains, start time or None]: trays light up
        self._previews: dict = {}
        self._seen = None                # (state, words, shape) of the last frame drawn
        self._build_controls()
        self.layout(pygame.Rect(308, 76, 664, 640))

    # --- words -----------------------------------------------------------------------------------
    def tagline(self) -> str:
        return words.TAGLINE

    def credit(self) -> str:
        return words.CREDIT

    def rules(self, touch: bool = False) -> list[tuple]:
        return words.rules(touch)

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def end_note(self, state, seat: int) -> str:
        return ""          # at the end nobody has a move: the trays tell the story

    def advice(self, state, move) -> str:
        return words.advice(state, move)

    def status(self, state) -> str:
        """What to do; on a phone, whose board has no line of words under it, also what the
        arrow pointed at would do (the words of the last frame drawn)."""
        if self.lay.words is None and self._seen is not None and self._seen[0] is state:
            return words.status_words(state, self._seen[1], self._seen[2] == "landscape")
        return words.status(state)

    # --- the parts' state, for the shell and the tests --------------------------------------------
    @property
    def first(self) -> int | None:
        """The first push of a double move, once chosen."""
        return self.inp.first

    @property
    def declare_armed(self) -> bool:
        return self.inp.declare_armed

    def offered(self, state) -> set:
        return self.inp.offered(state)

    def board_shown(self, state) -> list:
        return self.inp.board_shown(state)

    @staticmethod
    def pushed_since(recent) -> dict:
        """{push: seat} of the pushes marked on the board (board.pushed_since)."""
        return board.pushed_since(recent)

    @staticmethod
    def collected_since(recent) -> dict:
        """{cell: (ball, seat)} of the balls marked collected (board.collected_since)."""
        return board.collected_since(recent)

    def preview(self, state, move):
        key = (state.board, move)
        found = self._previews.get(key)
        return found if found is not None else remember(self._previews, key,
                                                         state.preview(move), PREVIEWS)

    # --- controls --------------------------------------------------------------------------------
    def _build_controls(self) -> None:
        self.symbols_btn = SymbolsToggle((0, 0, 176, 46), "Symbols", self.toggle_symbols,
                                         hotkey=pygame.K_s, style="toggle", selected=True,
                                         size=17, name="symbols", tip="")
        self.symbols_btn.art = self.art
        self.declare_btn = Control((0, 0, 250, 46), "I can't find a move", self.inp.arm_declare,
                                   size=17, name="declare")
        self.pass_btn = Control((0, 0, 170, 46), "Pass", move=PASS, style="primary", size=18,
                                name="pass")
        self.cancel_btn = Control((0, 0, 220, 46), "Cancel first push", self.cancel, size=17,
                                  icon="undo", name="cancel-first")
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
        labels = words.control_labels(lay.labels, self.symbols, self.inp.declare_armed, pushes)
        size = {"long": 17, "short": 15, "icon": 14}[lay.labels]
        for name, button in buttons.items():
            button.rect = pygame.Rect(lay.controls[name])
            button.label = labels[name]
            button.size = size
        self.pass_btn.size = 18 if lay.labels == "long" else size
        self.cancel_btn.tip = "Cancel first push" if not self.cancel_btn.label else ""
        self.symbols_btn.tip = "Symbols" if not self.symbols_btn.label else ""

    def controls(self, state, ctx: ViewContext) -> list:
        legal = state.legal_moves() if ctx.interactive else ()
        self._place_controls(state)
        self.symbols_btn.selected = self.symbols
        self.declare_btn.visible = DECLARE in legal and self.inp.first is None
        # a beginner's trap: declaring while a push exists hands it to the others, so the
        # first click only asks (the lit arrows show there is one)
        self.declare_btn.move = self.inp.declare_move(state, self.inp.declare_armed)
        self.pass_btn.visible = PASS in legal
        self.cancel_btn.visible = bool(legal) and self.inp.first is not None
        return self._controls

    # --- geometry --------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.lay = board_layout(self.rect)
        self._place_controls()

    def hit_rects(self, state, ctx: ViewContext) -> list:
        """The hit area of every arrow a tap may choose now (its band segment)."""
        if not ctx.interactive:
            return []
        return [self.lay.arrow_rect(p) for p in sorted(self.inp.offered(state))]

    def target(self, state, move):
        if move == DECLARE:
            return self.declare_btn.rect.center
        if move == PASS:
            return self.pass_btn.rect.center
        push = self._push_of(move)
        if push is None:
            return None
        return tuple(round(v) for v in self.lay.arrow_centre(push))

    def _push_of(self, move) -> int | None:
        """The arrow a move's next click goes to."""
        if isinstance(move, tuple):
            push = move[1] if self.inp.first == move[0] else move[0]
        else:
            push = move
        return push if isinstance(push, int) and 0 <= push < PUSHES else None

    # --- input -----------------------------------------------------------------------------------
    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        return self.inp.pointer(kind, pos, state, ctx, self.lay)

    def key(self, key: int, state, ctx: ViewContext):
        self.inp.key(key)
        return None

    def refused(self, state, pos) -> bool:
        return self.inp.refused()

    def cancel(self) -> None:
        super().cancel()
        self.inp.cancel()

    def selecting(self) -> bool:
        return self.inp.selecting()

    def reset(self, state) -> None:
        super().reset(state)
        self.inp.reset()
        self._gain = None
        self._running = None
        self._previews.clear()

    def sound_of(self, state, move) -> str:
        gains = state.move_gains().get(move) if move not in (DECLARE, PASS) else None
        return "collect" if gains and sum(gains) else "move"

    def animate(self, state, move) -> Animation:
        seat = state.to_move
        if move == DECLARE:
            anim = SayAnimation(seat, move, words.DECLARED, state.seat_name(seat))
        elif move == PASS:
            anim = SayAnimation(seat, move, words.PASSED, state.seat_name(seat))
        else:
            pushes = move if isinstance(move, tuple) else (move,)
            skip = 1 if isinstance(move, tuple) and self.inp.chosen_first == move[0] else 0
            anim = PushAnimation(seat, state.board, pushes, skip)
        self.inp.chosen_first = None
        self._running = anim
        return anim

    def moved(self, state, move, ctx: ViewContext) -> None:
        self.inp.declare_armed = False
        anim, self._running = self._running, None
        if isinstance(anim, PushAnimation):
            self._gain = [anim.seat, anim.gains(), None]
        self._previews.clear()

    # --- the seat panels --------------------------------------------------------------------------
    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 38)

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        if self._gain is not None and self._gain[0] == seat and self._gain[2] is None:
            self._gain[2] = ctx.time             # the glow starts when first drawn
        # where the shell's name ends in a table's panel (full: 20 points from 78; compact:
        # 18 from 62), so that the word "points" keeps off it
        full = area.y - panel.y >= 60
        name_right = panel.x + (78 if full else 62) + draw.text_width(
            state.seat_name(seat), 20 if full else 18, True)
        board.draw_seat_panel(surface, state, seat, pygame.Rect(panel), pygame.Rect(area), ctx,
                              self.art, self.symbols, self._gain, name_right)

    # --- pictures around the board ---------------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        board.draw_token(surface, self.art, seat, center, size)

    def thumbnail_key(self):
        return self.symbols

    def paint_thumbnail(self, surface, rect) -> None:
        board.paint_thumbnail(surface, pygame.Rect(rect), self.art, self.symbols)


    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, state, ctx: ViewContext) -> None:
        anim = ctx.animation if isinstance(ctx.animation, (PushAnimation, SayAnimation)) else None
        if not ctx.interactive and self.inp.first is not None and anim is None:
            self.inp.first = None       # a half-made double move is dropped (undo, replay)
        frame = board.frame_of(state, ctx, self.lay, self.inp, self.preview)
        self._seen = (state, frame.words, ctx.shape)
        board.draw_board(surface, state, ctx, self.lay, self.art, frame, self.symbols)

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        board.draw_front(surface, state, ctx, self.lay, self.art, self.symbols)

    def draw_hint(self, surface, state, move, ctx: ViewContext, label: str = "HINT") -> None:
        if move in (DECLARE, PASS):
            button = self.declare_btn if move == DECLARE else self.pass_btn
            others = [b.rect for b in self._controls if b.visible and b is not button]
            board.draw_hint(surface, self.lay, label, ctx, self.draw_tag, button=button.rect,
                            avoid=others)
            return
        push = self._push_of(move)
        if push is not None:
            board.draw_hint(surface, self.lay, label, ctx, self.draw_tag, push=push)
