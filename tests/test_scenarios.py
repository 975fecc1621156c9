"""Run every core scenario under CPython and again inside the real MicroPython VM."""

import ast
import importlib.util
from pathlib import Path

import pytest

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


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


def _load_cpython(path):
    spec = importlib.util.spec_from_file_location("scenario_" + path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_there_are_scenarios():
    assert len(CASES) >= 5


@pytest.mark.parametrize("path,name", CASES, ids=IDS)
def test_scenario_cpython(path, name):
    getattr(_load_cpython(path), name)()


_loaded = {}


@pytest.mark.vm
@pytest.mark.parametrize("path,name", CASES, ids=IDS)
def test_scenario_micropython(mpvm, path, name):
    ns = _loaded.get(path)
    if ns is None:
        ns = _loaded[path] = mpvm.load_scenarios(path)
    mpvm.exec("%s[%r]()" % (ns, name))
