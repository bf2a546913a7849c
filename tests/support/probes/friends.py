"""Friend links, a surface of the hostile probe (tests/support/probe.py; docs/friends.md):
devices, each with its own data folder, pass games of the four games to each other through
links as the app does (links.decode, friends.Receiving advanced in slices, Received.keep), and
before each link is opened its sender tries forgeries on the device it goes to.

What is tried on the device a link goes to, by kind:
- `honest`: the link itself, then opened for real (the game goes on from it);
- `receiver's move`: a move for the receiver's own seat added (then the sender's next moves);
- `computer's move`: a computer's move the link adds replaced by another legal move;
- `held move changed`: a move the receiver holds replaced (any seat's);
- `third person's move`: with three people or more, a move of a person who is neither the
  sender nor the receiver, newer than the receiver holds, replaced: docs/friends.md says a
  device cannot check it, so it is taken;
- `reordered`, `truncated`, `extended`: two adjacent moves swapped, moves cut off the end,
  legal moves added at the end (those that still replay; the links probe covers the rest);
- `older`: a link the receiver opened earlier in the game;
- `another deal`: a link of the same game and seats dealt from another seed: a new game;
- once the game is over, on every device that finished it: `older, game finished` (each link
  it opened during the game) and `final link again` (opened without swapping seats, nothing
  kept).

What docs/friends.md says of each mutated link is worked out here on its own (`expected`): the
receiver's held moves kept, no move for its own seats, each computer move the one the fresh
agent of seats.move_seed makes.  Outcomes: `refused` (a RecordError in words, this device's
saved game and Finished games as they were), `accepted` (a link docs/friends.md says is
taken, and taken with this device's own seats), `wrong` (a link taken that it says is refused,
or taken with the wrong seats or as the wrong game), `crashed` (anything but a RecordError),
`lost` (this device's saves changed by a link only looked at, or an honest link refused: the
game could not go on).

The devices, the honest game and the forgeries are also the tests'
(tests/table/test_friends.py).  120 games, about 60 seconds of work at scale 1."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Iterator

from game.ai.agent import choose
from game.core.contract import RulesError
from game.table import friends, links, saves
from game.table.records import Record, RecordError, start_of
from game.table.registry import get_game
from game.table.seats import FRIEND, HUMAN, PEOPLE, make_agent, move_seed
from game.table.session import Table

GAMES = (("collapsi", "big"), ("collecto", "official"), ("coloretto", "colors"),
         ("spectrangle", "standard"))
SITE = "https://games.example.net/"
GAMES_AT_SCALE_1 = 120
SLICE = 0.003           # seconds of checking per step, as a frame gives it
ATTACKED = 0.2          # the share of links forgeries are tried on, besides each device's first
ANY = object()          # Probe.attempt: whichever game the device takes it as


class Device:
    """A device with its own data folder.  Its people play a random legal move; it opens a
    link as the app does: the game it holds in progress and its finished games given to
    friends.Receiving, the check advanced in slices, then Received.keep."""

    def __init__(self, folder, seed: int):
        from game.table.store import Store
        self.store = Store(str(folder))
        self.rng = random.Random(seed)
        self.take_over = False      # its person takes a game over when asked (TakeOver)

    def play(self, table: Table) -> str:
        """Play until a friend is to move (or the end), saving after every move; the link
        to send."""
        while not table.is_over() and not table.friend_to_move():
            if table.ai_to_move():
                table.play(table.choose())
            else:
                table.play(self.rng.choice(table.state.legal_moves()))
            table.save(self.store)
        return links.encode(table.record(), site=SITE)

    def receive(self, link: str) -> friends.Received:
        """The link received, nothing kept (RecordError for a link refused)."""
        record = links.decode(link)
        held = saves.held(self.store, record)
        problems = saves.news(self.store)
        if problems:
            raise AssertionError(f"this device's save could not be read: {problems[0]}")
        receiving = friends.Receiving(record, held,
                                      friends.finished_games(self.store, record.game),
                                      self.take_over)
        while not receiving.step(SLICE):
            pass
        return receiving.finish()

    def open(self, link: str) -> Table:
        """The link received and kept, as the app keeps it."""
        received = self.receive(link)
        received.keep(self.store)
        return received.table

    def holds(self, game: str) -> tuple:
        """What this device keeps of `game`: its saved game and its finished games (JSON)."""
        held = self.held(game)
        return (held.to_json() if held is not None else None,
                [e["record"] for e in saves.load_history(self.store)
                 if e["record"]["game"] == game])

    def held(self, game: str) -> Record | None:
        """The game of `game` in progress here (the last saved, if several)."""
        games = saves.in_progress(self.store, game)
        return games[0][1] if games else None


def devices_for(folder, seats: list[str]) -> dict[int, Device]:
    """A device for each person's seat of `seats`, each with a folder of its own."""
    return {seat: Device(f"{folder}/seat{seat}", seat) for seat, name in enumerate(seats)
            if name in PEOPLE}


