"""What a notebook leaves behind in its sandbox, removed before the next notebook's process is forked.

The zygote's PID namespace, ``/tmp``, ``/dev/shm``, ``/dev/mqueue``, System V IPC namespace and the uid's
keyrings outlive a notebook's process: after each notebook, everything in them is removed (``cleaned``).
That is only right inside a sandbox of its own (``in_sandbox``): without one, the same names are the
machine's, and only the notebook's process group is killed (``ended_alone``).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


KEYCTL = {"x86_64": 250, "aarch64": 219}  # the keyctl system call's number, by machine


def forgotten_keys() -> bool:
    """Clear the keys a notebook added to this uid's keyrings (they outlive every namespace, and the grading run);
    True when both keyrings are empty or there is no keyring to clear."""
    import ctypes

    libc, keyctl = ctypes.CDLL(None, use_errno=True), KEYCTL.get(os.uname().machine)
    if keyctl is None:
        return True
    persistent = libc.syscall(keyctl, 22, -1, -2)  # KEYCTL_GET_PERSISTENT: this uid's, linked to the user keyring
    rings = (-3, -4, -5, *((persistent,) if persistent > 0 else ()))  # session, user, user session, persistent
    for keyring in rings:
        libc.syscall(keyctl, 7, keyring)  # KEYCTL_CLEAR
    return all(libc.syscall(keyctl, 11, keyring, None, 0) in (0, -1) for keyring in rings)  # KEYCTL_READ: size


def own_session_keyring() -> None:
    """A new, empty session keyring for this zygote and its notebooks (not the grader's, which a login gives it
    and every process it starts would share)."""
    import ctypes

    keyctl = KEYCTL.get(os.uname().machine)
    if keyctl is not None:
        ctypes.CDLL(None, use_errno=True).syscall(keyctl, 1, None)  # KEYCTL_JOIN_SESSION_KEYRING, anonymous


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


IPC = {"shm": "shmctl", "msg": "msgctl", "sem": "semctl"}  # /proc/sysvipc/<kind> -> the call that removes one


def ipc_ids(kind: str) -> list[int]:
    """The ids of this IPC namespace's System V objects of KIND (second column of ``/proc/sysvipc/KIND``)."""
    try:
        with open(f"/proc/sysvipc/{kind}", encoding="ascii") as table:
            return [int(row.split()[1]) for row in list(table)[1:] if row.strip()]
    except OSError:
        return []


def unshared() -> bool:
    """Remove the System V shared memory, queues and semaphores a notebook left (the next notebook shares this
    IPC namespace); True when none is left."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    for kind, call in IPC.items():
        for ipc_id in ipc_ids(kind):
            if kind == "sem":
                libc.semctl(ipc_id, 0, 0)  # IPC_RMID
            else:
                getattr(libc, call)(ipc_id, 0, None)
    return not any(ipc_ids(kind) for kind in IPC)


def mount_points() -> set[str]:
    """Where something is mounted, from ``/proc/self/mountinfo`` (the fifth field, spaces as ``\\040``)."""
    with open("/proc/self/mountinfo", encoding="utf-8") as info:
        return {fields[4].encode().decode("unicode_escape") for fields in map(str.split, info) if len(fields) > 4}


def wipe(folders: tuple[str, ...] = ("/tmp", "/dev/shm", "/dev/mqueue")) -> bool:
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


def in_sandbox(sandboxed: bool) -> bool:
    """Is this zygote the first process of a sandbox's own PID namespace (the grader said so, and its parent is
    that namespace's init)?  Only there is every other process, ``/tmp`` and the uid's keys a notebook's."""
    return sandboxed and os.getppid() == 1


def cleaned() -> bool:
    """In the sandbox, what a notebook left behind removed: its processes, files, IPC objects and keys."""
    return sweep() and wipe() and unshared() and forgotten_keys()


def ended_alone(pid: int) -> bool:
    """Without the sandbox (``--no-sandbox``, notebooks the instructor trusts): the notebook's process group
    killed, and nothing else: every process the grader's uid can see, its ``/tmp``, IPC objects and keys are
    the machine's (as root, sweeping them killed every process of the machine)."""
    import signal

    with contextlib.suppress(OSError):
        os.killpg(pid, signal.SIGKILL)
    return True
