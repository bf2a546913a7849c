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

FORMAT = 1


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

    def to_json(self) -> dict:
        return {"format": FORMAT, "game": self.game, "variant": self.variant,
                "options": self.options, "players": self.players, "seed": self.seed,
                "setup": self.setup, "moves": self.moves, "result": self.result}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    @classmethod
    def from_json(cls, data) -> "Record":
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"unsupported record format {data.get('format')!r} (expected {FORMAT})")
        expected = {"game": str, "variant": str, "options": dict, "players": list,
                    "setup": dict, "moves": list}
        for name, kind in expected.items():
            if not isinstance(data.get(name), kind):
                raise RecordError(f"field {name!r} is missing or not a {kind.__name__}")
        if not all(isinstance(m, str) for m in data["moves"]):
            raise RecordError("every move must be a string in the game's notation")
        if not all(isinstance(p, str) for p in data["players"]):
            raise RecordError("every player must be a string")
        seed = data.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError("seed must be an integer or null")
        result = data.get("result")
        if result is not None and not (isinstance(result, dict)
                                       and isinstance(result.get("scores"), list)
                                       and isinstance(result.get("winners"), list)):
            raise RecordError("result must be null or hold 'scores' and 'winners' lists")
        forfeit = result.get("forfeit") if result is not None else None
        if forfeit is not None and not (
                isinstance(forfeit, dict) and isinstance(forfeit.get("seat"), int)
                and not isinstance(forfeit.get("seat"), bool)
                and 0 <= forfeit["seat"] < len(data["players"])
                and isinstance(forfeit.get("reason"), str)):
            raise RecordError("result.forfeit must hold a 'seat' (0-based) and a 'reason'")
        return cls(data["game"], data["variant"], data["options"], data["players"], seed,
                   data["setup"], list(data["moves"]), result)

    @classmethod
    def loads(cls, text: str) -> "Record":
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str) -> "Record":
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordError(f"cannot read {path}: {exc}") from None
        return cls.loads(text)

    def save(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.dumps() + "\n")


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
    Errors name the move (1-based) and the reason."""
    state = start_of(record)
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
        outcome = state.outcome()
        if outcome is None:
            raise RecordError(f"the record claims a result but the game is not over after "
                              f"{len(record.moves)} moves")
        claimed = (list(record.result["scores"]), list(record.result["winners"]))
        actual = (list(outcome.scores), list(outcome.winners))
        if claimed != actual:
            raise RecordError(f"the record claims scores {claimed[0]} and winners {claimed[1]}, "
                              f"but the game ends with scores {actual[0]} and winners {actual[1]}")
    return state
