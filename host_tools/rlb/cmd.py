"""`sideline rlb ...`: Rugby League Breakout on the host.

- `adjudicate HOME_ORDERS AWAY_ORDERS --seed N [--json]`: play a whole match from both
  coaches' orders files and print the report tackle by tackle and the result;
- `check FILE...`: check rosters (teams/rlb/*.json) and orders files (*.txt);
- `odds ATTACK_ROSTER DEFENCE_ROSTER [--play DD ...] [--json]`: exact chances of each running
  play, each kick, the sixth tackle's penalty;
- `calibrate [--matches N] [--seed S] [--json]`: each behaviour the rulebook states about play
  beside the figure the box's numbers give (host_tools/rlb/calibrate.py);
- `bench`: the game's heap in the MicroPython VM and matches per second on the host;
- `season GAMES... --home ABBR --away ABBR`: the second tie-breaker's season figures (R4)
  of two teams from the season's saved games (box saves, match reports), to enter in setup.

Formats: firmware/games/rlb/README.md. A bad file gets one line naming it and the problem
on stderr, exit 1; usage errors exit 2.
"""

import json
import sys
from pathlib import Path

from games.rlb import match, orders, roster, season
from games.rlb.box import MAX_POINTS
from games.rlb.tables import DEFENCES
from host_tools.common import box_saves
from host_tools.common.arg_ranges import RUNS, SEED, whole
from host_tools.rlb import bench as rlb_bench
from host_tools.rlb import calibrate as rlb_calibrate
from host_tools.rlb import odds as rlb_odds
from host_tools.rlb import replay as rlb_replay
from host_tools.rlb import report as rlb_report
from sideline.dice import Dice, seed_state

POINTS = whole(0, MAX_POINTS)  # R4's season points, as setup takes them on the box
TEAMS = Path(__file__).resolve().parents[2] / "firmware" / "teams" / "rlb"


def add_parser(sub):
    p = sub.add_parser(
        "rlb",
        help="Rugby League Breakout: adjudicate orders, check rosters and orders, odds",
        description="Rugby League Breakout tools. Formats in firmware/games/rlb/README.md.",
    )
    acts = p.add_subparsers(dest="rlb_command", metavar="ACTION")
    adj = acts.add_parser("adjudicate", help="play a match from two orders files")
    adj.add_argument("home", metavar="HOME_ORDERS")
    adj.add_argument("away", metavar="AWAY_ORDERS")
    adj.add_argument("--seed", type=SEED, default=1, help="dice seed (default 1)")
    adj.add_argument("--json", action="store_true", help="print the report as JSON")
    adj.add_argument("--teams", default=str(TEAMS), help="folder of rosters")
    adj.add_argument("--cup", action="store_true", help="finals or cup: R4 settles a tie")
    adj.add_argument("--no-tiebreak", action="store_true", help="no seventh possessions (R3)")
    adj.add_argument("--season-for", type=POINTS, nargs=2, default=[0, 0], metavar=("H", "A"))
    adj.add_argument("--season-against", type=POINTS, nargs=2, default=[0, 0], metavar=("H", "A"))
    chk = acts.add_parser("check", help="check rosters (.json) and orders files")
    chk.add_argument("files", nargs="+", metavar="FILE")
    od = acts.add_parser("odds", help="exact chances of each running play")
    add_odds_arguments(od)
    cal = acts.add_parser(
        "calibrate", help="each behaviour the rulebook states beside the figure measured"
    )
    cal.add_argument("--matches", type=RUNS, default=2000, help="matches per sample (2000)")
    cal.add_argument("--seed", type=SEED, default=1, help="dice seed (default 1)")
    cal.add_argument("--json", action="store_true", help="print the rows as JSON")
    b = acts.add_parser("bench", help="heap in the MicroPython VM, matches per second")
    b.add_argument("--seed", type=SEED, default=1)
    b.add_argument("--matches", type=RUNS, default=200)
    sea = acts.add_parser(
        "season", help="season points for and against of two teams, from saved games (R4)"
    )
    sea.add_argument("games", nargs="+", metavar="GAME", help="saved games: files or folders")
    sea.add_argument("--home", required=True, metavar="ABBR", help="the home team's abbr")
    sea.add_argument("--away", required=True, metavar="ABBR", help="the away team's abbr")
    sea.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(run=run)
    return p


