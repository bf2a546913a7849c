"""Coloretto's screen through the real event loop: every step is a scripted mouse event (or
key) handled by `App.frame`, as in the live app.  Whole games against the computer in both
rule sets (draw: the deck, then a row; take: a Take button or the row itself), the drawn card
kept hidden until the deck is clicked, a draw that cannot be taken back, five computers to
the end, two humans at one screen, the last-round warning, the scoring table, touch sizes and
the screenshots."""

import random
from itertools import pairwise

import pygame
import pytest
from checks import assert_real_screenshots, landed

from game.coloretto.rules import LAST
from game.coloretto.view import DrawAnimation, TakeAnimation
from game.coloretto.view.words import deck_caption
from game.table.registry import get_game
from game.ui.menu.setup import Seat, Setup
from tests.support.driver import Driver
from tests.support.screenshots import COLORETTO_NAMES, take_coloretto

GAME = get_game("coloretto")
VARIANT_TITLES = {"colors": "Simple rules (2-5 players)",
                  "official": "Official rules (3-5 players)"}


def start(app, variant, seats, seed=11):
    app.min_think = 0.05
    app.screens.start_game(GAME, Setup(variant, len(seats), {}, list(seats)), seed=seed)
    return app.scene


def fast(app) -> Driver:
    """A driver with 100 ms frames (the most a frame may advance): animations take a sixth
    of the frames, through the same code."""
    return Driver(app, dt=0.1)


def draw_by_clicks(d, scene, row: int) -> str:
    """Click the deck (the card turns over), then row `row`; returns the card seen."""
    st = scene.state
    d.click(scene.view.input.target(st, f"d{row}"))
    held = scene.view.input.held
    assert held is not None and held["card"] == st.next_card_if_drawn()
    assert scene.phase.pending is None                     # nothing is played by the deck alone
    d.click(scene.view.input.target(st, f"d{row}"))
    return held["card"]


def replays(scene) -> None:
    """The move list replays to the position on the table."""
    st = scene.state
    replay = GAME.start(st.variant, st.options, st.players, st.setup)
    for entry in scene.table.played:
        replay.play(entry.notation)
    assert replay.position_json() == st.position_json()


# --- setup ------------------------------------------------------------------------------------
def test_setup_offers_both_rule_sets_and_their_player_counts(driver):
    d = driver
    d.run(2)
    d.click("play:coloretto")
    scene = d.app.scene
    assert scene.name == "setup"
    d.click(f"variant:{VARIANT_TITLES['colors']}")
    assert [scene.find(f"players:{n}") is not None for n in (2, 3, 4, 5)] == [True] * 4
    d.click("players:5")
    assert all(scene.find(f"seat{s}:Human") for s in range(5))
    d.click(f"variant:{VARIANT_TITLES['official']}")
    assert scene.find("players:2") is None
    assert all(scene.find(f"players:{n}") for n in (3, 4, 5))
    d.click("players:3")
    d.click("seat0:Human")
    d.click("seat1:Computer")
    d.click("level1:Easy")
    d.click("seat2:Computer")
    d.click("level2:Medium")
    d.click("start")
    play = d.app.scene
    assert play.name == "play" and play.game is GAME
    assert play.state.variant == "official" and play.state.players == 3
    # the official deal: everyone starts with one card of a different colour
    starting = play.state.setup["starting"]
    assert len(set(starting)) == 3
    assert [sum(play.state.piles[s]) for s in range(3)] == [1, 1, 1]


