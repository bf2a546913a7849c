"""The AI levels every game offers, and any extra named players a game adds (baselines such
as `greedy`).  Each game's `ai` module maps names to agent factories in `PLAYERS`."""

from __future__ import annotations

import importlib

from game.core.contract import RulesError

from game.ai.agent import Agent, RandomAgent

LEVELS = ("random", "easy", "medium", "hard", "expert")


def _game_players(game: str) -> dict:
    return importlib.import_module(f"game.{game}.ai").PLAYERS


def player_names(game: str) -> list[str]:
    """The levels first, weakest to strongest, then the game's extra players."""
    extra = [name for name in _game_players(game) if name not in LEVELS]
    return [*LEVELS, *extra]


def make_agent(game: str, name: str, seed: int = 0) -> Agent:
    """A fresh agent for `game`; RulesError naming the choices for an unknown name."""
    if name == "random":
        return RandomAgent(seed)
    factories = _game_players(game)
    if name not in factories:
        raise RulesError(f"unknown player {name!r} for {game} "
                         f"(choose from {', '.join(player_names(game))})")
    agent = factories[name](seed)
    agent.level = name
    return agent
