"""The words a player reads, in the player's language (docs/i18n.md).

Texts are marked where they are written, `_("...")`, `ngettext(...)`, `pgettext(context, ...)`,
and looked up in the chosen language's gettext catalog (`game/locale/<code>/LC_MESSAGES/
game.mo`, compiled from its `.po` by `python -m tools.catalogs`) at the moment they are shown:
nothing is translated at import, so a change of language in Settings reaches every screen
drawn after it.  A constant that is shown later is marked `N_("...")` and looked up where it
is shown.  A string a catalog lacks reads in English, the source language.

Until `use` is called the language is English: the command line, the bot protocol, records and
logs never call it, so they stay English whatever the machine's locale."""

from __future__ import annotations

import contextlib
import gettext
import io
import os
from pathlib import Path

DOMAIN = "game"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
SOURCE = "en"
# each language by its own name, in the order Settings offers them
LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
    "es": "Español",
    "it": "Italiano",
}
# the variables gettext reads for the language, in its order (`gettext.find`)
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_code = SOURCE
_generation = 0


def _(message: str) -> str:
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _catalog.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _catalog.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks a text for the catalogs without looking it up: a constant, looked up with `_`
    where it is shown."""
    return message


@contextlib.contextmanager
def in_english():
    """Texts looked up inside read in English, whatever the language in use: what a record
    or a link keeps is for every reader (docs/records.md), not the words of one screen."""
    global _catalog
    kept = _catalog
    _catalog = gettext.NullTranslations()
    try:
        yield
    finally:
        _catalog = kept


def code() -> str:
    """The language in use, a key of LANGUAGES."""
    return _code


def generation() -> int:
    """Counts the changes of language, for whatever keeps words drawn ahead."""
    return _generation


def catalog_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def use(language: str, data: bytes | None = None) -> bool:
    """Speak `language` from now on: its catalog from `data` (the bytes of a `.mo`, as the
    browser fetches it) or from the package's locale folder.  False, and nothing changed, for
    a language not offered or a catalog that cannot be read (a damaged file is no reason to
    stop the app: the player keeps the language in use)."""
    global _catalog, _code, _generation
    if language not in LANGUAGES:
        return False
    if language == SOURCE:
        catalog: gettext.NullTranslations = gettext.NullTranslations()
    else:
        try:
            if data is None:
                data = catalog_path(language).read_bytes()
            catalog = gettext.GNUTranslations(io.BytesIO(data))
        except (OSError, ValueError, UnicodeDecodeError, IndexError, KeyError):
            return False
    if language != _code or type(catalog) is not type(_catalog) or data is not None:
        _generation += 1
    _catalog, _code = catalog, language
    return True


def available(language: str) -> bool:
    """Whether this copy of the app holds `language`'s catalog (in the browser only English
    does until the page fetches another)."""
    return language == SOURCE or catalog_path(language).is_file()


def system_languages(environ=os.environ) -> list[str]:
    """The languages the environment asks for, as gettext reads them: the first of LANGUAGE
    (a list, "de:fr"), LC_ALL, LC_MESSAGES and LANG that is set, "de_DE.UTF-8" read as "de_DE"."""
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            return [part for part in value.split(":") if part]
    return []


def pick(preferences) -> str:
    """The first of the preferred languages ("de-CH", "fr_FR.UTF-8", "nl") that is offered,
    by its language alone; English when none is ("C" and "POSIX" ask for it too)."""
    for preference in preferences:
        language = str(preference).split(".")[0].split("@")[0].replace("-", "_")
        language = language.split("_")[0].lower()
        if language in LANGUAGES:
            return language
        if language in ("c", "posix"):
            return SOURCE
    return SOURCE


# numbers, percentages and ordinals as the language writes them: the separators and patterns
# are entries of the catalogs, so a translator sets them like any other word


def number(value: float, places: int = 0) -> str:
    """`value` with `places` decimals and grouped thousands: 1,234.5 in English, 1.234,5 in
    German."""
    text = f"{value:,.{places}f}"
    # Translators: the mark between the whole part of a number and its decimals (2.5)
    point = pgettext("decimal separator", ".")
    # Translators: the mark grouping a number's thousands (12,345); a space where your
    # language writes one
    group = pgettext("thousands separator", ",")
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def percent(value: float, places: int = 0) -> str:
    """`value` (0.875) as a percentage: "87.5%" in English, "87,5 %" in French."""
    # Translators: a percentage; {n} is the number.  French and German write a space before %
    return pgettext("percent", "{n}%").format(n=number(value * 100, places))


def ordinal(n: int) -> str:
    """A place: "1st", "2nd"; "1.", "2." in German; "1er", "2e" in French."""
    if _code == SOURCE:
        suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"
    if n == 1:
        return pgettext("ordinal", "1st")
    if n == 2:
        return pgettext("ordinal", "2nd")
    if n == 3:
        return pgettext("ordinal", "3rd")
    # Translators: a place after the third ("4th"); {n} is its number
    return pgettext("ordinal", "{n}th").format(n=n)
