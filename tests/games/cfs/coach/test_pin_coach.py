"""Tests that pin coach rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import math
from array import array
from pathlib import Path

import pytest

from games import cfs
from games.cfs.coach import odds as coachodds
from games.cfs.coach import points, snap, values
from games.cfs.rules.house import house_rules
from games.cfs.rules.odds import matchup_row, p_at_least, yards_distribution
from games.cfs.sheet.load import parse_sheet
from games.cfs.sheet.parts import DEFENSES, green_for, red_for

TEAMS_DIR = Path(__file__).resolve().parents[4] / "firmware" / "teams"


def _team(slug):
    return parse_sheet(slug, (TEAMS_DIR / (slug + ".json")).read_text())[0]


RAMS = _team("granite_rams")
OTTERS = _team("cascade_otters")


@pytest.fixture(autouse=True)
def fresh_coach():
    """Every test starts and ends with no cached odds, no stored file and the Pico's settings
    (MEMO 0: no memo of snap values)."""
    old = coachodds.MEMO
    coachodds.MEMO = 0
    snap.clear_cache()
    coachodds.reread()
    yield
    coachodds.MEMO = old
    if hasattr(cfs, "read_at"):
        del cfs.read_at
    coachodds.reread()
    snap.clear_cache()


# --- coachpoints: the EP table's layout, its reading, the drive cut, phi, a field goal ------


def test_ep_rows_first_down_one_row_then_seven_to_go_bins_per_down():
    """The table's rows: first down one row, then downs 2-4 each in to-go bins 1, 2, 3, 4-5,
    6-7, 8-10 and 11 or more (coachpoints' layout, 22 rows)."""
    assert points.TOGO_BINS == 7 and points.EP_ROWS == 22
    assert [points.ep_row(1, t) for t in (1, 5, 10, 25)] == [0, 0, 0, 0]
    bins = {1: 0, 2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5, 9: 5, 10: 5, 11: 6, 12: 6, 40: 6}
    for d in (2, 3, 4):
        for t, b in bins.items():
            assert points.ep_row(d, t) == 1 + 7 * (d - 2) + b, (d, t)
    assert points.ep_row(4, 99) == points.EP_ROWS - 1


def test_ep_reads_hundredths_at_the_bin_centres_and_interpolates_between():
    """ep: hundredths of a point at ball on 5, 15, ..., 95 (first row 195, 195, 205, 310, ...,
    606, 650), straight lines between, flat outside 5..95."""
    row = points._EP[0]
    for c in range(10):
        assert points.ep(5 + 10 * c, 1, 10) == pytest.approx(row[c] / 100.0, abs=1e-12)
    assert points.ep(1, 1, 10) == points.ep(5, 1, 10) == 1.95
    assert points.ep(99, 1, 10) == points.ep(95, 1, 10) == 6.50
    assert points.ep(6, 1, 10) == pytest.approx(1.95, abs=1e-12)  # 195 to 195
    assert points.ep(20, 1, 10) == pytest.approx(2.00, abs=1e-12)  # half of 195 -> 205
    assert points.ep(27, 1, 10) == pytest.approx(2.26, abs=1e-12)  # 205 + 0.2 * 105
    assert points.ep(94, 1, 10) == pytest.approx(6.456, abs=1e-12)  # 606 + 0.9 * 44
    # Fourth and 11 or more (the last row): -596 at 45, -532 at 55.
    assert points.ep(50, 4, 20) == pytest.approx(-5.64, abs=1e-12)
    assert points.ep(50, 4, 11) == points.ep(50, 4, 30)
    # Second and 1 (row 1) and second and 2 (row 2) differ only at 65: 560 against 554.
    assert points.ep(65, 2, 1) == pytest.approx(5.60, abs=1e-12)
    assert points.ep(65, 2, 2) == pytest.approx(5.54, abs=1e-12)


def test_ep_is_the_straight_line_between_neighbouring_centres_at_every_ball_on():
    """Every row, every ball on 5..95: on the line from the centre at or below it (5, 15, ...)
    to the next, in hundredths."""
    for r, row in enumerate(points._EP):
        d, t = (1, 10) if r == 0 else (2 + (r - 1) // 7, (1, 2, 3, 4, 6, 8, 11)[(r - 1) % 7])
        assert points.ep_row(d, t) == r
        for b in range(5, 96):
            lo_c = 5 + 10 * min((b - 5) // 10, 8)
            k = (lo_c - 5) // 10
            want = row[k] + (row[k + 1] - row[k]) * (b - lo_c) / 10.0
            assert points.ep(b, d, t) == pytest.approx(want / 100.0, abs=1e-12), (r, b)


def test_a_drive_with_too_few_plays_left_is_worth_a_share_of_its_ep():
    """trunc: a drive from b needs 2 plays plus one per 10 yards to the goal; with fewer left
    it is worth plays / need of its EP."""
    # From the 25: 2 + 75 // 10 = 9 plays.
    assert points.trunc(9, 25) == 1.0
    assert points.trunc(50, 25) == 1.0
    assert points.trunc(8, 25) == pytest.approx(8 / 9)
    assert points.trunc(3, 25) == pytest.approx(3 / 9)
    assert points.trunc(0, 25) == 0.0
    # From the 91: 2 + 0 = 2 plays; from the 90: 3.
    assert points.trunc(2, 91) == 1.0
    assert points.trunc(2, 90) == pytest.approx(2 / 3)
    assert points.trunc(1, 99) == pytest.approx(1 / 2)


def test_phi_is_the_logistic_normal_cdf_cut_at_fifteen():
    """phi: the standard normal CDF by the logistic 1 / (1 + exp(-1.702 x)), exactly 0 and 1
    beyond +-15 (|error| < 0.01)."""
    assert points.phi(0.0) == 0.5
    for x, want in ((1.0, 0.8413), (-1.0, 0.1587), (2.0, 0.9772), (-0.5, 0.3085)):
        assert abs(points.phi(x) - want) < 0.01
        assert points.phi(x) == pytest.approx(1.0 / (1.0 + math.exp(-1.702 * x)))
    assert 0.0 < points.phi(-15.0) < 1e-10
    assert 1.0 - 1e-10 < points.phi(15.0) < 1.0
    assert points.phi(-15.5) == 0.0 and points.phi(15.5) == 1.0
    assert points.phi(-100.0) == 0.0 and points.phi(100.0) == 1.0


def test_cfs_k6_field_goal_chance_is_the_sections_good_faces_over_six():
    """K6 with H3's distance (yards to the goal + 17): the Otters' chart is good on 6 to 29
    yards, 5 to 39, 3 to 49, 1 to 55, none beyond."""
    house = house_rules()
    assert points.fg_chance(OTTERS, 88, house) == 1.0  # 29 yards
    assert points.fg_chance(OTTERS, 87, house) == pytest.approx(5 / 6)  # 30
    assert points.fg_chance(OTTERS, 68, house) == pytest.approx(3 / 6)  # 49
    assert points.fg_chance(OTTERS, 62, house) == pytest.approx(1 / 6)  # 55
    assert points.fg_chance(OTTERS, 61, house) == 0.0  # 56: out of range


# --- coachodds: the exact odds and the yardage tables ----------------------------------------


def test_cfs_t3_defenses_are_numbered_in_the_sheets_order():
    assert coachodds.NDEF == 9 == len(DEFENSES)
    assert [coachodds.DI[d] for d in DEFENSES] == list(range(9))


@pytest.mark.parametrize(
    "green,ba,bonus",
    [(1, 0, False), (1, 1, False), (1, 2, True), (2, 3, False), (3, 1, True), (2, 6, True)],
)
def test_cfs_y1_y6_yardage_distribution_is_the_chain_of_the_odds_module(green, ba, bonus):
    """Y1-Y4 (and Y6's +20): _dist gives odds.yards_distribution's probabilities to 1e-12 at
    every yardage up to K_MAX, and everything longer in the last slot."""
    p = coachodds._dist(green, ba, bonus)
    assert len(p) == coachodds.TABLE_N == 66
    want = [0.0] * 66
    for y, q in yards_distribution(green, ba, bonus).items():
        want[y if y <= 64 else 65] += q
    for k in range(66):
        assert abs(p[k] - want[k]) < 1e-12, k
    assert abs(sum(p) - 1.0) < 1e-12


def test_the_table_holds_tail_chance_and_partial_moments_at_every_yardage():
    """_table, for P(Y=1) = 1/2, P(Y=3) = 1/4, P(Y=65) = 1/4: P(Y >= k) at 3k, E[Y; Y < k] at
    3k + 1, E[Y^2; Y < k] at 3k + 2."""
    p = [0.0] * 66
    p[1] = 0.5
    p[3] = 0.25
    p[65] = 0.25
    t = coachodds._table(p)
    assert len(t) == 198
    want = {0: (1.0, 0.0, 0.0), 1: (1.0, 0.0, 0.0), 2: (0.5, 0.5, 0.5), 3: (0.5, 0.5, 0.5)}
    for k in range(4, 66):
        want[k] = (0.25, 1.25, 2.75)
    for k, w in want.items():
        assert (t[3 * k], t[3 * k + 1], t[3 * k + 2]) == w, k


def test_the_stored_files_header_and_layout():
    """SLCOACH2: 16 bytes of magic, K_MAX, DICE_MAX and zeros; P(green >= red) as doubles from
    byte 16, green then red 1..6; then a 792-byte table per green, break-away 1..6 and +20
    off/on, in that order."""
    assert coachodds.header() == b"SLCOACH2" + bytes((64, 6)) + bytes(6)
    assert coachodds.PM_AT == 16 and coachodds.TABLE_BYTES == 792
    assert coachodds.TABLES_AT == 16 + 8 * 36
    assert coachodds._slot(1, 1, False) == 0 and coachodds._slot(1, 1, True) == 1
    assert coachodds._slot(1, 2, False) == 2 and coachodds._slot(1, 6, True) == 11
    assert coachodds._slot(2, 1, False) == 12 and coachodds._slot(6, 6, True) == 71


def _fake_file(pm_of, table_of):
    """A stored file laid out as documented, its numbers made up: P(green >= red) pm_of(g, r),
    table slot s of 198 singles table_of(s)."""
    blob = bytearray(coachodds.header())
    for g in range(1, 7):
        for r in range(1, 7):
            blob += array("d", [pm_of(g, r)]).tobytes()
    for s in range(72):
        blob += array("f", table_of(s)).tobytes()
    return bytes(blob)


def _reader(blob, reads=None):
    def read_at(name, offset, buf):
        assert name == coachodds.STORED
        view = memoryview(buf).cast("B")
        if reads is not None:
            reads.append((offset, len(view)))
        part = blob[offset : offset + len(view)]
        view[: len(part)] = part
        return len(part)

    return read_at


def test_the_stored_files_numbers_are_read_where_the_layout_puts_them():
    blob = _fake_file(lambda g, r: g / 8 + r / 64, lambda s: [s + k / 256 for k in range(198)])
    reads = []
    cfs.read_at = _reader(blob, reads)
    coachodds.reread()
    assert coachodds._pm(1, 1) == 1 / 8 + 1 / 64
    assert coachodds._pm(3, 5) == 3 / 8 + 5 / 64
    assert coachodds._pm(6, 6) == 6 / 8 + 6 / 64
    assert reads[0] == (0, 16)  # the header once
    assert reads[1:] == [(16, 8), (16 + 8 * 16, 8), (16 + 8 * 35, 8)]
    e = [None, None, None, None, b"", [5, 71], None, None, None, None]
    out = array("f", [0.0] * 6)
    coachodds.at(e, 0, 0, out, 0)
    coachodds.at(e, 1, 65, out, 3)
    assert list(out) == [
        5.0,
        5 + 1 / 256,
        5 + 2 / 256,
        71 + 195 / 256,
        71 + 196 / 256,
        71 + 197 / 256,
    ]
    assert reads[-1] == (coachodds.TABLES_AT + 792 * 71 + 12 * 65, 12)


@pytest.mark.parametrize(
    "blob",
    [b"SLCOACH1" + bytes((64, 6)) + bytes(6), b"SLCOACH2" + bytes((64, 6, 0, 0, 0, 0, 0, 1))],
)
def test_a_stored_file_of_another_format_is_never_read(blob):
    reads = []
    cfs.read_at = _reader(blob + bytes(8 * 36), reads)
    coachodds.reread()
    assert coachodds._pm(2, 1) == p_at_least(2, 1)
    assert coachodds._pm(1, 2) == p_at_least(1, 2)
    assert reads == [(0, 16)] and coachodds._FILE[0] is False


def test_a_short_read_or_a_failing_one_means_computing():
    blob = _fake_file(lambda g, r: 0.5, lambda s: [0.0] * 198)
    cfs.read_at = _reader(blob[: coachodds.PM_AT + 4])  # the first number cut in two
    coachodds.reread()
    assert coachodds._pm(1, 1) == p_at_least(1, 1) == 21 / 36
    assert coachodds._FILE[0] is True  # the header was good

    def failing(name, offset, buf):
        if offset:
            raise OSError(5)
        return _reader(blob)(name, offset, buf)

    cfs.read_at = failing
    coachodds.reread()
    assert coachodds._pm(2, 2) == p_at_least(2, 2)
    assert coachodds._FILE[0] is False  # a failing read: no more tries

    def no_header(name, offset, buf):
        raise OSError(2)

    cfs.read_at = no_header
    coachodds.reread()
    assert coachodds._pm(1, 3) == p_at_least(1, 3)
    assert coachodds._FILE[0] is False


# --- coachvalues: a snap's values are sum over outcomes of P(outcome) * value(state after) ---


def _line_ep(b, d, t):
    # A stand-in for the EP table, straight in the ball on (and in the yards to go after first
    # down): the coach's linear reading across a won matchup's yards is then exact, so its
    # values must equal the outcome-by-outcome sum below.
    return 0.05 * b - 0.7 * (d - 1) - (0.03 * t if d > 1 else 0.0) - 1.0


_YARDS = {}


def _yards(g, ba, bonus):
    # odds.yards_distribution as a list of (yards, probability), made once per test run.
    key = (g, ba, bonus)
    if key not in _YARDS:
        _YARDS[key] = sorted(yards_distribution(g, ba, bonus).items())
    return _YARDS[key]


def _ctx(house, lo=99, ld=99):
    """A snap's context for the reference values: the offense's plays left after this one,
    the defense's plays left, the house rules."""
    return {"house": house, "la": lo - 1, "ld": ld, "last": house["last_possession"]}


def _opp(ctx, b):
    # The defense's ball on its own b, its view: nothing once the game is over (G1: the
    # offense's play was the last of the game), else its EP shrunk by its plays left.
    if ctx["la"] <= 0 and not ctx["last"]:
        return 0.0
    return _line_ep(b, 1, 10) * points.trunc(ctx["ld"], b)


def _after(ctx, b, d, t):
    """Value, the offense's view, of the state after the play (H3 points; the defense takes
    over on its own 100 - b after a turnover on downs; out of plays (G1), only a field goal
    is left (G2) unless G3's last possession is on)."""
    house = ctx["house"]
    pts = house["points"]
    if b >= 100:
        return pts["td"] + pts["pat"] * house["pat_good"] / 6.0
    if b <= 0:
        return -pts["safety"]
    if d >= 5:
        return -_opp(ctx, 100 - b)
    if ctx["la"] <= 0 and not ctx["last"]:
        return 3.0 * points.fg_chance(OTTERS, b, house)
    return _line_ep(b, d, t) * points.trunc(ctx["la"], b)


def _outcomes(ctx, offense, defense, i, d_id, b, d, t):
    """(probability, value after) of every outcome of play i against d_id, from the rules:
    M2-M5 (odds.matchup_row), Y1-Y6 (odds.yards_distribution), S1 with H1's two charts and the
    half-distance rule, S2 (a return TD on double 1s, else the defense's ball on its
    100 - b), S3 stopped, S4 a loss of 1-6 yards."""
    house = ctx["house"]
    play = offense["plays"][i]
    g = green_for(play, d_id)
    pm = p_at_least(g, red_for(defense, d_id, play["kind"]))
    pg, pt, pl, pp, pq = matchup_row(pm, play["yellow"], defense["defenses"][d_id]["yellow"])
    line = b + t
    out = []
    for y, q in _yards(g, play["break_away"], play["bonus20"]):
        spot = b + y
        if spot >= line:
            out.append((pg * q, _after(ctx, spot, 1, 10)))
        else:
            out.append((pg * q, _after(ctx, spot, d + 1, line - spot)))
    out.append((1.0 - pg - pt - pl - pp - pq, _after(ctx, b, d + 1, t)))
    for lost in range(1, 7):
        out.append((pl / 6, _after(ctx, b - lost, d + 1, t + lost)))
    # H1: the offense's yellow reads the first chart, the defense's its own.
    for chart, pc in (("penalty_chart", pp), ("penalty_chart_defense", pq)):
        for p in house[chart]:
            yards = p["yards"]
            if house["half_distance"]:
                if yards > 0 and yards > (100 - b) // 2:
                    yards = (100 - b) // 2
                elif yards < 0 and -yards > b // 2:
                    yards = -(b // 2)
            spot = min(max(b + yards, 1), 99)  # never across a goal line (moves.penalty)
            if p["auto_first"] or spot >= line:
                out.append((pc / 6, _after(ctx, spot, 1, 10)))
            else:
                out.append((pc / 6, _after(ctx, spot, d, line - spot)))
    td = house["points"]["td"] + house["points"]["pat"] * house["pat_good"] / 6.0
    out.append((pt * 35 / 36, -_opp(ctx, 100 - b)))
    out.append((pt / 36, -td))
    return out


def _check_values(sit, ctx, b, d, t, tol=2e-5):
    for di, d_id in enumerate(DEFENSES):
        means, varis = sit.values(di)
        assert len(means) == len(varis) == len(OTTERS["plays"])
        for i in range(len(OTTERS["plays"])):
            out = _outcomes(ctx, OTTERS, RAMS, i, d_id, b, d, t)
            assert abs(sum(q for q, _ in out) - 1.0) < 1e-9
            m = sum(q * x for q, x in out)
            var = sum(q * x * x for q, x in out) - m * m
            assert abs(means[i] - m) < tol, (d_id, i, means[i], m)
            assert abs(varis[i] - var) < 10 * tol, (d_id, i, varis[i], var)
        assert sit.values(di) is sit.values(di)  # kept for the snap's four steps


# Snaps from the 35 up (a won matchup's yards are read to 64, longer ones lumped, which from
# the 35 on all reach the end zone): every branch of a won matchup's reading (1, 2 and 3 or
# more to go; first downs short of the goal or none), a fourth down, and goal to go.
SNAPS = [
    (40, 1, 10),
    (35, 2, 1),
    (55, 3, 2),
    (60, 3, 3),
    (70, 4, 7),
    (85, 2, 2),
    (88, 1, 10),
    (92, 2, 8),
    (97, 1, 3),
    (50, 2, 25),
    (89, 2, 10),  # the first down only on the 99
    (36, 2, 64),  # goal to go from the 36: 64 yards, the longest a table holds
    (35, 3, 65),
]


@pytest.mark.parametrize("b,d,t", SNAPS)
def test_cfs_p4_play_values_are_the_outcome_sums_of_the_rules(monkeypatch, b, d, t):
    """coach.py: value(play vs defense) = sum of P(outcome) * EP(state after), and its
    variance, for every play of the Otters against every defense of the Rams."""
    monkeypatch.setattr(values, "ep", _line_ep)
    house = house_rules()
    sit = values.Sit(house, OTTERS, RAMS, 99, 99, b, d, t, b + t >= 100, 0)
    _check_values(sit, _ctx(house), b, d, t)


@pytest.mark.parametrize(
    "lo,ld,last,d",
    [(1, 5, False, 1), (2, 5, False, 1), (1, 20, True, 2), (3, 1, False, 4), (1, 1, True, 3)],
)
def test_cfs_g1_g2_g3_values_with_few_plays_left(monkeypatch, lo, ld, last, d):
    """On the goal line (3 to go at the 97, every spot a play reaches in field-goal range): the
    offense's last play (G1) leaves only a field goal (G2), and the defense nothing, unless
    G3's last possession is on; a drive or the defense's answer with too few plays left is
    worth its share (trunc)."""
    monkeypatch.setattr(values, "ep", _line_ep)
    house = house_rules({"last_possession": last})
    sit = values.Sit(house, OTTERS, RAMS, lo, ld, 97, d, 3, True, 0)
    _check_values(sit, _ctx(house, lo, ld), 97, d, 3)


def test_cfs_s4_h3_a_loss_behind_the_goal_line_is_a_safety_and_penalties_take_half(monkeypatch):
    """From the 4 (S4's loss of 4-6 yards is a safety, H3: 2 points; H1's 5 and 10-yard flags
    against the offense take half the distance, 2 yards), and from the 9 with a safety worth
    3 (a house rule's points are read). The plays here (1-2 green dice, break-away 1-2: the
    lumped yards beyond 64 at most 1e-6 of a won matchup) keep the coach's reading of long
    gains within 1e-4. Also from the 34 (66 yards to the goal, past the tables' 65) and at
    goal to go from the 30 (70 to go)."""
    monkeypatch.setattr(values, "ep", _line_ep)
    cases = ((4, 7, {}), (9, 7, {"points": {"safety": 3}}), (34, 7, {}), (34, 66, {}), (30, 70, {}))
    for b, t, over in cases:
        house = house_rules(over)
        sit = values.Sit(house, OTTERS, RAMS, 99, 99, b, 2, t, b + t >= 100, 0)
        ctx = _ctx(house)
        for di, d_id in enumerate(DEFENSES):
            means, varis = sit.values(di)
            for i, play in enumerate(OTTERS["plays"]):
                if green_for(play, d_id) > 2 or play["break_away"] > 2:
                    continue
                out = _outcomes(ctx, OTTERS, RAMS, i, d_id, b, 2, t)
                m = sum(q * x for q, x in out)
                var = sum(q * x * x for q, x in out) - m * m
                assert means[i] == pytest.approx(m, abs=1e-4), (b, d_id, i)
                assert varis[i] == pytest.approx(var, abs=1e-3), (b, d_id, i)


@pytest.mark.parametrize(
    "lo,ld,last,lead,s2,rho",
    [
        # n = 2 * the fewer plays left after this one (29): s2 = 1.8 * 58 + 10; the margin
        # expected is the lead plus this snap's EP (1.0 at the 40 with plays enough).
        (30, 40, False, -3, 114.4, 2.0 / 228.8),
        # G3: the team with more plays left has up to 10 more snaps (16 more: 10).
        (30, 45, True, -3, 132.4, 2.0 / 264.8),
        (50, 45, True, -3, 1.8 * 94 + 10, 2.0 / (2 * (1.8 * 94 + 10))),
        (50, 45, False, -3, 1.8 * 90 + 10, 2.0 / (2 * (1.8 * 90 + 10))),
        # 5 plays left: the snap's EP is 5/8 of 1.0 (a drive from the 40 needs 8 plays).
        (5, 40, False, 0, 24.4, -0.625 / 48.8),
        # The risk term is capped at +-0.25 (RHO_MAX).
        (30, 40, False, -100, 114.4, 0.25),
        (30, 40, False, 100, 114.4, -0.25),
    ],
)
def test_cfs_g1_g3_risk_is_minus_the_expected_margin_over_twice_the_games_variance(
    monkeypatch, lo, ld, last, lead, s2, rho
):
    """coach.py: objective = mean + rho * variance, rho = -(expected final margin) / (2 *
    variance of the rest of the game), the variance SIGMA2 (1.8) * n + S2_FLOOR (10) points^2
    with n the snaps left to both teams (G1, G3), rho within +-RHO_MAX."""
    monkeypatch.setattr(values, "ep", _line_ep)
    house = house_rules({"last_possession": last})
    sit = values.Sit(house, OTTERS, RAMS, lo, ld, 40, 1, 10, False, lead)
    assert sit.s2 == pytest.approx(s2, abs=1e-9)
    assert sit.rho == pytest.approx(rho, abs=1e-12)
    means, varis = sit.values(3)
    for i in range(len(means)):
        assert sit.objective(3, i) == pytest.approx(means[i] + rho * varis[i], abs=1e-12)


def _values(house, lo, ld, b, d, t):
    sit = values.Sit(house, OTTERS, RAMS, lo, ld, b, d, t, b + t >= 100, 0)
    return [(list(m), list(v)) for m, v in (sit.values(di) for di in range(9))]


def test_the_hosts_memo_gives_the_values_computed_without_it():
    """MEMO (a pure speed-up on the host) never changes a value: not across snaps, houses,
    or plays left (it is used only while both teams have more than 10 plays, where no drive
    is cut short)."""
    house = house_rules()
    other = house_rules({"points": {"td": 7}})
    snaps = [
        (house, 99, 99, 40, 1, 10),
        (house, 99, 99, 40, 2, 10),
        (house, 99, 99, 41, 1, 10),
        (house, 99, 99, 40, 1, 9),
        (other, 99, 99, 40, 1, 10),
        (house, 99, 99, 12, 3, 4),
        (house, 11, 99, 12, 3, 4),  # 10 left after it: a drive from the 9 needs 11
        (house, 99, 99, 95, 3, 4),
        (house, 99, 10, 95, 3, 4),  # the defense's 10: its drive from the 5 is cut
        (house, 99, 99, 95, 3, 4),
    ]
    # Snaps whose memo keys sit next to each other: 1st and 1 and 2nd and 1 at the 20, ...
    for b, t, d in ((20, 1, 1), (20, 1, 2), (20, 6, 1), (20, 4, 2), (28, 1, 1), (33, 2, 3)):
        snaps.append((house, 99, 99, b, d, t))
    for b, t, d in ((31, 9, 4), (33, 1, 1), (31, 8, 4)):
        snaps.append((house, 99, 99, b, d, t))
    want = [_values(*s) for s in snaps]
    snap.clear_cache()
    coachodds.MEMO = 40000
    assert [_values(*s) for s in snaps] == want
    assert [_values(*s) for s in reversed(snaps)] == want[::-1]
    snap.clear_cache()
    coachodds.MEMO = 2  # a memo that fills: started afresh (a snap adds at most 10 entries)
    assert [_values(*s) for s in snaps] == want
    assert len(coachodds.pair(OTTERS, RAMS)[8]) <= 2 + 10


def test_cfs_m2_m5_a_pairs_odds_are_the_rules_odds_of_every_call():
    """pair: for each play and defense, P(gain roll), P(turnover), P(loss) of
    odds.call_odds (M2-M5, S1-S4) and P(penalty) by whose yellow (H1) as singles, P(stopped)
    the rest, and the yardage table of the play's green dice against that defense, its
    break-away and +20 (Y1-Y6, T1)."""
    from games.cfs.rules.odds import call_odds

    e = coachodds.pair(OTTERS, RAMS)
    assert e[0] is OTTERS and e[1] is RAMS
    rowof, odds, keys, tables, slotof = e[2], e[3], e[4], e[5], e[9]
    for i, play in enumerate(OTTERS["plays"]):
        for di, d_id in enumerate(DEFENSES):
            j = i * 9 + di
            o = call_odds(OTTERS, RAMS, play, d_id)
            # H1: a flag by the offense's yellow (M4) or by the defense's (M5, when it wins
            # the matchup): each 1 in 6 of the chart's rolls (S1).
            oy = play["yellow"] / 6
            stands = 1 - oy + oy * (2 / 6) * (5 / 6)
            pd = stands * (1 - o["p_matchup"]) * RAMS["defenses"][d_id]["yellow"] / 6 / 6
            want = (o["p_gain_roll"], o["p_turnover"], o["p_loss"], oy / 6, pd)
            assert o["p_penalty"] == pytest.approx(oy / 6 + pd, abs=1e-15)
            row = rowof[j]
            got = tuple(odds[c][row] for c in range(5))
            assert got == tuple(array("f", want)), (i, d_id)
            assert odds[5][row] == pytest.approx(1.0 - sum(want), abs=1e-6)
            g = green_for(play, d_id)
            key = (g * 8 + play["break_away"]) * 2 + (1 if play["bonus20"] else 0)
            s = slotof[j]
            assert keys[s] == key
            p = coachodds._dist(g, play["break_away"], play["bonus20"])
            assert list(tables[s]) == list(coachodds._table(p)), (i, d_id)
    assert len(set(keys)) == len(keys) == len(tables)  # one table per distinct distribution
    assert len(odds[0]) == len({rowof[j] for j in range(len(rowof))})
    # One odds row per distinct dice matchup (green, red, the two yellows): plays share rows.
    matchups = set()
    for play in OTTERS["plays"]:
        for d_id in DEFENSES:
            g = green_for(play, d_id)
            r = red_for(RAMS, d_id, play["kind"])
            matchups.add((g, r, play["yellow"], RAMS["defenses"][d_id]["yellow"]))
    assert len(odds[0]) == len(matchups)
    assert coachodds.pair(OTTERS, RAMS) is e  # cached


def test_one_games_two_pairs_are_kept_and_a_new_game_drops_the_oldest():
    a = coachodds.pair(OTTERS, RAMS)
    b = coachodds.pair(RAMS, OTTERS)
    assert coachodds.CACHE == [a, b]
    assert coachodds.pair(OTTERS, RAMS) is a and coachodds.pair(RAMS, OTTERS) is b
    herons = _team("bayou_herons")
    c = coachodds.pair(herons, RAMS)
    assert coachodds.CACHE == [b, c]
    assert coachodds.pair(RAMS, OTTERS) is b
    assert coachodds.pair(OTTERS, RAMS) is not a  # computed again, the same numbers
    assert len(coachodds.CACHE) == 2
    coachodds.MEMO = 1  # the host keeps every ordered pair of the shipped teams
    snap.clear_cache()
    teams = [RAMS, OTTERS, herons, _team("prairie_comets")]
    got = [coachodds.pair(x, y) for x in teams for y in teams if x is not y]
    assert coachodds.CACHE == got and len(got) == 12
    assert coachodds.pair(teams[0], teams[1]) is got[0]


def test_a_sheet_of_more_than_256_dice_matchups_is_indexed_past_a_byte():
    """T1/T3 allow up to 40 plays against 9 defenses (green dice and yellows 0-6, checked by
    sheet.check): with each play's green dice and yellow, and each defense's red dice and
    yellow, different, 360 distinct matchups, each with its own odds row."""
    import copy

    offense = copy.deepcopy(OTTERS)
    defense = copy.deepcopy(RAMS)
    plays = []
    for k in range(40):
        p = dict(OTTERS["plays"][k % 2 + 9])  # passes
        p["name"] = "P%d" % k
        p["green"] = 1 + k % 6
        p["yellow"] = k // 6
        p.pop("green_vs", None)
        p["break_away"] = 1
        p["bonus20"] = False
        plays.append(p)
    offense["plays"] = plays
    for di, d_id in enumerate(DEFENSES):
        defense["defenses"][d_id]["red_pass"] = 1 + di % 5
        defense["defenses"][d_id]["yellow"] = di // 5
    e = coachodds.pair(offense, defense)
    assert len(e[3][0]) == 360
    assert max(e[2][j] for j in range(360)) == 359
    # The index: one entry per play and defense, two bytes each once a byte is too small.
    assert len(e[2]) == 360 and e[2].itemsize == 2
    # The last play (k = 39: 4 green, yellow 6) against the last defense (4 red, yellow 1).
    o = matchup_row(p_at_least(4, 4), 6, 1)
    assert e[3][0][e[2][359]] == array("f", [o[0]])[0]
    assert e[3][3][e[2][359]] == array("f", [o[3]])[0]
    assert e[3][4][e[2][359]] == array("f", [o[4]])[0]


# --- coachsnap: the defense's package plan and the snap's reading ---------------------------

RESERVED = 1e9
PKGS = ("4-4", "inside_blitz", "goal_line", "outside_blitz", "zone", "man_to_man", "prevent")


def _dmarks(left, run=15, pas=15):
    """The Rams' package marks with `left` uses of each package (by id) not yet marked."""
    pk = {d: RAMS["defenses"][d]["uses"] - left.get(d, 0) for d in PKGS}
    return {"plays": [], "packages": pk, "run": run, "pass": pas}


def _psit(lo=60, ld=32, b=50, d=1, t=10, goal=False, lead=0):
    from types import SimpleNamespace

    return SimpleNamespace(defense=RAMS, lo=lo, ld=ld, b=b, d=d, t=t, goal=goal, lead=lead)


OMARKS = {"plays": [], "packages": {}, "run": 30, "pass": 20}
LEFT9 = {"goal_line": 3, "zone": 4, "prevent": 2}


def test_cfs_g6_package_price_falls_as_the_uses_left_near_the_snaps_left():
    """G6 (every package used by the end), coachsnap.package_plan: S, the offense's snaps
    left, is its plays left or, if fewer, its snaps per defensive snap so far ((50 + 10) /
    (30 + 10) = 1.5) times the defense's plays left less a last drive of 12; the price is
    CHECK_GAIN (0.35) * (1 - uses left / (0.75 * S)); Goal Line and Prevent are not for sale
    at midfield on first and 10 with the score even."""
    prices, forced = snap.package_plan(_psit(), OMARKS, _dmarks(LEFT9))
    # S = min(60, (32 - 12) * 1.5) = 30: room 22.5, pressure 9 / 22.5 = 0.4.
    assert not forced
    assert set(prices) == set(PKGS)
    for d in PKGS:
        want = RESERVED if d in ("goal_line", "prevent") else 0.35 * 0.6
        assert prices[d] == pytest.approx(want, abs=1e-12), d
    # Fewer plays left to the offense than that: S = 20, pressure 0.6.
    prices, forced = snap.package_plan(_psit(lo=20), OMARKS, _dmarks(LEFT9))
    assert prices["zone"] == pytest.approx(0.35 * 0.4, abs=1e-12) and not forced
    # Every package used: price CHECK_GAIN, nothing forced.
    prices, forced = snap.package_plan(_psit(), OMARKS, _dmarks({}))
    assert prices["zone"] == pytest.approx(0.35, abs=1e-12) and not forced


@pytest.mark.parametrize(
    "sit,left,price",
    [
        # S = (20 - 12) * 1.5 = 12, room 9: 9 uses left is pressure exactly 1 (forced, free).
        (dict(ld=20), LEFT9, 0.0),
        # The defense's 11 plays: no snap left before its last drive, room at least 1.
        (dict(ld=11), {"zone": 1}, 0.0),
        (dict(ld=11), {"zone": 2, "prevent": 1}, 0.35 * (1 - 3)),
        (dict(ld=12), {"zone": 1}, 0.0),
        # The offense's own last plays: S = 1, room 1 (0.75 at least 1).
        (dict(lo=1, ld=99), {"man_to_man": 1}, 0.0),
        (dict(lo=2, ld=99), {"man_to_man": 1, "goal_line": 1}, 0.35 * (1 - 2 / 1.5)),
    ],
)
def test_cfs_g6_forced_to_spend_every_package_is_for_sale_anywhere(sit, left, price):
    """G6: at pressure 1 or more the defense must spend now: every package, Goal Line and
    Prevent too, at the same price (0 or below)."""
    prices, forced = snap.package_plan(_psit(**sit), OMARKS, _dmarks(left))
    assert forced
    for d in PKGS:
        assert prices[d] == pytest.approx(price, abs=1e-12), d


def test_cfs_g6_just_under_full_pressure_is_not_forced():
    # S = (21 - 12) * 1.5 = 13.5, room 10.125: 9 left, pressure 0.889.
    prices, forced = snap.package_plan(_psit(ld=21), OMARKS, _dmarks(LEFT9))
    assert not forced
    assert prices["zone"] == pytest.approx(0.35 * (1 - 9 / 10.125), abs=1e-12)


@pytest.mark.parametrize(
    "sit,goal_line,prevent",
    [
        (dict(b=79), RESERVED, RESERVED),
        (dict(b=80), 0.21, RESERVED),
        (dict(b=89), 0.21, RESERVED),
        (dict(b=90), 0.11, RESERVED),
        (dict(b=85, goal=True, t=15, d=2), 0.11, 0.21),
        (dict(d=2, t=10), RESERVED, 0.21),
        (dict(d=2, t=9), RESERVED, RESERVED),
        (dict(d=1, t=12), RESERVED, RESERVED),
        (dict(d=3, t=11), RESERVED, 0.21),
        # The defense leads (the offense's lead below 0) with 25 plays or fewer in the game.
        (dict(lead=-1, lo=25, ld=40), RESERVED, 0.21),
        (dict(lead=-1, lo=40, ld=25), RESERVED, 0.21),
        (dict(lead=-1, lo=26, ld=40), RESERVED, RESERVED),
        (dict(lead=0, lo=20, ld=25), RESERVED, RESERVED),
        (dict(lead=3, lo=20, ld=25), RESERVED, RESERVED),
    ],
)
def test_goal_line_in_the_last_20_yards_and_prevent_for_a_late_lead_or_long_yardage(
    sit, goal_line, prevent
):
    """coach.py: Goal Line is kept for the last 20 yards before the defense's goal (0.1
    cheaper inside the 10 or at goal to go), Prevent for a lead in the last 25 plays or
    second to fourth and 10 or more; elsewhere not for sale (RESERVED)."""
    base = dict(lo=60, ld=99)  # S = 60, room 45: 9 left, pressure 0.2, price 0.28
    base.update(sit)
    s = _psit(**base)
    room = 0.75 * min(s.lo, (s.ld - 12) * 1.5)
    price = 0.35 * (1 - 9 / room)
    prices, forced = snap.package_plan(s, OMARKS, _dmarks(LEFT9))
    assert not forced

    def want(x):
        return RESERVED if x == RESERVED else price - (0.21 - x)

    assert prices["goal_line"] == pytest.approx(want(goal_line), abs=1e-12)
    assert prices["prevent"] == pytest.approx(want(prevent), abs=1e-12)
    assert prices["zone"] == pytest.approx(price, abs=1e-12)


@pytest.mark.parametrize(
    "b,d,t,goal,text",
    [
        (25, 1, 10, False, "1st and 10 at own 25"),
        (49, 2, 7, False, "2nd and 7 at own 49"),
        (50, 3, 1, False, "3rd and 1 at midfield"),
        (51, 4, 12, False, "4th and 12 at opp 49"),
        (96, 3, 4, True, "3rd and goal at the 4"),
    ],
)
def test_g5_the_down_and_distance_in_the_coachs_words(b, d, t, goal, text):
    assert snap.down_text(_psit(b=b, d=d, t=t, goal=goal)) == text


# --- the calls, from a snap's reading with made-up values --------------------------------

NPLAYS = len(OTTERS["plays"])  # 17: Inside Zone (0), Zone Read (1), Dive (2), ...


class _Snap:
    """A snap's reading (coachsnap.situation's Sit) with made-up values: means and variances
    by defense id, each {play index: value} (others 0), the Otters on offense, the Rams on
    defense."""

    def __init__(self, means, varis=None, rho=0.0, avail=(0, 1, 2), plan=None, **kw):
        self.m = {}
        self.v = {}
        for d_id in DEFENSES:
            mm = [0.0] * NPLAYS
            vv = [0.0] * NPLAYS
            for i, x in means.get(d_id, {}).items():
                mm[i] = x
            for i, x in (varis or {}).get(d_id, {}).items():
                vv[i] = x
            self.m[coachodds.DI[d_id]] = mm
            self.v[coachodds.DI[d_id]] = vv
        self.rho = rho
        self.avail = list(avail)
        self.plan = plan if plan is not None else ({d: RESERVED for d in PKGS}, False)
        self.offense = OTTERS
        self.defense = RAMS
        self.house = house_rules()
        self.b, self.d, self.t, self.goal, self.lead = 40, 2, 6, False, 0
        self.lo = self.ld = 50
        self.prices = None
        for k, x in kw.items():
            setattr(self, k, x)

    def values(self, di):
        return self.m[di], self.v[di]

    def objective(self, di, i):
        return self.m[di][i] + self.rho * self.v[di][i]


def _use(monkeypatch, module, sit):
    monkeypatch.setattr(module, "situation", lambda G, sheets, off: sit)


def _g(dmarks=None):
    # Only the marks are read once the snap's reading is made.
    return {"marks": {"home": dmarks or _dmarks(LEFT9), "away": {"plays": [0] * NPLAYS}}}


def test_the_defense_expects_half_the_offenses_best_play_and_half_its_average():
    from games.cfs.coach.defense import _response

    sit = _Snap({"zone": {0: 1.0, 1: 2.0, 2: 3.0, 5: 9.0}}, {"zone": {0: 1.0, 1: 1.0, 2: 1.0}})
    sit.rho = 0.5  # objectives 1.5, 2.5, 3.5 (play 5 not available)
    assert _response(sit, 6, [0, 1, 2]) == pytest.approx(0.5 * 3.5 + 0.5 * 2.5)
    assert _response(sit, 6, [2]) == pytest.approx(3.5)
    sit.rho = -1.0  # objectives 0, 1, 2
    assert _response(sit, 6, [0, 1]) == pytest.approx(0.5 * 1.0 + 0.5 * 0.5)
    sit = _Snap({"zone": {0: -3.0, 1: -1.0}})  # all below zero: the best is still found
    assert _response(sit, 6, [0, 1]) == pytest.approx(0.5 * -1.0 + 0.5 * -2.0)
    assert _response(sit, 6, []) == 0.0


def _base(monkeypatch, sit, dmarks=None):
    from games.cfs.coach import defense as coachdefense

    _use(monkeypatch, coachdefense, sit)
    return coachdefense.choose_base(_g(dmarks), {}, "home")


def test_cfs_c1_base_call_leaves_the_offense_least(monkeypatch):
    """C1 step 1: the base whose expected answer (half best, half average) is lowest."""
    sit = _Snap({"base_run": {0: 2.0, 1: 2.0, 2: 2.0}, "base_pass": {0: 1.0, 1: 1.0, 2: 1.0}})
    base, why, say = _base(monkeypatch, sit)
    assert (base, why) == ("base_pass", "STOP PAS")
    assert say == (
        "2nd and 6 at own 40: Granite Rams calls Base Pass Defense (the offense expects 1.0 points)"
    )
    sit = _Snap({"base_run": {0: 0.5, 1: 0.5, 2: 0.5}, "base_pass": {0: 1.0, 1: 1.0, 2: 1.0}})
    assert _base(monkeypatch, sit)[:2] == ("base_run", "STOP RUN")
    # Equal: the first base (Base Run).
    sit = _Snap({"base_run": {0: 1.0}, "base_pass": {0: 1.0}})
    assert _base(monkeypatch, sit)[0] == "base_run"
    # All below zero (a snap the offense cannot score from): still the lowest.
    sit = _Snap({"base_run": {0: -1.0, 1: -1.0, 2: -1.0}, "base_pass": {0: -2.0, 1: -2.0, 2: -2.0}})
    assert _base(monkeypatch, sit)[0] == "base_pass"


def test_cfs_c2_base_call_planned_around_a_cheap_package_under_it(monkeypatch):
    """A package under a base (C2) counts with its price when the price is at most
    CHECK_GAIN (0.35): the base is the one whose best plan leaves the offense least."""
    means = {
        "base_run": {0: 1.0, 1: 1.0, 2: 1.0},
        "base_pass": {0: 1.2, 1: 1.2, 2: 1.2},
        "zone": {0: 0.5, 1: 0.5, 2: 0.5},
        "4-4": {0: 0.8, 1: 0.8, 2: 0.8},
    }
    prices = {d: RESERVED for d in PKGS}
    prices["zone"] = 0.35  # 0.5 + 0.35 = 0.85 under Base Pass, below Base Run's 1.0
    prices["4-4"] = 0.3  # 0.8 + 0.3 = 1.1: not better than Base Run itself
    sit = _Snap(means, plan=(prices, False))
    base, why, say = _base(monkeypatch, sit)
    assert (base, why) == ("base_pass", "STOP PAS")
    assert say.endswith("(the offense expects 0.8 points), ready to check off into Zone")
    # Outside Blitz (before Zone under Base Pass) available but reserved: Zone still counts.
    got = _base(monkeypatch, sit, _dmarks(dict(LEFT9, outside_blitz=1)))
    assert got[0] == "base_pass" and got[2].endswith("check off into Zone")
    prices["zone"] = 0.3500001  # dearer than CHECK_GAIN: not planned for
    assert _base(monkeypatch, _Snap(means, plan=(prices, False)))[0] == "base_run"
    prices["zone"] = 0.1
    prices["4-4"] = 0.0  # 0.8 against Zone's 0.6
    assert _base(monkeypatch, _Snap(means, plan=(prices, False)))[0] == "base_pass"
    # A package that leaves exactly what its base does: the base alone (no check-off named).
    tie = {"base_run": dict.fromkeys((0, 1, 2), 2.0), "base_pass": dict.fromkeys((0, 1, 2), 1.0)}
    tie["zone"] = dict.fromkeys((0, 1, 2), 0.75)
    p2 = dict.fromkeys(PKGS, RESERVED)
    p2["zone"] = 0.25
    got = _base(monkeypatch, _Snap(tie, plan=(p2, False)))
    assert got[0] == "base_pass" and got[2].endswith("(the offense expects 1.0 points)")
    # Zone spent (C3): Base Run, planned around the 4-4 (0.8 < 1.0).
    left = dict(LEFT9, zone=0)
    left["4-4"] = 1
    base, why, say = _base(monkeypatch, _Snap(means, plan=(prices, False)), _dmarks(left))
    assert (base, why) == ("base_run", "STOP RUN") and say.endswith("check off into 4-4")


@pytest.mark.parametrize(
    "pkg,base,tag", [("goal_line", "base_run", "GOALLINE"), ("prevent", "base_pass", "PREVENT")]
)
def test_goal_line_and_prevent_named_when_the_base_is_planned_around_them(
    monkeypatch, pkg, base, tag
):
    all3 = (0, 1, 2)
    means = {"base_run": dict.fromkeys(all3, 2.0), "base_pass": dict.fromkeys(all3, 2.0)}
    means[pkg] = dict.fromkeys(all3, 0.5)
    prices = {d: RESERVED for d in PKGS}
    prices[pkg] = 0.2
    got = _base(monkeypatch, _Snap(means, plan=(prices, False)), _dmarks({pkg: 1}))
    assert got[:2] == (base, tag)
    assert got[2].endswith(
        "(the offense expects 0.7 points), ready to check off into %s"
        % ("Goal Line" if pkg == "goal_line" else "Prevent")
    )


def test_cfs_g6_forced_the_base_is_the_one_with_a_package_to_spend(monkeypatch):
    """G6: when the defense must spend, only a base with a package left under it is called
    (whatever the bases themselves would leave), the package's cost counted."""
    means = {"base_run": {0: -5.0}, "base_pass": {0: 3.0}, "zone": {0: 2.0}, "man_to_man": {0: 1.0}}
    prices = {d: -0.2 for d in PKGS}
    left = {"zone": 1, "man_to_man": 1}
    base, why, say = _base(
        monkeypatch, _Snap(means, avail=(0,), plan=(prices, True)), _dmarks(left)
    )
    assert (base, why) == ("base_pass", "USE PKGS")
    assert "(the offense expects 0.8 points), ready to check off into Man to Man" in say
    # Only Goal Line left: Base Run.
    base, why, _ = _base(
        monkeypatch, _Snap(means, avail=(0,), plan=(prices, True)), _dmarks({"goal_line": 1})
    )
    assert (base, why) == ("base_run", "USE PKGS")
    # Forced with nothing left to spend (not reachable: forced needs a use left): Base Pass.
    base, why, say = _base(monkeypatch, _Snap(means, avail=(0,), plan=(prices, True)), _dmarks({}))
    assert (base, why) == ("base_pass", "STOP PAS") and "(the offense expects 0.0 points)" in say


def _checkoff(monkeypatch, sit, base="base_pass", play="Inside Zone", dmarks=None):
    from games.cfs.coach import defense as coachdefense

    _use(monkeypatch, coachdefense, sit)
    return coachdefense.choose_checkoff(_g(dmarks), {}, "home", base, play)


def test_cfs_c1_checkoff_when_a_package_takes_away_more_than_its_price(monkeypatch):
    """C1 step 3: against the play called (Inside Zone, 0), the package whose gain (what the
    play loses against it, the offense expected to audible half the time to its best answer,
    less the price) is highest and above 0; else stay."""
    means = {
        "base_pass": {0: 2.0, 1: 1.0},
        "zone": {0: 1.0, 1: 1.4},  # top 1.4: gain 2 - (0.5 + 0.7) - 0.1 = 0.7
        "man_to_man": {0: 0.5, 1: 2.5},  # top 2.5: gain 2 - (0.25 + 1.25) - 0.1 = 0.4
        "outside_blitz": {0: 1.95},  # takes away 0.05: less than its price
    }
    prices = {d: 0.1 for d in PKGS}
    prices["prevent"] = RESERVED
    sit = _Snap(means, avail=(0, 1), plan=(prices, False))
    left = {"zone": 1, "man_to_man": 1, "outside_blitz": 1, "prevent": 1}
    got = _checkoff(monkeypatch, sit, dmarks=_dmarks(left))
    assert got == (
        "zone",
        "MATCHUP",
        "Granite Rams checks off from Base Pass Defense into Zone against Inside Zone",
    )
    # Zone spent (C3): Man to Man.
    left["zone"] = 0
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks(left))[:2] == ("man_to_man", "MATCHUP")
    # Only packages under the base called (C2): none under Base Run is available.
    got = _checkoff(monkeypatch, sit, base="base_run", dmarks=_dmarks(left))
    assert got == (None, "STAY", "Granite Rams stays in Base Run Defense against Inside Zone")


def test_checkoff_boundaries_no_gain_no_checkoff_and_reserved_never(monkeypatch):
    prices = {d: 0.25 for d in PKGS}
    left = {"zone": 1}
    # Zone takes away exactly its price: no gain.
    sit = _Snap({"base_pass": {0: 2.0}, "zone": {0: 1.75}}, avail=(0,), plan=(prices, False))
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks(left))[0] is None
    prices = {d: 0.1 for d in PKGS}
    # Takes away 0.3, but the audible to play 1 (3.0) makes it a loss: gain 2 - 2.35 - 0.1.
    sit = _Snap(
        {"base_pass": {0: 2.0}, "zone": {0: 1.7, 1: 3.0}}, avail=(0, 1), plan=(prices, False)
    )
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks(left))[0] is None
    # Gain exactly 0 (takes away 0.5, the audible to 2.0 half the time: 2 - 1.75 - 0.25): stay.
    prices["zone"] = 0.25
    sit = _Snap(
        {"base_pass": {0: 2.0}, "zone": {0: 1.5, 1: 2.0}}, avail=(0, 1), plan=(prices, False)
    )
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks(left))[0] is None
    prices["zone"] = 0.125  # gain 0.125
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks(left))[0] == "zone"
    # Two packages of equal gain: the first in the sheet's order (Zone before Man to Man).
    prices["man_to_man"] = 0.125
    means = {"base_pass": {0: 2.0}, "zone": {0: 1.5, 1: 2.0}, "man_to_man": {0: 1.5, 1: 2.0}}
    sit = _Snap(means, avail=(0, 1), plan=(prices, False))
    got = _checkoff(monkeypatch, sit, dmarks=_dmarks({"zone": 1, "man_to_man": 1}))
    assert got[0] == "zone"
    # A reserved package is never checked into, however much it takes away.
    prices["zone"] = RESERVED
    sit = _Snap({"base_pass": {0: 5.0}, "zone": {0: -5.0}}, avail=(0,), plan=(prices, False))
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks(left))[0] is None
    # The risk term counts (rho * variance): Zone's variance makes it worse for the defense.
    prices["zone"] = 0.1
    sit = _Snap(
        {"base_pass": {0: 2.0}, "zone": {0: 1.5}},
        {"zone": {0: 2.0}},
        rho=0.25,
        avail=(0,),
        plan=(prices, False),
    )
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks(left))[0] is None  # 1.5 + 0.5 = 2.0


