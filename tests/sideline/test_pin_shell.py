"""The small modules around the rules, pinned at their boundaries: calling a play (C1-C5,
T2), the card deck (P2, T5), the save slots (a power cut loses at most one action), what the
displays show (E1, E3, E6), settings and house rules as data (docs/design.md principle 5)."""

from binascii import crc32

import pytest
from kits.pin import CHART, team

from games.cfs.callers import cards
from games.cfs.rules import calls, house
from games.cfs.scoreboard import settings, views
from games.cfs.sheet.parts import CARD_KEYS
from sideline import store
from sideline.dice import seed_state

RAMS = team("granite_rams")
OTTERS = team("cascade_otters")


# --- calls (C1-C5, T2) ---------------------------------------------------------------------


def index_of(sheet, kind):
    return next(i for i, p in enumerate(sheet["plays"]) if p["kind"] == kind)


def test_c4_a_play_is_callable_until_its_last_use():
    marks = calls.new_marks(RAMS)
    i = index_of(RAMS, "run")
    uses = RAMS["plays"][i]["uses"]
    marks["plays"][i] = uses - 1
    assert calls.play_available(RAMS, marks, i)
    marks["plays"][i] = uses
    assert not calls.play_available(RAMS, marks, i)
    assert i not in calls.available_plays(RAMS, marks)


def test_t2_c4_the_kinds_total_caps_every_play_of_that_kind():
    marks = calls.new_marks(RAMS)
    run, pas = index_of(RAMS, "run"), index_of(RAMS, "pass")
    marks["run"] = RAMS["totals"]["run"] - 1
    assert calls.play_available(RAMS, marks, run)
    marks["run"] = RAMS["totals"]["run"]
    assert not calls.play_available(RAMS, marks, run) and calls.play_available(RAMS, marks, pas)
    runs = [i for i, p in enumerate(RAMS["plays"]) if p["kind"] == "run"]
    assert not set(runs) & set(calls.available_plays(RAMS, marks))


def test_g1_out_of_plays_and_plays_left():
    marks = calls.new_marks(RAMS)
    left = {"run": 0, "pass": 0}
    for p in RAMS["plays"]:
        left[p["kind"]] += p["uses"]
    want = min(left["run"], RAMS["totals"]["run"]) + min(left["pass"], RAMS["totals"]["pass"])
    assert calls.plays_left(RAMS, marks) == want
    assert not calls.out_of_plays(RAMS, marks)
    marks["run"] = RAMS["totals"]["run"]
    assert calls.plays_left(RAMS, marks) == min(left["pass"], RAMS["totals"]["pass"])
    marks["pass"] = RAMS["totals"]["pass"]
    assert calls.plays_left(RAMS, marks) == 0 and calls.out_of_plays(RAMS, marks)
    assert calls.available_plays(RAMS, marks) == []
    # The squares, not the total, when fewer squares are left than the total allows.
    marks = calls.new_marks(RAMS)
    marks["plays"] = [p["uses"] for p in RAMS["plays"]]
    i = index_of(RAMS, "pass")
    marks["plays"][i] -= 2
    assert calls.plays_left(RAMS, marks) == 2 and not calls.out_of_plays(RAMS, marks)
    marks["pass"] = RAMS["totals"]["pass"] - 1  # ...and the total when it is the smaller
    assert calls.plays_left(RAMS, marks) == 1


def test_c2_check_off_options_are_the_packages_under_the_base_with_uses_left():
    marks = calls.new_marks(RAMS)
    assert calls.checkoff_options(RAMS, marks, "base_run") == ["4-4", "inside_blitz", "goal_line"]
    assert calls.checkoff_options(RAMS, marks, "base_pass") == [
        "outside_blitz",
        "zone",
        "man_to_man",
        "prevent",
    ]
    marks["packages"]["zone"] = RAMS["defenses"]["zone"]["uses"] - 1
    assert "zone" in calls.checkoff_options(RAMS, marks, "base_pass")
    marks["packages"]["zone"] += 1
    assert "zone" not in calls.checkoff_options(RAMS, marks, "base_pass")
    assert not calls.package_available(RAMS, marks, "zone")


