"""One module per surface of tools/probe.py, each with `probe(rng, scale) -> Tally`."""
