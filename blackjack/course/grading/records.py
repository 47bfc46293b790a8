"""What grading a class works on and produces: a submitted notebook, and what grading it found."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Submission:
    """One notebook of one student's folder."""

    student: str  # the folder's name, as on disk
    notebook: str  # "03_dealer_turn"
    path: Path


@dataclass(frozen=True)
class Unreadable:
    """Why a submitted file is no notebook the grader can read, in its words, and what the student can do."""

    why: str  # "not a notebook any more (its text is cut short or damaged)"
    advice: str  # "download it again from JupyterLab (File > Download) and hand in that file, or ask your instructor"


@dataclass
class Graded:
    """One notebook's rows, and what its report shows."""

    submission: Submission
    rows: list[dict]
    texts: dict[str, str] = field(default_factory=dict)  # exercise id -> what its check said, each line one line
    notes: list[str] = field(default_factory=list)  # cells stopped, solution cells missing
    problem: str = ""  # why the notebook could not be read or graded
    ours: bool = False  # the problem is a fault of the grader's (not the submission's): the run fails
    causes: dict[str, str] = field(default_factory=dict)  # exercise id -> the likely cause of its first failed part
    unreadable: Unreadable | None = None  # the file is no notebook the grader can read: nothing in it was graded
