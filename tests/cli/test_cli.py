"""`python -m game`: every command, through `main(argv)` and once as a real process."""

import json
import os
import re
import subprocess
import sys

import pytest

from game.cli import main
from game.table.registry import games


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_list_text_and_json(capsys):
    status, out, _ = run(capsys, "list")
    assert status == 0 and "collapsi" in out and "standard" in out and "expert" in out
    status, out, _ = run(capsys, "list", "--json")
    data = json.loads(out)
    assert data["levels"] == ["random", "easy", "medium", "hard", "expert"]
    collapsi = next(g for g in data["games"] if g["name"] == "collapsi")
    assert collapsi["variants"][0] == {"name": "standard", "title": "Standard 4×4",
                                       "players": [2],
                                       "description": collapsi["variants"][0]["description"],
                                       "options": [{"name": "board", "title": "Board",
                                                    "choices": ["fixed", "shifting"],
                                                    "default": "fixed"},
                                                   {"name": "start", "title": "Starting cards",
                                                    "choices": ["jacks", "choice"],
                                                    "default": "jacks"},
                                                   {"name": "opening", "title": "First move",
                                                    "choices": ["step", "classic"],
                                                    "default": "step",
                                                    "needs": {"start": "jacks"}}]}


def test_play_writes_a_record_that_replays(capsys, tmp_path):
    path = tmp_path / "game.json"
    status, out, _ = run(capsys, "play", "--game", "collapsi", "--players", "expert,random",
                         "--seed", "7", "--record", str(path), "--show")
    assert status == 0 and "winners: seat" in out and " 1. " in out
    record = json.loads(path.read_text())
    assert record["format"] == 1 and record["seed"] == 7
    assert record["players"] == ["expert", "random"]
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 0 and "all legal" in out and "recorded result is correct" in out
    # the same seed deals and plays the same game
    run(capsys, "play", "--game", "collapsi", "--players", "expert,random", "--seed", "7",
        "--record", str(tmp_path / "again.json"))
    assert json.loads((tmp_path / "again.json").read_text()) == record


def test_replay_names_the_bad_move(capsys, tmp_path):
    path = tmp_path / "game.json"
    run(capsys, "play", "--game", "collapsi", "--players", "random,random", "--seed", "3",
        "--record", str(path))
    record = json.loads(path.read_text())
    record["moves"][2] = "q7"
    path.write_text(json.dumps(record))
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2 and "move 3 ('q7')" in err
    path.write_text("{not json")
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2 and "not valid JSON" in err
    status, _, err = run(capsys, "replay", str(tmp_path / "missing.json"))
    assert status == 2 and "cannot read" in err


def test_arena_prints_rates_with_intervals(capsys):
    status, out, _ = run(capsys, "arena", "--game", "collapsi", "--players", "expert,random",
                         "--games", "6", "--seed", "1", "--quiet")
    assert status == 0
    assert "6 games" in out and "95% CI" in out and "expert" in out and "random" in out


def test_arena_json_is_one_object_with_the_figures_of_its_text(capsys, tmp_path):
    """`arena --json`: the text's figures as one JSON object, headed like a results file (the
    command, the machine, the date), with the records' folder when asked for."""
    argv = ["arena", "--game", "collapsi", "--players", "expert,random", "--games", "6",
            "--seed", "1", "--quiet"]
    status, text, _ = run(capsys, *argv)
    status_json, out, _ = run(capsys, *argv, "--json", "--records", str(tmp_path / "games"))
    data = json.loads(out)
    assert status == status_json == 0
    assert data["command"] == "python -m game " + " ".join(argv) + " --json --records " + str(
        tmp_path / "games")
    assert data["machine"] and re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC", data["date"])
    assert (data["game"], data["variant"], data["players"], data["seed"], data["games"]) == (
        "collapsi", "standard", ["expert", "random"], 1, 6)
    assert data["records"] == str(tmp_path / "games") and len(_records(tmp_path / "games")) == 6
    expert, rand = data["standings"]
    assert expert["name"] == "expert" and expert["wins"] + rand["wins"] + expert["shared"] == 6
    # the same figures as the text's lines
    shown = f"win rate {expert['rate']:.1%} (95% CI {expert['low']:.1%}–{expert['high']:.1%})"
    assert shown in text
    assert f"won {data['first_seat_rate']:.1%}" in text


