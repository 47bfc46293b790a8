"""The grader's side of a sandboxed runner: a zygote per worker, a channel per notebook.

A ``Zygote`` is ``runner.zygote`` started in the sandbox, in a memory cgroup
of its own where the machine has one: it imports what notebooks use once, and
forks a fresh process for each notebook, on three pipes this process opens and
hands over a Unix socket.  A notebook's zygote has a package without the
references of the notebook's exercises (``stripped``); the process that checks
one exercise gets back the others' before anything else.  A ``Channel`` is one
notebook's process: requests out, answers and output in, with a deadline on
every answer and a cap on output.  After each notebook the zygote kills
whatever is left and empties ``/tmp``; when it cannot, or when anything goes
wrong with it, the whole sandbox is killed and the next notebook gets a new
one.
"""

from __future__ import annotations

import ast
import functools
import itertools
import os
import select
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from blackjack.course.engine import safety
from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.grading.sandbox import wire
from blackjack.course.grading.sandbox.cgroup import Group
from blackjack.course.grading.sandbox.runner import FORK, KILL, READY
from blackjack.course.grading.sandbox.stripped import Builds, given_back
from blackjack.course.notebook.cells import checked_cells

STARTUP_SECONDS = 120
TIME_WAITED = safety.SECONDS / 2  # the least wait for an answer that says the time limit was passed (the limit
# is the runner's, ``safety.SECONDS``; half of it leaves room for this process reading the answer late)  # for a zygote's imports, however loaded the machine


@dataclass(frozen=True)
class Settings:
    cell_seconds: float = 60
    total_seconds: float = 600
    output: int = 1_000_000  # bytes of output allowed per run of the notebook (read and dropped)
    limits: sandbox.Limits = sandbox.Limits()
    sandboxed: bool = True
    seed: int | None = None  # the grading run's: it chooses every check's inputs


# How a notebook's process can end that the grader tells the student in its own words (``Stopped``'s reasons):
ENDED = "the notebook's process ended"  # with its exit code; alone when the sandbox went with it (no code)
NONSENSE = "it sent the grader nonsense"
UNREADABLE = "it sent the grader something it does not read"  # then the reader's words, which may quote the student


