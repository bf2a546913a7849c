"""The bots surface: hostile programs seated through the bot protocol (docs/protocol.md).

Each case is a real, short `python -m game arena` (two games, the program against `random`,
the seats rotated, default fresh seeds, `--records`, one or two worker processes), run as
its own process with a time limit, with one of `hostile_bot.py`'s kinds in a `cmd:` seat.
Each game of it counts once:

- refused: the program forfeited with the reason its misbehaviour deserves, left no process
  behind and learnt nothing;
- accepted: a program that played legal moves (one that started processes in sessions of
  their own, one that looked for the seed) finished the game, left nothing behind and learnt
  nothing;
- wrong: another reason or none (a bad move accepted), a record that does not replay, a
  process that outlived the arena, a seed found in what the program could read, or the
  engine's memory, environment or open files readable by it;
- crashed: the arena exited with an error, printed a traceback, or did not end in time.

As root the arenas run as `nobody` without capabilities (setpriv), with the system's Python
for the programs: root reads any process, and a program of the same ordinary user is what
the engine guards against.  Without setpriv, what the program could read of the engine is
not judged.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.table.records import Record, RecordError, replay
from game.table.registry import games
from tests.support.probe import Tally

ROOT = Path(__file__).resolve().parents[3]
BOT = Path(__file__).resolve().parent / "hostile_bot.py"
GAMES = tuple(games())
TIMEOUT = 0.5                # the arenas' move timeout, seconds
ARENA_LIMIT = 60             # an arena running longer has hung
MARKER = "GAME_TABLE_PROBE"  # a variable of ours in the arena's environment

NOT_JSON = r"the program wrote '.*', which is not JSON"
NOT_ITS_TURN = r"the program wrote '.*' when it was not its turn"
# kind: (the games it is tried in, the forfeit reason it deserves, or None: it plays to the end)
KINDS = {
    "garbage": (GAMES, NOT_JSON),
    "binary": (GAMES, NOT_JSON),
    "illegal": (GAMES, r"illegal move"),
    "malformed": (GAMES, r"malformed answer"),
    "flood": (("coloretto",), NOT_ITS_TURN),    # a game that always asks it twice
    "wrong_id": (GAMES, NOT_ITS_TURN),
    "spam": (GAMES, NOT_JSON),      # its two threads' writes interleave: any garbage
    "early": (GAMES, r"the program wrote 'hello', which is not JSON"),
    "silent": (GAMES, rf"no answer within the move timeout of {TIMEOUT:g} s"),
    "crash": (GAMES, r"the program ended \(exit status 3\) instead of answering: hostile bot"),
    "huge": (GAMES, r"the program wrote a line longer than 1048576 bytes"),
    "closed": (GAMES, r"the program closed its output instead of answering"),
    "exit": (GAMES, r"the program ended \(exit status 0\) instead of answering"),
    "escape_crash": (GAMES, r"the program ended \(exit status 3\) instead of answering"),
    "escape": (GAMES, None),
    "spy": (("coloretto",), None),              # a hidden deck: the seed would tell it
}
REPEATS = 3                  # cases of each kind at scale 1


def _as_user() -> tuple[list[str], str, bool]:
    """The arena's command prefix, the programs' Python, and whether what a program reads of
    the engine is judged (see the module's doc)."""
    if os.geteuid() != 0:
        return [], sys.executable, True
    setpriv, python = shutil.which("setpriv"), "/usr/bin/python3"
    if setpriv and os.access(python, os.X_OK):
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=-all",
                "--bounding-set=-all"], python, True
    return [], sys.executable, False


