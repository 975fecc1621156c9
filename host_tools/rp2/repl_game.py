"""`sideline bench --uf2`'s whole games at the REPL: a game's own script (its HOST's
"repl_game", host_tools/README.md) played by the firmware's own modules on the emulated
Pico, with callers of each kind on both sides, and what it prints read as the figures and
the table. The measures through the buttons are host_tools/rp2/bench.py's."""

import statistics

from host_tools.common import registry
from host_tools.rp2 import board as rp2
from host_tools.rp2.bench import at_most, heap, verdict

BALLAST = 48 * 1024  # headroom held for the features still to come (issue 10)
CALL_WORST_MS = 150  # the coach's slowest call on the stock UF2, 48 KB held


def script():
    """The module of the first installed game with a whole game at the REPL."""
    return registry.modules("repl_game")[0][1]


def game_at_repl(board, kind="coach", ballast=BALLAST, seed=1, home=None, away=None):
    """Play a whole game at the board's REPL with `kind` callers on both sides: per action
    (number, phase, possession, caller ms, live bytes since the start, bytes free), and
    whether the game finished (no MemoryError)."""
    game = script()
    code = game.CODE % {
        "home": home or game.HOME,
        "away": away or game.AWAY,
        "ballast": ballast,
        "seed": seed,
        "kind": kind,
    }
    out = board.repl("exec(%r)" % code, ms=2000, limit_ms=3600 * 1000)
    return parse_game(out)


def parse_game(out):
    """game_at_repl's reading of what the REPL printed."""
    acts = []
    over = None
    warm = None
    for line in out.splitlines():
        w = line.split()
        if w[:1] == ["ACT"] and len(w) == 7:
            acts.append((int(w[1]), w[2], w[3], float(w[4]), int(w[5]), int(w[6])))
        elif w[:1] == ["OVER"]:
            over = line.strip()
        elif w[:1] == ["WARM"] and len(w) == 2:
            warm = float(w[1])
    return {"actions": acts, "over": over, "warm_ms": warm, "tail": out[-300:]}


def _raised(tail):
    # A script that stopped before its end line (a MemoryError outside the loop's try, say):
    # the REPL's last words are the exception it raised.
    lines = [w.strip() for w in tail.replace(">>>", "").splitlines() if w.strip()]
    return lines[-1] if lines else None


def game_figures(played):
    """What a game at the REPL (game_at_repl) says: live heap per action, the callers'
    times (first call, the first after each change of possession, typical, worst), and
    whether the whole game was played."""
    acts = played["actions"]
    over = (played.get("over") or "").split()
    calls = [a for a in acts if a[1] != "kickoff"]
    out = {
        "finished": over[1:2] == ["True"],
        "actions": len(acts),
        "free_before_ballast": int(over[3]) if len(over) > 3 else None,
        "error": " ".join(over[4:]) or (None if over else _raised(played.get("tail", ""))),
        "live_heap_max": max((a[4] for a in acts), default=None),
        "live_heap_median": statistics.median([a[4] for a in acts]) if acts else None,
        "free_min": min((a[5] for a in acts), default=None),
        "warm_ms": played.get("warm_ms"),
    }
    if calls:
        times = [a[3] for a in calls]
        turns = []
        last = calls[0][2]
        for a in calls[1:]:
            if a[2] != last:
                turns.append(a[3])
                last = a[2]
        out["call_first_ms"] = round(times[0], 1)
        out["call_after_change_of_possession_ms"] = round(max(turns), 1) if turns else None
        out["call_typical_ms"] = round(statistics.median(times), 1)
        out["call_worst_ms"] = round(max(times), 1)
        out["calls"] = len(times)
    return out


def device_games(uf2, kinds=("human", "card", "coach"), ballast=BALLAST, out=None):
    """For each kind of callers, a fresh board: heap after boot (main's modules loaded),
    then a whole game at the REPL holding `ballast` bytes (game_figures)."""

    res = {}
    for kind in kinds:
        b = rp2.start(uf2, out=out)
        try:
            b.run(6000)
            free, used = heap(b)
            g = game_figures(game_at_repl(b, kind=kind, ballast=ballast))
            g["heap_free_after_boot"] = free
            g["heap_used_after_boot"] = used
            res[kind] = g
        finally:
            b.close()
    return res


def game_rows(games):
    """(what, one column per kind of callers..., budget) rows of device_games' figures."""
    kinds = list(games)

    def kb(n):
        return "-" if n is None else "%.1f KB" % (n / 1024)

    def ms(x):
        return "-" if x is None else "%.1f ms" % x

    def row(what, f, budget="", ok=None):
        oks = [ok(games[k]) for k in kinds] if ok else []
        oks = [o for o in oks if o is not None]
        return tuple(
            [what] + [f(games[k]) for k in kinds] + [budget, verdict(all(oks)) if oks else ""]
        )

    def under(key, limit):
        return lambda g: at_most(g.get(key), limit)

    return [
        row("heap free after boot (Ctrl-C)", lambda g: kb(g.get("heap_free_after_boot"))),
        row("heap used after boot (code + data)", lambda g: kb(g.get("heap_used_after_boot"))),
        row(
            "whole game played (actions)",
            lambda g: (
                "%s (%d)%s"
                % (
                    "yes" if g["finished"] else "NO",
                    g["actions"],
                    " " + g["error"] if g["error"] else "",
                )
            ),
            "yes",
            lambda g: g["finished"],
        ),
        row(
            "live heap of the game, median / max",
            lambda g: "%s / %s" % (kb(g["live_heap_median"]), kb(g["live_heap_max"])),
        ),
        row("least heap free after an action", lambda g: kb(g["free_min"])),
        row("coach made ready as the game starts", lambda g: ms(g.get("warm_ms"))),
        row(
            "callers: first call",
            lambda g: ms(g.get("call_first_ms")),
            "300 ms",
            under("call_first_ms", 300),
        ),
        row(
            "callers: after a change of possession (worst)",
            lambda g: ms(g.get("call_after_change_of_possession_ms")),
            "300 ms",
            under("call_after_change_of_possession_ms", 300),
        ),
        row(
            "callers: typical (median)",
            lambda g: ms(g.get("call_typical_ms")),
            "300 ms",
            under("call_typical_ms", 300),
        ),
        row(
            "callers: worst",
            lambda g: ms(g.get("call_worst_ms")),
            "%d ms" % CALL_WORST_MS,
            under("call_worst_ms", CALL_WORST_MS),
        ),
    ]
