"""Memory without pauses: bounded memos that forget a little at a time, and full garbage
collections run when the app chooses, not in the middle of a search.

A frame holds whatever runs in it, so nothing may free a large structure at once (clearing
a memo of 20,000 boards held a frame for 15 ms) nor stop for a collection of every object
(10-23 ms in a game, taken at a random point of an AI's slice or of a frame)."""

from __future__ import annotations

import gc
import sys
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


# Python 3.14.0-3.14.4 (Pyodide's) collect the old generation incrementally, in steps that an
# AI's slice may have to wait for; 3.14.5 goes back to the generational collector.
INCREMENTAL = sys.version_info[:2] == (3, 14) and sys.version_info[2] < 5


def settle() -> None:
    """Once, when the app starts: a full collection, then everything alive (the modules, their
    classes, functions and tables: most objects, and the largest) is frozen for good, so that
    `collect` visits only what came after.  Such objects die with the app; the few of them
    that may die sooner go with the memory they hold when nothing points to them, and only a
    cycle of them would stay."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def collect() -> None:
    """A full collection now, of what came after `settle`: at a moment nothing moves (the
    app's idle frames), or between two AI moves.  With the incremental collector, what
    survives is frozen until the next one, which unfreezes it first (and so visits the
    settled objects too): that collector would otherwise visit it in steps inside an AI's
    slice, long ones in WebAssembly (docs/ai.md, In the browser)."""
    if INCREMENTAL:
        gc.unfreeze()
        gc.collect()
        gc.freeze()
    else:
        gc.collect()
