"""Writing the grader's outputs where no submission can have put a link.

The grader may run as root over a folder its students filled, and a student's folder can hold symbolic links
to anywhere.  So every output (the gradebook, the class report, the reports folder) must be outside the class
folder, on the real paths (``refuse_inside``, before any grading, and again on the folder actually opened,
``opened``); a folder is opened without following a link at its own name, and a folder the grader needs is
made by it (0700): the gradebook's folder may be one that exists (the instructor's), outside the class folder
and not a link; a file is created under a temporary name of its own with ``O_CREAT | O_EXCL | O_NOFOLLOW``
(0600), written whole, then renamed into place relative to its folder's descriptor (``write``): a link
planted at either name is never followed, and a reader never sees half a file.  The reports folder is made
fresh for each run and then takes its name (``fresh``, ``put_in_place``): what was there is replaced only
when it is the reports folder of an earlier run (``not_replaceable``).
"""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

FILE_MODE = 0o600
FOLDER_MODE = 0o700
OPEN_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC


class Unsafe(OSError):
    """An output the grader will not write where it was asked to."""


def located(path: Path) -> Path:
    """Where an output named PATH goes: its folder's real path (links followed) and its own name, not followed.

    >>> located(Path("/usr/lib/../bin/gradebook.csv")) == Path(os.path.realpath("/usr/bin")) / "gradebook.csv"
    True
    """
    path = Path(os.path.abspath(path))
    return Path(os.path.realpath(path.parent)) / path.name


def inside(path: str | Path, folder: str | Path) -> bool:
    """Is PATH the folder FOLDER or in it (both real paths)?

    >>> inside("/srv/class/bob", "/srv/class"), inside("/srv/class", "/srv/class"), inside("/srv/classy", "/srv/class")
    (True, True, False)
    """
    return os.path.commonpath([str(path), str(folder)]) == str(folder)


def refuse_inside(classes: Path, what: str, folder: Path) -> None:
    """``Unsafe`` when FOLDER (``located``), where WHAT is written, is the class folder CLASSES or in it, where
    a student's links could steer what the grader writes."""
    real = os.path.realpath(classes)
    if inside(folder, real):
        raise Unsafe(f"{what} is inside the class folder {real}, where a student's links could steer what the "
                     "grader writes")


def made(folder: Path) -> None:
    """FOLDER and the folders above it that are missing, each made 0700."""
    missing = []
    while not os.path.lexists(folder):
        missing.append(folder)
        folder = folder.parent
    for path in reversed(missing):
        with suppress(FileExistsError):  # made meanwhile: ``opened`` checks what it is
            os.mkdir(path, FOLDER_MODE)


@contextmanager
def opened(folder: Path, classes: Path) -> Iterator[int]:
    """A descriptor of FOLDER (made where missing), opened without following a link at its own name; ``Unsafe``
    when it is in the class folder CLASSES (checked on its path before any folder is made, and on the folder
    opened)."""
    refuse_inside(classes, str(folder), located(folder))
    made(folder)
    try:
        fd = os.open(folder, OPEN_FOLDER)
    except OSError:
        if os.path.islink(folder):  # refused by O_NOFOLLOW (ENOTDIR with O_DIRECTORY)
            raise Unsafe(f"{folder} is a symbolic link; give the grader a folder") from None
        raise
    try:
        refuse_inside(classes, str(folder), Path(os.readlink(f"/proc/self/fd/{fd}")))
        yield fd
    finally:
        os.close(fd)


def temporary_name(name: str) -> str:
    return f".{name}.{secrets.token_hex(8)}"


def write(folder: int, name: str, text: str) -> None:
    """TEXT (UTF-8; a lone surrogate written as \\udcXX) as the file NAME of the folder open as FOLDER: made
    0600 under a name no link can be at, written whole, then renamed NAME (a link at NAME is replaced, never
    followed)."""
    temporary = temporary_name(name)
    fd = os.open(temporary, CREATE, FILE_MODE, dir_fd=folder)
    try:
        with open(fd, "wb") as file:
            os.fchmod(file.fileno(), FILE_MODE)
            file.write(text.encode("utf-8", "backslashreplace"))
        os.rename(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary, dir_fd=folder)
        raise


def fresh(folder: int, name: str) -> tuple[int, str]:
    """A new folder (0700) in the folder open as FOLDER, to become NAME: its descriptor and its temporary name."""
    temporary = temporary_name(name)
    os.mkdir(temporary, FOLDER_MODE, dir_fd=folder)
    return os.open(temporary, OPEN_FOLDER, dir_fd=folder), temporary


def not_replaceable(path: str | Path, folder: int | None = None) -> str | None:
    """Why the entry PATH (of the folder open as FOLDER) is not a reports folder of an earlier run, which the
    grader may replace, or None: one is a folder of the grader's user, not a link, holding only regular files
    named ``*.html``.  None when nothing is there."""
    try:
        info = os.stat(path, dir_fd=folder, follow_symlinks=False)
    except FileNotFoundError:
        return None
    if not stat.S_ISDIR(info.st_mode):
        return "is a symbolic link" if stat.S_ISLNK(info.st_mode) else "is a file, not a folder"
    if info.st_uid != os.geteuid():
        return "is a folder of another user"
    fd = os.open(path, OPEN_FOLDER, dir_fd=folder)
    try:
        with os.scandir(fd) as entries:
            if any(not e.name.endswith(".html") or not e.is_file(follow_symlinks=False) for e in entries):
                return "holds more than the reports of an earlier run"
    finally:
        os.close(fd)
    return None


def present(folder: int, name: str) -> bool:
    """Is there anything (a link too) at NAME in the folder open as FOLDER?"""
    try:
        os.stat(name, dir_fd=folder, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True


def put_in_place(folder: int, temporary: str, name: str) -> None:
    """The folder TEMPORARY of the folder open as FOLDER renamed NAME; the reports folder of an earlier run
    there, removed (``Unsafe`` when something else is there)."""
    why = not_replaceable(name, folder)
    if why:
        raise Unsafe(f"{name} {why}; the reports are in {temporary} instead")
    old = temporary_name(name) if present(folder, name) else None
    if old:
        os.rename(name, old, src_dir_fd=folder, dst_dir_fd=folder)
    os.rename(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
    if old:
        removed(folder, old)


def removed(folder: int, name: str) -> None:
    """The reports folder NAME of the folder open as FOLDER, and its files, removed."""
    fd = os.open(name, OPEN_FOLDER, dir_fd=folder)
    try:
        for entry in os.listdir(fd):
            os.unlink(entry, dir_fd=fd)
    finally:
        os.close(fd)
    os.rmdir(name, dir_fd=folder)


def failure(path: Path | str, error: OSError) -> str:
    """What went wrong writing PATH, in one line."""
    return f"{path}: {error.strerror or str(error) or type(error).__name__}"
