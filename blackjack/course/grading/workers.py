"""The grading processes: N notebooks at a time, each within a budget of the grader's own memory and CPU time.

The student's code runs in the sandbox; what the grader does with what comes
back (comparing, shrinking a counterexample, showing values) runs in a worker
process.  For each notebook the worker lowers its own soft limits to what it
uses now plus a budget (``MEMORY`` bytes of address space, ``CPU_SECONDS``):
over the budget that notebook's grading fails, with a row that says so, and
the worker goes on (the soft CPU limit raises ``OverBudget`` from the kernel's
``SIGXCPU``; what the wire lets through never keeps Python from seeing it).  A
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
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from blackjack.course.grading.sandbox.bwrap import FIRST_UID
from blackjack.course.grading.sandbox.channel import Settings

MEMORY = 300_000_000  # bytes of address space a notebook's grading may add to the worker's
CPU_SECONDS = 10  # CPU seconds of the worker for one notebook, above what it used before (an honest one: 0.2-1.5)
T = TypeVar("T")
Job = TypeVar("Job")


class OverBudget(Exception):
    """Grading one notebook took more of the grader's own CPU time than its budget."""


def over_budget(signum: int, frame: object) -> None:
    raise OverBudget(f"grading it took more than {CPU_SECONDS} CPU seconds of the grader's own")


@contextlib.contextmanager
def budget() -> Iterator[None]:
    """While grading one notebook: the worker's soft limits at what it uses now plus the budget."""
    size = int(Path("/proc/self/statm").read_text().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    used = resource.getrusage(resource.RUSAGE_SELF)
    seconds = int(used.ru_utime + used.ru_stime) + 1 + CPU_SECONDS
    saved = [(which, resource.getrlimit(which)) for which in (resource.RLIMIT_AS, resource.RLIMIT_CPU)]
    previous = signal.signal(signal.SIGXCPU, over_budget)
    resource.setrlimit(resource.RLIMIT_AS, (size + MEMORY, saved[0][1][1]))
    resource.setrlimit(resource.RLIMIT_CPU, (seconds, saved[1][1][1]))  # the hard limit, once lowered, stays
    try:
        yield
    finally:
        for which, limits in saved:
            resource.setrlimit(which, limits)
        signal.signal(signal.SIGXCPU, previous)


WORKER: dict = {"uid": FIRST_UID, "started": None}  # this worker's uid, and the pool's shared array of starts


def uid_of(grader: int, number: int) -> int:
    """The uid of worker NUMBER of the grading process GRADER: the kernel counts processes per uid across the
    machine, so two gradings at once (or two test files) must not share one, or one's fork bomb starves the other.

    >>> uid_of(1234, 0), uid_of(1234, 1), uid_of(1235, 0)
    (80744, 80745, 80760)
    """
    return FIRST_UID + (grader % 10_000) * 16 + number


def start_worker(numbers: multiprocessing.Queue, started: object, prepare: Callable[[], object] | None) -> None:
    from multiprocessing.util import Finalize

    from blackjack.course.grading.sandbox.channel import end_all

    WORKER["uid"], WORKER["started"] = uid_of(os.getppid(), numbers.get()), started
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
    with concurrent.futures.ProcessPoolExecutor(workers, initializer=start_worker,
                                                initargs=(numbers, started, prepare)) as pool:
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
