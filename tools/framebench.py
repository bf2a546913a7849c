"""Frame times of the real app (dummy video): every game and variant played AI against AI
through `App.frame` and `pygame.display.flip`, plus the screens around a game, and the CPU an
idle screen costs.  Printed, never asserted (docs/performance.md).

    python -m tools.framebench [--game G] [--level hard] [--seed 1] [--idle-seconds 3]
                               [--idle-only] [--startup-only]
                               [--size 390x844 --dpr 3] [--out docs/results/frames.txt]
                               [--results docs/results/frames.json]

A frame is timed from the start of `App.frame` to the end of `pygame.display.flip`: the work
of one frame without the loop's wait for the next one.  `--size` and `--dpr` give the window
of a phone (CSS px, and its pixel ratio, which the app caps as in the browser: its canvas is
then the backing store the browser would get, game/ui/screen.py); `--out` keeps the report in
a text file as well, and `--results` its figures as a results file (game/table/results.py,
rendered into the docs by `python -m tools.render_results`)."""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.table import bench, results  # noqa: E402
from game.table.registry import games  # noqa: E402
from game.table.session import Table  # noqa: E402

FRAME = 1 / 60


class Timer:
    """Drives an App frame by frame and keeps each frame's duration under a label."""

    def __init__(self, app):
        self.app = app
        self.times: dict[str, list[float]] = {}
        self.long: list[tuple[str, float, float]] = []   # (where, wall ms, CPU ms) over 25 ms

    def frame(self, label: str, events=(), action=None) -> float:
        """One frame; `action` (opening a screen, as a click on its button does) runs first,
        inside the frame's time."""
        begin, cpu = time.perf_counter(), time.process_time()
        if action is not None:
            action()
        self.app.frame(list(events), FRAME)
        if getattr(self.app, "painted", True):
            pygame.display.flip()
        spent = time.perf_counter() - begin
        self.times.setdefault(label, []).append(spent)
        if spent > 0.025:
            self.long.append((label, spent * 1000, (time.process_time() - cpu) * 1000))
        return spent

    def report_long(self) -> None:
        """Each frame over 25 ms with the CPU time the process had in it: a frame whose CPU
        time is a small part of it was the machine's (the process waited), not the app's."""
        for label, wall, cpu in self.long:
            say(f"a frame over 25 ms: {wall:.1f} ms in {label}, of which the process ran "
                f"{cpu:.1f} ms")
        FIGURES["long_frames"] = [{"where": label, "wall_ms": round(wall, 1),
                                   "cpu_ms": round(cpu, 1)} for label, wall, cpu in self.long]

    def run(self, label: str, frames: int) -> None:
        for _ in range(frames):
            self.frame(label)


from game.ui import app as app_module  # noqa: E402


VIEWPORT = None     # the window of --size/--dpr (None: the desktop's)


def new_app(seed: int):
    from game.screens import make_app
    os.environ["GAME_TABLE_DATA"] = tempfile.mkdtemp(prefix="game-table-bench-")
    return make_app(["--seed", str(seed)], viewport=VIEWPORT)


def tables(only: str | None):
    """(game, variant, options, players): each variant at every table size, each option
    choice once."""
    return [(game, variant.name, options, players) for game in games().values()
            if not only or game.name == only
            for variant, options, players in bench.tables(game, every_combination=False)]


def label_of(game, variant, options, players) -> str:
    opts = ",".join(f"{k}={v}" for k, v in game.variants[variant].changed_options(options)
                    .items())
    return f"{game.name}/{variant}{'[' + opts + ']' if opts else ''} {players}p"


