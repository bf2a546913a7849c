"""`python -m game bench`: engine throughput and AI latency, printed (never asserted), and
with `--results FILE` also written as a results file (game/table/results.py)."""

from __future__ import annotations

import random
import time
from typing import Any

from game.ai.agent import Thinking
from game.core import memory
from game.core.contract import State

from .registry import get_game, package
from .seats import LEVELS, make_agent


def playouts(game, variant: str, players: int, seconds: float,
             options: dict | None = None) -> tuple[int, int]:
    """Random games from fresh deals for about `seconds`: (games, moves)."""
    rng = random.Random(1)
    count = moves = 0
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(variant, options or {}, players, rng.randrange(1 << 30))
        while not state.is_over():
            state.push(rng.choice(state.legal_moves()))
            moves += 1
        count += 1
    return count, moves


def sample_positions(game, variant: str, players: int, count: int,
                     options: dict | None = None) -> list:
    """Positions from the start, middle and end of random games."""
    rng = random.Random(2)
    found: list[State] = []
    while len(found) < count:
        state = game.new_game(variant, options or {}, players, rng.randrange(1 << 30))
        line = []
        while not state.is_over():
            line.append(state.clone())
            state.push(rng.choice(state.legal_moves()))
        found.append(line[rng.randrange(len(line))] if len(found) % 3 else line[0])
    return found


def think(agent, state) -> tuple[float, float]:
    """The agent's move searched as the app searches it, a slice at a time: (the whole
    search, its longest slice) in seconds.  A slice is what holds a frame: the search cannot
    be interrupted within one."""
    thinking = Thinking(agent, state)
    longest = 0.0
    begin = time.perf_counter()
    while True:
        start = time.perf_counter()
        done = thinking.step(0.0)          # exactly one slice
        longest = max(longest, time.perf_counter() - start)
        if done:
            return time.perf_counter() - begin, longest


def tables(game, every_combination: bool = True) -> list:
    """(variant, options, players): each variant at every table size (the levels' settings
    differ by table size, so the worst case may be at a middle one), with every combination
    of its options (it may hide in one), or with each option choice once."""
    return [(variant, options, players) for variant in game.variants.values()
            for options in (variant.option_combinations() if every_combination
                            else variant.option_sets())
            for players in variant.player_counts]


