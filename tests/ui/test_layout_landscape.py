"""Phones on their side: every screen of the app at the checked sizes of game/ui/screen.py
in each language
(checks.assert_every_screen_fits, tools/layoutcheck.py; docs/ui.md, "The layout check")."""

import pytest
from checks import LANGUAGE_IDS, assert_every_screen_fits

from game.ui.screen import CHECKED_SIZES

SIZES = [size for kind in "landscape".split() for size in CHECKED_SIZES[kind]]


# sizes within languages: one walk's computer moves serve the file's others (layoutcheck.py)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", list(LANGUAGE_IDS), ids=list(LANGUAGE_IDS.values()))
def test_every_screen_fits_a_thumb_and_an_eye(language, size, tmp_path):
    assert_every_screen_fits(size, tmp_path / "data", language)
