"""Retry your mistakes (game/table/retry.py), headless, in every game the review judges: a
seeded game in which one seat plays a deliberately bad move (the first of its worst-looking
moves that the review's judge calls a mistake or a blunder), reviewed; then the positions
offered, a new move judged as the review judges, solved counts, Show me, and the game and its
review unchanged.  In Collapsi's duel a retry counts exactly when it keeps the win, checked
against a minimax written in the tests."""

import pytest
from test_review import wins

from game.ai.agent import Slices, choose
from game.table.registry import get_game, players
from game.table.retry import COUNTED, RETRIED, Retry, counts
from game.table.review import Review


def worst_first(name, state):
    """The moves a careless player might make, the worst-looking first."""
    moves = list(state.legal_moves())
    if name == "spectrangle":
        return sorted(moves, key=state.move_score)[:12]
    return moves[:12]


def game_with_a_bad_move(name, seed, at, after):
    """A game dealt from `seed`: easy players for `at` moves, then the seat to move plays a
    move the judge calls a mistake or a blunder, then `after` more moves (to the end if
    None).  Returns (the state, that seat, the bad move's number)."""
    state = get_game(name).new_game(None, {}, 2, seed=seed)
    agents = [players(name)["easy"](seed + s) for s in range(2)]
    while len(state.history) < at:
        state.push(choose(agents[state.to_move], state))
    judge = Review(state, seed=0).fresh_judge
    for move in worst_first(name, state):
        verdict = Slices(judge().appraise(state, move)).finish().verdict
        if verdict in RETRIED:
            break
    else:
        raise AssertionError(f"no mistake found in {name} at move {at + 1}")
    seat, number = state.to_move, at + 1
    state.push(move)
    while not state.is_over() and (after is None or len(state.history) < number + after):
        state.push(choose(agents[state.to_move], state))
    return state, seat, number


CASES = {"collapsi": (2, 2, None), "collecto": (3, 2, 4), "spectrangle": (5, 2, 4),
         "coloretto": (3, 4, 4)}


@pytest.mark.parametrize("name", list(CASES))
def test_retry_offers_each_own_mistake_and_judges_a_new_move_as_the_review(name):
    seed, at, after = CASES[name]
    state, seat, number = game_with_a_bad_move(name, seed, at, after)
    review = Review(state, seed=0).run()
    judged = [e.to_json() for e in review.entries]
    retry = Retry(review, {seat})
    # the spots: exactly this seat's mistakes and blunders, in the order played
    assert [s.entry.number for s in retry.spots] == [
        e.number for e in review.entries
        if e.seat == seat and e.verdict in RETRIED and not e.forced]
    assert number in [s.entry.number for s in retry.spots]
    assert all(s.entry.seat == seat for s in retry.spots)
    assert retry.counter() == f"0 of {len(retry.spots)} solved"
    retry.go([s.entry.number for s in retry.spots].index(number))
    entry = retry.entry
    # the position is the one the move was played from; what the seat saw there is the same
    position = retry.position()
    before = state.clone()
    while len(before.history) > number - 1:
        before.pop()
    assert position.key() == before.key()
    assert position.seat_json(seat) == before.seat_json(seat)
    # the move played again: the review's verdict, and it does not count
    again = retry.attempt_move(position.parse_move(entry.move))
    assert again.finish().verdict == entry.verdict and not again.counts
    retry.settle()
    assert not retry.spot.solved and retry.ready()
    # the judge's best move counts and solves the spot
    best = retry.attempt_move(position.parse_move(entry.best))
    assert not retry.ready() or best.done       # judged before another try
    while not retry.step(0.01):
        pass
    assert best.verdict in COUNTED and best.counts
    assert retry.spot.solved and not retry.ready()
    assert retry.counter() == f"1 of {len(retry.spots)} solved"
    # nothing of the game or its review changed
    assert [e.to_json() for e in review.entries] == judged
    assert len(state.history) == len(review.moves) and state.is_over() == (after is None)


