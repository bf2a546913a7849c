"""Fresh seeds.  pygbag seeds `random` with a constant, so every deal takes an explicit seed."""

import os
import time


def fresh_seed() -> int:
    """A seed that differs between runs and page loads (31 bits, easy to type and share)."""
    try:
        return int.from_bytes(os.urandom(4), "big") & 0x7FFFFFFF
    except (NotImplementedError, OSError):  # no entropy source in some WASM hosts
        return (time.time_ns() ^ (time.perf_counter_ns() << 7)) & 0x7FFFFFFF
