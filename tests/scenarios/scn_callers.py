# Solitaire play-calling (rules P1-P4, C1-C4, T5): the card deck, the P3 fallbacks and a
# whole game of the coach against the card caller, on CPython and in the MicroPython VM.
import json

from games.cfs.callers import cards, solitaire
from games.cfs.rules import calls, game
from games.cfs.sheet.parts import CARD_KEYS, NOT_FROM_CARDS, PACKAGES
from sideline.dice import seed_state

OTTERS = load_team("cascade_otters")  # noqa: F821
RAMS = load_team("granite_rams")  # noqa: F821
SHEETS = {"home": RAMS, "away": OTTERS}


def scenario_cfs_p2_deck_deals_52_distinct_cards_then_reshuffles():
    deck = cards.new_deck(3)
    first = [cards.draw(deck) for _ in range(52)]
    assert len(first) == 52 and sorted(first) == sorted(CARD_KEYS)
    assert deck["next"] == 52
    second = [cards.draw(deck) for _ in range(52)]  # reshuffled after the 52nd card
    assert sorted(second) == sorted(CARD_KEYS) and second != first
    assert cards.check_deck(deck) is None


def scenario_cfs_p2_saved_deck_draws_the_same_cards():
    deck = cards.new_deck(9)
    for _ in range(30):
        cards.draw(deck)
    saved = json.loads(json.dumps(deck))  # as the game is saved and restored
    a = [cards.draw(deck) for _ in range(60)]  # across a reshuffle
    b = [cards.draw(saved) for _ in range(60)]
    assert a == b


def _deck_at(key):
    # A deck whose next card is `key`.
    deck = cards.new_deck(1)
    i = CARD_KEYS.index(key)
    deck["order"].remove(i)
    deck["order"].insert(0, i)
    deck["next"] = 0
    return deck


def scenario_cfs_t5_a_card_reads_the_sheet_card_section():
    G = game.new_game(SHEETS, seed_state(1))
    for key in ("7S", "10D", "QH", "AC"):
        st = solitaire.new_caller_state("card", 1)
        st["deck"] = _deck_at(key)
        off_name, d = cards.card_calls(RAMS, key)
        base = solitaire.call_base(st, G, SHEETS, "home")[0]
        assert base == PACKAGES.get(d, d)
        pkg, why, _ = solitaire.check_off(st, G, SHEETS, "home", base, "Slant")
        assert pkg == (d if d in PACKAGES else None) and why == "CARD " + key
        st["deck"] = _deck_at(key)
        play = solitaire.call_play(st, G, SHEETS, "home", "base_run")[0]
        assert play == off_name


def scenario_cfs_p3_card_falls_back_to_the_closest_available_call():
    G = game.new_game(SHEETS, seed_state(1))
    marks = G["marks"]["home"]
    # 7S reads Stop & Go (a pass) and 4-4; spend both.
    marks["plays"][RAMS["play_index"]["Stop & Go"]] = 2
    marks["packages"]["4-4"] = RAMS["defenses"]["4-4"]["uses"]
    st = solitaire.new_caller_state("card", 1)
    st["deck"] = _deck_at("7S")
    base = solitaire.call_base(st, G, SHEETS, "home")[0]
    pkg = solitaire.check_off(st, G, SHEETS, "home", base, "Slant")[0]
    # Inside Blitz is the only other package under Base Run a card may call (C2, T5).
    assert base == "base_run" and pkg == "inside_blitz"
    st["deck"] = _deck_at("7S")
    play = solitaire.call_play(st, G, SHEETS, "home", "base_pass")[0]
    p = RAMS["plays"][RAMS["play_index"][play]]
    assert p["kind"] == "pass" and play != "Stop & Go"
    assert calls.play_available(RAMS, marks, RAMS["play_index"][play])


def scenario_cfs_c1_c2_coach_against_card_whole_game_is_legal():
    G = game.new_game(SHEETS, seed_state(21))
    states = {
        "home": solitaire.new_caller_state("coach", 1),
        "away": solitaire.new_caller_state("card", 2),
    }
    n = 0
    while not game.is_over(G):
        log = []
        action = solitaire.next_action(states, G, SHEETS, log)
        assert action["t"] in game.legal(G, SHEETS)
        if action["t"] == "play":
            call = action["call"]
            steps = [e[1] for e in log if e[1] != "kick"]
            assert steps[:3] == ["base", "play", "checkoff"]  # C1's order
            if call["checkoff"]:
                assert PACKAGES[call["checkoff"]] == call["defense"]  # C2
            else:
                assert call["audible"] is None and "audible" not in steps
            dfn = game.other(G["possession"])
            if states[dfn]["defense"] == "card":
                assert call["checkoff"] not in NOT_FROM_CARDS  # T5
        for e in log:
            why = e[3]
            assert len(why) <= solitaire.WHY_MAX, why
            for c in why:
                assert c in solitaire.DISPLAY_CHARS, why
        game.apply(G, SHEETS, action)  # raises IllegalCall on an illegal call (C2-C4)
        n += 1
        assert n < 1000
    assert G["out"] is not None
