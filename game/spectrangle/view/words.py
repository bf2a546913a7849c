"""Spectrangle's words: the menu's line, the rules page (with the moves its pictures play),
what to do now, the hint line under the board, advice, and the pieces of a score's
breakdown.  Words for a finger say "tap" and give no keys; words for a mouse and keyboard
say "click" and name the keys."""

from __future__ import annotations

from game.core.i18n import N_, _, ngettext
from game.spectrangle.rules import (
    BONUS,
    EXCHANGE,
    FREE,
    PASS,
    SIDES_TILE,
    TILE_CODES,
    TOUCHES,
    UP,
    VALUE,
    colour_word,
    parse_tile,
    place_words,
    placement_score,
    tile_words,
)
from game.ui import draw
from game.ui import view as contract
from game.ui.view import Example


TAGLINE = N_("Match colours side to side with triangular tiles. Bonus fields multiply the "
             "score.")
CREDIT = N_("Spectrangle® as set for the University of Twente's 2018 programming project "
            "(Module 2 Software Systems).")
FIRST_PLAYER = N_("The starting draw decides who starts: the highest tile drawn.")
SYMBOL_OF = {"R": "heart", "G": "clover", "B": "drop", "Y": "star", "P": "moon"}
# the symbols' words (as game/ui/widgets/symbols.py's SYMBOL_WORDS), looked up when shown
SYMBOL_WORDS = {"heart": N_("a heart"), "clover": N_("a clover"), "drop": N_("a drop"),
                "star": N_("a star"), "moon": N_("a moon")}


def breakdown(value: int, touches: int, bonus: int, first: bool) -> str:
    """'5 × 2 sides × 2 bonus'."""
    if first:
        if bonus > 1:
            # Translators: a score's breakdown: the tile's value, the first tile of the game,
            # on a bonus field ({bonus}: 2, 3 or 4)
            return _("{value} · first tile × {bonus} bonus").format(value=value, bonus=bonus)
        # Translators: a score's breakdown: the tile's value, the first tile of the game
        return _("{value} · first tile").format(value=value)
    if bonus > 1:
        # Translators: a score's breakdown: the tile's value × the sides it touches × the
        # bonus field's number (2, 3 or 4)
        return ngettext("{value} × {n} side × {bonus} bonus", "{value} × {n} sides × {bonus} bonus",
                        touches).format(value=value, n=touches, bonus=bonus)
    # Translators: a score's breakdown: the tile's value × the sides it touches
    return ngettext("{value} × {n} side", "{value} × {n} sides", touches).format(
        value=value, n=touches)


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
    # Translators: the caption of a rules page's picture; {name} is a player ("Player 1")
    bonus = Example(state, move, _("{name} lays a 5 on a 4× field where it touches two "
                                   "tiles, the colours matching: 5 × 2 × 4 = {points} "
                                   "points.").format(name=state.seat_name(state.to_move),
                                                     points=state.move_score(move)))
    state, move = out["joker"]
    # Translators: the caption of a rules page's picture
    joker = Example(state, move, _("The white joker fits next to any colour: here it touches "
                                   "two tiles, 1 × 2 = {points} points; any colour may touch "
                                   "it later.").format(points=state.move_score(move)))
    return {"bonus": bonus, "joker": joker}


def _legend() -> str:
    """"red a heart, green a clover, …"."""
    # Translators: a colour and its symbol on the tiles, in a list: "red a heart"
    return ", ".join(_("{colour} {symbol}").format(colour=colour_word(k),
                                                    symbol=_(SYMBOL_WORDS[SYMBOL_OF[k]]))
                     for k in "RGBYP")


