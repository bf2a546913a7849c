"""Collapsi (Mark S. Ball, v1.3.1): pawns race over a wrapping grid of cards that collapse
behind them; the player to move who cannot complete a move loses.  With the variations of the
rule text: the big board (6×6, 2-4 players), the shifting board, player's choice of starting
cards and the solo puzzle (docs/rules.md, Collapsi).

Cards are numbered in dealing order, row-major from the top left (`card = row * size + col`),
and keep their number all game.  On a fixed board a card never moves, so its number is also
its cell.  A move is the destination card (an int); on the shifting board it is the pair
(destination card, shift), the shift one of `< > ^ v`.  In player's choice a seat's first
decision places its pawn on a card: that move is the card too (an int), told apart by the
phase (the seat has no pawn yet).  Notation: column letter + row number from the top (`a1`
top left); `@b3` chooses b3 as starting card; `b3>` moves to b3 and shifts its row right.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Self

from game.core.contract import (
    Game,
    IllegalMove,
    NotationError,
    Option,
    Outcome,
    RulesError,
    State,
    Variant,
    matching_view,
    reading_view,
    view_int,
)
from game.core.i18n import N_, _, ngettext
from game.core.memory import remember

RANKS = "JA234"
STEPS = {"J": 1, "A": 1, "2": 2, "3": 3, "4": 4}
STANDARD_DECK = "JJ" + "A" * 4 + "2" * 4 + "3" * 4 + "4" * 2
BIG_DECK = "J" * 4 + "A" * 8 + "2" * 8 + "3" * 8 + "4" * 8
SOLO_DECK = "JJ" + "A" * 3 + "2" * 3 + "3"
# Board side and deck of each variant.
DECKS = {"standard": (4, STANDARD_DECK), "big": (6, BIG_DECK), "solo": (3, SOLO_DECK)}

# A shift moves the landed card's row (< left, > right) or column (^ up, v down) one space.
SHIFTS = {"<": (0, -1), ">": (0, 1), "^": (-1, 0), "v": (1, 0)}
OPPOSITE = {"<": ">", ">": "<", "^": "v", "v": "^"}
# Translators: a shift of the shifting board, put into sentences as {line} ("Shift {line}
# and end your turn", "... and shifted {line}"); {row} is a row's number, {col} a column's letter
SHIFT_WORDS = {"<": N_("row {row} left"), ">": N_("row {row} right"),
               "^": N_("column {col} up"), "v": N_("column {col} down")}

# Translators: a setup option of Collapsi: whether the board's rows and columns shift
BOARD = Option("board", N_("Board"), ("fixed", "shifting"), "fixed",
               (N_("Fixed"), N_("Shifting")))
# Translators: a setup option of Collapsi: the jacks, or each player chooses a card
START = Option("start", N_("Starting cards"), ("jacks", "choice"), "jacks",
               (N_("Jacks"), N_("Player's choice")))
# The rule before v1.3: a jack's first move is 1 to 4 steps, at the player's choice.  Labels
# in a player's words: the setup's chip joins them to the start ("Jacks, first move 1 to 4").
# Translators: a setup option of Collapsi: how far a jack's first move goes ("1 step" or
# "1 to 4" steps, the older rule)
OPENING = Option("opening", N_("First move"), ("step", "classic"), "step",
                 (N_("1 step"), N_("1 to 4")), needs=(("start", "jacks"),))
CLASSIC_STEPS = (1, 2, 3, 4)

VARIANTS = {
    "standard": Variant("standard", N_("Standard 4×4"), (2,),
                        N_("Two players on a 4×4 grid of 16 cards; the first jack dealt is "
                           "player 1's start, the second player 2's."), (BOARD, START, OPENING)),
    "big": Variant("big", N_("Big board 6×6"), (2, 3, 4),
                   N_("Two to four players on a 6×6 grid of 36 cards (four jacks, eight each "
                      "of A, 2, 3, 4); jacks in dealing order are the starts, unused jacks "
                      "collapse; the last player who completed a move wins."),
                   (BOARD, START, OPENING)),
    "solo": Variant("solo", N_("Solo puzzle 3×3"), (1,),
                    N_("One player on a 3×3 grid (J J, three A, three 2, one 3): start on the "
                       "first jack, collapse every other card, then leave through the second.")),
}


def column_name(index: int) -> str:
    """0 → a, 25 → z, 26 → aa (a shifting board may grow wider than 26 columns)."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("a") + rest) + name
    return name


def split_cell(text: str) -> tuple[int, int] | None:
    """(row, col) counted from 0 of a cell name like 'b3' or 'aa12', or None."""
    letters = text.rstrip("0123456789")
    digits = text[len(letters):]
    if not (letters.isascii() and letters.isalpha() and digits):
        return None
    col = 0
    for ch in letters.lower():
        col = col * 26 + ord(ch) - ord("a") + 1
    return int(digits) - 1, col - 1


