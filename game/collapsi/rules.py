"""Collapsi (Mark S. Ball, v1.3.1): pawns race over a wrapping grid of cards that collapse
behind them; the player to move who cannot complete a move loses.

Cells are numbered row-major from the top left, `cell = row * size + col`.  A move is the
destination cell; the notation is column letter + row number from the top (`a1` top left).
"""

from __future__ import annotations

import random
from functools import lru_cache

from game.core.contract import (Game, IllegalMove, NotationError, Outcome, RulesError, State,
                                Variant)

RANKS = "JA234"
STEPS = {"J": 1, "A": 1, "2": 2, "3": 3, "4": 4}
STANDARD_DECK = "JJ" + "A" * 4 + "2" * 4 + "3" * 4 + "4" * 2

VARIANTS = {
    "standard": Variant("standard", "Standard 4×4", (2,),
                        "Two players on a 4×4 grid of 16 cards; the first jack dealt is "
                        "player 1's start, the second player 2's."),
}


@lru_cache(maxsize=None)
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


@lru_cache(maxsize=None)
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


@lru_cache(maxsize=None)
def region(size: int, cell: int, steps: int) -> int:
    """Bitmask of every cell some path from `cell` of `steps` steps may cross."""
    mask = 0
    for _, masks in routes(size, cell, steps):
        for m in masks:
            mask |= m
    return mask


_REACH: dict[tuple[int, int, int, int], tuple[int, ...]] = {}


def reachable(size: int, cell: int, steps: int, collapsed: int) -> tuple[int, ...]:
    """Destinations a pawn on `cell` reaches in exactly `steps` steps past the collapsed
    cards (pawns aside).  Memoised on the only collapsed cards that matter: searches ask
    the same question many times."""
    key = (size, cell, steps, collapsed & region(size, cell, steps))
    found = _REACH.get(key)
    if found is None:
        if len(_REACH) > 500_000:
            _REACH.clear()
        found = _REACH[key] = tuple(dest for dest, masks in routes(size, cell, steps)
                                    if any(not m & collapsed for m in masks))
    return found


