"""Games between agents, and seat-rotated matches with confidence intervals."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from game.core.contract import Game, Outcome, State
from game.core.seeding import fresh_seed, secret_seed

from . import bots
from .records import Record, forfeit_outcome, forfeit_result
from .registry import get_game
from .session import Table


@dataclass
class Played:
    state: State
    record: Record
    think_seconds: list[float] = field(default_factory=list)
    forfeit: dict | None = None      # {"seat": s, "reason": "..."} when a seat forfeited

    @property
    def outcome(self) -> Outcome:
        """How the game ended: the rules' outcome, or the forfeit's (record.forfeit_outcome)."""
        if self.forfeit:
            return forfeit_outcome(self.state, self.forfeit["seat"], self.forfeit["reason"])
        outcome = self.state.outcome()
        assert outcome is not None          # played to its end (play_game)
        return outcome


def play_game(game: Game, variant: str | None, options: dict, names: list[str], seed: int,
              on_move=None, move_timeout: float | None = None) -> Played:
    """One whole game between the named players (seat order), dealt from `seed`.

    The game is played on a `Table` (game/table/session.py), whose computers are seeded by
    the seat rule (seats.seat_seed), so a game replays identically.
    A `cmd:<command line>` seat is an external program playing through the bot protocol
    (docs/protocol.md), started for this game and killed at its end whatever happens; if it
    breaks the protocol it forfeits and the game ends there (`Played.forfeit`, and the
    record's result says so).  `on_move(state, move)` is called before each move is pushed
    (for showing the game)."""
    table = Table.deal(game, variant, options, names, seed)
    state = table.state
    timeout = bots.DEFAULT_MOVE_TIMEOUT if move_timeout is None else move_timeout
    externals = {seat: bots.ExternalBot(name, seat, timeout)
                 for seat, name in enumerate(names) if bots.is_command(name)}
    seconds = []
    forfeit: dict | None = None
    try:
        try:
            for seat, bot in externals.items():
                bot.start(bots.start_message(state, seat, names, timeout))
            while not state.is_over():
                seat = state.to_move
                start = time.perf_counter()
                if seat in externals:
                    moves = [e.notation for e in table.played]
                    move = externals[seat].ask(state, bots.turn_message(state, seat, moves))
                else:
                    move = table.choose()
                seconds.append(time.perf_counter() - start)
                if on_move:
                    on_move(state, move)
                table.play(move)
        except bots.BotForfeit as exc:
            forfeit = {"seat": exc.seat, "reason": exc.reason}
        record = table.record()
        if forfeit:
            record.result = forfeit_result(state, forfeit["seat"], forfeit["reason"])
        assert record.result is not None    # the game is over or a seat forfeited
        for seat, bot in externals.items():
            if not (forfeit and forfeit["seat"] == seat):
                bot.end(bots.end_message(state, seat, record.moves, record.result))
    finally:
        for bot in externals.values():
            bot.close()
    return Played(state, record, seconds, forfeit)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a rate (draws count as half a success)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
            / (1 + z * z / trials))
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class ArenaResult:
    names: list[str]
    games: int = 0
    wins: dict = field(default_factory=dict)     # name -> games won outright
    shared: dict = field(default_factory=dict)   # name -> games won jointly (draws)
    points: dict = field(default_factory=dict)   # name -> wins + a share of each tie
    first_seat_wins: int = 0
    forfeits: dict = field(default_factory=dict)  # name -> games it forfeited (lost)
    reasons: dict = field(default_factory=dict)   # name -> the first few forfeit reasons
    seeds: list = field(default_factory=list)     # each game's deal seed, in game order
    records: list = field(default_factory=list)   # each game's Record, when asked for

    def rate(self, name: str) -> float:
        return self.points[name] / (self.games * self.names.count(name))

    def interval(self, name: str) -> tuple[float, float]:
        seats = self.names.count(name)
        return wilson(self.points[name] / seats, self.games)

    def summary(self) -> dict:
        """The figures of `lines()` as data (`arena --json`, docs/cli.md)."""
        standings = []
        for name in dict.fromkeys(self.names):
            low, high = self.interval(name)
            standings.append({"name": name, "seats": self.names.count(name),
                              "wins": self.wins[name], "shared": self.shared[name],
                              "points": self.points[name], "rate": self.rate(name),
                              "low": low, "high": high, "forfeits": self.forfeits.get(name, 0),
                              "forfeit_reasons": self.reasons.get(name, [])})
        return {"games": self.games, "standings": standings,
                "first_seat_rate": self.first_seat_wins / max(self.games, 1)}

    def lines(self) -> list[str]:
        out = [f"{self.games} games, seats rotated every game"]
        for name in dict.fromkeys(self.names):
            low, high = self.interval(name)
            seats = self.names.count(name)
            label = f"{name} (×{seats})" if seats > 1 else name
            out.append(f"{label:>16}: {self.wins[name]} wins, {self.shared[name]} draws/shared, "
                       f"win rate {self.rate(name):.1%} (95% CI {low:.1%}–{high:.1%})")
            if self.forfeits.get(name):
                out.append(f"{'':>16}  {self.forfeits[name]} forfeited (counted as losses): "
                           + "; ".join(self.reasons[name]))
        out.append(f"{'first seat':>16}: won {self.first_seat_wins / max(self.games, 1):.1%}")
        return out


def arena_game(args) -> tuple[list[str], tuple[int, ...], dict | None, Record]:
    """One arena game (a picklable unit for worker processes): names in seat order, winners,
    the forfeit if a seat forfeited (its winners then exclude that seat), and the record."""
    game_name, variant, options, names, seed, *rest = args
    played = play_game(get_game(game_name), variant, options, names, seed,
                       move_timeout=rest[0] if rest else None)
    return names, played.outcome.winners, played.forfeit, played.record


def new_seed(names: list[str]) -> int:
    """A fresh seed for a deal between `names`, from the system's random source: 53 bits
    (`secret_seed`) when a program sits at the table, else the short `fresh_seed`."""
    return secret_seed() if any(bots.is_command(name) for name in names) else fresh_seed()


def schedule(names: list[str], games: int,
             seed: int | None = None) -> list[tuple[list[str], int]]:
    """Seat orders and deals: each deal is played once per rotation of the seats, so every
    player meets every deal from every seat.  The deals are `seed`, `seed + 1`, ...; without a
    seed each deal is dealt from a fresh seed of its own (`new_seed`), so no deal's seed
    tells anything about another's."""
    rotations = len(names)
    plan = []
    deal_seed = 0                       # the first index deals
    for index in range(games):
        deal, shift = divmod(index, rotations)
        if shift == 0:
            deal_seed = new_seed(names) if seed is None else seed + deal
        seats = names[shift:] + names[:shift]
        plan.append((seats, deal_seed))
    return plan


def run_arena(game: Game, variant: str | None, options: dict, names: list[str], games: int,
              seed: int | None = None, jobs: int = 1, progress=None,
              move_timeout: float | None = None, records: bool = False) -> ArenaResult:
    """Play `games` games (`schedule`); the result counts them, keeps each game's seed
    (`seeds`) and, with `records`, each game's record."""
    result = ArenaResult(list(names))
    for name in names:
        result.wins[name] = result.shared[name] = result.points[name] = 0
        result.forfeits[name] = 0
        result.reasons[name] = []
    programs = any(bots.is_command(name) for name in names)
    if programs:
        bots.guard()        # the deals' seeds are in this process's memory from here on
    try:
        tasks = [(game.name, variant, options, seats, deal, move_timeout)
                 for seats, deal in schedule(names, games, seed)]
        if jobs > 1:
            from multiprocessing import Pool
            with Pool(jobs) as pool:
                outcomes = pool.imap(arena_game, tasks)
                _tally(result, outcomes, progress, records)
        else:
            _tally(result, map(arena_game, tasks), progress, records)
    finally:
        if programs:
            bots.unguard()
    return result


def _tally(result: ArenaResult, outcomes, progress, records: bool = False) -> None:
    for seats, winners, forfeit, record in outcomes:
        result.games += 1
        result.seeds.append(record.seed)
        if records:
            result.records.append(record)
        if forfeit:
            name = seats[forfeit["seat"]]
            result.forfeits[name] = result.forfeits.get(name, 0) + 1
            reasons = result.reasons.setdefault(name, [])
            if len(reasons) < 3 and forfeit["reason"] not in reasons:
                reasons.append(forfeit["reason"])
        for seat in winners:
            name = seats[seat]
            if len(winners) == 1:
                result.wins[name] += 1
            else:
                result.shared[name] += 1
            result.points[name] += 1 / len(winners)
        if 0 in winners and len(winners) == 1:
            result.first_seat_wins += 1
        if progress:
            progress(result)
