"""`sideline simulate`: whole games between play-callers, for results, speed and strength.

    sideline simulate --home A --away B [--games N] [--seed S]
                      [--home-caller coach|card] [--away-caller coach|card] [--json]
    sideline simulate --bench [--games N] [--seed S] [--home A --away B] [--json]
    sideline simulate --strength [--games N] [--seed S] [--jobs J] [--json]
    sideline simulate --fit-ep [--games N] [--seed S] [--jobs J]
    sideline simulate --clock [--games N] [--seed S] [--json]

A and B are team sheet files or the names of the sheets in firmware/teams (for example
granite_rams). Every game is seeded from --seed and its number, so the same command prints
the same numbers, whatever --jobs says. The home team receives the opening kickoff in odd
games, the away team in even ones.

--bench plays the games on one core and reports games per second and the ratio of that time
to the time of rolling the same number of dice with the project's Dice alone: the floor no
simulator of these games can beat.

--strength plays the coach against the card caller for every ordered pair of the shipped
teams (coach's team first; 4 teams make 12 pairings), N games each (default 2000), the
coach at home in half of them. It reports the coach's win rate, ties counting half a win,
with its 95% Wilson interval.

--clock plays N games (default 300) on the box itself, cards against the coach, and prints
how the runoff clock ran down against the timing chart (docs/cfs-clock.md).

--fit-ep refits the coach's expected-points table from simulated games and prints it as the
Python source that goes at the end of firmware/games/cfs/coach/points.py.

Exit status: 0 done, 1 a team sheet could not be read, 2 usage error.
"""

import argparse
import json
import sys
import time

from rich.console import Console
from rich.table import Table

from games.cfs.coach import odds
from games.cfs.rules import game
from host_tools.cfs import clock as cfs_clock
from host_tools.cfs.fit_ep import fit_ep
from host_tools.cfs.sim_game import (
    CALLERS,
    HOST_MEMO,
    Tally,
    _house,
    _progress,
    load_team,
    play_game,
)
from host_tools.cfs.strength import strength
from host_tools.common import games_table
from host_tools.common.arg_ranges import SEED
from sideline.dice import Dice, seed_state


