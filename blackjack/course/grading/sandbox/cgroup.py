"""A memory cgroup around one sandbox: its processes together stay within one limit.

``RLIMIT_AS`` bounds each process; with N processes allowed, a notebook could
hold N times that.  A memory cgroup bounds them all at once: the kernel's OOM
killer then acts inside the group only.  Where the machine offers one we can
write to (as root, under cgroup v1 or v2), each sandbox gets a group of its own
below the grader's; elsewhere ``Group.create`` gives None and the per-process
limits are all there is (docs/grading.md says so).  Where the CPU controller can be
written too, the group's processes together get at most a given number of cores,
so that a fork bomb spins on one core and the notebooks graded beside it keep theirs.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path("/sys/fs/cgroup")


def memberships() -> list[tuple[str, str]]:
    """This process's cgroups: (controllers, path) for each line of ``/proc/self/cgroup`` (none if unreadable)."""
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return []
    return [(controllers, path) for _, controllers, path in (line.split(":", 2) for line in lines)]


def v1_folder(controller: str) -> Path | None:
    """The folder of this process's cgroup v1 group for CONTROLLER (its own hierarchy), or None."""
    for controllers, path in memberships():
        if controller in controllers.split(","):
            mount = ROOT / controllers if (ROOT / controllers).is_dir() else ROOT / controller
            return mount / path.lstrip("/")
    return None


def own_group() -> tuple[Path, str] | None:
    """The folder of this process's memory cgroup and its version ("1" or "2"), or None."""
    memory = v1_folder("memory")
    if memory is not None:
        return memory, "1"
    for controllers, path in memberships():
        if controllers == "" and (ROOT / path.lstrip("/") / "memory.max").exists():
            return ROOT / path.lstrip("/"), "2"
    return None


LIMIT_FILES = {"1": ("memory.limit_in_bytes", "memory.memsw.limit_in_bytes"), "2": ("memory.max", "memory.swap.max")}
PEAK_FILES = {"1": "memory.max_usage_in_bytes", "2": "memory.peak"}
PERIOD = 100_000  # microseconds: the CPU controller's accounting period


@dataclass(frozen=True)
class Group:
    """One memory cgroup of ours: FOLDER, made by ``create``, removed by ``remove``; and, under cgroup v1, the
    CPU group beside it (CPU) where one could be made."""

    folder: Path
    version: str
    cpu: Path | None = None

    @classmethod
    def create(cls, name: str, limit: int, cores: float | None = None) -> Group | None:
        """A new group NAME with LIMIT bytes of memory (swap included) and, where the machine lets us, CORES
        cores at most for its processes together; None where the machine offers no memory group."""
        found = own_group()
        if found is None:
            return None
        parent, version = found
        group = cls(parent / name, version)
        try:
            group.folder.mkdir(exist_ok=True)
            memory, swap = LIMIT_FILES[version]
            (group.folder / memory).write_text(str(limit))
            if (group.folder / swap).exists():
                (group.folder / swap).write_text(str(limit) if version == "1" else "0")
        except OSError:
            group.remove()
            return None
        return group if cores is None else group.with_cores(name, cores)

    def with_cores(self, name: str, cores: float) -> Group:
        """This group with CORES cores at most (``cpu.max``, or a v1 CPU group NAME), or as it is where the
        CPU controller cannot be written."""
        quota = str(max(1000, int(cores * PERIOD)))
        if self.version == "2":
            with contextlib.suppress(OSError):
                (self.folder / "cpu.max").write_text(f"{quota} {PERIOD}")
            return self
        parent = v1_folder("cpu")
        if parent is None:
            return self
        folder = parent / name
        try:
            folder.mkdir(exist_ok=True)
            (folder / "cpu.cfs_period_us").write_text(str(PERIOD))
            (folder / "cpu.cfs_quota_us").write_text(quota)
        except OSError:
            with contextlib.suppress(OSError):
                folder.rmdir()
            return self
        return replace(self, cpu=folder)

    def join(self) -> None:
        """Put the calling process in the group (its children follow): called in a child before exec."""
        for folder in (self.folder, self.cpu):
            if folder is not None:
                (folder / "cgroup.procs").write_text(str(os.getpid()))

    def throttled(self) -> int:
        """How many accounting periods the group's processes were held back for want of CPU (0 when unknown)."""
        try:
            lines = ((self.cpu or self.folder) / "cpu.stat").read_text().splitlines()
        except OSError:
            return 0
        counts = dict(line.split() for line in lines if len(line.split()) == 2)
        return int(counts.get("nr_throttled", 0))

    def peak(self) -> int:
        """The most memory the group has held, in bytes (0 when unknown)."""
        try:
            return int((self.folder / PEAK_FILES[self.version]).read_text())
        except (OSError, ValueError):
            return 0

    def kills(self) -> int:
        """How many of the group's processes the kernel has killed for want of memory."""
        name = "memory.oom_control" if self.version == "1" else "memory.events"
        try:
            lines = (self.folder / name).read_text().splitlines()
        except OSError:
            return 0
        counts = dict(line.split() for line in lines if len(line.split()) == 2)
        return int(counts.get("oom_kill", 0))

    def remove(self) -> None:
        """Remove the group (once its processes are gone; a group still in use stays, harmlessly)."""
        for folder in (self.folder, self.cpu):
            if folder is not None:
                with contextlib.suppress(OSError):
                    folder.rmdir()

    def exists(self) -> bool:
        return any(folder is not None and folder.exists() for folder in (self.folder, self.cpu))
