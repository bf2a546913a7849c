"""The docs' tables of figures, rendered from the results files in docs/results/ (written by
the measuring commands' `--results FILE`, or `arena --json`; game/table/results.py), so a
figure in the docs traces to the run that made it.

    python -m tools.render_results [--check]

A doc marks each rendered block with two comments; everything between them is rewritten:

    <!-- results:KIND [ARGUMENT ...] -->
    ...
    <!-- /results -->

KIND names the renderer (below: `ladder`, `arena`, `bench`, `first-player`, `choices`,
`review-calibration`, `frames`, `web-archive`, `level-ratings`, `pyodide-tables`,
`pyodide-reviews`, `pyodide-summary`, and from files kept as text or shipped: `layout`,
`friend-checks`, `puzzles`); the arguments choose what the block shows.
`--check` rewrites nothing and fails when a block differs from its rendering
(tools/tests/test_render_results.py runs the same check)."""

from __future__ import annotations

import argparse
import json
import re
import sys
import zlib
from pathlib import Path

from game.table import results

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RESULTS = DOCS / "results"
BLOCK = re.compile(r"(<!-- results:(?P<kind>[\w-]+)(?P<arguments>[^>]*?) -->\n)(?P<body>.*?)"
                   r"(<!-- /results -->)", re.S)
LEVELS = ("random", "easy", "medium", "hard", "expert")
WIDTH = 100  # the docs' prose is wrapped at 100 columns (tests/test_docs.py holds lines short)
# A word that would make a wrapped line start a list, a heading, a quote, a table or a rule
BLOCK_START = re.compile(r"[-+*=_]+|#.*|>.*|\|.*|\d+[.)]")


class RenderError(Exception):
    """A block that cannot be rendered: an unknown kind or argument, or a missing file."""


def load(name: str) -> dict:
    path = RESULTS / f"{name}.json"
    if not path.exists():
        raise RenderError(f"no results file docs/results/{name}.json")
    return results.read(str(path))


def source(name: str, data: dict) -> str:
    """The line under a table saying which run made it."""
    load = (f", load averages {', '.join(map(str, data['load']))} at its end"
            if "load" in data else "")
    return (f"From [results/{name}.json](results/{name}.json): `{data['command']}`, "
            f"{data['date']}, {data['machine']}{load}.")


def pct(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def interval(low: float, high: float) -> str:
    return f"{100 * low:.1f}–{100 * high:.1f}"


def ms(value: float) -> str:
    return f"{value:.1f}" if value < 10 else f"{value:.0f}"


def table(head: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head),
            *("| " + " | ".join(row) + " |" for row in rows)]


def options_label(options: dict) -> str:
    return "".join(f", {name}={value}" for name, value in options.items())


def render_ladder(arguments: dict) -> list[str]:
    """`ladder game=G [players=2,3] [file=NAME,...]`: a row per variant (and options), player
    count and seed (named when not 1), a column per step of the ladder; a rate below the
    step's target in bold.  The lines come from `ladder.json`, or from each `NAME.json`
    (`tools.ladder --results`)."""
    names = arguments.pop("file", "ladder").split(",")
    counts = {int(n) for n in arguments.pop("players", "").split(",") if n}
    game = arguments.pop("game")
    steps = [f"{upper} vs {lower}" for lower, upper in zip(LEVELS, LEVELS[1:], strict=False)]
    rows: dict[tuple, dict] = {}
    sources = []
    for name in names:
        data = load(name)
        sources.append(source(name, data) + f" {data['games']} games a line, seed "
                                            f"{data['seed']}.")
        for line in data["lines"]:
            if line["game"] != game or (counts and line["players"] not in counts):
                continue
            rate = pct(line["rate"])
            if line["rate"] < line["target"]:
                rate = f"**{rate}**"
            label = line["variant"] + options_label(line.get("options", {}))
            seed = f", seed {data['seed']}" if data["seed"] != 1 else ""
            row = rows.setdefault((label, line["players"], seed), {"target": line["target"]})
            step = f"{line['upper']} vs {line['lower']}"
            row[step] = f"{rate} ({interval(line['low'], line['high'])})"
    if not rows:
        raise RenderError(f"{', '.join(names)}: no lines of {game}")
    body = [[f"{label}, {players}{seed}", *(row.get(step, "") for step in steps),
             pct(row["target"])] for (label, players, seed), row in rows.items()]
    if len(sources) > 1:
        sources = [f"- {line}" for line in sources]
    return [*table(["variant, players", *steps, "target"], body), "", *sources]


