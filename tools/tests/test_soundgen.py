"""The sound generator (tools/soundgen.py): the effects it makes are the files in
assets/sounds, byte for byte where the encoder is the same build, Ogg Vorbis streams that share one
file of headers; and its command line."""

import io
import math
import os
import struct
from array import array

import pytest
import soundfile

from game.ui import sound
from tools import soundgen

FOLDER = os.path.join(soundgen.ROOT, "assets", "sounds")
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


def test_the_engine_and_the_generator_know_the_same_effects():
    assert set(sound.NAMES) == set(soundgen.EFFECTS) == set(LENGTHS)
    assert sound.FOLDER == FOLDER


# --- the files -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_file_is_an_ogg_vorbis_stream(name):
    data = sound.stream(name)
    pages = list(soundgen.ogg_pages(data))     # pages tile the file exactly
    assert sum(length for _, length in pages) == len(data)
    first = data[:pages[0][1]]
    assert first[:4] == b"OggS" and first[4] == 0 and first[5] & 0x02     # version 0, BOS
    segments = first[26]
    ident = first[27 + segments:]
    assert ident[:7] == b"\x01vorbis"
    version, channels, rate = struct.unpack_from("<IBI", ident, 7)
    assert (version, channels, rate) == (0, 1, 44100)
    assert b"\x03vorbis" in data and b"\x05vorbis" in data   # comment and setup headers
    last = pages[-1][0]
    assert data[last + 5] & 0x04                                # end of stream
    for pos, length in pages:   # the fixed serial number and valid checksums
        page = bytearray(data[pos:pos + length])
        assert struct.unpack_from("<I", page, 14)[0] == soundgen.SERIAL
        crc = struct.unpack_from("<I", page, 22)[0]
        page[22:26] = bytes(4)
        assert soundgen.ogg_crc(bytes(page)) == crc


def test_the_effects_share_one_file_of_headers():
    """headers.ogg is each stream's pages up to its first audio page, and only those: the web
    archive holds the 3,962 bytes once, not once per effect."""
    with open(os.path.join(FOLDER, soundgen.HEADERS), "rb") as f:
        headers = f.read()
    assert len(headers) == 3962
    for name in LENGTHS:
        assert soundgen.split(sound.stream(name)) == (
            headers, open(os.path.join(FOLDER, f"{name}.pages"), "rb").read())
    assert sorted(os.listdir(FOLDER)) == sorted([soundgen.HEADERS]
                                                + [f"{n}.pages" for n in LENGTHS])


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sounds")
    made = soundgen.generate(str(folder))
    return folder, made


def test_generator_is_deterministic(regenerated):
    folder, made = regenerated
    assert set(made) == set(LENGTHS)
    for name, (seconds, size) in made.items():
        assert seconds == pytest.approx(LENGTHS[name])
        assert os.path.getsize(folder / f"{name}.pages") == size
    again = soundgen.encode(soundgen.move())
    assert again == sound.stream("move", str(folder))
    assert sorted(os.listdir(folder)) == sorted([soundgen.HEADERS] + [f"{n}.pages" for n in made])


@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_committed_files_are_what_the_generator_makes(regenerated, name):
    """Regenerating reproduces the committed file: the same bytes where the encoder is the
    same build, and in any case the same decoded samples within a hair; and the decoded file
    is close to the synthesised signal (Vorbis is lossy)."""
    folder, _ = regenerated
    committed, _, _ = decode(path(name))
    fresh, _, _ = decode(io.BytesIO(sound.stream(name, str(folder))))
    assert len(fresh) == len(committed)
    assert max(abs(a - b) for a, b in zip(fresh, committed, strict=True)) < 1e-3
    synth = getattr(soundgen, name)()
    assert len(synth) == len(committed)
    signal = math.sqrt(sum(x * x for x in synth) / len(synth))
    error = math.sqrt(sum((a - b) ** 2 for a, b in zip(synth, committed, strict=True)) / len(synth))
    assert error < 0.12 * signal
    assert max(abs(x) for x in synth) == pytest.approx(soundgen.PEAK, rel=1e-6)


def test_generator_command_line(tmp_path, capsys):
    assert soundgen.main(["--help"]) == 2
    assert soundgen.main([str(tmp_path / "a"), str(tmp_path / "b")]) == 2
    assert "usage" in capsys.readouterr().err
