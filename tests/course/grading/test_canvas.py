"""``python -m blackjack.course canvas``: the gradebook Canvas exported, filled with the grader's points.

The export is written here as Canvas writes it (``GradebookExporter``, through Ruby's CSV): a header row; a
``Manual Posting`` row for an assignment posted by hand; the ``    Points Possible`` row, ``(read only)``
under the totals; students named ``Last, First`` with ID, SIS User ID, SIS Login ID and Section; a custom
Notes column; the Test Student last.  The gradebook is written as ``grade`` writes it (its columns, one row
per exercise).
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

import pytest

from blackjack.course.__main__ import main
from blackjack.course.grading import written_csv
from blackjack.course.grading.grade import COLUMNS

NIL = None  # a cell Ruby writes as nothing (an empty string it writes as "")
TOTALS = ["Current Points", "Final Points", "Current Score", "Unposted Current Score", "Final Score",
          "Unposted Final Score"]
HEADER = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Notes", "Cards and hands (4101)",
          "The dealer's turn (4103)", "Player turn (4105)", "Quiz 1 (4200)", *TOTALS]
POSTING = [NIL] * 8 + ["Manual Posting", NIL] + [NIL] * 6
POINTS = ["    Points Possible", NIL, NIL, NIL, NIL, NIL, "35.00", "30.00", "40.00", "10.00", *["(read only)"] * 6]
STUDENTS = [
    ["Doe, Alice", "1001", "S1001", "alice", "BJ101 A", NIL, NIL, NIL, NIL, "8.00", "8.00", "8.00", "80.00",
     "80.00", "8.00", "8.00"],
    ["Roe, Bob", "1002", "S1002", "bob@uni.example", "BJ101 A", 'late, said "sorry"\nsee email', NIL, "EX", NIL,
     "7.00", "7.00", "7.00", "70.00", "70.00", "7.00", "7.00"],
    ["Poe, Carol", "1003", "S1003", "cpoe", "", NIL, "12.00", NIL, "N/A", NIL, NIL, NIL, NIL, NIL, NIL, NIL],
    ["Student, Test", "1099", NIL, NIL, "BJ101 A", NIL, NIL, NIL, NIL, NIL, NIL, NIL, NIL, NIL, NIL, NIL],
]
GRADED = [  # student, notebook, [(exercise, points, possible, extra credit, note)]
    ("alice", "01_cards_and_hands", [("1.1", 10, 10, "", "passed"), ("1.2", 15, 25, "", "result differs")]),
    ("alice", "03_dealer_turn", [("3.1", 0, 30, "", "unreadable: JSONDecodeError"),
                                 ("3.9", 0, 5, "yes", "unreadable: JSONDecodeError")]),
    ("bob", "01_cards_and_hands", [("1.1", 10, 10, "", "passed"), ("1.2", 25, 25, "", "passed")]),
    ("bob", "03_dealer_turn", [("3.1", 30, 30, "", "passed"), ("3.9", 5, 5, "yes", "passed")]),
    ("carol", "01_cards_and_hands", [("1.1", 10, 10, "", "passed"), ("1.2", 20, 25, "", "raised")]),
    ("carol", "05_player_turn", [("5.1", 12, 40, "", "raised an exception for some input")]),
    ("zed", "01_cards_and_hands", [("1.1", 0, 10, "", "not attempted"), ("1.2", 0, 25, "", "not attempted")]),
    ("zed", "07_betting", [("7.1", 3, 20, "", "passed")]),
]


def ruby_csv(rows: list[list[str | None]], sep: str = ",", end: str = "\n") -> str:
    """ROWS as Ruby's CSV writes them: a field quoted when it holds the separator, a quote or a line end, or is
    an empty string; nil as nothing."""
    def field(cell: str | None) -> str:
        if cell is None:
            return ""
        return f'"{cell.replace(chr(34), chr(34) * 2)}"' if cell == "" or any(c in cell for c in f'"\r\n{sep}') \
            else cell
    return "".join(sep.join(map(field, row)) + end for row in rows)


def exported(rows: list[list[str | None]] | None = None, sep: str = ",", end: str = "\n", bom: str = "") -> str:
    return bom + ruby_csv([HEADER, POSTING, POINTS, *STUDENTS] if rows is None else rows, sep, end)


def gradebook_text(graded=GRADED) -> str:
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for student, notebook, rows in graded:
        for exercise, points, possible, extra, note in rows:
            writer.writerow({"student": student, "notebook": notebook, "exercise": exercise, "points": points,
                             "possible": possible, "extra_credit": extra, "note": note, "seed": 7})
    writer.writerow({"student": "", "notebook": "notes.txt", "exercise": "", "points": 0, "possible": 0,
                     "extra_credit": "", "note": "not graded: put each student's notebooks in a folder", "seed": 7})
    return text.getvalue()


@pytest.fixture
def desk(tmp_path: Path) -> Path:
    """An instructor's folder: gradebook.csv (from grade) and export.csv (from Canvas)."""
    (tmp_path / "gradebook.csv").write_text(gradebook_text())
    (tmp_path / "export.csv").write_bytes(exported().encode())
    return tmp_path


