"""Coloretto, two rule sets (RULES-NOTES.md, Coloretto; docs/rules.md).

Cards are one-character codes: the colours `R G B Y P S V` (red, green, blue, yellow, pink,
silver, purple: the rule text's Violet), `W` a wild, `+` a +2 card and, in the official rule
set, `L` the last-round card inside the deck.  The deck is kept as one string in draw order
(index 0 on top) with a pointer to the next card, so the hidden part of the game is exactly
`deck[pos:]`.

There are as many rows as players, each holding at most three cards, numbered from 1 and
keeping their numbers all round.  A move is a string in the notation itself:

- `d<row>`: draw the top card and put it on row <row> (a row in play that is not full).  The
  player sees the card before choosing the row: the move is the pair "draw, then this row";
  a screen reveals the card with `next_card_if_drawn()` once the player has committed to
  drawing, then offers `legal_rows_for_draw()`.  In the official rule set a draw that turns
  up the last-round card sets it aside and places the card below it.
- `t<row>`: take that (non-empty, still in play) row into the pile and leave the round.

The deck can never run out (docs/rules.md proves it for both rule sets), and a player who
cannot draw can always take: the legal moves are never empty before the end.
"""

from __future__ import annotations

import random
import re
from functools import cache
from itertools import combinations

from game.core.contract import (
    Game,
    NotationError,
    Outcome,
    RulesError,
    State,
    Variant,
    matching_view,
    reading_view,
    view_int,
)
from game.core.i18n import N_, _, ngettext, pgettext

COLOURS = "RGBYPSV"
WILD = "W"
PLUS = "+"
LAST = "L"
KINDS = COLOURS + WILD + PLUS          # pile counts are kept in this order (9 numbers)
INDEX = {code: i for i, code in enumerate(KINDS)}
W_INDEX, PLUS_INDEX = INDEX[WILD], INDEX[PLUS]
# the colours' names, one per colour across the app: V (the rule text's Violet) is the
# purple of Collecto's balls and Spectrangle's tiles, with the same moon
NAMES = {"R": "red", "G": "green", "B": "blue", "Y": "yellow", "P": "pink", "S": "silver",
         "V": "purple", WILD: "wild", PLUS: "+2", LAST: "last-round"}
PER_COLOUR = 9
WILDS = 3
PLUS_CARDS = 10
ROW_SIZE = 3
BELOW_LAST = 15                        # official: the last-round card lies above 15 cards
SCORE_TABLE = (0, 1, 3, 6, 10, 15, 21)  # points for 0..6 cards of a colour; 6 or more: 21

DRAW, TAKE = "d", "t"
MAX_PLAYERS = 5
MOVES = {f"{kind}{row + 1}": (kind, row) for kind in (DRAW, TAKE) for row in range(MAX_PLAYERS)}

VARIANTS = {
    # Titles and descriptions are the player's words; the simple rules' source (the Colors!
    # page) is the rules page's small print.
    "colors": Variant("colors", N_("Simple rules (2-5 players)"), (2, 3, 4, 5),
                      N_("No starting cards and no last-round card: 76 cards, as many rows as "
                      "players; the round in which the deck falls below three cards per "
                      "player is the last; the player after the last to take a row starts "
                      "the next round.")),
    "official": Variant("official", N_("Official rules (3-5 players)"), (3, 4, 5),
                        N_("The published rules: each player starts with one card of a different "
                        "colour, three players play without one colour, the round in which "
                        "the last-round card (above the bottom 15 cards) turns up is the last, "
                        "and the last player to take a row starts the next round.")),
}


# --- scoring ----------------------------------------------------------------------------------
def colour_points(cards: int) -> int:
    """Points of one colour holding `cards` cards (6 or more count 21)."""
    return SCORE_TABLE[cards if cards < 6 else 6]


