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

from game.coloretto.rules import MOVES
from game.core.i18n import _
from game.ui import draw
from game.ui import view as contract
from game.ui.view import ViewContext, nearest_target

from .layout import BoardLayout

DRAG = 10          # points a press on the drawn card travels before it is a drag


def state_key(state) -> tuple:
    """The position a drawn card belongs to (an undo or another move makes it stale)."""
    return (id(state), len(state.history))


class Input(contract.Input):
    """The board's input (`view.input`), in the view's layout (`view.geo`); where a row's
    cards are under full size (FULL_CARD) a tap on it first shows it larger (`view.loupe`)."""

    def __init__(self, view):
        super().__init__(view)
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
    def pointer_on(self, kind: str, pos, state, lay: BoardLayout, now: float):
        """A press or release at `pos` on the board laid out as `lay`."""
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

    def refused_target(self, state):
        """The target of the last tap refused ("deck" or ("row", r)), while the position
        is the same (the line under the board says why until the next press)."""
        if self.refusal is not None and self.refusal[1] == state_key(state):
            return self.refusal[0]
        return None

    def refused(self, state, pos) -> bool:
        """The last release was refused (for the "invalid" sound)."""
        return self._refused

    def own_keys(self, state) -> frozenset:
        return frozenset((pygame.K_SPACE,))       # Space draws a card

    def key(self, key: int, state, ctx: ViewContext):
        self.refusal = None
        if key in (pygame.K_d, pygame.K_SPACE):
            self.reveal(state, ctx.time)
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
        placing it); the loupe closes."""
        super().cancel()
        self.press = None
        self.drag = None
        self.refusal = None
        self.view.close_loupe()

    def reset(self) -> None:
        self.held = None
        self.press = None
        self.drag = None
        self.dropped_at = None
        self.refusal = None

    # --- a person's hands --------------------------------------------------------------------
    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        """A tap on a row whose cards are under full size (FULL_CARD) shows the row larger
        (the loupe) and chooses nothing; a tap in the loupe chooses there; a press outside it
        closes it (and does what it does there)."""
        view = self.view
        view.touch = ctx.touch
        lay = view.geo(state)
        loupe = view.loupe
        if loupe is not None:
            if not ctx.interactive or state.is_over():
                view.close_loupe()
            elif loupe.panel.collidepoint(pos):
                return self.pointer_on(kind, loupe.to_board(pos), state, lay, ctx.time)
            elif kind == "down":
                view.close_loupe()
        elif kind == "up" and view.needs_loupe(state):
            press, dragged = self.press, self.dragging()
            here = self.at(state, lay, pos)
            if not dragged and isinstance(press, tuple) and here == press \
                    and self.choose(state, here) is not None:
                self.press = None
                self.drag = None
                view.open_loupe(state, here[1])
                return None
        return self.pointer_on(kind, pos, state, lay, ctx.time)

    # --- where each move is chosen -----------------------------------------------------------
    def target(self, state, move):
        if move not in MOVES:
            return None
        kind, row = MOVES[move]
        if row >= state.players:
            return None
        lay = self.view.geo(state)
        holding = self.holding(state) is not None
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
        loupe = self.view.loupe
        if loupe is None or self.view.loupe_row != row:
            return point
        x, y = loupe.to_panel(point)
        return round(x), round(y)

    def hit_rects(self, state, ctx: ViewContext) -> list:
        """What a tap may choose now: the deck (to draw), the rows the drawn card may go to,
        or the rows that may be taken (their Take buttons are Controls of their own)."""
        if not ctx.interactive or ctx.animation is not None or state.is_over():
            return []
        lay = self.view.geo(state)
        if self.holding(state) is not None:
            out = [pygame.Rect(lay.trays[r - 1]) for r in state.legal_rows_for_draw()]
            rows = state.legal_rows_for_draw()
        else:
            out = [pygame.Rect(lay.deck_hit)] if state.legal_rows_for_draw() else []
            out += [lay.row_target(r - 1) for r in state.legal_takes()]
            rows = state.legal_takes()
        loupe, loupe_row = self.view.loupe, self.view.loupe_row
        if loupe is None:
            return out
        # the loupe's row at its size (its Take buttons hide); what the loupe does not cover
        shown = []
        if loupe_row is not None and loupe_row + 1 in rows:
            tray = lay.trays[loupe_row]
            a, b = loupe.to_panel(tray.topleft), loupe.to_panel(tray.bottomright)
            shown.append(pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]),
                                     round(b[1] - a[1])).clip(loupe.panel))
        return shown + [r for r in out if not r.colliderect(loupe.panel)]

    def tag_at(self, state, move, point):
        """On the deck's back, above its DRAW chip (a draw: its row is not known until the
        card is seen); else at the top right corner of the move's row."""
        lay = self.view.geo(state)
        drawing = move in MOVES and MOVES[move][0] == "d" and self.holding(state) is None
        if drawing or (point is not None and lay.deck.collidepoint(point)):
            return deck_tag(lay)
        if move in MOVES and MOVES[move][1] < state.players:
            # clear of the next row's tab, the line under the board and the words across a
            # row taken this round (a review's better move is drawn on the board the move
            # shown left)
            target = lay.row_target(MOVES[move][1])
            return target.right - 44, target.top - 10
        return super().tag_at(state, move, point)


def deck_tag(lay: BoardLayout) -> tuple[int, int]:
    """The midtop of a tag on the deck: its top (above the DRAW chip), else lower on
    it, else just above or under it, wherever the widest tag (CONFIRM?) covers none of
    the words beside the deck (the round, the count and the caption of a narrow cell)."""
    # the shell's tag, in the player's language (game/ui/play/drawing.py)
    w = round(draw.text_width(_("CONFIRM?"), 14, True)) + 16
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
