"""Screenshots of every screen, taken by playing through the real UI with scripted clicks.

    python -m game.ui.screenshots docs/screenshots [--game collapsi] [--seed 42]

Writes menu, setup, rules, a game at its start, in the middle (with the legal moves
highlighted and a path previewed), during a move animation, while the AI thinks, and at the
end (result overlay and final board)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from .app import App  # noqa: E402
from .driver import Driver  # noqa: E402

NAMES = ("01-menu", "02-setup", "03-rules", "04-game-start", "05-game-middle",
         "06-game-moving", "07-game-thinking", "08-game-over", "09-game-over-board")


def _pick(state, moves):
    """A move worth showing: the longest path, preferring one that wraps round an edge."""
    def score(m):
        path_to = getattr(state, "path_to", None)
        if path_to is None:
            return 0
        path = path_to(m)
        size = getattr(state, "size", 4)
        wraps = any(abs(a // size - b // size) > 1 or abs(a % size - b % size) > 1
                    for a, b in zip(path, path[1:]))
        return len(path) * 2 + wraps * 3
    return max(moves, key=score)


def take(out_dir: str, game_name: str = "collapsi", seed: int = 42, level: str | None = None,
         middle_after: int = 4) -> list[str]:
    """Play one game through the UI and save the screenshots; returns the file paths."""
    os.makedirs(out_dir, exist_ok=True)
    app = App(["--seed", str(seed)])
    app.min_think = 0.6
    d = Driver(app)
    saved = []

    def shot(name):
        path = os.path.join(out_dir, f"{name}.png")
        pygame.image.save(app.screen, path)
        saved.append(path)

    d.run(2)
    d.hover(f"play:{game_name}")
    d.run(2)
    shot(NAMES[0])

    d.click(f"play:{game_name}")
    from .setup import available_levels
    levels = available_levels(game_name)
    level = level or ("hard" if "hard" in levels else levels[-1])
    d.click("seat0:Human")
    d.click("seat1:Computer")
    from .setup import LEVEL_TITLES
    d.click(f"level1:{LEVEL_TITLES[level]}")
    d.hover("start")
    d.run(2)
    shot(NAMES[1])

    d.click("rules")
    d.run(2)
    shot(NAMES[2])
    d.click("done")

    d.click("start")
    scene = app.scene
    d.wait_for_human()
    state = scene.state
    d.hover(scene.view.target(state, _pick(state, state.legal_moves())))
    d.run(3)
    shot(NAMES[3])

    # play on: the human's moves come from a decent AI, clicked like a person would
    from game.ai.agent import choose
    from game.ai.levels import make_agent
    try:
        adviser = make_agent(game_name, "hard" if "hard" in levels else levels[-1], seed)
    except Exception:
        adviser = make_agent(game_name, "random", seed)

    def advised():
        return choose(adviser, scene.state)

    human_moves = 0
    while not scene.over and human_moves < middle_after:
        d.wait_for_human()
        if scene.over:
            break
        d.click_move(advised())
        human_moves += 1
    d.wait_for_human()
    if not scene.over:
        st = scene.state
        d.hover(scene.view.target(st, _pick(st, st.legal_moves())))
        d.run(20)
        shot(NAMES[4])
        d.click_move(advised())
        anim = scene.anim
        if anim is not None:
            d.wait(anim.duration * 0.55)
        shot(NAMES[5])
        d.until(lambda: scene.thinking is not None or scene.over or scene.human_to_move())
        d.run(12)
        shot(NAMES[6])

    while not scene.over:
        d.wait_for_human()
        if scene.over:
            break
        d.click_move(advised())
    d.until(lambda: scene.overlay_visible)
    d.wait(0.5)
    d.frame([d.motion((0, 0))])
    shot(NAMES[7])
    d.click("see-board")
    d.run(2)
    shot(NAMES[8])
    return saved


def main(argv: list[str]) -> int:
    out = argv[0] if argv and not argv[0].startswith("--") else "docs/screenshots"
    game_name = argv[argv.index("--game") + 1] if "--game" in argv else "collapsi"
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 42
    for path in take(out, game_name, seed):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
