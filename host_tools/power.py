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
from host_tools.virtual_ht16k33 import INDICATOR_ROW, INDICATORS, SEG7_ROWS, SEG14_NAMES
from sideline.config import displays_for

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

# Where each kind's LEDs draw from in the recommended wiring (hardware/POWER.md):
#   the 1.2in backpack needs 5 V on "+" (two LEDs in series per segment): always VBUS;
#   the 0.56in and 0.54in backpacks: VBUS through VHi where the backpack has it (STEMMA QT
#   revisions), else VCC = 3V3 (their 10k pull-ups go to VCC: 5 V there would reach the
#   Pico's pins). The budget is worked out both ways.
NEEDS_5V = ("bigseg7",)

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
    """LED current of a build: which is ALL, HEAVY or TYPICAL; rail None (all displays),
    "5v" (kinds that need 5 V) or "other"."""
    total = 0.0
    for d, content in _contents(cfg, which):
        if rail == "5v" and d["kind"] not in NEEDS_5V:
            continue
        if rail == "other" and d["kind"] in NEEDS_5V:
            continue
        total += display_ma(d["kind"], content, level)
    return total


def max_level(cfg, which, budget_ma, rail=None, extra_ma=0.0):
    """The highest brightness at which the build's LEDs fit budget_ma, or -1."""
    best = -1
    for level in LEVELS:
        if build_ma(cfg, which, level, rail) + extra_ma <= budget_ma:
            best = level
    return best


def budget(cfg, level=None):
    """The verdicts for a build at a brightness (default: the build's own), as a dict."""
    from sideline.selftest import LAMP_LEVEL

    if level is None:
        level = cfg.get("brightness", 15)
    chips = len(cfg["displays"]) * CHIP_MA
    lamp = min(level, LAMP_LEVEL)
    vbus_base = PICO_MA + chips
    # A: every LED supply on VBUS (VHi / "+"), logic on 3V3.
    a_play = build_ma(cfg, HEAVY, level) + vbus_base
    a_lamp = build_ma(cfg, ALL, lamp) + vbus_base
    # B: only the kinds that need 5 V on VBUS; the others wholly on 3V3.
    b_3v3_play = build_ma(cfg, HEAVY, level, "other") + chips
    b_3v3_lamp = build_ma(cfg, ALL, lamp, "other") + chips
    b_vbus_play = build_ma(cfg, HEAVY, level, "5v") + PICO_MA + b_3v3_play
    return {
        "level": level,
        "lamp_level": lamp,
        "a_play": a_play,
        "a_lamp": a_lamp,
        "a_ok": a_play <= USB_MA and a_lamp <= USB_MA,
        "b_3v3_play": b_3v3_play,
        "b_3v3_lamp": b_3v3_lamp,
        "b_vbus_play": b_vbus_play,
        "b_ok": b_3v3_play <= REG_3V3_MA and b_3v3_lamp <= REG_3V3_MA and b_vbus_play <= USB_MA,
        "b_max_level": max_level(cfg, HEAVY, REG_3V3_MA, "other", chips),
    }


def _kinds(cfg):
    kinds = []
    for d in cfg["displays"]:
        if d["kind"] not in kinds:
            kinds.append(d["kind"])
    return kinds


def _verdict(ok):
    return "within budget" if ok else "OVER BUDGET"


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
    b = budget(cfg)
    w("")
    w(
        "At the default brightness %d, lamp test at %d; allowances Pico %.0f mA, chip %.0f mA:"
        % (b["level"], b["lamp_level"], PICO_MA, CHIP_MA)
    )
    w(
        "  A. LEDs on VBUS: heavy play %.0f mA, lamp test %.0f mA; USB %.0f mA: %s"
        % (b["a_play"], b["a_lamp"], USB_MA, _verdict(b["a_ok"]))
    )
    w(
        "  B. 0.56in/0.54in wholly on 3V3: heavy play %.0f mA, lamp test %.0f mA; 3V3 %.0f mA: %s"
        % (b["b_3v3_play"], b["b_3v3_lamp"], REG_3V3_MA, _verdict(b["b_ok"]))
    )
    w("     (B stays within budget up to brightness %d)" % b["b_max_level"])
    return "\n".join(lines) + "\n"
