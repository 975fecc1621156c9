"""The project's PRNG (docs/design.md principle 4): unbiased dice, small-int state, same on the
VM."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from kits.stats import chi2_sf, chi_square

from sideline.dice import _A1, _A2, _M1, _M2, Dice, seed_state, seed_state_v1

ALPHA = 0.001  # stated significance level for every goodness-of-fit test here


def test_chi2_sf_matches_known_critical_values():
    # Tabulated chi-square critical values at alpha = 0.001.
    assert chi2_sf(20.515, 5) == pytest.approx(0.001, rel=1e-3)
    assert chi2_sf(66.619, 35) == pytest.approx(0.001, rel=1e-3)
    assert chi2_sf(4.351, 5) == pytest.approx(0.5, rel=1e-3)


def _faces(roll, n):
    counts = [0] * 6
    for _ in range(n):
        counts[roll() - 1] += 1
    return counts


def test_die_is_uniform_chi_square_600k():
    """600,000 rolls; chi-square goodness of fit against 1/6 per face, df = 5."""
    d = Dice(seed_state(20261129))
    n = 600_000
    counts = _faces(d.die, n)
    stat = chi_square(counts, [n / 6] * 6)
    assert chi2_sf(stat, 5) > ALPHA, (counts, stat)


def test_the_chi_square_test_has_power_against_a_small_bias():
    """The same test and sample size reject a die that is 0.6% heavy on one face."""
    d = Dice(seed_state(5))

    def loaded():
        r = d.below(1000)
        if r < 6:  # 6 in 1000 rolls forced to a six
            return 6
        return d.die()

    counts = _faces(loaded, 600_000)
    stat = chi_square(counts, [100_000] * 6)
    assert chi2_sf(stat, 5) < ALPHA


def test_consecutive_rolls_are_independent_chi_square_pairs():
    """300,000 pairs of rolls over 36 cells (df = 35): no serial correlation."""
    d = Dice(seed_state(42))
    cells = [0] * 36
    n = 300_000
    for _ in range(n):
        a = d.die()
        b = d.die()
        cells[(a - 1) * 6 + b - 1] += 1
    stat = chi_square(cells, [n / 36] * 36)
    assert chi2_sf(stat, 35) > ALPHA


def test_below_is_uniform_for_a_deck():
    """below(52) drives card shuffles: 520,000 draws, chi-square df = 51."""
    d = Dice(seed_state(52))
    counts = [0] * 52
    for _ in range(520_000):
        counts[d.below(52)] += 1
    stat = chi_square(counts, [10_000] * 52)
    assert chi2_sf(stat, 51) > ALPHA


SEEDS = range(1, 10_001)  # the seeds a player types: `--seed 1`, `--seed 2`...


def _first_draw_p_values(seeding):
    """Chi-square p-values of the first draw after seeding(s) for s = 1..10,000: a die (df 5),
    a coin (below(2), df 1) and the 30-bit draw's top six bits (df 63)."""
    faces, coins, tops = [0] * 6, [0] * 2, [0] * 64
    for s in SEEDS:
        faces[Dice(seeding(s)).die() - 1] += 1
        coins[Dice(seeding(s)).below(2)] += 1
        tops[Dice(seeding(s)).bits30() >> 24] += 1
    n = len(SEEDS)
    return (
        chi2_sf(chi_square(faces, [n / 6] * 6), 5),
        chi2_sf(chi_square(coins, [n / 2] * 2), 1),
        chi2_sf(chi_square(tops, [n / 64] * 64), 63),
    )


def test_first_draws_of_consecutive_seeds_are_uniform():
    """Seeds 1..10,000: each first draw passes chi-square at ALPHA (a die, a coin, 64 cells)."""
    for p in _first_draw_p_values(seed_state):
        assert p > ALPHA


def test_the_first_draw_test_rejects_the_old_seeding():
    """The same test, sizes and threshold fail the seeding before the mixer (its first die
    always odd, its first coin always the same): the test has the power it claims."""
    assert all(p < ALPHA for p in _first_draw_p_values(seed_state_v1))


def test_first_draws_of_neighbouring_seeds_are_independent():
    """Pairs (first die of seed s, of seed s + 1) over 36 cells, df 35: no tie between
    neighbours that a per-seed count would miss."""
    cells = [0] * 36
    for s in range(1, 20_001, 2):
        a = Dice(seed_state(s)).die()
        b = Dice(seed_state(s + 1)).die()
        cells[(a - 1) * 6 + b - 1] += 1
    assert chi2_sf(chi_square(cells, [10_000 / 36] * 36), 35) > ALPHA


def _is_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):  # deterministic below 3.3e24
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


