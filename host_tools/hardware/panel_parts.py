"""The backpacks behind a front panel, and what `sideline hardware --check` checks of them.

hardware/parts.json holds each backpack's PCB outline, mounting holes, HT16K33, header and
STEMMA QT sockets as Adafruit's board files place them (board coordinates: the board's
centre at 0, 0, y up, seen from the chip side). A board behind the panel is seen from the
front here, so x is mirrored; panel coordinates are millimetres with y down, as in the SVG.

The checks, each a one-line problem naming the board:

    ledge    the board rests with its PCB's front on the panel's back, the display through
             its window: the PCB must reach at least min_ledge past the window on two
             opposite sides; and each mounting screw's pilot hole, drilled from behind,
             must lie wholly in panel material, not in a window
    chip     no clamp bar across the HT16K33 (it stands proud of the PCB's back)
    socket   a STEMMA QT socket needs room for its plug and the cable's bend (plug_reach
             out from the socket): no screw, clamp bar or other board there
    room     boards do not overlap each other, a button's body behind the panel or a
             corner hole, and stay on the panel
"""


def mirrored(rect, cx, cy):
    """A board-coordinate rectangle as seen from the front, placed at (cx, cy)."""
    x0, y0, x1, y1 = rect
    return (cx - x1, cy - y1, cx - x0, cy - y0)


def grow(rect, by):
    x0, y0, x1, y1 = rect
    return (x0 - by, y0 - by, x1 + by, y1 + by)


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def circle_hits(cx, cy, d, rect):
    """Whether a circle of diameter d overlaps a rectangle."""
    dx = max(rect[0] - cx, 0.0, cx - rect[2])
    dy = max(rect[1] - cy, 0.0, cy - rect[3])
    return dx * dx + dy * dy < (d / 2) ** 2


def window_rect(backpack, clearance):
    """The window in board coordinates: the display's face plus the clearance all round."""
    return grow(backpack["face"], clearance)


class Board:
    """One backpack placed behind the panel, every part in panel coordinates."""

    def __init__(self, display, backpack, cx, cy, parts):
        self.display = display
        self.cx, self.cy = cx, cy
        self.pcb = mirrored(backpack["pcb"], cx, cy)
        self.window = mirrored(window_rect(backpack, parts["clearance"]), cx, cy)
        self.chip = mirrored(backpack["chip"], cx, cy)
        self.header = mirrored(backpack["header"], cx, cy)
        self.holes = [(cx - x, cy - y) for x, y in backpack["holes"]]
        self.sockets = []  # (body, room for the plug), the side it opens to
        for s in backpack["sockets"]:
            body = list(s["body"])
            room = list(body)
            if s["opens"] > 0:
                room[2] += parts["plug_reach"]
            else:
                room[0] -= parts["plug_reach"]
            side = "right" if s["opens"] < 0 else "left"  # as seen from the front
            self.sockets.append((mirrored(body, cx, cy), mirrored(tuple(room), cx, cy), side))

    def name(self):
        d = self.display
        return "0x%02x %s (%s)" % (d["address"], d["role"], d["kind"])


def _mm(x):
    return ("%.2f" % x).rstrip("0").rstrip(".")


def _ledge(board, parts):
    w, p = board.window, board.pcb
    above, below = w[1] - p[1], p[3] - w[3]
    left, right = w[0] - p[0], p[2] - w[2]
    need = parts["min_ledge"]
    out = []
    if min(above, below) < need and min(left, right) < need:
        out.append(
            "the window %s x %s mm leaves its board no ledge to rest on (PCB past the "
            "window: above %s, below %s, left %s, right %s mm; needs %s mm on two opposite "
            "sides)"
            % tuple(_mm(v) for v in (w[2] - w[0], w[3] - w[1], above, below, left, right, need))
        )
    return out


def problems(layout, build):
    """Every collision in a build's front panel, one line each (an empty list: none)."""
    parts = layout.parts
    mount = parts["mount"]
    holes_mount = mount["style"] == "holes"
    boards = layout.boards
    out = []

    def say(board, what):
        out.append("front panel (%s build): %s: %s" % (build, board.name(), what))

    screws = []  # (x, y, head diameter, what)
    if holes_mount:
        for b in boards:
            for x, y in b.holes:
                screws.append((x, y, mount["head"], "a mounting screw of %s" % b.name()))
    for x0, y, x1 in layout.clamps:
        screws.append((x0, y, parts["clamp"]["hole"], "a clamp screw"))
        screws.append((x1, y, parts["clamp"]["hole"], "a clamp screw"))
    bars = [(x0, y - parts["clamp"]["bar"] / 2, x1, y + parts["clamp"]["bar"] / 2)
            for x0, y, x1 in layout.clamps]  # fmt: skip

    for b in boards:
        for line in _ledge(b, parts):
            say(b, line)
        if holes_mount:
            for x, y in b.holes:
                for other in boards:
                    if circle_hits(x, y, mount["pilot"], other.window):
                        say(
                            b,
                            "the pilot hole for its mounting screw at %s, %s mm breaks into "
                            "the window of %s: no panel there to hold the screw"
                            % (_mm(x), _mm(y), other.name()),
                        )
        for bar in bars:
            if overlap(bar, b.chip):
                say(b, "a clamp bar lies across its HT16K33, which stands proud of its back")
        for _body, room, side in b.sockets:
            for x, y, d, what in screws:
                if circle_hits(x, y, d, room):
                    say(b, "its STEMMA QT socket on the %s is under %s" % (side, what))
            for bar in bars:
                if overlap(bar, room):
                    say(b, "its STEMMA QT socket on the %s is under a clamp bar" % side)
            for other in boards:
                if other is not b and overlap(room, other.pcb):
                    say(
                        b,
                        "its STEMMA QT socket on the %s has no room for the plug: the "
                        "board of %s is in the way" % (side, other.name()),
                    )
    for i, b in enumerate(boards):
        for other in boards[i + 1 :]:
            if overlap(b.pcb, other.pcb):
                say(b, "its board overlaps the board of %s" % other.name())
        for btn, x, y in layout.buttons:
            if circle_hits(x, y, parts["button"]["behind"], b.pcb):
                say(b, "its board is in the way of button %s behind the panel" % btn["name"])
        for x, y in layout.corners:
            if circle_hits(x, y, parts["corner_hole"], b.pcb):
                say(b, "its board covers a corner hole of the panel")
        x0, y0, x1, y1 = b.pcb
        if x0 < 0 or y0 < 0 or x1 > layout.width or y1 > layout.height:
            say(b, "its board reaches past the panel's edge")
    return out
