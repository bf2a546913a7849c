"""The layout check's command: every screen of the app at every checked size, the smallest
control, board target and text each shows, and whatever collides or leaves the screen (the
check itself, and what it holds to what: tests/support/layoutcheck.py).

    python -m tools.layoutcheck                  # every size; writes docs/results/layout.txt
    python -m tools.layoutcheck --size 360x640   # one size, every problem listed
    python -m tools.layoutcheck --language de    # one language (default: all six)
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from tests.support import layoutcheck


def main(argv=None) -> int:
    from game.core import i18n
    from game.ui.screen import CHECKED_SIZES, parse_size
    parser = argparse.ArgumentParser(description=layoutcheck.__doc__.split("\n\n")[0])
    parser.add_argument("--size", help="one size, WxH in CSS px (default: every checked size)")
    parser.add_argument("--only", default="",
                        help="only the screens whose names hold this (e.g. collecto)")
    parser.add_argument("--game", default="",
                        help="only this game's screens, its guides and tables (e.g. coloretto)")
    parser.add_argument("--language", choices=list(i18n.LANGUAGES),
                        help="one language (default: every one the app speaks)")
    parser.add_argument("--out", default="docs/results/layout.txt",
                        help="where the table of every size goes (default: %(default)s)")
    args = parser.parse_args(argv)
    sizes = [(kind, size) for kind, group in CHECKED_SIZES.items() for size in group]
    if args.size:
        size = parse_size(args.size)
        if size is None:
            parser.error(f"not a size: {args.size}")
        sizes = [("asked", size)]
    lines = [f"# python -m tools.layoutcheck · {time.strftime('%Y-%m-%d')}",
             "# the smallest of each, in CSS px, over every screen at the size (docs/ui.md)",
             f"{'size':>11}  {'kind':9} {'lang':4} {'ratio':>5} {'screens':>7}  {'button':>6}  "
             f"{'target':>6}  {'text':>5}  {'status':>6}  problems"]
    failed = 0
    languages = [args.language] if args.language else list(i18n.LANGUAGES)
    for kind, size, language in [(k, s, code) for k, s in sizes for code in languages]:
        looks = layoutcheck.check(size, only=args.only, game=args.game, language=language)
        best = layoutcheck.summary(looks)
        found = [f"{seen.where}: {p}" for seen in looks for p in seen.problems]
        failed += bool(found)

        def cell(item, width):
            return f"{item[0]:>{width}.0f}" if item else f"{'-':>{width}}"
        ratio = layoutcheck.ratio_of(size)
        lines.append(f"{size[0]:>5}×{size[1]:<5}  {kind:9} {language:4} {ratio:>5g} "
                     f"{len(looks):>7}  {cell(best[0], 6)}  {cell(best[1], 6)}  "
                     f"{cell(best[2], 5)}  {cell(best[3], 6)}  {len(found)}")
        print(lines[-1], flush=True)
        for item in found[:None if args.size else 12]:
            print(f"    {item}", flush=True)
    if not args.size and not args.only and not args.game and not args.language:
        os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
        with open(args.out, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
