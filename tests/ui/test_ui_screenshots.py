"""Screenshots of every screen, taken by clicking through a whole game (the same code as
`python -m tools.screenshots docs/screenshots`, which refreshes the committed ones)."""

import pygame
from checks import assert_real_screenshots

from tests.support.screenshots import NAMES, take


def test_screenshots_of_every_screen(tmp_path):
    assert_real_screenshots(take(str(tmp_path), seed=42), NAMES)


def test_screenshots_of_the_collapsi_variations(tmp_path):
    from tests.support.screenshots import COLLAPSI_VARIANT_NAMES, take_collapsi_variants
    paths = take_collapsi_variants(str(tmp_path), seed=42)
    assert [p.rsplit("/", 1)[-1][:-4] for p in paths] == list(COLLAPSI_VARIANT_NAMES)
    digests = {pygame.image.tobytes(pygame.image.load(p), "RGB") for p in paths}
    assert len(digests) == len(paths)
