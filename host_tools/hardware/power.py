"""Power budget of a build: LED current of each HT16K33 backpack at brightness 0..15.

Lit segments are counted, not guessed: each content is drawn by the firmware's own driver
(``drivers.ht16k33``, with its fonts) into its RAM image, and the bits that are wired to an
LED on that backpack are counted per COM line. Change a font and the figures change.

The model (hardware/POWER.md explains it, with sources):

    average current of one lit segment = I_ROW x COM slot duty x dimming duty
        I_ROW      25 mA   HT16K33 datasheet v1.10, D.C. characteristics: ROW (segment)
                           source current, typical, at VDD = 5 V. The ROW pin sources, the
                           COM pin (the digit's common cathode) sinks: 200 mA typical.
        COM slot   1024 us of every 9504 us: the LED drive waveform scans COM0..COM7 and
                   a key-scan slot, 9 x 1056 us per frame, each COM driven for 1024 us.
                   So a lit LED is on at most 1/9.28 of the time, not 1/16 and not 1/8.
        dimming    (level + 1)/16: the dimming command sets a PWM duty of 1/16 .. 16/16
                   inside each COM slot (level 0 is 1/16, not off).

so at level 15 one lit segment averages 25 x 1024/9504 = 2.69 mA; a segment held at
"20 mA" (the figure quoted for a directly driven LED) would be 7x too much.
"""

from drivers.ht16k33 import Seg7, Seg14
from host_tools.emulator.virtual_ht16k33 import INDICATOR_ROW, INDICATORS, SEG7_ROWS, SEG14_NAMES
from host_tools.hardware.i2c_bus import bus_lines
from sideline.config import brightness_cap, displays_for, supply
from sideline.selftest import LAMP_LEVEL

# --- figures, each with its source -------------------------------------------------------
I_ROW_MA = 25.0  # HT16K33 v1.10 D.C. characteristics: ROW source current, typ., VDD 5 V
I_COM_MA = 200.0  # HT16K33 v1.10 D.C. characteristics: COM sink current, typ.
SLOT_US = 1024  # HT16K33 v1.10 LED drive waveform: each COM driven 1024 us ...
FRAME_US = 9504  # ... in a frame of 9 x 1056 us (COM0..COM7 and the key scan)
COM_DUTY = SLOT_US / FRAME_US
LEVELS = range(16)
CHIP_MA = 1.0  # allowance per HT16K33 for its own logic and oscillator (not a datasheet figure)
PICO_MA = 50.0  # allowance for the Pico running MicroPython with USB (not measured here)
USB_MA = 500.0  # USB 2.0 port: 500 mA after enumeration (a phone charger usually gives more)
REG_3V3_MA = 300.0  # Pico datasheet, pin 36 3V3: "keep the load on this pin less than 300mA"

USB_ASKED_MA = 250  # what MicroPython's USB configuration descriptor asks the host for
# Where each backpack's LEDs draw from is stated per display in the wiring file ("supply",
# sideline/config.py checks it against what the kind allows). Current drawn from 3V3 is
# counted again, in full, against VBUS: the regulator feeds on VBUS (pessimistic: it
# really takes about 3.3/5 of it, divided by its efficiency).

# Typical scoreboard content per role (what the app shows most of a game).
TYPICAL = {
    "clock": "12:34",
    "home": "21.",  # the dot is possession
    "away": "14",
    "down": "3-10",
    "ball_on": "H 35",
    "dice": "R 5",
    "text": "1ST DOWN",
}
ALL = object()  # content: every wired segment lit (the lamp test)
HEAVY = object()  # content: the heaviest plausible in-play content for the kind


def wired_masks(kind):
    """Per RAM byte, the bits wired to an LED on this backpack."""
    masks = [0] * 16
    if kind == "seg14":
        wired = (1 << len(SEG14_NAMES)) - 1  # a..n and dp: 15 ROW lines per character
        for i in range(4):
            masks[2 * i] = wired & 0xFF
            masks[2 * i + 1] = wired >> 8
        return masks
    for row in SEG7_ROWS:
        masks[row] = 0xFF
    for bit in INDICATORS[kind].values():
        masks[INDICATOR_ROW] |= bit
    return masks


class _Bus:
    def writeto(self, addr, buf):
        pass


def _driver(kind):
    if kind == "seg14":
        return Seg14(_Bus())
    return Seg7(_Bus(), big=kind == "bigseg7")


HEAVY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"  # what the app's text line spells with


def heaviest_seg14_char():
    """The letter or digit with the most segments in the 14-segment font."""
    best, most = " ", -1
    for ch in HEAVY_CHARS:
        d = _driver("seg14")
        d.put(0, ch)
        n = bin(d.buf[1] | d.buf[2] << 8).count("1")
        if n > most:
            best, most = ch, n
    return best


def ram(kind, content):
    """The 16 RAM bytes the driver writes for content (a str, ALL or HEAVY)."""
    d = _driver(kind)
    if content is ALL:
        d.fill(True)
    elif content is HEAVY:
        d.text(heaviest_seg14_char() * 4 if kind == "seg14" else "88:88")
    else:
        d.text(content)
    return bytes(d.buf[1:])


