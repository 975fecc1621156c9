# The Dice-Bowl core inside the real MicroPython VM: whole games from the coin toss to the
# final, replayed from their logs, the kick duel played by the box, field-goal rules.
from games.dicebowl import fieldgoal, game, kick, views
from sideline.dice import Dice, seed_state


def _pick(state, d):
    menu = game.choices(state)
    label, action = menu[d.below(len(menu))]
    action = dict(action)
    if "yards" in action:
        action["yards"] = d.die() + d.die() - 4
    if action["a"] == "punt" and state["G"]["down"] < 4:
        action = {"a": "gain", "yards": 3}
    return action


def _play(seed, settings):
    state = game.new_game(seed, settings)
    d = Dice(seed_state(seed + 99))
    n = 0
    while not game.over(state):
        game.apply(state, _pick(state, d))
        n += 1
        assert n < 3000
    return state


def scenario_dicebowl_whole_game_and_replay():
    for seed in (1, 2):
        settings = {"wind": seed == 2, "home_kicks": "box", "away_kicks": "buttons"}
        live = _play(seed, settings)
        again = game.replay(seed, live["G"]["settings"], live["G"]["house"], None, live["log"])
        assert again == live
        assert live["G"]["half"] == 2
        shown = views.displays(live)
        assert shown["text"] == "FINAL   "


def scenario_dicebowl_kick_duel_box_both_sides():
    duel = kick.new_duel([6, 5, 2, 1], [3, 3, 2, 2], False)
    while not kick.done(duel):
        kick.step(duel, kick.best_choice(duel))
    assert len(duel["k"]) == 2 and len(duel["r"]) == 2
    duel = kick.new_duel([4, 4, 4, 4], [4, 4, 4, 4], False)
    assert kick.done(duel) and kick.distance(duel["k"]) == 44


def scenario_dicebowl_field_goal_rules():
    assert fieldgoal.fg_distance(80) == 37
    assert not fieldgoal.straight([6, 6, 5, 5], [4, 4])
    assert fieldgoal.carry([6, 6, 6, 1]) == 66
    good, ok, reach = fieldgoal.attempt(19, [1, 1, 1, 6], [3, 3], 0)
    assert ok and not good and reach == 11
