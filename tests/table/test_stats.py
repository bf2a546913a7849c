"""Statistics per game and rule set (game/table/stats.py): what a finished game counts as
(rated, or apart with people or with hints or undo), wins, losses and streaks, the rating
and its history, the accuracy of reviews, each game once, and damaged statistics set aside
without anything else lost."""

from __future__ import annotations

import json
import os

import pytest

from game.table import saves, stats
from game.table.records import Record
from game.table.registry import get_game
from game.table.session import Table
from game.table.store import Store

COLLAPSI = get_game("collapsi")
SPECTRANGLE = get_game("spectrangle")


@pytest.fixture
def store(tmp_path):
    return Store(str(tmp_path))


def finish(table: Table, store) -> Table:
    """Play `table` to its end (the first legal move each turn for every seat), saving after
    every move as the app does."""
    while not table.is_over():
        moves = table.state.legal_moves()
        table.play(moves[0])
        table.save(store)
    return table


def game_against(seed: int, level: str = "easy") -> Table:
    """A Collapsi game the person (seat 0) plays against `level`, dealt from `seed`."""
    return Table.deal(COLLAPSI, "standard", {}, ["human", level], seed)


def person_won(table: Table) -> bool:
    return table.seats.index("human") in table.state.outcome().winners


def finished_games(store, count: int, level: str = "easy", first_seed: int = 1):
    """`count` finished games, (seed, won) each."""
    out = []
    for seed in range(first_seed, first_seed + count):
        table = finish(game_against(seed, level), store)
        out.append((seed, person_won(table)))
    return out


def figures(store, key="collapsi/standard") -> dict:
    return stats.load(store)["tables"][key]


def test_rated_games_count_wins_losses_streaks_and_move_the_rating(store):
    played = finished_games(store, 12)
    wins = sum(won for _, won in played)
    assert 0 < wins < 12            # both results are met by these deals
    table = figures(store)
    assert (table["games"], table["wins"], table["losses"], table["draws"]) == \
        (12, wins, 12 - wins, 0)
    streak = best = 0
    for _, won in played:
        streak = streak + 1 if won else 0
        best = max(best, streak)
    assert (table["streak"], table["best_streak"]) == (streak, best)
    assert len(table["history"]) == 12
    assert table["history"][-1][1] == pytest.approx(table["rating"][0], abs=0.1)
    assert table["rating"][1] < 350         # the deviation shrank with every game
    assert table["apart"] == {k: dict.fromkeys(stats.TALLY, 0) for k in stats.APART}


def test_a_win_against_a_level_rates_by_that_levels_fixed_rating(store, tmp_path):
    seed = next(s for s in range(1, 50)
                if person_won(finish(game_against(s), Store(str(tmp_path / f"try{s}")))))
    finish(game_against(seed), store)
    rating = figures(store)["rating"][0]
    level, rd = stats.level_rating("collapsi", "easy")
    from game.table.rating import Rating, update
    assert rating == pytest.approx(update(Rating(), [(level, rd, 1)]).rating, abs=0.01)
    assert rating > 1500


@pytest.mark.parametrize("seats, why", [(["human", "friend"], stats.PEOPLE),
                                         (["human", "human"], stats.PEOPLE)])
def test_games_with_people_are_counted_apart_unrated(store, seats, why):
    table = finish(Table.deal(COLLAPSI, "standard", {}, seats, 4), store)
    apart = figures(store)["apart"][why]
    assert apart["games"] == 1 and apart["wins"] + apart["losses"] == 1
    assert figures(store)["games"] == 0 and figures(store)["rating"] is None
    assert table.counted


def test_a_hint_puts_the_game_apart(store):
    table = game_against(3)
    table.hint()
    finish(table, store)
    assert figures(store)["apart"][stats.HELPED]["games"] == 1
    assert figures(store)["games"] == 0


def test_an_undo_puts_the_game_apart_and_a_redo_alone_does_not(store):
    table = game_against(5)
    table.play(table.state.legal_moves()[0])
    table.play(table.state.legal_moves()[0])
    assert table.undo()
    finish(table, store)
    assert figures(store)["apart"][stats.HELPED]["games"] == 1
    plain = game_against(6)
    assert not plain.undone and not plain.redo()
    finish(plain, store)
    assert figures(store)["games"] == 1


