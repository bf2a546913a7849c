"""The web page around the app in the browser (pygbag): its address, the clipboard, the
share sheet, and the helpers our page defines as `window.game_page` (web/index.tmpl,
docs/web-page.md).  Every browser-only call of the app goes through here; natively each answers
as "no page".

pygbag's bridge calls JavaScript synchronously and cannot await a promise that may reject
(its `window.iterator` attaches no rejection handler, and the loader alerts on any unhandled
rejection), so a promise is handed to `game_page.settle`, which attaches both handlers at
once, and its outcome is read back later, frame by frame."""

from __future__ import annotations

import base64
import binascii
import sys

import pygame

BROWSER = sys.platform == "emscripten"


def window():
    """pygbag's `platform.window` (the page's `window`), or None natively or when the bridge
    fails."""
    if not BROWSER:
        return None
    try:
        from platform import window
        return window
    except Exception:               # noqa: BLE001 - no bridge: no page
        return None


def address() -> str | None:
    """The page's own address (links made in the browser point back to it)."""
    try:
        return str(window().location.href)
    except Exception:               # noqa: BLE001 - natively, or no address
        return None


def query() -> str:
    """The query the page was opened with ("?g=..."), "" natively or when there is none.  Our
    page keeps it as `game_page.link` (it takes from the address what pygbag's loader must not
    read); without our page, the address's own."""
    try:
        link = window().game_page.link
        return str(link or "") if link is not None else str(window().location.search or "")
    except Exception:               # noqa: BLE001
        try:
            return str(window().location.search or "")
        except Exception:           # noqa: BLE001 - natively, or no address
            return ""


def _helper(name: str, *args):
    """Call `window.game_page.<name>(*args)`; None natively or if the page lacks it."""
    try:
        return getattr(window().game_page, name)(*args)
    except Exception:               # noqa: BLE001 - an older page, or natively
        return None


def languages() -> list[str]:
    """The languages the browser prefers (`navigator.languages`, in order); [] natively."""
    answer = _helper("languages")
    return [part for part in str(answer).split(",") if part] if answer else []


def catalog(language: str) -> bytes | None:
    """`language`'s compiled catalog as the page fetches it (`locale/<code>.mo`, beside the
    page): None while it is on its way, b"" if it cannot be had, else the file's bytes.  The
    page sends them base64-encoded; natively there is no page: b""."""
    answer = _helper("catalog", language)
    if answer is None:
        return b""
    text = str(answer)
    if text == "":
        return None
    try:
        return b"" if text == "-" else base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return b""


def use_language(language: str) -> None:
    """Tell the page the app's language, so its own words (title, loading, failure) and the
    next start follow it."""
    _helper("use_language", language)


def viewport() -> tuple[float, float, float] | None:
    """The canvas's size in CSS px (the page keeps it the size of the window) and the
    device's pixel ratio; None natively or when the page cannot say."""
    answer = _helper("viewport")
    try:
        if answer is not None:
            w, h, ratio = (float(part) for part in str(answer).split(","))
        else:
            win = window()
            w, h = float(win.innerWidth), float(win.innerHeight)
            ratio = float(win.devicePixelRatio or 1)
    except Exception:               # noqa: BLE001 - natively, or a page that cannot say
        return None
    if not (w > 0 and h > 0 and ratio > 0):
        return None
    return w, h, ratio


def fit_canvas() -> None:
    """The canvas's backing store changed size: the page fits it to the window again."""
    _helper("fit_canvas")


def touch_screen() -> bool:
    """The page is on a device whose main pointer is a finger (a phone, a tablet)."""
    return str(_helper("touch_screen")) in ("true", "True", "1")


# --- a text box of the page over the canvas ("Open a link or code") -------------------------
_field_shown = False


def show_field(rect, text: str, placeholder: str, font_px: int) -> bool:
    """Show the page's text box at `rect` (x, y, w, h in CSS px of the page, where the canvas
    fills it) holding `text`: a phone's keyboard and its Paste work there.  False natively."""
    global _field_shown
    x, y, w, h = rect
    _field_shown = _helper("show_field", x, y, w, h, text, placeholder, font_px) is not None
    return _field_shown


def hide_field() -> None:
    global _field_shown
    if _field_shown:
        _helper("hide_field")
    _field_shown = False


def field_shown() -> bool:
    return _field_shown


def field_text() -> str | None:
    """What the page's text box holds now; None when it is not shown."""
    if not _field_shown:
        return None
    answer = _helper("field_text")
    return None if answer is None else str(answer)


def set_field_text(text: str) -> None:
    if _field_shown:
        _helper("set_field_text", text)


