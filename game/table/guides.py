"""Guided first games: a short game on a prepared deal, in which the player makes each move the
words ask for and the other seats' replies are scripted, meeting every rule of a game once.

A game's guides are data in its own folder (`game/<name>/guide.py`, named `GUIDES` by the
package: plain dicts, below), one per rule set it teaches; this module makes them `Guide`s,
plays them on the rules engine and remembers which games' guides were offered
(docs/ui-guides.md).

A guide as data:

    {"variant": "standard", "options": {}, "players": 2, "setup": {...the deal...},
     "played": ["..."],            # moves made before the guide begins (optional)
     "title": "...", "rules": ["step", "wrap", ...],   # every rule the guide meets
     "steps": [{"you": "b1", "say": "Tap the card b1 ...", "meets": ["step"]},
               {"reply": "d2", "say": "Your opponent ..."}, ...],
     "summary": "..."}

Each step is one move: "you" the player's (seat `you`, 0 by default), "reply" another seat's,
made by the script; "meets" names the rules the move shows (tests/table/test_guides.py checks
each on the states).  After the last step the game is over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.contract import State

from .registry import get_game, registration

KEY = "guides"          # the store's key: {game name: "played" | "skipped"}
OFFERED = ("played", "skipped")


@dataclass(frozen=True)
class Step:
    say: str              # the words shown while the step waits
    move: str             # the move, in the game's notation
    yours: bool           # the player makes it; else the script plays it for its seat
    meets: tuple = ()     # the rules this move shows


@dataclass(frozen=True)
class Guide:
    game: str
    variant: str
    options: dict
    players: int
    setup: dict
    played: tuple         # moves in notation made before the guide begins
    title: str
    rules: tuple          # every rule the guide meets, in the words of its `meets`
    steps: tuple
    summary: str
    you: int = 0          # the player's seat

    @classmethod
    def from_data(cls, game: str, data: dict) -> Guide:
        steps = tuple(Step(s["say"], s.get("you") or s["reply"], "you" in s,
                           tuple(s.get("meets", ()))) for s in data["steps"])
        return cls(game, data["variant"], dict(data.get("options", {})), data["players"],
                   data["setup"], tuple(data.get("played", ())), data["title"],
                   tuple(data["rules"]), steps, data["summary"], data.get("you", 0))

    def start(self) -> State:
        """The position the guide begins at: the deal, and the moves made before it."""
        state = get_game(self.game).start(self.variant, self.options, self.players,
                                          self.setup)
        for text in self.played:
            state.play(text)
        return state

    def seats(self, computer: str = "easy") -> tuple[str, ...]:
        """The table's seats: the player, and a computer seat for each scripted one (the
        script makes its moves, never a search)."""
        return tuple("human" if seat == self.you else computer
                     for seat in range(self.players))

    def step_at(self, state: State) -> int:
        """The index of the step `state` waits for (len(steps) once every step is made)."""
        return len(state.history) - len(self.played)

    def step(self, state: State) -> Step | None:
        """The step `state` waits for, or None after the last."""
        i = self.step_at(state)
        return self.steps[i] if 0 <= i < len(self.steps) else None

    def expected(self, state: State):
        """The move the step `state` waits for (a move of the rules, not its notation), or
        None after the last step."""
        step = self.step(state)
        return None if step is None else state.parse_move(step.move)

    def moves(self) -> list:
        """Every (state before, step, move) of the guide, played on a copy: IllegalMove or
        NotationError when the script does not fit its deal."""
        state = self.start()
        out: list[tuple[State, Step, Any]] = []
        for step in self.steps:
            move = state.parse_move(step.move)
            if move not in state.legal_moves():
                raise ValueError(f"{self.game} guide, step {len(out) + 1}: {step.move} is "
                                 f"not legal here")
            if (state.to_move == self.you) != step.yours:
                raise ValueError(f"{self.game} guide, step {len(out) + 1}: "
                                 f"{'the player' if step.yours else 'the script'} is not "
                                 f"to move")
            out.append((state.clone(), step, move))
            state.push(move)
        return out


def guides(name: str) -> list[Guide]:
    """The guided games of the game `name`, one per rule set it teaches (its default first)."""
    return [Guide.from_data(name, data) for data in registration(name).guides]


def guide_for(name: str, variant: str | None = None) -> Guide | None:
    """The guide of `variant` (by default the game's first guide), or None."""
    found = guides(name)
    if variant is not None:
        found = [g for g in found if g.variant == variant]
    return found[0] if found else None


def _kept(store) -> dict:
    if store is None:
        return {}
    return store.load(KEY, {}, valid=lambda v: isinstance(v, dict))


def offered(store, name: str) -> bool:
    """True once the guide of `name` was played or skipped: it is not offered again."""
    return _kept(store).get(name) in OFFERED


def remember(store, name: str, how: str) -> None:
    """The guide of `name` was `how` ("played" or "skipped"); a played one stays played."""
    if store is None or how not in OFFERED:
        return
    kept = dict(_kept(store))
    if kept.get(name) == "played" and how == "skipped":
        return
    kept[name] = how
    store.save(KEY, kept)
