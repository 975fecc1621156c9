# The coach's exact odds, cached (caller.py tells how it decides): for a pair of sheets, a
# row of four singles per distinct dice matchup (odds.call_odds) and a yardage table per
# distinct (green, break-away, +20) distribution, read backwards from the chain of
# odds.yards_distribution as far as the coach reads.
from array import array

from games import cfs
from games.cfs.rules.odds import matchup_row, p_at_least, sum_counts
from games.cfs.sheet.parts import DEFENSES, DICE_MAX, green_for, red_for

# The tables number the defenses in the sheet's order (T3): DI[defense id] is its number.
NDEF = 9  # len(DEFENSES)
DI = {}
for _i in range(NDEF):
    DI[DEFENSES[_i]] = _i

# Yardage tables stop at K_MAX yards: longer gains (at most 0.2% of won matchups on the
# shipped sheets, from 3 green dice with break-away 4) are lumped together, counted as reaching 65.
K_MAX = 64

# Values of the plays in a snap depend only on ball on, down and to go while both teams have
# plays enough to finish a drive: the host keeps up to MEMO of them per pair of sheets (a
# pure speed-up, the same calls either way). 0 on the Pico, where the RAM is better spent.
MEMO = 0


# --- exact odds, cached ---------------------------------------------------------------
#
# What the coach keeps between calls (on the Pico, where every float object costs 16 bytes,
# all of it in arrays): the odds of at most PAIRS pairs of sheets (PAIRS_HOST with the
# host's memo on), the yardage distributions those pairs use, and the last snap
# (snap.LAST_SNAP) until forget(). Every number the coach reads is the one the
# earlier full tables of singles held (checked for every green, break-away and +20 in
# tests/games/cfs/coach/test_coach_memory.py), so the calls are unchanged.

PAIRS = 2  # one game's two directions: a new pair of teams drops the last game's tables
PAIRS_HOST = 12  # with MEMO on (the host), every ordered pair of the shipped teams

# Play values are kept in arrays of the interpreter's own float: double on the host (and on
# MicroPython's double builds, so the VM and CPython compute alike), single on the Pico.
FLOAT = "d" if 1.0 + 1.0 / 1073741824 != 1.0 else "f"


def floats(n):
    # n zeros to fill in: a list on the host (with MEMO on: faster to read there), else an
    # array (8 or 4 bytes a number instead of a 16-byte float object each).
    z = [0.0] * n
    return z if MEMO else array(FLOAT, z)


# A yardage table's length: 0..K_MAX yards, then slot K_MAX + 1 for anything longer.
TABLE_N = K_MAX + 2


def _dist(green, ba, bonus):
    """P(the yards of a won matchup are k), k = 0..K_MAX, and at K_MAX + 1 P(longer).

    The same chain as odds.yards_distribution (Y2-Y4), read backwards and only as far as
    the coach reads (K_MAX yards): F_t, the yards still to come when a roll is made with
    break-away t, is the roll plus, with chance t/6, F_(t-1) (F_1 again once t is 1). F_1
    is solved in one pass up the yards (a roll of green dice gains at least green yards),
    then one pass per break-away step. Following the chain roll by roll instead, to
    300-500 yards, was 84% of a game's first call on the host and seconds on the Pico.
    The numbers are those of yards_distribution to 1e-12
    (tests/games/cfs/coach/test_coach_memory.py).
    """
    per_roll = sum_counts(green)
    scale = 6.0**green
    n = len(per_roll)
    roll = [c / scale for c in per_roll]
    off = 20 if bonus else 0
    w = K_MAX - off + 1  # a chain's yards y count as y + off: y < w is in the table
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
    p = [0.0] * TABLE_N
    tot = 0.0
    for y in range(w):
        q = f[y]
        p[y + off if y > 0 else 0] += q
        tot += q
    left = 1.0 - tot
    p[TABLE_N - 1] = left if left > 0.0 else 0.0
    return array(FLOAT, p)


def _table(p):
    # What a snap reads of distribution p, at every k: three singles, P(Y >= k) at 3k,
    # E[Y; Y < k] at 3k + 1, E[Y^2; Y < k] at 3k + 2 (next to each other: a snap reads the
    # three at a k, from the stored file in one read). Kept instead of p itself (792 bytes
    # instead of 264 on the Pico): summing p anew at every snap, 66 boxed floats a
    # distribution, was most of a typical call's time there.
    t = array("f", [0.0] * (3 * TABLE_N))
    s = 0.0
    for k in range(TABLE_N - 1, -1, -1):
        s += p[k]
        t[3 * k] = s
    a = 0.0
    a2 = 0.0
    for k in range(TABLE_N):
        t[3 * k + 1] = a
        t[3 * k + 2] = a2
        x = p[k] * k
        a += x
        a2 += x * k
    return t


