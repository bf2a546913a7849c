"""tools/fit_coloretto.py, the fit of Coloretto's outlook (a developer tool: run natively only,
since Pyodide's test run copies the game, not tools/)."""

import random

import pytest

from tools.fit_coloretto import fit_gains, play


def test_the_outlook_fit_recovers_a_known_model():
    """tools/fit_coloretto.py: least squares finds the weights that made the data; a game's
    records are its round starts, the share to come falling, each with the final scores."""
    rng = random.Random(4)
    truth = [rng.uniform(-5, 5) for _ in range(8)]
    rows = []
    for _ in range(300):
        features = [[rng.uniform(0, 2) for _ in range(8)] for _ in range(2)]
        scores = [rng.randrange(30) for _ in range(2)]
        final = [s + sum(w * x for w, x in zip(truth, f, strict=True))
                 for s, f in zip(scores, features, strict=True)]
        rows.append((0.5, scores, features, final))
    assert fit_gains(rows) == pytest.approx(truth, abs=0.05)
    game = play(("colors", 3, 5))
    shares = [share for share, *_ in game]
    assert len(game) > 5 and shares == sorted(shares, reverse=True) and shares[0] > 0.8
    assert all(len(scores) == len(final) == 3 and len(features[0]) == 7
               for _, scores, features, final in game)
