# Rugby League Breakout's core inside the real MicroPython VM too: rosters, orders, a whole
# adjudicated match and its replay, and the seed's kick example (R1, R3, R14).
from games.rlb import engine, match, orders, roster, views
from sideline.dice import Dice, seed_state


def _load(path, parse):
    with open(TEAMS_DIR + path) as f:  # noqa: F821 - set by the runner
        got, err = parse(path, f.read())
    assert err is None, err
    return got


def _match(seed):
    ho = _load("rlb/orders/harbour_gulls.txt", orders.parse_orders)
    ao = _load("rlb/orders/copperline_miners.txt", orders.parse_orders)
    home = _load("rlb/" + ho["team"] + ".json", roster.parse_roster)
    away = _load("rlb/" + ao["team"] + ".json", roster.parse_roster)
    G = match.new_game(home, away, seed_state(seed))
    start = match.copy(G)
    log = orders.adjudicate(G, [ho, ao], Dice)
    return start, log, G


def scenario_rlb_whole_match_from_orders_replays():
    start, log, G = _match(3)
    assert G["over"] and G["poss"][0] >= 6 and G["poss"][1] >= 6
    again = match.replay(start, [a for a, _ in log], Dice)
    assert again == G
    for _, events in log:
        for e in events:
            assert 0 < len(views.text(e)) <= 8


def scenario_rlb_same_seed_same_match():
    a = _match(8)[2]
    b = _match(8)[2]
    assert a == b


def scenario_rlb_the_score_is_what_the_events_say_seed_3():
    # Seed 3's match, scored again from its events by R2's values (try 4, conversion 2,
    # drop goal 1, penalty goal 2): every roll and rule must agree with the record's score,
    # on the Pico's VM as under CPython, whatever the dice gave.
    _start, log, G = _match(3)
    points = {"try": 4, "conv": 2, "drop": 1, "pen": 2, "award": 1}
    score = [0, 0]
    for _, events in log:
        for e in events:
            if e["e"] in points and (e["e"] in ("try", "award") or e.get("good")):
                score[e["team"]] += points[e["e"]]
    assert G["score"] == score and G["over"]
    winner = G["result"]["winner"]
    assert winner == (None if score[0] == score[1] else (0 if score[0] > score[1] else 1))


def scenario_rlb_first_tiebreak_gives_a_seventh_possession_each():
    G = match.new_game({"players": []}, {"players": []}, seed_state(1))
    while G["poss"] != [6, 6] or G["att"] != 1:
        match.apply(G, {"a": "turnover"}, Dice(G["dice"]))
    G["score"] = [4, 0]
    match.apply(G, {"a": "turnover"}, Dice(G["dice"]))
    assert G["poss"] == [7, 6] and G["out"] == 80 and not G["over"]


def scenario_rlb_kick_example_24_against_16():
    half = [7, "SH", 4, 11, 9, 10, 5, 10, "H"]
    opp = [7, "SH", 6, 10, 0, 10, 5, 10, "O"]
    assert engine.kick_chances(half, half, opp, "ND", [0, 0, 0]) == (24, 16)
