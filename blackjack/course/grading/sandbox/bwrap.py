"""Starting a process inside bubblewrap, with limits the kernel enforces.

``command(argv, limits, overlays)`` is the ``bwrap`` command line.  The
sandbox sees only what a notebook needs, read-only: the system's programs and
libraries, Python, its virtual environment and the package (not the project:
no ``solutions/``, no class folder, no gradebook, no socket beside them); a
private ``/tmp`` (the only writable place, of bounded size); no network; its own
PID, IPC and UTS namespaces (nothing outlives it); and the program runs as an
unprivileged uid, because root ignores ``RLIMIT_NPROC``.  ``start`` runs it with the resource limits set in the
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

from blackjack.course.grading.sandbox.cgroup import Group
from blackjack.course.paths import PACKAGE

INSTALL = "apt-get install bubblewrap (Debian, Ubuntu) or dnf install bubblewrap (Fedora)"
FIRST_UID = 61000  # worker N runs its submissions as uid FIRST_UID + N


class NoSandbox(Exception):
    """bubblewrap is missing, or cannot start here."""


@dataclass(frozen=True)
class Limits:
    """What one submission may use; each is enforced by the kernel."""

    memory: int = 2_000_000_000  # bytes: of each process (RLIMIT_AS), and of them all (a memory cgroup, where there is one)
    processes: int = 64  # processes and threads of the sandbox's uid (RLIMIT_NPROC)
    cores: float = 1.0  # cores its processes may use together (a CPU cgroup, where there is one)
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


def probe(limits: Limits) -> None:
    """``NoSandbox``, in bwrap's own words, when the sandbox cannot start the grader's runner here."""
    child = start([sys.executable, "-P", "-c", "import blackjack.course.grading.sandbox.runner"], limits, ())
    said = child.communicate(timeout=120)[0].decode("utf-8", "replace").strip().splitlines()
    if child.returncode != 0:
        raise NoSandbox(f"the sandbox does not start here ({said[-1] if said else f'exit code {child.returncode}'}); "
                        "grade without it with --no-sandbox (only for notebooks you trust)")


HIDDEN = ("course/audit",)  # folders of the package a notebook never needs: the audit's catalog holds right answers
SYSTEM = ("/usr", "/bin", "/lib", "/lib64", "/sbin", "/etc/ld.so.cache", "/etc/fonts", "/etc/localtime")


def system() -> list[str]:
    """The system's programs and libraries, read-only; a top folder that is a link (``/lib -> usr/lib``) stays one."""
    line: list[str] = []
    for path in map(Path, SYSTEM):
        if path.is_symlink() and path.parent == Path("/"):
            line += ["--symlink", os.readlink(path), str(path)]
        elif path.exists():
            line += ["--ro-bind", str(path), str(path)]
    return line


def needed() -> list[Path]:
    """What a notebook needs besides the system: Python, its virtual environment and the package (real paths,
    none inside another)."""
    found = sorted({Path(p).resolve() for p in (sys.base_prefix, sys.prefix, PACKAGE)})
    return [p for p in found if not any(other in p.parents for other in found)]


def parents(paths: list[Path]) -> list[str]:
    """Every folder leading to PATHS, made by us and open to all (0755), so that a 0700 folder above the
    project (``mktemp -d``, a home) does not lock the sandbox's uid out.

    >>> parents([Path("/root/.pyenv/x"), Path("/root/y")])
    ['--perms', '0755', '--dir', '/root', '--perms', '0755', '--dir', '/root/.pyenv']
    """
    folders = sorted({q for p in paths for q in p.parents if q != Path("/")}, key=lambda q: len(q.parts))
    return [part for folder in folders for part in ("--perms", "0755", "--dir", str(folder))]


def command(argv: list[str], limits: Limits, overlays: dict[Path, Path] | None = None) -> list[str]:
    """ARGV inside bwrap, as ``limits.uid``, seeing only the system, Python and the package, with each file of
    OVERLAYS (a module of the package -> the file shown in its place) replaced."""
    line = [require_bwrap(), "--dev", "/dev", "--mqueue", "/dev/mqueue", "--proc", "/proc",
            "--perms", "1777", "--size", str(limits.tmp_size), "--tmpfs", "/tmp", *system()]
    bound = needed()
    line += parents(bound)
    for path in bound:
        line += ["--ro-bind", str(path), str(path)]
    for module, shown in (overlays or {}).items():
        line += ["--ro-bind", str(shown), str(Path(module).resolve())]
    for cache in sorted({Path(module).resolve().parent / "__pycache__" for module in overlays or {}}):
        if cache.is_dir():  # the overlaid modules' own bytecode, which holds the references they take out
            line += ["--tmpfs", str(cache)]
    for folder in HIDDEN:  # an empty folder in its place
        line += ["--tmpfs", str((PACKAGE / folder).resolve())]
    line += ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
             "--die-with-parent", "--new-session", "--chdir", "/tmp", "--setenv", "HOME", "/tmp"]
    if os.geteuid() == 0:
        line += [shutil.which("setpriv") or "setpriv", f"--reuid={limits.uid}", f"--regid={limits.uid}",
                 "--clear-groups", "--inh-caps=-all"]
    return line + argv


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
          overlays: dict[Path, Path] | None = None, output: int = subprocess.PIPE,
          group: Group | None = None) -> subprocess.Popen:
    """Start ARGV (in the sandbox unless SANDBOXED is false), in the memory GROUP if one is given;
    its output goes to OUTPUT (a pipe)."""
    line = command(argv, limits, overlays) if sandboxed else argv
    processes = process_limit(limits)
    env = {"PATH": "/usr/bin:/bin", "MPLBACKEND": "Agg", "PYTHONHASHSEED": "0", "HOME": "/tmp",
           "PYTHONDONTWRITEBYTECODE": "1", "LANG": "C.UTF-8"}

    def in_child() -> None:
        if group is not None:
            group.join()
        set_limits(limits, processes)

    return subprocess.Popen(line, stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                            pass_fds=pass_fds, env=env, cwd="/tmp", start_new_session=True, preexec_fn=in_child)