def test_bench_writes_a_results_file(capsys, tmp_path):
    """`bench --results FILE` keeps its printed lines and writes the same figures as JSON."""
    path = tmp_path / "bench.json"
    status, out, _ = run(capsys, "bench", "--game", "collapsi", "--positions", "1",
                         "--seconds", "0.02", "--results", str(path))
    data = json.loads(path.read_text())
    assert status == 0 and "random playouts/s" in out
    assert data["command"] == ("python -m game bench --game collapsi --positions 1 "
                               f"--seconds 0.02 --results {path}")
    assert data["positions"] == 1 and {t["game"] for t in data["tables"]} == {"collapsi"}
    big = next(t for t in data["tables"] if t["variant"] == "big" and t["players"] == 4
               and t["options"] == {})
    assert set(big["levels"]) == {"random", "easy", "medium", "hard", "expert"}
    expert = big["levels"]["expert"]
    assert 0 < expert["longest_slice_ms"] <= expert["max_ms"] == expert["mean_ms"]
    assert f"{big['playouts_per_second']:,.0f} random playouts/s" in out
    status, out, _ = run(capsys, "bench", "--first-player", "4", "--jobs", "1", "--results",
                         str(path))
    data = json.loads(path.read_text())
    assert status == 0 and data["deals"] == 4 and len(data["openings"]) == 2
    step = data["openings"][0]
    assert f"wins {step['wins']:,} of 4 deals" in out
    assert step["low"] <= step["rate"] <= step["high"]


def _records(folder):
    return [json.loads(p.read_text()) for p in sorted(folder.glob("game-*.json"))]


def test_arena_deals_fresh_seeds_and_its_records_replay(capsys, tmp_path):
    """Without --seed every deal has a fresh seed of its own (played once per rotation of the
    seats); --records keeps each game, seed included, and the seed deals that game again."""
    from game.table.registry import get_game
    firsts = []
    for run_number in range(2):
        folder = tmp_path / f"run{run_number}"
        status, out, err = run(capsys, "arena", "--game", "coloretto", "--players",
                               "easy,random", "--games", "6", "--quiet", "--records",
                               str(folder))
        assert status == 0, err
        assert "fresh seeds" in out and f"records: 6 games in {folder}" in out
        records = _records(folder)
        seeds = [r["seed"] for r in records]
        assert [r["players"] for r in records] == [["easy", "random"], ["random", "easy"]] * 3
        assert seeds[0::2] == seeds[1::2] and len(set(seeds)) == 3     # a deal per rotation
        for record in records:
            dealt = get_game("coloretto").new_game(record["variant"], record["options"], 2,
                                                   record["seed"])
            assert dealt.setup == record["setup"]
        for path in sorted(folder.glob("game-*.json")):
            status, out, err = run(capsys, "replay", str(path))
            assert status == 0 and "recorded result is correct" in out, err
        # an arena game is the game `play` deals from its seed with the same seats
        again = tmp_path / f"again{run_number}.json"
        run(capsys, "play", "--game", "coloretto", "--players", "random,easy", "--seed",
            str(seeds[1]), "--record", str(again))
        assert json.loads(again.read_text()) == records[1]
        firsts.append(seeds[0])
    assert firsts[0] != firsts[1]
    status, out, _ = run(capsys, "arena", "--game", "coloretto", "--players", "easy,random",
                         "--games", "4", "--seed", "40", "--quiet", "--records",
                         str(tmp_path / "given"))
    assert status == 0 and "seed 40" in out
    assert [r["seed"] for r in _records(tmp_path / "given")] == [40, 40, 41, 41]


def test_bench_prints_throughput_and_latency(capsys):
    status, out, _ = run(capsys, "bench", "--positions", "2", "--seconds", "0.2")
    assert status == 0 and "playouts/s" in out
    for level in ["random", "easy", "medium", "hard", "expert"]:
        assert f"{level}: mean" in out
    # Every table size, not only the smallest and largest: settings differ by size.
    for table in ["collapsi/big, board=shifting (3 players)", "collecto/official (3 players)",
                  "coloretto/colors (4 players)", "spectrangle/standard (3 players)"]:
        assert f"{table}: " in out