@cache
def wild_splits(wilds: int, parts: int = 3) -> tuple[tuple[int, ...], ...]:
    """Every way to share `wilds` wilds among `parts` colours, most on the first colour
    first (a fixed order, so ties always resolve the same way)."""
    if parts == 1:
        return ((wilds,),)
    return tuple((k, *rest) for k in range(wilds, -1, -1)
                 for rest in wild_splits(wilds - k, parts - 1))


@cache
def _colour_score(counts_desc: tuple[int, ...], wilds: int) -> int:
    top, rest = counts_desc[:3], counts_desc[3:]
    best = max(sum(colour_points(c + k) for c, k in zip(top, split))
               for split in wild_splits(wilds))
    return best - sum(colour_points(c) for c in rest)


def score_of(counts) -> int:
    """Best score of a pile given as 9 counts (R G B Y P S V, wilds, +2 cards).

    The three positive colours are always three with the most cards (swapping a bigger
    negative colour for a smaller positive one never loses, since the table only grows), so
    only the wilds' split needs trying; `score_breakdown` searches everything and the tests
    check that both agree."""
    return (_colour_score(tuple(sorted(counts[:7], reverse=True)), counts[W_INDEX])
            + 2 * counts[PLUS_INDEX])


def score_breakdown(counts) -> dict:
    """How a pile scores, for the end screen: the exhaustive best over the choice of the three
    positive colours and every placement of the wilds on them.

    `positive`: up to three {"colour", "cards", "wilds", "points"} (a colour the player does
    not hold and no wild joined is left out), strongest first; `negative`: every other colour
    held, {"colour", "cards", "points"} with points below zero; `wilds`: the colour each wild
    joined; `plus`, `plus_points`; `total`.  Among equal totals the choice whose positive
    colours hold the most cards wins, then the first in colour order: a wild that adds
    nothing (every positive colour already at six) still joins a positive colour, where it is
    simply wasted."""
    colours = list(counts[:7])
    wilds, plus = counts[W_INDEX], counts[PLUS_INDEX]
    best = None
    for trio in combinations(range(7), 3):
        own = tuple(sorted((colours[c] for c in trio), reverse=True))
        others = sum(colour_points(colours[c]) for c in range(7) if c not in trio)
        for split in wild_splits(wilds):
            total = sum(colour_points(colours[c] + k) for c, k in zip(trio, split)) - others
            rank = (total, own)
            if best is None or rank > best[0]:
                best = (rank, trio, split)
    assert best is not None         # there are trios of the seven colours
    (total, __), trio, split = best
    positive = [{"colour": COLOURS[c], "cards": colours[c], "wilds": k,
                 "points": colour_points(colours[c] + k)}
                for c, k in zip(trio, split) if colours[c] + k]
    positive.sort(key=lambda e: (-e["points"], -e["cards"], COLOURS.index(e["colour"])))
    negative = [{"colour": COLOURS[c], "cards": colours[c], "points": -colour_points(colours[c])}
                for c in range(7) if c not in trio and colours[c]]
    placed = [COLOURS[c] for c, k in zip(trio, split) for _copy in range(k)]
    return {"positive": positive, "negative": negative, "wilds": placed, "plus": plus,
            "plus_points": 2 * plus, "total": total + 2 * plus}


def counts_of(cards) -> list[int]:
    """The 9 counts (KINDS order) of an iterable of card codes."""
    counts = [0] * len(KINDS)
    for card in cards:
        counts[INDEX[card]] += 1
    return counts


def pile_text(counts) -> str:
    """A pile written as its cards sorted by kind, e.g. 'RRGW++'."""
    return "".join(code * n for code, n in zip(KINDS, counts))


def card_words(card: str) -> str:
    """'a red card', in the player's language."""
    words = {"R": pgettext("a card", "a red card"), "G": pgettext("a card", "a green card"),
             "B": pgettext("a card", "a blue card"), "Y": pgettext("a card", "a yellow card"),
             "P": pgettext("a card", "a pink card"), "S": pgettext("a card", "a silver card"),
             "V": pgettext("a card", "a purple card"), WILD: pgettext("a card", "a wild card"),
             PLUS: pgettext("a card", "a +2 card"),
             LAST: pgettext("a card", "a last-round card")}
    return words[card]


