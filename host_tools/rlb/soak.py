"""RLB's files for `sideline soak`'s rounds (host_tools/checks/soak_games.py) beyond its
rosters: an orders file damaged on the board's copy, then read by `rlb check` and adjudicated,
each command line ending in an exit status and one line, never a traceback."""

from host_tools.common.paths import FIRMWARE

ORDERS = "teams/rlb/orders"


def damaged_files(rng, root, run, damage, restore):
    """Damage one orders file under root (damage(rng, path)), run the commands that read it
    (run(argv)), then put it back (restore(the firmware's copy, path))."""
    orders = root / ORDERS
    o = rng.choice(sorted(orders.glob("*.txt")))
    damage(rng, o)
    try:
        run(["rlb", "check", str(o)])
        other = sorted(orders.glob("*.txt"))
        run(["rlb", "adjudicate", str(o), str(other[-1]), "--seed", "3"])
    finally:
        restore(FIRMWARE / ORDERS / o.name, o)
