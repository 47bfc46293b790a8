"""Run many small jobs, each in a forked process of its own, a few at a time.

A job that hangs is killed at its time limit; one that crashes its process
gives an error result.  Nothing a job does reaches the parent or the next job.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

J = TypeVar("J")


def _child(job: Callable[[], object], sender: multiprocessing.connection.Connection) -> None:
    try:
        sender.send(("done", job()))
    except BaseException as error:  # the job's own failure, reported to the parent
        sender.send(("error", f"{type(error).__name__}: {error}"))
    finally:
        sender.close()


def run_each(jobs: Iterable[tuple[J, Callable[[], object]]], workers: int | None = None,
             seconds: float = 120.0) -> Iterator[tuple[J, str, Any]]:
    """For each (key, job): (key, "done" | "error" | "timeout", value), as they finish.

    The value is the job's result when done, else a message saying why: its type goes with the status.
    """
    context = multiprocessing.get_context("fork")
    pending = list(jobs)[::-1]
    running: list[tuple[J, multiprocessing.context.ForkProcess, multiprocessing.connection.Connection, float]] = []
    workers = workers or os.cpu_count() or 1
    while pending or running:
        while pending and len(running) < workers:
            key, job = pending.pop()
            receiver, sender = context.Pipe(duplex=False)
            process = context.Process(target=_child, args=(job, sender), daemon=True)
            process.start()
            sender.close()
            running.append((key, process, receiver, time.monotonic()))
        ready = multiprocessing.connection.wait([r for _, _, r, _ in running], timeout=0.2)
        for entry in list(running):
            key, process, receiver, started = entry
            if receiver in ready:
                try:
                    status, value = receiver.recv()
                except EOFError:
                    process.join()
                    status, value = "error", f"the process ended with code {process.exitcode}"
            elif time.monotonic() - started > seconds:
                process.kill()
                status, value = "timeout", f"no result within {seconds:g} s"
            else:
                continue
            process.join()
            receiver.close()
            running.remove(entry)
            yield key, status, value
