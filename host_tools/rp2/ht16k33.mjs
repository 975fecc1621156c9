// One HT16K33 as the I2C bus sees it, byte by byte: the same datasheet semantics as
// host_tools/emulator/virtual_ht16k33.py (RAM writes with an auto-incrementing pointer, system setup,
// display on/blink, dimming; reads return RAM from the pointer). Power-on state: standby,
// display off, RAM clear, dimming 16/16.

export class HT16K33 {
  constructor(address, onChange = () => {}) {
    this.address = address;
    this.onChange = onChange; // called with (chip) when anything that shows changes
    this.ram = new Uint8Array(16);
    this.pointer = 0;
    this.oscillator = false;
    this.displayOn = false;
    this.blink = 0;
    this.brightness = 15;
    this.writes = 0; // write transactions received
    this.otherCommands = []; // command bytes this model does not act on (ROW/INT, keys)
    this._first = false;
    this._data = false;
  }

  // -- the bus side: one call per START+address, byte, STOP ------------------------------
  begin(read) {
    this._first = !read;
    this._data = false;
    if (!read) this.writes += 1;
  }

  writeByte(value) {
    if (this._first) {
      this._first = false;
      this.command(value);
      return;
    }
    if (!this._data) return; // the chip ignores bytes after a one-byte command
    if (this.ram[this.pointer] !== value) {
      this.ram[this.pointer] = value;
      this.onChange(this);
    }
    this.pointer = (this.pointer + 1) & 0x0f;
  }

  readByte() {
    const v = this.ram[this.pointer];
    this.pointer = (this.pointer + 1) & 0x0f;
    return v;
  }

  command(cmd) {
    const op = cmd & 0xf0;
    const before = this.shows();
    if (op === 0x00) {
      this.pointer = cmd & 0x0f;
      this._data = true;
    } else if (op === 0x20) {
      this.oscillator = !!(cmd & 0x01);
    } else if (op === 0x80) {
      this.displayOn = !!(cmd & 0x01);
      this.blink = (cmd >> 1) & 0x03;
    } else if (op === 0xe0) {
      this.brightness = cmd & 0x0f;
    } else {
      this.otherCommands.push(cmd);
    }
    if (this.shows() !== before) this.onChange(this);
  }

  shows() {
    return [this.oscillator, this.displayOn, this.blink, this.brightness].join(',');
  }

  state() {
    return {
      ram: Array.from(this.ram),
      oscillator: this.oscillator,
      display_on: this.displayOn,
      blink: this.blink,
      brightness: this.brightness,
      writes: this.writes,
      other_commands: this.otherCommands.slice(),
    };
  }
}

// The I2C bus from the controller's side: which chip answers an address (absent ones NACK),
// and the bytes of each transaction routed to it.
export class Bus {
  constructor(chips) {
    this.chips = new Map(chips.map((c) => [c.address, c]));
    this.current = null;
  }

  connect(address, read) {
    this.current = this.chips.get(address) ?? null;
    if (this.current) this.current.begin(read);
    return this.current !== null; // ACK only from a chip that is there
  }

  writeByte(value) {
    if (!this.current) return false;
    this.current.writeByte(value);
    return true;
  }

  readByte() {
    return this.current ? this.current.readByte() : 0xff;
  }

  stop() {
    this.current = null;
  }
}

// The same bus seen through two GPIO pins. MicroPython's rp2 port bit-bangs transfers with
// no data (i2c.scan()'s address probes) because the RP2040's I2C block cannot send them;
// this follows SCL and SDA as the pins drive them (open drain, external pull-ups) and
// answers with an ACK from a chip that is there.
export class BitBangTarget {
  constructor(bus) {
    this.bus = bus;
    this.scl = 1;
    this.sda = 1;
    this.ackPull = false; // the target holds SDA low for the ACK bit
    this.state = 'idle';
    this.bits = 0;
    this.count = 0;
    this.ackSlot = false;
  }

  // The controller's drive (true = pulled low); returns the line levels [scl, sda].
  update(sclLow, sdaLow) {
    const scl = sclLow ? 0 : 1;
    let sda = sdaLow || this.ackPull ? 0 : 1;
    if (scl && this.scl) {
      if (this.sda && !sda && !this.ackPull) {
        this.state = 'addr'; // START (or repeated START)
        this.bits = 0;
        this.count = 0;
        this.ackSlot = false;
      } else if (!this.sda && sda) {
        if (this.state !== 'idle') this.bus.stop(); // STOP
        this.state = 'idle';
      }
    } else if (scl && !this.scl && this.state !== 'idle' && !this.ackSlot) {
      this.bits = ((this.bits << 1) | sda) & 0xff; // a data bit, sampled on the rising edge
      this.count += 1;
    } else if (!scl && this.scl && this.state !== 'idle') {
      if (this.ackSlot) {
        this.ackSlot = false;
        this.ackPull = false;
        this.count = 0;
        this.bits = 0;
      } else if (this.count === 8) {
        this.ackSlot = true;
        if (this.state === 'addr') {
          this.ackPull = this.bus.connect(this.bits >> 1, !!(this.bits & 1));
          this.state = 'data';
        } else {
          this.ackPull = this.bus.writeByte(this.bits);
        }
      }
      sda = sdaLow || this.ackPull ? 0 : 1;
    }
    this.scl = scl;
    this.sda = sda;
    return [scl, sda];
  }
}
