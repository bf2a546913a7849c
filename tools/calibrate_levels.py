"""The fixed ratings of the computer levels, per game: seat-rotated arena matches (two players,
each game's default rule set) between every two levels at most two steps apart (random-easy,
random-medium, easy-medium, easy-hard, medium-hard, medium-expert, hard-expert), then the
ratings that explain the results best (Bradley-Terry on the Elo/Glicko scale, a maximum
likelihood fit) with easy anchored at 1500, a new player's rating: a newcomer is expected to
be about as strong as the level the setup recommends for a first game.

Each pairing also counts one drawn game (half a point each): without it a level that never
scored against another (random against medium) would fit infinitely far below.  The 95%
interval of each level is the fit's (the inverse of the log-likelihood's curvature, easy
fixed), and its half-width / 1.96 is the deviation the level plays with in the player's
Glicko-2 rating, at least MIN_RD.

Writes docs/results/level-ratings.json and game/table/levels.py (the table the app uses; a
test checks that the two agree):

    nice -n 10 python -m tools.calibrate_levels [--games 60] [--seed 1] [--only collecto]
    python -m tools.calibrate_levels --table-only       # the table again from the results
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from game.table import results as results_file
from game.table.arena import run_arena
from game.table.registry import games
from game.table.seats import LEVELS

ANCHOR = "easy"
ANCHOR_RATING = 1500.0
MIN_RD = 30.0               # the least deviation a level plays with (the anchor's, at least)
MAX_GAP = 2                 # levels paired when at most this many steps apart
PRIOR_GAMES = 1             # the drawn game each pairing counts besides those played
RESULTS = "docs/results/level-ratings.json"
TABLE = "game/table/levels.py"
LOG10 = math.log(10) / 400  # Elo points to the logistic's natural units


def pairings() -> list[tuple[str, str]]:
    """(stronger, weaker) levels at most MAX_GAP steps apart."""
    return [(LEVELS[j], LEVELS[i]) for i in range(len(LEVELS))
            for j in range(i + 1, min(len(LEVELS), i + MAX_GAP + 1))]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix x = vector (Gaussian elimination with pivoting; a few unknowns)."""
    n = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    n = len(matrix)
    columns = [_solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def fit(results: list[tuple[str, str, float, int]]) -> dict[str, tuple[float, float]]:
    """{level: (rating, standard error)} from (a, b, a's points, games) of each pairing,
    easy fixed at 1500 (Newton's method on the Bradley-Terry log-likelihood)."""
    free = [level for level in LEVELS if level != ANCHOR]
    rating = {level: ANCHOR_RATING for level in LEVELS}
    data = [(a, b, points + PRIOR_GAMES / 2, played + PRIOR_GAMES)
            for a, b, points, played in results]

    def curvature():
        gradient = {level: 0.0 for level in LEVELS}
        hessian = {(x, y): 0.0 for x in LEVELS for y in LEVELS}
        for a, b, points, played in data:
            p = 1 / (1 + math.exp(-LOG10 * (rating[a] - rating[b])))
            gradient[a] += LOG10 * (points - played * p)
            gradient[b] -= LOG10 * (points - played * p)
            w = LOG10 * LOG10 * played * p * (1 - p)
            hessian[a, a] += w
            hessian[b, b] += w
            hessian[a, b] -= w
            hessian[b, a] -= w
        return ([gradient[x] for x in free],
                [[hessian[x, y] for y in free] for x in free])

    for _ in range(100):
        gradient, information = curvature()
        step = _solve(information, gradient)
        for level, change in zip(free, step, strict=True):
            rating[level] += change
        if max(abs(s) for s in step) < 1e-6:
            break
    covariance = _inverse(curvature()[1])
    errors = {level: math.sqrt(covariance[i][i]) for i, level in enumerate(free)}
    errors[ANCHOR] = 0.0
    return {level: (rating[level], errors[level]) for level in LEVELS}


def calibrate(game, count: int, seed: int) -> dict:
    variant = game.default_variant
    played = []
    for upper, lower in pairings():
        start = time.perf_counter()
        result = run_arena(game, variant, {}, [upper, lower], count, seed)
        played.append({"upper": upper, "lower": lower, "games": result.games,
                       "upper_points": result.points[upper],
                       "seconds": round(time.perf_counter() - start, 1)})
        print(f"{game.name:12} {upper:>7} vs {lower:7} {result.points[upper]:5.1f} / "
              f"{result.games}  {time.perf_counter() - start:5.0f} s", flush=True)
    fitted = fit([(p["upper"], p["lower"], p["upper_points"], p["games"]) for p in played])
    levels = {}
    for level, (rating, error) in fitted.items():
        levels[level] = {"rating": round(rating), "rd": round(max(MIN_RD, error)),
                         "interval": [round(rating - 1.96 * error), round(rating + 1.96 * error)]}
    return {"variant": variant, "pairings": played, "levels": levels}


def table_source(figures: dict) -> str:
    """game/table/levels.py for the calibrated figures."""
    lines = [
        '"""The fixed Glicko-2 rating and deviation of each computer level, per game, that the',
        "player's rating is measured against (game/table/stats.py).  Generated by",
        "`python -m tools.calibrate_levels` from its results (docs/results/level-ratings.json,",
        'which tests/table/test_rating.py checks this table against); not edited by hand."""',
        "",
        "LEVEL_RATINGS = {",
    ]
    for name, entry in sorted(figures.items()):
        cells = [f'"{level}": ({entry["levels"][level]["rating"]}, '
                 f'{entry["levels"][level]["rd"]})' for level in LEVELS]
        head = f'    "{name}": {{'
        lines.append(head + ", ".join(cells[:3]) + ",")
        lines.append(" " * len(head) + ", ".join(cells[3:]) + "},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60, help="games per pairing (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", action="append", help="only these games (repeatable)")
    parser.add_argument("--out", default=RESULTS)
    parser.add_argument("--table", default=TABLE)
    parser.add_argument("--table-only", action="store_true",
                        help="only write the table again from the results file")
    args = parser.parse_args(argv)
    if args.table_only:
        with open(args.out, encoding="utf-8") as f:
            figures = json.load(f)["games"]
        with open(args.table, "w", encoding="utf-8") as f:
            f.write(table_source(figures))
        return
    try:
        with open(args.out, encoding="utf-8") as f:
            figures = json.load(f)["games"]
    except (OSError, ValueError, KeyError):
        figures = {}
    for game in games().values():
        if not args.only or game.name in args.only:
            figures[game.name] = calibrate(game, args.games, args.seed)
            for level, v in figures[game.name]["levels"].items():
                print(f"{game.name:12} {level:7} {v['rating']:5} "
                      f"({v['interval'][0]}–{v['interval'][1]})", flush=True)
    command = "python -m tools.calibrate_levels " + " ".join(argv or sys.argv[1:])
    results_file.write(args.out, command.strip(),
                  {"games_per_pairing": args.games, "seed": args.seed, "anchor": ANCHOR,
                   "anchor_rating": ANCHOR_RATING, "prior_games": PRIOR_GAMES,
                   "min_rd": MIN_RD, "games": figures})
    with open(args.table, "w", encoding="utf-8") as f:
        f.write(table_source(figures))


if __name__ == "__main__":
    main()
