"""Settings shared by every test: hypothesis runs without a deadline (a check or a game may take a
while on a loaded machine; speed is measured in benchmarks/, never in tests)."""

from hypothesis import settings

settings.register_profile("course", deadline=None)
settings.load_profile("course")
