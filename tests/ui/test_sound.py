"""The sound effects as the app reads them (assets/sounds; their generator is tested in
tools/tests/test_soundgen.py) and the engine that plays them (game.ui.sound.Sounds).
conftest.py has chosen SDL's dummy audio driver."""

import io
import math
import os
from array import array

import pygame
import pytest
import soundfile

from game.ui import sound
from game.ui.sound import Sounds

# the length each effect is meant to have (seconds)
LENGTHS = {"move": 0.15, "collect": 0.6, "invalid": 0.32, "win": 0.95}


def path(name: str) -> io.BytesIO:
    """The effect's whole Ogg stream, as the app hands it to the mixer."""
    return io.BytesIO(sound.stream(name))


def decode(file) -> tuple[array, int, int]:
    """(float samples, sample rate, channels) of an OGG file."""
    with soundfile.SoundFile(file) as f:
        data = array("f", bytes(f.buffer_read(dtype="float32")))
        return data, f.samplerate, f.channels


def dbfs(x: float) -> float:
    return 20 * math.log10(x) if x > 0 else -math.inf


@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_file_decodes_to_short_mono_audio_that_fades_in_and_out(name):
    samples, rate, channels = decode(path(name))
    assert (rate, channels) == (44100, 1)
    assert len(samples) == round(LENGTHS[name] * rate) and len(samples) < rate
    peak = dbfs(max(abs(x) for x in samples))
    assert -12 < peak < 0, f"peak {peak:.2f} dBFS"
    assert -4.5 < peak < -1.5, f"peak {peak:.2f} dBFS, meant to be about -3"
    assert abs(samples[0]) < 0.02                               # starts from silence (-34 dBFS)
    assert max(abs(x) for x in samples[:11]) < 0.05             # first 0.25 ms: a soft onset
    assert max(abs(x) for x in samples[-220:]) < 0.01           # last 5 ms: faded out
    assert max(abs(x) for x in samples[-22:]) < 0.001


def test_pygame_plays_the_files():
    """What the app will do: pygame.mixer (SDL_mixer's Vorbis decoder) loads every file."""
    pygame.mixer.init(frequency=44100, size=-16, channels=1)
    try:
        assert pygame.mixer.get_init() == (44100, -16, 1)
        for name, seconds in LENGTHS.items():
            effect = pygame.mixer.Sound(file=path(name))
            assert effect.get_length() == pytest.approx(seconds, abs=0.001)
            raw = array("h", effect.get_raw())
            assert len(raw) == round(seconds * 44100)
            assert 0.25 * 32767 < max(abs(x) for x in raw) < 32767
            assert effect.play() is not None
    finally:
        pygame.mixer.quit()


# --- the engine ----------------------------------------------------------------------------------
class FakeSound:
    def __init__(self, mixer, file):
        # pygbag's pygame-ce reads only a real file (it refuses a byte stream in Chromium:
        # tests/browser checks every sound loads there), so the app hands it one
        file.fileno()
        data = file.read()
        self.mixer, self.volume, self.stopped = mixer, 1.0, 0
        self.name = next(n for n in sound.NAMES if data == sound.stream(n))

    def set_volume(self, value):
        self.volume = value

    def play(self):
        if self.mixer.broken:
            raise pygame.error("device lost")
        self.mixer.played.append((self.name, self.volume))
        return object()

    def stop(self):
        self.stopped += 1


class FakeMixer:
    def __init__(self, fail=False, driver="pulseaudio"):
        self.fail, self.driver, self.started, self.inits = fail, driver, False, 0
        self.played, self.sounds, self.broken = [], [], False

    def get_init(self):
        return (44100, -16, 2) if self.started else None

    def init(self, *args, **kwargs):
        self.inits += 1
        if self.fail:
            raise pygame.error("No available audio device")
        self.started = True

    def get_driver(self):
        return self.driver

    def Sound(self, file):
        effect = FakeSound(self, file)
        self.sounds.append(effect)
        return effect


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


