"""What pygbag's interpreter sets up before the loader's Python runs, where Pyodide differs:
the default event loop and the platform's name for wheels.

pygbag's CPython (Emscripten, no threads) gives asyncio's selector loop, which pygbag's `aio`
steps once per animation frame (`loop._run_once()` from `aio.step`).  Pyodide gives its
`WebLoop`, which runs callbacks from JavaScript timers and has no `_run_once`, and its selector
loop cannot be made (no socket pair).  `FrameLoop` is asyncio's own base loop with a selector
that never waits (nothing to wait on in a page): one `_run_once` runs what is ready, as
pygbag's does."""

import asyncio
import sysconfig


class _NothingToSelect:
    def select(self, timeout=None):
        return []


class FrameLoop(asyncio.BaseEventLoop):
    def __init__(self):
        super().__init__()
        self._selector = _NothingToSelect()

    def _process_events(self, event_list):
        pass

    def _write_to_self(self):
        pass


class FramePolicy(asyncio.DefaultEventLoopPolicy):
    _loop_factory = FrameLoop


asyncio.set_event_loop_policy(FramePolicy())
asyncio.set_event_loop(FrameLoop())


# Pyodide runs its WebLoop as the running loop at the top level; a plain CPython has none, and
# pygbag's aio makes its own loop the running one when it is imported
asyncio.events._set_running_loop(None)   # noqa: SLF001 - asyncio has no public way to clear it

# pygbag's interpreter is built for wasm32-bi-emscripten, the platform its wheels name
# (pygame_ce-...-wasm32_bi_emscripten.whl), which aio.pep0723 reads from sysconfig; Pyodide
# says wasm32-unknown-emscripten
sysconfig.get_config_vars()["HOST_GNU_TYPE"] = "wasm32-bi-emscripten"