@pytest.mark.parametrize("pkg,why", [("goal_line", "GOALLINE"), ("prevent", "PREVENT")])
def test_goal_line_and_prevent_checkoffs_are_named(monkeypatch, pkg, why):
    base = "base_run" if pkg == "goal_line" else "base_pass"
    prices = {d: 0.1 for d in PKGS}
    sit = _Snap({base: {0: 2.0}, pkg: {0: 1.0}}, avail=(0,), plan=(prices, False))
    assert _checkoff(monkeypatch, sit, base=base, dmarks=_dmarks({pkg: 1}))[:2] == (pkg, why)


def test_cfs_g6_forced_the_defense_checks_off_even_at_a_loss(monkeypatch):
    """G6: forced to spend, the defense checks off into the least bad package under the base
    even when the package helps the offense."""
    prices = {d: 0.0 for d in PKGS}
    means = {"base_pass": {0: 1.0}, "zone": {0: 1.5}, "man_to_man": {0: 1.2}}
    sit = _Snap(means, avail=(0,), plan=(prices, True))
    left = {"zone": 1, "man_to_man": 1}
    got = _checkoff(monkeypatch, sit, dmarks=_dmarks(left))
    assert got[:2] == ("man_to_man", "USE PKGS")
    assert "checks off from Base Pass Defense into Man to Man" in got[2]


