"""The table's sound effects: `Sounds.play("move")`, with `enabled` and `volume` settings.

The app owns one `Sounds`.  Nothing happens at construction: the mixer is started on the
first `play` (audio init can be slow natively, and in a browser audio may only start after a
user gesture), and each effect is loaded from `assets/sounds` (`stream`) the first time it is
played, then kept.  If `pygame.mixer` is missing, cannot start, or would only reach SDL's
dummy audio driver (headless runs and the tests), every call quietly does nothing: sound is a
nicety, never a reason to crash or wait.  The same effect is started at most once within
`min_gap` seconds (50 ms), so a burst of events does not stack copies of one sound.

The effects are made by `tools.soundgen` (OGG Vorbis, the only audio format pygbag plays): the
pages every effect's stream begins with in `headers.ogg`, each effect's own in `<name>.pages`.
Whether sound is on and how loud is remembered elsewhere (the settings screen stores it
with `game.table.store` and sets `enabled` and `volume` here)."""

from __future__ import annotations

import math
import os
import sys
import tempfile
import time
from contextlib import contextmanager

from game.ui import page, theme

NAMES = ("move", "collect", "invalid", "win")
FOLDER = os.path.join(theme.ROOT, "assets", "sounds")
# Samples the mixer buffers (at 44.1 kHz).  Natively 512 (12 ms) answers a click at once.  In
# the browser the audio callback runs on the page's one thread, between frames: a frame with
# an AI slice may take 20 ms, and a 512 buffer then runs dry and crackles, so it holds 2048
# (46 ms), more than two frames.
NATIVE_BUFFER = 512
BROWSER_BUFFER = 2048


def stream(name: str, folder: str = FOLDER) -> bytes:
    """The effect `name`'s whole Ogg Vorbis stream: the shared header pages, then its own."""
    with open(os.path.join(folder, "headers.ogg"), "rb") as head, \
            open(os.path.join(folder, f"{name}.pages"), "rb") as pages:
        return head.read() + pages.read()


def _load(mixer, data: bytes):
    """A Sound of an Ogg stream.  pygame-ce's WebAssembly build (pygbag's) refuses a Python
    byte stream ("can't access resource on platform", seen in Chromium) but reads a real file,
    so the stream goes through a temporary file, natively as in the browser."""
    handle, path = tempfile.mkstemp(suffix=".ogg")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        with open(path, "rb") as file:
            return mixer.Sound(file=file)
    finally:
        os.remove(path)


def audio_wanted(driver: str | None = None) -> bool:
    """False when SDL is told to use (or `driver` is) its dummy audio driver: there is
    nothing to hear, and headless runs and tests should not spend time starting a mixer."""
    name = driver if driver is not None else os.environ.get("SDL_AUDIODRIVER", "")
    return str(name).strip().lower() != "dummy"


