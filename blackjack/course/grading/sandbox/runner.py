"""The grader's runner: one notebook's cells, inside the sandbox, as the grader says.

``python -m blackjack.course.grading.sandbox.runner CONTROL`` is a zygote: it imports what
notebooks use once, then for each notebook forks a process that reads
requests from a file descriptor IN and answers on OUT, both opened by the
grader and handed over the Unix socket CONTROL (nothing on a path the
notebook can see; the fork closes CONTROL).  Requests, in the order the
grader sends them:

- ``("start", {exercise id: names})``: before any cell, the references of
  the notebook's exercises are guarded: called while the check of their own
  exercise is being answered (directly, wrapped in a closure, ``partial``,
  ``lambda`` or a class, or under another name), the process ends at once
  with ``REFERENCE_EXIT`` (``os._exit``: nothing can catch it).  Otherwise
  they work as always, for later exercises and ``use``.
- ``("run", number, source)``: one cell in the IPython shell (magics
  work), like "Run All"; answers ``("ran", number, ok)``.
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

Time and memory are the grader's business: it stops this process from
outside when a cell or a call runs too long, and the kernel's limits
(``sandbox.Limits``) bound everything else.
"""

from __future__ import annotations

import inspect
import os
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blackjack.course import paths
from blackjack.course.grading.sandbox import wire

if TYPE_CHECKING:
    import socket

REFERENCE_EXIT = 86  # the exit code that says: the reference was used in its own exercise's check
SERVING: set[str] = set()  # the exercise whose check is being answered
REAL: dict[int, Callable] = {}  # key -> the reference as it was
OWNER: dict[int, str] = {}  # key -> its exercise


PACKAGE = str(paths.PACKAGE)
CALLS_STUDENT = str(paths.COURSE / "engine" / "checking.py")  # where the checker calls the student's functions


def called(key: int, args: tuple, kwargs: dict) -> object:
    """What a guarded reference does when called: end the process if the student's code called it in its check.

    The package's own code may call it (a check's ``run``, a given function),
    unless the student's code led there; a call from anywhere else, or
    straight from the checker (the reference, or a ``partial`` of it, given
    as the student's function) is the student's.
    """
    if OWNER[key] in SERVING:
        frame = sys._getframe(2)  # called <- the guarded function <- its caller
        caller = frame.f_code.co_filename
        if not caller.startswith(PACKAGE + os.sep) or caller == CALLS_STUDENT or student_led(frame):
            os._exit(REFERENCE_EXIT)
    return REAL[key](*args, **kwargs)


def student_led(frame: types.FrameType | None) -> bool:
    """Is there code from outside the package between FRAME and the checker's call of a student
    function (the student's function calling the package, which calls the reference)?"""
    outside = False
    while frame is not None and frame.f_code.co_filename != CALLS_STUDENT:
        outside = outside or not frame.f_code.co_filename.startswith(PACKAGE + os.sep)
        frame = frame.f_back
    return outside and frame is not None


def guard(fn: object, exercise: str) -> None:
    """From now on FN (the object itself, under any name) goes through ``called``."""
    if not isinstance(fn, types.FunctionType) or fn.__closure__ or id(fn) in REAL:
        return
    real = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__)
    real.__kwdefaults__, real.__qualname__ = fn.__kwdefaults__, fn.__qualname__
    key = id(fn)
    REAL[key], OWNER[key] = real, exercise
    fn.__signature__ = inspect.signature(real)
    namespace: dict[str, Any] = {}
    exec(f"def {fn.__name__}(*args, **kwargs):\n"  # noqa: S102 (our own text)
         f"    import blackjack.course.grading.sandbox.runner as grader\n"
         f"    return grader.called({key}, args, kwargs)\n", {}, namespace)
    fn.__code__ = namespace[fn.__name__].__code__


def start(exercises: dict[str, tuple[str, ...]]) -> None:
    from blackjack.course.exercises.index import reference

    for id, names in exercises.items():
        for name in names:
            guard(reference(name), id)


