"""The hostile probe's tally and its report (python -m tools.probe runs it; the tests run
every surface at a smaller count, tests/tools/test_probe.py).  Each surface is a module of
`tests/support/probes/`."""

from __future__ import annotations

import datetime
import importlib
import platform
import random
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
    module = importlib.import_module(f"tests.support.probes.{surface}")
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