# --- the same tables, written by the host at flash time ----------------------------------
#
# Every number the coach builds here is a pure function of the dice: P(green beats red) for
# each pair of dice counts, and a yardage table for each (green, break-away, +20). The host
# writes all of them into one file at flash time (host_tools/cfs/coach_tables.py, with the
# functions below), and the board reads from flash the numbers a snap needs instead of
# computing and keeping the tables: on the Pico the computing was a game's first coach call
# (a second of boxed floats), and keeping them took 12 blocks of 792 bytes that a heap under
# way (48 KB held, issue 10) may no longer have in one piece. The file, STORED beside the
# team sheets:
#   16 bytes   MAGIC, then K_MAX and DICE_MAX as bytes, then zeros
#   PM_AT      P(green >= red) for green, red = 1..DICE_MAX, doubles (the host's exact ones)
#   TABLES_AT  a _table (3 * TABLE_N singles, 792 bytes) for each green and break-away
#              1..DICE_MAX and +20 off/on, in that order (_slot)
# The board reads it through games.cfs.read_at(name, offset, buf), which main.py sets (the
# board's flash); without it, with a file that does not match, or where a read fails, the
# coach computes.
STORED = cfs.FILES[0]  # teams/coach.odds: with the team sheets, data apart from the code
MAGIC = b"SLCOACH2"
PM_AT = 16
TABLE_BYTES = 3 * TABLE_N * 4
TABLES_AT = PM_AT + 8 * DICE_MAX * DICE_MAX


def header():
    return MAGIC + bytes((K_MAX, DICE_MAX)) + bytes(16 - len(MAGIC) - 2)


def _slot(green, ba, bonus):
    return ((green - 1) * DICE_MAX + ba - 1) * 2 + (1 if bonus else 0)


_FILE = [None]  # True once the stored file is found good, False if it is missing or not


def _good():
    # Whether the stored file is there and of this format (its header read once).
    if _FILE[0] is None:
        read = getattr(cfs, "read_at", None)
        ok = False
        if read is not None:
            h = bytearray(16)
            try:
                ok = read(STORED, 0, h) == 16 and bytes(h) == header()
            except OSError:
                pass
        _FILE[0] = ok
    return _FILE[0]


def _read(offset, buf, size):
    # buf (size bytes) filled from the stored file at offset; False (the coach computes)
    # without one, or where the file is cut short.
    if not _good():
        return False
    try:
        return cfs.read_at(STORED, offset, buf) == size  # pyright: ignore[reportAttributeAccessIssue]
    except OSError:
        _FILE[0] = False
        return False


# Where the file's numbers are read into: made once, with the module (on the Pico a buffer
# made at a snap is one more block the heap of a game under way must find).
_PM = array("d", [0.0])
_K = array("f", [0.0, 0.0, 0.0])


def _pm(green, red):
    if _read(PM_AT + 8 * ((green - 1) * DICE_MAX + red - 1), _PM, 8):
        return _PM[0]
    return p_at_least(green, red)


def reread():
    """Look for the stored file again at the next need (tests; a board never changes it)."""
    _FILE[0] = None


def _dist_of(key):
    # A computed yardage table a cached pair already holds (a game's two directions share
    # most).
    for e in CACHE:
        keys = e[4]
        for s in range(len(keys)):
            t = e[5][s]
            if keys[s] == key and type(t) is not int:
                return t
    return None


def _computed(key):
    # The yardage table of dist key (green * 8 + break-away) * 2 + (+20), computed.
    t = _dist_of(key)
    if t is None:
        t = _table(_dist(key >> 4, (key >> 1) & 7, key & 1))
    return t


def at(e, s, k, out, o):
    """Yardage table s of pair e at k: P(Y >= k), E[Y; Y < k] and E[Y^2; Y < k] into
    out[o], out[o + 1], out[o + 2]."""
    tables = e[5]
    t = tables[s]
    if type(t) is int:  # its slot in the stored file
        if _read(TABLES_AT + TABLE_BYTES * t + 12 * k, _K, 12):
            out[o] = _K[0]
            out[o + 1] = _K[1]
            out[o + 2] = _K[2]
            return
        t = tables[s] = _computed(e[4][s])  # a file cut short, or gone: computed from here on
    k *= 3
    out[o] = t[k]
    out[o + 1] = t[k + 1]
    out[o + 2] = t[k + 2]