# --- coachoffense: the reason shown, the play prices (P4), the play and the audible ---------


@pytest.mark.parametrize(
    "kw,tag",
    [
        (dict(rho=0.0501), "CATCH UP"),
        (dict(rho=0.05, goal=True), "GOAL2GO"),
        (dict(rho=-0.0501, goal=True), "PROTECT"),
        (dict(rho=-0.05, b=80), "RED ZONE"),
        (dict(b=79, d=1), "1ST DOWN"),
        (dict(d=4, t=1), "4TH DOWN"),
        (dict(d=2, t=2), "2ND SHRT"),
        (dict(d=3, t=3), "3RD MED"),
        (dict(d=3, t=6), "3RD MED"),
        (dict(d=2, t=7), "2ND LONG"),
        (dict(d=3, t=1), "3RD SHRT"),
    ],
)
def test_the_offenses_reason_tells_the_situation(kw, tag):
    from games.cfs.coach.offense import _tag

    assert _tag(_Snap({}, **kw)) == tag


def _prices(monkeypatch, s, **kw):
    from games.cfs.coach import offense as coachoffense

    monkeypatch.setattr(coachoffense, "strengths", lambda house, off, dfn: s)
    sit = _Snap({}, **kw)
    omarks = kw.pop("omarks", {"plays": [0] * NPLAYS})
    return coachoffense._make_prices(sit, sit.avail, omarks)


