"""The contract between the generic game screen and one game's pictures.

A game joins the table by adding `game/<name>/view.py` with a class `View(GameView)`.  The
shell (game/ui/play.py) owns everything that is the same for every game: the top bar, the
player panels, whose turn it is, driving the AI a few milliseconds per frame, the thinking
indicator, the move list, undo, sequencing animations (a move is pushed onto the state only
when its animation has finished, and the next AI move is not started before that) and the
game-over overlay.  The view owns the board:

    layout(rect)                  where the board may draw (logical pixels)
    reset(state)                  a new game or an undo: forget selections and last-move marks
    draw(surface, state, ctx)     the board, including highlights and the running animation
    pointer(kind, pos, state, ctx) -> move | None
                                  'down' / 'move' / 'up' from mouse or touch while a human
                                  is to move; returns a complete legal move when one is chosen
    key(key, state, ctx) -> move | None
                                  keyboard input while a human is to move
    cancel()                      drop any half-made selection
    animate(state, move) -> Animation
                                  the animation of `move` from `state` (state is BEFORE it)
    moved(state, move)            the move is now pushed (state is AFTER it)
    target(state, move) -> (x, y) | None
                                  a point whose click chooses `move` (single-click games;
                                  used by tests, screenshots and demos)

plus words and pictures the shell places around the board:

    tagline()                     one or two sentences for the menu
    rules()                       [(heading, text), ...] for the in-app rules page
    credit()                      designer credit line (or "")
    seat_label(state, seat)       "Player 1 · Red"
    seat_color(seat)              RGB of the seat
    draw_token(surface, seat, center, size)
                                  the seat's piece, used in panels and overlays
    status(state)                 what the player to move must do ("move exactly 3 steps")
    draw_thumbnail(surface, rect) a small emblem for the menu tile
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

import pygame

from . import draw, theme


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


@dataclass
class ViewContext:
    """What the shell tells the view each frame."""

    time: float = 0.0                    # seconds since the app started (for pulses)
    mouse: tuple[int, int] | None = None  # pointer position, None when no pointer (touch up)
    interactive: bool = False            # a human is to move and may pick a move now
    animation: Animation | None = None   # the move being animated, or None
    thinking: int | None = None          # seat of the AI that is thinking, or None
    humans: frozenset = field(default_factory=frozenset)  # seats played by people
    over: bool = False                   # the game has ended


class GameView:
    """Base class with sensible defaults; a game overrides what it needs."""

    def __init__(self, game):
        self.game = game
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._down_move = None

    # --- words ---------------------------------------------------------------------------------
    def tagline(self) -> str:
        v = self.game.variants[self.game.default_variant]
        return v.description

    def rules(self) -> list[tuple[str, str]]:
        return [("Rules", self.tagline())]

    def credit(self) -> str:
        return ""

    def seat_color(self, seat: int):
        return theme.seat_color(seat)

    def seat_label(self, state, seat: int) -> str:
        return f"{state.seat_name(seat)} · {theme.seat_color_name(seat)}"

    def status(self, state) -> str:
        return ""

    # --- pictures around the board ---------------------------------------------------------------
    def draw_token(self, surface, seat: int, center, size: int) -> None:
        draw.circle(surface, self.seat_color(seat), center, size / 2)

    def draw_thumbnail(self, surface, rect) -> None:
        draw.rounded_rect(surface, theme.MAT, rect, 12)

    # --- the board -------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)

    def reset(self, state) -> None:
        self.cancel()

    def draw(self, surface, state, ctx: ViewContext) -> None:
        raise NotImplementedError

    def hit(self, state, pos):
        """The legal move the pointer at `pos` designates, or None (single-click games)."""
        return None

    def target(self, state, move):
        """A point whose click chooses `move`, or None when a move takes several clicks."""
        return None

    def pointer(self, kind: str, pos, state, ctx: ViewContext):
        """Default: a move is chosen by pressing and releasing on the same target."""
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
        return None

    def cancel(self) -> None:
        self._down_move = None

    def animate(self, state, move) -> Animation:
        return Animation(0.0)

    def moved(self, state, move) -> None:
        pass


def view_for(game) -> GameView:
    """The view of `game` (a Game object), from game/<name>/view.py."""
    module = importlib.import_module(f"game.{game.name}.view")
    return module.View(game)
