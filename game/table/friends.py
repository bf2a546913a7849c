"""Playing a friend through links: no server, no account (docs/friends.md).

A seat may be "friend": a person playing on another device.  When it is a friend's turn the
device holding the game makes a share link of it (game/table/links.py) and the player sends
it; the friend opens it (in the browser, `--open`, or pasted on the menu), sees what happened
since they last moved, plays, the computer seats answer on that device, and the next link goes
on to whoever is next.  Each device keeps the game saved as it plays it.

Who plays where: a record names the seats from the point of view of the device that holds it,
"human" for its own people and "friend" for everybody else's.  A link says nothing of
devices, so a device opening one works out its own view (`receive`):
- it holds the same game (the same deal, rules and seats): it keeps its own view, and the
  link must carry the moves it has, and more.  A link of an older state or one whose moves
  differ from the device's own is refused, and the saved game is left as it is;
- it does not: the seat to move is its own ("human"), every other person's seat is "friend".

Safety is the links' own: a link replays from the deal and is checked move by move before it
is trusted, and its checksum and digest refuse any change.  A link carries the deal, so a
player who decodes one could read Coloretto's coming cards or Spectrangle's bag: links assume
honest friends (the setup screen says so), and the app never shows what is hidden."""

from __future__ import annotations

from dataclasses import dataclass

from .records import Record, RecordError, replay
from .seats import FRIEND, HUMAN, PEOPLE
from .session import Table


def is_friend_game(record: Record) -> bool:
    """A game with a seat played on another device."""
    return FRIEND in record.players


def same_game(a: Record, b: Record) -> bool:
    """The same deal, rules and seats (people and computers in the same places), whatever
    the moves and whichever device's view."""
    def seats(record):
        return ["person" if p in PEOPLE else p for p in record.players]
    return (a.game, a.variant, a.options, a.seed, a.setup, seats(a)) == \
        (b.game, b.variant, b.options, b.seed, b.setup, seats(b))


@dataclass
class Received:
    """A friend game opened from a link: the table as this device plays it, and from which
    move on the news are (the moves since this device's people last moved)."""

    table: Table
    news_from: int


def receive(record: Record, held: Record | None) -> Received:
    """The friend game a link brought (`record`, decoded and checked by links.decode) as this
    device plays it, given the game of the same name it holds (`held`, or None).
    RecordError, in words, for a link older than the held game or whose moves differ from it:
    the held game is then left alone."""
    if held is not None and same_game(record, held):
        record = _going_on(record, held)
    else:
        state = replay(record)
        if not state.is_over():
            record = _first_visit(record, state.to_move)
    table = Table.from_record(record)
    return Received(table, news_from(table))


def _going_on(record: Record, held: Record) -> Record:
    """The link's moves with this device's own view of the seats."""
    new, mine = record.moves, held.moves
    same = next((i for i, (a, b) in enumerate(zip(new, mine)) if a != b), min(len(new),
                                                                                len(mine)))
    if same < min(len(new), len(mine)):
        raise RecordError(f"its moves differ from the game on this device from move {same + 1} "
                          f"({new[same]} instead of {mine[same]}): your game is kept as it is")
    if len(new) < len(mine):
        raise RecordError(f"it is older than the game on this device (it has {len(new)} moves, "
                          f"this device {len(mine)}): your game is kept as it is")
    return Record(held.game, held.variant, dict(held.options), list(held.players), held.seed,
                  held.setup, list(new), record.result)


def _first_visit(record: Record, to_move: int) -> Record:
    """The seat to move becomes this device's; every other person plays elsewhere."""
    players = [HUMAN if seat == to_move and name in PEOPLE else
               FRIEND if name in PEOPLE else name
               for seat, name in enumerate(record.players)]
    return Record(record.game, record.variant, dict(record.options), players, record.seed,
                  record.setup, list(record.moves), record.result)


def news_from(table: Table) -> int:
    """The first move this device's people have not seen: the one after their last move
    (0 if they have not moved yet)."""
    return max((news_from_seat(table, seat) for seat in table.humans), default=0)


def news_from_seat(table: Table, seat: int) -> int:
    """The first move made since `seat` last moved (0 if it has not moved yet)."""
    return max((i + 1 for i, entry in enumerate(table.played) if entry.seat == seat),
               default=0)
