"""Share links: a game's deal, rules, seats and (optionally) moves in one short URL.

    https://<owner>.github.io/<repository>/?g=1Ak7Rb0...

`encode(record)` writes the link of a record, `decode(link)` gives the record back or raises
`LinkError` with the reason in words.  No pygame here: this runs in CPython, in Pyodide and in
the browser build alike.  The format's pieces (its bytes, its 60 digits, the order that
numbers the legal moves) are in game/table/codes.py, which the puzzles' position codes share.
docs/records.md, "Share links", describes the format; in short:

- **Where**: the payload is the value of the query item `g`, the first (and only) query item;
  the fragment is not used.  The payload's alphabet is the 60 characters `0-9 A-Z a-z` without
  the letter p (`P`, `p`), so a link can never hold "py" in any case (the pygbag loader takes
  a first query item containing "py" as the name of an interpreter), "-i" (interactive mode),
  ".apk", "%" (the loader's `decodeURI` would choke on a stray one), "#" or punctuation that
  chat programs cut off the end of a link.  `g=<payload>` becomes the environment variable
  `g` in the browser, which is harmless.
- **Text layer**: the version digit (`1`), two characters giving the length of the rest,
  then the bytes below, after a byte 1, as one base-60 number (most significant digit first).
  The version and the length come first and in clear, so a link from a newer version or a
  truncated one is named as such before anything else is read.
- **Bytes** (version 1):

      game, variant          strings (see below)
      players                count, then one string per seat ("human" or an AI level)
      options                count, then (name string, value) sorted by name
      flags                  one byte: 1 = seed (the setup is what the seed deals),
                             2 = the setup itself, 3 = both (a seed that did not deal it)
      seed                   zigzag varint, when flag 1
      setup                  varint length + raw deflate of its compact JSON, with a preset
                             dictionary, when flag 2
      names                  when flag 4 (added to the flags above): a count, then one
                             string per seat, "" for the default "Player N" (issue 50)
      move count             varint
      moves                  one big-endian integer: move i is its index among the legal moves
                             sorted by notation, and the integer is the mixed-radix number
                             sum(index_i * product(count_j for j < i)); a forced move costs 0
      digest                 3 bytes: CRC-32 (low 24 bits) of the record's meaning, see below
      checksum               4 bytes: CRC-32 of everything before it

  Strings are a varint `v`: even, `WORDS[v // 2]`; odd, `v // 2` bytes of UTF-8 follow.
- **Validation**: a text longer than MAX_LINK_CHARS is refused before it is looked at; the
  checksum refuses any tampered or damaged link; the game, rules, seats and setup are read as
  a record's are (`Record.from_json`: a setup unpacks to at most MAX_SETUP_BYTES, and a seat
  is never a `cmd:` program); the link is then decoded by replaying its moves from the deal
  (an index beyond the legal moves is refused, naming the move); the digest, taken over the
  decoded record's game, variant, options, players, seed, setup and moves in notation, must
  match, so a link read by code that deals or orders moves differently never opens a
  different game silently.
- **Site**: `encode(site=...)` if given (the browser passes the page's own address), else the
  environment variable `GAME_TABLE_SITE`, else `DEPLOYED_SITE` below.  `decode` ignores the
  address and reads only the `g` item, so a link works with any base, and the bare payload
  (with or without `g=`) is accepted too.
"""

from __future__ import annotations

import itertools
import json
import os
import zlib

from game.core.contract import RulesError
from game.core import i18n
from game.core.i18n import _, ngettext

from . import codes
from .codes import LinkError
from .records import FORMAT, MAX_MOVES, Record, RecordError, replay, start_of
from .registry import get_game
from .seats import COMMAND, clean_names

# The address the shared links point to when no other is given (see `site_base`).  The
# deployer sets this ONE line to where the page is published: on GitHub Pages it is
# https://<owner>.github.io/<repository>/ (docs/web.md, "Publishing").  Until then it is empty
# and a link made natively is the relative "?g=<code>": the app then offers the game code
# alone (never an address that leads nowhere); in the browser the page passes its own address,
# and decoding never looks at the address at all.
DEPLOYED_SITE = ""
SITE_ENV = "GAME_TABLE_SITE"    # overrides DEPLOYED_SITE (e.g. a fork's own address)

