"""The phase of play on the game screen, in one place and without a display.

The game screen (game/ui/play/scene.py) is always in exactly one of these phases:

    TO_MOVE      idle: a person at this device is to move (a hint may be searched or shown)
    PROPOSED     a person's move waits for Confirm (the confirm-moves setting)
    ANIMATING    a move is on its way across the board; it is played when it lands
    THINKING     a computer is to move and its move is not on its way yet
    WAITING      a friend is to move: the link goes to them, the game waits for theirs
    CATCHING_UP  the moves a friend's link brought are played out, as they were made
    REPLAY       the replay viewer is open (its own steps animate inside it)
    RETRY        the replay's Retry your mistakes: a person at this device tries a move again
                 (judged, never played)
    OVER         the game has ended; the result box shows after OVERLAY_DELAY

`Phase` holds what decides it (the move animating, the proposal, the hint, the replay, a
friend's news, the result box's clock) and answers the screen's questions from it; the
screen asks it instead of combining those fields itself, and changes them only through its
transitions.  It knows the table (game/table/session.py) and nothing of pygame: the
animation, the replay viewer and the link being sent are only held here, asked at most
whether they are done.
"""

from __future__ import annotations

TO_MOVE = "to move"
PROPOSED = "proposed"
ANIMATING = "animating"
THINKING = "thinking"
WAITING = "waiting for a friend"
CATCHING_UP = "catching up"
REPLAY = "replay"
RETRY = "retry"
OVER = "over"

OVERLAY_DELAY = 0.35  # pause after the last move before the result appears (s)
SETTLE = 0.3          # the result box's fade-in after that pause (s)


