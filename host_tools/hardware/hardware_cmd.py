"""`sideline hardware`: the wiring drawings, pin tables and power budget, from the wiring files.

sideline hardware                  write hardware/wiring.svg, pins.md, front-panel.svg,
                                   front-view.svg, minimal-wiring.svg, ... and the generated
                                   blocks of BOM.md and POWER.md, from firmware/hardware.json,
                                   hardware/builds/*.json and hardware/parts.json
sideline hardware --check          write nothing; exit 1 naming every stale file, every
                                   wiring file whose max_brightness is above the safe level
                                   and every front-panel collision: a window that leaves its
                                   board no ledge, a clamp over a chip, a STEMMA QT socket
                                   under a screw (host_tools/hardware/panel_parts.py)
sideline hardware --power          print the power and bus budget of every build and its
                                   highest safe brightness
sideline hardware --config FILE    only that wiring file (its drawing and pin table are
                                   named after its "build": reference -> wiring.svg and
                                   pins.md, NAME -> NAME-wiring.svg and NAME-pins.md),
                                   into --out-dir (default hardware/)
"""

import sys
from pathlib import Path

from host_tools.hardware import power, wiring


def add_parser(sub):
    p = sub.add_parser(
        "hardware",
        help="wiring drawing, pin table and power budget from the wiring files",
        description=__doc__.splitlines()[0].split(": ", 1)[1],
    )
    p.add_argument(
        "--config",
        metavar="FILE",
        action="append",
        help="a wiring file (repeatable; default: firmware/hardware.json and hardware/builds/*)",
    )
    p.add_argument(
        "--out-dir", metavar="DIR", type=Path, help="where the outputs go (default: hardware/)"
    )
    p.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if an output is out of date"
    )
    p.add_argument("--power", action="store_true", help="print the power budget instead")
    p.set_defaults(run=run)
    return p


def _fail(message):
    print("sideline hardware: %s" % message, file=sys.stderr)
    return 2


def run(args, parser):
    paths = args.config
    out_dir = args.out_dir or wiring.HARDWARE
    if out_dir.exists() and not out_dir.is_dir():
        return _fail("--out-dir %s is a file, not a folder" % out_dir)
    # The BOM.md and POWER.md blocks cover every build: only made from the full set.
    docs = paths is None and (args.out_dir is None or (out_dir / "BOM.md").exists())
    try:
        if args.power:
            builds = [(path, wiring.load(path)) for path in paths or wiring.default_configs()]
        else:
            outputs = wiring.generate(paths, out_dir, docs=docs)
    except (OSError, ValueError) as e:
        return _fail(e)
    if args.power:
        for path, cfg in builds:
            print("From %s. " % wiring.source_name(path), end="")
            print(power.table(cfg, wiring.build_name(cfg)))
        return 0
    unsafe = wiring.unsafe_brightness(outputs.configs) + outputs.panel_problems
    for problem in unsafe:
        print("sideline hardware: %s" % problem, file=sys.stderr)
    if args.check:
        old = wiring.stale(outputs)
        for path in old:
            print(
                "%s is out of date with %s: run `sideline hardware`"
                % (wiring.source_name(path), outputs.made_from[path]),
                file=sys.stderr,
            )
        if not old and not unsafe:
            print("sideline hardware: %d files up to date" % len(outputs))
        return 1 if old or unsafe else 0
    try:
        changed = wiring.write(outputs)
    except OSError as e:
        return _fail(e)
    for path in outputs:
        print("%s %s" % ("wrote    " if path in changed else "unchanged", wiring.source_name(path)))
    return 1 if unsafe else 0
