"""The hostile probe's saves surface (tests/support/probes/saves.py) at a tenth of its count:
nothing wrong, crashed or lost; and it does see a store that loses games or drops damage
silently."""

from __future__ import annotations

import os
import random
import tempfile

import pytest

from game.table import saves
from game.table.store import Store
from tests.support.probe import Tally, run
from tests.support.probes import saves as probe

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the probe forks")


def test_the_saves_surface_loses_nothing():
    tally = run("saves", random.Random("1/saves"), 0.1)
    assert tally.failed == 0, tally.failures
    assert tally.tried >= 150
    for start in ("save: ", "history: ", "settings: ", "stats: ", "damaged entries of the list",
                  "killed around a game's end", "write failure", "browser: "):
        assert any(kind.startswith(start) for kind in tally.kinds), start
    assert tally.counts["refused"] and tally.counts["accepted"]


@pytest.fixture
def base():
    folder = tempfile.mkdtemp(prefix="probe-test-")
    os.chmod(folder, 0o755)
    yield folder
    import shutil
    shutil.rmtree(folder, ignore_errors=True)


def test_it_sees_a_save_removed_before_the_list_is_written(base, monkeypatch):
    def save_first(store, record, listed=False):
        store.remove(saves.current_key(record.game))
        return listed or saves.add_history(store, record)

    monkeypatch.setattr(saves, "finish", save_first)
    tally = Tally()
    genuine = probe.Genuine.make()
    rng = random.Random(3)
    for _ in range(6):
        probe.kill_chain(tally, base, genuine, rng, rounds=8)
    assert tally.counts["lost"] > 0, tally.counts


def test_it_sees_damage_replaced_silently(base, monkeypatch):
    def replaced(self, key, why):
        if not self.in_browser and os.path.lexists(self._path(key)):
            os.remove(self._path(key))

    monkeypatch.setattr(Store, "set_aside", replaced)
    tally = Tally()
    genuine = probe.Genuine.make()
    rng = random.Random(4)
    for _ in range(40):
        probe.damaged_case(tally, base, genuine, rng)
    assert tally.counts["lost"] > 0, tally.counts