def add_parser(sub):
    p = sub.add_parser(
        "simulate",
        help="play whole games between callers (coach, card); --bench, --strength",
        description="Play whole games between play-callers and report results. A and B are "
        "team sheet files or names of the sheets in firmware/teams (e.g. granite_rams).",
    )
    p.add_argument("--home", metavar="A", help="home team sheet (file or name)")
    p.add_argument("--away", metavar="B", help="away team sheet (file or name)")
    p.add_argument(
        "--games",
        type=_games,
        metavar="N",
        help="games to play (default 100; --bench 200; --strength 2000 and --fit-ep 400 "
        "per pairing)",
    )
    p.add_argument("--seed", type=SEED, default=1, metavar="S", help="seed (default 1)")
    p.add_argument("--home-caller", choices=CALLERS, default="coach", help="default coach")
    p.add_argument("--away-caller", choices=CALLERS, default="coach", help="default coach")
    p.add_argument(
        "--last-possession",
        action="store_true",
        help="house option G3: a team out of plays must kick; the other gets a last possession",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    games_table.add_option(p, "simulate")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument(
        "--bench", action="store_true", help="games per second on one core, against the dice"
    )
    mode.add_argument(
        "--strength",
        action="store_true",
        help="coach against card over every ordered pair of the shipped teams",
    )
    mode.add_argument(
        "--clock",
        action="store_true",
        help="the runoff clock on the box over N games (default 300), cards against the coach",
    )
    mode.add_argument(
        "--fit-ep",
        action="store_true",
        help="(developer) refit the coach's expected-points table and print it",
    )
    p.add_argument(
        "--jobs",
        type=_positive,
        default=1,
        metavar="J",
        help="processes for --strength and --fit-ep (default 1; results do not depend on it)",
    )
    p.set_defaults(run=run)
    return p


def _positive(text):
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a whole number, got %r" % text) from None
    if n < 1:
        raise argparse.ArgumentTypeError("expected 1 or more, got %d" % n)
    return n


MAX_GAMES = 1_000_000  # about an hour at the measured speed; more never ended in practice


def _games(text):
    n = _positive(text)
    if n > MAX_GAMES:
        raise argparse.ArgumentTypeError("at most %d games a run, got %d" % (MAX_GAMES, n))
    return n


# --- sideline simulate (games between two teams) --------------------------------------------


def _two_teams(args):
    refs = []
    for flag, ref in (("--home", args.home), ("--away", args.away)):
        if ref is None:
            return None, "%s is required" % flag
        refs.append(ref)
    sheets = {}
    slugs = {}
    for side, ref in zip(("home", "away"), refs, strict=True):
        sheet, slug, err = load_team(ref)
        if err:
            return None, err
        sheets[side] = sheet
        slugs[side] = slug
    return (sheets, slugs), None


def _teams_and_callers(args):
    """((sheets, slugs, kinds), None) or (None, exit status) after a one-line message."""
    got, err = _two_teams(args)
    if err:
        print("sideline simulate: %s" % err, file=sys.stderr)
        return None, 1
    sheets, slugs = got
    return (sheets, slugs, {"home": args.home_caller, "away": args.away_caller}), None


def simulate(args, out):
    got, status = _teams_and_callers(args)
    if got is None:
        return status
    sheets, slugs, kinds = got
    n = args.games or 100
    tally = Tally()
    with _progress(n) as bar:
        task = bar.add_task("simulating", total=n)
        for i in range(n):
            G, _ = play_game(sheets, kinds, args.seed, i, _house(args))
            tally.add(G, sheets)
            bar.advance(task)
    result = _result(tally, sheets, slugs, kinds, args)
    if args.json:
        print(json.dumps(result, indent=1), file=out)
        return 0
    away = "%s (%s)" % (sheets["away"]["name"], kinds["away"])
    home = "%s (%s)" % (sheets["home"]["name"], kinds["home"])
    table = Table(title="%d games, seed %d: %s at %s" % (n, args.seed, away, home))
    table.add_column("")
    for side in ("home", "away"):
        table.add_column("%s %s (%s)" % (side, sheets[side]["name"], kinds[side]), justify="right")
    rows = (
        ("wins", lambda s: str(tally.wins[s])),
        ("losses", lambda s: str(tally.wins[game.other(s)])),
        ("ties", lambda s: str(tally.ties)),
        ("points per game", lambda s: "%.2f" % tally.mean(s, "points")),
        ("plays per game", lambda s: "%.1f" % tally.mean(s, "plays")),
        ("yards per play", lambda s: "%.2f" % tally.per_play(s)),
        ("first downs per game", lambda s: "%.2f" % tally.mean(s, "first_downs")),
        ("turnovers per game", lambda s: "%.2f" % tally.mean(s, "turnovers")),
        ("packages left at the end", lambda s: "%.2f" % tally.mean(s, "packages_left")),
    )
    for label, f in rows:
        table.add_row(label, f("home"), f("away"))
    Console(file=out, width=max(100, Console(file=out).width)).print(table)
    return 0


def _result(tally, sheets, slugs, kinds, args):
    r = {
        "games": tally.games,
        "seed": args.seed,
        "home": slugs["home"],
        "away": slugs["away"],
        "home_caller": kinds["home"],
        "away_caller": kinds["away"],
        "home_wins": tally.wins["home"],
        "away_wins": tally.wins["away"],
        "ties": tally.ties,
    }
    for side in ("home", "away"):
        r[side + "_points_mean"] = round(tally.mean(side, "points"), 4)
        r[side + "_plays_mean"] = round(tally.mean(side, "plays"), 4)
        r[side + "_yards_per_play"] = round(tally.per_play(side), 4)
        r[side + "_first_downs_mean"] = round(tally.mean(side, "first_downs"), 4)
        r[side + "_turnovers_mean"] = round(tally.mean(side, "turnovers"), 4)
        r[side + "_packages_left_mean"] = round(tally.mean(side, "packages_left"), 4)
    return r


# --- --bench -------------------------------------------------------------------------


def bench(args, out):
    home = args.home or "granite_rams"
    away = args.away or "cascade_otters"
    args.home, args.away = home, away
    got, status = _teams_and_callers(args)
    if got is None:
        return status
    sheets, slugs, kinds = got
    n = args.games or 200
    # Warm the caches (exact odds per pair of sheets) so the timing is of steady play.
    play_game(sheets, kinds, args.seed, -1, _house(args))
    rolled = 0
    t0 = time.perf_counter()
    for i in range(n):
        _, r = play_game(sheets, kinds, args.seed, i, _house(args))
        rolled += r
    sim = time.perf_counter() - t0
    die = Dice(seed_state(args.seed)).die
    t0 = time.perf_counter()
    for _ in range(rolled):
        die()
    floor = time.perf_counter() - t0
    r = {
        "games": n,
        "seed": args.seed,
        "home": slugs["home"],
        "away": slugs["away"],
        "home_caller": kinds["home"],
        "away_caller": kinds["away"],
        "seconds": round(sim, 4),
        "games_per_second": round(n / sim, 2),
        "dice_per_game": round(rolled / n, 2),
        "dice_seconds": round(floor, 4),
        "ratio_to_dice": round(sim / floor, 2),
        "python": sys.version.split()[0],
    }
    if args.json:
        print(json.dumps(r, indent=1), file=out)
        return 0
    print(
        "%d games of %s (%s) at %s (%s) on one core: %.2f s, %.1f games/s\n"
        "%.1f dice per game; rolling those %d dice alone takes %.3f s: the simulation costs "
        "%.1fx the dice (Python %s)"
        % (
            n,
            sheets["away"]["name"],
            kinds["away"],
            sheets["home"]["name"],
            kinds["home"],
            sim,
            n / sim,
            rolled / n,
            rolled,
            floor,
            sim / floor,
            r["python"],
        ),
        file=out,
    )
    return 0


# --- entry --------------------------------------------------------------------------


def clock(args, out):
    """The runoff clock's figures (docs/cfs-clock.md) over --games games (default 300)."""

    stats = cfs_clock.measure(args.games or 300, args.seed)
    if args.json:
        print(json.dumps(stats), file=out)
    else:
        cfs_clock.report(stats, out)
    return 0


def run(args, parser):
    out = sys.stdout
    if args.clock:
        return clock(args, out)
    if not (args.strength or args.fit_ep or args.bench):
        if args.home is None or args.away is None:
            parser.print_usage(sys.stderr)
            print("sideline simulate: --home and --away are required", file=sys.stderr)
            return 2
    memo = odds.MEMO
    odds.MEMO = HOST_MEMO
    try:
        if args.strength:
            return strength(args, out)
        if args.fit_ep:
            return fit_ep(args, out)
        if args.bench:
            return bench(args, out)
        return simulate(args, out)
    finally:
        odds.MEMO = memo