@pytest.mark.parametrize("argv,message", [
    (["play", "--game", "chess", "--players", "random,random"], "unknown game"),
    (["play", "--game", "collapsi", "--players", "random,wizard"], "unknown player"),
    (["play", "--game", "collapsi", "--players", "random"], "2 players"),
    (["play", "--game", "collapsi", "--variant", "huge", "--players", "random,random"],
     "no variant"),
    (["play", "--game", "collapsi", "--players", "random,random", "--option", "x"], "NAME=VALUE"),
    (["play", "--game", "collapsi", "--players", "random,random", "--option", "board=round"],
     "option board must be one of fixed, shifting"),
    (["play", "--game", "collapsi", "--variant", "solo", "--option", "board=shifting",
      "--players", "random"], "has no option 'board'"),
    (["arena", "--game", "collapsi", "--players", "random,random", "--games", "0"], "at least 1"),
])
def test_bad_arguments_get_a_clear_error(capsys, argv, message):
    status, _, err = run(capsys, *argv)
    assert status == 2 and message in err


@pytest.mark.parametrize("argv", [
    ["--variant", "big", "--option", "board=shifting", "--option", "start=choice",
     "--players", "expert,hard,random"],
    ["--option", "board=shifting", "--players", "expert,random"],
    ["--variant", "solo", "--players", "expert"],
])
def test_collapsi_variants_play_and_replay(capsys, tmp_path, argv):
    path = tmp_path / "game.json"
    status, out, _ = run(capsys, "play", "--game", "collapsi", *argv, "--seed", "3",
                         "--record", str(path))
    assert status == 0 and "result:" in out
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 0 and "recorded result is correct" in out


