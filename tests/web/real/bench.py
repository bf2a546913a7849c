"""Figures of the real app in the real browser (docs/performance.md, "In the browser"):

    python tests/web/real/bench.py [--results docs/results/browser.json] [--runs 3]
                                   [--still-seconds 15] [--game-seconds 45]

The archive `make web` builds, run in Debian's Chromium through the real-browser harness
(realbrowser.py: pygbag's loader and start-up, Pyodide 0.27 for its interpreter), served from
127.0.0.1.  Measured from outside the app, inside the page:
- start-up: from navigation to the app's first drawn frame, and to the first frame that answers
  a tap (a tap on Collapsi's Play given as soon as the first frame is drawn), each a fresh
  visit (nothing cached), `--runs` times per viewport;
- frames: the app's frame (one step of pygbag's loop, aio.step) timed by the harness's glue,
  p50, p99 and the longest, during a computer-against-computer game (hard against hard) of each
  game at each viewport, `--game-seconds` of it, and the frames over 33 ms;
- the expert's slowest move and longest slice per game, the bench's searches
  (tests/wasm/bench_workload.py) run in the page's interpreter;
- a still table: the tab's main-thread work (the DevTools protocol's TaskDuration) over
  `--still-seconds` on the menu and on a board waiting for a person, and the frames painted
  (the canvas's putImageData calls) meanwhile.
Printed, and with --results written as a results file (game/table/results.py)."""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import realbrowser  # noqa: E402

ROOT = realbrowser.ROOT
sys.path.insert(0, str(ROOT))
from game.table import results  # noqa: E402
from game.table.registry import games  # noqa: E402

# Counts the canvas's paints (what the app's flip becomes with Pyodide's 2D canvas), and
# notes when the app's first frame was drawn (game_page.running), in the page's clock.
PAINTS = """
(() => {
  const put = CanvasRenderingContext2D.prototype.putImageData
  window.__paints = 0
  CanvasRenderingContext2D.prototype.putImageData = function (...args) {
    window.__paints++
    return put.apply(this, args)
  }
  function watch() {
    if (window.game_page && game_page.running && !window.__firstFrame)
      window.__firstFrame = performance.now()
    if (!window.__firstFrame) requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
})()
"""
GAMES = tuple(games())


def say(text: str) -> None:
    print(text, flush=True)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def device(browser, site: str, kind: str) -> realbrowser.Device:
    made = realbrowser.Device(browser, site, kind)
    made.context.add_init_script(PAINTS)
    return made


def start_up(browser, site: str, kind: str) -> dict:
    """One fresh visit: ms from navigation to the first drawn frame and to the answered tap."""
    d = device(browser, site, kind)
    try:
        d.open()
        first = d.js("window.__firstFrame")
        where = d.look("where('play:collapsi')")
        tapped = d.js("performance.now()")
        d.tap_page(*where)
        while d.look("scene()")["name"] == "menu":
            d.frames(1)
        answered = d.js("performance.now()")
        return {"first_frame_ms": round(first), "tap_answered_ms": round(answered),
                "tap_took_ms": round(answered - tapped)}
    finally:
        d.close()


def computer_game(browser, site: str, kind: str, game: str, seconds: float) -> dict:
    """The app's frame times while two computers (hard) play `game` for `seconds`."""
    d = device(browser, site, kind)
    try:
        d.open()
        d.tap_control(f"play:{game}")
        if d.look("scene()")["name"] == "ask":
            d.tap_control("skip-guide")
        d.tap_control("seat0:Computer")
        d.tap_control("level0:Hard")
        d.tap_control("seat1:Computer")
        d.tap_control("level1:Hard")
        d.tap_control("start")
        d.until(lambda s: s["name"] == "play", 30, "the game")
        kept = d.js("pygbag_harness.stepTimes.length")
        began = time.monotonic()
        scene = d.look("scene()")
        while time.monotonic() - began < seconds and not scene["over"]:
            time.sleep(1)
            scene = d.look("scene()")
        steps = d.js(f"pygbag_harness.stepTimes.slice({kept})")
        return {"viewport": kind, "game": game, "frames": len(steps),
                "moves": scene["moves"], "p50_ms": round(statistics.median(steps), 2),
                "p99_ms": round(percentile(steps, 0.99), 2), "max_ms": round(max(steps), 2),
                "over_33_ms": sum(1 for s in steps if s > 33)}
    finally:
        d.close()


def still(browser, site: str, kind: str, seconds: float) -> list[dict]:
    """The tab's work on a still menu and on a board waiting for a person."""
    from test_real_games import set_up
    d = device(browser, site, kind)
    out = []
    try:
        d.open()
        d.cdp.send("Performance.enable")

        def measure(where: str) -> None:
            deadline = time.monotonic() + 300    # the screens it may open, drawn ahead
            while not d.look("settled()") and time.monotonic() < deadline:
                d.frames(30)
            before = metrics(d)
            paints, steps = d.js("window.__paints"), d.js("pygbag_harness.counter")
            frames = d.python("import probe\nprobe.app().frames")
            time.sleep(seconds)
            after = metrics(d)
            work = after["TaskDuration"] - before["TaskDuration"]
            out.append({"viewport": kind, "where": where, "seconds": seconds,
                        "settled": bool(d.look("settled()")),
                        "cpu_percent": round(100 * work / seconds, 2),
                        "frames_painted": d.js("window.__paints") - paints,
                        "loop_steps": d.js("pygbag_harness.counter") - steps,
                        "app_frames": d.python("import probe\nprobe.app().frames") - frames})
        measure("the menu")
        set_up(d, "spectrangle")
        d.until(lambda s: s["mine"], 120, "your turn")
        measure("a board waiting for a person")
    finally:
        d.close()
    return out


