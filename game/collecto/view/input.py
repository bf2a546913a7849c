"""Choosing a push by hand: a tap (or click) on an arrow, a drag of a row or column towards
an edge (mouse or finger), the two steps of a double move, the "I can't find a move" that
asks first, and the keys.  It reads the layout's hit areas and gives a move or nothing; it
never draws.

What is pointed at (the arrow whose push is previewed) is the arrow under the pointer, or
under the finger while it is pressed and held (the shell's `ctx.mouse` is the finger's place
until it lifts), or the push a drag points at.  A release on an arrow that cannot be chosen
is refused (the shell plays the "invalid" sound) and remembered, so that the words say why
until the next press.

Where the arrows are under a fingertip (the layout's `zoom`), a tap that is not a drag first
opens the side of the board under it (`zoom`: its arrows enlarged in a strip); the next taps
choose in the strip; a tap on another side opens that one, a tap off the board closes it."""

from __future__ import annotations

import pygame

from game.collecto.rules import DECLARE, PASS, PUSHES, SIZE, pushed
from game.ui.view import Input, ViewContext

from .layout import BoardLayout


class PushInput(Input):
    """The board's input (`view.input`), in the view's layout (`view.lay`)."""

    def __init__(self, view):
        super().__init__(view)
        self.first: int | None = None    # the first push of a double move being made
        self.first_at = -10.0            # when it was chosen (its slide is shown)
        self.chosen_first: int | None = None  # the first push already shown, for animate()
        self.press = None                # (pos, arrow or None, cell or None) while pressed
        self.drag: int | None = None     # the push a drag points at
        self.declare_armed = False       # asked once while a push is possible: sure?
        self._refused = False            # the last release chose an arrow that does nothing
        self.refusal = None              # (push, first, board) of that release, said until
                                         # the next press
        self.zoom: int | None = None     # the side whose arrows are enlarged (layout.strip)

    # --- what may be chosen --------------------------------------------------------------------
    @staticmethod
    def doubles(state) -> bool:
        legal = state.legal_moves()
        return bool(legal) and isinstance(legal[0], tuple)

    def offered(self, state) -> set:
        """The pushes a human may choose at this step."""
        if self.doubles(state):
            options = state.double_moves()
            if self.first is None:
                return set(options)
            return set(options.get(self.first, ()))
        return {m for m in state.legal_moves() if isinstance(m, int)}

    def move_for(self, push: int):
        return push if self.first is None else (self.first, push)

    def board_shown(self, state) -> list:
        """The board a human chooses on: after the first push of a double move, if chosen."""
        if self.first is not None:
            return pushed(state.board, self.first) or list(state.board)
        return list(state.board)

    def pointed(self, lay: BoardLayout, ctx: ViewContext) -> int | None:
        """The push to preview: the one a drag points at, else the arrow pointed at (not
        while a press that began on a ball waits to become a drag)."""
        if self.drag is not None:
            return self.drag
        if self.press is not None and self.press[1] is None:
            return None
        return self.arrow_under(lay, ctx.mouse)

    def arrow_under(self, lay: BoardLayout, pos) -> int | None:
        """The arrow a tap at `pos` points at: in the open strip (the zoom), else the band's."""
        if lay.zoom and self.zoom is not None:
            return lay.strip_at(self.zoom, pos)
        return lay.arrow_near(pos)

    # --- pointer -------------------------------------------------------------------------------
    @staticmethod
    def drag_push(lay: BoardLayout, press, pos) -> int | None:
        """The push a drag from a ball points at (row left/right, column up/down)."""
        if press is None or press[2] is None or pos is None:
            return None
        dx, dy = pos[0] - press[0][0], pos[1] - press[0][1]
        if max(abs(dx), abs(dy)) < lay.drag:
            return None
        r, c = press[2]
        if abs(dx) >= abs(dy):
            return r if dx < 0 else SIZE + r
        return 2 * SIZE + c if dy < 0 else 3 * SIZE + c

    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        lay = self.view.lay
        if kind == "down":
            arrow = self.arrow_under(lay, pos)
            self.press = (pos, arrow, None if arrow is not None else lay.cell_at(pos))
            self.drag = None
            self._refused = False
            self.refusal = None
            return None
        if kind == "move":
            if self.press is not None:
                self.drag = self.drag_push(lay, self.press, pos)
            return None
        if kind != "up":
            return None
        press, self.press = self.press, None
        push = self.drag_push(lay, press, pos)
        self.drag = None
        if press is None:
            return None
        if push is not None:
            self.zoom = None                      # a drag pushes at once
        elif lay.zoom and self.zoom is None or lay.zoom and press[1] is None:
            # the zoom: a tap opens the side under it (another side, or closes off the board)
            self.zoom = lay.side_of(pos) if lay.side_of(press[0]) == lay.side_of(pos) else None
            return None
        elif press[1] is not None and self.arrow_under(lay, pos) == press[1]:
            push = press[1]
        if push is None:
            return None
        if push not in self.offered(state):
            self._refused = True
            self.refusal = (push, self.first, bytes(state.board))
            return None
        if self.doubles(state) and self.first is None:
            self.first = push                     # step 1 of 2: show the board after it
            self.first_at = ctx.time
            self.zoom = None
            return None
        move = self.move_for(push)
        self.chosen_first = move[0] if isinstance(move, tuple) else None
        return move if move in state.legal_moves() else None

    def refused(self, state, pos) -> bool:
        """The last release chose an arrow whose push cannot be played now."""
        return self._refused

    def refused_push(self, state) -> int | None:
        """The arrow of the last release that could not be chosen, while the board and the
        double move's first push are as they were (the words say why until the next press)."""
        if self.refusal is None:
            return None
        push, first, board = self.refusal
        return push if first == self.first and board == bytes(state.board) else None

    def key(self, key: int, state, ctx: ViewContext):
        if key == pygame.K_BACKSPACE and self.first is not None:
            self.cancel()
        return None

    # --- where each move is chosen ---------------------------------------------------------------
    def hit_rects(self, state, ctx: ViewContext) -> list:
        """The hit area of every arrow a tap may choose now (its band segment); with the zoom
        (arrows under a fingertip), the enlarged arrows of the open side, or where a tap
        surely opens each side that has one."""
        if not ctx.interactive:
            return []
        offered = sorted(self.offered(state))
        lay = self.view.lay
        if not lay.zoom:
            return [lay.arrow_rect(p) for p in offered]
        if self.zoom is not None:
            strip = lay.strip(self.zoom)
            return [strip[p % SIZE] for p in offered if p // SIZE == self.zoom]
        return [lay.part_rect(kind) for kind in sorted({p // SIZE for p in offered})]

    def target(self, state, move):
        if move == DECLARE:
            return self.view.declare_btn.rect.center
        if move == PASS:
            return self.view.pass_btn.rect.center
        push = self.push_of(move)
        if push is None:
            return None
        lay = self.view.lay
        if lay.zoom and self.zoom == push // SIZE:
            return lay.strip(push // SIZE)[push % SIZE].center
        if lay.zoom:     # the side's part first: the next tap chooses in its strip
            return lay.part_rect(push // SIZE).center
        return tuple(round(v) for v in lay.arrow_centre(push))

    def push_of(self, move) -> int | None:
        """The arrow a move's next click goes to."""
        if isinstance(move, tuple):
            push = move[1] if self.first == move[0] else move[0]
        else:
            push = move
        return push if isinstance(push, int) and 0 <= push < PUSHES else None

    # --- "I can't find a move" -----------------------------------------------------------------
    def arm_declare(self) -> None:
        self.declare_armed = True

    @staticmethod
    def declare_move(state, armed: bool):
        """The move the declare button plays now: DECLARE once asked (or when no push
        exists), else None (the first click only asks)."""
        pushes = any(m not in (DECLARE, PASS) for m in state.legal_moves())
        return DECLARE if armed or not pushes else None

    # --- dropping a half-made move ---------------------------------------------------------------
    def cancel(self) -> None:
        super().cancel()
        self.declare_armed = False
        self.zoom = None
        self.first = None
        self.press = None
        self.drag = None
        self.refusal = None

    def selecting(self) -> bool:
        return self.first is not None or self.declare_armed or self.zoom is not None

    def reset(self) -> None:
        self.cancel()
        self.chosen_first = None
        self._refused = False
