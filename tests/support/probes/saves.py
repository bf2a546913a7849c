"""The hostile probe of the saves and the data folder (tests/support/probe.py's `saves` surface).

Every case runs in a child process (os.fork) with a time limit, so a read that blocks or runs
on is counted as "crashed", as an exception is, and nothing one case does leaks into another:

* damaged data: the save of a game, the list of finished games, the settings, a setup's
  choices, the puzzles solved and the statistics, each written as a byte changed, cut short,
  not UTF-8, random bytes, deep nesting, larger than the cap, the wrong shape, a record that
  does not replay (an illegal move, an unknown player, another game's record), a pipe, a folder, a
  link to /dev/zero or to nothing, unreadable, or unreadable in a folder where nothing can be
  renamed; and whole, valid ones.  The child starts the table layer as the app does
  (settings, saves.settle, every game's save, the list), then writes to the key.  Outcomes:
  "accepted" when valid data was loaded as it is; "refused" when it was set aside byte for
  byte (or left in place with its writes refused) and the player told; "wrong" when it was
  neither loaded nor set aside and told; "lost" when what was there is gone or changed.
* damaged entries in the list of finished games: every entry is still in the list or in the
  entries set aside, and the player is told of those set aside.
* kills around the ends of games: a child ends games one after another and is killed
  (SIGKILL) at a random moment; every game whose end was begun must be the save or in the
  list, every file must parse, and the next start must finish what was cut short.
* write failures (ENOSPC, EDQUOT, EIO, EROFS) from a random write on, during a game and at
  its end: the game must still be the save or in the list, the player told while it is not
  listed, and listed once there is room (in the same session, or at the next start).
* the browser: damaged localStorage values, and a storage full at the end of a game.

Data is made only by the rules' own moves from fixed seeds and by `rng`; the data folders are
temporary."""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import pickle
import random
import select
import shutil
import signal
import tempfile
import time

from game.table import saves, stats
from game.table.records import Record
from game.table.registry import games
from game.table.session import Table
from game.table.store import CAP, PREFIX, Store
from tests.support.probe import Tally
from tests.support.probes.files import fingerprint, play_the_end

LIMIT = 10.0            # seconds a case may take before it counts as hung
STUCK = "nothing is written over it until it is moved away"    # saves.words, left in place
NOBODY = 65534


# --- genuine data -------------------------------------------------------------------------------
def _played(name: str, seed: int, moves: int | None) -> Table:
    """A game of `name` played by random legal moves: `moves` of them, or to its end."""
    game = games()[name]
    variant = game.variants[game.default_variant]
    players = max(2, min(variant.player_counts))
    table = Table.deal(game, variant.name, variant.default_options(), ["human"] * players, seed)
    rng = random.Random(seed)
    while not table.is_over() and (moves is None or len(table.line) < moves):
        table.play(rng.choice(table.state.legal_moves()))
    return table


def _statistics() -> dict:
    """The statistics of a few Collapsi games against the easy level, one with a hint, and
    of the finished games between people."""
    folder = tempfile.mkdtemp(prefix="probe-stats-")
    try:
        store = Store(folder)
        for seed in range(6):
            table = Table.deal(games()["collapsi"], "standard", {}, ["human", "easy"], 400 + seed)
            rng = random.Random(seed)
            while not table.is_over():
                table.play(rng.choice(table.state.legal_moves()))
            stats.record_game(store, table.record(), table.state.outcome().winners,
                              helped=seed == 5)
        stats.record_game(store, _played("collecto", 7, None).record(), (0,), False)
        return stats.load(store)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@dataclasses.dataclass
