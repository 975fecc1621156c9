# The project's dice behave identically under CPython and MicroPython.
from sideline.dice import Dice, seed_state


def scenario_same_seed_same_rolls():
    a = Dice(seed_state(2026))
    b = Dice(seed_state(2026))
    assert [a.die() for _ in range(200)] == [b.die() for _ in range(200)]


def scenario_rolls_are_dice_and_state_is_small_ints():
    d = Dice(seed_state(7))
    seen = [0] * 7
    for _ in range(3000):
        v = d.die()
        assert 1 <= v <= 6
        seen[v] += 1
        assert 0 < d.state[0] < (1 << 30) - 1 and 0 < d.state[1] < (1 << 30) - 1
    assert min(seen[1:]) > 400  # 500 expected per face; P(<400) is negligible


def _lanes_from_the_header(seed):
    # sideline/dice.py's header and seed_state's docstring, in plain arithmetic: the seed's
    # low 30 bits through xorshifts and odd multiplies mod 2**30, then the two lanes.
    def mix(x):
        for shift, k in ((15, 0x6B2D), (13, 0x4F1B), (16, 0x5A77)):
            x ^= x >> shift
            x = (((x >> 15) * k & 0x7FFF) << 15) + (x & 0x7FFF) * k & 0x3FFFFFFF
        return x ^ (x >> 15)

    z = mix(seed ^ mix(0x2545F49))
    w = mix(z ^ 0x1B873593)
    return z % (32760 * 32768 - 2) + 1, w % (32730 * 32768 - 2) + 1


def scenario_known_sequence_seed_1():
    # The first rolls for seed 1 against the generator its header describes (multiply with
    # carry, base 2**15, multipliers 32760 and 32730; a die from the 30-bit draws below the
    # largest multiple of 6), so a port or refactor that changes them fails.
    z, w = _lanes_from_the_header(1)
    want = []
    while len(want) < 20:
        z = 32760 * (z & 0x7FFF) + (z >> 15)
        w = 32730 * (w & 0x7FFF) + (w >> 15)
        r = ((z & 0x7FFF) << 15) | (w & 0x7FFF)
        if r < 1073741820:
            want.append(r % 6 + 1)
    d = Dice(seed_state(1))
    assert [d.die() for _ in range(20)] == want


def scenario_shuffle_is_a_permutation():
    d = Dice(seed_state(52))
    deck = list(range(52))
    d.shuffle(deck)
    assert sorted(deck) == list(range(52))
    assert deck != list(range(52))


def scenario_state_round_trips():
    d = Dice(seed_state(99))
    for _ in range(10):
        d.die()
    saved = list(d.state)
    after = [d.die() for _ in range(10)]
    d2 = Dice(saved)
    assert [d2.die() for _ in range(10)] == after
