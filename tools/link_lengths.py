"""The longest share link of a whole game, per game, variant, player count and option choice
(docs/records.md, "Lengths"; docs/friends.md): random games from 31-bit seeds, the seats a
person here and friends elsewhere, as a friend game's links are.  Printed, not asserted
(tests/rules/test_links.py holds the bounds).

    python -m tools.link_lengths [--games 40] [--site https://someone.github.io/game-table/]
"""

from __future__ import annotations

import argparse
import random

from game.table.links import encode
from game.table.registry import games
from game.table.session import Table

BIG_SEED = 1_987_654_321        # seeds as large as the ones fresh_seed draws


def whole_game(game, variant: str, players: int, options: dict, seed: int):
    """A record of a whole game of random play, seated as a friend game."""
    state = game.new_game(variant, options, players, seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    return Table(state, ["human"] + ["friend"] * (players - 1), seed).record()


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--site", default="https://someone.github.io/game-table/")
    args = parser.parse_args(argv)
    print(f"{'game':12} {'variant':9} {'players':>7} {'options':28} {'moves':>7} "
          f"{'?g= part':>8} {'whole link':>10}")
    for game in games().values():
        for variant in game.variants.values():
            for players in variant.player_counts:
                for options in variant.option_combinations():
                    moves, query, full = [], [], []
                    for n in range(args.games):
                        record = whole_game(game, variant.name, players, options, BIG_SEED + n)
                        moves.append(len(record.moves))
                        query.append(len(encode(record, site="")))
                        full.append(len(encode(record, site=args.site)))
                    shown = ",".join(f"{k}={v}" for k, v in
                                     variant.changed_options(options).items()) or "-"
                    print(f"{game.name:12} {variant.name:9} {players:7} {shown:28} "
                          f"{min(moves):3}-{max(moves):<3} {max(query):8} {max(full):10}",
                          flush=True)


if __name__ == "__main__":
    main()
