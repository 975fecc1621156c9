"""The fake `machine` module behaves as the rp2 port does where the firmware can tell."""

import pytest

from fakes import machine
from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33


def test_pin_pull_up_reads_high_until_driven():
    p = machine.Pin(6, machine.Pin.IN, machine.Pin.PULL_UP)
    assert p.value() == 1
    p.drive(0)
    assert p.value() == 0 and p() == 0
    p.drive(None)
    assert p.value() == 1
    q = machine.Pin(7, machine.Pin.IN)
    assert q.value() == 0  # no pull: floating reads low here
    with pytest.raises(ValueError):
        machine.Pin(30)


def test_i2c_routes_writes_to_attached_devices():
    bus = machine.I2C(0, scl=machine.Pin(5), sda=machine.Pin(4), freq=400000)
    chip = bus.attach(0x70, VirtualHT16K33())
    assert bus.writeto(0x70, b"\x21") == 1
    assert chip.oscillator and bus.log == [(0x70, b"\x21")]
    assert bus.scan() == [0x70]


def test_absent_device_is_eio_like_the_rp2_port():
    bus = machine.I2C(0)
    with pytest.raises(OSError) as e:
        bus.writeto(0x71, b"\x21")
    assert e.value.errno == 5 and e.value.args[0] == machine.EIO


@pytest.mark.parametrize("fail,errno", [("nack", 5), ("timeout", 110)])
def test_device_told_to_fail(fail, errno):
    bus = machine.I2C(0)
    chip = bus.attach(0x72, VirtualHT16K33())
    chip.fail = fail
    with pytest.raises(OSError) as e:
        bus.writeto(0x72, b"\x21")
    assert e.value.errno == errno
    assert bus.scan() == []
    chip.fail = None
    bus.writeto(0x72, b"\x21")
    assert chip.oscillator


def test_ticks_wrap_at_2_30():
    t = machine.Ticks(start=(1 << 30) - 3)
    assert t.ticks_ms() == (1 << 30) - 3
    t.advance(5)
    assert t.ticks_ms() == 2
    assert machine.Ticks.ticks_diff(2, (1 << 30) - 3) == 5
    assert machine.Ticks.ticks_add((1 << 30) - 1, 1) == 0


def test_install_makes_import_machine_the_fake():
    machine.install()
    try:
        import machine as m

        assert m.Pin is machine.Pin and m.I2C is machine.I2C
    finally:
        machine.uninstall()