def _alive(pid: int) -> bool:
    """A live process started by a hostile bot (a zombie is gone; a reused pid is not ours)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            state = f.read().rsplit(b")", 1)[1].split()[0]
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            ours = BOT.name.encode() in f.read()
    except (OSError, IndexError):
        return False
    return ours and state != b"Z"


def _noted(notes: Path) -> list[int]:
    try:
        return [int(p) for p in notes.read_text().split()]
    except (OSError, ValueError):
        return []


def _survivors(notes: Path) -> list[int]:
    """The noted processes still running after a moment's grace; they are then killed (they
    are ours), with any they start meanwhile."""
    deadline = time.monotonic() + 2
    while (left := [p for p in _noted(notes) if _alive(p)]) and time.monotonic() < deadline:
        time.sleep(0.05)
    for _ in range(50):
        alive = [p for p in _noted(notes) if _alive(p)]
        if not alive:
            break
        for pid in alive:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.05)
    return left


def what_it_learnt(seen: dict, seeds: set, judge_engine: bool) -> str | None:
    """What the spy should not have got, in words, or None."""
    text = json.dumps(seen)
    for seed in seeds:
        if re.search(rf"(?<!\d){seed}(?!\d)", text):
            return f"found the seed {seed}"
    if any(name.startswith("GAME_TABLE_") for name in seen.get("environ", {})):
        return "was given a GAME_TABLE_ variable"
    if judge_engine:
        for part in ("parent_environ", "parent_fd", "parent_mem"):
            if not str(seen.get(part, "")).startswith("error:"):
                return f"read the engine's {part[7:]} ({str(seen[part])[:60]})"
    return None


def _case(kind: str, game: str, jobs: int, folder: Path, prefix: list[str], python: str,
          judge_engine: bool, tally: Tally) -> None:
    games, reason = KINDS[kind]
    notes, spied, records = folder / "notes", folder / "spied", folder / "records"
    spied.mkdir()
    for path in (folder, spied):
        path.chmod(0o777)             # the arena and the program may run as nobody
    spec = f"cmd:{shlex.quote(python)} {shlex.quote(str(BOT))} {kind} {shlex.quote(str(notes))}"
    if kind == "spy":
        spec += f" {shlex.quote(str(spied))}"
    argv = [*prefix, sys.executable, "-m", "game", "arena", "--game", game, "--players",
            f"{spec},random", "--games", "2", "--move-timeout", f"{TIMEOUT:g}", "--quiet",
            "--records", str(records), "--jobs", str(jobs)]
    env = {**os.environ, MARKER: "of-ours"}
    label = f"{kind} ({game}{', 2 jobs' if jobs > 1 else ''})"
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=ARENA_LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        _survivors(notes)
        tally.add(label, "crashed", f"the arena did not end within {ARENA_LIMIT} s")
        return
    left = _survivors(notes)
    if proc.returncode != 0 or "Traceback" in err:
        tally.add(label, "crashed", f"exit status {proc.returncode}: {err.strip()[-200:]}")
        return
    found = sorted(records.glob("game-*.json"))
    if len(found) != 2:
        tally.add(label, "crashed", f"{len(found)} records written, not 2: {out[-200:]}")
        return
    seeds = set()
    verdicts = []
    for path in found:
        data = json.loads(path.read_text())
        seeds.add(data["seed"])
        seat = next(s for s, name in enumerate(data["players"]) if name.startswith("cmd:"))
        forfeit = (data.get("result") or {}).get("forfeit")
        try:
            replay(Record.from_json(data))
        except RecordError as exc:
            verdicts.append(f"its record does not replay: {exc}")
            continue
        if reason is None:
            verdicts.append(f"forfeited: {forfeit['reason']}" if forfeit else None)
        elif not forfeit:
            verdicts.append("played to the end: its misbehaviour was accepted")
        elif forfeit["seat"] != seat or not re.match(reason, forfeit["reason"]):
            verdicts.append(f"forfeited for {forfeit['reason'][:120]!r}")
        else:
            verdicts.append(None)
    learnt = None
    for dump in spied.glob("*.json"):
        learnt = learnt or what_it_learnt(json.loads(dump.read_text()), seeds, judge_engine)
    if kind == "spy" and len(list(spied.glob("*.json"))) != 2:
        learnt = learnt or "the spy did not report (it did not run?)"
    for verdict in verdicts:
        problem = verdict or (f"left {len(left)} processes behind (pids {left[:4]}...)"
                              if left else None) or (
            f"the program {learnt}" if learnt else None)
        if problem:
            tally.add(label, "wrong", problem)
        else:
            tally.add(label, "refused" if reason else "accepted")


def case(kind: str, game: str, tally: Tally, jobs: int = 1) -> None:
    """Try one case (an arena of two games) of `kind` in `game`, counted in `tally`."""
    prefix, python, judge_engine = _as_user()
    folder = Path(tempfile.mkdtemp(prefix="probe-bots-"))
    try:
        _case(kind, game, jobs, folder, prefix, python, judge_engine, tally)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def probe(rng, scale: float = 1.0) -> Tally:
    """Every kind REPEATS times at scale 1 (each in a game drawn from its list), fewer at a
    smaller scale (at least one case, the kinds in a random order)."""
    tally = Tally()
    kinds = list(KINDS)
    rng.shuffle(kinds)
    for number in range(max(1, round(len(kinds) * REPEATS * scale))):
        kind = kinds[number % len(kinds)]
        case(kind, rng.choice(KINDS[kind][0]), tally, rng.choice((1, 2)))
    return tally
