"""Checks the screen tests share (imported by name: pytest puts this folder on the path)."""

import pygame


def drawn_texts(app, scene=None, fresh: bool = False) -> list[tuple[str, pygame.Rect]]:
    """(text, rect in points) of every text `scene` (the app's by default) draws in one frame
    drawn now, seen through `draw.text`; `fresh` draws what it keeps cached too."""
    from game.ui import draw
    scene = scene if scene is not None else app.scene
    seen, real = [], draw.text

    def spy(surface, s, *args, **kwargs):
        rect = real(surface, s, *args, **kwargs)
        seen.append((s, pygame.Rect(rect)))
        return rect
    draw.text = spy
    try:
        if fresh:
            scene.redraw()
        scene.draw(app.screen)
    finally:
        draw.text = real
    return seen


def landed(d, scene, before: int, move) -> None:
    """The move was taken (now animating) and is on the state once its animation ends."""
    history = scene.state.history
    assert scene.phase.pending == move or (len(history) > before and history[before] == move)
    d.until(lambda: scene.phase.anim is None)
    assert scene.state.history[before] == move


def assert_real_screenshots(paths: list[str], names, min_colours: int = 200) -> None:
    """The screenshots are the ones named, in order, each a real picture of the window's
    size (many distinct colours, not a blank or veiled frame) and no two alike."""
    assert [p.rsplit("/", 1)[-1][:-4] for p in paths] == list(names)
    digests = set()
    for path in paths:
        img = pygame.image.load(path)
        assert img.get_size() == (1280, 720)
        small = pygame.transform.scale(img, (64, 36))
        colours = {tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
        assert len(colours) > min_colours, path
        digests.add(pygame.image.tobytes(img, "RGB"))
    assert len(digests) == len(paths)


def layout_problems(app) -> list[str]:
    """Draw one frame of the current screen afresh and say what collides or is too small
    for a thumb: the layout check's look at it (tools/layoutcheck.py)."""
    from tests.support.layoutcheck import look
    return look(app, app.scene.name).problems


# the layout check's languages, by the names its test ids carry (Makefile's LAYOUT_ON_CDN); each
# file of sizes runs in two files of three languages, so that two workers share them evenly
LANGUAGE_IDS = {"en": "english", "de": "german", "fr": "french", "nl": "dutch", "es": "spanish",
                "it": "italian"}


# the checked sizes (game/ui/screen.py) in three files of a third of the time each: one size of
# each kind (the ones `make test` checks on pygame-ce 2.5.7 too, LAYOUT_ON_CDN), the smallest
# and the largest
LAYOUT_FILES = {"cdn_sizes": [(390, 844), (844, 390), (1280, 720)],
                "small_sizes": [(360, 640), (640, 360), (768, 1024)],
                "large_sizes": [(412, 915), (1024, 768), (1920, 1080)]}


LANGUAGE_HALVES = (("en", "de", "fr"), ("nl", "es", "it"))


def assert_every_screen_fits(size, data, language: str = "en") -> None:
    """The layout check at `size` (CSS px) in `language`: every screen seen, board targets
    measured, no problem; the smallest of each printed (tools/layoutcheck.py)."""
    from tests.support import layoutcheck
    looks = layoutcheck.check(size, data=str(data), language=language)
    button, target, text, status = layoutcheck.summary(looks)
    print(f"{size}: {len(looks)} screens; smallest button {button}, board target {target}, "
          f"text {text}, status {status}")
    assert len(looks) > 300                 # every screen was seen
    assert target is not None               # board targets were measured
    problems = [f"{seen.where}: {p}" for seen in looks for p in seen.problems]
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"
