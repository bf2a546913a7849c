"""The app in German and French (docs/i18n.md): chosen by the system's language on a first
start and in Settings later; every guided game, a whole game of each game and its review
played on screen, every text drawn on the way in the language (none left in English, the
catalog's own words on the buttons), numbers and places as the language writes them."""

from __future__ import annotations

import random

import pytest
from test_guide_ui import EVERY, play_guide
from test_table import finish, table

from game.core import i18n
from game.table import links
from game.table.registry import games
from game.table.session import Table
from game.ui import draw
from tests.support.driver import Driver
from tests.support.layoutcheck import ENGLISH_ONLY

SPOKEN = ["de", "fr"]


class Seen:
    """Every text drawn while it is on: what the player read, frame after frame."""

    def __init__(self, monkeypatch):
        self.texts: set[str] = set()
        real = draw.text

        def spy(surface, s, *args, **kwargs):
            self.texts.add(s)
            return real(surface, s, *args, **kwargs)
        monkeypatch.setattr(draw, "text", spy)

    def english(self) -> list[str]:
        import re
        return sorted(t for t in self.texts if ENGLISH_ONLY & set(re.findall(r"[a-z]+", t.lower())))


@pytest.fixture(params=SPOKEN)
def language(request, monkeypatch):
    """The system speaks the language: the app's first start does too."""
    monkeypatch.setenv("LANGUAGE", request.param)
    yield request.param
    i18n.use(i18n.SOURCE)


def fresh_app(size=(390, 844)):
    from game.screens import make_app
    from game.ui.screen import Viewport
    app = make_app([], viewport=Viewport.of(size[0], size[1], 2.0))
    app.min_think = 0
    app.fixed_seed = 1
    return app


def test_the_first_start_speaks_the_systems_language_and_settings_change_it(language,
                                                                            monkeypatch):
    app = fresh_app((1280, 720))
    assert i18n.code() == language and app.settings.language == ""
    d = Driver(app)
    seen = Seen(monkeypatch)
    app.screens.settings()
    d.run(2)
    assert i18n.pgettext("button", "Done") in seen.texts or i18n._("Done") in seen.texts
    d.click("language")
    seen.texts.clear()
    d.click("language:en")
    assert i18n.code() == "en" and app.settings.language == "en"
    d.run(2)
    assert app.scene.name == "settings" and "Settings" in seen.texts
    d.click("language")
    d.click(f"language:{language}")
    assert i18n.code() == language
    # remembered: the next start speaks it whatever the system says
    monkeypatch.setenv("LANGUAGE", "nl")
    again = fresh_app((1280, 720))
    assert again.settings.language == language and i18n.code() == language


@pytest.mark.parametrize("name, variant", EVERY, ids=[f"{n}-{v}" for n, v in EVERY])
def test_every_guide_plays_through_in_the_language(language, name, variant, monkeypatch):
    app = fresh_app()
    d = Driver(app)
    seen = Seen(monkeypatch)
    app.screens.guide(games()[name], variant)
    play_guide(app, d, wrong_first=False)
    d.run(3)
    assert seen.english() == []
    assert len(seen.texts) > 10


@pytest.mark.parametrize("name", list(games()))
def test_a_whole_game_and_its_review_in_the_language(language, name, monkeypatch):
    """A game against the computer played to its end, the result, the review run and every
    position of it shown, the move list: all in the language."""
    app = fresh_app((1280, 720))
    from game.table import guides, names
    for each in games():
        guides.remember(app.store, each, "skipped")
    names.save(app.store, "")
    v = games()[name].variants[games()[name].default_variant]
    seats = ("human",) + ("easy",) * (max(2, min(v.player_counts)) - 1)
    seen = Seen(monkeypatch)
    scene, d = table(app, name, seats=seats)
    finish(d, scene)
    d.until(lambda: scene.control.overlay_visible)
    d.run(3)
    d.click("overlay-review")
    panel = scene.phase.replay.review
    d.until(lambda: panel.done, 20000)
    for entry in panel.review.entries:
        scene.phase.replay.seek(entry.number)
        d.run(1)
    assert i18n.code() == language
    assert seen.english() == []
    # the catalog's own words on the screen: the review's, and the menu's way back
    assert i18n.pgettext("button", "Menu") in seen.texts or i18n._("Menu") in seen.texts
    assert any(i18n._("Review") in text for text in seen.texts)


def test_numbers_and_places_as_the_language_writes_them(language):
    i18n.use(language)
    assert i18n.number(1234.5, 1) == {"de": "1.234,5", "fr": "1\u00a0234,5"}[language]
    assert i18n.ordinal(1) == {"de": "1.", "fr": "1er"}[language]
    assert i18n.ordinal(3) == {"de": "3.", "fr": "3e"}[language]
    assert i18n.percent(0.875, 1) == {"de": "87,5\u00a0%", "fr": "87,5\u00a0%"}[language]


def test_a_missing_or_damaged_catalog_keeps_the_language_in_use(tmp_path):
    assert i18n.use("de")
    assert not i18n.use("xx") and i18n.code() == "de"
    assert not i18n.use("fr", b"not a catalog") and i18n.code() == "de"
    i18n.use(i18n.SOURCE)
    assert i18n._("Menu") == "Menu"


@pytest.mark.parametrize("name", list(games()))
def test_a_record_made_in_another_language_keeps_its_reason_in_english(name):
    """Records and links are developers' interfaces (docs/records.md): a game ended while
    the app speaks German keeps its reason in English in its record and its link, while the
    screen reads the German."""
    game = games()[name]
    v = game.variants[game.default_variant]
    seats = ["human"] * max(2, min(v.player_counts))
    table = Table.deal(game, v.name, v.default_options(), seats, 3)
    rng = random.Random(1)
    while not table.is_over():
        table.play(rng.choice(table.state.legal_moves()))
    english = table.state.outcome().reason
    assert i18n.use("de")
    german = table.state.outcome().reason
    assert german != english
    assert table.record().result["reason"] == english
    opened = links.decode(links.encode(table.record()))
    assert opened.result["reason"] == english
