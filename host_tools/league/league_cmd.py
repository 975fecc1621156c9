"""`sideline league GAMES... [--csv]`: a Dice-Bowl league's standings, statistics and
play-offs (rules DL1-DL2) from saved games (files, or folders of *.json).

Each saved game is replayed through the core: its score and its statistics come from the
action log. Both kinds of saved game count, mixed in any way: the host's records
(its host folder's saved.py: `play --out`, `season`) and the box's saves
pulled off the board (`sideline pull --home NAME --away NAME -o DIR`, replayed by the box's
own table: host_tools/common/box_saves.py). A file that is not a good saved Dice-Bowl game is
reported on one line and left out; the others still count.

A play-off game never counts in the regular season: a pair's first meeting is its
round-robin game, a later meeting (or a record marked "stage": "playoff") a play-off game,
read into the bracket of host_tools/league/engine.py, which names the champion and next
season's draft order. `sideline league serve` starts the league's site (docs/league.md).
"""

import csv
import io
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

from host_tools.common import box_saves
from host_tools.common.arg_ranges import whole
from host_tools.league import by_game, engine, saves

BOOK = by_game.rulebook()  # Dice-Bowl's: the league's rulebook and records
STATS = BOOK.STATS
TEAMS = 8  # DL1
# DL1-DL2: "Ainsi, tout le monde aura joue 9 parties": nine games each *with* the play-offs,
# in which every team plays. A single round robin of eight teams is seven games each, and two
# play-off rounds make the nine: round one 1v4 2v3 and 5v8 6v7; round two (our reading, the
# seed only says one team wins the DICE BOWL) the winners meet for the DICE BOWL or the
# first draft pick, the losers for the places.
REGULAR_GAMES = TEAMS - 1
PLAYOFF_ROUNDS = 2
GAMES_EACH = REGULAR_GAMES + PLAYOFF_ROUNDS
COLUMNS = ("rank", "team", "gp", "w", "l", "t", "pct", "pf", "pa", "diff") + STATS
CSV_COLUMNS = COLUMNS + ("playoff", "opponent")


def add_parser(sub):
    p = sub.add_parser(
        "league",
        help="Dice-Bowl league standings and play-offs from saved games",
        description="Standings of a Dice-Bowl league's regular season (eight teams, seven "
        "games each: nine with the two play-off rounds), points for and against, statistics "
        "replayed from the saved games' logs, and the play-offs: 1st v 4th and 2nd v 3rd, "
        "5th v 8th and 6th v 7th for the first draft pick, then the winners meet.",
    )
    p.add_argument(
        "games",
        nargs="*",
        metavar="GAME",
        help="saved games: files or folders, in the order played; or `serve` for the site",
    )
    p.add_argument("--csv", action="store_true", help="print the standings as CSV")
    p.add_argument(
        "--playoff-tie",
        choices=engine.PLAYOFF_TIE_RULES,
        default="seed",
        help="house rule for a tied play-off game: the better seed goes through (default) "
        "or the game is played again",
    )
    p.add_argument(
        "--house",
        action="store_true",
        help='count the games played under house readings (a save\'s "house" list) too',
    )
    p.add_argument(
        "--db",
        help="the site's database file (serve's default league.sqlite3); without GAME, "
        "print its seasons' standings",
    )
    p.add_argument("--host", default="127.0.0.1", help="serve: the address to listen on")
    p.add_argument(
        "--port", type=whole(0, 65535), default=8000, help="serve: the port (0: any free one)"
    )
    p.set_defaults(run=run)
    return p


def _files(paths):
    out = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        else:
            out.append(p)
    return out


def read_games(paths):
    """(games, errors): games as (record, replayed state) pairs."""
    games, errors = [], []
    for path in _files(paths):
        rec, state, err = load(path)
        if err:
            errors.append(err)
        else:
            games.append((rec, state))
    return games, errors


