"""How long a device takes to check the computer's moves a friend's link brings
(docs/friends.md, "How long the check takes"): whole friend games passed between devices, one
per person, for every game and level, each link timed as the device that opens it makes its
computer moves again (friends.Receiving run to its end: the replays and every search), and
the final link of each game opened on a device new to it, which makes every computer move of
the game again.

    python -m tools.friend_checks [--seeds 2] [--levels easy,medium,hard,expert]

Per game and level, with one computer (this device, the computer, a friend) and with two
(this device, the computer, a friend, the computer): the links timed, the median and the
longest link's check, and the longest first visit of a whole game, in seconds of work (the
process's CPU time: on a busy machine the wait is longer, on a quiet one the same), natively.
The browser runs the same code in WebAssembly, 1.2 to 4.2 times slower (docs/ai.md)."""

from __future__ import annotations

import argparse
import datetime
import statistics
import sys
import tempfile
import time

from game.table import friends, links
from game.table.registry import get_game
from game.table.seats import LEVELS
from game.table.session import Table
from tests.support.probes.friends import GAMES, devices_for, honest

TABLES = {"1 computer": ["human", "{level}", "friend"],
          "2 computers": ["human", "{level}", "friend", "{level}"]}


def timed_game(name: str, variant: str, seats: list[str], seed: int) -> tuple[list, float]:
    """The seconds each link's check took on the device that opened it, and the first visit
    of the final link on a device new to the game."""
    checks = []
    with tempfile.TemporaryDirectory() as folder:
        devices = devices_for(folder, seats)
        for link, to, _sender in honest(devices, Table.deal(get_game(name), variant, {}, seats,
                                                           seed)):
            device = devices[to]
            record = links.decode(link)
            held = device.held(name)
            began = time.process_time()
            receiving = friends.Receiving(record, held,
                                          friends.finished_games(device.store, name))
            receiving.finish()
            if receiving.total:
                checks.append(time.process_time() - began)
    began = time.process_time()
    friends.receive(links.decode(link))
    return checks, time.process_time() - began


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.friend_checks", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=2, help="games per line (seeds 1, 2...)")
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    parser.add_argument("--out", help="also write the table to this file")
    args = parser.parse_args(argv)
    levels = [level for level in args.levels.split(",") if level in LEVELS]
    out = open(args.out, "w", encoding="utf-8") if args.out else None

    def say(line: str) -> None:
        print(line, flush=True)
        if out is not None:
            out.write(line + "\n")
    say(f"# python -m tools.friend_checks {' '.join(argv if argv is not None else sys.argv[1:])}"
        f" · {datetime.date.today().isoformat()} · CPU seconds natively")
    say(f"{'game':12}{'table':13}{'level':8}{'links':>6}{'median':>9}{'longest':>9}"
        f"{'whole game':>12}")
    for name, variant in GAMES:
        for table, pattern in TABLES.items():
            for level in levels:
                seats = [s.format(level=level) for s in pattern]
                checks, whole = [], 0.0
                for seed in range(1, args.seeds + 1):
                    more, first = timed_game(name, variant, seats, seed)
                    checks += more
                    whole = max(whole, first)
                say(f"{name:12}{table:13}{level:8}{len(checks):>6}"
                    f"{statistics.median(checks):>9.3f}{max(checks):>9.3f}{whole:>12.2f}")
    if out is not None:
        out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