def call(offense, base="base_run", checkoff=None, audible=None):
    return {"defense": base, "offense": offense, "checkoff": checkoff, "audible": audible}


def test_c1_c3_a_legal_call_and_its_marks():
    names = [p["name"] for p in RAMS["plays"]]
    om, dm = calls.new_marks(RAMS), calls.new_marks(OTTERS)
    assert calls.check_call(RAMS, om, OTTERS, dm, call(names[0])) == (0, "base_run")
    assert calls.check_call(RAMS, om, OTTERS, dm, call(names[0], "base_pass", "zone")) == (
        0,
        "zone",
    )
    got = calls.check_call(RAMS, om, OTTERS, dm, call(names[0], "base_pass", "zone", names[9]))
    assert got == (9, "zone")
    calls.mark(RAMS, om, dm, 9, "zone")
    assert om["plays"][9] == 1 and om[RAMS["plays"][9]["kind"]] == 1
    assert dm["packages"]["zone"] == 1
    calls.mark(RAMS, om, dm, 0, "base_pass")  # C3: a base defense is never marked
    assert sum(dm["packages"].values()) == 1 and om["plays"][0] == 1


# The message says which rule the call broke: the player reads it (host CLI, emulator).
@pytest.mark.parametrize(
    "bad,message",
    [
        (call("Power", base="zone"), "defense must first call a base defense, not zone"),  # C1
        (call("Power", base=None), "defense must first call a base defense, not None"),
        (call("Nope"), "Nope is not a play on this sheet"),
        (call("Power", "base_run", "zone"), "zone is not a package under base_run"),  # C2
        (call("Power", "base_run", None, "Hitch"), "an audible is only allowed after a check-off"),
        (call("Power", "base_pass", "zone", "Nope"), "Nope is not a play on this sheet"),
    ],
)
def test_c1_c2_illegal_calls_are_refused(bad, message):
    with pytest.raises(calls.IllegalCall) as e:
        calls.check_call(RAMS, calls.new_marks(RAMS), OTTERS, calls.new_marks(OTTERS), bad)
    assert str(e.value) == message


def test_c3_c4_a_used_up_package_or_play_is_refused():
    om, dm = calls.new_marks(RAMS), calls.new_marks(OTTERS)
    dm["packages"]["zone"] = OTTERS["defenses"]["zone"]["uses"]
    with pytest.raises(calls.IllegalCall, match="^zone has no uses left$"):
        calls.check_call(RAMS, om, OTTERS, dm, call("Power", "base_pass", "zone"))
    om["plays"][0] = RAMS["plays"][0]["uses"]
    first = RAMS["plays"][0]["name"]
    with pytest.raises(calls.IllegalCall, match="^%s cannot be called: no uses left$" % first):
        calls.check_call(RAMS, om, OTTERS, calls.new_marks(OTTERS), call(first))


def test_c3_c5_every_call_marks_one_more_square():
    om, dm = calls.new_marks(RAMS), calls.new_marks(OTTERS)
    kind = RAMS["plays"][9]["kind"]
    for n in (1, 2, 3):
        calls.mark(RAMS, om, dm, 9, "zone")
        assert (om["plays"][9], om[kind], dm["packages"]["zone"]) == (n, n, n)


def test_new_marks_are_zero():
    m = calls.new_marks(RAMS)
    assert m["plays"] == [0] * len(RAMS["plays"]) and m["run"] == 0 and m["pass"] == 0
    assert m["packages"] == {
        d: 0
        for d in (
            "4-4",
            "inside_blitz",
            "goal_line",
            "outside_blitz",
            "zone",
            "man_to_man",
            "prevent",
        )
    }


