"""LED displays drawn with box-drawing characters, from a virtual HT16K33's RAM.

Pure drawing, no Textual: :func:`chip_grid` turns what a chip shows (its lit segments and
indicators, decoded from RAM by host_tools/emulator/virtual_ht16k33.py) into a grid of cells, each
``(char, state)`` with state ``"lit"``, ``"unlit"`` or ``None`` (background), and
:func:`grid_text` colours the grid as a rich ``Text``. The emulator draws with both; tests
compare a grid with the chip's RAM.

Every segment has a place in the grid, lit or not, so wrong segments show as they would on
the glass. Lit segments are heavy lines, unlit ones light dotted lines (so a plain-text copy of
the screen still tells them apart). Three sizes: ``large`` as the glass is proportioned (the
1.2in clock bigger than the 0.56in displays)::

    7-segment (5 x 4)   1.2in 7-segment (7 x 5)   14-segment (7 x 7)
     ━━                  ━━━                       ━━━━━
    ┃  ┃                ┃   ┃                     ┃╲ ┃ ╱┃
     ━━                 ┃   ┃                     ┃ ╲┃╱ ┃
    ┃  ┃                 ━━━                       ━━ ━━
     ━━ ●               ┃   ┃                     ┃ ╱┃╲ ┃
                        ┃   ┃                     ┃╱ ┃ ╲┃
                         ━━━ ●                     ━━━━━ ●

``xlarge``, the same proportions bigger (a 7 x 6 and a 9 x 7 7-segment, a 9 x 9 14-segment)
for a terminal with room to spare, and ``small``, which fits the whole board and its keys into
an 80x24 terminal: the classic three-row 7-segment (the horizontals as low bars, so that the
middle and bottom bars sit between the uprights, and ``_`` unlit) for the clock as for the
others, and a five-row 14-segment::

    7-segment (3 x 3)   14-segment (5 x 5)
     ▁                   ━━━
    ┃▁┃                 ┃╲┃╱┃
    ┃▁┃●                 ━ ━
                        ┃╱┃╲┃
                         ━━━ ●
"""

from rich.style import Style
from rich.text import Text

# Cell templates: each letter is the segment drawn there (G = g1, H = g2 on the 14-segment).
TEMPLATES = {
    "seg7": (" aa ", "f  b", " gg ", "e  c", " dd "),
    "bigseg7": (" aaa ", "f   b", "f   b", " ggg ", "e   c", "e   c", " ddd "),
    "seg14": (" aaaaa ", "fh j kb", "f hjk b", " GG HH ", "e lmn c", "el m nc", " ddddd "),
}
# Extra large, for a terminal with room to spare: the large drawing's proportions, bigger.
XLARGE_TEMPLATES = {
    "seg7": (" aaaa ", "f    b", "f    b", " gggg ", "e    c", "e    c", " dddd "),
    "bigseg7": (
        " aaaaa ",
        "f     b",
        "f     b",
        "f     b",
        " ggggg ",
        "e     c",
        "e     c",
        "e     c",
        " ddddd ",
    ),
    "seg14": (
        " aaaaaaa ",
        "fh  j  kb",
        "f h j k b",
        "f  hjk  b",
        " GGG HHH ",
        "e  lmn  c",
        "e l m n c",
        "el  m  nc",
        " ddddddd ",
    ),
}
SMALL_TEMPLATES = {
    "seg7": (" a ", "fgb", "edc"),
    "bigseg7": (" a ", "fgb", "edc"),
    "seg14": (" aaa ", "fhjkb", " G H ", "elmnc", " ddd "),
}
SIZES = ("small", "large", "xlarge")
_NAMES = {"G": "g1", "H": "g2"}
_HORIZONTAL = "adgGH"
_VERTICAL = "bcefjm"
_FALLING = "hn"  # top-left to bottom-right
_RISING = "kl"

# (lit, unlit) glyphs
GLYPHS = {
    "horizontal": ("━", "┈"),
    "vertical": ("┃", "┊"),
    "falling": ("╲", "·"),
    "rising": ("╱", "·"),
    "dot": ("●", "·"),
    "low": ("▁", "_"),  # a horizontal in a row it shares with uprights (small 7-segment)
}

# Lit colours by kind (RGB): amber for the big clock, red for the other 7-segments, green
# for the alphanumerics.
COLOURS = {"bigseg7": (255, 176, 0), "seg7": (255, 48, 32), "seg14": (48, 255, 96)}
BACKGROUND = (10, 10, 10)
UNLIT_LEVEL = 0.16  # how much of the lit colour an unlit segment shows

# Blink rates of the HT16K33's display setup register: period in ms (half on, half off).
BLINK_PERIOD_MS = {1: 500, 2: 1000, 3: 2000}
BLINK_HZ = {0: "", 1: "2 Hz", 2: "1 Hz", 3: "0.5 Hz"}


def _glyph_kind(letter):
    if letter in _HORIZONTAL:
        return "horizontal"
    if letter in _VERTICAL:
        return "vertical"
    if letter in _FALLING:
        return "falling"
    return "rising"


