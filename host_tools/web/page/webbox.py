# The box in the page (runs under MicroPython's WebAssembly port, not CPython): the
# firmware's own app, runner, panel, buttons and storage, wired as main.py wires them to the
# Pico, to the page's displays, buttons, storage, clock and random source. The page's
# JavaScript (app.js) calls the functions at the bottom through pyimport("webbox").
#
# The displays are the HT16K33 driver's own Seg7/Seg14 writing to a bus of virtual chips
# (host_tools/emulator/virtual_ht16k33.py, bundled as virtual_ht16k33): the page draws each chip's
# RAM bits, segment by segment, so every glyph comes from the driver's font tables.
#
# Two wirings: the player's (main.py's: buttons act at their first contact, the page's
# clock) and the test mode's (the virtual box's, host_tools/emulator/virtual_box.py: a virtual clock
# advanced by the test, the main loop every 5 ms), whose displays equal
# `sideline emulate --headless`'s for the same seed and button script.
import binascii
import json
import os
import sys

from virtual_ht16k33 import VirtualHT16K33

from drivers.buttons import Buttons
from drivers.panel import Panel
from drivers.runner import Runner
from drivers.storage import FileReader, SlotStorage
from sideline.app import HOLD_BUTTONS, App, installed, teams_opener
from sideline.config import check_config
from sideline.resume import is_start, named_game, saved_game

LOOP_MS = 5  # as main.py and the virtual box
TICKS_MASK = 0x3FFFFFFF  # ticks_ms wraps at 2**30, as on the rp2 port


class Bus:
    """The I2C bus the displays hang on: writes go to the virtual chip at the address;
    the addresses written since the page last drew are kept in `changed`."""

    def __init__(self, displays):
        self.chips = {}
        for d in displays:
            self.chips[d["address"]] = VirtualHT16K33()
        self.changed = {}

    def writeto(self, addr, buf):
        chip = self.chips.get(addr)
        if chip is None:
            raise OSError(5)  # EIO: nothing answers there, as on the rp2 port
        chip.write(buf)
        self.changed[addr] = True

    def scan(self):
        return sorted(self.chips)


class Line:
    """A button's input pin: pulled up (1) until the page holds it down (0)."""

    def __init__(self):
        self.level = 1

    def value(self):
        return self.level


def browser_storage(store, prefix):
    """The board's two save slots (drivers/storage.py, sideline/store.py's format) in the
    browser's localStorage: each slot file's bytes in hex under prefix + its name (this
    port's binascii does base64 in Python, 2.5 s for 10 KB; hex takes a few ms)."""

    def read(name):
        text = store.getItem(prefix + name)
        if text is None:
            raise OSError(2)  # ENOENT
        return binascii.unhexlify(text)

    def write(name, parts):
        data = b"".join([bytes(p) for p in parts])
        store.setItem(prefix + name, binascii.hexlify(data).decode())

    def rename(old, new):
        text = store.getItem(prefix + old)
        if text is None:
            raise OSError(2)
        store.setItem(prefix + new, text)
        store.removeItem(prefix + old)

    return SlotStorage(read, write, rename)


def read_text(path):
    with open(path) as f:
        return f.read()


def _forget(game_id, names):
    # The game's data checker, needed only while a file is read (main.py does the same). A
    # name may be in one of the game's folders ("sheet.load"): its attribute is that folder's.
    for short in names:
        name = "games.%s.%s" % (game_id, short)
        sys.modules.pop(name, None)
        parent, leaf = name.rsplit(".", 1)
        pkg = sys.modules.get(parent)
        if pkg is not None and leaf in pkg.__dict__:
            delattr(pkg, leaf)


