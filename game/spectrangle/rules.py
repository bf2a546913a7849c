"""Spectrangle (UTwente 2018 course rules, RULES-NOTES.md): 2-4 players lay triangular tiles
on a triangular board of 36 fields.

Board.  Row r (0 at the apex, 0-5) holds 2r+1 fields, columns c = -r..r, and field
`index = r*r + r + c`.  A field points up when r + c is even.  Its neighbours: left (c-1),
right (c+1) and the vertical one, below (r+1, c) for an up field and above (r-1, c) for a
down field.  Nine fields carry a bonus (BONUS).

Tiles.  A tile's code is its three side colours read clockwise (R G B Y P, W = the white
joker) and its value: `RRY5`, `YBP3`, `WWW1`.  The canonical code of each tile is the one in
TILE_CODES: two-colour tiles start with their doubled colour ("red and yellow" = two red
sides and one yellow = `RRY5`), three-colour tiles keep the rule text's listed order (which is
their clockwise order).  All 36 tiles differ, so the colours alone name a tile.

Placement notation.  `<field>:<L><R><V>`: the colours the tile shows on the field's left,
right and vertical side (the bottom of an up field, the top of a down field).  Going clockwise
round an up field meets left, right, bottom; round a down field top, right, left.  So on an up
field L R V is the tile's clockwise order (turned), and on a down field V R L is: the three
placements of a tile on a field are exactly the three cyclic shifts of one string, and the
reversed string (a mirror image) is never a placement of that tile.  Example: YBP3 goes on an
up field as `YBP`, `BPY` or `PYB`, on a down field as `PBY`, `YPB` or `BYP`.

Other moves: `x:<tile code>` exchanges that tile (then skips), `pass` skips.

State.  The setup is the whole bag in draw order; exchanged tiles go to its bottom.  The state
therefore knows the order of the bag (it replays records), but the order is hidden
information: players see only what is left in it (a multiset), and the AI samples it.
"""

from __future__ import annotations

import random
import re

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
from game.core.i18n import N_, _, ngettext, ordinal, pgettext

# --- geometry ---------------------------------------------------------------------------------
ROWS = 6
FIELDS = ROWS * ROWS
BONUS = (1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 2, 4, 1, 4, 2, 1, 1, 1,
         1, 1, 4, 1, 1, 1, 1, 1, 3, 1, 1, 1, 2, 1, 1, 1, 3, 1)
NONE = -1


def place_words(field: int) -> str:
    """Where `field` is, as a player finds it: "row 3, 2nd from left" (rows from the apex)."""
    row, col = ROW_COL[field]
    # Translators: where a field of the triangular board is: its row counted from the top
    # point, and its place in the row counted from the left ({nth}: "2nd")
    return _("row {row}, {nth} from left").format(row=row + 1, nth=ordinal(col + row + 1))


def names_and(names) -> str:
    """Names listed as a player says them: "Player 1 and Player 3" (and so on)."""
    text = names[0]
    for name in names[1:]:
        # Translators: two names joined, or a list so far and the next name
        text = _("{first} and {second}").format(first=text, second=name)
    return text


def field_index(row: int, col: int) -> int:
    """The field at row `row` (0-5 from the apex) and column `col` (-row..row)."""
    return row * row + row + col


def _geometry():
    row_col, up, left, right, vert = [], [], [], [], []
    for r in range(ROWS):
        for c in range(-r, r + 1):
            row_col.append((r, c))
            is_up = (r + c) % 2 == 0
            up.append(int(is_up))
            left.append(field_index(r, c - 1) if c > -r else NONE)
            right.append(field_index(r, c + 1) if c < r else NONE)
            if is_up:
                vert.append(field_index(r + 1, c) if r + 1 < ROWS else NONE)
            else:
                vert.append(field_index(r - 1, c))   # a down field is never at a row's end
    return tuple(row_col), tuple(up), tuple(left), tuple(right), tuple(vert)


ROW_COL, UP, LEFT, RIGHT, VERT = _geometry()
NEIGHBOURS = tuple(tuple(n for n in (LEFT[f], RIGHT[f], VERT[f]) if n != NONE)
                   for f in range(FIELDS))
NEAR = tuple(sum(1 << n for n in NEIGHBOURS[f]) for f in range(FIELDS))
NON_BONUS = tuple(f for f in range(FIELDS) if BONUS[f] == 1)


def side_names(field: int) -> tuple[str, str, str]:
    """The words for a field's three sides, in notation order (left, right, bottom/top)."""
    return ("left", "right", "bottom" if UP[field] else "top")


