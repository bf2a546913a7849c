"""Coloretto's words: the rules page, what the player to move must do, the line of hints under
the board, the deck's caption, advice and the panels' notes.  Words fit the device: "tap"
where a finger is in use, and no keys where there is no keyboard."""

from __future__ import annotations

from game.coloretto.rules import (
    COLOURS,
    INDEX,
    MOVES,
    PLUS,
    ROW_SIZE,
    WILD,
    full_deck,
    row_words,
    score_of,
)
from game.core.i18n import N_, _, ngettext, pgettext
from game.ui import view as contract
from game.ui.view import Example

TAGLINE = N_("Draw cards onto rows, take a row. Three colours score, the rest cost you.")
CREDIT = N_("Coloretto was designed by Michael Schacht (Abacus Spiele, 2003).")
# The rules page's last section, its small print: where each rule set comes from (the
# player's view names them for what they are, "Simple rules" and "Official rules").
SOURCES = N_("The simple rules are those of the Colors! page; the official rules are those "
             "published with the game.")
# the result box's small print, looked up with _() where it is drawn (result.py)
FOOTNOTE = N_("A wild (rainbow card) counts for the colour it lies under.  Per colour: 1, 3, "
              "6, 10, 15, 21 points for 1 to 6+ cards.")
FOOTNOTE_SHORT = N_("Per colour: 1, 3, 6, 10, 15, 21 points for 1 to 6+ cards; a wild joins a "
                    "colour.")


def card_title(code: str) -> str:
    """'the red card', 'the wild', 'the +2 card'."""
    words = {"R": pgettext("the card", "the red card"), "G": pgettext("the card", "the green card"),
             "B": pgettext("the card", "the blue card"),
             "Y": pgettext("the card", "the yellow card"),
             "P": pgettext("the card", "the pink card"),
             "S": pgettext("the card", "the silver card"),
             "V": pgettext("the card", "the purple card"),
             WILD: pgettext("the card", "the wild"), PLUS: pgettext("the card", "the +2 card")}
    return words[code]


def short_points(signed_points: str) -> str:
    """'+4 pts', the change of score a badge shows ('signed' already holds its sign)."""
    # Translators: a short score change on a small badge: "+4 pts"
    return pgettext("points, short", "{points} pts").format(points=signed_points)


def row_label(n: int) -> str:
    """'ROW 2', on a row's tab."""
    return pgettext("row", "ROW {n}").format(n=n)


def one_words(code: str) -> str:
    """'a red one' (a card), for the rules page's picture of a draw."""
    # Translators: a card named by its colour: "draws the top card, a red one, and ..."
    words = {"R": pgettext("a card", "a red one"), "G": pgettext("a card", "a green one"),
             "B": pgettext("a card", "a blue one"), "Y": pgettext("a card", "a yellow one"),
             "P": pgettext("a card", "a pink one"), "S": pgettext("a card", "a silver one"),
             "V": pgettext("a card", "a purple one"), WILD: pgettext("a card", "a wild one"),
             PLUS: pgettext("a card", "a +2 one")}
    return words[code]


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "±0")


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", abs(n)).format(n=n)


def take_gain(state, r: int) -> int:
    """What taking row `r` (0-based) would do to the score of the player to move."""
    seat = state.to_move
    pile = list(state.piles[seat])
    for c in state.rows[r]:
        pile[INDEX[c]] += 1
    return score_of(pile) - score_of(state.piles[seat])


