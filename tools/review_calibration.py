"""The review's thresholds against the AI levels: games between levels (each seat a level drawn
at random, seeded), every game reviewed, and per level the share of each verdict, the mean
loss and the accuracy.  The thresholds (each game's `Scale`) are right when the levels come
out in order: weaker levels get worse verdicts (docs/ai-review.md).  Printed, never
asserted.

    python -m tools.review_calibration [--games 12] [--jobs 2] [--only collecto]
                                       [--results docs/results/review-calibration.json]

`--results` also writes the tables as a results file (game/table/results.py).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

from game.ai.agent import RandomAgent, choose
from game.ai.judge import ACCURACY, VERDICTS
from game.table import results
from game.table.registry import get_game, players
from game.table.review import Review

LEVELS = ("random", "easy", "medium", "hard", "expert")
# Every game's variants, at two players and at the most (the player counts that differ most).
CASES = [("collapsi", "standard", 2), ("collapsi", "big", 2), ("collapsi", "big", 4),
         ("collecto", "utwente", 2), ("collecto", "official", 4),
         ("spectrangle", "standard", 2), ("spectrangle", "standard", 4),
         ("coloretto", "colors", 2), ("coloretto", "colors", 5), ("coloretto", "official", 3)]


def one_game(case, seed: int):
    """[(level, verdict, loss, forced)] for every move of one seeded game."""
    name, variant, count = case
    rng = random.Random(seed)
    levels = [rng.choice(LEVELS) for _ in range(count)]
    agents = [RandomAgent(seed + s) if level == "random" else players(name)[level](seed + s)
              for s, level in enumerate(levels)]
    state = get_game(name).new_game(variant, {}, count, seed=seed)
    while not state.is_over():
        state.push(choose(agents[state.to_move], state))
    review = Review(state, seed=10_000 + seed).run()
    return [(levels[e.seat], e.verdict, e.loss or 0.0, e.forced) for e in review.entries]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12, help="games per case")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", action="append", help="only these games (repeatable)")
    parser.add_argument("--results", metavar="FILE", help="also write the tables to this JSON file")
    args = parser.parse_args(argv)
    cases = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for case in CASES:
            if args.only and case[0] not in args.only:
                continue
            moves = [m for game in pool.map(one_game, [case] * args.games,
                                            range(1, args.games + 1)) for m in game]
            print(f"\n{case[0]} {case[1]}, {case[2]} players: {args.games} games")
            print(f"{'level':8} {'moves':>5} " + " ".join(f"{v:>10}" for v in VERDICTS)
                  + f" {'mean loss':>9} {'accuracy':>8}")
            rows = []
            cases.append({"game": case[0], "variant": case[1], "players": case[2],
                          "levels": rows})
            for level in LEVELS:
                mine = [m for m in moves if m[0] == level and not m[3]]
                if not mine:
                    continue
                shares = [100 * sum(m[1] == v for m in mine) / len(mine) for v in VERDICTS]
                accuracy = statistics.fmean(ACCURACY[m[1]] for m in mine)
                loss = statistics.fmean(m[2] for m in mine)
                print(f"{level:8} {len(mine):5} " + " ".join(f"{s:9.1f}%" for s in shares)
                      + f" {loss:9.2f} {accuracy:7.1f}%", flush=True)
                rows.append({"level": level, "moves": len(mine),
                             "shares": dict(zip(VERDICTS, shares, strict=True)), "mean_loss": loss,
                             "accuracy": accuracy})
    if args.results:
        command = results.command_line("python -m tools.review_calibration",
                                       sys.argv[1:] if argv is None else argv)
        results.write(args.results, command, {"games": args.games, "cases": cases})


if __name__ == "__main__":
    main()
