"""What the table remembers between sessions (puzzles solved, ...): small JSON values by key.

Natively each key is a file `<key>.json` in the user's data folder (GAME_TABLE_DATA overrides
it, which the tests use); in the browser it is a `localStorage` entry.  A value that cannot be
read back is reported on stderr, set aside (renamed `<key>.json.damaged`, or copied under
`<key>.damaged` in the browser) and replaced by the default: a damaged file never stops the
app and is never silently overwritten.

Where nothing can be kept (the browser blocks the page's storage, in some private modes or
third-party frames; the storage or the disk is full) `Store.off` says so in words and the app
shows it: saves are off, and the player knows, instead of losing games silently.  In the
browser there is then no fallback to files, which would vanish with the page."""

from __future__ import annotations

import json
import os
import sys

PREFIX = "game-table."


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


BLOCKED = "this browser does not let the page keep data (private browsing, or storage " \
          "blocked for this site)"


def _local_storage():
    """(the browser's localStorage, "") or (None, why there is none) on a pygbag page, where
    it is tried with a write first; (None, "") natively and without a page (files)."""
    if sys.platform != "emscripten":
        return None, ""
    try:
        from platform import window  # pygbag's bridge to the page
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
        return "the browser's storage for this page is full"
    if "security" in text.lower() or "denied" in text.lower():
        return BLOCKED
    return f"the browser refused to keep data ({text})"


class Store:
    def __init__(self, folder: str | None = None):
        self.folder = folder or data_dir()
        self.browser, self.off = _local_storage()
        self.in_browser = self.browser is not None or bool(self.off)   # a page's storage
        self.damage: dict[str, str] = {}    # key -> what was wrong, for values set aside

    def _path(self, key: str) -> str:
        return os.path.join(self.folder, f"{key}.json")

    def _read(self, key: str) -> str | None:
        if self.in_browser and self.browser is None:
            return None                 # saves are off (self.off)
        if self.browser is not None:
            text = self.browser.getItem(PREFIX + key)
            return None if text is None else str(text)
        try:
            with open(self._path(key), encoding="utf-8") as f:
                return f.read()
        except FileNotFoundError:
            return None

    def _set_aside(self, key: str, text: str) -> None:
        if self.browser is not None:
            self.browser.setItem(PREFIX + key + ".damaged", text)
            self.browser.removeItem(PREFIX + key)
        else:
            os.replace(self._path(key), self._path(key) + ".damaged")

    def set_aside(self, key: str) -> None:
        """Keep the value under `key` aside as damaged (it read as JSON but would not do)."""
        try:
            text = self._read(key)
            if text is not None:
                self._set_aside(key, text)
        except Exception as exc:        # noqa: BLE001 - OSError, or the browser refusing
            print(f"cannot set {key} aside: {exc}", file=sys.stderr)

    def remove(self, key: str) -> None:
        try:
            if self.browser is not None:
                self.browser.removeItem(PREFIX + key)
            elif not self.in_browser and os.path.exists(self._path(key)):
                os.remove(self._path(key))
        except Exception as exc:        # noqa: BLE001 - OSError, or the browser refusing
            print(f"cannot remove {key}: {exc}", file=sys.stderr)

    def load(self, key: str, default, valid=lambda value: True):
        """The value stored under `key`, or `default` if there is none.  A value that is not
        JSON, or fails `valid`, is reported and set aside."""
        try:
            text = self._read(key)
        except Exception as exc:        # noqa: BLE001 - OSError, or the browser refusing
            print(f"cannot read {key}: {exc}", file=sys.stderr)
            return default
        if text is None:
            return default
        try:
            value = json.loads(text)
            if not valid(value):
                raise ValueError("unexpected contents")
        except ValueError as exc:
            print(f"{key} is damaged ({exc}); it was set aside and starts afresh",
                  file=sys.stderr)
            self.damage[key] = str(exc)
            try:
                self._set_aside(key, text)
            except Exception:           # noqa: BLE001 - reported above; the default goes on
                pass
            return default
        return value

    def save(self, key: str, value) -> bool:
        """Store `value` (JSON) under `key`; False (and a message) if it could not be written."""
        text = json.dumps(value, sort_keys=True)
        if self.in_browser and self.browser is None:
            return False                # saves are off, and self.off says why
        try:
            if self.browser is not None:
                self.browser.setItem(PREFIX + key, text)
            else:
                os.makedirs(self.folder, exist_ok=True)
                tmp = self._path(key) + ".tmp"
                with open(tmp, "w", encoding="utf-8") as f:
                    f.write(text)
                os.replace(tmp, self._path(key))    # never a half-written file
        except Exception as exc:               # noqa: BLE001 - a full disk must not crash play
            print(f"cannot save {key}: {exc}", file=sys.stderr)
            self.off = _words(exc) if self.browser is not None else \
                f"the game cannot write to {self.folder} ({exc})"
            return False
        self.off = ""                   # written: whatever was full has room again
        return True
