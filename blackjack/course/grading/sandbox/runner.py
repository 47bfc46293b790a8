"""The grader's runner: one notebook's cells, inside the sandbox, as the grader says.

``python -m blackjack.course.grading.sandbox.runner CONTROL`` is a zygote: it imports what
notebooks use once, then for each notebook forks a process that reads
requests from a file descriptor IN and answers on OUT, both opened by the
grader and handed over the Unix socket CONTROL (nothing on a path the
notebook can see; the fork closes CONTROL).  Requests, in the order the
grader sends them:

- ``("restore", functions)``: first, before any of the student's code: the
  references of the notebook's other exercises, ``(module, name, source)``
  each (``stripped.given_back``); answers ``("restored",)``.
- ``("run", number, source, seconds)``: one cell in the IPython shell (magics
  work), like "Run All", interrupted after SECONDS as JupyterLab's Interrupt
  would (what it defined first stays); answers ``("ran", number, ok,
  interrupted)``.
- ``("check", id, names)``: the notebook's functions NAMES for exercise ID;
  answers ``("checking", problem, notes)``.
- ``("observe", id, part, args)``: the student's side of one comparison
  (``checking.observe``); answers ``("seen", observation, returned)`` or
  ``("raised", kind, name, text, in_checker)``.
- ``("observe all", id, part, inputs)``: the same for each of INPUTS in
  turn, one answer each, as each is done; after the first that is not
  ``"seen"``, or once the grader has sent another request, no more.
- ``("enough",)``: answers ``("enough",)`` (the grader stops an ``observe
  all`` with it, and drops the answers before this one).
- ``("done", id, passed, points, text)``: the grader's verdict; the kernel
  remembers it (for ``use``) and prints TEXT.

Nothing here decides points, and nothing here could protect them: the
process runs the student's code, so everything in it is the student's.  The
references of the exercise being checked are not in this process at all
(``stripped``: the zygote has none of its notebook's, and this process gets
back the others' only); the comparison is made by the grader, outside.  Time and
memory are the grader's business too: it stops this process from outside
when a cell or a call runs too long, and the kernel's limits
(``bwrap.Limits``, the memory cgroup) bound everything else.
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import TYPE_CHECKING

from blackjack.course.grading.sandbox import wire
from blackjack.course.grading.sandbox.cleaning import cleaned, ended_alone, in_sandbox, own_session_keyring

if TYPE_CHECKING:
    import socket
    from collections.abc import Callable

    from IPython.core.interactiveshell import InteractiveShell


def failure(error: BaseException) -> tuple:
    """How a student's call ended badly, as plain data.  Nothing of the exception's own code is trusted to
    work: one whose ``__str__`` (or ``code``, or class name) raises is reported by what can be read of it, with
    no message (``raised E``), never as an end of this process."""
    from blackjack.course.engine.checking import WrongParameters, raised_in_checker
    from blackjack.course.engine.safety import Flood, TimeLimit

    kinds = ((NotImplementedError, "not attempted"), (TimeLimit, "time"), (Flood, "flood"), (SystemExit, "exit"),
             (WrongParameters, "parameters"))
    kind = next((k for cls, k in kinds if type(error) is cls or issubclass(type(error), cls)), "error")
    text = readable(lambda: str(getattr(error, "code", "")) if kind == "exit" else str(error)[:500])
    name = readable(lambda: type(error).__name__) or "Exception"
    try:
        in_checker = bool(raised_in_checker(error))
    except BaseException:  # noqa: BLE001 (a traceback that cannot be read: not the checker's)
        in_checker = False
    return "raised", kind, name, text, in_checker


def readable(text: Callable[[], object]) -> str:
    """What TEXT gives when it is a string, else the empty string (whatever it raises on the way)."""
    try:
        value = text()
        return value[:500] if type(value) is str else ""
    except BaseException:  # noqa: BLE001 (a student's __str__ may raise anything, even SystemExit)
        return ""


def shell() -> InteractiveShell:
    """The IPython shell that runs a notebook's cells, made once in the zygote (about 20 ms a process saved):
    no student code has run there, and each notebook's process gets its own copy.  Its history stays in
    memory (a database file opened in the zygote would be shared by every process forked from it)."""
    from IPython.core.interactiveshell import InteractiveShell
    from traitlets.config import Config

    class Shell(InteractiveShell):
        def enable_gui(self, gui: str | None = None) -> None:
            """``%matplotlib inline`` works; plots go nowhere (the backend is Agg)."""

        def enable_matplotlib(self, gui: str | None = None) -> tuple[str, str]:
            """``%matplotlib inline``: Agg, and no figure is drawn."""
            import matplotlib.pyplot

            matplotlib.pyplot.switch_backend("Agg")
            return "agg", "agg"

    if not InteractiveShell.initialized():
        Shell.instance(config=Config({"HistoryManager": {"hist_file": ":memory:"}}))
    return InteractiveShell.instance()


class Kernel:
    """The notebook's namespace and what the current check uses."""

    def __init__(self) -> None:
        self.shell = shell()
        self.student: dict[str, Callable] = {}

    def run(self, number: int, source: str, seconds: float) -> tuple:
        from blackjack.course.engine.safety import TimeLimit, within

        interrupted = False
        try:
            result = within(lambda: self.shell.run_cell(source, store_history=False, silent=False), seconds)
            ok, interrupted = result.success, isinstance(result.error_in_exec, TimeLimit)
        except TimeLimit:  # the limit again, while IPython showed the first
            ok, interrupted = False, True
        except BaseException:  # an exit from the cell
            ok = False
        sys.stdout.flush()
        return "ran", number, ok, interrupted

    def check(self, id: str, names: tuple[str, ...]) -> tuple:
        from blackjack.course.exercises.index import BY_ID
        from blackjack.course.scoring import call_problem, earlier_functions

        functions = tuple(self.shell.user_ns.get(name) for name in names)
        missing = [name for name in names if name not in self.shell.user_ns]
        problem = (f"{missing[0]} is not defined in your notebook: its cell must define a function of that name "
                   "(was it renamed?)" if missing else call_problem(BY_ID[id], functions))
        self.student = dict(zip(names, functions))
        notes: list[str] = []
        if problem is None:
            with earlier_functions(BY_ID[id].uses, self.student) as notes:
                pass
        return "checking", problem, notes

    def observe(self, id: str, index: int, args: tuple) -> tuple:
        from blackjack.course.engine.checking import observe
        from blackjack.course.exercises.index import BY_ID, reference
        from blackjack.course.scoring import earlier_functions

        checked = BY_ID[id]
        part = checked.parts[index]
        try:
            with earlier_functions(checked.uses, self.student):
                seen, returned = observe(part, {n: self.student[n] for n in part.needs}, args,
                                         {n: reference(n) for n in part.needs})
        except BaseException as error:  # the student's problem, reported to the grader
            return failure(error)
        return "seen", seen, returned

    def done(self, id: str, passed: tuple[str, ...], points: int, text: str) -> tuple:
        from blackjack.course.scoring import SESSION

        SESSION.points[id] = points
        for name in passed:
            if name in self.student:
                SESSION.passed[name] = (id, self.student[name])
        print(text, flush=True)
        return ("ok",)


