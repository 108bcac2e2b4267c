# Two commands on a fresh machine:
#   make play   create .venv, install the game, start it
#   make test   create .venv, install with the test and build extras, run ruff,
#               mypy on the rules packages, the import contracts (lint-imports), then every pytest test (executable build included)
# An existing .venv is reused; installs are redone only when pyproject.toml changes.

PYTHON ?= python3
ARGS ?=
VENV ?= .venv
BIN := $(VENV)/bin
PY := $(BIN)/python

# Python keeps the modules it compiled (and pytest the test modules it rewrote for its assertions) in
# __pycache__, even where the environment asks it not to (PYTHONDONTWRITEBYTECODE, set on some CI images):
# otherwise each pytest worker, and each game a test starts in a child process, compiles everything again
# (collecting the tests: 10.7 s without the cache, 2.0 s with it).
export PYTHONDONTWRITEBYTECODE :=

# Stamp files inside the venv record what was installed, so a fresh clone
# (no .venv) or a changed pyproject.toml triggers a reinstall and nothing else does.
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test

.PHONY: play test test-quick lint typecheck exe mutation clean messages catalogs

# Extra options go through ARGS, e.g. make play ARGS=--demo
play: $(PLAY_STAMP)
	$(BIN)/cuzco $(ARGS)

# pytest exits 5 when it collects no tests; like any non-zero status, that fails make.
# The tests run on every core (pytest-xdist), a whole file to a worker (--dist loadfile), so a file's
# module fixtures (the executable's one build, the wheel, the browser) are made once. Options through
# PYTEST_ARGS, e.g. make test PYTEST_ARGS="--durations=30".
# The order is fixed (the longest files first, see tests/conftest.py), also where the pytest-randomly
# plugin is installed: ORDER="-p randomly" runs them in a random order (docs/testing.md).
PYTEST_ARGS ?=
XDIST ?= -n auto --dist loadfile  # XDIST= runs them in one process
ORDER ?= -p no:randomly
test: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy cuzco/games/cuzco/rules cuzco/games/incan_gold/rules cuzco/games/feld_cuzco/rules
	$(BIN)/lint-imports
	$(BIN)/pytest $(XDIST) $(ORDER) $(PYTEST_ARGS)

# For quick local runs: leaves out the executable's build and the slow set (whole games through the
# window, every screen at every size, the bots' matches: tests/conftest.py's SLOW); make test runs all.
test-quick: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy cuzco/games/cuzco/rules cuzco/games/incan_gold/rules cuzco/games/feld_cuzco/rules
	$(BIN)/lint-imports
	$(BIN)/pytest $(XDIST) $(ORDER) -m 'not build and not slow' $(PYTEST_ARGS)

lint: $(TEST_STAMP)
	$(BIN)/ruff check .

typecheck: $(TEST_STAMP)
	$(BIN)/mypy cuzco/games/cuzco/rules cuzco/games/incan_gold/rules cuzco/games/feld_cuzco/rules

# Translations (gettext, through Babel): `make messages` extracts every marked text
# into the template, merges it into each language's .po (new texts come in empty,
# changed ones marked fuzzy) and compiles the .mo files the game reads.
# After translating in a .po, `make catalogs` compiles again.
# tests/shell/test_catalogs.py fails while a text is missing, empty or fuzzy.
LOCALE := cuzco/shell/locale
KEYWORDS := -k _ -k ngettext:1,2 -k pgettext:1c,2 -k N_ -k N_plural:1,2
messages: $(TEST_STAMP)
	$(BIN)/pybabel -q extract -F babel.cfg --no-default-keywords $(KEYWORDS) --sort-by-file \
		--project=cuzco --copyright-holder="Cuzco contributors" -o $(LOCALE)/messages.pot .
	$(BIN)/pybabel -q update -i $(LOCALE)/messages.pot -d $(LOCALE) -D cuzco --ignore-obsolete
	$(BIN)/pybabel compile -d $(LOCALE) -D cuzco --statistics

catalogs: $(TEST_STAMP)
	$(BIN)/pybabel compile -d $(LOCALE) -D cuzco --statistics

exe: $(TEST_STAMP)
	$(PY) build_scripts/build.py

# Sampled mutation testing of every game's rules (slow; not part of `make test`): prints a score per package and
# the survivors. Options through ARGS, e.g. make mutation ARGS="--count 400 --jobs 1".
mutation: $(TEST_STAMP)
	rm -f mutation-coverage.json  # recorded afresh: it must match the code under test
	nice -n 5 $(PY) benchmarks/mutation.py --coverage mutation-coverage.json $(ARGS)

$(PY):
	$(PYTHON) -m venv $(VENV)

$(PLAY_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --disable-pip-version-check -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --disable-pip-version-check -e '.[test,build]'
	touch $@ $(PLAY_STAMP)

clean:
	rm -rf build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache mutation-results.jsonl mutation-coverage.json
