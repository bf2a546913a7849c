"""The real-browser tests' eyes inside the page: what the running app shows, read from its
objects, and where on the page (CSS px) a person would tap for a control or a move.  The
tests call these through Pyodide (`Device.look`); every answer is JSON.  It only reads: taps
and keys reach the app as a person's would, through the browser."""

import asyncio
import json

_app = None


def app():
    """The running App: the local `app` of main.py's main(), the coroutine pygbag's loop runs."""
    global _app
    if _app is None:
        for task in asyncio.all_tasks(asyncio.get_event_loop()):
            frame = task.get_coro().cr_frame
            if frame is not None and "app" in frame.f_locals:
                _app = frame.f_locals["app"]
                break
    if _app is None:
        raise LookupError("the app is not running yet")
    return _app


def answer(value) -> str:
    return json.dumps(value)


def css(point) -> list:
    """A point of the app's layout (points) on the page (CSS px)."""
    zoom = app().viewport.css(1.0)
    return [point[0] * zoom, point[1] * zoom]


def where(name: str):
    """The middle of control `name` on the page, None when the screen has none, or "hidden"
    when it is scrolled out of its pane (a swipe shows it)."""
    scene = app().scene
    widget = scene.find(name)
    if widget is None or not getattr(widget, "visible", True):
        return None
    if widget.clip is not None and not widget.clip.contains(widget.rect):
        return {"hidden": css(widget.rect.center), "pane": css(widget.clip.center)}
    return css(widget.rect.center)


def names() -> list:
    """The controls on the screen (a choice's buttons each)."""
    found = []
    for widget in app().scene.widgets():
        for control in [widget, *getattr(widget, "buttons", ())]:
            if getattr(control, "name", "") and getattr(control, "visible", True):
                found.append(control.name)
    return found


def scene() -> dict:
    """What the screen is and, on a game's screen, where the game stands."""
    a = app()
    s = a.scene
    seen = {"name": s.name, "shape": a.shape, "touch": bool(a.touch),
            "viewport": [a.viewport.css_w, a.viewport.css_h, a.viewport.ratio],
            "notice": str(getattr(a, "notice", "") or "")}
    scroller = getattr(s, "scroller", None)
    if scroller is not None:
        seen["scrolled"] = [scroller.offset, scroller.most]
    elif hasattr(s, "max_scroll"):          # the rules page scrolls on its own
        seen["scrolled"] = [s.scroll, s.max_scroll]
    control = getattr(s, "control", None)          # a game screen's play
    if control is not None:
        state, phase = control.state, control.phase
        seen["headline"] = [str(part) for part in s.headline.words()[:2]]
        seen.update({
            "game": s.game.name, "variant": state.variant, "players": state.players,
            "moves": len(state.history), "over": bool(control.over),
            "result": bool(control.overlay_visible),
            "mine": bool(control.human_to_move()) and not control.over and phase.anim is None,
            "animating": phase.anim is not None,
            "friend": bool(phase.waiting_for_friend()),
            "catching_up": bool(phase.catching_up()),
            "position": state.position_json(),
            "notation": [state.format_move(m) for m in state.history],
            "replaying": bool(control.replaying),
            "solved": getattr(control.mode, "solved", None),
        })
        review = getattr(phase.replay, "review", None)
        if seen["replaying"] and review is not None and review.review is not None:
            seen["review"] = {"done": bool(review.done), "running": bool(review.running),
                              "entries": len(review.review.entries)}
    return seen


def legal() -> list:
    state = app().scene.state
    return [state.format_move(m) for m in state.legal_moves()]


def target(notation: str):
    """Where the next tap towards the move `notation` goes (a move of several taps: the next
    one's place), on the page; None when the board gives none."""
    s = app().scene
    move = s.state.parse_move(notation)
    point = s.view.input.target(s.state, move)
    return None if point is None else css(point)


def wanted():
    """The move a guided game's step asks for, or a puzzle's answer (notation); else None."""
    s = app().scene
    mode = getattr(s, "mode", None)
    move = mode.expected() if hasattr(mode, "expected") else getattr(mode, "answer", None)
    return None if move is None else s.state.format_move(move)


def settled() -> bool:
    """Nothing left to do: the screens it may open next drawn ahead, nothing to paint."""
    a = app()
    return all(a.ahead.drawn.values()) and a.calm and not a.painted


def sounds() -> dict:
    """Each effect: loaded (True), failed (False) or not asked for yet (None)."""
    return app().sounds.loaded()