@pytest.fixture
def audible(monkeypatch):
    """As if a real audio driver were in use."""
    monkeypatch.setattr(sound, "audio_wanted", lambda driver=None: str(driver) != "dummy")


def test_silent_under_the_dummy_driver():
    mixer = FakeMixer()
    sounds = Sounds(mixer=mixer)
    assert sounds.play("move") is False
    assert sounds.warm() is False
    assert mixer.inits == 0 and mixer.played == []


def test_nothing_happens_before_the_first_play(audible):
    mixer = FakeMixer()
    Sounds(mixer=mixer)
    assert mixer.inits == 0 and mixer.sounds == []


def test_plays_each_effect_and_loads_it_once(audible):
    mixer, clock = FakeMixer(), Clock()
    sounds = Sounds(mixer=mixer, clock=clock, volume=0.5)
    for name in ("move", "collect", "invalid", "win"):
        assert sounds.play(name) is True
    clock.now += 1
    assert sounds.play("move") is True
    assert mixer.inits == 1
    assert [s.name for s in mixer.sounds] == ["move", "collect", "invalid",
                                              "win"]
    assert mixer.played == [("move", 0.5), ("collect", 0.5), ("invalid", 0.5),
                            ("win", 0.5), ("move", 0.5)]


def test_the_same_effect_at_most_once_within_50_ms(audible):
    mixer, clock = FakeMixer(), Clock()
    sounds = Sounds(mixer=mixer, clock=clock)
    assert sounds.play("move")
    clock.now += 0.02
    assert not sounds.play("move")      # too soon after the first
    assert sounds.play("collect")       # another effect is not held back
    clock.now += 0.04
    assert sounds.play("move")          # 60 ms after the first
    assert [n for n, _ in mixer.played] == ["move", "collect", "move"]


def test_respects_enabled(audible):
    mixer, clock = FakeMixer(), Clock()
    sounds = Sounds(mixer=mixer, clock=clock, enabled=False)
    assert sounds.enabled is False
    assert not sounds.play("win")
    assert mixer.inits == 0             # switched off: no mixer is even started
    sounds.enabled = True
    assert sounds.play("win")
    sounds.enabled = False              # switching off silences what is playing
    assert mixer.sounds[0].stopped == 1
    clock.now += 1
    assert not sounds.play("win")
    assert len(mixer.played) == 1


def test_respects_volume(audible):
    mixer, clock = FakeMixer(), Clock()
    sounds = Sounds(mixer=mixer, clock=clock, volume=0.25)
    assert sounds.volume == 0.25
    assert sounds.play("move")
    sounds.volume = 0.75                # a playing effect follows at once
    assert mixer.sounds[0].volume == 0.75
    clock.now += 1
    assert sounds.play("move")
    assert mixer.played == [("move", 0.25), ("move", 0.75)]
    sounds.volume = 0
    clock.now += 1
    assert not sounds.play("move")
    for given, kept in ((1.7, 1.0), (-0.5, 0.0), (float("nan"), 0.0), (0.4, 0.4)):
        sounds.volume = given
        assert sounds.volume == kept


def test_no_mixer_means_silence_not_a_crash(audible, capsys):
    mixer, clock = FakeMixer(fail=True), Clock()
    sounds = Sounds(mixer=mixer, clock=clock)
    assert sounds.play("move") is False
    clock.now += 5
    assert sounds.play("win") is False
    assert sounds.warm() is False
    sounds.stop()
    sounds.volume = 0.3
    assert mixer.inits == 1             # natively a failed start is not retried
    assert capsys.readouterr().err.count("sound is off") == 1


