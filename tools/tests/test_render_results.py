"""Results made by commands: every figure block in the docs is what `python -m tools.render_results`
renders from the committed results file (docs/results/), each results file says which command
made it, and the measuring tools write those files (tools/render_results.py,
game/table/results.py; a developer tool, run natively only)."""

import gc
import json
import re

import pytest

from game.table import results
from tools import ladder, render_results, review_calibration
from tools.render_results import RenderError, marked_docs, render

DOCS = render_results.DOCS


def prose(text: str) -> str:
    """A rendering with its wrapped lines of prose joined again (a table row starts with |)."""
    return re.sub(r"\n(?=[^|<\n])", " ", text)


@pytest.mark.parametrize("doc", marked_docs(), ids=lambda d: d.name)
def test_every_marked_block_is_its_rendering(doc):
    text = doc.read_text(encoding="utf-8")
    assert render(text) == text, (f"{doc.name}: a results block differs from its results file; "
                                  "run python -m tools.render_results")


def test_every_results_file_says_how_it_was_made():
    """Each committed results file names its command, its machine and its date, and the docs
    quoting AI figures render theirs from results files."""
    assert "ai.md" in {doc.name for doc in marked_docs()}
    for path in sorted(render_results.RESULTS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert set(data) >= {"command", "machine", "date"}, path.name
        assert data["command"].startswith(("python -m game ", "python -m tools.",
                                           "python web/build.py",
                                           "python tests/wasm/pyodide_runner.py",
                                           "python tests/web/real/bench.py")), path.name


@pytest.fixture
def results_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(render_results, "RESULTS", tmp_path)
    return tmp_path


def ladder_line(variant, players, upper, lower, rate, target):
    return {"game": "collecto", "variant": variant, "players": players, "upper": upper,
            "lower": lower, "rate": rate, "low": rate - 0.05, "high": rate + 0.05,
            "target": target, "seconds": 1.0}


def test_a_block_is_rendered_from_its_file_and_a_stale_one_rewritten(results_dir):
    results.write(str(results_dir / "ladder.json"), "python -m tools.ladder --games 8",
                  {"games": 8, "seed": 1, "lines": [
                      ladder_line("utwente", 2, "easy", "random", 0.75, 0.6),
                      ladder_line("utwente", 2, "medium", "easy", 0.5, 0.6),
                      ladder_line("official", 4, "easy", "random", 0.4, 0.33)]})
    stale = ("# Doc\n\n<!-- results:ladder game=collecto -->\n| old | figure |\n"
             "<!-- /results -->\n\nafter\n")
    fresh = render(stale)
    assert fresh.startswith("# Doc\n\n<!-- results:ladder game=collecto -->\n| variant, players |")
    assert fresh.endswith("<!-- /results -->\n\nafter\n") and "old" not in fresh
    assert "| utwente, 2 | 75.0% (70.0–80.0) | **50.0%** (45.0–55.0) |  |  | 60.0% |" in fresh
    assert "| official, 4 | 40.0% (35.0–45.0) |  |  |  | 33.0% |" in fresh
    assert "`python -m tools.ladder --games 8`" in fresh and "8 games a line, seed 1." in fresh
    assert render(fresh) == fresh
    only_four = render(stale.replace("game=collecto", "game=collecto players=4"))
    assert "official, 4" in only_four and "utwente" not in only_four


def test_a_long_line_of_prose_is_wrapped_and_a_table_row_kept_whole():
    """The docs' prose is wrapped at 100 columns (tests/test_docs.py): so is a rendering's,
    a list item's lines indented under its text, never a line begun as a list or a rule."""
    words = "word " * 30 + "- -- " + "word " * 30
    assert render_results.wrapped("short") == ["short"]
    lines = render_results.wrapped("- From " + words.strip())
    assert all(len(line) <= render_results.WIDTH for line in lines)
    assert lines[0].startswith("- From ") and all(line.startswith("  ") for line in lines[1:])
    assert not any(line.strip().startswith("- ") or line.strip() == "-" for line in lines[1:])
    assert " ".join(line.strip() for line in lines) == "- From " + words.strip()
    row = "| " + " | ".join(["cell " * 10] * 5) + " |"
    assert render_results.wrapped(row) == [row]


def test_a_block_that_cannot_be_rendered_is_refused(results_dir):
    for block, error in (("results:nonsense", "unknown results block"),
                         ("results:first-player", "no results file"),
                         ("results:arena missing=0.5", "no results file")):
        with pytest.raises(RenderError, match=error):
            render(f"<!-- {block} -->\n<!-- /results -->\n")
    results.write(str(results_dir / "first-player.json"), "python -m game bench --first-player 4",
                  {"deals": 4, "openings": []})
    with pytest.raises(RenderError, match="does not take colour"):
        render("<!-- results:first-player colour=red -->\n<!-- /results -->\n")


def test_check_fails_on_a_stale_doc_and_rendering_mends_it(results_dir, tmp_path, monkeypatch,
                                                          capsys):
    docs = tmp_path / "docs"
    docs.mkdir()
    monkeypatch.setattr(render_results, "DOCS", docs)
    monkeypatch.setattr(render_results, "ROOT", tmp_path)
    results.write(str(results_dir / "arena-x.json"), "python -m game arena --json",
                  {"game": "collapsi", "variant": "standard", "options": {},
                   "players": ["expert", "hard"], "games": 10, "standings": [
                       {"name": "expert", "rate": 0.9, "low": 0.6, "high": 0.98}]})
    doc = docs / "ai.md"
    doc.write_text("<!-- results:arena x=0.85 -->\nold\n<!-- /results -->\n", encoding="utf-8")
    assert render_results.main(["--check"]) == 1 and "old" in doc.read_text(encoding="utf-8")
    assert render_results.main([]) == 0
    text = doc.read_text(encoding="utf-8")
    assert ("| collapsi (standard): expert vs hard | 10 | 90.0% (60.0–98.0) | ≥ 85.0% | met |"
            in text)
    assert "\nFrom [results/arena-x.json](results/arena-x.json): `python -m game arena" in text
    assert render_results.main(["--check"]) == 0
    capsys.readouterr()


def test_the_tools_write_results_files(tmp_path, capsys):
    """The ladder and the review calibration keep printing and write the same figures."""
    path = tmp_path / "ladder.json"
    ladder.main(["--games", "2", "--only", "collapsi", "--players", "2", "--jobs", "1",
                 "--results", str(path)])
    out = capsys.readouterr().out
    data = json.loads(path.read_text())
    assert data["command"] == ("python -m tools.ladder --games 2 --only collapsi --players 2 "
                               f"--jobs 1 --results {path}")
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC", data["date"]) and data["machine"]
    assert [(line["variant"], line["upper"]) for line in data["lines"]] == [
        (variant, upper) for variant in ("standard", "big")
        for upper in ("easy", "medium", "hard", "expert")]
    for line in data["lines"]:
        assert (f"{line['upper'] + ' vs ' + line['lower']:18} {line['rate']:6.1%} "
                f"{line['low']:6.1%}–{line['high']:6.1%}") in out
    path = tmp_path / "review.json"
    review_calibration.main(["--games", "1", "--only", "collecto", "--jobs", "1",
                             "--results", str(path)])
    out = capsys.readouterr().out
    data = json.loads(path.read_text())
    assert [(c["variant"], c["players"]) for c in data["cases"]] == [("utwente", 2),
                                                                      ("official", 4)]
    for case in data["cases"]:
        for row in case["levels"]:
            assert sum(row["shares"].values()) == pytest.approx(100)
            assert f"{row['level']:8} {row['moves']:5} " in out
            assert f"{row['accuracy']:7.1f}%" in out


def test_the_framebench_figures_render(results_dir, monkeypatch, capsys):
    """tools/framebench.py's figures (`--results`) as the `frames` block shows them."""
    from tools import framebench
    monkeypatch.setattr(framebench, "FIGURES", {})
    monkeypatch.setattr(framebench, "OUT", [])
    worst = framebench.report({"menu": [0.004, 0.006], "collapsi/standard 2p": [0.010, 0.030]})
    assert worst == pytest.approx(30)
    assert framebench.FIGURES["frames"][1] == {
        "where": "collapsi/standard 2p", "frames": 2, "p50_ms": 20.0, "p95_ms": 30.0,
        "p99_ms": 30.0, "worst_ms": 30.0, "over_25ms": 1}
    collections = framebench.FullCollections()
    gc.callbacks.remove(collections.on_collection)      # only the two below
    for info in ({"generation": 2, "collected": 900}, {"generation": 1, "collected": 5},
                 {"generation": 2, "collected": 1200}):
        collections.on_collection("start", info)
        collections.on_collection("stop", info)
    collections.report()
    assert framebench.FIGURES["collections"]["count"] == 2
    assert framebench.FIGURES["collections"]["freed_most"] == 1200
    framebench.FIGURES["collections"].update(p50_ms=2.5, worst_ms=7.25)
    framebench.FIGURES.update(
        startup=[{"label": "bytecode cached", "median_ms": 153.0, "min_ms": 150.0,
                  "max_ms": 160.0, "runs": 5}],
        ai_steps={"count": 1845, "p50_ms": 1.0, "p99_ms": 6.0, "worst_ms": 7.5, "over_8ms": 0},
        idle=[{"where": "the menu", "cpu_percent": 1.04, "frames_painted": 0, "seconds": 3}])
    results.write(str(results_dir / "frames-x.json"), "python -m tools.framebench --results x",
                  framebench.FIGURES)
    text = render("<!-- results:frames frames-x -->\n<!-- /results -->\n")
    for row in ("| start-up, bytecode cached | median 153 ms (150–160) |",
                "| worst frame | 30.0 ms (collapsi/standard 2p) |", "| frames over 25 ms | 1 |",
                "| full collections | 2, p50 2.5 ms, worst 7.2 ms |",
                "| AI steps | 1,845, p99 6.0 ms, worst 7.5 ms |",
                "| idle on the menu | 1.0% of a core, 0 frames painted |"):
        assert row in text
    capsys.readouterr()


def test_ladders_of_option_sets_render_together(results_dir, tmp_path, capsys):
    """`tools.ladder --variant V --option K=V` plays and writes its lines with the options, and
    a `ladder` block takes its lines from several such files, the options in each row."""
    path = tmp_path / "ladder-choice.json"
    ladder.main(["--only", "collapsi", "--variant", "standard", "--option", "start=choice",
                 "--games", "2", "--jobs", "1", "--results", str(path)])
    capsys.readouterr()
    data = json.loads(path.read_text())
    assert [(line["variant"], line["options"], line["players"]) for line in data["lines"]] == [
        ("standard", {"start": "choice"}, 2)] * 4
    with pytest.raises(SystemExit, match="no option 'start=never'"):
        ladder.main(["--only", "collapsi", "--variant", "standard", "--option", "start=never"])
    line = {**ladder_line("big", 3, "expert", "hard", 0.5, 0.4133), "game": "collapsi"}
    for name, options in (("ladder-a", {"board": "shifting"}), ("ladder-b", {"start": "choice"})):
        results.write(str(results_dir / f"{name}.json"), f"python -m tools.ladder --x {name}",
                      {"games": 60, "seed": 1, "lines": [{**line, "options": options}]})
    text = render("<!-- results:ladder game=collapsi file=ladder-a,ladder-b -->\n"
                  "<!-- /results -->\n")
    assert "| big, board=shifting, 3 |  |  |  | 50.0% (45.0–55.0) | 41.3% |" in text
    assert "| big, start=choice, 3 |" in text
    assert "- From [results/ladder-a.json]" in text and "60 games a line, seed 1." in text


def test_the_choices_bench_writes_and_renders(results_dir, capsys):
    """`bench --choices` times each of the expert's two choices on each deal."""
    from game.cli import main as cli
    path = results_dir / "choices.json"
    assert cli(["bench", "--choices", "2", "--results", str(path)]) == 0
    assert "4 choices on 2 deals" in capsys.readouterr().out
    data = json.loads(path.read_text())
    assert data["choices"] == 4 and data["over_budget"] == 0
    assert 0 < data["max_nodes"] <= data["budget"] and data["max_cpu_ms"] >= data["mean_cpu_ms"]
    text = render("<!-- results:choices -->\n<!-- /results -->\n")
    assert f"| 2 (seeds 0–1) | 4 | {data['mean_cpu_ms']:.0f} / {data['max_cpu_ms']:.0f} ms |" \
        in text


def test_the_pyodide_bench_writes_and_renders(results_dir, monkeypatch, capsys):
    """The Pyodide bench's results file (both runs' parts, faked here: the real run takes
    minutes) and the three blocks rendered from it."""
    import subprocess
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[2] / "tests" / "wasm"))
    import pyodide_runner
    native = {"2000 random Collapsi playouts": 0.1,
              "expert worst move: collapsi/big, board=shifting 4p": 0.2,
              "expert longest slice: collapsi/big, board=shifting 4p": 0.002,
              "expert worst move: coloretto/colors 5p": 0.1,
              "expert longest slice: coloretto/colors 5p": 0.001,
              "review of 90 moves: coloretto/colors 5p": 6.0}
    wasm = {part: 2 * value for part, value in native.items()}
    wasm["expert worst move: coloretto/colors 5p"] = 0.5

    def ran(times):
        return subprocess.CompletedProcess([], 0, json.dumps(times) + "\n", "")
    monkeypatch.setattr(pyodide_runner.subprocess, "run", lambda *a, **k: ran(native))
    monkeypatch.setattr(pyodide_runner, "run_in_pyodide", lambda **k: ran(wasm))
    monkeypatch.setattr(pyodide_runner, "pyodide_info", lambda: {"python": "3.14.2"})
    path = results_dir / "pyodide-bench.json"
    assert pyodide_runner.main(["bench", "--results", str(path)]) == 0
    assert pyodide_runner.main(["bench", "--out"]) == 2
    capsys.readouterr()
    data = json.loads(path.read_text())
    assert data["command"] == f"python tests/wasm/pyodide_runner.py bench --results {path}"
    assert data["parts"][-1] == {"part": "total", "native_s": pytest.approx(6.403),
                                 "pyodide_s": pytest.approx(13.106)}
    text = render("<!-- results:pyodide-tables worst=1 -->\n<!-- /results -->\n")
    assert "| coloretto colors, 5p | 100 ms | 500 ms | 5.00× |" in text
    assert "| the other 1 tables, the slowest | 200 ms | 400 ms |  |" in text
    assert ("Over all 2 tables Pyodide takes 2.00–5.00 times as long as native CPython; the "
            "longest slice of a search is 2.0 ms natively and 4.0 ms in Pyodide.") in prose(text)
    text = render("<!-- results:pyodide-reviews -->\n<!-- /results -->\n")
    assert "| coloretto colors, 5p | 90 | 6.00 s | 12.00 s |" in text
    text = render("<!-- results:pyodide-summary -->\n<!-- /results -->\n")
    assert "| 2000 random Collapsi playouts | 0.10 s | 0.20 s | 2.00× |" in text
    assert "| the expert's slowest move, each of 2 tables |  |  | 2.00–5.00× |" in text


