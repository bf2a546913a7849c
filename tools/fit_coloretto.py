"""Fit the outlook of Coloretto's search (`OUTLOOK` in game/coloretto/ai.py) to self-play.

For each rule set and player count: games between heuristic players (a seat in five slips, a
random move three times in ten, for variety) are recorded at every round start, where the
search's playouts end.  A linear model of what each pile still gains by the end of the game
(`outlook_features`) is fitted by least squares, then the softmax's temperature (base +
spread × the share of cards to come) by the likelihood of the real winners.  It prints the
held-out log-loss of the scores alone (at the temperature used before the outlook and at a
fitted one) and of the outlook, then the table to paste into game/coloretto/ai.py.  Pure
Python, seeded: the same command prints the same numbers (docs/ai-coloretto.md).

    python -m tools.fit_coloretto [--games 6000] [--jobs 2] [--only colors:2]
"""

from __future__ import annotations

import argparse
import math
import random
from multiprocessing import Pool

from game.ai.agent import Slips, choose
from game.coloretto import ai
from game.coloretto.rules import COLORETTO

SLIP_SEATS = 0.2        # the share of seats that slip
SLIP = 0.3              # how often such a seat plays a random move
RIDGE = 1.0
HELD_OUT = 5            # every fifth game is held out
TEMPERATURE_ROWS = 20_000   # rows the temperature's grid search reads (evenly spread)
BEFORE = {2: (1.5, 6.0)}   # the temperature of the scores alone before the outlook
BEFORE_MORE = (3.0, 12.0)
BASES = (0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)
SPREADS = (0.0, 5.0, 10.0, 15.0, 20.0, 25.0, 30.0, 40.0, 50.0, 60.0)


def tables():
    for variant in COLORETTO.variants.values():
        for players in variant.player_counts:
            yield variant.name, players


def play(task) -> list[tuple]:
    """One game: at each round start (rows empty, nobody out) every seat's features, score
    and the share to come; then every row gets the final scores."""
    variant, players, seed = task
    rng = random.Random(seed)
    state = COLORETTO.new_game(variant, {}, players, seed)
    seats = [Slips(seed * 8 + s, SLIP, ai.Heuristic(seed * 8 + s))
             if rng.random() < SLIP_SEATS else ai.Heuristic(seed * 8 + s)
             for s in range(players)]
    rows = []
    while not state.is_over():
        if all(t < 0 for t in state.took) and not any(state.rows):
            sim = ai.Sim.of(state)
            share = sim.to_come()
            rows.append((share, [ai.packed_score(p) for p in sim.packed_piles],
                         [ai.outlook_features(p, sim.unseen, sim.left, share, players)
                          for p in sim.packed_piles]))
        state.push(choose(seats[state.to_move], state))
    final = state.scores()
    return [(share, scores, features, final) for share, scores, features in rows]


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(vector)
    a = [row[:] + [v] for row, v in zip(matrix, vector, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[r][col]:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] for i in range(n)]


def fit_gains(rows) -> list[float]:
    """Least squares (ridge RIDGE) of final − score now on the features, every seat a row."""
    size = len(rows[0][2][0])
    xtx = [[0.0] * size for _ in range(size)]
    xty = [0.0] * size
    for _, scores, features, final in rows:
        for score, x, end in zip(scores, features, final, strict=True):
            y = end - score
            for i in range(size):
                xi = x[i]
                if xi:
                    xty[i] += xi * y
                    row = xtx[i]
                    for j in range(size):
                        row[j] += xi * x[j]
    for i in range(size):
        xtx[i][i] += RIDGE
    return solve(xtx, xty)


def log_loss(rows, estimate, temperature) -> float:
    """Mean −log of the probability the softmax gives the real winners (ties split)."""
    total = 0.0
    for share, scores, features, final in rows:
        values = estimate(scores, features)
        probs = ai.softmax(values, temperature(share))
        top = max(final)
        winners = [s for s, f in enumerate(final) if f == top]
        total -= sum(math.log(max(probs[s], 1e-12)) for s in winners) / len(winners)
    return total / len(rows)


def fit_temperature(rows, estimate) -> tuple[float, float]:
    rows = rows[::max(1, len(rows) // TEMPERATURE_ROWS)]
    best = None
    for base in BASES:
        for spread in SPREADS:
            loss = log_loss(rows, estimate, lambda share: base + spread * share)
            if best is None or loss < best[0]:
                best = (loss, base, spread)
    return best[1], best[2]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", action="append", help="variant:players (repeatable)")
    args = parser.parse_args(argv)
    fitted = {}
    for variant, players in tables():
        if args.only and f"{variant}:{players}" not in args.only:
            continue
        # Sim.of needs an entry to build; the features do not depend on it
        ai.OUTLOOK.setdefault((variant, players), ((), (1.0, 0.0)))
        tasks = [(variant, players, args.seed * 1_000_003 + g) for g in range(args.games)]
        with Pool(args.jobs) as pool:
            games = pool.map(play, tasks, chunksize=25)
        train = [row for g, rows in enumerate(games) if g % HELD_OUT for row in rows]
        test = [row for g, rows in enumerate(games) if not g % HELD_OUT for row in rows]
        weights = fit_gains(train)

        def scores_only(scores, features):
            return scores

        def outlook(scores, features):
            return [s + sum(w * x for w, x in zip(weights, f, strict=True))
                    for s, f in zip(scores, features, strict=True)]

        before = BEFORE.get(players, BEFORE_MORE)
        plain = fit_temperature(train, scores_only)
        temperature = fit_temperature(train, outlook)
        losses = [log_loss(test, scores_only, lambda share: before[0] + before[1] * share),
                  log_loss(test, scores_only, lambda share: plain[0] + plain[1] * share),
                  log_loss(test, outlook, lambda share: temperature[0] + temperature[1] * share)]
        print(f"{variant} {players}: {len(train)} rows to fit, {len(test)} held out; "
              f"log-loss of the scores at {before[0]} + {before[1]}×share {losses[0]:.4f}, "
              f"at {plain[0]} + {plain[1]}×share {losses[1]:.4f}, the outlook {losses[2]:.4f} "
              f"(uniform {math.log(players):.4f})", flush=True)
        fitted[variant, players] = (tuple(round(w, 3) for w in weights), temperature)
    print("OUTLOOK = {")
    for (variant, players), (weights, temperature) in fitted.items():
        head = f'    ("{variant}", {players}): ('
        print(f"{head}{weights!r},\n{' ' * len(head)}{temperature!r}),")
    print("}")


if __name__ == "__main__":
    main()
