"""The session layer without a screen: a `Table`'s log and cursor (undo and redo in the
groups a player expects, seeking, a new move cutting the line), loading from a record or a
link, the computer's seats searched in slices and seeded by the one rule, hints, the record
out and the decisions of saving.  Pure Python: these run in Pyodide too."""

import random

import pytest

from game.ai.agent import Thinking, choose
from game.collapsi.rules import solve as solve_puzzle
from game.core.contract import IllegalMove
from game.table import links, saves
from game.table.arena import play_game
from game.table.records import Record, RecordError, replay
from game.table.registry import games, get_game
from game.table.seats import make_agent, seat_seed
from game.table.session import Hint, Recent, Table
from game.table.store import Store

COLLAPSI = get_game("collapsi")


def vs_computer(seed=3, level="easy"):
    return Table.deal(COLLAPSI, None, {}, ["human", level], seed)


def human_then_reply(table, rng):
    """The human (seat 0) plays a random move, then the computer replies."""
    table.play(rng.choice(table.state.legal_moves()))
    while table.ai_to_move():
        table.play(table.choose())


def keys_along(table):
    """The key of every position of the line, from the deal."""
    probe = table.game.start(table.state.variant, table.state.options, table.state.players,
                             table.state.setup)
    keys = [probe.key()]
    for move in table.line:
        probe.push(move)
        keys.append(probe.key())
    return keys


# --- the log and its cursor --------------------------------------------------------------------
def test_a_dealt_table_is_the_game_that_seed_deals():
    table = Table.deal(COLLAPSI, "big", {"board": "shifting"}, ["human", "hard", "easy"], 12)
    assert table.state == COLLAPSI.new_game("big", {"board": "shifting"}, 3, 12)
    assert table.seats == ("human", "hard", "easy") and table.seed == 12
    assert table.humans == frozenset({0}) and table.computers == (1, 2)
    assert table.cursor == 0 and table.line == [] and table.entries == []


def test_each_move_is_logged_with_its_seat_notation_and_words():
    table = Table.deal(get_game("collecto"), None, {}, ["human", "human"], 4)
    moves = []
    for _ in range(4):
        state = table.state
        move = state.legal_moves()[0]
        seat, text, words = state.to_move, state.format_move(move), state.describe_move(move)
        entry = table.play(move)
        moves.append(move)
        assert (entry.seat, entry.move, entry.notation) == (seat, move, text)
        assert words.endswith(entry.words[1:]) and not entry.words.startswith("Player")
    assert [e.move for e in table.played] == moves == table.line == table.state.history


def test_an_illegal_move_is_refused_and_changes_nothing():
    table = vs_computer()
    before, version = table.state.key(), table.version
    illegal = next(c for c in range(16) if c not in table.state.legal_moves())
    with pytest.raises(IllegalMove):
        table.play(illegal)
    assert table.state.key() == before and table.version == version and not table.line


def test_undo_and_redo_against_the_computer_restore_exact_positions():
    table = vs_computer()
    rng = random.Random(1)
    keys = [table.state.key()]
    for _ in range(3):
        human_then_reply(table, rng)
        keys.append(table.state.key())
    assert not table.is_over() and table.cursor == 6
    assert table.undo() and table.state.key() == keys[2]        # the move and its reply
    assert table.undo() and table.state.key() == keys[1]
    assert table.redo() and table.state.key() == keys[2]
    assert table.redo() and table.state.key() == keys[3]
    assert not table.can_redo() and not table.redo()
    while table.undo():
        pass
    assert table.state.key() == keys[0] and not table.can_undo()
    assert table.can_redo() and len(table.line) == 6


def test_a_new_move_forgets_what_was_undone():
    table = vs_computer()
    rng = random.Random(2)
    human_then_reply(table, rng)
    human_then_reply(table, rng)
    table.undo()
    assert len(table.line) == 4 and table.can_redo()
    other = [m for m in table.state.legal_moves() if m != table.line[2]][0]
    table.play(other)
    assert table.line == table.state.history and len(table.line) == 3
    assert not table.can_redo()


