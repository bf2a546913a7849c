"""The links surface: share links (game/table/links.py) as a chat, a typo or an attacker
gives them.

- valid: links of real games of every game, variant, table size and option, with and without
  their moves, bare or in an address among other query items: each must open its game;
- mutated: a valid link with characters replaced, put in, taken out, swapped, doubled or
  changed in case; truncated: cut anywhere;
- random text and random bytes (behind a good checksum, so the reading past it is tried),
  and a real link's bytes with a run rewritten behind a good checksum;
- crafted: well-formed links whose contents the strict record reader refuses (unknown
  options, option values of the wrong type, unknown setup keys, seats that are not seats,
  programs, counts beyond any game, a seed beyond 4,300 digits);
- oversize: texts far beyond any link; inflation bombs: setups that unpack to megabytes.

Refused: a LinkError.  Accepted: the link's own game (a changed link may still open it when
the change was outside the payload).  Wrong: any other game opened.  Crashed: any other
exception, or more than a few seconds."""

from __future__ import annotations

import random
import time

from game.table import codes
from game.table.links import LinkError, decode, encode
from game.table.records import replay
from game.table.registry import get_game

from ..probe import Tally
from .games import Hang, PIECES, hostile_text, real_record, time_limit

LIMIT = 5.0          # seconds one link may take


def _try(tally: Tally, kind: str, text: str, record=None, valid: bool = False) -> None:
    """Decode `text`: refused rightly unless `valid`; if it opens, it must be `record`."""
    start = time.perf_counter()
    try:
        with time_limit(LIMIT):
            back = decode(text)
    except LinkError:
        if valid:
            tally.add(kind, "lost", f"a valid link was refused: {text[:80]!r}")
        else:
            tally.add(kind, "refused")
        return
    except (Hang, Exception) as exc:          # anything else is a crash, a hang included
        tally.add(kind, "crashed", f"{type(exc).__name__}: {exc} on {text[:80]!r}")
        return
    if time.perf_counter() - start > LIMIT:
        tally.add(kind, "crashed", f"took {time.perf_counter() - start:.1f} s")
    elif record is not None and back == record:
        tally.add(kind, "accepted")
    else:
        tally.add(kind, "wrong", f"{text[:80]!r} opened {back.game} {back.players} "
                                 f"{len(back.moves)} moves")


def _mutate(rng: random.Random, text: str) -> str:
    at = rng.randrange(len(text))
    kind = rng.randrange(7)
    char = rng.choice([rng.choice(codes.ALPHABET), rng.choice(PIECES), chr(rng.randrange(0x110000)),
                       rng.choice("pP-%#?&= ")])
    if kind == 0:
        return text[:at] + char + text[at + 1:]
    if kind == 1:
        return text[:at] + char + text[at:]
    if kind == 2:
        return text[:at] + text[at + 1:]
    if kind == 3 and at + 1 < len(text):
        return text[:at] + text[at + 1] + text[at] + text[at + 2:]
    if kind == 4:
        return text[:at] + text[at] + text[at:]
    if kind == 5:
        return text[:at] + text[at].swapcase() + text[at + 1:]
    end = min(len(text), at + rng.randint(1, 12))
    return text[:at] + "".join(rng.choice(codes.ALPHABET) for _ in range(end - at)) + text[end:]


def _crafted(game="collapsi", variant="standard", players=("human", "expert"), options=None,
             flags=1, seed=7, setup=None, count=0) -> str:
    """A well-formed payload with a good checksum and, where the game can deal it, the right
    digest, so that nothing but the reading of its contents can refuse it."""
    options, players = options or {}, list(players)
    dealt = setup
    if dealt is None:
        try:
            dealt = get_game(game).new_game(variant, options, len(players), seed).setup
        except Exception:         # an unknown game, rules or seat count: no deal, digest 0
            dealt = None
    try:
        meaning = codes.meaning(game, variant, options, players, seed, dealt, []) \
            if count == 0 else 0
    except ValueError:            # a seed too long to write in JSON
        meaning = 0
    body = codes.body(game, variant, players, options, flags, seed, setup,
                       [0] * count, [1] * count, meaning)
    return codes.wrap(body)


def _crafted_cases(rng: random.Random) -> list[str]:
    grid = get_game("collapsi").new_game(seed=7).setup["grid"]
    cases = [
        _crafted(options={"board": True}), _crafted(options={"board": 1}),
        _crafted(options={"board": None}), _crafted(options={"size": "9"}),
        _crafted(options={"opening": "classic", "start": "choice"}),
        _crafted(players=["human", "a friend"]), _crafted(players=["human", "Expert"]),
        _crafted(players=["human", ""]), _crafted(players=["human", " expert"]),
        _crafted(players=["human", "cmd:python3 bot.py"]), _crafted(players=["human", "cmd:"]),
        _crafted(players=["human", "x" * 1001]), _crafted(players=["human"] * 3),
        _crafted(players=[]), _crafted(players=["human"] * 64),
        _crafted(game="chess"), _crafted(variant="huge"), _crafted(flags=0), _crafted(flags=7),
        _crafted(seed=10 ** 4301), _crafted(count=1001), _crafted(count=50),
        _crafted(flags=2, seed=None, setup={"grid": grid, "x": 1}),
        _crafted(flags=2, seed=None, setup={"grid": grid, "GRID": grid}),
        _crafted(flags=2, seed=None, setup={"grid": [r.lower() for r in grid] + ["JJJJ"]}),
        _crafted(flags=2, seed=None, setup={"grid": "".join(grid)}),
        _crafted(flags=2, seed=None, setup={}),
        _crafted(flags=3, seed=True, setup={"grid": grid}),
        _crafted(game="coloretto", variant="colors", flags=2, seed=None,
                 setup={"deck": ["R"] * 76}),
        _crafted(game="spectrangle", variant="standard", flags=2, seed=None,
                 setup={"bag": ["RRR6"] * 36}),
    ]
    for _ in range(20):
        cases.append(_seats_in_bytes([b"human", hostile_text(rng).encode("utf-8",
                                                                          "surrogatepass")]))
    return cases


