"""Collecto's words on the screen: the rules page with its pictures, the line of what to do,
the words under the board (what a push would do, why an arrow does nothing), a hint as
advice, and the labels of the board's buttons."""

from __future__ import annotations

from dataclasses import dataclass

from game.collecto.rules import (
    COLOURS,
    DECLARE,
    PASS,
    SIZE,
    CollectoState,
    colour_word,
    gains_words,
    play_pushes,
    push_words,
    pushed,
    unmoved_words,
)
from game.core.i18n import N_, _, ngettext, pgettext
from game.ui import theme
from game.ui.widgets.symbols import SYMBOL_WORDS
from game.ui import view as contract
from game.ui.view import Example

from .art import BALLS

# (marked N_: looked up where they are shown)
TAGLINE = N_("Slide rows of balls until colours touch, and collect them. Threes score.")
CREDIT = N_("Collecto was designed by Martin Nedergaard (Blue Rocket Toys, 2018).")
# The rules page's last section, its small print: where each rule set comes from (the
# player's view names them for what they are, "Simple rules" and "Official rules").
SOURCES = N_("The simple rules are those of the University of Twente's 2020 programming "
             "project; the official rules are those published with the game.")

# The UTwente text's figures 2 and 3 (tests/rules/test_collecto_rules.py reads them from the
# text's tables): a single push and a double move.
FIGURE_2 = ["YPBYROP", "GR.GBYG", "OPRY.PB", "G.Y..O.", "B...P..", "RP..OYG", "YOYOBGB"]
FIGURE_3 = ["YPBYROP", "GRYGBYG", "OPRY.PB", "G....O.", "B......", "R......", "YO....."]

# Translators: said in a banner over the board when a player declares in Collecto
DECLARED = N_("I can't find a move!")
# Translators: said in a banner over the board when a player asked for a suggestion passes
PASSED = N_("Pass — no suggestion")


def push_title(push: int) -> str:
    words = push_words(push)
    return words[:1].upper() + words[1:]


def examples() -> dict[str, Example]:
    """The rules page's pictures: the rule text's figures 2 and 3, and a declaration."""
    single = CollectoState.from_board(FIGURE_2)
    double = CollectoState.from_board(FIGURE_3)
    declare = CollectoState.from_board(FIGURE_2, variant="official", players=3)
    return {
        "single": Example(single, 16, _("Figure 2 of the rules: column 3 pushed up. Three "
                                        "yellow and two red balls now touch: all five are "
                                        "collected.")),
        "double": Example(double, (3, 9), _("Figure 3: no single push makes a pair. Row 4 "
                                            "left, then row 3 right: two orange balls touch.")),
        "declare": Example(declare, DECLARE, _("Player 1 can't find a move; Player 2 may now "
                                               "suggest one of the lit pushes (and collect its "
                                               "balls) or pass."), show="choices"),
    }


