"""Spectrangle's words: the menu's line, the rules page (with the moves its pictures play),
what to do now, the hint line under the board, advice, and the pieces of a score's
breakdown.  Words for a finger say "tap" and give no keys; words for a mouse and keyboard
say "click" and name the keys."""

from __future__ import annotations

from game.spectrangle.rules import (
    BONUS,
    COLOUR_NAMES,
    EXCHANGE,
    FREE,
    PASS,
    SIDES_TILE,
    TILE_CODES,
    TOUCHES,
    UP,
    VALUE,
    parse_tile,
    place_words,
    placement_score,
    tile_words,
)
from game.ui import draw
from game.ui import view as contract
from game.ui.widgets.symbols import SYMBOL_WORDS
from game.ui.view import Example


TAGLINE = "Match colours side to side with triangular tiles. Bonus fields multiply the score."
CREDIT = ("Spectrangle® as set for the University of Twente's 2018 programming project "
          "(Module 2 Software Systems).")
FIRST_PLAYER = "The starting draw decides who starts: the highest tile drawn."
SYMBOL_OF = {"R": "heart", "G": "clover", "B": "drop", "Y": "star", "P": "moon"}


def breakdown(value: int, touches: int, bonus: int, first: bool) -> str:
    """'5 × 2 sides × 2 bonus'."""
    if first:
        text = f"{value} · first tile"
    else:
        text = f"{value} × {touches} side{'s' if touches != 1 else ''}"
    if bonus > 1:
        text += f" × {bonus} bonus"
    return text


# --- the rules page ------------------------------------------------------------------------------
# Two deals and the placements that lead to the rules page's pictures.
EXAMPLE_BONUS = (["RYB1", "YYP4", "GGG6", "YPR2", "GGY4", "BGP3", "PPR4", "BBG4", "BYG1",
                  "GGB5", "YYG5", "BBY4", "RRY5", "BBB6", "GGR5", "GRP1", "WWW1", "BRP2",
                  "YYR4", "PPY5", "RGY3", "RRR6", "GRB3", "YYY6", "RRP5", "YBP3", "YYB5",
                  "GGP4", "RRB4", "PPG5", "PPB4", "YPG2", "BBR5", "RRG4", "PPP6", "BBP5"],
                 [(6, "RPP"), (5, "YRB"), (4, "YYP"), (1, "GGB"), (2, "GBB"), (12, "YRP"),
                  (11, "GYY"), (19, "GGY"), (20, "GGR"), (21, "GPR")], (13, "RYR"))
EXAMPLE_JOKER = (["RRR6", "GGY4", "PPG5", "YYR4", "YYP4", "BBG4", "BYG1", "YPR2", "BBR5",
                  "RRY5", "GGB5", "PPY5", "WWW1", "BBB6", "GRB3", "PPR4", "BBP5", "YYY6",
                  "GGP4", "BGP3", "PPP6", "GRP1", "RRP5", "BBY4", "YYG5", "RRB4", "GGR5",
                  "RYB1", "YBP3", "BRP2", "YYB5", "YPG2", "RRG4", "GGG6", "RGY3", "PPB4"],
                 [(25, "YYP"), (26, "YBG"), (16, "PPG"), (27, "BBG"), (28, "BBR"),
                  (18, "RYR")], (17, "WWW"))


def examples(game) -> dict[str, Example]:
    """The rules page's pictures: a placement on a bonus field touching two tiles, and the
    joker."""
    out = {}
    for name, (bag, moves, move) in (("bonus", EXAMPLE_BONUS), ("joker", EXAMPLE_JOKER)):
        state = game.start("standard", {}, 2, {"bag": list(bag)})
        for m in moves:
            state.push(m)
        out[name] = (state, move)
    state, move = out["bonus"]
    bonus = Example(state, move, f"{state.seat_name(state.to_move)} lays a 5 on a 4× "
                                 f"field where it touches two tiles, the colours "
                                 f"matching: 5 × 2 × 4 = {state.move_score(move)} points.")
    state, move = out["joker"]
    joker = Example(state, move, f"The white joker fits next to any colour: here it "
                                 f"touches two tiles, 1 × 2 = {state.move_score(move)} "
                                 f"points; any colour may touch it later.")
    return {"bonus": bonus, "joker": joker}