def _template(kind, size):
    if size == "small":
        return SMALL_TEMPLATES[kind]
    return (XLARGE_TEMPLATES if size == "xlarge" else TEMPLATES)[kind]


def _cell(kind, size):
    """The template of one character as rows of (segment name or None, glyph kind)."""
    lines = _template(kind, size)
    rows = []
    for line in lines:
        row = []
        for letter in line:
            if letter == " ":
                row.append((None, None))
            else:
                glyph = _glyph_kind(letter)
                if glyph == "horizontal" and len(lines) == 3:
                    glyph = "low"
                row.append((_NAMES.get(letter, letter), glyph))
        rows.append(row)
    return rows


_CELLS = {(kind, size): _cell(kind, size) for kind in TEMPLATES for size in SIZES}


def cell_size(kind, size="large"):
    """(rows, columns) of one character's cell, without its decimal point column."""
    rows = _template(kind, size)
    return len(rows), len(rows[0])


def _put(grid, row, glyph, on):
    grid[row].append((GLYPHS[glyph][0 if on else 1], "lit" if on else "unlit"))


def _blank(grid, row):
    grid[row].append((" ", None))


def _column(grid, marks):
    """A one-column strip: marks is {row: lit?} for the rows that have a dot."""
    for r in range(len(grid)):
        if r in marks:
            _put(grid, r, "dot", marks[r])
        else:
            _blank(grid, r)


def blink_on(blink, now_ms):
    """Whether a chip blinking at this rate shows its LEDs at now_ms (virtual time)."""
    period = BLINK_PERIOD_MS.get(blink)
    if period is None:
        return True
    return now_ms % period < period // 2


def chip_grid(kind, segments, indicators=(), shown=True, size="large"):
    """The grid of one chip: 4 characters from ``segments`` (a list of 4 sets of lit segment
    names, as ``VirtualHT16K33.segments(kind)``) and the colon/dots in ``indicators``.
    With shown False (display off, standby, or the off half of a blink) nothing is lit.
    size: "large", "small" (the drawings above) or "xlarge" (the large one, bigger)."""
    rows, _ = cell_size(kind, size)
    grid = [[] for _ in range(rows)]
    lit_ind = set(indicators) if shown else set()
    if rows == 3:
        mid_hi, mid_lo, top, bottom = 1, 2, 0, 2
    else:
        mid_hi, mid_lo = {5: (1, 3), 7: (2, 4)}.get(rows, (2, rows - 3))
        top, bottom = 1, rows - 2
    if kind == "bigseg7":
        _column(grid, {top: "top_left_dot" in lit_ind, bottom: "bottom_left_dot" in lit_ind})
        _column(grid, {})
    for i in range(4):
        lit = segments[i] if shown else set()
        for r, row in enumerate(_CELLS[kind, size]):
            for name, glyph in row:
                if name is None:
                    _blank(grid, r)
                else:
                    _put(grid, r, glyph, name in lit)
        _column(grid, {rows - 1: "dp" in lit})  # the decimal point
        if i == 1 and kind != "seg14":
            _column(grid, {})
            on = "colon" in lit_ind
            _column(grid, {mid_hi: on, mid_lo: on})
        if i < 3:
            _column(grid, {})
    if kind == "bigseg7":
        _column(grid, {0: "ampm" in lit_ind})
    return grid


def lit_cells(grid):
    """The (row, column) of every lit cell: what tests compare."""
    return {
        (r, c) for r, row in enumerate(grid) for c, (_, state) in enumerate(row) if state == "lit"
    }


def grid_lines(grid):
    """The grid as plain text lines."""
    return ["".join(ch for ch, _ in row) for row in grid]


def _mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def _hex(rgb):
    return "#%02x%02x%02x" % rgb


def lit_level(brightness):
    """How bright lit segments are drawn at HT16K33 dimming level 0..15 (duty 1/16..16/16):
    never so dim that level 0 cannot be told from unlit."""
    return 0.4 + 0.6 * (brightness + 1) / 16


def styles(kind, brightness=15):
    """{state: rich Style} for one chip's grid."""
    full = COLOURS[kind]
    return {
        "lit": Style(color=_hex(_mix(BACKGROUND, full, lit_level(brightness))), bold=True),
        "unlit": Style(color=_hex(_mix(BACKGROUND, full, UNLIT_LEVEL))),
        None: Style(),
    }


def grid_text(grid, kind, brightness=15):
    """The grid as a rich Text, lit segments dimmed by the chip's brightness level."""
    st = styles(kind, brightness)
    out = Text(no_wrap=True, overflow="crop")
    for r, row in enumerate(grid):
        if r:
            out.append("\n")
        run = []
        state = object()
        for ch, s in row:
            if s != state and run:
                out.append("".join(run), st[state])
                run = []
            state = s
            run.append(ch)
        if run:
            out.append("".join(run), st[state])
    return out
