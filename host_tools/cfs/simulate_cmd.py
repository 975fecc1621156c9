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
Python source that goes at the end of firmware/games/cfs/coachpoints.py.

Exit status: 0 done, 1 a team sheet could not be read, 2 usage error.
"""

import json
import math
import multiprocessing
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from games.cfs import callers, calls, coachodds, coachpoints, game
from host_tools.cfs.sheets import load_sheet_file
from host_tools.common import games_table
from host_tools.common.arg_ranges import SEED
from host_tools.common.saves import show
from sideline.dice import Dice, seed_state

TEAMS = Path(__file__).resolve().parents[2] / "firmware" / "teams"
CALLERS = ("coach", "card")
STRENGTH_GAMES = 2000
# The coach's per-pair memo of play values (coachodds.MEMO): a host-only speed-up, see
# coachodds.py.
HOST_MEMO = 40000
PROGRESS_FROM = 200  # games: fewer finish before a progress bar is worth drawing


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
    import argparse

    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a whole number, got %r" % text) from None
    if n < 1:
        raise argparse.ArgumentTypeError("expected 1 or more, got %d" % n)
    return n


MAX_GAMES = 1_000_000  # about an hour at the measured speed; more never ended in practice


def _games(text):
    import argparse

    n = _positive(text)
    if n > MAX_GAMES:
        raise argparse.ArgumentTypeError("at most %d games a run, got %d" % (MAX_GAMES, n))
    return n


# --- teams ------------------------------------------------------------------------------


def team_names():
    return sorted(p.stem for p in TEAMS.glob("*.json"))


def load_team(ref):
    """(sheet, slug, None) or (None, None, message) for a file path or a shipped team's name."""
    path = Path(ref)
    if not path.is_file():
        slug = ref[:-5] if ref.endswith(".json") else ref
        if (TEAMS / (slug + ".json")).is_file() and "/" not in slug:
            path = TEAMS / (slug + ".json")
        else:
            known = ", ".join(team_names())
            return None, None, "no team sheet %s (not a file, nor one of %s)" % (show(ref), known)
    sheet, err = load_sheet_file(path)
    if err:
        return None, None, err
    return sheet, path.stem, None


# --- one game -------------------------------------------------------------------------


def _mix(*parts):
    # Seeds for game i of pairing p: distinct, and independent of how games are split up.
    h = 0
    for x in parts:
        h = (h * 1000003 + x) & 0x3FFFFFFFFFFF
    return h


def play_game(sheets, kinds, seed, index, house=None):
    """Play one game; return (G, dice rolled)."""
    G = game.new_game(
        sheets, seed_state(_mix(seed, index, 0)), house, "home" if index % 2 else "away"
    )
    states = {
        "home": callers.new_caller_state(kinds["home"], _mix(seed, index, 1)),
        "away": callers.new_caller_state(kinds["away"], _mix(seed, index, 2)),
    }
    rolled = 0
    n = 0
    while G["phase"] != "over":
        action = callers.next_action(states, G, sheets)
        rolled += len(game.apply(G, sheets, action)["rolls"])
        n += 1
        if n > 5000:
            raise RuntimeError("game %d does not end" % index)
    return G, rolled


class Tally:
    """Totals over games, per side (plain numbers, so worker processes can add them up)."""

    KEYS = ("points", "plays", "yards", "first_downs", "turnovers", "packages_left")

    def __init__(self):
        self.games = 0
        self.wins = {"home": 0, "away": 0}
        self.ties = 0
        self.sums = {side: dict.fromkeys(self.KEYS, 0) for side in ("home", "away")}

    def add(self, G, sheets):
        self.games += 1
        w = game.winner(G)
        if w is None:
            self.ties += 1
        else:
            self.wins[w] += 1
        for side in ("home", "away"):
            st = G["stats"][side]
            s = self.sums[side]
            s["points"] += G["score"][side]
            s["plays"] += st["plays"]
            s["yards"] += st["yards"]
            s["first_downs"] += G["first_downs"][side]
            s["turnovers"] += st["turnovers"]
            marks = G["marks"][side]
            d = sheets[side]["defenses"]
            used = marks["packages"]
            s["packages_left"] += sum(d[p]["uses"] - used[p] for p in used)

    def merge(self, other):
        self.games += other.games
        self.ties += other.ties
        for side in ("home", "away"):
            self.wins[side] += other.wins[side]
            for k in self.KEYS:
                self.sums[side][k] += other.sums[side][k]

    def mean(self, side, key):
        return self.sums[side][key] / self.games if self.games else 0.0

    def per_play(self, side):
        plays = self.sums[side]["plays"]
        return self.sums[side]["yards"] / plays if plays else 0.0


