"""`sideline soak [--steps N] [--length L] [--fuzz N] [--rounds R] [--minutes M] [--seed S]`:
the long reliability runs.

Runs each game's scoreboard state machine (its HOST's "state_machine": College Football
Saturday's, in its host folder, bounded in tests/host_tools/cfs/test_stateful.py) until N steps have
passed (default 100,000; L steps a sequence at most, default 400), then N fuzz cases of each kind a
game has (host_tools/checks/fuzz.py: its HOST's "fuzz", CFS's team sheets and save slots),
then R rounds of the four games (host_tools/checks/soak_games.py: the button path, setup's
GAME, power cuts, damaged data and wiring files, main.py's boot, the command line; at most M
minutes), and prints what was tried and that it held, per game and per fault. A failure prints
hypothesis's shortest sequence that shows it (or the case's or round's number) and exits
1. Needs the dev extras (hypothesis).
"""

import sys
import time
from pathlib import Path

from host_tools.checks import fuzz, soak_games
from host_tools.common import registry
from host_tools.common.arg_ranges import SEED, whole
from host_tools.rp2 import board, powercut, setup


def add_parser(sub):
    p = sub.add_parser(
        "soak",
        help="long reliability runs: random button sequences, power cuts, fuzzed files",
        description="Random presses, waits, setup changes and power cuts against the "
        "scoreboard with its invariants checked after every step, then fuzzed team "
        "sheets and save slots.",
    )
    p.add_argument(
        "--steps",
        type=whole(0, 10**9),
        default=100_000,
        metavar="N",
        help="state machine steps (100000)",
    )
    p.add_argument(
        "--length",
        type=whole(1, 100_000),
        default=400,
        metavar="L",
        help="steps a sequence at most (400)",
    )
    p.add_argument(
        "--fuzz",
        type=whole(0, 10**7),
        default=3000,
        metavar="N",
        help="fuzz cases of each kind (3000)",
    )
    p.add_argument(
        "--rounds",
        type=whole(0, 10**7),
        default=400,
        metavar="R",
        help="rounds of the four games (400)",
    )
    p.add_argument(
        "--minutes",
        type=whole(1, 10_000),
        default=None,
        metavar="M",
        help="stop the four games' rounds after M minutes",
    )
    p.add_argument("--seed", type=SEED, default=1, metavar="S", help="fuzz seed (default 1)")
    p.add_argument(
        "--uf2",
        metavar="UF2",
        default=None,
        help="instead: power cuts part-way through flash erases and programs on the real "
        "port, the firmware run from this MicroPython UF2 on the emulated Pico",
    )
    p.add_argument(
        "--cuts",
        type=whole(1, 10**6),
        default=300,
        metavar="N",
        help="with --uf2: power cuts to make (300)",
    )
    p.add_argument(
        "--jobs",
        type=whole(1, 16),
        default=2,
        metavar="J",
        help="with --uf2: emulated boards at once (2)",
    )
    p.add_argument(
        "--no-shrink", action="store_true", help="report a failing sequence whole (faster)"
    )
    p.set_defaults(run=run)
    return p


def run(args, parser=None):
    if args.uf2 is not None:
        return _uf2(args)
    try:
        # why: hypothesis, a dev dependency and slow to import: this check only
        import hypothesis  # noqa: F401
    except ImportError:
        print("sideline soak: needs hypothesis (pip install -e '.[dev]')", file=sys.stderr)
        return 2
    t1 = time.monotonic()
    for _gid, machine in registry.modules("state_machine"):  # they import hypothesis: here
        status = _machine(machine, args)
        if status:
            return status
        t1 = time.monotonic()
    tally = fuzz.Tally()
    try:
        fuzz.run(args.fuzz, args.seed, tally)
    except Exception as e:
        print("sideline soak: FAILED: %s" % e, file=sys.stderr)
        return 1
    finally:
        print("fuzz (seed %d, %.0f s):" % (args.seed, time.monotonic() - t1))
        for k in sorted(tally.counts):
            print("  %-45s %d" % (k, tally.counts[k]))
    if args.rounds:
        status = _games(args)
        if status:
            return status
    print("held: no exception, no ERR, every invariant after every step, every case booted")
    return 0