@cache
def paths_from(size: int, cell: int, steps: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every path of exactly `steps` orthogonal steps on a size×size torus that never visits
    a cell twice (the start included): (destination, cells after the start) pairs."""
    def neighbours(c):
        r, k = divmod(c, size)
        return (((r - 1) % size) * size + k, ((r + 1) % size) * size + k,
                r * size + (k - 1) % size, r * size + (k + 1) % size)

    found = []

    def walk(path):
        if len(path) == steps + 1:
            found.append((path[-1], tuple(path[1:])))
            return
        for n in dict.fromkeys(neighbours(path[-1])):  # a 2-wide torus repeats neighbours
            if n not in path:
                walk(path + [n])

    walk([cell])
    return tuple(found)


@cache
def routes(size: int, cell: int, steps: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """For each destination reachable from `cell` in `steps` steps: the bitmasks of the cells
    each path crosses (destination included), so legality is one AND per path."""
    by_dest: dict[int, list[int]] = {}
    for dest, cells in paths_from(size, cell, steps):
        mask = 0
        for c in cells:
            mask |= 1 << c
        masks = by_dest.setdefault(dest, [])
        if mask not in masks:
            masks.append(mask)
    return tuple((d, tuple(m)) for d, m in sorted(by_dest.items()))


@cache
def region(size: int, cell: int, steps: int) -> int:
    """Bitmask of every cell some path from `cell` of `steps` steps may cross."""
    mask = 0
    for __, masks in routes(size, cell, steps):
        for m in masks:
            mask |= m
    return mask


_REACH: dict[tuple[int, int, int, int], int] = {}


def cards_of(mask: int) -> list[int]:
    """The cards of a bit mask, in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def reach_mask(size: int, cell: int, steps: int, collapsed: int) -> int:
    """The cards a pawn on `cell` reaches in exactly `steps` steps past the collapsed cards
    (pawns aside), as a bit mask.  Memoised on the only collapsed cards that matter:
    searches ask the same question many times."""
    key = (size, cell, steps, collapsed & region(size, cell, steps))
    found = _REACH.get(key)
    if found is None:
        found = 0
        for dest, masks in routes(size, cell, steps):
            if any(not m & collapsed for m in masks):
                found |= 1 << dest
        remember(_REACH, key, found, 500_000)
    return found


class CollapsiState(State):
    """A fixed board (standard or big): grid of cards, collapsed cards as a bitmask, one pawn
    per seat (the card it stands on; -1 while a seat has not chosen its starting card)."""

    def __init__(self, variant, options, players, setup, grid: str, size: int,
                 collapsed: int, pawns: list[int]):
        super().__init__(variant, options, players, setup)
        self.grid = grid              # one rank letter per card
        self.size = size
        self.collapsed = collapsed    # bit c set: card c is face down
        self.pawns = pawns            # card under each seat's pawn, -1 before choosing
        self.turn = 0
        self._undo: list[tuple[int, int, int]] = []
        self._legal: list | None = None
        self.classic = options.get("opening") == "classic"   # a jack moves 1 to 4 steps

    # --- turn and moves ------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        return self.turn

    def choosing(self) -> bool:
        """Player's choice: the seat to move still has to choose its starting card."""
        return self.pawns[self.turn] < 0

    def steps_for(self, seat: int) -> int:
        """The steps of `seat`'s move: its card's value (from a jack under the classic
        opening, the most it may walk: see `step_counts`)."""
        return self.step_counts(seat)[-1]

    def step_counts(self, seat: int) -> tuple[int, ...]:
        """Every number of steps `seat`'s pawn may walk: its card's value, or from a jack
        under the classic opening 1 to 4 (a jack is only ever a starting card)."""
        rank = self.grid[self.pawns[seat]]
        return CLASSIC_STEPS if rank == "J" and self.classic else (STEPS[rank],)

    def steps_words(self, seat: int) -> str:
        """'exactly 3 steps', or '1 to 4 steps' from a jack under the classic opening."""
        counts = self.step_counts(seat)
        if len(counts) > 1:
            # Translators: how far a jack's first move may go (old rule), put into the
            # reasons a card cannot be reached as {exact}: "no walk of {exact} ends there"
            return _("{low} to {high} steps").format(low=counts[0], high=counts[-1])
        # Translators: how far a move goes, put into the reasons a card cannot be reached
        # as {exact}: "you move {exact}", "no walk of {exact} ends there"
        return ngettext("exactly {n} step", "exactly {n} steps", counts[0]).format(n=counts[0])

    def edited(self) -> None:
        self._legal = None

    def legal_moves(self) -> list:
        if self._legal is None:
            if self.pawns[self.turn] < 0:
                self._legal = self.free_cards()
            else:
                self._legal = self.destinations(self.turn)
        return self._legal

    def free_cards(self) -> list[int]:
        """Face-up cards without a pawn: the starting cards a seat may choose."""
        return [c for c in range(len(self.grid))
                if not self.collapsed >> c & 1 and c not in self.pawns]

    def reach(self, card: int, steps: int) -> int:
        """The cards reachable from `card` in exactly `steps` steps, as a bit mask (the
        shifting board answers the same question)."""
        return reach_mask(self.size, card, steps, self.collapsed)

    def destinations(self, seat: int) -> list[int]:
        """The cards `seat`'s pawn could move to now if it were its turn (none before its
        starting card is chosen)."""
        return cards_of(self.destination_mask(seat))

    def destination_mask(self, seat: int) -> int:
        """`destinations` as a bit mask."""
        here = self.pawns[seat]
        if here < 0:
            return 0
        found = 0       # a destination reached by walks of several lengths is one move
        for steps in self.step_counts(seat):
            found |= self.reach(here, steps)
        for pawn in self.pawns:
            if pawn >= 0:
                found &= ~(1 << pawn)
        return found

    def push(self, move: int) -> None:
        seat = self.turn
        start = self.pawns[seat]
        self._undo.append((start, self.collapsed, seat))
        if start >= 0:              # choosing a starting card collapses nothing
            self.collapsed |= 1 << start
        self.pawns[seat] = move
        self.turn = (seat + 1) % self.players
        self.history.append(move)
        self._legal = None

    def pop(self):
        start, collapsed, seat = self._undo.pop()
        self.pawns[seat] = start
        self.collapsed = collapsed
        self.turn = seat
        self._legal = None
        return self.history.pop()

    def path_to(self, dest: int) -> list[int]:
        """One legal path of the pawn to move to `dest` (for the animation), start included:
        the shortest, where walks of several lengths reach it (the classic opening)."""
        here = self.pawns[self.turn]
        for steps in self.step_counts(self.turn):
            for d, cells in paths_from(self.size, here, steps):
                if d == dest and not any(self.collapsed >> c & 1 for c in cells):
                    return [here, *cells]
        raise IllegalMove(f"{self.cell_name(dest)} cannot be reached")

    # --- end of game -----------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        # Every turn before this one was completed, so the seat before the stuck one made the
        # last move (or, if nobody has moved yet, chose its starting card last).
        stuck = self.turn
        winner = (stuck - 1) % self.players
        scores = tuple(int(seat == winner) for seat in range(self.players))
        reason = _("{loser} cannot move; {winner} made the last move and wins").format(
            loser=self.seat_name(stuck), winner=self.seat_name(winner))
        return Outcome(scores, (winner,), reason)

    def scores(self) -> tuple[int, ...]:
        outcome = self.outcome()
        return outcome.scores if outcome else (0,) * self.players

    # --- notation ----------------------------------------------------------------------------
    def field_size(self) -> tuple[int, int]:
        """(rows, columns) of the playing field the notation counts in."""
        return self.size, self.size

    def cell_name(self, cell: int) -> str:
        row, col = divmod(cell, self.size)
        return f"{column_name(col)}{row + 1}"

    def card_at(self, row: int, col: int) -> int | None:
        """The card at (row, col) of the playing field, None for a gap."""
        return row * self.size + col

    def format_move(self, move) -> str:
        return ("@" if self.choosing() else "") + self.cell_name(move)

    def parse_notation(self, text: str):
        if text.startswith("@"):
            if self.options.get("start") != "choice":
                raise NotationError(f"{text!r}: '@' chooses a starting card, and in this game "
                                    f"the jacks are the starting cards")
            if not self.choosing():
                raise NotationError(f"{text!r}: your starting card is already chosen; write "
                                    f"the card to move to, like 'b3'")
            return self.parse_card(text[1:])
        if self.choosing():
            raise NotationError(f"{text!r}: first choose your starting card, written with "
                                f"'@', like '@b3'")
        return self.parse_card(text)

    def parse_card(self, text: str) -> int:
        """The card named `text` ('b3'); NotationError outside the field, IllegalMove for a gap."""
        rows, cols = self.field_size()
        cell = split_cell(text)
        if cell is None or not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
            raise NotationError(f"{text!r} is not a card: write a column a-{column_name(cols - 1)}"
                                f" and a row 1-{rows}, like 'b3'")
        card = self.card_at(*cell)
        if card is None:
            raise IllegalMove(f"{text!r} is not legal here: {text.lower()} is a gap, with no "
                              f"card to land on")
        return card

    def why_illegal(self, move) -> str:
        if self.choosing():
            name = self.cell_name(move)
            if self.collapsed >> move & 1:
                return _("{card} is face down: choose a face-up card").format(card=name)
            return _("{card} is already {name}'s starting card").format(
                card=name, name=self.seat_name(self.pawns.index(move)))
        return self.why_cannot_reach(move)

    def why_cannot_reach(self, dest: int, gaps: bool = False) -> str:
        """Why the pawn to move cannot end on `dest` (`gaps`: the shifting board's field,
        whose gaps block a path too)."""
        name = self.cell_name(dest)
        counts = self.step_counts(self.turn)
        steps = counts[-1]
        if dest == self.pawns[self.turn]:
            return _("{card} is your starting card").format(card=name)
        if self.collapsed >> dest & 1:
            return _("{card} has collapsed").format(card=name)
        if dest in self.pawns:
            return _("{card} holds another pawn").format(card=name)
        exact = self.steps_words(self.turn)
        away = self.distance(self.pawns[self.turn], dest)
        if away is not None and away > steps:
            # Translators: {exact} is "exactly 3 steps" or "1 to 4 steps"
            return ngettext("{card} is {n} step away and you move {exact}",
                            "{card} is {n} steps away and you move {exact}", away).format(
                card=name, n=away, exact=exact)
        if away is not None and not any(d == dest for n in counts for d, __ in paths_from(
                self.size, self.pawns[self.turn], n)):
            # Translators: {exact} is "exactly 3 steps" or "1 to 4 steps"
            return ngettext("{card} is {n} step away and no walk of {exact} ends there "
                            "without visiting a card twice",
                            "{card} is {n} steps away and no walk of {exact} ends there "
                            "without visiting a card twice", away).format(
                card=name, n=away, exact=exact)
        if away is not None:
            # Translators: {exact} is "exactly 3 steps" or "1 to 4 steps"
            return _("every walk of {exact} to {card} crosses a collapsed card").format(
                exact=exact, card=name)
        if gaps:
            # Translators: {exact} is "exactly 3 steps" or "1 to 4 steps"
            return _("no path of {exact} reaches {card} without crossing a collapsed card, "
                     "a gap or a card twice").format(exact=exact, card=name)
        # Translators: {exact} is "exactly 3 steps" or "1 to 4 steps"
        return _("no path of {exact} reaches {card} without crossing a collapsed card or a "
                 "card twice").format(exact=exact, card=name)

    def distance(self, a: int, b: int) -> int | None:
        """The fewest orthogonal steps from card `a` to card `b` on the wrapping grid, with
        nothing in the way (None where the field is not a fixed torus: a shifting board)."""
        (ra, ca), (rb, cb) = divmod(a, self.size), divmod(b, self.size)
        dr, dc = abs(ra - rb), abs(ca - cb)
        return min(dr, self.size - dr) + min(dc, self.size - dc)

    def describe_move(self, move) -> str:
        if self.choosing():
            return _("{name} chose {card} as starting card").format(
                name=self.seat_name(self.turn), card=self.cell_name(move))
        # Translators: a move in the log: {steps} is the number of steps walked
        return _("{name} moved {steps} from {start} to {end}").format(
            name=self.seat_name(self.turn), steps=self.walked(move),
            start=self.cell_name(self.pawns[self.turn]), end=self.cell_name(move))

    def walked(self, dest) -> int:
        """The steps of the move to `dest`: the card's value, or under the classic opening
        the shortest walk there from the jack."""
        counts = self.step_counts(self.turn)
        return counts[0] if len(counts) == 1 else len(self.path_to(dest)) - 1

    def inventory(self) -> dict[str, int]:
        placed = [p for p in self.pawns if p >= 0]
        counts: dict[str, int] = {"pawns": len(set(placed)) + self.pawns.count(-1)}
        for rank in self.grid:
            counts[rank] = counts.get(rank, 0) + 1
        return counts

    # --- identity and copies ---------------------------------------------------------------
    def key(self):
        return (self.grid, self.collapsed, tuple(self.pawns), self.turn)

    def position_json(self) -> dict:
        rows = []
        for r in range(self.size):
            rows.append("".join("." if self.collapsed >> c & 1 else self.grid[c]
                                for c in range(r * self.size, (r + 1) * self.size)))
        return {"grid": rows, "pawns": [self.cell_name(p) if p >= 0 else None for p in self.pawns],
                "to_move": self.turn}

    def clone(self) -> Self:
        twin = object.__new__(type(self))   # each subclass copies its own fields on top
        CollapsiState.__init__(twin, self.variant, self.options, self.players, self.setup,
                               self.grid, self.size, self.collapsed, list(self.pawns))
        twin.turn = self.turn
        twin.history = list(self.history)
        twin._undo = list(self._undo)
        return twin


class ShiftingState(CollapsiState):
    """The shifting board: cards keep their numbers but move.  `spots[card]` is its (row, col)
    on an unbounded plane (the deal fills rows and columns 0..size-1), `at` the reverse; the
    playing field is the bounding box of all cards (face up or collapsed), and the notation
    counts rows and columns within it."""

    def __init__(self, *args):
        super().__init__(*args)
        self.spots = [divmod(c, self.size) for c in range(len(self.grid))]
        self.at = {spot: card for card, spot in enumerate(self.spots)}
        # per shift made, the neighbour tables of the field before it (`pop` restores them)
        self.saved_tables: list[tuple[list | None, list[int] | None]] = []
        self._measure()

    def _measure(self) -> None:
        rows = [r for r, __ in self.spots]
        cols = [c for __, c in self.spots]
        self.top, self.left = min(rows), min(cols)
        self.height, self.width = max(rows) - self.top + 1, max(cols) - self.left + 1
        self._neighbours: list | None = None    # made when first needed (`neighbours`)
        self._near_masks: list[int] | None = None

    # --- moves ---------------------------------------------------------------------------------
    def edited(self) -> None:
        super().edited()
        self.at = {spot: card for card, spot in enumerate(self.spots)}
        self._measure()

    def legal_moves(self) -> list:
        if self._legal is None:
            if self.choosing():
                self._legal = self.free_cards()
            else:
                self._legal = [(dest, shift) for dest in self.destinations(self.turn)
                               for shift in SHIFTS]
        return self._legal

    def neighbours(self) -> list[tuple[int, ...]]:
        """For each card, the cards one step away (up, down, left, right; steps wrap at the
        field's edges, a gap has none): made once per layout of the field."""
        if self._neighbours is None:
            top, left, height, width = self.top, self.left, self.height, self.width
            # The field as a flat list (a card or -1 for a gap), rows from the top.
            places = [(row - top) * width + col - left for row, col in self.spots]
            field = [-1] * (height * width)
            for card, place in enumerate(places):
                field[place] = card
            cells = len(field)
            self._neighbours = [
                tuple(card for card in (field[(place - width) % cells],
                                        field[(place + width) % cells],
                                        field[place - 1 if place % width else place + width - 1],
                                        field[place + 1 if (place + 1) % width else
                                              place + 1 - width])
                      if card >= 0)
                for place in places]
        return self._neighbours

    def near_masks(self) -> list[int]:
        """For each card, its `neighbours` as a bit mask."""
        if self._near_masks is None:
            # a set: on a field two cards wide (or high) both steps across reach one card
            self._near_masks = [sum({1 << card for card in near})
                                for near in self.neighbours()]
        return self._near_masks

    def reach(self, card: int, steps: int) -> int:
        """The cards reachable from `card` in exactly `steps` steps, as a bit mask: what
        `walks` finds, without the paths (the searches ask this most, the paths only to
        show a move).  The walks are grown a step at a time as (end, cards used) pairs, and
        the last step is one mask per walk: no call per card, which is what costs most in
        Python (and more in WebAssembly)."""
        near, masks = self.neighbours(), self.near_masks()
        walks = [(card, self.collapsed | 1 << card)]
        for _step in range(steps - 1):
            walks = [(nxt, used | 1 << nxt) for end, used in walks
                     for nxt in near[end] if not used >> nxt & 1]
        found = 0
        for end, used in walks:
            found |= masks[end] & ~used
        return found

    def walks(self, card: int, steps: int) -> dict[int, list[int]]:
        """For each card reachable from `card` in exactly `steps` steps: one path there (start
        included).  Steps wrap at the field's edges; gaps and collapsed cards block them."""
        top, left, height, width = self.top, self.left, self.height, self.width
        at, collapsed = self.at, self.collapsed
        found: dict[int, list[int]] = {}

        def walk(path):
            row, col = self.spots[path[-1]]
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                spot = (top + (row + dr - top) % height, left + (col + dc - left) % width)
                nxt = at.get(spot)
                if nxt is None or collapsed >> nxt & 1 or nxt in path:
                    continue
                if len(path) == steps:
                    found.setdefault(nxt, path + [nxt])
                else:
                    walk(path + [nxt])

        walk([card])
        return found

    def path_to(self, dest: int) -> list[int]:
        for steps in self.step_counts(self.turn):
            path = self.walks(self.pawns[self.turn], steps).get(dest)
            if path is not None:
                return path
        raise IllegalMove(f"{self.cell_name(dest)} cannot be reached")

    def push(self, move) -> None:
        if self.choosing():
            super().push(move)
            return
        dest, shift = move
        super().push(dest)
        self.history[-1] = move
        self.saved_tables.append((self._neighbours, self._near_masks))
        self.slide(dest, shift)

    def pop(self):
        move = self.history[-1]
        if isinstance(move, tuple):     # undo the shift: the same line slides back
            self.slide(move[0], OPPOSITE[move[1]])
            # The field is as it was before the shift, and so are its tables: a search
            # returns to a position many times, and building them costs more than a move.
            self._neighbours, self._near_masks = self.saved_tables.pop()
        super().pop()
        return move

    def slide(self, card: int, shift: str) -> None:
        """Slide every card of `card`'s row (or column) one space; nothing wraps (a shift's
        step in `push` and `pop`, or a position built by hand)."""
        dr, dc = SHIFTS[shift]
        row, col = self.spots[card]
        line = [c for c, (r, k) in enumerate(self.spots) if (r == row if dr == 0 else k == col)]
        for c in line:
            del self.at[self.spots[c]]
        for c in line:
            r, k = self.spots[c]
            self.spots[c] = (r + dr, k + dc)
            self.at[self.spots[c]] = c
        self._measure()

    # --- notation ------------------------------------------------------------------------------
    def field_size(self) -> tuple[int, int]:
        return self.height, self.width

    def cell_name(self, card: int) -> str:
        row, col = self.spots[card]
        return f"{column_name(col - self.left)}{row - self.top + 1}"

    def card_at(self, row: int, col: int) -> int | None:
        return self.at.get((self.top + row, self.left + col))

    def format_move(self, move) -> str:
        if self.choosing():
            return super().format_move(move)
        dest, shift = move
        return self.cell_name(dest) + shift

    def parse_notation(self, text: str):
        shift = text[-1:].lower() if text[-1:].lower() in SHIFTS else ""
        body = text[:-1] if shift else text
        if self.choosing() or body.startswith("@"):
            if shift:
                raise NotationError(f"{text!r}: choosing a starting card shifts nothing; "
                                    f"write it like '@b3'")
            return super().parse_notation(body)
        if not shift:
            raise NotationError(f"{text!r}: write the card to move to and then the shift of its "
                                f"row (< or >) or column (^ or v), like 'b3>'")
        return super().parse_notation(body), shift

    def distance(self, a: int, b: int) -> None:
        return None             # the field has gaps and grows: no simple count of steps

    def why_illegal(self, move) -> str:
        if self.choosing():
            return super().why_illegal(move)
        return self.why_cannot_reach(move[0], gaps=True)

    def describe_move(self, move) -> str:
        if self.choosing():
            return super().describe_move(move)
        dest, shift = move
        # Translators: a move in the log on the shifting board: {steps} is the number of steps
        # walked, {line} a shift ("row 2 left")
        return _("{name} moved {steps} from {start} to {end} and shifted {line}").format(
            name=self.seat_name(self.turn), steps=self.walked(dest),
            start=self.cell_name(self.pawns[self.turn]), end=self.cell_name(dest),
            line=self.shift_words(move))

    def shift_words(self, move) -> str:
        """The shift of `move` (a destination and a shift, in this position) in words:
        "row 2 left"."""
        dest, shift = move
        row, col = self.spots[dest]
        return _(SHIFT_WORDS[shift]).format(row=row - self.top + 1,
                                            col=column_name(col - self.left))

    def inventory(self) -> dict[str, int]:
        counts = super().inventory()
        for rank in RANKS:                  # count the cards where they lie, not in the deal
            counts.pop(rank, None)
        for card in self.at.values():
            counts[self.grid[card]] = counts.get(self.grid[card], 0) + 1
        return counts

    # --- identity --------------------------------------------------------------------------------
    def key(self):
        layout = tuple((r - self.top, c - self.left) for r, c in self.spots)
        return (self.grid, self.collapsed, tuple(self.pawns), self.turn, layout)

    def position_json(self) -> dict:
        rows = []
        for r in range(self.top, self.top + self.height):
            line = ""
            for c in range(self.left, self.left + self.width):
                card = self.at.get((r, c))
                line += ("-" if card is None else "." if self.collapsed >> card & 1
                         else self.grid[card])
            rows.append(line)
        return {"grid": rows, "pawns": [self.cell_name(p) if p >= 0 else None for p in self.pawns],
                "to_move": self.turn}

    def clone(self) -> ShiftingState:
        twin = super().clone()
        twin.spots = list(self.spots)
        twin.at = dict(self.at)
        twin.saved_tables = list(self.saved_tables)
        twin._measure()                         # noqa: SLF001 - a twin of its own class
        return twin


class SoloState(CollapsiState):
    """The solo puzzle: one pawn starts on the first jack; the second jack is the exit, a
    door: reaching it (landing on it, or stepping onto it before the move's last step) ends
    the game, won only if every other card has collapsed."""

    def __init__(self, *args, exit_card: int):
        super().__init__(*args)
        self.exit = exit_card

    def destination_mask(self, seat: int) -> int:
        here = self.pawns[0]
        if here == self.exit:
            return 0
        steps = self.steps_for(0)
        # Ordinary moves keep off the exit: touching it ends the game.
        moves = reach_mask(self.size, here, steps, self.collapsed | 1 << self.exit)
        if any(reach_mask(self.size, here, k, self.collapsed) >> self.exit & 1
               for k in range(1, steps + 1)):
            moves |= 1 << self.exit
        return moves

    def path_to(self, dest: int) -> list[int]:
        here = self.pawns[0]
        steps = self.steps_for(0)
        for k in (range(1, steps + 1) if dest == self.exit else (steps,)):
            for d, cells in paths_from(self.size, here, k):
                blocked = self.collapsed | (0 if dest == self.exit else 1 << self.exit)
                if d == dest and not any(blocked >> c & 1 for c in cells):
                    return [here, *cells]
        raise IllegalMove(f"{self.cell_name(dest)} cannot be reached")

    def face_up_left(self) -> int:
        """Face-up cards other than the exit and the pawn's own card."""
        up = [c for c in range(len(self.grid)) if not self.collapsed >> c & 1]
        return len([c for c in up if c not in (self.exit, self.pawns[0])])

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        name = self.seat_name(0)
        if self.pawns[0] != self.exit:
            left = self.face_up_left()
            return Outcome((0,), (), ngettext(
                "{name} cannot move with {n} other card still face up, and loses",
                "{name} cannot move with {n} other cards still face up, and loses",
                left).format(name=name, n=left))
        left = self.face_up_left()
        if left:
            return Outcome((0,), (), ngettext(
                "{name} left through the exit with {n} card still face up, and loses",
                "{name} left through the exit with {n} cards still face up, and loses",
                left).format(name=name, n=left))
        return Outcome((1,), (0,), _("{name} collapsed every card and left through the exit: "
                                     "the puzzle is solved").format(name=name))

    def why_illegal(self, move) -> str:
        if move == self.exit:
            steps = self.steps_for(0)
            return ngettext("no path of at most {n} step reaches the exit {card} without "
                            "crossing a collapsed card or a card twice",
                            "no path of at most {n} steps reaches the exit {card} without "
                            "crossing a collapsed card or a card twice", steps).format(
                n=steps, card=self.cell_name(move))
        return super().why_illegal(move)

    def describe_move(self, move) -> str:
        if move == self.exit:
            return _("{name} moved from {start} through the exit on {end}").format(
                name=self.seat_name(0), start=self.cell_name(self.pawns[0]),
                end=self.cell_name(move))
        return super().describe_move(move)

    def key(self):
        return (self.grid, self.collapsed, tuple(self.pawns), self.turn, self.exit)

    def clone(self) -> SoloState:
        twin = super().clone()
        twin.exit = self.exit
        return twin

    def position_json(self) -> dict:
        return {**super().position_json(), "exit": self.cell_name(self.exit)}


def solve(state: State) -> list[int] | None:
    """A shortest winning line (moves) from a solo puzzle `state`, or None if the puzzle cannot
    be won from there; [] once it is solved.  A 3×3 deal leads to a few hundred positions (430
    in the largest of 300 deals), so this searches them all.  Every card but the exit must be
    stood on once and collapses as it is left, so a win from the deal always takes 8 moves:
    every winning line is a shortest one.  Deterministic: of equally short lines, the first in
    the order of the legal moves.  `state` is left as it was."""
    if not isinstance(state, SoloState):
        raise RulesError("only a solo puzzle position can be solved")
    work = state.clone()
    # state.key() → the best line from there: many orders of moves reach the same position.
    lines: dict = {}

    def best(s: SoloState) -> list[int] | None:
        key = s.key()
        if key not in lines:
            if s.is_over():
                outcome = s.outcome()
                assert outcome is not None      # the game is over
                lines[key] = [] if outcome.winners else None
            else:
                found = None
                for move in s.legal_moves():
                    s.push(move)
                    rest = best(s)
                    s.pop()
                    if rest is not None and (found is None or len(rest) + 1 < len(found)):
                        found = [move, *rest]
                lines[key] = found
        return lines[key]

    line = best(work)
    return None if line is None else list(line)


def solvable(setup: dict) -> bool:
    """Whether the solo deal `setup` can be solved (any legal deal may be given by hand)."""
    return solve(COLLAPSI.start("solo", {}, 1, setup)) is not None


class Collapsi(Game):
    name = "collapsi"
    title = "Collapsi"
    variants = VARIANTS
    default_variant = "standard"

    def deal(self, variant, options, players, rng: random.Random) -> dict:
        """A shuffled deck row by row.  A solo deal is shuffled again (from the same `rng`, so
        a seed still gives one deal) until the puzzle can be solved; `start` still accepts an
        unsolvable solo setup given by hand, a legal position that is simply lost."""
        size, deck = DECKS[variant]
        while True:
            cards = list(deck)
            rng.shuffle(cards)
            setup = {"grid": ["".join(cards[r * size:(r + 1) * size]) for r in range(size)]}
            if variant != "solo" or solvable(setup):
                return setup

    def _choices(self, variant, options, players) -> tuple[Variant, dict, dict]:
        """The variant, every option's value, and the options a state keeps: only those that
        differ from their defaults, so that a standard game's record and JSON read exactly as
        they did before the variations existed."""
        v = self.variant(variant)
        chosen = v.check(options, players)
        kept = v.changed_options(chosen)
        return v, chosen, kept

    def start(self, variant, options, players, setup) -> CollapsiState:
        v, chosen, options = self._choices(variant, options, players)
        size, deck = DECKS[v.name]
        rows = setup.get("grid") if isinstance(setup, dict) else None
        if (not isinstance(rows, list) or len(rows) != size
                or not all(isinstance(r, str) and len(r) == size for r in rows)):
            raise RulesError(f"setup.grid must be {size} strings of {size} cards")
        grid = "".join(rows).upper()
        if any(c not in RANKS for c in grid):
            raise RulesError(f"setup.grid may only hold the cards {RANKS}")
        if sorted(grid) != sorted(deck):
            raise RulesError(f"setup.grid must hold exactly {' '.join(deck)}")
        clean = {"grid": [grid[i:i + size] for i in range(0, size * size, size)]}
        jacks = [c for c, rank in enumerate(grid) if rank == "J"]
        if v.name == "solo":
            return SoloState(v.name, options, players, clean, grid, size, 0, [jacks[0]],
                             exit_card=jacks[1])
        if chosen["start"] == "choice":
            pawns, face_down = [-1] * players, jacks          # every jack collapses
        else:
            pawns, face_down = jacks[:players], jacks[players:]   # unused jacks collapse
        collapsed = sum(1 << c for c in face_down)
        kind = ShiftingState if chosen["board"] == "shifting" else CollapsiState
        return kind(v.name, options, players, clean, grid, size, collapsed, pawns)

    def from_seat_json(self, variant, options, players, view, rng) -> CollapsiState:
        """Collapsi hides nothing: the position of `view` (its `position_json`) rebuilt, cards
        numbered row by row as the grid shows them.  A collapsed card's rank is not shown and
        never matters again: collapsed cards take the ranks the face-up ones leave of the
        deck, in order (so `rng` is not used)."""
        with reading_view():
            v, chosen, kept = self._choices(variant, options, players)
            shifting = v.name != "solo" and chosen["board"] == "shifting"
            size, deck = DECKS[v.name]
            spots = _grid_spots(view["grid"], size, shifting)
            shown = [rank for rank, __ in spots]
            leftover = list(deck)
            for rank in shown:
                if rank != ".":
                    if rank not in leftover:
                        raise RulesError(f"the grid shows more {rank} cards than the deck "
                                         f"holds ({' '.join(deck)})")
                    leftover.remove(rank)
            leftover.sort(key=RANKS.index)
            grid = "".join(leftover.pop(0) if rank == "." else rank for rank in shown)
            collapsed = sum(1 << card for card, rank in enumerate(shown) if rank == ".")
            setup = {"grid": [grid[i:i + size] for i in range(0, size * size, size)]}
            pawns = [-1] * players
            state: CollapsiState
            if v.name == "solo":
                solo = SoloState(v.name, kept, players, setup, grid, size, collapsed, pawns,
                                 exit_card=0)
                solo.exit = _face_up_card(solo, view["exit"], "the exit")
                if grid[solo.exit] != "J":
                    raise RulesError("the exit must be a jack")
                state = solo
            elif shifting:
                moving = ShiftingState(v.name, kept, players, setup, grid, size, collapsed, pawns)
                moving.spots = [spot for __, spot in spots]
                moving.edited()
                state = moving
            else:
                state = CollapsiState(v.name, kept, players, setup, grid, size, collapsed, pawns)
            names = view["pawns"]
            if not isinstance(names, list) or len(names) != players:
                raise RulesError(f"pawns must list {players} cards, one per seat")
            for seat, name in enumerate(names):
                if name is None and chosen.get("start") == "choice":
                    continue
                card = _face_up_card(state, name, f"the pawn of {state.seat_name(seat)}")
                if card in pawns:
                    raise RulesError(f"two pawns stand on {name}")
                pawns[seat] = card
            state.turn = view_int(view["to_move"], "to_move", 0, players)
            state.edited()
            return matching_view(state, view)


def _grid_spots(rows, size: int, shifting: bool) -> list[tuple[str, tuple[int, int]]]:
    """Each card a view's grid shows, row by row: (its rank or '.' when collapsed, (row,
    column)); RulesError for a grid no board shows."""
    if shifting:
        shape = "rows of one length"
        fits = (isinstance(rows, list) and bool(rows)
                and all(isinstance(r, str) and len(r) == len(rows[0]) for r in rows))
    else:
        shape = f"{size} strings of {size} cards"
        fits = (isinstance(rows, list) and len(rows) == size
                and all(isinstance(r, str) and len(r) == size for r in rows))
    if not fits:
        raise RulesError(f"grid must be {shape}")
    marks = RANKS + "." + ("-" if shifting else "")
    if any(ch not in marks for row in rows for ch in row):
        raise RulesError(f"grid may only hold the cards {RANKS}, '.' for a collapsed card"
                         + (" and '-' for a gap" if shifting else ""))
    spots = [(ch, (r, c)) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "-"]
    if len(spots) != size * size:
        raise RulesError(f"grid must show {size * size} cards, not {len(spots)}")
    return spots


def _face_up_card(state: CollapsiState, name, what: str) -> int:
    """The face-up card named `name` (like 'b3') on `state`'s field; RulesError otherwise."""
    try:
        card = state.parse_card(name) if isinstance(name, str) else None
    except RulesError:
        card = None
    if card is None or state.collapsed >> card & 1:
        raise RulesError(f"{what} must stand on a face-up card, not {name!r}")
    return card


COLLAPSI = Collapsi()
CollapsiState.game = COLLAPSI
