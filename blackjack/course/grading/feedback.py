"""One HTML report per student: each exercise's points, message and counterexample.

>>> "<h2>03_dealer_turn: 0/0 points</h2>" in page("alice", [("03_dealer_turn", [], {}, [])])
True
"""

from __future__ import annotations

import html
from pathlib import Path

STYLE = ("body{font-family:sans-serif;max-width:60em;margin:2em auto}table{border-collapse:collapse}"
         "td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}pre{background:#f6f6f6;padding:.6em}"
         ".full{color:#176117}.part{color:#8a5a00}")


def section(notebook: str, rows: list[dict], texts: dict[str, str], notes: list[str]) -> str:
    """One notebook: a table of points, then what each check said."""
    got, possible = sum(r["points"] for r in rows), sum(r["possible"] for r in rows)
    lines = [f"<h2>{html.escape(notebook)}: {got}/{possible} points</h2>", "<table><tr><th>exercise</th>"
             "<th>points</th><th>note</th></tr>"]
    for row in rows:
        mark = "full" if row["points"] == row["possible"] and row["possible"] else "part"
        extra = " (extra credit)" if row["extra_credit"] else ""
        lines.append(f"<tr><td>{html.escape(str(row['exercise']))}{extra}</td><td class={mark}>{row['points']}/"
                     f"{row['possible']}</td><td>{html.escape(str(row['note']))}</td></tr>")
    lines.append("</table>")
    for id, text in texts.items():
        lines.append(f"<pre id=\"{html.escape(id)}\">{html.escape(text)}</pre>")
    if notes:
        lines.append("<h3>While running the notebook</h3><ul>"
                     + "".join(f"<li>{html.escape(note)}</li>" for note in notes) + "</ul>")
    return "\n".join(lines)


def page(student: str, sections: list[tuple[str, list[dict], dict[str, str], list[str]]]) -> str:
    """The whole report of STUDENT: SECTIONS are (notebook, rows, what each check said, notes)."""
    body = [section(*one) for one in sections]
    return (f"<!doctype html><html><head><meta charset=utf-8><title>Feedback for {html.escape(student)}</title>"
            f"<style>{STYLE}</style></head><body><h1>Feedback for {html.escape(student)}</h1>\n"
            + "\n".join(body) + "\n</body></html>\n")


def write_reports(graded: list, folder: Path) -> None:
    """FOLDER/<student>.html for every student graded."""
    folder.mkdir(parents=True, exist_ok=True)
    students: dict[str, list] = {}
    for g in graded:
        students.setdefault(g.submission.student, []).append((g.submission.notebook, g.rows, g.texts, g.notes))
    for student, sections in students.items():
        name = "".join(c if c.isalnum() or c in "-_." else "_" for c in student).lstrip(".") or "student"
        (folder / f"{name}.html").write_text(page(student, sections), encoding="utf-8")
