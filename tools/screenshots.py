"""Screenshots of every screen, taken by playing through the real UI with scripted clicks (the
takers: tests/support/screenshots.py, which says what each writes).

    python -m tools.screenshots docs/screenshots
                  [--game <a game>|rules|table|phones|languages] [--seed 42]
"""

from __future__ import annotations

import sys

from game.table.registry import games
from tests.support.screenshots import (
    take,
    take_collapsi_variants,
    take_coloretto,
    take_collecto,
    take_phones,
    take_rules,
    take_spectrangle,
    take_languages,
    take_table,
)

TAKERS = {"collecto": take_collecto, "spectrangle": take_spectrangle,
          "coloretto": take_coloretto, "rules": lambda out, seed: take_rules(out),
          "table": take_table, "phones": take_phones, "languages": take_languages}


def main(argv: list[str]) -> int:
    out = argv[0] if argv and not argv[0].startswith("--") else "docs/screenshots"
    names = ([argv[argv.index("--game") + 1]] if "--game" in argv
             else [*games(), "rules", "table", "phones", "languages"])
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 42
    for game_name in names:
        taker = TAKERS.get(game_name)
        paths = taker(out, seed) if taker is not None else take(out, game_name, seed)
        if game_name == "collapsi":
            paths += take_collapsi_variants(out, seed)
        for path in paths:
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