def season_games(paths):
    """(finished games' G, [one line per file left out]) from box saves and match reports
    (files, or folders of *.json); each replayed, none read off its numbers."""
    files = []
    for p in map(Path, paths):
        files.extend(sorted(p.glob("*.json")) if p.is_dir() else [p])
    games, errors = [], []
    for f in files:
        try:
            obj = json.loads(f.read_text())
        except RecursionError:  # JSON nested deeper than Python's parser goes
            errors.append("%s: not a match (JSON nested too deeply)" % f)
            continue
        except (OSError, UnicodeDecodeError, ValueError) as e:
            errors.append("%s: cannot read (%s)" % (f, e))
            continue
        if not isinstance(obj, dict) or obj.get("game") != "rlb":
            errors.append("%s: not a saved Rugby League Breakout game" % f)
            continue
        if box_saves.is_box_save(obj):
            t, err = box_saves.table_of(obj)
            G = t.state_["G"] if t else None
        else:
            G, _log, err = rlb_replay.rlb_replay(obj)
        if err:
            errors.append("%s: %s" % (f, err))
        elif not G["over"]:
            errors.append("%s: the game is not over" % f)
        else:
            games.append(G)
    return games, errors


def _season(args):
    games, errors = season_games(args.games)
    for e in errors:
        print(e, file=sys.stderr)
    h = season.season_figures(games, args.home)
    a = season.season_figures(games, args.away)
    if args.json:
        print(json.dumps({"games": len(games), args.home: list(h), args.away: list(a)}))
    else:
        print("%d finished games" % len(games))
        print("H PF %d  H PA %d  A PF %d  A PA %d" % (h[0], h[1], a[0], a[1]))
        print(
            "(rlb adjudicate: --season-for %d %d --season-against %d %d)" % (h[0], a[0], h[1], a[1])
        )
    return 1 if errors else 0


def add_odds_arguments(p):
    p.add_argument("attack", metavar="ATTACK_ROSTER")
    p.add_argument("defence", metavar="DEFENCE_ROSTER")
    p.add_argument("--play", default="ND", choices=[d[0] for d in DEFENCES], help="defence play")
    for n in ("effort", "offside", "hardness"):
        p.add_argument("--" + n, type=int, default=0, choices=range(10))
    p.add_argument("--json", action="store_true", help="print a JSON object instead")


def run(args, parser):
    if args.rlb_command == "adjudicate":
        return adjudicate(args)
    if args.rlb_command == "check":
        bad = 0
        for f in args.files:
            ok, msg = check_file(f)
            if msg is None:
                print("ok  %s (%s)" % (f, ok))
            else:
                print(msg, file=sys.stderr)
                bad = 1
        return bad
    if args.rlb_command == "odds":
        return _odds(args)
    if args.rlb_command == "season":
        return _season(args)
    if args.rlb_command == "calibrate":
        return _calibrate(args)
    if args.rlb_command == "bench":
        f = rlb_bench.vm_figures(args.seed)
        print("MicroPython VM, one match (seed %d, %d actions):" % (args.seed, f["actions"]))
        print(
            "  code %d B, game record %d B, peak %d B above idle, most per action %d B"
            % (f["code"], f["state"], f["peak_above_idle"], f["alloc_max_per_action"])
        )
        print("host: %.0f matches/s (CPython, one core)" % rlb_bench.host_rate(args.matches))
        return 0
    parser.print_help()
    return 2


def _read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read(), None
    except UnicodeDecodeError:
        return None, "%s: not UTF-8 text" % path
    except OSError as e:
        return None, "%s: cannot read (%s)" % (path, e.strerror or e.__class__.__name__)


