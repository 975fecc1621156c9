"""A simulated Raspberry Pi Pico running MicroPython 1.29, on a pseudo-terminal.

Tests point mpremote (or `sideline flash --port`) at :attr:`SimBoard.port`, a /dev/pts/N,
and a thread on the other end speaks the REPL the way the rp2 port does
(shared/runtime/pyexec.c, ports/rp2/main.c):

- the friendly REPL: banner, ``>>> `` prompt with echo, ``... `` continuation lines,
  Ctrl-C (break), Ctrl-B (banner again), Ctrl-E paste mode, Ctrl-D soft reboot
  ("MPY: soft reboot" and, back in the friendly REPL, main.py runs again);
- the raw REPL: Ctrl-A ("raw REPL; CTRL-B to exit\\r\\n>"), code ended by Ctrl-D answered
  with "OK", stdout, \\x04, the traceback, \\x04, ">"; Ctrl-D on an empty line soft-reboots;
  Ctrl-C clears the line; Ctrl-B goes back to the friendly REPL;
- raw-paste mode (Ctrl-E "A" Ctrl-A): "R\\x01", the 2-byte window increment and a \\x01
  (two windows free), then flow control: a \\x01 each time a window of input is consumed;
  the host's Ctrl-D is answered with \\x04 before the code runs. ``raw_paste="legacy"``
  makes a board older than raw-paste (MicroPython < 1.14), for mpremote's fallback;
  ``raw_paste="refuse"`` answers "R\\x00" as today's pyexec does for an unknown command;
- machine.reset(): the USB serial port goes away for a moment (the host's output is lost),
  then the board boots again: friendly REPL, main.py runs.

The code mpremote sends is run by CPython in a namespace (kept between commands, cleared
on a soft reboot) whose ``os``, ``open``, ``hashlib``, ``binascii``, ``sys``, ``machine``,
``time``, ``gc``, ``micropython`` and ``errno`` behave like the rp2 port's on a littlefs
filesystem mapped onto a folder (:attr:`SimBoard.root`): OSError(2) ENOENT, OSError(17)
EEXIST, OSError(39) for a folder that is not empty, os.stat's 10-tuple with mode 0x4000 /
0x8000, os.ilistdir's (name, type, inode, size), os.remove and os.rmdir both removing
files and empty folders (littlefs), os.rename over an existing file. Exceptions come back
as MicroPython tracebacks (``OSError: [Errno 2] ENOENT``, ``OSError: 39``). Other modules
do not exist ("ImportError: no module named ...").

A running main.py is simulated, not executed (its imports need the real hardware): while it
runs, the board prints its own chatter and bytes of noise until a Ctrl-C stops it with a
KeyboardInterrupt traceback, which is what mpremote meets when it connects to a board in
use. Output while no host has the port open is dropped, as the rp2 port's USB CDC does.

Knobs for tests: ``fail_after(n, "hang")`` goes silent (reads and writes nothing) on the
n+1-th command, ``fail_after(n, "unplug")`` closes the line (the host sees EIO);
``interruptible = False`` makes main.py ignore Ctrl-C (as after micropython.kbd_intr(-1));
``mpy_sys`` is sys.implementation._mpy (which .mpy version the board loads). Counters:
``execs``, ``code_log``, ``soft_reboots``, ``hard_resets``, ``connections`` and
``fs.opened_for_write``.

``raw_paste="refuse"`` shows a gap in mpremote 1.29: pyexec.c follows "R\\x00" with the raw
prompt ">", which mpremote then reads as the first byte of "OK" ("could not exec command
(response: b'>O')"). Today's firmware never refuses "A", so real boards do not meet it.

Run ``python tests/kits/sim_board.py`` for a board to try by hand (``mpremote connect PORT``).
"""

import binascii
import codeop
import hashlib
import io
import json
import math
import os
import posixpath
import pty
import select
import shutil
import struct
import tempfile
import threading
import time
import tty
import types
from pathlib import Path

VERSION = (1, 29, 0)
BANNER = b"MicroPython v1.29.0 on 2026-08-29; Raspberry Pi Pico with RP2040\r\n"
HELP_LINE = b'Type "help()" for more information.\r\n'
# sys.implementation._mpy: .mpy version 6, sub-version 3, arch armv6m (4).
MPY_SYS = 6 | (3 << 8) | (4 << 10)
STDIN_BUFFER_MAX = 256  # MICROPY_REPL_STDIN_BUFFER_MAX: raw-paste window is half of it

CTRL_A, CTRL_B, CTRL_C, CTRL_D, CTRL_E = 1, 2, 3, 4, 5
FORCED_EXIT = 0x100

