# The clock in runoff mode: the seconds an action takes by the timing chart, and the pace
# by plays that makes the fourth quarter end with the game (rule G1), never before or after.
#
# The rulebook speaks of "how much time is left in the game": the time left is shared out
# over the snaps expected before the game ends (docs/cfs-clock.md). With m the plays left of
# the team nearer to using its last (the game ends when one team has none, G1), about 2m
# snaps are still to come; an action of c chart seconds takes
#     time left x c / (c + 2m x SNAP_S)
# so the clock runs down evenly, in proportion to the chart. It keeps back a second for each
# action that could still come (KEEP_PER_SNAP for each snap either team has left): however
# long the game goes on, every action with chart seconds moves the clock at least a second,
# and 0:00 of the 4th waits for the end of the game, which shows it.
from games.cfs.rules import calls, game

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


SNAP_S = 35  # the chart's seconds of a snap with its share of kicks (docs/cfs-clock.md)
STEP_MS = 1000  # the least an action with chart seconds runs: the clock's reading changes
KEEP_PER_SNAP = 1  # seconds kept back per snap still possible
POSSESSION = 8  # snaps kept for G3's last possession (the house option)
PRIOR = 10  # snaps of "one each in turn" the estimate of the snaps to come starts from


def paced(elapsed, chart_ms, length, used, k=3):
    """Time gone (ms) after an action of chart_ms by the timing chart, `used` the plays
    [(used, on the sheet)] of home and away after it. (k, the old pace band, is unused.)"""
    if chart_ms <= 0:
        return elapsed  # a try: the chart's 0 s
    (uh, th), (ua, ta) = used
    if th <= 0 or ta <= 0:
        return elapsed + chart_ms  # no plays on a sheet: nothing to pace by, the chart alone
    near, far, mine = th - uh, ta - ua, uh
    if far < near:
        near, far, mine = far, near, ua
    if near > 0:
        # the snaps to come: the near team's plays left, times all snaps so far per snap
        # of its own, from a prior of PRIOR snaps each (the teams take turns)
        expect = near * (uh + ua + 2 * PRIOR) // (mine + PRIOR)
        most = near + far - 1  # the near team's last snap ends the game
    else:  # out of plays: its field goal, or the end, or G3's last possession for the other
        expect = 0
        most = far if far < POSSESSION else POSSESSION
    left = length - elapsed
    c = chart_ms // 1000
    run = left * c // (c + expect * SNAP_S)  # ints: 3,600,000 x 40 < 2**30
    if run > left:
        run = left
    keep = (KEEP_PER_SNAP * most + 2) * STEP_MS
    if run > left - keep:
        run = left - keep
    if run < STEP_MS:
        run = STEP_MS
    if run > left - STEP_MS:
        run = left - STEP_MS  # the game goes on: never the last 0:00 before it ends
    if run < 0:
        run = 0
    return elapsed + run
