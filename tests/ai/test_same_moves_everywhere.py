"""A seeded game plays the same on every supported Python (3.11 to 3.14, natively and in
Pyodide): the first moves of seeded games between computer levels, compared with the moves
recorded in same_moves.json.  (Python 3.12 changed how `sum()` rounds floats; the AI adds
its floats with `math.fsum`, which rounds the same everywhere.)

    python tests/ai/test_same_moves_everywhere.py --record    # after a deliberate AI change
"""

import json
import sys
from pathlib import Path

import pytest

from game.ai.agent import choose
from game.table.registry import get_game, registrations
from game.table.seats import make_agent

RECORDED = Path(__file__).with_name("same_moves.json")
MOVES = 20
GAMES = [  # game, variant, levels (one per seat), seed: as each game registers them
    (reg.game.name, variant, list(levels), seed)
    for reg in registrations() for variant, levels, seed in reg.recorded]


def play(game_name, variant, levels, seed) -> list[str]:
    game = get_game(game_name)
    state = game.new_game(variant, {}, len(levels), seed)
    agents = [make_agent(game_name, level, seed + seat) for seat, level in enumerate(levels)]
    moves = []
    while len(moves) < MOVES and not state.is_over():
        move = choose(agents[state.to_move], state)
        moves.append(state.format_move(move))
        state.push(move)
    return moves


def key(game_name, variant, levels, seed) -> str:
    return f"{game_name}/{variant} {'-'.join(levels)} seed {seed}"


@pytest.mark.slow
@pytest.mark.parametrize("game_name,variant,levels,seed", GAMES,
                         ids=[key(*g) for g in GAMES])
def test_a_seeded_game_plays_the_recorded_moves(game_name, variant, levels, seed):
    recorded = json.loads(RECORDED.read_text())
    assert play(game_name, variant, levels, seed) == recorded[key(game_name, variant, levels,
                                                                   seed)]


if __name__ == "__main__" and "--record" in sys.argv:
    RECORDED.write_text(json.dumps({key(*g): play(*g) for g in GAMES}, indent=1) + "\n")
    print(f"wrote {RECORDED}")