def failure(error: BaseException) -> tuple:
    """How a student's call ended badly, as plain data."""
    from blackjack.course.engine.checking import WrongParameters, raised_in_checker
    from blackjack.course.engine.safety import Flood, TimeLimit

    kinds = ((NotImplementedError, "not attempted"), (TimeLimit, "time"), (Flood, "flood"), (SystemExit, "exit"),
             (WrongParameters, "parameters"))
    kind = next((k for cls, k in kinds if isinstance(error, cls)), "error")
    text = str(getattr(error, "code", "")) if kind == "exit" else str(error)[:500]
    return "raised", kind, type(error).__name__, text, raised_in_checker(error)


class Kernel:
    """The notebook's namespace and what the current check uses."""

    def __init__(self) -> None:
        from IPython.core.interactiveshell import InteractiveShell

        class Shell(InteractiveShell):
            def enable_gui(self, gui: str | None = None) -> None:
                """``%matplotlib inline`` works; plots go nowhere (the backend is Agg)."""

            def enable_matplotlib(self, gui: str | None = None) -> tuple[str, str]:
                """``%matplotlib inline``: Agg, and no figure is drawn."""
                import matplotlib.pyplot

                matplotlib.pyplot.switch_backend("Agg")
                return "agg", "agg"

        self.shell = Shell.instance()
        self.student: dict[str, Callable] = {}

    def run(self, number: int, source: str) -> tuple:
        try:
            ok = self.shell.run_cell(source, store_history=False, silent=False).success
        except BaseException:  # an exit from the cell
            ok = False
        sys.stdout.flush()
        return "ran", number, ok

    def check(self, id: str, names: tuple[str, ...]) -> tuple:
        from blackjack.course.exercises.index import BY_ID
        from blackjack.course.scoring import call_problem, earlier_functions

        functions = tuple(self.shell.user_ns.get(name) for name in names)
        problem = call_problem(BY_ID[id], functions)
        self.student = dict(zip(names, functions))
        notes: list[str] = []
        if problem is None:
            with earlier_functions(BY_ID[id].uses, self.student) as notes:
                pass
        SERVING.add(id)
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

        SERVING.discard(id)
        SESSION.points[id] = points
        for name in passed:
            if name in self.student:
                SESSION.passed[name] = (id, self.student[name])
        print(text, flush=True)
        return ("ok",)


def serve(requests: int, answers: int) -> None:
    """Answer the grader's requests until it closes the channel."""
    kernel = Kernel()
    handlers = {"start": lambda exercises: start(exercises) or ("ok",), "run": kernel.run,
                "check": kernel.check, "observe": kernel.observe, "done": kernel.done, "enough": lambda: ("enough",)}
    while True:
        try:
            request = wire.pickle.loads(wire.receive(requests))
        except EOFError:
            return
        if request[0] == "observe all":
            id, index, inputs = request[1:]
            for args in inputs:
                if waiting(requests) or not reply(answers, kernel.observe(id, index, args)):
                    break
        else:
            reply(answers, handlers[request[0]](*request[1:]))


def waiting(requests: int) -> bool:
    """Has the grader sent a request (one that stops an ``observe all``)?"""
    import select

    return bool(select.select([requests], [], [], 0)[0])


def reply(answers: int, answer: tuple) -> bool:
    """Send ANSWER (as a failure when it cannot be sent at all); True when it was sent and is "seen"."""
    try:
        data = wire.dumps(answer)
    except Exception as error:  # a value that cannot be sent at all
        answer = ("raised", "error", type(error).__name__, "a result that cannot be sent back", True)
        data = wire.dumps(answer)
    wire.send(answers, data)
    return answer[0] == "seen"


PRELOAD = ("IPython.core.interactiveshell", "blackjack.course.api", "blackjack.course.scoring", "blackjack.course.exercises.index", "numpy",
           "matplotlib.pyplot", "blackjack.dealer.exact", "blackjack.dealer.simulate", "blackjack.dealer.plots")