def render_arena(arguments: dict) -> list[str]:
    """`arena NAME=TARGET ...`: one row per results file `arena-NAME.json`, the first named
    player's win rate against its target (met on the point estimate)."""
    rows, sources = [], []
    for name, target in list(arguments.items()):
        del arguments[name]
        data = load(f"arena-{name}")
        first = data["standings"][0]
        rate, goal = first["rate"], float(target)
        seed = f", seed {data['seed']}" if data.get("seed", 1) != 1 else ""
        rows.append([f"{data['game']} ({data['variant']}{options_label(data['options'])}): "
                     f"{' vs '.join(data['players'])}{seed}", str(data["games"]),
                     f"{pct(rate)} ({interval(first['low'], first['high'])})",
                     f"≥ {pct(goal)}", "met" if rate >= goal else "not met"])
        sources.append(source(f"arena-{name}", data))
    if len(sources) > 1:
        sources = [f"- {line}" for line in sources]
    return [*table(["match", "games", "win rate of the first (95%)", "target", "on this run"],
                   rows), "", *sources]


def render_bench(arguments: dict) -> list[str]:
    """`bench game=G`: a row per table (variant, options, players): random playouts a second
    and each level's mean / max move time."""
    data = load("bench")
    game = arguments.pop("game")
    rows = [[f"{t['variant']}{options_label(t['options'])}, {t['players']}p",
             f"{t['playouts_per_second']:,.0f}",
             *(f"{ms(t['levels'][level]['mean_ms'])} / {ms(t['levels'][level]['max_ms'])}"
               for level in LEVELS)]
            for t in data["tables"] if t["game"] == game]
    if not rows:
        raise RenderError(f"bench.json has no tables of {game}")
    return [*table(["table", "playouts/s", *(f"{level} ms" for level in LEVELS)], rows), "",
            source("bench", data) + f" Mean / max over {data['positions']} positions, wall "
            "time."]


def render_first_player(arguments: dict) -> list[str]:
    """`first-player`: Collapsi 4×4's first player's share of perfectly played deals."""
    data = load("first-player")
    rows = [[o["label"], f"{o['wins']:,} of {data['deals']:,} deals, {pct(o['rate'])}",
             interval(o["low"], o["high"]) + "%"] for o in data["openings"]]
    return [*table(["first move", "first player wins", "95% interval"], rows), "",
            source("first-player", data)]


def render_choices(arguments: dict) -> list[str]:
    """`choices`: the expert's choices of a starting card on Collapsi 4×4 with player's
    choice (`bench --choices`): CPU time, the solver's nodes against its budget."""
    data = load("choices")
    rows = [[f"{data['deals']} (seeds 0–{data['deals'] - 1})", str(data["choices"]),
             f"{data['mean_cpu_ms']:.0f} / {data['max_cpu_ms']:.0f} ms",
             f"{data['max_nodes']:,} ({data['budget']:,})", str(data["over_budget"])]]
    return [*table(["deals", "choices", "CPU a choice, mean / max", "solver nodes, max (budget)",
                    "over the budget"], rows), "", source("choices", data)]


def render_review_calibration(arguments: dict) -> list[str]:
    """`review-calibration`: each level's accuracy per game, variant and player count, and in
    brackets its share of blunders."""
    data = load("review-calibration")
    rows = []
    for case in data["cases"]:
        levels = {row["level"]: row for row in case["levels"]}
        rows.append([f"{case['game']} {case['variant']}, {case['players']}",
                     *(f"{levels[level]['accuracy']:.1f}% "
                       f"({levels[level]['shares']['blunder']:.1f}%)" if level in levels else ""
                       for level in LEVELS)])
    return [*table(["game, players", *LEVELS], rows), "",
            source("review-calibration", data) + f" {data['games']} games a line."]


