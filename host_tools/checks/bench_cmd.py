"""`sideline bench`: docs/design.md's budgets, measured. Device figures come from the real
MicroPython VM (host_tools/checks/bench_vm.py); host figures from CPython."""

import json
import sys
import time

from rich.console import Console
from rich.table import Table

from host_tools.checks.bench_engines import LIVE_DATA_BUDGET, engine_budgets_by_game
from host_tools.checks.bench_vm import code_heap_by_game, device_budgets
from host_tools.common import registry
from host_tools.common.arg_ranges import RUNS, SEED, whole
from host_tools.rp2 import bench, board, held, repl_game, setup
from sideline.app import DEFAULT_GAME


def add_parser(sub):
    p = sub.add_parser(
        "bench",
        help="measure the budgets of docs/design.md (device figures in the MicroPython VM)",
        description="Play a whole game by button presses inside the real MicroPython VM "
        "and measure heap, allocation per idle tick, I2C traffic and flash writes; then "
        "time the host simulator.",
    )
    p.add_argument("--seed", type=SEED, default=1, help="dice seed (default 1)")
    p.add_argument(
        "--caller",
        default="coach",
        choices=("human", "card", "coach"),
        help="who calls the plays in the VM game (human = always the first menu choice)",
    )
    p.add_argument("--games", type=RUNS, default=200, help="host simulation games (default 200)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--uf2",
        metavar="FILE",
        action="append",
        default=None,
        help="measure on the real rp2 port instead: this MicroPython firmware (make uf2) on an "
        "emulated RP2040, the firmware installed as `make flash` installs it (repeatable)",
    )
    p.add_argument(
        "--no-games",
        action="store_true",
        help="with --uf2: skip the whole games at the REPL (human, card and coach callers, "
        "48 KB of ballast held) that measure the live heap and the callers' times",
    )
    p.add_argument(
        "--no-held",
        action="store_true",
        help="with --uf2: skip the coach game through main.py and the buttons with 48 KB held "
        "from power-on (a boot.py), NEW GAME with coaches on both sides and 40 ROLLs",
    )
    p.add_argument(
        "--ballast",
        metavar="KB",
        type=whole(0, 200),
        default=48,
        help="with --uf2: the ballast the whole games hold (default 48: the headroom the "
        "budget keeps for features to come; 0 times the callers with the heap as it is)",
    )
    p.add_argument(
        "--callers",
        metavar="KINDS",
        default="human,card,coach",
        help="with --uf2: the whole games to play, callers of both teams (default "
        "human,card,coach)",
    )
    p.set_defaults(run=run)
    return p


def host_simulation(games, seed):
    """Games per second on one core, and the same games' dice alone (the floor): the default
    game's (its HOST's "vm_bench"), as `sideline simulate --bench --json` prints them."""
    return registry.hook(DEFAULT_GAME, "vm_bench").host_simulation(games, seed)


def _kinds(args):
    kinds = tuple(k for k in getattr(args, "callers", "human,card,coach").split(",") if k)
    for k in kinds:
        if k not in ("human", "card", "coach"):
            raise SystemExit("sideline bench: --callers: %s is not human, card or coach" % k)
    return kinds


def run_uf2(args):
    results = []
    for path in args.uf2:
        try:
            res = bench.measure(path, out=sys.stderr)
            if not getattr(args, "no_held", False):
                res["held"] = held.coach_game(path, bench.HELD_KB, bench.HELD_ROLLS, out=sys.stderr)
            if not getattr(args, "no_games", False):
                res["games"] = repl_game.device_games(
                    path, kinds=_kinds(args), ballast=args.ballast * 1024, out=sys.stderr
                )
                res["ballast"] = args.ballast * 1024
            results.append(res)
        except (board.BoardError, setup.SetupError, OSError) as e:
            print("sideline bench: %s: %s" % (path, e), file=sys.stderr)
            return 1
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    print_uf2_tables(results)
    return 0


