"""The player panels of the game screen (game/ui/play.py): each seat's token, name, who plays
it and what it is doing, in the layout's panels (down the left of a table, a phone's column,
strips above and below a phone's board held upright); the view draws its own part in each."""

from __future__ import annotations

import math

import pygame

from . import draw, theme


def crown(surface, c, color) -> None:
    """The winner's crown, centred at `c`."""
    x, y = c
    pts = [(x - 11, y + 7), (x - 11, y - 5), (x - 5, y + 1), (x, y - 8), (x + 5, y + 1),
           (x + 11, y - 5), (x + 11, y + 7)]
    draw.polygon(surface, color, pts)


class PlayerPanels:
    """The panels of `screen`'s seats (a PlayScene: its layout, its controller, its view)."""

    def __init__(self, screen):
        self.screen = screen

    def rects(self) -> list[pygame.Rect]:
        """The player panels: down the left column of a table (grown by what the view draws
        in them, closed up so that five fit), in a phone's left column, or as strips above
        and below the board of a phone held upright."""
        return [pygame.Rect(r) for r in self.screen.lay.panels]

    def compact(self) -> bool:
        """True when the panels are shorter than they would like (five seats on a table, and
        always on a phone): then the name, the kind and the status line sit closer together
        (a smaller token)."""
        return self.screen.lay.panel_style != "full"

    def extra(self) -> int:
        """The points the view draws in each panel, below the seat's own lines."""
        screen = self.screen
        try:
            return max(0, int(screen.view.seat_panel_height(screen.control.state)))
        except (TypeError, ValueError):
            return 0

    def area(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of a player panel the view draws in."""
        lay = self.screen.lay
        for panel, area in zip(lay.panels, lay.areas, strict=True):
            if pygame.Rect(panel) == pygame.Rect(rect):
                return pygame.Rect(area)
        return pygame.Rect(rect.x, rect.y, 0, 0)

    def draw_frames(self, surface) -> None:
        """Each panel's frame, token, name and who plays it (the still part)."""
        screen = self.screen
        control, view = screen.control, screen.view
        st = control.state
        style = screen.lay.panel_style
        for seat, rect in enumerate(self.rects()):
            if not rect.w:
                continue
            active = not control.over and st.to_move == seat
            color = view.seat_color(seat)
            draw.panel(surface, rect, fill=(6, 28, 20, 215) if active else (6, 28, 20, 170),
                       edge=(*theme.lighten(color, 0.2), 220) if active else theme.PANEL_EDGE,
                       radius=16 if style in ("full", "compact") else 12,
                       shadow_alpha=90 if active else 50)
            if active:
                strip = pygame.Rect(rect.x, rect.y, 6 if style != "row" else 4, rect.h)
                draw.rounded_rect(surface, color, strip.inflate(0, -min(28, rect.h // 3)), 3)
            parts = control.seat_title(seat).split(" · ")
            kind = control.seat_kind(seat)
            if style in ("full", "compact"):
                # token, name, kind: (token centre, size), name (x, y, size), kind (y, size)
                tok, name_at, kind_at = (((32, 24), 34), (62, 6, 18), (27, 14)) \
                    if style == "compact" else (((42, 44), 48), (78, 18, 20), (45, 15))
                view.draw_token(surface, seat, (rect.x + tok[0][0], rect.y + tok[0][1]), tok[1])
                # a person's name may be long (16 characters): it keeps clear of the
                # view's figure at the panel's top right
                name, size = draw.fit(parts[0], name_at[2], rect.right - 48 - rect.x
                                      - name_at[0], True, smallest=14)
                draw.text(surface, name, (rect.x + name_at[0], rect.y + name_at[1]), size,
                          theme.TEXT, True)
                x = rect.x + name_at[0]
                if len(parts) > 1:
                    r = draw.text(surface, parts[1], (x, rect.y + kind_at[0]), kind_at[1],
                                  theme.lighten(color, 0.3), True)
                    x = r.right
                    kind = f" · {kind}"
                kind, size = draw.fit(kind, kind_at[1], rect.right - 8 - x, smallest=12)
                draw.text(surface, kind, (x, rect.y + kind_at[0]), size, theme.TEXT_MUTED)
                continue
            # a phone: the token and the name on the first line; under it (a row) what the
            # seat is doing, or who plays it (draw); a column wide (stack): the name alone,
            # a mark at the right saying whose turn it is
            area = self.area(rect)
            tok = 26 if style == "row" else 20
            cx = rect.x + 8 + tok / 2
            cy = rect.y + (rect.h / 2 - 9 if style == "row" else 16)
            view.draw_token(surface, seat, (cx, cy + (2 if style == "row" else 0)), tok)
            x = cx + tok / 2 + 6
            right = (area.x - 6) if style == "row" else rect.right - 24
            name, size = draw.fit(parts[0], 15, right - x, True, smallest=13)
            draw.text(surface, name, (x, cy), size, theme.TEXT, True, "midleft")

    def status_line(self, seat: int, outcome) -> tuple[str, object, bool, str | None]:
        """What a panel says under its name: (words, colour, bold, mark) where the mark is
        "crown", "dot", "pulse", "spin" or None."""
        screen = self.screen
        control = screen.control
        st, phase = control.state, control.phase
        active = not control.over and st.to_move == seat
        if outcome is not None:
            if st.players == 1 and seat in outcome.winners:
                return "Solved", theme.GOLD, True, None
            if seat in outcome.winners:
                return "Winner", theme.GOLD, True, "crown"
            return screen.view.end_note(st, seat), theme.TEXT_DIM, False, None
        if active and phase.retrying():
            return "Tries again", theme.TEXT, True, "dot"
        if active and control.replaying:
            return "Next to move", theme.TEXT_MUTED, False, "dot"
        if active:
            if seat in control.table.friends and phase.anim is None:
                return "Their turn", theme.TEXT, True, "dot"
            if control.table.is_ai(seat):
                dots = "." * (1 + int(screen.app.time * 3) % 3)
                return (f"Thinking{dots}" if phase.anim is None else "Moving", theme.TEXT, True,
                        "spin")
            label = "Your turn" if len(control.humans) == 1 else "To move"
            return "Moving" if phase.anim is not None else label, theme.TEXT, True, "pulse"
        return screen.view.idle_note(st, seat), theme.TEXT_DIM, False, None

    def draw(self, surface) -> None:
        """What each seat is doing (the moving part), and the view's part of each panel."""
        screen = self.screen
        control, app = screen.control, screen.app
        st = control.state
        outcome = st.outcome() if control.over else None
        style = screen.lay.panel_style
        for seat, rect in enumerate(self.rects()):
            if not rect.w:
                continue
            color = screen.view.seat_color(seat)
            words, ink, bold, mark = self.status_line(seat, outcome)
            if style == "row":
                self.draw_row_line(surface, rect, seat, words, ink, bold, mark, color)
            elif style == "stack":
                # no line of its own: a mark beside the name says it all
                at = (rect.right - 14, rect.y + 16)
                if mark == "spin":
                    self.spinner(surface, at, color)
                elif mark in ("pulse", "dot"):
                    draw.circle(surface, color, at, 5)
                elif mark == "crown":
                    crown(surface, at, theme.GOLD)
            else:
                line_y = rect.bottom - (12 if style == "compact" else 26)
                x, text_x = rect.x + 32, rect.x + 50
                if mark == "crown":
                    crown(surface, (rect.x + 30, line_y), theme.GOLD)
                    draw.text(surface, words, (rect.x + 46, line_y), 17, ink, True, "midleft")
                elif mark == "spin":
                    self.spinner(surface, (x, line_y), color)
                    draw.text(surface, words, (text_x, line_y), 16, ink, bold, "midleft")
                elif mark in ("dot", "pulse"):
                    grow = 0 if mark == "dot" or app.calm else 1.5 * math.sin(app.time * 5)
                    draw.circle(surface, color, (x, line_y), 5 + grow)
                    draw.text(surface, words, (text_x, line_y), 16, ink, bold, "midleft")
                elif words:
                    draw.text(surface, words, (rect.x + 22, line_y), 16, ink, bold, "midleft")
            if self.extra() or style in ("row", "stack"):
                screen.view.draw_seat_panel(surface, st, seat, rect, self.area(rect),
                                            screen.context())

    def draw_row_line(self, surface, rect, seat, words, ink, bold, mark, color) -> None:
        """A phone's strip's second line: what the seat is doing with its mark, or, while
        it waits, who plays it and why it waits ("Hard · Out this round")."""
        app = self.screen.app
        area = self.area(rect)
        y = rect.y + rect.h / 2 + 11
        x = rect.x + 14
        room = area.x - 6 - x
        if mark is None:
            kind = self.screen.control.seat_kind(seat)
            kind = kind.replace("Computer · ", "") if kind.startswith("Computer") else kind
            words = f"{kind} · {words}" if words else kind
            words, size = draw.fit(words, 13, room, smallest=12)
            draw.text(surface, words, (x - 2, y), size, theme.TEXT_DIM, False, "midleft")
            return
        if mark == "crown":
            crown(surface, (x + 5, y), theme.GOLD)
        elif mark == "spin":
            self.spinner(surface, (x + 5, y), color)
        else:
            grow = 0 if mark == "dot" or app.calm else 1.5 * math.sin(app.time * 5)
            draw.circle(surface, color, (x + 5, y), 4 + grow)
        words, size = draw.fit(words, 13, room - 18, bold, smallest=12)
        draw.text(surface, words, (x + 18, y), size, ink, bold, "midleft")

    def spinner(self, surface, center, color) -> None:
        t = self.screen.app.time * 1.6
        for i in range(8):
            a = t * 2 * math.pi + i * math.pi / 4
            alpha = int(40 + 215 * (i / 7))
            p = (center[0] + math.cos(a) * 9, center[1] + math.sin(a) * 9)
            draw.circle(surface, (*theme.lighten(color, 0.3), alpha), p, 2.6)
