"""A bot that misbehaves on purpose, for the forfeit tests (stdlib only).

    bad_bot.py MODE [--after N] [--pidfile FILE]

It plays N random legal moves first (default 0), then on its next turn does MODE:
illegal (a well-formed Collapsi move that is not legal), notation (text that is no move),
malformed (JSON without "move"), notobject (a JSON list), garbage (plain text), binary (bytes
that are not UTF-8), crash (a message on stderr, exit status 3), timeout (starts a child that
sleeps, then sleeps itself), chatty (a line before the answer), double (the answer twice),
flood (the answer, echoing the turn's id, then three times more), closed (closes its output
and sleeps), early (exits at once, before any turn); pre writes a line before it is asked
anything and then plays random legal moves.
`--pidfile` receives the bot's process id (and its child's, in timeout mode), one per line."""

import argparse
import json
import os
import random
import subprocess
import sys
import time


def answer(move, ident=None) -> None:
    print(json.dumps({"move": move} if ident is None else {"move": move, "id": ident}),
          flush=True)


def main() -> int:  # noqa: C901  (one branch a misbehaviour, as the tests ask for them)
    parser = argparse.ArgumentParser()
    parser.add_argument("mode")
    parser.add_argument("--after", type=int, default=0)
    parser.add_argument("--pidfile")
    args = parser.parse_args()
    pids = [os.getpid()]
    if args.mode == "timeout":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
        pids.append(child.pid)
    if args.pidfile:
        with open(args.pidfile, "w") as f:
            f.write("\n".join(map(str, pids)) + "\n")
    if args.mode == "early":
        return 0
    if args.mode == "pre":
        print("hello", flush=True)
        args.after = 10 ** 6
    rng = random.Random(1)
    turns = 0
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] != "turn":
            continue
        legal = message["legal"]
        if turns < args.after:
            turns += 1
            answer(rng.choice(legal))
            continue
        mode = args.mode
        if mode == "illegal":
            cells = [f"{c}{r}" for r in range(1, 5) for c in "abcd"]
            answer(next(c for c in cells if c not in legal))
        elif mode == "notation":
            answer("q7")
        elif mode == "malformed":
            print(json.dumps({"mvoe": legal[0]}), flush=True)
        elif mode == "notobject":
            print(json.dumps([legal[0]]), flush=True)
        elif mode == "garbage":
            print("I think I will play the top left corner", flush=True)
        elif mode == "binary":
            sys.stdout.buffer.write(b"\xff\xfe\x00garbage\n")
            sys.stdout.flush()
        elif mode == "crash":
            print("bad bot: something broke", file=sys.stderr, flush=True)
            return 3
        elif mode == "timeout":
            time.sleep(120)
        elif mode == "chatty":
            print("thinking...", flush=True)
            answer(legal[0])
        elif mode == "double":
            answer(legal[0])
            answer(legal[0])
        elif mode == "flood":
            for _ in range(4):
                answer(legal[0], message["id"])
        elif mode == "closed":
            sys.stdout.close()
            os.close(1)
            time.sleep(120)
        turns += 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
