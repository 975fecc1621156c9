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
        assert box.texts()["text"] == "ALL GOOD"
        pins = {x["name"]: x["pin"] for x in b.cfg["buttons"]}
        press(b, pins["OK"])
        first, _ = press(b, pins["ROLL"])
        assert first is not None  # the displays answered the press
        box.sync()
        assert box.texts()["text"].strip() == "KICKOFF"
    finally:
        b.close()
