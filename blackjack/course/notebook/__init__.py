"""Notebook files in and out: ``reading`` them, their solution ``cells``, the ``build`` of
``exercises/`` from ``solutions/``, ``execute`` (fresh outputs), ``release`` (a student's
cells into the course's notebook) and the ``nbgrader_export``.
"""
