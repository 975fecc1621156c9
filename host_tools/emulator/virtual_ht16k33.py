"""A virtual HT16K33 for the host: what the fake I2C bus writes to, and what the emulator draws.

It decodes the chip's command set the way the datasheet describes it, keeps the 16 RAM bytes
and the oscillator / display / blink / dimming state, and decodes the RAM back into lit
segments and text for the three Adafruit backpacks the scoreboard uses. ``kind`` is the name
``firmware/hardware.json`` gives each display: ``"seg7"``, ``"bigseg7"`` or ``"seg14"``.

Segment names follow Adafruit (bit order of adafruit_ht16k33 and Adafruit_LEDBackpack.h)::

    7-segment, one RAM byte per digit      14-segment, two RAM bytes per character (low, high)
         --a--                                  ------a------
        |     |                                |\\    |    /|
        f     b                                f h   j   k b
        |--g--|                                |  \\  |  /  |
        e     c                                |-g1--+--g2-|
        |     |                                |  /  |  \\  |
         --d--  dp                             e l   m   n c
                                               |/    |    \\|
                                                ------d------  dp

7-segment: bits 0..7 = a b c d e f g dp; digits in RAM bytes 0, 2, 6, 8; RAM byte 4 holds the
colon (0x02) and, on the 1.2in backpack, top-left dot (0x04), bottom-left dot (0x08) and the
AM/PM dot (0x10). 14-segment: low byte bits 0..7 = a b c d e f g1 g2, high byte bits 0..6 =
h j k l m n dp; bit 7 of the high byte is not wired.
"""

from drivers.ht16k33 import SEG7_FONT, SEG14_FONT

KINDS = ("seg7", "bigseg7", "seg14")

SEG7_NAMES = ("a", "b", "c", "d", "e", "f", "g", "dp")
SEG14_NAMES = ("a", "b", "c", "d", "e", "f", "g1", "g2", "h", "j", "k", "l", "m", "n", "dp")

SEG7_ROWS = (0, 2, 6, 8)  # RAM byte of each digit, left to right
INDICATOR_ROW = 4
INDICATORS = {
    "seg7": {"colon": 0x02},
    "bigseg7": {"colon": 0x02, "top_left_dot": 0x04, "bottom_left_dot": 0x08, "ampm": 0x10},
    "seg14": {},
}

_SEG7_DP = 0x80
_SEG14_DP = 0x4000
_SEG14_WIRED = 0x7FFF


def _seg7_glyph(ch):
    """The segment byte the driver (and adafruit) puts for ch, or None if it has none."""
    c = ch.lower()
    if c == " ":
        return 0
    if c == "-":
        return SEG7_FONT[36]
    if "0" <= c <= "9":
        return SEG7_FONT[ord(c) - 48]
    if "a" <= c <= "y":
        return SEG7_FONT[ord(c) - 97 + 10]
    return None


def _seg14_glyph(ch):
    i = 2 * (ord(ch) - 32)
    return SEG14_FONT[i] << 8 | SEG14_FONT[i + 1]


def _decode_table(glyph, preference):
    # Several characters can share a glyph (7-seg '5' and 'S'; 14-seg ':', 'I' and '|'):
    # the first in the preference order names it.
    table = {}
    for ch in preference:
        g = glyph(ch)
        if g is not None:
            table.setdefault(g, ch)
    return table


_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_DIGITS = "0123456789"
# Digits win on the 7-segment (scores and clock); upper case because the driver ignores case.
SEG7_DECODE = _decode_table(_seg7_glyph, " " + _DIGITS + "-" + _UPPER)
# Letters win on the 14-segment ('I' rather than ':' or '|'); '.' is a dot, DEL no character.
SEG14_DECODE = _decode_table(
    _seg14_glyph,
    " " + _UPPER + _DIGITS + _UPPER.lower() + "".join(chr(c) for c in range(33, 127) if c != 46),
)


def _check_kind(kind):
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")


