"""Puzzles for every game: positions from games between the computer levels where one move is
clearly better than every other by the review's judge (docs/puzzles.md).

`tools/mine_puzzles.py` finds them and writes `assets/puzzles.json`; this module reads that
file (pure Python: it runs in the browser as it does natively), gives a game's puzzle of a day
(the same for everyone on that date), its puzzles at a level, and `clear_answer`, the test a
puzzle passes: the judge rates one move best and every other a mistake or a blunder (in
Collapsi's exact duel: the only winning move).

Each puzzle is a position, kept as a short code of the game up to it (`position_code`: the
deal's seed and the moves, replayed when read), with its answer in the game's notation and its
grade: the weakest computer level that finds the answer.  The record's seat to move is
"human"; the others are the puzzle's level.  Hidden information stays hidden: a puzzle is
shown as the seat to move sees its position (the bag's or deck's order never), and the
judge's searches never read it.
"""

from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass

from game.ai.agent import Slices
from game.core.contract import State
from game.core.i18n import _, ngettext, pgettext
from game.core.i18n import number as shown_number

from . import codes
from .records import Record
from .registry import registration
from .seats import HUMAN, LEVELS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FILE = os.path.join(ROOT, "assets", "puzzles.json")
FORMAT = 1

# What "clearly better" means: every other move is judged at least this bad.
CLEAR = ("mistake", "blunder")

# The fewest legal moves a puzzle's position offers its solver: with two, a wrong first guess
# gives the answer away, which is no puzzle (issue 50).
MIN_CHOICES = 3

# Day 1 of every game's daily puzzles (the day puzzles were first shipped).
FIRST_DAY = datetime.date(2026, 11, 27)


@dataclass(frozen=True)
class Rules:
    """The rules every puzzle of a game is played under: variant, options, player count."""

    variant: str
    options: dict
    players: int


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: its game, its number in the game's list (from 1), the code of its position
    (`position_code`), the answer in notation, its level (one of seats.LEVELS) and the rules
    it is played under."""

    game: str
    number: int
    code: str
    answer: str
    level: str
    rules: Rules

    def record(self) -> Record:
        """The record of the position: the deal its seed deals and every move up to it, no
        result; the seat to move is "human", the others the puzzle's level."""
        return position_record(self.game, self.rules, self.code, self.level)

    def state(self) -> State:
        from .records import replay
        return replay(self.record())

    def to_json(self, day: datetime.date | None = None) -> dict:
        """The `puzzle --json` object (docs/cli.md)."""
        return {"game": self.game, "date": day.isoformat() if day else None,
                "record": self.record().to_json(), "answer": self.answer, "level": self.level}


def position_code(record: Record) -> str:
    """A position in a few characters: the deal's seed, the number of moves and the moves as
    one number ("GW-7-1x9Q", in the share links' digits: game/table/codes.py): move i is its
    index among the legal moves sorted by notation, the number their mixed-radix sum, as a
    link writes them.  The game and its rules are the file's, per game."""
    from .records import start_of
    assert record.seed is not None      # puzzles are mined from dealt games, never hand-built
    state = start_of(record)
    number, radix = 0, 1
    for text in record.moves:
        legal = codes.sorted_legal(state)
        number += radix * next(i for i, (t, _move) in enumerate(legal) if t == text)
        radix *= len(legal)
        state.play(text)
    return "-".join(codes.to_digits(n) for n in (record.seed, len(record.moves), number))


def position_record(game: str, rules: Rules, code: str, level: str) -> Record:
    """The record `position_code` wrote `code` for (ValueError if it is not one)."""
    from .registry import get_game
    try:
        seed, count, number = (codes.from_digits(part) for part in code.split("-"))
    except (KeyError, ValueError):
        raise ValueError(f"puzzles: {code!r} is no position code") from None
    state = get_game(game).new_game(rules.variant, rules.options, rules.players, seed)
    setup, moves = state.setup, []
    for _move in range(count):
        legal = codes.sorted_legal(state)
        if not legal:
            raise ValueError(f"puzzles: {code!r} goes past the end of the game")
        number, index = divmod(number, len(legal))
        moves.append(legal[index][0])
        state.push(legal[index][1])
    if number:
        raise ValueError(f"puzzles: {code!r} holds more than its moves")
    players = [HUMAN if seat == state.to_move else level for seat in range(rules.players)]
    return Record(game, rules.variant, dict(rules.options), players, seed, setup, moves, None)


_loaded: dict[str, list[Puzzle]] | None = None


