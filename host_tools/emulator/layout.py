"""The emulator window's layout (host_tools/emulator/terminal.py): the keys for the buttons,
the displays' rows, and the largest arrangement (LAYOUTS) a terminal has room for."""

from host_tools.emulator.button_legend import JOB_CHARS
from host_tools.emulator.segments_draw import (
    cell_size,
    chip_grid,
)

TICK_S = 0.02  # the UI timer: 50 Hz
MAX_CATCHUP_MS = 2000  # after a stall (laptop asleep) the rest is dropped, not replayed
PRESS_MS = 60  # a key press: button down this long ...
AFTER_MS = 40  # ... then up this long, before the next key is looked at
KEY_CELL = 40  # a button's place in the small layout's two-column legend
LONG_EXTRA_MS = 200  # a long press holds this much past the config's long_press_ms

# Keys for the reference build's buttons: (short-press keys, long-press keys).
DEFAULT_KEYS = {
    "CLOCK": (("c",), ("C",)),
    "ROLL": (("r", "space"), ("R",)),
    "MODE": (("m",), ("M",)),
    "OK": (("enter", "o"), ("O",)),
    "UP": (("up", "k"), ("shift+up", "K")),
    "DOWN": (("down", "j"), ("shift+down", "J")),
    "BACK": (("b", "backspace"), ("B",)),
    "UNDO": (("u",), ("U",)),
}
QUIT_KEYS = ("q", "ctrl+q")
KEY_LABELS = {
    "up": "↑",
    "down": "↓",
    "shift+up": "shift+↑",
    "shift+down": "shift+↓",
    "enter": "enter",
    "space": "space",
    "backspace": "backspace",
}

# Where each role goes on screen (the reference build): the clock big on top between the
# scores, then down & distance, ball on and the dice, then the text line.
LAYOUT = (("home", "clock", "away"), ("down", "ball_on", "dice"), ("text",))


def key_map(buttons):
    """[(name, short keys, long keys, job)] for the config's buttons. Buttons the reference
    build does not have get a free letter of their name (capital: long press)."""
    used = set(QUIT_KEYS)
    for short, long in DEFAULT_KEYS.values():
        used.update(short + long)
    out = []
    for b in buttons:
        name = b["name"]
        keys = DEFAULT_KEYS.get(name)
        if keys is None:
            keys = ((), ())
            for ch in name.lower():
                if ch.isalpha() and ch not in used:
                    used.update((ch, ch.upper()))
                    keys = ((ch,), (ch.upper(),))
                    break
        out.append((name, keys[0], keys[1], b.get("job", "")))
    return out


def layout_rows(displays):
    """The displays in screen rows: [[spec, ...], ...] following LAYOUT; roles it does not
    place go in a last row. Chips of one role stay together, in part order."""
    by_role = {}
    for d in displays:
        by_role.setdefault(d["role"], []).append(d)
    for specs in by_role.values():
        specs.sort(key=lambda d: d.get("part", 0))
    rows = []
    placed = set()
    for roles in LAYOUT:
        row = [d for r in roles for d in by_role.get(r, [])]
        placed.update(roles)
        if row:
            rows.append(row)
    rest = [d for r in by_role if r not in placed for d in by_role[r]]
    if rest:
        rows.append(rest)
    return rows


def _keys_text(keys):
    return " ".join(KEY_LABELS.get(k, k) for k in keys)


def _short_key(keys):
    """The shortest label of keys (the first of equals): the small legend's one key."""
    labels = [KEY_LABELS.get(k, k) for k in keys]
    return min(labels, key=len) if labels else ""


def role_title(role):
    """A display's title: its role as the wiring file names it ("ball_on": BALL ON)."""
    return role.replace("_", " ").upper()


def chip_width(kind, size):
    return len(chip_grid(kind, [set()] * 4, size=size)[0])


# The screen's arrangements, largest first: (how the displays are drawn, how the keys are
# listed). "lines": a button a line with all its keys, a header and a hint; "grid": two
# buttons a line, one key and its long key each, under a header.
LAYOUTS = (("xlarge", "lines"), ("large", "lines"), ("large", "grid"), ("small", "grid"))


def screen_size(cfg, board, keys):
    """(columns, rows) the whole screen needs: the title, the rows of displays, the key
    legend (every button of the build) and the status line. Large and xlarge: each display in a
    box (2 columns and rows more) with a margin of 1 either side; small: its role on a line
    above it, a margin of 1 either side."""
    rows = layout_rows(cfg["displays"])
    buttons = len(cfg["buttons"])
    frame = 1 if board == "small" else 2
    width = max(sum(chip_width(d["kind"], board) + frame + 2 for d in row) for row in rows)
    height = sum(max(cell_size(d["kind"], board)[0] for d in row) + frame for row in rows)
    if keys == "lines":
        height += 1 + 1 + buttons + 1  # margin, header, a line each, the hint
        width = max(width, 1 + 8 + 15 + 14 + JOB_CHARS)
    else:  # a button that is two (a long press meaning another) has a line to itself
        wide = sum(1 for b in cfg["buttons"] if "long" in b)
        height += 1 + 1 + wide + (buttons - wide + 1) // 2  # margin, header, two a line
        width = max(width, 2 * KEY_CELL)
    return width, 1 + height + 1


def pick_layout(cfg, terminal):
    """The largest arrangement (LAYOUTS) whose whole screen fits the terminal ((w, h)); the
    smallest when none does (the status line then says what it needs)."""
    w, h = terminal
    for board, keys in LAYOUTS:
        need = screen_size(cfg, board, keys)
        if need[0] <= w and need[1] <= h:
            return board, keys
    return LAYOUTS[-1]
