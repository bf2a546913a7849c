"""Screenshots of every screen, taken by clicking through a whole game (the same code as
`python -m tools.screenshots docs/screenshots`, which refreshes the committed ones)."""

import pygame

from tools.screenshots import NAMES, take


def test_screenshots_of_every_screen(tmp_path):
    paths = take(str(tmp_path), seed=42)
    names = [p.rsplit("/", 1)[-1][:-4] for p in paths]
    assert names == list(NAMES)
    digests = set()
    for path in paths:
        img = pygame.image.load(path)
        assert img.get_size() == (1280, 720)
        # a real picture, not a blank frame: many distinct colours
        small = pygame.transform.scale(img, (64, 36))
        colours = {tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
        assert len(colours) > 200, path
        digests.add(pygame.image.tobytes(img, "RGB"))
    assert len(digests) == len(paths)   # every screenshot shows something different


def test_screenshots_of_the_collapsi_variations(tmp_path):
    from tools.screenshots import COLLAPSI_VARIANT_NAMES, take_collapsi_variants
    paths = take_collapsi_variants(str(tmp_path), seed=42)
    assert [p.rsplit("/", 1)[-1][:-4] for p in paths] == list(COLLAPSI_VARIANT_NAMES)
    digests = {pygame.image.tobytes(pygame.image.load(p), "RGB") for p in paths}
    assert len(digests) == len(paths)
