"""The whole scoreboard on the host: the firmware's own app, runner, panel, buttons and
storage, wired to virtual HT16K33 chips, virtual pins and a virtual tick source exactly as
main.py wires them to the Pico. The emulator draws it; tests and the headless mode drive it.
"""

import json
import os
from pathlib import Path

from drivers.boot import BootCheck, read_text
from drivers.buttons import Buttons
from drivers.panel import Panel
from drivers.runner import Runner
from drivers.storage import SlotStorage, file_storage
from host_tools.common import registry
from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33
from host_tools.emulator.virtual_machine import I2C, Pin, Ticks
from sideline.app import DEFAULT_GAME, App, installed, teams_opener
from sideline.config import check_config

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"
LOOP_MS = 5  # as main.py


def load_config(path=None):
    cfg = json.loads(Path(path or FIRMWARE / "hardware.json").read_text())
    problem = check_config(cfg)
    if problem:
        raise ValueError("hardware config: " + problem)
    return cfg


def team_files(folder=None, problems=None):
    """[(file name, text)] of the sheets in folder. A sheet that is not UTF-8 stays bytes
    (the board's loader skips it with a message); one that cannot be read at all (a folder
    named x.json) is left out, with a line in problems if a list is given."""
    folder = Path(folder or FIRMWARE / "teams")
    out = []
    for p in sorted(folder.glob("*.json")):
        try:
            data = p.read_bytes()
        except OSError as e:
            if problems is not None:
                problems.append("%s: cannot read the file (%s)" % (p.name, e.strerror or e))
            continue
        try:
            out.append((p.name, data.decode("utf-8")))
        except UnicodeDecodeError:
            out.append((p.name, data))
    return out


def memory_storage():
    files = {}

    def read(name):
        if name not in files:
            raise OSError(2, "ENOENT")
        return bytes(files[name])

    def write(name, parts):
        files[name] = b"".join(bytes(p) for p in parts)

    def rename(old, new):
        if old not in files:
            raise OSError(2, "ENOENT")
        files[new] = files.pop(old)

    st = SlotStorage(read, write, rename)
    st.files = files
    return st


class Presses:
    """A press and a hold from a box's down(), up() and advance(): the virtual box's and the
    real port's (host_tools/rp2/board.py) alike, so that scripts press the same on both."""

    def press(self, name, hold_ms=60, after_ms=40):
        self.down(name)
        self.advance(hold_ms)
        self.up(name)
        self.advance(after_ms)

    def hold(self, name, ms):
        self.press(name, hold_ms=ms)


class VirtualBox(Presses):
    def __init__(
        self,
        cfg=None,
        teams=None,
        storage=None,
        seed=1,
        start_ms=0,
        save_dir=None,
        absent=(),
        log=None,
        selftest=False,
        game=None,
        games=None,
        root=None,
        new=False,
    ):
        """game: the game to play when no save says which (None: the default game, DEFAULT_GAME,
        with `teams`, its sheets as [(name, text)]: its HOST's "given_teams"); games: the
        installed games for setup's GAME (None: that one only),
        read from root (firmware/ by default) as the board reads them from its flash: with
        its own reader (drivers.boot.read_text), so a file the board skips is skipped here.
        new: a new game of it, its save ignored (another game's stays kept in its own file)."""
        self.cfg = cfg or load_config()
        self.ticks = Ticks(start_ms)
        bus_cfg = self.cfg["i2c"]
        self.bus = I2C(bus_cfg["id"], scl=bus_cfg["scl"], sda=bus_cfg["sda"], freq=bus_cfg["freq"])
        self.chips = {}
        for d in self.cfg["displays"]:
            chip = VirtualHT16K33()
            self.chips[d["address"]] = chip
            if d["address"] not in absent:
                self.bus.attach(d["address"], chip)
        self.pins = {}
        self.lines = []
        self.log = log or self.lines.append
        now = self.ticks.ticks_ms()
        self.panel = Panel(
            self.bus, self.cfg["displays"], self.cfg.get("brightness", 8), now, self.log
        )
        self.buttons = Buttons.from_config(
            self.cfg["buttons"], self.cfg["button_timing"], self._make_pin
        )
        self.by_pin = {b["name"]: b["pin"] for b in self.cfg["buttons"]}
        if storage is None:
            storage = file_storage(str(save_dir) + "/") if save_dir else memory_storage()
        self.storage = storage
        root = Path(root or FIRMWARE)
        open_teams = teams_opener(
            lambda folder: os.listdir(root / folder),
            lambda path: read_text(str(root / path)),
        )
        # As main.py: the game played last (or chosen in setup) with its own save; another
        # game asked for resumes its own save, the slots' game waiting in its file.
        last, saved = storage.game(DEFAULT_GAME)
        if game is None:
            game = last
            if game not in [g for g, _word in installed()]:
                game = DEFAULT_GAME  # as main.py: a save of a game not on the board: BAD SAVE
        elif game != last:
            if saved is not None:
                storage.leave(last, saved, game)
            saved = storage.parked(game)
        if new:
            saved = None  # its saves go on top of it (--new)
        given = registry.hook(game, "given_teams") if game == DEFAULT_GAME else None
        if given is not None and teams is not None:  # the default game's sheets, given
            catalog, messages, load = given.catalog(teams)
        else:
            catalog, messages, load = open_teams(game)
        for m in messages:
            self.log(m)
        roles = [d["role"] for d in self.cfg["displays"]]
        for m in storage.messages:
            self.log(m)
        messages = storage.messages + messages  # a damaged save first: it is shown
        switching = open_teams if games is not None else None
        app = App(catalog, now, saved, seed, roles, messages, load, game, games, switching, storage)
        app.cap_brightness(self.cfg.get("max_brightness"))  # as main.py: BRT within supply
        if app.kept is not None:  # which sheet or version kept the saved game back
            self.log(app.messages[1])
        boot = None
        if selftest:
            boot = BootCheck(self.cfg, self.panel, self.buttons, self.bus.scan(), now, self.log)
        aliases = {b["name"]: b["long"] for b in self.cfg["buttons"] if "long" in b}
        self.runner = Runner(app, self.panel, self.buttons, storage, self.log, boot, aliases)
        self.runner.step(now)

    @property
    def app(self):
        """The table the board is playing (NEW GAME of another game replaces it)."""
        return self.runner.app

    def _make_pin(self, n):
        pin = Pin(n, Pin.IN, Pin.PULL_UP)
        self.pins[n] = pin
        return pin

    # --- time and buttons ---------------------------------------------------------------

    def advance(self, ms):
        """Let ms milliseconds pass, running the main loop every LOOP_MS as the Pico does."""
        for _ in range(ms):
            now = self.ticks.advance(1)
            if now % LOOP_MS == 0:
                self.runner.step(now)

    def down(self, name):
        self.pins[self.by_pin[name]].drive(0)

    def up(self, name):
        self.pins[self.by_pin[name]].drive(None)

    # --- what it shows --------------------------------------------------------------------

    def kind_of(self, address):
        for d in self.cfg["displays"]:
            if d["address"] == address:
                return d["kind"]
        raise KeyError(address)

    def texts(self):
        """Every display's text by role, decoded from the virtual chips' RAM."""
        out = {}
        for d in sorted(self.cfg["displays"], key=lambda d: (d["role"], d.get("part", 0))):
            chip = self.chips[d["address"]]
            out[d["role"]] = out.get(d["role"], "") + chip.text(d["kind"])
        return out

    def summary(self):
        return self.app.summary()
