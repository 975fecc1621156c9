"""The front panel of a build, generated from its wiring file and hardware/parts.json.

Two drawings per build (``sideline hardware`` writes them beside the wiring diagram):

    front-panel.svg   1:1 in millimetres, to print and drill from: every display window and
                      button hole with its size, the pilot holes (drilled from behind) for
                      the screws through each board's mounting holes, the panel's corner
                      holes, a 100 mm bar to check the print scale
    front-view.svg    the finished front: the same layout with the displays showing a
                      typical moment of a game and the buttons labelled, and every board
                      behind the panel drawn over it (host_tools/hardware/panel_parts.py), with any
                      collision written in red

Where things go is decided by role, not by address: the clock in the middle of the top row
between the two scores, down-and-distance, ball-on and dice below, the text line under them
(its chips side by side in part order), the buttons in rows of four at the bottom. A build
without a role simply has no window for it.
"""

import json
from xml.sax.saxutils import escape

from host_tools.hardware.panel_parts import Board, mirrored, problems, window_rect
from host_tools.hardware.power import TYPICAL
from sideline.config import displays_for

ROWS = (("home", "clock", "away"), ("down", "ball_on", "dice"), ("text",))
LABELS = {
    "clock": "CLOCK",
    "home": "HOME",
    "away": "AWAY",
    "down": "DOWN & TO GO",
    "ball_on": "BALL ON",
    "dice": "DICE",
    "text": "",  # the text line speaks for itself
}
BUTTONS_PER_ROW = 4
EXTRA_BELOW = 32.0  # mm under the panel outline for the scale bar and notes
MIN_SHEET = 130.0  # mm: wide enough for the notes under a small panel


def load_parts(path):
    return json.loads(path.read_text())


def _fmt(x):
    return ("%.2f" % x).rstrip("0").rstrip(".")


class Layout:
    """Positions in mm of every window, hole, label and board of a build's front panel.

    Each backpack sits behind its window, the display's face centred in it; the cell a
    board takes is its PCB or its window, whichever reaches further, and cells stand
    board_gap apart (the room a STEMMA QT plug needs beside a board, panel_parts.py)."""

    def __init__(self, cfg, parts):
        self.parts = parts
        p = parts
        clamping = p["mount"]["style"] == "clamp"
        # The clamp mount (the old design, kept so its faults can be shown): two holes
        # beside each window at mid-height, a bar across the board's back between them.
        side = p["clamp"]["offset"] + p["clamp"]["hole"] / 2 if clamping else 0.0
        gap = p["board_gap"]
        self.items = []  # (role, label, [(display, x, y, w, h)]) windows
        self.boards = []  # panel_parts.Board per display
        self.clamps = []  # (x0, y, x1): a clamp bar's two hole centres
        self.label_y = {}  # role: the baseline of its label, above its boards
        rows = []
        for roles in ROWS:
            row = []
            for role in roles:
                chips = displays_for(cfg, role)
                if not chips:
                    continue
                cells = [_cell(p, d["kind"]) for d in chips]
                width = sum(c[2] - c[0] for c in cells) + gap * (len(cells) - 1)
                height = max(c[3] - c[1] for c in cells)
                row.append((role, chips, cells, width, height))
            if row:
                rows.append(row)
        row_widths = [sum(it[3] + 2 * side for it in row) + gap * (len(row) - 1) for row in rows]
        buttons = cfg["buttons"]
        b = p["button"]
        n_cols = min(len(buttons), BUTTONS_PER_ROW)
        btn_width = b["pitch"] * n_cols
        inner = max(row_widths + [btn_width])
        self.width = inner + 2 * p["margin"]
        y = p["margin"]
        for row, row_w in zip(rows, row_widths, strict=True):
            x = p["margin"] + (inner - row_w) / 2
            tallest = max(it[4] for it in row)
            for role, chips, cells, width, _height in row:
                x += side
                mid = y + p["label"] + tallest / 2
                placed = []
                cx = x
                for d, cell in zip(chips, cells, strict=True):
                    board = Board(d, p["backpacks"][d["kind"]], cx - cell[0], mid, p)
                    self.boards.append(board)
                    w = board.window
                    placed.append((d, w[0], w[1], w[2] - w[0], w[3] - w[1]))
                    cx += cell[2] - cell[0] + gap
                self.items.append((role, LABELS.get(role, role.upper()), placed))
                tops = [min(b.pcb[1], b.window[1]) for b in self.boards[-len(chips) :]]
                self.label_y[role] = min(tops) - 1.5
                if clamping:
                    left = placed[0][1] - p["clamp"]["offset"]
                    right = placed[-1][1] + placed[-1][3] + p["clamp"]["offset"]
                    self.clamps.append((left, mid, right))
                x += width + side + gap
            y += p["label"] + tallest + p["row_gap"]
        self.buttons = []  # (button, cx, cy)
        x0 = p["margin"] + (inner - btn_width) / 2
        for i, btn in enumerate(buttons):
            r, c = divmod(i, BUTTONS_PER_ROW)
            cy = y + p["label"] + b["hole"] / 2 + r * (p["label"] + b["hole"] + p["row_gap"] / 2)
            self.buttons.append((btn, x0 + b["pitch"] * (c + 0.5), cy))
        rows_of_buttons = (len(buttons) + BUTTONS_PER_ROW - 1) // BUTTONS_PER_ROW
        y += rows_of_buttons * (p["label"] + b["hole"]) + (rows_of_buttons - 1) * p["row_gap"] / 2
        self.height = y + p["margin"] - p["row_gap"] / 2
        k = p["corner_inset"]
        self.corners = [
            (k, k),
            (self.width - k, k),
            (k, self.height - k),
            (self.width - k, self.height - k),
        ]


