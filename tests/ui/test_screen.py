"""The viewport: which layout each window gets, how big a point is, and the backing store's
cap (game/ui/screen.py).  Pure arithmetic: no display."""

import pytest

from game.ui.screen import (CHECKED_SIZES, LANDSCAPE, MAX_PIXELS, MAX_RATIO, PORTRAIT, TABLE,
                            Viewport, parse_size, shape_of)


@pytest.mark.parametrize("size,shape", [
    ((360, 640), PORTRAIT), ((390, 844), PORTRAIT), ((412, 915), PORTRAIT),
    ((768, 1024), PORTRAIT), ((640, 360), LANDSCAPE), ((844, 390), LANDSCAPE),
    ((932, 430), LANDSCAPE), ((900, 650), LANDSCAPE), ((1024, 768), TABLE),
    ((1280, 720), TABLE), ((1920, 1080), TABLE), ((1000, 600), TABLE), ((1000, 599), LANDSCAPE)])
def test_the_shape_follows_the_window(size, shape):
    assert shape_of(*size) == shape


def test_phones_lay_out_in_css_px_and_big_screens_zoom():
    for sizes in (CHECKED_SIZES["portrait"], CHECKED_SIZES["landscape"]):
        for w, h in sizes:
            view = Viewport.of(w, h, 3.0)
            assert view.zoom == 1 and view.size == (w, h)
    desk = Viewport.of(1920, 1080)
    assert desk.zoom == 1.5 and desk.size == (1280, 720) and desk.scale == 1.5
    assert Viewport.of(1280, 720).size == (1280, 720)
    tablet = Viewport.of(1024, 768)
    assert tablet.shape == TABLE and tablet.zoom == 1 and tablet.size == (1024, 768)
    assert Viewport.of(768, 1024).zoom == pytest.approx(1024 / 932)


def test_the_backing_store_is_capped():
    phone = Viewport.of(390, 844, 3.0)
    assert phone.ratio == MAX_RATIO and phone.pixels == (780, 1688)
    assert phone.scale == pytest.approx(2.0)
    big = Viewport.of(2560, 1440, 2.0)
    w, h = big.pixels
    assert w * h <= MAX_PIXELS * 1.01 and big.ratio < 1
    assert big.scale == pytest.approx(w / big.size[0])
    # natively the window's pixels are what they are
    native = Viewport.native((2560, 1440))
    assert native.pixels == (2560, 1440) and native.size == (1280, 720)


def test_bad_ratios_and_sizes_are_refused_or_mended():
    assert Viewport.of(390, 844, float("nan")).device_ratio == 1.0
    assert Viewport.of(390, 844, "x").device_ratio == 1.0
    assert Viewport.of(390, 844, 0).device_ratio == 1.0
    assert parse_size("390x844") == (390, 844)
    assert parse_size("390×844") == (390, 844)
    assert parse_size("100x100") == (320, 320)
    for bad in ("", "390", "axb", "0x5", "-3x400", "99999x5"):
        assert parse_size(bad) is None