def run_bench(names: list[str], positions: int, seconds: float,
              figures: dict | None = None) -> int:
    """Per game and variant, every combination of options, at every table size:
    random playouts per second, then per level the time of a move (mean, median, worst) and
    the longest slice.  `figures`, when given, receives them: {"positions", "seconds",
    "tables": [...]}."""
    rows: list[dict] = []
    worst: dict[str, tuple[float, str]] = {}
    longest: dict[str, tuple[float, str]] = {}
    memory.defer_full_collections()     # as the app does (game/core/memory.py)
    memory.settle()
    for name in names:
        game = get_game(name)
        for variant, options, players in tables(game):
            shown = "".join(f", {k}={v}" for k, v in variant.changed_options(options).items())
            where = f"{name}/{variant.name}{shown} ({players} players)"
            start = time.perf_counter()
            count, moves = playouts(game, variant.name, players, seconds, options)
            spent = time.perf_counter() - start
            print(f"{where}: {count / spent:,.0f} random playouts/s, "
                  f"{moves / spent:,.0f} moves/s")
            row = {"game": name, "variant": variant.name,
                   "options": variant.changed_options(options), "players": players,
                   "playouts_per_second": round(count / spent, 1),
                   "moves_per_second": round(moves / spent, 1), "levels": {}}
            rows.append(row)
            sample = sample_positions(game, variant.name, players, positions, options)
            for level in LEVELS:
                times, slices = [], []
                for index, state in enumerate(sample):
                    memory.collect()            # between two moves, as the app's still frames
                    spent, slice_ = think(make_agent(name, level, index), state)
                    times.append(spent)
                    slices.append(slice_)
                times.sort()
                print(f"  {level:>7}: mean {1000 * sum(times) / len(times):7.1f} ms, "
                      f"median {1000 * times[len(times) // 2]:7.1f} ms, "
                      f"max {1000 * times[-1]:7.1f} ms over {len(times)} positions; "
                      f"longest slice {1000 * max(slices):5.1f} ms")
                row["levels"][level] = {
                    "mean_ms": round(1000 * sum(times) / len(times), 2),
                    "median_ms": round(1000 * times[len(times) // 2], 2),
                    "max_ms": round(1000 * times[-1], 2),
                    "longest_slice_ms": round(1000 * max(slices), 2)}
                worst[level] = max(worst.get(level, (0.0, "")), (times[-1], where))
                longest[level] = max(longest.get(level, (0.0, "")), (max(slices), where))
    print("worst move per level:", ", ".join(f"{level} {1000 * t:.0f} ms ({where})"
                                             for level, (t, where) in worst.items()))
    print("longest slice per level:", ", ".join(f"{level} {1000 * t:.1f} ms ({where})"
                                                for level, (t, where) in longest.items()))
    if figures is not None:
        figures.update(positions=positions, seconds=seconds, tables=rows)
    return 0


def first_player(deals: int, jobs: int = 2, figures: dict | None = None) -> int:
    """Collapsi 4×4: the first player's share of the deals from seeds 0..deals-1 that they
    win with perfect play, under each opening, with its 95% interval (docs/ai-collapsi.md).
    `figures`, when given, receives them: {"deals", "openings": [...]}."""
    openings: list[dict] = []
    from concurrent.futures import ProcessPoolExecutor

    from .arena import wilson
    wins_of = package("collapsi").ai.first_player_wins
    variant = get_game("collapsi").variant("standard")
    opening = next(o for o in variant.options if o.name == "opening")
    chunks = [range(start, min(deals, start + 50)) for start in range(0, deals, 50)]
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        for choice in opening.choices:
            options = {"opening": choice}
            start = time.perf_counter()
            wins = sum(pool.map(wins_of, [options] * len(chunks), chunks))
            low, high = wilson(wins, deals)
            print(f"Collapsi 4×4, first move {opening.label(choice)}: the first player wins "
                  f"{wins:,} of {deals:,} deals, {100 * wins / deals:.1f}% (95%: "
                  f"{100 * low:.1f}–{100 * high:.1f}%), {time.perf_counter() - start:.0f} s",
                  flush=True)
            openings.append({"opening": choice, "label": opening.label(choice), "wins": wins,
                             "rate": wins / deals, "low": low, "high": high})
    if figures is not None:
        figures.update(deals=deals, openings=openings)
    return 0


def starting_choices(deals: int, figures: dict | None = None) -> int:
    """Collapsi 4×4 with player's choice: the expert's two choices of a starting card on the
    deals from seeds 0..deals-1, each in CPU time, with the solver nodes its proofs took and
    how many choices passed the solver's budget (`CHOICE_BUDGET`) and fell back to the search
    (docs/ai-collapsi.md, "Player's choice on 4×4").  `figures`, when given, receives them."""
    from game.ai.agent import choose

    budget = package("collapsi").ai.CHOICE_BUDGET
    game = get_game("collapsi")
    cpu_ms, nodes = [], []
    for seed in range(deals):
        # Collapsi's own state and expert (`choosing`, `starts`), reached through the registry
        state: Any = game.new_game("standard", {"start": "choice"}, 2, seed=seed)
        expert: Any = make_agent("collapsi", "expert", seed=seed)
        while state.choosing():             # player 1's card, then player 2's
            start = time.process_time()
            state.push(choose(expert, state))
            cpu_ms.append(1000 * (time.process_time() - start))
            nodes.append(expert.starts.nodes)
    over = sum(n > budget for n in nodes)
    print(f"Collapsi 4×4, player's choice: {len(cpu_ms)} choices on {deals} deals, CPU mean "
          f"{sum(cpu_ms) / len(cpu_ms):.0f} ms, max {max(cpu_ms):.0f} ms; solver nodes max "
          f"{max(nodes):,} (budget {budget:,}); {over} over the budget")
    if figures is not None:
        figures.update(deals=deals, choices=len(cpu_ms), budget=budget, over_budget=over,
                       max_nodes=max(nodes), mean_cpu_ms=round(sum(cpu_ms) / len(cpu_ms), 1),
                       max_cpu_ms=round(max(cpu_ms), 1))
    return 0
