"""The play at the table without a display: the controller of the game screen.

`PlayController` owns the session (a `Table`, game/table/session.py) and the phase of play
(game/ui/play/phase.py): moves made, animated and landed, undo and redo, hints, the computer's moves
searched in time slices, a friend's moves played out, what is saved, a friend's link and the
result in words; `ReplaySteps`, the replay viewer's steps through the line.  The screen
(game/ui/play/scene.py) draws it and turns input into its calls, as boardgame.io's client drives its
board.  It imports no pygame: the view (the game's board) and the app are only held and asked.

A `Mode` says how the game at the table is played: a normal game by default; the guided game
(game/ui/play/guide.py) and a puzzle (game/ui/puzzles/scene.py) are modes with their own
answers to the hooks below, given to the controller and the screen instead of subclassing
them.
"""

from __future__ import annotations

import dataclasses

from game.ai.agent import Slices
from game.core.contract import RulesError
from game.core.i18n import _
from game.table import links, stats
from game.table.retry import RETRIED
from game.table.review import Entry, Review
from game.table.seats import LEVEL_TITLES
from game.table.session import Table

from game.ui.play.phase import CATCHING_UP, OVER, REPLAY, RETRY, THINKING, Phase

STEP = 1.1          # seconds between moves when the replay plays by itself


def listed(names: list[str]) -> str:
    """Names in a sentence: "Ann", "Ann and Bo", "Ann, Bo and Cy"."""
    if len(names) < 2:
        return "".join(names)
    # Translators: the end of a list of names or numbers, "Ann, Bo and Cy": {names} are all
    # but the last, joined by commas
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def computer_kind(level: str) -> str:
    """A computer's seat as its panel says it: "Computer · Hard"."""
    # Translators: who plays a seat; {level} is the computer's level ("Hard")
    return _("Computer · {level}").format(level=level)


def computer_level(kind: str) -> str:
    """The level alone of a computer's `kind` ("Hard" of "Computer · Hard"); any other kind
    as it is."""
    before, _mark, after = _("Computer · {level}").partition("{level}")
    if _mark and len(kind) > len(before) + len(after) and kind.startswith(before) \
            and kind.endswith(after):
        return kind[len(before):len(kind) - len(after)]
    return kind


class Mode:
    """How a game at the table is played; every hook answers as a normal game does.
    `control` (the `PlayController`), `screen` (the `PlayScene`) and `app` are set when the
    screen is made.  The screen-side hooks take pygame's surfaces and rects but need no pygame
    here."""

    name = "play"               # the screen's name
    saved = True                # the game is kept (autosave, paused for Resume, the replay)
    fresh_view = False          # a view of its own rather than the app's one for the game
    previews = True             # a finger's tap shows its move before playing it
    result_shown = True         # the result box shows at the end
    has_box = False             # the box under the move list is the mode's (else a friend's link)
    control: PlayController
    screen = None
    app = None

    # --- the play (asked by the controller) ----------------------------------------------------
    def helps(self) -> bool:
        """Undo, redo and hints may be offered."""
        return True

    def may_move(self) -> bool:
        """A person at this device may choose a move now (as far as the mode goes)."""
        return True

    def accept(self, move) -> bool:
        """A person chose `move`: True lets it be played; False refuses it (the mode says
        why in its own words)."""
        return True

    def thinks(self, dt: float) -> bool:
        """A computer's turn, `dt` seconds on: True when the mode moves for it (a script)
        instead of a search."""
        return False

    def landed(self, move) -> None:
        """`move` has been played on the table (a move of the game or a step of the replay)."""

    def update(self, dt: float) -> None:
        """Once a frame, after the play's own update."""

    def busy(self) -> bool:
        """The mode works by itself: every frame is drawn."""
        return False

    def look(self):
        """What of the mode the screen shows (the screen is drawn again when it changes)."""
        return None

    def seat_kind(self, seat: int, kind: str) -> str:
        """Who plays `seat` in its panel's words (`kind`: as a normal game says it)."""
        return kind

    def headline(self, words: tuple) -> tuple:
        """The headline (title, what to do, the title's colour, whether the seat's token goes
        before it), given a normal game's."""
        return words

    # --- the screen (asked by the screen) ------------------------------------------------------
    def context(self, ctx):
        """The view's context for this frame, given a normal game's."""
        return ctx

    def icons(self, shape: str, names: list[str]) -> list[str]:
        """The icon buttons shown, given a normal game's."""
        return names

    def below(self) -> bool:
        """Something of the mode's stands under the move list (its own button)."""
        return False

    def dress(self) -> None:
        """The screen's buttons are made: the mode joins its own and changes their actions."""

    def arrange(self, lay) -> None:
        """The layout is worked out (`lay`, game/ui/play/layout.py): the mode may change it
        (its box's place: `lay.send`) and places its buttons, before anything is put there."""

    def refresh(self) -> None:
        """The screen's buttons were refreshed for this moment: the mode's too."""

    def box_shown(self) -> bool:
        """With `has_box`: the mode's box shows."""
        return False

    def box_reserved(self) -> bool:
        """With `has_box`: the layout makes room for the box."""
        return self.box_shown()

    def draw_box(self, surface, rect) -> None:
        """With `has_box`: the box, in `rect`."""

    def draw_board(self, surface, ctx) -> None:
        """Over the board, once the screen has drawn it and its marks."""

    def result_box(self):
        """The result box at the end, when the mode has its own (else None)."""
        return None

    def play_again(self) -> bool:
        """The result box's first button and Enter: True when the mode took it."""
        return False

    def escape(self) -> bool:
        """Escape, with no move in hand: True when the mode took it."""
        return False

    def tap(self) -> None:
        """A pointer went down on the screen."""

    def leave(self) -> bool:
        """Menu and Escape leave the screen: True when the mode took it."""
        return False

    def share(self) -> bool:
        """The link icon: True when the mode shares something of its own."""
        return False


