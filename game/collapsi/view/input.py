"""A person choosing a Collapsi move: taps, presses, slides and keys, turned into a move or
nothing, through the layout's hit areas (game/collapsi/view/layout.py).

- a tap on a glowing card moves there (or starts there, in player's choice);
- on the shifting board that card waits (`pending`) for its shift: a tap on one of the four
  arrows (or an arrow key) completes the move; a tap on another glowing card chooses again,
  a tap beside the board drops it;
- in the solo puzzle, the exit while cards are still face up ends the puzzle unsolved: the
  first tap only warns (`leaving`), the second leaves;
- a press that starts on a target and slides onto another chooses where it is released (the
  path shown follows the finger); a tap between two targets chooses the nearer;
- a tap on a card that cannot be chosen is `refused`: the line under the board says why
  until the next tap (a finger leaves nothing hovering to say it)."""

from __future__ import annotations

import math

import pygame

from game.ui.view import Input

from ..rules import SoloState
from .layout import (card_under, destinations, needs_zoom, parts, place, shifting, target_at,
                     targets)

ARROW_KEYS = {pygame.K_LEFT: "<", pygame.K_RIGHT: ">", pygame.K_UP: "^", pygame.K_DOWN: "v"}


class BoardInput(Input):
    """The board's input (`view.input`), in the layout the view shows (`view.shown`): with
    a phone's zoom (`view.zoom_at`), a first tap enlarges the cards round it."""

    def __init__(self, view):
        super().__init__(view)
        self.pending: int | None = None   # shifting board: the destination awaiting its shift
        self.leaving: int | None = None   # the puzzle's exit, tapped once while cards remain
        self.refusal: tuple | None = None  # (card, the position's key): a refused tap
        self._down = None                  # what the press began on

    # --- what is where -----------------------------------------------------------------------
    def targets(self, state, geo):
        return targets(state, geo, self.pending)

    def choice_at(self, state, geo, pos):
        """("card", card) or ("shift", shift) a tap at `pos` chooses, or None.  A tap on a
        card that cannot be chosen is none (it is refused), even beside a target."""
        found = self.targets(state, geo)
        if pos is None:
            return None
        for t in found:     # an arrow is drawn over the cards at the field's edge: it wins
            if t.value[0] == "shift" and math.hypot(pos[0] - t.centre[0], pos[1] - t.centre[1]) \
                    <= geo.arrow_r + 2:
                return t.value
        value = target_at(found, pos, reach=0)
        if value is not None:
            return value
        if card_under(state, geo, pos) is not None:
            return None
        return target_at(found, pos)

    def pointing(self, state, geo, pos):
        """(the card under the pointer or finger, the shift arrow under it)."""
        choice = self.choice_at(state, geo, pos)
        if choice is not None and choice[0] == "shift":
            return None, choice[1]
        if choice is not None:
            return choice[1], None
        return card_under(state, geo, pos), None

    def refused_card(self, state) -> int | None:
        """The card of the last refused tap, while the position is the same."""
        if self.refusal is not None and self.refusal[1] == state.key():
            return self.refusal[0]
        return None

    # --- input -------------------------------------------------------------------------------
    def pointer(self, kind, pos, state, ctx):
        view = self.view
        geo = view.geo(state)
        if not needs_zoom(geo):
            view.zoom_at = None
            return self.pointer_on(kind, pos, state, geo)
        # the zoom: a first tap enlarges the cards round it; the next taps choose there; a
        # tap beside them (or Escape) shows the whole board again
        if view.zoom_at is not None:
            shown = view.shown(state)
            if not shown.window_rect().collidepoint(pos):
                if kind == "up":
                    self.cancel()
                return None
            move = self.pointer_on(kind, pos, state, shown)
            if self.pending is not None:
                view.zoom_at = None     # its shift arrows lie round the whole field
            return move
        if self.pending is not None:
            choice = self.choice_at(state, geo, pos)
            if choice is not None and choice[0] == "shift":
                return self.pointer_on(kind, pos, state, geo)
            if kind == "up":
                self.cancel()
                self._open_zoom(state, geo, pos)
            return None
        if kind == "up":
            self._open_zoom(state, geo, pos)
        return None

    def _open_zoom(self, state, geo, pos) -> None:
        """The zoom opens round the card under `pos` (or the nearest, from beside the field)."""
        card = card_under(state, geo, pos)
        if card is None and geo.field.collidepoint(pos):
            card = min(range(len(state.grid)), key=lambda c: math.dist(
                pos, geo.centre(*place(state, c))))
        self.view.zoom_at = place(state, card) if card is not None else None

    def pointer_on(self, kind, pos, state, geo):
        """A press or release on the board laid out as `geo`."""
        if kind == "down":
            self._down = self.choice_at(state, geo, pos)
            self.refusal = None
            return None
        if kind != "up":
            return None
        down, self._down = self._down, None
        choice = self.choice_at(state, geo, pos)
        if choice is None:
            card = card_under(state, geo, pos)
            if card is not None and card != self.pending and card not in destinations(state):
                self.refusal = (card, state.key())
            if down is None and card != self.pending:
                self.pending = None     # a tap beside the board drops a half-made move
            return None
        if down is None:
            return None                 # pressed elsewhere (on a card that cannot be chosen)
        what, value = choice
        if what == "shift":
            return (self.pending, value)
        if isinstance(state, SoloState) and value == state.exit and state.face_up_left() \
                and self.leaving != value:
            self.leaving = value        # leaving early ends the puzzle unsolved: ask again
            return None
        self.leaving = None
        if shifting(state) and not state.choosing():
            self.pending = value        # the move is complete once its shift is chosen
            return None
        return value

    def refused(self, state, pos) -> bool:
        """A tap on a card that cannot be the destination (the line under the board says
        why)."""
        geo = self.view.shown(state)
        card = card_under(state, geo, pos)
        return card is not None and card != self.pending and \
            card not in destinations(state) and self.choice_at(state, geo, pos) is None

    def key(self, key, state, ctx):
        shift = ARROW_KEYS.get(key)
        if shift is not None and self.pending is not None:
            return (self.pending, shift)
        return None

    def own_keys(self, state) -> frozenset:
        return frozenset(ARROW_KEYS) if self.pending is not None else frozenset()

    def cancel(self) -> None:
        super().cancel()
        self.view.zoom_at = None
        self.pending = self.leaving = None
        self.refusal = None
        self._down = None

    def selecting(self) -> bool:
        return self.pending is not None or self.leaving is not None or \
            self.view.zoom_at is not None

    def target(self, state, move):
        """The point whose tap makes progress towards `move`: its card, then its arrow (with
        the zoom open, beside it when the card is not in it: that closes it)."""
        geo = self.view.shown(state)
        if self.view.zoom_at is not None:
            dest = move[0] if isinstance(move, tuple) else move
            if not geo.shows(*place(state, dest)):
                return geo.line.midbottom[0], geo.line.bottom - 2
        if isinstance(move, tuple):
            dest, shift = move
            if self.pending == dest:
                x, y = geo.arrow_spots(*place(state, dest))[shift]
                return (round(x), round(y))
            move = dest
        return geo.cell(*place(state, move)).center

    def hit_rects(self, state, ctx) -> list:
        """What a tap may choose now, where a tap chooses it: the lit cards' places and the
        shift arrows; with the zoom, the parts of the board a first tap enlarges, then the
        lit cards in the part enlarged."""
        if not ctx.interactive or state.is_over():
            return []
        geo = self.view.geo(state)
        if needs_zoom(geo) and self.view.zoom_at is None:
            arrows = [pygame.Rect(t.hit) for t in self.targets(state, geo)
                      if t.value[0] == "shift"]
            return arrows + parts(geo)
        return [pygame.Rect(t.hit) for t in self.targets(state, self.view.shown(state))]