def _seats_in_bytes(seats: list[bytes]) -> str:
    """A Collapsi link from seed 7 whose seats are these bytes, UTF-8 or not."""
    out = bytearray()
    codes.put_string(out, "collapsi")
    codes.put_string(out, "standard")
    codes.put_varint(out, len(seats))
    for seat in seats:
        codes.put_varint(out, len(seat) * 2 + 1)
        out += seat
    codes.put_varint(out, 0)                       # no options
    out.append(1)                                   # the seed's deal
    codes.put_varint(out, codes.zigzag(7))
    codes.put_varint(out, 0)                       # no moves
    try:
        names = [seat.decode("utf-8") for seat in seats]
        setup = get_game("collapsi").new_game(seed=7).setup
        meaning = codes.meaning("collapsi", "standard", {}, names, 7, setup, [])
    except UnicodeDecodeError:
        meaning = 0
    return codes.wrap(bytes(out) + meaning.to_bytes(3, "big"))


def _bombs() -> list[str]:
    """Links whose setup unpacks far beyond any deal (4 KiB)."""
    grid = get_game("collapsi").new_game(seed=7).setup["grid"]
    found = []
    for size in (4_200, 100_000, 1_000_000, 3_000_000):
        for filler in ("a" * size, [0] * (size // 2), {"k": "b" * size}):
            try:
                found.append(_crafted(flags=2, seed=None, setup={"grid": grid, "x": filler}))
            except LinkError:           # too big to carry, even deflated
                pass
    return found


def probe(rng: random.Random, scale: float) -> Tally:
    tally = Tally()
    count = max(1, round(300 * scale))
    real = []
    for _ in range(count):
        record = real_record(rng, stop=rng.choice([0, 3, 10, None, None]),
                             seats=None)
        if any(p.startswith("cmd:") for p in record.players):
            try:
                encode(record)
            except LinkError:
                tally.add("valid", "refused")        # a program is never carried: rightly
                continue
            tally.add("valid", "wrong", f"a link carried {record.players}")
            continue
        moves = rng.random() < 0.85
        text = encode(record, moves=moves, site=rng.choice(["", "https://someone.github.io/t/"]))
        if not moves:
            record.moves = []
        outcome = replay(record, check_result=False).outcome()
        record.result = outcome.to_json() if outcome else None     # a forfeit is not carried
        real.append((record, text))
        _try(tally, "valid", text, record, valid=True)
        code = text.split("?g=", 1)[1]
        around = rng.choice([f"g={code}", code, f"<https://a.b/?fbclid=x&g={code}&utm=1>.",
                             f"https://x.itch.zone/html/1/index.html?g={code[:10]}\n{code[10:]}"])
        _try(tally, "valid", around, record, valid=True)
    for _ in range(round(5000 * scale)):
        record, text = rng.choice(real)
        _try(tally, "mutated", _mutate(rng, text), record)
    for _ in range(round(800 * scale)):
        record, text = rng.choice(real)
        cut = rng.randrange(len(text))
        _try(tally, "truncated", text[:cut], record)
    for _ in range(round(800 * scale)):
        length = rng.randrange(200)
        text = rng.choice([
            "".join(chr(rng.randrange(0x110000)) for _ in range(length)),
            "".join(rng.choice(codes.ALPHABET) for _ in range(length)),
            "?g=1" + "".join(rng.choice(codes.ALPHABET) for _ in range(length)),
            hostile_text(rng, 10)])
        _try(tally, "random text", text)
    for _ in range(round(800 * scale)):
        body = bytes(rng.randrange(256) for _ in range(rng.randrange(400)))
        _try(tally, "random bytes", codes.wrap(body))
    for _ in range(round(800 * scale)):
        record, text = rng.choice(real)
        number = codes.from_digits(text.split("?g=", 1)[1][3:])
        raw = number.to_bytes((number.bit_length() + 7) // 8, "big")[1:-4]
        at = rng.randrange(len(raw) + 1)
        end = min(len(raw), at + rng.randrange(9))
        raw = raw[:at] + bytes(rng.randrange(256) for _ in range(rng.randrange(9))) + raw[end:]
        _try(tally, "rewritten bytes", codes.wrap(raw), record)
    for text in _crafted_cases(rng):
        _try(tally, "crafted", text)
    record, text = rng.choice(real)
    code = text.split("?g=", 1)[1]
    for text in ["?g=" + code + "0" * 10_000_000, "?g=" + "1" * 20_000, "x" * 10_000_001,
                 "https://a.b/" + "y" * 9_000 + "?g=" + code + "z" * 2_000,
                 " " * 5_000_000 + code]:
        _try(tally, "oversize", text)
    for text in _bombs():
        _try(tally, "inflation bomb", text)
    return tally
