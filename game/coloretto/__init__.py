"""Coloretto (Michael Schacht): draw cards onto rows, take one row a round, collect three
colours and avoid the rest.  Two rule sets: "colors" (David's Colors! page, 2-5 players, the
default) and "official" (the published game, 3-5 players, with starting cards, the
last-round card and, for three players, one colour removed)."""
