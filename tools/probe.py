"""The hostile probe: every surface that takes input from outside (links, records, friend links,
saves and the data folder, bots, the command line) fed inputs an attacker, a crashing machine
or a broken file would give, and each outcome counted.

    python -m tools.probe [--surface NAME] [--seed 1] [--out docs/results/probe.txt]

Each surface is a module of `tests/support/probes/` with `probe(rng) -> Tally`: it tries its inputs,
and for each says which of the five outcomes it had.  "Refused clearly" means the input was
turned down with words (a RecordError, a one-line message and exit status 2, a notice on
screen) and nothing was changed; "accepted wrongly" means something the input should not
have been able to do was done; "crashed or hung" a traceback or a time-out; "data lost" a
game or a file the player had that is gone or changed.  The last three must be 0: the tests
run every surface at a smaller count (tests/tools/test_probe.py).
"""

from __future__ import annotations

import argparse
import random
import sys

from tests.support.probe import SURFACES, report, run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.probe", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--surface", choices=SURFACES, action="append")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--out", help="write the table here as well")
    args = parser.parse_args(argv)
    tallies = {}
    for surface in args.surface or SURFACES:
        tallies[surface] = run(surface, random.Random(f"{args.seed}/{surface}"), args.scale)
        print(f"{surface}: {tallies[surface].tried} tried, {tallies[surface].failed} failed",
              file=sys.stderr)
    command = "python -m tools.probe " + " ".join(argv if argv is not None else sys.argv[1:])
    text = report(tallies, command.strip())
    print(text, end="")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    return 1 if any(t.failed for t in tallies.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
