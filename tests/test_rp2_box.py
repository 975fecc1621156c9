"""Rp2Box: the emulated board behind the virtual box's interface, so `sideline emulate --uf2
--headless --script` prints the same JSON lines. Here over a stand-in board process (no
node, no UF2): the chips it reports, the buttons it is told, the time it is run for."""

import io
import json

from drivers.ht16k33 import SEG7_FONT
from host_tools import headless
from host_tools.rp2.board import Rp2Box
from host_tools.virtual_box import load_config


class FakeBoard:
    """What Rp2Box asks of host_tools.rp2.board.Board, recording what it is told."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.t = 0
        self.log = []
        self.ram = {d["address"]: [0] * 16 for d in cfg["displays"]}
        self.out = "sideline: I2C scan: 70\r\n"

    @property
    def now_ns(self):
        return self.t

    def run(self, ms):
        self.t += ms * 1_000_000
        self.log.append(("run", ms))

    def button(self, pin, down):
        self.log.append(("button", pin, down))
        if pin == 7 and down:  # ROLL: the home display shows 7
            self.ram[113][8] = SEG7_FONT[7]

    def chips(self):
        return {
            a: {
                "ram": r,
                "oscillator": True,
                "display_on": True,
                "blink": 0,
                "brightness": 8,
                "writes": 1,
            }
            for a, r in self.ram.items()
        }

    def serial(self, write=""):
        out, self.out = self.out, ""
        return out


def test_a_script_presses_the_wired_pins_and_prints_the_chips_text():
    cfg = load_config()
    board = FakeBoard(cfg)
    box = Rp2Box(board)
    steps = headless.parse(["wait 100", "press ROLL", "hold UNDO 900"], ["ROLL", "UNDO"])
    out = io.StringIO()
    headless.run(box, steps, out)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert [x["do"] for x in lines] == ["wait 100", "press ROLL", "hold UNDO 900"]
    assert [x["t"] for x in lines] == [100, 200, 200 + 900 + 40]
    assert lines[0]["displays"]["home"] == "    "
    assert lines[1]["displays"]["home"] == "   7"  # from the chip's RAM, not from the game
    pins = {b["name"]: b["pin"] for b in cfg["buttons"]}
    presses = [e for e in board.log if e[0] == "button"]
    assert presses == [
        ("button", pins["ROLL"], True),
        ("button", pins["ROLL"], False),
        ("button", pins["UNDO"], True),
        ("button", pins["UNDO"], False),
    ]
    assert box.lines == ["sideline: I2C scan: 70"]  # the board's console, line by line
    assert lines[1]["game"]["source"] == "rp2"
