"""The play at the table without a display (game/ui/play/controller.py): moves made and landed,
undo and redo, a hint, the computer's move in slices, the replay's steps, what is saved, and a
mode's hooks, on real tables with stand-ins for what only a screen has (the game's view, its
animations, the app's sounds and time)."""

import subprocess
import sys
import types

from game.table import saves
from game.table.registry import get_game
from game.table.session import Table
from game.table.store import Store
from game.ui.play.phase import OVERLAY_DELAY
from game.ui.play.controller import STEP, Mode, PlayController, ReplaySteps, ReviewSteps

COLLAPSI = get_game("collapsi")


class Animation:
    """A move's animation: it lands after `length` seconds, or at once when finished."""

    def __init__(self, length=0.3):
        self.left = length

    def update(self, dt):
        self.left -= dt
        return self.left <= 0

    def finish(self):
        self.left = 0


class Words:
    def advice(self, state, move):
        return f"play {state.format_move(move)}"

    def seat_label(self, state, seat):
        return state.seat_name(seat)


class Input:
    def cancel(self):
        pass


class View:
    """The game's view as the controller asks it: animations, sounds, and its parts' words
    and input."""

    def __init__(self):
        self.resets = 0
        self.words, self.input = Words(), Input()

    def reset(self, state):
        self.resets += 1

    def animate(self, state, move):
        return Animation()

    def sound_of(self, state, move):
        return "move"

    def moved(self, state, move, ctx):
        pass


def make_app(tmp_path, **settings):
    played = []

    def work(step):
        for _ in range(400):
            if step(0.01):
                return True
        return False

    options = dict(no_undo=False, confirm=False, tap_preview=True)
    options.update(settings)
    return types.SimpleNamespace(
        settings=types.SimpleNamespace(**options), ai_budget=0.01, min_think=0.0, work=work,
        store=Store(str(tmp_path)), sounds=types.SimpleNamespace(play=played.append),
        played=played, deal_seed=lambda: 11, review_of=lambda table: table.review())


def at_table(tmp_path, seats=("human", "easy"), mode=None, **settings):
    app = make_app(tmp_path, **settings)
    control = PlayController(app, View(), mode or Mode())
    control.use(Table.deal(COLLAPSI, None, {}, list(seats), 3))
    return app, control


def run(control, seconds=1.0, dt=0.05):
    for _ in range(int(seconds / dt)):
        control.update(dt)


def test_the_controller_needs_no_display():
    """Imported alone (the replay's steps too), it brings no pygame with it."""
    code = "import sys, game.ui.play.controller; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"


def test_a_move_animates_lands_and_is_saved(tmp_path):
    app, control = at_table(tmp_path, ("human", "human"))
    move = control.state.legal_moves()[0]
    control.human_move(move)
    assert control.phase.pending == move and control.table.cursor == 0
    assert app.played == ["move"]
    run(control, 0.5)
    assert control.table.cursor == 1 and control.phase.anim is None
    assert len(saves.in_progress(app.store, "collapsi")) == 1


def test_a_tap_previews_then_plays_and_confirm_waits(tmp_path):
    _, control = at_table(tmp_path, ("human", "human"))
    move = control.state.legal_moves()[0]
    control.human_move(move, at=(5, 5))
    assert control.previewing() and control.phase.proposed == move
    control.human_move(move, at=(5, 5))           # the second tap plays it
    assert control.phase.pending == move
    _, control = at_table(tmp_path, ("human", "human"), confirm=True)
    control.human_move(move)
    assert control.phase.proposed == move and not control.previewing()
    control.confirm()
    assert control.phase.pending == move


def test_undo_and_redo_against_the_computer(tmp_path):
    _, control = at_table(tmp_path)
    start = control.state.key()
    control.human_move(control.state.legal_moves()[0])
    run(control, 3.0)                               # the move, and the computer's reply
    assert control.table.cursor == 2 and control.human_to_move()
    after = control.state.key()
    assert control.can_undo() and not control.can_redo()
    control.undo()
    assert control.state.key() == start and control.table.cursor == 0
    control.redo()
    assert control.state.key() == after


def test_no_undo_in_serious_games(tmp_path):
    _, control = at_table(tmp_path, ("human", "human"), no_undo=True)
    control.human_move(control.state.legal_moves()[0])
    run(control, 0.5)
    assert not control.helps_allowed() and not control.can_undo()
    control.undo()
    assert control.table.cursor == 1


def test_a_hint_is_searched_then_worded(tmp_path):
    _, control = at_table(tmp_path)
    control.ask_hint()
    assert control.phase.hint is not None
    for _ in range(2000):
        control.update(0.0)
        if control.phase.hint.done:
            break
    hint = control.phase.hint
    assert hint.done and hint.move in control.state.legal_moves()
    assert control.hint_text().startswith(f"Hint: play {control.state.format_move(hint.move)}")
    control.human_move(hint.move)
    assert control.phase.hint is None               # the move sets off: the hint is over


