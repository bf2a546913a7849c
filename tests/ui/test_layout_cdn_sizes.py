"""The layout check (checks.assert_every_screen_fits, tools/layoutcheck.py; docs/ui.md, "The layout
check") in English, German and French (test_layout_more_cdn_sizes.py: the other three) at a
phone upright (390×844) and on its side (844×390) and a desktop (1280×720), the sizes `make
test` checks on pygame-ce 2.5.7 too (Makefile, LAYOUT_ON_CDN): a third of the checked sizes
(checks.LAYOUT_FILES)."""

import pytest
from checks import LANGUAGE_HALVES, LANGUAGE_IDS, LAYOUT_FILES, assert_every_screen_fits


# sizes within languages: one walk's computer moves serve the file's others (layoutcheck.py)
@pytest.mark.parametrize("size", LAYOUT_FILES["cdn_sizes"],
                         ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGE_HALVES[0],
                         ids=[LANGUAGE_IDS[code] for code in LANGUAGE_HALVES[0]])
def test_every_screen_fits_a_thumb_and_an_eye(language, size, tmp_path):
    assert_every_screen_fits(size, tmp_path / "data", language)


def test_the_three_files_check_every_size():
    from game.ui.screen import CHECKED_SIZES
    checked = sorted(size for group in CHECKED_SIZES.values() for size in group)
    assert sorted(size for sizes in LAYOUT_FILES.values() for size in sizes) == checked