def honest(devices: dict[int, Device], table: Table) -> Iterator[tuple[str, int, int]]:
    """The links of a friend game as its devices play it: `devices` has the device of each
    person's seat, `table` is the game as the first of them dealt it (its "human" seat plays
    first).  Each link is yielded with the seat whose device opens it next and the seat whose
    device sent it, before it is opened; once the game is over, the final link goes to every
    device that did not finish it."""
    last = next(iter(table.humans))
    link = devices[last].play(table)
    while not table.is_over():
        to = table.state.to_move
        yield link, to, last
        table = devices[to].open(link)
        link = devices[to].play(table)
        last = to
    for seat, device in devices.items():
        if seat != last:
            yield link, seat, last
            device.open(link)


def play_on(table: Table, rng: random.Random, until: int) -> None:
    """Honest moves (each computer's by its agent, people's at random) until seat `until` is
    to move or the game is over."""
    while not table.is_over() and table.state.to_move != until:
        table.play(table.choose() if table.ai_to_move()
                   else rng.choice(table.state.legal_moves()))


def sender_table(record: Record, moves: int) -> Table:
    """The sender's table of `record` after its first `moves` moves."""
    return Table.from_record(Record(record.game, record.variant, dict(record.options),
                                    list(record.players), record.seed, record.setup,
                                    list(record.moves[:moves])))


def replaced(record: Record, index: int, rng: random.Random, until: int) -> Record | None:
    """`record` (the sender's view) with move `index` (from 0) replaced by another legal
    move, then played on honestly until `until` is to move; None if it was the only one."""
    table = sender_table(record, index)
    others = [m for m in table.state.legal_moves()
              if table.state.format_move(m) != record.moves[index]]
    if not others:
        return None
    table.play(rng.choice(others))
    play_on(table, rng, until)
    return table.record()


def appended(record: Record, rng: random.Random, until: int) -> Record | None:
    """`record` with a move for the seat to move added (the receiver, `until`, at the end of
    an honest link), then played on honestly until `until` is to move again; None once the
    game is over."""
    table = sender_table(record, len(record.moves))
    if table.is_over():
        return None
    table.play(rng.choice(table.state.legal_moves()))
    play_on(table, rng, until)
    return table.record()


def with_moves(record: Record, moves: list[str]) -> Record | None:
    """`record` with `moves` instead, if they replay from its deal."""
    forged = Record(record.game, record.variant, dict(record.options), list(record.players),
                    record.seed, record.setup, list(moves))
    try:
        state = start_of(forged)
        for text in moves:
            state.play(text)
    except RulesError:
        return None
    return forged


def mover_seats(record: Record) -> list[int]:
    """The seat that made each move of `record`."""
    state = start_of(record)
    seats = []
    for text in record.moves:
        seats.append(state.to_move)
        state.play(text)
    return seats


