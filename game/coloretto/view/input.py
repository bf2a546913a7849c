"""A person's hands on Coloretto's board: taps, a drawn card dragged onto a row, keys.

Drawing takes two steps: a tap on the deck turns its top card over (only then is the card
looked at: the person has committed to placing it), then a tap on a lit row, or the card
dragged onto one, places it.  A tap on a row with cards (or its Take button, a Control of the
view) takes it.  A press counts where it is lifted: a finger slid off its target before
lifting does nothing, so holding a finger on a row shows what taking it would do and
sliding away keeps it.  A tap between two targets chooses the nearer one.  A tap on a row
that cannot take the drawn card or cannot be taken (or the drawn card dropped on it), and a
tap on the deck when nothing can be drawn, is refused: the shell plays the "invalid" sound
and the line under the board says why until the next press."""

from __future__ import annotations

import math

import pygame

from game.ui.view import nearest_target

from .layout import BoardLayout

DRAG = 10          # points a press on the drawn card travels before it is a drag


def state_key(state) -> tuple:
    """The position a drawn card belongs to (an undo or another move makes it stale)."""
    return (id(state), len(state.history))


class Input:
    def __init__(self):
        self.held: dict | None = None    # the drawn card: key, card, last (round card), at
        self.press = None                # what a press landed on: "deck", "held", ("row", r)
        self.drag: list | None = None    # the drawn card dragged: [start, position]
        self.dropped_at = None           # where a dragged card was let go onto its row
        self.refusal = None              # (target, position) of the last tap refused
        self._refused = False            # the last release was refused (for the sound)

    # --- the drawn card --------------------------------------------------------------------------
    def holding(self, state) -> dict | None:
        """The card drawn and not yet placed in this position, or None."""
        h = self.held
        if h is not None and (h["key"] != state_key(state) or state.is_over()):
            self.held = h = None
            self.drag = None
        return h

    def reveal(self, state, now: float) -> bool:
        """The person chose to draw: turn the top card over (only now is it looked at)."""
        if self.holding(state) is not None or not state.legal_rows_for_draw():
            return False
        self.held = {"key": state_key(state), "card": state.next_card_if_drawn(),
                     "last": state.draw_reveals_last_round_card(), "at": now}
        return True

    def dragging(self) -> bool:
        return self.drag is not None and math.dist(*self.drag) >= DRAG

    def drag_pos(self):
        return self.drag[1] if self.dragging() else None

    # --- what is where -------------------------------------------------------------------------
    def targets(self, state, lay: BoardLayout) -> list:
        """(rect, target) of everything a press may land on, the drawn card first (it may lie
        on the deck)."""
        out = []
        if self.holding(state) is not None:
            out.append((lay.held.inflate(8, 8), "held"))
        out.append((lay.deck_hit, "deck"))
        out += [(lay.trays[r], ("row", r)) for r in range(min(state.players, len(lay.trays)))]
        return out

    def at(self, state, lay: BoardLayout, pos):
        """The target at `pos`: "deck", "held", ("row", r), or None; a point between two
        targets belongs to the nearer."""
        return nearest_target(pos, self.targets(state, lay))

    def choose(self, state, target):
        """The move a tap on `target` makes: with a card drawn, placing it on a lit row;
        else taking a row with cards."""
        if not isinstance(target, tuple):
            return None
        r = target[1] + 1
        if self.holding(state) is not None:
            move = f"d{r}" if r in state.legal_rows_for_draw() else None
        else:
            move = f"t{r}" if r in state.legal_takes() else None
        return move if move in state.legal_moves() else None

    # --- events --------------------------------------------------------------------------------
    def pointer(self, kind: str, pos, state, lay: BoardLayout, now: float):
        if kind == "down":
            self.press = self.at(state, lay, pos)
            self.drag = [pos, pos] if self.press == "held" else None
            self.refusal = None
            self._refused = False
            return None
        if kind == "move":
            if self.drag is not None:
                self.drag[1] = pos
            return None
        if kind != "up":
            return None
        press, self.press = self.press, None
        dragged, self.drag = self.dragging(), None
        target = self.at(state, lay, pos)
        if dragged:
            move = self.choose(state, target) if self.holding(state) is not None else None
            if move is not None:
                self.dropped_at = pos
            elif isinstance(target, tuple):
                self.refuse(state, target)
            return move
        if press is None or target != press:
            return None                  # slid off what it pressed: nothing
        if target == "deck":
            if not self.reveal(state, now):
                self.refuse(state, target)      # a card already drawn, or none to draw
            return None
        move = self.choose(state, target)
        if move is None and isinstance(target, tuple):
            self.refuse(state, target)
        return move

    def refuse(self, state, target) -> None:
        self.refusal = (target, state_key(state))
        self._refused = True

    def refused(self, state):
        """The target of the last tap refused ("deck" or ("row", r)), while the position
        is the same (the line under the board says why until the next press)."""
        if self.refusal is not None and self.refusal[1] == state_key(state):
            return self.refusal[0]
        return None

    def was_refused(self) -> bool:
        """The last release was refused (for the "invalid" sound)."""
        return self._refused

    def key(self, key: int, state, now: float):
        self.refusal = None
        if key in (pygame.K_d, pygame.K_SPACE):
            self.reveal(state, now)
            return None
        digits = {getattr(pygame, f"K_{i}"): i for i in range(1, 6)}
        digits.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 6)})
        r = digits.get(key)
        if r is not None and self.holding(state) is not None:
            move = f"d{r}"
            return move if move in state.legal_moves() else None
        return None

    def cancel(self) -> None:
        """Drop a press or a drag; a drawn card stays drawn (the person has committed to
        placing it)."""
        self.press = None
        self.drag = None
        self.refusal = None

    def reset(self) -> None:
        self.held = None
        self.press = None
        self.drag = None
        self.dropped_at = None
        self.refusal = None
