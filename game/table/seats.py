"""Who sits at the table: "human" (a person at this device), "friend" (a person playing on
another device, through links: game/table/friends.py), an AI level every game offers, or a
player a game adds (baselines such as `greedy`, from its `PLAYERS`); how an AI seat's agent is
made, and the one rule that seeds it."""

from __future__ import annotations

from game.ai.agent import Agent, RandomAgent
from game.core.contract import RulesError

from . import registry

HUMAN = "human"
FRIEND = "friend"
PEOPLE = (HUMAN, FRIEND)     # the seats no computer plays
LEVELS = ("random", "easy", "medium", "hard", "expert")
LEVEL_TITLES = {"random": "Random", "easy": "Easy", "medium": "Medium", "hard": "Hard",
                "expert": "Expert"}
LEVEL_HINTS = {
    "random": "plays any legal move: good for learning the rules",
    "easy": "looks one move ahead and often slips",
    "medium": "looks a move or two ahead and can be careless",
    "hard": ("looks well ahead: a strong opponent, though with three or more players it can "
             "be careless"),
    "expert": "the strongest the game offers",
}


FIRST_GAME_LEVEL = "easy"   # the level the setup recommends (and starts with) for a first game


def seat_seed(seed: int, seat: int) -> int:
    """The seed of the agent at `seat` in the game dealt from `seed`: every AI seat (in the app,
    the CLI, the arena, a hint, the bot server) is seeded by this rule, so the same deal and
    seats always give the same game."""
    return seed * 31 + seat


def player_names(game: str) -> list[str]:
    """The levels first, weakest to strongest, then the game's extra players."""
    extra = [name for name in registry.players(game) if name not in LEVELS]
    return [*LEVELS, *extra]


def make_agent(game: str, name: str, seed: int = 0) -> Agent:
    """A fresh agent for `game`; RulesError naming the choices for an unknown name."""
    if name == "random":
        return RandomAgent(seed)
    factories = registry.players(game)
    if name not in factories:
        raise RulesError(f"unknown player {name!r} for {game} "
                         f"(choose from {', '.join(player_names(game))})")
    agent = factories[name](seed)
    agent.level = name
    return agent