def test_in_hot_seat_undo_and_redo_take_one_move():
    table = Table.deal(COLLAPSI, None, {}, ["human", "human"], 5)
    for _ in range(3):
        table.play(table.state.legal_moves()[0])
    assert table.undo() and table.cursor == 2
    assert table.redo() and table.cursor == 3


def test_nothing_to_undo_without_a_human_move():
    table = Table.deal(COLLAPSI, None, {}, ["easy", "human"], 6)
    assert not table.can_undo()
    table.play(table.choose())                       # the computer opened
    assert not table.can_undo() and not table.undo() and table.cursor == 1
    computers = Table.deal(COLLAPSI, None, {}, ["easy", "easy"], 6)
    computers.play(computers.choose())
    assert not computers.can_undo()


def test_seek_and_step_reach_every_position_of_the_line():
    record = play_game(COLLAPSI, "big", {}, ["easy", "medium", "random"], 8).record
    table = Table.from_record(record)
    keys = keys_along(table)
    order = list(range(len(table.line) + 1))
    random.Random(3).shuffle(order)
    for number in order:
        table.seek(number)
        assert table.cursor == number and table.state.key() == keys[number]
    table.seek(-5)
    assert table.cursor == 0
    table.seek(10 ** 6)
    assert table.cursor == len(table.line) and table.is_over()
    table.seek(0)
    while table.step() is not None:
        assert table.state.key() == keys[table.cursor]
    assert table.cursor == len(table.line) and len(table.entries) == len(table.line)


def test_every_change_of_position_bumps_the_version():
    table = vs_computer()
    seen = {table.version}
    human_then_reply(table, random.Random(4))
    seen.add(table.version)
    table.undo()
    seen.add(table.version)
    table.redo()
    seen.add(table.version)
    table.seek(1)
    seen.add(table.version)
    assert len(seen) == 5
    version = table.version
    table.seek(1)                                    # nowhere to go: nothing changed
    assert table.version == version


# --- the moves kept marked -----------------------------------------------------------------------
def one_against_two(seed=5):
    """A person (seat 0) against two computers, each having moved once: the person to move."""
    table = Table.deal(COLLAPSI, "big", {}, ["human", "easy", "easy"], seed)
    while table.cursor < 3:
        table.play(table.state.legal_moves()[0])
    assert table.state.to_move == 0 and [e.seat for e in table.played] == [0, 1, 2]
    return table


def marked(recent):
    return [(r.seat, r.move) for r in recent]


def test_the_marks_are_every_move_since_the_watchers_last_own_move():
    table = one_against_two()
    recent = table.recent(table.humans)
    assert marked(recent) == [(e.seat, e.move) for e in table.played[1:]]
    # each with the position before it, a copy the view may keep
    probe = table.state.clone()
    probe.pop()
    assert recent[1].before == probe and recent[1].before is not table.state
    probe.pop()
    assert recent[0].before == probe and isinstance(recent[0], Recent)
    # the person's move just made, the computers to move: their own move stays marked
    table.play(table.state.legal_moves()[0])
    assert marked(table.recent(table.humans)) == [(0, table.played[-1].move)]


def test_the_last_move_alone_in_a_replay_and_with_all_or_no_one_watching():
    table = one_against_two()
    last = [(table.played[-1].seat, table.played[-1].move)]
    assert marked(table.recent(table.humans, replay=True)) == last
    assert marked(table.recent(frozenset())) == last
    assert marked(table.recent(frozenset({0, 1, 2}))) == last
    table.seek(0)
    assert table.recent(table.humans) == ()


def test_the_marks_are_the_same_tuple_until_the_position_changes():
    """The views keep what they work out from the marks while they are the same object."""
    table = one_against_two()
    first = table.recent(table.humans)
    assert table.recent(table.humans) is first
    assert table.recent(table.humans, replay=True) is not first
    table.undo()
    table.redo()
    again = table.recent(table.humans)
    assert again is not first and again == first


