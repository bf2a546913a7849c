"""AI players as resumable searches.

An agent's `think(state)` is a generator: it yields every few hundred nodes and finally
returns its move.  The UI advances it a few milliseconds per frame through `Thinking.step`,
so the window and the browser tab never freeze; the CLI and the tests run the same generator
to the end with `choose`.  One search, two drivers.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator
from typing import Any, Generic, TypeVar

from game.core.contract import State

Search = Generator[None, None, Any]

# A search pauses (yields) after this many units of work: a node of a cheap search is one
# unit, a costly node (a game whose move generation is slow) is charged more, so that every
# pause comes after about a millisecond of work.
PAUSE_EVERY = 64

# The kind of position an agent plays: State for any game's, a game's own State subclass for
# an agent that reads that game's fields (the type checker's parameter only).
S = TypeVar("S", bound=State)


class Agent(Generic[S]):
    """Base class: subclasses implement `think`.  `seed` makes every choice reproducible."""

    level = "agent"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def think(self, state: S) -> Search:
        raise NotImplementedError

    _work = 0       # units of work since the last pause

    def paced(self, units: int = 1) -> bool:
        """Count `units` of work; True (and the count restarted) once PAUSE_EVERY units have
        been done since the last pause: time for the search to yield."""
        self._work += units
        if self._work < PAUSE_EVERY:
            return False
        self._work = 0
        return True

    def verdict(self, state: S) -> str | None:
        """What the last search proved for the seat to move in `state`, in a player's words
        (a hint's note), or None: most searches prove nothing."""
        return None

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.level})"


class RandomAgent(Agent[State]):
    """Uniformly random legal move: the baseline every level must beat."""

    level = "random"

    def think(self, state: State) -> Search:
        return self.rng.choice(state.legal_moves())
        yield  # a generator like every agent, though it never needs to pause


class ByPlayers(Agent[S]):
    """An agent for each size of table: `agents` maps a number of players to the agent that
    plays from that many up, for a level whose best play differs with the size of the table
    (docs/ai.md, the ladder).  {2: duel, 3: multi}: one for two, the other for more."""

    def __init__(self, seed: int, agents: dict[int, Agent[S]]):
        super().__init__(seed)
        self.agents = agents

    def search_for(self, state: S) -> Agent[S]:
        sizes = [n for n in self.agents if n <= state.players]
        if not sizes:
            raise ValueError(f"no agent for a table of {state.players}")
        return self.agents[max(sizes)]

    def think(self, state: S) -> Search:
        return (yield from self.search_for(state).think(state))


class Slips(Agent[S]):
    """Another agent that plays a random move instead some of the time: how easy levels err.
    `moves` gives the moves a slip picks from (every legal move unless a game says which are
    worth playing at all)."""

    def __init__(self, seed: int, chance: float, inner: Agent[S],
                 moves: Callable[[S], list] | None = None):
        super().__init__(seed)
        self.chance = chance
        self.inner = inner
        self.moves = moves

    def think(self, state: S) -> Search:
        if self.rng.random() < self.chance:
            return self.rng.choice(self.moves(state) if self.moves else state.legal_moves())
        return (yield from self.inner.think(state))


FORGET = 0.97   # what the longest slice's memory keeps from one slice to the next (Slices)


class Slices:
    """A search (a generator that yields every millisecond or so and returns its result)
    advanced in time slices: an agent's move, a hint, a review of a whole game."""

    def __init__(self, search: Search):
        self._search = search
        self.done = False
        self.result: Any = None
        self.elapsed = 0.0
        self.longest = 0.0      # the longest recent slice: a step ends before one would overrun

    def step(self, seconds: float) -> bool:
        """Work for at most about `seconds` (at least one slice); True once the result is
        known.  No slice is begun that the longest recent one says would end past
        `seconds`."""
        if self.done:
            return True
        start = now = time.perf_counter()
        deadline = start + seconds
        try:
            while True:
                next(self._search)
                before, now = now, time.perf_counter()
                # a lone long slice (a garbage collection) is forgotten over some dozens of
                # slices, so it does not shorten every later step of a long search
                self.longest = max(now - before, self.longest * FORGET)
                if now + self.longest > deadline:
                    break
        except StopIteration as stop:
            self.result = stop.value
            self.done = True
        self.elapsed += time.perf_counter() - start
        return self.done

    def finish(self):
        """Run the search to its end and return its result (CLI and tests)."""
        while not self.step(3600.0):
            pass
        return self.result


class Thinking(Slices):
    """One agent's search for one position, advanced in time slices.

    The agent works on its own copy, so the caller's state is never touched while it thinks."""

    def __init__(self, agent: Agent[Any], state: State):
        super().__init__(agent.think(state.clone()))
        self.agent = agent

    @property
    def move(self):
        return self.result


def choose(agent: Agent[Any], state: State):
    """The agent's move in `state`, computed to the end."""
    return Thinking(agent, state).finish()