# MicroPython's errno.errorcode: only these have names; others print as a bare number.
ERRNO_NAMES = {
    1: "EPERM",
    2: "ENOENT",
    5: "EIO",
    9: "EBADF",
    11: "EAGAIN",
    12: "ENOMEM",
    13: "EACCES",
    17: "EEXIST",
    19: "ENODEV",
    21: "EISDIR",
    22: "EINVAL",
    95: "EOPNOTSUPP",
    98: "EADDRINUSE",
    103: "ECONNABORTED",
    104: "ECONNRESET",
    105: "ENOBUFS",
    107: "ENOTCONN",
    110: "ETIMEDOUT",
    111: "ECONNREFUSED",
    113: "EHOSTUNREACH",
    114: "EALREADY",
    115: "EINPROGRESS",
}
ENOENT, EEXIST, ENOTDIR, EISDIR, EINVAL, ENOTEMPTY = 2, 17, 20, 21, 22, 39

S_IFDIR = 0x4000
S_IFREG = 0x8000

FS_BLOCK = 4096
FS_BLOCKS = 212  # the Pico's 848 KB filesystem

DEFAULT_NOISE = b"\x00\xff\xfe\x1b[0m\x04>OK raw REPL\xc3(\r\n>>"
CHATTER = (
    b"CLOCK 14:52\r\n",
    b"ROLL  G3 R2\r\n",
    b"\x00\xf8GAIN 7 > 3\r\n",
    b"OK\x04 ball on 35\r\n",
)


class _Stop(BaseException):
    """The simulator is shutting down."""


class _Dead(BaseException):
    """The board stopped answering (a fault a test asked for)."""


class _HardReset(BaseException):
    """machine.reset(): the board goes away and boots again."""


class _BareOSError(OSError):
    """An OSError whose errno MicroPython has no name for: it prints as the number."""

    def __str__(self):
        return str(self.errno)


def mp_oserror(code):
    """OSError(code) as MicroPython makes it: str() is "[Errno 2] ENOENT" or "39"."""
    name = ERRNO_NAMES.get(code)
    if name is None:
        return _BareOSError(code, str(code))
    return OSError(code, name)


# --- the filesystem ----------------------------------------------------------------------


