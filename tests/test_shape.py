"""The shape of the house (docs/architecture.md): classes small enough to read, a narrow view
contract, features in folders with one meaning per name."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOST_LINES, MOST_METHODS = 400, 40
CONTRACT_METHODS = 12


def classes():
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                yield path.relative_to(ROOT), node


def methods(node: ast.ClassDef) -> list[str]:
    return [item.name for item in node.body
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))]


def test_no_class_is_too_big_to_read():
    big = [f"{path}: {node.name} {node.end_lineno - node.lineno + 1} lines, "
           f"{len(methods(node))} methods" for path, node in classes()
           if node.end_lineno - node.lineno + 1 > MOST_LINES or len(methods(node)) > MOST_METHODS]
    assert not big, "\n".join(big)


def test_the_measure_sees_the_classes():
    found = {node.name for _, node in classes()}
    assert {"App", "GameView", "Table", "CollapsiState"} <= found


def test_the_view_contract_is_narrow():
    (contract,) = [node for path, node in classes()
                   if path == Path("game/ui/view.py") and node.name == "GameView"]
    assert 0 < len(methods(contract)) <= CONTRACT_METHODS, methods(contract)


# game/ui's own modules beside its feature folders: what every screen shares (game/ui/__init__.py)
SHELL = {"__init__", "app", "navigate", "resume", "ahead", "scene", "screen", "theme", "draw",
         "sound", "page", "trouble", "view", "language"}
FEATURES = {"play", "review", "friends", "menu", "puzzles", "stats", "widgets"}


def test_the_screens_are_in_feature_folders():
    """game/ui is the shell and a folder per feature; a new screen goes in its feature's
    folder, and no module of the screens is called after a game's rules engine (rules.py)."""
    ui = ROOT / "game" / "ui"
    assert {path.stem for path in ui.glob("*.py")} == SHELL
    assert {path.name for path in ui.iterdir() if path.is_dir()} - {"__pycache__"} == FEATURES
    assert all((ui / folder / "__init__.py").is_file() for folder in FEATURES)
    assert not list(ui.rglob("rules.py"))