def rules(examples: dict, touch: bool = False) -> list[tuple]:
    """The rules page; its "Playing here" in the words of the device (tap, or click and the
    keys)."""
    # Translators: each colour and the symbol its cards show, listed in the rules' Symbols
    symbols = {"R": pgettext("symbol", "red a heart"), "G": pgettext("symbol", "green a clover"),
               "B": pgettext("symbol", "blue a drop"), "Y": pgettext("symbol", "yellow a star"),
               "P": pgettext("symbol", "pink a flower"),
               "S": pgettext("symbol", "silver a diamond"),
               "V": pgettext("symbol", "purple a moon")}
    legend = pgettext("list", ", ").join(symbols[c] for c in COLOURS)
    if touch:
        here = _("Tap the deck to draw: only then is the card turned over, and you must place "
                 "it. The rows it may go to are lit; tap one, or drag the card onto it. To "
                 "take a row instead, tap its Take button or the row itself. Holding a finger "
                 "on a row shows what taking it would do to your score; slide off before "
                 "lifting and nothing happens. Each player's pile is in their panel, with the "
                 "three scoring colours in gold; hold a panel to see its pile larger.")
    else:
        here = _("Click the deck to draw (or press Space): only then is the card turned over, "
                 "and you must place it. The rows it may go to are lit; click one, drag the "
                 "card onto it, or press its number. To take a row instead, click its Take "
                 "button or the row itself. Pointing at a row shows what taking it would do to "
                 "your score. Each player's pile is in their panel, with the three scoring "
                 "colours in gold; on a small screen, point at a panel to see its pile larger.")
    return [
        (pgettext("rules", "Goal"),
         _("Collect cards in as few colours as you can: at the end your three best colours "
           "score points, every other colour you hold costs points. The highest score wins; "
           "a tie is a shared win.")),
        (pgettext("rules", "The cards"),
         _("Seven colours (red, green, blue, yellow, pink, silver, purple) of nine cards "
           "each, three wilds (rainbow cards, any colour you like at the end) and ten +2 "
           "cards (two points each).")),
        (pgettext("rules", "Rows"),
         _("There are as many rows as players; each holds up to three cards."),
         examples["draw"]),
        (pgettext("rules", "Your turn"),
         _("Either draw the top card of the deck and put it on a row that is not full, or "
           "take a row that has cards: its cards go to your pile and you sit out the rest of "
           "the round. When every row in play is full you must take one."), examples["take"]),
        (pgettext("rules", "Rounds"),
         _("Once every player has taken a row the round ends and the rows start empty again. "
           "Simple rules: the player after the last one to take a row starts the next round. "
           "Official rules: the last one to take a row starts it.")),
        (pgettext("rules", "Last round"),
         _("Simple rules: the round in which the deck falls below three cards per player is "
           "the last. Official rules: the last-round card lies above the bottom fifteen "
           "cards; the round in which it turns up is the last. The table shows a LAST ROUND "
           "warning.")),
        (pgettext("rules", "Scoring"),
         _("Per colour: 1 card 1 point, 2 cards 3, 3 cards 6, 4 cards 10, 5 cards 15, 6 or "
           "more 21. Your three biggest colours score plus, all others minus. Each wild joins "
           "the colour where it helps most; each +2 card adds two points."),
         examples["score"]),
        (pgettext("rules", "Official rules"),
         _("Three to five players. Every player starts with one card of a different colour; "
           "with three players one colour is left out of the game.")),
        (pgettext("rules", "Playing here"), here),
        (pgettext("rules", "Symbols"),
         _("Every colour has its own symbol: {legend}. Wilds show a wheel of all seven "
           "colours, +2 cards a large +2.").format(legend=legend)),
        (pgettext("rules", "Sources"), _(SOURCES)),
    ]


def advice(state, move, holding: bool) -> str:
    """"Draw a card, then choose its row" (the card is unseen until drawn, so the advice
    names no row yet), "Put it on row 2" once it is drawn, "Take row 3 (green, green and
    +2)"."""
    kind, row = MOVES[move]
    if kind == "d":
        if holding:
            return _("Put it on row {row}").format(row=row + 1)
        return _("Draw a card, then choose its row")
    return _("Take row {row} ({cards})").format(row=row + 1, cards=row_words(state.rows[row]))


def status(state, held_card: str | None) -> str:
    if state.is_over():
        return ""
    if held_card is not None:
        text = _("Put {card} on a lit row").format(card=card_title(held_card))
    elif not state.legal_rows_for_draw():
        text = _("Every row in play is full: take a row")
    else:
        text = _("Draw a card onto a row, or take a row and sit out the round")
    if state.last_round:
        # Translators: the status line in the last round; {status} is what to do
        return _("Last round · {status}").format(status=text)
    return text


def idle_note(state, seat: int) -> str:
    row = state.took[seat]
    if row >= 0:
        # Translators: a player's note once they have taken a row this round
        return _("Out · took row {row}").format(row=row + 1)
    return _("Waiting")


