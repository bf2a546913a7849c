"""Phones on their side: every screen of the app (tools/layoutcheck.py) at the checked sizes of
game/ui/screen.py, with no control under 44 CSS px, no board target under 32, no text under 12
(status, hints and the move list 14), nothing off the screen and nothing overlapping.  The
figures (the smallest of each) are printed; `python -m tools.layoutcheck` writes them for
every size to docs/results/layout.txt."""

import pytest

from game.ui.screen import CHECKED_SIZES
from tools import layoutcheck

SIZES = [size for kind in "landscape".split() for size in CHECKED_SIZES[kind]]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_screen_fits_a_thumb_and_an_eye(size, tmp_path):
    looks = layoutcheck.check(size, data=str(tmp_path / "data"))
    button, target, text, status = layoutcheck.summary(looks)
    print(f"{size}: {len(looks)} screens; smallest button {button}, board target {target}, "
          f"text {text}, status {status}")
    assert len(looks) > 300                 # every screen was seen
    assert target is not None               # board targets were measured
    problems = [f"{seen.where}: {p}" for seen in looks for p in seen.problems]
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"
