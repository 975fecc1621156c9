# The coach's kicking decisions: on fourth down or out of plays, go, punt, field goal or end
# (G2, G3) by win chance; in a try, the extra point or two.
import math

from games.cfs.coach.odds import DI
from games.cfs.coach.points import ep, fg_chance, phi, trunc
from games.cfs.coach.snap import down_text, situation
from games.cfs.coach.tune import KICK_BIAS, S2_FLOOR, SIGMA2
from games.cfs.rules import calls
from games.cfs.rules.game import legal
from games.cfs.sheet.parts import BASES


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
    # K5: a return table's re-roll blocks the punt on a 6; a punt into the end zone is a
    # touchback before any return is rolled (K4), so it is never blocked.
    p_block = p_ra / 6.0
    if b - 7 <= 0:
        xb = -house["points"]["safety"]
    else:
        xb = -sit.opp(100 - (b - 7))
    a = 0.0
    a2 = 0.0
    for dist in punter["punting"]:
        landing = b + dist
        if landing >= 100:
            x = -sit.opp(house["punt_touchback"])
            a += x
            a2 += x * x
        else:
            spot = 100 - landing + int(back + 0.5)
            x = -sit.opp(spot if spot < 99 else 99)
            a += (1 - p_block) * x + p_block * xb
            a2 += (1 - p_block) * x * x + p_block * xb * xb
    mean = a / 6.0
    return mean, a2 / 6.0 - mean * mean


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
        di = DI[base]
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
    return phi((sit.lead + mean) / math.sqrt(sit.s2 + var))


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
        say = "%s: %s (win chance %s)" % (down_text(sit), why, ", ".join(parts))
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
    after = 0.0 if ended or ld == 0 else -ep(25, 1, 10) * trunc(ld, 25)

    def wp(margin):
        return phi((margin + after) / s)

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
