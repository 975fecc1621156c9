"""`sideline simulate --strength`: the coach against the card caller for every ordered pair of
the shipped teams, with its 95% Wilson interval (host_tools/cfs/simulate_cmd.py)."""

import json
import math
import multiprocessing
import time

from rich.console import Console
from rich.table import Table

from games.cfs.coach import odds
from games.cfs.rules import game
from host_tools.cfs.sheets import load_sheet_file
from host_tools.cfs.sim_game import (
    HOST_MEMO,
    STRENGTH_GAMES,
    TEAMS,
    _house,
    _mix,
    _progress,
    play_game,
    team_names,
)

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
    odds.MEMO = HOST_MEMO
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
