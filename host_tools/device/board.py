"""A MicroPython board on a USB serial port, through mpremote: what `sideline flash` and
`sideline pull` talk to (host_tools/device/flashing.py says what goes on it)."""

import argparse
import ast
import base64
import contextlib
import io
import os
import threading

from host_tools.device.flashing import MPY_VERSION, BoardError

# How the board is hard reset: exactly what `mpremote reset` sends.
RESET_CODE = "import time, machine; time.sleep_ms(100); machine.reset()"

CHUNK = 1024  # bytes per write command (sent base64-encoded)


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
for p in P:
 v = _h('/' + p)
 if v is not None:
  print(repr(('f', p, v)))
for d in D:
 print(repr(('d', d, _l('/' + d))))
del _b, _m
"""
# Paths per survey command: a board stopped mid-game (Ctrl-C) may have no room for one
# command naming every file, nor for one answer about all of them (an install on the frozen
# UF2 failed with MemoryError allocating 8,392 bytes here once College Football Saturday
# had its folders): so a few paths a command, and one line of answer a file.
SURVEY_PATHS = 24

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
        # why: mpremote is slow to import; only a real board's commands use it
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
        # why: mpremote is slow to import; only a real board's commands use it
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
        # why: mpremote is slow to import; only a real board's commands use it
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
        paths = list(paths)
        found = {"f": {}, "d": {}}
        batches = [paths[i : i + SURVEY_PATHS] for i in range(0, len(paths), SURVEY_PATHS)]
        for i, batch in enumerate(batches or [[]]):
            last = i == max(len(batches) - 1, 0)
            code = "P = %r\nD = %r\n" % (batch, list(dirs) if last else []) + _SURVEY
            out = self.exec(code, "reading what is on the board")
            with self._talking("reading what is on the board"):
                for line in out.decode("utf-8").splitlines():
                    if line.strip():
                        kind, name, value = ast.literal_eval(line.strip())
                        found[kind][name] = value
        return found["f"], found["d"]

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
    # why: pyserial (mpremote's) is slow to import; only finding a board uses it
    import serial.tools.list_ports

    for p in sorted(serial.tools.list_ports.comports()):
        if p.vid == RPI_VID:
            return p.device
    return None


class _Args:
    def __init__(self, **kw):
        self.__dict__.update(kw)
