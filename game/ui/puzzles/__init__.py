"""Puzzles: the list of the day's puzzles and the puzzle being solved."""