def opener():
    """open_teams(id) as main.py makes it: the game's data files from the bundle's
    folders, and its flash-time files (the coach's odds) opened for read_at."""
    read_teams = teams_opener(os.listdir, read_text)

    def open_teams(gid):
        catalog, messages, load = read_teams(gid)
        pkg = sys.modules["games." + gid]
        pkg.read_at = FileReader(getattr(pkg, "FILES", ()))  # pyright: ignore[reportAttributeAccessIssue]
        checker = getattr(sys.modules["games.%s.box" % gid], "CHECKER", ())
        _forget(gid, checker)

        def load_then_forget(slug):
            try:
                return load(slug)
            finally:
                _forget(gid, checker)

        return catalog, messages, load_then_forget

    return open_teams


class MemoryStore:
    """localStorage's three calls over a dict: where a save opened in the page is tried
    before it may touch the player's saves."""

    def __init__(self):
        self.items = {}

    def getItem(self, key):  # noqa: N802 (localStorage's names)
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        self.items[key] = value

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)


class WebBox:
    def __init__(self, store, prefix, seed, now, test, game=None):
        self.store = store
        self.prefix = prefix
        self.seed = seed
        cfg = json.loads(read_text("hardware.json"))
        problem = check_config(cfg)
        if problem:
            raise ValueError("hardware.json: " + problem)
        self.cfg = cfg
        self.test = test
        self.now = now
        self.lines = []
        self.calls = 0  # the callers' sentences logged ("call: ..."): one per call made
        self.clock = None  # the page's performance object, to time the callers (the bench)
        self.call_ms = []  # with it: each main-loop pass in which a caller spoke, in ms
        self.bus = Bus(cfg["displays"])
        self.panel = Panel(self.bus, cfg["displays"], cfg.get("brightness", 8), now, self.log)
        self.pins = {}
        self.buttons = Buttons.from_config(
            cfg["buttons"], cfg["button_timing"], self._pin, early=not test
        )
        self.by_name = {}
        for b in cfg["buttons"]:
            self.by_name[b["name"]] = self.pins[b["pin"]]
        self.storage = browser_storage(store, prefix)
        saved = self.storage.load()
        games = installed()
        game_id = game or games[0][0]
        if saved is not None:
            game_id, start = saved_game(saved, game_id)
            if start:  # a save that only names the game to start
                saved = None
        if game_id not in [g[0] for g in games]:
            game_id = games[0][0]
        open_teams = opener()
        catalog, messages, load = open_teams(game_id)
        for m in messages:
            self.log(m)
        messages = self.storage.messages + messages
        roles = [d["role"] for d in cfg["displays"]]
        # GAME in setup switches in place (as the virtual box does): the page's heap grows,
        # so the Pico's restart into the other game is not needed here.
        app = App(catalog, now, saved, seed, roles, messages, load, game_id, games, open_teams)
        app.cap_brightness(cfg.get("max_brightness"))
        aliases = {}
        early = []
        for b in cfg["buttons"]:
            if "long" in b:
                aliases[b["name"]] = b["long"]
            elif b["name"] not in HOLD_BUTTONS and not test:
                early.append(b["name"])
        self.runner = Runner(
            app, self.panel, self.buttons, self.storage, self.log, None, aliases, early
        )
        self.runner.step(now)

    def _pin(self, n):
        line = Line()
        self.pins[n] = line
        return line

    def log(self, line):
        if line.startswith("call: "):
            self.calls += 1
        self.lines.append(line)
        del self.lines[:-50]
        print("sideline:", line)

    def changes(self):
        """What the page has to draw again: per chip written since the last call,
        "address RAM-hex on blink brightness", separated by ";"."""
        out = []
        chips = self.bus.chips
        for addr in self.bus.changed:
            c = chips[addr]
            out.append(
                "%d %s %d %d %d"
                % (
                    addr,
                    binascii.hexlify(c.ram).decode(),
                    1 if c.lit else 0,
                    c.blink,
                    c.brightness,
                )
            )
        self.bus.changed = {}
        return ";".join(out)

    def step(self, now):
        self.now = now & TICKS_MASK
        self.runner.step(self.now)

    def advance(self, ms):
        """The virtual clock (test mode): ms milliseconds pass, the main loop running at
        every multiple of LOOP_MS, as the virtual box's advance()."""
        end = self.now + ms
        t = self.now - self.now % LOOP_MS + LOOP_MS
        clock = self.clock
        while t <= end:
            if clock is None:
                self.runner.step(t & TICKS_MASK)
            else:
                self._timed(clock, t & TICKS_MASK)
            t += LOOP_MS
        self.now = end

    def _timed(self, clock, now):
        calls = self.calls
        t0 = clock.now()
        self.runner.step(now)
        if self.calls != calls:
            self.call_ms.append(clock.now() - t0)

    def save(self):
        app = self.runner.app
        self.storage.save(app.save_parts())
        app.saved(self.now)


