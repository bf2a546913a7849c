"""The generic game screen over a `Table` (game/table/session.py): top bar, player panels, the
history panel, the computer's moves searched in time slices, animation sequencing, undo and
redo, hints, the replay viewer, autosave and the game-over overlay.  The session (the position,
the log, undo, seeking, hints, saving) is the table's; this screen draws it, animates its
moves and turns input into them.  The board itself belongs to the game's view (see
game/ui/view.py)."""

from __future__ import annotations

import math

import pygame

from game.core.contract import RulesError
from game.table import friends, links
from game.table.seats import LEVEL_TITLES
from game.table.session import Hint, Table

from . import draw, page, playlayout, theme
from .movelist import MoveList
from .phase import CATCHING_UP, OVER, REPLAY, RETRY, THINKING, Phase
from .replay import Replay
from .scene import Scene, nearest_towards
from .screen import LANDSCAPE, PORTRAIT, TABLE
from .settings import SPEEDS
from .share import split_long
from .view import Control, ViewContext
from .widgets import Button, event_pos

BODY_GAP = 20         # points between the result box's words and its buttons
SLIDE = 14            # points a finger travels on the board before a tap is a slide
# the icon buttons: (name, icon, what it is called under the pointer)
ICONS = (("undo", "undo", "Undo (U)"), ("redo", "redo", "Redo (Y)"),
         ("hint", "hint", "Hint (H)"), ("moves", "list", "Moves"),
         ("link", "link", "Copy link"), ("settings", "gear", "Settings"),
         ("rules", "book", "Rules"))
CURSOR_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
               pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _held(name: str, doc: str) -> property:
    """An attribute of the screen kept by its phase of play (game/ui/phase.py)."""
    return property(lambda self: getattr(self.phase, name),
                    lambda self, value: setattr(self.phase, name, value), doc=doc)