# --- cards (P2, T5) ---------------------------------------------------------------------------


def test_p2_each_run_of_52_draws_shows_every_card_once():
    deck = cards.new_deck(5)
    assert cards.check_deck(deck) is None and deck["next"] == 0
    first = [cards.draw(deck) for _ in range(52)]
    assert sorted(first) == sorted(CARD_KEYS) and deck["next"] == 52
    assert cards.check_deck(deck) is None
    second = [cards.draw(deck) for _ in range(52)]
    assert sorted(second) == sorted(CARD_KEYS) and second != first


def test_p2_a_deck_is_its_seed():
    assert cards.new_deck(9) == cards.new_deck(9) and cards.new_deck(9) != cards.new_deck(10)
    d = cards.new_deck(9)
    assert d["dice"] != seed_state(9)  # the shuffle moved the deck's own dice
    assert sorted(d["order"]) == list(range(52))


@pytest.mark.parametrize(
    "change,message",
    [
        (lambda d: "x", "deck: expected an object"),
        (lambda d: dict(d, order=d["order"][:51]), "deck.order"),
        (lambda d: dict(d, order=[0] * 52), "deck.order"),
        (lambda d: dict(d, order=[52] + d["order"][1:]), "deck.order"),
        (lambda d: dict(d, order=[-1] + d["order"][1:]), "deck.order"),
        (lambda d: dict(d, order=[1.0] + d["order"][1:]), "deck.order"),
        (lambda d: dict(d, next=53), "deck.next"),
        (lambda d: dict(d, next=-1), "deck.next"),
        (lambda d: dict(d, next="1"), "deck.next"),
        (lambda d: dict(d, dice=[0, 0]), "deck.dice"),
        (lambda d: dict(d, dice=None), "deck.dice"),
        (lambda d: dict(d, dice=["a", 1]), "deck.dice"),
    ],
)
def test_p2_a_bad_saved_deck_is_named(change, message):
    deck = cards.new_deck(3)
    deck["order"] = sorted(deck["order"])
    bad = change(deck)
    got = cards.check_deck(bad)
    assert got is not None and got.startswith(message) and "\n" not in got


def test_p2_edges_of_a_good_deck():
    deck = cards.new_deck(3)
    deck["order"] = list(range(52))
    for k in (0, 52):
        deck["next"] = k
        assert cards.check_deck(deck) is None
    deck["next"] = 0
    assert [cards.draw(deck) for _ in range(3)] == list(CARD_KEYS[:3])


def test_t5_card_calls_read_the_sheet():
    key = CARD_KEYS[0]
    c = RAMS["cards"][key]
    want = (c["offense"], c["defense"]) if type(c) is dict else c
    assert cards.card_calls(RAMS, key) == want
    compact = {"cards": {key: ("Power", "zone")}}
    assert cards.card_calls(compact, key) == ("Power", "zone")


# --- store: the save slots ---------------------------------------------------------------


def test_a_slot_is_magic_sequence_length_crc_and_payload():
    payload = b'{"a": 1}'
    data = store.encode(0x01020304, payload)
    assert data[:4] == b"SLN2" and len(data) == 16 + len(payload)
    assert data[4:8] == bytes([4, 3, 2, 1]) and data[8:12] == bytes([len(payload), 0, 0, 0])
    # SLN2's CRC-32 covers the magic, the sequence number and the length, then the payload
    assert data[12:16] == (crc32(data[:12] + payload) & 0xFFFFFFFF).to_bytes(4, "little")
    assert store.decode(data) == (0x01020304, payload)
    assert store.decode(bytearray(data)) == (0x01020304, payload)


