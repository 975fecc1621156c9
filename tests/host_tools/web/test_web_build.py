"""The page's build and server (host_tools/web/build.py, serve.py), without a browser: what
goes into the one bundle file, the service worker's list, and the gzip the server sends."""

import gzip
import json
import re
import urllib.error
import urllib.request

import pytest

from host_tools.device import flashing
from host_tools.web import build
from host_tools.web.serve import Server


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("web")
    return out, build.build(out)


def test_the_bundle_holds_what_the_board_gets_compiled_and_the_pages_box(built):
    _out, files = built
    bundle = build.unpack(files["firmware.bin"])
    sources, _ = flashing.firmware_files()
    for s in sources:
        if s.rel == "main.py":
            assert "main.py" not in bundle and "main.mpy" not in bundle  # the Pico's wiring
        elif s.kind == "data":
            assert bundle[s.rel] == s.path.read_bytes(), s.rel
        else:  # bytecode for MicroPython 1.27's loader: mpy format 6
            data = bundle[s.rel[:-3] + ".mpy"]
            assert data[:2] == b"M\x06", s.rel
    for art in flashing.generated(sources):  # the coach's odds, as `sideline flash` writes
        assert bundle[art.source.rel] == art.data
    assert {"webbox.mpy", "virtual_ht16k33.mpy", "hardware.json"} <= set(bundle)


def test_pack_and_unpack_agree_and_a_wrong_file_is_refused():
    files = [("a.py", b"x = 1\n"), ("teams/b.json", b"{}"), ("empty", b"")]
    assert build.unpack(build.pack(files)) == dict(files)
    with pytest.raises(build.BuildError):
        build.unpack(b"<html>" + bytes(20))


def test_the_service_worker_caches_every_file_under_a_name_from_their_contents(built, tmp_path):
    out, files = built
    sw = (out / "sw.js").read_text()
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", sw).group(1))
    assert set(listed) == {"./"} | (set(files) - {"sw.js"})
    version = re.search(r'const VERSION = "(\w+)"', sw).group(1)
    (tmp_path / "page").mkdir()
    again = build.build(tmp_path / "page")
    assert re.search(r'const VERSION = "(\w+)"', again["sw.js"].decode()).group(1) == version


def test_the_server_sends_gzip_to_who_accepts_it_and_revalidates(built):
    out, files = built
    with Server(out) as server:
        req = urllib.request.Request(
            server.url + "firmware.bin", headers={"Accept-Encoding": "gzip"}
        )
        with urllib.request.urlopen(req) as r:
            assert r.headers["Content-Encoding"] == "gzip"
            assert gzip.decompress(r.read()) == files["firmware.bin"]
            stamp = r.headers["Last-Modified"]
        with urllib.request.urlopen(server.url + "firmware.bin") as r:
            assert r.headers["Content-Encoding"] is None
            assert r.read() == files["firmware.bin"]
        req = urllib.request.Request(
            server.url + "firmware.bin",
            headers={"Accept-Encoding": "gzip", "If-Modified-Since": stamp},
        )
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(req)
        assert e.value.code == 304
        assert sum(server.sent) == (out / "firmware.bin.gz").stat().st_size


PAGE_MODULES = [path for _name, path in build.EXTRA_MODULES]


@pytest.mark.parametrize("path", PAGE_MODULES, ids=lambda p: p.name)
def test_the_pages_own_modules_keep_to_the_micropython_subset(path):
    from kits.checks import subset_violations

    assert subset_violations(path, core=False) == []


def test_the_pages_own_modules_pass_pyright_against_micropythons_stdlib(tmp_path):
    """As the firmware's check (tests/host_tools/checks/test_checks.py): a CPython-only call in the
    page's box would fail in the browser, not here, without it."""
    import subprocess
    import sysconfig

    from kits.checks import BIN, FIRMWARE, VENV

    site = sysconfig.get_paths()["purelib"]
    cfg = {
        "include": [str(p) for p in PAGE_MODULES],
        "typeshedPath": site,
        "extraPaths": [str(FIRMWARE), str(PAGE_MODULES[1].parent), str(build.PAGE)],
        "pythonVersion": "3.11",
        "typeCheckingMode": "standard",
        "reportMissingModuleSource": "none",
        "reportOptionalSubscript": "none",
        "reportOptionalMemberAccess": "none",
        "reportIndexIssue": "none",
        "reportArgumentType": "none",
        "reportCallIssue": "none",
        **VENV,
    }
    (tmp_path / "pyrightconfig.json").write_text(json.dumps(cfg))
    res = subprocess.run(
        [str(BIN / "basedpyright"), "-p", str(tmp_path / "pyrightconfig.json")],
        capture_output=True,
        text=True,
    )
    assert res.returncode == 0, res.stdout + res.stderr
    assert "0 errors" in res.stdout
