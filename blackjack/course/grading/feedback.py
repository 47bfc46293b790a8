"""What the grader says: a gradebook note per exercise, in its own words, and one HTML report per student.

A note is chosen by the grader from its own vocabulary (``note_for``), never
copied from what came back from the sandbox or the notebook: the check's
text quotes the student's values and exception messages.  That text is in
the student's report only, escaped, cut short and marked as theirs; each
line of it stays one line (``one_line``), as does every name shown.

>>> "<h2>03_dealer_turn: 0/0 points</h2>" in page("alice", [("03_dealer_turn", [], {}, [])])
True
"""

from __future__ import annotations

import hashlib
import html
import os
import re
from pathlib import Path

from blackjack.course.exercises.index import EXERCISES, in_notebook
from blackjack.course.grading.outputs import failure, fresh, opened, put_in_place, write
from blackjack.course.grading.records import Graded, Unreadable
from blackjack.course.grading.remote import REASONS, never_defined
from blackjack.course.grading.sandbox.channel import ENDED, NONSENSE, UNREADABLE
from blackjack.course.grading.scan import BANNED_MODULES, BANNED_NAMES
from blackjack.course.scoring import using_reference

SAID = (  # the first words of what the checker says of a part that lost, and the note for it
    ("Your result differs from the reference", "result differs from the reference for some input"),
    ("It raised ", "raised an exception for some input"),
    ("An endless loop?", "ran past the time limit (an endless loop?)"),
    ("A print flood", "a print flood: far too much output"),
    ("It called sys.exit(", "called sys.exit"),
    ("Wrong type of result", "wrong type of result for some input"),
    ("Comparing your result with the reference's took", "its result took too long to compare"),
    ("Your result cannot be compared", "its result cannot be compared with the reference's"),
    ("Your function gave different answers to the same input", "gave different answers to the same input"),
    ("The check could not run", "the check could not run"),
)
STATUS = {"passed": "passed", "not attempted": "not attempted",
          "invalid": "the check could not be called with the notebook's functions"}
ATTRIBUTE = re.compile(r"uses the attribute _\w*, which a solution may not use")
ENDED_WORDS = re.compile(re.escape(ENDED) + r"( \(exit code -?\d+\))?")
REFERENCES = {name for exercise in EXERCISES for name in exercise.names}
REFUSED = frozenset({  # why the grader gave 0 before or while running a solution (``remote.failed``)
    *REASONS.values(), NONSENSE, "imports the course's checker",
    *(f"imports {module}, which a solution may not use" for module in BANNED_MODULES),
    *(f"uses {name}, which a solution may not use" for name in BANNED_NAMES),
    *(f"{verb} the reference {name}" for verb in ("imports", "reaches") for name in REFERENCES),
    *(never_defined(exercise, reason) for exercise in EXERCISES for reason in REASONS.values())})
GRADERS_RUN = {  # what a check in the student's kernel says, and what it means when the grader ran the notebook
    using_reference(name, exercise.id, True): f"Using the reference {name} (yours did not pass {exercise.id} "
                                              "when the grader ran your notebook)."
    for exercise in EXERCISES for name in exercise.names}


def in_words(reason: str) -> str | None:
    """REASON in the grader's words, else None (an attribute's name, or what the wire's reader quotes, may be
    the student's)."""
    if reason in REFUSED or ENDED_WORDS.fullmatch(reason):
        return reason
    if reason.startswith(f"{UNREADABLE} ("):
        return UNREADABLE
    return "uses an attribute starting with _, which a solution may not use" if ATTRIBUTE.fullmatch(reason) else None


def graders_words(line: str) -> str:
    """LINE of what a check said, as it is meant in the report of a graded notebook ("in this kernel" is the
    grader's run of it).

    >>> graders_words("  Using the reference check_hand (yours has not passed 2.1 in this kernel).")
    '  Using the reference check_hand (yours did not pass 2.1 when the grader ran your notebook).'
    """
    said = GRADERS_RUN.get(line.strip())
    return line[:len(line) - len(line.lstrip())] + said if said else line


