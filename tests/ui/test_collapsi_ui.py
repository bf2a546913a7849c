"""The Collapsi screen in every variant, driven through the real event loop: every combination
plays to the end by clicks in hot-seat and against the AI, the shifting board's arrows, the
sliding line, player's choice, and the solo puzzle's hint, buttons and remembered solves."""

import datetime
import os
import random

import pygame
import pytest

from game.collapsi.puzzle import daily_seed, deal_puzzle, hint
from game.collapsi.view.layout import card_under
from game.collapsi.rules import SHIFTS, ShiftingState, SoloState, solve
from game.table.registry import get_game
from game.ui.menu.setup import Seat, Setup
from game.ui import theme
from tests.support.driver import Driver

GAME = get_game("collapsi")
FAST = 0.1          # the largest frame step the app takes: animations end in a few frames

# every variant, player count and option the setup screen offers
COMBINATIONS = [(v, n, options) for v in ("standard", "big")
                for n in GAME.variants[v].player_counts
                for options in GAME.variants[v].option_combinations()]


def table(app, variant, players, options, seats):
    app.screens.start_game(GAME, Setup(variant, players, dict(options), list(seats)))
    return app.scene


def pick(state, turn: int):
    """A spread of legal moves (not always the first): deterministic but varied."""
    legal = state.legal_moves()
    return legal[(turn * 7 + 3) % len(legal)]


def play_by_clicks(d: Driver, scene, max_moves: int = 200) -> int:
    """Play the humans' moves by clicking what `target` names (a shifting move takes its
    destination, then its arrow) until the game ends; returns the moves clicked."""
    clicked = 0
    while not scene.control.over:
        d.until(lambda: scene.control.human_to_move() or scene.control.over)
        if scene.control.over:
            break
        before = len(scene.state.history)
        move = pick(scene.state, before)
        for _ in range(2):      # a shifting field grown past a fingertip's cards: the zoom
            d.click_move(move)  # first enlarges the part round the card (or closes another)
            if not scene.view.zooming() or scene.view.input.pending is not None:
                break
        if isinstance(move, tuple):
            assert scene.view.input.pending == move[0] and scene.phase.anim is None
            d.click_move(move)
        assert scene.phase.pending == move, "the click did not make the move"
        d.until(lambda: len(scene.state.history) == before + 1)
        clicked += 1
        assert clicked < max_moves
    return clicked


def test_the_setup_screen_offers_every_variant_and_option(app):
    d = Driver(app)
    app.screens.setup(GAME)
    d.click("variant:Big board 6×6")
    assert app.scene.find("players:4") is not None
    d.click("option:board:Shifting")
    d.click("option:start:Player's choice")
    assert app.scene.setup.options == {"board": "shifting", "start": "choice",
                                       "opening": "step"}
    d.click("option:start:Jacks, first move 1 to 4")
    assert app.scene.setup.options == {"board": "shifting", "start": "jacks",
                                       "opening": "classic"}


@pytest.mark.parametrize("variant,players,options", COMBINATIONS,
                         ids=[f"{v}-{n}p-{'-'.join(o.values())}" for v, n, o in COMBINATIONS])
def test_every_combination_plays_to_the_end_in_hot_seat(app, variant, players, options):
    scene = table(app, variant, players, options, [Seat("human")] * players)
    d = Driver(app, FAST)
    clicked = play_by_clicks(d, scene)
    state = scene.state
    assert clicked == len(state.history) and state.is_over()
    assert [e.notation for e in scene.table.played] == notation(state)
    d.run(10)
    assert scene.control.overlay_visible


def notation(state):
    """The moves of `state` in notation, each written in its own position on a replay."""
    fresh = GAME.start(state.variant, state.options, state.players, state.setup)
    out = []
    for move in state.history:
        out.append(fresh.format_move(move))
        fresh.push(move)
    return out


@pytest.mark.parametrize("variant,players,options", [
    ("standard", 2, {"board": "shifting"}), ("standard", 2, {"start": "choice"}),
    ("big", 3, {"board": "shifting", "start": "choice"}), ("big", 4, {})])
def test_variants_play_to_the_end_against_the_ai(app, variant, players, options):
    app.min_think = 0.0
    scene = table(app, variant, players, options,
                  [Seat("human")] + [Seat("ai", "easy")] * (players - 1))
    d = Driver(app, FAST)
    play_by_clicks(d, scene)
    assert scene.state.is_over()
    assert any(e.seat != 0 for e in scene.table.played), "the computers never moved"


