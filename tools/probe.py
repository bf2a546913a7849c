"""The hostile probe: every surface that takes input from outside (links, records, friend links,
saves and the data folder, bots, the command line) fed inputs an attacker, a crashing machine
or a broken file would give, and each outcome counted.

    python -m tools.probe [--surface NAME] [--seed 1] [--out docs/results/probe.txt]

Each surface is a module of `tools/probes/` with `probe(rng) -> Tally`: it tries its inputs,
and for each says which of the five outcomes it had.  "Refused clearly" means the input was
turned down with words (a RecordError, a one-line message and exit status 2, a notice on
screen) and nothing was changed; "accepted wrongly" means something the input should not
have been able to do was done; "crashed or hung" a traceback or a time-out; "data lost" a
game or a file the player had that is gone or changed.  The last three must be 0: the tests
run every surface at a smaller count (tests/tools/test_probe.py).
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import platform
import random
import sys
from dataclasses import dataclass, field

SURFACES = ("links", "records", "friends", "saves", "bots", "cli")
OUTCOMES = ("refused", "accepted", "wrong", "crashed", "lost")
HEADINGS = {"refused": "refused clearly", "accepted": "accepted rightly",
            "wrong": "accepted wrongly", "crashed": "crashed or hung", "lost": "data lost"}


@dataclass
class Tally:
    """What one surface met: inputs tried by kind, and the outcome of each."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    kinds: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)   # what went wrong, for the report

    def add(self, kind: str, outcome: str, detail: str = "") -> None:
        """One input of `kind` had `outcome` (one of OUTCOMES); `detail` says what happened
        when the outcome is a failure (wrong, crashed, lost)."""
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}")
        self.counts[outcome] += 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        if outcome in ("wrong", "crashed", "lost") and len(self.failures) < 20:
            self.failures.append(f"{kind}: {outcome}: {detail}")

    @property
    def tried(self) -> int:
        return sum(self.counts.values())

    @property
    def failed(self) -> int:
        return self.counts["wrong"] + self.counts["crashed"] + self.counts["lost"]


def run(surface: str, rng: random.Random, scale: float = 1.0) -> Tally:
    """The tally of one surface; `scale` multiplies how many inputs it tries (the tests use
    less than 1)."""
    module = importlib.import_module(f"tools.probes.{surface}")
    return module.probe(rng, scale)


def report(tallies: dict[str, Tally], command: str) -> str:
    lines = [f"# {command} · {datetime.date.today().isoformat()} · "
             f"{platform.python_implementation()} {platform.python_version()}, "
             f"{platform.system()}",
             f"{'surface':10}{'tried':>8}" + "".join(f"{HEADINGS[o]:>18}" for o in OUTCOMES)]
    for name, tally in tallies.items():
        lines.append(f"{name:10}{tally.tried:>8}"
                     + "".join(f"{tally.counts[o]:>18}" for o in OUTCOMES))
    for name, tally in tallies.items():
        lines.append(f"\n{name}: " + ", ".join(f"{kind} {n}" for kind, n in
                                                sorted(tally.kinds.items())))
        lines.extend(f"  FAILED {line}" for line in tally.failures)
    return "\n".join(lines) + "\n"


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