class PlayController:
    """One game at the table, its phase and every step of play, for a screen to draw.
    `app`: the settings, the store, the sounds, the AI's time (`ai_budget`, `min_think`,
    `work`) and fresh seeds; `view`: the game's view (animations, sounds, words); `context()`:
    the view's context for this frame, from the screen; `on_table()`: called when another
    table is put in play (the screen lays itself out again); `address()`: the page's address
    for a friend's link (None natively)."""

    def __init__(self, app, view, mode: Mode, context=lambda: None, on_table=lambda: None,
                 address=lambda: None):
        self.app = app
        self.view = view
        self.mode = mode
        mode.control = self
        self.context = context
        self.on_table = on_table
        self.address = address
        self.table: Table | None = None
        self.phase: Phase | None = None
        self.think_clock = 0.0
        self.solo_time: float | None = None
        self.friend_cache: tuple = (None, "", "link")

    # --- the table ---------------------------------------------------------------------------
    def use(self, table: Table) -> None:
        """Put `table` in play: a new deal, or a game loaded from a save or a link."""
        self.table = table
        self.phase = Phase(table)          # nothing under way, the result wanted
        self.think_clock = 0.0
        # a solo puzzle begun here: how long it took (a resumed one: not known)
        self.solo_time = 0.0 if self.state.players == 1 and table.cursor == 0 else None
        self.on_table()
        self.view.reset(self.state)

    @property
    def state(self):
        return self.table.state

    @property
    def humans(self) -> frozenset:
        return self.table.humans

    def new_game(self, seed: int | None = None) -> None:
        """Another deal at the same table (same rules, seats and people's names); a fresh
        seed by default."""
        st = self.state
        seed = self.app.deal_seed() if seed is None else seed
        self.use(Table.deal(self.table.game, st.variant, st.options, self.table.seats, seed,
                            self.table.names))

    # --- the phase's questions, as the mode allows them ----------------------------------------
    @property
    def over(self) -> bool:
        return self.phase.over

    @property
    def replaying(self) -> bool:
        return self.phase.replaying

    @property
    def overlay_visible(self) -> bool:
        """The result box is up (a mode may have none)."""
        return self.mode.result_shown and self.phase.overlay_visible

    def human_to_move(self) -> bool:
        return self.mode.may_move() and self.phase.human_to_move()

    def helps_allowed(self) -> bool:
        """Undo, redo and hints: off in serious games (a setting), in a mode without them,
        while replaying and while a friend's moves are played out."""
        return self.mode.helps() and self.phase.helps_allowed(self.app.settings.no_undo)

    def previewing(self) -> bool:
        """A tap's move waits for a second tap (or Play): words for a finger."""
        return self.phase.proposed is not None and self.phase.proposed_at is not None

    # --- moves ---------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.helps_allowed() and self.table.can_undo()

    def can_redo(self) -> bool:
        return self.helps_allowed() and self.table.can_redo() and self.phase.anim is None

    def undo(self) -> None:
        """Take back the last move made by a human and every computer move after it (one
        move in hot-seat); redo puts them back."""
        if self.can_undo():
            self.phase.interrupt()
            self.table.undo()
            self.after_change()

    def redo(self) -> None:
        """Play again the moves the last undo took back, exactly as they were."""
        if self.can_redo():
            self.phase.interrupt()
            self.table.redo()
            self.after_change()

    def after_change(self) -> None:
        self.phase.result_again()
        self.view.reset(self.state)
        self.autosave()

    def start_move(self, move) -> None:
        """Animate `move`; it is played on the table when the animation ends."""
        if move not in self.state.legal_moves():
            return
        self.view.input.cancel()
        self.phase.start_move(move, self.view.animate(self.state, move))
        self.sound(self.view.sound_of(self.state, move))

    def human_move(self, move, at=None) -> None:
        """A person chose `move` on the board (`at`: where, when by a finger's tap): played,
        or first proposed when moves must be confirmed, or when a tap previews them (a second
        tap on it plays it); in a retry, judged and never played; a move the mode refuses,
        refused."""
        if not self.mode.accept(move):
            self.view.input.cancel()
            self.sound("invalid")
            return
        at = at if self.mode.previews else None
        settings = self.app.settings
        if self.phase.retrying():
            self.phase.replay.retry.tried(move)
        elif move == self.phase.proposed:
            self.confirm()
        elif settings.confirm or (at is not None and settings.tap_preview):
            self.phase.propose(move, at)
        else:
            self.start_move(move)

    def confirm(self) -> None:
        move = self.phase.take_proposal()
        if move is not None and move in self.state.legal_moves():
            self.start_move(move)

    def cancel_proposal(self) -> None:
        self.phase.cancel_proposal()
        self.view.input.cancel()

    def submit(self, move) -> None:
        """A move chosen by a person through one of the view's controls."""
        if self.human_to_move() and self.mode.accept(move) and not self.overlay_visible \
                and move in self.state.legal_moves():
            if self.phase.retrying():
                self.phase.replay.retry.tried(move)
            else:
                self.start_move(move)

    def apply_pending(self) -> None:
        """The move animating has landed: played on the table."""
        move = self.phase.pending
        if self.replaying or self.phase.catching_up():
            self.table.step()               # along the game's own line
        else:
            self.table.play(move)
        self.phase.land()
        self.think_clock = 0.0
        self.view.moved(self.state, move, self.context())
        if self.state.is_over() and not self.replaying:
            if set(self.state.outcome().winners) & self.humans or not self.humans:
                self.sound("win")
        self.autosave()
        self.mode.landed(move)

    def sound(self, name: str | None) -> None:
        sounds = getattr(self.app, "sounds", None)
        if name and sounds is not None:
            sounds.play(name)

    def autosave(self) -> None:
        """The table keeps the game between sessions after every move; replays change
        nothing, nor do a friend's moves played out (the game is saved whole already), nor a
        mode that keeps nothing."""
        if self.mode.saved and not self.replaying and not self.phase.catching_up():
            self.table.save(self.app.store)

    # --- hints ---------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """The expert's move for the person to move, searched in slices like any AI move."""
        if self.helps_allowed() and self.human_to_move():
            self.phase.give_hint(self.table.hint())

    def advance_hint(self) -> None:
        hint = self.phase.hint
        if hint is None or hint.done:
            return
        if hint.stale:
            self.phase.drop_hint()
        else:
            hint.step(self.app.ai_budget)

    def hint_text(self) -> str:
        hint = self.phase.hint
        if hint is None:
            return ""
        if not hint.done:
            return _("Looking for a good move…")
        words = self.view.words.advice(self.state, hint.move)
        # Translators: {move} is the hinted move in words
        return _("Hint: {move}").format(move=words) + (f" · {hint.note}" if hint.note else "")

    # --- per frame -----------------------------------------------------------------------------
    def update(self, dt: float, speed: float = 1.0) -> None:
        """`dt` seconds on (a move's animation `speed` times as fast): the hint searched, the
        move on its way, the replay, a friend's moves played out, the result's pause, the
        computer's search."""
        self.advance_hint()
        phase = self.phase
        if self.solo_time is not None and not self.over and phase.replay is None:
            self.solo_time += dt
        if phase.sending is not None:       # a friend's turn, or the last move once over
            phase.sending.poll()
        if phase.moving:                    # in play, or a step of the replay
            if phase.anim.update(dt * speed):
                self.apply_pending()
            return
        now = phase.now
        if now in (REPLAY, RETRY):
            phase.replay.update(dt)
        elif now == CATCHING_UP:
            self.catch_up(dt)
        elif now == OVER:
            phase.tick(dt)
        elif now == THINKING and not self.mode.thinks(dt):
            self.think(dt)

    def catch_up(self, dt: float) -> None:
        """A friend's link: its moves are played again, as they were made, each after a
        short pause."""
        self.think_clock += dt
        if self.think_clock >= max(self.app.min_think, 0.35):
            move = self.table.line[self.table.cursor]
            self.phase.start_move(move, self.view.animate(self.state, move))
            self.sound(self.view.sound_of(self.state, move))

    def think(self, dt: float) -> None:
        """The computer to move searches for what the frame leaves; its move never appears
        sooner than `min_think` after its turn began."""
        self.think_clock += dt
        found = None

        def step(seconds: float) -> bool:
            nonlocal found
            found = self.table.think(seconds)
            return found is not None or not self.table.searching

        self.app.work(step)        # what the frame leaves, none after a full collection
        if found is not None and self.think_clock >= self.app.min_think:
            self.start_move(found)

    def recent(self) -> tuple:
        """The moves to keep marked on the board (Table.recent): since the last move of the
        people at this device, the last move alone in the replay."""
        return self.table.recent(self.humans, replay=self.replaying)

    # --- a friend's turn -----------------------------------------------------------------------
    def final_link_owed(self) -> bool:
        """A friend game that ended on this device: its friends have not seen the last move
        (made here), so the result box offers the final link."""
        table = self.table
        if not (self.over and not self.replaying and table.friends):
            return False
        # the computers' moves were made where the person before them moved
        people = [e.seat for e in table.played if not table.is_ai(e.seat)]
        return bool(people) and people[-1] in table.humans

    def friend_link(self) -> str:
        """The game as it stands, for the friend to move: a whole link where the page has an
        address (or one is deployed), else the game code, which "Open a link or code" opens.
        Made once per position (a link replays the game to check it)."""
        key = (id(self.table), self.table.version, self.table.cursor)
        if self.friend_cache[0] != key:
            site = links.site_base(self.address())
            record = self.table.record()
            self.friend_cache = (key, links.encode(record, site=site), "link") if site else \
                (key, links.payload(record), "code")
        return self.friend_cache[1]

    def friend_noun(self) -> str:
        """"link", or "code" where there is no address to link to (friend_link)."""
        self.friend_link()
        return self.friend_cache[2]

    def friend_message(self, final: bool = False) -> str:
        """The line that goes with the link in the share sheet, in the sender's words."""
        title = self.table.game.title
        return (_("Our game of {title} is over: see the last move.") if final else
                _("Your move in our game of {title}.")).format(title=title)

    # --- words ---------------------------------------------------------------------------------
    def seat_title(self, seat: int) -> str:
        return self.view.words.seat_label(self.state, seat)

    def seat_name(self, seat: int) -> str:
        """A seat's name alone ("Ann" of "Ann · Red")."""
        return self.seat_title(seat).split(" · ")[0]

    def seat_kind(self, seat: int) -> str:
        """Who plays `seat`, as its panel says it ("Computer · Hard")."""
        level = LEVEL_TITLES.get(self.table.seats[seat], "?")
        kind = (_("Human") if seat in self.humans else
                _("Friend, by link") if seat in self.table.friends else
                computer_kind(_(level)))
        return self.mode.seat_kind(seat, kind)

    def winner_line(self, outcome) -> str:
        st = self.state
        if st.players == 1:             # a puzzle is solved or not: nobody wins
            return _("Solved") if outcome.winners else _("Not solved")
        if not outcome.winners:
            return _("No winner")
        if len(outcome.winners) != 1:
            if len(outcome.winners) == st.players:
                return _("A draw")
            named = getattr(st, "names", ())
            if not any(0 <= w < len(named) and named[w] for w in outcome.winners):
                # Translators: {numbers} is a list of the players' numbers, "1, 2 and 3"
                return _("Players {numbers} share the win").format(
                    numbers=listed([str(w + 1) for w in outcome.winners]))
            return _("{names} share the win").format(
                names=listed([st.seat_name(w) for w in outcome.winners]))
        w = outcome.winners[0]
        if len(self.humans) == 1:
            if w in self.humans:
                return _("You win!")
            if self.table.computers == (w,):      # (a friend's win is theirs)
                return _("The computer wins")
        return _("{name} wins!").format(name=st.seat_name(w))