# --- loading and the record out --------------------------------------------------------------
CASES = [pytest.param(name, v.name, n, options,
                      id="-".join([name, v.name, str(n), *options.values()]))
         for name, g in sorted(games().items())
         for v in g.variants.values() for n in sorted({min(v.player_counts),
                                                       max(v.player_counts)})
         for options in ([{}] if not v.options else
                         [{}, max(v.option_combinations(),   # the most options changed
                                   key=lambda o: len(v.changed_options(o)))])]


@pytest.mark.parametrize("name,variant,players,options", CASES)
def test_record_and_link_out_and_back_in_for_every_game(name, variant, players, options):
    seats = ["human"] + ["random"] * (players - 1)
    table = Table.deal(get_game(name), variant, options, seats, 21)
    dealt = table.state.key()
    rng = random.Random(players)
    for _ in range(7):
        if table.is_over():
            break
        table.play(rng.choice(table.state.legal_moves()))
    record = table.record()
    assert record.players == seats and record.seed == 21
    assert replay(record).key() == table.state.key()
    back = Table.from_record(record)
    assert back.state.key() == table.state.key() and back.seats == table.seats
    assert [e.notation for e in back.entries] == record.moves
    for with_moves in (True, False):
        linked = Table.from_link(links.encode(record, with_moves))
        assert linked.seats == table.seats and linked.state.options == table.state.options
        assert linked.state.key() == (table.state.key() if with_moves else dealt)


def test_a_record_that_does_not_replay_or_names_a_stranger_is_refused():
    record = vs_computer().record()
    record.moves = ["a1"]                             # never a legal first move here
    with pytest.raises(RecordError, match="move 1"):
        Table.from_record(record)
    stranger = Record("collapsi", "standard", {}, ["human", "grandmaster"], 1,
                      COLLAPSI.new_game(seed=1).setup)
    with pytest.raises(RecordError, match="grandmaster"):
        Table.from_record(stranger)
    with pytest.raises(RecordError):
        Table.from_link("https://x.example/?g=1zz")


def test_a_finished_game_loads_at_its_end_and_replays_from_its_start():
    played = play_game(get_game("coloretto"), "official", {}, ["easy", "medium", "easy"], 2)
    table = Table.from_record(played.record)
    assert table.is_over() and table.state.key() == played.state.key()
    table.seek(0)
    assert table.cursor == 0 and len(table.entries) == len(played.record.moves)
    assert [e.words for e in table.entries][0]


def test_a_position_built_by_hand_gets_a_log_of_its_own_moves():
    from game.collecto.rules import CollectoState
    rows = ["B.Y.B..", ".......", "Y......", ".......", ".......", ".......", "......."]
    state = CollectoState.from_board(rows, "utwente", 2)
    table = Table(state, ["human", "human"])
    assert table.line == [] and table.state.legal_moves()      # only double moves here
    table.play(table.state.legal_moves()[0])
    assert table.entries[0].words.startswith("Pushed")
    assert table.undo() and table.state.key() == CollectoState.from_board(
        rows, "utwente", 2).key()


# --- the computer's seats and hints ------------------------------------------------------------
def test_a_table_plays_the_same_game_as_the_arena_for_the_same_seed():
    """One seeding rule: a Table's computers and the arena's make the same moves."""
    names = ["hard", "medium"]
    played = play_game(COLLAPSI, None, {"board": "shifting"}, names, 31)
    table = Table.deal(COLLAPSI, None, {"board": "shifting"}, names, 31)
    while not table.is_over():
        move = None
        while move is None:
            move = table.think(0.002)                 # in small slices, like a screen
        table.play(move)
    assert table.record().moves == played.record.moves


