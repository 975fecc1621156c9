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
_LOW30 = const(0x3FFFFFFF)
# Lane states live in [1, a * 2**15 - 2]; 0 and a * 2**15 - 1 are fixed points.
_M1 = const(32760 * 32768 - 2)
_M2 = const(32730 * 32768 - 2)
_SIX_LIMIT = const(1073741820)  # largest multiple of 6 not above 2**30: no modulo bias
# Odd 15-bit multipliers of the seed mixer (any odd constant is a bijection mod 2**30).
_K1 = const(0x6B2D)
_K2 = const(0x4F1B)
_K3 = const(0x5A77)


def _times(x, k):
    # x * k mod 2**30 for x < 2**30 and k < 2**15, every partial product below 2**30.
    p = (x & _LOW15) * k
    top = (((x >> 15) * k) & _LOW15) + (p >> 15)
    return ((top & _LOW15) << 15) | (p & _LOW15)


def _mix(x):
    # A bijection of 30-bit ints in which every input bit reaches every output bit:
    # xorshifts carry the high bits down, the odd multiplies carry the low bits up. Without
    # it the lanes' first step keeps the seed's high bits, which consecutive seeds share.
    x ^= x >> 15
    x = _times(x, _K1)
    x ^= x >> 13
    x = _times(x, _K2)
    x ^= x >> 16
    x = _times(x, _K3)
    x ^= x >> 15
    return x


def seed_state(seed):
    """Lane state [z, w] for an integer seed (any size on the host, a small int on the Pico).

    Seeds 1, 2, 3... give unrelated first draws: the low and high 30 bits of the seed
    (the sign ignored) go through the mixer before they become the lanes' states.
    """
    if seed < 0:
        seed = -seed
    low = seed & _LOW30
    high = (seed >> 30) & _LOW30
    z = _mix(low ^ _mix(high ^ 0x2545F49))
    w = _mix(z ^ 0x1B873593)
    return [z % _M1 + 1, w % _M2 + 1]


def seed_state_v1(seed):
    """The seeding before the mixer: kept only so that a save holding a seed and no dice
    state, made by that firmware, replays as it was played."""
    if seed < 0:
        seed = -seed
    low = seed & _LOW30
    high = (seed >> 30) & _LOW30
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
