"""Any program can take a seat: the bot protocol (docs/protocol.md).

Two sides of one protocol, one JSON object per line:

- `ExternalBot` runs a program given as a seat spec `cmd:<command line>` and plays it at the
  table: the engine sends `start`, a `turn` (the position as that seat sees it, the moves so
  far, every legal move) whenever it is the seat's turn, and `end`; the program answers each
  turn with `{"move": "<notation>"}`.  Its n-th line is its answer to the n-th question (turn
  or reveal, numbered by `id`, which the answer may echo): lines are judged by their place and
  content, never by when they arrive, so the same program gets the same verdict.  Whatever
  the program does (an illegal or malformed answer, garbage on its output, a crash, silence
  past the move timeout) the engine neither hangs nor crashes: the seat forfeits
  (`BotForfeit`, with the reason) and the program, with every process it started, is killed.
  Nothing of the deal reaches it but what the messages say: not its arguments, not its
  environment (`child_environment`), and on Linux not this process's memory, environment or
  open files (`guard`).
- `serve` is the other way round (`python -m game bot --level expert`): it reads the same
  messages on standard input and answers with one of our AI levels, which sees only what the
  turn message holds.

Native only: the browser build never imports this module, and the process and thread modules
are imported inside the functions that need them, so that importing it works everywhere (the
WASM check imports every module of `game`).
"""

from __future__ import annotations

import copy
import json
import os
import random
import shlex
import sys
import time
from collections import deque
from typing import TYPE_CHECKING, Any, NoReturn

from game.ai.agent import choose
from game.core.contract import RulesError, State
from game.core.seeding import fresh_seed

from .registry import get_game

if TYPE_CHECKING:               # imported where used, for the browser (above)
    import queue
    import subprocess
from .seats import COMMAND, make_agent, seat_seed

PROTOCOL = 1
CMD = COMMAND
DEFAULT_MOVE_TIMEOUT = 10.0
END_GRACE = 1.0              # seconds a program may take to exit after `end`
MAX_LINE = 1 << 20           # a longer line is garbage
MAX_QUEUED = 64              # lines read ahead of the engine's questions; then reading waits
# Games whose deal is public from the start: the start message carries it (`setup`).
PUBLIC_DEAL = ("collapsi", "collecto")


class BotForfeit(Exception):
    """An external seat broke the protocol; `reason` says how, in words."""

    def __init__(self, seat: int, reason: str):
        super().__init__(reason)
        self.seat = seat
        self.reason = reason


class ProtocolError(RulesError):
    """A message the `bot` server cannot use (it names what is wrong)."""


# --- seat specs -------------------------------------------------------------------------------
def is_command(name: str) -> bool:
    return isinstance(name, str) and name.startswith(CMD)


def command_of(name: str) -> list[str]:
    """The argument list of a `cmd:` seat spec; RulesError if there is no command."""
    try:
        argv = shlex.split(name[len(CMD):])
    except ValueError as exc:
        raise RulesError(f"seat {name!r}: the command line does not parse ({exc})") from None
    if not argv:
        raise RulesError(f"seat {name!r}: write the program to run after 'cmd:', "
                         f"like 'cmd:python3 examples/random_bot.py'")
    return argv


def split_players(text: str, known) -> list[str]:
    """The seats of a `--players` list.  Seats are separated by commas; a command may hold
    commas of its own: a piece that is neither a known player nor starts with `cmd:` goes on
    the `cmd:` seat before it (`cmd:bot --weights 1,2,expert` is two seats)."""
    seats: list[str] = []
    for part in text.split(","):
        piece = part.strip()
        if seats and is_command(seats[-1]) and piece not in known and not is_command(piece):
            seats[-1] += "," + part
        elif piece:
            seats.append(piece)
    return [s.strip() for s in seats]


# --- the messages -----------------------------------------------------------------------------
def seat_state(state: State, seat: int) -> dict:
    """The position as `seat` sees it (`State.seat_json`): public facts only."""
    return state.seat_json(seat)


def legal_notation(state: State) -> list[str]:
    return [state.format_move(m) for m in state.legal_moves()]


def full_options(state: State) -> dict:
    variant = state.game.variant(state.variant)
    return {**variant.default_options(), **state.options}


