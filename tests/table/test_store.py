"""Damaged data is never silently replaced (game/table/store.py, saves.py): whatever is in the
data folder is loaded, or set aside byte for byte with words for the player; reads never
block nor run on; a value that cannot be set aside is left in place and never written over;
entries of the list of finished games that do not replay are kept aside, not dropped."""

from __future__ import annotations

import contextlib
import json
import os
import pickle
import select
import shutil
import signal
import sys
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.table import saves
from game.table.registry import get_game
from game.table.session import Table
from game.table.store import CAP, PREFIX, Store
from tests.support.probes.files import fingerprint

COLLAPSI = get_game("collapsi")
POSIX = hasattr(os, "fork") and hasattr(os, "mkfifo") and sys.platform != "emscripten"


def a_game(moves: int, seed: int = 2) -> Table:
    table = Table.deal(COLLAPSI, "standard", {}, ["human", "easy"], seed)
    for _ in range(moves):
        if table.is_over():
            break
        table.play(table.state.legal_moves()[0])
    return table


def finished(seed: int):
    table = a_game(100, seed)
    assert table.is_over()
    return table.record()


@contextlib.contextmanager
def within(seconds: int):
    """Fails the test instead of hanging it (a read that blocks on a pipe...)."""
    def late(*_):
        raise TimeoutError(f"still running after {seconds} s")
    old = signal.signal(signal.SIGALRM, late)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


# --- damage of every kind, in the three places a player's data lives ---------------------------
def _bytes(data):
    def make(path):
        with open(path, "wb") as f:
            f.write(data)
    return make


def _folder(path):
    os.mkdir(path)
    with open(os.path.join(path, "inside.txt"), "w") as f:
        f.write("kept")


DAMAGE = {       # how to damage a value, and the words that say why it was set aside
    "not UTF-8": (_bytes(b'{"sound": "\xff\xfe"}'), "(not UTF-8 text)"),
    "not JSON": (_bytes(b'{"format": 1, "game": "coll'), "(not JSON)"),
    "empty": (_bytes(b""), "(not JSON)"),
    "wrong shape": (_bytes(b'"a string where a list or an object belongs"'),
                    "(unexpected contents)"),
    "larger than the cap": (_bytes(b" " * CAP + b"[]"), "(larger than 4 MB)"),
    "a pipe": (lambda path: os.mkfifo(path), "(a pipe, not a file)"),
    "a folder": (_folder, "(a folder, not a file)"),
    "a link to /dev/zero": (lambda path: os.symlink("/dev/zero", path),
                            "(a device, not a file)"),
    "a link to nothing": (lambda path: os.symlink(path + ".gone", path), "(a link to nothing)"),
}


def read_as_the_app(store, key):
    """The app's read of `key` and what it gives when nothing usable is there."""
    if key == "save-collapsi":
        record, problem = saves.load_current(store, "collapsi")
        return record, problem
    if key == "history":
        return saves.load_history(store), ""
    return store.load("settings", {}, valid=lambda v: isinstance(v, dict)), ""


@pytest.mark.skipif(not POSIX, reason="pipes and links of a POSIX file system")
@pytest.mark.parametrize("key", ["save-collapsi", "history", "settings"])
@pytest.mark.parametrize("damage", list(DAMAGE))
def test_damage_of_every_kind_is_set_aside_as_it_is_and_told_once(tmp_path, key, damage):
    path = str(tmp_path / f"{key}.json")
    make, why = DAMAGE[damage]
    make(path)
    before = fingerprint(path)
    store = Store(str(tmp_path))
    with within(10):
        value, problem = read_as_the_app(store, key)
    assert not value                                    # the default: nothing to use
    assert not os.path.lexists(path)
    assert fingerprint(path + ".damaged") == before     # set aside as it was
    told = ([problem] if problem else []) + saves.news(store)
    assert len(told) == 1 and f"could not be read {why}" in told[0]
    assert f"set aside as {key}.json.damaged" in told[0]
    assert saves.news(store) == []                      # once
    # the next write makes a fresh value and leaves the damaged one alone
    assert store.save(key, {"fresh": 1} if key != "history" else [])
    assert os.path.isfile(path) and fingerprint(path + ".damaged") == before


def test_damage_found_again_is_set_aside_under_a_new_name(tmp_path):
    path = tmp_path / "settings.json"
    for text in ["not json 1", "not json 2", "not json 3"]:
        path.write_text(text)
        assert Store(str(tmp_path)).load("settings", {}) == {}
    assert (tmp_path / "settings.json.damaged").read_text() == "not json 1"
    assert (tmp_path / "settings.json.damaged.2").read_text() == "not json 2"
    assert (tmp_path / "settings.json.damaged.3").read_text() == "not json 3"


