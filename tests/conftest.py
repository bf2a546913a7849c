"""The suite runs on two workers (`make test`: pytest-xdist, a file per worker at a time).
The longest files start first, so the slowest one never runs alone at the end."""

FIRST = ("tests/web/real/", "tests/wasm/", "tests/ui/test_ui_fuzz.py", "tests/web/",
         "tools/tests/test_mine_puzzles.py")


def pytest_collection_modifyitems(items):
    def rank(item):
        path = item.nodeid
        return next((i for i, prefix in enumerate(FIRST) if path.startswith(prefix)),
                    len(FIRST))
    items.sort(key=rank)         # stable: within a rank, the files keep their order
