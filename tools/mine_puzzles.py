"""Mine puzzles from games between the computer levels (docs/puzzles.md).

    python -m tools.mine_puzzles [--game NAME] [--minutes M] [--target N] [--out FILE]
    python -m tools.mine_puzzles --refill [--game NAME] [--minutes M] [--out FILE]

For each game (its two-player table of the variant below) it plays seeded games between levels
drawn at random (game/table/arena.py), and judges every position with a choice of
puzzles.MIN_CHOICES to MAX_CHOICES moves by the review's judge: a position where one move is
best and every other a mistake or a blunder (`puzzles.clear_answer`; Collapsi's duel: the only
winning move) becomes a puzzle.  Its grade is the weakest level that plays the answer with each
of GRADE_SEEDS seeds.  The puzzles found are shuffled (seeded) and written, replacing the game's
list in the file and keeping the other games'.  It stops at `--target` puzzles or `--minutes`
per game.

`--refill` keeps the file's puzzles where they are and mines new ones, from the deal after the
file's last, only for the places of those the rule no longer admits (`puzzles.admitted`: fewer
than MIN_CHOICES legal moves), so every other puzzle keeps its number and its days.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

from game.ai.agent import choose
from game.table import puzzles
from game.table.arena import play_game
from game.table.codes import from_digits
from game.table.records import replay
from game.table.registry import get_game
from game.table.seats import LEVELS, make_agent

# game -> (variant, options): the two-player table every game has (in the registry's order).
TABLES = {
    "collapsi": ("standard", {}),
    "collecto": ("utwente", {}),
    "coloretto": ("colors", {}),
    "spectrangle": ("standard", {}),
}
MAX_CHOICES = 16        # more moves than this: a player has too much to look at, and the
                        # uniqueness test judges every one of them
GRADE_SEEDS = (0, 1, 2)
FIRST_SEED = 1000       # the deals' seeds: FIRST_SEED, FIRST_SEED + 1, ...


def grade(position, answer) -> str:
    """The weakest level that plays `answer` in `position` with every one of GRADE_SEEDS; the
    expert when none does."""
    game = position.game.name
    for level in LEVELS:
        if all(choose(make_agent(game, level, seed), position) == answer
               for seed in GRADE_SEEDS):
            return level
    return LEVELS[-1]


def mine(game_name: str, minutes: float, target: int,
         log=lambda line: print(line, flush=True), first_seed: int = FIRST_SEED,
         seen: set[str] | None = None) -> list[list]:
    """Rows [level, answer, code] of puzzles found in `game_name` within `minutes`, from deal
    `first_seed` on, none of whose codes is in `seen`."""
    variant, options = TABLES[game_name]
    game = get_game(game_name)
    chooser = random.Random(game_name)
    deadline = time.monotonic() + minutes * 60
    rows: list[list] = []
    seen = set(seen or ())
    seed = first_seed
    while len(rows) < target and time.monotonic() < deadline:
        seats = [chooser.choice(LEVELS) for _ in range(2)]
        played = play_game(game, variant, options, seats, seed)
        record = played.record
        start = puzzles.start_of(played.state)
        position = start.clone()
        for number, text in enumerate(record.moves):
            if time.monotonic() >= deadline or len(rows) >= target:
                break
            move = position.parse_move(text)
            choices = len(position.legal_moves())
            if puzzles.MIN_CHOICES <= choices <= MAX_CHOICES:
                answer = puzzles.clear_answer(start, position, first=move)
                if answer is not None:
                    code = puzzles.position_code(puzzles.cut(record, number))
                    if code not in seen:
                        seen.add(code)
                        level = grade(position, answer)
                        rows.append([level, position.format_move(answer), code])
                        log(f"{game_name}: seed {seed} move {number + 1}: "
                            f"{position.format_move(answer)} ({level}), {len(rows)} found")
            position.push(move)
        seed += 1
    random.Random(f"{game_name}-order").shuffle(rows)
    return rows


def refill(game_name: str, rows: list[list], minutes: float,
           log=lambda line: print(line, flush=True)) -> tuple[list[list], int]:
    """`rows` (the file's puzzles of `game_name`) with each one the rule no longer admits
    replaced in its place by a new puzzle, mined from the deal after the last one in `rows`;
    and how many places are still to fill (the time ran out first).  A place not filled keeps
    its old puzzle, so the rows still number the same."""
    variant, options = TABLES[game_name]
    rules = puzzles.Rules(variant, options, 2)
    places = [i for i, (level, _, code) in enumerate(rows) if not puzzles.admitted(
        replay(puzzles.position_record(game_name, rules, code, level)))]
    if not places:
        return list(rows), 0
    seeds = [from_digits(code.split("-")[0]) for _, _, code in rows]
    found = mine(game_name, minutes, len(places), log, first_seed=max(seeds) + 1,
                 seen={code for _, _, code in rows})
    out = list(rows)
    for place, row in zip(places, found, strict=False):
        out[place] = row
    return out, len(places) - len(found)


def read(path: str) -> dict[str, list]:
    """The rows of every game in the file at `path` ({} when there is none)."""
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        return {name: entry["puzzles"] for name, entry in json.load(f)["games"].items()}


def write(path: str, found: dict[str, list]) -> None:
    """Replace the games in `found` in the file at `path` (one puzzle a line)."""
    games = read(path)
    games.update(found)
    ordered = {name: games[name] for name in TABLES if name in games}
    lines = ['{"format": ' + str(puzzles.FORMAT) + ', "games": {']
    for index, (name, rows) in enumerate(ordered.items()):
        variant, options = TABLES[name]
        lines.append(f" {json.dumps(name)}: {{\"variant\": {json.dumps(variant)}, "
                     f"\"options\": {json.dumps(options)}, \"players\": 2, \"puzzles\": [")
        lines += [f"  {json.dumps(row, separators=(',', ':'))}" + ("," if i < len(rows) - 1
                                                                     else "")
                  for i, row in enumerate(rows)]
        lines.append(" ]}" + ("," if index < len(ordered) - 1 else ""))
    lines.append("}}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.mine_puzzles", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=list(TABLES),
                        help="only these games (repeatable; default: all)")
    parser.add_argument("--minutes", type=float, default=5.0, help="per game (default 5)")
    parser.add_argument("--target", type=int, default=40, help="puzzles per game (default 40)")
    parser.add_argument("--out", default=puzzles.FILE, help="the file (default: the shipped one)")
    parser.add_argument("--refill", action="store_true",
                        help="replace only the file's puzzles the rule no longer admits, in "
                             "their places (the others keep their numbers and days)")
    args = parser.parse_args(argv)
    found = {}
    if args.refill:
        shipped = read(args.out)
        for name in args.game or list(TABLES):
            found[name], left = refill(name, shipped.get(name, []), args.minutes)
            print(f"{name}: " + (f"{left} places left unfilled" if left else "refilled"),
                  flush=True)
        write(args.out, found)
        return 0
    for name in args.game or list(TABLES):
        begun = time.monotonic()
        found[name] = mine(name, args.minutes, args.target)
        counts = {level: sum(row[0] == level for row in found[name]) for level in LEVELS}
        print(f"{name}: {len(found[name])} puzzles in {time.monotonic() - begun:.0f} s: "
              + ", ".join(f"{level} {n}" for level, n in counts.items()), flush=True)
    write(args.out, found)
    print(f"written to {args.out}: {os.path.getsize(args.out):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
