"""The table's sound effects, synthesised from code and written as OGG Vorbis files.

    python -m tools.soundgen assets/sounds

makes `move` (a soft wooden tap), `collect` (a bright rising chime), `invalid` (a low,
muted double buzz) and `win` (a short major arpeggio): 44.1 kHz mono, each under a second,
faded in and out, normalised to a peak of -3 dBFS.  The sounds are the project's own: nothing
is sampled or downloaded.

Each effect is one Ogg Vorbis stream, and the four streams begin with the same pages (Vorbis's
identification, comment and setup headers, 3,962 bytes, most of a short effect): those are
written once, as `headers.ogg`, and each effect's own pages as `<name>.pages`; the app plays
`headers.ogg` + `<name>.pages`, the whole stream (`game.ui.sound.stream`).  The web archive
compresses each file alone: one file of headers keeps them from going in four times.

The synthesis uses only the standard library (`math`, `array`); the encoding needs the
`soundfile` package (libsndfile with Vorbis, bundled in its wheels; in the `dev` extra), which
is imported only when a file is written.  The output is the same bytes every run: libvorbis is
deterministic, and the one random field libsndfile writes, the Ogg stream's serial number, is
replaced by a fixed one, the same for every effect (with every page's checksum recomputed).
This module never imports pygame; the app plays the files through `game.ui.sound`.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from array import array

RATE = 44100
PEAK_DBFS = -3.0
PEAK = 10 ** (PEAK_DBFS / 20)      # 0.708
QUALITY = 0.5                      # libvorbis VBR quality 0..1 (oggenc -q 5)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "assets", "sounds")
TAU = 2 * math.pi
SERIAL = 0x536F756E                # the Ogg streams' serial number ("Soun"), fixed
HEADERS = "headers.ogg"            # the pages every effect's stream begins with


# --- building blocks ------------------------------------------------------------------------------
def _buffer(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def _partial(buf: list[float], start: float, freq: float, amp: float, decay: float, *,
             attack: float = 0.002, drop: float = 0.0, drop_time: float = 0.004,
             phase: float = 0.0) -> None:
    """Add a decaying sine from `start` seconds: amp·(1 - e^(-t/attack))·e^(-t/decay).
    `drop` bends the pitch down from freq·(1 + drop) to freq within about `drop_time` (the
    thud of a struck body).  Partials above 18 kHz are left out (no aliasing)."""
    if freq * (1 + drop) > 18000:
        return
    first = round(start * RATE)
    length = min(len(buf) - first, round(decay * math.log(amp / 1e-5) * RATE) + 1)
    theta = phase
    for i in range(max(0, length)):
        t = i / RATE
        f = freq * (1 + drop * math.exp(-t / drop_time)) if drop else freq
        theta += TAU * f / RATE
        buf[first + i] += amp * (1 - math.exp(-t / attack)) * math.exp(-t / decay) * math.sin(theta)


def _noise(buf: list[float], start: float, amp: float, decay: float, cutoff: float,
           seed: int) -> None:
    """Add a burst of low-passed noise (a contact click): a fixed linear congruential
    generator, so the burst is the same on every platform and Python version."""
    first = round(start * RATE)
    k = 1 - math.exp(-TAU * cutoff / RATE)     # one-pole low-pass
    state, low = seed, 0.0
    length = min(len(buf) - first, round(decay * math.log(amp / 1e-5) * RATE) + 1)
    for i in range(max(0, length)):
        state = (1103515245 * state + 12345) & 0x7FFFFFFF
        white = state / 0x3FFFFFFF - 1.0
        low += k * (white - low)
        buf[first + i] += amp * low * math.exp(-i / RATE / decay)


def _segment(buf: list[float], start: float, end: float, freq: float, harmonics: list[float],
             ramp: float) -> None:
    """Add a steady harmonic tone from `start` to `end` seconds with raised-cosine ramps."""
    first, last = round(start * RATE), round(end * RATE)
    n_ramp = max(1, round(ramp * RATE))
    for i in range(last - first):
        env = 1.0
        if i < n_ramp:
            env = 0.5 - 0.5 * math.cos(math.pi * i / n_ramp)
        elif i >= last - first - n_ramp:
            env = 0.5 - 0.5 * math.cos(math.pi * (last - first - i) / n_ramp)
        theta = TAU * freq * i / RATE
        buf[first + i] += env * sum(a * math.sin((k + 1) * theta)
                                    for k, a in enumerate(harmonics) if a)


def _finish(buf: list[float], fade_in: float, fade_out: float) -> array:
    """Raised-cosine fades at both ends, then the peak normalised to PEAK; as float32."""
    n_in, n_out = round(fade_in * RATE), round(fade_out * RATE)
    for i in range(n_in):
        buf[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    n = len(buf)
    for i in range(n_out):
        buf[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    top = max(abs(x) for x in buf)
    return array("f", (x * PEAK / top for x in buf))


# --- the four effects ----------------------------------------------------------------------------
def move() -> array:
    """A soft wooden tap: a few quickly damped modes of a small block (their pitch dropping
    slightly as it is struck) and a short low-passed contact click."""
    buf = _buffer(0.15)
    for freq, amp, decay in ((480, 1.0, 0.022), (1090, 0.5, 0.016), (1960, 0.26, 0.009),
                             (3150, 0.12, 0.005)):
        _partial(buf, 0.0, freq, amp, decay, attack=0.0006, drop=0.06)
    _noise(buf, 0.0, 0.45, 0.0025, 2600, seed=7)
    return _finish(buf, 0.002, 0.03)


def collect() -> array:
    """A bright rising chime: three bell-like notes of a D major triad, 65 ms apart, each
    with a soft tick at its start."""
    buf = _buffer(0.6)
    notes = ((0.0, 1174.66, 0.75), (0.065, 1479.98, 0.87), (0.13, 1760.00, 1.0))
    for start, freq, amp in notes:
        for ratio, rel, decay in ((1.0, 1.0, 0.16), (2.0, 0.3, 0.07), (3.0, 0.1, 0.04),
                                  (4.16, 0.07, 0.02)):
            _partial(buf, start, freq * ratio, amp * rel, decay, attack=0.0015)
        _noise(buf, start, 0.12 * amp, 0.0015, 5000, seed=int(freq))
    return _finish(buf, 0.002, 0.06)


def invalid() -> array:
    """A low, muted double buzz: two short reedy tones (odd harmonics stronger, the upper
    ones rolled off), the second a little lower."""
    buf = _buffer(0.32)
    harmonics = [(1 / k) * math.exp(-(k - 1) / 3.5) * (1.0 if k % 2 else 0.45)
                 for k in range(1, 17)]
    for detune, level in ((1.0, 1.0), (1.02, 0.5)):     # two voices beating: a buzz, not a hum
        _segment(buf, 0.005, 0.115, 155.0 * detune, [level * a for a in harmonics], ramp=0.012)
        _segment(buf, 0.165, 0.285, 131.0 * detune, [level * a for a in harmonics], ramp=0.014)
    return _finish(buf, 0.003, 0.03)


def win() -> array:
    """A short C major arpeggio (C5 E5 G5 C6) on a soft mallet tone, the notes ringing into
    each other, the last one longer with a faint octave sparkle."""
    buf = _buffer(0.95)
    notes = ((0.0, 523.25, 0.8, 0.30), (0.1, 659.26, 0.8, 0.30), (0.2, 783.99, 0.85, 0.32),
             (0.3, 1046.50, 1.0, 0.42))
    for start, freq, amp, decay in notes:
        for ratio, rel, share in ((1.0, 1.0, 1.0), (2.0, 0.28, 0.5), (3.0, 0.09, 0.33),
                                  (4.0, 0.05, 0.22)):
            _partial(buf, start, freq * ratio, amp * rel, decay * share, attack=0.003)
    _partial(buf, 0.3, 2093.0, 0.12, 0.25, attack=0.01)
    return _finish(buf, 0.002, 0.15)


EFFECTS = {"move": move, "collect": collect, "invalid": invalid, "win": win}


# --- encoding ------------------------------------------------------------------------------------
def _crc_table() -> list[int]:
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else (r << 1)
        table.append(r & 0xFFFFFFFF)
    return table


_CRC = _crc_table()


def ogg_crc(data: bytes) -> int:
    """The Ogg page checksum (CRC-32, polynomial 0x04C11DB7, not reflected, no final xor)."""
    crc = 0
    for byte in data:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ _CRC[(crc >> 24) ^ byte]
    return crc


def ogg_pages(data: bytes):
    """Yield (offset, length) of every Ogg page in `data`."""
    pos = 0
    while pos < len(data):
        if data[pos:pos + 4] != b"OggS":
            raise ValueError(f"no Ogg page at byte {pos}")
        segments = data[pos + 26]
        body = sum(data[pos + 27:pos + 27 + segments])
        length = 27 + segments + body
        yield pos, length
        pos += length


def set_serial(data: bytes, serial: int) -> bytes:
    """`data` (one logical Ogg stream) with every page's serial number set to `serial` and
    its checksum recomputed."""
    out = bytearray(data)
    for pos, length in ogg_pages(data):
        struct.pack_into("<II", out, pos + 14, serial, struct.unpack_from("<I", out, pos + 18)[0])
        struct.pack_into("<I", out, pos + 22, 0)
        struct.pack_into("<I", out, pos + 22, ogg_crc(out[pos:pos + length]))
    return bytes(out)


def encode(samples: array) -> bytes:
    """Mono float samples as OGG Vorbis bytes, the same every run."""
    import soundfile  # only the generator needs it (the dev extra), never the app

    target = io.BytesIO()
    with soundfile.SoundFile(target, "w", samplerate=RATE, channels=1, format="OGG",
                             subtype="VORBIS", compression_level=1 - QUALITY) as f:
        f.buffer_write(samples.tobytes(), dtype="float32")
    return set_serial(target.getvalue(), SERIAL)


def split(stream: bytes) -> tuple[bytes, bytes]:
    """An effect's Ogg stream as (its header pages, its audio pages): the headers are the
    pages before the first that ends a packet of sound (a granule position above 0)."""
    for pos, _ in ogg_pages(stream):
        if struct.unpack_from("<q", stream, pos + 6)[0] > 0:
            return stream[:pos], stream[pos:]
    raise ValueError("no audio page in the stream")



def generate(folder: str = FOLDER) -> dict[str, tuple[float, int]]:
    """Write the four effects into `folder` (`headers.ogg` and a `<name>.pages` each);
    {name: (seconds, bytes of its own pages)}."""
    os.makedirs(folder, exist_ok=True)
    made, heads = {}, set()
    for name, effect in EFFECTS.items():
        samples = effect()
        head, pages = split(encode(samples))
        heads.add(head)
        with open(os.path.join(folder, f"{name}.pages"), "wb") as f:
            f.write(pages)
        made[name] = (len(samples) / RATE, len(pages))
    if len(heads) != 1:
        raise ValueError("the effects' Vorbis headers differ: they cannot share headers.ogg")
    with open(os.path.join(folder, HEADERS), "wb") as f:
        f.write(heads.pop())
    return made


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1 or any(a.startswith("-") for a in args):
        print("usage: python -m tools.soundgen [FOLDER]   (default assets/sounds)",
              file=sys.stderr)
        return 2
    folder = args[0] if args else FOLDER
    for name, (seconds, size) in generate(folder).items():
        print(f"{os.path.join(folder, name + '.pages')}: {seconds:.3f} s, {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