def test_cfs_p4_a_plays_price_is_its_strength_over_the_average_of_the_uses_left(monkeypatch):
    """P4 (not spending the strong plays too early): price = SAVE (0.6) * (strength - the
    average strength of the uses still available), in full with 40 plays or more left to
    the game (the fewer of the two teams'), none in the last 10, in between on a line."""
    s = [0.0] * NPLAYS
    s[0], s[1], s[2] = 1.0, 0.4, -0.2
    # Uses left: Inside Zone 8, Zone Read 6, Dive 5 (none marked): mean (8 - 0.8 * 0 + ...).
    mean = (8 * 1.0 + 6 * 0.4 + 5 * -0.2) / 19
    for lo, ld, w in ((40, 60, 0.6), (60, 40, 0.6), (39, 60, 0.6 * 29 / 30), (25, 25, 0.3)):
        pr, got_s = _prices(monkeypatch, s, lo=lo, ld=ld)
        assert got_s is s
        for i in (0, 1, 2):
            assert pr[i] == pytest.approx(w * (s[i] - mean), abs=1e-12), (lo, ld, i)
        assert all(pr[i] == 0.0 for i in range(3, NPLAYS))  # not available: no price
    # The uses already marked count no more: Inside Zone 2 left.
    marks = [6, 0, 0] + [0] * (NPLAYS - 3)
    pr, _ = _prices(monkeypatch, s, lo=50, ld=50, omarks={"plays": marks})
    mean = (2 * 1.0 + 6 * 0.4 + 5 * -0.2) / 13
    assert pr[1] == pytest.approx(0.6 * (0.4 - mean), abs=1e-12)
    # The last 10 plays: no prices, and none with nothing available.
    for kw in (dict(lo=10, ld=50), dict(lo=50, ld=9), dict(lo=50, ld=50, avail=())):
        pr, _ = _prices(monkeypatch, s, **kw)
        assert list(pr) == [0.0] * NPLAYS, kw
    pr, _ = _prices(monkeypatch, s, lo=11, ld=50)
    assert pr[0] == pytest.approx(0.6 / 30 * (1.0 - (8 * 1.0 + 6 * 0.4 + 5 * -0.2) / 19))