class ReplaySteps:
    """The steps through `control`'s table (a PlayController); `end`: a game still played,
    looked back at from its position after `end` moves."""

    def __init__(self, control, end: int | None = None):
        self.control = control
        self.table = control.table
        self.end = end
        self.auto = False
        self.clock = 0.0

    @property
    def live(self) -> bool:
        """A game still played, looked back at (no review: its slot says Back to the game)."""
        return self.end is not None

    def cursor(self) -> int:
        """How many moves are shown played."""
        return self.table.cursor

    def length(self) -> int:
        """The moves the replay goes through: the line's, or a game's up to its position."""
        return len(self.table.line) if self.end is None else self.end

    def at_end(self) -> bool:
        return self.cursor() >= self.length()

    def seek(self, number: int) -> None:
        """Show the position after `number` moves, at once."""
        control = self.control
        control.phase.drop_move()
        self.table.seek(number)
        control.view.reset(control.state)
        self.shown()

    def shown(self) -> None:
        """A position was sought: what shows the line follows it (the replay viewer's list)."""

    def step_forward(self) -> None:
        """The next move, animated; a step asked for while one is still moving lands that
        one at once, so that no key press is lost."""
        control = self.control
        if control.phase.anim is not None:
            control.phase.anim.finish()
            control.apply_pending()
        if self.cursor() < self.length():
            control.start_move(self.table.line[self.cursor()])

    def toggle_auto(self) -> None:
        """Play by itself from here (from the start, at the end), or pause."""
        if self.cursor() >= self.length():
            self.seek(0)
        self.auto = not self.auto
        self.clock = STEP

    def pick(self, number: int) -> None:
        """A click on move `number` in the history panel."""
        self.auto = False
        self.seek(number)

    @property
    def retrying(self) -> bool:
        """A person tries a move again (the viewer's Retry your mistakes: replay.py)."""
        return False

    def update(self, dt: float) -> None:
        """`dt` seconds on: playing by itself, the next move once its time has come."""
        if not self.auto:
            return
        self.clock += dt
        if self.cursor() >= self.length():
            self.auto = False
        elif self.clock >= STEP:
            self.clock = 0.0
            self.step_forward()


