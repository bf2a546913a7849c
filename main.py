"""Entry point: `python main.py` natively, and pygbag's entry point in the browser.

The app runs one async loop that awaits `asyncio.sleep(0)` once per frame, so the browser
tab keeps breathing; everything else lives in game/ui.  In the browser an error before the
first frame is shown on the page, with a way to retry (the canvas would otherwise stay blank
and the error only reach the hidden console)."""

import asyncio
import sys
import traceback

import pygame  # noqa: F401  (named here so pygbag's loader installs it before running us)


async def main() -> None:
    try:
        from game.screens import make_app
        app = make_app(sys.argv[1:])
        await app.run()
    except Exception:
        from game.ui import page
        if not page.has_started():
            page.failed(traceback.format_exc())
        raise


asyncio.run(main())
