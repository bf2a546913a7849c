"""Nothing overlaps anything or leaves the 1280×720 canvas: every text and tag of the game
screen, in every game, variant and option, at its largest table — at the start, in the middle
with a hint on each legal move (and each move awaiting Confirm), in the replay and under the
result (checks.layout_problems)."""

import random
import types

import pytest
from checks import layout_problems

from game.table.registry import games
from game.table.session import Table


def tables():
    """(game, variant, options) at the largest player count, each option choice once."""
    out = []
    for game in games().values():
        for name, v in game.variants.items():
            out += [(game.name, name, max(v.player_counts), opts) for opts in v.option_sets()]
    return out


def hinted(app, scene, move, confirm: bool) -> list[str]:
    if confirm:
        scene.phase.proposed, scene.phase.hint = move, None
    else:
        scene.phase.proposed = None
        scene.phase.hint = types.SimpleNamespace(done=True, move=move, note=None, stale=False)
    scene.update(0.0)
    return layout_problems(app)


@pytest.mark.parametrize("game,variant,players,options", tables(),
                         ids=lambda v: v if isinstance(v, str) else None)
def test_nothing_overlaps_at_the_largest_table(app, driver, game, variant, players, options):
    rng = random.Random(7)
    seats = ["human"] + ["medium"] * (players - 1)
    table = Table.deal(games()[game], variant, options, seats, 5)
    problems = []

    def look(where):
        driver.run(2)
        problems.extend(f"{where}: {p}" for p in layout_problems(app))

    scene = app.screens.table_scene(table)
    app.goto(scene)
    look("start")
    for stage in ("start", "middle"):
        if stage == "middle":       # a few moves by everybody, then the human's turn again
            for _ in range(rng.randint(4, 9) * players):
                if table.is_over():
                    break
                table.play(rng.choice(table.state.legal_moves()))
            scene.control.use(table)
            if table.is_over():
                break
            look("middle")
        if table.state.to_move != 0 or table.is_over():
            continue
        legal = table.state.legal_moves()
        for move in rng.sample(legal, min(len(legal), 25)):
            for confirm in (False, True):
                found = hinted(app, scene, move, confirm)
                problems.extend(f"{stage} {'confirm' if confirm else 'hint'} {move!r}: {p}"
                                for p in found)
        scene.phase.proposed = scene.phase.hint = None
    while not table.is_over():
        table.play(rng.choice(table.state.legal_moves()))
    scene.control.use(table)
    driver.until(lambda: scene.control.overlay_visible, 200)
    driver.run(30)
    look("result")
    scene.start_replay(0)
    look("replay start")
    scene.phase.replay.seek(len(table.line) // 2)
    look("replay middle")
    assert not problems, "\n".join(problems[:30]) + f"\n({len(problems)} in all)"


def test_spectrangle_rack_column_with_skip_and_exchange(app, driver):
    """The rack's controls column at its fullest: no tile fits, so Skip and Exchange take the
    hand value's place above the symbols toggle (and Exchange turns into Cancel)."""
    game = games()["spectrangle"]
    for deal in range(200):
        table = Table.deal(game, "standard", {}, ["human", "medium"], deal)
        rng = random.Random(deal)
        while not table.is_over() and not (table.state.to_move == 0
                                            and table.state.can_exchange()):
            table.play(rng.choice(table.state.legal_moves()))
        if not table.is_over():
            break
    assert table.state.can_skip() and table.state.can_exchange()
    scene = app.screens.table_scene(table)
    app.goto(scene)
    driver.run(2)
    view = scene.view
    assert view.skip_btn.visible and view.exchange_btn.visible and view.symbols_btn.visible
    assert layout_problems(app) == []
    driver.click("exchange")
    driver.run(2)
    assert view.exchange_btn.label == "Cancel"
    assert layout_problems(app) == []


def wordiest_tables():
    """Each variant at its largest table with the most words of options away from their
    defaults at once (options that exclude each other cannot all be changed)."""
    def words(v, options):
        return sum(len(o.label(options[o.name])) for o in v.options
                   if options[o.name] != o.default)
    return [(game.name, name, max(v.player_counts),
             max(v.option_combinations(), key=lambda options, v=v: words(v, options)))
            for game in games().values() for name, v in game.variants.items()]


@pytest.mark.parametrize("game,variant,players,options", wordiest_tables(),
                         ids=lambda v: v if isinstance(v, str) else None)
def test_the_menu_tells_a_game_in_progress_within_its_tile(game, variant, players, options):
    """Resume's summary (variant, options, move, opponents) at its longest stays in the tile."""
    from game.table import saves
    from game.screens import make_app
    from tests.support.driver import Driver
    table = Table.deal(games()[game], variant, options, ["human"] + ["medium"] * (players - 1), 3)
    rng = random.Random(3)
    for _ in range(9):                  # a game in progress: never the move that ends it
        state = table.state
        going_on = [m for m in state.legal_moves()
                    if not (state.push(m), state.is_over(), state.pop())[1]]
        if not going_on:
            break
        table.play(rng.choice(going_on))
    assert not table.is_over()
    later = make_app([])
    saves.save_current(later.store, table.record())
    later.screens.menu()
    Driver(later).run(2)
    summary = later.scene.resumes[game]
    assert f"move {len(table.record().moves) + 1}" in summary
    assert ("vs Medium" if players > 1 else "solo") in summary
    assert layout_problems(later) == []