def _playing_here(touch: bool) -> str:
    if touch:
        return _("Tap a tile of your hand. Tap it again to turn it 60° at a time: a tile "
                 "pointing up fits up fields, one pointing down fits down fields. Every field "
                 "where it fits as shown lights up with its score; tap one, or drag the tile "
                 "onto it, to place it. A dimmer outline marks fields it fits once turned: "
                 "tapping one turns it there and places it. A tap on a field where it cannot "
                 "go says why under the board (no tile chosen yet, the field taken, the "
                 "colours its sides would have to match).")
    return _("Click a tile of your hand. Click it again to turn it 60° at a time: a tile "
             "pointing up fits up fields, one pointing down fits down fields. Every field "
             "where it fits as shown lights up with its score; click one, or drag the tile "
             "onto it, to place it. A dimmer outline marks fields it fits once turned: "
             "clicking one turns it there and places it. A click on a field where it cannot "
             "go says why under the board (no tile chosen yet, the field taken, the colours "
             "its sides would have to match). With a keyboard: 1-4 pick a tile, R, the arrow "
             "keys or the mouse wheel turn it, Tab and Enter place it, Escape puts it back.")


def rules(game, touch: bool = False) -> list[tuple]:
    """The rules page; "Playing here" and "Symbols" in the words of the pointer in use (a
    finger: tap, no keys; a mouse: click, and the keys)."""
    ex = examples(game)
    if touch:
        # Translators: {legend} lists the colours and their symbols ("red a heart, …")
        symbols = _("Each colour also has its own symbol: {legend}. The joker is plain white. "
                    "The Symbols button shows or hides them.").format(legend=_legend())
    else:
        # Translators: {legend} lists the colours and their symbols ("red a heart, …")
        symbols = _("Each colour also has its own symbol: {legend}. The joker is plain white. "
                    "The Symbols button (or the S key) shows or hides them.").format(
                        legend=_legend())
    return [
        # Translators: a heading of the rules page
        (_("Goal"), _("Score the most points by laying tiles on the triangular board. At the "
                      "end the tiles left in your hand are subtracted from your score.")),
        # Translators: a heading of the rules page
        (_("Tiles"), _("36 triangular tiles. Each side has a colour: red, green, blue, yellow, "
                       "purple, or white on the joker. Five one-colour tiles are worth 6, "
                       "twenty two-colour tiles 5 or 4, ten three-colour tiles 3, 2 or 1, and "
                       "the all-white joker 1. A tile may be turned, never flipped over.")),
        # Translators: a heading of the rules page
        (_("Start"), _("Every player draws one tile; the highest value starts (on a tie, the "
                       "earlier seat). Then everyone draws three more. Hands lie open: "
                       "everyone sees every hand.")),
        # Translators: a heading of the rules page
        (_("Placing"), _("The first tile goes on any field without a bonus. Every later tile "
                         "must touch a tile already on the board, and every side that touches "
                         "a tile must match that tile's side in colour. White matches every "
                         "colour."),
         ex["joker"]),
        # Translators: a heading of the rules page
        (_("Scoring"), _("A tile scores its value × the number of sides it touches (at least "
                         "1) × the field's bonus (2×, 3× or 4×). Example: a 5 touching two "
                         "sides on a 2× field scores 5 × 2 × 2 = 20. After placing, draw back "
                         "up to four."),
         ex["bonus"]),
        # Translators: a heading of the rules page
        (_("Can't place?"), _("If you can place a tile you must. If you cannot, skip your "
                              "turn, or exchange one tile for the next one in the bag and skip "
                              "(not when the bag is empty).")),
        # Translators: a heading of the rules page
        (_("The end"), _("The game ends when the bag is empty and nobody can place a tile, "
                         "when the board is full, or after two full rounds without a "
                         "placement. The values of the tiles left in each hand are "
                         "subtracted; the highest score wins (a tie is a shared win).")),
        # Translators: a heading of the rules page: how to play in this app
        (_("Playing here"), _playing_here(touch)),
        # Translators: a heading of the rules page
        (_("Symbols"), symbols),
    ]


# --- what to do ----------------------------------------------------------------------------------
def status(state, narrow: bool = False) -> str:
    """What the player to move must do (the shell's line under whose turn it is); `narrow`:
    for a phone's column on its side (two short lines)."""
    if state.is_over():
        return ""
    if not state.history:
        words = state.start_words()
        # Translators: {start} says who starts ("Player 2 drew the highest tile (a 5) and
        # starts"); then where the first tile may go
        rule = _("{start} · the first tile: any field without a bonus").format(start=words)
        return rule if not narrow and draw.text_width(rule, 16) <= 560 else words
    if not state.can_skip():
        if narrow:
            return _("Place a tile: sides that touch must match in colour")
        return _("Place a tile: every side that touches a tile must match its colour")
    if state.can_exchange():
        return _("No tile fits: skip, or exchange one tile and skip")
    return _("No tile fits and the bag is empty: skip")