def field_submitted() -> bool:
    """Enter was pressed in the page's text box (once per press)."""
    return _field_shown and str(_helper("field_submitted")) in ("true", "True", "1")


def forget_link() -> None:
    """The page's address loses its `g` items (history.replaceState, no reload): once the
    link's game is open and saved, a reload goes on with the saved game, not the link."""
    _helper("forget_link")


_started = False


def started() -> None:
    """The app drew its first frame: the page stops watching for start-up errors."""
    global _started
    if not _started:
        _started = True
        _helper("started")


def has_started() -> bool:
    return _started


def failed(text: str) -> bool:
    """Show `text` on the page, with a way to retry (an error before the first frame, which
    would otherwise leave a blank canvas); False natively."""
    return _helper("failed", text) is not None


class Copy:
    """Putting text on the clipboard: `state` is "pending" until the browser answers, then
    "copied" or "refused" (natively it is known at once).  When the browser refuses, the
    page shows the text selected over the game for a manual copy (`shown`)."""

    def __init__(self, text: str):
        self.text = text
        self.shown = False
        self._mark = None
        if not BROWSER:
            self.state = "copied" if _put_native(text) else "refused"
            return
        self.state = "pending"
        try:
            promise = window().navigator.clipboard.writeText(text)
            self._mark = int(window().game_page.settle(promise))
        except Exception:           # noqa: BLE001 - no clipboard API (http, an old browser)
            self._refused()

    def poll(self) -> str:
        """The state, asking the page once more while it is pending."""
        if self.state == "pending":
            outcome = str(_helper("outcome", self._mark) or "rejected")
            if outcome == "resolved":
                self.state = "copied"
            elif outcome != "pending":
                self._refused()
        return self.state

    def _refused(self) -> None:
        self.state = "refused"
        self.shown = _helper("show_text", self.text) is not None


def can_share(text: str, url: str) -> bool:
    """The browser has a share sheet (the Web Share API: phones, some desktops) that takes
    `text` and the link `url`; False natively."""
    return str(_helper("can_share", text, url)) in ("true", "True", "1")


class Send:
    """Sending a link to someone: the device's share sheet with the link and `text` where the
    browser has one (`can_share`), else the link copied (`Copy`).  `state` is "pending" until
    the browser answers, then "shared" (the sheet sent it) or "cancelled" (the player closed
    the sheet; they may send again).  When the browser will not share, or has no sheet, the
    link is copied instead: `copy` is that `Copy`, and `state` and `shown` are its own
    ("copied" or "refused")."""

    def __init__(self, text: str, url: str):
        self.text = text
        self.url = url
        self.copy: Copy | None = None
        self._state = "pending"
        self._mark = None
        if not can_share(text, url):
            self.copy = Copy(url)
            return
        try:
            self._mark = int(window().game_page.share(text, url))
        except Exception:           # noqa: BLE001 - the sheet would not open: a copy then
            self.copy = Copy(url)

    @property
    def sharing(self) -> bool:
        """The share sheet is the way (no fallback to a copy)."""
        return self.copy is None

    @property
    def state(self) -> str:
        return self._state if self.copy is None else self.copy.state

    @property
    def shown(self) -> bool:
        """The link is shown over the game for a manual copy (a copy the browser refused)."""
        return self.copy is not None and self.copy.shown

    def poll(self) -> str:
        """The state, asking the page once more while it is pending."""
        if self.copy is not None:
            return self.copy.poll()
        if self._state == "pending":
            outcome = str(_helper("outcome", self._mark) or "rejected")
            if outcome == "resolved":
                self._state = "shared"
            elif outcome.startswith("rejected: AbortError"):
                self._state = "cancelled"
            elif outcome != "pending":      # refused (no tap just before, a policy): copy
                self.copy = Copy(self.url)
        return self.state


class Paste:
    """Reading the clipboard in the browser: only asynchronously, and the browser may ask the
    player first.  `state` is "pending" until it answers, then "pasted" (`text` holds it) or
    "refused"."""

    def __init__(self):
        self.text = ""
        self.state = "pending"
        try:
            self._mark = int(window().game_page.read_clipboard())
        except Exception:           # noqa: BLE001 - no clipboard API (http, an old browser)
            self.state = "refused"

    def poll(self) -> str:
        if self.state == "pending":
            outcome = str(_helper("outcome", self._mark) or "rejected")
            if outcome == "resolved":
                self.text = str(_helper("clipboard_text", self._mark) or "")
                self.state = "pasted"
            elif outcome != "pending":
                self.state = "refused"
        return self.state


def _put_native(text: str) -> bool:
    try:
        pygame.scrap.put_text(text)
        return True
    except Exception:               # noqa: BLE001 - no clipboard (a headless test, no X)
        return False
