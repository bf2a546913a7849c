"""Collapsi's words on the screen: the rules page (with its pictures' positions), what to do
now, a hint as advice, the line under the board (a path's length, why a card cannot be
chosen), the deal's name and the puzzles solved.  Touch screens are told to tap."""

from __future__ import annotations

import datetime

from game.core.i18n import N_, _, ngettext, pgettext
from game.table.puzzles import short_date
from game.ui import view as contract
from game.ui.view import Example

from ..puzzle import daily_seed, puzzle_number
from ..rules import SHIFT_WORDS, SoloState, column_name
from .layout import place, shifting

TAGLINE = N_("Cards collapse behind you on a wrapping grid. Whoever cannot move loses.")
CREDIT = N_("Collapsi was designed by Mark S. Ball (collapsi.itch.io) and is free to play.")

# a 4×4 deal for the rules page's pictures: jacks on b1 (Player 1) and d3 (Player 2)
# what the line under the board says while nothing is pointed at
IDLE_LINES = (N_("Choose a glowing card to move there"),
              N_("Choose any glowing card to start on"))

EXAMPLE_GRID = ["3JA2", "A243", "2A3J", "423A"]
# a solo puzzle (seed 0) and its solution; the picture plays the last move, out the exit
EXAMPLE_PUZZLE = ["22J", "AAA", "J32"]
EXAMPLE_LINE = ["a1", "c2", "c3", "b1", "a2", "b2", "b3"]


def examples(game) -> dict[str, Example]:
    """The rules page's pictures, after the rule text's own examples."""
    def position(variant, options, players, grid, moves):
        state = game.start(variant, options, players, {"grid": grid})
        for text in moves:
            state.play(text)
        return state

    grid = EXAMPLE_GRID
    wrap = position("standard", {}, 2, grid, ["a1", "c3"])
    banned = position("standard", {}, 2, grid, ["b2", "d2"])
    shift = position("standard", {"board": "shifting"}, 2, grid, [])
    solo = position("solo", {}, 1, EXAMPLE_PUZZLE, EXAMPLE_LINE)
    return {
        "wrap": Example(wrap, wrap.parse_move("c4"),
                        _("Player 1 stands on a 3: up off the top edge to a4, left off the "
                          "edge to d4, then c4. The 3 then collapses.")),
        "banned": Example(banned, None,
                          _("Player 1 must move 2 from b2; only the glowing cards can be "
                            "reached. Not d2 (Player 2's card), not b1 or d3 (collapsed), "
                            "never back to b2."), show="choices"),
        "shift": Example(shift, shift.parse_move("c1>"),
                         _("Shifting board: Player 1 steps from the jack to c1, then shifts "
                           "row 1 right. It sticks out on the right and leaves a gap.")),
        "solo": Example(solo, solo.parse_move("a3"),
                        _("Solo: every card but the exit has collapsed; the last step "
                          "lands on the exit and solves the puzzle.")),
    }


