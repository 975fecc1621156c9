"""The scoreboard in the terminal: a Textual app around a VirtualBox.

Every display is drawn from its virtual HT16K33's RAM and registers (lit segments, colon and
dots, brightness, blink rate, display on/off), so the screen shows what the glass would,
wrong segments included. Keys and mouse clicks drive the buttons' GPIO pins, and the
firmware's own debouncing, long-press and repeat logic turns them into events.

Time: a Textual interval timer moves the box's virtual ticks on by the real milliseconds
elapsed (time.monotonic), so the game clock runs in real time. A key press is pressed and
released at once in virtual time (60 ms down, 40 ms up), which puts virtual time a little
ahead of real time; the timer waits until real time catches up. With ``realtime=False``
(tests) nothing moves unless :meth:`EmulatorApp.advance` is called.

Layout: the largest arrangement (LAYOUTS) the terminal has room for, picked again when it is
resized: from an 80x24 terminal (small digits, each display under its role, two buttons a
line) to bigger digits in boxes with a line per button. The key legend is the one of the game
and mode on the board (host_tools/emulator/button_legend.py), rewritten when either changes.
"""

import time

from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from host_tools.emulator.button_legend import JOB_CHARS, game_name, legend
from host_tools.emulator.segments_draw import (
    BLINK_HZ,
    blink_on,
    cell_size,
    chip_grid,
    grid_lines,
    grid_text,
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


class ChipView(Widget):
    """One HT16K33 backpack as it looks: its grid of segments, its role on the border,
    brightness (or off / absent) under it. size "small": no box, the role on a line above
    and what is wrong (off, absent) beside it."""

    DEFAULT_CSS = """
    ChipView {
        border: round #3a3a3a;
        border-title-color: #b0b0b0;
        border-subtitle-color: #808080;
        background: #0a0a0a;
    }
    ChipView.small {
        border: none;
        border-top: blank #0a0a0a;
        border-title-align: left;
        background: #000000;
    }
    """

    def __init__(self, box, spec, parts=1, size="large"):
        addr = spec["address"]
        super().__init__(id="chip-%02x" % addr, classes="chip " + size)
        self.box = box
        self.spec = spec
        self.kind = spec["kind"]
        self.chip = box.chips[addr]
        self.parts = parts
        self.drawing = size
        self.grid = None
        self.shown = False
        self._key = None
        rows, _ = cell_size(self.kind, size)
        frame = 1 if size == "small" else 2
        self.styles.width = chip_width(self.kind, size) + (0 if size == "small" else 2)
        self.styles.height = rows + frame

    @property
    def attached(self):
        chip = self.chip
        return self.box.bus.devices.get(self.spec["address"]) is chip and not chip.fail

    def title(self):
        s = self.spec
        t = role_title(s["role"])
        if self.parts > 1:
            t += " %d/%d" % (s.get("part", 0) + 1, self.parts)
        if self.chip.blink and self.chip.lit:
            t += " · blink " + BLINK_HZ[self.chip.blink]
        if self.drawing == "small":  # no line under it: what is wrong goes beside the role
            sub = self.subtitle()
            if not sub.startswith("brightness"):
                t += " · " + sub.replace(" on the bus", "")  # "DICE · no answer" fits
        return t

    def subtitle(self):
        chip = self.chip
        if not self.attached:
            return "no answer on the bus"
        if not chip.oscillator:
            return "standby"
        if not chip.display_on:
            return "display off"
        return "brightness %d/15" % chip.brightness

    def sync(self, now):
        """Redraw if what the chip shows changed (RAM, registers, or the blink phase)."""
        chip = self.chip
        shown = chip.lit and blink_on(chip.blink, now)
        key = (
            bytes(chip.ram),
            chip.oscillator,
            chip.display_on,
            chip.blink,
            chip.brightness,
            shown,
            self.attached,
        )
        if key == self._key:
            return False
        self._key = key
        self.shown = shown
        self.grid = chip_grid(
            self.kind, chip.segments(self.kind), chip.indicators(self.kind), shown, self.drawing
        )
        self.border_title = self.title()
        self.border_subtitle = self.subtitle()
        self.refresh()
        return True

    def lines(self):
        return grid_lines(self.grid)

    def render(self):
        if self.grid is None:
            return Text("")
        return grid_text(self.grid, self.kind, self.chip.brightness)


class ButtonView(Widget):
    """One push button, its keys and what it does in the game and mode on the board: click it
    (hold the mouse for a long press). Small: its name, one key, its long key, the job."""

    DEFAULT_CSS = """
    ButtonView {
        height: 1;
        width: 100%;
    }
    """

    CAP = Style(color="#101010", bgcolor="#c8c8c8", bold=True)
    CAP_DOWN = Style(color="#101010", bgcolor="#ffb000", bold=True)
    KEYS = Style(color="#ffd479", bold=True)
    JOB = Style(color="#a0a0a0")

    def __init__(self, name, short, long, job, keys="lines"):
        super().__init__(id="button-" + name, classes="button")
        self.button = name
        self.short = short
        self.long = long
        self.job = job
        self.keys = keys
        self.held = False

    def render(self):
        t = Text(no_wrap=True, overflow="ellipsis")
        t.append(" %-6s" % self.button, self.CAP_DOWN if self.held else self.CAP)
        if self.keys == "grid":
            t.append(" %-2s%-2s" % (_short_key(self.short), _short_key(self.long)), self.KEYS)
        else:
            t.append("  %-15s" % _keys_text(self.short), self.KEYS)
            t.append("%-14s" % _keys_text(self.long), self.KEYS)
        t.append(self.job, self.JOB)
        return t

    def on_mouse_down(self, event):
        event.stop()
        if not self.held:
            self.capture_mouse()
            self.app.button_down(self.button)

    def on_mouse_up(self, event):
        event.stop()
        if self.held:
            self.release_mouse()
            self.app.button_up(self.button)

    def on_mouse_release(self, event):
        # Capture lost (the mouse went up somewhere we did not hear of): let the button go.
        if self.held:
            self.app.button_up(self.button)


class EmulatorApp(App):
    """The emulator. ``box``: a VirtualBox; ``realtime``: drive time from the clock on the
    wall (False in tests, which call advance()); ``note``: what the title line says about
    seed and saving."""

    TITLE = "Sideline emulator"
    CSS = """
    Screen { background: #000000; }
    #title, #status { text-wrap: nowrap; text-overflow: ellipsis; }
    #title { height: 1; color: #e0e0e0; background: #202020; padding: 0 1; }
    #board { height: 1fr; }
    .row { height: auto; width: 100%; align-horizontal: center; }
    #keyhead { height: 1; color: #707070; margin-top: 1; }
    #keys { height: auto; grid-size: 1; grid-rows: 1; }
    #keys.grid { grid-size: 2; grid-columns: KEY_CELL; }
    #keys.grid .wide { column-span: 2; }
    #hint { height: 1; color: #707070; }
    #status { height: 1; color: #909090; background: #202020; padding: 0 1; }
    """.replace("KEY_CELL", str(KEY_CELL))

    def __init__(self, box, realtime=True, note=""):
        super().__init__()
        self.box = box
        self.realtime = realtime
        self.note = note
        self.keys = {}
        self.map = key_map(box.cfg["buttons"])
        for name, short, long, _ in self.map:
            for k in short:
                self.keys[k] = (name, False)
            for k in long:
                self.keys[k] = (name, True)
        timing = box.cfg.get("button_timing", {})
        self.long_ms = timing.get("long_press_ms", 800) + LONG_EXTRA_MS
        # A repeating button's long key holds it for one repeat (manual mode: 5 yards).
        self.repeat_hold_ms = timing.get("repeat_delay_ms", 500) + PRESS_MS
        self.repeating = {b["name"] for b in box.cfg["buttons"] if b.get("repeat")}
        self.virtual_ms = 0  # virtual time moved on since start
        self.down_at = {}  # button -> virtual_ms when its pin went down
        self.chip_views = []
        self.button_views = {}
        self.status = None
        self.keyhead = None
        self.timer = None
        self._t0 = None
        self.arrangement = None  # (drawing, keys) of LAYOUTS, as the terminal's size allows
        self.terminal = None  # the terminal's size, as the last resize gave it
        self.shown_legend = None  # (table, mode, question) the key legend was written for

    # --- building the screen ----------------------------------------------------------

    def compose(self) -> ComposeResult:
        self.arrangement = size, keys = pick_layout(self.box.cfg, self.terminal or self.size)
        self.chip_views = []
        self.button_views = {}
        self.shown_legend = None
        build = self.box.cfg.get("build", "")
        yield Static("Sideline · %s build%s" % (build or "custom", self.note), id="title")
        with VerticalScroll(id="board", can_focus=False):
            displays = self.box.cfg["displays"]
            for row in layout_rows(displays):
                views = [
                    ChipView(
                        self.box,
                        spec,
                        sum(1 for d in displays if d["role"] == spec["role"]),
                        size,
                    )
                    for spec in row
                ]
                self.chip_views.extend(views)
                tallest = max(cell_size(v.kind, size)[0] for v in views)
                for v in views:  # the shorter displays sit in the middle of the row
                    room = tallest - cell_size(v.kind, size)[0]
                    if size != "small":
                        v.styles.margin = (room // 2, 1, 0, 1)
                    else:  # the roles on one line, the digits in the middle under theirs
                        v.styles.margin = (0, 1, 0, 1)
                        v.styles.padding = (room // 2, 0, room - room // 2, 0)
                        v.styles.height = tallest + 1
                with Horizontal(classes="row"):
                    yield from views
            self.keyhead = Static("", id="keyhead")
            yield self.keyhead
            with Grid(id="keys", classes=keys):
                twofold = {b["name"] for b in self.box.cfg["buttons"] if "long" in b}
                for name, short, long, job in self.map:
                    view = ButtonView(name, short, long, job, keys)
                    if name in twofold:
                        view.add_class("wide")
                    self.button_views[name] = view
                    yield view
            if keys == "lines":
                yield Static(
                    " click a button (hold the mouse %.1f s for a long press) · q quit"
                    % self.hold_s(),
                    id="hint",
                )
        self.status = Static("", id="status")
        yield self.status

    def hold_s(self):
        return (self.long_ms - LONG_EXTRA_MS) / 1000

    def show_legend(self):
        """The key legend of the game and mode on the board: the buttons that do something
        there, each with what it does. On the real rp2 port the game is inside the emulated
        Pico (its box has no table to ask): the wiring file's jobs then."""
        table = getattr(self.box, "app", None)
        shown = (table, getattr(table, "mode", None), getattr(table, "confirm", None))
        if shown == self.shown_legend:
            return
        self.shown_legend = shown
        buttons = self.box.cfg["buttons"]
        if table is None:
            jobs = {b["name"]: b.get("job", "") for b in buttons}
        else:
            jobs = dict(legend(table, buttons))
        for name, view in self.button_views.items():
            view.display = name in jobs
            view.job = jobs.get(name, "")
            view.refresh()
        if table is None:
            where = "the wiring file's jobs"
        elif self.arrangement[1] == "lines":
            where = "job in %s, %s mode" % (game_name(table), table.mode)
        else:
            where = "%s · %s mode" % (game_name(table), table.mode)
        if self.arrangement[1] == "lines":
            head = " %-7s  %-15s%-14s%s" % ("button", "key", "long press", where)
        else:
            head = " %s · click/key (capital: hold) · q quit" % where
        self.keyhead.update(head)

    def on_mount(self):
        self._t0 = time.monotonic()
        self.refresh_views()
        if self.realtime:
            self.timer = self.set_interval(TICK_S, self._tick)

    def on_unmount(self):
        if self.timer is not None:
            self.timer.stop()

    # --- time ---------------------------------------------------------------------------

    def _tick(self):
        real = int((time.monotonic() - self._t0) * 1000)
        lag = real - self.virtual_ms
        if lag > MAX_CATCHUP_MS:
            self.virtual_ms += lag - MAX_CATCHUP_MS
            lag = MAX_CATCHUP_MS
        if lag > 0:
            self.advance(lag)

    def advance(self, ms):
        """Let ms milliseconds of virtual time pass, then redraw what changed."""
        if ms > 0:
            self.box.advance(ms)
            self.virtual_ms += ms
        self.refresh_views()

    # --- buttons ------------------------------------------------------------------------

    def on_key(self, event):
        if event.key in QUIT_KEYS:
            event.stop()
            self.exit()
            return
        got = self.keys.get(event.key)
        if got is None:
            return
        event.stop()
        event.prevent_default()
        self.press(*got)

    def press(self, name, long=False):
        """A key press: the button down and up again in virtual time, at once."""
        if name in self.down_at:
            return  # held with the mouse
        self.button_down(name)
        ms = self.long_ms if long else PRESS_MS
        if long and name in self.repeating:
            ms = self.repeat_hold_ms
        self.advance(ms)
        self.button_up(name)

    def button_down(self, name):
        if name in self.down_at:
            return
        self.box.down(name)
        self.down_at[name] = self.virtual_ms
        self._held(name, True)
        self.refresh_views()

    def button_up(self, name):
        at = self.down_at.pop(name, None)
        if at is None:
            return
        held = self.virtual_ms - at
        if held < PRESS_MS:
            self.advance(PRESS_MS - held)  # a click shorter than debouncing still counts
        self.box.up(name)
        self._held(name, False)
        self.advance(AFTER_MS)

    def _held(self, name, held):
        view = self.button_views.get(name)
        if view is not None:
            view.held = held
            view.refresh()

    # --- drawing ------------------------------------------------------------------------

    async def on_resize(self, event) -> None:
        self.terminal = event.size  # self.size may still be the old one here
        if (
            self.arrangement is not None
            and pick_layout(self.box.cfg, event.size) != self.arrangement
        ):
            await self.recompose()  # the other arrangement: compose() picks it
            self.refresh_views()
        elif self.status is not None:
            self.status.update(self.status_text())

    def refresh_views(self):
        now = self.box.ticks.ticks_ms()
        for view in self.chip_views:
            view.sync(now)
        if self.keyhead is not None:
            self.show_legend()
        if self.status is not None:
            self.status.update(self.status_text())

    def status_text(self):
        s = self.box.summary()
        secs = self.virtual_ms // 1000
        # Each game's summary has its own words: what a game lacks is left out.
        parts = ["time %d:%02d:%02d" % (secs // 3600, secs // 60 % 60, secs % 60)]
        parts += [str(s[k]) for k in ("mode", "step") if s.get(k) is not None]
        if "quarter" in s and "clock" in s:
            parts.append("Q%d %s" % (s["quarter"], s["clock"]))
        if s.get("possession"):
            parts.append("%s ball" % s["possession"])
        if "score" in s:
            parts.append("%s-%s" % tuple(s["score"]))
        if "actions" in s:
            parts.append("actions %d" % s["actions"])
        text = " · ".join(parts)
        if self.box.lines:
            text += " · " + self.box.lines[-1]
        w, h = self.terminal or self.size
        need = screen_size(self.box.cfg, *LAYOUTS[-1])
        if w < need[0] or h < need[1]:  # say so rather than crop in silence
            text = "terminal %dx%d is too small: the board needs %dx%d · %s" % (
                (w, h) + need + (text,)
            )
        return text

    def view(self, address):
        """The ChipView of the chip at an I2C address."""
        return self.query_one("#chip-%02x" % address, ChipView)

    def screen_text(self):
        """The screen as plain text (what a terminal copy would give)."""
        import io

        from rich.console import Console

        width, height = self.size
        console = Console(
            width=width,
            height=height,
            file=io.StringIO(),
            force_terminal=True,
            color_system="truecolor",
            record=True,
            legacy_windows=False,
            safe_box=False,
        )
        console.print(
            self.screen._compositor.render_update(full=True, screen_stack=self._background_screens)
        )
        return "\n".join(line.rstrip() for line in console.export_text().splitlines())
