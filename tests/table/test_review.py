"""The review of a game (game/table/review.py): exact Collapsi verdicts checked against the
solver's own proofs, the value judges' invariants on every game, the levels ordered by
accuracy, and `python -m game review` (its JSON, and bad records refused as replay refuses
them)."""

import json

import pytest

from game.ai.agent import RandomAgent, choose
from game.ai.judge import VERDICTS
from game.cli import main
from game.table.records import Record, replay
from game.table.registry import get_game, players
from game.table.review import Review


def played(name, levels, seed, variant=None):
    """A finished game between `levels` (seat order), dealt from `seed`."""
    agents = [RandomAgent(seed + s) if level == "random" else players(name)[level](seed + s)
              for s, level in enumerate(levels)]
    state = get_game(name).new_game(variant, {}, len(levels), seed=seed)
    while not state.is_over():
        state.push(choose(agents[state.to_move], state))
    return state


def wins(position, memo=None) -> bool:
    """Whether the seat to move wins `position` with perfect play: a plain memoised
    minimax written here, independent of the engine's solver (the seat that cannot move
    loses; the pawns alternate)."""
    memo = {} if memo is None else memo
    key = position.key()
    if key not in memo:
        won = False
        for move in position.legal_moves():
            position.push(move)
            won = not wins(position, memo)
            position.pop()
            if won:
                break
        memo[key] = won
    return memo[key]


def cli_game(tmp_path, name, players, seed):
    """A record made by `python -m game play`, and its path."""
    record = tmp_path / f"{name}.json"
    assert main(["play", "--game", name, "--players", players, "--seed", str(seed),
                 "--record", str(record)]) == 0
    return record


# A game of the 4×4 duel (easy against medium, deal 4), its verdicts checked position by
# position with `wins` and read through by hand: both players throw a won position away
# with their first move (the only blunders a perfect opponent would punish at once), the
# second player shortens a lost defence at move 6 (good: one turn shorter), the first
# player throws its regained win away at move 7, and from then on the second player's win
# never changes; moves 9, 11 and 12 are forced.
HAND_CHECKED = ["blunder", "blunder", "best", "best", "best", "good", "blunder", "best",
                "best", "best", "best", "best"]


def test_the_hand_checked_collapsi_game(tmp_path, capsys):
    record = cli_game(tmp_path, "collapsi", "easy,medium", 4)
    review = Review(replay(Record.load(str(record)))).run()
    assert review.exact
    assert [e.verdict for e in review.entries] == HAND_CHECKED
    assert review.decided_from() == 7
    assert [e.number for e in review.entries if e.forced] == [9, 11, 12]


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_collapsi_verdicts_agree_with_the_solver(seed):
    """won_before and won_after agree with the plain minimax `wins`; a blunder is exactly a won
    position turned into a lost one; the expert's move keeps a won position won; the game was
    decided from the last move that changed who wins with perfect play."""
    state = played("collapsi", ["easy", "random"], seed)
    review = Review(state).run()
    position = get_game("collapsi").start(state.variant, state.options, 2, state.setup)
    decided = 0
    memo: dict = {}
    for entry, move in zip(review.entries, state.history, strict=True):
        assert entry.seat == position.to_move
        before = wins(position, memo)
        assert entry.facts["won_before"] == before
        best = position.parse_move(entry.best)
        position.push(best)
        keeps = position.is_over() or not wins(position, memo)
        position.pop()
        assert keeps == before or not before       # the expert's move never throws a win away
        position.push(move)
        after = position.is_over() or not wins(position, memo)
        assert entry.facts["won_after"] == after
        assert (entry.verdict == "blunder") == (before and not after)
        assert entry.verdict != "mistake"          # exact reviews keep or throw away results
        if before != after:
            decided = entry.number
    assert review.decided_from() == decided
    winner = position.outcome().winners[0]
    last = review.entries[-1]
    # after the deciding move the winner by perfect play is the winner
    assert all((e.seat if e.facts["won_after"] else 1 - e.seat) == winner
               for e in review.entries[decided:] if decided) or decided == 0
    assert (last.seat if last.facts["won_after"] else 1 - last.seat) == winner


