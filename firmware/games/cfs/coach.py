# The coach: the scoreboard's own play-caller (rules P1, P4 with C1-C4), for offense,
# defense and the kicking decisions, from the engine's exact odds and the situation.
#
# How it decides
# --------------
# Every choice is scored on one scale, the offense's expected points of the next score
# ("EP", as in football analytics), looked one play ahead:
#   value(play vs defense) = sum over the play's outcomes of P(outcome) * EP(state after).
# The outcome probabilities are exact (odds.call_odds and odds.yards_distribution: turnover,
# penalty, loss, stop, and every yardage of a won matchup with its break-away chain and +20).
# EP(ball_on, down, to_go) is the table at the end of this file, fitted from simulated games.
# The value is then bent by the game situation:
# - Score and plays left: the game ends when a team has used its last play (G1), so "time
#   left" is plays left. A drive cannot be finished with too few plays (its EP shrinks), and
#   the outcome's spread counts: trailing late the coach takes variance (big plays),
#   leading late it avoids it (turnovers, sacks). This is a mean-variance reading of the win
#   probability: objective = mean + rho * variance, rho = -(expected final margin) /
#   (2 * variance of the rest of the game). Kicks and tries compare win probabilities.
# - Saving the strong plays (P4): each play carries a price, its average value over a set of
#   ordinary downs minus the average of the plays still available, scaled down as the game
#   runs out. A strong play is then called where its edge over the others is biggest
#   (third and long, the red zone) rather than on first and ten.
# - The defense calls the base that leaves the offense the least (half its best play, half
#   its average: the offense may not find the best), checks off when a package takes away
#   more than the package's price, and expects an audible after a check-off (C1). Package
#   prices fall as the offense's snaps run out, so every package is used by the end (the
#   rules' "all defenses must be used"). Goal Line is kept for the last 20 yards and Prevent
#   for a late lead or long yardage, unless the end of the game forces them out.
#
# Memory and time (it runs on the Pico): exact odds are computed once per pair of sheets
# (a row of four single-precision floats per distinct dice matchup, two bytes per play and
# defense) and once per distinct (green, break-away, +20) yardage distribution of the game
# (its chain followed only to _K yards, read as a table of 3 x 66 singles, shared by both
# directions: 792 bytes on the Pico); per snap the coach looks up six numbers of each
# table and then does a few dozen multiply-adds per play. Only one game's pairs of sheets
# are kept, and a snap's reading only until its calls are made (forget). Everything is a
# pure function of the game state, so the same game gives the same calls on the Pico, the
# emulator and the host.
import math
from array import array

from games.cfs import calls
from games.cfs.game import legal
from games.cfs.kicking import fg_band, fg_distance
from games.cfs.odds import call_odds, sum_counts
from games.cfs.sheet import BASES, DEFENSE_NAMES, DEFENSES, PACKAGES, green_for, red_for

_NDEF = 9  # len(DEFENSES)
_DI = {}
for _i in range(_NDEF):
    _DI[DEFENSES[_i]] = _i
_PKG_ORDER = tuple(d for d in DEFENSES if d in PACKAGES)

# Yardage tables stop at _K yards: longer gains (at most 0.2% of won matchups on the shipped
# sheets, from 3 green dice with break-away 4) are lumped together, counted as reaching 65.
_K = 64

# Tuning, measured while the coach was built (so against slightly earlier versions of it):
# coach against coach with one setting changed, 2,400 games over all ordered pairs of the
# shipped teams, the changed side's win rate (ties half), +- 0.020 at 95%:
#   SAVE 0 -> 0.476 (saving pays), SAVE 1.2 -> 0.500; CHECK_GAIN 0.1 / 0.8 -> 0.490 / 0.504;
#   RHO_MAX 0 -> 0.498; EXPECT_BEST 0.9 / 0.2 -> 0.485 / 0.503; KICK_BIAS +1.5 / -1.0 ->
#   0.483 / 0.481; LAST_DRIVE 0 (package spending left to chance) beats 12 by 0.535: the
#   price of using every package by the end, which the rules ask.
#
# The final margin's variance from a snap with n plays left in the game (both teams,
# 2 * the fewer plays left) is about S2_FLOOR + SIGMA2 * n points^2: measured over 480
# coach-against-coach games (n up to 60; it flattens beyond, where it matters little).
SIGMA2 = 1.8
S2_FLOOR = 10.0
RHO_MAX = 0.25  # cap on the risk term: near the end the quadratic reading is only rough
SAVE = 0.6  # weight of the play prices (P4); 0 spends the best matchup every time
CHECK_GAIN = 0.35  # points a package must save when there is no hurry to spend it
SPEND_BY = 0.75  # plan to use all packages within this share of the offense's snaps left
RESERVED = 1e9  # the price of Goal Line and Prevent away from their moments: not for sale
EXPECT_BEST = 0.5  # the defense expects the offense's best play this often, else an average one
AUDIBLE_GAIN = 0.05  # points an audible must gain: no change of play for noise
KICK_BIAS = 0.0  # points added to punting and field goals on fourth down (0: none)
LAST_DRIVE = 12  # plays of the defense's own last drive, when its team will end the game

# Values of the plays in a snap depend only on ball on, down and to go while both teams have
# plays enough to finish a drive: the host keeps up to MEMO of them per pair of sheets (a
# pure speed-up, the same calls either way). 0 on the Pico, where the RAM is better spent.
MEMO = 0


