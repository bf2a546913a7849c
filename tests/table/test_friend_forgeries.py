"""A property of friend links (docs/friends.md, "What is refused"): in random honest games with
friend seats, of every game, any forgery of one move that is the receiver's or a computer's
is refused, and the receiver's saved game and finished games are left as they were; the honest
link is still taken after it.  The receiver's move: one added for its seat where it is to
move, or one it made changed; on a first visit, where its seat is the one the link gives it,
the computer's moves only."""

import tempfile

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.table import links
from game.table.records import Record, RecordError
from game.table.registry import get_game
from game.table.session import Table
from tests.support.probes.friends import devices_for, honest, mover_seats, sender_table

GAMES = [("collapsi", "big"), ("collecto", "official"), ("coloretto", "colors"),
         ("spectrangle", "standard")]
LEVELS = ("random", "easy", "medium")


@st.composite
def tables(draw):
    """A friend game as its first device deals it: three seats or more, two people or more
    and a computer or more, at quick levels."""
    name, variant = draw(st.sampled_from(GAMES))
    count = draw(st.sampled_from([n for n in get_game(name).variant(variant).player_counts
                                  if n >= 3]))
    people = draw(st.sets(st.integers(0, count - 1), min_size=2, max_size=count - 1))
    home = draw(st.sampled_from(sorted(people)))
    seats = ["human" if seat == home else "friend" if seat in people else
             draw(st.sampled_from(LEVELS)) for seat in range(count)]
    return Table.deal(get_game(name), variant, {}, seats, draw(st.integers(0, 2 ** 31 - 1)))


def with_moves(record: Record, moves: list[str]) -> Record:
    return Record(record.game, record.variant, dict(record.options), list(record.players),
                  record.seed, record.setup, list(moves))


def forgeable(table, device, record, to) -> dict[str, list[int]]:
    """The single-move forgeries of `record` worth trying on `device` (the seat `to`'s): by
    kind, the moves (by index) that can be forged."""
    held = device.held(table.game.name)
    movers = mover_seats(record)
    kinds = {
        "a computer's move": [i for i, seat in enumerate(movers) if table.is_ai(seat)],
        "a move the receiver made": [i for i, seat in enumerate(movers) if seat == to],
        # (a device new to the game knows no seat of its own but the one a link gives it,
        # the seat to move: a move added at the end would only give it another)
        "a move added for the receiver": [len(record.moves)] if held is not None else []}
    return {kind: moves for kind, moves in kinds.items() if moves}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables(), data=st.data())
def test_a_single_forged_move_of_the_receiver_or_a_computer_is_refused(table, data):
    name = table.game.name
    with tempfile.TemporaryDirectory() as folder:
        devices = devices_for(folder, list(table.seats))
        stop = data.draw(st.integers(0, 30), label="links before the forged one")
        for number, (link, to, _sender) in enumerate(honest(devices, table)):
            record = links.decode(link)
            if record.result is not None:
                assume(False)               # the game ended first
            kinds = forgeable(table, devices[to], record, to)
            if number >= stop and kinds:
                break
        device = devices[to]
        kind = data.draw(st.sampled_from(sorted(kinds)), label="forged")
        index = data.draw(st.sampled_from(kinds[kind]), label="move forged")
        position = sender_table(record, index).state
        choices = [position.format_move(m) for m in position.legal_moves()]
        if index < len(record.moves):
            choices.remove(record.moves[index])
        assume(choices)                     # a forced move: nothing else could be written
        forged = with_moves(record, record.moves[:index]
                            + [data.draw(st.sampled_from(choices), label="instead")])
        before = device.holds(name)
        try:
            device.open(links.encode(forged))
        except RecordError:
            pass
        else:
            raise AssertionError(f"{kind} forged at move {index + 1} was taken")
        assert device.holds(name) == before
        # the honest link is still taken
        assert device.open(link).record().moves == record.moves