class CollapsiState(State):
    """Grid of cards, collapsed cards as a bitmask, one pawn per seat."""

    def __init__(self, variant, options, players, setup, grid: str, size: int,
                 collapsed: int, pawns: list[int]):
        super().__init__(variant, options, players, setup)
        self.grid = grid              # one rank letter per cell
        self.size = size
        self.collapsed = collapsed    # bit c set: card c is face down
        self.pawns = pawns            # cell of each seat's pawn
        self.turn = 0
        self._undo: list[tuple[int, int, int]] = []
        self._legal: list[int] | None = None

    # --- turn and moves ------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        return self.turn

    def steps_for(self, seat: int) -> int:
        return STEPS[self.grid[self.pawns[seat]]]

    def legal_moves(self) -> list[int]:
        if self._legal is None:
            here = self.pawns[self.turn]
            pawns = self.pawns
            self._legal = [dest for dest in reachable(self.size, here, self.steps_for(self.turn),
                                                      self.collapsed) if dest not in pawns]
        return self._legal

    def push(self, move: int) -> None:
        seat = self.turn
        self._undo.append((self.pawns[seat], self.collapsed, seat))
        self.collapsed |= 1 << self.pawns[seat]
        self.pawns[seat] = move
        self.turn = (seat + 1) % self.players
        self.history.append(move)
        self._legal = None

    def pop(self) -> int:
        start, collapsed, seat = self._undo.pop()
        self.pawns[seat] = start
        self.collapsed = collapsed
        self.turn = seat
        self._legal = None
        return self.history.pop()

    def path_to(self, dest: int) -> list[int]:
        """One legal path of the pawn to move to `dest` (for the animation), start included."""
        here = self.pawns[self.turn]
        for d, cells in paths_from(self.size, here, self.steps_for(self.turn)):
            if d == dest and not any(self.collapsed >> c & 1 for c in cells):
                return [here, *cells]
        raise IllegalMove(f"{self.cell_name(dest)} cannot be reached")

    # --- end of game -----------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        stuck = self.turn
        winner = (stuck - 1) % self.players
        scores = tuple(int(seat == winner) for seat in range(self.players))
        reason = (f"{self.seat_name(stuck)} cannot move; "
                  f"{self.seat_name(winner)} made the last move and wins")
        return Outcome(scores, (winner,), reason)

    def scores(self) -> tuple[int, ...]:
        outcome = self.outcome()
        return outcome.scores if outcome else (0,) * self.players

    # --- notation ----------------------------------------------------------------------------
    def cell_name(self, cell: int) -> str:
        row, col = divmod(cell, self.size)
        return f"{chr(ord('a') + col)}{row + 1}"

    def format_move(self, move: int) -> str:
        return self.cell_name(move)

    def parse_notation(self, text: str) -> int:
        last = chr(ord("a") + self.size - 1)
        if (len(text) < 2 or not "a" <= text[0].lower() <= last or not text[1:].isdigit()
                or not 1 <= int(text[1:]) <= self.size):
            raise NotationError(f"{text!r} is not a card: write a column a-{last} and a row "
                                f"1-{self.size}, like 'b3'")
        return (int(text[1:]) - 1) * self.size + ord(text[0].lower()) - ord("a")

    def why_illegal(self, move: int) -> str:
        name = self.cell_name(move)
        steps = self.steps_for(self.turn)
        if move == self.pawns[self.turn]:
            return f"{name} is your starting card"
        if self.collapsed >> move & 1:
            return f"{name} has collapsed"
        if move in self.pawns:
            return f"{name} holds another pawn"
        return (f"no path of exactly {steps} step{'s' * (steps > 1)} reaches {name} "
                f"without crossing a collapsed card or a card twice")

    def describe_move(self, move: int) -> str:
        return (f"{self.seat_name(self.turn)} moved {self.steps_for(self.turn)} from "
                f"{self.cell_name(self.pawns[self.turn])} to {self.cell_name(move)}")

    def inventory(self) -> dict[str, int]:
        counts: dict[str, int] = {"pawns": len(set(self.pawns))}
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
        return {"grid": rows, "pawns": [self.cell_name(p) for p in self.pawns],
                "to_move": self.turn}

    def clone(self) -> "CollapsiState":
        twin = CollapsiState(self.variant, self.options, self.players, self.setup, self.grid,
                             self.size, self.collapsed, list(self.pawns))
        twin.turn = self.turn
        twin.history = list(self.history)
        twin._undo = list(self._undo)
        return twin


class Collapsi(Game):
    name = "collapsi"
    title = "Collapsi"
    variants = VARIANTS
    default_variant = "standard"
    state_class = CollapsiState

    def deal(self, variant, options, players, rng: random.Random) -> dict:
        cards = list(STANDARD_DECK)
        rng.shuffle(cards)
        return {"grid": ["".join(cards[r * 4:(r + 1) * 4]) for r in range(4)]}

    def start(self, variant, options, players, setup) -> CollapsiState:
        rows = setup.get("grid") if isinstance(setup, dict) else None
        if (not isinstance(rows, list) or len(rows) != 4
                or not all(isinstance(r, str) and len(r) == 4 for r in rows)):
            raise RulesError("setup.grid must be 4 strings of 4 cards")
        grid = "".join(rows).upper()
        if any(c not in RANKS for c in grid):
            raise RulesError(f"setup.grid may only hold the cards {RANKS}")
        if sorted(grid) != sorted(STANDARD_DECK):
            raise RulesError("setup.grid must hold exactly J J A A A A 2 2 2 2 3 3 3 3 4 4")
        jacks = [c for c, rank in enumerate(grid) if rank == "J"]
        return CollapsiState(variant, options, players, {"grid": [grid[i:i + 4] for i in range(0, 16, 4)]},
                             grid, 4, 0, jacks[:players])


COLLAPSI = Collapsi()
CollapsiState.game = COLLAPSI