# --- exact odds, cached ---------------------------------------------------------------
#
# What the coach keeps between calls (on the Pico, where every float object costs 16 bytes,
# all of it in arrays): the odds of at most PAIRS pairs of sheets (PAIRS_HOST with the
# host's memo on), the yardage distributions those pairs use, and the last snap (_SIT)
# until forget(). Every number the coach reads is the one the earlier full tables of
# singles held (checked for every green, break-away and +20 in tests/test_coach_memory.py),
# so the calls are unchanged.

PAIRS = 2  # one game's two directions: a new pair of teams drops the last game's tables
PAIRS_HOST = 12  # with MEMO on (the host), every ordered pair of the shipped teams

# Play values are kept in arrays of the interpreter's own float: double on the host (and on
# MicroPython's double builds, so the VM and CPython compute alike), single on the Pico.
_FT = "d" if 1.0 + 1.0 / 1073741824 != 1.0 else "f"


def _floats(n):
    # n zeros to fill in: a list on the host (with MEMO on: faster to read there), else an
    # array (8 or 4 bytes a number instead of a 16-byte float object each).
    z = [0.0] * n
    return z if MEMO else array(_FT, z)


_N = _K + 2  # a yardage table's length: 0.._K yards, then slot _K + 1 for anything longer


def _dist(green, ba, bonus):
    """P(the yards of a won matchup are k), k = 0.._K, and at _K + 1 P(longer).

    The same chain as odds.yards_distribution (Y2-Y4), read backwards and only as far as
    the coach reads (_K yards): F_t, the yards still to come when a roll is made with
    break-away t, is the roll plus, with chance t/6, F_(t-1) (F_1 again once t is 1). F_1
    is solved in one pass up the yards (a roll of green dice gains at least green yards),
    then one pass per break-away step. Following the chain roll by roll instead, to
    300-500 yards, was 84% of a game's first call on the host and seconds on the Pico.
    The numbers are those of yards_distribution to 1e-12 (tests/test_coach_memory.py).
    """
    per_roll = sum_counts(green)
    scale = 6.0**green
    n = len(per_roll)
    roll = [c / scale for c in per_roll]
    off = 20 if bonus else 0
    w = _K - off + 1  # a chain's yards y count as y + off: y < w is in the table
    f = None
    for t in range(1 if ba > 0 else 0, ba + 1):
        go = t / 6
        stop = 1 - go
        g = [0.0] * w
        src = g if f is None else f  # F_1 reads itself at fewer yards
        a0 = 1 if f is None else 0
        for y in range(w):
            acc = 0.0
            for a in range(a0, (y if y < n - 1 else n - 1) + 1):
                acc += roll[a] * src[y - a]
            x = (stop * roll[y] if y < n else 0.0) + go * acc
            g[y] = x / (1.0 - go * roll[0]) if f is None else x
        f = g
    p = [0.0] * _N
    tot = 0.0
    for y in range(w):
        q = f[y]
        p[y + off if y > 0 else 0] += q
        tot += q
    left = 1.0 - tot
    p[_N - 1] = left if left > 0.0 else 0.0
    return array(_FT, p)


def _table(p):
    # What a snap reads of distribution p, at every k: one array of 3 * _N singles, P(Y >= k)
    # at k, E[Y; Y < k] at _N + k, E[Y^2; Y < k] at 2 * _N + k. Kept instead of p itself
    # (792 bytes instead of 264 on the Pico): summing p anew at every snap, 66 boxed floats
    # a distribution, was most of a typical call's time there.
    t = array("f", [0.0] * (3 * _N))
    s = 0.0
    for k in range(_N - 1, -1, -1):
        s += p[k]
        t[k] = s
    a = 0.0
    a2 = 0.0
    for k in range(_N):
        t[_N + k] = a
        t[2 * _N + k] = a2
        x = p[k] * k
        a += x
        a2 += x * k
    return t


def _dist_of(key):
    # A yardage table a cached pair already holds (the two directions of a game share most).
    for e in _PAIRS:
        keys = e[4]
        for s in range(len(keys)):
            if keys[s] == key:
                return e[5][s]
    return None


# A pair: [offense sheet, defense sheet, index, odds, dist keys, yardage tables (_table),
# (house, play strengths) or None, memo's house, memo]. For play i against defense di,
# j = i * 9 + di: index[2j] is a row of odds (P(gain roll), P(turnover), P(loss),
# P(penalty), as singles: they depend only on the dice, so plays share rows) and
# index[2j + 1] a slot of yardage tables.
_PAIRS = []


