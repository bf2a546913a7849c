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


def test_what_start_up_made_is_settled_for_good_and_collections_skip_it(monkeypatch):
    """After `settle`, a collection visits only what came after it (a few thousand objects,
    not the modules' tens of thousands): a settled cycle that dies stays, a later one goes,
    and the next `settle` frees the settled garbage too."""
    monkeypatch.setattr(memory, "INCREMENTAL", False)
    try:
        settled = Cycle()
        settled.me = settled
        memory.settle()
        assert gc.get_freeze_count() > 0
        assert not any(obj is settled for obj in gc.get_objects())   # out of collections
        later = Cycle()
        later.me = later
        memory.collect()
        assert any(obj is later for obj in gc.get_objects())    # visited, and not frozen
        gone_settled, gone_later = weakref.ref(settled), weakref.ref(later)
        del settled, later
        memory.collect()
        assert gone_later() is None and gone_settled() is not None
        memory.settle()
        assert gone_settled() is None
    finally:
        gc.unfreeze()


def test_with_the_incremental_collector_survivors_are_frozen_until_the_next_one(monkeypatch):
    """The automatic collections between two of ours leave the survivors alone (the
    incremental collector of Python 3.14 before 3.14.5 would visit them, in steps long in
    WebAssembly), and the next collection still frees whatever of them has died since."""
    monkeypatch.setattr(memory, "INCREMENTAL", True)
    try:
        gc.unfreeze()
        kept = Cycle()
        kept.me = kept
        memory.collect()
        assert gc.get_freeze_count() > 0
        assert not any(obj is kept for obj in gc.get_objects())   # out of the automatic ones
        gone = weakref.ref(kept)
        del kept                            # a frozen cycle, now garbage
        gc.collect()                        # a collection that leaves frozen objects alone
        assert gone() is not None
        memory.collect()
        assert gone() is None               # unfrozen, then freed
    finally:
        gc.unfreeze()
