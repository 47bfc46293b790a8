"""A fork server: many small jobs, each in a child forked from this (warmed) process, a few at a time.

The caller imports and warms what the jobs need once; each child starts from
that state, runs one job and sends back its result.  Nothing a job does
reaches the parent or the next job: its processes are killed when it ends.
A job that hangs is killed at its time limit; one that crashes its process
gives an error result.  At most WORKERS children are alive at once, and every
child is reaped, even when the caller stops early.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

J = TypeVar("J")


def _serve(job: Callable[[], object], pipe: int) -> None:
    """In the child: run JOB, send ("done", value) or ("error", message) through PIPE, and end at once."""
    try:
        try:
            message: tuple[str, object] = ("done", job())
            data = pickle.dumps(message)
        except BaseException as error:  # the job's own failure (or an unpicklable result), reported to the parent
            data = pickle.dumps(("error", f"{type(error).__name__}: {error}"))
        view = memoryview(data)
        while view:
            view = view[os.write(pipe, view):]
    finally:
        os._exit(0)


@dataclass
class Child(Generic[J]):
    """One running job: its key, process (the leader of its own group), pipe and what it sent so far."""

    key: J
    pid: int
    pipe: int
    started: float
    chunks: list[bytes] = field(default_factory=list)

    def end(self) -> int:
        """Kill whatever is left of the job's processes, reap the child; its wait status."""
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:  # the group is gone already
            pass
        os.close(self.pipe)
        return os.waitpid(self.pid, 0)[1]

    def outcome(self, status: int) -> tuple[J, str, Any]:
        """(key, "done" | "error", value) from what the child sent before it ended with STATUS."""
        try:
            return (self.key, *pickle.loads(b"".join(self.chunks)))
        except Exception:  # nothing sent, or cut short: the process died
            return self.key, "error", f"the process ended with code {os.waitstatus_to_exitcode(status)}"


def start(key: J, job: Callable[[], object]) -> Child[J]:
    """Fork a child, in a process group of its own, to run JOB."""
    for stream in (sys.stdout, sys.stderr):
        stream.flush()  # the child must not write out what the parent had buffered
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(reader)
        os.setpgid(0, 0)
        _serve(job, writer)
    os.close(writer)
    try:
        os.setpgid(pid, pid)
    except OSError:  # the child did it first, or has already ended
        pass
    return Child(key, pid, reader, time.monotonic())


def read(child: Child[J]) -> bool:
    """Take what CHILD sent; True once it has closed its end (its result is complete)."""
    chunk = os.read(child.pipe, 1 << 16)
    child.chunks.append(chunk)
    return not chunk


def run_each(jobs: Iterable[tuple[J, Callable[[], object]]], workers: int | None = None,
             seconds: float = 120.0) -> Iterator[tuple[J, str, Any]]:
    """For each (key, job): (key, "done" | "error" | "timeout", value), as they finish.

    The value is the job's result when done, else a message saying why: its type goes with the status.
    """
    pending = list(jobs)[::-1]
    running: dict[int, Child[J]] = {}  # by pipe
    workers = workers or os.cpu_count() or 1
    try:
        while pending or running:
            while pending and len(running) < workers:
                child = start(*pending.pop())
                running[child.pipe] = child
            ready, _, _ = select.select(list(running), [], [], 0.2)
            for pipe in ready:
                if read(running[pipe]):
                    child = running.pop(pipe)
                    yield child.outcome(child.end())
            for child in [c for c in running.values() if time.monotonic() - c.started > seconds]:
                del running[child.pipe]
                child.end()
                yield child.key, "timeout", f"no result within {seconds:g} s"
    finally:
        for child in running.values():
            child.end()