# --- whole games --------------------------------------------------------------------------------
@pytest.mark.parametrize("variant,players", [("colors", 2), ("official", 3)])
def test_whole_game_against_the_computer_by_clicks(app, variant, players):
    d = fast(app)
    app.min_think = 0.05
    app.fixed_seed = 3
    d.run(2)
    d.click("play:coloretto")
    d.click(f"variant:{VARIANT_TITLES[variant]}")
    d.click(f"players:{players}")
    d.click("seat0:Human")
    for seat in range(1, players):
        d.click(f"seat{seat}:Computer")
        d.click(f"level{seat}:Easy")
    d.click("start")
    scene = app.scene
    assert scene.control.humans == frozenset({0})
    rng = random.Random(variant)
    ways = {"draw": 0, "take-button": 0, "take-row": 0}
    for _ in range(200):
        d.wait_for_human()
        if scene.control.over:
            break
        st = scene.state
        before, round0 = len(st.history), st.round
        rows = st.legal_rows_for_draw()
        takes = st.legal_takes()
        if rows and (not takes or rng.random() < 0.7):
            row = rng.choice(rows)
            card = draw_by_clicks(d, scene, row)
            ways["draw"] += 1
            move = f"d{row}"
            landed(d, scene, before, move)
            assert scene.state.rows[row - 1][-1] == card
        else:
            row = rng.choice(takes)
            move = f"t{row}"
            if rng.random() < 0.5:
                ways["take-button"] += 1
                d.click(f"take{row}")
            else:
                ways["take-row"] += 1
                d.click(scene.view.geo(st).slots[row - 1][1].center)
            landed(d, scene, before, move)
            # out for the round (or the round, or the game, is over)
            assert (scene.state.took[0] == row - 1 or scene.state.round > round0
                    or scene.state.is_over())
    else:
        raise AssertionError("the game did not end")
    assert all(ways.values()), ways
    d.until(lambda: scene.control.overlay_visible)
    out = scene.state.outcome()
    line = scene.control.winner_line(out)
    assert line == "A draw" or "win" in line
    replays(scene)
    # the result box carries the scoring table, wide enough for it
    assert scene.view.seats.result_width(scene.state) > 580
    assert scene.view.seats.result_height(scene.state, out, 820) >= 56 * players
    d.click("see-board")
    assert not scene.control.overlay_visible
    d.click("show-result")
    d.click("overlay-menu")
    assert app.scene.name == "menu"


def test_five_computers_play_to_the_end_and_five_panels_fit(app):
    d = fast(app)
    scene = start(app, "colors", [Seat("ai", lv) for lv in
                                  ("easy", "medium", "random", "easy", "medium")], seed=21)
    rects = scene.panels.rects()
    assert len(rects) == 5 and scene.panels.compact()
    for a, b in pairwise(rects):
        assert a.bottom <= b.top
    assert rects[0].top >= 68 and rects[-1].bottom <= 720 - 30
    for r in rects:
        area = scene.panels.area(r)
        assert r.contains(area) and area.h >= 40
    kinds = set()
    d.until(lambda: scene.control.over, max_frames=30000)
    for entry in scene.table.played:
        kinds.add(entry.notation[0])
    assert kinds == {"d", "t"}
    d.until(lambda: scene.control.overlay_visible)
    replays(scene)
    # the scoring box still fits on the screen with five rows
    out = scene.state.outcome()
    h = scene.view.seats.result_height(scene.state, out, 820)
    assert scene.lay.overlay.h + h - 3 * 23 + 12 <= 720


@pytest.mark.parametrize("variant", ["colors", "official"])
def test_computers_draw_with_a_flip_and_take_with_a_flight(app, variant):
    d = Driver(app)
    scene = start(app, variant, [Seat("ai", "medium")] * 3, seed=4)
    seen = {"draw-flip": 0, "draw-face": 0, "take-flight": 0}
    while not scene.control.over and min(seen.values()) == 0:
        d.frame()
        anim = scene.phase.anim
        if isinstance(anim, DrawAnimation):
            name, t = anim.phase()
            assert name in ("last", "fly")          # never the human's "place" only
            if name == "fly":
                seen["draw-flip" if t < 0.5 else "draw-face"] += 1
            # the card goes on its row only when the animation is over
            assert len(scene.state.rows[anim.row]) == anim.slot
        elif isinstance(anim, TakeAnimation):
            if any(0 < anim.flight(i) < 1 for i in range(len(anim.cards))):
                seen["take-flight"] += 1
            assert scene.state.taken[anim.row] < 0
    assert min(seen.values()) > 0, seen


