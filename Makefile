# The two commands of the README: `make emulate` and `make test`.
# Each sets up .venv/ on first use (and again when pyproject.toml changes).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: emulate test lint bench flash clean uf2

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	$(BIN)/python -m host_tools.rp2.setup
	$(BIN)/python -m host_tools.web.setup
	touch $(STAMP)

emulate: $(STAMP)
	$(BIN)/sideline emulate $(ARGS)

# The suite runs on every core (pytest-xdist): serial it takes about 11 minutes on CI's two
# cores, over its 10-minute aim. Work-stealing, as a few tests take a minute or more (the
# whole games in the VM): 8:10 on two cores (a fresh clone with the default split: 9:53,
# not a like-for-like pair). TEST_JOBS=0 runs it in one process.
TEST_JOBS ?= auto
test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m pytest -n $(TEST_JOBS) --dist worksteal $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

bench: $(STAMP)
	$(BIN)/sideline bench $(ARGS)

flash: $(STAMP)
	$(BIN)/sideline flash $(ARGS)

# The two Pico firmwares (stock, and firmware/manifest.py frozen in) from a MicroPython
# source tree: make uf2 MICROPYTHON_DIR=/path/to/micropython (v1.28.0; see README).
uf2: $(STAMP)
	$(BIN)/python -m host_tools.rp2.build_uf2 --micropython "$(MICROPYTHON_DIR)" $(ARGS)

# Mutation score of the rules core and the shell (tests/mutation/README.md): all modules, or
# some: `make mutate MODULES="rules.kicking rules.game"`. Works in build/mutation/; JOBS=2 workers.
.PHONY: mutate
mutate: $(STAMP)
	$(BIN)/python tests/mutation/mutate.py $(MODULES)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache .hypothesis
