"""The game screen's headline (game/ui/play.py): whose turn it is or how the game ended, and
under it what to do or what happened, in the top bar of a table, under a phone's top bar held
upright, or at the top of a phone's left column on its side.  A mode (game/ui/playcontrol.py)
may say it otherwise (`Mode.headline`)."""

from __future__ import annotations

from . import draw, theme
from .screen import LANDSCAPE, PORTRAIT, TABLE


class Headline:
    """The headline of `screen` (a PlayScene): its words, and their drawing."""

    def __init__(self, screen):
        self.screen = screen

    # --- the words -----------------------------------------------------------------------------
    def words(self) -> tuple[str, str, tuple, bool]:
        """(whose turn or the result, what to do or what happened, the first line's colour,
        whether the seat's token goes before it)."""
        control = self.screen.control
        return control.mode.headline(self.play_words())

    def play_words(self) -> tuple[str, str, tuple, bool]:
        """The headline of a normal game."""
        screen = self.screen
        control, app, view = screen.control, screen.app, screen.view
        st, phase = control.state, control.phase
        if phase.retrying():
            return self.retry_words()
        if control.replaying:
            return self.replay_words()
        if control.over:
            out = st.outcome()
            return (f"Game over · {control.winner_line(out)}",
                    draw.counted(control.table.cursor, "move"), theme.GOLD_LIGHT, False)
        seat = st.to_move
        name = control.seat_title(seat)
        color = theme.lighten(view.seat_color(seat), 0.35)
        waiting = phase.waiting_for_friend()
        if phase.ai_thinking():
            dots = "." * (1 + int(app.time * 3) % 3)
            title = f"{name} is thinking{dots}"
        elif waiting:
            title = f"{name.split(' · ')[0]} plays on their device"
        elif phase.anim is not None:
            title = f"{name} moves"
        else:
            title = "Your move" if len(control.humans) == 1 else f"{name} to move"
        sub = view.status(st)
        if waiting:
            noun = control.friend_noun()
            sub = (f"Send them the {noun} below, then open the one they send back"
                   if app.shape == PORTRAIT else
                   f"Send the {noun}, open theirs" if app.shape == LANDSCAPE else
                   f"Send them the {noun} on the right, then open the one they send back")
        elif phase.catching_up():
            sub = (f"Their moves since your last turn: {control.table.cursor + 1} of "
                   f"{len(control.table.line)}")
        elif control.previewing():
            sub = f"{view.advice(st, phase.proposed)}: tap again to play"
        elif phase.proposed is not None:
            sub = f"Confirm: {view.advice(st, phase.proposed)}?"
        elif phase.hint is not None:
            sub = control.hint_text()
        return title, sub, color, True

    def retry_words(self) -> tuple[str, str, tuple, bool]:
        retry = self.screen.control.phase.replay.retry
        head, verdict, _, line = retry.words()
        if retry.compact:           # upright: the panel's words in the two lines here
            return retry.title(), f"{verdict} · {line}", theme.GOLD_LIGHT, False
        return retry.title(), f"{head.split(',')[0]} · {verdict}", theme.GOLD_LIGHT, False

    def replay_words(self) -> tuple[str, str, tuple, bool]:
        control = self.screen.control
        replay = control.phase.replay
        panel = replay.review
        title = ("Review" if panel.running or panel.done else
                 "Looking back" if replay.live else "Replay")
        if control.over:
            title += f" · {control.winner_line(control.state.outcome())}"
        review = panel.status_lines() if panel.compact else None
        if review:
            return title, review, theme.GOLD_LIGHT, False
        sub = self.replay_guide()
        if control.table.played:
            last = control.table.played[-1]
            sub = f"{control.seat_name(last.seat)}: {last.words}"
        if replay.label_y is None:
            sub = f"Move {control.table.cursor} of {replay.length()} · {sub}"
        return title, sub, theme.GOLD_LIGHT, False

    def replay_guide(self) -> str:
        """How to step through the replay, in the words of the pointer in use, naming where
        its buttons are: under the move list on a table, at the right of a phone on its
        side, below the board of a phone held upright; a mouse on a table: the keys."""
        screen = self.screen
        shape, touch = screen.app.shape, screen.app.touch
        if shape == TABLE and not touch:
            replay = screen.control.phase.replay
            return ("Left and Right step through the moves; Escape returns to "
                    + ("the list" if screen.back_to is not None else
                       "the game" if replay is not None and replay.live else
                       "the result"))
        verb = "Tap" if touch else "Click"
        where = {TABLE: "the buttons under the moves", LANDSCAPE: "the buttons at the right",
                 PORTRAIT: "the buttons below"}[shape]
        return f"{verb} {where}, or a move, to step through the game"

    # --- the drawing ---------------------------------------------------------------------------
    def draw(self, surface) -> None:
        title, sub, color, token = self.words()
        token = token and not self.screen.control.over
        shape = self.screen.lay.shape
        if shape == TABLE:
            self.draw_on_table(surface, title, sub, color, token)
        elif shape == PORTRAIT:
            self.draw_upright(surface, title, sub, color, token)
        else:
            self.draw_on_side(surface, title, sub, color, token)

    def draw_on_table(self, surface, title, sub, color, token) -> None:
        """TABLE: the title and what to do centred in the top bar."""
        screen = self.screen
        lay = screen.lay
        W = lay.size[0]
        cx = W / 2
        # centred between the game's name on the left and the icons on the right
        icons = [b.rect.x for b in screen.play_buttons.top if b.visible
                 and b.rect.y < lay.bar.bottom and b.rect.x > cx]
        half = min(cx - self.title_right() - 16, min(icons, default=W) - 12 - cx)
        room = 2 * half - (100 if token else 0)
        title, size = draw.fit(title, 23, room, True)
        if token:
            screen.view.draw_token(surface, screen.control.state.to_move,
                                   (cx - draw.text_width(title, size, True) / 2 - 24, 23), 26)
        draw.text(surface, title, (cx, 23), size, color, True, "center")
        if sub:
            sub, size = draw.fit(sub, 16, 2 * half, smallest=14)
            draw.text(surface, sub, (cx, 50), size, theme.TEXT_MUTED, False, "center")

    def draw_upright(self, surface, title, sub, color, token) -> None:
        """PORTRAIT: the title in the top bar, what to do on up to two lines under it."""
        screen = self.screen
        lay = screen.lay
        W = lay.size[0]
        room = W - 2 * lay.menu.right - 8 - (32 if token else 0)
        title, size = draw.fit(title, 18, room, True, smallest=14)
        cx = W / 2 + (16 if token else 0)
        if token:
            screen.view.draw_token(surface, screen.control.state.to_move,
                                   (cx - draw.text_width(title, size, True) / 2 - 16,
                                    lay.bar.centery), 24)
        draw.text(surface, title, (cx, lay.bar.centery), size, color, True, "center")
        if isinstance(sub, list):       # the review's verdict, line by line
            y = lay.bar.bottom + 11
            for words, ink, bold in sub:
                for line in draw.wrap(words, 14, W - 16, bold)[:2]:
                    if y > lay.title.bottom:
                        break
                    draw.text(surface, line, (W / 2, y), 14, ink, bold, "center")
                    y += 18
        elif sub:
            lines = draw.wrap(sub, 14, W - 16)
            if len(lines) > 2:
                lines = [lines[0], draw.fit(" ".join(lines[1:]), 14, W - 16,
                                            smallest=14)[0]]
            for i, line in enumerate(lines):
                draw.text(surface, line, (W / 2, lay.bar.bottom + 11 + 18 * i), 14,
                          theme.TEXT_MUTED, False, "center")

    def draw_on_side(self, surface, title, sub, color, token) -> None:
        """LANDSCAPE: in the left column, under Menu and the game's name: the title on up
        to two lines, what to do on the lines left of the block."""
        screen = self.screen
        box = screen.lay.title
        x = box.x + (30 if token else 2)
        lines = draw.wrap(title, 15, box.right - x, True)[:2]
        y = box.y + 9
        if token:
            screen.view.draw_token(surface, screen.control.state.to_move, (box.x + 12, y), 22)
        for line in lines:
            draw.text(surface, line, (x, y), 15, color, True, "midleft")
            y += 19
        if isinstance(sub, list):
            sub = " ".join(words for words, _, _ in sub)
        room = max(1, (box.bottom - (y - 9)) // 17)
        if sub:
            wrapped = draw.wrap(sub, 14, box.w - 4)
            if len(wrapped) > room:
                wrapped = wrapped[:room - 1] + [draw.fit(" ".join(wrapped[room - 1:]), 14,
                                                         box.w - 4, smallest=14)[0]]
            for line in wrapped:
                draw.text(surface, line, (box.x + 2, y), 14, theme.TEXT_MUTED, False,
                          "midleft")
                y += 17

    def title_right(self) -> int:
        """Where the game's name at the left of the top bar ends."""
        screen = self.screen
        return screen.lay.game_name_at[0] + draw.text_width(screen.game.title.upper(), 15,
                                                            True)
