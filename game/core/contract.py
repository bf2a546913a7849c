"""The contract every game meets.

A game is described by a `Game` object (its variants, options and how to deal) and played
through a `State`: a board you `push(move)` onto and `pop()` back off, with cheap legal moves,
a text notation, an outcome that says who won and why, and a plain-JSON form.  The shell, the
AI, the CLI, records and the tests are written once against this file.

Randomness is explicit: `Game.deal` turns a seed into a `setup` (plain JSON, recorded), and
`Game.start` builds the initial state from that setup alone, so a record replays identically
anywhere.
"""

from __future__ import annotations

import itertools
import random
from abc import ABC, abstractmethod
from contextlib import contextmanager
from dataclasses import dataclass
from collections.abc import Hashable
from typing import Any, Self, TypeVar, cast

from .i18n import _

Move = Hashable


class RulesError(ValueError):
    """Input the rules refuse; the message says why in words a player understands."""


class NotationError(RulesError):
    """Text that is not a move in this game's notation."""


class IllegalMove(RulesError):
    """A well-formed move that the rules do not allow here."""


@dataclass(frozen=True)
class Option:
    """A setup choice within a variant (board size, rule detail ...)."""

    name: str
    title: str
    choices: tuple
    default: Any
    labels: tuple = ()      # how screens name the choices (default: the choices themselves)
    needs: tuple = ()       # (option, choice) pairs without which only the default makes sense

    def label(self, choice) -> str:
        if choice in self.choices and len(self.labels) == len(self.choices):
            return _(self.labels[self.choices.index(choice)])
        return str(choice)

    def applies(self, options: dict) -> bool:
        """Whether this option matters with the other `options` (full, defaults included):
        Collapsi's classic opening only where players start on the jacks."""
        return all(options.get(name) == choice for name, choice in self.needs)


@dataclass(frozen=True)
class Variant:
    name: str
    title: str
    player_counts: tuple[int, ...]
    description: str = ""
    options: tuple[Option, ...] = ()

    def default_options(self) -> dict:
        return {o.name: o.default for o in self.options}

    def changed_options(self, options: dict) -> dict:
        """The options of `options` that differ from their defaults (unknown names left out):
        what a record keeps and a label names."""
        defaults = self.default_options()
        return {k: v for k, v in options.items() if k in defaults and v != defaults[k]}

    def option_sets(self) -> list[dict]:
        """The default options, then each other choice of each option once (the rest at
        their defaults): every choice met at least once, as tests and benchmarks want."""
        default = self.default_options()
        return [default] + [{**default, **dict(o.needs), o.name: c} for o in self.options
                            for c in o.choices if c != o.default]

    def option_combinations(self) -> list[dict]:
        """Every combination of the options' choices, the defaults first: what a worst case
        must be looked for in (a handful here: two options of two choices at most)."""
        names = [o.name for o in self.options]
        choices = [(o.default, *(c for c in o.choices if c != o.default)) for o in self.options]
        every = [dict(zip(names, values, strict=True)) for values in itertools.product(*choices)]
        return [options for options in every if self.consistent(options)]

    def consistent(self, options: dict) -> bool:
        """No option set away from its default where it does not apply (`Option.needs`)."""
        return all(options[o.name] == o.default or o.applies(options) for o in self.options)

    def check(self, options: dict, players: int) -> dict:
        """Full options for this variant, or RulesError naming what is wrong."""
        if players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise RulesError(f"{self.title} is for {counts} players, not {players}")
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                raise RulesError(f"{self.title} has no option {name!r}")
        full = self.default_options()
        for name, value in options.items():
            if value not in known[name].choices:
                choices = ", ".join(map(str, known[name].choices))
                raise RulesError(f"option {name} must be one of {choices}, not {value!r}")
            full[name] = value
        for o in self.options:
            if full[o.name] != o.default and not o.applies(full):
                needed = " and ".join(f"{known[n].title}: {known[n].label(c)}"
                                      for n, c in o.needs)
                raise RulesError(f"{o.title}: {o.label(full[o.name])} needs {needed}")
        return full


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final scores per seat, the winning seats (all tied seats on a draw)
    and the reason in words."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str

    def to_json(self) -> dict:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason}


