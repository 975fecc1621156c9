"""The emulator window's widgets (host_tools/emulator/terminal.py): a display drawn from its
virtual HT16K33's RAM and registers (ChipView), and a button and its key (ButtonView)."""

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from host_tools.emulator.layout import _keys_text, _short_key, chip_width, role_title
from host_tools.emulator.segments_draw import (
    BLINK_HZ,
    blink_on,
    cell_size,
    chip_grid,
    grid_lines,
    grid_text,
)


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
