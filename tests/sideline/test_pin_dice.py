"""Sideline's own dice (docs/design.md principle 4) pinned against the generator its header
describes: two multiply-with-carry lanes, base 2**15, multipliers 32760 and 32730, 30 output
bits of which die() keeps the ones below the largest multiple of 6 not above 2**30."""

import pytest

from sideline import dice
from sideline.dice import Dice, seed_state

A1, A2 = 32760, 32730
M1, M2 = A1 * 2**15 - 2, A2 * 2**15 - 2
SIX_LIMIT = (2**30 // 6) * 6


def reference(z, w, n):
    """n 30-bit outputs of the two MWC lanes, written from the header comment."""
    out = []
    for _ in range(n):
        z = A1 * (z % 2**15) + z // 2**15
        w = A2 * (w % 2**15) + w // 2**15
        out.append((z % 2**15) * 2**15 + w % 2**15)
    return out, [z, w]


@pytest.mark.parametrize("state", [[1, 1], [M1, M2], [123_456_789, 987_654_321 % M2]])
def test_bits30_is_the_two_lane_multiply_with_carry(state):
    d = Dice(list(state))
    got = [d.bits30() for _ in range(50)]
    want, end = reference(state[0], state[1], 50)
    assert got == want and d.state == end
    assert all(0 <= v < 2**30 for v in got)


def test_the_lane_states_stay_in_range():
    d = Dice(seed_state(77))
    for _ in range(10_000):
        d.bits30()
        assert 0 < d.state[0] <= M1 and 0 < d.state[1] <= M2


class Scripted(Dice):
    """Dice whose 30-bit draws are given, to reach the rejection boundaries."""

    def __init__(self, draws):
        Dice.__init__(self, [1, 1])
        self.draws = list(draws)

    def bits30(self):
        return self.draws.pop(0)


def test_die_rejects_draws_from_the_largest_multiple_of_six_up():
    assert SIX_LIMIT == 1_073_741_820 and SIX_LIMIT % 6 == 0 and 2**30 - SIX_LIMIT < 6
    assert Scripted([SIX_LIMIT - 1]).die() == (SIX_LIMIT - 1) % 6 + 1 == 6
    d = Scripted([SIX_LIMIT, 2**30 - 1, 6 * 1000 + 2])
    assert d.die() == 3 and d.draws == []
    assert Scripted([0]).die() == 1 and Scripted([5]).die() == 6


@pytest.mark.parametrize("n", [1, 2, 3, 7, 52, 2**29])
def test_below_rejects_only_the_draws_past_a_multiple_of_n(n):
    limit = (2**30 - 1) // n * n
    assert Scripted([limit - 1]).below(n) == (limit - 1) % n
    d = Scripted([limit, 4])
    assert d.below(n) == 4 % n and d.draws == []


def test_die_is_uniform_enough_and_in_range():
    d = Dice(seed_state(2026))
    counts = [0] * 6
    for _ in range(60_000):
        v = d.die()
        assert 1 <= v <= 6
        counts[v - 1] += 1
    # Chi-square with 5 degrees of freedom: 20.5 is its 0.999 quantile.
    chi2 = sum((c - 10_000) ** 2 / 10_000 for c in counts)
    assert chi2 < 20.5


def test_shuffle_is_fisher_yates_from_the_end():
    class Low(Dice):
        def __init__(self):
            Dice.__init__(self, [1, 1])
            self.asked = []

        def below(self, n):
            self.asked.append(n)
            return 0

    d = Low()
    items = ["a", "b", "c", "d"]
    d.shuffle(items)
    assert d.asked == [4, 3, 2] and items == ["b", "c", "d", "a"]
    d = Low()
    one = ["x"]
    d.shuffle(one)
    assert one == ["x"] and d.asked == []


@pytest.mark.parametrize("state", [[0, 1], [1, 0], [M1 + 1, 1], [1, M2 + 1], [1], [1, 2, 3], []])
def test_a_state_outside_the_generators_range_is_refused(state):
    # 0 and a * 2**15 - 1 are the lanes' fixed points: a restored save must not stick there
    with pytest.raises(
        ValueError, match=r"^dice state must be \[z, w\] inside the generator's range$"
    ):
        Dice(state)


def test_the_edges_of_the_state_range_are_accepted():
    Dice([M1, M2])
    Dice([1, 1])
    assert dice._M1 == M1 and dice._M2 == M2


@pytest.mark.parametrize("seed", [0, 1, 2, 2**30 - 1, 2**30, 2**31 + 5, 2**60 + 3, -7])
def test_seed_state_is_in_range_and_ignores_the_sign(seed):
    z, w = seed_state(seed)
    assert 0 < z <= M1 and 0 < w <= M2
    assert seed_state(-seed) == [z, w]


def _times(x, k):
    return x * k % 2**30


def _mix(x):
    """The header's mixer in plain arithmetic: xorshifts and odd multiplies mod 2**30."""
    for shift, k in ((15, 0x6B2D), (13, 0x4F1B), (16, 0x5A77)):
        x ^= x >> shift
        x = _times(x, k)
    return x ^ (x >> 15)


def test_seed_state_follows_the_header():
    """low and high 30 bits through the mixer, each lane reduced into its range."""
    for seed in (0, 1, 2026, 2**30 - 1, 2**30 + 17, 2**59 + 2**31 + 9):
        low = seed % 2**30
        high = (seed // 2**30) % 2**30
        z = _mix(low ^ _mix(high ^ 0x2545F49))
        w = _mix(z ^ 0x1B873593)
        assert seed_state(seed) == [z % M1 + 1, w % M2 + 1]
    assert seed_state(2**30) != seed_state(0)  # the high bits count


def test_the_mixer_is_a_bijection_on_its_low_bits():
    """Distinct seeds below 2**16 give distinct lane states (the mixer loses nothing)."""
    assert len({tuple(seed_state(s)) for s in range(2**16)}) == 2**16


def test_seed_state_v1_is_the_seeding_old_saves_were_made_with():
    for seed in (0, 1, 2026, 2**30 + 17, 2**59 + 2**31 + 9, -5):
        s = abs(seed)
        low = s % 2**30
        high = (s // 2**30) % 2**30
        z = (low ^ 0x2545F49) % M1 + 1
        w = (high ^ low ^ 0x1B873593) % M2 + 1
        assert dice.seed_state_v1(seed) == [z, w]
