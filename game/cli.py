"""`python -m game`: the headless face of the product (documented in docs/cli.md).

Text from outside (a record's or a link's names, moves and reasons, a file name, an address) is
printed through `shown`, so a name can neither drive the terminal nor fail to print; a record
or link that cannot be read is one line, `error: ...`, and exit status 2."""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import time

from game import __version__
from game.core.contract import RulesError
from game.table.arena import new_seed, play_game, run_arena
from game.table.bots import DEFAULT_MOVE_TIMEOUT, command_of, is_command, split_players
from game.table.records import Record, RecordError, replay
from game.table.registry import games, get_game, package
from game.table.seats import LEVELS, make_agent, player_names, seat_problem


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    listing = commands.add_parser("list", help="games, variants, options and AI levels")
    listing.add_argument("--json", action="store_true", help="machine-readable output")

    play = commands.add_parser("play", help="play one whole game between AI players")
    _game_arguments(play)
    play.add_argument("--seed", type=int, help="deal seed (default: fresh)")
    play.add_argument("--record", metavar="FILE", help="write the game's record here")
    play.add_argument("--show", action="store_true", help="print every move as it is played")
    _timeout_argument(play)

    rep = commands.add_parser("replay", help="check a record move by move")
    rep.add_argument("file")
    rep.add_argument("--show", action="store_true", help="print every move")

    review = commands.add_parser("review", help="the expert's verdict on every move of a "
                                 "record (docs/ai-review.md)")
    review.add_argument("file", metavar="RECORD")
    review.add_argument("--json", action="store_true", help="one JSON object (docs/cli.md)")
    review.add_argument("--seed", type=int, default=0, help="seed of the expert's choices "
                        "(default 0: the same review every run)")

    arena = commands.add_parser("arena", help="seat-rotated matches with a 95%% interval")
    _game_arguments(arena)
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--seed", type=int, help="the first deal's seed: deals S, S+1, ... "
                       "(default: a fresh seed for every deal)")
    arena.add_argument("--records", metavar="DIR", help="write every game's record into DIR "
                       "once the arena is over")
    arena.add_argument("--jobs", type=int, default=1, help="worker processes")
    arena.add_argument("--quiet", action="store_true", help="no progress line")
    arena.add_argument("--json", action="store_true", help="one JSON object (docs/cli.md)")
    _timeout_argument(arena)

    bot = commands.add_parser("bot", help="serve an AI level over the bot protocol on "
                              "stdin/stdout (docs/protocol.md)")
    bot.add_argument("--level", required=True, help="the AI level (or a game's extra player)")
    bot.add_argument("--game", help="only this game (default: whatever the start message says)")
    bot.add_argument("--seed", type=int, help="seed of the AI's choices (default: fresh)")

    bench = commands.add_parser("bench", help="engine throughput and AI latency")
    bench.add_argument("--game", action="append", help="only these games (repeatable)")
    bench.add_argument("--positions", type=int, default=20, help="positions per AI level")
    bench.add_argument("--seconds", type=float, default=2.0, help="time per playout figure")
    bench.add_argument("--first-player", type=int, metavar="DEALS",
                       help="instead: Collapsi 4x4's first player's share of won deals under "
                       "perfect play, for both openings, over DEALS random deals")
    bench.add_argument("--choices", type=int, metavar="DEALS",
                       help="instead: the CPU time of the expert's choices of a starting card "
                       "on Collapsi 4x4 with player's choice, over DEALS deals")
    bench.add_argument("--jobs", type=int, default=2, help="processes for --first-player")
    bench.add_argument("--results", metavar="FILE", help="also write the figures to this JSON "
                       "file, with the command, the machine and the date")

    puzzle = commands.add_parser("puzzle", help="a Collapsi solo puzzle and its solution, or "
                                 "with --game a game's puzzle of the day (docs/puzzles.md)")
    puzzle.add_argument("--game", help="the day's puzzle of this game: a position where one "
                        "move is clearly best")
    puzzle.add_argument("--json", action="store_true", help="with --game: one JSON object "
                        "(docs/cli.md)")
    which = puzzle.add_mutually_exclusive_group()
    which.add_argument("--daily", metavar="DATE", help="that day's puzzle, YYYY-MM-DD "
                       "(the default is today's)")
    which.add_argument("--seed", type=int, help="the puzzle this seed deals")

    link = commands.add_parser("link", help="the share link of a record, or a link's record")
    link.add_argument("file", nargs="?", metavar="RECORD", help="the record to share")
    link.add_argument("--no-moves", action="store_true",
                      help="only the deal, rules and seats: the game from its start")
    link.add_argument("--site", metavar="URL", help="the address the link starts with "
                      "(default: $GAME_TABLE_SITE, else the deployed site)")
    link.add_argument("--decode", metavar="LINK", help="check a link and print its game")
    link.add_argument("--record", metavar="FILE", help="with --decode: write the record here")

    args = parser.parse_args(argv)
    args.argv = sys.argv[1:] if argv is None else list(argv)     # for a results file
    try:
        return {"list": cmd_list, "play": cmd_play, "replay": cmd_replay, "review": cmd_review,
                "arena": cmd_arena,
                "bench": cmd_bench, "puzzle": cmd_puzzle, "link": cmd_link,
                "bot": cmd_bot}[args.command](args)
    except RulesError as exc:
        return _error(shown(str(exc), backslash=False))


