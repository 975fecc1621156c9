# HT16K33 LED backpacks: Adafruit 0.56in 7-segment (Seg7), 1.2in 7-segment (Seg7 with big=True)
# and 0.54in quad 14-segment alphanumeric (Seg14). One chip per object, four characters each.
#
# Text goes in exactly as adafruit_ht16k33 puts it (docs/design.md principle 7): text(s) gives the
# same RAM bytes as adafruit's fill(0); print(s), put(i, ch) the same as disp[i] = ch. show() sends
# the 17-byte RAM image only when it differs from what the chip is known to hold (principle 8).
#
# API: HT16K33(i2c, addr=0x70, brightness=15), Seg7(..., big=False) and Seg14(...)
#   init()  fill(on)  text(s)  print(s)  put(index, ch)  set_raw(index, mask)
#   brightness(0..15)  blink(0..3)  power(on)  show() -> True if it wrote
#   Seg7: colon(on); big=True (1.2in): left_colon(on) top_left_dot(on) bottom_left_dot(on) ampm(on)
# i2c is anything with writeto(addr, buf) (machine.I2C). Its OSError reaches the caller, from
# the constructor too (absent chip); init() resends everything after a chip reset.
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


# Command bytes: the high nibble selects the register, the low nibble carries the value.
_SET_RAM_ADDR = const(0x00)
_SYSTEM_SETUP = const(0x20)
_DISPLAY_SETUP = const(0x80)
_DIMMING = const(0xE0)

_BUF_SIZE = const(17)  # RAM pointer byte + 16 RAM bytes, one transaction
_CHARS = const(4)

_SPACE = const(0x20)
_DASH = const(0x2D)
_DOT = const(0x2E)
_COLON = const(0x3A)
_SEMICOLON = const(0x3B)

# Offsets into buf are RAM byte + 1: buf[0] is the RAM pointer.
_SEG7_DP = const(0x80)
_SEG7_LAST = const(9)  # digit 3 is RAM byte 8
_SEG7_IND = const(5)  # RAM byte 4 lights the colon (and the 1.2in's dots)
_SEG7_POS = b"\x01\x03\x07\x09"  # digits sit at RAM bytes 0, 2, 6, 8: 4 is the colon

_SEG14_DP = const(0x40)  # in the high byte of each character
_SEG14_LAST_HI = const(8)  # high byte of character 3

# 14-segment glyphs for ASCII 32..127, adafruit's CHARS table: (high, low) byte per character.
# Low byte bits 0..7 = a b c d e f g1 g2, high byte bits 0..6 = h j k l m n dp.
SEG14_FONT = (
    b"\x00\x00\x40\x06\x02\x20\x12\xce\x12\xed\x0c\x24\x23\x5d\x04\x00"  #  !"#$%&'
    b"\x24\x00\x09\x00\x3f\xc0\x12\xc0\x08\x00\x00\xc0\x00\x00\x0c\x00"  # ()*+,-./
    b"\x0c\x3f\x00\x06\x00\xdb\x00\x8f\x00\xe6\x20\x69\x00\xfd\x00\x07"  # 01234567
    b"\x00\xff\x00\xef\x12\x00\x0a\x00\x24\x40\x00\xc8\x09\x80\x60\xa3"  # 89:;<=>?
    b"\x02\xbb\x00\xf7\x12\x8f\x00\x39\x12\x0f\x00\xf9\x00\x71\x00\xbd"  # @ABCDEFG
    b"\x00\xf6\x12\x00\x00\x1e\x24\x70\x00\x38\x05\x36\x21\x36\x00\x3f"  # HIJKLMNO
    b"\x00\xf3\x20\x3f\x20\xf3\x00\xed\x12\x01\x00\x3e\x0c\x30\x28\x36"  # PQRSTUVW
    b"\x2d\x00\x15\x00\x0c\x09\x00\x39\x21\x00\x00\x0f\x0c\x03\x00\x08"  # XYZ[\]^_
    b"\x01\x00\x10\x58\x20\x78\x00\xd8\x08\x8e\x08\x58\x00\x71\x04\x8e"  # `abcdefg
    b"\x10\x70\x10\x00\x00\x0e\x36\x00\x00\x30\x10\xd4\x10\x50\x00\xdc"  # hijklmno
    b"\x01\x70\x04\x86\x00\x50\x20\x88\x00\x78\x00\x1c\x20\x04\x28\x14"  # pqrstuvw
    b"\x28\xc0\x20\x0c\x08\x48\x09\x49\x12\x00\x24\x89\x05\x20\x3f\xff"  # xyz{|}~ DEL
)

