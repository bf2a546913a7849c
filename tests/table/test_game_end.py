"""The end of a game never loses it (game/table/saves.py `finish`): killed at any moment around
the end of games, every game whose end was begun is still the save or in the list of finished
games, and every file parses; on a full disk the game is kept, the player is told, and it
reaches the list once there is room."""

from __future__ import annotations

import errno
import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.table import saves
from game.table.records import Record
from game.table.registry import get_game
from game.table.session import Table
from game.table.store import Store
from tests.support.probes.files import one_move_short, play_the_end

ROOT = Path(__file__).resolve().parents[2]
COLLAPSI = get_game("collapsi")


def finished_game(seed: int) -> Record:
    """A Collapsi game played to its end by random moves, as a record."""
    rng = random.Random(seed)
    table = Table.deal(COLLAPSI, "standard", {}, ["human", "human"], seed)
    while not table.is_over():
        table.play(rng.choice(table.state.legal_moves()))
    return table.record()


def listed(folder, record: Record) -> bool:
    """`record` is in the list of finished games in `folder` (read as a file, not the app)."""
    path = os.path.join(folder, "history.json")
    if not os.path.exists(path):
        return False
    with open(path, encoding="utf-8") as f:
        entries = json.load(f)
    return any(e["record"]["setup"] == json.loads(json.dumps(record.setup))
               and e["record"]["moves"] == record.moves for e in entries)


def saved(folder, record: Record) -> str:
    """"whole" if the save in `folder` holds `record` to its end, "short" if the game but not
    its end, "" if neither."""
    path = os.path.join(folder, "save-collapsi.json")
    if not os.path.exists(path):
        return ""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if data["setup"] != json.loads(json.dumps(record.setup)) or \
            data["moves"] != record.moves[:len(data["moves"])]:
        return ""
    return "whole" if data["moves"] == record.moves else "short"


def every_file_parses(folder) -> None:
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    assert not [n for n in names if ".damaged" in n], names     # nothing was found broken
    for name in names:
        if name.endswith(".json"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                json.load(f)


def test_the_end_writes_the_list_before_removing_the_save(tmp_path):
    """The order itself, seen from the store: the save is written whole, the list gets the
    game, and only then is the save removed; the statistics come last."""
    steps = []

    class Watched(Store):
        def save(self, key, value):
            steps.append(("save", key, len(value.get("moves", [])) if key.startswith("save")
                          else len(value)))
            return super().save(key, value)

        def remove(self, key):
            steps.append(("remove", key))
            return super().remove(key)

    store = Watched(str(tmp_path))
    record = finished_game(3)
    play_the_end(store, record)
    n = len(record.moves)
    # then the statistics count it (the value's four parts: stats.empty())
    assert steps == [("save", "save-collapsi", n - 1), ("save", "save-collapsi", n),
                     ("save", "history", 1), ("remove", "save-collapsi"), ("save", "stats", 4)]
    assert listed(tmp_path, record) and not saved(tmp_path, record)


def test_a_finished_game_found_as_the_save_is_listed_at_the_next_start(tmp_path):
    """The app stopped after the save was written whole and before the list was: the next
    start (saves.settle, as the app's) lists it and removes the save; nothing to resume."""
    record = finished_game(4)
    store = Store(str(tmp_path))
    assert store.save("save-collapsi", record.to_json())
    later = Store(str(tmp_path))
    saves.settle(later)
    assert listed(tmp_path, record) and not saved(tmp_path, record)
    assert saves.load_current(later, "collapsi") == (None, "")
    assert saves.news(later) == []


def ends_cut_short(folder, games, rounds, rng, budget):
    """`rounds` times: a child process starts the app's table layer on `folder` (settle, as
    at every start), resumes the game left in progress if any, and ends games one after
    another; it is killed (SIGKILL) at a random moment of its first `budget` seconds.  After
    each kill: every file parses, every game whose end was begun is in the list, but the last
    begun, which may still be the save.
    Returns how often the last game was found only as its save, in both, or only listed."""
    found = {"save": 0, "both": 0, "list": 0}
    begun: list[int] = []
    start = 0
    for _ in range(rounds):
        reader, writer = os.pipe()
        pid = os.fork()
        if pid == 0:                            # the child: an app starting and playing on
            os.close(reader)
            code = 3
            try:
                os.write(writer, b"s")
                store = Store(folder)
                saves.settle(store)
                held = saves.load_current(store, "collapsi")[0]
                order = [k % len(games) for k in range(start, start + 50)]
                if held is not None:            # Resume: the game cut short is ended first
                    order.insert(0, next(i for i, g in enumerate(games)
                                         if g.setup == held.setup))
                for i in order:
                    play_the_end(store, games[i], lambda: os.write(writer, bytes([i])))
                code = 0
            finally:
                os._exit(code)
        os.close(writer)
        assert select.select([reader], [], [], 10)[0], "the child did not start"
        assert os.read(reader, 1) == b"s"
        time.sleep(rng.uniform(0, budget))
        os.kill(pid, signal.SIGKILL)
        status = os.waitpid(pid, 0)[1]
        assert not (os.WIFEXITED(status) and os.WEXITSTATUS(status)), "the child failed"
        data = b""
        while chunk := os.read(reader, 4096):
            data += chunk
        os.close(reader)
        begun += list(data)
        start += len(data)
        every_file_parses(folder)
        if begun:
            last = games[begun[-1]]
            for i in set(begun[:-1]) - {begun[-1]}:
                assert listed(folder, games[i]), f"game {i} was lost"
            where = (listed(folder, last), bool(saved(folder, last)))
            assert where != (False, False), f"game {begun[-1]} was lost"
            found[{(False, True): "save", (True, True): "both",
                   (True, False): "list"}[where]] += 1
        if len(set(begun)) > 60:                # a fresh folder before the list drops any
            shutil.rmtree(folder, ignore_errors=True)
            begun = []
    return found


# Pyodide has os.fork, which fails (ENOSYS)
@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "emscripten",
                    reason="needs os.fork")