QUERY_KEY = "g"
MAX_LINK_CHARS = 10_000             # a link's text, address and all: the payload is at most 3602



# --- the site --------------------------------------------------------------------------------

def site_base(site: str | None = None) -> str:
    """The address a link starts with: `site` if given, else $GAME_TABLE_SITE, else
    DEPLOYED_SITE; without its query and fragment, and ending in "/" unless it names a file.
    An empty `site` gives "" (the link is then just "?g=...")."""
    if site is None:
        site = os.environ.get(SITE_ENV, "").strip() or DEPLOYED_SITE
    site = site.strip().split("#", 1)[0].split("?", 1)[0]
    if not site:
        return ""
    path = site.split("://", 1)[-1]
    if "/" not in path or not (path.endswith("/") or "." in path.rsplit("/", 1)[1]):
        site += "/"
    return site


# --- encoding --------------------------------------------------------------------------------

def encode(record: Record, moves: bool = True, site: str | None = None) -> str:
    """The share link of `record`: its deal, rules and seats, and its moves unless `moves` is
    false.  LinkError if the record does not replay (or is too long for a link)."""
    return f"{site_base(site)}?{QUERY_KEY}={payload(record, moves)}"


def payload(record: Record, moves: bool = True) -> str:
    """The link's `g` value alone (what `decode` also accepts)."""
    try:
        Record.from_json(record.to_json())   # sizes and kinds first: no work on a huge name
        shared(record)
        state = replay(record)
    except RecordError as exc:
        # Translators: why a game cannot be shared as a link; {why} says why
        raise LinkError(_("this record cannot be shared: {why}").format(why=exc)) from None
    game = state.game
    # The moves in notation as written where they were played, and as indices.
    indices, radices, texts = [], [], []
    replayed = start_of(record)
    for move in (state.history if moves else []):
        legal = codes.sorted_legal(replayed)
        text = replayed.format_move(move)
        indices.append(next(i for i, (t, _move) in enumerate(legal) if t == text))
        radices.append(len(legal))
        texts.append(text)
        replayed.push(move)
    try:
        setup = json.loads(json.dumps(record.setup))
    except (TypeError, ValueError) as exc:
        # Translators: why a game cannot be shared as a link; {error} is the program's error
        raise LinkError(_("this record cannot be shared: its setup is not plain JSON "
                          "({error})").format(error=exc)) from None
    flags = 0
    if record.seed is not None:
        flags |= codes.SEED_FLAG
        try:
            dealt = game.new_game(record.variant, record.options, len(record.players),
                                  record.seed).setup
        except RulesError:
            dealt = None
        if dealt != record.setup:
            flags |= codes.SETUP_FLAG
    else:
        flags |= codes.SETUP_FLAG

    names = clean_names(record.names, len(record.players))
    if names:
        flags |= codes.NAMES_FLAG
    meaning = codes.meaning(record.game, record.variant, record.options, record.players,
                       record.seed, setup, texts)
    body = codes.body(record.game, record.variant, record.players, record.options, flags,
                 record.seed, setup, indices, radices, meaning, names)
    return codes.wrap(body)


def shared(record: Record) -> None:
    """RecordError unless every seat of `record` can be sent in a link: a program on this
    machine (`cmd:`) means nothing on another device, so no link carries one."""
    for seat, name in enumerate(record.players):
        if name.startswith(COMMAND):
            # Translators: why a game cannot be shared as a link; {seat} counts from 0,
            # {program} is a command line, quoted
            raise RecordError(_("seat {seat}: {program} is a program on this machine, which a "
                                "link does not carry").format(seat=seat,
                                                              program=repr(name[:60])))


# --- decoding --------------------------------------------------------------------------------

def decode(link: str) -> Record:
    """The record a link holds, replayed and checked; LinkError with the reason otherwise.

    Accepts a whole link with any site address, a relative "?g=..." or the bare payload.  The
    record's moves are in the notation the game writes; `result` is the game's result when
    the moves finish it, else None."""
    if not isinstance(link, str):
        raise LinkError(_("a link is text"))
    if len(link) > MAX_LINK_CHARS:
        # Translators: why a link cannot be opened
        raise LinkError(_("this is not a game link: it is {n} characters long, and a link is "
                          "at most {most}").format(n=len(link), most=MAX_LINK_CHARS))
    try:
        return _decode(_payload_of(link))
    except LinkError:
        raise
    except RulesError as exc:
        raise LinkError(str(exc)) from None
    except codes.Malformed as exc:
        # Translators: why a link cannot be opened; {why} is a technical reason
        raise LinkError(_("this link is malformed: {why}").format(why=exc)) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError, MemoryError, zlib.error) as exc:
        # Translators: why a link cannot be opened; {why} is a technical reason
        raise LinkError(_("this link cannot be read: {why}").format(why=exc)) from None