def parse(text: str) -> dict[str, list[Puzzle]]:
    """The puzzles of the file's `text`, by game.  ValueError if it is not the format."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"puzzles: not format {FORMAT}")
    games = {}
    for game, entry in data["games"].items():
        rules = Rules(entry["variant"], entry["options"], entry["players"])
        puzzles = []
        for number, (level, answer, code) in enumerate(entry["puzzles"], 1):
            if level not in LEVELS:
                raise ValueError(f"puzzles: {game} {number}: unknown level {level!r}")
            puzzles.append(Puzzle(game, number, code, answer, level, rules))
        games[game] = puzzles
    return games


def load(path: str = FILE) -> dict[str, list[Puzzle]]:
    """Every shipped puzzle by game (read once)."""
    global _loaded
    if _loaded is None or path != FILE:
        with open(path, encoding="utf-8") as f:
            puzzles = parse(f.read())
        if path != FILE:
            return puzzles
        _loaded = puzzles
    return _loaded


def games() -> list[str]:
    """The games with puzzles, in the file's order."""
    return [game for game, puzzles in load().items() if puzzles]


def of_game(game: str) -> list[Puzzle]:
    return load().get(game, [])


def day_number(day: datetime.date) -> int:
    """The daily puzzle's number, counted from 1 on FIRST_DAY."""
    return (day - FIRST_DAY).days + 1


def daily(game: str, day: datetime.date) -> Puzzle | None:
    """`game`'s puzzle of `day`: the same everywhere, going round the game's puzzles day by
    day (in the file's order, which the miner shuffled), None for a game without puzzles."""
    puzzles = of_game(game)
    if not puzzles:
        return None
    return puzzles[(day.toordinal() - FIRST_DAY.toordinal()) % len(puzzles)]


def at_level(game: str, level: str) -> list[Puzzle]:
    """`game`'s puzzles of `level`; when it has none, those of the nearest level below, else
    above (a player always has something to solve)."""
    puzzles = of_game(game)
    index = LEVELS.index(level)
    for distance in range(len(LEVELS)):
        for other in (index - distance, index + distance):
            if 0 <= other < len(LEVELS):
                found = [p for p in puzzles if p.level == LEVELS[other]]
                if found:
                    return found
    return []


def _finished(search):
    return Slices(search).finish()


def judged(start: State, position: State, move, seed: int = 0):
    """The judge's judgement of `move` in `position` (a fresh judge for the game that began
    at `start`, as the review makes one for every move)."""
    judge = registration(start.game.name).judge(start, seed)
    return _finished(judge.appraise(position, move))


def admitted(position: State) -> bool:
    """Whether `position` offers its solver enough moves to be a puzzle (MIN_CHOICES)."""
    return len(position.legal_moves()) >= MIN_CHOICES


def clear_answer(start: State, position: State, first=None):
    """The move the judge rates best in `position` when every other legal move is a mistake or
    a blunder by its measure (Collapsi's exact duel: the only winning move), else None; None
    too for a position with fewer than MIN_CHOICES legal moves (`admitted`).
    `first`, when given, is judged first (a good guess at a rival ends the search early)."""
    if not admitted(position):
        return None
    moves = position.legal_moves()
    order = ([first] if first in moves else []) + [m for m in moves if m != first]
    best = judged(start, position, order[0]).best
    if judged(start, position, best).verdict != "best":
        return None
    for move in order:
        if move != best and judged(start, position, move).verdict not in CLEAR:
            return None
    return best


# --- why the answer is the answer: the judge's figures in a player's words -------------------

@dataclass(frozen=True)
class Explanation:
    """Why a puzzle's answer is right, from the judge (`explain`): `answer`, what the answer
    does ("Wins: whatever they play, they have no move left after 3 turns of yours"), and
    `others`, what every other move does instead ("Every other move loses: c3 lets them win
    in 2 turns")."""

    answer: str
    others: str

    def lines(self) -> list[str]:
        return [self.answer, self.others]


def _listed(names: list[str]) -> str:
    """"a1", "a1 and c3", "a1, b2 and c3"."""
    if len(names) == 1:
        return names[0]
    # Translators: the mark between the items of a list but the last two ("a1, b2 and c3")
    comma = pgettext("list", ", ")
    # Translators: the last two items of a list of moves ("a1, b2 and c3")
    return _("{first} and {last}").format(first=comma.join(names[:-1]), last=names[-1])


def _turns(n: int) -> str:
    # Translators: a player's turns to come, in "c3 lets them win in 2 turns"
    return ngettext("{n} turn", "{n} turns", n).format(n=n)


