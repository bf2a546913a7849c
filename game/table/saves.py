"""Games kept between sessions: the game in progress of each game (saved after every move,
offered as Resume on the next start) and the list of finished games (for the replay viewer).
Both are records (game/core/record.py) whose `players` name each seat: "human" or the
computer's level.

A finished game is never lost.  `finish` ends a game in an order that keeps it somewhere at
every moment: its save is written as the finished game, the list gets it, and only then is
the save removed.  Cut short anywhere (the app killed, the disk full), the game is still the
save, or already in the list; a finished game found as a save is listed on the next start
(`load_current`), and one the list could not take waits in `Store.waiting`, tried again after
the next write that succeeds (`retry`), while its save is kept and `trouble` says so.

Damaged data is never silently replaced: a save that does not replay is set aside like a file
that cannot be read (game/table/store.py); an entry of the list that does not replay is moved
to the list of entries set aside (`history-set-aside`), as it was.  `news` turns what was set
aside into words for the player, each once; `trouble` is what stands in the way of saving
now, for the foot of every screen."""

from __future__ import annotations

import datetime
import hashlib
import json
from dataclasses import dataclass

from game.core.i18n import N_, _, ngettext
from game.table.records import Record, RecordError, replay
from game.table.registry import games
from game.table.seats import FRIEND, PEOPLE, player_names

HISTORY_KEY = "history"
ASIDE_KEY = "history-set-aside"     # entries of the list that did not replay, as they were
HISTORY_MAX = 100          # the oldest finished games drop off the list


SOLO = "solo"       # the solo puzzle's variant (Collapsi): kept apart from the other games


def current_key(game_name: str) -> str:
    """The key of a game's one game against the computer or in hot seat (and, before friend
    games had keys of their own, of any game of it)."""
    return f"save-{game_name}"


def identity(record: Record) -> list:
    """What makes a game the same game on every device (friends.same_game): the game, rules,
    deal and seats (people and computers in the same places), not the moves nor the view."""
    seats = ["person" if p in PEOPLE else p for p in record.players]
    return _plain([record.game, record.variant, record.options, record.seed, record.setup,
                   seats])


def key_of(record: Record) -> str:
    """Where the game in progress `record` is saved: a friend game under a key of its own,
    `save-<game>-friend-<digest of its identity>` (the same on every device, so that each of
    its links finds it); the solo puzzle under `save-<game>-solo`; any other game under
    `save-<game>`, the one game of that game against the computer or in hot seat."""
    if FRIEND in record.players:
        digest = hashlib.sha256(json.dumps(identity(record), sort_keys=True)
                                .encode("utf-8")).hexdigest()[:12]
        return f"{current_key(record.game)}-friend-{digest}"
    return plain_key(record.game, record.variant)


def plain_key(game_name: str, variant: str) -> str:
    """The key of a game without a friend seat: the solo puzzle's, or the game's own."""
    return f"{current_key(game_name)}-{SOLO}" if variant == SOLO else current_key(game_name)


def save_keys(store, game_name: str) -> list[str]:
    """The keys that may hold a game of `game_name` in progress: `save-<game>` first, then
    the solo puzzle's and every friend game's found in the store."""
    own = current_key(game_name)
    return [own] + sorted(k for k in store.keys() if k.startswith(own + "-"))


def _homes(store, record: Record) -> list[str]:
    """The keys holding `record`'s game: its own key, and `save-<game>` if that holds it as
    an older version saved every friend game (moved to its own key on the next write)."""
    key, old = key_of(record), current_key(record.game)
    if key == old:
        return [key]
    data = store.load(old, None, valid=lambda v: isinstance(v, dict))
    try:
        mine = data is not None and identity(Record.from_json(data)) == identity(record)
    except RecordError:
        mine = False                # damaged: load_current sets it aside when it is read
    return [key, old] if mine else [key]


@dataclass
class Waiting:
    """A finished game the list could not take yet; `kept`: its save holds it (whole, or but
    its last moves) and must not be written over by the next game."""

    record: Record
    kept: bool
    writes: int             # Store.writes when it was last tried
    key: str = ""           # the save that holds it


def _plain(data):
    """`data` as JSON gives it back (lists for tuples), to compare with what was read."""
    return json.loads(json.dumps(data, sort_keys=True))


def _same_game(data, record: Record) -> bool:
    """Whether the stored record `data` is `record`'s game so far: the same deal, and its
    moves the first of `record`'s."""
    mine = _plain(record.to_json())
    return (isinstance(data, dict) and isinstance(data.get("moves"), list)
            and all(data.get(k) == mine[k] for k in ("game", "variant", "options", "setup"))
            and data["moves"] == mine["moves"][:len(data["moves"])])


