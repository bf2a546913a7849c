"""Your statistics, per game and rule set, kept in the store under the key `stats`.

A game is counted when it ends at this device's table with one person at this device
(`human`) playing.  It is rated when everybody else at the table is a computer level and
neither a hint nor undo was used: then it counts in the games, wins, losses, draws and
streaks, and the player's Glicko-2 rating (game/table/rating.py) moves against each
computer's fixed rating (game/table/levels.py).  Any other game is counted apart, by why:
`people` (a friend on another device, or more people at this device) or `helped` (a hint or
undo was used), with its own games, wins, losses and draws, and no rating.

With more than two seats the person meets each computer: a win against every computer
that did not win, a loss against every one that won alone or with others while the person
did not, a draw otherwise.  Each rated game is one rating period.

A hint or undo in a game still in progress is remembered under `stats-helped` (a list of
the games' marks, `game_mark`) beside its save, so that the game, resumed in a later session,
is still counted apart when it ends.

The average accuracy is that of the person's moves in the reviews of rated games
(game/table/review.py), each game once, when its review is finished.

The value survives damage as every value of the store does (game/table/store.py): one that
is not of the shape below is set aside as `stats.json.damaged` and the player told
(saves.news); the statistics start again empty, and nothing else is touched.

    {"version": 1,
     "tables": {"<game>/<variant>": {
         "games": n, "wins": n, "losses": n, "draws": n, "streak": n, "best_streak": n,
         "accuracy": [sum, reviewed games],
         "rating": [rating, rd, volatility] or null,
         "history": [["YYYY-MM-DD", rating, rd], ...]   (the last HISTORY_MAX, oldest first)
         "apart": {"people": {"games", "wins", "losses", "draws"}, "helped": {...}},
         "with": {"<name>": {"games", "wins", "losses", "draws"}, ...}}},
                                              (optional: the people's games by the others'
                                               names, the last WITH_MAX names; issue 50)
     "counted": {"<fingerprint>": "<game>/<variant>"},   (the last COUNTED_MAX games)
     "reviewed": ["<fingerprint>", ...]}
"""

from __future__ import annotations

import datetime
import hashlib
import json
import math

from .levels import LEVEL_RATINGS
from .rating import Rating, update
from .seats import FRIEND, HUMAN, LEVELS

KEY = "stats"
HELP_KEY = "stats-helped"   # the games in progress in which a hint or undo was used
VERSION = 1
HISTORY_MAX = 200       # rating points kept per rule set for the chart
COUNTED_MAX = 500       # fingerprints of the games counted (a game is never counted twice)
WITH_MAX = 50           # the names a rule set keeps a tally of games with (the latest)
PEOPLE = "people"
HELPED = "helped"
APART = (PEOPLE, HELPED)
TALLY = ("games", "wins", "losses", "draws")


def table_key(game: str, variant: str) -> str:
    return f"{game}/{variant}"


def fingerprint(record) -> str:
    """The same finished game gives the same fingerprint: its deal, seats and moves."""
    data = [record.game, record.variant, record.options, record.seed, record.setup,
            list(record.players), list(record.moves)]
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str)
                          .encode("utf-8")).hexdigest()[:16]


def game_mark(record) -> str:
    """The same game from its deal to its end (its deal and seats, not its moves)."""
    data = [record.game, record.variant, record.options, record.seed, record.setup,
            list(record.players)]
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str)
                          .encode("utf-8")).hexdigest()[:16]


def _help_marks(store) -> list[str]:
    return store.load(HELP_KEY, [], valid=lambda v: isinstance(v, list)
                      and all(isinstance(m, str) for m in v))


def note_help(store, record) -> bool:
    """Remember that a hint or undo was used in the game in progress `record`; False if the
    store did not take it."""
    marks = _help_marks(store)
    mark = game_mark(record)
    return mark in marks or store.save(HELP_KEY, (marks + [mark])[-COUNTED_MAX:])


def was_helped(store, record) -> bool:
    """A hint or undo was used in this game in an earlier session (note_help)."""
    return game_mark(record) in _help_marks(store)


def _forget_help(store, record) -> None:
    marks = _help_marks(store)
    mark = game_mark(record)
    if mark in marks:
        store.save(HELP_KEY, [m for m in marks if m != mark])


def empty_table() -> dict:
    return {**{k: 0 for k in TALLY}, "streak": 0, "best_streak": 0, "accuracy": [0.0, 0],
            "rating": None, "history": [], "apart": {k: dict.fromkeys(TALLY, 0) for k in APART}}


def empty() -> dict:
    return {"version": VERSION, "tables": {}, "counted": {}, "reviewed": []}


