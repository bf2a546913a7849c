"""The cli surface: every command of `python -m game` that reads a record or a link
(`replay`, `replay --show`, `review`, `review --json`, `link`, `link --no-moves`,
`link --decode`, `link --decode --record`) given hostile records, links and file names.

Most inputs go through `game.cli.main` in this process (what `python -m game` runs, minus
the interpreter's start); a sample runs as real processes too, with the file name passed as
raw bytes and the terminal's encoding UTF-8, ASCII or Latin-1, where a traceback, an exit
status or an encoding error shows as it would to a person.

- valid: records of real games (every game, variant, table size and option; seats of every
  kind, programs whose command lines hold escape codes and lone surrogates, forfeits whose
  reasons do) and their links: exit status 0 and nothing printed raw;
- hostile records: the records surface's loose types, unknown keys, bad players, huge
  values, random changes and bytes; hostile links: changed, cut, random, crafted, oversize;
  hostile file names: control characters, surrogates, missing files and folders.

Refused: exit status 2 and one line `error: ...` on standard error, nothing on standard
output (but the moves `replay --show` printed before a bad one), no file written.  Accepted:
a valid input printed with exit status 0.  Wrong: a bad input accepted, a refusal not in one
line, or text printed raw (a control character, ESC among them; something the terminal's
encoding cannot write).  Crashed: a traceback, an exit status other than 0 and 2, or a
time-out.  Lost: a valid input refused."""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from game.cli import main
from game.table import codes, links
from game.table.records import Record, replay

from ..probe import Tally
from . import records as record_inputs
from .games import Hang, PIECES, hostile_text, real_record, time_limit, unsafe

LIMIT = 20.0             # seconds one command may take
READERS = [["replay"], ["replay", "--show"], ["review"], ["review", "--json"], ["link"],
           ["link", "--no-moves"]]


class _Run:
    """One command's exit status and output, from this process or a real one."""

    def __init__(self, status, out: str, err: str, crash: str | None = None):
        self.status, self.out, self.err, self.crash = status, out, err, crash


def _in_process(argv: list[str]) -> _Run:
    out, err = io.StringIO(), io.StringIO()
    try:
        with redirect_stdout(out), redirect_stderr(err), time_limit(LIMIT):
            status = main(argv)
    except SystemExit as exc:                   # argparse's own refusal
        status = exc.code
    except (Hang, Exception) as exc:
        return _Run(None, out.getvalue(), err.getvalue(), f"{type(exc).__name__}: {exc}"[:200])
    return _Run(status, out.getvalue(), err.getvalue())


def _as_process(argv: list[str], encoding: str) -> _Run:
    """`python -m game` with `argv` (bytes where a name is not text) and PYTHONIOENCODING."""
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    root = str(Path(__file__).resolve().parents[3])
    try:
        done = subprocess.run([sys.executable, "-m", "game",
                               *(os.fsencode(a) for a in argv)], capture_output=True,
                              timeout=LIMIT, env=env, cwd=root)
    except subprocess.TimeoutExpired:
        return _Run(None, "", "", f"no answer within {LIMIT:g} s")
    try:
        out, err = done.stdout.decode(encoding), done.stderr.decode(encoding)
    except UnicodeDecodeError as exc:
        return _Run(done.returncode, "", "", f"printed what {encoding} is not: {exc}")
    if "Traceback (most recent call last)" in err:
        return _Run(done.returncode, out, err, err.strip().splitlines()[-1][:200])
    return _Run(done.returncode, out, err)


def _judge(tally: Tally, kind: str, argv: list[str], run: _Run, valid: bool,
           written: str | None = None) -> None:
    shown = " ".join(a[:40] for a in argv)[:120]
    if run.crash or run.status not in (0, 2):
        tally.add(kind, "crashed", f"{shown!r}: {run.crash or f'exit status {run.status}'}")
        return
    problem = unsafe(run.out) or unsafe(run.err)
    if problem:
        tally.add(kind, "wrong", f"{shown!r}: {problem}")
    elif run.status == 0:
        if valid:
            tally.add(kind, "accepted")
        else:
            tally.add(kind, "wrong", f"{shown!r} was accepted: {run.out[:80]!r}")
    elif valid:
        tally.add(kind, "lost", f"{shown!r}: a valid input was refused: {run.err[:120]!r}")
    elif not (run.err.startswith("error: ") and run.err.count("\n") == 1
              and run.err.endswith("\n")):
        tally.add(kind, "wrong", f"{shown!r}: refused, but not in one line: {run.err[:120]!r}")
    elif run.out and argv[:2] != ["replay", "--show"]:
        tally.add(kind, "wrong", f"{shown!r}: refused after printing {run.out[:80]!r}")
    elif written and os.path.exists(written):
        tally.add(kind, "wrong", f"{shown!r}: refused, but wrote {written}")
    else:
        tally.add(kind, "refused")


