// Sideline in the browser: MicroPython's WebAssembly port runs firmware/ (one bundle file,
// unpacked into its file system) and webbox.py wires it to this page. Only the drivers are
// the page's: the displays (segments.js), the buttons (pointer and keys), the storage
// (localStorage), the clock (performance.now) and the dice's seed (crypto.getRandomValues).
//
//   index.html                 the player's page: the page's clock, a fresh seed
//   index.html?game=ID         a new game of ID when nothing is saved (an installed game's id)
//   index.html?test=SEED       test mode: a virtual clock that only advance() moves, the seed
//                              given, saves apart from the player's (the browser tests);
//                              &new forgets the test mode's saves first; &bench times
//                              the callers' calls (sideline web --bench)
import { loadMicroPython } from "./micropython.mjs";
import { Chip } from "./segments.js";
import { draw as drawForm } from "./forms.js";

const params = new URLSearchParams(location.search);
const TEST = params.has("test");
const PREFIX = TEST ? "sideline-test/" : "sideline/";
const OWN = PREFIX + "own/"; // the player's own data files (team sheets), by path in the bundle
const GAME = params.get("game"); // the game to start when no save says which
if (TEST && params.has("new")) {
  for (const k of Object.keys(localStorage)) if (k.startsWith(PREFIX)) localStorage.removeItem(k);
}
const KEYS = {
  c: "CLOCK", r: "ROLL", " ": "ROLL", m: "MODE", Enter: "OK", o: "OK",
  ArrowUp: "UP", ArrowRight: "UP", ArrowDown: "DOWN", ArrowLeft: "DOWN",
  b: "BACK", Backspace: "BACK", Escape: "BACK", u: "UNDO", z: "UNDO",
};
const HOLDS = { UP: "repeats", DOWN: "repeats", UNDO: "hold: redo", CLOCK: "hold: timeout" };
const TITLES = { clock: "CLOCK", home: "HOME", away: "AWAY", down: "DOWN", ball_on: "BALL ON", dice: "DICE", text: "" };

const state = { chips: {}, buttons: {}, held: {}, pressMs: [], frameMs: [], calls: 0, slowestCall: 0 };
window.sideline = state;

function ticks() {
  return Math.floor(performance.now()) & 0x3fffffff;
}

function seed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] & 0x3fffffff) || 1;
}

// The bundle: "SLWB", a 4-byte length, a JSON index [[path, size], ...], then the files.
function unpack(buf) {
  const view = new DataView(buf);
  const magic = new TextDecoder().decode(new Uint8Array(buf, 0, 4));
  if (magic !== "SLWB") throw new Error("firmware.bin is not a Sideline bundle");
  const n = view.getUint32(4, true);
  const index = JSON.parse(new TextDecoder().decode(new Uint8Array(buf, 8, n)));
  const files = {};
  let at = 8 + n;
  for (const [path, size] of index) {
    files[path] = new Uint8Array(buf, at, size);
    at += size;
  }
  return files;
}

function hex(s) {
  const out = new Array(16);
  for (let i = 0; i < 16; i++) out[i] = parseInt(s.substr(2 * i, 2), 16);
  return out;
}

// webbox.changes(): "address RAM-hex on blink brightness" per chip written, ";" between.
function draw(changes) {
  if (!changes) return;
  for (const part of changes.split(";")) {
    const [addr, ram, on, blink, level] = part.split(" ");
    const chip = state.chips[addr];
    if (!chip) continue;
    chip.set(hex(ram));
    const svg = chip.svg;
    svg.classList.toggle("off", on !== "1");
    svg.dataset.blink = blink;
    svg.style.setProperty("--level", String((Number(level) + 1) / 16));
  }
}

