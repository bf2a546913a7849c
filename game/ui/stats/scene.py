"""Your statistics: per game and rule set the rated games (wins, losses, draws, streaks, the
average accuracy of reviewed games), the Glicko-2 rating with its history drawn as a small
chart, and the games counted apart (with people, or with hints or undo) said in words.  One
card per rule set on a page that scrolls, at every size (game/table/stats.py keeps the
figures)."""

from __future__ import annotations

import itertools

import pygame

from game.core.i18n import N_, _, ngettext, number, percent, pgettext
from game.table import stats
from game.table.rating import PROVISIONAL_RD, Rating
from game.table.registry import games

from game.ui import draw, theme
from game.ui.scene import Scene
from game.ui.screen import TABLE

# In a player's words: the rating's deviation (RD) is said as its range (± twice it, about
# 95 in 100), and a provisional rating (RD above PROVISIONAL_RD) as one still settling.
# Translators: {spread} is a number, the ± of a rating still settling
RULE = N_("Rated: games against computer levels without hints or undo. Games with a friend, "
          "with more people at this device, or with hints or undo are counted apart, "
          "unrated. ± is how far your true strength may be from the rating, either way; it "
          "narrows as you play. A rating is still settling for about its first ten rated "
          "games, while ± is above {spread}.")
EMPTY = N_("No games counted yet. Finish a game against the computer to get a rating.")


def rule_words() -> str:
    """What the figures mean, at the page's foot."""
    return _(RULE).format(spread=number(2 * PROVISIONAL_RD))


def title_of(key: str) -> str:
    """"Collecto · Simple rules (2 players)" for "collecto/utwente"."""
    name, _sep, variant = key.partition("/")
    game = games().get(name)
    if game is None:
        return key
    v = game.variants.get(variant)
    return f"{game.title} · {_(v.title) if v else variant}"


def rating_words(table: dict) -> str:
    """"Rating 1523 (± 104)" or "Rating 1480, still settling (± 420)"; "No rating yet"."""
    if table["rating"] is None:
        return _("No rating yet")
    rating = Rating.from_json(table["rating"])
    spread = round(2 * rating.rd)
    if rating.provisional:
        # Translators: {rating} and {spread} are numbers, "Rating 1480, still settling (± 420)"
        return _("Rating {rating}, still settling (± {spread})").format(
            rating=round(rating.rating), spread=spread)
    return _("Rating {rating} (± {spread})").format(rating=round(rating.rating), spread=spread)


def figures_words(table: dict) -> str:
    games_n, wins, losses, draws = (table["games"], table["wins"], table["losses"],
                                    table["draws"])
    parts = [ngettext("{n} rated game", "{n} rated games", games_n).format(n=games_n),
             ngettext("{n} win", "{n} wins", wins).format(n=wins),
             ngettext("{n} loss", "{n} losses", losses).format(n=losses)]
    if draws:
        parts.append(ngettext("{n} draw", "{n} draws", draws).format(n=draws))
    return " · ".join(parts)


def streak_words(table: dict) -> str:
    accuracy = stats.accuracy(table)
    reviewed = table["accuracy"][1]
    streak = _("Win streak {streak} (best {best})").format(streak=table["streak"],
                                                           best=table["best_streak"])
    if accuracy is None:
        return streak + " · " + _("accuracy: review a rated game to see it")
    # Translators: {accuracy} is a percentage, "87%"
    return streak + " · " + ngettext("accuracy {accuracy} over {n} reviewed game",
                                     "accuracy {accuracy} over {n} reviewed games",
                                     reviewed).format(accuracy=percent(accuracy / 100), n=reviewed)


