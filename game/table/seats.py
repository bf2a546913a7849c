"""Who sits at the table: "human" (a person at this device), "friend" (a person playing on
another device, through links: game/table/friends.py), an AI level every game offers, a
player a game adds (baselines such as `greedy`, from its `PLAYERS`), or, in the command line's
games and their records, a program on this machine (`cmd:<command line>`,
game/table/bots.py); how an AI seat's agent is made, and the rules that seed it: `seat_seed`
for an agent kept across a game's moves, `move_seed` for the fresh agent of each computer
move in a game with a friend seat."""

from __future__ import annotations

import unicodedata

from game.ai.agent import Agent, RandomAgent
from game.core.contract import RulesError
from game.core.i18n import N_, _

from . import registry

HUMAN = "human"
FRIEND = "friend"
PEOPLE = (HUMAN, FRIEND)     # the seats no computer plays
LEVELS = ("random", "easy", "medium", "hard", "expert")
# the levels' names and hints, marked here and looked up where shown (`level_title`,
# `level_hint`, or `_(LEVEL_TITLES[level])`)
LEVEL_TITLES = {
    # Translators: a computer level
    "random": N_("Random"),
    # Translators: a computer level
    "easy": N_("Easy"),
    # Translators: a computer level
    "medium": N_("Medium"),
    # Translators: a computer level
    "hard": N_("Hard"),
    # Translators: a computer level
    "expert": N_("Expert"),
}
LEVEL_HINTS = {
    # Translators: what the computer level "Random" does (after its name and a colon)
    "random": N_("plays any legal move: good for learning the rules"),
    # Translators: what the computer level "Easy" does
    "easy": N_("looks one move ahead and often slips"),
    # Translators: what the computer level "Medium" does
    "medium": N_("looks a move or two ahead and can be careless"),
    # Translators: what the computer level "Hard" does
    "hard": N_("looks well ahead: a strong opponent, though with three or more players it "
               "can be careless"),
    # Translators: what the computer level "Expert" does
    "expert": N_("the strongest the game offers"),
}


def level_title(level: str) -> str:
    """A level's name in the player's language ("Easy"); a game's extra player by its own
    name, capitalised."""
    title = LEVEL_TITLES.get(level)
    return _(title) if title is not None else level.title()


def level_hint(level: str) -> str:
    """What a level does, in the player's language ("" for one without a hint)."""
    hint = LEVEL_HINTS.get(level)
    return _(hint) if hint is not None else ""


COMMAND = "cmd:"           # a seat played by a program: "cmd:" and its command line
MAX_NAME = 1000            # the longest seat a record holds (only a command line is long)

MAX_PERSON_NAME = 16       # the longest name of a person at the table (docs/records.md)
MAX_RAW_NAME = 1000        # no more of a name than this is looked at before it is cleaned

FIRST_GAME_LEVEL = "easy"   # the level the setup recommends (and starts with) for a first game


def default_name(seat: int) -> str:
    """A person's name until they give one: "Player 1", "Player 2"..."""
    # Translators: a person's seat until they give a name; {number} counts from 1
    return _("Player {number}").format(number=seat + 1)


def clean_name(text) -> str:
    """A person's name as the table keeps it, whatever it was given (typed, or read from a
    record or a link, maybe damaged): control and format characters and the middle dot (the
    screens' separator) taken out, runs of white space made one space, trimmed, and at most
    MAX_PERSON_NAME characters; "" (the default name) for anything that is not text."""
    if not isinstance(text, str):
        return ""
    kept = "".join(" " if unicodedata.category(c)[0] in "CZ" or c == "\u00b7" else c
                   for c in text[:MAX_RAW_NAME])
    return " ".join(kept.split())[:MAX_PERSON_NAME].rstrip()


def clean_names(names, players: int) -> list[str]:
    """One clean name per seat of `players` from `names` (a record's or a link's: anything,
    read leniently): [] when none is given, "" for a seat without one; what is not a list of
    names gives none."""
    if not isinstance(names, (list, tuple)):
        return []
    cleaned = [clean_name(n) for n in list(names[:players])]
    cleaned += [""] * (players - len(cleaned))
    return cleaned if any(cleaned) else []


def seat_seed(seed: int, seat: int) -> int:
    """The seed of the agent at `seat` in the game dealt from `seed`: every AI seat (in the app,
    the CLI, the arena, a hint, the bot server) is seeded by this rule, so the same deal and
    seats always give the same game."""
    return seed * 31 + seat


MOVES_PER_SEAT_SEED = 1000     # move_seed's span: more than any game's moves (the longest,
                               # Coloretto's, draws one of at most 76 cards or takes a row of
                               # them each move: at most 152)


def move_seed(seed: int, seat: int, number: int) -> int:
    """The seed of the fresh agent that makes move `number` (counted from 1, as the move list
    numbers it) for the computer at `seat`, in a game with a friend seat dealt from `seed`:
    seat_seed(seed, seat) * 1000 + number.  With it a computer's move in a friend game is a
    function of the record alone (the deal, the level and the moves before it), so the device
    a link comes to makes it again and refuses a link that says otherwise
    (game/table/friends.py).  Distinct for every (seat, number) of a deal while a game has
    fewer than 1,000 moves."""
    return seat_seed(seed, seat) * MOVES_PER_SEAT_SEED + number


def player_names(game: str) -> list[str]:
    """The levels first, weakest to strongest, then the game's extra players."""
    extra = [name for name in registry.players(game) if name not in LEVELS]
    return [*LEVELS, *extra]


def seat_problem(game: str, name) -> str | None:
    """Why `name` cannot be a seat of `game` in a record (docs/records.md), or None: a seat is
    "human", "friend", one of `player_names(game)`, or "cmd:" and a command line, at most
    MAX_NAME characters in all."""
    if not isinstance(name, str):
        return "a seat is a string"
    if len(name) > MAX_NAME:
        return f"a seat is at most {MAX_NAME} characters, not {len(name)}"
    if name.startswith(COMMAND):
        return None if name[len(COMMAND):].strip() else f"{COMMAND!r} names no program"
    if name in PEOPLE or name in player_names(game):
        return None
    return (f"unknown player {name!r} for {game} (choose from "
            f"{', '.join([*PEOPLE, *player_names(game)])}, or {COMMAND}<command line>)")


def make_agent(game: str, name: str, seed: int = 0) -> Agent:
    """A fresh agent for `game`; RulesError naming the choices for an unknown name."""
    if name == "random":
        return RandomAgent(seed)
    factories = registry.players(game)
    if name not in factories:
        raise RulesError(f"unknown player {name!r} for {game} "
                         f"(choose from {', '.join(player_names(game))})")
    agent = factories[name](seed)
    agent.level = name
    return agent


def move_agent(game: str, name: str, seed: int | None, seat: int, number: int) -> Agent:
    """The fresh agent of level `name` that makes move `number` (from 1) for `seat` in a game
    with a friend seat dealt from `seed` (None counts as 0), seeded by `move_seed`."""
    return make_agent(game, name, move_seed(seed or 0, seat, number))
