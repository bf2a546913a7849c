"""A tile's positions and a triangle's corners: plain geometry, no drawing.

A tile lies in one of six positions, 60° apart clockwise from its canonical one (pointing up
with its listed colours on the left, right and bottom side); a tile pointing up fits up
fields, one pointing down fits down fields."""

from __future__ import annotations

import math

from game.spectrangle.rules import CLOCKWISE

ROOT3 = math.sqrt(3.0)


def turned(sides: str, up: bool) -> tuple[str, bool]:
    """The sides (left, right, vertical) of a tile turned 60° clockwise, and whether it then
    points up.  Turning flips the orientation: an up tile's left side becomes the top."""
    left, right, vert = sides
    if up:
        return vert + right + left, False
    return left + vert + right, True


def orientations(tile: int) -> list[tuple[str, bool]]:
    """The tile's six positions, 60° apart clockwise from its canonical one: (sides, points
    up)."""
    out = [(CLOCKWISE[tile], True)]
    for _ in range(5):
        out.append(turned(*out[-1]))
    return out


def edges_of(sides: str, up: bool) -> tuple[str, str, str]:
    """The colours of a placed tile's edges in the painter's order (v0-v1, v1-v2, v2-v0 with
    v0 at the top of an up tile, at the upper right of a down one)."""
    left, right, vert = sides
    return (right, vert, left) if up else (right, left, vert)


def tile_edges(tile: int) -> tuple[str, str, str]:
    """The painter's edges of a tile in its canonical position (angle 0)."""
    return edges_of(CLOCKWISE[tile], True)


def angle_of(rot: int) -> float:
    return 60.0 * rot


def points_up(angle: float) -> bool:
    """A tile shown at `angle` (degrees) points up (at its nearest position)."""
    return round(angle / 60) % 2 == 0


def triangle(centre, radius: float, angle: float) -> list[tuple[float, float]]:
    """The corners of an equilateral triangle round `centre` (its centroid), `radius` from
    it, the first corner `angle` degrees clockwise from straight up."""
    cx, cy = centre
    out = []
    for i in range(3):
        a = math.radians(angle + 120 * i)
        out.append((cx + radius * math.sin(a), cy - radius * math.cos(a)))
    return out


def shared_edge(a, b):
    """The edge two neighbouring fields share (their two common corners), or None."""
    common = [p for p in a if any(abs(p[0] - q[0]) < 0.5 and abs(p[1] - q[1]) < 0.5 for q in b)]
    return common if len(common) == 2 else None