def test_cfs_p4_best_play_with_and_without_the_prices(monkeypatch):
    from games.cfs.coach import offense as coachoffense

    sit = _Snap({"zone": {0: 1.0, 1: 1.2, 2: 0.9}}, {"zone": {0: 0.0, 1: 0.4, 2: 0.0}}, rho=-0.25)
    # Objectives 1.0, 1.1, 0.9; less the prices 0, 0.3, -0.05: 1.0, 0.8, 0.95.
    sit.prices = ([0.0, 0.3, -0.05] + [0.0] * (NPLAYS - 3), None)
    best, best_v, raw = coachoffense.best_play(sit, 6, [0, 1, 2], None)
    assert (best, raw) == (0, 1) and best_v == pytest.approx(1.0)
    best, best_v, raw = coachoffense.best_play(sit, 6, [0, 1, 2], None, priced=False)
    assert (best, raw) == (1, 1) and best_v == pytest.approx(1.1)
    best, best_v, raw = coachoffense.best_play(sit, 6, [2], None)
    assert (best, raw) == (2, 2) and best_v == pytest.approx(0.95)
    # Below zero everywhere: the best is still found; equal: the first in the sheet's order.
    sit = _Snap({"zone": {0: -2.0, 1: -1.0, 2: -1.0}})
    sit.prices = ([0.0] * NPLAYS, None)
    assert coachoffense.best_play(sit, 6, [0, 1, 2], None)[:3:2] == (1, 1)
    assert coachoffense.best_play(sit, 6, [0, 1, 2], None)[1] == -1.0
    sit = _Snap({"zone": {0: -1.0, 1: -2.0, 2: -3.0}})  # the first the best, all below 0
    sit.prices = ([0.0] * NPLAYS, None)
    assert coachoffense.best_play(sit, 6, [0, 1, 2], None) == (0, -1.0, 0)
    assert coachoffense.best_play(sit, 6, [1, 2], None) == (1, -2.0, 1)


def _audible(monkeypatch, sit, play="Inside Zone", package="zone"):
    from games.cfs.coach import offense as coachoffense

    _use(monkeypatch, coachoffense, sit)
    G = {"marks": {"away": {"plays": [0] * NPLAYS}}}
    return coachoffense.choose_audible(G, {}, "away", "base_pass", play, package)


def test_cfs_c1_audible_only_for_more_than_a_twentieth_of_a_point(monkeypatch):
    """C1 step 4: after the check-off, the offense changes its play when the best play against
    the package beats the one called by more than AUDIBLE_GAIN (0.05), prices counted."""
    sit = _Snap({"zone": {0: 0.5, 1: 0.75, 2: 0.25}}, avail=(0, 1, 2))
    sit.prices = ([0.0, 0.125, 0.0] + [0.0] * (NPLAYS - 3), None)  # Zone Read: 0.625
    got = _audible(monkeypatch, sit)
    assert got == (
        "Zone Read",
        "AUDIBLE",
        "Cascade Otters audibles from Inside Zone to Zone Read against Zone (0.1 points better)",
    )
    # Exactly AUDIBLE_GAIN better (0.5 + 0.05 against 0.5): stay.
    edge = _Snap({"zone": {0: 0.5, 1: 0.5 + 0.05, 2: 0.25}}, avail=(0, 1, 2))
    edge.prices = ([0.0] * NPLAYS, None)
    assert _audible(monkeypatch, edge) == (
        None,
        "STAY",
        "Cascade Otters stays in Inside Zone against Zone",
    )
    sit.prices = ([-0.25, 0.125, 0.0] + [0.0] * (NPLAYS - 3), None)  # the play called is best
    assert _audible(monkeypatch, sit)[:2] == (None, "STAY")
    # Called play priced: Dive (2) called at 0.25 - 0.25 = 0 against Zone Read's 0.75.
    sit.prices = ([0.0, 0.0, 0.25] + [0.0] * (NPLAYS - 3), None)
    got = _audible(monkeypatch, sit, play="Dive")
    assert got[:2] == ("Zone Read", "AUDIBLE") and got[2].endswith("(0.8 points better)")


def _play(monkeypatch, sit, s, convert=0.5, base="base_pass"):
    from games.cfs.coach import offense as coachoffense

    _use(monkeypatch, coachoffense, sit)
    monkeypatch.setattr(coachoffense, "strengths", lambda house, off, dfn: s)
    monkeypatch.setattr(coachoffense, "_convert", lambda sit, di, i: convert)
    G = {"marks": {"away": {"plays": [0] * NPLAYS}}}
    return coachoffense.choose_play(G, {}, "away", base)


def test_cfs_p4_the_play_called_and_a_strong_play_saved(monkeypatch):
    """C1 step 2 with P4's prices: the best play after prices; SAVE BIG when the best play
    before prices was passed over for being stronger over the game (its strength higher)."""
    s = [0.0] * NPLAYS
    s[0], s[1], s[2] = 2.0, 0.5, 0.0
    sit = _Snap({"base_pass": {0: 1.5, 1: 1.0, 2: 0.5}}, rho=0.0, d=2, t=6, b=40)
    sit.prices = ([0.8, 0.0, 0.0] + [0.0] * (NPLAYS - 3), s)  # Inside Zone 0.7 after its price
    name, why, say = _play(monkeypatch, sit, s, convert=0.444)
    assert (name, why) == ("Zone Read", "SAVE BIG")
    assert say == (
        "2nd and 6 at own 40: Zone Read against Base Pass Defense, 44% to make the line, "
        "1.0 points expected; Inside Zone saved for a bigger moment"
    )
    # The raw best passed over but not stronger over the game: the situation's tag.
    s2 = [0.0] * NPLAYS
    s2[0], s2[1] = 0.5, 0.5
    name, why, say = _play(monkeypatch, sit, s2, convert=0.445)
    assert (name, why) == ("Zone Read", "2ND MED") and "45% to make the line" in say
    assert "saved" not in say
    # No price in the way: the raw best, the situation's tag.
    sit.prices = ([0.0] * NPLAYS, s)
    name, why, say = _play(monkeypatch, sit, s, convert=1.0)
    assert (name, why) == ("Inside Zone", "2ND MED")
    assert say.endswith(
        "Inside Zone against Base Pass Defense, 100% to make the line, 1.5 points expected"
    )


def test_a_plays_chance_to_make_the_line_is_its_gain_roll_times_the_yards_reaching_it():
    """The log's "% to make the line": P(gain roll) (M2-M4) times P(yards >= to go) (Y1-Y4):
    Inside Zone (2 green, break-away 2) against the Rams' Base Pass (1 red vs a run), 3rd
    and 9 at the 30."""
    from games.cfs.coach.offense import _convert

    sit = values.Sit(house_rules(), OTTERS, RAMS, 60, 60, 30, 3, 9, False, 0)
    pg = matchup_row(p_at_least(2, 1), 0, 0)[0]
    reach = sum(q for y, q in yards_distribution(2, 2).items() if y >= 9)
    assert _convert(sit, 1, 0) == pytest.approx(pg * reach, abs=1e-6)
    # Post (In) (14: 1 green, break-away 2, +20): every gain is 21 or more.
    pg = matchup_row(p_at_least(1, 1), 0, 0)[0]
    assert _convert(sit, 1, 14) == pytest.approx(pg, abs=1e-6)


def test_cfs_p4_a_plays_strength_is_its_average_value_over_ordinary_downs():
    """coach.py: each play carries its average value over a set of ordinary downs (the 25, 1st
    and 10; the 45, 2nd and 7; the 55, 3rd and 4; the 35, 3rd and 9; the 70, 1st and 10; the
    60, 2nd and 3), against both bases, with plays enough; kept per pair and house."""
    from games.cfs.coach.offense import strengths

    house = house_rules()
    downs = ((25, 1, 10), (45, 2, 7), (55, 3, 4), (35, 3, 9), (70, 1, 10), (60, 2, 3))
    want = [0.0] * NPLAYS
    for b, d, t in downs:
        sit = values.Sit(house, OTTERS, RAMS, 99, 99, b, d, t, False, 0)
        for di in (0, 1):
            for i in range(NPLAYS):
                want[i] += sit.values(di)[0][i] / 12
    snap.clear_cache()
    got = strengths(house, OTTERS, RAMS)
    assert len(got) == NPLAYS
    for i in range(NPLAYS):
        assert got[i] == pytest.approx(want[i], abs=1e-9), i
    assert strengths(house, OTTERS, RAMS) is got
    assert strengths(house_rules(), OTTERS, RAMS) is got  # an equal house: the same
    other = strengths(house_rules({"points": {"td": 8}}), OTTERS, RAMS)
    assert other is not got and other[0] > got[0]


# --- coachkicks: punting, field goals, going for it, tries ----------------------------------


@pytest.mark.parametrize(
    "table,p_ra,mean",
    [
        # Faces 2-6 plain (0 3 5 8 12: 28/6 a first roll); a 1 is 7 and a re-roll whose 6
        # blocks (K5), whose 1 is 7 more and rolling on (C = 7/6 + C/6 + 28/6: C = 7):
        # E[yards; no block] = 28/6 + (7 * 5/6 + 14/6 + 16/6) / 6 = 233/36, over P(no block)
        # = 35/36.
        ([{"roll_again": 7}, 0, 3, 5, 8, 12], 1 / 6, 233 / 35),
        # The Rams': 5 & roll again, 0 2 4 6 9: C = 5.2; after a 1, 5 * 5/6 + (10.2 + 12) / 6.
        ([{"roll_again": 5}, 0, 2, 4, 6, 9], 1 / 6, (21 + (25 + 22.2) / 6) / 6 * 36 / 35),
        ([0, 3, 5, 8, 12, 14], 0.0, 7.0),
    ],
)
def test_cfs_k5_mean_punt_return_and_its_roll_again_chance(table, p_ra, mean):
    from games.cfs.coach.kicks import _return_yards

    got = _return_yards(table)
    assert got[0] == pytest.approx(p_ra, abs=1e-12)
    assert got[1] == pytest.approx(mean, abs=1e-12)


class _KickSnap:
    """What the kicking decisions read of a snap: the ball on, the house, the offense, and the
    other team's value of taking over on its own b (a straight line here)."""

    def __init__(self, b, lead=0, s2=100.0, rho=0.0, house=None):
        self.b = b
        self.lead = lead
        self.s2 = s2
        self.rho = rho
        self.house = house or house_rules()
        self.offense = OTTERS

    def opp(self, b):
        return 0.05 * b - 1.0


def _mv(xs):
    m = sum(q * x for q, x in xs)
    return m, sum(q * x * x for q, x in xs) - m * m


def _punt(sit, b, back, blocked, touchback=20):
    """(chance, value) of each way a punt from b ends. K4: one die picks the distance; a punt
    reaching 100 is a touchback (H3), the other team's ball on its touchback line, before
    any return is rolled. Else K5: the other team's ball `back` yards behind where it lands,
    unless the return's roll-again comes (a 1) and then a 6, 1 in 36: blocked, the value
    `blocked`."""
    out = []
    for dist in OTTERS["punting"]:
        land = b + dist
        if land >= 100:
            out.append((1 / 6, -sit.opp(touchback)))
        else:
            out.append((35 / 36 / 6, -sit.opp(min(100 - land + back, 99))))
            out.append((1 / 36 / 6, blocked))
    return out