def floor(browser, kind: str, seconds: float) -> dict:
    """What a page that only runs requestAnimationFrame costs the tab, the same time: the
    floor under any loop paced by the browser's frames (pygbag's runs once per frame too)."""
    spec = realbrowser.VIEWPORTS[kind]
    context = browser.new_context(viewport=dict(zip(("width", "height"), spec["size"],
                                                    strict=True)),
                                  device_scale_factor=spec["dpr"], has_touch=spec["touch"],
                                  is_mobile=spec["touch"])
    try:
        page = context.new_page()
        page.set_content("<canvas></canvas><script>function frame() { "
                         "requestAnimationFrame(frame) } requestAnimationFrame(frame)</script>")
        cdp = context.new_cdp_session(page)
        cdp.send("Performance.enable")

        def task() -> float:
            answer = cdp.send("Performance.getMetrics")["metrics"]
            return next(m["value"] for m in answer if m["name"] == "TaskDuration")
        time.sleep(1)
        before = task()
        time.sleep(seconds)
        return {"viewport": kind, "where": "a page running requestAnimationFrame only",
                "seconds": seconds, "cpu_percent": round(100 * (task() - before) / seconds, 2)}
    finally:
        context.close()


def metrics(d) -> dict:
    answer = d.cdp.send("Performance.getMetrics")
    return {m["name"]: m["value"] for m in answer["metrics"]}


def expert(browser, site: str) -> dict:
    """bench_workload's expert_latencies() in the page's interpreter (the app's), with the
    command line's bench module the archive leaves out."""
    d = device(browser, site, "desktop")
    try:
        d.open()
        files = {"bench_workload.py": ROOT / "tests" / "wasm" / "bench_workload.py",
                 "game/table/bench.py": ROOT / "game" / "table" / "bench.py"}
        for name, path in files.items():
            d.python(f"open({name!r}, 'w').write({path.read_text()!r})")
        found = d.python("import json, importlib, bench_workload\n"
                         "importlib.invalidate_caches()\n"
                         "json.dumps(bench_workload.expert_latencies())")
        return json.loads(found)
    finally:
        d.close()


def per_game(latencies: dict) -> list[dict]:
    out = []
    for game in GAMES:
        moves = {k: v for k, v in latencies.items()
                 if k.startswith(f"expert worst move: {game}/")}
        slices = {k: v for k, v in latencies.items()
                  if k.startswith(f"expert longest slice: {game}/")}
        worst = max(moves, key=moves.get)
        out.append({"game": game, "slowest_move_ms": round(moves[worst] * 1000),
                    "where": worst.split(": ", 1)[1],
                    "longest_slice_ms": round(max(slices.values()) * 1000, 1)})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", help="write the figures to this results file")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--still-seconds", type=float, default=15.0)
    parser.add_argument("--game-seconds", type=float, default=45.0)
    parser.add_argument("--only", choices=("start", "frames", "expert", "still"), action="append")
    args = parser.parse_args(argv)
    parts = set(args.only or ("start", "frames", "expert", "still"))
    subprocess.run([sys.executable, str(ROOT / "web" / "build.py")], check=True,
                   stdout=subprocess.DEVNULL)
    figures: dict = {}
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = realbrowser.assemble(realbrowser.build.OUT, Path(tmp) / "web")
        browser = realbrowser.launch(playwright)
        with realbrowser.Server(site) as server:
            if "start" in parts:
                figures["start_up"] = []
                for kind in realbrowser.VIEWPORTS:
                    runs = [start_up(browser, server.url, kind) for _ in range(args.runs)]
                    row = {"viewport": kind, "runs": runs,
                           "first_frame_ms": statistics.median(r["first_frame_ms"] for r in runs),
                           "tap_answered_ms": statistics.median(r["tap_answered_ms"]
                                                                for r in runs)}
                    figures["start_up"].append(row)
                    say(f"start-up {kind}: first frame {row['first_frame_ms']:.0f} ms, "
                        f"a tap answered {row['tap_answered_ms']:.0f} ms (medians of {args.runs})")
            if "frames" in parts:
                figures["frames"] = []
                for kind in realbrowser.VIEWPORTS:
                    for game in GAMES:
                        row = computer_game(browser, server.url, kind, game, args.game_seconds)
                        figures["frames"].append(row)
                        say(f"frames {kind} {game}: p50 {row['p50_ms']} ms, p99 {row['p99_ms']}"
                            f" ms, max {row['max_ms']} ms, {row['over_33_ms']} over 33 ms of "
                            f"{row['frames']}")
            if "expert" in parts:
                latencies = expert(browser, server.url)
                figures["expert"] = per_game(latencies)
                figures["expert_tables"] = latencies
                for row in figures["expert"]:
                    say(f"expert {row['game']}: slowest move {row['slowest_move_ms']} ms "
                        f"({row['where']}), longest slice {row['longest_slice_ms']} ms")
            if "still" in parts:
                figures["still"] = []
                for kind in realbrowser.VIEWPORTS:
                    rows = still(browser, server.url, kind, args.still_seconds)
                    for row in [floor(browser, kind, args.still_seconds), *rows]:
                        figures["still"].append(row)
                        say(f"still {kind}, {row['where']}: {row['cpu_percent']}% of a core"
                            + (f", {row['frames_painted']} frames painted, {row['app_frames']} "
                               f"app frames, {row['loop_steps']} steps of pygbag's loop"
                               if "app_frames" in row else "")
                            + f" in {row['seconds']:.0f} s")
        browser.close()
    figures["browser"] = "Chromium (Debian), headless; Pyodide 0.27.7 for pygbag's interpreter"
    if args.results:
        results.write(args.results, results.command_line("python tests/web/real/bench.py",
                                                         sys.argv[1:] if argv is None else argv),
                      figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
