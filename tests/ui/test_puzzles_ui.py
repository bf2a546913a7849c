"""The puzzles on the screen (game/ui/puzzles/scene.py, docs/puzzles.md): from the menu to a game's
puzzle of the day, a wrong move taken back and counted, the right one solving it, the streak
and the result line to share, the answer shown on giving up, more puzzles at the chosen level,
Collapsi's solo deal, and no puzzle ever left as a game to resume."""

import datetime

import pytest

from game.table import puzzles
from game.table.registry import games
from game.ui.puzzles import scene as puzzle_screens
from game.ui.play.scene import PlayScene
from game.ui.puzzles.scene import PuzzlePlayScene, PuzzleShareScene, PuzzlesScene

DAY = datetime.date(2027, 2, 3)


@pytest.fixture(autouse=True)
def fixed_day(monkeypatch):
    monkeypatch.setattr(puzzle_screens, "today", lambda: DAY)


def open_daily(app, driver, game: str) -> PuzzlePlayScene:
    driver.run(2)
    driver.click("puzzles")
    assert isinstance(app.scene, PuzzlesScene)
    driver.run(2)
    driver.click(f"daily:{game}")
    scene = app.scene
    assert isinstance(scene, PuzzlePlayScene) and scene.mode.day == DAY
    assert scene.mode.puzzle == puzzles.daily(game, DAY)
    driver.run(2)
    return scene


def play(driver, scene, move) -> None:
    scene.control.human_move(move)
    driver.until(lambda: scene.phase.anim is None)
    driver.run(2)


@pytest.mark.parametrize("game", list(games()))
def test_a_wrong_move_is_taken_back_and_the_answer_solves_the_day_s_puzzle(app, driver, game,
                                                                          monkeypatch):
    scene = open_daily(app, driver, game)
    start = list(scene.state.history)
    assert scene.headline.words()[0].startswith("Find the")
    wrong = next(m for m in scene.state.legal_moves() if m != scene.mode.answer)
    play(driver, scene, wrong)
    assert list(scene.state.history) == start          # taken back
    assert scene.headline.words()[0] == "Not that one: try again (1 try)"
    assert scene.control.human_to_move() and not scene.mode.solved
    play(driver, scene, scene.mode.answer)
    assert scene.mode.solved and not scene.control.human_to_move()
    assert scene.headline.words()[0] == "Solved in 2 tries!"
    progress = puzzles.Progress(app.store)
    assert progress.day(game, DAY) == {"tries": 2, "solved": True, "shown": False}
    assert progress.streak(game, DAY) == 1
    title = scene.game.title
    assert scene.mode.result_line() == f"{title} puzzle 3 Feb: solved in 2 tries"
    # the result and the puzzle's link to share
    driver.click("link")
    share = app.scene
    assert isinstance(share, PuzzleShareScene)
    text = share.links[0][2]
    assert text.startswith(f"{title} puzzle 3 Feb: solved in 2 tries. Play it in Game Table "
                           "(Open a link or code) with the code ")
    from game.table.links import decode
    shared = decode(text.rsplit(" ", 1)[1])
    assert shared.moves == scene.mode.puzzle.record().moves
    # on a page with an address: the link, set off from the words
    from game.ui import page
    monkeypatch.setattr(page, "address", lambda: "https://games.example.net/table/")
    text = PuzzleShareScene(app, scene).links[0][2]
    assert text.startswith(f"{title} puzzle 3 Feb: solved in 2 tries. Play it: "
                           "https://games.example.net/table/?g=")
    assert decode(text.rsplit(" ", 1)[1]).moves == shared.moves
    share.back()
    # back to the list: the day is solved there, and no game is left to resume
    driver.run(2)
    driver.key(__import__("pygame").K_ESCAPE)
    assert isinstance(app.scene, PuzzlesScene)
    assert puzzle_screens.status_words(app.scene.progress, game, DAY) == \
        "Today: solved in 2 tries · streak 1 day"
    app.screens.menu()
    assert not app.unfinished.games(game)


