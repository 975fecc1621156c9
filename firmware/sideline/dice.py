# Sideline's own dice: MicroPython's `random` differs by port (and is absent in some
# builds), so the game carries a generator of its own whose whole state is two small
# ints kept in the game record. Same seed, same rolls: Pico, emulator and tests alike.
#
# Two multiply-with-carry lanes with base 2**15 (Marsaglia). For lane multiplier a,
# p = a * 2**15 - 1 is a safe prime, so each lane's period is (p - 1) / 2, about 2**29;
# the periods are coprime, so the pair repeats after about 2**58 draws. Every product
# stays below 2**30: no big ints, no allocation on the Pico.
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_A1 = const(32760)
_A2 = const(32730)
_LOW15 = const(0x7FFF)
# Lane states live in [1, a * 2**15 - 2]; 0 and a * 2**15 - 1 are fixed points.
_M1 = const(32760 * 32768 - 2)
_M2 = const(32730 * 32768 - 2)
_SIX_LIMIT = const(1073741820)  # largest multiple of 6 not above 2**30: no modulo bias


def seed_state(seed):
    """Lane state [z, w] for an integer seed (any size on the host, a small int on the Pico)."""
    if seed < 0:
        seed = -seed
    low = seed & 0x3FFFFFFF
    high = (seed >> 30) & 0x3FFFFFFF
    z = (low ^ 0x2545F49) % _M1 + 1
    w = (high ^ low ^ 0x1B873593) % _M2 + 1
    return [z, w]


class Dice:
    """Dice over a state list [z, w] that belongs to the game record.

    The list is updated in place, so saving the game saves the dice.
    """

    def __init__(self, state):
        if len(state) != 2 or not (0 < state[0] <= _M1) or not (0 < state[1] <= _M2):
            raise ValueError("dice state must be [z, w] inside the generator's range")
        self.state = state

    def bits30(self):
        s = self.state
        z = s[0]
        z = _A1 * (z & _LOW15) + (z >> 15)
        w = s[1]
        w = _A2 * (w & _LOW15) + (w >> 15)
        s[0] = z
        s[1] = w
        return ((z & _LOW15) << 15) | (w & _LOW15)

    def below(self, n):
        """Uniform in 0 .. n-1 for 1 <= n < 2**30, by rejection (no modulo bias)."""
        limit = (0x3FFFFFFF // n) * n  # a multiple of n, all in small ints
        r = self.bits30()
        while r >= limit:
            r = self.bits30()
        return r % n

    def die(self):
        """One six-sided die, 1..6."""
        r = self.bits30()
        while r >= _SIX_LIMIT:
            r = self.bits30()
        return r % 6 + 1

    def shuffle(self, items):
        """Fisher-Yates in place."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1


def usable(state):
    """Whether a saved state can drive the dice (Dice's own check): a save's dice are
    checked before the game is resumed, not at its first roll."""
    try:
        Dice(state)
    except Exception:  # the wrong length or type, out of range
        return False
    return True