def _games_in(query: str) -> list[str]:
    """The values of a query's items named exactly QUERY_KEY (`?lang=en&g=...`: one)."""
    query = query.split("#", 1)[0].lstrip("?")
    return [item[len(QUERY_KEY) + 1:] for item in query.split("&")
            if item.startswith(QUERY_KEY + "=")]


def query_has_game(query: str) -> bool:
    """Whether a page address's query holds a game: an item named exactly QUERY_KEY.  Other
    items (`lang`, `tag`, `fbclid`, `utm_*`) are not games, even when their text contains
    "g=" (`?lang=en`)."""
    return bool(_games_in(query))


def _payload_of(link: str) -> str:
    text = "".join(link.split()).strip("<>\"'")
    if "?" in text or "://" in text:
        found = _games_in(text.split("#", 1)[0].partition("?")[2])
        if not found:
            # Translators: why a link cannot be opened; {item} is the address's part a game
            # link has ("g=")
            raise LinkError(_("this is not a game link: its address has no '{item}' item")
                            .format(item=QUERY_KEY + "="))
        text = found[0]
    elif text.startswith(QUERY_KEY + "="):
        text = text[len(QUERY_KEY) + 1:]
    # Punctuation that a message or a sentence put after the link (a link never ends so).
    end = len(text)
    while end and text[end - 1] not in codes.DIGIT:
        end -= 1
    if end == 0:
        # Translators: why a link cannot be opened; {text} is what was given, quoted
        raise LinkError(_("this is not a game link: it holds no game") if not text
                        else _("this is not a game link: {text}").format(text=repr(text[:20])))
    return text[:end]


# Characters a person copying a code by hand may read one for another; a code that fails its
# checksum is read again with each such character taken for the others of its group (at most
# MENDS readings, a fifth of a second: the checksum and the digest pick the one it was).
LOOKALIKES = ("0Oo", "1lI")
MENDS = 20000


def _decode(text: str) -> Record:
    try:
        return _decode_exact(text)
    except LinkError as exc:
        for reading in _readings(text):
            try:
                return _decode_exact(reading)
            except Exception:           # noqa: BLE001 - not this reading, whatever broke
                continue
        raise exc


def _readings(text: str):
    """`text` with its look-alike characters read every other way (none if there are too
    many readings to try, or none to make).  The head is read first: the version is 1 and the
    two characters after it give the length, so only the rest is read every way."""
    if len(text) < 4:
        return
    groups = [next((g for g in LOOKALIKES if c in g), c) for c in text]
    heads = [head for head in itertools.product("1" if "1" in groups[0] else groups[0],
                                                groups[1], groups[2])
             if all(c in codes.DIGIT for c in head) and codes.from_digits("".join(head[1:])) ==
             len(text) - 3]
    tails = groups[3:]
    count = len(heads)
    for g in tails:
        count *= len(g)
    if count > MENDS:
        return
    for head in heads:
        for letters in itertools.product(*tails):
            reading = "".join(head) + "".join(letters)
            if reading != text:
                yield reading