def apart_words(table: dict) -> str:
    """The games counted apart, in words ("" if none)."""
    parts = []
    for kind in (stats.PEOPLE, stats.HELPED):
        t = table["apart"][kind]
        n = t["games"]
        if n:
            if kind == stats.PEOPLE:
                games_words = ngettext("{n} game with people (a friend, or more at this "
                                       "device)", "{n} games with people (a friend, or more "
                                       "at this device)", n).format(n=n)
            else:
                games_words = ngettext("{n} game with hints or undo",
                                       "{n} games with hints or undo", n).format(n=n)
            # Translators: {games} is "2 games with hints or undo", {result} "1 won, 1 lost"
            parts.append(_("{games}: {result}").format(games=games_words,
                                                       result=result_words(t)))
    # Translators: {parts} are the games counted apart, joined by "; "
    return _("Not rated: {parts}.").format(parts="; ".join(parts)) if parts else ""


def result_words(t: dict) -> str:
    """"2 won, 1 lost", with ", 1 drawn" when there were draws."""
    if t["draws"]:
        # Translators: how a number of games ended, "2 won, 1 lost, 1 drawn"
        return _("{won} won, {lost} lost, {drawn} drawn").format(
            won=t["wins"], lost=t["losses"], drawn=t["draws"])
    return _("{won} won, {lost} lost").format(won=t["wins"], lost=t["losses"])


def with_words(table: dict) -> str:
    """The games with each named person, the latest first, in words ("" if none): "With
    Ana: 3 games, 2 won, 1 lost; with Ben: 1 game, 1 won" (issue 50)."""
    parts = []
    for name, t in reversed(list(table.get("with", {}).items())):
        n = t["games"]
        # Translators: the games with one person: {name} is theirs, {result} "2 won, 1 lost";
        # the first of these begins the sentence, the others follow after "; "
        parts.append(ngettext("with {name}: {n} game, {result}",
                              "with {name}: {n} games, {result}", n).format(
            name=name, n=n, result=result_words(t)))
    if not parts:
        return ""
    text = "; ".join(parts) + "."
    return text[:1].upper() + text[1:]