def print_uf2_tables(results, file=None):
    """The tables `sideline bench --uf2` prints, from its figures (also from --json's)."""

    c = Console(width=110, file=file)
    for res in results:
        t = Table(
            title="Device figures on the real rp2 port: MicroPython %s, %s"
            % (res.get("micropython", "?"), res["uf2"].split("/")[-1])
        )
        t.add_column("what")
        t.add_column("measured", justify="right")
        t.add_column("budget", justify="right")
        t.add_column("verdict")
        for row in bench.table_rows(res):
            t.add_row(*row)
        c.print(t)
        if res.get("games"):
            g = Table(
                title="Whole games at the REPL, %d KB of ballast held: %s"
                % (res.get("ballast", repl_game.BALLAST) // 1024, res["uf2"].split("/")[-1])
            )
            g.add_column("what")
            for kind in res["games"]:
                g.add_column(kind, justify="right")
            g.add_column("budget", justify="right")
            g.add_column("verdict")
            for row in repl_game.game_rows(res["games"]):
                g.add_row(*row)
            c.print(g)


def engine_table(engines, seed, kb):
    """The other games' device budgets, a row per game (bench_engines.engine_budgets_by_game)."""

    e = Table(
        title="Device budgets with each other game chosen (MicroPython VM, seed %d; budget: "
        "live data %s, idle tick 0 B)" % (seed, kb(LIVE_DATA_BUDGET))
    )
    for col in ("game", "actions / finished", "live data heap peak", "one press, most"):
        e.add_column(col, justify="left" if col == "game" else "right")
    e.add_column("idle ticks: bytes allocated", justify="right")
    for gid, v in engines.items():
        e.add_row(
            gid,
            "%d / %s" % (v["actions"], v["over"]),
            kb(v["live_data_heap_peak"]),
            kb(v["press_alloc_max"]),
            "%d in %d ticks" % (v["quiet_tick_bytes_allocated"], v["quiet_ticks"]),
        )
    return e


def run(args, parser=None):
    if getattr(args, "uf2", None):
        return run_uf2(args)

    t0 = time.time()
    try:
        dev = device_budgets(seed=args.seed, caller=args.caller)
    except Exception as e:  # the VM failed: say so plainly
        print("sideline bench: the MicroPython VM run failed: %s" % e, file=sys.stderr)
        return 1
    dev["vm_seconds"] = round(time.time() - t0, 1)
    try:
        code = code_heap_by_game()
    except Exception as e:
        print("sideline bench: the MicroPython VM run failed: %s" % e, file=sys.stderr)
        return 1
    try:
        engines = engine_budgets_by_game(seed=args.seed)
    except Exception as e:
        print("sideline bench: the MicroPython VM run failed: %s" % e, file=sys.stderr)
        return 1
    host = host_simulation(args.games, args.seed)
    out = {"device": dev, "code_heap_by_game": code, "budgets_by_game": engines, "host": host}
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    t = Table(
        title="Device budgets (MicroPython %s VM, seed %d, %s callers)"
        % ("1.27", args.seed, args.caller)
    )
    t.add_column("what")
    t.add_column("measured", justify="right")
    t.add_column("budget", justify="right")
    kb = lambda n: "%.1f KB" % (n / 1024)  # noqa: E731
    rows = [
        ("game: actions / finished", "%d / %s" % (dev["game_actions"], dev["game_over"]), ""),
        ("code on the heap (not frozen)", kb(dev["code_heap"]), "0 when frozen"),
        ("largest live data heap (between presses)", kb(dev["live_data_heap_peak"]), "48 KB"),
        (
            "garbage made by one press (mean / max)",
            "%s / %s" % (kb(dev["press_alloc_mean"]), kb(dev["press_alloc_max"])),
            "",
        ),
        (
            "idle ticks without a save: bytes allocated",
            "%d in %d ticks" % (dev["quiet_tick_bytes_allocated"], dev["quiet_ticks"]),
            "0",
        ),
        (
            "idle: I2C writes per clock second",
            "%.1f" % dev["idle_i2c_writes_per_clock_second"],
            "1 (clock only)",
        ),
        ("idle: I2C bytes per clock second", "%.1f" % dev["idle_i2c_bytes_per_clock_second"], ""),
        (
            "I2C bytes per button press (mean)",
            "%.1f" % dev["i2c_bytes_per_press"],
            "changed displays only",
        ),
        (
            "flash writes per game (the new game's save + one per action)",
            "%d" % dev["flash_writes_per_game"],
            "%d" % (dev["game_actions"] + 1),
        ),
        (
            "flash writes per completed action",
            "%.3f" % ((dev["flash_writes_per_game"] - 1) / dev["game_actions"]),
            "<= 1",
        ),
        ("flash writes per minute, clock only", "%d" % dev["idle_flash_writes_per_minute"], "<= 6"),
    ]
    for r in rows:
        t.add_row(*r)
    c = Console(width=110)
    c.print(t)
    g = Table(title="Code on the heap by game (MicroPython VM, from .py; 0 when frozen)")
    g.add_column("game")
    g.add_column("shell + drivers", justify="right")
    g.add_column("the game's table", justify="right")
    g.add_column("coach (at its first call)", justify="right")
    g.add_column("total", justify="right")
    for gid, v in code.items():
        total = v["shell"] + v["game"] + v["coach"]
        coach = kb(v["coach"]) if v["coach"] else "-"
        g.add_row(gid, kb(v["shell"]), kb(v["game"]), coach, kb(total))
    c.print(g)
    c.print(engine_table(engines, args.seed, kb))
    if host:
        h = Table(title="Host simulation (CPython, one core)")
        h.add_column("what")
        h.add_column("measured", justify="right")
        for k in (
            "games",
            "home_caller",
            "away_caller",
            "games_per_second",
            "dice_per_game",
            "ratio_to_dice",
            "python",
        ):
            h.add_row(k, str(host.get(k)))
        c.print(h)
    return 0