def lit_per_com(kind, content):
    """Lit LEDs (ROW lines driven) on each of the 8 COM lines."""
    image = ram(kind, content)
    masks = wired_masks(kind)
    return [
        bin(image[2 * c] & masks[2 * c]).count("1")
        + bin(image[2 * c + 1] & masks[2 * c + 1]).count("1")
        for c in range(8)
    ]


def lit(kind, content):
    return sum(lit_per_com(kind, content))


def per_segment_ma(level):
    """Average current of one lit segment at a brightness level."""
    if level not in LEVELS:
        raise ValueError("brightness 0..15")
    return I_ROW_MA * COM_DUTY * (level + 1) / 16


def display_ma(kind, content, level):
    """Average LED current of one backpack showing content (chip allowance excluded)."""
    return lit(kind, content) * per_segment_ma(level)


def peak_com_ma(kind, content):
    """The largest instantaneous current through one COM pin (all its lit ROWs at once)."""
    return max(lit_per_com(kind, content)) * I_ROW_MA


def _contents(cfg, which):
    """(display, content) for every display of a build."""
    out = []
    done = set()
    for d in cfg["displays"]:
        if which is not TYPICAL:
            out.append((d, which))
            continue
        role = d["role"]
        if role in done:
            continue
        done.add(role)
        chips = displays_for(cfg, role)
        text = TYPICAL.get(role, "")
        if len(chips) > 1 or role == "text":  # the text line: four characters per chip
            text = text.ljust(4 * len(chips))
            for i, chip in enumerate(chips):
                out.append((chip, text[4 * i : 4 * i + 4]))
        else:
            out.append((chips[0], text))
    return out


def build_ma(cfg, which, level, rail=None):
    """LED current of a build: which is ALL, HEAVY or TYPICAL; rail None (every display),
    "3v3" or "vbus" (only the displays whose LEDs draw from that rail)."""
    total = 0.0
    for d, content in _contents(cfg, which):
        if rail is None or supply(d) == rail:
            total += display_ma(d["kind"], content, level)
    return total


def usb_ma(cfg):
    """What the build's USB supply gives: the wiring file's "usb_ma", else a USB 2.0 port."""
    return cfg.get("usb_ma", USB_MA)


def rails(cfg, which, level):
    """(3V3 pin load, VBUS load) in mA: LEDs, chips and the Pico allowance."""
    chips_3v3 = sum(CHIP_MA for d in cfg["displays"] if supply(d) == "3v3")
    chips_vbus = len(cfg["displays"]) * CHIP_MA - chips_3v3
    v3 = build_ma(cfg, which, level, "3v3") + chips_3v3
    vbus = PICO_MA + v3 + build_ma(cfg, which, level, "vbus") + chips_vbus
    return v3, vbus


def fits(cfg, level):
    """Whether play (heavy content) at level and the lamp test (everything lit, at most
    LAMP_LEVEL) keep both rails within their limits."""

    for which, at in ((HEAVY, level), (ALL, min(level, LAMP_LEVEL))):
        v3, vbus = rails(cfg, which, at)
        if v3 > REG_3V3_MA or vbus > usb_ma(cfg):
            return False
    return True


def safe_level(cfg):
    """The highest brightness at which the build, as wired, fits its supplies; -1 if none.
    The firmware caps the BRT setting and the lamp test here (the wiring file's
    "max_brightness")."""
    best = -1
    for level in LEVELS:
        if fits(cfg, level):
            best = level
    return best


def limit(cfg, level):
    """What stops the build one level above `level`: a phrase for the table."""

    if level >= 15:
        return "the chip's top level"
    up = level + 1
    for which, what, at in ((HEAVY, "heavy play", up), (ALL, "the lamp test", min(up, LAMP_LEVEL))):
        v3, vbus = rails(cfg, which, at)
        if v3 > REG_3V3_MA:
            return "3V3: %s at %d draws %.0f mA of %.0f" % (what, at, v3, REG_3V3_MA)
        if vbus > usb_ma(cfg):
            return "USB: %s at %d draws %.0f mA of %.0f" % (what, at, vbus, usb_ma(cfg))
    return ""


def peak_3v3_ma(cfg, which):
    """3V3 at the instant the COM slots of every board on it line up (their scans are not
    synchronised, so now and then they do): each board's fullest COM, all ROWs at 25 mA.
    Dimming shortens that pulse inside the slot; it does not lower it."""
    return sum(peak_com_ma(d["kind"], which) for d in cfg["displays"] if supply(d) == "3v3")


def without_5v(cfg):
    """The build as it runs when every alphanumeric's VHi wire is missing: the chip is fed
    from VIO (3V3) through the board's diode D3 (STEMMA QT schematic, nets VDDIO and V+),
    so it still answers, and its LEDs draw from 3V3. None if it has no such board."""
    moved = [d for d in cfg["displays"] if d["kind"] == "seg14" and supply(d) == "vbus"]
    if not moved:
        return None
    out = dict(cfg)
    out["displays"] = [dict(d, supply="3v3") if d in moved else d for d in cfg["displays"]]
    return out


