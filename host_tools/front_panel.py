"""The front panel of a build, generated from its wiring file and hardware/parts.json.

Two drawings per build (``sideline hardware`` writes them beside the wiring diagram):

    front-panel.svg   1:1 in millimetres, to print and drill from: every display window and
                      button hole with its size, the clamp-bar holes beside each window, the
                      panel's corner holes, a 100 mm bar to check the print scale
    front-view.svg    the finished front: the same layout with the displays showing a
                      typical moment of a game and the buttons labelled

Where things go is decided by role, not by address: the clock in the middle of the top row
between the two scores, down-and-distance, ball-on and dice below, the text line under them
(its chips side by side in part order), the buttons in rows of four at the bottom. A build
without a role simply has no window for it.
"""

import json
from xml.sax.saxutils import escape

from host_tools.power import TYPICAL
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
    """Positions in mm of every window, hole and label of a build's front panel."""

    def __init__(self, cfg, parts):
        self.parts = parts
        p = parts
        clear = p["clearance"]
        side = p["clamp_offset"] + p["clamp_hole"] / 2  # clamp holes beside each window
        self.items = []  # (role, label, [(display, x, y, w, h)]) windows
        self.clamps = []  # (x, y) clamp-bar hole centres
        rows = []
        for roles in ROWS:
            row = []
            for role in roles:
                chips = displays_for(cfg, role)
                if not chips:
                    continue
                sizes = [p["displays"][d["kind"]]["face"] for d in chips]
                wins = [(w + 2 * clear, h + 2 * clear) for w, h in sizes]
                width = sum(w for w, _ in wins) + p["chip_gap"] * (len(wins) - 1)
                height = max(h for _, h in wins)
                row.append((role, chips, wins, width, height))
            if row:
                rows.append(row)
        row_widths = [
            sum(it[3] + 2 * side for it in row) + p["item_gap"] * (len(row) - 1) for row in rows
        ]
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
            for role, chips, wins, width, height in row:
                x += side
                wy = y + p["label"] + (tallest - height) / 2
                placed = []
                cx = x
                for d, (w, h) in zip(chips, wins, strict=True):
                    placed.append((d, cx, wy + (height - h) / 2, w, h))
                    cx += w + p["chip_gap"]
                self.items.append((role, LABELS.get(role, role.upper()), placed))
                mid = wy + height / 2
                self.clamps.append((x - p["clamp_offset"], mid))
                self.clamps.append((x + width + p["clamp_offset"], mid))
                x += width + side + p["item_gap"]
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
    for _role, label, placed in lay.items:
        x0 = placed[0][1]
        x1 = placed[-1][1] + placed[-1][3]
        if label:
            out.append(_text((x0 + x1) / 2, placed[0][2] - 1.5, label, 3.5, weight="bold"))
        for d, x, y, w, h in placed:
            out.append(_rect(x, y, w, h, stroke=cut, cls="window"))
            out.append(
                _text(x + w / 2, y + h / 2 - 0.5, "0x%02x %s" % (d["address"], d["kind"]), 2.5)
            )
            out.append(
                _text(x + w / 2, y + h / 2 + 3, "cut %s x %s" % (_fmt(w), _fmt(h)), 2.5, fill=cut)
            )
    for x, y in lay.clamps:
        out.append(
            _circle(x, y, p["clamp_hole"], stroke=cut).replace(
                "<circle", '<circle class="clamp"', 1
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
        "Display sizes there are nominal: measure yours and correct that file first.",
        "Red: cut or drill. Windows: face + %s mm a side. Holes: clamp bars %s mm,"
        % (_fmt(p["clearance"]), _fmt(p["clamp_hole"])),
        "buttons %s mm, corners %s mm (hardware/ASSEMBLY.md)."
        % (_fmt(p["button"]["hole"]), _fmt(p["corner_hole"])),
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
    out = _svg_head(max(lay.width, MIN_SHEET), lay.height + 10, "#ffffff")
    out.append(
        _rect(0, 0, lay.width, lay.height, stroke="#111111", fill="#263238", width=0.6, rx=3)
    )
    for role, label, placed in lay.items:
        x0 = placed[0][1]
        x1 = placed[-1][1] + placed[-1][3]
        if label:
            out.append(
                _text((x0 + x1) / 2, placed[0][2] - 1.5, label, 3.5, fill="#eceff1", weight="bold")
            )
        for (_d, x, y, w, h), shown in zip(placed, _content(cfg, role, placed), strict=True):
            out.append(_rect(x, y, w, h, stroke="#000000", fill="#0b0b0b", width=0.4))
            size = h * 0.72
            base = y + h / 2 + size * 0.36
            mono = "DejaVu Sans Mono, monospace"
            out.append(_text(x + w / 2, base, shown, size, fill=LED, weight="bold", family=mono))
    for x, y in lay.clamps:
        out.append(_circle(x, y, parts["clamp_hole"] + 2, stroke="#90a4ae", fill="#b0bec5"))
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
    what = "Sideline %s build, the finished front (from %s)." % (build, source)
    out.append(_text(2, lay.height + 6, what + " To cut: front-panel.svg.", 3, anchor="start"))
    out.append("</svg>")
    return "\n".join(out) + "\n"