@pytest.mark.parametrize("b", [30, 60, 12])
def test_cfs_k4_k5_h2_punting_is_the_other_teams_ball_where_the_punt_is_returned_to(b):
    """K4: the Otters' punt of 36, 39, 41, 43, 46 or 52 yards; K5 with H2 (the punting
    team's return table, mean 233/35, read as 7 yards): the receiving team's ball 7 yards
    back from where it lands, or on its 20 after a touchback (H3, never blocked); a block
    (1 in 36: a 1, then a 6) loses two dice, 7 yards on average, and the ball."""
    from games.cfs.coach.kicks import _punt_option

    sit = _KickSnap(b)
    out = _punt(sit, b, 7, -sit.opp(100 - (b - 7)))
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    want = _mv(out)
    assert m == pytest.approx(want[0], abs=1e-12)
    assert v == pytest.approx(want[1], abs=1e-12)


def test_cfs_k5_h3_a_punt_blocked_behind_the_goal_line_is_a_safety_and_h2_receiving_table():
    from games.cfs.coach.kicks import _punt_option

    sit = _KickSnap(5)  # 5 - 7 <= 0: a safety, 2 points (H3)
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    assert (m, v) == pytest.approx(_mv(_punt(sit, 5, 7, -2.0)), abs=1e-12)
    sit = _KickSnap(7)  # 7 - 7 = 0: on the goal line, a safety too
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    assert (m, v) == pytest.approx(_mv(_punt(sit, 7, 7, -2.0)), abs=1e-12)
    sit = _KickSnap(8)  # 8 - 7 = 1: the other team's ball on its 99
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    assert (m, v) == pytest.approx(_mv(_punt(sit, 8, 7, -sit.opp(99))), abs=1e-12)
    # H2's option: the receiving team's table (the Rams': 4.95 yards, read as 5).
    house = house_rules({"punt_return_table": "receiving"})
    sit = _KickSnap(30, house=house)
    out = _punt(sit, 30, 5, -sit.opp(77))
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    assert (m, v) == pytest.approx(_mv(out), abs=1e-12)
    # The home team punting, H2's receiving table: the away team's (the Rams', 5 yards).
    sit = _KickSnap(30, house=house)
    m, v = _punt_option(sit, None, {"home": OTTERS, "away": RAMS}, "home")
    assert (m, v) == pytest.approx(_mv(out), abs=1e-12)
    # A touchback elsewhere than the 20 (a house's punt_touchback).
    house = house_rules({"punt_touchback": 25})
    sit = _KickSnap(60, house=house)
    m, _ = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    out = _punt(sit, 60, 7, -sit.opp(47), touchback=25)
    assert m == pytest.approx(_mv(out)[0], abs=1e-12)


@pytest.mark.parametrize(
    "b,p,take",
    [
        (70, 3 / 6, 37),  # 47 yards (K6: good on 1-3); missed: the defense's ball on its 37
        (88, 1.0, 20),  # 29 yards: always good
        (87, 5 / 6, 20),  # the spot of the kick, its 20 exactly
        (93, 1.0, 20),  # the spot of the kick, its 14: the 20 is farther from its goal
        (55, 0.0, 52),  # 62 yards: out of range
    ],
)
def test_cfs_k6_h3_field_goal_three_points_or_the_defenses_ball(b, p, take):
    """K6 with H3: 3 points with the chart's chance; a miss gives the defense the ball at the
    spot of the kick (7 yards back) or its own 20, whichever is farther from its goal."""
    from games.cfs.coach.kicks import _fg_option

    sit = _KickSnap(b)
    m, v, got_p = _fg_option(sit)
    assert got_p == pytest.approx(p, abs=1e-12)
    want = _mv([(p, 3.0), (1 - p, -sit.opp(take))])
    assert m == pytest.approx(want[0], abs=1e-12)
    assert v == pytest.approx(want[1], abs=1e-12)
    house = house_rules({"missed_fg_min": 30, "points": {"fg": 4}})
    sit = _KickSnap(b, house=house)
    m, _, _ = _fg_option(sit)
    assert m == pytest.approx(p * 4 + (1 - p) * -sit.opp(max(take, 30)), abs=1e-12)


def test_going_for_it_expects_the_defenses_better_base_and_the_offenses_best_answer():
    from games.cfs.coach.kicks import _go_option

    sit = _Snap(
        {"base_run": {0: 1.0, 1: 2.0}, "base_pass": {0: 1.5, 1: 0.5}},
        {"base_run": {0: 4.0, 1: 0.0}, "base_pass": {0: 1.0, 1: 8.0}},
        rho=0.25,
    )
    # Base Run: objectives 2.0, 2.0 (the first best: play 0); Base Pass: 1.75, 2.5 -> play 1.
    assert _go_option(sit, [0, 1]) == (1.0, 4.0)
    sit.rho = -0.25  # Base Run: 0.0, 2.0 -> play 1; Base Pass: 1.25, -1.5 -> play 0
    assert _go_option(sit, [0, 1]) == (1.5, 1.0)
    sit.rho = 0.0  # Base Run: 1.0, 2.0 -> 2.0; Base Pass: 1.5, 0.5 -> 1.5: Base Pass, play 0
    assert _go_option(sit, [0, 1]) == (1.5, 1.0)
    sit = _Snap({"base_run": {0: -1.0}, "base_pass": {0: -2.0}})
    assert _go_option(sit, [0]) == (-2.0, 0.0)


def test_win_chance_is_the_normal_reading_of_the_final_margin():
    from games.cfs.coach.kicks import win_chance
    from games.cfs.coach.points import phi

    sit = _KickSnap(50, lead=-3, s2=84.0)
    assert win_chance(sit, 1.0, 16.0) == pytest.approx(phi(-2.0 / 10.0), abs=1e-15)
    assert win_chance(sit, 3.0, 0.0) == 0.5
    sit.lead = 7
    assert win_chance(sit, -1.0, 16.0) == pytest.approx(phi(0.6), abs=1e-15)


def _kick(monkeypatch, acts, go=(0.0, 0.0), punt=(0.0, 0.0), fg=(0.0, 0.0, 0.5), down=4, **kw):
    from games.cfs.coach import kicks

    sit = _KickSnap(70, **kw)
    sit.d, sit.t, sit.goal = down, 5, False
    sit.avail = [0]
    _use(monkeypatch, kicks, sit)
    monkeypatch.setattr(kicks, "legal", lambda G, sheets: list(acts))
    monkeypatch.setattr(kicks, "_go_option", lambda sit, avail: go)
    monkeypatch.setattr(kicks, "_punt_option", lambda sit, G, sheets, off: punt)
    monkeypatch.setattr(kicks, "_fg_option", lambda sit: fg)
    return kicks.kick_choice({"phase": "scrimmage", "down": down}, {}, "away"), sit


def _pct(w):
    return "%.0f%%" % (100 * w)


def test_cfs_g2_fourth_down_the_kick_or_the_play_with_the_best_win_chance(monkeypatch):
    """Fourth down: go, punt or field goal, each by its win chance phi((lead + mean) /
    sqrt(s2 + variance)); below fourth down always a play."""
    from games.cfs.coach.points import phi

    acts = ("play", "fg", "punt")
    go, punt, fg = (1.0, 4.0), (-1.0, 0.0), (2.0, 1.0, 0.5)
    got, _ = _kick(monkeypatch, acts, go, punt, fg, down=3, s2=96.0)
    assert got == ("play", "", "")
    got, _ = _kick(monkeypatch, acts, go, punt, fg, s2=96.0)
    w = (phi(0.1), phi(-1.0 / math.sqrt(96.0)), phi(2.0 / math.sqrt(97.0)))
    assert got == (
        "fg",
        "FG TRY",
        "4th and 5 at opp 30: FG TRY (win chance play %s, punt %s, fg %s)" % tuple(map(_pct, w)),
    )
    got, _ = _kick(monkeypatch, acts, (2.5, 4.0), punt, fg, s2=96.0)
    assert got[:2] == ("play", "GO 4TH")
    got, _ = _kick(monkeypatch, acts, (-2.0, 4.0), (-1.5, 0.0), (-3.0, 1.0, 0.5), s2=96.0)
    assert got[:2] == ("punt", "PUNT")
    # Equal chances: the first offered (play, then punt, then field goal).
    got, _ = _kick(monkeypatch, acts, (1.0, 0.0), (1.0, 0.0), (1.0, 0.0, 0.5), s2=96.0)
    assert got[0] == "play"
    # Out of range (chance 0): no field goal offered.
    got, _ = _kick(monkeypatch, acts, (-2.0, 0.0), (-3.0, 0.0), (9.0, 0.0, 0.0), s2=96.0)
    assert got[0] == "play" and "fg" not in got[2]


def test_cfs_g2_g3_out_of_plays_field_goal_or_the_end(monkeypatch):
    """G2: out of plays a team may still kick a field goal (FG LAST) or let the game end
    (FINAL: its win chance as the score stands); G3: it must punt or kick."""
    from games.cfs.coach.points import phi

    got, _ = _kick(monkeypatch, ("fg", "end"), fg=(1.0, 2.0, 0.5), lead=-2, s2=9.0)
    w = (phi(-1.0 / math.sqrt(11.0)), phi(-2.0 / 3.0))
    assert got == (
        "fg",
        "FG LAST",
        "Cascade Otters is out of plays: fg (win chance fg %s, end %s)" % tuple(map(_pct, w)),
    )
    got, _ = _kick(monkeypatch, ("fg", "end"), fg=(-1.0, 2.0, 0.1), lead=2, s2=9.0)
    assert got[:2] == ("end", "FINAL")
    got, _ = _kick(monkeypatch, ("fg", "punt"), punt=(-1.0, 0.0), fg=(-2.0, 0.0, 0.1), s2=9.0)
    assert got[:2] == ("punt", "PUNT") and "is out of plays: punt" in got[2]


def _try_game(lead, lo, ld, out=None, last=False):
    """A try: the Otters (away) just scored, lead after the touchdown; lo and ld the plays left
    to the Otters and the Rams (their run/pass totals, T2, nearly spent)."""
    from games.cfs.rules import game
    from sideline.dice import seed_state

    sheets = {"home": RAMS, "away": OTTERS}
    G = game.new_game(sheets, seed_state(1), {"last_possession": last})
    G["phase"] = game.TRY
    G["possession"] = "away"
    G["score"] = {"away": 14 + lead, "home": 14}
    G["marks"]["away"]["run"] = 32
    G["marks"]["away"]["pass"] = 38 - lo
    G["marks"]["home"]["run"] = 40
    G["marks"]["home"]["pass"] = 25 - ld
    G["out"] = out
    return G, sheets


def _wins(lead, s, after):
    from games.cfs.coach.points import phi

    def wp(m):
        return phi((m + after) / s)

    w1 = 5 / 6 * wp(lead + 1) + 1 / 6 * wp(lead)
    w2 = 2 / 6 * wp(lead + 2) + 4 / 6 * wp(lead)
    return w1, w2


@pytest.mark.parametrize(
    "lead,lo,ld,out,last,s,after",
    [
        # Early: the rest of the game's spread, sqrt(1.8 * 2 * 20 + 10); the Rams then start
        # about their 25 (EP 2.05, their 20 plays enough for a drive).
        (6, 38, 20, None, False, math.sqrt(82.0), -2.05),
        (-2, 38, 20, None, False, math.sqrt(82.0), -2.05),
        (-2, 20, 38, None, False, math.sqrt(82.0), -2.05),
        # The Rams' last 5 plays: a drive from the 25 needs 9 (a share 5/9 of its EP).
        (-1, 20, 5, None, False, math.sqrt(28.0), -2.05 * 5 / 9),
        # The Rams out of plays: nothing after the try.
        (-2, 20, 0, None, False, math.sqrt(10.0), 0.0),
        # The Otters' touchdown was their last play (G1): the try decides it.
        (-2, 0, 20, "away", False, 0.1, 0.0),
        (-1, 0, 20, "away", False, 0.1, 0.0),
        # G3: the Rams still get their last possession.
        (-2, 0, 20, "away", True, math.sqrt(10.0), -2.05),
        # The Rams out first: the Otters' try is not the last word.
        (-2, 0, 20, "home", False, math.sqrt(10.0), -2.05),
        # The Rams' last play: a drive from the 25 needs 9 (1/9 of its EP).
        (-1, 20, 1, None, False, math.sqrt(13.6), -2.05 / 9),
        (2, 3, 1, None, False, math.sqrt(13.6), -2.05 / 9),
        # Down 9 with a play each: two by a hair (2.07% against 2.06%).
        (-9, 2, 1, None, False, math.sqrt(13.6), -2.05 / 9),
    ],
)
def test_h3_g1_the_try_compares_win_chances_of_the_kick_and_two(lead, lo, ld, out, last, s, after):
    """H3: the kick good on 1-5 for 1 point, two on 1-2 for 2; each weighed by the win chance
    of the margin after it, the other team receiving (its EP at its 25 against the margin),
    spread by the rest of the game (SIGMA2 * n + S2_FLOOR) or, when the try ends the game,
    hardly at all."""
    from games.cfs.coach import kicks

    G, sheets = _try_game(lead, lo, ld, out, last)
    w1, w2 = _wins(lead, s, after)
    got = kicks.kick_choice(G, sheets, "away")
    if w2 > w1:
        assert got == (
            "two",
            "GO FOR 2",
            "Up %d after the touchdown: two-point try (win %s vs %s)" % (lead, _pct(w2), _pct(w1)),
        )
    else:
        assert got == (
            "pat",
            "KICK PAT",
            "Extra point kick (win %s vs %s going for two)" % (_pct(w1), _pct(w2)),
        )
    assert kicks.coach_kick_choice(G, sheets, "away") == got[0]


# --- the snap's reading from a game, kept for a call's four steps; warm ----------------------