def play_game(timer: Timer, game, variant, options, players, level, seed) -> None:
    """AI against AI to the end, then the result box, the board under it and the replay."""
    app = timer.app
    label = label_of(game, variant, options, players)
    # as a player starts it: a second on the menu, a second on the setup screen (each makes
    # the art of what it may open next meanwhile), then the game
    timer.frame("menu", action=app.screens.menu)
    timer.run("menu", 60)
    timer.frame("setup first frame", action=lambda: app.screens.setup(game))
    setup = app.scene.setup
    setup.variant, setup.players, setup.options, setup.first = variant, players, dict(options), 0
    setup.fit(game)
    for seat in setup.seats:
        seat.kind, seat.level = ("human" if players == 1 else "ai"), level
    app.fixed_seed = seed
    timer.run("setup", 59)
    timer.frame(f"{label} first frame", action=lambda: app.screens.start_game(game, setup))
    scene = app.scene
    if players == 1:            # the solo puzzle: a person plays it, moves from the rules
        import random
        rng = random.Random(seed)
        while not scene.table.is_over():
            if scene.phase.anim is None and scene.control.human_to_move():
                scene.control.start_move(rng.choice(scene.state.legal_moves()))
            timer.frame(label)
    else:
        limit = 60 * 60 * 20
        while not scene.control.over and limit:
            timer.frame(label)
            limit -= 1
    for _ in range(120):
        timer.frame(f"{label} result")
    timer.frame("replay first frame", action=lambda: scene.start_replay(0))
    timer.run("replay", 30)


def screens(timer: Timer) -> None:
    """The screens around a game: menu, setup, rules, settings, finished games, open link,
    each opened as a click opens it (its making timed with its first frame) after a second
    on the screen before (whose art is made meanwhile)."""
    app = timer.app
    for game in games().values():
        timer.frame("menu first frame", action=app.screens.menu)
        timer.run("menu", 60)
        timer.frame("setup first frame", action=lambda: app.screens.setup(game))
        timer.run("setup", 60)
        timer.frame("rules first frame", action=lambda: app.screens.rules(game, back_to=app.scene))
        timer.run("rules", 10)
    timer.frame("settings first frame", action=app.screens.settings)
    timer.frame("history first frame", action=app.screens.history)
    timer.frame("open-link first frame", action=app.screens.link_screen)


def idle_cpu(app, seconds: float) -> tuple[float, int, int]:
    """CPU time per wall second of the real loop (`App.run`, 60 ticks a second) on the
    current screen once it has settled (SETTLE + 1.5 s unmeasured first), the frames painted
    and the frames run (a still screen's come STILL_WAIT apart natively)."""
    import asyncio

    from game.ui.app import SETTLE
    asyncio.run(app.run(max_ticks=int((SETTLE + 1.5) * 60)))
    painted = {"n": 0}
    real_flip = pygame.display.flip

    def flip():
        painted["n"] += 1
        real_flip()
    pygame.display.flip = flip
    frames = app.frames
    begin_cpu, begin = time.process_time(), time.perf_counter()
    try:
        asyncio.run(app.run(max_ticks=int(seconds * 60)))
    finally:
        pygame.display.flip = real_flip
    wall = time.perf_counter() - begin
    return (time.process_time() - begin_cpu) / wall, painted["n"], app.frames - frames


def idle_screens(seed: int, seconds: float) -> None:
    """Idle CPU on the menu, a setup, a board waiting for a person and a finished game."""
    app = new_app(seed)

    def board():
        table = Table.deal(games()["collapsi"], "standard", {}, ["human", "hard"], seed)
        app.goto(app.screens.table_scene(table))

    def finished():
        table = Table.deal(games()["collecto"], "utwente", {}, ["human", "easy"], seed)
        while not table.is_over():
            table.play(table.state.legal_moves()[0])
        app.goto(app.screens.table_scene(table))
    for where, go in (("the menu", lambda: None),
                      ("a setup", lambda: app.screens.setup(games()["coloretto"])),
                      ("a board waiting for a person", board),
                      ("a finished game", finished)):
        go()
        cpu, painted, frames = idle_cpu(app, seconds)
        say(f"idle on {where}: {cpu * 100:.1f}% of a core, {painted} frames painted in "
            f"{seconds:.0f} s ({frames} frames run)")
        FIGURES.setdefault("idle", []).append({"where": where, "cpu_percent": round(cpu * 100, 2),
                                               "frames_painted": painted, "frames_run": frames,
                                               "seconds": seconds})


