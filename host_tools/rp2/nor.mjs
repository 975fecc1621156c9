// The Pico's flash as NOR flash behaves when the power fails part-way (issue 29, item 7).
// FlashModel (flash.mjs) erases and programs in one step; here one chosen operation is cut:
// the power fails `at` of the way through it, and the flash is left as the chip would leave
// it, then nothing more runs until the board is powered again (board.mjs).
//
// - An erase works sector by sector (the bootrom erases a range in 4 KB sectors or 64 KB
//   blocks: either way, in time order): the sectors before the cut are erased, those after
//   it untouched, and the sector under way is partly erased: erasing only sets bits (0->1),
//   so each of its bytes is already 0xFF, still its old value, or its old value with some
//   bits set.
// - A program works page by page (256 bytes): the pages before are programmed, those after
//   untouched, and the page under way partly programmed: programming only clears bits
//   (1->0), so each byte is programmed, untouched, or has some of its bits cleared.
// The share of bytes already done follows how far the operation had got; which bytes, and
// which bits, are drawn from a seeded generator, so a cut replays exactly.
import { ERASE_NANOS_PER_SECTOR, FlashModel, PAGE, PROGRAM_NANOS_PER_PAGE, SECTOR } from './flash.mjs';

// mulberry32: a small seeded generator of floats in [0, 1).
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A byte part-way: with chance `done` finished, else half the rest changed in some bits
// only (those of `mask` that the random byte picks), the others as they were.
function partly(old, finished, done, rnd) {
  const r = rnd();
  if (r < done) return finished;
  if (r < done + (1 - done) / 2) {
    const some = Math.floor(rnd() * 256);
    return (old & ~some) | (finished & some);
  }
  return old;
}

// The sector (a Uint8Array view) as an erase cut `done` of the way through leaves it.
export function tornErase(sector, done, rnd) {
  for (let i = 0; i < sector.length; i++) sector[i] = partly(sector[i], 0xff, done, rnd);
}

// The page (a view) as a program of `data` cut `done` of the way through leaves it. A bit
// only ever goes from 1 to 0: the finished byte is old & data, and a byte part-way lies
// between (partly keeps some old bits, takes some finished ones: never sets a cleared bit).
export function tornProgram(page, data, done, rnd) {
  for (let i = 0; i < page.length; i++) page[i] = partly(page[i], page[i] & data[i], done, rnd);
}

export class NorFlash extends FlashModel {
  constructor(flash) {
    super(flash);
    this.calls = { erase: 0, program: 0 }; // the bootrom's erase/program calls so far
    this.cut = null; // the armed cut: {kind, nth, at, seed}; fired: where it landed
    this.off = false; // a cut has fired: no power until the board powers on again
  }

  // Cut the power in the nth 'erase' or 'program' call from now (1: the next one), `at`
  // (0..1) of the way through it; the bytes it leaves part-way are drawn from seed.
  arm(kind, nth, at, seed) {
    if (kind !== 'erase' && kind !== 'program') throw new Error(`no kind of cut ${kind}`);
    if (!(nth >= 1) || !(at >= 0 && at < 1)) throw new Error(`cut ${nth} at ${at}: out of range`);
    this.cut = { kind, nth: this.calls[kind] + nth, at, seed, fired: null };
  }

  disarm() {
    const was = this.cut;
    this.cut = null;
    return was;
  }

  _cutting(kind) {
    this.calls[kind] += 1;
    const c = this.cut;
    return c && !c.fired && c.kind === kind && this.calls[kind] === c.nth ? c : null;
  }

  erase(offset, count) {
    const c = this._cutting('erase');
    if (!c) return super.erase(offset, count);
    const sectors = count / SECTOR;
    const at = c.at * sectors;
    const torn = Math.floor(at);
    super.erase(offset, torn * SECTOR); // (checks the range too)
    const start = offset + torn * SECTOR;
    tornErase(this.flash.subarray(start, start + SECTOR), at - torn, random(c.seed));
    this.off = true;
    c.fired = { kind: 'erase', offset: start, done: at - torn, call: c.nth };
    return at * ERASE_NANOS_PER_SECTOR;
  }

  program(offset, data) {
    const c = this._cutting('program');
    if (!c) return super.program(offset, data);
    const pages = data.length / PAGE;
    const at = c.at * pages;
    const torn = Math.floor(at);
    super.program(offset, data.subarray(0, torn * PAGE)); // (checks the range too)
    const start = offset + torn * PAGE;
    const rnd = random(c.seed);
    tornProgram(this.flash.subarray(start, start + PAGE), data.subarray(torn * PAGE, (torn + 1) * PAGE), at - torn, rnd);
    this.off = true;
    c.fired = { kind: 'program', offset: start, done: at - torn, call: c.nth };
    return at * PROGRAM_NANOS_PER_PAGE;
  }
}