def preload() -> None:
    """Import once, in the zygote, what every notebook imports (the forks share it)."""
    import importlib

    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: S112 (a notebook that needs it will say why)
            continue


def undumpable() -> None:
    """No process of the same uid may trace this one or read its memory (``PR_SET_DUMPABLE`` 0)."""
    import ctypes

    ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)


def others() -> list[int]:
    """The processes of this PID namespace besides its init (1) and this one."""
    return [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) not in (1, os.getpid())]


def sweep() -> bool:
    """Kill whatever a notebook left running; True when nothing is left."""
    import signal
    import time

    for _ in range(100):
        left = others()
        if not left:
            return True
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                continue
        time.sleep(0.01)
    return False


def mount_points() -> set[str]:
    """Where something is mounted, from ``/proc/self/mountinfo`` (the fifth field, spaces as ``\\040``)."""
    with open("/proc/self/mountinfo", encoding="utf-8") as info:
        return {fields[4].encode().decode("unicode_escape") for fields in map(str.split, info) if len(fields) > 4}


def wipe(folders: tuple[str, ...] = ("/tmp", "/dev/shm")) -> bool:
    """Empty FOLDERS for the next notebook; True when nothing is left in them but the sandbox's own
    mounts (the project bound inside ``/tmp``, say) and the folders that lead to them."""
    kept = mount_points()
    leading = {str(parent) for point in kept for parent in Path(point).parents}
    return all(clear(folder, kept, leading) for folder in folders if os.path.isdir(folder))


def clear(folder: str, kept: set[str], leading: set[str]) -> bool:
    """Remove what FOLDER holds but the mount points KEPT, going into the folders LEADING to them;
    True when nothing else is left."""
    import shutil

    for entry in os.scandir(folder):
        if entry.path in kept:
            continue
        if entry.path in leading and entry.is_dir(follow_symlinks=False):
            clear(entry.path, kept, leading)
        elif entry.is_dir(follow_symlinks=False):
            shutil.rmtree(entry.path, ignore_errors=True)
        else:
            try:
                os.unlink(entry.path)
            except OSError:
                pass
    return all(path in kept or path in leading for path in (e.path for e in os.scandir(folder)))


def watch(pid: int, control: socket.socket) -> int:
    """Wait for the notebook's process to end, killing it when the grader says so; its exit code."""
    import select
    import signal

    ended = os.pidfd_open(pid)
    waiting: list[socket.socket | int] = [control, ended]
    while True:
        ready, _, _ = select.select(waiting, [], [])
        if ended in ready:
            return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        if control.recv(16) in (b"", b"kill"):
            os.kill(pid, signal.SIGKILL)


def zygote(control_fd: int) -> None:
    """Import once; then for each ``fork`` from the grader (three fds: requests, answers, output)
    a fresh process that serves one notebook.  After it: nothing left running, ``/tmp`` empty,
    and the grader told ``"CODE CLEAN"``; when something could not be cleaned, the zygote ends."""
    import socket

    preload()
    undumpable()
    control = socket.socket(fileno=control_fd)
    while True:
        try:
            message, fds, _, _ = socket.recv_fds(control, 16, 3)
        except OSError:
            return
        if message != b"fork" or len(fds) != 3:
            return
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            control.close()
            notebook(*fds)
        for fd in fds:
            os.close(fd)
        code = watch(pid, control)
        clean = sweep() and wipe()
        control.sendall(f"{code} {int(clean)}\n".encode())
        if not clean:
            return


def notebook(requests: int, answers: int, output: int) -> None:
    """In the forked process: output to the notebook's own pipe, serve, and end."""
    os.dup2(output, 1)
    os.dup2(output, 2)
    os.close(output)
    try:
        serve(requests, answers)
    finally:
        os._exit(0)


if __name__ == "__main__":  # the guard's state must live in blackjack.course.grading.sandbox.runner, not in __main__
    os.environ.setdefault("MPLBACKEND", "Agg")
    from blackjack.course.grading.sandbox.runner import zygote as run

    run(int(sys.argv[1]))
