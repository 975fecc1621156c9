"""MicroPython packaging: firmware/package.json for mip and firmware/manifest.py for freezing.

package.json must list exactly what `sideline flash` puts on the board (as sources: mip
copies files, it cannot compile), and mpremote's own mip code must install it, from a
local path and from a github: URL, onto the simulated board.
"""

import json
import subprocess
import sys
import urllib.parse

import pytest
from kits.sim_board import SimBoard

from host_tools.device import flashing

ROOT = flashing.ROOT
FIRMWARE = flashing.FIRMWARE
PACKAGE = FIRMWARE / "package.json"
MANIFEST = FIRMWARE / "manifest.py"
REGENERATE = (
    "run `.venv/bin/python -m host_tools.device.flashing --package-json` and commit the result"
)


def sources():
    got, _ = flashing.firmware_files(FIRMWARE)
    return got


def test_package_json_lists_every_firmware_file():
    pkg = json.loads(PACKAGE.read_text())
    listed = [dest for dest, _ in pkg["urls"]]
    wanted = [s.rel for s in sources()]
    missing = sorted(set(wanted) - set(listed))
    extra = sorted(set(listed) - set(wanted))
    assert not missing, "package.json lacks %s: %s" % (", ".join(missing), REGENERATE)
    assert not extra, "package.json lists files flash does not copy %s: %s" % (extra, REGENERATE)
    assert len(listed) == len(set(listed))
    assert PACKAGE.read_text() == flashing.package_json_text(), "stale package.json: " + REGENERATE


def test_package_json_structure():
    pkg = json.loads(PACKAGE.read_text())
    assert set(pkg) == {"urls", "deps", "version"}
    assert pkg["deps"] == []
    assert pkg["version"] == flashing.project_version()
    for pair in pkg["urls"]:
        assert isinstance(pair, list) and len(pair) == 2
        dest, src = pair
        assert dest == src  # the board's layout is firmware/'s layout
        assert not src.startswith(("/", "http:", "https:", "github:")) and ".." not in src
        assert (FIRMWARE / src).is_file()
    srcs = {src for _, src in pkg["urls"]}
    # Packaging and docs stay off the board.
    assert not srcs & {"package.json", "manifest.py"}
    assert not any(s.endswith(".md") for s in srcs)
    assert "main.py" in srcs and "hardware.json" in srcs
    assert {s for s in srcs if s.startswith("teams/")} == {
        p.relative_to(FIRMWARE).as_posix() for p in FIRMWARE.glob("teams/**/*.json")
    }


def _installed(board):
    files = board.files()
    for _, src in json.loads(PACKAGE.read_text())["urls"]:
        assert files.get(src) == (FIRMWARE / src).read_bytes(), src
    return files


def test_mpremote_mip_installs_from_a_local_path(tmp_path):
    """The real `mpremote mip install --target / firmware/package.json` onto the board."""
    with SimBoard(tmp_path / "board") as b:
        res = subprocess.run(
            [sys.executable, "-m", "mpremote", "connect", b.port, "mip", "install"]
            + ["--target", "/", "firmware/package.json"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert res.returncode == 0, res.stdout + res.stderr
        assert "Done" in res.stdout
        files = _installed(b)
    assert set(files) == {src for _, src in json.loads(PACKAGE.read_text())["urls"]}


def test_mpremote_mip_resolves_a_github_url(tmp_path, monkeypatch):
    """mpremote's mip code path for `mip install github:OWNER/REPO/firmware/package.json`,
    with the web served from this checkout (no network): every URL it asks for is the raw
    GitHub address of a file under firmware/."""
    from mpremote import mip
    from mpremote.main import State

    asked = []

    class Response:
        def __init__(self, data):
            self.data = data

        def read(self):
            return self.data

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    prefix = "https://raw.githubusercontent.com/owner/sideline/v0.1.0/"

    def urlopen(url):
        asked.append(url)
        assert url.startswith(prefix), url
        path = ROOT / urllib.parse.unquote(url[len(prefix) :])
        return Response(path.read_bytes())

    monkeypatch.setattr(mip.urllib.request, "urlopen", urlopen)
    with SimBoard(tmp_path / "board") as b:
        state = State()
        from mpremote.commands import do_connect

        class Args:
            device = [b.port]

        do_connect(state, Args())
        try:
            state.ensure_raw_repl()

            class MipArgs:
                command = ["install"]
                packages = ["github:owner/sideline/firmware/package.json@v0.1.0"]
                index = None
                target = "/"
                mpy = None

            mip.do_mip(state, MipArgs())
        finally:
            from mpremote.commands import do_disconnect

            do_disconnect(state)
        _installed(b)
    assert asked[0] == prefix + "firmware/package.json"
    assert prefix + "firmware/main.py" in asked
    assert prefix + "firmware/games/cfs/rules/game.py" in asked


# --- manifest.py --------------------------------------------------------------------------


def frozen_by_manifest():
    """Run manifest.py as MicroPython's manifestfile.py would: what it freezes."""
    frozen = []
    included = []

    def package(name, files=None, base_path=".", opt=None):
        base = FIRMWARE / base_path / name
        assert base.is_dir(), "package(%r): no such folder" % name
        for p in sorted(base.rglob("*.py")):
            if files is None or p.relative_to(base).as_posix() in files:
                frozen.append(p.relative_to(FIRMWARE).as_posix())

    def module(name, base_path=".", opt=None):
        assert (FIRMWARE / base_path / name).is_file()
        frozen.append(name)

    def include(path, **kw):
        included.append(path)

    def require(*a, **k):
        raise AssertionError("manifest.py needs no micropython-lib packages")

    def freeze(*a, **k):
        raise AssertionError("freeze() is the old syntax: use package()/module()")

    ns = {
        "package": package,
        "module": module,
        "include": include,
        "require": require,
        "freeze": freeze,
        "metadata": lambda **k: None,
        "options": type("Options", (), {})(),
    }
    exec(compile(MANIFEST.read_text(), str(MANIFEST), "exec"), ns)
    return frozen, included


def test_manifest_freezes_every_package():
    frozen, included = frozen_by_manifest()
    assert included == ["$(PORT_DIR)/boards/manifest.py"]  # the port's own modules stay
    packages = sorted(p.parent.name for p in FIRMWARE.glob("*/__init__.py"))
    assert packages == ["drivers", "games", "sideline"]
    text = MANIFEST.read_text()
    for name in packages:
        assert 'package("%s")' % name in text
    py = {s.rel for s in sources() if s.rel.endswith(".py") and s.rel not in flashing.SOURCE_ONLY}
    assert set(frozen) == py  # every module flash compiles, and nothing else
    assert "main.py" not in frozen  # stays on the filesystem: the board boots it


def test_manifest_is_not_for_the_board():
    kinds = {s.rel for s in sources()}
    assert "manifest.py" not in kinds and "package.json" not in kinds
    # It still compiles for the Pico (the repo's mpy-cross check covers every .py there).
    data = flashing.compile_py(MANIFEST, "manifest.py")
    assert data[:1] == b"M"


@pytest.mark.parametrize("name", ["package.json", "manifest.py"])
def test_flash_never_lists_packaging(name):
    assert flashing.classify(name) is None
