"""`sideline simulate --clock`: the runoff clock of College Football Saturday measured on the
box itself (the firmware's App, fast mode, ROLL and OK pressed for the callers), game after
game: how evenly it runs down against the timing chart (docs/cfs-clock.md).

Each game's callers alternate: cards at home and the coach away in odd games, the other way
round in even ones; the seed of game i is seed + i. The box's own clock code runs unchanged:
only its _run_clock is watched, to read each action's chart seconds and what the clock did.
"""

from games.cfs.scoreboard import runoff
from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import team_files
from sideline.app import PRESS, RELEASE, App

LIMIT = 6000  # presses: a game that has not ended by then is reported, not waited for


def _percentile(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def one_game(sheets, seed, callers):
    """[(chart s, ran ms, q, left ms, shown, snap)] per action with the clock run, and the
    clock's (q, left) at the end."""
    app = App(sheets, now=0, seed=seed)
    app.settings.update({"fast": True, "callers": dict(callers)})
    app.new_game()
    rows = []
    inner = app._run_clock

    def watched(ev):
        secs, _stop = runoff.chart(ev, app._kind(ev), app.settings["timing"])
        before = app.clock.elapsed()
        inner(ev)
        c = app.clock.state
        ran = app.clock.elapsed() - before
        if c["q"] > 1 and c["left"] == app.settings["quarter_s"] * 1000:
            ran = 0  # the quarter turned over after the action: not its time
        snap = ev.get("t") == "play"
        rows.append((secs, ran, c["q"], c["left"], app.clock.shown(), snap, app._over()))

    app._run_clock = watched
    now = 0
    for _ in range(LIMIT):
        if app.step == "over":
            break
        k = "OK" if app.menu else "ROLL"
        now += 60
        app.press(k, PRESS, now)
        now += 40
        app.press(k, RELEASE, now)
        app.tick(now)
    c = app.clock.state
    return rows, (c["q"], c["left"]), app.step == "over", app


def unspent(app, side):
    """The uses of `side`'s defensive packages left at the end of the game."""
    marks = app.G["marks"][side]["packages"]
    defenses = app.team_sheets[side]["defenses"]
    return sum(defenses[p]["uses"] - marks[p] for p in marks)


def measure(games, seed=1):
    """The figures over `games` games on the box's first two team sheets."""
    sheets, _ = sheets_by_slug(team_files())
    stats = {
        "games": games,
        "over": 0,
        "at_0_00": 0,
        "actions": 0,
        "plays": 0,
        "zero_s": 0,
        "most_at_one_reading": 0,
        "games_over_2_at_a_reading": 0,
        "most_at_0_01": 0,
        "games_with_0_01": 0,
        "coach_unspent_games": 0,
        "coach_unspent_most": 0,
    }
    ratios = []
    snap_s = []
    last_s = []
    for i in range(1, games + 1):
        callers = {"home": "card", "away": "coach"}
        if i % 2 == 0:
            callers = {"home": "coach", "away": "card"}
        rows, end, over, app = one_game(sheets, seed + i, callers)
        left = unspent(app, "away" if i % 2 else "home")  # the coach's packages
        stats["coach_unspent_games"] += left > 0
        stats["coach_unspent_most"] = max(stats["coach_unspent_most"], left)
        stats["over"] += over
        stats["at_0_00"] += end == (4, 0)
        at_reading = {}
        at_0_01 = 0
        for n, (secs, ran, q, left, shown, snap, ended) in enumerate(rows):
            stats["actions"] += 1
            if secs == 0:
                continue  # a try: the chart's 0 s
            key = (q, shown)
            at_reading[key] = at_reading.get(key, 0) + 1
            if q == 4 and 0 < left <= 1000 and not ended:
                at_0_01 += 1
            if n == len(rows) - 1 or ended:
                last_s.append(ran / 1000)
                continue
            if snap:
                stats["plays"] += 1
                snap_s.append(ran / 1000)
                stats["zero_s"] += ran == 0
            ratios.append(ran / (secs * 1000))
        most = max(at_reading.values()) if at_reading else 0
        stats["most_at_one_reading"] = max(stats["most_at_one_reading"], most)
        stats["games_over_2_at_a_reading"] += most > 2
        stats["most_at_0_01"] = max(stats["most_at_0_01"], at_0_01)
        stats["games_with_0_01"] += at_0_01 > 0
    ps = (0.01, 0.1, 0.5, 0.9, 0.99, 1.0)
    stats["snap_seconds"] = [round(_percentile(snap_s, p), 1) for p in ps] if snap_s else []
    stats["ratio_to_chart"] = [round(_percentile(ratios, p), 2) for p in ps] if ratios else []
    stats["last_action_seconds"] = [round(_percentile(last_s, p), 1) for p in (0.5, 0.9, 1.0)]
    return stats


def report(stats, out):
    s = stats
    print("%d games, cards against the coach (home and away in turn)" % s["games"], file=out)
    print("  ended (FINAL):                         %d" % s["over"], file=out)
    print("  ended at 0:00 of the 4th:              %d" % s["at_0_00"], file=out)
    print("  actions: %d; snaps (the last aside): %d" % (s["actions"], s["plays"]), file=out)
    print(
        "  most actions at one clock reading:     %d (games with more than 2: %d)"
        % (s["most_at_one_reading"], s["games_over_2_at_a_reading"]),
        file=out,
    )
    print(
        "  actions at 0:01 of the 4th:            at most %d in a game (games with any: %d)"
        % (s["most_at_0_01"], s["games_with_0_01"]),
        file=out,
    )
    print("  snaps that took 0 s:                   %d" % s["zero_s"], file=out)
    head = "p1 p10 p50 p90 p99 max"
    print("  seconds per snap (%s):   %s" % (head, _row(s["snap_seconds"])), file=out)
    print("  time / chart time   (%s):   %s" % (head, _row(s["ratio_to_chart"])), file=out)
    print(
        "  the game's last action, seconds (p50 p90 max): %s" % _row(s["last_action_seconds"]),
        file=out,
    )
    print(
        "  the coach's defensive packages left with uses at the end: %d of %d games "
        "(at most %d uses)" % (s["coach_unspent_games"], s["games"], s["coach_unspent_most"]),
        file=out,
    )


def _row(xs):
    return " ".join(str(x) for x in xs)
