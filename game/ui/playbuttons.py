"""The buttons of the game screen (game/ui/play.py): Menu, the icons (undo, redo, hint, the
move list, the link, settings, rules), Show result, Confirm and Cancel, a friend's Copy link,
and the result box's Play again, Replay, Review, Menu and Board; where the layout puts them
and what each shows at this moment."""

from __future__ import annotations

import pygame

from .screen import PORTRAIT, TABLE
from .widgets import Button

# the icon buttons: (name, icon, what it is called under the pointer)
ICONS = (("undo", "undo", "Undo (U)"), ("redo", "redo", "Redo (Y)"),
         ("hint", "hint", "Hint (H)"), ("moves", "list", "Moves"),
         ("link", "link", "Copy link"), ("settings", "gear", "Settings"),
         ("rules", "book", "Rules"))


class PlayButtons:
    """Every button of `screen` (a PlayScene), acting on its controller."""

    def __init__(self, screen):
        self.screen = screen
        self.app = screen.app
        control = screen.control
        self.menu_btn = Button((0, 0, 1, 1), "Menu", screen.back, icon="back",
                               style="ghost", name="menu")
        actions = {"undo": control.undo, "redo": control.redo, "hint": control.ask_hint,
                   "moves": screen.toggle_sheet, "link": screen.share,
                   "settings": lambda: self.app.open_settings(back_to=screen),
                   "rules": lambda: self.app.open_rules(screen.game, back_to=screen)}
        # icon buttons, each with its name shown while pointed at (or pressed)
        self.icons = {name: Button((0, 0, 1, 1), "", actions[name], icon=icon, style="ghost",
                                   name=name, tip=tip, size=24)
                      for name, icon, tip in ICONS}
        made = self.icons
        self.undo_btn, self.redo_btn, self.hint_btn = made["undo"], made["redo"], made["hint"]
        self.link_btn, self.rules_btn, self.moves_btn = made["link"], made["rules"], made["moves"]
        self.result_btn = Button((0, 0, 1, 1), "Show result",
                                 lambda: control.phase.want_result(True),
                                 style="primary", name="show-result")
        # under the move list, clear of the board and of the view's own buttons
        self.confirm = [
            Button((0, 0, 1, 1), "Confirm", control.confirm, style="primary", name="confirm"),
            Button((0, 0, 1, 1), "Cancel", control.cancel_proposal, name="cancel-move")]
        self.again_btn = Button((0, 0, 1, 1), "Play again", screen.again_or_send,
                                style="primary", icon="replay", name="play-again", size=18)
        watch_btn = Button((0, 0, 1, 1), "Replay", lambda: screen.start_replay(0),
                           name="replay", size=18)
        review_btn = Button((0, 0, 1, 1), "Review", screen.start_review,
                            name="overlay-review", size=18)
        self.menu2_btn = Button((0, 0, 1, 1), "Menu", screen.back, name="overlay-menu",
                                size=18)
        hide_btn = Button((0, 0, 1, 1), "Board", lambda: control.phase.want_result(False),
                          icon="eye", style="ghost", name="see-board", size=18)
        self.send_btn = Button((0, 0, 1, 1), "Copy link", screen.friend_box.send,
                               style="primary", icon="link", name="send-link")
        self.top = [self.menu_btn, *self.icons.values(), self.result_btn, self.send_btn]
        self.overlay = [self.again_btn, watch_btn, review_btn, self.menu2_btn, hide_btn]

    def icons_shown(self) -> list[str]:
        """The icon buttons this moment shows, in their order."""
        screen = self.screen
        control = screen.control
        shape = self.app.shape
        helps = control.helps_allowed() and bool(control.humans)
        names = []
        for name, _, _ in ICONS:
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
        self.menu_btn.label = "Menu" if shape == TABLE else ""
        self.menu_btn.tip = "" if shape == TABLE else "Menu"
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
        for button in self.icons.values():
            button.visible = button.placed
        self.undo_btn.enabled = control.can_undo()
        self.redo_btn.enabled = control.can_redo()
        self.hint_btn.enabled = control.human_to_move() and phase.hint is None
        self.result_btn.visible = control.over and not phase.show_result and \
            not control.replaying
        self.send_btn.visible = phase.waiting_for_friend()
        if self.send_btn.visible:
            self.send_btn.label = ("Send" if screen.friend_box.shares() else "Copy") \
                + f" {control.friend_noun()}"
        owed = control.final_link_owed()
        self.again_btn.label, self.again_btn.icon = (("Send last move", "link") if owed else
                                                     ("Play again", "replay"))
        self.again_btn.name = "send-final" if owed else "play-again"
        self.again_btn.size = 16 if owed else 18
        self.confirm[0].label = "Play" if control.previewing() else "Confirm"
        if phase.proposed is not None or self.result_btn.visible or self.send_btn.visible:
            if self.app.shape == PORTRAIT:     # the dock holds what the moment needs instead
                for button in self.icons.values():
                    if button is not self.rules_btn:
                        button.visible = False
                screen.sheet_open = False
        self.moves_btn.selected = screen.sheet_open
