"""Builds the page into a folder any static host can serve (default build/web/):

    index.html app.js segments.js style.css       the page (host_tools/web/page/)
    sw.js manifest.webmanifest icon.svg            offline and installable
    micropython.mjs micropython.wasm               MicroPython 1.27's WebAssembly port (npm, pinned)
    firmware.bin                                   firmware/ as the board gets it, one file
    *.gz                                           each file gzipped, for servers that send them

firmware.bin holds what `sideline flash` puts on a board (host_tools/device/flashing.py: the
firmware's modules, its data files and the files the host computes, the coach's odds) plus
the page's own box (page/webbox.py) and the virtual HT16K33 the displays are drawn from; the
modules go as bytecode compiled by mpy-cross (one file: the spike found first render in
566 ms as one bundle against 1,380 ms as 105 files).
"""

import gzip
import hashlib
import json
import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

from host_tools.common import registry
from host_tools.device import flashing
from host_tools.web import setup

HERE = Path(__file__).resolve().parent
PAGE = HERE / "page"
ROOT = HERE.parent.parent
DEFAULT_OUT = ROOT / "build" / "web"
PAGE_FILES = (
    "index.html",
    "app.js",
    "segments.js",
    "forms.js",
    "style.css",
    "manifest.webmanifest",
    "icon.svg",
)
PORT_FILES = ("micropython.mjs", "micropython.wasm")
# Modules of the page's box that are not in firmware/: (name in the bundle, source).
EXTRA_MODULES = (
    ("webbox.py", PAGE / "webbox.py"),
    ("virtual_ht16k33.py", ROOT / "host_tools" / "emulator" / "virtual_ht16k33.py"),
    ("pageforms.py", PAGE / "pageforms.py"),
)
# The installed games' forms (each HOST's "page_forms"): [key, module, title] for app.js
# (its __FORMS__), each module from its game's host folder into the bundle.
FORMS = [list(f) for _gid, host in registry.hosts() for f in host.get("page_forms", ())]
EXTRA_MODULES += tuple(
    (module + ".py", HERE.parent / gid / (module + ".py"))
    for gid, host in registry.hosts()
    for _key, module, _title in host.get("page_forms", ())
)
SKIP = ("main.py",)  # the Pico's wiring: the page has webbox.py instead
MAGIC = b"SLWB"


class BuildError(RuntimeError):
    pass


def bundle_files(compiled=True):
    """[(path in the bundle, bytes)]: the board's files, then the page's box modules."""
    sources, _home = flashing.firmware_files()
    files = []
    with tempfile.TemporaryDirectory() as tmp:
        for s in sources:
            if s.rel in SKIP:
                continue
            if s.kind == "data":
                files.append((s.rel, s.path.read_bytes()))
            else:
                files.append(_module(s.rel, s.path, compiled, tmp))
        for art in flashing.generated(sources):
            files.append((art.source.rel, art.data))
        for name, path in EXTRA_MODULES:
            files.append(_module(name, path, compiled, tmp))
    return files


def _module(rel, path, compiled, tmp):
    if not compiled:
        return rel, path.read_bytes()
    out = Path(tmp) / "out.mpy"
    res = subprocess.run(
        [str(flashing.mpy_cross_path()), "-O1", "-s", rel, "-o", str(out), str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if res.returncode != 0:
        raise BuildError("mpy-cross %s: %s" % (rel, (res.stderr or res.stdout).strip()))
    return rel[:-3] + ".mpy", out.read_bytes()


def pack(files):
    """The bundle: MAGIC, the index's length (4 bytes, little-endian), the index as JSON
    ([[path, size], ...]), then the files' bytes in that order (app.js unpacks it)."""
    index = json.dumps([[p, len(b)] for p, b in files]).encode()
    return MAGIC + struct.pack("<I", len(index)) + index + b"".join(b for _, b in files)


def unpack(data):
    """{path: bytes} of a bundle (the tests' check of what app.js reads)."""
    if data[:4] != MAGIC:
        raise BuildError("not a Sideline bundle")
    (n,) = struct.unpack("<I", data[4:8])
    at = 8 + n
    out = {}
    for path, size in json.loads(data[8:at]):
        out[path] = data[at : at + size]
        at += size
    return out


def build(out=DEFAULT_OUT, compiled=True):
    """Writes the page into out (emptied first); {file name: bytes} of what it wrote."""
    port = setup.port_dir()
    out = Path(out)
    files = {}
    for name in PAGE_FILES:
        files[name] = (PAGE / name).read_bytes()
    files["app.js"] = files["app.js"].replace(b"__FORMS__", json.dumps(FORMS).encode())
    for name in PORT_FILES:
        files[name] = (port / name).read_bytes()
    files["firmware.bin"] = pack(bundle_files(compiled))
    digest = hashlib.sha256()
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + files[name])
    cached = ["./"] + sorted(files)
    sw = (PAGE / "sw.js").read_text()
    sw = sw.replace("__VERSION__", digest.hexdigest()[:12]).replace("__FILES__", json.dumps(cached))
    files["sw.js"] = sw.encode()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name, data in files.items():
        (out / name).write_bytes(data)
        (out / (name + ".gz")).write_bytes(gzip.compress(data, 9, mtime=0))
    return files
