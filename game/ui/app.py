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
import sys
import time

import pygame

from game.core import memory
from game.core.seeding import fresh_seed
from game.table import links, saves
from game.table import names as person
from game.table.review import Review
from game.table.session import Table
from game.table.store import Store

from . import draw, page, settings, theme
from .screen import Viewport, parse_size
from .sound import Sounds
from .view import GameView

SETTLE = 2.0    # seconds a screen keeps being drawn after its last change (App.frame)
COLLECT_EVERY = 10.0   # seconds between full garbage collections, made on still frames
COLLECT_AT_LATEST = 120.0   # ... or on any frame, when nothing has been still for this long
AFTER_LEAVING = 1.0   # ... or this long after a screen was left, while its litter is small
FRAME_WORK = 0.014   # what one frame may do in all, of the 16.7 ms at 60 frames a second
KEPT_REVIEWS = 8   # reviews of games kept for this session (App.review_of)
AHEAD = 0.006   # a frame makes the art of the game a screen may open next until this long
                # after its start (App.make_ahead), if it has this much time left
WATCH_EVERY = 0.5   # seconds between looks at the browser's viewport (a rotation, a resize)
MAX_STEP = 0.1     # the most a frame moves time on by: a stalled tab must not jump animations
STILL_WAIT = 0.25  # natively, seconds between the frames of a still screen (App.run); input
                   # is still looked for at every tick and gets its frame at once
DEFAULT_WINDOW = (1280, 720)    # a native window's size, CSS px, unless --size says


def _page_link() -> str | None:
    """In the browser, the share link the page was opened with (`?g=...`), if any."""
    search = page.query()
    return search if links.query_has_game(search) else None


def _option(argv, name: str) -> str | None:
    """The value after `name` in the command line, or None."""
    if name in argv:
        i = argv.index(name)
        return argv[i + 1] if i + 1 < len(argv) else ""
    return None


def first_viewport(argv) -> Viewport:
    """The window to open: in the browser the page's canvas (its CSS size and the device's
    pixel ratio); natively `--size WxH` CSS px (a phone's size, say) at `--dpr R` pixels
    each, else DEFAULT_WINDOW."""
    if page.BROWSER:
        seen = page.viewport()
        if seen is not None:
            return Viewport.of(*seen)
    size = parse_size(_option(argv, "--size") or "") or DEFAULT_WINDOW
    try:
        ratio = float(_option(argv, "--dpr") or 1)
    except ValueError:
        ratio = 1.0
    ratio = min(4.0, max(0.5, ratio))
    return Viewport.of(size[0], size[1], ratio, capped=False)


