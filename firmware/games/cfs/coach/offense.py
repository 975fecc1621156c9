# The coach's offense (C1 steps 2 and 4): the play prices that save strong plays for their
# moment (P4), the best play against a defense, the play called and the audible.
from array import array

from games.cfs.coach import odds
from games.cfs.coach.odds import DI, FLOAT, NDEF, floats, pair
from games.cfs.coach.snap import down_text, situation
from games.cfs.coach.tune import AUDIBLE_GAIN, SAVE
from games.cfs.coach.values import Sit
from games.cfs.sheet.parts import BASES, DEFENSE_NAMES

# --- play prices (P4) -----------------------------------------------------------------

# Ordinary downs over which a play's everyday worth is averaged: (ball on, down, to go).
_REFERENCE = ((25, 1, 10), (45, 2, 7), (55, 3, 4), (35, 3, 9), (70, 1, 10), (60, 2, 3))


def strengths(house, offense, defense):
    e = pair(offense, defense)
    got = e[6]
    if got is not None and (got[0] is house or got[0] == house):
        return got[1]
    n = len(offense["plays"])
    s = [0.0] * n
    for b, d, t in _REFERENCE:
        sit = Sit(house, offense, defense, 99, 99, b, d, t, False, 0)
        for base in BASES:
            means = sit.values(DI[base])[0]
            for i in range(n):
                s[i] += means[i]
    k = 2.0 * len(_REFERENCE)
    for i in range(n):
        s[i] /= k
    if not odds.MEMO:
        s = array(FLOAT, s)
    e[6] = (house, s)
    return s


def _prices(sit, avail, omarks):
    """Per available play: what calling it now costs the rest of the game (points)."""
    got = sit.prices
    if got is not None:
        return got
    got = _make_prices(sit, avail, omarks)
    sit.prices = got
    return got


def _make_prices(sit, avail, omarks):
    # Saving pays only while there is a game left to save for: full weight with 40 plays
    # or more to go, none in the last 10 (every use left will be called anyway).
    game_left = sit.lo if sit.lo < sit.ld else sit.ld
    w = SAVE * ((game_left - 10) / 30.0 if game_left < 40 else 1.0)
    s = strengths(sit.house, sit.offense, sit.defense)
    if w <= 0.0 or not avail:
        return floats(len(s)), s
    plays = sit.offense["plays"]
    tot = 0.0
    cnt = 0
    for i in avail:
        u = plays[i]["uses"] - omarks["plays"][i]
        tot += s[i] * u
        cnt += u
    mean = tot / cnt
    pr = floats(len(s))
    for i in avail:
        pr[i] = w * (s[i] - mean)
    return pr, s


# --- offense ------------------------------------------------------------------------


def _tag(sit):
    # The situation in up to 8 characters of the 14-segment font.
    if sit.rho > 0.05:
        return "CATCH UP"
    if sit.rho < -0.05:
        return "PROTECT"
    d = sit.d
    t = sit.t
    if sit.goal:
        return "GOAL2GO"
    if sit.b >= 80:
        return "RED ZONE"
    if d == 1:
        return "1ST DOWN"
    if d == 4:
        return "4TH DOWN"
    name = "2ND" if d == 2 else "3RD"
    if t <= 2:
        return name + " SHRT"
    if t >= 7:
        return name + " LONG"
    return name + " MED"


def _convert(sit, di, i):
    # P(the play reaches the line to gain), for the log.
    e = sit.e
    j = i * NDEF + di
    return e[3][0][e[2][j]] * sit._slices()[6 * e[9][j]]


def best_play(sit, di, avail, omarks, priced=True):
    """(index, objective, index without prices) of the offense's best play against di."""
    mv = sit.values(di)
    means = mv[0]
    varis = mv[1]
    rho = sit.rho
    if priced:
        pr = _prices(sit, avail, omarks)[0]
    else:
        pr = None
    best = -1
    best_v = 0.0
    raw = -1
    raw_v = 0.0
    for i in avail:
        o = means[i] + rho * varis[i]
        if raw < 0 or o > raw_v:
            raw = i
            raw_v = o
        if pr is not None:
            o -= pr[i]
        if best < 0 or o > best_v:
            best = i
            best_v = o
    return best, best_v, raw


def choose_play(G, sheets, off, base):
    """C1 step 2: the offense's play against the base called. (name, why, say)."""
    sit = situation(G, sheets, off)
    omarks = G["marks"][off]
    avail = sit.avail
    di = DI[base]
    i, _, raw = best_play(sit, di, avail, omarks)
    plays = sit.offense["plays"]
    why = _tag(sit)
    if raw != i:
        s = strengths(sit.house, sit.offense, sit.defense)
        if s[raw] > s[i]:
            why = "SAVE BIG"
    mean = sit.values(di)[0][i]
    say = "%s: %s against %s, %d%% to make the line, %.1f points expected" % (
        down_text(sit),
        plays[i]["name"],
        DEFENSE_NAMES[base],
        int(100 * _convert(sit, di, i) + 0.5),
        mean,
    )
    if why == "SAVE BIG":
        say += "; %s saved for a bigger moment" % plays[raw]["name"]
    return plays[i]["name"], why, say


def choose_audible(G, sheets, off, base, play, package):
    """C1 step 4: after a check-off, change the play or not. (name or None, why, say)."""
    sit = situation(G, sheets, off)
    omarks = G["marks"][off]
    avail = sit.avail
    di = DI[package]
    i, best_v, _ = best_play(sit, di, avail, omarks)
    cur = sit.offense["play_index"][play]
    pr = _prices(sit, avail, omarks)[0]
    cur_v = sit.objective(di, cur) - pr[cur]
    plays = sit.offense["plays"]
    if i == cur or best_v <= cur_v + AUDIBLE_GAIN:
        return (
            None,
            "STAY",
            "%s stays in %s against %s"
            % (
                sit.offense["name"],
                play,
                DEFENSE_NAMES[package],
            ),
        )
    return (
        plays[i]["name"],
        "AUDIBLE",
        "%s audibles from %s to %s against %s (%.1f points better)"
        % (sit.offense["name"], play, plays[i]["name"], DEFENSE_NAMES[package], best_v - cur_v),
    )