def expected(record: Record, device: Device) -> tuple[str | None, list[str]]:
    """What docs/friends.md says `device` does with `record`: why it refuses it (None: it
    takes it), and the seats as it then sees them.  Worked out here from the rules the
    document states, not by friends.py: the device's own copy of the game is its game in
    progress or a finished one of the same deal; it keeps that copy's moves and view of the
    seats; without one the seat to move is its own (nobody's in a finished game); no move it
    does not hold may be for one of its own seats, and each computer move it does not hold
    must be the one the fresh agent of seats.move_seed makes."""
    held = device.held(record.game)
    mine = held if held is not None and friends.same_game(record, held) else None
    if mine is None:
        mine = next((Record.from_json(r) for r in reversed(device.holds(record.game)[1])
                     if friends.same_game(record, Record.from_json(r))), None)
    state = start_of(record)
    if mine is not None:
        view, have = list(mine.players), list(mine.moves)
    else:
        final = start_of(record)
        for text in record.moves:
            final.play(text)
        to = None if final.is_over() else final.to_move
        view = [HUMAN if seat == to and name in PEOPLE else FRIEND if name in PEOPLE
                else name for seat, name in enumerate(record.players)]
        have = []
    common = next((i for i, (a, b) in enumerate(zip(record.moves, have, strict=False)) if a != b),
                  min(len(record.moves), len(have)))
    if common < min(len(record.moves), len(have)):
        return "it changes a move the device holds", view
    if len(record.moves) < len(have):
        return "it is older than the device's game", view
    for number, text in enumerate(record.moves, 1):
        seat = state.to_move
        if number > len(have):
            if view[seat] == HUMAN:
                return "it has a move for the device's own seat", view
            if view[seat] not in PEOPLE:
                agent = make_agent(record.game, view[seat],
                                   move_seed(record.seed or 0, seat, number))
                if state.format_move(choose(agent, state)) != text:
                    return "a computer's move in it is not the computer's", view
        state.play(text)
    return None, view


class Probe:
    """One run of the surface: the tally and the rng."""

    def __init__(self, tally, rng: random.Random):
        self.tally = tally
        self.rng = rng

    def attempt(self, kind: str, device: Device, record: Record | None,
                holds=ANY, keep: bool = False) -> None:
        """Offer `record` (as a link) to `device` and count what it does against what
        docs/friends.md says (`expected`).  `holds`: which of the device's games it must be
        taken as (friends.Received.holds), if it matters; `keep`: kept as the app keeps it,
        and then nothing of the device's saves may have changed either."""
        if record is None:
            return
        try:
            link = links.encode(record, site=SITE)
        except RulesError:
            return                          # a forgery that does not replay: no link
        game = record.game
        refuse, view = expected(record, device)
        before = device.holds(game)
        try:
            received = device.receive(link)
        except RecordError as exc:
            if device.holds(game) != before:
                self.tally.add(kind, "lost", f"a refused link changed the saves ({exc})")
            elif refuse is None:
                self.tally.add(kind, "lost", f"a link docs/friends.md says is taken was "
                                             f"refused, the game cannot go on: {exc}")
            else:
                self.tally.add(kind, "refused")
            return
        except Exception as exc:            # noqa: BLE001 - every other failure is counted
            self.tally.add(kind, "crashed", repr(exc))
            return
        if device.holds(game) != before:
            self.tally.add(kind, "lost", "a link only received changed the saves")
        elif refuse is not None:
            self.tally.add(kind, "wrong", f"taken, though {refuse}: {link}")
        elif list(received.table.seats) != view:
            self.tally.add(kind, "wrong", f"taken with the seats {received.table.seats}, "
                                          f"not {view}")
        elif holds is not ANY and received.holds != holds:
            self.tally.add(kind, "wrong", f"taken as this device's {received.holds} game, "
                                          f"not its {holds}")
        else:
            if keep:
                received.keep(device.store)
                if device.holds(game) != before:
                    self.tally.add(kind, "lost", "keeping it changed the saves")
                    return
            self.tally.add(kind, "accepted")

    def forgeries(self, device: Device, link: str, to: int, sender: int) -> None:
        """The forgeries of `link` (sent by the device of seat `sender`) tried on `device`,
        the device of seat `to`."""
        rng = self.rng
        record = links.decode(link)
        held = device.held(record.game)
        have = len(held.moves) if held is not None and friends.same_game(record, held) else 0
        view = expected(record, device)[1]
        movers = mover_seats(record)
        new = range(have, len(record.moves))
        self.attempt("receiver's move", device, appended(record, rng, to))
        computers = [i for i in new if view[movers[i]] not in PEOPLE]
        if computers:
            self.attempt("computer's move", device,
                         replaced(record, rng.choice(computers), rng, to))
        if have:
            self.attempt("held move changed", device,
                         replaced(record, rng.randrange(have), rng, to))
        third = [i for i in new if view[movers[i]] in PEOPLE and movers[i] not in (to, sender)]
        if third:
            self.attempt("third person's move", device,
                         replaced(record, rng.choice(third), rng, to))
        if len(record.moves) >= 2:
            i = rng.randrange(len(record.moves) - 1)
            moves = list(record.moves)
            moves[i], moves[i + 1] = moves[i + 1], moves[i]
            if moves != record.moves:
                self.attempt("reordered", device, with_moves(record, moves))
        if record.moves:
            cut = rng.randint(1, len(record.moves))
            self.attempt("truncated", device, with_moves(record, record.moves[:-cut]))
        extended = sender_table(record, len(record.moves))
        for _ in range(rng.randint(1, 3)):
            if extended.is_over():
                break
            extended.play(rng.choice(extended.state.legal_moves()))
        if len(extended.line) > len(record.moves):
            self.attempt("extended", device, extended.record())
        other = Table.deal(get_game(record.game), record.variant, record.options,
                           list(record.players), (record.seed or 0) + 1 + rng.randrange(1000))
        play_on(other, rng, to)
        if not other.is_over():
            self.attempt("another deal", device, other.record(), holds=None)

    def older(self, kind: str, device: Device, opened: list[str]) -> None:
        """Links `device` opened before, now older than its game: the first (which found
        its seat not yet moved: only the device's own copy of the game tells that it is
        old) and two more."""
        for link in opened[:1] + self.rng.sample(opened[1:], min(2, max(0, len(opened) - 1))):
            self.attempt(kind, device, links.decode(link))