def _cell(parts, kind):
    """What a board takes on the panel, relative to its centre: its PCB and its window."""
    bp = parts["backpacks"][kind]
    a = mirrored(bp["pcb"], 0, 0)
    w = mirrored(window_rect(bp, parts["clearance"]), 0, 0)
    return (min(a[0], w[0]), min(a[1], w[1]), max(a[2], w[2]), max(a[3], w[3]))


def _svg_head(width, height, background):
    return [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" viewBox="0 0 %s %s" '
        'font-family="DejaVu Sans, Arial, Helvetica, sans-serif">'
        % (_fmt(width), _fmt(height), _fmt(width), _fmt(height)),
        '<rect x="0" y="0" width="%s" height="%s" fill="%s"/>'
        % (_fmt(width), _fmt(height), background),
    ]


def _text(x, y, s, size, anchor="middle", fill="#212121", weight="normal", family=None):
    font = ' font-family="%s"' % family if family else ""
    return (
        '<text x="%s" y="%s" font-size="%s" text-anchor="%s" fill="%s" font-weight="%s"%s>%s</text>'
        % (
            _fmt(x),
            _fmt(y),
            _fmt(size),
            anchor,
            fill,
            weight,
            font,
            escape(s),
        )
    )


def _circle(x, y, d, stroke="#212121", fill="none", width=0.3, cls=""):
    return '<circle%s cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>' % (
        ' class="%s"' % cls if cls else "",
        _fmt(x),
        _fmt(y),
        _fmt(d / 2),
        fill,
        stroke,
        _fmt(width),
    )


def _rect(x, y, w, h, stroke="#212121", fill="none", width=0.3, rx=0, cls=""):
    head = '<rect class="%s"' % cls if cls else "<rect"
    return (
        '%s x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" stroke-width="%s"/>'
        % (
            head,
            _fmt(x),
            _fmt(y),
            _fmt(w),
            _fmt(h),
            _fmt(rx),
            fill,
            stroke,
            _fmt(width),
        )
    )