def load(path):
    """(record, replayed state, None) or (None, None, 'path: reason'): a box save (it has
    "v" and a "log" of the table's actions) or a host record."""
    try:
        obj = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        obj = None  # the host's reader says what is wrong with the file
    if box_saves.is_box_save(obj):
        if obj["game"] != by_game.RULEBOOK:
            return None, None, "%s: a %s save, not a Dice-Bowl one" % (path, obj["game"])
        rec, state, err = BOOK.load_box(path)
    else:
        rec, state, err = BOOK.load(path)
    if err:
        return rec, state, err
    house, err = saves.house_of(obj, by_game.RULEBOOK)
    if err:
        return None, None, "%s: %s" % (path, err)
    return dict(rec, house_readings=house), state, None


def apart(games, with_house):
    """(games that count, games played under house readings listed apart): a game under
    house readings is not the rulebook's, so it counts only when --house says so."""
    if with_house:
        return games, []
    keep = [g for g in games if not g[0].get("house_readings")]
    return keep, [g for g in games if g[0].get("house_readings")]


def split(games):
    """(regular-season games, play-off games): a play-off game never counts in the
    standings (engine.split_regular)."""
    tagged = [dict(rec, _i=i) for i, (rec, _state) in enumerate(games)]
    regular, later = engine.split_regular(tagged)
    return [games[r["_i"]] for r in regular], [games[r["_i"]] for r in later]


def standings(games):
    """One row per team, best first: the engine's standings (winning percentage, a tie
    counting half a win, house rule DH10; then point difference, points for), with the
    team's name in place of the draw's number; each statistic summed into its own column."""
    teams = sorted({rec[side] for rec, _state in games for side in ("home", "away")})
    results = [
        {
            "home": rec["home"],
            "away": rec["away"],
            "final": rec["final"],
            "stats": {side: state["G"]["stats"][side] for side in ("home", "away")},
        }
        for rec, state in games
    ]
    out = engine.standings(teams, results)
    for r in out:
        stats = r.pop("stats")
        r.pop("number")
        for k in STATS:
            r[k] = stats.get(k, 0)
    return out


def playoffs(rows):
    """DL2: the top four for the DICE BOWL (1 v 4, 2 v 3), the bottom four for the first
    draft pick (5 v 8, 6 v 7). Needs eight teams."""
    if len(rows) < TEAMS:
        return None
    ranked = [{"team": r["team"]} for r in rows[:TEAMS]]
    po = engine.playoffs(ranked, [], engine.default_shape(TEAMS), engine.seed_rule)
    first = [(g["home"], g["away"]) for g in po["games"] if g["round"] == 1]
    return {"bowl": first[:2], "draft": first[2:]}


def league_warnings(rows):
    """DL1: eight teams, seven regular-season games each (nine with the play-offs); anything
    else is said, not hidden."""
    out = []
    if len(rows) != TEAMS:
        out.append("the league has %d teams, not %d" % (len(rows), TEAMS))
    for r in rows:
        if r["gp"] != REGULAR_GAMES:
            out.append(
                "%s has played %d regular-season games, not %d"
                % (r["team"], r["gp"], REGULAR_GAMES)
            )
    return out


def brackets(rows):
    """{team: (series, opponent)} for the play-offs: "bowl 1v4", "draft 6v7"..."""
    po = playoffs(rows)
    out = {}
    if not po:
        return out
    for kind, seeds in (("bowl", ((1, 4), (2, 3))), ("draft", ((5, 8), (6, 7)))):
        for (a, b), pair in zip(seeds, po[kind], strict=True):
            name = "%s %dv%d" % (kind, a, b)
            out[pair[0]] = (name, pair[1])
            out[pair[1]] = (name, pair[0])
    return out


