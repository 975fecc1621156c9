"""Solitaire play-calling (rules P1-P3, C1-C4, T5): callers, the card deck, the P3
fallbacks, the human options, and the same calls on CPython and in the MicroPython VM."""

import json
from pathlib import Path

import pytest
from kits.stats import chi2_sf, chi_square

from games.cfs.callers import cardcaller, cards, solitaire
from games.cfs.rules import calls, game
from games.cfs.sheet.load import parse_sheet
from games.cfs.sheet.parts import CARD_KEYS, DEFENSES, NOT_FROM_CARDS, PACKAGES
from sideline.dice import seed_state

TEAMS_DIR = Path(__file__).resolve().parents[4] / "firmware" / "teams"
SLUGS = sorted(p.stem for p in TEAMS_DIR.glob("*.json"))
ALPHA = 0.001


def team(slug):
    sheet, err = parse_sheet(slug + ".json", (TEAMS_DIR / (slug + ".json")).read_text())
    assert err is None
    return sheet


TEAMS = {s: team(s) for s in SLUGS}
RAMS = TEAMS["granite_rams"]
OTTERS = TEAMS["cascade_otters"]
SHEETS = {"home": RAMS, "away": OTTERS}


def fresh(seed=1):
    G = game.new_game(SHEETS, seed_state(seed))
    G["phase"] = game.SCRIMMAGE
    G["possession"] = "away"
    G["ball_on"], G["down"], G["to_go"] = 30, 1, 10
    return G


# --- the deck (P2) ---------------------------------------------------------------------


def test_cfs_p2_first_card_of_a_shuffle_is_uniform():
    """Chi-square over the first card of 5,200 freshly seeded decks: 51 degrees of freedom,
    rejected only below ALPHA = 0.001 (a broken shuffle, e.g. a card stuck in place, fails)."""
    counts = [0] * 52
    for seed in range(5200):
        counts[cards.new_deck(seed)["order"][0]] += 1
    assert chi2_sf(chi_square(counts, [100] * 52), 51) > ALPHA


def test_cfs_p2_every_run_of_52_draws_is_the_whole_deck():
    deck = cards.new_deck(77)
    for _ in range(5):  # five shuffles in a row
        hand = [cards.draw(deck) for _ in range(52)]
        assert sorted(hand) == sorted(CARD_KEYS)


@pytest.mark.parametrize(
    "bad,msg",
    [
        ({"order": list(range(51)), "next": 0, "dice": [1, 1]}, "deck.order"),
        ({"order": [0] * 52, "next": 0, "dice": [1, 1]}, "deck.order"),
        ({"order": list(range(52)), "next": 53, "dice": [1, 1]}, "deck.next"),
        ({"order": list(range(52)), "next": 0, "dice": [0, 0]}, "deck.dice"),
    ],
)
def test_a_damaged_saved_deck_is_reported(bad, msg):
    assert cards.check_deck(bad).startswith(msg)
    state = solitaire.new_caller_state("card", 1)
    state["deck"] = bad
    assert solitaire.check_state(state).startswith("caller." + msg)


def test_caller_state_is_plain_json():
    for kind in solitaire.KINDS:
        st = solitaire.new_caller_state(kind, 5)
        assert json.loads(json.dumps(st)) == st and solitaire.check_state(st) is None
    assert solitaire.new_caller_state("coach", 1)["deck"] is None
    with pytest.raises(ValueError, match="unknown caller robot"):
        solitaire.new_caller_state("robot")


# --- the card caller (T5, P2, P3) --------------------------------------------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_cfs_t5_card_caller_follows_the_card_section_and_never_goal_line_or_prevent(slug):
    """A whole deck drawn for each team: the defense reads each card's defense (its base,
    then the package as the check-off), never Goal Line or Prevent; the offense reads the
    card's play."""
    sheet = TEAMS[slug]
    sheets = {"home": sheet, "away": OTTERS if slug != "cascade_otters" else RAMS}
    G = game.new_game(sheets, seed_state(1))
    st = solitaire.new_caller_state("card", 4)
    seen = set()
    for _ in range(52):
        key = CARD_KEYS[st["deck"]["order"][st["deck"]["next"]]]
        seen.add(key)
        d = cards.card_calls(sheet, key)[1]
        base, why, say = solitaire.call_base(st, G, sheets, "home")
        assert base == PACKAGES.get(d, d) and why == "CARD " + key and key in say
        pkg = solitaire.check_off(st, G, sheets, "home", base, "x")[0]
        assert pkg == (d if d in PACKAGES else None)
        assert pkg not in NOT_FROM_CARDS
    assert len(seen) == 52
    st = solitaire.new_caller_state("card", 4)
    for _ in range(52):
        key = CARD_KEYS[st["deck"]["order"][st["deck"]["next"]]]
        play = solitaire.call_play(st, G, sheets, "home", "base_run")[0]
        assert play == cards.card_calls(sheet, key)[0]


