"""The session: one game at the table, with no screen.

A `Table` is who sits where (`seats`: "human", an AI level or a game's extra player, per
seat), the deal (`seed`, and the setup in the state), the position (`state`) and the move log
with a cursor: `line` holds every move known and `entries` describes each; the first `cursor`
of them are played.  Undo and redo move the cursor in the groups a player expects, `seek`
moves it anywhere (the replay viewer); a new move (`play`) cuts the line at the cursor.  The
AI seats are searched in time slices (`think`: in a game with a friend seat each move by a
fresh agent, so that any device makes it again from the record alone), a hint is a resumable
search (`Hint`), and `record()` is the game so far.

The screens draw a Table and turn input into its moves; the CLI's arena plays whole games on
one; the tests drive it directly.  Every change of the position bumps `version`, so that a
search started for an earlier position is known to be stale.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from collections.abc import Hashable

from game.ai.agent import Agent, Thinking, choose
from game.core import i18n
from game.core.contract import Game, IllegalMove, State

from . import links, saves, stats
from .records import Record, RecordError, replay
from .review import Review
from .seats import (FRIEND, HUMAN, PEOPLE, clean_names, make_agent, move_agent, player_names,
                    seat_seed)

HINT_LEVEL = "expert"      # who gives hints


@dataclass(frozen=True)
class Entry:
    """One move of the log: who made it, the move, its notation, and the rules' words for it
    without the mover's name (the history panel shows who by colour)."""

    seat: int
    move: Hashable
    notation: str
    words: str


@dataclass(frozen=True)
class Recent:
    """A move made since the player to look at the board last moved: who made it, the move,
    and the state before it (a copy: the view may keep it)."""

    seat: int
    move: Hashable
    before: State


def words_of(state: State, move) -> str:
    """`move` (about to be played in `state`) in the rules' words, without the seat's name."""
    words = state.describe_move(move) or state.format_move(move)
    prefix = state.seat_name(state.to_move) + " "
    if words.startswith(prefix):
        words = words[len(prefix):]
        words = words[:1].upper() + words[1:]
    return words