def rules(game, touch: bool = False) -> list[tuple]:
    """The rules page; "Playing here" and "Symbols" in the words of the pointer in use (a
    finger: tap, no keys; a mouse: click, and the keys)."""
    legend = ", ".join(f"{COLOUR_NAMES[k]} {SYMBOL_WORDS[SYMBOL_OF[k]]}" for k in "RGBYP")
    ex = examples(game)
    tap = "tap" if touch else "click"
    keys = "" if touch else (" With a keyboard: 1-4 pick a tile, R, the arrow keys or the "
                             "mouse wheel turn it, Tab and Enter place it, Escape puts it "
                             "back.")
    return [
        ("Goal", "Score the most points by laying tiles on the triangular board. At the end "
                 "the tiles left in your hand are subtracted from your score."),
        ("Tiles", "36 triangular tiles. Each side has a colour: red, green, blue, yellow, "
                  "purple, or white on the joker. Five one-colour tiles are worth 6, twenty "
                  "two-colour tiles 5 or 4, ten three-colour tiles 3, 2 or 1, and the all-"
                  "white joker 1. A tile may be turned, never flipped over."),
        ("Start", "Every player draws one tile; the highest value starts (on a tie, the "
                  "earlier seat). Then everyone draws three more. Hands lie open: everyone "
                  "sees every hand."),
        ("Placing", "The first tile goes on any field without a bonus. Every later tile must "
                    "touch a tile already on the board, and every side that touches a tile "
                    "must match that tile's side in colour. White matches every colour.",
         ex["joker"]),
        ("Scoring", "A tile scores its value × the number of sides it touches (at least 1) × "
                    "the field's bonus (2×, 3× or 4×). Example: a 5 touching two sides on a "
                    "2× field scores 5 × 2 × 2 = 20. After placing, draw back up to four.",
         ex["bonus"]),
        ("Can't place?", "If you can place a tile you must. If you cannot, skip your turn, "
                         "or exchange one tile for the next one in the bag and skip (not "
                         "when the bag is empty)."),
        ("The end", "The game ends when the bag is empty and nobody can place a tile, when "
                    "the board is full, or after two full rounds without a placement. The "
                    "values of the tiles left in each hand are subtracted; the highest score "
                    "wins (a tie is a shared win)."),
        ("Playing here", f"{tap.capitalize()} a tile of your hand. {tap.capitalize()} it "
                         "again to turn it 60° at a time: a tile pointing up fits up "
                         "fields, one pointing down fits down fields. Every field where it "
                         f"fits as shown lights up with its score; {tap} one, or drag the "
                         "tile onto it, to place it. A dimmer outline marks fields it fits "
                         f"once turned: {tap}ping one turns it there and places it. A {tap} on "
                         "a field where it "
                         "cannot go says why under the board (no tile chosen yet, the field "
                         f"taken, the colours its sides would have to match).{keys}"),
        ("Symbols", f"Each colour also has its own symbol: {legend}. The joker is plain "
                    "white. The Symbols button" + ("" if touch else " (or the S key)")
                    + " shows or hides them."),
    ]


# --- what to do ----------------------------------------------------------------------------------
def status(state, narrow: bool = False) -> str:
    """What the player to move must do (the shell's line under whose turn it is); `narrow`:
    for a phone's column on its side (two short lines)."""
    if state.is_over():
        return ""
    if not state.history:
        words = state.start_words()
        rule = f"{words} · the first tile: any field without a bonus"
        return rule if not narrow and draw.text_width(rule, 16) <= 560 else words
    if not state.can_skip():
        if narrow:
            return "Place a tile: sides that touch must match in colour"
        return "Place a tile: every side that touches a tile must match its colour"
    if state.can_exchange():
        return "No tile fits: skip, or exchange one tile and skip"
    return "No tile fits and the bag is empty: skip"


def advice(state, move) -> str:
    """"Place red-red-yellow 5 on row 3, 2nd from left (9 points)"; "Skip your turn"."""
    if move == PASS:
        return "Skip your turn: no tile of yours fits"
    if move[0] == EXCHANGE:
        return f"Exchange {tile_words(parse_tile(move[1]))} and skip"
    field, sides = move
    tile = SIDES_TILE[UP[field]][sides]
    points = placement_score(tile, state.constraint[field], field)
    return (f"Place {tile_words(tile)} on {place_words(field)} ({points} "
            f"point{'s' * (points != 1)})")


def last_move(state, move) -> list[str]:
    """The move just made, for the line under the board while it lands and the others
    move: its words in full, then shorter (longest first)."""
    full = state.describe_move(move)
    who = state.seat_name(state.to_move)
    if move == PASS:
        return [full, f"{who} could not place and skipped", f"{who} skipped"]
    if move[0] == EXCHANGE:
        tile = tile_words(parse_tile(move[1]))
        return [full, f"{who} exchanged {tile} and skipped", f"{who} exchanged a tile",
                "A tile exchanged"]
    field, sides = move
    pts = state.move_score(move)
    points = f"{pts} point{'s' * (pts != 1)}"
    tile = tile_words(SIDES_TILE[UP[field]][sides])
    return [full, f"{who} placed {tile} on {place_words(field)}: {points}",
            f"{who}: {tile} on {place_words(field)}, {points}",
            f"{who}: {place_words(field)}, {points}", f"{who} placed a tile: {points}",
            f"Placed: {points}"]


