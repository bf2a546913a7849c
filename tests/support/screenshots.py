"""Screenshots of every screen, taken by playing through the real UI with scripted clicks.

    python -m tools.screenshots docs/screenshots
                  [--game <a game>|rules|table] [--seed 42]

Writes menu, setup, rules, a game at its start, in the middle (with the legal moves
highlighted and a path previewed), during a move animation, while the AI thinks, and at the
end (result overlay and final board); then Collecto's screen: a game with a push previewed,
a double move half made, the result, and a four-player game under the official rules; then
Spectrangle's: a tile picked and turned with the fields where it fits, four seats, the result;
then Coloretto's: a card drawn with the rows it may go to lit, five seats, the scoring;
Collapsi's variations: the big board for four, choosing starting cards, a shift being chosen
and the line sliding, the solo puzzle with a hint and solved; the rules pages; and the
player's table: a hint with the history panel, the share screen, the replay viewer, the
settings and the finished games; and a phone's (upright and on its side): the menu and every
game in its middle (`--game phones`)."""

from __future__ import annotations

import os
import tempfile
from itertools import pairwise
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.registry import games  # noqa: E402
from game.table.seats import LEVEL_TITLES  # noqa: E402
from game.screens import make_app  # noqa: E402
from tests.support.driver import Driver, system_language  # noqa: E402

if TYPE_CHECKING:
    from game.ui.app import App

NAMES = ("01-menu", "02-setup", "03-rules", "04-game-start", "05-game-middle",
         "06-game-moving", "07-game-thinking", "08-game-over", "09-game-over-board")
COLLECTO_NAMES = ("collecto-game", "collecto-double", "collecto-over", "collecto-4p")
SPECTRANGLE_NAMES = ("spectrangle-game", "spectrangle-4p", "spectrangle-over")
COLLAPSI_VARIANT_NAMES = ("collapsi-big-4p", "collapsi-choice", "collapsi-shifting",
                          "collapsi-sliding", "collapsi-puzzle", "collapsi-puzzle-solved")



def to_setup(d, button: str) -> None:
    """The menu's Play of a game, on to its setup: the first time, past the offer of its
    guided first game (tests/ui/test_guide_ui.py and the layout check show that)."""
    d.click(button)
    if d.app.scene.name == "ask":
        d.click("skip-guide")


def start_game(d) -> None:
    """Start game on the setup screen, discarding the game a previous picture left behind."""
    d.click("start")
    if d.app.scene.name == "name":      # the first game asks the person's name: Not now
        d.click("name-skip")
    if d.app.scene.name == "ask":
        d.click("discard")


def fresh_app(seed: int) -> App:
    """The app as on a new device (nothing saved, default settings), its deals from `seed`:
    a screenshot never shows, nor leaves behind, a game saved by an earlier run."""
    os.environ["GAME_TABLE_DATA"] = tempfile.mkdtemp(prefix="game-table-shots-")
    return make_app(["--seed", str(seed)])


class Camera:
    """Saves the app's window as `<out_dir>/<name>.png` when called with a name."""

    def __init__(self, app: App, out_dir: str):
        os.makedirs(out_dir, exist_ok=True)
        self.app, self.out_dir = app, out_dir
        self.shots: dict[str, str] = {}

    def __call__(self, name: str) -> None:
        path = os.path.join(self.out_dir, f"{name}.png")
        pygame.image.save(self.app.screen, path)
        self.shots[name] = path

    def __contains__(self, name: str) -> bool:
        return name in self.shots

    def paths(self, names) -> list[str]:
        """The files of the pictures taken, in the order of `names`."""
        return [self.shots[name] for name in names if name in self.shots]