def test_cfs_p3_closest_play_prefers_the_same_kind_then_the_nearest_dice():
    marks = calls.new_marks(RAMS)
    idx = RAMS["play_index"]
    # Stop & Go (pass, 1 green, BA 2, yellow 2, +20): Deep Cross (pass, 1 green, BA 3,
    # yellow 1) is nearest: 3 + 2 = 5 against Comeback's 4 + 3 + 3 = 10, Hitch's 14, ...
    marks["plays"][idx["Stop & Go"]] = 2
    assert cardcaller.closest_play(RAMS, marks, idx["Stop & Go"], "base_pass") == idx["Deep Cross"]
    # Available plays come back unchanged.
    assert cardcaller.closest_play(RAMS, marks, idx["Hitch"], "base_pass") == idx["Hitch"]
    # Against Base Run, Play Action has 3 green: the closest run for it then is a 2-green one.
    for i, p in enumerate(RAMS["plays"]):
        if p["kind"] == "pass":
            marks["plays"][i] = p["uses"]
    got = cardcaller.closest_play(RAMS, marks, idx["Play Action"], "base_run")
    assert RAMS["plays"][got]["kind"] == "run"  # no pass left: the other kind
    for i, p in enumerate(RAMS["plays"]):
        marks["plays"][i] = p["uses"]
    assert cardcaller.closest_play(RAMS, marks, idx["Power"], "base_run") is None


@pytest.mark.parametrize("slug", SLUGS)
def test_cfs_p3_c4_card_offense_never_calls_a_spent_play(slug):
    """Spend plays one by one (and the run total), calling after each: the card caller only
    ever names an available play, of the card's kind while that kind has plays."""
    sheet = TEAMS[slug]
    sheets = {"home": sheet, "away": RAMS if slug != "granite_rams" else OTTERS}
    G = game.new_game(sheets, seed_state(2))
    marks = G["marks"]["home"]
    st = solitaire.new_caller_state("card", 9)
    order = list(range(len(sheet["plays"])))
    for step in range(len(order) - 1):
        marks["plays"][order[step]] = sheet["plays"][order[step]]["uses"]
        for _ in range(52):
            name, why, _ = solitaire.call_play(st, G, sheets, "home", "base_pass")
            key = why[len("CARD ") :]
            i = sheet["play_index"][name]
            assert calls.play_available(sheet, marks, i)
            want = sheet["plays"][sheet["play_index"][cards.card_calls(sheet, key)[0]]]
            same_kind_left = any(
                calls.play_available(sheet, marks, j) and p["kind"] == want["kind"]
                for j, p in enumerate(sheet["plays"])
            )
            assert sheet["plays"][i]["kind"] == want["kind"] or not same_kind_left
    marks["run"] = sheet["totals"]["run"]  # C4: the run total spent
    for _ in range(20):
        name = solitaire.call_play(st, G, sheets, "home", "base_pass")[0]
        assert sheet["plays"][sheet["play_index"][name]]["kind"] == "pass"


@pytest.mark.parametrize("slug", SLUGS)
def test_cfs_p3_card_defense_falls_back_to_a_package_with_uses_or_the_base(slug):
    sheet = TEAMS[slug]
    sheets = {"home": sheet, "away": OTTERS}
    G = game.new_game(sheets, seed_state(3))
    marks = G["marks"]["home"]
    st = solitaire.new_caller_state("card", 11)
    for spent in [d for d in DEFENSES if d in PACKAGES]:
        marks["packages"][spent] = sheet["defenses"][spent]["uses"]
        for _ in range(52):
            base = solitaire.call_base(st, G, sheets, "home")[0]
            pkg = solitaire.check_off(st, G, sheets, "home", base, "x")[0]
            if pkg is not None:
                assert PACKAGES[pkg] == base and calls.package_available(sheet, marks, pkg)
                assert pkg not in NOT_FROM_CARDS
    # Everything spent: the card's package becomes its base defense.
    for _ in range(52):
        base = solitaire.call_base(st, G, sheets, "home")[0]
        assert solitaire.check_off(st, G, sheets, "home", base, "x")[0] is None


# --- the human caller (P1) -------------------------------------------------------------


def test_cfs_p1_human_options_are_what_may_be_called():
    G = fresh()
    marks = G["marks"]["away"]
    marks["plays"][OTTERS["play_index"]["Slant"]] = 7
    opts = solitaire.options_play(G, SHEETS, "away")
    names = [o[0] for o in opts]
    assert "Slant" not in names and len(names) == len(OTTERS["plays"]) - 1
    assert ("Screen Pass", "SCREEN", 4) in opts
    assert solitaire.options_base(G, SHEETS, "home") == ["base_run", "base_pass"]
    G["marks"]["home"]["packages"]["zone"] = RAMS["defenses"]["zone"]["uses"]
    assert solitaire.options_checkoff(G, SHEETS, "home", "base_pass") == [
        ("outside_blitz", 3),
        ("man_to_man", 3),
        ("prevent", 2),
    ]
    assert "Curl" in solitaire.options_audible(G, SHEETS, "away", "Slant")
    assert "Bootleg" not in solitaire.options_audible(G, SHEETS, "away", "Bootleg")