def _pair(offense, defense):
    """Exact odds of every play of offense against every defense of defense, cached."""
    for e in _PAIRS:
        if e[0] is offense and e[1] is defense:
            return e
    plays = offense["plays"]
    n = len(plays)
    # Bytes, unless a sheet of many plays has more than 256 distinct matchups: built in
    # place (a list of it was the largest block of a game's first call, 2 KB on the Pico).
    index = bytearray(2 * n * _NDEF)
    okeys = []
    rows = []
    dkeys = []
    dists = []
    for i in range(n):
        p = plays[i]
        for di in range(_NDEF):
            d = DEFENSES[di]
            g = green_for(p, d)
            r = red_for(defense, d, p["kind"])
            key = ((g * 8 + r) * 8 + p["yellow"]) * 8 + defense["defenses"][d]["yellow"]
            if key in okeys:
                row = okeys.index(key)
            else:
                row = len(okeys)
                okeys.append(key)
                o = call_odds(offense, defense, p, d)
                rows.append((o["p_gain_roll"], o["p_turnover"], o["p_loss"], o["p_penalty"]))
            key = (g * 8 + p["break_away"]) * 2 + (1 if p["bonus20"] else 0)
            if key in dkeys:
                slot = dkeys.index(key)
            else:
                slot = len(dkeys)
                dkeys.append(key)
                t = _dist_of(key)
                if t is None:
                    t = _table(_dist(g, p["break_away"], p["bonus20"]))
                dists.append(t)
            j = i * _NDEF + di
            if row > 255 and type(index) is bytearray:
                index = array("H", index)
            index[2 * j] = row
            index[2 * j + 1] = slot
    odds = array("f", [0.0] * (4 * len(rows)))
    for k in range(len(rows)):
        o = rows[k]
        for m in range(4):
            odds[4 * k + m] = o[m]
    e = [offense, defense, index, odds, bytes(dkeys), dists, None, None, None]
    keep = PAIRS_HOST if MEMO else PAIRS
    while len(_PAIRS) >= keep:
        _PAIRS.pop(0)
    _PAIRS.append(e)
    return e


def forget():
    """Drop the last snap's reading (its calls are made); the odds stay for the next snap."""
    _SIT[0] = None
    _SIT[1] = None


def clear_cache():
    """Forget cached odds (for memory measurements and tests that edit sheets)."""
    del _PAIRS[:]
    forget()


# --- expected points ------------------------------------------------------------------


# To-go bins of downs 2-4: 1, 2, 3, 4-5, 6-7, 8-10, 11 or more.
_TOGO_BIN = (0, 0, 1, 2, 3, 3, 4, 4, 5, 5, 5, 6)
TOGO_BINS = 7
EP_ROWS = 1 + 3 * TOGO_BINS


def ep_row(d, t):
    """The EP table's row for down d and t to go (first down: one row)."""
    if d == 1:
        return 0
    return 1 + (d - 2) * TOGO_BINS + _TOGO_BIN[t if t < 11 else 11]


def ep(b, d, t):
    """EP of down d and t to go on the offense's own b (1..99), the offense's view.

    The table holds hundredths of a point at ball on 5, 15, ..., 95; between those the
    value is interpolated.
    """
    row = _EP[ep_row(d, t)]
    if b <= 5:
        return row[0] / 100.0
    if b >= 95:
        return row[9] / 100.0
    c = (b - 5) // 10
    lo = row[c]
    return (lo + (row[c + 1] - lo) * (b - 5 - 10 * c) / 10.0) / 100.0


def _trunc(plays, b):
    # A drive from b needs a few plays; with fewer left its value shrinks.
    need = 2 + (100 - b) // 10
    if plays >= need:
        return 1.0
    return plays / need


def _phi(x):
    # Standard normal CDF by the logistic approximation (|error| < 0.01): enough to rank.
    if x < -15.0:
        return 0.0
    if x > 15.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-1.702 * x))


# --- the situation of one snap ----------------------------------------------------------