def _pick(state, moves):
    """A move worth showing: the longest path, preferring one that wraps round an edge."""
    def score(m):
        path_to = getattr(state, "path_to", None)
        if path_to is None or state.choosing():
            return 0
        path = path_to(m[0] if isinstance(m, tuple) else m)
        size = getattr(state, "size", 4)
        wraps = any(abs(a // size - b // size) > 1 or abs(a % size - b % size) > 1
                    for a, b in pairwise(path))
        return len(path) * 2 + wraps * 3
    return max(moves, key=score)


def take(out_dir: str, game_name: str = "collapsi", seed: int = 42, level: str | None = None,
         middle_after: int = 4) -> list[str]:
    """Play one game through the UI and save the screenshots; returns the file paths."""
    app = fresh_app(seed)
    app.min_think = 0.6
    d = Driver(app)
    shot = Camera(app, out_dir)

    d.run(2)
    d.hover(f"play:{game_name}")
    d.run(2)
    shot(NAMES[0])

    to_setup(d, f"play:{game_name}")
    level = level or "hard"
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click(f"level1:{LEVEL_TITLES[level]}")
    d.hover("start")
    d.run(2)
    shot(NAMES[1])

    d.click("rules")
    d.run(2)
    shot(NAMES[2])
    d.click("done")

    start_game(d)
    scene = app.scene
    d.wait_for_human()
    state = scene.state
    d.hover(scene.view.input.target(state, _pick(state, state.legal_moves())))
    d.run(3)
    shot(NAMES[3])

    # play on: the human's moves come from a decent AI, clicked like a person would
    from game.ai.agent import choose
    from game.table.seats import make_agent
    adviser = make_agent(game_name, "hard", seed)

    def advised():
        return choose(adviser, scene.state)

    human_moves = 0
    while not scene.control.over and human_moves < middle_after:
        d.wait_for_human()
        if scene.control.over:
            break
        d.click_move(advised())
        human_moves += 1
    d.wait_for_human()
    if not scene.control.over:
        st = scene.state
        d.hover(scene.view.input.target(st, _pick(st, st.legal_moves())))
        d.run(20)
        shot(NAMES[4])
        d.click_move(advised())
        anim = scene.phase.anim
        if anim is not None:
            d.wait(anim.duration * 0.55)
        shot(NAMES[5])
        d.until(lambda: scene.phase.ai_thinking() or scene.control.over
                or scene.control.human_to_move())
        d.run(12)
        shot(NAMES[6])

    while not scene.control.over:
        d.wait_for_human()
        if scene.control.over:
            break
        d.click_move(advised())
    d.until(lambda: scene.control.overlay_visible)
    d.wait(0.5)
    d.frame([d.motion((0, 0))])
    shot(NAMES[7])
    d.click("see-board")
    d.run(2)
    shot(NAMES[8])
    return shot.paths(NAMES)


def click_move(d: Driver, move) -> None:
    """Click a move like a person: a double move of Collecto is two clicks (first push, then
    second push), the others one."""
    scene = d.app.scene
    d.click(scene.view.input.target(scene.state, move))
    if isinstance(move, tuple) and scene.phase.pending is None:
        d.wait(0.4)                       # the first push slides into place
        d.click(scene.view.input.target(scene.state, move))


def take_collecto(out_dir: str, seed: int = 42, max_games: int = 6) -> list[str]:
    """Collecto's screenshots, played through the UI: a push previewed in a game against the
    computer, a double move half made (the second push previewed), the result, and a
    four-player game under the official rules."""
    from game.ai.agent import choose
    from game.collecto.rules import DECLARE
    from game.table.seats import make_agent

    app = fresh_app(seed)
    app.min_think = 0.6
    d = Driver(app)
    shot = Camera(app, out_dir)

    def best(state):
        """The push that collects the most (the most telling preview)."""
        gains = state.move_gains()
        return max((m for m in state.legal_moves() if isinstance(m, int)),
                   key=lambda m: (sum(gains.get(m, ())), -m))

    d.run(2)
    to_setup(d, "play:collecto")
    d.click("variant:Simple rules (2 players)")
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click("level1:Hard")
    start_game(d)
    scene = app.scene
    adviser = make_agent("collecto", "hard", seed)
    for _ in range(max_games):
        human_moves = 0
        while not scene.control.over:
            d.wait_for_human()
            if scene.control.over:
                break
            st = scene.state
            if human_moves == 4 and "collecto-game" not in shot:
                d.wait(1.0)                       # the trays' last glow fades
                d.hover(scene.view.input.target(st, best(st)))
                d.run(20)
                shot("collecto-game")
            move = choose(adviser, st)
            if (isinstance(move, tuple) and "collecto-double" not in shot):
                d.wait(1.0)
                d.click(scene.view.input.target(st, move))      # first push
                d.wait(0.5)
                d.hover(scene.view.input.target(st, move))      # the second previewed
                d.run(20)
                shot("collecto-double")
                d.click(scene.view.input.target(st, move))
            else:
                click_move(d, move)
            human_moves += 1
        d.until(lambda: scene.control.overlay_visible)
        if "collecto-double" in shot:
            break
        d.click("play-again")               # no double move for the human: deal again
    d.wait(1.0)
    d.frame([d.motion((0, 0))])
    shot("collecto-over")

    # four players, official rules: one human, three computers
    d.click("overlay-menu")
    to_setup(d, "play:collecto")
    d.click("variant:Official rules (2-4 players)")
    d.click("players:4")
    d.click("seat0:Human")
    for seat, level in ((1, "Easy"), (2, "Medium"), (3, "Hard")):
        d.click(f"seat{seat}:Computer")
        d.click(f"level{seat}:{level}")
    start_game(d)
    scene = app.scene
    for _ in range(2):
        d.wait_for_human()
        st = scene.state
        move = choose(adviser, st)
        click_move(d, move if move != DECLARE else best(st))
    d.wait_for_human()
    d.wait(1.0)
    d.hover(scene.view.input.target(scene.state, best(scene.state)))
    d.run(20)
    shot("collecto-4p")
    return shot.paths(COLLECTO_NAMES)


def click_through(d: Driver, move, limit: int = 12) -> None:
    """Play a move that takes several clicks (Spectrangle: pick the tile, turn it, place it;
    Exchange, then the tile) by clicking `view.input.target` until the move is under way."""
    scene = d.app.scene
    before = len(scene.state.history)
    for _ in range(limit):
        if scene.phase.pending is not None or len(scene.state.history) > before:
            return
        pos = scene.view.input.target(scene.state, move)
        if pos is None:
            break
        d.click(pos)
    if scene.phase.pending is None and len(scene.state.history) == before:
        raise AssertionError(f"could not play {move!r} by clicks")


def show_placement(d: Driver, move) -> None:
    """Pick and turn the tile of a placement by clicks, then point at its field."""
    scene = d.app.scene
    view = scene.view
    for _ in range(8):
        lit = view.input.lit(scene.state, scene.context())
        if lit.get(move[0], (None,))[0] == move:
            break
        d.click(view.input.target(scene.state, move))
    d.wait(0.3)
    d.hover(view.input.target(scene.state, move))


def _telling(state):
    """A placement worth showing: its tile, turned that way, lights many fields, and it
    scores well."""
    from game.spectrangle.view import orientations
    if state.can_skip():
        return None
    view_fits = []
    for tile in state.hands[state.to_move]:
        code = state.hand(state.to_move)[state.hands[state.to_move].index(tile)]
        placements = state.placements_for(code)
        for sides, up in orientations(tile):
            here = [(pts, move) for move, pts in placements
                    if move[1] == sides and (move[0] in _up_fields()) == up]
            if here:
                best = max(here)
                view_fits.append((min(len(here), 5), best[0], best[1]))
    return max(view_fits) if view_fits else None


def _up_fields():
    from game.spectrangle.rules import FIELDS, UP
    return {f for f in range(FIELDS) if UP[f]}


def take_spectrangle(out_dir: str, seed: int = 42) -> list[str]:
    """Spectrangle's screenshots, played through the UI: a tile picked and turned with the
    fields where it fits lit and one pointed at, a four-seat table, and the result with the
    tiles left in hand subtracted."""
    from game.ai.agent import choose
    from game.table.seats import make_agent

    app = fresh_app(seed + 3)                # deals where a tile lights several fields
    app.min_think = 0.6
    d = Driver(app)
    shot = Camera(app, out_dir)

    adviser = make_agent("spectrangle", "hard", seed)
    d.run(2)
    to_setup(d, "play:spectrangle")
    d.click("players:2")
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click("level1:Hard")
    start_game(d)
    scene = app.scene
    human_moves = 0
    while not scene.control.over:
        d.wait_for_human()
        if scene.control.over:
            break
        st = scene.state
        if human_moves >= 3 and "spectrangle-game" not in shot:
            show = _telling(st)
            if show is not None and (show[0] >= 3 or human_moves >= 9 and show[0] >= 2
                                     or human_moves >= 12):
                d.wait(2.0)                        # the computer's score has floated away
                show_placement(d, show[2])
                d.run(20)
                shot("spectrangle-game")
        click_through(d, choose(adviser, st))
        human_moves += 1
    d.until(lambda: scene.control.overlay_visible)
    d.wait(0.6)
    d.frame([d.motion((0, 0))])
    shot("spectrangle-over")

    # four seats: one human, three computers
    d.click("overlay-menu")
    to_setup(d, "play:spectrangle")
    d.click("players:4")
    d.click("seat0:Human")
    for seat, level in ((1, "Easy"), (2, "Medium"), (3, "Hard")):
        d.click(f"seat{seat}:Computer")
        d.click(f"level{seat}:{level}")
    start_game(d)
    scene = app.scene
    # a computer's placement has just landed: its score floats up with its breakdown
    for _ in range(40):
        d.wait_for_human()
        st = scene.state
        if scene.control.over:
            break
        last = st.history[-1] if st.history else None
        if (len(st.history) >= 10 and isinstance(last, tuple) and last[0] != "x"
                and scene.view.motion.popups and scene.view.motion.popups[-1].points >= 5
                and not st.can_skip()):
            break
        click_through(d, choose(adviser, st))
    d.hover(scene.view.geo.rack.slot_centre(0))
    d.wait(0.35)
    shot("spectrangle-4p")
    return shot.paths(SPECTRANGLE_NAMES)


COLORETTO_NAMES = ("coloretto-game", "coloretto-5p", "coloretto-over")


def take_coloretto(out_dir: str, seed: int = 42, min_think: float = 0.6,
                   dt: float = 1 / 60) -> list[str]:
    """Coloretto's screenshots, played through the UI: a card drawn against two computers
    (Colors! rules) with the rows it may go to lit and one pointed at, the result with every
    player's scoring, and five seats under the official rules with a row's take previewed.
    (Tests pass a short `min_think` and long frames `dt`: the same pictures, sooner.)"""
    from game.ai.agent import choose
    from game.table.seats import make_agent

    app = fresh_app(seed)
    app.min_think = min_think
    d = Driver(app, dt)
    shot = Camera(app, out_dir)

    adviser = make_agent("coloretto", "medium", seed)

    def play(scene, move):
        """A draw is two clicks (the deck, then the row), a take one."""
        if move.startswith("d") and scene.phase.pending is None:
            d.click(scene.view.input.target(scene.state, move))      # the deck: the card turns
            d.wait(0.5)
        d.click(scene.view.input.target(scene.state, move))

    d.run(2)
    to_setup(d, "play:coloretto")
    d.click("variant:Simple rules (2-5 players)")
    d.click("players:3")
    d.click("seat0:Human")
    for seat, level in ((1, "Hard"), (2, "Medium")):
        d.click(f"seat{seat}:Computer")
        d.click(f"level{seat}:{level}")
    start_game(d)
    scene = app.scene
    human_moves = 0
    while not scene.control.over:
        d.wait_for_human()
        if scene.control.over:
            break
        st = scene.state
        move = choose(adviser, st)
        rows = st.legal_rows_for_draw()
        busy = sum(1 for r in st.rows if r)
        if ("coloretto-game" not in shot and human_moves >= 6 and len(rows) >= 2
                and busy >= 2 and move.startswith("d")):
            d.wait(1.0)                                # the last glow and banner fade
            d.click(scene.view.input.target(st, move))      # draw: the card turns over
            d.wait(0.8)
            d.hover(scene.view.input.target(st, move))      # a lit row pointed at
            d.run(20)
            shot("coloretto-game")
            d.click(scene.view.input.target(st, move))
        else:
            play(scene, move)
        human_moves += 1
    d.until(lambda: scene.control.overlay_visible)
    d.wait(1.0)
    d.frame([d.motion((0, 0))])
    shot("coloretto-over")

    # five seats, official rules: one human, four computers
    d.click("overlay-menu")
    to_setup(d, "play:coloretto")
    d.click("variant:Official rules (3-5 players)")
    d.click("players:5")
    d.click("seat0:Human")
    for seat, level in ((1, "Easy"), (2, "Medium"), (3, "Hard"), (4, "Expert")):
        d.click(f"seat{seat}:Computer")
        d.click(f"level{seat}:{level}")
    start_game(d)
    scene = app.scene
    for _ in range(40):
        d.wait_for_human()
        st = scene.state
        takes = st.legal_takes()
        if (st.round >= 2 and st.out_this_round() and len(takes) >= 2
                and max(len(st.rows[r - 1]) for r in takes) >= 2):
            break
        play(scene, choose(adviser, st))
    d.wait(1.0)
    st = scene.state
    best = max(st.legal_takes(), key=lambda r: (len(st.rows[r - 1]), -r))
    d.hover(scene.view.geo(st).slots[best - 1][1].center)
    d.run(20)
    shot("coloretto-5p")
    return shot.paths(COLORETTO_NAMES)


def take_collapsi_variants(out_dir: str, seed: int = 42) -> list[str]:
    """Collapsi's variations, each set up on the setup screen: four players on the big board,
    choosing starting cards, a shift being chosen on the shifting board and the line sliding,
    the solo puzzle with a hint, and the puzzle solved."""
    from game.collapsi.rules import solve

    app = fresh_app(seed)
    app.min_think = 0.0
    d = Driver(app)
    shot = Camera(app, out_dir)

    def setup(variant, players, board="Fixed", start="Jacks, first move 1 step", computers=()):
        app.screens.menu()
        to_setup(d, "play:collapsi")
        d.click(f"variant:{variant}")
        if players:
            if app.scene.find(f"players:{players}") is not None:
                d.click(f"players:{players}")
            d.click(f"option:board:{board}")
            d.click(f"option:start:{start}")
        for seat in range(players or 1):
            d.click(f"seat{seat}:{'Computer' if seat in computers else 'Human'}")
            if seat in computers:
                d.click(f"level{seat}:Easy")
        start_game(d)
        return app.scene

    def hover_longest(scene):
        st = scene.state
        d.hover(scene.view.input.target(st, _pick(st, st.legal_moves())))
        d.run(20)

    scene = setup("Big board 6×6", 4, computers=(1, 2, 3))
    for _ in range(2):
        d.wait_for_human()
        d.click_move(_pick(scene.state, scene.state.legal_moves()))
    d.wait_for_human()
    hover_longest(scene)
    shot("collapsi-big-4p")

    scene = setup("Standard 4×4", 2, start="Player's choice", computers=(1,))
    d.wait_for_human()
    free = scene.state.legal_moves()
    d.hover(scene.view.input.target(scene.state, free[len(free) // 2]))
    d.run(20)
    shot("collapsi-choice")

    scene = setup("Big board 6×6", 2, board="Shifting")
    st = scene.state
    for _ in range(3):                      # a few shifts: the field has started to grow
        d.wait_for_human()
        move = _pick(st, [m for m in st.legal_moves() if m[1] in "<>"])
        d.click_move(move)
        d.click_move(move)
    d.wait_for_human()
    move = _pick(st, st.legal_moves())
    move = (move[0], "v")
    d.click_move(move)
    d.hover(scene.view.input.target(st, move))
    d.run(20)
    shot("collapsi-shifting")
    d.click_move(move)
    anim = scene.phase.anim
    d.wait(anim.walk + 0.3 + 0.2)           # the walk, the card turning, half the slide
    shot("collapsi-sliding")

    scene = setup("Solo puzzle 3×3", 0)
    d.wait_for_human()
    d.click_move(solve(scene.state)[0])
    d.wait_for_human()
    d.click("hint")
    d.run(20)
    shot("collapsi-puzzle")
    for move in solve(scene.state):
        d.wait_for_human()
        d.click_move(move)
    d.until(lambda: scene.control.overlay_visible)
    d.run(30)
    shot("collapsi-puzzle-solved")
    return shot.paths(COLLAPSI_VARIANT_NAMES)




# --- the illustrated rules pages ------------------------------------------------------------------
RULES_SHOTS = {
    # game: (picture to scroll to, the moment of its loop to show: phase, seconds into it)
    "collapsi": (0, "play", 0.45),
    "collecto": (0, "play", 0.5),
    "spectrangle": (1, "hold", 0.35),
    "coloretto": (0, "play", 0.3),
}


def take_rules(out_dir: str) -> list[str]:
    """Each game's rules page, opened from the menu and scrolled to a picture caught in the
    middle of its move: rules-<game>.png."""
    os.makedirs(out_dir, exist_ok=True)
    saved = []
    for name, (k, phase, at) in RULES_SHOTS.items():
        app = fresh_app(0)
        d = Driver(app)
        d.run(2)
        d.click(f"rules:{name}")
        scene = app.scene
        picture = scene.pictures[k]
        while scene.picture_rect(k).top > scene.area.y + 90 and scene.scroll < scene.max_scroll:
            d.key(pygame.K_DOWN)
        def moment():
            if picture.phase != phase:
                return False
            return (picture.anim.elapsed if picture.anim else picture.clock) >= at
        d.until(moment, max_frames=2000)
        path = os.path.join(out_dir, f"rules-{name}.png")
        pygame.image.save(app.screen, path)
        saved.append(path)
    return saved


TABLE_NAMES = ("table-hint", "table-share", "table-replay", "table-review", "table-settings",
               "table-finished-games", "table-friend")


def take_table(out_dir: str, seed: int = 42) -> list[str]:
    """The player's table: a hint on the board with the history panel full of moves, the
    replay viewer, the review of the game (at its costliest move), the settings, the share
    screen, the list of finished games, and a friend's turn with the link to send."""
    from game.ai.agent import choose
    from game.table.seats import make_agent

    app = fresh_app(seed)
    app.min_think = 0.0
    d = Driver(app)
    shot = Camera(app, out_dir)

    d.run(2)
    to_setup(d, "play:collecto")
    d.click("variant:Simple rules (2 players)")
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click("level1:Hard")
    start_game(d)
    scene = app.scene
    adviser = make_agent("collecto", "medium", seed)
    for _ in range(7):
        d.wait_for_human()
        if scene.control.over:
            break
        scene.control.start_move(choose(adviser, scene.state))
        d.until(lambda: scene.phase.anim is None)
    d.wait_for_human()
    d.key(pygame.K_h)
    d.until(lambda: scene.phase.hint is not None and scene.phase.hint.done)
    d.hover(scene.play_buttons.hint_btn.rect.center)              # the Hint button's name shows
    d.run(20)
    shot("table-hint")
    d.click("link")
    d.run(2)
    shot("table-share")
    d.click("back")
    while not scene.control.over:
        d.wait_for_human()
        if scene.control.over:
            break
        scene.control.start_move(choose(adviser, scene.state))
        d.until(lambda: scene.phase.anim is None)
    d.run(40)
    d.click("replay")
    for _ in range(len(scene.table.line) // 2):
        d.key(pygame.K_RIGHT)
        d.until(lambda: scene.phase.anim is None)
    d.key(pygame.K_RIGHT)
    d.wait(0.3)
    d.hover(scene.find("replay-next").rect.center)
    d.run(2)
    shot("table-replay")
    d.click("review")
    review = scene.phase.replay.review
    d.until(lambda: review.done, max_frames=60000)
    worst = max(review.review.entries, key=lambda e: (e.loss or 0, -e.number))
    scene.phase.replay.seek(worst.number)       # the costliest move, and the better one before it
    d.wait(1.0)
    shot("table-review")
    app.screens.settings()
    d.run(2)
    d.hover(app.scene.find("speed:Fast").rect.center)
    d.run(2)
    shot("table-settings")
    app.screens.menu()
    d.click("history")
    d.run(2)
    shot("table-finished-games")

    app.screens.menu()
    to_setup(d, "play:coloretto")
    d.click("seat0:Human")
    d.click("seat1:Friend")
    start_game(d)
    scene = app.scene
    d.wait_for_human()
    scene.control.start_move(choose(make_agent("coloretto", "medium", seed), scene.state))
    d.until(lambda: scene.phase.waiting_for_friend() and scene.phase.anim is None)
    d.wait(0.5)
    shot("table-friend")
    return shot.paths(TABLE_NAMES)


PHONES = {"portrait": (390, 844), "landscape": (844, 390)}
PHONE_GAMES = tuple(games())
PHONE_NAMES = tuple(f"phone-{shape}-{what}" for shape in PHONES
                    for what in ("menu",) + PHONE_GAMES + tuple(f"{g}-preview"
                                                                for g in PHONE_GAMES))


def take_phones(out_dir: str, seed: int = 42) -> list[str]:
    """A phone's screens, upright (390×844) and on its side (844×390), at two pixels a CSS
    px as a phone's browser gives the canvas: the menu, and every game in its middle (a few
    moves each by a medium computer and the player, then the player to move), then with
    the move a medium computer would advise tapped once: shown, waiting for a second tap."""
    from game.ai.agent import choose
    from game.table.registry import games
    from game.table.seats import make_agent
    from game.table.session import Table
    from game.ui.screen import Viewport

    paths = []
    for shape, (w, h) in PHONES.items():
        os.environ["GAME_TABLE_DATA"] = tempfile.mkdtemp(prefix="game-table-shots-")
        app = make_app(["--seed", str(seed)], viewport=Viewport.of(w, h, 2.0))
        app.min_think = 0.0
        app.touch = True            # a phone's words: "tap"
        d = Driver(app)
        shot = Camera(app, out_dir)
        d.run(3)
        shot(f"phone-{shape}-menu")
        for name in PHONE_GAMES:
            game = games()[name]
            v = game.variants[game.default_variant]
            table = Table.deal(game, v.name, v.default_options(), ["human", "medium"], seed)
            adviser = make_agent(name, "medium", seed)
            for _ in range(6):
                if table.is_over():
                    break
                table.play(choose(adviser, table.state))
            while not table.is_over() and table.state.to_move != 0:
                table.play(choose(adviser, table.state))
            scene = app.screens.table_scene(table)
            app.goto(scene)
            d.run(30)
            shot(f"phone-{shape}-{name}")
            # a first tap on the move the adviser would play: shown, waiting for a second
            move = choose(adviser, table.state)
            for _ in range(4):
                point = scene.view.input.target(scene.state, move)
                if point is None or scene.phase.proposed is not None:
                    break
                d.click((round(point[0]), round(point[1])), touch=True, again=False)
            d.run(30)
            shot(f"phone-{shape}-{name}-preview")
        paths += shot.paths(PHONE_NAMES)
    return paths


LANGUAGE_GAME = "coloretto"     # a game from a German table, in its middle
LANGUAGE_NAMES = tuple(f"language-{code}-{what}" for code in ("en", "de", "fr", "nl", "es", "it")
                       for what in ("menu", LANGUAGE_GAME, "rules"))


def take_languages(out_dir: str, seed: int = 42) -> list[str]:
    """Each language at a phone's size held upright (390×844, two pixels a CSS px), as the
    system asking for it opens the app (docs/i18n.md): the menu, Coloretto in its middle (a
    few moves each by a medium computer and the player, the player to move) and Collapsi's
    rules page."""
    from game.ai.agent import choose
    from game.core import i18n
    from game.table.registry import games
    from game.table.seats import make_agent
    from game.table.session import Table
    from game.ui.screen import Viewport

    paths: list[str] = []
    try:
        for code in i18n.LANGUAGES:
            os.environ["GAME_TABLE_DATA"] = tempfile.mkdtemp(prefix="game-table-shots-")
            with system_language(code):
                app = make_app(["--seed", str(seed)], viewport=Viewport.of(390, 844, 2.0))
            app.min_think, app.touch = 0.0, True
            d, shot = Driver(app), Camera(app, out_dir)
            d.run(3)
            shot(f"language-{code}-menu")
            game = games()[LANGUAGE_GAME]
            v = game.variants[game.default_variant]
            table = Table.deal(game, v.name, v.default_options(), ["human", "medium", "medium"],
                               seed)
            adviser = make_agent(LANGUAGE_GAME, "medium", seed)
            for _step in range(7):
                table.play(choose(adviser, table.state))
            while table.state.to_move != 0:
                table.play(choose(adviser, table.state))
            app.goto(app.screens.table_scene(table))
            d.run(30)
            shot(f"language-{code}-{LANGUAGE_GAME}")
            app.screens.rules(games()["collapsi"])
            d.run(3)
            shot(f"language-{code}-rules")
            paths += shot.paths(LANGUAGE_NAMES)
    finally:
        i18n.use(i18n.SOURCE)
    return paths
