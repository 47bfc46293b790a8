"""Grading without the sandbox (``--no-sandbox``, notebooks the instructor trusts) cleans up after a notebook's own
process group only.  The zygote's cleaning in the sandbox kills every other process it can see and empties
``/tmp``: outside a sandbox's PID namespace, as root, that killed every process of the machine."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

from blackjack.course.grading.sandbox import cleaning


def test_only_a_zygote_told_it_is_sandboxed_and_child_of_its_namespace_init_cleans_everything():
    assert not cleaning.in_sandbox(False)
    assert cleaning.in_sandbox(True) is (os.getppid() == 1)


def test_without_the_sandbox_only_the_notebooks_process_group_is_killed():
    """The notebook's process and what it started in its group end; a process beside it is left alone."""
    bystander = subprocess.Popen(SLEEPER)
    reader, writer = os.pipe()
    notebook = os.fork()
    if notebook == 0:
        os.setpgid(0, 0)
        os.write(writer, str(subprocess.Popen(SLEEPER).pid).encode())
        time.sleep(60)
        os._exit(0)
    os.close(writer)
    started = int(os.read(reader, 20))
    try:
        assert cleaning.ended_alone(notebook)
        os.waitpid(notebook, 0)
        assert bystander.poll() is None
        assert gone(started)
    finally:
        bystander.kill()
        bystander.wait()
        with contextlib.suppress(OSError):
            os.kill(started, signal.SIGKILL)


SLEEPER = [sys.executable, "-c", "import time; time.sleep(60)"]


def gone(pid: int, seconds: float = 5) -> bool:
    """Has PID ended (a zombie counts) within SECONDS?"""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except OSError:
            return True
        time.sleep(0.05)
    return False
