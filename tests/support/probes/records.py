"""The records surface: record files (game/table/records.py) as a careless writer, a broken
disk or an attacker gives them, read as every reader reads them (`Record.load`, then
`replay`).

- valid: records of real games of every game, variant, table size and option, finished, in
  progress and forfeited, with every kind of seat (people, the game's players, programs),
  with and without a seed, in any key order and layout: each must read whole and round-trip;
  and the same with free text where docs/records.md allows it (a forfeit's reason, a
  program's command line) holding control characters and lone surrogates;
- loose types: each documented field given the value of a near type (`true` for 1, `1.0`,
  `"1"`, `false` for seat 0, a string for a list ...);
- unknown keys: in the record, its setup, its options, its result and its forfeit;
- huge values: a name, a move, the moves, the setup, a seed, nesting, the file itself;
- bad players: seats that are not seats of the game;
- random: any change to a real record at any place, bytes that are not UTF-8, JSON of any
  shape: judged by the rules of docs/records.md written out again here.

Refused: a RecordError.  Accepted: a valid record read whole.  Wrong: something against the
documented rules read, or a record that does not come back the same.  Crashed: any other
exception or more than a few seconds.  Lost: a valid record refused."""

from __future__ import annotations

import json
import os
import random
import tempfile
import time

from game.table.records import Record, RecordError, replay

from ..probe import Tally
from .games import Hang, hostile_text, real_record, time_limit

LIMIT = 5.0
FIELDS = {"format", "game", "variant", "options", "players", "seed", "setup", "moves",
          "result"}