def render_frames(arguments: dict) -> list[str]:
    """`frames NAME`: the framebench's summary from `NAME.json` (`--results`): start-up, the
    worst frame, the full collections, the AI's steps and the idle CPU."""
    (name,) = list(arguments)
    del arguments[name]
    data = load(name)
    rows = [[f"start-up, {s['label']}", f"median {s['median_ms']:.0f} ms "
             f"({s['min_ms']:.0f}–{s['max_ms']:.0f})"] for s in data.get("startup", [])]
    if data.get("frames"):
        worst = max(data["frames"], key=lambda f: f["worst_ms"])
        rows.append(["worst frame", f"{worst['worst_ms']:.1f} ms ({worst['where']})"])
        rows.append(["frames over 25 ms", str(sum(f["over_25ms"] for f in data["frames"]))])
    rows += [[f"a frame over 25 ms ({f['where']})", f"{f['wall_ms']:.1f} ms, the process "
              f"running {f['cpu_ms']:.1f} ms of it"] for f in data.get("long_frames", [])]
    if "collections" in data:
        made = data["collections"]
        rows.append(["full collections", f"{made['count']}, p50 {made['p50_ms']:.1f} ms, "
                     f"worst {made['worst_ms']:.1f} ms"])
    if "ai_steps" in data:
        steps = data["ai_steps"]
        rows.append(["AI steps", f"{steps['count']:,}, p99 {steps['p99_ms']:.1f} ms, worst "
                     f"{steps['worst_ms']:.1f} ms"])
    rows += [[f"idle on {i['where']}", f"{i['cpu_percent']:.1f}% of a core, "
              f"{i['frames_painted']} frames painted"] for i in data.get("idle", [])]
    return [*table(["what", "figure"], rows), "", source(name, data)]


def render_web_archive(arguments: dict) -> list[str]:
    """`web-archive`: the size of each form of the browser's archive against its budget."""
    data = load("web-archive")
    rows = [[f"`.{a['form']}`", f"{a['bytes']:,} bytes ({a['bytes'] / 1024:.0f} KiB)",
             f"{data['budget']:,} bytes", "yes" if a["bytes"] <= data["budget"] else "OVER"]
            for a in data["archives"]]
    return [*table(["form", "size", "budget", "within it"], rows), "",
            source("web-archive", data)]


PART_NAMES = {
    "python": "Python (`game/`, `main.py`)",
    "fonts": "the two fonts",
    "sounds": "the four sounds: their shared Vorbis headers (`headers.ogg`) and each one's own "
              "pages (docs/ui-screens.md, \"Sound\")",
    "licences": "the fonts' licence",
    "puzzles": "`assets/puzzles.json`",
    "other": "everything else",
    "zip": "the zip's headers and directory (each name twice)",
}


def render_web_archive_parts(arguments: dict) -> list[str]:
    """`web-archive-parts`: where the `.apk`'s bytes are, by part (web/build.py's PARTS)."""
    data = load("web-archive")
    rows = [[PART_NAMES[part], f"{entry['members']}" if entry["members"] else "",
             f"{entry['bytes']:,} bytes"]
            for part, entry in sorted(data["apk_parts"].items(),
                                      key=lambda item: list(PART_NAMES).index(item[0]))]
    return [*table(["part", "members", "compressed"], rows), "", source("web-archive", data)]


def render_level_ratings(arguments: dict) -> list[str]:
    """`level-ratings`: each computer level's fixed rating per game (tools/calibrate_levels.py),
    with its 95% interval, then the points of every pairing it was fitted on."""
    data = load("level-ratings")
    order = ["random", "easy", "medium", "hard", "expert"]
    anchor = data["anchor"]
    rows = []
    for name, game in data["games"].items():
        cells = []
        for level in order:
            fit = game["levels"][level]
            cells.append(f"{fit['rating']} (anchor)" if level == anchor else
                         f"{fit['rating']} ({fit['interval'][0]}–{fit['interval'][1]})")
        rows.append([f"{name} ({game['variant']})", *cells])
    first = next(iter(data["games"].values()))["pairings"]
    pairs = [f"{p['upper']}–{p['lower']}" for p in first]
    points = [[name, *(f"{p['upper_points']:g} / {p['games']}" for p in game["pairings"])]
              for name, game in data["games"].items()]
    return [*table(["game (rule set)", *order], rows), "",
            "Each pairing's points (the stronger level's, of the games played):", "",
            *table(["game", *pairs], points), "", source("level-ratings", data)]


