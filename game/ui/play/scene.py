"""The game screen over a `Table` (game/table/session.py): it draws the play of its controller
(game/ui/play/controller.py: the phase, moves, undo and redo, hints, the computer's moves in time
slices, a friend's turn, autosave) and turns input into the controller's calls (playinput.py).
Its parts are classes of their own: the buttons and the input (playinput.py), the headline,
the player panels, a friend's link box, the result box and the picture (playdraw.py); the
replay viewer is replay.py.  A mode (the guide, a puzzle) is given to the controller and the
screen, which ask its hooks.  The board itself belongs to the game's view (see
game/ui/view.py)."""

from __future__ import annotations

import pygame

from game.table.session import Table

from game.ui import draw, page
from game.ui.play import layout as playlayout
from game.ui.play.movelist import MoveList
from game.ui.play.controller import Mode, PlayController
from game.ui.play.drawing import (FriendBox, Headline, PlayerPanels, PlayPicture, ResultAhead,
                                  ResultBox)
from game.ui.play.input import PlayButtons, PlayInput
from game.ui.review.replay import Replay
from game.ui.scene import Scene
from game.ui.menu.settings import SPEEDS
from game.ui.view import Control, ViewContext


class PlayScene(Scene):
    """A game at the table.  With `replay`, the table's moves are a finished game shown at its
    end (the final position and the result), to step back through or replay from its start
    (no one plays); otherwise the game goes on from its position.  The play itself is
    `self.control`'s (a PlayController), played as `mode` says (a normal game by default)."""

    def __init__(self, app, table: Table, *, replay: bool = False, back_to=None,
                 news_from: int | None = None, review: bool = False, mode: Mode | None = None):
        """`back_to`: the screen Escape returns to from the replay (Finished games); without
        it Escape in the replay returns to the result.  `news_from`: a friend's link brought
        the moves from there on, which are played first, as they were made.  `review`: the
        replay opens with the game's review under way."""
        super().__init__(app)
        self.mode = mode = mode or Mode()
        mode.screen, mode.app = self, app
        self.name = mode.name
        self.back_to = back_to
        self.game = table.game
        self.view = app.new_view(self.game) if mode.fresh_view else app.view(self.game)
        self.control = PlayController(app, self.view, mode, context=self.context,
                                      on_table=self.on_table, address=page.address)
        self.lay: playlayout.PlayLayout | None = None
        self.board_at = None         # (the rect, the scale) the view was last laid out for
        self.placed = None           # what the layout was last worked out for
        self.sheet_open = False      # PORTRAIT: the move list opened over the board
        self.send_rect = pygame.Rect(0, 0, 1, 1)    # the box under the move list
        self.symbols_seen = app.settings.symbols
        if hasattr(self.view, "symbols"):
            self.view.symbols = app.settings.symbols
        self.friend_box = FriendBox(self)
        self.play_buttons = PlayButtons(self)
        self.input = PlayInput(self)
        self.headline = Headline(self)
        self.panels = PlayerPanels(self)
        self.result = mode.result_box() or ResultBox(self)
        self.moves_list = MoveList(pygame.Rect(0, 0, 100, 100), self.view.seats.seat_color,
                                   self.pick_move)
        self.picture = PlayPicture(self)
        mode.dress()
        self.control.use(table)
        if review:
            self.start_review()
        elif replay:            # a finished game: its end, the replay's Play a tap away
            self.start_replay(len(table.line))
        elif news_from is not None and news_from < len(table.line):
            table.seek(news_from)
            self.view.reset(table.state)
            self.control.phase.catch_up()

    @property
    def table(self) -> Table:
        return self.control.table

    @property
    def state(self):
        return self.control.table.state

    @property
    def phase(self):
        return self.control.phase

    def on_table(self) -> None:
        """Another table is in play (a new deal): laid out afresh from the first frame
        (drawn ahead, before update)."""
        self.sheet_open = False
        self.placed = None
        self.laid_out_for = self.app.viewport
        self.refresh()

    # --- the layout ------------------------------------------------------------------------------
    def layout(self) -> None:
        self.place(force=True)

    def watcher(self) -> int:
        """The seat whose panel goes under the board on a phone held upright: this device's
        player (the first person at the table)."""
        humans = sorted(self.control.humans)
        return humans[0] if humans else 0

    def below(self) -> bool:
        """Something stands under the move list: Confirm and Cancel, Show result, or the
        mode's own button."""
        control = self.control
        return self.mode.below() or control.phase.proposed is not None or (
            control.over and not control.phase.show_result and not control.replaying)

    def place(self, force: bool = False) -> None:
        """Work the layout out (game/ui/play/layout.py) for the screen and the moment (the
        icons shown, the replay, what stands under the move list) when either changed, and
        give every button, the move list, the replay and the view their places."""
        control = self.control
        if control.table is None:
            return
        icons = self.play_buttons.icons_shown()
        sending = self.box_reserved()
        own = self.view.seats.own_strip(control.state)
        retrying = control.phase.retrying()
        extra = self.panels.extra()
        key = (self.app.viewport, control.state.players, extra, self.watcher(),
               tuple(icons), control.replaying, retrying, self.below(), sending, own)
        if key == self.placed and not force:
            return
        self.placed = key
        lay = self.lay = playlayout.layout(self.app.size, self.app.shape, control.state.players,
                                           extra, watcher=self.watcher(), icons=icons,
                                           replaying=control.replaying, below=self.below(),
                                           sending=sending, retrying=retrying, own_strip=own)
        if lay.sheet is None:
            self.sheet_open = False         # only a phone held upright has the sheet
        self.play_buttons.place(lay)
        self.mode.arrange(lay)
        self.send_rect = pygame.Rect(lay.send)
        if control.phase.replay is not None:
            control.phase.replay.place(lay)
        board = (tuple(lay.board), draw.scale())
        if board != self.board_at:
            self.board_at = board
            self.view.layout(lay.board)
        self.moves_list.rect = self.log_rect()
        self.redraw()

    def log_rect(self) -> pygame.Rect:
        lay = self.lay
        if lay.moves is None:            # PORTRAIT: the sheet over the board
            return pygame.Rect(lay.sheet)
        top, column = lay.moves.y, lay.moves
        if self.control.replaying:
            return pygame.Rect(column.x, top, column.w,
                               self.control.phase.replay.list_bottom() - top)
        if self.box_shown():
            return pygame.Rect(column.x, top, column.w, max(0, self.send_rect.y - 12 - top))
        return pygame.Rect(column)

    def refresh(self) -> None:
        """The layout and every button for this moment (the next frame's clicks see it)."""
        self.place()
        self.play_buttons.refresh()
        self.moves_list.rect = self.log_rect()
        if self.control.overlay_visible:
            for button, rect in zip(self.play_buttons.overlay, self.result.geometry()[2],
                                    strict=False):
                button.rect = rect
        self.mode.refresh()

    # --- the move list ---------------------------------------------------------------------------
    def pick_move(self, number: int) -> None:
        """A move tapped (clicked) in the move list: the replay jumps there; in a finished
        game the replay opens there; in a game still played (a game kept: not a guide's
        nor a puzzle's) the board looks back at the position after it, the game on hold
        until Back to the game (`start_replay(live=True)`), as lichess's app does.  The
        sheet (a phone held upright) closes on the board that shows it."""
        control = self.control
        if control.phase.replay is not None:
            control.phase.replay.pick(number)
        elif control.over:
            self.start_replay(number)
        elif self.mode.saved and not control.phase.catching_up() and \
                number < control.table.cursor:
            self.start_replay(number, live=True)
        if self.sheet_open:
            self.toggle_sheet()

    def toggle_sheet(self) -> None:
        """PORTRAIT: the move list opened over the board, or closed."""
        self.sheet_open = not self.sheet_open
        self.moves_list.rect = self.log_rect()
        self.play_buttons.moves_btn.selected = self.sheet_open

    def fill_moves(self) -> None:
        """The history panel's entries: the whole line in the replay (the moves to come
        dimmed), else the moves played, those since the watching player's turn marked when
        more than one was made."""
        table = self.control.table
        replay = self.control.phase.replay
        self.moves_list.rect = self.log_rect()
        if replay is not None:
            self.moves_list.set([(e.seat, e.words) for e in table.entries[:replay.length()]],
                                table.cursor, marks=replay.review.marks())
            return
        recent = self.control.recent()
        since = len(table.played) - len(recent) + 1 if len(recent) > 1 else None
        self.moves_list.set([(e.seat, e.words) for e in table.played], since=since)

    # --- the end, and a friend's turn ------------------------------------------------------------
    def play_again(self) -> None:
        if not self.mode.play_again():
            self.control.new_game()

    def again_or_send(self) -> None:
        """The result box's first button: Play again, or in a friend game that ended here the
        last move for the friends (their device plays it out and files the game too)."""
        control = self.control
        if control.final_link_owed():
            self.friend_box.send_final()
        else:
            self.play_again()

    def box_shown(self) -> bool:
        """The box of words under the move list (on a phone upright, under the board) is
        shown: the link for a friend, or the mode's box (a guided game's steps)."""
        if self.mode.has_box:
            return self.mode.box_shown()
        return self.control.phase is not None and self.control.phase.waiting_for_friend()

    def box_reserved(self) -> bool:
        """The layout makes room for that box (a guide's lies over a phone's foot instead)."""
        return self.mode.box_reserved() if self.mode.has_box else self.box_shown()

    # --- the replay viewer -----------------------------------------------------------------------
    def start_replay(self, at: int = 0, live: bool = False) -> None:
        """Step through this game's moves from move `at` (the overlay's Replay: 0); `live`:
        a game still played looks back (the replay ends at its position, which a move on
        its way first reaches, and leaving it goes on with the game)."""
        control = self.control
        if live and control.phase.anim is not None:
            control.phase.anim.finish()
            control.apply_pending()
        control.phase.open_replay(Replay(self, end=control.table.cursor if live else None))
        self.place(force=True)
        control.phase.replay.seek(at)

    def start_review(self) -> None:
        """The game's review, in the replay viewer from the start (the result box's Review)."""
        self.start_replay(0)
        self.control.phase.replay.review.start()

    def leave_replay(self) -> None:
        """Back to the end of the game, as it finished (a game looked back at: its
        position, where it goes on)."""
        replay = self.control.phase.replay
        if replay is not None:
            replay.seek(replay.length())
            self.control.phase.close_replay()
            self.place(force=True)

    # --- per frame -------------------------------------------------------------------------------
    def busy(self) -> bool:
        """Drawn every frame while a move animates, a computer or a hint thinks, the replay
        plays by itself, the result box is on its way or the mode works."""
        return self.control.phase.busy() or self.mode.busy()

    def moving(self) -> bool:
        """Nothing moves in the pause before the result box: the box is drawn ahead then."""
        return self.control.phase.in_motion()

    def look(self):
        phase, table = self.control.phase, self.control.table
        replay = phase.replay
        return (id(table), table.version, table.cursor, phase.proposed,
                phase.sending.state if phase.sending is not None else None,
                id(phase.hint), phase.show_result, replay is not None,
                replay.cursor() if replay is not None else None,
                replay.review.look() if replay is not None else None,
                replay.retry.look() if replay is not None and replay.retry else None,
                self.mode.look())

    def ahead(self) -> list:
        """The rules page; once the game is over, the result box alone in the pause before it
        appears (its shadow and the view's pictures of the result: the pause is for them,
        and a rules page's piece of art can take longer than the pause's frames), then the
        menu as its Menu will open it (its tiles' pictures, made for their size)."""
        control = self.control
        if control.replaying:
            return []
        kept_over = control.over and self.mode.saved
        if kept_over and control.phase.show_result and not control.overlay_visible:
            return [(("result", id(control.table)), lambda: ResultAhead(self))]
        wanted = self.app.screens.rules_ahead(self.game, self)
        if kept_over:
            from game.ui.menu.home import MenuScene
            wanted.append((("menu", self.app.notice), lambda: MenuScene(self.app)))
        return wanted

    def follow_symbols(self) -> None:
        """One colour-symbols setting: a view's own toggle changes it for every game, and
        the settings screen changes the view's."""
        if not hasattr(self.view, "symbols"):
            return
        settings = self.app.settings
        if self.view.symbols != self.symbols_seen:
            settings.symbols = self.symbols_seen = self.view.symbols
            self.app.apply_settings()
        elif settings.symbols != self.symbols_seen:
            self.view.symbols = self.symbols_seen = settings.symbols

    def update(self, dt: float) -> None:
        self.follow_symbols()
        self.refresh()
        self.control.update(dt, SPEEDS.get(self.app.settings.speed, 1.0))
        self.refresh()          # the next frame's clicks see this frame's state
        self.mode.update(dt)

    def context(self) -> ViewContext:
        control, app = self.control, self.app
        # a tap's move waiting for a second tap: the board shows it as if still pointed at
        mouse = app.mouse
        if mouse is None and control.previewing():
            mouse = control.phase.proposed_at
        table = control.table
        return self.mode.context(ViewContext(
            time=app.time, calm=app.calm, mouse=mouse,
            interactive=control.human_to_move() and not control.overlay_visible,
            animation=control.phase.anim,
            thinking=table.state.to_move if control.phase.ai_thinking() else None,
            humans=control.humans, over=control.over,
            seat_areas=tuple(self.panels.area(r) for r in self.panels.rects()),
            seed=table.seed, hints_used=table.hints_used, store=app.store,
            new_deal=control.new_game, recent=control.recent(), shape=app.shape,
            touch=app.touch, least=app.viewport.board_least()))

    # --- events ----------------------------------------------------------------------------------
    def controls(self) -> list:
        """The view's own buttons (hidden under the result overlay, under the move list's
        sheet, and in a replay)."""
        control = self.control
        if control.overlay_visible or self.sheet_open or (control.replaying
                                                           and not control.phase.retrying()):
            return []
        return [c for c in self.view.controls(control.state, self.context())
                if isinstance(c, Control)]

    def widgets(self) -> list:
        control, buttons = self.control, self.play_buttons
        if control.overlay_visible:
            return buttons.overlay
        replay = control.phase.replay
        extra = (replay.buttons if replay
                 else buttons.confirm if control.phase.proposed is not None else [])
        return buttons.top + extra + self.controls()

    def handle(self, event) -> bool:
        return self.input.handle(event)

    def key(self, key, mod=0) -> None:
        if not self.input.key(key, mod):
            super().key(key, mod)           # the overlay's buttons by keyboard focus

    def back(self) -> None:
        if not self.mode.leave():
            self.app.screens.menu()

    def share(self) -> None:
        if not self.mode.share():
            self.app.screens.share(self)

    # --- drawing ---------------------------------------------------------------------------------
    def static_key(self):
        control = self.control
        active = None if control.over else control.state.to_move
        # the move list's panel is drawn here: its height follows the review's (or the
        # retry's) panel under it
        return (control.table.seed, active, control.over, self.play_buttons.result_btn.visible,
                control.replaying, self.placed, self.sheet_open,
                control.phase.waiting_for_friend(), tuple(self.log_rect()))

    def draw_static(self, surface) -> None:
        self.picture.draw_static(surface)

    def draw(self, surface) -> None:
        if not self.picture.draw_frozen(surface):
            super().draw(surface)           # the static layer
            self.picture.draw(surface)