def run(desk: Path, *options: str, capsys) -> tuple[int, str, str]:
    code = main(["canvas", str(desk / "gradebook.csv"), "--export", str(desk / "export.csv"), *options])
    out, err = capsys.readouterr()
    return code, out, err


def cells(path: Path, sep: str = ",") -> dict[str, dict[str, str]]:
    """The rows of the CSV file PATH by their first cell, each as header -> value (read by the csv module)."""
    rows = list(csv.reader(io.StringIO(path.read_bytes().decode().removeprefix("\ufeff"), newline=""),
                           delimiter=sep))
    return {row[0]: dict(zip(rows[0], row)) for row in rows[1:]}


def test_fills_matched_cells_by_login_and_keeps_the_export(desk: Path, capsys) -> None:
    before = (desk / "export.csv").read_bytes()
    code, out, _ = run(desk, capsys=capsys)
    assert code == 0
    filled = cells(desk / "export-filled.csv")
    assert filled["Doe, Alice"]["Cards and hands (4101)"] == "25"  # alice, by her SIS Login ID
    assert filled["Roe, Bob"]["Cards and hands (4101)"] == "35"  # bob, by his login before its @
    assert filled["Poe, Carol"]["Cards and hands (4101)"] == "12.00"  # carol matched nothing: as Canvas had it
    assert (desk / "export.csv").read_bytes() == before
    assert "01_cards_and_hands -> 'Cards and hands (4101)' (by its name)" in out
    assert "03_dealer_turn -> \"The dealer's turn (4103)\" (by its name)" in out
    assert "(1 by SIS Login ID, 1 by SIS Login ID before its @)" in out


def test_every_other_byte_is_as_canvas_wrote_it(desk: Path, capsys) -> None:
    run(desk, capsys=capsys)
    before = written_csv.read((desk / "export.csv").read_text(), ",").records
    after = written_csv.read((desk / "export-filled.csv").read_text(), ",").records
    changed = [(i, j) for i, (b, a) in enumerate(zip(before, after)) for j, (x, y) in enumerate(zip(b.fields, a.fields))
               if x != y]
    assert changed == [(3, 6), (4, 6)]  # alice's and bob's Cards and hands
    assert [(r.end, len(r.fields)) for r in before] == [(r.end, len(r.fields)) for r in after]


@pytest.mark.parametrize(("sep", "end", "bom", "points"), [(";", "\r\n", "\ufeff", "35,00"), (",", "\r\n", "", "35")])
def test_a_semicolon_export_with_a_decimal_comma_and_a_byte_order_mark(desk: Path, capsys, sep, end, bom, points):
    rows = [HEADER, [POINTS[0], *POINTS[1:6], points, *POINTS[7:]], STUDENTS[0]]
    (desk / "export.csv").write_bytes(exported(rows, sep, end, bom).encode())
    (desk / "gradebook.csv").write_text(gradebook_text([("alice", "01_cards_and_hands", [("1.1", 7.5, 35, "", "")])]))
    assert run(desk, capsys=capsys)[0] == 0
    text = (desk / "export-filled.csv").read_bytes().decode()
    assert text == exported([rows[0], rows[1], [*STUDENTS[0][:6], "7,5" if "," in points else "7.5",
                                                *STUDENTS[0][7:]]], sep, end, bom)