def shown(text: str, backslash: bool = True) -> str:
    """`text` from outside, safe to print: every character that is not printable (the
    control characters C0, DEL and C1, ESC among them; lone surrogates; line and paragraph
    separators, format characters, unassigned code points) is written as Python writes it
    in a string, `\\x1b`, `\\ud800`, `\\u202e`, and `\\` as `\\\\`, so no text can send
    the terminal a code, fail to encode, or print as another text would.

    `backslash=False` leaves backslashes alone, for a message whose outside parts are
    already quoted with `repr` (the same escapes): it still never prints a control."""
    if text.isprintable() and (not backslash or "\\" not in text):
        return text
    return "".join(c if c.isprintable() and (c != "\\" or not backslash) else _escape(c)
                   for c in text)


def _escape(char: str) -> str:
    code = ord(char)
    if char == "\\":
        return "\\\\"
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _error(line: str) -> int:
    """Print `error: <line>` (one line: `line` went through `shown`) and give status 2."""
    print(f"error: {line}", file=sys.stderr)
    return 2


def _refused(path: str, exc: RecordError) -> int:
    """The record file `path` could not be read or does not replay: one line, status 2."""
    return _error(f"{shown(path)}: {shown(str(exc), backslash=False)}")


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True)
    parser.add_argument("--variant")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a variant option (repeatable)")
    parser.add_argument("--players", required=True,
                        help="comma-separated, in seat order: AI levels, or 'cmd:<command "
                        "line>' for an external program (docs/protocol.md)")


def _timeout_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--move-timeout", type=float, default=DEFAULT_MOVE_TIMEOUT,
                        metavar="SECONDS", help="how long a cmd: seat may think per move "
                        f"before it forfeits (default {DEFAULT_MOVE_TIMEOUT:g})")


def _move_timeout(args) -> float:
    if not args.move_timeout > 0:
        raise RulesError("--move-timeout must be a positive number of seconds")
    return args.move_timeout


def _options(game, args) -> tuple[str, dict, list[str]]:
    variant = game.variant(args.variant)
    names = split_players(args.players, set(player_names(game.name)))
    for name in names:
        if is_command(name):
            command_of(name)         # refuses an empty or unparsable command line
            problem = seat_problem(game.name, name)     # too long for a record
            if problem:
                raise RulesError(f"seat {name[:60]!r}...: {problem}")
        else:
            make_agent(game.name, name)  # refuses unknown names with the list of choices
    options = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise RulesError(f"--option takes NAME=VALUE, not {item!r}")
        known = {o.name: o for o in variant.options}
        if name not in known:
            raise RulesError(f"{variant.title} has no option {name!r}")
        choice = next((c for c in known[name].choices if str(c) == value), None)
        if choice is None:
            raise RulesError(f"option {name} must be one of "
                             f"{', '.join(map(str, known[name].choices))}")
        options[name] = choice
    variant.check(options, len(names))
    return variant.name, options, names


