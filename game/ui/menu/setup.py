"""The setup screen: variant, player count, options and, seat by seat, Human or Computer with
a level.  Generic: it reads everything from the game's `Variant`s and the AI levels."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pygame

from game.core.i18n import N_, _, pgettext
from game.table import names as person
from game.table.seats import FIRST_GAME_LEVEL, LEVEL_HINTS, LEVEL_TITLES, LEVELS, clean_name

from game.ui import draw, theme
from game.ui.widgets.ask import AskScene
from game.ui.widgets.namebox import NameScene, ask_once
from game.ui.scene import Scene
from game.ui.screen import TABLE
from game.ui.menu.setupform import KINDS, LOTS, build_page, draw_page
from game.ui.menu.setuptable import build_table, draw_table


@dataclass
class Seat:
    kind: str = "human"      # "human" (this device), "ai" or "friend" (through links)
    level: str = "medium"
    name: str = ""           # a person's here, but the first's (the person's own): issue 50


PAGED_BELOW = 1150          # points wide: a narrower table gets the page that scrolls
HONEST = N_("A friend plays on their own device: you send them a link on their turn. Links "
            "hold the deal, so they assume honest friends.")


@dataclass
class Setup:
    """The choices of one game's setup screen, remembered between games and sessions.

    The seat rows are the places at the table in turn order; `first` is the row that starts
    (turn order then goes on round the rows), or LOTS: a lot drawn from the deal's seed
    decides, so a seed always gives the same seating."""

    variant: str
    players: int
    options: dict = field(default_factory=dict)
    seats: list = field(default_factory=list)
    first: object = 0

    def rows(self) -> list[str]:
        """How the table names each row's player: "human", "friend" or the computer's
        level."""
        return [seat.level if seat.kind == "ai" else seat.kind
                for seat in self.seats[:self.players]]

    def starter(self, seed: int) -> int:
        """The row that moves first in the game dealt from `seed`."""
        if self.first == LOTS:
            return random.Random(f"first player {seed}").randrange(self.players)
        return self.first if isinstance(self.first, int) and self.first < self.players else 0

    def seat_names(self, seed: int = 0) -> list[str]:
        """The table's seats in turn order for the deal `seed`: the rows from the starter."""
        rows, start = self.rows(), self.starter(seed)
        return rows[start:] + rows[:start]

    def me_row(self) -> int | None:
        """The row of the person at this device (the first person's row here), or None."""
        return next((row for row, kind in enumerate(self.rows()) if kind == "human"), None)

    def row_name(self, row: int, me: str) -> str:
        """The name of the person of `row` ("" for "Player N"; none for a computer or a
        friend, who names themselves): `me`, the person's own, on the first person's row."""
        seat = self.seats[row]
        if seat.kind != "human":
            return ""
        return clean_name(me if row == self.me_row() else seat.name)

    def people_names(self, me: str, seed: int = 0) -> list[str]:
        """The people's names by the table's seats (`seat_names` order) for the deal `seed`."""
        names, start = [self.row_name(row, me) for row in range(self.players)], \
            self.starter(seed)
        return names[start:] + names[:start]

    @classmethod
    def default(cls, game, first=0) -> Setup:
        v = game.variants[game.default_variant]
        n = v.player_counts[0]
        seats = [Seat("human", FIRST_GAME_LEVEL)] + [Seat("ai", FIRST_GAME_LEVEL)
                                                     for _seat in range(4)]
        return cls(v.name, n, v.default_options(), seats, first)

    def fit(self, game) -> None:
        """Keep the choices valid for the current variant (after a variant change)."""
        if self.variant not in game.variants:
            self.variant = game.default_variant
        v = game.variants[self.variant]
        if self.players not in v.player_counts:
            self.players = v.player_counts[0]
        known = {o.name: o for o in v.options}
        self.options = {k: val for k, val in self.options.items()
                        if k in known and val in known[k].choices}
        for o in v.options:
            self.options.setdefault(o.name, o.default)
        for o in v.options:             # an option that does not apply keeps its default
            if not o.applies(self.options):
                self.options[o.name] = o.default
        while len(self.seats) < max(v.player_counts):
            self.seats.append(Seat("ai", self.seats[-1].level if self.seats
                                   else FIRST_GAME_LEVEL))
        for s in self.seats:
            if s.kind not in KINDS:
                s.kind = "ai"
            if s.level not in LEVELS:
                s.level = FIRST_GAME_LEVEL
        if self.first != LOTS and not (isinstance(self.first, int)
                                       and 0 <= self.first < self.players):
            self.first = 0

    # --- kept between sessions ---------------------------------------------------------------
    def to_json(self) -> dict:
        data = {"variant": self.variant, "players": self.players, "options": self.options,
                "seats": [[s.kind, s.level] for s in self.seats], "first": self.first}
        if any(s.name for s in self.seats):
            data["names"] = [s.name for s in self.seats]
        return data

    @classmethod
    def from_json(cls, data, game) -> Setup:
        """The setup stored for `game`, made valid for it (ValueError if it is not one)."""
        try:
            setup = cls(str(data["variant"]), int(data["players"]), dict(data["options"]),
                        [Seat(str(kind), str(level)) for kind, level in data["seats"]],
                        data["first"] if data["first"] == LOTS else int(data["first"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a setup: {exc}") from None
        names = data.get("names")
        for seat, name in zip(setup.seats, names if isinstance(names, list) else [],
                              strict=False):
            seat.name = clean_name(name)
        setup.fit(game)
        return setup


def setup_key(game_name: str) -> str:
    return f"setup-{game_name}"


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self.view = app.view(game)
        if game.name not in app.setups:
            app.setups[game.name] = self._remembered()
        self.setup: Setup = app.setups[game.name]
        self.setup.fit(game)
        self.fit()

    def layout(self) -> None:
        self.build()

    def _remembered(self) -> Setup:
        """The choices made last time (kept in the store), else the defaults: the rules'
        lot for who starts where the rule text says so."""
        default = Setup.default(self.game, LOTS if self.view.first_player == LOTS else 0)
        data = self.app.store.load(setup_key(self.game.name), None)
        if data is None:       # the defaults come back by themselves: nothing to write
            self.app.kept_setups[self.game.name] = json.dumps(default.to_json(), sort_keys=True)
            return default
        try:
            remembered = Setup.from_json(data, self.game)
        except ValueError as exc:
            print(f"the remembered setup of {self.game.name} was left aside: {exc}")
            return default
        self.app.kept_setups[self.game.name] = json.dumps(data, sort_keys=True)
        return remembered

    def ahead(self) -> list:
        screens = self.app.screens
        return screens.game_ahead(self.game, self.setup) + screens.rules_ahead(self.game, self)

    def offers_first(self) -> bool:
        """Who starts is the players' choice (or a lot): not in a solo game, nor where the
        rules decide it (Spectrangle's starting draw)."""
        return self.setup.players > 1 and self.view.first_player in ("open", LOTS)

    def row_accent(self, row: int):
        """The colour of the seat `row` will take (neutral while lots are to decide)."""
        s = self.setup
        if s.first == LOTS and self.offers_first():
            return theme.GOLD
        return theme.lighten(self.view.seats.seat_color((row - s.starter(0)) % s.players), 0.1)

    def occupant_kind(self, row: int) -> str:
        """Who the "Who starts" choice names for the player of `row`: "human", "friend" or
        "computer" when the only one of that kind, else "seat" (named by the seat's row)."""
        rows = self.setup.rows()
        kinds = ["computer" if name not in ("human", "friend") else name for name in rows]
        kind = kinds[row]
        return "seat" if kinds.count(kind) > 1 else kind

    def occupant(self, row: int) -> str:
        """How the "Who starts" choice names the player of `row`."""
        kind = self.occupant_kind(row)
        if kind == "seat":           # as the seat's row is named
            return _("Player {n}").format(n=row + 1)
        if kind == "human":
            # Translators: the player at this device, in the setup's "Who starts" choice
            return pgettext("who starts", "Me")
        if kind == "friend":
            return pgettext("who starts", "Friend")
        return pgettext("who starts", "Computer")

    _generation = 0

    @property
    def paged(self) -> bool:
        """The form on a page that scrolls: phones, and tables too narrow for the picture,
        the form and a row of five levels side by side (a tablet on its side)."""
        return self.app.shape != TABLE or self.app.size[0] < PAGED_BELOW

    me = ""                 # the person's name (names.load), read again at every build

    def build(self) -> None:
        self._generation += 1
        self.me = person.load(self.app.store)
        if self.paged:
            build_page(self)
        else:
            build_table(self)
        self._keep()

    def _keep(self) -> None:
        """The choices into the store if they changed: every layout builds the form again
        (and screens are built ahead, on the menu), and a write waits for the disk."""
        text = json.dumps(self.setup.to_json(), sort_keys=True)
        if self.app.kept_setups.get(self.game.name) != text and \
                self.app.store.save(setup_key(self.game.name), self.setup.to_json()):
            self.app.kept_setups[self.game.name] = text

    # --- changes --------------------------------------------------------------------------------
    def choose(self, variant: str, players: int) -> None:
        """A rule set and a number of players chosen elsewhere (a guide's "Play a real
        game"); the seats and options stay as last chosen."""
        self.setup.variant, self.setup.players = variant, players
        self.setup.fit(self.game)
        self.build()

    def set_variant(self, name) -> None:
        self.setup.variant = name
        self.setup.fit(self.game)
        self.build()

    def set_players(self, n) -> None:
        self.setup.players = n
        self.setup.fit(self.game)       # a starter beyond the seats left goes back to the first
        self.build()

    def set_options(self, value) -> None:
        """A choice of an option row: the option's choice, and its dependent's if any."""
        self.setup.options.update(dict(value))
        self.setup.fit(self.game)           # options that no longer apply go to their defaults
        self.build()

    def set_kind(self, seat):
        def change(kind):
            self.setup.seats[seat].kind = kind
            self.build()
        return change

    def edit_name(self, row):
        """The name of the person of `row`, asked in a box: the person's own on their row
        (remembered for every game), another person's of this device on theirs."""
        def edit():
            mine = row == self.setup.me_row()

            def done(name: str) -> None:
                if mine:
                    person.save(self.app.store, name)
                else:
                    self.setup.seats[row].name = name
                self.build()
            self.app.goto(NameScene(
                self.app, self, _("Your name") if mine else
                # Translators: the title of the box asking a seat's player's name
                _("Seat {n}: a name").format(n=row + 1),
                _("It names your seat in games and goes with the links you send friends.")
                if mine else _("The person who plays this seat here, on this device. Left "
                               "empty, the seat is Player 1, 2..."),
                self.setup.row_name(row, self.me), done))
        return edit

    def set_level(self, seat):
        def change(level):
            self.setup.seats[seat].level = level
            self.build()
        return change

    def set_first(self, first) -> None:
        self.setup.first = first
        self.build()

    def start_game(self) -> None:
        """Start, unless that would discard a game left unfinished that the new one replaces
        (Unfinished.replaced_by: the game against the computer or in hot seat, or the puzzle; a
        friend game replaces nothing): then ask.  The first time a person of this device
        plays, their name is asked first (namebox.ask_once)."""
        if "human" in self.setup.rows() and self.setup.players > 1:
            ask_once(self.app, self, self._start)
        else:
            self._start()

    def _start(self) -> None:
        name = self.game.name
        key = self.app.unfinished.replaced_by(self.game, self.setup)
        if key is None:
            self.app.screens.start_game(self.game, self.setup)
            return
        self.app.goto(AskScene(
            self.app, self, _("A game is in progress"),
            # Translators: {game} describes the game in progress ("Big board 6×6 · move 14 ·
            # vs Hard")
            _("{game}. A new game replaces it.").format(
                game=self.app.unfinished.summary(name, key)),
            [(_("Keep it: Resume"), lambda: self.app.screens.resume(name, key), "keep"),
             (_("Discard it, start"),
              lambda: self.app.screens.start_game(self.game, self.setup), "discard")]))

    def back(self) -> None:
        self.app.screens.menu()

    def key(self, key, mod=0) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
            self.start_game()
        else:
            super().key(key, mod)

    # --- drawing -------------------------------------------------------------------------------
    def static_key(self):
        return self._generation

    def look(self):
        return round(self.scroller.offset) if self.scroller is not None else None

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.scroller is not None:
            with draw.clip(surface, self.scroller.view):
                draw_page(self, surface)
            self.scroller.draw_bar(surface)
            draw.rounded_rect(surface, (0, 0, 0, 70), self.dock, 0)
            draw.rounded_rect(surface, (255, 255, 255, 26), (0, self.dock.y, self.dock.w, 1),
                              0)
        self.draw_widgets(surface)

    def level_notes(self) -> list[tuple[str, str]]:
        """(level, what it means) for each level chosen for a computer, weakest first, and
        the one recommended for a first game always."""
        chosen = {seat.level for seat in self.setup.seats[:self.setup.players]
                  if seat.kind == "ai"} | {FIRST_GAME_LEVEL}
        # Translators: {note} says how a computer level plays ("looks one move ahead and
        # often slips")
        first = _("{note}; recommended for a first game")
        return [(_(LEVEL_TITLES[lv]), first.format(note=_(LEVEL_HINTS[lv]))
                 if lv == FIRST_GAME_LEVEL else _(LEVEL_HINTS[lv]))
                for lv in LEVELS if lv in chosen]

    def first_line(self) -> str:
        """Who moves first, in words that are true for the choice made; with a friend at
        the table, how playing through links works."""
        s = self.setup
        if "friend" in s.rows():
            return _(HONEST)
        if s.players == 1:
            return ""
        if not self.offers_first():
            return self.view.first_player
        if s.first == LOTS:
            return _("Lots decide who starts, as the rules do; Player 1 moves first.")
        kind = self.occupant_kind(s.first)
        if kind == "human":
            return _("You move first, as Player 1.")
        if kind == "computer":
            return _("The computer moves first, as Player 1.")
        if not s.first:
            return _("Player 1 moves first.")
        # Translators: {who} is how the setup names a seat ("Player 3")
        return _("{who} moves first, and plays as Player 1.").format(
            who=self.occupant(s.first))

    def draw_static(self, surface) -> None:
        if self.paged:
            # Translators: the setup screen's title; {game} is the game's name
            self.top_bar(surface, _("New game · {game}").format(game=self.game.title))
        else:
            draw_table(self, surface)

    def preview_state(self):
        """A state to ask for seat names (names may depend on the game, not on the deal)."""
        cache = getattr(self, "_preview", None)
        key = (self.setup.variant, self.setup.players)
        if cache is None or cache[0] != key:
            st = self.game.new_game(self.setup.variant, self.setup.options, self.setup.players, 0)
            self._preview = (key, st)
        return self._preview[1]
