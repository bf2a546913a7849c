"""Collapsi's words on the screen: the rules page (with its pictures' positions), what to do
now, a hint as advice, the line under the board (a path's length, why a card cannot be
chosen), the deal's name and the puzzles solved.  Touch screens are told to tap."""

from __future__ import annotations

import datetime
import re

from game.table.session import words_of
from game.ui import view as contract
from game.ui.view import Example

from ..puzzle import daily_seed, puzzle_number
from ..rules import SHIFT_WORDS, SoloState, column_name
from .layout import place, shifting

TAGLINE = "Cards collapse behind you on a wrapping grid. Whoever cannot move loses."
CREDIT = "Collapsi was designed by Mark S. Ball (collapsi.itch.io) and is free to play."

# a 4×4 deal for the rules page's pictures: jacks on b1 (Player 1) and d3 (Player 2)
# what the line under the board says while nothing is pointed at
IDLE_LINES = ("Choose a glowing card to move there", "Choose any glowing card to start on")

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
                        "Player 1 stands on a 3: up off the top edge to a4, left off the "
                        "edge to d4, then c4. The 3 then collapses."),
        "banned": Example(banned, None,
                          "Player 1 must move 2 from b2; only the glowing cards can be "
                          "reached. Not d2 (Player 2's card), not b1 or d3 (collapsed), "
                          "never back to b2.", show="choices"),
        "shift": Example(shift, shift.parse_move("c1>"),
                         "Shifting board: Player 1 steps from the jack to c1, then shifts "
                         "row 1 right. It sticks out on the right and leaves a gap."),
        "solo": Example(solo, solo.parse_move("a3"),
                        "Solo: every card but the exit has collapsed; the last step "
                        "lands on the exit and solves the puzzle."),
    }


def rules(game, touch: bool = False) -> list[tuple]:
    """The rules page; what the player does here in the words of the pointer in use (a
    finger: tap, no keys; a mouse: click, and the keys)."""
    ex = examples(game)
    if touch:
        keys, hint = "", "the bulb"
        here = ("The cards you can reach glow. Press and hold one to see the path there; "
                "tap it to move. Tap a card that cannot be reached and the line under the "
                "board says why.")
    else:
        keys, hint = " (or the arrow keys)", "the bulb, or H"
        here = ("The cards you can reach glow. Point at one to see the path there; click it "
                "to move. Click a card that cannot be reached and the line under the board "
                "says why. Escape returns to the menu.")
    return [
        ("Goal", "Be the last player able to make a legal move."),
        ("Setup", "The 16 cards (J J, four A, four 2, four 3, two 4) are dealt face up in a "
                  "4×4 grid. Player 1 starts on the first jack dealt, Player 2 on the "
                  "second. Player 1 moves first."),
        ("Moving", "Your starting card is the card your pawn stands on. Move exactly its "
                   "number of steps: A = 1, 2 = 2, 3 = 3, 4 = 4, and a jack = 1. Steps go "
                   "up, down, left or right, and you may turn between them."),
        ("Wrap-around", "The grid wraps like Pac-Man: leave the left edge and you come in "
                        "on the right of the same row; leave the top and you enter at the "
                        "bottom of the same column. The faded cards at the edges show what "
                        "lies beyond.", ex["wrap"]),
        ("Not allowed", "Visiting a card twice in one move (your starting card counts), "
                        "ending on your starting card, ending on another pawn's card, and "
                        "entering a face-down card. You may pass through other pawns' "
                        "cards.", ex["banned"]),
        ("Collapse", "After you move, your starting card flips face down: it is gone for "
                     "the rest of the game."),
        ("End", "The player to move who cannot complete a move loses at once; the player "
                "who made the last move wins."),
        ("Big board", "6×6 with 36 cards (four jacks, eight each of A, 2, 3, 4) for two to "
                      "four players. The jacks in dealing order are the players' starting "
                      "cards; unused jacks are turned face down before the first move. The "
                      "game ends as soon as the player to move is stuck, and the last "
                      "player who completed a move wins."),
        ("Shifting board", "After moving, shift the row or the column of the card you "
                           "landed on by one space: rows left or right, columns up or "
                           "down. Every card of the line slides, face down ones and pawns "
                           "too; nothing wraps, so gaps open. You cannot cross or land on "
                           "a gap; the board wraps at the edges of the area the cards "
                           f"cover. Choose the shift with the arrows{keys}.",
         ex["shift"]),
        ("Player's choice", "All jacks are turned face down after the deal. Player 1 "
                            "chooses any face-up card to start on, then Player 2 and so "
                            "on; your first move uses your card's number."),
        ("First move 1 to 4 (classic)", "The rule before version 1.3, a choice of the "
                                        "starting cards on the setup screen: from your "
                                        "jack, your first move may be 1, 2, 3 or 4 spaces, "
                                        "as you like, under the same path rules. It only "
                                        "applies when players start on the jacks."),
        ("Solo puzzle", "A 3×3 grid: J J, three A, three 2 and one 3. Start on the first "
                        "jack; the second is the exit, a door. Collapse every other card, "
                        "then land on or pass through the exit (you may use fewer steps "
                        "to go through the door). Touching the exit earlier ends the "
                        "puzzle unsolved. Every puzzle dealt here can be solved; ask for a "
                        f"hint ({hint}) to see the next move of a solution.",
         ex["solo"]),
        ("Playing here", here),
    ]


