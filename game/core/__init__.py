"""The contract, records and registry shared by every game."""

from .contract import (Game, IllegalMove, NotationError, Option, Outcome, RulesError, State,
                       Variant)

__all__ = ["Game", "IllegalMove", "NotationError", "Option", "Outcome", "RulesError", "State",
           "Variant"]
