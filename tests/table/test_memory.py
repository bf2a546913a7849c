"""game/core/memory.py: memos forget a little at a time; full collections wait to be asked."""

import gc
import sys
import weakref

from game.core import memory


def test_a_full_memo_forgets_its_oldest_entries_a_few_at_a_time():
    memo = {}
    for key in range(1000):
        assert memory.remember(memo, key, key * key, 600) == key * key
        assert len(memo) <= 600
    # every eviction dropped FORGET entries, the oldest: what is left is the newest run
    assert list(memo) == list(range(1000 - len(memo), 1000))
    assert len(memo) > 600 - memory.FORGET
    assert all(memo[k] == k * k for k in memo)


class Cycle:
    pass


def test_full_collections_are_deferred_until_asked_for():
    before = gc.get_threshold()
    try:
        memory.defer_full_collections()
        young0, young1, full = gc.get_threshold()
        assert (young0, young1) == memory.YOUNG_THRESHOLDS
        if sys.version_info < (3, 14):   # 3.14's incremental collector has no third threshold
            assert full == memory.NEVER
        garbage = Cycle()
        garbage.me = garbage               # a cycle: only a collection frees it
        gone = weakref.ref(garbage)
        del garbage
        memory.collect()
        assert gone() is None
    finally:
        gc.set_threshold(*before)