class FullCollections:
    """Each full garbage collection of the run (the app chooses when: game/ui/app.py,
    `App._collection_due`): its time and the objects it freed, which is what makes it long."""

    def __init__(self):
        self.times: list[float] = []
        self.freed: list[int] = []
        self._begin = 0.0
        gc.callbacks.append(self.on_collection)

    def on_collection(self, phase: str, info: dict) -> None:
        """gc's callback: the start and the end of each collection."""
        if info["generation"] != 2:
            return
        if phase == "start":
            self._begin = time.perf_counter()
        else:
            self.times.append((time.perf_counter() - self._begin) * 1000)
            self.freed.append(info["collected"])

    def report(self) -> None:
        if self.times:
            say(f"full collections: {len(self.times)}, p50 {statistics.median(self.times):.1f} "
                f"ms, worst {max(self.times):.1f} ms; objects freed p50 "
                f"{statistics.median(self.freed):.0f}, most {max(self.freed)}")
            FIGURES["collections"] = {"count": len(self.times),
                                      "p50_ms": round(statistics.median(self.times), 1),
                                      "worst_ms": round(max(self.times), 1),
                                      "freed_p50": round(statistics.median(self.freed)),
                                      "freed_most": max(self.freed)}


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


OUT: list[str] = []     # the report's lines, for --out
FIGURES: dict = {}      # the report's figures, for --results


def say(line: str) -> None:
    print(line, flush=True)
    OUT.append(line)


def report(times: dict[str, list[float]]) -> float:
    say(f"{'where':58} {'frames':>7} {'p50':>6} {'p95':>6} {'p99':>6} {'worst':>6} {'>25ms':>6}")
    worst = 0.0
    for label, values in times.items():
        ms = [v * 1000 for v in values]
        worst = max(worst, max(ms))
        say(f"{label:58} {len(ms):7} {statistics.median(ms):6.1f} {percentile(ms, 95):6.1f} "
            f"{percentile(ms, 99):6.1f} {max(ms):6.1f} {sum(m > 25 for m in ms):6}")
        FIGURES.setdefault("frames", []).append({
            "where": label, "frames": len(ms), "p50_ms": round(statistics.median(ms), 2),
            "p95_ms": round(percentile(ms, 95), 2), "p99_ms": round(percentile(ms, 99), 2),
            "worst_ms": round(max(ms), 2), "over_25ms": sum(m > 25 for m in ms)})
    return worst


# Run in a fresh interpreter: main.py as a player starts it, until its first flip.
STARTUP_CHILD = """
import os, runpy, sys, time
import pygame
flip = pygame.display.flip
def first_flip(*args):
    flip(*args)
    print(time.time(), flush=True)
    os._exit(0)
pygame.display.flip = first_flip
sys.argv = ["main.py"]
runpy.run_path("main.py", run_name="__main__")
"""


def startup(runs: int = 5) -> None:
    """Wall time from launching `python main.py` to its first flip (the menu), median of
    `runs`: with the app's bytecode already compiled (every start after the first natively)
    and without it (the first start, and every start in the browser, which compiles the app's
    sources each time; Python's own library is compiled in both). It runs a copy of the app,
    so the checkout's bytecode is neither used nor touched."""
    import shutil
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for label, keep in (("bytecode cached", True), ("compiling the app's sources", False)):
        copy = tempfile.mkdtemp(prefix="game-table-start-")
        shutil.copy(os.path.join(root, "main.py"), copy)
        for folder in ("game", "assets"):
            shutil.copytree(os.path.join(root, folder), os.path.join(copy, folder),
                            ignore=shutil.ignore_patterns("__pycache__"))
        env = dict(os.environ, GAME_TABLE_DATA=os.path.join(copy, "data"))
        if keep:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        else:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        times = []
        for run in range(runs + keep):  # the first cached run only compiles
            begin = time.time()
            out = subprocess.run([sys.executable, "-c", STARTUP_CHILD], cwd=copy, env=env,
                                 capture_output=True, text=True, check=True).stdout
            if not (keep and run == 0):
                times.append((float(out.split()[-1]) - begin) * 1000)
        shutil.rmtree(copy, ignore_errors=True)
        say(f"start-up, `python main.py` to its first frame, {label}: median "
            f"{statistics.median(times):.0f} ms, {min(times):.0f}-{max(times):.0f} "
            f"over {runs} starts")
        FIGURES.setdefault("startup", []).append({
            "label": label, "median_ms": round(statistics.median(times), 1),
            "min_ms": round(min(times), 1), "max_ms": round(max(times), 1), "runs": runs})


