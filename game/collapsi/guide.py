"""Collapsi's guided first games (game/table/guides.py reads them), one per rule set.

Standard: a 4×4 deal on which the player meets each rule once, a step, a wrap round the edge,
a card collapsing and the loss with no move, in seven moves.  The player is seat 0, on the
jack at d1; the script plays seat 1.

    a b c d
 1  3 4 A J      you start on the jack at d1
 2  2 A A 3
 3  3 2 2 A
 4  J 2 4 3      your opponent starts on the jack at a4
"""

from game.core.i18n import N_

GUIDES = ({
    "variant": "standard", "options": {}, "players": 2,
    "setup": {"grid": ["34AJ", "2AA3", "322A", "J243"]},
    "title": N_("Collapsi in seven moves"),
    "rules": ["step", "wrap", "collapse", "no move"],
    "steps": [
        {"you": "c1", "meets": ["step"],
         "say": N_("You are the pawn at d1. Move exactly as many steps as your card shows, up, "
                   "down, left or right; a jack goes 1. Tap c1.")},
        {"reply": "a3", "meets": ["collapse"],
         "say": N_("The card you leave collapses: face down, no pawn may stand on it or cross it. "
                   "Your opponent goes 1 step.")},
        {"you": "c4", "meets": ["wrap", "step"],
         "say": N_("An ace: 1 step. The edges wrap: a step up from the top row comes out at the "
                   "bottom. Tap c4.")},
        {"reply": "d3",
         "say": N_("Their 3 goes exactly 3 steps. A path may turn and cross an edge, but never "
                   "visits a card twice.")},
        {"you": "a2", "meets": ["step"],
         "say": N_("A 4: four steps. You may pass the other pawn but not stop on it. Tap a2.")},
        {"reply": "d4",
         "say": N_("They go 1 step from their ace, to the 3 at d4.")},
        {"you": "c2", "meets": ["no move"],
         "say": N_("A 2: two steps. Tap c2: their 3 then reaches no card, and a player who cannot "
                   "move loses.")},
    ],
    "summary": N_("A move goes exactly as many steps as your card (a jack 1), and the board "
                  "wraps round its edges. The card you leave collapses for good. Whoever cannot "
                  "move on their turn loses. A real game starts the same way, on a new deal."),
}, {
    # The big board for three players, a real deal (seed 2): the jacks a2, e2 and d4 are the
    # starts in dealing order, the fourth (f6) lies face down.  Seven moves from the start:
    # steps, a wrap past the face-down jack, and the blue seat left with no move while the
    # yellow one still has some: the game ends there, won by the player who moved last.
    "variant": "big", "options": {}, "players": 3,
    "setup": {"grid": ["234424", "J334JA", "2A4A22", "242J3A", "2AA333", "4A34AJ"]},
    "title": N_("Collapsi for three on the big board"),
    "rules": ["step", "unused jack", "wrap", "collapse", "no move", "last mover"],
    "steps": [
        {"you": "a1", "meets": ["step"],
         "say": N_("Three players on 6×6: each starts on a jack, in the order they were dealt. "
                   "You are red, on a2. A jack goes 1 step: tap a1.")},
        {"reply": "f2", "meets": ["collapse"],
         "say": N_("The card a pawn leaves collapses. Blue goes 1 step from its jack.")},
        {"reply": "d3",
         "say": N_("Then yellow: turns go round the table.")},
        {"you": "e1", "meets": ["step", "wrap", "unused jack"],
         "say": N_("A 2: two steps, and the edges wrap. Tap e1, through f1. The fourth jack, "
                   "f6, was turned face down at the start: no pawn crosses it.")},
        {"reply": "f1",
         "say": N_("Blue goes 1 step from its ace.")},
        {"reply": "d2",
         "say": N_("Yellow goes 1 step from its ace.")},
        {"you": "c1", "meets": ["step", "no move", "last mover"],
         "say": N_("Tap c1. Blue's ace then reaches no card: the game ends at once, though yellow "
                   "could still move. The last player to complete a move wins.")},
    ],
    "summary": N_("Each player starts on a jack in dealing order; unused jacks lie face down. "
                  "A move goes exactly as many steps as your card, the board wraps, the card "
                  "you leave collapses. When a player cannot move, the game ends: whoever made "
                  "the last move wins."),
}, {
    # The solo puzzle, a real deal (seed 0): start on the jack at c1, the exit is the jack at
    # a3.  Eight moves collapse every other card, and the last passes through the exit.
    "variant": "solo", "options": {}, "players": 1,
    "setup": {"grid": ["22J", "AAA", "J32"]},
    "title": N_("The Collapsi solo puzzle"),
    "rules": ["step", "wrap", "collapse", "exit", "pass through"],
    "steps": [
        {"you": "a1", "meets": ["step", "wrap"],
         "say": N_("Collapse every card, then leave through the exit, the other jack (a3). You "
                   "start on the jack at c1: 1 step. The edges wrap: tap a1.")},
        {"you": "c2", "meets": ["collapse", "wrap"],
         "say": N_("The card you left collapsed. A 2 goes two steps: tap c2.")},
        {"you": "c3", "meets": ["step"],
         "say": N_("An ace: 1 step. Tap c3.")},
        {"you": "b1", "meets": ["wrap"],
         "say": N_("Two steps again, over the bottom edge: tap b1.")},
        {"you": "a2",
         "say": N_("Plan ahead: a card you cannot reach later stays face up. Tap a2.")},
        {"you": "b2",
         "say": N_("Tap b2.")},
        {"you": "b3", "meets": ["step"],
         "say": N_("Tap b3. Touching the exit ends the puzzle: keep off it until the end.")},
        {"you": "a3", "meets": ["exit", "pass through"],
         "say": N_("Every other card is down: leave. Reaching the exit ends the move, so your 3 "
                   "needs only 1 step. Tap a3.")},
    ],
    "summary": N_("Start on the first jack; the second is the exit. Move as in a game, the "
                  "board wraps and each card you leave collapses. Land on or pass through the "
                  "exit once every other card is down, and the puzzle is solved; leave too "
                  "soon, or get stuck, and it is lost."),
},)