class _Sit:
    """Everything about a snap that does not depend on the play or the defense called."""

    def __init__(self, house, offense, defense, lo, ld, b, d, t, goal, lead):
        self.house = house
        self.offense = offense
        self.defense = defense
        self.b = b
        self.d = d
        self.t = t
        self.goal = goal
        self.lead = lead  # offense's score minus defense's
        self.lo = lo  # the offense's plays left (G1), this one included
        self.la = lo - 1  # after this play
        self.ld = ld  # the defense's plays left
        ldef = ld
        self.last_pos = house["last_possession"]
        pts = house["points"]
        self.v_td = pts["td"] + pts["pat"] * house["pat_good"] / 6.0
        n = 2 * (self.la if self.la < ldef else ldef)
        if self.last_pos:
            extra = self.la - ldef if self.la > ldef else ldef - self.la
            n += extra if extra < 10 else 10
        self.n = n
        self.s2 = SIGMA2 * n + S2_FLOOR
        e = _pair(offense, defense)
        self.e = e
        self.vals = [None] * _NDEF  # per defense: (means, variances) of every play
        self.prices = None
        self.sl = None  # the distributions read at this snap's k1, k2 (_slices)
        self.avail = []  # the offense's available plays, set by situation()
        self.plan = ({}, bool(0))  # the defense's package_plan, set by situation()
        self.memo = None
        if MEMO and self.la > 10 and ld > 10:  # _trunc is 1 everywhere
            if e[8] is None or len(e[8]) >= MEMO or (e[7] is not house and e[7] != house):
                e[7] = house
                e[8] = {}
            self.memo = e[8]
        got = None
        if self.memo is not None:
            ckey = ((b * 128 + t) * 5 + d) * 16 + 15
            got = self.memo.get(ckey)
            if got is None:
                self._coefficients()
                self.memo[ckey] = self._saved()
            else:
                self._restore(got)
        else:
            self._coefficients()
        expect = self.lead + self.v(b, d, t, False)
        rho = -expect / (2.0 * self.s2)
        self.rho = RHO_MAX if rho > RHO_MAX else (-RHO_MAX if rho < -RHO_MAX else rho)

    # Values of the states a play can lead to, the offense's view.
    def opp(self, b):
        """EP of the defense taking over on its own b, the offense's view is minus this."""
        if self.la <= 0 and not self.last_pos:
            return 0.0  # G1: the offense's possession was the game's last
        if b < 1:
            b = 1
        return ep(b, 1, 10) * _trunc(self.ld, b)

    def v(self, b, d, t, after=True):
        if b >= 100:
            return self.v_td
        if b <= 0:
            return -self.house["points"]["safety"]
        if d >= 5:
            return -self.opp(100 - b)
        plays = self.la if after else self.lo
        if plays <= 0 and not self.last_pos:
            # G2: out of plays, a field goal is still allowed; the game then ends.
            return 3.0 * fg_chance(self.offense, b, self.house)
        return ep(b, d, t) * _trunc(plays, b)

    def _coefficients(self):
        b = self.b
        d = self.d
        t = self.t
        nd = d + 1
        v = self.v
        self.k1 = t if t <= _K + 1 else _K + 1
        k2 = 100 - b
        self.k2 = k2 if k2 <= _K + 1 else _K + 1
        # Won matchup, short of the line to gain: from (b+1, t-1) to (b+t-1, 1), linearly.
        if t >= 3:
            v1 = v(b + 1, nd, t - 1)
            v2 = v(b + t - 1, nd, 1)
            s = (v2 - v1) / (t - 2)
            self.af = v1 - s
            self.sf = s
        else:
            self.af = v(b + 1, nd, t - 1) if t == 2 else 0.0
            self.sf = 0.0
        # Won matchup, first down short of the goal line: from b+t to 99, linearly.
        if not self.goal and t < 100 - b:
            v1 = self._fd(b + t)
            v2 = self._fd(99)
            y2 = 99 - b
            s = (v2 - v1) / (y2 - t) if y2 > t else 0.0
            self.ad = v1 - s * t
            self.sd = s
        else:
            self.ad = 0.0
            self.sd = 0.0
        # Stopped, loss, penalty, turnover: the same for every play.
        vs = v(b, nd, t)
        self.vs = vs
        self.vs2 = vs * vs
        a = 0.0
        a2 = 0.0
        for lost in range(1, 7):
            x = v(b - lost, nd, t + lost)
            a += x
            a2 += x * x
        self.vl = a / 6.0
        self.vl2 = a2 / 6.0
        a = 0.0
        a2 = 0.0
        for p in self.house["penalty_chart"]:
            x = self._penalty(p)
            a += x
            a2 += x * x
        self.vp = a / 6.0
        self.vp2 = a2 / 6.0
        # S2: one turnover in 36 is returned for a touchdown.
        x = -self.opp(100 - b)
        self.vt = x * 35.0 / 36.0 - self.v_td / 36.0
        self.vt2 = x * x * 35.0 / 36.0 + self.v_td * self.v_td / 36.0

    def _saved(self):
        return (
            self.k1,
            self.k2,
            self.af,
            self.sf,
            self.ad,
            self.sd,
            self.vs,
            self.vs2,
            self.vl,
            self.vl2,
            self.vp,
            self.vp2,
            self.vt,
            self.vt2,
        )

    def _restore(self, c):
        self.k1 = c[0]
        self.k2 = c[1]
        self.af = c[2]
        self.sf = c[3]
        self.ad = c[4]
        self.sd = c[5]
        self.vs = c[6]
        self.vs2 = c[7]
        self.vl = c[8]
        self.vl2 = c[9]
        self.vp = c[10]
        self.vp2 = c[11]
        self.vt = c[12]
        self.vt2 = c[13]

    def _fd(self, spot):
        if spot >= 100:
            return self.v_td
        return self.v(spot, 1, 10 if spot + 10 < 100 else 100 - spot)

    def _penalty(self, p):
        # As game._penalty: half the distance to a goal line, auto first down, replay.
        b = self.b
        yards = p["yards"]
        if self.house["half_distance"]:
            if yards > 0 and yards > (100 - b) // 2:
                yards = (100 - b) // 2
            elif yards < 0 and -yards > b // 2:
                yards = -(b // 2)
        spot = b + yards
        if p["auto_first"] or spot >= b + self.t:
            return self._fd(spot)
        return self.v(spot, self.d, b + self.t - spot)

    def values(self, di):
        """(means, variances) of every play of the offense against defense number di."""
        got = self.vals[di]
        if got is not None:
            return got
        memo = self.memo
        key = 0
        if memo is not None:
            key = ((self.b * 128 + self.t) * 5 + self.d) * 16 + di
            got = memo.get(key)
            if got is not None:
                self.vals[di] = got
                return got
        e = self.e
        index = e[2]
        odds = e[3]
        sl = self._slices()
        af = self.af
        sf = self.sf
        ad = self.ad
        sd = self.sd
        vt = self.v_td
        vs = self.vs
        vl = self.vl
        vp = self.vp
        vx = self.vt
        vs2 = self.vs2
        vl2 = self.vl2
        vp2 = self.vp2
        vx2 = self.vt2
        n = len(self.offense["plays"])
        means = _floats(n)
        varis = _floats(n)
        for i in range(n):
            j = 2 * (i * _NDEF + di)
            o = 4 * index[j]
            pg = odds[o]
            pt = odds[o + 1]
            pl = odds[o + 2]
            pp = odds[o + 3]
            s = 6 * index[j + 1]
            g1 = sl[s]
            a = sl[s + 1]
            a2 = sl[s + 2]
            g2 = sl[s + 3]
            c = sl[s + 4] - a
            c2 = sl[s + 5] - a2
            pf = 1.0 - g1
            pd = g1 - g2
            gm = af * pf + sf * a + ad * pd + sd * c + vt * g2
            gs = (
                af * af * pf
                + 2.0 * af * sf * a
                + sf * sf * a2
                + ad * ad * pd
                + 2.0 * ad * sd * c
                + sd * sd * c2
                + vt * vt * g2
            )
            ps = 1.0 - pg - pt - pl - pp
            m = pg * gm + ps * vs + pl * vl + pp * vp + pt * vx
            means[i] = m
            varis[i] = pg * gs + ps * vs2 + pl * vl2 + pp * vp2 + pt * vx2 - m * m
        got = (means, varis)
        self.vals[di] = got
        if memo is not None:
            memo[key] = got
        return got

    def _slices(self):
        # This snap's six numbers of every yardage table of the pair: P(Y >= k), E[Y; Y < k]
        # and E[Y^2; Y < k] at k1, then at k2.
        sl = self.sl
        if sl is None:
            tables = self.e[5]
            k1 = self.k1
            k2 = self.k2
            sl = _floats(6 * len(tables))
            for s in range(len(tables)):
                t = tables[s]
                o = 6 * s
                sl[o] = t[k1]
                sl[o + 1] = t[_N + k1]
                sl[o + 2] = t[2 * _N + k1]
                sl[o + 3] = t[k2]
                sl[o + 4] = t[_N + k2]
                sl[o + 5] = t[2 * _N + k2]
            self.sl = sl
        return sl

    def objective(self, di, i):
        """The offense's objective for play i against defense di (no play price)."""
        mv = self.values(di)
        return mv[0][i] + self.rho * mv[1][i]


_SIT = [None, None]  # the last snap's key and situation: the four steps of a call share it


def situation(G, sheets, off):
    """The coach's reading of the snap for the offense `off` (shared by its four steps)."""
    dfn = "home" if off == "away" else "away"
    offense = sheets[off]
    defense = sheets[dfn]
    om = G["marks"][off]
    dm = G["marks"][dfn]
    lead = G["score"][off] - G["score"][dfn]
    # Marks only grow, so their sums tell whether this is still the same snap.
    key = (
        id(G),
        id(offense),
        id(defense),
        id(G["house"]),
        G["plays"],
        G["ball_on"],
        G["down"],
        G["to_go"],
        lead,
        sum(om["plays"]),
        om["run"],
        om["pass"],
        sum(dm["plays"]),
        dm["run"],
        dm["pass"],
        sum(dm["packages"].values()),
    )
    if _SIT[0] == key:
        return _SIT[1]
    sit = _Sit(
        G["house"],
        offense,
        defense,
        calls.plays_left(offense, om),
        calls.plays_left(defense, dm),
        G["ball_on"],
        G["down"],
        G["to_go"],
        G["goal_to_go"],
        lead,
    )
    sit.avail = calls.available_plays(offense, om)
    sit.plan = package_plan(sit, om, dm)
    _SIT[0] = key
    _SIT[1] = sit
    return sit


# --- play prices (P4) -----------------------------------------------------------------

# Ordinary downs over which a play's everyday worth is averaged: (ball on, down, to go).
_REFERENCE = ((25, 1, 10), (45, 2, 7), (55, 3, 4), (35, 3, 9), (70, 1, 10), (60, 2, 3))


def _strengths(house, offense, defense):
    e = _pair(offense, defense)
    got = e[6]
    if got is not None and (got[0] is house or got[0] == house):
        return got[1]
    n = len(offense["plays"])
    s = [0.0] * n
    for b, d, t in _REFERENCE:
        sit = _Sit(house, offense, defense, 99, 99, b, d, t, False, 0)
        for base in BASES:
            means = sit.values(_DI[base])[0]
            for i in range(n):
                s[i] += means[i]
    k = 2.0 * len(_REFERENCE)
    for i in range(n):
        s[i] /= k
    if not MEMO:
        s = array(_FT, s)
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
    s = _strengths(sit.house, sit.offense, sit.defense)
    if w <= 0.0 or not avail:
        return _floats(len(s)), s
    plays = sit.offense["plays"]
    tot = 0.0
    cnt = 0
    for i in avail:
        u = plays[i]["uses"] - omarks["plays"][i]
        tot += s[i] * u
        cnt += u
    mean = tot / cnt
    pr = _floats(len(s))
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


def _spot(b):
    if b == 50:
        return "midfield"
    if b < 50:
        return "own %d" % b
    return "opp %d" % (100 - b)


def _down_text(sit):
    nth = ("1st", "2nd", "3rd", "4th")[sit.d - 1]
    if sit.goal:
        return "%s and goal at the %d" % (nth, 100 - sit.b)
    return "%s and %d at %s" % (nth, sit.t, _spot(sit.b))


def _convert(sit, di, i):
    # P(the play reaches the line to gain), for the log.
    e = sit.e
    j = 2 * (i * _NDEF + di)
    return e[3][4 * e[2][j]] * sit._slices()[6 * e[2][j + 1]]


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
    di = _DI[base]
    i, _, raw = best_play(sit, di, avail, omarks)
    plays = sit.offense["plays"]
    why = _tag(sit)
    if raw != i:
        s = _strengths(sit.house, sit.offense, sit.defense)
        if s[raw] > s[i]:
            why = "SAVE BIG"
    mean = sit.values(di)[0][i]
    say = "%s: %s against %s, %d%% to make the line, %.1f points expected" % (
        _down_text(sit),
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
    di = _DI[package]
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


# --- defense ------------------------------------------------------------------------


def _response(sit, di, avail):
    # What the offense is expected to get against defense di: half its best play (it may
    # find it), half its average one (it may not).
    mv = sit.values(di)
    means = mv[0]
    varis = mv[1]
    rho = sit.rho
    top = None
    tot = 0.0
    for i in avail:
        o = means[i] + rho * varis[i]
        tot += o
        if top is None or o > top:
            top = o
    if top is None:
        return 0.0
    return EXPECT_BEST * top + (1.0 - EXPECT_BEST) * tot / len(avail)


def package_plan(sit, omarks, dmarks):
    """(price per package id, forced): what using each package now costs the defense.

    The defense must use every package by the end. With U uses left and about S snaps of
    the offense left before the game ends, the price falls from CHECK_GAIN toward zero as U
    approaches SPEND_BY * S, and below zero past it (forced: use one now even at a loss).
    S is the offense's plays left, or, when the defense's own team will run out first, the
    offense's snaps per own snap so far times the defense's own plays left less a last drive
    (LAST_DRIVE plays): the game may end on that drive, with no snap left to spend a
    package on.
    """
    left = 0
    for d in _PKG_ORDER:
        left += sit.defense["defenses"][d]["uses"] - dmarks["packages"][d]
    ratio = (omarks["run"] + omarks["pass"] + 10.0) / (dmarks["run"] + dmarks["pass"] + 10.0)
    snaps = (sit.ld - LAST_DRIVE) * ratio
    if snaps < 0.0:
        snaps = 0.0
    if sit.lo < snaps:
        snaps = sit.lo
    room = SPEND_BY * snaps
    if room < 1.0:
        room = 1.0
    pressure = left / room
    price = CHECK_GAIN * (1.0 - pressure)
    forced = left > 0 and pressure >= 1.0
    prices = {}
    for d in _PKG_ORDER:
        p = price
        if not forced:
            # Goal Line is kept for the last 20 yards before the defense's goal, Prevent for
            # a lead late in the game or long yardage; elsewhere only the end forces them.
            if d == "goal_line":
                if sit.b < 80:
                    p = RESERVED
                elif sit.b >= 90 or sit.goal:
                    p -= 0.1
            elif d == "prevent":
                game_left = sit.lo if sit.lo < sit.ld else sit.ld
                late_lead = sit.lead < 0 and game_left <= 25
                if not (late_lead or (sit.d >= 2 and sit.t >= 10)):
                    p = RESERVED
        prices[d] = p
    return prices, forced


def choose_base(G, sheets, dfn):
    """C1 step 1: the defense's base call, before it knows the play. (base, why, say)."""
    off = "home" if dfn == "away" else "away"
    sit = situation(G, sheets, off)
    dmarks = G["marks"][dfn]
    avail = sit.avail
    prices, forced = sit.plan
    best = None
    best_r = 0.0
    why = None
    for base in BASES:
        r = None if forced else _response(sit, _DI[base], avail)
        via = None
        for d in _PKG_ORDER:
            if PACKAGES[d] != base or not calls.package_available(sit.defense, dmarks, d):
                continue
            if prices[d] > CHECK_GAIN:
                continue  # reserved or expensive: not worth planning the base around
            rp = _response(sit, _DI[d], avail) + prices[d]
            if r is None or rp < r:
                r = rp
                via = d
        if r is None:
            continue  # forced to spend, and nothing to spend under this base
        if best is None or r < best_r:
            best = base
            best_r = r
            why = via
    if best is None:  # forced, but no package left at all: cannot happen (forced needs one)
        best = "base_pass"
        best_r = 0.0
    if why is not None and forced:
        tag = "USE PKGS"
    elif why == "goal_line":
        tag = "GOALLINE"
    elif why == "prevent":
        tag = "PREVENT"
    else:
        tag = "STOP RUN" if best == "base_run" else "STOP PAS"
    say = "%s: %s calls %s (the offense expects %.1f points)" % (
        _down_text(sit),
        sit.defense["name"],
        DEFENSE_NAMES[best],
        best_r,
    )
    if why is not None:
        say += ", ready to check off into %s" % DEFENSE_NAMES[why]
    return best, tag, say


def choose_checkoff(G, sheets, dfn, base, play):
    """C1 step 3: check off into a package under the base (C2), or not. (pkg|None, why, say)."""
    off = "home" if dfn == "away" else "away"
    sit = situation(G, sheets, off)
    dmarks = G["marks"][dfn]
    avail = sit.avail
    cur = sit.offense["play_index"][play]
    v0 = sit.objective(_DI[base], cur)
    prices, forced = sit.plan
    best = None
    best_gain = 0.0
    for d in calls.checkoff_options(sit.defense, dmarks, base):
        di = _DI[d]
        vd = sit.objective(di, cur)
        direct = v0 - vd
        if prices[d] >= RESERVED or (direct <= prices[d] and not forced):
            continue  # even with no audible it would not pay for itself
        # After a check-off the offense may audible (C1): expect half of its best answer.
        top = vd
        means, varis = sit.values(di)
        for i in avail:
            o = means[i] + sit.rho * varis[i]
            if o > top:
                top = o
        gain = v0 - (0.5 * vd + 0.5 * top) - prices[d]
        if best is None or gain > best_gain:
            best = d
            best_gain = gain
    name = sit.defense["name"]
    if best is None or (best_gain <= 0.0 and not forced):
        return None, "STAY", "%s stays in %s against %s" % (name, DEFENSE_NAMES[base], play)
    if forced:
        why = "USE PKGS"
    elif best == "goal_line":
        why = "GOALLINE"
    elif best == "prevent":
        why = "PREVENT"
    else:
        why = "MATCHUP"
    return (
        best,
        why,
        "%s checks off from %s into %s against %s"
        % (name, DEFENSE_NAMES[base], DEFENSE_NAMES[best], play),
    )


# --- kicks ------------------------------------------------------------------------


def fg_chance(sheet, ball_on, house):
    """P(a field goal from ball_on is good), 0 when out of range (K6)."""
    band = fg_band(sheet, fg_distance(ball_on, house))
    if band is None:
        return 0.0
    return band["good"] / 6.0


def _return_yards(table):
    # (P(first face is roll-again), mean yards without a block, P(block | roll-again)):
    # K5's "N & Roll Again" keeps rolling on further roll-again faces; a 6 on the first
    # re-roll is a blocked punt.
    plain = 0.0
    n_plain = 0
    ra = 0.0
    n_ra = 0
    for e in table:
        if type(e) is dict:
            ra += e["roll_again"]
            n_ra += 1
        else:
            plain += e
            n_plain += 1
    p_ra = n_ra / 6.0
    ra_mean = ra / n_ra if n_ra else 0.0
    plain_mean = plain / n_plain
    # Expected yards of one re-roll chain (no block): roll-again adds and rolls on.
    chain = (p_ra * ra_mean + (1 - p_ra) * plain_mean) / (1 - p_ra)
    first_ok = 0.0
    for f in range(5):  # faces 1..5 of the first re-roll (6 blocks)
        e = table[f]
        first_ok += (e["roll_again"] + chain) if type(e) is dict else e
    first_ok /= 5.0
    mean = (1 - p_ra) * plain_mean + p_ra * (5.0 / 6.0) * (ra_mean + first_ok)
    mean /= 1 - p_ra / 6.0
    return p_ra, mean


def _punt_option(sit, G, sheets, off):
    """(mean, variance) of punting, the offense's view."""
    dfn = "home" if off == "away" else "away"
    house = sit.house
    punter = sheets[off]
    table = (punter if house["punt_return_table"] == "punting" else sheets[dfn])["punt_return"]
    p_ra, back = _return_yards(table)
    b = sit.b
    a = 0.0
    a2 = 0.0
    for dist in punter["punting"]:
        landing = b + dist
        if landing >= 100:
            x = -sit.opp(house["punt_touchback"])
        else:
            spot = 100 - landing + int(back + 0.5)
            x = -sit.opp(spot if spot < 99 else 99)
        a += x
        a2 += x * x
    p_block = p_ra / 6.0
    a /= 6.0
    a2 /= 6.0
    if b - 7 <= 0:
        xb = -house["points"]["safety"]
    else:
        xb = -sit.opp(100 - (b - 7))
    mean = (1 - p_block) * a + p_block * xb
    sq = (1 - p_block) * a2 + p_block * xb * xb
    return mean, sq - mean * mean


def _fg_option(sit):
    house = sit.house
    p = fg_chance(sit.offense, sit.b, house)
    made = float(house["points"]["fg"])
    take = 100 - (sit.b - 7)
    mfm = house["missed_fg_min"]
    miss = -sit.opp(take if take > mfm else mfm)
    mean = p * made + (1 - p) * miss
    return mean, p * made * made + (1 - p) * miss * miss - mean * mean, p


def _go_option(sit, avail):
    # The defense will call the base that suits it; the offense answers with its best play.
    worst = None
    got = (0.0, 0.0)
    pick = got
    for base in BASES:
        di = _DI[base]
        means, varis = sit.values(di)
        top = None
        for i in avail:
            o = means[i] + sit.rho * varis[i]
            if top is None or o > top:
                top = o
                pick = (means[i], varis[i])
        if worst is None or top < worst:
            worst = top
            got = pick
    return got


def win_chance(sit, mean, var):
    """P(win) if the offense's next-score value is (mean, var): the normal reading."""
    return _phi((sit.lead + mean) / math.sqrt(sit.s2 + var))


def kick_choice(G, sheets, side):
    """The offense's (or scoring team's) choice of action type: (type, why, say).

    In a try: "pat" or "two". At scrimmage: "play", "punt", "fg" or (G2, out of plays and
    out of range) "end". A kick is weighed only on fourth down or out of plays (G2, G3),
    by comparing win chances.
    """
    acts = legal(G, sheets)
    if G["phase"] == "try":
        return _try_choice(G, sheets, side)
    if "play" in acts and G["down"] < 4:
        return "play", "", ""
    sit = situation(G, sheets, side)
    opts = []
    if "play" in acts:
        m, v = _go_option(sit, sit.avail)
        opts.append(("play", win_chance(sit, m, v)))
    if "punt" in acts:
        m, v = _punt_option(sit, G, sheets, side)
        opts.append(("punt", win_chance(sit, m + KICK_BIAS, v)))
    if "fg" in acts:
        m, v, p = _fg_option(sit)
        if p > 0.0:
            opts.append(("fg", win_chance(sit, m + KICK_BIAS, v)))
    if "end" in acts:  # G2: out of plays; ending it gives nothing away
        opts.append(("end", win_chance(sit, 0.0, 0.0)))
    best = opts[0]
    for o in opts[1:]:
        if o[1] > best[1]:
            best = o
    out = "play" not in acts
    why = {"play": "GO 4TH", "punt": "PUNT", "fg": "FG LAST" if out else "FG TRY", "end": "FINAL"}
    why = why[best[0]]
    parts = []
    for o in opts:
        parts.append("%s %.0f%%" % (o[0], 100 * o[1]))
    if out:
        say = "%s is out of plays: %s (win chance %s)" % (
            sit.offense["name"],
            best[0],
            ", ".join(parts),
        )
    else:
        say = "%s: %s (win chance %s)" % (_down_text(sit), why, ", ".join(parts))
    return best[0], why, say


def coach_kick_choice(G, sheets, side):
    """The coach's action type for `side` now: "play", "punt", "fg", "end", "pat" or "two"."""
    return kick_choice(G, sheets, side)[0]


def _try_choice(G, sheets, side):
    # Compare win chances after a kick (pat) and a two-point try, the other team receiving.
    house = G["house"]
    dfn = "home" if side == "away" else "away"
    pts = house["points"]
    lead = G["score"][side] - G["score"][dfn]
    lo = calls.plays_left(sheets[side], G["marks"][side])
    ld = calls.plays_left(sheets[dfn], G["marks"][dfn])
    ended = G["out"] == side and not house["last_possession"]
    n = 2 * (lo if lo < ld else ld)
    s = 0.1 if ended else math.sqrt(SIGMA2 * n + S2_FLOOR)
    # The kickoff after the try: the other team starts about its 25.
    after = 0.0 if ended or ld == 0 else -ep(25, 1, 10) * _trunc(ld, 25)

    def wp(margin):
        return _phi((margin + after) / s)

    p1 = house["pat_good"] / 6.0
    p2 = house["two_point_good"] / 6.0
    w1 = p1 * wp(lead + pts["pat"]) + (1 - p1) * wp(lead)
    w2 = p2 * wp(lead + pts["two_point"]) + (1 - p2) * wp(lead)
    if w2 > w1:
        return (
            "two",
            "GO FOR 2",
            "Up %d after the touchdown: two-point try (win %.0f%% vs %.0f%%)"
            % (
                lead,
                100 * w2,
                100 * w1,
            ),
        )
    return (
        "pat",
        "KICK PAT",
        "Extra point kick (win %.0f%% vs %.0f%% going for two)"
        % (
            100 * w1,
            100 * w2,
        ),
    )


# --- the EP table ---------------------------------------------------------------------
# Next score's points from the offense's view, in hundredths, by row (ep_row: first down,
# then downs 2, 3, 4 by to-go bin) and ball on 0-9, 10-19, ..., 90-99 (read at the bins'
# centres), from snaps with both teams 25 or more plays from the end. Cells with fewer than
# 30 snaps are filled from their neighbours, then each row is made to rise with the ball on
# and each down's column to fall with the yards to go. Refitting under the coach that uses
# the table changes it little and its play not measurably (coach against coach, 2,400 games).
# Fitted by `sideline simulate --fit-ep --games 400 --seed 3`: 4800 games, a third coach v coach,
# the rest coach v card, all ordered pairs of the shipped teams; 381524 snaps.
_EP = (
    (195, 195, 205, 310, 402, 480, 536, 578, 606, 650),
    (339, 339, 339, 339, 437, 492, 560, 580, 607, 654),
    (339, 339, 339, 339, 437, 492, 554, 580, 607, 654),
    (317, 317, 317, 318, 417, 479, 542, 580, 599, 654),
    (226, 226, 226, 294, 401, 458, 512, 574, 599, 649),
    (215, 215, 215, 238, 369, 452, 489, 574, 586, 632),
    (-165, -165, -163, -69, 70, 235, 417, 529, 565, 608),
    (-165, -165, -163, -69, 70, 235, 417, 485, 556, 556),
    (54, 54, 54, 54, 191, 379, 440, 530, 554, 633),
    (-6, -6, -6, -6, 118, 264, 413, 507, 554, 633),
    (-124, -124, -124, -96, 13, 118, 397, 497, 553, 622),
    (-161, -161, -161, -96, -29, 118, 271, 489, 526, 608),
    (-187, -187, -187, -187, -99, 115, 237, 443, 523, 572),
    (-431, -431, -419, -373, -321, -165, 71, 311, 391, 474),
    (-431, -431, -419, -373, -321, -165, 71, 311, 391, 392),
    (-423, -423, -423, -423, -389, -127, 89, 198, 334, 484),
    (-510, -510, -510, -510, -455, -355, 48, 191, 334, 459),
    (-544, -544, -544, -544, -517, -446, -61, 191, 260, 431),
    (-561, -561, -561, -561, -517, -446, -292, 180, 252, 408),
    (-571, -571, -571, -565, -562, -452, -359, 74, 226, 319),
    (-614, -614, -613, -609, -596, -532, -387, -49, 109, 169),
    (-614, -614, -613, -609, -596, -532, -387, -49, 71, 71),
)
