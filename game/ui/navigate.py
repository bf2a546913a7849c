"""The one place that opens screens: `app.screens.menu()`, `app.screens.setup(game)`...

Every screen module is imported here at module level, so at start-up (behind the loading
screen), not by the frame that first opens it: without a bytecode cache (always in the
browser) a module's first import compiles it, 20 ms for the play screen's.  The screens get
the app passed in and never import this module or the app back: no import goes round in a
circle."""

from __future__ import annotations

from game.table import guides, links, saves
from game.table import names as person
from game.table.registry import games
from game.table.session import Table

from game.core.i18n import _

from game.ui import page

from game.ui.widgets.ask import AskScene
from game.ui.play.guide import GuideScene
from game.ui.menu.finished import HistoryScene
from game.ui.menu.home import MenuScene
from game.ui.friends.openlink import OpenLinkScene
from game.ui.play.scene import PlayScene
from game.ui.puzzles.scene import PuzzlesScene
from game.ui.menu.rulespage import RulesScene
from game.ui.screen import argument
from game.ui.menu.settings import SettingsScene
from game.ui.menu.setup import SetupScene
from game.ui.friends.share import ShareScene, open_link
from game.ui.stats.scene import StatsScene


class Screens:
    """Opens each screen of the app (`App.goto`), with what it needs to be given."""

    def __init__(self, app):
        self.app = app

    def first(self, argv) -> None:
        """The screen the app opens on, the menu being shown: `--open LINK` opens a share
        link (in the browser, the page's own `?g=` link), else `--game NAME` that game's
        setup screen."""
        link = argument(argv, "--open")
        if link is None and page.BROWSER:
            search = page.query()
            link = search if links.query_has_game(search) else None
        if link is not None:
            open_link(self.app, link)
            # the page's link is opened (and saved): a reload goes on with the game from
            # there, not with the link again (no-op natively)
            page.forget_link()
            return
        name = argument(argv, "--game")
        if name in games():
            self.setup(games()[name])

    def menu(self) -> None:
        """The menu; a game's screen left for it is kept, to resume (Unfinished.keep)."""
        scene = self.app.scene
        if isinstance(scene, PlayScene) and scene.control.mode.saved \
                and not scene.control.replaying:
            self.app.unfinished.keep(scene)
        self.app.goto(MenuScene(self.app))

    def setup(self, game) -> None:
        self.app.goto(SetupScene(self.app, game))

    def game(self, game) -> None:
        """The menu's Play: the setup screen; the first time a game with a guided first game
        is opened, the offer of that first (game/ui/play/guide.py), until played or skipped."""
        app = self.app
        if guides.guide_for(game.name) is None or guides.offered(app.store, game.name):
            self.setup(game)
            return

        def skip():
            guides.remember(app.store, game.name, "skipped")
            self.setup(game)
        app.goto(AskScene(
            # Translators: {game} is a game's name (Coloretto)
            app, app.scene, _("New to {game}?").format(game=game.title),
            _("A guided first game, about three minutes: you make each move the words ask "
              "for and meet every rule once. It stays in the menu and on the rules page."),
            [(_("Play the guided game"), lambda: self.guide(game), "start-guide"),
             (_("Skip it"), skip, "skip-guide")]))

    def guide(self, game, variant: str | None = None, back_to=None) -> bool:
        """The guided first game of `game` (of `variant`, else its first) on screen; False
        when the game has none."""
        guide = guides.guide_for(game.name, variant) or guides.guide_for(game.name)
        if guide is None:
            return False
        self.app.goto(GuideScene(self.app, guide, back_to))
        return True

    def start_game(self, game, setup, seed: int | None = None) -> None:
        """A new game as the setup screen chose it: the seed given, else the view's choice
        (Collapsi's solo opens on today's puzzle), else a fresh deal."""
        app = self.app
        if seed is None:
            seed = app.next_seed(game, setup)
            app.deal_seed()   # used up: the next game gets another
        table = Table.deal(game, setup.variant, setup.options, setup.seat_names(seed), seed,
                           setup.people_names(person.load(app.store), seed))
        app.unfinished.paused.pop(saves.key_of(table.record()), None)   # the game it replaces
        app.goto(self.table_scene(table))

    def game_ahead(self, game, setup) -> list:
        """For `Scene.ahead`: the game `setup` would start now, dealt as it would be.  The
        view is shared with any game of the same name, so nothing is drawn while one is left
        unfinished in this session (its art is made already, anyway)."""
        app = self.app
        if app.unfinished.paused_game(game.name) is not None:
            return []
        seed = app.next_seed(game, setup)
        seats = setup.seat_names(seed)
        key = ("game", game.name, setup.variant, tuple(sorted(setup.options.items())),
               tuple(seats), seed)
        return [(key, lambda: self.table_scene(
            Table.deal(game, setup.variant, setup.options, seats, seed)))]

    def table_scene(self, table: Table, replay: bool = False, back_to=None, news_from=None,
                    review: bool = False) -> PlayScene:
        """The game screen of `table`: the game going on (the moves from `news_from` on
        played first, as news), or in the replay viewer at its end (Escape then returns to
        `back_to` if given, else to the result), or from its start with its review under
        way if `review`."""
        return PlayScene(self.app, table, replay=replay, back_to=back_to, news_from=news_from,
                         review=review)

    def resume(self, name: str, key: str | None = None) -> None:
        """Go on with the game of `name` saved under `key` (by default the last moved)."""
        app = self.app
        if key is None:
            found = app.unfinished.games(name)
            key = found[0][0] if found else saves.current_key(name)
        scene = app.unfinished.paused.pop(key, None)
        if scene is None:
            record, problem = saves.load_current(app.store, name, key)
            if record is None:
                app.tell(problem or _("There is no saved game to resume."))
                self.menu()
                return
            scene = self.table_scene(Table.from_record(record))
        app.goto(scene)

    def table(self, table: Table, replace: bool = False, news_from=None) -> None:
        """A game from a link or code: continued at its position (and saved at once, so
        that it is resumed like any other), or, when it is over, in the replay viewer.  Over
        a different game of the same game left unfinished it asks first (unless `replace`:
        a friend's link going on with it).  `news_from`: the moves from there on are shown
        played first (what happened since this device's player last moved)."""
        app = self.app
        name = table.game.name
        key = saves.key_of(table.record())
        held = None if table.is_over() or replace else app.unfinished.record(name, key)
        if held is not None and held.to_json() != table.record().to_json():
            app.goto(AskScene(
                app, app.scene, _("A game is in progress"),
                # Translators: {game} describes the game in progress ("Big board 6×6 · move
                # 14 · vs Hard")
                _("{game}. The link's game replaces it.").format(
                    game=app.unfinished.summary(name, key)),
                [(_("Keep it: Resume"), lambda: self.resume(name, key), "keep"),
                 (_("Replace it, open"), lambda: self.table(table, True, news_from),
                  "replace")]))
            return
        if not table.is_over() or (table.friends and replace):
            # in progress: saved; a friend's game going on with the one held here, finished
            # by the link: in Finished games, as here (a finished game this device did not
            # hold is only replayed: the game saved here may be another one)
            app.unfinished.paused.pop(key, None)
            table.save(app.store)
        if table.is_over() and not news_from:
            app.goto(self.table_scene(table, replay=True))
        else:
            app.goto(self.table_scene(table, news_from=news_from))

    def replay(self, record, back_to=None, review: bool = False) -> None:
        """A finished game (a record that replays) in the replay viewer at its end, or from
        its start with its review under way if `review`; Escape returns to `back_to` (the
        list of finished games)."""
        self.app.goto(self.table_scene(Table.from_record(record), replay=True,
                                       back_to=back_to, review=review))

    def link_screen(self) -> None:
        self.app.goto(OpenLinkScene(self.app))

    def share(self, play) -> None:
        self.app.goto(ShareScene(self.app, play))

    def puzzles(self) -> None:
        self.app.goto(PuzzlesScene(self.app))

    def history(self) -> None:
        self.app.goto(HistoryScene(self.app))

    def stats(self) -> None:
        self.app.goto(StatsScene(self.app))

    def settings(self, back_to=None) -> None:
        self.app.goto(SettingsScene(self.app, back_to))

    def rules(self, game, back_to=None, variant: str | None = None,
              options: dict | None = None) -> None:
        """The rules page; opened from a game or its setup, it marks the sections about the
        variant and options chosen there (unless `variant` is given)."""
        variant, options = _rules_choice(back_to, variant, options)
        self.app.goto(RulesScene(self.app, game, back_to, variant, options))

    def rules_ahead(self, game, back_to) -> list:
        """For `Scene.ahead`: the rules page `back_to` would open."""
        variant, options = _rules_choice(back_to, None, None)
        key = ("rules", game.name, variant, tuple(sorted((options or {}).items())),
               self.app.touch)
        return [(key, lambda: RulesScene(self.app, game, back_to, variant, options))]


def _rules_choice(back_to, variant, options):
    """The variant and options a rules page marks: those given, else those of the game or
    setup screen it is opened from."""
    if variant is None:
        where = getattr(back_to, "state", None) or getattr(back_to, "setup", None)
        variant = getattr(where, "variant", None)
        options = dict(getattr(where, "options", None) or {})
    return variant, options
