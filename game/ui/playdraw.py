"""The game screen's picture (game/ui/play.py), drawn from its controller's state: the static
layer (the bars, the game's name, the panels' frames, the move list's panel, the deal), then
each frame the board with its marks (a hint, a move to confirm, the review's better move, the
keyboard's focus, the mode's own), the headline, the panels, the move list or its sheet, the
replay's panel, the box under the move list, the buttons and the result box over a veil."""

from __future__ import annotations

import pygame

from . import draw, theme
from .screen import LANDSCAPE, TABLE


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
            draw.text(surface, screen.view.deal_label(screen.control.state, seed), lay.deal_at, 14,
                      theme.TEXT_DIM)

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
        title = "REPLAY" if replay is not None else "MOVES"
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
                screen.view.draw_hint(surface, state, phase.proposed, ctx, "CONFIRM?")
            elif phase.hint is not None and phase.hint.done:
                screen.view.draw_hint(surface, state, phase.hint.move, ctx)
            elif phase.retrying():
                mark = phase.replay.retry.mark()
                if mark is not None:
                    screen.view.draw_hint(surface, state, mark[0], ctx, mark[1])
            elif phase.replay is not None and phase.replay.review.better() is not None:
                before, move = phase.replay.review.better()      # drawn from where it was
                screen.view.draw_hint(surface, before, move, ctx, "BETTER")
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
