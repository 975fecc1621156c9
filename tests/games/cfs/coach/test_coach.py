"""The coach (rules P4 with C1-C4, and the rules' "all defenses must be used"): legal calls
over 100,000 plays, its strength against the card caller, package spending, Goal Line and
Prevent at their moments, fourth downs, tries, and saving the strong plays."""

import pytest
from kits.coach import OTTERS, RAMS, SHEETS, SLUGS, TEAMS, at
from kits.stats import wilson_interval

from games.cfs.callers import solitaire
from games.cfs.coach import caller, odds
from games.cfs.coach import offense as coachoffense
from games.cfs.coach import snap as coachsnap
from games.cfs.rules import calls, game
from games.cfs.sheet.parts import PACKAGES
from sideline.dice import seed_state

PAIRS = [(a, b) for a in SLUGS for b in SLUGS if a != b]


@pytest.fixture(autouse=True, scope="module")
def host_memo():
    # The host's speed-up (a pure cache): the calls are the same with or without it, as the
    # scenario runs without it in the MicroPython VM and test_callers compares the two.
    old = odds.MEMO
    odds.MEMO = 40000
    yield
    odds.MEMO = old


def _play_games(want_plays):
    """Games until want_plays scrimmage plays: every pairing, the coach on both sides, against
    the card on either side, one game in four with house option G3 (last possession)."""
    seen = {"plays": 0, "games": 0, "checkoffs": [], "packages_left": [], "kicks": [], "why": set()}
    mixes = (("coach", "coach"), ("coach", "card"), ("card", "coach"))
    g = 0
    while seen["plays"] < want_plays:
        a, b = PAIRS[g % len(PAIRS)]
        kinds = mixes[g % 3]
        house = {"last_possession": True} if g % 4 == 3 else None
        sheets = {"home": TEAMS[a], "away": TEAMS[b]}
        G = game.new_game(sheets, seed_state(1000 + g), house, "home" if g % 2 else "away")
        states = {
            "home": solitaire.new_caller_state(kinds[0], 2 * g + 1),
            "away": solitaire.new_caller_state(kinds[1], 2 * g + 2),
        }
        while not game.is_over(G):
            log = []
            snap = (G["ball_on"], G["down"], G["to_go"], dict(G["score"]))
            action = solitaire.next_action(states, G, sheets, log)
            for side, step, choice, why, _ in log:
                seen["why"].add(why)
                if step == "checkoff" and choice and states[side]["defense"] == "coach":
                    off = game.other(side)
                    left = min(
                        calls.plays_left(sheets[off], G["marks"][off]),
                        calls.plays_left(sheets[side], G["marks"][side]),
                    )
                    lead = snap[3][side] - snap[3][off]
                    seen["checkoffs"].append((choice, why, snap[0], snap[1], snap[2], lead, left))
                if step == "kick" and states[side]["offense"] == "coach":
                    seen["kicks"].append((choice, why))
            # game.apply raises IllegalCall for an illegal call or action (C1-C4, G2, G3).
            game.apply(G, sheets, action)
            if action["t"] == "play":
                seen["plays"] += 1
        seen["games"] += 1
        for side in ("home", "away"):
            if states[side]["defense"] == "coach":
                m = G["marks"][side]
                d = sheets[side]["defenses"]
                seen["packages_left"].append(sum(d[p]["uses"] - m["packages"][p] for p in PACKAGES))
        g += 1
    return seen


@pytest.fixture(scope="module")
def many():
    return _play_games(100_000)


def test_cfs_c1_c4_coach_makes_no_illegal_call_in_100000_plays(many):
    """Every call went through calls.check_call (in callers.full_call) and game.apply, which
    raise on a base that is not a base, a check-off outside the base (C2) or spent (C3), a
    spent play or kind total (C4), an audible without a check-off (C1) and any action the
    game does not allow (fourth-down kicks, G2/G3 out of plays)."""
    assert many["plays"] >= 100_000 and many["games"] > 500
    assert {c for c, _ in many["kicks"]} >= {"play", "punt", "fg", "pat", "two"}