def rules(game, touch: bool = False) -> list[tuple]:
    """The rules page; what the player does here in the words of the pointer in use (a
    finger: tap, no keys; a mouse: click, and the keys)."""
    ex = examples(game)
    if touch:
        keys = ""
        # Translators: how to ask for a hint on a touch screen, in "ask for a hint ({how})"
        hint = _("the bulb")
        here = _("The cards you can reach glow. Press and hold one to see the path there; "
                 "tap it to move. Tap a card that cannot be reached and the line under the "
                 "board says why.")
    else:
        # Translators: put after "Choose the shift with the arrows" on a computer
        keys = _(" (or the arrow keys)")
        # Translators: how to ask for a hint with a mouse and keys, in "ask for a hint ({how})"
        hint = _("the bulb, or H")
        here = _("The cards you can reach glow. Point at one to see the path there; click it "
                 "to move. Click a card that cannot be reached and the line under the board "
                 "says why. Escape returns to the menu.")
    return [
        (pgettext("rules heading", "Goal"),
         _("Be the last player able to make a legal move.")),
        (pgettext("rules heading", "Setup"),
         _("The 16 cards (J J, four A, four 2, four 3, two 4) are dealt face up in a "
           "4×4 grid. Player 1 starts on the first jack dealt, Player 2 on the "
           "second. Player 1 moves first.")),
        (pgettext("rules heading", "Moving"),
         _("Your starting card is the card your pawn stands on. Move exactly its "
           "number of steps: A = 1, 2 = 2, 3 = 3, 4 = 4, and a jack = 1. Steps go "
           "up, down, left or right, and you may turn between them.")),
        (pgettext("rules heading", "Wrap-around"),
         _("The grid wraps like Pac-Man: leave the left edge and you come in "
           "on the right of the same row; leave the top and you enter at the "
           "bottom of the same column. The faded cards at the edges show what "
           "lies beyond."), ex["wrap"]),
        (pgettext("rules heading", "Not allowed"),
         _("Visiting a card twice in one move (your starting card counts), "
           "ending on your starting card, ending on another pawn's card, and "
           "entering a face-down card. You may pass through other pawns' "
           "cards."), ex["banned"]),
        (pgettext("rules heading", "Collapse"),
         _("After you move, your starting card flips face down: it is gone for "
           "the rest of the game.")),
        (pgettext("rules heading", "End"),
         _("The player to move who cannot complete a move loses at once; the player "
           "who made the last move wins.")),
        (pgettext("rules heading", "Big board"),
         _("6×6 with 36 cards (four jacks, eight each of A, 2, 3, 4) for two to "
           "four players. The jacks in dealing order are the players' starting "
           "cards; unused jacks are turned face down before the first move. The "
           "game ends as soon as the player to move is stuck, and the last "
           "player who completed a move wins.")),
        (pgettext("rules heading", "Shifting board"),
         # Translators: {keys} is " (or the arrow keys)" on a computer, nothing on a phone
         _("After moving, shift the row or the column of the card you "
           "landed on by one space: rows left or right, columns up or "
           "down. Every card of the line slides, face down ones and pawns "
           "too; nothing wraps, so gaps open. You cannot cross or land on "
           "a gap; the board wraps at the edges of the area the cards "
           "cover. Choose the shift with the arrows{keys}.").format(keys=keys),
         ex["shift"]),
        (pgettext("rules heading", "Player's choice"),
         _("All jacks are turned face down after the deal. Player 1 "
           "chooses any face-up card to start on, then Player 2 and so "
           "on; your first move uses your card's number.")),
        (pgettext("rules heading", "First move 1 to 4 (classic)"),
         _("The rule before version 1.3, a choice of the "
           "starting cards on the setup screen: from your "
           "jack, your first move may be 1, 2, 3 or 4 spaces, "
           "as you like, under the same path rules. It only "
           "applies when players start on the jacks.")),
        (pgettext("rules heading", "Solo puzzle"),
         # Translators: {how} is "the bulb" on a phone, "the bulb, or H" on a computer
         _("A 3×3 grid: J J, three A, three 2 and one 3. Start on the first "
           "jack; the second is the exit, a door. Collapse every other card, "
           "then land on or pass through the exit (you may use fewer steps "
           "to go through the door). Touching the exit earlier ends the "
           "puzzle unsolved. Every puzzle dealt here can be solved; ask for a "
           "hint ({how}) to see the next move of a solution.").format(how=hint),
         ex["solo"]),
        (pgettext("rules heading", "Playing here"), here),
    ]


def advice(state, move) -> str:
    """"Move c1 → c4" (on the shifting board ", then shift row 2 left"), "Start on b2"."""
    if state.choosing():
        return _("Start on {card}").format(card=state.cell_name(move))
    here = state.cell_name(state.pawns[state.to_move])
    if isinstance(state, SoloState) and move == state.exit:
        return _("Leave through the exit: {start} → {end}").format(
            start=here, end=state.cell_name(move))
    if isinstance(move, tuple):
        # Translators: a hint on the shifting board; {line} is a shift ("row 2 left")
        return _("Move {start} → {end}, then shift {line}").format(
            start=here, end=state.cell_name(move[0]), line=state.shift_words(move))
    return _("Move {start} → {end}").format(start=here, end=state.cell_name(move))


def status(state, pending: int | None = None) -> str:
    """What the player to move must do (the shell's line under whose turn it is)."""
    if state.is_over():
        return ""
    if state.choosing():
        return _("Choose a face-up card to start on")
    steps = state.steps_for(state.to_move)
    if isinstance(state, SoloState):
        left = state.face_up_left()
        # Translators: the solo puzzle's status line: "Move 2 steps · 5 cards to collapse
        # before the exit"
        return _("{move} · {cards}").format(
            move=ngettext("Move {n} step", "Move {n} steps", steps).format(n=steps),
            cards=ngettext("{n} card to collapse before the exit",
                           "{n} cards to collapse before the exit", left).format(n=left))
    if pending is not None and shifting(state):
        return _("Now shift the row or the column: pick an arrow")
    counts = state.step_counts(state.to_move)
    card = state.grid[state.pawns[state.to_move]]
    then = shifting(state)
    if len(counts) > 1:         # a jack's first move under the classic opening
        text = (_("Move {low} to {high} steps from the jack, then shift") if then
                else _("Move {low} to {high} steps from the jack"))
        return text.format(low=counts[0], high=counts[-1])
    if card == "J":
        return (_("Move exactly 1 step from the jack, then shift") if then
                else _("Move exactly 1 step from the jack"))
    if card == "A":
        return (_("Move exactly 1 step from the ace, then shift") if then
                else _("Move exactly 1 step from the ace"))
    if then:
        return ngettext("Move exactly {n} step, then shift", "Move exactly {n} steps, then shift",
                        steps).format(n=steps)
    return ngettext("Move exactly {n} step", "Move exactly {n} steps", steps).format(n=steps)


