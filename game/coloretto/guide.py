"""Coloretto's guided first game (game/table/guides.py reads it): the last round of a game of
the Colors! rules for two players, in which the player draws cards onto rows, sees the round
become the last, takes a row with a wild and a +2 card, and meets the scoring with three
colours.  The deck and the 108 moves before the guide are a real game's (seed 11); the player
is seat 0, the script plays seat 1."""

PLAYED = """
d2 t2 d1 t1 d1 d1 t1 d2 d2 d2 t2 d2 d1 d1 d1 t2 t1 d2 t2 d1 d1 d1 t1 d1 d1 d1 d2 t1 t2
d2 t2 d1 d1 t1 d2 d1 d1 t2 t1 d2 t2 d1 t1 d2 d1 t1 d2 d2 t2 d2 d1 t1 t2 d1 d1 t1 d2 d2
d2 t2 d2 d2 t2 d1 t1 d1 t1 d2 t2 d2 d1 t1 t2 d1 d2 d1 d2 d2 t2 d1 t1 d1 d2 t2 d1 d1 t1
d1 t1 d2 t2 d2 d1 t2 t1 d1 d1 d2 t1 d2 d2 t2 d2 t2 d1 d1 d1 t1
""".split()

GUIDES = ({
    "variant": "colors", "options": {}, "players": 2,
    "setup": {"deck": list("P+S+VYYBPGRBWBPPVGRS+YGGRYYSBSSBGVSBYRVG+VRRYRSG+PSPYBWRPPVSYRGP"
                           "+G+V+BBW+V+V")},
    "played": PLAYED,
    "title": "The last round of a game of Coloretto",
    "rules": ["draw", "take", "+2", "wild", "last round", "three colours"],
    "steps": [
        {"you": "d1", "meets": ["draw"],
         "say": "Late in a game. On your turn draw a card onto a row, or take a row. Tap "
                "the deck, then row 1."},
        {"reply": "d1",
         "say": "A +2 card adds 2 points at the end. Your opponent draws a blue onto row 1."},
        {"you": "d1", "meets": ["draw", "last round"],
         "say": "Tap the deck, then row 1 again. Fewer than 6 cards are left then: this "
                "round is the last."},
        {"reply": "d2",
         "say": "They draw a wild card onto row 2: it will join one of your colours."},
        {"you": "d2", "meets": ["draw"],
         "say": "A row holds three cards. Tap the deck, then row 2."},
        {"reply": "d2",
         "say": "They put a purple on row 2."},
        {"you": "t2", "meets": ["take", "+2", "wild"],
         "say": "Take a row instead: tap row 2 for its wild, +2 and purple. You are then "
                "out of the round."},
        {"reply": "t1", "meets": ["three colours"],
         "say": "They must take row 1, and the game ends. Only your three best colours "
                "score; every other colour counts against you."},
    ],
    "summary": "Draw a card onto a row, or take a row and sit out the round. Your three "
               "best colours score (1, 3, 6, 10, 15, 21 for 1 to 6 cards), the others count "
               "against you; a wild joins a colour, a +2 card adds 2. With fewer than 6 "
               "cards in the deck the round is the last.",
},)
