"""The translation catalogs (docs/i18n.md), with Babel, a development dependency the game never
imports:

    python -m tools.catalogs           extract the marked texts into game/locale/game.pot,
                                       bring every language's .po up to it, compile each .mo
    python -m tools.catalogs --check   exit 1 if any of those files is not what that would write

The compiled `.mo` files are committed beside their `.po`, so the game runs from a checkout
without Babel; tests/test_catalogs.py holds them equal to a fresh compile."""

from __future__ import annotations

import argparse
import datetime
import io
import os
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from game.core import i18n

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
TEMPLATE = LOCALE / f"{i18n.DOMAIN}.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "npgettext": ((1, "c"), 2, 3)}
COMMENTS = ["Translators:"]
# what is extracted: the game's Python and the words of the page around it (web/words.py)
SOURCES = (("game", [("**.py", "python")]), ("web", [("words.py", "python")]))
PROJECT = "Board game table"
STEADY_DATE = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


def mo_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"


def translated() -> list[str]:
    return [code for code in i18n.LANGUAGES if code != i18n.SOURCE]


def extract() -> Catalog:
    """Every marked text of the sources, with where it is and its translators' comments."""
    catalog = _headed(Catalog(fuzzy=False, charset="utf-8"), None)
    for folder, method_map in SOURCES:
        for filename, lineno, message, comments, context in extract_from_dir(
                ROOT / folder, method_map, keywords=KEYWORDS, comment_tags=COMMENTS,
                strip_comment_tags=True):
            path = f"{folder}/{filename}"
            catalog.add(message, None, [(path, lineno)], auto_comments=comments,
                        context=context)
    return catalog


def _headed(catalog: Catalog, language: str | None) -> Catalog:
    """The header every catalog file carries: whose words, and no one's address."""
    name = i18n.LANGUAGES[language] if language else "The texts to translate"
    catalog.header_comment = (f"# {name}: the words of the board game table (docs/i18n.md).\n"
                              "# Written with python -m tools.catalogs; translations by hand.")
    catalog.project, catalog.version = PROJECT, ""
    catalog.msgid_bugs_address = ""
    catalog.last_translator = catalog.language_team = ""
    catalog.fuzzy = False
    return catalog


def dump_po(catalog: Catalog, **options) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=96, omit_header=False, **options)
    return _steady(out.getvalue())


def _steady(text: bytes) -> bytes:
    """Drop the header lines that change with every run (dates), so a file changes only when
    its words do."""
    lines = [line for line in text.split(b"\n")
             if not line.startswith((b'"POT-Creation-Date:', b'"PO-Revision-Date:'))]
    return b"\n".join(lines)


def load_po(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=language, domain=i18n.DOMAIN)


def updated(template: Catalog, language: str) -> Catalog:
    """The language's catalog brought up to the template: new texts empty, gone ones dropped
    (no fuzzy guesses: a text with no translation reads in English)."""
    path = po_path(language)
    if path.is_file():
        catalog = load_po(path, language)
    else:
        catalog = Catalog(locale=language, domain=i18n.DOMAIN)
    catalog.update(template, no_fuzzy_matching=True)
    _headed(catalog, language)
    catalog.obsolete.clear()
    return catalog


def compiled(catalog: Catalog) -> bytes:
    # the header's dates would change the file at every run; gettext reads none of them
    catalog.creation_date = catalog.revision_date = STEADY_DATE
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def wanted() -> dict[Path, bytes]:
    """Each catalog file as it should be."""
    template = extract()
    files = {TEMPLATE: dump_po(template, ignore_obsolete=True)}
    for language in translated():
        catalog = updated(template, language)
        files[po_path(language)] = dump_po(catalog, ignore_obsolete=True, include_previous=False)
        files[mo_path(language)] = compiled(load_po_bytes(files[po_path(language)], language))
    return files


def load_po_bytes(data: bytes, language: str) -> Catalog:
    return read_po(io.BytesIO(data), locale=language, domain=i18n.DOMAIN)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a catalog file is out of date")
    args = parser.parse_args(argv)
    stale = []
    for path, data in wanted().items():
        if path.is_file() and path.read_bytes() == data:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    for path in stale:
        print(("out of date: " if args.check else "wrote ") + os.path.relpath(path, ROOT))
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
