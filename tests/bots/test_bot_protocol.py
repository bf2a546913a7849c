"""The bot protocol (docs/protocol.md): external programs at the table through `play` and
`arena`, every way a bot can fail, hidden information kept hidden, and our AI served the
other way round by `python -m game bot`."""

import io
import json
import os
import random
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.ai.agent import choose
from game.cli import main
from game.table import arena, bots
from game.core.contract import RulesError
from game.table.records import Record, RecordError, forfeit_outcome, replay
from game.table.registry import games, get_game
from game.table.seats import make_agent, seat_seed
from game.table.session import Table

ROOT = Path(__file__).resolve().parents[2]
PY = shlex.quote(sys.executable)
RANDOM_BOT = f"cmd:{PY} {shlex.quote(str(ROOT / 'examples' / 'random_bot.py'))}"
BAD_BOT = ROOT / "tests" / "bots" / "bad_bot.py"
STAGE_BOT = ROOT / "tests" / "bots" / "stage_bot.py"
SERVER = f"cmd:{PY} -m game bot"


def bad_bot(mode: str, pidfile=None, after: int = 0) -> str:
    spec = f"cmd:{PY} {shlex.quote(str(BAD_BOT))} {mode} --after {after}"
    return spec + (f" --pidfile {shlex.quote(str(pidfile))}" if pidfile else "")


def run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, out, err


