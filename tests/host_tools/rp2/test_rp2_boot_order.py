"""The power-on order main.py follows on the Pico: the lamp test is lit first, the boot's slow
work (team sheets, the saved game: about a second on the rp2 port) runs behind it, then
BootCheck.restart times the self-test from there, so the lamp is lit for its whole 800 ms
and a button held at power-on still enters the button check."""

from drivers.boot import BootCheck
from drivers.buttons import Buttons
from drivers.panel import Panel
from fakes.machine import I2C, Pin
from host_tools.emulator.virtual_box import load_config
from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33
from sideline.selftest import LAMP_MS

SLOW_BOOT_MS = 1200  # longer than the lamp window: the case the issue measured


def _board():
    cfg = load_config()
    Pin.reset()
    bus_cfg = cfg["i2c"]
    bus = I2C(bus_cfg["id"], scl=bus_cfg["scl"], sda=bus_cfg["sda"], freq=bus_cfg["freq"])
    chips = {}
    for d in cfg["displays"]:
        chips[d["address"]] = VirtualHT16K33()
        bus.attach(d["address"], chips[d["address"]])
    panel = Panel(bus, cfg["displays"], 8, 0, None)
    pins = {}

    def make(n):
        pins[n] = Pin(n, Pin.IN, Pin.PULL_UP)
        return pins[n]

    buttons = Buttons.from_config(cfg["buttons"], cfg["button_timing"], make)
    return cfg, bus, chips, panel, buttons, pins


def _all_lit(chips):
    return all(c.lit and all(b for b in c.ram[:8:2]) for c in chips.values())


def test_lamp_is_lit_before_the_slow_work_and_for_its_whole_time_after():
    cfg, bus, chips, panel, buttons, _pins = _board()
    boot = BootCheck(cfg, panel, buttons, bus.scan(), 0)
    boot.step(0)
    assert _all_lit(chips)  # lit at once, before the boot's work
    start = SLOW_BOOT_MS
    boot.restart(start)
    for t in range(start, start + LAMP_MS, 5):
        boot.step(t)
        assert _all_lit(chips), t
    for t in range(start + LAMP_MS, start + LAMP_MS + 200, 5):
        boot.step(t)
    assert not _all_lit(chips)  # on to the role tags


def test_a_button_held_from_power_on_enters_the_button_check_after_a_slow_boot():
    cfg, bus, chips, panel, buttons, pins = _board()
    roll = [b["pin"] for b in cfg["buttons"] if b["name"] == "ROLL"][0]
    pins[roll].drive(0)  # held while plugging in
    boot = BootCheck(cfg, panel, buttons, bus.scan(), 0)
    boot.step(0)
    boot.restart(SLOW_BOOT_MS)
    t = SLOW_BOOT_MS
    while t < SLOW_BOOT_MS + 1500:
        boot.step(t)
        t += 5
    pins[roll].drive(None)
    for _ in range(40):
        boot.step(t)
        t += 5
    assert boot.test.echo  # the button check
    assert not boot.test.done  # it waits for the builder, not the 5 s boot