function layout(cfg) {
  const board = document.getElementById("displays");
  const roles = {};
  const sorted = cfg.displays.slice().sort((a, b) => (a.part || 0) - (b.part || 0));
  for (const d of sorted) {
    let box = roles[d.role];
    if (!box) {
      box = roles[d.role] = document.createElement("div");
      box.className = "display " + d.role;
      box.dataset.role = d.role;
      if (TITLES[d.role]) {
        const t = document.createElement("span");
        t.className = "title";
        t.textContent = TITLES[d.role] || d.role;
        box.appendChild(t);
      }
      const row = document.createElement("div");
      row.className = "chips";
      box.appendChild(row);
      board.appendChild(box);
    }
    const chip = new Chip(d.kind, box.querySelector(".chips"));
    chip.svg.dataset.address = d.address;
    state.chips[d.address] = chip;
  }
  const pad = document.getElementById("buttons");
  for (const b of cfg.buttons) {
    const el = document.createElement("button");
    el.type = "button";
    el.className = "key";
    el.dataset.name = b.name;
    el.innerHTML = `<b>${b.name}</b>` + (HOLDS[b.name] ? `<small>${HOLDS[b.name]}</small>` : "");
    pad.appendChild(el);
    state.buttons[b.name] = el;
  }
}

function timed(fn) {
  // A call into the firmware, timed; a call that made the game's callers speak (the coach's
  // or the cards' call, logged as "call: ...") counts as the caller's.
  const t0 = performance.now();
  const out = fn();
  const ms = performance.now() - t0;
  const calls = state.box.calls();
  if (calls !== state.calls) {
    state.calls = calls;
    state.slowestCall = Math.max(state.slowestCall, ms);
  }
  return out;
}

function push(name, down, when) {
  const box = state.box;
  if (!box || !state.buttons[name] || !!state.held[name] === down) return;
  state.held[name] = down;
  state.buttons[name].classList.toggle("down", down);
  const t0 = when === undefined ? performance.now() : when;
  draw(timed(() => box.button(name, down, ticks())));
  if (down && !TEST) {
    state.pressMs.push(performance.now() - t0);
    requestAnimationFrame(() => state.frameMs.push(performance.now() - t0));
  }
}

function wire() {
  for (const name in state.buttons) {
    const el = state.buttons[name];
    el.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      try { el.setPointerCapture(e.pointerId); } catch (err) { /* synthetic events */ }
      push(name, true, e.timeStamp);
    });
    const up = () => push(name, false);
    el.addEventListener("pointerup", up);
    el.addEventListener("pointercancel", up);
    el.addEventListener("lostpointercapture", up);
    el.addEventListener("contextmenu", (e) => e.preventDefault()); // a long touch is a hold
  }
  addEventListener("keydown", (e) => {
    const name = KEYS[e.key] || KEYS[e.key.toLowerCase()];
    if (!name || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    if (!e.repeat) push(name, true, e.timeStamp); // the box makes its own repeats
  });
  addEventListener("keyup", (e) => {
    const name = KEYS[e.key] || KEYS[e.key.toLowerCase()];
    if (name) push(name, false);
  });
  addEventListener("blur", () => { for (const n in state.held) push(n, false); });
  // A closed tab or a phone that puts the page away keeps the game: save it now.
  const keep = () => { if (state.box) state.box.save(); };
  addEventListener("pagehide", keep);
  document.addEventListener("visibilitychange", () => { if (document.hidden) keep(); });
}

// A file for the player: the page makes it and the browser downloads it.
function download(name, text) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

function note(text, bad) {
  const el = document.getElementById("note");
  el.textContent = text;
  el.classList.toggle("bad", !!bad);
}

// Saves between the box and the page: the export is the file `sideline pull -o` writes off a
// board (for `sideline replay` and `sideline league`); such a file opens here to play on.
function saveFiles() {
  document.getElementById("export-save").addEventListener("click", () => {
    const [game, text] = JSON.parse(state.box.export_save());
    const name = `sideline-${game}.json`;
    download(name, text);
    note(`${name}: for sideline replay and sideline league`);
  });
  const input = document.getElementById("open-save");
  input.addEventListener("change", async () => {
    const file = input.files[0];
    if (!file) return;
    const text = await file.text();
    input.value = "";
    for (const n in state.held) push(n, false);
    const why = state.box.open_save(text);
    if (why) note(`${file.name}: ${why}; the game in progress goes on`, true);
    else {
      draw(state.box.changes());
      note(`${file.name}: opened, play on`);
    }
  });
}