def running(pid: int) -> bool:
    """True while `pid` is a live process (a zombie waiting for its parent counts as gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True
    return "\nState:\tZ" not in status


def assert_gone(pidfile: Path) -> None:
    pids = [int(p) for p in pidfile.read_text().split()]
    assert pids, "the bot did not start"
    deadline = time.monotonic() + 10            # a killed process takes a moment to go
    while (left := [p for p in pids if running(p)]) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not left, f"processes left behind: {left}"
    assert not bots.LIVE


# --- full games of every game and variant ------------------------------------------------------
SETUPS = [  # game, variant, options, players besides the bot
    ("collapsi", "standard", [], ["easy"]),
    ("collapsi", "standard", ["board=shifting"], ["easy"]),
    ("collapsi", "standard", ["start=choice"], ["easy"]),
    ("collapsi", "big", ["board=shifting", "start=choice"], ["easy", "random"]),
    ("collapsi", "big", [], ["random", "easy", "random"]),
    ("collapsi", "solo", [], []),
    ("collecto", "utwente", [], ["easy"]),
    ("collecto", "official", [], ["easy", "random"]),
    ("spectrangle", "standard", [], ["easy"]),
    ("spectrangle", "standard", [], ["easy", "random", "random"]),
    ("coloretto", "colors", [], ["easy"]),
    ("coloretto", "colors", [], ["easy", "random", "random", "random"]),
    ("coloretto", "official", [], ["easy", "random"]),
]


@pytest.mark.parametrize("game,variant,options,others", SETUPS,
                         ids=[f"{g}-{v}-{len(o) + 1}p{'-' + '-'.join(x) if x else ''}"
                              for g, v, x, o in SETUPS])
def test_random_bot_plays_an_arena_in_every_game_and_variant(capsys, game, variant, options,
                                                              others):
    players = ",".join([RANDOM_BOT, *others])
    seats = len(others) + 1
    argv = ["arena", "--game", game, "--variant", variant, "--players", players,
            "--games", seats, "--seed", 5, "--quiet"]
    for option in options:
        argv += ["--option", option]
    status, out, err = run(capsys, *argv)
    assert status == 0, err
    assert f"{seats} games" in out and "forfeit" not in out, out
    assert not bots.LIVE


@pytest.mark.parametrize("game", list(games()))
def test_random_bot_meets_every_level_and_the_record_replays(capsys, tmp_path, game):
    levels = ["random", "easy", "medium", "hard"] + (["expert"] if game == "collapsi" else [])
    for number, level in enumerate(levels):
        path = tmp_path / f"{level}.json"
        status, out, err = run(capsys, "play", "--game", game, "--players",
                               f"{level},{RANDOM_BOT}", "--seed", number, "--record", path)
        assert status == 0, err
        record = json.loads(path.read_text())
        assert record["players"] == [level, RANDOM_BOT]
        assert record["result"] and "forfeit" not in record["result"]
        status, out, err = run(capsys, "replay", path)
        assert status == 0 and "recorded result is correct" in out, err


def test_the_players_list_keeps_commas_inside_a_command():
    known = {"easy", "random"}
    assert bots.split_players("cmd:bot --w 1,2,easy", known) == ["cmd:bot --w 1,2", "easy"]
    assert bots.split_players("easy, cmd:a b ,cmd:c,random", known) == ["easy", "cmd:a b",
                                                                         "cmd:c", "random"]
    assert bots.split_players("random,easy", known) == ["random", "easy"]


def test_a_bad_seat_spec_is_refused(capsys):
    status, _, err = run(capsys, "play", "--game", "collapsi", "--players", "cmd:,easy")
    assert status == 2 and "cmd:" in err
    status, _, err = run(capsys, "play", "--game", "collapsi", "--players",
                         "cmd:'unclosed,easy")
    assert status == 2 and "does not parse" in err
    status, _, err = run(capsys, "play", "--game", "collapsi", "--players", f"{RANDOM_BOT},easy",
                         "--move-timeout", "0")
    assert status == 2 and "--move-timeout" in err


# --- failure modes: each forfeits, with the reason in the result and the record -------------------
FAILURES = [  # mode, after, words in the reason
    ("illegal", 1, "illegal move"),
    ("notation", 0, "illegal move: 'q7' is not a card"),
    ("malformed", 1, "malformed answer"),
    ("notobject", 0, "malformed answer"),
    ("garbage", 1, "not JSON"),
    ("binary", 0, "not JSON"),
    ("crash", 1, "exit status 3"),
    ("timeout", 0, "move timeout of 0.5 s"),
    ("chatty", 0, "'thinking...'"),
    ("pre", 0, "'hello', which is not JSON"),
    ("closed", 0, "closed its output"),
    ("early", 0, "exit status 0"),
]


@pytest.mark.parametrize("mode,after,words", FAILURES, ids=[f[0] for f in FAILURES])
def test_a_bot_that_breaks_the_protocol_forfeits(capsys, tmp_path, mode, after, words):
    pidfile, path = tmp_path / "pids", tmp_path / "game.json"
    status, out, err = run(capsys, "play", "--game", "collapsi", "--players",
                           f"{bad_bot(mode, pidfile, after)},random", "--seed", 2,
                           "--move-timeout", 0.5, "--record", path)
    assert status == 0, err
    assert "Player 1 forfeits" in out and "Player 2 wins" in out and words in out, out
    record = json.loads(path.read_text())
    result = record["result"]
    assert result["forfeit"]["seat"] == 0 and words in result["forfeit"]["reason"]
    assert result["winners"] == [1] and words in result["reason"]
    assert len(record["moves"]) == 2 * after
    status, out, err = run(capsys, "replay", path)        # a forfeit record replays
    assert status == 0 and "forfeited" in out, err
    assert_gone(pidfile)
    if mode == "crash":
        assert "something broke" in result["reason"]    # the last line of its stderr


@pytest.mark.parametrize("mode,reason", [
    # echoing the turn's id: the second line names a turn already answered
    ("flood", r"the program wrote '\{\"move\": \"\w+\", \"id\": 1\}' when it was not its "
              r"turn \(it answers message 1; message 2 was asked\)"),
    # without an id, the second line is the answer to the next turn: the square it stands on
    ("double", r"illegal move: '(\w+)' is not legal here: \1 is your starting card"),
    # a line before any question is the answer to the first one
    ("pre", r"the program wrote 'hello', which is not JSON"),
])
def test_a_bot_that_writes_when_not_asked_gets_the_same_verdict_every_game(mode, reason):
    """A program's n-th line is its answer to the n-th question, whenever it arrives, so the
    same behaviour is judged the same in every game, from either seat, however the
    processes are scheduled (the verdict once depended on when the extra line arrived)."""
    game = get_game("collapsi")
    reasons = []
    for seed in range(30):
        names = [bad_bot(mode), "random"][::1 if seed % 2 else -1]
        played = arena.play_game(game, None, {}, names, seed, move_timeout=5)
        assert played.forfeit and names[played.forfeit["seat"]].startswith("cmd:"), seed
        reasons.append(played.forfeit["reason"])
    assert all(re.match(reason, r) for r in reasons), set(reasons)
    assert not bots.LIVE


def test_a_program_that_does_not_exist_forfeits(capsys):
    status, out, _ = run(capsys, "play", "--game", "coloretto", "--players",
                         "easy,cmd:/nonexistent/bot --x", "--seed", 1)
    assert status == 0 and "Player 2 forfeits: the program could not be started" in out


def test_arena_counts_forfeits_as_losses(capsys, tmp_path):
    status, out, err = run(capsys, "arena", "--game", "collapsi", "--players",
                           f"{bad_bot('garbage', tmp_path / 'pids', 1)},random", "--games", 2,
                           "--quiet")
    assert status == 0, err
    bot_line, note, random_line = out.splitlines()[2:5]
    assert "0 wins" in bot_line and "win rate 0.0%" in bot_line
    assert "2 forfeited (counted as losses)" in note and "not JSON" in note
    assert "2 wins" in random_line
    assert_gone(tmp_path / "pids")


def test_with_more_seats_the_forfeiting_seat_loses_and_the_others_rank_by_score():
    game = get_game("coloretto")
    state = game.new_game("colors", {}, 3, 7)
    while max(state.scores()) == min(state.scores()) or state.is_over():
        state.push(state.legal_moves()[-1])
    scores = state.scores()
    best = max(scores)
    for seat in range(3):
        outcome = forfeit_outcome(state, seat, "it broke")
        others = [s for s in range(3) if s != seat]
        top = max(scores[s] for s in others)
        assert seat not in outcome.winners
        assert list(outcome.winners) == [s for s in others if scores[s] == top]
        assert outcome.scores == scores and "forfeits: it broke" in outcome.reason
    assert best in scores
    solo = get_game("collapsi").new_game("solo", {}, 1, 3)
    assert forfeit_outcome(solo, 0, "x").winners == ()


def test_forfeit_records_are_checked_and_old_records_still_read(capsys, tmp_path):
    path = tmp_path / "game.json"
    run(capsys, "play", "--game", "collapsi", "--players", f"{bad_bot('garbage', None, 2)},easy",
        "--seed", 3, "--record", path)
    data = json.loads(path.read_text())
    replay(Record.from_json(data))
    wrong = json.loads(json.dumps(data))
    wrong["result"]["winners"] = [0]
    with pytest.raises(RecordError, match="forfeit"):
        replay(Record.from_json(wrong))
    wrong = json.loads(json.dumps(data))
    wrong["result"]["forfeit"] = {"seat": 5, "reason": "x"}
    with pytest.raises(RecordError, match="forfeit"):
        Record.from_json(wrong)
    finished = json.loads(json.dumps(data))
    run(capsys, "play", "--game", "collapsi", "--players", "easy,easy", "--seed", 3,
        "--record", path)
    whole = json.loads(path.read_text())
    finished["moves"], finished["result"]["forfeit"] = whole["moves"], {"seat": 0, "reason": "x"}
    with pytest.raises(RecordError, match="already over"):
        replay(Record.from_json(finished))
    assert "forfeit" not in whole["result"]
    replay(Record.from_json(whole))                     # a record without forfeit, as before


def test_an_interrupted_game_leaves_no_program_behind(tmp_path, monkeypatch):
    pidfile = tmp_path / "pids"

    def interrupted(table):
        raise KeyboardInterrupt

    monkeypatch.setattr(Table, "choose", interrupted)        # Ctrl+C while the AI thinks
    with pytest.raises(KeyboardInterrupt):
        arena.play_game(get_game("collapsi"), None, {}, [bad_bot("timeout", pidfile, 1), "easy"],
                        1, move_timeout=5)
    assert_gone(pidfile)


# --- hidden information stays hidden ------------------------------------------------------------
def _reshuffled(state, rng):
    """The position rebuilt from what a seat sees (`Game.from_seat_json`): the same game as
    any seat sees it, with the hidden order (Coloretto's deck, Spectrangle's bag) drawn
    afresh from `rng`; and whether that order differs from the real one."""
    twin = state.determinised(0, rng)
    if state.game.name == "coloretto":
        return twin, twin.deck[twin.pos:] != state.deck[state.pos:]
    return twin, twin.bag[twin.drawn:] != state.bag[state.drawn:]


@pytest.mark.parametrize("game,variant,players", [
    ("coloretto", "colors", 2), ("coloretto", "colors", 5), ("coloretto", "official", 3),
    ("coloretto", "official", 4), ("spectrangle", "standard", 2),
    ("spectrangle", "standard", 4)])
def test_the_seat_state_never_shows_the_hidden_order(game, variant, players):
    """At every position of a random game, a twin whose unseen cards or tiles lie in another
    order gives every seat the same state; and every seat sees the same (nothing private)."""
    state = get_game(game).new_game(variant, {}, players, 11)
    rng = random.Random(players)
    differed = 0
    while not state.is_over():
        views = [state.seat_json(seat) for seat in range(players)]
        assert all(view == views[0] for view in views)
        json.dumps(views[0])
        twin, changed = _reshuffled(state, rng)
        differed += changed
        assert [twin.seat_json(seat) for seat in range(players)] == views
        state.push(rng.choice(state.legal_moves()))
    assert differed > 10


def test_the_unseen_multiset_is_what_the_real_order_holds():
    state = get_game("coloretto").new_game("official", {}, 3, 2)
    for _ in range(12):
        state.push(state.legal_moves()[0])
    view = state.seat_json(1)
    remaining = state.deck[state.pos:].replace("L", "")
    assert view["unseen"] == {c: remaining.count(c) for c in set(remaining)}
    assert view["deck"] == len(remaining)
    state = get_game("spectrangle").new_game(None, {}, 3, 2)
    for _ in range(6):
        state.push(state.legal_moves()[0])
    view = state.seat_json(2)
    shown = {t for hand in view["hands"] for t in hand} | {
        placed["tile"] for placed in view["board"].values()}
    assert sorted(view["unseen"]) == sorted(set(state.setup["bag"]) - shown)
    assert view["bag"] == len(view["unseen"]) == 36 - 12 - len(view["board"])


# --- two-step moves: Coloretto's draw, the card seen before its row is chosen ------------------
def stage_bot(mode: str, log=None) -> str:
    return f"cmd:{PY} {shlex.quote(str(STAGE_BOT))} {mode}" + (
        f" {shlex.quote(str(log))}" if log else "")


@pytest.mark.parametrize("variant,players", [("colors", 2), ("official", 3)])
def test_a_bot_draws_sees_the_card_then_chooses_its_row(capsys, tmp_path, variant, players):
    log, path = tmp_path / "seen", tmp_path / "game.json"
    seats = [stage_bot("row", log)] + ["random"] * (players - 1)
    status, out, err = run(capsys, "play", "--game", "coloretto", "--variant", variant,
                           "--players", ",".join(seats), "--seed", 3, "--record", path)
    assert status == 0 and "forfeit" not in out, out + err
    record = Record.load(str(path))
    state = replay(record)
    seen = log.read_text().split()
    # each card the bot was shown is the card its draw laid on the row it then chose
    game = get_game("coloretto")
    position = game.start(record.variant, record.options, players, record.setup)
    placed = []
    for text in record.moves:
        if position.to_move == 0 and text.startswith("d"):
            placed.append(position.next_card_if_drawn())
        position.play(text)
    assert placed and seen == placed
    assert state.is_over()


def test_bots_written_before_two_steps_still_answer_whole_moves(capsys):
    status, out, err = run(capsys, "arena", "--game", "coloretto", "--players",
                           f"{stage_bot('whole')},random", "--games", 2, "--quiet")
    assert status == 0 and "forfeit" not in out, out + err


@pytest.mark.parametrize("mode,words", [
    ("take", "after 'd' the move must be one of"),
    ("again", "after 'd' the move must be one of"),
    ("silent", "move timeout"),
])
def test_a_two_step_move_left_unfinished_or_changed_forfeits(capsys, tmp_path, mode, words):
    path = tmp_path / "game.json"
    status, out, err = run(capsys, "play", "--game", "coloretto", "--players",
                           f"{stage_bot(mode)},random", "--seed", 4, "--record", path,
                           "--move-timeout", 0.5)
    assert status == 0, err
    result = json.loads(path.read_text())["result"]
    assert result["forfeit"]["seat"] == 0 and words in result["forfeit"]["reason"], result


def test_the_server_draws_first_and_places_the_card_it_is_shown():
    """Served through the protocol, a level takes the first step of a draw (it has only
    guessed the card) and places the card it is then shown exactly where it places it at
    the table, where it sees the card as it draws."""
    game = get_game("coloretto")
    checked = 0
    for seed in range(6):
        state = game.new_game("colors", {}, 3, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(12)):
            state.push(rng.choice(state.legal_moves()))
        seat = state.to_move
        native = state.format_move(choose(make_agent("coloretto", "expert",
                                                     seat_seed(7, seat)), state))
        turn = bots.turn_message(state, seat, state.notation())
        lines = [json.dumps(bots.start_message(state, seat, ["x"] * 3)), json.dumps(turn)]
        if native.startswith("d"):
            lines.append(json.dumps(bots.reveal_message(state, seat, "d")))
        out, err = io.StringIO(), io.StringIO()
        assert bots.serve("expert", seed=7, stdin=io.StringIO("\n".join(lines) + "\n"),
                          stdout=out, stderr=err) == 0, err.getvalue()
        answers = [json.loads(line)["move"] for line in out.getvalue().splitlines()]
        if native.startswith("d"):
            assert answers == ["d", native]
            checked += 1
        else:
            assert answers == [native]
    assert checked >= 2


def test_a_position_agrees_with_the_card_seen():
    game = get_game("coloretto")
    state = game.new_game("official", {}, 4, 5)
    for _ in range(9):
        state.push(state.legal_moves()[0] if state.stages() else state.legal_moves()[-1])
    guess = state.determinised(state.to_move, random.Random(1))
    card = state.reveal("d")["card"]
    guess.agree("d", {"card": card})
    assert guess.next_card_if_drawn() == card
    assert guess.seat_json(0) == state.seat_json(0)          # nothing public changed
    assert sorted(guess.deck[guess.pos:]) == sorted(state.deck[state.pos:])
    for seen in ({"card": "Q"}, {"card": 3}, {"card": None}, {}, [card], None):
        with pytest.raises(RulesError, match="not one of the cards left"):
            guess.agree("d", seen)
    with pytest.raises(RulesError, match="not the first step"):
        guess.agree("t", {"card": card})


# --- the server: our AI through the protocol --------------------------------------------------
def _positions(game_name, variant, options, players, seed, every=1):
    """A random game's positions, with a turn message for the seat to move at each."""
    game = get_game(game_name)
    state = game.new_game(variant, options, players, seed)
    rng = random.Random(seed)
    moves = []
    while not state.is_over():
        if len(moves) % every == 0:
            yield state, bots.turn_message(state, state.to_move, moves)
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state.push(move)


