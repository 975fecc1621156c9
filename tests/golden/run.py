"""The golden runs (issue 13): fixed-seed headless scripts whose output must stay byte-identical
while College Football Saturday moves behind the game seam. Each script's output is the
headless emulator's JSON line per step, then one line with the saved game's contents (the
action log, settings, callers, clock and seed), so a change that never reaches a display
still shows.

    python -m tests.golden.run           # compare every script with its .jsonl.gz
    python -m tests.golden.run --write   # write the .jsonl.gz files (only before a move)
"""

import gzip
import io
import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
SEED = 7
SAVED_KEYS = ("record", "settings", "callers", "clock", "seed")


def scripts():
    return sorted(HERE.glob("*.txt"))


def output(script):
    from host_tools.common import headless
    from host_tools.emulator.emulate_cmd import load_cfg
    from host_tools.emulator.virtual_box import VirtualBox, memory_storage

    cfg = load_cfg(None)
    steps = headless.parse(script.read_text().splitlines(), [b["name"] for b in cfg["buttons"]])
    box = VirtualBox(cfg=cfg, storage=memory_storage(), seed=SEED)
    out = io.StringIO()
    headless.run(box, steps, out)
    saved = json.loads(box.app.payload())
    out.write(json.dumps({k: saved.get(k) for k in SAVED_KEYS}, sort_keys=True) + "\n")
    return out.getvalue()


def expected(script):
    return gzip.decompress(script.with_suffix(".jsonl.gz").read_bytes()).decode()


def first_difference(want, got):
    """The first line that differs, as the script's step and both versions."""
    for i, (a, b) in enumerate(zip(want.splitlines(), got.splitlines(), strict=False)):
        if a != b:
            return "at output line %d:\n  want %s\n  got  %s" % (i + 1, a[:400], b[:400])
    return "lengths differ: %d lines wanted, %d got" % (
        len(want.splitlines()),
        len(got.splitlines()),
    )


def main(argv):
    write = "--write" in argv
    bad = 0
    for script in scripts():
        got = output(script)
        want_path = script.with_suffix(".jsonl.gz")
        if write:
            want_path.write_bytes(gzip.compress(got.encode(), mtime=0))
            print("wrote", want_path.name, len(got.splitlines()), "lines")
        elif expected(script) != got:
            bad += 1
            print("DIFFERS", script.name, first_difference(expected(script), got))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
