"""The coach's memory on the device: what it keeps between calls after a whole game in the
real MicroPython VM, that a game without a coach never loads it, and that its compact
yardage tables give the numbers the earlier full tables held (test_callers compares its
calls between CPython and the VM)."""

import json
import math
from array import array

import pytest

from games.cfs.coach import odds
from host_tools.emulator.mpvm import run_code

# What the coach may keep after a game of coach against coach (its odds for the game's two
# pairs of sheets, their yardage tables and nothing of the last snap) in the VM: 12 tables
# of 3 x 66 singles are about 9.5 KB of it, the same on the Pico. (Distributions of 66
# numbers, summed anew at every snap, kept it under 11 KB but cost most of a typical call's
# time on the Pico: issue 10.) 13.5 KB measured, of which 0.3 KB are the penalties by the
# defense's yellow, a column of their own since they read their own chart (H1), and 0.3 KB
# the marks of the plays whose values are an earlier play's (coachodds._same: a call makes
# a fifth fewer floats with them).
CACHE_MAX = 14 * 1024


def _full_tables(green, ba, bonus):
    # The coach's earlier tables, kept here as the reference: for k = 0..65 in singles,
    # P(Y >= k), E[Y; Y < k] and E[Y^2; Y < k] of the yards of a won matchup.
    from games.cfs.rules.odds import yards_distribution

    n = odds.K_MAX + 2
    p = [0.0] * n
    for y, q in yards_distribution(green, ba, bonus).items():
        p[y if y <= odds.K_MAX else odds.K_MAX + 1] += q
    ge = array("f", [0.0] * (n + 1))
    m1 = array("f", [0.0] * (n + 1))
    m2 = array("f", [0.0] * (n + 1))
    s = 0.0
    for k in range(n - 1, -1, -1):
        s += p[k]
        ge[k] = s
    a = 0.0
    a2 = 0.0
    for k in range(n):
        m1[k] = a
        m2[k] = a2
        a += p[k] * k
        a2 += p[k] * k * k
    return ge, m1, m2


@pytest.mark.parametrize("green", range(1, 7))
def test_distributions_read_what_the_full_tables_held(green):
    """Every green and break-away a sheet allows (1-6), with and without +20, at every
    (to go, yards to the goal) the coach reads (1-65 each): the coach's backward reading of
    the chain gives the singles odds.yards_distribution's roll-by-roll one gives, to a few
    units in their last place (the sums run in another order), and most of them exactly."""
    ks = range(1, odds.K_MAX + 2)
    same = 0
    for ba in range(1, 7):
        for bonus in (False, True):
            ge, m1, m2 = _full_tables(green, ba, bonus)
            p = odds._dist(green, ba, bonus)
            t = odds._table(p)
            for k in ks:
                got = (t[3 * k], t[3 * k + 1], t[3 * k + 2])
                want = (ge[k], m1[k], m2[k])
                for x, y in zip(got, want, strict=True):
                    assert math.isclose(x, y, rel_tol=1e-6, abs_tol=1e-12), (ba, bonus, k)
                same += got == want
    assert same >= 0.5 * 6 * 2 * len(ks), same


_VM_MEMORY = r"""
import gc, json, sys
sys.path.insert(0, "/input")
from games.cfs.rules import game
from games.cfs.callers import solitaire
from sideline.dice import seed_state
from games.cfs.sheet.load import parse_sheet
def load(slug):
    with open("/input/teams/" + slug + ".json") as f:
        return parse_sheet(slug, f.read())[0]
SHEETS = {"home": load("granite_rams"), "away": load("cascade_otters")}
OTHER = {"home": load("bayou_herons"), "away": load("prairie_comets")}
out = {}

# A game of card against card: the coach is never imported.
G = game.new_game(SHEETS, seed_state(7))
states = {
    "home": solitaire.new_caller_state("card", 1),
    "away": solitaire.new_caller_state("card", 2),
}
while not game.is_over(G):
    game.apply(G, SHEETS, solitaire.next_action(states, G, SHEETS))
# None of the coach's modules (its folder, games.cfs.coach, and every module in it).
out["coach_loaded_by_cards"] = [m for m in sys.modules if m.startswith("games.cfs.coach")]

# Coach against coach; every 10 actions (and at the end) the caches are measured by
# dropping them (collections only here, at the top level: see host_tools/emulator/mpvm.py). The
# coach
# rebuilds them at its next call: the calls are the same either way.
G = game.new_game(SHEETS, seed_state(21))
home = solitaire.new_caller_state("coach", 1)
states = {"home": home, "away": solitaire.new_caller_state("coach", 2)}
coach = None
sizes = []
n = 0
kept = 0
pairs = 0
while True:
    over = game.is_over(G)
    if coach is not None and (over or n % 10 == 0):
        gc.collect()
        a0 = gc.mem_alloc()
        coach.clear_cache()
        gc.collect()
        sizes.append(a0 - gc.mem_alloc())
    if over:
        break
    action = solitaire.next_action(states, G, SHEETS)
    coach = sys.modules.get("games.cfs.coach.caller")
    if coach is not None:
        snap = sys.modules["games.cfs.coach.snap"]
        odds = sys.modules["games.cfs.coach.odds"]
    if coach is not None and action["t"] == "play" and snap.LAST_SNAP[1] is not None:
        kept += 1  # a snap's reading outlived its calls
    game.apply(G, SHEETS, action)
    if coach is not None and len(odds.CACHE) > pairs:
        pairs = len(odds.CACHE)
    n += 1
out["sizes"] = sizes
out["snaps_kept"] = kept
out["pairs"] = pairs
out["actions"] = n
out["float_array"] = odds.FLOAT

# A new game of other teams: the last game's tables go.
G = game.new_game(OTHER, seed_state(5))
for _ in range(12):
    game.apply(G, OTHER, solitaire.next_action(states, G, OTHER))
out["pairs_after_new_game"] = [
    (e[0] is OTHER["home"] or e[0] is OTHER["away"]) for e in odds.CACHE
]
print("@@MEM@@" + json.dumps(out))
"""


@pytest.fixture(scope="module")
def vm_memory():
    out, err, rc = run_code(_VM_MEMORY, timeout=600)
    assert "@@MEM@@" in out, (rc, out[-2000:], err[-2000:])
    return json.loads(out.split("@@MEM@@", 1)[1].strip().splitlines()[0])


@pytest.mark.vm
def test_a_game_without_a_coach_does_not_load_it(vm_memory):
    assert vm_memory["coach_loaded_by_cards"] == []


@pytest.mark.vm
def test_the_coach_keeps_one_game_of_odds_under_its_size(vm_memory):
    """Measured in the VM, whose floats are double like CPython's (so both compute alike)."""
    assert vm_memory["float_array"] == "d"
    assert vm_memory["actions"] > 100 and len(vm_memory["sizes"]) > 10
    assert max(vm_memory["sizes"]) <= CACHE_MAX, vm_memory["sizes"]
    assert vm_memory["pairs"] == 2  # never more than the game's two directions
    assert vm_memory["snaps_kept"] == 0  # dropped once the check-off or audible is made


@pytest.mark.vm
def test_a_new_game_of_other_teams_drops_the_last_games_odds(vm_memory):
    assert vm_memory["pairs_after_new_game"] and all(vm_memory["pairs_after_new_game"])
