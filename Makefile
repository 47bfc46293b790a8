# Two commands for a fresh machine with Python 3.11 or newer:
#   make course   set everything up and open the course in JupyterLab
#   make test     set everything up and run every test
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
KERNELS := $(VENV)/.kernels
# One test module per worker at a time, longest first by the seconds each took in the last whole run
# (tests/durations.json, which such a run rewrites; tests/conftest.py).
PYTEST := $(PY) -m pytest -p no:cacheprovider --dist loadfile --no-loadscope-reorder
NBVAL  := --nbval-sanitize-with nbval_sanitize.cfg
PORT   ?= 8888

.PHONY: course test test-fast test-package test-audit built bytecode setup dev debian sandbox outputs exercises audit grade canvas play bench clean

# JupyterLab rooted at the project (exercises/ and notebooks/ both open), at the first exercise.
# It refuses to run as root unless told it may (containers often run as root).
course: setup
	@echo "Starting JupyterLab on port $(PORT) at exercises/00_welcome.ipynb (a few seconds). It opens in your"
	@echo "browser, or open the http://localhost:$(PORT)/lab/... link it prints below. Ctrl-C twice stops it."
	@$(VENV)/bin/jupyter lab --port=$(PORT) --ServerApp.root_dir=$(CURDIR) \
	  --LabApp.default_url=/lab/tree/exercises/00_welcome.ipynb $(if $(filter 0,$(shell id -u)),--allow-root)

# The two runs share the two cores; each one's output is printed whole when it ends, and make fails if
# either fails.  The audit needs only the student's tools: it starts while the instructor's tools are
# installed (one core).
test:
	$(MAKE) --no-print-directory --output-sync=target -j2 test-package test-audit

# Four workers on two cores: some grading tests wait on sandboxes.  The exercise notebooks but the welcome
# store no outputs: tests/course/notebook/test_unsolved_exercises.py runs them once, and checks what nbval
# would (no cell raises without its raises-exception tag) and more.
test-package: dev debian built bytecode
	$(PYTEST) -n 4 --nbval $(NBVAL) tests blackjack solutions notebooks exercises/00_welcome.ipynb

# The edit loop (under a minute on two cores): every test but the slow ones (sandboxed grading, kernels, the
# browser, the notebooks: tests/conftest.py says which), with the doctests.
test-fast: dev bytecode
	$(PYTEST) -n 2 -m "not slow" tests blackjack

test-audit: bytecode built
	$(PY) -m blackjack.course audit

built: $(VENV)/.installed  # exercises/ is what solutions/ makes (checked once)
	$(PY) -m blackjack.course build --check

# The student's tools only: requirements.txt; JupyterLab's news question answered (no); and the course's
# Voila page template.  Each step says what it does and how long it takes; its recipe stays quiet (its errors show).
# setuptools warns that a folder named like the package may shadow it: here that folder is the package.
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings/overrides.json
# The course's Voila template (share/jupyter/voila/templates/blackjack: Voila's own without the stylesheets it
# links from the internet) in the virtual environment, so that the play page works offline.
VOILA_SOURCE   := share/jupyter/voila/templates/blackjack
VOILA_TEMPLATE := $(VENV)/$(VOILA_SOURCE)
VOILA_CONFIG   := $(VENV)/etc/jupyter/voila.json
setup: $(KERNELS) bytecode $(LAB_SETTINGS) $(VOILA_CONFIG)

$(VENV)/.installed: requirements.txt pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "Python 3.11 or newer is needed; set PYTHON=python3.11")'
	@echo "Making the course's virtual environment in $(VENV), with uv to install faster (about 10 s)..."
	@$(PYTHON) -m venv $(VENV)
	@$(PY) -m pip install --quiet uv 2>/dev/null || true
	@echo "Installing the course's Python packages, requirements.txt (about 30 s, once)..."
	@$(call install,requirements.txt)
	@touch $@