def _scrimmage(b=40, d=2, t=6, lead=0):
    from games.cfs.rules import game
    from sideline.dice import seed_state

    sheets = {"home": RAMS, "away": OTTERS}
    G = game.new_game(sheets, seed_state(1))
    G["phase"] = game.SCRIMMAGE
    G["possession"] = "away"
    G["ball_on"], G["down"], G["to_go"] = b, d, t
    G["goal_to_go"] = b + t >= 100
    G["score"] = {"away": 10 + lead, "home": 10}
    return G, sheets


def test_cfs_p1_the_snaps_reading_is_the_games_state():
    from games.cfs.rules import calls

    G, sheets = _scrimmage(b=96, d=3, t=4, lead=-3)
    G["goal_to_go"] = True
    om = G["marks"]["away"]
    dm = G["marks"]["home"]
    om["plays"][0] = 8  # Inside Zone spent (C4)
    om["run"] = 8
    dm["run"], dm["pass"] = 5, 5
    dm["packages"]["zone"] = 2
    sit = snap.situation(G, sheets, "away")
    assert sit.offense is OTTERS and sit.defense is RAMS
    assert (sit.b, sit.d, sit.t, sit.goal, sit.lead) == (96, 3, 4, True, -3)
    assert sit.lo == calls.plays_left(OTTERS, om) == 70 - 8
    assert sit.ld == calls.plays_left(RAMS, dm) == 65 - 10
    assert sit.avail == list(range(1, NPLAYS))
    assert sit.plan == snap.package_plan(sit, om, dm)
    assert sit.house is G["house"]
    # Home on offense: the Rams' view.
    G["possession"] = "home"
    sit = snap.situation(G, sheets, "home")
    assert sit.offense is RAMS and sit.defense is OTTERS and sit.lead == 3


def test_one_snaps_reading_serves_its_four_steps_and_any_change_makes_a_new_one():
    G, sheets = _scrimmage()
    sit = snap.situation(G, sheets, "away")
    assert snap.situation(G, sheets, "away") is sit
    changes = [
        lambda: G.__setitem__("plays", G["plays"] + 1),
        lambda: G.__setitem__("ball_on", 41),
        lambda: G.__setitem__("down", 3),
        lambda: G.__setitem__("to_go", 5),
        lambda: G["score"].__setitem__("away", 13),
        lambda: G["score"].__setitem__("home", 13),
        lambda: G["marks"]["away"]["plays"].__setitem__(1, 1),
        lambda: G["marks"]["away"].__setitem__("run", 1),
        lambda: G["marks"]["away"].__setitem__("pass", 1),
        lambda: G["marks"]["home"]["plays"].__setitem__(1, 1),
        lambda: G["marks"]["home"].__setitem__("run", 1),
        lambda: G["marks"]["home"].__setitem__("pass", 1),
        lambda: G["marks"]["home"]["packages"].__setitem__("zone", 1),
    ]
    for k, change in enumerate(changes):
        change()
        new = snap.situation(G, sheets, "away")
        assert new is not sit, k
        assert (new.b, new.d, new.t) == (G["ball_on"], G["down"], G["to_go"])
        assert new.lead == G["score"]["away"] - G["score"]["home"]
        sit = new
        assert snap.situation(G, sheets, "away") is sit
    G2 = dict(G)
    assert snap.situation(G2, sheets, "away") is not sit  # another game
    snap.forget()
    assert snap.LAST_SNAP == [None, None]
    assert snap.situation(G, sheets, "away") is not sit


def test_clear_cache_drops_the_odds_and_the_snap():
    G, sheets = _scrimmage()
    snap.situation(G, sheets, "away")
    assert coachodds.CACHE and snap.LAST_SNAP[0] is not None
    snap.clear_cache()
    assert coachodds.CACHE == [] and snap.LAST_SNAP == [None, None]


def test_cfs_p1_warm_makes_both_directions_odds_and_prices_before_a_call():
    from games.cfs.coach import caller
    from games.cfs.coach.offense import strengths

    G, sheets = _scrimmage()
    caller.warm(G, sheets)
    assert len(coachodds.CACHE) == 2
    for off, dfn in ((OTTERS, RAMS), (RAMS, OTTERS)):
        e = coachodds.pair(off, dfn)
        assert e[6] is not None and e[6][0] is G["house"]
        assert e[6][1] is strengths(G["house"], off, dfn)


def test_a_games_two_directions_share_their_computed_yardage_tables():
    """coachodds: a computed yardage table a cached pair already holds is not made again (a
    game's two directions share most; on the Pico each is 792 bytes)."""
    a = coachodds.pair(OTTERS, RAMS)
    b = coachodds.pair(RAMS, OTTERS)
    shared = 0
    for s, key in enumerate(b[4]):
        want = coachodds._table(coachodds._dist(key >> 4, (key >> 1) & 7, key & 1))
        assert list(b[5][s]) == list(want), s
        if key in a[4]:
            assert b[5][s] is a[5][a[4].index(key)]
            shared += 1
    assert shared >= 3 and shared < len(b[4])


def test_a_table_cut_from_the_stored_file_is_computed_from_its_key():
    """A read past the end of a stored file cut short (a flash cut by a power loss): the
    table is computed from its distribution's key (2 green, break-away 3, no +20) and kept in
    place of its slot."""
    blob = _fake_file(lambda g, r: 0.5, lambda s: [9.0] * 198)
    cut = coachodds.TABLES_AT + 792 * 16 + 100  # inside the table of slot 16
    cfs.read_at = _reader(blob[:cut])
    coachodds.reread()
    key = (2 * 8 + 3) * 2
    assert coachodds._slot(2, 3, False) == 16
    e = [None, None, None, None, bytes([key, 0]), [16, 0], None, None, None, None]
    out = array("f", [0.0] * 6)
    coachodds.at(e, 1, 5, out, 3)  # slot 0: in the file
    assert list(out[3:]) == [9.0, 9.0, 9.0]
    coachodds.at(e, 0, 5, out, 0)  # slot 16 before the cut: read
    assert list(out[:3]) == [9.0, 9.0, 9.0] and type(e[5][0]) is int
    coachodds.at(e, 0, 30, out, 0)  # past it
    want = coachodds._table(coachodds._dist(2, 3, False))
    assert list(out[:3]) == list(want[90:93])
    assert type(e[5][0]) is not int and list(e[5][0]) == list(want)
    assert type(e[5][1]) is int


def test_on_the_pico_the_coach_keeps_its_numbers_in_arrays():
    """coachodds' memory promise: with MEMO 0 (the Pico) what the coach keeps between calls is
    in arrays (4 or 8 bytes a number, not a 16-byte float object): a pair's odds (five
    columns of singles, P(stopped) in the interpreter's float), its index, the play
    strengths and a snap's values; the host's memo (MEMO on) uses lists."""
    from games.cfs.coach.offense import strengths

    assert coachodds.FLOAT == "d"  # CPython's float is a double
    z = coachodds.floats(3)
    assert type(z) is array and z.typecode == "d" and list(z) == [0.0] * 3
    e = coachodds.pair(OTTERS, RAMS)
    assert [c.typecode for c in e[3]] == ["f", "f", "f", "f", "f", "d"]
    assert type(e[2]) is bytearray and type(e[9]) is bytearray and type(e[4]) is bytes
    s = strengths(house_rules(), OTTERS, RAMS)
    assert type(s) is array and s.typecode == "d"
    sit = values.Sit(house_rules(), OTTERS, RAMS, 60, 60, 40, 1, 10, False, 0)
    means, varis = sit.values(0)
    assert type(means) is array and type(varis) is array
    assert sit.memo is None
    snap.clear_cache()
    coachodds.MEMO = 100
    assert coachodds.floats(2) == [0.0, 0.0]
    assert type(strengths(house_rules(), OTTERS, RAMS)) is list
    sit = values.Sit(house_rules(), OTTERS, RAMS, 60, 60, 40, 1, 10, False, 0)
    assert type(sit.values(0)[0]) is list and sit.memo is not None


def test_cfs_k4_h3_a_punt_landing_on_the_goal_line_is_a_touchback_and_returns_stop_at_the_99():
    """K4 with H3: a punt reaching 100 (the 61 plus 39) is a touchback, the ball on the 20,
    and cannot be blocked; and however long the return, the coach reads the other team's
    ball on its 99 at most."""
    import copy

    from games.cfs.coach.kicks import _punt_option

    sit = _KickSnap(61)
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    out = _punt(sit, 61, 7, -sit.opp(46))
    assert sum(1 for q, _ in out if q == 1 / 6) == 5  # 39 yards and more: touchbacks
    assert (m, v) == pytest.approx(_mv(out), abs=1e-12)
    far = copy.deepcopy(RAMS)
    far["punt_return"] = [40, 40, 40, 40, 40, 40]  # no roll-again: no block
    sit = _KickSnap(1, house=house_rules({"punt_return_table": "receiving"}))
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": far}, "away")
    out = [(1 / 6, -sit.opp(min(100 - 1 - d + 40, 99))) for d in OTTERS["punting"]]
    assert (m, v) == pytest.approx(_mv(out), abs=1e-12)
    assert -sit.opp(99) in [x for _, x in out]


def test_going_for_it_equal_bases_the_first_and_a_try_of_equal_chances_is_the_kick(monkeypatch):
    from games.cfs.coach.kicks import _go_option

    sit = _Snap(
        {"base_run": {0: 1.0, 1: 0.5}, "base_pass": {0: 0.5, 1: 1.0}}, {"base_pass": {1: 2.0}}
    )
    assert _go_option(sit, [0, 1]) == (1.0, 0.0)  # both bases leave 1.0: Base Run's answer
    # A house where the two-point try is the kick (good on 1-2 for 2 points each way).
    from games.cfs.coach import kicks

    G, sheets = _try_game(-2, 0, 20, "away")
    G["house"]["pat_good"] = 2
    G["house"]["points"]["pat"] = 2
    assert kicks.kick_choice(G, sheets, "away")[:2] == ("pat", "KICK PAT")


PENALTIES = [
    {"name": "P", "yards": y, "auto_first": a}
    for y in (1, 2, 5, 10, 15, 30, -1, -2, -5, -10, -15, -30)
    for a in (False, True)
]


def test_cfs_s1_h1_a_flag_is_valued_at_the_state_the_game_puts_the_ball_in():
    """S1 with H1, with and without the half-distance rule: for flags of 1 to 30 yards either
    way, with or without an automatic first down, at ball-on spots around every boundary and
    downs 2 and 4, the coach's value of the penalty is its value of the down, distance and
    spot moves.penalty (the game) makes; without the rule a flag still stops at the 1 or
    the 99, never a safety or a touchdown."""
    from games.cfs.rules import moves

    G, sheets = _scrimmage()
    spots = (1, 2, 3, 4, 9, 11, 19, 20, 21, 31, 41, 59, 61, 69, 71, 79, 81, 89, 91, 95, 97, 98, 99)
    for house in (house_rules(), house_rules({"half_distance": False})):
        G["house"] = house
        for b in spots:
            for d in (2, 4):
                t = min(10, 100 - b) if d == 2 else min(5, 100 - b)
                sit = values.Sit(house, OTTERS, RAMS, 60, 60, b, d, t, b + t >= 100, 0)
                for p in PENALTIES:
                    G["ball_on"], G["down"], G["to_go"] = b, d, t
                    G["goal_to_go"] = b + t >= 100
                    moves.penalty(G, sheets, "away", p)
                    assert 1 <= G["ball_on"] <= 99
                    want = sit.v(G["ball_on"], G["down"], G["to_go"])
                    assert sit._penalty(p) == pytest.approx(want, abs=1e-12), (b, d, p)


# --- the calls on real game states: what the rules allow, the play after its price ----------

REAL = [
    # (ball on, down, to go, the Otters' lead, their plays spent)
    (25, 1, 10, 0, 0),
    (50, 3, 14, -6, 58),
    (96, 1, 4, 0, 0),
    (40, 4, 2, -3, 40),
    (70, 2, 8, 7, 66),
]


@pytest.mark.parametrize("b,d,t,lead,spent", REAL)
def test_cfs_c1_c4_p4_the_coachs_calls_on_game_states(b, d, t, lead, spent):
    """C1-C4 on real snaps, the Otters (away) with the ball: a base (T3); the play called is
    available (C4) and the best after P4's price, SAVE (0.6) * (its strength - the average of
    the uses left), scaled by the plays left; a check-off only into a package under the base
    with uses left (C2, C3); an audible only to another available play; a kicking choice the
    game allows (G2, G3)."""
    from kits.coach import SHEETS, at

    from games.cfs.coach import caller
    from games.cfs.rules import calls, game

    G = at(b, d, t, lead=lead, spent=spent)
    off, dfn = "away", "home"
    offense, defense = SHEETS[off], SHEETS[dfn]
    om, dm = G["marks"][off], G["marks"][dfn]
    avail = calls.available_plays(offense, om)
    base, why, say = caller.choose_base(G, SHEETS, dfn)
    assert base in ("base_run", "base_pass") and say.startswith(
        snap.down_text(snap.situation(G, SHEETS, off))
    )
    name, why, say = caller.choose_play(G, SHEETS, off, base)
    i = offense["play_index"][name]
    assert i in avail
    sit = snap.situation(G, SHEETS, off)
    s = caller.strengths(G["house"], offense, defense)
    left = min(sit.lo, sit.ld)
    w = 0.6 * ((left - 10) / 30.0 if left < 40 else 1.0)
    uses = {k: offense["plays"][k]["uses"] - om["plays"][k] for k in avail}
    mean = sum(s[k] * uses[k] for k in avail) / sum(uses.values())
    di = coachodds.DI[base]

    def after_price(k):
        return sit.objective(di, k) - (w * (s[k] - mean) if w > 0 else 0.0)

    assert after_price(i) == pytest.approx(max(after_price(k) for k in avail), abs=1e-9)
    pkg, why, say = caller.choose_checkoff(G, SHEETS, dfn, base, name)
    assert pkg is None or pkg in calls.checkoff_options(defense, dm, base)
    if pkg is not None:
        new, why, say = caller.choose_audible(G, SHEETS, off, base, name, pkg)
        assert new is None or (new != name and offense["play_index"][new] in avail)
    assert caller.kick_choice(G, SHEETS, off)[0] in game.legal(G, SHEETS) + ["play"]
    caller.forget()