def test_killed_around_the_end_of_games_no_game_is_lost(tmp_path):
    games = [finished_game(seed) for seed in range(20)]
    # how long a start and one end of a game take here: the kills are aimed at them
    scratch = str(tmp_path / "scratch")
    began = time.perf_counter()
    store = Store(scratch)
    saves.settle(store)
    settled = time.perf_counter()
    for record in games[:5]:
        play_the_end(store, record)
    end = (time.perf_counter() - settled) / 5
    budget = (settled - began) + 3 * end
    found = ends_cut_short(str(tmp_path / "data"), games, 200, random.Random(39), budget)
    assert sum(found.values()) >= 150, found
    # the kills fell before, inside and after the window where the game is in two places
    # (how many in each depends on the machine's load: at least one)
    assert found["save"] >= 1 and found["list"] >= 1 and found["both"] >= 1, found
    # and the next start finishes whatever end was cut short: a save left is a game in
    # progress (a kill before its last move), never a finished one
    store = Store(str(tmp_path / "data"))
    saves.settle(store)
    assert all(saved(str(tmp_path / "data"), record) != "whole" for record in games)


# --- a full disk ---------------------------------------------------------------------------------
def no_space(monkeypatch):
    """Every write of a file's bytes fails as on a full disk (ENOSPC)."""
    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "write", full)


def test_on_a_full_disk_the_game_is_kept_and_listed_once_there_is_room(tmp_path, monkeypatch):
    folder = str(tmp_path)
    record = finished_game(5)
    store = Store(folder)
    table = Table.from_record(one_move_short(record))
    table.save(store)
    with monkeypatch.context() as m:
        no_space(m)
        assert not saves.add_history(store, record)     # a failed write is no success
        last = next(mv for mv in table.state.legal_moves()
                    if table.state.format_move(mv) == record.moves[-1])
        table.play(last)
        table.save(store)
        assert not table.recorded
        assert saved(folder, record) == "short" and not listed(folder, record)
        words = saves.trouble(store)
        assert "No space left on device" in words
        assert "The finished game is kept as the saved game" in words
        # the next game's first save does not write over the finished one
        other = Table.from_record(one_move_short(finished_game(6)))
        assert not saves.save_current(store, other.record())
        assert saved(folder, record) == "short"
        assert saves.load_current(store, "collapsi") == (None, "")   # no Resume for it
        saves.retry(store)                              # nothing written since: not tried
        assert saved(folder, record) == "short"
    assert store.save("settings", {"sound": False})     # room again: a write succeeds
    saves.retry(store)                                  # (the app's frame does this)
    assert listed(folder, record) and not saved(folder, record)
    assert saves.trouble(store) == "" and store.waiting == []
    every_file_parses(folder)


def test_a_full_disk_at_the_end_is_finished_by_the_next_start(tmp_path, monkeypatch):
    folder = str(tmp_path)
    record = finished_game(7)
    store = Store(folder)
    Table.from_record(one_move_short(record)).save(store)
    with monkeypatch.context() as m:
        m.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(
            OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
        assert not saves.finish(store, record)
    assert saved(folder, record) == "short"
    assert not [n for n in os.listdir(folder) if n.endswith(".tmp")]   # nothing half-made
    later = Store(folder)
    saves.settle(later)
    # the save held the game but its last move: it is offered to resume, to be ended again
    resumed, problem = saves.load_current(later, "collapsi")
    assert problem == "" and resumed.moves == record.moves[:-1]
    play_the_end(later, record)
    assert listed(folder, record) and not saved(folder, record)


MOUNTED = textwrap.dedent("""
    import json, os, subprocess, sys
    sys.path.insert(0, sys.argv[2])
    folder = sys.argv[1]
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder], check=True)
    from tests.table.test_game_end import finished_game, one_move_short, listed, saved
    from game.table import saves
    from game.table.session import Table
    from game.table.store import Store
    record = finished_game(8)
    store = Store(folder)
    Table.from_record(one_move_short(record)).save(store)
    filler = os.path.join(folder, "filler")
    with open(filler, "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"x" * 4096)
        except OSError:
            pass
    ended = saves.finish(store, record)
    report = {"ended": ended, "saved": saved(folder, record), "listed": listed(folder, record),
              "trouble": saves.trouble(store)}
    os.remove(filler)
    store.save("settings", {"sound": True})     # a later write that fits: there is room
    saves.retry(store)
    report.update(after_listed=listed(folder, record), after_saved=saved(folder, record),
                  after_trouble=saves.trouble(store))
    print(json.dumps(report))
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a tmpfs is Linux's")
def test_a_real_full_tmpfs_keeps_the_game(tmp_path):
    """On a real 64 kB tmpfs filled to the last byte, when this machine lets a test mount one
    in a namespace of its own (root, or user namespaces); skipped otherwise."""
    folder = tmp_path / "small"
    folder.mkdir()
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("no unshare here")
    for flags in (["-m"], ["-r", "-m"]):
        done = subprocess.run([unshare, *flags, sys.executable, "-c", MOUNTED, str(folder),
                               str(ROOT)], capture_output=True, text=True, timeout=60,
                              cwd=ROOT)
        if done.returncode == 0:
            break
    else:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()[-200:]}")
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["ended"] is False and report["saved"] and not report["listed"]
    assert "No space left on device" in report["trouble"]
    assert "kept as the saved game" in report["trouble"]
    assert report["after_listed"] and not report["after_saved"]
    assert report["after_trouble"] == ""
