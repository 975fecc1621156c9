"""`sideline dicebowl ...`: the Dice-Bowl game's host tools.

sideline dicebowl odds [--json] [--wind W] [--check N]   exact field-goal odds (DF1-DF3)
sideline dicebowl check FILE...                         check saved games
sideline dicebowl play [--seed S] [--coaches C] [--out FILE]   a whole game, headless
sideline dicebowl season --out DIR [--seed S]           a season of saved games (DL1)
"""

import json
import sys

from rich.console import Console
from rich.table import Table

from games.dicebowl import fieldgoal, views
from host_tools.common.arg_ranges import RUNS_MAX, SEED, whole
from host_tools.common.house_args import add_option, house_args
from host_tools.dicebowl import bench as dicebowl_bench
from host_tools.dicebowl import odds as dicebowl_odds
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.headless import play_game

TEAMS = (
    "Bayou Herons",
    "Cascade Otters",
    "Granite Rams",
    "Prairie Comets",
    "Harbour Gulls",
    "Mesa Foxes",
    "Tundra Owls",
    "Delta Pikes",
)


def add_parser(sub):
    p = sub.add_parser("dicebowl", help="Dice-Bowl: field-goal odds, saved games, a headless game")
    s = p.add_subparsers(dest="what", metavar="WHAT", required=True)
    o = s.add_parser("odds", help="exact chance of a field goal by distance, and a convert")
    _odds_args(o)
    o.set_defaults(run=lambda a, _p=None: _odds_run(a))
    c = s.add_parser("check", help="check saved Dice-Bowl games")
    c.add_argument("files", nargs="+", metavar="FILE")
    c.set_defaults(run=lambda a, _p=None: _check_run(a))
    g = s.add_parser("play", help="play a whole game headless and print the final")
    g.add_argument("--seed", type=SEED, default=1)
    g.add_argument("--coaches", type=SEED, default=2, help="the coaches' own seed")
    g.add_argument("--wind", action="store_true", help="play with the wind option (DK7)")
    add_option(g, "two_point_try=true")
    g.add_argument("--out", help="write the saved game here")
    g.set_defaults(run=lambda a, _p=None: _play_run(a))
    n = s.add_parser("season", help="play a regular season: eight teams, seven games each")
    n.add_argument("--out", required=True, help="folder for the saved games")
    n.add_argument("--seed", type=SEED, default=1)
    n.set_defaults(run=lambda a, _p=None: _season_run(a))
    b = s.add_parser("bench", help="memory in the MicroPython VM and host games per second")
    b.add_argument("--games", type=whole(1, 1000), default=3)
    b.set_defaults(run=lambda a, _p=None: dicebowl_bench.main(a.games))
    return p


def _odds_args(p):
    p.add_argument("--json", action="store_true", help="print a JSON object instead")
    p.add_argument(
        "--wind",
        type=whole(-5, 5),
        default=0,
        help="yards of wind added to every kick (DK7: -5..5)",
    )
    p.add_argument(
        "--check",
        type=whole(0, RUNS_MAX),
        default=0,
        metavar="N",
        help="also simulate N kicks on the box's dice and print the chi-square check",
    )


def check_file(path):
    """Entry point for `sideline sheet check` dispatch: None or a one-line error."""
    return dicebowl_saved.check_file(path)


def _odds_run(args):
    odds = dicebowl_odds.exact_odds(args.wind)
    if args.json:
        print(json.dumps(dicebowl_odds.as_json(odds), indent=1))
        return 0
    table = Table(title="Dice-Bowl kicks for points (exact, wind %+d)" % args.wind)
    table.add_column("yards", justify="right")
    table.add_column("ball on", justify="right")
    table.add_column("P(good)", justify="right")
    for y, p in odds["p_good"].items():
        spot = 100 - (y - fieldgoal.END_ZONE - fieldgoal.HOLD)
        where = "own %d" % spot if spot < 50 else "opp %d" % (100 - spot)
        if y == fieldgoal.CONVERT_YARDS:
            where += " / convert"
        table.add_row(str(y), where, "%.4f" % p)
    console = Console(width=100)
    console.print(table)
    console.print("accuracy (straight): %.4f" % float(odds["accuracy"]))
    if args.check:
        stat, df = dicebowl_odds.chi_square_check(args.check, 1)
        console.print(
            "simulation on the box's dice, %d kicks, seed 1: Pearson chi-square %.1f on %d "
            "degrees of freedom (the 0.1%% critical value for 21 df is 46.8)"
            % (args.check, stat, df)
        )
    return 0


def _check_run(args):
    bad = 0
    for f in args.files:
        rec, _state, err = dicebowl_saved.load(f)
        if err:
            print(err, file=sys.stderr)
            bad += 1
        else:
            print("%s: %s" % (f, dicebowl_saved.verdict(rec)))
    return 1 if bad else 0


def _play_run(args):
    settings = {"wind": bool(args.wind), "home_kicks": "box", "away_kicks": "box"}
    try:
        state = play_game(args.seed, args.coaches, settings, house_args(args.house))
    except ValueError as e:
        print("sideline dicebowl play: %s" % e, file=sys.stderr)
        return 2
    d = views.displays(state)
    print(
        "final: home %d, away %d (%d actions)"
        % (state["G"]["score"]["home"], state["G"]["score"]["away"], len(state["log"]))
    )
    print(" ".join("%s=[%s]" % (k, v) for k, v in d.items()))
    if args.out:
        rec = dicebowl_saved.record(state, TEAMS[0], TEAMS[1])
        try:
            with open(args.out, "w") as f:
                json.dump(rec, f)
        except OSError as e:  # a folder, or a folder that is not there
            print(
                "sideline dicebowl play: cannot write %s: %s" % (args.out, e.strerror),
                file=sys.stderr,
            )
            return 1
    return 0


def _season_run(args):
    paths = dicebowl_saved.generate_season(args.out, list(TEAMS), args.seed)
    print("%d saved games in %s" % (len(paths), args.out))
    return 0
