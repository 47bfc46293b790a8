"""Where the project's folders are: the one place that knows the package sits in the project.

>>> (PROJECT / "solutions").is_dir(), PACKAGE.name
(True, 'blackjack')
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE = Path(os.path.abspath(__file__)).parents[1]  # blackjack/, as the interpreter names its files
COURSE = PACKAGE / "course"
PROJECT = PACKAGE.parent
SOLUTIONS = PROJECT / "solutions"  # the one source of the course
EXERCISES = PROJECT / "exercises"  # generated from SOLUTIONS
NOTEBOOKS = PROJECT / "notebooks"  # play, bust rates, the instructor's guide
