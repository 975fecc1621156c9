"""`sideline web --bench`: the page's budgets (issue 31), measured in headless Chromium on
this machine, the page served gzipped from 127.0.0.1 (host_tools/web/serve.py).

- ready: from navigation to the first frame after the displays were first drawn, cold (a
  fresh profile: no cache, no service worker), COLD_RUNS times; again with the CPU
  throttled 4x (CDP Emulation.setCPUThrottlingRate), as a phone;
- press: a real mouse press on MODE (which acts at its first contact) to the displays drawn
  (the pointer event's time stamp to the end of its handler) and to the next frame;
- the coach's slowest call: College Football Saturday coach against coach by the buttons in
  the page's test mode, every main-loop pass in which a caller spoke timed;
- bytes of a first visit: the compressed bodies the server sent for a cold load, the service
  worker's cache fill included (its requests revalidate: 304s, no bodies).
"""

import json
import os
import statistics
import sys
import time

from host_tools.common import headless
from host_tools.emulator.emulate_cmd import load_cfg
from host_tools.web import browser
from host_tools.web.scripts import coach_game
from host_tools.web.serve import Server

COLD_RUNS = 5
PRESSES = 20
PHONE = {"width": 390, "height": 844}
GOALS = {"ready_ms": 600, "ready_4x_ms": 1500, "press_ms": 16, "coach_ms": 50, "bytes": 500_000}


def _ready(page):
    page.wait_for_selector("body[data-ready]", timeout=120000)
    if page.evaluate("document.body.dataset.ready") != "1":
        raise RuntimeError("the page did not start: " + page.inner_text("#status"))


def cold_ready(chromium, url, rate=1):
    """ms from navigation to the first frame after the first draw, in a fresh context."""
    ctx = chromium.new_context(viewport=PHONE)
    try:
        page = ctx.new_page()
        if rate != 1:
            cdp = ctx.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.goto(url)
        _ready(page)
        return page.evaluate("window.sideline.readyMs")
    finally:
        ctx.close()


def first_visit_bytes(chromium, server):
    """Compressed body bytes the server sent for a first visit, the service worker's
    install included (waited for)."""
    ctx = chromium.new_context(viewport=PHONE)
    try:
        del server.sent[:]
        page = ctx.new_page()
        page.goto(server.url)
        _ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
        time.sleep(0.5)
        return sum(server.sent), len(server.sent)
    finally:
        ctx.close()


def press_times(chromium, url):
    """(handler ms, next-frame ms) of PRESSES mouse presses of MODE on the player's page."""
    ctx = chromium.new_context(viewport=PHONE)
    try:
        page = ctx.new_page()
        page.goto(url)
        _ready(page)
        box = page.locator('.key[data-name="MODE"]').bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        for _ in range(PRESSES):
            page.mouse.down()
            page.wait_for_timeout(60)
            page.mouse.up()
            page.wait_for_timeout(140)
        return page.evaluate("[window.sideline.pressMs, window.sideline.frameMs]")
    finally:
        ctx.close()


def coach_times(chromium, url, cfg):
    """ms of each main-loop pass in which a caller spoke, coach against coach to FINAL."""
    player = coach_game(5, away="COACH")
    steps = headless.parse(player.lines, [b["name"] for b in cfg["buttons"]])
    ctx = chromium.new_context(viewport=PHONE)
    try:
        page = ctx.new_page()
        page.goto(url + "?test=5&new&bench")
        _ready(page)
        page.evaluate("(s) => { window.sideline.script(s); }", [[v] + a for _n, _t, v, a in steps])
        return json.loads(page.evaluate("window.sideline.box.call_times()")), len(steps)
    finally:
        ctx.close()


def measure(folder):
    # why: playwright, a dev dependency: only the browser runs need it
    from playwright.sync_api import sync_playwright

    cfg = load_cfg(None)
    out = {"load_average": round(os.getloadavg()[0], 1), "cores": os.cpu_count()}
    with Server(folder) as server, sync_playwright() as p:
        chromium = browser.launch(p)
        try:
            out["chromium"] = chromium.version
            cold_ready(chromium, server.url)  # the machine's first launch warms the disk
            ready = [cold_ready(chromium, server.url) for _ in range(COLD_RUNS)]
            slow = [cold_ready(chromium, server.url, 4) for _ in range(COLD_RUNS)]
            out["ready_ms"] = _stats(ready)
            out["ready_4x_ms"] = _stats(slow)
            handler, frame = press_times(chromium, server.url)
            out["press_ms"] = _stats(handler)
            out["press_frame_ms"] = _stats(frame)
            calls, steps = coach_times(chromium, server.url, cfg)
            out["coach_ms"] = _stats(calls)
            out["coach_ms"]["first"] = round(calls[0], 1) if calls else None
            out["coach_ms"]["slowest_after_first"] = round(max(calls[1:]), 1) if calls else None
            out["coach_steps"] = steps
            total, responses = first_visit_bytes(chromium, server)
            out["first_visit_bytes"] = total
            out["first_visit_responses"] = responses
        finally:
            chromium.close()
    return out


def _stats(xs):
    xs = sorted(xs)
    return {
        "n": len(xs),
        "median": round(statistics.median(xs), 1),
        "max": round(xs[-1], 1),
    }


def report(r):
    g = GOALS
    lines = [
        "Sideline in the browser: MicroPython 1.27 (WebAssembly port), Chromium %s, headless"
        % r["chromium"],
        "this machine: %d cores, load average %.1f at the start (other work slows every figure)"
        % (r["cores"], r["load_average"]),
        "page ready, cold (first display drawn)   median %7.1f ms  max %7.1f ms  (%d runs; goal %d)"
        % (r["ready_ms"]["median"], r["ready_ms"]["max"], r["ready_ms"]["n"], g["ready_ms"]),
        "page ready, cold, CPU 4x throttled       median %7.1f ms  max %7.1f ms  (%d runs; goal %d)"
        % (
            r["ready_4x_ms"]["median"],
            r["ready_4x_ms"]["max"],
            r["ready_4x_ms"]["n"],
            g["ready_4x_ms"],
        ),
        "press to display drawn (in its handler)  median %7.1f ms  max %7.1f ms  "
        "  (%d presses; goal %d)"
        % (r["press_ms"]["median"], r["press_ms"]["max"], r["press_ms"]["n"], g["press_ms"]),
        "press to the next frame                  median %7.1f ms  max %7.1f ms"
        % (r["press_frame_ms"]["median"], r["press_frame_ms"]["max"]),
        "coach's calls (coach v coach, to FINAL)  median %7.1f ms  max %7.1f ms  "
        "  (%d calls; goal %d)"
        % (r["coach_ms"]["median"], r["coach_ms"]["max"], r["coach_ms"]["n"], g["coach_ms"]),
        "  the first (loads the coach's modules)  %7.1f ms; slowest after it %7.1f ms"
        % (r["coach_ms"]["first"], r["coach_ms"]["slowest_after_first"]),
        "first visit, compressed bytes            %d in %d responses (goal %d)"
        % (r["first_visit_bytes"], r["first_visit_responses"], g["bytes"]),
    ]
    return "\n".join(lines)


def main(folder, as_json=False):
    why = browser.why_not()
    if why:
        print("sideline web --bench: " + why, file=sys.stderr)
        return 2
    r = measure(folder)
    print(json.dumps(r, sort_keys=True) if as_json else report(r))
    return 0
