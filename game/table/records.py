"""Game records: the JSON file that says what was played, and the replay that checks it.

    {"format": 1, "game": "collapsi", "variant": "standard", "options": {},
     "players": ["expert", "random"], "seed": 7, "setup": {...},
     "moves": ["b1", "c3", ...], "result": {"scores": [1, 0], "winners": [0], "reason": "..."}}

The setup holds the whole deal, so a record replays without any randomness; the seed only
says where the deal came from.  `result` is absent (or null) for an unfinished game.  A game
a seat forfeited (an external bot that broke the protocol, docs/protocol.md) ends before its
natural end: its result adds `"forfeit": {"seat": 1, "reason": "..."}` and is the one
`forfeit_outcome` gives for the position reached.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from game.core.contract import Outcome, RulesError, State

from .registry import get_game
from .seats import clean_names, seat_problem

FORMAT = 1

# What a record may hold (docs/records.md, "Reading a record"): every size is checked before
# the work it would cost.
MAX_FILE_BYTES = 16 << 20   # a record file: a forfeit's reason may quote a program's 1 MiB line
MAX_MOVES = 1_000           # the longest games (Coloretto's) take about 150
MAX_MOVE_CHARS = 32         # the longest move written is 7 ("11:RYR5"), read with spaces
MAX_SETUP_CHARS = 4_096     # a setup's compact JSON: the largest deal takes 346
MAX_SEED = 10 ** 4300       # a seed has at most 4,300 digits, the longest int JSON reads
FIELDS = ("format", "game", "variant", "options", "players", "seed", "setup", "moves",
          "result", "names")
OPTIONAL = ("seed", "result")                  # absent reads as null
# `names` (issue 50): the people's names by seat, "" for the default "Player N"; written only
# when someone has one, read leniently (seats.clean_names): a damaged name is cleaned, never
# a reason to refuse a record
RESULT_FIELDS = ("scores", "winners", "reason", "forfeit")


class RecordError(RulesError):
    """A record that cannot be read or does not replay; the message names where and why."""


@dataclass
class Record:
    game: str
    variant: str
    options: dict
    players: list[str]
    seed: int | None
    setup: dict
    moves: list[str] = field(default_factory=list)
    result: dict | None = None
    names: list[str] = field(default_factory=list)   # by seat, "" for "Player N"; [] for none

    def to_json(self) -> dict:
        data = {"format": FORMAT, "game": self.game, "variant": self.variant,
                "options": self.options, "players": self.players, "seed": self.seed,
                "setup": self.setup, "moves": self.moves, "result": self.result}
        names = clean_names(self.names, len(self.players))
        if names:
            data["names"] = names
        return data

    def name(self, seat: int) -> str:
        """The name of the person at `seat`, or "" for the default ("Player N")."""
        return self.names[seat] if 0 <= seat < len(self.names) else ""

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    @classmethod
    def from_json(cls, data) -> Record:
        """The record in `data` (parsed JSON), read strictly: every field of the documented
        type, size and value, the game, variant, options and seats ones the game has and the
        setup a deal it accepts, holding no key it does not know.  RecordError says what is
        wrong.  The moves and the result are checked against the rules by `replay`."""
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        version = data.get("format")
        if not _is_int(version) or version != FORMAT:
            raise RecordError(f"unsupported record format {_brief(version)} "
                              f"(expected {FORMAT})")
        unknown = [key for key in data if key not in FIELDS]
        if unknown:
            raise RecordError(f"unknown field {_brief(unknown[0])}")
        for name, kind, words in (("game", str, "a string"), ("variant", str, "a string"),
                                  ("options", dict, "an object"), ("players", list, "a list"),
                                  ("setup", dict, "an object"), ("moves", list, "a list")):
            if not isinstance(data.get(name), kind):
                raise RecordError(f"field {name!r} is missing or not {words}")
        players, moves = data["players"], data["moves"]
        for seat, name in enumerate(players):
            if not isinstance(name, str):
                raise RecordError(f"every player must be a string: seat {seat} is "
                                  f"{_brief(name)}")
        if len(moves) > MAX_MOVES:
            raise RecordError(f"{len(moves)} moves: a record holds at most {MAX_MOVES}")
        for number, move in enumerate(moves, 1):
            if not isinstance(move, str):
                raise RecordError(f"move {number} must be a string in the game's notation, "
                                  f"not {_brief(move)}")
            if len(move) > MAX_MOVE_CHARS:
                raise RecordError(f"move {number} is {len(move)} characters long: no move is "
                                  f"longer than {MAX_MOVE_CHARS}")
        seed = data.get("seed")
        if seed is not None and not (_is_int(seed) and -MAX_SEED < seed < MAX_SEED):
            raise RecordError(f"seed must be an integer of at most 4,300 digits or null, "
                              f"not {_brief(seed)}")
        record = cls(data["game"], data["variant"], dict(data["options"]), list(players),
                     seed, data["setup"], list(moves), data.get("result"),
                     clean_names(data.get("names"), len(players)))
        _check_game(record)
        if record.result is not None:
            _check_result(record.result, len(players))
        return record

    @classmethod
    def loads(cls, text: str) -> Record:
        if len(text) > MAX_FILE_BYTES:
            raise RecordError(f"it is larger than {MAX_FILE_BYTES >> 20} MiB, which no "
                              f"record is")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str) -> Record:
        """The record in the file `path`, read as `loads` reads it; no more than
        MAX_FILE_BYTES of it are read."""
        try:
            with open(path, "rb") as f:
                data = f.read(MAX_FILE_BYTES + 1)
        except OSError as exc:
            raise RecordError(f"cannot read it: {exc.strerror or exc}") from None
        if len(data) > MAX_FILE_BYTES:
            raise RecordError(f"cannot read it: it is larger than {MAX_FILE_BYTES >> 20} MiB, "
                              f"which no record is")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"cannot read it: not UTF-8 text ({exc.reason} at byte "
                              f"{exc.start})") from None
        return cls.loads(text)

    def save(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.dumps() + "\n")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _brief(value) -> str:
    """`value` quoted for a message, at most about 60 characters of it."""
    if isinstance(value, str):
        return repr(value if len(value) <= 60 else value[:57] + "...")
    if _is_int(value):
        return "a very long number" if value.bit_length() > 200 else repr(value)
    if isinstance(value, (list, dict)):
        return f"a JSON {'list' if isinstance(value, list) else 'object'}"
    return repr(value)[:60]


def _check_result(result, players: int) -> None:
    """RecordError unless `result` has the documented shape: `scores`, one integer per seat;
    `winners`, different seats; `reason`, words; and, when a seat forfeited, `forfeit`."""
    if not (isinstance(result, dict) and isinstance(result.get("scores"), list)
            and isinstance(result.get("winners"), list)):
        raise RecordError("result must be null or hold 'scores' and 'winners' lists")
    unknown = [key for key in result if key not in RESULT_FIELDS]
    if unknown:
        raise RecordError(f"result holds an unknown field {_brief(unknown[0])}")
    scores, winners = result["scores"], result["winners"]
    if len(scores) != players or not all(_is_int(s) for s in scores):
        raise RecordError(f"result.scores must be {players} integers, one per seat")
    if not all(_is_int(w) and 0 <= w < players for w in winners) \
            or len(set(winners)) != len(winners):
        raise RecordError(f"result.winners must be different seats, numbered from 0 to "
                          f"{players - 1}")
    if not isinstance(result.get("reason"), str):
        raise RecordError("result.reason must be the reason in words")
    if "forfeit" in result:
        forfeit = result["forfeit"]
        if not (isinstance(forfeit, dict) and set(forfeit) == {"seat", "reason"}
                and _is_int(forfeit["seat"]) and 0 <= forfeit["seat"] < players
                and isinstance(forfeit["reason"], str)):
            raise RecordError("result.forfeit must hold a 'seat' (0-based) and a 'reason', "
                              "nothing else")


def _check_game(record: Record) -> None:
    """RecordError unless the game, variant, options, seats and setup of `record` are ones
    its game has: options of the variant with one of their choices (of the choice's own type),
    seats of the kinds `seats.seat_problem` names, and a setup the game deals from, holding
    no key the game does not keep, its compact JSON at most MAX_SETUP_CHARS."""
    try:
        game = get_game(record.game)
        variant = game.variant(record.variant)
        variant.check(record.options, len(record.players))
    except RulesError as exc:
        raise RecordError(str(exc)) from None
    for name, value in record.options.items():
        choices = next(o.choices for o in variant.options if o.name == name)
        if not any(type(value) is type(choice) and value == choice for choice in choices):
            raise RecordError(f"option {name} must be one of {', '.join(map(str, choices))}, "
                              f"not {_brief(value)}")
    for seat, name in enumerate(record.players):
        problem = seat_problem(game.name, name)
        if problem:
            raise RecordError(f"seat {seat}: {problem}")
    try:
        size = len(json.dumps(record.setup, separators=(",", ":"), ensure_ascii=False,
                              allow_nan=False))
    except (TypeError, ValueError, RecursionError):
        raise RecordError("bad setup: it is not plain JSON") from None
    if size > MAX_SETUP_CHARS:
        raise RecordError(f"bad setup: {size} characters of JSON, more than any deal "
                          f"({MAX_SETUP_CHARS})")
    known = start_of(record).setup
    unknown = [key for key in record.setup if key not in known]
    if unknown:
        raise RecordError(f"bad setup: unknown key {_brief(unknown[0])} (a {game.name} "
                          f"{variant.name} setup holds {', '.join(map(repr, known))})")


def forfeit_outcome(state: State, seat: int, reason: str) -> Outcome:
    """How a game ends when `seat` forfeits in `state` (a game not yet over): that seat loses.
    The scores stay as they stand (`state.scores()`); the winners are the other seats with the
    best score among them (all of them on a tie, so with two players the opponent wins; with
    no other seat, as in a solo puzzle, nobody wins).  The reason names the seat and why."""
    scores = tuple(state.scores())
    others = [s for s in range(state.players) if s != seat]
    best = max((scores[s] for s in others), default=None)
    winners = tuple(s for s in others if scores[s] == best)
    name = state.seat_name
    if not winners:
        verdict = "nobody wins"
    elif len(winners) == 1:
        verdict = f"{name(winners[0])} wins"
    else:
        verdict = (", ".join(name(s) for s in winners[:-1]) + f" and {name(winners[-1])} "
                   f"share the win")
    return Outcome(scores, winners, f"{name(seat)} forfeits: {reason}; {verdict}")


def forfeit_result(state: State, seat: int, reason: str) -> dict:
    """The record's `result` of a game `seat` forfeited in `state`."""
    return {**forfeit_outcome(state, seat, reason).to_json(),
            "forfeit": {"seat": seat, "reason": reason}}


def start_of(record: Record) -> State:
    """The first position of a record; RecordError if the game, variant or setup is wrong."""
    try:
        game = get_game(record.game)
        variant = game.variant(record.variant)
        options = variant.check(record.options, len(record.players))
        return game.start(variant.name, options, len(record.players), record.setup)
    except RecordError:
        raise
    except RulesError as exc:
        raise RecordError(f"bad setup: {exc}") from None


def replay(record: Record, check_result: bool = True) -> State:
    """Play a record move by move and return the final state.

    Every move must be legal; when the record states a result, it must be the true one.
    Errors name the move (1-based) and the reason.  The state names its seats by the
    record's people's names (a seat without one: "Player N")."""
    state = start_of(record)
    state.names = tuple(record.names)
    for number, text in enumerate(record.moves, 1):
        try:
            state.play(text)
        except RulesError as exc:
            raise RecordError(f"move {number} ({text!r}): {exc}") from None
    if check_result and record.result is not None and record.result.get("forfeit"):
        forfeit = record.result["forfeit"]
        if state.is_over():
            raise RecordError(f"the record says seat {forfeit['seat']} forfeited, but the game "
                              f"was already over after {len(record.moves)} moves")
        outcome = forfeit_outcome(state, forfeit["seat"], forfeit["reason"])
        claimed = (list(record.result["scores"]), list(record.result["winners"]))
        actual = (list(outcome.scores), list(outcome.winners))
        if claimed != actual:
            raise RecordError(f"the record claims scores {claimed[0]} and winners {claimed[1]}, "
                              f"but seat {forfeit['seat']}'s forfeit after {len(record.moves)} "
                              f"moves gives scores {actual[0]} and winners {actual[1]}")
    elif check_result and record.result is not None:
        ended = state.outcome()
        if ended is None:
            raise RecordError(f"the record claims a result but the game is not over after "
                              f"{len(record.moves)} moves")
        claimed = (list(record.result["scores"]), list(record.result["winners"]))
        actual = (list(ended.scores), list(ended.winners))
        if claimed != actual:
            raise RecordError(f"the record claims scores {claimed[0]} and winners {claimed[1]}, "
                              f"but the game ends with scores {actual[0]} and winners {actual[1]}")
    return state