def test_a_torn_or_corrupt_slot_is_ignored():
    data = store.encode(7, b"hello world")
    assert store.decode(None) is None and store.decode(b"") is None
    assert store.decode(data[:15]) is None  # shorter than a header
    assert store.decode(data[:-1]) is None  # torn: length does not match
    assert store.decode(data + b"x") is None
    assert store.decode(b"SLNX" + data[4:]) is None  # not a slot's magic
    flipped = bytearray(data)
    flipped[-1] ^= 1
    assert store.decode(bytes(flipped)) is None  # CRC
    for i in range(4, 8):  # the sequence number is under the CRC too (SLN2)
        flipped = bytearray(data)
        flipped[i] ^= 1
        assert store.decode(bytes(flipped)) is None
    empty = store.encode(1, b"")
    assert store.decode(empty) == (1, b"")
    assert store.decode(empty[:16]) == (1, b"")


def test_the_newest_good_slot_wins_and_the_next_save_goes_to_the_other():
    a, b = store.encode(4, b"old"), store.encode(5, b"new")
    assert store.newest([a, b]) == (5, b"new", 1)
    assert store.newest([b, a]) == (5, b"new", 0)
    assert store.next_slot([a, b]) == (0, 6)
    assert store.next_slot([b, a]) == (1, 6)
    assert store.newest([None, None]) is None and store.next_slot([None, b"junk"]) == (0, 1)
    torn = store.encode(9, b"newest")[:-2]
    assert store.newest([a, torn]) == (4, b"old", 0) and store.next_slot([a, torn]) == (1, 5)
    same = store.encode(5, b"twin")
    assert store.newest([b, same]) == (5, b"new", 0)  # a tie keeps the first slot


def sln1(seq, payload):
    """A slot as the firmware before wrote it: SLN1, its CRC over the payload only."""
    head = b"SLN1" + seq.to_bytes(4, "little") + len(payload).to_bytes(4, "little")
    return head + (crc32(payload) & 0xFFFFFFFF).to_bytes(4, "little") + payload


def test_a_slot_from_the_firmware_before_is_read_and_known_as_old():
    old = sln1(3, b'{"a": 1}')
    assert store.decode(old) == (3, b'{"a": 1}')
    assert store.is_old(old) and store.is_old(bytearray(old))
    assert not store.is_old(store.encode(3, b'{"a": 1}'))  # SLN2: rewritten by nobody
    assert not store.is_old(None)  # an empty slot
    assert not store.is_old(b"SLN")  # too short for a magic
    # SLN1's CRC leaves the header out: a sequence number changed on disk still reads.
    moved = bytearray(old)
    moved[4] = 4
    assert store.decode(bytes(moved)) == (4, b'{"a": 1}')
    moved[-1] ^= 1
    assert store.decode(bytes(moved)) is None
    assert store.newest([old, store.encode(2, b"x")]) == (3, b'{"a": 1}', 0)


# --- views (E1, E3) ---------------------------------------------------------------------------


def test_e1_score_right_aligned_with_possession_point():
    assert views.score(7, False) == "   7" and views.score(7, True) == "   7."
    assert views.score(9999, False) == "9999" and views.score(10_000, False) == "9999"
    assert views.score(0, True) == "   0."


@pytest.mark.parametrize(
    "n,to_go,goal,text",
    [
        (0, 10, False, "    "),
        (1, 10, False, "1-10"),
        (3, 4, False, " 3-4"),
        (4, 99, False, "4-99"),
        (2, 100, False, "2-99"),
        (1, 8, True, "G.0AL"),
        (2, 8, True, "G0.AL"),
        (4, 1, True, "G0AL."),
    ],
)
def test_e3_down_and_distance(n, to_go, goal, text):
    assert views.down(n, to_go, goal) == text


@pytest.mark.parametrize(
    "spot,offense,text",
    [
        (0, "home", "    "),
        (100, "home", "    "),
        (1, "home", "H  1"),
        (49, "home", "H 49"),
        (50, "away", "  50"),
        (51, "home", "A 49"),
        (99, "home", "A  1"),
        (25, "away", "A 25"),
        (75, "away", "H 25"),
    ],
)
def test_e3_ball_on_with_the_side_of_the_field(spot, offense, text):
    assert views.ball_on(spot, offense) == text


