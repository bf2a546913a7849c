"""The command line's printing, property by property (hypothesis): any text goes through
`shown` into printable text that encodes, and back out unchanged (no two texts print the
same); any name in a record is printed that way by `replay`, or refused in one line with exit
status 2.  Derandomized and without a database, so every run tries the same inputs."""

import json
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli import main, shown

PROPERTY = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])

hostile = st.one_of(st.characters(),            # every code point, lone surrogates included
                    st.sampled_from("\x1b\x9b\x7f\x00\n\r\t\\\ud800\udfff\u202e\u2028 x"))
texts = st.text(hostile, max_size=40)


def unshown(text: str) -> str:
    """The text `shown` printed as `text`, read back by the escapes alone."""
    def one(match):
        escape = match.group(0)
        return "\\" if escape == "\\\\" else chr(int(escape[2:], 16))
    return re.sub(r"\\\\|\\x[0-9a-f]{2}|\\u[0-9a-f]{4}|\\U[0-9a-f]{8}", one, text)


def printable(text: str) -> bool:
    text.encode("utf-8")                        # no lone surrogate left
    return all(c.isprintable() for c in text)   # no control, ESC or C1 among them


@PROPERTY
@given(text=texts)
def test_any_text_prints_as_printable_text_that_reads_back(text):
    out = shown(text)
    assert printable(out)
    assert unshown(out) == text
    if text.isprintable() and "\\" not in text:
        assert out == text


@PROPERTY
@given(text=texts)
def test_a_message_keeps_its_quotes_and_never_prints_a_control(text):
    message = f"unknown player {text!r}: {text}"
    out = shown(message, backslash=False)
    assert printable(out)
    assert out.startswith(f"unknown player {text!r}: ")       # repr's escapes left as they are


SEVEN = {"format": 1, "game": "collapsi", "variant": "standard", "options": {},
         "players": ["expert", "random"], "seed": 7,
         "setup": {"grid": ["A422", "33AA", "32JJ", "42A3"]},
         "moves": ["c4", "a3", "c1", "d1", "a1", "b1", "a4", "c2", "a2", "d2", "b4"],
         "result": {"scores": [1, 0], "winners": [0],
                    "reason": "Player 2 cannot move; Player 1 made the last move and wins"}}


@PROPERTY
@given(name=texts)
def test_replay_prints_any_seat_or_refuses_it_in_one_line(name, tmp_path_factory, capsys):
    """A `cmd:` seat holds any text and is printed so it reads back; any other text is a seat
    only if it is one of the game's, and is refused otherwise."""
    path = tmp_path_factory.mktemp("seat") / "game.json"
    for seat in (name, "cmd:" + name):
        path.write_text(json.dumps({**SEVEN, "players": [seat, "random"]}))
        status = main(["replay", str(path)])
        out, err = capsys.readouterr()
        assert printable(out.replace("\n", "")) and printable(err.replace("\n", ""))
        if status == 0:
            shown_seat = re.search(r"^winners: seat 0 \((.*)\)$", out, re.M).group(1)
            assert unshown(shown_seat) == seat and err == ""
        else:
            assert status == 2 and out == "" and err.count("\n") == 1
            assert err.startswith(f"error: {path}: seat 0: ")