class Genuine:
    """Valid values of every kind the app keeps, to damage."""

    finished: list[Record]
    in_progress: list[Record]
    collapsi: list[Record]          # finished Collapsi games, all different
    statistics: dict                # statistics of rated games and games apart

    @classmethod
    def make(cls) -> Genuine:
        names = list(games())
        finished = [_played(names[i % len(names)], 100 + i, None).record() for i in range(12)]
        in_progress = [_played(name, 200 + i, 3).record() for i, name in enumerate(names)]
        collapsi = [_played("collapsi", 300 + i, None).record() for i in range(40)]
        return cls(finished, in_progress, collapsi, _statistics())

    def value(self, key: str, rng: random.Random):
        """A valid value for `key`, a copy of its own (the cases damage it)."""
        return json.loads(json.dumps(self._value(key, rng)))

    def _value(self, key: str, rng: random.Random):
        if key.startswith("save-"):
            name = key[5:]
            return next(r for r in self.in_progress if r.game == name).to_json()
        if key == saves.HISTORY_KEY:
            return [{"record": r.to_json(), "finished": "2025-05-06T07:08:09"}
                    for r in rng.sample(self.finished, rng.randint(1, 5))]
        if key == "settings":
            return {"sound": rng.random() < 0.5, "volume": 0.5, "speed": "fast"}
        if key == "setup-collapsi":
            return {"variant": "standard", "players": 2}
        if key == stats.KEY:
            return self.statistics
        return {"solved": {"A23A4J23J4A2": {"hints": False}}}


KEYS = (*(f"save-{name}" for name in games()), "history", "settings", "setup-collapsi",
        "collapsi-puzzles", stats.KEY)
SHAPES = {"save-": dict, "history": list}      # what each key's value must be


def _shape(key: str):
    return next((kind for prefix, kind in SHAPES.items() if key.startswith(prefix)), dict)