def test_the_solo_puzzle_plays_to_the_end_with_the_expert_seated(app):
    app.min_think = 0.0
    scene = table(app, "solo", 1, {}, [Seat("ai", "expert")])
    Driver(app, FAST).until(lambda: scene.control.over)
    assert scene.state.outcome().winners == (0,)     # every puzzle dealt can be solved


# --- the shifting board --------------------------------------------------------------------------
def shifting_table(app, humans=2):
    scene = table(app, "standard", 2, {"board": "shifting"}, [Seat("human")] * humans)
    return scene, Driver(app, FAST)


def test_a_shift_is_chosen_with_the_arrow_after_the_destination(app):
    scene, d = shifting_table(app)
    state = scene.state
    dest, _ = state.legal_moves()[0]
    d.click(scene.view.input.target(state, (dest, "<")))
    assert scene.view.input.selecting() and scene.phase.anim is None and not state.history
    view = scene.view
    for shift in SHIFTS:   # all four arrows are offered, at distinct finger-sized spots
        spot = view.input.target(state, (dest, shift))
        assert view.input.choice_at(state, view.geo(state), spot) == ("shift", shift)
    arrows = [r for r in view.input.hit_rects(state, scene.context()) if any(
        r.collidepoint(view.input.target(state, (dest, s))) for s in SHIFTS)]
    assert len(arrows) == 4 and all(min(r.size) >= 32 for r in arrows)
    d.click(scene.view.input.target(state, (dest, "v")))
    assert scene.phase.pending == (dest, "v")
    d.until(lambda: state.history)
    assert state.history == [(dest, "v")] and not scene.view.input.selecting()


def test_escape_a_click_beside_the_board_and_the_arrow_keys(app):
    scene, d = shifting_table(app)
    state = scene.state
    dest, _ = state.legal_moves()[0]
    d.click(scene.view.input.target(state, (dest, "<")))
    d.key(pygame.K_ESCAPE)
    assert not scene.view.input.selecting() and app.scene is scene      # Escape drops it first
    d.click(scene.view.input.target(state, (dest, "<")))
    d.click((scene.view.rect.x + 4, scene.view.rect.bottom - 4))
    assert not scene.view.input.selecting() and not state.history
    d.click(scene.view.input.target(state, (dest, "<")))
    d.key(pygame.K_RIGHT)
    assert scene.phase.pending == (dest, ">")


def test_the_shifted_line_slides_with_its_pawns_and_the_board_follows(app):
    scene, d = shifting_table(app)
    state = scene.state
    dest, _ = state.legal_moves()[0]
    row = state.spots[dest][0]
    line = {c for c, (r, _) in enumerate(state.spots) if r == row}
    d.click(scene.view.input.target(state, (dest, ">")))
    d.click(scene.view.input.target(state, (dest, ">")))
    anim = scene.phase.anim
    assert set(anim.line) == line and anim.vector == (0, 1)
    slid = False
    while scene.phase.anim is anim:
        slid |= anim.slide > 0
        d.frame()
    assert slid, "the line never slid"
    assert all(state.spots[c] == (row, k + 1) for c in line for k in [c % 4])
    assert state.field_size() == (4, 5)
    # the view's cards follow the state: every card is drawn where the state has it
    geo = scene.view.geo(state)
    for card in range(16):
        r, c = state.spots[card]
        rect = geo.cell(r - state.top, c - state.left)
        assert card_under(state, geo, rect.center) == card


def test_the_board_fits_a_field_that_keeps_growing(app):
    scene, d = shifting_table(app)
    state = scene.state
    # one line slid out again and again: the field widens, the cards shrink to fit
    for _ in range(4):
        if state.is_over():
            break
        move = max(state.legal_moves(), key=lambda m: (m[1] == ">", -m[0]))
        scene.control.start_move(move)
        d.until(lambda: scene.phase.anim is None)
    view = scene.view
    geo = view.geo(state)
    rows, cols = state.field_size()
    assert (geo.rows, geo.cols) == (rows, cols)
    assert geo.cell(0, 0).left >= view.rect.left
    assert geo.cell(rows - 1, cols - 1).right <= view.rect.right
    assert geo.field.bottom <= view.rect.bottom


