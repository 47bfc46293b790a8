"""Grading one notebook: the checker here, the student's code in a sandboxed process.

This process never runs a line of the student's code.  Each exercise is
checked in a fresh process of its own (``channel``), forked by its notebook's
zygote and given back the other exercises' references, never its own
(``stripped``): it runs the restored
cells up to the exercise's check cell, then answers the check's calls.  The
check itself runs here (``scoring.judge_part``): the reference's side here,
the student's side observed in the sandbox and read back as plain data
(``wire``).  A part's inputs depend only on the grading run's seed (one per
run, in the gradebook), so they and the reference's runs are worked out once
per process (``plan``), sent at once, and judged here as the answers come;
only after a difference does the search run call by call, given the answers
already received, to shrink it as ``check`` does.  The notebook's process is
stopped from outside when a cell or a call takes too long, when its output
grows past the cap, or when the notebook's time is up.  Then a fresh process
runs the cells before again (skipping those that were stopped) and goes on:
an honest exercise after a hostile one keeps its points.  What the source
scan finds (``scan``) is a note for the student, never a reason for points.

Once every part is judged, each failed part's likely cause is looked for
here (``audit.mistakes``): the reference and the known mistakes run in this
process, the student's side is observed in the sandbox as above.  The search
stops when one part's ``Budget`` or the notebook's ``CAUSES`` is spent, or
when the notebook's process is stopped: then the part says no cause.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace

from blackjack.course.audit.mistakes import known, likely
from blackjack.course.engine import safety
from blackjack.course.engine.explainer import Allowance
from blackjack.course.engine.checking import (
    NotAttempted,
    Observation,
    Observer,
    Part,
    Problem,
    Returned,
    WrongParameters,
    compare,
)
from blackjack.course.engine.judging import Replay, plan
from blackjack.course.exercises.index import BY_ID, EXERCISES, graded_by, in_notebook, reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.grading.sandbox import wire
from blackjack.course.grading.sandbox.channel import NONSENSE, Channel, Settings, Stopped
from blackjack.course.grading.sandbox.stripped import given_back
from blackjack.course.grading.sandbox.unhashed import Dict
from blackjack.course.grading.scan import imports_of, reasons
from blackjack.course.notebook.release import Cell, between, defined, owner
from blackjack.course.scoring import (
    Explain,
    Outcome,
    PartResult,
    explained,
    judge_part,
    outcome_of,
    using_reference,
    using_yours,
)

REASONS = {
    "time": "it ran past the time limit and was stopped (an endless loop?)",
    "interrupted": "it ran past the time limit and was interrupted (an endless loop?)",  # a cell, its process kept
    "output": "it printed far too much and was stopped",
    "cpu": "it used more CPU time than allowed and was stopped",
    "memory": "it used more memory than allowed and was stopped",
    "total": "the notebook ran past its total time limit",
}
FAULT = "grading it failed on the grader's side; tell your instructor"
CAUSES = Allowance(cpu=4.0, wall=40.0)  # what finding likely causes may take of one notebook's grading (the
# grader's CPU seconds, of its budget of ``workers.CPU_SECONDS``, and seconds on the clock)


def why(stopped: Stopped) -> str:
    return REASONS.get(stopped.reason, stopped.reason)


def never_defined(exercise: Exercise, reason: str) -> str:
    """The grader's words for EXERCISE's function missing because the cell defining it was stopped for REASON.

    >>> never_defined(BY_ID["2.2"], REASONS["time"])
    'dealer_turn never defined: the cell defining it ran past the time limit and was stopped (an endless loop?)'
    """
    return f"{' and '.join(exercise.names)} never defined: the cell defining it {reason.removeprefix('it ')}"


FIRST_LINE = 60  # characters of a cell's first line that name it


def first_line(source: str) -> str:
    """The first line of SOURCE with text in it, as the student sees it in JupyterLab (cut short).

    >>> first_line("\\n  # my try\\nx = 1"), len(first_line("x = " + "1" * 80)), first_line("x" * 80)[-3:]
    ('# my try', 60, 'xx…')
    """
    line = next((line.strip() for line in source.splitlines() if line.strip()), "")
    return line if len(line) <= FIRST_LINE else line[:FIRST_LINE - 1] + "…"


def seen_as(cells: list[Cell], index: int, notebook: str) -> str:
    """The cell at INDEX of CELLS as the student sees it: the exercise it belongs to (a solution cell), or the check
    it is above or below, and its first line (JupyterLab numbers no cells)."""
    cell = cells[index]
    starts = f'that starts "{first_line(cell.source)}"'
    after = next((c.exercise for c in cells[index:] if c.kind == "check"), None)
    exercise = (owner(notebook, cell.source) or after) if cell.kind == "solution" else None
    if exercise:
        return f"the cell of exercise {exercise} {starts}"
    place = between(after, next((c.exercise for c in reversed(cells[:index]) if c.kind == "check"), None))
    return f"the {'cell you added' if cell.kind == 'added' else 'cell'} {starts}" + (f" ({place})" if place else "")


@dataclass
class Run:
    """What grading one notebook found."""

    outcomes: dict[str, Outcome] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # cells stopped, solution cells missing


RAISED = {"not attempted": NotImplementedError, "time": safety.TimeLimit, "flood": safety.Flood,
          "parameters": WrongParameters}


def raised(kind: str, name: str, text: str, in_checker: bool) -> BaseException:
    """The runner's report of a failed call, as an exception the checker understands."""
    if kind == "exit":
        return SystemExit(text)
    if kind in RAISED:
        return RAISED[kind](text)
    name = name if name.isidentifier() else "Exception"
    error = type(name, (Exception,), {})(text)
    error.in_checker = in_checker
    return error


