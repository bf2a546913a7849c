"""A bot that looks for the deal wherever a program at the table might (stdlib only).

    spy_bot.py FOLDER

Before its first answer it writes FOLDER/<its pid>.json: its own arguments and environment,
and what it could read of its parent's (the engine's) /proc entries: `cmdline`, `environ`,
and a few bytes of its memory (`mem`, at the first readable region listed in `maps`); a read
that fails is written as "error: ...".  Then it plays random legal moves, like
examples/random_bot.py."""

import json
import os
import random
import sys


def parent(name: str, binary: bool = False) -> str:
    try:
        with open(f"/proc/{os.getppid()}/{name}", "rb") as f:
            data = f.read()
    except OSError as exc:
        return f"error: {exc}"
    return data.replace(b"\0", b" ").decode("utf-8", "replace")


def parent_memory() -> str:
    """A few bytes of the engine's memory, read as a debugger would; or why not."""
    try:
        with open(f"/proc/{os.getppid()}/maps") as f:
            regions = [line.split() for line in f]
        start = next(int(r[0].split("-")[0], 16) for r in regions if r[1].startswith("r"))
        with open(f"/proc/{os.getppid()}/mem", "rb") as f:
            f.seek(start)
            return f"read {len(f.read(64))} bytes"
    except (OSError, StopIteration, ValueError) as exc:
        return f"error: {exc}"


def main() -> int:
    folder = sys.argv[1]
    seen = {"argv": sys.argv, "environ": dict(os.environ), "parent_cmdline": parent("cmdline"),
            "parent_environ": parent("environ"), "parent_mem": parent_memory()}
    with open(os.path.join(folder, f"{os.getpid()}.json"), "w") as f:
        json.dump(seen, f)
    rng = random.Random()
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] in ("turn", "reveal"):
            move = rng.choice(message["legal"])
            stages = message.get("stages", {})
            move = next((first for first, moves in stages.items() if move in moves), move)
            print(json.dumps({"move": move}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
