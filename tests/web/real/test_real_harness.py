"""The real-browser layer fails when it must: a Python traceback in the page, a frame that
raised, a sound that fails to load, a blank canvas (each test's devices are checked for all of
them when it ends: conftest.devices, Device.troubles, realbrowser.assert_drawn)."""

import pygame
import pytest
import realbrowser

pytestmark = pytest.mark.browser


def test_a_blank_canvas_is_not_taken_for_a_drawn_screen(tmp_path):
    blank = pygame.Surface((390, 844))
    blank.fill((15, 59, 46))
    pygame.draw.rect(blank, (236, 176, 48), (100, 100, 50, 50))
    pygame.image.save(blank, str(tmp_path / "blank.png"))
    with pytest.raises(AssertionError, match="blank canvas"):
        realbrowser.assert_drawn(tmp_path / "blank.png")


def test_a_traceback_an_error_in_a_frame_and_a_silent_sound_are_seen(devices):
    device = devices("desktop")
    device.open()
    assert device.troubles() == []
    # the app's sound engine, in this browser, with one effect's file gone: it stays silent
    device.python("import os, shutil, probe\n"
                  "from game.ui.sound import Sounds\n"
                  "shutil.copytree(probe.app().sounds.folder, '/tmp/sounds')\n"
                  "os.remove('/tmp/sounds/win.pages')\n"
                  "broken = Sounds(folder='/tmp/sounds')\n"
                  "broken.warm()")
    assert device.python("import json\njson.dumps(broken.loaded())") == \
        '{"move": true, "collect": true, "invalid": true, "win": false}'
    # an exception in a callback of the app's loop: asyncio prints its traceback
    device.python("import asyncio\nasyncio.get_event_loop().call_soon(lambda: 1 / 0)")
    device.frames(3)
    troubles = "\n".join(device.troubles())
    assert "cannot load sound win" in troubles
    assert "Python traceback" in troubles and "ZeroDivisionError" in troubles
    # seen: now forgotten, so that this test's own end finds the page clean
    device.js("pygbag_harness.output.length = 0")
    assert device.troubles() == []
