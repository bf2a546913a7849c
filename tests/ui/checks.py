"""Checks the screen tests share (imported by name: pytest puts this folder on the path)."""

import pygame


def landed(d, scene, before: int, move) -> None:
    """The move was taken (now animating) and is on the state once its animation ends."""
    history = scene.state.history
    assert scene.pending == move or (len(history) > before and history[before] == move)
    d.until(lambda: scene.anim is None)
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
    """Draw one frame of the current screen afresh and say what collides: a text or tag that
    leaves the 1280×720 canvas, two texts that overlap, or a text that runs into a button it
    is not the label of.  Every text drawn onto a full-size surface (the screen, or its cached
    static layer, redrawn for this frame) is collected through `draw.text`."""
    from game.ui import draw, widgets

    canvas = app.screen.get_rect()
    texts, owner = [], []
    real_text, real_draw = draw.text, widgets.Button.draw

    def text(surface, s, pos, size=20, *args, **kwargs):
        rect = real_text(surface, s, pos, size, *args, **kwargs)
        seen = rect.clip(surface.get_clip())      # a scrolled list clips its lines
        if surface.get_size() == canvas.size and s.strip() and seen.w and seen.h:
            texts.append((seen, s, owner[-1] if owner else None))
        return rect

    def button_draw(self, surface, mouse):
        owner.append(self)
        try:
            return real_draw(self, surface, mouse)
        finally:
            owner.pop()

    scene = app.scene
    scene._static = None
    draw.text, widgets.Button.draw = text, button_draw
    try:
        scene.draw(app.screen)
    finally:
        draw.text, widgets.Button.draw = real_text, real_draw
    buttons = [b for w in scene.widgets() for b in getattr(w, "buttons", [w])
               if isinstance(b, widgets.Button) and b.visible]
    problems = []

    def inner(rect):        # a line's box holds space above and below its letters
        return rect.inflate(-2, -max(4, rect.h // 4))
    for i, (rect, s, own) in enumerate(texts):
        if not canvas.contains(rect):
            problems.append(f"{s!r} leaves the canvas at {tuple(rect)}")
        for other, t, own2 in texts[i + 1:]:
            if s != t and inner(rect).colliderect(inner(other)):
                problems.append(f"{s!r} {tuple(rect)} overlaps {t!r} {tuple(other)}")
        for b in buttons:
            if not b.label and not b.icon and b.rect.contains(rect):
                continue        # a row that is one big button (a finished game) holds its words
            if b is not own and inner(rect).colliderect(b.rect):
                problems.append(f"{s!r} {tuple(rect)} runs into the button {b.name!r}")
    return problems
