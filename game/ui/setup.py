"""The setup screen: variant, player count, options and, seat by seat, Human or Computer with
a level.  Generic: it reads everything from the game's `Variant`s and the AI levels."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pygame

from game.table import names as person
from game.table.seats import FIRST_GAME_LEVEL, LEVEL_HINTS, LEVEL_TITLES, LEVELS, clean_name

from . import draw, theme
from .scene import Scene
from .screen import PORTRAIT, TABLE
from .widgets import Button, Choice


@dataclass
class Seat:
    kind: str = "human"      # "human" (this device), "ai" or "friend" (through links)
    level: str = "medium"
    name: str = ""           # a person's here, but the first's (the person's own): issue 50


LOTS = "lots"               # who starts: drawn by lot at the start (the seat rows' order else)
KINDS = {"human": "Human", "ai": "Computer", "friend": "Friend"}   # who plays a seat
# on a phone, in the room a computer's level takes (the form keeps its height)
SEAT_NOTES = {"human": "Plays here, on this device", "friend": "Plays on their own device"}
PAGED_BELOW = 1150          # points wide: a narrower table gets the page that scrolls
PAGE_W = 880                # ... at most this wide
HONEST = ("A friend plays on their own device: you send them a link on their turn. Links hold "
          "the deal, so they assume honest friends.")


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
                                                     for _ in range(4)]
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


class NameTap(Button):
    """A person's seat name on the setup screen, a button (issue 50): the name is drawn
    under it by the form; the button draws only a faint edge round it, brighter under the
    pointer, so that it reads as something to tap."""

    def __init__(self, rect, action, name: str):
        super().__init__(rect, "", action, style="ghost", name=name)

    def _draw(self, surface, mouse) -> None:
        hover = mouse is not None and self.contains(mouse)
        draw.rounded_rect(surface, (255, 255, 255, 70 if hover or self.pressed else 26),
                          self.shown(), 10, 1)


def setup_key(game_name: str) -> str:
    return f"setup-{game_name}"


def chip_title(title: str) -> str:
    """A variant's title on a phone's chip: without its "(3-5 players)", which the Players
    row under it says ("Official rules (3-5 players)" would be cut to "Official rules
    (3-5 pla…" at 390 px wide); the title above the choices keeps it."""
    head, _, tail = title.rpartition(" (")
    return head if head and tail.endswith("players)") else title


def option_row(variant, opt) -> tuple[list, list[str]]:
    """The choices of an option's row: each of its choices, and where an option depends on
    that choice (`Option.needs`, Collapsi's classic opening on the jacks) each of that
    option's choices with it, named by its title ("Jacks, first move 1 to 4"), so that a
    dependent option takes no row of its own.  Values are tuples of (option, choice) pairs."""
    values, labels = [], []
    for choice in opt.choices:
        deps = [d for d in variant.options if d.needs == ((opt.name, choice),)]
        if not deps:
            values.append(((opt.name, choice),))
            labels.append(opt.label(choice))
        for dep in deps[:1]:        # one dependent option per choice is all a row can show
            for sub in dep.choices:
                values.append(((opt.name, choice), (dep.name, sub)))
                labels.append(f"{opt.label(choice)}, {dep.title.lower()} {dep.label(sub)}")
    return values, labels


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
        return self.app.game_ahead(self.game, self.setup) + self.app.rules_ahead(self.game, self)

    def offers_first(self) -> bool:
        """Who starts is the players' choice (or a lot): not in a solo game, nor where the
        rules decide it (Spectrangle's starting draw)."""
        return self.setup.players > 1 and self.view.first_player in ("open", LOTS)

    def _row_accent(self, row: int):
        """The colour of the seat `row` will take (neutral while lots are to decide)."""
        s = self.setup
        if s.first == LOTS and self.offers_first():
            return theme.GOLD
        return theme.lighten(self.view.seats.seat_color((row - s.starter(0)) % s.players), 0.1)

    def occupant(self, row: int) -> str:
        """How the "Who starts" choice names the player of `row`."""
        rows = self.setup.rows()
        kinds = ["computer" if name not in ("human", "friend") else name for name in rows]
        kind = kinds[row]
        if kinds.count(kind) > 1:           # as the seat's row is named
            return f"Player {row + 1}"
        return {"human": "Me", "friend": "Friend"}.get(kind, "Computer")

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
            self._build_compact()
            self._keep()
            return
        self.scroller = None
        g, s = self.game, self.setup
        v = g.variants[s.variant]
        W, H = self.app.size
        self.buttons = []
        self.rows: list[tuple[str, int]] = []     # (label, y) of each labelled row
        self.seat_rows: list[tuple[int, int]] = []
        variants = list(g.variants)
        options = [opt for opt in v.options if len(opt.choices) > 1 and not opt.needs]
        rows = ((len(variants) > 1) + (len(v.player_counts) > 1) + len(options)
                + self.offers_first())
        room = H - theme.TOP_BAR_H - 16 - 78     # under the bar, above the buttons
        # rows closer together when a long form (four seats and two options) would not fit
        # (row, seat heading, seat row) heights and the gap under each row's buttons: rows
        # closer together when a long form would not fit, the buttons still 44 px (a finger)
        for spacing in ((58, 40, 64, 12, 16), (56, 30, 60, 12, 16), (52, 26, 52, 8, 8)):
            row_h, head_h, seat_h, row_gap, seat_gap = spacing
            content = 28 + row_h * rows + head_h + seat_h * s.players + 12
            if content <= room:
                break
        self.row_mid, self.seat_mid = (row_h - row_gap) // 2, (seat_h - seat_gap) // 2
        # the left column may shorten its picture so that the form still fits the window
        narrow = W < 1200              # a tablet on its side: a narrower picture and columns
        self.hero_w, self.label_w, kind_w = (200, 124, 216) if narrow else (self.HERO_W, 150,
                                                                            270)
        hero = self._hero_height(v)
        self.art_h = max(70, 150 - max(0, hero - room))
        height = max(352, content, hero - 150 + self.art_h)
        top = theme.TOP_BAR_H + max(16, (H - theme.TOP_BAR_H - height - 78) // 2)
        self.panel = pygame.Rect(60, top, W - 120, height)
        self.hero = pygame.Rect(self.panel.x + 24, self.panel.y + 24, self.hero_w, height - 48)
        self.form_x = self.hero.right + (30 if narrow else 40)
        x0 = self.form_x + self.label_w           # controls start here, labels before
        right = self.panel.right - 28
        y = self.panel.y + 28
        self.buttons.append(self.back_button("Menu", self.back))
        self.buttons.append(self.corner_button("Rules", lambda: self.app.open_rules(
            g, back_to=self), "book", "rules"))
        if len(variants) > 1:
            self.rows.append(("Variant", y))
            self.buttons.append(Choice((x0, y, right - x0, row_h - row_gap), variants,
                                       [g.variants[n].title for n in variants], s.variant,
                                       self._set_variant, name="variant"))
            y += row_h
        if len(v.player_counts) > 1:
            self.rows.append(("Players", y))
            counts = list(v.player_counts)
            self.buttons.append(Choice((x0, y, min(right - x0, 90 * len(counts)),
                                        row_h - row_gap),
                                       counts, [str(c) for c in counts], s.players,
                                       self._set_players, name="players"))
            y += row_h
        for opt in options:
            self.rows.append((opt.title, y))
            values, labels = option_row(v, opt)
            current = next(val for val in values if all(s.options.get(k) == c
                                                        for k, c in val))
            self.buttons.append(Choice((x0, y, right - x0, row_h - row_gap), values, labels,
                                       current, self._set_options, name=f"option:{opt.name}",
                                       size=17 if len(values) < 3 else 16))
            y += row_h
        if self.offers_first():
            self.rows.append(("Who starts", y))
            values = [LOTS] + list(range(s.players))
            self.buttons.append(Choice((x0, y, right - x0, row_h - row_gap), values,
                                       ["Draw lots"] + [self.occupant(r)
                                                        for r in range(s.players)],
                                       s.first, self._set_first, name="first", size=16))
            y += row_h
        self.seats_y = y
        y += head_h
        self.level_x = x0 + kind_w + (14 if narrow else 20)     # after Human, Computer, Friend
        for seat in range(s.players):
            st = s.seats[seat]
            self.seat_rows.append((seat, y))
            if st.kind == "human":
                self.buttons.append(NameTap((self.form_x, y, x0 - 12 - self.form_x,
                                             seat_h - seat_gap), self._edit_name(seat),
                                            name=f"name{seat}"))
            self.buttons.append(Choice((x0, y, kind_w, seat_h - seat_gap), list(KINDS),
                                       list(KINDS.values()), st.kind, self._set_kind(seat),
                                       name=f"seat{seat}", accent=self._row_accent(seat),
                                       size=16))
            lv = Choice((self.level_x, y, right - self.level_x, seat_h - seat_gap),
                        list(LEVELS),
                        [LEVEL_TITLES.get(lv, lv.title()) for lv in LEVELS], st.level,
                        self._set_level(seat), name=f"level{seat}", size=16)
            if st.kind != "ai":
                lv.set_enabled(False)
                lv.set(None)
            self.buttons.append(lv)
            y += seat_h
        self.start = Button((self.panel.right - 270, self.panel.bottom + 22, 270, 56),
                            "Start game", self.start_game, style="primary", icon="play",
                            size=21, name="start")
        self.buttons.append(self.start)
        self.buttons.append(Button((self.panel.x, self.panel.bottom + 22, 160, 56), "Back",
                                   self.back, name="back2"))
        self._keep()

    def _keep(self) -> None:
        """The choices into the store if they changed: every layout builds the form again
        (and screens are built ahead, on the menu), and a write waits for the disk."""
        text = json.dumps(self.setup.to_json(), sort_keys=True)
        if self.app.kept_setups.get(self.game.name) != text and \
                self.app.store.save(setup_key(self.game.name), self.setup.to_json()):
            self.app.kept_setups[self.game.name] = text

    def page_pad(self) -> int:
        """The page's side margins: a finger's edge on a phone; on a table, a column of at
        most PAGE_W points in the middle."""
        return max(12, (self.app.size[0] - PAGE_W) // 2)

    def _build_compact(self) -> None:
        """A phone: the form on a page that scrolls, a row's label over its choices, the
        seats one under another, and Start game in a bar at the foot, within thumb reach."""
        g, s = self.game, self.setup
        v = g.variants[s.variant]
        W, H = self.app.size
        portrait = self.app.shape == PORTRAIT
        self.buttons = [self.back_button("Menu", self.back),
                        self.corner_button("Rules", lambda: self.app.open_rules(
                            g, back_to=self), "book", "rules")]
        dock = pygame.Rect(0, H - 64, W, 64)
        self.dock = dock
        self.start = Button((W - 12 - min(W - 24, 260), dock.y + 8, min(W - 24, 260), 48),
                            "Start game", self.start_game, style="primary", icon="play",
                            size=19, name="start")
        self.buttons.append(self.start)
        self.start_page(pygame.Rect(0, 52, W, dock.y - 52))
        pad = self.page_pad()
        width = W - 2 * pad
        label_w = 0 if portrait else 150       # on its side: the label beside its row
        x0 = pad + label_w
        row_w = width - label_w
        self.rows, self.seat_rows = [], []
        self.seat_notes: list[tuple[int, str]] = []     # (y of its middle, the words)
        self.hero_top = 8
        y = self.hero_top + self._hero_compact_height(v, width)
        per_row = 3 if portrait else 5
        choice_h = 46

        def row(label, values, labels, current, change, name, size=16, per=per_row):
            nonlocal y
            if portrait:
                self.rows.append((label, y + 10))
                y += 24
            else:
                self.rows.append((label, y + choice_h // 2))
            rows = Choice.rows_for(len(values), per)
            h = rows * choice_h + (rows - 1) * 6
            self.put_choice(Choice((x0, y, row_w, h), values, labels, current, change,
                                   name=name, size=size, per_row=per))
            y += h + 14

        variants = list(g.variants)
        options = [opt for opt in v.options if len(opt.choices) > 1 and not opt.needs]
        if len(variants) > 1:
            row("Variant", variants, [chip_title(g.variants[n].title) for n in variants],
                s.variant, self._set_variant, "variant", per=2 if portrait else 3)
        if len(v.player_counts) > 1:
            counts = list(v.player_counts)
            row("Players", counts, [str(c) for c in counts], s.players, self._set_players,
                "players", per=len(counts))
        for opt in options:
            values, labels = option_row(v, opt)
            current = next(val for val in values if all(s.options.get(k) == c
                                                        for k, c in val))
            row(opt.title, values, labels, current, self._set_options, f"option:{opt.name}",
                per=2 if portrait else 3)
        if self.offers_first():
            values = [LOTS] + list(range(s.players))
            row("Who starts", values, ["Draw lots"] + [self.occupant(r)
                                                      for r in range(s.players)],
                s.first, self._set_first, "first")
        self.seats_y = y
        y += 32
        for seat in range(s.players):
            st = s.seats[seat]
            self.seat_rows.append((seat, y))
            if st.kind == "human":      # a finger's height round the name's line
                tap = (pad, y - 5, min(width, 300), 44)
                self.put(NameTap(tap, self._edit_name(seat), name=f"name{seat}"), tap)
            y += 46
            self.put_choice(Choice((pad, y, width, choice_h), list(KINDS),
                                   list(KINDS.values()), st.kind, self._set_kind(seat),
                                   name=f"seat{seat}", accent=self._row_accent(seat),
                                   size=16))
            y += choice_h + 6
            if st.kind == "ai":
                self.put_choice(Choice((pad, y, width, choice_h), list(LEVELS),
                                       [LEVEL_TITLES.get(lv, lv.title()) for lv in LEVELS],
                                       st.level, self._set_level(seat), name=f"level{seat}",
                                       size=15))
            else:   # the level's room kept, with a word: the form below does not jump
                note = SEAT_NOTES[st.kind]
                if st.kind == "human":      # the name above is a button (issue 50)
                    note = ("Plays here · tap the name to change it" if self.app.touch
                            else "Plays here · click the name to change it")
                self.seat_notes.append((y + choice_h // 2, note))
            y += choice_h + 6 + 10
        self.notes_y = y
        y += self._notes_height(width)
        self.end_page(y + 12)

    def _hero_compact_height(self, v, width) -> int:
        """The game at a glance at the top of a phone's form: its picture beside the
        variant's title and description."""
        text_w = width - 96 - 12
        lines = len(draw.wrap(v.description, 14, text_w))
        return max(96, 30 + lines * 18) + 16

    def _notes_height(self, width) -> int:
        h = 0
        line = self.first_line()
        if line:
            h += len(draw.wrap(line, 14, width)) * 18 + 10
        if self.setup.players > 1:
            h += 24 + sum(len(draw.wrap(f"{t}: {n}", 14, width)) * 18 + 4
                          for t, n in self.level_notes())
        return h

    # --- changes --------------------------------------------------------------------------------
    def choose(self, variant: str, players: int) -> None:
        """A rule set and a number of players chosen elsewhere (a guide's "Play a real
        game"); the seats and options stay as last chosen."""
        self.setup.variant, self.setup.players = variant, players
        self.setup.fit(self.game)
        self.build()

    def _set_variant(self, name) -> None:
        self.setup.variant = name
        self.setup.fit(self.game)
        self.build()

    def _set_players(self, n) -> None:
        self.setup.players = n
        self.setup.fit(self.game)       # a starter beyond the seats left goes back to the first
        self.build()

    def _set_options(self, value) -> None:
        """A choice of an option row: the option's choice, and its dependent's if any."""
        self.setup.options.update(dict(value))
        self.setup.fit(self.game)           # options that no longer apply go to their defaults
        self.build()

    def _set_kind(self, seat):
        def change(kind):
            self.setup.seats[seat].kind = kind
            self.build()
        return change

    def _edit_name(self, row):
        """The name of the person of `row`, asked in a box: the person's own on their row
        (remembered for every game), another person's of this device on theirs."""
        def edit():
            from .namebox import NameScene
            mine = row == self.setup.me_row()

            def done(name: str) -> None:
                if mine:
                    person.save(self.app.store, name)
                else:
                    self.setup.seats[row].name = name
                self.build()
            self.app.goto(NameScene(
                self.app, self, "Your name" if mine else f"Seat {row + 1}: a name",
                "It names your seat in games and goes with the links you send friends."
                if mine else "The person who plays this seat here, on this device. Left "
                "empty, the seat is Player 1, 2...",
                self.setup.row_name(row, self.me), done))
        return edit

    def _set_level(self, seat):
        def change(level):
            self.setup.seats[seat].level = level
            self.build()
        return change

    def _set_first(self, first) -> None:
        self.setup.first = first
        self.build()

    def start_game(self) -> None:
        """Start, unless that would discard a game left unfinished that the new one replaces
        (App.replaces: the game against the computer or in hot seat, or the puzzle; a
        friend game replaces nothing): then ask.  The first time a person of this device
        plays, their name is asked first (namebox.ask_once)."""
        if "human" in self.setup.rows() and self.setup.players > 1:
            from .namebox import ask_once        # the person's name, the first time
            ask_once(self.app, self, self._start)
        else:
            self._start()

    def _start(self) -> None:
        name = self.game.name
        key = self.app.replaces(self.game, self.setup)
        if key is None:
            self.app.start_game(self.game, self.setup)
            return
        from .ask import AskScene
        self.app.goto(AskScene(
            self.app, self, "A game is in progress",
            f"{self.app.resume_summary(name, key)}. A new game replaces it.",
            [("Keep it: Resume", lambda: self.app.resume(name, key), "keep"),
             ("Discard it, start", lambda: self.app.start_game(self.game, self.setup),
              "discard")]))

    def back(self) -> None:
        self.app.open_menu()

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
                self._draw_form_compact(surface)
            self.scroller.draw_bar(surface)
            draw.rounded_rect(surface, (0, 0, 0, 70), self.dock, 0)
            draw.rounded_rect(surface, (255, 255, 255, 26), (0, self.dock.y, self.dock.w, 1),
                              0)
        self.draw_widgets(surface)

    def _draw_form_compact(self, surface) -> None:
        g, s = self.game, self.setup
        v = g.variants[s.variant]
        W = self.app.size[0]
        pad = self.page_pad()
        width = W - 2 * pad
        top = self.on_page(pygame.Rect(pad, self.hero_top, 96, 96))
        draw.rounded_rect(surface, (*theme.MAT, 255), top, 12)
        with draw.clip(surface, top):
            self.view.seats.draw_thumbnail(surface, top)
        x = top.right + 12
        title, size = draw.fit(v.title, 19, W - pad - x, True, smallest=15)
        draw.text(surface, title, (x, top.y), size, theme.TEXT, True)
        y = top.y + 28
        for line in draw.wrap(v.description, 14, W - pad - x):
            draw.text(surface, line, (x, y), 14, theme.TEXT_MUTED)
            y += 18
        for label, ly in self.rows:
            p = self.on_page(pygame.Rect(pad, ly, 10, 1))
            label, size = draw.fit(label, 15, (width if self.app.shape == PORTRAIT else 140),
                                   True, smallest=12)
            draw.text(surface, label, (p.x, p.y), size, theme.TEXT_MUTED, True, "midleft")
        p = self.on_page(pygame.Rect(pad, self.seats_y, 10, 1))
        draw.text(surface, "WHO PLAYS EACH SEAT", (p.x, p.y + 6), 13, theme.TEXT_DIM, True)
        preview = self._preview_state()
        me = self.me
        preview.names = tuple(self.setup.people_names(me))
        for row, ry in self.seat_rows:
            p = self.on_page(pygame.Rect(pad, ry, 10, 34))
            mid = p.centery
            if s.first == LOTS and self.offers_first():
                draw.circle(surface, (120, 130, 125), (p.x + 15, mid), 14)
                draw.text(surface, "?", (p.x + 15, mid), 17, theme.TEXT_DARK, True, "center")
                names = [self.setup.row_name(row, me) or f"Seat {row + 1}", "drawn by lot"]
                color = theme.TEXT_MUTED
            else:
                seat = (row - s.starter(0)) % s.players
                self.view.seats.draw_token(surface, seat, (p.x + 15, mid), 30)
                names = self.view.words.seat_label(preview, seat).split(" · ")
                color = theme.lighten(self.view.seats.seat_color(seat), 0.25)
            # a long name shrinks, then is cut, within its button (NameTap) with its colour
            tail = draw.text_width(" · " + names[1], 15, True) if len(names) > 1 else 0
            name, size = draw.fit(names[0], 17, min(width, 300) - 38 - 10 - tail, True,
                                  smallest=13)
            r = draw.text(surface, name, (p.x + 38, mid), size, theme.TEXT, True, "midleft")
            if len(names) > 1:
                draw.text(surface, " · " + names[1], (r.right, mid), 15, color, True,
                          "midleft")
        for ny, note in self.seat_notes:
            p = self.on_page(pygame.Rect(pad, ny, 10, 1))
            draw.text(surface, note, (p.x + 4, p.y), 14, theme.TEXT_MUTED, False, "midleft")
        y = self.on_page(pygame.Rect(pad, self.notes_y, 1, 1)).y
        line = self.first_line()
        if line:
            for text in draw.wrap(line, 14, width):
                draw.text(surface, text, (pad, y), 14, theme.TEXT_MUTED)
                y += 18
            y += 10
        if s.players > 1:
            draw.text(surface, "COMPUTER LEVELS", (pad, y), 13, theme.TEXT_DIM, True)
            y += 24
            for title, note in self.level_notes():
                for i, text in enumerate(draw.wrap(f"{title}: {note}", 14, width)):
                    draw.text(surface, text, (pad, y), 14,
                              theme.TEXT if i == 0 and text.startswith(title)
                              else theme.TEXT_MUTED)
                    y += 18
                y += 4

    HERO_W = 264
    hero_w, label_w = HERO_W, 150

    def _hero_height(self, v) -> int:
        """What the left column needs: the picture, the variant's title and description,
        and the notes on the computer levels."""
        width = self.hero_w - 4
        need = 24 + 150 + 48 + len(draw.wrap(v.description, 15, width)) * round(15 * 1.35)
        if self.setup.players > 1:
            need += 10 + 22 + sum(len(draw.wrap(f"{t}: {n}", 14, width)) * 18 + 4
                                  for t, n in self.level_notes())
        return need + 24

    def level_notes(self) -> list[tuple[str, str]]:
        """(level, what it means) for each level chosen for a computer, weakest first, and
        the one recommended for a first game always."""
        chosen = {seat.level for seat in self.setup.seats[:self.setup.players]
                  if seat.kind == "ai"} | {FIRST_GAME_LEVEL}
        return [(LEVEL_TITLES[lv], LEVEL_HINTS[lv] + ("; recommended for a first game"
                                                      if lv == FIRST_GAME_LEVEL else ""))
                for lv in LEVELS if lv in chosen]

    def first_line(self) -> str:
        """Who moves first, in words that are true for the choice made; with a friend at
        the table, how playing through links works."""
        s = self.setup
        if "friend" in s.rows():
            return HONEST
        if s.players == 1:
            return ""
        if not self.offers_first():
            return self.view.first_player
        if s.first == LOTS:
            return "Lots decide who starts, as the rules do; Player 1 moves first."
        who = self.occupant(s.first)
        if who == "Me":
            return "You move first, as Player 1."
        if who == "Computer":
            return "The computer moves first, as Player 1."
        return f"{who} moves first, and plays as Player 1." if s.first else \
            "Player 1 moves first."

    def draw_static(self, surface) -> None:
        g, s = self.game, self.setup
        v = g.variants[s.variant]
        if self.paged:
            self.top_bar(surface, f"New game · {g.title}")
            return
        self.top_bar(surface, f"New game · {g.title}", "Choose who plays each seat")
        draw.panel(surface, self.panel, radius=20)
        # the game at a glance on the left
        hero = self.hero
        art = pygame.Rect(hero.x, hero.y, hero.w, self.art_h)
        draw.rounded_rect(surface, (*theme.MAT, 255), art, 14)
        draw.rounded_rect(surface, (255, 255, 255, 24), art, 14, 1)
        self.view.seats.draw_thumbnail(surface, art)
        size = 21                       # a long variant title shrinks to fit the column
        while size > 14 and draw.text_width(v.title, size, True) > hero.w - 4:
            size -= 1
        draw.text(surface, v.title, (hero.x + 2, art.bottom + 16 + (21 - size) // 2), size,
                  theme.TEXT, True)
        body = pygame.Rect(hero.x + 2, art.bottom + 48, hero.w - 4, hero.bottom - art.bottom - 48)
        y = body.y + draw.text_block(surface, v.description, body, 15, theme.TEXT_MUTED) + 10
        # what the computer levels mean, under the game's description
        if s.players > 1:
            draw.text(surface, "COMPUTER LEVELS", (body.x, y), 13, theme.TEXT_DIM, True)
            y += 22
            for title, note in self.level_notes():
                lines = draw.wrap(f"{title}: {note}", 14, body.w)
                for i, line in enumerate(lines):
                    draw.text(surface, line, (body.x, y), 14,
                              theme.TEXT if i == 0 and line.startswith(title)
                              else theme.TEXT_MUTED)
                    y += 18
                y += 4
        draw.rounded_rect(surface, (255, 255, 255, 30),
                          (hero.right + 20, self.panel.y + 24, 1, self.panel.h - 48), 0)
        lx = self.form_x
        x0 = self.form_x + self.label_w
        for label, y in self.rows:
            label, size = draw.fit(label, 18, self.label_w - 10, True, smallest=14)
            draw.text(surface, label, (lx, y + self.row_mid), size, theme.TEXT_MUTED, True,
                      "midleft")
        draw.text(surface, "SEAT", (lx, self.seats_y + 8), 13, theme.TEXT_DIM, True)
        draw.text(surface, "PLAYED BY", (x0, self.seats_y + 8), 13, theme.TEXT_DIM, True)
        draw.text(surface, "COMPUTER LEVEL", (self.level_x, self.seats_y + 8), 13,
                  theme.TEXT_DIM, True)
        preview = self._preview_state()
        me = self.me
        preview.names = tuple(self.setup.people_names(me))
        for row, y in self.seat_rows:
            mid = y + self.seat_mid
            if s.first == LOTS and self.offers_first():
                # the seating is drawn at the start: no number or colour yet
                draw.circle(surface, (120, 130, 125), (lx + 20, mid), 17)
                draw.text(surface, "?", (lx + 20, mid), 20, theme.TEXT_DARK, True, "center")
                names = [self.setup.row_name(row, me) or f"Seat {row + 1}", "drawn by lot"]
                color = theme.TEXT_MUTED
            else:
                seat = (row - s.starter(0)) % s.players     # its place in the turn order
                self.view.seats.draw_token(surface, seat, (lx + 20, mid), 38)
                names = self.view.words.seat_label(preview, seat).split(" · ")
                color = theme.lighten(self.view.seats.seat_color(seat), 0.25)
            room = x0 - 12 - (lx + 50)
            name, size = draw.fit(names[0], 18, room, True, smallest=14)
            draw.text(surface, name, (lx + 50, mid - 10), size, theme.TEXT, True, "midleft")
            if len(names) > 1:
                name, size = draw.fit(names[1], 15, room, True, smallest=12)
                draw.text(surface, name, (lx + 50, mid + 12), size, color, True, "midleft")
        line = self.first_line()
        if line:
            # beside Start game: on one line if it fits at 14 points or more, else two
            room = self.start.rect.x - 24 - (self.panel.x + 184)
            size = 16
            while size > 14 and draw.text_width(line, size) > room:
                size -= 1
            lines = [line] if draw.text_width(line, size) <= room else draw.wrap(line, 13, room)
            size = size if len(lines) == 1 else 13
            y = self.panel.bottom + 50 - 9 * (len(lines) - 1)
            for text in lines[:2]:
                draw.text(surface, text, (self.panel.x + 184, y), size, theme.TEXT_MUTED,
                          False, "midleft")
                y += 18

    def _preview_state(self):
        """A state to ask for seat names (names may depend on the game, not on the deal)."""
        cache = getattr(self, "_preview", None)
        key = (self.setup.variant, self.setup.players)
        if cache is None or cache[0] != key:
            st = self.game.new_game(self.setup.variant, self.setup.options, self.setup.players, 0)
            self._preview = (key, st)
        return self._preview[1]
