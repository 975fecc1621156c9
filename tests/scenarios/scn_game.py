# The game (rules G1-G5, E3/E6 bookkeeping) driven through game.apply.
from games.cfs.rules import calls, game
from sideline.dice import Dice, seed_state

OTTERS = load_team("cascade_otters")  # noqa: F821
RAMS = load_team("granite_rams")  # noqa: F821
SHEETS = {"home": RAMS, "away": OTTERS}


def _fresh(house=None):
    return game.new_game(SHEETS, seed_state(11), house)


def _at(G, side, ball_on, down=1, to_go=10):
    G["phase"] = game.SCRIMMAGE
    G["possession"] = side
    G["ball_on"] = ball_on
    G["down"] = down
    G["to_go"] = to_go
    G["goal_to_go"] = False


def _call(name, base="base_pass", checkoff=None):
    return {"t": "play", "call": {"defense": base, "offense": name, "checkoff": checkoff}}


def _force(G, faces):
    """Make the game's next dice the given faces (a scripted source in place of Dice)."""
    game.Dice = lambda state: FixedDice(faces)  # noqa: F821


def _restore():
    game.Dice = Dice


def _play(G, name, faces, base="base_pass", checkoff=None):
    _force(G, faces)
    try:
        return game.apply(G, SHEETS, _call(name, base, checkoff))
    finally:
        _restore()


def scenario_cfs_g5_first_down_and_yards_to_go():
    G = _fresh()
    _at(G, "away", 25)
    ev = _play(G, "Slant", [3, 3, 2, 2, 2, 6])  # gain 4
    assert ev["yards"] == 4 and (G["down"], G["to_go"], G["ball_on"]) == (2, 6, 29)
    ev = _play(G, "Slant", [3, 3, 2, 4, 3, 6])  # gain 7: first down
    assert ev.get("first_down") and (G["down"], G["to_go"], G["ball_on"]) == (1, 10, 36)
    assert G["first_downs"] == {"home": 0, "away": 1}  # E6: per team


def scenario_cfs_g5_goal_to_go():
    G = _fresh()
    _at(G, "away", 80)
    _play(G, "Slant", [3, 3, 2, 6, 6, 6])  # 12 yards to the 92: first and goal
    assert G["goal_to_go"] and G["to_go"] == 8 and G["down"] == 1


def scenario_cfs_g5_turnover_on_downs():
    G = _fresh()
    _at(G, "away", 40, down=4, to_go=5)
    _play(G, "Slant", [1, 1, 6])  # stopped
    assert G["possession"] == "home" and G["ball_on"] == 60 and G["down"] == 1


def scenario_touchdown_try_and_kickoff():
    G = _fresh()
    _at(G, "away", 95)
    ev = _play(G, "Slant", [3, 3, 2, 4, 3, 6])
    assert ev["text"] == "TD" and G["score"]["away"] == 6 and G["phase"] == game.TRY
    assert game.legal(G, SHEETS) == ["pat", "two"]
    _force(G, [1])
    game.apply(G, SHEETS, {"t": "pat"})
    _restore()
    assert G["score"]["away"] == 7 and G["phase"] == game.KICKOFF and G["kicking"] == "away"


def scenario_safety_scores_two_and_the_offense_kicks():
    G = _fresh()
    _at(G, "away", 2)
    _play(G, "Slant", [1, 1, 6, 1, 5, 4])  # base_pass has no yellow: stopped, no sack
    assert G["ball_on"] == 2
    _play(G, "Slant", [1, 1, 6, 6, 1, 5, 4], checkoff="zone")  # zone wins, yellow: sack 4
    assert G["score"]["home"] == 2 and G["phase"] == game.KICKOFF and G["kicking"] == "away"


def scenario_interception_changes_possession_at_the_spot():
    G = _fresh()
    _at(G, "away", 30)
    ev = _play(G, "Bootleg", [6, 1, 1, 2, 6, 3, 4])
    assert ev["text"] == "INT" and G["possession"] == "home" and G["ball_on"] == 70
    assert G["stats"]["away"]["turnovers"] == 1


def scenario_penalty_replays_the_down_or_gives_a_first_down():
    G = _fresh()
    _at(G, "away", 30, down=2, to_go=8)
    _play(G, "Bootleg", [6, 1, 1, 1, 3])  # holding -10: 2nd and 18 from the 20
    assert (G["down"], G["to_go"], G["ball_on"]) == (2, 18, 20)
    _play(G, "Bootleg", [6, 1, 1, 1, 4])  # pass interference +15, automatic first down
    assert (G["down"], G["to_go"], G["ball_on"]) == (1, 10, 35)


def scenario_cfs_g1_game_over_when_a_team_has_used_its_last_play():
    G = _fresh()
    _at(G, "away", 30)
    marks = G["marks"]["away"]
    # Spend everything but one Slant.
    for i, p in enumerate(OTTERS["plays"]):
        marks["plays"][i] = p["uses"]
    slant = OTTERS["play_index"]["Slant"]
    marks["plays"][slant] -= 1
    assert calls.plays_left(OTTERS, marks) == 1
    _play(G, "Slant", [3, 3, 2, 2, 2, 6])  # from the 30: no field goal in range
    assert game.is_over(G) and G["out"] == "away"