def test_every_reason_in_100000_plays_fits_the_text_display(many):
    """1-8 characters of the 14-segment font's capitals, digits and signs (callers.DISPLAY_CHARS:
    no dot, which the display folds into the character before it)."""
    whys = many["why"]
    assert {"SAVE BIG", "GOALLINE", "PREVENT", "USE PKGS", "GO 4TH", "GO FOR 2"} <= whys
    for why in whys:
        assert 1 <= len(why) <= solitaire.WHY_MAX and all(c in solitaire.DISPLAY_CHARS for c in why)


def test_cfs_g6_coach_uses_all_its_packages_by_the_end(many):
    """G6, the rules' "all defenses must be used": the coach plans its check-offs so that in at
    least 90% of its games every package square is marked (measured: about 98%)."""
    left = many["packages_left"]
    assert len(left) > 500
    assert sum(1 for x in left if x == 0) / len(left) >= 0.90


def test_goal_line_near_the_own_goal_and_prevent_for_a_late_lead_or_long_yardage(many):
    """Goal Line only inside the defense's 20, Prevent only with a lead in the last 25 plays or
    on second or third and 10 or more; either anywhere only when the end of the game forces
    the last packages out (reason USE PKGS)."""
    n_goal = n_prevent = 0
    for pkg, why, b, d, t, lead, left in many["checkoffs"]:
        if why == "USE PKGS":
            continue
        if pkg == "goal_line":
            n_goal += 1
            assert b >= 80 and why == "GOALLINE"
        elif pkg == "prevent":
            n_prevent += 1
            assert why == "PREVENT"
            assert (lead > 0 and left <= 25) or (d >= 2 and t >= 10)
        else:
            assert why == "MATCHUP"
    assert n_goal > 100 and n_prevent > 20


def test_cfs_p4_coach_beats_the_card_caller():
    """Coach against card, 240 games (20 per ordered pair of the shipped teams, the coach at
    home in half), ties counting half. Stated test: the coach is better than the card caller
    if the 95% Wilson interval of its win rate lies above 0.5 (`sideline simulate --strength`:
    0.9986)."""
    score = 0.0
    n = 0
    for p, (a, b) in enumerate(PAIRS):
        for i in range(20):
            coach_home = i % 2 == 0
            sheets = (
                {"home": TEAMS[a], "away": TEAMS[b]}
                if coach_home
                else {
                    "home": TEAMS[b],
                    "away": TEAMS[a],
                }
            )
            kinds = ("coach", "card") if coach_home else ("card", "coach")
            G = game.new_game(sheets, seed_state(50_000 + 100 * p + i))
            states = {
                "home": solitaire.new_caller_state(kinds[0], 7 * i + 1),
                "away": solitaire.new_caller_state(kinds[1], 7 * i + 2),
            }
            while not game.is_over(G):
                game.apply(G, sheets, solitaire.next_action(states, G, sheets))
            w = game.winner(G)
            score += 0.5 if w is None else float((w == "home") == coach_home)
            n += 1
    low, _ = wilson_interval(score, n)
    assert low > 0.5, (score, n)


# --- decisions in set situations ---------------------------------------------------------


@pytest.mark.parametrize("side", ["home", "away"])
def test_fourth_and_30_deep_in_own_end_is_a_punt(side):
    """(On 4th and 18 the Otters rightly go: their +20 plays turn any gain against the Rams'
    one red die against a pass into a first down, 58% of the time.)"""
    G = at(10, 4, 30, side=side)
    choice, why, say = caller.kick_choice(G, SHEETS, side)
    assert (choice, why) == ("punt", "PUNT") and "win chance" in say


def test_fourth_down_at_the_goal_line_trailing_late_goes_for_it():
    G = at(99, 4, 1, lead=-4, spent=62)
    choice, why, say = caller.kick_choice(G, SHEETS, "away")
    assert (choice, why) == ("play", "GO 4TH") and "win chance" in say


