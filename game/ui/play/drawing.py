"""The game screen's drawing (game/ui/play/scene.py), from its controller's state
(game/ui/play/controller.py), in parts: the headline (whose turn or how the game ended, and what to
do, placed for each shape; a mode may word it otherwise), the player panels (each seat's token,
name, who plays it and what it is doing; the view draws its own part in each), a friend's link
box (the link to send them and what became of it), the result box (the winner, how it went,
the view's account of the result, Play again or Send last move, Replay, Review, Menu, Board),
and the picture itself: the static layer, then each frame the board with its marks (a hint, a
move to confirm, the review's better move, the keyboard's focus, the mode's own), the headline,
the panels, the move list or its sheet, the replay's panel, the box under the move list, the
buttons and the result box over a veil.  Nothing here changes the play."""

from __future__ import annotations

import math

import pygame

from game.core.i18n import _, ngettext
from game.table import friends

from game.ui import draw, page, theme
from game.ui.screen import LANDSCAPE, PORTRAIT, TABLE
from game.ui.draw import split_long
from game.ui.play.controller import computer_level, listed
from game.ui.view import FIGURE_W, STATUS_END

BODY_GAP = 20         # points between the result box's words and its buttons


def moves_count(n: int) -> str:
    """"1 move", "14 moves"."""
    return ngettext("{n} move", "{n} moves", n).format(n=n)


