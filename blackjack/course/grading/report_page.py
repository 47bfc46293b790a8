"""The class report as one HTML page that opens from the file system, with nothing fetched from the network.

It shows the figures of ``report.figures``: per notebook assigned, a table of its exercises, one image of small
histograms (inline PNG), the most common mistakes of each exercise with links to the students' reports, and a
table of students that a small inline script sorts (readable as it is without the script), each student against
the notebooks assigned; the notebooks that could not be read, named apart.  Everything about
a student (their name, a likely cause quoted from what a check said) is escaped and cut short.
"""

from __future__ import annotations

import base64
import html
import io
from urllib.parse import quote

from blackjack.course.grading.feedback import cut, many, shown

TOP = 10  # mistakes shown per exercise; the others are folded
LINKS = 12  # students linked under a mistake before the others are folded
LISTED = 100  # files not graded listed before the others are folded
NAME = 40  # characters of a student's name in a table (all of it in its tooltip)
COLUMNS = 4  # histograms side by side in a notebook's image
STYLE = """body{font-family:sans-serif;max-width:72em;margin:1.5em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.25em .5em;text-align:left}
td.n,th.n{text-align:right}th{background:#f3f3f3;white-space:nowrap}thead th{position:sticky;top:0}
th button{font:inherit;font-weight:bold;background:none;border:0;padding:0;cursor:pointer;color:#245}
th[aria-sort=ascending]::after{content:" \\25B2"}th[aria-sort=descending]::after{content:" \\25BC"}
img{max-width:100%}ol.mistakes li{margin:.4em 0}.count{font-weight:bold}.said{font-family:monospace}
details>summary{cursor:pointer;color:#245}p.legend{font-size:.9em;color:#555}td.none{color:#8a1f11}"""
SCRIPT = """for (const th of document.querySelectorAll("table.sortable th")) {
  const button = document.createElement("button");
  button.type = "button"; button.title = "sort by this column"; button.textContent = th.textContent;
  th.replaceChildren(button);
  button.addEventListener("click", () => sortBy(th));
}
function sortBy(th) {
  const body = th.closest("table").tBodies[0], column = th.cellIndex;
  const down = th.getAttribute("aria-sort") === "ascending";
  for (const other of th.parentNode.cells) other.removeAttribute("aria-sort");
  th.setAttribute("aria-sort", down ? "descending" : "ascending");
  const key = row => row.cells[column].dataset.v ?? row.cells[column].textContent;
  const rows = [...body.rows].sort((a, b) => {
    const x = key(a), y = key(b);
    const order = isNaN(x) || isNaN(y) ? x.localeCompare(y) : x - y;
    return down ? -order : order;
  });
  body.append(...rows);
}"""


def escaped(text: object, limit: int = 200) -> str:
    """TEXT (from a student's folder or notebook) for HTML: control characters shown, cut, escaped."""
    return html.escape(cut(shown(text), limit).replace("\n... (cut)", "…"))


def name_cell(student: dict, folder: str) -> str:
    """A cell with the student's name, cut to ``NAME`` characters, linking to their report."""
    href = html.escape(f"{folder}/{quote(student['report'])}")
    return (f"<td data-v=\"{html.escape(shown(student['student']))}\"><a href=\"{href}\" "
            f"title=\"{escaped(student['student'], 300)}\">{escaped(student['student'], NAME)}</a></td>")


def linked(names: list[str], students: dict[str, dict], folder: str) -> str:
    """Links to the reports of the students NAMES, ``LINKS`` of them shown, the others folded."""
    links = [f"<a href=\"{html.escape(folder)}/{quote(students[s]['report'])}\">{escaped(s, NAME)}</a>" for s in names]
    return folded(links, LINKS, "students", ", ")


def number(value: float, possible: int | None = None) -> str:
    """A right-aligned cell of a number (sorted by its value)."""
    shown_as = f"{value:.1f}" if isinstance(value, float) else str(value)
    of = f" / {possible}" if possible is not None else ""
    return f"<td class=n data-v=\"{value}\">{shown_as}{of}</td>"


def percent(value: float) -> str:
    return f"<td class=n data-v=\"{value}\">{value:.0%}</td>"


