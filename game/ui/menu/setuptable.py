"""The setup screen's form on a table: the game at a glance on the left (its picture, the
variant's words, what the computer levels mean), the rows of choices and the seats on the
right, Start game under them.  A phone's form is game/ui/menu/setupform.py's page."""

from __future__ import annotations

import pygame

from game.core.i18n import _, pgettext
from game.table.seats import LEVELS

from game.ui import draw, theme
from game.ui.menu.setupform import (KINDS, LOTS, NameTap, kind_labels, level_labels,
                                    level_note, option_row)
from game.ui.view import draw_emblem
from game.ui.widgets.controls import Button, Choice

HERO_W = 264        # the left column's width, narrower on a tablet on its side


def build_table(scene) -> None:
    """The form of `scene` (a SetupScene) laid out on a table, its rows and seats closer
    together when a long form would not fit."""
    scene.scroller = None
    g, s = scene.game, scene.setup
    v = g.variants[s.variant]
    W, H = scene.app.size
    scene.buttons = []
    scene.rows: list[tuple[str, int]] = []     # (label, y) of each labelled row
    scene.seat_rows: list[tuple[int, int]] = []
    variants = list(g.variants)
    options = [opt for opt in v.options if len(opt.choices) > 1 and not opt.needs]
    rows = ((len(variants) > 1) + (len(v.player_counts) > 1) + len(options)
            + scene.offers_first())
    room = H - theme.TOP_BAR_H - 16 - 78     # under the bar, above the buttons
    # rows closer together when a long form (four seats and two options) would not fit
    # (row, seat heading, seat row) heights and the gap under each row's buttons: rows
    # closer together when a long form would not fit, the buttons still 44 px (a finger)
    for spacing in ((58, 40, 64, 12, 16), (56, 30, 60, 12, 16), (52, 26, 52, 8, 8)):
        row_h, head_h, seat_h, row_gap, seat_gap = spacing
        content = 28 + row_h * rows + head_h + seat_h * s.players + 12
        if content <= room:
            break
    scene.row_mid, scene.seat_mid = (row_h - row_gap) // 2, (seat_h - seat_gap) // 2
    # the left column may shorten its picture so that the form still fits the window
    narrow = W < 1200              # a tablet on its side: a narrower picture and columns
    scene.hero_w, scene.label_w, kind_w = (200, 124, 216) if narrow else (HERO_W, 150,
                                                                          270)
    hero = _hero_height(scene, v)
    scene.art_h = max(70, 150 - max(0, hero - room))
    height = max(352, content, hero - 150 + scene.art_h)
    top = theme.TOP_BAR_H + max(16, (H - theme.TOP_BAR_H - height - 78) // 2)
    scene.panel = pygame.Rect(60, top, W - 120, height)
    scene.hero = pygame.Rect(scene.panel.x + 24, scene.panel.y + 24, scene.hero_w, height - 48)
    scene.form_x = scene.hero.right + (30 if narrow else 40)
    x0 = scene.form_x + scene.label_w           # controls start here, labels before
    right = scene.panel.right - 28
    y = scene.panel.y + 28
    scene.buttons.append(scene.back_button(pgettext("button", "Menu"), scene.back))
    scene.buttons.append(scene.corner_button(_("Rules"), lambda: scene.app.screens.rules(
        g, back_to=scene), "book", "rules"))
    if len(variants) > 1:
        scene.rows.append((_("Variant"), y))
        scene.buttons.append(Choice((x0, y, right - x0, row_h - row_gap), variants,
                                    [_(g.variants[n].title) for n in variants], s.variant,
                                    scene.set_variant, name="variant"))
        y += row_h
    if len(v.player_counts) > 1:
        scene.rows.append((_("Players"), y))
        counts = list(v.player_counts)
        scene.buttons.append(Choice((x0, y, min(right - x0, 90 * len(counts)),
                                     row_h - row_gap),
                                    counts, [str(c) for c in counts], s.players,
                                    scene.set_players, name="players"))
        y += row_h
    for opt in options:
        scene.rows.append((_(opt.title), y))
        values, labels = option_row(v, opt)
        current = next(val for val in values if all(s.options.get(k) == c
                                                    for k, c in val))
        scene.buttons.append(Choice((x0, y, right - x0, row_h - row_gap), values, labels,
                                    current, scene.set_options, name=f"option:{opt.name}",
                                    size=17 if len(values) < 3 else 16))
        y += row_h
    if scene.offers_first():
        scene.rows.append((_("Who starts"), y))
        values = [LOTS] + list(range(s.players))
        scene.buttons.append(Choice((x0, y, right - x0, row_h - row_gap), values,
                                    [_("Draw lots")] + [scene.occupant(r)
                                                        for r in range(s.players)],
                                    s.first, scene.set_first, name="first", size=16))
        y += row_h
    scene.seats_y = y
    y += head_h
    scene.level_x = x0 + kind_w + (14 if narrow else 20)     # after Human, Computer, Friend
    for seat in range(s.players):
        st = s.seats[seat]
        scene.seat_rows.append((seat, y))
        if st.kind == "human":
            scene.buttons.append(NameTap((scene.form_x, y, x0 - 12 - scene.form_x,
                                          seat_h - seat_gap), scene.edit_name(seat),
                                         name=f"name{seat}"))
        scene.buttons.append(Choice((x0, y, kind_w, seat_h - seat_gap), list(KINDS),
                                    kind_labels(), st.kind, scene.set_kind(seat),
                                    name=f"seat{seat}", accent=scene.row_accent(seat),
                                    size=16))
        lv = Choice((scene.level_x, y, right - scene.level_x, seat_h - seat_gap),
                    list(LEVELS),
                    level_labels(), st.level,
                    scene.set_level(seat), name=f"level{seat}", size=16)
        if st.kind != "ai":
            lv.set_enabled(False)
            lv.set(None)
        scene.buttons.append(lv)
        y += seat_h
    scene.start = Button((scene.panel.right - 270, scene.panel.bottom + 22, 270, 56),
                         pgettext("button", "Start game"), scene.start_game, style="primary",
                         icon="play", size=21, name="start")
    scene.buttons.append(scene.start)
    scene.buttons.append(Button((scene.panel.x, scene.panel.bottom + 22, 160, 56),
                                pgettext("button", "Back"), scene.back, name="back2"))


def _hero_height(scene, v) -> int:
    """What the left column needs: the picture, the variant's title and description,
    and the notes on the computer levels."""
    width = scene.hero_w - 4
    need = 24 + 150 + 48 + len(draw.wrap(_(v.description), 15, width)) * round(15 * 1.35)
    if scene.setup.players > 1:
        need += 10 + 22 + sum(len(draw.wrap(level_note(t, n), 14, width)) * 18 + 4
                              for t, n in scene.level_notes())
    return need + 24


def draw_table(scene, surface) -> None:
    """What of the table's form is not a button: the game at a glance, the labels, each
    seat's token and name, and who moves first."""
    g, s = scene.game, scene.setup
    v = g.variants[s.variant]
    scene.top_bar(surface, _("New game · {game}").format(game=g.title),
                  _("Choose who plays each seat"))
    draw.panel(surface, scene.panel, radius=20)
    # the game at a glance on the left
    hero = scene.hero
    art = pygame.Rect(hero.x, hero.y, hero.w, scene.art_h)
    draw.rounded_rect(surface, (*theme.MAT, 255), art, 14)
    draw.rounded_rect(surface, (255, 255, 255, 24), art, 14, 1)
    draw_emblem(surface, art, scene.view)
    size, title = 21, _(v.title)    # a long variant title shrinks to fit the column
    while size > 14 and draw.text_width(title, size, True) > hero.w - 4:
        size -= 1
    draw.text(surface, title, (hero.x + 2, art.bottom + 16 + (21 - size) // 2), size,
              theme.TEXT, True)
    body = pygame.Rect(hero.x + 2, art.bottom + 48, hero.w - 4, hero.bottom - art.bottom - 48)
    y = body.y + draw.text_block(surface, _(v.description), body, 15, theme.TEXT_MUTED) + 10
    # what the computer levels mean, under the game's description
    if s.players > 1:
        draw.text(surface, _("COMPUTER LEVELS"), (body.x, y), 13, theme.TEXT_DIM, True)
        y += 22
        for title, note in scene.level_notes():
            lines = draw.wrap(level_note(title, note), 14, body.w)
            for i, line in enumerate(lines):
                draw.text(surface, line, (body.x, y), 14,
                          theme.TEXT if i == 0 and line.startswith(title)
                          else theme.TEXT_MUTED)
                y += 18
            y += 4
    draw.rounded_rect(surface, (255, 255, 255, 30),
                      (hero.right + 20, scene.panel.y + 24, 1, scene.panel.h - 48), 0)
    lx = scene.form_x
    x0 = scene.form_x + scene.label_w
    for label, y in scene.rows:
        label, size = draw.fit(label, 18, scene.label_w - 10, True, smallest=14)
        draw.text(surface, label, (lx, y + scene.row_mid), size, theme.TEXT_MUTED, True,
                  "midleft")
    # Translators: the heads of the setup's seat columns, in capitals
    draw.text(surface, _("SEAT"), (lx, scene.seats_y + 8), 13, theme.TEXT_DIM, True)
    draw.text(surface, _("PLAYED BY"), (x0, scene.seats_y + 8), 13, theme.TEXT_DIM, True)
    draw.text(surface, _("COMPUTER LEVEL"), (scene.level_x, scene.seats_y + 8), 13,
              theme.TEXT_DIM, True)
    preview = scene.preview_state()
    me = scene.me
    preview.names = tuple(scene.setup.people_names(me))
    for row, y in scene.seat_rows:
        mid = y + scene.seat_mid
        if s.first == LOTS and scene.offers_first():
            # the seating is drawn at the start: no number or colour yet
            draw.circle(surface, (120, 130, 125), (lx + 20, mid), 17)
            draw.text(surface, "?", (lx + 20, mid), 20, theme.TEXT_DARK, True, "center")
            names = [scene.setup.row_name(row, me) or _("Seat {n}").format(n=row + 1),
                     _("drawn by lot")]
            color = theme.TEXT_MUTED
        else:
            seat = (row - s.starter(0)) % s.players     # its place in the turn order
            scene.view.seats.draw_token(surface, seat, (lx + 20, mid), 38)
            names = scene.view.words.seat_label(preview, seat).split(" · ")
            color = theme.lighten(scene.view.seats.seat_color(seat), 0.25)
        room = x0 - 12 - (lx + 50)
        name, size = draw.fit(names[0], 18, room, True, smallest=14)
        draw.text(surface, name, (lx + 50, mid - 10), size, theme.TEXT, True, "midleft")
        if len(names) > 1:
            name, size = draw.fit(names[1], 15, room, True, smallest=12)
            draw.text(surface, name, (lx + 50, mid + 12), size, color, True, "midleft")
    line = scene.first_line()
    if line:
        # beside Start game: on one line if it fits at 14 points or more, else two
        room = scene.start.rect.x - 24 - (scene.panel.x + 184)
        size = 16
        while size > 14 and draw.text_width(line, size) > room:
            size -= 1
        lines = [line] if draw.text_width(line, size) <= room else draw.wrap(line, 13, room)
        size = size if len(lines) == 1 else 13
        y = scene.panel.bottom + 50 - 9 * (len(lines) - 1)
        for text in lines[:2]:
            draw.text(surface, text, (scene.panel.x + 184, y), size, theme.TEXT_MUTED,
                      False, "midleft")
            y += 18
