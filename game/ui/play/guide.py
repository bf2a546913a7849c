"""A guided first game on screen: the game screen (PlayScene) over a guide's table
(game/table/guides.py), played in the guide's mode (`GuideMode`, the hooks of
game/ui/play/controller.py's `Mode`).  The box under the move list (on a phone upright, over the
foot of the screen) says what the step asks; the board shows its target with the view's own
hint ring; any other move is refused with a word; the other seats' moves are the script's,
made after a pause to read; at the end a summary and "Play a real game".  Nothing of it is
saved as a game in progress or a finished game."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame

from game.core import i18n
from game.core.i18n import _, pgettext
from game.table import guides
from game.table.session import Table

from game.ui import draw, theme
from game.ui.play.scene import PlayScene
from game.ui.play.controller import Mode, computer_kind
from game.ui.screen import PORTRAIT, TABLE
from game.ui.widgets.controls import Button

REPLY_PAUSE = 1.6      # seconds before a scripted move, to read what the box says of it
BOX_LEAST = 114        # points high at least, the box on a phone upright (five lines of words)


class GuideScene(PlayScene):
    """The game screen in a guide's mode (`self.mode`)."""

    def __init__(self, app, guide: guides.Guide, back_to=None):
        """`back_to`: the screen Menu (at the top and at the end) returns to (the menu by
        default; the rules page it was opened from); Skip goes on to the game's setup."""
        super().__init__(app, Table(guide.start(), guide.seats()), mode=GuideMode(guide, back_to))
        guides.remember(app.store, guide.game, "played")


