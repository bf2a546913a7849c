"""The layout check: every screen of the app at every checked size (game/ui/screen.py,
CHECKED_SIZES), with the smallest control, board target and text each shows, in CSS px, and
whatever collides or leaves the screen.

    python -m tools.layoutcheck                  # every size; writes docs/results/layout.txt
    python -m tools.layoutcheck --size 360x640   # one size, every problem listed

What is held to what (docs/ui.md, "Sizes a thumb can use"):
- every button and control at least 44×44 CSS px (TOUCH);
- every board target (the view's `hit_rects`) of a game in HELD_TO_PHONE_TARGETS at least
  `board_least(size)` CSS px across: 44 where the screen's shorter side is 390 or more, 40
  under it (a target is its pitch, the room where a tap chooses it, never a rect grown over
  a neighbour's);
- no text under 12 CSS px (TEXT); whose turn and what to do, hints and the move list (text
  drawn in `draw.role("status")` or `draw.role("moves")`) at least 14 (STATUS);
- nothing off the screen, no two texts over each other, no text running into a button it is
  not the label of, no two buttons over each other, no board target under a button;
- no text in a panel within EDGE points of the panel's sides or over its edge (text in a
  button drawn inside the panel is the button's), no button over a panel's edge, no button's
  label within LABEL_EDGE points of its sides.

Text is seen through `draw.text` (its size wherever it is drawn; its place when drawn onto a
surface the size of the screen), buttons through the screen's widgets."""

from __future__ import annotations

import math
import os
import random
import re
from dataclasses import dataclass, field

from game.table.registry import games

TOUCH, TEXT, STATUS = 44, 12, 14
HELD_TO_PHONE_TARGETS = tuple(games())       # every game: its board targets a fingertip


EDGE = 6            # points a text in a panel keeps from its left and right edges
LABEL_EDGE = 6      # ... and a button's label from the button's sides
RATIO = {"portrait": 2.0, "landscape": 2.0, "tablet": 2.0, "desktop": 1.0}
# the pixel ratio each kind of screen is checked at: phones and tablets at 2, as their
# browsers give the canvas (a screen drawn at scale 1 only would hide what a scale breaks)


def board_least(size) -> int:
    """The least board target at a screen of `size` (CSS px): the app's own figure
    (game/ui/screen.py `board_least`: 44 where the shorter side is 390 or more, 40 under it;
    docs/ui.md, "Sizes a thumb can use")."""
    from game.ui.screen import board_least as least
    return least(*size)


def ratio_of(size) -> float:
    from game.ui.screen import CHECKED_SIZES
    return next((RATIO[kind] for kind, group in CHECKED_SIZES.items() if tuple(size) in group),
                2.0 if min(size) < 600 else 1.0)


@dataclass
class Look:
    """What one screen showed: its texts, buttons and board targets (points), and the
    problems found in them."""

    where: str
    zoom: float
    least: int = 0                                # a board target's least (CSS px), 0: none
    texts: list = field(default_factory=list)     # (rect | None, text, size, role, owner)
    buttons: list = field(default_factory=list)   # (rect, name, bare, whole rect)
    boxes: list = field(default_factory=list)     # the panels drawn (rects)
    targets: list = field(default_factory=list)   # rects
    problems: list = field(default_factory=list)

    def smallest(self):
        """(button, target, text, status text) in CSS px; None where there is none."""
        z = self.zoom
        button = min((min(r.w, r.h) * z for _, _, _, r in self.buttons), default=None)
        target = min((min(r.w, r.h) * z for r in self.targets), default=None)
        text = min((size * z for _, _, size, _, _ in self.texts), default=None)
        status = min((size * z for _, _, size, role, _ in self.texts if role), default=None)
        return button, target, text, status


