"""The games left unfinished, that Resume goes on with: those left for the menu in this
session (kept as they are on screen) and those saved in earlier ones (game/table/saves.py)."""

from __future__ import annotations

from game.core.i18n import _
from game.table import saves

from game.ui.menu.finished import opponents, variant_words


class Unfinished:
    """`app.unfinished`: what Resume would go on with, per game; the screens that open a game
    (game/ui/navigate.py) ask it."""

    def __init__(self, app):
        self.app = app
        self.paused: dict = {}     # per save key: a PlayScene left for the menu, to resume

    def keep(self, scene) -> None:
        """A game's screen left for the menu: kept to resume while its game goes on."""
        key = saves.key_of(scene.table.record())
        if scene.control.over:
            self.paused.pop(key, None)
        else:
            self.paused[key] = scene

    def paused_game(self, name: str):
        """A game screen of `name` left for the menu in this session (the last), or None."""
        return next((scene for scene in reversed(self.paused.values())
                     if scene.game.name == name), None)

    def games(self, name: str) -> list[tuple[str, object]]:
        """Every game of `name` left unfinished, (save key, record), the last moved first:
        this session's (kept as they are on screen) and those saved in earlier ones (a
        damaged save is reported in the app's `notice` and set aside)."""
        found = dict(saves.in_progress(self.app.store, name))
        for key, scene in self.paused.items():
            if scene.game.name == name:
                found[key] = scene.table.record()
        mine = [k for k in reversed(self.paused) if k in found]
        order = mine + [k for k in found if k not in mine]
        self.app.tell_news()
        return [(key, found[key]) for key in order]

    def can_resume(self, name: str) -> bool:
        """A game of `name` left unfinished: in this session, or saved in an earlier one."""
        return bool(self.games(name))

    def record(self, name: str, key: str | None = None):
        """The record of the game of `name` left unfinished under `key` (by default the last
        moved of them), or None."""
        return next((record for k, record in self.games(name) if key in (None, k)), None)

    def held(self, record):
        """This device's game in progress of the game `record` is (a friend's link), or
        None: the one on screen earlier in this session, else the saved one."""
        scene = self.paused.get(saves.key_of(record))
        if scene is not None:
            return scene.table.record()
        return saves.held(self.app.store, record)

    def summary(self, name: str, key: str | None = None) -> str:
        """What Resume would go on with: "Big board 6×6 · move 14 · vs Hard, Medium"."""
        record = self.record(name, key)
        if record is None:
            return ""
        # Translators: a game in progress: {variant} is its rules ("Big board 6×6"), {move} the
        # number of the move to come, {opponents} "vs Hard, Medium"
        return _("{variant} · move {move} · {opponents}").format(
            variant=variant_words(record), move=len(record.moves) + 1,
            opponents=opponents(record))

    def replaced_by(self, game, setup) -> str | None:
        """The key of the game in progress a new game of `setup` would replace, or None: a
        new game against the computer or in hot seat replaces the one of its game (the solo
        puzzle its own), a new friend game nothing."""
        if "friend" in setup.seat_names(0):
            return None
        key = saves.plain_key(game.name, setup.variant)
        return key if any(k == key for k, _record in self.games(game.name)) else None
