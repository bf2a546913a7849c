"""The fit of the levels' ratings (tools/calibrate_levels.py), and the shipped table of the
levels' ratings (game/table/levels.py) against the calibration's results
(docs/results/level-ratings.json)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from game.table.levels import LEVEL_RATINGS
from game.table.registry import games
from game.table.seats import LEVELS
from tools import calibrate_levels

ROOT = Path(__file__).resolve().parents[2]


def test_the_fit_recovers_known_ratings_from_their_expected_results():
    true = {"random": 900, "easy": 1500, "medium": 1700, "hard": 1950, "expert": 2100}
    results = []
    for upper, lower in calibrate_levels.pairings():
        p = 1 / (1 + 10 ** (-(true[upper] - true[lower]) / 400))
        results.append((upper, lower, p * 10_000, 10_000))
    fitted = calibrate_levels.fit(results)
    for level, rating in true.items():
        assert fitted[level][0] == pytest.approx(rating, abs=3)
    assert fitted["easy"] == (1500, 0.0)
    assert 0 < fitted["medium"][1] < fitted["random"][1]


def test_the_fit_keeps_a_level_that_never_scored_finite():
    fitted = calibrate_levels.fit([(upper, lower, 40, 40)
                                   for upper, lower in calibrate_levels.pairings()])
    ratings = [fitted[level][0] for level in LEVELS]
    assert all(math.isfinite(r) for r in ratings) and ratings == sorted(ratings)


def results_file() -> dict:
    with open(ROOT / "docs" / "results" / "level-ratings.json", encoding="utf-8") as f:
        return json.load(f)


def test_the_shipped_table_is_the_calibrations():
    results = results_file()
    assert results["command"].startswith("python -m tools.calibrate_levels")
    assert results["machine"] and results["date"]
    assert set(results["games"]) == set(games()) == set(LEVEL_RATINGS)
    for name, entry in results["games"].items():
        assert entry["variant"] == games()[name].default_variant
        assert len(entry["pairings"]) == len(calibrate_levels.pairings())
        for level in LEVELS:
            figures = entry["levels"][level]
            assert LEVEL_RATINGS[name][level] == (figures["rating"], figures["rd"])
    source = (ROOT / "game" / "table" / "levels.py").read_text(encoding="utf-8")
    assert source == calibrate_levels.table_source(results["games"])
