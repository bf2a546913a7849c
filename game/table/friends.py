"""Playing a friend through links: no server, no account (docs/friends.md).

A seat may be "friend": a person playing on another device.  When it is a friend's turn the
device holding the game makes a share link of it (game/table/links.py) and the player sends
it; the friend opens it (in the browser, `--open`, or pasted on the menu), sees what happened
since they last moved, plays, the computer seats answer on that device, and the next link goes
on to whoever is next.  Each device keeps the game saved as it plays it.

Who plays where: a record names the seats from the point of view of the device that holds it,
"human" for its own people and "friend" for everybody else's.  A link says nothing of
devices, so a device opening one works out its own view (`Receiving`):
- it holds the same game (the same deal, rules and seats), in progress or among its finished
  games: it keeps its own view, and the link must carry the moves it has, and more.  A link
  of an older state or one whose moves differ from the device's own is refused, and the
  game is left as it is;
- it does not: the seat to move is its own ("human"), every other person's seat is "friend"
  (every person's, in a finished game: this device only replays it).

What a link may add: only moves made on other devices.  A move the link adds for one of this
device's own seats (on a first visit, for the seat it takes) was made on another device of
the same person, or is forged: the device asks its person first (`TakeOver`), and with their
word (take_over=True) plays that seat on from the link, the other device to stop playing
it.  A computer's move in a friend game is a function of the record alone (the fresh agent
of seats.move_seed, Table.agent), so the device makes every computer move the link adds
again (all of them on a first visit) and refuses a link that says otherwise.  That leaves the
people's moves made elsewhere: with two people, the sender's own (and, with its person's
word, the receiver's); with three or more, a friend could still write another friend's moves
newer than the receiver holds (docs/friends.md says why).

Making the computer's moves again can take seconds (an expert's search each), so it is a
resumable search like an agent's: `Receiving.step` advances it a few milliseconds at a time
(the screen that opens links shows "Checking the computer's moves (k of n)…"), and `receive`
runs the same search to its end (CLI, tests).

Safety is also the links' own: a link replays from the deal and is checked move by move before
it is trusted, and its checksum and digest refuse any change.  A link carries the deal, so a
player who decodes one could read Coloretto's coming cards or Spectrangle's bag: links assume
honest friends about what is hidden (the setup screen says so), and the app never shows it."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.agent import Search, Slices
from game.core.i18n import _

from . import saves
from .records import Record, RecordError, replay, start_of
from .seats import FRIEND, HUMAN, PEOPLE, clean_name, clean_names, move_agent
from .session import Table

CURRENT = "current"      # Received.holds: the link goes on with the game in progress here
FINISHED = "finished"    # ... it is the final link of a game among this device's finished


def is_friend_game(record: Record) -> bool:
    """A game with a seat played on another device."""
    return FRIEND in record.players


def same_game(a: Record, b: Record) -> bool:
    """The same deal, rules and seats (people and computers in the same places), whatever
    the moves and whichever device's view."""
    return saves.identity(a) == saves.identity(b)


def finished_games(store, game: str) -> list[Record]:
    """This device's finished games of `game` (its Finished games, saves.load_history),
    newest first."""
    return [Record.from_json(entry["record"]) for entry in reversed(saves.load_history(store))
            if entry["record"]["game"] == game]


class TakeOver(RecordError):
    """A link that adds moves for a seat this device plays (on a first visit, the seat it
    takes): made on another device of the same person, or forged.  Nothing of this device's
    would be lost or forked (the link holds every move it has), so its person may take the
    game over here: `Receiving(..., take_over=True)`, and the other device should stop
    playing it.  `seat`: the first such seat (from 0), `name` ("Player 2"), `moves`: the
    numbers (from 1) of the moves the link adds for this device's seats, `first_visit`: the
    device held nothing of this game, `over`: the link's game is over."""

    def __init__(self, seat: int, name: str, moves: list[int], says: str, first_visit: bool,
                 over: bool = False):
        self.seat, self.name, self.moves, self.first_visit = seat, name, moves, first_visit
        self.over = over
        # Translators: why a friend's link is not opened at once ("its" is the link's);
        # {number} counts the moves from 1, {move} is in the game's notation, {name} a seat
        super().__init__(_("its move {number} ({move}) is for {name}, played on another "
                           "device: take the game over here to go on from it").format(
            number=moves[0], move=says, name=name))


@dataclass
class Received:
    """A friend game opened from a link: the table as this device plays it, from which move
    on the news are (the moves since this device's people last moved), and which of this
    device's games it is: CURRENT (the game in progress here goes on), FINISHED (the final
    link of a game among its finished games: nothing to keep) or None (a game this device
    does not hold)."""

    table: Table
    news_from: int
    holds: str | None = None

    def keep(self, store) -> None:
        """Keep what a device keeps of it in `store`: the game going on with the one held
        here, or a game new to this device in progress, is saved (once finished, it goes to
        Finished games and its save is cleared); the final link of a game finished here, or a
        finished game this device never held, is only looked at (the game saved here may be
        another one).  The app does the same (Screens.table), asking first before a new
        game replaces another in progress."""
        if self.holds == CURRENT or (self.holds is None and not self.table.is_over()):
            self.table.save(store)