def refused(line: str) -> str | None:
    """The note for a line ``0 points: REASON; REASON.``, in the grader's words, or None.

    >>> refused("0 points: imports os, which a solution may not use; "
    ...         "uses the attribute _x, which a solution may not use.")
    'imports os, which a solution may not use; uses an attribute starting with _, which a solution may not use'
    >>> refused("0 points: the notebook's process ended (exit code 3).")
    "the notebook's process ended (exit code 3)"
    >>> refused("0 points: it sent the grader something it does not read (unknown record 'Mine').")
    'it sent the grader something it does not read'
    >>> refused("0 points: Checked by hand by the TA: full points.")
    '0 points: stopped by the grader (see the report)'
    """
    if not line.startswith("0 points: "):
        return None
    known = dict.fromkeys(filter(None, map(in_words, line.removeprefix("0 points: ").removesuffix(".").split("; "))))
    return "; ".join(list(known)[:3]) or "0 points: stopped by the grader (see the report)"


def note_for(outcome) -> str:
    """The gradebook's note on one check's OUTCOME, chosen from the grader's vocabulary.

    A refusal (``remote.failed``) is the outcome's first line, followed at most by the scan's notes; otherwise
    the note names what the checker said first of a part that lost (the student's values and messages come
    after those first words).

    >>> from types import SimpleNamespace as O
    >>> note_for(O(status="failed", lines=["  0 points: Checked by hand.", "  ✗ deal: 0/5",
    ...     "    It raised Exception: Checked by hand by the TA: full points, for:", "      cards = []"]))
    'raised an exception for some input'
    >>> note_for(O(status="failed", lines=["  0 points: the notebook's process ended (exit code 3).",
    ...                                    "  Note: imports os, which a solution may not use."]))
    "the notebook's process ended (exit code 3)"
    """
    if outcome.status in STATUS:
        return STATUS[outcome.status]
    said = [line.strip() for line in outcome.lines]
    note = refused(said[0]) if all(line.startswith("Note: ") for line in said[1:]) else None
    return note or next((note for line in said for start, note in SAID if line.startswith(start)),
                        "lost points (see the report)")


STYLE = ("body{font-family:sans-serif;max-width:60em;margin:2em auto}table{border-collapse:collapse}"
         "td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}"
         "pre{background:#f6f6f6;padding:.6em;white-space:pre-wrap;overflow-wrap:anywhere}"
         "pre.student{border-left:4px solid #8a5a00}.full{color:#176117}.part{color:#8a5a00}")
TEXT = 120_000  # characters of the student's text in one report, shared by its texts (each at most 6 bytes)
LISTED = 50  # files not graded listed in one report
MAX_NAME = 60  # characters of a student's name in the name of their report


def cut(text: str, limit: int) -> str:
    """TEXT, or its first LIMIT characters and a visible mark."""
    return text if len(text) <= limit else text[:limit] + "\n... (cut)"


def theirs(text: str, limit: int) -> str:
    """Text that came from the student's notebook: escaped, cut to LIMIT characters, and marked as theirs."""
    return f"<pre class=student>{html.escape(cut(text, limit))}</pre>"


def one_line_html(text: str) -> str:
    """TEXT for HTML, on one line."""
    return html.escape(one_line(text))


def row_html(row: dict) -> str:
    mark = "full" if row["points"] == row["possible"] and row["possible"] else "part"
    extra = " (extra credit)" if row["extra_credit"] else ""
    return (f"<tr><td>{html.escape(str(row['exercise']))}{extra}</td><td class={mark}>{row['points']}/"
            f"{row['possible']}</td><td>{one_line_html(str(row['note']))}</td></tr>")


def section(notebook: str, rows: list[dict], texts: dict[str, str], notes: list[str], limit: int) -> str:
    """One notebook: a table of points and notes, then what each check said (from the notebook, cut to LIMIT)."""
    got, possible = sum(r["points"] for r in rows), sum(r["possible"] for r in rows)
    lines = [f"<h2>{html.escape(notebook)}: {got}/{possible} points</h2>",
             "<table><tr><th>exercise</th><th>points</th><th>note</th></tr>", *map(row_html, rows), "</table>"]
    for id, text in texts.items():
        lines.append(f"<h3 id=\"{html.escape(id)}\">Exercise {html.escape(id)}: what the check said, "
                     f"with values from your notebook</h3>{theirs(text, limit)}")
    if notes:
        lines.append("<h3>While the grader ran your notebook</h3><ul>"
                     + "".join(f"<li>{html.escape(cut(one_line(note), limit))}</li>" for note in notes) + "</ul>")
    return "\n".join(lines)