// The player's own data: for each kind of file a form drawn from its outline (the page's
// module for it, from its game's host folder), checked as the player types by the board's own
// checker, running here under MicroPython. [[key, module, title]], written in by the page's
// build (host_tools/web/build.py: the installed games' HOST "page_forms").
const FORMS = __FORMS__;

function formSection(key, title) {
  const d = document.createElement("details");
  d.id = key + "-form";
  d.innerHTML = `<summary>${title}</summary>
    <p>Edit one of the page's teams or start a new one; the box's own checker judges it as you type.</p>
    <div class="bar">
      <select id="${key}-pick" aria-label="a team to edit"><option value="">a new team</option></select>
      <label class="file">Open a file <input type="file" id="${key}-open" accept=".json,application/json"></label>
    </div>
    <form id="${key}" autocomplete="off"></form>
    <p id="${key}-check" class="verdict" role="status"></p>
    <button type="button" id="${key}-use">Use in the page</button>
    <button type="button" id="${key}-download">Download for sideline flash</button>`;
  document.getElementById("forms").appendChild(d);
}

function dataForm(mp, key, module) {
  const sf = mp.pyimport(module);
  const form = drawForm(JSON.parse(sf.schema()), "");
  const root = document.getElementById(key);
  root.appendChild(form.el);
  const verdict = document.getElementById(key + "-check");
  const pick = document.getElementById(key + "-pick");
  const value = () => JSON.stringify(form.get(), null, 2) + "\n";
  const text = () => sf.file_text(value());
  const say = (words, bad) => {
    verdict.textContent = words;
    verdict.classList.toggle("bad", !!bad);
  };
  const check = () => {
    const data = form.get();
    const why = sf.check(key, value());
    say(why || `good: ${data.name || data.team} is a file the box accepts`, !!why);
    if (data.plays) {
      const list = document.getElementById("play-names");
      list.replaceChildren(...data.plays.filter((p) => p && p.name).map((p) => new Option(p.name)));
    }
  };
  const teams = () => {
    pick.length = 1;
    for (const name of JSON.parse(sf.teams())) pick.add(new Option(name, name));
  };
  teams();
  if (!sf.usable()) {
    document.getElementById(key + "-use").hidden = true;
    pick.hidden = true;
  }
  root.addEventListener("input", check);
  root.addEventListener("change", check);
  root.addEventListener("submit", (e) => e.preventDefault());
  pick.addEventListener("change", () => {
    form.set(pick.value ? JSON.parse(sf.read(pick.value)) : undefined);
    check();
  });
  const open = document.getElementById(key + "-open");
  open.addEventListener("change", async () => {
    const file = open.files[0];
    if (!file) return;
    const body = await file.text();
    open.value = "";
    let obj;
    try { obj = JSON.parse(body); } catch (e) { obj = undefined; }
    if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
      say(`${file.name}: not a JSON object; the form is as it was`, true);
      return;
    }
    form.set(obj);
    check();
  });
  document.getElementById(key + "-use").addEventListener("click", () => {
    const body = text();
    const [name, why] = JSON.parse(sf.save(value()));
    if (why) return say(`not saved: ${why}`, true);
    localStorage.setItem(OWN + sf.folder() + "/" + name, body);
    draw(state.box.reload());
    teams();
    say(`${name}: saved in the page; setup's team list has it`);
  });
  document.getElementById(key + "-download").addEventListener("click", () => {
    download(sf.download_name(value()), text());
    check();
  });
  check();
}

function ownForms(mp) {
  for (const [key, module, title] of FORMS) {
    formSection(key, title);
    dataForm(mp, key, module);
  }
}

