"""Every seat's things round the board: its score and its open hand in its panel (a table's
panel as today; a phone's strip with the score on the right and the small tiles left of
it), and the game-over box's table of the final scores."""

from __future__ import annotations

import pygame

from game.core.i18n import _, npgettext, pgettext
from game.ui import draw, theme
from game.ui.view import FIGURE_W, STATUS_END, Seats, ViewContext

from .art import Art, draw_tile, seat_token
from .layout import score_width, tray_slot
from .motion import flying
from .tiles import tile_edges

PANEL_EXTRA = {2: 58, 3: 48, 4: 38}   # height of the hand in a table's player panel
HAND_RED = (236, 140, 120)


def draw_seat_panel(surface, state, seat: int, panel, area, shape: str, art: Art,
                    symbols: bool, hidden: int | None, grow, tiles: bool = True) -> None:
    """Seat `seat`'s score and hand; `hidden`: a slot whose tile is in the air; `grow(slot)`
    how far a tile just drawn has appeared (0..1); without `tiles`, the score and what the
    hand costs only (a phone's rack shows that hand: it is drawn once)."""
    if shape == "table":
        _table_score(surface, state, seat, panel)
    else:
        _strip_score(surface, state, seat, pygame.Rect(area), shape)
    if not tiles:
        return
    for i, tile in enumerate(state.hands[seat]):
        if i == hidden:
            continue
        c, side = tray_slot(area, i, shape)
        k = grow(i)
        if k < 0.05:
            continue
        img = art.tile(tile_edges(tile), _value(tile), 0, side, symbols)
        if k < 1:
            img = pygame.transform.smoothscale_by(img, max(0.05, k))
        draw_tile(surface, img, c)


def _value(tile):
    from game.spectrangle.rules import VALUE
    return VALUE[tile]


def _table_score(surface, state, seat: int, panel) -> None:
    over = state.is_over()
    hand_value = state.hand_value(seat)
    pts = state.points[seat]
    shown = pts - hand_value if over else pts
    r = draw.text(surface, str(shown), (panel.right - 18, panel.y + 38), 30, theme.GOLD, True,
                  "bottomright")
    # Translators: beside a player's score, small: the final score, or its points so far
    word = pgettext("score", "final") if over else npgettext("score", "point", "points", shown)
    # (the shell writes the seat's name from 78 points in, 20 points bold: a narrow panel
    # has no room for the word between the name and the score)
    # (a long name is fitted by the shell within the panel's width less FIGURE_W)
    name_end = panel.x + 78 + min(draw.text_width(state.seat_name(seat), 20, True),
                                  panel.w - 78 - FIGURE_W) + 6
    if r.x - 5 - draw.text_width(word, 13) >= name_end:
        draw.text(surface, word, (r.x - 5, r.bottom - 5), 13, theme.TEXT_MUTED, False,
                  "bottomright")
    if over:
        # what was scored less what the hand cost, kept clear of the panel's status line
        # (the shell's "Winner" from 50 points in): in short on a narrow panel
        x = panel.right - 18
        # Translators: what a hand's tiles take off the points scored, after them (mind the
        # space before the minus)
        parts = ((str(pts), _(" − {n} in hand").format(n=hand_value)) if hand_value
                 # Translators: the points a player scored (nothing left in hand to take off)
                 else (_("{n} scored").format(n=pts), ""))
        if x - draw.text_width("".join(parts), 15) < panel.x + 130:
            parts = (str(pts), f" − {hand_value}") if hand_value else (str(pts), "")
        if parts[1]:
            x = draw.text(surface, parts[1], (x, panel.bottom - 26), 15, HAND_RED, False,
                          "midright").x
        draw.text(surface, parts[0], (x, panel.bottom - 26), 15, theme.TEXT_MUTED, False,
                  "midright")
    else:
        # clear of the shell's status line ("Next to move" in a replay): in short on a
        # narrow panel, what the end will take off
        # Translators: the value of the tiles in a player's hand (taken off at the end)
        words, ink = (_("{n} in hand").format(n=hand_value) if state.hands[seat]
                      else _("no tiles"), theme.TEXT_MUTED)
        room = panel.right - 18 - (panel.x + STATUS_END)
        if draw.text_width(words, 12) <= room:
            words, size = draw.fit(words, 15, room, smallest=12)
        else:
            words, size, ink = f"−{hand_value}", 15, HAND_RED
        draw.text(surface, words, (panel.right - 18, panel.bottom - 26), size, ink, False,
                  "midright")


def _strip_score(surface, state, seat: int, area: pygame.Rect, shape: str) -> None:
    """A phone's strip: the score (the final one at the end) at the right of `area`, and
    under it what the hand costs when there is room."""
    over = state.is_over()
    hand_value = state.hand_value(seat)
    pts = state.points[seat]
    shown = pts - hand_value if over else pts
    right = area.right - 2
    two_lines = area.h >= 34
    size = 20 if area.h >= 30 else 16
    y = area.y + (area.h * 0.36 if two_lines else area.h / 2)
    draw.text(surface, str(shown), (right, y), size, theme.GOLD, True, "midright")
    if not two_lines:
        return
    if over:
        words, ink = (f"{pts} − {hand_value}", HAND_RED) if hand_value else (
            pgettext("score", "final"), theme.TEXT_MUTED)
    else:
        words, ink = (_("{n} in hand").format(n=hand_value) if state.hands[seat]
                      else _("no tiles")), theme.TEXT_MUTED
    room = score_width(area, shape) + 4
    if not over and state.hands[seat] and draw.text_width(words, 12) > room:
        words, ink = f"−{hand_value}", HAND_RED      # in short: what the end takes off
    words, fitted = draw.fit(words, 12, room, smallest=12)
    draw.text(surface, words, (right, area.bottom - 7), fitted, ink, False, "midright")


