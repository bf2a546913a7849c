"""The real-browser layer's fixtures: one assembled site per test module (the session's web
build, tests/web/conftest.py, with the harness's interpreter, realbrowser.assemble), served on
127.0.0.1, and Debian's Chromium; `devices` opens browser contexts and, when the test ends,
checks each for what must never happen (Device.troubles)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import realbrowser  # noqa: E402


def pytest_configure(config):
    config.addinivalue_line("markers", "whole: only in the whole list at every viewport "
                            "(make test-browser), not in make test")


@pytest.fixture(scope="module")
def site(web_build, tmp_path_factory):
    folder = realbrowser.assemble(web_build.out, tmp_path_factory.mktemp("real") / "web")
    with realbrowser.Server(folder) as server:
        yield server.url


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        chromium = realbrowser.launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def devices(browser, site):
    """devices(kind, **options) -> a new Device on the site; all closed at the end, after
    checking that none met a Python traceback, a page error, an alert, a failed sound or the
    failure box."""
    made = []

    def make(kind="phone-upright", **options):
        device = realbrowser.Device(browser, site, kind, **options)
        made.append(device)
        return device
    yield make
    troubles = {device.kind: device.troubles() for device in made}
    for device in made:
        device.close()
    assert not any(troubles.values()), troubles