# --- player's choice ------------------------------------------------------------------------------
def test_choosing_starting_cards_by_click(app):
    scene = table(app, "big", 3, {"start": "choice"}, [Seat("human")] * 3)
    d = Driver(app, FAST)
    state = scene.state
    jack = state.grid.index("J")
    d.click(scene.view.input.target(state, jack))          # a face-down jack is no starting card
    assert scene.phase.pending is None and not state.history
    free = state.legal_moves()
    for seat in range(3):
        d.until(lambda: scene.control.human_to_move())
        d.click_move(free[seat])
        d.until(lambda: len(state.history) == seat + 1)
        assert state.pawns[seat] == free[seat]
    assert [e.notation for e in scene.table.played] == [f"@{state.cell_name(c)}"
                                                        for c in free[:3]]
    assert not state.choosing()


# --- the solo puzzle ---------------------------------------------------------------------------
def solo_table(app):
    scene = table(app, "solo", 1, {}, [Seat("human")])
    return scene, Driver(app, FAST)


def wait_for_hint(d, scene):
    d.until(lambda: scene.phase.hint is not None and scene.phase.hint.done)
    return scene.phase.hint.move


def test_the_hint_shows_the_next_move_of_a_solution(app):
    scene, d = solo_table(app)
    state = scene.state
    d.click("hint")
    assert wait_for_hint(d, scene) == hint(state) == solve(state)[0]
    d.click_move(scene.phase.hint.move)
    d.until(lambda: len(state.history) == 1)
    assert scene.phase.hint is None                          # a hint lasts one move
    d.key(pygame.K_h)
    assert wait_for_hint(d, scene) == solve(state)[0]


def losing_move(state):
    """A move after which the puzzle goes on but can no longer be solved, or None."""
    for move in state.legal_moves():
        state.push(move)
        lost = not state.is_over() and solve(state) is None
        state.pop()
        if lost:
            return move
    return None


def test_a_lost_puzzle_gets_no_hint_but_a_message(app):
    seed = next(s for s in range(1, 100)
                if losing_move(GAME.start("solo", {}, 1, deal_puzzle(s))) is not None)
    app.screens.start_game(GAME, Setup("solo", 1, {}, [Seat("human")]), seed)
    scene, d = app.scene, Driver(app, FAST)
    state = scene.state
    d.click_move(losing_move(state))
    d.until(lambda: len(state.history) == 1)
    assert not state.is_over()
    d.click("hint")
    wait_for_hint(d, scene)
    assert scene.phase.hint.note == "This puzzle can no longer be solved"


def solve_by_clicks(d, scene) -> None:
    for move in solve(scene.state):
        d.until(lambda: scene.control.human_to_move())
        d.click_move(move)
    d.until(lambda: scene.control.over)


def test_solved_puzzles_are_counted_once_and_remembered(app):
    scene, d = solo_table(app)
    assert scene.view.solved_counts(app.store) == (0, 0)
    solve_by_clicks(d, scene)
    assert scene.state.outcome().winners == (0,)
    assert scene.view.solved_counts(app.store) == (1, 1)
    d.run(10)
    d.click("see-board")
    d.click("restart")                                  # the same puzzle again: still one
    assert not scene.state.history
    solve_by_clicks(d, scene)
    assert scene.view.solved_counts(app.store) == (1, 1)
    d.run(10)
    d.click("see-board")
    d.click("new-puzzle")                               # another puzzle, solved with a hint
    d.click("hint")
    solve_by_clicks(d, scene)
    assert scene.view.solved_counts(app.store) == (2, 1)
    # a new session reads what this one remembered
    from game.screens import make_app
    later = make_app([])
    later.fixed_seed = 50
    again = table(later, "solo", 1, {}, [Seat("human")])
    assert again.view.solved_counts(again.app.store) == (2, 1)


def test_a_damaged_record_of_solves_is_set_aside(app):
    folder = os.environ["GAME_TABLE_DATA"]
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "collapsi-puzzles.json")
    with open(path, "w") as f:
        f.write('{"solved": [1, 2')                    # cut off mid-write
    scene, d = solo_table(app)
    d.run(2)
    assert scene.view.solved_counts(app.store) == (0, 0)
    assert "The record of puzzles solved could not be read" in app.notice   # for the menu
    assert "set aside as collapsi-puzzles.json.damaged" in app.notice
    assert os.path.exists(path + ".damaged") and not os.path.exists(path)
    solve_by_clicks(d, scene)
    assert scene.view.solved_counts(app.store) == (1, 1)
    with open(path + ".damaged") as f:
        assert f.read() == '{"solved": [1, 2'          # kept as it was, for the curious