def test_two_humans_at_one_screen(app):
    d = fast(app)
    scene = start(app, "colors", [Seat("human"), Seat("human")], seed=8)
    assert scene.control.humans == frozenset({0, 1}) and not scene.table.computers
    rng = random.Random(2)
    movers = set()
    while not scene.control.over:
        d.wait_for_human()
        if scene.control.over:
            break
        st = scene.state
        movers.add(st.to_move)
        d.run(1)
        assert scene.view.words.status(st)
        before = len(st.history)
        rows, takes = st.legal_rows_for_draw(), st.legal_takes()
        if rows and (not takes or rng.random() < 0.75):
            row = rng.choice(rows)
            draw_by_clicks(d, scene, row)
            landed(d, scene, before, f"d{row}")
        else:
            row = rng.choice(takes)
            d.click(f"take{row}")
            landed(d, scene, before, f"t{row}")
    assert movers == {0, 1}
    d.until(lambda: scene.control.overlay_visible)
    replays(scene)
    # undo takes back one move at a time when everyone is human
    n = len(scene.table.played)
    d.click("see-board")
    d.click("undo")
    assert len(scene.table.played) == n - 1 and not scene.control.over


# --- the hidden card ----------------------------------------------------------------------------
def test_the_top_card_is_looked_at_only_when_the_deck_is_clicked(app, driver):
    d = driver
    scene = start(app, "colors", [Seat("human"), Seat("ai", "easy")], seed=5)
    d.wait_for_human()
    st = scene.state
    calls = []
    real = st.next_card_if_drawn

    def spy():
        calls.append(len(st.history))
        return real()
    st.next_card_if_drawn = spy
    top = real()
    g = scene.view.geo(st)
    # hover everything, press and drag about, wait: the card is never looked at
    for pos in [g.held.center, g.deck.center, g.trays[0].center, g.trays[1].center, (640, 700)]:
        d.hover(pos)
        d.run(5)
    d.frame([d.down(g.deck.center)])
    d.frame([d.motion((g.deck.centerx + 200, g.deck.centery), buttons=(1, 0, 0))])
    d.frame([d.up((g.deck.centerx + 200, g.deck.centery))])     # dragged off: no draw
    d.run(10)
    assert calls == [] and scene.view.input.held is None
    spot = pygame.Rect(g.held)
    before = app.screen.subsurface(spot).copy()
    assert "lit row" not in scene.view.words.status(st)
    # now the player draws: the card turns over into the drawn-card spot
    d.click(g.deck.center)
    assert calls and scene.view.input.held["card"] == top
    d.wait(1.0)
    after = app.screen.subsurface(spot).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    assert scene.view.words.status(st).endswith("on a lit row")
    assert scene.phase.pending is None and len(st.history) == 0