def _integer(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def documented(data) -> str | None:
    """What in `data` docs/records.md's rules of types refuse, or None: the reader's rules
    written again without the reader, for judging what it accepts."""
    if not isinstance(data, dict) or not set(data) <= FIELDS:
        return "not an object of the record's fields"
    if not (_integer(data.get("format")) and data["format"] == 1):
        return f"format {data.get('format')!r}"
    if not all(isinstance(data.get(k), t) for k, t in
               (("game", str), ("variant", str), ("options", dict), ("players", list),
                ("setup", dict), ("moves", list))):
        return "a field of the wrong type"
    if not all(isinstance(p, str) and len(p) <= 1000 for p in data["players"]):
        return "a seat that is not a name"
    if not all(isinstance(m, str) and len(m) <= 32 for m in data["moves"]) \
            or len(data["moves"]) > 1000:
        return "a move that is not one"
    seed = data.get("seed")
    if seed is not None and not _integer(seed):
        return f"seed {seed!r}"
    result = data.get("result")
    if result is not None:
        n = len(data["players"])
        if not (isinstance(result, dict) and set(result) <= {"scores", "winners", "reason",
                                                            "forfeit"}
                and isinstance(result.get("scores"), list) and len(result["scores"]) == n
                and all(_integer(s) for s in result["scores"])
                and isinstance(result.get("winners"), list)
                and all(_integer(w) and 0 <= w < n for w in result["winners"])
                and isinstance(result.get("reason"), str)):
            return "a result of the wrong shape"
        forfeit = result.get("forfeit", {"seat": 0, "reason": ""})
        if not (isinstance(forfeit, dict) and set(forfeit) == {"seat", "reason"}
                and _integer(forfeit["seat"]) and isinstance(forfeit["reason"], str)):
            return "a forfeit of the wrong shape"
    return None


def _read(tally: Tally, kind: str, text: str | bytes, valid: bool = False,
          expected: Record | None = None) -> None:
    """Read the record file holding `text` as the command line and the app read one."""
    with tempfile.NamedTemporaryFile("wb", suffix=".json", delete=False) as f:
        f.write(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"))
    start = time.perf_counter()
    try:
        with time_limit(LIMIT):
            record = Record.load(f.name)
            replay(record)
    except RecordError as exc:
        if valid:
            tally.add(kind, "lost", f"a valid record was refused: {exc}")
        else:
            tally.add(kind, "refused")
        return
    except (Hang, Exception) as exc:
        tally.add(kind, "crashed", f"{type(exc).__name__}: {str(exc)[:120]}")
        return
    finally:
        os.unlink(f.name)
    seconds = time.perf_counter() - start
    data = json.loads(text)
    problem = documented(data)
    if seconds > LIMIT:
        tally.add(kind, "crashed", f"took {seconds:.1f} s")
    elif problem:
        tally.add(kind, "wrong", f"read a record with {problem}")
    elif Record.loads(record.dumps()) != record or (expected and record != expected):
        tally.add(kind, "wrong", "the record does not come back the same")
    elif not valid and kind != "random":
        tally.add(kind, "wrong", f"read: {text[:100]!r}")
    else:
        tally.add(kind, "accepted")


def _dumps(rng: random.Random, data) -> str:
    """JSON of `data` in one of the layouts a writer might use."""
    items = list(data.items()) if isinstance(data, dict) else None
    if items and rng.random() < 0.3:
        rng.shuffle(items)
        data = dict(items)
    text = json.dumps(data, indent=rng.choice([None, 1, 4]), ensure_ascii=rng.random() < 0.7)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:      # a lone surrogate has no UTF-8: only its JSON escape
        text = json.dumps(data)
    return text


def loosened(rng: random.Random, data: dict) -> list[dict]:
    """Copies of `data` with one field of a near type, or of a value the rules refuse."""
    n = len(data["players"])
    changes = [("format", True), ("format", 1.0), ("format", "1"), ("format", 2),
               ("format", None), ("format", [1]), ("game", ["collapsi"]), ("game", None),
               ("variant", 1), ("options", []), ("options", None), ("players", "expert,random"),
               ("players", {"0": "expert"}), ("setup", []), ("setup", None), ("moves", "c4 a3"),
               ("moves", None), ("seed", True), ("seed", 7.0), ("seed", "7"), ("seed", [7]),
               ("result", []), ("result", "won"), ("result", True)]
    out = []
    for key, value in changes:
        out.append({**data, key: value})
    out.append({k: v for k, v in data.items() if k != "format"})
    needed = rng.choice(["game", "variant", "options", "players", "setup", "moves"])
    out.append({k: v for k, v in data.items() if k != needed})
    if data["moves"]:
        for value in (1, True, None, ["c4"], 1.5):
            moves = list(data["moves"])
            moves[rng.randrange(len(moves))] = value
            out.append({**data, "moves": moves})
    for value in (1, True, None, ["expert"]):
        players = list(data["players"])
        players[rng.randrange(n)] = value
        out.append({**data, "players": players})
    result = data.get("result")
    if result:
        for change in ({"winners": [False]}, {"winners": [True]}, {"winners": [-1]},
                       {"winners": [n]}, {"winners": [0, 0]}, {"winners": ["0"]},
                       {"winners": [0.0]}, {"winners": None}, {"scores": [True] * n},
                       {"scores": [1.0] * n}, {"scores": [0] * (n + 1)}, {"scores": None},
                       {"scores": ["1"] * n}, {"reason": None}, {"reason": 1},
                       {"forfeit": None}, {"forfeit": []}, {"forfeit": {"seat": True,
                                                                        "reason": "x"}},
                       {"forfeit": {"seat": n, "reason": "x"}},
                       {"forfeit": {"seat": 0, "reason": None}}):
            out.append({**data, "result": {**result, **change}})
        out.append({**data, "result": {k: v for k, v in result.items() if k != "reason"}})
    return out


def with_unknown_keys(rng: random.Random, data: dict) -> list[dict]:
    """Copies of `data` with a key nobody documented."""
    key = rng.choice(["x", "comment", "Game", "format ", "setup2", "", "\x1b", "__proto__"])
    out = [{**data, key: rng.choice([1, "x", None, {}, []])},
           {**data, "setup": {**data["setup"], key: rng.choice([1, "x", None, [0] * 100])}},
           {**data, "options": {**data["options"], key: "x"}},
           {**data, "options": {**data["options"], "board": rng.choice([True, 1, None,
                                                                         "Shifting"])}}]
    upper = {k.upper(): v for k, v in data["setup"].items()}
    out.append({**data, "setup": upper})
    if data.get("result"):
        out.append({**data, "result": {**data["result"], key: 1}})
        out.append({**data, "result": {**data["result"],
                                       "forfeit": {"seat": 0, "reason": "x", key: 1}}})
    return out


def with_huge_values(rng: random.Random, data: dict) -> list:
    """Copies of `data` (or text) with one value far beyond any real one."""
    n = len(data["players"])
    name = "x" * rng.choice([1001, 80_000, 10_000_000])
    out = [{**data, "players": [name] + data["players"][1:]},
           {**data, "players": ["cmd:" + name] + data["players"][1:]},
           {**data, "moves": data["moves"] + ["a1"] * 1001},
           {**data, "moves": ["a1" * 100_000]},
           {**data, "setup": {**data["setup"], "x": "y" * 5_000}},
           {**data, "setup": {k: [v] * 10_000 for k, v in data["setup"].items()}},
           {**data, "players": data["players"] * 100},
           {**data, "options": {str(i): i for i in range(10_000)}}]
    text = _dumps(rng, data)
    out.append(text.replace('"seed": ', '"seed": ' + "9" * 5000 + "0 * ", 1)
               if '"seed": ' in text else text)
    out.append(json.dumps({**data, "seed": None}).replace('"seed": null', '"seed": '
                                                                          + "9" * 4400))
    out.append("[" * 100_000 + "]" * 100_000)
    out.append('{"format": 1, "game": ' + "[" * 50_000 + "]" * 50_000 + "}")
    out.append(text + " " * (16 << 20))             # beyond the file's limit
    out.append({**data, "result": {"scores": [0] * n, "winners": list(range(n)) * 1000,
                                   "reason": "x"}})
    return out


def with_bad_players(rng: random.Random, data: dict) -> list[dict]:
    name = rng.choice([p for p in data["players"] if not p.startswith("cmd:")] or ["expert"])
    seats = ["a friend", "Expert", " expert", "expert ", "human\n", "", "cmd:", "cmd:   ",
             "robot", "HUMAN", name + "\x00", "\x1b[2J" + name, "?" + hostile_text(rng),
             "greedy3", "level:expert", "cmd"]
    out = []
    for seat in seats:
        players = list(data["players"])
        players[rng.randrange(len(players))] = seat
        out.append({**data, "players": players})
    return out


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _paths(inner, prefix + (index,))


def _random_value(rng: random.Random, depth: int = 0):
    makers = [lambda: None, lambda: rng.random() < 0.5, lambda: rng.randint(-5, 10),
              lambda: rng.random() * 10, lambda: hostile_text(rng),
              lambda: rng.choice(["c4", "human", "expert", "R", "JJAA", ""]),
              lambda: [_random_value(rng, depth + 1) for _ in range(rng.randrange(4))],
              lambda: {hostile_text(rng, 1): _random_value(rng, depth + 1)
                       for _ in range(rng.randrange(3))}]
    return makers[rng.randrange(len(makers) if depth < 3 else len(makers) - 2)]()


def changed_at_random(rng: random.Random, data: dict):
    data = json.loads(json.dumps(data))
    path = rng.choice(list(_paths(data))[1:])
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    kind = rng.randrange(3)
    if kind == 0:
        parent[key] = _random_value(rng)
    elif kind == 1:
        del parent[key]
    elif isinstance(parent, dict):
        parent[hostile_text(rng, 1)] = _random_value(rng)
    else:
        parent.insert(key, _random_value(rng))
    return data


def probe(rng: random.Random, scale: float) -> Tally:
    tally = Tally()
    real = [real_record(rng, stop=rng.choice([None, None, 0, 5, 20]))
            for _ in range(max(2, round(250 * scale)))]
    for record in real:
        data = record.to_json()
        _read(tally, "valid", _dumps(rng, data), valid=True, expected=record)
        without = {k: v for k, v in data.items()
                   if not (k in ("seed", "result") and v is None)}
        _read(tally, "valid", _dumps(rng, without), valid=True, expected=record)
        if data["result"] and "forfeit" in data["result"]:       # free text: allowed
            reason = hostile_text(rng, 6)
            forfeit = {**data["result"]["forfeit"], "reason": reason}
            changed = {**data, "result": {**data["result"], "forfeit": forfeit}}
            _read(tally, "valid", _dumps(rng, changed), valid=True)
        players = list(data["players"])
        players[rng.randrange(len(players))] = "cmd:" + hostile_text(rng, 6) + "x"
        _read(tally, "valid", _dumps(rng, {**data, "players": players}), valid=True)
    for record in real:
        data = record.to_json()
        for kind, cases in (("loose types", loosened(rng, data)),
                            ("unknown keys", with_unknown_keys(rng, data)),
                            ("bad players", with_bad_players(rng, data))):
            for case in rng.sample(cases, max(1, round(len(cases) * min(1.0, scale)))):
                _read(tally, kind, _dumps(rng, case))
    for record in real[:max(1, round(20 * scale))]:
        for case in with_huge_values(rng, record.to_json()):
            _read(tally, "huge values", case if isinstance(case, str) else _dumps(rng, case))
    for _ in range(round(2000 * scale)):
        _read(tally, "random", _dumps(rng, changed_at_random(rng, rng.choice(real).to_json())))
    for _ in range(round(200 * scale)):
        text = rng.choice([bytes(rng.randrange(256) for _ in range(rng.randrange(200))),
                           json.dumps(_random_value(rng)),
                           real[0].dumps()[:rng.randrange(len(real[0].dumps()))],
                           b"\xef\xbb\xbf" + real[0].dumps().encode(),
                           real[0].dumps().encode("utf-16")])
        _read(tally, "random", text)
    return tally