def end_note(state, seat: int) -> str:
    return points(state.scores()[seat])


def deck_captions(state) -> list[str]:
    """Under the deck, when the last round comes, longest first (the board shows the longest
    that fits); none when there is nothing to say.  Both rule sets count the draws until the
    round becomes the last, in whole words at every length."""
    if state.is_over():
        return []
    if state.last_round:
        return [_("This round ends the game"), _("The last round!")]
    if state.official:
        before = state.cards_before_last_round_card()
        if before is None:
            return []
        n = before + 1
        return [ngettext("Last-round card in {n} draw", "Last-round card in {n} draws",
                         n).format(n=n),
                ngettext("Last round in {n} draw", "Last round in {n} draws", n).format(n=n),
                ngettext("Last round: {n} draw", "Last round: {n} draws", n).format(n=n)]
    limit = ROW_SIZE * state.players
    n = state.deck_count() - limit + 1          # the draw that leaves fewer than `limit`
    return [ngettext("Last round below {limit} cards, in {n} draw",
                     "Last round below {limit} cards, in {n} draws", n).format(limit=limit, n=n),
            ngettext("Last round in {n} draw", "Last round in {n} draws", n).format(n=n),
            ngettext("Last round: {n} draw", "Last round: {n} draws", n).format(n=n)]


def deck_caption(state) -> str:
    captions = deck_captions(state)
    return captions[0] if captions else ""


def refusal(state, target, held_card: str | None) -> str:
    """Why a tap on `target` ("deck" or ("row", r)) chooses nothing, in the rules' reasons:
    a row that cannot take the drawn card (full, taken this round), a row that cannot be
    taken (empty, taken this round), the deck when a card is drawn already or none can be."""
    if target == "deck":
        if held_card is not None:
            return _("First put {card} on a lit row").format(card=card_title(held_card))
        if not state.can_draw():
            return _("The deck is empty: take a row")
        return _("Every row in play is full: take a row")
    r = target[1] + 1
    if held_card is not None:
        if state.taken[r - 1] >= 0:
            return _("Row {row} was taken this round: choose a lit row").format(row=r)
        return _("Row {row} is full (3 cards): choose a lit row").format(row=r)
    if state.taken[r - 1] >= 0:
        return _("Row {row} was taken this round: it is out of play").format(row=r)
    return _("Row {row} is empty: there is nothing to take").format(row=r)


def hint_line(state, *, interactive: bool, held_card: str | None, pointed, lit_rows,
              takes, touch: bool, dragging: bool = False, refused=None) -> tuple[str, str]:
    """The line under the board: what pointing at (or holding a finger on) a target would do,
    else what to do; (words, tone) where tone is "plain", "strong" or "gold".  `refused`:
    the target of the last tap that chose nothing (why is said until the next press: a
    finger leaves nothing pointed at)."""
    if not interactive:
        if state.is_over():
            return _("The last round is over: see each player's scoring"), "plain"
        return "", "plain"
    if refused is not None and pointed in (None, refused):
        return refusal(state, refused, held_card), "strong"
    if held_card is not None:
        card = card_title(held_card)
        if isinstance(pointed, tuple):
            r = pointed[1] + 1
            if r in lit_rows:
                return _("Put {card} on row {row}").format(card=card, row=r), "strong"
            return refusal(state, pointed, held_card), "plain"
        if dragging:
            return _("Drop {card} on a lit row").format(card=card), "gold"
        return _("Choose a lit row for {card}").format(card=card), "gold"
    if isinstance(pointed, tuple):
        r = pointed[1] + 1
        if r in takes:
            gain = take_gain(state, r - 1)
            before = score_of(state.piles[state.to_move])
            n = len(state.rows[r - 1])
            # Translators: pointing at a row: "Take row 2 (3 cards): +4 points · 6 → 10"
            cards = ngettext("Take row {row} ({n} card)", "Take row {row} ({n} cards)",
                             n).format(row=r, n=n)
            change = ngettext("{signed} point", "{signed} points", abs(gain)).format(
                signed=signed(gain))
            return (_("{take}: {change} · {before} → {after}").format(
                take=cards, change=change, before=before, after=before + gain), "strong")
        return refusal(state, pointed, None), "plain"
    if pointed == "deck":
        if state.legal_rows_for_draw():
            return _("Draw the top card, then choose its row"), "strong"
        return refusal(state, "deck", None), "plain"
    if not state.legal_rows_for_draw():
        return _("Every row in play is full: take a row"), "gold"
    return what_to_do(bool(takes), touch), "plain"