def test_the_answer_shown_then_more_puzzles_at_the_chosen_level(app, driver):
    scene = open_daily(app, driver, "collecto")
    driver.click("puzzle-action")               # Show the answer
    driver.until(lambda: scene.phase.anim is None)
    driver.run(2)
    assert scene.mode.shown and not scene.mode.solved
    assert scene.state.history[-1] == scene.mode.answer
    assert scene.headline.words()[0] == "The answer"
    assert puzzles.Progress(app.store).day("collecto", DAY) == \
        {"tries": 0, "solved": False, "shown": True}
    assert scene.mode.action_btn.label == "Next puzzle"
    # reopened, the day's puzzle stays ended, the answer on the board
    app.goto(PuzzlesScene(app))
    driver.run(2)
    driver.click("daily:collecto")
    again = app.scene
    assert again.mode.shown and again.state.history[-1] == again.mode.answer
    assert not again.control.human_to_move()
    # More puzzles at Hard
    app.goto(PuzzlesScene(app))
    driver.run(2)
    driver.click("level:Hard")
    assert puzzles.Progress(app.store).level == "hard"
    driver.click("more:collecto")
    more = app.scene
    assert isinstance(more, PuzzlePlayScene) and more.mode.day is None
    assert more.mode.puzzle.level == "hard"
    play(driver, more, more.mode.answer)
    assert more.mode.solved and more.headline.words()[0] == "Solved, first try!"
    assert more.mode.puzzle.code in puzzles.Progress(app.store).data["more"]["collecto"]
    driver.click("puzzle-action")               # Next puzzle: another one at the level
    following = app.scene
    assert following is not more and following.mode.puzzle != more.mode.puzzle
    assert following.mode.puzzle.level == "hard"


def test_collapsi_keeps_its_daily_solo_deal_beside_the_puzzles(app, driver):
    from game.collapsi import puzzle as solo
    driver.run(2)
    driver.click("puzzles")
    driver.run(2)
    driver.click("solo-deal")
    scene = app.scene
    assert isinstance(scene, PlayScene) and not isinstance(scene, PuzzlePlayScene)
    assert scene.state.variant == "solo"
    assert scene.state.setup == solo.daily_puzzle(DAY)


def test_shared_words_wrap_at_spaces_and_a_code_wherever_it_must(app):
    """The share screen's text: words whole on their lines, a code too long for one cut."""
    from game.ui import draw
    from game.ui.friends.share import split_long
    words = "Collecto puzzle 3 Feb: solved, first try. Play it in Game Table with the code"
    code = "10T1RLubxkOB84sS6MbZGT9DYIlHonc" * 3
    lines = split_long(f"{words} {code}", 13, 300)
    assert len(lines) >= 4 and all(draw.text_width(line, 13) <= 300 for line in lines)
    assert all(any(word in line.split(" ") for line in lines) for word in words.split(" "))
    assert "".join(lines).replace(" ", "") == (words + code).replace(" ", "")
    alone = split_long(code, 13, 300)
    assert len(alone) > 1 and "".join(alone) == code


@pytest.mark.parametrize("game, size, how", [
    ("collapsi", (1280, 720), "solved"), ("collapsi", (390, 844), "solved"),
    ("collapsi", (844, 390), "shown"), ("collapsi", (360, 640), "solved"),
    ("spectrangle", (390, 844), "shown"), ("coloretto", (360, 640), "solved"),
    ("collecto", (844, 390), "solved"), ("coloretto", (1280, 720), "shown")])
def test_the_answer_played_is_explained_from_the_judge_at_every_size(app, driver, game, size,
                                                                     how):
    from checks import layout_problems

    from game.ui.screen import Viewport
    from tests.support.layoutcheck import look
    app.resize(Viewport.of(*size))
    scene = open_daily(app, driver, game)
    assert not scene.box_shown()                    # nothing to explain before the answer
    if how == "solved":
        play(driver, scene, scene.mode.answer)
        assert scene.mode.solved
    else:
        wrong = next(m for m in scene.state.legal_moves() if m != scene.mode.answer)
        play(driver, scene, wrong)
        driver.click("puzzle-action")               # Show the answer
        driver.until(lambda: scene.phase.anim is None)
        assert scene.mode.shown
    driver.until(lambda: scene.mode.explanation() is not None)
    driver.run(2)
    position = scene.mode.puzzle.state()
    said = puzzles.explain(puzzles.start_of(position), position, scene.mode.answer)
    assert scene.mode.explanation() == said and scene.box_shown()
    # drawn whole in its box, at 12 points or more, and nothing on the screen collides
    seen = look(app, "puzzle")
    box = scene.send_rect
    inside = [(text, size, place) for place, text, size, _, _ in seen.texts
              if place is not None and box.colliderect(place)]
    words = " ".join(text for text, _, _ in inside)
    assert words.startswith("WHY THIS MOVE ")
    assert f"{said.answer}. {said.others}." in words
    assert all(size >= 12 for _, size, _ in inside)
    assert all(box.inflate(-20, -12).contains(place) for _, _, place in inside), inside
    assert layout_problems(app) == []
    driver.until(lambda: app.still, 600)            # worked out: the screen rests
    # the board keeps the answer; coming back to the day's puzzle explains it again
    assert scene.state.history[-1] == scene.mode.answer
    app.goto(PuzzlesScene(app))
    driver.run(2)
    driver.click(f"daily:{game}")
    again = app.scene
    driver.until(lambda: again.mode.explanation() is not None)
    assert again.mode.explanation() == said