class Grader:
    """Checks one notebook's exercises, each in sandboxed processes of its own, restarting them when stopped."""

    def __init__(self, notebook: str, cells: list[Cell], settings: Settings) -> None:
        self.notebook, self.cells, self.settings = notebook, cells, settings
        self.run = Run()
        self.skip: dict[int, str] = {}  # the cells stopped (their numbers), skipped from then on: why each was
        self.interrupted: set[int] = set()  # the cells interrupted at their time limit (their numbers)
        self.at = 0  # the position of the cell being run
        self.deadline = time.monotonic() + settings.total_seconds
        self.scanned = self.scan()
        self.causes = replace(CAUSES)

    def scan(self) -> dict[str, list[str]]:
        """For each exercise, what the scan of its solution cells found (a note, not a verdict)."""
        found, allowed = {}, imports_of([c.source for c in self.cells if c.kind == "given"])
        for exercise in in_notebook(self.notebook):
            cells = [c for c in self.cells if c.kind in ("solution", "added")
                     and (set(exercise.names) & defined(c.source) or not defined(c.source) & all_names(self.notebook))]
            found[exercise.id] = list(dict.fromkeys(r for c in cells for r in reasons(c.source, exercise.names, allowed)))
        return found

    def grade(self) -> Run:
        """Every check cell's exercise, in order; each checked after the cells before it have run."""
        for position, cell in enumerate(self.cells):
            if cell.kind == "check" and cell.exercise not in self.run.outcomes:
                self.run.outcomes[cell.exercise] = self.noted(cell.exercise, self.contained(position))
        return self.run

    def contained(self, position: int) -> Outcome:
        """``exercise_at``; a failure of the grader's own while judging that exercise (on a value the notebook sent
        that it could not use) costs that exercise alone.  Not a notebook's budget of the grader's memory or time
        (``workers.OverBudget`` is no ``Exception``), nor a sandbox that does not start: those end the
        notebook's grading."""
        try:
            return self.exercise_at(position)
        except (MemoryError, OSError):
            raise
        except Exception as error:
            return failed(BY_ID[self.cells[position].exercise], f"{FAULT} ({type(error).__name__})")

    def noted(self, id: str, outcome: Outcome) -> Outcome:
        """OUTCOME with what the scan found added as a note."""
        found = self.scanned.get(id)
        if not found or outcome.status == "passed":
            return outcome
        return replace(outcome, lines=[*outcome.lines, f"  Note: {'; '.join(found)}."])

    def exercise_at(self, position: int) -> Outcome:
        """The outcome of the check cell at POSITION: the cells before it run in a fresh process (again after
        each cell that had to be stopped), then the check."""
        cell = self.cells[position]
        while True:
            if self.left() <= 0:
                return failed(BY_ID[cell.exercise], REASONS["total"])
            channel = Channel.open(self.settings, cell.exercise)
            try:
                self.prepare(channel, position)
                return self.check(channel, BY_ID[cell.exercise], cell.names)
            except Stopped as stopped:
                if stopped.reason == "total" or self.at == position:
                    return failed(BY_ID[cell.exercise], why(stopped))
                stuck = self.cells[self.at]
                self.skip[stuck.number] = why(stopped)
                self.run.notes.append(f"{seen_as(self.cells, self.at, self.notebook)}: {why(stopped)}; the grader "
                                      "ran the rest of your notebook without it")
            finally:
                channel.close()

    def left(self) -> float:
        return self.deadline - time.monotonic()

    def seconds(self, wanted: float) -> float:
        """WANTED seconds, or what is left of the notebook's total time if that is less (``Stopped`` at none)."""
        if self.left() <= 0:
            raise Stopped("total")
        return min(wanted, self.left())

    def cell_time(self) -> float:
        return self.seconds(self.settings.cell_seconds)

    def prepare(self, channel: Channel, position: int) -> None:
        """Run the cells before POSITION (checks already made are told their verdict, not run); ``self.at`` is
        the cell being run, for the caller when one is stopped."""
        for index, cell in enumerate(self.cells[:position]):
            if cell.number in self.skip:
                continue
            self.at = index
            outcome = self.run.outcomes.get(cell.exercise) if cell.kind == "check" else None
            if cell.kind != "check":
                self.ran(channel, index)
            elif outcome is not None:
                channel.ask(("check", cell.exercise, cell.names), self.cell_time())
                channel.ask(("done", cell.exercise, outcome.passed, outcome.total, ""), self.cell_time())
        self.at = position

    def ran(self, channel: Channel, index: int) -> None:
        """Run the cell at INDEX, interrupted by the runner at the cell's time limit, as JupyterLab's Interrupt
        would: what it defined before stays (the student's ``dealer_turn``, above a call of it that never
        ends).  Interrupted once, it gets ``AGAIN_SECONDS`` in each later run of the notebook.  A cell that
        does not stop when interrupted is stopped with its process (``Stopped``), and skipped from then on."""
        cell = self.cells[index]
        limit = min(self.cell_time(), AGAIN_SECONDS) if cell.number in self.interrupted else self.cell_time()
        answer = channel.ask(("run", cell.number, cell.source, limit), self.seconds(limit + INTERRUPT_GRACE))
        if answer[3:] == (True,) and cell.number not in self.interrupted:
            self.interrupted.add(cell.number)
            self.run.notes.append(f"{seen_as(self.cells, index, self.notebook)}: it ran past the time limit (an endless "
                                  "loop?); the grader interrupted it, as JupyterLab's Interrupt would, and kept what "
                                  "it had defined")

    def check(self, channel: Channel, exercise: Exercise, names: tuple[str, ...]) -> Outcome:
        answer = channel.ask(("check", exercise.id, names), self.cell_time())
        problem, notes = answer[1:3] if len(answer) == 3 else ("the grader could not read the check", [])
        if problem:
            return self.undefined(exercise) or Outcome(exercise, 0, "invalid", [f"  {problem}"])
        source = self.defining(exercise)
        results = [(part, judged(channel, exercise, index, names, self.settings.seed, self.seconds,
                                 vetted(part, source)))
                   for index, part in enumerate(exercise.parts)]
        explained(results, dict.fromkeys(names), self.explain(channel, exercise, source))
        return outcome_of(exercise, results, self.vouched(exercise, notes))

    def undefined(self, exercise: Exercise) -> Outcome | None:
        """0 points for EXERCISE, whose functions the check did not find, when a cell defining them was stopped
        (and skipped from then on) or interrupted before it defined them: that cell, as the student sees it, and
        what happened to it."""
        stuck = next((index for index, cell in enumerate(self.cells) if (cell.number in self.skip or cell.number
                      in self.interrupted) and set(exercise.names) & defined(cell.source)), None)
        if stuck is None:
            return None
        number = self.cells[stuck].number
        reason, after = ((self.skip[number], "the grader stopped it and ran the rest of your notebook without it")
                         if number in self.skip else
                         (REASONS["interrupted"], "the grader interrupted it, as JupyterLab's Interrupt would, before "
                          "it got to the definition"))
        return Outcome(exercise, 0, "failed", [
            f"  0 points: {never_defined(exercise, reason)}.",
            f"  Note: that cell is {seen_as(self.cells, stuck, self.notebook)}; {after}."])

    def vouched(self, exercise: Exercise, notes: object) -> list[str]:
        """Of the NOTES the notebook's process sent, those the grader can vouch for, each once: which earlier
        function the check used (the student's, passed in this run, or the reference), for the functions EXERCISE
        uses.  Anything else the process says is dropped (it could steer the gradebook's note, or bloat it)."""
        known = {using_yours(name, id) for name in exercise.uses
                 for id, outcome in self.run.outcomes.items() if name in outcome.passed}
        known |= {using_reference(name, grader.id, defined) for name in exercise.uses
                  if (grader := graded_by(name)) is not None for defined in (True, False)}
        return list(dict.fromkeys(n for n in notes if isinstance(n, str) and n in known)) if isinstance(notes, list) else []

    def defining(self, exercise: Exercise) -> str:
        """The source of the solution cells that define EXERCISE's functions, as the notebook holds it."""
        return "\n\n".join(c.source for c in self.cells if c.kind in ("solution", "added")
                            and set(exercise.names) & defined(c.source))

    def explain(self, channel: Channel, exercise: Exercise, source: str) -> Explain:
        """The likely cause of a failed part of EXERCISE: worked out here, the student's side observed by the
        runner on CHANNEL, within one part's budget and what is left of the notebook's; None once the
        notebook's process was stopped (it is not asked again)."""
        def cause(part: Part, student: Mapping[str, Callable], args: tuple) -> str | None:
            index, seed = exercise.parts.index(part), self.settings.seed
            found = plan(part, {n: reference(n) for n in part.needs}, seed)
            with self.causes.part() as budget:
                try:
                    live = observer(channel, exercise.id, index, self.seconds, vetted(part, source))
                    return None if channel.closed else likely(part, student, args, live, seed, budget,
                                                               lambda: found.inputs if found else ())
                except Stopped:
                    return None

        return cause


