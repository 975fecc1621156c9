# The coach's exact odds, cached (coach.py tells how it decides): for a pair of sheets, a
# row of four singles per distinct dice matchup (odds.call_odds) and a yardage table per
# distinct (green, break-away, +20) distribution, read backwards from the chain of
# odds.yards_distribution as far as the coach reads.
from array import array

from games import cfs
from games.cfs.odds import matchup_row, p_at_least, sum_counts
from games.cfs.sheet import DEFENSES, DICE_MAX, green_for, red_for

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
# (coachsnap.LAST_SNAP) until forget(). Every number the coach reads is the one the
# earlier full tables of singles held (checked for every green, break-away and +20 in
# tests/test_coach_memory.py), so the calls are unchanged.

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
    The numbers are those of yards_distribution to 1e-12 (tests/test_coach_memory.py).
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
    # What a snap reads of distribution p, at every k: one array of 3 * TABLE_N singles, P(Y >= k)
    # at k, E[Y; Y < k] at TABLE_N + k, E[Y^2; Y < k] at 2 * TABLE_N + k. Kept instead of p itself
    # (792 bytes instead of 264 on the Pico): summing p anew at every snap, 66 boxed floats
    # a distribution, was most of a typical call's time there.
    t = array("f", [0.0] * (3 * TABLE_N))
    s = 0.0
    for k in range(TABLE_N - 1, -1, -1):
        s += p[k]
        t[k] = s
    a = 0.0
    a2 = 0.0
    for k in range(TABLE_N):
        t[TABLE_N + k] = a
        t[2 * TABLE_N + k] = a2
        x = p[k] * k
        a += x
        a2 += x * k
    return t


# --- the same tables, written by the host at flash time ----------------------------------
#
# Every number the coach builds here is a pure function of the dice: P(green beats red) for
# each pair of dice counts, and a yardage table for each (green, break-away, +20). The host
# writes all of them into one file at flash time (host_tools/coach_tables.py, with the
# functions below), and the board reads what a pair of sheets needs from flash instead of
# computing it: on the Pico the computing was a game's first coach call (a second of boxed
# floats, and the heap it needed). The file, STORED beside the team sheets:
#   16 bytes   MAGIC, then K_MAX and DICE_MAX as bytes, then zeros
#   PM_AT      P(green >= red) for green, red = 1..DICE_MAX, doubles (the host's exact ones)
#   TABLES_AT  a _table (3 * TABLE_N singles, 792 bytes) for each green and break-away
#              1..DICE_MAX and +20 off/on, in that order (_slot)
# The board reads it through games.cfs.read_at(name, offset, buf), which main.py sets (the
# board's flash); without it, or with a file that does not match, the coach computes.
STORED = cfs.FILES[0]  # teams/coach.odds: with the team sheets, data apart from the code
MAGIC = b"SLCOACH1"
PM_AT = 16
TABLE_BYTES = 3 * TABLE_N * 4
TABLES_AT = PM_AT + 8 * DICE_MAX * DICE_MAX


def header():
    return MAGIC + bytes((K_MAX, DICE_MAX)) + bytes(16 - len(MAGIC) - 2)


def _slot(green, ba, bonus):
    return ((green - 1) * DICE_MAX + ba - 1) * 2 + (1 if bonus else 0)


_FILE = [None]  # True once the stored file is found good, False if it is missing or not


def _read(offset, buf, size):
    # buf (size bytes) filled from the stored file at offset; False (the coach computes)
    # without one.
    if _FILE[0] is False:
        return False
    read = getattr(cfs, "read_at", None)
    if read is None:
        _FILE[0] = False
        return False
    try:
        if _FILE[0] is None:
            h = bytearray(16)
            _FILE[0] = read(STORED, 0, h) == 16 and bytes(h) == header()
            if not _FILE[0]:
                return False
        return read(STORED, offset, buf) == size
    except OSError:
        _FILE[0] = False
        return False


_PM = [None]  # the file's P(green >= red), read in one piece at the first need (288 bytes)


def _pm(green, red):
    a = _PM[0]
    if a is None and _FILE[0] is not False:
        a = array("d", bytes(8 * DICE_MAX * DICE_MAX))
        if _read(PM_AT, a, 8 * DICE_MAX * DICE_MAX):
            _PM[0] = a
        else:
            a = None
            _FILE[0] = False  # a file cut short before its tables: not read again
    if a is not None:
        return a[(green - 1) * DICE_MAX + red - 1]
    return p_at_least(green, red)


def reread():
    """Look for the stored file again at the next need (tests; a board never changes it)."""
    _FILE[0] = None
    _PM[0] = None


def _stored_table(green, ba, bonus):
    if _FILE[0] is False:
        return None
    t = array("f", bytes(TABLE_BYTES))
    if _read(TABLES_AT + TABLE_BYTES * _slot(green, ba, bonus), t, TABLE_BYTES):
        return t
    return None


def _dist_of(key):
    # A yardage table a cached pair already holds (the two directions of a game share most).
    for e in CACHE:
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
CACHE = []


def pair(offense, defense):
    """Exact odds of every play of offense against every defense of defense, cached."""
    for e in CACHE:
        if e[0] is offense and e[1] is defense:
            return e
    plays = offense["plays"]
    n = len(plays)
    # Bytes, unless a sheet of many plays has more than 256 distinct matchups: built in
    # place (a list of it was the largest block of a game's first call, 2 KB on the Pico).
    index = bytearray(2 * n * NDEF)
    okeys = []
    rows = []
    dkeys = []
    dists = []
    pms = {}  # P(green beats red) by green * 8 + red, for this pair's rows
    for i in range(n):
        p = plays[i]
        for di in range(NDEF):
            d = DEFENSES[di]
            g = green_for(p, d)
            r = red_for(defense, d, p["kind"])
            key = ((g * 8 + r) * 8 + p["yellow"]) * 8 + defense["defenses"][d]["yellow"]
            if key in okeys:
                row = okeys.index(key)
            else:
                row = len(okeys)
                okeys.append(key)
                pm = pms.get(g * 8 + r)
                if pm is None:
                    pm = pms[g * 8 + r] = _pm(g, r)
                dy = defense["defenses"][d]["yellow"]
                rows.append(matchup_row(pm, p["yellow"], dy))
            key = (g * 8 + p["break_away"]) * 2 + (1 if p["bonus20"] else 0)
            if key in dkeys:
                slot = dkeys.index(key)
            else:
                slot = len(dkeys)
                dkeys.append(key)
                t = _dist_of(key)
                if t is None:
                    t = _stored_table(g, p["break_away"], p["bonus20"])
                if t is None:
                    t = _table(_dist(g, p["break_away"], p["bonus20"]))
                dists.append(t)
            j = i * NDEF + di
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
    while len(CACHE) >= keep:
        CACHE.pop(0)
    CACHE.append(e)
    return e