def card_name(card: str) -> str:
    """A card's short name in a list of a row's cards ('red', 'wild', '+2')."""
    # Translators: the cards of a row listed by name: "red, red and wild"
    words = {"R": pgettext("card in a list", "red"), "G": pgettext("card in a list", "green"),
             "B": pgettext("card in a list", "blue"),
             "Y": pgettext("card in a list", "yellow"),
             "P": pgettext("card in a list", "pink"),
             "S": pgettext("card in a list", "silver"),
             "V": pgettext("card in a list", "purple"),
             WILD: pgettext("card in a list", "wild"), PLUS: pgettext("card in a list", "+2"),
             LAST: pgettext("card in a list", "last-round")}
    return words[card]


def row_words(cards: str) -> str:
    """'red, red and wild': the cards of a row by name, in the order they were laid."""
    names = [card_name(c) for c in cards]
    if len(names) == 1:
        return names[0]
    # Translators: what separates the items of a list but the last two ("red, green and blue")
    head = pgettext("list", ", ").join(names[:-1])
    # Translators: the last two items of a list ("red, green and blue"); {items} is the rest
    return pgettext("list", "{items} and {last}").format(items=head, last=names[-1])


# --- the state --------------------------------------------------------------------------------
class ColorettoState(State):
    """Rows, piles and the deck pointer.

    rows[r]: the cards on row r (a string, at most 3); taken[r]: the seat that took row r this
    round, -1 while it is in play; took[s]: the row seat s took this round, -1 while s is in
    the round; piles[s]: seat s's cards as 9 counts (KINDS order)."""

    def __init__(self, variant, options, players, setup, deck: str, piles, composition):
        super().__init__(variant, options, players, setup)
        self.official = variant == "official"
        self.deck = deck
        self.pos = 0
        self.last_index = deck.find(LAST)            # -1 in the Colors! rule set
        self.composition = composition               # every card in play (L aside), 9 counts
        self.rows = [""] * players
        self.taken = [-1] * players
        self.took = [-1] * players
        self.piles = [tuple(p) for p in piles]
        self.turn = 0
        self.round = 1
        self.finished = False
        self._undo: list[tuple] = []
        self._legal: list[str] | None = None

    # --- public facts for screens and players ------------------------------------------------
    @property
    def to_move(self) -> int:
        return self.turn

    def deck_count(self) -> int:
        """Cards left to draw (the last-round card not counted)."""
        left = len(self.deck) - self.pos
        return left - 1 if self.last_round_card_in_deck() else left

    def last_round_card_in_deck(self) -> bool:
        return self.official and self.pos <= self.last_index

    def cards_before_last_round_card(self) -> int | None:
        """Official rule set: how many cards lie above the last-round card (public: it lies
        above the bottom 15); None once it has turned up or in the Colors! rule set."""
        return self.last_index - self.pos if self.last_round_card_in_deck() else None

    @property
    def last_round(self) -> bool:
        """True once the current round is known to be the last."""
        if self.official:
            return self.pos > self.last_index
        return len(self.deck) - self.pos < ROW_SIZE * self.players

    def out_this_round(self) -> list[int]:
        """Seats that have taken a row this round."""
        return [s for s in range(self.players) if self.took[s] >= 0]

    def in_play(self, row: int) -> bool:
        return self.taken[row] < 0

    def can_draw(self) -> bool:
        return not self.finished and self.deck_count() > 0

    def legal_rows_for_draw(self) -> list[int]:
        """Row numbers (from 1) a drawn card may go to: in play and not full."""
        if not self.can_draw():
            return []
        return [r + 1 for r in range(self.players)
                if self.taken[r] < 0 and len(self.rows[r]) < ROW_SIZE]

    def legal_takes(self) -> list[int]:
        """Row numbers (from 1) the player to move may take: in play and not empty."""
        if self.finished:
            return []
        return [r + 1 for r in range(self.players) if self.taken[r] < 0 and self.rows[r]]

    def next_card_if_drawn(self) -> str | None:
        """The card a draw would place (the last-round card skipped).  For a screen, only
        after the human has clicked the deck, and for an AI only after it has decided to
        draw: before that the deck order is hidden from everyone."""
        if not self.can_draw():
            return None
        card = self.deck[self.pos]
        return self.deck[self.pos + 1] if card == LAST else card

    # --- the draw in two steps (State.stages): draw, see the card, then choose its row -------
    def stages(self) -> dict[str, list[str]]:
        rows = self.legal_rows_for_draw()
        return {DRAW: [f"{DRAW}{r}" for r in rows]} if rows else {}

    def reveal(self, first: str) -> dict:
        if first != DRAW or not self.legal_rows_for_draw():
            return super().reveal(first)
        return {"card": self.next_card_if_drawn(),
                "last_round_card": self.draw_reveals_last_round_card()}

    def agree(self, first: str, seen: dict) -> None:
        """The card seen becomes the next one drawn: it changes places with the next card of
        the guessed order (the last-round card keeps its public place)."""
        if first != DRAW or not self.legal_rows_for_draw():
            super().agree(first, seen)
        card = seen.get("card") if isinstance(seen, dict) else None
        deck = list(self.deck)
        top = self.pos + 1 if deck[self.pos] == LAST else self.pos
        spot = next((i for i in range(top, len(deck)) if deck[i] == card), None)
        if not isinstance(card, str) or card not in KINDS or spot is None:
            raise RulesError(f"the card drawn ({card!r}) is not one of the cards left to draw")
        deck[top], deck[spot] = deck[spot], deck[top]
        self.deck = "".join(deck)
        self._legal = None

    def draw_reveals_last_round_card(self) -> bool:
        """True when the next draw turns up the last-round card (public knowledge: its place
        in the deck is known)."""
        return self.official and self.pos == self.last_index

    def unseen_counts(self) -> list[int]:
        """The cards still in the deck as 9 counts, worked out from public information only
        (the whole game's cards minus every card in a row or a pile)."""
        counts = list(self.composition)
        for row in self.rows:
            for card in row:
                counts[INDEX[card]] -= 1
        for pile in self.piles:
            for i, n in enumerate(pile):
                counts[i] -= n
        return counts

    def unseen_cards(self) -> dict[str, int]:
        """The multiset of cards left in the deck (not their order, which nobody knows); the
        last-round card is not included: its place is public."""
        return {code: n for code, n in zip(KINDS, self.unseen_counts()) if n}

    def rows_view(self) -> list[dict]:
        """Every row: number (from 1), cards, full, taken_by (a seat, or None while in play)."""
        return [{"number": r + 1, "cards": list(self.rows[r]),
                 "full": len(self.rows[r]) == ROW_SIZE,
                 "taken_by": None if self.taken[r] < 0 else self.taken[r]}
                for r in range(self.players)]

    def collection(self, seat: int) -> dict:
        """A seat's pile sorted by kind (colours, wilds, +2) with its running score."""
        pile = self.piles[seat]
        return {"cards": [(code, n) for code, n in zip(KINDS, pile) if n],
                "score": score_of(pile)}

    def breakdown(self, seat: int) -> dict:
        """How the seat's pile scores now (at the end: its final score), see score_breakdown."""
        return score_breakdown(self.piles[seat])

    def breakdowns(self) -> list[dict]:
        """breakdown(seat) for every seat, in seat order (the end screen)."""
        return [score_breakdown(p) for p in self.piles]

    # --- moves -----------------------------------------------------------------------------
    def edited(self) -> None:
        self._legal = None

    def legal_moves(self) -> list[str]:
        if self._legal is None:
            if self.finished:
                self._legal = []
            else:
                self._legal = ([f"d{r}" for r in self.legal_rows_for_draw()]
                               + [f"t{r}" for r in self.legal_takes()])
                if not self._legal:    # cannot happen (docs/rules.md); never end silently
                    raise RuntimeError(f"no legal move in {self.position_json()}")
        return self._legal

    def _next_in_round(self, seat: int) -> int:
        for step in range(1, self.players + 1):
            other = (seat + step) % self.players
            if self.took[other] < 0:
                return other
        return seat

    def push(self, move: str) -> None:
        kind, row = MOVES[move]
        seat = self.turn
        self._undo.append((self.pos, tuple(self.rows), tuple(self.taken), tuple(self.took),
                           self.piles[seat], seat, self.round, self.finished))
        if kind == DRAW:
            card = self.deck[self.pos]
            self.pos += 1
            if card == LAST:
                card = self.deck[self.pos]
                self.pos += 1
            self.rows[row] += card
            self.turn = self._next_in_round(seat)
        else:
            pile = list(self.piles[seat])
            for card in self.rows[row]:
                pile[INDEX[card]] += 1
            self.piles[seat] = tuple(pile)
            self.rows[row] = ""
            self.taken[row] = seat
            self.took[seat] = row
            if min(self.took) >= 0:                      # everybody has a row: round over
                if self.last_round:
                    self.finished = True
                else:
                    self.round += 1
                    self.rows = [""] * self.players
                    self.taken = [-1] * self.players
                    self.took = [-1] * self.players
                    self.turn = seat if self.official else (seat + 1) % self.players
            else:
                self.turn = self._next_in_round(seat)
        self.history.append(move)
        self._legal = None

    def pop(self) -> str:
        (self.pos, rows, taken, took, pile, seat, self.round,
         self.finished) = self._undo.pop()
        self.rows, self.taken, self.took = list(rows), list(taken), list(took)
        self.piles[seat] = pile
        self.turn = seat
        self._legal = None
        return self.history.pop()

    # --- end of game -----------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(score_of(p) for p in self.piles)

    def outcome(self) -> Outcome | None:
        if not self.finished:
            return None
        scores = self.scores()
        top = max(scores)
        winners = tuple(s for s in range(self.players) if scores[s] == top)
        if len(winners) == 1:
            reason = ngettext("{name} wins with {points} point", "{name} wins with {points} points",
                              top).format(name=self.seat_name(winners[0]), points=top)
        else:
            names = pgettext("list", ", ").join(self.seat_name(s) for s in winners[:-1])
            reason = ngettext("{names} and {last} share the win with {points} point",
                              "{names} and {last} share the win with {points} points",
                              top).format(names=names, last=self.seat_name(winners[-1]),
                                          points=top)
        return Outcome(scores, winners, reason)

    # --- notation ------------------------------------------------------------------------------
    def format_move(self, move: str) -> str:
        return move

    def parse_notation(self, text: str) -> str:
        found = re.fullmatch(r"([dDtT])\s*([0-9]+)", text)
        if not found:
            raise NotationError(f"{text!r} is not a move: write d<row> to draw a card onto a "
                                f"row or t<row> to take a row, like 'd1' or 't2'")
        row = int(found.group(2))
        if not 1 <= row <= self.players:
            raise NotationError(f"{text!r}: there is no row {row} (rows 1-{self.players})")
        return f"{found.group(1).lower()}{row}"

    def why_illegal(self, move: str) -> str:
        kind, row = MOVES[move]
        if self.taken[row] >= 0:
            return _("row {row} was taken this round").format(row=row + 1)
        if kind == DRAW:
            if not self.can_draw():
                return _("the deck is empty")
            return _("row {row} is full (3 cards)").format(row=row + 1)
        return _("row {row} is empty: only a row with cards can be taken").format(row=row + 1)

    def describe_move(self, move: str) -> str:
        kind, row = MOVES[move]
        who = self.seat_name(self.turn)
        if kind == TAKE:
            cards = row_words(self.rows[row])
            if sum(t < 0 for t in self.took) != 1:
                text = _("{who} took row {row} ({cards})")
            elif self.last_round:
                text = _("{who} took row {row} ({cards}); the game is over")
            else:
                text = _("{who} took row {row} ({cards}); the round is over")
            return text.format(who=who, row=row + 1, cards=cards)
        card = self.next_card_if_drawn()
        assert card is not None         # a draw is described while the deck has a card
        if self.draw_reveals_last_round_card():
            # Translators: {card} is "a red card", "a wild card", "a +2 card"
            text = _("{who} drew the last-round card, then {card}, and put it on row {row}: "
                     "this round is the last")
        elif not self.official and not self.last_round and \
                self.deck_count() - 1 < ROW_SIZE * self.players:
            text = _("{who} drew {card} and put it on row {row}: this round is the last")
        else:
            text = _("{who} drew {card} and put it on row {row}")
        return text.format(who=who, card=card_words(card), row=row + 1)

    def inventory(self) -> dict[str, int]:
        counts = counts_of(self.deck[self.pos:].replace(LAST, ""))
        for row in self.rows:
            for card in row:
                counts[INDEX[card]] += 1
        for pile in self.piles:
            for i, n in enumerate(pile):
                counts[i] += n
        found = {code: n for code, n in zip(KINDS, counts) if n}
        if self.official:
            found[LAST] = 1
        return found

    # --- identity and copies ---------------------------------------------------------------
    def key(self):
        return (self.deck[self.pos:], tuple(self.rows), tuple(self.taken), tuple(self.piles),
                self.turn, self.finished)

    def position_json(self) -> dict:
        return {"round": self.round, "to_move": None if self.finished else self.turn,
                "deck": self.deck_count(), "last_round": self.last_round,
                "cards_before_last_round_card": self.cards_before_last_round_card(),
                "rows": list(self.rows),
                "taken_by": [None if t < 0 else t for t in self.taken],
                "piles": [pile_text(p) for p in self.piles],
                "scores": list(self.scores()), "finished": self.finished}

    def seat_json(self, seat: int) -> dict:
        """What a seat sees (docs/protocol.md): every public fact and nothing of the deck's
        order.  The rows and piles, who took which row this round, the deck's size and what is
        left in it as a multiset (`unseen`, worked out from the public cards), where the
        last-round card lies (official), the scores and the round's progress.  Every seat sees
        the same: Coloretto has no private cards."""
        removed = self.setup.get("removed") if isinstance(self.setup, dict) else None
        return {"round": self.round, "to_move": None if self.finished else self.turn,
                "rows": list(self.rows),
                "taken_by": [None if t < 0 else t for t in self.taken],
                "out": self.out_this_round(),
                "piles": [pile_text(p) for p in self.piles],
                "scores": list(self.scores()),
                "deck": self.deck_count(), "unseen": self.unseen_cards(),
                "last_round": self.last_round,
                "cards_before_last_round_card": self.cards_before_last_round_card(),
                "removed": removed, "finished": self.finished}

    def clone(self) -> ColorettoState:
        twin = ColorettoState(self.variant, self.options, self.players, self.setup, self.deck,
                              self.piles, self.composition)
        twin.pos, twin.turn, twin.round, twin.finished = (self.pos, self.turn, self.round,
                                                          self.finished)
        twin.rows, twin.taken, twin.took = list(self.rows), list(self.taken), list(self.took)
        twin.history = list(self.history)
        twin._undo = list(self._undo)
        return twin


