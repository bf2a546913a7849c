"""Stands in for `embed_browser`, pygbag's C bridge to the page, with Pyodide's `js`: the
window and the globals pygbag's platform module takes from it."""

import js


class Window:
    """The page's `window`.  pygbag's bridge answers a property the page lacks with JavaScript's
    undefined (false when tested); Pyodide's raises AttributeError, so that one answer is
    translated.  Everything else is Pyodide's proxy of the real window."""

    def __getattr__(self, name):
        return getattr(js.window, name, None)

    def __setattr__(self, name, value):
        setattr(js.window, name, value)


window = Window()
document = js.document
navigator = js.navigator
console = js.console
Audio = js.Audio
File = js.File
Object = js.Object
Reflect = js.Reflect
Array = js.Array
fetch = js.fetch
prompt = js.prompt
alert = js.alert
confirm = js.confirm
