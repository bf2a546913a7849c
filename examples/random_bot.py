#!/usr/bin/env python3
"""A complete bot for the Game Table's bot protocol (docs/protocol.md): it plays a random legal
move, in every game.  Python's standard library only; copy it and make it clever.

    python -m game play --game coloretto --players "cmd:python3 examples/random_bot.py",easy
    python -m game arena --game collapsi --players "cmd:python3 examples/random_bot.py",random

The engine writes one JSON object per line on our standard input and reads our answers, one
JSON object per line, on our standard output.  So: never print anything else on standard
output (use standard error for debugging), and flush after every answer.  Echoing the
message's "id" in the answer is optional; it lets the engine tell an answer from a line
written for another turn.
"""

import json
import random
import sys


def choose(turn: dict, rng: random.Random) -> str:
    """The move to play.  `turn["state"]` is the position as our seat sees it (documented per
    game in docs/protocol.md), `turn["moves"]` the moves so far and `turn["legal"]` every legal
    move, all in the game's notation.  This bot ignores everything but the legal moves.

    Some moves may be made in two steps, as at the table (`turn["stages"]`, Coloretto's
    draw: {"d": ["d1", "d3"]}): answering the first step ("d") shows what it reveals (the card
    drawn, in a `reveal` message) before the rest is chosen.  This bot takes that step
    whenever its random move is such a move, and then picks among the reveal's moves."""
    move = rng.choice(turn["legal"])
    for first, moves in turn.get("stages", {}).items():
        if move in moves:
            return first
    return move


def main() -> int:
    # An optional seed makes the bot repeatable: random_bot.py 42
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else None)
    for line in sys.stdin:                          # one message per line, until input ends
        message = json.loads(line)
        if message["type"] == "start":              # a new game: which one, and our seat
            print(f"random bot: {message['game']} ({message['variant']}), "
                  f"seat {message['seat']} of {message['players']}", file=sys.stderr)
        elif message["type"] == "turn":             # our turn: answer with one move
            answer = {"move": choose(message, rng), "id": message.get("id")}
            print(json.dumps(answer), flush=True)
        elif message["type"] == "reveal":           # what our first step showed: finish
            answer = {"move": rng.choice(message["legal"]), "id": message.get("id")}
            print(json.dumps(answer), flush=True)
        elif message["type"] == "end":              # the game is over; input ends next
            print(f"random bot: {message['result']['reason']}", file=sys.stderr)
        # any other message type is ignored: later versions of the protocol may add some
    return 0


if __name__ == "__main__":
    sys.exit(main())
