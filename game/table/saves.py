"""Games kept between sessions: the game in progress of each game (saved after every move,
offered as Resume on the next start) and the list of finished games (for the replay viewer).
Both are records (game/core/record.py) whose `players` name each seat: "human" or the
computer's level.  A save that does not replay is reported, set aside and forgotten."""

from __future__ import annotations

import datetime
import sys

from game.table.records import Record, RecordError, replay

HISTORY_KEY = "history"
HISTORY_MAX = 100          # the oldest finished games drop off the list


def current_key(game_name: str) -> str:
    return f"save-{game_name}"


def save_current(store, record: Record) -> None:
    store.save(current_key(record.game), record.to_json())


def clear_current(store, game_name: str) -> None:
    store.remove(current_key(game_name))


def load_current(store, game_name: str) -> tuple[Record | None, str]:
    """(the saved game in progress, "") or (None, why it could not be used) — a damaged save
    is set aside (kept as `.damaged`) so it is reported once, never again."""
    data = store.load(current_key(game_name), None, valid=lambda v: isinstance(v, dict))
    if data is None:
        why = store.damage.pop(current_key(game_name), None)
        if why is not None:
            return None, f"The saved game could not be read ({why}); it was set aside."
        return None, ""
    try:
        record = checked(data, game_name)
    except RecordError as exc:
        store.set_aside(current_key(game_name))
        return None, f"The saved game could not be read ({exc}); it was set aside."
    return record, ""


def checked(data, game_name: str | None = None) -> Record:
    """The record in `data`, read strictly (Record.from_json: its seats among them), if it
    replays move by move (RecordError says why not)."""
    record = Record.from_json(data)
    if game_name is not None and record.game != game_name:
        raise RecordError(f"it is a {record.game} game")
    replay(record)
    return record


def add_history(store, record: Record) -> bool:
    """Add a finished game to the history list (once: the same deal and moves are not added
    twice); True once it is there."""
    entries = load_history(store)
    entry = {"record": record.to_json(),
             "finished": datetime.datetime.now().isoformat(timespec="seconds")}
    same = [e for e in entries if e["record"]["game"] == record.game
            and e["record"]["setup"] == record.setup and e["record"]["moves"] == record.moves]
    if not same:
        entries.append(entry)
        store.save(HISTORY_KEY, entries[-HISTORY_MAX:])
    return True


def load_history(store) -> list[dict]:
    """The finished games, oldest first; entries that do not replay are left out (and
    reported), the rest kept."""
    entries = store.load(HISTORY_KEY, [], valid=lambda v: isinstance(v, list))
    good = []
    for entry in entries:
        try:
            checked(entry["record"])
            if not isinstance(entry.get("finished"), str):
                raise RecordError("no date")
        except (RecordError, KeyError, TypeError) as exc:
            print(f"a finished game in the history was left out: {exc}", file=sys.stderr)
            continue
        good.append(entry)
    return good