def pyodide_parts(prefix: str) -> list[dict]:
    """The Pyodide bench's parts whose name starts with `prefix`, the rest of the name as
    `where`."""
    data = load("pyodide-bench")
    return [{**part, "where": part["part"][len(prefix):]} for part in data["parts"]
            if part["part"].startswith(prefix)]


def table_label(where: str) -> str:
    """`collapsi/big, board=shifting 4p` as `collapsi big, board=shifting, 4p`."""
    game, _, rest = where.partition("/")
    rest, _, players = rest.rpartition(" ")
    return f"{game} {rest}, {players}"


def ratio_row(label: str, native: float, pyodide: float) -> list[str]:
    return [label, f"{1000 * native:,.0f} ms", f"{1000 * pyodide:,.0f} ms",
            f"{pyodide / native:.2f}×"]


def seconds(value: float) -> str:
    return f"{value:.2f} s" if value >= 0.1 else f"{value:.3f} s"


def render_pyodide_tables(arguments: dict) -> list[str]:
    """`pyodide-tables worst=N`: the expert's slowest move natively and in Pyodide (the same
    search, best of two runs) at the N tables slowest in Pyodide, then the worst of the other
    tables, the range of the ratio and the longest slice."""
    worst = int(arguments.pop("worst"))
    moves = sorted(pyodide_parts("expert worst move: "), key=lambda p: -p["pyodide_s"])
    slices = pyodide_parts("expert longest slice: ")
    if not moves:
        raise RenderError("pyodide-bench.json has no expert moves")
    rows = [ratio_row(table_label(p["where"]), p["native_s"], p["pyodide_s"])
            for p in moves[:worst]]
    rest = moves[worst:]
    if rest:
        rows.append([f"the other {len(rest)} tables, the slowest",
                     f"{1000 * max(p['native_s'] for p in rest):,.0f} ms",
                     f"{1000 * max(p['pyodide_s'] for p in rest):,.0f} ms", ""])
    ratios = [p["pyodide_s"] / p["native_s"] for p in moves]
    data = load("pyodide-bench")
    return [*table(["table", "native", "Pyodide", "ratio"], rows), "",
            f"Over all {len(moves)} tables Pyodide takes {min(ratios):.2f}–{max(ratios):.2f} "
            f"times as long as native CPython; the longest slice of a search is "
            f"{1000 * max(p['native_s'] for p in slices):.1f} ms natively and "
            f"{1000 * max(p['pyodide_s'] for p in slices):.1f} ms in Pyodide.", "",
            source("pyodide-bench", data) + f" Pyodide's CPython {data['pyodide']}."]


def render_pyodide_reviews(arguments: dict) -> list[str]:
    """`pyodide-reviews`: the review of a whole game at every game and variant's largest
    table, natively and in Pyodide."""
    rows = []
    for part in pyodide_parts("review of "):
        moves, _, where = part["where"].partition(" moves: ")
        rows.append([table_label(where), moves, seconds(part["native_s"]),
                     seconds(part["pyodide_s"])])
    if not rows:
        raise RenderError("pyodide-bench.json has no reviews")
    return [*table(["game, variant, players", "moves", "native", "Pyodide"], rows), "",
            source("pyodide-bench", load("pyodide-bench"))]


def render_pyodide_summary(arguments: dict) -> list[str]:
    """`pyodide-summary`: the Pyodide bench's fixed parts and its total, with their ratios,
    and the range of the ratio over the expert's moves."""
    data = load("pyodide-bench")
    rows = [[p["part"], seconds(p["native_s"]), seconds(p["pyodide_s"]),
             f"{p['pyodide_s'] / p['native_s']:.2f}×"] for p in data["parts"]
            if not p["part"].startswith(("expert worst move", "expert longest slice",
                                         "review of"))]
    moves = [p["pyodide_s"] / p["native_s"] for p in pyodide_parts("expert worst move: ")]
    rows.append([f"the expert's slowest move, each of {len(moves)} tables", "", "",
                 f"{min(moves):.2f}–{max(moves):.2f}×"])
    return [*table(["part", "native", "Pyodide", "ratio"], rows), "",
            source("pyodide-bench", data) + f" Pyodide's CPython {data['pyodide']}."]


