"""Collecto (UTwente 2020 course rules and the official rules): 48 balls of six colours on a
7×7 board; a move pushes a row or a column to one edge and must make two balls of one colour
touch; every ball touching a ball of its colour is then collected by the mover.

Cells are numbered row-major from the top left, `cell = row * 7 + col`.  The board is kept as
`bytes` of 49 colour codes (0 empty, 1-6 = B Y R O P G), so a position is cheap to copy, hash
and compare.  A move is the UTwente protocol number of a push, `0`-`27` (0-6 push row 0-6
left, 7-13 push row 0-6 right, 14-20 push column 0-6 up, 21-27 push column 0-6 down, rows
from the top and columns from the left), a double move `(a, b)` written `a,b`, and in the
official rules the declaration `?` ("I can't find a move") and the pass `-` of a player asked
for a suggestion.

Between moves no two balls of one colour ever touch (the setup forbids it and every move
collects all such balls), so a push can only make pairs that involve a ball of the pushed
line: move generation looks at that line and its two neighbouring lines only.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

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
from game.core.i18n import N_, _, ngettext, npgettext, pgettext
from game.core.memory import remember

SIZE = 7
CELLS = SIZE * SIZE
CENTRE = CELLS // 2                      # row 3, column 3
COLOURS = "BYROPG"                       # codes 1..6
NAMES = ("blue", "yellow", "red", "orange", "purple", "green")
EMPTY = "."
PER_COLOUR = 8
PUSHES = 28
DECLARE = "?"                            # official rules: "I can't find a move"
PASS = "-"                               # official rules: no suggestion from the seat asked

PLAY, SUGGEST, FORCED = "play", "suggest", "forced"

VARIANTS = {
    # Titles and descriptions are the player's words; where a rule set comes from (the
    # University of Twente's 2020 programming project) is the rules page's small print.
    # (marked N_: looked up where setup shows them)
    "utwente": Variant("utwente", N_("Simple rules (2 players)"), (2,),
                       N_("Two players; a double move only when no single move exists, and no "
                          "declaring that you can't find a move.")),
    "official": Variant("official", N_("Official rules (2-4 players)"), (2, 3, 4),
                        N_("The published rules: 2-4 players in turn; a player may declare that "
                           "they cannot find a move, and the next players in turn may suggest "
                           "one and collect its balls.")),
}


# --- geometry -------------------------------------------------------------------------------
def _cell(row: int, col: int) -> int:
    return row * SIZE + col


def _line(push: int) -> tuple[int, ...]:
    """The cells of a push's line, from the edge the balls go to towards the other end."""
    kind, index = divmod(push, SIZE)
    if kind == 0:
        return tuple(_cell(index, c) for c in range(SIZE))
    if kind == 1:
        return tuple(_cell(index, c) for c in reversed(range(SIZE)))
    if kind == 2:
        return tuple(_cell(r, index) for r in range(SIZE))
    return tuple(_cell(r, index) for r in reversed(range(SIZE)))


LINES = tuple(_line(p) for p in range(PUSHES))
ADJACENT = tuple((c, c + d) for c in range(CELLS) for d in (1, SIZE)
                 if (d == 1 and c % SIZE < SIZE - 1) or (d == SIZE and c < CELLS - SIZE))


def push_words(push: int) -> str:
    """A push in words, counting rows and columns from 1 (`row 3 left`)."""
    kind, index = divmod(push, SIZE)
    if kind == 0:
        # Translators: a push, a move of Collecto: row {n} (from the top) pushed to the left
        # edge; it is shown inside sentences ("Push row 3 left to collect 2 blue")
        words = _("row {n} left")
    elif kind == 1:
        words = _("row {n} right")
    elif kind == 2:
        # Translators: a push: column {n} (from the left) pushed up to the top edge
        words = _("column {n} up")
    else:
        words = _("column {n} down")
    return words.format(n=index + 1)


def unmoved_words(board, push: int) -> str:
    """Why a push changes nothing: its line is empty, or its balls already lie against the
    edge it pushes them to."""
    if not any(board[i] for i in LINES[push]):
        if push < 2 * SIZE:
            return _("that row holds no balls")
        return _("that column holds no balls")
    return _("its balls already lie against that edge")