@dataclass(frozen=True)
class Check:
    """A computer's move a link adds, to be made again: its number (from 1), the seat, the
    level and the move in notation as the link has it."""

    number: int
    seat: int
    level: str
    says: str


def _common(a: list, b: list) -> int:
    """How many moves two lists of moves share from the start."""
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                min(len(a), len(b)))


class Receiving:
    """A friend's link being received: `record` (decoded and checked by links.decode), given
    this device's game in progress of the link's game (`held`, saves.held, or None) and its
    finished games (`finished`, newest first: `finished_games`).

    What is quick is done at once, and a link refused by it raises RecordError in words from
    the constructor: older than this device's game or differing from it (taking it would lose
    or fork moves), or, unless `take_over`, adding a move for one of this device's own seats
    (TakeOver, a RecordError: its person may take the game over here).  The computer's moves
    the link adds are then made again in slices (`step`, `checked` of `total`), and `finish`
    gives the Received or raises RecordError ("the computer's move 7 would be d3, the link
    says t1: ...").  Whatever is refused, nothing of this device's games is touched: the
    caller keeps nothing until the Received is given."""

    def __init__(self, record: Record, held: Record | None = None,
                 finished: list[Record] | tuple = (), take_over: bool = False,
                 name: str = ""):
        """`name`: the name of this device's person, for the seat it takes on a first visit
        (docs/friends.md, "Names")."""
        self.record = record
        mine, self.holds = _held(record, held, finished)
        if mine is not None:
            _going_on(record, mine, self.holds == FINISHED)
            view, start = list(mine.players), len(mine.moves)
        else:
            state = replay(record)
            view = _first_visit(record.players, None if state.is_over() else state.to_move)
            start = 0
        own = {seat for seat, who in enumerate(view) if who == HUMAN}
        self.view = view
        self.names = _names(record, mine, own, name)
        self.checks = _checks(record, view, own, start, mine is None, take_over)
        self.checked = 0            # the computer's moves made again so far
        self.refused: RecordError | None = None     # why the link was refused, once it is
        self._slices = Slices(self._search())

    @property
    def total(self) -> int:
        """How many of the computer's moves the link adds (each made again here)."""
        return len(self.checks)

    @property
    def done(self) -> bool:
        return self._slices.done

    def step(self, seconds: float) -> bool:
        """Make the computer's moves again for about `seconds` more; True once every one is
        checked.  RecordError, in words, for a link that says another move than the
        computer's (again at every later step)."""
        if self.refused is not None:
            raise self.refused
        try:
            return self._slices.step(seconds)
        except RecordError as exc:
            self.refused = exc
            raise

    def finish(self) -> Received:
        """Every check run to its end: the game as this device plays it (RecordError for a
        link refused)."""
        while not self.step(3600.0):
            pass
        return self._slices.result

    def _search(self) -> Search:
        """The checks, in order, along one replay of the link's moves (a position is made
        here, in the slices, rather than all of them up front)."""
        record = self.record
        state = start_of(record)
        played = 0
        for check in self.checks:
            while played < check.number - 1:
                state.play(record.moves[played])
                played += 1
            agent = move_agent(record.game, check.level, record.seed, check.seat,
                               check.number)
            move = yield from agent.think(state.clone())
            legal = state.legal_moves()
            if move not in legal:   # as Table.think plays it: the first legal move instead
                move = legal[0]
            made = state.format_move(move)
            if made != check.says:
                # Translators: why a friend's link is refused; {number} counts the moves
                # from 1, {made} and {says} are moves in the game's notation
                raise RecordError(_("the computer's move {number} would be {made}, the link "
                                    "says {says}: your game is kept as it is").format(
                    number=check.number, made=made, says=check.says))
            self.checked += 1
            yield
        mine = Record(record.game, record.variant, dict(record.options), list(self.view),
                      record.seed, record.setup, list(record.moves), record.result,
                      list(self.names))
        table = Table.from_record(mine)
        if self.holds == FINISHED:
            table.recorded = True       # among the finished games already
        return Received(table, news_from(table), self.holds)


def receive(record: Record, held: Record | None = None,
            finished: list[Record] | tuple = (), take_over: bool = False,
            name: str = "") -> Received:
    """The friend game a link brought (`record`, decoded and checked by links.decode) as this
    device plays it, given the game of the same name it holds in progress (`held`, or None)
    and its finished games (`finished_games`), every computer move the link adds made again:
    `Receiving` run to its end.  RecordError, in words, for a link refused (TakeOver for
    one this device's person may take over, unless `take_over`): this device's games are
    then left alone.  `name`: this device's person's, for the seat it takes on a first
    visit."""
    return Receiving(record, held, finished, take_over, name).finish()


