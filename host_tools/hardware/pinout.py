"""Which pin goes where: the Pico's pin map, each backpack's header pins and their nets,
the address jumpers, and the names of a build's generated files. The facts the wiring
drawing (host_tools/hardware/wiring_svg.py), the pin tables and the BOM
(host_tools/hardware/wiring.py) share.
"""

from sideline.config import supply

# The Pico's 40 pins, top view with USB up (the same on Pico W, Pico 2 and Pico 2 W).
PICO_LEFT = [
    (1, "GP0"), (2, "GP1"), (3, "GND"), (4, "GP2"), (5, "GP3"), (6, "GP4"), (7, "GP5"),
    (8, "GND"), (9, "GP6"), (10, "GP7"), (11, "GP8"), (12, "GP9"), (13, "GND"), (14, "GP10"),
    (15, "GP11"), (16, "GP12"), (17, "GP13"), (18, "GND"), (19, "GP14"), (20, "GP15"),
]  # fmt: skip
PICO_RIGHT = [
    (40, "VBUS"), (39, "VSYS"), (38, "GND"), (37, "3V3_EN"), (36, "3V3(OUT)"),
    (35, "ADC_VREF"), (34, "GP28"), (33, "AGND"), (32, "GP27"), (31, "GP26"), (30, "RUN"),
    (29, "GP22"), (28, "GND"), (27, "GP21"), (26, "GP20"), (25, "GP19"), (24, "GP18"),
    (23, "GND"), (22, "GP17"), (21, "GP16"),
]  # fmt: skip
PIN_OF_GPIO = {int(n[2:]): p for p, n in PICO_LEFT + PICO_RIGHT if n.startswith("GP")}
VBUS_PIN, GND_PIN, V3_PIN = 40, 38, 36

KIND_NAMES = {
    "bigseg7": "1.2in 4-digit 7-segment",
    "seg7": "0.56in 4-digit 7-segment",
    "seg14": "0.54in quad alphanumeric (14-segment)",
}
# Each backpack's header pins, top to bottom in the drawing (not the header's own order),
# and the net each goes to, named as Adafruit's silkscreen names them (board files in
# hardware/parts.json). The 0.56in has four pins, VCC (+), GND (-), SDA (D), SCL (C). The
# 0.54in alphanumeric has five in both revisions, in a different order: STEMMA QT
# SCL SDA GND VIO VHi, original SCL SDA GND VCC Vi2c; VHi and VCC feed the chip and LEDs,
# VIO and Vi2c only the 10k pull-ups. Vi2c must never see 5 V: it would pull the bus up
# past the Pico's 3.3 V.
PINS_3V3 = [("VCC (+)", "3V3"), ("GND (-)", "GND"), ("SDA (D)", "SDA"), ("SCL (C)", "SCL")]
PINS_14_3V3 = [("VCC (+)", "3V3"), ("Vi2c", "3V3"), ("GND (-)", "GND"), ("SDA (D)", "SDA"),
               ("SCL (C)", "SCL")]  # fmt: skip
PINS_VHI = [("VHi / VCC", "VBUS"), ("VIO / Vi2c", "3V3"), ("GND", "GND"), ("SDA", "SDA"),
            ("SCL", "SCL")]  # fmt: skip
PINS_BIG = [("+ (5V)", "VBUS"), ("IO", "3V3"), ("- (GND)", "GND"), ("D (SDA)", "SDA"),
            ("C (SCL)", "SCL")]  # fmt: skip
POWER_NOTE = {
    "bigseg7": "+ 5 V feeds the HT16K33 and its LEDs; IO 3V3 the 10k pull-ups",
    "seg7": "one supply pin: VCC to 3V3 feeds the chip, LEDs and 10k pull-ups",
    "seg14:3v3": "original only: VCC (chip, LEDs) and Vi2c (pull-ups) to 3V3",
    "seg14:vbus": "VHi (QT) / VCC (orig.) 5 V: chip, LEDs; VIO / Vi2c 3V3: pull-ups",
}


def backpack_pins(d):
    """[(label, net)] of a display as the wiring file powers it."""
    if d["kind"] == "bigseg7":
        return PINS_BIG
    if d["kind"] == "seg14":
        return PINS_VHI if supply(d) == "vbus" else PINS_14_3V3
    return PINS_3V3


def power_note(d):
    return POWER_NOTE.get(d["kind"], POWER_NOTE.get("%s:%s" % (d["kind"], supply(d)), ""))


NETS = ["VBUS", "3V3", "GND", "SDA", "SCL"]
COLOURS = {
    "VBUS": "#c62828",
    "3V3": "#ef6c00",
    "GND": "#212121",
    "SDA": "#1565c0",
    "SCL": "#9e7c00",
    "BTN": "#2e7d32",
}


def build_name(cfg):
    return cfg.get("build", "reference")


def output_names(cfg):
    """(drawing, pin table) file names for a build: no prefix for the reference build."""
    name = build_name(cfg)
    prefix = "" if name == "reference" else name + "-"
    return prefix + "wiring.svg", prefix + "pins.md"


def panel_names(cfg):
    """(1:1 cutting drawing, finished-front drawing) file names for a build."""
    name = build_name(cfg)
    prefix = "" if name == "reference" else name + "-"
    return prefix + "front-panel.svg", prefix + "front-view.svg"


def hexa(address):
    return "0x%02x" % address


def jumpers(address):
    """The A2/A1/A0 jumpers to bridge for an address: 0x70 + 4*A2 + 2*A1 + A0."""
    bits = address - 0x70
    on = ["A%d" % i for i in (2, 1, 0) if bits >> i & 1]
    return " + ".join(on) if on else "none"


def gpio_pin(gpio):
    return PIN_OF_GPIO[gpio]


def left_gnd_for(pins):
    """The GND pin on the left edge nearest the middle of the given left-edge pins."""
    if not pins:
        return 18
    mid = sum(pins) / len(pins)
    return min((3, 8, 13, 18), key=lambda g: (abs(g - mid), g))


def rise_freq(bus):
    """The I2C mode whose rise time applies: fast (400k) above 100 kHz, else standard."""
    return 400000 if bus["freq"] > 100000 else 100000
