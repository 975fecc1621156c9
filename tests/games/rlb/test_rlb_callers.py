"""The box's own caller for Rugby League Breakout, and R4's season figures from saved games."""

from kits.rlb import team

from games.rlb import callers, match, season
from games.rlb.tables import KI, KICK, P_KIND, play
from sideline.dice import Dice, seed_state


def _solitaire(seed, settings=None):
    G = match.new_game(team(abbr="HOM", ki=8), team(abbr="AWY", ki=12), seed_state(seed), settings)
    home, away = callers.HouseCaller(), callers.HouseCaller()
    seen = None
    log = []
    while not G["over"]:
        now = (G["att"], G["poss"][G["att"]])
        side = (home, away)[1 - G["att"]] if now != seen else (home, away)[G["att"]]
        a = side.defence_action(G) if now != seen else side.attack_action(G)
        seen = now
        match.apply(G, a, Dice(G["dice"]))
        log.append(a)
    return G, log


def test_house_caller_plays_a_whole_game_with_legal_calls():
    for seed in range(5):
        G, log = _solitaire(seed)
        assert G["over"] and G["poss"][1] >= 6
        kicks = [a["play"] for a in log if a["a"] == "play" and play(a["play"])[P_KIND] >= KICK]
        assert kicks  # the sixth tackle is kicked


def test_house_caller_follows_its_policy():
    c = callers.HouseCaller()
    G = match.new_game(team(ki=10), team(), seed_state(1))
    assert c.defence_action(G) == {"a": "defence", "play": "ND"}  # 80 out
    G["out"] = 8
    assert c.defence_action(G)["play"] == "GL"
    G["tackle"] = 3
    assert c.attack_action(G)["play"] == callers.POLICY["runs"][2]
    G["tackle"] = 6
    assert c.attack_action(G)["play"] == "DK"  # 10 - 8 // 5 = 9 in 20: at the threshold
    G["out"] = 14
    assert c.attack_action(G)["play"] == "GK"  # 10 - 2 = 8: grubber inside 15
    G["out"] = 40
    assert c.attack_action(G)["play"] == "BK"
    G["out"] = 70
    assert c.attack_action(G)["play"] == "CK"
    assert G["teams"][0]["players"][6][KI] == 10


def test_r4_season_figures_from_saved_games():
    games = []
    for seed in range(4):
        G, _ = _solitaire(seed)
        games.append(G)
    unfinished = match.new_game(team(abbr="HOM"), team(abbr="AWY"), seed_state(9))
    unfinished["score"] = [40, 0]
    games.append(unfinished)
    f, a = season.season_figures(games, "HOM")
    assert f == sum(g["score"][0] for g in games[:4]) and a == sum(g["score"][1] for g in games[:4])
    s = season.cup_settings(games, "AWY", "HOM")
    assert s["season_for"] == [a, f] and s["season_against"] == [f, a] and s["cup"]
    G = match.new_game(team(abbr="AWY"), team(abbr="HOM"), seed_state(1), s)
    assert G["settings"]["season_for"] == [a, f]
