"""The WASM check: the rules and the AI run unchanged in Pyodide under Node (docs/wasm.md).

Needs `node` and `npm ci` (node_modules/pyodide); the first run also downloads the test tools'
wheels from PyPI into build/wasm-wheels.  The inner run takes everything in tests/rules and
tests/ai, slow tests included (under a minute); WASM_PYTEST_ARGS adds pytest arguments to it,
e.g. WASM_PYTEST_ARGS='-m "not slow"'.
"""

import os
import re
import shlex
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # whatever pytest's import mode
from pyodide_runner import WasmSetupError, pytest_summary, run_in_pyodide  # noqa: E402

INNER_ARGS = shlex.split(os.environ.get("WASM_PYTEST_ARGS", ""))


def pyodide(**kwargs):
    try:
        return run_in_pyodide(**kwargs)
    except WasmSetupError as exc:
        problem = str(exc)
    pytest.fail(problem, pytrace=False)


def check(done, ok: bool, what: str):
    if not ok:
        pytest.fail(f"{what} (status {done.returncode})\n--- stdout ---\n{done.stdout[-8000:]}\n"
                    f"--- stderr ---\n{done.stderr[-4000:]}", pytrace=False)


def test_rules_and_ai_tests_pass_in_pyodide():
    done = pyodide(pytest_args=["tests/rules", "tests/ai", "tests/table", *INNER_ARGS])
    check(done, done.returncode == 0, "pytest inside Pyodide failed")
    check(done, pytest_summary(done.stdout).get("passed", 0) > 0, "no test passed")


def test_game_packages_import_without_pygame():
    done = pyodide(code="""
import importlib, pkgutil, sys
import game
assert sys.platform == "emscripten", sys.platform
try:
    import pygame
except ImportError:
    pass
else:
    raise SystemExit("pygame is importable inside Pyodide: the check proves nothing")
names = [m.name for m in pkgutil.walk_packages(game.__path__, "game.")
         if not m.name.endswith(".__main__")]
for name in names:
    importlib.import_module(name)
assert "pygame" not in sys.modules
print(f"imported {len(names)} modules:", " ".join(names))
""")
    check(done, done.returncode == 0, "the game packages do not import in Pyodide")
    check(done, re.search(r"imported [1-9]\d* modules:.* game\.core\.contract", done.stdout),
          "the import check did not report its modules")


def test_full_expert_games_of_every_game_in_pyodide():
    """One whole game per registered game, `expert` against `random`, in one Pyodide start."""
    done = pyodide(code="""
from game.cli import main
from game.table.registry import games
for name in games():
    print("game:", name, flush=True)
    status = main(["play", "--game", name, "--players", "expert,random", "--seed", "7"])
    if status:
        raise SystemExit(status)
""")
    check(done, done.returncode == 0, "a game did not finish cleanly in Pyodide")
    from game.table.registry import games
    for name in games():
        check(done, f"game: {name}" in done.stdout, f"{name} was not played")
    results = re.findall(r"^result: .*", done.stdout, re.MULTILINE)
    winners = re.findall(r"^winners: seat \d", done.stdout, re.MULTILINE)
    check(done, len(results) == len(winners) == len(games()), "a game printed no result")


COLLAPSI_VARIATIONS = [
    ["--variant", "standard", "--option", "board=shifting", "--players", "expert,random"],
    ["--variant", "standard", "--option", "start=choice", "--players", "random,expert"],
    ["--variant", "big", "--option", "board=shifting", "--option", "start=choice",
     "--players", "expert,random,random"],
    ["--variant", "big", "--players", "random,expert,random,random"],
    ["--variant", "solo", "--players", "expert"],
]


def test_the_collapsi_variations_play_in_pyodide():
    """A whole game of each Collapsi variation with the expert seated, in one Pyodide start."""
    done = pyodide(code=f"""
from game.cli import main
for args in {COLLAPSI_VARIATIONS!r}:
    print("variation:", " ".join(args), flush=True)
    status = main(["play", "--game", "collapsi", "--seed", "7", *args])
    if status:
        raise SystemExit(status)
""")
    check(done, done.returncode == 0, "a Collapsi variation did not finish cleanly in Pyodide")
    results = re.findall(r"^result: .*", done.stdout, re.MULTILINE)
    check(done, len(results) == len(COLLAPSI_VARIATIONS), "a variation printed no result")
    check(done, "solved" in done.stdout.split("variation: --variant solo")[-1],
          "the expert did not solve the puzzle")