SECONDS = 2 * safety.SECONDS + 3  # for the answer to one student call
AGAIN_SECONDS = 2.0  # a cell's time limit in later runs of a notebook once it was interrupted at its own
INTERRUPT_GRACE = 5.0  # seconds past a cell's limit the runner has to say it interrupted it


def judged(channel: Channel, exercise: Exercise, index: int, names: tuple[str, ...], seed: int | None,
           seconds: Callable[[float], float], vet: Callable[[tuple], tuple]) -> PartResult:
    """What ``judge_part`` says of part INDEX, the student's side observed in the sandbox.

    The plan's inputs go to the runner at once, and each answer is judged as
    it comes; when every one matches, the part passed.  At the first that
    does not, the runner is told to stop, and the search runs as ``check``
    runs it, given the answers received while it asks for the same inputs,
    and shrinks the difference calling the runner once a call.  SEED chooses
    the inputs; SECONDS gives the time an answer may take (less when the
    notebook's time is nearly up); VET checks each answer against what the
    grader reads in the cells (``vetted``).
    """
    part = exercise.parts[index]
    student, references = dict.fromkeys(names), {n: reference(n) for n in part.needs}
    live = observer(channel, exercise.id, index, seconds, vet)
    found = plan(part, references, seed)
    if found is None:
        return judge_part(part, student, references, live, seed)
    channel.send(("observe all", exercise.id, index, found.inputs))
    answers: list[tuple] = []
    for args, expected in zip(found.inputs, found.expected):
        answers.append(vet(channel.receive(seconds(SECONDS))))
        if not agrees(part, args, expected, answers[-1]):
            halt(channel, len(found.inputs) - len(answers), seconds)
            replay = Replay(list(found.inputs), [lambda a=a: seen(a) for a in answers], live, wire.encode)
            return judge_part(part, student, references, replay, seed)
    return None