# 7-segment glyphs, adafruit's NUMBERS table: 0-9, then a-y, then '-' (index 36).
# Bits 0..7 = a b c d e f g dp. k, m, w and x have no shape and show as '-'; z is not there.
SEG7_FONT = (
    b"\x3f\x06\x5b\x4f\x66\x6d\x7d\x07\x7f\x6f"  # 0123456789
    b"\x77\x7c\x39\x5e\x79\x71\x3d\x76\x30\x1e"  # abcdefghij
    b"\x40\x38\x40\x54\x5c\x73\x67\x50\x6d\x78"  # klmnopqrst
    b"\x3e\x1c\x40\x40\x6e\x40\x40"  # uvwxy-
)


class HT16K33:
    def __init__(self, i2c, addr=0x70, brightness=15):
        if not 0 <= brightness <= 15:
            raise ValueError("brightness 0..15")
        self.i2c = i2c
        self.addr = addr
        self.buf = bytearray(_BUF_SIZE)
        self.buf[0] = _SET_RAM_ADDR  # pointer to RAM byte 0, so one write fills all 16
        self._shadow = bytearray(_BUF_SIZE)  # what the chip holds after the last good write
        self._synced = False  # False until a write succeeds: the chip may hold anything
        self._cmd = bytearray(1)
        self._on = 1
        self._blink = 0
        self._level = brightness
        self.init()

    def init(self):
        # adafruit's order. RAM first: it powers up holding garbage and must be blank before
        # the display is switched on. Also the way back after a chip reset or bus fault.
        self._synced = False
        self.show()
        self._command(_SYSTEM_SETUP | 1)  # oscillator on: leaves standby
        self._command(_DISPLAY_SETUP | self._on | self._blink << 1)  # on, not blinking at first
        self._command(_DIMMING | self._level)  # duty (level + 1)/16

    def _command(self, byte):
        self._cmd[0] = byte
        self.i2c.writeto(self.addr, self._cmd)

    # Commands are sent every time they are called: only the RAM image is deduplicated.
    def brightness(self, level):
        if not 0 <= level <= 15:
            raise ValueError("brightness 0..15")
        self._level = level
        self._command(_DIMMING | level)

    def blink(self, rate):
        # 0 off, 1 = 2 Hz, 2 = 1 Hz, 3 = 0.5 Hz: the chip blinks by itself, no ticks needed.
        if not 0 <= rate <= 3:
            raise ValueError("blink 0..3")
        self._blink = rate
        self._command(_DISPLAY_SETUP | self._on | rate << 1)

    def power(self, on):
        # Display off keeps RAM and the oscillator, so power(True) shows the same content.
        self._on = 1 if on else 0
        self._command(_DISPLAY_SETUP | self._on | self._blink << 1)

    def fill(self, on):
        v = 0xFF if on else 0
        b = self.buf
        for i in range(1, _BUF_SIZE):
            b[i] = v

    def show(self):
        b = self.buf
        s = self._shadow
        if self._synced and b == s:
            return False
        # Stays unsynced if writeto raises: a write cut short may have left half an image.
        self._synced = False
        self.i2c.writeto(self.addr, b)
        for i in range(_BUF_SIZE):
            s[i] = b[i]
        self._synced = True
        return True

    def text(self, s):
        self.fill(0)
        self.print(s)

    def print(self, s):
        # Each character comes in from the right, as on adafruit. bytes work too, so the app
        # can format into a preallocated bytearray instead of building a str. Two small
        # loops, not one big function: MicroPython puts a frame above 11 words on the heap.
        if isinstance(s, str):
            self._print_str(s)
        else:
            self._print_bytes(s)

    def _print_str(self, s):
        for ch in s:
            self._push(ord(ch))

    def _print_bytes(self, s):
        for c in s:
            self._push(c)

    def put(self, index, ch):
        # Positions off the display are ignored, as adafruit does.
        if 0 <= index < _CHARS:
            self._put(ch if isinstance(ch, int) else ord(ch), index)

    # The font and the character layout belong to the subclasses.
    def _push(self, c):
        raise NotImplementedError

    def _put(self, c, index):
        raise NotImplementedError