def advice(state, move) -> str:
    """"Place red-red-yellow 5 on row 3, 2nd from left (9 points)"; "Skip your turn"."""
    if move == PASS:
        return _("Skip your turn: no tile of yours fits")
    if move[0] == EXCHANGE:
        # Translators: advice; {tile} is a tile in words ("red-red-yellow 5")
        return _("Exchange {tile} and skip").format(tile=tile_words(parse_tile(move[1])))
    field, sides = move
    tile = SIDES_TILE[UP[field]][sides]
    points = placement_score(tile, state.constraint[field], field)
    # Translators: advice; {tile} is a tile in words ("red-red-yellow 5"), {place} a field
    # ("row 3, 2nd from left")
    return ngettext("Place {tile} on {place} ({points} point)",
                    "Place {tile} on {place} ({points} points)", points).format(
                        tile=tile_words(tile), place=place_words(field), points=points)


def last_move(state, move) -> list[str]:
    """The move just made, for the line under the board while it lands and the others
    move: its words in full, then shorter (longest first)."""
    full = state.describe_move(move)
    who = state.seat_name(state.to_move)
    if move == PASS:
        return [full, _("{who} could not place and skipped").format(who=who),
                _("{who} skipped").format(who=who)]
    if move[0] == EXCHANGE:
        tile = tile_words(parse_tile(move[1]))
        return [full, _("{who} exchanged {tile} and skipped").format(who=who, tile=tile),
                _("{who} exchanged a tile").format(who=who), _("A tile exchanged")]
    field, sides = move
    pts = state.move_score(move)
    tile = tile_words(SIDES_TILE[UP[field]][sides])
    place = place_words(field)
    return [full,
            # Translators: {who} a player, {tile} a tile in words, {place} a field
            ngettext("{who} placed {tile} on {place}: {points} point",
                     "{who} placed {tile} on {place}: {points} points", pts).format(
                         who=who, tile=tile, place=place, points=pts),
            ngettext("{who}: {tile} on {place}, {points} point",
                     "{who}: {tile} on {place}, {points} points", pts).format(
                         who=who, tile=tile, place=place, points=pts),
            ngettext("{who}: {place}, {points} point", "{who}: {place}, {points} points",
                     pts).format(who=who, place=place, points=pts),
            ngettext("{who} placed a tile: {points} point", "{who} placed a tile: {points} points",
                     pts).format(who=who, points=pts),
            ngettext("Placed: {points} point", "Placed: {points} points", pts).format(points=pts)]


def _need_full(side: str, colour: str) -> str:
    """"red on its left": what one side of a field asks (`colour` in the player's words)."""
    if side == "left":
        # Translators: what a field asks of a tile's side ({colour}: "red"); listed
        return _("{colour} on its left").format(colour=colour)
    if side == "right":
        # Translators: what a field asks of a tile's side ({colour}: "red"); listed
        return _("{colour} on its right").format(colour=colour)
    if side == "top":
        # Translators: what a field asks of a tile's side ({colour}: "red"); listed
        return _("{colour} at its top").format(colour=colour)
    # Translators: what a field asks of a tile's side ({colour}: "red"); listed
    return _("{colour} at its bottom").format(colour=colour)


def _need_brief(side: str, colour: str) -> str:
    """"red left": what one side of a field asks, in short."""
    if side == "left":
        # Translators: what a field asks of a tile's side, in short ({colour}: "red")
        return _("{colour} left").format(colour=colour)
    if side == "right":
        # Translators: what a field asks of a tile's side, in short ({colour}: "red")
        return _("{colour} right").format(colour=colour)
    if side == "top":
        # Translators: what a field asks of a tile's side, in short ({colour}: "red")
        return _("{colour} top").format(colour=colour)
    # Translators: what a field asks of a tile's side, in short ({colour}: "red")
    return _("{colour} bottom").format(colour=colour)