def test_cfs_p1_player_calls_the_offense_card_calls_the_defense():
    """P1: the scoreboard's card gives the defense; the player picks the offense. The ask
    callback sees C1's order and only what may be called."""
    G = fresh()
    states = {
        "home": solitaire.new_caller_state("card", 8),
        "away": solitaire.new_caller_state("card", 3, offense="human"),
    }
    asked = []

    def ask(step, side, options):
        asked.append((step, side))
        if step == "play":
            return "Curl"
        return options[0] if step == "audible" else None

    log = []
    call = solitaire.full_call(states, G, SHEETS, log, ask)
    assert asked[0] == ("play", "away")
    assert [e[1] for e in log][:2] == ["base", "checkoff"] and log[0][0] == "home"
    assert call["offense"] == "Curl"
    if call["checkoff"]:
        assert asked[-1] == ("audible", "away") and call["audible"]
    game.apply(G, SHEETS, {"t": "play", "call": call})


def test_human_without_a_player_and_bad_human_calls_are_refused():
    G = fresh()
    human = {
        "home": solitaire.new_caller_state("human"),
        "away": solitaire.new_caller_state("human"),
    }
    with pytest.raises(ValueError, match="ask the player"):
        solitaire.full_call(human, G, SHEETS)
    with pytest.raises(ValueError, match="ask the player"):
        solitaire.call_base(human["home"], G, SHEETS, "home")
    G["marks"]["away"]["plays"][OTTERS["play_index"]["Slant"]] = 7
    answers = {"base": "base_pass", "play": "Slant", "checkoff": None}
    with pytest.raises(calls.IllegalCall, match="no uses left"):
        solitaire.full_call(human, G, SHEETS, ask=lambda step, side, o: answers[step])
    answers = {"base": "goal_line", "play": "Curl", "checkoff": None}
    with pytest.raises(calls.IllegalCall, match="base defense"):
        solitaire.full_call(human, G, SHEETS, ask=lambda step, side, o: answers[step])
    answers = {"base": "base_pass", "play": "Curl", "checkoff": "4-4"}  # C2
    with pytest.raises(calls.IllegalCall, match="not a package under"):
        solitaire.full_call(human, G, SHEETS, ask=lambda step, side, o: answers[step])


# --- reasons, and the same calls on the Pico's VM -------------------------------------------


def _game_calls(seed, kinds, n_actions):
    G = game.new_game(SHEETS, seed_state(seed))
    states = {
        "home": solitaire.new_caller_state(kinds[0], seed + 1),
        "away": solitaire.new_caller_state(kinds[1], seed + 2),
    }
    out = []
    for _ in range(n_actions):
        if game.is_over(G):
            break
        log = []
        action = solitaire.next_action(states, G, SHEETS, log)
        out.extend([e[0], e[1], e[2], e[3]] for e in log)
        game.apply(G, SHEETS, action)
    return out, G


@pytest.mark.parametrize("kinds", [("coach", "coach"), ("card", "coach"), ("coach", "card")])
def test_reasons_fit_the_text_display(kinds):
    """Every reason is 1-8 characters the 14-segment font shows (no dot: it would fold into
    the character before it)."""
    seen, G = _game_calls(5, kinds, 10000)
    assert game.is_over(G) and seen
    for _side, _step, _choice, why in seen:
        assert 1 <= len(why) <= 8, why
        assert all(c in solitaire.DISPLAY_CHARS for c in why), why
        assert all(32 <= ord(c) <= 126 and c != "." for c in solitaire.DISPLAY_CHARS)


_VM_GAME = """
import json
from games.cfs.rules import game
from games.cfs.callers import solitaire
from sideline.dice import seed_state
from games.cfs.sheet.load import parse_sheet
def load(slug):
    with open("/input/teams/" + slug + ".json") as f:
        return parse_sheet(slug, f.read())[0]
SHEETS = {"home": load("granite_rams"), "away": load("cascade_otters")}
G = game.new_game(SHEETS, seed_state(%d))
states = {"home": solitaire.new_caller_state(%r, %d), "away": solitaire.new_caller_state(%r, %d)}
out = []
for _ in range(%d):
    if game.is_over(G):
        break
    log = []
    action = solitaire.next_action(states, G, SHEETS, log)
    for e in log:
        out.append([e[0], e[1], e[2], e[3]])
    game.apply(G, SHEETS, action)
RESULT = [out, G["score"]["home"], G["score"]["away"]]
"""


@pytest.mark.vm
@pytest.mark.parametrize("kinds", [("coach", "card"), ("card", "coach")])
def test_same_calls_on_cpython_and_in_the_micropython_vm(mpvm, kinds):
    """The callers are pure functions of the saved state: the same seed gives the same calls
    (every step, choice and reason) on the host and on MicroPython, for a whole game."""
    seed = 31
    ours, G = _game_calls(seed, kinds, 10000)
    mpvm.exec(_VM_GAME % (seed, kinds[0], seed + 1, kinds[1], seed + 2, 10000))
    theirs, home, away = mpvm.eval("RESULT")
    assert len(theirs) == len(ours) > 300
    assert theirs == ours
    assert [home, away] == [G["score"]["home"], G["score"]["away"]]
