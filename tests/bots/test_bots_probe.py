"""The hostile probe's bots surface (tests/support/probes/bots.py) finds nothing wrong, and tells a
well-behaved program that stays within bounds from one that misbehaves."""

import random
import sys

import pytest

from tests.support.probe import Tally
from tests.support.probes import bots as surface


def test_the_bots_surface_at_a_small_scale_finds_nothing_wrong():
    tally = surface.probe(random.Random(5), 0.1)
    assert tally.tried >= 8 and tally.failed == 0, tally.failures
    assert tally.counts["refused"] + tally.counts["accepted"] == tally.tried


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("kind,game,jobs,outcome", [("spy", "coloretto", 1, "accepted"),
                                                    ("escape", "collapsi", 2, "accepted"),
                                                    ("escape_crash", "collapsi", 1, "refused"),
                                                    ("flood", "coloretto", 2, "refused")])
def test_a_case_is_judged(kind, game, jobs, outcome):
    tally = Tally()
    surface.case(kind, game, tally, jobs)
    assert tally.counts[outcome] == 2 and tally.failed == 0, tally.failures


def test_the_spy_is_judged_on_what_it_read():
    seen = {"argv": ["x"], "environ": {"PATH": "/bin"}, "parent_cmdline": "python -m game arena",
            "parent_environ": "error: denied", "parent_fd": "error: denied",
            "parent_mem": "error: denied"}
    assert surface.what_it_learnt(seen, {123456789}, True) is None
    assert "seed" in surface.what_it_learnt({**seen, "parent_cmdline": "arena --seed 123456789"},
                                     {123456789}, True)
    assert surface.what_it_learnt({**seen, "parent_cmdline": "arena --seed 1234567890"},
                           {123456789}, True) is None           # a longer number is not it
    assert "GAME_TABLE_" in surface.what_it_learnt({**seen, "environ": {"GAME_TABLE_X": "1"}},
                                            set(), True)
    assert "memory" not in (surface.what_it_learnt({**seen, "parent_mem": "read 64 bytes"}, set(),
                                            False) or "")
    assert "mem" in surface.what_it_learnt({**seen, "parent_mem": "read 64 bytes"}, set(), True)