def serve(requests: int, answers: int) -> None:
    """Answer the grader's requests until it closes the channel."""
    kernel = Kernel()
    handlers = {"restore": restore, "run": kernel.run,
                "check": kernel.check, "observe": kernel.observe, "done": kernel.done, "enough": lambda: ("enough",)}
    while True:
        try:
            request = wire.decode(wire.receive(requests), hashed=True)
        except EOFError:
            return
        if request[0] == "observe all":
            id, index, inputs = request[1:]
            for args in inputs:
                if waiting(requests) or not reply(answers, kernel.observe(id, index, args)):
                    break
        else:
            reply(answers, handlers[request[0]](*request[1:]))


def restore(functions: list[tuple[str, str, str]]) -> tuple:
    """Each of FUNCTIONS, (module, name, source), compiled in its module and given to the stub the zygote
    imported in its place: every name bound to the stub calls the reference from now on."""
    import __future__

    import importlib
    import inspect

    for module_name, name, source in functions:
        module = importlib.import_module(module_name)
        future = vars(module).get("annotations") is __future__.annotations and __future__.annotations.compiler_flag
        made: dict = {}
        code = compile(source, module.__file__, "exec", flags=future, dont_inherit=True)
        exec(code, vars(module), made)  # noqa: S102 (the grader's source, before any of the student's)
        stub = inspect.unwrap(getattr(module, name))
        stub.__code__, stub.__doc__ = made[name].__code__, made[name].__doc__
    return ("restored",)


def waiting(requests: int) -> bool:
    """Has the grader sent a request (one that stops an ``observe all``)?"""
    import select

    return bool(select.select([requests], [], [], 0)[0])


def reply(answers: int, answer: tuple) -> bool:
    """Send ANSWER (as a failure when it cannot be sent at all); True when it was sent and is "seen"."""
    try:
        data = wire.encode(answer)
    except wire.WireError as error:  # a result past the wire's limits: the student's, said in one line
        answer = ("raised", "error", "TooLarge", f"a result too large to send back ({error})", False)
        data = wire.encode(answer)
    except Exception as error:  # anything else a student's value can do while it is written
        answer = ("raised", "error", type(error).__name__, "a result that cannot be sent back", False)
        data = wire.encode(answer)
    wire.send(answers, data)
    return answer[0] == "seen"


PRELOAD = ("IPython.core.interactiveshell", "blackjack.course.api", "blackjack.course.scoring",
           "blackjack.course.exercises.index")  # what every notebook's process uses