def test_in_the_browser_a_failed_start_is_retried_later(audible, browser):
    mixer, clock = FakeMixer(fail=True), Clock()
    sounds = Sounds(mixer=mixer, clock=clock)
    assert not sounds.play("move")
    clock.now += 1
    assert not sounds.play("move")
    assert mixer.inits == 1
    clock.now += 1.5
    mixer.fail = False                  # e.g. the player has clicked
    assert sounds.play("move")
    assert mixer.inits == 2


class MissingModule:
    """Like pygame's stand-in for a module it could not import."""

    def __getattr__(self, name):
        raise NotImplementedError("mixer module not available (ImportError: libSDL2_mixer)")


def test_missing_mixer_module(audible, monkeypatch):
    assert Sounds(mixer=MissingModule()).play("move") is False

    def no_mixer():
        raise ImportError("No module named 'pygame.mixer'")
    monkeypatch.setattr(sound, "_pygame_mixer", no_mixer)
    assert Sounds().play("move") is False


def test_a_mixer_on_the_dummy_driver_is_not_used(audible):
    mixer = FakeMixer(driver="dummy")
    sounds = Sounds(mixer=mixer)
    assert not sounds.play("move")
    assert mixer.sounds == []


def test_bad_names_missing_files_and_device_errors(audible, tmp_path, capsys):
    mixer, clock = FakeMixer(), Clock()
    sounds = Sounds(mixer=mixer, clock=clock)
    assert sounds.play("applause") is False
    assert sounds.play("") is False
    missing = Sounds(mixer=mixer, folder=str(tmp_path))
    assert missing.play("move") is False
    assert "cannot load sound" in capsys.readouterr().err
    assert missing.loaded() == {"move": False, "collect": None, "invalid": None, "win": None}
    mixer.broken = True
    assert sounds.play("collect") is False
    clock.now += 0.01                   # a failed start does not count as played
    mixer.broken = False
    assert sounds.play("collect") is True


def test_warm_loads_everything(audible):
    mixer = FakeMixer()
    sounds = Sounds(mixer=mixer)
    assert set(sounds.loaded().values()) == {None}
    assert sounds.warm() is True
    assert len(mixer.sounds) == 4 and mixer.played == []
    assert sounds.loaded() == dict.fromkeys(sound.NAMES, True)
    sounds.play("win")
    assert len(mixer.sounds) == 4


def test_real_pygame_mixer(monkeypatch):
    """The engine against pygame's own mixer (on the dummy driver, allowed here)."""
    monkeypatch.setattr(sound, "audio_wanted", lambda driver=None: True)
    sounds = Sounds()
    try:
        assert sounds.play("move") is True
        assert pygame.mixer.get_init() is not None
        sounds.volume = 0.5
        assert sounds.play("collect") is True
        sounds.enabled = False
    finally:
        pygame.mixer.quit()


def test_sound_off_under_the_dummy_driver_with_pygame():
    """Headless (the tests, CI): the engine does not even start pygame's mixer."""
    assert not pygame.mixer.get_init()
    assert Sounds().play("move") is False
    assert not pygame.mixer.get_init()


class NoisyMixer(FakeMixer):
    """A mixer whose C library writes to the process's stderr as it fails (ALSA's way)."""

    def init(self, *args, **kwargs):
        for n in range(9):
            os.write(2, f"ALSA lib confmisc.c:{767 + n}: cannot find card '0'\n".encode())
        super().init(*args, **kwargs)


def test_the_audio_librarys_noise_becomes_one_line_that_says_it_is_harmless(audible, capfd):
    sounds = Sounds(mixer=NoisyMixer(fail=True), clock=Clock())
    assert sounds.play("move") is False
    err = capfd.readouterr().err
    assert err.count("\n") == 1 and "ALSA lib confmisc.c:767" in err, err
    assert err.startswith("sound is off (No available audio device; the audio library said")
    assert "harmless" in err
    # a mixer that starts keeps its library's chatter off the terminal too
    loud = Sounds(mixer=NoisyMixer(), clock=Clock())
    assert loud.ready() and capfd.readouterr().err == ""
