"""Stands in for `embed`, the C module of pygbag's interpreter (main.wasm), which cannot be
had here: the frame counter and the main loop's start, the console's flush and prompt, the
preloading of WebAssembly libraries, and JavaScript run from Python.  Each answer is what
pygbag's C side gives, done with Pyodide's `js` bridge and the harness's glue
(`window.pygbag_harness`, glue.js)."""

import sys

import js

_glue = js.window.pygbag_harness


def log(*args):
    js.console.log(" ".join(str(arg) for arg in args))


def warn(*args):
    js.console.warn(" ".join(str(arg) for arg in args))


def flush():
    # the streams' own flush: pygbag's platform patches sys.stdout.flush to call this one
    for stream in (sys.__stdout__, sys.__stderr__):
        type(stream).flush(stream)


def counter():
    """Frames stepped since the main loop started; negative before (pygbag: while preloading)."""
    return int(_glue.counter)


def run():
    """Start the main loop: pygbag's C side then steps `aio` once per animation frame."""
    _glue.run()


def prompt():
    """The console's prompt (under #debug): nothing to draw for the harness."""


def preload(path):
    """pygbag's C side compiles a WebAssembly library ahead of its import (Emscripten's
    preload plugins); here the import compiles it (Emscripten's dlopen), at once."""


def preloading():
    """Libraries asked for and not yet compiled: none, see preload."""
    return 0


def run_script(code, delay=None):
    """Evaluate JavaScript; its value as text."""
    if delay is None:
        result = js.eval(code)
        return None if result is None else str(result)
    js.setTimeout(js.Function.new(code), int(delay))
    return None


def enable_irq():
    pass


def disable_irq():
    pass


def readline():
    return ""


def stdin_select():
    return None


def os_read():
    return b""


def set_ps1():
    pass


def set_ps2():
    pass
