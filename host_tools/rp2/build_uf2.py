"""`make uf2`: Sideline's two Pico firmwares from a MicroPython source tree.

    make uf2 MICROPYTHON_DIR=/path/to/micropython   (tag v1.28.0 with its submodules)

writes build/uf2/sideline-stock-RPI_PICO.uf2 (plain MicroPython: `sideline flash` then
copies the .mpy files) and build/uf2/sideline-frozen-RPI_PICO.uf2 (firmware/manifest.py
frozen in: the code runs from flash, not from the heap; the one for coach play). pico-sdk
2.2.0 would download picotool at configure time to write the UF2; configuring with
PICO_NO_PICOTOOL=1 and writing it here (host_tools/device/uf2.py) needs no network.
"""

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

from host_tools.device import uf2

PINNED = "1.28.0"  # the MicroPython release the README's device figures were measured on
BOARD = "RPI_PICO"
REPO = Path(__file__).resolve().parents[2]
SUBMODULES = ("lib/pico-sdk", "lib/tinyusb", "lib/mbedtls", "lib/micropython-lib")


def version(mp):
    """MicroPython's version as "major.minor.micro", read from py/mpconfig.h."""
    text = (mp / "py" / "mpconfig.h").read_text()
    keys = ("MAJOR", "MINOR", "MICRO")
    parts = [re.search(r"#define MICROPY_VERSION_%s \(?(\d+)" % k, text) for k in keys]
    found = [m.group(1) for m in parts if m]
    if len(found) != 3:
        raise ValueError("%s/py/mpconfig.h names no version" % mp)
    return ".".join(found)


def check_tree(mp):
    """A one-line problem with the MicroPython tree, or None."""
    if not (mp / "ports" / "rp2" / "CMakeLists.txt").is_file():
        return "%s is not a MicroPython source tree (no ports/rp2)" % mp
    for sub in SUBMODULES:
        if not any((mp / sub).iterdir()) if (mp / sub).is_dir() else True:
            return "%s/%s is empty: run `make -C ports/rp2 submodules` there" % (mp, sub)
    return None


def build(mp, out, name, manifest, jobs):
    """Configure and build one firmware; return its firmware.bin path."""
    port = mp / "ports" / "rp2"
    tree = out / ("build-" + name)
    args = [
        "cmake", "-S", str(port), "-B", str(tree),
        "-DPICO_BUILD_DOCS=0",
        "-DMICROPY_BOARD=" + BOARD,
        "-DMICROPY_BOARD_DIR=" + str(port / "boards" / BOARD),
        "-DPICO_NO_PICOTOOL=1",
    ]  # fmt: skip
    if manifest:
        args.append("-DMICROPY_FROZEN_MANIFEST=" + str(manifest))
    # Configured every time (quick on a configured tree): a tree configured from another
    # checkout kept freezing that checkout's manifest.
    subprocess.run(args, check=True)
    subprocess.run(["make", "-j%d" % jobs, "-C", str(tree)], check=True)
    return tree / "firmware.bin"


def main(argv=None):
    p = argparse.ArgumentParser(prog="build_uf2", description="Sideline's two Pico firmwares")
    p.add_argument("--micropython", default=os.environ.get("MICROPYTHON_DIR"))
    p.add_argument("--out", default=str(REPO / "build" / "uf2"))
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", choices=("stock", "frozen"), default=None)
    a = p.parse_args(argv)
    if not a.micropython:
        print("make uf2: give MICROPYTHON_DIR=/path/to/micropython (v%s, see README)" % PINNED)
        return 2
    mp = Path(a.micropython).resolve()
    problem = check_tree(mp)
    if problem:
        print("make uf2: " + problem)
        return 2
    v = version(mp)
    if v != PINNED:
        print("make uf2: warning: MicroPython %s, the figures in README are for %s" % (v, PINNED))
    out = Path(a.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    builds = [("stock", None), ("frozen", REPO / "firmware" / "manifest.py")]
    for name, manifest in builds:
        if a.only and name != a.only:
            continue
        try:
            image = build(mp, out, name, manifest, a.jobs).read_bytes()
        except (subprocess.CalledProcessError, OSError) as e:
            print("make uf2: the %s build failed: %s" % (name, e))
            return 1
        target = out / ("sideline-%s-%s.uf2" % (name, BOARD))
        target.write_bytes(uf2.from_bin(image))
        print("make uf2: %s (MicroPython %s, %d bytes of firmware)" % (target, v, len(image)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