def time_ai_steps() -> list[float]:
    """Every step of every AI search from now on (Thinking.step, a computer's move or a
    hint), timed: what the AI holds a frame for at once."""
    from game.ai.agent import Thinking
    steps: list[float] = []
    step = Thinking.step

    def timed(self, seconds):
        begin = time.perf_counter()
        try:
            return step(self, seconds)
        finally:
            steps.append(time.perf_counter() - begin)
    Thinking.step = timed
    return steps


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.framebench")
    parser.add_argument("--game")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--idle-seconds", type=float, default=3.0)
    parser.add_argument("--idle-only", action="store_true")
    parser.add_argument("--startup-only", action="store_true")
    parser.add_argument("--size", help="the window, WxH in CSS px (a phone's, say)")
    parser.add_argument("--dpr", type=float, default=1.0, help="its device pixel ratio")
    parser.add_argument("--out", help="also write the report to this file")
    parser.add_argument("--results", metavar="FILE", help="also write the figures to this JSON "
                        "file, with the command, the machine and the date")
    args = parser.parse_args(argv)
    global VIEWPORT
    from game.ui.screen import Viewport, parse_size
    if args.size:
        size = parse_size(args.size)
        if size is None:
            parser.error(f"not a size: {args.size}")
        VIEWPORT = Viewport.of(size[0], size[1], args.dpr)   # capped, as the browser's canvas
        say(f"# window {size[0]}×{size[1]} CSS px at ratio {args.dpr:g}: canvas "
            f"{VIEWPORT.pixels[0]}×{VIEWPORT.pixels[1]} px ({VIEWPORT.shape}, "
            f"{VIEWPORT.scale:g} px a point)")
        FIGURES["window"] = {"css": list(size), "ratio": args.dpr,
                             "canvas": list(VIEWPORT.pixels)}
    try:
        return run(args)
    finally:
        if args.out:
            os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
            with open(args.out, "w", encoding="utf-8") as out:
                out.write(f"# python -m tools.framebench {' '.join(argv)} · "
                          f"{time.strftime('%Y-%m-%d')}\n" + "\n".join(OUT) + "\n")
        if args.results:
            results.write(args.results,
                          results.command_line("python -m tools.framebench", argv), FIGURES)


def run(args) -> int:
    if not args.size:
        startup()
    if args.startup_only:
        return 0
    app = new_app(args.seed)
    app.frame([], FRAME)
    pygame.display.flip()
    if args.idle_only:
        idle_screens(args.seed, args.idle_seconds)
        return 0
    app.min_think = 0.0
    steps = time_ai_steps()
    collections = FullCollections()
    timer = Timer(app)
    for game, variant, options, players in tables(args.game):
        play_game(timer, game, variant, options, players, args.level, args.seed)
    if not args.game:
        screens(timer)
    worst = report(timer.times)
    say(f"worst frame: {worst:.1f} ms")
    timer.report_long()
    collections.report()
    ms = sorted(s * 1000 for s in steps)
    say(f"AI steps (App.ai_budget {app.ai_budget * 1000:.0f} ms each, up to "
        f"{app_module.FRAME_WORK * 1000:.0f} ms of a frame in all): {len(ms)}, "
        f"p50 {statistics.median(ms):.1f} ms, p99 {percentile(ms, 99):.1f} ms, "
        f"worst {ms[-1]:.1f} ms, over 8 ms: {sum(m > 8 for m in ms)}")
    FIGURES["ai_steps"] = {"count": len(ms), "p50_ms": round(statistics.median(ms), 2),
                           "p99_ms": round(percentile(ms, 99), 2), "worst_ms": round(ms[-1], 2),
                           "over_8ms": sum(m > 8 for m in ms)}
    if args.idle_seconds > 0:
        idle_screens(args.seed, args.idle_seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