def test_a_save_that_does_not_replay_is_set_aside_with_its_reason(tmp_path):
    record = a_game(3).record().to_json()
    record["moves"][1] = "z9"
    for key, data in (("save-collapsi", record),
                      ("save-collapsi", {**a_game(2).record().to_json(),
                                         "players": ["human", "grandmaster"]})):
        text = json.dumps(data)
        (tmp_path / f"{key}.json").write_text(text)
        store = Store(str(tmp_path))
        got, problem = saves.load_current(store, "collapsi")
        assert got is None and "set aside" in problem
        aside = sorted(tmp_path.glob("save-collapsi.json.damaged*"))[-1]
        assert aside.read_text() == text
    assert "grandmaster" in problem


def test_a_write_never_goes_through_a_link_left_at_its_temporary_name(tmp_path):
    target = tmp_path / "elsewhere.txt"
    target.write_text("the player's own file")
    os.symlink(target, tmp_path / "settings.json.tmp")
    store = Store(str(tmp_path))
    assert store.save("settings", {"sound": False})
    assert target.read_text() == "the player's own file"
    assert json.loads((tmp_path / "settings.json").read_text()) == {"sound": False}
    assert not os.path.lexists(tmp_path / "settings.json.tmp")


def test_the_first_write_of_a_key_reads_it_first(tmp_path):
    """Nothing is written over a value nobody looked at in this session."""
    (tmp_path / "setup-collapsi.json").write_bytes(b"\x00\x01 not json")
    store = Store(str(tmp_path))
    assert store.save("setup-collapsi", {"variant": "standard"})
    assert (tmp_path / "setup-collapsi.json.damaged").read_bytes() == b"\x00\x01 not json"
    assert "The Collapsi setup last chosen could not be read" in saves.news(store)[0]


# --- what cannot be set aside is left in place ---------------------------------------------------
def as_another_user(work):
    """`work()` run in a child process as a user without root's power over files (nobody,
    when the tests run as root), its result handed back; a hang or a crash fails."""
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(reader)
        try:
            if os.geteuid() == 0:
                os.setgid(65534)
                os.setuid(65534)
            result = ("ok", work())
        except BaseException as exc:        # noqa: BLE001 - handed to the parent
            result = ("error", repr(exc))
        os.write(writer, pickle.dumps(result))
        os._exit(0)
    os.close(writer)
    ready = select.select([reader], [], [], 20)[0]
    if not ready:
        os.kill(pid, signal.SIGKILL)
    data = b""
    while ready and (chunk := os.read(reader, 65536)):
        data += chunk
    os.close(reader)
    os.waitpid(pid, 0)
    assert ready, "the child hung"
    kind, value = pickle.loads(data)
    assert kind == "ok", value
    return value


@pytest.fixture
def shared_folder():
    """A data folder the other user owns (outside root's private temporary folder)."""
    folder = tempfile.mkdtemp(prefix="store-")
    if os.geteuid() == 0:
        os.chown(folder, 65534, 65534)
    os.chmod(folder, 0o755)
    yield folder
    os.chmod(folder, 0o755)
    shutil.rmtree(folder)


def _planted(folder, name, data=b'{"format": 1', mode=0o000):
    path = os.path.join(folder, name)
    with open(path, "wb") as f:
        f.write(data)
    if os.geteuid() == 0:
        os.chown(path, 65534, 65534)
    os.chmod(path, mode)
    return path


@pytest.mark.skipif(not POSIX, reason="file modes and fork")
def test_an_unreadable_save_is_set_aside(shared_folder):
    path = _planted(shared_folder, "save-collapsi.json")

    def work():
        store = Store(shared_folder)
        return saves.load_current(store, "collapsi"), saves.news(store)

    (record, problem), news = as_another_user(work)
    assert record is None and "Permission denied" in problem and "set aside" in problem
    assert news == []
    assert fingerprint(path + ".damaged") == ("file", b'{"format": 1', 0)


