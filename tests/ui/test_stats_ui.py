"""The statistics screen (game/ui/stats/scene.py): reached from the menu, back to it; after real
games against the easy level played by clicks it shows their figures and the rating's chart;
a game with a hint is said apart; damaged statistics are set aside with words on the menu;
its layout fits a phone and a desktop."""

from __future__ import annotations

import os
import random

import pytest
from checks import layout_problems
from test_ui_flow import human_vs_ai, play_out

from game.screens import make_app
from game.table import stats
from game.ui.stats import scene as stats_screen
from tests.support.driver import Driver


def test_reached_from_the_menu_empty_at_first_and_back_returns(driver):
    driver.run(2)
    driver.click("stats")
    scene = driver.app.scene
    assert scene.name == "stats" and scene.cards == []
    assert " ".join(scene.rule_lines).startswith(stats_screen.EMPTY)
    assert layout_problems(driver.app) == []
    driver.click("back")
    assert driver.app.scene.name == "menu"


def played_games(driver, count: int, hint_in=None) -> list[bool]:
    """`count` Collapsi games against Easy played by clicks; whether the person won each."""
    won = []
    rng = random.Random(11)
    for number in range(count):
        scene = human_vs_ai(driver, "Easy")
        if number == hint_in:
            driver.wait_for_human()
            scene.control.ask_hint()
        play_out(driver, scene, rng)
        won.append(0 in scene.state.outcome().winners)
        driver.until(lambda: scene.control.overlay_visible)
        driver.click("overlay-menu")
    return won


def test_real_games_show_their_figures_and_the_rating(driver):
    driver.run(2)
    won = played_games(driver, 4, hint_in=3)
    driver.click("stats")
    scene = driver.app.scene
    [(rect, key, figures, card)] = scene.cards
    assert key == "collapsi/standard"
    assert figures["games"] == 3 and figures["wins"] == sum(won[:3])
    assert figures["apart"][stats.HELPED]["games"] == 1
    assert len(figures["history"]) == 3 and figures["rating"] is not None
    words = " ".join(card["lines"])
    assert "3 rated games" in words and "1 game with hints or undo" in words
    assert stats_screen.rating_words(figures).startswith("Rating ")
    assert "still settling" in stats_screen.rating_words(figures)  # three games: RD > 110
    driver.run(2)
    assert layout_problems(driver.app) == []


@pytest.mark.parametrize("size", ["390x844", "844x390", "1280x720"])
def test_every_shape_lays_the_cards_out_without_problems(tmp_path, size):
    from game.table.session import Table
    from game.table.registry import games
    app = make_app(["--size", size])
    for game in games().values():
        for seed in range(3):
            table = Table.deal(game, game.default_variant, {}, ["human", "medium"], seed)
            rng = random.Random(seed)
            while not table.is_over():
                table.play(rng.choice(table.state.legal_moves()))
            stats.record_game(app.store, table.record(), table.state.outcome().winners,
                              helped=seed == 2)
    drive = Driver(app)
    app.screens.stats()
    drive.run(2)
    assert len(app.scene.cards) == 4
    assert layout_problems(app) == []
    wide = app.size[0] >= 680
    assert all(card["wide"] == wide for _, _, _, card in app.scene.cards)


def test_damaged_statistics_are_told_on_the_menu_and_the_screen_starts_empty(tmp_path):
    folder = os.environ["GAME_TABLE_DATA"]
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "stats.json"), "w", encoding="utf-8") as f:
        f.write('{"version": 1, "tables": "oops"}')
    app = make_app([])
    drive = Driver(app)
    app.screens.stats()
    drive.run(2)
    assert app.scene.cards == []
    app.screens.menu()
    drive.run(2)
    assert "Your statistics could not be read" in app.scene.notice
    assert os.path.exists(os.path.join(folder, "stats.json.damaged"))


def test_a_finished_review_adds_the_accuracy_once_and_the_screen_shows_it(driver):
    driver.run(2)
    scene = human_vs_ai(driver, "Easy")
    play_out(driver, scene, random.Random(2))
    driver.until(lambda: scene.control.overlay_visible)
    driver.click("overlay-review")
    panel = scene.phase.replay.review
    driver.until(lambda: panel.done)
    mine = panel.review.summary()[0]["accuracy"]
    figures = stats.load(driver.app.store)["tables"]["collapsi/standard"]
    assert figures["accuracy"] == [mine, 1]
    panel.start()                       # the same review again: counted once
    assert stats.load(driver.app.store)["tables"]["collapsi/standard"]["accuracy"][1] == 1
    driver.app.screens.stats()
    driver.run(2)
    [(_, _, _, card)] = driver.app.scene.cards
    assert f"accuracy {mine:.0f}% over 1 reviewed game" in " ".join(card["lines"])


def test_the_rating_s_uncertainty_is_said_without_jargon():
    """"±" and "still settling", never "deviation (RD)" or "provisional": a new rating's range
    is wide and the words say so; a settled one shows its range alone."""
    from game.table.rating import Rating
    new = {"rating": Rating(1480, 210, 0.06).to_json()}
    settled = {"rating": Rating(1523, 52, 0.06).to_json()}
    assert stats_screen.rating_words(new) == "Rating 1480, still settling (± 420)"
    assert stats_screen.rating_words(settled) == "Rating 1523 (± 104)"
    for words in (stats_screen.RULE, stats_screen.rating_words(new)):
        assert not any(jargon in words for jargon in ("RD", "deviation", "provisional")), words
    assert "still settling" in stats_screen.RULE and "±" in stats_screen.RULE
