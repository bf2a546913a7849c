"""The games the product knows, by name.  A game is added here and nowhere else."""

from __future__ import annotations

from game.core.contract import Game, RulesError


def _load() -> dict[str, Game]:
    from game.collapsi.rules import COLLAPSI
    from game.collecto.rules import COLLECTO
    from game.coloretto.rules import COLORETTO
    from game.spectrangle.rules import SPECTRANGLE

    return {g.name: g for g in (COLLAPSI, COLLECTO, COLORETTO, SPECTRANGLE)}


_GAMES: dict[str, Game] | None = None


def games() -> dict[str, Game]:
    global _GAMES
    if _GAMES is None:
        _GAMES = _load()
    return _GAMES


def get_game(name: str) -> Game:
    try:
        return games()[name]
    except KeyError:
        raise RulesError(f"unknown game {name!r} (known: {', '.join(games())})") from None