def test_todays_puzzle_button_and_its_label(app):
    scene, d = solo_table(app)
    today = datetime.date.today()
    d.click("daily")
    assert scene.table.seed == daily_seed(today)
    assert scene.state.setup == deal_puzzle(daily_seed(today))
    assert scene.view.words.deal_label(scene.state, scene.table.seed).startswith("Daily puzzle #")
    d.run(2)
    assert not scene.view.daily_btn.visible            # already on today's puzzle


def test_the_solo_puzzle_opens_on_todays_puzzle_until_it_is_solved(app):
    app.fixed_seed = None                              # a player's app, not a test's deal
    app.screens.start_game(GAME, Setup("solo", 1, {}, [Seat("human")]))
    scene = app.scene
    assert isinstance(scene.state, SoloState)
    assert scene.table.seed == daily_seed(datetime.date.today())
    solve_by_clicks(Driver(app, FAST), scene)
    app.screens.start_game(GAME, Setup("solo", 1, {}, [Seat("human")]))
    assert app.scene.table.seed != daily_seed(datetime.date.today())   # solved: a fresh one


def test_the_standard_game_has_no_puzzle_buttons(app):
    scene = table(app, "standard", 2, {}, [Seat("human"), Seat("human")])
    assert scene.controls() == []
    assert not isinstance(scene.state, ShiftingState)


def test_from_the_menu_to_the_end_of_a_variation(app):
    """The way a player gets there: menu, setup (variant, players, both options, seats), play."""
    app.min_think = 0.0
    d = Driver(app, FAST)
    app.screens.menu()
    d.click("play:collapsi")
    d.click("variant:Big board 6×6")
    d.click("players:3")
    d.click("option:board:Shifting")
    d.click("option:start:Player's choice")
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click("level1:Easy")
    d.click("seat2:Human")
    d.click("start")
    scene = app.scene
    assert (scene.state.variant, scene.state.players, scene.state.options) == (
        "big", 3, {"board": "shifting", "start": "choice"})
    play_by_clicks(d, scene)
    assert scene.state.is_over()
    d.run(10)
    d.click("overlay-menu")
    assert app.scene.name == "menu"


def test_every_trail_since_your_turn_lies_on_its_cards_where_they_are_now(app):
    """On the shifting board a line the path crossed may shift after the walk: the trail is
    drawn on the cards it walked where they lie now, from the collapsed starting card to the
    card under the mover's pawn, in upright and level segments joined end to end (a jog on
    the border where a line slid); with four players every computer's trail since the
    human's turn is there, each ending under its pawn after the others' shifts."""
    from game.collapsi.view.layout import place
    from game.ui.view import Recent
    view = app.view(GAME)
    moved_cards = 0
    for seed in range(12):
        state = GAME.new_game("big" if seed % 2 else "standard", {"board": "shifting"},
                              4 if seed % 2 else 2, seed)
        rng = random.Random(seed)
        recent = []
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            before = state.clone()
            state.push(move)
            if before.choosing():
                continue
            recent = (recent + [Recent(before.to_move, move, before)])[-3:]
            trails = view.trails(tuple(recent), state)
            assert [seat for seat, _, _ in trails] == [r.seat for r in recent]
            for r, (seat, cells, segs) in zip(recent, trails, strict=True):
                dest = r.move[0]
                start = r.before.pawns[seat]
                assert cells[0] == place(state, start) and state.collapsed >> start & 1
                assert cells[-1] == place(state, dest)
                if r is recent[-1] or state.pawns[seat] == dest:
                    assert cells[-1] == place(state, state.pawns[seat])     # under the pawn
                for (ra, ca), (rb, cb) in segs:
                    assert ra == rb or ca == cb, (seed, r.move)
                rows, cols = state.field_size()

                def beyond(p):
                    return not (0 <= p[0] < rows and 0 <= p[1] < cols)
                end = cells[0]          # joined end to end, but where it wraps: out, in
                for p, q in segs:
                    assert p == end or (beyond(end) and beyond(p)), (seed, r.move, segs)
                    end = q
                assert end == cells[-1]
            walked = [place(before, c) for c in before.path_to(move[0])]
            moved_cards += walked != trails[-1][1]
    assert moved_cards > 10          # the case happens: cards walked on have slid since
    scene, d = None, Driver(app, 0.1)
    app.min_think = 0.0
    scene = table(app, "big", 4, {}, [Seat("human")] + [Seat("ai", "easy")] * 3)
    for _ in range(2):
        d.until(lambda: scene.control.human_to_move())
        scene.control.start_move(scene.state.legal_moves()[0])
        d.until(lambda: scene.phase.anim is None)
    d.until(lambda: scene.control.human_to_move())
    trails = scene.view.trails(scene.context().recent, scene.state)
    assert [seat for seat, _, _ in trails] == [1, 2, 3]