def test_runs_as_a_module():
    done = subprocess.run([sys.executable, "-m", "game", "play", "--game", "collapsi",
                           "--players", "hard,easy", "--seed", "2"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "result:" in done.stdout


def test_puzzle_prints_the_daily_puzzle_and_a_solution_that_wins(capsys):
    from game.collapsi.rules import COLLAPSI
    status, out, _ = run(capsys, "puzzle", "--daily", "2025-07-09")
    assert status == 0
    assert out.splitlines()[:6] == [
        "Collapsi solo puzzle, daily puzzle #33 of 2025-07-09, seed 72690558",
        "    a b c", "  1 J J A", "  2 A 2 2", "  3 A 3 2", "start a1, exit b1"]
    solution = out.splitlines()[6].removeprefix("solution: ").split()
    state = COLLAPSI.start("solo", {}, 1, {"grid": ["JJA", "A22", "A32"]})
    for text in solution:
        state.play(text)
    assert state.outcome().winners == (0,)
    # the seed printed deals the same puzzle
    _, again, _ = run(capsys, "puzzle", "--seed", "72690558")
    assert again.splitlines()[1:] == out.splitlines()[1:]


def test_puzzle_without_arguments_is_today_s(capsys):
    status, out, _ = run(capsys, "puzzle")
    assert status == 0 and "daily puzzle #" in out and "solution: " in out


def test_puzzle_bad_arguments(capsys):
    status, _, err = run(capsys, "puzzle", "--daily", "2025-13-01")
    assert status == 2 and "--daily takes a date like" in err
    with pytest.raises(SystemExit):
        main(["puzzle", "--daily", "2025-07-09", "--seed", "3"])


def test_puzzle_of_a_game_as_json_is_the_day_s_position_and_its_answer(capsys):
    from game.table import puzzles
    from game.table.records import Record, replay
    for game in games():
        status, out, _ = run(capsys, "puzzle", "--game", game, "--daily", "2027-01-05",
                             "--json")
        assert status == 0
        data = json.loads(out)
        assert set(data) == {"game", "date", "record", "answer", "level"}
        assert data["game"] == game and data["date"] == "2027-01-05"
        expected = puzzles.daily(game, __import__("datetime").date(2027, 1, 5))
        assert (data["answer"], data["level"]) == (expected.answer, expected.level)
        state = replay(Record.from_json(data["record"]))      # a record as records.md has it
        assert data["record"]["result"] is None and not state.is_over()
        assert state.parse_move(data["answer"]) in state.legal_moves()
        # the same day gives the same puzzle; the next day another
        _, again, _ = run(capsys, "puzzle", "--game", game, "--daily", "2027-01-05", "--json")
        _, other, _ = run(capsys, "puzzle", "--game", game, "--daily", "2027-01-06", "--json")
        assert again == out and other != out


def test_puzzle_of_a_game_as_text_and_its_errors(capsys):
    status, out, _ = run(capsys, "puzzle", "--game", "collecto", "--daily", "2027-01-05")
    lines = out.splitlines()
    assert status == 0 and lines[0].startswith("Collecto puzzle of 2027-01-05")
    assert lines[-1].startswith("answer: ") and any(line.startswith("link: ") for line in lines)
    status, _, err = run(capsys, "puzzle", "--game", "chess")
    assert status == 2 and "unknown game 'chess'" in err
    status, _, err = run(capsys, "puzzle", "--json")
    assert status == 2 and "--json goes with --game" in err
    status, _, err = run(capsys, "puzzle", "--game", "collecto", "--seed", "3")
    assert status == 2 and "--seed goes with the solo puzzle" in err
    status, _, err = run(capsys, "puzzle", "--game", "collecto", "--daily", "someday")
    assert status == 2 and "--daily takes a date like" in err


def test_link_of_a_record_and_back(capsys, tmp_path):
    path = tmp_path / "game.json"
    run(capsys, "play", "--game", "coloretto", "--variant", "official", "--players",
        "easy,medium,random", "--seed", "1234567890", "--record", str(path))
    status, out, _ = run(capsys, "link", str(path), "--site", "https://me.github.io/table")
    link = out.strip()
    assert status == 0 and link.startswith("https://me.github.io/table/?g=1")
    assert len(out.splitlines()) == 1 and len(link) < 120
    back = tmp_path / "back.json"
    status, out, _ = run(capsys, "link", "--decode", link, "--record", str(back))
    assert status == 0
    record = json.loads(path.read_text())
    assert json.loads(back.read_text()) == record
    lines = out.splitlines()
    assert lines[0] == "coloretto (official), seed 1234567890: easy, medium, random"
    assert lines[1].startswith(f"{len(record['moves'])} moves, all legal: d1 ")
    assert lines[2] == f"result: {record['result']['reason']}"
    assert lines[3] == f"record written to {back}"
    # Without the moves: the same deal at its start.
    status, out, _ = run(capsys, "link", str(path), "--no-moves")
    assert status == 0 and len(out.strip().split("?", 1)[1]) < 40
    status, out, _ = run(capsys, "link", "--decode", out.strip())
    assert status == 0 and "0 moves, all legal" in out and "the game is not finished" in out


def test_link_site_from_the_environment(capsys, tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    run(capsys, "play", "--game", "collapsi", "--variant", "big", "--option", "board=shifting",
        "--players", "random,random,random", "--seed", "5", "--record", str(path))
    monkeypatch.setenv("GAME_TABLE_SITE", "https://fork.github.io/games/")
    status, out, _ = run(capsys, "link", str(path))
    assert status == 0 and out.startswith("https://fork.github.io/games/?g=1")
    status, out, _ = run(capsys, "link", "--decode", out.strip().split("/")[-1])
    assert status == 0 and "options: board=shifting" in out


def test_broken_links_fail_with_the_reason(capsys, tmp_path):
    path = tmp_path / "game.json"
    run(capsys, "play", "--game", "collapsi", "--players", "random,random", "--seed", "3",
        "--record", str(path))
    _, out, _ = run(capsys, "link", str(path))
    link = out.strip()
    flipped = link[:-5] + ("A" if link[-5] != "A" else "B") + link[-4:]
    for bad, message in [(link[:-3], "error: this link is cut off"),
                         (flipped, "error: this link was changed after it was made (checksum)"),
                         ("https://me.github.io/t/?x=1", "error: this is not a game link"),
                         ("?g=3" + link.split("?g=")[1][1:], "newer version of the game (v3)")]:
        out_file = tmp_path / "out.json"
        status, out, err = run(capsys, "link", "--decode", bad, "--record", str(out_file))
        assert status == 2 and message in err and out == "" and not out_file.exists()
    # A record that does not replay has no link.
    record = json.loads(path.read_text())
    record["moves"][1] = "q7"
    path.write_text(json.dumps(record))
    status, out, err = run(capsys, "link", str(path))
    assert status == 2 and out == "" and "move 2 ('q7')" in err


@pytest.mark.parametrize("argv", [["link"], ["link", "x.json", "--decode", "abc"],
                                  ["link", "x.json", "--record", "y.json"],
                                  ["link", "--decode", "abc", "--no-moves"],
                                  ["link", "--decode", "abc", "--site", "https://a.b/"]])
def test_link_bad_arguments(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and err.startswith("error: ")


def test_an_external_program_takes_a_seat_in_play_and_arena(capsys, tmp_path):
    """`cmd:<command line>` seats a program speaking the bot protocol (docs/protocol.md)."""
    from pathlib import Path
    bot = Path(__file__).resolve().parents[2] / "examples" / "random_bot.py"
    spec = f"cmd:{sys.executable} {bot} 3"
    path = tmp_path / "game.json"
    status, out, err = run(capsys, "play", "--game", "coloretto", "--players", f"{spec},easy",
                           "--seed", "2", "--record", str(path), "--move-timeout", "5")
    assert status == 0 and "winners: seat" in out and "forfeit" not in out, err
    assert json.loads(path.read_text())["players"] == [spec, "easy"]
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 0 and "recorded result is correct" in out
    status, out, err = run(capsys, "arena", "--game", "collapsi", "--players", f"random,{spec}",
                           "--games", "2", "--quiet")
    assert status == 0 and "2 games" in out and "forfeit" not in out, err


def test_bot_serves_a_level_as_a_real_process():
    start = {"type": "start", "protocol": 1, "game": "collapsi", "variant": "standard",
             "options": {}, "seat": 0, "players": 2, "names": ["easy", "x"],
             "setup": {"grid": ["A422", "33AA", "32JJ", "42A3"]}}
    turn = {"type": "turn", "seat": 0, "moves": [], "legal": ["c2", "b3", "c4"],
            "state": {"grid": ["A422", "33AA", "32JJ", "42A3"], "pawns": ["c3", "d3"],
                      "to_move": 0}}
    done = subprocess.run([sys.executable, "-m", "game", "bot", "--level", "easy", "--seed", "1"],
                          input=json.dumps(start) + "\n" + json.dumps(turn) + "\n",
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["move"] in turn["legal"]
    done = subprocess.run([sys.executable, "-m", "game", "bot", "--level", "grandmaster"],
                          input="", capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "unknown level" in done.stderr


# --- hostile records and links: one line, exit status 2, text printed safely ------------------

def seven(tmp_path, capsys, **change):
    """The record of `play --game collapsi --players expert,random --seed 7`, changed."""
    path = tmp_path / "seven.json"
    run(capsys, "play", "--game", "collapsi", "--players", "expert,random", "--seed", "7",
        "--record", str(path))
    data = json.loads(path.read_text())
    data.update(change)
    path.write_text(json.dumps(data))
    return path, data


def safe(text):
    """Nothing a terminal would act on, nothing that fails to encode."""
    text.encode("utf-8")
    return all(c.isprintable() or c == "\n" for c in text)


DAMAGES = {
    "missing": (None, "cannot read it: No such file or directory"),
    "not json": ("{", "not valid JSON"),
    "not utf-8": (b"\xff{}", "not UTF-8 text"),
    "format true": ({"format": True}, r"unsupported record format True"),
    "winners false": ({"result": {"scores": [1, 0], "winners": [False], "reason": "x"}},
                      "result.winners"),
    "setup key": ({"setup": {"grid": ["A422", "33AA", "32JJ", "42A3"], "x": 1}},
                  "bad setup: unknown key 'x'"),
    "illegal move": ({"moves": ["c4", "q7"]}, r"move 2 \('q7'\)"),
    "escape name": ({"players": ["\x1b[2J", "random"]}, r"unknown player '\\x1b\[2J'"),
    "surrogate name": ({"players": ["\ud800", "random"]}, r"unknown player '\\ud800'"),
    "huge name": ({"players": ["x" * 10_000_000, "random"]}, "at most 1000 characters"),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
@pytest.mark.parametrize("command", [["replay"], ["replay", "--show"], ["review"],
                                     ["review", "--json"], ["link"], ["link", "--no-moves"]])
def test_every_command_that_reads_a_record_refuses_a_bad_one_in_one_line(
        capsys, tmp_path, command, damage):
    import time
    change, message = DAMAGES[damage]
    if change is None:
        path = tmp_path / "nowhere.json"
    elif isinstance(change, dict):
        path, _ = seven(tmp_path, capsys, **change)
    else:
        path = tmp_path / "bad.json"
        path.write_bytes(change if isinstance(change, bytes) else change.encode())
    start = time.perf_counter()
    status, out, err = run(capsys, *command, str(path))
    assert time.perf_counter() - start < 3
    assert status == 2 and err.count("\n") == 1 and safe(err), err
    assert re.match(rf"error: {re.escape(str(path))}: .*{message}", err), err
    if command != ["replay", "--show"] or damage != "illegal move":
        assert out == ""
    else:       # --show printed the legal moves before the illegal one
        assert out.splitlines()[0].startswith("  1. c4")


def test_a_file_larger_than_any_record_is_refused_unread(capsys, tmp_path):
    path = tmp_path / "zeros.json"
    with open(path, "wb") as f:
        f.truncate(64 << 20)
    for command in ["replay", "review", "link"]:
        status, out, err = run(capsys, command, str(path))
        assert status == 2 and out == "" and err == (
            f"error: {path}: cannot read it: it is larger than 16 MiB, which no record is\n")


def test_bad_links_are_refused_in_one_line(capsys, tmp_path):
    from game.table import codes
    path, _ = seven(tmp_path, capsys)
    _, out, _ = run(capsys, "link", str(path))
    link = out.strip()
    grid = json.loads(path.read_text())["setup"]["grid"]

    def crafted(players, setup=None):     # the seed's deal, or this setup
        body = codes.body("collapsi", "standard", players, {}, 2 if setup else 1, 7, setup,
                           [], [], 0)
        return codes.wrap(body)
    for bad, message in [
            ("?g=" + "1" * 20_000, "not a game link: it is 20003 characters long"),
            (link[:-3], "this link is cut off"),
            (link + "\x1b[2J", r"changed after it was made: '\\x1b' is never part of a link"),
            (crafted(["human", "\x1b[2J"]), r"unknown player '\\x1b\[2J'"),
            (crafted(["human", "expert"], {"grid": grid, "x": "a" * 100_000}),
             "the setup does not unpack"),
            (crafted(["human", "cmd:rm -rf /"], {"grid": grid}),
             "a program on this machine, which a link does not carry")]:
        out_file = tmp_path / "out.json"
        status, out, err = run(capsys, "link", "--decode", bad, "--record", str(out_file))
        assert status == 2 and out == "" and not out_file.exists(), err
        assert err.startswith("error: ") and err.count("\n") == 1 and safe(err), err
        assert re.search(message, err), err


def test_names_and_reasons_are_printed_escaped(capsys, tmp_path):
    """A `cmd:` seat may hold any text: it is printed as docs/cli.md shows, never raw."""
    path, data = seven(tmp_path, capsys, players=["cmd:bot\x1b[2J", "random"])
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0 and safe(out), err
    assert out.splitlines() == [
        "collapsi (standard): 11 moves, all legal",
        "result: Player 2 cannot move; Player 1 made the last move and wins",
        "scores: cmd:bot\\x1b[2J 1, random 0",
        "winners: seat 0 (cmd:bot\\x1b[2J)",
        "the recorded result is correct"]
    # A forfeit's reason comes from outside too; a backslash is doubled, so no text prints
    # like another.
    from game.table.records import Record, forfeit_result, replay
    record = Record.load(str(path))
    record.players = ["cmd:a\\x1b", "cmd:b\u202e\ud800\x9b"]
    record.moves = record.moves[:3]
    record.result = forfeit_result(replay(Record(**{**record.__dict__, "result": None})), 1,
                                   "wrote '\x1b]0;owned\x07'")
    record.save(str(path))
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0 and safe(out), err
    assert "seat 1 (cmd:b\\u202e\\ud800\\x9b) forfeited here" in out
    assert "result: Player 2 forfeits: wrote '\\x1b]0;owned\\x07'; Player 1 wins" in out
    assert "scores: cmd:a\\\\x1b 0, cmd:b\\u202e\\ud800\\x9b 0" in out
    status, out, err = run(capsys, "review", str(path))
    assert status == 0 and safe(out) and "Player 2 (cmd:b\\u202e\\ud800\\x9b)" in out, err
    status, out, err = run(capsys, "link", str(path))
    assert status == 2 and out == "" and safe(err)
    assert "seat 0: 'cmd:a\\\\x1b' is a program on this machine" in err


def test_a_terminal_that_cannot_write_a_name_gets_its_escape(tmp_path, capsys):
    """As a real process, on an ASCII terminal: no traceback, the escapes printed."""
    path, _ = seven(tmp_path, capsys, players=["cmd:bot \u4e2d\ud800", "random"])
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path)],
                          capture_output=True, timeout=60,
                          env={**os.environ, "PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert b"winners: seat 0 (cmd:bot \\u4e2d\\ud800)" in done.stdout
    done = subprocess.run([sys.executable, "-m", "game", "link", str(path)],
                          capture_output=True, timeout=60)
    assert done.returncode == 2 and done.stdout == b"" and b"Traceback" not in done.stderr
    assert done.stderr.count(b"\n") == 1


def test_play_seats_no_program_a_record_could_not_hold(capsys, tmp_path):
    status, out, err = run(capsys, "play", "--game", "collapsi", "--players",
                           "cmd:" + "x" * 1000 + ",random", "--record", str(tmp_path / "r.json"))
    assert status == 2 and out == "" and "a seat is at most 1000 characters, not 1004" in err
    assert not (tmp_path / "r.json").exists()


def test_a_record_that_cannot_be_written_is_exit_status_1(capsys, tmp_path):
    status, out, err = run(capsys, "play", "--game", "collapsi", "--players", "random,random",
                           "--seed", "1", "--record", str(tmp_path / "no" / "r.json"))
    assert status == 1 and "result:" in out
    assert err == f"error: cannot write {tmp_path / 'no' / 'r.json'}: No such file or directory\n"


def test_shown_escapes_what_a_terminal_would_act_on():
    from game.cli import shown
    assert shown("expert") == "expert" and shown("Zoë 中文 🎲") == "Zoë 中文 🎲"
    assert shown("\x1b[31mred\x7f\x9b\x00\t\n") == "\\x1b[31mred\\x7f\\x9b\\x00\\x09\\x0a"
    assert shown("\ud800\u202e\u2028\U000e0001") == "\\ud800\\u202e\\u2028\\U000e0001"
    assert shown("C:\\bots\\x1b") == "C:\\\\bots\\\\x1b" != shown("C:\\bots\x1b")
    assert shown("move 3 ('\\x1b'): \x1b", backslash=False) == "move 3 ('\\x1b'): \\x1b"


def test_the_review_counts_its_verdicts_in_words(tmp_path, capsys, monkeypatch):
    """Per seat, each verdict counted as said: "1 blunder", "2 blunders", "3 inaccuracies"."""
    from game.table.review import Review
    path, _ = seven(tmp_path, capsys)
    real = Review.summary

    def summary(self):
        seats = real(self)
        seats[0]["counts"] = {"best": 4, "good": 1, "inaccuracy": 3, "mistake": 1, "blunder": 2}
        return seats
    monkeypatch.setattr(Review, "summary", summary)
    status, out, err = run(capsys, "review", str(path))
    assert status == 0, err
    assert "; 4 best, 1 good, 3 inaccuracies, 1 mistake, 2 blunders\n" in out