@pytest.mark.parametrize("a", [_A1, _A2])
def test_each_lane_has_full_period(a):
    """p = a*2**15 - 1 and (p-1)/2 prime with p = 7 mod 8: the lane's period is (p-1)/2."""
    p = a * 32768 - 1
    assert _is_prime(p) and _is_prime((p - 1) // 2) and p % 8 == 7
    assert (_M1 if a == _A1 else _M2) == p - 1


@given(st.integers(min_value=-(2**80), max_value=2**80))
def test_any_seed_gives_a_valid_small_int_state(seed):
    z, w = seed_state(seed)
    assert 0 < z <= _M1 and 0 < w <= _M2
    d = Dice([z, w])
    for _ in range(3):
        assert d.bits30() < 2**30
        assert d.state[0] < 2**30 and d.state[1] < 2**30


@given(st.integers(1, _M1), st.integers(1, _M2))
def test_every_step_stays_below_2_30(z, w):
    """MicroPython small ints stop at 2**30 - 1: no state or output may reach it."""
    d = Dice([z, w])
    for _ in range(5):
        out = d.bits30()
        assert 0 <= out < 2**30
        assert 0 < d.state[0] <= _M1 and 0 < d.state[1] <= _M2


@pytest.mark.parametrize("bad", [[0, 5], [5, 0], [_M1 + 1, 5], [1], [1, 2, 3]])
def test_bad_state_is_refused(bad):
    with pytest.raises(ValueError):
        Dice(bad)


@pytest.mark.vm
@pytest.mark.parametrize("seed", [0, 1, 12345, 2**29 - 3])
def test_same_sequence_in_the_micropython_vm(mpvm, seed):
    host = Dice(seed_state(seed))
    expected = [host.die() for _ in range(2000)] + [host.below(52) for _ in range(200)]
    mpvm.exec("from sideline.dice import Dice, seed_state\n_d = Dice(seed_state(%d))" % seed)
    got = mpvm.eval("[_d.die() for _ in range(2000)] + [_d.below(52) for _ in range(200)]")
    assert got == expected


@pytest.mark.vm
def test_rolling_allocates_nothing_on_micropython(mpvm):
    """heap_lock makes any allocation raise MemoryError: 10,000 rolls must not."""
    mpvm.exec(
        "import micropython\n"
        "from sideline.dice import Dice, seed_state\n"
        "def _roll_many(d, n):\n"
        "    total = 0\n"
        "    while n > 0:\n"
        "        total += d.die()\n"
        "        n -= 1\n"
        "    return total\n"
        "_d = Dice(seed_state(3))\n"
        "_n = 0  # the global exists before the lock: inserting it would allocate\n"
        "micropython.heap_lock()\n"
        "try:\n"
        "    _n = _roll_many(_d, 10000)\n"
        "finally:\n"
        "    micropython.heap_unlock()\n"
    )
    assert 10000 <= mpvm.eval("_n") <= 60000


def _played_rlb_table(seed):
    from games.rlb import box
    from host_tools.emulator.tables_bot import new_table

    t = new_table(box, "teams/rlb", seed)
    for a in ({"a": "defence", "play": "ND"}, {"a": "play", "play": "HU"}):
        assert t.act(a)
    return t, box


def test_a_save_replays_from_its_dice_state_not_its_seed():
    """The save holds the dice state the game started from: a save whose seed no longer
    maps to that state (the seeding changed since) still replays the same game."""
    from host_tools.emulator.tables_bot import new_table

    t, box = _played_rlb_table(11)
    payload = json.loads(json.dumps(t.old_game()))
    assert payload["dice"] == seed_state(t.game_seed)
    payload["seed"] += 1  # as if seed_state had changed under the save
    r = new_table(box, "teams/rlb", 99, saved=json.dumps(payload))
    assert r.resumed and r.state_ == t.state_ and r.log == t.log


def test_a_save_without_a_dice_state_replays_with_the_old_seeding():
    """Saves made before the dice state was kept hold only the seed: they replay with the
    seeding they were played with (seed_state_v1), exactly as a save holding that state."""
    from host_tools.emulator.tables_bot import new_table

    t, box = _played_rlb_table(12)
    old = json.loads(json.dumps(t.old_game()))
    del old["dice"]
    same = dict(old, dice=seed_state_v1(old["seed"]))
    r = new_table(box, "teams/rlb", 99, saved=json.dumps(old))
    s = new_table(box, "teams/rlb", 99, saved=json.dumps(same))
    assert r.resumed and s.resumed and r.state_ == s.state_
    assert r.dice_start() == seed_state_v1(old["seed"]) != seed_state(old["seed"])


def test_a_save_with_a_bad_dice_state_is_refused_in_one_line():
    from host_tools.emulator.tables_bot import new_table

    t, box = _played_rlb_table(13)
    bad = dict(json.loads(json.dumps(t.old_game())), dice="x")
    r = new_table(box, "teams/rlb", 99, saved=json.dumps(bad))
    assert not r.resumed and r.problem == "saved game: dice: expected [z, w]"
