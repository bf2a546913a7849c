"""The setup screen: variant, player count, options and, seat by seat, Human or Computer with
a level.  Generic: it reads everything from the game's `Variant`s and the AI levels."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.table.seats import LEVEL_HINTS, LEVEL_TITLES, LEVELS

from . import draw, theme
from .scene import Scene
from .widgets import Button, Choice


@dataclass
class Seat:
    kind: str = "human"      # "human" or "ai"
    level: str = "medium"


@dataclass
class Setup:
    """The choices of one game's setup screen, remembered between games."""

    variant: str
    players: int
    options: dict = field(default_factory=dict)
    seats: list = field(default_factory=list)

    def seat_names(self) -> list[str]:
        """How the table names the seats: "human" or the computer's level."""
        return ["human" if seat.kind == "human" else seat.level
                for seat in self.seats[:self.players]]

    @classmethod
    def default(cls, game) -> "Setup":
        v = game.variants[game.default_variant]
        n = v.player_counts[0]
        seats = [Seat("human", "medium")] + [Seat("ai", "medium") for _ in range(3)]
        return cls(v.name, n, v.default_options(), seats)

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
        while len(self.seats) < max(v.player_counts):
            self.seats.append(Seat("ai", self.seats[-1].level if self.seats else "medium"))
        for s in self.seats:
            if s.level not in LEVELS:
                s.level = "medium"


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self.view = app.view(game)
        self.setup: Setup = app.setups.setdefault(game.name, Setup.default(game))
        self.setup.fit(game)
        self.build()

    _generation = 0

    def build(self) -> None:
        self._generation += 1
        g, s = self.game, self.setup
        v = g.variants[s.variant]
        self.buttons = []
        self.rows: list[tuple[str, int]] = []     # (label, y) of each labelled row
        self.seat_rows: list[tuple[int, int]] = []
        variants = list(g.variants)
        options = [(opt, list(opt.choices)) for opt in v.options if len(opt.choices) > 1]
        rows = (len(variants) > 1) + (len(v.player_counts) > 1) + len(options)
        room = theme.HEIGHT - theme.TOP_BAR_H - 16 - 78     # under the bar, above the buttons
        # rows closer together when a long form (four seats and two options) would not fit
        row_h, head_h, seat_h = 58, 40, 64
        if 28 + row_h * rows + head_h + seat_h * s.players + 12 > room:
            row_h, head_h, seat_h = 56, 30, 60     # still 44 px: a finger
        content = 28 + row_h * rows + head_h + seat_h * s.players + 12
        self.row_mid, self.seat_mid = (row_h - 12) // 2, (seat_h - 16) // 2
        height = max(352, content)
        top = theme.TOP_BAR_H + max(16, (theme.HEIGHT - theme.TOP_BAR_H - height - 78) // 2)
        self.panel = pygame.Rect(60, top, theme.WIDTH - 120, height)
        self.hero = pygame.Rect(self.panel.x + 24, self.panel.y + 24, 264, height - 48)
        self.form_x = self.hero.right + 40
        x0 = self.form_x + 150                    # controls start here, labels before
        right = self.panel.right - 28
        y = self.panel.y + 28
        self.buttons.append(Button((20, 12, 130, 44), "Menu", self.back, icon="back",
                                   style="ghost", name="back"))
        self.buttons.append(Button((theme.WIDTH - 170, 12, 150, 44), "Rules",
                                   lambda: self.app.open_rules(g, back_to=self), icon="book",
                                   style="ghost", name="rules"))
        if len(variants) > 1:
            self.rows.append(("Variant", y))
            self.buttons.append(Choice((x0, y, right - x0, row_h - 12), variants,
                                       [g.variants[n].title for n in variants], s.variant,
                                       self._set_variant, name="variant"))
            y += row_h
        if len(v.player_counts) > 1:
            self.rows.append(("Players", y))
            counts = list(v.player_counts)
            self.buttons.append(Choice((x0, y, min(right - x0, 90 * len(counts)), row_h - 12),
                                       counts, [str(c) for c in counts], s.players,
                                       self._set_players, name="players"))
            y += row_h
        for opt, choices in options:
            self.rows.append((opt.title, y))
            self.buttons.append(Choice((x0, y, right - x0, row_h - 12), choices,
                                       [opt.label(c) for c in choices], s.options.get(opt.name),
                                       self._set_option(opt.name), name=f"option:{opt.name}"))
            y += row_h
        self.seats_y = y
        y += head_h
        kind_w = 236
        self.level_x = x0 + kind_w + 20
        for seat in range(s.players):
            st = s.seats[seat]
            self.seat_rows.append((seat, y))
            self.buttons.append(Choice((x0, y, kind_w, seat_h - 16), ["human", "ai"],
                                       ["Human", "Computer"], st.kind, self._set_kind(seat),
                                       name=f"seat{seat}",
                                       accent=theme.lighten(self.view.seat_color(seat), 0.1)))
            lv = Choice((self.level_x, y, right - self.level_x, seat_h - 16), list(LEVELS),
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

    # --- changes --------------------------------------------------------------------------------
    def _set_variant(self, name) -> None:
        self.setup.variant = name
        self.setup.fit(self.game)
        self.build()

    def _set_players(self, n) -> None:
        self.setup.players = n
        self.build()

    def _set_option(self, name):
        def change(value):
            self.setup.options[name] = value
            self.build()
        return change

    def _set_kind(self, seat):
        def change(kind):
            self.setup.seats[seat].kind = kind
            self.build()
        return change

    def _set_level(self, seat):
        def change(level):
            self.setup.seats[seat].level = level
        return change

    def start_game(self) -> None:
        self.app.start_game(self.game, self.setup)

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

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_widgets(surface)
        # what the chosen levels mean
        y = (self.seat_rows[-1][1] + 72) if self.seat_rows else self.panel.bottom - 60
        preview = self._preview_state()
        for seat in range(self.setup.players):
            st = self.setup.seats[seat]
            if st.kind != "ai" or y > self.panel.bottom - 30:
                continue
            name = self.view.seat_label(preview, seat).split(" · ")[0]
            title = LEVEL_TITLES.get(st.level, st.level)
            r = draw.text(surface, f"{name}: {title}", (self.form_x, y), 15, theme.TEXT_MUTED,
                          True)
            draw.text(surface, f" — {LEVEL_HINTS.get(st.level, '')}", (r.right, y), 15,
                      theme.TEXT_DIM)
            y += 24

    def draw_static(self, surface) -> None:
        g, s = self.game, self.setup
        v = g.variants[s.variant]
        self.top_bar(surface, f"New game · {g.title}", "Choose who plays each seat")
        draw.panel(surface, self.panel, radius=20)
        # the game at a glance on the left
        hero = self.hero
        art = pygame.Rect(hero.x, hero.y, hero.w, 150)
        draw.rounded_rect(surface, (*theme.MAT, 255), art, 14)
        draw.rounded_rect(surface, (255, 255, 255, 24), art, 14, 1)
        self.view.draw_thumbnail(surface, art)
        size = 21                       # a long variant title shrinks to fit the column
        while size > 14 and draw.text_width(v.title, size, True) > hero.w - 4:
            size -= 1
        draw.text(surface, v.title, (hero.x + 2, art.bottom + 16 + (21 - size) // 2), size,
                  theme.TEXT, True)
        body = pygame.Rect(hero.x + 2, art.bottom + 48, hero.w - 4, hero.bottom - art.bottom - 48)
        draw.text_block(surface, v.description, body, 15, theme.TEXT_MUTED)
        draw.rounded_rect(surface, (255, 255, 255, 30),
                          (hero.right + 20, self.panel.y + 24, 1, self.panel.h - 48), 0)
        lx = self.form_x
        x0 = self.form_x + 150
        for label, y in self.rows:
            draw.text(surface, label, (lx, y + self.row_mid), 18, theme.TEXT_MUTED, True,
                      "midleft")
        draw.text(surface, "SEAT", (lx, self.seats_y + 8), 13, theme.TEXT_DIM, True)
        draw.text(surface, "PLAYED BY", (x0, self.seats_y + 8), 13, theme.TEXT_DIM, True)
        draw.text(surface, "COMPUTER LEVEL", (self.level_x, self.seats_y + 8), 13,
                  theme.TEXT_DIM, True)
        preview = self._preview_state()
        for seat, y in self.seat_rows:
            mid = y + self.seat_mid
            self.view.draw_token(surface, seat, (lx + 20, mid), 38)
            names = self.view.seat_label(preview, seat).split(" · ")
            draw.text(surface, names[0], (lx + 50, mid - 10), 18, theme.TEXT, True, "midleft")
            if len(names) > 1:
                draw.text(surface, names[1], (lx + 50, mid + 12), 15,
                          theme.lighten(self.view.seat_color(seat), 0.25), True, "midleft")
        first = self.view.seat_label(preview, 0).split(" · ")[0]
        draw.text(surface, f"{first} moves first.",
                  (self.panel.x + 184, self.panel.bottom + 50), 16, theme.TEXT_MUTED, False,
                  "midleft")

    def _preview_state(self):
        """A state to ask for seat names (names may depend on the game, not on the deal)."""
        cache = getattr(self, "_preview", None)
        key = (self.setup.variant, self.setup.players)
        if cache is None or cache[0] != key:
            st = self.game.new_game(self.setup.variant, self.setup.options, self.setup.players, 0)
            self._preview = (key, st)
        return self._preview[1]