class PlayScene(Scene):
    """A game at the table.  With `replay`, the table's moves are a finished game shown at its
    end (the final position and the result), to step back through or replay from its start
    (no one plays); otherwise the game goes on from its position.
    The phase of play (whose turn, a move animating, the replay, the result ...) is
    `self.phase`'s (game/ui/phase.py), which the screen asks."""

    name = "play"
    saved = True                         # the game is kept (autosave, paused for Resume)
    table: Table | None = None           # (set by `use`; the move list is made before)
    phase: Phase | None = None           # the phase of play at the table (set by `use`)

    anim = _held("anim", "The running animation of the move on its way, or None.")
    pending = _held("pending", "The move being animated (played when it lands), or None.")
    proposed = _held("proposed", "A human's move waiting for Confirm, or None.")
    hint: Hint | None = _held("hint", "The hint while it is searched or shown, or None.")
    replay: Replay | None = _held("replay", "The replay viewer, while it is open.")
    news = _held("news", "A friend's link brought moves to play out (catching_up).")
    sending: page.Send | None = _held("sending", "The link for a friend, being sent.")
    over_clock = _held("over_clock", "Seconds since the game ended (the result waits).")
    show_result = _held("show_result", "The result box is wanted (Board hides it).")

    def __init__(self, app, table: Table, *, replay: bool = False, back_to=None,
                 news_from: int | None = None, review: bool = False):
        """`back_to`: the screen Escape returns to from the replay (Finished games); without
        it Escape in the replay returns to the result.  `news_from`: a friend's link brought
        the moves from there on, which are played first, as they were made.  `review`: the
        replay opens with the game's review under way."""
        super().__init__(app)
        self.back_to = back_to
        self.game = table.game
        self.view = self.make_view()
        self._board = None           # (the rect, the scale) the view was last laid out for
        self._placed = None          # what the layout was last worked out for
        self.sheet_open = False      # PORTRAIT: the move list opened over the board
        self._symbols_seen = app.settings.symbols
        if hasattr(self.view, "symbols"):
            self.view.symbols = app.settings.symbols
        self._build_buttons()
        self.moves_list = MoveList(pygame.Rect(0, 0, 100, 100), self.view.seats.seat_color,
                                   self.pick_move)
        self.use(table)
        if review:
            self.start_review()
        elif replay:            # a finished game: its end, the replay's Play a tap away
            self.start_replay(len(table.line))
        elif news_from is not None and news_from < len(table.line):
            table.seek(news_from)
            self.view.reset(self.state)
            self.phase.catch_up()

    def make_view(self):
        """The game's view this screen draws with: the app's one for the game."""
        return self.app.view(self.game)

    # --- the table -------------------------------------------------------------------------------
    def use(self, table: Table) -> None:
        """Put `table` on the screen: a new deal, or a game loaded from a save or a link."""
        self.table = table
        self.phase = Phase(table)          # nothing under way, the result wanted
        self.think_clock = 0.0
        # a solo puzzle begun on this screen: how long it took (a resumed one: not known)
        self.solo_time = 0.0 if self.state.players == 1 and table.cursor == 0 else None
        self.sheet_open = False
        self._placed = None
        self.laid_out_for = self.app.viewport
        self._refresh_buttons()   # right from the first frame (drawn ahead, before update)
        self.view.reset(self.state)

    @property
    def state(self):
        return self.table.state

    @property
    def seed(self) -> int | None:
        return self.table.seed

    @property
    def humans(self) -> frozenset:
        return self.table.humans

    def new_game(self, seed: int | None = None) -> None:
        """Another deal at the same table (same rules, seats and people's names); a fresh
        seed by default."""
        st = self.state
        seed = self.app.deal_seed() if seed is None else seed
        self.use(Table.deal(self.game, st.variant, st.options, self.table.seats, seed,
                            self.table.names))

    def _build_buttons(self) -> None:
        """Every button of the screen; `_place` gives them their rects for the layout."""
        self.menu_btn = Button((0, 0, 1, 1), "Menu", self.app.screens.menu, icon="back",
                               style="ghost", name="menu")
        actions = {"undo": self.undo, "redo": self.redo, "hint": self.ask_hint,
                   "moves": self.toggle_sheet, "link": self.share,
                   "settings": lambda: self.app.screens.settings(back_to=self),
                   "rules": lambda: self.app.screens.rules(self.game, back_to=self)}
        # icon buttons, each with its name shown while pointed at (or pressed)
        self.icon_buttons = {name: Button((0, 0, 1, 1), "", actions[name], icon=icon,
                                          style="ghost", name=name, tip=tip, size=24)
                             for name, icon, tip in ICONS}
        made = self.icon_buttons
        self.undo_btn, self.redo_btn, self.hint_btn = made["undo"], made["redo"], made["hint"]
        self.link_btn, self.settings_btn, self.rules_btn = (made["link"], made["settings"],
                                                            made["rules"])
        self.moves_btn = made["moves"]
        self.result_btn = Button((0, 0, 1, 1), "Show result", self._show_result,
                                 style="primary", name="show-result")
        # under the move list, clear of the board and of the view's own buttons
        self.confirm_buttons = [
            Button((0, 0, 1, 1), "Confirm", self.confirm, style="primary", name="confirm"),
            Button((0, 0, 1, 1), "Cancel", self.cancel_proposal, name="cancel-move")]
        self.overlay_rect = pygame.Rect(0, 0, 660, 360)
        self.again_btn = Button((0, 0, 1, 1), "Play again", self._again_or_send,
                                style="primary", icon="replay", name="play-again", size=18)
        self.watch_btn = Button((0, 0, 1, 1), "Replay", lambda: self.start_replay(0),
                                name="replay", size=18)
        self.review_btn = Button((0, 0, 1, 1), "Review", self.start_review,
                                 name="overlay-review", size=18)
        self.menu2_btn = Button((0, 0, 1, 1), "Menu", self.app.screens.menu, name="overlay-menu",
                                size=18)
        self.hide_btn = Button((0, 0, 1, 1), "Board", self._hide_result, icon="eye",
                               style="ghost", name="see-board", size=18)
        self.send_rect = pygame.Rect(0, 0, 1, 1)      # a friend's turn: the link
        self.send_btn = Button((0, 0, 1, 1), "Copy link", self.send_to_friend,
                               style="primary", icon="link", name="send-link")
        self.top_buttons = [self.menu_btn, *self.icon_buttons.values(), self.result_btn,
                            self.send_btn]
        self.overlay_buttons = [self.again_btn, self.watch_btn, self.review_btn, self.menu2_btn,
                                self.hide_btn]

    # --- the layout ------------------------------------------------------------------------------
    def layout(self) -> None:
        self._place(force=True)

    def watcher(self) -> int:
        """The seat whose panel goes under the board on a phone held upright: this device's
        player (the first person at the table)."""
        humans = sorted(self.humans)
        return humans[0] if humans else 0

    def icons_shown(self) -> list[str]:
        """The icon buttons this moment shows, in their order."""
        shape = self.app.shape
        helps = self.helps_allowed() and bool(self.humans)
        names = []
        for name, _, _ in ICONS:
            if name in ("undo", "redo", "hint") and not helps:
                continue
            if name == "moves" and shape != PORTRAIT:
                continue                # the move list is always in view
            if shape == PORTRAIT and self.replaying and name != "moves":
                continue                # the dock holds the replay's controls
            if shape == PORTRAIT and name == "rules":
                continue                # in the top bar, opposite Menu
            names.append(name)
        return names

    def _below(self) -> bool:
        """Something stands under the move list: Confirm and Cancel, or Show result."""
        return self.proposed is not None or (self.over and not self.show_result
                                             and not self.replaying)

    def _place(self, force: bool = False) -> None:
        """Work the layout out (game/ui/playlayout.py) for the screen and the moment (the
        icons shown, the replay, what stands under the move list) when either changed, and
        give every button, the move list, the replay and the view their places."""
        if self.table is None:
            return
        icons = self.icons_shown()
        sending = self.box_reserved()
        own = self.view.seats.own_strip(self.state)
        key = (self.app.viewport, self.state.players, self._panel_extra(), self.watcher(),
               tuple(icons), self.replaying, self.phase.retrying(), self._below(), sending,
               own)
        if key == self._placed and not force:
            return
        self._placed = key
        shape = self.app.shape
        lay = self.lay = playlayout.layout(self.app.size, shape, self.state.players,
                                           self._panel_extra(), watcher=self.watcher(),
                                           icons=icons, replaying=self.replaying,
                                           below=self._below(), sending=sending,
                                           retrying=self.phase.retrying(), own_strip=own)
        if lay.sheet is None:
            self.sheet_open = False         # only a phone held upright has the sheet
        self.menu_btn.rect = lay.menu
        self.menu_btn.label = "Menu" if shape == TABLE else ""
        self.menu_btn.tip = "" if shape == TABLE else "Menu"
        for name, button in self.icon_buttons.items():
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
        a, b = self.confirm_buttons
        a.rect = pygame.Rect(lay.actions.x, lay.actions.y, half, lay.actions.h)
        b.rect = pygame.Rect(lay.actions.right - half, lay.actions.y, half, lay.actions.h)
        if shape != TABLE:
            a.rect, b.rect = b.rect, a.rect
        self.overlay_rect = lay.overlay
        self.send_rect = lay.send
        self.send_btn.rect = lay.send_button
        if self.replay is not None:
            self.replay.place(lay)
        board = (tuple(lay.board), draw.scale())
        if board != self._board:
            self._board = board
            self.view.layout(lay.board)
        self.moves_list.rect = self.log_rect()
        self._panel_cache = (None, (), False)
        self._static = None

    def pick_move(self, number: int) -> None:
        """A move tapped (clicked) in the move list: the replay jumps there; in a finished
        game the replay opens there; in a game still played (a game kept: not a guide's
        nor a puzzle's) the board looks back at the position after it, the game on hold
        until Back to the game (`start_replay(live=True)`), as lichess's app does.  The
        sheet (a phone held upright) closes on the board that shows it."""
        if self.replay is not None:
            self.replay.pick(number)
        elif self.over:
            self.start_replay(number)
        elif self.saved and not self.catching_up() and number < self.table.cursor:
            self.start_replay(number, live=True)
        if self.sheet_open:
            self.toggle_sheet()

    def toggle_sheet(self) -> None:
        """PORTRAIT: the move list opened over the board, or closed."""
        self.sheet_open = not self.sheet_open
        self.moves_list.rect = self.log_rect()
        self.moves_btn.selected = self.sheet_open

    def play_again(self) -> None:
        self.new_game()

    def final_link_owed(self) -> bool:
        """A friend game that ended on this device: its friends have not seen the last move
        (made here), so the result box offers the final link."""
        table = self.table
        if not (self.over and not self.replaying and table.friends):
            return False
        # the computers' moves were made where the person before them moved
        people = [e.seat for e in table.played if not table.is_ai(e.seat)]
        return bool(people) and people[-1] in table.humans

    def friend_names(self) -> str:
        names = [self.seat_title(seat).split(" · ")[0] for seat in sorted(self.table.friends)]
        return " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)

    def send_final_link(self) -> None:
        if self.final_link_owed():
            self.phase.send_link(page.Send(self.friend_message(final=True), self.friend_link()))

    def _again_or_send(self) -> None:
        """The result box's first button: Play again, or in a friend game that ended here the
        last move for the friends (their device plays it out and files the game too)."""
        if self.final_link_owed():
            self.send_final_link()
        else:
            self.play_again()

    def _show_result(self) -> None:
        self.phase.want_result(True)

    def _hide_result(self) -> None:
        self.phase.want_result(False)

    # --- the phase of play (game/ui/phase.py) ----------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase.over

    @property
    def replaying(self) -> bool:
        return self.phase.replaying

    @property
    def overlay_visible(self) -> bool:
        return self.phase.overlay_visible

    def human_to_move(self) -> bool:
        return self.phase.human_to_move()

    def ai_thinking(self) -> bool:
        """A computer is to move and its move is not on its way yet."""
        return self.phase.ai_thinking()

    def catching_up(self) -> bool:
        """The moves a friend's link brought are still being played out."""
        return self.phase.catching_up()

    def waiting_for_friend(self) -> bool:
        """A friend's turn: the link goes to them, and the game waits for theirs."""
        return self.phase is not None and self.phase.waiting_for_friend()

    def box_shown(self) -> bool:
        """The box of words under the move list (on a phone upright, under the board) is
        shown: the link for a friend (a guided game's steps: game/ui/guide.py)."""
        return self.waiting_for_friend()

    def box_reserved(self) -> bool:
        """The layout makes room for that box (a guide's lies over a phone's foot instead)."""
        return self.box_shown()

    def draw_box(self, surface) -> None:
        """The box of `box_shown`, in `self.send_rect`."""
        self._draw_send(surface)

    def busy(self) -> bool:
        """Drawn every frame while a move animates, a computer or a hint thinks, the replay
        plays by itself or the result box is on its way."""
        return self.phase.busy()

    def moving(self) -> bool:
        """Nothing moves in the pause before the result box: the box is drawn ahead then."""
        return self.phase.in_motion()

    def look(self):
        return (id(self.table), self.table.version, self.table.cursor, self.proposed,
                self.sending.state if self.sending is not None else None,
                id(self.hint), self.show_result, self.replay is not None,
                self.replay.cursor() if self.replay is not None else None,
                self.replay.review.look() if self.replay is not None else None,
                self.replay.retry.look() if self.replaying and self.replay.retry else None)

    def ahead(self) -> list:
        """The rules page; once the game is over, the result box alone in the pause before it
        appears (its shadow and the view's pictures of the result: the pause is for them,
        and a rules page's piece of art can take longer than the pause's frames), then the
        menu as its Menu will open it (its tiles' pictures, made for their size)."""
        if self.replaying:
            return []
        if self.over and self.saved and self.show_result and not self.overlay_visible:
            return [(("result", id(self.table)), lambda: _ResultAhead(self))]
        wanted = self.app.screens.rules_ahead(self.game, self)
        if self.over and self.saved:
            from .menu import MenuScene
            wanted.append((("menu", self.app.notice), lambda: MenuScene(self.app)))
        return wanted

    def helps_allowed(self) -> bool:
        """Undo, redo and hints: off in serious games (a setting), while replaying and while
        a friend's moves are played out."""
        return self.phase.helps_allowed(self.app.settings.no_undo)

    def can_undo(self) -> bool:
        return self.helps_allowed() and self.table.can_undo()

    def can_redo(self) -> bool:
        return self.helps_allowed() and self.table.can_redo() and self.anim is None

    def _interrupt(self) -> None:
        """Stop whatever is under way: an animation, a hint, a proposal."""
        self.phase.interrupt()

    def undo(self) -> None:
        """Take back the last move made by a human and every computer move after it (one
        move in hot-seat); redo puts them back."""
        if self.can_undo():
            self._interrupt()
            self.table.undo()
            self._after_change()

    def redo(self) -> None:
        """Play again the moves the last undo took back, exactly as they were."""
        if self.can_redo():
            self._interrupt()
            self.table.redo()
            self._after_change()

    def _after_change(self) -> None:
        self.phase.result_again()
        self.view.reset(self.state)
        self.autosave()

    def start_move(self, move) -> None:
        """Animate `move`; it is played on the table when the animation ends."""
        if move not in self.state.legal_moves():
            return
        self.view.input.cancel()
        self.phase.start_move(move, self.view.animate(self.state, move))
        self.sound(self.view.sound_of(self.state, move))

    def human_move(self, move, at=None) -> None:
        """A human chose `move` on the board (`at`: where, when by a finger's tap): played,
        or first proposed when moves must be confirmed, or when a tap previews them (the
        board shows what it does as a mouse's hover does; a second tap on it plays it); in a
        retry, judged and never played."""
        if self.phase.retrying():
            self.replay.retry.tried(move)
        elif move == self.proposed:
            self.confirm()
        elif self.app.settings.confirm or (at is not None and self.app.settings.tap_preview):
            self.phase.propose(move, at)
        else:
            self.start_move(move)

    def previewing(self) -> bool:
        """A tap's move waits for a second tap (or Play): words for a finger."""
        return self.proposed is not None and self.phase.proposed_at is not None

    def confirm(self) -> None:
        move = self.phase.take_proposal()
        if move is not None and move in self.state.legal_moves():
            self.start_move(move)

    def cancel_proposal(self) -> None:
        self.phase.cancel_proposal()
        self.view.input.cancel()

    def submit(self, move) -> None:
        """A move chosen by a human through one of the view's controls."""
        if self.human_to_move() and not self.overlay_visible and move in self.state.legal_moves():
            if self.phase.retrying():
                self.replay.retry.tried(move)
            else:
                self.start_move(move)

    def apply_pending(self) -> None:
        """The move animating has landed: played on the table."""
        move = self.pending
        if self.replaying or self.catching_up():
            self.table.step()               # along the game's own line
        else:
            self.table.play(move)
        self.phase.land()
        self.think_clock = 0.0
        self.view.moved(self.state, move, self.context())
        if self.state.is_over() and not self.replaying:
            if set(self.state.outcome().winners) & self.humans or not self.humans:
                self.sound("win")
        self.autosave()

    def sound(self, name: str | None) -> None:
        sounds = getattr(self.app, "sounds", None)
        if name and sounds is not None:
            sounds.play(name)

    # --- saving -----------------------------------------------------------------------------------
    def record(self):
        """The game so far as a record."""
        return self.table.record()

    def autosave(self) -> None:
        """The table keeps the game between sessions after every move; replays change
        nothing, nor do a friend's moves played out (the game is saved whole already)."""
        if not self.replaying and not self.catching_up():
            self.table.save(self.app.store)

    # --- a friend's turn --------------------------------------------------------------------------
    def friend_name(self) -> str:
        return self.seat_title(self.state.to_move).split(" · ")[0]

    _friend_link = (None, "", "link")

    def friend_link(self) -> str:
        """The game as it stands, for the friend to move: a whole link where the page has an
        address (or one is deployed), else the game code, which "Open a link or code" opens.
        Made once per position (a link replays the game to check it)."""
        key = (id(self.table), self.table.version, self.table.cursor)
        if self._friend_link[0] != key:
            site = links.site_base(page.address())
            record = self.table.record()
            self._friend_link = (key, links.encode(record, site=site), "link") if site else \
                (key, links.payload(record), "code")
        return self._friend_link[1]

    def friend_noun(self) -> str:
        """"link", or "code" where there is no address to link to (friend_link)."""
        self.friend_link()
        return self._friend_link[2]

    def friend_message(self, final: bool = False) -> str:
        """The line that goes with the link in the share sheet, in the sender's words."""
        title = self.game.title
        return (f"Our game of {title} is over: see the last move." if final else
                f"Your move in our game of {title}.")

    _sheet = ("", False)

    def link_shares(self) -> bool:
        """The page opens the device's share sheet with the friend's link (the button says
        Send link) rather than copying it (Copy link); asked of the page once per link."""
        link = self.friend_link()
        if self._sheet[0] != link:
            self._sheet = (link, page.can_share(self.friend_message(), link))
        return self._sheet[1]

    def send_to_friend(self) -> None:
        if self.waiting_for_friend():
            self.phase.send_link(page.Send(self.friend_message(), self.friend_link()))

    def send_words(self, final: bool = False) -> str:
        """What became of the link sent (the share sheet, or the clipboard), in a line; ""
        before it is sent."""
        sending = self.sending
        state = sending.state if sending is not None else None
        if state == "pending":
            return "Sharing…" if sending.sharing else "Copying…"
        if state == "shared":
            return ("Shared: they open it and see the end." if final else
                    "Shared: they open it and play.")
        if state == "cancelled":            # the sheet closed unsent
            return f"Not sent: {'tap' if self.app.touch else 'click'} Send again."
        if state == "copied":
            return "Copied: send it to them."
        if state == "refused":
            return (("Shown over the game: hold it, Copy." if self.app.touch else
                     "Shown selected over the game: Ctrl+C.") if sending.shown else
                    "The clipboard is not available: copy it by hand.")
        return ""

    def _draw_send(self, surface) -> None:
        """The link to send while a friend is to move: under the moves (a table, a phone on
        its side), or over the foot of the board (a phone held upright)."""
        box = self.send_rect
        draw.panel(surface, box, fill=(8, 32, 24, 240), radius=14)
        x, y = box.x + 16, box.y + 14
        width = box.w - 32
        head, size = draw.fit(f"Send this {self.friend_noun()} to {self.friend_name()}", 16,
                              width, True,
                              smallest=14)
        draw.text(surface, head, (x, y), size, theme.TEXT, True)
        words = self.send_words()
        inside = self.send_btn.rect.colliderect(box)
        bottom = (self.send_btn.rect.y if inside else box.bottom) - (22 if words else 6)
        since = len(self.table.played) - friends.news_from_seat(self.table, self.state.to_move)
        where = "Open a link or code" if self.app.shape == TABLE else "Open a link"
        note = draw.wrap(f"They open it (or paste it in {where}), see the "
                         f"{draw.counted(since, 'move')} since their last turn, and play.",
                         13, width)
        link = split_long(self.friend_link(), 13, width)
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

    # --- hints ------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """The expert's move for the human to move, searched in slices like any AI move."""
        if self.helps_allowed() and self.human_to_move():
            self.phase.give_hint(self.table.hint())

    def _advance_hint(self) -> None:
        hint = self.hint
        if hint is None or hint.done:
            return
        if hint.stale:
            self.phase.drop_hint()
        else:
            hint.step(self.app.ai_budget)

    def hint_text(self) -> str:
        hint = self.hint
        if hint is None:
            return ""
        if not hint.done:
            return "Looking for a good move…"
        words = self.view.words.advice(self.state, hint.move)
        return f"Hint: {words}" + (f" · {hint.note}" if hint.note else "")

    # --- the replay viewer ------------------------------------------------------------------------
    def start_replay(self, at: int = 0, live: bool = False) -> None:
        """Step through this game's moves from move `at` (the overlay's Replay: 0); `live`:
        a game still played looks back (the replay ends at its position, which a move on
        its way first reaches, and leaving it goes on with the game)."""
        if live and self.anim is not None:
            self.anim.finish()
            self.apply_pending()
        self.phase.open_replay(Replay(self, end=self.table.cursor if live else None))
        self._place(force=True)
        self.replay.seek(at)

    def start_review(self) -> None:
        """The game's review, in the replay viewer from the start (the result box's Review)."""
        self.start_replay(0)
        self.replay.review.start()

    def leave_replay(self) -> None:
        """Back to the end of the game, as it finished (a game looked back at: its
        position, where it goes on)."""
        if self.replay is not None:
            self.replay.seek(self.replay.length())
            self.phase.close_replay()
            self._place(force=True)

    # --- per frame -------------------------------------------------------------------------------
    def _follow_symbols(self) -> None:
        """One colour-symbols setting: a view's own toggle changes it for every game, and
        the settings screen changes the view's."""
        if not hasattr(self.view, "symbols"):
            return
        settings = self.app.settings
        if self.view.symbols != self._symbols_seen:
            settings.symbols = self._symbols_seen = self.view.symbols
            self.app.apply_settings()
        elif settings.symbols != self._symbols_seen:
            self.view.symbols = self._symbols_seen = settings.symbols

    def _refresh_buttons(self) -> None:
        self._place()
        for button in self.icon_buttons.values():
            button.visible = button.placed
        self.undo_btn.enabled = self.can_undo()
        self.redo_btn.enabled = self.can_redo()
        self.hint_btn.enabled = self.human_to_move() and self.hint is None
        self.result_btn.visible = self.over and not self.show_result and not self.replaying
        self.send_btn.visible = self.waiting_for_friend()
        if self.send_btn.visible:
            self.send_btn.label = ("Send" if self.link_shares() else "Copy") \
                + f" {self.friend_noun()}"
        owed = self.final_link_owed()
        self.again_btn.label, self.again_btn.icon = (("Send last move", "link") if owed else
                                                     ("Play again", "replay"))
        self.again_btn.name = "send-final" if owed else "play-again"
        self.again_btn.size = 16 if owed else 18
        self.confirm_buttons[0].label = "Play" if self.previewing() else "Confirm"
        if self.proposed is not None or self.result_btn.visible or self.send_btn.visible:
            if self.app.shape == PORTRAIT:     # the dock holds what the moment needs instead
                for button in self.icon_buttons.values():
                    if button is not self.rules_btn:
                        button.visible = False
                self.sheet_open = False
        self.moves_btn.selected = self.sheet_open
        self.moves_list.rect = self.log_rect()
        if self.overlay_visible:
            for button, rect in zip(self.overlay_buttons, self.overlay_geometry()[2], strict=False):
                button.rect = rect

    def update(self, dt: float) -> None:
        self._follow_symbols()
        self._refresh_buttons()
        self._advance_hint()
        self._update(dt)
        self._refresh_buttons()         # the next frame's clicks see this frame's state

    def _update(self, dt: float) -> None:
        if self.solo_time is not None and not self.over and self.replay is None:
            self.solo_time += dt
        if self.sending is not None:        # a friend's turn, or the last move once over
            self.sending.poll()
        if self.phase.moving:               # in play, or a step of the replay
            if self.anim.update(dt * SPEEDS.get(self.app.settings.speed, 1.0)):
                self.apply_pending()
            return
        now = self.phase.now
        if now in (REPLAY, RETRY):
            self.replay.update(dt)
            return
        if now == CATCHING_UP:
            # a friend's link: its moves are played again, as they were made, each after a
            # short pause
            self.think_clock += dt
            if self.think_clock >= max(self.app.min_think, 0.35):
                move = self.table.line[self.table.cursor]
                self.phase.start_move(move, self.view.animate(self.state, move))
                self.sound(self.view.sound_of(self.state, move))
            return
        if now == OVER:
            self.phase.tick(dt)
            return
        if now != THINKING:
            return
        # the computer's move never appears sooner than min_think after its turn began
        self.think_clock += dt
        found = None

        def step(seconds: float) -> bool:
            nonlocal found
            found = self.table.think(seconds)
            return found is not None or not self.table.searching

        self.app.work(step)        # what the frame leaves, none after a full collection
        if found is not None and self.think_clock >= self.app.min_think:
            self.start_move(found)

    def recent(self) -> tuple:
        """The moves to keep marked on the board (Table.recent): since the last move of the
        people at this device, the last move alone in the replay."""
        return self.table.recent(self.humans, replay=self.replaying)

    def context(self) -> ViewContext:
        # a tap's move waiting for a second tap: the board shows it as if still pointed at
        mouse = self.app.mouse
        if mouse is None and self.previewing():
            mouse = self.phase.proposed_at
        return ViewContext(time=self.app.time, calm=self.app.calm, mouse=mouse,
                           interactive=self.human_to_move() and not self.overlay_visible,
                           animation=self.anim,
                           thinking=self.state.to_move if self.ai_thinking() else None,
                           humans=self.humans, over=self.over,
                           seat_areas=tuple(self.seat_area(r) for r in self.player_rects()),
                           seed=self.seed, hints_used=self.table.hints_used,
                           store=self.app.store, new_deal=self.new_game,
                           recent=self.recent(), shape=self.app.shape, touch=self.app.touch,
                           least=self.app.viewport.board_least())

    # --- events ----------------------------------------------------------------------------------
    def controls(self) -> list:
        """The view's own buttons (hidden under the result overlay, under the move list's
        sheet, and in a replay)."""
        if self.overlay_visible or self.sheet_open or (self.replaying
                                                        and not self.phase.retrying()):
            return []
        return [c for c in self.view.controls(self.state, self.context())
                if isinstance(c, Control)]

    def widgets(self) -> list:
        if self.overlay_visible:
            return self.overlay_buttons
        extra = (self.replay.buttons if self.replay
                 else self.confirm_buttons if self.proposed is not None else [])
        return self.top_buttons + extra + self.controls()

    def handle(self, event) -> bool:
        if self._widgets_take(event) or self._move_list_takes(event):
            return True
        if not self.human_to_move() or self.overlay_visible:
            return False
        return self._board_takes(event)

    def _widgets_take(self, event) -> bool:
        """The buttons first: True when one took the event (or it left this screen)."""
        for widget in list(self.widgets()):
            if isinstance(widget, Control):
                # the view's buttons keep any half-made move (a toggle, "cancel", "declare")
                widget.fired = False
                if widget.handle(event):
                    if widget.fired and widget.move is not None:
                        self.submit(widget.move)
                    return True
            elif widget.handle(event):
                self.view.input.cancel()
                return True
            if self.app.scene is not self:
                return True
        return False

    def _move_list_takes(self, event) -> bool:
        """The move list takes pointers only where it shows (in PORTRAIT a sheet, when open)."""
        if self.overlay_visible or (self.lay.moves is None and not self.sheet_open):
            return False
        if self.moves_list.handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL and self.moves_list.wheel(
                self._wheel_steps(event), self.app.mouse):
            return True
        if self.sheet_open and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = event_pos(event)
            if pos is not None and self.lay.sheet.collidepoint(pos):
                return True         # the sheet lies over the board: nothing goes through
        return False

    def _board_takes(self, event) -> bool:
        """The board's pointer and wheel, on the human's turn: a move made or refused."""
        if event.type == pygame.MOUSEWHEEL:
            move = self.view.input.wheel(self._wheel_steps(event), self.state, self.context())
            if move is not None:
                self.human_move(move)
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
            self._pressed_at = pos
        move = self.view.input.pointer(kind, pos, self.state, self.context())
        # a finger's tap previews its move; a finger slid or dragged there showed it all the
        # way (the board follows a pressed finger) and plays it where it lifts
        tapped = getattr(event, "touch", False) and self._pressed_at is not None and \
            math.dist(pos, self._pressed_at) < SLIDE
        if kind == "up":
            self._pressed_at = None
        if move is not None:
            self.human_move(move, pos if tapped else None)
        elif kind == "up" and self.proposed is not None:
            self.phase.cancel_proposal()    # a tap elsewhere: the move waiting is dropped
        elif kind == "up" and self.view.input.refused(self.state, pos):
            self.sound("invalid")
        return True

    @staticmethod
    def _wheel_steps(event) -> int:
        try:
            return int(getattr(event, "y", 0)) * (-1 if getattr(event, "flipped", False) else 1)
        except (TypeError, ValueError):
            return 0

    def key(self, key, mod=0) -> None:
        ctrl = mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        hotkey = next((c for c in self.controls() if c.hotkey == key and c.visible
                       and c.enabled), None)
        if key == pygame.K_ESCAPE:
            self._escape()
        elif self.replay is not None and not self.phase.retrying():
            self.replay.key(key)
        elif (key == pygame.K_z and ctrl and mod & pygame.KMOD_SHIFT) or (
                key == pygame.K_y and not (mod & pygame.KMOD_ALT)):
            self.redo()
        elif key == pygame.K_u or (key == pygame.K_z and ctrl):
            self.undo()
        elif key == pygame.K_h and not ctrl and hotkey is None:
            self.ask_hint()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.overlay_visible:
            self.play_again()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.proposed is not None:
            self.confirm()
        elif hotkey is not None and not ctrl:
            hotkey.fired = False
            hotkey.press()
            if hotkey.fired and hotkey.move is not None:
                self.submit(hotkey.move)
        elif self.human_to_move() and not self.overlay_visible:
            move = self.view.input.key(key, self.state, self.context())
            if move is not None:
                self.human_move(move)
            elif key in CURSOR_KEYS and key not in self.view.input.own_keys(self.state):
                self._board_cursor(key)
        elif self.overlay_visible:
            super().key(key, mod)           # the overlay's buttons by keyboard focus

    def _escape(self) -> None:
        """Escape steps back one thing at a time: the result box, a proposed move, a half-made
        move, a retry, the replay, then the screen."""
        if self.overlay_visible:
            self._hide_result()
        elif self.proposed is not None:
            self.cancel_proposal()
        elif self.view.input.selecting():
            self.view.input.cancel()          # first drop a half-made move
        elif self.phase.retrying():
            self.replay.leave_retry()
        elif self.replaying and self.back_to is not None:
            self.app.goto(self.back_to)     # the list of finished games it came from
        elif self.replaying:
            self.leave_replay()
        else:
            self.back()

    _pressed_at = None                  # where the finger on the board went down

    # --- the board by keyboard --------------------------------------------------------------------
    board_focus: tuple[int, int] | None = None

    def board_targets(self) -> list[tuple[int, int]]:
        """Where a click may make progress now: each legal move's next click, once."""
        seen = []
        for move in self.state.legal_moves():
            try:
                point = self.view.input.target(self.state, move)
            except (RulesError, LookupError, TypeError, ValueError):
                point = None
            if point is not None:
                point = (int(point[0]), int(point[1]))
                if point not in seen:
                    seen.append(point)
        return seen

    def _board_cursor(self, key) -> None:
        """Arrows move a focus ring between the places a click would play; Enter or Space
        clicks there."""
        targets = self.board_targets()
        if not targets:
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.board_focus in targets:
                pos = self.board_focus
                for kind in ("down", "up"):
                    move = self.view.input.pointer(kind, pos, self.state, self.context())
                    if move is not None:
                        self.human_move(move)
                        break
            return
        if self.board_focus not in targets:
            self.board_focus = min(targets, key=lambda p: (p[1], p[0]))
            return
        way = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
               pygame.K_DOWN: (0, 1), pygame.K_TAB: (1, 0)}[key]
        self.board_focus = nearest_towards(self.board_focus, targets, way) or self.board_focus

    def back(self) -> None:
        self.app.screens.menu()

    def share(self) -> None:
        self.app.screens.share(self)

    # --- drawing ---------------------------------------------------------------------------------
    _frozen: pygame.Surface | None = None

    def static_key(self):
        active = None if self.over else self.state.to_move
        # the move list's panel is drawn here: its height follows the review's (or the
        # retry's) panel under it
        return (self.seed, active, self.over, self.result_btn.visible, self.replaying,
                self._placed, self.sheet_open, self.waiting_for_friend(),
                tuple(self.log_rect()))

    def draw_static(self, surface) -> None:
        lay = self.lay
        W, H = lay.size
        if lay.bar.w:
            draw.rounded_rect(surface, (0, 0, 0, 70), lay.bar, 0)
            draw.rounded_rect(surface, (255, 255, 255, 26), (0, lay.bar.bottom, W, 1), 0)
        if lay.dock is not None:
            draw.rounded_rect(surface, (0, 0, 0, 70), lay.dock, 0)
            draw.rounded_rect(surface, (255, 255, 255, 26), (0, lay.dock.y, W, 1), 0)
        if lay.shape == TABLE:
            draw.text(surface, self.game.title.upper(), lay.game_name_at, 15, theme.GOLD, True,
                      "midleft")
        elif lay.shape == LANDSCAPE and lay.game_name_at is not None:
            name, size = draw.fit(self.game.title.upper(), 14,
                                  lay.board.x - 8 - lay.game_name_at[0], True, smallest=12)
            draw.text(surface, name, lay.game_name_at, size, theme.GOLD, True, "midleft")
        if not (self.sheet_open and lay.sheet is not None):   # the sheet lies over them
            self._draw_player_frames(surface)
        if lay.moves is not None and self.log_rect().h >= 60:
            rect = self.log_rect()
            draw.panel(surface, rect, fill=(6, 28, 20, 170), radius=16, shadow_alpha=50)
        if lay.deal_at is not None and self.seed is not None:
            # the deal, so a position can be found again (a guide's prepared deal has none)
            draw.text(surface, self.view.words.deal_label(self.state, self.seed), lay.deal_at, 14,
                      theme.TEXT_DIM)

    def draw(self, surface) -> None:
        fade = self.phase.fade()
        if fade >= 1 and self._frozen is not None and \
                self._frozen.get_size() == surface.get_size():
            # nothing under the result moves any more: reuse the veiled picture
            surface.blit(self._frozen, (0, 0))
            self._draw_overlay(surface, fade)
            return
        super().draw(surface)
        ctx = self.context()
        sheet = self.sheet_open and self.lay.sheet is not None
        if not sheet:            # the sheet of moves lies over the board and the panels
            self._draw_board(surface, ctx)
        with draw.role("status"):
            self._draw_top(surface)
        if not sheet:
            self._draw_players(surface)
        self.fill_moves()
        title = "REPLAY" if self.replaying else "MOVES"
        if self.lay.moves is not None and self.moves_list.rect.h >= 60:
            with draw.role("moves"):
                self.moves_list.draw(surface, title)
        if self.replaying and not sheet:
            (self.replay.retry or self.replay.review).draw(surface)
        if not sheet:
            self.view.draw_front(surface, self.state, ctx)
        if self.box_shown():
            self.draw_box(surface)
        if sheet:
            draw.panel(surface, self.lay.sheet, fill=(8, 32, 24, 248), radius=16,
                       shadow_alpha=120)
            with draw.role("moves"):
                self.moves_list.draw(surface, title)
        self._draw_widgets_and_overlay(surface, fade)

    def _draw_board(self, surface, ctx) -> None:
        """The view's board, and on it a hint, a move awaiting Confirm, the review's better
        move, the keyboard's focus."""
        self.view.draw(surface, self.state, ctx)
        if self.anim is None:
            if self.previewing():
                pass            # the board shows the move as if pointed at: nothing on it
            elif self.proposed is not None:
                self.view.draw_hint(surface, self.state, self.proposed, ctx, "CONFIRM?")
            elif self.hint is not None and self.hint.done:
                self.view.draw_hint(surface, self.state, self.hint.move, ctx)
            elif self.phase.retrying():
                mark = self.replay.retry.mark()
                if mark is not None:
                    self.view.draw_hint(surface, self.state, mark[0], ctx, mark[1])
            elif self.replaying and self.replay.review.better() is not None:
                before, move = self.replay.review.better()      # drawn from where it was
                self.view.draw_hint(surface, before, move, ctx, "BETTER")
            if self.board_focus is not None and self.human_to_move() and \
                    self.board_focus in self.board_targets():
                self._draw_board_focus(surface, ctx)

    def _draw_board_focus(self, surface, ctx) -> None:
        """The keyboard's focus on the board: a ring round the target it is on (the smallest
        of the view's hit areas that holds it: a card, an arrow's band, the deck, a row), or
        round the point itself where no hit area holds it."""
        held = [pygame.Rect(r) for r in self.view.input.hit_rects(self.state, ctx)
                if pygame.Rect(r).collidepoint(self.board_focus)]
        if held:
            rect = min(held, key=lambda r: r.w * r.h).inflate(10, 10)
            draw.focus_ring(surface, rect, min(12, rect.h // 2, rect.w // 2))
        else:
            draw.focus_circle(surface, self.board_focus, 26)

    def _draw_widgets_and_overlay(self, surface, fade) -> None:
        mouse = self.app.mouse if not self.overlay_visible else None
        widgets = [w for w in self.widgets() if w not in self.overlay_buttons]
        for w in widgets:
            w.draw(surface, mouse)
        if self.replaying and self.replay.label_y is not None:
            draw.text(surface, self.replay.label(),
                      (self.lay.replay.centerx, self.replay.label_y), 15, theme.TEXT_MUTED,
                      False, "center")
        self.draw_focus(surface)
        for w in widgets:
            w.draw_tip(surface, mouse)
        self._frozen = None
        if self.overlay_visible:
            # one colour at one alpha: a surface alpha, which SDL blends without looking at
            # each pixel's (a whole screen of per-pixel alpha: 5 ms a frame in WebAssembly)
            veil = pygame.Surface(surface.get_size())
            veil.fill(theme.OVERLAY[:3])
            veil.set_alpha(int(theme.OVERLAY[3] * fade))
            surface.blit(veil, (0, 0))
            if fade >= 1:
                self._frozen = surface.copy()
            self._draw_overlay(surface, fade)

    def fill_moves(self) -> None:
        """The history panel's entries: the whole line in the replay (the moves to come
        dimmed), else the moves played, those since the watching player's turn marked when
        more than one was made."""
        table = self.table
        self.moves_list.rect = self.log_rect()
        if self.replay is not None:
            self.moves_list.set([(e.seat, e.words)
                                 for e in table.entries[:self.replay.length()]],
                                table.cursor, marks=self.replay.review.marks())
            return
        recent = self.recent()
        since = len(table.played) - len(recent) + 1 if len(recent) > 1 else None
        self.moves_list.set([(e.seat, e.words) for e in table.played], since=since)

    def seat_title(self, seat: int) -> str:
        return self.view.words.seat_label(self.state, seat)

    def winner_line(self, outcome) -> str:
        if self.state.players == 1:             # a puzzle is solved or not: nobody wins
            return "Solved" if outcome.winners else "Not solved"
        if not outcome.winners:
            return "No winner"
        if len(outcome.winners) != 1:
            if len(outcome.winners) == self.state.players:
                return "A draw"
            names = [self.state.seat_name(w) for w in outcome.winners]
            if all(name.startswith("Player ") for name in names):    # "Players 1, 2 and 3"
                names = [name[len("Player "):] for name in names]
                names[0] = "Players " + names[0]
            return f"{', '.join(names[:-1])} and {names[-1]} share the win"
        w = outcome.winners[0]
        if len(self.humans) == 1:
            if w in self.humans:
                return "You win!"
            if self.table.computers == (w,):      # (a friend's win is theirs)
                return "The computer wins"
        return f"{self.state.seat_name(w)} wins!"

    def _retry_headline(self) -> tuple[str, str, tuple, bool]:
        retry = self.replay.retry
        head, verdict, _, line = retry.words()
        if retry.compact:           # upright: the panel's words in the two lines here
            return retry.title(), f"{verdict} · {line}", theme.GOLD_LIGHT, False
        return retry.title(), f"{head.split(',')[0]} · {verdict}", theme.GOLD_LIGHT, False

    def _replay_headline(self) -> tuple[str, str, tuple, bool]:
        panel = self.replay.review
        title = ("Review" if panel.running or panel.done else
                 "Looking back" if self.replay.live else "Replay")
        if self.over:
            title += f" · {self.winner_line(self.state.outcome())}"
        review = panel.status_lines() if panel.compact else None
        if review:
            return title, review, theme.GOLD_LIGHT, False
        sub = self.replay_guide()
        if self.table.played:
            last = self.table.played[-1]
            sub = f"{self.seat_title(last.seat).split(' · ')[0]}: {last.words}"
        if self.replay.label_y is None:
            sub = f"Move {self.table.cursor} of {self.replay.length()} · {sub}"
        return title, sub, theme.GOLD_LIGHT, False

    def replay_guide(self) -> str:
        """How to step through the replay, in the words of the pointer in use, naming where
        its buttons are: under the move list on a table, at the right of a phone on its
        side, below the board of a phone held upright; a mouse on a table: the keys."""
        shape = self.app.shape
        if shape == TABLE and not self.app.touch:
            return ("Left and Right step through the moves; Escape returns to "
                    + ("the list" if self.back_to is not None else
                       "the game" if self.replay is not None and self.replay.live else
                       "the result"))
        verb = "Tap" if self.app.touch else "Click"
        where = {TABLE: "the buttons under the moves", LANDSCAPE: "the buttons at the right",
                 PORTRAIT: "the buttons below"}[shape]
        return f"{verb} {where}, or a move, to step through the game"

    def headline(self) -> tuple[str, str, tuple, bool]:
        """(whose turn or the result, what to do or what happened, the first line's colour,
        whether the seat's token goes before it)."""
        st = self.state
        if self.phase.retrying():
            return self._retry_headline()
        if self.replaying:
            return self._replay_headline()
        if self.over:
            out = st.outcome()
            return (f"Game over · {self.winner_line(out)}",
                    draw.counted(self.table.cursor, "move"), theme.GOLD_LIGHT, False)
        seat = st.to_move
        name = self.seat_title(seat)
        color = theme.lighten(self.view.seats.seat_color(seat), 0.35)
        if self.ai_thinking():
            dots = "." * (1 + int(self.app.time * 3) % 3)
            title = f"{name} is thinking{dots}"
        elif self.waiting_for_friend():
            title = f"{name.split(' · ')[0]} plays on their device"
        elif self.anim is not None:
            title = f"{name} moves"
        else:
            title = "Your move" if len(self.humans) == 1 else f"{name} to move"
        sub = self.view.words.status(st)
        if self.waiting_for_friend():
            noun = self.friend_noun()
            sub = (f"Send them the {noun} below, then open the one they send back"
                   if self.app.shape == PORTRAIT else
                   f"Send the {noun}, open theirs" if self.app.shape == LANDSCAPE else
                   f"Send them the {noun} on the right, then open the one they send back")
        elif self.catching_up():
            sub = (f"Their moves since your last turn: {self.table.cursor + 1} of "
                   f"{len(self.table.line)}")
        elif self.previewing():
            sub = f"{self.view.words.advice(st, self.proposed)}: tap again to play"
        elif self.proposed is not None:
            sub = f"Confirm: {self.view.words.advice(st, self.proposed)}?"
        elif self.hint is not None:
            sub = self.hint_text()
        return title, sub, color, True

    def _draw_top(self, surface) -> None:
        title, sub, color, token = self.headline()
        token = token and not self.over
        if self.lay.shape == TABLE:
            self._top_on_table(surface, title, sub, color, token)
        elif self.lay.shape == PORTRAIT:
            self._top_upright(surface, title, sub, color, token)
        else:
            self._top_on_side(surface, title, sub, color, token)

    def _top_on_table(self, surface, title, sub, color, token) -> None:
        """TABLE: the title and what to do centred in the top bar."""
        lay = self.lay
        W = lay.size[0]
        cx = W / 2
        # centred between the game's name on the left and the icons on the right
        icons = [b.rect.x for b in self.top_buttons if b.visible
                 and b.rect.y < lay.bar.bottom and b.rect.x > cx]
        half = min(cx - self._title_right() - 16, min(icons, default=W) - 12 - cx)
        room = 2 * half - (100 if token else 0)
        title, size = draw.fit(title, 23, room, True)
        if token:
            self.view.seats.draw_token(surface, self.state.to_move,
                                 (cx - draw.text_width(title, size, True) / 2 - 24, 23), 26)
        draw.text(surface, title, (cx, 23), size, color, True, "center")
        if sub:
            sub, size = draw.fit(sub, 16, 2 * half, smallest=14)
            draw.text(surface, sub, (cx, 50), size, theme.TEXT_MUTED, False, "center")

    def _top_upright(self, surface, title, sub, color, token) -> None:
        """PORTRAIT: the title in the top bar, what to do on up to two lines under it."""
        lay = self.lay
        W = lay.size[0]
        room = W - 2 * lay.menu.right - 8 - (32 if token else 0)
        title, size = draw.fit(title, 18, room, True, smallest=14)
        cx = W / 2 + (16 if token else 0)
        if token:
            self.view.seats.draw_token(surface, self.state.to_move,
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

    def _top_on_side(self, surface, title, sub, color, token) -> None:
        """LANDSCAPE: in the left column, under Menu and the game's name: the title on up
        to two lines, what to do on the lines left of the block."""
        box = self.lay.title
        x = box.x + (30 if token else 2)
        lines = draw.wrap(title, 15, box.right - x, True)[:2]
        y = box.y + 9
        if token:
            self.view.seats.draw_token(surface, self.state.to_move, (box.x + 12, y), 22)
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

    def _title_right(self) -> int:
        """Where the game's name at the left of the top bar ends."""
        return self.lay.game_name_at[0] + draw.text_width(self.game.title.upper(), 15, True)

    def player_rects(self) -> list[pygame.Rect]:
        """The player panels: down the left column of a table (grown by what the view draws
        in them, closed up so that five fit), in a phone's left column, or as strips above
        and below the board of a phone held upright."""
        return [pygame.Rect(r) for r in self.lay.panels]

    _panel_cache = (None, (), False)

    def compact_panels(self) -> bool:
        """True when the panels are shorter than they would like (five seats on a table, and
        always on a phone): then the name, the kind and the status line sit closer together
        (a smaller token)."""
        return self.lay.panel_style != "full"

    def _panel_extra(self) -> int:
        try:
            return max(0, int(self.view.seats.seat_panel_height(self.state)))
        except (TypeError, ValueError):
            return 0

    def seat_area(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of a player panel the view draws in."""
        for panel, area in zip(self.lay.panels, self.lay.areas, strict=True):
            if pygame.Rect(panel) == pygame.Rect(rect):
                return pygame.Rect(area)
        return pygame.Rect(rect.x, rect.y, 0, 0)

    def seat_kind(self, seat: int) -> str:
        """Who plays `seat`, as its panel says it ("Computer · Hard")."""
        return ("Human" if seat in self.humans else
                "Friend, by link" if seat in self.table.friends else
                f"Computer · {LEVEL_TITLES.get(self.table.seats[seat], '?')}")

    def _draw_player_frames(self, surface) -> None:
        st = self.state
        style = self.lay.panel_style
        for seat, rect in enumerate(self.player_rects()):
            if not rect.w:
                continue
            active = not self.over and st.to_move == seat
            color = self.view.seats.seat_color(seat)
            draw.panel(surface, rect, fill=(6, 28, 20, 215) if active else (6, 28, 20, 170),
                       edge=(*theme.lighten(color, 0.2), 220) if active else theme.PANEL_EDGE,
                       radius=16 if style in ("full", "compact") else 12,
                       shadow_alpha=90 if active else 50)
            if active:
                strip = pygame.Rect(rect.x, rect.y, 6 if style != "row" else 4, rect.h)
                draw.rounded_rect(surface, color, strip.inflate(0, -min(28, rect.h // 3)), 3)
            parts = self.seat_title(seat).split(" · ")
            kind = self.seat_kind(seat)
            if style in ("full", "compact"):
                # token, name, kind: (token centre, size), name (x, y, size), kind (y, size)
                tok, name_at, kind_at = (((32, 24), 34), (62, 6, 18), (27, 14)) \
                    if style == "compact" else (((42, 44), 48), (78, 18, 20), (45, 15))
                self.view.seats.draw_token(surface, seat, (rect.x + tok[0][0], rect.y + tok[0][1]),
                                     tok[1])
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
            # seat is doing, or who plays it (_draw_players); a column wide (stack): the name
            # alone, a mark at the right saying whose turn it is
            area = self.seat_area(rect)
            tok = 26 if style == "row" else 20
            cx = rect.x + 8 + tok / 2
            cy = rect.y + (rect.h / 2 - 9 if style == "row" else 16)
            self.view.seats.draw_token(surface, seat, (cx, cy + (2 if style == "row" else 0)), tok)
            x = cx + tok / 2 + 6
            right = (area.x - 6) if style == "row" else rect.right - 24
            name, size = draw.fit(parts[0], 15, right - x, True, smallest=13)
            draw.text(surface, name, (x, cy), size, theme.TEXT, True, "midleft")

    def status_line(self, seat: int, outcome) -> tuple[str, object, bool, str | None]:
        """What a panel says under its name: (words, colour, bold, mark) where the mark is
        "crown", "dot", "pulse", "spin" or None."""
        st = self.state
        active = not self.over and st.to_move == seat
        if outcome is not None:
            if st.players == 1 and seat in outcome.winners:
                return "Solved", theme.GOLD, True, None
            if seat in outcome.winners:
                return "Winner", theme.GOLD, True, "crown"
            return self.view.words.end_note(st, seat), theme.TEXT_DIM, False, None
        if active and self.phase.retrying():
            return "Tries again", theme.TEXT, True, "dot"
        if active and self.replaying:
            return "Next to move", theme.TEXT_MUTED, False, "dot"
        if active:
            if seat in self.table.friends and self.anim is None:
                return "Their turn", theme.TEXT, True, "dot"
            if self.table.is_ai(seat):
                dots = "." * (1 + int(self.app.time * 3) % 3)
                return (f"Thinking{dots}" if self.anim is None else "Moving", theme.TEXT, True,
                        "spin")
            label = "Your turn" if len(self.humans) == 1 else "To move"
            return "Moving" if self.anim is not None else label, theme.TEXT, True, "pulse"
        return self.view.words.idle_note(st, seat), theme.TEXT_DIM, False, None

    def _draw_players(self, surface) -> None:
        st = self.state
        outcome = st.outcome() if self.over else None
        style = self.lay.panel_style
        for seat, rect in enumerate(self.player_rects()):
            if not rect.w:
                continue
            color = self.view.seats.seat_color(seat)
            words, ink, bold, mark = self.status_line(seat, outcome)
            if style == "row":
                self._draw_row_line(surface, rect, seat, words, ink, bold, mark, color)
            elif style == "stack":
                # no line of its own: a mark beside the name says it all
                at = (rect.right - 14, rect.y + 16)
                if mark == "spin":
                    self._spinner(surface, at, color)
                elif mark in ("pulse", "dot"):
                    draw.circle(surface, color, at, 5)
                elif mark == "crown":
                    self._crown(surface, at, theme.GOLD)
            else:
                line_y = rect.bottom - (12 if style == "compact" else 26)
                x, text_x = rect.x + 32, rect.x + 50
                if mark == "crown":
                    self._crown(surface, (rect.x + 30, line_y), theme.GOLD)
                    draw.text(surface, words, (rect.x + 46, line_y), 17, ink, True, "midleft")
                elif mark == "spin":
                    self._spinner(surface, (x, line_y), color)
                    draw.text(surface, words, (text_x, line_y), 16, ink, bold, "midleft")
                elif mark in ("dot", "pulse"):
                    grow = 0 if mark == "dot" or self.app.calm else \
                        1.5 * math.sin(self.app.time * 5)
                    draw.circle(surface, color, (x, line_y), 5 + grow)
                    draw.text(surface, words, (text_x, line_y), 16, ink, bold, "midleft")
                elif words:
                    draw.text(surface, words, (rect.x + 22, line_y), 16, ink, bold, "midleft")
            if self._panel_extra() or style in ("row", "stack"):
                self.view.seats.draw_seat_panel(surface, st, seat, rect, self.seat_area(rect),
                                          self.context())

    def _draw_row_line(self, surface, rect, seat, words, ink, bold, mark, color) -> None:
        """A phone's strip's second line: what the seat is doing with its mark, or, while
        it waits, who plays it and why it waits ("Hard · Out this round")."""
        area = self.seat_area(rect)
        y = rect.y + rect.h / 2 + 11
        x = rect.x + 14
        room = area.x - 6 - x
        if mark is None:
            kind = self.seat_kind(seat)
            kind = kind.replace("Computer · ", "") if kind.startswith("Computer") else kind
            words = f"{kind} · {words}" if words else kind
            words, size = draw.fit(words, 13, room, smallest=12)
            draw.text(surface, words, (x - 2, y), size, theme.TEXT_DIM, False, "midleft")
            return
        if mark == "crown":
            self._crown(surface, (x + 5, y), theme.GOLD)
        elif mark == "spin":
            self._spinner(surface, (x + 5, y), color)
        else:
            grow = 0 if mark == "dot" or self.app.calm else 1.5 * math.sin(self.app.time * 5)
            draw.circle(surface, color, (x + 5, y), 4 + grow)
        words, size = draw.fit(words, 13, room - 18, bold, smallest=12)
        draw.text(surface, words, (x + 18, y), size, ink, bold, "midleft")

    def _spinner(self, surface, center, color) -> None:
        t = self.app.time * 1.6
        for i in range(8):
            a = t * 2 * math.pi + i * math.pi / 4
            alpha = int(40 + 215 * (i / 7))
            p = (center[0] + math.cos(a) * 9, center[1] + math.sin(a) * 9)
            draw.circle(surface, (*theme.lighten(color, 0.3), alpha), p, 2.6)

    @staticmethod
    def _crown(surface, c, color) -> None:
        x, y = c
        pts = [(x - 11, y + 7), (x - 11, y - 5), (x - 5, y + 1), (x, y - 8), (x + 5, y + 1),
               (x + 11, y - 5), (x + 11, y + 7)]
        draw.polygon(surface, color, pts)

    def log_rect(self) -> pygame.Rect:
        lay = self.lay
        if lay.moves is None:            # PORTRAIT: the sheet over the board
            return pygame.Rect(lay.sheet)
        top, column = lay.moves.y, lay.moves
        if self.replaying:
            return pygame.Rect(column.x, top, column.w, self.replay.list_bottom() - top)
        if self.box_shown():
            return pygame.Rect(column.x, top, column.w, max(0, self.send_rect.y - 12 - top))
        return pygame.Rect(column)

    def overlay_geometry(self):
        """The result box at rest, the rect of its body (the view's `draw_result`) and the
        rects of its buttons (Play again, Replay, Review, Menu, Board): one row on a table or
        a phone on its side, Play again over the other four on a phone held upright."""
        lay = self.lay
        W, H = lay.size
        ov = pygame.Rect(self.overlay_rect)
        out = self.state.outcome()
        compact = lay.shape != TABLE
        top_h = 204 if not compact else 150     # the crown, the token, the winner, the seats
        buttons_h = 24 + 54 if not compact else (20 + 48 + (56 if lay.shape == PORTRAIT else 0))
        margin = 50 if not compact else 18
        if out is not None:
            wide = min(self.view.seats.result_width(self.state), W - 16)
            if wide > ov.w:
                ov = ov.inflate(wide - ov.w, 0)
            # a long reason (a score table of four players) makes the box taller
            need = self.view.seats.result_height(self.state, out, ov.w - 2 * margin)
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

    def _draw_overlay(self, surface, fade: float) -> None:
        ov, body, rects = self.overlay_geometry()
        compact = self.lay.shape != TABLE
        lift = int(24 * (1 - draw.ease_out(fade)))
        ov, body = ov.move(0, lift), body.move(0, lift)
        draw.panel(surface, ov, fill=(12, 40, 30, 250), edge=(*theme.GOLD, 120), radius=22,
                   shadow_alpha=160)
        out = self.state.outcome()
        if out is None:
            return
        cx = ov.centerx
        if out.winners:
            # the crown over the winner's token, or over the tokens of those who share it (a
            # solved puzzle has its pawn, and a draw its tokens, without one)
            crowned = 1 < self.state.players and len(out.winners) < self.state.players
            size = (44 if compact else 62) if len(out.winners) == 1 else (36 if compact else 48)
            gap = size + 12
            first = cx - gap * (len(out.winners) - 1) / 2
            if crowned:
                self._crown(surface, (cx, ov.y + (22 if compact else 34)), theme.GOLD)
            for i, w in enumerate(out.winners):
                self.view.seats.draw_token(surface, w, (first + i * gap,
                                                  ov.y + (58 if compact else 82)), size)
        title = self.winner_line(out)
        names = ", ".join(self.seat_title(w) for w in out.winners)
        moves = draw.counted(self.table.cursor, "move")
        if self.state.players == 1:             # a puzzle: its moves and its time
            names = moves
            moves = "" if self.solo_time is None else \
                f"in {int(self.solo_time) // 60}:{int(self.solo_time) % 60:02d}"
        line = " · ".join(part for part in (names, moves) if part)
        if self.final_link_owed():      # what the first button is for, then how it went
            line = self.send_words(final=True) or f"Send the last move to {self.friend_names()}"
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
        self.view.seats.draw_result(surface, self.state, out, body)
        for b, rect in zip(self.overlay_buttons, rects, strict=False):
            b.rect = rect.move(0, lift)
            b.draw(surface, self.app.mouse)


class _ResultAhead:
    """The result box of `scene` as the work ahead draws a screen (Ahead.make): offscreen,
    whole, so that the frame it first appears in finds its art made."""

    def __init__(self, scene: PlayScene):
        self.scene = scene

    def fit(self) -> None:
        pass

    def draw(self, surface) -> None:
        self.scene._draw_overlay(surface, 1.0)    # noqa: SLF001 - PlayScene's own module
