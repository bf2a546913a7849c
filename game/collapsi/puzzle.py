"""The Collapsi solo puzzle: hints, and puzzles that can always be solved, among them one a
day (docs/rules.md, Collapsi, solo puzzle).  The exact solver is the rules' own (`rules.solve`:
the solo deal uses it to deal only solvable puzzles)."""

from __future__ import annotations

import datetime
import hashlib
import random

from .rules import COLLAPSI, SoloState, column_name, solve

# Puzzle number 1 is the day Collapsi was first published (the rule text, v1.3.1).
FIRST_DAY = datetime.date(2025, 6, 7)


def hint(state: SoloState) -> int | None:
    """The next move of a shortest solution from `state`.  None when there is nothing to
    suggest: the game is over (won or lost) or the position can no longer be won (a lost
    position gets no hint, not a move that merely delays the loss)."""
    line = solve(state)
    return line[0] if line else None


def deal_puzzle(seed: int) -> dict:
    """The solo setup that seed `seed` deals: random.Random(seed) shuffles until a deal can be
    solved.  The same as `COLLAPSI.new_game("solo", {}, 1, seed=seed).setup`."""
    return COLLAPSI.deal("solo", {}, 1, random.Random(seed))


def daily_seed(day: datetime.date) -> int:
    """The seed of `day`'s puzzle: the same everywhere and in every run, because it is a
    SHA-256 of the ISO date (Python's hash() of a string changes from process to process).
    31 bits, like the app's other seeds, so `play --seed` can replay it."""
    digest = hashlib.sha256(f"collapsi-solo-{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF


def puzzle_number(day: datetime.date) -> int:
    """The daily puzzle's number, counted from 1 on FIRST_DAY (0 or less before it)."""
    return (day - FIRST_DAY).days + 1


def daily_puzzle(day: datetime.date) -> dict:
    """`day`'s solo setup: the same puzzle for everyone on that day."""
    return deal_puzzle(daily_seed(day))


def printed(seed: int) -> list[str]:
    """Seed `seed`'s puzzle as lines of text, the way a newspaper prints one: the grid with
    its column letters and row numbers, the start, the exit and (upside down, so to speak,
    at the end) a shortest solution (the CLI's `puzzle` command)."""
    state = COLLAPSI.start("solo", {}, 1, deal_puzzle(seed))
    assert isinstance(state, SoloState)     # the solo variant's position
    solution = solve(state)
    assert solution is not None             # deal_puzzle deals only puzzles that can be won
    lines = ["    " + " ".join(column_name(c) for c in range(state.size))]
    lines += [f"{number:>3} " + " ".join(row)
              for number, row in enumerate(state.setup["grid"], 1)]
    lines.append(f"start {state.cell_name(state.pawns[0])}, exit {state.cell_name(state.exit)}")
    lines.append(f"solution: {' '.join(state.cell_name(move) for move in solution)}")
    return lines
