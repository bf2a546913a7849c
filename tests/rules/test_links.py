"""Share links (game/table/links.py, docs/records.md "Share links"): round trips for every game
and variant, compact sizes, the loader's URL pitfalls, and every broken link refused with its
reason.  Pure Python: this file also runs inside Pyodide."""

import random
import re

import pytest

from game.table import codes, links
from game.table.links import LinkError, decode, encode, payload, site_base
from game.table.codes import ALPHABET
from game.table.records import Record, RecordError, replay
from game.table.registry import games, get_game
from game.table.session import Table

SITE = "https://someone.github.io/game-table/"
BIG_SEED = 1_987_654_321        # a 31-bit seed like the ones fresh_seed draws


def play(game, variant=None, players=None, seed=1, options=None, stop=None, kinds=None):
    """A record of random play from a seeded deal: to the end, or `stop` moves."""
    game = get_game(game) if isinstance(game, str) else game
    v = game.variant(variant)
    players = players or v.player_counts[0]
    state = game.new_game(v.name, options or {}, players, seed)
    rng = random.Random(seed)
    while not state.is_over() and (stop is None or len(state.history) < stop):
        state.push(rng.choice(state.legal_moves()))
    kinds = kinds or (["human"] + ["expert", "random", "easy", "hard"][:players - 1])
    return Table(state, kinds, seed).record()


def every_setting():
    """(game, variant, players, options) for every game, variant, player count, and the
    Collapsi options."""
    for game in games().values():
        for v in game.variants.values():
            for n in v.player_counts:
                yield game.name, v.name, n, {}
                names = {o.name for o in v.options}
                if {"board", "start"} <= names:
                    yield game.name, v.name, n, {"board": "shifting"}
                    yield game.name, v.name, n, {"start": "choice"}
                    yield game.name, v.name, n, {"board": "shifting", "start": "choice"}


SETTINGS = list(every_setting())


def same_deal(a: Record, b: Record) -> bool:
    return (a.game, a.variant, a.options, a.players, a.seed, a.setup) == \
        (b.game, b.variant, b.options, b.players, b.seed, b.setup)


# --- round trips -----------------------------------------------------------------------------

def test_every_game_and_variant_is_covered():
    covered = {(g, v) for g, v, _, _ in SETTINGS}
    assert covered == {(g.name, v) for g in games().values() for v in g.variants}
    assert ("collapsi", "solo", 1, {}) in SETTINGS
    assert ("collapsi", "big", 4, {"board": "shifting", "start": "choice"}) in SETTINGS


@pytest.mark.parametrize("game,variant,players,options", SETTINGS,
                         ids=[f"{g}-{v}-{n}-{'-'.join(o.values()) or 'default'}"
                              for g, v, n, o in SETTINGS])
