// The emulated Sideline board: rp2040js (pinned in package.json) running a real MicroPython
// UF2, with the wiring file's HT16K33 chips on I2C0, its buttons on GPIO inputs with
// pull-ups, the bootrom's flash erase/program modelled (littlefs works and survives a reset),
// and the USB CDC REPL on a TCP port (mpremote connect socket://127.0.0.1:PORT).
//
//   node board.mjs --uf2 F --bootrom B --config hardware.json [--flash IMG] [--port N]
//
// Driven by JSON lines on stdin, one reply line each on stdout (host_tools/rp2/board.py):
//   {"op":"run","ms":M}           run M simulated ms
//   {"op":"free","on":true}       run on in real time (for mpremote over the TCP port)
//   {"op":"button","pin":P,"down":true}
//   {"op":"chips"}                every chip's RAM and state
//   {"op":"events","since":NS}    display changes [[t_ns, address], ...] since NS
//   {"op":"serial","write":"..."} bytes to the REPL; reply: what it printed since last asked
//   {"op":"stats"}                simulated and busy (not in WFI/WFE) nanoseconds, resets
//   {"op":"save"}                 write the flash image to --flash
//   {"op":"reset"}                press the RUN button (a hard reset; flash is kept)
//   {"op":"cut","kind":K,"nth":N,"at":F,"seed":S}  cut the power in the Nth flash erase or
//                                 program from now, F of the way through (nor.mjs); then
//                                 nothing runs until "power". Without kind: disarm, and
//                                 reply where an armed cut landed (null: it did not)
//   {"op":"power"}                power on again after a cut: the chips blank, a new boot
//   {"op":"quit"}
import fs from 'node:fs';
import net from 'node:net';
import readline from 'node:readline';
import { ConsoleLogger, LogLevel, Simulator, USBCDC } from 'rp2040js';
import { romCode, romFunctions } from './flash.mjs';
import { BitBangTarget, Bus, HT16K33 } from './ht16k33.mjs';
import { NorFlash } from './nor.mjs';

const CYCLE_NANOS = 8; // 125 MHz
const FLASH_BASE = 0x10000000;
const PICO_FLASH = 2 * 1024 * 1024; // the Pico's W25Q16JV

const STALL_MS = 30_000; // one run() turn is at most 2M cycles: a few seconds of wall time

class Stalled extends Error {}

// rp2040js's SimulationClock.tick, with a bound: an alarm that keeps scheduling itself at
// no delay (a peripheral in a loop) fires for ever inside one tick, where run()'s own guard
// never gets a turn. Past ALARM_LIMIT alarms in one tick it throws Stalled, naming the alarm.
const ALARM_LIMIT = 5_000_000;

function guardTick(clock) {
  clock.tick = function tick(deltaNanos) {
    const targetNanos = this.nanosCounter + deltaNanos;
    let alarm = this.nextAlarm;
    let fired = 0;
    while (alarm && alarm.nanos <= targetNanos) {
      this.nextAlarm = alarm.next;
      this.nanosCounter = alarm.nanos;
      alarm.callback();
      if (++fired > ALARM_LIMIT) {
        const what = String(alarm.callback).replace(/\s+/g, ' ').slice(0, 160);
        throw new Stalled(`${fired} alarms in one tick of ${deltaNanos} ns at ${this.nanosCounter} ns: ${what}`);
      }
      alarm = this.nextAlarm;
    }
    this.nanosCounter = targetNanos;
  };
}

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i += 2) out[argv[i].replace(/^--/, '')] = argv[i + 1];
  return out;
}

export function uf2Blocks(data) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const blocks = [];
  for (let off = 0; off + 512 <= data.length; off += 512) {
    if (view.getUint32(off, true) !== 0x0a324655 || view.getUint32(off + 508, true) !== 0x0ab16f30) {
      throw new Error(`not a UF2 file: bad block ${off / 512}`);
    }
    const addr = view.getUint32(off + 12, true);
    const size = view.getUint32(off + 16, true);
    blocks.push([addr, data.subarray(off + 32, off + 32 + size)]);
  }
  return blocks;
}

