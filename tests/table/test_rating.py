"""Glicko-2 as Glickman's paper defines it (game/table/rating.py) and the shipped levels'
ratings (game/table/levels.py; the fit that makes them is tested in
tools/tests/test_calibrate_levels.py)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from game.table.levels import LEVEL_RATINGS
from game.table.rating import Rating, expected_score, update
from game.table.seats import LEVELS

ROOT = Path(__file__).resolve().parents[2]


def test_the_papers_worked_example():
    """Glickman, "Example of the Glicko-2 system": 1500/200/0.06 against 1400/30 (won),
    1550/100 (lost) and 1700/300 (lost) gives 1464.06 / 151.52 / 0.05999."""
    after = update(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation():
    after = update(Rating(1600, 100, 0.06), [])
    assert after.rating == 1600 and after.volatility == 0.06
    assert after.rd == pytest.approx(math.sqrt(100 ** 2 + (0.06 * 173.7178) ** 2))
    assert update(Rating(1500, 349.9, 0.06), []).rd == 350    # never above a newcomer's


def test_wins_raise_losses_lower_and_the_deviation_shrinks():
    rating = Rating()
    assert rating.provisional
    for _ in range(12):
        before = rating
        rating = update(rating, [(1500, 30, 1)])
        assert rating.rating > before.rating and rating.rd < before.rd
    assert rating.rating > 1700 and rating.rd < 150
    lost = update(rating, [(1500, 30, 0)])
    assert lost.rating < rating.rating
    drawn = update(Rating(), [(1500, 30, 0.5)])
    assert drawn.rating == pytest.approx(1500, abs=0.5)


def test_expected_score_is_the_elo_curve_when_the_opponent_is_certain():
    assert expected_score(1900, 1500) == pytest.approx(1 / (1 + 10 ** (-400 / 400)))
    assert expected_score(1500, 1500, 300) == pytest.approx(0.5)


@pytest.mark.parametrize("data", [None, [1500, 200], [1500, 0, 0.06], [1500, 400, 0.06],
                                  [float("nan"), 200, 0.06], [1500, 200, True],
                                  ["1500", 200, 0.06], [1500, 200, 2]])
def test_a_stored_rating_is_read_strictly(data):
    with pytest.raises(ValueError):
        Rating.from_json(data)


def test_a_rating_survives_its_json():
    rating = update(Rating(), [(1700, 60, 1)])
    again = Rating.from_json(rating.to_json())
    assert again.rating == pytest.approx(rating.rating, abs=0.01)
    assert again.rd == pytest.approx(rating.rd, abs=0.01)


def test_the_calibrated_levels_rise_from_random_to_expert():
    for name, levels in LEVEL_RATINGS.items():
        ratings = [levels[level][0] for level in LEVELS]
        assert ratings == sorted(ratings), name
        assert levels["easy"][0] == 1500          # the anchor (docs/rating.md)


def test_about_ten_games_make_a_rating_settled():
    """docs/rating.md: ten alternating wins and losses against a level at 1500 (RD 60)."""
    rating = Rating()
    for number in range(1, 11):
        assert rating.provisional
        rating = update(rating, [(1500, 60, number % 2)])
    assert not rating.provisional
