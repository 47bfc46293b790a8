"""The sandbox boundary: ``bwrap`` starts bubblewrap with the kernel's limits, ``runner``
runs the student's notebook inside it, ``channel`` talks to it from outside, and ``wire``
is what crosses between them.
"""
