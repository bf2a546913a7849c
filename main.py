"""Entry point: `python main.py` natively, and pygbag's entry point in the browser.

The app runs one async loop that awaits `asyncio.sleep(0)` once per frame, so the browser
tab keeps breathing; everything else lives in game/ui."""

import asyncio
import sys

import pygame  # noqa: F401  (named here so pygbag's loader installs it before running us)

from game.ui.app import App


async def main() -> None:
    await App(sys.argv[1:]).run()


asyncio.run(main())
