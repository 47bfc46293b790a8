"""The grading processes: N notebooks at a time, each within a budget of the grader's own memory and CPU time.

The student's code runs in the sandbox; what the grader does with what comes
back (comparing, shrinking a counterexample, showing values) runs in a worker
process.  For each notebook the worker lowers its own soft limits to what it
uses now plus a budget (``MEMORY`` bytes of address space, ``CPU_SECONDS``):
over the budget that notebook's grading fails, with a row that says so, and
the worker goes on (the soft CPU limit raises ``OverBudget`` from the kernel's
``SIGXCPU``).  A Python handler runs only between two steps of Python, never
inside one C call (building a set of a million keys that share one hash, a
regular expression that backtracks): so the process that started the workers
watches their CPU time (``watched``), and kills a worker ``GRACE`` seconds
past its notebook's budget.  A hard ``RLIMIT_CPU`` would do it in the kernel,
but a process without root cannot raise it again for the next notebook.  A
worker that ends, for any reason, costs only the notebook it was grading: the
notebooks it had not started go to a new pool, and those it had started are
graded again one at a time, so that the one that ends a worker alone is
known, and the honest notebook beside it keeps its points.  A worker runs
``prepare`` (the grader's: the known mistakes and plans made, ``remote.prepare``; made already in the grader it is forked from) once
when it starts, before any budget.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import multiprocessing
import os
import resource
import signal
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from blackjack.course.grading.sandbox.bwrap import FIRST_UID
from blackjack.course.grading.sandbox.channel import Settings

MEMORY = 300_000_000  # bytes of address space a notebook's grading may add to the worker's
CPU_SECONDS = 10  # CPU seconds of the worker for one notebook, above what it used before (an honest one: 0.2-1.5)
GRACE = 2  # CPU seconds past the budget at which a worker is killed (before, ``OverBudget`` has had its chance)
WATCH = 0.2  # seconds between two looks at the workers' CPU time
T = TypeVar("T")
Job = TypeVar("Job")


class OverBudget(BaseException):
    """Grading one notebook took more of the grader's own CPU time than its budget.  Not an ``Exception``: raised
    wherever the grader is when the kernel says so, it must pass every handler of a student's failures (and
    hypothesis, which would shrink on, and call it the student's flaky answer) up to the notebook's."""


def over_budget(signum: int, frame: object) -> None:
    raise OverBudget(f"grading it took more than {CPU_SECONDS} CPU seconds of the grader's own")


@contextlib.contextmanager
def budget() -> Iterator[None]:
    """While grading one notebook: the worker's soft limits at what it uses now plus the budget, and its
    deadline, for the process that watches it, ``GRACE`` seconds later."""
    size = int(Path("/proc/self/statm").read_text().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    used = resource.getrusage(resource.RUSAGE_SELF)
    seconds = int(used.ru_utime + used.ru_stime) + 1 + CPU_SECONDS
    saved = [(which, resource.getrlimit(which)) for which in (resource.RLIMIT_AS, resource.RLIMIT_CPU)]
    previous = signal.signal(signal.SIGXCPU, over_budget)
    resource.setrlimit(resource.RLIMIT_AS, (size + MEMORY, saved[0][1][1]))
    resource.setrlimit(resource.RLIMIT_CPU, (seconds, saved[1][1][1]))  # the hard limit, once lowered, stays
    deadline(seconds + GRACE)
    try:
        yield
    finally:
        deadline(0)
        for which, limits in saved:
            resource.setrlimit(which, limits)
        signal.signal(signal.SIGXCPU, previous)


WORKER: dict = {"uid": FIRST_UID, "started": None, "number": 0, "clocks": None}  # this worker's uid, the pool's
# shared array of starts, this worker's number in its pool, and the pool's shared array of (pid, CPU deadline)


def deadline(seconds: float) -> None:
    """Tell the watching process this worker's pid and the CPU time at which to kill it (0: none)."""
    clocks = WORKER["clocks"]
    if clocks is not None:
        clocks[2 * WORKER["number"]: 2 * WORKER["number"] + 2] = [os.getpid(), seconds]