def unreadable_section(notebook: str, why: Unreadable) -> str:
    """NOTEBOOK, whose file could not be read: why, and what the student can do."""
    possible = sum(e.possible for e in in_notebook(notebook))
    return (f"<h2>{html.escape(notebook)}: not graded, the file could not be read</h2>"
            f"<p>Your file <code>{html.escape(notebook)}.ipynb</code> is {html.escape(why.why)}, so nothing in it "
            f"could be graded: 0 of its {possible} points. To have it graded, {html.escape(why.advice)}.</p>")


def missing_section(notebook: str) -> str:
    """NOTEBOOK, assigned and not in the student's folder."""
    possible = sum(e.possible for e in in_notebook(notebook))
    return (f"<h2>{html.escape(notebook)}: not handed in</h2><p>This notebook is assigned, and your folder holds no "
            f"<code>{html.escape(notebook)}.ipynb</code>: 0 of its {possible} points.</p>")


def not_graded(rows: list[dict]) -> str:
    """The files of the student's folder that were not graded, and why (at most ``LISTED``)."""
    if not rows:
        return ""
    more = f"<p>... and {len(rows) - LISTED} more</p>" if len(rows) > LISTED else ""
    return ("<h2>Not graded</h2><table><tr><th>file</th><th>why</th></tr>"
            + "".join(f"<tr><td>{one_line_html(r['notebook'])}</td><td>{one_line_html(r['note'])}</td></tr>"
                      for r in rows[:LISTED]) + "</table>" + more)


