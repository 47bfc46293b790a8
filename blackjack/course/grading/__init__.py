"""Grading a class: ``grade`` (the command), ``remote`` (a check whose student side runs in
the sandbox), ``scan`` (a courtesy note on a cell's source), ``feedback`` (the reports);
the wall itself is ``sandbox``.
"""
