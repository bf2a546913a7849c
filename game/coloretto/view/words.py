"""Coloretto's words: the rules page, what the player to move must do, the line of hints under
the board, the deck's caption, advice and the panels' notes.  Words fit the device: "tap"
where a finger is in use, and no keys where there is no keyboard."""

from __future__ import annotations

from game.coloretto.rules import (
    COLOURS,
    INDEX,
    MOVES,
    NAMES,
    PLUS,
    ROW_SIZE,
    WILD,
    full_deck,
    row_words,
    score_of,
)
from game.ui import view as contract
from game.ui.widgets.symbols import SYMBOL_WORDS
from game.ui.view import Example

from .art import CARDS

TAGLINE = "Draw cards onto rows, take a row. Three colours score, the rest cost you."
CREDIT = "Coloretto was designed by Michael Schacht (Abacus Spiele, 2003)."
# The rules page's last section, its small print: where each rule set comes from (the
# player's view names them for what they are, "Simple rules" and "Official rules").
SOURCES = ("The simple rules are those of the Colors! page; the official rules are those "
           "published with the game.")
FOOTNOTE = ("A wild (rainbow card) counts for the colour it lies under.  Per colour: 1, 3, 6, "
            "10, 15, 21 points for 1 to 6+ cards.")
FOOTNOTE_SHORT = "Per colour: 1, 3, 6, 10, 15, 21 points for 1 to 6+ cards; a wild joins a colour."


def card_title(code: str) -> str:
    """'the red card', 'the wild', 'the +2 card'."""
    if code == WILD:
        return "the wild"
    if code == PLUS:
        return "the +2 card"
    return f"the {NAMES[code]} card"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "±0")


def points(n: int) -> str:
    return f"{n} point{'s' if abs(n) != 1 else ''}"


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
    legend = ", ".join(f"{NAMES[c]} {SYMBOL_WORDS[CARDS[c][1]]}" for c in COLOURS)
    if touch:
        here = ("Tap the deck to draw: only then is the card turned over, and you must place "
                "it. The rows it may go to are lit; tap one, or drag the card onto it. To "
                "take a row instead, tap its Take button or the row itself. Holding a finger "
                "on a row shows what taking it would do to your score; slide off before "
                "lifting and nothing happens. Each player's pile is in their panel, with the "
                "three scoring colours in gold; hold a panel to see its pile larger.")
    else:
        here = ("Click the deck to draw (or press Space): only then is the card turned over, "
                "and you must place it. The rows it may go to are lit; click one, drag the "
                "card onto it, or press its number. To take a row instead, click its Take "
                "button or the row itself. Pointing at a row shows what taking it would do to "
                "your score. Each player's pile is in their panel, with the three scoring "
                "colours in gold; on a small screen, point at a panel to see its pile larger.")
    return [
        ("Goal", "Collect cards in as few colours as you can: at the end your three best "
                 "colours score points, every other colour you hold costs points. The "
                 "highest score wins; a tie is a shared win."),
        ("The cards", "Seven colours (red, green, blue, yellow, pink, silver, purple) of "
                      "nine cards each, three wilds (rainbow cards, any colour you like "
                      "at the end) and ten +2 cards (two points each)."),
        ("Rows", "There are as many rows as players; each holds up to three cards.",
         examples["draw"]),
        ("Your turn", "Either draw the top card of the deck and put it on a row that is "
                      "not full, or take a row that has cards: its cards go to your pile "
                      "and you sit out the rest of the round. When every row in play is "
                      "full you must take one.", examples["take"]),
        ("Rounds", "Once every player has taken a row the round ends and the rows start "
                   "empty again. Simple rules: the player after the last one to take a row "
                   "starts the next round. Official rules: the last one to take a row "
                   "starts it."),
        ("Last round", "Simple rules: the round in which the deck falls below three cards "
                       "per player is the last. Official rules: the last-round card lies "
                       "above the bottom fifteen cards; the round in which it turns up is "
                       "the last. The table shows a LAST ROUND warning."),
        ("Scoring", "Per colour: 1 card 1 point, 2 cards 3, 3 cards 6, 4 cards 10, 5 cards "
                    "15, 6 or more 21. Your three biggest colours score plus, all others "
                    "minus. Each wild joins the colour where it helps most; each +2 card "
                    "adds two points.", examples["score"]),
        ("Official rules", "Three to five players. Every player starts with one card of a "
                           "different colour; with three players one colour is left out "
                           "of the game."),
        ("Playing here", here),
        ("Symbols", f"Every colour has its own symbol: {legend}. Wilds show a wheel of all "
                    f"seven colours, +2 cards a large +2."),
        ("Sources", SOURCES),
    ]


def advice(state, move, holding: bool) -> str:
    """"Draw a card, then choose its row" (the card is unseen until drawn, so the advice
    names no row yet), "Put it on row 2" once it is drawn, "Take row 3 (green, green and
    +2)"."""
    kind, row = MOVES[move]
    if kind == "d":
        if holding:
            return f"Put it on row {row + 1}"
        return "Draw a card, then choose its row"
    return f"Take row {row + 1} ({row_words(state.rows[row])})"


def status(state, held_card: str | None) -> str:
    if state.is_over():
        return ""
    lead = "Last round · " if state.last_round else ""
    if held_card is not None:
        return f"{lead}Put {card_title(held_card)} on a lit row"
    if not state.legal_rows_for_draw():
        return f"{lead}Every row in play is full: take a row"
    return f"{lead}Draw a card onto a row, or take a row and sit out the round"


