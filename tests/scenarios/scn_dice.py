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


def scenario_known_sequence_seed_1():
    # The first rolls for seed 1, pinned so a port or refactor that changes them fails.
    d = Dice(seed_state(1))
    assert [d.die() for _ in range(20)] == [
        1,
        6,
        3,
        5,
        2,
        3,
        1,
        5,
        1,
        5,
        2,
        4,
        1,
        6,
        5,
        5,
        2,
        4,
        1,
        4,
    ]


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