def png(figure) -> str:
    """FIGURE as an inline image."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100)
    return base64.b64encode(buffer.getvalue()).decode()


def histogram(ax, pairs: list[list[int]], possible: int, title: str, color: str = "#4c72b0") -> None:
    """Bars of how many students got each number of points (grouped in at most 30 bins), on AX."""
    values, counts = zip(*pairs) if pairs else ((), ())
    top = max(possible, *values, 1)
    ax.hist(values, weights=counts, bins=min(top + 1, 30), range=(-0.5, top + 0.5), color=color)
    ax.set_title(title, fontsize=9)
    ax.set_xlabel("points", fontsize=8)
    ax.set_ylabel("students", fontsize=8)
    ax.tick_params(labelsize=7)
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.yaxis.get_major_locator().set_params(integer=True)


def image(panels: list[tuple], alt: str) -> str:
    """One image of small histograms, one for each of PANELS (arguments of ``histogram``)."""
    from matplotlib.figure import Figure

    columns = min(len(panels), COLUMNS)
    rows = -(-len(panels) // columns)
    figure = Figure(figsize=(2.6 * columns, 2.1 * rows))
    figure.subplots_adjust(left=0.6 / (2.6 * columns), right=1 - 0.15 / (2.6 * columns), wspace=0.45,
                           bottom=0.45 / (2.1 * rows), top=1 - 0.3 / (2.1 * rows), hspace=0.75)
    axes = list(figure.subplots(rows, columns, squeeze=False).flat)
    for ax, panel in zip(axes, panels):
        histogram(ax, *panel)
    for ax in axes[len(panels):]:  # the cells of the grid left empty
        ax.set_visible(False)
    return f"<img alt=\"{html.escape(alt)}\" src=\"data:image/png;base64,{png(figure)}\">"


def exercises_table(notebook: dict) -> str:
    """A row per exercise: its points and how the class did."""
    head = ("<table class=sortable><thead><tr><th>exercise</th><th>what</th><th class=n>mean points</th>"
            "<th class=n>full points</th><th class=n>not attempted</th><th class=n>timeouts</th>"
            "<th class=n>crashes</th></tr></thead><tbody>")
    rows = [f"<tr><td>{html.escape(e['exercise'])}</td><td>{html.escape(e['title'])}"
            f"{' (extra credit)' if e['extra_credit'] else ''}</td>{number(e['mean'], e['possible'])}"
            f"{percent(e['full'])}{percent(e['not_attempted'])}{number(e['timeouts'])}{number(e['crashes'])}</tr>"
            for e in notebook["exercises"]]
    return head + "".join(rows) + "</tbody></table>" + LEGEND


LEGEND = ("<p class=legend>Timeouts: the exercise, or the cell defining its function, ran past a time limit (an "
          "endless loop?). Crashes: what ran it was stopped (too much memory or output) or ended, or grading it "
          "failed. Each student's report says which, beside the exercise.</p>")
NO_MISTAKES = "<p>No wrong answer to show: every point lost was an exercise not attempted, or not graded.</p>"
NONE = {"missing": "not handed in", "unreadable": "could not be read"}  # a notebook assigned that was not graded


def none_cell(why: str, columns: int = 0) -> str:
    """The cell of a notebook assigned and not graded (WHY: a key of ``NONE``), sorted below every number, and
    COLUMNS empty cells after it."""
    return f"<td class=none data-v={-1 if why == 'unreadable' else -2}>{NONE[why]}</td>" + "<td></td>" * columns


def folded(items: list[str], shown_first: int, what: str, separator: str = "") -> str:
    """The first SHOWN_FIRST ITEMS, and the others in a ``<details>`` that says how many WHAT there are."""
    rest = items[shown_first:]
    more = (f"<details><summary>{len(rest)} more {what}</summary>{separator.join(rest)}</details>"
            if rest else "")
    return separator.join(items[:shown_first]) + more


def mistake_html(mistake: dict, students: dict[str, dict], folder: str) -> str:
    """One explanation: how many students, what it says, and links to their reports."""
    source = "" if mistake["from"] == "note" else " (from what the check said)"
    return (f"<li><span class=count>{mistake['count']}</span> × <span class=said>{escaped(mistake['said'])}"
            f"</span>{source}<br>{linked(mistake['students'], students, folder)}</li>")


def mistakes_html(exercise: dict, students: dict[str, dict], folder: str) -> str:
    """The most common mistakes of one exercise, ``TOP`` of them shown."""
    if not exercise["mistakes"]:
        return ""
    items = [mistake_html(m, students, folder) for m in exercise["mistakes"]]
    return (f"<h4>{html.escape(exercise['exercise'])} {html.escape(exercise['title'])}: "
            f"the most common mistakes</h4><ol class=mistakes>{folded(items, TOP, 'explanations')}</ol>")


def students_table(students: list[dict], folder: str, columns: list[str], cells) -> str:
    """A sortable row per student: their name, then CELLS(student) under COLUMNS."""
    head = "".join(f"<th class=n>{html.escape(column)}</th>" for column in columns)
    rows = "".join(f"<tr>{name_cell(s, folder)}{cells(s)}</tr>" for s in students)
    return f"<table class=sortable><thead><tr><th>student</th>{head}</tr></thead><tbody>{rows}</tbody></table>"


def notebook_students(notebook: dict, students: list[dict], folder: str) -> str:
    """Every student: their total for NOTEBOOK and their points for each exercise, or why it was not graded."""
    name, ids = notebook["notebook"], [e["exercise"] for e in notebook["exercises"]]

    def cells(student: dict) -> str:
        mine = student["notebooks"].get(name)
        if mine is None:
            return none_cell("unreadable" if name in student["unreadable"] else "missing", len(ids))
        return number(mine["points"], mine["possible"]) + "".join(number(mine["exercises"][id]) for id in ids)

    return students_table(students, folder, ["total", *ids], cells)


def not_counted(notebook: dict, students: list[dict], folder: str) -> str:
    """The students whose NOTEBOOK could not be read, and those who did not hand it in, named."""
    by_name = {s["student"]: s for s in students}
    said = []
    for why, words in (("unreadable", "could not be read (not in the figures below; see Unreadable notebooks)"),
                       ("missing", "not handed in")):
        names = [s["student"] for s in students if notebook["notebook"] in s[why]]
        if names:
            said.append(f"{len(names)} {words}: {linked(names, by_name, folder)}")
    return f"<p>{'. '.join(said)}.</p>" if said else ""


def notebook_section(notebook: dict, students: list[dict], folder: str) -> str:
    """One notebook: how the class did, its histograms, its mistakes and its students."""
    by_name = {s["student"]: s for s in students}
    name = html.escape(notebook["notebook"])
    head = [f"<section><h2 id=\"{name}\">{name}</h2>", not_counted(notebook, students, folder)]
    if not notebook["submissions"]:
        return "\n".join([*head, "<p>No submission of it could be graded.</p></section>"])
    panels = [(e["histogram"], e["possible"], f"{e['exercise']} (of {e['possible']})")
              for e in notebook["exercises"]]
    panels.append((notebook["totals"], notebook["possible"], f"total (of {notebook['possible']})", "#dd8452"))
    alt = f"Histograms of points in {notebook['notebook']}: one per exercise, then of the notebook's totals"
    return "\n".join([
        *head, f"<p>{many(notebook['submissions'], 'submission')} graded; mean total {notebook['mean']:.1f} of "
        f"{notebook['possible']}; {notebook['full']:.0%} with every point.</p>",
        exercises_table(notebook), image(panels, alt), "<h3>Mistakes</h3>",
        *(mistakes_html(e, by_name, folder) for e in notebook["exercises"]),
        "" if any(e["mistakes"] for e in notebook["exercises"]) else NO_MISTAKES,
        f"<h3>Students</h3>{notebook_students(notebook, students, folder)}</section>"])


def summary(data: dict, folder: str) -> str:
    """Across the notebooks assigned: a row per notebook, the distribution of the students' totals, and each
    student's total against them (a notebook not handed in, or unreadable, counts 0 of its points)."""
    rows = "".join(f"<tr><td><a href=\"#{html.escape(n['notebook'])}\">{html.escape(n['notebook'])}</a></td>"
                   f"{number(n['submissions'])}{number(n['unreadable'])}{number(n['missing'])}"
                   f"{number(n['mean'], n['possible'])}{percent(n['full'])}"
                   f"{number(n['timeouts'])}{number(n['crashes'])}</tr>" for n in data["notebooks"])
    names = [n["notebook"] for n in data["notebooks"]]
    possible = sum(n["possible"] for n in data["notebooks"])
    totals = [[s["points"], 1] for s in data["students"]]

    def cells(student: dict) -> str:
        mine = student["notebooks"]
        return number(student["points"], possible) + "".join(
            number(mine[n]["points"]) if n in mine else none_cell("unreadable" if n in student["unreadable"]
                                                                  else "missing") for n in names)

    return "\n".join([
        "<section><h2>Across the notebooks assigned</h2><table class=sortable><thead><tr><th>notebook</th>"
        "<th class=n>graded</th><th class=n>unreadable</th><th class=n>not handed in</th><th class=n>mean total</th>"
        "<th class=n>every point</th><th class=n>timeouts</th><th class=n>crashes</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>",
        image([(totals, possible, f"notebooks assigned (of {possible})", "#dd8452")],
              "Histogram of each student's points summed over the notebooks assigned"),
        "<p>Each student's total is out of every notebook assigned: one not handed in, or that could not be read, "
        "counts 0 of its points.</p>",
        students_table(data["students"], folder, ["notebooks assigned", *names], cells), "</section>"])