def _reads(record: Record, command: list[str]) -> bool:
    """Whether the library reads `record` as `command` needs it (the verdict the command line
    must give)."""
    try:
        replay(record)
        if command[0] == "link":
            links.encode(record, moves="--no-moves" not in command)
    except Exception:       # RecordError; anything else the command line is judged on itself
        return False
    return True


def _write(folder: str, content: str | bytes, name: str = "game.json") -> str:
    path = os.path.join(folder, name)
    with open(path, "wb") as f:
        f.write(content if isinstance(content, bytes) else content.encode("utf-8",
                                                                          "surrogatepass"))
    return path


def _hostile_records(rng: random.Random, real: list[Record], count: int) -> list:
    """Record files' contents the records surface makes, a sample of `count` of them."""
    made = []
    for record in real:
        data = record.to_json()
        made += [("loose types", c) for c in record_inputs.loosened(rng, data)]
        made += [("unknown keys", c) for c in record_inputs.with_unknown_keys(rng, data)]
        made += [("bad players", c) for c in record_inputs.with_bad_players(rng, data)]
        made += [("random", record_inputs.changed_at_random(rng, data)) for _ in range(3)]
    made = rng.sample(made, min(count, len(made)))
    huge = record_inputs.with_huge_values(rng, real[0].to_json())
    made += [("huge values", c) for c in rng.sample(huge, min(len(huge), max(2, count // 200)))]
    made += [("random", bytes(rng.randrange(256) for _ in range(rng.randrange(100)))),
             ("random", "{"), ("random", ""), ("random", "null")]
    return [(kind, c if isinstance(c, (str, bytes)) else json.dumps(c)) for kind, c in made]


def probe(rng: random.Random, scale: float) -> Tally:
    folder = tempfile.mkdtemp(prefix="probe-cli-")
    try:
        return _probe(rng, scale, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _probe(rng: random.Random, scale: float, folder: str) -> Tally:
    tally = Tally()
    processes = []                      # (kind, argv, valid, written) also run for real
    always = []                         # of them, the ones that run for real at any scale
    real = [real_record(rng, stop=rng.choice([None, 0, 2, 4])) for _ in
            range(max(3, round(100 * scale)))]
    for record in real:                 # hostile text where it is allowed: programs, reasons
        if rng.random() < 0.5:
            seat = rng.randrange(len(record.players))
            record.players[seat] = "cmd:bot " + hostile_text(rng, 5)
    _valid_records(tally, rng, folder, real, processes)
    _bad_records(tally, rng, folder, real, round(1500 * scale), processes)
    _bad_links(tally, rng, folder, real, round(800 * scale), processes)
    _hostile_names(tally, folder, real, always)
    _hostile_file_names(tally, folder, always)
    sample = always + rng.sample(processes, min(len(processes), max(3, round(40 * scale))))
    for kind, argv, valid, written in sample:
        encoding = rng.choice(["utf-8", "ascii", "latin-1"])
        _judge(tally, f"{kind} (process)", argv, _as_process(argv, encoding), valid, written)
    return tally


def _valid_records(tally: Tally, rng: random.Random, folder: str, real: list,
                   processes: list) -> None:
    """Every reader on real records (a few each), and each one without a program seat as a
    link and back."""
    for number, record in enumerate(real):
        path = _write(folder, record.dumps(), f"valid{number}.json")
        # A review of a whole game searches every move (seconds): only short ones here.
        commands = [c for c in READERS if c[0] != "review" or len(record.moves) <= 2]
        for command in rng.sample(commands, min(3, len(commands))):
            argv = [*command, path]
            valid = _reads(record, command)
            _judge(tally, "valid record" if valid else "program seat", argv,
                   _in_process(argv), valid)
            processes.append(("valid record" if valid else "program seat", argv, valid, None))
        if not any(p.startswith("cmd:") for p in record.players):
            link = links.encode(record, moves=rng.random() < 0.8)
            out = os.path.join(folder, f"back{number}.json")
            argv = ["link", "--decode", link, "--record", out]
            _judge(tally, "valid link", argv, _in_process(argv), True)
            if not os.path.exists(out):
                tally.add("valid link", "lost", f"{link}: no record written")


def _bad_records(tally: Tally, rng: random.Random, folder: str, real: list, count: int,
                 processes: list) -> None:
    """`count` damaged or crafted record files, each given to a reader."""
    for number, (kind, content) in enumerate(_hostile_records(rng, real, count)):
        path = _write(folder, content, f"bad{number}.json")
        command = rng.choice(READERS)
        argv = [*command, path]
        try:
            valid = _reads(Record.load(path), command)
        except Exception:
            valid = False
        if valid and kind != "random":       # the records surface judges the reader itself
            valid = False
        if command[0] == "review" and valid:
            command, argv = ["replay"], ["replay", path]     # a long review proves nothing here
        _judge(tally, kind, argv, _in_process(argv), valid)
        if rng.random() < 0.02:
            processes.append((kind, argv, valid, None))


def _bad_links(tally: Tally, rng: random.Random, folder: str, real: list, count: int,
               processes: list) -> None:
    """`count` links changed, cut, random or crafted, each decoded."""
    plain = [r for r in real if not any(p.startswith("cmd:") for p in r.players)]
    for number in range(count):
        record = rng.choice(plain)
        text = links.encode(record)
        kind = rng.choice(["changed link", "cut link", "random link", "crafted link"])
        if kind == "changed link":
            at = rng.randrange(len(text))
            bad = text[:at] + rng.choice(PIECES + list(codes.ALPHABET)) + text[at + 1:]
        elif kind == "cut link":
            bad = text[:rng.randrange(len(text))]
        elif kind == "random link":
            bad = hostile_text(rng, 8)
        else:
            bad = codes.wrap(bytes(rng.randrange(256) for _ in range(rng.randrange(80))))
        out = os.path.join(folder, f"link{number}.json")
        argv = ["link", "--decode", bad, "--record", out]
        try:
            valid = links.decode(bad) == record
        except Exception:
            valid = False
        _judge(tally, kind, argv, _in_process(argv), valid, None if valid else out)
        if rng.random() < 0.02:
            processes.append((kind, argv, valid, None if valid else out))


def _hostile_names(tally: Tally, folder: str, real: list, always: list) -> None:
    """Oversized links, and records whose player names are huge, broken or terminal codes."""
    for text in ["?g=1" + "0" * 10_000_000, "x" * 20_000]:
        argv = ["link", "--decode", text]
        _judge(tally, "oversize", argv, _in_process(argv), False)
    record = real[0].to_json()
    for number, name in enumerate(["x" * 10_000_000, "\ud800", "\x1b[2J", "\x9b2J", "cmd:",
                                   "a friend"]):
        path = _write(folder, json.dumps({**record, "players": [name] + record["players"][1:]}),
                      f"name{number}.json")
        for command in READERS:
            argv = [*command, path]
            start = time.perf_counter()
            _judge(tally, "hostile name", argv, _in_process(argv), False)
            if time.perf_counter() - start > 2:
                tally.add("hostile name", "crashed", f"{command} took "
                                                     f"{time.perf_counter() - start:.1f} s")
        always.append(("hostile name", ["link", path], False, None))


def _hostile_file_names(tally: Tally, folder: str, always: list) -> None:
    """Files whose names are terminal codes, broken, missing, a folder, or standard input."""
    for name in ["\x1b[2J.json", "a\nb.json", "\udcff.json", "\u202e.json", "missing/x.json",
                 "", "-", "\\x1b.json", folder]:
        for command in READERS:
            argv = [*command, os.path.join(folder, name) if name != folder else folder]
            if name == "-":
                argv = [*command, "-"]
            _judge(tally, "hostile file name", argv, _in_process(argv), False)
        always.append(("hostile file name", ["replay", os.path.join(folder, name)], False,
                       None))
