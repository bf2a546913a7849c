"""Spectrangle's guided first game (game/table/guides.py reads it): the last six turns of a
two-player game, in which the player meets matching sides, the joker and a bonus field, and
sees the opponent skip and exchange.  The bag and the 26 moves before the guide are a real
game's (seed 1660); the player is seat 0, the script plays seat 1.  Its words are marked
`N_`: game/table/guides.py looks them up where it shows them."""

from game.core.i18n import N_

GUIDES = ({
    "variant": "standard", "options": {}, "players": 2,
    "setup": {"bag": ["RYB1", "YBP3", "RRY5", "YPG2", "GGG6", "BGP3", "PPP6", "RRP5", "BRP2",
                      "BBP5", "GRB3", "GGB5", "BBB6", "YYP4", "RGY3", "PPB4", "PPY5", "YYY6",
                      "YYG5", "YYR4", "BBG4", "PPG5", "GGY4", "GGP4", "GRP1", "BBY4", "PPR4",
                      "BYG1", "RRG4", "YYB5", "RRR6", "YPR2", "GGR5", "WWW1", "RRB4", "BBR5"]},
    "played": """3:PPP 2:GPY 7:RRP 8:RYR 14:BPR 13:BBP 1:BGR 21:YYP 20:GYR 19:BGG 11:PBG
                 22:YYY 12:BBB 10:BPP 15:PYP 30:YYR 0:GYY 4:GPP 9:GBB 18:YBB 5:PPR 28:GYB
                 27:YGG 26:YYB 32:PBY 31:YPR""".split(),
    "title": N_("The end of a game of Spectrangle"),
    "rules": ["match", "joker", "bonus", "skip", "exchange"],
    "steps": [
        {"reply": "pass", "meets": ["skip"],
         "say": N_("The board is nearly full. Whoever can place a tile must; your opponent "
                   "cannot, so they skip.")},
        {"you": "6:WWW", "meets": ["joker", "match"],
         "say": N_("Sides that touch must match in colour. The white joker matches any: tap "
                   "it, then the ringed field. Three sides touch: three times its value.")},
        {"reply": "x:GRP1", "meets": ["exchange"],
         "say": N_("They cannot place again, so they exchange a tile with the bag and skip.")},
        {"you": "16:RRB", "meets": ["match"],
         "say": N_("Tap red-red-blue, then the ringed field: its blue side touches blue. A "
                   "tap on the chosen tile turns it.")},
        {"reply": "33:BRB",
         "say": N_("They place blue-blue-red at the right.")},
        {"you": "34:RBY", "meets": ["bonus", "match"],
         "say": N_("Tap red-yellow-blue, then the ringed bonus field (×3): red touches red. "
                   "Then no one can place, and tiles left in hand count against you.")},
    ],
    "summary": N_("Place a tile so that every side it touches has the same colour (white "
                  "matches all). It scores its value times the sides it touches, times a "
                  "bonus field's number. Who cannot place skips, or exchanges a tile while "
                  "the bag lasts. Tiles left in hand count against you at the end."),
},)