def _exact_words(answer, others: list) -> Explanation:
    """A judge that proves results (Collapsi's duel): each move's `won_after` and `plies` (the
    moves the game lasts from it on with perfect play, it the first)."""
    plies = answer.facts.get("plies")
    if not answer.facts.get("won_after"):
        # Translators: why a puzzle's answer is right; "they" are the opponent
        said = _("Holds out longest: every move loses against perfect play")
    elif plies is None or plies <= 1:
        # Translators: why a puzzle's answer is right; "they" are the opponent
        said = _("Wins at once: they have no move left")
    else:
        turns = (plies + 1) // 2
        # Translators: why a puzzle's answer is right; "they" are the opponent, "yours" the
        # solver's turns
        said = ngettext("Wins: whatever they play, they have no move left after {n} turn of "
                        "yours",
                        "Wins: whatever they play, they have no move left after {n} turns of "
                        "yours", turns).format(n=turns)
    losing: dict[int, list[str]] = {}
    winning = []
    for name, judgement in others:
        if judgement.facts.get("won_after"):
            winning.append(name)
        else:
            losing.setdefault(judgement.facts.get("plies", 0) // 2, []).append(name)
    parts = []
    for index, (turns, names) in enumerate(sorted(losing.items())):
        if index == 0:
            # Translators: {moves} is one move or a list of moves ("c3", "a1 and c3"), {turns}
            # "2 turns"; "them" are the opponent
            parts.append(ngettext("{moves} lets them win in {turns}",
                                  "{moves} let them win in {turns}", len(names))
                         .format(moves=_listed(names), turns=_turns(turns)))
        else:
            # Translators: more moves that let the opponent win, after "c3 lets them win in 2
            # turns; "; {moves} is one move or a list, {turns} "3 turns"
            parts.append(_("{moves} in {turns}").format(moves=_listed(names),
                                                         turns=_turns(turns)))
    if winning:
        # Translators: {moves} is one move or a list of moves that win too
        parts.append(ngettext("{moves} wins too, more slowly", "{moves} win too, more slowly",
                              len(winning)).format(moves=_listed(winning)))
    # Translators: the separator of the clauses of a puzzle's explanation
    clauses = pgettext("clauses", "; ").join(parts)
    if not winning:
        # Translators: {clauses} says what each other move does ("c3 lets them win in 2 turns")
        others_said = _("Every other move loses: {clauses}").format(clauses=clauses)
    else:
        # Translators: {clauses} says what each other move does
        others_said = _("The other moves: {clauses}").format(clauses=clauses)
    return Explanation(said, others_said)


def _amount(unit: str, loss: float) -> str:
    """A loss in a player's words: "1.2 points", "7%" (of the chance to win)."""
    if unit == "points":
        count = 1 if f"{loss:.1f}" == "1.0" else 2
        # Translators: {amount} is a number with a decimal ("1.5")
        return ngettext("{amount} point", "{amount} points", count).format(
            amount=shown_number(loss, 1))
    # the loss is in percent already: `percent`'s pattern, without its multiplication
    return pgettext("percent", "{n}%").format(n=shown_number(loss, 0 if loss >= 1 else 1))


def _span(unit: str, losses: list[float]) -> str:
    low, high = _amount(unit, min(losses)), _amount(unit, max(losses))
    if low == high:
        return low
    if unit == "points":
        low = shown_number(min(losses), 1)
    # Translators: a range of losses: "1.2 to 3.4 points", "7% to 12%"
    return _("{low} to {high}").format(low=low, high=high)


def _value_words(unit: str, answer, others: list) -> Explanation:
    """A judge by the loss of value (points, or the chance to win in percent), which may also
    say what its search proved (`proved_before`, `proved_after`: "win", "loss")."""
    points = unit == "points"
    won = answer.facts.get("proved_after") == "win"
    lets_go = [j for _name, j in others if won and j.facts.get("proved_after") != "win"]
    walks = [j for _name, j in others if j.facts.get("proved_after") == "loss"
             and answer.facts.get("proved_after") != "loss"]
    measured = [j.loss for _name, j in others
                if j.loss is not None and j.facts.get("proved_after") == answer.facts.get(
                    "proved_after")]
    if won:
        # Translators: why a puzzle's answer is right; "they" are the opponent
        said = _("Wins: whatever they play, the game is yours")
    elif points:
        # Translators: why a puzzle's answer is right
        said = _("Keeps the most points")
    else:
        # Translators: why a puzzle's answer is right
        said = _("Keeps your best chance to win")
    parts = []
    if lets_go and len(lets_go) == len(others):
        parts.append(_("Every other move lets that win go"))
    elif measured:
        if points:
            # Translators: {amount} is "1.2 points" or "1.2 to 3.4 points"
            parts.append(_("Every other move gives up {amount}").format(
                amount=_span(unit, measured)))
        else:
            # Translators: {amount} is "7%" or "7% to 12%"
            parts.append(_("Every other move lowers your chance to win by {amount}").format(
                amount=_span(unit, measured)))
        if lets_go:
            parts.append(ngettext("{n} of them lets the win go", "{n} of them let the win go",
                                  len(lets_go)).format(n=len(lets_go)))
    else:
        parts.append(_("Every other move is much worse"))
    if walks:
        if len(walks) < len(others):
            parts.append(ngettext("{n} of them walks into a forced loss",
                                  "{n} of them walk into a forced loss",
                                  len(walks)).format(n=len(walks)))
        else:
            # Translators: "they" are all the other moves
            parts.append(_("they walk into a forced loss"))
    # Translators: the separator of the clauses of a puzzle's explanation
    return Explanation(said, pgettext("clauses", "; ").join(parts))


def explaining(start: State, position: State, answer, seed: int = 0):
    """A search (game/ai/agent.py: run it in slices on a screen, or `explain`) whose result is
    the `Explanation` of `answer` in `position`, from the judge's own figures: every legal
    move judged by a fresh judge of the game, as `clear_answer` judges them."""
    found = []
    for move in position.legal_moves():
        judge = registration(start.game.name).judge(start, seed)
        judgement = yield from judge.appraise(position, move)
        found.append((position.format_move(move), move, judgement, judge))
    mine = next(j for _name, m, j, _judge in found if m == answer)
    others = [(name, j) for name, m, j, _judge in found if m != answer]
    judge = found[0][3]
    if judge.exact:
        return _exact_words(mine, others)
    return _value_words(judge.scale.unit, mine, others)


def explain(start: State, position: State, answer, seed: int = 0) -> Explanation:
    """The `Explanation` of `answer` in `position` (`explaining`, run to its end)."""
    return _finished(explaining(start, position, answer, seed))


def start_of(state: State) -> State:
    """The first position of the game `state` is in."""
    return state.game.start(state.variant, state.options, state.players, state.setup)


def cut(record: Record, moves: int) -> Record:
    """The record of a game after its first `moves` moves, unfinished."""
    return Record(record.game, record.variant, record.options, list(record.players),
                  record.seed, record.setup, record.moves[:moves], None)


# --- the player's progress, kept in the store (game/table/store.py) --------------------------

KEY = "puzzles"
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def month_names() -> tuple[str, ...]:
    """MONTHS in the player's language."""
    # Translators: the months, short, as in the date "27 Nov"
    return (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
            pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
            pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
            pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"))
MAX_DAYS = 400          # days kept per game: more than a streak needs to be counted and shown
MAX_MORE = 1000         # "more puzzles" solved kept per game


def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1_000_000


def _valid_day(entry) -> bool:
    return (isinstance(entry, dict) and set(entry) == {"tries", "solved", "shown"}
            and _is_count(entry["tries"]) and isinstance(entry["solved"], bool)
            and isinstance(entry["shown"], bool))


def valid(data) -> bool:
    """Whether `data` is the stored progress: {"days": {game: {"YYYY-MM-DD": {"tries": n,
    "solved": bool, "shown": bool}}}, "more": {game: [code, ...]}, "level": level}."""
    if not (isinstance(data, dict) and set(data) == {"days", "more", "level"}
            and isinstance(data["days"], dict) and isinstance(data["more"], dict)
            and data["level"] in LEVELS):
        return False
    for days in data["days"].values():
        if not isinstance(days, dict):
            return False
        for day, entry in days.items():
            try:
                datetime.date.fromisoformat(day)
            except (TypeError, ValueError):
                return False
            if not _valid_day(entry):
                return False
    return all(isinstance(codes, list) and all(isinstance(c, str) for c in codes)
               for codes in data["more"].values())


def short_date(day: datetime.date) -> str:
    """"27 Nov" ("27. Nov." in German: the catalog's words and order)."""
    # Translators: a short date, "27 Nov"; {day} is the day's number, {month} the month's
    # short name
    return pgettext("date", "{day} {month}").format(day=day.day,
                                                    month=month_names()[day.month - 1])


def outcome_words(entry: dict | None) -> str:
    """How a puzzle went: "solved, first try", "solved in 3 tries", "answer shown after 2
    tries", "not tried"."""
    if not entry or not (entry["tries"] or entry["shown"]):
        # Translators: how a puzzle went
        return _("not tried")
    tries = entry["tries"]
    if entry["solved"]:
        if tries == 1:
            # Translators: how a puzzle went
            return _("solved, first try")
        # Translators: how a puzzle went
        return ngettext("solved in {n} try", "solved in {n} tries", tries).format(n=tries)
    if entry["shown"]:
        if not tries:
            # Translators: how a puzzle went: its answer was shown
            return _("answer shown")
        # Translators: how a puzzle went: its answer was shown
        return ngettext("answer shown after {n} try", "answer shown after {n} tries",
                        tries).format(n=tries)
    # Translators: how a puzzle went
    return ngettext("not solved yet, {n} try", "not solved yet, {n} tries",
                    tries).format(n=tries)


class Progress:
    """The player's daily puzzles (tries, solved, the answer shown) by game and day, the
    extra puzzles solved, and the level "more puzzles" offers, kept in `store` under KEY.
    A value that is not this shape is set aside by the store, as every kept value is, and
    the progress starts again."""

    def __init__(self, store):
        self.store = store
        self.data = store.load(KEY, {"days": {}, "more": {}, "level": "easy"}, valid)

    def save(self) -> bool:
        return self.store.save(KEY, self.data)

    @property
    def level(self) -> str:
        return self.data["level"]

    def choose_level(self, level: str) -> None:
        if level in LEVELS and level != self.level:
            self.data["level"] = level
            self.save()

    def day(self, game: str, day: datetime.date) -> dict | None:
        return self.data["days"].get(game, {}).get(day.isoformat())

    def done(self, game: str, day: datetime.date) -> bool:
        """The day's puzzle is over: solved, or its answer shown."""
        entry = self.day(game, day)
        return bool(entry and (entry["solved"] or entry["shown"]))

    def _entry(self, game: str, day: datetime.date) -> dict:
        days = self.data["days"].setdefault(game, {})
        entry = days.setdefault(day.isoformat(), {"tries": 0, "solved": False,
                                                   "shown": False})
        for old in sorted(days)[:-MAX_DAYS]:
            del days[old]
        return entry

    def attempt(self, game: str, day: datetime.date, right: bool) -> dict:
        """A move tried on `day`'s puzzle: a try counted until it is solved or shown."""
        entry = self._entry(game, day)
        if not (entry["solved"] or entry["shown"]):
            entry["tries"] += 1
            entry["solved"] = right
            self.save()
        return entry

    def give_up(self, game: str, day: datetime.date) -> dict:
        entry = self._entry(game, day)
        if not entry["solved"]:
            entry["shown"] = True
            self.save()
        return entry

    def streak(self, game: str, today: datetime.date) -> int:
        """Days in a row whose puzzle was solved (the answer not shown), up to today, or to
        yesterday while today's is still open."""
        days = self.data["days"].get(game, {})
        day = today
        if not self.done(game, today):
            day = today - datetime.timedelta(days=1)
        count = 0
        while days.get(day.isoformat(), {}).get("solved"):
            count += 1
            day -= datetime.timedelta(days=1)
        return count

    def solved_more(self, game: str, puzzle: Puzzle) -> None:
        codes = self.data["more"].setdefault(game, [])
        if puzzle.code not in codes:
            codes.append(puzzle.code)
            del codes[:-MAX_MORE]
            self.save()

    def next_more(self, game: str, level: str | None = None, after: Puzzle | None = None):
        """The next puzzle at the level (`level`, else the player's) not solved yet, going
        round the level's puzzles from `after`; a solved one when all are."""
        found = at_level(game, level or self.level)
        if not found:
            return None
        start = found.index(after) + 1 if after in found else 0
        ring = found[start:] + found[:start]
        solved = set(self.data["more"].get(game, []))
        return next((p for p in ring if p.code not in solved and p != after), ring[0])

    def result_line(self, game_title: str, game: str, day: datetime.date) -> str:
        """The words to share: "Collecto puzzle 27 Nov: solved, first try"."""
        # Translators: the line a player shares: "Collecto puzzle 27 Nov: solved, first try"
        return _("{game} puzzle {date}: {outcome}").format(
            game=game_title, date=short_date(day), outcome=outcome_words(self.day(game, day)))