# --- the game ---------------------------------------------------------------------------------
def full_deck(removed: str | None = None) -> list[str]:
    """Every card of the game (no last-round card), minus the removed colour's nine."""
    cards = [c for c in COLOURS if c != removed for _copy in range(PER_COLOUR)]
    return cards + [WILD] * WILDS + [PLUS] * PLUS_CARDS


def _sorted_cards(cards) -> str:
    return "".join(sorted(cards, key=lambda c: (KINDS + LAST).index(c)))


class Coloretto(Game):
    name = "coloretto"
    title = "Coloretto"
    variants = VARIANTS
    default_variant = "colors"

    def deal(self, variant, options, players, rng: random.Random) -> dict:
        if variant != "official":
            deck = full_deck()
            rng.shuffle(deck)
            return {"deck": deck}
        removed = rng.choice(COLOURS) if players == 3 else None
        starting = rng.sample([c for c in COLOURS if c != removed], players)
        deck = full_deck(removed)
        for card in starting:
            deck.remove(card)
        rng.shuffle(deck)
        deck.insert(len(deck) - BELOW_LAST, LAST)
        return {"removed": removed, "starting": starting, "deck": deck}

    def start(self, variant, options, players, setup) -> ColorettoState:
        if not isinstance(setup, dict):
            raise RulesError("the setup must be an object with a deck")
        deck = setup.get("deck")
        if not isinstance(deck, list) or not all(isinstance(c, str) and len(c) == 1
                                                 and c in KINDS + LAST for c in deck):
            raise RulesError(f"setup.deck must be a list of card codes from {KINDS}"
                             + (" and L" if variant == "official" else ""))
        if variant != "official":
            if set(setup) != {"deck"}:
                raise RulesError("a Colors! setup holds only the deck")
            if _sorted_cards(deck) != _sorted_cards(full_deck()):
                raise RulesError("setup.deck must hold exactly 9 cards of each of the 7 colours, "
                                 "3 wilds and 10 +2 cards (76 cards)")
            return ColorettoState(variant, options, players, {"deck": list(deck)}, "".join(deck),
                                  [[0] * len(KINDS) for _seat in range(players)],
                                  counts_of(full_deck()))
        removed = setup.get("removed")
        starting = setup.get("starting")
        if set(setup) != {"deck", "removed", "starting"}:
            raise RulesError("an official setup holds removed, starting and deck")
        if players == 3:
            if removed not in tuple(COLOURS):
                raise RulesError("with 3 players setup.removed must be one colour code")
        elif removed is not None:
            raise RulesError(f"with {players} players no colour is removed (removed: null)")
        if (not isinstance(starting, list) or len(starting) != players
                or not all(isinstance(c, str) and c in tuple(COLOURS) and c != removed
                           for c in starting) or len(set(starting)) != players):
            raise RulesError(f"setup.starting must be {players} different colour codes, one "
                             f"per seat" + (", without the removed colour" if removed else ""))
        if deck.count(LAST) != 1 or len(deck) - 1 - deck.index(LAST) != BELOW_LAST:
            raise RulesError("setup.deck must hold the last-round card L exactly once, with "
                             f"{BELOW_LAST} cards below it")
        expected = full_deck(removed)
        for card in starting:
            expected.remove(card)
        if _sorted_cards(c for c in deck if c != LAST) != _sorted_cards(expected):
            raise RulesError("setup.deck must hold every card of the game except the removed "
                             "colour and the starting cards, and the last-round card")
        clean = {"removed": removed, "starting": list(starting), "deck": list(deck)}
        return ColorettoState(variant, options, players, clean, "".join(deck),
                              [counts_of(c) for c in starting], counts_of(full_deck(removed)))

    def from_seat_json(self, variant, options, players, view, rng) -> ColorettoState:
        """The position of `view` (its `seat_json`) with the deck in a fresh order: the unseen
        cards, sorted first, are shuffled by `rng`; the last-round card (official) keeps its
        public place.  The cards in the rows and piles stand in front of the deck's pointer.
        Fewer cards than a game's (a position built by hand) are fine."""
        with reading_view():
            v = self.variant(variant)
            options = v.check(options, players)
            official = v.name == "official"
            removed = view["removed"]
            _check_removed(removed, official, players)
            rows, piles = view["rows"], view["piles"]
            seen, hidden = _view_cards(view, rows, piles, players)
            composition = counts_of(seen + hidden)
            if any(n > most for n, most in zip(composition, counts_of(full_deck(removed)))):
                raise RulesError("the rows, the piles and the unseen cards hold more cards of "
                                 "a kind than the game has")
            rng.shuffle(hidden)
            before = view["cards_before_last_round_card"]
            if before is not None:
                if not official:
                    raise RulesError("these rules have no last-round card")
                if before != len(hidden) - BELOW_LAST:
                    raise RulesError(f"the last-round card lies above the bottom {BELOW_LAST} "
                                     f"cards of the deck: {len(hidden) - BELOW_LAST} cards "
                                     f"above it here, not {before!r}")
                hidden.insert(before, LAST)
            elif official:
                seen.insert(0, LAST)                 # it has turned up
            deck = "".join(seen + hidden)
            setup: dict = {"deck": list(deck)}
            if official:
                setup = {"removed": removed, "starting": None, "deck": list(deck)}
            state = ColorettoState(v.name, options, players, setup, deck,
                                   [counts_of(p) for p in piles], composition)
            state.pos = len(seen)
            state.rows = list(rows)
            _read_taken(state, view["taken_by"], rows, players)
            state.round = view_int(view["round"], "round", 1, 100)
            state.finished = view["finished"] is True
            if state.finished != (min(state.took) >= 0):
                raise RulesError("the game is over exactly when every seat has taken a row "
                                 "in the last round")
            to_move = view["to_move"]
            # A finished game shows no seat to move, and needs none: it is over for everyone.
            state.turn = 0 if to_move is None else view_int(to_move, "to_move", 0, players)
            if to_move is not None and state.took[to_move] >= 0:
                raise RulesError("the seat to move has already taken a row this round")
            state.edited()
            return matching_view(state, view)


