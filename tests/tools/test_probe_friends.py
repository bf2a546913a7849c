"""The hostile probe's friend links surface (tests/support/probes/friends.py), at a small
count: every outcome is one docs/friends.md allows (none wrong, crashed or lost), and the
forgeries it names were tried and refused."""

import random

from tests.support.probe import run


def test_the_friend_links_surface_finds_nothing_wrong():
    tally = run("friends", random.Random("test/friends"), 0.04)
    assert tally.failed == 0, tally.failures
    assert tally.counts["refused"] > 0 and tally.counts["accepted"] > 0
    for kind in ("honest", "receiver's move", "computer's move", "older",
                 "older, game finished", "final link again", "another deal"):
        assert tally.kinds.get(kind, 0) > 0, kind