# uv installs what pip would (the same versions, from PyPI) several packages at a time, with the bytecode: about
# 20 s where pip takes 35 to 45.  Where uv cannot (none for this machine, or packages only pip is told where to
# find, in pip.conf), pip installs them, and one line says so.
install = { test -x $(VENV)/bin/uv && $(VENV)/bin/uv pip install --quiet --compile-bytecode --python $(PY) -r $(1); } \
	  || { echo "uv could not install $(1): pip installs it instead (slower)"; \
	       $(PY) -W "ignore:Editable installation" -m pip install --quiet -r $(1); }

# numba compiles the dealer's kernels once, into its cache.
$(KERNELS): $(VENV)/.installed $(wildcard blackjack/dealer/*.py)
	@echo "Compiling the dealer's fast kernels with numba (about 15 s, once)..."
	@$(PY) -m blackjack.dealer.warm
	@touch $@

# The package's bytecode, brought up to date each time (a fraction of a second): where PYTHONDONTWRITEBYTECODE
# is set, every process, sandboxes included, would compile the package again.
bytecode: $(VENV)/.installed
	@$(PY) -m compileall -q blackjack

$(LAB_SETTINGS): $(VENV)/.installed
	@echo "Telling JupyterLab not to fetch Jupyter news (so it does not ask)..."
	@mkdir -p $(@D)
	@printf '%s\n' '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' > $@

$(VOILA_CONFIG): $(VENV)/.installed $(wildcard $(VOILA_SOURCE)/*)
	@echo "Installing the course's Voila page template (it works offline)..."
	@mkdir -p $(VOILA_TEMPLATE) $(@D)
	@cp $(VOILA_SOURCE)/* $(VOILA_TEMPLATE)/
	@printf '%s\n' '{"VoilaConfiguration": {"template": "blackjack"}}' > $@

# The instructor's test tools on top.
dev: $(VENV)/.dev-installed $(KERNELS)  # the two side by side under make -j

$(VENV)/.dev-installed: $(VENV)/.installed requirements-dev.txt
	@echo "Installing the instructor's test tools, requirements-dev.txt (about 20 s, once)..."
	@$(call install,requirements-dev.txt)
	@touch $@

# The browser test drives Debian's chromium (Playwright never downloads one); grading runs every submission
# inside bubblewrap.  `make test` installs both with one apt-get: two at once (make -j) fail on dpkg's lock.
CHROMIUM = $(if $(wildcard /usr/bin/chromium),,chromium chromium-driver)
BWRAP    = $(if $(wildcard /usr/bin/bwrap),,bubblewrap)
apt = @test -z "$(strip $(1))" || { \
	  if [ "$$(id -u)" = 0 ]; then echo "Installing $(strip $(1)) from Debian (under a minute, once)..."; \
	    apt-get update -qq && apt-get install -y -qq $(1); \
	  else echo "Needed from Debian: sudo apt-get install $(strip $(1))"; exit 1; fi; }

debian:
	$(call apt,$(CHROMIUM) $(BWRAP))

sandbox:
	$(call apt,$(BWRAP))

# After editing solutions/ or notebooks/: store fresh outputs, then regenerate exercises/.
outputs: setup
	$(PY) -m blackjack.course execute
	$(PY) -m blackjack.course build

exercises: setup
	$(PY) -m blackjack.course build

audit: dev
	$(PY) -m blackjack.course audit

# Any other option of grade in OPTIONS: make grade DIR=class OPTIONS="--lms canvas --workers 2"
grade: setup sandbox
	$(PY) -m blackjack.course grade $(or $(DIR),submissions) --out gradebook.csv $(OPTIONS)

# Canvas's round trip: the gradebook exported from Canvas (Grades > Export), filled with make grade's points, for
# Grades > Import.  Other options in OPTIONS: make canvas EXPORT=export.csv OPTIONS="--map map.csv"
canvas: setup
	$(if $(EXPORT),,$(error make canvas needs EXPORT, the gradebook exported from Canvas (make canvas EXPORT=path/to/export.csv)))
	$(PY) -m blackjack.course canvas gradebook.csv --export "$(EXPORT)" $(OPTIONS)

play: setup
	@echo "Serving notebooks/play.ipynb with Voila (a few seconds): open the link it prints below. Ctrl-C stops it."
	@$(VENV)/bin/voila notebooks/play.ipynb

bench: dev
	$(PY) benchmarks/bench.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
