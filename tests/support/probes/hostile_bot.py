"""A hostile program for the bots probe (tests/support/probes/bots.py); Python's standard
library only.

    hostile_bot.py KIND NOTES [FOLDER]

Every process it starts appends its pid to the file NOTES (so the probe can look for any left
behind).  On its first question (a turn) it misbehaves as KIND says:

    garbage   a line that is not JSON           binary    bytes that are not UTF-8
    illegal   a move that is not legal          malformed JSON without "move"
    flood     its answer, echoing the turn's id, then three more copies of it
    wrong_id  an answer echoing the id of a message not sent yet
    spam      lines of garbage as fast as it can, from its start
    early     a line before it is asked anything
    silent    no answer                         crash     exit status 3
    huge      a line longer than 1 MiB          closed    closes its output
    exit      exits at once, before any question
    escape_crash  starts processes in sessions of their own, then exits with status 3

and two that play legal moves to the end:

    escape    starts processes in sessions of their own (a double-forked daemon that starts
              more, and a child in a new session), then plays
    spy       writes FOLDER/<pid>.json with what it could read: its arguments and
              environment, its parent's (the engine's) command line, environment, open files
              and a few bytes of its memory ("error: ..." where it could not), then plays
"""

import json
import os
import random
import subprocess
import sys
import threading
import time


def note(notes: str) -> None:
    with open(notes, "a") as f:
        f.write(f"{os.getpid()}\n")


def detach() -> None:
    """What a daemon does: a session of its own, and its standard streams let go."""
    os.setsid()
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)


def sleeper(notes: str, spawn: bool) -> None:
    """In a forked child: detach, note, sleep for ten minutes (starting more if `spawn`)."""
    detach()
    note(notes)
    deadline = time.monotonic() + 600
    while spawn and time.monotonic() < deadline:
        if os.fork() == 0:
            sleeper(notes, False)
        time.sleep(0.05)
    time.sleep(max(0.0, deadline - time.monotonic()))
    os._exit(0)


def escape(notes: str) -> None:
    """A double-forked daemon (its parent exits at once) and a child in a new session."""
    middle = os.fork()
    if middle == 0:
        if os.fork() == 0:
            sleeper(notes, True)
        os._exit(0)
    os.waitpid(middle, 0)
    subprocess.Popen([sys.executable, __file__, "sleep", notes], start_new_session=True,
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL)


def parent(name: str) -> str:
    path = f"/proc/{os.getppid()}/{name}"
    try:
        if name == "fd":
            return " ".join(os.readlink(f"{path}/{fd}") for fd in os.listdir(path))
        with open(path, "rb") as f:
            return f.read().replace(b"\0", b" ").decode("utf-8", "replace")
    except OSError as exc:
        return f"error: {exc}"


def parent_memory() -> str:
    try:
        with open(f"/proc/{os.getppid()}/maps") as f:
            regions = [line.split() for line in f]
        start = next(int(r[0].split("-")[0], 16) for r in regions if r[1].startswith("r"))
        with open(f"/proc/{os.getppid()}/mem", "rb") as f:
            f.seek(start)
            return f"read {len(f.read(64))} bytes"
    except (OSError, StopIteration, ValueError) as exc:
        return f"error: {exc}"


def say(data) -> None:
    if isinstance(data, bytes):
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    else:
        print(data if isinstance(data, str) else json.dumps(data), flush=True)


def play(message: dict, rng: random.Random) -> None:
    move = rng.choice(message["legal"])
    stages = message.get("stages") or {}
    move = next((first for first, moves in stages.items() if move in moves), move)
    say({"move": move, "id": message.get("id")})


def misbehave(kind: str, message: dict) -> int | None:
    """Do KIND on this question; an exit status to end with, or None to go on."""
    legal, ident = message["legal"], message.get("id")
    if kind == "garbage":
        say("I think I will take the corner")
    elif kind == "binary":
        say(b"\xff\xfe\x00garbage\n")
    elif kind == "illegal":
        say({"move": next(m for m in ("zz99", "q7", "99:XYZ", "t9", "a1") if m not in legal)})
    elif kind == "malformed":
        say({"mvoe": legal[0]})
    elif kind == "flood":
        for _ in range(4):
            say({"move": legal[0], "id": ident})
    elif kind == "wrong_id":
        say({"move": legal[0], "id": (ident or 0) + 1})
    elif kind == "silent":
        time.sleep(600)
    elif kind in ("crash", "escape_crash"):
        print("hostile bot: crashing on purpose", file=sys.stderr, flush=True)
        return 3
    elif kind == "huge":
        say("x" * ((1 << 20) + 10))
    elif kind == "closed":
        sys.stdout.close()
        os.close(1)
        time.sleep(600)
    return None


def main() -> int:
    kind, notes = sys.argv[1], sys.argv[2]
    if kind == "sleep":                 # the child `escape` starts in a session of its own
        note(notes)
        time.sleep(600)
        return 0
    note(notes)
    if kind == "exit":
        return 0
    if kind in ("escape", "escape_crash"):
        escape(notes)
    if kind == "early":
        say("hello")
    if kind == "spam":
        def spam():
            while True:
                say("spam")
        threading.Thread(target=spam, daemon=True).start()
    if kind == "spy":
        seen = {"argv": sys.argv, "environ": dict(os.environ),
                "parent_cmdline": parent("cmdline"), "parent_environ": parent("environ"),
                "parent_fd": parent("fd"), "parent_mem": parent_memory()}
        with open(os.path.join(sys.argv[3], f"{os.getpid()}.json"), "w") as f:
            json.dump(seen, f)
    rng = random.Random()
    asked = False
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] not in ("turn", "reveal"):
            continue
        if kind in ("spy", "escape", "early", "spam") or asked:
            play(message, rng)
            continue
        asked = True
        status = misbehave(kind, message)
        if status is not None:
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main())
