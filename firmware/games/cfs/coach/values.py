# The coach's values of a snap: for every play of the offense against a defense, the mean
# and variance of the next score's points after it (caller.py tells how it decides).
from games.cfs.coach import odds
from games.cfs.coach.odds import K_MAX, NDEF, at, floats, pair
from games.cfs.coach.points import ep, fg_chance, trunc
from games.cfs.coach.tune import RHO_MAX, S2_FLOOR, SIGMA2


class Sit:
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
        e = pair(offense, defense)
        self.e = e
        self.vals = [None] * NDEF  # per defense: (means, variances) of every play
        self.prices = None
        self.sl = None  # the distributions read at this snap's k1, k2 (_slices)
        self.gains = None  # what a won matchup is worth, per yardage table (_gains)
        self.avail = []  # the offense's available plays, set by situation()
        self.plan = ({}, bool(0))  # the defense's package_plan, set by situation()
        self.memo = None
        if odds.MEMO and self.la > 10 and ld > 10:  # trunc is 1 everywhere
            if e[8] is None or len(e[8]) >= odds.MEMO or (e[7] is not house and e[7] != house):
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
        return ep(b, 1, 10) * trunc(self.ld, b)

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
        return ep(b, d, t) * trunc(plays, b)

    def _coefficients(self):
        b = self.b
        d = self.d
        t = self.t
        nd = d + 1
        v = self.v
        self.k1 = t if t <= K_MAX + 1 else K_MAX + 1
        k2 = 100 - b
        self.k2 = k2 if k2 <= K_MAX + 1 else K_MAX + 1
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
        self.vp, self.vp2 = self._chart("penalty_chart")
        self.vq, self.vq2 = self._chart("penalty_chart_defense")
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
            self.vq,
            self.vq2,
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
        self.vq = c[12]
        self.vq2 = c[13]
        self.vt = c[14]
        self.vt2 = c[15]

    def _fd(self, spot):
        if spot >= 100:
            return self.v_td
        return self.v(spot, 1, 10 if spot + 10 < 100 else 100 - spot)

    def _chart(self, chart):
        # A penalty chart's six rows (H1), one die: the mean and second moment of the value.
        a = 0.0
        a2 = 0.0
        for p in self.house[chart]:
            x = self._penalty(p)
            a += x
            a2 += x * x
        return a / 6.0, a2 / 6.0

    def _penalty(self, p):
        # As moves.penalty: half the distance to a goal line, never across one, auto first
        # down, replay.
        b = self.b
        yards = p["yards"]
        if self.house["half_distance"]:
            if yards > 0 and yards > (100 - b) // 2:
                yards = (100 - b) // 2
            elif yards < 0 and -yards > b // 2:
                yards = -(b // 2)
        spot = b + yards
        if spot > 99:
            spot = 99
        elif spot < 1:
            spot = 1
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
        rowof = e[2]
        slotof = e[9]
        quiet = e[10]
        same = e[11]
        pgs, pts, pls, pps, pqs, pss = e[3]
        gains = self._gains()
        vs = self.vs
        vl = self.vl
        vp = self.vp
        vq = self.vq
        vx = self.vt
        vs2 = self.vs2
        vl2 = self.vl2
        vp2 = self.vp2
        vq2 = self.vq2
        vx2 = self.vt2
        n = len(self.offense["plays"])
        means = floats(n)
        varis = floats(n)
        for i in range(n):
            j = i * NDEF + di
            k = same[j]
            if k != 255:
                # The dice and the yardage table of an earlier play: the same numbers.
                means[i] = means[k]
                varis[i] = varis[k]
                continue
            row = rowof[j]
            pg = pgs[row]
            ps = pss[row]
            s = 2 * slotof[j]
            if quiet[row]:
                # The terms below with pl, pp, pq and pt are each 0.0 here: the same numbers.
                m = pg * gains[s] + ps * vs
                means[i] = m
                varis[i] = pg * gains[s + 1] + ps * vs2 - m * m
                continue
            pt = pts[row]
            pl = pls[row]
            pp = pps[row]
            pq = pqs[row]
            m = pg * gains[s] + ps * vs + pl * vl + pp * vp + pq * vq + pt * vx
            means[i] = m
            v = pg * gains[s + 1] + ps * vs2 + pl * vl2 + pp * vp2 + pq * vq2 + pt * vx2
            varis[i] = v - m * m
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
            e = self.e
            k1 = self.k1
            k2 = self.k2
            sl = floats(6 * len(e[5]))
            for s in range(len(e[5])):
                at(e, s, k1, sl, 6 * s)
                at(e, s, k2, sl, 6 * s + 3)
            self.sl = sl
        return sl

    def _gains(self):
        # Per yardage table of the pair, at this snap: the mean and the second moment of the
        # value of a won matchup (short of the line to gain, a first down, a touchdown).
        # They depend on the table, not on the play: made once a snap, not once per play and
        # defense (on the Pico each number made is a 16-byte float for the collector).
        gains = self.gains
        if gains is not None:
            return gains
        sl = self._slices()
        af = self.af
        sf = self.sf
        ad = self.ad
        sd = self.sd
        vt = self.v_td
        gains = floats(len(sl) // 3)
        for s in range(len(sl) // 6):
            o = 6 * s
            g1 = sl[o]
            a = sl[o + 1]
            a2 = sl[o + 2]
            g2 = sl[o + 3]
            c = sl[o + 4] - a
            c2 = sl[o + 5] - a2
            pf = 1.0 - g1
            pd = g1 - g2
            gains[2 * s] = af * pf + sf * a + ad * pd + sd * c + vt * g2
            gains[2 * s + 1] = (
                af * af * pf
                + 2.0 * af * sf * a
                + sf * sf * a2
                + ad * ad * pd
                + 2.0 * ad * sd * c
                + sd * sd * c2
                + vt * vt * g2
            )
        self.gains = gains
        return gains

    def objective(self, di, i):
        """The offense's objective for play i against defense di (no play price)."""
        mv = self.values(di)
        return mv[0][i] + self.rho * mv[1][i]