def text_results(name: str) -> tuple[str, list[list[str]]]:
    """A results table kept as text (`NAME.txt`, written by the command on its first line):
    that line without its `# `, and the rows below the comments and the column heads, each
    split into its cells at runs of two spaces or more."""
    path = RESULTS / name
    if not path.exists():
        raise RenderError(f"no results file docs/results/{name}")
    lines = path.read_text(encoding="utf-8").splitlines()
    rows = [re.split(r"\s{2,}", line.strip()) for line in lines if not line.startswith("#")]
    return lines[0].lstrip("# "), rows[1:]


def text_source(name: str, first_line: str) -> str:
    """The line under a table rendered from a text results file, from its first line
    (`python -m tools.x --out FILE · 2026-11-27 · ...`)."""
    command, _, rest = first_line.partition(" · ")
    return f"From [results/{name}](results/{name}): `{command}`, {rest.replace(' · ', ', ')}."


def render_layout(arguments: dict) -> list[str]:
    """`layout`: tools/layoutcheck.py's table (results/layout.txt): per checked size and
    language the smallest button, board target and text over every screen, in CSS px, and
    the problems."""
    first, rows = text_results("layout.txt")
    body = [[size.replace(" ", ""), kind, language, ratio, screens, *figures]
            for size, kind, language, ratio, screens, *figures in rows]
    return [*table(["size", "kind", "language", "pixels a CSS px", "screens", "smallest button",
                    "board target", "text", "status, hints, moves", "problems"], body), "",
            text_source("layout.txt", first)]


def render_friend_checks(arguments: dict) -> list[str]:
    """`friend-checks`: tools/friend_checks.py's times (results/friend-checks.txt): each
    game and table with experts, then the longest of the lower levels."""
    first, lines = text_results("friend-checks.txt")
    rows = [list(re.fullmatch(r"(\w+) +(\d \w+) +(\w+) +(\d+) +([\d.]+) +([\d.]+) +([\d.]+)",
                              " ".join(line)).groups()) for line in lines]
    if not rows:
        raise RenderError("friend-checks.txt has no rows")
    body = [[f"{game}, {seats}", links, f"{median} s", f"{longest} s", f"{whole} s"]
            for game, seats, level, links, median, longest, whole in rows if level == "expert"]
    lower = [row for row in rows if row[2] != "expert"]
    body.append(["every game and table, the lower levels", str(sum(int(r[3]) for r in lower)),
                 f"at most {max(float(r[4]) for r in lower):.3f} s",
                 f"{max(float(r[5]) for r in lower):.3f} s",
                 f"{max(float(r[6]) for r in lower):.2f} s"])
    return [*table(["game, computers (experts)", "links", "a check, median", "longest check",
                    "whole game, first visit"], body), "",
            text_source("friend-checks.txt", first)]


def render_puzzles(arguments: dict) -> list[str]:
    """`puzzles`: the shipped puzzles (assets/puzzles.json, written by tools/mine_puzzles.py)
    counted per game and level, and the file's size as shipped and compressed."""
    path = ROOT / "assets" / "puzzles.json"
    raw = path.read_bytes()
    games = json.loads(raw)["games"]
    rows = [[name.capitalize(), str(len(game["puzzles"])),
             *(str(sum(p[0] == level for p in game["puzzles"])) for level in LEVELS[1:])]
            for name, game in sorted(games.items())]
    return [*table(["game", "puzzles", *LEVELS[1:]], rows), "",
            f"From [assets/puzzles.json](../assets/puzzles.json) (`python -m tools.mine_puzzles`): "
            f"{len(raw):,} bytes, {len(zlib.compress(raw, 9)):,} compressed with zlib."]


VIEWPORT_WORDS = {"phone-upright": "phone upright, 390×844 @3, touch",
                  "phone-side": "phone on its side, 844×390 @2, touch",
                  "desktop": "desktop, 1280×720, mouse"}


