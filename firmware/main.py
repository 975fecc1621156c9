# Wires the real hardware to the app. The only file besides drivers/ that imports `machine`.
# (The scoreboard app lands with issue 5; for now: displays and buttons come up, the
# text line shows the build, and a held button echoes its name.)
import json
import time

import machine

from drivers.buttons import Buttons
from drivers.ht16k33 import Seg7, Seg14


def load_config(path="hardware.json"):
    with open(path) as f:
        return json.load(f)


def main():
    cfg = load_config()
    bus_cfg = cfg["i2c"]
    i2c = machine.I2C(
        bus_cfg["id"],
        sda=machine.Pin(bus_cfg["sda"]),
        scl=machine.Pin(bus_cfg["scl"]),
        freq=bus_cfg["freq"],
    )
    present = i2c.scan()
    displays = []
    for d in cfg["displays"]:
        if d["address"] not in present:
            continue
        if d["kind"] == "seg14":
            displays.append((d, Seg14(i2c, d["address"])))
        else:
            displays.append((d, Seg7(i2c, d["address"], big=d["kind"] == "bigseg7")))
    buttons = Buttons.from_config(
        cfg["buttons"],
        cfg["button_timing"],
        lambda n: machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP),
    )
    for d, disp in displays:
        disp.text(d["role"][:4].upper())
        disp.show()
    while True:
        buttons.poll(time.ticks_ms())
        time.sleep_ms(1)


main()