def test_a_map_file_matches_folders_and_notebooks(desk: Path, capsys) -> None:
    (desk / "map.csv").write_text("folder,login\n# zed is Carol Poe's second folder name\nzed,Poe, Carol\n"
                                  "carol,S1003\n07_betting,Quiz 1\n")
    code, out, err = run(desk, "--map", str(desk / "map.csv"), capsys=capsys)
    assert (code, err) == (2, f"error: {desk / 'map.csv'}, line 3: 'zed,Poe, Carol' is not two cells; give a map "
                               "file of lines folder,login (or notebook,assignment id)\n")
    (desk / "map.csv").write_text('folder,login\nzed,"Poe, Carol"\n07_betting,Quiz 1\n')
    code, out, _ = run(desk, "--map", str(desk / "map.csv"), capsys=capsys)
    assert code == 0
    filled = cells(desk / "export-filled.csv")
    assert filled["Poe, Carol"]["Quiz 1 (4200)"] == "3"  # zed's 07_betting, by the map file
    assert "07_betting -> 'Quiz 1 (4200)' (given by the map file)" in out
    assert "1 by the map file" in out


def test_what_matched_nothing_is_named_one_line_each(desk: Path, capsys) -> None:
    code, out, _ = run(desk, capsys=capsys)
    lines = out.splitlines()
    assert "class folder zed: no Canvas student has it as SIS Login ID, SIS User ID or ID; add the line zed,LOGIN " \
           "to a --map file" in lines
    assert "07_betting: no assignment matched; give --assignment 07_betting=ID (the id in the column's name)" in lines
    assert "Canvas students with no class folder, left as they were: Poe, Carol; Student, Test" in lines
    assert "class folder carol: no Canvas student has it as SIS Login ID, SIS User ID or ID; add the line " \
           "carol,LOGIN to a --map file" in lines


def test_an_unreadable_notebook_is_left_empty_and_named(desk: Path, capsys) -> None:
    code, out, _ = run(desk, capsys=capsys)
    assert cells(desk / "export-filled.csv")["Doe, Alice"]["The dealer's turn (4103)"] == ""
    assert "alice: 03_dealer_turn is not a readable notebook; left empty" in out.splitlines()
    assert "bob: 03_dealer_turn is excused in Canvas (EX); left as it was" in out.splitlines()


def test_an_excused_or_unassigned_cell_is_kept(desk: Path, capsys) -> None:
    (desk / "map.csv").write_text("carol,cpoe\n")
    run(desk, "--map", str(desk / "map.csv"), capsys=capsys)
    filled = cells(desk / "export-filled.csv")
    assert (filled["Roe, Bob"]["The dealer's turn (4103)"], filled["Poe, Carol"]["Player turn (4105)"]) == ("EX", "N/A")
    assert filled["Poe, Carol"]["Cards and hands (4101)"] == "30"


def test_the_assignment_option_and_what_is_ambiguous(desk: Path, capsys) -> None:
    rows = [[*HEADER[:10], "Dealer turn, practice (4300)", *TOTALS], *([*r[:10], NIL, *r[10:]] for r in
            [POSTING, POINTS, *STUDENTS])]
    rows[0][7] = "Dealer's turn: the rules (4103)"
    (desk / "export.csv").write_bytes(exported(rows).encode())
    code, out, _ = run(desk, capsys=capsys)
    assert ("03_dealer_turn: 2 assignments match by its words: \"Dealer's turn: the rules (4103)\", 'Dealer turn, "
            "practice (4300)'; give --assignment 03_dealer_turn=ID (the id in the column's name)") in out.splitlines()
    code, out, _ = run(desk, "--assignment", "03_dealer_turn=4300", "--assignment", "07_betting=Quiz 1", capsys=capsys)
    assert "03_dealer_turn -> 'Dealer turn, practice (4300)' (given by --assignment)" in out
    filled = cells(desk / "export-filled.csv")
    assert (filled["Roe, Bob"]["Dealer turn, practice (4300)"], filled["Roe, Bob"]["Dealer's turn: the rules (4103)"]) \
        == ("35", "EX")