export class Board {
  constructor(opts) {
    this.opts = opts;
    this.bootrom = new Uint32Array(new Uint8Array(fs.readFileSync(opts.bootrom)).buffer);
    this.rom = romFunctions(this.bootrom);
    this.config = JSON.parse(fs.readFileSync(opts.config, 'utf8'));
    this.events = []; // [t_ns, address] per display change
    this.chips = this.config.displays.map(
      (d) => new HT16K33(d.address, (chip) => this.events.push([this.now(), chip.address])),
    );
    this.bus = new Bus(this.chips);
    const freq = (this.config.i2c && this.config.i2c.freq) || 100000;
    this.byteNanos = Math.round(9e9 / freq); // 8 data bits and the ACK
    this.buttons = new Map(); // pin -> pressed
    for (const b of this.config.buttons) this.buttons.set(b.pin, false);
    this.flash = new Uint8Array(PICO_FLASH).fill(0xff);
    if (opts.flash && fs.existsSync(opts.flash)) {
      const saved = fs.readFileSync(opts.flash);
      this.flash.set(saved.subarray(0, this.flash.length));
    }
    for (const [addr, payload] of uf2Blocks(fs.readFileSync(opts.uf2))) {
      this.flash.set(payload, addr - FLASH_BASE);
    }
    this.flashModel = new NorFlash(this.flash);
    this.offset = 0; // simulated nanos before the current boot
    this.busy = 0;
    this.resets = 0;
    this.serialOut = [];
    this.hostBytes = []; // bytes from the host not yet taken by the board
    this.socket = null;
    this.boot();
  }

  now() {
    return this.offset + this.sim.clock.nanos;
  }

  // Whether the simulated time has reached t (ns). Within half a nanosecond: the clock counts
  // fractions of one (the I2C bit times), and with the power off run() puts now() at its
  // target as offset + clock, which in floating point can come out a few millionths short:
  // a run then never ended (the soak's stalls, each right after a power cut).
  reached(t) {
    return this.now() > t - 0.5;
  }