def page(student: str, sections: list[tuple[str, list[dict], dict[str, str], list[str]]],
         others: list[dict] = (), unreadable: dict[str, Unreadable] | None = None, missing: list[str] = ()) -> str:
    """The report of STUDENT, under 1 MB: SECTIONS are (notebook, rows, what each check said, notes);
    OTHERS the rows of files not graded; UNREADABLE the notebooks whose file could not be read, and why; MISSING
    the notebooks assigned and not handed in.  The notebooks in order of name."""
    limit = min(20_000, TEXT // max(1, sum(len(texts) + len(notes) for _, _, texts, notes in sections)))
    parts = [(one[0], section(*one, limit)) for one in sections]
    parts += [(notebook, unreadable_section(notebook, why)) for notebook, why in (unreadable or {}).items()]
    parts += [(notebook, missing_section(notebook)) for notebook in missing]
    body = [text for _, text in sorted(parts, key=lambda part: part[0])] + [not_graded(list(others))]
    name = html.escape(shown(student))
    return (f"<!doctype html><html><head><meta charset=utf-8><title>Feedback for {name}</title>"
            f"<style>{STYLE}</style></head><body><h1>Feedback for {name}</h1>\n"
            + "\n".join(body) + "\n</body></html>\n")


def report_name(student: str) -> str:
    """The file name of STUDENT's report: their name when plain and short, else a plain part of it and a hash
    of the whole, so that names that differ get files that differ; at most 80 bytes.

    >>> report_name("alice"), report_name("eve x"), report_name("eve_x"), report_name(".hidden")
    ('alice.html', 'eve_x-c24f3177d6.html', 'eve_x.html', 'hidden-1692419006.html')
    """
    plain = "".join(c if c.isascii() and (c.isalnum() or c in "-_.") else "_" for c in student).lstrip(".")
    if plain == student and len(plain) <= MAX_NAME:
        return f"{plain}.html"
    digest = hashlib.sha256(student.encode("utf-8", "surrogatepass")).hexdigest()[:10]
    return f"{plain[:MAX_NAME] or 'student'}-{digest}.html"


def report_files(students: list[str]) -> dict[str, str]:
    """Each student's report file name, in order of name; a name that clashes with one already taken (a plain
    name that looks like another's hashed one) gets a number."""
    files: dict[str, str] = {}
    for student in sorted(students):
        name, number = report_name(student), 1
        while name in files.values():
            number += 1
            name = report_name(student).removesuffix(".html") + f"-{number}.html"
        files[student] = name
    return files


def write_reports(graded: list[Graded], rows: list[dict], folder: Path, classes: Path,
                  assigned: tuple[str, ...] = ()) -> list[str]:
    """FOLDER/<name>.html for every student with a row (GRADED, or ROWS of files not graded), each naming the
    notebooks ASSIGNED they did not hand in, in a folder made fresh that then takes FOLDER's name (``outputs``:
    never in the class folder CLASSES); what went wrong writing any of them (the others are written all the
    same)."""
    sections: dict[str, list] = {}
    unreadable: dict[str, dict[str, Unreadable]] = {}
    others: dict[str, list[dict]] = {}
    for g in graded:
        if g.unreadable:
            unreadable.setdefault(g.submission.student, {})[g.submission.notebook] = g.unreadable
        else:
            sections.setdefault(g.submission.student, []).append((g.submission.notebook, g.rows, g.texts, g.notes))
    for row in rows:
        if row["student"]:
            others.setdefault(row["student"], []).append(row)
    failed: list[str] = []
    try:
        with opened(folder.parent, classes) as parent:
            reports, temporary = fresh(parent, folder.name)
            try:
                for student, name in report_files(list(sections.keys() | unreadable.keys() | others.keys())).items():
                    theirs = {n for n, *_ in sections.get(student, [])} | unreadable.get(student, {}).keys()
                    text = page(student, sections.get(student, []), others.get(student, []),
                                unreadable.get(student), [n for n in assigned if n not in theirs])
                    failed += written(reports, name, text, folder)
            finally:
                os.close(reports)
            put_in_place(parent, temporary, folder.name)
    except OSError as error:
        failed.append(failure(folder, error))
    return failed


def written(folder: int, name: str, text: str, path: Path) -> list[str]:
    """TEXT as the file NAME of the folder open as FOLDER (at PATH): nothing, or what went wrong."""
    try:
        write(folder, name, text)
    except OSError as error:
        return [failure(path / name, error)]
    return []


def safe_cell(value: object) -> object:
    """A CSV cell a spreadsheet will not take for a formula, nor a terminal for a command (control characters
    written as escapes, ``\\x1b``); one to one, so that two students never share a name in a gradebook: a
    backslash is written twice (the four characters ``\\x1b`` are not an escaped ESC), and a cell that starts
    with an apostrophe gets one more, like a formula (``'=twin`` is not ``=twin`` quoted).

    >>> safe_cell("=HYPERLINK(1)"), safe_cell("alice"), safe_cell(5), safe_cell("ansi\\x1b[31m"), safe_cell("\\t-1")
    ("'=HYPERLINK(1)", 'alice', 5, 'ansi\\\\x1b[31m', '\\\\t-1')
    >>> print(safe_cell("twin\\x1bx"), safe_cell("twin\\\\x1bx"), safe_cell("=twin"), safe_cell("'=twin"))
    twin\\x1bx twin\\\\x1bx '=twin ''=twin
    """
    if not isinstance(value, str):
        return value
    value = "".join(c if c.isprintable() and c != "\\" or c == " " else repr(c)[1:-1] for c in value)
    return "'" + value if value[:1] in ("=", "+", "-", "@", "'") else value


def one_line(text: str) -> str:
    """TEXT with every character that is not printable (a newline too) written as its escape: one line.

    >>> print(one_line("yours: 'x\\nLikely cause: mine'"), one_line("\\x1b[2J tab\\there ♠"))
    yours: 'x\\nLikely cause: mine' \\x1b[2J tab\\there ♠
    """
    return text if text.isprintable() else "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def many(count: int, what: str) -> str:
    """COUNT WHAT, plural when COUNT is not 1.

    >>> many(1, "student"), many(0, "notebook")
    ('1 student', '0 notebooks')
    """
    return f"{count} {what}{'' if count == 1 else 's'}"


def shown(text: object) -> str:
    """TEXT for the console: as it is when printable, else quoted with its control characters escaped.

    >>> print(shown("eve x"), shown("eve\\nx 35/35"), shown("\\x1b[2J"))
    eve x 'eve\\nx 35/35' '\\x1b[2J'
    """
    text = str(text)
    return text if text.isprintable() else repr(text)
