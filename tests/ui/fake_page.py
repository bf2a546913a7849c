"""A stand-in for pygbag's `platform` module, so the real app runs natively with its browser
branches on (the `browser` fixture in conftest.py).

Its `window` has what the app touches: `location` (href, search, pathname), `localStorage`
(getItem gives None for a missing key, as the browser does; it can be blocked or fill up),
`navigator.clipboard.writeText`, whose promise resolves or rejects (or which is missing, as
on a page served over plain http), `navigator.share` and `navigator.canShare`, a phone's share
sheet (present or missing), and `game_page`, the page's own helpers, written here as
web/index.tmpl writes them in JavaScript (tests/web runs those in a real browser).  Promises
settle between frames, as in the browser: the first `outcome` asked of one is "pending"."""

from __future__ import annotations

import types
from urllib.parse import parse_qsl, urlencode, urlsplit


class DOMException(Exception):
    """What the browser raises (pygbag hands it over as a Python exception)."""


class Storage:
    """localStorage: a dict shared across app starts; `blocked` makes every access a
    SecurityError, `quota` (characters) a QuotaExceededError once passed."""

    def __init__(self, quota: int | None = None):
        self.items: dict[str, str] = {}
        self.quota = quota

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        value = str(value)
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise DOMException("QuotaExceededError: Failed to execute 'setItem' on 'Storage': "
                               "Setting the value exceeded the quota.")
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)


class Promise:
    def __init__(self, settle):
        self._settle = settle           # () -> (True, value) or (False, reason)

    def then(self, on_resolved, on_rejected):
        self._handlers = (on_resolved, on_rejected)

    def run(self):
        ok, value = self._settle()
        self._handlers[0 if ok else 1](value)


class Clipboard:
    def __init__(self, allow: bool):
        self.allow = allow
        self.text = None
        self.asked = []

    def readText(self):
        def settle():
            if self.allow:
                return True, self.text or ""
            return False, DOMException("NotAllowedError: Read permission denied.")
        return Promise(settle)

    def writeText(self, text):
        self.asked.append(text)

        def settle():
            if self.allow:
                self.text = text
                return True, None
            return False, DOMException("NotAllowedError: Write permission denied.")
        return Promise(settle)


class ShareSheet:
    """The Web Share API of a phone: `navigator.share(data)` opens the sheet, whose promise
    resolves when the person sends ("send"), rejects with an AbortError when they close it
    ("cancel") or with a NotAllowedError when the browser will not share ("refuse", as without
    a tap just before); `navigator.canShare(data)` answers `fits`.  `asked` keeps each
    share's data."""

    def __init__(self, answer: str, fits: bool = True):
        self.answer = answer
        self.fits = fits
        self.asked: list[dict] = []

    def share(self, data):
        self.asked.append(dict(data))
        answer = self.answer

        def settle():
            if answer == "send":
                return True, None
            if answer == "cancel":
                return False, DOMException("AbortError: Share canceled")
            return False, DOMException("NotAllowedError: Must be handling a user gesture to "
                                       "perform a share request.")
        return Promise(settle)

    def canShare(self, data):
        return self.fits