def cmd_list(args) -> int:
    data: list[dict] = []
    for game in games().values():
        data.append({
            "name": game.name, "title": game.title, "default_variant": game.default_variant,
            "variants": [{"name": v.name, "title": v.title, "players": list(v.player_counts),
                          "description": v.description,
                          "options": [{"name": o.name, "title": o.title,
                                       "choices": list(o.choices), "default": o.default,
                                       **({"needs": dict(o.needs)} if o.needs else {})}
                                      for o in v.options]}
                         for v in game.variants.values()],
            "players": player_names(game.name)})
    if args.json:
        print(json.dumps({"games": data, "levels": list(LEVELS)}, indent=1))
        return 0
    for shown_game in data:
        print(f"{shown_game['name']}  ({shown_game['title']})")
        for v in shown_game["variants"]:
            counts = ",".join(map(str, v["players"]))
            default = "  [default]" if v["name"] == shown_game["default_variant"] else ""
            plural = "s" * (v["players"] != [1])
            print(f"  variant {v['name']}: {v['title']}, {counts} player{plural}{default}")
            for o in v["options"]:
                needs = "".join(f", only with {k}={c}" for k, c in o.get("needs", {}).items())
                print(f"    option {o['name']}={'|'.join(map(str, o['choices']))} "
                      f"(default {o['default']}{needs}): {o['title']}")
        print(f"  players: {', '.join(shown_game['players'])}")
    print(f"AI levels, weakest first: {', '.join(LEVELS)}")
    return 0


def _show(state, move) -> None:
    print(f"{len(state.history) + 1:>3}. {state.format_move(move):<8} {state.describe_move(move)}")


def cmd_play(args) -> int:
    game = get_game(args.game)
    variant, options, names = _options(game, args)
    seed = new_seed(names) if args.seed is None else args.seed
    played = play_game(game, variant, options, names, seed, _show if args.show else None,
                       _move_timeout(args))
    outcome = played.outcome
    print(f"{game.title} ({variant}), seed {seed}: {', '.join(map(shown, names))}")
    print(f"moves: {' '.join(played.record.moves)}")
    _print_result(outcome, names)
    if args.record:
        return _write(played.record, args.record)
    return 0


def _write(record: Record, path: str) -> int:
    """Write `record` to `path`: status 0, or 1 with the reason when the file cannot be
    written."""
    try:
        record.save(path)
    except OSError as exc:
        print(f"error: cannot write {shown(path)}: {shown(exc.strerror or str(exc))}",
              file=sys.stderr)
        return 1
    print(f"record written to {shown(path)}")
    return 0


def _print_result(outcome, names) -> None:
    print(f"result: {shown(outcome.reason)}")
    scores = zip(names, outcome.scores, strict=True)
    print(f"scores: {', '.join(f'{shown(n)} {s}' for n, s in scores)}")
    print(f"winners: {', '.join(f'seat {w} ({shown(names[w])})' for w in outcome.winners)}")


def cmd_replay(args) -> int:
    try:
        record = Record.load(args.file)
        if args.show:
            state = replay(Record(record.game, record.variant, record.options, record.players,
                                  record.seed, record.setup, [], None))
            for number, text in enumerate(record.moves, 1):
                try:
                    move = state.parse_move(text)
                except RulesError as exc:
                    raise RecordError(f"move {number} ({text!r}): {exc}") from None
                _show(state, move)
                state.push(move)
        state = replay(record)
    except RecordError as exc:
        return _refused(args.file, exc)
    outcome = state.outcome()
    print(f"{record.game} ({record.variant}): {len(record.moves)} moves, all legal")
    if record.result and "forfeit" in record.result:
        seat, names = record.result["forfeit"]["seat"], record.players
        print(f"seat {seat} ({shown(names[seat])}) forfeited here")
        print(f"result: {shown(record.result['reason'])}")
        scores = zip(names, record.result["scores"], strict=True)
        print(f"scores: {', '.join(f'{shown(n)} {s}' for n, s in scores)}")
        print("the recorded result is correct")
    elif outcome is None:
        print("the game is not finished")
    else:
        _print_result(outcome, record.players)
        print("the recorded result is correct" if record.result else "no result was recorded")
    return 0