def idle_note(state, seat: int) -> str:
    row = state.took[seat]
    return f"Out · took row {row + 1}" if row >= 0 else "Waiting"


def end_note(state, seat: int) -> str:
    return points(state.scores()[seat])


def deck_captions(state) -> list[str]:
    """Under the deck, when the last round comes, longest first (the board shows the longest
    that fits); none when there is nothing to say.  Both rule sets count the draws until the
    round becomes the last, in whole words at every length."""
    if state.is_over():
        return []
    if state.last_round:
        return ["This round ends the game", "The last round!"]
    if state.official:
        n = state.cards_before_last_round_card()
        if n is None:
            return []
        draws = f"{n + 1} draw{'s' if n else ''}"
        return [f"Last-round card in {draws}", f"Last round in {draws}",
                f"Last round: {draws}"]
    limit = ROW_SIZE * state.players
    n = state.deck_count() - limit + 1          # the draw that leaves fewer than `limit`
    draws = f"{n} draw{'s' if n != 1 else ''}"
    return [f"Last round below {limit} cards, in {draws}", f"Last round in {draws}",
            f"Last round: {draws}"]


def deck_caption(state) -> str:
    captions = deck_captions(state)
    return captions[0] if captions else ""


def refusal(state, target, held_card: str | None) -> str:
    """Why a tap on `target` ("deck" or ("row", r)) chooses nothing, in the rules' reasons:
    a row that cannot take the drawn card (full, taken this round), a row that cannot be
    taken (empty, taken this round), the deck when a card is drawn already or none can be."""
    if target == "deck":
        if held_card is not None:
            return f"First put {card_title(held_card)} on a lit row"
        if not state.can_draw():
            return "The deck is empty: take a row"
        return "Every row in play is full: take a row"
    r = target[1] + 1
    if held_card is not None:
        if state.taken[r - 1] >= 0:
            return f"Row {r} was taken this round: choose a lit row"
        return f"Row {r} is full (3 cards): choose a lit row"
    if state.taken[r - 1] >= 0:
        return f"Row {r} was taken this round: it is out of play"
    return f"Row {r} is empty: there is nothing to take"


def hint_line(state, *, interactive: bool, held_card: str | None, pointed, lit_rows,
              takes, touch: bool, dragging: bool = False, refused=None) -> tuple[str, str]:
    """The line under the board: what pointing at (or holding a finger on) a target would do,
    else what to do; (words, tone) where tone is "plain", "strong" or "gold".  `refused`:
    the target of the last tap that chose nothing (why is said until the next press: a
    finger leaves nothing pointed at)."""
    if not interactive:
        if state.is_over():
            return "The last round is over: see each player's scoring", "plain"
        return "", "plain"
    tap = "Tap" if touch else "Click"
    if refused is not None and pointed in (None, refused):
        return refusal(state, refused, held_card), "strong"
    if held_card is not None:
        card = card_title(held_card)
        if isinstance(pointed, tuple):
            r = pointed[1] + 1
            if r in lit_rows:
                return f"Put {card} on row {r}", "strong"
            return refusal(state, pointed, held_card), "plain"
        if dragging:
            return f"Drop {card} on a lit row", "gold"
        return f"Choose a lit row for {card}", "gold"
    if isinstance(pointed, tuple):
        r = pointed[1] + 1
        if r in takes:
            gain = take_gain(state, r - 1)
            before = score_of(state.piles[state.to_move])
            n = len(state.rows[r - 1])
            return (f"Take row {r} ({n} card{'s' if n != 1 else ''}): {signed(gain)} "
                    f"point{'s' if abs(gain) != 1 else ''} · {before} → {before + gain}",
                    "strong")
        return refusal(state, pointed, None), "plain"
    if pointed == "deck":
        if state.legal_rows_for_draw():
            return "Draw the top card, then choose its row", "strong"
        return refusal(state, "deck", None), "plain"
    if not state.legal_rows_for_draw():
        return "Every row in play is full: take a row", "gold"
    if not takes:
        return f"{tap} the deck to draw a card", "plain"
    return f"{tap} the deck to draw a card, or take a row", "plain"


def banner_for_draw(state, before_last: bool) -> tuple[str, str] | None:
    """The banner after a draw: "Last round!" when it made the round the last."""
    if state.last_round and not before_last:
        why = ("The last-round card turned up" if state.official else
               f"Fewer than {ROW_SIZE * state.players} cards are left")
        return "Last round!", f"{why}: this round ends the game"
    return None


def banner_for_round(state) -> tuple[str, str, bool]:
    """The banner of a new round: (title, who starts, whether it is the last)."""
    sub = state.seat_name(state.to_move) + " starts"
    if state.last_round:
        return f"Round {state.round} · the last", sub, True
    return f"Round {state.round}", sub, False


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
        card = NAMES[state.next_card_if_drawn()]
        end = game.start("colors", {}, 3, {"deck": deck})
        end.piles = [tuple(p) for p in self.EXAMPLE_PILES]
        end.finished = True
        after = state.clone()
        after.play("d2")
        taker = after.seat_name(after.to_move)
        return {
            "draw": Example(state, "d2", f"{who} draws the top card, a {card} one, and puts "
                                         f"it on row 2: row 1 is full."),
            "take": Example(after, "t1", f"Then {taker} takes row 1: its three cards go to "
                                         f"their pile, and they sit out the rest of the "
                                         f"round."),
            "score": Example(end, None, "At the end: three best colours score plus (a wild "
                                        "joins where it helps most), the others minus, +2 "
                                        "cards add two each.", show="result"),
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