def what_to_do(takes: bool, touch: bool) -> str:
    """The line under the board when nothing is pointed at and the deck can be drawn."""
    if not takes:
        return _("Tap the deck to draw a card") if touch else _("Click the deck to draw a card")
    if touch:
        return _("Tap the deck to draw a card, or take a row")
    return _("Click the deck to draw a card, or take a row")


def banner_for_draw(state, before_last: bool) -> tuple[str, str] | None:
    """The banner after a draw: "Last round!" when it made the round the last."""
    if state.last_round and not before_last:
        if state.official:
            why = _("The last-round card turned up: this round ends the game")
        else:
            why = _("Fewer than {n} cards are left: this round ends the game").format(
                n=ROW_SIZE * state.players)
        return _("Last round!"), why
    return None


def banner_for_round(state) -> tuple[str, str, bool]:
    """The banner of a new round: (title, who starts, whether it is the last)."""
    sub = _("{name} starts").format(name=state.seat_name(state.to_move))
    if state.last_round:
        return _("Round {n} · the last").format(n=state.round), sub, True
    return _("Round {n}").format(n=state.round), sub, False


class ColorettoWords(contract.Words):
    """The words the shell shows round the board (`view.words`)."""

    TAGLINE, CREDIT = TAGLINE, CREDIT

    # The top of the deck and the first turns of the rules page's three-player pictures;
    # the piles of its scoring table (counts in KINDS order: R G B Y P S V, wilds, +2).
    EXAMPLE_TOP = "RBGY+SW"
    EXAMPLE_MOVES = ("d1", "d2", "d1", "d3", "d1")
    EXAMPLE_PILES = ((5, 3, 2, 0, 1, 0, 0, 1, 2), (2, 1, 0, 4, 0, 4, 2, 0, 1),
                     (0, 2, 3, 3, 3, 0, 1, 2, 0))

    def examples(self) -> dict[str, Example]:
        """The rules page's pictures: a card drawn onto a row, a row taken, the scoring."""
        game = self.view.game
        deck = list(full_deck())
        for card in self.EXAMPLE_TOP:
            deck.remove(card)
        deck = list(self.EXAMPLE_TOP) + deck
        state = game.start("colors", {}, 3, {"deck": deck})
        for move in self.EXAMPLE_MOVES:
            state.play(move)
        who = state.seat_name(state.to_move)
        card = one_words(state.next_card_if_drawn())
        end = game.start("colors", {}, 3, {"deck": deck})
        end.piles = [tuple(p) for p in self.EXAMPLE_PILES]
        end.finished = True
        after = state.clone()
        after.play("d2")
        taker = after.seat_name(after.to_move)
        return {
            # Translators: {card} is "a red one", "a wild one"
            "draw": Example(state, "d2", _("{who} draws the top card, {card}, and puts it on "
                                           "row 2: row 1 is full.").format(who=who, card=card)),
            "take": Example(after, "t1", _("Then {who} takes row 1: its three cards go to "
                                           "their pile, and they sit out the rest of the "
                                           "round.").format(who=taker)),
            "score": Example(end, None, _("At the end: three best colours score plus (a wild "
                                          "joins where it helps most), the others minus, +2 "
                                          "cards add two each."), show="result"),
        }

    def rules(self, touch: bool = False) -> list[tuple]:
        return rules(self.examples(), touch)

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def advice(self, state, move) -> str:
        return advice(state, move, self.view.input.holding(state) is not None)

    def status(self, state) -> str:
        held = self.view.input.holding(state)
        return status(state, held["card"] if held is not None else None)

    def idle_note(self, state, seat: int) -> str:
        return idle_note(state, seat)

    def end_note(self, state, seat: int) -> str:
        return end_note(state, seat)