def test_thinking_waits_for_a_human_and_restarts_for_a_new_position():
    table = vs_computer(level="medium")
    assert table.think(0.01) is None and not table.searching     # the human's turn
    table.play(table.state.legal_moves()[0])
    assert table.ai_to_move()
    first = None
    while first is None:
        first = table.think(0.0)
        assert table.searching == (first is None)
    assert first == choose(make_agent("collapsi", "medium", seat_seed(3, 1)), table.state)
    table.undo()                                      # the search belonged to that position
    assert not table.searching and table.think(1.0) is None


@pytest.mark.parametrize("name", sorted(games()))
def test_a_hint_is_the_experts_move_and_goes_stale_when_the_table_moves(name):
    table = Table.deal(get_game(name), None, {}, ["human", "human"], 9)
    seat = table.state.to_move
    hint = table.hint()
    assert table.hints_used and isinstance(hint, Hint) and not hint.done
    while not hint.step(0.005):
        pass
    expected = choose(make_agent(name, "expert", seat_seed(9, seat)), table.state)
    assert hint.move == expected and not hint.stale
    table.play(hint.move)
    assert hint.stale
    late = Hint(table)
    table.play(table.state.legal_moves()[0])
    assert not late.step(10.0) and late.move is None          # stale: it stops


def test_a_collapsi_hint_carries_what_the_solver_proved():
    table = Table.deal(COLLAPSI, None, {}, ["human", "human"], 14)
    hint = table.hint()
    while not hint.step(1.0):
        pass
    proof = make_agent("collapsi", "expert", 0)
    Thinking(proof, table.state).finish()
    assert hint.note in ("you win with perfect play",
                         "lost against perfect play: this holds out longest")
    assert (hint.note == "you win with perfect play") == (proof.standard.value > 0)


def test_a_puzzle_hint_says_whether_the_puzzle_can_still_be_solved():
    table = Table.deal(COLLAPSI, "solo", {}, ["human"], 5)
    hint = table.hint()
    while not hint.step(1.0):
        pass
    assert hint.note == "This move keeps the puzzle solvable"       # every dealt puzzle is
    for move in table.state.legal_moves():          # a move that loses the puzzle, if any
        table.play(move)
        if not table.is_over() and solve_puzzle(table.state) is None:
            break
        table.undo()
    else:
        pytest.fail("no move of this deal loses the puzzle: pick another seed")
    hint = table.hint()
    while not hint.step(1.0):
        pass
    assert hint.note == "This puzzle can no longer be solved"


# --- what is kept between sessions ----------------------------------------------------------------
def test_saving_keeps_a_game_in_progress_and_files_a_finished_one_once(tmp_path):
    store = Store(str(tmp_path))
    table = Table.deal(COLLAPSI, None, {}, ["human", "easy"], 10)
    table.save(store)
    assert saves.load_current(store, "collapsi") == (None, "")     # nothing played yet
    human_then_reply(table, random.Random(6))
    table.save(store)
    saved, problem = saves.load_current(store, "collapsi")
    assert problem == "" and saved.to_json() == table.record().to_json()
    while not table.is_over():
        table.play(table.choose() if table.ai_to_move() else table.state.legal_moves()[0])
    table.save(store)
    table.save(store)
    assert saves.load_current(store, "collapsi") == (None, "")
    history = saves.load_history(store)
    assert len(history) == 1 and history[0]["record"] == table.record().to_json()
    resumed = Table.from_record(Record.from_json(history[0]["record"]))
    assert resumed.state.key() == table.state.key()


def test_only_an_item_named_g_makes_a_page_address_a_game():
    link = links.encode(Table.deal(get_game("collapsi"), "standard", {}, ["human", "hard"],
                                   3).record(), site="")
    code = link.partition("g=")[2]
    for query in (link, f"?fbclid=IwAR-i0&g={code}&utm_source=chat", f"?lang=en&g={code}#top"):
        assert links.query_has_game(query), query
        assert links.decode(query).seed == 3
    for query in ("", "?", "?lang=en", "?tag=x", "?lang=en&tag=g=", "?fbclid=g", "?gg=1",
                  "?g"):
        assert not links.query_has_game(query), query
