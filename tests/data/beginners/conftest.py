"""The beginners' answers are data for measure.py, not tests: pytest (with --doctest-modules) skips them."""

collect_ignore_glob = ["*.py"]