def seating(rng: random.Random, name: str, variant: str) -> list[str]:
    """Seats for a friend game, as the device that deals it sees them: two people or more
    (one "human", the rest "friend"), mostly a computer or more, mostly at quick levels (not
    Coloretto's expert, whose checks take a tenth of a second a move: the tests have it)."""
    counts = get_game(name).variant(variant).player_counts
    count = rng.choice([n for n in counts if n >= 3] or list(counts))
    people = rng.randint(2, count) if rng.random() < 0.25 else rng.randint(2, max(2, count - 1))
    kinds = ["person"] * people + ["computer"] * (count - people)
    rng.shuffle(kinds)
    level = rng.choice(("random", "easy", "easy", "medium", "medium", "hard", "expert")
                       if name != "coloretto" else ("random", "easy", "medium", "hard"))
    seats = [level if kind == "computer" else FRIEND for kind in kinds]
    seats[kinds.index("person")] = HUMAN
    return seats


def probe(rng: random.Random, scale: float = 1.0):
    """The tally of GAMES_AT_SCALE_1 × `scale` games, the four games in turn, each dealt and
    seated at random."""
    from tests.support.probe import Tally
    tally = Tally()
    run = Probe(tally, rng)
    for number in range(max(1, round(GAMES_AT_SCALE_1 * scale))):
        name, variant = GAMES[number % len(GAMES)]
        seats = seating(rng, name, variant)
        with tempfile.TemporaryDirectory() as folder:
            play(run, folder, name, variant, seats, rng.randrange(2 ** 31))
    return tally


def play(run: Probe, folder: str, name: str, variant: str, seats: list[str],
         seed: int) -> None:
    """One game passed around through links, every forgery tried on the way, and at its end
    the older links and the final one again on every device that finished it."""
    devices = devices_for(folder, seats)
    table = Table.deal(get_game(name), variant, {}, seats, seed)
    opened: dict[int, list[str]] = {seat: [] for seat in devices}
    sent = honest(devices, table)
    final = None
    while True:
        try:
            link, to, sender = next(sent)
        except StopIteration:
            break
        except RecordError as exc:
            run.tally.add("honest", "lost", f"an honest link was refused, the game cannot "
                                            f"go on: {exc}")
            return
        except Exception as exc:            # noqa: BLE001
            run.tally.add("honest", "crashed", repr(exc))
            return
        device = devices[to]
        if not opened[to] or run.rng.random() < ATTACKED:
            run.older("older", device, opened[to])
            run.forgeries(device, link, to, sender)
            run.attempt("honest", device, links.decode(link))
        opened[to].append(link)
        final = link
    for seat, device in devices.items():
        if device.holds(name)[1]:
            run.older("older, game finished", device, [x for x in opened[seat] if x != final])
            run.attempt("final link again", device, links.decode(final),
                        holds=friends.FINISHED, keep=True)