class BoardFS:
    """A littlefs volume mounted at / on the board, stored in a host folder."""

    def __init__(self, root):
        self.root = Path(root)
        self.cwd = "/"
        self.opened_for_write = []  # every path opened for writing, in order

    def abspath(self, path):
        if isinstance(path, bytes):
            path = path.decode()
        if not isinstance(path, str):
            raise TypeError("can't convert %s to str" % type(path).__name__)
        if not path.startswith("/"):
            path = posixpath.join(self.cwd, path)
        path = posixpath.normpath(path)
        if path.startswith("//"):
            path = "/" + path.lstrip("/")
        return path

    def host(self, path):
        p = self.abspath(path)
        return self.root / p.lstrip("/") if p != "/" else self.root

    def _kind(self, host):
        if host.is_dir():
            return S_IFDIR
        if host.is_file():
            return S_IFREG
        return None

    def _parent_ok(self, host):
        parent = host.parent
        if host == self.root:
            return
        kind = self._kind(parent)
        if kind is None:
            raise mp_oserror(ENOENT)
        if kind != S_IFDIR:
            raise mp_oserror(ENOTDIR)

    # os.*
    def stat(self, path):
        h = self.host(path)
        kind = self._kind(h)
        if kind is None:
            raise mp_oserror(ENOENT)
        st = h.stat()
        size = st.st_size if kind == S_IFREG else 0
        mtime = int(st.st_mtime)
        return (kind, 0, 0, 0, 0, 0, size, mtime, mtime, mtime)

    def ilistdir(self, path=None):
        h = self.host(self.cwd if path is None or path == "" else path)
        kind = self._kind(h)
        if kind is None:
            raise mp_oserror(ENOENT)
        if kind != S_IFDIR:
            raise mp_oserror(ENOTDIR)
        as_bytes = isinstance(path, bytes)
        entries = []
        for e in sorted(h.iterdir(), key=lambda p: p.name):
            k = self._kind(e)
            size = e.stat().st_size if k == S_IFREG else 0
            name = e.name.encode() if as_bytes else e.name
            entries.append((name, k, 0, size))
        return iter(entries)

    def listdir(self, path=None):
        return [e[0] for e in self.ilistdir(path)]

    def mkdir(self, path):
        h = self.host(path)
        if self._kind(h) is not None:
            raise mp_oserror(EEXIST)
        self._parent_ok(h)
        h.mkdir()

    def remove(self, path):
        # littlefs: remove and rmdir are the same call; a folder must be empty.
        h = self.host(path)
        kind = self._kind(h)
        if kind is None or h == self.root:
            raise mp_oserror(ENOENT if kind is None else EINVAL)
        if kind == S_IFDIR:
            if any(h.iterdir()):
                raise mp_oserror(ENOTEMPTY)
            h.rmdir()
        else:
            h.unlink()

    rmdir = remove

    def rename(self, old, new):
        a = self.host(old)
        b = self.host(new)
        ka = self._kind(a)
        if ka is None:
            raise mp_oserror(ENOENT)
        self._parent_ok(b)
        kb = self._kind(b)
        if kb is not None and kb != ka:
            raise mp_oserror(EISDIR if kb == S_IFDIR else ENOTDIR)
        if kb == S_IFDIR and any(b.iterdir()):
            raise mp_oserror(ENOTEMPTY)
        os.replace(a, b)

    def getcwd(self):
        return self.cwd

    def chdir(self, path):
        p = self.abspath(path)
        if p != "/" and self._kind(self.host(p)) != S_IFDIR:
            raise mp_oserror(ENOENT)
        self.cwd = p

    def statvfs(self, path="/"):
        used = 2
        for _dirpath, dirnames, filenames in os.walk(self.root):
            used += len(dirnames)
            for name in filenames:
                size = (Path(_dirpath) / name).stat().st_size
                used += max(1, -(-size // FS_BLOCK))
        free = max(0, FS_BLOCKS - used)
        return (FS_BLOCK, FS_BLOCK, FS_BLOCKS, free, free, 0, 0, 0, 0, 255)

    def open(self, path, mode="r", buffering=-1, encoding=None):
        if not isinstance(mode, str) or not mode or any(c not in "rwaxbt+" for c in mode):
            raise ValueError("invalid mode")
        h = self.host(path)
        kind = self._kind(h)
        if kind == S_IFDIR:
            raise mp_oserror(EISDIR)
        if "r" in mode and "+" not in mode and kind is None:
            raise mp_oserror(ENOENT)
        if "x" in mode and kind is not None:
            raise mp_oserror(EEXIST)
        if kind is None:
            self._parent_ok(h)
        if any(c in mode for c in "wax+"):
            self.opened_for_write.append(self.abspath(path))
        binary = "b" in mode
        host_mode = mode.replace("t", "")
        try:
            if binary:
                f = open(h, host_mode)  # handed to the board's code, closed by it
            else:
                f = open(h, host_mode, encoding="utf-8", newline="")
        except OSError as e:
            raise mp_oserror(e.errno or EINVAL) from None
        return BoardFile(f, binary)


class BoardFile:
    """A file object as MicroPython's (read, readinto, readline, write, seek, close...)."""

    def __init__(self, f, binary):
        self._f = f
        self._binary = binary

    def _check(self):
        if self._f.closed:
            raise mp_oserror(9)

    def read(self, n=-1):
        self._check()
        return self._f.read(n)

    def readinto(self, buf, n=None):
        self._check()
        if not self._binary:
            raise mp_oserror(EINVAL)
        mv = memoryview(buf)
        if n is not None:
            mv = mv[:n]
        return self._f.readinto(mv)

    def readline(self, n=-1):
        self._check()
        return self._f.readline(n)

    def readlines(self):
        self._check()
        return self._f.readlines()

    def write(self, data):
        self._check()
        if self._binary:
            data = bytes(data)
        elif not isinstance(data, str):
            data = bytes(data).decode()
        return self._f.write(data)

    def seek(self, offset, whence=0):
        self._check()
        return self._f.seek(offset, whence)

    def tell(self):
        self._check()
        return self._f.tell()

    def flush(self):
        self._check()
        self._f.flush()

    def close(self):
        self._f.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __repr__(self):
        return "<io.%s 2000abcd>" % ("FileIO" if self._binary else "TextIOWrapper")


# --- the board ------------------------------------------------------------------------------


class SimBoard:
    """A Pico on a pseudo-terminal. Use as a context manager, or call close().

    root: the board's filesystem (a fresh temporary folder by default).
    noise: bytes the line carries when a host opens the port (before any prompt).
    chatter: whether a board with main.py prints its own output while main.py runs.
    raw_paste: True (MicroPython >= 1.14), "legacy" (older: no raw-paste) or "refuse".
    """

    def __init__(self, root=None, *, noise=DEFAULT_NOISE, chatter=True, raw_paste=True):
        self._own_root = root is None
        self.root = Path(tempfile.mkdtemp(prefix="simpico-")) if root is None else Path(root)
        self.root.mkdir(parents=True, exist_ok=True)
        self.fs = BoardFS(self.root)
        self.noise = noise
        self.chatter = chatter
        self.interruptible = True  # False: main.py has disabled Ctrl-C (kbd_intr(-1))
        self.raw_paste = raw_paste
        self.mpy_sys = MPY_SYS  # sys.implementation._mpy: what .mpy files the board loads
        self.mode = "friendly"
        self.execs = 0  # raw-REPL commands run
        self.code_log = []  # their source text
        self.soft_reboots = 0
        self.hard_resets = 0
        self.connections = 0
        self._fail_after = None
        self._fail_how = None
        self._rx_buf = bytearray()
        self._stop = threading.Event()
        self._connected = False
        master, slave = pty.openpty()
        tty.setraw(slave)  # no echo, no line editing in the tty layer: a USB CDC line
        self.port = os.ttyname(slave)
        os.close(slave)
        self._master = master
        self._poll = select.poll()
        self._poll.register(master, select.POLLIN)
        self._new_namespace()
        self._thread = threading.Thread(target=self._firmware, name="sim-pico", daemon=True)
        self._thread.start()

    # -- test controls --

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self):
        self._stop.set()
        self._thread.join(5)
        if self._master is not None:
            try:
                os.close(self._master)
            except OSError:
                pass
            self._master = None
        if self._own_root:
            shutil.rmtree(self.root, ignore_errors=True)

    def fail_after(self, n, how="hang"):
        """After n more raw-REPL commands, go silent ("hang") or drop the line ("unplug")."""
        assert how in ("hang", "unplug")
        self._fail_after = self.execs + n
        self._fail_how = how

    def files(self):
        """{board path: bytes} of every file on the board."""
        out = {}
        for p in sorted(self.root.rglob("*")):
            if p.is_file():
                out[p.relative_to(self.root).as_posix()] = p.read_bytes()
        return out

    # -- the line --

    def _line_up(self):
        """Whether a host has the port open (a closed slave reads as a hang-up)."""
        if self._master is None:
            return False
        ev = self._poll.poll(0)
        return not any(e & select.POLLHUP for _, e in ev)

    def _check(self):
        if self._stop.is_set():
            raise _Stop()

    def _pump(self, wait):
        """Move the host's bytes into the receive buffer; wait up to `wait` seconds."""
        self._check()
        ev = self._poll.poll(int(wait * 1000))
        for _, e in ev:
            if e & select.POLLIN:
                try:
                    data = os.read(self._master, 4096)
                except OSError:  # the host closed the port
                    data = b""
                if data:
                    if not self._connected:
                        self._on_connect()
                    self._rx_buf += data
                    return
            if e & select.POLLHUP:
                self._connected = False
                time.sleep(min(wait, 0.02))
                return
        up = self._line_up()
        if up and not self._connected:
            self._on_connect()
        elif not up:
            self._connected = False

    def _on_connect(self):
        self._connected = True
        self.connections += 1
        if self.noise:
            self._tx(self.noise)

    def _rx(self):
        """One byte from the host (blocks, like mp_hal_stdin_rx_chr)."""
        while not self._rx_buf:
            self._pump(0.05)
        c = self._rx_buf[0]
        del self._rx_buf[0]
        return c

    def _tx(self, data):
        """Bytes to the host; dropped while no host has the port open (rp2's USB CDC)."""
        self._check()
        if not data or not self._line_up():
            return
        view = memoryview(bytes(data))
        while view:
            self._check()
            _, w, _ = select.select([], [self._master], [], 0.05)
            if not w:
                if not self._line_up():
                    return
                continue
            try:
                n = os.write(self._master, view)
            except OSError:
                return
            view = view[n:]

    def _print(self, text):
        """Text through MicroPython's cooked stdout: "\\n" goes out as "\\r\\n"."""
        if isinstance(text, str):
            text = text.encode("utf-8")
        self._tx(text.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))

    def _interrupted(self):
        """Ctrl-C from the host while code runs: taken out of the input, the rest stays."""
        self._pump(0)
        i = self._rx_buf.find(b"\x03")
        if i >= 0:
            del self._rx_buf[i]
            return True
        return False

    # -- the firmware: ports/rp2/main.c's loop --

    def _firmware(self):
        try:
            while True:  # a hard boot
                try:
                    self.mode = "friendly"
                    while True:  # a soft boot
                        self._new_namespace()
                        self._run_main_if_friendly()
                        while True:
                            if self.mode == "raw":
                                ret = self._raw_repl()
                            else:
                                ret = self._friendly_repl()
                            if ret & FORCED_EXIT:
                                break
                        self._print("MPY: soft reboot\n")
                        self.soft_reboots += 1
                except _HardReset:
                    self._hard_reset()
        except (_Stop, _Dead):
            self._dead()

    def _hard_reset(self):
        """machine.reset(): USB drops off the bus; what the host sends meanwhile is lost.

        hard_resets counts resets completed: the board is back when it changes."""
        end = time.monotonic() + 0.3
        while time.monotonic() < end:
            self._pump(0.05)
            self._rx_buf.clear()
        self.hard_resets += 1

    def _dead(self):
        if self._fail_how == "unplug" and self._master is not None:
            try:
                os.close(self._master)
            except OSError:
                pass
            self._master = None
        while not self._stop.wait(0.05):
            pass

    def _run_main_if_friendly(self):
        self.fs.cwd = "/"
        if self.mode != "friendly" or not (self.root / "main.py").is_file():
            return
        # main.py runs until a Ctrl-C; its output is the line's garbage before any prompt.
        i = 0
        next_line = time.monotonic()
        while True:
            if self._interrupted() and self.interruptible:
                self._print(
                    "Traceback (most recent call last):\n"
                    '  File "main.py", line 58, in <module>\n'
                    '  File "main.py", line 55, in main\n'
                    "KeyboardInterrupt: \n"
                )
                return
            if self.chatter and time.monotonic() >= next_line:
                self._tx(CHATTER[i % len(CHATTER)])
                i += 1
                next_line = time.monotonic() + 0.03
            self._pump(0.01)

    # -- friendly REPL --

    def _banner(self):
        self._tx(BANNER + HELP_LINE)

    def _readline(self, prompt):
        """shared/readline: (control char or 0, line). Echoes what is typed."""
        self._tx(prompt)
        line = bytearray()
        while True:
            c = self._rx()
            if not line and c in (CTRL_A, CTRL_B, CTRL_D, CTRL_E):
                return c, ""
            if c == CTRL_C:
                return CTRL_C, ""
            if c == 13:
                self._tx(b"\r\n")
                return 0, line.decode("utf-8", "replace")
            if c in (8, 127):
                if line:
                    line.pop()
                    self._tx(b"\x08\x1b[K")
                continue
            if c == 27:  # an escape sequence (arrow keys): skipped
                c2 = self._rx()
                if c2 in (ord("["), ord("O")):
                    while not 0x40 <= self._rx() <= 0x7E:
                        pass
                continue
            if c >= 32 or c == 9:
                line.append(c)
                self._tx(bytes([c]))

    def _friendly_repl(self):
        self._banner()
        while True:
            ret, line = self._readline(b">>> ")
            if ret == CTRL_A:
                self._tx(b"\r\n")
                self.mode = "raw"
                return 0
            if ret == CTRL_B:
                self._tx(b"\r\n")
                self._banner()
                continue
            if ret == CTRL_C:
                self._tx(b"\r\n")
                continue
            if ret == CTRL_D:
                self._tx(b"\r\n")
                return FORCED_EXIT
            if ret == CTRL_E:
                self._tx(b"\r\npaste mode; Ctrl-C to cancel, Ctrl-D to finish\r\n=== ")
                buf = bytearray()
                cancelled = False
                while True:
                    c = self._rx()
                    if c == CTRL_C:
                        self._tx(b"\r\n")
                        cancelled = True
                        break
                    if c == CTRL_D:
                        self._tx(b"\r\n")
                        break
                    buf.append(c)
                    self._tx(b"\r\n=== " if c == 13 else bytes([c]))
                if cancelled:
                    continue
                ret = self._execute(bytes(buf).replace(b"\r", b"\n"), eof=False)
                if ret & FORCED_EXIT:
                    return ret
                continue
            if not line:
                continue
            src = line
            while self._needs_more(src):
                ret, more = self._readline(b"... ")
                if ret == CTRL_C:
                    self._tx(b"\r\n")
                    src = None
                    break
                if ret == CTRL_D:
                    break
                src += "\n" + more
                if more == "":
                    break
            if src is None:
                continue
            ret = self._execute(src.encode(), eof=False, single=True)
            if ret & FORCED_EXIT:
                return ret

    @staticmethod
    def _needs_more(src):
        try:
            return codeop.compile_command(src, "<stdin>", "single") is None
        except (SyntaxError, ValueError, OverflowError):
            return False

    # -- raw REPL --

    def _raw_repl(self):
        while True:
            self._tx(b"raw REPL; CTRL-B to exit\r\n")
            ret = self._raw_repl_lines()
            if ret is not None:
                return ret

    def _raw_repl_lines(self):
        """Commands until a mode change (0), a soft reboot (FORCED_EXIT) or a reset (None)."""
        while True:
            line = bytearray()
            self._tx(b">")
            while True:
                c = self._rx()
                if c == CTRL_A:
                    if len(line) == 2 and line[0] == CTRL_E and self.raw_paste != "legacy":
                        ret = self._raw_paste(line[1])
                        if ret & FORCED_EXIT:
                            return ret
                        line = bytearray()
                        self._tx(b">")
                        continue
                    return None  # reset the raw REPL: banner and prompt again
                if c == CTRL_B:
                    self._tx(b"\r\n")
                    self.mode = "friendly"
                    return 0
                if c == CTRL_C:
                    line = bytearray()
                elif c == CTRL_D:
                    break
                else:
                    line.append(c)
            self._tx(b"OK")
            if not line:
                self._tx(b"\r\n")
                return FORCED_EXIT
            ret = self._execute(bytes(line), eof=True)
            if ret & FORCED_EXIT:
                return ret

    def _raw_paste(self, command):
        if command != ord("A") or self.raw_paste == "refuse":
            self._tx(b"R\x00")
            return 0
        self._tx(b"R\x01")
        window = STDIN_BUFFER_MAX // 2
        self._tx(bytes([window & 0xFF, window >> 8, 0x01]))
        remain = window
        src = bytearray()
        while True:
            c = self._rx()
            if c in (CTRL_C, CTRL_D):
                self._tx(b"\x04")  # end of data acknowledged
                if c == CTRL_C:
                    self._tx(b"\x04")
                    self._print("KeyboardInterrupt: \n")
                    self._tx(b"\x04")
                    return 0
                break
            src.append(c)
            remain -= 1
            if remain == 0:
                self._tx(b"\x01")  # another window is free
                remain = window
        return self._execute(bytes(src), eof=True)

    # -- running code --

    def _execute(self, src, eof, single=False):
        """parse_compile_execute: run src; EOF markers around the traceback if eof."""
        self.execs += 1
        self.code_log.append(src.decode("utf-8", "replace"))
        if self._fail_after is not None and self.execs > self._fail_after:
            raise _Dead()
        status = 0
        try:
            text = src.decode("utf-8")
            if single:
                try:
                    code = compile(text, "<stdin>", "eval")
                except SyntaxError:
                    code = None
                if code is not None:
                    value = eval(code, self.ns)
                    if value is not None:
                        self._print(repr(value) + "\n")
                else:
                    exec(compile(text, "<stdin>", "exec"), self.ns)
            else:
                exec(compile(text, "<stdin>", "exec"), self.ns)
        except (_HardReset, _Stop, _Dead):
            raise
        except SystemExit:
            if eof:
                self._tx(b"\x04")
            status = FORCED_EXIT
        except BaseException as e:  # noqa: BLE001 - the board prints whatever was raised
            if eof:
                self._tx(b"\x04")
            self._print(format_exception(e))
        else:
            if eof:
                self._tx(b"\x04")
        if eof:
            self._tx(b"\x04")
        return status

    def _new_namespace(self):
        self.modules = self._make_modules()
        builtins_ = dict(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__))
        for name in ("exit", "quit", "copyright", "credits", "license"):
            builtins_.pop(name, None)
        builtins_["__import__"] = self._import
        builtins_["open"] = self.fs.open
        builtins_["print"] = self._builtin_print
        builtins_["input"] = self._builtin_input
        builtins_["help"] = lambda *a: self._print("Welcome to MicroPython!\n")
        self.ns = {"__name__": "__main__", "__builtins__": builtins_}

    def _import(self, name, globals=None, locals=None, fromlist=(), level=0):
        top = name.split(".")[0]
        if level or top not in self.modules:
            raise ImportError("no module named '%s'" % name)
        mod = self.modules[top]
        if "." in name:
            for part in name.split(".")[1:]:
                if not hasattr(mod, part):
                    raise ImportError("no module named '%s'" % name)
            if fromlist:
                for part in name.split(".")[1:]:
                    mod = getattr(mod, part)
        return mod

    def _builtin_print(self, *args, sep=" ", end="\n", file=None):
        text = (sep if sep is not None else " ").join(str(a) for a in args)
        text += end if end is not None else "\n"
        if file is not None and not getattr(file, "_board_stdout", False):
            file.write(text)
            return
        self._print(text)

    def _builtin_input(self, prompt=""):
        self._print(str(prompt))
        line = bytearray()
        while True:
            c = self._rx()
            if c == 13:
                self._tx(b"\r\n")
                return line.decode("utf-8", "replace")
            line.append(c)
            self._tx(bytes([c]))

    # -- the modules --

    def _make_modules(self):
        board = self
        fs = self.fs

        os_ = types.ModuleType("os")
        os_.sep = "/"
        for name in (
            "stat",
            "listdir",
            "ilistdir",
            "mkdir",
            "remove",
            "rmdir",
            "rename",
            "getcwd",
            "chdir",
            "statvfs",
        ):
            setattr(os_, name, getattr(fs, name))
        os_.sync = lambda: None
        os_.urandom = os.urandom
        os_.dupterm = lambda *a: None

        class _Uname(tuple):
            sysname = property(lambda s: s[0])
            nodename = property(lambda s: s[1])
            release = property(lambda s: s[2])
            version = property(lambda s: s[3])
            machine = property(lambda s: s[4])

        uname = _Uname(
            (
                "rp2",
                "rp2",
                "%d.%d.%d" % VERSION,
                "v%d.%d.%d on 2026-08-29 (GNU 14.2.0 MinSizeRel)" % VERSION,
                "Raspberry Pi Pico with RP2040",
            )
        )
        os_.uname = lambda: uname

        class _Stream:
            _board_stdout = True

            def write(self, s):
                board._print(s if isinstance(s, str) else bytes(s))
                return len(s)

            def flush(self):
                pass

        sys_ = types.ModuleType("sys")
        sys_.implementation = types.SimpleNamespace(
            name="micropython",
            version=VERSION + ("",),
            _machine="Raspberry Pi Pico with RP2040",
            _mpy=board.mpy_sys,
        )
        sys_.version = "3.4.0; MicroPython v%d.%d.%d on 2026-08-29" % VERSION
        sys_.version_info = (3, 4, 0)
        sys_.platform = "rp2"
        sys_.byteorder = "little"
        sys_.maxsize = 2**31 - 1
        sys_.path = ["", ".frozen", "/lib"]
        sys_.argv = []
        sys_.modules = {}
        sys_.stdout = _Stream()
        sys_.stderr = sys_.stdout

        def _exit(code=0):
            raise SystemExit(code)

        sys_.exit = _exit
        sys_.print_exception = lambda e, file=None: board._print(format_exception(e))

        machine = types.ModuleType("machine")

        def _reset():
            raise _HardReset()

        def _soft_reset():
            raise SystemExit()

        machine.reset = _reset
        machine.soft_reset = _soft_reset
        machine.bootloader = _reset
        machine.unique_id = lambda: b"\xe6\x61\x41\x04\x03\x5a\x2b\x27"
        machine.freq = lambda hz=None: 125_000_000 if hz is None else None
        machine.reset_cause = lambda: 1
        machine.idle = lambda: None

        time_ = types.ModuleType("time")
        start = time.monotonic()

        def _sleep(seconds):
            end = time.monotonic() + seconds
            while True:
                if board._interrupted():
                    raise KeyboardInterrupt()
                left = end - time.monotonic()
                if left <= 0:
                    return
                time.sleep(min(left, 0.01))

        time_.sleep = _sleep
        time_.sleep_ms = lambda ms: _sleep(ms / 1000)
        time_.sleep_us = lambda us: _sleep(us / 1_000_000)
        time_.ticks_ms = lambda: int((time.monotonic() - start) * 1000) & 0x3FFFFFFF
        time_.ticks_us = lambda: int((time.monotonic() - start) * 1_000_000) & 0x3FFFFFFF
        time_.ticks_cpu = time_.ticks_us
        time_.ticks_add = lambda t, d: (t + d) & 0x3FFFFFFF
        time_.ticks_diff = lambda a, b: ((a - b + 0x20000000) & 0x3FFFFFFF) - 0x20000000
        time_.time = lambda: int(time.time())
        time_.time_ns = time.time_ns
        time_.localtime = lambda secs=None: time.localtime(secs)[:8]
        time_.gmtime = lambda secs=None: time.gmtime(secs)[:8]
        time_.mktime = lambda t: int(time.mktime(tuple(t[:8]) + (-1,)))

        hashlib_ = types.ModuleType("hashlib")

        class sha256:
            def __init__(self, data=b""):
                self._h = hashlib.sha256(bytes(data))

            def update(self, data):
                self._h.update(bytes(data))

            def digest(self):
                return self._h.digest()

        hashlib_.sha256 = sha256

        binascii_ = types.ModuleType("binascii")
        binascii_.hexlify = lambda data, sep=None: (
            binascii.hexlify(bytes(data))
            if sep is None
            else binascii.hexlify(bytes(data), sep if isinstance(sep, bytes) else sep.encode())
        )
        binascii_.unhexlify = binascii.unhexlify
        binascii_.a2b_base64 = binascii.a2b_base64
        binascii_.b2a_base64 = lambda data, newline=True: binascii.b2a_base64(
            bytes(data), newline=newline
        )
        binascii_.crc32 = binascii.crc32

        gc_ = types.ModuleType("gc")
        gc_.collect = lambda: None
        gc_.mem_free = lambda: 180_000
        gc_.mem_alloc = lambda: 12_000
        gc_.enable = lambda: None
        gc_.disable = lambda: None
        gc_.isenabled = lambda: True
        gc_.threshold = lambda *a: -1

        micropython = types.ModuleType("micropython")
        micropython.const = lambda x: x
        micropython.opt_level = lambda *a: 0
        micropython.mem_info = lambda *a: board._print("stack: 500 out of 7936\n")
        micropython.alloc_emergency_exception_buf = lambda n: None
        micropython.schedule = lambda f, arg: f(arg)
        micropython.kbd_intr = lambda c: None

        errno_ = types.ModuleType("errno")
        for code, name in ERRNO_NAMES.items():
            setattr(errno_, name, code)
        errno_.errorcode = dict(ERRNO_NAMES)

        json_ = types.ModuleType("json")
        json_.dumps = lambda obj, separators=None: json.dumps(
            obj, separators=separators or (", ", ": ")
        )
        json_.loads = json.loads
        json_.dump = lambda obj, f, separators=None: f.write(json_.dumps(obj, separators))
        json_.load = lambda f: json.loads(f.read())

        io_ = types.ModuleType("io")
        io_.BytesIO = io.BytesIO
        io_.StringIO = io.StringIO

        struct_ = types.ModuleType("struct")
        for name in ("pack", "pack_into", "unpack", "unpack_from", "calcsize"):
            setattr(struct_, name, getattr(struct, name))

        math_ = types.ModuleType("math")
        for name in dir(math):
            if not name.startswith("_"):
                setattr(math_, name, getattr(math, name))

        vfs = types.ModuleType("vfs")

        class VfsLfs2:
            def __repr__(self):
                return "<VfsLfs2>"

        root_vfs = VfsLfs2()

        def _mount(*args, **kw):
            if not args:
                return [(root_vfs, "/")]
            raise mp_oserror(1)  # EPERM: / is taken and nothing else is simulated

        def _umount(path):
            raise mp_oserror(EINVAL)

        vfs.mount = _mount
        vfs.umount = _umount
        vfs.VfsLfs2 = VfsLfs2
        os_.mount = _mount
        os_.umount = _umount
        os_.VfsLfs2 = VfsLfs2

        mods = {
            "vfs": vfs,
            "os": os_,
            "sys": sys_,
            "machine": machine,
            "time": time_,
            "hashlib": hashlib_,
            "binascii": binascii_,
            "gc": gc_,
            "micropython": micropython,
            "errno": errno_,
            "json": json_,
            "io": io_,
            "struct": struct_,
            "math": math_,
        }
        # The u-names MicroPython still accepts.
        for name in ("os", "sys", "time", "hashlib", "binascii", "errno", "json", "io", "struct"):
            mods["u" + name] = mods[name]
        return mods


