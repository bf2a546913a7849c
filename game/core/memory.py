"""Memory without pauses: bounded memos that forget a little at a time, and full garbage
collections run when the app chooses, not in the middle of a search.

A frame holds whatever runs in it, so nothing may free a large structure at once (clearing
a memo of 20,000 boards held a frame for 15 ms) nor stop for a full collection of every
object (7-8 ms, taken at a random point of an AI's slice)."""

from __future__ import annotations

import gc
from itertools import islice

FORGET = 256    # entries a full memo drops at a time (oldest first)


def remember(memo: dict, key, value, limit: int):
    """memo[key] = value, keeping the memo under `limit` entries: when full it drops its
    FORGET oldest (a memo's answers never change, only how many are kept)."""
    if len(memo) >= limit:
        for old in list(islice(memo, FORGET)):
            del memo[old]
    memo[key] = value
    return value


# Young objects are still collected as they come (cheap: few objects); the full collection,
# which visits every object, is left to `collect`, called where a pause is harmless.
YOUNG_THRESHOLDS = (700, 10)
NEVER = 1 << 30


def defer_full_collections() -> None:
    """Automatic collections of the young generations only (see `collect`).  Python 3.14's
    incremental collector (before 3.14.5) ignores the third threshold: `collect` freezes."""
    gc.set_threshold(*YOUNG_THRESHOLDS, NEVER)


def collect() -> None:
    """A full collection now: at a moment nothing moves (the app's idle frames), or between
    two AI moves.  What survives it is frozen until the next one, which unfreezes it first:
    the incremental collector of Python 3.14 before 3.14.5 (Pyodide's) would otherwise visit
    it in steps inside an AI's slice, long ones in WebAssembly (docs/ai.md, In the browser)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
