"""Run a check in a forked child, so that nothing the student's code does survives it.

The child inherits the kernel's state, runs the check and sends back a plain
result; then it ends.  A changed working directory, random state, recursion
limit, ``sys.stdout``, signal handler, environment variable or global of the
package dies with it.  The parent gives the child a hard time limit that no
``except:`` can swallow (the kernel kills it), and an interrupted kernel
kills the child and says so in one line.

>>> in_child(lambda: 6 * 7, seconds=10)
42
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class ChildFailed(Exception):
    """The child did not send a result: killed at its time limit, or it ended on its own."""


def can_fork() -> bool:
    """Can this system fork (not on Windows)?"""
    return hasattr(os, "fork")


def _serve(work: Callable[[], object], pipe: int) -> None:
    """In the child: run WORK, send its result (or its exception) through PIPE, and end at once."""
    try:
        try:
            message = ("value", work())
        except BaseException as error:  # whatever happened, the parent decides what to say
            message = ("error", error)
        try:
            data = pickle.dumps(message)
        except Exception as error:  # an unpicklable value or exception: send its text
            data = pickle.dumps(("error", RuntimeError(f"{type(error).__name__}: {error}")))
        view = memoryview(data)
        while view:
            view = view[os.write(pipe, view):]
    finally:
        os._exit(0)


def _read_all(pipe: int, pid: int, seconds: float) -> bytes:
    """Everything the child writes to PIPE until it closes it; kill it after SECONDS."""
    chunks, deadline = [], time.monotonic() + seconds
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            os.kill(pid, signal.SIGKILL)
            raise ChildFailed(f"no result within {seconds:g} seconds")
        ready, _, _ = select.select([pipe], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(pipe, 1 << 16)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)


def in_child(work: Callable[[], T], seconds: float) -> T:
    """WORK's value, computed in a forked child; its exception is raised here.

    ``ChildFailed`` when the child sends nothing in SECONDS or dies; an interrupt
    (``KeyboardInterrupt``) here kills the child first.
    """
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(reader)
        _serve(work, writer)
    os.close(writer)
    try:
        data = _read_all(reader, pid, seconds)
    except BaseException:
        os.kill(pid, signal.SIGKILL)
        raise
    finally:
        os.close(reader)
        os.waitpid(pid, 0)
    if not data:
        raise ChildFailed("the check's process ended without a result")
    kind, value = pickle.loads(data)
    if kind == "error":
        raise value
    return value