def start_message(state: State, seat: int, names: list[str],
                  move_timeout: float = DEFAULT_MOVE_TIMEOUT) -> dict:
    """The first message a seat receives; `setup` is the deal when it is public (Collapsi,
    Collecto), else null (the order of Coloretto's deck and Spectrangle's bag is hidden)."""
    return {"type": "start", "protocol": PROTOCOL, "game": state.game.name,
            "variant": state.variant, "options": full_options(state), "seat": seat,
            "players": state.players, "names": list(names), "move_timeout": move_timeout,
            "setup": state.setup if state.game.name in PUBLIC_DEAL else None}


def turn_message(state: State, seat: int, moves: list[str]) -> dict:
    message = {"type": "turn", "seat": seat, "state": seat_state(state, seat),
               "moves": list(moves), "legal": legal_notation(state)}
    stages = state.stages()
    if stages:                  # added in issue 18: moves that may be made in two steps
        message["stages"] = stages
    return message


def reveal_message(state: State, seat: int, first: str) -> dict:
    """What the first step of a two-step move shows, and the moves it may become."""
    return {"type": "reveal", "seat": seat, "move": first, "seen": state.reveal(first),
            "legal": list(state.stages()[first])}


def end_message(state: State, seat: int, moves: list[str], result: dict) -> dict:
    return {"type": "end", "seat": seat, "result": result, "moves": list(moves),
            "state": seat_state(state, seat)}


# --- what a program at the table is given, and what it may not reach -------------------------
OUR_ENVIRONMENT = "GAME_TABLE_"     # our variables' prefix: none is passed on to a program


def child_environment() -> dict:
    """The environment a program at the table runs with: the user's, without any variable of
    ours (`GAME_TABLE_*`: none carries a seed today, and none that may tomorrow can leak)."""
    return {name: value for name, value in os.environ.items()
            if not name.upper().startswith(OUR_ENVIRONMENT)}


PR_GET_DUMPABLE, PR_SET_DUMPABLE = 3, 4
PR_SET_CHILD_SUBREAPER, PR_GET_CHILD_SUBREAPER = 36, 37
# the process guard (`guard`): its process, how deep it is nested, what it changed
GUARD: dict[str, Any] = {"pid": None, "depth": 0, "saved": None, "subreaper": False}


