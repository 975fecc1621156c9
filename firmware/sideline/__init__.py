# Sideline's pure core: no hardware, no I/O, no clock and no entropy of its own.
# Runs unchanged under MicroPython (the Pico) and CPython (tests, emulator, host tools).