def look(app, where: str) -> Look:
    """Draw one frame of the current screen afresh and see what is on it."""
    import pygame

    from game.ui import draw
    from game.ui.widgets import controls as widgets

    scene = app.scene
    scene.fit()
    W, H = app.size
    canvas = pygame.Rect(0, 0, W, H)
    screen_size = app.screen.get_size()
    seen = Look(where, app.viewport.zoom)
    owner = []
    real_text, real_draw, real_panel = draw.text, widgets.Button.draw, draw.panel

    def text(surface, s, pos, size=20, *args, **kwargs):
        rect = real_text(surface, s, pos, size, *args, **kwargs)
        if not s.strip():
            return rect
        place = None
        if surface.get_size() == screen_size:
            # a scrolled list clips its lines: the points wholly inside the clip
            c, k = surface.get_clip(), draw.scale()
            left, top = math.ceil(c.x / k), math.ceil(c.y / k)
            clip = pygame.Rect(left, top, math.floor(c.right / k) - left,
                               math.floor(c.bottom / k) - top)
            place = rect.clip(clip)
            if not (place.w and place.h):
                return rect                            # scrolled out of sight
        seen.texts.append((place, s, size, draw.current_role(), owner[-1] if owner else None))
        return rect

    def panel(surface, rect, *args, **kwargs):
        if surface.get_size() == screen_size:
            seen.boxes.append(pygame.Rect(rect))
        return real_panel(surface, rect, *args, **kwargs)

    def button_draw(self, surface, mouse):
        owner.append(self)
        try:
            return real_draw(self, surface, mouse)
        finally:
            owner.pop()

    scene.redraw()
    draw.text, widgets.Button.draw, draw.panel = text, button_draw, panel
    try:
        scene.draw(app.screen)
    finally:
        draw.text, widgets.Button.draw, draw.panel = real_text, real_draw, real_panel
    # a button on a page that scrolls counts where it shows (its size: whole)
    seen.buttons = [(b.shown(), b.name, not b.label and not b.icon, pygame.Rect(b.rect))
                    for w in scene.widgets() for b in getattr(w, "buttons", [w])
                    if isinstance(b, widgets.Button) and b.visible and b.shown().w > 0
                    and b.shown().h > 0]
    view, state = getattr(scene, "view", None), getattr(scene, "state", None)
    if view is not None and state is not None and getattr(scene, "control", None) \
            and scene.control.human_to_move() and not scene.control.overlay_visible \
            and not getattr(scene, "sheet_open", False):
        seen.targets = [pygame.Rect(r) for r in view.input.hit_rects(state, scene.context())]
        game = getattr(getattr(view, "game", None), "name", "")
        if game in HELD_TO_PHONE_TARGETS:
            seen.least = board_least((app.viewport.css_w, app.viewport.css_h))
    seen.problems = problems(seen, canvas)
    return seen


def problems(seen: Look, canvas) -> list[str]:
    out = (_button_problems(seen, canvas) + _target_problems(seen, canvas)
           + _text_problems(seen, canvas) + _language_problems(seen))
    return sorted(set(out), key=out.index)


# words of English no other of the six languages writes: a text holding one, shown in another
# language, was never looked up (or looked up before the language changed)
ENGLISH_ONLY = frozenset("the and you your with this that what which".split())


def _language_problems(seen: Look) -> list[str]:
    """In a language other than English, texts left in English."""
    from game.core import i18n
    if i18n.code() == i18n.SOURCE:
        return []
    return [f"{s!r} is in English" for _, s, _, _, _ in seen.texts
            if ENGLISH_ONLY & set(re.findall(r"[a-z]+", s.lower()))]