def to_csv(rows):
    """The standings, each team's play-off series and opponent in the last two columns."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    series = brackets(rows)
    for r in rows:
        cells = ["%.3f" % r[c] if c == "pct" else r[c] for c in COLUMNS]
        w.writerow(cells + list(series.get(r["team"], ("", ""))))
    return buf.getvalue()


def bracket(rows, later, playoff_tie="seed"):
    """The engine's play-offs over the standings and the play-off games, with their
    champion and next season's draft order (None while not all played)."""
    shape = dict(engine.default_shape(len(rows)), playoff_tie=playoff_tie)
    results = [
        {"home": rec["home"], "away": rec["away"], "final": dict(rec["final"])}
        for rec, _state in later
    ]
    ranked = [{"team": r["team"]} for r in rows]
    po = engine.playoffs(ranked, results, shape, _decider(playoff_tie))
    return po, engine.champion(po), engine.next_draft_order(ranked, po, shape)


def _decider(rule):
    # Dice-Bowl's rulebook has no rule for a tied play-off game: the league's house rule
    if rule == "seed":
        return engine.seed_rule
    return lambda res, game: (None, "tie: to be played again (house rule)")


def run(args, parser=None):
    if args.games[:1] == ["serve"]:
        # why: Django, slow to import: only `league serve` needs it
        from host_tools.league import serve

        return serve.run(args)
    if not args.games:
        if args.db:
            # why: Django needs its settings made (league serve's setup) before its modules import
            from host_tools.league import from_db

            return from_db.run(args)
        print("sideline league: name saved games, or --db FILE, or serve", file=sys.stderr)
        return 2
    games, errors = read_games(args.games)
    for e in errors:
        print(e, file=sys.stderr)
    if not games:
        print("no saved Dice-Bowl games to read", file=sys.stderr)
        return 1
    games, left_apart = apart(games, args.house)
    for rec, _state in left_apart:
        print(
            "%s v %s: played under house readings (%s), not in the standings (--house counts it)"
            % (rec["home"], rec["away"], ", ".join(rec["house_readings"])),
            file=sys.stderr,
        )
    if not games:
        print("no saved Dice-Bowl games of the rulebook's game to count", file=sys.stderr)
        return 1
    games, later = split(games)
    rows = standings(games)
    for w in league_warnings(rows):
        print("note: " + w, file=sys.stderr)
    if args.csv:
        sys.stdout.write(to_csv(rows))
        return 0
    table = Table(title="Dice-Bowl league: %d games" % len(games))
    for c in COLUMNS:
        table.add_column(c, justify="left" if c == "team" else "right")
    for r in rows:
        table.add_row(*["%.3f" % r[c] if c == "pct" else str(r[c]) for c in COLUMNS])
    console = Console(width=160)
    console.print(table)
    po = playoffs(rows)
    if po:
        console.print("DICE BOWL play-offs: %s v %s, %s v %s" % (po["bowl"][0] + po["bowl"][1]))
        console.print("first draft pick:    %s v %s, %s v %s" % (po["draft"][0] + po["draft"][1]))
        console.print("then the winners meet (the DICE BOWL, the first pick), the losers too")
    if later and len(rows) < 4:
        print("%d play-off games left out: the league has no bracket" % len(later), file=sys.stderr)
        return 1
    if later:
        errors += _print_playoffs(console, rows, later, args.playoff_tie)
    return 1 if errors else 0


def _print_playoffs(console, rows, later, playoff_tie):
    po, champ, draft = bracket(rows, later, playoff_tie)
    for g in po["games"]:
        if g["result"] is None:
            continue
        f = g["result"]["final"]
        h, a = g["result"]["home"], g["result"]["away"]
        what = (
            "the DICE BOWL"
            if (g["kind"], g["places"]) == (engine.BOWL, (1, 2))
            else ("%s round %d, places %d-%d" % (g["kind"], g["round"], *g["places"]))
        )
        won = g["winner"] + " wins" if g["winner"] else "to be played again"
        console.print(
            "%s: %s %d, %s %d: %s (%s)" % (what, h, f["home"], a, f["away"], won, g["by"])
        )
    if champ:
        console.print("DICE BOWL champion: %s" % champ)
    if draft:
        console.print("next season's draft: " + ", ".join(draft))
    out = []
    for res in po["unused"]:
        out.append("%s v %s: not a game of the play-off bracket" % (res["home"], res["away"]))
        print(out[-1], file=sys.stderr)
    return out