# --- damage --------------------------------------------------------------------------------------
def _text_damage(kind: str, key: str, genuine: Genuine, rng: random.Random) -> bytes:
    data = json.dumps(genuine.value(key, rng)).encode()
    at = rng.randrange(len(data))
    if kind == "valid":
        return data
    if kind == "byte changed":
        return data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
    if kind == "cut short":
        return data[:at]
    if kind == "not UTF-8":
        return data[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80"]) + data[at:]
    if kind == "random bytes":
        return rng.randbytes(rng.randrange(1, 300))
    if kind == "deep nesting":
        return b"[" * rng.randrange(1000, 200000)
    if kind == "larger than the cap":
        return b" " * CAP + data
    if kind == "wrong shape":
        return json.dumps([] if _shape(key) is dict else {"a": 1}).encode()
    value = genuine.value(key, rng)
    record = value if key.startswith("save-") else value[0]["record"]
    if kind == "illegal move":
        record["moves"][rng.randrange(len(record["moves"]))] = "z9"
    elif kind == "unknown player":
        record["players"][-1] = "grandmaster"
    elif kind == "another game's record":
        record.update(game="collecto" if record["game"] != "collecto" else "collapsi")
    elif kind == "a finished game as the save":
        value = rng.choice([r for r in genuine.finished if r.game == key[5:]]).to_json()
    return json.dumps(value).encode()


TEXT_DAMAGE = ("valid", "byte changed", "cut short", "not UTF-8", "random bytes",
               "deep nesting", "larger than the cap", "wrong shape")
RECORD_DAMAGE = ("illegal move", "unknown player", "another game's record",
                 "a finished game as the save")
FILE_DAMAGE = ("a pipe", "a folder", "a link to /dev/zero", "a link to nothing",
               "a link to a valid file", "unreadable", "unreadable, folder read-only")


def _plant(folder: str, key: str, kind: str, genuine: Genuine, rng: random.Random):
    """Put damage of `kind` at `key`'s file; the bytes a valid read must give (or None)."""
    path = os.path.join(folder, f"{key}.json")
    if kind == "a pipe":
        os.mkfifo(path)
    elif kind == "a folder":
        os.mkdir(path)
        with open(os.path.join(path, "inside"), "w") as f:
            f.write("the player's")
    elif kind == "a link to /dev/zero":
        os.symlink("/dev/zero", path)
    elif kind == "a link to nothing":
        os.symlink(path + ".gone", path)
    elif kind == "a link to a valid file":
        data = json.dumps(genuine.value(key, rng)).encode()
        with open(os.path.join(folder, "elsewhere"), "wb") as f:
            f.write(data)
        os.symlink(os.path.join(folder, "elsewhere"), path)
        return data
    else:
        data = _text_damage("valid" if kind.startswith("unreadable") else kind, key, genuine,
                            rng)
        with open(path, "wb") as f:
            f.write(data)
        if kind.startswith("unreadable"):
            os.chmod(path, 0)
            if os.geteuid() == 0:
                os.chown(path, NOBODY, NOBODY)
        return data
    return None


# --- running a case in a child ------------------------------------------------------------------
def in_child(work, as_nobody: bool = False, limit: float = LIMIT):
    """("ok", what `work()` returned) or ("crashed", why): an exception, a hang past `limit`
    seconds, or a death.  With `as_nobody`, root's power over files is dropped first."""
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(reader)
        try:
            if as_nobody and os.geteuid() == 0:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            result = ("ok", work())
        except BaseException as exc:    # noqa: BLE001 - reported by the parent
            result = ("crashed", f"{type(exc).__name__}: {exc}"[:300])
        try:
            os.write(writer, pickle.dumps(result))
        finally:
            os._exit(0)
    os.close(writer)
    data, deadline = b"", time.monotonic() + limit
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([reader], [], [], left)[0]:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(reader)
            return "crashed", f"hung for more than {limit:.0f} s"
        chunk = os.read(reader, 1 << 16)
        if not chunk:
            break
        data += chunk
    os.close(reader)
    os.waitpid(pid, 0)
    if not data:
        return "crashed", "the child died"
    return pickle.loads(data)


def start_as_the_app(store) -> dict:
    """What the app's start does with the store (settings, settle, the menu's saves), and
    then the list of finished games and a setup's choices; what each gave."""
    got = {"settings": store.load("settings", {}, valid=lambda v: isinstance(v, dict))}
    saves.settle(store)
    for name in games():
        record, problem = saves.load_current(store, name)
        got[f"save-{name}"] = record.to_json() if record is not None else None
        if problem:
            store.notes.append(problem)
    got["history"] = saves.load_history(store)
    got["setup-collapsi"] = store.load("setup-collapsi", None)
    got["collapsi-puzzles"] = store.load(
        "collapsi-puzzles", {"solved": {}},
        valid=lambda v: isinstance(v, dict) and isinstance(v.get("solved"), dict))
    got[stats.KEY] = stats.load(store)
    return got


# --- damaged data -------------------------------------------------------------------------------
def damaged_case(tally: Tally, base: str, genuine: Genuine, rng: random.Random) -> None:
    key = rng.choice(KEYS)
    kinds = TEXT_DAMAGE + FILE_DAMAGE + (RECORD_DAMAGE if key.startswith("save-") else
                                         RECORD_DAMAGE[:3] if key == "history" else ())
    kind = rng.choice(kinds)
    label = f"{key.split('-')[0] if key.startswith('save-') else key}: {kind}"
    folder = tempfile.mkdtemp(dir=base)
    try:
        os.chmod(folder, 0o755)
        data = _plant(folder, key, kind, genuine, rng)
        path = os.path.join(folder, f"{key}.json")
        before = fingerprint(path)
        nobody = kind.startswith("unreadable")
        if nobody and os.geteuid() == 0:
            os.chown(folder, NOBODY, NOBODY)
        if kind == "unreadable, folder read-only":
            os.chmod(folder, 0o555)

        def work():
            store = Store(folder)
            got = start_as_the_app(store)
            told = saves.news(store)
            fresh = [] if key == "history" else {"fresh": True}
            if key.startswith("save-"):
                fresh = genuine.value(key, random.Random(0))
            wrote = store.save(key, fresh)
            return got[key], told, wrote, saves.trouble(store)

        status, result = in_child(work, as_nobody=nobody)
        os.chmod(folder, 0o755)
        if status != "ok":
            tally.add(label, "crashed", result)
            return
        tally.add(label, *_judge(folder, key, data, before, *result))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _judge(folder, key, data, before, got, told, wrote, trouble):
    """The outcome of a damaged-data case, and what went wrong if it did."""
    name = f"{key}.json"
    path = os.path.join(folder, name)
    names = os.listdir(folder)
    aside = [n for n in names if n.startswith(name + ".damaged")]
    said = " ".join(told)
    what = saves.what(key)
    if aside:
        if not any(fingerprint(os.path.join(folder, n)) == before for n in aside):
            return "lost", f"{name} set aside changed"
        if what not in said or "set aside" not in said:
            return "wrong", f"{name} set aside without a word: {told}"
        if not wrote:
            return "wrong", f"{name} set aside, but the next write failed"
        return "refused", ""
    value = None
    try:
        value = json.loads(data) if data is not None else None
    except (ValueError, RecursionError):
        pass
    if key.startswith("save-") and isinstance(value, dict) and value.get("result") \
            and got is None:
        # a finished game found as the save: listed at the start
        history = os.path.join(folder, "history.json")
        with open(history, encoding="utf-8") if os.path.exists(history) else \
                open(os.devnull) as f:
            listed = any(e["record"] == value for e in json.load(f)) if f.name == history \
                else False
        return ("accepted", "") if listed else ("lost", f"{name}: a finished game vanished")
    if not os.path.lexists(path):
        return "lost", f"{name} is gone"
    if key in (saves.HISTORY_KEY,) and value is not None and fingerprint(path) != before:
        return _judge_entries(folder, value, got, said)
    if fingerprint(path) == before:
        if STUCK in said and not wrote and what in trouble:
            return "refused", ""                # left in place, its writes refused
        return "wrong", f"{name} neither loaded nor set aside: {said or 'no word'}"
    if data is not None and value is not None and _loaded_as_is(key, value, got):
        if not wrote:
            return "wrong", f"{name} loaded, but the next write failed"
        return "accepted", ""
    return "lost", f"{name} was changed"


def _loaded_as_is(key, value, got) -> bool:
    if key.startswith("save-"):
        return got is not None and got == Record.from_json(value).to_json()
    if key == saves.HISTORY_KEY:
        return got == value
    return got == value


def _judge_entries(folder, value, got, said):
    """The list was written again: its entries that did not replay are in the entries set
    aside, the rest in the list (and the player told)."""
    aside_path = os.path.join(folder, saves.ASIDE_KEY + ".json")
    moved = []
    if os.path.exists(aside_path):
        with open(aside_path, encoding="utf-8") as f:
            moved = [a["entry"] for a in json.load(f)]
    missing = [e for e in value if e not in got and e not in moved]
    if missing:
        return "lost", f"{len(missing)} entries of the list gone"
    if moved and "could not be replayed" not in said:
        return "wrong", "entries set aside without a word"
    return ("refused", "") if moved else ("accepted", "")


def entries_case(tally: Tally, base: str, genuine: Genuine, rng: random.Random) -> None:
    """A list of finished games with some entries damaged in place."""
    folder = tempfile.mkdtemp(dir=base)
    try:
        entries = genuine.value(saves.HISTORY_KEY, rng)
        for entry in entries:
            if rng.random() < 0.4:
                hit = rng.choice(["moves", "setup", "result", "finished", "record", "whole"])
                if hit == "moves" and entry["record"]["moves"]:
                    entry["record"]["moves"][rng.randrange(len(entry["record"]["moves"]))] = "q"
                elif hit == "setup":
                    entry["record"]["setup"] = {"bogus": rng.randrange(9)}
                elif hit == "result":
                    entry["record"]["result"] = {"scores": [9, 9], "winners": [1]}
                elif hit == "finished":
                    entry["finished"] = 20250101
                elif hit == "record":
                    entry["record"] = "a record"
                else:
                    entries[entries.index(entry)] = rng.choice([None, 7, "x", []])
        with open(os.path.join(folder, "history.json"), "w", encoding="utf-8") as f:
            json.dump(entries, f)

        def work():
            store = Store(folder)
            got = saves.load_history(store)
            return got, saves.news(store), saves.load_history(Store(folder))

        status, result = in_child(work)
        if status != "ok":
            tally.add("damaged entries of the list", "crashed", result)
            return
        got, told, again = result
        outcome, detail = _judge_entries(folder, entries, got, " ".join(told))
        if outcome in ("refused", "accepted") and again != got:
            outcome, detail = "wrong", "the list read again differs"
        tally.add("damaged entries of the list", outcome, detail)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# --- kills around the ends of games -------------------------------------------------------------
def _where(folder: str, record: Record) -> tuple[bool, bool]:
    """(in the list, the save holds it or its start) for `record`, read from the files."""
    mine = json.loads(json.dumps(record.to_json()))
    listed = held = False
    history = os.path.join(folder, "history.json")
    if os.path.exists(history):
        with open(history, encoding="utf-8") as f:
            listed = any(e["record"]["setup"] == mine["setup"]
                         and e["record"]["moves"] == mine["moves"] for e in json.load(f))
    save = os.path.join(folder, f"save-{record.game}.json")
    if os.path.exists(save):
        with open(save, encoding="utf-8") as f:
            data = json.load(f)
        held = data["setup"] == mine["setup"] and \
            data["moves"] == mine["moves"][:len(data["moves"])]
    return listed, held


def kill_chain(tally: Tally, base: str, genuine: Genuine, rng: random.Random,
               rounds: int) -> None:
    """`rounds` starts of the app on one folder, each killed at a random moment while it
    ends games; checked after every kill."""
    folder = tempfile.mkdtemp(dir=base)
    records = genuine.collapsi
    begun: list[int] = []
    try:
        for _ in range(rounds):
            start = rng.randrange(len(records))
            reader, writer = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(reader)
                code = 3
                try:
                    store = Store(folder)
                    saves.settle(store)
                    held = saves.load_current(store, "collapsi")[0]
                    order = [(start + k) % len(records) for k in range(60)]
                    if held is not None:        # Resume: the game cut short is ended first
                        order.insert(0, next(i for i, r in enumerate(records)
                                             if r.setup == held.setup))
                    os.write(writer, b"s")
                    for i in order:
                        play_the_end(store, records[i], lambda: os.write(writer, bytes([i])))
                    code = 0
                finally:
                    os._exit(code)
            os.close(writer)
            if not select.select([reader], [], [], LIMIT)[0]:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                os.close(reader)
                tally.add("killed around a game's end", "crashed", "the start hung")
                return
            time.sleep(rng.uniform(0, 0.012))
            os.kill(pid, signal.SIGKILL)
            status = os.waitpid(pid, 0)[1]
            data = b""
            while chunk := os.read(reader, 4096):
                data += chunk
            os.close(reader)
            if os.WIFEXITED(status) and os.WEXITSTATUS(status):
                tally.add("killed around a game's end", "crashed", "the child failed")
                continue
            begun += list(data.lstrip(b"s"))
            tally.add("killed around a game's end", *_after_kill(folder, records, begun))
        # the next start finishes what was cut short
        status, result = in_child(lambda: (saves.settle(Store(folder)),
                                           saves.load_current(Store(folder), "collapsi")[0]
                                           is None))
        if status != "ok":
            tally.add("the start after kills", "crashed", result)
        elif begun and _where(folder, records[begun[-1]]) == (False, False):
            tally.add("the start after kills", "lost", "the last game is gone")
        else:
            tally.add("the start after kills", "accepted")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _after_kill(folder, records, begun):
    names = os.listdir(folder)
    if [n for n in names if ".damaged" in n]:
        return "lost", "a file was found damaged after a kill"
    for name in names:
        if name.endswith(".json"):
            try:
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    json.load(f)
            except ValueError as exc:
                return "lost", f"{name} does not parse: {exc}"
    if not begun:
        return "accepted", ""
    for i in set(begun[:-1]) - {begun[-1]}:
        if not _where(folder, records[i])[0]:
            return "lost", f"game {i} is not in the list"
    if _where(folder, records[begun[-1]]) == (False, False):
        return "lost", "the game whose end was begun is gone"
    return "accepted", ""


# --- write failures -----------------------------------------------------------------------------
FAULTS = (errno.ENOSPC, errno.EDQUOT, errno.EIO, errno.EROFS)


def failure_case(tally: Tally, base: str, genuine: Genuine, rng: random.Random) -> None:
    """A game played to its end with every write failing from a random one on (the disk
    filling up, a quota, an I/O error, a read-only remount); then room again, in the same
    session or at the next start."""
    folder = tempfile.mkdtemp(dir=base)
    record = rng.choice(genuine.finished)
    begin = max(1, len(record.moves) - 8)       # the game's last moves, each saved
    fault, after = rng.choice(FAULTS), rng.randrange(0, 2 * (len(record.moves) - begin) + 4)
    where = rng.choice(["write", "replace", "create"])
    restart = rng.random() < 0.5
    label = f"write failure ({errno.errorcode[fault]}) during a game"

    def work():
        calls = {"n": 0}
        real = {"write": os.write, "replace": os.replace, "open": os.open}

        def failing(name):
            def call(*args, **kwargs):
                if name == "open" and not (args[1] & os.O_CREAT):
                    return real["open"](*args, **kwargs)
                calls["n"] += 1
                if calls["n"] > after:
                    raise OSError(fault, os.strerror(fault))
                return real[name](*args, **kwargs)
            return call

        store = Store(folder)
        table = Table.from_record(dataclasses.replace(record, moves=record.moves[:begin],
                                                      result=None))
        table.save(store)                       # the game in progress, kept before the fault
        target = {"write": "write", "replace": "replace", "create": "open"}[where]
        setattr(os, target, failing(target))
        failed = told = False
        try:
            for text in record.moves[begin:]:
                move = next(m for m in table.state.legal_moves()
                            if table.state.format_move(m) == text)
                table.play(move)
                table.save(store)
                failed = failed or calls["n"] > after
                told = told or bool(saves.trouble(store))
        finally:
            setattr(os, target, real[target])
        held = _where(folder, record)
        kept_words = saves.trouble(store)
        if restart:
            later = Store(folder)
            saves.settle(later)
            resumed = saves.load_current(later, record.game)[0]
            if resumed is not None:             # the player resumes and ends it again
                play_the_end(later, record, lambda: None)
        else:
            store.save("settings", {"sound": True})
            saves.retry(store)
        return failed, told, held, kept_words, _where(folder, record)

    try:
        status, result = in_child(work)
        if status != "ok":
            tally.add(label, "crashed", result)
            return
        failed, told, held, kept_words, after_room = result
        if held == (False, False):
            tally.add(label, "lost", f"the game is gone after {errno.errorcode[fault]}")
        elif failed and not told:
            tally.add(label, "wrong", "a write failed and the player was not told")
        elif not held[0] and not kept_words:
            tally.add(label, "wrong", "the game is not listed and nothing says so")
        elif not after_room[0] or after_room[1]:
            tally.add(label, "lost", f"not listed once there was room: {after_room}")
        else:
            tally.add(label, "refused" if failed else "accepted")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# --- the browser --------------------------------------------------------------------------------
class Storage:
    """localStorage: a quota in characters, QuotaExceededError past it."""

    def __init__(self, items, quota=None):
        self.items, self.quota = dict(items), quota

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)