def test_the_coach_calls_for_the_home_team_too():
    """The same calls with the Rams (home) on offense: the snap read from their side."""
    from kits.coach import SHEETS, at

    from games.cfs.coach import caller
    from games.cfs.rules import calls

    G = at(30, 2, 7, side="home")
    rams = SHEETS["home"]
    base, _, say = caller.choose_base(G, SHEETS, "away")
    assert say.startswith("2nd and 7 at own 30: Cascade Otters calls")
    name = caller.choose_play(G, SHEETS, "home", base)[0]
    assert name in [
        rams["plays"][k]["name"] for k in calls.available_plays(rams, G["marks"]["home"])
    ]
    pkg = caller.choose_checkoff(G, SHEETS, "away", base, name)[0]
    assert pkg is None or pkg in calls.checkoff_options(SHEETS["away"], G["marks"]["away"], base)
    for play in ("Power", "Fullback Trap"):  # Rams' plays the Otters do not have
        pkg = caller.choose_checkoff(G, SHEETS, "away", base, play)[0]
        assert pkg is None or pkg in calls.checkoff_options(
            SHEETS["away"], G["marks"]["away"], base
        )
    assert caller.kick_choice(G, SHEETS, "home") == ("play", "", "")


def test_h3_a_house_where_two_is_the_better_try_goes_for_two():
    """H3's odds are data: with the two-point try good on 1-5 (as often as the kick), two
    points are worth more than one early in the game too."""
    from games.cfs.coach import kicks
    from games.cfs.coach.points import phi

    G, sheets = _try_game(6, 38, 20)
    G["house"]["two_point_good"] = 5
    s = math.sqrt(82.0)

    def wp(m):
        return phi((m - 2.05) / s)

    w1 = 5 / 6 * wp(7) + 1 / 6 * wp(6)
    w2 = 5 / 6 * wp(8) + 1 / 6 * wp(6)
    assert w2 > w1
    assert kicks.kick_choice(G, sheets, "away") == (
        "two",
        "GO FOR 2",
        "Up 6 after the touchdown: two-point try (win %s vs %s)" % (_pct(w2), _pct(w1)),
    )


def test_a_cut_file_under_a_cached_pair_computes_the_table_from_its_key():
    """A stored file cut right after its P(green >= red) (a flash cut short): a pair made from
    it keeps slots, and the first read past the cut computes the table of the slot's key
    (never another pair's slot taken for a table)."""
    blob = _fake_file(p_at_least, lambda s: [9.0] * 198)
    cfs.read_at = _reader(blob[: coachodds.TABLES_AT])
    coachodds.reread()
    e = coachodds.pair(OTTERS, RAMS)
    assert all(type(t) is int for t in e[5])
    out = array("f", [0.0] * 3)
    coachodds.at(e, 0, 5, out, 0)
    key = e[4][0]
    want = coachodds._table(coachodds._dist(key >> 4, (key >> 1) & 7, key & 1))
    assert list(out) == list(want[15:18])
    assert list(e[5][0]) == list(want) and type(e[5][1]) is int


# --- the second pass (mutmut's survivors of the coach batch) ---------------------------------


def test_the_hosts_memo_restores_a_snaps_coefficients_for_the_defenses_not_yet_read():
    """MEMO (a pure speed-up on the host) never changes a value: a second reading of a snap
    (another Sit: its coefficients come from the memo, its values for a defense the first
    reading never asked for are computed from them) gives the values computed without it."""
    house = house_rules()
    for b, d, t in ((40, 2, 6), (70, 3, 12), (92, 2, 8)):
        want = _values(house, 99, 99, b, d, t)
        snap.clear_cache()
        coachodds.MEMO = 40000
        first = values.Sit(house, OTTERS, RAMS, 99, 99, b, d, t, b + t >= 100, 0)
        first.values(0)
        second = values.Sit(house, OTTERS, RAMS, 99, 99, b, d, t, b + t >= 100, 0)
        assert second.memo is first.memo
        got = [(list(m), list(v)) for m, v in (second.values(di) for di in range(9))]
        assert got == want, (b, d, t)
        coachodds.MEMO = 0
        snap.clear_cache()


def test_a_snaps_reading_is_made_again_for_other_sheets_or_another_house_in_the_same_game():
    """The reading is of the game's sheets and house rules (P1, H1-H3): the same game given
    other sheet objects (an edited sheet) or another house makes a new reading of them."""
    import copy

    G, sheets = _scrimmage()
    sit = snap.situation(G, sheets, "away")
    otters = copy.deepcopy(OTTERS)
    new = snap.situation(G, {"home": RAMS, "away": otters}, "away")
    assert new is not sit and new.offense is otters and new.defense is RAMS
    rams = copy.deepcopy(RAMS)
    newer = snap.situation(G, {"home": rams, "away": otters}, "away")
    assert newer is not new and newer.defense is rams and newer.offense is otters
    G["house"] = dict(G["house"])
    last = snap.situation(G, {"home": rams, "away": otters}, "away")
    assert last is not newer and last.house is G["house"]


def test_cfs_c1_the_defense_calls_its_base_for_its_own_side_home_or_away():
    """C1 step 1: the team on defense calls the base; with the Otters (away) on offense the
    Rams (home) call it, read from their side (the home team's case is above)."""
    from kits.coach import SHEETS, at

    from games.cfs.coach import caller

    G = at(30, 2, 7)
    base, _, say = caller.choose_base(G, SHEETS, "home")
    assert base in ("base_run", "base_pass")
    assert say.startswith("2nd and 7 at own 30: Granite Rams calls")


def test_cfs_c1_the_defense_weighs_the_audibles_risk_term_after_a_checkoff(monkeypatch):
    """C1: after a check-off the offense may audible to its best answer, judged by its own
    objective, mean + rho * variance: trailing (rho 0.25), a play of high variance is the
    answer that makes Zone a loss for the defense."""
    prices = {d: 0.1 for d in PKGS}
    means = {"base_pass": {0: 2.0}, "zone": {0: 1.0, 1: 2.5}}
    # Zone: the play called drops to 1.0 (takes away 1.0), but play 1 is 2.5 + 0.25 * 2 = 3.0
    # to the offense: gain 2 - (0.5 * 1.0 + 0.5 * 3.0) - 0.1 = -0.1: stay.
    sit = _Snap(means, {"zone": {1: 2.0}}, rho=0.25, avail=(0, 1), plan=(prices, False))
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks({"zone": 1}))[0] is None
    # Leading (rho -0.25): play 1 is 2.0 to the offense: gain 2 - 1.5 - 0.1 = 0.4: Zone.
    sit = _Snap(means, {"zone": {1: 2.0}}, rho=-0.25, avail=(0, 1), plan=(prices, False))
    assert _checkoff(monkeypatch, sit, dmarks=_dmarks({"zone": 1}))[0] == "zone"


def test_cfs_c1_an_audible_from_a_fresh_reading_of_the_snap_is_the_same():
    """C1 step 4 from the game state alone (coach.py: every call is a pure function of the
    game state): a reading of the snap made anew (the last one forgotten, as after a resume
    between the check-off and the audible) gives the same answer as the reading the play
    was called from."""
    from kits.coach import SHEETS, at

    from games.cfs.coach import caller

    G = at(40, 3, 6, spent=10)
    name = caller.choose_play(G, SHEETS, "away", "base_pass")[0]
    for pkg in ("zone", "man_to_man", "outside_blitz"):
        want = caller.choose_audible(G, SHEETS, "away", "base_pass", name, pkg)
        caller.forget()
        assert caller.choose_audible(G, SHEETS, "away", "base_pass", name, pkg) == want, pkg
        caller.forget()


def test_h3_g1_the_home_teams_try_weighs_its_own_lead_and_the_away_teams_plays():
    """The try (H3) for the home team: its lead over the away team, its own plays and the
    away team's (the team receiving after it) read from the right sides."""
    from games.cfs.coach import kicks
    from games.cfs.rules import calls, game
    from sideline.dice import seed_state

    sheets = {"home": OTTERS, "away": RAMS}
    G = game.new_game(sheets, seed_state(1))
    G["phase"] = game.TRY
    G["possession"] = "home"
    G["score"] = {"home": 12, "away": 14}  # down 2 after the touchdown
    G["marks"]["home"]["run"] = 32
    G["marks"]["home"]["pass"] = 18  # the Otters: 20 plays left
    G["marks"]["away"]["run"] = 27  # the Rams: 38 plays left
    assert calls.plays_left(OTTERS, G["marks"]["home"]) == 20
    assert calls.plays_left(RAMS, G["marks"]["away"]) == 38
    # Early, down 2: the kick (35% against 35%, by a hair), the Rams receiving after it.
    w1, w2 = _wins(-2, math.sqrt(82.0), -2.05)
    assert w1 > w2
    assert kicks.kick_choice(G, sheets, "home") == (
        "pat",
        "KICK PAT",
        "Extra point kick (win %s vs %s going for two)" % (_pct(w1), _pct(w2)),
    )


def test_cfs_k4_h3_a_touchback_elsewhere_than_the_20_counts_in_the_punts_spread():
    """K4 with a house's touchback on the 25 (H3): the punts that reach the end zone are the
    other team's ball on its 25 in the variance too."""
    from games.cfs.coach.kicks import _punt_option

    house = house_rules({"punt_touchback": 25})
    sit = _KickSnap(60, house=house)
    out = []
    for dist in OTTERS["punting"]:
        if 60 + dist >= 100:
            out.append((1 / 6, -sit.opp(25)))  # never blocked: no return is rolled
        else:
            out.append((35 / 36 / 6, -sit.opp(100 - 60 - dist + 7)))
            out.append((1 / 36 / 6, -sit.opp(47)))
    m, v = _punt_option(sit, None, {"away": OTTERS, "home": RAMS}, "away")
    assert (m, v) == pytest.approx(_mv(out), abs=1e-12)


def test_cfs_k5_a_return_table_with_two_roll_again_faces():
    """K5 (and T4: any face may be "N & Roll Again", sheet.check needs one plain): faces 1
    and 2 roll again (6 and 2 yards), 3-6 are 0, 4, 8, 12. A roll-again chain with no block
    is worth C = (6 + 2 + 2C + 24) / 6, C = 8; after a first 1 or 2, the first re-roll's 6
    blocks, its 1-5 give 6 + 8, 2 + 8, 0, 4, 8 (36 / 5 on average). E[yards; no block] =
    24/6 + (5/36)(6 + 7.2) + (5/36)(2 + 7.2) = 256/36, over P(no block) = 1 - 2/36."""
    from games.cfs.coach.kicks import _return_yards

    p_ra, mean = _return_yards([{"roll_again": 6}, {"roll_again": 2}, 0, 4, 8, 12])
    assert p_ra == pytest.approx(2 / 6, abs=1e-12)
    assert mean == pytest.approx(256 / 34, abs=1e-12)


@pytest.mark.parametrize(
    "b,d,t,k1,k2",
    [
        (30, 2, 70, 65, 65),  # goal to go from the 30: 70 yards, past the lumped 65
        (34, 1, 66, 65, 65),
        (35, 3, 65, 65, 65),
        (20, 2, 70, 65, 65),  # 70 to go, 80 to the goal: both beyond the tables
        (40, 2, 12, 12, 60),
        (36, 2, 64, 64, 64),
    ],
)
def test_cfs_y1_y4_a_snap_reads_its_tables_at_the_line_and_the_goal_or_the_lumped_65(
    monkeypatch, b, d, t, k1, k2
):
    """coachodds: a yardage table holds 0..64 yards and, at 65, every longer gain lumped (as
    reaching 65). A snap reads each table at the yards to the line to gain and to the goal
    line, or at 65 where those are longer: the lumped slot is all a table knows of them."""
    reads = []
    real = values.at

    def at(e, s, k, out, o):
        reads.append((s, k))
        real(e, s, k, out, o)

    monkeypatch.setattr(values, "at", at)
    sit = values.Sit(house_rules(), OTTERS, RAMS, 99, 99, b, d, t, b + t >= 100, 0)
    sit.values(0)
    n = len(sit.e[5])
    assert reads == [x for s in range(n) for x in ((s, k1), (s, k2))]


@pytest.mark.parametrize(
    "lo,ld,n",
    [
        (41, 45, 2 * 40 + 5),  # the defense 5 plays more: 5 more snaps, under G3's cap of 10
        (46, 45, 2 * 45),  # as many plays left each after this one: no extra snap
        (40, 48, 2 * 39 + 9),
        (36, 50, 2 * 35 + 10),  # 15 more: capped at 10
        (50, 46, 2 * 46 + 3),  # the offense 3 more
    ],
)
def test_cfs_g3_the_team_with_more_plays_left_adds_its_extra_snaps_up_to_ten(lo, ld, n):
    """G1 and G3's last possession: the game's spread counts both teams' snaps, twice the
    fewer plays left (after this one), plus the difference, at most 10, that G3 lets the
    team with more plays left run after the other is out."""
    house = house_rules({"last_possession": True})
    sit = values.Sit(house, OTTERS, RAMS, lo, ld, 40, 1, 10, False, 0)
    assert sit.s2 == pytest.approx(1.8 * n + 10.0, abs=1e-9)