class ReviewSteps:
    """The review of `control`'s game (a PlayController) stepped without a display: "Review"
    runs the expert over every move in the AI's time slices, Cancel stops it and Review goes
    on from there; then each move's verdict, the better move where there was one, and the
    mistakes this device's people may retry.  The review panel (game/ui/review/panel.py)
    adds its buttons and words."""

    def __init__(self, control):
        self.control = control
        self.review: Review | None = None
        self.slices: Slices | None = None

    def start(self) -> None:
        """Review the game (or go on with a review cancelled half way)."""
        self.review = self.control.app.review_of(self.control.table)
        if not self.review.done:
            self.slices = Slices(self.review.work())
        else:
            self.count_accuracy()

    def count_accuracy(self) -> None:
        """A finished review of a rated game adds the person's accuracy to the statistics
        (once per game: stats.record_review)."""
        table = self.control.table
        whole = dataclasses.replace(table.record(), moves=[e.notation for e in table.entries])
        stats.record_review(self.control.app.store, whole, self.review.summary())

    def cancel(self) -> None:
        self.slices = None

    @property
    def running(self) -> bool:
        return self.slices is not None

    @property
    def done(self) -> bool:
        return self.review is not None and self.review.done

    def update(self) -> None:
        """Work on the review for what the frame leaves (`App.ai_time`), in steps of the
        AI's budget, as a computer player thinks."""
        if self.slices is not None and self.control.app.work(self.slices.step):
            self.slices = None
            self.count_accuracy()

    def mistakes(self) -> int:
        """How many mistakes and blunders the people at this device made (the retries on
        offer once the review is done)."""
        if not self.done:
            return 0
        humans = self.control.humans
        return sum(e.seat in humans and e.verdict in RETRIED and not e.forced
                   for e in self.review.entries)

    def entry(self, number: int) -> Entry | None:
        """The verdict on move `number` (from 1), once judged."""
        if self.review is None or not 0 < number <= len(self.review.entries):
            return None
        return self.review.entries[number - 1]

    def shown(self) -> Entry | None:
        """The verdict on the move that led to the position shown (the one the move list
        highlights); None at the start, where the whole game is summed up."""
        return self.entry(self.control.table.cursor)

    def better(self):
        """(the position before the move shown, the expert's move from it) when the move
        played there was not as good; None otherwise.  The board draws it from there."""
        entry = self.shown()
        if entry is None or entry.best == entry.move:
            return None
        before = self.control.table.state.clone()
        before.pop()
        try:
            return before, before.parse_move(entry.best)
        except RulesError:
            return None
