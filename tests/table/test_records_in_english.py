"""Records and links are developers' interfaces and stay English (docs/i18n.md): a game ended
while the app speaks German keeps its result's reason in English in its record, its link and
its save, while the screen reads the German."""

import random

import pytest

from game.core import i18n
from game.table import links
from game.table.registry import games
from game.table.session import Table


@pytest.mark.parametrize("name", list(games()))
def test_a_record_made_in_another_language_keeps_its_reason_in_english(name):
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
