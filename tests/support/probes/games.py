"""What the links, records and cli surfaces of the probe share: real records of every game,
variant, table size and option, text an attacker would put in a name, a time limit that turns
a hang into an outcome, and the test that printed text is safe."""

from __future__ import annotations

import random
import signal
import time
from contextlib import contextmanager

from game.table.records import Record, forfeit_result, replay
from game.table.registry import games
from game.table.seats import PEOPLE, player_names
from game.table.session import Table

SETTINGS = [(game.name, v.name, n, options)
            for game in games().values() for v in game.variants.values()
            for n in v.player_counts for options in v.option_combinations()]

# Pieces of text that have broken readers and terminals: escape sequences (clear the screen,
# set the title, a C1 CSI), DEL, NUL, line ends, lone surrogates, a right-to-left override, a
# line separator, backslashes that look like escapes, and text in other scripts.
PIECES = ["\x1b[2J", "\x1b]0;owned\x07", "\x9b31m", "\x7f", "\x00", "\n", "\r", "\t",
          "\ud800", "\udfff", "\udcff", "\u202e", "\u2028", "\ufeff", "\\x1b", "\\", "\\\\u202e",
          "é", "中文", "🎲", "\U000e0001", " ", "'", '"', "%s", "{}", "cmd:", ",", "expert"]


def hostile_text(rng: random.Random, pieces: int = 4) -> str:
    """A few of PIECES and random code points, any of which may be unprintable."""
    parts = []
    for _ in range(rng.randint(1, pieces)):
        if rng.random() < 0.7:
            parts.append(rng.choice(PIECES))
        else:
            parts.append(chr(rng.choice([rng.randrange(0x20), rng.randrange(0x7f, 0xa0),
                                         rng.randrange(0x110000)])))
    return "".join(parts)


def seats_of(rng: random.Random, game: str, n: int) -> list[str]:
    """Seats a record may hold: people, the game's players, now and then a program."""
    kinds = [*PEOPLE, *player_names(game)]
    return [rng.choice(kinds) if rng.random() < 0.9 else
            "cmd:python3 bot.py --level " + str(rng.randrange(10)) for _ in range(n)]


def real_record(rng: random.Random, stop: int | None = None, seats: list[str] | None = None,
                setting: tuple | None = None) -> Record:
    """A record of random play of a random setting (or `setting`), to the end or `stop`
    moves; now and then without its seed (the deal written out) or ended by a forfeit."""
    name, variant, n, options = setting or rng.choice(SETTINGS)
    seed = rng.choice([rng.randrange(1 << 31), rng.randrange(-(1 << 70), 1 << 70), 0])
    state = games()[name].new_game(variant, options, n, seed)
    play = random.Random(seed)
    while not state.is_over() and (stop is None or len(state.history) < stop):
        state.push(play.choice(state.legal_moves()))
    record = Table(state, seats or seats_of(rng, name, n),
                   None if rng.random() < 0.15 else seed).record()
    if record.result is None and record.moves and rng.random() < 0.2:
        record.result = forfeit_result(replay(record), rng.randrange(n), hostile_text(rng))
    return record


class Hang(Exception):
    """The work went on past its time limit."""


@contextmanager
def time_limit(seconds: float):
    """Raise Hang inside the block once it has run `seconds` (a POSIX alarm in the main
    thread; elsewhere the block runs unlimited and the caller measures it).  An alarm already
    set (pytest-timeout's) is put back afterwards with the time it has left."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum, frame):
        raise Hang(f"still running after {seconds:g} s")
    start = time.monotonic()
    previous = signal.signal(signal.SIGALRM, expired)
    outer, interval = signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer:
            left = outer - (time.monotonic() - start)
            signal.setitimer(signal.ITIMER_REAL, max(left, 0.001), interval)


def unsafe(text: str) -> str | None:
    """Why printed `text` is not safe for a terminal (a control character, ESC among them;
    something that cannot be encoded), or None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"cannot be encoded: {exc.reason} at {exc.start}"
    bad = next((c for c in text if not c.isprintable() and c != "\n"), None)
    return None if bad is None else f"prints {bad!r} raw"
