"""The fonts in assets/ are subsets of Inter made by tools/subset_fonts.py: they hold every
character the app writes, and draw text exactly as the full fonts do."""

import pygame
import pytest
from fontTools.ttLib import TTFont

from tools import subset_fonts


@pytest.mark.parametrize("name", subset_fonts.FONTS)
def test_subset_is_what_the_script_makes_now(name):
    """Every character the script wants (the ranges, the extras, each one written in game/)
    that the full font has: a character added to the code fails here until the script runs."""
    full = set(TTFont(subset_fonts.SOURCE / name).getBestCmap())
    kept = set(TTFont(subset_fonts.TARGET / name).getBestCmap())
    assert kept == subset_fonts.wanted() & full
    assert {ord(c) for c in subset_fonts.characters_in_game()} <= kept


@pytest.mark.parametrize("name", subset_fonts.FONTS)
def test_subset_draws_like_the_full_font(name):
    pygame.font.init()
    text = "Move c1 → c4 · Player 1’s turn — AVAToWa fi ×3 ✓ ▶ ◀ ⌘ “Déjà” ÆØÅ ß 0123456789"
    for size in (13, 22, 40):
        full = pygame.font.Font(str(subset_fonts.SOURCE / name), size).render(text, True, "black")
        kept = pygame.font.Font(str(subset_fonts.TARGET / name), size).render(text, True, "black")
        assert full.get_size() == kept.get_size()
        assert pygame.image.tobytes(full, "RGBA") == pygame.image.tobytes(kept, "RGBA")


@pytest.mark.parametrize("name", subset_fonts.FONTS)
def test_every_kept_character_and_fraction_draws_like_the_full_font(name):
    """Each character the subset keeps, alone and among others, and the sequences the left-out
    fraction features would change if a renderer applied them (it does not: HarfBuzz leaves
    them off unless asked), draw as with the full font."""
    pygame.font.init()
    kept = "".join(sorted(map(chr, TTFont(subset_fonts.TARGET / name).getBestCmap())))
    texts = [kept[i:i + 40] for i in range(0, len(kept), 40)] + [
        "1/2 3/4 10/20 ½ ¼ ¾ -> <- => 12:30 (A) [B] x*y", " ".join(kept)]
    full = pygame.font.Font(str(subset_fonts.SOURCE / name), 22)
    ours = pygame.font.Font(str(subset_fonts.TARGET / name), 22)
    for text in texts:
        a, b = full.render(text, True, "black"), ours.render(text, True, "black")
        assert a.get_size() == b.get_size(), text
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), text


@pytest.mark.parametrize("name", subset_fonts.FONTS)
def test_glyph_names_are_short(name):
    """CFF's built-in names or g<id> (no renderer reads them; each `uni0041` costs the archive
    bytes), and every glyph still has its own."""
    from fontTools.cffLib import cffStandardStrings
    order = TTFont(subset_fonts.TARGET / name).getGlyphOrder()
    assert len(set(order)) == len(order)
    assert all(glyph in cffStandardStrings or glyph == f"g{number}"
               for number, glyph in enumerate(order))
    assert order[0] == ".notdef" and "A" in order