def _machine(machine, args):
    """One game's state machine (its Scoreboard, its FIGURES) until --steps steps have passed;
    1 on a failure, with hypothesis's shortest failing sequence."""
    # why: hypothesis, a dev dependency and slow to import: this check only
    from hypothesis import HealthCheck, Phase, settings
    from hypothesis.stateful import run_state_machine_as_test

    t0 = time.monotonic()
    sequences = 0
    figures = machine.FIGURES
    try:
        while figures.counts.get("steps", 0) < args.steps:
            run_state_machine_as_test(
                machine.Scoreboard,
                settings=settings(
                    max_examples=20,
                    stateful_step_count=args.length,
                    deadline=None,
                    database=None,
                    suppress_health_check=list(HealthCheck),
                    # Shrinking a sequence of hundreds of steps can take an hour: the long
                    # run reports the whole failing sequence (tests/host_tools/cfs/test_stateful.py
                    # shrinks).
                    phases=[Phase.generate] if args.no_shrink else list(Phase),
                ),
            )
            sequences += 20
            print(
                "  %d steps, %.0f s" % (figures.counts.get("steps", 0), time.monotonic() - t0),
                file=sys.stderr,
            )
    except KeyboardInterrupt:
        print("sideline soak: interrupted", file=sys.stderr)
    except Exception as e:
        print("sideline soak: FAILED: %s" % e, file=sys.stderr)
        for note in getattr(e, "__notes__", []):  # hypothesis's shortest failing sequence
            print(note, file=sys.stderr)
        _report(figures.counts, sequences, time.monotonic() - t0)
        return 1
    _report(figures.counts, sequences, time.monotonic() - t0)
    return 0


def _games(args):
    t0 = time.monotonic()
    counts = soak_games.Counts()

    def progress(i, seconds):
        if i % 20 == 0:
            print("  %d rounds, %.0f s" % (i, seconds), file=sys.stderr)

    try:
        soak_games.run(args.rounds, args.sideline, args.seed, args.minutes, counts, progress)
    except Exception as e:
        print("sideline soak: FAILED: %s" % e, file=sys.stderr)
        return 1
    finally:
        print("four games (seed %d, %.0f s):" % (args.seed, time.monotonic() - t0))
        for line in counts.table():
            print("  " + line)
    return 0


def _report(counts, sequences, seconds):
    print("state machine (%d sequences, %.0f s):" % (sequences, seconds))
    for k in sorted(counts):
        print("  %-45s %d" % (k, counts[k]))


def _uf2(args):
    """`sideline soak --uf2 UF2`: host_tools/rp2/powercut.py's run, its counts printed."""

    if not Path(args.uf2).is_file():
        print("sideline soak: no UF2 at %s (make uf2 builds one)" % args.uf2, file=sys.stderr)
        return 2
    t0 = time.monotonic()
    counts = powercut.Counts()
    status = 0
    try:
        powercut.run(
            args.uf2,
            args.cuts,
            args.seed,
            args.minutes,
            jobs=args.jobs,
            counts=counts,
            log=lambda line: print("  %d. %s" % (counts.cuts(), line), file=sys.stderr),
        )
    except setup.SetupError as e:
        print("sideline soak: %s" % e, file=sys.stderr)
        return 2
    except board.BoardError as e:  # the emulated board stopped: the counts so far still print
        print("sideline soak: %s" % e, file=sys.stderr)
        status = 2
    except powercut.CutFailure as e:
        print("sideline soak: FAILED: %s" % e, file=sys.stderr)
        status = 1
    except KeyboardInterrupt:
        print("sideline soak: interrupted", file=sys.stderr)
        status = 1
    print(
        "power cuts on the real port (%s, seed %d, %d boards, %.0f s):"
        % (Path(args.uf2).name, args.seed, args.jobs, time.monotonic() - t0)
    )
    for line in counts.table():
        print("  " + line)
    if status == 0:
        if counts.cuts() < args.cuts:
            print(
                "stopped after %d minutes with %d of %d cuts"
                % (args.minutes, counts.cuts(), args.cuts)
            )
            return 1
        print(
            "held: after every cut littlefs mounted, every file read, the firmware's files "
            "unchanged, the newest save the last completed one or the one being written, "
            "and the box booted into its game"
        )
    return status
