"""Retry your mistakes on the screen, driven headless through the real event loop: after a
game in which the person plays a deliberately bad move and the review is run, "Retry your
mistakes" takes the board to the position before each of their mistakes; a move made on the
board is judged (never played), the counter says how many are solved, Show me draws the
judge's move, and leaving goes back to the review with the game, its record and the saves
as they were.  What counts is checked headless in tests/table/test_retry.py."""

import pygame
import pytest
from test_table import table

from game.ai.agent import Slices
from game.table.retry import RETRIED
from game.table.review import Review


def by_clicks(d, scene, move, made) -> None:
    """Make `move` on the board by clicking where the view says its next click goes (a
    Spectrangle tile picked, turned and placed; a Coloretto card drawn, then its row) until
    `made()`."""
    for _ in range(12):
        if made():
            return
        d.click(scene.view.input.target(scene.state, move))
    assert made(), f"could not make {move!r} by clicks"


def play_a_bad_move_then_finish(d, scene, bad_at: int):
    """The person (seat 0) plays the first legal move, except at their move `bad_at`
    (counted from 0), or the first after it that has one, where they play the first move
    the review's judge calls a mistake or a blunder; the computer replies.  Returns the bad
    move's number in the game."""
    turn, bad = 0, None
    while not scene.control.over:
        d.until(lambda: scene.control.human_to_move() or scene.control.over)
        if scene.control.over:
            break
        state = scene.state
        move = state.legal_moves()[0]
        if bad is None and turn >= bad_at:
            judge = Review(state).fresh_judge
            for candidate in state.legal_moves():
                if Slices(judge().appraise(state.clone(), candidate)).finish().verdict \
                        in RETRIED:
                    move, bad = candidate, len(state.history) + 1
                    break
        turn += 1
        before = len(scene.state.history)
        by_clicks(d, scene, move, lambda before=before: scene.phase.pending is not None
                  or len(scene.state.history) > before)
        d.until(lambda: scene.phase.anim is None)
    d.run(10)
    return bad


def stored(app) -> dict:
    """Everything the app keeps between sessions."""
    return {key: app.store.load(key, None) for key in app.store.keys()}


def reviewed(app, name, seats, bad_at):
    scene, d = table(app, name, seats=seats)
    bad = play_a_bad_move_then_finish(d, scene, bad_at)
    assert bad is not None
    d.until(lambda: scene.control.overlay_visible)
    d.click("overlay-review")
    d.until(lambda: scene.phase.replay.review.done)
    d.run(2)
    return scene, d, bad


def test_retry_your_mistakes_judges_moves_counts_shows_and_leaves_the_game_alone(app):
    scene, d, bad = reviewed(app, "collapsi", ("human", "easy"), 0)
    panel = scene.phase.replay.review
    review = panel.review
    mine = [e for e in review.entries if e.seat == 0 and e.verdict in RETRIED]
    assert bad in [e.number for e in mine]
    assert panel.retry_btn.visible and panel.mistakes() == len(mine)
    scene.phase.replay.seek(5)
    d.run(1)
    record, line = scene.table.record().to_json(), list(scene.table.line)
    kept = stored(app)
    d.click("retry")
    assert scene.phase.retrying() and scene.control.human_to_move()
    retry = scene.phase.replay.retry.retry
    assert [s.entry.number for s in retry.spots] == [e.number for e in mine]
    entry = retry.entry
    assert scene.table.cursor == entry.number - 1          # the position before it
    assert scene.headline.words()[0] == f"Retry · 0 of {len(mine)} solved"
    # the move played again: judged as in the review, not solved, the board still takes one
    d.click_move(scene.state.parse_move(entry.move))
    d.until(lambda: retry.attempt is not None and retry.attempt.done)
    assert retry.attempt.verdict == entry.verdict and not retry.spot.solved
    assert scene.table.cursor == entry.number - 1 and scene.table.line == line  # not played
    assert scene.phase.replay.retry.mark()[1] == "BLUNDER" and scene.control.human_to_move()
    # a move that keeps the win solves it (here: the judge's own)
    d.click_move(scene.state.parse_move(entry.best))
    d.until(lambda: retry.attempt.done)
    assert retry.spot.solved and not scene.control.human_to_move()
    assert scene.headline.words()[0] == f"Retry · 1 of {len(mine)} solved"
    assert "solved" in scene.phase.replay.retry.words()[1]
    d.frame()
    if len(mine) > 1:
        d.click("retry-next")
        assert retry.index == 1 and scene.table.cursor == retry.entry.number - 1
        d.click("retry-show")                   # the better move drawn, as a hint is
        shown = scene.phase.replay.retry.mark()
        assert shown == (scene.state.parse_move(retry.entry.best), "BETTER")
        assert scene.phase.replay.retry.words()[3].startswith("Better: ")
        d.click_move(shown[0])
        d.until(lambda: retry.attempt.done)
        assert retry.attempt.counts and not retry.spot.solved     # shown: not counted
        assert scene.headline.words()[0] == f"Retry · 1 of {len(mine)} solved"
    # back to the review where it was; nothing of the game changed
    d.click("retry-leave")
    assert not scene.phase.retrying() and scene.control.replaying
    assert scene.phase.replay.cursor() == 5
    assert scene.table.line == line and scene.table.record().to_json() == record
    assert stored(app) == kept and kept
    assert panel.review is review and panel.done