BOX = []  # the page's one box, made by start()


def start(store, prefix, seed, now, test, game=None):
    BOX[:] = [WebBox(store, prefix, seed & TICKS_MASK, now & TICKS_MASK, bool(test), game)]
    return BOX[0].changes()


def step(now):
    BOX[0].step(now)
    return BOX[0].changes()


def button(name, down, now):
    """A button pushed (down true) or let go; the player's page runs the main loop at once
    (the press is drawn in the same frame), the test mode waits for advance()."""
    box = BOX[0]
    box.by_name[name].level = 0 if down else 1
    if not box.test:
        box.step(now)
    return box.changes()


def advance(ms):
    BOX[0].advance(ms)
    return BOX[0].changes()


def save():
    BOX[0].save()


def changes():
    return BOX[0].changes()


def reload():
    """The box again over the same saves (its game resumed): after the page's own files
    changed, so that the game's team list is read again."""
    box = BOX[0]
    box.save()
    BOX[0] = WebBox(box.store, box.prefix, box.seed, box.now, box.test)
    return BOX[0].changes()


def teams():
    """{slug: abbr} of the teams setup offers in the game played (its catalog), JSON."""
    return json.dumps(getattr(BOX[0].runner.app, "catalog", None) or {})


def game():
    """The id of the game the page plays (the one a save opened here belongs to)."""
    return BOX[0].runner.app.ID


def summary():
    return json.dumps(BOX[0].runner.app.summary())


def calls():
    return BOX[0].calls


def time_calls(clock):
    """From now on advance() times each pass in which a caller spoke (the bench)."""
    BOX[0].clock = clock


def call_times():
    return json.dumps(BOX[0].call_ms)


def export_save():
    """The game in progress as `sideline pull -o` writes it off a board: the newest save
    slot's JSON payload, saved first so that it holds the last action. JSON [game id, text]."""
    box = BOX[0]
    box.save()
    payload = box.storage.load()
    return json.dumps([box.runner.app.ID, bytes(payload).decode()])


def open_save(text):
    """A save pulled off a box (`sideline pull -o`, or export_save's) to play on in the page:
    "" once it is the page's game, else why not in one line, and then nothing has changed.
    The save is tried first on a box of its own over a MemoryStore, so a bad file never
    reaches the player's saves; a good one replaces the game in progress (the page offers
    export_save() for that one first)."""
    box = BOX[0]
    try:
        obj = json.loads(text)
    except ValueError:
        return "not a Sideline save: the file is not JSON"
    if type(obj) is not dict:
        return "not a Sideline save: the file holds no saved game"
    gid = named_game(obj)
    ids = [g[0] for g in installed()]
    if gid not in ids:
        return "a save of the game %s, which this page does not have" % gid
    if is_start(obj):
        return "this save holds no game, only which game to start"
    data = text.encode() if type(text) is str else bytes(text)
    trial_store = MemoryStore()
    browser_storage(trial_store, "").save(data)
    try:
        trial = WebBox(trial_store, "", box.seed, box.now, box.test)
    except Exception as e:  # noqa: BLE001 (any fault of the save's: the page's game stays)
        return "cannot play on from this save: %s" % e
    app = trial.runner.app
    if app.kept is not None or app.ID != gid:
        return "cannot play on from this save: %s" % (app.error or "the game would not resume")
    box.storage.save(data)
    BOX[0] = WebBox(box.store, box.prefix, box.seed, box.now, box.test)
    return ""