def test_a_drawn_card_must_be_placed(app, driver):
    d = driver
    scene = start(app, "colors", [Seat("human"), Seat("ai", "easy")], seed=13)
    d.wait_for_human()
    # put a card on row 1 so that a take is possible, then draw again
    draw_by_clicks(d, scene, 1)
    d.until(lambda: scene.phase.anim is None)
    d.wait_for_human()
    st = scene.state
    assert 1 in st.legal_takes()    # this deal's computer draws: row 1 can be taken
    d.click(scene.view.input.target(st, "d2"))
    card = scene.view.input.held["card"]
    # holding a card: no Take buttons, clicking a row places the card instead of taking it
    assert scene.find("take1") is None
    assert scene.view.input.target(st, "t1") is None
    # Escape leaves for the menu (nothing to cancel); on resuming the card is still drawn
    d.key(pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    d.click("resume:coloretto")
    assert app.scene is scene and scene.view.input.held["card"] == card
    # keys: D does nothing more, a number places the card on that row
    d.key(pygame.K_d)
    assert scene.view.input.held["card"] == card
    before = len(st.history)
    row = st.legal_rows_for_draw()[-1]
    d.key(getattr(pygame, f"K_{row}"))
    landed(d, scene, before, f"d{row}")


def test_keys_draw_and_place(app, driver):
    d = driver
    scene = start(app, "colors", [Seat("human"), Seat("ai", "easy")], seed=7)
    d.wait_for_human()
    st = scene.state
    d.key(pygame.K_1)                     # nothing drawn yet: a number does nothing
    assert scene.phase.pending is None and not st.history
    d.key(pygame.K_SPACE)
    assert scene.view.input.held is not None
    d.key(pygame.K_2)
    landed(d, scene, 0, "d2")


def test_the_deck_does_nothing_when_every_row_is_full(app, driver):
    d = driver
    scene = start(app, "colors", [Seat("human"), Seat("ai", "easy")], seed=9)
    st = scene.state
    # fill both rows (three draws each) straight on the state, the human to move
    for move in ("d1", "d2", "d1", "d2", "d1", "d2"):
        scene.table.play(move)
    scene.view.reset(st)
    assert st.to_move == 0 and not st.legal_rows_for_draw()
    d.run(2)
    assert "full" in scene.view.words.status(st)
    d.click(scene.view.geo(st).deck.center)
    assert scene.view.input.held is None
    assert scene.find("take1") is not None and scene.find("take2") is not None
    d.click("take2")
    landed(d, scene, 6, "t2")


def test_a_refused_row_or_deck_says_why_sounds_and_chooses_nothing(app, driver, monkeypatch):
    """A row that cannot take the drawn card (full, taken this round) or cannot be taken
    (empty, taken), the deck with a card drawn: a click plays the invalid sound, chooses
    nothing (the drawn card stays in hand) and the line under the board says why, in the
    rules' reasons, until the next press, on a phone too (by touch)."""
    from game.ui import draw
    from game.ui.screen import Viewport
    for phone in (False, True):
        if phone:
            from game.screens import make_app
            app = make_app([], viewport=Viewport.of(390, 844))
            app.fixed_seed = 1
            driver = Driver(app)
        d = driver
        played = []
        monkeypatch.setattr(app.sounds, "play", lambda name: played.append(name) or True)
        scene = start(app, "colors", [Seat("human")] * 3, seed=5)
        for move in ("d1", "d1", "d1", "d2", "t2"):      # row 1 full, row 2 taken, row 3 empty
            scene.table.play(move)
        st = scene.state
        scene.view.reset(st)
        d.run(2)
        lay = scene.view.geo(st)

        def words():
            seen, real = [], draw.text

            def spy(surface, text, *args, **kwargs):
                seen.append(text)
                return real(surface, text, *args, **kwargs)
            draw.text = spy
            try:
                scene.draw(app.screen)
            finally:
                draw.text = real
            return seen

        def refused(pos, says):
            played.clear()
            held = scene.view.input.held
            d.click(pos, touch=phone)
            assert played == ["invalid"] and scene.phase.pending is None and len(st.history) == 5
            assert scene.view.input.held == held
            assert says in words(), (says, phone)
            d.frame([d.motion((2, 2))] if not phone else [])   # pointing away: still said
            assert says in words()

        row = [lay.row_target(r).center for r in range(3)]
        refused(row[2], "Row 3 is empty: there is nothing to take")
        refused(row[1], "Row 2 was taken this round: it is out of play")
        played.clear()
        d.click(lay.deck_hit.center, touch=phone)             # the next press: a card drawn
        card = scene.view.input.held["card"]
        assert played == [] and not any("nothing to take" in w for w in words())
        refused(row[0], "Row 1 is full (3 cards): choose a lit row")
        refused(row[1], "Row 2 was taken this round: choose a lit row")
        title = words_card_title(card)
        refused(lay.deck_hit.center, f"First put {title} on a lit row")
        d.click(scene.view.input.target(st, "d3"), touch=phone)      # the lit row takes it
        landed(d, scene, 5, "d3")


def words_card_title(code):
    from game.coloretto.view.words import card_title
    return card_title(code)


def test_a_hint_to_draw_names_no_row_and_rings_only_the_deck(app, driver):
    """The card is unseen until drawn: a hint to draw says so without a row, and on every
    board only the deck is ringed (its tag on the deck); once the card is drawn the hint
    names its row."""
    from game.coloretto.view.words import advice
    scene = start(app, "colors", [Seat("human"), Seat("human")], seed=7)
    st = scene.state
    driver.run(2)
    assert advice(st, "d2", holding=False) == "Draw a card, then choose its row"
    assert advice(st, "d2", holding=True) == "Put it on row 2"
    from game.ui import draw
    from game.ui.view import ViewContext
    view = scene.view
    kinds = set()
    for rect in (pygame.Rect(308, 76, 664, 640), pygame.Rect(0, 60, 390, 560)):
        view.layout(rect)
        lay = view.geo(st)
        kinds.add(lay.arrangement)
        tag = pygame.Rect(0, 0, 60, 24)
        tag.midtop = view.input.tag_at(st, "d2", view.input.target(st, "d2"))
        assert lay.deck.colliderect(tag) and not lay.trays[1].colliderect(tag)
        tag.midtop = view.input.tag_at(st, "d2", None)
        assert lay.deck.colliderect(tag) and not lay.trays[1].colliderect(tag)
        for holding in (False, True):           # what the hint rings: rects drawn
            view.input.held = None
            if holding:
                view.input.reveal(st, 0.0)
            rings, real = [], draw.rounded_rect

            def spy(surface, color, area, *args, **kwargs):
                rings.append(pygame.Rect(area))
                return real(surface, color, area, *args, **kwargs)
            draw.rounded_rect = spy
            try:
                view.draw_hint(app.screen, st, "d2", ViewContext())
            finally:
                draw.rounded_rect = real
            on_row = any(r.colliderect(lay.trays[1]) for r in rings)
            assert on_row == holding, (lay.arrangement, holding)
        view.input.held = None
    assert "classic" in kinds and len(kinds) == 2


# --- rounds and the last round ------------------------------------------------------------------
def test_the_last_round_is_announced_in_both_rule_sets(app, driver):
    d = driver
    for variant in ("colors", "official"):
        scene = start(app, variant, [Seat("human"), Seat("ai", "medium"), Seat("ai", "easy")],
                      seed=12)
        st = scene.state
        view = scene.view
        assert "Last round" not in view.words.status(st)
        caption = deck_caption(st)
        assert ("below 9 cards" in caption if variant == "colors" else
                "Last-round card in" in caption)
        # play on (straight on the state) until the round is known to be the last
        rng = random.Random(1)
        while not st.last_round:
            move = rng.choice(st.legal_moves())
            scene.table.play(move)
        view.reset(st)
        if st.to_move != 0:
            d.until(lambda: scene.control.human_to_move() or scene.control.over)
        if scene.control.over:
            continue
        d.run(2)
        assert view.words.status(st).startswith("Last round")
        assert deck_caption(st) == "This round ends the game"
        assert LAST not in st.deck[st.pos:]
        app.screens.menu()


def test_the_official_last_round_card_turns_up_for_a_human(app, driver):
    d = driver
    scene = start(app, "official", [Seat("human"), Seat("human"), Seat("human")], seed=13)
    st = scene.state
    rng = random.Random(3)
    while not (st.draw_reveals_last_round_card() and st.legal_rows_for_draw()):
        move = rng.choice(st.legal_moves())
        scene.table.play(move)
    scene.view.reset(st)
    d.run(2)
    assert "Last-round card in 1 draw" == deck_caption(st)
    d.click(scene.view.geo(st).deck.center)
    held = scene.view.input.held
    assert held["last"] and held["card"] == st.next_card_if_drawn() != LAST
    d.wait(1.5)
    row = st.legal_rows_for_draw()[0]
    d.click(scene.view.input.target(st, f"d{row}"))
    landed(d, scene, len(st.history), f"d{row}")
    assert st.last_round and scene.table.played[-1].words.startswith("Drew the last-round card")
    assert scene.view.banner is not None and scene.view.banner.title == "Last round!"


def test_a_new_round_is_announced_and_players_out_are_marked(app):
    d = fast(app)
    scene = start(app, "colors", [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")],
                  seed=14)
    d.wait_for_human()
    st = scene.state
    # the human takes a row as soon as one has cards
    while not st.legal_takes():
        row = st.legal_rows_for_draw()[0]
        draw_by_clicks(d, scene, row)
        d.until(lambda: scene.phase.anim is None)
        d.wait_for_human()
    row = st.legal_takes()[0]
    d.click(f"take{row}")
    d.until(lambda: scene.phase.anim is None)
    assert scene.view.words.idle_note(st, 0) == f"Out · took row {row}"
    assert st.taken[row - 1] == 0
    d.until(lambda: st.round == 2, max_frames=4000)
    assert scene.view.banner is not None and scene.view.banner.title == "Round 2"
    assert scene.view.words.idle_note(st, 0) == "Waiting"


# --- touch ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 5])
def test_everything_clickable_is_big_enough_to_touch(app, driver, players):
    d = driver
    scene = start(app, "colors", [Seat("human")] * players, seed=15)
    st = scene.state
    for move in [f"d{r}" for r in range(1, players + 1)]:
        scene.table.play(move)
    scene.view.reset(st)
    d.run(2)
    g = scene.view.geo(st)
    assert g.deck.w >= 44 and g.deck.h >= 44
    for rect in scene.view.input.hit_rects(st, scene.context()):     # what the layout check reads
        assert min(rect.w, rect.h) >= 32
    for r in range(players):
        assert g.trays[r].h >= 44 and g.slots[r][0].w >= 44
        button = scene.find(f"take{r + 1}")
        assert button is not None and button.rect.w >= 44 and button.rect.h >= 44
    # a tap (touch) on a Take button takes the row
    d.click(f"take{players}", touch=True)
    assert scene.phase.pending == f"t{players}"


# --- the scoring table ----------------------------------------------------------------------------
def test_scoring_table_shows_each_part_of_the_score(app, driver):
    d = driver
    scene = start(app, "colors", [Seat("human"), Seat("ai", "easy")], seed=16)
    st = scene.state
    while not st.is_over():
        move = st.legal_moves()[-1]
        scene.table.play(move)
    # a pile with wilds: four red, two wilds, one +2 -> red 6 (21 points) + 2
    st.piles[0] = (4, 0, 0, 0, 0, 0, 0, 2, 1)
    view = scene.view
    drawn = []
    real = view.seats.draw_result

    def spy(surface, state, outcome, rect):
        drawn.append(pygame.Rect(rect))
        real(surface, state, outcome, rect)
    view.seats.draw_result = spy
    d.until(lambda: scene.control.overlay_visible)
    d.wait(0.5)
    bd = view.piles.breakdown(st.piles[0])
    assert bd["wilds"] == ["R", "R"] and bd["positive"][0]["points"] == 21
    assert bd["plus_points"] == 2 and bd["total"] == 23 == st.scores()[0]
    for seat in range(2):
        bd = view.piles.breakdown(st.piles[seat])
        assert bd["total"] == st.scores()[seat] and len(bd["positive"]) <= 3
        pts = st.scores()[seat]
        assert view.words.end_note(st, seat) == f"{pts} point{'s' if abs(pts) != 1 else ''}"
    # the table is drawn in the result box, wide and tall enough, inside the screen
    rect = drawn[-1]
    assert rect.w >= 800 and rect.h >= 34 + 56 * 2
    assert pygame.Rect(0, 0, 1280, 720).contains(rect)


# --- screenshots ----------------------------------------------------------------------------------
def test_coloretto_screenshots(tmp_path):
    assert_real_screenshots(take_coloretto(str(tmp_path), seed=42, min_think=0.1, dt=0.1),
                            COLORETTO_NAMES)

