# The coach's defense (C1 steps 1 and 3): the base that leaves the offense least, and the
# check-off into a package when it takes away more than the package's price.
from games.cfs.coach.odds import DI
from games.cfs.coach.snap import PKG_ORDER, down_text, situation
from games.cfs.coach.tune import CHECK_GAIN, EXPECT_BEST, RESERVED
from games.cfs.rules import calls
from games.cfs.sheet.parts import BASES, DEFENSE_NAMES, PACKAGES


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
        r = None if forced else _response(sit, DI[base], avail)
        via = None
        for d in PKG_ORDER:
            if PACKAGES[d] != base or not calls.package_available(sit.defense, dmarks, d):
                continue
            if prices[d] > CHECK_GAIN:
                continue  # reserved or expensive: not worth planning the base around
            rp = _response(sit, DI[d], avail) + prices[d]
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
        down_text(sit),
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
    v0 = sit.objective(DI[base], cur)
    prices, forced = sit.plan
    best = None
    best_gain = 0.0
    for d in calls.checkoff_options(sit.defense, dmarks, base):
        di = DI[d]
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