class App:
    def __init__(self, argv=(), *, views, viewport: Viewport | None = None):
        """`views`: each game's screen class by the game's name (game/screens.py puts the
        app together)."""
        self.argv = list(argv)
        self.views = dict(views)
        pygame.display.init()   # the mixer starts with the first sound (game/ui/sound.py)
        pygame.font.init()
        theme.reset_fonts()
        draw.reset_text_cache()
        pygame.display.set_caption("Game Table")
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
        self.paused: dict = {}     # per save key: a PlayScene left for the menu, to resume
        self._views: dict[str, GameView] = {}
        self.fixed_seed: int | None = None
        self._coming_seed: int | None = None  # the next fresh deal's seed, once asked for
        self._ahead: dict = {}   # screens drawn ahead: key -> the scene, None once drawn whole
        self._picture_views: dict = {}   # the rules pages' pictures: (game, section) -> view
        self._scratch: pygame.Surface | None = None
        self.store = Store()       # what is remembered between sessions
        self.settings = settings.load(self.store)
        saves.settle(self.store)   # finished games cut short listed, damage set aside
        self.notice = ""           # a message for the menu (a damaged save set aside ...)
        self._tell_news()
        self.sounds = Sounds()     # silent until the first effect; the mixer starts then
        memory.defer_full_collections()   # never a full collection inside an AI's slice
        memory.settle()   # what start-up made is kept for good: collections skip it
        self._collected = 0.0
        self._left_at: float | None = None   # when a screen was last left (App.goto)
        self._collected_now = False   # this frame made a full collection: no AI search in it
        self._first_of_scene = True   # this frame is a screen's first: no AI search in it
        self._frame_begin = 0.0
        self._apply_sound()
        from .menu import MenuScene
        self.scene = MenuScene(self)
        self.scene.enter()
        self._apply_argv()

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
        self._scratch = None
        self._ahead = {}
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

    def _apply_argv(self) -> None:
        """`--game NAME` opens that game's setup screen directly; `--seed N` makes the deals
        reproducible (N, N+1, ... for successive games); `--open LINK` opens a share link
        (in the browser, the page's own `?g=` link)."""
        from game.table.registry import games
        args = self.argv
        if "--seed" in args:
            i = args.index("--seed")
            try:
                self.fixed_seed = int(args[i + 1])
            except (IndexError, ValueError):
                pass
        link = None
        if "--open" in args:
            i = args.index("--open")
            link = args[i + 1] if i + 1 < len(args) else ""
        elif page.BROWSER:
            link = _page_link()
        if link is not None:
            from .share import open_link
            open_link(self, link)
            # the page's link is opened (and saved): a reload goes on with the game from
            # there, not with the link again (no-op natively)
            page.forget_link()
            return
        if "--game" in args:
            i = args.index("--game")
            name = args[i + 1] if i + 1 < len(args) else ""
            if name in games():
                self.open_setup(games()[name])

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
        """The seed start_game would deal `setup` with now, not used up: the view's choice
        (Collapsi's solo opens on today's puzzle), else the next deal's seed."""
        if self.fixed_seed is not None:
            return self.fixed_seed
        preferred = self.view(game).preferred_seed(setup.variant, setup.options, self.store)
        if preferred is not None:
            return preferred
        if self._coming_seed is None:
            self._coming_seed = fresh_seed()
        return self._coming_seed

    # --- navigation ------------------------------------------------------------------------------
    def view(self, game) -> GameView:
        if game.name not in self._views:
            self._views[game.name] = self.new_view(game)
        return self._views[game.name]

    def new_view(self, game) -> GameView:
        """A view of its own for `game` (a rules page's picture draws with one)."""
        return self.views[game.name](game)

    def goto(self, scene) -> None:
        if scene is not self.scene and getattr(self, "scene", None) is not None:
            self.scene.leave()
            self._left_at = self.time
        self.scene = scene
        self.still = False      # drawn at the next tick, even from outside a frame (App.run)
        scene.fit()
        scene.enter()

    def open_menu(self) -> None:
        from .menu import MenuScene
        # a game's screen whose game is kept (its controller's mode; asked without importing
        # play.py, whose first import, compiled in the browser, would hold this frame)
        control = getattr(self.scene, "control", None)
        if control is not None and control.mode.saved and not control.replaying:
            key = saves.key_of(control.table.record())
            if control.over:
                self.paused.pop(key, None)
            else:
                self.paused[key] = self.scene
        self.goto(MenuScene(self))

    def tell(self, words: str) -> None:
        """A message for the player, shown by the menu (now, or when it opens next)."""
        if words and words not in self.notice:
            self.notice = f"{self.notice}\n{words}".strip()

    def _tell_news(self) -> None:
        """What the store set aside since last asked (saves.news), told on the menu."""
        for line in saves.news(self.store):
            self.tell(line)

    def paused_game(self, name: str):
        """A game screen of `name` left for the menu in this session (the last), or None."""
        return next((scene for scene in reversed(self.paused.values())
                     if scene.game.name == name), None)

    def games_in_progress(self, name: str) -> list[tuple[str, object]]:
        """Every game of `name` left unfinished, (save key, record), the last moved first:
        this session's (kept as they are on screen) and those saved in earlier ones (a
        damaged save is reported in `notice` and set aside)."""
        found = dict(saves.in_progress(self.store, name))
        for key, scene in self.paused.items():
            if scene.game.name == name:
                found[key] = scene.table.record()
        mine = [k for k in reversed(self.paused) if k in found]
        order = mine + [k for k in found if k not in mine]
        self._tell_news()
        return [(key, found[key]) for key in order]

    def can_resume(self, name: str) -> bool:
        """A game of `name` left unfinished: in this session, or saved in an earlier one."""
        return bool(self.games_in_progress(name))

    def in_progress(self, name: str, key: str | None = None):
        """The record of the game of `name` left unfinished under `key` (by default the last
        moved of them), or None."""
        found = self.games_in_progress(name)
        return next((record for k, record in found if key in (None, k)), None)

    def held(self, record):
        """This device's game in progress of the game `record` is (a friend's link), or
        None: the one on screen earlier in this session, else the saved one."""
        scene = self.paused.get(saves.key_of(record))
        if scene is not None:
            return scene.table.record()
        return saves.held(self.store, record)

    def resume_summary(self, name: str, key: str | None = None) -> str:
        """What Resume would go on with: "Big board 6×6 · move 14 · vs Hard, Medium"."""
        from .history import opponents, variant_words
        record = self.in_progress(name, key)
        if record is None:
            return ""
        return f"{variant_words(record)} · move {len(record.moves) + 1} · {opponents(record)}"

    def resume(self, name: str, key: str | None = None) -> None:
        """Go on with the game of `name` saved under `key` (by default the last moved)."""
        if key is None:
            found = self.games_in_progress(name)
            key = found[0][0] if found else saves.current_key(name)
        scene = self.paused.pop(key, None)
        if scene is None:
            record, problem = saves.load_current(self.store, name, key)
            if record is None:
                self.tell(problem or "There is no saved game to resume.")
                self.open_menu()
                return
            scene = self.table_scene(Table.from_record(record))
        self.goto(scene)

    def replaces(self, game, setup) -> str | None:
        """The key of the game in progress a new game of `setup` would replace, or None: a
        new game against the computer or in hot seat replaces the one of its game (the solo
        puzzle its own), a new friend game nothing."""
        if "friend" in setup.seat_names(0):
            return None
        key = saves.plain_key(game.name, setup.variant)
        return key if any(k == key for k, _ in self.games_in_progress(game.name)) else None

    def table_scene(self, table: Table, replay: bool = False, back_to=None, news_from=None,
                    review: bool = False):
        """The game screen of `table`: the game going on (the moves from `news_from` on
        played first, as news), or in the replay viewer at its end (Escape then returns to
        `back_to` if given, else to the result), or from its start with its review under
        way if `review`."""
        from .play import PlayScene
        return PlayScene(self, table, replay=replay, back_to=back_to, news_from=news_from,
                         review=review)

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

    def open_table(self, table: Table, replace: bool = False, news_from=None) -> None:
        """A game from a link or code: continued at its position (and saved at once, so
        that it is resumed like any other), or, when it is over, in the replay viewer.  Over
        a different game of the same game left unfinished it asks first (unless `replace`:
        a friend's link going on with it).  `news_from`: the moves from there on are shown
        played first (what happened since this device's player last moved)."""
        name = table.game.name
        key = saves.key_of(table.record())
        held = None if table.is_over() or replace else self.in_progress(name, key)
        if held is not None and held.to_json() != table.record().to_json():
            from .ask import AskScene
            self.goto(AskScene(
                self, self.scene, "A game is in progress",
                f"{self.resume_summary(name, key)}. The link's game replaces it.",
                [("Keep it: Resume", lambda: self.resume(name, key), "keep"),
                 ("Replace it, open", lambda: self.open_table(table, True, news_from),
                  "replace")]))
            return
        if not table.is_over() or (table.friends and replace):
            # in progress: saved; a friend's game going on with the one held here, finished
            # by the link: in Finished games, as here (a finished game this device did not
            # hold is only replayed: the game saved here may be another one)
            self.paused.pop(key, None)
            table.save(self.store)
        if table.is_over() and not news_from:
            self.goto(self.table_scene(table, replay=True))
        else:
            self.goto(self.table_scene(table, news_from=news_from))

    def open_link_screen(self) -> None:
        from .openlink import OpenLinkScene
        self.goto(OpenLinkScene(self))

    def open_replay(self, record, back_to=None, review: bool = False) -> None:
        """A finished game (a record that replays) in the replay viewer at its end, or from
        its start with its review under way if `review`; Escape returns to `back_to` (the
        list of finished games)."""
        self.goto(self.table_scene(Table.from_record(record), replay=True, back_to=back_to,
                                   review=review))

    def open_share(self, play) -> None:
        from .share import ShareScene
        self.goto(ShareScene(self, play))

    def open_puzzles(self) -> None:
        from .puzzles import PuzzlesScene
        self.goto(PuzzlesScene(self))

    def open_history(self) -> None:
        from .history import HistoryScene
        self.goto(HistoryScene(self))

    def open_stats(self) -> None:
        from .stats import StatsScene
        self.goto(StatsScene(self))

    def open_setup(self, game) -> None:
        from .setup import SetupScene
        self.goto(SetupScene(self, game))

    def open_game(self, game) -> None:
        """The menu's Play: the setup screen; the first time a game with a guided first game
        is opened, the offer of that first (game/ui/guide.py), until played or skipped."""
        from game.table import guides
        if guides.guide_for(game.name) is None or guides.offered(self.store, game.name):
            self.open_setup(game)
            return
        from .ask import AskScene

        def skip():
            guides.remember(self.store, game.name, "skipped")
            self.open_setup(game)
        self.goto(AskScene(
            self, self.scene, f"New to {game.title}?",
            "A guided first game, about three minutes: you make each move the words ask "
            "for and meet every rule once. It stays in the menu and on the rules page.",
            [("Play the guided game", lambda: self.open_guide(game), "start-guide"),
             ("Skip it", skip, "skip-guide")]))

    def open_guide(self, game, variant: str | None = None, back_to=None) -> None:
        """The guided first game of `game` (of `variant` when it has one)."""
        from .guide import open_guide
        open_guide(self, game, variant, back_to)

    def open_settings(self, back_to=None) -> None:
        self.goto(settings.SettingsScene(self, back_to))

    def apply_settings(self) -> None:
        """A setting changed: remember it and let what depends on it follow."""
        settings.save(self.store, self.settings)
        self._apply_sound()

    def _apply_sound(self) -> None:
        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume

    def open_rules(self, game, back_to=None, variant: str | None = None,
                   options: dict | None = None) -> None:
        """The rules page; opened from a game or its setup, it marks the sections about the
        variant and options chosen there (unless `variant` is given)."""
        from .rules import RulesScene
        variant, options = self._rules_choice(back_to, variant, options)
        self.goto(RulesScene(self, game, back_to, variant, options))

    @staticmethod
    def _rules_choice(back_to, variant, options):
        if variant is None:
            where = getattr(back_to, "state", None) or getattr(back_to, "setup", None)
            variant = getattr(where, "variant", None)
            options = dict(getattr(where, "options", None) or {})
        return variant, options

    def rules_ahead(self, game, back_to) -> list:
        """For `Scene.ahead`: the rules page `back_to` would open."""
        from .rules import RulesScene
        variant, options = self._rules_choice(back_to, None, None)
        key = ("rules", game.name, variant, tuple(sorted((options or {}).items())), self.touch)
        return [(key, lambda: RulesScene(self, game, back_to, variant, options))]

    def picture_view(self, game, section: int) -> GameView:
        """The view drawing a rules page's picture, one per section, kept: its art is made
        once (and ahead, see rules_ahead), whichever page shows it."""
        key = (game.name, section)
        if key not in self._picture_views:
            self._picture_views[key] = self.new_view(game)
        return self._picture_views[key]

    def start_game(self, game, setup, seed: int | None = None) -> None:
        """A new game as the setup screen chose it: the seed given, else the view's choice
        (Collapsi's solo opens on today's puzzle), else a fresh deal."""
        if seed is None:
            seed = self.next_seed(game, setup)
            self.deal_seed()   # used up: the next game gets another
        table = Table.deal(game, setup.variant, setup.options, setup.seat_names(seed), seed,
                           setup.people_names(person.load(self.store), seed))
        self.paused.pop(saves.key_of(table.record()), None)     # the game it replaces
        self.goto(self.table_scene(table))

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
        self._tell_news()
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
                self._draw_trouble(self.screen, trouble)
            self.draw_time = time.perf_counter() - start
        # the page's text field (a link typed on a phone) sends no events: Enter is looked for
        # at every tick while it is shown
        made = self._work_ahead(begin)
        self.still = not (self.painted or self._worked or made or page.field_shown())

    def _work_ahead(self, begin: float) -> bool:
        """The work ahead (make_ahead) until AHEAD into the frame, or for AHEAD / 2 after a
        longer frame's own work (a painted phone frame takes 4-8 ms in WebAssembly, and the
        result box must still be made in its pause).  None in a frame that has used
        FRAME_WORK - AHEAD, nor while something on the screen moves: a piece of art begun is
        finished, and one may outlast a frame (a rules page's band, a board's slab: 30-55 ms
        in WebAssembly), a stutter in a move's flight.  True while art may be left to make."""
        now = time.perf_counter()
        if now - begin > FRAME_WORK - AHEAD or self.scene.moving():
            # a painted frame is not still anyway; otherwise look whether all is made, so a
            # slow frame on a loaded machine does not keep a made screen from being still
            return not self.painted and self._ahead_left()
        return self.make_ahead(max(begin + AHEAD, now + AHEAD / 2))

    def _ahead_left(self) -> bool:
        """Whether a screen this one may open next is not yet drawn whole ahead."""
        return any(self._ahead.get(key, False) is not None for key, _ in self.scene.ahead())

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

    def trouble_box(self, text: str) -> pygame.Rect | None:
        """Where the words of `text` (saves.trouble) go at the foot of the screen."""
        if not text:
            return None
        w, h = self.size
        lines = draw.wrap(text, 14, w - 68)
        box = pygame.Rect(0, 0, min(w - 40, max(draw.text_width(line, 14) for line in lines)
                                    + 28), 14 + 20 * len(lines))
        box.midbottom = (w // 2, h - 2)     # covers the menu's one-line hint whole
        return box

    def _draw_trouble(self, surface, text: str) -> None:
        """On every screen while games cannot be kept (saves.trouble: saves are off, a
        finished game waits for the list, a damaged file is in the way): the player must
        know that this game will not be there next time, or where it is."""
        box = self.trouble_box(text)
        lines = draw.wrap(text, 14, self.size[0] - 68)
        draw.rounded_rect(surface, (120, 40, 36, 235), box, 10)
        for i, line in enumerate(lines):
            draw.text(surface, line, (box.centerx, box.y + 17 + 20 * i), 14, theme.TEXT,
                      False, "center")

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

    @property
    def ahead(self) -> dict:
        """The screens being made ahead (make_ahead): key -> True once drawn whole."""
        return {key: scene is None for key, scene in self._ahead.items()}

    def make_ahead(self, deadline: float) -> bool:
        """Make the art of the screens this one may open next (`Scene.ahead`): each is made
        and drawn offscreen, in turn, until `deadline` (draw.art_deadline), then thrown
        away: the screen opened for real finds its art made and only blits it.  Work stopped
        by the deadline is done again, further, next frame.  What the screen no longer
        offers is forgotten.  False when there was nothing to make: all is made."""
        wanted = self.scene.ahead()
        keys = {key for key, _ in wanted}
        self._ahead = {k: v for k, v in self._ahead.items() if k in keys}
        made = False
        for key, make in wanted:
            scene = self._ahead.get(key, False)
            if scene is None:
                continue                        # drawn whole already
            made = True
            if self._scratch is None:
                self._scratch = pygame.Surface(self.screen.get_size())
            try:
                with draw.art_deadline(deadline):
                    if scene is False:
                        scene = self._ahead[key] = make()
                    scene.fit()
                    scene.draw(self._scratch)
            except draw.OutOfTime:
                return True
            except Exception as exc:            # noqa: BLE001 - only a head start is lost
                print(f"{key} was not drawn ahead: {exc!r}", file=sys.stderr)
            self._ahead[key] = None
            if time.perf_counter() > deadline:
                return True
        return made

    def game_ahead(self, game, setup) -> list:
        """For `Scene.ahead`: the game `setup` would start now, dealt as it would be.  The
        view is shared with any game of the same name, so nothing is drawn while one is left
        unfinished in this session (its art is made already, anyway)."""
        if self.paused_game(game.name) is not None:
            return []
        seed = self.next_seed(game, setup)
        seats = setup.seat_names(seed)
        key = ("game", game.name, setup.variant, tuple(sorted(setup.options.items())),
               tuple(seats), seed)
        return [(key, lambda: self.table_scene(
            Table.deal(game, setup.variant, setup.options, seats, seed)))]

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
