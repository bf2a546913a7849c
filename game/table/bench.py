"""`python -m game bench`: engine throughput and AI latency, printed (never asserted)."""

from __future__ import annotations

import random
import time

from game.ai.agent import choose

from .registry import get_game
from .seats import LEVELS, make_agent


def playouts(game, variant: str, players: int, seconds: float) -> tuple[int, int]:
    """Random games from fresh deals for about `seconds`: (games, moves)."""
    rng = random.Random(1)
    count = moves = 0
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(variant, {}, players, rng.randrange(1 << 30))
        while not state.is_over():
            state.push(rng.choice(state.legal_moves()))
            moves += 1
        count += 1
    return count, moves


def sample_positions(game, variant: str, players: int, count: int) -> list:
    """Positions from the start, middle and end of random games."""
    rng = random.Random(2)
    found = []
    while len(found) < count:
        state = game.new_game(variant, {}, players, rng.randrange(1 << 30))
        line = []
        while not state.is_over():
            line.append(state.clone())
            state.push(rng.choice(state.legal_moves()))
        found.append(line[rng.randrange(len(line))] if len(found) % 3 else line[0])
    return found


def run_bench(names: list[str], positions: int, seconds: float) -> int:
    for name in names:
        game = get_game(name)
        for variant in game.variants.values():
            players = variant.player_counts[0]
            start = time.perf_counter()
            count, moves = playouts(game, variant.name, players, seconds)
            spent = time.perf_counter() - start
            print(f"{name}/{variant.name} ({players} players): {count / spent:,.0f} random "
                  f"playouts/s, {moves / spent:,.0f} moves/s")
            sample = sample_positions(game, variant.name, players, positions)
            for level in LEVELS:
                times = []
                for index, state in enumerate(sample):
                    agent = make_agent(name, level, index)
                    begin = time.perf_counter()
                    choose(agent, state)
                    times.append(time.perf_counter() - begin)
                times.sort()
                print(f"  {level:>7}: mean {1000 * sum(times) / len(times):7.1f} ms, "
                      f"median {1000 * times[len(times) // 2]:7.1f} ms, "
                      f"max {1000 * times[-1]:7.1f} ms over {len(times)} positions")
    return 0