def rules(touch: bool = False) -> list[tuple]:
    """The rules page; its "Playing here" and "Symbols" in the words of the pointer in use
    (a finger: tap, no keys; a mouse: click, and the keys)."""
    # Translators: one colour's symbol in the list of the rules page: {colour} a colour
    # ("blue"), {symbol} its symbol ("a drop")
    legend = ", ".join(pgettext("symbol legend", "{colour} {symbol}").format(
        colour=colour_word(code), symbol=_(SYMBOL_WORDS[BALLS[code][1]]))
        for code in sorted(BALLS))
    if touch:
        here = _("Tap an arrow at the end of a row or column, or drag the row or column "
                 "towards an edge. Holding a finger on an arrow shows where the balls go and "
                 "which ones you would collect. Only arrows that work are lit. For a double "
                 "move, choose the first push, then the second; Cancel takes the first back.")
        # Translators: {legend} lists each colour with its symbol ("blue a drop, yellow a
        # star, ...")
        symbols = _("Each colour also has its own symbol: {legend}. The Symbols button shows "
                    "or hides them (so does Settings).").format(legend=legend)
    else:
        here = _("Click an arrow at the end of a row or column, or drag the row or column "
                 "towards an edge. Pointing at an arrow shows where the balls go and which "
                 "ones you would collect. Only arrows that work are lit. For a double move, "
                 "choose the first push, then the second; Cancel takes the first back.")
        symbols = _("Each colour also has its own symbol: {legend}. The Symbols button shows "
                    "or hides them (so does the S key, and Settings).").format(legend=legend)
    ex = examples()
    return [
        # Translators: the titles of the rules page's sections
        (_("Goal"), _("Collect balls: every three balls of one colour in your tray score a "
                      "point. The most points wins; on equal points, the most balls.")),
        (_("Setup"), _("48 balls, eight of each of six colours (blue, yellow, red, orange, "
                       "purple, green), fill the 7×7 board except its centre. No two balls of "
                       "one colour touch (up, down, left or right).")),
        (_("A push"), _("On your turn push one row (left or right) or one column (up or down) "
                        "all the way to the edge: its balls slide together against that edge, "
                        "closing the gaps. A push that moves nothing is not a move.")),
        (_("Collecting"), _("A push is allowed only if afterwards two balls of one colour "
                            "touch somewhere on the board. Every ball that touches a ball of "
                            "its colour is then collected by you, all groups at once (pairs, "
                            "L shapes, chains)."), ex["single"]),
        (_("Double move"), _("When no single push makes a pair, the player to move pushes "
                             "twice in a row; after the second push a pair must touch. When no "
                             "double move works either, the game ends."), ex["double"]),
        (_("Simple rules"), _("Two players, and no declaring: the rules described above.")),
        (_("Official rules"), _("Two to four players in turn. Instead of moving you may "
                                "declare that you can't find a move: the next players in turn "
                                "may then suggest a push and collect its balls, or pass. If "
                                "everyone passes, you must push after all. The turn then goes "
                                "on after you as usual."), ex["declare"]),
        (_("Playing here"), here),
        (_("Symbols"), symbols),
        (_("Sources"), _(SOURCES)),
    ]


def advice(state, move) -> str:
    """"Push row 5 right to collect 2 yellow", "Suggest pushing …", "Pass"."""
    if move == DECLARE:
        return _("Declare that you cannot find a move")
    if move == PASS:
        return _("Pass without suggesting a move")
    pushes = move if isinstance(move, tuple) else (move,)
    _after, gains, _before, _cells = play_pushes(state.board, pushes)
    words = then_words(pushes)
    if state.phase == "suggest":
        # Translators: a hint: {pushes} one push or two ("row 3 left"), {balls} the balls
        return _("Suggest pushing {pushes} (it collects {balls})").format(
            pushes=words, balls=gains_words(gains))
    # Translators: a hint: {pushes} one push or two ("row 3 left"), {balls} the balls
    # collected ("2 blue and 3 red")
    return _("Push {pushes} to collect {balls}").format(pushes=words, balls=gains_words(gains))


def then_words(pushes) -> str:
    """One push in words, or a double move's two: "row 4 left, then row 3 right"."""
    if len(pushes) == 1:
        return push_words(pushes[0])
    # Translators: a double move's two pushes ("row 4 left, then row 3 right")
    return _("{first}, then {second}").format(first=push_words(pushes[0]),
                                               second=push_words(pushes[1]))


def status(state) -> str:
    """What the player to move must do."""
    if state.is_over():
        return ""
    name = state.seat_name
    if state.phase == "suggest":
        return _("{name} can't find a move — suggest one or pass").format(
            name=name(state.declarer))
    if state.phase == "forced":
        return _("Nobody suggested a move: {name} must push").format(name=name(state.turn))
    if state.only_double_moves():
        return _("No single push makes a pair: make a double move (two pushes)")
    return _("Push a row or column so that two balls of one colour touch")


