"""The result box of the game screen (game/ui/play.py): the winner's crown and token, who won
and how, the view's own account of the result (a score table), and the buttons Play again
(or, a friend game ended here, Send last move), Replay, Review, Menu and Board."""

from __future__ import annotations

import pygame

from . import draw, theme
from .playpanels import crown
from .screen import LANDSCAPE, PORTRAIT, TABLE

BODY_GAP = 20         # points between the result box's words and its buttons


class ResultBox:
    """The result box of `screen` (a PlayScene); a mode may have its own instead
    (`Mode.result_box`: the guide's summary), with the same two methods."""

    def __init__(self, screen):
        self.screen = screen

    def geometry(self):
        """The result box at rest, the rect of its body (the view's `draw_result`) and the
        rects of its buttons (Play again, Replay, Review, Menu, Board): one row on a table or
        a phone on its side, Play again over the other four on a phone held upright."""
        screen = self.screen
        lay, view, state = screen.lay, screen.view, screen.control.state
        W, H = lay.size
        ov = pygame.Rect(lay.overlay)
        out = state.outcome()
        compact = lay.shape != TABLE
        top_h = 204 if not compact else 150     # the crown, the token, the winner, the seats
        buttons_h = 24 + 54 if not compact else (20 + 48 + (56 if lay.shape == PORTRAIT else 0))
        margin = 50 if not compact else 18
        if out is not None:
            wide = min(view.result_width(state), W - 16)
            if wide > ov.w:
                ov = ov.inflate(wide - ov.w, 0)
            # a long reason (a score table of four players) makes the box taller
            need = view.result_height(state, out, ov.w - 2 * margin)
            ov.h = max(ov.h, min(H - 16, top_h + need + BODY_GAP + buttons_h))
            ov.center = (W // 2, H // 2)
        body = pygame.Rect(ov.x + margin, ov.y + top_h, ov.w - 2 * margin,
                           ov.h - top_h - buttons_h - BODY_GAP)
        rects = []
        if lay.shape == TABLE:
            widths = (150, 112, 112, 100, 108)
            lefts = [ov.x + 24 + sum(widths[:i]) + 10 * i for i in range(len(widths))]
            rects = [pygame.Rect(x, ov.bottom - 24 - 54, w, 54)
                     for x, w in zip(lefts, widths, strict=True)]
        elif lay.shape == LANDSCAPE:
            inner = ov.inflate(-32, 0)
            first = 130
            w = (inner.w - first - 4 * 8) // 4
            rects = [pygame.Rect(inner.x, ov.bottom - 16 - 48, first, 48)]
            rects += [pygame.Rect(inner.x + first + 8 + i * (w + 8), ov.bottom - 16 - 48, w, 48)
                      for i in range(4)]
        else:
            inner = ov.inflate(-24, 0)
            rects = [pygame.Rect(inner.x, ov.bottom - 16 - 48 - 56, inner.w, 48)]
            w = (inner.w - 3 * 6) // 4
            rects += [pygame.Rect(inner.x + i * (w + 6), ov.bottom - 16 - 48, w, 48)
                      for i in range(4)]
        return ov, body, rects

    def friend_names(self) -> str:
        """The friends at the table, by name ("Ann, Bo and Cy")."""
        control = self.screen.control
        names = [control.seat_name(seat) for seat in sorted(control.table.friends)]
        return " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)

    def draw(self, surface, fade: float) -> None:
        """The box, `fade` of the way in (it rises as it fades in)."""
        screen = self.screen
        control, view = screen.control, screen.view
        state = control.state
        ov, body, rects = self.geometry()
        compact = screen.lay.shape != TABLE
        lift = int(24 * (1 - draw.ease_out(fade)))
        ov, body = ov.move(0, lift), body.move(0, lift)
        draw.panel(surface, ov, fill=(12, 40, 30, 250), edge=(*theme.GOLD, 120), radius=22,
                   shadow_alpha=160)
        out = state.outcome()
        if out is None:
            return
        cx = ov.centerx
        if out.winners:
            # the crown over the winner's token, or over the tokens of those who share it (a
            # solved puzzle has its pawn, and a draw its tokens, without one)
            crowned = 1 < state.players and len(out.winners) < state.players
            size = (44 if compact else 62) if len(out.winners) == 1 else (36 if compact else 48)
            gap = size + 12
            first = cx - gap * (len(out.winners) - 1) / 2
            if crowned:
                crown(surface, (cx, ov.y + (22 if compact else 34)), theme.GOLD)
            for i, w in enumerate(out.winners):
                view.draw_token(surface, w, (first + i * gap, ov.y + (58 if compact else 82)),
                                size)
        title = control.winner_line(out)
        names = ", ".join(control.seat_title(w) for w in out.winners)
        moves = draw.counted(control.table.cursor, "move")
        if state.players == 1:             # a puzzle: its moves and its time
            solo = control.solo_time
            names = moves
            moves = "" if solo is None else f"in {int(solo) // 60}:{int(solo) % 60:02d}"
        line = " · ".join(part for part in (names, moves) if part)
        if control.final_link_owed():      # what the first button is for, then how it went
            line = screen.friend_box.send_words(final=True) or \
                f"Send the last move to {self.friend_names()}"
        if compact:
            title, size = draw.fit(title, 28, ov.w - 32, True, smallest=18)
            draw.text(surface, title, (cx, ov.y + 102), size, theme.TEXT, True, "center")
            line, size = draw.fit(line, 15, ov.w - 32, True, smallest=13)
            draw.text(surface, line, (cx, ov.y + 130), size, theme.GOLD, True, "center")
        else:
            title, size = draw.fit(title, 38, ov.w - 48, True, smallest=24)
            draw.text(surface, title, (cx, ov.y + 142), size, theme.TEXT, True, "center")
            line, size = draw.fit(line, 16, ov.w - 48, True, smallest=13)
            draw.text(surface, line, (cx, ov.y + 178), size, theme.GOLD, True, "center")
        view.draw_result(surface, state, out, body)
        for b, rect in zip(screen.play_buttons.overlay, rects, strict=False):
            b.rect = rect.move(0, lift)
            b.draw(surface, screen.app.mouse)


class ResultAhead:
    """The result box of `screen` as the work ahead draws a screen (App.make_ahead):
    offscreen, whole, so that the frame it first appears in finds its art made."""

    def __init__(self, screen):
        self.screen = screen

    def fit(self) -> None:
        pass

    def draw(self, surface) -> None:
        self.screen.result.draw(surface, 1.0)
