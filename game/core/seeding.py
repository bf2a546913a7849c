"""Fresh seeds.  pygbag seeds `random` with a constant, so every deal takes an explicit seed."""

import os
import time


def fresh_seed() -> int:
    """A seed that differs between runs and page loads (31 bits, easy to type and share)."""
    try:
        return int.from_bytes(os.urandom(4), "big") & 0x7FFFFFFF
    except (NotImplementedError, OSError):  # no entropy source in some WASM hosts
        return (time.time_ns() ^ (time.perf_counter_ns() << 7)) & 0x7FFFFFFF


SECRET_BITS = 53    # the widest integer every JSON reader keeps exact (a double's mantissa)


def secret_seed() -> int:
    """A seed for a deal that must stay hidden from a program at the table: 53 bits from the
    system's random source.  Among 2^31 seeds a program could find the one that deals the
    cards it has seen (a table made once, in hours) and so know the rest; among 2^53 it
    cannot.  Native only: no fallback to the clock."""
    return int.from_bytes(os.urandom(7), "big") >> (56 - SECRET_BITS)
