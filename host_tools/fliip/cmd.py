"""`sideline fliip ACTION`: Fliip Football's host tools.

  check FILE...              check kicking-table files as the board loads them (F7-F11)
  odds TEAM [--los N] [--json]   exact odds of each of a team's kicking tables
  sheet LOG [--csv]          the score sheet of a logged game, a row per possession (F12)
  play --home A --away B     play a whole game headless: seeded stand-in players, or your
                             own entries with --script FILE (- for stdin); -o LOG
  bench                      heap in the MicroPython VM and host games per second

TEAM is a file or a slug of firmware/teams/fliip/. Exit status: 0 good, 1 a bad file or
log, 2 usage error.
"""

import argparse
import json
import sys
from pathlib import Path

from games.fliip import game, tables
from host_tools.common.arg_ranges import RUNS, SEED, whole
from host_tools.common.house_args import add_option, house_args
from host_tools.fliip import bench as fliip_bench
from host_tools.fliip import odds as fliip_odds
from host_tools.fliip import play as fliip_play
from host_tools.fliip.sheet import print_sheet


def _read(path):
    try:
        return Path(path).read_text(encoding="utf-8"), None
    except (OSError, UnicodeDecodeError, ValueError) as e:
        return None, "%s: cannot read the file (%s)" % (path, getattr(e, "strerror", None) or e)


def check_file(path):
    """(team, None) or (None, "FILE: what is wrong") for one kicking-table file."""
    text, msg = _read(path)
    if msg:
        return None, msg
    return tables.parse(str(path), text)


def check_files(paths, out=None, err=None):
    out = out or sys.stdout
    err = err or sys.stderr
    status = 0
    texts = []
    for p in paths:
        text, msg = _read(p)
        if msg:
            print(msg, file=err)
            status = 1
        else:
            texts.append((str(p), text))
    good, messages = tables.load(texts)
    for m in messages:
        print(m, file=err)
        status = 1
    for src, _ in texts:
        slug = Path(src).name[:-5] if src.endswith(".json") else Path(src).name
        if slug in good:
            print("ok  %s (%s)" % (src, good[slug]["name"]), file=out)
    return status


def _team(name):
    p = Path(name)
    if not p.exists() and not name.endswith(".json"):
        p = fliip_play.TEAMS / (name + ".json")
    return check_file(p)


def odds_main(args, out=None):
    """`odds TEAM [--los N] [--json]` from parsed args (team, los, json); exit status."""
    out = out or sys.stdout
    team, msg = _team(args.team)
    if msg:
        print(msg, file=sys.stderr)
        return 1
    rows = fliip_odds.team_odds(team, args.los)
    if args.json:
        print(json.dumps({"team": team["name"], "tables": rows}, indent=1), file=out)
        return 0
    print("%s (%s): kicking tables, exact odds of 216" % (team["name"], team["abbr"]), file=out)
    for t in rows:
        head = t["table"]
        if "los" in t:
            head += " from the punter's %d" % t["los"]
        print("\n" + head, file=out)
        for r in t["results"]:
            print("  %-10s %3d/216  %6.2f%%" % (r["result"], r["ways"], 100 * r["p"]), file=out)
        if "expected_points" in t:
            print(
                "  good %.2f%%, expected points %.3f" % (100 * t["p_good"], t["expected_points"]),
                file=out,
            )
        else:
            spot = t["expected_spot"]
            print(
                "  touchdown %.2f%%, expected next snap on the receiver's %s"
                % (100 * t["p_touchdown"], "-" if spot is None else "%.2f" % spot),
                file=out,
            )
    return 0


def sheet_main(args, out=None):
    out = out or sys.stdout
    text, msg = _read(args.log)
    if msg:
        print(msg, file=sys.stderr)
        return 1
    try:
        state = fliip_play.replay_log(json.loads(text))
    except (ValueError, fliip_play.LogError) as e:
        print("%s: %s" % (args.log, e), file=sys.stderr)
        return 1
    return print_sheet(state, args.csv, out)


