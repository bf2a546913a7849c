"""The review on the screens: from the result box, from Finished games and from the replay;
run in slices behind a progress bar while the replay stays usable, cancelled and taken up
again, and then each position's verdict, the expert's better move on the board, the marks in
the history panel and the summary per seat.  What a review decides is checked headless in
tests/table/test_review.py; here, that the screen shows exactly that."""

import pygame

from game.table.review import Review
from game.ui.menu.finished import HistoryScene
from game.ui.review.panel import MARKS

from test_table import finish, table


def reviewed_alike(panel, state) -> None:
    """The screen's review is the table layer's, move for move."""
    alone = Review(state).run()
    assert [e.to_json() for e in panel.review.entries] == [e.to_json() for e in alone.entries]


def test_review_from_the_result_box_judges_every_move_and_shows_it(app):
    scene, d = table(app, "collapsi", seats=("random", "expert"))
    finish(d, scene)
    final = scene.state.clone()
    d.until(lambda: scene.control.overlay_visible)
    d.click("overlay-review")
    panel = scene.phase.replay.review
    assert scene.control.replaying and scene.phase.replay.cursor() == 0
    d.until(lambda: panel.done)
    assert not panel.running and not panel.cancel_btn.visible
    reviewed_alike(panel, final)
    entries = panel.review.entries
    # the history panel carries the marks of the moves that had a choice
    assert scene.moves_list.marks == {e.number: (MARKS[e.verdict], panel_color(e))
                                      for e in entries if not e.forced}
    # the start sums the whole game up; every later position shows the verdict on the move
    # that led to it (the one the move list highlights) and the better move, drawn from the
    # position before it
    scene.phase.replay.seek(0)
    d.run(1)
    assert panel.shown() is None and panel.better() is None
    assert panel.verdict_words()[0] == "The whole game"
    for entry in entries:
        scene.phase.replay.seek(entry.number)
        d.run(1)
        assert panel.shown() is entry and scene.moves_list.current == entry.number
        head = panel.verdict_words()[0]
        assert head.startswith(f"Move {entry.number}, by ")
        assert scene.headline.words()[0].startswith("Review")
        better = panel.better()
        if entry.best == entry.move:
            assert better is None
        else:
            before, move = better
            assert len(before.history) == entry.number - 1
            assert before.format_move(move) == entry.best and move in before.legal_moves()
            assert before.format_move(before.parse_move(entry.move)) == entry.move


def panel_color(entry):
    from game.ui.review.panel import COLORS
    return COLORS[entry.verdict]


def test_the_replay_stays_usable_while_a_review_runs_and_cancel_keeps_what_was_done(app):
    scene, d = table(app, "collecto", seats=("easy", "medium"))
    finish(d, scene)
    final = scene.state.clone()
    d.click("replay")
    panel = scene.phase.replay.review
    assert panel.start_btn.visible and not panel.running
    d.click("review")
    assert panel.running and panel.cancel_btn.visible
    d.run(2)
    d.click("replay-next")               # the replay steps on while the review works
    d.until(lambda: scene.phase.anim is None)
    assert scene.phase.replay.cursor() == 1
    d.until(lambda: len(panel.review.entries) >= 3)
    d.click("cancel-review")
    assert not panel.running and not panel.done
    kept = len(panel.review.entries)
    d.run(30)
    assert len(panel.review.entries) == kept        # cancelled: no more work
    assert panel.start_btn.visible and f"({kept} of" in panel.start_btn.label
    d.click("review")                                # goes on from where it stopped
    d.until(lambda: panel.done)
    reviewed_alike(panel, final)


def test_review_from_finished_games_and_again_without_redoing_it(app):
    scene, d = table(app, "collapsi", seats=("easy", "medium"))
    finish(d, scene)
    app.screens.menu()
    d.click("history")
    assert app.scene.name == "history"
    d.click("review0")
    replayed = app.scene
    assert replayed.name == "play" and replayed.control.replaying
    assert replayed.phase.replay.review.running
    d.until(lambda: replayed.phase.replay.review.done)
    review = replayed.phase.replay.review.review
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, HistoryScene)
    d.click("review0")                               # the same game: the same review, done
    assert app.scene.phase.replay.review.review is review and app.scene.phase.replay.review.done


def test_a_verdict_says_what_the_move_gave_up_in_plain_words(app):
    """Coloretto's review measures a loss in percent of a win: the panel says it as a share
    of the chance to win ("about a tenth of the chance to win"), never "11% of a win"."""
    from game.ai.judge import CHANCE_WORDS
    scene, d = table(app, "coloretto", seats=("random", "random"))
    finish(d, scene)
    d.until(lambda: scene.control.overlay_visible)
    d.click("overlay-review")
    panel = scene.phase.replay.review
    d.until(lambda: panel.done, max_frames=100000)
    lost = [e for e in panel.review.entries if e.loss and not e.forced]
    assert lost
    for entry in lost:
        scene.phase.replay.seek(entry.number)
        d.run(1)
        line = panel.verdict_words()[3]
        assert "%" not in line and "It gives up " in line, line
        assert any(f"{words} of the chance to win." in line
                   for words in [w for _, w in CHANCE_WORDS] + ["all"]), line