def libc_prctl():
    """libc's prctl(2) on Linux, else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    prctl.argtypes = [ctypes.c_int] + [ctypes.c_ulong] * 4
    prctl.restype = ctypes.c_int
    return prctl


def guard() -> None:
    """Make this process safe to run programs from, until the matching `unguard` (the calls
    nest).  On Linux it becomes

    - not dumpable (PR_SET_DUMPABLE 0): a program running as the same user can no longer read
      its memory (/proc/<pid>/mem, where the deal and seeds are), environment or open files,
      nor attach a debugger to it;
    - a child subreaper (PR_SET_CHILD_SUBREAPER): a process a program starts and leaves (a
      daemon, a child moved to a session of its own) is adopted by this process instead of
      init, so `_end_tree` finds it and kills it after the game.

    Both are restored when the last guard ends.  Elsewhere (or if prctl refuses) it does
    nothing, and a program's process group is all that is killed.  The count is per process:
    a child forked while this one is guarded (an arena's worker) stays not dumpable but is no
    subreaper, so its own first guard makes it one."""
    if GUARD["pid"] != os.getpid():
        GUARD.update(pid=os.getpid(), depth=0, saved=None, subreaper=False)
    GUARD["depth"] += 1
    if GUARD["depth"] > 1:
        return
    prctl = libc_prctl()
    GUARD["saved"], GUARD["subreaper"] = None, False
    if prctl is None:
        return
    import ctypes
    flag = ctypes.c_int(0)
    reaper = flag.value if prctl(PR_GET_CHILD_SUBREAPER, ctypes.addressof(flag), 0, 0,
                                 0) == 0 else None
    GUARD["saved"] = (reaper, prctl(PR_GET_DUMPABLE, 0, 0, 0, 0))
    GUARD["subreaper"] = reaper == 1 or prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)


def unguard() -> None:
    """End a `guard`; the last one restores what this process was."""
    if GUARD["pid"] != os.getpid():
        return                  # a guard of the process this one was forked from
    GUARD["depth"] -= 1
    if GUARD["depth"] > 0 or GUARD["saved"] is None:
        return
    prctl = libc_prctl()
    reaper, dumpable = GUARD["saved"]
    GUARD["saved"], GUARD["subreaper"] = None, False
    if reaper is not None:
        prctl(PR_SET_CHILD_SUBREAPER, reaper, 0, 0, 0)
    if dumpable == 1:
        prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)


class guarded:
    """`with guarded():` a `guard` for the block."""

    def __enter__(self):
        guard()
        return self

    def __exit__(self, *exc):
        unguard()


def _processes() -> dict[int, tuple[int, str]]:
    """Every process this one can see (Linux /proc): pid -> (parent pid, state letter)."""
    table = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                data = f.read()
        except OSError:
            continue                # gone meanwhile
        fields = data[data.rindex(b")") + 2:].split()    # the name may hold spaces and ')'
        table[int(name)] = (int(fields[1]), fields[0].decode("ascii", "replace"))
    return table


def children() -> set[int]:
    """The processes whose parent is this one."""
    me = os.getpid()
    return {pid for pid, (parent, _) in _processes().items() if parent == me}


def _end_tree(root: int, before: set[int]) -> None:
    """Kill the program `root`, every process under it, and every process adopted by this one
    (as a child subreaper, `guard`) that was not its child when the program started
    (`before`) and is no other live program: what the program left behind.  Then reap those
    (not `root`: its Popen does).  Processes started in a loop are caught in rounds, for at
    most five seconds.  Linux only: the links are /proc's parent pids."""
    import signal
    me = os.getpid()
    deadline = time.monotonic() + 5
    refused: set[int] = set()
    while True:
        table = _processes()
        keep = before | {bot.proc.pid for bot in list(LIVE) if bot.proc is not None}
        tree = {root} | {pid for pid, (parent, _) in table.items()
                         if parent == me and pid not in keep}
        under: dict[int, list[int]] = {}
        for pid, (parent, _) in table.items():
            under.setdefault(parent, []).append(pid)
        todo = list(tree)
        while todo:
            for child in under.get(todo.pop(), ()):
                if child not in tree:
                    tree.add(child)
                    todo.append(child)
        busy = False
        for pid in tree - refused:
            if pid not in table:
                continue
            parent, state = table[pid]
            if state == "Z":
                if parent == me and pid != root:
                    busy = True
                    try:
                        os.waitpid(pid, os.WNOHANG)
                    except ChildProcessError:
                        pass
                continue
            busy = True
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            except PermissionError:
                refused.add(pid)      # not ours to kill (it changed user): leave it
        if not busy or time.monotonic() > deadline:
            return
        time.sleep(0.002)


# --- an external program at the table ----------------------------------------------------------
LIVE: set = set()           # programs running now (killed at exit, whatever happens)
_AT_EXIT: list = []


def _kill_all() -> None:
    for bot in list(LIVE):
        bot.close()


class ExternalBot:
    """One run of a `cmd:` seat's program for one game.

    `start`, `ask` and `end` raise BotForfeit when the program breaks the protocol; `close`
    (always call it: `with ExternalBot(...)`) kills the program and every process it started
    and reaps it."""

    def __init__(self, spec: str, seat: int, move_timeout: float = DEFAULT_MOVE_TIMEOUT):
        self.spec = spec
        self.argv = command_of(spec) if is_command(spec) else shlex.split(spec)
        self.seat = seat
        self.move_timeout = move_timeout
        self.proc: subprocess.Popen[bytes] | None = None
        # queue of bytes lines from stdout; None at its end
        self._lines: queue.Queue[bytes | None] | None = None
        self._asked = 0           # questions (turns and reveals) sent: the last one's id
        # queue of bytes for stdin; None closes it
        self._outbox: queue.Queue[bytes | None] | None = None
        self._threads: list = []
        self.stderr_tail: deque = deque(maxlen=20)
        self.closed = False
        self._guarded = False
        self._before: set[int] | None = None    # this process's children before the program

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- the process ------------------------------------------------------------------------
    def _spawn(self) -> None:
        import atexit
        import queue
        import subprocess
        import threading
        extra = {"start_new_session": True} if os.name == "posix" else \
            {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
        guard()
        self._guarded = True
        if GUARD["subreaper"]:
            self._before = children()
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, env=child_environment(),
                                         **extra)
        except (OSError, ValueError, subprocess.SubprocessError) as exc:
            self._guarded = False
            unguard()
            self._forfeit(f"the program could not be started: {exc}")
        if not _AT_EXIT:
            _AT_EXIT.append(atexit.register(_kill_all))
        LIVE.add(self)
        self._lines, self._outbox = queue.Queue(MAX_QUEUED), queue.Queue()
        for target, stream in ((self._read_stdout, self.proc.stdout),
                               (self._read_stderr, self.proc.stderr),
                               (self._write_stdin, self.proc.stdin)):
            thread = threading.Thread(target=target, args=(stream,), daemon=True,
                                      name=f"bot seat {self.seat}")
            thread.start()
            self._threads.append(thread)

    def _read_stdout(self, stream) -> None:
        """Lines go to `_lines` in order (None at the end).  With MAX_QUEUED lines waiting to
        be judged, reading waits: a program that floods its output is held up by its pipe,
        and nothing it writes is skipped or reordered."""
        line: bytes | None = b""
        while line is not None:
            try:
                line = stream.readline(MAX_LINE) or None
            except (OSError, ValueError):
                line = None
            if not self._queue(line):
                return

    def _queue(self, line) -> bool:
        """Put `line` in `_lines`, waiting for room; False if the program is closed first."""
        import queue
        assert self._lines is not None      # made by _spawn, before this thread starts
        while not self.closed:
            try:
                self._lines.put(line, timeout=0.1)
                return True
            except queue.Full:
                pass
        return False

    def _read_stderr(self, stream) -> None:
        try:
            for line in iter(lambda: stream.readline(MAX_LINE), b""):
                text = line.decode("utf-8", "replace").rstrip()
                if text:
                    self.stderr_tail.append(text)
        except (OSError, ValueError):
            pass

    def _write_stdin(self, stream) -> None:
        """Writes happen here, so a program that stops reading never blocks the engine."""
        assert self._outbox is not None     # made by _spawn, before this thread starts
        try:
            while True:
                data = self._outbox.get()
                if data is None:
                    break
                stream.write(data)
                stream.flush()
        except (OSError, ValueError):
            pass            # the program is gone or closed its input: its answers tell
        try:
            stream.close()
        except (OSError, ValueError):
            pass

    def _send(self, message: dict) -> None:
        assert self._outbox is not None     # made by _spawn (start)
        self._outbox.put((json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8"))

    def _exit_status(self, wait: float) -> int | None:
        """The program's exit status once it has ended (within `wait` seconds), else None.
        On POSIX the process is not reaped here, so its process group cannot be taken by
        another program before `close` kills it."""
        proc = self.proc
        assert proc is not None             # started (_spawn)
        deadline = time.monotonic() + wait
        while True:
            if os.name == "posix" and hasattr(os, "waitid"):
                try:
                    info = os.waitid(os.P_PID, proc.pid,
                                     os.WEXITED | os.WNOHANG | os.WNOWAIT)
                except ChildProcessError:
                    info = None
                    if proc.returncode is not None:
                        return proc.returncode
                if info is not None:
                    return (info.si_status if info.si_code == os.CLD_EXITED
                            else -info.si_status)
            elif proc.poll() is not None:
                return proc.returncode
            if time.monotonic() >= deadline:
                return None
            time.sleep(0.01)

    def close(self) -> None:
        """Kill the program and every process it started, reap them, stop the threads."""
        if self.closed:
            return
        self.closed = True
        LIVE.discard(self)
        proc = self.proc
        if proc is None:
            return
        try:
            self._close(proc)
        finally:
            if self._guarded:
                self._guarded = False
                unguard()

    def _close(self, proc) -> None:
        if self._outbox is not None:
            self._outbox.put(None)
        if os.name == "posix":
            import signal
            if self._before is not None:      # Linux: the whole tree, however it escaped
                _end_tree(proc.pid, self._before)
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        elif os.name == "nt" and proc.poll() is None:
            import subprocess
            try:                  # the whole tree: the program and what it started
                subprocess.run(["taskkill", "/F", "/T", "/PID", str(proc.pid)],
                               capture_output=True, timeout=10)
            except (OSError, subprocess.SubprocessError):
                pass
        try:
            proc.kill()
        except OSError:
            pass
        try:
            proc.wait(timeout=10)
        except Exception:   # noqa: BLE001 - never let cleaning up raise
            pass
        for thread in self._threads:
            thread.join(timeout=1)
        # the two readers' threads (the third, stdin's writer, is not paired)
        for thread, stream in zip(self._threads, (proc.stdout, proc.stderr), strict=False):
            if thread.is_alive():
                continue          # a process that escaped still holds the pipe: leave it
            try:
                stream.close()
            except (OSError, ValueError):
                pass

    # --- the protocol -----------------------------------------------------------------------
    def _forfeit(self, reason: str) -> NoReturn:
        raise BotForfeit(self.seat, reason)

    def _gone(self, doing: str) -> NoReturn:
        status = self._exit_status(1.0)
        if status is not None and len(self._threads) > 1:
            self._threads[1].join(timeout=1)      # the last words on stderr
        said = f": {self.stderr_tail[-1]}" if self.stderr_tail else ""
        if status is None:
            self._forfeit(f"the program closed its output {doing}")
        self._forfeit(f"the program ended (exit status {status}) {doing}{said}")

    def start(self, message: dict) -> None:
        self._spawn()
        self._send(message)

    def ask(self, state: State, message: dict):
        """Send a turn and return the program's move (a legal move of `state`).  An answer
        that is the first step of a two-step move (`State.stages`) is shown what that step
        reveals, and its next answer must be one of the moves the step may become."""
        text = self._answer(message)
        stages = message.get("stages") or {}
        first = text.strip().lower()
        if first not in stages:
            return self._legal(state, text)
        reveal = reveal_message(state, message["seat"], first)
        text = self._answer(reveal)
        try:
            move = state.parse_move(text)
        except RulesError:
            move = None
        if move is None or state.format_move(move) not in reveal["legal"]:
            self._forfeit(f"illegal move: after {first!r} the move must be one of "
                          f"{', '.join(reveal['legal'])}, not {text!r}")
        return move

    def _answer(self, message: dict) -> str:
        """Send `message` (a question: its `id` is its number) and return the move text of
        the program's answer: its next line, whenever it was written (a line written early,
        when the program was not asked, is its answer to the next question: the engine cannot
        see when a line was written, only its place; see `_text` for the `id`)."""
        import queue
        self._asked += 1
        self._send({**message, "id": self._asked})
        assert self._lines is not None      # made by _spawn (start)
        try:
            line = self._lines.get(timeout=self.move_timeout)
        except queue.Empty:
            self._forfeit(f"no answer within the move timeout of {self.move_timeout:g} s")
        if line is None:
            self._gone("instead of answering")
        return self._text(line)

    def _text(self, line: bytes) -> str:
        """The move of an answer line, judged by its content: JSON, an object with a "move"
        string, and an "id" (if any) that is the question's: a line that echoes another
        question's id was not written when it was the program's turn."""
        if not line.endswith(b"\n") and len(line) >= MAX_LINE:
            self._forfeit(f"the program wrote a line longer than {MAX_LINE} bytes")
        try:
            text = line.decode("utf-8")
            answer = json.loads(text)
        except (UnicodeDecodeError, ValueError, RecursionError):
            self._forfeit(f"the program wrote {_shown(line)}, which is not JSON: an answer "
                          f"is one line like {{\"move\": \"<notation>\"}}")
        if not isinstance(answer, dict) or not isinstance(answer.get("move"), str):
            self._forfeit(f"malformed answer {_shown(line)}: an answer is a JSON object "
                          f"with the move as a string, like {{\"move\": \"<notation>\"}}")
        echoed = answer.get("id")
        if echoed is not None:
            if not isinstance(echoed, int) or isinstance(echoed, bool):
                self._forfeit(f"malformed answer {_shown(line)}: \"id\" is the number of "
                              f"the message answered, {self._asked}")
            if echoed != self._asked:
                self._forfeit(f"the program wrote {_shown(line)} when it was not its turn "
                              f"(it answers message {echoed}; message {self._asked} was asked)")
        return answer["move"]

    def _legal(self, state: State, text: str):
        """The legal move of `state` written `text`; a forfeit otherwise."""
        try:
            return state.parse_move(text)
        except RulesError as exc:
            said = str(exc)
            self._forfeit(f"illegal move: {said}" if repr(text) in said
                          else f"illegal move {text!r}: {said}")

    def end(self, message: dict) -> None:
        """Send the end message, close the program's input and give it a moment to exit."""
        if self.proc is None or self.closed:
            return
        self._send(message)
        assert self._outbox is not None     # made with the program (proc)
        self._outbox.put(None)
        self._exit_status(END_GRACE)


def _shown(line: bytes) -> str:
    text = line.decode("utf-8", "replace").rstrip("\r\n")
    return repr(text if len(text) <= 80 else text[:77] + "...")


# --- our AI as a bot: `python -m game bot` -------------------------------------------------------
def serve(level: str, game: str | None = None, seed: int | None = None,
          stdin=None, stdout=None, stderr=None) -> int:
    """Answer turn messages read from `stdin` with the moves of an AI level (docs/protocol.md).

    One game after another until the input ends (exit status 0).  A message that cannot be
    understood is reported on `stderr`, and the server stops with exit status 2."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    if seed is None:
        seed = fresh_seed()
    if game is not None:
        make_agent(get_game(game).name, level)       # unknown names fail before any input
    games = 0
    # The messages are JSON, checked where they are used (a wrong value raises, and is
    # answered below), hence Any: the game's start message, its AI, and a two-step move
    # begun: (the turn, the agent as it was before it).
    start: Any = None
    agent: Any = None
    staged: Any = None
    rng = random.Random(seed)
    while True:
        line = stdin.readline()
        if not line:
            return 0
        if not line.strip():
            continue
        try:
            message = json.loads(line)
            if not isinstance(message, dict):
                raise ProtocolError("a message is a JSON object")
            kind = message.get("type")
            if kind == "start":
                agent = _agent_for(message, game, level, seed + games)
                start, games = message, games + 1
            elif kind == "turn":
                if start is None:
                    raise ProtocolError("a turn came before the start message")
                text, before = _answer_turn(agent, start, message, rng)
                if before is not None:          # a first step sent: its reveal comes next
                    staged = (message, before)
                _reply(stdout, text, message)
            elif kind == "reveal":
                if staged is None:
                    raise ProtocolError("a reveal came without a two-step move begun")
                turn, agent = staged
                staged = None
                _reply(stdout, _answer_reveal(agent, start, turn, message, rng), message)
            elif kind == "end":
                start = agent = None
                staged = None
            # other types are ignored: later versions may add messages
        except (ValueError, RulesError, KeyError, TypeError, AttributeError, IndexError) as exc:
            print(f"error: {type(exc).__name__}: {exc}", file=stderr, flush=True)
            return 2


def _agent_for(start: dict, game: str | None, level: str, seed: int):
    """The agent of `level` for the game and seat a start message names (checked)."""
    name: Any = start.get("game")
    if game is not None and name != game:
        raise ProtocolError(f"this server plays {game}, not {name!r}")
    get_game(name).variant(start.get("variant"))
    seat = start.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ProtocolError("the start message names no seat")
    return make_agent(name, level, seat_seed(seed, seat))


def _answer_turn(agent, start: dict, message: dict, rng):
    """(the move to send, None), or (its first step, the agent as it was before choosing)
    when the engine offers the chosen move in two steps."""
    state = position_for(start, message, rng)
    stages = message.get("stages") or {}
    before = copy.deepcopy(agent) if stages else None
    text = state.format_move(choose(agent, state))
    # The first step of a two-step move when the engine offers one: the AI chose its whole
    # move on a guess of what the step shows; it sees the real thing next and chooses again
    # (as it was before, so it takes the same first step).
    first = next((f for f, moves in stages.items() if text in moves), None)
    if first is not None:
        return first, before
    return text, None


def _answer_reveal(agent, start: dict, turn: dict, message: dict, rng) -> str:
    """The whole move after a first step's reveal, chosen again by `agent` as it was before
    the turn, on the position the reveal shows; it must be one the reveal allows."""
    state = position_for(start, turn, rng)
    step: Any = message.get("move")      # JSON: agree refuses a wrong one
    seen: Any = message.get("seen")
    state.agree(step, seen)
    text = state.format_move(choose(agent, state))
    if text not in message.get("legal", ()):
        raise ProtocolError(f"the AI chose {text!r} after {message.get('move')!r}, "
                            f"not one of the moves the reveal allows")
    return text


def _reply(stdout, move: str, message: dict) -> None:
    """Answer `message` with `move`, echoing its `id` when it has one."""
    answer = {"move": move}
    if message.get("id") is not None:
        answer["id"] = message["id"]
    stdout.write(json.dumps(answer) + "\n")
    stdout.flush()


def position_for(start: dict, turn: dict, rng: random.Random) -> State:
    """A position consistent with what the seat sees in `turn`, for our AI: the game's
    `from_seat_json` of the turn's `state`, whatever is hidden from the seat (a deck or bag
    order) drawn from `rng`, so the AI knows exactly what the seat knows.  ProtocolError if
    the legal moves of the position built differ from the message's `legal`."""
    game = get_game(start["game"])
    variant = game.variant(start.get("variant"))
    players = start["players"]
    options = variant.check(start.get("options") or {}, players)
    state = game.from_seat_json(variant.name, options, players, turn.get("state"), rng)
    if "legal" in turn and sorted(legal_notation(state)) != sorted(turn["legal"]):
        raise ProtocolError("the position built from the turn message does not have the "
                            "message's legal moves")
    return state