def colour_word(code: int) -> str:
    """A colour's name in the player's words (`code` 1-6, as on the board)."""
    return (pgettext("colour", "blue"), pgettext("colour", "yellow"), pgettext("colour", "red"),
            pgettext("colour", "orange"), pgettext("colour", "purple"),
            pgettext("colour", "green"))[code - 1]


def colour_count(code: int, n: int) -> str:
    """`n` balls of a colour in words ("2 blue")."""
    # Translators: a number of balls of one colour ("2 blue"), in lists of balls collected
    words = (npgettext("balls", "{n} blue", "{n} blue", n),
             npgettext("balls", "{n} yellow", "{n} yellow", n),
             npgettext("balls", "{n} red", "{n} red", n),
             npgettext("balls", "{n} orange", "{n} orange", n),
             npgettext("balls", "{n} purple", "{n} purple", n),
             npgettext("balls", "{n} green", "{n} green", n))[code - 1]
    return words.format(n=n)


def and_list(items) -> str:
    """"a", "a and b", "a, b and c" in the player's words."""
    items = list(items)
    if len(items) == 1:
        return items[0]
    # Translators: the end of a list: {items} is the first items joined by commas ("2 blue,
    # 2 red"), {last} the last one
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def cell_words(cell: int) -> str:
    r, c = divmod(cell, SIZE)
    return f"row {r + 1}, column {c + 1}"


# --- pushes and collection ---------------------------------------------------------------------
def pushed(board, push: int) -> list | None:
    """The board (a list of codes) after pushing a line, before collection; None when the
    push changes nothing."""
    line = LINES[push]
    values = [board[i] for i in line]
    balls = [v for v in values if v]
    if values[:len(balls)] == balls:
        return None
    after = list(board)
    for i, v in zip(line, balls + [0] * (SIZE - len(balls))):
        after[i] = v
    return after


def slides(board, push: int) -> list[tuple[int, int]]:
    """(from, to) cells of every ball the push moves (for animation)."""
    line = LINES[push]
    held = [i for i in line if board[i]]
    return [(src, dst) for src, dst in zip(held, line) if src != dst]


def touching(board) -> list[int]:
    """Every cell whose ball touches a ball of its colour: the balls a move collects (all
    groups of two or more at once, L-shapes and chains included)."""
    hit = set()
    for a, b in ADJACENT:
        x = board[a]
        if x and x == board[b]:
            hit.add(a)
            hit.add(b)
    return sorted(hit)


def _count(board, cells) -> tuple[int, ...]:
    gains = [0] * 7
    for c in cells:
        gains[board[c]] += 1
    return tuple(gains[1:])


_SINGLES: dict[bytes, tuple] = {}
_DOUBLES: dict[bytes, tuple] = {}
CACHE_LIMIT = 20_000        # boards remembered (some 30 MB at most); searches revisit boards
_ALL = tuple(range(SIZE))
_WALL = b"\xff" * SIZE      # beyond the edge: matches no colour


def _line_moves(before: bytes, line: bytes, after: bytes) -> list:
    """The valid pushes of `line` (7 codes, from its start: the left or the top), between the
    parallel lines `before` and `after` (`_WALL` beyond the edge): a list of (0 for a push
    towards the line's start or 1 towards its end, gains).

    The balls of a line keep their order whichever way it is pushed, so pairs inside the line
    are found once for both directions; the balls beside it are compared at the cells where
    the line's balls land (they do not move, and each touches one cell of the line)."""
    balls = line.replace(b"\0", b"")
    n = len(balls)
    out = []
    if 0 < n < SIZE:
        inner = 0
        for k in range(n - 1):
            if balls[k] == balls[k + 1]:
                inner |= 3 << k
        for direction, offset in ((0, 0), (1, SIZE - n)):
            if line[offset:offset + n] == balls:
                continue                      # already against that edge: changes nothing
            mark = inner
            side = []
            for k in range(n):
                x = balls[k]
                if before[offset + k] == x:
                    mark |= 1 << k
                    side.append(x)
                if after[offset + k] == x:
                    mark |= 1 << k
                    side.append(x)
            if mark:
                gains = [0] * 7
                for x in side:
                    gains[x] += 1
                for k in range(n):
                    if mark >> k & 1:
                        gains[balls[k]] += 1
                out.append((direction, tuple(gains[1:])))
    return out


