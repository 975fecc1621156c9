# The board boots this file by name and compiles it from source on every boot: the boot
# itself is drivers/pico.py, compiled once by `sideline flash` (compiling it here held the
# displays dark for a tenth of a second at power-on).
from drivers.pico import boot

boot()
