"""Spectrangle (UTwente 2018 course rules): 2-4 players lay triangular tiles with coloured sides
on a triangular board of 36 fields; touching sides must match, and a tile scores its value
times the sides it touches times the field's bonus."""
