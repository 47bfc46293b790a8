"""Starting a process inside bubblewrap, with limits the kernel enforces.

``command(argv, limits, hide)`` is the ``bwrap`` command line: the whole
system read-only, a private ``/tmp`` (the only writable place, of bounded
size), a hidden and read-only home, no network, its own PID namespace (nothing outlives
it), and the program run as an unprivileged uid, because root ignores
``RLIMIT_NPROC``.  ``start`` runs it with the resource limits set in the
child just before ``bwrap`` starts (``RLIMIT_AS``, ``RLIMIT_NPROC``,
``RLIMIT_CPU``, ``RLIMIT_FSIZE``), and hands it only the file descriptors
given in ``pass_fds``.  Without ``bwrap`` (``sandboxed=False``) the same
limits apply, but nothing else does.

>>> Limits().memory
2000000000
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from blackjack.course.paths import PROJECT

INSTALL = "apt-get install bubblewrap (Debian, Ubuntu) or dnf install bubblewrap (Fedora)"
FIRST_UID = 61000  # worker N runs its submissions as uid FIRST_UID + N


class NoSandbox(Exception):
    """bubblewrap is missing, or cannot start here."""


@dataclass(frozen=True)
class Limits:
    """What one submission may use; each is enforced by the kernel."""

    memory: int = 2_000_000_000  # bytes of address space (RLIMIT_AS)
    processes: int = 64  # processes and threads of the sandbox's uid (RLIMIT_NPROC)
    cpu_seconds: int = 600  # CPU time of each process (RLIMIT_CPU)
    file_size: int = 50_000_000  # bytes in any one file written (RLIMIT_FSIZE)
    tmp_size: int = 100_000_000  # bytes in the private /tmp
    uid: int = FIRST_UID


def bwrap() -> str | None:
    """The path of ``bwrap``, or None."""
    return shutil.which("bwrap")


def require_bwrap() -> str:
    """The path of ``bwrap``, or ``NoSandbox`` saying how to install it."""
    found = bwrap()
    if found is None:
        raise NoSandbox(f"bubblewrap (bwrap) is needed to grade safely; install it: {INSTALL}; "
                        "or grade without a sandbox with --no-sandbox (only for notebooks you trust)")
    return found


def probe(limits: Limits, hide: tuple[Path, ...] = ()) -> None:
    """``NoSandbox``, in bwrap's own words, when the sandbox cannot start the grader's runner here."""
    child = start([sys.executable, "-P", "-c", "import blackjack.course.grading.sandbox.runner"], limits, (), hide=hide)
    said = child.communicate(timeout=120)[0].decode("utf-8", "replace").strip().splitlines()
    if child.returncode != 0:
        raise NoSandbox(f"the sandbox does not start here ({said[-1] if said else f'exit code {child.returncode}'}); "
                        "grade without it with --no-sandbox (only for notebooks you trust)")


def command(argv: list[str], limits: Limits, hide: tuple[Path, ...] = ()) -> list[str]:
    """ARGV inside bwrap, as ``limits.uid``; HIDE are folders replaced by empty ones (other students)."""
    home = Path.home()
    binds = dict.fromkeys(str(Path(p).resolve()) for p in (sys.base_prefix, sys.prefix, PROJECT))
    line = [require_bwrap(), "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
            "--perms", "1777", "--size", str(limits.tmp_size), "--tmpfs", "/tmp", "--tmpfs", str(home)]
    for path in binds:
        line += ["--ro-bind", path, path]
    line += ["--remount-ro", str(home)]  # after the binds: Python itself may live under the home
    for path in (Path(p).resolve() for p in hide):
        if visible(path, [Path(b) for b in binds], (Path("/tmp").resolve(), home.resolve())):
            line += ["--tmpfs", str(path)]
    line += ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--die-with-parent",
             "--new-session", "--chdir", "/tmp", "--setenv", "HOME", "/tmp"]
    if os.geteuid() == 0:
        line += [shutil.which("setpriv") or "setpriv", f"--reuid={limits.uid}", f"--regid={limits.uid}",
                 "--clear-groups", "--inh-caps=-all"]
    return line + argv


def visible(path: Path, bound: list[Path], private: tuple[Path, ...]) -> bool:
    """Would the sandbox see the host's PATH?  Not under a PRIVATE folder (an empty tmpfs), unless a BOUND one shows it.

    A folder to hide that the sandbox cannot see anyway gets no mount of its
    own: one inside the private ``/tmp`` would be a mount point that the
    zygote cannot empty after a notebook, and would cost a new sandbox each time.

    >>> visible(Path("/tmp/class"), [Path("/work/course")], (Path("/tmp"), Path("/root")))
    False
    >>> visible(Path("/tmp/course/subs"), [Path("/tmp/course")], (Path("/tmp"), Path("/root")))
    True
    >>> visible(Path("/srv/class"), [Path("/work/course")], (Path("/tmp"), Path("/root")))
    True
    """
    under = lambda folders: any(path == f or f in path.parents for f in folders)  # noqa: E731
    return under(bound) or not under(private)


def mine() -> int:
    """How many processes (and threads) this uid runs now."""
    count = 0
    for entry in os.listdir("/proc"):
        try:
            count += entry.isdigit() and os.stat(f"/proc/{entry}").st_uid == os.getuid()
        except OSError:
            continue
    return count


def set_limits(limits: Limits, processes: int) -> None:
    """In the child, before exec: the kernel's limits (never a signal the program can catch)."""
    for which, value in ((resource.RLIMIT_AS, limits.memory), (resource.RLIMIT_CPU, limits.cpu_seconds),
                         (resource.RLIMIT_FSIZE, limits.file_size), (resource.RLIMIT_CORE, 0),
                         (resource.RLIMIT_NPROC, processes)):
        resource.setrlimit(which, (value, value))


def process_limit(limits: Limits) -> int:
    """RLIMIT_NPROC for the sandbox: it counts every process of a uid, and root ignores it.

    As root the sandbox runs as its own uid (``setpriv``), so the limit is its
    own; otherwise it shares the caller's uid, so the limit is what the caller
    runs now plus ``limits.processes``.
    """
    if os.geteuid() == 0:
        return limits.processes
    hard = resource.getrlimit(resource.RLIMIT_NPROC)[1]
    wanted = mine() + limits.processes
    return wanted if hard == resource.RLIM_INFINITY else min(hard, wanted)


def start(argv: list[str], limits: Limits, pass_fds: tuple[int, ...], sandboxed: bool = True,
          hide: tuple[Path, ...] = (), output: int = subprocess.PIPE) -> subprocess.Popen:
    """Start ARGV (in the sandbox unless SANDBOXED is false); its output goes to OUTPUT (a pipe)."""
    line = command(argv, limits, hide) if sandboxed else argv
    processes = process_limit(limits)
    env = {"PATH": "/usr/bin:/bin", "MPLBACKEND": "Agg", "PYTHONHASHSEED": "0", "HOME": "/tmp",
           "PYTHONDONTWRITEBYTECODE": "1", "LANG": "C.UTF-8"}
    return subprocess.Popen(line, stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                            pass_fds=pass_fds, env=env, cwd="/tmp", start_new_session=True,
                            preexec_fn=lambda: set_limits(limits, processes))