def _decode_exact(text: str) -> Record:
    if not text[0].isdigit() or not text[0].isascii():     # versions are written 1 to 9
        raise LinkError(_("this is not a game link: {text}").format(text=repr(text[:20])))
    version = int(text[0])
    if version > codes.VERSION:
        # Translators: why a link cannot be opened; {version} is a number
        raise LinkError(_("this link was made by a newer version of the game (v{version}): "
                          "update the game to open it").format(version=version))
    if version < codes.VERSION:
        # Translators: why a link cannot be opened; {version} is a number
        raise LinkError(_("this link has an unknown format (v{version})").format(
            version=version))
    if len(text) < 3:
        # Translators: why a link cannot be opened: part of it is missing
        raise LinkError(_("this link is cut off"))
    for c in text:
        if c not in codes.DIGIT:
            # Translators: why a link cannot be opened; {char} is a character, quoted
            raise LinkError(_("this link was changed after it was made: {char} is never part "
                              "of a link").format(char=repr(c)))
    declared = codes.from_digits(text[1:3])
    digits = text[3:]
    if len(digits) < declared:
        # Translators: why a link cannot be opened: part of it is missing
        raise LinkError(_("this link is cut off: it has {n} of its {total} characters").format(
            n=len(digits) + 3, total=declared + 3))
    if len(digits) > declared:
        extra = len(digits) - declared
        # Translators: why a link cannot be opened
        raise LinkError(ngettext("this link was changed after it was made: it has {n} "
                                 "character too many",
                                 "this link was changed after it was made: it has {n} "
                                 "characters too many", extra).format(n=extra))
    number = codes.from_digits(digits)
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    if len(raw) < 8 or raw[0] != 1 or zlib.crc32(raw[1:-4]) != int.from_bytes(raw[-4:], "big"):
        # Translators: why a link cannot be opened
        raise LinkError(_("this link was changed after it was made (checksum)"))
    body, meaning = raw[1:-7], int.from_bytes(raw[-7:-4], "big")
    return _read(codes.Reader(body), meaning)


def _read(reader: codes.Reader, meaning: int) -> Record:
    game_name = reader.string()
    variant = reader.string()
    players = [reader.string() for _seat in range(reader.count(64, "seats"))]
    options = {}
    for _option in range(reader.count(64, "options")):
        name = reader.string()
        options[name] = reader.value()
    flags = reader.byte()
    deal = flags & ~codes.NAMES_FLAG
    if deal not in (codes.SEED_FLAG, codes.SETUP_FLAG, codes.SEED_FLAG | codes.SETUP_FLAG):
        raise codes.Malformed(f"unknown deal flags {flags}")
    seed = codes.unzigzag(reader.varint()) if flags & codes.SEED_FLAG else None
    setup = None
    if flags & codes.SETUP_FLAG:
        packed = reader.take(reader.varint())
        try:
            setup = json.loads(codes.inflate(packed).decode("utf-8"))
        except (ValueError, UnicodeDecodeError, zlib.error):
            raise codes.Malformed("the setup does not unpack") from None
        if not isinstance(setup, dict):
            raise codes.Malformed("the setup is not a JSON object")
    names = [reader.string() for _name in range(reader.count(64, "names"))] \
        if flags & codes.NAMES_FLAG else []
    count = reader.count(MAX_MOVES, "moves")
    number = int.from_bytes(reader.rest(), "big")

    if setup is None:       # what the seed deals (RulesError: unknown game 'x' (known: ...))
        assert seed is not None         # the flags name a seed, a setup or both
        setup = get_game(game_name).new_game(variant, options, len(players), seed).setup
    # The same strict reading as a record file's, and a link's own rule on seats.
    record = Record.from_json({"format": FORMAT, "game": game_name, "variant": variant,
                               "options": options, "players": players, "seed": seed,
                               "setup": setup, "moves": [], "result": None,
                               "names": names})
    shared(record)
    state = start_of(record)
    for number_of_move in range(1, count + 1):
        if state.is_over():
            # Translators: why a link cannot be opened; {number} counts the moves from 1
            raise LinkError(_("move {number}: the game is already over").format(
                number=number_of_move))
        legal = codes.sorted_legal(state)
        if number_of_move < count:
            number, index = divmod(number, len(legal))
        else:                   # the last move takes what is left, so too much is refused
            index, number = number, 0
        if index >= len(legal):
            # Translators: why a link cannot be opened; {number} counts the moves from 1
            raise LinkError(_("move {number} is not legal: the link picks move {index} of the "
                              "{count} legal ones").format(number=number_of_move,
                                                           index=index + 1, count=len(legal)))
        text, move = legal[index]
        record.moves.append(text)
        state.push(move)
    if number:
        raise codes.Malformed("its moves hold more than their count")
    if codes.meaning(game_name, variant, options, players, seed, setup, record.moves) != meaning:
        # Translators: why a link cannot be opened
        raise LinkError(_("this link does not open the same game in this version of the game "
                          "(the deal or the moves read differently here)"))
    with i18n.in_english():         # a record's reason is English whoever reads it
        outcome = state.outcome()
    record.result = outcome.to_json() if outcome else None
    return record