def test_round_trip_at_the_start_mid_game_and_finished(game, variant, players, options):
    for seed in (1, BIG_SEED):
        full = play(game, variant, players, seed, options)
        assert full.result is not None
        for stop in (0, len(full.moves) // 2, None):
            record = play(game, variant, players, seed, options, stop)
            link = encode(record, site=SITE)
            assert link.startswith(SITE + "?g=1")
            assert decode(link) == record
            # Without the moves: the same deal, rules and seats, at the start.
            start = decode(encode(record, moves=False, site=SITE))
            assert same_deal(start, record) and start.moves == [] and start.result is None
            assert len(encode(record, moves=False)) <= len(encode(record))


def test_decoded_record_replays_to_the_same_position():
    record = play("coloretto", "official", 4, seed=8, stop=40)
    back = decode(encode(record))
    assert replay(back).key() == replay(record).key()
    assert back.to_json() == record.to_json()


def test_the_seed_replaces_the_setup_when_it_deals_it():
    record = play("spectrangle", None, 3, seed=BIG_SEED, stop=10)
    by_seed = payload(record)
    by_setup = payload(Record(**{**record.__dict__, "seed": None}))
    assert len(by_seed) < len(by_setup) - 60
    assert decode(by_setup).seed is None and decode(by_setup).setup == record.setup
    assert decode(by_seed) == record


def test_a_seed_that_did_not_deal_the_setup_keeps_both():
    dealt = play("collecto", "official", 3, seed=4, stop=6)
    other = Record(**{**dealt.__dict__, "seed": 5})       # the setup is seed 4's deal
    back = decode(encode(other))
    assert back.seed == 5 and back.setup == dealt.setup and back.moves == dealt.moves


def test_a_hand_given_setup():
    record = Record("collapsi", "standard", {}, ["human", "human"], None,
                    {"grid": ["A422", "33AA", "32JJ", "42A3"]}, ["c4", "a3", "c1"])
    back = decode(encode(record))
    assert back == record
    # A Coloretto deck in an order no seed dealt: every card reversed.
    deck = get_game("coloretto").new_game("colors", {}, 2, 3).setup["deck"][::-1]
    record = Record("coloretto", "colors", {}, ["medium", "human"], None, {"deck": deck},
                    ["d1", "d2", "d1"])
    assert decode(encode(record)) == record


def test_moves_come_back_in_the_games_own_notation():
    record = play("coloretto", "colors", 3, seed=2, stop=8)
    shouting = Record(**{**record.__dict__, "moves": [m.upper() for m in record.moves]})
    assert decode(encode(shouting)).moves == record.moves


def test_a_solo_puzzle_and_its_solution():
    import datetime

    from game.collapsi.puzzle import daily_seed, deal_puzzle
    from game.collapsi.rules import COLLAPSI, solve
    seed = daily_seed(datetime.date(2025, 7, 9))
    state = COLLAPSI.start("solo", {}, 1, deal_puzzle(seed))
    for move in solve(state):
        state.push(move)
    record = Table(state, ["human"], seed).record()
    link = encode(record)
    assert decode(link) == record and record.result["winners"] == [0]
    assert len(link.split("?")[1]) <= 40      # the seed stands for the deal


def test_players_are_the_seat_kinds():
    record = play("collecto", "official", 4, seed=3, stop=5,
                  kinds=["human", "greedy", "expert", "friend"])
    assert decode(encode(record)).players == ["human", "greedy", "expert", "friend"]


@pytest.mark.parametrize("seat,message", [
    ("a friend", "unknown player 'a friend'"), ("", "unknown player ''"),
    ("x" * 1001, "at most 1000 characters"), ("cmd:python3 bot.py", "a program on this machine"),
    ("cmd:  ", "names no program")])
def test_a_link_carries_only_the_seats_a_record_may_name_and_never_a_program(seat, message):
    """The same strict reading as a record's (docs/records.md): neither made nor opened."""
    record = play("collapsi", seed=3, stop=2)
    record.players[1] = seat
    with pytest.raises(LinkError, match=f"cannot be shared: seat 1: .*{message}"):
        encode(record)
    refused(crafted(players=["human", seat]), f"seat 1: .*{message}")


def test_a_name_that_is_not_text_is_neither_made_nor_opened():
    record = play("collapsi", seed=3, stop=2)
    record.players[1] = "\ud800"           # a lone surrogate: no UTF-8 writes it
    with pytest.raises(LinkError, match=r"seat 1: unknown player '\\ud800'"):
        encode(record)
    body = bytearray()
    codes.put_string(body, "collapsi")
    codes.put_string(body, "standard")
    codes.put_varint(body, 2)
    codes.put_string(body, "human")
    surrogate = "\ud800".encode("utf-8", "surrogatepass")
    codes.put_varint(body, len(surrogate) * 2 + 1)
    refused(codes.wrap(bytes(body) + surrogate + bytes(12)), "malformed: a name is not text")


def test_every_name_the_games_use_is_a_one_byte_word():
    """New games, variants, options or players: append them to codes.WORDS (never reorder)."""
    from game.table.seats import player_names
    names = {"human"}
    for game in games().values():
        names.add(game.name)
        names.update(player_names(game.name))
        for v in game.variants.values():
            names.add(v.name)
            for o in v.options:
                names.add(o.name)
                names.update(c for c in o.choices if isinstance(c, str))
    assert names <= set(codes.WORDS), sorted(names - set(codes.WORDS))
    assert len(set(codes.WORDS)) == len(codes.WORDS)


def test_a_link_made_today_opens_the_same_game_tomorrow():
    """The format and the deals are frozen: if this fails, old links no longer open (bump
    links.VERSION and keep reading version 1, or keep the old deal)."""
    record = Record("collapsi", "standard", {}, ["human", "expert"], 7,
                    get_game("collapsi").new_game(seed=7).setup,
                    ["c4", "a3", "c1", "d1", "a1", "b1", "a4", "c2", "a2", "d2", "b4"])
    record.result = replay(record).outcome().to_json()
    assert payload(record) == GOLDEN_COLLAPSI
    assert decode(GOLDEN_COLLAPSI) == record
    coloretto = play("coloretto", "official", 5, seed=BIG_SEED, stop=30)
    assert payload(coloretto) == GOLDEN_COLORETTO
    assert decode(GOLDEN_COLORETTO) == coloretto


GOLDEN_COLLAPSI = "10Q4hQ7rzMLJ57mn2lDdKmSQW5gk"
GOLDEN_COLORETTO = "10hxinXtNVSUs9WIoZ1jAIkuugz2xxi26dQoUSoiwzvW1"


# --- where the payload sits, and what decode accepts ---------------------------------------

def test_decode_accepts_any_address_or_the_bare_payload():
    record = play("spectrangle", None, 2, seed=6, stop=12)
    text = payload(record)
    for link in [text, f"g={text}", f"?g={text}", f"{SITE}?g={text}",
                 f"http://127.0.0.1:8000/?g={text}", f"https://x.itch.zone/html/1/index.html?g={text}",
                 f"{SITE}?g={text}&fbclid=XYZ", f"{SITE}?utm=1&g={text}#top",
                 f"  <{SITE}?g={text}>.  ", f"({SITE}?g={text}).", f"\"{text}\"",
                 f"{SITE}?g={text[:20]}\n{text[20:]}"]:
        assert decode(link) == record, link


def test_site_base_argument_then_environment_then_the_deployed_default(monkeypatch):
    monkeypatch.delenv(links.SITE_ENV, raising=False)
    assert site_base() == links.DEPLOYED_SITE == ""     # not deployed: no made-up address
    monkeypatch.setenv(links.SITE_ENV, "https://me.github.io/table")
    assert site_base() == "https://me.github.io/table/"
    assert site_base("https://x.github.io/t/index.html?g=old#debug") == \
        "https://x.github.io/t/index.html"
    assert site_base("http://127.0.0.1:8000") == "http://127.0.0.1:8000/"
    assert site_base("") == ""
    record = play("collapsi", seed=2, stop=3)
    assert encode(record).startswith("https://me.github.io/table/?g=1")
    assert encode(record, site="").startswith("?g=1")


def loader_safe(link: str) -> None:
    """What pygbag 0.9.3's loader does with a page address (docs/web-page.md, "URL pitfalls")."""
    assert "#" not in link                                 # no fragment at all (#debug)
    query = link.split("?", 1)[1]
    first = query.split("&")[0]
    assert "py" not in first.lower()                        # taken as the interpreter's name
    assert "-i" not in query                                # interactive mode
    assert not re.search(".apk", query)                    # the loader's own regex
    assert re.fullmatch(r"g=[0-9A-Za-z]+", query)          # nothing to escape, nothing to trim
    assert "p" not in query.lower()


def test_links_never_trip_the_loader():
    rng = random.Random(11)
    count = 0
    for game, variant, n, options in SETTINGS:
        for _ in range(6):
            seed = rng.choice([0, 1, rng.randrange(1 << 31), -rng.randrange(1 << 40)])
            full = play(game, variant, n, seed, options)
            for stop in (0, rng.randrange(len(full.moves) + 1), None):
                record = play(game, variant, n, seed, options, stop)
                for moves in (True, False):
                    link = encode(record, moves, SITE)
                    loader_safe(link)
                    count += 1
                hand = Record(**{**record.__dict__, "seed": None})
                loader_safe(encode(hand, site=SITE))
    assert count > 500
    assert set(ALPHABET) == set("0123456789ABCDEFGHIJKLMNOQRSTUVWXYZabcdefghijklmnoqrstuvwxyz")


# Bounds measured on random play (docs/records.md lists typical lengths): the query part,
# "?g=...", of a whole game with a 31-bit seed.
LENGTH_BOUNDS = {("collapsi", "standard", 2): 40, ("collapsi", "big", 4): 50,
                 ("collapsi", "solo", 1): 40, ("collecto", "utwente", 2): 48,
                 ("collecto", "official", 4): 56, ("spectrangle", "standard", 4): 62,
                 ("coloretto", "colors", 5): 90, ("coloretto", "official", 5): 85}


@pytest.mark.parametrize("game,variant,players", list(LENGTH_BOUNDS))
def test_links_of_whole_games_are_short(game, variant, players):
    lengths = []
    for seed in range(12):
        record = play(game, variant, players, BIG_SEED + seed)
        lengths.append(len(encode(record, site="")))
        assert len(encode(record, moves=False, site="")) <= 40
    assert max(lengths) <= LENGTH_BOUNDS[game, variant, players], lengths


@pytest.mark.parametrize("game,variant,options", [
    (game, variant, options) for game, variant, n, options in SETTINGS if n == 2])
def test_every_link_of_a_finished_two_player_friend_game_is_under_2000_characters(
        game, variant, options):
    """Issue 17's bound, on the whole address a friend is sent: the site, a person here and
    a friend there, every move of the game (tools/link_lengths.py prints the longest)."""
    for seed in range(8):
        record = play(game, variant, 2, BIG_SEED + seed, options, kinds=["human", "friend"])
        assert record.result is not None and record.players == ["human", "friend"]
        link = encode(record, site=SITE)
        assert link.startswith(SITE) and len(link) < 2000
        assert decode(link).moves == record.moves


# --- broken links ----------------------------------------------------------------------------

def sample_link():
    return encode(play("coloretto", "official", 4, seed=BIG_SEED, stop=50), site=SITE)


def refused(link: str, message: str = "") -> str:
    """The message decode gives `link`; it must raise LinkError, nothing else."""
    try:
        record = decode(link)
    except LinkError as exc:
        assert re.search(message, str(exc)), (str(exc), message)
        return str(exc)
    raise AssertionError(f"{link!r} opened a game: {record}")


def test_every_truncation_is_refused_as_cut_off():
    link = sample_link()
    start = link.index("?g=") + 3
    for end in range(len(link)):
        message = refused(link[:end])
        if end > start:
            assert "cut off" in message, (end, message)
        elif end <= start:
            assert "not a game link" in message


def test_every_single_character_change_is_refused():
    link = sample_link()
    start = link.index("?g=") + 3
    rng = random.Random(5)
    messages = set()
    for at in range(start, len(link)):
        others = [c for c in ALPHABET if c != link[at] and not lookalikes(c, link[at])]
        for c in rng.sample(others, 8) + ["p", "-", "%", "_"]:
            message = refused(link[:at] + c + link[at + 1:],
                              "changed|cut off|newer version|unknown format|not a game link")
            messages.add(message.split(":")[0].split(" (")[0])
        # Two neighbours swapped, a character doubled or dropped.
        if at + 1 < len(link) and link[at] != link[at + 1]:
            refused(link[:at] + link[at + 1] + link[at] + link[at + 2:])
        refused(link[:at] + link[at] + link[at:])
        refused(link[:at] + link[at + 1:])
    assert "this link was changed after it was made" in messages


def lookalikes(a: str, b: str) -> bool:
    return any(a in group and b in group for group in links.LOOKALIKES)


def test_a_code_typed_by_hand_with_look_alikes_opens_the_same_game():
    """O, o and 0, and l, I and 1, read for one another: today's codes, copied by hand with
    any of their look-alikes mistaken, open the very game they hold."""
    for code in (GOLDEN_COLLAPSI, GOLDEN_COLORETTO):
        record = decode(code)
        spots = [i for i, c in enumerate(code) if any(c in g for g in links.LOOKALIKES)]
        assert len(spots) >= 3
        rng = random.Random(code)
        for _ in range(20):
            typed = list(code)
            for i in rng.sample(spots, 3):
                group = next(g for g in links.LOOKALIKES if code[i] in g)
                typed[i] = rng.choice([c for c in group if c != code[i]])
            assert decode("".join(typed)) == record
    # a change that is not a look-alike is still refused, and so is a code with too many
    # look-alikes to read every way
    refused(GOLDEN_COLLAPSI[:5] + ("X" if GOLDEN_COLLAPSI[5] != "X" else "Y")
            + GOLDEN_COLLAPSI[6:], "changed")
    refused("1" + "0" * 30, "")


def test_the_checksum_is_named():
    link = sample_link()
    at = len(link) - 10
    changed = link[:at] + ("A" if link[at] != "A" else "B") + link[at + 1:]
    refused(changed, r"this link was changed after it was made \(checksum\)")


def test_not_links_at_all():
    for text in ["", "   ", "hello", "?", "?g=", "https://someone.github.io/game-table/",
                 "https://someone.github.io/game-table/?x=1", "#debug", "g=", "%%%", "-i"]:
        refused(text, "not a game link|cut off|changed")
    with pytest.raises(LinkError):
        decode(None)


def test_a_link_from_a_newer_version():
    text = payload(play("collapsi", seed=3, stop=2))
    refused("3" + text[1:], r"newer version of the game \(v3\)")
    refused(f"{SITE}?g=A{text[1:]}", "not a game link")
    refused("0" + text[1:], r"unknown format \(v0\)")


def crafted(game="collapsi", variant="standard", players=("human", "expert"), options=None,
            flags=1, seed=7, setup=None, indices=(), radices=(), meaning=0, digest_of=False):
    """A payload written by hand with a correct checksum; its digest is `meaning`, or the
    right one if `digest_of` (computed from a replay of the moves)."""
    options = options or {}
    if digest_of:
        state = get_game(game).new_game(variant, options, len(players), seed)
        setup_used = state.setup
        texts = []
        for index in indices:
            text, move = codes.sorted_legal(state)[index]
            texts.append(text)
            state.push(move)
        meaning = codes.meaning(game, variant, options, list(players), seed, setup_used, texts)
    body = codes.body(game, variant, list(players), options, flags, seed, setup,
                       list(indices), list(radices), meaning)
    return codes.wrap(body)


def first_moves(game="collapsi", seed=7, count=None):
    """Always the first legal move (in link order), from seed `seed`'s deal: the indices and
    the number of legal moves at each step, to the end or `count` moves."""
    state = get_game(game).new_game(seed=seed)
    indices, radices = [], []
    while not state.is_over() and (count is None or len(indices) < count):
        legal = codes.sorted_legal(state)
        indices.append(0)
        radices.append(len(legal))
        state.push(legal[0][1])
    return indices, radices


def test_crafted_payloads_are_checked_by_replaying_them():
    refused(crafted(game="chess"), "unknown game 'chess'")
    refused(crafted(variant="huge"), "no variant 'huge'")
    refused(crafted(players=["human"] * 3), "for 2 players, not 3")
    refused(crafted(options={"size": "9"}), "no option 'size'")
    refused(crafted(variant="big", options={"board": "wobbly"}), "must be one of")
    refused(crafted(flags=2, seed=None, setup={"grid": ["JJJJ"] * 4}), "bad setup")
    refused(crafted(flags=2, seed=None, setup={}), "bad setup")
    refused(crafted(flags=0), "malformed")
    refused(crafted(indices=[], radices=[], seed=7) [:-1], "cut off")
    # An index beyond the legal moves (only the last move can hold one): it names the move.
    indices, radices = first_moves(count=2)
    legal = radices[-1]
    refused(crafted(indices=indices[:-1] + [legal], radices=radices[:-1] + [legal + 1]),
            f"move 2 is not legal: the link picks move {legal + 1} of the {legal} legal ones")
    # One move too many: the game was already over.
    indices, radices = first_moves()
    refused(crafted(indices=indices + [0], radices=radices + [1]),
            f"move {len(indices) + 1}: the game is already over")
    # With the right digest, the same moves open.
    indices, radices = first_moves(count=3)
    record = decode(crafted(indices=indices, radices=radices, meaning=None, digest_of=True))
    assert len(record.moves) == 3 and record.seed == 7


def test_a_link_that_reads_differently_here_is_refused():
    """The digest: the same bytes with a different meaning (as when a deal or the order of
    the legal moves changed between versions) never open silently."""
    record = play("collapsi", seed=7)
    text = payload(record)
    number = codes.from_digits(text[3:])
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")[1:-4]
    body, digest = raw[:-3], int.from_bytes(raw[-3:], "big")
    assert decode(codes.wrap(body + digest.to_bytes(3, "big"))) == record
    wrong = codes.wrap(body + ((digest + 1) % (1 << 24)).to_bytes(3, "big"))
    refused(wrong, "does not open the same game in this version")


def test_a_word_from_a_newer_version_is_named():
    body = bytearray()
    codes.put_varint(body, 2 * len(codes.WORDS))      # the first word after ours
    refused(codes.wrap(bytes(body) + bytes(20)), "newer version")


def test_random_bytes_with_a_good_checksum_never_crash():
    rng = random.Random(2)
    for size in range(0, 60, 3):
        for _ in range(20):
            body = bytes(rng.randrange(256) for _ in range(size))
            refused(codes.wrap(body))


def test_a_record_that_does_not_replay_cannot_be_shared():
    record = play("collapsi", seed=3)
    record.moves = record.moves[:2] + ["z9"]
    record.result = None
    with pytest.raises(LinkError, match=r"cannot be shared: move 3"):
        encode(record)
    assert issubclass(LinkError, RecordError)


# --- sizes, before any work ------------------------------------------------------------------

def test_a_text_longer_than_any_link_is_refused_before_it_is_read():
    import time
    text = "?g=" + payload(play("collapsi", seed=3)) + "0" * 10_000_000
    start = time.perf_counter()
    refused(text, r"not a game link: it is 10000031 characters long, and a link is at most "
                  r"10000")
    assert time.perf_counter() - start < 0.5
    # The longest payload, with an address and other query items around it, is read.
    record = play("coloretto", "official", 5, seed=BIG_SEED)
    long_site = "https://someone.github.io/" + "x" * 5000 + "/"
    assert decode(encode(record, site=long_site) + "&fbclid=" + "Q" * 1000) == record


def test_a_record_too_long_for_a_link_is_known_before_its_digits_are_written():
    body = bytearray()
    fits = 0
    while True:        # the longest body whose payload the two length characters can give
        try:
            text = codes.wrap(bytes(body))
        except LinkError as exc:
            assert "too long for a link" in str(exc)
            break
        fits = len(body)
        assert len(text) <= 3 + codes.MAX_DIGITS
        body += b"\xff" * 16
    assert fits > 2600
    import time
    start = time.perf_counter()
    with pytest.raises(LinkError, match="too long for a link"):
        codes.wrap(bytes(1_000_000))
    assert time.perf_counter() - start < 0.5
    record = play("collapsi", seed=3)
    record.players[0] = "x" * 10_000_000
    start = time.perf_counter()
    with pytest.raises(LinkError, match="seat 0: a seat is at most 1000 characters"):
        encode(record)
    assert time.perf_counter() - start < 0.5


def test_a_setup_that_unpacks_beyond_any_deal_is_refused():
    """An inflation bomb: a few hundred bytes of link that would unpack to a megabyte."""
    grid = get_game("collapsi").new_game(seed=7).setup["grid"]
    bomb = crafted(flags=2, seed=None, setup={"grid": grid, "x": "a" * 1_000_000})
    assert len(bomb) < 3000
    refused(bomb, "malformed: the setup does not unpack")
    refused(crafted(flags=2, seed=None, setup={"grid": grid, "x": "a" * 4100}),
            "malformed: the setup does not unpack")
    refused(crafted(flags=2, seed=None, setup={"grid": grid, "x": 1}),
            r"bad setup: unknown key 'x' \(a collapsi standard setup holds 'grid'\)")
