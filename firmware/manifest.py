# Freezing Sideline into a custom MicroPython firmware for the Pico (optional).
#
# `make flash` copies compiled .mpy files to the board's filesystem, which is all a stock
# MicroPython needs. To build the core and drivers into the firmware image instead (less
# RAM at import, nothing to copy but data), from a MicroPython checkout:
#
#     make -C ports/rp2 BOARD=RPI_PICO FROZEN_MANIFEST=/path/to/sideline/firmware/manifest.py
#
# and flash the resulting firmware.uf2. This file is read by MicroPython's build
# (tools/manifestfile.py), never by the board: `sideline flash` and package.json leave it out.
#
# What stays on the filesystem, copied by `sideline flash` (or `mpremote cp`):
# - main.py: a frozen main.py would run instead of any main.py on the filesystem, so it
#   stays a file the board boots and a player can replace;
# - hardware.json and teams/*.json: data, not code (manifests freeze modules only);
# - the saves (save0.sln, save1.sln), written by the scoreboard itself.
# Do not also copy sideline/ or drivers/ to a board running this build: the filesystem comes
# first on sys.path ("", ".frozen", "/lib"), so old copies there would shadow the frozen ones.
#
# pyright: reportUndefinedVariable=false
# ruff: noqa: F821  (include/package are the manifest language's, not Python's)

include("$(PORT_DIR)/boards/manifest.py")  # the rp2 port's own frozen modules
package("sideline")  # the pure core
package("games")  # the games' rules (the chosen one is imported)
package("drivers")  # HT16K33 displays, buttons, storage
