"""The catalogue's words through the box's own fonts: firmware/drivers/ht16k33.py's Seg14 and
Seg7, fed as the panel feeds them (the text line is two 4-character chips), so a word is
judged by the segments a player would see. No second copy of a font: the chips' RAM is read.
"""

from drivers.ht16k33 import SEG7_FONT, SEG14_FONT, Seg7, Seg14
from host_tools.catalogue.template import SEG7_ROLES

WIDTH = {"text": 8, "dice": 4}  # characters a role has; the 7-segment roles have 4 digits


class _Bus:
    def writeto(self, addr, buf):
        pass


_CHIPS = {"seg14": Seg14(_Bus(), 0x70), "seg7": Seg7(_Bus(), 0x70)}


def kind(role):
    return "seg7" if role in SEG7_ROLES else "seg14"


def width(role):
    return WIDTH.get(role, 4)


def segments(role, text):
    """The RAM bytes the role's chips hold for text, as the panel writes them."""
    chip = _CHIPS[kind(role)]
    if role == "text":
        text = text.ljust(8)  # the games pad the line: a word starts at the left
        out = b""
        for i in range(2):
            chip.text(text[4 * i : 4 * i + 4])
            out += bytes(chip.buf[1:])
        return out
    chip.text(text)
    return bytes(chip.buf[1:])


def positions(role, text):
    """Character positions text takes: a dot rides on the character before it, and a
    7-segment colon takes none."""
    n = 0
    prev = None
    for c in text:
        if c == "." and prev not in (None, "."):
            prev = c
            continue
        if c in ":;" and kind(role) == "seg7":
            continue
        n += 1
        prev = c
    return n


def _seg14(c):
    i = 2 * (ord(c) - 0x20)
    return SEG14_FONT[i] << 8 | SEG14_FONT[i + 1]


_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_SEG7_INDEX = {c: i for i, c in enumerate("0123456789abcdefghijklmnopqrstuvwxy")}


def _seg7(c):
    c = c.lower()
    if c in _SEG7_INDEX:
        return SEG7_FONT[_SEG7_INDEX[c]]
    return {"-": SEG7_FONT[36], " ": 0}.get(c)


def undrawable(role, text):
    """The characters of text the role cannot show as themselves: outside the font, or
    lit exactly as a different letter or digit (the 14-segment ':' is the centre bar, an I;
    the 7-segment k, m, w, x are a dash, its S is a 5)."""
    bad = []
    for c in text:
        if c == " " or c == ".":
            continue
        if kind(role) == "seg14":
            if not 0x20 <= ord(c) < 0x7F:
                bad.append(c)
                continue
            g = _seg14(c)
            if any(_seg14(o) == g for o in _LETTERS if o != c.upper()):
                bad.append(c)
        else:
            if c in ":;":
                continue  # the colon LEDs between the digits
            g = _seg7(c)
            if g is None or any(_seg7(o) == g for o in "0123456789-" if o != c.lower()):
                if not c.isdigit() and c != "-":
                    bad.append(c)
    return bad