class State(ABC):
    """A position plus its move stack.  Subclasses keep `history` as the list of moves pushed."""

    game: Game
    # The people's names by seat ("" or missing: "Player N"), set by the table that holds the
    # state (game/table/session.py); every copy (`clone`) keeps them.
    names: tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs) -> None:
        """Every game's own `clone` keeps the names too: wrapped here once, so that no game
        has to remember them (a copy the screens draw says "Ana" as the state does)."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("clone")
        if own is not None and not getattr(own, "keeps_names", False):
            def clone(self, _own=own):
                twin = _own(self)
                if self.names:
                    twin.names = self.names
                return twin
            clone.keeps_names = True            # type: ignore[attr-defined]
            clone.__doc__ = own.__doc__
            cls.clone = clone                   # type: ignore[method-assign]

    def __init__(self, variant: str, options: dict, players: int, setup: dict):
        self.variant = variant
        self.options = dict(options)
        self.players = players
        self.setup = setup
        self.history: list = []

    # --- whose turn, which moves -------------------------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int:
        """Seat whose decision it is (undefined once the game is over)."""

    @abstractmethod
    def legal_moves(self) -> list:
        """Every legal move, each a small hashable value; empty exactly when the game is over."""

    @abstractmethod
    def push(self, move) -> None:
        """Play a legal move (callers check legality; `play` does it for them)."""

    @abstractmethod
    def pop(self):
        """Take back the last move, restoring the exact previous state; returns it."""

    def is_over(self) -> bool:
        return not self.legal_moves()

    @abstractmethod
    def edited(self) -> None:
        """Say that the position's fields were changed by hand (a test's hand-built position,
        a search trying another seat to move): the state forgets what it worked out from
        them, its memo of legal moves first.  `push` and `pop` need no such call."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Scores as they stand now, per seat."""

    # --- notation ------------------------------------------------------------------------
    @abstractmethod
    def format_move(self, move) -> str: ...

    @abstractmethod
    def parse_notation(self, text: str):
        """The move written as `text`, or NotationError; legality is checked by parse_move."""

    def parse_move(self, text: str):
        """The legal move written as `text`; NotationError or IllegalMove otherwise."""
        if not isinstance(text, str):
            raise NotationError(f"a move is written as text, not {type(text).__name__}")
        if self.is_over():
            raise IllegalMove(_("{move}: the game is already over").format(move=repr(text)))
        move = self.parse_notation(text.strip())
        if move not in self.legal_moves():
            # Translators: {move} is the move as written, {reason} why the rules refuse it
            raise IllegalMove(_("{move} is not legal here: {reason}").format(
                move=repr(text), reason=self.why_illegal(move)))
        return move

    def why_illegal(self, move) -> str:
        """A short reason a well-formed move is refused (games override for better words)."""
        return _("the rules do not allow it")

    def play(self, text: str):
        """Parse, check and push a move given in notation; returns the move."""
        move = self.parse_move(text)
        self.push(move)
        return move

    def describe_move(self, move) -> str:
        """The move in readable words for the history panel (games override)."""
        # Translators: a move in the list of moves: who, and the move in the game's notation
        return _("{name} played {move}").format(name=self.seat_name(self.to_move),
                                                move=self.format_move(move))

    def seat_name(self, seat: int) -> str:
        """The seat's person's name where the table gave one, else "Player 1", "Player 2"..."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        # Translators: a person's seat until they give a name; {number} counts from 1
        return _("Player {number}").format(number=seat + 1)

    @abstractmethod
    def inventory(self) -> dict[str, int]:
        """Every piece of the game wherever it is, counted by kind: moves carry pieces
        between places but never create or destroy them (a conservation check)."""

    # --- identity and copies ---------------------------------------------------------------
    @abstractmethod
    def key(self) -> Hashable:
        """Everything that determines the future of the game (not the path to it)."""

    @abstractmethod
    def position_json(self) -> dict:
        """The position as plain JSON, for people, bots and consistency checks."""

    def seat_json(self, seat: int) -> dict:
        """The position as `seat` sees it, as plain JSON: everything public and nothing hidden
        (what an external bot is sent, docs/protocol.md).  The default is `position_json()`,
        right for a game without hidden information; games with a hidden deck or bag order
        override it."""
        return self.position_json()

    # --- moves made in two steps, as at the physical table ------------------------------------
    def stages(self) -> dict[str, list[str]]:
        """Moves a player makes in two steps, seeing something in between: {the first step,
        in notation: the legal moves it may become, in notation}.  Coloretto's draw is one:
        `d`, then the row for the card seen (`d1`, `d3`).  Empty for most games; a bot that
        answers the first step is shown `reveal(first)` and then answers the whole move
        (docs/protocol.md)."""
        return {}

    def reveal(self, first: str) -> dict:
        """What the first step `first` shows the player, once they have committed to it
        (Coloretto: {"card": "G"}); RulesError when `first` is not a first step here."""
        raise RulesError(f"{first!r} is not the first step of a move here")

    def agree(self, first: str, seen: dict) -> None:
        """Make a position whose hidden part is a guess (`determinised`, `from_seat_json`)
        agree with what the first step `first` showed (`reveal`), so that an AI completes the
        move knowing what the player saw; RulesError when it cannot have been seen."""
        raise RulesError(f"{first!r} is not the first step of a move here")

    def determinised(self, seat: int, rng: random.Random) -> Self:
        """A position `seat` cannot tell from this one, everything hidden from it drawn afresh
        from `rng` (`Game.from_seat_json` of `seat_json(seat)`): how an AI that must not read
        hidden orders gets a position to search."""
        # the game's own position for the variant: of this state's class
        return cast("Self", self.game.from_seat_json(self.variant, self.options, self.players,
                                                     self.seat_json(seat), rng))

    def notation(self) -> list[str]:
        """The moves played so far, in notation.  Notation may depend on the position, so each
        move is written where it was played, replaying from the setup."""
        replayed = self.game.start(self.variant, self.options, self.players, self.setup)
        texts = []
        for move in self.history:
            texts.append(replayed.format_move(move))
            replayed.push(move)
        return texts

    def to_json(self) -> dict:
        """The whole state as plain JSON: the deal, the moves in notation and the position."""
        return {"game": self.game.name, "variant": self.variant, "options": dict(self.options),
                "players": self.players, "setup": self.setup, "moves": self.notation(),
                "position": self.position_json()}

    @classmethod
    def from_json(cls, data: dict) -> State:
        """Inverse of to_json: replays the moves from the deal and checks the position;
        RulesError for anything inconsistent."""
        if not isinstance(data, dict) or data.get("game") != cls.game.name:
            raise RulesError(f"not a {cls.game.title} state")
        try:
            variant = cls.game.variant(data.get("variant"))
            players = data.get("players")
            if not isinstance(players, int) or isinstance(players, bool):
                raise RulesError("players must be a number")
            options = variant.check(data.get("options") or {}, players)
            state = cls.game.start(variant.name, options, players, data.get("setup"))
            moves = data.get("moves") or []
            if not isinstance(moves, list):
                raise RulesError("moves must be a list")
            for number, text in enumerate(moves, 1):
                try:
                    state.play(text)
                except RulesError as exc:
                    raise RulesError(f"move {number}: {exc}") from None
        except (TypeError, AttributeError, KeyError) as exc:
            raise RulesError(f"malformed state: {exc}") from None
        if "position" in data and data["position"] != state.position_json():
            raise RulesError("the position does not match the moves that lead to it")
        return state

    def clone(self) -> State:
        twin = type(self).from_json(self.to_json())
        twin.names = self.names
        return twin

    def __eq__(self, other) -> bool:
        return type(self) is type(other) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # mutable, equal by value: unhashable


class Game(ABC):
    """What a game declares about itself, and how it deals."""

    name: str
    title: str
    variants: dict[str, Variant]
    default_variant: str

    @abstractmethod
    def deal(self, variant: str, options: dict, players: int, rng: random.Random) -> dict:
        """A random setup as plain JSON (the record keeps it)."""

    @abstractmethod
    def start(self, variant: str, options: dict, players: int, setup: object) -> State:
        """The first position of a game from its setup, any JSON value (a record's or a
        link's, unchecked); RulesError if the setup is invalid."""

    def variant(self, name: str | None) -> Variant:
        name = name or self.default_variant
        if name not in self.variants:
            known = ", ".join(self.variants)
            raise RulesError(f"{self.title} has no variant {name!r} (known: {known})")
        return self.variants[name]

    def new_game(self, variant: str | None = None, options: dict | None = None,
                 players: int | None = None, seed: int = 0) -> State:
        """Check the choices, deal from `seed` and return the first position."""
        v = self.variant(variant)
        players = players or v.player_counts[0]
        full = v.check(options or {}, players)
        setup = self.deal(v.name, full, players, random.Random(seed))
        return self.start(v.name, full, players, setup)

    @abstractmethod
    def from_seat_json(self, variant: str, options: dict, players: int, view: object,
                       rng: random.Random) -> State:
        """The inverse of `State.seat_json`: a position whose `seat_json` is `view` (what some
        seat sees), with everything hidden from the seat (a deck or bag order) sorted, then
        shuffled by `rng`, so the real order can never leak into it.  RulesError, with the
        reason, for a view no position shows (`view` may be any JSON value: a bot's).  The
        state has no history and its `setup` is a stand-in (the position is not reached from
        it): copy it with `clone()`."""


def view_int(value, what: str, low: int, high: int) -> int:
    """`value` if it is a whole number in low..high-1; RulesError naming `what` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value < high:
        raise RulesError(f"{what} must be a whole number from {low} to {high - 1}, "
                         f"not {value!r}")
    return value


@contextmanager
def reading_view():
    """Turns the errors of reading a malformed view (a missing key, a wrong type) into
    RulesError, the only error `Game.from_seat_json` raises."""
    try:
        yield
    except RulesError:
        raise
    except (TypeError, AttributeError, KeyError, IndexError, ValueError) as exc:
        raise RulesError(f"malformed view: {type(exc).__name__}: {exc}") from None


AnyState = TypeVar("AnyState", bound=State)


def matching_view(state: AnyState, view: dict, seat: int = 0) -> AnyState:
    """`state` if `seat` sees there every field of `view` as `view` has it; RulesError naming
    the first field that differs otherwise (a view whose parts do not add up, like scores
    that are not its piles').  Fields the game does not show are ignored, as bots do."""
    for name, shown in state.seat_json(seat).items():
        if view.get(name) != shown:
            raise RulesError(f"the view does not add up: its {name} is "
                             f"{_brief(view.get(name))}, where the position it describes "
                             f"shows {_brief(shown)}")
    return state


def _brief(value) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."

