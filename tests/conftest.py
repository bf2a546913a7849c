"""The suite runs on two workers (`make test`: pytest-xdist, a file per worker at a time).
The longest files start first, so the slowest one never runs alone at the end."""

import pytest

FIRST = ("tests/ui/test_layout_", "tests/web/real/", "tests/wasm/", "tests/ui/test_ui_fuzz.py",
         "tests/web/", "tools/tests/test_mine_puzzles.py")


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """Every test starts in English whatever the machine's locale, and leaves English behind
    (docs/i18n.md: the app's first start speaks the system's language)."""
    from game.core import i18n
    monkeypatch.setenv("LANGUAGE", "en")
    i18n.use(i18n.SOURCE)
    yield
    i18n.use(i18n.SOURCE)


def pytest_collection_modifyitems(items):
    def rank(item):
        path = item.nodeid
        return next((i for i, prefix in enumerate(FIRST) if path.startswith(prefix)),
                    len(FIRST))
    items.sort(key=rank)         # stable: within a rank, the files keep their order