function run() {
  const box = state.box;
  const frame = () => {
    try {
      draw(timed(() => box.step(ticks())));
    } catch (e) {
      console.error(e); // the firmware's runner keeps its own faults; this is the page's
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Hidden, a page gets no frames: the clock and the saves still go on, once a second.
  setInterval(() => { if (document.hidden) draw(box.step(ticks())); }, 1000);
}

// Test mode: the browser tests press the page's buttons and move the virtual clock.
function testApi() {
  state.advance = (ms) => draw(timed(() => state.box.advance(ms)));
  state.press = (name, down) => {
    const el = state.buttons[name];
    const opts = { bubbles: true, pointerId: 1, isPrimary: true };
    el.dispatchEvent(new PointerEvent(down ? "pointerdown" : "pointerup", opts));
  };
  // A headless script's steps (host_tools/common/headless.py), by the buttons; the displays'
  // lit segments read back as RAM after each step.
  state.script = (steps) => {
    const out = [];
    for (const [verb, a, b] of steps) {
      if (verb === "press" || verb === "hold") {
        state.press(a, true);
        state.advance(verb === "hold" ? b : 60);
        state.press(a, false);
        state.advance(40);
      } else if (verb === "wait") state.advance(a);
      else if (verb === "down" || verb === "up") {
        state.press(a, verb === "down");
        state.advance(40);
      }
      out.push(state.lit());
    }
    return out;
  };
}

state.lit = () => {
  const out = {};
  for (const addr in state.chips) out[addr] = state.chips[addr].ram();
  return out;
};

async function boot() {
  const status = document.getElementById("status");
  try {
    const [mp, bundle] = await Promise.all([
      loadMicroPython({ heapsize: 16 * 1024 * 1024, pystack: 8192, stdout: console.log, stderr: console.error }),
      fetch("firmware.bin").then((r) => {
        if (!r.ok) throw new Error("firmware.bin: HTTP " + r.status);
        return r.arrayBuffer();
      }),
    ]);
    state.marks = { loaded: performance.now() };
    const files = unpack(bundle);
    const made = new Set();
    for (const path in files) {
      const full = "/fw/" + path;
      const dir = full.slice(0, full.lastIndexOf("/"));
      if (!made.has(dir)) {
        mp.FS.mkdirTree(dir);
        made.add(dir);
      }
      mp.FS.writeFile(full, files[path]);
    }
    // The player's own files, kept in localStorage, over the bundle's (an edited sheet
    // replaces its team's).
    for (const k of Object.keys(localStorage)) {
      if (k.startsWith(OWN)) mp.FS.writeFile("/fw/" + k.slice(OWN.length), localStorage.getItem(k));
    }
    mp.runPython("import os, sys\nos.chdir('/fw')\nsys.path.insert(0, '/fw')");
    const cfg = JSON.parse(new TextDecoder().decode(files["hardware.json"]));
    layout(cfg);
    state.marks.written = performance.now();
    const box = mp.pyimport("webbox");
    state.marks.imported = performance.now();
    state.box = box;
    state.mp = mp;
    state.seed = TEST ? Number(params.get("test")) || 1 : seed();
    draw(box.start(localStorage, PREFIX, state.seed, TEST ? 0 : ticks(), TEST, GAME || null));
    state.marks.started = performance.now();
    wire();
    saveFiles();
    ownForms(mp);
    if (TEST) {
      testApi();
      if (params.has("bench")) box.time_calls(performance);
    } else run();
    requestAnimationFrame(() => {
      state.readyMs = performance.now();
      document.body.dataset.ready = "1";
      status.textContent = "";
      // Offline from now on; registered once the game is up, so that its cache fill does
      // not compete with the first visit's start.
      if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
    });
  } catch (e) {
    status.textContent = "Sideline could not start: " + e.message;
    document.body.dataset.ready = "error";
    console.error(e);
  }
}

boot();