@pytest.mark.skipif(not POSIX, reason="file modes and fork")
def test_what_cannot_be_set_aside_stays_and_its_saves_are_refused_until_moved(shared_folder):
    path = _planted(shared_folder, "save-collapsi.json")
    os.chmod(shared_folder, 0o555)                      # nothing can be renamed in it
    table = a_game(3)

    def work():
        store = Store(shared_folder)
        loaded = saves.load_current(store, "collapsi")
        refused = saves.save_current(store, table.record())
        trouble = saves.trouble(store)
        os.chmod(shared_folder, 0o755)                  # the player makes room to set aside
        written = saves.save_current(store, table.record())
        return loaded, refused, trouble, written, saves.news(store), saves.trouble(store)

    before = fingerprint(path)
    loaded, refused, trouble, written, news, after = as_another_user(work)
    assert loaded[0] is None
    assert "could not be read (Permission denied) nor set aside" in loaded[1]
    assert "nothing is written over it until it is moved away" in loaded[1]
    assert refused is False
    assert "The saved Collapsi game is not saved: a damaged copy is in the way" in trouble
    assert written is True and after == ""
    assert fingerprint(path + ".damaged") == before     # moved only once it could be
    assert news and "set aside as save-collapsi.json.damaged" in news[0]
    with open(path) as f:
        assert json.load(f)["moves"] == table.record().moves


# --- the list of finished games -----------------------------------------------------------------
def entry(record):
    return {"record": record.to_json(), "finished": "2025-01-02T03:04:05"}


def test_entries_of_the_list_that_do_not_replay_are_kept_aside_not_dropped(tmp_path):
    good = [entry(finished(s)) for s in (3, 4)]
    broken = entry(finished(5))
    broken["record"]["moves"][0] = "z9"
    entries = [good[0], broken, "not an entry", good[1]]
    (tmp_path / "history.json").write_text(json.dumps(entries))
    store = Store(str(tmp_path))
    assert saves.load_history(store) == good
    news = saves.news(store)
    assert len(news) == 1 and news[0].startswith("2 finished games in the list could not be "
                                                 "replayed (move 1 ('z9')")
    aside = json.loads((tmp_path / "history-set-aside.json").read_text())
    assert [a["entry"] for a in aside] == [broken, "not an entry"]
    assert saves.load_history(store) == good and saves.news(store) == []
    # the next finished game keeps the good entries; the broken ones stay aside
    assert saves.add_history(store, finished(6))
    assert len(saves.load_history(Store(str(tmp_path)))) == 3
    assert json.loads((tmp_path / "history-set-aside.json").read_text()) == aside


def test_entries_that_cannot_be_set_aside_stay_in_the_list(tmp_path):
    class NoRoomAside(Store):
        def save(self, key, value):
            return False if key == saves.ASIDE_KEY else super().save(key, value)

    good = entry(finished(3))
    broken = entry(finished(5))
    broken["result"] = "tampered"
    del broken["finished"]
    (tmp_path / "history.json").write_text(json.dumps([good, broken]))
    store = NoRoomAside(str(tmp_path))
    assert saves.load_history(store) == [good]
    assert "nor set aside; it is kept in the list as it is" in saves.news(store)[0]
    assert saves.add_history(store, finished(6))
    kept = json.loads((tmp_path / "history.json").read_text())
    assert kept[:2] == [good, broken] and len(kept) == 3


def test_a_damaged_history_or_settings_is_told_at_start(tmp_path):
    (tmp_path / "history.json").write_text("[{")
    (tmp_path / "settings.json").write_bytes(b'{"sound": tru\xe9}')
    store = Store(str(tmp_path))
    store.load("settings", {}, valid=lambda v: isinstance(v, dict))     # the app's first read
    saves.settle(store)
    news = saves.news(store)
    assert any(n.startswith("Your settings could not be read (not UTF-8 text") for n in news)
    assert any(n.startswith("The list of finished games could not be read (not JSON")
               for n in news)


# --- the browser -------------------------------------------------------------------------------
class Storage:
    """localStorage with a quota (characters) and a log of what was done, in order."""

    def __init__(self, quota=None):
        self.items, self.quota, self.log = {}, quota, []

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value
        self.log.append(("set", key))

    def removeItem(self, key):
        self.items.pop(key, None)
        self.log.append(("remove", key))


def browser_store(storage) -> Store:
    store = Store("/nonexistent/never/used")
    store.browser, store.in_browser = storage, True
    return store


def test_in_the_browser_damage_is_copied_aside_before_it_is_removed():
    storage = Storage()
    storage.items[PREFIX + "save-collapsi"] = "{not json"
    store = browser_store(storage)
    assert saves.load_current(store, "collapsi")[0] is None
    assert storage.items == {PREFIX + "save-collapsi.damaged": "{not json"}
    assert storage.log == [("set", PREFIX + "save-collapsi.damaged"),
                           ("remove", PREFIX + "save-collapsi")]


