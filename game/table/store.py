"""What the table remembers between sessions (puzzles solved, ...): small JSON values by key.

Natively each key is a file `<key>.json` in the user's data folder (GAME_TABLE_DATA overrides
it, which the tests use); in the browser it is a `localStorage` entry `game-table.<key>`.

Writes are atomic.  Natively the value goes to `<key>.json.tmp`, is flushed to the disk
(fsync) and renamed over `<key>.json` (os.replace): whenever the app stops, the file holds
the old value or the new one, whole.  A removal flushes the folder first, so that what was
written before it is on the disk before anything is taken away.  In the browser one
`setItem` is whole, and where a value moves the new key is written before the old one is
removed.

Reads never hang and never read without end: a file is opened without blocking
(O_NONBLOCK, so a FIFO does not wait for a writer), must be a regular file (not a FIFO, a
directory, or a device behind a link) and is read up to CAP bytes.

A value that cannot be used (unreadable, not a regular file, larger than CAP, not UTF-8, not
JSON, not of the expected shape) is damaged: it is set aside as it is, renamed
`<key>.json.damaged` (`.damaged.2`, ... when that name is taken) or copied under
`game-table.<key>.damaged` in the browser, `damage` says what and why (saves.news turns it
into words for the player) and the default takes its place.  A key's first write in a
session reads what is there first, so nothing is written over a value nobody looked at.  If
a damaged value cannot even be set aside it stays where it is, `stuck` says why, and every
write to that key is refused until it has been moved away: a damaged file is never
overwritten.

Where nothing can be kept (the browser blocks the page's storage, in some private modes or
third-party frames; the storage or the disk is full) `Store.off` says so in words and the app
shows it: saves are off, and the player knows, instead of losing games silently.  In the
browser there is then no fallback to files, which would vanish with the page."""

from __future__ import annotations

import json
import os
import stat
import sys
from dataclasses import dataclass

from game.core.i18n import N_, _

PREFIX = "game-table."
CAP = 4 << 20       # bytes (characters in the browser) of one value, at most
DAMAGED = ".damaged"


def data_dir() -> str:
    """The user's data folder for the table, by platform convention."""
    override = os.environ.get("GAME_TABLE_DATA")
    if override:
        return override
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA") or os.path.expanduser("~")
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")
    return os.path.join(base, "game-table")


# Why saves are off, in the player's words: marked here, and looked up where shown
# (saves.trouble: the store is opened before the player's language is known)
# Translators: why games cannot be saved, after "Saves are off: "
BLOCKED = N_("this browser does not let the page keep data (private browsing, or storage "
             "blocked for this site)")
# Translators: why games cannot be saved, after "Saves are off: "
FULL = N_("the browser's storage for this page is full")


def _local_storage():
    """(the browser's localStorage, "") or (None, why there is none) on a pygbag page, where
    it is tried with a write first; (None, "") natively and without a page (files)."""
    if sys.platform != "emscripten":
        return None, ""
    try:
        from platform import window  # type: ignore[attr-defined]  # pygbag's bridge to the page
    except ImportError:                 # WebAssembly without a page (Pyodide): files
        return None, ""
    try:
        storage = window.localStorage
        if storage is None:
            return None, BLOCKED
        storage.setItem(PREFIX + "probe", "1")
        storage.removeItem(PREFIX + "probe")
        return storage, ""
    except Exception as exc:            # noqa: BLE001 - SecurityError, QuotaExceededError...
        return None, _words(exc)


def _words(exc: Exception) -> str:
    """Why the browser refused, for the player."""
    text = str(exc)
    if "quota" in text.lower():
        return FULL
    if "security" in text.lower() or "denied" in text.lower():
        return BLOCKED
    # Translators: why games cannot be saved, after "Saves are off: "; {why} is the browser's
    # own message
    return _("the browser refused to keep data ({why})").format(why=text)


class Damaged(Exception):
    """A value that cannot be used; the message says why, for the player."""


@dataclass
class Damage:
    """A damaged value met: why it would not do, and where it was set aside (`aside`, a file
    or key name), or why it could not be (`error`: then it was left in place)."""

    why: str
    aside: str = ""
    error: str = ""


