"""The emulator's app run headless, and its screen read back as text."""

import asyncio

from host_tools.emulator.segments_draw import chip_grid, lit_cells
from host_tools.emulator.terminal import EmulatorApp
from host_tools.emulator.virtual_ht16k33 import INDICATORS, SEG7_NAMES, SEG14_NAMES

SIZE = (100, 40)


def run_app(box, scenario, size=SIZE, realtime=False):
    """Run the emulator on box under Textual's pilot; scenario(app, pilot) is a coroutine."""

    async def main():
        app = EmulatorApp(box, realtime=realtime)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await scenario(app, pilot)

    asyncio.run(main())


HEAVY = set("━┃╲╱●▁")  # lit glyphs (unlit segments are drawn with light dotted ones)


def decode_screen(app, view):
    """The lit segments of each character, read back from the screen: a segment counts as
    lit when all its cells show a lit glyph at its place in the drawing."""
    lines = app.screen_text().splitlines()
    r = view.content_region
    drawn = [line[r.x : r.x + r.width].ljust(r.width) for line in lines[r.y : r.y + r.height]]
    kind = view.kind
    names = SEG14_NAMES if kind == "seg14" else SEG7_NAMES
    out = []
    for i in range(4):
        lit = set()
        for name in names:
            segs = [set() for _ in range(4)]
            segs[i] = {name}
            cells = lit_cells(chip_grid(kind, segs, size=view.drawing))
            if all(drawn[y][x] in HEAVY for y, x in cells):
                lit.add(name)
        out.append(lit)
    return out


def screen_indicators(app, view):
    """The colon and dots lit on the screen."""
    lines = app.screen_text().splitlines()
    r = view.content_region
    drawn = [line[r.x : r.x + r.width].ljust(r.width) for line in lines[r.y : r.y + r.height]]
    blank = [set() for _ in range(4)]
    return {
        name
        for name in INDICATORS[view.kind]
        if all(
            drawn[y][x] == "●"
            for y, x in lit_cells(chip_grid(view.kind, blank, {name}, size=view.drawing))
        )
    }
