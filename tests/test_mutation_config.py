"""The mutation run's configuration names tests that exist: a renamed test left in a deselect
list would run again under mutmut's tracing for every mutant that reaches it (100,000-play
fixtures among them), and a test selection file that is gone would stop the run."""

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "mutation"))

import mutate  # noqa: E402


def _mutmut():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mutmut"]


def _exists(node):
    path, _, name = node.partition("::")
    text = (ROOT / path).read_text()
    name = name.split("[")[0]
    # A deselect by prefix (pytest's node id match) names the start of a test's name.
    return re.search(r"^def %s\w*\(" % re.escape(name), text, re.M) is not None


def test_every_deselected_test_exists():
    args = _mutmut()["pytest_add_cli_args"]
    nodes = [args[i + 1] for i, a in enumerate(args) if a == "--deselect"]
    nodes += list(mutate.SLOW)
    assert nodes
    missing = [n for n in nodes if not _exists(n)]
    assert missing == []


def test_every_selected_test_file_and_related_name_exists():
    for f in _mutmut()["pytest_add_cli_args_test_selection"]:
        assert (ROOT / f).exists(), f
    selected = set(_mutmut()["pytest_add_cli_args_test_selection"])
    for module, names in mutate.RELATED.items():
        for n in names.split():
            f = mutate.where(n)
            assert f in selected, (module, f)
    for module in mutate.MODULES:
        assert mutate.related(module) <= selected, module


def test_every_test_of_the_mutated_code_is_selected_or_said_why_not():
    """A test file added under tests/sideline, tests/games or tests/drivers and in neither
    list would leave the mutants only it kills showing as "no tests"."""
    selected = set(_mutmut()["pytest_add_cli_args_test_selection"])
    for folder in ("sideline", "games", "drivers"):
        for p in sorted((ROOT / "tests" / folder).rglob("test_*.py")):
            f = str(p.relative_to(ROOT))
            assert (f in selected) != (f in mutate.NOT_SELECTED), f
