"""The fake `machine` module for tests: the same virtual rp2 hardware the emulator uses
(host_tools/emulator/virtual_machine.py), importable as `fakes.machine`."""

from host_tools.emulator.virtual_machine import *  # noqa: F403
from host_tools.emulator.virtual_machine import EIO, ETIMEDOUT, I2C, Pin, Ticks, install, uninstall  # noqa: F401