def play_main(args, out=None):
    out = out or sys.stdout
    try:
        house = house_args(getattr(args, "house", []))
        game.house_rules(house)  # a bad key or value: one line, nothing played
    except ValueError as e:
        print("sideline fliip play: %s" % e, file=sys.stderr)
        return 2
    teams, _ = fliip_play.load_teams()
    if args.script:  # typed entries: the own teams too, their kicks entered from the card
        teams = fliip_play.with_own(teams)
    for slug in (args.home, args.away):
        if slug not in teams:
            print(
                "no good kicking-table file for %s in %s" % (slug, fliip_play.TEAMS),
                file=sys.stderr,
            )
            return 1
    if args.script:
        if args.script == "-":
            lines = sys.stdin
        else:
            text, msg = _read(args.script)
            if msg:
                print(msg, file=sys.stderr)
                return 1
            lines = text.splitlines()
        state, log = fliip_play.play_script(
            lines, args.home, args.away, args.seed, args.length, teams, out, house=house
        )
    else:
        state, log = fliip_play.play(args.home, args.away, args.seed, args.length, teams, house)
    if args.output:
        Path(args.output).write_text(json.dumps(log) + "\n")
    G = state["G"]
    print(
        "%s %d, %s %d (%d overtime%s)"
        % (
            args.home,
            G["score"]["home"],
            args.away,
            G["score"]["away"],
            G["period"],
            "" if G["period"] == 1 else "s",
        ),
        file=out,
    )
    return 0


def add_parser(sub):
    p = sub.add_parser(
        "fliip",
        help="Fliip Football: check tables, kick odds, score sheet, headless play",
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n".join(__doc__.splitlines()[2:]),
    )
    actions = p.add_subparsers(dest="fliip_command", metavar="ACTION")
    c = actions.add_parser("check", help="check kicking-table files")
    c.add_argument("files", nargs="+", metavar="FILE")
    o = actions.add_parser("odds", help="exact odds of a team's kicking tables")
    o.add_argument("team", metavar="TEAM", help="a file, or a slug of firmware/teams/fliip/")
    o.add_argument(
        "--los", type=whole(1, 99), default=30, help="punts from the punter's N (default 30)"
    )
    o.add_argument("--json", action="store_true", help="print JSON instead of text")
    s = actions.add_parser("sheet", help="the score sheet of a logged game")
    s.add_argument("log", metavar="LOG")
    s.add_argument("--csv", action="store_true", help="print CSV instead of a table")
    g = actions.add_parser("play", help="play a whole game headless")
    g.add_argument("--home", default="harbor_gulls")
    g.add_argument("--away", default="mesa_coyotes")
    g.add_argument("--seed", type=SEED, default=1)
    g.add_argument("--length", type=int, choices=(8, 4), default=8)
    g.add_argument("-o", "--output", metavar="LOG", help="write the game's log here")
    add_option(g, "touchback=25")
    g.add_argument(
        "--script",
        metavar="FILE",
        help="play these typed entries instead of the stand-ins (one per line, - for stdin)",
    )
    b = actions.add_parser("bench", help="heap in the MicroPython VM, host games per second")
    b.add_argument("--seed", type=SEED, default=3)
    b.add_argument("--games", type=RUNS, default=200, help="host games to time (default 200)")
    p.set_defaults(run=run)
    return p


def run(args, parser):
    cmd = args.fliip_command
    if cmd == "check":
        return check_files(args.files)
    if cmd == "odds":
        if not (1 <= args.los <= 99):
            print("--los: expected 1..99", file=sys.stderr)
            return 2
        return odds_main(args)
    if cmd == "sheet":
        return sheet_main(args)
    if cmd == "play":
        return play_main(args)
    if cmd == "bench":
        return fliip_bench.main(args)
    parser.print_help(sys.stderr)
    return 2