def agrees(part: Part, args: tuple, expected: tuple[Observation, Returned], answer: tuple) -> bool:
    """Does the runner's ANSWER on ARGS match the reference's run?  (A difference is then searched afresh,
    outside any ``except``: hypothesis tells failures apart by the exceptions they were raised during.)"""
    try:
        compare(part, {}, {}, args, given(answer), expected)
    except (Problem, NotAttempted):
        return False
    return True


def halt(channel: Channel, left: int, seconds: Callable[[float], float]) -> None:
    """Stop the runner's ``observe all``; the at most LEFT answers it sent before it saw that are dropped."""
    channel.send(("enough",))
    for _ in range(left + 1):
        if channel.receive(seconds(SECONDS)) == ("enough",):
            return
    raise Stopped(NONSENSE)


def observer(channel: Channel, id: str, index: int, seconds: Callable[[float], float],
             vet: Callable[[tuple], tuple]) -> Observer:
    """The student's side of part INDEX of exercise ID, observed by the sandboxed runner one call at a time
    (each answer checked by VET)."""
    return lambda part, student, args, reference: seen(vet(channel.ask(("observe", id, index, args),
                                                                       seconds(SECONDS))))


def vetted(part: Part, source: str) -> Callable[[tuple], tuple]:
    """What checks an answer of the runner for PART: its observation ``named``; each field PART's
    ``read_in_cells`` reads in SOURCE (the cells that define its functions) true only when the answer and that
    reading both say so.

    >>> from blackjack.course.exercises.index import BY_ID
    >>> vet = vetted(BY_ID["002:A1"].parts[0], "def size_steps():\\n    return [2, 2, 2]")
    >>> vet(("seen", Dict([("every step is 2", True), ("the first step is size(HAND2)", True)]), []))[1]
    {'every step is 2': True, 'the first step is size(HAND2)': False}
    """
    if part.read_in_cells is None:
        return named
    read = part.read_in_cells(source)

    def vet(answer: tuple) -> tuple:
        answer = named(answer)
        if answer[:1] != ("seen",) or len(answer) != 3:
            return answer
        return ("seen", {k: v is True and read[k] if k in read else v for k, v in answer[1].items()}, answer[2])

    return vet


