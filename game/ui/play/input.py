"""The game screen's buttons and input (game/ui/play/scene.py), turned into its controller's calls
(game/ui/play/controller.py).  The buttons: Menu, the icons (undo, redo, hint, the move list, the
link, settings, rules), Show result, Confirm and Cancel, a friend's Copy link, and the result
box's Play again, Replay, Review, Menu and Board; where the layout puts them and what each
shows at this moment.  The input: the buttons first, then the move list, then the board
(pointer, wheel, a finger's tap or slide), and the keys (undo, redo, hint, Enter, Escape a step
at a time, the view's hotkeys, the board by arrows with a focus ring)."""

from __future__ import annotations

import math

import pygame

from game.core.contract import RulesError
from game.core.i18n import N_, _

from game.ui import draw
from game.ui.scene import nearest_towards
from game.ui.screen import PORTRAIT, TABLE
from game.ui.view import Control
from game.ui.widgets.controls import Button, event_pos

SLIDE = 14            # points a finger travels on the board before a tap is a slide
CURSOR_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
               pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

# the icon buttons: (name, icon, what it is called under the pointer, looked up with _ where
# it is shown; the letters in brackets are keys)
ICONS = (("undo", "undo", N_("Undo (U)")), ("redo", "redo", N_("Redo (Y)")),
         ("hint", "hint", N_("Hint (H)")), ("moves", "list", N_("Moves")),
         ("link", "link", N_("Copy link")), ("settings", "gear", N_("Settings")),
         ("rules", "book", N_("Rules")))


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
                screen.view.input.cancel()
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
            move = view.input.wheel(wheel_steps(event), control.state, screen.context())
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
        move = view.input.pointer(kind, pos, control.state, screen.context())
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
        elif kind == "up" and view.input.refused(control.state, pos):
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
            move = view.input.key(key, control.state, screen.context())
            if move is not None:
                control.human_move(move)
            elif key in CURSOR_KEYS and key not in view.input.own_keys(control.state):
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
        elif screen.view.input.selecting():
            screen.view.input.cancel()          # first drop a half-made move
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
                point = screen.view.input.target(state, move)
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
                    move = screen.view.input.pointer(kind, pos, screen.control.state,
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
        held = [pygame.Rect(r) for r in screen.view.input.hit_rects(screen.control.state, ctx)
                if pygame.Rect(r).collidepoint(self.board_focus)]
        if held:
            rect = min(held, key=lambda r: r.w * r.h).inflate(10, 10)
            draw.focus_ring(surface, rect, min(12, rect.h // 2, rect.w // 2))
        else:
            draw.focus_circle(surface, self.board_focus, 26)


class PlayButtons:
    """Every button of `screen` (a PlayScene), acting on its controller."""

    def __init__(self, screen):
        self.screen = screen
        self.app = screen.app
        control = screen.control
        self.menu_btn = Button((0, 0, 1, 1), _("Menu"), screen.back, icon="back",
                               style="ghost", name="menu")
        actions = {"undo": control.undo, "redo": control.redo, "hint": control.ask_hint,
                   "moves": screen.toggle_sheet, "link": screen.share,
                   "settings": lambda: self.app.screens.settings(back_to=screen),
                   "rules": lambda: self.app.screens.rules(screen.game, back_to=screen)}
        # icon buttons, each with its name shown while pointed at (or pressed)
        self.icons = {name: Button((0, 0, 1, 1), "", actions[name], icon=icon, style="ghost",
                                   name=name, tip=_(tip), size=24)
                      for name, icon, tip in ICONS}
        made = self.icons
        self.undo_btn, self.redo_btn, self.hint_btn = made["undo"], made["redo"], made["hint"]
        self.link_btn, self.rules_btn, self.moves_btn = made["link"], made["rules"], made["moves"]
        self.result_btn = Button((0, 0, 1, 1), _("Show result"),
                                 lambda: control.phase.want_result(True),
                                 style="primary", name="show-result")
        # under the move list, clear of the board and of the view's own buttons
        self.confirm = [
            Button((0, 0, 1, 1), _("Confirm"), control.confirm, style="primary",
                   name="confirm"),
            Button((0, 0, 1, 1), _("Cancel"), control.cancel_proposal, name="cancel-move")]
        self.again_btn = Button((0, 0, 1, 1), _("Play again"), screen.again_or_send,
                                style="primary", icon="replay", name="play-again", size=18)
        watch_btn = Button((0, 0, 1, 1), _("Replay"), lambda: screen.start_replay(0),
                           name="replay", size=18)
        review_btn = Button((0, 0, 1, 1), _("Review"), screen.start_review,
                            name="overlay-review", size=18)
        self.menu2_btn = Button((0, 0, 1, 1), _("Menu"), screen.back, name="overlay-menu",
                                size=18)
        # Translators: a button of the result box that hides it to show the board
        hide_btn = Button((0, 0, 1, 1), _("Board"), lambda: control.phase.want_result(False),
                          icon="eye", style="ghost", name="see-board", size=18)
        self.send_btn = Button((0, 0, 1, 1), _("Copy link"), screen.friend_box.send,
                               style="primary", icon="link", name="send-link")
        self.top = [self.menu_btn, *self.icons.values(), self.result_btn, self.send_btn]
        self.overlay = [self.again_btn, watch_btn, review_btn, self.menu2_btn, hide_btn]
        # the buttons whose words never change but for the language (refresh)
        self.worded = [(self.result_btn, N_("Show result")), (self.confirm[1], N_("Cancel")),
                       (watch_btn, N_("Replay")), (review_btn, N_("Review")),
                       (self.menu2_btn, N_("Menu")), (hide_btn, N_("Board"))]

    def icons_shown(self) -> list[str]:
        """The icon buttons this moment shows, in their order."""
        screen = self.screen
        control = screen.control
        shape = self.app.shape
        helps = control.helps_allowed() and bool(control.humans)
        names = []
        for name, _icon, _tip in ICONS:
            if name in ("undo", "redo", "hint") and not helps:
                continue
            if name == "moves" and shape != PORTRAIT:
                continue                # the move list is always in view
            if shape == PORTRAIT and control.replaying and name != "moves":
                continue                # the dock holds the replay's controls
            if shape == PORTRAIT and name == "rules":
                continue                # in the top bar, opposite Menu
            names.append(name)
        return control.mode.icons(shape, names)

    def place(self, lay) -> None:
        """Each button where the layout `lay` puts it."""
        shape = lay.shape
        self.menu_btn.rect = lay.menu
        self.menu_btn.label = _("Menu") if shape == TABLE else ""
        self.menu_btn.tip = "" if shape == TABLE else _("Menu")
        for name, button in self.icons.items():
            rect = lay.icons.get(name)
            if shape == PORTRAIT and name == "rules":
                rect = pygame.Rect(lay.size[0] - lay.menu.right, lay.menu.y, lay.menu.w,
                                   lay.menu.h)
            button.rect = rect if rect is not None else pygame.Rect(-100, -100, 1, 1)
            button.placed = rect is not None
        self.result_btn.rect = lay.actions
        half = (lay.actions.w - 10) // 2
        # Cancel on the left and Confirm on the right on a phone (the thumb's side), as in
        # the column of a table
        a, b = self.confirm
        a.rect = pygame.Rect(lay.actions.x, lay.actions.y, half, lay.actions.h)
        b.rect = pygame.Rect(lay.actions.right - half, lay.actions.y, half, lay.actions.h)
        if shape != TABLE:
            a.rect, b.rect = b.rect, a.rect
        self.send_btn.rect = lay.send_button

    def refresh(self) -> None:
        """What each button shows at this moment: shown or not, enabled or not, its words."""
        screen = self.screen
        control = screen.control
        phase = control.phase
        for name, _icon, tip in ICONS:      # the words in the language in use
            self.icons[name].tip = _(tip)
            self.icons[name].visible = self.icons[name].placed
        for button, words in self.worded:
            button.label = _(words)
        self.undo_btn.enabled = control.can_undo()
        self.redo_btn.enabled = control.can_redo()
        self.hint_btn.enabled = control.human_to_move() and phase.hint is None
        self.result_btn.visible = control.over and not phase.show_result and \
            not control.replaying
        self.send_btn.visible = phase.waiting_for_friend()
        if self.send_btn.visible:
            link = control.friend_noun() == "link"
            if screen.friend_box.shares():
                self.send_btn.label = _("Send link") if link else _("Send code")
            else:
                self.send_btn.label = _("Copy link") if link else _("Copy code")
        owed = control.final_link_owed()
        self.again_btn.label, self.again_btn.icon = ((_("Send last move"), "link") if owed else
                                                     (_("Play again"), "replay"))
        self.again_btn.name = "send-final" if owed else "play-again"
        self.again_btn.size = 16 if owed else 18
        self.confirm[0].label = _("Play") if control.previewing() else _("Confirm")
        if phase.proposed is not None or self.result_btn.visible or self.send_btn.visible:
            if self.app.shape == PORTRAIT:     # the dock holds what the moment needs instead
                for button in self.icons.values():
                    if button is not self.rules_btn:
                        button.visible = False
                screen.sheet_open = False
        self.moves_btn.selected = screen.sheet_open
