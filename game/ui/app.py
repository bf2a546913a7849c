"""The app: one window, one scene at a time, one `frame(events, dt)` per frame.

`run()` is the async loop used by main.py natively and by pygbag in the browser: it gathers
events, calls `frame`, flips the display and awaits `asyncio.sleep(0)` once per frame (natively
a still screen's frames come only STILL_WAIT apart, input at once: see `run`).
Tests call `frame` directly with scripted events and a fixed `dt`, so they drive exactly the
same code without a real clock."""

from __future__ import annotations

import asyncio
import json
import os
import time

import pygame

from game.core import memory
from game.core.i18n import _
from game.core.seeding import fresh_seed
from game.table import saves
from game.table.review import Review
from game.table.session import Table
from game.table.store import Store

from game.ui import draw, page, theme
from game.ui.menu import settings
from game.ui.ahead import FRAME_WORK, Ahead
from game.ui.menu.home import MenuScene
from game.ui.language import Language
from game.ui.navigate import Screens
from game.ui.resume import Unfinished
from game.ui.screen import Viewport, argument, parse_size
from game.ui.sound import Sounds
from game.ui.trouble import draw_trouble
from game.ui.view import GameView

SETTLE = 2.0    # seconds a screen keeps being drawn after its last change (App.frame)
COLLECT_EVERY = 10.0   # seconds between full garbage collections, made on still frames
COLLECT_AT_LATEST = 120.0   # ... or on any frame, when nothing has been still for this long
AFTER_LEAVING = 1.0   # ... or this long after a screen was left, while its litter is small
KEPT_REVIEWS = 8   # reviews of games kept for this session (App.review_of)
WATCH_EVERY = 0.5   # seconds between looks at the browser's viewport (a rotation, a resize)
MAX_STEP = 0.1     # the most a frame moves time on by: a stalled tab must not jump animations
STILL_WAIT = 0.25  # natively, seconds between the frames of a still screen (App.run); input
                   # is still looked for at every tick and gets its frame at once
DEFAULT_WINDOW = (1280, 720)    # a native window's size, CSS px, unless --size says


def first_viewport(argv) -> Viewport:
    """The window to open: in the browser the page's canvas (its CSS size and the device's
    pixel ratio); natively `--size WxH` CSS px (a phone's size, say) at `--dpr R` pixels
    each, else DEFAULT_WINDOW."""
    if page.BROWSER:
        seen = page.viewport()
        if seen is not None:
            return Viewport.of(*seen)
    size = parse_size(argument(argv, "--size") or "") or DEFAULT_WINDOW
    try:
        ratio = float(argument(argv, "--dpr") or 1)
    except ValueError:
        ratio = 1.0
    ratio = min(4.0, max(0.5, ratio))
    return Viewport.of(size[0], size[1], ratio, capped=False)