def _kinds(cfg):
    kinds = []
    for d in cfg["displays"]:
        if d["kind"] not in kinds:
            kinds.append(d["kind"])
    return kinds


def table(cfg, name="build"):
    """The power table as text (the block in hardware/POWER.md, `sideline hardware --power`)."""
    kinds = _kinds(cfg)
    lines = []
    w = lines.append
    n = len(cfg["displays"])
    w("Power budget: %s build, %d displays, default brightness %s" % (name, n, cfg["brightness"]))
    w("")
    w(
        "One lit segment averages %.0f mA x %d/%d us x (level+1)/16 = %.3f mA at level 15."
        % (I_ROW_MA, SLOT_US, FRAME_US, per_segment_ma(15))
    )
    w("Lit segments, counted with the driver's fonts:")
    for kind in kinds:
        heavy = heaviest_seg14_char() * 4 if kind == "seg14" else "88:88"
        w(
            "  %-8s all lit %2d, heavy %r %2d; one COM all lit: %3.0f mA peak (sink %.0f typ.)"
            % (kind, lit(kind, ALL), heavy, lit(kind, HEAVY), peak_com_ma(kind, ALL), I_COM_MA)
        )
    w("  typical:")
    for d, content in _contents(cfg, TYPICAL):
        w("    %-8s %-8r %2d" % (d["role"], content, lit(d["kind"], content)))
    w("")
    w("LED current in mA (chips and Pico not included):")
    head = "level  duty " + "".join("%11s" % (k + " all") for k in kinds)
    w(head + "  build: all lit    heavy  typical")
    for level in LEVELS:
        row = "%5d  %2d/16" % (level, level + 1)
        row += "".join("%11.1f" % display_ma(k, ALL, level) for k in kinds)
        row += "%16.1f%9.1f%9.1f" % (
            build_ma(cfg, ALL, level),
            build_ma(cfg, HEAVY, level),
            build_ma(cfg, TYPICAL, level),
        )
        w(row)
    w("")
    w(
        "Supply rails in mA (LEDs, plus %.0f mA per chip and %.0f mA for the Pico on VBUS):"
        % (CHIP_MA, PICO_MA)
    )
    w("level  heavy: 3V3   VBUS   all lit: 3V3   VBUS")
    for level in LEVELS:
        h3, hv = rails(cfg, HEAVY, level)
        a3, av = rails(cfg, ALL, level)
        w("%5d  %10.0f %6.0f %14.0f %6.0f" % (level, h3, hv, a3, av))
    w("")
    on = {}
    for d in cfg["displays"]:
        on.setdefault(supply(d), []).append(d["role"])
    w(
        "As wired: LEDs on VBUS: %s; on 3V3: %s."
        % (", ".join(on.get("vbus", ["none"])), ", ".join(on.get("3v3", ["none"])))
    )
    w(
        "Limits: 3V3 pin %.0f mA (Pico datasheet), USB %.0f mA (the wiring file's usb_ma, else a"
        % (REG_3V3_MA, usb_ma(cfg))
    )
    w("USB 2.0 port); play is checked with heavy content, the lamp test with every segment lit.")
    safe = safe_level(cfg)
    w("Highest safe brightness: %d (%s)." % (safe, limit(cfg, safe) if safe >= 0 else "none fits"))
    stated = cfg.get("max_brightness")
    if stated is None:
        w(
            "The wiring file names no max_brightness: the firmware caps at %d."
            % brightness_cap(None)
        )
    else:
        w(
            "The wiring file's max_brightness: %d%s."
            % (stated, " (ABOVE THE SAFE LEVEL)" if stated > safe else "")
        )
    v3, vbus = rails(cfg, HEAVY, min(cfg.get("brightness", 8), brightness_cap(stated)))
    w(
        "At the default brightness %d, heavy play draws %.0f mA from USB; MicroPython's USB"
        % (min(cfg.get("brightness", 8), brightness_cap(stated)), vbus)
    )
    w("descriptor asks the host for %d mA (POWER.md: what that means for hubs)." % USB_ASKED_MA)
    on_3v3 = len([d for d in cfg["displays"] if supply(d) == "3v3"])
    if on_3v3:
        w(
            "3V3 in a moment, when the COM slots of its %d board(s) line up: %.0f mA in heavy play,"
            % (on_3v3, peak_3v3_ma(cfg, HEAVY))
        )
        w(
            "%.0f mA in the lamp test, for up to 1 ms (POWER.md: the 3V3 capacitor)."
            % (peak_3v3_ma(cfg, ALL))
        )
    dim = without_5v(cfg)
    if dim is not None:
        cap = brightness_cap(stated)
        w(
            "With the 5 V (VHi) wire of its alphanumerics missing, heavy play at %d draws %.0f mA"
            % (cap, rails(dim, HEAVY, cap)[0])
        )
        w(
            "from 3V3 (limit %.0f): they still answer, only dimmer (BRINGUP: meter check)."
            % (REG_3V3_MA)
        )
    w("")
    lines.extend(bus_lines(cfg))
    return "\n".join(lines) + "\n"