def test_the_computer_moves_in_slices(tmp_path):
    _, control = at_table(tmp_path, ("easy", "human"))
    assert control.phase.ai_thinking() and not control.human_to_move()
    run(control, 3.0)
    assert control.table.cursor == 1 and control.human_to_move()
    assert control.seat_kind(0) == "Computer · Easy" and control.seat_kind(1) == "Human"


def test_the_replay_steps_along_the_line_and_saves_nothing(tmp_path):
    app, control = at_table(tmp_path, ("human", "human"))
    table = control.table
    while not table.is_over():
        table.play(table.state.legal_moves()[0])
    control.use(table)
    assert control.over and control.winner_line(control.state.outcome())
    run(control, OVERLAY_DELAY + 0.1)
    assert control.overlay_visible
    line = list(table.line)
    steps = ReplaySteps(control)
    control.phase.open_replay(steps)
    assert control.replaying and not control.overlay_visible and steps.at_end()
    steps.seek(0)
    assert table.cursor == 0 and not steps.at_end()
    steps.step_forward()                            # animated: on its way
    assert control.phase.pending == line[0] and table.cursor == 0
    steps.step_forward()                            # a second step lands the first at once
    assert table.cursor == 1 and control.phase.pending == line[1]
    run(control, 0.5)
    assert table.cursor == 2 and len(table.line) == len(line)     # steps, not a new line
    steps.toggle_auto()                             # by itself, a move every STEP seconds
    run(control, (STEP + 0.5) * len(line))          # (the clock waits while a move lands)
    assert steps.at_end() and not steps.auto
    steps.pick(1)
    assert table.cursor == 1
    assert saves.load_history(app.store) == []      # a replay files nothing


def test_the_review_runs_in_slices_and_judges_every_move(tmp_path):
    """The review's steps without a display: begun, cancelled half way and taken up again,
    then a verdict on every move, the better move where there was one, and the people's
    mistakes counted."""
    app, control = at_table(tmp_path, ("human", "easy"))
    table = control.table
    while not table.is_over():
        table.play(table.state.legal_moves()[-1])
    control.use(table)
    steps = ReviewSteps(control)
    assert not steps.running and not steps.done and steps.entry(1) is None
    app.work = lambda step: step(0.0) and False         # one slice a frame, never done
    steps.start()
    steps.update()
    assert steps.running and not steps.done
    steps.cancel()
    assert not steps.running
    app.work = make_app(tmp_path).work                  # slices enough to finish
    steps.start()
    while steps.running:
        steps.update()
    assert steps.done and len(steps.review.entries) == len(table.line)
    assert steps.shown() == steps.entry(len(table.line))   # the position shown: the end
    for number in range(1, len(table.line) + 1):
        table.seek(number)
        entry, better = steps.entry(number), steps.better()
        assert entry.verdict in ("best", "good", "inaccuracy", "mistake", "blunder")
        assert (better is None) == (entry.best == entry.move)
        if better is not None:
            before, move = better
            assert move in before.legal_moves() and len(before.history) == number - 1
    assert steps.mistakes() == sum(e.seat == 0 and e.verdict in ("mistake", "blunder")
                                   and not e.forced for e in steps.review.entries)


def test_a_game_looked_back_at_ends_at_its_position(tmp_path):
    _, control = at_table(tmp_path, ("human", "human"))
    for _ in range(3):
        control.table.play(control.state.legal_moves()[0])
    steps = ReplaySteps(control, end=3)
    control.phase.open_replay(steps)
    steps.seek(1)
    assert steps.live and steps.length() == 3 and not steps.at_end()
    steps.seek(3)
    assert steps.at_end()


class Scripted(Mode):
    """A mode as the guide's: only `wanted` may be played, the other seat plays a script,
    nothing is kept and there are no helps."""

    saved = False
    previews = False

    def __init__(self):
        self.refused = []
        self.landed_moves = []

    def helps(self):
        return False

    def accept(self, move):
        wanted = self.control.state.legal_moves()[0]
        if move != wanted:
            self.refused.append(move)
        return move == wanted

    def thinks(self, dt):
        self.control.start_move(self.control.state.legal_moves()[-1])
        return True

    def landed(self, move):
        self.landed_moves.append(move)

    def seat_kind(self, seat, kind):
        return "Computer · Script" if seat else kind


def test_a_mode_answers_the_hooks(tmp_path):
    mode = Scripted()
    app, control = at_table(tmp_path, ("human", "hard"), mode=mode)
    assert mode.control is control
    assert not control.helps_allowed() and not control.can_undo()
    legal = control.state.legal_moves()
    if len(legal) > 1:
        control.human_move(legal[1])
        assert mode.refused == [legal[1]] and app.played[-1] == "invalid"
        assert control.phase.pending is None
    control.human_move(legal[0], at=(3, 3))         # no preview in this mode: played at once
    assert control.phase.pending == legal[0]
    run(control, 1.0)                               # the script's reply, never a search
    assert control.table.cursor == 2 and not control.table.searching
    assert mode.landed_moves[0] == legal[0] and len(mode.landed_moves) == 2
    assert control.seat_kind(1) == "Computer · Script"
    assert saves.in_progress(app.store, "collapsi") == []
