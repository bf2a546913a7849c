"""The codes of share links: the bytes of a link's format (version 1) and their text
in 60 characters, and the order that numbers the legal moves.

`game/table/links.py` turns records into links and back with them, and the puzzles'
position codes (`game/table/puzzles.py`) number moves and write numbers the same way.
The layout is in links.py's docstring and docs/records.md, "Share links".  No pygame
here: this runs in CPython, in Pyodide and in the browser alike.
"""

from __future__ import annotations

import json
import zlib

from game.core.i18n import _

from .records import MAX_SETUP_CHARS, RecordError


VERSION = 1

ALPHABET = "0123456789ABCDEFGHIJKLMNOQRSTUVWXYZabcdefghijklmnoqrstuvwxyz"   # no P, p
BASE = len(ALPHABET)
DIGIT = {c: i for i, c in enumerate(ALPHABET)}
MAX_DIGITS = BASE * BASE - 1        # the two length characters' limit: 3599 characters
_TOO_BIG = BASE ** MAX_DIGITS       # the first number MAX_DIGITS digits cannot write

# Words a link writes in one byte.  Append only (a link from a newer version that uses a word
# unknown here is refused as "made by a newer version"); never reorder or remove.
WORDS = (
    "collapsi", "collecto", "spectrangle", "coloretto",                 # games
    "standard", "big", "solo", "utwente", "official", "colors",         # variants
    "board", "fixed", "shifting", "start", "jacks", "choice",           # options
    "human", "random", "easy", "medium", "hard", "expert",              # seats
    "greedy", "heuristic",
    "friend",
    "opening", "step", "classic", "greedy2",                           # issue 18
)

# Preset dictionary for compressing an explicit setup (part of version 1: never change it).
SETUP_DICTIONARY = (
    b'{"grid":["JJAAAA2222333344JA234","board":["BYROPG.","removed":null,'
    b'"starting":["R","G","B","Y","P","S","V"],"deck":["R","G","B","Y","P","S","V","W","+","L"],'
    b'"bag":["BBB6","BBG4","BBP5","BBR5","BBY4","BGP3","BRP2","BYG1","GGB5","GGG6","GGP4",'
    b'"GGR5","GGY4","GRB3","GRP1","PPB4","PPG5","PPP6","PPR4","PPY5","RGY3","RRB4","RRG4",'
    b'"RRP5","RRR6","RRY5","RYB1","WWW1","YBP3","YPG2","YPR2","YYB5","YYG5","YYP4","YYR4",'
    b'"YYY6"]}')

MAX_SETUP_BYTES = MAX_SETUP_CHARS   # an unpacked setup, as a record's (records.py)
SEED_FLAG, SETUP_FLAG = 1, 2
NAMES_FLAG = 4          # the people's names follow the deal (issue 50; links before it have none)


class LinkError(RecordError):
    """A link that cannot be made or opened; the message says why in words."""


class Malformed(Exception):
    """Bytes that passed the checksum but do not follow the format (links.decode says so)."""


# --- writing ----------------------------------------------------------------------------------