def _listed(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    # Translators: the end of a list: "red on its left, blue on its right and green at its
    # bottom" ({items}: the ones before the last, with commas)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def refusal(state, field: int, selected, exchanging: bool, touch: bool) -> list[str]:
    """Why a tap on `field` chooses nothing, longest wording first: no tile chosen yet
    (Exchange waiting for its tile), the field taken, or no turn of the chosen tile fits
    there (the sides it would have to match, from the rules)."""
    if exchanging:
        if touch:
            return [_("Tap the tile to put back in the bag, or Cancel"),
                    _("Tap a tile to put back, or Cancel")]
        return [_("Click the tile to put back in the bag, or Cancel"),
                _("Click a tile to put back, or Cancel")]
    if selected is None and not state.placements(state.hands[state.to_move]):
        return [_("No tile of yours fits anywhere: skip, or exchange a tile and skip"),
                _("No tile fits: skip, or exchange a tile")]
    if selected is None:
        return [_("Choose one of your tiles first")]
    place = place_words(field)
    there = place[:1].upper() + place[1:]
    if state.board[field] is not None:
        # Translators: {place} is a field ("Row 3, 2nd from left")
        return [_("{place} is already taken").format(place=there), _("This field is taken")]
    if not state.placed:
        return [_("The first tile may not go on a bonus field"),
                _("The first tile can't go on a bonus field"),
                _("No bonus field for the first tile")]
    needs = state.needs(field)
    if state.constraint[field] == FREE:
        # Translators: {place} is a field ("Row 3, 2nd from left")
        return [_("{place} touches no placed tile").format(place=there),
                _("This field touches no placed tile"), _("It touches no placed tile")]
    if not needs:
        # (every side touches the joker)
        # Translators: {place} is a field ("row 3, 2nd from left")
        return [_("No turn of your tile fits {place}").format(place=place)]
    full = _listed([_need_full(side, colour_word(colour)) for side, colour in needs])
    brief = _listed([_need_brief(side, colour_word(colour)) for side, colour in needs])
    short = ", ".join(_need_brief(side, colour_word(colour)) for side, colour in needs)
    # Translators: {place} is a field ("Row 3, 2nd from left"), {needs} the colours its sides
    # ask for ("red on its left and blue at its bottom")
    return [_("{place} needs {needs}: no turn of your tile fits").format(place=there,
                                                                          needs=full),
            _("{place} needs {needs}: no turn of your tile fits").format(place=there,
                                                                          needs=brief),
            # Translators: {needs} the colours a field's sides ask for ("red left and blue
            # bottom")
            _("It needs {needs}: no turn of your tile fits").format(needs=brief),
            _("Needs {needs}: no turn fits").format(needs=short),
            _("No turn of your tile fits here")]


def _pick(touch: bool) -> list[str]:
    if touch:
        return [_("Tap a tile of yours, then a field (or drag the tile onto it)"),
                _("Tap a tile of yours, then a field")]
    return [_("Pick a tile from your hand (click it or press 1-4), then a field"),
            _("Pick a tile (click it or press 1-4), then a field"),
            _("Click a tile of yours, then a field")]


def _exchanging(touch: bool) -> list[str]:
    if touch:
        return [_("Tap the tile to put back in the bag: you draw the next one and skip"),
                _("Tap the tile to put back in the bag")]
    return [_("Click the tile to put back in the bag: you draw the next one and skip"),
            _("Click the tile to put back in the bag")]


def _once_turned(place: str, pts: int, touch: bool) -> list[str]:
    """A field where the chosen tile fits once turned, pointed at."""
    if touch:
        # Translators: {place} a field ("Row 3, 2nd from left")
        return [ngettext("{place}: fits once turned ({points} point): tap to turn and "
                         "place it",
                         "{place}: fits once turned ({points} points): tap to turn and "
                         "place it", pts).format(place=place, points=pts),
                ngettext("Fits once turned ({points} point): tap to place it",
                         "Fits once turned ({points} points): tap to place it",
                         pts).format(points=pts)]
    # Translators: {place} a field ("Row 3, 2nd from left")
    return [ngettext("{place}: fits once turned ({points} point): click to turn and "
                     "place it",
                     "{place}: fits once turned ({points} points): click to turn and "
                     "place it", pts).format(place=place, points=pts),
            ngettext("Fits once turned ({points} point): click to place it",
                     "Fits once turned ({points} points): click to place it",
                     pts).format(points=pts)]


def hint_line(state, *, act: bool, moving: bool, last: list, exchanging: bool, selected,
              rotation: int, hover, lit: dict, turned: set, touch: bool,
              refused=None) -> tuple[list, str]:
    """The line under the board: (its wordings, longest first, and its tone: "plain",
    "muted" or "gold").  The board shows the first that fits.  `refused` is the field of the
    last tap that chose nothing (said until the next tap: a finger leaves nothing pointed
    at)."""
    if state.is_over():
        # Translators: {reason} is why the game ended ("the board is full")
        return [_("The game is over: {reason}").format(reason=state.end_reason()),
                _("The game is over")], "muted"
    if moving or not act:
        return list(last), "muted"
    if refused is not None and hover in (None, refused):
        return refusal(state, refused, selected, exchanging, touch), "plain"
    if exchanging:
        return _exchanging(touch), "gold"
    if not state.placements(state.hands[state.to_move]):
        if state.can_exchange():
            return [_("No tile of yours fits anywhere: skip, or exchange a tile and skip"),
                    _("No tile fits: skip, or exchange a tile")], "gold"
        return [_("No tile of yours fits and the bag is empty: skip"),
                _("No tile fits: skip")], "gold"
    if selected is None:
        return _pick(touch), "muted"
    if hover is not None and hover in lit:
        move, pts = lit[hover]
        detail = breakdown(VALUE[selected], TOUCHES[state.constraint[hover]], BONUS[hover],
                           not state.placed)
        # Translators: {place} a field ("Row 3, 2nd from left"), {detail} how a tile there
        # scores ("5 × 2 sides × 3 bonus")
        words = ngettext("{place}: {detail} = {points} point",
                         "{place}: {detail} = {points} points", pts).format(
                             place=place_words(hover).capitalize(), detail=detail, points=pts)
        # Translators: {detail} how a tile there scores ("5 × 2 sides × 3 bonus")
        return [words, ngettext("{detail} = {points} point", "{detail} = {points} points",
                                pts).format(detail=detail, points=pts)], "plain"
    if hover is not None and hover in turned:
        pts = max(p for (f, _s), p in state.placements_for(TILE_CODES[selected]) if f == hover)
        return _once_turned(place_words(hover).capitalize(), pts, touch), "plain"
    if hover is not None and state.board[hover] is None:
        return refusal(state, hover, selected, False, touch), "muted"
    if lit:
        best = max(p for _m, p in lit.values())
        n = len(lit)
        # Translators: {n} fields where the chosen tile fits as it is turned now; {best} the
        # most points one of them scores
        fits = ngettext("Your tile fits {n} field as it lies (best +{best})",
                        "Your tile fits {n} fields as it lies (best +{best})", n).format(
                            n=n, best=best)
        if touch:
            # Translators: {fits} "Your tile fits 3 fields as it lies (best +12)"
            turn = _("{fits} · tap it again to turn it").format(fits=fits)
        else:
            # Translators: {fits} "Your tile fits 3 fields as it lies (best +12)"
            turn = _("{fits} · turn it with R, the wheel or a click").format(fits=fits)
        return [turn, fits], "muted"
    if turned:
        if touch:
            first = _("Your tile fits nowhere as it lies: turn it (tap it to turn it)")
        else:
            first = _("Your tile fits nowhere as it lies: turn it (R, wheel or click it)")
        return [first, _("It fits nowhere as it lies: turn it")], "muted"
    return [_("Your tile fits nowhere on the board: pick another tile"),
            _("It fits nowhere: pick another tile")], "muted"



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
