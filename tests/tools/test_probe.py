"""The hostile probe (tests/support/probe.py, python -m tools.probe) at a tenth of its count:
every surface must refuse what it should, accept what it should, and never accept wrongly,
crash, hang or lose data (a developer tool: run natively only)."""

import random

import pytest

from tests.support.probe import report, run


@pytest.mark.parametrize("surface,least", [("links", 400), ("records", 400), ("cli", 250)])
def test_a_surface_refuses_and_accepts_rightly_and_nothing_else(surface, least):
    tally = run(surface, random.Random(f"1/{surface}"), 0.1)
    assert tally.failed == 0, "\n".join(tally.failures)
    assert tally.tried >= least and tally.counts["refused"] and tally.counts["accepted"], \
        report({surface: tally}, "test")
    assert {"valid", "valid record", "valid link"} & set(tally.kinds)


def test_the_time_limit_stops_a_hang_and_keeps_an_outer_alarm():
    import signal
    import time

    from tests.support.probes.games import Hang, time_limit
    handler = signal.signal(signal.SIGALRM, lambda signum, frame: None)
    timer = signal.setitimer(signal.ITIMER_REAL, 100)    # as pytest-timeout sets its own
    try:
        start = time.monotonic()
        with pytest.raises(Hang):
            with time_limit(0.2):
                while True:
                    pass
        assert time.monotonic() - start < 2
        left, _ = signal.getitimer(signal.ITIMER_REAL)
        assert 95 < left <= 100
    finally:                                             # pytest-timeout's, if it had one
        signal.setitimer(signal.ITIMER_REAL, *timer)
        signal.signal(signal.SIGALRM, handler)
