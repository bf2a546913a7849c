"""Glicko-2 ratings, as Mark Glickman's "Example of the Glicko-2 system" (2012) defines them,
steps 1 to 8, in pure Python (it runs in the browser build unchanged).

A player's rating is (rating, rd, volatility) on the Glicko scale (a new player 1500 / 350 /
0.06).  Each finished game rated is one rating period: `update` takes the player's rating and
the games of that period, (opponent's rating, opponent's rd, score 1 / 0.5 / 0), and gives the
new rating.  The opponents here are the computer levels, whose ratings are fixed
(game/table/levels.py); only the player's rating moves.

A rating is provisional while its deviation is above PROVISIONAL_RD (110, lichess's mark):
the 95% interval is then wider than about +-215 points.

No library is used: the one on PyPI (`glicko2` 2.1.0) keeps a mutable Player object with the
system constant as a class attribute and would be one more package in the browser archive;
the whole system is the sixty lines below, checked against the paper's worked example
(tests/table/test_rating.py)."""

from __future__ import annotations

import math
from dataclasses import dataclass

SCALE = 173.7178            # Glicko points per Glicko-2 unit (400 / ln 10)
TAU = 0.5                   # the system constant: how fast the volatility may change
EPSILON = 0.000001          # the convergence tolerance of step 5
PROVISIONAL_RD = 110.0      # above this deviation a rating is provisional (lichess's mark)
MAX_RD = 350.0              # a new player's deviation, and the most it ever is


@dataclass(frozen=True)
class Rating:
    rating: float = 1500.0
    rd: float = MAX_RD
    volatility: float = 0.06

    @property
    def provisional(self) -> bool:
        return self.rd > PROVISIONAL_RD

    def to_json(self) -> list[float]:
        return [round(self.rating, 2), round(self.rd, 2), round(self.volatility, 6)]

    @classmethod
    def from_json(cls, data) -> Rating:
        """A stored rating, read strictly (ValueError if it is not three sane numbers)."""
        if not (isinstance(data, list) and len(data) == 3
                and all(isinstance(x, (int, float)) and not isinstance(x, bool)
                        and math.isfinite(x) for x in data)):
            raise ValueError("not a rating")
        rating, rd, volatility = data
        if not (0 < rd <= MAX_RD and 0 < volatility < 1 and -10000 < rating < 10000):
            raise ValueError("a rating out of range")
        return cls(float(rating), float(rd), float(volatility))


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: float, opponent: float, opponent_rd: float = 0.0) -> float:
    """The player's expected score against the opponent (Glicko scale ratings)."""
    return _expected(player / SCALE, opponent / SCALE, opponent_rd / SCALE)


def update(player: Rating, games: list[tuple[float, float, float]],
           tau: float = TAU) -> Rating:
    """The player's rating after a rating period with `games`: (opponent's rating,
    opponent's rd, the player's score 1, 0.5 or 0) each.  Without games only the deviation
    grows (step 6)."""
    # Step 2: to the Glicko-2 scale.
    mu = (player.rating - 1500) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not games:
        return Rating(player.rating, min(MAX_RD, math.sqrt(phi * phi + sigma * sigma) * SCALE),
                      sigma)
    # Steps 3 and 4: the estimated variance v and improvement delta.
    inverse_v = 0.0
    gain = 0.0
    for rating, rd, score in games:
        mu_j, phi_j = (rating - 1500) / SCALE, rd / SCALE
        g = _g(phi_j)
        e = _expected(mu, mu_j, phi_j)
        inverse_v += g * g * e * (1 - e)
        gain += g * (score - e)
    v = 1 / inverse_v
    delta = v * gain
    # Step 5: the new volatility, by the Illinois algorithm.
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        d = phi * phi + v + ex
        return ex * (delta * delta - d) / (2 * d * d) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2)
    # Steps 6 and 7: the new deviation and rating.
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    new_mu = mu + new_phi * new_phi * gain
    # Step 8: back to the Glicko scale.
    return Rating(new_mu * SCALE + 1500, min(MAX_RD, new_phi * SCALE), new_sigma)