# --- tracebacks ------------------------------------------------------------------------------


def format_exception(e):
    """A MicroPython-style traceback: frames of the REPL's code, then "Type: message"."""
    lines = ["Traceback (most recent call last):"]
    if isinstance(e, SyntaxError) and e.filename == "<stdin>":
        lines.append('  File "<stdin>", line %d' % (e.lineno or 1))
        lines.append("SyntaxError: invalid syntax")
        return "\n".join(lines) + "\n"
    tb = e.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == "<stdin>":
            lines.append('  File "<stdin>", line %d, in %s' % (tb.tb_lineno, code.co_name))
        tb = tb.tb_next
    lines.append("%s: %s" % (_type_name(e), _message(e)))
    return "\n".join(lines) + "\n"


def _type_name(e):
    if isinstance(e, OSError):
        return "OSError"
    return type(e).__name__


def _message(e):
    if isinstance(e, OSError) and e.errno is not None:
        name = ERRNO_NAMES.get(e.errno)
        return "[Errno %d] %s" % (e.errno, name) if name else str(e.errno)
    if isinstance(e, NameError) and e.args:
        return str(e.args[0]).replace(" is not defined", " isn't defined")
    if not e.args:
        return ""
    if len(e.args) == 1:
        return str(e.args[0])
    return repr(e.args)


if __name__ == "__main__":  # a board to poke at by hand: `mpremote connect PORT`
    with SimBoard() as b:
        print("simulated Pico on", b.port, "with its filesystem in", b.root)
        try:
            while True:
                time.sleep(1)
        except KeyboardInterrupt:
            pass
