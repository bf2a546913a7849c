"""The translation catalogs (docs/i18n.md): each language has every marked text and no other,
each translated, with the source's placeholders, valid plural forms and only letters the
shipped fonts draw; nothing is looked up at import; a module that looks texts up with `_`
never binds that name to anything else.  (That the .pot is what the code marks and each .mo
is its .po compiled: tools/tests/test_catalogs.py.)"""

from __future__ import annotations

import ast
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game.core import i18n
from game.table.registry import games

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE]
FONTS = sorted((ROOT / "assets" / "fonts").glob("*.otf"))


def catalog(path: Path, language: str | None = None):
    with path.open("rb") as f:
        return read_po(f, locale=language, domain=i18n.DOMAIN)


def entries(cat) -> dict:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)): m for m in cat if m.id}


def forms(message) -> tuple:
    """A message's translations: one, or its plural forms."""
    return message.string if isinstance(message.string, tuple) else (message.string,)


def fields(text: str) -> set[str]:
    """The named placeholders of a text ("{name} wins" -> {"name"})."""
    return {name for _literal, name, _spec, _conversion in string.Formatter().parse(text)
            if name is not None}


TEMPLATE = entries(catalog(i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"))


def test_the_template_has_the_marked_texts_of_every_part():
    files = {path.split("/")[1] for m in TEMPLATE.values() for path, _line in m.locations}
    assert len(TEMPLATE) > 1000, len(TEMPLATE)
    for part in ("ui", "table", "core", *games()):
        assert part in files, part


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_catalog_has_every_text_translated_and_no_other(language):
    cat = catalog(i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.po", language)
    found = entries(cat)
    assert set(found) == set(TEMPLATE)
    untranslated = [key for key, m in found.items() if not all(forms(m))]
    assert untranslated == []
    assert [m.id for m in found.values() if m.fuzzy] == []
    assert cat.num_plurals == 2, cat.plural_forms   # the six languages' rule: one, or more
    for m in found.values():
        assert len(forms(m)) == (1 if isinstance(m.id, str) else 2), m.id
        for form in forms(m):
            source = m.id if isinstance(m.id, str) else m.id[-1]
            assert fields(form) == fields(source), (m.id, form)
    assert [(m.id, errors) for m, errors in cat.check()] == []


def letters_of_fonts() -> set[str]:
    drawn = None
    for path in FONTS:
        cmap = {chr(code) for code in TTFont(path).getBestCmap()}
        drawn = cmap if drawn is None else drawn & cmap
    return drawn or set()


def test_the_fonts_draw_every_letter_of_every_catalog():
    drawn = letters_of_fonts() | {"\n"}
    missing = {}
    for language in TRANSLATED:
        cat = catalog(i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.po", language)
        for m in cat:
            for form in forms(m):
                for letter in set(form or "") - drawn:
                    missing.setdefault(letter, (language, form))
    assert missing == {}


def lacking(glyphs, text: str) -> list[str]:
    """The letters of `text` the FreeType font `glyphs` has no glyph for."""
    return [c for c, m in zip(text, glyphs.get_metrics(text), strict=True) if m is None]


def test_every_translated_text_renders_with_no_missing_glyph():
    """Each translated text drawn with the shipped fonts: FreeType finds a glyph of the font
    for every letter (its metrics are None for one it lacks, which pygame.font would draw as
    a box), and the app's own font renderer draws the whole text."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    import pygame.freetype
    pygame.font.init()
    pygame.freetype.init()
    texts = set()
    for language in TRANSLATED:
        cat = catalog(i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.po", language)
        for m in cat:
            if m.id:
                texts.update(line for form in forms(m) for line in form.split("\n"))
    texts.discard("")
    assert len(texts) > 1000
    for path in FONTS:
        glyphs, font = pygame.freetype.Font(str(path), 16), pygame.font.Font(str(path), 16)
        missing = {text: lacking(glyphs, text) for text in texts}
        assert {text: letters for text, letters in missing.items() if letters} == {}
        assert all(font.render(text, True, (255, 255, 255)).get_width() > 0 for text in texts)
    # the detector itself: a letter no Latin font has is found missing
    assert lacking(glyphs, "a\u4e00") == ["\u4e00"]


def test_nothing_is_looked_up_at_import():
    """Importing every module of the game looks up no text: the language a player picks
    later must reach every word, so none may be fixed when a module loads."""
    code = (
        "import os, pkgutil, importlib\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "from game.core import i18n\n"
        "looked = []\n"
        "class Spy(i18n.gettext.NullTranslations):\n"
        "    def gettext(self, m): looked.append(m); return m\n"
        "    def ngettext(self, s, p, n): looked.append(s); return s if n == 1 else p\n"
        "    def pgettext(self, c, m): looked.append(m); return m\n"
        "    def npgettext(self, c, s, p, n): looked.append(s); return s if n == 1 else p\n"
        "i18n._catalog = Spy()\n"
        "import game\n"
        "for info in pkgutil.walk_packages(game.__path__, 'game.'):\n"
        "    if info.name != 'game.__main__':\n"
        "        importlib.import_module(info.name)\n"
        "print(looked)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def looks_up(tree: ast.Module) -> bool:
    return any(isinstance(node, ast.ImportFrom) and node.module == "game.core.i18n"
               and any(alias.name == "_" for alias in node.names) for node in tree.body)


def binds_underscore(tree: ast.Module) -> list[int]:
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            lines.append(node.lineno)
        elif isinstance(node, ast.arg) and node.arg == "_":
            lines.append(node.lineno)
        elif isinstance(node, ast.ExceptHandler) and node.name == "_":
            lines.append(node.lineno)
    return lines


def test_a_module_that_looks_texts_up_never_binds_the_name_to_anything_else():
    found = {}
    for path in sorted((ROOT / "game").rglob("*.py")) + [ROOT / "web" / "words.py"]:
        if not path.is_file():
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if looks_up(tree) and binds_underscore(tree):
            found[str(path.relative_to(ROOT))] = binds_underscore(tree)
    assert found == {}


def test_a_marked_text_is_whole_with_named_placeholders():
    """No positional placeholders ("{}", "{0}"): a translator must be able to reorder."""
    bad = [key for key, m in TEMPLATE.items()
           for text in ((m.id,) if isinstance(m.id, str) else m.id)
           if any(name == "" or name.isdigit() for name in fields(text))]
    assert bad == []
    assert not [key for key in TEMPLATE if re.fullmatch(r"\s*", key[1] if isinstance(key[1], str)
                                                        else key[1][0])]
