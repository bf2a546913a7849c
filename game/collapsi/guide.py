"""Collapsi's guided first game (game/table/guides.py reads it): a standard deal on which the
player meets each rule once, a step, a wrap round the edge, a card collapsing and the loss with
no move, in seven moves.  The player is seat 0, on the jack at d1; the script plays seat 1.

    a b c d
 1  3 4 A J      you start on the jack at d1
 2  2 A A 3
 3  3 2 2 A
 4  J 2 4 3      your opponent starts on the jack at a4
"""

GUIDES = ({
    "variant": "standard", "options": {}, "players": 2,
    "setup": {"grid": ["34AJ", "2AA3", "322A", "J243"]},
    "title": "Collapsi in seven moves",
    "rules": ["step", "wrap", "collapse", "no move"],
    "steps": [
        {"you": "c1", "meets": ["step"],
         "say": "You are the pawn at d1. Move exactly as many steps as your card shows, up, "
                "down, left or right; a jack goes 1. Tap c1."},
        {"reply": "a3", "meets": ["collapse"],
         "say": "The card you leave collapses: face down, no pawn may stand on it or cross it. "
                "Your opponent goes 1 step."},
        {"you": "c4", "meets": ["wrap", "step"],
         "say": "An ace: 1 step. The edges wrap: a step up from the top row comes out at the "
                "bottom. Tap c4."},
        {"reply": "d3",
         "say": "Their 3 goes exactly 3 steps. A path may turn and cross an edge, but never "
                "visits a card twice."},
        {"you": "a2", "meets": ["step"],
         "say": "A 4: four steps. You may pass the other pawn but not stop on it. Tap a2."},
        {"reply": "d4",
         "say": "They go 1 step from their ace, to the 3 at d4."},
        {"you": "c2", "meets": ["no move"],
         "say": "A 2: two steps. Tap c2: their 3 then reaches no card, and a player who cannot "
                "move loses."},
    ],
    "summary": "A move goes exactly as many steps as your card (a jack 1), and the board "
               "wraps round its edges. The card you leave collapses for good. Whoever cannot "
               "move on their turn loses. A real game starts the same way, on a new deal.",
},)
