"""The player's words, not the engine's: a hint (and a move awaiting Confirm) is advice in
the imperative for every move of whole games of every game and variant; Spectrangle never
shows a tile code or a bare field number; Coloretto's advice never tells the card still
face down; Spectrangle's starting draw says what the tie rule decided."""

import random
import re

import pytest

from game.table.registry import games, registrations
from game.screens import view_for

VERBS = {reg.game.name: reg.verbs for reg in registrations()}
CODE = re.compile(r"\b[RGBYPW]{3}\d\b|\b[Ff]ield \d")


def games_of(name, count=6):
    game = games()[name]
    for variant, v in game.variants.items():
        combos = v.option_sets()
        for k in range(count):
            options = combos[k % len(combos)]
            players = v.player_counts[k % len(v.player_counts)]
            yield game.new_game(variant, options, players, 100 + k), random.Random(k)


@pytest.mark.parametrize("name", sorted(VERBS))
def test_hints_are_advice_in_the_imperative(name):
    view = view_for(games()[name])
    seen = 0
    for state, rng in games_of(name):
        while not state.is_over():
            legal = state.legal_moves()
            for move in rng.sample(legal, min(3, len(legal))):
                words = view.words.advice(state, move)
                assert words.split()[0] in VERBS[name], words
                assert not CODE.search(words), words
                seen += 1
            state.push(rng.choice(legal))
    assert seen > 200


def test_coloretto_advice_never_names_the_card_still_face_down():
    view = view_for(games()["coloretto"])
    names = ("red", "blue", "green", "yellow", "orange", "pink", "brown", "grey", "silver",
             "joker", "+2", "last-round")
    for state, rng in games_of("coloretto", 3):
        while not state.is_over():
            for move in state.legal_moves():
                if move.startswith("d"):
                    words = view.words.advice(state, move).lower()
                    assert not any(n in words for n in names), words
            state.push(rng.choice(state.legal_moves()))


def test_spectrangle_names_tiles_and_places_in_words_everywhere():
    game = games()["spectrangle"]
    view = view_for(game)
    ties = 0
    for seed in range(40):
        state, rng = game.new_game("standard", {}, 2 + seed % 3, seed), random.Random(seed)
        words = [state.start_words(), view.words.status(state)]
        first = [state.bag[s] for s in range(state.players)]
        values = [int(game_value) for game_value in (view_value(t) for t in first)]
        best = max(values)
        if values.count(best) > 1:
            ties += 1
            tied = [s for s, v in enumerate(values) if v == best]
            assert state.start_words() == (
                " and ".join(f"Player {s + 1}" for s in tied)
                + f" drew a {best}: the earlier seat, Player {tied[0] + 1}, starts")
        else:
            assert state.start_words() == (f"Player {values.index(best) + 1} drew the highest "
                                           f"tile (a {best}) and starts")
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            words += [view.words.log_text(state, move), view.words.advice(state, move),
                      view.words.status(state)]
            state.push(move)
        words.append(state.outcome().reason)
        assert not [w for w in words if CODE.search(w)]
    assert ties >= 5


def view_value(tile):
    from game.spectrangle.rules import VALUE
    return VALUE[tile]


# Words of the engine or of where a rule set comes from: the player's view says what a rule
# set is ("Simple rules", "Official rules"); the rules page's last section keeps the source.
ENGINE_WORDS = re.compile(r"UTwente|Programming Project|\bColors\b|\b20[12]\d\b|RD\b")


def test_rule_sets_and_choices_have_plain_names_and_the_rules_page_keeps_the_source():
    seen = []
    for game in games().values():
        for v in game.variants.values():
            seen += [v.title, v.description]
            for o in v.options:
                seen += [o.title] + [o.label(c) for c in o.choices]
    assert not [w for w in seen if ENGINE_WORDS.search(w)]
    titles = {(g.name, n): v.title for g in games().values() for n, v in g.variants.items()}
    assert titles[("collecto", "utwente")] == "Simple rules (2 players)"
    assert titles[("collecto", "official")] == "Official rules (2-4 players)"
    assert titles[("coloretto", "colors")] == "Simple rules (2-5 players)"
    assert titles[("coloretto", "official")] == "Official rules (3-5 players)"
    # the small print: the rules page's last section (Spectrangle's credit line)
    sources = {name: view_for(g).words.rules()[-1] for name, g in games().items()}
    assert sources["collecto"][0] == sources["coloretto"][0] == "Sources"
    assert "University of Twente's 2020 programming project" in sources["collecto"][1]
    assert "Colors! page" in sources["coloretto"][1]
    assert "University of Twente's 2018 programming project" in \
        view_for(games()["spectrangle"]).words.credit()