def _browser_store(storage) -> Store:
    store = Store(os.devnull)
    store.browser, store.in_browser = storage, True
    return store


def browser_case(tally: Tally, genuine: Genuine, rng: random.Random) -> None:
    if rng.random() < 0.5:
        key = rng.choice(KEYS)
        kind = rng.choice(TEXT_DAMAGE[1:])
        text = _text_damage(kind, key, genuine, rng).decode("utf-8", "replace")
        full = rng.random() < 0.3               # no room even for a copy aside
        storage = Storage({PREFIX + key: text}, quota=len(text) + 40 if full else None)
        label = f"browser: damaged {key.split('-')[0]}"

        def work():
            store = _browser_store(storage)
            start_as_the_app(store)
            told = " ".join(saves.news(store))
            items = dict(storage.items)
            return items, told, store.save(key, {} if key != "history" else [])

        status, result = in_child(work)
        if status != "ok":
            tally.add(label, "crashed", result)
            return
        items, told, wrote = result
        aside = [v for k, v in items.items() if k.startswith(PREFIX + key + ".damaged")]
        moved = json.loads(items.get(PREFIX + saves.ASIDE_KEY, "[]"))
        if aside:
            ok = text in aside and saves.what(key) in told
            tally.add(label, "refused" if ok else "wrong", "" if ok else f"told {told!r}")
        elif items.get(PREFIX + key) == text and STUCK in told:
            ok = wrote is False
            tally.add(label, "refused" if ok else "lost", "" if ok else "written over")
        elif items.get(PREFIX + key) == text and "kept in the list as" in told:
            tally.add(label, "refused")         # entries that did not replay, kept in place
        elif items.get(PREFIX + key) == text:
            ok = saves.what(key) not in told and wrote
            tally.add(label, "accepted" if ok else "wrong", "" if ok else f"told {told!r}")
        elif key == saves.HISTORY_KEY and moved and "could not be replayed" in told:
            kept = json.loads(items[PREFIX + key]) + [m["entry"] for m in moved]
            ok = all(e in kept for e in json.loads(text))
            tally.add(label, "refused" if ok else "lost", "" if ok else "entries gone")
        else:
            tally.add(label, "lost", f"{key} is gone or changed")
        return
    record = rng.choice(genuine.finished)
    label = "browser: storage full at a game's end"

    def work():
        storage = Storage({})
        store = _browser_store(storage)
        table = Table.from_record(dataclasses.replace(record, moves=record.moves[:-1],
                                                      result=None))
        table.save(store)
        storage.quota = sum(len(k) + len(v) for k, v in storage.items.items()) + 30
        last = next(m for m in table.state.legal_moves()
                    if table.state.format_move(m) == record.moves[-1])
        table.play(last)
        table.save(store)
        words = saves.trouble(store)
        kept = PREFIX + f"save-{record.game}" in storage.items
        storage.quota = None
        store.save("settings", {})
        saves.retry(store)
        listed = any(e["record"]["moves"] == record.moves
                     for e in json.loads(storage.items.get(PREFIX + "history", "[]")))
        return words, kept, listed, PREFIX + f"save-{record.game}" in storage.items

    status, result = in_child(work)
    if status != "ok":
        tally.add(label, "crashed", result)
        return
    words, kept, listed, still = result
    if not kept:
        tally.add(label, "lost", "the save was removed with the list unwritten")
    elif "full" not in words:
        tally.add(label, "wrong", f"the player was told {words!r}")
    elif not listed or still:
        tally.add(label, "lost", "not listed once there was room")
    else:
        tally.add(label, "refused")


def probe(rng: random.Random, scale: float = 1.0) -> Tally:
    tally = Tally()
    if not hasattr(os, "fork"):
        tally.add("the saves probe needs os.fork", "crashed", "not on this platform")
        return tally
    genuine = Genuine.make()

    def count(base: int) -> int:
        return max(1, round(base * scale))

    base = tempfile.mkdtemp(prefix="probe-saves-")
    os.chmod(base, 0o755)
    try:
        for _ in range(count(1500)):
            damaged_case(tally, base, genuine, rng)
        for _ in range(count(200)):
            entries_case(tally, base, genuine, rng)
        for _ in range(count(60)):
            kill_chain(tally, base, genuine, rng, rounds=8)
        for _ in range(count(300)):
            failure_case(tally, base, genuine, rng)
        for _ in range(count(300)):
            browser_case(tally, genuine, rng)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    return tally