# the review's verdicts counted: "2 blunders", "3 inaccuracies" ("best" and "good" stay)
PLURAL = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}


def cmd_review(args) -> int:
    from game.ai.judge import proof_words
    from game.table.review import Review
    try:
        record = Record.load(args.file)
        state = replay(record)
    except RecordError as exc:
        return _refused(args.file, exc)
    review = Review(state, args.seed).run()
    if args.json:
        print(json.dumps(review.to_json()))
        return 0
    names = record.players

    def who(seat: int) -> str:          # as the app names a seat: "Player 1 (easy)"
        return f"{state.seat_name(seat)} ({shown(names[seat])})"
    scale = review.judge.scale
    unit = scale.unit if scale else None
    print(f"{record.game} ({record.variant}): {len(review.entries)} moves reviewed"
          + (", exact (solved)" if review.exact else f", losses in {unit}"))
    for entry in review.entries:
        line = f"{entry.number:4}. {who(entry.seat)} {entry.move}: "
        line += entry.verdict + (" (forced)" if entry.forced else "")
        if words := proof_words(entry.facts):
            line += ", " + words
        elif entry.loss:
            assert scale is not None        # a loss is in the scale's unit
            line += f", gives up {scale.amount(entry.loss)}"
        if review.exact and entry.facts:
            line += (", won" if entry.facts["won_before"] else ", lost") + " before, " + (
                "won" if entry.facts["won_after"] else "lost") + " after"
        if entry.best != entry.move:
            line += f"; better {entry.best}"
        print(line)
    for seat in review.summary():
        counts = ", ".join(f"{n} {v if n == 1 else PLURAL.get(v, v)}"
                           for v, n in seat["counts"].items() if n)
        accuracy = "-" if seat["accuracy"] is None else f"{seat['accuracy']:g}%"
        if seat["lost_from_start"]:
            accuracy += " (lost from the deal: no move could change it)"
        print(f"{who(seat['seat'])}: accuracy {accuracy}; {counts}")
    decided = review.decided_from()
    if decided is not None:
        print("decided by the deal: perfect play never changed the result" if decided == 0
              else f"decided from move {decided} on")
    return 0


def cmd_link(args) -> int:
    from game.table.links import decode, encode
    if (args.file is None) == (args.decode is None):
        raise RulesError("link takes a RECORD file, or --decode LINK")
    if args.decode is None:
        if args.record:
            raise RulesError("--record FILE goes with --decode LINK")
        try:
            print(shown(encode(Record.load(args.file), moves=not args.no_moves, site=args.site)))
        except RecordError as exc:
            return _refused(args.file, exc)
        return 0
    if args.no_moves or args.site is not None:
        raise RulesError("--no-moves and --site go with a RECORD file, not --decode")
    try:
        record = decode(args.decode)
    except RecordError as exc:
        return _error(shown(str(exc), backslash=False))
    seed = "no seed" if record.seed is None else f"seed {record.seed}"
    print(f"{record.game} ({record.variant}), {seed}: {', '.join(map(shown, record.players))}")
    if record.options:
        print(f"options: {', '.join(f'{k}={v}' for k, v in record.options.items())}")
    print(f"{len(record.moves)} move{'s' * (len(record.moves) != 1)}, all legal"
          + (f": {' '.join(record.moves)}" if record.moves else ""))
    if record.result is None:
        print("the game is not finished")
    else:
        print(f"result: {shown(record.result['reason'])}")
    if args.record:
        return _write(record, args.record)
    return 0