def load_roster(path):
    text, msg = _read(path)
    if msg:
        return None, msg
    return _parse_roster(path, text)


def _parse_roster(path, text):
    try:
        return roster.parse_roster(str(path), text)
    except RecursionError:  # JSON nested deeper than Python's parser goes
        return None, "%s: not a roster (JSON nested too deeply)" % path


def load_orders(path):
    text, msg = _read(path)
    if msg:
        return None, msg
    return orders.parse_orders(str(path), text)


def check_file(path):
    """(summary, None) or (None, one-line message): a roster if JSON, else an orders file."""
    text, msg = _read(path)
    if msg:
        return None, msg
    if text.lstrip().startswith("{"):
        team, msg = _parse_roster(path, text)
        return (None, msg) if msg else ("%s, %s" % (team["name"], team["abbr"]), None)
    o, msg = orders.parse_orders(str(path), text)
    return (None, msg) if msg else ("orders for %s" % o["team"], None)


def _team_of(o, teams, orders_path):
    path = Path(teams) / (o["team"] + ".json")
    if not path.is_file():
        return None, "%s: no roster %s in %s" % (orders_path, o["team"] + ".json", teams)
    return load_roster(path)


def adjudicate(args):
    pair = []
    rosters = []
    for path in (args.home, args.away):
        o, msg = load_orders(path)
        if msg is None:
            team, msg = _team_of(o, args.teams, path)
        if msg is not None:
            print(msg, file=sys.stderr)
            return 1
        pair.append(o)
        rosters.append(team)
    settings = {
        "cup": args.cup,
        "first_tiebreak": not args.no_tiebreak,
        "season_for": list(args.season_for),
        "season_against": list(args.season_against),
    }
    G = match.new_game(rosters[0], rosters[1], seed_state(args.seed), settings)
    start = match.copy(G)
    log = orders.adjudicate(G, pair, Dice)
    if args.json:
        rep = rlb_report.json_report(G, log, args.seed)
        rep["start"] = start
        print(json.dumps(rep, indent=1))
    else:
        for s in rlb_report.text_report(G, log):
            print(s)
    return 0


def _odds(args):
    teams = []
    for path in (args.attack, args.defence):
        t, msg = load_roster(path)
        if msg:
            print(msg, file=sys.stderr)
            return 1
        teams.append(t)
    opts = [args.effort, args.offside, args.hardness]
    figs = rlb_odds.figures(teams[0], teams[1], args.play, opts)
    if getattr(args, "json", False):
        out = {"attack": teams[0]["name"], "defence": teams[1]["name"], "play": args.play}
        out["options"] = dict(zip(("effort", "offside", "hardness"), opts, strict=True))
        out.update(rlb_odds.as_json(figs))
        print(json.dumps(out, indent=1))
        return 0
    print(
        "%s attacking %s, defence %s, options %d/%d/%d"
        % (teams[0]["name"], teams[1]["name"], args.play, *opts)
    )
    print("play  turnover  line break  mean yards")
    for code, to, brk, y in rlb_odds.table(teams[0], teams[1], args.play, opts):
        print("%-4s  %7.1f%%  %9.1f%%  %10.2f" % (code, to, brk, y))
    print("kick  recovered  mean yards")
    for k in figs["kicks"]:
        print("%-4s  %8.1f%%  %10.2f" % (k["play"], 100 * k["recover"], k["yards"]))
    print("penalty on the sixth tackle: %.0f%%" % (100 * figs["penalty"]))
    return 0


def _calibrate(args):
    if args.matches < 10:
        print("rlb calibrate: --matches must be at least 10", file=sys.stderr)
        return 2
    rows = rlb_calibrate.rows(args.matches, args.seed)
    if args.json:
        print(json.dumps({"matches": args.matches, "seed": args.seed, "rows": rows}, indent=1))
    else:
        for line in rlb_calibrate.text(rows, args.matches, args.seed):
            print(line)
    return 0 if all(r["holds"] for r in rows) else 1
