"""`sideline odds OFFENSE --vs DEFENSE [--json]`: exact odds of every call. OFFENSE and
DEFENSE are sheet files or shipped teams' names (granite_rams), as for `sideline simulate`."""

import json
import sys

from rich.console import Console
from rich.table import Table

from games.cfs.rules.odds import sheet_odds
from games.cfs.sheet.parts import DEFENSE_SHORT
from host_tools.cfs.sim_game import load_team
from host_tools.common import games_table


def add_parser(sub):
    p = sub.add_parser(
        "odds",
        help="exact odds of every play against every defense",
        description="Exact odds (by enumeration, not sampling) of every offensive play of "
        "OFFENSE against every defense of the --vs sheet.",
    )
    p.add_argument(
        "offense",
        metavar="OFFENSE",
        help="the offense: a team sheet (JSON) or a shipped team's name",
    )
    p.add_argument(
        "--vs", required=True, metavar="DEFENSE", help="the defense: a sheet or a team's name"
    )
    p.add_argument("--json", action="store_true", help="print a JSON list instead of a table")
    games_table.add_option(p, "odds")
    p.set_defaults(run=run)
    return p


def run(args, parser=None):
    offense, _, err = load_team(args.offense)
    if err:
        print(err, file=sys.stderr)
        return 1
    defense, _, err = load_team(args.vs)
    if err:
        print(err, file=sys.stderr)
        return 1
    rows = sheet_odds(offense, defense)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    table = Table(title="%s on offense vs %s" % (offense["name"], defense["name"]))
    for col in (
        "play",
        "defense",
        "G",
        "R",
        "BA",
        "Y off",
        "Y def",
        "+20",
        "matchup",
        "gain roll",
        "turnover",
        "penalty",
        "exp. yards",
    ):
        table.add_column(col, justify="left" if col in ("play", "defense") else "right")
    last = None
    for r in rows:
        table.add_row(
            r["play"] if r["play"] != last else "",
            DEFENSE_SHORT.get(r["defense"], r["defense"]),
            str(r["green"]),
            str(r["red"]),
            str(r["break_away"]),
            str(r["offense_yellow"] or ""),
            str(r["defense_yellow"] or ""),
            "+20" if r["bonus20"] else "",
            "%.1f%%" % (100 * r["p_matchup"]),
            "%.1f%%" % (100 * r["p_gain_roll"]),
            "%.2f%%" % (100 * r["p_turnover"]),
            "%.2f%%" % (100 * r["p_penalty"]),
            "%.2f" % r["expected_yards"],
            end_section=False,
        )
        last = r["play"]
    Console(width=max(Console().width, 132)).print(table)
    return 0
