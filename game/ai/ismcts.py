"""Information-set Monte Carlo tree search for games whose only hidden part is the order of
a deck (or bag) of cards, for any number of seats.

The search never sees the hidden order.  It runs on a game-specific *simulator* built from
public information only (the cards left as a multiset, not their order); every draw inside
the search deals a card at random from what is left, so each iteration plays in a fresh
determinisation of the unseen cards.  A draw's outcome is public once it happens, so the
tree branches on it: a node is an information set (the public history), its statistics are
shared by every determinisation that reaches it.

Each iteration: descend the tree by UCT (each seat maximises its own reward), expand one
untried action, play on by the simulator's own playout policy until `stop()` (the end of the
game, or a horizon the simulator sets), and add the reward of each seat to the nodes where
that seat chose.  Rewards are in [0, 1] per seat (a win share, or an estimate of it).

The work is bounded by an iteration count, never by the clock, so a seeded agent makes the
same choice on any machine; the search yields after every iteration (well under a
millisecond of work), so a screen can run it in slices.

The simulator protocol:

    sim.copy() -> a new simulator (the tree search plays on copies of the root)
    sim.to_move -> the seat whose decision it is
    sim.actions() -> the actions available (never empty unless stop() is true)
    sim.apply(action, rng) -> None, or the public outcome the action revealed (a card
        drawn): the tree branches on it
    sim.stop() -> True at the end of the game or at the simulator's horizon
    sim.rewards() -> one number in [0, 1] per seat
    sim.playout(rng) -> plays on by the simulator's playout policy until stop(), and
        returns how many actions it played
"""

from __future__ import annotations

import math
import random
from typing import Any

from .agent import Search

NATURE = -1


class Node:
    """Statistics of one information set: visits, and the sum of the rewards of the seat
    that chose the action leading here (`actor`; NATURE for a chance outcome)."""

    __slots__ = ("children", "visits", "total", "untried", "actor")

    def __init__(self, actor: int):
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.untried: list | None = None
        self.actor = actor

    def best_action(self):
        """The most visited action (ties: the higher mean, then the first found)."""
        return max(self.children.items(),
                   key=lambda item: (item[1].visits, item[1].total / max(item[1].visits, 1)))[0]

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def search(root_sim, root: Node, iterations: int, rng: random.Random,
           exploration: float = 0.7, work: int | None = None) -> Search:
    """Run `iterations` iterations from `root` (a Node for root_sim's information set, maybe
    already holding statistics) and return it; yields after every iteration.  With `work`,
    stop sooner once the nodes visited and the actions played out reach it: a deterministic
    bound on the time that long playouts take."""
    log = math.log
    sqrt = math.sqrt
    spent = 0
    child: Node | None
    outcome: Node | None        # a chance outcome's node
    for _ in range(iterations):
        sim = root_sim.copy()
        node = root
        path = [node]
        while not sim.stop():
            if node.untried is None:
                node.untried = sim.actions()[:]
                rng.shuffle(node.untried)
            if node.untried:
                action = node.untried.pop()
                mover = sim.to_move
                seen = sim.apply(action, rng)
                child = node.children[action] = Node(mover)
                path.append(child)
                node = child
                if seen is not None:
                    outcome = node.children[seen] = Node(NATURE)
                    path.append(outcome)
                    node = outcome
                break
            scale = exploration * sqrt(log(node.visits or 1))
            best_value = -1.0
            action = child = None
            for a, c in node.children.items():
                value = c.total / c.visits + scale / sqrt(c.visits)
                if value > best_value:
                    best_value, action, child = value, a, c
            assert child is not None    # every action tried: the node has children
            seen = sim.apply(action, rng)
            path.append(child)
            node = child
            if seen is not None:
                outcome = node.children.get(seen)
                if outcome is None:
                    outcome = node.children[seen] = Node(NATURE)
                path.append(outcome)
                node = outcome
        spent += len(path) + sim.playout(rng)
        rewards = sim.rewards()
        for visited in path:
            visited.visits += 1
            if visited.actor >= 0:
                visited.total += rewards[visited.actor]
        yield
        if work is not None and spent >= work:
            break
    return root