def test_a_trail_after_its_own_shift_starts_on_the_collapsed_card_and_ends_under_the_pawn(app):
    """The new player's two cases: a walk along a row that then shifts (the trail began on
    a face-up card, where the start had been), and a column shifted after a step down it
    (the trail ended on an empty square)."""
    from game.collapsi.view.layout import place
    from game.collapsi.view.motion import Trails
    from game.ui.view import Recent
    seen = set()
    for seed in range(60):
        state = GAME.new_game("standard", {"board": "shifting"}, 2, seed)
        for move in state.legal_moves():
            dest, shift = move
            path = state.path_to(dest)
            before = state.clone()
            after = state.clone()
            after.push(move)
            line = [place(before, c) for c in path]
            row, col = place(before, dest)
            kind = ("row" if shift in "<>" and any(r == row for r, _ in line[:-1]) else
                    "column" if shift in "^v" and any(c == col for _, c in line[:-1]) else
                    None)
            if kind is None:
                continue
            (seat, cells, segs), = Trails()((Recent(before.to_move, move, before),), after)
            start = before.pawns[before.to_move]
            assert cells[0] == place(after, start) and after.collapsed >> start & 1
            assert cells[-1] == place(after, after.pawns[seat])
            assert after.card_at(*cells[-1]) == dest       # a card, not a gap
            assert segs[0][0] == cells[0] and segs[-1][1] == cells[-1]
            seen.add(kind)
        if seen == {"row", "column"}:
            break
    assert seen == {"row", "column"}


def test_leaving_the_puzzle_early_asks_for_a_second_click(app):
    """The exit while cards are still face up ends the puzzle unsolved: the first click only
    warns (Escape forgets it), the second leaves; a solving exit needs one click."""
    seed = next(s for s in range(1, 200)
                if (st := GAME.start("solo", {}, 1, deal_puzzle(s))).exit in st.legal_moves())
    app.screens.start_game(GAME, Setup("solo", 1, {}, [Seat("human")]), seed)
    scene, d = app.scene, Driver(app, FAST)
    exit_card = scene.state.exit
    assert scene.state.face_up_left() > 0
    d.click_move(exit_card)
    assert not scene.state.history and scene.phase.pending is None
    assert scene.view.input.leaving == exit_card
    d.key(pygame.K_ESCAPE)                          # never mind
    assert scene.view.input.leaving is None and app.scene is scene
    d.click_move(exit_card)
    d.click_move(exit_card)
    d.until(lambda: scene.control.over)
    assert not scene.state.outcome().winners        # unsolved, as the warning said
    # the solving exit: one click
    seed = next(s for s in range(1, 200) if solve(GAME.start("solo", {}, 1, deal_puzzle(s))))
    app.screens.start_game(GAME, Setup("solo", 1, {}, [Seat("human")]), seed)
    scene = app.scene
    solve_by_clicks(d, scene)
    assert scene.state.outcome().winners == (0,)


def test_a_solved_puzzle_says_solved_with_its_moves_and_time_and_names_no_winner(app):
    scene, d = solo_table(app)
    d.run(30)                                            # half a second before the first move
    solve_by_clicks(d, scene)
    d.until(lambda: scene.control.overlay_visible)
    assert scene.control.winner_line(scene.state.outcome()) == "Solved"
    assert scene.headline.words()[0] == "Game over · Solved"
    assert scene.panels.status_line(0, scene.state.outcome())[:2] == ("Solved", theme.GOLD)
    assert scene.panels.status_line(0, scene.state.outcome())[3] is None      # no crown
    assert scene.control.solo_time is not None and scene.control.solo_time >= 0.4
    frozen = scene.control.solo_time
    d.run(30)
    assert scene.control.solo_time == frozen                     # the clock stops with the puzzle


def test_the_stuck_pawn_is_tagged_in_words_at_the_end(app, monkeypatch):
    """At the end the pawn that cannot move is tagged STUCK over its card (a grey cross in a
    circle looked like a close button); never during the game."""
    from test_table import table
    from game.ui import draw
    written = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, label, *a, **k: written.append(label)
                        or real(surface, label, *a, **k))
    scene, d = table(app, "collapsi", seats=("easy", "easy"))
    while not scene.control.over:
        written.clear()
        d.frame()
        assert "STUCK" not in written or scene.control.over
    scene.phase.show_result = False
    written.clear()
    d.run(40)
    assert "STUCK" in written