class App:
    """The window, the frame loop and the screen on show; `screens` opens every screen
    (navigate.py), `unfinished` has the games to resume (resume.py), `ahead` draws ahead."""

    def __init__(self, argv=(), *, views, viewport: Viewport | None = None):
        """`views`: each game's screen class by the game's name (game/screens.py puts the
        app together)."""
        self.argv = list(argv)
        self.views = dict(views)
        pygame.display.init()   # the mixer starts with the first sound (game/ui/sound.py)
        pygame.font.init()
        theme.reset_fonts()
        draw.reset_text_cache()
        # Translators: the app window's title
        pygame.display.set_caption(_("Game Table"))
        try:
            pygame.display.set_icon(self._icon())
        except (pygame.error, OSError):
            pass  # a window without its icon is still a window
        self.viewport = viewport or first_viewport(self.argv)
        self.screen = self._open_window(self.viewport)
        self.touch = page.touch_screen()    # the last pointer was a finger: words for touch
        self._watched = 0.0        # when the browser's viewport was last looked at
        self._coming: Viewport | None = None   # a new viewport seen, not yet taken
        self.time = 0.0
        self.frames = 0
        self._warmed = False    # the sounds were loaded (on the first input)
        self.painted = True        # the last frame drew the screen (False: nothing changed)
        self.still = False         # the last frame did nothing (nothing drawn, searched or
                                   # made ahead): App.run waits for input
        self._worked = False       # this frame gave time to a search (App.work)
        self.calm = False          # nothing has moved for SETTLE seconds: pulses hold still
        self._look = None
        self._settle_at = 0.0
        self.mouse: tuple[int, int] | None = None
        self.running = True
        self.ai_budget = 0.006     # one step of AI search: what it holds the frame for, at most
        self.reviews: dict[str, Review] = {}   # App.review_of
        self.draw_time = 0.0       # what drawing the last painted frame took
        self.min_think = 0.45      # an AI move appears no sooner than this (seconds)
        self.setups: dict = {}     # per game: the last Setup chosen
        self.kept_setups: dict[str, str] = {}   # per game: that Setup as the store has it
        self._views: dict[str, GameView] = {}
        self.fixed_seed: int | None = None
        self._coming_seed: int | None = None  # the next fresh deal's seed, once asked for
        self.store = Store()       # what is remembered between sessions
        self.settings = settings.load(self.store)
        saves.settle(self.store)   # finished games cut short listed, damage set aside
        self.notice = ""           # a message for the menu (a damaged save set aside ...)
        self.tell_news()
        self.sounds = Sounds()     # silent until the first effect; the mixer starts then
        memory.defer_full_collections()   # never a full collection inside an AI's slice
        memory.settle()   # what start-up made is kept for good: collections skip it
        self._collected = 0.0
        self._left_at: float | None = None   # when a screen was last left (App.goto)
        self._collected_now = False   # this frame made a full collection: no AI search in it
        self._first_of_scene = True   # this frame is a screen's first: no AI search in it
        self._frame_begin = 0.0
        self._apply_sound()
        self.screens = Screens(self)       # every screen is opened there
        self.unfinished = Unfinished(self)     # the games Resume goes on with
        self.ahead = Ahead(self)       # the screens this one may open next, made in advance
        self.language = Language(self)     # the chosen or the browser's or system's
        self.language.apply()
        self.scene = MenuScene(self)
        self.scene.enter()
        # `--seed N` makes the deals reproducible (N, N+1, ... for successive games)
        try:
            self.fixed_seed = int(argument(self.argv, "--seed") or "")
        except ValueError:
            pass
        self.screens.first(self.argv)

    # --- the window --------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The screen in points: what every screen lays itself out in."""
        return self.viewport.size

    @property
    def shape(self) -> str:
        """PORTRAIT, LANDSCAPE or TABLE (game/ui/screen.py)."""
        return self.viewport.shape

    def _open_window(self, viewport: Viewport) -> pygame.Surface:
        """The display for `viewport`: natively a window that may be resized to any shape;
        in the browser the canvas, sized to the page (which pygbag cannot resize for us)."""
        draw.set_scale(viewport.scale)
        flags = 0 if page.BROWSER else pygame.RESIZABLE
        screen = pygame.display.set_mode(viewport.pixels, flags)
        draw.choose_blitter()       # once: how art is blended onto the screen (draw.put)
        if page.BROWSER:
            page.fit_canvas()
        return screen

    def resize(self, viewport: Viewport) -> None:
        """The window changed (resized natively, a phone turned): lay everything out again
        for it.  Nothing of the game is lost: each screen re-lays itself out in place."""
        if viewport == self.viewport:
            return
        self.viewport = viewport
        screen = None if page.BROWSER else pygame.display.get_surface()
        if screen is not None and screen.get_size() == viewport.pixels:
            draw.set_scale(viewport.scale)      # SDL resized the window's surface itself
            self.screen = screen
        else:
            self.screen = self._open_window(viewport)
        self.ahead.forget()
        self._look = None
        self.still = False
        self.scene.fit()

    def _watch_page(self) -> None:
        """In the browser, look at the page's canvas every WATCH_EVERY seconds: a size seen
        twice in a row (a rotation settles in between) becomes the new viewport."""
        if not page.BROWSER or self.time - self._watched < WATCH_EVERY:
            return
        self._watched = self.time
        seen = page.viewport()
        if seen is None:
            return
        viewport = Viewport.of(*seen)
        if viewport == self.viewport:
            self._coming = None
        elif viewport == self._coming:
            self._coming = None
            self.resize(viewport)
        else:
            self._coming = viewport

    @staticmethod
    def _icon() -> pygame.Surface:
        return pygame.image.load(os.path.join(theme.ROOT, "assets", "icon.png"))

    def deal_seed(self) -> int:
        """The seed of the next deal, used up: fresh each time (pygbag seeds `random` with a
        constant), unless --seed fixed it."""
        if self.fixed_seed is None:
            seed, self._coming_seed = self._coming_seed, None
            return fresh_seed() if seed is None else seed
        seed, self.fixed_seed = self.fixed_seed, self.fixed_seed + 1
        return seed

    def next_seed(self, game, setup) -> int:
        """The seed Screens.start_game would deal `setup` with now, not used up: the view's choice
        (Collapsi's solo opens on today's puzzle), else the next deal's seed."""
        if self.fixed_seed is not None:
            return self.fixed_seed
        preferred = self.view(game).preferred_seed(setup.variant, setup.options, self.store)
        if preferred is not None:
            return preferred
        if self._coming_seed is None:
            self._coming_seed = fresh_seed()
        return self._coming_seed

    # --- the screen shown and the views ----------------------------------------------------------
    def view(self, game) -> GameView:
        if game.name not in self._views:
            self._views[game.name] = self.new_view(game)
        return self._views[game.name]

    def new_view(self, game) -> GameView:
        """A view of its own for `game` (a guided game plays on one)."""
        return self.views[game.name](game)

    def goto(self, scene) -> None:
        if scene is not self.scene and getattr(self, "scene", None) is not None:
            self.scene.leave()
            self._left_at = self.time
        self.scene = scene
        self.still = False      # drawn at the next tick, even from outside a frame (App.run)
        scene.fit()
        scene.enter()

    def tell(self, words: str) -> None:
        """A message for the player, shown by the menu (now, or when it opens next)."""
        if words and words not in self.notice:
            self.notice = f"{self.notice}\n{words}".strip()

    def tell_news(self) -> None:
        """What the store set aside since last asked (saves.news), told on the menu."""
        for line in saves.news(self.store):
            self.tell(line)

    def review_of(self, table: Table) -> Review:
        """The review of `table`'s game: the one made (or begun) earlier in this session for
        the same deal and moves, else a new one.  The last few are kept."""
        state = table.state
        key = json.dumps([table.game.name, state.variant, state.options, state.players,
                          state.setup, [e.notation for e in table.entries]], sort_keys=True,
                         default=str)
        review = self.reviews.pop(key, None) or table.review()
        self.reviews[key] = review
        while len(self.reviews) > KEPT_REVIEWS:
            self.reviews.pop(next(iter(self.reviews)))
        return review

    def apply_settings(self) -> None:
        """A setting changed: remember it and let what depends on it follow."""
        settings.save(self.store, self.settings)
        self._apply_sound()
        self.language.apply()

    def language_changed(self) -> None:
        """Another language: drop what was drawn ahead (each screen lays itself out again)."""
        self.ahead.forget()
        self._look, self.still = None, False    # and paints the screen in its new words

    def _apply_sound(self) -> None:
        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume

    # --- the loop --------------------------------------------------------------------------------
    def frame(self, events, dt: float = 1 / 60, after_wait: bool = False) -> None:
        """One frame: handle `events`, advance time by `dt` seconds, draw the scene.
        `after_wait`: the frame that ends a still screen's wait for input (App.run)."""
        begin = self._frame_begin = time.perf_counter()
        self._worked = False
        self._collected_now = self._collection_due()
        if self._collected_now:
            memory.collect()      # see memory.py and _collection_due
            self._collected = self.time
            self._left_at = None
        self._watch_page()
        self.language.poll()
        self.scene.fit()
        for event in events:
            self.dispatch(event)
        if events and not self._warmed and self.sounds.enabled:
            # the first input is the browser's unlock gesture: start the mixer and load the
            # effects now, so that the first sound after it plays at once
            self._warmed = True
            self.sounds.warm()
        # a screen's first frame draws all it shows (in WebAssembly a board's layers alone can
        # take 20 ms): no search in it (ai_time), the computer's move begins a frame later
        self._first_of_scene = self._look is None or self._look[0] != id(self.scene)
        # a stalled tab must not jump animations; a still screen has none, and the frame that
        # ends its wait moves on by all of it (a puzzle's clock counts it)
        dt = max(0.0, min(float(dt), STILL_WAIT + MAX_STEP if after_wait else MAX_STEP))
        self.time += dt
        self.frames += 1
        self.scene.update(dt)
        if self.store.waiting:
            saves.retry(self.store)         # a finished game the list could not take yet
        self.tell_news()
        trouble = saves.trouble(self.store)
        # Draw only what can have changed: after input, a change of the scene or of what it
        # shows, while it is busy, and for SETTLE seconds after (fades and pop-ups play out);
        # then once more, calm (pulses held still), and not again until something happens.
        # (the pointer moves only by events)
        look = (id(self.scene), self.scene.look(), trouble, self.notice)
        if events or look != self._look or self.scene.busy():
            self._look = look
            self._settle_at = self.time + SETTLE
        calm = self.time >= self._settle_at
        self.painted = not (calm and self.calm)
        self.calm = calm
        if self.painted:
            start = time.perf_counter()
            self.scene.draw(self.screen)
            if trouble:
                draw_trouble(self.screen, self.size, trouble)
            self.draw_time = time.perf_counter() - start
        # the page's text field (a link typed on a phone) sends no events: Enter is looked for
        # at every tick while it is shown
        made = self.ahead.work(begin)
        self.still = not (self.painted or self._worked or made or page.field_shown())

    def _collection_due(self) -> bool:
        """A full collection now: after a still frame (every COLLECT_EVERY seconds at most),
        soon after a screen was left, or after COLLECT_AT_LATEST busy seconds.  A screen left
        is a cycle of objects (its buttons' actions hold it) with its game's search tables and
        art: collected one screen at a time it costs a few ms; left to pile up over a long
        game between computers, a collection freed minutes of them in one frame of 18-27 ms.
        Frames that collect leave the rest of their budget to the AI and the work ahead."""
        since = self.time - self._collected
        left = self._left_at is not None and self.time - self._left_at > AFTER_LEAVING
        return since > COLLECT_AT_LATEST or left or (since > COLLECT_EVERY and not self.painted)

    @property
    def trouble(self) -> str:
        """The words at the foot of every screen while games cannot be kept (saves.trouble),
        as the last frame drew them; "" when all is well."""
        return self._look[2] if self._look else ""

    def ai_time(self) -> float:
        """Seconds of AI search this frame, in steps of `ai_budget`: what the frame's work
        so far and its drawing (the last painted frame's as the guess) leave of FRAME_WORK,
        at least one step; none in a frame that made a full collection (it had its time),
        nor in a screen's first frame."""
        if self._collected_now or self._first_of_scene:
            return 0.0
        used = time.perf_counter() - self._frame_begin
        return max(self.ai_budget, FRAME_WORK - self.draw_time - used)

    def work(self, step) -> bool:
        """Run `step(seconds)` (a search in slices: a computer's move, a review, a retry's
        judge) in steps of `ai_budget` for what this frame leaves (`ai_time`); True once a
        step says it is done.  None of it in a frame that made a full collection."""
        self._worked = True     # a search is under way: the next frame comes at once (run)
        budget = self.ai_time()
        if budget <= 0:
            return False
        deadline = time.perf_counter() + budget
        while not step(self.ai_budget):
            if time.perf_counter() + self.ai_budget / 2 >= deadline:
                return False
        return True

    def dispatch(self, event) -> None:
        t = event.type
        if t == pygame.QUIT:
            self.running = False
            return
        if t in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            return  # SDL also delivers touches as mouse events; handle those only
        if t == pygame.VIDEORESIZE and not page.BROWSER:
            size = getattr(event, "size", None)
            if size:
                ratio = self.viewport.device_ratio
                self.resize(Viewport.native(size, ratio))
            return
        if t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            event = self.in_points(event)
            pos = getattr(event, "pos", None)
            if pos is not None:
                self.mouse = (int(pos[0]), int(pos[1]))
            if getattr(event, "touch", False):
                self.touch = True
            elif t == pygame.MOUSEMOTION and not any(getattr(event, "buttons", ()) or ()):
                self.touch = False       # a mouse moving freely: a mouse is in use
        elif t == pygame.WINDOWLEAVE:
            self.mouse = None
        if t == pygame.KEYDOWN:
            self.scene.key(getattr(event, "key", 0), getattr(event, "mod", 0))
        else:
            self.scene.handle(event)
        if t == pygame.MOUSEBUTTONUP and getattr(event, "touch", False):
            self.mouse = None  # a finger lifted: nothing is hovered any more

    def in_points(self, event):
        """A pointer event with its position (pixels of the canvas) in points."""
        scale = self.viewport.scale
        pos = getattr(event, "pos", None)
        if scale == 1 or pos is None:
            return event
        try:
            x, y = float(pos[0]) / scale, float(pos[1]) / scale
        except (TypeError, ValueError, IndexError):
            return event
        attrs = dict(event.dict)
        attrs["pos"] = (x, y)
        if "rel" in attrs:
            try:
                attrs["rel"] = (attrs["rel"][0] / scale, attrs["rel"][1] / scale)
            except (TypeError, IndexError):
                pass
        return pygame.event.Event(event.type, attrs)

    async def run(self, max_frames: int | None = None, max_ticks: int | None = None) -> None:
        """The loop, until the window closes (or `max_frames` frames, `max_ticks` turns of
        it: tools).  Natively a still screen (`still`: the last frame drew, searched and made
        nothing) waits for input: the clock ticks 60 times a second as ever and each tick
        looks for input, which gets its frame at once; without input a frame comes only
        every STILL_WAIT, with all the time waited (a collection falls due, a puzzle's clock
        counts).  The ticks between do not turn asyncio's loop either natively: nothing else
        runs on it, and a turn of it costs about as much CPU as a still menu's frame.  In the
        browser every tick awaits the page (pygbag: requestAnimationFrame paces the loop, and
        the page breathes at each await), still or not."""
        clock = pygame.time.Clock()
        waited = 0      # ms a still screen has waited for input since its last frame
        ticks = 0
        while self.running and (max_ticks is None or ticks < max_ticks):
            # natively cap at 60 fps; in the browser requestAnimationFrame paces the loop
            ms = clock.tick() if page.BROWSER else clock.tick(60)
            ticks += 1
            events = pygame.event.get()
            after_wait = False
            if self.still:
                if not events and waited + ms < STILL_WAIT * 1000:
                    waited += ms
                    if page.BROWSER:
                        await asyncio.sleep(0)
                    continue
                if events and waited:
                    # the time waited passes first, so that the input's frame moves what it
                    # starts by one tick, as any frame does
                    self.frame([], waited / 1000, after_wait=True)
                elif not events:
                    ms, after_wait = ms + waited, True
                waited = 0
            self.frame(events, ms / 1000, after_wait=after_wait)
            if self.painted:
                pygame.display.flip()
                page.started()
            await asyncio.sleep(0)
            if max_frames is not None and self.frames >= max_frames:
                break
        if not page.BROWSER and not self.running:
            pygame.quit()
