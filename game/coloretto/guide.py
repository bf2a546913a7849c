"""Coloretto's guided first games (game/table/guides.py reads them), one per rule set.

Colors! rules, two players: the last round of a game, in which the player draws cards onto
rows, sees the round become the last, takes a row with a wild and a +2 card, and meets the
scoring with three colours.  The deck and the 108 moves before the guide are a real game's
(seed 11); the player is seat 0, the script plays seat 1.

Official rules, three players: the end of the sixth round and the last, in which the player
(seat 0, the script plays seats 1 and 2) takes the round's last row and so starts the next,
turns up the last-round card, and takes a silver onto the silver card they started with; the
game is played without green.  The deal and the 59 moves before the guide are a real game's
between three computers at medium (seed 3)."""

from game.core.i18n import N_

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
    "title": N_("The last round of a game of Coloretto"),
    "rules": ["draw", "take", "+2", "wild", "last round", "three colours"],
    "steps": [
        {"you": "d1", "meets": ["draw"],
         "say": N_("Late in a game. On your turn draw a card onto a row, or take a row. Tap "
                   "the deck, then row 1.")},
        {"reply": "d1",
         "say": N_("A +2 card adds 2 points at the end. Your opponent draws a blue onto row 1.")},
        {"you": "d1", "meets": ["draw", "last round"],
         "say": N_("Tap the deck, then row 1 again. Fewer than 6 cards are left then: this "
                   "round is the last.")},
        {"reply": "d2",
         "say": N_("They draw a wild card onto row 2: it will join one of your colours.")},
        {"you": "d2", "meets": ["draw"],
         "say": N_("A row holds three cards. Tap the deck, then row 2.")},
        {"reply": "d2",
         "say": N_("They put a purple on row 2.")},
        {"you": "t2", "meets": ["take", "+2", "wild"],
         "say": N_("Take a row instead: tap row 2 for its wild, +2 and purple. You are then "
                   "out of the round.")},
        {"reply": "t1", "meets": ["three colours"],
         "say": N_("They must take row 1, and the game ends. Only your three best colours "
                   "score; every other colour counts against you.")},
    ],
    "summary": N_("Draw a card onto a row, or take a row and sit out the round. Your three "
                  "best colours score (1, 3, 6, 10, 15, 21 for 1 to 6 cards), the others count "
                  "against you; a wild joins a colour, a +2 card adds 2. With fewer than 6 "
                  "cards in the deck the round is the last."),
}, {
    "variant": "official", "options": {}, "players": 3,
    "setup": {"removed": "G", "starting": list("SVB"),
              "deck": list("SPRVVYPSYRVYWR+PRBVSY+BYVYPBRPPRYRB++YPSVB+Y+WP+VLBBSB+WR+RSSPS+V")},
    "played": """
d1 d2 d1 d2 d2 t2 d1 t1 d3 d3 d3 t3 d1 d2 d1 d3 d1 d2 t1 d2 t2 d3 t3 d1 d1 d2 d1 t1 d2 d3
t2 d3 d3 t3 d1 d2 d1 d2 d3 d2 t2 d1 t1 d3 d3 t3 d1 d2 d1 t1 d2 t2 d3 d3 d3 t3 d1 d2 d2
""".split(),
    "title": N_("The end of a game of Coloretto for three"),
    "rules": ["removed colour", "draw", "take", "wild", "+2", "last taker starts",
              "last-round card", "starting card", "three colours"],
    "steps": [
        {"you": "d1", "meets": ["removed colour", "draw"],
         "say": N_("Three players, three rows; green is out of the game. Draw a card onto a row, "
                   "or take a row. Tap the deck, then row 1.")},
        {"reply": "d1",
         "say": N_("Player 2 draws a wild onto row 1: at the end a wild joins any colour.")},
        {"reply": "t2",
         "say": N_("Player 3 takes row 2 and is out of this round.")},
        {"you": "d3", "meets": ["draw"],
         "say": N_("A row holds three cards. Keep row 1 for yourself: tap the deck, then row 3.")},
        {"reply": "t3",
         "say": N_("Player 2 takes row 3.")},
        {"you": "t1", "meets": ["take", "wild", "+2", "last taker starts"],
         "say": N_("Tap row 1: its blue, +2 and wild are yours. You take the round's last row, "
                   "so you start the next round.")},
        {"you": "d3", "meets": ["draw"],
         "say": N_("A new round. Tap the deck, then row 3.")},
        {"reply": "d1",
         "say": N_("Player 2 draws a purple onto row 1.")},
        {"reply": "t3",
         "say": N_("Player 3 takes the +2 on row 3.")},
        {"you": "d1", "meets": ["last-round card"],
         "say": N_("The last-round card lies above the bottom 15 cards, and it is next. Tap the "
                   "deck, then row 1: this round becomes the last.")},
        {"reply": "t1",
         "say": N_("Player 2 takes row 1.")},
        {"you": "d2", "meets": ["draw"],
         "say": N_("Alone in the round, you draw until you take a row. Tap the deck, then row 2.")},
        {"you": "d2", "meets": ["draw"],
         "say": N_("Tap the deck, then row 2 again.")},
        {"you": "t2", "meets": ["take", "starting card", "three colours"],
         "say": N_("Tap row 2. Its silver joins the silver you began with: each player starts "
                   "with one card of a different colour. Then the game ends: your three best "
                   "colours score, the rest count against you.")},
    ],
    "summary": N_("Each player starts with one card of a different colour; with three players "
                  "one colour is out. Draw a card onto a row, or take a row and sit out the "
                  "round; the last to take starts the next. The round in which the last-round "
                  "card turns up is the last. Your three best colours score, the rest count "
                  "against you."),
},)