def test_the_retry_ends_once_every_spot_is_solved_or_shown(app):
    """Next goes on while a spot is left; once all are solved (or their answer shown) it
    is gone and the words say the button back to the review ends it: it no longer goes
    round again."""
    scene, d, _ = reviewed(app, "collapsi", ("human", "easy"), 0)
    d.click("retry")
    panel = scene.phase.replay.retry
    retry = panel.retry
    for number in range(len(retry.spots)):
        d.frame()
        assert (scene.find("retry-next") is not None) == (len(retry.spots) > 1 or number == 0)
        d.click_move(scene.state.parse_move(retry.entry.best))
        d.until(lambda: retry.attempt is not None and retry.attempt.done)
        assert retry.spot.solved
        if number < len(retry.spots) - 1:
            d.click("retry-next")
    d.frame()
    assert retry.finished() and retry.solved() == len(retry.spots)
    assert scene.find("retry-next") is None
    assert panel.words()[3].endswith(
        f"All done: {panel.leave_btn.label}.")
    assert panel.leave_btn.label in ("Review", "Back to review")
    assert scene.headline.words()[0] == f"Retry · {len(retry.spots)} of {len(retry.spots)} solved"


def test_escape_leaves_the_retry_and_only_this_devices_people_are_offered_one(app):
    scene, d, _ = reviewed(app, "collapsi", ("human", "easy"), 0)
    d.click("retry")
    assert scene.phase.retrying()
    d.key(pygame.K_ESCAPE)
    assert not scene.phase.retrying() and scene.control.replaying
    # the computer's mistakes are not the person's to retry, nor a friend's
    panel = scene.phase.replay.review
    assert panel.mistakes() == sum(e.seat == 0 and e.verdict in RETRIED
                                   for e in panel.review.entries)
    assert any(e.seat == 1 and e.verdict in RETRIED for e in panel.review.entries)
    scene.table.seats = ("friend", "easy")
    d.run(1)
    assert panel.mistakes() == 0 and not panel.retry_btn.visible


@pytest.mark.parametrize("name, bad_at", [("collecto", 1), ("spectrangle", 1),
                                          ("coloretto", 2)])
def test_retry_in_every_judged_game(app, name, bad_at):
    """In each game: the retry's position, a move made on the board judged, Show me drawn;
    Coloretto's better draw names no row before the card is seen (the review's way)."""
    scene, d, bad = reviewed(app, name, ("human", "easy"), bad_at)
    d.click("retry")
    retry = scene.phase.replay.retry.retry
    spot = [s.entry.number for s in retry.spots].index(bad)
    while retry.index != spot:
        d.click("retry-next")
    assert scene.table.cursor == bad - 1 and scene.control.human_to_move()
    move = scene.state.legal_moves()[-1]
    by_clicks(d, scene, move, lambda: retry.attempt is not None)
    d.until(lambda: retry.attempt is not None and retry.attempt.done)
    assert retry.attempt.move == move and scene.table.cursor == bad - 1
    d.click("retry-show")
    best = scene.state.parse_move(retry.entry.best)
    assert scene.phase.replay.retry.mark() == (best, "BETTER")
    words = scene.phase.replay.retry.words()[3]
    assert words == f"Better: {scene.view.words.advice(scene.state, best)}."
    d.frame()
    if name == "coloretto":
        # a spot whose better move is a draw: shown on the deck, its row not named, and no
        # card turned over until the person draws
        for _ in retry.spots:
            if retry.entry.best.startswith("d"):
                break
            d.click("retry-next")
        assert retry.entry.best.startswith("d")
        d.click("retry-show")
        assert scene.phase.replay.retry.words()[3] == "Better: Draw a card, then choose its row."
        assert scene.view.input.holding(scene.state) is None
        d.frame()


def test_a_small_phone_on_its_side_offers_retry_in_plays_place():
    """640×360: no room over the review's panel, so Retry stands where Play was; it opens the
    retry, whose buttons fit the replay's place, and back in the review Retry stands there again."""
    from game.screens import make_app
    from game.ui.screen import Viewport
    app = make_app([], viewport=Viewport.of(640, 360, 2.0))
    app.fixed_seed = 1
    scene, d, _ = reviewed(app, "collapsi", ("human", "easy"), 0)
    replay = scene.phase.replay
    d.run(2)
    assert replay.review.retry_in_play_slot() and replay.review.retry_btn.visible
    assert not replay.play_btn.visible
    assert replay.review.retry_btn.rect == replay.review.play_slot
    d.click("retry")
    assert scene.phase.retrying()
    for button in replay.retry.buttons:
        assert button.rect.h >= 44 and scene.lay.replay.contains(button.rect)
    d.click("retry-leave")
    d.run(2)
    assert not scene.phase.retrying() and not replay.play_btn.visible
