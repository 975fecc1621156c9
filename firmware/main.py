# Wires the real hardware to the app. The only file besides drivers/ that imports
# `machine`. Boot: wiring file, I2C scan, displays, buttons, team sheets, the saved game;
# then the main loop, which nothing stops.
import json
import os
import time

import machine

from drivers.boot import BootCheck
from drivers.buttons import Buttons
from drivers.panel import Panel
from drivers.runner import Runner
from drivers.storage import file_storage
from sideline.app import App
from sideline.config import check_config
from sideline.sheet import team_catalog

LOOP_MS = 5  # buttons are polled every pass; debouncing needs a few ms resolution


def log(msg):
    print("sideline:", msg)


def read_text(path):
    with open(path) as f:
        return f.read()


def team_names():
    try:
        return sorted(n for n in os.listdir("teams") if n.endswith(".json"))
    except OSError:
        return []


def entropy():
    # The dice's seed: the ADC's noise on the temperature sensor and the boot time.
    adc = machine.ADC(4)
    x = int(time.ticks_cpu())
    for _ in range(32):
        x = ((x << 3) ^ adc.read_u16() ^ (x >> 7)) & 0x3FFFFFFF
    return x


def main():
    cfg = json.loads(read_text("hardware.json"))
    problem = check_config(cfg)
    if problem:
        log("hardware.json: " + problem)
    bus = cfg["i2c"]
    i2c = machine.I2C(
        bus["id"], sda=machine.Pin(bus["sda"]), scl=machine.Pin(bus["scl"]), freq=bus["freq"]
    )
    now = int(time.ticks_ms())
    present = i2c.scan()
    log("I2C scan: " + " ".join("%02x" % a for a in present))
    panel = Panel(i2c, cfg["displays"], cfg.get("brightness", 8), now, log)
    buttons = Buttons.from_config(
        cfg["buttons"],
        cfg["button_timing"],
        lambda n: machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP),
    )
    catalog, messages, load = team_catalog(team_names(), lambda n: read_text("teams/" + n))
    for m in messages:
        log(m)
    if not catalog:
        panel.show("text", "NO TEAMS", now)
        log("no good team sheet in teams/: nothing to play")
        while True:
            time.sleep_ms(1000)
    storage = file_storage()
    saved = storage.load()
    messages = storage.messages + messages  # damaged saves: shown on the board (resume.py)
    roles = [d["role"] for d in cfg["displays"]]
    app = App(catalog, now, saved, entropy(), roles, messages, load)
    boot = BootCheck(cfg, panel, buttons, present, now, log)
    aliases = {}
    for b in cfg["buttons"]:
        if "long" in b:
            aliases[b["name"]] = b["long"]
    runner = Runner(app, panel, buttons, storage, log, boot, aliases)
    runner.run(time.ticks_ms, time.sleep_ms, LOOP_MS)


main()