# --- the result box ------------------------------------------------------------------------------
def result_height(state, width: int) -> int:
    lines = len(draw.wrap(_ends(state), _reason_size(width), width))
    return 34 + 20 * (lines - 1) + 30 * (state.players + 1)


def _ends(state) -> str:
    # Translators: {reason} is why the game ended ("the board is full")
    return _("The game ends: {reason}.").format(reason=state.end_reason())


def _reason_size(width: int) -> int:
    return 16 if width >= 420 else 14


def draw_result(surface, state, outcome, rect, art: Art) -> None:
    """Why the game ended, then a table: points scored, tiles left in hand, final score (a
    narrower table on a phone; closer rows, and no reason, when the box is short)."""
    size = _reason_size(rect.w)
    reason = draw.wrap(_ends(state), size, rect.w)
    n = state.players
    row = 30
    if 34 + 20 * (len(reason) - 1) + row * (n + 1) > rect.h:
        row = max(22, (rect.h - 34 - 20 * (len(reason) - 1)) // (n + 1))
        if 34 + 20 * (len(reason) - 1) + row * (n + 1) > rect.h:
            reason = []                  # the winner's line above says enough
            row = max(20, (rect.h - 14) // (n + 1))
    y = rect.y + 8
    for line in reason:
        draw.text(surface, line, (rect.centerx, y), size, theme.TEXT_MUTED, False, "center")
        y += 20
    wide = rect.w >= 420
    cols = ((rect.x + 16, rect.right - 190, rect.right - 100, rect.right - 12) if wide
            else (rect.x + 4, rect.right - 134, rect.right - 68, rect.right - 4))
    y = y + 12 if reason else rect.y + 10
    # Translators: the heads of the final scores' columns: points scored, the value of the
    # tiles left in hand, the final score
    heads = (pgettext("column", "Scored"), pgettext("column", "In hand"),
             pgettext("column", "Final"))
    for label, x in zip(heads, cols[1:], strict=True):
        draw.text(surface, label, (x, y), 13 if wide else 12, theme.TEXT_DIM, True, "midright")
    draw.rounded_rect(surface, (255, 255, 255, 30), (rect.x, y + 13, rect.w, 1), 0)
    number = 17 if wide and row >= 26 else 15
    for seat in range(n):
        y += row
        win = seat in outcome.winners
        if win:
            band = pygame.Rect(rect.x - 6, y - row // 2 + 2, rect.w + 12, row - 3)
            draw.rounded_rect(surface, (*theme.GOLD, 38), band, 9)
        seat_token(art, surface, seat, (cols[0] + 10, y), 22 if row >= 26 else 20)
        room = cols[1] - 44 - (cols[0] + 26)
        name, fitted = draw.fit(state.seat_name(seat), number, room, win, smallest=12)
        draw.text(surface, name, (cols[0] + (30 if wide else 26), y), fitted,
                  theme.TEXT if win else theme.TEXT_MUTED, win, "midleft")
        hand = state.hand_value(seat)
        draw.text(surface, str(state.points[seat]), (cols[1], y), number, theme.TEXT_MUTED,
                  False, "midright")
        draw.text(surface, f"−{hand}" if hand else "0", (cols[2], y), number,
                  HAND_RED if hand else theme.TEXT_DIM, False, "midright")
        draw.text(surface, str(outcome.scores[seat]), (cols[3], y), number + 2,
                  theme.GOLD if win else theme.TEXT, True, "midright")


class SpectrangleSeats(Seats):
    """What the shell draws round the board for the seats (`view.seats`)."""

    def own_strip(self, state) -> int | None:
        """Your hand is in the rack by the board: your strip holds the name, whose turn and
        the score with what the hand costs, and the board takes the rest (issue 50)."""
        return 44

    def seat_panel_height(self, state) -> int:
        return PANEL_EXTRA.get(state.players, 38)

    def draw_seat_panel(self, surface, state, seat, panel, area, ctx: ViewContext) -> None:
        view = self.view
        air = flying(ctx.animation)
        hidden = air[1] if air is not None and air[0] == seat and not air[2] else None
        # on a phone the rack by the board shows its hand: the panel only says what it costs
        tiles = ctx.shape == "table" or seat != view.rack_seat(state, ctx)
        draw_seat_panel(surface, state, seat, pygame.Rect(panel), pygame.Rect(area),
                        ctx.shape, view.art, view.symbols, hidden,
                        lambda i: view.motion.grow(seat, i, ctx.time), tiles)

    def draw_token(self, surface, seat: int, center, size: int) -> None:
        seat_token(self.view.art, surface, seat, center, size)

    def result_height(self, state, outcome, width: int) -> int:
        return result_height(state, width)

    def draw_result(self, surface, state, outcome, rect) -> None:
        draw_result(surface, state, outcome, pygame.Rect(rect), self.view.art)
