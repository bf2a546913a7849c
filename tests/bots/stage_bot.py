"""A Coloretto bot that draws in two steps, for the tests of two-step moves (stdlib only).

    stage_bot.py MODE [LOG]

On every turn that offers a draw (`stages`) it answers "d" first, then, shown the card,
answers by MODE: `row` (the first row offered; the cards seen are written to LOG, one a
line), `take` (a take instead of a row), `again` ("d" once more), `silent` (no answer);
`whole` never uses the two steps and answers whole moves (`d2`), as bots written before
them do.  When no draw is offered it takes the first legal move."""

import json
import sys
import time


def answer(move) -> None:
    print(json.dumps({"move": move}), flush=True)


def main() -> int:
    mode = sys.argv[1]
    log = open(sys.argv[2], "w") if len(sys.argv) > 2 else None
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "turn":
            stages = message.get("stages", {})
            if mode != "whole" and "d" in stages:
                answer("d")
            else:
                answer(message["legal"][0])
        elif message["type"] == "reveal":
            if mode == "row":
                log.write(message["seen"]["card"] + "\n")
                log.flush()
                answer(message["legal"][0])
            elif mode == "take":
                answer("t1")
            elif mode == "again":
                answer("d")
            elif mode == "silent":
                time.sleep(120)
    return 0


if __name__ == "__main__":
    sys.exit(main())