def test_coloretto_s_deck_says_when_the_last_round_comes_in_draws_in_both_rule_sets():
    """The deck's caption counts the draws to the last round, whole words in every length it
    offers: never "Last round under 6", "Last round <6" or "Last round in 3"."""
    from game.coloretto.view.words import deck_captions
    seen = set()
    for state, rng in games_of("coloretto", 4):
        while not state.is_over():
            captions = deck_captions(state)
            if captions and not state.last_round:
                left = len(state.deck) - state.pos
                draws = (left - 3 * state.players + 1 if not state.official
                         else state.cards_before_last_round_card() + 1)
                words = f"{draws} draw{'s' if draws != 1 else ''}"
                assert all(c.endswith(words) for c in captions), (captions, words)
                assert captions[1] == f"Last round in {words}"
                seen.add(state.official)
            for c in captions:
                assert not re.search(r"<|\bunder\b|\d$", c), c
            state.push(rng.choice(state.legal_moves()))
    assert seen == {False, True}


# What a finger never meets on a page: a mouse's words or a key's name.
MOUSE_OR_KEYS = re.compile(r"\b[Cc]lick|\b[Pp]ress \d|\bkeys?\b|keyboard|Escape|\bEsc\b|\bTab\b|"
                           r"\bSpace\b|\bEnter\b|mouse|the wheel|\b[Pp]oint(ing)? at|, or [A-Z]\)|"
                           r"\(or [A-Z]\)|\b[A-Z] key\b")


@pytest.mark.parametrize("name", sorted(VERBS))
def test_every_rules_page_speaks_to_the_pointer_in_use(name):
    """A rules page in the words of the pointer in use: with a finger "tap" and no key names;
    with a mouse "click" (keys may be named) and no "tap"."""
    view = view_for(games()[name])
    by_finger = " ".join(section[1] for section in view.words.rules(touch=True))
    by_mouse = " ".join(section[1] for section in view.words.rules(touch=False))
    assert not MOUSE_OR_KEYS.search(by_finger), MOUSE_OR_KEYS.search(by_finger)
    assert re.search(r"\b[Tt]ap", by_finger)
    assert re.search(r"\b[Cc]lick", by_mouse) and not re.search(r"\b[Tt]ap", by_mouse)


def test_a_rules_page_opened_by_a_finger_says_tap(app):
    """The page asks the app which pointer is in use (a finger: `app.touch`), wherever it is
    opened from: Coloretto's said "Click the deck" when opened before any game."""
    from tests.support.driver import Driver
    d = Driver(app)
    for touch, word in ((True, "Tap the deck"), (False, "Click the deck")):
        app.touch = touch
        app.screens.rules(games()["coloretto"])
        d.run(1)
        words = " ".join(section[1] for section in app.scene.sections)
        assert word in words, words


def test_the_menu_and_the_replay_s_play_button_speak_to_the_pointer_in_use(app, monkeypatch):
    """The menu's line says "Click a game" to a mouse ("Click or tap" was both); the replay's
    Play button, an icon on a phone held upright, names its key (Space) to a mouse only."""
    import pygame
    from test_table import finish, table
    from game.ui import draw
    from game.ui.screen import Viewport
    from tests.support.driver import Driver
    shown = []
    real = draw.text

    def text(surface, s, *args, **kwargs):
        shown.append(s)
        return real(surface, s, *args, **kwargs)
    monkeypatch.setattr(draw, "text", text)
    d = Driver(app)
    for touch, line in ((False, "Click a game to begin"), (True, "Tap a game to begin")):
        app.touch = touch
        app.screens.menu()
        shown.clear()
        d.run(2)
        assert line in shown and not [s for s in shown if "Click or tap" in s]
    app.resize(Viewport.of(390, 844))
    scene, d = table(app, "collapsi", seats=("human", "easy"))
    finish(d, scene)
    d.click("replay")
    assert scene.control.replaying
    for touch, tip in ((True, "Play or pause"), (False, "Play or pause (Space)")):
        app.touch = touch
        d.run(1)
        assert scene.phase.replay.play_btn.tip == tip
    pygame.event.clear()