@pytest.mark.parametrize("game,variant,options,players", [
    ("collapsi", "standard", {}, 2), ("collapsi", "big", {"board": "shifting"}, 3),
    ("collapsi", "solo", {}, 1), ("collecto", "official", {}, 3), ("collecto", "utwente", {}, 2),
    ("spectrangle", "standard", {}, 3), ("coloretto", "colors", {}, 4),
    ("coloretto", "official", {}, 3), ("coloretto", "official", {}, 5),
])
def test_the_server_rebuilds_what_the_seat_sees(game, variant, options, players):
    rng = random.Random(1)
    count = 0
    for state, turn in _positions(game, variant, options, players, 9):
        start = bots.start_message(state, state.to_move, ["x"] * players)
        built = bots.position_for(start, turn, rng)       # checks the legal moves itself
        assert built.seat_json(state.to_move) == turn["state"]
        count += 1
    assert count >= 3
    turn["legal"] = turn["legal"][1:] or ["nonsense"]
    with pytest.raises(bots.ProtocolError, match="legal moves"):
        bots.position_for(start, turn, rng)


def test_the_server_seeds_its_agents_by_the_seating_rule():
    """Game g of a server started with --seed s plays seat k with the agent seeded
    seat_seed(s + g, k), as every AI seat is seeded."""
    game = get_game("collecto")
    lines, expected = [], []
    for played in range(2):
        state = game.new_game("official", {}, 3, 20 + played)
        lines.append(json.dumps(bots.start_message(state, 1, ["x"] * 3)))
        agent = make_agent("collecto", "easy", seat_seed(5 + played, 1))
        moves = []
        rng = random.Random(played)
        while not state.is_over() and len(moves) < 30:
            if state.to_move == 1:
                lines.append(json.dumps(bots.turn_message(state, 1, moves)))
                move = choose(agent, state)
                expected.append(state.format_move(move))
            else:
                move = rng.choice(state.legal_moves())
            moves.append(state.format_move(move))
            state.push(move)
        lines.append(json.dumps({"type": "end"}))
    out, err = io.StringIO(), io.StringIO()
    assert bots.serve("easy", seed=5, stdin=io.StringIO("\n".join(lines) + "\n"), stdout=out,
                      stderr=err) == 0, err.getvalue()
    assert [json.loads(line)["move"] for line in out.getvalue().splitlines()] == expected