# --- tiles ------------------------------------------------------------------------------------
COLOURS = "RGBYPW"
COLOUR_NAMES = {"R": "red", "G": "green", "B": "blue", "Y": "yellow", "P": "purple",
                "W": "white"}


def colour_word(colour: str) -> str:
    """A colour (its code, "R", or its English name, "red") in the player's words."""
    words = {"red": pgettext("colour", "red"), "green": pgettext("colour", "green"),
             "blue": pgettext("colour", "blue"), "yellow": pgettext("colour", "yellow"),
             "purple": pgettext("colour", "purple"), "white": pgettext("colour", "white")}
    return words[COLOUR_NAMES.get(colour, colour)]


WHITE = 5                       # colour code of the joker's sides
OPEN = 6                        # "no neighbour on this side" in a field's constraint
CODE = {c: i for i, c in enumerate(COLOURS)}

TILE_CODES = (
    "RRR6", "BBB6", "GGG6", "YYY6", "PPP6",
    "RRY5", "RRP5", "BBR5", "BBP5", "GGR5", "GGB5", "YYG5", "YYB5", "PPY5", "PPG5",
    "RRB4", "RRG4", "BBG4", "BBY4", "GGY4", "GGP4", "YYR4", "YYP4", "PPR4", "PPB4",
    "YBP3", "RGY3", "BGP3", "GRB3",
    "BRP2", "YPR2", "YPG2",
    "GRP1", "BYG1", "RYB1",
    "WWW1",
)
TILES = len(TILE_CODES)


def tile_words(tile: int) -> str:
    """A tile in a player's words: its colours and value ("red-red-yellow 5", "all-blue 6",
    "the white joker 1")."""
    code = TILE_CODES[tile]
    colours = [colour_word(c) for c in code[:3]]
    if code[0] == "W":
        # Translators: the all-white joker tile, and its value (1)
        return _("the white joker {value}").format(value=code[3])
    if len(set(colours)) == 1:
        # Translators: a tile whose three sides have one colour, and its value: "all-blue 6"
        return _("all-{colour} {value}").format(colour=colours[0], value=code[3])
    # Translators: a tile by its three side colours (clockwise) and its value: "red-red-yellow 5"
    return _("{first}-{second}-{third} {value}").format(
        first=colours[0], second=colours[1], third=colours[2], value=code[3])


JOKER = TILE_CODES.index("WWW1")
VALUE = tuple(int(code[3]) for code in TILE_CODES)
CLOCKWISE = tuple(code[:3] for code in TILE_CODES)
TILE_ID = {code: t for t, code in enumerate(TILE_CODES)}


def _rotations(s: str) -> list[str]:
    return list(dict.fromkeys((s, s[1:] + s[:1], s[2:] + s[:2])))


# ORIENT[up][tile]: the distinct (left, right, vertical) colour strings of a tile on a field
# pointing up (1) or down (0).  SIDES_TILE[up][sides]: the tile showing `sides` there.
ORIENT = (tuple(tuple(r[::-1] for r in _rotations(s)) for s in CLOCKWISE),
          tuple(tuple(_rotations(s)) for s in CLOCKWISE))
SIDES_TILE = tuple({sides: t for t in range(TILES) for sides in ORIENT[up][t]} for up in (0, 1))
# Any rotation of a tile's clockwise colours names it (`YPB` is YBP3 too).
ROTATION_TILE = {r: t for t in range(TILES) for r in _rotations(CLOCKWISE[t])}


def parse_tile(text: str) -> int:
    """The tile named by a code: its colours clockwise from any side, its value optional
    (`RRY5`, `ryr`, `PYB3`); NotationError naming the problem otherwise."""
    m = re.fullmatch(r"([A-Za-z]{3})([0-9])?", text.strip(), re.ASCII)
    if not m:
        raise NotationError(f"{text!r} is not a tile: write its three colours clockwise "
                            f"(R G B Y P W) and its value, like 'RRY5'")
    colours = m.group(1).upper()
    bad = [c for c in colours if c not in COLOURS]
    if bad:
        raise NotationError(f"{bad[0]!r} is not a colour: use R G B Y P or W")
    tile = ROTATION_TILE.get(colours)
    if tile is None:
        mirror = ROTATION_TILE.get(colours[::-1])
        if mirror is not None:
            raise NotationError(f"no tile reads {colours} clockwise: that is the mirror image "
                                f"of {TILE_CODES[mirror]}")
        raise NotationError(f"no tile has the colours {colours}")
    if m.group(2) and int(m.group(2)) != VALUE[tile]:
        raise NotationError(f"{TILE_CODES[tile]} is worth {VALUE[tile]}, not {m.group(2)}")
    return tile


