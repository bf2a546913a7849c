"""The setup screen's form on a page that scrolls (a phone; a table too narrow for the
picture beside the form), and what both forms share: who may play a seat, the option rows and
the seat names to tap.  The scene (game/ui/menu/setup.py) keeps the choices and changes them."""

from __future__ import annotations

import re

import pygame

from game.core.i18n import N_, _, pgettext
from game.table.seats import LEVEL_TITLES, LEVELS

from game.ui import draw, theme
from game.ui.screen import PORTRAIT
from game.ui.view import draw_emblem
from game.ui.widgets.controls import Button, Choice

LOTS = "lots"               # who starts: drawn by lot at the start (the seat rows' order else)
# who plays a seat (looked up with `_` where shown: kind_labels)
KINDS = {"human": N_("Human"), "ai": N_("Computer"), "friend": N_("Friend")}
# on a phone, in the room a computer's level takes (the form keeps its height)
SEAT_NOTES = {"human": N_("Plays here, on this device"),
              "friend": N_("Plays on their own device")}
PAGE_W = 880                # the page's column: at most this wide


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


def kind_labels() -> list[str]:
    """The words of the seat's choice, Human, Computer, Friend, in KINDS order."""
    return [_(word) for word in KINDS.values()]


def level_labels() -> list[str]:
    """The computer's levels by their titles, in LEVELS order."""
    return [_(LEVEL_TITLES.get(lv, lv.title())) for lv in LEVELS]


def chip_title(title: str) -> str:
    """A variant's title on a phone's chip: without its "(3-5 players)", which the Players
    row under it says ("Official rules (3-5 players)" would be cut to "Official rules
    (3-5 pla…" at 390 px wide); the title above the choices keeps it (in any language: a
    count of players in brackets at the end)."""
    head, _sep, tail = title.rpartition(" (")
    return head if head and (tail.endswith("players)")
                             or re.fullmatch(r"\d+([-–]\d+)? [^()]+\)", tail)) else title


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
                # Translators: a choice with the choice of the option that depends on it:
                # "Jacks, first move 1 to 4" ({option} is the option's title, lower case)
                labels.append(_("{choice}, {option} {value}").format(
                    choice=opt.label(choice), option=_(dep.title).lower(),
                    value=dep.label(sub)))
    return values, labels