class GamePage:
    """web/index.tmpl's `window.game_page`, in Python."""

    def __init__(self, window):
        self.window = window
        games = [item for item in window.location.search.lstrip("?").split("&")
                 if item.split("=", 1)[0] == "g"]
        self.link = "?" + "&".join(games) if games else ""
        self.outcomes: dict[int, str] = {}
        self.promises: dict[int, Promise] = {}
        self.shown: list[str] = []          # texts shown selected for a manual copy
        self.failures: list[str] = []       # start-up errors shown on the page
        self.started_calls = 0
        self.fits = 0                       # the canvas fitted to the window
        self.field = None                   # the text box over "Open a link": its place ...
        self.field_value = ""               # ... and what it holds
        self.submitted = False
        self.pasted: dict[int, str] = {}
        self.languages_asked = "en-US,en"   # navigator.languages, joined
        self.catalogs: dict[str, str] = {}  # code -> "" (on its way), "-" (failed) or base64
        self.asked: list[str] = []          # the catalogs the app asked for, in order
        self.told: list[str] = []           # use_language's codes

    def languages(self):
        return self.languages_asked

    def catalog(self, code):
        self.asked.append(code)
        return self.catalogs.get(code, "-")

    def use_language(self, code):
        self.told.append(code)

    def viewport(self):
        w = self.window
        return f"{w.innerWidth},{w.innerHeight},{w.devicePixelRatio}"

    def fit_canvas(self):
        self.fits += 1
        return True

    def touch_screen(self):
        return self.window.touch

    def read_clipboard(self):
        promise = self.window.navigator.clipboard.readText()
        mark = self.settle(promise)
        original = promise._handlers        # noqa: SLF001 - FakePromise, of this module

        def resolved(value):
            self.pasted[mark] = value
            original[0](value)
        promise._handlers = (resolved, original[1])     # noqa: SLF001 - FakePromise, of this module
        return mark

    def clipboard_text(self, mark):
        return self.pasted.pop(mark, "")

    def show_field(self, x, y, w, h, text, placeholder, size):
        if self.field is None:
            self.field_value = text
        self.field = (x, y, w, h)
        return True

    def hide_field(self):
        self.field = None
        return True

    def field_text(self):
        return self.field_value

    def set_field_text(self, text):
        self.field_value = text
        return True

    def field_submitted(self):
        was, self.submitted = self.submitted, False
        return was

    def can_share(self, text, url):
        navigator = self.window.navigator
        if not hasattr(navigator, "share") or not str(url).startswith(("https://", "http://")):
            return False
        return not hasattr(navigator, "canShare") or \
            navigator.canShare(self._share_data(text, url)) is True

    def share(self, text, url):
        return self.settle(self.window.navigator.share(self._share_data(text, url)))

    def _share_data(self, text, url):
        return {"title": "Game Table", "text": str(text), "url": str(url)}

    def settle(self, promise):
        mark = len(self.promises) + 1
        self.promises[mark] = promise
        self.outcomes[mark] = "pending"
        promise.then(lambda value: self.outcomes.__setitem__(mark, "resolved"),
                     lambda reason: self.outcomes.__setitem__(mark, f"rejected: {reason}"))
        return mark

    def outcome(self, mark):
        answer = self.outcomes.get(mark, "unknown")
        promise = self.promises.pop(mark, None)
        if promise is not None:
            promise.run()               # the browser answers before the next frame
        return answer

    def show_text(self, text):
        self.shown.append(text)
        return True

    def forget_link(self):
        location = self.window.location
        kept = [(k, v) for k, v in parse_qsl(location.search.lstrip("?"), keep_blank_values=True)
                if k != "g"]
        location.search = "?" + urlencode(kept) if kept else ""
        location.href = f"{location.origin}{location.pathname}{location.search}"
        self.link = ""
        return True

    def started(self):
        self.started_calls += 1
        return True

    def failed(self, text):
        self.failures.append(str(text))
        return True


class Window:
    """`share`: "missing" (no Web Share API: a desktop browser), or what the share sheet does
    (ShareSheet: "send", "cancel", "refuse"), or "unfit" (navigator.canShare says no)."""

    def __init__(self, address: str, storage: Storage | None, clipboard: str,
                 size=(1280, 720), ratio: float = 1.0, touch: bool = False,
                 share: str = "missing"):
        self.innerWidth, self.innerHeight = size
        self.devicePixelRatio = ratio
        self.touch = touch
        parts = urlsplit(address)
        self.location = types.SimpleNamespace(
            href=address, origin=f"{parts.scheme}://{parts.netloc}", pathname=parts.path,
            search=f"?{parts.query}" if parts.query else "")
        self._storage = storage
        self.storage_blocked = False
        self.navigator = types.SimpleNamespace()
        if clipboard != "missing":
            self.navigator.clipboard = Clipboard(allow=clipboard == "allow")
        self.sheet = None
        if share != "missing":
            self.sheet = ShareSheet(share, fits=share != "unfit")
            self.navigator.share = self.sheet.share
            self.navigator.canShare = self.sheet.canShare
        self.game_page = GamePage(self)

    @property
    def localStorage(self):
        if self.storage_blocked:
            raise DOMException("SecurityError: Failed to read the 'localStorage' property from "
                               "'Window': Access is denied for this document.")
        return self._storage


def platform_module(window: Window) -> types.ModuleType:
    module = types.ModuleType("platform")
    module.window = window
    return module