# --- constraints --------------------------------------------------------------------------------
# An empty field's constraint is one number: the colour codes its left, right and vertical
# neighbours show it (OPEN where there is none), as l*49 + r*7 + v.
FREE = OPEN * 49 + OPEN * 7 + OPEN
TOUCHES = tuple((c // 49 != OPEN) + (c // 7 % 7 != OPEN) + (c % 7 != OPEN)
                for c in range(FREE + 1))
# fits_row's memo, which the hot loops (placements, the AI's scoring) read before calling it
FITS: list = [None] * ((FREE + 1) * 2)


def fits_row(constraint: int, up: int) -> tuple[tuple[str, ...], ...]:
    """For each tile, its placements (side strings) on a field of orientation `up` that match
    every neighbour described by `constraint` (memoised: there are only 686 such rows)."""
    row = FITS[constraint * 2 + up]
    if row is None:
        need = (constraint // 49, constraint // 7 % 7, constraint % 7)
        row = FITS[constraint * 2 + up] = tuple(
            tuple(sides for sides in ORIENT[up][tile]
                  if all(n >= WHITE or c == "W" or CODE[c] == n for c, n in zip(sides, need)))
            for tile in range(TILES))
    return row


_MASK_FIELDS: dict[int, tuple[int, ...]] = {}


def fields_of(mask: int) -> tuple[int, ...]:
    """The fields whose bits are set in `mask`, ascending (memoised)."""
    found = _MASK_FIELDS.get(mask)
    if found is None:
        if len(_MASK_FIELDS) > 200_000:
            _MASK_FIELDS.clear()
        found = _MASK_FIELDS[mask] = tuple(f for f in range(FIELDS) if mask >> f & 1)
    return found


MULTIPLIER = tuple(max(1, n) for n in TOUCHES)   # the first tile touches nothing: ×1


def placement_score(tile: int, constraint: int, field: int) -> int:
    """Value × touching sides (at least 1) × the field's bonus."""
    return VALUE[tile] * MULTIPLIER[constraint] * BONUS[field]


PASS = "pass"
EXCHANGE = "x"

VARIANTS = {
    # Translators: the name of Spectrangle's one rule set
    "standard": Variant("standard", N_("Standard"), (2, 3, 4),
                        N_("36 tiles, hands of four on show; a tile scores its value × the "
                           "sides it touches × the field's bonus.")),
}


class SpectrangleState(State):
    """The board, the hands, the bag (in draw order, with a pointer to the next tile) and the
    scores.  Moves: (field, sides) placements, ("x", tile code) exchanges and "pass"."""

    game: Spectrangle

    def __init__(self, variant, options, players, setup, bag: list[int]):
        super().__init__(variant, options, players, setup)
        self.board: list[str | None] = [None] * FIELDS   # sides (L R V) of the placed tile
        self.tile_at = [NONE] * FIELDS
        self.constraint = [FREE] * FIELDS
        self.placed = 0
        self.filled = 0               # bit f: field f holds a tile
        self.open = 0                 # bit f: field f is empty and touches a placed tile
        self.bag = list(bag)          # every tile drawn or to draw; returned tiles appended
        self.drawn = 0                # bag[drawn:] is still in the bag
        # bag[bottom:] went to the bottom in exchanges, in an order everyone saw: the tiles
        # of it still in the bag are public (`bag_bottom`)
        self.bottom = len(self.bag)
        self.hands: list[list[int]] = [[] for _seat in range(players)]
        self.points = [0] * players   # scores before the end-of-game subtraction
        self.turn = 0
        self.idle = 0                 # turns in a row without a placement
        self.start_seat = 0
        self._undo: list[tuple] = []
        self._legal: list | None = None

    def start_words(self) -> str:
        """Who starts and why, as the starting draw decided: "Player 2 drew the highest tile
        (a 5) and starts", or on a tie "Players 1 and 3 drew a 4: the earlier seat, Player 1,
        starts"."""
        first = self.bag[:self.players]
        best = max(VALUE[t] for t in first)
        tied = [s for s in range(self.players) if VALUE[first[s]] == best]
        starter = self.seat_name(self.start_seat)
        if len(tied) == 1:
            # Translators: the starting draw; {best} is the value of the tile drawn
            return _("{starter} drew the highest tile (a {best}) and starts").format(
                starter=starter, best=best)
        names = names_and([self.seat_name(s) for s in tied])
        # Translators: the starting draw tied: {names} ("Player 1 and Player 3") drew the
        # same highest value {best}; the one seated first starts
        return _("{names} drew a {best}: the earlier seat, {starter}, starts").format(
            names=names, best=best, starter=starter)

    # --- turn and moves ------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        return self.turn

    @property
    def bag_count(self) -> int:
        return len(self.bag) - self.drawn

    def placements(self, hand) -> list[tuple[int, str]]:
        """Every placement of the tiles `hand` (tile numbers) on the board as it stands."""
        moves = []
        if not self.placed:
            for f in NON_BONUS:
                orient = ORIENT[UP[f]]
                for t in hand:
                    for sides in orient[t]:
                        moves.append((f, sides))
            return moves
        constraint = self.constraint
        for f in fields_of(self.open):
            row = FITS[constraint[f] * 2 + UP[f]] or fits_row(constraint[f], UP[f])
            for t in hand:
                for sides in row[t]:
                    moves.append((f, sides))
        return moves

    def edited(self) -> None:
        self._legal = None

    def legal_moves(self) -> list:
        if self._legal is None:
            self._legal = self._moves()
        return self._legal

    def _moves(self) -> list:
        if self.placed == FIELDS or self.idle >= 2 * self.players:
            return []
        hand = self.hands[self.turn]
        moves = self.placements(hand)
        if moves:
            return moves
        if self.drawn == len(self.bag):
            if not any(_can_place(self, s) for s in range(self.players) if s != self.turn):
                return []
            return [PASS]
        return [PASS, *((EXCHANGE, TILE_CODES[t]) for t in hand)]

    def push(self, move) -> None:
        seat = self.turn
        hand = self.hands[seat]
        if move == PASS:
            self._undo.append((0, seat, self.idle))
            self.idle += 1
        elif move[0] == EXCHANGE:
            tile = TILE_ID[move[1]]
            slot = hand.index(tile)
            hand[slot] = self.bag[self.drawn]
            self.drawn += 1
            self.bag.append(tile)
            self._undo.append((1, seat, self.idle, slot, tile))
            self.idle += 1
        else:
            field, sides = move
            tile = SIDES_TILE[UP[field]][sides]
            gain = placement_score(tile, self.constraint[field], field)
            self.board[field] = sides
            self.tile_at[field] = tile
            self.placed += 1
            self._mark(field, sides, 1)
            was_open = self.open
            self.filled |= 1 << field
            self.open = (was_open | NEAR[field]) & ~self.filled
            self.points[seat] += gain
            slot = hand.index(tile)
            if self.drawn < len(self.bag):
                hand[slot] = self.bag[self.drawn]
                self.drawn += 1
                drew = True
            else:
                del hand[slot]
                drew = False
            self._undo.append((2, seat, self.idle, slot, tile, field, gain, drew, was_open))
            self.idle = 0
        self.turn = (seat + 1) % self.players
        self.history.append(move)
        self._legal = None

    def put(self, field: int, sides: str) -> None:
        """Lay the tile showing `sides` (left, right, vertical) on an empty field directly,
        outside the rules: no hand, no score, no turn, no matching check.  For positions built
        by hand (tests, puzzles); never part of a game's history."""
        tile = SIDES_TILE[UP[field]].get(sides)
        if tile is None or self.board[field] is not None:
            raise RulesError(f"cannot put {sides!r} on field {field}")
        self.board[field] = sides
        self.tile_at[field] = tile
        self.placed += 1
        self._mark(field, sides, 1)
        self.filled |= 1 << field
        self.open = (self.open | NEAR[field]) & ~self.filled
        self._legal = None

    def _mark(self, field: int, sides: str, sign: int) -> None:
        """Tell the neighbours of `field` which colours now touch them (sign 1) or no longer
        (sign -1)."""
        constraint = self.constraint
        g = LEFT[field]
        if g != NONE:             # my left side touches its right side
            constraint[g] += sign * (CODE[sides[0]] - OPEN) * 7
        g = RIGHT[field]
        if g != NONE:             # my right side touches its left side
            constraint[g] += sign * (CODE[sides[1]] - OPEN) * 49
        g = VERT[field]
        if g != NONE:             # vertical sides touch each other
            constraint[g] += sign * (CODE[sides[2]] - OPEN)

    def pop(self):
        entry = self._undo.pop()
        kind, seat, idle = entry[0], entry[1], entry[2]
        hand = self.hands[seat]
        if kind == 1:
            slot, tile = entry[3:]
            self.bag.pop()
            self.drawn -= 1
            hand[slot] = tile
        elif kind == 2:
            slot, tile, field, gain, drew, was_open = entry[3:]
            if drew:
                self.drawn -= 1
                hand[slot] = tile
            else:
                hand.insert(slot, tile)
            self.points[seat] -= gain
            self._mark(field, self.board[field], -1)
            self.board[field] = None
            self.tile_at[field] = NONE
            self.placed -= 1
            self.filled &= ~(1 << field)
            self.open = was_open
        self.idle = idle
        self.turn = seat
        self._legal = None
        return self.history.pop()

    # --- what a screen asks ----------------------------------------------------------------
    def hand(self, seat: int) -> list[str]:
        """The tile codes in a seat's hand, in slot order (a drawn tile fills the used slot)."""
        return [TILE_CODES[t] for t in self.hands[seat]]

    def board_tiles(self) -> dict[int, tuple[str, str]]:
        """Each occupied field: (tile code, colours on its left, right and vertical side)."""
        return {f: (TILE_CODES[self.tile_at[f]], s) for f, s in enumerate(self.board) if s}

    def move_score(self, move) -> int:
        """Points a placement scores now (0 for a pass or an exchange)."""
        if move == PASS or move[0] == EXCHANGE:
            return 0
        field, sides = move
        return placement_score(SIDES_TILE[UP[field]][sides], self.constraint[field], field)

    def placements_for(self, code: str) -> list[tuple[tuple[int, str], int]]:
        """The legal placements of one tile of the mover's hand, each with its score (for
        highlighting the fields where a chosen tile fits)."""
        tile = parse_tile(code)
        if tile not in self.hands[self.turn]:
            return []
        legal = set(self.legal_moves())
        return [(m, self.move_score(m)) for m in self.placements([tile]) if m in legal]

    def can_skip(self) -> bool:
        return PASS in self.legal_moves()

    def can_exchange(self) -> bool:
        return any(m != PASS and m[0] == EXCHANGE for m in self.legal_moves())

    def hand_value(self, seat: int) -> int:
        return sum(VALUE[t] for t in self.hands[seat])

    # --- end of game -----------------------------------------------------------------------
    def end_reason(self) -> str:
        if self.placed == FIELDS:
            return _("the board is full")
        if self.idle >= 2 * self.players:
            return _("two full rounds passed without a placement")
        return _("the bag is empty and nobody can place a tile")

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        final = tuple(self.points[s] - self.hand_value(s) for s in range(self.players))
        best = max(final)
        winners = tuple(s for s in range(self.players) if final[s] == best)
        if len(winners) == 1:
            verdict = ngettext("{name} wins with {points} point",
                               "{name} wins with {points} points", abs(best)).format(
                                   name=self.seat_name(winners[0]), points=best)
        else:
            names = names_and([self.seat_name(s) for s in winners])
            verdict = ngettext("{names} share the win with {points} point",
                               "{names} share the win with {points} points",
                               abs(best)).format(names=names, points=best)
        # Translators: {reason} is why the game ended ("the board is full"), {verdict} who
        # won ("Player 1 wins with 52 points")
        return Outcome(final, winners, _("The game ends: {reason}. Tiles left in hand are "
                                         "subtracted; {verdict}.").format(
                                             reason=self.end_reason(), verdict=verdict))

    def scores(self) -> tuple[int, ...]:
        outcome = self.outcome()
        return outcome.scores if outcome else tuple(self.points)

    # --- notation ----------------------------------------------------------------------------
    def format_move(self, move) -> str:
        if move == PASS:
            return PASS
        if move[0] == EXCHANGE:
            return f"{EXCHANGE}:{move[1]}"
        return f"{move[0]}:{move[1]}"

    def parse_notation(self, text: str):
        text = text.strip()
        if text.lower() in ("pass", "skip"):
            return PASS
        m = re.fullmatch(r"[xX]\s*:\s*(\S+)", text, re.ASCII)
        if m:
            return (EXCHANGE, TILE_CODES[parse_tile(m.group(1))])
        m = re.fullmatch(r"([0-9]{1,2})\s*:\s*([A-Za-z]{3})([0-9])?", text, re.ASCII)
        if not m:
            raise NotationError(f"{text!r} is not a move: write <field>:<colours on its left, "
                                f"right and vertical side> like '11:RRY', x:<tile> like "
                                f"'x:RRY5' to exchange, or 'pass'")
        field = int(m.group(1))
        if field >= FIELDS:
            raise NotationError(f"there is no field {field} (fields are 0-{FIELDS - 1})")
        sides = m.group(2).upper()
        bad = [c for c in sides if c not in COLOURS]
        if bad:
            raise NotationError(f"{bad[0]!r} is not a colour: use R G B Y P or W")
        tile = SIDES_TILE[UP[field]].get(sides)
        if m.group(3) and tile is not None and int(m.group(3)) != VALUE[tile]:
            raise NotationError(f"{TILE_CODES[tile]} is worth {VALUE[tile]}, not {m.group(3)}")
        return (field, sides)

    def why_illegal(self, move) -> str:
        hand = self.hands[self.turn]
        can = bool(self.placements(hand))
        if move == PASS:
            return _("you must place a tile when you can") if can else \
                _("the rules do not allow it")
        if move[0] == EXCHANGE:
            if TILE_ID[move[1]] not in hand:
                return _("you hold no such tile")
            if can:
                return _("you must place a tile when you can")
            if self.drawn == len(self.bag):
                return _("the bag is empty")
            return _("the rules do not allow it")
        return _why_not_placed(self, *move)

    def needs(self, field: int) -> list[tuple[str, str]]:
        """What an empty `field` asks of a tile's sides: (side, colour) for every side that
        touches a placed tile of a colour (a side touching the joker takes any colour)."""
        c = self.constraint[field]
        need = (c // 49, c // 7 % 7, c % 7)
        return [(side, COLOUR_NAMES[COLOURS[n]]) for n, side in zip(need, side_names(field))
                if n < WHITE]

    def describe_move(self, move) -> str:
        who = self.seat_name(self.turn)
        if move == PASS:
            return _("{who} could not place a tile and skipped").format(who=who)
        if move[0] == EXCHANGE:
            # Translators: {tile} is a tile in words ("red-red-yellow 5")
            return _("{who} could not place a tile, exchanged {tile} and skipped").format(
                who=who, tile=tile_words(parse_tile(move[1])))
        field, sides = move
        tile = SIDES_TILE[UP[field]][sides]
        c = self.constraint[field]
        points = placement_score(tile, c, field)
        n = TOUCHES[c]
        if not self.placed:
            # Translators: why a placement scored what it did: it was the game's first tile
            detail = _("the first tile")
        elif BONUS[field] > 1:
            # Translators: why a placement scored what it did: the sides it touches, and the
            # bonus field's multiplier ({bonus}: 2, 3 or 4)
            detail = ngettext("{n} side, ×{bonus} bonus", "{n} sides, ×{bonus} bonus",
                              n).format(n=n, bonus=BONUS[field])
        else:
            # Translators: why a placement scored what it did: the sides it touches
            detail = ngettext("{n} side", "{n} sides", n).format(n=n)
        # Translators: {tile} is a tile in words ("red-red-yellow 5"), {place} a field
        # ("row 3, 2nd from left"), {detail} how the points came ("2 sides, ×3 bonus")
        return ngettext("{who} placed {tile} on {place} for {points} point ({detail})",
                        "{who} placed {tile} on {place} for {points} points ({detail})",
                        points).format(who=who, tile=tile_words(tile), place=place_words(field),
                                       points=points, detail=detail)

    def inventory(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        pieces = [*self.bag[self.drawn:], *(t for h in self.hands for t in h),
                  *(t for t in self.tile_at if t != NONE)]
        for t in pieces:
            code = TILE_CODES[t]
            counts[code] = counts.get(code, 0) + 1
        return counts

    # --- identity and copies ---------------------------------------------------------------
    def key(self):
        return (tuple(self.board), tuple(tuple(sorted(h)) for h in self.hands),
                tuple(self.bag[self.drawn:]), self.turn, self.idle, tuple(self.points))

    def position_json(self) -> dict:
        return {"board": {str(f): {"tile": TILE_CODES[self.tile_at[f]], "sides": s}
                          for f, s in enumerate(self.board) if s},
                "hands": [self.hand(s) for s in range(self.players)],
                "scores": list(self.points), "bag": self.bag_count, "to_move": self.turn,
                "start": self.start_seat, "idle_turns": self.idle}

    def seat_json(self, seat: int) -> dict:
        """What a seat sees (docs/protocol.md): the board, every hand (hands lie open), the
        points so far (before the end-of-game subtraction), whose turn, the turns in a row
        without a placement, and the bag as a count and a multiset (`unseen`: every tile not
        on the board or in a hand, in TILE_CODES order), never its order.  `bag_bottom` are
        the exchanged tiles still in the bag, in the order they went to its bottom (public:
        everyone saw them go there); they are part of `unseen` and are drawn last."""
        unseen = sorted(self.bag[self.drawn:])
        bottom = self.bag[max(self.drawn, self.bottom):]
        return {"board": {str(f): {"tile": TILE_CODES[self.tile_at[f]], "sides": s}
                          for f, s in enumerate(self.board) if s},
                "hands": [self.hand(s) for s in range(self.players)],
                "points": list(self.points), "to_move": self.turn if self.legal_moves() else None,
                "start": self.start_seat, "idle_turns": self.idle,
                "bag": self.bag_count, "unseen": [TILE_CODES[t] for t in unseen],
                "bag_bottom": [TILE_CODES[t] for t in bottom]}

    def clone(self) -> SpectrangleState:
        twin = SpectrangleState.__new__(SpectrangleState)
        twin.variant, twin.options, twin.players = self.variant, dict(self.options), self.players
        twin.setup = self.setup
        twin.history = list(self.history)
        twin.board = list(self.board)
        twin.tile_at = list(self.tile_at)
        twin.constraint = list(self.constraint)
        twin.placed, twin.filled, twin.open = self.placed, self.filled, self.open
        twin.bag = list(self.bag)
        twin.drawn, twin.bottom = self.drawn, self.bottom
        twin.hands = [list(h) for h in self.hands]
        twin.points = list(self.points)
        twin.turn, twin.idle, twin.start_seat = self.turn, self.idle, self.start_seat
        twin._undo = list(self._undo)     # noqa: SLF001 - a twin of its own class
        twin._legal = None                # noqa: SLF001 - a twin of its own class
        return twin


class Spectrangle(Game):
    name = "spectrangle"
    title = "Spectrangle"
    variants = VARIANTS
    default_variant = "standard"

    def deal(self, variant, options, players, rng: random.Random) -> dict:
        bag = list(TILE_CODES)
        rng.shuffle(bag)
        return {"bag": bag}

    def start(self, variant, options, players, setup) -> SpectrangleState:
        codes = setup.get("bag") if isinstance(setup, dict) else None
        if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
            raise RulesError("setup.bag must be a list of tile codes in draw order")
        try:
            bag = [parse_tile(c) for c in codes]
        except NotationError as exc:
            raise RulesError(f"setup.bag: {exc}") from None
        if sorted(bag) != list(range(TILES)):
            raise RulesError(f"setup.bag must hold each of the {TILES} tiles exactly once")
        state = SpectrangleState(variant, options, players,
                                 {"bag": [TILE_CODES[t] for t in bag]}, bag)
        _deal_hands(state)
        return state

    def from_seat_json(self, variant, options, players, view, rng) -> SpectrangleState:
        """The position of `view` (its `seat_json`) with the bag in a fresh order: the tiles
        that went to its bottom (`bag_bottom`) stay there in their public order, and the
        others, sorted first, are shuffled by `rng` above them.  A tile the view shows nowhere
        (a position built by hand) counts as drawn."""
        with reading_view():
            v = self.variant(variant)
            options = v.check(options, players)
            hands = view["hands"]
            if not isinstance(hands, list) or len(hands) != players:
                raise RulesError(f"hands must hold {players} hands, one per seat")
            hands = [_tiles(hand, "a hand") for hand in hands]
            if any(len(hand) > 4 for hand in hands):
                raise RulesError("a hand holds at most 4 tiles")
            unseen = _tiles(view["unseen"], "unseen")
            bottom = _tiles(view["bag_bottom"], "bag_bottom")
            if len(set(bottom)) != len(bottom) or not set(bottom) <= set(unseen):
                raise RulesError("the tiles at the bottom of the bag must be unseen tiles, "
                                 "each once")
            rest = sorted(set(unseen) - set(bottom))
            rng.shuffle(rest)
            seen = sorted(set(range(TILES)) - set(unseen))
            bag = seen + rest + bottom
            state = SpectrangleState(v.name, options, players,
                                     {"bag": [TILE_CODES[t] for t in bag]}, bag)
            board = view["board"]
            if not isinstance(board, dict) or not all(str(f).isdigit() for f in board):
                raise RulesError("board must map fields (numbers as text) to their tiles")
            for field, laid in sorted(board.items(), key=lambda item: int(item[0])):
                state.put(view_int(int(field), "a field", 0, FIELDS), laid["sides"])
            pieces = [t for t in state.tile_at if t != NONE] + unseen
            pieces += [t for hand in hands for t in hand]
            if len(set(pieces)) != len(pieces):
                raise RulesError("the board, the hands and the unseen tiles hold a tile twice")
            state.hands = hands
            points = view["points"]
            if not isinstance(points, list) or len(points) != players:
                raise RulesError(f"points must hold {players} numbers, one per seat")
            state.points = [view_int(p, "points", 0, 10**6) for p in points]
            state.drawn = len(seen)
            state.bottom = len(bag) - len(bottom)
            state.start_seat = view_int(view["start"], "start", 0, players)
            state.idle = view_int(view["idle_turns"], "idle_turns", 0, 2 * players + 1)
            to_move = view["to_move"]
            # A finished game shows no seat to move, and needs none: it is over for everyone.
            state.turn = 0 if to_move is None else view_int(to_move, "to_move", 0, players)
            state.edited()
            return matching_view(state, view)


def _deal_hands(state: SpectrangleState) -> None:
    """The starting draw: one tile each in seat order, the highest value starts (the
    earlier seat on a tie), then three more each in seat order."""
    n = state.players
    first = state.bag[:n]
    for seat in range(n):
        state.hands[seat] = [first[seat], *state.bag[n + 3 * seat:n + 3 * seat + 3]]
    state.drawn = 4 * n
    best = max(VALUE[t] for t in first)
    state.start_seat = state.turn = next(s for s in range(n) if VALUE[first[s]] == best)


def _can_place(state: SpectrangleState, seat: int) -> bool:
    """Whether a tile of `seat`'s hand fits somewhere on the board."""
    hand = state.hands[seat]
    if not hand:
        return False
    if not state.placed:
        return True
    constraint = state.constraint
    for f in fields_of(state.open):
        row = fits_row(constraint[f], UP[f])
        for t in hand:
            if row[t]:
                return True
    return False


def _why_not_placed(state: SpectrangleState, field: int, sides: str) -> str:
    """Why the mover cannot lay the tile showing `sides` on `field`."""
    hand = state.hands[state.turn]
    up = UP[field]
    tile = SIDES_TILE[up].get(sides)
    if tile is None:
        mirror = SIDES_TILE[up].get(sides[::-1])
        if mirror is not None and mirror in hand:
            return _("that is a mirror image of your tile {tile}: tiles turn but never "
                     "flip").format(tile=tile_words(mirror))
        return _("you hold no such tile")
    if tile not in hand:
        return _("you hold no such tile")
    if state.board[field] is not None:
        # Translators: {place} is a field ("row 3, 2nd from left")
        return _("{place} is already taken").format(place=place_words(field))
    if not state.placed:
        if BONUS[field] > 1:
            return _("the first tile may not go on a bonus field")
        return _("the rules do not allow it")
    c = state.constraint[field]
    if c == FREE:
        # Translators: {place} is a field ("row 3, 2nd from left")
        return _("{place} touches no placed tile").format(place=place_words(field))
    need = (c // 49, c // 7 % 7, c % 7)
    for colour, n, side in zip(sides, need, side_names(field)):
        if n < WHITE and colour != "W" and CODE[colour] != n:
            return _side_clash(side).format(colour=colour_word(colour),
                                            other=colour_word(COLOURS[n]))
    return _("the rules do not allow it")


def _side_clash(side: str) -> str:
    """Why a side cannot lie where it would: "the {colour} left side touches a {other} side"."""
    if side == "left":
        # Translators: a refusal: {colour} and {other} are colours ("red", "blue")
        return _("the {colour} left side touches a {other} side")
    if side == "right":
        # Translators: a refusal: {colour} and {other} are colours ("red", "blue")
        return _("the {colour} right side touches a {other} side")
    if side == "top":
        # Translators: a refusal: {colour} and {other} are colours ("red", "blue")
        return _("the {colour} top side touches a {other} side")
    # Translators: a refusal: {colour} and {other} are colours ("red", "blue")
    return _("the {colour} bottom side touches a {other} side")


def _tiles(codes, what: str) -> list[int]:
    """The tiles of a list of tile codes; RulesError naming `what` otherwise."""
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        raise RulesError(f"{what} must be a list of tile codes")
    try:        # a view writes the canonical codes: parse only what is not one
        return [TILE_ID[c] if c in TILE_ID else parse_tile(c) for c in codes]
    except NotationError as exc:
        raise RulesError(f"{what}: {exc}") from None


SPECTRANGLE = Spectrangle()
SpectrangleState.game = SPECTRANGLE
