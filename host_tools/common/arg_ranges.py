"""The ranges of the commands' numbers (issue 29, item 5): every whole number a command
takes is checked by argparse against its range, so a value outside it is one line and exit
status 2, never negative figures, a run that never ends or a traceback."""

import argparse

# A seed the Pico can carry as a small int (MicroPython's 31-bit ints): the same game on
# the board and the host.
SEED_MAX = 2**30 - 1
RUNS_MAX = 1_000_000  # games, matches, kicks a run: about an hour at the measured speeds


def whole(lo, hi):
    """An argparse type: a whole number within lo..hi."""

    def parse(text):
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError("expected a whole number, got %r" % text) from None
        if not lo <= n <= hi:
            raise argparse.ArgumentTypeError("expected %d..%d, got %d" % (lo, hi, n))
        return n

    parse.__name__ = "whole number"  # argparse names the type in its messages
    return parse


SEED = whole(0, SEED_MAX)
RUNS = whole(1, RUNS_MAX)
