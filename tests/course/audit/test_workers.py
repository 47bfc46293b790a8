"""The audit's fork server: each job in a child of its own, isolated, bounded, timed out and reaped."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from pathlib import Path

import pytest

from blackjack.course.audit.workers import run_each

STATE = {"changed": False}


def change_state() -> bool:
    STATE["changed"] = True
    return STATE["changed"]


def test_each_job_gets_its_own_result():
    results = {key: (status, value) for key, status, value in run_each([(n, lambda n=n: n * n) for n in range(5)], 2)}
    assert results == {n: ("done", n * n) for n in range(5)}


def test_a_job_that_changes_module_state_changes_it_only_for_itself():
    results = list(run_each([("a", change_state), ("b", lambda: STATE["changed"])], workers=1))
    assert [value for _, _, value in results] == [True, False]
    assert STATE["changed"] is False


def test_a_failing_job_a_dying_job_and_an_endless_job_each_say_so():
    def endless() -> None:
        while True:
            pass

    jobs = [("raises", lambda: 1 / 0), ("dies", lambda: os._exit(3)), ("loops", endless), ("fine", lambda: 1)]
    results = {key: (status, value) for key, status, value in run_each(jobs, workers=2, seconds=1)}
    assert results == {"raises": ("error", "ZeroDivisionError: division by zero"),
                       "dies": ("error", "the process ended with code 3"),
                       "loops": ("timeout", "no result within 1 s"), "fine": ("done", 1)}


def test_never_more_jobs_alive_than_workers():
    alive, most, started = (multiprocessing.Value("i", 0) for _ in range(3))

    def job() -> None:
        with alive.get_lock():
            alive.value += 1
            started.value += 1
            most.value = max(most.value, alive.value)
        deadline = time.monotonic() + 10  # each job waits for a second one to run beside it (a loaded machine
        while alive.value < 2 and started.value < 8 and time.monotonic() < deadline:  # may start it late)
            time.sleep(0.01)
        time.sleep(0.05)
        with alive.get_lock():
            alive.value -= 1

    assert len(list(run_each([(n, job) for n in range(8)], workers=2))) == 8
    assert most.value == 2


def state(pid: int) -> str:
    """The process's state letter (Z for a zombie), or "gone"."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return "gone"


def test_stopping_early_kills_and_reaps_every_child_and_what_it_started(tmp_path):
    def leaves_a_process() -> None:
        pid = os.fork()
        if pid == 0:
            signal.pause()
        (tmp_path / "pids.part").write_text(f"{os.getpid()} {pid}")
        os.replace(tmp_path / "pids.part", tmp_path / "pids")  # whole when seen
        time.sleep(60)

    results = run_each([("quick", lambda: 1), ("slow", leaves_a_process), ("never", lambda: 2)], workers=2)
    assert next(results)[0] == "quick"
    while not (tmp_path / "pids").exists():
        time.sleep(0.01)
    results.close()
    child, grandchild = map(int, (tmp_path / "pids").read_text().split())
    assert state(child) == "gone"
    for _ in range(100):
        if state(grandchild) in ("Z", "gone"):  # killed (reaped by init, or left to it)
            break
        time.sleep(0.01)
    assert state(grandchild) in ("Z", "gone")


def test_the_audit_refuses_no_workers_at_once(capsys):
    from blackjack.course.__main__ import main

    with pytest.raises(SystemExit) as stop:
        main(["audit", "--workers", "0"])
    assert stop.value.code == 2 and "argument --workers: needs a whole number, 1 or more" in capsys.readouterr().err