def refusal(state, push: int, first: int | None = None, doubles: bool = False,
            short: bool = False) -> str:
    """Why `push` cannot be chosen now, in the player's words: "Row 3 can't be pushed left:
    its balls already lie against that edge" (`short`: "Row 3 left: its balls …", for a
    phone's narrow column).  `first` is a double move's first push, once chosen; `doubles`
    says only double moves are left (so the first of two is asked for; the double move's
    chip says which step)."""
    kind, index = divmod(push, SIZE)
    if short:
        line = push_title(push)
    elif kind == 0:
        line = _("Row {n} can't be pushed left").format(n=index + 1)
    elif kind == 1:
        line = _("Row {n} can't be pushed right").format(n=index + 1)
    elif kind == 2:
        line = _("Column {n} can't be pushed up").format(n=index + 1)
    else:
        line = _("Column {n} can't be pushed down").format(n=index + 1)
    board = state.board
    if first is not None:
        board = pushed(board, first) or list(board)
    if pushed(board, push) is None:
        why = unmoved_words(board, push)
    elif first is not None:
        why = _("no pair of one colour after both pushes")
    elif doubles:
        why = _("no second push after it makes a pair")
    else:
        why = _("no two balls of one colour would touch after it")
    # Translators: a refusal under the board: {push} the push ("Row 3 can't be pushed left"
    # or "Row 3 left"), {why} why not; the board's line may show only what is before the colon
    return _("{push}: {why}").format(push=line, why=why)


@dataclass(frozen=True)
class Words:
    """The words under the board: `text` in `color`, the `chip` of a double move's step
    ("DOUBLE MOVE · 1/2"), and whether they say more than the line of what to do (what the
    arrow pointed at does, a choice half made) or only repeat it in other words."""

    text: str
    color: tuple
    chip: str = ""
    situational: bool = False
    short: str = ""           # the same in fewer words, for a narrow line (a refusal's)