class Stopped(BaseException):
    """The notebook's process was stopped or died; REASON says why, for the student."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Zygote:
    """The sandbox of one worker, forking a process per notebook."""

    def __init__(self, settings: Settings, overlays: dict[Path, Path], modules: tuple[str, ...] = ()) -> None:
        ours, theirs = socket.socketpair()
        argv = [sys.executable, "-P", "-m", "blackjack.course.grading.sandbox.runner", str(theirs.fileno()),
                "sandboxed" if settings.sandboxed else "trusted", *modules]
        self.group = Group.create(f"blackjack-{os.getpid()}-{next(NUMBERS)}", settings.limits.memory,
                                  settings.limits.cores)
        self.process = sandbox.start(argv, settings.limits, (theirs.fileno(),), settings.sandboxed, overlays,
                                     output=subprocess.DEVNULL, group=self.group)
        theirs.close()
        self.control = ours
        self.wait_ready()

    def wait_ready(self) -> None:
        """Wait until the zygote has imported what notebooks use, so a notebook's first cell is not charged
        for it; ``OSError`` when it does not say so within ``STARTUP_SECONDS``."""
        ready, _, _ = select.select([self.control], [], [], STARTUP_SECONDS)
        if not ready or self.control.recv(len(READY)) != READY:
            self.destroy()
            raise OSError("the grader's sandbox did not start")

    def alive(self) -> bool:
        return self.process.poll() is None

    def fork(self) -> tuple[int, int, int]:
        """A fresh process for one notebook: the fds to send requests, read answers and output."""
        requests_in, requests = os.pipe()
        answers, answers_out = os.pipe()
        output, output_out = os.pipe()
        try:
            socket.send_fds(self.control, [FORK], [requests_in, answers_out, output_out])
        finally:
            for fd in (requests_in, answers_out, output_out):
                os.close(fd)
        return requests, answers, output

    def finish(self, kill: bool) -> int | None:
        """The exit code of the notebook's process (killed first if KILL); None when the zygote failed."""
        try:
            if kill:
                self.control.sendall(KILL)
            ready, _, _ = select.select([self.control], [], [], 30)
            reply = self.control.recv(64).decode().split() if ready else []
            code, clean = int(reply[0]), reply[1] == "1"
        except (OSError, ValueError, IndexError):
            code, clean = None, False
        if not clean:
            self.destroy()
        return code

    def end(self) -> None:
        """Let the zygote end (its control socket closes) and wait for it; kill it if it does not."""
        self.control.close()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        self.forget_group()

    def destroy(self) -> None:
        """Kill the whole sandbox (its own PID namespace: nothing outlives it)."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self.control.close()
        self.forget_group()

    def kills(self) -> int:
        """The processes the kernel killed in this sandbox for want of memory, so far."""
        return self.group.kills() if self.group is not None else 0

    def forget_group(self) -> None:
        if self.group is not None:
            for _ in range(50):  # the kernel lets a group go once its last process is reaped
                self.group.remove()
                if not self.group.exists():
                    break
                time.sleep(0.02)


def end_all() -> None:
    """At a worker's exit: every zygote ended and waited for (nothing left, its CPU time counted), and the
    stripped copies of the package removed."""
    for found in ZYGOTES.values():
        if found.alive():
            found.end()
    ZYGOTES.clear()
    BUILDS.remove()


ZYGOTES: dict[tuple[Settings, str], Zygote] = {}  # this worker's sandboxes: (settings, notebook) -> its zygote
NUMBERS = itertools.count()
BUILDS = Builds()
KEPT = 2  # zygotes a worker keeps (it grades a class notebook by notebook)


def zygote(settings: Settings, notebook: str) -> Zygote:
    """This worker's zygote for SETTINGS, its package without NOTEBOOK's references; started (again) when
    there is none alive, the one used longest ago ended when too many are."""
    key = (settings, notebook)
    found = ZYGOTES.pop(key, None)
    if found is None or not found.alive():
        while len(ZYGOTES) >= KEPT:
            ZYGOTES.pop(next(iter(ZYGOTES))).end()
        found = Zygote(settings, BUILDS.overlays(notebook) if settings.sandboxed else {}, imported_by(notebook))
    ZYGOTES[key] = found  # last: the most recently used
    return found


@functools.cache
def imported_by(notebook: str) -> tuple[str, ...]:
    """The absolute modules the course's notebook NOTEBOOK imports in the cells the grader runs, up to its
    last check (read from its solution): its zygotes import them once, and no other (matplotlib and numba,
    which only the plots after the checks use, cost a second and 100 MB a zygote)."""
    nodes = [node for tree in checked_cells(notebook) for node in ast.walk(tree)]
    plain = {alias.name for node in nodes if isinstance(node, ast.Import) for alias in node.names}
    return tuple(sorted(plain | {node.module for node in nodes
                                 if isinstance(node, ast.ImportFrom) and node.module and not node.level}))


class Channel:
    """One notebook's process: requests out, answers and output in."""

    def __init__(self, settings: Settings, zygote: Zygote) -> None:
        self.settings, self.zygote = settings, zygote
        self.requests, self.answers, self.out = zygote.fork()
        self.kills = zygote.kills()  # before the notebook: a kill after this one is the notebook's
        self.pending, self.printed = b"", 0
        self.code: int | None = None
        self.closed = False
        self.since = time.monotonic()  # when the last request was sent or answer received

    @classmethod
    def open(cls, settings: Settings, id: str) -> Channel:
        """A fresh process for one notebook, checking exercise ID: with the references of the notebook's other
        exercises given back, none of ID's."""
        notebook = BY_ID[id].notebook
        try:
            return cls(settings, zygote(settings, notebook)).restoring(id)
        except OSError:  # a zygote that died since it was last used, or broke: once more, with a new one
            stale = ZYGOTES.pop((settings, notebook), None)
            if stale is not None:
                stale.destroy()
            return cls(settings, zygote(settings, notebook)).restoring(id)

    def restoring(self, id: str) -> Channel:
        """This channel once its process has the references of exercise ID's neighbours (``OSError`` when it
        cannot take them: no student code has run in it yet)."""
        if self.settings.sandboxed:
            try:
                answer = self.ask(("restore", given_back(id)), STARTUP_SECONDS)
            except Stopped as stopped:
                raise OSError(f"the grader's sandbox did not start ({stopped.reason})") from None
            if answer != ("restored",):
                self.close(kill=True)
                raise OSError("the grader's sandbox did not start")
        return self

    def ask(self, request: tuple, seconds: float) -> tuple:
        """Send REQUEST; its answer within SECONDS, else ``Stopped``."""
        self.send(request)
        return self.receive(seconds)

    def send(self, request: tuple) -> None:
        try:
            wire.send(self.requests, wire.encode(request))
        except OSError:
            raise self.stop("ended") from None
        self.since = time.monotonic()

    def receive(self, seconds: float) -> tuple:
        """The next answer, within SECONDS, else ``Stopped``."""
        deadline = time.monotonic() + seconds
        while True:
            message = self.message()
            if message is not None:
                return self.timed(message)
            left = deadline - time.monotonic()
            if left <= 0:
                raise self.stop("time")
            ready, _, _ = select.select([self.answers, self.out], [], [], left)
            if self.out in ready:
                self.read_output()
            if self.answers in ready and not self.read_answers():
                raise self.stop("ended")

    def message(self) -> tuple | None:
        if len(self.pending) < wire.HEADER.size:
            return None
        size = wire.HEADER.unpack(self.pending[:wire.HEADER.size])[0]
        if size > wire.MAX_MESSAGE:
            raise self.stop(NONSENSE)
        end = wire.HEADER.size + size
        if len(self.pending) < end:
            return None
        data, self.pending = self.pending[wire.HEADER.size:end], self.pending[end:]
        try:
            message = wire.decode(data)
        except wire.WireError as error:
            raise self.stop(f"{UNREADABLE} ({error})") from None
        if not isinstance(message, tuple) or not message:
            raise self.stop(NONSENSE)
        return message

    def timed(self, message: tuple) -> tuple:
        """MESSAGE, except that a report that the student's call ran past the time limit (``("raised",
        "time", ...)``) is believed only when this process waited that long for it: the notebook's process
        is the student's, and their code can raise the engine's ``TimeLimit`` at once.  Sooner, it is the
        student's own exception, reported as any other (``raised TimeLimit``; a check's own, such as the
        endless iterator of 002:B4 that stops a student's ``list(randoms)``, is reported with its text, never as
        a wrong type of result).  The wait is counted from the
        request or the answer before, whichever came last."""
        now = time.monotonic()
        waited, self.since = now - self.since, now
        if message[:2] == ("raised", "time") and len(message) == 5 and waited < TIME_WAITED:
            return ("raised", "error", message[2], message[3], False)  # not a value the check could not use
        return message

    def read_answers(self) -> bool:
        chunk = os.read(self.answers, 1 << 20)
        self.pending += chunk
        return bool(chunk)

    def read_output(self) -> None:
        chunk = os.read(self.out, 1 << 20)
        self.printed += len(chunk)
        if self.printed > self.settings.output:
            raise self.stop("output")

    def stop(self, why: str) -> Stopped:
        """End the notebook's process; the reason to give, from WHY and how it ended."""
        code = self.close(kill=why != "ended")
        if why in ("ended", "time") and self.zygote.kills() > self.kills:
            return Stopped("memory")
        if code == -signal.SIGXCPU:
            return Stopped("cpu")
        if why == "ended":
            return Stopped(ENDED if code is None else f"{ENDED} (exit code {code})")
        return Stopped(why)

    def close(self, kill: bool = False) -> int | None:
        """End the notebook's process (at once if KILL; else it ends when its requests end); its exit code."""
        if self.closed:
            return self.code
        self.closed = True
        os.close(self.requests)
        self.code = self.zygote.finish(kill)
        for fd in (self.answers, self.out):
            os.close(fd)
        return self.code