def test_help_is_remembered_with_the_save_for_a_later_session(store):
    """A hint in one session, the game resumed from its save in the next and finished: still
    counted apart; the mark goes with the game's end, and another deal is rated."""
    table = game_against(7)
    table.hint()
    table.play(table.state.legal_moves()[0])
    table.save(store)
    record, why = saves.load_current(store, "collapsi")
    assert why == "" and record is not None
    resumed = Table.from_record(record)                 # the next session: no flags
    assert not resumed.hints_used and stats.was_helped(store, resumed.record())
    finish(resumed, store)
    assert figures(store)["apart"][stats.HELPED]["games"] == 1
    assert figures(store)["games"] == 0
    assert not stats.was_helped(store, resumed.record())
    finish(game_against(8), store)
    assert figures(store)["games"] == 1


def test_computers_alone_and_the_solo_puzzle_are_not_counted(store):
    finish(Table.deal(COLLAPSI, "standard", {}, ["easy", "hard"], 2), store)
    finish(Table.deal(COLLAPSI, "solo", {}, ["human"], 2), store)
    assert stats.load(store)["tables"] == {}


def test_a_game_is_counted_once_and_one_that_came_finished_not_at_all(store):
    table = finish(game_against(7), store)
    table.save(store)
    table.save(store)
    record = table.record()
    assert stats.record_game(store, record, table.state.outcome().winners, False) is None
    opened = Table.from_record(record)          # a finished game's link, opened
    opened.save(store)
    assert figures(store)["games"] == 1


def test_with_more_players_the_person_meets_every_computer():
    record = Record("spectrangle", "standard", {}, ["easy", "human", "hard", "medium"], 1,
                    None, [], None)
    assert stats.scores(record, (1,)) == [("easy", 1.0), ("hard", 1.0), ("medium", 1.0)]
    assert stats.scores(record, (2,)) == [("easy", 0.5), ("hard", 0.0), ("medium", 0.5)]
    assert stats.scores(record, (1, 2)) == [("easy", 1.0), ("hard", 0.5), ("medium", 1.0)]
    assert stats.result_of(record, (1, 2)) == "draws"
    assert stats.result_of(record, (0,)) == "losses"


def test_a_four_player_game_against_the_levels_is_rated(store):
    table = Table.deal(SPECTRANGLE, "standard", {}, ["human", "easy", "medium", "random"], 3)
    finish(table, store)
    entry = figures(store, "spectrangle/standard")
    assert entry["games"] == 1 and entry["rating"] is not None


def test_the_accuracy_of_a_reviewed_rated_game_counts_once(store):
    table = finish(game_against(8), store)
    record = table.record()
    summary = table.review().run().summary()
    mine = summary[0]["accuracy"]
    assert stats.record_review(store, record, summary)
    assert not stats.record_review(store, record, summary)       # the same review again
    assert stats.accuracy(figures(store)) == pytest.approx(mine)
    friendly = finish(Table.deal(COLLAPSI, "standard", {}, ["human", "friend"], 9), store)
    assert not stats.record_review(store, friendly.record(),
                                   friendly.review().run().summary())
    assert figures(store)["accuracy"][1] == 1


@pytest.mark.parametrize("content", [b"{not json", b"[]", b'{"version": 1}',
                                     json.dumps({**stats.empty(), "tables": {"collapsi/standard":
                                                {**stats.empty_table(), "games": 3}}}).encode(),
                                     json.dumps({**stats.empty(), "tables": {"collapsi/standard":
                                                {**stats.empty_table(), "rating": [1, 999, 0.1]}}}
                                                ).encode(),
                                     b"\xff\xfe"])
def test_damaged_statistics_are_set_aside_and_nothing_else_is_lost(store, content):
    finished = finish(game_against(10), Store(store.folder))    # a finished game in the list
    history_before = saves.load_history(store)
    assert history_before
    os.makedirs(store.folder, exist_ok=True)
    with open(os.path.join(store.folder, "stats.json"), "wb") as f:
        f.write(content)
    fresh = Store(store.folder)
    assert stats.load(fresh) == stats.empty()
    with open(os.path.join(store.folder, "stats.json.damaged"), "rb") as f:
        assert f.read() == content                  # kept byte for byte
    news = saves.news(fresh)
    assert any(line.startswith("Your statistics could not be read") and
               "were set aside as stats.json.damaged" in line for line in news)
    assert saves.load_history(fresh) == history_before
    finish(game_against(11), fresh)                      # counting starts again
    assert figures(fresh)["games"] == 1
    assert finished.counted


def test_the_stored_shape_is_checked_whole():
    good = stats.empty()
    good["tables"]["collapsi/standard"] = stats.empty_table()
    assert stats.valid(good)
    for broken in ({**good, "version": 2}, {**good, "counted": []},
                   {**good, "reviewed": [1]}, {**good, "tables": {"x": {}}}):
        assert not stats.valid(broken)