def unreadable(data: dict, folder: str) -> str:
    """The notebooks handed in that could not be read, each with its student, why, and what they were told."""
    if not data["unreadable"]:
        return ""
    items = [f"<tr><td><a href=\"{html.escape(folder)}/{quote(u['report'])}\">{escaped(u['student'], NAME)}</a>"
             f"</td><td>{escaped(u['file'], NAME)}</td><td>{html.escape(u['why'])}</td>"
             f"<td>{html.escape(u['advice'])}</td></tr>" for u in data["unreadable"]]
    return ("<section><h2 id=unreadable>Unreadable notebooks</h2><p>These files are not notebooks the grader can "
            "read: they are out of every figure above, and count 0 in each student's total. The gradebook has a "
            "row saying so for each of their exercises.</p><table><thead><tr><th>student</th><th>file</th>"
            "<th>why</th><th>their report tells them to</th></tr></thead>"
            f"<tbody>{''.join(items)}</tbody></table></section>")


def not_graded(rows: list[dict]) -> str:
    """The files and folders that were not graded, and why (``LISTED`` of them, the others folded)."""
    if not rows:
        return ""
    items = [f"<tr><td>{escaped(r['student'], NAME)}</td><td>{escaped(r['file'], NAME)}</td>"
             f"<td>{escaped(r['why'])}</td></tr>" for r in rows]
    table = "<table><thead><tr><th>student</th><th>file</th><th>why</th></tr></thead><tbody>{}</tbody></table>"
    rest = items[LISTED:]
    more = f"<details><summary>{len(rest)} more</summary>{table.format(''.join(rest))}</details>" if rest else ""
    return f"<section><h2>Not graded</h2>{table.format(''.join(items[:LISTED]))}{more}</section>"