class StatsScene(Scene):
    name = "stats"

    def __init__(self, app):
        super().__init__(app)
        self.data = stats.load(app.store)
        # the most played first
        self.tables = sorted(self.data["tables"].items(),
                             key=lambda kv: (-kv[1]["games"], kv[0]))
        self.cards: list[tuple[pygame.Rect, str, dict, dict]] = []
        self.fit()

    def subtitle(self) -> str:
        return _("Your games and rating against the computer, per game and rule set")

    def layout(self) -> None:
        W, H = self.app.size
        self.buttons = [self.back_button(pgettext("button", "Menu"), self.back)]
        top = self.bar_height() + self.subtitle_height(self.subtitle())
        self.start_page(pygame.Rect(0, top, W, H - top))
        table = self.app.shape == TABLE
        width = min(W - (40 if table else 20), 960)
        x = (W - width) // 2
        y = 16 if table else 8
        self.cards = []
        for key, figures in self.tables:
            card = self._card(key, figures, width)
            rect = pygame.Rect(x, y, width, card["height"])
            self.cards.append((rect, key, figures, card))
            y += rect.h + 12
        self.rule_lines = draw.wrap(rule_words() if self.tables
                                    else _(EMPTY) + " " + rule_words(), 14, width - 8)
        self.rule_at = (x + 4, y + 4)
        self.end_page(y + 12 + 19 * len(self.rule_lines))

    def _card(self, key: str, figures: dict, width: int) -> dict:
        """What a card holds, in lines of its width, and where its chart goes: beside the
        words on a wide card, under them on a narrow one."""
        text_size, pad = 14, 14
        wide = width >= 640
        chart_w = min(360, width // 2 - 2 * pad) if wide else width - 2 * pad
        words_w = width - 2 * pad - (chart_w + pad if wide else 0)
        lines = []
        for text in (figures_words(figures), streak_words(figures), apart_words(figures),
                     with_words(figures)):
            if text:
                lines.extend(draw.wrap(text, text_size, words_w))
        title, title_size = draw.fit(title_of(key), 18, words_w, True, smallest=14)
        words_h = 26 + 28 + 19 * len(lines)
        chart_h = 118
        height = pad + (max(words_h, chart_h) if wide else words_h + 10 + chart_h) + pad
        return {"title": title, "title_size": title_size, "lines": lines,
                "text_size": text_size, "pad": pad, "wide": wide, "chart_w": chart_w,
                "chart_h": chart_h, "words_h": words_h, "height": height}

    def back(self) -> None:
        self.app.screens.menu()

    def static_key(self):
        return self.app.touch

    def look(self):
        return round(self.scroller.offset) if self.scroller is not None else None

    def draw_static(self, surface) -> None:
        self.top_bar(surface, _("Statistics"), self.subtitle())

    def draw(self, surface) -> None:
        super().draw(surface)
        view = self.scroller.view
        with draw.clip(surface, view):
            for rect, _key, figures, card in self.cards:
                shown = self.on_page(rect)
                if shown.colliderect(view):
                    self._draw_card(surface, shown, figures, card)
            x, y = self.rule_at
            for line in self.rule_lines:
                at = self.on_page((x, y, 1, 19))
                if at.bottom > view.y and at.y < view.bottom:
                    draw.text(surface, line, at.topleft, 14, theme.TEXT_MUTED)
                y += 19
        self.scroller.draw_bar(surface)
        self.draw_widgets(surface)

    def _draw_card(self, surface, rect, figures: dict, card: dict) -> None:
        draw.panel(surface, rect, shadow_alpha=0)
        pad = card["pad"]
        x, y = rect.x + pad, rect.y + pad
        draw.text(surface, card["title"], (x, y), card["title_size"], theme.TEXT, True)
        y += 26
        provisional = figures["rating"] is None or \
            Rating.from_json(figures["rating"]).rd > PROVISIONAL_RD
        words, size = draw.fit(rating_words(figures), 18, rect.right - pad - x, True,
                               smallest=14)
        draw.text(surface, words, (x, y + (18 - size) // 2), size,
                  theme.TEXT_MUTED if provisional else theme.GOLD, True)
        y += 28
        for line in card["lines"]:
            draw.text(surface, line, (x, y), card["text_size"], theme.TEXT_MUTED)
            y += 19
        if card["wide"]:
            chart = pygame.Rect(rect.right - pad - card["chart_w"], rect.y + pad,
                                card["chart_w"], card["chart_h"])
        else:
            chart = pygame.Rect(x, rect.y + pad + card["words_h"] + 10, card["chart_w"],
                                card["chart_h"])
        self._draw_chart(surface, chart, figures["history"])

    def _draw_chart(self, surface, rect, history: list) -> None:
        """The rating after each rated game, oldest at the left, its lowest and highest
        values marked."""
        draw.rounded_rect(surface, (0, 0, 0, 50), rect, 8)
        if not history:
            draw.text(surface, _("The rating's chart starts with a rated game"), rect.center, 13,
                      theme.TEXT_DIM, False, "center")
            return
        values = [h[1] for h in history]
        low, high = min(values), max(values)
        if high - low < 100:
            middle = (high + low) / 2
            low, high = middle - 50, middle + 50
        label_w = 44
        plot = pygame.Rect(rect.x + label_w, rect.y + 12, rect.w - label_w - 12, rect.h - 24)
        for value, anchor in ((high, "midright"), (low, "midright")):
            y = plot.bottom - (value - low) / (high - low) * plot.h
            draw.text(surface, f"{round(value)}", (plot.x - 6, y), 12, theme.TEXT_DIM, False,
                      anchor)
            draw.line(surface, (255, 255, 255, 40), (plot.x, y), (plot.right, y), 1)

        def point(i: int, value: float):
            x = plot.x + (plot.w * i / (len(values) - 1) if len(values) > 1 else plot.w / 2)
            return x, plot.bottom - (value - low) / (high - low) * plot.h
        points = [point(i, v) for i, v in enumerate(values)]
        for a, b in itertools.pairwise(points):
            draw.thick_line(surface, theme.GOLD, a, b, 2)
        draw.circle(surface, theme.GOLD_LIGHT, points[-1], 4)