@contextmanager
def _native_noise_kept(kept: list):
    """Natively, what C libraries write to stderr meanwhile (ALSA prints a dozen lines when
    no sound card answers) goes into `kept` instead of the terminal, so that one line can say
    what happened and that it is harmless."""
    if page.BROWSER:
        yield
        return
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):       # no stderr to speak of
        yield
        return
    with tempfile.TemporaryFile() as noise:
        os.dup2(noise.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            noise.seek(0)
            kept.extend(noise.read().decode("utf-8", "replace").splitlines())


def _pygame_mixer():
    import pygame.mixer  # may be pygame's stand-in for a module that failed to build
    return pygame.mixer


class Sounds:
    """Plays the table's short effects.  `mixer` replaces `pygame.mixer` (tests); `clock`
    gives seconds (default `time.monotonic`)."""

    def __init__(self, *, enabled: bool = True, volume: float = 0.8, folder: str = FOLDER,
                 min_gap: float = 0.05, mixer=None, clock=time.monotonic):
        self.folder = folder
        self.min_gap = min_gap
        self.clock = clock
        self._mixer_source = mixer
        self._mixer = None          # the started mixer module, once `ready()`
        self._failed_at: float | None = None   # when starting the mixer last failed
        self._cache: dict = {}      # name -> Sound, or None if it cannot be loaded
        self._last: dict[str, float] = {}      # name -> when it was last started
        self._enabled = bool(enabled)
        self._volume = 1.0
        self.volume = volume

    # --- settings -------------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled:
            self.stop()

    @property
    def volume(self) -> float:
        """0 (silent) to 1 (the files as made, peaks at -3 dBFS)."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        value = float(value)
        self._volume = 0.0 if math.isnan(value) else min(1.0, max(0.0, value))
        for sound in self._cache.values():     # effects already playing follow at once
            if sound is not None:
                self._quietly(sound.set_volume, self._volume)

    # --- playing --------------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Start effect `name` ("move", "collect", "invalid", "win"); True if it started.
        False (and nothing happens) when sound is off or at volume 0, when the same effect
        started less than `min_gap` seconds ago, or when audio is unavailable."""
        if not self._enabled or self._volume <= 0.0 or name not in NAMES:
            return False
        now = self.clock()
        last = self._last.get(name)
        if last is not None and 0.0 <= now - last < self.min_gap:
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        if not self._quietly(sound.set_volume, self._volume):
            return False
        if not self._quietly(sound.play):
            return False
        self._last[name] = now
        return True

    def stop(self) -> None:
        """Silence the effects that are playing."""
        for sound in self._cache.values():
            if sound is not None:
                self._quietly(sound.stop)

    def warm(self) -> bool:
        """Start the mixer and load every effect now (optional: e.g. after the first click),
        so that the first `play` costs nothing; True if audio is available."""
        if not self.ready():
            return False
        for name in NAMES:
            self._sound(name)
        return True

    def loaded(self) -> dict[str, bool | None]:
        """Each effect: True once loaded, False if it could not be (it then stays silent),
        None before it was first wanted."""
        return {name: None if name not in self._cache else self._cache[name] is not None
                for name in NAMES}

    def ready(self) -> bool:
        """The mixer, started if need be; False when there is none.  A failure is final
        natively; in a browser (where audio may wait for a user gesture) it is retried, at
        most every two seconds."""
        if self._mixer is not None:
            return True
        if not audio_wanted():
            return False
        now = self.clock()
        if self._failed_at is not None and (not page.BROWSER or now - self._failed_at < 2.0):
            return False
        noise: list[str] = []
        try:
            mixer = self._mixer_source if self._mixer_source is not None else _pygame_mixer()
            if not mixer.get_init():
                with _native_noise_kept(noise):
                    mixer.init(frequency=44100, size=-16, channels=2,
                               buffer=BROWSER_BUFFER if page.BROWSER else NATIVE_BUFFER)
            if not mixer.get_init():
                raise RuntimeError("the mixer did not start")
            get_driver = getattr(mixer, "get_driver", None)
            if get_driver is not None and not audio_wanted(get_driver()):
                raise RuntimeError("the audio driver is SDL's dummy one")
        except Exception as exc:   # noqa: BLE001 - ImportError, pygame.error, NotImplementedError...
            if self._failed_at is None:
                detail = f"{exc}" + (f"; the audio library said: {noise[0].strip()}"
                                     if noise else "")
                print(f"sound is off ({detail}): harmless, the game plays on without it",
                      file=sys.stderr)
            self._failed_at = now
            return False
        self._mixer = mixer
        return True

    # --- internals ------------------------------------------------------------------------------
    def _sound(self, name: str):
        """The loaded effect, or None if audio or the file is unavailable (then never retried)."""
        if name in self._cache:
            return self._cache[name]
        if not self.ready():
            return None
        try:
            sound = _load(self._mixer, stream(name, self.folder))
            sound.set_volume(self._volume)
        except Exception as exc:   # noqa: BLE001 - a missing or unreadable file: that effect is off
            print(f"cannot load sound {name} from {self.folder}: {exc}", file=sys.stderr)
            sound = None
        self._cache[name] = sound
        return sound

    @staticmethod
    def _quietly(call, *args) -> bool:
        try:
            call(*args)
        except Exception:          # noqa: BLE001 - e.g. the audio device went away
            return False
        return True
