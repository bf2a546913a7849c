"""Results made by commands: every figure block in the docs is what `python -m tools.render_results`
renders from the committed results file (docs/results/), each results file says which command
made it, and the measuring tools write those files (tools/render_results.py,
game/table/results.py; a developer tool, run natively only)."""

import json
import re

import pytest

from game.table import results
from tools import ladder, render_results, review_calibration
from tools.render_results import RenderError, marked_docs, render

DOCS = render_results.DOCS


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
                                           "python web/build.py")), path.name


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
                "| AI steps | 1,845, p99 6.0 ms, worst 7.5 ms |",
                "| idle on the menu | 1.0% of a core, 0 frames painted |"):
        assert row in text
    capsys.readouterr()