def test_points_possible_unlike_canvas_are_said(desk: Path, capsys) -> None:
    rows = [HEADER, [*POINTS[:6], "100.00", *POINTS[7:]], *STUDENTS]
    (desk / "export.csv").write_bytes(exported(rows).encode())
    out = run(desk, capsys=capsys)[1]
    assert "01_cards_and_hands: the grader gives up to 35 points (extra credit apart), Canvas's 'Cards and hands " \
           "(4101)' is out of 100; the points are filled as the grader gives them" in out.splitlines()


def test_two_folders_of_one_student_fill_nothing(desk: Path, capsys) -> None:
    (desk / "map.csv").write_text("zed,alice\n")
    out = run(desk, "--map", str(desk / "map.csv"), capsys=capsys)[1]
    assert "class folders alice, zed all match Doe, Alice; none of them is filled: say which in a --map file" in out
    assert cells(desk / "export-filled.csv")["Doe, Alice"]["Cards and hands (4101)"] == ""


def test_never_over_the_export_nor_through_a_link(desk: Path, capsys) -> None:
    before = (desk / "export.csv").read_bytes()
    elsewhere = desk / "elsewhere.csv"
    elsewhere.write_text("mine")
    (desk / "link.csv").symlink_to(elsewhere)
    os.link(desk / "export.csv", desk / "hard.csv")
    for out in ("export.csv", "link.csv", "hard.csv", "gradebook.csv", "."):
        code, printed, err = run(desk, "--out", str(desk / out), capsys=capsys)
        assert (code, printed, err.count("\n"), err[:7]) == (2, "", 1, "error: "), out
    assert (desk / "export.csv").read_bytes() == before and elsewhere.read_text() == "mine"
    assert "is a symbolic link, and the filled file is never written through one" in run(
        desk, "--out", str(desk / "link.csv"), capsys=capsys)[2]


@pytest.mark.parametrize(("gradebook", "export", "said"), [
    (None, b"", "export.csv: is empty"),
    (b"student,notebook\nalice,01\n", None, "gradebook.csv: no column 'exercise', so not a gradebook"),
    (None, b"\xff\xfe\x00S\x00t", "export.csv: not UTF-8 text"),
    (None, b'Student,ID\n"Doe, Alice,1001\n', "export.csv: not a CSV file (line 2: a quote never closed)"),
    (None, b"Name,Login\nAlice,alice\n", "export.csv: its columns start 'Name, Login', not Student, ID"),
    (None, "\n".join([",".join(HEADER), "    Points Possible"]).encode(), "nothing to fill: no class folder matched"),
])
def test_bad_input_is_one_line(desk: Path, capsys, gradebook: bytes | None, export: bytes | None, said: str) -> None:
    for name, text in (("gradebook.csv", gradebook), ("export.csv", export)):
        if text is not None:
            (desk / name).write_bytes(text)
    code, _, err = run(desk, capsys=capsys)
    assert (code, err.count("\n"), said in err, "Traceback" in err) == (2, 1, True, False), err
    assert not (desk / "export-filled.csv").exists()


def test_a_missing_file_is_one_line(desk: Path, capsys) -> None:
    code = main(["canvas", str(desk / "none.csv"), "--export", str(desk / "export.csv")])
    assert (code, capsys.readouterr().err) == (2, f"error: {desk / 'none.csv'}: no such file; give the gradebook.csv "
                                                   "that grade wrote\n")


def test_the_written_file_reads_as_the_csv_module_reads_it() -> None:
    text = exported()
    table = written_csv.read(text, ",")
    assert [table.values(i) for i in range(len(table.records))] == list(csv.reader(io.StringIO(text, newline="")))
    assert table.text() == text
