"""One module per surface of the hostile probe (tests/support/probe.py; python -m tools.probe),
each with `probe(rng, scale) -> Tally`."""