def scenario_cfs_g2_a_team_out_of_plays_may_still_try_a_field_goal():
    G = _fresh()
    _at(G, "away", 70)
    marks = G["marks"]["away"]
    for i, p in enumerate(OTTERS["plays"]):
        marks["plays"][i] = p["uses"]
    marks["plays"][OTTERS["play_index"]["Slant"]] -= 1
    _play(G, "Slant", [3, 3, 2, 2, 2, 6])  # to the 74: 43-yard try possible
    assert not game.is_over(G) and game.legal(G, SHEETS) == ["fg", "end"]
    _force(G, [1])
    ev = game.apply(G, SHEETS, {"t": "fg"})
    _restore()
    assert ev["good"] and G["score"]["away"] == 3 and game.is_over(G)


def scenario_cfs_g3_last_possession_option():
    G = _fresh({"last_possession": True})
    _at(G, "away", 30)
    marks = G["marks"]["away"]
    for i, p in enumerate(OTTERS["plays"]):
        marks["plays"][i] = p["uses"]
    marks["plays"][OTTERS["play_index"]["Slant"]] -= 1
    _play(G, "Slant", [3, 3, 2, 2, 2, 6])
    assert not game.is_over(G) and game.legal(G, SHEETS) == ["punt"]  # must kick
    _force(G, [3, 3])
    game.apply(G, SHEETS, {"t": "punt"})
    _restore()
    assert G["last"] == "home" and G["possession"] == "home" and not game.is_over(G)
    # The Rams' last possession ends when they punt: the game is over.
    _force(G, [3, 3])
    game.apply(G, SHEETS, {"t": "punt"})
    _restore()
    assert game.is_over(G)


def scenario_cfs_g4_halftime_after_a_number_of_plays():
    G = _fresh({"halftime_after_plays": 2})
    _at(G, "away", 25)  # the home team kicked off first
    _play(G, "Slant", [3, 3, 2, 2, 2, 6])
    assert G["half"] == 1
    ev = _play(G, "Slant", [3, 3, 2, 2, 2, 6])
    assert ev.get("halftime") and G["half"] == 2
    assert G["phase"] == game.KICKOFF and G["kicking"] == "away"  # first receiver kicks


def scenario_illegal_actions_are_refused_and_change_nothing():
    G = _fresh()
    before = game_json(G)
    for bad in (
        {"t": "play", "call": {"defense": "base_run", "offense": "Slant"}},
        {"t": "fg"},
        {"t": "pat"},
    ):
        try:
            game.apply(G, SHEETS, bad)
            raise AssertionError("accepted %s" % bad)
        except calls.IllegalCall:
            pass
    assert game_json(G) == before


def game_json(G):
    import json

    return json.dumps(G)


def _auto(G, rng):
    """A simple legal policy for whole-game scenarios (its own dice, not the game's)."""
    acts = game.legal(G, SHEETS)
    if "kickoff" in acts:
        return {"t": "kickoff"}
    if "pat" in acts:
        return {"t": "pat" if rng.die() > 1 else "two"}
    off = G["possession"]
    if G["down"] == 4 and G["to_go"] > 2 and ("fg" in acts or "punt" in acts):
        return {"t": "fg" if "fg" in acts else "punt"}
    if "play" not in acts:
        return {"t": acts[0]}
    sheet = SHEETS[off]
    avail = calls.available_plays(sheet, G["marks"][off])
    name = sheet["plays"][avail[rng.below(len(avail))]]["name"]
    base = "base_run" if rng.die() <= 3 else "base_pass"
    opts = calls.checkoff_options(SHEETS[game.other(off)], G["marks"][game.other(off)], base)
    pkg = opts[rng.below(len(opts))] if opts and rng.die() == 6 else None
    return {"t": "play", "call": {"defense": base, "offense": name, "checkoff": pkg}}


def _whole_game(seed, house=None):
    G = game.new_game(SHEETS, seed_state(seed), house)
    rng = Dice(seed_state(seed + 1000))
    actions = []
    n = 0
    while not game.is_over(G):
        a = _auto(G, rng)
        actions.append(a)
        game.apply(G, SHEETS, a)
        n += 1
        assert n < 1000, "the game does not end"
        if G["phase"] == game.SCRIMMAGE:
            assert 1 <= G["down"] <= 4 and 0 < G["ball_on"] < 100
            assert 0 < G["to_go"] <= 100 - G["ball_on"]
        for side in ("home", "away"):
            m = G["marks"][side]
            sh = SHEETS[side]
            assert m["run"] <= sh["totals"]["run"] and m["pass"] <= sh["totals"]["pass"]
            for i in range(len(sh["plays"])):
                assert m["plays"][i] <= sh["plays"][i]["uses"]
            for d in m["packages"]:
                assert m["packages"][d] <= sh["defenses"][d]["uses"]
    return G, actions