class GuideMode(Mode):
    """A guided game: no undo, redo or hints; only the step's move is played (on one tap);
    the other seats play the script; the box says what to do; the end is a summary."""

    name = "guide"
    saved = False          # a guided game is never a game in progress nor a finished game
    fresh_view = True      # a game of the same name left on the rules page or paused keeps
    #                        its selections and marks in the app's view
    previews = False       # the step's words already say what its move does
    has_box = True

    def __init__(self, guide: guides.Guide, back_to=None):
        self.guide = guide
        self.note = ""              # why the last move was refused
        self.reply_clock = 0.0
        self.came_from = back_to
        self.skip_btn = Button((0, 0, 1, 1), _("Skip the guide"), self.skip,
                               name="skip-guide", size=16)
        self.real_btn = Button((0, 0, 1, 1), _("Play a real game"), self.play_real,
                               style="primary", icon="play", name="play-real", size=18)

    # --- the play ------------------------------------------------------------------------------
    def helps(self) -> bool:
        return False            # no undo, redo or hints: the words say what to play

    def step(self):
        return self.guide.step(self.control.state)

    def expected(self):
        return self.guide.expected(self.control.state)

    def accept(self, move) -> bool:
        """The move the step asks for is played; another is refused with a word."""
        self.note = "" if move == self.expected() else self.refusal()
        return not self.note

    def tap(self) -> None:
        self.note = ""      # a new tap: the last refusal is over (a wrong one says it again)

    def refusal(self) -> str:
        if self.app.touch:
            return _("Not that one this time: tap where the ring shows.")
        return _("Not that one this time: click where the ring shows.")

    def short_note(self) -> str:
        """The refusal, where the box is small."""
        return _("Not that one: tap the ring.") if self.app.touch else \
            _("Not that one: click the ring.")

    def for_pointer(self, text: str) -> str:
        """The guide's words for the pointer in use.  Written for a finger in English: "tap"
        becomes "click" where the last pointer was a mouse, so the step and its refusal
        agree.  The other languages' steps say "choose" (docs/i18n.md): the text itself."""
        text = _(text) if text else text
        if self.app.touch or i18n.code() != i18n.SOURCE:
            return text
        return re.sub(r"\b([Tt])ap(s?)\b",
                      lambda m: ("C" if m[1] == "T" else "c") + "lick" + m[2], text)

    def thinks(self, dt: float) -> bool:
        """The script's seats move after a pause to read; never a search."""
        self.reply_clock += dt
        if self.reply_clock >= REPLY_PAUSE:
            self.reply_clock = 0.0
            self.control.start_move(self.expected())
        return True

    def seat_kind(self, seat: int, kind: str) -> str:
        """The other seats play the guide's script, not a level's search."""
        # Translators: who plays the other seats of the guided game, in place of a level
        return kind if seat == self.guide.you else computer_kind(pgettext("computer level",
                                                                          "Guide"))

    def headline(self, words: tuple) -> tuple:
        title, _sub, color, token = words
        control = self.control
        if control.over:
            return _("Guided game · done"), _(self.guide.title), theme.GOLD_LIGHT, False
        if control.human_to_move():
            title = _("Your move")
        i = self.guide.step_at(control.state)
        return title, _("Guided game · step {n} of {total}").format(
            n=i + 1, total=len(self.guide.steps)), color, token

    # --- the screen ----------------------------------------------------------------------------
    def context(self, ctx):
        """The view deals nothing else and keeps nothing: no store (the solo puzzle's count
        of deals solved is left alone) and no new deal (its Restart and New puzzle)."""
        return replace(ctx, store=None, new_deal=None)

    def icons(self, shape: str, names: list[str]) -> list[str]:
        """The rules' book alone (a phone held upright: none, Skip takes its corner)."""
        return [] if shape == PORTRAIT else [name for name in names if name == "rules"]

    def dress(self) -> None:
        buttons = self.screen.play_buttons
        buttons.top.insert(0, self.skip_btn)
        buttons.overlay = [self.real_btn, buttons.menu2_btn]

    def box_shown(self) -> bool:
        return not self.control.over

    def box_reserved(self) -> bool:
        """A phone held upright keeps the board of a real game: the box lies between the
        board and the player's own panel, which goes down into the dock's place (a guide
        has no icons to dock), so the tray or rack its words speak of stays in view."""
        return self.box_shown() and self.app.shape != PORTRAIT

    def arrange(self, lay) -> None:
        skip = self.skip_btn
        if lay.shape != PORTRAIT:
            skip.rect = pygame.Rect(lay.send_button)
            skip.label, skip.icon = _("Skip the guide"), None
            skip.tip, skip.style = "", "secondary"
            return
        W, H = lay.size
        me = self.screen.watcher()
        foot = H - 6
        if lay.panels[me].h:    # the player's panel down to the foot (a solo has none)
            down = H - 6 - lay.panels[me].bottom
            lay.panels[me] = pygame.Rect(lay.panels[me]).move(0, down)
            lay.areas[me] = pygame.Rect(lay.areas[me]).move(0, down)
            foot = lay.panels[me].y - 6
        lay.dock = None         # the panel (or the box) lies in its place
        short = BOX_LEAST - (foot - 6 - lay.board.bottom)
        if short > 0:           # the board gives the box its least height
            lay.board.h -= short
        top = lay.board.bottom + 6
        lay.send = pygame.Rect(6, top, W - 12, foot - top)
        skip.rect = pygame.Rect(W - lay.menu.right, lay.menu.y, lay.menu.w, lay.menu.h)
        skip.label, skip.icon = "", "close"
        skip.tip, skip.style = _("Skip the guide"), "ghost"

    def refresh(self) -> None:
        over = self.control.over
        self.skip_btn.visible = not over
        if self.app.shape == PORTRAIT and not over:
            self.screen.play_buttons.rules_btn.visible = False      # Skip has its corner

    def box_lines(self, width: int, height: int) -> tuple[list[str], int, list[str]]:
        """The step's words and the refusal's, wrapped at the largest size (16 down to 12)
        at which both fit `height`."""
        step = self.step()
        words = self.for_pointer(step.say if step is not None else "")
        notes = (self.note, self.short_note()) if self.note else ("",)
        for said in notes:
            for size in (16, 15, 14, 13, 12):
                lines = draw.wrap(words, size, width)
                note = draw.wrap(said, size, width, True) if said else []
                # (a word longer than a line, as German has, takes smaller type too)
                if self.box_height(lines, size, note) <= height and all(
                        draw.text_width(line, size) <= width for line in lines):
                    return lines, size, note
        room = max(1, (height - self.box_height([], size, note)) // (size + 5))
        if len(lines) > room:       # a last resort no guide's words should need
            lines = lines[:room - 1] + [draw.fit(" ".join(lines[room - 1:]), size, width,
                                                 smallest=size)[0]]
        return lines, size, note

    @staticmethod
    def box_height(lines, size, note) -> int:
        return (len(lines) + len(note)) * (size + 5) + (6 if note else 0)

    def draw_box(self, surface, rect) -> None:
        box = rect
        draw.panel(surface, box, fill=(8, 32, 24, 240), radius=14)
        x, y, width = box.x + 14, box.y + 12, box.w - 28
        inside = self.skip_btn.rect.colliderect(box)
        bottom = (self.skip_btn.rect.y - 8) if inside else box.bottom - 10
        lines, size, note = self.box_lines(width, bottom - y - 22)
        if self.box_height(lines, size, note) <= bottom - y - 22:
            # the step's number, where the words leave room for it (the title says it too)
            i = self.guide.step_at(self.control.state)
            head = _("STEP {n} OF {total}").format(n=min(i + 1, len(self.guide.steps)),
                                                   total=len(self.guide.steps))
            head, head_size = draw.fit(head, 13, width, True, smallest=12)
            draw.text(surface, head, (x, y), head_size, theme.GOLD, True)
            y += 22
        else:
            lines, size, note = self.box_lines(width, bottom - y)
        for line in lines:
            draw.text(surface, line, (x, y), size, theme.TEXT)
            y += size + 5
        y += 6
        for line in note:
            draw.text(surface, line, (x, y), size, theme.GOLD_LIGHT, True)
            y += size + 5

    def draw_board(self, surface, ctx) -> None:
        control, screen = self.control, self.screen
        if control.phase.anim is None and control.human_to_move() and \
                control.phase.proposed is None:
            move = self.expected()
            if move is not None:
                # a button of the view ("I can't find a move") gets the focus ring: a tag
                # beside it would cover the words around it
                point = screen.view.input.target(control.state, move)
                button = next((c.rect for c in screen.controls() if c.visible and point
                               and c.rect.collidepoint(point)), None)
                if button is not None:
                    draw.focus_ring(surface, button.inflate(10, 10), 14)
                else:
                    # the ring alone: a tag beside it covered the pieces the step is
                    # about, and the box's words say what to tap
                    screen.view.draw_hint(surface, control.state, move, ctx, "")

    def result_box(self):
        return GuideSummary(self)

    # --- leaving -------------------------------------------------------------------------------
    def skip(self) -> None:
        """Leave the guide: the game's setup, to play a real game."""
        guides.remember(self.app.store, self.guide.game, "skipped")
        self.app.screens.setup(self.screen.game)

    def play_real(self) -> None:
        """The game's setup, on the rule set and the number of players just taught."""
        self.app.screens.setup(self.screen.game)
        self.app.scene.choose(self.guide.variant, self.guide.players)

    def play_again(self) -> bool:
        self.play_real()
        return True

    def leave(self) -> bool:
        if self.came_from is not None:
            self.app.goto(self.came_from)
        else:
            self.app.screens.menu()
        return True


class GuideSummary:
    """The guide's end (its `result_box`): the words, how the game was scored (the view's own
    result, Coloretto's table of colours; where that does not fit, the outcome in words),
    then "Play a real game" and "Menu"."""

    def __init__(self, mode: GuideMode):
        self.mode = mode

    def geometry(self):
        ov, body, rects, _end = self.parts()
        return ov, body, rects

    def parts(self):
        screen = self.mode.screen
        lay, view, state = screen.lay, screen.view, screen.control.state
        W, H = lay.size
        compact = lay.shape != TABLE
        outcome = state.outcome()
        summary = _(self.mode.guide.summary)
        margin = 20 if compact else 40
        button_h = 48 if compact else 54
        rows = 2 if lay.shape == PORTRAIT else 1
        frame = 64 + 12 + rows * button_h + (rows - 1) * 8 + 20 + 8
        result = None               # the view's result (its height), when it fits
        width = min(560, W - 24)
        for wide in (max(560, view.seats.result_width(state)), 560):
            width = min(wide, W - 24)
            lines = draw.wrap(summary, 16, width - 2 * margin)
            need = view.seats.result_height(state, outcome, width - 2 * margin)
            if frame + len(lines) * 22 + need <= H - 16:
                result = need
                break
        if result is None:
            width = min(560, W - 24)
            lines = draw.wrap(summary, 16, width - 2 * margin)
        words_h = len(lines) * 22
        end_h = result if result is not None else \
            len(draw.wrap(self.end_words(), 15, width - 2 * margin, True)) * 20
        height = min(H - 16, frame + words_h + end_h)
        ov = pygame.Rect(0, 0, width, height)
        ov.center = (W // 2, H // 2)
        body = pygame.Rect(ov.x + margin, ov.y + 64, ov.w - 2 * margin, words_h)
        inner = ov.inflate(-2 * margin, 0)
        if rows == 2:
            rects = [pygame.Rect(inner.x, ov.bottom - 20 - 2 * button_h - 8, inner.w, button_h),
                     pygame.Rect(inner.x, ov.bottom - 20 - button_h, inner.w, button_h)]
        else:
            first = inner.w * 3 // 5
            rects = [pygame.Rect(inner.x, ov.bottom - 20 - button_h, first, button_h),
                     pygame.Rect(inner.x + first + 10, ov.bottom - 20 - button_h,
                                 inner.w - first - 10, button_h)]
        end = pygame.Rect(body.x, body.bottom + 6, body.w, end_h)
        return ov, body, rects, (end, result is not None)

    def end_words(self) -> str:
        """How the game ended, in the rules' words (the count, where there is one)."""
        screen = self.mode.screen
        outcome = screen.control.state.outcome()
        return screen.view.words.result_text(outcome) if outcome is not None else ""

    def draw(self, surface, fade: float) -> None:
        screen = self.mode.screen
        control, view = screen.control, screen.view
        state = control.state
        ov, body, rects, (end, table) = self.parts()
        lift = int(24 * (1 - draw.ease_out(fade)))
        ov, body, end = ov.move(0, lift), body.move(0, lift), end.move(0, lift)
        draw.panel(surface, ov, fill=(12, 40, 30, 250), edge=(*theme.GOLD, 120), radius=22,
                   shadow_alpha=160)
        won = control.winner_line(state.outcome())
        won += "" if won.endswith("!") else "!"         # the solo puzzle's "Solved"
        # Translators: the guided game's end; {result} is "You win!" or "Solved!"
        title = _("{result} You know {game}").format(result=won, game=screen.game.title)
        title, size = draw.fit(title, 24, ov.w - 32, True, smallest=16)
        draw.text(surface, title, (ov.centerx, ov.y + 36), size, theme.TEXT, True, "center")
        draw.text_block(surface, _(self.mode.guide.summary), body, 16, theme.TEXT_MUTED)
        if table:
            view.seats.draw_result(surface, state, state.outcome(), end)
        else:
            draw.text_block(surface, self.end_words(), end, 15, theme.GOLD_LIGHT, True)
        for button, rect in zip(screen.play_buttons.overlay, rects, strict=True):
            button.rect = rect.move(0, lift)
            button.draw(surface, screen.app.mouse)
