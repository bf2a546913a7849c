"""The contract between the generic game screen and one game's pictures: `GameView`.

The contract is written once, here, in the docstrings of `GameView` (what the shell owns and
what the view owns, drawing in points, touch) and of each of its methods, and of
`ViewContext`, `Animation`, `Control`, `Example` and `Recent` (game/table/session.py).
docs/ui.md only points here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from collections.abc import Callable

import pygame

from game.core.i18n import N_, _
from game.table.session import Recent, words_of  # noqa: F401  (Recent: the views name it here)

from game.ui import draw, theme
from game.ui.screen import board_least
from game.ui.widgets.controls import Button


# the tags draw_tag draws under a ring on the board, marked here and looked up where drawn:
# a hint, a move awaiting Confirm, the better move of a review
# Translators: short tags in capitals under a ring on the board (little room)
TAGS = (N_("HINT"), N_("CONFIRM?"), N_("BETTER"))

REACH = 16      # points: a tap this near a target (and nearer it than any other) chooses it
# points from a table panel's left where the shell's status line ("Your turn") ends: a view's
# words on that line stay right of it (a longer language's status takes smaller type)
STATUS_END = 176
# points a table panel keeps at its top right for the view's figure (a score), clear of the name
FIGURE_W = 76


def least_target(rect) -> int:
    """The least board target of a phone's board in `rect` (points), as the layout check
    holds it (tools/layoutcheck.py, `board_least`): 44 where the screen's shorter side is 390
    or more, 40 under it; the screen's shorter side is the board's width and 12 points of
    margin upright, its height and 8 on its side (game/ui/play/layout.py)."""
    rect = pygame.Rect(rect)
    return board_least(rect.w + 12, rect.h + 8)


def nearest_target(pos, targets, reach: float = REACH):
    """The value of the target a tap at `pos` chooses, among (rect, value) pairs: the one
    whose rect holds it, else the one nearest it within `reach` points (a tap between two
    targets lands on the nearer one), else None."""
    if pos is None:
        return None
    best, best_d = None, None
    for rect, value in targets:
        rect = pygame.Rect(rect)
        if rect.collidepoint(pos):
            return value
        dx = max(rect.left - pos[0], 0, pos[0] - rect.right + 1)
        dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom + 1)
        d = math.hypot(dx, dy)
        if d <= reach and (best_d is None or d < best_d):
            best, best_d = value, d
    return best


@dataclass
class Loupe:
    """A part of the board shown larger where a finger chose it, for a board whose targets
    are smaller than a finger (ViewContext.least): `region` (points on the board) drawn over
    `panel`, `factor` times larger.  A tap in the panel chooses at the board's point it shows
    (`to_board`); the view closes it when the move is made or a tap lands elsewhere."""

    region: pygame.Rect
    panel: pygame.Rect

    @classmethod
    def around(cls, point, factor: float, panel, bounds) -> Loupe:
        """The loupe over `panel` showing the board `factor` times larger round `point`,
        kept inside `bounds` (the board's)."""
        panel = pygame.Rect(panel)
        region = pygame.Rect(0, 0, max(1, round(panel.w / factor)),
                             max(1, round(panel.h / factor)))
        region.center = (round(point[0]), round(point[1]))
        region.clamp_ip(pygame.Rect(bounds))
        return cls(region, panel)

    @property
    def factor(self) -> float:
        return self.panel.w / self.region.w

    def to_board(self, pos):
        """The board's point a tap at `pos` chooses, or None outside the panel."""
        if pos is None or not self.panel.collidepoint(pos):
            return None
        k = self.factor
        return (self.region.x + (pos[0] - self.panel.x) / k,
                self.region.y + (pos[1] - self.panel.y) * self.region.h / self.panel.h)

    def to_panel(self, point) -> tuple[float, float]:
        """Where the board's `point` shows in the panel."""
        return (self.panel.x + (point[0] - self.region.x) * self.factor,
                self.panel.y + (point[1] - self.region.y) * self.panel.h / self.region.h)

    def square(self, point, across: float) -> pygame.Rect:
        """A square `across` points wide on the board round `point`, as shown in the panel."""
        x, y = self.to_panel(point)
        side = across * self.factor
        return pygame.Rect(round(x - side / 2), round(y - side / 2), round(side), round(side))

    def draw(self, surface) -> None:
        """The region's pixels as drawn now, enlarged over the panel, in a frame."""
        src = draw.to_px(self.region).clip(surface.get_rect())
        dst = draw.to_px(self.panel)
        if src.w < 1 or src.h < 1 or dst.w < 1 or dst.h < 1:
            return
        img = pygame.transform.smoothscale(surface.subsurface(src).copy(), dst.size)
        draw.shadow(surface, self.panel, 12, blur=10, alpha=150)
        surface.blit(img, dst)
        draw.rounded_rect(surface, (*theme.GOLD, 230), self.panel.inflate(4, 4), 6, 3)


class Animation:
    """A timed animation of one move.  `update(dt)` advances it and returns True once done;
    views subclass it to carry whatever they need for drawing (paths, flips ...)."""

    def __init__(self, duration: float):
        self.duration = max(0.0, duration)
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> bool:
        self.elapsed += max(0.0, dt)
        return self.done

    def finish(self) -> None:
        self.elapsed = self.duration


class Control(Button):
    """A button a view adds to the game screen (view.controls()).  When clicked (or its
    `hotkey` pressed) its `action` runs, whoever is to move; a control with a `move` plays
    that move when a human may move now.  The view keeps its controls and sets `visible`,
    `label` and `selected` as the game goes on."""

    def __init__(self, rect, label: str, action=None, *, move=None, hotkey: int | None = None,
                 **kwargs):
        super().__init__(rect, label, self._fire, **kwargs)
        self.on_click = action
        self.move = move
        self.hotkey = hotkey
        self.fired = False

    def _fire(self) -> None:
        self.fired = True
        if self.on_click is not None:
            self.on_click()

    def press(self) -> None:
        """As if clicked (a hotkey)."""
        if self.visible and self.enabled:
            self._fire()


@dataclass(frozen=True)
class ViewContext:
    """What the shell tells the view each frame (read-only: a view changes the table only
    through moves it returns, and `new_deal`)."""

    time: float = 0.0                    # seconds since the app started (for pulses)
    mouse: tuple[int, int] | None = None  # pointer position, None when no pointer (touch up)
    interactive: bool = False            # a human is to move and may pick a move now
    animation: Animation | None = None   # the move being animated, or None
    thinking: int | None = None          # seat of the AI that is thinking, or None
    humans: frozenset = field(default_factory=frozenset)  # seats played by people
    over: bool = False                   # the game has ended
    seat_areas: tuple = ()               # per seat, the area draw_seat_panel draws in
    seed: int | None = None              # the deal's seed
    hints_used: bool = False             # a hint was asked for in this game
    store: object = None                 # what is kept between sessions (None: nothing)
    new_deal: Callable | None = None     # new_deal(seed): another deal (None: a fresh one)
    recent: tuple = ()                   # Recent moves to keep marked, oldest first: the
    #                                      moves a player has not made since their last
    #                                      turn, marked until that player moves
    calm: bool = False                   # nothing moved for a while: pulses hold still
    shape: str = "table"                 # the screen's layout: "table", "landscape", "portrait"
    touch: bool = False                  # the last pointer was a finger: words for touch
    least: float = 0.0                   # a board target's least size across, in points
    #                                      (screen.board_least over the zoom; 0: none asked)

    def pulse(self, rate: float) -> float:
        """0..1 and back, `rate` radians a second, for what glows to draw the eye; a steady
        0.6 once the screen is calm, so a board waiting for a person is not redrawn."""
        return 0.6 if self.calm else 0.5 + 0.5 * math.sin(self.time * rate)


@dataclass
class Example:
    """A picture beside a section of the rules page: `state` drawn by the screen's pure
    `draw_board` in a small rect, with no person to move.  With a `move`, the page loops the
    screen's `animation` of it (show, play, hold, undo).  `show` is "board", "choices" (as a
    person to move sees it: what may be played is lit) or "result" (a finished state: the
    body of the game-over box, `draw_result`)."""

    state: object
    move: object = None
    caption: str = ""
    show: str = "board"


@dataclass(frozen=True)
class Marks:
    """What a picture of a position shows besides the position (`GameView.draw_board`) and
    the session's choices a picture follows (`GameView.draw_emblem` too)."""

    choices: bool = False   # what the player to move may play is lit, as a person to move sees it
    symbols: bool = True    # colour symbols on balls and tiles (Collecto's, Spectrangle's toggle)
    time: float = 0.0       # seconds since the app started, for what pulses
    animation: Animation | None = None  # a move animated on the state (BEFORE it): made by
    #                                     the screen's `animation`, advanced by the caller
    landed: float | None = None     # seconds since the state's last move landed: what a game
    #                                 shows after a move (Spectrangle's score rising and the
    #                                 line naming the move, Coloretto's round banner); None:
    #                                 no move just made


EMBLEMS = draw.Cache(16)    # the menus' and the setups' emblems: (game, size, marks, scale)


def marks_of(view) -> Marks:
    """The marks a picture of `view`'s game follows: the session's choices kept on its view
    (symbols shown or not)."""
    return Marks(symbols=getattr(view, "symbols", True))


def draw_emblem(surface, rect, view) -> None:
    """The emblem of `view`'s game in `rect` (points): drawn by its screen's pure
    `draw_emblem` once per size, marks and scale, and kept."""
    rect = pygame.Rect(rect)
    screen, marks = type(view), marks_of(view)

    def paint():
        layer = draw.layer(rect.size)
        screen.picture.draw_emblem(layer, pygame.Rect((0, 0), rect.size), marks)
        return layer
    key = (screen.__module__, rect.size, marks, draw.scale())
    draw.blit(surface, EMBLEMS.get_or(key, paint), rect.topleft)


def draw_tag(surface, label: str, midtop) -> pygame.Rect:
    """The blue HINT / CONFIRM? tag with `label`, kept on the canvas (none for no label: a
    guide's ring alone)."""
    if not label:
        return pygame.Rect(round(midtop[0]), round(midtop[1]), 0, 0)
    label = _(label)          # one of TAGS, in the language in use (other words as they are)
    box = pygame.Rect(0, 0, round(draw.text_width(label, 14, True)) + 16, 24)
    box.midtop = (round(midtop[0]), round(midtop[1]))
    box.clamp_ip(draw.bounds(surface).inflate(-8, -8))
    draw.rounded_rect(surface, (*theme.HINT, 255), box, 8)
    draw.text(surface, label, box.center, 14, (255, 255, 255), True, "center")
    return box


class Words:
    """The words a game's screen gives the shell (`view.words`): the menu's, the rules page's,
    the panels', the move list's and the game-over box's.  A game's words may read the view
    that holds them (`self.view`)."""

    TAGLINE = ""        # one or two sentences for the menu (else the default rule set's)
    CREDIT = ""         # the designer credit line

    def __init__(self, view):
        self.view = view

    def tagline(self) -> str:
        """One or two sentences for the menu."""
        game = self.view.game
        words = self.TAGLINE or game.variants[game.default_variant].description
        return _(words) if words else ""

    def rules(self, touch: bool = False) -> list[tuple]:
        """[(heading, text), ...] for the in-app rules page; a section may be (heading, text,
        Example(state, move, caption)): a picture drawn by the screen's `draw_board`
        (looping the move's `animation` when there is a move).  `touch`: the pointer in use is
        a finger (`App.touch`): the words say "tap" and name no keys; else "click", and keys
        may be named."""
        return [(_("Rules"), self.tagline())]

    def credit(self) -> str:
        """The designer credit line (or "")."""
        return _(self.CREDIT) if self.CREDIT else ""

    def seat_label(self, state, seat: int) -> str:
        """How the seat is named in the panels and the overlays: "Player 1 · Red"."""
        return f"{state.seat_name(seat)} · {theme.seat_color_name(seat)}"

    def status(self, state) -> str:
        """What the player to move must do ("Move exactly 3 steps")."""
        return ""

    def end_note(self, state, seat: int) -> str:
        """Under a losing seat's name at the end (the winners get a crown)."""
        return _("No move left") if seat == state.to_move else ""

    def idle_note(self, state, seat: int) -> str:
        """Under a seat that is not to move while the game goes on ("Waiting", "Out this
        round")."""
        # Translators: under a player who is not to move
        return _("Waiting")

    def log_text(self, state, move) -> str:
        """The move as the move list shows it (state is BEFORE the move; by default the
        rules' `describe_move`)."""
        return state.describe_move(move)

    def advice(self, state, move) -> str:
        """`move` (for the player to move in `state`) as advice, in the imperative: a hint
        ("Move c1 → c4") or a move awaiting Confirm.  By default the rules' words."""
        return words_of(state, move)

    @staticmethod
    def result_text(outcome) -> str:
        """The outcome's reason as a sentence, for the game-over box."""
        reason = outcome.reason.strip()
        reason = reason[:1].upper() + reason[1:]
        return reason if reason.endswith(".") else reason + "."

    def deal_label(self, state, seed: int) -> str:
        """How the deal is named under the players, so that it can be found again."""
        # Translators: names a deal so that it can be found again; {seed} is its number
        return _("Deal #{seed}").format(seed=seed)


class Seats:
    """What a game's screen draws round the board for the seats (`view.seats`): their
    colours and tokens, their panels' own things and the game-over box's body.  It may read
    the view that holds it (`self.view`)."""

    def __init__(self, view):
        self.view = view

    def seat_color(self, seat: int):
        """The RGB of the seat, in the panels, the move list and the overlays."""
        return theme.seat_color(seat)

    def draw_token(self, surface, seat: int, center, size: int) -> None:
        """The seat's piece, `size` points across at `center`: in the panels and overlays."""
        draw.circle(surface, self.seat_color(seat), center, size / 2)

    def seat_panel_height(self, state) -> int:
        """Height each player panel grows by for draw_seat_panel (0: nothing to draw; a
        score, a tray of pieces ...)."""
        return 0

    def status_side(self, state, seat: int) -> int:
        """Points the view's words take at the right end of a table panel's status line
        ("14 balls"); the shell's words stop short of them (and of STATUS_END)."""
        return 0

    def draw_seat_panel(self, surface, state, seat: int, panel, area, ctx: ViewContext) -> None:
        """Draw a seat's own things (score, tray ...) in `area` of its `panel`
        (`ctx.seat_areas` gives every seat's area, e.g. to fly pieces into them)."""

    def own_strip(self, state) -> int | None:
        """A phone held upright: the watcher's strip under the board this high at most (the
        view shows that seat's things by the board, and the board takes the room), or None
        (as high as the others')."""
        return None

    def result_width(self, state) -> int:
        """Width of the game-over box (default 580; Coloretto's scoring table needs a wide
        one)."""
        return 580

    def result_height(self, state, outcome, width: int) -> int:
        """Height the game-over box needs under the winner's name for draw_result (the body
        of the box: by default the outcome's reason); the box grows to it."""
        return len(draw.wrap(Words.result_text(outcome), 17, width)) * 23

    def draw_result(self, surface, state, outcome, rect) -> None:
        """The body of the game-over box: by default the outcome's reason (Spectrangle draws
        a table of the final scores)."""
        draw.text_block(surface, Words.result_text(outcome), rect, 17, theme.TEXT_MUTED,
                        align="center")


class Input:
    """How a person's pointer and keys make moves on the board (`view.input`), while a human
    is to move; it may read the view that holds it (`self.view`: its layout).  A tap between
    two targets goes to the nearer (`nearest_target`)."""

    def __init__(self, view):
        self.view = view
        self._down_move = None

    def hit(self, state, pos):
        """The legal move the pointer at `pos` designates, or None (single-click games)."""
        return None

    def target(self, state, move):
        """A point whose click chooses `move` (single-click games; used by tests,
        screenshots, demos and the keyboard's board cursor); for a move made of several
        clicks, the point of the next click towards it; None when there is none."""
        return None

    def tag_at(self, state, move, point) -> tuple[int, int]:
        """Where the HINT / CONFIRM? tag of `move` goes (its top centre): under the ring by
        default; a view moves it off its own labels."""
        return point[0], point[1] + 36

    def hit_rects(self, state, ctx: ViewContext) -> list:
        """The hit area of every target on the board a tap may choose now (a card, an arrow,
        a field, a row, a tile in the rack; with a zoom, the part a first tap enlarges, then
        what may be chosen in it), as rects in points: the area where a tap chooses it (its
        pitch, not a rect grown over a neighbour's).  The layout check holds each to a
        fingertip's size (`least_target`: 44 CSS px, 40 under 390 across) in the games it
        lists."""
        return []

    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        """'down' / 'move' / 'up' from mouse or touch; returns a complete legal move when one
        is chosen, else None.  Default: `hit()` when press and release land on the same
        target; games of several steps (pick, turn, place) override it and keep their
        selection."""
        if kind == "down":
            self._down_move = self.hit(state, pos)
            return None
        if kind == "up":
            down, self._down_move = self._down_move, None
            move = self.hit(state, pos)
            if move is not None and move == down:
                return move
        return None

    def key(self, key: int, state, ctx: ViewContext):
        """A key pressed: a move or None."""
        return None

    def own_keys(self, state) -> frozenset:
        """Keys the view handles itself in key(), which the shell's board cursor (arrows,
        Tab, Enter, Space between the places a click would play) must leave alone."""
        return frozenset()

    def wheel(self, steps: int, state, ctx: ViewContext):
        """The mouse wheel turned `steps` notches (up is positive, "natural" scrolling
        already undone; Spectrangle turns the chosen tile): a move or None."""
        return None

    def refused(self, state, pos) -> bool:
        """A click at `pos` that made no move was on something that cannot be played (the
        shell plays the "invalid" sound); False for clicks that select or do nothing."""
        return False

    def cancel(self) -> None:
        """Drop any half-made selection."""
        self._down_move = None

    def selecting(self) -> bool:
        """True while a half-made move (a first step of several) waits to be completed
        (Escape then cancels it instead of leaving)."""
        return False


class Picture:
    """A game's pure pictures, drawn without a view (no instance, no state but caches of art):
    the rules pages' positions and moves, and the menu's emblem.  A game hands over its
    `picture.py` module, which has these three functions; this class is the default and the
    contract (`GameView.picture`)."""

    @staticmethod
    def draw_board(surface, rect, state, marks: Marks | None = None) -> None:
        """The board of `state` fitted into `rect` (points) with `marks` and nothing else: a
        pure picture, drawn without a view (a game's module-level function, as python-chess's
        `svg.board`), for the rules pages' pictures of a position."""
        raise NotImplementedError

    @staticmethod
    def animation(state, move, rect) -> Animation:
        """The animation of `move` (state BEFORE it) as `draw_board` shows it in `rect`, with
        no person at the table and nothing round the board; the caller advances it
        (`update(dt)`) and hands it back in `Marks.animation` (a rules page's loop)."""
        return Animation(0.0)

    @staticmethod
    def draw_emblem(surface, rect, marks: Marks) -> None:
        """The menu's and the setup's emblem of the game in `rect` (points), pure like
        `draw_board` (kept per size and marks by `draw_emblem` of this module)."""
        draw.rounded_rect(surface, theme.MAT, rect, 12)


class GameView:
    """One game's board on the game screen: the base class, with sensible defaults; a game
    overrides what it needs, and hands over its parts: `words` (`Words`), `seats` (`Seats`)
    and `input` (`Input`), which the shell calls directly.

    A game joins the table by adding its screen, `game/<name>/view/` with a class
    `View(GameView)`, named by its registration (game/<name>/__init__.py); nothing else in
    game/ui changes.  Its pure pictures are its `picture` module (`Picture`: `draw_board`,
    `animation`, `draw_emblem`; no instance): the rules pages' and the menu's pictures.  The shell
    (game/ui/play/scene.py) owns everything that is the same for every game: the top bar, the player
    panels, whose turn it is, driving the AI a few milliseconds per frame, the thinking
    indicator, the move list, undo, sequencing animations (a move is pushed onto the state only
    when its animation has finished, and the next AI move is not started before that) and the
    game-over overlay.  The view owns the board (`layout`, `draw`, `input` ... below), and the
    words and pictures the shell places around it.

    Everything is in points (game/ui/draw.py): positions, sizes, hit tests.  A view draws
    through `draw`'s helpers (text, shapes, `layer` for a surface of a size in points, `blit`
    to put one at a point, `supersampled` for art), so it is drawn sharp at any scale; art it
    keeps is made for `draw.scale()` and made again when that changes.  Nothing is shown only
    while hovering: what pointing at a target shows (a preview, a reason) shows while it is
    pressed and held, since `ctx.mouse` is the finger's place until it lifts; a tap between
    two targets chooses the nearer (`nearest_target`); `ctx.touch` says a finger is in use
    (words say "tap", not "click").  Text is 12 points at least, the view's line of what to
    do 14 (drawn inside `draw.role("status")`).  In a phone's layouts (`ctx.shape`
    "landscape" or "portrait") a seat's panel is a compact strip and the view draws its
    things (a score, a tray) inside `area` only.

    A view never reaches into the screen that shows it: each call that needs more than the
    state gets a `ViewContext`, a read-only picture of the table; the view changes the game
    only through the moves it returns (and `ctx.new_deal`)."""

    picture = Picture           # the pure pictures (a game: its view/picture.py module)

    # Who starts: "open" (the players agree: the setup offers the choice, the first seat row
    # by default), "lots" (the rule text draws lots: so does the setup, by default), or the
    # words saying how the rules themselves decide (no choice is offered).
    first_player = "open"

    def __init__(self, game):
        self.game = game
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.words = Words(self)
        self.seats = Seats(self)
        self.input = Input(self)

    def layout(self, rect) -> None:
        """Where the board may draw, in points: any rect a screen's layout gives
        (game/ui/play/layout.py: a table's middle, a phone's square, a strip of a phone held
        upright; a rules page's picture)."""
        self.rect = pygame.Rect(rect)

    def reset(self, state) -> None:
        """A new game, an undo or a seek: forget selections and last-move marks."""
        self.input.cancel()

    def draw(self, surface, state, ctx: ViewContext) -> None:
        """The board, including highlights and the running animation (`ctx.animation`)."""
        raise NotImplementedError

    def draw_front(self, surface, state, ctx: ViewContext) -> None:
        """Drawn above the panels and the move list (e.g. pieces flying to a panel)."""

    def draw_hint(self, surface, state, move, ctx: ViewContext, label: str = TAGS[0]) -> None:
        """Show `move` on the board (a hint, or a move awaiting Confirm): by default a
        pulsing ring where its next click goes, with `label` under it (no tag without one:
        a guide's ring, which must hide nothing the step is about)."""
        point = self.input.target(state, move)
        if point is None:
            return
        pulse = ctx.pulse(5)
        draw.circle(surface, (*theme.HINT, int(120 + 100 * pulse)), point, 30 + 4 * pulse, 5)
        draw.circle(surface, (*theme.HINT, 60), point, 26)
        draw_tag(surface, label, self.input.tag_at(state, move, point))

    def controls(self, state, ctx: ViewContext) -> list:
        """[Control, ...]: the buttons the view adds to the game screen (a display toggle, a
        rule action such as "I can't find a move"), kept by the view, which sets their
        `visible`, `label` and `selected` as the game goes on.  Clicking one does not cancel
        a half-made move."""
        return []

    def sound_of(self, state, move) -> str:
        """The sound of `move` (state before it): "move", or "collect" when it gathers."""
        return "move"

    def animate(self, state, move) -> Animation:
        """The animation of `move` from `state` (state is BEFORE it): the shell pushes the
        move only when `Animation.update(dt)` reports it done, and starts no AI search
        meanwhile."""
        return Animation(0.0)

    def moved(self, state, move, ctx: ViewContext) -> None:
        """The move is now played (state is AFTER it); Collapsi files a solved puzzle in
        `ctx.store` here."""

    def preferred_seed(self, variant: str, options: dict, store) -> int | None:
        """The seed of a game opened from the setup screen, or None for a fresh deal
        (Collapsi's solo opens on today's puzzle until it is solved: `store` remembers what
        is kept between sessions, game/table/store.py)."""
        return None
