"""The house's arrows point down (docs/architecture.md): read from the code's own imports,
function-level ones included, which layer of `game` may import which, that pygame stays in the
screens, and that no modules import each other in a circle."""

from __future__ import annotations

import ast
from pathlib import Path

from game.table import registry

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"
# the games' folders, as the registry knows them: a game added there is checked here too
GAMES = {registry.package(name).__name__.split(".")[1] for name in registry.games()}
SCREENS = {"view"}           # the one module of a game's folder that may draw


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def resolve(name: str) -> str:
    """The module of `game` that importing `name` runs last: `game.table.links` for both
    `import game.table.links` and `from game.table import links`."""
    while name not in MODULES and "." in name:
        name = name.rsplit(".", 1)[0]
    return name


def imports(module: str) -> list[tuple[str, bool]]:
    """(imported module, at module level) for every import statement of `module`; names of
    `game` resolved to its modules, anything else by its top-level name (pygame, json...)."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module
            names = [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in names:
            if name.split(".")[0] == "game":
                found.append((resolve(name), id(node) in top))
            else:
                found.append((name.split(".")[0], id(node) in top))
    return found


def layer(module: str) -> str:
    """core (with the package itself, the version), ai, table, ui, cli, screens (the app put
    together), a game's name, or `view` for a game's screen (its `view` module or package)."""
    parts = module.split(".")
    if len(parts) == 1:
        return "core"  # game/__init__.py: the version, which every layer may read
    if parts[1] in ("cli", "__main__"):
        return "cli"
    if parts[1] == "screens":
        return "screens"
    if parts[1] in GAMES and len(parts) > 2 and parts[2] in SCREENS:
        return "view"
    return "game" if parts[1] in GAMES else parts[1]


# Which layers each layer may import (a game's folder: also its own package, checked below).
ALLOWED = {
    "core": {"core"},
    "ai": {"core", "ai"},
    "game": {"core", "ai"},
    "view": {"core", "ai", "table", "ui"},
    "table": {"core", "ai", "table"},
    "ui": {"core", "ai", "table", "ui"},
    "cli": {"core", "ai", "table", "cli"},
    "screens": {"core", "ai", "table", "ui", "view", "game"},
}


def test_every_arrow_points_down():
    wrong = []
    for module in MODULES:
        mine = layer(module)
        own = module.split(".")[1] if mine in ("game", "view") else None
        for target, _ in imports(module):
            if not target.startswith("game"):
                continue
            theirs = layer(target)
            if theirs in ("game", "view") and target.split(".")[1] == own:
                continue                                    # a game's folder within itself
            if mine == "view" and theirs not in ALLOWED[mine] and theirs == "screens":
                wrong.append(f"{module} ({mine}) imports {target} ({theirs})")
                continue
            if theirs == "game" and module == "game.table.registry" and target.count(".") == 1:
                continue                # the registry names the games by their packages
            if theirs not in ALLOWED[mine]:
                wrong.append(f"{module} ({mine}) imports {target} ({theirs})")
    assert not wrong, "\n".join(wrong)


def test_pygame_stays_in_the_screens():
    drawing = sorted(module for module in MODULES
                     if any(target == "pygame" for target, _ in imports(module)))
    assert drawing and all(layer(module) in ("ui", "view") for module in drawing), drawing


def test_no_modules_import_each_other_in_a_circle():
    graph = {module: {target for target, _ in imports(module)
                      if target in MODULES and target != module}
             for module in MODULES}
    done, path, loops = set(), [], []

    def visit(module):
        if module in path:
            loops.append(path[path.index(module):] + [module])
            return
        if module in done:
            return
        path.append(module)
        for target in sorted(graph[module]):
            visit(target)
        path.pop()
        done.add(module)

    for module in sorted(graph):
        visit(module)
    assert not loops, "\n".join(" -> ".join(loop) for loop in loops)


def test_only_the_top_joins_games_to_their_screens():
    """No game package, nor anything under the app's top, names a screen of a game: only
    game/screens.py (the composition) imports them."""
    naming = sorted(module for module in MODULES for target, _ in imports(module)
                    if layer(target) == "view" and layer(module) not in ("view", "screens"))
    assert naming == []
    # the screens are named by the registrations and imported by name, by game/screens.py
    # alone: the registry imports the games' packages, nothing else imports by name
    screens = {registry.registration(name).screen for name in registry.games()}
    assert all(screen in MODULES and layer(screen) == "view" for screen in screens)
    assert {screen.split(".")[1] for screen in screens} == GAMES
    by_name = sorted(module for module in MODULES if "importlib" in dict(imports(module)))
    assert by_name == ["game.screens", "game.table.registry"]


def test_the_games_are_the_registrys_folders():
    """The layers are told from the registry's games, each a folder of `game`."""
    assert GAMES >= {"collapsi", "collecto", "coloretto", "spectrangle"}
    assert all((PACKAGE / name / "__init__.py").is_file() for name in GAMES)


def test_the_checks_see_the_imports_they_judge():
    """The rules above judge what they find: the reader must find the known imports."""
    registry = dict(imports("game.table.registry"))
    assert registry["importlib"] and registry["game.core.contract"]
    view = {target for module in MODULES if module.startswith("game.collapsi.view")
            for target, _ in imports(module)}
    assert {"pygame", "game.ui.draw", "game.collapsi.rules"} <= view
    assert layer("game.collapsi.view") == "view" and layer("game.table.session") == "table"
    assert layer("game.collapsi.view.layout") == "view" and layer("game.screens") == "screens"


def test_the_tests_never_import_the_tools():
    """What the tests share lives with them (tests/support: the UI driver, the layout check,
    the screenshot takers, the hostile probes); tools/ holds commands over it, never the
    other way round, and the tools' own tests live with them (tools/tests).  Every import
    counts, inside functions too."""
    importing = set()
    for path in (ROOT / "tests").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            else:
                continue
            if any(name.split(".")[0] == "tools" for name in names):
                importing.add(path.relative_to(ROOT).as_posix())
    assert not importing, sorted(importing)
    assert list((ROOT / "tools" / "tests").glob("test_*.py")), "the tools' tests moved"
