# Exact odds of a play against a defense, by enumerating the dice (no sampling).
# Used by `sideline odds` on the host and by the coach on the Pico.
from games.cfs.sheet.parts import DEFENSES, green_for, red_for

_TAIL = 1e-12  # the break-away chain is summed until what is left is below this


def sum_counts(n):
    """Ways to roll each total with n six-sided dice: list indexed by total (0..6n)."""
    counts = [1]
    for _ in range(n):
        nxt = [0] * (len(counts) + 6)
        for total in range(len(counts)):
            c = counts[total]
            if c:
                for face in range(1, 7):
                    nxt[total + face] += c
        counts = nxt
    return counts


def p_at_least(green, red):
    """P(sum of `green` dice >= sum of `red` dice): the offense wins the matchup (M2, M3)."""
    g = sum_counts(green)
    r = sum_counts(red)
    wins = 0
    cum_r = 0
    for total in range(len(g)):
        if total < len(r):
            cum_r += r[total]
        wins += g[total] * cum_r
    return wins / (6**green * 6**red)


def break_away_rolls(break_away):
    """Expected number of green rolls in a Yards Gained roll plus its Break-Away chain (Y2-Y4)."""
    expected = 1.0
    reach = 1.0
    t = break_away
    while True:
        reach *= t / 6
        if reach < _TAIL:
            return expected
        expected += reach
        if t > 1:
            t -= 1


def yards_distribution(green, break_away, bonus20=False):
    """Exact distribution of the yards on a won matchup: dict yards -> probability.

    The chain is followed until the probability still in play is below 1e-12.
    """
    per_roll = sum_counts(green)
    scale = 6.0**green
    roll = [c / scale for c in per_roll]
    out = {}
    reach = roll[:]  # distribution of yards so far, for chains that reached this roll
    t = break_away
    while True:
        stop = 1 - t / 6
        mass = 0.0
        for y in range(len(reach)):
            p = reach[y]
            if p:
                key = y + 20 if bonus20 and y > 0 else y
                out[key] = out.get(key, 0.0) + p * stop
                mass += p
        go = t / 6
        if mass * go < _TAIL:
            return out
        nxt = [0.0] * (len(reach) + len(roll))
        for y in range(len(reach)):
            p = reach[y] * go
            if p:
                for add in range(len(roll)):
                    q = roll[add]
                    if q:
                        nxt[y + add] += p * q
        reach = nxt
        if t > 1:
            t -= 1


def _chart():
    # The Special-Play chart (S1-S4) once the yellow die has sent play there:
    # (p_penalty, p_turnover, p_stop, p_loss, p_no_impact); a loss averages 3.5 yards.
    return (1 / 6, (2 / 6) * (1 / 6), 1 / 6, 2 / 6, (2 / 6) * (5 / 6))


def play_odds(green, red, break_away, offense_yellow=0, defense_yellow=0, bonus20=False):
    """Exact odds of one call: the keys `sideline odds --json` prints."""
    pm = p_at_least(green, red)
    gain, tov, loss, pen, pen_d = matchup_row(pm, offense_yellow, defense_yellow)
    pen += pen_d
    gain_yards = 3.5 * green * break_away_rolls(break_away) + (20 if bonus20 else 0)
    return {
        "green": green,
        "red": red,
        "break_away": break_away,
        "offense_yellow": offense_yellow,
        "defense_yellow": defense_yellow,
        "bonus20": bool(bonus20),
        "p_matchup": pm,
        "p_gain_roll": gain,
        "p_turnover": tov,
        "p_penalty": pen,
        "p_loss": loss,
        "expected_yards": gain * gain_yards - 3.5 * loss,
    }


def matchup_row(pm, offense_yellow, defense_yellow):
    """(P(gain roll), P(turnover), P(loss), P(penalty) by the offense's yellow, P(penalty)
    by the defense's) of a call whose offense wins the matchup with chance pm (M2-M5,
    S1-S4): all the coach reads of a call's dice. The two penalties read different charts
    (H1)."""
    pen, tov, stop, loss, none = _chart()
    oy = offense_yellow / 6
    dy = defense_yellow / 6
    stands = (1 - oy) + oy * none  # the matchup stands as rolled (M4)
    lost = stands * (1 - pm) * dy  # defense won and its yellow sent play to the chart (M5)
    return (stands * pm, oy * tov + lost * tov, oy * loss + lost * loss, oy * pen, lost * pen)


def call_odds(offense, defense, play, defense_id):
    d = defense["defenses"][defense_id]
    o = play_odds(
        green_for(play, defense_id),
        red_for(defense, defense_id, play["kind"]),
        play["break_away"],
        play["yellow"],
        d["yellow"],
        play["bonus20"],
    )
    o["play"] = play["name"]
    o["defense"] = defense_id
    return o


def sheet_odds(offense, defense):
    """Every play of `offense` against every defense of `defense`."""
    out = []
    for play in offense["plays"]:
        for defense_id in DEFENSES:
            out.append(call_odds(offense, defense, play, defense_id))
    return out
