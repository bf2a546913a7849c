"""One real web build per test session (`web/build.py`, the same command as `make web`).

The build writes build/web, which both test workers may build at once: it runs under a lock
and each session works on its own copy of the result (`WebBuild.out`).

The build runs with a decoy `black` that pygbag could find both as a module and as a command:
if pygbag ever got to run it, it would leave a marker file. The source tree is snapshotted
before and after, so the tests can prove that the build leaves it exactly as it was."""

import fcntl
import hashlib
import os
import runpy
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = runpy.run_path(str(ROOT / "web" / "build.py"))  # its globals: OUT, archive_name, ...


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives Chromium (tests/web/test_page.py); the "
                            "deploy workflow runs the others before it publishes")


@dataclass
class WebBuild:
    out: Path  # build/web
    name: str  # archive base name: build/web/<name>.apk and <name>.tar.gz
    app_files: list[str]  # what the archive must hold: main.py, game/ and assets/ as git sees
    # them, less the command line's modules (web/build.py's COMMAND_LINE) and the catalogs
    log: str
    seconds: float
    before: tuple  # tree snapshots, see snapshot()
    after: tuple
    black_ran: bool


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout


def snapshot() -> tuple:
    """`git status` plus a hash of every file git sees (tracked or not ignored): catches edits
    to files that were already modified, which `git status` alone would not show."""
    files = git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    hashes = {f: hashlib.sha256((ROOT / f).read_bytes()).hexdigest()
              for f in files if (ROOT / f).is_file()}
    return git("status", "--porcelain", "--untracked-files=all"), hashes


def decoy_black(tmp: Path) -> tuple[Path, dict]:
    marker = tmp / "black-ran"
    module, bin_dir = tmp / "site" / "black", tmp / "bin"
    module.mkdir(parents=True)
    bin_dir.mkdir()
    (module / "__init__.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    command = bin_dir / "black"
    command.write_text(f"#!/bin/sh\ntouch '{marker}'\n")
    command.chmod(0o755)
    env = dict(os.environ, PYTHONPATH=str(tmp / "site"),
               PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    return marker, env


@pytest.fixture(scope="session")
def web_build(tmp_path_factory) -> WebBuild:
    marker, env = decoy_black(tmp_path_factory.mktemp("decoy"))
    listed = git("ls-files", "--cached", "--others", "--exclude-standard", "main.py", "game",
                 "assets").split()
    # pygbag skips dot files
    app_files = sorted(f for f in listed if not f.rsplit("/", 1)[-1].startswith(".")
                       and f not in BUILD["COMMAND_LINE"] and f not in BUILD["NATIVE_ONLY"]
                       and not f.startswith(BUILD["CATALOGS"]))   # beside the page, not in it
    copy = tmp_path_factory.mktemp("site") / "web"
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / "web.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        before = snapshot()
        start = time.perf_counter()
        run = subprocess.run([sys.executable, str(ROOT / "web" / "build.py")], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=600)
        seconds = time.perf_counter() - start
        after = snapshot()
        log = run.stdout + run.stderr
        assert run.returncode == 0, log
        shutil.copytree(BUILD["OUT"], copy)
    return WebBuild(copy, BUILD["archive_name"](copy), app_files, log, seconds, before, after,
                    marker.exists())


def standin_interpreter(path: str) -> bytes:
    """What stands for an interpreter file (main.wasm, main.data) here: they cannot be had
    offline.  The real glue fails on it at once, as it would on a damaged file."""
    return b"stand-in for " + path.encode()


def standin_record() -> dict:
    """web/vendor's record, with the stand-in interpreter files as the recorded ones."""
    sys.path.insert(0, str(ROOT / "web"))
    import host_runtime
    record = host_runtime.load_record()
    for path in BUILD["INTERPRETER"]:
        record[path] = {"git": host_runtime.git_blob(standin_interpreter(path))}
    return record


@pytest.fixture
def standins():
    """(standin_interpreter, standin_record), for the tests of the deploy."""
    return standin_interpreter, standin_record


@pytest.fixture(scope="module")
def hosted(web_build, tmp_path_factory):
    """A copy of the built site with the runtime hosted (web/host_runtime.py), from a copy of
    our copy of the CDN (the source) with the stand-in interpreter files: (site, source, log)."""
    sys.path.insert(0, str(ROOT / "web"))
    import host_runtime
    source = tmp_path_factory.mktemp("cdn") / "cdn"
    shutil.copytree(BUILD["VENDOR"], source)
    for path in BUILD["INTERPRETER"]:
        (source / path).write_bytes(standin_interpreter(path))
    out = tmp_path_factory.mktemp("hosted") / "web"
    shutil.copytree(web_build.out, out)
    log = host_runtime.host(str(source), out, record=standin_record())
    return out, source, log