def render_cut(cfg, parts, source, build):
    """The 1:1 drilling and cutting drawing."""
    lay = Layout(cfg, parts)
    p = parts
    out = _svg_head(max(lay.width, MIN_SHEET), lay.height + EXTRA_BELOW, "#ffffff")
    out.append(_rect(0, 0, lay.width, lay.height, width=0.4))  # the panel's outline
    cut = "#c62828"
    for role, label, placed in lay.items:
        x0 = placed[0][1]
        x1 = placed[-1][1] + placed[-1][3]
        if label:
            out.append(_text((x0 + x1) / 2, lay.label_y[role], label, 3.5, weight="bold"))
        for d, x, y, w, h in placed:
            out.append(_rect(x, y, w, h, stroke=cut, cls="window"))
            out.append(
                _text(x + w / 2, y + h / 2 - 0.5, "0x%02x %s" % (d["address"], d["kind"]), 2.5)
            )
            out.append(
                _text(x + w / 2, y + h / 2 + 3, "cut %s x %s" % (_fmt(w), _fmt(h)), 2.5, fill=cut)
            )
    for x0, y, x1 in lay.clamps:
        for x in (x0, x1):
            out.append(_circle(x, y, p["clamp"]["hole"], stroke=cut, cls="clamp"))
    if p["mount"]["style"] == "holes":
        # Blind pilot holes, drilled from behind: dashed, as hidden edges are drawn.
        for board in lay.boards:
            for x, y in board.holes:
                out.append(
                    _circle(x, y, p["mount"]["pilot"], stroke=cut, cls="pilot").replace(
                        "/>", ' stroke-dasharray="0.6 0.4"/>'
                    )
                )
    for btn, x, y in lay.buttons:
        out.append(
            _circle(x, y, p["button"]["hole"], stroke=cut).replace(
                "<circle", '<circle class="button"', 1
            )
        )
        out.append(_text(x, y - p["button"]["hole"] / 2 - 1.5, btn["name"], 3.5, weight="bold"))
        out.append(_text(x, y + 1, "%s mm" % _fmt(p["button"]["hole"]), 2.5, fill=cut))
        out.append(_line(x - 1.5, y - 2.5, x + 1.5, y - 2.5) + _line(x, y - 4, x, y - 1))
    for x, y in lay.corners:
        out.append(
            _circle(x, y, p["corner_hole"], stroke=cut).replace(
                "<circle", '<circle class="corner"', 1
            )
        )
    # The scale check and what the drawing is.
    y = lay.height + 8
    bar = "M10 %s h100 M10 %s v-3 M110 %s v-3" % (_fmt(y), _fmt(y), _fmt(y))
    out.append('<path d="%s" stroke="#212121" stroke-width="0.4" fill="none"/>' % bar)
    out.append(_text(60, y - 1.5, "100 mm: measure this before cutting", 3))
    notes = [
        "Sideline %s build front panel, 1:1, %s x %s mm; print at 100%%, no fit to page."
        % (build, _fmt(lay.width), _fmt(lay.height)),
        "Generated by `sideline hardware` from %s and hardware/parts.json." % source,
        "Display faces there are from Adafruit's board files: measure yours, correct it first.",
        "Red: cut or drill. Windows: the display's face + %s mm a side. Buttons %s mm,"
        % (_fmt(p["clearance"]), _fmt(p["button"]["hole"])),
        "corners %s mm. Dashed: %s mm pilot holes %s mm deep, from BEHIND (print mirrored"
        % (_fmt(p["corner_hole"]), _fmt(p["mount"]["pilot"]), _fmt(p["mount"]["pilot_depth"])),
        "for the back), for the screws through each board's mounting holes (ASSEMBLY.md).",
    ]
    for i, note in enumerate(notes):
        out.append(_text(10, y + 5 + 3.6 * i, note, 2.5, anchor="start"))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _line(x1, y1, x2, y2, stroke="#c62828"):
    return '<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="0.2"/>' % (
        _fmt(x1),
        _fmt(y1),
        _fmt(x2),
        _fmt(y2),
        stroke,
    )


def _content(cfg, role, placed):
    """What each chip of a role shows in the drawing: the power budget's typical moment."""
    text = TYPICAL.get(role, "")
    if len(placed) > 1 or role == "text":
        text = text.ljust(4 * len(placed))
        return [text[4 * i : 4 * i + 4] for i in range(len(placed))]
    return [text]


LED = "#ff3b30"