def _inner(rect):        # a line's box holds space above and below its letters
    return rect.inflate(-2, -max(4, rect.h // 4))


def _button_problems(seen: Look, canvas) -> list[str]:
    """Buttons too small to touch, off the screen, over their box's edge or on each other."""
    out = []
    z = seen.zoom
    for rect, name, _, whole in seen.buttons:
        if min(whole.w, whole.h) * z < TOUCH - 0.5:
            out.append(f"button {name!r} is {whole.w}×{whole.h} pt "
                       f"({min(whole.w, whole.h) * z:.0f} CSS px across)")
        if not canvas.contains(rect):
            out.append(f"button {name!r} {tuple(rect)} leaves the screen")
    for box in seen.boxes:
        for rect, name, _, _ in seen.buttons:
            if box.colliderect(rect) and not box.contains(rect) and not rect.contains(box):
                out.append(f"button {name!r} {tuple(rect)} runs over the edge of its box "
                           f"{tuple(box)}")
    for i, (a, na, _, _) in enumerate(seen.buttons):
        for b, nb, _, _ in seen.buttons[i + 1:]:
            if a.colliderect(b) and not (a.contains(b) or b.contains(a)):
                out.append(f"buttons {na!r} {tuple(a)} and {nb!r} {tuple(b)} overlap")
    return out


def _target_problems(seen: Look, canvas) -> list[str]:
    """The board's click targets too small, off the screen or under a button."""
    out = []
    z = seen.zoom
    for rect in seen.targets:
        if seen.least and min(rect.w, rect.h) * z < seen.least - 0.5:
            out.append(f"a board target {tuple(rect)} is {min(rect.w, rect.h) * z:.0f} CSS px "
                       f"across ({seen.least} at least)")
        if not canvas.contains(rect):
            out.append(f"a board target {tuple(rect)} leaves the screen")
        for b, name, _, _ in seen.buttons:
            if _inner(rect).colliderect(b):
                out.append(f"a board target {tuple(rect)} lies under the button {name!r}")
                break
    return out


def _text_problems(seen: Look, canvas) -> list[str]:
    """Words too small, off the screen, on each other, on a box's edge or a button's."""
    out = []
    z = seen.zoom
    placed = [(r, s, own) for r, s, _, _, own in seen.texts if r is not None]
    for _, s, size, role, _ in seen.texts:
        least = STATUS if role else TEXT
        if size * z < least - 0.25:
            out.append(f"{s!r} is {size * z:.1f} CSS px ({role or 'text'}: {least} at least)")
    for i, (rect, s, own) in enumerate(placed):
        if not canvas.contains(rect):
            out.append(f"{s!r} leaves the screen at {tuple(rect)}")
        for other, t, _own2 in placed[i + 1:]:
            if s != t and _inner(rect).colliderect(_inner(other)):
                out.append(f"{s!r} {tuple(rect)} overlaps {t!r} {tuple(other)}")
        for box in seen.boxes:
            if box.colliderect(_inner(rect)) and not box.inflate(-2 * EDGE, -2).contains(
                    _inner(rect)) and not any(box.contains(b) for b, *_ in seen.buttons
                                             if b.colliderect(rect)):
                out.append(f"{s!r} {tuple(rect)} touches the edge of its box {tuple(box)}")
                break
        if own is not None and own.label and own.rect.colliderect(rect) and (
                rect.left - own.rect.left < LABEL_EDGE or
                own.rect.right - rect.right < LABEL_EDGE):
            out.append(f"{s!r} {tuple(rect)} fills its button {own.name!r} "
                       f"{tuple(own.rect)} to the edge")
        for b, name, bare, _ in seen.buttons:
            if own is not None and own.name == name:
                continue                    # its own label
            if bare and b.contains(rect):
                continue        # a row that is one big button (a finished game) holds its words
            if _inner(rect).colliderect(b):
                out.append(f"{s!r} {tuple(rect)} runs into the button {name!r}")
    return out


# --- every screen -----------------------------------------------------------------------------
def tables():
    """(game, variant, players, options) of every variant, option set and player count."""
    from game.table.registry import games
    return [(game.name, name, players, options)
            for game in games().values() for name, v in game.variants.items()
            for options in v.option_sets() for players in v.player_counts]


def _played(table, rng, moves: int) -> None:
    for _ in range(moves):
        if table.is_over():
            return
        table.play(rng.choice(table.state.legal_moves()))


def screens(app, *, deep: bool = True, only: str = ""):
    """Put the app on every screen in turn, yielding the name of each (after a few frames,
    so that it is drawn as a person would see it); with `only`, the game screens whose
    names hold it (and the rest quickly)."""
    from game.table import saves
    from game.table.registry import games
    from game.table.session import Table
    from tests.support.driver import Driver

    drive = Driver(app)

    def shown(frames: int = 2):
        app.scene.fit()
        drive.run(frames)

    app.screens.menu()
    shown()
    yield "menu"
    app.screens.settings()
    shown()
    yield "settings"
    app.screens.stats()
    shown()
    yield "statistics: none yet"
    app.screens.link_screen()
    shown()
    yield "open a link"
    app.scene.type("not a link at all")
    app.scene.open()
    shown()
    yield "open a link: refused"
    for game in games().values():
        app.screens.rules(game)
        shown()
        yield f"rules {game.name}: top"
        rules = app.scene
        for part in (0.5, 1.0):
            rules.scroll = rules.max_scroll * part
            shown()
            yield f"rules {game.name}: {round(part * 100)}%"
        for name, v in game.variants.items():
            for players in sorted({min(v.player_counts), max(v.player_counts)}):
                app.screens.setup(game)
                setup = app.scene.setup
                setup.variant, setup.players = name, players
                setup.fit(game)
                for i, seat in enumerate(setup.seats):
                    seat.kind, seat.level = ("human", "easy") if i == 0 else ("ai", "hard")
                if players > 1:
                    setup.seats[players - 1].kind = "friend"
                app.scene.build()
                shown()
                yield f"setup {game.name}/{name} {players}p"
    # a game left unfinished: the menu's Resume, and the question before it is replaced
    rng = random.Random(5)
    for game in games().values():
        v = game.variants[game.default_variant]
        table = Table.deal(game, v.name, v.default_options(),
                           ["human"] + ["medium"] * (max(v.player_counts) - 1), 3)
        _played(table, rng, 5)
        saves.save_current(app.store, table.record())
    app.screens.menu()
    shown()
    yield "menu: games in progress"
    app.screens.setup(next(iter(games().values())))
    app.scene.start_game()
    shown()
    yield "ask: a game in progress"
    # several games of one game in progress (friend games beside the computer's): the menu
    # says how many, and Resume asks which
    game = next(iter(games().values()))
    v = game.variants[game.default_variant]
    for seed, moves in ((21, 2), (22, 3)):
        table = Table.deal(game, v.name, v.default_options(), ["human", "friend"], seed)
        _played(table, rng, moves)
        saves.save_current(app.store, table.record())
    app.screens.menu()
    shown()
    yield "menu: several games of one in progress"
    app.scene.find(f"resume:{game.name}").action()
    shown()
    yield "chooser: which game to resume"
    # finished games: every variant, with the options that take the most words to name
    for game in games().values():
        for k, v in enumerate(game.variants.values()):
            options = max(v.option_sets(), key=lambda o: len(str(v.changed_options(o))))
            table = Table.deal(game, v.name, options,
                               ["human"] + ["hard"] * (max(v.player_counts) - 1), 10 + k)
            _played(table, rng, 10 ** 6)
            saves.add_history(app.store, table.record())
    app.screens.history()
    shown()
    yield "finished games"
    # statistics: rated games, games apart and a rating's chart in every game, from the
    # finished games just made (every third as if a hint was used: counted apart)
    from game.table import stats
    for index, entry in enumerate(saves.load_history(app.store)):
        table = Table.from_record(saves.checked(entry["record"]))
        stats.record_game(app.store, table.record(), table.state.outcome().winners,
                          helped=index % 3 == 2, today=f"2026-11-{index + 1:02d}")
    app.screens.stats()
    shown()
    yield "statistics"
    yield from puzzle_screens(app, shown)
    yield from guide_screens(app, drive, only)
    for where, table in game_tables(rng, deep):
        if only and only not in where:
            continue
        yield from game_screens(app, drive, where, table, deep)


def game_only_screens(app, game: str, *, deep: bool = True, only: str = ""):
    """One game's screens (--game): its guides and its tables, none of the rest."""
    from tests.support.driver import Driver
    drive = Driver(app)
    yield from guide_screens(app, drive, f"guide {game}/")
    for where, table in game_tables(random.Random(5), deep):
        if where.split("/")[0].split(" ")[0] == game and only in where:
            yield from game_screens(app, drive, where, table, deep)


def puzzle_screens(app, shown):
    """The puzzles' list, each game's puzzle of the day (a wrong try, then the answer shown)
    and the result to share."""
    from game.table import puzzles
    app.screens.puzzles()
    shown()
    yield "puzzles"
    for name in puzzles.games():
        app.screens.puzzles()
        app.scene.find(f"daily:{name}").action()
        shown()
        yield f"puzzle {name}"
        scene = app.scene
        wrong = next(m for m in scene.state.legal_moves() if m != scene.mode.answer)
        scene.control.start_move(wrong)
        shown(240)
        yield f"puzzle {name}: a wrong try"
        scene.mode.reveal()
        shown(240)
        yield f"puzzle {name}: the answer shown"
    app.scene.share()
    shown()
    yield "puzzle: share the result"
    app.screens.puzzles()
    shown()
    yield "puzzles: after a day's puzzles"


def guide_screens(app, drive, only: str = ""):
    """Each guided first game (game/ui/play/guide.py): the offer, every step (the first with a
    refused move's words), and the summary at the end."""
    from game.table import guides
    from game.table.registry import games
    from game.ui.play.guide import GuideScene
    for game in games().values():
        for guide in guides.guides(game.name):
            where = f"guide {game.name}/{guide.variant}"
            if only and only not in where:
                continue
            app.store.save(guides.KEY, {})          # never offered: the menu offers it
            app.screens.menu()
            app.screens.game(game)
            drive.run(2)
            yield f"{where}: the offer"
            scene = GuideScene(app, guide)
            app.goto(scene)
            for i, step in enumerate(guide.steps):
                drive.until(lambda: scene.control.human_to_move() or scene.control.over, 2000)
                if not step.yours:
                    continue
                if i == 0:
                    scene.mode.note = scene.mode.refusal()
                drive.run(2)
                yield f"{where}: step {i + 1}"
                scene.mode.note = ""
                scene.control.start_move(scene.mode.expected())
            drive.until(lambda: scene.control.overlay_visible, 3000)
            drive.run(40)
            yield f"{where}: the summary"


def game_tables(rng, deep: bool):
    from game.table.registry import games
    from game.table.session import Table
    for name, variant, players, options in tables():
        seats = ["human"] + ["medium"] * (players - 1)
        yield (f"{name}/{variant} {players}p {options}",
               Table.deal(games()[name], variant, options, seats, 5))
    if deep:
        for name, game in games().items():     # a friend at the table, on their turn
            v = game.variants[game.default_variant]
            n = max(v.player_counts)
            seats = ["human", "friend"] + ["medium"] * (n - 2)
            yield f"{name} with a friend", Table.deal(game, v.name, v.default_options(), seats, 7)


_REVIEWS: dict = {}     # each game's review, made once for every size


def _position(table) -> tuple:
    state = table.state
    return (table.game.name, state.variant, repr(sorted(state.options.items())),
            tuple(table.seats), table.seed, repr(state.setup),
            tuple(entry.notation for entry in table.played))


_JUDGED: dict = {}      # each move judged (retry, puzzles), once for every size and language


def _judged(appraise):
    """A judge's `appraise` that judges a move of a position once per process: the retries'
    and the puzzles' verdicts are the same at every size and in every language."""
    def remembered(judge, state, played):
        key = (type(judge).__name__, state.game.name, state.variant,
               repr(sorted(state.options.items())), repr(state.setup),
               tuple(map(repr, state.history)), repr(played))
        if key not in _JUDGED:
            _JUDGED[key] = yield from appraise(judge, state, played)
        return _JUDGED[key]
    return remembered


def _judges():
    from game.ai.judge import Judge
    seen, todo = [], [Judge]
    while todo:
        cls = todo.pop()
        seen.append(cls)
        todo.extend(cls.__subclasses__())
    return [cls for cls in seen if "appraise" in cls.__dict__]


def _quick(table, seconds: float):
    """`Table.think` in a walk: a seeded pick among the legal moves, the same for a position
    at every size and in every language.  A screen is laid out alike whichever move the
    computer makes, and searching them was most of a walk's time."""
    if not table.ai_to_move():
        return None
    return random.Random(repr(_position(table))).choice(table.state.legal_moves())


def game_screens(app, drive, where, table, deep):
    """The game screen of `table`: its start, its middle (with a hint and a move awaiting
    Confirm), the move list opened, its end (the result, then the board), the replay and the
    review."""
    import types

    from game.ui.play.scene import PlayScene

    rng = random.Random(where)
    scene = app.screens.table_scene(table)
    app.goto(scene)
    drive.run(2)
    yield f"game {where}: start"
    if "friend" in where:
        while not scene.phase.waiting_for_friend() and not table.is_over():
            if table.state.to_move in scene.control.humans:
                scene.table.play(rng.choice(table.state.legal_moves()))
                scene.control.use(table)
            drive.run(3)
        yield f"game {where}: the friend's turn"
        return
    for _ in range(rng.randint(3, 6) * table.state.players):
        if table.is_over():
            break
        table.play(rng.choice(table.state.legal_moves()))
    while not table.is_over() and table.state.to_move not in scene.control.humans:
        table.play(rng.choice(table.state.legal_moves()))
    scene.control.use(table)
    drive.run(2)
    if not table.is_over():
        yield f"game {where}: middle"
        legal = table.state.legal_moves()
        for move in rng.sample(legal, min(len(legal), 3 if deep else 1)):
            scene.phase.hint = types.SimpleNamespace(done=True, move=move, note=None, stale=False)
            scene.update(0.0)
            yield f"game {where}: hint {move!r}"
            scene.phase.hint, scene.phase.proposed = None, move
            scene.update(0.0)
            yield f"game {where}: confirm {move!r}"
            scene.phase.proposed = None
        scene.update(0.0)
        if app.shape == "portrait":
            scene.toggle_sheet()
            drive.run(1)
            yield f"game {where}: the move list"
            scene.toggle_sheet()
    if not deep:
        return
    _played(table, rng, 10 ** 6)
    scene.control.use(table)
    drive.until(lambda: scene.control.overlay_visible, 200)
    drive.run(30)
    yield f"game {where}: result"
    if table.state.players > 2:             # every way a game can end: a shared win too
        real = table.state.outcome()
        # all but one seat share it: the longest title and the most tokens
        shared = tuple(range(table.state.players - 1))
        table.state.outcome = types.MethodType(
            lambda self: type(real)(real.scores, shared, real.reason), table.state)
        scene.redraw()
        drive.run(2)
        yield f"game {where}: a shared win"
        del table.state.outcome
    scene.phase.want_result(False)      # the result's Board button
    drive.run(2)
    yield f"game {where}: the board after"
    scene.start_replay(0)
    drive.run(2)
    yield f"game {where}: replay"
    review = _REVIEWS.get(where) or app.review_of(table)
    while not review.done:
        from game.ai.agent import Slices
        Slices(review.work()).step(10.0)
    _REVIEWS[where] = review
    scene.phase.replay.review.review = review
    scene.phase.replay.seek(len(table.line) // 2)
    drive.run(2)
    yield f"game {where}: review"
    scene.phase.replay.seek(len(table.line))
    drive.run(2)
    yield f"game {where}: review at the end"
    assert isinstance(scene, PlayScene)
    if scene.phase.replay.review.mistakes():
        yield from retry_screens(scene, drive, where, rng)


def retry_screens(scene, drive, where, rng):
    """Retry your mistakes: the first spot, a move tried and judged, the better move shown."""
    scene.phase.replay.start_retry()
    drive.run(2)
    yield f"game {where}: retry"
    panel = scene.phase.replay.retry
    panel.tried(rng.choice(scene.state.legal_moves()))
    panel.retry.attempt.finish()
    panel.retry.settle()
    drive.run(2)
    yield f"game {where}: retry judged"
    panel.show()
    drive.run(2)
    yield f"game {where}: retry shown"
    panel.leave()
    drive.run(1)


# --- running it -------------------------------------------------------------------------------
def check(size, ratio: float | None = None, *, deep: bool = True, data: str | None = None,
          only: str = "", game: str = "", language: str = "en"):
    """Every screen at `size` (CSS px) whose name holds `only`, at `ratio` pixels a CSS px
    (by default the size's own, RATIO), in `language`: the Looks."""
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["GAME_TABLE_DATA"] = data or tempfile.mkdtemp(prefix="layoutcheck-")
    from game.core import i18n
    from game.screens import make_app
    from game.ui.screen import Viewport
    from tests.support.driver import system_language
    ratio = ratio_of(size) if ratio is None else ratio
    with system_language(language):         # the app's first start speaks the system's
        app = make_app([], viewport=Viewport.of(size[0], size[1], ratio))
    assert i18n.code() == language, (i18n.code(), language)
    app.fixed_seed = 1
    app.min_think = 0.0
    # moves land at once (the setting players have): no look is taken mid-move, and the
    # frames a walk spent waiting for animations were much of its time
    app.settings.speed = "off"
    looks = []
    walk = game_only_screens(app, game, deep=deep, only=only) if game else \
        screens(app, deep=deep, only=only)
    from game.table.session import Table
    think = Table.think
    Table.think = _quick                        # type: ignore[method-assign]
    appraisals = {cls: cls.__dict__["appraise"] for cls in _judges()}
    for cls, appraise in appraisals.items():
        cls.appraise = _judged(appraise)
    try:
        for where in walk:
            if only in where:
                looks.append(look(app, where))
    finally:
        Table.think = think                     # type: ignore[method-assign]
        for cls, appraise in appraisals.items():
            cls.appraise = appraise
        i18n.use(i18n.SOURCE)
    return looks


def summary(looks) -> tuple:
    """The smallest (button, target, text, status text) over all `looks`, each with where."""
    best = [None] * 4
    for seen in looks:
        for i, value in enumerate(seen.smallest()):
            if value is not None and (best[i] is None or value < best[i][0]):
                best[i] = (value, seen.where)
    return tuple(best)