def save_current(store, record: Record) -> bool:
    """Keep the game in progress (after every move); False if it was not written (`trouble`
    says why).  A finished game still kept in that save for the list is never written over."""
    retry(store)
    homes = _homes(store, record)
    if any(w.kept and w.key == homes[0] for w in store.waiting):
        return False
    if not store.save(homes[0], record.to_json()):
        return False
    for old in homes[1:]:           # an older version's save of it, moved: written first
        store.remove(old)
    return True


def load_current(store, game_name: str, key: str | None = None) -> tuple[Record | None, str]:
    """(the game in progress saved under `key`, by default `save-<game>`, "") or (None, why
    it could not be used) — a damaged save is set aside (kept as `.damaged`) so it is
    reported once, never again.  A finished game found there (its end was cut short) goes to
    the list now, and is no game to resume."""
    key = key or current_key(game_name)
    data = store.load(key, None, valid=lambda v: isinstance(v, dict))
    if data is not None:
        try:
            record, state = _replayed(data, game_name)
        except RecordError as exc:
            store.set_aside(key, str(exc))
        else:
            if state.is_over():
                finish(store, record)
                return None, ""
            if any(w.kept and _same_game(data, w.record) for w in store.waiting):
                return None, ""         # a move short of a finished game the list waits for
            return record, ""
    damage = store.damage.pop(key, None)
    return None, (words(store, key, damage) if damage is not None else "")


def in_progress(store, game_name: str) -> list[tuple[str, Record]]:
    """Every game of `game_name` in progress, (key, record), most recently saved first (the
    game against the computer first where the store cannot tell); what could not be used is
    set aside and told (`news`)."""
    found = []
    for key in save_keys(store, game_name):
        record, problem = load_current(store, game_name, key)
        if problem:
            store.notes.append(problem)
        if record is not None:
            found.append((key, record))
    found.sort(key=lambda kr: -(store.modified(kr[0]) or 0.0))
    return found


def held(store, record: Record) -> Record | None:
    """The game in progress this device holds of the game `record` is (a friend's link), if
    any: under its own key, or under `save-<game>` from an older version."""
    for key in _homes(store, record):
        mine = load_current(store, record.game, key)[0]
        if mine is not None and identity(mine) == identity(record):
            return mine
    return None


def _replayed(data, game_name: str | None = None):
    """(the record in `data`, its final position) if it replays move by move and names only
    seats somebody can take (RecordError says why not, whatever went wrong: it is stored
    data, not the program's)."""
    record = Record.from_json(data)
    if game_name is not None and record.game != game_name:
        # Translators: why a saved game cannot be used; {game} is the game's name in the file
        raise RecordError(_("it is a {game} game").format(game=record.game))
    try:
        state = replay(record)
        unknown = [p for p in record.players if p not in (*PEOPLE, *player_names(record.game))]
    except RecordError:
        raise
    except Exception as exc:        # noqa: BLE001 - a setup the rules choke on
        # Translators: why a saved game cannot be used; {error} is the program's error
        raise RecordError(_("it does not replay ({error})").format(
            error=f"{type(exc).__name__}: {exc}")) from None
    if unknown:
        raise RecordError(f"unknown player {unknown[0]!r}")
    return record, state


def checked(data, game_name: str | None = None) -> Record:
    """The record in `data`, read strictly (Record.from_json), if it replays move by move
    and names only seats somebody can take (RecordError says why not)."""
    return _replayed(data, game_name)[0]


def finish(store, record: Record, listed: bool = False) -> bool:
    """The end of a game (`record` is finished): its save, if it holds this game, is written
    as the finished game; the game goes to the list (unless `listed` already); then its save
    is removed.  True once the game is in the list; False if the list could not be written:
    the save is kept, the game waits in `store.waiting`, and `trouble` says so."""
    homes = _homes(store, record)
    key = next((k for k in homes if store.load(k, None) is not None), homes[0])
    held = store.load(key, None, valid=lambda v: isinstance(v, dict))
    ours = held is None or _same_game(held, record)
    if not listed:
        whole = held == _plain(record.to_json())
        if ours and not whole:
            whole = store.save(key, record.to_json())   # if not, it holds the game but its end
        if not add_history(store, record):
            store.waiting = [w for w in store.waiting if w.record != record]
            kept = ours and (held is not None or whole)
            store.waiting.append(Waiting(record, kept, store.writes, key))
            return False
    store.waiting = [w for w in store.waiting if w.record != record]
    if ours:
        store.remove(key)
    for old in homes:               # the other copy, if an older version's save holds it too
        if old != key and _same_game(store.load(old, None), record):
            store.remove(old)
    return True


