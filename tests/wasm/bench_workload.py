"""The workload `make bench-wasm` times natively and in Pyodide (the same code in both).

Prints one JSON line, {part: seconds}, each the best of REPEATS runs.  Every part does a fixed
amount of work (no time budgets), so the two runtimes are compared on identical searches.
"""

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root

from game.ai.agent import choose  # noqa: E402
from game.table.registry import get_game  # noqa: E402
from game.table.seats import make_agent  # noqa: E402

PLAYOUTS = 2000
DEALS = 10
REPEATS = 3


def random_playouts() -> None:
    """PLAYOUTS random Collapsi games from fresh deals, each undone back to the start."""
    game = get_game("collapsi")
    for seed in range(PLAYOUTS):
        state = game.new_game(seed=seed)
        rng = random.Random(seed)
        while moves := state.legal_moves():
            state.push(rng.choice(moves))
        while state.history:
            state.pop()


def expert_moves() -> None:
    """The expert's (solver's) first move in each of DEALS deals."""
    game = get_game("collapsi")
    for seed in range(DEALS):
        choose(make_agent("collapsi", "expert", seed=seed), game.new_game(seed=seed))


def main() -> None:
    times = {}
    for name, part in ((f"{PLAYOUTS} random Collapsi playouts", random_playouts),
                       (f"expert (solver) first move, {DEALS} deals", expert_moves)):
        best = float("inf")
        for _ in range(REPEATS):
            start = time.perf_counter()
            part()
            best = min(best, time.perf_counter() - start)
        times[name] = best
    print(json.dumps(times))


if __name__ == "__main__":
    main()
