"""The puzzle miner (tools/mine_puzzles.py) and what it shipped: every puzzle's answer is, judged
again move by move, the judge's one best move with every other a mistake or a blunder; a short
mining run finds puzzles that pass the same test and writes a file the game reads back."""

import pytest

from game.table import puzzles
from game.table.records import replay
from game.table.registry import games
from tools import mine_puzzles


@pytest.mark.slow
@pytest.mark.parametrize("game", list(games()))
def test_every_shipped_answer_is_the_judges_unique_best_move(game):
    for puzzle in puzzles.of_game(game):
        state = puzzle.state()
        start = puzzles.start_of(state)
        answer = puzzles.clear_answer(start, state)
        assert answer is not None, f"{game} puzzle {puzzle.number}: no clear best move"
        assert state.format_move(answer) == puzzle.answer, f"{game} puzzle {puzzle.number}"


def test_a_short_mining_run_finds_puzzles_the_game_reads(tmp_path):
    rows = mine_puzzles.mine("collapsi", minutes=1.0, target=3, log=lambda line: None)
    assert len(rows) == 3
    path = tmp_path / "puzzles.json"
    mine_puzzles.write(str(path), {"collapsi": rows})
    mine_puzzles.write(str(path), {"collecto": rows[:1]})     # keeps the other games
    read = puzzles.load(str(path))
    assert [p.code for p in read["collapsi"]] == [row[2] for row in rows]
    assert list(read) == ["collapsi", "collecto"]
    for puzzle in read["collapsi"]:
        state = replay(puzzle.record())
        assert len(state.legal_moves()) >= puzzles.MIN_CHOICES
        answer = puzzles.clear_answer(puzzles.start_of(state), state)
        assert state.format_move(answer) == puzzle.answer
        assert puzzle.level == mine_puzzles.grade(state, answer)


def test_refilling_replaces_only_the_puzzles_the_rule_rejects_in_their_places():
    # puzzle 12 of the Collapsi list shipped before issue 50 had two legal moves
    rows = [["expert", "c1", "Gh-0-0"], ["medium", "a4", "Gj-7-7XN"], ["medium", "b4", "Go-0-0"]]
    out, left = mine_puzzles.refill("collapsi", rows, minutes=1.0, log=lambda line: None)
    assert left == 0 and out[0] == rows[0] and out[2] == rows[2]
    level, answer, code = out[1]
    assert code not in {row[2] for row in rows}
    rules = puzzles.Rules("standard", {}, 2)
    state = replay(puzzles.position_record("collapsi", rules, code, level))
    assert len(state.legal_moves()) >= 3
    assert state.format_move(puzzles.clear_answer(puzzles.start_of(state), state)) == answer
    assert mine_puzzles.refill("collapsi", out, minutes=1.0) == (out, 0)    # nothing to do
