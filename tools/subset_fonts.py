"""Make assets/fonts/ from the full Inter fonts in tools/fonts/: `python -m tools.subset_fonts`.

The full fonts hold 2,500 glyphs (Cyrillic, Greek, Vietnamese, alternates) and made up over
half of the web archive; the app draws a few hundred. The subsets keep:
- every character of Latin-1 (links and codes are ASCII; the app names players itself);
- the punctuation and symbols of `EXTRA`;
- every other character written anywhere in game/ (so a new arrow or mark in the code is
  kept the next time this runs; tools/tests/test_subset_fonts.py fails until it has run);
- the layout features pygame's text renderer uses (kerning and contextual alternates, of
  fontTools' defaults all but the fractions' `FRACTIONS`, which HarfBuzz applies only when a
  program asks and SDL_ttf never does), without hinting (pygame renders with FreeType's
  autohinter at these sizes).
The glyphs' names, which only the CFF table holds and no renderer reads, are made short: a
character's standard PostScript name where CFF has one built in (`A`, `comma`), else `g<id>`.

The subsets are committed; run this again after adding a character the font lacks, and
commit both. The full fonts stay in tools/, which the web archive leaves out.
"""

import io
import pathlib
import sys

from fontTools import subset
from fontTools.agl import UV2AGL
from fontTools.cffLib import cffStandardStrings
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tools" / "fonts"
TARGET = ROOT / "assets" / "fonts"
FONTS = ("Inter-Regular.otf", "Inter-Bold.otf")

# Ranges as (first, last), inclusive.
RANGES = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement
)
# Off unless asked for (HarfBuzz's defaults leave them out), with their 54 glyphs
FRACTIONS = ("frac", "numr", "dnom")
EXTRA = "‐‑‒–—―‘’‚“”„†‡•…‰′″‹›€™←↑→↓↔−×÷≤≥≠±∞✓✗▶◀▲▼●○■□★☆⌘⇧⌫⏎"


def characters_in_game() -> set[str]:
    """Every non-ASCII character in the app's text files (code, rules, notes)."""
    found = set()
    for path in (ROOT / "game").rglob("*"):
        if path.suffix in (".py", ".md", ".txt", ".json") and path.is_file():
            found.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7E)
    return found


def wanted() -> set[int]:
    codes = {code for first, last in RANGES for code in range(first, last + 1)}
    codes.update(ord(c) for c in EXTRA)
    codes.update(ord(c) for c in characters_in_game())
    return codes


def make(name: str, codes: set[int]) -> tuple[int, int, int]:
    options = subset.Options()
    options.hinting = False
    options.desubroutinize = True  # smaller once compressed in the archive
    # fontTools' default names (family, style, version, copyright); the licence travels
    # beside the fonts, in assets/fonts/LICENSE-Inter.txt
    options.notdef_outline = True  # a missing glyph shows as a box, not nothing
    options.layout_features = [f for f in options.layout_features if f not in FRACTIONS]
    font = subset.load_font(str(SOURCE / name), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes & set(font.getBestCmap()))
    subsetter.subset(font)
    glyphs = len(font.getGlyphOrder())
    saved = io.BytesIO()
    subset.save_font(font, saved, options)
    (TARGET / name).write_bytes(short_names(saved.getvalue()))
    return (SOURCE / name).stat().st_size, (TARGET / name).stat().st_size, glyphs


def short_names(data: bytes) -> bytes:
    """The font `data` with its glyphs renamed (see the top): the other tables name glyphs by
    number and are written back as they were."""
    names = {glyph: code for code, glyph in TTFont(io.BytesIO(data)).getBestCmap().items()}
    standard = set(cffStandardStrings)
    font = TTFont(io.BytesIO(data), recalcTimestamp=False)
    top = font["CFF "].cff.topDictIndex[0]
    order = []
    for number, glyph in enumerate(font.getGlyphOrder()):
        name = UV2AGL.get(names.get(glyph, -1))
        order.append(glyph if glyph == ".notdef" else name if name in standard
                     else f"g{number}")
    top.CharStrings.charStrings = dict(zip(order, top.CharStrings.charStrings.values(),
                                           strict=True))
    top.charset = order
    font.setGlyphOrder(order)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def main() -> int:
    codes = wanted()
    for name in FONTS:
        before, after, glyphs = make(name, codes)
        print(f"{name}: {before:,} -> {after:,} bytes, {glyphs} glyphs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