def cpu_seconds(pid: int) -> float:
    """The CPU time child PID of this process has used (0 when it is not one, or has ended)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    if int(fields[1]) != os.getpid():  # its parent: a pid of an ended worker may be another's by now
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def overdue(clocks: object) -> None:
    """Kill each worker of CLOCKS past its deadline."""
    for at in range(0, len(clocks), 2):  # type: ignore[arg-type]
        pid, seconds = int(clocks[at]), clocks[at + 1]  # type: ignore[index]
        if seconds and cpu_seconds(pid) > seconds:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


@contextlib.contextmanager
def watched(clocks: object) -> Iterator[None]:
    """While inside: a thread of this process kills a worker whose CPU time passes its deadline in CLOCKS."""
    done = threading.Event()

    def watch() -> None:
        while not done.wait(WATCH):
            overdue(clocks)

    thread = threading.Thread(target=watch, name="budget watch", daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join()


def uid_of(grader: int, number: int) -> int:
    """The uid of worker NUMBER of the grading process GRADER: the kernel counts processes per uid across the
    machine, so two gradings at once (or two test files) must not share one, or one's fork bomb starves the other.

    >>> uid_of(1234, 0), uid_of(1234, 1), uid_of(1235, 0)
    (80744, 80745, 80760)
    """
    return FIRST_UID + (grader % 10_000) * 16 + number


def start_worker(numbers: multiprocessing.Queue, started: object, clocks: object,
                 prepare: Callable[[], object] | None) -> None:
    from multiprocessing.util import Finalize

    from blackjack.course.grading.sandbox.channel import end_all

    number = numbers.get()
    WORKER.update(uid=uid_of(os.getppid(), number), started=started, number=number, clocks=clocks)
    Finalize(None, end_all, exitpriority=10)  # the pool's workers skip atexit
    if prepare is not None:
        prepare()


def in_worker(grade_one: Callable[[Job, Settings], T], index: int, job: Job, settings: Settings) -> T:
    WORKER["started"][index] = 1
    limits = replace(settings.limits, uid=WORKER["uid"])
    with budget():
        return grade_one(job, replace(settings, limits=limits))


def run_pool(grade_one: Callable[[Job, Settings], T], jobs: dict[int, Job], settings: Settings, workers: int,
             done: Callable[[int, T], object], started: object, prepare: Callable[[], object] | None) -> list[int]:
    """Grade JOBS in a pool of WORKERS (each runs PREPARE first), telling DONE each result and marking STARTED
    the jobs begun; the jobs left when a worker ended (if one did)."""
    numbers: multiprocessing.Queue = multiprocessing.Queue()
    for number in range(workers):
        numbers.put(number)
    left = []
    clocks = multiprocessing.Array("d", 2 * workers, lock=False)
    with concurrent.futures.ProcessPoolExecutor(workers, initializer=start_worker,
                                                initargs=(numbers, started, clocks, prepare)) as pool, \
            watched(clocks):
        futures = {pool.submit(in_worker, grade_one, index, job, settings): index for index, job in jobs.items()}
        for future in concurrent.futures.as_completed(futures):
            try:
                done(futures[future], future.result())
            except concurrent.futures.process.BrokenProcessPool:
                left.append(futures[future])
    return sorted(left)


def grade_all(grade_one: Callable[[Job, Settings], T], jobs: list[Job], settings: Settings, workers: int,
              failed: Callable[[Job], T], progress: Callable[[int], object],
              prepare: Callable[[], object] | None = None) -> list[T]:
    """GRADE_ONE of every job, WORKERS at a time, in order; FAILED(job) for one that ends its worker alone;
    each worker runs PREPARE when it starts."""
    results: dict[int, T] = {}

    def done(index: int, result: T) -> None:
        results[index] = result
        progress(1)

    waiting = dict(enumerate(jobs))
    while waiting:
        marks = multiprocessing.Array("b", len(jobs), lock=False)
        left = run_pool(grade_one, waiting, settings, min(workers, len(waiting)), done, marks, prepare)
        started = [index for index in left if marks[index]]
        for index in started:  # alone, so that the one that ends its worker is known
            if run_pool(grade_one, {index: jobs[index]}, settings, 1, done, marks, prepare):
                done(index, failed(jobs[index]))
        waiting = {index: jobs[index] for index in left if index not in started}
    return [results[index] for index in range(len(jobs))]
