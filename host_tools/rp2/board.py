"""The emulated board from Python: host_tools/rp2/board.mjs in a node process, driven by JSON
lines, and Rp2Box, which puts it behind the same interface as host_tools/emulator/virtual_box.py (so
`sideline emulate --uf2` draws it and runs scripts on it as it does the virtual box).
"""

import hashlib
import json
import queue
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from host_tools.device import flashing
from host_tools.emulator.virtual_box import Presses
from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33
from host_tools.rp2 import setup

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
NS_PER_MS = 1_000_000
FLASH_TRIES = 4


# How long a call may go unanswered, in wall time: a run of ms simulated milliseconds
# takes up to about 10x that on a loaded two-core machine; board.mjs says "stalled" itself
# when its clock stops, and this bounds what it cannot see (a loop inside an alarm).
ANSWER_S = 120
ANSWER_S_PER_RUN_MS = 0.05


class BoardError(RuntimeError):
    pass


class BoardStalled(BoardError):
    """The emulated board stopped answering, or its clock stopped: the emulator's fault
    (rp2040js), not the firmware's; the node process is gone."""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Board:
    """One emulated Pico: run(ms), buttons by pin, the chips' state, the USB REPL."""

    def __init__(self, uf2, config, flash=None, port=None):
        self.config_path = str(config)
        self.uf2_bytes = Path(uf2).read_bytes()
        self.cfg = json.loads(Path(config).read_text())
        setup.npm_install()
        args = [setup.node(), str(HERE / "board.mjs"), "--uf2", str(uf2)]
        args += ["--bootrom", setup.bootrom(), "--config", self.config_path]
        if flash is not None:
            args += ["--flash", str(flash)]
        self.port = port
        if port is not None:
            args += ["--port", str(port)]
        self.proc = subprocess.Popen(
            args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        # Its lines through a queue, so that a read can give up (a stalled emulator).
        self.lines = queue.Queue()
        threading.Thread(target=self._lines, daemon=True).start()
        hello = self._read()
        if not hello.get("ready"):
            raise BoardError("the emulated board did not start: %s" % hello)
        self.t = 0

    def _lines(self):
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put("")

    def _read(self, wait_s=ANSWER_S):
        try:
            line = self.lines.get(timeout=wait_s)
        except queue.Empty:
            self.proc.kill()
            raise BoardStalled("the emulated board gave no answer in %d s" % wait_s) from None
        if not line:
            raise BoardError("the emulated board stopped (exit %s)" % self.proc.wait())
        return json.loads(line)

    def call(self, **cmd):
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        got = self._read(ANSWER_S + ANSWER_S_PER_RUN_MS * cmd.get("ms", 0))
        if got.get("stalled"):
            raise BoardStalled(got["error"])
        if "error" in got:
            raise BoardError(got["error"])
        if "t" in got:
            self.t = got["t"]
        return got

    # -- time, buttons, what shows ------------------------------------------------------
    def run(self, ms):
        return self.call(op="run", ms=ms)

    @property
    def now_ns(self):
        return self.t

    def button(self, pin, down):
        self.call(op="button", pin=pin, down=down)

    def chips(self):
        return {int(a): s for a, s in self.call(op="chips")["chips"].items()}

    def events(self, since_ns=0):
        return self.call(op="events", since=since_ns)["events"]

    def stats(self):
        return self.call(op="stats")

    def serial(self, write=""):
        return self.call(op="serial", write=write)["text"]

    def free(self, on):
        self.call(op="free", on=on)

    def reset(self):
        self.call(op="reset")

    def save(self):
        self.call(op="save")

    def repl(self, code, ms=200, until=">>> ", limit_ms=60000):
        """Type code at the REPL (Ctrl-C first) and return what it printed up to the prompt."""
        self.serial("\x03")
        self.run(50)
        self.serial()
        self.serial(code.replace("\n", "\r\n") + "\r\n")
        out = ""
        spent = 0
        while spent < limit_ms:
            self.run(ms)
            spent += ms
            out += self.serial()
            if out.rstrip().endswith(until.strip()) and out.count("\n") >= 1:
                break
        return out

    def close(self):
        if self.proc.poll() is None:
            try:
                self.call(op="quit")
            except (BoardError, OSError, ValueError):
                pass
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def install(board, frozen, out=sys.stderr):
    """Put the firmware on the board's flash as `make flash` does on a Pico: the board runs
    in real time and `sideline flash` talks to its REPL over the TCP port. With the frozen
    build the code is in the firmware, so the copies of the packages are removed again
    (they would shadow the frozen ones: firmware/manifest.py)."""
    if board.port is None:
        raise BoardError("install needs the board started with a port")
    board.free(True)
    try:
        # mpremote waits 1 s of wall time for each answer, and the emulated Pico runs slower
        # than a real one on a busy host; sideline flash copies only what is not yet there,
        # so a second try carries on where the first stopped.
        for _attempt in range(FLASH_TRIES):
            res = subprocess.run(
                [sys.executable, "-m", "host_tools.cli", "flash", "--timeout", "60"]
                + ["--port", "socket://127.0.0.1:%d" % board.port],
                cwd=str(REPO),
                capture_output=True,
                text=True,
                timeout=900,
            )
            if res.returncode == 0:
                break
            print("sideline flash stopped; trying again", file=out)
    finally:
        board.free(False)
    if res.returncode != 0:
        raise BoardError("sideline flash failed: " + (res.stderr or res.stdout).strip()[-400:])
    print(res.stdout.strip().splitlines()[-1] if res.stdout.strip() else "", file=out)
    if frozen:
        board.run(3000)
        board.repl(
            "import os\n"
            "def _rm(p):\n"
            " for n in os.listdir(p):\n"
            "  q=p+'/'+n\n"
            "  if os.stat(q)[0]&0x4000: _rm(q)\n"
            "  else: os.remove(q)\n"
            " os.rmdir(p)\n"
            "\n"
            "for d in ('sideline','drivers','games'):\n"
            " try: _rm(d)\n"
            " except OSError: pass\n"
            "\n"
        )
    board.save()


class _Ticks:
    def __init__(self, board):
        self.board = board

    def ticks_ms(self):
        return self.board.t // NS_PER_MS


class _Bus:
    """What the emulator asks of the bus: which chips answer (all of the wiring file's)."""

    def __init__(self, chips):
        self.devices = chips


class Rp2Box(Presses):
    """host_tools/emulator/virtual_box.py's VirtualBox interface on the real port: the chips are
    filled from the emulated HT16K33s' RAM after every step; the game's own state is inside the
    emulated MicroPython, so summary() tells only what the displays show."""

    def __init__(self, board):
        self.board = board
        self.cfg = board.cfg
        self.ticks = _Ticks(board)
        self.chips = {d["address"]: VirtualHT16K33() for d in self.cfg["displays"]}
        self.bus = _Bus(self.chips)
        self.by_pin = {b["name"]: b["pin"] for b in self.cfg["buttons"]}
        self.lines = []
        self._pressed = None  # (button, simulated ns) of the last press, for its timing
        self._first_change = None
        self.sync()

    def sync(self):
        for addr, s in self.board.chips().items():
            chip = self.chips[addr]
            chip.ram[:] = bytes(s["ram"])
            chip.oscillator = s["oscillator"]
            chip.display_on = s["display_on"]
            chip.blink = s["blink"]
            chip.brightness = s["brightness"]
            chip.writes = s["writes"]
        for line in self.board.serial().splitlines():
            if line.strip():
                self.lines.append(line.strip())

    def advance(self, ms):
        if ms > 0:
            self.board.run(ms)
        self.sync()

    def down(self, name):
        self._pressed = (name, self.board.now_ns)
        self._first_change = None
        self.board.button(self.by_pin[name], True)

    def press_timing(self):
        """The last press: its button and the ms from its push to the first change on any
        display (None: nothing changed yet), on the emulated Pico's clock."""
        if self._pressed is None:
            return None
        name, t0 = self._pressed
        if self._first_change is None:
            ev = [e[0] for e in self.board.events(t0) if e[0] >= t0]
            if ev:
                self._first_change = round((min(ev) - t0) / NS_PER_MS, 1)
        return {"button": name, "first_change_ms": self._first_change}

    def up(self, name):
        self.board.button(self.by_pin[name], False)

    def texts(self):
        out = {}
        for d in sorted(self.cfg["displays"], key=lambda d: (d["role"], d.get("part", 0))):
            chip = self.chips[d["address"]]
            out[d["role"]] = out.get(d["role"], "") + chip.text(d["kind"])
        return out

    def summary(self):
        t = self.texts()
        return {
            "source": "rp2",
            "mode": "-",
            "step": t.get("text", "").strip() or "-",
            "quarter": 0,
            "clock": t.get("clock", ""),
            "possession": "-",
            "actions": 0,
            "press": self.press_timing(),  # `t` is after the step: the press's own timing
        }


def start(uf2, config=None, state_dir=None, resume=False, out=sys.stderr, wait_ms=0):
    """A board running `uf2` with the firmware installed as `make flash` installs it.

    Installing takes a minute or two, so it is done once per UF2 and firmware folder: the
    flash image just after it is kept in state_dir (default .sideline/rp2/). Each start
    runs on a copy of it (a new game), or with resume on the image the last resumed run
    left (the saved game goes on)."""

    uf2 = Path(uf2)
    if not uf2.is_file():
        raise BoardError("no UF2 at %s" % uf2)
    config = Path(config or REPO / "firmware" / "hardware.json")
    state = Path(state_dir or REPO / ".sideline" / "rp2")
    state.mkdir(parents=True, exist_ok=True)
    pristine = state / (uf2.stem + ".installed.flash")
    stamp = state / (uf2.stem + ".installed")
    work = state / (uf2.stem + ".flash")
    key = _firmware_key(uf2)
    if not stamp.exists() or stamp.read_text() != key or not pristine.exists():
        pristine.unlink(missing_ok=True)
        work.unlink(missing_ok=True)
        started = time.monotonic()
        print("installing the firmware on the emulated board (%s)..." % uf2.name, file=out)
        with Board(uf2, config, flash=pristine, port=free_port()) as b:
            b.run(1500)  # boot and format littlefs
            install(b, frozen="frozen" in uf2.name, out=out)
        stamp.write_text(key)
        print("installed in %.0f s" % (time.monotonic() - started), file=out)
    if not (resume and work.exists()):
        shutil.copyfile(pristine, work)
    board = Board(uf2, config, flash=work)
    if wait_ms:
        board.run(wait_ms)
    return board


def _firmware_key(uf2):

    h = hashlib.sha256(Path(uf2).read_bytes())
    for p in sorted((REPO / "firmware").rglob("*")):
        if p.is_file() and "__pycache__" not in p.parts:
            h.update(str(p.relative_to(REPO)).encode())
            h.update(p.read_bytes())
    # How flash compiles it, and what it computes for the board, count too.
    h.update(flashing.OPT.encode())
    for a in flashing.generated(flashing.firmware_files()[0]):
        h.update(a.data)
    return h.hexdigest()
