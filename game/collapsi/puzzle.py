"""The Collapsi solo puzzle: an exact solver, hints, and puzzles that can always be solved,
among them one a day (docs/rules.md, Collapsi, solo puzzle).

A 3×3 deal leads to a few hundred positions (430 in the largest of 300 deals), so the solver
searches them all.  Every card but the exit must be stood on once and collapses as it is
left, so a win from the deal always takes 8 moves (one per card left face up, then the exit):
every winning line is a shortest one, and the solver returns the first in the order of the
cards' numbers.
"""

from __future__ import annotations

import datetime
import hashlib
import random

from game.core.contract import RulesError

from .rules import COLLAPSI, SoloState

# Puzzle number 1 is the day Collapsi was first published (the rule text, v1.3.1).
FIRST_DAY = datetime.date(2025, 6, 7)


def solve(state: SoloState) -> list[int] | None:
    """A shortest winning line (moves) from `state`, or None if the puzzle cannot be won from
    here; [] once it is solved.  Deterministic: of equally short lines, the first in the order
    of the legal moves.  `state` is left as it was."""
    if not isinstance(state, SoloState):
        raise RulesError("only a solo puzzle position can be solved")
    work = state.clone()
    # state.key() → the best line from there: many orders of moves reach the same position.
    lines: dict = {}

    def best(s: SoloState) -> list[int] | None:
        key = s.key()
        if key not in lines:
            if s.is_over():
                lines[key] = [] if s.outcome().winners else None
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


def hint(state: SoloState) -> int | None:
    """The next move of a shortest solution from `state`.  None when there is nothing to
    suggest: the game is over (won or lost) or the position can no longer be won (a lost
    position gets no hint, not a move that merely delays the loss)."""
    line = solve(state)
    return line[0] if line else None


def solvable(setup: dict) -> bool:
    """Whether the solo deal `setup` can be solved (any legal deal may be given by hand)."""
    return solve(COLLAPSI.start("solo", {}, 1, setup)) is not None


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