SIDE_WORDS = {"left": "on its left", "right": "on its right", "top": "at its top",
              "bottom": "at its bottom"}


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def refusal(state, field: int, selected, exchanging: bool, touch: bool) -> list[str]:
    """Why a tap on `field` chooses nothing, longest wording first: no tile chosen yet
    (Exchange waiting for its tile), the field taken, or no turn of the chosen tile fits
    there (the sides it would have to match, from the rules)."""
    tap = "Tap" if touch else "Click"
    if exchanging:
        return [f"{tap} the tile to put back in the bag, or Cancel",
                f"{tap} a tile to put back, or Cancel"]
    if selected is None and not state.placements(state.hands[state.to_move]):
        return ["No tile of yours fits anywhere: skip, or exchange a tile and skip",
                "No tile fits: skip, or exchange a tile"]
    if selected is None:
        return ["Choose one of your tiles first"]
    place = place_words(field)
    there = place[:1].upper() + place[1:]
    if state.board[field] is not None:
        return [f"{there} is already taken", "This field is taken"]
    if not state.placed:
        return ["The first tile may not go on a bonus field",
                "The first tile can't go on a bonus field", "No bonus field for the first tile"]
    needs = state.needs(field)
    if state.constraint[field] == FREE:
        return [f"{there} touches no placed tile", "This field touches no placed tile",
                "It touches no placed tile"]
    if not needs:
        return [f"No turn of your tile fits {place}"]   # (every side touches the joker)
    full = _listed([f"{colour} {SIDE_WORDS[side]}" for side, colour in needs])
    brief = _listed([f"{colour} {side}" for side, colour in needs])
    short = ", ".join(f"{colour} {side}" for side, colour in needs)
    return [f"{there} needs {full}: no turn of your tile fits",
            f"{there} needs {brief}: no turn of your tile fits",
            f"It needs {brief}: no turn of your tile fits",
            f"Needs {short}: no turn fits", "No turn of your tile fits here"]


def hint_line(state, *, act: bool, moving: bool, last: list, exchanging: bool, selected,
              rotation: int, hover, lit: dict, turned: set, touch: bool,
              refused=None) -> tuple[list, str]:
    """The line under the board: (its wordings, longest first, and its tone: "plain",
    "muted" or "gold").  The board shows the first that fits.  `refused` is the field of the
    last tap that chose nothing (said until the next tap: a finger leaves nothing pointed
    at)."""
    tap = "Tap" if touch else "Click"
    if state.is_over():
        return [f"The game is over: {state.end_reason()}", "The game is over"], "muted"
    if moving or not act:
        return list(last), "muted"
    if refused is not None and hover in (None, refused):
        return refusal(state, refused, selected, exchanging, touch), "plain"
    if exchanging:
        return [f"{tap} the tile to put back in the bag: you draw the next one and skip",
                f"{tap} the tile to put back in the bag"], "gold"
    if not state.placements(state.hands[state.to_move]):
        if state.can_exchange():
            return ["No tile of yours fits anywhere: skip, or exchange a tile and skip",
                    "No tile fits: skip, or exchange a tile"], "gold"
        return ["No tile of yours fits and the bag is empty: skip",
                "No tile fits: skip"], "gold"
    if selected is None:
        if touch:
            return ["Tap a tile of yours, then a field (or drag the tile onto it)",
                    "Tap a tile of yours, then a field"], "muted"
        return ["Pick a tile from your hand (click it or press 1-4), then a field",
                "Pick a tile (click it or press 1-4), then a field",
                "Click a tile of yours, then a field"], "muted"
    if hover is not None and hover in lit:
        move, pts = lit[hover]
        detail = breakdown(VALUE[selected], TOUCHES[state.constraint[hover]], BONUS[hover],
                           not state.placed)
        words = f"{place_words(hover).capitalize()}: {detail} = {pts} point{'s' * (pts != 1)}"
        return [words, f"{detail} = {pts} point{'s' * (pts != 1)}"], "plain"
    if hover is not None and hover in turned:
        pts = max(p for (f, _), p in state.placements_for(TILE_CODES[selected]) if f == hover)
        score = f"{pts} point{'s' * (pts != 1)}"
        return [f"{place_words(hover).capitalize()}: fits once turned ({score}): "
                f"{tap.lower()} to turn and place it",
                f"Fits once turned ({score}): {tap.lower()} to place it"], "plain"
    if hover is not None and state.board[hover] is None:
        return refusal(state, hover, selected, False, touch), "muted"
    if lit:
        best = max(p for _, p in lit.values())
        n = len(lit)
        fits = f"Your tile fits {n} field{'s' if n != 1 else ''} as it lies (best +{best})"
        turn = "tap it again to turn it" if touch else "turn it with R, the wheel or a click"
        return [f"{fits} · {turn}", fits], "muted"
    if turned:
        how = "tap it to turn it" if touch else "R, wheel or click it"
        return [f"Your tile fits nowhere as it lies: turn it ({how})",
                "It fits nowhere as it lies: turn it"], "muted"
    return ["Your tile fits nowhere on the board: pick another tile",
            "It fits nowhere: pick another tile"], "muted"



class SpectrangleWords(contract.Words):
    """The words the shell shows round the board (`view.words`)."""

    TAGLINE, CREDIT = TAGLINE, CREDIT

    def rules(self, touch: bool = False) -> list[tuple]:
        return rules(self.view.game, touch)

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def end_note(self, state, seat: int) -> str:
        return ""             # the panels show every score with what the hand cost

    def advice(self, state, move) -> str:
        return advice(state, move)

    def status(self, state) -> str:
        ctx = self.view.last_ctx
        return status(state, ctx is not None and ctx.shape == "landscape")