def cmd_arena(args) -> int:
    game = get_game(args.game)
    variant, options, names = _options(game, args)
    if args.games < 1:
        raise RulesError("--games must be at least 1")

    def progress(result):
        if not args.quiet and sys.stderr.isatty():
            print(f"\r{result.games}/{args.games} games", end="", file=sys.stderr, flush=True)

    timeout = _move_timeout(args)
    start = time.perf_counter()
    result = run_arena(game, variant, options, names, args.games, args.seed, args.jobs, progress,
                       timeout, records=bool(args.records))
    if not args.quiet and sys.stderr.isatty():
        print(file=sys.stderr)
    seconds = time.perf_counter() - start
    if args.records:
        # Written only now: a record is the whole deal, and a deal is played again with the
        # seats rotated, so no program at the table may find one while the arena runs.
        try:
            os.makedirs(args.records, exist_ok=True)
            width = len(str(len(result.records)))
            for number, record in enumerate(result.records, 1):
                record.save(os.path.join(args.records, f"game-{number:0{width}d}.json"))
        except OSError as exc:
            print(f"error: cannot write the records: {exc}", file=sys.stderr)
            return 1
    if args.json:
        from game.table import results
        summary = {**results.header(results.command_line("python -m game", args.argv)),
                   "game": game.name, "variant": variant, "options": options,
                   "players": names, "seed": args.seed, **result.summary(),
                   "seconds": round(seconds, 1)}
        if args.records:
            summary["records"] = args.records
        print(json.dumps(summary, ensure_ascii=False, indent=1))
        return 0
    deals = "fresh seeds" if args.seed is None else f"seed {args.seed}"
    print(f"{game.title} ({variant}): {' vs '.join(map(shown, names))}, {deals}")
    for line in result.lines():
        print(shown(line, backslash=False))     # the names and forfeit reasons in it
    print(f"time: {seconds:.1f} s")
    if args.records:
        print(f"records: {len(result.records)} games in {args.records}")
    return 0


def cmd_bot(args) -> int:
    from game.table.bots import serve
    game = get_game(args.game).name if args.game else None
    if game is None and not any(args.level in player_names(g) for g in games()):
        raise RulesError(f"unknown level {args.level!r} (choose from {', '.join(LEVELS)})")
    return serve(args.level, game, args.seed)


def cmd_bench(args) -> int:
    from game.table import results
    from game.table.bench import first_player, run_bench, starting_choices
    figures: dict = {}
    if args.first_player is not None:
        status = first_player(args.first_player, args.jobs, figures)
    elif args.choices is not None:
        status = starting_choices(args.choices, figures)
    else:
        status = run_bench(args.game or list(games()), args.positions, args.seconds, figures)
    if args.results:
        results.write(args.results, results.command_line("python -m game", args.argv), figures)
    return status


def _day(text: str | None) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text) if text else datetime.date.today()
    except ValueError:
        raise RulesError(f"--daily takes a date like 2025-07-09, not {text!r}") from None


def cmd_puzzle(args) -> int:
    if args.game is not None:
        return _game_puzzle(args)
    if args.json:
        raise RulesError("--json goes with --game NAME (the solo puzzle prints as text)")
    puzzle = package("collapsi").puzzle
    if args.seed is not None:
        seed, title = args.seed, f"seed {args.seed}"
    else:
        day = _day(args.daily)
        seed = puzzle.daily_seed(day)
        title = f"daily puzzle #{puzzle.puzzle_number(day)} of {day.isoformat()}, seed {seed}"
    print(f"Collapsi solo puzzle, {title}")
    print("\n".join(puzzle.printed(seed)))
    return 0


def _game_puzzle(args) -> int:
    """`puzzle --game NAME`: the game's mined puzzle of the day (game/table/puzzles.py)."""
    from game.table import puzzles
    from game.table.links import encode
    game = get_game(args.game)
    if args.seed is not None:
        raise RulesError("--seed goes with the solo puzzle; --game takes --daily DATE")
    day = _day(args.daily)
    puzzle = puzzles.daily(game.name, day)
    if puzzle is None:
        raise RulesError(f"{game.title} has no puzzles")
    if args.json:
        print(json.dumps(puzzle.to_json(day)))
        return 0
    record = puzzle.record()
    state = replay(record)
    print(f"{game.title} puzzle of {day.isoformat()} (#{puzzles.day_number(day)}), "
          f"puzzle {puzzle.number} of {len(puzzles.of_game(game.name))}, level {puzzle.level}")
    print(f"{record.variant}, {len(record.moves)} moves played: {' '.join(record.moves)}")
    print(f"to move: {state.seat_name(state.to_move)}, "
          f"{len(state.legal_moves())} moves to choose from")
    print(f"link: {encode(record)}")
    print(f"answer: {puzzle.answer}  ({state.describe_move(state.parse_move(puzzle.answer))})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