def test_cfs_g2_out_of_plays_in_range_kicks_the_field_goal():
    G = at(75, 2, 8, spent=70)
    assert calls.out_of_plays(OTTERS, G["marks"]["away"])
    assert caller.kick_choice(G, SHEETS, "away")[:2] == ("fg", "FG LAST")
    G = at(75, 2, 8, spent=70, house={"last_possession": True})  # G3: must kick
    assert caller.coach_kick_choice(G, SHEETS, "away") in game.legal(G, SHEETS)


def _try(lead_after_td, spent, out):
    G = at(97, 1, 3, lead=lead_after_td, spent=spent)
    G["phase"] = game.TRY
    G["out"] = "away" if out else None
    return caller.kick_choice(G, SHEETS, "away")


def test_the_try_kick_early_and_two_when_only_two_ties_at_the_end():
    assert _try(6, 0, False)[0] == "pat"  # early: 5/6 of a point beats 2/6 of two
    assert _try(-2, 70, True)[:2] == ("two", "GO FOR 2")  # last play: a kick still loses
    assert _try(-1, 70, True)[0] == "pat"  # a kick ties
    assert _try(0, 70, True)[0] == "pat"  # a kick wins by one, two points by two: kick


def test_cfs_p4_goal_line_stand_checks_off_against_a_run():
    G = at(96, 1, 4)
    base, why, _ = caller.choose_base(G, SHEETS, "home")
    assert (base, why) == ("base_run", "GOALLINE")
    pkg, why, _ = caller.choose_checkoff(G, SHEETS, "home", "base_run", "Inside Zone")
    assert (pkg, why) == ("goal_line", "GOALLINE")
    G = at(50, 1, 10)  # midfield: Goal Line is not for sale
    pkg = caller.choose_checkoff(G, SHEETS, "home", "base_run", "Inside Zone")[0]
    assert pkg != "goal_line"


def test_cfs_p4_prevent_protects_a_late_lead_on_long_yardage():
    # The Rams lead by 6; the Otters have 12 plays left, 3rd and 14 at midfield; every other
    # pass package is spent, so Prevent is the only check-off against the Seam pass.
    G = at(50, 3, 14, lead=-6, spent=58)
    marks = G["marks"]["home"]
    for d in ("outside_blitz", "zone", "man_to_man", "4-4", "inside_blitz", "goal_line"):
        marks["packages"][d] = RAMS["defenses"][d]["uses"]
    pkg, why, _ = caller.choose_checkoff(G, SHEETS, "home", "base_pass", "Seam")
    assert (pkg, why) == ("prevent", "PREVENT")


def test_cfs_p4_strong_plays_are_saved_on_first_down_and_spent_late():
    """With the game ahead the coach keeps a play that beats the base by more than its others
    (SAVE BIG); in the last ten plays it calls its best matchup."""
    early = at(25, 1, 10)
    name, why, say = caller.choose_play(early, SHEETS, "away", "base_pass")
    assert why == "SAVE BIG" and "saved for a bigger moment" in say
    sit = coachsnap.situation(early, SHEETS, "away")
    best_raw = coachoffense.best_play(sit, 1, sit.avail, early["marks"]["away"], priced=False)[0]
    assert OTTERS["plays"][best_raw]["name"] != name
    late = at(25, 1, 10, spent=62)
    sit = coachsnap.situation(late, SHEETS, "away")
    name, why, _ = caller.choose_play(late, SHEETS, "away", "base_pass")
    best_raw = coachoffense.best_play(sit, 1, sit.avail, late["marks"]["away"], priced=False)[0]
    assert why != "SAVE BIG" and OTTERS["plays"][best_raw]["name"] == name


def test_coach_calls_are_pure_functions_of_the_state():
    G = at(40, 2, 6)
    first = caller.choose_play(G, SHEETS, "away", "base_run")
    caller.clear_cache()
    assert caller.choose_play(G, SHEETS, "away", "base_run") == first
    old = odds.MEMO
    odds.MEMO = 0
    try:
        caller.clear_cache()
        assert caller.choose_play(G, SHEETS, "away", "base_run") == first
    finally:
        odds.MEMO = old


