"""A bot that leaves processes behind on purpose, for the tests of process trees (stdlib only).

    fork_bot.py HOW PIDFILE [crash]

At its start it starts a process that sleeps for two minutes, away from its own process group:
HOW `session` starts it as its child in a session of its own (setsid); `daemon` forks twice
(the middle process exits at once, so the sleeper is an orphan while the game goes on), and the
sleeper starts another sleeper in a new session every 20 ms.  Every process appends its pid to
PIDFILE (and each runs this file, so a pid reused by another process is told apart by its
command line); with `daemon` the bot waits until three sleepers have noted theirs.  Then it
plays random legal moves to the end, or with `crash` exits with status 1 at its first turn."""

import json
import os
import random
import select
import subprocess
import sys
import time


def note(pidfile: str) -> None:
    with open(pidfile, "a") as f:
        f.write(f"{os.getpid()}\n")


def sleeper(pidfile: str, spawn: bool, told: int) -> None:
    """In a forked child: a session of its own, its pid noted (and a byte written to `told`,
    the bot's pipe), and sleep, starting more like it if `spawn`."""
    os.setsid()
    note(pidfile)
    os.write(told, b".")
    deadline = time.monotonic() + 120
    while spawn and time.monotonic() < deadline:
        if os.fork() == 0:
            sleeper(pidfile, False, told)
        time.sleep(0.02)
    time.sleep(max(0.0, deadline - time.monotonic()))
    os._exit(0)


def main() -> int:
    how, pidfile = sys.argv[1], sys.argv[2]
    crash = sys.argv[3:] == ["crash"]
    note(pidfile)
    if how == "sleep":                   # the child `session` starts
        time.sleep(120)
        return 0
    if how == "session":
        child = subprocess.Popen([sys.executable, __file__, "sleep", pidfile],
                                 start_new_session=True)
        with open(pidfile, "a") as f:
            f.write(f"{child.pid}\n")
    else:
        told, tell = os.pipe()
        child = os.fork()
        if child == 0:
            if os.fork() == 0:
                sleeper(pidfile, True, tell)
            os._exit(0)
        os.close(tell)
        os.waitpid(child, 0)
        heard, deadline = 0, time.monotonic() + 10
        while heard < 3 and time.monotonic() < deadline:    # the sleeper and two more
            if select.select([told], [], [], max(0.0, deadline - time.monotonic()))[0]:
                heard += len(os.read(told, 16))
    rng = random.Random()
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "turn":
            if crash:
                return 1
            print(json.dumps({"move": rng.choice(message["legal"])}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
