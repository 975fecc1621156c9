"""The real rp2 port on the emulated board: needs a MicroPython UF2 (make uf2) in SIDELINE_UF2
and the RP2040 bootrom (SIDELINE_BOOTROM, see host_tools/rp2/setup.py); skipped otherwise."""

import os

import pytest

UF2 = os.environ.get("SIDELINE_UF2")
pytestmark = pytest.mark.skipif(
    not UF2, reason="SIDELINE_UF2 is not set: no MicroPython UF2 to run (make uf2 builds one)"
)


@pytest.fixture
def bare_board(tmp_path):
    """MicroPython from the UF2 alone: an empty filesystem, the REPL on USB."""
    from host_tools.rp2 import board, setup

    try:
        b = board.Board(UF2, board.REPO / "firmware" / "hardware.json", flash=tmp_path / "f.img")
    except setup.SetupError as e:
        pytest.skip(str(e))
    b.run(1500)
    yield b
    b.close()


def test_littlefs_keeps_a_file_through_machine_reset(bare_board):
    b = bare_board
    out = b.repl("f=open('kept.txt','w');f.write('sideline 42');f.close()")
    assert "Error" not in out, out
    b.serial("import machine; machine.reset()\r\n")
    b.run(2000)
    assert b.stats()["resets"] == 1
    out = b.repl("print(open('kept.txt').read())")
    assert "sideline 42" in out, out


def test_the_scan_finds_every_chip_of_the_wiring_file(bare_board):
    out = bare_board.repl(
        "from machine import I2C, Pin\nprint(I2C(0, sda=Pin(4), scl=Pin(5)).scan())"
    )
    assert "[112, 113, 114, 115, 116, 117, 118, 119]" in out, out


def test_installed_firmware_boots_to_the_self_test_and_answers_roll(tmp_path):
    from host_tools.rp2 import board
    from host_tools.rp2.bench import press

    b = board.start(UF2, state_dir=tmp_path)
    try:
        b.run(6000)
        out = b.serial()
        assert "I2C scan: 70 71 72 73 74 75 76 77" in out, out
        box = board.Rp2Box(b)
        assert box.texts()["text"] == "ALL HERE"
        pins = {x["name"]: x["pin"] for x in b.cfg["buttons"]}
        press(b, pins["OK"])
        first, _ = press(b, pins["ROLL"])
        assert first is not None  # the displays answered the press
        box.sync()
        assert box.texts()["text"].strip() == "KICKOFF"
    finally:
        b.close()


def _all_lit(chips):
    return all(s["display_on"] and all(b == 0xFF for b in s["ram"]) for s in chips.values())


def test_the_lamp_test_is_lit_for_its_whole_time_and_a_held_button_is_checked():
    """Issue 10: on the real port the lamp test is lit behind the boot's slow work and for
    its whole 800 ms after it; OK held from power-on enters the button check."""
    from host_tools.rp2 import board
    from sideline.selftest import LAMP_MS

    b = board.start(UF2)
    try:
        changes = []
        for _ in range(600):  # 10 ms steps, 6 s
            b.run(10)
            lit = _all_lit(b.chips())
            if not changes or changes[-1][1] != lit:
                changes.append((b.now_ns // 1_000_000, lit))
        on = [t for t, lit in changes if lit]
        assert len(on) == 1, changes  # lit once, in one piece
        off = [t for t, lit in changes if not lit and t > on[0]][0]
        assert on[0] <= 500 and off - on[0] >= LAMP_MS, changes
    finally:
        b.close()
    b = board.start(UF2)
    try:
        ok = [x["pin"] for x in b.cfg["buttons"] if x["name"] == "OK"][0]
        b.button(ok, True)
        b.run(5000)
        box = board.Rp2Box(b)
        assert box.texts()["text"].strip() == "OK"  # the button check names the held button
    finally:
        b.close()
