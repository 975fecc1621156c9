"""Rp2Box: the emulated board behind the virtual box's interface, so `sideline emulate --uf2
--headless --script` prints the same JSON lines. Here over a stand-in board process (no
node, no UF2): the chips it reports, the buttons it is told, the time it is run for."""

import io
import json

from drivers.ht16k33 import SEG7_FONT
from host_tools.common import headless
from host_tools.emulator.virtual_box import load_config
from host_tools.rp2.board import Rp2Box


class FakeBoard:
    """What Rp2Box asks of host_tools.rp2.board.Board, recording what it is told."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.t = 0
        self.log = []
        self.ram = {d["address"]: [0] * 16 for d in cfg["displays"]}
        self.out = "sideline: I2C scan: 70\r\n"
        self.changes = []  # [t_ns, address] per display change, as board.mjs reports them
        self.answer_ms = 7  # ROLL's display change comes this long after its push

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
            self.changes.append([self.t + self.answer_ms * 1_000_000, 113])

    def events(self, since_ns=0):
        return [e for e in self.changes if e[0] >= since_ns]

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


def test_headless_output_times_each_press_to_its_first_display_change():
    """Issue 33 item 9: `t` is the time after a step; each line also says how long its
    press took to change a display (None where nothing changed), on the Pico's clock."""
    cfg = load_config()
    board = FakeBoard(cfg)
    board.answer_ms = 13
    box = Rp2Box(board)
    steps = headless.parse(["wait 100", "press ROLL", "press OK"], ["ROLL", "OK"])
    out = io.StringIO()
    headless.run(box, steps, out)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert lines[0]["game"]["press"] is None  # no press yet
    assert lines[1]["game"]["press"] == {"button": "ROLL", "first_change_ms": 13.0}
    assert lines[2]["game"]["press"] == {"button": "OK", "first_change_ms": None}


class ReplBoard(FakeBoard):
    """A board whose REPL runs what it is typed against a dict of saved files."""

    def __init__(self, cfg):
        super().__init__(cfg)
        self.typed = []

    def repl(self, code, **kw):
        import sideline.resume

        self.typed.append(code)
        assert "to_start('fliip')" in code
        self.saved = sideline.resume.to_start("fliip")
        return code + "\r\nSAVEDSTART\r\n>>> "

    def serial(self, write=""):
        if write:
            self.typed.append(write)
        return super().serial()


def test_emulate_uf2_game_restarts_the_board_into_that_game():
    """Issue 33 item 9: `sideline emulate --uf2 U --game G` plays G: the board is given the
    firmware's own start-a-game save (setup's GAME writes the same) and reset."""
    from host_tools.rp2 import emulate
    from sideline.resume import saved_game

    board = ReplBoard(load_config())
    emulate.start_game(board, "fliip")
    assert saved_game(board.saved, "cfs") == ("fliip", True)
    assert board.typed[-1].startswith("import machine;machine.reset()")
    assert board.t >= emulate.BOOT_MS * 1_000_000  # booted before the REPL was asked