@pytest.mark.parametrize("name", ["collecto", "coloretto"])
def test_a_new_move_is_judged_by_a_fresh_judge_with_the_reviews_seed(name):
    """Any other move gets the verdict the review's judge would give it, and counts exactly
    when that verdict is best or good."""
    seed, at, after = CASES[name]
    state, seat, number = game_with_a_bad_move(name, seed, at, after)
    review = Review(state, seed=0).run()
    retry = Retry(review, {seat})
    retry.go([s.entry.number for s in retry.spots].index(number))
    position = retry.position()
    for move in list(position.legal_moves())[:4]:
        attempt = retry.attempt_move(move)
        expected = Slices(review.fresh_judge().appraise(position.clone(), move)).finish()
        assert attempt.finish().verdict == expected.verdict
        assert attempt.counts == (expected.verdict in COUNTED)
        retry.settle()
        if retry.spot.solved:
            break


def test_show_me_gives_the_best_move_and_a_spot_shown_is_not_solved():
    state, seat, _ = game_with_a_bad_move("collecto", *CASES["collecto"])
    retry = Retry(Review(state, seed=0).run(), {seat})
    position = retry.position()
    best = retry.show()
    assert position.format_move(best) == retry.entry.best and best in position.legal_moves()
    attempt = retry.attempt_move(best)
    attempt.finish()
    retry.settle()
    assert attempt.counts and not retry.spot.solved and retry.spot.shown
    assert retry.counter().startswith("0 of")
    # Next goes to the next spot not solved, round to the first; the attempt is forgotten
    retry.next()
    assert retry.attempt is None
    assert retry.index == (1 % len(retry.spots))


def test_the_seats_chosen_are_the_only_ones_retried():
    state, seat, _ = game_with_a_bad_move("collecto", *CASES["collecto"])
    review = Review(state, seed=0).run()
    other = Retry(review, {1 - seat})
    assert all(s.entry.seat == 1 - seat for s in other.spots)
    assert not Retry(review, set()).spots
    with pytest.raises(ValueError):
        Retry(Review(state), {seat})                # a review not run


@pytest.mark.parametrize("seed, at", [(1, 2), (3, 1), (5, 3)])
def test_collapsi_a_retry_counts_exactly_when_it_keeps_the_win(seed, at):
    """Every legal move at every spot of an exact review: it counts exactly when the mover
    still wins with perfect play after it (the tests' own minimax), a slower win included."""
    state, _, _ = game_with_a_bad_move("collapsi", seed, at, None)
    review = Review(state, seed=0).run()
    retry = Retry(review, {0, 1})
    assert review.exact and retry.spots
    assert all(s.entry.verdict == "blunder" for s in retry.spots)  # no mistakes when exact
    memo = {}
    for index in range(len(retry.spots)):
        retry.go(index)
        position = retry.position()
        for move in position.legal_moves():
            attempt = retry.attempt_move(move)
            attempt.finish()
            after = position.clone()
            after.push(move)
            keeps = not wins(after, memo)
            assert attempt.counts == keeps, (index, position.format_move(move))
            assert counts(attempt.judgement, True) == attempt.judgement.facts["won_after"]
            retry.settle()
            if retry.spot.solved:
                retry.spot.solved = False           # go on trying every move
                retry.attempt = None


def test_an_exact_judge_counts_a_slower_win_and_a_value_judge_does_not():
    """Exact: keeping the win counts whatever the verdict (a slower win is an inaccuracy in
    the review); by value: only best and good."""
    from game.ai.judge import Judgement
    slower = Judgement(None, "inaccuracy", None, {"won_before": True, "won_after": True})
    thrown = Judgement(None, "blunder", None, {"won_before": True, "won_after": False})
    assert counts(slower, exact=True) and not counts(thrown, exact=True)
    assert [counts(Judgement(None, v, 1.0), exact=False) for v in
            ("best", "good", "inaccuracy", "mistake", "blunder")] == [True, True, False,
                                                                     False, False]


def test_the_solo_puzzle_a_retry_counts_exactly_when_it_can_still_be_solved():
    from game.collapsi.puzzle import solve
    state = get_game("collapsi").new_game("solo", {}, 1, seed=4)
    judge = Review(state).fresh_judge
    while not state.is_over():          # the first move that makes it unsolvable, if any
        moves = state.legal_moves()
        bad = [m for m in moves
               if Slices(judge().appraise(state, m)).finish().verdict == "blunder"]
        state.push(bad[0] if bad else moves[0])
    review = Review(state).run()
    retry = Retry(review, {0})
    assert review.exact and retry.spots
    position = retry.position()
    for move in position.legal_moves():
        attempt = retry.attempt_move(move)
        attempt.finish()
        after = position.clone()
        after.push(move)
        assert attempt.counts == (solve(after) is not None)
        retry.spot.solved, retry.attempt = False, None