def preload(modules: tuple[str, ...]) -> None:
    """Import once, in the zygote, what every notebook's process uses and MODULES, those its notebook
    imports (the forks share them); and make sure the audit is never imported here, even without the sandbox
    that hides its folder: its catalog and the known mistakes hold near-copies of the references (so ``check``
    called in a cell works out no likely cause here)."""
    import importlib

    sys.modules["blackjack.course.audit"] = None  # type: ignore[assignment]  # importing it raises ImportError
    for name in PRELOAD + modules:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: S112 (a notebook that needs it will say why)
            continue
    shell()


def undumpable() -> None:
    """No process of the same uid may trace this one or read its memory (``PR_SET_DUMPABLE`` 0)."""
    import ctypes

    ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)


def settings_of_this_process() -> tuple:
    """What a process of the same uid can change in this one from outside: every resource limit, the nice value,
    the CPUs, the scheduling policy (a notebook's process is this zygote's child, of its uid: ``prlimit``,
    ``setpriority``, ``sched_setaffinity`` and ``sched_setscheduler`` on its parent all work)."""
    import resource

    limits = tuple(resource.getrlimit(getattr(resource, name)) for name in sorted(dir(resource))
                   if name.startswith("RLIMIT_"))
    return limits, os.getpriority(os.PRIO_PROCESS, 0), frozenset(os.sched_getaffinity(0)), os.sched_getscheduler(0)


FORK, KILL = b"fork", b"kill"  # the grader's messages on the control socket: each one of 4 bytes, read alone


def watch(pid: int, control: socket.socket) -> int:
    """Wait for the notebook's process to end, killing it when the grader says so; its exit code.

    A process may end by itself just as the grader tells this one to kill it (it stopped this zygote, sent the
    grader nonsense and ended; or it flooded and ended as it was stopped): the ``kill`` is then left unread, and
    the grader reads the exit code first.  Messages are read 4 bytes at a time, so that a ``kill`` is never
    read glued to the ``fork`` after it, and the zygote drops a ``kill`` that comes while no process is
    watched: it can only be such a stale one (the grader sends the next ``fork`` only after this process's
    exit code)."""
    import select
    import signal

    ended = os.pidfd_open(pid)
    waiting: list[socket.socket | int] = [control, ended]
    try:
        while True:
            ready, _, _ = select.select(waiting, [], [])
            if ended in ready:
                return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
            if control.recv(len(KILL)) in (b"", KILL):
                os.kill(pid, signal.SIGKILL)
    finally:
        os.close(ended)  # else each notebook's process would inherit those of all the ones before it


READY = b"ready\n"  # told the grader once the imports are done: a notebook's time starts after them


def zygote(control_fd: int, sandboxed: bool, modules: tuple[str, ...] = ()) -> None:
    """Import once (``preload``, then say ``READY``); then for each ``fork`` from the grader (three fds: requests, answers, output)
    a fresh process that serves one notebook.  After it, in the sandbox: nothing left running, ``/tmp`` empty, no
    IPC object, no key in the uid's keyrings (``cleaned``); without it, the notebook's process group killed, and
    nothing else touched (``ended_alone``); this zygote's limits and scheduling as they were, and the grader
    told ``"CODE CLEAN"``.  When something could not be cleaned or put back, the zygote ends (the next notebook
    gets a new one)."""
    import socket

    preload(modules)
    undumpable()
    own_session_keyring()
    settings = settings_of_this_process()
    control = socket.socket(fileno=control_fd)
    control.sendall(READY)
    while True:
        try:
            message, fds, _, _ = socket.recv_fds(control, len(FORK), 3)
        except OSError:
            return
        if message == KILL and not fds:  # for a process that had ended already (see ``watch``): stale
            continue
        if message != FORK or len(fds) != 3:
            for fd in fds:
                os.close(fd)
            return
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            control.close()
            os.setpgid(0, 0)
            notebook(*fds)
        with contextlib.suppress(OSError):  # both sides, so that the group exists whichever runs first
            os.setpgid(pid, pid)
        for fd in fds:
            os.close(fd)
        code = watch(pid, control)
        clean = (cleaned() if in_sandbox(sandboxed) else ended_alone(pid)) and settings_of_this_process() == settings
        control.sendall(f"{code} {int(clean)}\n".encode())
        if not clean:
            return


def notebook(requests: int, answers: int, output: int) -> None:
    """In the forked process: output to the notebook's own pipe, serve, and end: 0 when the requests ended,
    ``FAILED`` (the exception's last line printed) when serving raised, so that the grader's note says which."""
    os.dup2(output, 1)
    os.dup2(output, 2)
    os.close(output)
    code = FAILED
    try:
        serve(requests, answers)
        code = 0
    except BaseException as error:
        import traceback

        with contextlib.suppress(BaseException):
            print(traceback.format_exception_only(error)[-1].strip(), file=sys.stderr, flush=True)
    finally:
        os._exit(code)


FAILED = 70  # the exit code of a notebook's process whose serving raised


if __name__ == "__main__":
    os.environ.setdefault("MPLBACKEND", "Agg")
    from blackjack.course.grading.sandbox.runner import zygote as run

    run(int(sys.argv[1]), sys.argv[2] == "sandboxed", tuple(sys.argv[3:]))