def advice(state, move) -> str:
    """"Move c1 → c4" (on the shifting board ", then shift row 2 left"), "Start on b2"."""
    words = words_of(state, move)
    chosen = re.fullmatch(r"Chose (\S+) as starting card", words)
    if chosen:
        return f"Start on {chosen.group(1)}"
    leaving = re.fullmatch(r"Moved from (\S+) through the exit on (\S+)", words)
    if leaving:
        return f"Leave through the exit: {leaving.group(1)} → {leaving.group(2)}"
    walked = re.fullmatch(r"Moved \d+ from (\S+) to (\S+)(?: and shifted (.+))?", words)
    if walked is None:
        return words
    a, b, shift = walked.groups()
    return f"Move {a} → {b}" + (f", then shift {shift}" if shift else "")


def status(state, pending: int | None = None) -> str:
    """What the player to move must do (the shell's line under whose turn it is)."""
    if state.is_over():
        return ""
    if state.choosing():
        return "Choose a face-up card to start on"
    steps = state.steps_for(state.to_move)
    plural = "s" if steps != 1 else ""
    if isinstance(state, SoloState):
        left = state.face_up_left()
        return (f"Move {steps} step{plural} · {left} card{'s' * (left != 1)} "
                f"to collapse before the exit")
    if pending is not None and shifting(state):
        return "Now shift the row or the column: pick an arrow"
    card = state.grid[state.pawns[state.to_move]]
    why = " from the jack" if card == "J" else " from the ace" if card == "A" else ""
    then = ", then shift" if shifting(state) else ""
    return f"Move {state.steps_words(state.to_move)}{why}{then}"


def idle_note(state, seat: int) -> str:
    return "Chooses a card" if state.pawns[seat] < 0 else "Waiting"


def deal_label(state, seed: int, default: str) -> str:
    if isinstance(state, SoloState):
        today = datetime.date.today()
        if seed == daily_seed(today):
            return f"Daily puzzle #{puzzle_number(today)} · {today.isoformat()}"
        return f"Puzzle #{seed}"
    return default


def solved_words(total: int, clean: int) -> tuple[str, str]:
    """The puzzles solved, for a seat's panel: (first line, what follows it, or "")."""
    return f"Puzzles solved: {total}", (f"{clean} without a hint" if total else "")


def board_line(state, *, pending=None, leaving=None, hover=None, legal=(), arrow=None,
               refused=None, touch: bool = False, narrow: bool = False) -> tuple[str, bool]:
    """The line under the board while a person may move: (words, whether they warn).
    `hover` is the card pointed at or pressed, `arrow` the shift arrow pointed at,
    `refused` a card tapped that cannot be chosen (shown until the next tap); `narrow`: a
    phone's board, where the line waiting for a shift must stay one line (the arrows lie
    where a second would go)."""
    tap = "tap" if touch else "click"
    if arrow is not None and pending is not None:
        row, col = place(state, pending)
        return ("Shift " + SHIFT_WORDS[arrow].format(row=row + 1, col=column_name(col))
                + " and end your turn"), False
    if pending is not None:
        if touch:       # (the status line says what the arrows do)
            return f"Moving to {state.cell_name(pending)}: now tap an arrow", False
        if narrow:
            return f"Moving to {state.cell_name(pending)}: now pick an arrow (or a key)", False
        return (f"Moving to {state.cell_name(pending)}: now pick an arrow to shift its row "
                f"or column (or use the arrow keys)"), False
    if leaving is not None and isinstance(state, SoloState):
        left = state.face_up_left()
        return (f"Leaving now ends the puzzle unsolved ({left} card{'s' * (left > 1)} "
                f"still face up): {tap} the exit again to leave"), True
    if hover is None and refused is not None:
        hover = refused
    if state.choosing():
        if hover in legal:
            return f"Start on {state.cell_name(hover)}", False
        if hover is not None:
            return f"Can't start on {state.cell_name(hover)}: {state.why_illegal(hover)}", False
        return "Choose any glowing card to start on", False
    if hover is not None and hover in legal:
        if isinstance(state, SoloState) and hover == state.exit:
            return f"Leave through the exit on {state.cell_name(hover)}", False
        steps = state.walked(hover)
        return f"Move to {state.cell_name(hover)}: {steps} step{'s' if steps != 1 else ''}", \
            False
    if hover is not None:
        target = (hover, "<") if shifting(state) else hover
        return f"Can't end on {state.cell_name(hover)}: {state.why_illegal(target)}", False
    return "Choose a glowing card to move there", False


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
        if said and said not in IDLE_LINES:        # (idle, the rules' words say more)
            return said
        return status(state, view.input.pending)

    def idle_note(self, state, seat: int) -> str:
        return idle_note(state, seat)

    def deal_label(self, state, seed: int) -> str:
        return deal_label(state, seed, super().deal_label(state, seed))
