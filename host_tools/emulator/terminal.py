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

import io
import time

from textual.app import App, ComposeResult
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.widgets import Static

from host_tools.emulator.button_legend import game_name, legend
from host_tools.emulator.chips import ButtonView, ChipView
from host_tools.emulator.layout import (
    AFTER_MS,
    KEY_CELL,
    LAYOUTS,
    LONG_EXTRA_MS,
    MAX_CATCHUP_MS,
    PRESS_MS,
    QUIT_KEYS,
    TICK_S,
    key_map,
    layout_rows,
    pick_layout,
    screen_size,
)
from host_tools.emulator.segments_draw import (
    cell_size,
)


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

        # why: rich is slow to import; only this output draws with it
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