# A pair: [offense sheet, defense sheet, row of, odds, dist keys, yardage tables (a _table,
# or its slot in the stored file), (house, play strengths) or None, memo's house, memo,
# slot of, quiet, same]. For play i against defense di, j = i * 9 + di: row of[j] is a row of the
# odds (they depend only on the dice, so plays share rows) and slot of[j] a slot of the
# yardage tables. The odds are six columns, one number a row each: P(gain roll),
# P(turnover), P(loss), P(penalty) by the offense's yellow and by the defense's (H1: two
# charts) as singles, and P(stopped); quiet[row] is 1 where the middle four are 0 (neither
# side has a yellow die); same[j] is an earlier play with the same row and table against
# that defense (_same).
#
# Every block is made small (about 150 bytes for the shipped sheets): on the Pico, with
# 48 KB held, the heap a game's first coach call finds may have no hole of 600 bytes left.
CACHE = []


def _find(seq, key):
    for k in range(len(seq)):
        if seq[k] == key:
            return k
    return -1


def _singles(n):
    return array("f", bytes(4 * n))


def _same(rowof, slotof, n):
    # same[j], for play i against defense di (j = i * 9 + di): an earlier play with the same
    # row of odds and yardage table against di, whose values play i then has (255: none).
    same = bytearray(n * NDEF)
    for j in range(n * NDEF):
        same[j] = 255
        for k in range(j % NDEF, j, NDEF):
            if rowof[k] == rowof[j] and slotof[k] == slotof[j]:
                same[j] = k // NDEF
                break
    return same


def pair(offense, defense):
    """Exact odds of every play of offense against every defense of defense, cached."""
    for e in CACHE:
        if e[0] is offense and e[1] is defense:
            return e
    plays = offense["plays"]
    n = len(plays)
    # Bytes, unless a sheet of many plays has more than 256 distinct matchups.
    rowof = bytearray(n * NDEF)
    slotof = bytearray(n * NDEF)
    okeys = array("H")  # the matchups, in the order of their rows: green, red, yellows
    dkeys = bytearray()  # the yardage distributions, in the order of their slots
    dists = []
    for i in range(n):
        p = plays[i]
        for di in range(NDEF):
            d = DEFENSES[di]
            g = green_for(p, d)
            r = red_for(defense, d, p["kind"])
            key = ((g * 8 + r) * 8 + p["yellow"]) * 8 + defense["defenses"][d]["yellow"]
            row = _find(okeys, key)
            if row < 0:
                row = len(okeys)
                okeys.append(key)
            key = (g * 8 + p["break_away"]) * 2 + (1 if p["bonus20"] else 0)
            slot = _find(dkeys, key)
            if slot < 0:
                slot = len(dkeys)
                dkeys.append(key)
                if _good():
                    dists.append(_slot(g, p["break_away"], p["bonus20"]))
                else:
                    dists.append(_computed(key))
            j = i * NDEF + di
            if row > 255 and type(rowof) is bytearray:
                # Copied entry by entry: an array made from a bytearray takes its raw bytes.
                wide = array("H", bytes(2 * len(rowof)))
                for k in range(len(rowof)):
                    wide[k] = rowof[k]
                rowof = wide
            rowof[j] = row
            slotof[j] = slot
    m = len(okeys)
    odds = (_singles(m), _singles(m), _singles(m), _singles(m), _singles(m), floats(m))
    quiet = bytearray(m)
    pg, pt, pl, pp, pq, ps = odds
    pms = {}  # P(green beats red) by green * 8 + red, for this pair's rows
    for k in range(m):
        key = okeys[k]
        gr = key >> 6
        pm = pms.get(gr)
        if pm is None:
            pm = pms[gr] = _pm(gr >> 3, gr & 7)
        o = matchup_row(pm, (key >> 3) & 7, key & 7)
        pg[k] = o[0]
        pt[k] = o[1]
        pl[k] = o[2]
        pp[k] = o[3]
        pq[k] = o[4]
        # P(stopped), from the singles as kept: made once here, not at every play of a snap.
        ps[k] = 1.0 - pg[k] - pt[k] - pl[k] - pp[k] - pq[k]
        # No yellow die on either side (M4, M5): no turnover, loss or penalty, each exactly
        # 0.0 above. A play's value skips those terms: the same sums, fewer floats made.
        if (key & 63) == 0:
            quiet[k] = 1
    same = _same(rowof, slotof, n)
    e = [offense, defense, rowof, odds, bytes(dkeys), dists, None, None, None, slotof, quiet, same]
    keep = PAIRS_HOST if MEMO else PAIRS
    while len(CACHE) >= keep:
        CACHE.pop(0)
    CACHE.append(e)
    return e
