"""`sideline simulate --fit-ep`: the coach's expected-points table refitted from simulated
games, printed as the Python source that ends firmware/games/cfs/coach/points.py."""

from games.cfs.callers import solitaire
from games.cfs.coach import odds, points
from games.cfs.rules import calls, game
from host_tools.cfs.sim_game import HOST_MEMO, _house, _mix, team_names
from host_tools.cfs.strength import _chunks, _run_tasks, _worker_sheets
from sideline.dice import seed_state

# --- --fit-ep --------------------------------------------------------------------------

_FIT_MIN_LEFT = 25  # only snaps with both teams this far from their last play


def _fit_chunk(task):
    p, a, b, seed, start, stop, house = task
    odds.MEMO = HOST_MEMO
    teams = _worker_sheets()
    sums = {}
    for i in range(start, stop):
        mix = ("coach", "coach") if i % 3 == 0 else (("coach", "card"), ("card", "coach"))[i % 2]
        sheets = {"home": teams[a], "away": teams[b]}
        kinds = {"home": mix[0], "away": mix[1]}
        _fit_game(sheets, kinds, _mix(seed, p), i, house, sums)
    return {"games": stop - start, "sums": sums}


def _fit_game(sheets, kinds, seed, index, house, sums):
    G = game.new_game(
        sheets, seed_state(_mix(seed, index, 0)), house, "home" if index % 2 else "away"
    )
    states = {
        "home": solitaire.new_caller_state(kinds["home"], _mix(seed, index, 1)),
        "away": solitaire.new_caller_state(kinds["away"], _mix(seed, index, 2)),
    }
    pending = []
    td = None
    while G["phase"] != "over":
        side = G["possession"]
        if G["phase"] == "scrimmage":
            other = game.other(side)
            lo = calls.plays_left(sheets[side], G["marks"][side])
            ld = calls.plays_left(sheets[other], G["marks"][other])
            if lo >= _FIT_MIN_LEFT and ld >= _FIT_MIN_LEFT:
                b = G["ball_on"]
                cell = points.ep_row(G["down"], G["to_go"]) * 10 + (b // 10 if b < 90 else 9)
                pending.append((side, cell))
        before = (G["score"]["home"], G["score"]["away"])
        action = solitaire.next_action(states, G, sheets)
        game.apply(G, sheets, action)
        gained = (G["score"]["home"] - before[0], G["score"]["away"] - before[1])
        if action["t"] in ("pat", "two") and td is not None:
            # The try belongs to the touchdown's next score.
            _settle(td[0], td[1] + max(gained), td[2], sums)
            td = None
            continue
        if gained[0] or gained[1]:
            scorer = "home" if gained[0] else "away"
            pts = max(gained)
            if G["phase"] == "try":
                td = (scorer, pts, pending)
            else:
                _settle(scorer, pts, pending, sums)
            pending = []
    if td is not None:
        _settle(td[0], td[1], td[2], sums)
    _settle(None, 0, pending, sums)


def _settle(scorer, pts, pending, sums):
    for side, cell in pending:
        v = 0 if scorer is None else (pts if side == scorer else -pts)
        c = sums.get(cell)
        if c is None:
            sums[cell] = [1, v]
        else:
            c[0] += 1
            c[1] += v


def fit_ep(args, out):
    names = team_names()
    pairings = [(a, b) for a in names for b in names if a != b]
    n = args.games or 400
    tasks = _chunks(pairings, n, args.seed, _house(args), size=100)
    results = _run_tasks(_fit_chunk, tasks, args.jobs, n * len(pairings), "fitting EP")
    sums = {}
    for r in results:
        for cell, (k, v) in r["sums"].items():
            c = sums.setdefault(cell, [0, 0])
            c[0] += k
            c[1] += v
    rows = fit_table(sums)
    print(
        "# Fitted by `sideline simulate --fit-ep --games %d --seed %d`: %d games, a third "
        "coach v coach,\n# the rest coach v card, all ordered pairs of the shipped teams; "
        "%d snaps." % (n, args.seed, n * len(pairings), sum(c[0] for c in sums.values())),
        file=out,
    )
    print("_EP = (", file=out)
    for row in rows:
        print("    (%s)," % ", ".join("%d" % round(100 * v) for v in row), file=out)
    print(")", file=out)
    return 0


_FIT_MIN_CELL = 30  # snaps for a cell to count; thinner cells are filled from neighbours


def _pav(values, weights, increasing=True):
    """Weighted isotonic regression (pool adjacent violators)."""
    sign = 1 if increasing else -1
    blocks = []  # [mean, weight, length]
    for v, w in zip(values, weights, strict=True):
        blocks.append([sign * v, w, 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            b = blocks.pop()
            a = blocks[-1]
            tw = a[1] + b[1]
            a[0] = (a[0] * a[1] + b[0] * b[1]) / tw if tw else (a[0] + b[0]) / 2
            a[1] = tw
            a[2] += b[2]
    out = []
    for m, _, n in blocks:
        out.extend([sign * m] * n)
    return out


def _fill(row, counts):
    """Cells with too few snaps: interpolate along the row (extend the end cells)."""
    known = [i for i in range(len(row)) if counts[i] >= _FIT_MIN_CELL]
    if not known:
        return None
    out = list(row)
    for i in range(len(row)):
        if counts[i] >= _FIT_MIN_CELL:
            continue
        left = [k for k in known if k < i]
        right = [k for k in known if k > i]
        if left and right:
            a, b = left[-1], right[0]
            out[i] = row[a] + (row[b] - row[a]) * (i - a) / (b - a)
        elif left:
            out[i] = row[left[-1]]
        else:
            out[i] = row[right[0]]
    return out


def fit_table(sums):
    """EP rows from {cell: [snaps, points]}: means, thin cells filled, then made monotone
    (more ball on is better along a row; more to go is worse down a column of a down)."""
    n_rows = points.EP_ROWS
    means = [[0.0] * 10 for _ in range(n_rows)]
    counts = [[0] * 10 for _ in range(n_rows)]
    for cell, (k, v) in sums.items():
        r, c = divmod(cell, 10)
        counts[r][c] = k
        means[r][c] = v / k
    rows = [None] * n_rows
    for r in range(n_rows):
        rows[r] = _fill(means[r], counts[r])
    # A row with no usable cell copies the next row up (a shorter to-go) of its down.
    for r in range(n_rows):
        if rows[r] is None:
            k = r - 1
            while k >= 0 and rows[k] is None:
                k -= 1
            rows[r] = list(rows[k]) if k >= 0 else [0.0] * 10
    weights = [[max(c, 1) for c in row] for row in counts]
    for _ in range(3):
        for r in range(n_rows):
            rows[r] = _pav(rows[r], weights[r])
        for d in range(3):
            first = 1 + d * points.TOGO_BINS
            for c in range(10):
                col = [rows[first + k][c] for k in range(points.TOGO_BINS)]
                w = [weights[first + k][c] for k in range(points.TOGO_BINS)]
                col = _pav(col, w, increasing=False)
                for k in range(points.TOGO_BINS):
                    rows[first + k][c] = col[k]
    return rows
