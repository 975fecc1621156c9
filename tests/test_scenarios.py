"""Run every core scenario under CPython and again inside the real MicroPython VM.

Each scenario file runs in a namespace seeded with tests/scenarios/kit.py and TEAMS_DIR.
"""

import ast
from pathlib import Path

import pytest

SCENARIOS = Path(__file__).resolve().parent / "scenarios"
TEAMS = Path(__file__).resolve().parent.parent / "firmware" / "teams"
KIT = SCENARIOS / "kit.py"


def _collect():
    cases = []
    for path in sorted(SCENARIOS.glob("scn_*.py")):
        tree = ast.parse(path.read_text())
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("scenario_"):
                cases.append((path, node.name))
    return cases


CASES = _collect()
IDS = ["%s::%s" % (p.stem, n) for p, n in CASES]


def _namespace(path, teams_dir):
    ns = {"__name__": "scenario", "TEAMS_DIR": teams_dir}
    exec(compile(KIT.read_text(), str(KIT), "exec"), ns)
    exec(compile(path.read_text(), str(path), "exec"), ns)
    return ns


def test_there_are_scenarios():
    assert len(CASES) >= 5


_cpython = {}


@pytest.mark.parametrize("path,name", CASES, ids=IDS)
def test_scenario_cpython(path, name):
    if path not in _cpython:
        _cpython[path] = _namespace(path, str(TEAMS) + "/")
    _cpython[path][name]()


@pytest.mark.vm
@pytest.mark.parametrize("path,name", CASES, ids=IDS)
def test_scenario_micropython(mpvm, path, name):
    ns = mpvm.new_namespace({"TEAMS_DIR": "/input/teams/"})
    mpvm.exec(KIT.read_text(), ns=ns)
    mpvm.exec(path.read_text(), ns=ns)
    mpvm.exec("%s[%r]()" % (ns, name))
