# The wiring file (hardware.json) checked once at boot, so a typo in a pin or an address
# is a message on the text line rather than a crash deep in a driver.
KINDS = ("seg7", "bigseg7", "seg14")
# The rail each kind's LEDs (and its HT16K33, whose one supply pin VDD also sources the
# segment current) may draw from: the 0.56in backpack has only VCC, whose 10k pull-ups
# must stay at 3.3 V; the 1.2in needs 5 V on "+"; the 0.54in alphanumeric takes VCC = 3V3
# (original) or VHi = VBUS (STEMMA QT revision). hardware/POWER.md gives the sources.
SUPPLIES = {"seg7": ("3v3",), "bigseg7": ("vbus",), "seg14": ("3v3", "vbus")}
# The brightness cap when the wiring file names none: safe for the reference build's
# displays however they are powered (`sideline hardware --power`, hardware/POWER.md).
SAFE_BRIGHTNESS = 7
ROLES = ("clock", "home", "away", "down", "ball_on", "dice", "text")
# RP2040 pin functions: (SDA pins, SCL pins) of each I2C block.
_I2C_PINS = {
    0: ((0, 4, 8, 12, 16, 20), (1, 5, 9, 13, 17, 21)),
    1: ((2, 6, 10, 14, 18, 26), (3, 7, 11, 15, 19, 27)),
}


def _int(v, lo, hi):
    return type(v) is int and lo <= v <= hi


def check_config(cfg):
    """None when the wiring is usable, else one message: "path: what is wrong"."""
    if type(cfg) is not dict:
        return "hardware: expected an object"
    bus = cfg.get("i2c")
    if type(bus) is not dict:
        return "i2c: missing"
    if bus.get("id") not in (0, 1):
        return "i2c.id: expected 0 or 1"
    sdas, scls = _I2C_PINS[bus["id"]]
    if bus.get("sda") not in sdas:
        return "i2c.sda: GP%s is not an SDA pin of I2C%d" % (bus.get("sda"), bus["id"])
    if bus.get("scl") not in scls:
        return "i2c.scl: GP%s is not an SCL pin of I2C%d" % (bus.get("scl"), bus["id"])
    if not _int(bus.get("freq"), 10000, 1000000):
        return "i2c.freq: expected 10000..1000000 Hz"
    if "pullup_ohms" in bus and not _int(bus["pullup_ohms"], 1000, 100000):
        return "i2c.pullup_ohms: expected 1000..100000 (extra pull-ups fitted to 3V3)"
    displays = cfg.get("displays")
    if type(displays) is not list or not displays:
        return "displays: expected a list"
    seen = {}
    for i, d in enumerate(displays):
        where = "displays[%d]" % i
        if type(d) is not dict:
            return where + ": expected an object"
        if not _int(d.get("address"), 0x70, 0x77):
            return where + ".address: expected 112..119 (0x70..0x77)"
        if d["address"] in seen:
            return where + ".address: 0x%02x is used twice" % d["address"]
        seen[d["address"]] = 1
        if d.get("kind") not in KINDS:
            return where + ".kind: expected one of " + ", ".join(KINDS)
        if d.get("role") not in ROLES:
            return where + ".role: expected one of " + ", ".join(ROLES)
        if "part" in d and not _int(d["part"], 0, 7):
            return where + ".part: expected 0..7"
        if supply(d) not in SUPPLIES[d["kind"]]:
            return where + ".supply: a %s backpack takes %s" % (
                d["kind"],
                " or ".join(SUPPLIES[d["kind"]]),
            )
    buttons = cfg.get("buttons")
    if type(buttons) is not list or not buttons:
        return "buttons: expected a list"
    pins = {bus["sda"]: "i2c.sda", bus["scl"]: "i2c.scl"}
    names = {}
    for i, b in enumerate(buttons):
        where = "buttons[%d]" % i
        if type(b) is not dict or type(b.get("name")) is not str or not b["name"]:
            return where + ".name: expected a name"
        if b["name"] in names:
            return where + ".name: %s is used twice" % b["name"]
        names[b["name"]] = 1
        if not _int(b.get("pin"), 0, 28) or b["pin"] in (23, 24, 25):
            return where + ".pin: expected a free GPIO (GP0..GP22, GP26..GP28)"
        if b["pin"] in pins:
            return where + ".pin: GP%d is already %s" % (b["pin"], pins[b["pin"]])
        pins[b["pin"]] = b["name"]
        if b.get("pull_up", "internal") not in ("internal", "external"):
            return where + ".pull_up: expected internal or external"
    timing = cfg.get("button_timing")
    if type(timing) is not dict:
        return "button_timing: missing"
    for key in ("debounce_ms", "long_press_ms", "repeat_delay_ms", "repeat_ms"):
        if not _int(timing.get(key), 1, 10000):
            return "button_timing.%s: expected 1..10000 ms" % key
    for key in ("max_brightness", "brightness"):
        if key in cfg and not _int(cfg[key], 0, 15):
            return key + ": expected 0..15"
    if cfg.get("brightness", 0) > brightness_cap(cfg.get("max_brightness")):
        return "brightness: above max_brightness %d" % brightness_cap(cfg.get("max_brightness"))
    return None


def reference():
    """The reference build's wiring (firmware/hardware.json as shipped, without its notes):
    what the board boots when its wiring file is missing, damaged or unusable, so that it
    still plays and says why instead of stopping with dark displays. Made when asked: a
    board with a good wiring file never holds it."""
    displays = []
    roles = ("clock", "home", "away", "down", "ball_on", "dice", "text", "text")
    kinds = ("bigseg7", "seg7", "seg7", "seg7", "seg7", "seg14", "seg14", "seg14")
    for i in range(8):
        d = {"role": roles[i], "address": 0x70 + i, "kind": kinds[i]}
        d["supply"] = "3v3" if kinds[i] == "seg7" else "vbus"
        if i >= 6:
            d["part"] = i - 6
        displays.append(d)
    buttons = []
    names = ("CLOCK", "ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO")
    for i in range(8):
        b = {"name": names[i], "pin": 6 + i, "repeat": names[i] in ("UP", "DOWN")}
        b["pull_up"] = "external"
        buttons.append(b)
    timing = {"debounce_ms": 20, "long_press_ms": 800, "repeat_delay_ms": 500, "repeat_ms": 120}
    return {
        "build": "reference",
        "i2c": {"id": 0, "sda": 4, "scl": 5, "freq": 400000},
        "displays": displays,
        "buttons": buttons,
        "button_timing": timing,
        "brightness": 8,
        "max_brightness": 9,
    }


def brightness_cap(value):
    """The highest brightness the firmware uses: the wiring file's max_brightness (what
    `sideline hardware --power` computed for that build), else SAFE_BRIGHTNESS."""
    return value if _int(value, 0, 15) else SAFE_BRIGHTNESS


def supply(d):
    """The rail a display's LEDs draw from: "3v3" or "vbus"."""
    return d.get("supply", SUPPLIES[d["kind"]][0])


def displays_for(cfg, role):
    """The displays serving a role, in reading order (the text line spans two chips)."""
    out = [d for d in cfg["displays"] if d["role"] == role]
    out.sort(key=lambda d: d.get("part", 0))
    return out
