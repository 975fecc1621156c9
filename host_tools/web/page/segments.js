// The LED digits as SVG, one shape per segment, lit from the chip's RAM bits exactly as the
// HT16K33 lights them (bit order of the driver and of adafruit_ht16k33, see
// host_tools/emulator/virtual_ht16k33.py): the glyphs themselves come from the driver's font tables,
// which put the bits into the RAM. Nothing here knows a character.

const NS = "http://www.w3.org/2000/svg";
const W = 50; // a character cell: 50 x 90 units, 64 apart
const STEP = 64;
const T = 8; // segment thickness

function hseg(x1, x2, y) {
  const h = T / 2;
  return [[x1, y], [x1 + h, y - h], [x2 - h, y - h], [x2, y], [x2 - h, y + h], [x1 + h, y + h]];
}

function vseg(x, y1, y2) {
  const h = T / 2;
  return [[x, y1], [x + h, y1 + h], [x + h, y2 - h], [x, y2], [x - h, y2 - h], [x - h, y1 + h]];
}

function diag(x1, y1, x2, y2) {
  const w = 3.2;
  return [[x1 - w, y1], [x1 + w, y1], [x2 + w, y2], [x2 - w, y2]];
}

const L = 6, R = 44, TOP = 6, MID = 45, BOT = 84, C = 25;
// 7-segment: bits 0..6 = a b c d e f g, bit 7 the dot.
const SEG7 = [
  hseg(L + 2, R - 2, TOP), vseg(R, TOP + 2, MID - 2), vseg(R, MID + 2, BOT - 2),
  hseg(L + 2, R - 2, BOT), vseg(L, MID + 2, BOT - 2), vseg(L, TOP + 2, MID - 2),
  hseg(L + 2, R - 2, MID),
];
// 14-segment: low byte a b c d e f g1 g2, high byte h j k l m n, then the dot (bit 14).
const SEG14 = [
  SEG7[0], SEG7[1], SEG7[2], SEG7[3], SEG7[4], SEG7[5],
  hseg(L + 2, C - 2, MID), hseg(C + 2, R - 2, MID),
  diag(L + 7, TOP + 7, C - 5, MID - 6), vseg(C, TOP + 2, MID - 2),
  diag(R - 7, TOP + 7, C + 5, MID - 6), diag(C - 5, MID + 6, L + 7, BOT - 7),
  vseg(C, MID + 2, BOT - 2), diag(C + 5, MID + 6, R - 7, BOT - 7),
];

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function shape(points, x, parent) {
  return el("polygon", { points: points.map(([px, py]) => `${px + x},${py}`).join(" ") }, parent);
}

function dot(x, y, parent) {
  return el("circle", { cx: x, cy: y, r: 4.5 }, parent);
}

// Indicator LEDs of RAM byte 4 on the 7-segment backpacks (mask -> where).
const INDICATORS = {
  seg7: [[0x02, "colon"]],
  bigseg7: [[0x02, "colon"], [0x04, "top_left"], [0x08, "bottom_left"], [0x10, "ampm"]],
};
const SEG7_ROWS = [0, 2, 6, 8];

// One HT16K33 backpack: set(ram) lights what the 16 RAM bytes say; ram() reads the lit
// segments back into RAM bytes (what the tests compare).
export class Chip {
  constructor(kind, parent) {
    this.kind = kind;
    this.mask = [-1, -1, -1, -1];
    this.ind = -1;
    const seven = kind !== "seg14";
    const gap = seven ? 24 : 0; // the colon sits between the 2nd and 3rd digit
    const left = kind === "bigseg7" ? 14 : 0;
    const width = left + 4 * STEP + gap;
    this.svg = el("svg", { viewBox: `-4 -4 ${width} 98`, class: "chip " + kind }, parent);
    el("rect", { x: -4, y: -4, width, height: 98, class: "face" }, this.svg);
    this.segs = [];
    for (let i = 0; i < 4; i++) {
      const x = left + i * STEP + (i >= 2 ? gap : 0);
      const g = el("g", { class: "char" }, this.svg);
      const list = (seven ? SEG7 : SEG14).map((p) => shape(p, x, g));
      list.push(dot(x + W + 3, BOT, g));
      this.segs.push(list);
    }
    this.inds = [];
    if (seven) {
      const cx = left + 2 * STEP - 3;
      for (const [bit, name] of INDICATORS[kind]) {
        let leds;
        if (name === "colon") leds = [dot(cx + 4, 30, this.svg), dot(cx - 4, 62, this.svg)];
        else if (name === "top_left") leds = [dot(3, 30, this.svg)];
        else if (name === "bottom_left") leds = [dot(3, 62, this.svg)];
        else leds = [dot(width - 8, 4, this.svg)];
        this.inds.push([bit, leds]);
      }
    }
  }

  set(ram) {
    const seven = this.kind !== "seg14";
    for (let i = 0; i < 4; i++) {
      const m = seven ? ram[SEG7_ROWS[i]] : ram[2 * i] | (ram[2 * i + 1] << 8);
      if (m === this.mask[i]) continue;
      this.mask[i] = m;
      const segs = this.segs[i];
      const dp = seven ? 7 : 14;
      for (let b = 0; b < segs.length - 1; b++) segs[b].classList.toggle("on", ((m >> b) & 1) === 1);
      segs[segs.length - 1].classList.toggle("on", ((m >> dp) & 1) === 1);
    }
    if (seven && ram[4] !== this.ind) {
      this.ind = ram[4];
      for (const [bit, leds] of this.inds) {
        for (const led of leds) led.classList.toggle("on", (ram[4] & bit) !== 0);
      }
    }
  }

  ram() {
    const out = new Array(16).fill(0);
    const seven = this.kind !== "seg14";
    for (let i = 0; i < 4; i++) {
      const segs = this.segs[i];
      let m = 0;
      for (let b = 0; b < segs.length - 1; b++) if (segs[b].classList.contains("on")) m |= 1 << b;
      if (segs[segs.length - 1].classList.contains("on")) m |= 1 << (seven ? 7 : 14);
      if (seven) out[SEG7_ROWS[i]] = m;
      else {
        out[2 * i] = m & 0xff;
        out[2 * i + 1] = m >> 8;
      }
    }
    for (const [bit, leds] of this.inds) if (leds[0].classList.contains("on")) out[4] |= bit;
    return out;
  }
}
