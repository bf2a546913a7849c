"""The workload `make bench-wasm` times natively and in Pyodide (the same code in both).

Prints one JSON line, {part: seconds}, each the best of REPEATS runs.  Every part does a fixed
amount of work (no time budgets), so the two runtimes are compared on identical searches:
Collapsi's random playouts and solver, then for every game and variant at every table size
(every combination of options) the expert's slowest move on POSITIONS sampled positions and
the longest slice of those searches (what holds a frame in the app); last, the review of a
whole game of every game and variant at its largest table (docs/ai-review.md).
"""

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root

from game.ai.agent import choose  # noqa: E402
from game.core import memory  # noqa: E402
from game.table.bench import sample_positions, tables, think  # noqa: E402
from game.table.registry import games, get_game  # noqa: E402
from game.table.review import Review  # noqa: E402
from game.table.seats import make_agent  # noqa: E402

PLAYOUTS = 2000
DEALS = 10
REPEATS = 3
POSITIONS = 6


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


def expert_latencies() -> dict[str, float]:
    """Per game, variant and option choice at every table size (a duel often searches
    deeper, Collapsi's big board solves its endings exactly, some budgets are set per table
    size): the expert's slowest move and longest slice on POSITIONS sampled positions (each
    the best of two runs)."""
    memory.defer_full_collections()       # as the app does
    memory.settle()
    out = {}
    for game in games().values():
        for variant, options, players in tables(game):    # every table size
            shown = "".join(f", {k}={v}" for k, v in variant.changed_options(options).items())
            where = f"{game.name}/{variant.name}{shown} {players}p"
            moves, slices = [], []
            for index, state in enumerate(sample_positions(game, variant.name, players,
                                                           POSITIONS, options)):
                runs = []
                for _ in range(2):
                    memory.collect()
                    runs.append(think(make_agent(game.name, "expert", index), state))
                moves.append(min(r[0] for r in runs))
                slices.append(min(r[1] for r in runs))
            out[f"expert worst move: {where}"] = max(moves)
            out[f"expert longest slice: {where}"] = max(slices)
    return out


def reviews() -> dict[str, float]:
    """Per game and variant at its largest table: a review of a whole game between `hard`
    seats (seed 1), timed once (it is long, and the same work every run)."""
    out = {}
    for game in games().values():
        for variant in game.variants.values():
            players = max(variant.player_counts)
            agents = [make_agent(game.name, "hard", seed=seat) for seat in range(players)]
            state = game.new_game(variant.name, {}, players, seed=1)
            while not state.is_over():
                state.push(choose(agents[state.to_move], state))
            memory.collect()
            start = time.perf_counter()
            Review(state).run()
            out[f"review of {len(state.history)} moves: {game.name}/{variant.name} "
                f"{players}p"] = time.perf_counter() - start
    return out


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
    times.update(expert_latencies())
    times.update(reviews())
    print(json.dumps(times))


if __name__ == "__main__":
    main()
