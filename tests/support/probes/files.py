"""What the saves' probe and the store's tests share (pure Python, so that the tests run in
Pyodide too): what a path holds, to compare before and after, and the app's path to the end
of a game."""

from __future__ import annotations

import dataclasses
import os
import stat

from game.table.records import Record
from game.table.session import Table


def fingerprint(path: str):
    """What is at `path`, to compare before and after: a file's bytes, a link's target, a
    folder's files, or just the kind of a pipe."""
    mode = os.lstat(path).st_mode
    if stat.S_ISLNK(mode):
        return ("link", os.readlink(path))
    if stat.S_ISDIR(mode):
        return ("folder", sorted((n, fingerprint(os.path.join(path, n)))
                                 for n in os.listdir(path)))
    if stat.S_ISFIFO(mode):
        return ("pipe",)
    with open(path, "rb") as f:
        return ("file", f.read(), stat.S_IMODE(mode))


def one_move_short(record: Record) -> Record:
    """`record` without its last move (a game one move from its end)."""
    return dataclasses.replace(record, moves=record.moves[:-1], result=None)


def play_the_end(store, record: Record, begin=lambda: None) -> None:
    """The app's path: the game saved a move before its end, then its last move played,
    `begin()` called, and the table saved (Table.save, which ends the game through
    saves.finish)."""
    table = Table.from_record(one_move_short(record))
    table.save(store)
    last = next(m for m in table.state.legal_moves()
                if table.state.format_move(m) == record.moves[-1])
    table.play(last)
    begin()
    table.save(store)
