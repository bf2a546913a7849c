"""Every guided first game plays through on the rules engine: each move the words ask for is
legal for the seat the step says, the game is over after the last step with the player the
winner, and each rule the guide lists is met by a step, checked on the states."""

import itertools
import pytest

from game.collapsi.rules import SoloState, paths_from, reach_mask
from game.spectrangle.rules import BONUS as SP_BONUS
from game.spectrangle.rules import EXCHANGE as SP_EXCHANGE
from game.spectrangle.rules import LEFT, NONE, RIGHT, VERT
from game.spectrangle.rules import PASS as SP_PASS
from game.table import guides
from game.table.registry import games
from game.table.store import Store


def _crosses_edge(size, path) -> bool:
    return any(abs(a // size - b // size) > 1 or abs(a % size - b % size) > 1
               for a, b in itertools.pairwise(path))


def _collapsi_step(before, after, move) -> bool:
    seat = before.to_move
    return len(before.path_to(move)) - 1 in before.step_counts(seat) \
        and after.pawns[seat] == move


def _collapsi_wrap(before, after, move) -> bool:
    """Every path to the card crosses an edge: the move is only made by wrapping."""
    here = before.pawns[before.to_move]
    paths = [[here, *cells] for dest, cells in
             paths_from(before.size, here, before.steps_for(before.to_move))
             if dest == move and not any(before.collapsed >> c & 1 for c in cells)]
    return bool(paths) and all(_crosses_edge(before.size, p) for p in paths)


def _collapsi_collapse(before, after, move) -> bool:
    left = before.pawns[before.to_move]
    return not before.collapsed >> left & 1 and bool(after.collapsed >> left & 1)


def _collapsi_no_move(before, after, move) -> bool:
    return after.is_over() and not after.legal_moves() \
        and after.outcome().winners == (before.to_move,)


def _collapsi_unused_jack(before, after, move) -> bool:
    """The jacks no seat started on lie face down, and one keeps the mover from a card it
    would reach were it face up."""
    unused = [c for c, rank in enumerate(before.grid) if rank == "J"][before.players:]
    here, steps = before.pawns[before.to_move], before.steps_for(before.to_move)
    lifted = before.collapsed & ~sum(1 << c for c in unused)
    return bool(unused) and all(before.collapsed >> c & 1 for c in unused) \
        and reach_mask(before.size, here, steps, lifted) != \
        reach_mask(before.size, here, steps, before.collapsed)


def _collapsi_last_mover(before, after, move) -> bool:
    """With three or more, the game ends when the seat to move is stuck though another seat
    could still move, won by the seat that moved last."""
    others = [s for s in range(after.players) if s not in (before.to_move, after.to_move)]
    return after.players > 2 and _collapsi_no_move(before, after, move) \
        and any(after.destinations(s) for s in others)


def _collapsi_exit(before, after, move) -> bool:
    """Solo: the pawn reaches the exit with every other card face down, and the puzzle is
    solved."""
    return isinstance(before, SoloState) and move == before.exit and after.is_over() \
        and after.face_up_left() == 0 and after.outcome().winners == (0,)


def _collapsi_pass_through(before, after, move) -> bool:
    """Solo: the exit is reached in fewer steps than the card's (a door passed through)."""
    return _collapsi_exit(before, after, move) \
        and len(before.path_to(move)) - 1 < before.steps_for(0)


def _balls(state, seat) -> int:
    return sum(state.trays[seat])


def _collecto_push(before, after, move) -> bool:
    """A single push: the line's balls slid to an edge (the board changed)."""
    return isinstance(move, int) and after.board != before.board


def _collecto_collect(before, after, move) -> bool:
    """Two balls or more left the board for the mover's tray."""
    seat = before.to_move
    gained = _balls(after, seat) - _balls(before, seat)
    on_board = sum(1 for b in before.board if b) - sum(1 for b in after.board if b)
    return gained >= 2 and gained == on_board


def _collecto_double(before, after, move) -> bool:
    return isinstance(move, tuple) and before.only_double_moves() \
        and not before.single_moves() and _collecto_collect(before, after, move)


def _collecto_end(before, after, move) -> bool:
    """No move is left with balls still on the board."""
    return after.is_over() and not after.legal_moves() and any(after.board)


def _collecto_count(before, after, move) -> bool:
    """The score is a point per three balls of a colour, and the player has the most."""
    points = tuple(sum(n // 3 for n in after.trays[s]) for s in range(after.players))
    outcome = after.outcome()
    return outcome.scores == points and outcome.winners == (points.index(max(points)),)


def _collecto_declare(before, after, move) -> bool:
    """ "I can't find a move" while a push exists: the next seat is asked for one."""
    return move == "?" and bool(before.single_moves()) and after.phase == "suggest" \
        and after.declarer == before.to_move and after.to_move != before.to_move


def _collecto_suggest(before, after, move) -> bool:
    """A seat asked suggests a push: played at once, its balls to the suggesting seat."""
    return before.phase == "suggest" and before.to_move != before.declarer \
        and isinstance(move, int) and after.phase == "play" \
        and _collecto_collect(before, after, move)


PLUS, WILD = 8, 7        # Coloretto's pile counts: R G B Y P S V W +
COLOURS = "RGBYPSV"


def _coloretto_draw(before, after, move) -> bool:
    row = int(move[1:]) - 1
    return move[0] == "d" and len(after.rows[row]) == len(before.rows[row]) + 1 \
        and after.deck_count() < before.deck_count()


def _coloretto_take(before, after, move) -> bool:
    """The row's cards went to the mover's pile, and the mover is out of the round (or the
    round, everyone out, is over)."""
    seat, row = before.to_move, int(move[1:]) - 1
    out = seat in after.out_this_round() or after.round > before.round or after.finished
    return move[0] == "t" and sum(after.piles[seat]) == \
        sum(before.piles[seat]) + len(before.rows[row]) and out


def _coloretto_took(kind):
    def met(before, after, move) -> bool:
        seat = before.to_move
        return _coloretto_take(before, after, move) and \
            after.piles[seat][kind] > before.piles[seat][kind]
    return met


def _coloretto_last_round(before, after, move) -> bool:
    """The draw that leaves fewer than 3 cards a player makes the round the last."""
    return not before.last_round and after.last_round \
        and after.deck_count() < 3 * after.players


def _coloretto_removed_colour(before, after, move) -> bool:
    """Official, three players: one colour is out of the game, the others all there."""
    removed, cards = after.setup.get("removed"), after.inventory()
    return after.official and after.players == 3 and removed in COLOURS \
        and removed not in cards and all(cards[c] == 9 for c in COLOURS if c != removed)


def _coloretto_starting_card(before, after, move) -> bool:
    """Official: the seats began with one card each of different colours, and the mover's
    take adds to the colour of its own."""
    if not after.official:
        return False
    seat, starting = before.to_move, after.setup["starting"]
    kind = COLOURS.index(starting[seat])
    return len(set(starting)) == after.players and _coloretto_take(before, after, move) \
        and after.piles[seat][kind] > before.piles[seat][kind]


def _coloretto_last_taker_starts(before, after, move) -> bool:
    """Official: the take that ends a round, and its taker starts the next."""
    return after.official and move[0] == "t" \
        and len(before.out_this_round()) == before.players - 1 \
        and after.round == before.round + 1 and after.to_move == before.to_move


def _coloretto_last_round_card(before, after, move) -> bool:
    """Official: the draw turns up the last-round card, sets it aside and places the next."""
    return move[0] == "d" and before.draw_reveals_last_round_card() \
        and not before.last_round and after.last_round and after.pos == before.pos + 2 \
        and _coloretto_draw(before, after, move)


def _coloretto_three_colours(before, after, move) -> bool:
    """The end: the player's three best colours score, the others count against them."""
    if not after.is_over():
        return False
    mine = after.breakdown(0)
    return len(mine["positive"]) == 3 and bool(mine["negative"]) \
        and all(c["points"] < 0 for c in mine["negative"]) \
        and after.outcome().scores[0] == mine["total"] and after.outcome().winners == (0,)


def _spectrangle_touching(state, field) -> list[tuple[str, str]]:
    """(this tile's side, the neighbour's side facing it) for each placed neighbour."""
    facing = []
    for i, (table, back) in enumerate(((LEFT, 1), (RIGHT, 0), (VERT, 2))):
        n = table[field]
        if n != NONE and state.board[n]:
            facing.append((state.board[field][i], state.board[n][back]))
    return facing


def _spectrangle_match(before, after, move) -> bool:
    """A tile placed beside others, every touching side of one colour (white matches)."""
    if move == SP_PASS or move[0] == SP_EXCHANGE:
        return False
    touching = _spectrangle_touching(after, move[0])
    return bool(touching) and all(a == b or "W" in (a, b) for a, b in touching)


def _spectrangle_joker(before, after, move) -> bool:
    return _spectrangle_match(before, after, move) and move[1] == "WWW" \
        and any(c == "W" for a, _ in _spectrangle_touching(after, move[0]) for c in a) \
        and any(b != "W" for _, b in _spectrangle_touching(after, move[0]))


def _spectrangle_bonus(before, after, move) -> bool:
    seat = before.to_move
    return _spectrangle_match(before, after, move) and SP_BONUS[move[0]] > 1 \
        and after.points[seat] - before.points[seat] == before.move_score(move) \
        and before.move_score(move) % SP_BONUS[move[0]] == 0


def _spectrangle_skip(before, after, move) -> bool:
    """A pass when no tile of the hand can be placed."""
    return move == SP_PASS and all(m == SP_PASS or m[0] == SP_EXCHANGE
                                   for m in before.legal_moves())


def _spectrangle_exchange(before, after, move) -> bool:
    """No tile fits: one goes back to the bag and the bag's next takes its place."""
    seat = before.to_move
    return move != SP_PASS and move[0] == SP_EXCHANGE and before.bag_count > 0 \
        and all(m == SP_PASS or m[0] == SP_EXCHANGE for m in before.legal_moves()) \
        and move[1] in before.hand(seat) and after.hand(seat) != before.hand(seat)


# each game's rules a guide may list: (state before, state after, move) -> the rule is met
RULES = {
    "collapsi": {"step": _collapsi_step, "wrap": _collapsi_wrap,
                 "collapse": _collapsi_collapse, "no move": _collapsi_no_move,
                 "unused jack": _collapsi_unused_jack, "last mover": _collapsi_last_mover,
                 "exit": _collapsi_exit, "pass through": _collapsi_pass_through},
    "collecto": {"push": _collecto_push, "collect": _collecto_collect,
                 "double": _collecto_double, "end": _collecto_end, "count": _collecto_count,
                 "declare": _collecto_declare, "suggest": _collecto_suggest},
    "coloretto": {"draw": _coloretto_draw, "take": _coloretto_take,
                  "+2": _coloretto_took(PLUS), "wild": _coloretto_took(WILD),
                  "last round": _coloretto_last_round,
                  "three colours": _coloretto_three_colours,
                  "removed colour": _coloretto_removed_colour,
                  "starting card": _coloretto_starting_card,
                  "last taker starts": _coloretto_last_taker_starts,
                  "last-round card": _coloretto_last_round_card},
    "spectrangle": {"match": _spectrangle_match, "joker": _spectrangle_joker,
                    "bonus": _spectrangle_bonus, "skip": _spectrangle_skip,
                    "exchange": _spectrangle_exchange},
}


# rules a rule set does not have: its guide leaves them out
LEFT_OUT = {"collecto/utwente": ("declare", "suggest"),
            "collapsi/standard": ("unused jack", "last mover", "exit", "pass through"),
            "collapsi/big": ("exit", "pass through"),
            # solo: a lost puzzle (stuck, or out too soon) is told, the guide is won
            "collapsi/solo": ("no move", "unused jack", "last mover"),
            # the Colors! guide is its last round alone; its round ends when the deck runs low
            "coloretto/colors": ("removed colour", "starting card", "last taker starts",
                                 "last-round card"),
            "coloretto/official": ("last round",)}
ALL = [(name, guide) for name in games() for guide in guides.guides(name)]


def test_the_guided_games_are_there():
    assert {name for name, _ in ALL} >= {"collapsi", "collecto", "coloretto", "spectrangle"}
    assert [g.variant for g in guides.guides("collapsi")] == ["standard", "big", "solo"]
    assert [g.players for g in guides.guides("collapsi")] == [2, 3, 1]
    # Collecto: one per rule set, the default first
    assert [g.variant for g in guides.guides("collecto")] == ["utwente", "official"]
    assert guides.guide_for("collecto", "official").variant == "official"
    assert [(g.variant, g.players) for g in guides.guides("coloretto")] == \
        [("colors", 2), ("official", 3)]


@pytest.mark.parametrize("name, guide", ALL, ids=[f"{n}-{g.variant}" for n, g in ALL])
def test_each_guide_plays_through_and_meets_every_rule(name, guide):
    met = set()
    state = guide.start()
    for before, step, move in guide.moves():
        assert step.say and step.move
        assert state.format_move(move) == step.move
        assert move in state.legal_moves()
        assert guide.expected(state) == move and guide.step(state) is step
        state.push(move)
        for rule in step.meets:
            assert RULES[name][rule](before, state, move), f"step {step.move}: no {rule}"
            met.add(rule)
    assert met == set(guide.rules), f"rules listed but not met: {set(guide.rules) - met}"
    left_out = set(LEFT_OUT.get(f"{name}/{guide.variant}", ()))
    assert set(guide.rules) == set(RULES[name]) - left_out, "a rule of the game is missing"
    assert state.is_over() and state.outcome().winners == (guide.you,)
    assert guide.step(state) is None and guide.expected(state) is None


def test_a_script_that_does_not_fit_its_deal_is_refused():
    guide = guides.guide_for("collapsi")
    wrong = guides.Guide(**{**guide.__dict__, "steps": (guides.Step("Tap b2", "b2", True),)})
    with pytest.raises(ValueError, match="not legal"):
        wrong.moves()
    turned = guides.Guide(**{**guide.__dict__, "steps": (
        guides.Step("Their move", guide.steps[0].move, False),)})
    with pytest.raises(ValueError, match="script is not to move"):
        turned.moves()


def test_the_store_remembers_what_was_offered(tmp_path, monkeypatch):
    monkeypatch.setenv("GAME_TABLE_DATA", str(tmp_path))
    store = Store()
    assert not guides.offered(store, "collapsi")
    guides.remember(store, "collapsi", "skipped")
    assert guides.offered(Store(), "collapsi") and not guides.offered(store, "collecto")
    guides.remember(store, "collapsi", "played")
    guides.remember(store, "collapsi", "skipped")      # played stays played
    assert Store().load(guides.KEY, {}) == {"collapsi": "played"}
    guides.remember(store, "collecto", "maybe")         # not a way to have been offered
    assert not guides.offered(Store(), "collecto")
