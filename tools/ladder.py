"""The ladder of AI levels: in every game, variant and player count, each level against the
one below it (random < easy < medium < hard < expert), seats rotated over seeded deals.
With two players it is head to head; with more, one seat of the stronger level against copies
of the weaker.  Printed with 95% intervals and the target of issue 18 (2 players: 60%; more:
the fair share plus 8 points), never asserted (docs/ai.md, "The ladder").

    python -m tools.ladder [--games 400] [--jobs 2] [--only collecto] [--players 2]
                           [--variant big] [--option board=shifting]
                           [--results docs/results/ladder.json]

`--variant` keeps only that variant; `--option NAME=VALUE` (repeatable) plays every line with
that option set (each variant kept must have it).  `--results` also writes the lines as a
results file (game/table/results.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import pairwise

from game.table.arena import run_arena
from game.table import results
from game.table.registry import games
from game.table.seats import LEVELS

TWO_PLAYERS = 0.60      # the stronger level's share of the points, head to head
ABOVE_FAIR = 0.08       # with more players: this far above a fair share (1 / players)


def tables(only=None, counts=None, variant_name=None):
    """(game, variant, players) of every ladder: each variant at each of its player counts
    (the solo puzzle, played alone, has no ladder)."""
    for game in games().values():
        if only and game.name not in only:
            continue
        for variant in game.variants.values():
            if variant_name and variant.name != variant_name:
                continue
            for players in variant.player_counts:
                if players > 1 and (not counts or players in counts):
                    yield game, variant.name, players


def parse_options(game, variant: str, items: list[str]) -> dict:
    """`NAME=VALUE` words as the variant's options, each value one of the option's choices."""
    known = {o.name: o for o in game.variant(variant).options}
    options = {}
    for item in items:
        name, _, value = item.partition("=")
        choice = next((c for c in known[name].choices if str(c) == value), None) \
            if name in known else None
        if choice is None:
            raise SystemExit(f"{game.name} {variant} has no option {item!r}")
        options[name] = choice
    return options


def target(players: int) -> float:
    return TWO_PLAYERS if players == 2 else 1 / players + ABOVE_FAIR


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", action="append", help="only these games (repeatable)")
    parser.add_argument("--players", type=int, action="append", help="only these counts")
    parser.add_argument("--variant", help="only this variant")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="play every line with this option (repeatable)")
    parser.add_argument("--results", metavar="FILE", help="also write the lines to this JSON file")
    args = parser.parse_args(argv)
    lines = []
    print(f"{'game':12} {'variant':9} {'n':>2} {'match':18} {'rate':>6} {'95% interval':>15} "
          f"{'target':>6}  time")
    for game, variant, players in tables(args.only, args.players, args.variant):
        options = parse_options(game, variant, args.option)
        for lower, upper in pairwise(LEVELS):
            start = time.perf_counter()
            result = run_arena(game, variant, options, [upper] + [lower] * (players - 1),
                               args.games, args.seed, args.jobs)
            rate = result.rate(upper)
            low, high = result.interval(upper)
            mark = "ok" if rate >= target(players) else "BELOW"
            print(f"{game.name:12} {variant:9} {players:2} {upper + ' vs ' + lower:18} "
                  f"{rate:6.1%} {low:6.1%}–{high:6.1%} {target(players):6.1%} {mark:5} "
                  f"{time.perf_counter() - start:5.0f} s", flush=True)
            lines.append({"game": game.name, "variant": variant, "options": options,
                          "players": players,
                          "upper": upper, "lower": lower, "rate": rate, "low": low,
                          "high": high, "target": target(players),
                          "seconds": round(time.perf_counter() - start, 1)})
    if args.results:
        command = results.command_line("python -m tools.ladder", sys.argv[1:] if argv is None
                                       else argv)
        results.write(args.results, command, {"games": args.games, "seed": args.seed,
                                              "lines": lines})


if __name__ == "__main__":
    main()