def _page_pad(scene) -> int:
    """The page's side margins: a finger's edge on a phone; on a table, a column of at
    most PAGE_W points in the middle."""
    return max(12, (scene.app.size[0] - PAGE_W) // 2)


def build_page(scene) -> None:
    """A phone: the form on a page that scrolls, a row's label over its choices, the
    seats one under another, and Start game in a bar at the foot, within thumb reach."""
    g, s = scene.game, scene.setup
    v = g.variants[s.variant]
    W, H = scene.app.size
    portrait = scene.app.shape == PORTRAIT
    scene.buttons = [scene.back_button(pgettext("button", "Menu"), scene.back),
                     scene.corner_button(_("Rules"), lambda: scene.app.screens.rules(
                        g, back_to=scene), "book", "rules")]
    dock = pygame.Rect(0, H - 64, W, 64)
    scene.dock = dock
    scene.start = Button((W - 12 - min(W - 24, 260), dock.y + 8, min(W - 24, 260), 48),
                         pgettext("button", "Start game"), scene.start_game, style="primary",
                         icon="play", size=19, name="start")
    scene.buttons.append(scene.start)
    scene.start_page(pygame.Rect(0, 52, W, dock.y - 52))
    pad = _page_pad(scene)
    width = W - 2 * pad
    label_w = 0 if portrait else 150       # on its side: the label beside its row
    x0 = pad + label_w
    row_w = width - label_w
    scene.rows, scene.seat_rows = [], []
    scene.seat_notes: list[tuple[int, str]] = []     # (y of its middle, the words)
    scene.hero_top = 8
    y = scene.hero_top + _hero_height(v, width)
    per_row = 3 if portrait else 5
    choice_h = 46

    def row(label, values, labels, current, change, name, size=16, per=per_row):
        nonlocal y
        if portrait:
            scene.rows.append((label, y + 10))
            y += 24
        else:
            scene.rows.append((label, y + choice_h // 2))
        rows = Choice.rows_for(len(values), per)
        h = rows * choice_h + (rows - 1) * 6
        scene.put_choice(Choice((x0, y, row_w, h), values, labels, current, change,
                                name=name, size=size, per_row=per))
        y += h + 14

    variants = list(g.variants)
    options = [opt for opt in v.options if len(opt.choices) > 1 and not opt.needs]
    if len(variants) > 1:
        row(_("Variant"), variants, [chip_title(g.variants[n].title) for n in variants],
            s.variant, scene.set_variant, "variant", per=2 if portrait else 3)
    if len(v.player_counts) > 1:
        counts = list(v.player_counts)
        row(_("Players"), counts, [str(c) for c in counts], s.players, scene.set_players,
            "players", per=len(counts))
    for opt in options:
        values, labels = option_row(v, opt)
        current = next(val for val in values if all(s.options.get(k) == c
                                                    for k, c in val))
        row(_(opt.title), values, labels, current, scene.set_options, f"option:{opt.name}",
            per=2 if portrait else 3)
    if scene.offers_first():
        values = [LOTS] + list(range(s.players))
        row(_("Who starts"), values, [_("Draw lots")] + [scene.occupant(r)
                                                         for r in range(s.players)],
            s.first, scene.set_first, "first")
    scene.seats_y = y
    y += 32
    for seat in range(s.players):
        st = s.seats[seat]
        scene.seat_rows.append((seat, y))
        if st.kind == "human":      # a finger's height round the name's line
            tap = (pad, y - 5, min(width, 300), 44)
            scene.put(NameTap(tap, scene.edit_name(seat), name=f"name{seat}"), tap)
        y += 46
        scene.put_choice(Choice((pad, y, width, choice_h), list(KINDS),
                                kind_labels(), st.kind, scene.set_kind(seat),
                                name=f"seat{seat}", accent=scene.row_accent(seat),
                                size=16))
        y += choice_h + 6
        if st.kind == "ai":
            scene.put_choice(Choice((pad, y, width, choice_h), list(LEVELS),
                                    level_labels(),
                                    st.level, scene.set_level(seat), name=f"level{seat}",
                                    size=15))
        else:   # the level's room kept, with a word: the form below does not jump
            note = _(SEAT_NOTES[st.kind])
            if st.kind == "human":      # the name above is a button (issue 50)
                note = (_("Plays here · tap the name to change it") if scene.app.touch
                        else _("Plays here · click the name to change it"))
            scene.seat_notes.append((y + choice_h // 2, note))
        y += choice_h + 6 + 10
    scene.notes_y = y
    y += _notes_height(scene, width)
    scene.end_page(y + 12)

def _hero_height(v, width) -> int:
    """The game at a glance at the top of a phone's form: its picture beside the
    variant's title and description."""
    text_w = width - 96 - 12
    lines = len(draw.wrap(_(v.description), 14, text_w))
    return max(96, 30 + lines * 18) + 16

def _notes_height(scene, width) -> int:
    h = 0
    line = scene.first_line()
    if line:
        h += len(draw.wrap(line, 14, width)) * 18 + 10
    if scene.setup.players > 1:
        h += 24 + sum(len(draw.wrap(level_note(t, n), 14, width)) * 18 + 4
                      for t, n in scene.level_notes())
    return h


def level_note(title: str, note: str) -> str:
    """A computer level and what it means, "Easy: looks one move ahead"."""
    # Translators: a computer level and what it means ("Easy: looks one move ahead")
    return _("{level}: {note}").format(level=title, note=note)


def draw_page(scene, surface) -> None:
    g, s = scene.game, scene.setup
    v = g.variants[s.variant]
    W = scene.app.size[0]
    pad = _page_pad(scene)
    width = W - 2 * pad
    top = scene.on_page(pygame.Rect(pad, scene.hero_top, 96, 96))
    draw.rounded_rect(surface, (*theme.MAT, 255), top, 12)
    with draw.clip(surface, top):
        draw_emblem(surface, top, scene.view)
    x = top.right + 12
    title, size = draw.fit(_(v.title), 19, W - pad - x, True, smallest=15)
    draw.text(surface, title, (x, top.y), size, theme.TEXT, True)
    y = top.y + 28
    for line in draw.wrap(_(v.description), 14, W - pad - x):
        draw.text(surface, line, (x, y), 14, theme.TEXT_MUTED)
        y += 18
    for label, ly in scene.rows:
        p = scene.on_page(pygame.Rect(pad, ly, 10, 1))
        label, size = draw.fit(label, 15, (width if scene.app.shape == PORTRAIT else 140),
                               True, smallest=12)
        draw.text(surface, label, (p.x, p.y), size, theme.TEXT_MUTED, True, "midleft")
    p = scene.on_page(pygame.Rect(pad, scene.seats_y, 10, 1))
    draw.text(surface, _("WHO PLAYS EACH SEAT"), (p.x, p.y + 6), 13, theme.TEXT_DIM, True)
    preview = scene.preview_state()
    me = scene.me
    preview.names = tuple(scene.setup.people_names(me))
    for row, ry in scene.seat_rows:
        p = scene.on_page(pygame.Rect(pad, ry, 10, 34))
        mid = p.centery
        if s.first == LOTS and scene.offers_first():
            draw.circle(surface, (120, 130, 125), (p.x + 15, mid), 14)
            draw.text(surface, "?", (p.x + 15, mid), 17, theme.TEXT_DARK, True, "center")
            names = [scene.setup.row_name(row, me) or _("Seat {n}").format(n=row + 1),
                     _("drawn by lot")]
            color = theme.TEXT_MUTED
        else:
            seat = (row - s.starter(0)) % s.players
            scene.view.seats.draw_token(surface, seat, (p.x + 15, mid), 30)
            names = scene.view.words.seat_label(preview, seat).split(" · ")
            color = theme.lighten(scene.view.seats.seat_color(seat), 0.25)
        # a long name shrinks, then is cut, within its button (NameTap) with its colour
        tail = draw.text_width(" · " + names[1], 15, True) if len(names) > 1 else 0
        name, size = draw.fit(names[0], 17, min(width, 300) - 38 - 10 - tail, True,
                              smallest=13)
        r = draw.text(surface, name, (p.x + 38, mid), size, theme.TEXT, True, "midleft")
        if len(names) > 1:
            draw.text(surface, " · " + names[1], (r.right, mid), 15, color, True,
                      "midleft")
    for ny, note in scene.seat_notes:
        p = scene.on_page(pygame.Rect(pad, ny, 10, 1))
        draw.text(surface, note, (p.x + 4, p.y), 14, theme.TEXT_MUTED, False, "midleft")
    y = scene.on_page(pygame.Rect(pad, scene.notes_y, 1, 1)).y
    line = scene.first_line()
    if line:
        for text in draw.wrap(line, 14, width):
            draw.text(surface, text, (pad, y), 14, theme.TEXT_MUTED)
            y += 18
        y += 10
    if s.players > 1:
        draw.text(surface, _("COMPUTER LEVELS"), (pad, y), 13, theme.TEXT_DIM, True)
        y += 24
        for title, note in scene.level_notes():
            for i, text in enumerate(draw.wrap(level_note(title, note), 14, width)):
                draw.text(surface, text, (pad, y), 14,
                          theme.TEXT if i == 0 and text.startswith(title)
                          else theme.TEXT_MUTED)
                y += 18
            y += 4