def render_view(cfg, parts, source, build):
    """A drawing of the finished front (not to scale for cutting: use front-panel.svg)."""
    lay = Layout(cfg, parts)
    below = 17.5 + 3.5 * len(problems(lay, build))
    out = _svg_head(max(lay.width, MIN_SHEET), lay.height + below, "#ffffff")
    out.append(
        _rect(0, 0, lay.width, lay.height, stroke="#111111", fill="#263238", width=0.6, rx=3)
    )
    for role, label, placed in lay.items:
        x0 = placed[0][1]
        x1 = placed[-1][1] + placed[-1][3]
        if label:
            out.append(
                _text((x0 + x1) / 2, lay.label_y[role], label, 3.5, fill="#eceff1", weight="bold")
            )
        for (_d, x, y, w, h), shown in zip(placed, _content(cfg, role, placed), strict=True):
            out.append(_rect(x, y, w, h, stroke="#000000", fill="#0b0b0b", width=0.4))
            size = h * 0.72
            base = y + h / 2 + size * 0.36
            mono = "DejaVu Sans Mono, monospace"
            out.append(_text(x + w / 2, base, shown, size, fill=LED, weight="bold", family=mono))
    for btn, x, y in lay.buttons:
        out.append(_circle(x, y, parts["button"]["hole"] + 3, stroke="#111111", fill="#37474f"))
        out.append(_circle(x, y, parts["button"]["hole"] - 2, stroke="#b71c1c", fill="#e53935"))
        out.append(
            _text(
                x,
                y - parts["button"]["hole"] / 2 - 2.5,
                btn["name"],
                3.5,
                fill="#eceff1",
                weight="bold",
            )
        )
    for x, y in lay.corners:
        out.append(_circle(x, y, parts["corner_hole"] + 2, stroke="#90a4ae", fill="#b0bec5"))
    out.extend(_behind(lay))
    what = "Sideline %s build, the finished front (from %s)." % (build, source)
    out.append(_text(2, lay.height + 6, what + " To cut: front-panel.svg.", 3, anchor="start"))
    keys = (
        "Behind the panel, as if it were glass: boards green, HT16K33 black, header grey,",
        "STEMMA QT sockets white with their plug's room dashed, screws blue.",
    )
    for i, key in enumerate(keys):
        out.append(_text(2, lay.height + 10 + 3.2 * i, key, 2.5, anchor="start"))
    for i, problem in enumerate(problems(lay, build)):
        y = lay.height + 17.5 + 3.5 * i
        out.append(_text(2, y, problem, 2.5, anchor="start", fill="#c62828"))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _box(rect, cls, fill, stroke, opacity, dash=""):
    x0, y0, x1, y1 = rect
    shape = _rect(x0, y0, x1 - x0, y1 - y0, stroke=stroke, fill=fill, width=0.3, cls=cls)
    extra = ' fill-opacity="%s"' % opacity + (' stroke-dasharray="%s"' % dash if dash else "")
    return shape.replace("/>", extra + "/>")


def _behind(lay):
    """The backpacks behind the panel, drawn over it, so a part in the way shows."""
    out = []
    mount = lay.parts["mount"]
    for b in lay.boards:
        out.append(_box(b.pcb, "pcb", "#2e7d32", "#a5d6a7", 0.25, "1 0.6"))
        out.append(_box(b.chip, "chip", "#000000", "#9e9e9e", 0.7))
        out.append(_box(b.header, "header", "#9e9e9e", "#eeeeee", 0.6))
        for body, room, _side in b.sockets:
            out.append(_box(room, "plug", "#fff59d", "#fff59d", 0.15, "0.8 0.5"))
            out.append(_box(body, "socket", "#ffffff", "#ffffff", 0.8))
        if mount["style"] == "holes":
            for x, y in b.holes:
                out.append(_circle(x, y, mount["head"], stroke="#90caf9", width=0.3, cls="screw"))
    bar = lay.parts["clamp"]["bar"]
    for x0, y, x1 in lay.clamps:
        out.append(_box((x0, y - bar / 2, x1, y + bar / 2), "bar", "#90a4ae", "#cfd8dc", 0.5))
        for x in (x0, x1):
            out.append(_circle(x, y, lay.parts["clamp"]["hole"], stroke="#90caf9", cls="screw"))
    return out