class Seg7(HT16K33):
    def __init__(self, i2c, addr=0x70, brightness=15, big=False):
        self.big = big  # the 1.2in backpack: same digits, more LEDs on RAM byte 4
        super().__init__(i2c, addr, brightness)

    def _push(self, c):
        if c == _COLON or c == _SEMICOLON:
            self._put(c, 0)  # the colon takes no digit position
            return
        b = self.buf
        # A dot joins the last digit unless that one already has its dot.
        if c != _DOT or b[_SEG7_LAST] & _SEG7_DP:
            b[1] = b[3]
            b[3] = b[7]
            b[7] = b[9]
            b[9] = 0
        self._put(c, 3)

    def _put(self, c, index):
        b = self.buf
        p = _SEG7_POS[index]
        if 0x41 <= c <= 0x5A:
            c += 0x20  # adafruit lower-cases first
        if c == _DOT:
            b[p] |= _SEG7_DP
        elif 0x61 <= c <= 0x79:  # a..y
            b[p] = SEG7_FONT[c - 0x57]
        elif c == _DASH:
            b[p] = SEG7_FONT[36]
        elif 0x30 <= c <= 0x39:
            b[p] = SEG7_FONT[c - 0x30]
        elif c == _SPACE:
            b[p] = 0
        elif c == _COLON:
            b[_SEG7_IND] = 0x02  # adafruit overwrites the row: the 1.2in's dots go out too
        elif c == _SEMICOLON:
            b[_SEG7_IND] = 0
        # anything else (z, punctuation, non-ASCII) leaves the digit as it was

    def set_raw(self, index, mask):
        if not 0 <= index < _CHARS:
            raise ValueError("index 0..3")
        self.buf[_SEG7_POS[index]] = mask & 0xFF

    def _indicator(self, mask, on):
        if mask != 0x02 and not self.big:
            raise ValueError("1.2in backpack only")  # the 0.56in wires only the colon
        if on:
            self.buf[_SEG7_IND] |= mask
        else:
            self.buf[_SEG7_IND] &= ~mask

    def colon(self, on=True):
        self._indicator(0x02, on)

    # The 1.2in's extra LEDs, with adafruit BigSeg7x4's masks.
    def left_colon(self, on=True):
        self._indicator(0x0C, on)  # both left dots

    def top_left_dot(self, on=True):
        self._indicator(0x04, on)

    def bottom_left_dot(self, on=True):
        self._indicator(0x08, on)

    def ampm(self, on=True):
        self._indicator(0x10, on)


class Seg14(HT16K33):
    def _push(self, c):
        b = self.buf
        if c != _DOT or b[_SEG14_LAST_HI] & _SEG14_DP:
            for i in range(1, 7):
                b[i] = b[i + 2]
            b[7] = 0
            b[8] = 0
        self._put(c, 3)

    def _put(self, c, index):
        if not 0x20 <= c <= 0x7F:
            return  # outside the font: adafruit leaves the position as it was
        b = self.buf
        p = 2 * index + 1  # low byte; the high byte follows
        if c == _DOT:
            b[p + 1] |= _SEG14_DP
            return
        f = 2 * (c - 0x20)
        b[p] = SEG14_FONT[f + 1]
        b[p + 1] = SEG14_FONT[f]

    def set_raw(self, index, mask):
        if not 0 <= index < _CHARS:
            raise ValueError("index 0..3")
        b = self.buf
        b[2 * index + 1] = mask & 0xFF
        b[2 * index + 2] = (mask >> 8) & 0xFF