def idle_note(state, seat: int) -> str:
    return _("Chooses a card") if state.pawns[seat] < 0 else _("Waiting")


def deal_label(state, seed: int, default: str) -> str:
    if isinstance(state, SoloState):
        today = datetime.date.today()
        if seed == daily_seed(today):
            return _("Daily puzzle #{number} · {date}").format(
                number=puzzle_number(today), date=short_date(today))
        return _("Puzzle #{seed}").format(seed=seed)
    return default


def solved_words(total: int, clean: int) -> tuple[str, str]:
    """The puzzles solved, for a seat's panel: (first line, what follows it, or "")."""
    return (_("Puzzles solved: {n}").format(n=total),
            ngettext("{n} without a hint", "{n} without a hint", clean).format(n=clean)
            if total else "")


def board_line(state, *, pending=None, leaving=None, hover=None, legal=(), arrow=None,
               refused=None, touch: bool = False, narrow: bool = False) -> tuple[str, bool]:
    """The line under the board while a person may move: (words, whether they warn).
    `hover` is the card pointed at or pressed, `arrow` the shift arrow pointed at,
    `refused` a card tapped that cannot be chosen (shown until the next tap); `narrow`: a
    phone's board, where the line waiting for a shift must stay one line (the arrows lie
    where a second would go)."""
    if arrow is not None and pending is not None:
        row, col = place(state, pending)
        # Translators: {line} is a shift ("row 2 left")
        return _("Shift {line} and end your turn").format(
            line=_(SHIFT_WORDS[arrow]).format(row=row + 1, col=column_name(col))), False
    if pending is not None:
        card = state.cell_name(pending)
        if touch:       # (the status line says what the arrows do)
            return _("Moving to {card}: now tap an arrow").format(card=card), False
        if narrow:
            return _("Moving to {card}: now pick an arrow (or a key)").format(card=card), False
        return _("Moving to {card}: now pick an arrow to shift its row or column (or use the "
                 "arrow keys)").format(card=card), False
    if leaving is not None and isinstance(state, SoloState):
        left = state.face_up_left()
        if touch:
            return ngettext("Leaving now ends the puzzle unsolved ({n} card still face up): "
                            "tap the exit again to leave",
                            "Leaving now ends the puzzle unsolved ({n} cards still face up): "
                            "tap the exit again to leave", left).format(n=left), True
        return ngettext("Leaving now ends the puzzle unsolved ({n} card still face up): "
                        "click the exit again to leave",
                        "Leaving now ends the puzzle unsolved ({n} cards still face up): "
                        "click the exit again to leave", left).format(n=left), True
    if hover is None and refused is not None:
        hover = refused
    if state.choosing():
        if hover in legal:
            return _("Start on {card}").format(card=state.cell_name(hover)), False
        if hover is not None:
            # Translators: {reason} is why the card cannot be a starting card
            return _("Can't start on {card}: {reason}").format(
                card=state.cell_name(hover), reason=state.why_illegal(hover)), False
        return _(IDLE_LINES[1]), False
    if hover is not None and hover in legal:
        if isinstance(state, SoloState) and hover == state.exit:
            return _("Leave through the exit on {card}").format(
                card=state.cell_name(hover)), False
        steps = state.walked(hover)
        return ngettext("Move to {card}: {n} step", "Move to {card}: {n} steps", steps).format(
            card=state.cell_name(hover), n=steps), False
    if hover is not None:
        target = (hover, "<") if shifting(state) else hover
        # Translators: {reason} is why the pawn cannot end its move on the card
        return _("Can't end on {card}: {reason}").format(
            card=state.cell_name(hover), reason=state.why_illegal(target)), False
    return _(IDLE_LINES[0]), False


class CollapsiWords(contract.Words):
    """The words the shell shows round the board (`view.words`)."""

    TAGLINE, CREDIT = TAGLINE, CREDIT

    def rules(self, touch: bool = False) -> list[tuple]:
        return rules(self.view.game, touch)

    def advice(self, state, move) -> str:
        return advice(state, move)

    def status(self, state) -> str:
        """What to do; on a phone on its side, whose board has no line under it, what the
        line would say (the last frame's words: the card pointed at, a refusal ...)."""
        view = self.view
        said = view.said[1] if view.aside and view.said is not None and \
            view.said[0] is state else ""
        idle = [_(line) for line in IDLE_LINES]
        if said and said not in idle:        # (idle, the rules' words say more)
            return said
        return status(state, view.input.pending)

    def idle_note(self, state, seat: int) -> str:
        return idle_note(state, seat)

    def deal_label(self, state, seed: int) -> str:
        return deal_label(state, seed, super().deal_label(state, seed))
