# The clock in runoff mode: the seconds an action takes by the timing chart, and the pace
# by plays that makes the fourth quarter end with the game (rule G1), never before or after.
#
# The formula (README, Modes): let share be the larger of the two teams' shares of their
# plays used (used / plays on the sheet) and N that team's plays on the sheet. After each
# action the clock runs off the chart's seconds, then is held within k plays of the pace
# (setting pace_plays, 3):
#     game length x (share - k/N)  <=  time gone  <=  game length x (share + k/N)
# (and a second short of the end while the game goes on). When the game ends the clock
# shows 0:00 of the last quarter. So halftime falls at about half the plays and the
# two-minute warning two minutes' worth of plays before the end.
from games.cfs import calls, game

# Manual entries: which line of the timing chart each one reads.
_MANUAL = {
    "ko": "kickoff",
    "punt": "punt",
    "fg_good": "fg",
    "fg_miss": "fg",
    "xp_good": "try",
    "xp_no": "try",
    "two_good": "try",
    "two_no": "try",
    "pen": "penalty",
}


def chart(ev, kind, timing):
    """(seconds, stops the clock) for an event by the timing chart; kind: run | pass."""
    t = ev["t"]
    if t == "m":
        t = _MANUAL.get(ev.get("what"), "play")
    text = ev.get("text", "")
    if text.endswith("TD") or text == "SAFETY":
        return timing["score"], True
    if t == "penalty":
        return timing["penalty"], False
    if t in ("punt", "fg", "kickoff"):
        return timing[t], True
    if t != "play":
        return timing["try"], True
    out = ev.get("outcome")
    if out == "turnover":
        return timing["turnover"], True
    if out == "penalty":
        return timing["penalty"], False
    if out == "gain":
        return timing["pass" if kind == "pass" else "run"], False
    if out in ("sack", "loss"):
        return timing["sack"], False
    if kind == "pass":
        return timing["incomplete"], True
    return timing["stopped"], False


def plays_used(G, sheets):
    """[(used, on the sheet)] for home and away."""
    out = []
    for side in (game.HOME, game.AWAY):
        sheet = sheets[side]
        total = calls.plays_left(sheet, calls.new_marks(sheet))
        out.append((total - calls.plays_left(sheet, G["marks"][side]), total))
    return out


def paced(elapsed, chart_ms, length, used, k=3):
    """Time gone (ms) after an action: elapsed plus the chart's runoff, held within k plays
    of the pace set by the leading team's share of its plays."""
    (uh, th), (ua, ta) = used
    u, n = (uh, th) if uh * ta >= ua * th else (ua, ta)
    if n <= 0:
        return elapsed + chart_ms
    lo = length * (u - k) // n
    hi = length * (u + k) // n
    if hi > length - 1000:
        hi = length - 1000  # the game goes on: never the last 0:00 before it ends
    e = elapsed + chart_ms
    if e < lo:
        e = lo
    if e > hi:
        e = hi
    return e if e > elapsed else elapsed