def test_the_server_answers_turns_in_a_session_driven_by_hand():
    """`python -m game bot --level easy` answers each turn with a legal move, game after
    game, and exits when its input ends."""
    proc = subprocess.Popen([sys.executable, "-m", "game", "bot", "--level", "easy", "--seed",
                             "4"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        for game, variant in (("coloretto", "official"), ("spectrangle", "standard"),
                              ("collecto", "official"), ("collapsi", "big")):
            state = get_game(game).new_game(variant, {}, 3, 8)
            start = bots.start_message(state, 1, ["random", "easy", "random"])
            proc.stdin.write(json.dumps(start) + "\n")
            moves, asked = [], 0
            rng = random.Random(0)
            while not state.is_over() and asked < 6:
                if state.to_move == 1:
                    turn = bots.turn_message(state, 1, moves)
                    proc.stdin.write(json.dumps(turn) + "\n")
                    proc.stdin.flush()
                    answer = json.loads(proc.stdout.readline())
                    if answer["move"] in turn.get("stages", {}):   # a draw: the card, then
                        reveal = bots.reveal_message(state, 1, answer["move"])
                        proc.stdin.write(json.dumps(reveal) + "\n")
                        proc.stdin.flush()
                        answer = json.loads(proc.stdout.readline())
                        assert answer["move"] in reveal["legal"]
                    move = state.parse_move(answer["move"])
                    asked += 1
                else:
                    move = rng.choice(state.legal_moves())
                moves.append(state.format_move(move))
                state.push(move)
            proc.stdin.write(json.dumps({"type": "end", "result": None}) + "\n")
            assert asked >= 3
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0
        assert proc.stderr.read() == ""
    finally:
        proc.kill()
        proc.wait()


def test_the_server_echoes_the_id_of_what_it_answers():
    state = get_game("coloretto").new_game("colors", {}, 2, 3)
    turn = bots.turn_message(state, 0, [])
    lines = [bots.start_message(state, 0, ["x", "y"]), {**turn, "id": 5},
             {**bots.reveal_message(state, 0, "d"), "id": 6}, turn]
    out, err = io.StringIO(), io.StringIO()
    assert bots.serve("random", seed=2, stdin=io.StringIO(
        "".join(json.dumps(line) + "\n" for line in lines)), stdout=out, stderr=err) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answers[0] == {"move": "d", "id": 5} and answers[1]["id"] == 6   # draws, then a row
    assert "id" not in answers[2]


def test_the_server_refuses_what_it_cannot_use():
    def session(*lines, args=()):
        return subprocess.run([sys.executable, "-m", "game", "bot", "--level", "random", *args],
                              cwd=ROOT, input="".join(json.dumps(x) + "\n" if not
                                                      isinstance(x, str) else x
                                                      for x in lines),
                              capture_output=True, text=True, timeout=30)
    done = session({"type": "turn", "legal": ["a1"]})
    assert done.returncode == 2 and "before the start" in done.stderr
    done = session("not json\n")
    assert done.returncode == 2 and "error:" in done.stderr
    done = session({"type": "start", "game": "collapsi"}, args=("--game", "coloretto"))
    assert done.returncode == 2 and "plays coloretto" in done.stderr
    done = subprocess.run([sys.executable, "-m", "game", "bot", "--level", "grandmaster"],
                          cwd=ROOT, input="", capture_output=True, text=True, timeout=30)
    assert done.returncode == 2 and "unknown level" in done.stderr


@pytest.mark.parametrize("game,variant,seats", [
    ("collapsi", "big", 3), ("collecto", "official", 2), ("spectrangle", "standard", 2),
    ("coloretto", "official", 3)])
def test_our_ai_served_as_a_bot_plays_whole_games(capsys, game, variant, seats):
    players = [f"{SERVER} --level random --seed 1", RANDOM_BOT, "easy"][:seats]
    status, out, err = run(capsys, "play", "--game", game, "--variant", variant,
                           "--players", ",".join(players), "--seed", 6)
    assert status == 0 and "forfeit" not in out, out + err


def test_expert_served_as_a_bot(capsys):
    status, out, err = run(capsys, "play", "--game", "collecto", "--players",
                           f"{SERVER} --level expert --game collecto,random", "--seed", 2)
    assert status == 0 and "forfeit" not in out, out + err
    assert "winners: seat 0" in out


def test_the_browser_never_imports_the_protocol():
    for path in (ROOT / "game" / "ui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s.*\b(bots|cli|arena)\b", text, re.M), path
    done = subprocess.run([sys.executable, "-c", "import sys, game.table.bots; "
                           "print('subprocess' in sys.modules)"], cwd=ROOT,
                          capture_output=True, text=True, timeout=30)
    assert done.stdout.strip() == "False", done.stderr
    ini = (ROOT / "pygbag.ini").read_text()
    assert '"/examples"' in ini


# --- a program learns nothing of the deal, and leaves nothing behind ---------------------------
SPY_BOT = ROOT / "tests" / "bots" / "spy_bot.py"
FORK_BOT = ROOT / "tests" / "bots" / "fork_bot.py"
LINUX = sys.platform.startswith("linux")
GUARDED = bots.libc_prctl() is not None


def _ordinary_user():
    """How to run the arena as an ordinary user: (the command's prefix, the Python a bot runs
    with), or None if the tests cannot.  Root reads any process's memory whatever the engine
    does, so as root the arena runs as `nobody`, without capabilities (setpriv), and the spy
    with the system's Python (this one may lie under root's private home)."""
    if os.geteuid() != 0:
        return [], sys.executable
    import shutil
    setpriv, python = shutil.which("setpriv"), "/usr/bin/python3"
    if not (setpriv and os.access(python, os.X_OK)):
        return None
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=-all",
            "--bounding-set=-all"], python


@pytest.fixture
def open_tmp():
    """A folder the arena may write in whoever it runs as (tmp_path is root's alone)."""
    import shutil
    import tempfile
    folder = Path(tempfile.mkdtemp(prefix="bots-spy-"))
    folder.chmod(0o777)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def _arena_process(folder: Path, players: str, *more, prefix=()) -> list[dict]:
    """`python -m game arena` as a real process (so a program's parent is the arena), with a
    variable of ours in its environment; the records of its games."""
    records = folder / "records"
    env = {**os.environ, "GAME_TABLE_DATA": str(folder / "data"),
           "GAME_TABLE_MARKER": "marker-of-ours"}
    done = subprocess.run([*prefix, sys.executable, "-m", "game", "arena", "--game",
                           "coloretto", "--players", players, "--games", "4", "--quiet",
                           "--records", str(records), *more], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "forfeit" not in done.stdout, done.stdout
    return [json.loads(p.read_text()) for p in sorted(records.glob("game-*.json"))]


def _spy(folder: Path, python: str = sys.executable) -> tuple[Path, str]:
    spied = folder / "spied"
    spied.mkdir()
    spied.chmod(0o777)
    return spied, f"cmd:{shlex.quote(python)} {shlex.quote(str(SPY_BOT))} {spied},random"


def _spied(folder: Path) -> list[dict]:
    seen = [json.loads(p.read_text()) for p in folder.glob("*.json")]
    assert len(seen) == 4                       # one program per game
    return seen


@pytest.mark.skipif(not LINUX, reason="reads /proc")
def test_no_seed_or_deal_reaches_a_program_at_the_table(open_tmp):
    """With its default fresh seeds the arena gives a program no way to the deal: not its
    arguments, not its environment (our variables are left out), not the engine's command
    line, nor (guarded, test_the_engine_is_guarded_while_programs_run) the engine's
    environment or memory, which a program of the same user reads when it is not guarded."""
    user = _ordinary_user()
    prefix, python = user or ((), sys.executable)
    spied, players = _spy(open_tmp, python)
    records = _arena_process(open_tmp, players, prefix=prefix)
    seeds = {r["seed"] for r in records}
    decks = {"".join(r["setup"]["deck"]) for r in records}
    assert len(seeds) == 2
    assert max(seeds) >= 2 ** 31 and max(seeds) < 2 ** 53   # too many to search for the deal
    for seen in _spied(spied):
        assert seen["argv"][1:] == [str(spied)]
        assert not [name for name in seen["environ"] if name.startswith("GAME_TABLE_")]
        assert "PATH" in seen["environ"]        # the user's environment is passed on
        assert " arena " in seen["parent_cmdline"]
        text = json.dumps(seen)
        for seed in seeds:
            assert not re.search(rf"(?<!\d){seed}(?!\d)", text), (seed, seen)
        assert not any(deck in text for deck in decks)
        assert "marker-of-ours" not in json.dumps(seen["environ"])
        if GUARDED and user:
            assert seen["parent_environ"].startswith("error:"), seen["parent_environ"]
            assert seen["parent_mem"].startswith("error:"), seen["parent_mem"]


@pytest.mark.skipif(not LINUX, reason="reads /proc")
def test_a_seed_given_on_the_command_line_is_there_for_a_program_to_read(open_tmp):
    """What protocol.md says: `--seed` is on the engine's command line, which any program of
    the same user may read (and the spy above would have seen a seed there)."""
    spied, players = _spy(open_tmp)
    records = _arena_process(open_tmp, players, "--seed", "987654321")
    assert {r["seed"] for r in records} == {987654321, 987654322}
    assert all("--seed 987654321" in seen["parent_cmdline"] for seen in _spied(spied))


@pytest.mark.skipif(not GUARDED, reason="needs Linux's prctl")
def test_the_engine_is_guarded_while_programs_run():
    """While a program plays, this process is not dumpable (so a program of the same user
    cannot read its memory, environment or files) and adopts what programs leave behind;
    afterwards it is as it was."""
    import ctypes
    prctl = bots.libc_prctl()

    def flags():
        reaper = ctypes.c_int(-1)
        assert prctl(bots.PR_GET_CHILD_SUBREAPER, ctypes.addressof(reaper), 0, 0, 0) == 0
        return prctl(bots.PR_GET_DUMPABLE, 0, 0, 0, 0), reaper.value

    seen = set()
    assert flags() == (1, 0)
    arena.play_game(get_game("collapsi"), None, {}, [RANDOM_BOT, "random"], 3,
                    on_move=lambda state, move: seen.add(flags()))
    assert seen == {(0, 1)}
    assert flags() == (1, 0)
    result = arena.run_arena(get_game("collapsi"), None, {}, ["random", RANDOM_BOT], 2,
                             progress=lambda result: seen.add(flags()))
    assert result.games == 2 and seen == {(0, 1)}
    assert flags() == (1, 0) and bots.GUARD["depth"] == 0


def _pids(pidfile: Path) -> list[int]:
    return [int(p) for p in pidfile.read_text().split()]


def _forked(pid: int) -> bool:
    """A live process of fork_bot.py: pids are reused (pid_max may be 32768), so a noted pid
    counts, and is killed, only while its command line is the bot's."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            ours = FORK_BOT.name.encode() in f.read()
    except OSError:
        return False
    return ours and running(pid)


def assert_tree_gone(pidfile: Path, least: int) -> None:
    """Every process the bot noted is gone and none is left unreaped as this process's
    child; at least `least` of them were started."""
    pids = _pids(pidfile)
    assert len(pids) >= least, pids
    left = [p for p in pids if _forked(p)]
    for _ in range(100):                  # a failure leaves nothing running either
        alive = [p for p in _pids(pidfile) if _forked(p)]
        if not alive:
            break
        for pid in alive:
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        time.sleep(0.05)
    assert not left, f"{len(left)} processes left behind: {left[:5]}..."
    for pid in pids:
        try:
            reaped, _ = os.waitpid(pid, os.WNOHANG)     # not a zombie child of ours either
        except ChildProcessError:
            continue
        assert not reaped, f"process {pid} was left unreaped"


@pytest.mark.skipif(not GUARDED, reason="needs Linux's prctl")
@pytest.mark.parametrize("how,then,least", [("session", "", 2), ("daemon", "", 4),
                                            ("daemon", "crash", 4), ("session", "crash", 2)])
def test_every_process_a_program_starts_is_ended_with_its_game(capsys, tmp_path, how, then,
                                                               least):
    """Processes moved into sessions of their own, orphaned, or started in a loop end with
    the game, whether it finishes or the bot crashes; this process is as it was."""
    pidfile = tmp_path / "pids"
    spec = f"cmd:{PY} {shlex.quote(str(FORK_BOT))} {how} {shlex.quote(str(pidfile))} {then}"
    before = bots.children()
    status, out, err = run(capsys, "play", "--game", "collapsi", "--players", f"{spec},random",
                           "--move-timeout", 1)
    assert status == 0, err
    assert ("Player 1 forfeits" in out) == (then == "crash"), out
    assert_tree_gone(pidfile, least)
    assert bots.children() <= before
    assert bots.GUARD["depth"] == 0 and not bots.LIVE
    prctl = bots.libc_prctl()
    assert prctl(bots.PR_GET_DUMPABLE, 0, 0, 0, 0) == 1        # restored after the game


@pytest.mark.skipif(not GUARDED, reason="needs Linux's prctl")
def test_an_arena_in_worker_processes_ends_every_process_too(capsys, tmp_path):
    """With --jobs the programs run under worker processes forked from a guarded arena: each
    worker guards itself (a subreaper is not inherited), so nothing escapes there either."""
    pidfile = tmp_path / "pids"
    spec = f"cmd:{PY} {shlex.quote(str(FORK_BOT))} daemon {shlex.quote(str(pidfile))}"
    status, out, err = run(capsys, "arena", "--game", "collapsi", "--players",
                           f"{spec},random", "--games", 2, "--jobs", 2, "--quiet")
    assert status == 0 and "2 games" in out, err
    assert_tree_gone(pidfile, 8)
    assert bots.GUARD["depth"] == 0


def test_without_prctl_the_process_group_is_still_ended(capsys, tmp_path, monkeypatch):
    """Where prctl is missing (not Linux, or refused) nothing fails: the program's process
    group is killed, as before."""
    monkeypatch.setattr(bots, "libc_prctl", lambda: None)
    pidfile = tmp_path / "pids"
    status, out, err = run(capsys, "play", "--game", "collapsi", "--players",
                           f"{bad_bot('timeout', pidfile)},random", "--move-timeout", 0.5)
    assert status == 0 and "move timeout" in out, err
    assert_gone(pidfile)
    assert bots.GUARD["depth"] == 0


def test_a_program_gets_the_users_environment_without_ours(monkeypatch):
    monkeypatch.setenv("GAME_TABLE_SEED", "12345")
    monkeypatch.setenv("game_table_other", "x")
    monkeypatch.setenv("SOMETHING_OF_THE_USER", "kept")
    env = bots.child_environment()
    assert env["SOMETHING_OF_THE_USER"] == "kept" and env["PATH"] == os.environ["PATH"]
    assert not [name for name in env if name.upper().startswith("GAME_TABLE_")]