@pytest.mark.parametrize("pair", PAIRS[:4] + PAIRS[-2:])
def test_cfs_m4_m5_quiet_rows_are_the_matchups_without_a_yellow_die(pair):
    """A pair marks a row of odds quiet exactly when neither the play nor the defense has a
    yellow die: then nothing sends the play to the Special-Play chart (M4, M5), so its
    turnover, loss and penalty odds are exactly 0.0 and a play's value may skip them."""
    offense, defense = TEAMS[pair[0]], TEAMS[pair[1]]
    odds.CACHE[:] = []
    e = odds.pair(offense, defense)
    rowof, (_, pt, pl, pp, pq, _), quiet = e[2], e[3], e[10]
    kinds = set()
    for i, play in enumerate(offense["plays"]):
        for di, d_id in enumerate(odds.DEFENSES):
            row = rowof[i * odds.NDEF + di]
            calm = play["yellow"] == 0 and defense["defenses"][d_id]["yellow"] == 0
            assert quiet[row] == (1 if calm else 0), (play["name"], d_id)
            if calm:
                assert pt[row] == pl[row] == pp[row] == pq[row] == 0.0
            else:
                assert pt[row] > 0 and pl[row] > 0 and pp[row] + pq[row] > 0
            kinds.add(calm)
    assert kinds == {True, False}


def _dice(play, d, d_id):
    # What a play's values against defense d_id depend on (T1-T3, M1-M5, Y1-Y6).
    red = d["red_run"] if play["kind"] == "run" else d["red_pass"]
    green = play.get("green_vs", {}).get(d_id, play["green"])
    return (green, red, play["yellow"], play["break_away"], play["bonus20"])


@pytest.mark.parametrize("pair", PAIRS[:3] + PAIRS[-3:])
def test_a_play_with_an_earlier_plays_dice_and_table_is_marked_with_it(pair):
    """Against a defense, a play whose green, red, yellows, break-away and +20 are all an
    earlier play's (the same row of odds and yardage table) is marked with the first such
    play, whose values it then has; every other play with 255."""
    offense, defense = TEAMS[pair[0]], TEAMS[pair[1]]
    odds.CACHE[:] = []
    e = odds.pair(offense, defense)
    same = e[11]
    plays = offense["plays"]
    marked = 0
    for di, d_id in enumerate(odds.DEFENSES):
        d = defense["defenses"][d_id]
        for i, p in enumerate(plays):
            mine = _dice(p, d, d_id)
            first = next((k for k in range(i) if _dice(plays[k], d, d_id) == mine), 255)
            assert same[i * odds.NDEF + di] == first, (p["name"], d_id)
            marked += first != 255
    assert marked > 0


@pytest.mark.parametrize("b,d,t", [(25, 1, 10), (50, 3, 7), (80, 2, 3), (95, 4, 5)])
def test_play_values_skip_only_exact_zeros(b, d, t):
    """The values a snap gives are bit for bit the full sum of the five outcomes (gain,
    stopped, loss, the two penalties, turnover) with the pair's odds: skipping a quiet row's three
    zero terms changes no number, so no call changes."""
    from games.cfs.coach import values
    from games.cfs.rules.house import house_rules

    odds.CACHE[:] = []
    sit = values.Sit(house_rules(), OTTERS, RAMS, 40, 40, b, d, t, b + t >= 100, 0)
    e = sit.e
    gains = sit._gains()
    pg, pt, pl, pp, pq, ps = e[3]
    for di in range(odds.NDEF):
        means, varis = sit.values(di)
        for i in range(len(OTTERS["plays"])):
            j = i * odds.NDEF + di
            r = e[2][j]
            s = 2 * e[9][j]
            m = pg[r] * gains[s] + ps[r] * sit.vs + pl[r] * sit.vl + pp[r] * sit.vp
            m = m + pq[r] * sit.vq + pt[r] * sit.vt
            v = pg[r] * gains[s + 1] + ps[r] * sit.vs2 + pl[r] * sit.vl2 + pp[r] * sit.vp2
            v = v + pq[r] * sit.vq2 + pt[r] * sit.vt2
            v = v - m * m
            assert (means[i], varis[i]) == (m, v), (i, di)
