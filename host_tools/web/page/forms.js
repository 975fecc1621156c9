// Plain HTML forms drawn from an outline (a game's data file, sheetform.py's schema()): one
// generic drawer, no form written by hand per field. Each node gives {el, get(), set(v)}:
// get() is the value for the file (undefined: left out, for an optional field left empty),
// set(v) fills the form from a file. The rules stay the board's: the page's checker runs on
// get()'s JSON; the form only offers the shapes and ranges (min/max, choices) as hints.

function input(type, name) {
  const el = document.createElement("input");
  el.type = type;
  el.name = name;
  return el;
}

function labelled(text, control, cls) {
  const l = document.createElement("label");
  l.className = cls || "field";
  const span = document.createElement("span");
  span.textContent = text;
  l.append(span, control);
  return l;
}

function leaf(node, name) {
  let el;
  switch (node.t) {
    case "int":
      el = input("number", name);
      el.min = node.min;
      el.max = node.max;
      el.step = 1;
      el.inputMode = "numeric";
      return {
        el,
        get: () => (el.value.trim() === "" ? undefined : Number(el.value)),
        set: (v) => { el.value = v === undefined ? "" : String(v); },
      };
    case "text":
      if (node.area) {
        el = document.createElement("textarea");
        el.name = name;
        el.rows = 2;
      } else el = input("text", name);
      el.maxLength = node.max;
      return {
        el,
        get: () => (el.value === "" ? undefined : el.value),
        set: (v) => { el.value = v === undefined ? "" : v; },
      };
    case "choice":
      el = document.createElement("select");
      el.name = name;
      for (const c of [""].concat(node.of)) el.add(new Option(c, c));
      return {
        el,
        get: () => (el.value === "" ? undefined : el.value),
        set: (v) => { el.value = v === undefined ? "" : v; },
      };
    case "play":
      el = input("text", name);
      el.setAttribute("list", "play-names");
      return {
        el,
        get: () => (el.value === "" ? undefined : el.value),
        set: (v) => { el.value = v === undefined ? "" : v; },
      };
    case "bool":
      el = input("checkbox", name);
      return { el, get: () => (el.checked ? true : undefined), set: (v) => { el.checked = v === true; } };
    case "json":
      el = input("text", name);
      el.placeholder = node.hint || "";
      el.classList.add("json");
      // Typed as JSON; text that is not JSON goes to the checker as text, which names it.
      return {
        el,
        get: () => {
          const s = el.value.trim();
          if (s === "") return undefined;
          try { return JSON.parse(s); } catch (e) { return s; }
        },
        set: (v) => { el.value = v === undefined ? "" : JSON.stringify(v); },
      };
    case "const":
      el = document.createElement("span");
      return { el, get: () => node.value, set: () => {} };
  }
  throw new Error("form: unknown node " + node.t);
}

function objectNode(node, name) {
  const el = document.createElement("fieldset");
  el.className = "object";
  const parts = [];
  for (const [key, sub, required] of node.fields) {
    const part = draw(sub, name ? name + "." + key : key);
    parts.push([key, part]);
    if (sub.t === "const") continue;
    const cls = sub.t === "object" || sub.t === "list" ? "group" : "field";
    const box = labelled(key + (required ? "" : " (optional)"), part.el, cls);
    el.appendChild(box);
  }
  return {
    el,
    get: () => {
      const out = {};
      for (const [key, part] of parts) {
        const v = part.get();
        if (v !== undefined) out[key] = v;
      }
      return out;
    },
    set: (v) => {
      for (const [key, part] of parts) part.set(v && typeof v === "object" ? v[key] : undefined);
    },
  };
}

function listNode(node, name) {
  const el = document.createElement("div");
  el.className = "list";
  el.dataset.name = name;
  const rows = document.createElement("ol");
  rows.start = 0;
  el.appendChild(rows);
  const items = [];
  const fixed = node.min === node.max;
  const add = (v) => {
    const li = document.createElement("li");
    const part = draw(node.item, name + "." + items.length);
    part.set(v);
    li.appendChild(part.el);
    rows.appendChild(li);
    items.push([li, part]);
  };
  if (!fixed) {
    const more = document.createElement("button");
    more.type = "button";
    more.className = "add";
    more.dataset.list = name;
    more.textContent = "add";
    more.addEventListener("click", () => { add(undefined); el.dispatchEvent(new Event("input", { bubbles: true })); });
    const less = document.createElement("button");
    less.type = "button";
    less.className = "remove";
    less.textContent = "remove the last";
    less.addEventListener("click", () => {
      const last = items.pop();
      if (last) last[0].remove();
      el.dispatchEvent(new Event("input", { bubbles: true }));
    });
    el.append(more, less);
  }
  for (let i = 0; i < (fixed ? node.min : 0); i++) add(undefined);
  return {
    el,
    get: () => items.map(([, part]) => {
      const v = part.get();
      return v === undefined ? null : v;
    }),
    set: (v) => {
      const list = Array.isArray(v) ? v : [];
      if (!fixed) {
        while (items.length) items.pop()[0].remove();
        for (const x of list) add(x);
      } else items.forEach(([, part], i) => part.set(list[i]));
    },
  };
}

export function draw(node, name) {
  if (node.t === "object") return objectNode(node, name);
  if (node.t === "list") return listNode(node, name);
  return leaf(node, name);
}
