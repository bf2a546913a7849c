"""The floor every game stands on: the contract (`contract.py`) and fresh seeds (`seeding.py`).
It imports nothing else of `game`."""

from .contract import Game, IllegalMove, NotationError, Option, Outcome, RulesError, State, Variant

__all__ = ["Game", "IllegalMove", "NotationError", "Option", "Outcome", "RulesError", "State",
           "Variant"]
