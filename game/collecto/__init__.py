"""Collecto (Martin Nedergaard): push lines of balls, collect every touching pair of one colour,
score a point per three balls of a colour.  Two rule sets: the UTwente 2020 course rules (two
players, the default) and the official rules for 2-4 players with the "I can't find a move"
declaration."""