class Table:
    def __init__(self, state: State, seats, seed: int | None = None, names=()):
        """A table for `state` (its moves so far become the log) with `seats` in seat order
        and the people's `names` by seat ("" or none: "Player N")."""
        seats = tuple(seats)
        if len(seats) != state.players:
            raise IllegalMove(f"{len(seats)} seats for a game of {state.players}")
        self.game: Game = state.game
        self.seats = seats
        self.seed = seed
        self.state = state
        self.names: list[str] = []
        self.set_names(names)
        self.line: list = []
        self.entries: list[Entry] = []
        self.version = 0
        self.hints_used = False      # a hint was asked for in this game
        self.undone = False          # a move was taken back in this game
        self.help_noted = False      # ... and the store knows it (stats.note_help)
        self.recorded = False        # the finished game went to the list of finished games
        # statistics count a game that ends at this table, not one that came finished
        self.counted = state.is_over()
        self._agents: dict[int, Agent] = {}
        self._search: Thinking | None = None
        self._search_version = -1
        self._recent: tuple = (None, ())
        # the log: the state's own moves, described where each was played
        start = state.clone()
        while start.history:
            start.pop()
        for move in state.history:
            self.entries.append(self._entry(start, move))
            self.line.append(move)
            start.push(move)

    def set_names(self, names) -> None:
        """The people's names by seat, cleaned (seats.clean_names); a computer's seat has
        none (it is named by its level).  The state names its seats by them."""
        cleaned = clean_names(names, len(self.seats))
        cleaned = [name if self.seats[seat] in PEOPLE else ""
                   for seat, name in enumerate(cleaned)]
        self.names = cleaned if any(cleaned) else []
        self.state.names = tuple(self.names)

    # --- making tables ---------------------------------------------------------------------
    @classmethod
    def deal(cls, game: Game, variant: str | None, options: dict, seats, seed: int,
             names=()) -> Table:
        """A new game dealt from `seed`."""
        return cls(game.new_game(variant, options, len(tuple(seats)), seed), seats, seed,
                   names)

    @classmethod
    def from_record(cls, record: Record) -> Table:
        """The game a record holds, at its last move (RecordError if it does not replay or
        names a seat nobody can take)."""
        state = replay(record)
        known = set(player_names(record.game)) | set(PEOPLE)
        unknown = [p for p in record.players if p not in known]
        if unknown:
            raise RecordError(f"unknown player {unknown[0]!r}")
        return cls(state, record.players, record.seed, record.names)

    @classmethod
    def from_link(cls, link: str) -> Table:
        """The game a share link holds (RecordError, with the reason, for a broken link)."""
        return cls.from_record(links.decode(link))

    # --- where we are ---------------------------------------------------------------------------
    @property
    def humans(self) -> frozenset:
        return frozenset(seat for seat, name in enumerate(self.seats) if name == HUMAN)

    @property
    def cursor(self) -> int:
        """How many moves of the line are played."""
        return len(self.state.history)

    @property
    def played(self) -> list[Entry]:
        """The log of the moves played."""
        return self.entries[:self.cursor]

    def is_over(self) -> bool:
        return self.state.is_over()

    @property
    def computers(self) -> tuple[int, ...]:
        """The seats the computer plays."""
        return tuple(seat for seat, name in enumerate(self.seats) if name not in PEOPLE)

    @property
    def friends(self) -> frozenset:
        """The seats played on other devices, through links (game/table/friends.py)."""
        return frozenset(seat for seat, name in enumerate(self.seats) if name == FRIEND)

    def is_ai(self, seat: int) -> bool:
        return self.seats[seat] not in PEOPLE

    def friend_to_move(self) -> bool:
        """A friend's turn: the game waits for their link back."""
        return not self.is_over() and self.state.to_move in self.friends

    def ai_to_move(self) -> bool:
        return not self.is_over() and self.is_ai(self.state.to_move)

    def recent(self, watchers: frozenset, replay: bool = False) -> tuple[Recent, ...]:
        """The moves to keep marked on the board, oldest first: every move since the watching
        player's last own move (of `watchers`, the people at this device: the one to move,
        else the one who moved last), so that what several computers did is all there to
        see; the last move alone when nobody or everybody at the table watches, and in a
        `replay`.  The same tuple until the position changes (the views keep what they
        worked out from it while it is the same)."""
        key = (self.version, watchers, replay)
        if self._recent[0] == key:
            return self._recent[1]
        played = self.played
        start = max(0, len(played) - 1)
        if not replay and watchers and len(watchers) < self.state.players and played:
            seat = self.state.to_move
            watcher = seat if seat in watchers else next(
                (e.seat for e in reversed(played) if e.seat in watchers), None)
            mine = [i for i, e in enumerate(played) if e.seat == watcher]
            start = 0 if not mine else min(mine[-1] + (mine[-1] < len(played) - 1),
                                           len(played) - 1)
        before = self.state.clone()
        out = []
        for entry in reversed(played[start:]):
            before.pop()
            out.append(Recent(entry.seat, entry.move, before.clone()))
        self._recent = (key, tuple(reversed(out)))
        return self._recent[1]

    # --- moves ------------------------------------------------------------------------------
    def _entry(self, state: State, move) -> Entry:
        return Entry(state.to_move, move, state.format_move(move), words_of(state, move))

    def describe(self, move) -> str:
        """`move`, to be played now, in the rules' words without the seat's name."""
        return words_of(self.state, move)

    def _changed(self) -> None:
        self.version += 1

    def play(self, move) -> Entry:
        """A new move at the cursor (what was undone after it is forgotten)."""
        if move not in self.state.legal_moves():
            raise IllegalMove(f"{move!r} is not legal here")
        entry = self._entry(self.state, move)
        del self.line[self.cursor:], self.entries[self.cursor:]
        self.state.push(move)
        self.line.append(move)
        self.entries.append(entry)
        self._changed()
        return entry

    def step(self) -> Entry | None:
        """The next move of the line played again (the replay's forward step)."""
        if self.cursor >= len(self.line):
            return None
        entry = self.entries[self.cursor]
        self.state.push(entry.move)
        self._changed()
        return entry

    def seek(self, number: int) -> None:
        """The position after the first `number` moves of the line, at once."""
        number = max(0, min(number, len(self.line)))
        if number == self.cursor:
            return
        while self.cursor > number:
            self.state.pop()
        while self.cursor < number:
            self.state.push(self.line[self.cursor])
        self._changed()

    def undo_target(self) -> int | None:
        """Where undo goes: back before the last move a human made, with every computer move
        after it (one move when everybody is human); None when no human has moved.  Never
        past a friend's move (it was made on their device), nor once a friend is to move
        (the link may be on its way: their answer would build on the move undone)."""
        if self.friend_to_move():
            return None
        for index in range(self.cursor - 1, -1, -1):
            if self.entries[index].seat in self.friends:
                return None
            if self.entries[index].seat in self.humans:
                return index
        return None

    def redo_target(self) -> int | None:
        """Where redo goes: the next move again, and the computers' moves after it up to a
        human's turn (what one undo took back); None at the end of the line."""
        if self.cursor >= len(self.line):
            return None
        index = self.cursor + 1
        while index < len(self.line) and self.entries[index].seat not in self.humans:
            index += 1
        return index

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def can_redo(self) -> bool:
        return self.redo_target() is not None

    def undo(self) -> bool:
        taken = self._seek_to(self.undo_target())
        self.undone = self.undone or taken
        return taken

    def redo(self) -> bool:
        return self._seek_to(self.redo_target())

    def _seek_to(self, target: int | None) -> bool:
        """Seek to `target`; False (nothing changed) when there is none."""
        if target is None:
            return False
        self.seek(target)
        return True

    # --- the computer's seats -------------------------------------------------------------
    def agent(self, seat: int) -> Agent:
        """The agent to make `seat`'s next move.  In a game with a friend seat, a fresh one
        for every move, seeded by the move rule (seats.move_seed): the move is then a
        function of the record alone, which the device a link goes to checks by making it
        again (game/table/friends.py).  In any other game one per seat, made once and kept
        across the game's moves (seeded by seats.seat_seed): what it searched before, its
        random draws and its transposition table, goes into its next move."""
        if self.friends:
            return move_agent(self.game.name, self.seats[seat], self.seed, seat,
                              self.cursor + 1)
        if seat not in self._agents:
            self._agents[seat] = make_agent(self.game.name, self.seats[seat],
                                            seat_seed(self.seed or 0, seat))
        return self._agents[seat]

    def think(self, seconds: float):
        """Search for the computer to move for about `seconds` more; its move once found (not
        played: the screen animates it first), else None.  A search outlives no position."""
        if not self.ai_to_move():
            return None
        if self._search is None or self._search_version != self.version:
            self._search = Thinking(self.agent(self.state.to_move), self.state)
            self._search_version = self.version
        if not self._search.step(seconds):
            return None
        move = self._search.move
        legal = self.state.legal_moves()
        if move not in legal:        # never expected: say so and keep the game going
            print(f"AI {self._search.agent!r} chose {move!r}, not a legal move; playing "
                  f"{legal[0]!r}", file=sys.stderr)
            move = self._search.result = legal[0]
        return move

    @property
    def searching(self) -> bool:
        """A computer's search for this position is under way (not yet finished)."""
        return (self._search is not None and self._search_version == self.version
                and not self._search.done)

    def choose(self):
        """The move of the computer to move, searched to the end (CLI, arena, tests)."""
        return choose(self.agent(self.state.to_move), self.state)

    def hint(self) -> Hint:
        """A hint for the seat to move: the expert's move, searched in slices."""
        self.hints_used = True
        return Hint(self)

    def review(self, seed: int = 0) -> Review:
        """The review of the whole line (every move, wherever the cursor is), not yet run."""
        final = self.state.clone()
        for move in self.line[self.cursor:]:
            final.push(move)
        return Review(final, seed)

    # --- what is kept ----------------------------------------------------------------------------
    def record(self) -> Record:
        """The game so far as a record (its moves up to the cursor).  The notation comes from
        the log, not a replay from the setup: a position built by hand has no deal to replay."""
        state = self.state
        with i18n.in_english():     # a record's reason is English whoever reads it
            outcome = state.outcome()
        return Record(self.game.name, state.variant, dict(state.options), list(self.seats),
                      self.seed, state.setup, [e.notation for e in self.played],
                      outcome.to_json() if outcome else None, list(self.names))

    def save(self, store) -> None:
        """Keep the game between sessions: in progress it is saved (after every move); once
        finished it goes to the list of finished games (once) and its save is removed, in
        that order (saves.finish: a game is never lost between the two); a game that ended at
        this table counts in the statistics (stats.record_game), once."""
        if self.is_over():
            self.recorded = saves.finish(store, self.record(), listed=self.recorded) \
                or self.recorded
            if not self.counted:
                self.counted = True
                outcome = self.state.outcome()
                assert outcome is not None          # the game is over
                stats.record_game(store, self.record(), outcome.winners,
                                  helped=self.hints_used or self.undone)
        elif self.state.history:
            saves.save_current(store, self.record())
            if (self.hints_used or self.undone) and not self.help_noted:
                self.help_noted = stats.note_help(store, self.record())


class Hint:
    """The expert's move for the seat to move at `table`, searched in slices (`step`), and
    what the search proved, when it proved something (`note`: "you win with perfect play").
    A hint belongs to one position: `stale` once the table has moved on."""

    def __init__(self, table: Table):
        self.table = table
        self.version = table.version
        self.state = table.state
        self.agent = make_agent(table.game.name, HINT_LEVEL,
                                seat_seed(table.seed or 0, table.state.to_move))
        self.search = Thinking(self.agent, table.state)
        self.move = None
        self.note: str | None = None

    @property
    def stale(self) -> bool:
        return self.table.version != self.version

    @property
    def done(self) -> bool:
        return self.move is not None

    def step(self, seconds: float) -> bool:
        """Search for about `seconds` more; True once the move is known."""
        if self.move is None and not self.stale and self.search.step(seconds):
            self.move = self.search.move
            self.note = self.agent.verdict(self.state)
        return self.move is not None
