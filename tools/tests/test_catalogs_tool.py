"""`python -m tools.catalogs` (docs/i18n.md): the committed template is what the code marks,
each language's .po is up to it, and each committed .mo is its .po compiled, so the game
(which reads only the .mo) says what the .po says."""

from __future__ import annotations

from tools import catalogs


def test_the_committed_catalogs_are_what_the_tool_writes():
    stale = [str(path) for path, data in catalogs.wanted().items()
             if not path.is_file() or path.read_bytes() != data]
    assert stale == []


def test_check_names_a_stale_file_and_changes_nothing(tmp_path, monkeypatch, capsys):
    wanted = catalogs.wanted()
    path = next(p for p in wanted if p.suffix == ".mo")
    copy = tmp_path / path.name
    copy.write_bytes(b"damaged")
    monkeypatch.setattr(catalogs, "wanted", lambda: {copy: wanted[path]})
    assert catalogs.main(["--check"]) == 1
    assert "out of date" in capsys.readouterr().out
    assert copy.read_bytes() == b"damaged"
    assert catalogs.main([]) == 0
    assert copy.read_bytes() == wanted[path]