@pytest.mark.parametrize("name, variant, count", [
    ("collapsi", "big", 2), ("collapsi", "big", 3), ("collapsi", "solo", 1),
    ("collecto", "utwente", 2), ("collecto", "official", 3), ("spectrangle", "standard", 2),
    ("spectrangle", "standard", 3), ("coloretto", "colors", 2),
    ("coloretto", "official", 3)])
def test_every_move_gets_a_verdict_by_its_loss(name, variant, count):
    levels = ["medium"] if count == 1 else ["easy", "random", "medium"][:count]
    state = played(name, levels, 11, variant)
    review = Review(state, seed=3).run()
    assert len(review.entries) == len(state.history)
    position = get_game(name).start(state.variant, state.options, count, state.setup)
    for entry, move in zip(review.entries, state.history, strict=True):
        assert entry.verdict in VERDICTS
        assert entry.move == position.format_move(move)
        position.parse_move(entry.best)             # the expert's move is legal there
        if entry.forced:
            assert entry.verdict == "best" and len(position.legal_moves()) == 1
        if not review.exact:
            assert entry.loss >= 0
            assert entry.verdict == review.judge.scale.verdict(entry.loss)
            assert (entry.best == entry.move) == (entry.loss == 0)
            # a proved result let go or walked into is never the best move
            before = entry.facts.get("proved_before")
            after = entry.facts.get("proved_after")
            assert {before, after} <= {"win", "loss", None}
            if (before == "win" and after != "win") or (after == "loss" and before != "loss"):
                assert entry.verdict != "best" and entry.loss > 0
        position.push(move)
    summary = review.summary()
    assert sum(seat["moves"] for seat in summary) == len(state.history)
    for seat in summary:
        assert sum(seat["counts"].values()) == seat["moves"]
        assert seat["accuracy"] is None or 0 <= seat["accuracy"] <= 100


@pytest.mark.parametrize("name, variant", [("collecto", "utwente"),
                                           ("spectrangle", "standard")])
def test_a_random_player_gets_worse_verdicts_than_the_expert(name, variant):
    accuracy = {"random": [], "expert": []}
    for seed in (1, 2):
        state = played(name, ["random", "expert"], seed, variant)
        summary = Review(state, seed=100 + seed).run().summary()
        accuracy["random"].append(summary[0]["accuracy"])
        accuracy["expert"].append(summary[1]["accuracy"])
    assert max(accuracy["random"]) < min(accuracy["expert"])


@pytest.mark.parametrize("name, variant, count", [
    ("collecto", "utwente", 2), ("collecto", "official", 3), ("collapsi", "big", 2),
    ("spectrangle", "standard", 2), ("coloretto", "colors", 2)])
def test_a_review_cut_off_mid_move_goes_on_as_one_run(name, variant, count):
    """Cancelling drops the search of the move being judged; a new run judges that move and
    the rest exactly as one run does (nothing left in a table or drawn from a generator)."""
    state = played(name, ["easy", "medium", "hard"][:count], 3, variant)
    whole = Review(state, seed=1).run()
    halves = Review(state, seed=1)
    work = halves.work()
    while len(halves.entries) < 5:
        next(work)
    for _ in range(3):                           # into the sixth move's search, then dropped
        next(work)
    assert len(halves.entries) == 5 and 0 < halves.progress() < 1
    halves.run()                                 # a new run takes up from move 6
    assert [e.to_json() for e in halves.entries] == [e.to_json() for e in whole.entries]