class PlayPicture:
    """The drawing of `screen` (a PlayScene); it changes nothing of the play."""

    def __init__(self, screen):
        self.screen = screen
        self.frozen: pygame.Surface | None = None   # the veiled picture under the result

    def draw_static(self, surface) -> None:
        screen = self.screen
        lay = screen.lay
        W, H = lay.size
        if lay.bar.w:
            draw.rounded_rect(surface, (0, 0, 0, 70), lay.bar, 0)
            draw.rounded_rect(surface, (255, 255, 255, 26), (0, lay.bar.bottom, W, 1), 0)
        if lay.dock is not None:
            draw.rounded_rect(surface, (0, 0, 0, 70), lay.dock, 0)
            draw.rounded_rect(surface, (255, 255, 255, 26), (0, lay.dock.y, W, 1), 0)
        if lay.shape == TABLE:
            draw.text(surface, screen.game.title.upper(), lay.game_name_at, 15, theme.GOLD, True,
                      "midleft")
        elif lay.shape == LANDSCAPE and lay.game_name_at is not None:
            name, size = draw.fit(screen.game.title.upper(), 14,
                                  lay.board.x - 8 - lay.game_name_at[0], True, smallest=12)
            draw.text(surface, name, lay.game_name_at, size, theme.GOLD, True, "midleft")
        if not (screen.sheet_open and lay.sheet is not None):   # the sheet lies over them
            screen.panels.draw_frames(surface)
        if lay.moves is not None and screen.log_rect().h >= 60:
            rect = screen.log_rect()
            draw.panel(surface, rect, fill=(6, 28, 20, 170), radius=16, shadow_alpha=50)
        seed = screen.control.table.seed
        if lay.deal_at is not None and seed is not None:
            # the deal, so a position can be found again (a guide's prepared deal has none)
            label = screen.view.words.deal_label(screen.control.state, seed)
            draw.text(surface, label, lay.deal_at, 14, theme.TEXT_DIM)

    def draw_frozen(self, surface) -> bool:
        """Nothing under the result moves any more: the veiled picture again, the box over
        it; False when there is none to reuse."""
        screen = self.screen
        fade = screen.control.phase.fade()
        if fade >= 1 and self.frozen is not None and \
                self.frozen.get_size() == surface.get_size():
            surface.blit(self.frozen, (0, 0))
            screen.result.draw(surface, fade)
            return True
        return False

    def draw(self, surface) -> None:
        """Everything over the static layer: the board and its marks, the headline, the
        panels, the move list, the replay's panel, the box, the buttons and the result."""
        screen = self.screen
        fade = screen.control.phase.fade()
        ctx = screen.context()
        replay = screen.control.phase.replay
        sheet = screen.sheet_open and screen.lay.sheet is not None
        if not sheet:            # the sheet of moves lies over the board and the panels
            self.draw_board(surface, ctx)
        with draw.role("status"):
            screen.headline.draw(surface)
        if not sheet:
            screen.panels.draw(surface)
        screen.fill_moves()
        title = _("REPLAY") if replay is not None else _("MOVES")
        if screen.lay.moves is not None and screen.moves_list.rect.h >= 60:
            with draw.role("moves"):
                screen.moves_list.draw(surface, title)
        if replay is not None and not sheet:
            (replay.retry or replay.review).draw(surface)
        if not sheet:
            screen.view.draw_front(surface, screen.control.state, ctx)
        if screen.box_shown():
            if screen.mode.has_box:
                screen.mode.draw_box(surface, pygame.Rect(screen.send_rect))
            else:
                screen.friend_box.draw(surface)
        if sheet:
            draw.panel(surface, screen.lay.sheet, fill=(8, 32, 24, 248), radius=16,
                       shadow_alpha=120)
            with draw.role("moves"):
                screen.moves_list.draw(surface, title)
        self.draw_widgets_and_overlay(surface, fade)

    def draw_board(self, surface, ctx) -> None:
        """The view's board, and on it a hint, a move awaiting Confirm, the review's better
        move, the keyboard's focus, then what the mode draws over it."""
        screen = self.screen
        control = screen.control
        phase, state = control.phase, control.state
        screen.view.draw(surface, state, ctx)
        if phase.anim is None:
            if control.previewing():
                pass            # the board shows the move as if pointed at: nothing on it
            elif phase.proposed is not None:
                screen.view.draw_hint(surface, state, phase.proposed, ctx,
                                      # Translators: a tag on the board over a move to confirm
                                      _("CONFIRM?"))
            elif phase.hint is not None and phase.hint.done:
                screen.view.draw_hint(surface, state, phase.hint.move, ctx)
            elif phase.retrying():
                mark = phase.replay.retry.mark()
                if mark is not None:
                    screen.view.draw_hint(surface, state, mark[0], ctx, mark[1])
            elif phase.replay is not None and phase.replay.review.better() is not None:
                before, move = phase.replay.review.better()      # drawn from where it was
                # Translators: a tag on the board, over the better move
                screen.view.draw_hint(surface, before, move, ctx, _("BETTER"))
            screen.input.draw_focus(surface, ctx)
        screen.mode.draw_board(surface, ctx)

    def draw_widgets_and_overlay(self, surface, fade) -> None:
        screen = self.screen
        overlay = screen.control.overlay_visible
        mouse = screen.app.mouse if not overlay else None
        widgets = [w for w in screen.widgets() if w not in screen.play_buttons.overlay]
        for w in widgets:
            w.draw(surface, mouse)
        replay = screen.control.phase.replay
        if replay is not None and replay.label_y is not None:
            draw.text(surface, replay.label(), (screen.lay.replay.centerx, replay.label_y), 15,
                      theme.TEXT_MUTED, False, "center")
        screen.draw_focus(surface)
        for w in widgets:
            w.draw_tip(surface, mouse)
        self.frozen = None
        if overlay:
            # one colour at one alpha: a surface alpha, which SDL blends without looking at
            # each pixel's (a whole screen of per-pixel alpha: 5 ms a frame in WebAssembly)
            veil = pygame.Surface(surface.get_size())
            veil.fill(theme.OVERLAY[:3])
            veil.set_alpha(int(theme.OVERLAY[3] * fade))
            surface.blit(veil, (0, 0))
            if fade >= 1:
                self.frozen = surface.copy()
            screen.result.draw(surface, fade)


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
            # Translators: {result} is "You win!", "A draw"...
            return (_("Game over · {result}").format(result=control.winner_line(out)),
                    moves_count(control.table.cursor), theme.GOLD_LIGHT, False)
        seat = st.to_move
        name = control.seat_title(seat)
        color = theme.lighten(view.seats.seat_color(seat), 0.35)
        waiting = phase.waiting_for_friend()
        if phase.ai_thinking():
            dots = "." * (1 + int(app.time * 3) % 3)
            # Translators: {dots} is one to three dots, drawn one after the other
            title = _("{name} is thinking{dots}").format(name=name, dots=dots)
        elif waiting:
            title = _("{name} plays on their device").format(name=name.split(" · ")[0])
        elif phase.anim is not None:
            # Translators: a player's move is on its way across the board
            title = _("{name} moves").format(name=name)
        else:
            title = (_("Your move") if len(control.humans) == 1
                     else _("{name} to move").format(name=name))
        sub = view.words.status(st)
        if waiting:
            if control.friend_noun() == "link":
                sub = (_("Send them the link below, then open the one they send back")
                       if app.shape == PORTRAIT else
                       _("Send the link, open theirs") if app.shape == LANDSCAPE else
                       _("Send them the link on the right, then open the one they send back"))
            else:
                sub = (_("Send them the code below, then open the one they send back")
                       if app.shape == PORTRAIT else
                       _("Send the code, open theirs") if app.shape == LANDSCAPE else
                       _("Send them the code on the right, then open the one they send back"))
        elif phase.catching_up():
            # Translators: a friend's moves are played out; {n} is the one shown of {total}
            sub = _("Their moves since your last turn: {n} of {total}").format(
                n=control.table.cursor + 1, total=len(control.table.line))
        elif control.previewing():
            # Translators: {move} is a move in words, shown before it is played
            sub = _("{move}: tap again to play").format(
                move=view.words.advice(st, phase.proposed))
        elif phase.proposed is not None:
            sub = _("Confirm: {move}?").format(move=view.words.advice(st, phase.proposed))
        elif phase.hint is not None:
            sub = control.hint_text()
        return title, sub, color, True

    def retry_words(self) -> tuple[str, str, tuple, bool]:
        retry = self.screen.control.phase.replay.retry
        head, verdict, _color, line = retry.words()
        if retry.compact:           # upright: the panel's words in the two lines here
            return retry.title(), f"{verdict} · {line}", theme.GOLD_LIGHT, False
        return retry.title(), f"{head.split(',')[0]} · {verdict}", theme.GOLD_LIGHT, False

    def replay_words(self) -> tuple[str, str, tuple, bool]:
        control = self.screen.control
        replay = control.phase.replay
        panel = replay.review
        title = (_("Review") if panel.running or panel.done else
                 _("Looking back") if replay.live else _("Replay"))
        if control.over:
            title += f" · {control.winner_line(control.state.outcome())}"
        review = panel.status_lines() if panel.compact else None
        if review:
            return title, review, theme.GOLD_LIGHT, False
        sub = self.replay_guide()
        if control.table.played:
            last = control.table.played[-1]
            # Translators: the last move shown: who made it, and the move in words
            sub = _("{name}: {move}").format(name=control.seat_name(last.seat),
                                             move=last.words)
        if replay.label_y is None:
            sub = _("Move {n} of {total}").format(n=control.table.cursor,
                                                  total=replay.length()) + f" · {sub}"
        return title, sub, theme.GOLD_LIGHT, False

    def replay_guide(self) -> str:
        """How to step through the replay, in the words of the pointer in use, naming where
        its buttons are: under the move list on a table, at the right of a phone on its
        side, below the board of a phone held upright; a mouse on a table: the keys."""
        screen = self.screen
        shape, touch = screen.app.shape, screen.app.touch
        if shape == TABLE and not touch:
            replay = screen.control.phase.replay
            if screen.back_to is not None:
                return _("Left and Right step through the moves; Escape returns to the list")
            if replay is not None and replay.live:
                return _("Left and Right step through the moves; Escape returns to the game")
            return _("Left and Right step through the moves; Escape returns to the result")
        if touch:
            return {TABLE: _("Tap the buttons under the moves, or a move, to step through "
                             "the game"),
                    LANDSCAPE: _("Tap the buttons at the right, or a move, to step through "
                                 "the game"),
                    PORTRAIT: _("Tap the buttons below, or a move, to step through the "
                                "game")}[shape]
        return {TABLE: _("Click the buttons under the moves, or a move, to step through the "
                         "game"),
                LANDSCAPE: _("Click the buttons at the right, or a move, to step through the "
                             "game"),
                PORTRAIT: _("Click the buttons below, or a move, to step through the "
                            "game")}[shape]

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
            screen.view.seats.draw_token(surface, screen.control.state.to_move,
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
            screen.view.seats.draw_token(surface, screen.control.state.to_move,
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
            screen.view.seats.draw_token(surface, screen.control.state.to_move, (box.x + 12, y), 22)
        for line in lines:
            draw.text(surface, line, (x, y), 15, color, True, "midleft")
            y += 19
        if isinstance(sub, list):
            sub = " ".join(words for words, _ink, _bold in sub)
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
            return max(0, int(screen.view.seats.seat_panel_height(screen.control.state)))
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
            color = view.seats.seat_color(seat)
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
                view.seats.draw_token(surface, seat, (rect.x + tok[0][0], rect.y + tok[0][1]),
                                      tok[1])
                # a person's name may be long (16 characters): it keeps clear of the
                # view's figure at the panel's top right
                name, size = draw.fit(parts[0], name_at[2], rect.right - FIGURE_W - rect.x
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
            view.seats.draw_token(surface, seat, (cx, cy + (2 if style == "row" else 0)), tok)
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
                return _("Solved"), theme.GOLD, True, None
            if seat in outcome.winners:
                return _("Winner"), theme.GOLD, True, "crown"
            return screen.view.words.end_note(st, seat), theme.TEXT_DIM, False, None
        if active and phase.retrying():
            # Translators: a player's panel, while they retry their mistakes
            return _("Tries again"), theme.TEXT, True, "dot"
        if active and control.replaying:
            return _("Next to move"), theme.TEXT_MUTED, False, "dot"
        if active:
            if seat in control.table.friends and phase.anim is None:
                return _("Their turn"), theme.TEXT, True, "dot"
            if control.table.is_ai(seat):
                dots = "." * (1 + int(screen.app.time * 3) % 3)
                # Translators: {dots} is one to three dots, drawn one after the other
                return (_("Thinking{dots}").format(dots=dots) if phase.anim is None
                        else _("Moving"), theme.TEXT, True, "spin")
            label = _("Your turn") if len(control.humans) == 1 else _("To move")
            return _("Moving") if phase.anim is not None else label, theme.TEXT, True, "pulse"
        return screen.view.words.idle_note(st, seat), theme.TEXT_DIM, False, None

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
            color = screen.view.seats.seat_color(seat)
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
                x = rect.x + 32
                text_x = {"crown": rect.x + 46, "spin": rect.x + 50, "dot": rect.x + 50,
                          "pulse": rect.x + 50}.get(mark or "", rect.x + 22)
                if mark == "crown":
                    crown(surface, (rect.x + 30, line_y), theme.GOLD)
                elif mark == "spin":
                    self.spinner(surface, (x, line_y), color)
                elif mark in ("dot", "pulse"):
                    grow = 0 if mark == "dot" or app.calm else 1.5 * math.sin(app.time * 5)
                    draw.circle(surface, color, (x, line_y), 5 + grow)
                if words:
                    # up to where the view's words on the line begin (STATUS_END: a longer
                    # language's words get smaller type)
                    side = screen.view.seats.status_side(st, seat)
                    room = min(rect.x + STATUS_END, rect.right - 18 - side - 10) - text_x
                    size = 17 if mark == "crown" else 16
                    words, size = draw.fit(words, size, room, bold or mark == "crown",
                                           smallest=13)
                    draw.text(surface, words, (text_x, line_y), size, ink,
                              bold or mark == "crown", "midleft")
            if self.extra() or style in ("row", "stack"):
                screen.view.seats.draw_seat_panel(surface, st, seat, rect, self.area(rect),
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
            kind = computer_level(kind)
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
            wide = min(view.seats.result_width(state), W - 16)
            if wide > ov.w:
                ov = ov.inflate(wide - ov.w, 0)
            # a long reason (a score table of four players) makes the box taller
            need = view.seats.result_height(state, out, ov.w - 2 * margin)
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
        return listed(names)

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
                view.seats.draw_token(surface, w, (first + i * gap, ov.y + (58 if compact else 82)),
                                size)
        title = control.winner_line(out)
        names = ", ".join(control.seat_title(w) for w in out.winners)
        moves = moves_count(control.table.cursor)
        if state.players == 1:             # a puzzle: its moves and its time
            solo = control.solo_time
            names = moves
            # Translators: the time a puzzle took, "in 1:05"
            moves = "" if solo is None else _("in {time}").format(
                time=f"{int(solo) // 60}:{int(solo) % 60:02d}")
        line = " · ".join(part for part in (names, moves) if part)
        if control.final_link_owed():      # what the first button is for, then how it went
            line = screen.friend_box.send_words(final=True) or \
                _("Send the last move to {names}").format(names=self.friend_names())
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
        view.seats.draw_result(surface, state, out, body)
        for b, rect in zip(screen.play_buttons.overlay, rects, strict=False):
            b.rect = rect.move(0, lift)
            b.draw(surface, screen.app.mouse)


class ResultAhead:
    """The result box of `screen` as the work ahead draws a screen (Ahead.make):
    offscreen, whole, so that the frame it first appears in finds its art made."""

    def __init__(self, screen):
        self.screen = screen

    def fit(self) -> None:
        pass

    def draw(self, surface) -> None:
        self.screen.result.draw(surface, 1.0)


class FriendBox:
    """The link box of `screen` (a PlayScene), drawn in `screen.send_rect`."""

    def __init__(self, screen):
        self.screen = screen
        self.sheet = ("", False)     # (a friend's link, whether the page shares it)

    def shares(self) -> bool:
        """The page opens the device's share sheet with the friend's link (the button says
        Send link) rather than copying it (Copy link); asked of the page once per link."""
        control = self.screen.control
        link = control.friend_link()
        if self.sheet[0] != link:
            self.sheet = (link, page.can_share(control.friend_message(), link))
        return self.sheet[1]

    def send(self) -> None:
        """Copy link (or Send link): the link goes to the friend to move."""
        control = self.screen.control
        if control.phase.waiting_for_friend():
            control.phase.send_link(page.Send(control.friend_message(), control.friend_link()))

    def send_final(self) -> None:
        """Send last move: the friends see how the game ended here."""
        control = self.screen.control
        control.phase.send_link(page.Send(control.friend_message(final=True),
                                          control.friend_link()))

    def news_since(self) -> int:
        """The moves the friend to move has not seen: since their last turn."""
        table = self.screen.control.table
        return len(table.played) - friends.news_from_seat(table, table.state.to_move)

    def send_words(self, final: bool = False) -> str:
        """What became of the link sent (the share sheet, or the clipboard), in a line; ""
        before it is sent."""
        touch = self.screen.app.touch
        sending = self.screen.control.phase.sending
        state = sending.state if sending is not None else None
        if state == "pending":
            return _("Sharing…") if sending.sharing else _("Copying…")
        if state == "shared":
            return (_("Shared: they open it and see the end.") if final else
                    _("Shared: they open it and play."))
        if state == "cancelled":            # the sheet closed unsent
            return _("Not sent: tap Send again.") if touch else _("Not sent: click Send again.")
        if state == "copied":
            return _("Copied: send it to them.")
        if state == "refused":
            # Translators: the link is shown over the game for the player to copy
            return ((_("Shown over the game: hold it, Copy.") if touch else
                     _("Shown selected over the game: Ctrl+C.")) if sending.shown else
                    _("The clipboard is not available: copy it by hand."))
        return ""

    def draw(self, surface) -> None:
        """The link to send while a friend is to move: under the moves (a table, a phone on
        its side), or over the foot of the board (a phone held upright)."""
        screen = self.screen
        control = screen.control
        box = screen.send_rect
        draw.panel(surface, box, fill=(8, 32, 24, 240), radius=14)
        x, y = box.x + 16, box.y + 14
        width = box.w - 32
        friend = control.seat_name(control.state.to_move)
        head = (_("Send this link to {name}") if control.friend_noun() == "link"
                else _("Send this code to {name}")).format(name=friend)
        head, size = draw.fit(head, 16, width, True, smallest=14)
        draw.text(surface, head, (x, y), size, theme.TEXT, True)
        words = self.send_words()
        send_btn = screen.play_buttons.send_btn
        inside = send_btn.rect.colliderect(box)
        bottom = (send_btn.rect.y if inside else box.bottom) - (22 if words else 6)
        where = _("Open a link or code") if screen.app.shape == TABLE else _("Open a link")
        news = self.news_since()
        # Translators: {where} is the menu's button, "Open a link or code"
        note = draw.wrap(ngettext("They open it (or paste it in {where}), see the {n} move "
                                  "since their last turn, and play.",
                                  "They open it (or paste it in {where}), see the {n} moves "
                                  "since their last turn, and play.", news).format(
                             where=where, n=news), 13, width)
        link = split_long(control.friend_link(), 13, width)
        room = max(1, min(5, (bottom - (y + 26) - 8 - 17 * len(note)) // 17))
        if len(link) > room:
            link = link[:room - 1] + [draw.fit(link[room - 1] + "…", 13, width)[0]]
        y += 26
        for line in link:
            draw.text(surface, line, (x, y), 13, theme.GOLD_LIGHT)
            y += 17
        y += 8
        for line in note:
            if y + 15 > bottom:
                break
            draw.text(surface, line, (x, y), 13, theme.TEXT_MUTED)
            y += 17
        if words:
            draw.text(surface, words, (box.centerx, bottom + 11), 13, theme.TEXT, True,
                      "center")