def test_text_line_helpers():
    assert views.fit("HELLO", 8) == "HELLO   " and views.fit("TOUCHDOWNS", 8) == "TOUCHDOW"
    assert views.fit("EIGHTCHR", 8) == "EIGHTCHR"
    assert views.die("G", 5) == "G  5"
    assert views.defense_label("zone") == "ZONE" and views.defense_label("odd") == "odd"
    assert all(len(v) == 4 for v in views.DEF4.values())
    assert all(len(v) <= 8 for v in views.PURPOSE.values())


# --- settings and house rules as data (principle 5) -------------------------------------


def test_settings_merge_over_the_defaults_one_level_deep():
    out = settings.merged({"quarter_s": 300, "timing": {"run": 30}, "bogus": 1})
    assert out["quarter_s"] == 300 and "bogus" not in out
    assert out["timing"]["run"] == 30
    assert out["timing"]["pass"] == settings.DEFAULTS["timing"]["pass"]
    out["timing"]["pass"] = -1
    assert settings.DEFAULTS["timing"]["pass"] != -1  # the defaults are not shared
    assert settings.merged(None) == settings.merged({}) == settings.merged("junk")
    assert settings.merged({"timing": 5})["timing"] == 5  # a whole value replaces


def test_g3_g4_settings_choose_house_rules():
    from games.cfs.rules.house import DEFAULTS

    def g3_g4(h):  # the rest are setup's other house readings, at their defaults here
        rest = {k: v for k, v in h.items() if k not in ("last_possession", "halftime_after_plays")}
        assert all(DEFAULTS[k] == v for k, v in rest.items()), rest
        return {k: h[k] for k in h if k not in rest}

    s = settings.merged({"last_possession": 1, "halftime": "plays", "halftime_after_plays": 40})
    assert g3_g4(settings.house_overrides(s)) == {
        "last_possession": True,
        "halftime_after_plays": 40,
    }
    s = settings.merged({"last_possession": 0, "halftime": "clock", "halftime_after_plays": 40})
    assert g3_g4(settings.house_overrides(s)) == {"last_possession": False}


def test_h1_h3_house_rules_are_overridable_data():
    r = house.house_rules({"pat_good": 3, "points": {"td": 7}, "penalty_chart": CHART})
    assert r["pat_good"] == 3 and r["points"]["td"] == 7
    assert r["points"]["fg"] == house.DEFAULTS["points"]["fg"]  # one level deep: the rest kept
    assert r["penalty_chart"] == CHART
    before = house.DEFAULTS["points"]["fg"]
    r["points"]["fg"] = before + 90
    assert house.DEFAULTS["points"]["fg"] == before  # the defaults are not shared
    with pytest.raises(ValueError, match="unknown house rule: nope"):
        house.house_rules({"nope": 1})
    for chart in ("penalty_chart", "penalty_chart_defense"):  # H1: one die, six rows
        with pytest.raises(ValueError, match="^%s: expected 6 entries$" % chart):
            house.house_rules({chart: CHART[:5]})
        with pytest.raises(ValueError, match="^%s: expected 6 entries$" % chart):
            house.house_rules({chart: CHART + CHART[:1]})
    with pytest.raises(ValueError, match="^punt_return_table: expected punting or receiving$"):
        house.house_rules({"punt_return_table": "kicking"})  # H2: one of the two readings
    assert house.house_rules({"punt_return_table": "receiving"})["punt_return_table"] == "receiving"
    assert house.house_rules(None) == house.house_rules({})


def test_h3_a_games_house_rules_are_its_own_copy_of_the_defaults():
    """Changing one game's points (a house rule is data, per game) leaves the defaults and the
    next game as they were."""
    r = house.house_rules()
    r["points"]["td"] = 7
    assert house.DEFAULTS["points"]["td"] == 6
    assert house.house_rules()["points"]["td"] == 6
