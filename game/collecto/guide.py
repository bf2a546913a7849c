"""Collecto's guided first games (game/table/guides.py reads them), one per rule set: the last
moves of a game in which the player meets a push, collecting, a double move, the end and the
count; in the official rules also the declaration "I can't find a move" and a suggestion.
The deal and the ten moves before the guide are a real game's (seed 5); the player is seat 0,
the script plays seat 1.

The board when the guide begins (rows 1-7 from the top, columns 1-7 from the left):

    P . . G B . .
    . . . R P . .
    . . . . . . .
    . R G . . . .
    G . . . . . .
    R . P R . . .
    O P . O B G .
"""

from game.core.i18n import N_

# The texts are marked N_ and looked up where the guide shows them.
SETUP = {"board": ["PROGBGR", "BYBRPYP", "OBPYBOG", "ROG.RBY", "GYRBGYO", "ROYPRPY",
                   "OPGOBGP"]}
PLAYED = ["3", "26", "10", "27", "3", "23", "12", "2", "16", "5"]

GUIDES = ({
    "variant": "utwente", "options": {}, "players": 2,
    "setup": SETUP, "played": PLAYED,
    "title": N_("The end of a game of Collecto"),
    "rules": ["push", "collect", "double", "end", "count"],
    "steps": [
        {"you": "5", "meets": ["push", "collect"],
         "say": N_("A move pushes a row or a column to an edge, and only if two balls of one "
                   "colour then touch. Tap the arrow left of row 6: the purples meet.")},
        {"reply": "5",
         "say": N_("Touching balls of one colour go to the mover's tray. Your opponent pushes the "
                   "same row for two reds.")},
        {"you": "6", "meets": ["push", "collect"],
         "say": N_("Tap the arrow left of row 7: the oranges meet.")},
        {"reply": "7",
         "say": N_("They push row 1 to the right and collect two purples.")},
        {"you": "0,14", "meets": ["double"],
         "say": N_("No single push makes a pair, so push twice in one move: tap the arrow left of "
                   "row 1, then the one over column 1.")},
        {"reply": "6,14",
         "say": N_("They have no single push either, and push twice for two blues.")},
        {"you": "23", "meets": ["collect", "end", "count"],
         "say": N_("Tap the arrow under column 3. Then no move is left and the game ends: a point "
                   "per three balls of a colour in your tray.")},
    ],
    "summary": N_("Push a row or a column to an edge so that two balls of one colour touch: "
                  "every touching ball goes to your tray. With no single push, two pushes make "
                  "one move. When no move is left the game ends; each colour scores a point per "
                  "three balls, the most points wins (then the most balls)."),
}, {
    "variant": "official", "options": {}, "players": 2,
    "setup": SETUP, "played": PLAYED,
    "title": N_("The end of a game of Collecto, official rules"),
    "rules": ["declare", "suggest", "push", "collect", "double", "end", "count"],
    "steps": [
        {"you": "?", "meets": ["declare"],
         "say": N_("Cannot find a move? Say so: tap \"I can't find a move\", then again to be "
                   "sure.")},
        {"reply": "22", "meets": ["suggest", "collect"],
         "say": N_("The next player may suggest a move: it is played at once, and its balls are "
                   "theirs. Column 2 down: two reds.")},
        {"reply": "3",
         "say": N_("Then the player after you moves: they push row 4 left for two greens.")},
        {"you": "15", "meets": ["push", "collect"],
         "say": N_("Your turn. A push must make two balls of one colour touch: tap the arrow over "
                   "column 2, and the purples are yours.")},
        {"reply": "17",
         "say": N_("They push column 4 up for two reds.")},
        {"you": "24,6", "meets": ["double", "end", "count"],
         "say": N_("No single push makes a pair: push twice, the arrow under column 4, then left "
                   "of row 7. Then no move is left: a point per three of a colour.")},
    ],
    "summary": N_("Push a row or a column to an edge so that two balls of one colour touch: "
                  "they go to your tray. Cannot find a move? Say so: the next player may "
                  "suggest one and take its balls. With no single push, two pushes make one "
                  "move. When none is left, each colour scores a point per three balls."),
},)