def render_browser(arguments: dict) -> list[str]:
    """`browser part=start|frames|expert|still`: the real app in Chromium
    (tests/web/real/bench.py, results/browser.json): one part's table."""
    part = arguments.pop("part", "")
    data = load("browser")
    if part == "start":
        rows = [[VIEWPORT_WORDS[r["viewport"]], f"{r['first_frame_ms'] / 1000:.1f} s",
                 f"{r['tap_answered_ms'] / 1000:.1f} s", str(len(r["runs"]))]
                for r in data["start_up"]]
        head = ["viewport", "first frame drawn", "a tap answered", "runs (median)"]
    elif part == "frames":
        rows = [[VIEWPORT_WORDS[r["viewport"]], r["game"], f"{r['frames']:,}",
                 ms(r["p50_ms"]), ms(r["p99_ms"]), ms(r["max_ms"]), str(r["over_33_ms"])]
                for r in data["frames"]]
        head = ["viewport", "game", "frames", "p50 (ms)", "p99 (ms)", "longest (ms)",
                "over 33 ms"]
    elif part == "expert":
        rows = [[r["game"], ms(r["slowest_move_ms"]), table_label(r["where"]),
                 ms(r["longest_slice_ms"])] for r in data["expert"]]
        head = ["game", "expert's slowest move (ms)", "at", "longest slice (ms)"]
    elif part == "still":
        rows = [[VIEWPORT_WORDS[r["viewport"]], r["where"], f"{r['cpu_percent']:.1f}%",
                 str(r.get("frames_painted", "")), str(r.get("app_frames", "")),
                 str(r.get("loop_steps", ""))] for r in data["still"]]
        head = ["viewport", "still", "of a core", "frames painted", "app frames",
                "steps of pygbag's loop"]
    else:
        raise RenderError(f"results:browser takes part=start|frames|expert|still, not {part!r}")
    return [*table(head, rows), "", source("browser", data)]


RENDERERS = {"ladder": render_ladder, "arena": render_arena, "bench": render_bench,
             "first-player": render_first_player, "choices": render_choices,
             "pyodide-tables": render_pyodide_tables, "pyodide-reviews": render_pyodide_reviews,
             "pyodide-summary": render_pyodide_summary, "layout": render_layout,
             "friend-checks": render_friend_checks, "puzzles": render_puzzles,
             "review-calibration": render_review_calibration, "frames": render_frames,
             "web-archive": render_web_archive, "web-archive-parts": render_web_archive_parts,
             "level-ratings": render_level_ratings, "browser": render_browser}


def wrapped(line: str) -> list[str]:
    """A line of prose (or a list item) over WIDTH columns as lines of at most WIDTH where its
    words allow, a list item's lines indented under its text; a table row stays whole."""
    if len(line) <= WIDTH or line.startswith("|"):
        return [line]
    item = re.match(r"(?:[-*] )?", line)[0]
    first, *words = line[len(item):].split(" ")
    lines = [item + first]
    for word in words:
        if len(lines[-1]) + 1 + len(word) > WIDTH and not BLOCK_START.fullmatch(word):
            lines.append(" " * len(item) + word)
        else:
            lines[-1] += " " + word
    return lines


def render_block(kind: str, arguments: str) -> str:
    if kind not in RENDERERS:
        raise RenderError(f"unknown results block {kind!r}")
    words = dict(word.partition("=")[::2] for word in arguments.split())
    lines = RENDERERS[kind](words)
    if words:
        raise RenderError(f"results:{kind} does not take {', '.join(words)}")
    return "\n".join(part for line in lines for part in wrapped(line)) + "\n"


def render(text: str) -> str:
    """The doc with every marked block rendered afresh."""
    return BLOCK.sub(lambda m: m.group(1) + render_block(m["kind"], m["arguments"]) + m.group(5),
                     text)


def marked_docs() -> list[Path]:
    return [doc for doc in sorted(DOCS.glob("*.md")) if "<!-- results:" in doc.read_text("utf-8")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.render_results",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail on a "
                        "block that differs from its rendering")
    args = parser.parse_args(argv)
    stale = []
    for doc in marked_docs():
        text = doc.read_text(encoding="utf-8")
        try:
            fresh = render(text)
        except RenderError as exc:
            print(f"{doc.relative_to(ROOT)}: {exc}", file=sys.stderr)
            return 2
        if fresh != text:
            stale.append(doc.relative_to(ROOT))
            if not args.check:
                doc.write_text(fresh, encoding="utf-8")
    for doc in stale:
        print(f"{doc}: {'differs from its results files' if args.check else 'rendered'}")
    quoted = "".join(doc.read_text(encoding="utf-8") for doc in marked_docs())
    for path in sorted(RESULTS.glob("*.json")):
        if f"(results/{path.name})" not in quoted:
            print(f"note: no doc quotes docs/results/{path.name} yet")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