def _count(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 10 ** 9


def _number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def _tally_ok(t) -> bool:
    return isinstance(t, dict) and all(_count(t.get(k)) for k in TALLY) \
        and t["wins"] + t["losses"] + t["draws"] == t["games"]


def _table_ok(t) -> bool:
    if not (_tally_ok(t) and _count(t.get("streak")) and _count(t.get("best_streak"))):
        return False
    acc, history, apart = t.get("accuracy"), t.get("history"), t.get("apart")
    if not (isinstance(acc, list) and len(acc) == 2 and _number(acc[0]) and _count(acc[1])):
        return False
    if t.get("rating") is not None:
        try:
            Rating.from_json(t["rating"])
        except ValueError:
            return False
    if not (isinstance(history, list) and all(
            isinstance(h, list) and len(h) == 3 and isinstance(h[0], str) and _number(h[1])
            and _number(h[2]) for h in history)):
        return False
    if "with" in t and not (isinstance(t["with"], dict) and all(
            isinstance(k, str) and _tally_ok(v) for k, v in t["with"].items())):
        return False
    return isinstance(apart, dict) and all(_tally_ok(apart.get(k)) for k in APART)


def valid(value) -> bool:
    """Whether `value` is statistics as this module writes them."""
    return (isinstance(value, dict) and value.get("version") == VERSION
            and isinstance(value.get("tables"), dict)
            and all(isinstance(k, str) and _table_ok(t) for k, t in value["tables"].items())
            and isinstance(value.get("counted"), dict)
            and all(isinstance(k, str) and isinstance(v, str)
                    for k, v in value["counted"].items())
            and isinstance(value.get("reviewed"), list)
            and all(isinstance(k, str) for k in value["reviewed"]))


def load(store) -> dict:
    """The statistics kept (empty if none; a damaged value is set aside, see the module)."""
    return store.load(KEY, empty(), valid=valid)


def level_rating(game: str, level: str) -> tuple[float, float]:
    """(rating, rd) of a computer level in `game` (docs/rating.md)."""
    return LEVEL_RATINGS[game][level]


def kind_of(record, helped: bool) -> str | None:
    """How a finished game counts: "rated", PEOPLE or HELPED (apart), or None (no person at
    this device plays, or the solo puzzle: not counted)."""
    players = list(record.players)
    if players.count(HUMAN) == 0 or len(players) < 2:
        return None
    if FRIEND in players or players.count(HUMAN) > 1:
        return PEOPLE
    if any(p not in LEVELS for p in players if p != HUMAN) \
            or record.game not in LEVEL_RATINGS:
        return PEOPLE       # a player without a rating (a program): no rated game
    return HELPED if helped else "rated"


def scores(record, winners) -> list[tuple[str, float]]:
    """(computer level, the person's score against it) for each computer seat."""
    me = record.players.index(HUMAN)
    won = me in winners
    out = []
    for seat, name in enumerate(record.players):
        if seat == me:
            continue
        theirs = seat in winners
        out.append((name, 0.5 if won == theirs else 1.0 if won else 0.0))
    return out


def result_of(record, winners) -> str:
    me = record.players.index(HUMAN)
    if me not in winners:
        return "losses"
    return "wins" if len(winners) == 1 else "draws"


def record_game(store, record, winners, helped: bool, today: str | None = None) -> str | None:
    """Count a game that ended at this table (`winners`: the seats that won); the kind it
    was counted as, or None if it is not counted (no person, or counted already).  Written
    to the store at once; if the store refuses, Store.off or `stuck` says why."""
    helped = helped or was_helped(store, record)
    _forget_help(store, record)
    kind = kind_of(record, helped)
    if kind is None:
        return None
    data = load(store)
    mark = fingerprint(record)
    if mark in data["counted"]:
        return None
    key = table_key(record.game, record.variant)
    table = data["tables"].setdefault(key, empty_table())
    result = result_of(record, tuple(winners))
    if kind == "rated":
        table["games"] += 1
        table[result] += 1
        table["streak"] = table["streak"] + 1 if result == "wins" else 0
        table["best_streak"] = max(table["best_streak"], table["streak"])
        games = [(*level_rating(record.game, level), score)
                 for level, score in scores(record, tuple(winners))]
        old = Rating.from_json(table["rating"]) if table["rating"] else Rating()
        new = update(old, games)
        table["rating"] = new.to_json()
        day = today or datetime.date.today().isoformat()
        table["history"] = (table["history"] + [[day, round(new.rating, 1),
                                                 round(new.rd, 1)]])[-HISTORY_MAX:]
    else:
        tally = table["apart"][kind]
        tally["games"] += 1
        tally[result] += 1
        if kind == PEOPLE:
            _count_with(table, record, result)
    data["counted"][mark] = key
    while len(data["counted"]) > COUNTED_MAX:
        del data["counted"][next(iter(data["counted"]))]
    store.save(KEY, data)
    return kind


def others_named(record) -> list[str]:
    """The names of the other people at the table of the person at this device (its first
    `human` seat): friends and people of this device who have one (issue 50)."""
    me = record.players.index(HUMAN)
    names = getattr(record, "names", None) or []
    return list(dict.fromkeys(
        names[seat] for seat, who in enumerate(record.players)
        if seat != me and who in (HUMAN, FRIEND) and seat < len(names) and names[seat]))


def _count_with(table: dict, record, result: str) -> None:
    """A people's game in the tally of each other person's name (the latest WITH_MAX)."""
    tallies = table.setdefault("with", {})
    for name in others_named(record):
        tally = tallies.pop(name, None) or dict.fromkeys(TALLY, 0)
        tally["games"] += 1
        tally[result] += 1
        tallies[name] = tally                   # the latest last
    while len(tallies) > WITH_MAX:
        del tallies[next(iter(tallies))]


def record_review(store, record, summary: list[dict]) -> bool:
    """Add the person's accuracy in a finished review (`Review.summary()`) of a rated game
    counted here, once per game; True if it was added."""
    if HUMAN not in record.players:
        return False
    data = load(store)
    mark = fingerprint(record)
    key = data["counted"].get(mark)
    if key is None or mark in data["reviewed"] or key not in data["tables"]:
        return False
    if kind_of(record, False) != "rated":
        return False
    accuracy = summary[record.players.index(HUMAN)].get("accuracy")
    if accuracy is None:
        return False
    table = data["tables"][key]
    table["accuracy"] = [round(table["accuracy"][0] + accuracy, 1), table["accuracy"][1] + 1]
    data["reviewed"] = (data["reviewed"] + [mark])[-COUNTED_MAX:]
    return store.save(KEY, data)


def accuracy(table: dict) -> float | None:
    total, count = table["accuracy"]
    return total / count if count else None