def test_text_results_render(results_dir):
    """The layout check's and the friend checks' tables, kept as text, render as tables."""
    (results_dir / "layout.txt").write_text(
        "# python -m tools.layoutcheck · 2026-11-27\n# the smallest of each\n"
        "       size  kind      lang ratio screens  button  target   text  status  problems\n"
        "  360×640    portrait  en       2     545      44      32     12      14  0\n"
        " 1920×1080   desktop   de       1     521      66      69     18      21  0\n",
        encoding="utf-8")
    text = render("<!-- results:layout -->\n<!-- /results -->\n")
    assert "| 360×640 | portrait | en | 2 | 545 | 44 | 32 | 12 | 14 | 0 |" in text
    assert "| 1920×1080 | desktop | de | 1 | 521 | 66 | 69 | 18 | 21 | 0 |" in text
    assert "`python -m tools.layoutcheck`, 2026-11-27." in text
    (results_dir / "friend-checks.txt").write_text(
        "# python -m tools.friend_checks --out x · 2026-11-27 · CPU seconds natively\n"
        "game        table        level    links   median  longest  whole game\n"
        "collapsi    1 computer   easy        14    0.000    0.001        0.00\n"
        "collapsi    1 computer   expert      13    0.035    0.053        0.21\n"
        "spectrangle 2 computers  hard        35    0.002    0.004        0.01\n", encoding="utf-8")
    text = render("<!-- results:friend-checks -->\n<!-- /results -->\n")
    assert "| collapsi, 1 computer | 13 | 0.035 s | 0.053 s | 0.21 s |" in text
    assert ("| every game and table, the lower levels | 49 | at most 0.002 s | 0.004 s | 0.01 s |"
            in text)
    assert ("`python -m tools.friend_checks --out x`, 2026-11-27, CPU seconds natively."
            in prose(text))


def test_the_shipped_puzzles_render(tmp_path, monkeypatch):
    """The `puzzles` block counts the shipped file's puzzles per game and level and gives its
    size as shipped and compressed."""
    import zlib
    monkeypatch.setattr(render_results, "ROOT", tmp_path)
    (tmp_path / "assets").mkdir()
    raw = json.dumps({"format": 1, "games": {
        "collecto": {"puzzles": [["hard", "a1", "x"]]},
        "collapsi": {"puzzles": [["easy", "b4", "y"], ["expert", "c1", "z"],
                                 ["expert", "d1", "w"]]}}}).encode()
    (tmp_path / "assets" / "puzzles.json").write_bytes(raw)
    text = render("<!-- results:puzzles -->\n<!-- /results -->\n")
    assert "| Collapsi | 3 | 1 | 0 | 0 | 2 |\n| Collecto | 1 | 0 | 0 | 1 | 0 |" in text
    assert (f"{len(raw):,} bytes, {len(zlib.compress(raw, 9)):,} compressed with zlib."
            in prose(text))