def _check_removed(removed, official: bool, players: int) -> None:
    """A view's `removed`: one colour code in the official game for three, else null."""
    if official and players == 3:
        if removed not in tuple(COLOURS):
            raise RulesError("with 3 players removed must be one colour code")
    elif removed is not None:
        raise RulesError("removed must be null: no colour is removed here")


def _view_cards(view, rows, piles, players: int) -> tuple[list[str], list[str]]:
    """The cards a view shows (its rows and piles, sorted) and the unseen ones it counts (in
    KINDS order), each list checked for shape and codes."""
    if (not isinstance(rows, list) or len(rows) != players
            or not all(isinstance(r, str) and len(r) <= ROW_SIZE for r in rows)):
        raise RulesError(f"rows must be {players} rows of at most {ROW_SIZE} cards")
    if not isinstance(piles, list) or len(piles) != players:
        raise RulesError(f"piles must be {players} piles, one per seat")
    unseen = view["unseen"]
    if not isinstance(unseen, dict):
        raise RulesError("unseen must count the cards left in the deck by kind")
    hidden = [code for code in KINDS
              for _copy in range(view_int(unseen.get(code, 0), f"unseen {code}", 0, 100))]
    if set(unseen) - set(KINDS) or any(c not in KINDS for c in "".join(rows + piles)):
        raise RulesError(f"cards are written with the codes {KINDS}")
    return sorted("".join(rows + piles), key=KINDS.index), hidden


def _read_taken(state: ColorettoState, taken, rows, players: int) -> None:
    """Sets which seat took which row this round from a view's `taken_by`."""
    if not isinstance(taken, list) or len(taken) != players:
        raise RulesError(f"taken_by must name a seat or null for each of the "
                         f"{players} rows")
    for row, seat in enumerate(taken):
        if seat is not None:
            view_int(seat, "taken_by", 0, players)
            if state.took[seat] >= 0 or rows[row]:
                raise RulesError("a seat takes one row a round, and a taken row is "
                                 "empty")
            state.took[seat], state.taken[row] = row, seat


COLORETTO = Coloretto()
ColorettoState.game = COLORETTO