def board_words(state, *, interactive: bool, pointed=None, preview=None, first=None,
                armed: bool = False, doubles: bool = False, touch: bool = False,
                refused=None) -> Words:
    """The words under the board now.  `pointed` is the arrow pointed at (or pressed, or
    dragged to), `preview` what it would do when it may be chosen; `refused` the arrow of
    the last tap that could not be chosen (said until the next tap: a finger leaves nothing
    pointed at)."""
    msg, color, short = "", theme.TEXT_MUTED, ""
    if not interactive:
        if state.is_over():
            msg = _("No single or double move is left: the game is over")
    elif preview is not None and pointed is not None:
        move = pointed if first is None else (first, pointed)
        seat = state.to_move
        gains = [0] * 6
        for _row, _col, letter in preview.collected:
            gains[COLOURS.index(letter)] += 1
        if doubles and first is None:
            ways = len(state.double_moves().get(pointed, ()))
            # Translators: a double move's first push pointed at: {push} it ("Row 4 left"),
            # {n} how many second pushes can follow it
            msg = ngettext("{push} first, then one of {n} second push",
                           "{push} first, then one of {n} second pushes",
                           ways).format(push=push_title(pointed), n=ways)
        else:
            before = state.points(seat)
            after = sum((a + b) // 3 for a, b in zip(state.trays[seat], gains, strict=True))
            more = after - before
            pushes = move if isinstance(move, tuple) else (move,)
            if len(pushes) == 1:
                words = push_words(pushes[0])
            else:
                # Translators: a double move under the board ("row 4 left then row 3 right")
                words = _("{first} then {second}").format(first=push_words(pushes[0]),
                                                          second=push_words(pushes[1]))
            # Translators: what a push pointed at would do: {pushes} it ("Row 3 left"),
            # {balls} the balls it collects ("2 blue and 3 red")
            msg = _("{pushes}: collect {balls}").format(pushes=words[:1].upper() + words[1:],
                                                        balls=gains_words(gains))
            if more:
                # Translators: added after what a push would collect: the points it adds
                msg += ngettext(" · +{n} point", " · +{n} points", more).format(n=more)
        color = theme.TEXT
    elif pointed is not None or refused is not None:
        push = pointed if pointed is not None else refused
        msg = refusal(state, push, first, doubles)
        short = refusal(state, push, first, doubles, short=True)
        color = theme.TEXT
    elif armed:
        msg = _("A push is possible (a lit arrow): declaring lets the others take it")
        color = theme.GOLD_LIGHT
    elif first is not None:
        msg = _("Choose the second push, or cancel the first")
        color = theme.GOLD_LIGHT
    elif doubles:
        msg = _("No single push makes a pair: choose the first of two pushes")
        color = theme.GOLD_LIGHT
    elif state.phase == "suggest":
        msg = _("Suggest a push (its balls are yours) — or pass")
        color = theme.GOLD_LIGHT
    else:
        msg = (_("Tap a lit arrow, or drag a row or column towards an edge") if touch else
               _("Click a lit arrow, or drag a row or column towards an edge"))
    chip = ""
    if interactive and doubles:
        # Translators: a chip over the board, in capitals: the step {step} of a double move;
        # keep "{step}/2" at its end
        chip = _("DOUBLE MOVE · {step}/2").format(step=1 if first is None else 2)
    situational = interactive and (pointed is not None or refused is not None or armed
                                   or first is not None)
    return Words(msg, color, chip, situational, short)


def status_words(state, words: Words | None, narrow: bool = False) -> str:
    """The line of what to do when the words cannot go under the board (a phone): the
    words of the moment when they say more than the rules' status, with the double move's
    step; in a `narrow` column (a phone on its side) a refusal in its fewer words, with no
    step (the chosen first push is marked on the board)."""
    if words is None or not words.text or not words.situational:
        return status(state)
    if narrow and words.short:
        return words.short
    if words.chip:
        # Translators: the status line during a double move: {step} is "1/2" or "2/2",
        # {text} the words of the moment
        return _("Double move {step} · {text}").format(step=words.chip[-3:], text=words.text)
    return words.text


def control_labels(labels: str, symbols: bool, armed: bool, pushes: bool) -> dict:
    """The board's buttons' labels for a layout's `labels` ("long", "short", "icon")."""
    sure = armed and pushes
    # Translators: a button of Collecto: declare that you cannot find a move (the first
    # click asks "Sure? Declare anyway" while a push exists)
    declare = _("Sure? Declare anyway") if sure else _("I can't find a move")
    # Translators: a button: pass instead of suggesting a move
    passing = pgettext("button", "Pass")
    if labels == "long":
        return {"symbols": _("Hide symbols") if symbols else _("Show symbols"),
                "declare": declare, "pass": passing,
                # Translators: a button: take back the first push of a double move
                "cancel": _("Cancel first push")}
    if labels == "short":
        return {"symbols": _("Symbols"), "declare": declare, "pass": passing,
                "cancel": pgettext("button", "Cancel")}
    # Translators: a small button's labels: "Sure?" asks again before declaring, "Declare"
    # declares that you cannot find a move
    return {"symbols": "", "declare": _("Sure?") if sure else pgettext("button", "Declare"),
            "pass": passing, "cancel": ""}


def say_text(anim) -> str:
    # Translators: a banner over the board: {name} a player, {text} what they say ("I can't
    # find a move!")
    return pgettext("speech", "{name}: {text}").format(name=anim.name, text=anim.text)


class CollectoWords(contract.Words):
    """The words the shell shows round the board (`view.words`)."""

    TAGLINE, CREDIT = TAGLINE, CREDIT

    def rules(self, touch: bool = False) -> list[tuple]:
        return rules(touch)

    def seat_label(self, state, seat: int) -> str:
        return state.seat_name(seat)

    def end_note(self, state, seat: int) -> str:
        return ""          # at the end nobody has a move: the trays tell the story

    def advice(self, state, move) -> str:
        return advice(state, move)

    def status(self, state) -> str:
        """What to do; on a phone, whose board has no line of words under it, also what the
        arrow pointed at would do (the words of the last frame drawn)."""
        seen = self.view.seen
        if self.view.lay.words is None and seen is not None and seen[0] is state:
            return status_words(state, seen[1], seen[2] == "landscape")
        return status(state)
