# Fliip Football's core (games/fliip, rules F1-F12) under CPython and in the MicroPython VM.
from games.fliip import game, menus, tables, views
from sideline.dice import Dice, seed_state


def _fliip_teams():
    files = []
    for slug in ("harbor_gulls", "mesa_coyotes"):
        with open(TEAMS_DIR + "fliip/" + slug + ".json") as f:  # noqa: F821 - set by the runner
            files.append((slug + ".json", f.read()))
    teams, messages = tables.load(files)
    assert messages == [], messages
    return {"home": teams["harbor_gulls"], "away": teams["mesa_coyotes"]}


def _do(state, m, n=None, faces=()):
    a = {"m": m}
    if n is not None:
        a["n"] = n
    d = FixedDice(faces)  # noqa: F821 - from kit.py
    game.apply(state, a, d)
    assert d.done()
    return a


def scenario_fliip_f8_f9_f10_kicks_read_the_shipped_tables():
    teams = _fliip_teams()
    s = game.new_game(teams, seed_state(1), {"length": 4})
    _do(s, "coin", 0)
    _do(s, "receive")  # the Coyotes kick off; 6+5+5 = 16 on their normal table: "14"
    _do(s, "kickoff", 0, [6, 5, 5])
    G = s["G"]
    assert G["offense"] == "home" and G["los"] == 14 and views.ball_on(G) == "H 14"
    # The Gulls punt from their 14 (normal, total 10: "37").
    _do(s, "punt", 0, [3, 3, 4])
    assert G["offense"] == "away" and G["los"] == 100 - 51 and views.possessions(G) == "P1-1"
    G["los"] = 80  # the Coyotes move to the Gulls' 20: their second row, total 8 is Good
    _do(s, "fg", None, [2, 3, 3])
    assert G["score"] == {"home": 0, "away": 3} and s["ctx"]["phase"] == "kickoff"


def scenario_fliip_f1_quick_game_with_overtime_by_script():
    teams = _fliip_teams()
    s = game.new_game(teams, seed_state(2), {"length": 4})
    _do(s, "coin", 1)
    _do(s, "kick")  # away kicks; Coyotes normal total 12: "23"
    for _ in range(8):
        _do(s, "kickoff", 0, [4, 4, 4])
        _do(s, "td")
    assert s["G"]["period"] == 1 and s["ctx"]["phase"] == "flip"
    _do(s, "coin", 0)
    _do(s, "receive")
    _do(s, "kickoff", 0, [4, 4, 4])
    _do(s, "gain", 12)
    _do(s, "sack", 80)  # back past the goal line: a safety (F5)
    assert s["G"]["score"] == {"home": 28, "away": 30}
    _do(s, "kickoff", 2, [4, 4, 4])  # the safety kick-off, Gulls: total 12 "33"
    assert s["G"]["offense"] == "away" and s["G"]["los"] == 33
    _do(s, "knee")
    _do(s, "inc")
    _do(s, "ng")
    _do(s, "int", 6)
    assert game.is_over(s) and game.winner(s) == "away"
    assert [r["result"] for r in s["G"]["sheet"][-2:]] == ["SAFTY", "INT"]


def _pick(state, cards):
    items = menus.menu(state)
    G = state["G"]
    if state["ctx"]["phase"] == "play" and G["down"] == 4:
        for i in items:
            if i["m"] == "fg":
                return menus.action(i)
        return {"m": "punt", "n": 0}
    item = items[cards.below(len(items))]
    if "lo" in item:
        return menus.action(item, item["lo"] + cards.below(min(item["hi"] - item["lo"], 20) + 1))
    return menus.action(item)


def scenario_fliip_whole_game_on_the_projects_dice_replays_from_its_log():
    teams = _fliip_teams()
    start = seed_state(99)
    s = game.new_game(teams, start, {"length": 4})
    cards = Dice(seed_state(7))
    log = []
    while not game.is_over(s) and len(log) < 3000:
        a = _pick(s, cards)
        game.apply(s, a, Dice(s["G"]["dice"]))
        log.append(a)
    assert game.is_over(s)
    again = game.replay(teams, start, log, lambda G: Dice(G["dice"]), {"length": 4})
    assert again == s
    rows = s["G"]["sheet"]
    assert (
        rows[-1]["home"] == s["G"]["score"]["home"] and rows[-1]["away"] == s["G"]["score"]["away"]
    )