def test_in_the_browser_a_full_storage_leaves_damage_in_place_and_refuses_writes():
    storage = Storage()
    storage.items[PREFIX + "history"] = "[{" + "x" * 50
    storage.quota = 80                                  # no room for a copy
    store = browser_store(storage)
    assert saves.load_history(store) == []
    assert "nor set aside" in saves.news(store)[0]
    assert not saves.add_history(store, finished(3))
    assert storage.items == {PREFIX + "history": "[{" + "x" * 50}
    storage.quota = None
    assert saves.add_history(store, finished(3))
    assert storage.items[PREFIX + "history.damaged"] == "[{" + "x" * 50


def test_in_the_browser_the_list_is_written_before_the_save_is_removed():
    storage = Storage()
    store = browser_store(storage)
    table = a_game(100, 3)
    saves.save_current(store, a_game(len(table.line) - 1, 3).record())
    storage.log.clear()
    table.save(store)
    # the statistics count the game once it is safely in the list
    assert storage.log == [("set", PREFIX + "save-collapsi"), ("set", PREFIX + "history"),
                           ("remove", PREFIX + "save-collapsi"), ("set", PREFIX + "stats")]


# --- whatever the folder holds (hypothesis) -----------------------------------------------------
KEYS = ("settings", "history", "save-collapsi", "save-coloretto", "collapsi-puzzles")
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)


def _plausible():
    """Texts near what the app writes: records and lists of them, cut or with a byte
    changed."""
    record = finished(3)
    texts = [json.dumps(record.to_json()), json.dumps([entry(record)]),
             json.dumps(a_game(3).record().to_json()),
             json.dumps({"sound": False, "volume": 0.5}), json.dumps({"solved": {}})]

    def mangle(text, at, byte, how):
        data = text.encode()
        at %= len(data) + 1
        return {"whole": data, "cut": data[:at],
                "changed": data[:at] + bytes([byte]) + data[at + 1:]}[how]

    return st.builds(mangle, st.sampled_from(texts), st.integers(0, 4000),
                     st.integers(0, 255), st.sampled_from(["whole", "cut", "changed"]))


contents = st.one_of(st.binary(max_size=64), json_values.map(lambda v: json.dumps(v).encode()),
                     _plausible())


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(files=st.dictionaries(st.sampled_from(KEYS), contents, max_size=4))
def test_whatever_is_in_the_folder_is_loaded_or_set_aside_byte_for_byte(files):
    with tempfile.TemporaryDirectory() as folder:
        for key, data in files.items():
            with open(os.path.join(folder, f"{key}.json"), "wb") as f:
                f.write(data)
        store = Store(folder)
        store.load("settings", {}, valid=lambda v: isinstance(v, dict))
        saves.settle(store)
        history = saves.load_history(store)
        store.load("collapsi-puzzles", {"solved": {}},
                   valid=lambda v: isinstance(v, dict) and isinstance(v.get("solved"), dict))
        told = saves.news(store)
        names = set(os.listdir(folder))
        for key, data in files.items():
            name = f"{key}.json"
            aside = [n for n in names if n.startswith(name + ".damaged")]
            if aside:
                assert name not in names or key == "history"
                assert any(open(os.path.join(folder, n), "rb").read() == data for n in aside)
                assert any(saves.what(key) in line for line in told)
            elif key == "history":
                # entries that did not replay moved aside, the rest kept (and a finished
                # game found as a save added): none lost
                moved = []
                if saves.ASIDE_KEY + ".json" in names:
                    with open(os.path.join(folder, saves.ASIDE_KEY + ".json")) as f:
                        moved = [a["entry"] for a in json.load(f)]
                with open(os.path.join(folder, name)) as f:
                    now = json.load(f)
                assert all(e in now or e in moved for e in json.loads(data))
            elif key.startswith("save-") and name not in names:
                # a finished game found as the save went to the list
                assert any(e["record"] == json.loads(data) for e in history)
            else:
                assert open(os.path.join(folder, name), "rb").read() == data


@settings(max_examples=60, deadline=None)
@given(values=st.dictionaries(st.sampled_from(KEYS), json_values, min_size=1, max_size=3))
def test_what_is_saved_loads_back(values):
    with tempfile.TemporaryDirectory() as folder:
        store = Store(folder)
        for key, value in values.items():
            assert store.save(key, value)
        later = Store(folder)
        for key, value in values.items():
            assert later.load(key, "none") == value
        assert not [n for n in os.listdir(folder) if not n.endswith(".json")]