def _progress(total, enabled=True):
    console = Console(stderr=True)
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.completed}/{task.total} games"),
        TimeRemainingColumn(),
        console=console,
        transient=True,
        disable=not enabled or total < PROGRESS_FROM or not console.is_terminal,
    )


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


def _house(args):
    return {"last_possession": True} if args.last_possession else None


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


# --- --strength ------------------------------------------------------------------------


def wilson(successes, n, z=1.959964):
    """95% Wilson score interval for a proportion (successes may be fractional: ties)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


_SHEETS = {}


def _worker_sheets():
    if not _SHEETS:
        for slug in team_names():
            sheet, err = load_sheet_file(TEAMS / (slug + ".json"))
            if err:
                raise RuntimeError(err)
            _SHEETS[slug] = sheet
    return _SHEETS


def _strength_chunk(task):
    """Games [start, stop) of one pairing: (coach's team, card's team); returns counts."""
    p, coach_team, card_team, seed, start, stop, house = task
    coachodds.MEMO = HOST_MEMO
    teams = _worker_sheets()
    win = loss = tie = 0
    for i in range(start, stop):
        coach_home = i % 2 == 0
        if coach_home:
            sheets = {"home": teams[coach_team], "away": teams[card_team]}
            kinds = {"home": "coach", "away": "card"}
        else:
            sheets = {"home": teams[card_team], "away": teams[coach_team]}
            kinds = {"home": "card", "away": "coach"}
        G, _ = play_game(sheets, kinds, _mix(seed, p), i, house)
        w = game.winner(G)
        if w is None:
            tie += 1
        elif (w == "home") == coach_home:
            win += 1
        else:
            loss += 1
    return p, stop - start, win, loss, tie


def _chunks(pairings, n, seed, house, size=250):
    tasks = []
    for p, (a, b) in enumerate(pairings):
        for start in range(0, n, size):
            tasks.append((p, a, b, seed, start, min(n, start + size), house))
    return tasks


def _run_tasks(fn, tasks, jobs, total, label):
    results = []
    with _progress(total) as bar:
        task = bar.add_task(label, total=total)
        if jobs > 1:
            with multiprocessing.Pool(jobs) as pool:
                for r in pool.imap(fn, tasks):
                    results.append(r)
                    bar.advance(task, _count(r))
        else:
            for t in tasks:
                r = fn(t)
                results.append(r)
                bar.advance(task, _count(r))
    return results


def _count(r):
    return r[1] if isinstance(r, tuple) else r["games"]


def strength(args, out):
    names = team_names()
    pairings = [(a, b) for a in names for b in names if a != b]
    n = args.games or STRENGTH_GAMES
    tasks = _chunks(pairings, n, args.seed, _house(args))
    t0 = time.perf_counter()
    results = _run_tasks(_strength_chunk, tasks, args.jobs, n * len(pairings), "coach vs card")
    seconds = time.perf_counter() - t0
    per = [[0, 0, 0, 0] for _ in pairings]
    for p, games, win, loss, tie in results:
        for k, v in enumerate((games, win, loss, tie)):
            per[p][k] += v
    total = [sum(x[k] for x in per) for k in range(4)]
    games, win, loss, tie = total
    rate = (win + 0.5 * tie) / games
    lo, hi = wilson(win + 0.5 * tie, games)
    command = "sideline simulate --strength --games %d --seed %d" % (n, args.seed)
    if args.last_possession:
        command += " --last-possession"
    if args.jobs > 1:
        command += " --jobs %d" % args.jobs
    r = {
        "command": command,
        "games": games,
        "coach_wins": win,
        "coach_losses": loss,
        "ties": tie,
        "win_rate": round(rate, 4),
        "wilson95": [round(lo, 4), round(hi, 4)],
        "seconds": round(seconds, 1),
        "pairings": [
            {"coach": a, "card": b, "games": x[0], "wins": x[1], "losses": x[2], "ties": x[3]}
            for (a, b), x in zip(pairings, per, strict=True)
        ],
    }
    if args.json:
        print(json.dumps(r, indent=1), file=out)
        return 0
    table = Table(title="coach against card, %d games per pairing, seed %d" % (n, args.seed))
    for col in ("coach's team", "card's team", "games", "wins", "losses", "ties", "win rate"):
        table.add_column(col, justify="left" if "team" in col else "right")
    for (a, b), x in zip(pairings, per, strict=True):
        table.add_row(
            a, b, str(x[0]), str(x[1]), str(x[2]), str(x[3]), "%.3f" % ((x[1] + 0.5 * x[3]) / x[0])
        )
    console = Console(file=out, width=max(100, Console(file=out).width))
    console.print(table)
    console.print(
        "coach win rate %.4f (ties count half), 95%% Wilson interval [%.4f, %.4f], "
        "%d games in %.0f s" % (rate, lo, hi, games, seconds)
    )
    console.print("command: " + command, soft_wrap=True)
    return 0


# --- --fit-ep --------------------------------------------------------------------------

_FIT_MIN_LEFT = 25  # only snaps with both teams this far from their last play


def _fit_chunk(task):
    p, a, b, seed, start, stop, house = task
    coachodds.MEMO = HOST_MEMO
    teams = _worker_sheets()
    sums = {}
    for i in range(start, stop):
        mix = ("coach", "coach") if i % 3 == 0 else (("coach", "card"), ("card", "coach"))[i % 2]
        sheets = {"home": teams[a], "away": teams[b]}
        kinds = {"home": mix[0], "away": mix[1]}
        _fit_game(sheets, kinds, _mix(seed, p), i, house, sums)
    return {"games": stop - start, "sums": sums}


def _fit_game(sheets, kinds, seed, index, house, sums):
    G = game.new_game(
        sheets, seed_state(_mix(seed, index, 0)), house, "home" if index % 2 else "away"
    )
    states = {
        "home": callers.new_caller_state(kinds["home"], _mix(seed, index, 1)),
        "away": callers.new_caller_state(kinds["away"], _mix(seed, index, 2)),
    }
    pending = []
    td = None
    while G["phase"] != "over":
        side = G["possession"]
        if G["phase"] == "scrimmage":
            other = game.other(side)
            lo = calls.plays_left(sheets[side], G["marks"][side])
            ld = calls.plays_left(sheets[other], G["marks"][other])
            if lo >= _FIT_MIN_LEFT and ld >= _FIT_MIN_LEFT:
                b = G["ball_on"]
                cell = coachpoints.ep_row(G["down"], G["to_go"]) * 10 + (b // 10 if b < 90 else 9)
                pending.append((side, cell))
        before = (G["score"]["home"], G["score"]["away"])
        action = callers.next_action(states, G, sheets)
        game.apply(G, sheets, action)
        gained = (G["score"]["home"] - before[0], G["score"]["away"] - before[1])
        if action["t"] in ("pat", "two") and td is not None:
            # The try belongs to the touchdown's next score.
            _settle(td[0], td[1] + max(gained), td[2], sums)
            td = None
            continue
        if gained[0] or gained[1]:
            scorer = "home" if gained[0] else "away"
            pts = max(gained)
            if G["phase"] == "try":
                td = (scorer, pts, pending)
            else:
                _settle(scorer, pts, pending, sums)
            pending = []
    if td is not None:
        _settle(td[0], td[1], td[2], sums)
    _settle(None, 0, pending, sums)


def _settle(scorer, pts, pending, sums):
    for side, cell in pending:
        v = 0 if scorer is None else (pts if side == scorer else -pts)
        c = sums.get(cell)
        if c is None:
            sums[cell] = [1, v]
        else:
            c[0] += 1
            c[1] += v


def fit_ep(args, out):
    names = team_names()
    pairings = [(a, b) for a in names for b in names if a != b]
    n = args.games or 400
    tasks = _chunks(pairings, n, args.seed, _house(args), size=100)
    results = _run_tasks(_fit_chunk, tasks, args.jobs, n * len(pairings), "fitting EP")
    sums = {}
    for r in results:
        for cell, (k, v) in r["sums"].items():
            c = sums.setdefault(cell, [0, 0])
            c[0] += k
            c[1] += v
    rows = fit_table(sums)
    print(
        "# Fitted by `sideline simulate --fit-ep --games %d --seed %d`: %d games, a third "
        "coach v coach,\n# the rest coach v card, all ordered pairs of the shipped teams; "
        "%d snaps." % (n, args.seed, n * len(pairings), sum(c[0] for c in sums.values())),
        file=out,
    )
    print("_EP = (", file=out)
    for row in rows:
        print("    (%s)," % ", ".join("%d" % round(100 * v) for v in row), file=out)
    print(")", file=out)
    return 0


_FIT_MIN_CELL = 30  # snaps for a cell to count; thinner cells are filled from neighbours


def _pav(values, weights, increasing=True):
    """Weighted isotonic regression (pool adjacent violators)."""
    sign = 1 if increasing else -1
    blocks = []  # [mean, weight, length]
    for v, w in zip(values, weights, strict=True):
        blocks.append([sign * v, w, 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            b = blocks.pop()
            a = blocks[-1]
            tw = a[1] + b[1]
            a[0] = (a[0] * a[1] + b[0] * b[1]) / tw if tw else (a[0] + b[0]) / 2
            a[1] = tw
            a[2] += b[2]
    out = []
    for m, _, n in blocks:
        out.extend([sign * m] * n)
    return out


def _fill(row, counts):
    """Cells with too few snaps: interpolate along the row (extend the end cells)."""
    known = [i for i in range(len(row)) if counts[i] >= _FIT_MIN_CELL]
    if not known:
        return None
    out = list(row)
    for i in range(len(row)):
        if counts[i] >= _FIT_MIN_CELL:
            continue
        left = [k for k in known if k < i]
        right = [k for k in known if k > i]
        if left and right:
            a, b = left[-1], right[0]
            out[i] = row[a] + (row[b] - row[a]) * (i - a) / (b - a)
        elif left:
            out[i] = row[left[-1]]
        else:
            out[i] = row[right[0]]
    return out


def fit_table(sums):
    """EP rows from {cell: [snaps, points]}: means, thin cells filled, then made monotone
    (more ball on is better along a row; more to go is worse down a column of a down)."""
    n_rows = coachpoints.EP_ROWS
    means = [[0.0] * 10 for _ in range(n_rows)]
    counts = [[0] * 10 for _ in range(n_rows)]
    for cell, (k, v) in sums.items():
        r, c = divmod(cell, 10)
        counts[r][c] = k
        means[r][c] = v / k
    rows = [None] * n_rows
    for r in range(n_rows):
        rows[r] = _fill(means[r], counts[r])
    # A row with no usable cell copies the next row up (a shorter to-go) of its down.
    for r in range(n_rows):
        if rows[r] is None:
            k = r - 1
            while k >= 0 and rows[k] is None:
                k -= 1
            rows[r] = list(rows[k]) if k >= 0 else [0.0] * 10
    weights = [[max(c, 1) for c in row] for row in counts]
    for _ in range(3):
        for r in range(n_rows):
            rows[r] = _pav(rows[r], weights[r])
        for d in range(3):
            first = 1 + d * coachpoints.TOGO_BINS
            for c in range(10):
                col = [rows[first + k][c] for k in range(coachpoints.TOGO_BINS)]
                w = [weights[first + k][c] for k in range(coachpoints.TOGO_BINS)]
                col = _pav(col, w, increasing=False)
                for k in range(coachpoints.TOGO_BINS):
                    rows[first + k][c] = col[k]
    return rows


# --- entry --------------------------------------------------------------------------


def clock(args, out):
    """The runoff clock's figures (docs/cfs-clock.md) over --games games (default 300)."""
    from host_tools.cfs import clock as cfs_clock

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
    memo = coachodds.MEMO
    coachodds.MEMO = HOST_MEMO
    try:
        if args.strength:
            return strength(args, out)
        if args.fit_ep:
            return fit_ep(args, out)
        if args.bench:
            return bench(args, out)
        return simulate(args, out)
    finally:
        coachodds.MEMO = memo