class Phase:
    """The phase of play at `table` (a `Table`), and the transitions between phases."""

    def __init__(self, table):
        self.table = table
        self.anim = None             # the running animation of `pending`
        self.pending = None          # the move being animated (played when it lands)
        self.proposed = None         # a person's move waiting for Confirm
        self.proposed_at = None      # where the tap that proposed it was (None: not a tap)
        self.hint = None             # a `Hint` while it is searched or shown
        self.replay = None           # the replay viewer, while it is open
        self.news = False            # a friend's link brought moves to play out
        self.sending = None          # the link for a friend, being sent (page.Send)
        self.over_clock = 0.0        # seconds since the game ended (the result box waits)
        self.show_result = True      # the result box is wanted (Board hides it)

    # --- the phase -------------------------------------------------------------------------------
    @property
    def now(self) -> str:
        """The phase of play: one of the names above."""
        table = self.table
        if self.replay is not None:
            return RETRY if self.replay.retrying else REPLAY
        if self.anim is not None:
            return ANIMATING
        if self.catching_up():
            return CATCHING_UP
        if self.over:
            return OVER
        seat = table.state.to_move
        if seat in table.friends:
            return WAITING
        if table.is_ai(seat):
            return THINKING
        if self.proposed is not None:
            return PROPOSED
        return TO_MOVE

    # --- questions -------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """The game has ended and no move is still on its way (true in a replay at its end)."""
        return self.pending is None and self.table.state.is_over()

    @property
    def replaying(self) -> bool:
        return self.replay is not None

    @property
    def moving(self) -> bool:
        """A move is animating: in play (ANIMATING) or a step of the replay (REPLAY)."""
        return self.anim is not None

    def catching_up(self) -> bool:
        """The moves a friend's link brought are still being played out."""
        return self.news and self.table.cursor < len(self.table.line)

    def human_to_move(self) -> bool:
        """A person at this device may choose a move now (in a retry: one to be judged; a
        tap's move shown for a second tap may still give way to another, while a move
        waiting for Confirm waits for Confirm or Cancel)."""
        now = self.now
        return now == TO_MOVE or (now == PROPOSED and self.proposed_at is not None) or \
            (now == RETRY and self.replay.retry.ready())

    def retrying(self) -> bool:
        """The replay's Retry your mistakes is open."""
        return self.now == RETRY

    def ai_thinking(self) -> bool:
        """A computer is to move and its move is not on its way yet."""
        return self.now == THINKING

    def waiting_for_friend(self) -> bool:
        """A friend's turn: the link goes to them, and the game waits for theirs."""
        return self.now == WAITING

    @property
    def overlay_visible(self) -> bool:
        """The result box is up (after its pause; not in the replay, not hidden)."""
        return (self.over and self.show_result and not self.replaying
                and self.over_clock >= OVERLAY_DELAY)

    def fade(self) -> float:
        """How far the result box has faded in: 0 until it shows, 1 once settled."""
        return min(1.0, (self.over_clock - OVERLAY_DELAY) / SETTLE) if self.overlay_visible \
            else 0

    def helps_allowed(self, no_undo: bool) -> bool:
        """Undo, redo and hints: off in serious games (`no_undo`), while replaying and while a
        friend's moves are played out."""
        return not no_undo and not self.replaying and not self.catching_up()

    def busy(self) -> bool:
        """Something moves by itself, so every frame is drawn: a move animates, a computer or
        a hint thinks, a friend's moves are played out, a link is being sent, the replay
        plays by itself or the result box is on its way."""
        return self.in_motion() or (self.over and self.over_clock < OVERLAY_DELAY + SETTLE)

    def in_motion(self) -> bool:
        """Busy, but for the pause before the result box, where nothing moves (the box is
        drawn ahead then): a move animates, a spinner turns (a computer, a hint, a link
        being sent), a friend's moves or the replay play out, the result box fades in."""
        return (self.anim is not None or self.ai_thinking() or self.catching_up()
                or (self.sending is not None and self.sending.state == "pending")
                or (self.hint is not None and not self.hint.done)
                or (self.replay is not None and self.replay.auto)
                or (self.overlay_visible and self.over_clock < OVERLAY_DELAY + SETTLE))

    # --- transitions -----------------------------------------------------------------------------
    def start_move(self, move, anim) -> None:
        """`move` sets off (`anim` shows it); a hint or a proposal is over."""
        self.hint = None
        self.proposed = self.proposed_at = None
        self.pending, self.anim = move, anim

    def land(self):
        """The move animating has landed (the screen plays it on the table): its move.  A
        new position: the result box, if it ended the game, waits its pause again."""
        move = self.pending
        self.drop_move()
        self.result_again()
        return move

    def drop_move(self) -> None:
        """The move on its way is dropped, not played (the replay jumps elsewhere)."""
        self.pending = self.anim = None

    def propose(self, move, at=None) -> None:
        """A person chose `move`; it waits for Confirm (or a second tap on it: `at` is where
        the finger chose it, so the board goes on showing what it does)."""
        self.proposed, self.proposed_at = move, at
        self.hint = None

    def take_proposal(self):
        """Confirm: the move proposed (None when there was none), no longer waiting."""
        move, self.proposed, self.proposed_at = self.proposed, None, None
        return move

    def cancel_proposal(self) -> None:
        self.proposed = self.proposed_at = None

    def give_hint(self, hint) -> None:
        """A hint is searched (then shown) for the person to move."""
        self.hint = hint

    def drop_hint(self) -> None:
        """The hint is over (its position is gone)."""
        self.hint = None

    def send_link(self, sending) -> None:
        """The link for a friend is being sent (`sending.state`: "pending" until done)."""
        self.sending = sending

    def want_result(self, shown: bool) -> None:
        """The result box wanted (Show result, the result once more) or hidden (Board)."""
        self.show_result = shown

    def interrupt(self) -> None:
        """Stop whatever is under way: an animation, a hint, a proposal."""
        self.drop_move()
        self.hint = None
        self.proposed = self.proposed_at = None

    def result_again(self) -> None:
        """The position changed (a move, undo, redo): the result box, wanted again, waits
        its pause."""
        self.over_clock = 0.0
        self.show_result = True

    def open_replay(self, replay) -> None:
        """The replay viewer opens; whatever was under way stops."""
        self.interrupt()
        self.replay = replay

    def close_replay(self) -> None:
        """Back from the replay to the result, shown at once."""
        self.replay = None
        self.show_result = True
        self.over_clock = OVERLAY_DELAY

    def catch_up(self) -> None:
        """A friend's link brought moves from the table's cursor on: they are played out."""
        self.news = True

    def tick(self, dt: float) -> None:
        """Time passes: the result box's clock runs once the game is over."""
        if self.now == OVER:
            self.over_clock += dt
