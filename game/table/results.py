"""Results files: a measuring command's figures as JSON, with the command line that made them,
the machine and the date, so a figure quoted in the docs traces to its run
(`python -m tools.render_results` renders the docs' tables from them; docs/results/)."""

from __future__ import annotations

import json
import os
import platform
import shlex
import time


def machine() -> str:
    """The machine in one line: system, processor, cores and Python."""
    cpu = _cpu_model() or platform.machine()
    return (f"{platform.system()} {platform.machine()}, {cpu}, {os.cpu_count()} cores, "
            f"{platform.python_implementation()} {platform.python_version()}")


def _cpu_model() -> str | None:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def header(command: str) -> dict:
    """What every results file begins with: the command, the machine, the date (UTC) and, where
    the system keeps them, its load averages over the last 1, 5 and 15 minutes (on a shared
    machine, timings move with the load)."""
    head: dict = {"command": command, "machine": machine(),
                  "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    if hasattr(os, "getloadavg"):
        head["load"] = [round(load, 1) for load in os.getloadavg()]
    return head


def command_line(program: str, argv: list[str]) -> str:
    """The command as typed: `python -m tools.ladder --games 40`."""
    return " ".join([program, *map(shlex.quote, argv)])


def write(path: str, command: str, figures: dict) -> None:
    """The results file at `path`: the header, then the figures."""
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        json.dump({**header(command), **figures}, out, indent=1, ensure_ascii=False)
        out.write("\n")


def read(path: str) -> dict:
    with open(path, encoding="utf-8") as source:
        return json.load(source)