class VirtualHT16K33:
    """One HT16K33 as the bus sees it. Power-on state: standby, display off, RAM clear."""

    def __init__(self):
        self.ram = bytearray(16)
        self.pointer = 0  # display RAM address pointer
        self.oscillator = False
        self.display_on = False
        self.blink = 0  # 0 off, 1 = 2 Hz, 2 = 1 Hz, 3 = 0.5 Hz
        self.brightness = 15  # dimming 0..15 = duty 1/16..16/16; the chip starts at 16/16
        self.fail = None  # None, "nack" or "timeout": the fake bus raises instead of writing
        self.writes = 0  # transactions received
        self.other_commands = []  # command bytes this model does not act on (ROW/INT, keys)

    # -- the bus side -------------------------------------------------------------------------
    def write(self, data):
        data = bytes(data)
        self.writes += 1
        if not data:
            return  # an address-only probe
        cmd = data[0]
        op = cmd & 0xF0
        if op == 0x00:  # display data address pointer, then data with auto-increment
            self.pointer = cmd & 0x0F
            for byte in data[1:]:
                self.ram[self.pointer] = byte
                self.pointer = (self.pointer + 1) & 0x0F
        elif op == 0x20:  # system setup
            self.oscillator = bool(cmd & 0x01)
        elif op == 0x80:  # display setup
            self.display_on = bool(cmd & 0x01)
            self.blink = (cmd >> 1) & 0x03
        elif op == 0xE0:  # dimming
            self.brightness = cmd & 0x0F
        else:
            self.other_commands.append(cmd)

    def read(self, n):
        """Display RAM from the pointer on, as the chip returns it."""
        out = bytes(self.ram[(self.pointer + i) & 0x0F] for i in range(n))
        self.pointer = (self.pointer + n) & 0x0F
        return out

    # -- what it shows ------------------------------------------------------------------------
    @property
    def lit(self):
        """True when the chip drives the LEDs at all (oscillator running and display on)."""
        return self.oscillator and self.display_on

    def masks(self, kind):
        """The raw segment mask of each character position, left to right (dp included)."""
        _check_kind(kind)
        if kind == "seg14":
            return [(self.ram[2 * i] | self.ram[2 * i + 1] << 8) & _SEG14_WIRED for i in range(4)]
        return [self.ram[r] for r in SEG7_ROWS]

    def segments(self, kind):
        """Per character position, the set of lit segment names (decoded from RAM)."""
        names = SEG14_NAMES if kind == "seg14" else SEG7_NAMES
        return [
            {name for bit, name in enumerate(names) if mask >> bit & 1} for mask in self.masks(kind)
        ]

    def indicators(self, kind):
        """The lit colon/dot LEDs outside the characters: names from INDICATORS[kind]."""
        _check_kind(kind)
        row = self.ram[INDICATOR_ROW]
        return {name for name, bit in INDICATORS[kind].items() if row & bit}

    @property
    def colon(self):
        return bool(self.ram[INDICATOR_ROW] & 0x02)

    def text(self, kind):
        """The characters shown, by reverse font lookup: '?' for a pattern that is no
        character, '.' after a character with its decimal point, and on the 7-segment
        kinds ':' between the second and third digit when the colon is lit.

        Lossy where glyphs coincide: the names come from SEG7_DECODE / SEG14_DECODE, and
        the 14-segment '!' (adafruit draws it as '1' plus the dp) reads back as "1.".
        Printing the result again always lights the same segments."""
        if kind == "seg14":
            table, dp = SEG14_DECODE, _SEG14_DP
        else:
            table, dp = SEG7_DECODE, _SEG7_DP
        out = []
        for i, mask in enumerate(self.masks(kind)):
            if i == 2 and kind != "seg14" and self.colon:
                out.append(":")
            ch = table.get(mask & ~dp)
            if ch is not None:
                out.append(ch + "." if mask & dp else ch)
            elif mask in table:
                out.append(table[mask])  # adafruit's '?' includes the dp ('!' too: it is '1.')
            else:
                out.append("?." if mask & dp else "?")
        return "".join(out)