_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
    | getattr(os, "O_BINARY", 0)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        # Translators: why a kept file cannot be read: what is there instead of a file
        return _("a folder")
    if stat.S_ISFIFO(mode):
        # Translators: why a kept file cannot be read: what is there instead of a file
        return _("a pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        # Translators: why a kept file cannot be read: what is there instead of a file
        return _("a device")
    if stat.S_ISSOCK(mode):
        # Translators: why a kept file cannot be read: what is there instead of a file
        return _("a socket")
    return _("not a regular file")


def read_file(path: str, cap: int = CAP) -> bytes | None:
    """The bytes of the regular file at `path`, None if there is none; Damaged if it cannot
    be read, is not a regular file or is larger than `cap`.  Never blocks on a pipe and
    never reads more than cap + 1 bytes."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        if os.path.lexists(path):
            # Translators: why a kept file cannot be read
            raise Damaged(_("a link to nothing")) from None
        return None
    except OSError as exc:
        raise Damaged(exc.strerror or str(exc)) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            # Translators: why a kept file cannot be read; {kind} is "a folder", "a pipe"...
            raise Damaged(_("{kind}, not a file").format(kind=_kind(mode)))
        chunks, size = [], 0
        while size <= cap:
            chunk = os.read(fd, cap + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise Damaged(exc.strerror or str(exc)) from None
    finally:
        os.close(fd)
    if size > cap:
        # Translators: why a kept file cannot be read
        raise Damaged(_("larger than {n} MB").format(n=cap // (1 << 20)))
    return b"".join(chunks)


def _fsync(fd: int) -> None:
    try:
        os.fsync(fd)
    except OSError:             # a file system without it (some network mounts): still atomic
        pass


class Store:
    def __init__(self, folder: str | None = None):
        self.folder = folder or data_dir()
        self.browser, self.off = _local_storage()
        self.in_browser = self.browser is not None or bool(self.off)   # a page's storage
        self.damage: dict[str, Damage] = {}   # damaged values met, not yet told the player
        self.stuck: dict[str, str] = {}       # key -> why its damaged value is left in place
        self.refused: set[str] = set()        # stuck keys a write was refused for
        self.notes: list[str] = []            # more words for the player (saves.news)
        self.told: set[str] = set()           # words the player has been given already
        self.waiting: list = []               # finished games not yet listed (saves.finish)
        self.writes = 0                       # values written so far
        self._checked: set[str] = set()       # keys read (or written) in this session

    def _path(self, key: str) -> str:
        return os.path.join(self.folder, f"{key}.json")

    def where(self, key: str) -> str:
        """Where the value of `key` lives, for the player: its file, or its browser key."""
        return self._path(key) if not self.in_browser else PREFIX + key

    def keys(self) -> list[str]:
        """The keys that have a value (not what is set aside, nor a write cut short)."""
        try:
            if self.browser is not None:
                names = [str(self.browser.key(i)) for i in range(int(self.browser.length))]
                names = [n[len(PREFIX):] for n in names if n.startswith(PREFIX)]
            elif self.in_browser:
                return []
            else:
                names = [n[:-5] for n in os.listdir(self.folder) if n.endswith(".json")]
        except Exception:               # noqa: BLE001 - no folder yet, or the browser refusing
            return []
        return sorted(n for n in names if n and "." not in n)

    def modified(self, key: str) -> float | None:
        """When the value of `key` was last written (seconds since the epoch), where the
        store can tell: natively the file's time; None in the browser or without a value."""
        if self.in_browser:
            return None
        try:
            return os.stat(self._path(key)).st_mtime
        except OSError:
            return None

    # --- reading --------------------------------------------------------------------------------
    def read_text(self, key: str) -> str | None:
        """The stored text of `key`, None if there is none; Damaged if it cannot be used."""
        self._checked.add(key)
        if self.in_browser and self.browser is None:
            return None                 # saves are off (self.off)
        if self.browser is not None:
            try:
                text = self.browser.getItem(PREFIX + key)
            except Exception as exc:    # noqa: BLE001 - the browser refusing
                # Translators: why a kept value cannot be read; {why} is the browser's message
                raise Damaged(_("the browser would not give it: {why}").format(why=exc)) \
                    from None
            if text is None:
                return None
            text = str(text)
            if len(text) > CAP:
                raise Damaged(_("larger than {n} MB").format(n=CAP // (1 << 20)))
            return text
        data = read_file(self._path(key))
        if data is None:
            return None
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            # Translators: why a kept file cannot be read
            raise Damaged(_("not UTF-8 text")) from None

    def load(self, key: str, default, valid=lambda value: True):
        """The value stored under `key`, or `default` if there is none.  A value that cannot
        be read, is not JSON, or fails `valid` is set aside (see the module's words) and
        `default` is given instead."""
        try:
            text = self.read_text(key)
            if text is None:
                self.stuck.pop(key, None)
                return default
            try:
                value = json.loads(text)
            except (ValueError, RecursionError):
                # Translators: why a kept file cannot be read
                raise Damaged(_("not JSON")) from None
            if not valid(value):
                # Translators: why a kept file cannot be read
                raise Damaged(_("unexpected contents"))
        except Damaged as exc:
            self.set_aside(key, str(exc))
            return default
        self.stuck.pop(key, None)
        return value

    # --- setting aside ------------------------------------------------------------------------
    def _free_name(self, taken) -> str:
        """`<name>.damaged`, or `.damaged.2`, `.damaged.3`... the first one not `taken`."""
        number = 1
        while True:
            suffix = DAMAGED if number == 1 else f"{DAMAGED}.{number}"
            if not taken(suffix):
                return suffix
            number += 1

    def _move_aside(self, key: str) -> str:
        """Set the value of `key` aside as it is; the name it now has ("" if there was none).
        Raises if it could not be moved (it is then where it was, untouched)."""
        if self.browser is not None:
            name = PREFIX + key
            text = self.browser.getItem(name)
            if text is None:
                return ""
            aside = name + self._free_name(lambda s: self.browser.getItem(name + s) is not None)
            self.browser.setItem(aside, text)       # the copy first: the value never gone
            self.browser.removeItem(name)
            return aside
        if self.in_browser:
            raise OSError("the browser's storage is off")
        path = self._path(key)
        if not os.path.lexists(path):
            return ""
        aside = path + self._free_name(lambda s: os.path.lexists(path + s))
        os.rename(path, aside)
        return os.path.basename(aside)

    def set_aside(self, key: str, why: str) -> None:
        """Keep the value under `key` aside as damaged (`why`), for the player to be told
        (`damage`); if it cannot be moved it stays, and writes to `key` are refused."""
        try:
            aside = self._move_aside(key)
        except Exception as exc:        # noqa: BLE001 - OSError, or the browser refusing
            if key not in self.stuck:
                self.damage[key] = Damage(why, error=str(exc))
            self.stuck[key] = why
            return
        if aside:
            self.damage[key] = Damage(why, aside)
        self.stuck.pop(key, None)

    def _clear_to_write(self, key: str) -> bool:
        """Whether `key` may be written: its value (if any) was read in this session or is
        fine, and is not a damaged value left in place.  A stuck value is tried again: moved
        away by the player, or movable now, the key is free."""
        if key in self.stuck:
            why = self.stuck[key]
            self.set_aside(key, why)        # gone or moved now: no longer stuck
            if key in self.stuck:
                self.refused.add(key)
                return False
            self.refused.discard(key)
            return True
        if key not in self._checked:
            self.load(key, None)            # damaged: set aside first, or stuck
            return key not in self.stuck
        return True

    # --- writing ------------------------------------------------------------------------------
    def _write_file(self, key: str, data: bytes) -> None:
        """`data` as the file of `key`, atomically: a temporary file, flushed, renamed."""
        os.makedirs(self.folder, exist_ok=True)
        path = self._path(key)
        tmp = path + ".tmp"
        try:
            os.unlink(tmp)              # a write cut short earlier, or anything put there
        except FileNotFoundError:
            pass
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o666)
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                _fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise

    def save(self, key: str, value) -> bool:
        """Store `value` (JSON) under `key`; False if it was not written (`off` says why, or
        `stuck` when a damaged value is in the way)."""
        text = json.dumps(value, sort_keys=True)
        if self.in_browser and self.browser is None:
            return False                # saves are off, and self.off says why
        if not self._clear_to_write(key):
            return False
        if len(text) > CAP:
            # Translators: why games cannot be saved, after "Saves are off: "; {key} names
            # the value ("settings")
            self.off = _("a value to keep ({key}) is larger than {n} MB").format(
                key=key, n=CAP // (1 << 20))
            return False
        try:
            if self.browser is not None:
                self.browser.setItem(PREFIX + key, text)
            else:
                self._write_file(key, text.encode("utf-8"))
        except Exception as exc:               # noqa: BLE001 - a full disk must not crash play
            # Translators: why games cannot be saved, after "Saves are off: "; {folder} is
            # where, {why} the system's reason
            self.off = _words(exc) if self.browser is not None else \
                _("the game cannot write to {folder} ({why})").format(
                    folder=self.folder, why=getattr(exc, "strerror", None) or exc)
            return False
        self._checked.add(key)
        self.off = ""                   # written: whatever was full has room again
        self.writes += 1
        return True

    def _sync_folder(self) -> None:
        """Natively, the folder's entries (the renames so far) flushed to the disk."""
        if self.in_browser or not hasattr(os, "O_DIRECTORY"):
            return
        try:
            fd = os.open(self.folder, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            _fsync(fd)
        finally:
            os.close(fd)

    def remove(self, key: str) -> bool:
        """Forget the value of `key`, after everything written before it is on the disk;
        False if it could not be removed (or is a damaged value left in place)."""
        if key in self.stuck or (self.in_browser and self.browser is None):
            return False
        try:
            if self.browser is not None:
                self.browser.removeItem(PREFIX + key)
            else:
                self._sync_folder()
                os.remove(self._path(key))
        except FileNotFoundError:
            pass
        except Exception as exc:        # noqa: BLE001 - OSError, or the browser refusing
            print(f"cannot remove {key}: {exc}", file=sys.stderr)
            return False
        return True
