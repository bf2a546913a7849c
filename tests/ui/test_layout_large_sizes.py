"""The layout check (checks.assert_every_screen_fits, tools/layoutcheck.py; docs/ui.md, "The layout
check") in English, German and French (test_layout_more_large_sizes.py: the other three) at a
large phone upright (412×915), a tablet on its side (1024×768) and a large desktop (1920×1080):
a third of the checked sizes (checks.LAYOUT_FILES)."""

import pytest
from checks import LANGUAGE_HALVES, LANGUAGE_IDS, LAYOUT_FILES, assert_every_screen_fits


# sizes within languages: one walk's computer moves serve the file's others (layoutcheck.py)
@pytest.mark.parametrize("size", LAYOUT_FILES["large_sizes"],
                         ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGE_HALVES[0],
                         ids=[LANGUAGE_IDS[code] for code in LANGUAGE_HALVES[0]])
def test_every_screen_fits_a_thumb_and_an_eye(language, size, tmp_path):
    assert_every_screen_fits(size, tmp_path / "data", language)