def retry(store) -> None:
    """Finished games waiting for the list are tried again, once something was written since
    they were last tried (there may be room now)."""
    for waiting in list(store.waiting):
        if waiting.writes != store.writes:
            waiting.writes = store.writes
            finish(store, waiting.record)


def _same_entry(entry, record: Record) -> bool:
    mine = _plain(record.to_json())
    return all(entry["record"][k] == mine[k] for k in ("game", "setup", "moves"))


def add_history(store, record: Record) -> bool:
    """Add a finished game to the list of finished games (once: the same deal and moves are
    not added twice); True once it is there, False if the list could not be written."""
    entries, good = _history(store)
    if any(_same_entry(e, record) for e in good):
        return True
    entries.append({"record": record.to_json(),
                    "finished": datetime.datetime.now().isoformat(timespec="seconds")})
    return store.save(HISTORY_KEY, entries[-HISTORY_MAX:])


def load_history(store) -> list[dict]:
    """The finished games, oldest first.  Entries that do not replay are moved to the entries
    set aside (`ASIDE_KEY`) and the player told; where that cannot be written they stay in
    the list as they are, left out here."""
    return _history(store)[1]


# Entries of the list already replayed in this process, by their text: the list (up to
# HISTORY_MAX games) is read at every game's end and on Finished games, and an entry replays
# alike every time, so each is replayed once (a game's replay is a millisecond or more).
_REPLAYED: dict[str, None] = {}


def _entry_ok(entry) -> None:
    if not isinstance(entry, dict):
        raise RecordError("not an entry")
    key = json.dumps(entry, sort_keys=True)
    if key in _REPLAYED:
        return
    checked(entry.get("record"))
    if not isinstance(entry.get("finished"), str):
        raise RecordError("no date")
    _REPLAYED[key] = None
    while len(_REPLAYED) > 4 * HISTORY_MAX:
        del _REPLAYED[next(iter(_REPLAYED))]


def _history(store) -> tuple[list, list[dict]]:
    """(the list as it is to be written, its entries that replay)."""
    entries = store.load(HISTORY_KEY, [], valid=lambda v: isinstance(v, list))
    good, bad = [], []
    for entry in entries:
        try:
            _entry_ok(entry)
        except RecordError as exc:
            bad.append({"entry": entry, "why": str(exc)})
            continue
        good.append(entry)
    if not bad:
        return entries, good
    kept = store.load(ASIDE_KEY, [], valid=lambda v: isinstance(v, list))
    kept.extend(b for b in bad if b not in kept)
    if store.save(ASIDE_KEY, kept) and store.save(HISTORY_KEY, good):
        # Translators: {why} is the first game's reason, {where} the file it was set aside in
        store.notes.append(ngettext(
            "{n} finished game in the list could not be replayed ({why}); it was set aside "
            "in {where}.",
            "{n} finished games in the list could not be replayed ({why}); they were set "
            "aside in {where}.", len(bad)).format(n=len(bad), why=bad[0]["why"],
                                                 where=store.where(ASIDE_KEY)))
        return good, good
    # Translators: {why} is the first game's reason
    store.notes.append(ngettext(
        "{n} finished game in the list could not be replayed ({why}) nor set aside; it is "
        "kept in the list as it is.",
        "{n} finished games in the list could not be replayed ({why}) nor set aside; they "
        "are kept in the list as they are.", len(bad)).format(n=len(bad), why=bad[0]["why"]))
    return entries, good


# --- words for the player ---------------------------------------------------------------------
# What each kept value is, in the player's words (`what`); each begins a sentence such as
# "Your settings could not be read (...) and were set aside as settings.json.damaged."
KEPT = {
    # Translators: a kept value, at the start of a sentence ("... could not be read")
    HISTORY_KEY: N_("The list of finished games"),
    # Translators: a kept value, at the start of a sentence ("... could not be read")
    ASIDE_KEY: N_("The finished games set aside"),
    # Translators: a kept value, at the start of a sentence ("... could not be read")
    "settings": N_("Your settings"),
    # Translators: a kept value, at the start of a sentence ("... could not be read")
    "collapsi-puzzles": N_("The record of puzzles solved"),
    # Translators: a kept value, at the start of a sentence ("... could not be read")
    "stats": N_("Your statistics"),
    # Translators: a kept value, at the start of a sentence ("... could not be read")
    "stats-helped": N_("Which games in progress had a hint or undo"),
    # Translators: a kept value, at the start of a sentence ("... could not be read")
    "puzzles": N_("The record of daily puzzles and streaks"),
}
PLURAL_KEYS = ("settings", "stats")     # said with "were", "are" in English