def counts(data: dict) -> str:
    """The class at a glance: students, the notebooks assigned, and how many were graded, unreadable, missing."""
    notebooks = data["notebooks"]
    assigned = ", ".join(f"<a href=\"#{html.escape(n['notebook'])}\">{html.escape(n['notebook'])}</a>"
                         for n in notebooks) or "none"
    source = ("as --assigned gave" if data["assigned_from"] == "--assigned"
              else "every notebook found in the class folder; --assigned says which")
    graded = f"{many(sum(n['submissions'] for n in notebooks), 'notebook')} graded"
    unread = sum(n["unreadable"] for n in notebooks)
    unread = f", {unread} that could not be read (<a href=#unreadable>named below</a>)" if unread else ""
    missing = sum(n["missing"] for n in notebooks)
    missing = f", {missing} assigned and not handed in" if missing else ""
    students = many(len(data["students"]), "student")
    return f"{students}; notebooks assigned: {assigned} ({source}). {graded}{unread}{missing}."


def page(data: dict, folder: str) -> str:
    """The class report of DATA (``report.figures``), linking to the students' reports in FOLDER (relative)."""
    several = len(data["notebooks"]) > 1
    sections = [summary(data, folder)] if several else []
    sections += [notebook_section(n, data["students"], folder) for n in data["notebooks"]]
    seed = f" The checks' inputs came from seed {data['seed']}." if data["seed"] is not None else ""
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>Class report</title>"
            f"<style>{STYLE}</style></head><body><h1>Class report</h1>"
            f"<p>{counts(data)}{seed} The same figures are in <code>class.json</code>; each student's points and notes "
            f"in the gradebook. Click a column's title to sort a table.</p>\n"
            + "\n".join(sections) + unreadable(data, folder) + not_graded(data["not_graded"])
            + f"\n<script>{SCRIPT}</script></body></html>\n")