def test_the_cli_prints_the_review_as_json(tmp_path, capsys):
    record = cli_game(tmp_path, "collapsi", "easy,medium", 4)
    capsys.readouterr()
    assert main(["review", str(record), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [m["verdict"] for m in data["moves"]] == HAND_CHECKED
    first = data["moves"][0]
    assert set(first) >= {"number", "seat", "move", "best", "verdict", "won_before",
                          "won_after"}
    assert (first["number"], first["seat"], first["won_before"], first["won_after"]) == (
        1, 0, True, False)
    assert data["summary"]["exact"] and data["summary"]["decided_from"] == 7
    assert [s["seat"] for s in data["summary"]["seats"]] == [0, 1]
    assert main(["review", str(record)]) == 0
    text = capsys.readouterr().out
    assert "decided from move 7 on" in text and "blunder" in text

    other = cli_game(tmp_path, "collecto", "easy,medium", 2)
    capsys.readouterr()
    assert main(["review", str(other), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert all("loss" in m and "won_before" not in m for m in data["moves"])
    assert data["summary"]["unit"] == "points" and not data["summary"]["exact"]


@pytest.mark.parametrize("damage", ["illegal", "garbage", "missing"])
def test_the_cli_refuses_a_bad_record_as_replay_does(tmp_path, capsys, damage):
    record = cli_game(tmp_path, "collecto", "easy,easy", 2)
    if damage == "illegal":
        data = Record.load(str(record)).to_json()
        data["moves"][3] = data["moves"][2]
        record.write_text(json.dumps(data))
    elif damage == "garbage":
        record.write_text("{not json")
    else:
        record = tmp_path / "nowhere.json"
    capsys.readouterr()
    assert main(["replay", str(record)]) == 2
    refused = capsys.readouterr().err
    assert main(["review", str(record)]) == 2
    assert capsys.readouterr().err == refused and refused.startswith("error:")
    assert refused.count("\n") == 1


@pytest.mark.parametrize("seed, seats", [(1, ["easy", "random"]), (2, ["easy", "random"]),
                                         (1, ["expert", "expert"]), (3, ["expert", "expert"])])
def test_a_seat_that_never_held_a_won_position_is_said_to_be_lost_from_the_deal(seed, seats):
    """Exact reviews: `lost_from_start` is exactly "every position the seat moved from was lost
    by perfect play", so a loser's perfect accuracy is explained, never shown bare (two
    experts: the deal decides, and the loser's 100% says nothing)."""
    state = played("collapsi", seats, seed)
    review = Review(state).run()
    for seat in review.summary():
        mine = [e for e in review.entries if e.seat == seat["seat"]]
        assert seat["lost_from_start"] == (not any(e.facts["won_before"] for e in mine))
    loser = 1 - state.outcome().winners[0]
    assert review.summary()[loser]["lost_from_start"] == (review.decided_from() == 0)
    assert not review.summary()[1 - loser]["lost_from_start"]


def test_evaluated_reviews_never_call_a_seat_lost_from_the_deal():
    review = Review(played("collecto", ["easy", "medium"], 3)).run()
    assert not review.exact
    assert not any(seat["lost_from_start"] for seat in review.summary())


def test_the_cli_names_seats_as_the_app_does(tmp_path, capsys):
    record = cli_game(tmp_path, "collapsi", "easy,medium", 4)
    capsys.readouterr()
    assert main(["review", str(record)]) == 0
    out = capsys.readouterr().out
    assert "   1. Player 1 (easy) c1: blunder" in out and "   2. Player 2 (medium) " in out
    assert "Player 1 (easy): accuracy 50%" in out and "seat 0" not in out


def test_a_loss_is_said_in_plain_words():
    """The review's screens say what a move gave up as a player would: a share of the chance
    to win in words ("about a tenth"), points rounded; the CLI keeps its figures."""
    from game.ai.judge import Scale
    chance = Scale("percent of a win", 2.0, 5.0, 10.0)
    assert chance.plain(11.0) == "about a tenth of the chance to win"
    assert chance.plain(0.4) == "a very small part of the chance to win"
    assert chance.plain(5.0) == "a small part of the chance to win"
    assert chance.plain(25.0) == "about a quarter of the chance to win"
    assert chance.plain(50.0) == "about half of the chance to win"
    assert chance.plain(100.0) == "all of the chance to win"
    words = [chance.plain(p / 2) for p in range(1, 201)]
    assert all("%" not in w for w in words)
    order = list(dict.fromkeys(words))        # each wording once, in growing order of loss
    assert len(order) == 11 and order[-1] == "all of the chance to win"
    points = Scale("points", 2.0, 5.0, 10.0)
    assert points.plain(0.6) == "less than a point"
    assert points.plain(1.2) == "about 1 point"
    assert points.plain(7.6) == "about 8 points"
    assert chance.amount(11.0) == "11% of a win"            # the CLI's figures, unchanged