def what(key: str) -> str:
    """What the value of `key` is, in the player's words."""
    titles = {name: game.title for name, game in games().items()}
    if key.startswith("save-"):
        name, _dash, kind = key[5:].partition("-")
        title = titles.get(name, name)
        if kind.startswith("friend-"):
            # Translators: a kept value, at the start of a sentence; {game} is the game's name
            return _("A saved {game} game with friends").format(game=title)
        if kind == SOLO:
            # Translators: a kept value, at the start of a sentence; {game} is the game's name
            return _("The saved {game} puzzle").format(game=title)
        # Translators: a kept value, at the start of a sentence; {game} is the game's name
        return _("The saved {game} game").format(game=title)
    if key.startswith("setup-"):
        # Translators: a kept value, at the start of a sentence; {game} is the game's name
        return _("The {game} setup last chosen").format(game=titles.get(key[6:], key[6:]))
    if key in KEPT:
        return _(KEPT[key])
    # Translators: a kept value, at the start of a sentence; {key} is its name in the store
    return _("The kept {key}").format(key=key)


def _reason(text: str) -> str:
    """A reason kept from before the player's language was known (the store is opened
    first), in that language when it is one of the marked ones."""
    return _(text) if text else text


def words(store, key: str, damage) -> str:
    """The player's words for a damaged value of `key`."""
    if damage.error:
        # Translators: {what} is a kept value ("Your settings"), {why} and {error} reasons,
        # {where} its file
        return _("{what} could not be read ({why}) nor set aside ({error}): it is left as it "
                 "is, and nothing is written over it until it is moved away ({where}).").format(
            what=what(key), why=_reason(damage.why), error=damage.error,
            where=store.where(key))
    if key in PLURAL_KEYS:
        # Translators: {what} is a kept value said in the plural ("Your settings"), {why} the
        # reason, {aside} the name it has now
        return _("{what} could not be read ({why}) and were set aside as {aside}.").format(
            what=what(key), why=_reason(damage.why), aside=damage.aside)
    # Translators: {what} is a kept value ("The list of finished games"), {why} the reason,
    # {aside} the name it has now
    return _("{what} could not be read ({why}) and was set aside as {aside}.").format(
        what=what(key), why=_reason(damage.why), aside=damage.aside)


def news(store) -> list[str]:
    """What the player has not been told yet of what was set aside or left in place, each
    once."""
    said = [words(store, key, damage) for key, damage in store.damage.items()] + store.notes
    store.damage.clear()
    store.notes.clear()
    fresh = []
    for line in said:
        if line not in store.told:
            store.told.add(line)
            fresh.append(line)
    return fresh


def trouble(store) -> str:
    """What keeps games from being saved now, for the foot of every screen ("" if nothing)."""
    if not (store.off or store.waiting or store.refused):
        return ""
    parts = []
    if store.off:
        # Translators: at the foot of every screen; {why} says why
        parts.append(_("Saves are off: {why}.").format(why=_reason(store.off)))
    if any(w.kept for w in store.waiting):
        parts.append(_("The finished game is kept as the saved game until it can go to "
                       "Finished games."))
    elif store.waiting:
        parts.append(_("The finished game goes to Finished games once it can be written."))
    for key in sorted(store.refused & set(store.stuck)):
        if key == "settings":
            # Translators: {what} is "Your settings", {where} its file
            parts.append(_("{what} are not saved: a damaged copy is in the way ({where}).")
                         .format(what=what(key), where=store.where(key)))
        else:
            # Translators: {what} is a kept value ("Your statistics"), {where} its file
            parts.append(_("{what} is not saved: a damaged copy is in the way ({where}).")
                         .format(what=what(key), where=store.where(key)))
    return " ".join(parts)


def settle(store) -> None:
    """At start: every game's save is read (a finished game left there goes to the list;
    damage is set aside) and the list of finished games is read (not yet replayed), so that
    the player hears at once of anything set aside."""
    for name in games():
        for key, record in in_progress(store, name):
            if key != key_of(record):       # an older version's save of a friend game
                save_current(store, record)     # under its own key now
    store.load(HISTORY_KEY, [], valid=lambda v: isinstance(v, list))
