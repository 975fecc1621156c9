"""The I2C bus of a build: pull-ups, rise time and wire length, sink current.

hardware/POWER.md, "The bus", explains the figures and their sources.
"""

# Every backpack has 10k on SDA and on SCL (R1, R2), to the pin that sets its bus level:
# VCC on the 0.56in, IO on the 1.2in, VIO on the STEMMA QT alphanumeric, Vi2c on the
# original one (Adafruit's schematics). All of them go to 3V3 here: none has a level
# shifter or a pull-up to 5 V.
PULLUP_OHMS = 10000
V_LOGIC = 3.3
VOL_MAX = 0.4  # I2C spec (UM10204): VOL at 3 mA sink, fast mode
SINK_MA = 3.0  # ... the current every fast-mode device must sink at VOL_MAX
RISE_NS = {100000: 1000, 400000: 300}  # I2C spec: tr max, standard and fast mode
RISE_K = 0.8473  # tr = 0.8473 x Rp x Cb (0.3 VDD to 0.7 VDD on an RC edge)
PIN_PF = 10  # I2C spec: Ci max per device pin
WIRE_PF_PER_M = 100  # hook-up wire pair or ribbon, roughly; measure if it matters


def bus(cfg):
    """The bus figures of a build as a dict (every figure derived, nothing stored)."""
    n = len(cfg["displays"])
    rp = PULLUP_OHMS / n
    extra = cfg["i2c"].get("pullup_ohms")  # external resistors fitted to 3V3, if any
    if extra:
        rp = 1 / (1 / rp + 1 / extra)
    sink = (V_LOGIC - VOL_MAX) / rp * 1000
    devices = n + 1  # the backpacks and the Pico
    out = {"pullups": n, "rp": rp, "sink_ma": sink, "devices": devices}
    for freq, tr in RISE_NS.items():
        cb = tr / (RISE_K * rp) * 1000  # pF
        out["cb_%d" % freq] = cb
        out["wire_m_%d" % freq] = max(0.0, (cb - devices * PIN_PF) / WIRE_PF_PER_M)
    return out


def bus_lines(cfg):
    b = bus(cfg)
    lines = [
        "I2C bus: %d backpacks' 10k pull-ups (all to 3V3) in parallel = %.0f ohm on SDA and SCL."
        % (b["pullups"], b["rp"]),
        "  400 kHz, tr <= 300 ns: Cb <= 300 ns / (0.8473 x %.0f) = %.0f pF; less %d pins x %d pF"
        % (b["rp"], b["cb_400000"], b["devices"], PIN_PF),
        "    leaves about %.1f m of wire at %d pF/m." % (b["wire_m_400000"], WIRE_PF_PER_M),
        "  100 kHz, tr <= 1000 ns: Cb <= %.0f pF, about %.1f m of wire."
        % (b["cb_100000"], b["wire_m_100000"]),
        "  Sink current with a line low: (3.3 - 0.4) V / %.0f ohm = %.2f mA against the 3 mA"
        % (b["rp"], b["sink_ma"]),
        "    a fast-mode device must sink at 0.4 V: %s."
        % ("within" if b["sink_ma"] <= SINK_MA else "over, see POWER.md, The bus"),
    ]
    return lines