  boot() {
    if (this.sim) this.offset += this.sim.clock.nanos;
    const sim = new Simulator();
    guardTick(sim.clock);
    const mcu = sim.rp2040;
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    mcu.loadBootrom(this.bootrom); // resets the core, and rp2040js clears its flash array
    mcu.flash.set(this.flash.subarray(0, PICO_FLASH));
    this.flash = mcu.flash; // the model works on the array the core reads
    this.flashModel.flash = mcu.flash;
    this.sim = sim;
    this.mcu = mcu;
    this.hooks = new Map([
      [this.rom.get(romCode('R', 'E')), () => this.flashModel.erase(this.reg(0), this.reg(1))],
      [
        this.rom.get(romCode('R', 'P')),
        () => {
          const src = this.reg(1) - 0x20000000;
          return this.flashModel.program(this.reg(0), mcu.sram.slice(src, src + this.reg(2)));
        },
      ],
    ]);
    this.wireI2C(mcu.i2c[this.config.i2c ? this.config.i2c.id : 0]);
    this.wireBitBang(mcu);
    for (const [pin, down] of this.buttons) mcu.gpio[pin].setInputValue(!down);
    mcu.watchdog = mcu.peripherals[0x40058];
    mcu.watchdog.onWatchdogTrigger = () => {
      this.resetPending = true;
    };
    this.cdc = new USBCDC(mcu.usbCtrl);
    this.cdc.onSerialData = (data) => {
      if (this.socket) this.socket.write(Buffer.from(data));
      else this.serialOut.push(Buffer.from(data));
    };
    this.cdc.onDeviceConnected = () => {
      this.connected = true;
    };
    // rp2040js's host answers every OUT poll at once, with an empty packet when it has no
    // bytes: the firmware then spins in its USB interrupt (94% busy at an idle REPL). A real
    // host NAKs until it has data; so does this one: the poll waits for the next byte.
    this.pendingRead = null;
    mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
      if (endpoint !== this.cdc.outEndpoint) return;
      this.pendingRead = size;
      this.deliver();
    };
    mcu.core.PC = FLASH_BASE; // boot2 at the start of flash, as the bootrom would jump to it
  }

  sendSerial(bytes) {
    for (const b of bytes) this.hostBytes.push(b);
    this.deliver();
  }

  deliver() {
    if (this.pendingRead === null || this.hostBytes.length === 0) return;
    const chunk = Uint8Array.from(this.hostBytes.splice(0, this.pendingRead));
    this.pendingRead = null;
    this.mcu.usbCtrl.endpointReadDone(this.cdc.outEndpoint, chunk);
  }

  reg(n) {
    return this.mcu.core.registers[n] >>> 0;
  }

  wireI2C(i2c) {
    const later = (fn, nanos) => {
      const alarm = this.sim.clock.createAlarm(() => fn());
      alarm.schedule(nanos);
    };
    const bit = this.byteNanos / 9;
    i2c.onStart = () => later(() => i2c.completeStart(), bit);
    i2c.onConnect = (address, mode) =>
      later(() => i2c.completeConnect(this.bus.connect(address, mode === 1)), this.byteNanos);
    i2c.onWriteByte = (value) => later(() => i2c.completeWrite(this.bus.writeByte(value)), this.byteNanos);
    i2c.onReadByte = () => later(() => i2c.completeRead(this.bus.readByte()), this.byteNanos);
    i2c.onStop = () => {
      this.bus.stop();
      later(() => i2c.completeStop(), bit);
    };
  }

  wireBitBang(mcu) {
    const i2c = this.config.i2c || { scl: 5, sda: 4 };
    const scl = mcu.gpio[i2c.scl];
    const sda = mcu.gpio[i2c.sda];
    const target = new BitBangTarget(this.bus);
    const SIO = 5;
    const low = (pin) => pin.functionSelect === SIO && pin.outputEnable && !pin.outputValue;
    const follow = () => {
      const [c, d] = target.update(low(scl), low(sda));
      scl.setInputValue(!!c);
      sda.setInputValue(!!d);
    };
    scl.addListener(follow);
    sda.addListener(follow);
    scl.setInputValue(true); // the backpacks' pull-ups
    sda.setInputValue(true);
  }

  // Run until the simulated time reaches target (ns), or for at most maxCycles. A loop
  // that goes on without the clock moving (a stall: both soak workers once waited on one
  // for hours) throws Stalled after STALL_MS of wall time, saying where the core was.
  run(target, maxCycles = 2_000_000) {
    const clock = this.sim.clock;
    const core = this.mcu.core;
    let cycles = 0;
    let turns = 0;
    const began = Date.now();
    while (!this.reached(target) && cycles < maxCycles) {
      if ((++turns & 0xffff) === 0 && Date.now() - began > STALL_MS) {
        throw new Stalled(
          `the simulated clock stopped at ${this.now()} ns (PC ${core.PC.toString(16)}, ` +
            `waiting ${core.waiting}, next alarm in ${clock.nanosToNextAlarm} ns, ` +
            `${cycles} cycles this turn)`,
        );
      }
      if (this.flashModel.off) {
        this.offset = target - clock.nanos; // no power: time passes, nothing runs
        break;
      }
      if (this.resetPending) {
        this.resetPending = false;
        this.resets += 1;
        this.boot();
        continue;
      }
      if (core.waiting) {
        const next = clock.nanosToNextAlarm;
        const left = target - this.now();
        clock.tick(next > 0 && next < left ? next : left);
        cycles += 100;
        continue;
      }
      const pc = core.PC;
      if (pc < 0x4000 && this.hooks.has(pc)) {
        const nanos = this.hooks.get(pc)();
        core.PC = core.LR & ~1;
        clock.tick(nanos);
        this.busy += nanos;
        continue;
      }
      const n = core.executeInstruction();
      clock.tick(n * CYCLE_NANOS);
      this.busy += n * CYCLE_NANOS;
      cycles += n;
    }
  }

  // Power back after a cut: the chips come up blank, the core boots from the flash as the
  // cut left it.
  powerOn() {
    this.flashModel.disarm();
    this.flashModel.off = false;
    for (const chip of this.chips) Object.assign(chip, new HT16K33(chip.address, chip.onChange));
    this.resetPending = false;
    this.boot();
  }

  press(pin, down) {
    this.buttons.set(pin, down);
    this.mcu.gpio[pin].setInputValue(!down); // pull-up: released reads high
  }

  serve(port) {
    const server = net.createServer((socket) => {
      this.socket = socket;
      for (const chunk of this.serialOut) socket.write(chunk);
      this.serialOut = [];
      socket.on('data', (data) => {
        this.sendSerial(data);
      });
      socket.on('close', () => {
        if (this.socket === socket) this.socket = null;
      });
      socket.on('error', () => {});
    });
    server.listen(Number(port), '127.0.0.1');
    return server;
  }

  save() {
    if (this.opts.flash) fs.writeFileSync(this.opts.flash, this.flash.subarray(0, PICO_FLASH));
  }
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const board = new Board(opts);
  if (opts.port) board.serve(opts.port);
  let target = 0;
  let free = false;
  let freeStart = 0;
  let freeSim = 0;
  let waiting = null; // the "run" command waiting for its target
  let runWall = 0; // when it came (wall ms)
  let said = 0;
  const reply = (obj) => process.stdout.write(JSON.stringify(obj) + '\n');
  const queue = [];
  let running = false;

  function pump() {
    running = false;
    if (free) {
      // real time: never run ahead of the wall clock
      const wall = (performance.now() - freeStart) * 1e6;
      target = Math.max(target, freeSim + wall);
    }
    if (!board.reached(target)) {
      try {
        board.run(target);
      } catch (e) {
        // The Python side reads this as BoardError and closes the board.
        if (!(e instanceof Stalled)) throw e;
        reply({ error: 'stalled: ' + e.message, stalled: true });
        process.exit(3);
      }
    }
    if (waiting && Date.now() - runWall > 20_000 * (said + 1)) {
      said += 1;
      const core = board.mcu.core;
      process.stderr.write(
        `board.mjs: a run waits ${Date.now() - runWall} ms: now ${board.now()} target ${target} ` +
          `waiting ${waiting} off ${board.flashModel.off} PC ${core.PC.toString(16)} ` +
          `wfi ${core.waiting} nextAlarm ${board.sim.clock.nanosToNextAlarm} resets ${board.resets} ` +
          `clock ${board.sim.clock.nanos} offset ${board.offset}\n`,
      );
    }
    if (waiting && board.reached(waiting)) {
      said = 0;
      waiting = null;
      reply({ ok: true, t: board.now() });
    }
    while (!waiting && queue.length) handle(queue.shift());
    if (free || !board.reached(target)) {
      running = true;
      if (free && board.reached(target)) setTimeout(pump, 2);
      else setImmediate(pump);
    }
  }

  function kick() {
    if (!running) {
      running = true;
      setImmediate(pump);
    }
  }

  function handle(cmd) {
    switch (cmd.op) {
      case 'run':
        runWall = Date.now();
        target = board.now() + cmd.ms * 1e6;
        waiting = target;
        kick();
        return;
      case 'free':
        free = !!cmd.on;
        freeStart = performance.now();
        freeSim = board.now();
        target = board.now();
        kick();
        return reply({ ok: true, t: board.now() });
      case 'button':
        board.press(cmd.pin, !!cmd.down);
        return reply({ ok: true, t: board.now() });
      case 'chips':
        return reply({
          t: board.now(),
          chips: Object.fromEntries(board.chips.map((c) => [c.address, c.state()])),
        });
      case 'events':
        return reply({ t: board.now(), events: board.events.filter((e) => e[0] >= (cmd.since || 0)) });
      case 'serial': {
        if (cmd.write) board.sendSerial(Buffer.from(cmd.write, 'utf8'));
        const text = Buffer.concat(board.serialOut).toString('utf8');
        board.serialOut = [];
        return reply({ t: board.now(), text, connected: !!board.connected });
      }
      case 'stats':
        return reply({
          t: board.now(),
          busy: board.busy,
          resets: board.resets,
          erases: board.flashModel.erases,
          programs: board.flashModel.programs,
          calls: board.flashModel.calls,
        });
      case 'save':
        board.save();
        return reply({ ok: true });
      case 'reset':
        board.resetPending = true;
        return reply({ ok: true });
      case 'cut':
        if (cmd.kind) {
          try {
            board.flashModel.arm(cmd.kind, cmd.nth, cmd.at, cmd.seed);
          } catch (e) {
            return reply({ error: e.message });
          }
          return reply({ ok: true, calls: board.flashModel.calls });
        }
        return reply({
          t: board.now(),
          fired: (board.flashModel.disarm() || {}).fired || null,
          calls: board.flashModel.calls,
        });
      case 'power':
        board.powerOn();
        return reply({ ok: true, t: board.now() });
      case 'quit':
        board.save();
        reply({ ok: true });
        process.exit(0);
        return;
      default:
        return reply({ error: `unknown op ${cmd.op}` });
    }
  }

  const rl = readline.createInterface({ input: process.stdin });
  rl.on('line', (line) => {
    if (!line.trim()) return;
    let cmd;
    try {
      cmd = JSON.parse(line);
    } catch {
      return reply({ error: 'not JSON: ' + line.slice(0, 60) });
    }
    if (waiting) queue.push(cmd);
    else handle(cmd);
  });
  rl.on('close', () => {
    if (waiting) queue.push({ op: 'quit' });
    else handle({ op: 'quit' });
  });
  reply({ ready: true, rom: [...board.hooks.keys()] });
}

if (import.meta.url === `file://${process.argv[1]}`) main();
