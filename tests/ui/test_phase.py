"""The game screen's phase of play without a display (game/ui/play/phase.py): which phase each
moment is, and the transitions between them, on real tables with stand-ins for what only the
screen makes (an animation, the replay viewer, a link being copied)."""

import subprocess
import sys
import types

from game.table.registry import get_game
from game.table.session import Table
from game.ui.play import phase
from game.ui.play.phase import (ANIMATING, CATCHING_UP, OVER, OVERLAY_DELAY, PROPOSED, REPLAY,
                                RETRY, THINKING, TO_MOVE, WAITING, Phase)

COLLAPSI = get_game("collapsi")


def at(seats, seed=3):
    table = Table.deal(COLLAPSI, None, {}, seats, seed)
    return table, Phase(table)


def finish(table):
    while not table.is_over():
        table.play(table.state.legal_moves()[0])


def test_the_phase_module_needs_no_display():
    """Imported alone, it brings no pygame with it."""
    code = "import sys, game.ui.play.phase; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"


def test_whose_turn_names_the_phase():
    table, p = at(["human", "easy"])
    assert p.now == TO_MOVE and p.human_to_move() and not p.busy()
    table.play(table.state.legal_moves()[0])
    assert p.now == THINKING and p.ai_thinking() and p.busy() and not p.human_to_move()
    table, p = at(["human", "friend"])
    table.play(table.state.legal_moves()[0])
    assert p.now == WAITING and p.waiting_for_friend() and not p.busy()


def test_a_move_sets_off_lands_and_the_turn_passes():
    table, p = at(["human", "easy"])
    p.hint = types.SimpleNamespace(done=True)
    move = table.state.legal_moves()[0]
    p.start_move(move, anim="anim")
    assert p.now == ANIMATING and p.moving and p.busy() and p.hint is None
    assert not p.human_to_move() and not p.ai_thinking()
    table.play(move)
    assert p.land() == move and not p.moving and p.pending is None
    assert p.now == THINKING


def test_a_proposal_waits_for_confirm_or_cancel():
    table, p = at(["human", "human"])
    move = table.state.legal_moves()[0]
    p.hint = types.SimpleNamespace(done=False)
    p.propose(move)
    assert p.now == PROPOSED and p.hint is None and not p.human_to_move()
    p.cancel_proposal()
    p.propose(move, at=(10, 20))     # a finger's tap: shown, the board still takes taps
    assert p.now == PROPOSED and p.proposed_at == (10, 20) and p.human_to_move()
    p.cancel_proposal()
    assert p.proposed_at is None
    assert p.now == TO_MOVE
    p.propose(move)
    assert p.take_proposal() == move and p.take_proposal() is None and p.now == TO_MOVE


def test_a_hint_is_searched_then_dropped_and_interrupt_stops_whatever_is_under_way():
    table, p = at(["human", "human"])
    p.give_hint(types.SimpleNamespace(done=False))
    assert p.now == TO_MOVE and p.busy()
    p.drop_hint()
    assert p.hint is None and not p.busy()
    p.start_move(table.state.legal_moves()[0], anim="anim")
    p.give_hint(types.SimpleNamespace(done=False))
    p.interrupt()
    assert p.now == TO_MOVE and p.anim is p.pending is p.hint is p.proposed is None


def test_the_game_over_the_result_waits_its_pause_then_shows():
    table, p = at(["human", "human"])
    finish(table)
    p.result_again()
    assert p.now == OVER and p.over and not p.overlay_visible and p.busy()
    p.tick(OVERLAY_DELAY)
    assert p.overlay_visible and p.fade() == 0 and p.busy()
    p.tick(phase.SETTLE + 0.01)
    assert p.fade() == 1 and not p.busy()
    p.want_result(False)                          # "Board": the result hidden
    assert not p.overlay_visible and p.now == OVER
    p.want_result(True)
    assert p.overlay_visible


def test_a_move_on_its_way_keeps_the_game_from_being_over():
    table, p = at(["human", "human"])
    while len(table.state.legal_moves()) and not table.is_over():
        move = table.state.legal_moves()[0]
        table.play(move)
    table.undo()
    last = table.line[table.cursor]
    p.start_move(last, anim="anim")
    table.play(last)
    assert table.is_over() and not p.over and p.now == ANIMATING
    p.land()
    assert p.over and p.now == OVER and p.over_clock == 0


def test_the_replay_opens_over_any_phase_and_closes_on_the_result():
    table, p = at(["human", "easy"])
    finish(table)
    p.tick(OVERLAY_DELAY + phase.SETTLE + 0.01)
    viewer = types.SimpleNamespace(auto=False, retrying=False)
    p.propose("anything")
    p.open_replay(viewer)
    assert p.now == REPLAY and p.replaying and p.proposed is None and not p.overlay_visible
    assert not p.helps_allowed(no_undo=False) and not p.busy()
    viewer.auto = True
    assert p.busy()
    p.start_move(table.line[0], anim="anim")      # a step of the replay animates inside it
    assert p.now == REPLAY and p.moving
    p.drop_move()
    p.close_replay()
    assert p.now == OVER and p.overlay_visible and p.show_result


def test_a_retry_in_the_replay_takes_a_move_only_while_one_may_be_tried():
    table, p = at(["human", "easy"])
    finish(table)
    attempt = types.SimpleNamespace(ready=lambda: True)
    viewer = types.SimpleNamespace(auto=False, retrying=True, retry=attempt)
    p.open_replay(viewer)
    assert p.now == RETRY and p.retrying() and p.human_to_move()
    assert not p.helps_allowed(no_undo=False) and not p.overlay_visible
    attempt.ready = lambda: False                 # a move being judged, or the spot solved
    assert p.now == RETRY and not p.human_to_move()
    viewer.retrying = False                       # back to the review
    assert p.now == REPLAY and not p.retrying() and not p.human_to_move()


def test_a_friends_moves_are_played_out_then_the_turn_is_ours():
    table, p = at(["human", "friend"])
    for _ in range(4):
        table.play(table.state.legal_moves()[0])
    table.seek(2)
    p.catch_up()
    assert p.now == CATCHING_UP and p.catching_up() and p.busy()
    assert not p.helps_allowed(no_undo=False) and not p.human_to_move()
    while table.cursor < len(table.line):
        p.start_move(table.line[table.cursor], anim="anim")
        assert p.now == ANIMATING
        table.step()
        p.land()
    assert p.now == TO_MOVE and not p.catching_up() and p.helps_allowed(no_undo=False)
    assert not p.helps_allowed(no_undo=True)


def test_a_link_being_sent_keeps_the_frames_coming():
    table, p = at(["human", "friend"])
    table.play(table.state.legal_moves()[0])
    p.send_link(types.SimpleNamespace(state="pending"))
    assert p.now == WAITING and p.busy()
    p.sending.state = "copied"
    assert not p.busy()