def _held(record: Record, held: Record | None, finished) -> tuple[Record | None, str | None]:
    """This device's own copy of the link's game and where it is: the game in progress, else
    the finished game of the same deal that shares the most moves with the link."""
    if held is not None and same_game(record, held):
        return held, CURRENT
    same = [f for f in finished if same_game(record, f)]
    if same:
        return max(same, key=lambda f: _common(record.moves, f.moves)), FINISHED
    return None, None


def _names(record: Record, mine: Record | None, own: set, name: str) -> list[str]:
    """The people's names as this device keeps them: the link's (each device names its own
    people, and its links carry them; what this device learned before where the link has
    none), but this device's own for its own seats: the ones it
    holds (`mine`), or on a first visit `name`, its person's, for the seat it takes (the
    link's, when it has none)."""
    players = len(record.players)
    sent = clean_names(record.names, players) or [""] * players
    held = (clean_names(mine.names, players) or [""] * players) if mine is not None else []
    names = [sent[seat] or (held[seat] if held else "") for seat in range(players)]
    for seat in own:
        names[seat] = (held[seat] if mine is not None else clean_name(name)) or sent[seat]
    return names if any(names) else []


def _going_on(record: Record, mine: Record, finished: bool) -> None:
    """RecordError unless the link carries every move of this device's game, as it has them:
    taking it would lose moves (an older link) or fork the game (other moves).  In two short
    lines, with what to do."""
    new, have = record.moves, mine.moves
    same = _common(new, have)
    if same < min(len(new), len(have)):
        number, theirs, ours = same + 1, new[same], have[same]
        if finished:
            # Translators: why a friend's link is refused; {number} counts the moves from 1,
            # {theirs} is the link's move and {ours} this device's, in the game's notation
            raise RecordError(_("move {number} went two ways ({theirs}, here {ours}): see it "
                                "in Finished games").format(number=number, theirs=theirs,
                                                            ours=ours))
        state = start_of(mine)
        for text in have[:same]:
            state.play(text)
        # this device's person played the other move elsewhere too: the link's line is
        # the one the others have; else the sender's device is behind this one
        if mine.players[state.to_move] == HUMAN:
            # Translators: why a friend's link is refused; {number} counts the moves from 1,
            # {theirs} is the link's move and {ours} this device's, in the game's notation
            raise RecordError(_("move {number} went two ways ({theirs}, here {ours}): play on "
                                "where {theirs} was played").format(number=number,
                                                                    theirs=theirs, ours=ours))
        # Translators: why a friend's link is refused; {number} counts the moves from 1,
        # {theirs} is the link's move and {ours} this device's; Resume is the menu's button
        raise RecordError(_("move {number} went two ways ({theirs}, here {ours}): play on here "
                            "with Resume").format(number=number, theirs=theirs, ours=ours))
    if len(new) < len(have):
        if finished:
            # Translators: why a friend's link is refused; Finished games is the menu's list
            raise RecordError(_("this device finished this game: see it in Finished games"))
        # Translators: why a friend's link is refused ("it" is the link); Resume is the
        # menu's button
        raise RecordError(_("it is older than this device's game: play on here with Resume"))


def _first_visit(players: list[str], to_move: int | None) -> list[str]:
    """The seat to move becomes this device's; every other person plays elsewhere (all of
    them in a finished game: this device only looks at it)."""
    return [HUMAN if seat == to_move and name in PEOPLE else
            FRIEND if name in PEOPLE else name
            for seat, name in enumerate(players)]


def _checks(record: Record, view: list[str], own: set, start: int, first_visit: bool,
            take_over: bool) -> list[Check]:
    """The computer's moves from move `start` on, to be made again; TakeOver, unless
    `take_over`, for moves from there on for one of this device's `own` seats (made on
    another device of its person: taken over, they are taken as a friend's are)."""
    state = start_of(record)
    checks = []
    elsewhere: list[tuple[int, int, str]] = []      # (number, seat, move) of `own` seats
    for index, text in enumerate(record.moves):
        seat = state.to_move
        move = state.parse_move(text)
        if index >= start and seat in own:
            elsewhere.append((index + 1, seat, text))
        elif index >= start and view[seat] not in PEOPLE:
            checks.append(Check(index + 1, seat, view[seat], state.format_move(move)))
        state.push(move)
    if elsewhere and not take_over:
        number, seat, text = elsewhere[0]
        raise TakeOver(seat, state.seat_name(seat), [n for n, _seat, _text in elsewhere],
                       text, first_visit, state.is_over())
    return checks


def news_from(table: Table) -> int:
    """The first move this device's people have not seen: the one after their last move
    (0 if they have not moved yet)."""
    return max((news_from_seat(table, seat) for seat in table.humans), default=0)


def news_from_seat(table: Table, seat: int) -> int:
    """The first move made since `seat` last moved (0 if it has not moved yet)."""
    return max((i + 1 for i, entry in enumerate(table.played) if entry.seat == seat),
               default=0)