def body(game: str, variant: str, players: list, options: dict, flags: int, seed, setup,
          indices: list[int], radices: list[int], meaning: int, names=()) -> bytes:
    """The bytes of a link before its checksum (the layout in the module's docstring)."""
    out = bytearray()
    put_string(out, game)
    put_string(out, variant)
    put_varint(out, len(players))
    for name in players:
        put_string(out, name)
    put_varint(out, len(options))
    for name in sorted(options):
        put_string(out, name)
        _put_value(out, options[name])
    out.append(flags)
    if flags & SEED_FLAG:
        put_varint(out, zigzag(seed))
    if flags & SETUP_FLAG:
        packed = _deflate(_utf8(_compact(setup)))
        put_varint(out, len(packed))
        out += packed
    if flags & NAMES_FLAG:
        put_varint(out, len(names))
        for name in names:
            put_string(out, name)
    put_varint(out, len(indices))
    number = 0
    for index, radix in zip(reversed(indices), reversed(radices), strict=True):
        number = number * radix + index
    out += number.to_bytes((number.bit_length() + 7) // 8, "big")
    out += meaning.to_bytes(3, "big")
    return bytes(out)


def wrap(body: bytes) -> str:
    """The payload text of `body`: version, length, then body and checksum in base 60."""
    raw = body + zlib.crc32(body).to_bytes(4, "big")
    number = int.from_bytes(b"\x01" + raw, "big")
    if number >= _TOO_BIG:          # measured before the slow conversion to digits
        # Translators: why a game cannot be shared as a link; {n} is a number of characters
        raise LinkError(_("this game is too long for a link (more than {n} characters): share "
                          "its record file instead").format(n=MAX_DIGITS))
    digits = to_digits(number)
    return ALPHABET[VERSION] + to_digits(len(digits)).rjust(2, ALPHABET[0]) + digits


def sorted_legal(state) -> list:
    """The legal moves as (notation, move), sorted by notation: the order move indices use."""
    return sorted(((state.format_move(m), m) for m in state.legal_moves()),
                  key=lambda pair: pair[0])


def meaning(game, variant, options, players, seed, setup, moves) -> int:
    """The digest of what a link means (24 bits of CRC-32 over canonical JSON)."""
    text = json.dumps({"game": game, "variant": variant, "options": options,
                       "players": players, "seed": seed, "setup": setup, "moves": moves},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return zlib.crc32(text.encode()) & 0xFFFFFF


def _utf8(text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        # Translators: why a game cannot be shared as a link; {text} is the text, quoted
        raise LinkError(_("{text} is not text a link can carry").format(text=repr(text[:60]))) \
            from None


def _compact(data) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                              SETUP_DICTIONARY)
    return packer.compress(data) + packer.flush()


def inflate(data: bytes) -> bytes:
    unpacker = zlib.decompressobj(-15, SETUP_DICTIONARY)
    out = unpacker.decompress(data, MAX_SETUP_BYTES)
    if unpacker.unconsumed_tail or not unpacker.eof:
        raise Malformed("the setup does not unpack")
    return out


def zigzag(n: int) -> int:
    return n * 2 if n >= 0 else -n * 2 - 1


def unzigzag(n: int) -> int:
    return n // 2 if n % 2 == 0 else -(n + 1) // 2


def put_varint(out: bytearray, n: int) -> None:
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return


def put_string(out: bytearray, text: str) -> None:
    if text in WORDS:
        put_varint(out, WORDS.index(text) * 2)
    else:
        data = _utf8(text)
        put_varint(out, len(data) * 2 + 1)
        out += data


# Option values: a tag, then the value.
_FALSE, _TRUE, _NONE, _STR, _INT = range(5)


def _put_value(out: bytearray, value) -> None:
    if value is False or value is True or value is None:
        out.append({False: _FALSE, True: _TRUE, None: _NONE}[value])
    elif isinstance(value, str):
        out.append(_STR)
        put_string(out, value)
    elif isinstance(value, int):
        out.append(_INT)
        put_varint(out, zigzag(value))
    else:
        # Translators: why a game cannot be shared as a link; {value} is a rule's setting
        raise LinkError(_("an option value like {value} cannot be written in a link").format(
            value=repr(value)))


def to_digits(n: int) -> str:
    if n == 0:
        return ALPHABET[0]
    digits = []
    while n:
        n, d = divmod(n, BASE)
        digits.append(ALPHABET[d])
    return "".join(reversed(digits))


# --- reading ----------------------------------------------------------------------------------

def from_digits(text: str) -> int:
    n = 0
    for c in text:
        n = n * BASE + DIGIT[c]
    return n


class Reader:
    """The bytes of a link's body, read from the front."""

    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise Malformed("it ends too early")
        self.at += 1
        return self.data[self.at - 1]

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise Malformed("it ends too early")
        self.at += n
        return self.data[self.at - n:self.at]

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return n

    def string(self) -> str:
        v = self.varint()
        if v % 2 == 0:
            if v // 2 >= len(WORDS):
                # Translators: why a link cannot be opened
                raise LinkError(_("this link was made by a newer version of the game (it names "
                                  "something this version does not know): update the game to "
                                  "open it"))
            return WORDS[v // 2]
        try:
            return self.take(v // 2).decode("utf-8")
        except UnicodeDecodeError:
            raise Malformed("a name is not text") from None

    def value(self):
        tag = self.byte()
        if tag in (_FALSE, _TRUE, _NONE):
            return {_FALSE: False, _TRUE: True, _NONE: None}[tag]
        if tag == _STR:
            return self.string()
        if tag == _INT:
            return unzigzag(self.varint())
        raise Malformed(f"unknown kind of option value {tag}")

    def rest(self) -> bytes:
        return self.take(len(self.data) - self.at)

    def count(self, limit: int, what: str) -> int:
        """A varint that counts `what`, at most `limit` of them."""
        n = self.varint()
        if n > limit:
            raise Malformed(f"{n} {what}")
        return n