def _scan(board: bytes, rows, cols) -> list[tuple[int, tuple[int, ...]]]:
    """The valid pushes of the given rows and columns of a board without touching pairs, with
    their gains, in push order.  Each line is read as one bytes slice (a column is a stride
    slice), with the two lines beside it."""
    out = []
    for kind, wanted in ((0, rows), (2, cols)):
        if kind == 0:
            lines = [_WALL, *(board[i * SIZE:(i + 1) * SIZE] for i in _ALL), _WALL]
        else:
            lines = [_WALL, *(board[i::SIZE] for i in _ALL), _WALL]
        for i in wanted:
            for direction, gains in _line_moves(lines[i], lines[i + 1], lines[i + 2]):
                out.append(((kind + direction) * SIZE + i, gains))
    out.sort()
    return out


def single_moves_of(board: bytes) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The valid single moves of a board without touching pairs, each with the balls it
    collects per colour (B Y R O P G): (push, gains) pairs in push order.  Memoised."""
    found = _SINGLES.get(board)
    if found is None:
        found = remember(_SINGLES, board, tuple(_scan(board, _ALL, _ALL)), CACHE_LIMIT)
    return found


def pushed_bytes(board: bytes, push: int) -> bytes | None:
    """`pushed` for a bytes board, with slices: None when the push changes nothing."""
    kind, i = divmod(push, SIZE)
    if kind < 2:
        line = board[i * SIZE:(i + 1) * SIZE]
    else:
        line = board[i::SIZE]
    balls = line.replace(b"\0", b"")
    gap = bytes(SIZE - len(balls))
    new = balls + gap if kind % 2 == 0 else gap + balls
    if new == line:
        return None
    if kind < 2:
        return board[:i * SIZE] + new + board[(i + 1) * SIZE:]
    result = bytearray(board)
    result[i::SIZE] = new
    return bytes(result)


_NEAR = tuple(tuple(j for j in (i - 1, i, i + 1) if 0 <= j < SIZE) for i in _ALL)


def double_moves_of(board: bytes) -> tuple[tuple[tuple[int, int], tuple[int, ...]], ...]:
    """The valid double moves of a board that has no valid single move: ((a, b), gains).
    (On a board with single moves the pairs listed here are not moves: callers check.)

    After the first push only its line has changed; a second push of a parallel line further
    than one line away sees what it saw before, where it made no pair, so only the crossing
    lines and the three nearest parallel lines are tried."""
    found = _DOUBLES.get(board)
    if found is None:
        out: list = []
        for first in range(PUSHES):
            middle = pushed_bytes(board, first)
            if middle is None:
                continue
            kind, i = divmod(first, SIZE)
            # No single move is valid, so the middle board has no touching pair either.
            near = _scan(middle, _NEAR[i], _ALL) if kind < 2 else _scan(middle, _ALL, _NEAR[i])
            out.extend(((first, second), gains) for second, gains in near)
        found = remember(_DOUBLES, board, tuple(out), CACHE_LIMIT // 10)
    return found


_NEAR_PAIRS = tuple(tuple((a, b) for a, b in ADJACENT if a in LINES[p] or b in LINES[p])
                    for p in range(PUSHES))


def play_move(board: bytes, move) -> tuple[bytes, tuple[int, ...]]:
    """A legal push or double move on a board: (new board, gains per colour).  Only pairs
    that touch the last pushed line are looked for: before it no pair exists (a first push of
    a double move makes none, or a single move would exist)."""
    if isinstance(move, tuple):
        board = pushed_bytes(board, move[0]) or board
        move = move[1]
    after = pushed_bytes(board, move) or board
    hit = set()
    for a, b in _NEAR_PAIRS[move]:
        x = after[a]
        if x and x == after[b]:
            hit.add(a)
            hit.add(b)
    gains = [0] * 7
    cleared = bytearray(after)
    for c in hit:
        gains[after[c]] += 1
        cleared[c] = 0
    return bytes(cleared), tuple(gains[1:])


def play_pushes(board, pushes) -> tuple[bytes, tuple[int, ...], list, list[int]]:
    """The pushes in order, then collection: (new board, gains per colour, the board before
    collection as a list, the collected cells).  Pushes that change nothing are skipped."""
    current = list(board)
    for push in pushes:
        current = pushed(current, push) or current
    cells = touching(current)
    gains = _count(current, cells)
    after = list(current)
    for c in cells:
        after[c] = 0
    return bytes(after), gains, current, cells


def gains_words(gains) -> str:
    parts = [colour_count(k + 1, n) for k, n in enumerate(gains) if n]
    if not parts:
        # Translators: the balls a push collects when it collects none ("collect nothing")
        return pgettext("balls", "nothing")
    return and_list(parts)


# --- what a screen needs to show a push before it is made ----------------------------------------
@dataclass(frozen=True)
class Preview:
    """A push or double move looked at without playing it.

    `steps` holds, per push, the (from, to) cells of the balls it moves; `pushed` is the board
    after the pushes and before collection, `after` the board after collection (both 7 rows of
    7 colour letters or None); `collected` lists (row, col, colour letter) of the balls the
    mover would take.  `legal` says whether the move is legal now, `reason` why not."""

    move: object
    steps: tuple
    pushed: tuple
    after: tuple
    collected: tuple
    legal: bool
    reason: str


def grid_of(board) -> tuple[tuple[str | None, ...], ...]:
    return tuple(tuple(COLOURS[board[r * SIZE + c] - 1] if board[r * SIZE + c] else None
                       for c in range(SIZE)) for r in range(SIZE))


def rows_of(board) -> list[str]:
    return ["".join(COLOURS[board[r * SIZE + c] - 1] if board[r * SIZE + c] else EMPTY
                    for c in range(SIZE)) for r in range(SIZE)]


def parse_rows(rows, what: str = "setup.board") -> bytes:
    """7 strings of 7 characters from BYROPG. (case ignored) as a board; RulesError else."""
    if (not isinstance(rows, list) or len(rows) != SIZE
            or not all(isinstance(r, str) and len(r) == SIZE for r in rows)):
        raise RulesError(f"{what} must be {SIZE} strings of {SIZE} characters "
                         f"(rows from the top)")
    text = "".join(rows).upper()
    bad = sorted(set(text) - set(COLOURS + EMPTY))
    if bad:
        raise RulesError(f"{what} may only hold {' '.join(COLOURS)} (blue, yellow, red, orange, "
                         f"purple, green) and {EMPTY} (empty), not {''.join(bad)!r}")
    return bytes(0 if ch == EMPTY else COLOURS.index(ch) + 1 for ch in text)


def first_touching_pair(board) -> tuple[int, int] | None:
    for a, b in ADJACENT:
        if board[a] and board[a] == board[b]:
            return a, b
    return None


# --- the state ---------------------------------------------------------------------------------
class CollectoState(State):
    """The board, each seat's tray (balls collected per colour), whose turn it is, and in the
    official rules the declaration in progress.

    `phase` is `play` (the seat whose `turn` it is moves), `suggest` (the seat `turn`
    declared "I can't find a move"; seat `asked` suggests a single move or passes) or
    `forced` (everyone else passed: the declarer must play a single move)."""

    def __init__(self, variant, options, players, setup, board: bytes):
        super().__init__(variant, options, players, setup)
        self.board = board
        self.trays: list[tuple[int, ...]] = [(0,) * 6 for _seat in range(players)]
        self.turn = 0
        self.phase = PLAY
        self.asked: int | None = None
        self.declarations = variant == "official"
        self._undo: list[tuple] = []
        self._legal: list | None = None

    # --- turn and moves --------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        if self.phase == SUGGEST:
            assert self.asked is not None   # a suggestion asks a seat
            return self.asked
        return self.turn

    @property
    def declarer(self) -> int | None:
        """The seat that declared it cannot find a move, while that declaration is open."""
        return self.turn if self.phase != PLAY else None

    def single_moves(self) -> list[int]:
        """The valid single pushes on this board (whoever may play them)."""
        return [p for p, _gains in single_moves_of(self.board)]

    def only_double_moves(self) -> bool:
        """True when no single move exists but a double move does: the player to move pushes
        twice."""
        return not single_moves_of(self.board) and bool(double_moves_of(self.board))

    def double_moves(self) -> dict[int, list[int]]:
        """When only double moves exist: each first push that can start one, with the second
        pushes that complete it (empty when single moves exist)."""
        if single_moves_of(self.board):
            return {}
        found: dict[int, list[int]] = {}
        for (first, second), _gains in double_moves_of(self.board):
            found.setdefault(first, []).append(second)
        return found

    def move_gains(self) -> dict:
        """Each legal push or double move with the balls it collects per colour (B Y R O P G)."""
        if single_moves_of(self.board):
            return dict(single_moves_of(self.board))
        return dict(double_moves_of(self.board))

    def edited(self) -> None:
        self._legal = None

    def legal_moves(self) -> list:
        if self._legal is None:
            singles = single_moves_of(self.board)
            moves: list = [p for p, _gains in singles]
            if self.phase == PLAY:
                if not singles:
                    moves = [m for m, _gains in double_moves_of(self.board)]
                elif self.declarations:
                    moves.append(DECLARE)
            elif self.phase == SUGGEST:
                moves.append(PASS)
            self._legal = moves
        return self._legal

    def push(self, move) -> None:
        seat = self.to_move
        undo: tuple = (self.board, self.turn, self.phase, self.asked, None, None)
        if move == DECLARE:
            self.phase, self.asked = SUGGEST, (self.turn + 1) % self.players
        elif move == PASS:
            assert self.asked is not None   # a pass answers a suggestion
            following = (self.asked + 1) % self.players
            if following == self.turn:
                self.phase, self.asked = FORCED, None
            else:
                self.asked = following
        else:
            board, gains = play_move(self.board, move)
            undo = undo[:4] + (seat, self.trays[seat])
            self.trays[seat] = tuple(a + b for a, b in zip(self.trays[seat], gains))
            self.board = board
            # The turn passes on from the seat whose turn it was (after a suggestion too).
            self.turn = (self.turn + 1) % self.players
            self.phase, self.asked = PLAY, None
        self._undo.append(undo)
        self.history.append(move)
        self._legal = None

    def pop(self):
        self.board, self.turn, self.phase, self.asked, seat, tray = self._undo.pop()
        if seat is not None:
            self.trays[seat] = tray
        self._legal = None
        return self.history.pop()

    # --- scores and the end ------------------------------------------------------------------
    def tray(self, seat: int) -> dict[str, int]:
        """Balls collected by a seat, per colour letter."""
        return dict(zip(COLOURS, self.trays[seat]))

    def points(self, seat: int) -> int:
        """One point per three balls of one colour."""
        return sum(n // 3 for n in self.trays[seat])

    def balls(self, seat: int) -> int:
        return sum(self.trays[seat])

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points(s) for s in range(self.players))

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        points = self.scores()
        balls = tuple(self.balls(s) for s in range(self.players))
        best = max(points)
        tied = [s for s in range(self.players) if points[s] == best]
        most = max(balls[s] for s in tied)
        winners = tuple(s for s in tied if balls[s] == most)
        name = self.seat_name
        # Translators: one seat's score at the end: {name} the player, {points} "3 points",
        # {balls} "11 balls"
        table = ", ".join(_("{name} {points} ({balls})").format(
            name=name(s),
            points=ngettext("{n} point", "{n} points", points[s]).format(n=points[s]),
            balls=ngettext("{n} ball", "{n} balls", balls[s]).format(n=balls[s]))
            for s in range(self.players))
        if len(winners) == len(tied) == 1:
            why = _("{name} wins on points").format(name=name(winners[0]))
        elif len(winners) == 1:
            why = ngettext("{names} tie on {n} point; {name} wins with the most balls",
                           "{names} tie on {n} points; {name} wins with the most balls",
                           best).format(names=self._names(tied), n=best, name=name(winners[0]))
        elif len(winners) == self.players:
            why = _("a draw: everyone has the same points and balls")
        else:
            why = _("{names} share the win with the same points and balls").format(
                names=self._names(winners))
        # Translators: the end of a game of Collecto: {why} says who wins, {table} the scores
        return Outcome(points, winners, _("No single or double move is left; {why}: {table}")
                       .format(why=why, table=table))

    def _names(self, seats) -> str:
        return and_list(self.seat_name(s) for s in seats)

    # --- notation ---------------------------------------------------------------------------
    def format_move(self, move) -> str:
        if isinstance(move, tuple):
            return f"{move[0]},{move[1]}"
        return str(move)

    _NUMBER = re.compile(r"[0-9]{1,2}")
    _DOUBLE = re.compile(r"([0-9]{1,2}) *, *([0-9]{1,2})")

    def parse_notation(self, text: str):
        if text in (DECLARE, PASS):
            return text
        single = self._NUMBER.fullmatch(text)
        double = self._DOUBLE.fullmatch(text)
        numbers = ([int(single.group())] if single else
                   [int(double.group(1)), int(double.group(2))] if double else None)
        if numbers is None:
            extra = (", '?' to declare you cannot find a move, or '-' to pass when asked for "
                     "a suggestion" if self.declarations else "")
            raise NotationError(
                f"{text!r} is not a Collecto move: write a push number 0-27 (0-6 push rows "
                f"left, 7-13 rows right, 14-20 columns up, 21-27 columns down), or two pushes "
                f"'a,b' for a double move{extra}")
        for n in numbers:
            if n >= PUSHES:
                raise NotationError(f"{text!r}: push numbers run from 0 to 27, not {n}")
        return numbers[0] if single else tuple(numbers)

    def why_illegal(self, move) -> str:
        name = self.seat_name
        if move == DECLARE:
            if not self.declarations:
                return _("these rules have no declaration ('?' belongs to the official rules)")
            if self.phase == SUGGEST:
                return _("{name} has already declared: suggest a single move or pass with "
                         "'-'").format(name=name(self.turn))
            if self.phase == FORCED:
                return _("nobody suggested a move, so {name} must play a single move").format(
                    name=name(self.turn))
            return _("no single move exists, so there is nothing to find: make a double move")
        if move == PASS:
            return _("only a player asked for a suggestion may pass")
        singles = single_moves_of(self.board)
        if isinstance(move, tuple):
            if self.phase == SUGGEST:
                return _("only a single move can be suggested")
            if singles:
                return _("a double move is only allowed when no single move exists")
            first, second = move
            middle = pushed(self.board, first)
            if middle is None:
                # Translators: {push} is a push ("row 3 left"), {why} why it moves no ball
                return _("the first push ({push}) changes nothing: {why}").format(
                    push=push_words(first), why=unmoved_words(self.board, first))
            if pushed(middle, second) is None:
                return _("the second push ({push}) changes nothing: {why}").format(
                    push=push_words(second), why=unmoved_words(middle, second))
            return _("no two same-coloured balls would touch after both pushes")
        if pushed(self.board, move) is None:
            return _("the push changes nothing ({push}): {why}").format(
                push=push_words(move), why=unmoved_words(self.board, move))
        return _("no two same-coloured balls would touch after pushing {push}").format(
            push=push_words(move))

    def describe_move(self, move) -> str:
        who = self.seat_name(self.to_move)
        if move == DECLARE:
            return _("{name} declared they cannot find a move").format(name=who)
        if move == PASS:
            return _("{name} passed without suggesting a move").format(name=who)
        pushes = move if isinstance(move, tuple) else (move,)
        _after, gains, _before, _cells = play_pushes(self.board, pushes)
        balls = gains_words(gains)
        if len(pushes) > 1:
            first, second = (push_words(p) for p in pushes)
            if self.phase == SUGGEST:
                return _("{name} suggested pushing {first}, then {second}, and collected "
                         "{balls}").format(name=who, first=first, second=second, balls=balls)
            # Translators: a double move made: {first} and {second} are pushes ("row 3
            # left"), {balls} the balls collected ("2 blue and 3 red")
            return _("{name} pushed {first}, then {second}, and collected {balls}").format(
                name=who, first=first, second=second, balls=balls)
        if self.phase == SUGGEST:
            return _("{name} suggested pushing {push} and collected {balls}").format(
                name=who, push=push_words(move), balls=balls)
        # Translators: a move made: {push} is a push ("row 3 left"), {balls} the balls
        # collected ("2 blue and 3 red")
        return _("{name} pushed {push} and collected {balls}").format(
            name=who, push=push_words(move), balls=balls)

    def preview(self, move) -> Preview:
        """A push (0-27, legal or not) or a double move (a, b) played on a copy: where the
        balls go and which would be collected.  The state is not changed."""
        pushes = move if isinstance(move, tuple) else (move,)
        if not all(isinstance(p, int) and 0 <= p < PUSHES for p in pushes):
            raise NotationError(f"{move!r} is not a push or a double move")
        current = list(self.board)
        steps = []
        for p in pushes:
            steps.append(tuple(slides(current, p)))
            current = pushed(current, p) or current
        cells = touching(current)
        after = list(current)
        for c in cells:
            after[c] = 0
        legal = move in self.legal_moves()
        return Preview(move, tuple(steps), grid_of(current), grid_of(after),
                       tuple((c // SIZE, c % SIZE, COLOURS[current[c] - 1]) for c in cells),
                       legal, "" if legal else self.why_illegal(move))

    def grid(self) -> tuple[tuple[str | None, ...], ...]:
        """The board: 7 rows (top first) of 7 colour letters, None where empty."""
        return grid_of(self.board)

    def inventory(self) -> dict[str, int]:
        counts = {name: 0 for name in NAMES}
        for code in self.board:
            if code:
                counts[NAMES[code - 1]] += 1
        for tray in self.trays:
            for k, n in enumerate(tray):
                counts[NAMES[k]] += n
        return counts

    # --- identity and copies -------------------------------------------------------------------
    def key(self):
        return (self.board, tuple(self.trays), self.turn, self.phase, self.asked)

    def position_json(self) -> dict:
        return {"board": rows_of(self.board),
                "trays": [self.tray(s) for s in range(self.players)],
                "points": list(self.scores()), "turn": self.turn, "phase": self.phase,
                "to_move": self.to_move}

    def seat_json(self, seat: int) -> dict:
        """What a seat sees (docs/protocol.md): Collecto hides nothing, so this is the whole
        position: the board, every tray with its points and balls, the balls left on the board
        per colour, and the turn with the declaration in progress (official rules)."""
        on_board = {letter: 0 for letter in COLOURS}
        for code in self.board:
            if code:
                on_board[COLOURS[code - 1]] += 1
        return {"board": rows_of(self.board),
                "trays": [self.tray(s) for s in range(self.players)],
                "points": list(self.scores()),
                "balls": [self.balls(s) for s in range(self.players)],
                "on_board": on_board,
                "turn": self.turn, "phase": self.phase, "declarer": self.declarer,
                "asked": self.asked if self.phase == SUGGEST else None,
                "to_move": None if self.is_over() else self.to_move}

    def clone(self) -> CollectoState:
        twin = CollectoState(self.variant, self.options, self.players, self.setup, self.board)
        twin.trays = list(self.trays)
        twin.turn, twin.phase, twin.asked = self.turn, self.phase, self.asked
        twin.history = list(self.history)
        twin._undo = list(self._undo)
        return twin

    @classmethod
    def from_board(cls, rows: list[str], variant: str = "utwente", players: int = 2,
                   trays: list | None = None, turn: int = 0) -> CollectoState:
        """A hand-built position (tests, analysis): any number of balls, no touching pair.
        Its `setup` is that board, which `start` may refuse (it is not a deal), so such a
        state is copied with `clone`, not through JSON.  `trays` gives per seat a string of
        colour letters already collected (e.g. "YYR")."""
        board = parse_rows(rows, "the board")
        pair = first_touching_pair(board)
        if pair:
            raise RulesError(f"two {NAMES[board[pair[0]] - 1]} balls touch at "
                             f"{cell_words(pair[0])} and {cell_words(pair[1])}: between moves "
                             f"no two balls of one colour touch")
        state = cls(variant, COLLECTO.variants[variant].check({}, players), players,
                    {"board": rows_of(board)}, board)
        for seat, letters in enumerate(trays or []):
            state.trays[seat] = tuple(letters.upper().count(ch) for ch in COLOURS)
        state.turn = turn
        return state


# --- the game ------------------------------------------------------------------------------
def random_board(rng: random.Random) -> bytes | None:
    """48 balls row by row, each a random colour (weighted by the balls left) that differs from
    its left and upper neighbours; None when the last balls cannot be placed (deal again)."""
    left = [PER_COLOUR] * 6
    board = [0] * CELLS
    for cell in range(CELLS):
        if cell == CENTRE:
            continue
        r, c = divmod(cell, SIZE)
        banned = {board[cell - 1] if c else 0, board[cell - SIZE] if r else 0}
        choices = [k for k in range(6) if left[k] and k + 1 not in banned]
        total = sum(left[k] for k in choices)
        if not total:
            return None
        pick = rng.randrange(total)
        for k in choices:
            pick -= left[k]
            if pick < 0:
                break
        board[cell] = k + 1
        left[k] -= 1
    return bytes(board)


class Collecto(Game):
    name = "collecto"
    title = "Collecto"
    variants = VARIANTS
    default_variant = "utwente"

    def deal(self, variant, options, players, rng: random.Random) -> dict:
        """A random legal setup with at least one valid single move."""
        while True:
            board = random_board(rng)
            if board is not None and single_moves_of(board):
                return {"board": rows_of(board)}

    def start(self, variant, options, players, setup) -> CollectoState:
        rows = setup.get("board") if isinstance(setup, dict) else None
        board = parse_rows(rows)
        if board[CENTRE]:
            raise RulesError("the centre of the board (row 4, column 4) must be empty at setup")
        counts = [board.count(k + 1) for k in range(6)]
        if counts != [PER_COLOUR] * 6:
            wrong = ", ".join(f"{n} {NAMES[k]}" for k, n in enumerate(counts)
                              if n != PER_COLOUR)
            raise RulesError(f"setup.board must hold {PER_COLOUR} balls of each colour and "
                             f"leave only the centre empty; it has {wrong}")
        pair = first_touching_pair(board)
        if pair:
            raise RulesError(f"two {NAMES[board[pair[0]] - 1]} balls touch at setup "
                             f"({cell_words(pair[0])} and {cell_words(pair[1])})")
        return CollectoState(variant, options, players, {"board": rows_of(board)}, board)

    def from_seat_json(self, variant, options, players, view, rng) -> CollectoState:
        """Collecto hides nothing: the position of `view` (its `seat_json`) rebuilt: the board,
        the trays, the turn and the declaration in progress (`rng` is not used).  Fewer balls
        than a game's (a position built by hand, `from_board`) are fine."""
        with reading_view():
            v = self.variant(variant)
            v.check(options, players)              # Collecto has no options: refuses any
            state = CollectoState.from_board(view["board"], v.name, players)
            trays = view["trays"]
            if not isinstance(trays, list) or len(trays) != players:
                raise RulesError(f"trays must hold {players} trays, one per seat")
            state.trays = [tuple(view_int(tray[c], f"a tray's {c}", 0, PER_COLOUR + 1)
                                 for c in COLOURS) for tray in trays]
            for k, name in enumerate(NAMES):
                held = state.board.count(k + 1) + sum(tray[k] for tray in state.trays)
                if held > PER_COLOUR:
                    raise RulesError(f"the board and the trays hold {held} {name} balls, "
                                     f"more than the game's {PER_COLOUR}")
            state.turn = view_int(view["turn"], "turn", 0, players)
            state.phase = view["phase"]
            if state.phase not in ((PLAY, SUGGEST, FORCED) if state.declarations else (PLAY,)):
                raise RulesError(f"phase {state.phase!r} is not one of these rules")
            if state.phase == SUGGEST:
                state.asked = view_int(view["asked"], "asked", 0, players)
                if state.asked == state.turn:
                    raise RulesError("the seat that declared is never asked for a suggestion")
            state.edited()
            return matching_view(state, view)


COLLECTO = Collecto()
CollectoState.game = COLLECTO
