"""Run the project's Python inside Pyodide under Node (see docs/wasm.md).

    run_in_pyodide(pytest_args=["tests/rules", "tests/ai", "tests/table"])   # pytest inside Pyodide
    run_in_pyodide(code="import game.core; print('ok')")      # any snippet

From the command line (with the project's virtualenv):

    python tests/wasm/pyodide_runner.py wheels            # fill build/wasm-wheels
    python tests/wasm/pyodide_runner.py pytest [ARGS...]  # the rules and AI tests in Pyodide
    python tests/wasm/pyodide_runner.py bench [--results FILE]  # Pyodide/native time ratio

Pyodide has no network here: pytest, hypothesis and their dependencies are installed from
wheels that `pip download` puts in build/wasm-wheels, at exactly the versions installed in the
environment running this file (the same ones the native tests use).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).with_name("run_pyodide.mjs")
WHEELS = ROOT / "build" / "wasm-wheels"
PYODIDE = ROOT / "node_modules" / "pyodide"
DEFAULT_PYTEST_ARGS = ["tests/rules", "tests/ai", "tests/table"]
TEST_TOOLS = ["pytest", "hypothesis"]


class WasmSetupError(RuntimeError):
    """Node, node_modules or the wheels are missing; the message says what to run."""


def pyodide_info() -> dict:
    """Facts about the pinned Pyodide: {'python': '3.14.2', 'abi_version': '2026_0', ...}."""
    lock = PYODIDE / "pyodide-lock.json"
    if not lock.exists():
        raise WasmSetupError(f"Pyodide is not installed ({PYODIDE} is missing): run `npm ci` "
                             f"in {ROOT}")
    return json.loads(lock.read_text(encoding="utf-8"))["info"]


def wheel_pins() -> dict[str, str]:
    """pytest, hypothesis and everything they need under Pyodide, pinned to the versions
    installed here: {distribution name: version}."""
    from importlib import metadata

    from packaging.markers import default_environment
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    full = pyodide_info()["python"]
    target = {**default_environment(), "python_version": full.rsplit(".", 1)[0],
              "python_full_version": full, "sys_platform": "emscripten",
              "platform_system": "Emscripten", "platform_machine": "wasm32", "extra": ""}
    pins: dict[str, str] = {}
    todo = list(TEST_TOOLS)
    while todo:
        name = canonicalize_name(todo.pop())
        if name in pins:
            continue
        try:
            pins[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            raise WasmSetupError(f"{name} is needed inside Pyodide but is not installed in "
                                 f"{sys.prefix}: run `make test` once to set up .venv") from None
        for text in metadata.requires(name) or []:
            req = Requirement(text)
            if req.marker is None or req.marker.evaluate(target):
                todo.append(req.name)
    return dict(sorted(pins.items()))


def ensure_wheels(directory: Path = WHEELS) -> Path:
    """Download the pinned wheels that are not cached yet; drop any other wheel."""
    pins = wheel_pins()
    prefixes = {f"{name.replace('-', '_')}-{version}-": name for name, version in pins.items()}
    directory.mkdir(parents=True, exist_ok=True)
    have = set()
    for wheel in directory.glob("*.whl"):
        match = next((p for p in prefixes if wheel.name.lower().startswith(p)), None)
        if match:
            have.add(prefixes[match])
        else:
            wheel.unlink()
    missing = [f"{name}=={version}" for name, version in pins.items() if name not in have]
    if missing:
        info = pyodide_info()
        major, minor = info["python"].split(".")[:2]
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
               "--only-binary=:all:", "--no-deps", "--python-version", f"{major}.{minor}",
               "--implementation", "cp", "--abi", f"cp{major}{minor}",
               "--platform", f"pyemscripten_{info['abi_version']}_{info['arch']}",
               "-d", str(directory), *missing]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode:
            raise WasmSetupError(f"could not download {', '.join(missing)} (PyPI needed once):\n"
                                 f"{done.stderr}")
    return directory


def run_in_pyodide(code: str | None = None, pytest_args: list[str] | None = None,
                   timeout: float = 1800, capture: bool = True) -> subprocess.CompletedProcess:
    """Run `code`, or else pytest with `pytest_args` (default: the rules and AI tests), in
    Pyodide.  Output is captured as text unless `capture` is false; returncode is the
    snippet's or pytest's status."""
    node = shutil.which("node")
    if node is None:
        raise WasmSetupError("node is not on PATH: the WASM check needs Node.js 18 or newer")
    pyodide_info()  # fails clearly when node_modules is missing
    cmd = [node, str(RUNNER), "--root", str(ROOT)]
    if code is None:
        cmd += ["--wheels", str(ensure_wheels()), "--", *(pytest_args or DEFAULT_PYTEST_ARGS)]
    else:
        cmd += ["--code", code]
    return subprocess.run(cmd, capture_output=capture, text=True, timeout=timeout, cwd=ROOT)


def pytest_summary(output: str) -> dict[str, int]:
    """Counts from pytest's last summary line: {'passed': 12, 'skipped': 1, ...}."""
    lines = [line for line in output.splitlines() if re.search(r"\d+ \w+.* in [\d.]+s", line)]
    if not lines:
        return {}
    return {word: int(n) for n, word in re.findall(r"(\d+) (\w+)", lines[-1])}


def bench(script: str = "tests/wasm/bench_workload.py",
          results_path: str | None = None) -> dict[str, tuple[float, float]]:
    """Time the same workload natively and in Pyodide; print and return
    {part: (native seconds, pyodide seconds)}, and with `results_path` write them as a results
    file (game/table/results.py; docs/ai.md's browser tables are rendered from it)."""
    native = subprocess.run([sys.executable, script], capture_output=True, text=True, cwd=ROOT)
    wasm = run_in_pyodide(code=f"import runpy; runpy.run_path({script!r}, run_name='__main__')")
    for name, done in (("native", native), ("pyodide", wasm)):
        if done.returncode:
            raise RuntimeError(f"{name} workload failed:\n{done.stdout}{done.stderr}")
    times = {name: json.loads(done.stdout.strip().splitlines()[-1])
             for name, done in (("native", native), ("pyodide", wasm))}
    rows = {part: (times["native"][part], times["pyodide"][part]) for part in times["native"]}
    rows["total"] = (sum(times["native"].values()), sum(times["pyodide"].values()))
    print(f"{'workload (' + script + ')':<40} {'native':>9} {'pyodide':>9} {'ratio':>7}")
    for part, (a, b) in rows.items():
        print(f"{part:<40} {a:>8.3f}s {b:>8.3f}s {b / a:>6.2f}x")
    if results_path:
        from game.table import results
        argv = ["bench", "--results", results_path]
        results.write(results_path, results.command_line("python tests/wasm/pyodide_runner.py",
                                                         argv),
                      {"workload": script, "pyodide": pyodide_info()["python"],
                       "parts": [{"part": part, "native_s": a, "pyodide_s": b}
                                 for part, (a, b) in rows.items()]})
    return rows


def main(argv: list[str]) -> int:
    command, *rest = argv or ["pytest"]
    if command == "wheels":
        print("\n".join(str(p) for p in sorted(ensure_wheels().glob("*.whl"))))
        return 0
    if command == "bench":
        if rest and (rest[0] != "--results" or len(rest) != 2):
            print("usage: pyodide_runner.py bench [--results FILE]", file=sys.stderr)
            return 2
        bench(results_path=rest[1] if rest else None)
        return 0
    if command == "pytest":
        return run_in_pyodide(pytest_args=rest or None, capture=False).returncode
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
