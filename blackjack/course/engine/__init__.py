"""The check engine: compare a student's functions with the reference, safely, and show the difference.

``checking`` (parts, observations, the search for a smallest input),
``show`` (values as the student reads them), ``safety`` (time limits,
captured output) and ``isolation`` (a check in a forked child).
"""