MAX_NAMES = 100  # values named in one observation that are built as a dict (the checks name a dozen at most)


def named(answer: tuple) -> tuple:
    """ANSWER with its observation as a dict.  The grader reads every dict of the student's process as its items,
    never hashed together (``wire``); an observation's keys are the check's names, few, so that building it
    costs next to nothing however their hashes collide.  More keys (a dict the student's function returned,
    which ``observe`` takes for the observation) cannot be the check's: they stay the items of what was
    returned, which differs from the reference's observation.  ``Stopped`` for an observation that is no dict."""
    if answer[:1] != ("seen",) or len(answer) != 3 or isinstance(answer[1], dict):  # a dict: made in this process
        return answer
    seen = answer[1]
    if not isinstance(seen, Dict):
        raise Stopped(NONSENSE)
    return ("seen", dict(seen.items) if len(seen) <= MAX_NAMES else {"returns": seen}, answer[2])


def given(answer: tuple) -> Observer:
    """An observer that has the runner's ANSWER already."""
    return lambda part, student, args, reference: seen(answer)


def seen(answer: tuple) -> tuple[Observation, Returned]:
    """The observation in the runner's ANSWER, or what it says the student's call raised."""
    if answer[0] == "seen" and len(answer) == 3 and isinstance(answer[1], dict) and isinstance(answer[2], list):
        return answer[1], answer[2]
    if answer[0] == "raised" and len(answer) == 5 and all(isinstance(a, str) for a in answer[1:4]):
        raise raised(*answer[1:])
    raise Stopped(NONSENSE)


def prepare(notebooks: Iterable[str] | None = None, seed: int | None = None) -> None:
    """Make the known mistakes of the exercises of NOTEBOOKS (of every notebook when None), importing what
    those import, what each exercise's process is given back (importing what the notebook's cells import),
    and their parts' plans under SEED: in the grader before it starts its workers (forked from it, they have
    all of it), and in a worker before it grades (where it is made already, nothing is made again).  A
    notebook's budget of memory and CPU time is never spent on them: importing numba under it failed, and
    cost a solved 06 notebook three exercises."""
    for exercise in (e for e in EXERCISES if notebooks is None or e.notebook in notebooks):
        known(exercise.id)
        given_back(exercise.id)
        for part in exercise.parts:
            plan(part, {n: reference(n) for n in part.needs}, seed)


def all_names(notebook: str) -> set[str]:
    return {name for e in in_notebook(notebook) for name in e.names}


def failed(exercise: Exercise, reason: str) -> Outcome:
    """0 points for EXERCISE, and why."""
    return Outcome(exercise, 0, "failed", [f"  0 points: {reason}."])
