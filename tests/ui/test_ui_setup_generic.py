"""The setup screen is generic: variants, player counts and options come from the game's
declarations, so a future game (more variants, 2-4 players, options) needs no new screen."""

from game.core.contract import Option, Variant
from game.ui.menu.setup import SetupScene
from game.ui.view import GameView


class FakeState:
    def __init__(self, players):
        self.players = players

    def seat_name(self, seat):
        return f"Player {seat + 1}"


class FakeGame:
    name = "fakegame"
    title = "Fake Game"
    default_variant = "small"
    variants = {
        "small": Variant("small", "Small", (2,), "Two players."),
        "big": Variant("big", "Big board", (2, 3, 4), "Up to four players.",
                       (Option("rounds", "Rounds", (1, 3, 5), 3),)),
    }

    def new_game(self, variant=None, options=None, players=None, seed=0):
        return FakeState(players or 2)


def test_setup_offers_variants_counts_options_and_seats(app, driver):
    game = FakeGame()
    app._views[game.name] = GameView(game)    # noqa: SLF001 - app.py's views, given a fake game's
    app.goto(SetupScene(app, game))
    driver.run(1)
    assert app.scene.find("players:3") is None          # one count only: no choice shown
    assert app.scene.find("seat2:Human") is None
    driver.click("variant:Big board")
    driver.click("players:4")
    driver.click("option:rounds:5")
    driver.click("seat3:Human")
    driver.click("seat2:Computer")
    s = app.scene.setup
    assert (s.variant, s.players, s.options) == ("big", 4, {"rounds": 5})
    assert [seat.kind for seat in s.seats[:4]] == ["human", "ai", "ai", "human"]
    assert app.scene.find("level3:Easy").enabled is False   # humans have no level
    driver.click("variant:Small")                          # back to two players
    assert (s.variant, s.players) == ("small", 2)
    assert app.scene.find("seat2:Human") is None
    driver.run(2)


def test_every_real_setup_fits_the_screen(app, driver):
    """The longest forms (Collapsi's big board for four with both options, Coloretto for
    five) keep every button inside the 1280×720 window and apart from each other."""
    from game.table.registry import games
    from game.ui.menu.setup import Setup
    for game in games().values():
        for name, v in game.variants.items():
            for players in v.player_counts:
                app.setups[game.name] = Setup(name, players, v.default_options(),
                                                Setup.default(game).seats)
                app.goto(SetupScene(app, game))
                driver.run(1)
                rects = []
                for widget in app.scene.buttons:
                    for button in getattr(widget, "buttons", [widget]):
                        rect = button.rect
                        assert app.screen.get_rect().contains(rect), (game.name, name, players,
                                                                      button.name)
                        assert rect.h >= 44, (game.name, name, players, button.name)
                        rects.append(rect)
                assert not any(a.colliderect(b) for i, a in enumerate(rects)
                               for b in rects[i + 1:]), (game.name, name, players)