def scenario_cfs_g1_whole_games_end_with_a_team_out_of_plays():
    for seed in (1, 2, 3):
        G, _ = _whole_game(seed)
        out = G["out"]
        assert out is not None and calls.out_of_plays(SHEETS[out], G["marks"][out])
        pts = {"td": 6, "pat": 1, "two_point": 2, "fg": 3, "safety": 2}
        for side in ("home", "away"):
            assert G["score"][side] == sum(pts[p] for p in G["stats"][side]["points"])


def scenario_replay_is_a_fold_over_the_actions():
    G, actions = _whole_game(7)
    R = game.new_game(SHEETS, seed_state(7))
    for a in actions:
        game.apply(R, SHEETS, a)
    assert game_json(R) == game_json(G)


def scenario_record_replays_to_the_same_state():
    from games.cfs.rules import record

    G, actions = _whole_game(5)
    rec = record.new_record("granite_rams", "cascade_otters", seed_state(5))
    rec["actions"] = actions
    seen = []
    R = record.replay(rec, SHEETS, on_event=lambda a, ev: seen.append(ev["t"]))
    assert game_json(R) == game_json(G) and len(seen) == len(actions)
    half = record.replay(rec, SHEETS, upto=len(actions) // 2)
    assert half["plays"] <= G["plays"]


def scenario_actions_encode_to_short_strings_and_back():
    from games.cfs.rules import record

    G, actions = _whole_game(9)
    R = game.new_game(SHEETS, seed_state(9))
    coded = []
    for a in actions:
        s = record.encode(a, SHEETS, R, 2, 123456)
        assert len(s) <= 40, s
        back = record.decode(s, SHEETS, R)
        assert back["q"] == 2 and back["clock"] == 123456
        for k in a:
            assert back[k] == a[k] or (k == "call" and _same_call(back[k], a[k])), (a, back)
        coded.append(s)
        game.apply(R, SHEETS, back)
    rec = record.new_record("granite_rams", "cascade_otters", seed_state(9))
    rec["actions"] = coded
    assert game_json(record.replay(rec, SHEETS)) == game_json(G)


def _same_call(a, b):
    for k in ("defense", "offense"):
        if a[k] != b[k]:
            return False
    return (a.get("checkoff") or None) == (b.get("checkoff") or None) and (
        a.get("audible") or None
    ) == (b.get("audible") or None)


def scenario_manual_mode_keeps_the_scoreboard():
    G = _fresh()
    game.apply(G, SHEETS, {"t": "m", "what": "ko", "yards": 25})
    assert G["possession"] == "away" and G["ball_on"] == 25 and G["down"] == 1
    game.apply(G, SHEETS, {"t": "m", "what": "gain", "yards": 6, "kind": "run"})
    assert (G["down"], G["to_go"], G["ball_on"]) == (2, 4, 31)
    game.apply(G, SHEETS, {"t": "m", "what": "inc", "kind": "pass"})
    assert (G["down"], G["to_go"]) == (3, 4)
    game.apply(G, SHEETS, {"t": "m", "what": "gain", "yards": 5, "kind": "pass"})
    assert G["down"] == 1 and G["first_downs"]["away"] == 1 and G["ball_on"] == 36
    game.apply(G, SHEETS, {"t": "m", "what": "pen", "yards": -10})
    assert (G["down"], G["to_go"], G["ball_on"]) == (1, 20, 26)
    game.apply(G, SHEETS, {"t": "m", "what": "to", "yards": 5, "kind": "pass"})
    assert G["possession"] == "home" and G["ball_on"] == 79
    game.apply(G, SHEETS, {"t": "m", "what": "td", "kind": "pass"})
    assert G["score"]["home"] == 6 and G["phase"] == game.TRY
    game.apply(G, SHEETS, {"t": "m", "what": "xp_good"})
    assert G["score"]["home"] == 7 and G["phase"] == game.KICKOFF
    assert G["stats"]["home"]["pass"] == 21 and G["stats"]["away"]["rush"] == 6
    try:
        game.apply(G, SHEETS, {"t": "m", "what": "gain", "yards": 5})
        raise AssertionError("a gain was accepted during a kickoff")
    except calls.IllegalCall:
        pass


def scenario_penalty_never_crosses_a_goal_line():
    G = _fresh({"half_distance": False})
    _at(G, "away", 95, down=2, to_go=5)
    _play(G, "Bootleg", [6, 1, 1, 1, 4])  # pass interference +15 from the 95
    assert G["ball_on"] == 99 and G["down"] == 1 and G["to_go"] == 1 and G["goal_to_go"]
    _at(G, "away", 4, down=2, to_go=6)
    _play(G, "Bootleg", [6, 1, 1, 1, 3])  # holding -10 from the 4
    assert G["ball_on"] == 1 and G["to_go"] == 9
