"""Input on the game screen (game/ui/play.py) turned into its controller's calls: the buttons
first, then the move list, then the board (pointer, wheel, a finger's tap or slide), and the
keys (undo, redo, hint, Enter, Escape a step at a time, the view's hotkeys, the board by
arrows with a focus ring)."""

from __future__ import annotations

import math

import pygame

from game.core.contract import RulesError

from . import draw
from .scene import nearest_towards
from .view import Control
from .widgets import event_pos

SLIDE = 14            # points a finger travels on the board before a tap is a slide
CURSOR_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
               pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def wheel_steps(event) -> int:
    try:
        return int(getattr(event, "y", 0)) * (-1 if getattr(event, "flipped", False) else 1)
    except (TypeError, ValueError):
        return 0


class PlayInput:
    """The events and keys of `screen` (a PlayScene)."""

    def __init__(self, screen):
        self.screen = screen
        self.pressed_at = None              # where the finger on the board went down
        self.board_focus: tuple[int, int] | None = None

    # --- pointers ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        screen = self.screen
        if event.type == pygame.MOUSEBUTTONDOWN:
            screen.control.mode.tap()
        if self.widgets_take(event) or self.move_list_takes(event):
            return True
        if not screen.control.human_to_move() or screen.control.overlay_visible:
            return False
        return self.board_takes(event)

    def widgets_take(self, event) -> bool:
        """The buttons first: True when one took the event (or it left this screen)."""
        screen = self.screen
        for widget in list(screen.widgets()):
            if isinstance(widget, Control):
                # the view's buttons keep any half-made move (a toggle, "cancel", "declare")
                widget.fired = False
                if widget.handle(event):
                    if widget.fired and widget.move is not None:
                        screen.control.submit(widget.move)
                    return True
            elif widget.handle(event):
                screen.view.cancel()
                return True
            if screen.app.scene is not screen:
                return True
        return False

    def move_list_takes(self, event) -> bool:
        """The move list takes pointers only where it shows (in PORTRAIT a sheet, when open)."""
        screen = self.screen
        if screen.control.overlay_visible or (screen.lay.moves is None
                                              and not screen.sheet_open):
            return False
        if screen.moves_list.handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL and screen.moves_list.wheel(
                wheel_steps(event), screen.app.mouse):
            return True
        if screen.sheet_open and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = event_pos(event)
            if pos is not None and screen.lay.sheet.collidepoint(pos):
                return True         # the sheet lies over the board: nothing goes through
        return False

    def board_takes(self, event) -> bool:
        """The board's pointer and wheel, on the human's turn: a move made or refused."""
        screen = self.screen
        control, view = screen.control, screen.view
        if event.type == pygame.MOUSEWHEEL:
            move = view.wheel(wheel_steps(event), control.state, screen.context())
            if move is not None:
                control.human_move(move)
            return True
        kind = {pygame.MOUSEBUTTONDOWN: "down", pygame.MOUSEMOTION: "move",
                pygame.MOUSEBUTTONUP: "up"}.get(event.type)
        if kind is None:
            return False
        if kind != "move" and getattr(event, "button", 1) != 1:
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        if kind == "down":
            self.pressed_at = pos
        move = view.pointer(kind, pos, control.state, screen.context())
        # a finger's tap previews its move; a finger slid or dragged there showed it all the
        # way (the board follows a pressed finger) and plays it where it lifts
        tapped = getattr(event, "touch", False) and self.pressed_at is not None and \
            math.dist(pos, self.pressed_at) < SLIDE
        if kind == "up":
            self.pressed_at = None
        if move is not None:
            control.human_move(move, pos if tapped else None)
        elif kind == "up" and control.phase.proposed is not None:
            control.phase.cancel_proposal()    # a tap elsewhere: the move waiting is dropped
        elif kind == "up" and view.refused(control.state, pos):
            control.sound("invalid")
        return True

    # --- keys ----------------------------------------------------------------------------------
    def key(self, key, mod=0) -> bool:
        """A key pressed; False when it is the overlay's buttons' (keyboard focus)."""
        screen = self.screen
        control, view = screen.control, screen.view
        phase = control.phase
        ctrl = mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        hotkey = next((c for c in screen.controls() if c.hotkey == key and c.visible
                       and c.enabled), None)
        if key == pygame.K_ESCAPE:
            self.escape()
        elif phase.replay is not None and not phase.retrying():
            phase.replay.key(key)
        elif (key == pygame.K_z and ctrl and mod & pygame.KMOD_SHIFT) or (
                key == pygame.K_y and not (mod & pygame.KMOD_ALT)):
            control.redo()
        elif key == pygame.K_u or (key == pygame.K_z and ctrl):
            control.undo()
        elif key == pygame.K_h and not ctrl and hotkey is None:
            control.ask_hint()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and control.overlay_visible:
            screen.play_again()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and phase.proposed is not None:
            control.confirm()
        elif hotkey is not None and not ctrl:
            hotkey.fired = False
            hotkey.press()
            if hotkey.fired and hotkey.move is not None:
                control.submit(hotkey.move)
        elif control.human_to_move() and not control.overlay_visible:
            move = view.key(key, control.state, screen.context())
            if move is not None:
                control.human_move(move)
            elif key in CURSOR_KEYS and key not in view.own_keys(control.state):
                self.board_cursor(key)
        elif control.overlay_visible:
            return False
        return True

    def escape(self) -> None:
        """Escape steps back one thing at a time: the result box, a proposed move, a half-made
        move, (a mode's own step), a retry, the replay, then the screen."""
        screen = self.screen
        control = screen.control
        phase = control.phase
        if control.overlay_visible:
            phase.want_result(False)
        elif phase.proposed is not None:
            control.cancel_proposal()
        elif screen.view.selecting():
            screen.view.cancel()          # first drop a half-made move
        elif control.mode.escape():
            pass
        elif phase.retrying():
            phase.replay.leave_retry()
        elif control.replaying and screen.back_to is not None:
            screen.app.goto(screen.back_to)     # the list of finished games it came from
        elif control.replaying:
            screen.leave_replay()
        else:
            screen.back()

    # --- the board by keyboard -----------------------------------------------------------------
    def board_targets(self) -> list[tuple[int, int]]:
        """Where a click may make progress now: each legal move's next click, once."""
        screen = self.screen
        state = screen.control.state
        seen = []
        for move in state.legal_moves():
            try:
                point = screen.view.target(state, move)
            except (RulesError, LookupError, TypeError, ValueError):
                point = None
            if point is not None:
                point = (int(point[0]), int(point[1]))
                if point not in seen:
                    seen.append(point)
        return seen

    def board_cursor(self, key) -> None:
        """Arrows move a focus ring between the places a click would play; Enter or Space
        clicks there."""
        screen = self.screen
        targets = self.board_targets()
        if not targets:
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.board_focus in targets:
                pos = self.board_focus
                for kind in ("down", "up"):
                    move = screen.view.pointer(kind, pos, screen.control.state,
                                               screen.context())
                    if move is not None:
                        screen.control.human_move(move)
                        break
            return
        if self.board_focus not in targets:
            self.board_focus = min(targets, key=lambda p: (p[1], p[0]))
            return
        way = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
               pygame.K_DOWN: (0, 1), pygame.K_TAB: (1, 0)}[key]
        self.board_focus = nearest_towards(self.board_focus, targets, way) or self.board_focus

    def draw_focus(self, surface, ctx) -> None:
        """The keyboard's focus on the board, on the person's turn: a ring round the target
        it is on (the smallest of the view's hit areas that holds it: a card, an arrow's
        band, the deck, a row), or round the point itself where no hit area holds it."""
        screen = self.screen
        if self.board_focus is None or not screen.control.human_to_move() or \
                self.board_focus not in self.board_targets():
            return
        held = [pygame.Rect(r) for r in screen.view.hit_rects(screen.control.state, ctx)
                if pygame.Rect(r).collidepoint(self.board_focus)]
        if held:
            rect = min(held, key=lambda r: r.w * r.h).inflate(10, 10)
            draw.focus_ring(surface, rect, min(12, rect.h // 2, rect.w // 2))
        else:
            draw.focus_circle(surface, self.board_focus, 26)
